#pragma once

#include "storage/serverlocation.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace castellan {

/**
 * Where a server campaign is: host (or the folder of a local socket), port, database, user and campaign name,
 * with the URL they make, shown as the CLI takes it. The last values typed are remembered. No password field:
 * it comes from ~/.pgpass, or the server asks.
 */
class ServerLocationForm : public QWidget
{
    Q_OBJECT

public:
    explicit ServerLocationForm(QWidget *parent = nullptr);

    /** The location typed in; none while a field is missing or bad (whyNot() says which). */
    std::optional<ServerLocation> location() const;
    QString whyNot() const;
    void setLocation(const ServerLocation &where);
    void setCampaign(const QString &campaign);
    /** Keeps the values for the next time the form is shown. */
    void remember() const;

Q_SIGNALS:
    void changed();

private:
    void update();

    QLineEdit *mHost;
    QSpinBox *mPort;
    QLineEdit *mDatabase;
    QLineEdit *mUser;
    QLineEdit *mCampaign;
    QLabel *mUrl;
};

} // namespace castellan
