#include "rosterview.h"

#include "rosterfilterproxy.h"
#include "rostermodel.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "widgets/listtable.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>

#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include <algorithm>

namespace castellan {

namespace {
constexpr int AnyStatus = -1;
}

RosterView::RosterView(QWidget *parent)
    : QWidget(parent)
    , mModel(new RosterModel(this))
    , mProxy(new RosterFilterProxy(this))
    , mNameEdit(new QLineEdit(this))
    , mSideCombo(new QComboBox(this))
    , mStatusCombo(new QComboBox(this))
    , mTable(new QTableView(this))
    , mCountLabel(new QLabel(this))
{
    mProxy->setSourceModel(mModel);

    mNameEdit->setObjectName(QStringLiteral("rosterNameFilter"));
    mNameEdit->setPlaceholderText(tr("Filter by name"));
    mNameEdit->setClearButtonEnabled(true);
    mNameEdit->setToolTip(tr("Show only leaders whose name contains this text (Ctrl+F)"));

    mSideCombo->setObjectName(QStringLiteral("rosterSideFilter"));
    mSideCombo->setToolTip(tr("Show only the leaders of one side"));
    mSideCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    mStatusCombo->setObjectName(QStringLiteral("rosterStatusFilter"));
    mStatusCombo->setToolTip(tr("Show only leaders of one status (RULES L6)"));
    mStatusCombo->addItem(tr("All statuses"), AnyStatus);
    for (LeaderStatus s : {LeaderStatus::Active, LeaderStatus::Disabled, LeaderStatus::Captured, LeaderStatus::Dead})
        mStatusCombo->addItem(statusName(s), int(s));

    mTable->setObjectName(QStringLiteral("rosterTable"));
    setUpListTable(mTable, mProxy, RosterModel::NameColumn); // fixed row heights: ten thousand rows are never measured
    mTable->setSelectionMode(QAbstractItemView::ExtendedSelection); // several sheets print at once
    QHeaderView *header = mTable->horizontalHeader();
    header->setStretchLastSection(false);
    // Wide enough for the header and the widest value in the user's language (German words are long).
    const auto fit = [this, header](int column, const QString &widest) {
        const QFontMetrics bold(header->font());
        const int title = bold.horizontalAdvance(mModel->headerData(column, Qt::Horizontal).toString());
        header->resizeSection(column, std::max(title + 14, fontMetrics().horizontalAdvance(widest) + 12));
    };
    header->resizeSection(RosterModel::NameColumn, fontMetrics().horizontalAdvance(QStringLiteral("M")) * 12);
    header->resizeSection(RosterModel::SideColumn, fontMetrics().horizontalAdvance(QStringLiteral("M")) * 9);
    QString longestStatus;
    for (LeaderStatus status :
         {LeaderStatus::Active, LeaderStatus::Disabled, LeaderStatus::Captured, LeaderStatus::Dead}) {
        if (statusName(status).size() > longestStatus.size())
            longestStatus = statusName(status);
    }
    fit(RosterModel::StatusColumn, longestStatus + QStringLiteral("  "));
    for (int c = RosterModel::FirstRatingColumn; c < RosterModel::FirstRatingColumn + TraitCount; ++c)
        fit(c, QStringLiteral("66"));
    fit(RosterModel::VitalityNowColumn, QStringLiteral("6 / 6"));
    fit(RosterModel::RerollsColumn, QStringLiteral("999"));
    header->setSectionResizeMode(RosterModel::NameColumn, QHeaderView::Stretch);

    mCountLabel->setObjectName(QStringLiteral("rosterCount"));
    mCountLabel->setForegroundRole(QPalette::PlaceholderText);

    auto *filters = new QHBoxLayout;
    filters->setSpacing(6);
    filters->addWidget(mNameEdit, 1);
    filters->addWidget(mSideCombo);
    filters->addWidget(mStatusCombo);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addLayout(filters);
    layout->addWidget(mTable, 1);
    layout->addWidget(mCountLabel);

    connect(mNameEdit, &QLineEdit::textChanged, mProxy, &RosterFilterProxy::setNameFilter);
    connect(mSideCombo, &QComboBox::currentIndexChanged, this,
            [this] { mProxy->setSideFilter(mSideCombo->currentData().toLongLong()); });
    connect(mStatusCombo, &QComboBox::currentIndexChanged, this, &RosterView::applyStatusFilter);
    connect(mTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RosterView::emitCurrentIfChanged);
    connect(mTable, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT leaderActivated(index.data(RosterModel::LeaderIdRole).toLongLong());
    });
    connect(mProxy, &QAbstractItemModel::rowsInserted, this, &RosterView::updateCount);
    connect(mProxy, &QAbstractItemModel::rowsRemoved, this, &RosterView::updateCount);
    connect(mProxy, &QAbstractItemModel::modelReset, this, &RosterView::updateCount);
    connect(mProxy, &QAbstractItemModel::layoutChanged, this, &RosterView::updateCount);
    // A filter can hide the current leader: the sheet follows.
    connect(mProxy, &QAbstractItemModel::rowsRemoved, this, &RosterView::emitCurrentIfChanged);
    connect(mProxy, &QAbstractItemModel::modelReset, this, &RosterView::emitCurrentIfChanged);
    connect(mProxy, &QAbstractItemModel::layoutChanged, this, &RosterView::emitCurrentIfChanged);

