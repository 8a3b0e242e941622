#pragma once

#include "odds/battleodds.h"

#include <QGroupBox>

class QCheckBox;
class QFrame;
class QLabel;
class QSpinBox;

namespace castellan {

/**
 * One side of the odds calculator: its units in good order and broken, its commander's Battle and Rally
 * ratings, or "leaderless" (RULES R1, F5), and the bonus dice it rolls against the other side. It only
 * edits a SideSpec; the window computes the odds.
 */
class OddsSidePanel : public QGroupBox
{
    Q_OBJECT

public:
    OddsSidePanel(const QString &title, const QColor &colour, QWidget *parent = nullptr);

    SideSpec spec() const;
    /** Shows `spec` without emitting changed(). Ratings outside 1-6 are clamped. */
    void setSpec(const SideSpec &spec);
    /** The bonus dice this side rolls each round against the other side (RULES R1). */
    void setBonusDice(int dice);
    int bonusDice() const { return mBonus; }

    QSpinBox *goodSpin() const { return mGood; }
    QSpinBox *brokenSpin() const { return mBroken; }
    QSpinBox *battleSpin() const { return mBattle; }
    QSpinBox *rallySpin() const { return mRally; }
    QCheckBox *leaderlessCheck() const { return mLeaderless; }
    QLabel *bonusLabel() const { return mBonusLabel; }

Q_SIGNALS:
    /** The user changed something. */
    void changed();

private:
    void updateRatingsEnabled();

    QFrame *mSwatch;
    QSpinBox *mGood;
    QSpinBox *mBroken;
    QSpinBox *mBattle;
    QSpinBox *mRally;
    QLabel *mBattleLabel = nullptr;
    QLabel *mRallyLabel = nullptr;
    QCheckBox *mLeaderless;
    QLabel *mBonusLabel;
    int mBonus = 0;
};

} // namespace castellan
