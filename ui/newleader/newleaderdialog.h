#pragma once

#include "model/roll.h"
#include "rules/traits.h"

#include <QDialog>

#include <array>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace castellan {

class Campaign;
class CreationPool;
class TraitSlot;

/**
 * Creates a leader (RULES L1, L2): a name, a side, one roll of 7d6 logged the moment it is made, and each die
 * given to one of the seven traits by dragging it onto the trait or by keyboard (1-7 picks a die, V H D M B S R
 * assigns it). Nothing is re-rolled. The leader lands as one undoable action through createLeader.
 */
class NewLeaderDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewLeaderDialog(Campaign &campaign, QWidget *parent = nullptr);

    /** The new leader's id once he is created, otherwise 0. */
    qint64 createdLeaderId() const { return mCreatedId; }

public Q_SLOTS:
    void reject() override;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void suggestName();
    void rollDice();
    /** Gives `die` to `trait`; the die leaves its old trait, whose place takes the displaced die (a swap). */
    void assign(int die, Trait trait);
    void unassign(int die);
    void assignAllInOrder();
    void selectDie(int die, bool focus);
    void selectNextFree();
    void startDrag(int die);
    void createLeader();
    void refresh();
    std::optional<Trait> traitOf(int die) const;
    int assignedCount() const;
    bool isReady() const;

    Campaign &mCampaign;
    QLineEdit *mName;
    QPushButton *mSuggest;
    QComboBox *mSide;
    QPushButton *mRollButton;
    QLabel *mRollNote;
    CreationPool *mPool;
    QPushButton *mInOrder;
    QPushButton *mClear;
    std::array<TraitSlot *, TraitCount> mSlots{};
    QLabel *mStatus;
    QLabel *mError;
    QDialogButtonBox *mButtons;
    QPushButton *mCreate;

    std::optional<Roll> mRoll;
    std::array<int, TraitCount> mDieForTrait;
    int mSelected = -1;
    qint64 mCreatedId = 0;
};

} // namespace castellan
