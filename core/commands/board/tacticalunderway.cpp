// A campaign battle on the board under way (issue 13): kept after every step, resumed where it was.
#include "campaigntactical.h"

#include "campaign/campaign.h"
#include "rulesetactions.h"
#include "tactical/battlejournal.h"
#include "tactical/boardsetup.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace castellan {

namespace {

struct TacticalUnderwayText
{
    Q_DECLARE_TR_FUNCTIONS(CampaignTactical)
};

const QString UnderwayKey = QStringLiteral("tactical.underway");

/** How the board was arranged, as kept with the battle: each counter's hex and leader, and the terrain. */
QJsonObject arrangementJson(const TacticalSetup &s)
{
    QJsonArray terrain, units;
    for (int r = 0; r < s.board.rows; ++r) {
        for (int c = 0; c < s.board.columns; ++c)
            terrain.append(s.board.terrainAt({c, r}));
    }
    for (const TacticalUnit &u : s.units) {
        QJsonObject o{{QStringLiteral("hex"), hexLabel(u.hex)}};
        if (u.leader)
            o.insert(QStringLiteral("leader"), QString::number(u.leader->leaderId));
        units.append(o);
    }
    return {{QStringLiteral("terrain"), terrain}, {QStringLiteral("units"), units}};
}

/** The placed setup with a kept arrangement on it; none when the arrangement does not fit it. */
std::optional<TacticalSetup> arranged(const TacticalSetup &placed, const QJsonObject &a)
{
    TacticalSetup s = placed;
    const QJsonArray terrain = a.value(QStringLiteral("terrain")).toArray();
    const QJsonArray units = a.value(QStringLiteral("units")).toArray();
    if (terrain.size() != s.board.columns * s.board.rows || units.size() != s.units.size())
        return std::nullopt;
    QHash<qint64, BoardLeader> leaders;
    for (const TacticalUnit &u : placed.units) {
        if (u.leader)
            leaders.insert(u.leader->leaderId, *u.leader);
    }
    s.board.terrain.clear();
    for (int i = 0; i < terrain.size(); ++i)
        s.board.terrain << terrain[i].toInt(-1);
    for (qsizetype i = 0; i < units.size(); ++i) {
        const QJsonObject o = units[i].toObject();
        const auto hex = hexFromLabel(o.value(QStringLiteral("hex")).toString());
        if (!hex)
            return std::nullopt;
        s.units[i].hex = *hex;
        s.units[i].leader.reset();
        if (o.contains(QStringLiteral("leader"))) {
            const qint64 id = o.value(QStringLiteral("leader")).toString().toLongLong();
            if (!leaders.contains(id))
                return std::nullopt;
            s.units[i].leader = leaders[id];
        }
    }
    return s;
}

} // namespace

bool CampaignTactical::keepUnderway(QString *why)
{
    Campaign &c = mBuilder.campaign();
    BattleUnderway b;
    b.hex = mHex;
    b.rulesetHash = mBattle->rules().hash;
    b.setupHash = setupFingerprint(mBattle->setup(), mBattle->rules());
    b.journal = mBattle->journal();
    b.turn = mBattle->turn();
    b.rollIds = mAdoptedRolls;
    b.attackerForce = mNamed[0];
    b.defenderForce = mNamed[1];
    const TacticalSetup &base = mSent.isEmpty() ? mBattle->setup() : mBase;
    if (!mSent.isEmpty() || !(base.units == mPlaced.units && base.board == mPlaced.board)) {
        b.arrangement = arrangementJson(base);
        if (!mSent.isEmpty())
            b.arrangement.insert(QStringLiteral("marches"), marchesJson()); // RULES M2
    }
    for (const Roll &r : mBuilder.rolls())
        b.rollIds << r.id;
    if (c.keepSetting(UnderwayKey, QString::fromUtf8(underwayJson(b))))
        return true;
    if (why)
        *why = TacticalUnderwayText::tr("The battle could not be kept in the campaign file: %1").arg(c.lastError());
    return false;
}

std::optional<BattleUnderway> CampaignTactical::underway(const Campaign &campaign)
{
    const QString kept = campaign.setting(UnderwayKey);
    if (kept.isEmpty())
        return std::nullopt;
    auto b = underwayFromJson(kept.toUtf8(), nullptr);
    if (b && b->standAlone)
        return std::nullopt;
    return b;
}

bool CampaignTactical::dropUnderway(Campaign &campaign)
{
    return campaign.setting(UnderwayKey).isEmpty() || campaign.keepSetting(UnderwayKey, QString());
}

