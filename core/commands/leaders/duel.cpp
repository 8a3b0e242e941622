#include "duel.h"

#include "leaderactions.h"
#include "leadertext.h"

#include "campaign/campaign.h"
#include "dice/rollresults.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>

namespace castellan {

namespace {
/** The translation context of the leader actions' texts. */
struct DuelText
{
    Q_DECLARE_TR_FUNCTIONS(LeaderActions)
    CASTELLAN_KEPT_TEXTS(LeaderActions)
};
} // namespace

Duel::Duel(Campaign &campaign, qint64 firstId, qint64 secondId)
    : mBuilder(campaign, RollText())
    , mFirst(firstId)
    , mSecond(secondId)
{
    const auto a = campaign.leader(firstId);
    const auto b = campaign.leader(secondId);
    if (!a || !b) {
        mRefusal = noSuchLeader();
        return;
    }
    if (firstId == secondId) {
        mRefusal = DuelText::tr("A duel is fought between two different leaders.");
        return;
    }
    if (QString why = whyCannotDuel(campaign, *a); !why.isEmpty())
        mRefusal = why;
    else if (QString why2 = whyCannotAct(*b); !why2.isEmpty())
        mRefusal = why2;
    if (mRefusal.isEmpty())
        mBuilder.setText(DuelText::kept("Duel: %1 against %2").arg(a->name, b->name));
}

bool Duel::isOver() const
{
    return !mRefusal.isEmpty() || first().status() != LeaderStatus::Active || second().status() != LeaderStatus::Active;
}

Duel::Exchange Duel::exchange()
{
    Q_ASSERT(!isOver());
    Exchange e;
    e.number = int(mExchanges.size()) + 1;
    Leader &a = mBuilder.leader(mFirst);
    Leader &b = mBuilder.leader(mSecond);
    const RollText context(RollKind::Duel, {a.name, b.name, e.number});
    const DescribeRoll describe = describeFire();
    // RULES G1: both roll their effective Duel (L4) at once.
    e.first = mBuilder.roll({a.effectiveDuel(), 6, context, mFirst, 0}, describe);
    e.second = mBuilder.roll({b.effectiveDuel(), 6, context, mSecond, 0}, describe);
    e.wounds = duelExchange(e.first.faces, e.second.faces);
    a.vitality = vitalityAfter(a.vitality, e.wounds.woundsToFirst, a.rating(Trait::Vitality));
    b.vitality = vitalityAfter(b.vitality, e.wounds.woundsToSecond, b.rating(Trait::Vitality));
    mExchanges.append(e);
    return e;
}

Outcome Duel::finish()
{
    Q_ASSERT(mRefusal.isEmpty());
    const auto beforeA = *mBuilder.campaign().leader(mFirst);
    const auto beforeB = *mBuilder.campaign().leader(mSecond);
    Leader &a = mBuilder.leader(mFirst);
    Leader &b = mBuilder.leader(mSecond);
    int toA = 0;
    int toB = 0;
    for (const Exchange &e : std::as_const(mExchanges)) {
        toA += e.wounds.woundsToFirst;
        toB += e.wounds.woundsToSecond;
    }
    const int turn = mBuilder.campaign().turn();
    a.lastActionTurn = turn;
    b.lastActionTurn = turn;
    const qint64 firstRoll = mExchanges.isEmpty() ? 0 : mExchanges.first().first.id;
    const RollText ended = isOver() ? RollText() : DuelText::kept(" The duel was broken off.");
    const RollText lineA =
        DuelText::kept("Duel with %1, %n exchange(s): took %2, dealt %3.", nullptr, int(mExchanges.size()))
            .arg(b.name, woundsText(toA), woundsText(toB))
        + statusNote(beforeA, a) + ended;
    const RollText lineB =
        DuelText::kept("Duel with %1, %n exchange(s): took %2, dealt %3.", nullptr, int(mExchanges.size()))
            .arg(a.name, woundsText(toB), woundsText(toA))
        + statusNote(beforeB, b) + ended;
    mBuilder.history(mFirst, lineA, firstRoll);
    mBuilder.history(mSecond, lineB, firstRoll);
    return mBuilder.land(a.name + QStringLiteral(": ") + lineA.shown(), mFirst);
}

} // namespace castellan
