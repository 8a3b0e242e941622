#include "cliwriters.h"

#include "campaign/campaign.h"
#include "commands/rulesetactions.h"
#include "i18n/argtext.h"

#include <QJsonArray>

namespace castellan {

using Text = CliText;

QJsonObject rollJson(const Roll &r)
{
    QJsonArray faces;
    for (int f : r.faces)
        faces.append(f);
    QJsonObject o{{QStringLiteral("id"), r.id},
                  {QStringLiteral("turn"), r.turn},
                  {QStringLiteral("context"), r.context},
                  {QStringLiteral("dice"), QStringLiteral("%1d%2").arg(argText(r.faces.size()),
                                                                       argText(r.sides))},
                  {QStringLiteral("faces"), faces},
                  {QStringLiteral("result"), r.result},
                  {QStringLiteral("undone"), r.undone},
                  {QStringLiteral("by_hand"), r.manual}};
    o.insert(QStringLiteral("leader_id"), r.leaderId > 0 ? QJsonValue(r.leaderId) : QJsonValue());
    o.insert(QStringLiteral("replaces"), r.replacesId > 0 ? QJsonValue(r.replacesId) : QJsonValue());
    return o;
}

QJsonObject leaderJson(const Campaign &c, const Leader &l)
{
    QJsonObject ratings;
    for (Trait t : AllTraits)
        ratings.insert(traitKey(t), l.rating(t));
    QJsonObject o{{QStringLiteral("id"), l.id},
                  {QStringLiteral("name"), l.name},
                  {QStringLiteral("side"), c.sideName(l.sideId)},
                  {QStringLiteral("ratings"), ratings},
                  {QStringLiteral("current_vitality"), l.vitality},
                  {QStringLiteral("effective_duel"), l.effectiveDuel()},
                  {QStringLiteral("effective_heroics"), l.effectiveHeroics()},
                  {QStringLiteral("rerolls"), l.rerolls},
                  {QStringLiteral("status"), statusKey(l.status())},
                  {QStringLiteral("location"), l.location},
                  {QStringLiteral("notes"), l.notes}};
    // The ratings also stand at the top level under their trait keys.
    for (Trait t : AllTraits)
        o.insert(traitKey(t), l.rating(t));
    o.insert(QStringLiteral("creation_roll_id"), l.creationRollId > 0 ? QJsonValue(l.creationRollId) : QJsonValue());
    o.insert(QStringLiteral("captured_by"),
             l.capturedBySide ? QJsonValue(c.sideName(l.capturedBySide)) : QJsonValue());
    const auto force = c.force(l.forceId);
    o.insert(QStringLiteral("force"), force ? QJsonValue(force->name) : QJsonValue());
    // RULES M1, from the campaign's ruleset.
    const FlankTable flank = flankTable(c);
    const GeneralLevel level = flank.levelOf(l.rating(Trait::Maneuver));
    o.insert(QStringLiteral("general_level"), levelKey(level));
    o.insert(QStringLiteral("leadership_bonus"), flank.bonusOf(level));
    o.insert(QStringLiteral("coward"), l.coward);
    return o;
}

QString leaderLine(const Campaign &c, const Leader &l)
{
    QStringList ratings;
    for (Trait t : AllTraits)
        ratings << QStringLiteral("%1 %2").arg(argText(traitShortcut(t)), argText(l.rating(t)));
    return QStringLiteral("%1 [%2] %3 | vitality %4/%5 | rerolls %6 | %7")
        .arg(argText(l.name),
             argText(c.sideName(l.sideId)),
             argText(ratings.join(QLatin1Char(' '))),
             argText(l.vitality),
             argText(l.rating(Trait::Vitality)),
             argText(l.rerolls),
             argText(statusName(l.status())));
}

QString rollLine(const Roll &r)
{
    QString line = QStringLiteral("#%1 turn %2 %3: %4d%5 [%6] %7")
                       .arg(argText(r.id),
                            argText(r.turn),
                            argText(r.context),
                            argText(r.faces.size()),
                            argText(r.sides),
                            argText(r.facesText()),
                            argText(r.result));
    if (r.replacesId)
        line += Text::tr(" (replaces #%1)").arg(r.replacesId);
    if (r.manual)
        line += Text::tr(" (entered by hand)");
    if (r.undone)
        line += Text::tr(" (undone)");
    return line;
}

QJsonObject forceJson(const Campaign &c, const Force &f)
{
    QJsonArray leaders;
    const QList<Leader> with = c.leadersOf(f.id);
    for (const Leader &l : with)
        leaders.append(l.name);
    QJsonObject o{{QStringLiteral("id"), f.id},
                  {QStringLiteral("name"), f.name},
                  {QStringLiteral("side"), c.sideName(f.sideId)},
                  {QStringLiteral("location"), f.location},
                  {QStringLiteral("good"), f.units.good},
                  {QStringLiteral("flagged"), f.units.flagged},
                  {QStringLiteral("broken"), f.units.broken},
                  {QStringLiteral("lost"), f.lost},
                  {QStringLiteral("infantry"), f.infantry()},
                  {QStringLiteral("cavalry"), f.cavalry},
                  {QStringLiteral("artillery"), f.artillery},
                  {QStringLiteral("leaders"), leaders}};
    const auto commander = f.commanderId ? c.leader(f.commanderId) : std::nullopt;
    o.insert(QStringLiteral("commander"), commander ? QJsonValue(commander->name) : QJsonValue());
    return o;
}

QString forceLine(const Campaign &c, const Force &f)
{
    QStringList names;
    const QList<Leader> with = c.leadersOf(f.id);
    for (const Leader &l : with)
        names << l.name;
    return Text::tr("%1 [%2] at %3: %4 good, %5 flagged, %6 broken, %7 lost; leaders: %8")
        .arg(argText(f.name),
             argText(c.sideName(f.sideId)),
             argText(f.location.isEmpty() ? Text::tr("(nowhere)") : f.location),
             argText(f.units.good),
             argText(f.units.flagged),
             argText(f.units.broken),
             argText(f.lost),
             argText(names.isEmpty() ? Text::tr("none") : names.join(QStringLiteral(", "))));
}

QJsonObject oddsJson(const BattleOdds &o)
{
    QJsonArray rounds;
    for (double r : o.rounds)
        rounds.append(r);
    QJsonArray leftA;
    for (double v : o.attackerLeft)
        leftA.append(v);
    QJsonArray leftD;
    for (double v : o.defenderLeft)
        leftD.append(v);
    return {{QStringLiteral("attacker_wins"), o.attackerWins},
            {QStringLiteral("defender_wins"), o.defenderWins},
            {QStringLiteral("mutual"), o.mutual},
            {QStringLiteral("attacker_annihilated"), o.attackerAnnihilated},
            {QStringLiteral("defender_annihilated"), o.defenderAnnihilated},
            {QStringLiteral("attacker_units_left"), o.attackerUnitsLeft},
            {QStringLiteral("defender_units_left"), o.defenderUnitsLeft},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("attacker_units_left_distribution"), leftA},
            {QStringLiteral("defender_units_left_distribution"), leftD}};
}

} // namespace castellan
