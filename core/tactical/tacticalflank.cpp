// RULES M3-M5 on the battle board: the marches' arrival rolls at the end of every game turn (both sides have
// played), their units placed by their owners near the side edge, the opponent's shift, and M5's order when both
// sides come in by one edge in one turn. Part of TacticalBattle.
#include "tacticalbattle.h"

#include "i18n/rollkinds.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct TacticalFlankText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalBattle)
    CASTELLAN_KEPT_TEXTS(TacticalBattle)
};

/** RULES M4: within 3 hexes of a side edge (12U at 4U a hex) and more than 2 from an enemy (5U). */
constexpr int EdgeDepth = 3;
constexpr int EnemyGap = 2;
/** RULES M4: the opponent's units within 4 hexes (15U) of an arriving unit may shift. */
constexpr int ShiftReach = 4;

/** RULES M2, M5: whether a march comes in by the board's first column (compares edges across sides). */
bool firstColumn(const TacticalMarch &m)
{
    return m.edge == edgeAtFirstColumn(m.side);
}

} // namespace

int TacticalBattle::marchIndexOf(int unitId) const
{
    for (int i = 0; i < mMarches.size(); ++i) {
        for (const TacticalUnit &u : mMarches[i].march.units) {
            if (u.id == unitId)
                return i;
        }
    }
    return -1;
}

void TacticalBattle::afterGameTurn()
{
    const bool marching =
        std::any_of(mMarches.cbegin(), mMarches.cend(), [](const MarchOnBoard &m) { return m.progress.isMarching(); });
    mPhase = marching ? TacticalPhase::MarchRolls : TacticalPhase::Activation;
}

