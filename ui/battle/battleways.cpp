// The spaces a battle's sides may move off to (RULES F1, F6a), as the avoid and over steps offer them.
#include "battledialog.h"

#include "avoidstep.h"
#include "overstep.h"

#include "campaign/campaign.h"
#include "commands/battles/campaignbattle.h"

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
    // RULES F1, F6a: who moves off the field, and where to: the settlement says.
    const Settlement settled = mFight->settlement();
    const SideMove *attacker = settled.move(Role::Attacker);
    const SideMove *defender = settled.move(Role::Defender);
    const QList<Hex> back = attacker ? attacker->ways : QList<Hex>{};
    mOver->setWays(Role::Attacker, attacker != nullptr, back, labels(back));
    QList<Hex> off = defender ? defender->ways : QList<Hex>{};
    if (defender && defender->avoided && off.contains(mAvoid->way()))
        off.move(off.indexOf(mAvoid->way()), 0); // the space picked before the check
    mOver->setWays(Role::Defender, defender != nullptr, off, labels(off));
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
