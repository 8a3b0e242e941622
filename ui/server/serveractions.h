#pragma once

#include <QObject>

#include <functional>

class QAction;
class QLabel;
class QMenu;
class QWidget;

namespace castellan {

class Campaign;
class CampaignSession;
class Messenger;

/**
 * Shared campaigns on a server, as the File menu offers them (issue 16): Open Server Campaign…, Publish to
 * Server…, Save a Local Copy… and Manage Access…, with the user's role shown in the status bar. A server that
 * wants a password asks for it in a dialog.
 */
class ServerActions : public QObject
{
    Q_OBJECT

public:
    ServerActions(QWidget &window, CampaignSession &session, Messenger &messages);

    void setCampaign(Campaign *campaign);
    /** Open Server Campaign… and Publish to Server…, Save a Local Copy… and Manage Access… on the File menu. */
    void addMenusTo(QMenu &file);
    /** The status bar's label: who the user is on the server campaign (hidden for a file). */
    QLabel *roleLabel() const { return mRole; }

    QAction *openAction() const { return mOpen; }
    QAction *publishAction() const { return mPublish; }
    QAction *localCopyAction() const { return mLocalCopy; }
    QAction *manageAccessAction() const { return mManageAccess; }

    /** The file the user picks, when tests pick it instead of a file dialog. */
    void setFileChooser(std::function<QString(const QString &suggested)> chooser) { mChooseFile = std::move(chooser); }

    /** The server's password, asked in a dialog over `window` (installed by the app for every connection). */
    static void askPasswordsOver(QWidget *window);

private:
    void updateEnabled();
    void openServerCampaign();
    void publish();
    void saveLocalCopy();
    void manageAccess();

    QWidget &mWindow;
    CampaignSession &mSession;
    Messenger &mMessages;
    Campaign *mCampaign = nullptr;
    std::function<QString(const QString &)> mChooseFile;

    QAction *mOpen;
    QAction *mPublish;
    QAction *mLocalCopy;
    QAction *mManageAccess;
    QLabel *mRole;
};

} // namespace castellan
