#include "survivalcheck.h"

#include "leaderactions.h"
#include "leadertext.h"
#include "model/limits.h"

#include "campaign/campaign.h"
#include "dice/rollresults.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>

namespace castellan {

namespace {
/** The translation context of the leader actions' texts. */
struct SurvivalCheckText
{
    Q_DECLARE_TR_FUNCTIONS(LeaderActions)
    CASTELLAN_KEPT_TEXTS(LeaderActions)
};
} // namespace

QList<RollText> survivalEvents()
{
    return {RollText(RollKind::FallenFortress), RollText(RollKind::AnnihilatedArmy), RollText(RollKind::Shipwreck),
            RollText(RollKind::HuntedLeader)};
}

RollText survivalEvent(const QString &typed)
{
    const QString t = typed.trimmed();
    if (t.isEmpty())
        return RollText(RollKind::SurvivalCheck);
    const QList<RollText> events = survivalEvents();
    for (const RollText &e : events) {
        if (e.shown() == t)
            return e;
    }
    return RollText::plain(t);
}

SurvivalCheck::SurvivalCheck(Campaign &campaign, qint64 leaderId, const QString &event)
    : mBuilder(campaign, RollText())
    , mLeaderId(leaderId)
    , mEvent(survivalEvent(event))
{
    const auto current = campaign.leader(leaderId);
    if (!current) {
        mRefusal = noSuchLeader();
        return;
    }
    mRefusal = whyCannotSurvive(*current);
    if (mRefusal.isEmpty())
        mBuilder.setText(SurvivalCheckText::kept("Survival check for %1").arg(current->name));
}

Roll SurvivalCheck::roll()
{
    Q_ASSERT(mRefusal.isEmpty() && !hasRolled());
    const int h = leader().effectiveHeroics();
    mLast =
        mBuilder.roll({1, 6, RollText(RollKind::EventOf, {mEvent, leader().name}), mLeaderId, 0}, describeSurvival(h));
    return mLast;
}

bool SurvivalCheck::canReroll() const
{
    return hasRolled() && leader().rerolls > 0;
}

Roll SurvivalCheck::reroll()
{
    Q_ASSERT(canReroll());
    Leader &l = mBuilder.leader(mLeaderId);
    --l.rerolls;
    const int h = l.effectiveHeroics();
    mLast = mBuilder.roll({1, 6, RollText(RollKind::EventOfReroll, {mEvent, l.name}), mLeaderId, mLast.id},
                          describeSurvival(h));
    return mLast;
}

Survival SurvivalCheck::result() const
{
    return survival(leader().effectiveHeroics(), face());
}

Outcome SurvivalCheck::finish(qint64 captorSide, const QString &escapeLocation)
{
    Q_ASSERT(hasRolled());
    Leader &l = mBuilder.leader(mLeaderId);
    const int h = l.effectiveHeroics();
    const Survival s = result();
    // "They" would take another verb ("they escape"): that text names the leader instead.
    RollText text = byPronoun(l.pronoun, SurvivalCheckText::kept("%1: rolled %2 against Heroics %3: he %4."),
                              SurvivalCheckText::kept("%1: rolled %2 against Heroics %3: she %4."),
                              SurvivalCheckText::kept("%1: rolled %2 against Heroics %3: %5 %4."))
                        .arg(mEvent, face(), h, survivalText(s), l.name);
    switch (s) {
    case Survival::Escapes:
        if (!escapeLocation.trimmed().isEmpty()) {
            // Callers ask whyPlaceTooLong first.
            l.location = RollText::plain(escapeLocation.trimmed().left(MaxPlaceLength));
            text = text + SurvivalCheckText::kept(" Now at %1.").arg(l.location);
        }
        break;
    case Survival::Dies: l.vitality = -1; break;
    case Survival::Captured:
        l.capturedBySide = captorSide;
        if (captorSide)
            text = text + SurvivalCheckText::kept(" Held by %1.").arg(mBuilder.campaign().sideName(captorSide));
        break;
    }
    if (l.rerolls > 0 && l.status() != LeaderStatus::Dead) {
        // RULES H2: the event is over
        text = text + SurvivalCheckText::kept(" %n unspent reroll(s) lapsed.", nullptr, l.rerolls);
    }
    l.rerolls = 0;
    l.lastActionTurn = mBuilder.campaign().turn();
    mBuilder.history(mLeaderId, text, mLast.id);
    return mBuilder.land(l.name + QStringLiteral(": ") + text.shown(), mLeaderId);
}

} // namespace castellan
