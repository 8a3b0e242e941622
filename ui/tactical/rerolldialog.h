#pragma once

#include "tactical/tacticalbattle.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QListWidget;

namespace castellan {

class BattleDiceRow;

/**
 * RULES H2, C11: a roll of a side whose leaders on the board hold rerolls: the side's player may spend one, by
 * the leader he picks, on the die he picks, or keep the dice. Asked again after each reroll, with the new faces.
 */
class RerollDialog : public QDialog
{
    Q_OBJECT

public:
    RerollDialog(const TacticalBattle &battle, const RerollOffer &offer, QWidget *parent = nullptr);

    /** The reroll asked for (Re-roll), or none (Keep the Dice). */
    std::optional<TacticalReroll> chosen() const { return mChosen; }
    /** The player wants no more offers for his side in this battle. */
    bool askNoMore() const;

private:
    void reroll();

    RerollOffer mOffer;
    std::optional<TacticalReroll> mChosen;
    BattleDiceRow *mDiceRow;
    QListWidget *mDice;
    QComboBox *mLeader;
    QCheckBox *mNoMore;
};

} // namespace castellan
