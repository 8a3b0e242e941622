// A battle on the board under way, kept after every step and resumed (issue 13): a campaign's in its file
// (CampaignTactical), a stand-alone scenario's, with its ruleset and its own dice, in the app's data folder.
#include "tacticalbattledialog.h"

#include "tacticalsetupdialog.h"

#include "widgets/refusalbanner.h"

#include "commands/board/campaigntactical.h"
#include "tactical/battleunderway.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>

namespace castellan {

QString TacticalBattleDialog::scenarioUnderwayFile()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("scenario-underway.json"));
}

bool TacticalBattleDialog::hasScenarioUnderway()
{
    return QFile::exists(scenarioUnderwayFile());
}

void TacticalBattleDialog::keepUnderway()
{
    const bool started = !mBattle->journal().isEmpty();
    if (mLanded || mBattle->journal().size() == mKeptSteps)
        return;
    if (mBattle->phase() == TacticalPhase::Over && !mCampaign) {
        dropUnderway();
        return;
    }
    QString why;
    if (mTactical) {
        if (!mTactical->keepUnderway(&why))
            mRefusalBanner->showRefusal(why);
        else
            mKeptSteps = mBattle->journal().size();
        return;
    }
    if (!started) {
        dropUnderway();
        return;
    }
    TacticalScenario scenario;
    scenario.name = mScenarioName;
    scenario.setup = mBattle->setup();
    BattleUnderway b;
    b.standAlone = true;
    b.rulesetHash = mBattle->rules().hash;
    b.rulesetSource = mBattle->rules().source;
    b.setupHash = setupFingerprint(mBattle->setup(), mBattle->rules());
    b.scenario = scenarioJson(scenario, mBattle->rules());
    b.seed = mSeed;
    b.draws = mOwnDice->draws();
    b.journal = mBattle->journal();
    b.turn = mBattle->turn();
    QDir().mkpath(QFileInfo(scenarioUnderwayFile()).absolutePath());
    QSaveFile out(scenarioUnderwayFile());
    if (!out.open(QIODevice::WriteOnly) || out.write(underwayJson(b)) < 0 || !out.commit()) {
        mRefusalBanner->showRefusal(
            tr("The battle could not be kept for later in %1: %2").arg(out.fileName(), out.errorString()));
        return;
    }
    mKeptSteps = mBattle->journal().size();
}

void TacticalBattleDialog::dropUnderway()
{
    if (mTactical)
        CampaignTactical::dropUnderway(*mCampaign);
    else
        QFile::remove(scenarioUnderwayFile());
    mKeptSteps = mBattle->journal().size();
}

bool TacticalBattleDialog::leave()
{
    if (mBattle->journal().isEmpty() || mBattle->phase() == TacticalPhase::Over) {
        if (mCampaign && mBattle->phase() == TacticalPhase::Over) {
            finish(); // a campaign battle that is over lands
            return false;
        }
        return true;
    }
    QMessageBox box(QMessageBox::Question, tr("Leave the Battle"),
                    mCampaign
                        ? tr("The battle is kept as it stands, its dice in the log. Come back to it with Campaign ▸ "
                             "Resume the Battle on the Board, or let the computer play both sides to the end now.")
                        : tr("The battle is kept as it stands. Come back to it with Campaign ▸ Resume the Battle on "
                             "the Board, or close it for good."),
                    QMessageBox::Cancel, this);
    QPushButton *later = box.addButton(tr("&Keep for Later"), QMessageBox::AcceptRole);
    later->setObjectName(QStringLiteral("keepForLaterButton"));
    QPushButton *end = mCampaign ? box.addButton(tr("Let the &Computer Finish"), QMessageBox::DestructiveRole)
                                 : box.addButton(tr("&Close for Good"), QMessageBox::DestructiveRole);
    end->setObjectName(QStringLiteral("endBattleButton"));
    box.setDefaultButton(later);
    box.exec();
    if (box.clickedButton() == later) {
        mKeptSteps = -1; // kept as it stands, whatever was kept before
        keepUnderway();
        return true;
    }
    if (box.clickedButton() != end)
        return false;
    if (!mCampaign) {
        dropUnderway();
        return true;
    }
    mComputerFinishes = true; // nobody is asked for rerolls any more: the computer's rule spends them
    const Roller dice = roller();
    playAutomatically(*mBattle, dice);
    finish();
    return false; // finish() closes the dialog once the battle has landed
}

void TacticalBattleDialog::arrangeBoard()
{
    if (!mTactical || !mBattle->journal().isEmpty())
        return;
    TacticalScenario scenario;
    scenario.name = windowTitle().section(QStringLiteral(" — "), 1);
    scenario.setup = mBattle->setup();
    auto *setup = new TacticalSetupDialog(mBattle->rules(), scenario, this, TacticalSetupDialog::Mode::Arrange);
    setup->setAttribute(Qt::WA_DeleteOnClose);
    connect(setup, &TacticalSetupDialog::playRequested, this, [this, setup](const TacticalScenario &arranged) {
        if (const QString why = mTactical->arrange(arranged.setup); !why.isEmpty()) {
            setup->showRefusal(why);
            return;
        }
        mKept.clear();
        refresh();
        setup->accept();
    });
    setup->open();
}

TacticalBattleDialog *TacticalBattleDialog::resumeScenario(QWidget *parent, QString *why)
{
    QFile file(scenarioUnderwayFile());
    if (!file.open(QIODevice::ReadOnly)) {
        *why = tr("No stand-alone battle is kept under way.");
        return nullptr;
    }
    const auto b = underwayFromJson(file.read(16 * 1024 * 1024), why);
    if (!b)
        return nullptr;
    const auto rules = Ruleset::fromJson(b->rulesetSource, tr("kept with the battle"), why);
    if (!rules)
        return nullptr;
    const auto scenario =
        scenarioFromJson(QJsonDocument(b->scenario).toJson(), *rules, tr("kept with the battle"), why);
    if (!scenario)
        return nullptr;
    if (setupFingerprint(scenario->setup, *rules) != b->setupHash) {
        *why = tr("The battle kept under way does not match its own setup; it cannot go on.");
        return nullptr;
    }
    auto battle = replayBattle(*rules, scenario->setup, b->journal, why);
    if (!battle)
        return nullptr;
    auto *dialog = new TacticalBattleDialog(*scenario, b->seed, parent, *rules);
    *dialog->mOwnBattle = std::move(*battle);
    dialog->mOwnDice = std::make_unique<SeededDice>(b->seed, b->draws);
    dialog->mOwnRoller = std::make_unique<Roller>(*dialog->mOwnDice);
    dialog->mKeptSteps = dialog->mBattle->journal().size();
    dialog->refresh();
    return dialog;
}

} // namespace castellan
