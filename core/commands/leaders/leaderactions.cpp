#include "leaderactions.h"
#include "commands/action/limittext.h"
#include "model/limits.h"

#include "commands/campaign/noteactions.h"
#include "leadertext.h"

#include "campaign/campaign.h"
#include "dice/rollresults.h"
#include "i18n/argtext.h"
#include "i18n/rollkinds.h"
#include "model/heroicdeed.h"
#include "model/names.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct LeaderActionsText
{
    Q_DECLARE_TR_FUNCTIONS(LeaderActions)
    CASTELLAN_KEPT_TEXTS(LeaderActions)
};

void markActed(Leader &l, int turn)
{
    l.lastActionTurn = turn;
}

} // namespace

QString whyCannotAct(const Leader &l)
{
    switch (l.status()) {
    case LeaderStatus::Active: return {};
    case LeaderStatus::Dead: return LeaderActionsText::tr("%1 is dead (RULES L3).").arg(l.name);
    case LeaderStatus::Disabled:
        return byPronoun(
                   l.pronoun,
                   LeaderActionsText::tr("%1 is disabled: at 0 vitality he can use none of his ratings (RULES L3)."),
                   LeaderActionsText::tr("%1 is disabled: at 0 vitality she can use none of her ratings (RULES L3)."),
                   LeaderActionsText::tr(
                       "%1 is disabled: at 0 vitality they can use none of their ratings (RULES L3)."))
            .arg(l.name);
    case LeaderStatus::Captured: return LeaderActionsText::tr("%1 is held captive (RULES L6).").arg(l.name);
    }
    return {};
}

QString whyCannotWound(const Leader &l)
{
    return l.status() == LeaderStatus::Dead ? whyCannotAct(l) : QString();
}

QString whyCannotDeed(const Leader &l)
{
    return whyCannotAct(l);
}

QString whyCannotSurvive(const Leader &l)
{
    return l.status() == LeaderStatus::Dead || l.status() == LeaderStatus::Captured ? whyCannotAct(l) : QString();
}

RecoveryConditions recoveryConditions(const Campaign &campaign, const Leader &leader)
{
    return {leader.status() == LeaderStatus::Disabled, leader.lastActionTurn < campaign.turn(),
            leader.lastRecoveryTurn < campaign.turn()};
}

QString whyCannotRecover(const Campaign &campaign, const Leader &leader)
{
    if (const QString why = whyCannotSurvive(leader); !why.isEmpty())
        return why;
    const RecoveryConditions met = recoveryConditions(campaign, leader);
    if (!met.disabled)
        return LeaderActionsText::tr("%1 is not disabled: only a disabled leader rolls for recovery (RULES L5).")
            .arg(leader.name);
    if (!met.idleThisTurn)
        return LeaderActionsText::tr("%1 acted during turn %2: recovery needs a whole turn of inaction (RULES L5).")
            .arg(argText(leader.name), argText(campaign.turn()));
    if (!met.notRolledThisTurn)
        return LeaderActionsText::tr("%1 has rolled for recovery this turn already (RULES L5).").arg(leader.name);
    return {};
}

namespace {

/** The other leaders who pass `keep`, those of other sides before his own. */
QList<Leader> othersEnemiesFirst(const Campaign &campaign, const Leader &leader, bool (*keep)(const Leader &))
{
    QList<Leader> enemies;
    QList<Leader> friends;
    const QList<Leader> all = campaign.leaders();
    for (const Leader &other : all) {
        if (other.id != leader.id && keep(other))
            (other.sideId != leader.sideId ? enemies : friends).append(other);
    }
    return enemies + friends;
}

} // namespace

QList<Leader> duelOpponents(const Campaign &campaign, const Leader &leader)
{
    return othersEnemiesFirst(campaign, leader, [](const Leader &o) { return o.isAble(); });
}

QList<Leader> assassinationTargets(const Campaign &campaign, const Leader &leader)
{
    return othersEnemiesFirst(campaign, leader, [](const Leader &o) { return o.isAlive(); });
}

QString whyCannotDuel(const Campaign &campaign, const Leader &l)
{
    if (const QString why = whyCannotAct(l); !why.isEmpty())
        return why;
    return duelOpponents(campaign, l).isEmpty() ? LeaderActionsText::tr("No other leader is able to duel (RULES G1).")
                                                : QString();
}

QString whyCannotAssassinate(const Campaign &campaign, const Leader &l)
{
    if (const QString why = whyCannotAct(l); !why.isEmpty())
        return why;
    return assassinationTargets(campaign, l).isEmpty()
        ? LeaderActionsText::tr("There is no living leader for %1 to strike at (RULES G3).").arg(l.name)
        : QString();
}

