#include "siegesdock.h"

#include "breakindialog.h"
#include "campaign/campaign.h"
#include "commands/sieges/siegeactions.h"
#include "orders/ordergiving.h"
#include "orders/siegeorderdialog.h"
#include "siegepanel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

SiegesDock::SiegesDock(QWidget *parent)
    : QDockWidget(tr("Sieges"), parent)
{
    setObjectName(QStringLiteral("siegesDock"));
    auto *body = new QWidget(this);
    mList = new QListWidget(body);
    mList->setObjectName(QStringLiteral("siegeList"));
    mList->setMaximumWidth(280);
    mPanel = new SiegePanel(body);
    mTurnButton = new QPushButton(tr("Siege &Turn…"), body);
    mTurnButton->setObjectName(QStringLiteral("siegeTurnButton"));
    mLiftButton = new QPushButton(tr("&Lift Siege"), body);
    mLiftButton->setObjectName(QStringLiteral("liftSiegeButton"));
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(mList, 1);
    buttons->addWidget(mTurnButton);
    buttons->addWidget(mLiftButton);
    auto *layout = new QHBoxLayout(body);
    layout->addLayout(buttons);
    layout->addWidget(mPanel, 1);
    setWidget(body);

    mSiegePhase = new QAction(tr("&Siege Phase…"), this);
    mSiegePhase->setObjectName(QStringLiteral("actionSiegePhase"));
    mSiegePhase->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G)); // Ctrl+Shift+S is Save As
    mSiegePhase->setStatusTip(
        tr("Sorties and the break-in roll of each siege, at the beginning of the turn (RULES T1, S2-S4)."));

    connect(mList, &QListWidget::currentRowChanged, this, [this] {
        mPanel->showSiege(mCampaign, currentSiegeId());
        updateButtons();
    });
    connect(mTurnButton, &QPushButton::clicked, this, [this] {
        if (mCampaign && isPlayersCampaign(*mCampaign))
            openSiegeOrders();
        else
            openSiegeTurn();
    });
    connect(mLiftButton, &QPushButton::clicked, this, &SiegesDock::liftSiege);
    connect(mSiegePhase, &QAction::triggered, this, &SiegesDock::siegePhase);
    reload();
}

void SiegesDock::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    if (mCampaign) {
        connect(mCampaign, &Campaign::siegesChanged, this, &SiegesDock::reload);
        connect(mCampaign, &Campaign::fortressesChanged, this, &SiegesDock::reload);
        connect(mCampaign, &Campaign::forceChanged, this, &SiegesDock::reload);
        connect(mCampaign, &Campaign::phaseChanged, this, &SiegesDock::reload);
        connect(mCampaign, &Campaign::turnChanged, this, &SiegesDock::reload);
    }
    reload();
}

