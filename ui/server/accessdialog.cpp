#include "accessdialog.h"

#include "campaign/campaign.h"
#include "storage/serveraccess.h"
#include "storage/serveraccesstext.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace castellan {

AccessDialog::AccessDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mTable(new QTableWidget(0, 3, this))
    , mUser(new QLineEdit(this))
    , mRole(new QComboBox(this))
    , mSide(new QComboBox(this))
    , mGrant(new QPushButton(tr("&Grant"), this))
    , mRevoke(new QPushButton(tr("&Revoke"), this))
    , mMessage(new QLabel(this))
{
    setObjectName(QStringLiteral("accessDialog"));
    setWindowTitle(tr("Manage Access — %1").arg(campaign.name()));
    mTable->setObjectName(QStringLiteral("accessTable"));
    mTable->setHorizontalHeaderLabels({tr("User"), tr("Role"), tr("Side")});
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mTable->verticalHeader()->hide();
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mUser->setObjectName(QStringLiteral("accessUser"));
    mUser->setPlaceholderText(tr("a user of the server"));
    mRole->setObjectName(QStringLiteral("accessRole"));
    for (ServerRole role : {ServerRole::GameMaster, ServerRole::Player, ServerRole::Observer})
        mRole->addItem(serverRoleText(role), int(role));
    mRole->setCurrentIndex(1);
    mSide->setObjectName(QStringLiteral("accessSide"));
    for (const Side &side : campaign.sides())
        mSide->addItem(side.name, side.id);
    mGrant->setObjectName(QStringLiteral("accessGrant"));
    mRevoke->setObjectName(QStringLiteral("accessRevoke"));
    mRevoke->setShortcut(QKeySequence::Delete);
    mMessage->setObjectName(QStringLiteral("accessMessage"));
    mMessage->setWordWrap(true);

    auto *intro =
        new QLabel(tr("The server enforces these roles. A game master may do everything, access included; "
                      "a player sees the leaders, forces and rolls of the side played and what is public; an observer "
                      "sees only what is public. Players and observers change nothing."),
                   this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&User:"), mUser);
    form->addRow(tr("R&ole:"), mRole);
    form->addRow(tr("&Side:"), mSide);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(mGrant, QDialogButtonBox::ActionRole);
    buttons->addButton(mRevoke, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(mTable, 1);
    layout->addLayout(form);
    layout->addWidget(mMessage);
    layout->addWidget(buttons);

    connect(mGrant, &QPushButton::clicked, this,
            [this] { grant(mUser->text().trimmed(), mRole->currentIndex(), mSide->currentData().toLongLong()); });
    connect(mRevoke, &QPushButton::clicked, this, &AccessDialog::revokeSelected);
    connect(mUser, &QLineEdit::textChanged, this, &AccessDialog::updateButtons);
    connect(mRole, &QComboBox::currentIndexChanged, this, &AccessDialog::updateButtons);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &AccessDialog::updateButtons);
    reload();
    resize(560, 460);
}

void AccessDialog::reload()
{
    mTable->setRowCount(0);
    QList<AccessGrant> grants;
    try {
        grants = mCampaign.accessList();
    } catch (const StorageError &e) {
        fail(e.message());
    }
    for (const AccessGrant &g : std::as_const(grants)) {
        const int row = mTable->rowCount();
        mTable->insertRow(row);
        mTable->setItem(row, 0, new QTableWidgetItem(g.user));
        mTable->setItem(row, 1, new QTableWidgetItem(serverRoleText(g.role)));
        mTable->setItem(row, 2,
                        new QTableWidgetItem(g.role == ServerRole::Player ? mCampaign.sideName(g.sideId) : QString()));
    }
    updateButtons();
}

void AccessDialog::updateButtons()
{
    const bool player = ServerRole(mRole->currentData().toInt()) == ServerRole::Player;
    mSide->setEnabled(player);
    mGrant->setEnabled(!mUser->text().trimmed().isEmpty() && (!player || mSide->count() > 0));
    const QList<QTableWidgetItem *> selected = mTable->selectedItems();
    const bool self = !selected.isEmpty() && mTable->item(selected.first()->row(), 0)->text() == mCampaign.userName();
    mRevoke->setEnabled(!selected.isEmpty() && !self);
    mRevoke->setToolTip(self ? tr("No game master changes their own access: another one does.") : QString());
}

void AccessDialog::fail(const QString &message)
{
    mLastError = message;
    mMessage->setText(message);
}

void AccessDialog::grant(const QString &user, int roleIndex, qint64 sideId)
{
    mLastError.clear();
    const ServerRole role = ServerRole(mRole->itemData(roleIndex).toInt());
    try {
        mCampaign.grantAccess({user, role, role == ServerRole::Player ? sideId : 0});
    } catch (const StorageError &e) {
        fail(e.message());
        return;
    }
    mMessage->setText(grantedText(user, role, mCampaign.sideName(sideId)));
    mUser->clear();
    reload();
}

void AccessDialog::revokeSelected()
{
    const QList<QTableWidgetItem *> selected = mTable->selectedItems();
    if (selected.isEmpty())
        return;
    const QString user = mTable->item(selected.first()->row(), 0)->text();
    mLastError.clear();
    try {
        mCampaign.revokeAccess(user);
    } catch (const StorageError &e) {
        fail(e.message());
        return;
    }
    mMessage->setText(tr("%1 has no access any more.").arg(user));
    reload();
}

} // namespace castellan
