#include "turnactions.h"

#include "commands/battles/battledue.h"

#include "commands/sieges/siegeactions.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct TurnActionsText
{
    Q_DECLARE_TR_FUNCTIONS(TurnActions)
    CASTELLAN_KEPT_TEXTS(TurnActions)
};

} // namespace

QString whyCannotEndTurn(const Campaign &campaign)
{
    if (const QString why = siegeRollPending(campaign); !why.isEmpty())
        return why;
    return whyBattlesDue(campaign);
}

EndOfTurn endTurn(Campaign &campaign)
{
    EndOfTurn report;
    const int turn = campaign.turn();
    ActionBuilder b(campaign, TurnActionsText::kept("End of turn %1").arg(turn));

    if (const QString why = whyCannotEndTurn(campaign); !why.isEmpty()) {
        report.outcome = Outcome::refused(why);
        return report;
    }

    // RULES T3, S6: broken units return to good order, but not those shut in a besieged fortress with no able
    // leader inside.
    QSet<qint64> besieged;
    for (const Siege &s : campaign.sieges()) {
        if (!s.active())
            continue;
        const Fortress fort = *campaign.fortress(s.fortressId);
        if (!ableLeadersInside(campaign, fort).isEmpty())
            continue; // RULES S6, S9: a leader inside, with a force or alone
        const QList<Force> garrison = garrisonOf(campaign.forces(), fort);
        for (const Force &g : garrison)
            besieged.insert(g.id);
    }
    const QList<Force> forces = campaign.forces();
    for (const Force &f : forces) {
        if (f.units.broken == 0)
            continue;
        if (besieged.contains(f.id)) {
            report.lines << TurnActionsText::tr(
                                "%1: %2 broken unit(s) stay broken under siege with no leader inside (RULES S6).")
                                .arg(argText(f.name), argText(f.units.broken));
            continue;
        }
        Force &w = b.force(f.id);
        report.unitsRestored += f.units.broken;
        report.lines << TurnActionsText::tr("%1: %n broken unit(s) back in good order.", nullptr, f.units.broken)
                            .arg(argText(f.name));
        w.units.good += w.units.broken;
        w.units.broken = 0;
    }

    // RULES T3, L5: disabled leaders who took no action this turn roll for recovery.
    const QList<Leader> leaders = campaign.leaders();
    for (const Leader &l : leaders) {
        if (l.status() != LeaderStatus::Disabled || !whyCannotRecover(campaign, l).isEmpty())
            continue;
        Leader &w = b.leader(l.id);
        const Roll roll =
            b.roll({1, 6, RollText(RollKind::Recovery, {turn, l.name}), l.id, 0}, [](const QList<int> &f) {
                return RollText(recovers(f.value(0)) ? RollKind::Restored : RollKind::StillDisabled);
            });
        ++report.recoveryRolls;
        w.lastRecoveryTurn = turn;
        RollText line;
        if (recovers(roll.faces.value(0))) {
            w.vitality = recoveredVitality(campaign.options().recoveryRestoresFull, w.rating(Trait::Vitality));
            ++report.recovered;
            line = TurnActionsText::kept("Recovery roll %1 at the end of turn %2: restored to vitality %3.")
                       .arg(roll.faces.value(0), turn, w.vitality);
        } else {
            line = TurnActionsText::kept("Recovery roll %1 at the end of turn %2: still disabled.")
                       .arg(roll.faces.value(0), turn);
        }
        b.history(l.id, line, roll.id);
        report.lines << l.name + QStringLiteral(": ") + line.shown();
    }

    b.setMeta(QStringLiteral("turn"), QString::number(turn), QString::number(turn + 1));
    // The copy is due in the same commit that ends the turn; the campaign writes it once that commit is made.
    b.setMeta(BackupDueKey, campaign.setting(BackupDueKey), QString::number(turn));
    if (campaign.phase() != TurnPhase::Siege)
        b.setMeta(QStringLiteral("phase"), phaseKey(campaign.phase()), phaseKey(TurnPhase::Siege));
    report.lines << TurnActionsText::tr("Turn %1 begins.").arg(turn + 1);
    report.outcome = b.land(TurnActionsText::tr("End of turn %1: %2 restored, %3 of %4 recovered.")
                                .arg(argText(turn), TurnActionsText::tr("%n unit(s)", nullptr, report.unitsRestored),
                                     argText(report.recovered),
                                     TurnActionsText::tr("%n disabled leader(s)", nullptr, report.recoveryRolls)));
    if (!report.outcome.ok)
        return report;
    report.backup = campaign.lastBackup().path;
    if (!campaign.lastBackup().line.isEmpty())
        report.lines << campaign.lastBackup().line;
    return report;
}

} // namespace castellan
