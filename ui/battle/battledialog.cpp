#include "battledialog.h"

#include "commands/battles/battledue.h"
#include "rules/battlerules.h"

#include "aftermathstep.h"
#include "avoidstep.h"
#include "battleoddspanel.h"
#include "battlesidepanel.h"
#include "battlesteplog.h"
#include "casualtiesstep.h"
#include "casualtyeditor.h"
#include "deedsstep.h"
#include "firestep.h"
#include "flankmarchdialog.h"
#include "overstep.h"
#include "rallystep.h"
#include "setupstep.h"

#include "campaign/campaign.h"
#include "odds/liveodds.h"
#include "orders/standingbattle.h"
#include "widgets/dicerow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace castellan {

BattleDialog::BattleDialog(Campaign &campaign, qint64 forceId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mForceId(forceId)
{
    setObjectName(QStringLiteral("battleDialog"));
    const auto force = campaign.force(forceId);
    setWindowTitle(force ? tr("Battle: %1").arg(force->name) : tr("Battle"));

    buildHeadline();
    QSplitter *split = buildSplitters();

    mError = new QLabel(this);
    mError->setObjectName(QStringLiteral("errorLabel"));
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    mError->hide();
    QHBoxLayout *bar = buildButtonBar();

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(8);
    layout->addWidget(mHeadline);
    layout->addWidget(mTrail);
    layout->addWidget(split, 1);
    layout->addWidget(mError);
    layout->addLayout(bar);
    connectSteps();

    rebuildFight();
    refresh();
    resize(QSize(1220, 880).expandedTo(sizeHint()));
}

void BattleDialog::connectSteps()
{
    // What each step asks for.
    connect(mSetup, &SetupStep::changed, this, [this] {
        rebuildFight();
        refresh();
    });
    connect(mSetup->primary(), &QPushButton::clicked, this, &BattleDialog::begin);
    connect(mAvoid, &AvoidStep::avoidRequested, this, &BattleDialog::attemptAvoid);
    connect(mAvoid, &AvoidStep::flankRequested, this, &BattleDialog::planFlankMarches);
    connect(mAvoid->primary(), &QPushButton::clicked, this, &BattleDialog::joinBattle);
    connect(mDeeds, &DeedsStep::deedRequested, this, &BattleDialog::attemptDeed);
    connect(mDeeds->primary(), &QPushButton::clicked, this, &BattleDialog::rollFire);
    connect(mFire, &FireStep::rerollRequested, this, &BattleDialog::reroll);
    connect(mFire->primary(), &QPushButton::clicked, this, &BattleDialog::takeCasualties);
    connect(mCasualties, &CasualtiesStep::edited, this, &BattleDialog::casualtiesEdited);
    connect(mCasualties, &CasualtiesStep::sharesRequested, this, &BattleDialog::shareLosses);
    connect(mCasualties->primary(), &QPushButton::clicked, this, &BattleDialog::applyHits);
    connect(mRally->primary(), &QPushButton::clicked, this, &BattleDialog::nextRound);
    connect(mAftermath->primary(), &QPushButton::clicked, this, &BattleDialog::rollAftermath);
    connect(mOver->primary(), &QPushButton::clicked, this, [this] {
        if (finish())
            accept();
    });
    connect(mResolve, &QPushButton::clicked, this, &BattleDialog::resolveToEnd);
    connect(mClose, &QPushButton::clicked, this, &BattleDialog::reject);
}

BattleDialog::~BattleDialog() = default;

void BattleDialog::addStep(BattleStep *step)
{
    mSteps->addWidget(step);
}

// --- setup ---

void BattleDialog::setOpponent(qint64 opponentForceId, bool weAttack)
{
    if (mPrepared || mStarted || !mSetup->choose(opponentForceId, weAttack))
        return;
    rebuildFight();
    refresh();
}

void BattleDialog::setPrepared(std::unique_ptr<CampaignBattle> fight)
{
    if (mStarted || !fight)
        return;
    const bool weAttack = fight->force(Role::Attacker).id == mForceId;
    mSetup->fix(fight->battle().name());
    setOpponent(weAttack ? fight->force(Role::Defender).id : fight->force(Role::Attacker).id, weAttack);
    mFight = std::move(fight);
    mPrepared = true;
    setWindowTitle(mFight->battle().name());
    refresh();
}

void BattleDialog::rebuildFight()
{
    if (mStarted || mPrepared)
        return; // the sides are fixed once the battle has begun, or when it was set up elsewhere
    const qint64 other = mSetup->opponent();
    if (!mCampaign.force(mForceId) || other == 0) {
        mFight.reset();
        return;
    }
    const bool weAttack = mSetup->weAttack();
    mFight = std::make_unique<CampaignBattle>(mCampaign, weAttack ? mForceId : other, weAttack ? other : mForceId,
                                              BattleFlags{}, mSetup->battleName());
}

void BattleDialog::begin()
{
    if (!mFight || !mFight->refusal().isEmpty())
        return;
    mStarted = true;
    if (mFight->battle().flags().breakIn)
        mFight->battle().skipAvoid(); // RULES S3: defenders may not avoid a break-in; no step for it
    refresh();
}

// --- the steps ---

BattlePhase BattleDialog::phase() const
{
    return mFight ? mFight->battle().phase() : BattlePhase::AvoidCheck;
}

void BattleDialog::attemptAvoid()
{
    if (!mFight || !mFight->battle().canAvoid())
        return;
    mFight->battle().attemptAvoid(); // RULES F1
    if (mFight->battle().result() == BattleResult::Avoided)
        mFight->setRetreatTo(Role::Defender, mAvoid->way());
    refresh();
}

void BattleDialog::planFlankMarches()
{
    if (phase() != BattlePhase::AvoidCheck || !mFight)
        return;
    FlankMarchDialog dialog(mFight->battle(), this);
    connect(&dialog, &FlankMarchDialog::marchesChanged, this, &BattleDialog::refresh);
    dialog.exec();
    refresh();
}

void BattleDialog::joinBattle()
{
    if (phase() != BattlePhase::AvoidCheck || !mFight)
        return;
    mFight->battle().skipAvoid();
    refresh();
}

void BattleDialog::attemptDeed(qint64 leaderId)
{
    if (!mFight)
        return;
    mFight->battle().attemptDeed(leaderId); // RULES F7, H1: the battle refuses a second deed in a round
    refresh();
}

void BattleDialog::rollFire()
{
    if (!mFight || phase() != BattlePhase::RoundStart)
        return;
    mFight->battle().fire(); // RULES F2
    refresh();
}

void BattleDialog::reroll(Role role, int die)
{
    if (!mFight || !mFight->battle().rerollDie(role, die, mFire->spender(role))) // RULES H2: his, as picked
        return;
    mFire->markRerolled(role, die);
    refresh();
}

void BattleDialog::takeCasualties()
{
    if (!mFight || phase() != BattlePhase::Fire)
        return;
    mFight->battle().endFire();
    refresh();
}

void BattleDialog::nextRound()
{
    if (!mFight || phase() != BattlePhase::RallyOrRetreat)
        return;
    mFight->battle().rallyOrRetreat(mRally->choice(Role::Attacker), mRally->choice(Role::Defender)); // F5, F6
    refresh();
}

void BattleDialog::rollAftermath()
{
    if (!mFight || phase() != BattlePhase::Aftermath)
        return;
    mAftermathFrom = int(mFight->battle().events().size());
    mFight->battle().aftermath(); // RULES F8
    refresh();
}

void BattleDialog::resolveToEnd()
{
    if (!mFight || !mStarted || phase() == BattlePhase::Over)
        return;
    Battle &b = mFight->battle();
    fightByStandingOrders(mCampaign, *mFight); // RULES T4: the sides' standing orders; with none, F9's defaults
    if (b.result() != BattleResult::Avoided && mAftermathFrom < 0) {
        // The aftermath's steps are the rolls after the result line (RULES F8): find where they begin.
        const QList<BattleEvent> &events = b.events();
        int i = int(events.size());
        while (i > 0 && events[i - 1].rollId != 0)
            --i;
        mAftermathFrom = i;
    }
    refresh();
    // The standing orders' picks of where each side goes and where each escaped leader goes, shown to be changed.
    for (Role r : {Role::Attacker, Role::Defender})
        mOver->pickWay(r, mFight->pickedWay(r));
    for (qint64 leaderId : b.escaped())
        mOver->pickRefuge(leaderId, mFight->pickedRefuge(leaderId));
}

bool BattleDialog::finish()
{
    if (mFinished)
        return true;
    if (!mFight || phase() != BattlePhase::Over)
        return false;
    for (Role r : {Role::Attacker, Role::Defender}) {
        if (mOver->way(r).col >= 0)
            mFight->setRetreatTo(r, mOver->way(r)); // RULES F1, F6a: the owner's pick
    }
    const QHash<qint64, Refuge> refuges = mOver->refuges();
    for (auto it = refuges.cbegin(); it != refuges.cend(); ++it)
        mFight->setRefuge(it.key(), it.value()); // RULES H3: the owner's pick
    mOutcome = mFight->finish();
    if (!mOutcome.ok) {
        mError->setText(mOutcome.refusal);
        mError->show();
        return false;
    }
    mFinished = true;
    mOver->setFinished(true);
    mError->hide();
    return true;
}

bool BattleDialog::hasRolled() const
{
    if (!mFight)
        return false;
    const QList<BattleEvent> &events = mFight->battle().events();
    return std::any_of(events.cbegin(), events.cend(), [](const BattleEvent &e) { return e.rollId != 0; });
}

void BattleDialog::reject()
{
    if (mFinished || !mFight || !mStarted || !hasRolled()) {
        QDialog::reject(); // nothing was rolled: nothing changes
        return;
    }
    const bool over = phase() == BattlePhase::Over;
    QMessageBox box(QMessageBox::Question, windowTitle(),
                    over ? tr("The battle is over but not recorded yet. Its dice were rolled and logged (RULES D1): "
                              "closing records the battle as it stands.")
                         : tr("Dice have been rolled and logged (RULES D1), so this battle cannot be taken back. "
                              "Closing now fights the rest of it with the default choices (no deeds, default "
                              "casualties, rally always, RULES F9), rolls the aftermath (F8) and records the "
                              "battle."),
                    QMessageBox::Save | QMessageBox::Cancel, this);
    box.button(QMessageBox::Save)->setText(over ? tr("&Record and close") : tr("&Resolve, record and close"));
    box.button(QMessageBox::Cancel)->setText(tr("&Keep the battle open"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() != QMessageBox::Save)
        return;
    if (!over)
        resolveToEnd();
    if (finish())
        QDialog::accept();
}

// --- showing ---

BattleStep *BattleDialog::currentStep() const
{
    if (!mStarted)
        return mSetup;
    switch (phase()) {
    case BattlePhase::AvoidCheck: return mAvoid;
    case BattlePhase::RoundStart: return mDeeds;
    case BattlePhase::Fire: return mFire;
    case BattlePhase::Casualties: return mCasualties;
    case BattlePhase::RallyOrRetreat: return mRally;
    case BattlePhase::Aftermath: return mAftermath;
    case BattlePhase::Over: return mOver;
    }
    return mSetup;
}

void BattleDialog::showStep(BattleStep *step)
{
    mSteps->setCurrentWidget(step);
    const int page = mSteps->currentIndex();
    mStepTitle->setText(step->title());
    mStepNote->setText(step->note());
    mStepNote->setVisible(!step->note().isEmpty());
    for (int i = 0; i < mSteps->count(); ++i)
        static_cast<BattleStep *>(mSteps->widget(i))->primary()->setDefault(i == page);

    static const char *const names[] = {
        QT_TR_NOOP("Setup"),      QT_TR_NOOP("Avoid battle"),     QT_TR_NOOP("Deeds"),     QT_TR_NOOP("Fire"),
        QT_TR_NOOP("Casualties"), QT_TR_NOOP("Rally or retreat"), QT_TR_NOOP("Aftermath"), QT_TR_NOOP("Finish")};
    const int deeds = mSteps->indexOf(mDeeds);
    const int rally = mSteps->indexOf(mRally);
    QStringList trail;
    const QColor highlight = palette().color(QPalette::Highlight);
    const QColor dim = palette().color(QPalette::PlaceholderText);
    const bool breakIn = mFight && mFight->battle().flags().breakIn;
    for (int i = 0; i < mSteps->count(); ++i) {
        if (breakIn && mSteps->widget(i) == mAvoid)
            continue;
        const QString name = tr(names[i]).toHtmlEscaped();
        if (i == page)
            trail << QStringLiteral("<b style=\"color:%1\">%2</b>").arg(highlight.name(), name);
        else if (i > page || (page >= deeds && page <= rally && i >= deeds && i <= rally))
            trail << QStringLiteral("<span style=\"color:%1\">%2</span>").arg(dim.name(), name);
        else
            trail << name;
    }
    mTrail->setText(trail.join(QStringLiteral(" &nbsp;›&nbsp; ")));
}

void BattleDialog::refresh()
{
    if (!mFight) {
        mAttackerPanel->setVisible(false);
        mDefenderPanel->setVisible(false);
        mHeadline->setText(tr("No battle"));
        mOdds->clear(QString());
        refreshSetup();
        mResolve->setEnabled(false);
        return;
    }
    const Battle &b = mFight->battle();
    mAttackerPanel->setVisible(true);
    mDefenderPanel->setVisible(true);
    mAttackerPanel->setSide(mCampaign, mFight->force(Role::Attacker), b.side(Role::Attacker), b.bonus(Role::Attacker),
                            b.brokenDice(Role::Attacker));
    mDefenderPanel->setSide(mCampaign, mFight->force(Role::Defender), b.side(Role::Defender), b.bonus(Role::Defender),
                            b.brokenDice(Role::Defender));
    const bool fighting = b.phase() != BattlePhase::Aftermath && b.phase() != BattlePhase::Over;
    mAttackerPanel->fireLabel()->setVisible(fighting);
    mDefenderPanel->fireLabel()->setVisible(fighting);
    mHeadline->setText(b.name());
    if (mStarted)
        setWindowTitle(tr("Battle: %1").arg(b.name()));
    mOdds->setSideNames(b.side(Role::Attacker).name, b.side(Role::Defender).name);
    const auto attackerSide = mCampaign.side(mFight->force(Role::Attacker).sideId);
    const auto defenderSide = mCampaign.side(mFight->force(Role::Defender).sideId);
    if (attackerSide && defenderSide && attackerSide->color != defenderSide->color)
        mOdds->setSideColours(attackerSide->color, defenderSide->color);
    if (!mFight->refusal().isEmpty())
        mOdds->clear(tr("No battle: %1").arg(mFight->refusal()));
    else
        mOdds->setState(LiveOdds::of(b));

    if (!mStarted) {
        refreshSetup();
    } else {
        refreshWays();
        BattleStep *step = currentStep();
        mOver->setAftermathFrom(mAftermathFrom);
        step->refresh(b);
        if (step != mOver || mSteps->currentWidget() != mOver)
            showStep(step);
    }
    mLog->showEvents(b.events());
    mResolve->setEnabled(mStarted && b.phase() != BattlePhase::Over);
    mBoard->setVisible(!mStarted && mFight && (mFight->refusal().isEmpty() || mFight->underwayOnBoard())
                       && mFight->hex().col >= 0 && !mFight->battle().flags().breakIn);
    refreshBoardOdds();
    mClose->setText(mStarted && hasRolled() ? tr("&Close") : tr("Cancel"));
    mClose->setToolTip(mStarted && hasRolled()
                           ? tr("Dice were rolled: closing resolves the battle with the default choices and records it "
                                "(RULES D1, F9).")
                           : tr("Nothing has been rolled: closing changes nothing."));
}

void BattleDialog::refreshSetup()
{
    QString problem;
    if (!mCampaign.force(mForceId))
        problem = tr("There is no such force in this campaign.");
    else if (!mPrepared && !mSetup->hasOpponents())
        problem = whyNoBattleFor(mCampaign, mForceId); // RULES F0: the enemy must stand on the same space
    else if (mFight)
        problem = mFight->refusal();
    if (mFight)
        mSetup->refresh(mFight->battle());
    mSetup->showProblem(problem);
    mSetup->primary()->setEnabled(mFight && problem.isEmpty());
    showStep(mSetup);
}

// --- for tests and views ---

QTextBrowser *BattleDialog::stepLog() const
{
    return mLog;
}

int BattleDialog::logRows() const
{
    return mLog->rows();
}

QString BattleDialog::logCell(int row, int column) const
{
    return mLog->cell(row, column);
}

BattleSidePanel *BattleDialog::sidePanel(Role role) const
{
    return role == Role::Attacker ? mAttackerPanel : mDefenderPanel;
}

CasualtyEditor *BattleDialog::casualtyEditor(Role role) const
{
    return mCasualties->editor(role);
}

DiceRow *BattleDialog::fireDice(Role role) const
{
    return mFire->dice(role);
}

} // namespace castellan
