#pragma once

#include "commands/battles/campaignbattle.h"

#include <QDialog>

#include <array>
#include <memory>
#include <optional>

class QFrame;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTextBrowser;

namespace castellan {

class AftermathStep;
class AvoidStep;
class BattleOddsPanel;
class BoardOddsPanel;
class BattleSidePanel;
class BattleStep;
class BattleStepLog;
class CasualtiesStep;
class CasualtyEditor;
class DeedsStep;
class DiceRow;
class FireStep;
class OverStep;
class RallyStep;
class SetupStep;

/**
 * A field battle fought from a force (RULES F): first the setup (the opposing force, who attacks, both sides
 * and the odds before anything is rolled), then the battle step by step, each step with one primary button:
 * avoiding battle (F1), heroic deeds and fire (F7, F2), rerolls (H2), casualties (F3), rally or retreat (F5,
 * F6), the aftermath (F8) and Finish. Both sides' units, leaders and the live exact odds (F9, O1) are always in
 * view, and every step lands in the log. The dialog lays out the steps, switches between them and drives
 * CampaignBattle with what they ask for: the dice are the campaign's, logged as they are rolled (D1), and
 * Finish lands the whole battle as one undoable command. Cancel before the first roll changes nothing; closing
 * after it resolves the battle with the default choices and lands it, once the user agrees.
 */
class BattleDialog : public QDialog
{
    Q_OBJECT

public:
    /** The battle dialog launched from a force: it attacks or is attacked by a force the user picks. */
    BattleDialog(Campaign &campaign, qint64 forceId, QWidget *parent = nullptr);
    ~BattleDialog() override;

    /** Picks the opponent and who attacks (a force that marched into an enemy's hex attacks it, RULES T1). */
    void setOpponent(qint64 opponentForceId, bool weAttack);
    /** A battle set up elsewhere (the S3 break-in of a siege): its sides are fixed. */
    void setPrepared(std::unique_ptr<CampaignBattle> fight);

    /** The battle being set up or fought, or nullptr when there is nothing to fight. */
    CampaignBattle *fight() const { return mFight.get(); }
    /** The setup is done and the battle under way (or over). */
    bool isStarted() const { return mStarted; }
    /** Finish landed the battle. */
    bool isFinished() const { return mFinished; }
    /** What Finish landed. */
    const Outcome &outcome() const { return mOutcome; }
    /** A die was rolled for this battle, so it can no longer be taken back (RULES D1). */
    bool hasRolled() const;

    BattleSidePanel *sidePanel(Role role) const;
    BattleOddsPanel *oddsPanel() const { return mOdds; }
    /** Before the first roll: the battle's odds on the board (issue 33). */
    BoardOddsPanel *boardOddsPanel() const { return mBoardOdds; }
    QTextBrowser *stepLog() const;
    /** Lines in the step log (one per battle event). */
    int logRows() const;
    /** A cell of the step log: column 0 the round, 1 what happened, 2 the roll ("#12"). */
    QString logCell(int row, int column) const;
    CasualtyEditor *casualtyEditor(Role role) const;
    DiceRow *fireDice(Role role) const;

public Q_SLOTS:
    void reject() override;

private:
    // The window, part by part (battlelayout.cpp).
    /** The battle's name and where the steps stand. */
    void buildHeadline();
    /** Sides and odds above, the step and the log below, in splitters that keep each part where it is. */
    QSplitter *buildSplitters();
    /** Both sides' panels and the odds between them. */
    QWidget *buildSidesRow();
    /** The current step: a title, a line of rules, its controls and one primary button. */
    QFrame *buildStepFrame();
    /** The log of every step, newest at the bottom. */
    QFrame *buildLogBox();
    /** The legend, the way to the battle board, Resolve and Cancel. */
    QHBoxLayout *buildButtonBar();
    QWidget *buildLegend();
    /** Fight on the Battle Board: the same battle on the hex board with Command dice instead (RULES C). */
    QPushButton *buildBoardButton();
    void fightOnBoard();
    /** Before the first roll, the odds of this battle on the board beside those in rounds (issue 33). */
    void refreshBoardOdds();
    /** What each step asks for: its signals and primary button wired to the dialog. */
    void connectSteps();
    void addStep(BattleStep *step);
    void rebuildFight();
    void begin();
    void attemptAvoid();
    void joinBattle();
    /** RULES M2: the flank-march dialog, before the first round. */
    void planFlankMarches();
    void attemptDeed(qint64 leaderId);
    void rollFire();
    void reroll(Role role, int die);
    void takeCasualties();
    void casualtiesEdited(Role role);
    void applyHits();
    /** RULES F0: the receiver shares the round's losses among his forces. */
    void shareLosses(Role role);
    void nextRound();
    void rollAftermath();
    void resolveToEnd();
    bool finish();

    void refresh();
    /** The spaces the avoid and over steps offer (RULES F1, F6a). */
    void refreshWays();
    void refreshSetup();
    /** The step the battle stands at. */
    BattleStep *currentStep() const;
    void showStep(BattleStep *step);
    BattlePhase phase() const;

    Campaign &mCampaign;
    qint64 mForceId;
    std::unique_ptr<CampaignBattle> mFight;
    bool mStarted = false;
    bool mPrepared = false;
    bool mFinished = false;
    Outcome mOutcome;
    int mAftermathFrom = -1;

    QLabel *mHeadline = nullptr;
    QLabel *mTrail = nullptr;
    BattleSidePanel *mAttackerPanel = nullptr;
    BattleSidePanel *mDefenderPanel = nullptr;
    BattleOddsPanel *mOdds = nullptr;
    QLabel *mStepTitle = nullptr;
    QLabel *mStepNote = nullptr;
    QStackedWidget *mSteps = nullptr;
    BattleStepLog *mLog = nullptr;
    QLabel *mError = nullptr;
    QPushButton *mResolve = nullptr;
    QPushButton *mBoard = nullptr;        ///< Fight on the Battle Board (issue 13, battleboard.cpp)
    BoardOddsPanel *mBoardOdds = nullptr; ///< the same battle's odds on the board (issue 33)
    /** The battle whose board odds are shown: where, and between which forces. */
    struct BoardOddsOf
    {
        Hex hex;
        qint64 attacker = 0;
        qint64 defender = 0;
        bool operator==(const BoardOddsOf &) const = default;
    };
    std::optional<BoardOddsOf> mBoardOddsOf;
    QPushButton *mClose = nullptr;

    SetupStep *mSetup = nullptr;
    AvoidStep *mAvoid = nullptr;
    DeedsStep *mDeeds = nullptr;
    FireStep *mFire = nullptr;
    CasualtiesStep *mCasualties = nullptr;
    RallyStep *mRally = nullptr;
    AftermathStep *mAftermath = nullptr;
    OverStep *mOver = nullptr;
};

} // namespace castellan
