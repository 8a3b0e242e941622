#include "rolltext.h"

#include "rollkinds.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cstring>
#include <utility>

namespace castellan {

namespace {

/** The shipped ruleset keys' translation context (ruleset.cpp, keyText). */
constexpr char RulesetKeyContext[] = "RulesetKey";
constexpr char RulesetKeyKind[] = "@key";
constexpr char TranslatedKind[] = "@tr"; ///< ["@tr", context, source, (count,) args…]
constexpr char JoinedKind[] = "@cat";    ///< ["@cat", text, text…]
constexpr char LowerKind[] = "@lower";   ///< ["@lower", text]

QString textOf(const QJsonValue &value, bool translate);

/** `pattern` with %1…%99 each replaced at once by its argument, so an argument's own "%2" stays as written. */
QString fill(const QString &pattern, const QStringList &args)
{
    QString out;
    out.reserve(pattern.size() + 16 * args.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        qsizetype end = i + 1;
        int number = 0;
        while (c == QLatin1Char('%') && end < pattern.size() && end < i + 3 && pattern.at(end).isDigit())
            number = number * 10 + pattern.at(end++).digitValue();
        if (number > 0 && number <= args.size()) {
            out += args.at(number - 1);
            i = end - 1;
        } else {
            out += c;
        }
    }
    return out;
}

QStringList argsOf(const QJsonArray &data, qsizetype first, bool translate)
{
    QStringList args;
    for (qsizetype i = first; i < data.size(); ++i)
        args << textOf(data.at(i), translate);
    return args;
}

/** A catalogue's sentence with its arguments; %n takes the first as its count. */
QString sentence(const char *context, const char *source, QStringList args, bool translate)
{
    const QString text = QString::fromUtf8(source);
    if (!text.contains(QLatin1String("%n")))
        return fill(translate ? QCoreApplication::translate(context, source) : text, args);
    const int n = args.isEmpty() ? 0 : args.takeFirst().toInt();
    const QString counted = translate ? QCoreApplication::translate(context, source, nullptr, n)
                                      : QString(text).replace(QLatin1String("%n"), QString::number(n));
    return fill(counted, args);
}

QString kindText(const QJsonArray &data, bool translate)
{
    const QString kind = data.at(0).toString();
    if (kind.isEmpty())
        return data.at(1).toString();
    if (kind == QLatin1String(RulesetKeyKind)) {
        const QByteArray key = data.at(1).toString().toUtf8();
        return translate ? QCoreApplication::translate(RulesetKeyContext, key.constData()) : QString::fromUtf8(key);
    }
    if (kind == QLatin1String(LowerKind))
        return textOf(data.at(1), translate).toLower();
    if (kind == QLatin1String(JoinedKind))
        return argsOf(data, 1, translate).join(QString());
    if (kind == QLatin1String(TranslatedKind)) {
        const QByteArray context = data.at(1).toString().toUtf8();
        const QByteArray source = data.at(2).toString().toUtf8();
        return sentence(context.constData(), source.constData(), argsOf(data, 3, translate), translate);
    }
    const RollKindText k = rollKindText(kind);
    QStringList args = argsOf(data, 1, translate);
    if (!k.source) // a kind a later version wrote: what it names, as written
        return kind + (args.isEmpty() ? QString() : QStringLiteral(": ") + args.join(QStringLiteral(", ")));
    return sentence(k.context, k.source, args, translate);
}

QString textOf(const QJsonValue &value, bool translate)
{
    if (value.isArray())
        return kindText(value.toArray(), translate);
    if (value.isDouble())
        return QString::number(value.toInteger());
    return value.toString();
}

} // namespace

RollText::RollText(const char *kind, const QJsonArray &args)
    : mData(args)
{
    mData.prepend(QString::fromLatin1(kind));
}

RollText RollText::plain(const QString &text)
{
    RollText t;
    if (!text.isEmpty())
        t.mData = QJsonArray{QString(), text};
    return t;
}

RollText RollText::rulesetKey(const QString &key)
{
    return RollText(RulesetKeyKind, {key});
}

RollText RollText::translated(const char *context, const char *source, int n)
{
    RollText t;
    t.mData = QJsonArray{QLatin1String(TranslatedKind), QLatin1String(context), QString::fromUtf8(source)};
    if (n >= 0 || std::strstr(source, "%n"))
        t.mData.append(n);
    return t;
}

RollText RollText::arg(const QJsonValue &value) const &
{
    return RollText(*this).arg(value);
}

RollText RollText::arg(const QJsonValue &value) &&
{
    mData.append(value);
    return std::move(*this);
}

RollText RollText::joined(const QList<RollText> &texts, const QString &separator)
{
    RollText all;
    for (const RollText &t : texts)
        all = all.isEmpty() ? t : all + plain(separator) + t;
    return all;
}

RollText RollText::lower() const
{
    RollText t;
    if (!isEmpty())
        t.mData = QJsonArray{QLatin1String(LowerKind), *this};
    return t;
}

RollText RollText::operator+(const RollText &next) const
{
    if (next.isEmpty())
        return *this;
    if (isEmpty())
        return next;
    RollText joined;
    joined.mData =
        mData.at(0).toString() == QLatin1String(JoinedKind) ? mData : QJsonArray{QLatin1String(JoinedKind), *this};
    joined.mData.append(QJsonValue(next));
    return joined;
}

RollText RollText::fromStored(const QString &stored)
{
    RollText t;
    if (stored.isEmpty())
        return t;
    const QJsonDocument doc = QJsonDocument::fromJson(stored.toUtf8());
    if (doc.isArray() && doc.array().at(0).isString())
        t.mData = doc.array();
    return t;
}

QString RollText::shown() const
{
    return mData.isEmpty() ? QString() : kindText(mData, true);
}

QString RollText::source() const
{
    return mData.isEmpty() ? QString() : kindText(mData, false);
}

QString RollText::stored() const
{
    if (mData.isEmpty() || mData.at(0).toString().isEmpty())
        return {};
    return QString::fromUtf8(QJsonDocument(mData).toJson(QJsonDocument::Compact));
}

RollText::operator QJsonValue() const
{
    if (mData.isEmpty())
        return QString();
    if (mData.at(0).toString().isEmpty())
        return mData.at(1);
    return mData;
}

} // namespace castellan
