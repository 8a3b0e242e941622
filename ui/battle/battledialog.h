#pragma once

#include "commands/campaignbattle.h"

#include <QDialog>
#include <QSet>

#include <array>
#include <memory>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QTextBrowser;
class QTextTable;
class QVBoxLayout;

namespace castellan {

class BattleOddsPanel;
class BattleSidePanel;
class CasualtyEditor;
class DiceRow;

/**
 * A field battle fought from a force (RULES F): first the setup (the opposing force, who attacks, both sides
 * and the odds before anything is rolled), then the battle step by step, each step with one primary button:
 * avoiding battle (F1), heroic deeds and fire (F7, F2), rerolls (H2), casualties (F3), rally or retreat (F5,
 * F6), the aftermath (F8) and Finish. Both sides' units, leaders and the live exact odds (F9, O1) are always in
 * view, and every step lands in the log. The dialog only drives CampaignBattle: the dice are the
 * campaign's, logged as they are rolled (D1), and Finish lands the whole battle as one undoable command.
 * Cancel before the first roll changes nothing; closing after it resolves the battle with the default choices
 * and lands it, once the user agrees.
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
    QTextBrowser *stepLog() const { return mLog; }
    /** Lines in the step log (one per battle event). */
    int logRows() const;
    /** A cell of the step log: column 0 the round, 1 what happened, 2 the roll ("#12"). */
    QString logCell(int row, int column) const;
    CasualtyEditor *casualtyEditor(Role role) const;
    DiceRow *fireDice(Role role) const;

public Q_SLOTS:
    void reject() override;

private:
    enum Page { SetupPage, AvoidPage, DeedsPage, FirePage, CasualtiesPage, RallyPage, AftermathPage, OverPage };

    QWidget *buildSetupPage();
    QWidget *buildAvoidPage();
    QWidget *buildDeedsPage();
    QWidget *buildFirePage();
    QWidget *buildCasualtiesPage();
    QWidget *buildRallyPage();
    QWidget *buildAftermathPage();
    QWidget *buildOverPage();
    QWidget *buildLegend();
    QPushButton *primaryButton(const QString &text, const QString &objectName, QWidget *parent);
    QWidget *pageWith(QWidget *body, const QList<QPushButton *> &secondary, QPushButton *primary);

    void fillOpponents();
    void rebuildFight();
    void begin();
    void attemptAvoid();
    void joinBattle();
    void attemptDeed(qint64 leaderId);
    void rollFire();
    void reroll(Role role, int die);
    void takeCasualties();
    void casualtiesEdited(Role role);
    void applyHits();
    void nextRound();
    void rollAftermath();
    void resolveToEnd();
    bool finish();

    void refresh();
    void refreshSetup();
    void refreshAvoid();
    void refreshDeeds();
    void refreshFire();
    void refreshCasualties();
    void refreshRally();
    void refreshAftermath();
    void refreshOver();
    void refreshLog();
    void resetLog();
    void setStep(Page page, const QString &title, const QString &note);
    QString sideName(Role role) const;
    QString resultSentence() const;

    Campaign &mCampaign;
    qint64 mForceId;
    std::unique_ptr<CampaignBattle> mFight;
    bool mStarted = false;
    bool mPrepared = false;
    bool mFinished = false;
    Outcome mOutcome;
    int mEventsShown = 0;
    int mAftermathFrom = -1;
    int mDeedRound = -1;
    int mCasualtiesRound = -1;
    int mRallyRound = -1;
    QSet<qint64> mDeedsThisRound;
    std::array<QSet<int>, 2> mRerolled;

    QLabel *mHeadline = nullptr;
    QLabel *mTrail = nullptr;
    BattleSidePanel *mAttackerPanel = nullptr;
    BattleSidePanel *mDefenderPanel = nullptr;
    BattleOddsPanel *mOdds = nullptr;
    QLabel *mStepTitle = nullptr;
    QLabel *mStepNote = nullptr;
    QStackedWidget *mSteps = nullptr;
    QTextBrowser *mLog = nullptr;
    QTextTable *mLogTable = nullptr;
    QLabel *mError = nullptr;
    QPushButton *mResolve = nullptr;
    QPushButton *mClose = nullptr;
    QList<QPushButton *> mPrimaries;

    // Setup
    QComboBox *mOpponent = nullptr;
    QRadioButton *mWeAttack = nullptr;
    QRadioButton *mTheyAttack = nullptr;
    QLineEdit *mName = nullptr;
    QLabel *mSetupProblem = nullptr;
    QPushButton *mBegin = nullptr;
    // F1
    QLabel *mAvoidText = nullptr;
    QLineEdit *mAvoidPlace = nullptr;
    QPushButton *mAvoid = nullptr;
    QPushButton *mJoin = nullptr;
    // F7
    std::array<QGroupBox *, 2> mDeedBoxes{};
    QPushButton *mFire = nullptr;
    // F2
    std::array<QLabel *, 2> mDiceLabels{};
    std::array<DiceRow *, 2> mDice{};
    QLabel *mRerollHint = nullptr;
    QPushButton *mTakeCasualties = nullptr;
    // F3
    std::array<CasualtyEditor *, 2> mCasualties{};
    QPushButton *mApplyHits = nullptr;
    // F5, F6
    std::array<QGroupBox *, 2> mChoiceBoxes{};
    std::array<QRadioButton *, 2> mRally{};
    std::array<QRadioButton *, 2> mRetreat{};
    std::array<QLabel *, 2> mRallyText{};
    std::array<QLabel *, 2> mRetreatText{};
    std::array<QLabel *, 2> mRetreatWhy{};
    QPushButton *mNextRound = nullptr;
    // F8
    QLabel *mAftermathText = nullptr;
    QPushButton *mAftermath = nullptr;
    // Over
    QLabel *mOverText = nullptr;
    QWidget *mFinishPlaceRow = nullptr;
    QLineEdit *mFinishPlace = nullptr;
    QLabel *mFinishHint = nullptr;
    QPushButton *mFinish = nullptr;
};

} // namespace castellan