QString whyCannotCapture(const Campaign &campaign, const Leader &l)
{
    if (const QString why = whyCannotWound(l); !why.isEmpty())
        return why;
    if (campaign.sides().size() < 2)
        return LeaderActionsText::tr("There is no other side to hold %1 (RULES L6).").arg(l.name);
    return {};
}

QString whyCannotRelease(const Leader &l)
{
    return l.status() == LeaderStatus::Captured ? QString() : LeaderActionsText::tr("%1 is free already.").arg(l.name);
}

QString whyCannotLapseRerolls(const Leader &l)
{
    return l.rerolls > 0 ? QString() : LeaderActionsText::tr("%1 holds no rerolls (RULES H2).").arg(l.name);
}

Roll rollCreation(Campaign &campaign, const QString &name)
{
    return campaign.roll({TraitCount, 6, RollText(RollKind::LeaderCreation, {name}), 0, 0});
}

QString whyCannotNameLeader(const Campaign &campaign, const QString &name)
{
    const QString trimmed = name.trimmed();
    switch (nameProblem(trimmed)) {
    case NameProblem::Empty: return LeaderActionsText::tr("A leader needs a name.");
    case NameProblem::TooLong:
        return LeaderActionsText::tr("A leader's name has at most %1 characters.").arg(MaxNameLength);
    case NameProblem::BadCharacters: return badCharactersInName();
    case NameProblem::None: break;
    }
    if (campaign.leaderByName(trimmed))
        return LeaderActionsText::tr("There is a leader named %1 already.").arg(trimmed);
    return {};
}

Outcome createLeader(Campaign &campaign, const QString &name, qint64 sideId, const Roll &creation,
                     const std::array<int, TraitCount> &dieForTrait)
{
    const QString trimmed = name.trimmed();
    if (const QString why = whyCannotNameLeader(campaign, trimmed); !why.isEmpty())
        return Outcome::refused(why);
    if (!campaign.side(sideId))
        return Outcome::refused(LeaderActionsText::tr("A leader needs a side of this campaign."));
    if (creation.faces.size() != TraitCount || creation.sides != 6)
        return Outcome::refused(LeaderActionsText::tr("A leader is created from one roll of 7d6 (RULES L1)."));
    if (!isCompleteAssignment(dieForTrait))
        return Outcome::refused(
            LeaderActionsText::tr("Each of the seven dice must go to exactly one trait (RULES L1)."));

    ActionBuilder b(campaign, LeaderActionsText::kept("Create leader %1").arg(trimmed));
    Leader &l = b.newLeader();
    l.name = trimmed;
    l.sideId = sideId;
    l.creationDie = dieForTrait;
    l.ratings = ratingsFrom(creation.faces, dieForTrait);
    l.creationRollId = creation.id;
    l.vitality = l.rating(Trait::Vitality); // RULES L3
    b.adoptRoll(creation.id);
    b.attachRoll(creation.id, l.id, RollText(RollKind::LeaderCreation, {trimmed}));
    QList<RollText> ratings;
    for (Trait t : AllTraits)
        ratings << traitText(t) + RollText::plain(QStringLiteral(" %1").arg(l.rating(t)));
    const RollText assigned = RollText::joined(ratings, QStringLiteral(", "));
    b.history(l.id,
              LeaderActionsText::kept("Created for %1 from the roll %2: %3.")
                  .arg(campaign.sideName(sideId), creation.facesText(), assigned),
              creation.id);
    return b.land(LeaderActionsText::tr("%1 joins %2.").arg(trimmed, campaign.sideName(sideId)), l.id);
}

Outcome woundLeader(Campaign &campaign, qint64 leaderId, int wounds)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    if (wounds == 0)
        return Outcome::refused(LeaderActionsText::tr("Give a number of wounds, or of wounds healed."));
    if (const QString why = whyCannotWound(*current); !why.isEmpty())
        return Outcome::refused(why);
    if (wounds < 0 && current->vitality >= current->rating(Trait::Vitality))
        return Outcome::refused(
            LeaderActionsText::tr("%1 is at full vitality: healing never raises it above the rating (RULES L3).")
                .arg(current->name));

    ActionBuilder b(campaign,
                    wounds > 0 ? LeaderActionsText::kept("Wound %1").arg(current->name)
                               : LeaderActionsText::kept("Heal %1").arg(current->name));
    Leader &l = b.leader(leaderId);
    l.vitality = vitalityAfter(l.vitality, wounds, l.rating(Trait::Vitality));
    const RollText text =
        (wounds > 0 ? LeaderActionsText::kept("Took %1: vitality %2.").arg(woundsText(wounds), l.vitality)
                    : LeaderActionsText::kept("Healed %n wound(s): vitality %1.", nullptr, -wounds).arg(l.vitality))
        + statusNote(*current, l);
    b.history(leaderId, text);
    return b.land(current->name + QLatin1Char(' ') + text.shown(), leaderId);
}

