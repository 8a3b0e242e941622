#pragma once

#include "dice/dicesource.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace castellan {

class DiceRow;

/**
 * RULES D4, table dice: the faces of the dice the players rolled at the table, typed in with the keys 1-6
 * (Backspace takes the last one back), the number and kind of dice shown. "Let Castellan Roll" leaves the
 * roll to the campaign's generator.
 */
class DieEntryDialog : public QDialog
{
    Q_OBJECT

public:
    DieEntryDialog(int count, int sides, const QString &context, QWidget *parent = nullptr);

    QList<int> faces() const { return mFaces; }
    /** Adds one face; false when it does not fit the die or every die has its face. */
    bool enterFace(int face);
    void takeBack();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void refresh();

    int mCount;
    int mSides;
    QList<int> mFaces;
    DiceRow *mDice = nullptr;
    QLabel *mProgress = nullptr;
    QPushButton *mUse = nullptr;
};

/** The question PromptedDice asks, as a DieEntryDialog over the active window; none: the generator rolls. */
PromptedDice::Ask askTheTable();

} // namespace castellan
