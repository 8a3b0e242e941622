#include "names.h"

#include "limits.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct NamesText
{
    Q_DECLARE_TR_FUNCTIONS(Names)
};

/** Shows nothing: a space, or a format character such as a zero-width space or joiner. */
bool isInvisible(char32_t c)
{
    return QChar::isSpace(c) || QChar::category(c) == QChar::Other_Format;
}

} // namespace

qsizetype characterCount(const QString &text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!(text[i].isLowSurrogate() && i > 0 && text[i - 1].isHighSurrogate()))
            ++count;
    }
    return count;
}

NameProblem nameProblem(const QString &trimmed)
{
    bool visible = false;
    for (qsizetype i = 0; i < trimmed.size(); ++i) {
        const QChar c = trimmed[i];
        char32_t code = c.unicode();
        if (c.isHighSurrogate() && i + 1 < trimmed.size() && trimmed[i + 1].isLowSurrogate()) {
            code = QChar::surrogateToUcs4(c, trimmed[i + 1]);
            ++i;
        } else if (c.isSurrogate()) {
            return NameProblem::BadCharacters;
        }
        if (QChar::category(code) == QChar::Other_Control)
            return NameProblem::BadCharacters;
        visible = visible || !isInvisible(code);
    }
    if (!visible)
        return NameProblem::Empty;
    return characterCount(trimmed) > MaxNameLength ? NameProblem::TooLong : NameProblem::None;
}

QString badCharactersInName()
{
    return NamesText::tr("A name may not hold a control character (such as NUL) or half of a character.");
}

} // namespace castellan
