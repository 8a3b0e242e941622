#pragma once

#include "commands/sieges/siegeactions.h"
#include "commands/sieges/sortie.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QPushButton;

namespace castellan {

class LeaderPicker;

class BattleDialog;
class SiegePanel;

/**
 * A siege's turn (RULES T1 (1)): first the garrison may sortie (S4); then the break-in roll (S2): the die,
 * rerolls while the Siege bonus lasts, each replacing the last, with the default choice (reroll anything but
 * a 6) as the default button; a 1 costs a unit of the force the user picks (pickets first); a 6 opens the
 * break-in battle (S3). Each step lands as its own undoable action.
 */
class BreakInDialog : public QDialog
{
    Q_OBJECT

public:
    BreakInDialog(Campaign &campaign, qint64 siegeId, QWidget *parent = nullptr);
    ~BreakInDialog() override;

    /** The faces rolled so far this turn, oldest first. */
    QList<int> faces() const;
    /** The roll has landed. */
    bool isDone() const { return mDone; }
    QPushButton *rollButton() const { return mRollButton; }
    QPushButton *rerollButton() const { return mRerollButton; }
    QPushButton *heroicRerollButton() const { return mHeroicButton; }
    QPushButton *keepButton() const { return mKeepButton; }
    QPushButton *battleButton() const { return mBattleButton; }
    QPushButton *sortieButton() const { return mSortieButton; }
    QComboBox *lossCombo() const { return mLoss; }
    QString resultText() const;

    /** The battle dialog of the sortie or the break-in, while it is open. */
    BattleDialog *battleDialog() const { return mBattle; }

public Q_SLOTS:
    void reject() override;

private:
    void roll();
    void reroll();
    void keep();
    void sortie();
    void fightBreakIn();
    void refresh();
    /** RULES S3: core says this siege's break-in battle waits to be fought. */
    bool breakInOwed() const;
    /** Keeps the roll when the besieger has no choice left about it, else shows the choices. */
    void keepWhenNoChoice();
    /** Where the siege stands once this turn's roll and battle are behind it. */
    QString settledText(const Siege &s) const;
    /** The leaders inside and the besieging forces a sortie may take on, as core lists them now. */
    void fillSortieChoices();
    /** The besieger's choice for the die rolled (RULES S2; his standing order on a players' campaign, T4). */
    bool besiegerWantsReroll() const;
    QString besiegerChoiceText() const;
    SortieOrder sortieOrder() const;

    Campaign &mCampaign;
    qint64 mSiegeId;
    SiegeRerolls mBesiegerChoice = SiegeRerolls::AllButSix;
    std::unique_ptr<BreakInRoll> mRoll;
    bool mDone = false;
    BattleDialog *mBattle = nullptr;
    SiegePanel *mPanel = nullptr;
    QHBoxLayout *mDiceRow = nullptr;
    QLabel *mResult = nullptr;
    QLabel *mLossLabel = nullptr;
    QComboBox *mLoss = nullptr;
    LeaderPicker *mSortieLeaders = nullptr;
    QLabel *mSortieUnits = nullptr;
    QComboBox *mSortieTarget = nullptr;
    QComboBox *mSortieAfter = nullptr;
    QPushButton *mSortieButton = nullptr;
    QGroupBox *mSortieBox = nullptr;
    QPushButton *mRollButton = nullptr;
    QPushButton *mRerollButton = nullptr;
    QPushButton *mHeroicButton = nullptr;
    QPushButton *mKeepButton = nullptr;
    QPushButton *mBattleButton = nullptr;
    QPushButton *mClose = nullptr;
    bool mPanelStretched = true; ///< the siege panel takes the spare height while the siege goes on
};

} // namespace castellan
