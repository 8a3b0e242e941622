// The spaces a battle's sides may move off to (RULES F1, F6a), as the avoid and over steps offer them.
#include "battledialog.h"

#include "avoidstep.h"
#include "overstep.h"

#include "campaign/campaign.h"
#include "commands/campaignbattle.h"

namespace castellan {

void BattleDialog::refreshWays()
{
    auto labels = [this](const QList<Hex> &hexes) {
        QStringList result;
        for (const Hex &h : hexes) {
            const QString place = mCampaign.mapHex(h).place;
            result << (place.isEmpty() ? hexLabel(h) : tr("%1 · %2").arg(hexLabel(h), place));
        }
        return result;
    };
    const QList<Hex> avoid = mFight->avoidHexes();
    mAvoid->setWays(avoid, labels(avoid));
    // RULES F1, F6a: who moves off the field, and where to.
    const BattleResult r = mFight->battle().result();
    const bool atHex = mFight->hex().col >= 0;
    // A side with no units left has nothing to move: its leaders checked their survival (F8, H3).
    auto hasUnits = [this](Role role) { return mFight->battle().side(role).units.total() > 0; };
    const bool attackerMoves =
        atHex && hasUnits(Role::Attacker) && (r == BattleResult::DefenderWins || r == BattleResult::Mutual);
    const bool defenderMoves = atHex && hasUnits(Role::Defender)
        && (r == BattleResult::Avoided || r == BattleResult::AttackerWins || r == BattleResult::Mutual);
    const QList<Hex> back = mFight->retreatHexes(Role::Attacker);
    mOver->setWays(Role::Attacker, attackerMoves, back, labels(back));
    QList<Hex> off = r == BattleResult::Avoided ? avoid : mFight->retreatHexes(Role::Defender);
    if (r == BattleResult::Avoided && off.contains(mAvoid->way()))
        off.move(off.indexOf(mAvoid->way()), 0); // the space picked before the check
    mOver->setWays(Role::Defender, defenderMoves, off, labels(off));
    // RULES H3: each leader who escaped his survival check goes where his owner picks, the nearest by default.
    QList<qint64> escaped(mFight->battle().escaped().cbegin(), mFight->battle().escaped().cend());
    std::sort(escaped.begin(), escaped.end());
    QStringList names;
    QList<QList<Refuge>> refuges;
    for (qint64 id : std::as_const(escaped)) {
        const auto l = mCampaign.leader(id);
        names << (l ? l->name : QString());
        refuges << mFight->refuges(id);
    }
    mOver->setEscapes(escaped, names, refuges);
}

} // namespace castellan
