#include "names.h"

#include "limits.h"

#include <QCoreApplication>
#include <QTextBoundaryFinder>

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
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
    while (graphemes.toNextBoundary() > 0)
        ++count;
    return count;
}

namespace {

/** A control character (NUL among them) or half of a character; and whether anything shows. */
struct Characters
{
    bool bad = false;
    bool visible = false;
};

Characters charactersOf(const QString &trimmed)
{
    Characters found;
    for (qsizetype i = 0; i < trimmed.size(); ++i) {
        const QChar c = trimmed[i];
        char32_t code = c.unicode();
        if (c.isHighSurrogate() && i + 1 < trimmed.size() && trimmed[i + 1].isLowSurrogate()) {
            code = QChar::surrogateToUcs4(c, trimmed[i + 1]);
            ++i;
        } else if (c.isSurrogate()) {
            return {true, found.visible};
        }
        if (QChar::category(code) == QChar::Other_Control)
            return {true, found.visible};
        found.visible = found.visible || !isInvisible(code);
    }
    return found;
}

/** Counted only when it might pass the limit: a text of no more UTF-16 units than the limit cannot. */
bool longerThan(const QString &text, qsizetype maxLength)
{
    return text.size() > maxLength && characterCount(text) > maxLength;
}

} // namespace

NameProblem nameProblem(const QString &trimmed, qsizetype maxLength)
{
    const Characters found = charactersOf(trimmed);
    if (found.bad)
        return NameProblem::BadCharacters;
    if (!found.visible)
        return NameProblem::Empty;
    return longerThan(trimmed, maxLength) ? NameProblem::TooLong : NameProblem::None;
}

NameProblem placeProblem(const QString &trimmed)
{
    if (charactersOf(trimmed).bad)
        return NameProblem::BadCharacters;
    return longerThan(trimmed, MaxPlaceLength) ? NameProblem::TooLong : NameProblem::None;
}

QString whyCannotNameCampaign(const QString &name)
{
    switch (nameProblem(name.trimmed())) {
    case NameProblem::Empty: return NamesText::tr("A new campaign needs a name.");
    case NameProblem::TooLong: return NamesText::tr("A campaign's name has at most %1 characters.").arg(MaxNameLength);
    case NameProblem::BadCharacters: return badCharactersInName();
    case NameProblem::None: break;
    }
    return {};
}

QString badCharactersInName()
{
    return NamesText::tr("A name may not hold a control character (such as NUL) or half of a character.");
}

} // namespace castellan
