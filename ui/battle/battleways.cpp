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
    const bool attackerMoves = atHex && (r == BattleResult::DefenderWins || r == BattleResult::Mutual);
    const bool defenderMoves = atHex && (r == BattleResult::Avoided || r == BattleResult::AttackerWins || r == BattleResult::Mutual);
    const QList<Hex> back = mFight->retreatHexes(Role::Attacker);
    mOver->setWays(Role::Attacker, attackerMoves, back, labels(back));
    QList<Hex> off = r == BattleResult::Avoided ? avoid : mFight->retreatHexes(Role::Defender);
    if (r == BattleResult::Avoided && off.contains(mAvoid->way()))
        off.move(off.indexOf(mAvoid->way()), 0); // the space picked before the check
    mOver->setWays(Role::Defender, defenderMoves, off, labels(off));
}

} // namespace castellan
