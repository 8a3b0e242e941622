// RULES M2 in a campaign battle on the board: before the first roll a leader who is not the commander-in-chief
// takes counters of his own force on a flank march. Part of CampaignTactical.
#include "campaigntactical.h"

#include "campaign/campaign.h"
#include "model/commander.h"
#include "rulesetactions.h"
#include "tactical/autoplayer.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct CampaignFlankText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignTactical)
};

} // namespace

QList<Leader> CampaignTactical::leadersOfSide(int boardSide) const
{
    QList<Leader> leaders;
    for (const Force &f : mForces[boardSide])
        leaders << mBuilder.campaign().leadersOf(f.id);
    return leaders;
}

QList<int> CampaignTactical::countersOf(qint64 leaderId) const
{
    const auto l = mBuilder.campaign().leader(leaderId);
    QList<int> ids;
    if (!l || !mBattle)
        return ids;
    for (const TacticalUnit &u : mBattle->setup().units) {
        if (u.forceId == l->forceId)
            ids << u.id;
    }
    return ids;
}

QList<std::pair<Leader, QString>> CampaignTactical::flankCandidates(int boardSide) const
{
    QList<std::pair<Leader, QString>> out;
    for (const Leader &l : leadersOfSide(boardSide))
        out.append({l, whyCannotSendMarch(l.id, countersOf(l.id).mid(0, 1))});
    return out;
}

QString CampaignTactical::whyCannotSendMarch(qint64 leaderId, const QList<int> &unitIds) const
{
    if (!mBattle)
        return mRefusal;
    if (!mBattle->journal().isEmpty())
        return CampaignFlankText::tr(
            "Flank marches are sent before deployment, before any die of the battle (RULES M2).");
    int side = -1;
    for (int s = 0; s < 2; ++s) {
        for (const Leader &l : leadersOfSide(s))
            side = l.id == leaderId ? s : side;
    }
    if (side < 0)
        return CampaignFlankText::tr("That leader is not with the forces of this battle.");
    const QList<Leader> leaders = leadersOfSide(side);
    const Leader &l =
        *std::find_if(leaders.cbegin(), leaders.cend(), [&](const Leader &x) { return x.id == leaderId; });
    const Leader *cic = commanderAmong(leaders, mForces[side].front().commanderId);
    const bool marching =
        std::any_of(mSent.cbegin(), mSent.cend(), [&](const SentMarch &m) { return m.leaderId == leaderId; });
    const FlankCandidate candidate{
        l.name,   l.isAble(), cic && cic->id == l.id,
        l.coward, marching,   flankTable(mBuilder.campaign()).levelOf(l.rating(Trait::Maneuver))};
    int sent = 0;
    int sideCounters = 0;
    for (const TacticalUnit &u : mBase.units.isEmpty() ? mBattle->setup().units : mBase.units)
        sideCounters += u.side == side;
    for (const SentMarch &m : mSent) {
        for (int id : m.unitIds) {
            for (const TacticalUnit &u : mBase.units)
                sent += u.id == id && u.side == side;
        }
    }
    if (QString why = whyCannotMarch(candidate, int(unitIds.size()), sent, sideCounters); !why.isEmpty())
        return why;
    const QList<int> own = countersOf(leaderId);
    for (int id : unitIds) {
        if (!own.contains(id))
            return CampaignFlankText::tr("%1 marches with counters of his own force still on the board.").arg(l.name);
    }
    return {};
}

QString CampaignTactical::sendMarch(qint64 leaderId, const QList<int> &unitIds, FlankEdge edge)
{
    if (QString why = whyCannotSendMarch(leaderId, unitIds); !why.isEmpty())
        return why;
    if (mSent.isEmpty())
        mBase = mBattle->setup();
    mSent.append({leaderId, edge, unitIds});
    rebuildMarches();
    return {};
}

bool CampaignTactical::recallMarch(qint64 leaderId)
{
    if (!mBattle || !mBattle->journal().isEmpty())
        return false;
    const qsizetype before = mSent.size();
    mSent.removeIf([leaderId](const SentMarch &m) { return m.leaderId == leaderId; });
    if (mSent.size() == before)
        return false;
    rebuildMarches();
    return true;
}

void CampaignTactical::rebuildMarches()
{
    const Campaign &c = mBuilder.campaign();
    TacticalSetup setup = mBase;
    setup.flank = flankTable(c);
    for (const SentMarch &sent : std::as_const(mSent)) {
        const Leader l = *c.leader(sent.leaderId);
        TacticalMarch march;
        march.edge = sent.edge;
        march.level = setup.flank.levelOf(l.rating(Trait::Maneuver));
        march.general = BoardLeader{l.id, l.name, l.effectiveHeroics()};
        for (int id : sent.unitIds) {
            const qsizetype at = std::find_if(setup.units.cbegin(), setup.units.cend(),
                                              [id](const TacticalUnit &u) { return u.id == id; })
                - setup.units.cbegin();
            TacticalUnit u = setup.units.takeAt(at);
            march.side = u.side;
            u.hex = {-1, -1};
            u.leader.reset();
            march.units << u;
        }
        for (TacticalUnit &u : setup.units) {
            if (u.leader && u.leader->leaderId == l.id)
                u.leader.reset(); // he goes with his march
        }
        march.units.first().leader = march.general; // and comes in with its first counter (RULES C11)
        setup.marches << march;
    }
    *mBattle = TacticalBattle(mBattle->rules(), setup);
}

QString CampaignTactical::planComputerMarch(int boardSide)
{
    QList<FlankOption> options;
    const FlankTable table = flankTable(mBuilder.campaign());
    for (const auto &[leader, why] : flankCandidates(boardSide)) {
        if (why.isEmpty())
            options.append({leader.id, table.levelOf(leader.rating(Trait::Maneuver)), countersOf(leader.id)});
    }
    const auto choice = chooseFlankMarch(mBattle->setup(), boardSide, options);
    if (!choice)
        return {};
    if (!sendMarch(choice->leaderId, choice->counters, choice->edge).isEmpty())
        return {};
    return CampaignFlankText::tr("%1 sends %n counter(s) on a flank march by the %2.", nullptr,
                                 int(choice->counters.size()))
        .arg(mBuilder.campaign().leader(choice->leaderId)->name, edgeName(choice->edge));
}

QJsonArray CampaignTactical::marchesJson() const
{
    QJsonArray out;
    for (const SentMarch &m : mSent) {
        QJsonArray units;
        for (int id : m.unitIds)
            units.append(id);
        out.append(QJsonObject{{QStringLiteral("leader"), QString::number(m.leaderId)},
                               {QStringLiteral("edge"), edgeKey(m.edge)},
                               {QStringLiteral("units"), units}});
    }
    return out;
}

} // namespace castellan
