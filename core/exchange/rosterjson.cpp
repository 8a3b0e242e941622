#include "rosterjson.h"

#include "campaign/campaign.h"
#include "commands/board/rulesetactions.h"

#include <QJsonArray>

namespace castellan {

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
                  {QStringLiteral("location"), l.location.shown()},
                  {QStringLiteral("notes"), l.notes},
                  {QStringLiteral("notes_gm_only"), l.notesGmOnly}};
    // The ratings also stand at the top level under their trait keys.
    for (Trait t : AllTraits)
        o.insert(traitKey(t), l.rating(t));
    o.insert(QStringLiteral("creation_roll_id"), l.creationRollId > 0 ? QJsonValue(l.creationRollId) : QJsonValue());
    o.insert(QStringLiteral("captured_by"), l.capturedBySide ? QJsonValue(c.sideName(l.capturedBySide)) : QJsonValue());
    const auto force = c.force(l.forceId);
    o.insert(QStringLiteral("force"), force ? QJsonValue(force->name) : QJsonValue());
    // RULES M1, from the campaign's ruleset.
    const FlankTable flank = flankTable(c);
    const GeneralLevel level = flank.levelOf(l.rating(Trait::Maneuver));
    o.insert(QStringLiteral("general_level"), levelKey(level));
    o.insert(QStringLiteral("leadership_bonus"), flank.bonusOf(level));
    o.insert(QStringLiteral("coward"), l.coward);
    o.insert(QStringLiteral("pronoun"), pronounKey(l.pronoun));
    return o;
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
                  {QStringLiteral("location"), f.location.shown()},
                  {QStringLiteral("good"), f.units.good},
                  {QStringLiteral("flagged"), f.units.flagged},
                  {QStringLiteral("broken"), f.units.broken},
                  {QStringLiteral("lost"), f.lost},
                  {QStringLiteral("infantry"), f.infantry()},
                  {QStringLiteral("cavalry"), f.cavalry},
                  {QStringLiteral("artillery"), f.artillery},
                  {QStringLiteral("leaders"), leaders},
                  {QStringLiteral("notes"), f.notes},
                  {QStringLiteral("notes_gm_only"), f.notesGmOnly}};
    const auto commander = f.commanderId ? c.leader(f.commanderId) : std::nullopt;
    o.insert(QStringLiteral("commander"), commander ? QJsonValue(commander->name) : QJsonValue());
    return o;
}

QJsonDocument rosterDocument(const Campaign &c, const QList<qint64> &ids)
{
    QJsonArray leaders;
    const QList<Leader> all = c.leaders();
    for (const Leader &l : all) {
        if (!ids.isEmpty() && !ids.contains(l.id))
            continue;
        QJsonObject o = leaderJson(c, l);
        // RULES L1: the face of the creation die each rating came from, where the sheet remembers it.
        const auto creation = l.creationRollId ? c.rolls().roll(l.creationRollId) : std::nullopt;
        QJsonObject dice;
        for (Trait t : AllTraits) {
            const int die = l.creationDie[std::size_t(t)];
            if (creation && die >= 0 && die < creation->faces.size())
                dice.insert(
                    traitKey(t),
                    QJsonObject{{QStringLiteral("die"), die + 1}, {QStringLiteral("face"), creation->faces[die]}});
        }
        o.insert(QStringLiteral("creation_dice"), dice);
        QJsonArray history;
        const QList<HistoryEntry> entries = c.history(l.id);
        for (const HistoryEntry &h : entries)
            history.append(QJsonObject{{QStringLiteral("turn"), h.turn}, {QStringLiteral("text"), h.text.shown()}});
        o.insert(QStringLiteral("history"), history);
        leaders.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QLatin1String(RosterFormat)},
                                     {QStringLiteral("version"), RosterFormatVersion},
                                     {QStringLiteral("campaign"), c.name()},
                                     {QStringLiteral("turn"), c.turn()},
                                     {QStringLiteral("leaders"), leaders}});
}

} // namespace castellan
