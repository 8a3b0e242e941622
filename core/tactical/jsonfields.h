#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

// The strict JSON field reader of the tactical files (issue 13: a bad file's error names its field): rulesets,
// scenarios and the journal of a battle under way.
namespace castellan {

/** A fault in a file, at the path of its field ("units[1].fire"); empty: the file as a whole. */
struct FieldFault
{
    QString field;
    QString what;
};

/** Reads one object's fields, each once; with finish(), any field it was not asked for is a fault (a typo is never
 * ignored). */
class JsonFields
{
public:
    /** `kind` names the file for a field it does not know: "a ruleset". */
    JsonFields(const QJsonValue &value, QString path, QString kind);

    QString at(const QString &key) const { return mPath.isEmpty() ? key : mPath + QLatin1Char('.') + key; }
    bool has(const QString &key) const { return mObject.contains(key); }
    QJsonValue take(const QString &key);
    int integer(const QString &key, int min, int max);
    bool flag(const QString &key);
    /** A text of 1 to MaxNameLength characters. */
    QString text(const QString &key);
    QJsonArray array(const QString &key);
    /** Throws for the first field left unread. */
    void finish() const;

    static int checkedInt(const QJsonValue &v, const QString &path, int min, int max);

private:
    QString mPath;
    QString mKind;
    QJsonObject mObject;
};

} // namespace castellan
