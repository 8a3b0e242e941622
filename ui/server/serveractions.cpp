#include "serveractions.h"

#include "accessdialog.h"
#include "servercampaigndialog.h"
#include "serverlocationform.h"

#include "session/campaignsession.h"
#include "widgets/gatedaction.h"
#include "widgets/messenger.h"

#include "campaign/campaign.h"
#include "storage/serveraccesstext.h"
#include "storage/serverconnection.h"
#include "storage/storageerror.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QRegularExpression>
#include <QStandardPaths>

namespace castellan {

ServerActions::ServerActions(QWidget &window, CampaignSession &session, Messenger &messages)
    : QObject(&window)
    , mWindow(window)
    , mSession(session)
    , mMessages(messages)
    , mRole(new QLabel(&window))
{
    mOpen = makeAction(this, QStringLiteral("actionOpenServerCampaign"), tr("Open &Server Campaign…"),
                       tr("Open a campaign kept on a PostgreSQL server, shared with other game masters and players"),
                       QKeySequence(tr("Ctrl+Alt+O")));
    connect(mOpen, &QAction::triggered, this, &ServerActions::openServerCampaign);
    mPublish = makeAction(this, QStringLiteral("actionPublishToServer"), tr("&Publish to Server…"),
                          tr("Copy this campaign file to a new campaign on a PostgreSQL server"));
    connect(mPublish, &QAction::triggered, this, &ServerActions::publish);
    mLocalCopy = makeAction(this, QStringLiteral("actionSaveLocalCopy"), tr("Save a &Local Copy…"),
                            tr("Copy the server campaign, as it is now, into a campaign file"));
    connect(mLocalCopy, &QAction::triggered, this, &ServerActions::saveLocalCopy);
    mManageAccess = makeAction(this, QStringLiteral("actionManageAccess"), tr("Manage &Access…"),
                               tr("Who may open the server campaign: game masters, players of a side, observers"));
    connect(mManageAccess, &QAction::triggered, this, &ServerActions::manageAccess);
    mRole->setObjectName(QStringLiteral("statusServerRole"));
    mRole->setContentsMargins(8, 0, 8, 0);
    mRole->hide();
    updateEnabled();
}

void ServerActions::askPasswordsOver(QWidget *window)
{
    QPointer<QWidget> parent(window);
    setPasswordPrompt([parent](const ServerLocation &where) -> std::optional<QString> {
        bool ok = false;
        const QString password = QInputDialog::getText(
            parent, tr("Server Password"), tr("The server %1 asks for the password of %2:").arg(where.host, where.user),
            QLineEdit::Password, QString(), &ok);
        if (!ok)
            return std::nullopt;
        return password;
    });
}

void ServerActions::addMenusTo(QMenu &file)
{
    file.addAction(mOpen);
    file.addAction(mPublish);
    file.addAction(mLocalCopy);
    file.addAction(mManageAccess);
}

void ServerActions::setCampaign(Campaign *campaign)
{
    mCampaign = campaign;
    const auto viewer = campaign ? campaign->viewer() : std::nullopt;
    mRole->setVisible(viewer.has_value());
    if (viewer) {
        mRole->setText(viewer->role == ServerRole::Player
                           ? tr("%1: player, %2").arg(campaign->userName(), campaign->sideName(viewer->sideId))
                           : tr("%1: %2").arg(campaign->userName(), serverRoleText(viewer->role)));
        mRole->setToolTip(tr("Your role on the server campaign %1").arg(campaign->path()));
    }
    updateEnabled();
}

void ServerActions::updateEnabled()
{
    const bool open = mCampaign != nullptr;
    const bool shared = open && mCampaign->isShared();
    gateAction(mPublish,
               !open        ? tr("Open a campaign file first.")
                   : shared ? tr("This campaign is on a server already: Save a Local Copy brings it into a file.")
                   : mCampaign->seedWithheld() ? tr("A players' copy has no seed: it cannot be published.")
                                               : QString());
    gateAction(mLocalCopy,
               !shared ? tr("Only a server campaign is copied into a file; a file is copied with Save As.")
                       : QString());
    const auto viewer = shared ? mCampaign->viewer() : std::nullopt;
    gateAction(mManageAccess,
               !shared ? tr("Access is managed on a server campaign: publish this one first.")
                   : viewer && viewer->role != ServerRole::GameMaster ? tr("Only a game master manages who has access.")
                                                                      : QString());
}

void ServerActions::openServerCampaign()
{
    ServerCampaignDialog dialog(ServerCampaignDialog::Open, &mWindow);
    if (dialog.exec() != QDialog::Accepted)
        return;
    mSession.open(dialog.location().url());
}

void ServerActions::publish()
{
    if (!mCampaign || mCampaign->isShared())
        return;
    ServerCampaignDialog dialog(ServerCampaignDialog::Publish, &mWindow);
    QString suggested = QFileInfo(mCampaign->path()).completeBaseName().toLower();
    suggested.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    if (!suggested.isEmpty() && suggested.front().isLetter())
        dialog.form()->setCampaign(suggested.left(32));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString url = dialog.location().url();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString failure;
    try {
        Campaign::publish(mCampaign->path(), url);
    } catch (const StorageError &e) {
        failure = e.message();
    }
    QApplication::restoreOverrideCursor();
    if (!failure.isEmpty()) {
        mMessages.showError(tr("Cannot Publish"), failure);
        return;
    }
    mMessages.showStatus(tr("Published as %1").arg(url));
    if (mMessages.isQuiet()
        || QMessageBox::question(
               &mWindow, tr("Published"),
               tr("%1 is now on the server as %2. Go on with the server campaign here?").arg(mCampaign->name(), url))
            == QMessageBox::Yes)
        mSession.open(url);
}

void ServerActions::saveLocalCopy()
{
    if (!mCampaign || !mCampaign->isShared())
        return;
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(mCampaign->name() + QStringLiteral(".castellan"));
    QString target = mChooseFile ? mChooseFile(suggested)
                                 : QFileDialog::getSaveFileName(&mWindow, tr("Save a Local Copy"), suggested,
                                                                tr("Castellan campaigns (*.castellan)"));
    if (target.isEmpty())
        return;
    if (QFileInfo(target).suffix().isEmpty())
        target += QStringLiteral(".castellan");
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString failure;
    try {
        mCampaign->saveCopy(target);
    } catch (const StorageError &e) {
        failure = e.message();
    }
    QApplication::restoreOverrideCursor();
    if (!failure.isEmpty())
        mMessages.showError(tr("Cannot Save a Local Copy"), failure);
    else
        mMessages.showStatus(tr("The server campaign is copied to %1").arg(target));
}

void ServerActions::manageAccess()
{
    if (!mCampaign || !mCampaign->isShared())
        return;
    AccessDialog dialog(*mCampaign, &mWindow);
    dialog.exec();
}

} // namespace castellan