void TacticalBattle::rollMarches(const Roller &roller)
{
    if (mPhase != TacticalPhase::MarchRolls)
        return;
    journal(TacticalStep::MarchRoll);
    QList<int> arriving;
    QList<int> totals(mMarches.size(), 0);
    for (int i = 0; i < mMarches.size(); ++i) {
        MarchOnBoard &m = mMarches[i];
        if (!m.progress.isMarching())
            continue;
        const RollText context =
            rollContext(roller, RollText(RollKind::BoardFlankArrival, {sideName(m.march.side), m.march.general.name}));
        const QList<int> faces = roller.roll({2, 6, context, m.march.general.leaderId}).faces;
        if (TacticalStep *step = lastStep())
            step->faces += faces;
        const ArrivalRoll a =
            arrivalRoll(mSetup.flank, m.progress.level, m.progress.modifier, faces.value(0), faces.value(1));
        m.progress.take(a);
        m.rolls.append(a);
        totals[i] = a.total;
        if (mLogging)
            record(QStringLiteral("march_roll"),
                   {{QStringLiteral("side"), m.march.side},
                    {QStringLiteral("general"), m.march.general.name},
                    {QStringLiteral("faces"), QJsonArray{a.faces[0], a.faces[1]}},
                    {QStringLiteral("total"), a.total},
                    {QStringLiteral("arrived"), a.arrives},
                    {QStringLiteral("level"), levelKey(a.levelAfter)}});
        if (mLogging) {
            RollText text =
                TacticalFlankText::kept("%1's flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.")
                    .arg(m.march.general.name, a.faces[0], a.faces[1], signedText(a.bonus), signedText(a.modifier),
                         a.total);
            if (a.levelChanged())
                text = text + RollText::plain(QStringLiteral(" "))
                    + byPronoun(m.march.general.pronoun,
                                TacticalFlankText::kept("A double %1: he is %2 for this battle (RULES M3)."),
                                TacticalFlankText::kept("A double %1: she is %2 for this battle (RULES M3)."),
                                TacticalFlankText::kept("A double %1: they are %2 for this battle (RULES M3)."))
                          .arg(a.faces[0], levelText(a.levelAfter).lower());
            if (a.aborted)
                text = text + RollText::plain(QStringLiteral(" "))
                    + TacticalFlankText::kept("The march is aborted: its units are lost for victory.");
            else if (a.arrives)
                text = text + RollText::plain(QStringLiteral(" "))
                    + TacticalFlankText::kept("It arrives by the %1.").arg(edgeText(m.march.edge));
            say(text, faces);
        }
        if (a.aborted)
            mEliminated[1 - m.march.side] += int(m.march.units.size()); // RULES M3: lost for victory
        if (a.arrives)
            arriving << i;
    }
    // RULES M5: both sides by one edge in one turn: the higher roll places first; a tie goes to the higher
    // leadership bonus, then to a re-roll.
    std::stable_sort(arriving.begin(), arriving.end(),
                     [&](int x, int y) { return mMarches[x].march.side < mMarches[y].march.side; });
    mPlaceOrder = arriving;
    for (int x : arriving) {
        for (int y : arriving) {
            if (mMarches[x].march.side != 0 || mMarches[y].march.side != 1
                || firstColumn(mMarches[x].march) != firstColumn(mMarches[y].march))
                continue;
            int first = totals[x] > totals[y] ? 0 : totals[y] > totals[x] ? 1 : -1;
            if (first < 0) {
                const int bx = mMarches[x].rolls.last().bonus;
                const int by = mMarches[y].rolls.last().bonus;
                first = bx > by ? 0 : by > bx ? 1 : -1;
            }
            while (first < 0) {
                const QList<int> again = rollDice(
                    roller, 2, rollContext(roller, RollText(RollKind::FlankTie, {edgeText(mMarches[x].march.edge)})));
                first = again[0] > again[1] ? 0 : again[1] > again[0] ? 1 : -1;
                if (mLogging)
                    say(TacticalFlankText::kept(
                            "Both marches come in by the %1 at once: the re-roll gives %2 to %3 and %4 to %5.")
                            .arg(edgeText(mMarches[x].march.edge), again[0], sideName(0), again[1], sideName(1)),
                        again);
            }
            if (first == 1)
                mPlaceOrder.move(mPlaceOrder.indexOf(y), mPlaceOrder.indexOf(x));
            if (mLogging)
                say(TacticalFlankText::kept(
                        "Both marches come in by the %1 at once (RULES M5): %2 places first, then they alternate.")
                        .arg(edgeText(mMarches[x].march.edge), sideName(first == 0 ? 0 : 1)));
        }
    }
    checkVictory();
    if (mPhase == TacticalPhase::Over)
        return;
    mArrivedNow.clear();
    mLastPlaced = -1;
    mShiftOrder.clear();
    for (int i : std::as_const(mPlaceOrder)) {
        mMarches[i].arrivedTurn = mTurn;
        mMarches[i].progress.state = MarchState::Arrived;
        if (!mShiftOrder.contains(mMarches[i].march.side))
            mShiftOrder << mMarches[i].march.side;
    }
    mPhase = TacticalPhase::Arrival;
    nextPlacement();
}

QList<int> TacticalBattle::unitsToPlace() const
{
    QList<int> ids;
    for (int i : mPlaceOrder) {
        if (mMarches[i].march.side != mPlacing)
            continue;
        for (const TacticalUnit &u : mMarches[i].march.units) {
            if (!unit(u.id) && !mMarches[i].noRoom.contains(u.id))
                ids << u.id;
        }
    }
    return ids;
}

QList<Hex> TacticalBattle::arrivalHexes(int unitId) const
{
    const int m = marchIndexOf(unitId);
    if (m < 0)
        return {};
    const TacticalMarch &march = mMarches[m].march;
    QList<Hex> hexes;
    for (int row = 0; row < board().rows; ++row) {
        for (int c = 0; c < EdgeDepth && c < board().columns; ++c) {
            const Hex h{firstColumn(march) ? c : board().columns - 1 - c, row};
            if (unitAt(h))
                continue;
            const bool clear = std::none_of(mUnits.cbegin(), mUnits.cend(), [&](const TacticalUnit &u) {
                return u.alive() && u.side != march.side && HexGrid::distance(u.hex, h) <= EnemyGap;
            });
            if (clear)
                hexes << h;
        }
    }
    std::sort(hexes.begin(), hexes.end(),
              [](const Hex &a, const Hex &b) { return a.col != b.col ? a.col < b.col : a.row < b.row; });
    return hexes;
}

