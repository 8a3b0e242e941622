#include "landsettlement.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "commands/forces/forceplacement.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace castellan {

namespace {

struct LandSettlementText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignBattle)
};

void writeForcesAndLeaders(ActionBuilder &b, const Settlement &s)
{
    for (const QList<Force> &side : s.forces) {
        for (const Force &after : side) {
            Force &f = b.force(after.id);
            f.units = after.units;
            f.cavalry = after.cavalry;
            f.artillery = after.artillery;
            f.lost = after.lost;
            f.commanderId = after.commanderId;
        }
    }
    for (const Leader &after : s.leaders) {
        Leader &l = b.leader(after.id);
        l.vitality = after.vitality;
        l.rerolls = after.rerolls;
        l.capturedBySide = after.capturedBySide;
        l.forceId = after.forceId;
        l.lastActionTurn = after.lastActionTurn;
    }
    for (const HistoryEntry &h : s.history)
        b.history(h.leaderId, h.text, h.rollId);
}

/** RULES C11, F8, F6a with H3; returns those who escaped. */
QList<qint64> rollChecks(ActionBuilder &b, const Settlement &s, QStringList &lines)
{
    QList<qint64> escaped;
    for (const SurvivalDue &due : s.checks) {
        const QString name = b.leader(due.leaderId).name;
        const RollText context(RollKind::SettlementSurvival, {s.title, name});
        if (rollSurvival(b, due.leaderId, context, due.why, due.captorSide, lines) == Survival::Escapes)
            escaped.append(due.leaderId);
    }
    return escaped;
}

/** RULES F1, F6a: every force of the side moves together to the space picked, or the default. */
void moveOff(ActionBuilder &b, const Settlement &s, const SideMove &m, const Hex &chosen, QStringList &lines)
{
    const QString side = b.campaign().sideName(s.sideIds[roleIndex(m.side)]);
    if (m.ways.isEmpty()) {
        lines << LandSettlementText::tr("%1 has no way out of %2: its units are eliminated (RULES F6a).")
                     .arg(side, hexLabel(s.hex));
        return;
    }
    const Hex to = m.ways.contains(chosen) ? chosen : m.ways.front();
    for (const Force &f : s.forces[roleIndex(m.side)]) {
        if (b.isForceRemoved(f.id))
            continue;
        setForceDown(b, f.id, to);
        if (!m.avoided)
            b.force(f.id).retreatTurn = b.campaign().turn(); // RULES F6a: it may not move again this turn
    }
    lines << (m.avoided ? LandSettlementText::tr("%1 steps off to %2 (RULES F1).")
                        : LandSettlementText::tr("%1 retreats to %2 (RULES F6a)."))
                 .arg(side, hexLabel(to));
}

QJsonObject forceJson(const Campaign &c, const Force &before, const Force &after, bool removed, int figuresLost)
{
    return {{QStringLiteral("name"), before.name},
            {QStringLiteral("figures_lost"), figuresLost},
            {QStringLiteral("side"), c.sideName(before.sideId)},
            {QStringLiteral("before"), unitsJson(before.units)},
            {QStringLiteral("after"), unitsJson(after.units)},
            {QStringLiteral("eliminated"), after.lost - before.lost},
            {QStringLiteral("hex"), after.onMap() ? QJsonValue(hexLabel(after.hex)) : QJsonValue()},
            {QStringLiteral("retreated"), after.hex != before.hex},
            {QStringLiteral("removed"), removed}};
}

} // namespace

QJsonObject SettledReport::toJson() const
{
    QJsonArray events;
    for (const ReportedStep &step : steps) {
        QJsonObject event{{QStringLiteral("round"), step.round}};
        insertKept(event, QStringLiteral("text"), step.text);
        event.insert(QStringLiteral("roll_id"), step.rollId ? QJsonValue(step.rollId) : QJsonValue());
        events.append(event);
    }
    auto sideJson = [this](int i) {
        QJsonObject o = details[i];
        const ReportedSide &s = sides[i];
        o.insert(QStringLiteral("force"), s.forceName);
        o.insert(QStringLiteral("side"), s.sideName);
        o.insert(QStringLiteral("start"), unitsJson(s.start));
        o.insert(QStringLiteral("end"), unitsJson(s.end));
        o.insert(QStringLiteral("eliminated"), s.eliminated);
        o.insert(QStringLiteral("figures_lost"), s.figuresLost);
        o.insert(QStringLiteral("retreated"), s.retreated);
        return o;
    };
    QJsonObject o = extra;
    insertKept(o, QStringLiteral("name"), name);
    o.insert(QStringLiteral("turn"), turn);
    o.insert(QStringLiteral("result"), resultKey(result));
    insertKept(o, QStringLiteral("result_text"), resultText);
    o.insert(QStringLiteral("rounds"), rounds);
    o.insert(QStringLiteral("break_in"), breakIn);
    o.insert(QStringLiteral("attacker"), sideJson(0));
    o.insert(QStringLiteral("defender"), sideJson(1));
    o.insert(QStringLiteral("events"), events);
    o.insert(QStringLiteral("hex"), hex.col >= 0 ? QJsonValue(hexLabel(hex)) : QJsonValue());
    return o;
}

QJsonObject applySettlement(ActionBuilder &b, const Settlement &s, const SettlementChoices &choices,
                            const BattleConsequence &consequence, QString &summary)
{
    writeForcesAndLeaders(b, s);
    QStringList lines;
    QList<qint64> escaped = s.escaped;
    escaped << rollChecks(b, s, lines);
    for (qint64 id : s.rerollsLapse)
        b.leader(id).rerolls = 0; // RULES H2: after his checks, which they may serve
    for (const SideMove &m : s.moves)
        moveOff(b, s, m, choices.ways[roleIndex(m.side)], lines);
    if (consequence)
        consequence(b, lines);
    for (qint64 id : std::as_const(escaped))
        placeEscaped(b, id, s.hex.col >= 0 ? s.hex : s.forcesBefore[1].value(0).hex, lines, choices.refuges.value(id));
    QJsonArray forcesJson;
    for (const QList<Force> &side : s.forcesBefore) {
        for (const Force &before : side) {
            const bool removed = removeIfEmpty(b, before.id, lines);
            forcesJson.append(
                forceJson(b.campaign(), before, b.force(before.id), removed, s.figuresLost.value(before.id)));
        }
    }
    endBrokenSieges(b, lines); // RULES S7: a battle may break a siege there and then
    QJsonObject report = s.report.toJson();
    report.insert(QStringLiteral("forces"), forcesJson);
    BattleRecord record;
    record.turn = s.report.turn;
    record.name = s.title;
    record.attackerForceId = s.forcesBefore[0].value(0).id;
    record.defenderForceId = s.forcesBefore[1].value(0).id;
    record.result = resultKey(s.result);
    record.report = QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Compact));
    b.addBattle(record);
    summary = QStringLiteral("%1: %2.").arg(s.title.shown(), s.report.resultText.shown());
    for (const QString &line : std::as_const(lines))
        summary += QLatin1Char(' ') + line;
    return report;
}

} // namespace castellan
