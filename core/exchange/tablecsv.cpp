#include "tablecsv.h"

#include "rosterjson.h"

#include "campaign/campaign.h"
#include "dice/rollcsv.h"
#include "map/mapmodel.h"

#include <QJsonArray>
#include <QStringList>

namespace castellan {

namespace {

/** A JSON value as a CSV cell: text as it is, numbers as numbers, true/false, lists joined by "; ". */
QString cellOf(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 15);
    if (v.isArray()) {
        QStringList items;
        const QJsonArray array = v.toArray();
        for (const QJsonValue item : array)
            items << item.toString();
        return items.join(QStringLiteral("; "));
    }
    return v.toString();
}

/** The CSV of rows built as JSON objects, the columns in the order given. */
QString csvOf(const QStringList &columns, const QList<QJsonObject> &rows)
{
    QString out;
    QStringList header;
    for (const QString &c : columns)
        header << csvField(c);
    out += header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const QJsonObject &row : rows) {
        QStringList cells;
        for (const QString &c : columns)
            cells << csvField(cellOf(row.value(c)));
        out += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out;
}

} // namespace

QString rosterCsv(const Campaign &c)
{
    QStringList columns{QStringLiteral("name"), QStringLiteral("side"), QStringLiteral("status")};
    for (Trait t : AllTraits)
        columns << traitKey(t);
    columns << QStringLiteral("current_vitality") << QStringLiteral("rerolls") << QStringLiteral("force")
            << QStringLiteral("location") << QStringLiteral("captured_by") << QStringLiteral("general_level")
            << QStringLiteral("coward") << QStringLiteral("pronoun") << QStringLiteral("notes")
            << QStringLiteral("notes_gm_only");
    QList<QJsonObject> rows;
    const QList<Leader> leaders = c.leaders();
    for (const Leader &l : leaders)
        rows << leaderJson(c, l);
    return csvOf(columns, rows);
}

QString forcesCsv(const Campaign &c)
{
    const QStringList columns{
        QStringLiteral("name"),      QStringLiteral("side"),      QStringLiteral("hex"),
        QStringLiteral("location"),  QStringLiteral("good"),      QStringLiteral("flagged"),
        QStringLiteral("broken"),    QStringLiteral("lost"),      QStringLiteral("infantry"),
        QStringLiteral("cavalry"),   QStringLiteral("artillery"), QStringLiteral("leaders"),
        QStringLiteral("commander"), QStringLiteral("notes"),     QStringLiteral("notes_gm_only")};
    QList<QJsonObject> rows;
    const QList<Force> forces = c.forces();
    for (const Force &f : forces) {
        QJsonObject o = forceJson(c, f);
        o.insert(QStringLiteral("hex"), f.onMap() ? hexLabel(f.hex) : QString());
        rows << o;
    }
    return csvOf(columns, rows);
}

} // namespace castellan
