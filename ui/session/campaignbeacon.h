#pragma once

#include <QObject>
#include <QString>

class QLocalServer;
class QWidget;

namespace castellan {

/**
 * Says "this campaign is open here" to other Castellan processes of the same user, so that opening a file that
 * another window already has (a double-click in the file manager) raises that window instead of opening the
 * file twice. One local socket per open campaign, named by the user and the file's canonical path.
 */
class CampaignBeacon : public QObject
{
    Q_OBJECT

public:
    explicit CampaignBeacon(QWidget &window);
    ~CampaignBeacon() override;

    /** Answers for this campaign file from now on (an empty path: for none). */
    void hold(const QString &campaignPath);
    QString heldPath() const { return mPath; }

    /** Asks the window that holds this file, in any process of this user, to come to the front. */
    static bool raiseHolder(const QString &campaignPath);
    /** The socket's name for a campaign file: the same for every path that names it. */
    static QString socketName(const QString &campaignPath);

private:
    void answer();
    void raiseWindow();

    QWidget &mWindow;
    QLocalServer *mServer = nullptr;
    QString mPath;
};

} // namespace castellan
