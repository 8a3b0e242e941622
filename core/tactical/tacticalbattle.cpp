// The turn of a Command-dice battle (RULES C3, C10) and the end of the battle.
#include "tacticalbattle.h"
#include "i18n/rollkinds.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace castellan {

namespace {

struct TacticalBattleText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalBattle)
    CASTELLAN_KEPT_TEXTS(TacticalBattle)
};

} // namespace

QJsonArray hexPathJson(const QList<Hex> &path)
{
    QJsonArray labels;
    for (const Hex &h : path)
        labels.append(hexLabel(h));
    return labels;
}

int Activation::left() const
{
    int n = anyType;
    for (int k : byType)
        n += k;
    return n;
}

TacticalBattle::TacticalBattle(const Ruleset &rules, TacticalSetup setup)
    : mRules(rules)
    , mSetup(std::move(setup))
    , mUnits(mSetup.units)
    , mSide(mSetup.firstSide == 1 ? 1 : 0)
{
    mStanding = QList<int>(mSetup.board.columns * mSetup.board.rows, -1);
    for (int i = 0; i < mStanding.size(); ++i) {
        std::array<int, Directions> around;
        const auto hexes = HexGrid::neighbours({i % board().columns, i / board().columns});
        for (int d = 0; d < Directions; ++d)
            around[d] = board().contains(hexes[d]) ? cell(hexes[d]) : -1;
        mNeighbours << around;
    }
    mTerrainCost.reserve(mStanding.size());
    for (int i = 0; i < mStanding.size(); ++i)
        mTerrainCost << mRules.terrain[mSetup.board.terrain.value(i, 0)].cost;
    for (const UnitType &type : mRules.units) {
        quint32 mask = 0;
        for (const QString &key : type.defensiveFireFrom)
            mask |= 1u << mRules.unitIndex(key).value_or(0);
        mDefensiveFire << mask;
    }
    for (TacticalMarch &m : mSetup.marches) {
        comeWithMarch(m);
        mMarches.append({m, MarchProgress{m.level, 0, 0, MarchState::Marching}, {}, -1, {}});
        for (const TacticalUnit &u : m.units)
            mWithLeaders = mWithLeaders || u.leader.has_value(); // RULES C3: a battle with leaders, marching or not
    }
    for (int side = 0; side < 2; ++side) {
        mThreats[side] = QList<quint32>(mStanding.size(), 0);
        mThreatCount[side] = QList<quint8>(mStanding.size() * mRules.units.size(), 0);
    }
    for (int i = 0; i < mUnits.size(); ++i) {
        mWithLeaders = mWithLeaders || mUnits[i].leader.has_value();
        if (mUnits[i].alive() && board().contains(mUnits[i].hex)) {
            mStanding[cell(mUnits[i].hex)] = i;
            countThreats(i, cell(mUnits[i].hex), 1);
        }
    }
    for (const TacticalMarch &m : mSetup.marches) {
        // RULES M2: the commands are noted in the battle's record before any die is rolled.
        say(TacticalBattleText::kept("%1 leads %n unit(s) of %2 on a flank march by the %3 (a %4 general).", nullptr,
                                     int(m.units.size()))
                .arg(m.general.name, sideName(m.side), edgeText(m.edge), levelText(m.level).lower()));
    }
    checkVictory();
}

void TacticalBattle::comeWithMarch(TacticalMarch &march)
{
    // RULES M2, C11: the general leads his command onto the board, on its first counter with no leader of its own.
    const auto leads = [&](const TacticalUnit &u) { return u.leader && u.leader->name == march.general.name; };
    if (march.general.name.isEmpty() || std::any_of(march.units.cbegin(), march.units.cend(), leads))
        return;
    const auto free =
        std::find_if(march.units.begin(), march.units.end(), [](const TacticalUnit &u) { return !u.leader; });
    if (free != march.units.end())
        free->leader = march.general;
}