std::unique_ptr<CampaignTactical> CampaignTactical::resume(Campaign &campaign, QString *why)
{
    auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return nullptr;
    };
    QString readWhy;
    const QString kept = campaign.setting(UnderwayKey);
    if (kept.isEmpty())
        return fail(TacticalUnderwayText::tr("No battle on the board is under way in this campaign."));
    const auto b = underwayFromJson(kept.toUtf8(), &readWhy);
    if (!b || b->standAlone)
        return fail(b ? TacticalUnderwayText::tr("The battle kept under way is no campaign battle.") : readWhy);
    const Ruleset rules = tacticalRuleset(campaign);
    if (rules.hash != b->rulesetHash)
        return fail(TacticalUnderwayText::tr(
                        "The battle at %1 was begun with another ruleset for battles on the board; it cannot go on "
                        "by this one.")
                        .arg(hexLabel(b->hex)));
    std::unique_ptr<CampaignTactical> resumed(
        new CampaignTactical(campaign, b->hex, rules, true, {b->attackerForce, b->defenderForce}));
    if (!resumed->refusal().isEmpty())
        return fail(
            TacticalUnderwayText::tr("The battle at %1 cannot go on: %2").arg(hexLabel(b->hex), resumed->refusal()));
    if (!b->arrangement.isEmpty()) {
        const auto setup = arranged(resumed->mPlaced, b->arrangement);
        if (!setup || !resumed->arrange(*setup).isEmpty())
            return fail(TacticalUnderwayText::tr(
                            "The board of the battle at %1 was arranged in a way that no longer fits its forces; it "
                            "cannot go on. Its rolls stay in the log.")
                            .arg(hexLabel(b->hex)));
        const QJsonArray marches = b->arrangement.value(QStringLiteral("marches")).toArray();
        for (const QJsonValue v : marches) {
            const QJsonObject m = v.toObject();
            QList<int> units;
            for (const QJsonValue id : m.value(QStringLiteral("units")).toArray())
                units << id.toInt();
            const auto edge = edgeFromKey(m.value(QStringLiteral("edge")).toString());
            const QString why2 = edge
                ? resumed->sendMarch(m.value(QStringLiteral("leader")).toString().toLongLong(), units, *edge)
                : TacticalUnderwayText::tr("no edge");
            if (!why2.isEmpty())
                return fail(TacticalUnderwayText::tr(
                                "The flank march of the battle at %1 no longer fits its forces (%2); it cannot go on. "
                                "Its rolls stay in the log.")
                                .arg(hexLabel(b->hex), why2));
        }
    }
    const TacticalSetup &setup = resumed->mBattle->setup();
    if (setupFingerprint(setup, rules) != b->setupHash && setupFingerprint(setup, rules, true) != b->setupHash)
        return fail(TacticalUnderwayText::tr(
                        "The forces or leaders at %1 have changed since the battle there was interrupted; it cannot "
                        "go on. Its rolls stay in the log.")
                        .arg(hexLabel(b->hex)));
    auto battle = replayBattle(rules, resumed->mBattle->setup(), b->journal, &readWhy);
    if (!battle)
        return fail(readWhy);
    *resumed->mBattle = std::move(*battle);
    for (qint64 id : b->rollIds) {
        resumed->mBuilder.adoptRoll(id);
        resumed->mAdoptedRolls << id;
    }
    return resumed;
}

QString CampaignTactical::whyCannotArrange(const TacticalSetup &arranged) const
{
    if (!mBattle)
        return mRefusal;
    if (!mBattle->journal().isEmpty())
        return TacticalUnderwayText::tr("The board is arranged before the first roll; this battle has begun.");
    if (!mSent.isEmpty())
        return TacticalUnderwayText::tr(
            "Arrange the board first, then send the flank marches: call them off to arrange it.");
    const TacticalSetup &base = mPlaced;
    if (arranged.board.columns != base.board.columns || arranged.board.rows != base.board.rows)
        return TacticalUnderwayText::tr("The board of a campaign battle keeps its %1 x %2 hexes.")
            .arg(base.board.columns)
            .arg(base.board.rows);
    for (int t : arranged.board.terrain) {
        if (t < 0 || t >= mBattle->rules().terrain.size())
            return TacticalUnderwayText::tr("The ruleset %1 has no such terrain.").arg(mBattle->rules().name);
    }
    if (arranged.units.size() != base.units.size())
        return TacticalUnderwayText::tr("The counters are the forces' units: none is added or taken off.");
    QHash<qint64, qint64> forceOfLeader;
    QHash<qint64, BoardLeader> leaders;
    for (const TacticalUnit &u : base.units) {
        if (u.leader) {
            forceOfLeader.insert(u.leader->leaderId, u.forceId);
            leaders.insert(u.leader->leaderId, *u.leader);
        }
    }
    QSet<Hex> taken;
    QSet<qint64> leading;
    for (qsizetype i = 0; i < base.units.size(); ++i) {
        const TacticalUnit &u = arranged.units[i];
        const TacticalUnit &b = base.units[i];
        if (u.side != b.side || u.type != b.type || u.forceId != b.forceId || u.figures != b.figures)
            return TacticalUnderwayText::tr("The counters are the forces' units: none is added or taken off.");
        if (!isOwnRow(arranged.board, u.side, u.hex))
            return TacticalUnderwayText::tr("%1's counter at %2 stands off its side's own rows.")
                .arg(base.sideNames[u.side], hexLabel(u.hex));
        if (taken.contains(u.hex))
            return TacticalUnderwayText::tr("Two counters stand at %1.").arg(hexLabel(u.hex));
        taken << u.hex;
        if (!u.leader)
            continue;
        const qint64 id = u.leader->leaderId;
        if (!leaders.contains(id) || !(leaders[id] == *u.leader))
            return TacticalUnderwayText::tr("%1 is no leader of this battle.").arg(u.leader->name);
        if (forceOfLeader[id] != u.forceId)
            return byPronoun(u.leader->pronoun, TacticalUnderwayText::tr("%1 leads a counter of his own force."),
                             TacticalUnderwayText::tr("%1 leads a counter of her own force."),
                             TacticalUnderwayText::tr("%1 leads a counter of their own force."))
                .arg(u.leader->name);
        if (leading.contains(id))
            return TacticalUnderwayText::tr("%1 leads one counter.").arg(u.leader->name);
        leading << id;
    }
    return {};
}

QString CampaignTactical::arrange(const TacticalSetup &arranged)
{
    if (const QString why = whyCannotArrange(arranged); !why.isEmpty())
        return why;
    TacticalSetup setup = mPlaced;
    setup.board.terrain = arranged.board.terrain;
    for (qsizetype i = 0; i < setup.units.size(); ++i) {
        setup.units[i].hex = arranged.units[i].hex;
        setup.units[i].leader = arranged.units[i].leader;
    }
    *mBattle = TacticalBattle(mBattle->rules(), setup);
    return {};
}

} // namespace castellan
