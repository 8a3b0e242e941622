#pragma once

#include "dice/dicesource.h"
#include "tactical/autoplayer.h"
#include "tactical/scenario.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QGraphicsView;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QCPBars;
class QCustomPlot;

namespace castellan {

class Campaign;
class CampaignTactical;
class BattleDiceRow;
class BoardOddsPanel;
class RefusalBanner;
class TacticalBoardScene;

/**
 * A Command-dice battle fought on the board (issue 13, RULES C3-C11): the board, and beside it the turn, the
 * activation dice as their faces with the activations left, the unit picked, the odds of the attack aimed at
 * (a small chart of hits, the chance to eliminate and to dislodge) before it is made, the last attack's dice
 * with what each face did, and the log. A click on a unit of the side to play activates it; on a marked hex
 * moves it there; on a marked enemy aims at it, and a second click (or Attack) fires. Either side, or both,
 * may be played by the computer. A campaign battle lands as one undoable action when it is over (Finish).
 */
class TacticalBattleDialog : public QDialog
{
    Q_OBJECT

public:
    /**
     * The campaign battle at a hex, fought on the board with the campaign's dice; the attacking and the defending
     * force named as the battle in rounds named them (RULES F0), or 0 where the moves tell.
     */
    TacticalBattleDialog(Campaign &campaign, const Hex &hex, qint64 attackerForceId, qint64 defenderForceId,
                         QWidget *parent = nullptr);
    /** A stand-alone scenario by a ruleset, with dice of its own seeded from `seed`. */
    TacticalBattleDialog(const TacticalScenario &scenario, quint64 seed, QWidget *parent = nullptr,
                         const Ruleset &rules = Ruleset::standard());
    /** A campaign battle kept under way, resumed (CampaignTactical::resume). */
    TacticalBattleDialog(Campaign &campaign, std::unique_ptr<CampaignTactical> resumed, QWidget *parent = nullptr);
    ~TacticalBattleDialog() override;

    // A battle under way is kept after every step (battlekeeping.cpp): a campaign's in its file, a stand-alone
    // scenario's in the app's data folder, so that closing the app, or its crash, loses nothing.
    /** Where a stand-alone scenario under way is kept. */
    static QString scenarioUnderwayFile();
    static bool hasScenarioUnderway();
    /** The stand-alone scenario kept under way, resumed; none, and why, when it cannot be. */
    static TacticalBattleDialog *resumeScenario(QWidget *parent, QString *why);

