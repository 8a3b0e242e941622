#pragma once

#include "model/ruleoptions.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QSpinBox;

namespace castellan {

/**
 * The rule options (RULES "Option") as a form: each switch with what it changes and the section it comes from,
 * the movement allowances and terrain costs (RULES T1a). A campaign's Rule Options and the Preferences' options
 * for new campaigns both show it.
 */
class RuleOptionsForm : public QWidget
{
    Q_OBJECT

public:
    explicit RuleOptionsForm(const RuleOptions &current, QWidget *parent = nullptr);

    /** `base` with the options as the form shows them. */
    RuleOptions options(RuleOptions base = {}) const;

    QCheckBox *assignInOrderBox() const { return mAssignInOrder; }
    QCheckBox *recoveryFullBox() const { return mRecoveryFull; }
    QCheckBox *tableDiceBox() const { return mTableDice; }
    QSpinBox *forceMovementSpin() const { return mForceMovement; }
    QSpinBox *leaderMovementSpin() const { return mLeaderMovement; }
    QCheckBox *hiddenMovementBox() const { return mHiddenMovement; }
    QSpinBox *sightRadiusSpin() const { return mSightRadius; }
    QSpinBox *terrainCostSpin(Terrain t) const { return mTerrainCost[std::size_t(t)]; }

private:
    QWidget *hiddenMovementGroup(const RuleOptions &current);

    QCheckBox *mAssignInOrder;
    QCheckBox *mRecoveryFull;
    QCheckBox *mTableDice;
    QCheckBox *mHiddenMovement = nullptr;
    QSpinBox *mSightRadius = nullptr;
    QSpinBox *mHistoryDelay = nullptr;
    QSpinBox *mAnswerHours = nullptr;
    QSpinBox *mForceMovement = nullptr;
    QSpinBox *mLeaderMovement = nullptr;
    std::array<QSpinBox *, TerrainCount> mTerrainCost{};
};

} // namespace castellan
