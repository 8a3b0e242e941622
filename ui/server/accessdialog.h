#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace castellan {

class Campaign;

/**
 * Manage Access… (issue 16): who may open the shared campaign and as what (game master, a player of one side, an
 * observer), as the server keeps it. Grant gives a server user a role in place of any he had; Revoke takes it.
 * Every change is made on the server at once and read back.
 */
class AccessDialog : public QDialog
{
    Q_OBJECT

public:
    AccessDialog(Campaign &campaign, QWidget *parent = nullptr);

    /** What the last change answered: empty when it was done. */
    QString lastError() const { return mLastError; }
    void grant(const QString &user, int roleIndex, qint64 sideId);
    void revokeSelected();

private:
    void reload();
    void updateButtons();
    void fail(const QString &message);

    Campaign &mCampaign;
    QTableWidget *mTable;
    QLineEdit *mUser;
    QComboBox *mRole;
    QComboBox *mSide;
    QPushButton *mGrant;
    QPushButton *mRevoke;
    QLabel *mMessage;
    QString mLastError;
};

} // namespace castellan
