#include "rolltext.h"

#include "rollkinds.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace castellan {

namespace {

/** The shipped ruleset keys' translation context (ruleset.cpp, keyText). */
constexpr char RulesetKeyContext[] = "RulesetKey";
constexpr char RulesetKeyKind[] = "@key";

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

QString kindText(const QJsonArray &data, bool translate)
{
    const QString kind = data.at(0).toString();
    if (kind.isEmpty())
        return data.at(1).toString();
    if (kind == QLatin1String(RulesetKeyKind)) {
        const QByteArray key = data.at(1).toString().toUtf8();
        return translate ? QCoreApplication::translate(RulesetKeyContext, key.constData()) : QString::fromUtf8(key);
    }
    const RollKindText k = rollKindText(kind);
    QStringList args;
    for (qsizetype i = 1; i < data.size(); ++i)
        args << textOf(data.at(i), translate);
    if (!k.source) // a kind a later version wrote: what it names, as written
        return kind + (args.isEmpty() ? QString() : QStringLiteral(": ") + args.join(QStringLiteral(", ")));
    const QString source = QString::fromUtf8(k.source);
    if (!source.contains(QLatin1String("%n")))
        return fill(translate ? QCoreApplication::translate(k.context, k.source) : source, args);
    const int n = args.isEmpty() ? 0 : args.takeFirst().toInt();
    const QString counted = translate ? QCoreApplication::translate(k.context, k.source, nullptr, n)
                                      : QString(source).replace(QLatin1String("%n"), QString::number(n));
    return fill(counted, args);
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
