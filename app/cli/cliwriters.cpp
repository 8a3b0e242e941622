#include "cliwriters.h"

#include "campaign/campaign.h"
#include "commands/board/rulesetactions.h"
#include "i18n/argtext.h"

#include <QJsonArray>

namespace castellan {

QJsonObject rollJson(const Roll &r)
{
    QJsonArray faces;
    for (int f : r.faces)
        faces.append(f);
    QJsonObject o{{QStringLiteral("id"), r.id},
                  {QStringLiteral("turn"), r.turn},
                  {QStringLiteral("context"), r.context},
                  {QStringLiteral("dice"), QStringLiteral("%1d%2").arg(argText(r.faces.size()), argText(r.sides))},
                  {QStringLiteral("faces"), faces},
                  {QStringLiteral("result"), r.result},
                  {QStringLiteral("undone"), r.undone},
                  {QStringLiteral("by_hand"), r.manual}};
    o.insert(QStringLiteral("leader_id"), r.leaderId > 0 ? QJsonValue(r.leaderId) : QJsonValue());
    o.insert(QStringLiteral("replaces"), r.replacesId > 0 ? QJsonValue(r.replacesId) : QJsonValue());
    return o;
}

QString leaderLine(const Campaign &c, const Leader &l)
{
    QStringList ratings;
    for (Trait t : AllTraits)
        ratings << QStringLiteral("%1 %2").arg(argText(traitShortcut(t)), argText(l.rating(t)));
    return QStringLiteral("%1 [%2] %3 | vitality %4/%5 | rerolls %6 | %7")
        .arg(argText(l.name), argText(c.sideName(l.sideId)), argText(ratings.join(QLatin1Char(' '))),
             argText(l.vitality), argText(l.rating(Trait::Vitality)), argText(l.rerolls),
             argText(statusName(l.status())));
}

QString rollLine(const Roll &r)
{
    QString line = QStringLiteral("#%1 turn %2 %3: %4d%5 [%6] %7")
                       .arg(argText(r.id), argText(r.turn), argText(r.context), argText(r.faces.size()),
                            argText(r.sides), argText(r.facesText()), argText(r.result));
    if (r.replacesId)
        line += CliText::tr(" (replaces #%1)").arg(r.replacesId);
    if (r.manual)
        line += CliText::tr(" (entered by hand)");
    if (r.undone)
        line += CliText::tr(" (undone)");
    return line;
}

QString forceLine(const Campaign &c, const Force &f)
{
    QStringList names;
    const QList<Leader> with = c.leadersOf(f.id);
    for (const Leader &l : with)
        names << l.name;
    return CliText::tr("%1 [%2] at %3: %4 good, %5 flagged, %6 broken, %7 lost; leaders: %8")
        .arg(argText(f.name), argText(c.sideName(f.sideId)),
             argText(f.location.isEmpty() ? CliText::tr("(nowhere)") : f.location.shown()), argText(f.units.good),
             argText(f.units.flagged), argText(f.units.broken), argText(f.lost),
             argText(names.isEmpty() ? CliText::tr("none") : names.join(QStringLiteral(", "))));
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
