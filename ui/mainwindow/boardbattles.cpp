// The main window's way to battles on the board that start from no field battle (issue 13): a stand-alone
// scenario, and the battle left under way, resumed.
#include "mainwindow.h"

#include "tactical/scenariochooserdialog.h"
#include "tactical/tacticalbattledialog.h"
#include "tactical/tacticalsetupdialog.h"

#include "campaign/campaign.h"
#include "commands/board/campaigntactical.h"
#include "commands/board/rulesetactions.h"

#include <QFile>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStatusBar>

namespace castellan {

ScenarioChooserDialog *MainWindow::chooseScenario()
{
    const Ruleset rules = campaign() ? tacticalRuleset(*campaign()) : Ruleset::standard();
    auto *chooser = new ScenarioChooserDialog(rules, this);
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    // Played once the chooser has closed, so the battle's own questions come from the main window.
    connect(chooser, &ScenarioChooserDialog::playRequested, this, [this](const QString &file) {
        QMetaObject::invokeMethod(
            this, [this, file] { playScenario(file); }, Qt::QueuedConnection);
    });
    chooser->open();
    return chooser;
}

TacticalBattleDialog *MainWindow::playScenario(const QString &file)
{
    // By the open campaign's ruleset (Edit ▸ Rule Options), else the shipped one.
    const Ruleset rules = campaign() ? tacticalRuleset(*campaign()) : Ruleset::standard();
    QString why;
    const auto loaded = loadScenario(file, rules, &why);
    if (!loaded) {
        QMessageBox::warning(this, tr("Play a Tactical Scenario"), why);
        return nullptr;
    }
    if (TacticalBattleDialog::hasScenarioUnderway()
        && QMessageBox::question(
               this, tr("Play a Tactical Scenario"),
               tr("A stand-alone battle is kept under way. Playing this scenario puts it aside for good. "
                  "Go on?"),
               QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Yes)
        return nullptr;
    if (!loaded->rulesetHash.isEmpty() && loaded->rulesetHash != rules.hash)
        statusBar()->showMessage(tr("%1 was written with the ruleset %2; it is played by %3.")
                                     .arg(loaded->name, loaded->rulesetName, rules.name),
                                 8000);
    return playScenario(*loaded, rules);
}

TacticalBattleDialog *MainWindow::playScenario(const TacticalScenario &scenario, const Ruleset &rules)
{
    auto *dialog = new TacticalBattleDialog(scenario, QRandomGenerator::global()->generate64(), this, rules);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, &MainWindow::updateActions); // left under way, or ended
    dialog->open();
    return dialog;
}

TacticalSetupDialog *MainWindow::setUpScenario()
{
    const Ruleset rules = campaign() ? tacticalRuleset(*campaign()) : Ruleset::standard();
    QString top = tr("Blue"), bottom = tr("Red");
    if (campaign() && campaign()->sides().size() >= 2) {
        top = campaign()->sides()[0].name;
        bottom = campaign()->sides()[1].name;
    }
    auto *dialog =
        new TacticalSetupDialog(rules, BoardSetup::blank(rules, tr("New scenario"), top, bottom).scenario(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &TacticalSetupDialog::playRequested, this, [this, rules](const TacticalScenario &scenario) {
        if (TacticalBattleDialog::hasScenarioUnderway()
            && QMessageBox::question(
                   this, tr("Play a Tactical Scenario"),
                   tr("A stand-alone battle is kept under way. Playing this one puts it aside for good. Go on?"),
                   QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
                != QMessageBox::Yes)
            return;
        playScenario(scenario, rules);
    });
    dialog->open();
    return dialog;
}

bool MainWindow::hasBoardBattleUnderway() const
{
    return (campaign() && CampaignTactical::underway(*campaign())) || TacticalBattleDialog::hasScenarioUnderway();
}

TacticalBattleDialog *MainWindow::resumeBoardBattle()
{
    QString why;
    TacticalBattleDialog *dialog = nullptr;
    Campaign *c = campaign();
    if (c && !c->setting(QStringLiteral("tactical.underway")).isEmpty()) {
        if (auto resumed = CampaignTactical::resume(*c, &why))
            dialog = new TacticalBattleDialog(*c, std::move(resumed), this);
        else if (QMessageBox::warning(this, tr("Resume the Battle on the Board"),
                                      tr("%1\n\nForget this battle?").arg(why), QMessageBox::Yes | QMessageBox::No,
                                      QMessageBox::No)
                 == QMessageBox::Yes)
            CampaignTactical::dropUnderway(*c);
    } else if (TacticalBattleDialog::hasScenarioUnderway()) {
        dialog = TacticalBattleDialog::resumeScenario(this, &why);
        if (!dialog
            && QMessageBox::warning(this, tr("Resume the Battle on the Board"),
                                    tr("%1\n\nForget this battle?").arg(why), QMessageBox::Yes | QMessageBox::No,
                                    QMessageBox::No)
                == QMessageBox::Yes)
            QFile::remove(TacticalBattleDialog::scenarioUnderwayFile());
    } else {
        statusBar()->showMessage(tr("No battle on the board is under way."), 5000);
    }
    updateActions();
    if (!dialog)
        return nullptr;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, &MainWindow::updateActions);
    dialog->open();
    return dialog;
}

} // namespace castellan
