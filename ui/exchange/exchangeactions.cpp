#include "exchangeactions.h"

#include "print/sheetprinter.h"
#include "turnreportsdialog.h"
#include "widgets/messenger.h"

#include "campaign/campaign.h"
#include "exchange/playerscopy.h"
#include "exchange/rosterimport.h"
#include "exchange/rosterjson.h"
#include "exchange/tablecsv.h"
#include "storage/exporttarget.h"
#include "storage/storageerror.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>

namespace castellan {

ExchangeActions::ExchangeActions(QWidget &window, Messenger &messages, std::function<QList<qint64>()> selectedLeaders)
    : QObject(&window)
    , mWindow(window)
    , mMessages(messages)
    , mSelectedLeaders(std::move(selectedLeaders))
{
    mPrintLeaders = action(QStringLiteral("actionPrintLeaders"), tr("&Leader Sheets…"),
                           tr("Print the sheets of the leaders selected in the roster"), QKeySequence::Print);
    mPrintRoster =
        action(QStringLiteral("actionPrintRoster"), tr("The Whole &Roster…"), tr("Print every leader's sheet"));
    mPrintForces =
        action(QStringLiteral("actionPrintForces"), tr("&Force Sheets…"), tr("Print a sheet for each force"));
    mPrintSieges = action(QStringLiteral("actionPrintSieges"), tr("&Siege Summaries…"),
                          tr("Print a summary of each siege (RULES S1-S5)"));
    mPrintCampaign =
        action(QStringLiteral("actionPrintCampaign"), tr("The Whole &Campaign…"),
               tr("Print a title page, the roster, the forces, the map, the sieges and every leader's sheet"));
    mPrintMap = action(QStringLiteral("actionPrintMap"), tr("The &Map…"),
                       tr("Print the map on one page, or to scale across several"));
    mExportRosterCsv = action(QStringLiteral("actionExportRosterCsv"), tr("Roster as &CSV…"),
                              tr("The roster for a spreadsheet: a row a leader"));
    mExportRosterJson = action(QStringLiteral("actionExportRosterJson"), tr("Roster as &JSON…"),
                               tr("The roster with each leader's sheet and history, to import into another campaign"));
    mExportForcesCsv = action(QStringLiteral("actionExportForcesCsv"), tr("&Forces as CSV…"),
                              tr("The forces for a spreadsheet: a row a force"));
    mExportPlayersCopy = action(QStringLiteral("actionExportPlayersCopy"), tr("&Players' Copy…"),
                                tr("A copy of the campaign for the players: without notes marked GM only and without "
                                   "the seed, so the dice cannot be foreseen"));
    mExportTurnReports = action(QStringLiteral("actionExportTurnReports"), tr("&Turn Reports…"),
                                tr("Each side's report of a turn: its moves, battles, sieges and leaders, and what it "
                                   "could see of the others"));
    mImportRoster = action(QStringLiteral("actionImportRoster"), tr("&Roster from JSON…"),
                           tr("Add the leaders of a roster file to this campaign, as one step that Undo takes back"));

    connect(mPrintLeaders, &QAction::triggered, this,
            [this] { print(int(PrintSubject::Leaders), tr("Leader sheets")); });
    connect(mPrintRoster, &QAction::triggered, this, [this] { print(-1, tr("Roster")); });
    connect(mPrintForces, &QAction::triggered, this, [this] { print(int(PrintSubject::Forces), tr("Force sheets")); });
    connect(mPrintSieges, &QAction::triggered, this, [this] { print(int(PrintSubject::Sieges), tr("Sieges")); });
    connect(mPrintCampaign, &QAction::triggered, this, [this] { print(int(PrintSubject::Campaign), tr("Campaign")); });
    connect(mPrintMap, &QAction::triggered, this, [this] {
        if (mCampaign)
            SheetPrinter::previewMap(&mWindow, *mCampaign);
    });
    connect(mExportRosterCsv, &QAction::triggered, this, [this] {
        if (mCampaign)
            exportText(tr("Roster"), QStringLiteral("csv"), rosterCsv(*mCampaign).toUtf8());
    });
    connect(mExportRosterJson, &QAction::triggered, this, [this] {
        if (mCampaign)
            exportText(tr("Roster"), QStringLiteral("json"),
                       rosterDocument(*mCampaign).toJson(QJsonDocument::Indented));
    });
    connect(mExportForcesCsv, &QAction::triggered, this, [this] {
        if (mCampaign)
            exportText(tr("Forces"), QStringLiteral("csv"), forcesCsv(*mCampaign).toUtf8());
    });
    connect(mExportPlayersCopy, &QAction::triggered, this, &ExchangeActions::doPlayersCopy);
    connect(mImportRoster, &QAction::triggered, this, &ExchangeActions::doImportRoster);
    connect(mExportTurnReports, &QAction::triggered, this, [this] {
        if (!mCampaign)
            return;
        auto *dialog = new TurnReportsDialog(*mCampaign, &mWindow);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    updateEnabled();
}

QAction *ExchangeActions::action(const QString &objectName, const QString &text, const QString &tip,
                                 const QKeySequence &keys)
{
    auto *a = new QAction(text, &mWindow);
    a->setObjectName(objectName);
    a->setStatusTip(tip);
    a->setToolTip(tip);
    if (!keys.isEmpty())
        a->setShortcut(keys);
    mWindow.addAction(a);
    return a;
}

void ExchangeActions::addMenusTo(QMenu &file)
{
    QMenu *printMenu = file.addMenu(tr("&Print"));
    printMenu->setObjectName(QStringLiteral("menuPrint"));
    printMenu->addActions({mPrintLeaders, mPrintRoster, mPrintForces, mPrintSieges, mPrintMap});
    printMenu->addSeparator();
    printMenu->addAction(mPrintCampaign);
    QMenu *exportMenu = file.addMenu(tr("E&xport"));
    exportMenu->setObjectName(QStringLiteral("menuExport"));
    exportMenu->addActions({mExportRosterCsv, mExportRosterJson, mExportForcesCsv});
    exportMenu->addSeparator();
    exportMenu->addAction(mExportTurnReports);
    exportMenu->addAction(mExportPlayersCopy);
    QMenu *importMenu = file.addMenu(tr("&Import"));
    importMenu->setObjectName(QStringLiteral("menuImport"));
    importMenu->addAction(mImportRoster);
}

void ExchangeActions::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    if (mCampaign) {
        for (auto signal :
             {&Campaign::leaderAdded, &Campaign::leaderRemoved, &Campaign::forceAdded, &Campaign::forceRemoved})
            connect(mCampaign, signal, this, &ExchangeActions::updateEnabled);
        // The map and the sieges decide Print ▸ Map and Print ▸ Sieges.
        for (auto signal : {&Campaign::mapChanged, &Campaign::siegesChanged, &Campaign::fortressesChanged})
            connect(mCampaign, signal, this, &ExchangeActions::updateEnabled);
        connect(mCampaign, &Campaign::pathChanged, this, &ExchangeActions::updateEnabled);
    }
    updateEnabled();
}

void ExchangeActions::updateEnabled()
{
    const bool open = mCampaign != nullptr;
    const bool leaders = open && mCampaign->leaderCount() > 0;
    const bool forces = open && !mCampaign->forces().isEmpty();
    mPrintLeaders->setEnabled(leaders);
    mPrintRoster->setEnabled(leaders);
    mPrintForces->setEnabled(forces);
    mPrintSieges->setEnabled(open && !mCampaign->sieges().isEmpty());
    mPrintCampaign->setEnabled(open);
    mPrintMap->setEnabled(open && mCampaign->hasMap());
    mExportRosterCsv->setEnabled(leaders);
    mExportRosterJson->setEnabled(leaders);
    mExportForcesCsv->setEnabled(forces);
    mExportPlayersCopy->setEnabled(open && !mCampaign->seedWithheld());
    mExportTurnReports->setEnabled(open && !mCampaign->sides().isEmpty());
    mImportRoster->setEnabled(open && !mCampaign->isReadOnly());
    const QString readOnly = open && mCampaign->isReadOnly() ? mCampaign->whyReadOnly() : QString();
    mImportRoster->setToolTip(readOnly.isEmpty() ? mImportRoster->statusTip() : readOnly);
}

void ExchangeActions::print(int subject, const QString &title)
{
    if (!mCampaign)
        return;
    PrintRequest request;
    if (subject < 0) {
        request.subject = PrintSubject::Leaders; // the whole roster
    } else {
        request.subject = PrintSubject(subject);
        if (request.subject == PrintSubject::Leaders) {
            request.ids = mSelectedLeaders ? mSelectedLeaders() : QList<qint64>{};
            if (request.ids.isEmpty()) {
                mMessages.showStatus(tr("Select a leader in the roster first."));
                return;
            }
        }
    }
    request.options = SheetPrinter::sheetOptions();
    SheetPrinter::preview(&mWindow, *mCampaign, request, QStringLiteral("%1 — %2").arg(mCampaign->name(), title));
}

QString ExchangeActions::chooseSave(const QString &title, const QString &suggested, const QString &filter)
{
    if (mChooseFile)
        return mChooseFile(suggested);
    return QFileDialog::getSaveFileName(&mWindow, title, suggested, filter);
}

void ExchangeActions::exportText(const QString &what, const QString &suffix, const QByteArray &bytes)
{
    const QFileInfo campaign(mCampaign->path());
    const QString suggested = campaign.absoluteDir().filePath(
        QStringLiteral("%1-%2.%3").arg(campaign.completeBaseName(), what.toLower(), suffix));
    QString path = chooseSave(tr("Export %1").arg(what), suggested,
                              suffix == QLatin1String("csv") ? tr("CSV files (*.csv)") : tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    if (const QString why = whyNotExportTo(path, ExportKind::Document); !why.isEmpty()) {
        mMessages.showError(tr("Export %1").arg(what), why);
        return;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        mMessages.showError(tr("Export %1").arg(what), tr("%1 could not be written: %2").arg(path, file.errorString()));
        return;
    }
    mMessages.showStatus(tr("%1 exported to %2").arg(what, QDir::toNativeSeparators(path)));
}

void ExchangeActions::doImportRoster()
{
    if (!mCampaign || mCampaign->isReadOnly())
        return;
    const QString path = mChooseFile
        ? mChooseFile(QString())
        : QFileDialog::getOpenFileName(&mWindow, tr("Import a Roster"), QFileInfo(mCampaign->path()).absolutePath(),
                                       tr("Castellan rosters (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    constexpr qint64 MaxRosterBytes = 64 * 1024 * 1024;
    // A regular file only: a FIFO or a device would never end.
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly) || file.size() > MaxRosterBytes) {
        mMessages.showError(tr("Import a Roster"),
                            file.size() > MaxRosterBytes
                                ? tr("%1 is larger than 64 MiB: it is not a roster.").arg(path)
                                : tr("%1 cannot be read: it is not a file, or %2").arg(path, file.errorString()));
        return;
    }
    mMessages.showStatus(tr("Importing the roster %1…").arg(QFileInfo(path).fileName()));
    QApplication::setOverrideCursor(Qt::WaitCursor); // a roster of 150,000 leaders takes a few seconds
    const Outcome o = importRoster(*mCampaign, file.readAll(), QFileInfo(path).fileName());
    QApplication::restoreOverrideCursor();
    if (!o.ok) {
        mMessages.showError(tr("Import a Roster"), o.refusal + QStringLiteral("\n\n") + tr("Nothing was imported."));
        return;
    }
    mMessages.showStatus(o.summary + QLatin1Char(' ') + tr("Undo (Ctrl+Z) takes the whole import back."));
}

void ExchangeActions::doPlayersCopy()
{
    if (!mCampaign || mCampaign->seedWithheld())
        return;
    const QFileInfo campaign(mCampaign->path());
    QString path = chooseSave(
        tr("Export a Players' Copy"),
        campaign.absoluteDir().filePath(campaign.completeBaseName() + tr("-players") + QStringLiteral(".castellan")),
        tr("Castellan campaigns (*.castellan)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".castellan");
    PlayersCopy copy;
    try {
        copy = writePlayersCopy(*mCampaign, path);
    } catch (const StorageError &e) {
        mMessages.showError(tr("Export a Players' Copy"), e.message());
        return;
    }
    mMessages.showStatus(tr("Players' copy written to %1").arg(QDir::toNativeSeparators(path)));
    if (mMessages.isQuiet()) {
        mMessages.noteMessage(copy.salt);
        return;
    }
    QMessageBox box(QMessageBox::Information, tr("Players' Copy"),
                    tr("The players' copy is written to %1. It keeps no notes marked GM only and no seed, so the "
                       "players cannot foresee the dice.\n\nKeep this salt with the campaign's seed (%2). When the "
                       "campaign is over, show both to the players: Verify Log on their copy checks them and then "
                       "every roll.\n\n%3")
                        .arg(QDir::toNativeSeparators(path), QString::number(mCampaign->seed()), copy.salt),
                    QMessageBox::Ok, &mWindow);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton *copySalt = box.addButton(tr("Copy the Salt"), QMessageBox::ActionRole);
    connect(copySalt, &QPushButton::clicked, this, [salt = copy.salt] { QApplication::clipboard()->setText(salt); });
    box.exec();
}

} // namespace castellan