const TacticalUnit *TacticalBattle::unit(int id) const
{
    for (const TacticalUnit &u : mUnits) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

TacticalUnit *TacticalBattle::mutableUnit(int id)
{
    // Non-const access, so the list detaches from the setup it was copied from before it is written.
    for (TacticalUnit &u : mUnits) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

const TacticalUnit *TacticalBattle::unitAt(const Hex &h) const
{
    if (!board().contains(h))
        return nullptr;
    const int i = mStanding[cell(h)];
    return i >= 0 ? &mUnits[i] : nullptr;
}

int TacticalBattle::unitsToWin(int side) const
{
    if (mSetup.unitsToWin[side] > 0)
        return mSetup.unitsToWin[side];
    auto enemies = std::count_if(mSetup.units.cbegin(), mSetup.units.cend(),
                                 [side](const TacticalUnit &u) { return u.side != side; });
    for (const TacticalMarch &m : mSetup.marches)
        enemies += m.side != side ? m.units.size() : 0; // RULES M3: the army, its marches counted
    return std::max(1, int((enemies + 1) / 2));
}

bool TacticalBattle::hasType(int side, int type) const
{
    return std::any_of(mUnits.cbegin(), mUnits.cend(),
                       [=](const TacticalUnit &u) { return u.alive() && u.side == side && u.type == type; });
}

int TacticalBattle::leadersOnBoard(int side) const
{
    return int(std::count_if(mUnits.cbegin(), mUnits.cend(),
                             [side](const TacticalUnit &u) { return u.alive() && u.side == side && u.leader; }));
}

QString TacticalBattle::unitName(const TacticalUnit &u) const
{
    const QString name = TacticalBattleText::tr("%1 %2 at %3")
                             .arg(mSetup.sideNames[u.side], keyText(mRules.units[u.type].key), hexLabel(u.hex));
    return u.leader ? TacticalBattleText::tr("%1 (with %2)").arg(name, u.leader->name) : name;
}

RollText TacticalBattle::unitText(const TacticalUnit &u) const
{
    const RollText name(RollKind::UnitAt,
                        {mSetup.sideNames[u.side], RollText::rulesetKey(mRules.units[u.type].key), hexLabel(u.hex)});
    return u.leader ? RollText(RollKind::UnitWith, {name, u.leader->name}) : name;
}

void TacticalBattle::say(const RollText &text, const QList<int> &faces)
{
    mLog.append({mTurn, mSide, text, faces});
}

void TacticalBattle::record(const QString &event, const QJsonObject &fields)
{
    if (!mLogging)
        return;
    QJsonObject o = fields;
    o.insert(QStringLiteral("event"), event);
    mEvents.append(o);
}

QJsonArray TacticalBattle::faceKeys(const QList<int> &faces) const
{
    QJsonArray keys;
    for (int f : faces)
        keys.append(faceName(mRules, f));
    return keys;
}

RollText TacticalBattle::rollContext(const Roller &roller, const RollText &what) const
{
    if (roller.isQuiet())
        return {};
    const RollText title = mSetup.title.isEmpty() ? RollText(RollKind::BoardBattle) : mSetup.title;
    return RollText(RollKind::BoardTurn, {title, mTurn + 1, what});
}

void TacticalBattle::setJournaling(bool on)
{
    mJournaling = on;
    if (!on)
        mJournal = QList<TacticalStep>(); // lets go of a journal shared with the battle it was copied from
}

TacticalStep *TacticalBattle::lastStep()
{
    return mJournaling && !mJournal.isEmpty() ? &mJournal.last() : nullptr;
}

void TacticalBattle::journal(TacticalStep::Kind kind, int unit, const Hex &hex, bool fallback)
{
    ++mSteps;
    mRollsInStep = 0;
    if (!mJournaling)
        return;
    TacticalStep step;
    step.kind = kind;
    step.unit = unit;
    step.hex = hex;
    step.fallback = fallback;
    mJournal.append(step);
}

QList<int> TacticalBattle::rollDice(const Roller &roller, int count, const RollText &context, qint64 replaces,
                                    qint64 leaderId)
{
    const Roll roll = roller.roll({count, 6, context, leaderId, replaces});
    mLastRollId = roll.id;
    QList<int> faces = roll.faces;
    if (TacticalStep *step = lastStep())
        step->faces += faces;
    return faces;
}

QString TacticalBattle::whyCannotRollActivation() const
{
    if (mPhase == TacticalPhase::Over)
        return TacticalBattleText::tr("The battle is over.");
    if (mPhase != TacticalPhase::Activation)
        return TacticalBattleText::tr("%1 has rolled its activation dice this turn.").arg(sideName(mSide));
    return {};
}

void TacticalBattle::rollActivation(const Roller &roller)
{
    if (!whyCannotRollActivation().isEmpty())
        return;
    journal(TacticalStep::Roll);
    // RULES C3: 3 dice, or 1 + the side's leaders on the board in a battle with leaders.
    const int count = mWithLeaders ? 1 + leadersOnBoard(mSide) : mRules.activationDice;
    const RollText context =
        roller.isQuiet() ? RollText() : rollContext(roller, RollText(RollKind::Activation, {sideName(mSide)}));
    mActivation = {};
    mActivation.byType = QList<int>(mRules.units.size(), 0);
    mActivation.faces = rollDice(roller, count, context);
    offerRerolls(mSide, mActivation.faces, 0, 0, roller); // RULES H2: before C3 re-rolls what activates nothing
    int again = 0;
    for (int f : std::as_const(mActivation.faces)) {
        const Face &face = mRules.faces[std::size_t(f - 1)];
        if (face.kind == Face::Flag)
            ++mActivation.anyType;
        else if (face.kind == Face::Unit && hasType(mSide, face.unitType))
            ++mActivation.byType[face.unitType];
        else if (face.kind == Face::Unit) {
            ++again;
            if (!mActivation.deadTypes.contains(face.unitType))
                mActivation.deadTypes << face.unitType;
        }
    }
    if (again > 0) {
        // Faces of a type the side no longer has are rolled once more; that face now activates nothing.
        mActivation.rerolled =
            rollDice(roller, again,
                     roller.isQuiet() ? RollText()
                                      : rollContext(roller, RollText(RollKind::ActivationReroll, {sideName(mSide)})));
        for (int f : std::as_const(mActivation.rerolled)) {
            const Face &face = mRules.faces[std::size_t(f - 1)];
            if (face.kind == Face::Flag)
                ++mActivation.anyType;
            else if (face.kind == Face::Unit && hasType(mSide, face.unitType))
                ++mActivation.byType[face.unitType];
        }
    }
    if (mLogging)
        say(TacticalBattleText::kept("%1 rolls %2: %3.")
                .arg(sideName(mSide), TacticalBattleText::kept("%n activation die(s)", nullptr, count),
                     TacticalBattleText::kept("%n activation(s)", nullptr, mActivation.left())),
            mActivation.faces + mActivation.rerolled);
    if (mLogging)
        record(QStringLiteral("activation"),
               {{QStringLiteral("side"), mSide},
                {QStringLiteral("faces"), faceKeys(mActivation.faces)},
                {QStringLiteral("rerolled"), faceKeys(mActivation.rerolled)}});
    mPhase = TacticalPhase::Choose;
}

bool TacticalBattle::canActivate(int unitId) const
{
    const TacticalUnit *u = unit(unitId);
    return u && canActivate(*u);
}

bool TacticalBattle::canActivate(const TacticalUnit &u) const
{
    return mPhase == TacticalPhase::Choose && u.alive() && u.side == mSide && !u.isShaken() && !u.activated
        && (mActivation.byType.value(u.type) > 0 || mActivation.anyType > 0);
}

QString TacticalBattle::whyCannotActivate(int unitId) const
{
    if (canActivate(unitId))
        return {};
    const TacticalUnit *u = unit(unitId);
    if (mPhase != TacticalPhase::Choose)
        return mPhase == TacticalPhase::Activation
            ? TacticalBattleText::tr("Roll the activation dice first (RULES C3).")
            : TacticalBattleText::tr("Another unit is acting: end its activation first.");
    if (!u || !u->alive() || u->side != mSide)
        return TacticalBattleText::tr("Only a unit of %1 still on the board may be activated.").arg(sideName(mSide));
    if (u->isShaken())
        return TacticalBattleText::tr("A shaken unit cannot be activated (RULES C10).");
    if (u->activated)
        return TacticalBattleText::tr("This unit has acted this turn.");
    if (mActivation.byType.value(u->type) == 0 && mActivation.anyType == 0)
        return TacticalBattleText::tr("No face of the activation roll activates %1 (RULES C3).")
            .arg(keyText(mRules.units[u->type].key));
    return {};
}

void TacticalBattle::activate(int unitId)
{
    if (!whyCannotActivate(unitId).isEmpty())
        return;
    journal(TacticalStep::Activate, unitId);
    TacticalUnit &u = *mutableUnit(unitId);
    if (mActivation.byType[u.type] > 0)
        --mActivation.byType[u.type];
    else
        --mActivation.anyType; // a flag activates any type
    u.activated = true;
    u.moved = u.fired = false;
    u.startedAt = u.hex;
    mActing = unitId;
    mSecondAttackMade = mFollowedUpRetreat = false;
    mPhase = TacticalPhase::Act;
    if (mLogging)
        say(TacticalBattleText::kept("%1 is activated.").arg(unitText(u)));
    if (mLogging)
        record(QStringLiteral("activate"), {{QStringLiteral("unit"), unitId}});
}

void TacticalBattle::endActivation()
{
    if (mPhase == TacticalPhase::Over)
        return;
    journal(TacticalStep::EndActivation);
    closeActivation();
}

void TacticalBattle::closeActivation()
{
    if (mPhase == TacticalPhase::Over)
        return;
    mActing = 0;
    mPhase = TacticalPhase::Choose;
}

void TacticalBattle::endTurn()
{
    if (mPhase == TacticalPhase::Over || mPhase == TacticalPhase::MarchRolls || mPhase == TacticalPhase::Arrival
        || mPhase == TacticalPhase::Shift)
        return;
    journal(TacticalStep::EndTurn);
    if (mLogging) {
        record(QStringLiteral("end_turn"), {{QStringLiteral("side"), mSide}});
        say(TacticalBattleText::kept("%1 ends its turn.").arg(sideName(mSide)));
    }
    for (TacticalUnit &u : mUnits) {
        if (u.side == mSide && u.shakenUntil == mTurn) {
            u.shakenUntil = -1; // RULES C10: at the end of its side's next turn
            if (mLogging)
                record(QStringLiteral("steady"), {{QStringLiteral("unit"), u.id}});
            if (mLogging && u.alive())
                say(TacticalBattleText::kept("%1 is no longer shaken (RULES C10).").arg(unitText(u)));
        }
        u.activated = false;
    }
    mArtilleryReturned.clear();
    mActing = 0;
    const bool gameTurnOver = mSide != (mSetup.firstSide == 1 ? 1 : 0);
    ++mTurn;
    mSide = 1 - mSide;
    mPhase = TacticalPhase::Activation;
    if (gameTurnOver)
        afterGameTurn(); // RULES M3: both sides have played
}

void TacticalBattle::withdraw(int side)
{
    if (mPhase == TacticalPhase::Over)
        return;
    journal(TacticalStep::Withdraw, side);
    if (mLogging)
        say(TacticalBattleText::kept("%1 withdraws from the field.").arg(sideName(side)));
    mWinner = 1 - side;
    mPhase = TacticalPhase::Over;
    endMarches();
}

void TacticalBattle::checkVictory()
{
    for (int s = 0; s < 2 && mWinner < 0; ++s) {
        const bool enemyLeft = std::any_of(mUnits.cbegin(), mUnits.cend(),
                                           [s](const TacticalUnit &u) { return u.alive() && u.side != s; });
        if (mEliminated[s] >= unitsToWin(s) || !enemyLeft)
            mWinner = s;
    }
    if (mWinner >= 0) {
        mPhase = TacticalPhase::Over;
        mActing = 0;
        endMarches();
        if (mLogging)
            say(TacticalBattleText::kept("%1 wins the battle.").arg(sideName(mWinner)));
    }
}

} // namespace castellan
