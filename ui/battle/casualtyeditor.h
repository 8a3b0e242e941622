#pragma once

#include "rules/battlerules.h"
#include "widgets/dicerow.h"

#include <QGroupBox>

class QLabel;
class QPushButton;
class QSpinBox;

namespace castellan {

/**
 * How one side takes the hits it received (RULES F3): the enemy dice, and how many of its broken, flagged and
 * good-order units the 6s eliminate, pre-filled with the default choice (broken first). The 5s then flag
 * good-order units that are left, surplus 5s lost, so that count follows. Each change is checked at once
 * (checkCasualties) and the reason shown when the choice is not allowed.
 */
class CasualtyEditor : public QGroupBox
{
    Q_OBJECT

public:
    explicit CasualtyEditor(QWidget *parent = nullptr);

    /** The receiver's units, the enemy fire (its faces too) and the choice to show; emits nothing. */
    void setSituation(const QString &title, const Units &receiver, const QList<int> &enemyFaces, const Fire &incoming,
                      const Casualties &shown, const Casualties &defaults);
    /** The choice as the spin boxes have it. */
    Casualties casualties() const;
    /** Why the choice is not allowed (RULES F3), or empty. */
    QString problem() const;

    QSpinBox *brokenSpin() const { return mBroken; }
    QSpinBox *flaggedSpin() const { return mFlagged; }
    QSpinBox *goodSpin() const { return mGood; }
    QPushButton *defaultButton() const { return mDefault; }
    QLabel *problemLabel() const { return mProblem; }
    QLabel *resultLabel() const { return mResult; }
    DiceRow *dice() const { return mDice; }

    /** RULES F2: the colours of fire dice, a 6 (eliminates) red, a 5 (flags) blue. */
    static DiceRow::ToneRule fireTones();

Q_SIGNALS:
    /** The user changed the choice. */
    void changed();

private:
    void refresh();

    Units mReceiver;
    Fire mIncoming;
    Casualties mDefaults;
    DiceRow *mDice;
    QLabel *mHits;
    QSpinBox *mBroken;
    QSpinBox *mFlagged;
    QSpinBox *mGood;
    QLabel *mResult;
    QLabel *mProblem;
    QPushButton *mDefault;
    bool mUpdating = false;
};

} // namespace castellan
