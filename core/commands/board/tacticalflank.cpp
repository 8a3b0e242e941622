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

qint64 CampaignTactical::commanderInChief(int boardSide) const
{
    const QList<Leader> leaders = leadersOfSide(boardSide); // commanderAmong() points into it
    const Leader *cic = commanderAmong(leaders, mForces[boardSide].front().commanderId);
    return cic ? cic->id : 0;
}

QList<int> CampaignTactical::countersOf(qint64 leaderId) const
{
    const auto l = mBuilder.campaign().leader(leaderId);
    QList<int> ids;
    if (!l || !mBattle)
        return ids;
    for (const TacticalUnit &u : mBattle->setup().units) {
        // RULES C11, M2: the commander-in-chief's own counter always stays on the board.
        if (u.forceId == l->forceId && !(u.leader && u.leader->leaderId == commanderInChief(u.side)))
            ids << u.id;
    }
    return ids;
}

QList<int> CampaignTactical::countersOfTypes(qint64 leaderId, const QStringList &types, QString *why) const
{
    const QList<int> own = countersOf(leaderId);
    QList<int> picked;
    for (const QString &key : types) {
        const auto type = mBattle->rules().unitIndex(key.trimmed().toLower());
        if (!type) {
            *why = CampaignFlankText::tr("\"%1\" is no unit type of the battle's ruleset.").arg(key.left(40));
            return {};
        }
        const auto at = std::find_if(own.cbegin(), own.cend(), [&](int id) {
            return !picked.contains(id) && mBattle->unit(id) && mBattle->unit(id)->type == *type;
        });
        if (at == own.cend()) {
            *why = CampaignFlankText::tr("%1's force has no more %2 counters that may march.")
                       .arg(mBuilder.campaign().leader(leaderId)->name, keyText(mBattle->rules().units[*type].key));
            return {};
        }
        picked << *at;
    }
    return picked;
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
    const bool marching =
        std::any_of(mSent.cbegin(), mSent.cend(), [&](const SentMarch &m) { return m.leaderId == leaderId; });
    const FlankCandidate candidate{
        l.name,   l.isAble(), commanderInChief(side) == l.id,
        l.coward, marching,   flankTable(mBuilder.campaign()).levelOf(l.rating(Trait::Maneuver)),
        l.pronoun};
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
        const TacticalUnit *u = mBattle->unit(id);
        if (u && u->leader && u->leader->leaderId == commanderInChief(side))
            return CampaignFlankText::tr("The commander-in-chief's own counter stays on the board (RULES C11, M2).");
        if (!own.contains(id) || unitIds.count(id) > 1)
            return byPronoun(l.pronoun,
                             CampaignFlankText::tr("%1 marches with counters of his own force still on the board."),
                             CampaignFlankText::tr("%1 marches with counters of her own force still on the board."),
                             CampaignFlankText::tr("%1 marches with counters of their own force still on the board."))
                .arg(l.name);
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
        march.general = boardLeaderOf(l);
        for (int id : sent.unitIds) {
            const qsizetype at = std::find_if(setup.units.cbegin(), setup.units.cend(),
                                              [id](const TacticalUnit &u) { return u.id == id; })
                - setup.units.cbegin();
            TacticalUnit u = setup.units.takeAt(at);
            march.side = u.side;
            u.hex = {-1, -1};
            march.units << u; // a leader on a counter that marches goes with it
        }
        const auto leads = [&](const TacticalUnit &u) { return u.leader && u.leader->leaderId == l.id; };
        if (std::none_of(march.units.cbegin(), march.units.cend(), leads)) {
            for (TacticalUnit &u : setup.units) {
                if (leads(u))
                    u.leader.reset(); // he goes with his march
            }
            // and comes in with its first counter that has no leader of its own (RULES C11)
            const auto free =
                std::find_if(march.units.begin(), march.units.end(), [](const TacticalUnit &u) { return !u.leader; });
            if (free != march.units.end())
                free->leader = march.general;
        }
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
