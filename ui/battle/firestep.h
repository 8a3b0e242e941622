#pragma once

#include "battlestep.h"

#include <QSet>

class QComboBox;

namespace castellan {

class DiceRow;

/** A round's fire: both sides' dice, each clickable for a reroll while the side holds some (RULES F2, H2). */
class FireStep : public BattleStep
{
    Q_OBJECT

public:
    explicit FireStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;
    DiceRow *dice(Role role) const { return mDice[at(role)]; }
    /** A die was re-rolled: it stays marked for the rest of the round. */
    void markRerolled(Role role, int die);
    /** RULES H2: the leader whose reroll a click spends, as the user picked (0 when the side holds none). */
    qint64 spender(Role role) const;
    QComboBox *spenderBox(Role role) const { return mSpenders[at(role)]; }

Q_SIGNALS:
    void rerollRequested(Role role, int die);

private:
    std::array<QLabel *, 2> mLabels{};
    std::array<DiceRow *, 2> mDice{};
    std::array<QComboBox *, 2> mSpenders{};
    std::array<QSet<int>, 2> mRerolled;
    int mRound = -1;
    QLabel *mHint = nullptr;
};

} // namespace castellan
