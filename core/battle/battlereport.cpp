#include "battlereport.h"
#include "i18n/argtext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct BattleReportText
{
    Q_DECLARE_TR_FUNCTIONS(BattleReport)
    CASTELLAN_KEPT_TEXTS(BattleReport)
};

constexpr QLatin1String DataSuffix("_data");

QJsonValue shownValue(const QJsonValue &v);

QJsonObject shownObject(const QJsonObject &stored)
{
    QJsonObject o;
    for (auto it = stored.begin(); it != stored.end(); ++it) {
        const QString key = it.key();
        if (key.endsWith(DataSuffix) && stored.contains(key.chopped(DataSuffix.size())))
            continue;
        const QJsonValue data = stored.value(key + DataSuffix);
        const RollText kept = data.isString() ? RollText::fromStored(data.toString()) : RollText();
        o.insert(key, kept.isEmpty() ? shownValue(it.value()) : QJsonValue(kept.shown()));
    }
    return o;
}

QJsonValue shownValue(const QJsonValue &v)
{
    if (v.isObject())
        return shownObject(v.toObject());
    if (!v.isArray())
        return v;
    QJsonArray a;
    for (const QJsonValue item : v.toArray())
        a.append(shownValue(item));
    return a;
}

QJsonObject sideJson(const BattleSide &s, const ReportSide &r)
{
    QJsonArray leaders;
    for (const Leader &l : s.leaders) {
        leaders.append(QJsonObject{{QStringLiteral("id"), l.id},
                                   {QStringLiteral("name"), l.name},
                                   {QStringLiteral("vitality"), l.vitality},
                                   {QStringLiteral("status"), statusKey(l.status())}});
    }
    QJsonArray marches; // RULES M2, M3
    for (const FieldMarch &m : s.marches) {
        QJsonArray rolls;
        for (const ArrivalRoll &a : m.rolls) {
            rolls.append(QJsonObject{{QStringLiteral("faces"), QJsonArray{a.faces[0], a.faces[1]}},
                                     {QStringLiteral("level"), levelKey(a.level)},
                                     {QStringLiteral("bonus"), a.bonus},
                                     {QStringLiteral("modifier"), a.modifier},
                                     {QStringLiteral("total"), a.total},
                                     {QStringLiteral("level_after"), levelKey(a.levelAfter)},
                                     {QStringLiteral("arrives"), a.arrives},
                                     {QStringLiteral("aborted"), a.aborted}});
        }
        marches.append(QJsonObject{{QStringLiteral("general"), m.general.name},
                                   {QStringLiteral("edge"), edgeKey(m.edge)},
                                   {QStringLiteral("units"), m.units},
                                   {QStringLiteral("state"), marchStateKey(m.progress.state)},
                                   {QStringLiteral("arrived_round"), m.arrivedRound},
                                   {QStringLiteral("rolls"), rolls}});
    }
    const Leader *c = s.commander();
    QJsonObject o{{QStringLiteral("flank_marches"), marches},  {QStringLiteral("force"), r.forceName},
                  {QStringLiteral("side"), r.sideName},        {QStringLiteral("start"), unitsJson(r.start)},
                  {QStringLiteral("end"), unitsJson(s.units)}, {QStringLiteral("eliminated"), s.eliminated},
                  {QStringLiteral("retreated"), s.retreated},  {QStringLiteral("leaders"), leaders}};
    o.insert(QStringLiteral("commander"), c ? QJsonValue(c->name) : QJsonValue());
    return o;
}

QString escaped(const QJsonValue &v)
{
    return v.toString().toHtmlEscaped();
}

QString unitsCell(const QJsonObject &u)
{
    return unitsText({u.value(QStringLiteral("good")).toInt(), u.value(QStringLiteral("flagged")).toInt(),
                      u.value(QStringLiteral("broken")).toInt()});
}

} // namespace

QJsonObject unitsJson(const Units &u)
{
    return {{QStringLiteral("good"), u.good},
            {QStringLiteral("flagged"), u.flagged},
            {QStringLiteral("broken"), u.broken},
            {QStringLiteral("total"), u.total()}};
}

QString resultKey(BattleResult r)
{
    switch (r) {
    case BattleResult::AttackerWins: return QStringLiteral("attacker_wins");
    case BattleResult::DefenderWins: return QStringLiteral("defender_wins");
    case BattleResult::Mutual: return QStringLiteral("mutual");
    case BattleResult::Avoided: return QStringLiteral("avoided");
    case BattleResult::Undecided: break;
    }
    return QStringLiteral("undecided");
}

QString resultText(BattleResult r)
{
    return resultKept(r).shown();
}

RollText resultKept(BattleResult r)
{
    switch (r) {
    case BattleResult::AttackerWins: return BattleReportText::kept("The attacker wins");
    case BattleResult::DefenderWins: return BattleReportText::kept("The defender wins");
    case BattleResult::Mutual: return BattleReportText::kept("Mutual defeat");
    case BattleResult::Avoided: return BattleReportText::kept("The defender avoided battle");
    case BattleResult::Undecided: break;
    }
    return BattleReportText::kept("Undecided");
}

void insertKept(QJsonObject &report, const QString &key, const RollText &text)
{
    report.insert(key, text.source());
    if (const QString data = text.stored(); !data.isEmpty())
        report.insert(key + DataSuffix, data);
}

QJsonObject shownReport(const QJsonObject &stored)
{
    return shownObject(stored);
}