Outcome heroicDeed(Campaign &campaign, qint64 leaderId)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    if (const QString why = whyCannotDeed(*current); !why.isEmpty())
        return Outcome::refused(why);

    ActionBuilder b(campaign, LeaderActionsText::kept("Heroic deed by %1").arg(current->name));
    Leader &l = b.leader(leaderId);
    const int h = l.effectiveHeroics(); // RULES L4
    const Roll roll = b.roll({1, 6, RollText(RollKind::HeroicDeed, {l.name}), leaderId, 0},
                             [h](const QList<int> &f) { return heroicDeedRollResult(h, f); });
    const HeroicDeed deed = applyHeroicDeed(l, roll.faces.value(0));
    markActed(l, campaign.turn());
    const RollText text = deed.text() + statusNote(*current, l);
    b.history(leaderId, text, roll.id);
    return b.land(l.name + QStringLiteral(": ") + text.shown(), leaderId);
}

Outcome setCaptured(Campaign &campaign, qint64 leaderId, qint64 bySide)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    if (bySide == 0) {
        if (const QString why = whyCannotRelease(*current); !why.isEmpty())
            return Outcome::refused(why);
    } else {
        if (const QString why = whyCannotCapture(campaign, *current); !why.isEmpty())
            return Outcome::refused(why);
        if (!campaign.side(bySide))
            return Outcome::refused(LeaderActionsText::tr("There is no such side in this campaign."));
        if (bySide == current->sideId)
            return Outcome::refused(
                LeaderActionsText::tr("A leader is captured by a side other than the leader's own (RULES L6)."));
        if (bySide == current->capturedBySide)
            return Outcome::refused(
                LeaderActionsText::tr("%1 is held by %2 already.").arg(current->name, campaign.sideName(bySide)));
    }

    ActionBuilder b(campaign,
                    bySide ? LeaderActionsText::kept("Capture %1").arg(current->name)
                           : LeaderActionsText::kept("Release %1").arg(current->name));
    Leader &l = b.leader(leaderId);
    l.capturedBySide = bySide;
    const RollText text = bySide
        ? LeaderActionsText::kept("Captured by %1.").arg(campaign.sideName(bySide))
        : LeaderActionsText::kept("Released by %1.").arg(campaign.sideName(current->capturedBySide));
    b.history(leaderId, text);
    return b.land(l.name + QLatin1Char(' ') + text.shown(), leaderId);
}

Outcome lapseRerolls(Campaign &campaign, qint64 leaderId)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    if (const QString why = whyCannotLapseRerolls(*current); !why.isEmpty())
        return Outcome::refused(why);
    ActionBuilder b(campaign, LeaderActionsText::kept("Rerolls of %1 lapse").arg(current->name));
    b.leader(leaderId).rerolls = 0;
    const RollText text = LeaderActionsText::kept("%n unspent reroll(s) lapsed (RULES H2).", nullptr, current->rerolls);
    b.history(leaderId, text);
    return b.land(current->name + QStringLiteral(": ") + text.shown(), leaderId);
}

Outcome editNotes(Campaign &campaign, qint64 leaderId, const QString &notes)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    return editNote(campaign, NoteSubject::Leader, leaderId, notes, current->notesGmOnly);
}

Outcome setCoward(Campaign &campaign, qint64 leaderId, bool coward)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    if (current->coward == coward)
        return Outcome::refused(coward ? LeaderActionsText::tr("%1 is marked a coward already.").arg(current->name)
                                       : LeaderActionsText::tr("%1 is not marked a coward.").arg(current->name));
    ActionBuilder b(campaign,
                    coward ? LeaderActionsText::kept("Mark %1 a coward").arg(current->name)
                           : LeaderActionsText::kept("Clear %1's coward mark").arg(current->name));
    b.leader(leaderId).coward = coward;
    const Pronoun p = current->pronoun;
    const RollText text = coward
        ? byPronoun(p, LeaderActionsText::kept("Marked a coward: he may not lead a flank march (RULES M1)."),
                    LeaderActionsText::kept("Marked a coward: she may not lead a flank march (RULES M1)."),
                    LeaderActionsText::kept("Marked a coward: they may not lead a flank march (RULES M1)."))
        : LeaderActionsText::kept("No longer marked a coward.");
    b.history(leaderId, text);
    return b.land(current->name + QLatin1Char(' ') + text.shown(), leaderId);
}

Outcome setPronoun(Campaign &campaign, qint64 leaderId, Pronoun pronoun)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    if (current->pronoun == pronoun)
        return Outcome::refused(
            LeaderActionsText::tr("The texts speak of %1 as \"%2\" already.").arg(current->name, pronounName(pronoun)));
    ActionBuilder b(campaign,
                    LeaderActionsText::kept("Speak of %1 as \"%2\"").arg(current->name, pronounName(pronoun)));
    b.leader(leaderId).pronoun = pronoun;
    return b.land(LeaderActionsText::tr("The texts speak of %1 as \"%2\".").arg(current->name, pronounName(pronoun)),
                  leaderId);
}

