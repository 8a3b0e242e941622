#pragma once

#include "campaignstore.h"
#include "orderbook.h"

namespace castellan {

struct ServerLocation;

/**
 * A shared campaign on a PostgreSQL server (issue 16): a schema of its own, with roles and row-level security for
 * who may see and do what (serveraccess.h). Opening and making one, publishing a file to it and pulling it back
 * into a file, the campaign's lock (one writer at a time), and the notice to the other clients of every change.
 */
class ServerCampaignStore final : public CampaignStore
{
public:
    ~ServerCampaignStore() override;
    static std::unique_ptr<CampaignStore> open(const QString &url, Access access);
    static std::unique_ptr<CampaignStore> create(const QString &url, const QString &name, quint64 seed);
    /** Copies a campaign file to a new campaign on a server, all or nothing. */
    static void publish(const QString &file, const QString &url);

    bool isShared() const override { return true; }
    std::optional<Viewer> viewer() const override { return mViewer; }
    void grantAccess(const AccessGrant &grant) override;
    void revokeAccess(const QString &user) override;
    QList<AccessGrant> accessList() const override;
    QString userName() const override { return mUser; }
    void keepTurnReport(qint64 sideId, int turn, const QString &html) override;
    std::optional<QString> keptTurnReport(qint64 sideId, int turn) const override;
    const OrderBook *orderBook() const override { return mOrders.get(); }
    void listen(QObject *context, const std::function<void()> &changed) override;
    /** Pulls the campaign into the file `target`, in one snapshot of the server's rows. */
    void saveCopy(const QString &target) const override;
    void savePlayersCopy(const QString &target, const QString &commitment) const override;

protected:
    QString notACampaign() const override;
    /** The server's lock timeout and a lost connection in the user's words; the database's text otherwise. */
    QString describeFailure(const QSqlError &error) const override;
    /** Takes the campaign's lock, and reloads the ids others may have taken since. */
    void beganOutermost() override;
    /** Announces the change on the campaign's channel, delivered when the transaction commits. */
    void committingOutermost() override;

private:
    ServerCampaignStore(QString url, QString connection);
    /** Makes a new server campaign: its schema, roles and tables, the rows `fill` writes, all or nothing. */
    static void make(const ServerLocation &where, const std::function<void(CampaignStore &)> &fill);
    /** Makes the players' views and the policies again, as this version makes them (AccessVersion). */
    void reinstallAccess(const ServerLocation &where);
    /** Writes the server campaign into a new file at `target`, replacing it atomically. */
    void pull(const QString &target) const;

    QString mListener;   ///< a second connection, which only listens for others' changes
    bool mReady = false; ///< opened and checked: its counters are reloaded under the lock
    QString mChannel;    ///< the campaign's LISTEN/NOTIFY channel
    QString mUser;
    std::optional<Viewer> mViewer;
    std::unique_ptr<OrderBook> mOrders;
};

} // namespace castellan