    fillSides();
    updateCount();
}

void RosterView::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    mModel->setCampaign(campaign);
    if (mCampaign)
        connect(mCampaign, &Campaign::sidesChanged, this, &RosterView::fillSides);
    fillSides();
    mNameEdit->clear();
    mStatusCombo->setCurrentIndex(0);
    updateCount();
    mLastEmitted = -1;
    emitCurrentIfChanged();
}

void RosterView::fillSides()
{
    const qint64 current = mSideCombo->currentData().toLongLong();
    QSignalBlocker block(mSideCombo);
    mSideCombo->clear();
    mSideCombo->addItem(tr("All sides"), qint64(0));
    if (mCampaign) {
        const int size = fontMetrics().height() - 4;
        for (const Side &s : mCampaign->sides()) {
            QPixmap chip(size, size);
            chip.fill(s.color);
            mSideCombo->addItem(QIcon(chip), s.name, s.id);
        }
    }
    const int index = mSideCombo->findData(current);
    mSideCombo->setCurrentIndex(index < 0 ? 0 : index);
    // The side column fits the longest side name, within reason.
    if (mCampaign) {
        int widest = fontMetrics().horizontalAdvance(tr("Side"));
        for (const Side &s : mCampaign->sides())
            widest = std::max(widest, fontMetrics().horizontalAdvance(s.name));
        const int chip = fontMetrics().height() + 10;
        const int limit = fontMetrics().horizontalAdvance(QLatin1Char('M')) * 12;
        mTable->horizontalHeader()->resizeSection(RosterModel::SideColumn, std::min(widest, limit) + chip);
    }
    mProxy->setSideFilter(mSideCombo->currentData().toLongLong());
}

void RosterView::applyStatusFilter()
{
    const int status = mStatusCombo->currentData().toInt();
    mProxy->setStatusFilter(status == AnyStatus ? std::nullopt : std::optional(LeaderStatus(status)));
}

void RosterView::updateCount()
{
    const int shown = mProxy->rowCount();
    const int total = mModel->rowCount();
    if (!mCampaign)
        mCountLabel->setText(tr("No campaign open"));
    else if (shown == total)
        mCountLabel->setText(tr("Leaders: %1").arg(total));
    else
        mCountLabel->setText(tr("Showing %1 of %2 leaders").arg(argText(shown), argText(total)));
}

QList<qint64> RosterView::selectedLeaderIds() const
{
    QModelIndexList rows = mTable->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<qint64> ids;
    for (const QModelIndex &row : std::as_const(rows))
        ids << row.data(RosterModel::LeaderIdRole).toLongLong();
    if (ids.isEmpty() && currentLeaderId())
        ids << currentLeaderId();
    return ids;
}

qint64 RosterView::currentLeaderId() const
{
    const QModelIndex current = mTable->selectionModel()->currentIndex();
    return current.isValid() ? current.data(RosterModel::LeaderIdRole).toLongLong() : 0;
}

void RosterView::emitCurrentIfChanged()
{
    const qint64 id = currentLeaderId();
    if (id == mLastEmitted)
        return;
    mLastEmitted = id;
    Q_EMIT currentLeaderChanged(id);
}

void RosterView::selectLeader(qint64 id)
{
    QModelIndex source = mModel->indexOf(id);
    if (!source.isValid()) {
        mTable->selectionModel()->clearCurrentIndex();
        mTable->clearSelection();
        emitCurrentIfChanged();
        return;
    }
    if (!mProxy->mapFromSource(source).isValid()) {
        mNameEdit->clear();
        mSideCombo->setCurrentIndex(0);
        mStatusCombo->setCurrentIndex(0);
    }
    const QModelIndex proxyIndex = mProxy->mapFromSource(source);
    mTable->selectionModel()->setCurrentIndex(proxyIndex,
                                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    mTable->scrollTo(proxyIndex);
    emitCurrentIfChanged();
}

void RosterView::focusFilter()
{
    mNameEdit->setFocus(Qt::ShortcutFocusReason);
    mNameEdit->selectAll();
}

} // namespace castellan
