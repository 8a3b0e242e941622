#pragma once

#include "battle/battle.h"

#include <QFrame>

class QGridLayout;
class QLabel;

namespace castellan {

class Campaign;
struct Force;
class UnitMarkers;

/**
 * One side of a battle as the battle dialog shows it: the force and its side's colour, its units as counters
 * in their state (RULES F), the dice it fires each round (F2, R1), and its leaders with the ratings a battle
 * uses (Battle, Rally, Maneuver, effective Heroics), vitality and rerolls (L3, L4, H2), the commander marked.
 */
class BattleSidePanel : public QFrame
{
    Q_OBJECT

public:
    BattleSidePanel(Role role, QWidget *parent = nullptr);

    /** Shows the side as the battle has it now; `bonus` is its Battle bonus against the other side (R1). */
    void setSide(const Campaign &campaign, const Force &force, const BattleSide &side, int bonus, int brokenDice = 0);

    Role role() const { return mRole; }
    UnitMarkers *markers() const { return mMarkers; }
    QLabel *countsLabel() const { return mCounts; }
    QLabel *fireLabel() const { return mFire; }
    /** A leader's name line (object name "leader_<id>"), or nullptr. */
    QLabel *leaderLabel(qint64 leaderId) const;
    /** A leader's ratings line (object name "ratings_<id>"), or nullptr. */
    QLabel *ratingsLabel(qint64 leaderId) const;

private:
    void rebuildLeaders(const BattleSide &side);

    Role mRole;
    QFrame *mSwatch;
    QLabel *mRoleLabel;
    QLabel *mForce;
    QLabel *mWhere;
    UnitMarkers *mMarkers;
    QLabel *mCounts;
    QLabel *mFire;
    QWidget *mLeaders;
    QGridLayout *mLeaderGrid;
};

} // namespace castellan