void TacticalBattle::strand(int side, const QList<int> &ids)
{
    QList<int> marches; // in the order their units came
    QList<int> counts;
    for (int id : ids) {
        const int m = marchIndexOf(id);
        mMarches[m].noRoom << id;
        if (mLogging)
            record(QStringLiteral("no_room"), {{QStringLiteral("unit"), id}});
        ++mEliminated[1 - side];
        if (!marches.contains(m)) {
            marches << m;
            counts << 0;
        }
        ++counts[marches.indexOf(m)];
    }
    if (!mLogging)
        return;
    for (qsizetype i = 0; i < marches.size(); ++i)
        say(TacticalFlankText::kept("%1 has no room by the %2 for %n unit(s): eliminated for the battle (RULES M4).",
                                    nullptr, counts[i])
                .arg(sideName(side), edgeText(mMarches[marches[i]].march.edge)));
}

QString TacticalBattle::whyCannotPlace(int unitId, const Hex &hex) const
{
    if (mPhase != TacticalPhase::Arrival)
        return TacticalFlankText::tr("Units arriving from a flank march are placed at the start of a turn (RULES M4).");
    if (!unitsToPlace().contains(unitId))
        return TacticalFlankText::tr("That unit is not one %1 places now.")
            .arg(mPlacing >= 0 ? sideName(mPlacing) : QString());
    if (!arrivalHexes(unitId).contains(hex))
        return TacticalFlankText::tr(
            "An arriving unit is placed on an empty hex within 3 of its side edge and more than 2 from "
            "any enemy unit (RULES M4).");
    return {};
}

void TacticalBattle::placeArrival(int unitId, const Hex &hex)
{
    if (!whyCannotPlace(unitId, hex).isEmpty())
        return;
    journal(TacticalStep::Place, unitId, hex);
    const int m = marchIndexOf(unitId);
    for (const TacticalUnit &u : mMarches[m].march.units) {
        if (u.id == unitId) {
            mUnits.append(u);
            break;
        }
    }
    place(mUnits.last(), hex);
    if (mLogging)
        record(QStringLiteral("place"), {{QStringLiteral("unit"), unitId}, {QStringLiteral("hex"), hexLabel(hex)}});
    mArrivedNow << unitId;
    mLastPlaced = mPlacing;
    if (mLogging)
        say(TacticalFlankText::kept("%1 places %2 at %3.")
                .arg(sideName(mPlacing), unitText(mUnits.last()), hexLabel(hex)));
    nextPlacement();
}

void TacticalBattle::nextPlacement()
{
    // RULES M5: the sides alternate while both have units to place; otherwise one places all of his.
    auto pending = [&](int side) {
        const int before = mPlacing;
        mPlacing = side;
        const QList<int> ids = unitsToPlace();
        mPlacing = before;
        return ids;
    };
    QList<int> sides;
    for (int i : std::as_const(mPlaceOrder)) {
        if (!sides.contains(mMarches[i].march.side))
            sides << mMarches[i].march.side;
    }
    while (true) {
        QList<int> candidates;
        for (int s : sides) {
            if (!pending(s).isEmpty())
                candidates << s;
        }
        if (candidates.isEmpty())
            break;
        int side = candidates.first();
        if (candidates.size() == 2 && mLastPlaced == candidates.first())
            side = candidates.last();
        mPlacing = side;
        // RULES M4: each march's room is its own edge's: the units of a march with no room left there are
        // eliminated for the battle, and the side places the others.
        const QList<int> ids = unitsToPlace();
        QList<int> stranded;
        for (int id : ids) {
            if (arrivalHexes(id).isEmpty())
                stranded << id;
        }
        strand(side, stranded);
        if (stranded.size() < ids.size())
            return;
        mLastPlaced = side;
    }
    mPlacing = -1;
    checkVictory();
    if (mPhase == TacticalPhase::Over)
        return;
    mPhase = TacticalPhase::Shift;
    mShifting = -1;
    nextShift();
}