Outcome setLocation(Campaign &campaign, qint64 leaderId, const QString &location)
{
    const auto current = campaign.leader(leaderId);
    if (!current)
        return Outcome::refused(noSuchLeader());
    const QString where = location.trimmed();
    if (const QString why = whyPlaceTooLong(where); !why.isEmpty())
        return Outcome::refused(why);
    if (current->location.shown() == where)
        return Outcome::refused(LeaderActionsText::tr("%1 is there already.").arg(current->name));
    ActionBuilder b(campaign, LeaderActionsText::kept("Move %1").arg(current->name));
    b.leader(leaderId).location = RollText::plain(where);
    const RollText text = where.isEmpty() ? LeaderActionsText::kept("Location cleared.")
                                          : LeaderActionsText::kept("Now at %1.").arg(where);
    b.history(leaderId, text);
    return b.land(current->name + QLatin1Char(' ') + text.shown(), leaderId);
}

Outcome nextTurn(Campaign &campaign)
{
    ActionBuilder b(campaign, LeaderActionsText::kept("Advance to turn %1").arg(campaign.turn() + 1));
    b.setMeta(QStringLiteral("turn"), QString::number(campaign.turn()), QString::number(campaign.turn() + 1));
    return b.land(LeaderActionsText::tr("Turn %1 begins.").arg(campaign.turn() + 1));
}

Outcome setRuleOptions(Campaign &campaign, const RuleOptions &options)
{
    const RuleOptions old = campaign.options();
    if (old == options)
        return Outcome::refused(LeaderActionsText::tr("The rule options are unchanged."));
    ActionBuilder b(campaign, LeaderActionsText::kept("Change rule options"));
    const auto before = old.toMeta();
    const auto after = options.toMeta();
    for (qsizetype i = 0; i < after.size(); ++i) {
        if (before[i].second != after[i].second)
            b.setMeta(after[i].first, before[i].second, after[i].second);
    }
    return b.land(LeaderActionsText::tr("Rule options saved."));
}

Outcome assassinate(Campaign &campaign, qint64 assassinId, qint64 targetId)
{
    const auto assassin = campaign.leader(assassinId);
    const auto target = campaign.leader(targetId);
    if (!assassin || !target)
        return Outcome::refused(noSuchLeader());
    if (assassinId == targetId)
        return Outcome::refused(LeaderActionsText::tr("The assassin and the target are two different leaders."));
    if (const QString why = whyCannotAssassinate(campaign, *assassin); !why.isEmpty())
        return Outcome::refused(why);
    if (target->status() == LeaderStatus::Dead)
        return Outcome::refused(LeaderActionsText::tr("%1 is dead already.").arg(target->name));

    ActionBuilder b(campaign, LeaderActionsText::kept("%1 tries to assassinate %2").arg(assassin->name, target->name));
    Leader &a = b.leader(assassinId);
    Leader &t = b.leader(targetId);
    const RollText context(RollKind::Assassination, {a.name, t.name});
    const Roll attack = b.roll({a.effectiveDuel(), 6, context, assassinId, 0}, [](const QList<int> &f) {
        return RollText(RollKind::Sixes, {int(std::count(f.cbegin(), f.cend(), 6))});
    });
    Roll defence;
    if (t.effectiveDuel() > 0) {
        defence = b.roll({t.effectiveDuel(), 6, context, targetId, 0}, [](const QList<int> &f) {
            return RollText(RollKind::FivesCancel, {int(std::count(f.cbegin(), f.cend(), 5))});
        });
    }
    const int wounds = assassinationWounds(attack.faces, defence.faces); // RULES G3
    t.vitality = vitalityAfter(t.vitality, wounds, t.rating(Trait::Vitality));
    markActed(a, campaign.turn());
    const RollText text =
        LeaderActionsText::kept("Assassination attempt by %1: %2 against %3, %4.")
            .arg(a.name, attack.facesText(),
                 defence.faces.isEmpty() ? LeaderActionsText::kept("no dice") : RollText::plain(defence.facesText()),
                 woundsText(wounds))
        + statusNote(*target, t);
    b.history(targetId, text, attack.id);
    b.history(assassinId, LeaderActionsText::kept("Tried to assassinate %1: %2.").arg(t.name, woundsText(wounds)),
              attack.id);
    return b.land(text.shown(), targetId);
}

qint64 defaultCaptor(const Campaign &campaign, const Leader &leader)
{
    const QList<Side> sides = campaign.sides();
    for (const Side &s : sides) {
        if (s.id != leader.sideId)
            return s.id;
    }
    return 0;
}

} // namespace castellan
