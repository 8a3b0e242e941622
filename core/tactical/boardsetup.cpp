#include "boardsetup.h"

#include "i18n/rollkinds.h"
#include "map/hexgrid.h"
#include "model/limits.h"
#include "model/names.h"

#include <QCoreApplication>

#include <algorithm>

namespace castellan {

namespace {

struct BoardSetupText
{
    Q_DECLARE_TR_FUNCTIONS(BoardSetup)
};

} // namespace

int ownRows(const TacticalBoard &board)
{
    return std::max(1, (board.rows - 1) / 2);
}

bool isOwnRow(const TacticalBoard &board, int side, const Hex &h)
{
    return board.contains(h) && board.rowsFromHome(side, h) < ownRows(board);
}

BoardSetup::BoardSetup(const Ruleset &rules, TacticalScenario scenario)
    : mRules(rules)
    , mScenario(std::move(scenario))
{ }

BoardSetup BoardSetup::blank(const Ruleset &rules, const QString &name, const QString &top, const QString &bottom)
{
    TacticalScenario s;
    s.name = name;
    s.setup.sideNames[0] = top;
    s.setup.sideNames[1] = bottom;
    return BoardSetup(rules, s);
}

TacticalScenario BoardSetup::scenario() const
{
    TacticalScenario s = mScenario;
    for (qsizetype i = 0; i < s.setup.units.size(); ++i)
        s.setup.units[i].id = int(i) + 1;
    int next = int(s.setup.units.size()) + 1; // RULES M2: the marches' units after the board's, as a file reads them
    for (TacticalMarch &m : s.setup.marches) {
        for (TacticalUnit &u : m.units)
            u.id = next++;
    }
    s.setup.flank = mRules.flank;
    s.rulesetName = mRules.name;
    s.rulesetHash = mRules.hash;
    s.setup.title = RollText(RollKind::ScenarioBattle, {s.name});
    return s;
}

const TacticalUnit *BoardSetup::unitAt(const Hex &h) const
{
    for (const TacticalUnit &u : mScenario.setup.units) {
        if (u.hex == h)
            return &u;
    }
    return nullptr;
}

TacticalUnit *BoardSetup::unit(int id)
{
    for (TacticalUnit &u : mScenario.setup.units) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

int BoardSetup::unitCount(int side) const
{
    return int(std::count_if(mScenario.setup.units.cbegin(), mScenario.setup.units.cend(),
                             [side](const TacticalUnit &u) { return u.side == side; }));
}

QString BoardSetup::rename(const QString &name)
{
    const QString n = name.trimmed();
    if (nameProblem(n) != NameProblem::None)
        return BoardSetupText::tr("A scenario's name has 1 to %1 characters.").arg(MaxNameLength);
    mScenario.name = n;
    return {};
}

QString BoardSetup::renameSide(int side, const QString &name)
{
    const QString n = name.trimmed();
    if (side < 0 || side > 1)
        return BoardSetupText::tr("A battle on the board has sides 0 and 1.");
    if (nameProblem(n) != NameProblem::None)
        return BoardSetupText::tr("A side's name has 1 to %1 characters.").arg(MaxNameLength);
    if (n.compare(mScenario.setup.sideNames[1 - side], Qt::CaseInsensitive) == 0)
        return BoardSetupText::tr("The two sides need names of their own.");
    mScenario.setup.sideNames[side] = n;
    return {};
}

QString BoardSetup::resize(int columns, int rows)
{
    if (columns < MinBoardColumns || columns > MaxBoardColumns || rows < MinBoardRows || rows > MaxBoardRows)
        return BoardSetupText::tr("A battle board is %1 to %2 columns by %3 to %4 rows.")
            .arg(MinBoardColumns)
            .arg(MaxBoardColumns)
            .arg(MinBoardRows)
            .arg(MaxBoardRows);
    TacticalBoard board;
    board.columns = columns;
    board.rows = rows;
    for (const TacticalUnit &u : mScenario.setup.units) {
        // A unit keeps its place counted from its own edge, so the bottom side's units move with the bottom edge.
        const int fromHome = mScenario.setup.board.rowsFromHome(u.side, u.hex);
        const Hex there{u.hex.col, u.side == 0 ? fromHome : rows - 1 - fromHome};
        if (!isOwnRow(board, u.side, there))
            return BoardSetupText::tr("%1's unit at %2 would stand off its own rows; move it first.")
                .arg(mScenario.setup.sideNames[u.side], hexLabel(u.hex));
    }
    for (TacticalUnit &u : mScenario.setup.units) {
        const int fromHome = mScenario.setup.board.rowsFromHome(u.side, u.hex);
        u.hex.row = u.side == 0 ? fromHome : rows - 1 - fromHome;
    }
    for (int r = 0; r < std::min(rows, mScenario.setup.board.rows); ++r) {
        for (int c = 0; c < std::min(columns, mScenario.setup.board.columns); ++c) {
            if (const int t = mScenario.setup.board.terrainAt({c, r}))
                board.setTerrain({c, r}, t);
        }
    }
    mScenario.setup.board = board;
    return {};
}

QString BoardSetup::paint(const Hex &h, int terrain)
{
    if (!mScenario.setup.board.contains(h))
        return BoardSetupText::tr("%1 is not on the board.").arg(hexLabel(h));
    if (terrain < 0 || terrain >= mRules.terrain.size())
        return BoardSetupText::tr("The ruleset %1 has no such terrain.").arg(mRules.name);
    mScenario.setup.board.setTerrain(h, terrain);
    return {};
}

QString BoardSetup::whyCannotPlace(int side, const Hex &h, int movingId) const
{
    const TacticalBoard &board = mScenario.setup.board;
    if (!board.contains(h))
        return BoardSetupText::tr("%1 is not on the %2 x %3 board.")
            .arg(hexLabel(h))
            .arg(board.columns)
            .arg(board.rows);
    if (!isOwnRow(board, side, h))
        return BoardSetupText::tr("%1 sets up on its own rows, the %2 nearest its edge.")
            .arg(mScenario.setup.sideNames[side], QString::number(ownRows(board)));
    if (const TacticalUnit *there = unitAt(h); there && there->id != movingId)
        return BoardSetupText::tr("%1 holds a unit already.").arg(hexLabel(h));
    return {};
}

QString BoardSetup::addUnit(int side, int type, const Hex &h, int *id)
{
    if (side < 0 || side > 1)
        return BoardSetupText::tr("A battle on the board has sides 0 and 1.");
    if (type < 0 || type >= mRules.units.size())
        return BoardSetupText::tr("The ruleset %1 has no such unit type.").arg(mRules.name);
    if (const QString why = whyCannotPlace(side, h); !why.isEmpty())
        return why;
    TacticalUnit u;
    for (const TacticalUnit &other : mScenario.setup.units)
        u.id = std::max(u.id, other.id);
    ++u.id;
    u.side = side;
    u.type = type;
    u.figures = mRules.units[type].figures;
    u.hex = h;
    mScenario.setup.units << u;
    if (id)
        *id = u.id;
    return {};
}

QString BoardSetup::moveUnit(int unitId, const Hex &to)
{
    TacticalUnit *u = unit(unitId);
    if (!u)
        return BoardSetupText::tr("There is no such unit on the board.");
    if (const QString why = whyCannotPlace(u->side, to, unitId); !why.isEmpty())
        return why;
    u->hex = to;
    return {};
}

QString BoardSetup::removeUnit(int unitId)
{
    const auto n = mScenario.setup.units.removeIf([unitId](const TacticalUnit &u) { return u.id == unitId; });
    return n ? QString() : BoardSetupText::tr("There is no such unit on the board.");
}

QString BoardSetup::setLeader(int unitId, const std::optional<BoardLeader> &leader)
{
    TacticalUnit *u = unit(unitId);
    if (!u)
        return BoardSetupText::tr("There is no such unit on the board.");
    if (leader) {
        const QString name = leader->name.trimmed();
        if (nameProblem(name) != NameProblem::None)
            return BoardSetupText::tr("A leader's name has 1 to %1 characters.").arg(MaxNameLength);
        if (leader->heroics < 0 || leader->heroics > 6)
            return BoardSetupText::tr("A leader's Heroics is from 0 to 6 (RULES H3).");
        if (leader->rerolls < 0 || leader->rerolls > MaxRerolls)
            return BoardSetupText::tr("A leader holds 0 to %1 rerolls (RULES H2).").arg(MaxRerolls);
        for (const TacticalUnit &other : mScenario.setup.units) {
            if (other.id != unitId && other.leader && other.leader->name.compare(name, Qt::CaseInsensitive) == 0
                && (leader->leaderId == 0 || other.leader->leaderId == leader->leaderId))
                return BoardSetupText::tr("%1 leads the unit at %2 already.").arg(name, hexLabel(other.hex));
        }
        BoardLeader kept = *leader;
        kept.name = name;
        u->leader = kept;
    } else {
        u->leader.reset();
    }
    return {};
}

QString BoardSetup::setUnitsToWin(int side, int units)
{
    if (side < 0 || side > 1)
        return BoardSetupText::tr("A battle on the board has sides 0 and 1.");
    if (units < 0 || units > 1000)
        return BoardSetupText::tr("Units to win is from 0 (half the enemy's, rounded up) to 1000.");
    mScenario.setup.unitsToWin[side] = units;
    return {};
}

QString BoardSetup::setFirstSide(int side)
{
    if (side < 0 || side > 1)
        return BoardSetupText::tr("A battle on the board has sides 0 and 1.");
    mScenario.setup.firstSide = side;
    return {};
}

QString BoardSetup::addMarch(int side, FlankEdge edge, GeneralLevel level, const BoardLeader &general,
                             const QList<int> &types)
{
    if (side < 0 || side > 1)
        return BoardSetupText::tr("A battle on the board has sides 0 and 1.");
    if (level == GeneralLevel::Incompetent)
        return BoardSetupText::tr("An incompetent general may not lead a flank march (RULES M2).");
    if (nameProblem(general.name.trimmed()) != NameProblem::None)
        return BoardSetupText::tr("A flank march's general needs a name of 1 to %1 characters.").arg(MaxNameLength);
    if (types.isEmpty())
        return BoardSetupText::tr("A flank march needs at least one unit.");
    int sent = int(types.size());
    for (const TacticalMarch &m : std::as_const(mScenario.setup.marches))
        sent += m.side == side ? int(m.units.size()) : 0;
    if (sent > maxFlankUnits(unitCount(side) + sent))
        return BoardSetupText::tr("At most half of %1's units may march on the flanks (RULES M2): %2 of %3 would.")
            .arg(mScenario.setup.sideNames[side], QString::number(sent), QString::number(unitCount(side) + sent));
    TacticalMarch march;
    march.side = side;
    march.edge = edge;
    march.level = level;
    march.general = general;
    march.general.leaderId = 0; // a scenario's general is no campaign leader
    march.general.name = general.name.trimmed();
    for (int type : types) {
        if (type < 0 || type >= mRules.units.size())
            return BoardSetupText::tr("That is no unit type of the ruleset %1.").arg(mRules.name);
        TacticalUnit u;
        u.side = side;
        u.type = type;
        u.figures = mRules.units[type].figures;
        u.hex = {-1, -1};
        march.units << u;
    }
    mScenario.setup.marches << march;
    return {};
}

QString BoardSetup::clearMarches(int side)
{
    if (side < 0 || side > 1)
        return BoardSetupText::tr("A battle on the board has sides 0 and 1.");
    mScenario.setup.marches.removeIf([side](const TacticalMarch &m) { return m.side == side; });
    return {};
}

QString BoardSetup::whyCannotPlay() const
{
    for (int s = 0; s < 2; ++s) {
        if (unitCount(s) == 0)
            return BoardSetupText::tr("%1 has no unit on the board yet.").arg(mScenario.setup.sideNames[s]);
        if (mScenario.setup.unitsToWin[s] > unitCount(1 - s))
            return BoardSetupText::tr("%1 would need %2 enemy units to win; the enemy has %3.")
                .arg(mScenario.setup.sideNames[s], QString::number(mScenario.setup.unitsToWin[s]),
                     QString::number(unitCount(1 - s)));
    }
    return {};
}

} // namespace castellan