void TacticalBattle::nextShift()
{
    while (!mShiftOrder.isEmpty()) {
        const int arriving = mShiftOrder.takeFirst();
        mShifting = 1 - arriving;
        mShiftable.clear();
        for (const TacticalUnit &u : mUnits) {
            if (!u.alive() || u.side != mShifting)
                continue;
            const bool near = std::any_of(mArrivedNow.cbegin(), mArrivedNow.cend(), [&](int id) {
                const TacticalUnit *a = unit(id);
                return a && a->side == arriving && a->alive() && HexGrid::distance(a->hex, u.hex) <= ShiftReach;
            });
            if (near)
                mShiftable << u.id;
        }
        if (!mShiftable.isEmpty())
            return;
    }
    mShifting = -1;
    mShiftable.clear();
    mPhase = TacticalPhase::Activation;
}

QList<int> TacticalBattle::shiftableUnits() const
{
    return mPhase == TacticalPhase::Shift ? mShiftable : QList<int>{};
}

QList<Hex> TacticalBattle::shiftHexes(int unitId) const
{
    const TacticalUnit *u = unit(unitId);
    if (!u || !shiftableUnits().contains(unitId))
        return {};
    QList<Hex> hexes;
    for (const Hex &h : HexGrid::neighbours(u->hex)) {
        if (!board().contains(h) || unitAt(h))
            continue;
        const bool clear = std::none_of(mUnits.cbegin(), mUnits.cend(), [&](const TacticalUnit &e) {
            return e.alive() && e.side != u->side && HexGrid::distance(e.hex, h) <= EnemyGap;
        });
        if (clear)
            hexes << h;
    }
    return hexes;
}

QString TacticalBattle::whyCannotShift(int unitId, const Hex &hex) const
{
    if (mPhase != TacticalPhase::Shift)
        return TacticalFlankText::tr("Units shift only after a flank march has come in (RULES M4).");
    if (!shiftableUnits().contains(unitId))
        return TacticalFlankText::tr(
                   "Only %1's units within 4 hexes of an arriving unit may shift, once each (RULES M4).")
            .arg(mShifting >= 0 ? sideName(mShifting) : QString());
    if (!shiftHexes(unitId).contains(hex))
        return TacticalFlankText::tr(
            "A unit shifts one hex to an empty one, never ending within 2 hexes of an enemy (RULES M4).");
    return {};
}

void TacticalBattle::shift(int unitId, const Hex &hex)
{
    if (!whyCannotShift(unitId, hex).isEmpty())
        return;
    journal(TacticalStep::Shift, unitId, hex);
    TacticalUnit &u = *mutableUnit(unitId);
    const Hex from = u.hex;
    place(u, hex);
    if (mLogging)
        record(QStringLiteral("shift"), {{QStringLiteral("unit"), unitId}, {QStringLiteral("hex"), hexLabel(hex)}});
    mShiftable.removeAll(unitId);
    if (mLogging)
        say(TacticalFlankText::kept("%1 shifts %2 from %3 to %4 (RULES M4).")
                .arg(sideName(u.side), unitText(u), hexLabel(from), hexLabel(hex)));
    if (mShiftable.isEmpty())
        nextShift();
}

void TacticalBattle::endShift()
{
    if (mPhase != TacticalPhase::Shift)
        return;
    journal(TacticalStep::EndShift);
    nextShift();
}

void TacticalBattle::endMarches()
{
    for (MarchOnBoard &m : mMarches) {
        if (m.progress.isMarching() || m.progress.state == MarchState::Arriving) {
            m.progress.state = MarchState::Ended;
            if (mLogging)
                say(TacticalFlankText::kept(
                        "The battle is over before %1's flank march arrives: its units go back to the campaign.")
                        .arg(m.march.general.name));
        }
    }
}

QList<TacticalUnit> TacticalBattle::returningUnits() const
{
    QList<TacticalUnit> back;
    for (const MarchOnBoard &m : mMarches) {
        for (const TacticalUnit &u : m.march.units) {
            if (!unit(u.id))
                back << u; // never placed: aborted, ended, or no room
        }
    }
    return back;
}

} // namespace castellan
