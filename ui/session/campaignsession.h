#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

namespace castellan {

class Campaign;
class Messenger;

/**
 * The life of the open campaign in the app: opening, creating, the sample campaign, Save As, the recent files
 * and the campaign to reopen next time. It owns the campaign; opening another that fails keeps the current one
 * and leaves the failed file untouched. Views hear of a new campaign through campaignChanged.
 */
class CampaignSession : public QObject
{
    Q_OBJECT

public:
    CampaignSession(Messenger &messages, QObject *parent = nullptr);
    ~CampaignSession() override;

    Campaign *campaign() const { return mCampaign.get(); }

    /** Read-write when the file may be written, read-only when not; or read-only whatever the file. */
    enum Opening { AsAllowed, ReadOnly };
    /** Opens a campaign file; on failure tells the user why and keeps the current campaign. */
    bool open(const QString &path, Opening opening = AsAllowed);
    /**
     * What the user's Open does: a file that another window has open already (in any Castellan process) brings
     * that window to the front instead of opening twice.
     */
    bool openOrRaise(const QString &path, Opening opening = AsAllowed);
    /** Makes a new campaign file with these sides and opens it. */
    bool create(const QString &path, const QString &name, quint64 seed, const QStringList &sides);
    /** Writes a consistent copy and goes on in it. */
    bool saveAs(const QString &path);
    /** Start-up: the file given, else the last campaign, else the sample campaign (made on first run). */
    void openInitial(const QString &path = {});
    /** Lets go of the campaign (before the window goes). */
    void close();
    /** Where the sample campaign lives: AppDataLocation/sample.castellan. */
    static QString samplePath();

    QStringList recentFiles() const;
    void clearRecentFiles();
    /** Notes the open campaign as the one to reopen next time. */
    void rememberLast() const;

    /** RULES D4: the campaign's dice ask the table when its option says so, else they are the generator. */
    static void useTableDice(Campaign &campaign);

Q_SIGNALS:
    /** The open campaign is about to be replaced: views keep what the user was typing. */
    void aboutToChange();
    /** Another campaign is open (or none): the session holds it, and the previous one still exists. */
    void campaignChanged(castellan::Campaign *campaign);
    void recentFilesChanged();
    void statusMessage(const QString &message);

private:
    void setCampaign(std::unique_ptr<Campaign> campaign);
    void addRecentFile(const QString &path);

    Messenger &mMessages;
    std::unique_ptr<Campaign> mCampaign;
};

} // namespace castellan