    /** Why the battle cannot be fought (no battle there), empty when it can. */
    QString refusal() const { return mRefusal; }
    const TacticalBattle &battle() const { return *mBattle; }
    TacticalBoardScene *scene() const { return mScene; }
    /** Each side's chance to win from the board as it stands (issue 33), worked out in the background. */
    BoardOddsPanel *battleOdds() const { return mBattleOdds; }
    QGraphicsView *view() const { return mView; }
    /** Acts as a click on a hex of the board. */
    void clickHex(const Hex &hex);
    void setComputerPlays(int side, bool on);
    /** The campaign battle landed (Finish). */
    bool landed() const { return mLanded; }
    QString summary() const { return mSummary; }

public Q_SLOTS:
    /** Steps back over the moves and choices made since the last roll; never past a roll (RULES D1). */
    void undo();
    /** Writes the board as it stands, its units and terrain, as a scenario file to play again. */
    void saveScenario(const QString &file);
    void rollActivation();
    void attackTarget();
    void endActivation();
    void endTurn();
    void finish();
    /** Before the first roll of a campaign battle: the board arranged in the setup dialog (CampaignTactical::arrange).
     */
    void arrangeBoard();
    /** Before the first roll of a campaign battle: commands sent on a flank march (RULES M2). */
    void planFlankMarches();

protected:
    void reject() override;

private:
    // The window, part by part (tacticalbattlelayout.cpp).
    void build();
    /** The turn, the activation dice and the activations left, the unit picked, the odds and the last attack. */
    void buildReadouts();
    /** The chart of the hits the attack aimed at may score. */
    void buildOddsChart();
    /** Roll, Attack, End Activation, End Turn, Undo, Save, Arrange, Flank Marches and Finish. */
    void buildActionButtons();
    /** The panel beside the board: the readouts, Roll and Attack, who the computer plays, and the log. */
    QWidget *buildSidePanel();
    /** The buttons under the board. */
    QHBoxLayout *buildButtonRow();
    void refresh();
    /** Keeps the battle as it stands before a move or a choice, for undo; a roll clears what was kept. */
    void keep();
    void rolled() { mKept.clear(); }
    void playComputer();
    bool computerPlays(int side) const;
    void showOdds();
    void showLastAttack();
    QString unitText(const TacticalUnit &u) const;
    /** Keeps the battle as it stands when it has changed since it was last kept. */
    void keepUnderway();
    void dropUnderway();
    /** Asks what becomes of a battle left before it is over: kept for later, finished by the computer, or not left. */
    bool leave();
    // The owners' answers in the middle of a roll (battleanswers.cpp).
    /** RULES C9: asks the cavalry's owner whether it falls back, and along which path; none when it stands. */
    std::optional<QList<Hex>> askFallback(const TacticalUnit &cavalry);
    /** RULES H2, C11: asks the side's player whether a leader re-rolls a die; the computer's rule for its sides. */
    std::optional<TacticalReroll> answerReroll(const TacticalBattle &battle, const RerollOffer &offer);
    /** Sets who answers each side's rerolls; before every roll, since undo and flank marches rebuild the battle. */
    void installRerollChoosers();
    // RULES M3-M5 (battleflank.cpp)
    bool inFlankPhase() const;
    /** The side whose choice it is now: the one placing or shifting, else the side to play. */
    int deciding() const;
    /** Rolls the marches' dice and plays the computer's placements and shifts, until a person must choose. */
    void advanceFlank();
    /** A click on the board while units arrive or shift; false when no march is under way there. */
    bool clickFlank(const Hex &hex);
    QString flankHint() const;

    Campaign *mCampaign = nullptr;
    std::unique_ptr<CampaignTactical> mTactical;
    std::unique_ptr<TacticalBattle> mOwnBattle;
    std::unique_ptr<SeededDice> mOwnDice;
    std::unique_ptr<Roller> mOwnRoller;
    TacticalBattle *mBattle = nullptr;
    std::unique_ptr<AutoPlayer> mPlayer;
    QString mRefusal;
    int mAim = 0;
    bool mLanded = false;
    bool mPlaying = false;
    bool mMarchesPlanned[2] = {false, false};
    bool mAskRerolls[2] = {true, true}; ///< the player has not asked to be asked no more
    bool mComputerFinishes = false;     ///< the computer plays both sides to the end (Leave)
    QString mSummary;
    QList<TacticalBattle> mKept;
    QString mScenarioName;
    quint64 mSeed = 0;
    qsizetype mKeptSteps = 0; ///< the journal's length when the battle was last kept under way

    TacticalBoardScene *mScene = nullptr;
    QGraphicsView *mView = nullptr;
    QLabel *mTurn = nullptr;
    QLabel *mVictory = nullptr;
    BoardOddsPanel *mBattleOdds = nullptr;
    QLabel *mDice = nullptr;
    BattleDiceRow *mDiceRow = nullptr;
    QLabel *mLeft = nullptr;
    QLabel *mUnit = nullptr;
    QLabel *mOdds = nullptr;
    QCustomPlot *mChart = nullptr;
    QCPBars *mBars = nullptr;
    QCPBars *mFallbackBars = nullptr; ///< RULES C9: the hits if the cavalry aimed at falls back
    QLabel *mLast = nullptr;
    QListWidget *mLog = nullptr;
    QPushButton *mRoll = nullptr;
    QPushButton *mAttack = nullptr;
    QPushButton *mEndActivation = nullptr;
    QPushButton *mEndTurn = nullptr;
    QPushButton *mFinish = nullptr;
    QPushButton *mUndo = nullptr;
    QPushButton *mSave = nullptr;
    QPushButton *mArrange = nullptr;
    QPushButton *mFlank = nullptr;
    QCheckBox *mComputer[2] = {nullptr, nullptr};
    RefusalBanner *mRefusalBanner = nullptr;

    Roller roller();
};

} // namespace castellan