QJsonObject battleReport(const Battle &battle, int turn, const ReportSide &attacker, const ReportSide &defender)
{
    QJsonArray events;
    for (const BattleEvent &e : battle.events()) {
        QJsonObject o{{QStringLiteral("round"), e.round}};
        insertKept(o, QStringLiteral("text"), e.text);
        o.insert(QStringLiteral("roll_id"), e.rollId ? QJsonValue(e.rollId) : QJsonValue());
        events.append(o);
    }
    QJsonObject report{{QStringLiteral("turn"), turn},
                       {QStringLiteral("result"), resultKey(battle.result())},
                       {QStringLiteral("rounds"), battle.result() == BattleResult::Avoided ? 0 : battle.round()},
                       {QStringLiteral("break_in"), battle.flags().breakIn},
                       {QStringLiteral("attacker"), sideJson(battle.side(Role::Attacker), attacker)},
                       {QStringLiteral("defender"), sideJson(battle.side(Role::Defender), defender)},
                       {QStringLiteral("events"), events}};
    insertKept(report, QStringLiteral("name"), battle.title());
    insertKept(report, QStringLiteral("result_text"), resultKept(battle.result()));
    return report;
}

QString battleReportBody(const QJsonObject &stored)
{
    const QJsonObject report = shownReport(stored);
    const QJsonObject a = report.value(QStringLiteral("attacker")).toObject();
    const QJsonObject d = report.value(QStringLiteral("defender")).toObject();
    QString html;
    html += QStringLiteral("<h1>%1</h1>\n<p>%2 &mdash; %3</p>\n")
                .arg(escaped(report.value(QStringLiteral("name"))),
                     BattleReportText::tr("Turn %1").arg(report.value(QStringLiteral("turn")).toInt()),
                     escaped(report.value(QStringLiteral("result_text"))));
    html += QStringLiteral("<table><tr><th></th><th>%1</th><th>%2</th></tr>\n")
                .arg(BattleReportText::tr("Attacker"), BattleReportText::tr("Defender"));
    auto row = [&](const QString &label, const QString &left, const QString &right) {
        html += QStringLiteral("<tr><th>%1</th><td>%2</td><td>%3</td></tr>\n").arg(label, left, right);
    };
    row(BattleReportText::tr("Force"), escaped(a.value(QStringLiteral("force"))),
        escaped(d.value(QStringLiteral("force"))));
    row(BattleReportText::tr("Side"), escaped(a.value(QStringLiteral("side"))),
        escaped(d.value(QStringLiteral("side"))));
    row(BattleReportText::tr("Commander"),
        a.value(QStringLiteral("commander")).isNull() ? BattleReportText::tr("leaderless")
                                                      : escaped(a.value(QStringLiteral("commander"))),
        d.value(QStringLiteral("commander")).isNull() ? BattleReportText::tr("leaderless")
                                                      : escaped(d.value(QStringLiteral("commander"))));
    row(BattleReportText::tr("Before"), unitsCell(a.value(QStringLiteral("start")).toObject()),
        unitsCell(d.value(QStringLiteral("start")).toObject()));
    row(BattleReportText::tr("After"), unitsCell(a.value(QStringLiteral("end")).toObject()),
        unitsCell(d.value(QStringLiteral("end")).toObject()));
    row(BattleReportText::tr("Eliminated"), QString::number(a.value(QStringLiteral("eliminated")).toInt()),
        QString::number(d.value(QStringLiteral("eliminated")).toInt()));
    if (a.contains(QStringLiteral("figures_lost")) && report.contains(QStringLiteral("tactical"))) // RULES C11
        row(BattleReportText::tr("Figures lost"), QString::number(a.value(QStringLiteral("figures_lost")).toInt()),
            QString::number(d.value(QStringLiteral("figures_lost")).toInt()));
    html += QStringLiteral("</table>\n<h2>%1</h2>\n<table><tr><th>%2</th><th>%3</th><th>%4</th></tr>\n")
                .arg(BattleReportText::tr("Step by step"), BattleReportText::tr("Round"),
                     BattleReportText::tr("What happened"), BattleReportText::tr("Roll"));
    const QJsonArray events = report.value(QStringLiteral("events")).toArray();
    for (const QJsonValue v : events) {
        const QJsonObject e = v.toObject();
        const QJsonValue roll = e.value(QStringLiteral("roll_id"));
        html += QStringLiteral("<tr><td class=\"round\">%1</td><td>%2</td><td>%3</td></tr>\n")
                    .arg(argText(e.value(QStringLiteral("round")).toInt()),
                         argText(escaped(e.value(QStringLiteral("text")))),
                         argText(roll.toInteger() > 0 ? QStringLiteral("#%1").arg(roll.toInteger()) : QString()));
    }
    html += QStringLiteral("</table>\n");
    return html;
}

QString battleReportHtml(const QJsonObject &stored)
{
    const QJsonObject report = shownReport(stored);
    QString html;
    html += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n"
                           "<style>body{font-family:sans-serif;margin:2em;color:#222}"
                           "table{border-collapse:collapse;margin:1em 0}"
                           "td,th{border:1px solid #bbb;padding:4px 10px;text-align:left}"
                           "th{background:#eee}.round{color:#666}</style></head><body>\n")
                .arg(escaped(report.value(QStringLiteral("name"))));
    html += battleReportBody(stored);
    html += QStringLiteral("</body></html>\n");
    return html;
}

} // namespace castellan