qint64 SiegesDock::currentSiegeId() const
{
    const QListWidgetItem *item = mList->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void SiegesDock::selectSiege(qint64 siegeId)
{
    for (int i = 0; i < mList->count(); ++i) {
        if (mList->item(i)->data(Qt::UserRole).toLongLong() == siegeId)
            mList->setCurrentRow(i);
    }
}

void SiegesDock::reload()
{
    const qint64 keep = currentSiegeId();
    {
        QSignalBlocker block(mList);
        mList->clear();
        if (mCampaign) {
            QList<Siege> sieges = mCampaign->sieges();
            std::stable_sort(sieges.begin(), sieges.end(),
                             [](const Siege &a, const Siege &b) { return a.active() > b.active(); });
            for (const Siege &s : sieges) {
                const auto fort = mCampaign->fortress(s.fortressId);
                QString text = fort ? fort->name : tr("(removed fortress)");
                text += QStringLiteral(" — ") + stateText(s);
                auto *item = new QListWidgetItem(text, mList);
                item->setData(Qt::UserRole, s.id);
                if (!s.active())
                    item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            }
        }
    }
    selectSiege(keep);
    // A siege that ended since the last look gives way to one going on; one the user picked after it ended stays.
    const auto kept = mCampaign && keep ? mCampaign->siege(keep) : std::nullopt;
    const bool endedNow = kept && !kept->active() && mKeptActive;
    if ((mList->currentRow() < 0 || endedNow) && mList->count() > 0)
        mList->setCurrentRow(0);
    const auto current = mCampaign ? mCampaign->siege(currentSiegeId()) : std::nullopt;
    mKeptActive = current && current->active();
    mPanel->showSiege(mCampaign, currentSiegeId());
    updateButtons();
}

QString SiegesDock::stateText(const Siege &s) const
{
    if (!s.active())
        return tr("ended in turn %1").arg(s.endedTurn);
    if (whyNoBreakInRoll(*mCampaign, s.id).isEmpty())
        return tr("roll due");
    if (breakInOwed(*mCampaign, s))
        return tr("break-in battle owed");
    return tr("besieged for %n turn(s)", nullptr, s.turnsUnderSiege(mCampaign->turn()));
}

void SiegesDock::updateButtons()
{
    const qint64 id = currentSiegeId();
    const auto s = mCampaign && id ? mCampaign->siege(id) : std::nullopt;
    const bool active = s && s->active();
    // A player or an observer of a shared campaign is told at once, not when the dialog refuses at its end.
    const QString readOnly = mCampaign ? mCampaign->whyReadOnly() : QString();
    const bool player = mCampaign && isPlayersCampaign(*mCampaign);
    // RULES T4: a player's window orders his side's part of a siege's turn instead.
    mTurnButton->setText(player ? tr("Siege &Orders…") : tr("Siege &Turn…"));
    const QString noTurn = !active ? tr("Select a siege going on.") : player ? whyNoSiegeOrders(*s) : readOnly;
    mTurnButton->setEnabled(noTurn.isEmpty());
    mTurnButton->setToolTip(!noTurn.isEmpty() ? noTurn
                                : player      ? tr("Your side's break-in roll or sortie, as orders (RULES T4, S2-S4).")
                                              : tr("Sortie and break-in roll for this siege (RULES S2-S4)."));
    mLiftButton->setEnabled(active && readOnly.isEmpty());
    mLiftButton->setToolTip(!active                  ? tr("Select a siege going on.")
                                : readOnly.isEmpty() ? tr("The besieger gives up the siege (RULES S5).")
                                                     : readOnly);
    const QString noPhase = !mCampaign ? tr("No siege waits for its break-in roll or battle this turn.")
        : !readOnly.isEmpty()          ? readOnly
                                       : whyNoSiegePhase(*mCampaign);
    mSiegePhase->setEnabled(noPhase.isEmpty());
    mSiegePhase->setToolTip(noPhase.isEmpty() ? mSiegePhase->statusTip() : noPhase);
}

BreakInDialog *SiegesDock::openSiegeTurn()
{
    const qint64 id = currentSiegeId();
    if (!mCampaign || !id)
        return nullptr;
    if (mDialog)
        mDialog->close();
    mDialog = new BreakInDialog(*mCampaign, id, window());
    mDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(mDialog, &QDialog::finished, this, [this] {
        reload();
        if (mDialog)
            Q_EMIT statusMessage(mDialog->resultText());
    });
    mDialog->open();
    return mDialog;
}

QString SiegesDock::whyNoSiegeOrders(const Siege &s) const
{
    const auto viewer = mCampaign->viewer();
    const auto fort = mCampaign->fortress(s.fortressId);
    const qint64 mine = viewer ? viewer->sideId : 0;
    if (s.besiegerSideId == mine || (fort && fort->ownerSideId == mine))
        return {};
    return tr("Your side neither lays this siege nor holds the fortress (RULES T4).");
}

SiegeOrderDialog *SiegesDock::openSiegeOrders()
{
    const qint64 id = currentSiegeId();
    if (!mCampaign || !id)
        return nullptr;
    auto *dialog = new SiegeOrderDialog(*mCampaign, id, window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog] { Q_EMIT statusMessage(dialog->statusText()); });
    dialog->open();
    return dialog;
}

void SiegesDock::siegePhase()
{
    if (!mCampaign)
        return;
    for (const Siege &s : mCampaign->sieges()) {
        if (whyNoBreakInRoll(*mCampaign, s.id).isEmpty() || breakInOwed(*mCampaign, s)) {
            show();
            raise();
            selectSiege(s.id);
            openSiegeTurn();
            return;
        }
    }
}

void SiegesDock::liftSiege()
{
    if (!mCampaign)
        return;
    const Outcome o = castellan::liftSiege(*mCampaign, currentSiegeId());
    Q_EMIT statusMessage(o.ok ? o.summary : o.refusal);
}

} // namespace castellan
