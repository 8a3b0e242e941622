#pragma once

#include "map/hexgeometry.h"
#include "tactical/tacticalbattle.h"

#include <QColor>
#include <QGraphicsScene>

namespace castellan {

/**
 * The battle board of a Command-dice battle as a scene: each hex in its terrain's colour, the units as counters in
 * their side's colour with their type's mark, a pip for each figure left, the leader's initial and a shaken band;
 * and what the user may do now: the acting unit, the hexes it may move to with their cost, the targets in range.
 * It draws the battle as it stands whenever refresh() is called; it changes nothing.
 */
class TacticalBoardScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit TacticalBoardScene(const TacticalBattle &battle, QObject *parent = nullptr);

    void setSideColors(const QColor &top, const QColor &bottom);
    /** The unit the user has picked (its moves and targets shown), 0 for none. */
    void setSelected(int unitId) { mSelected = unitId; }
    int selected() const { return mSelected; }
    /** While a board is set up: each side's own rows (boardsetup.h) tinted in its colour; 0 for none. */
    void setOwnRows(int rows) { mOwnRows = rows; }
    /** The target whose odds are shown, 0 for none. */
    void setTarget(int unitId) { mTarget = unitId; }
    /** RULES C9: the hexes a cavalry unit may fall back to, and the path its owner has picked; none to clear. */
    void setFallback(const QList<Hex> &reach, const QList<Hex> &path)
    {
        mFallbackReach = reach;
        mFallbackPath = path;
    }
    /** Redraws everything from the battle. */
    void refresh();

    const HexGeometry &geometry() const { return mGeometry; }
    QPointF centreOf(const Hex &h) const { return mGeometry.centreOf(h); }
    Hex hexAt(const QPointF &p) const { return mGeometry.hexAt(p); }
    /** The hexes marked as moves now, and the targets marked: what a click on them does. */
    QList<Hex> markedMoves() const { return mMoves; }
    QList<int> markedTargets() const { return mTargets; }
    /** The units ringed in blue: those that may shift (RULES M4) or follow up (C8). */
    QList<int> ringedUnits() const { return mRinged; }

    static QColor terrainColor(const QString &key);

private:
    void drawCounter(const TacticalUnit &u);
    void drawFallback();

    const TacticalBattle &mBattle;
    HexGeometry mGeometry{30.0};
    QColor mSide[2];
    int mSelected = 0;
    int mTarget = 0;
    int mOwnRows = 0;
    QList<Hex> mMoves;
    QList<int> mTargets;
    QList<int> mRinged;
    QList<Hex> mFallbackReach;
    QList<Hex> mFallbackPath;
};

} // namespace castellan
