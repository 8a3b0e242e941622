#include "rolllogview.h"

#include "rolllogmodel.h"

#include "campaign/campaign.h"
#include "dice/rollcsv.h"
#include "storage/exporttarget.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSaveFile>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace castellan {

namespace {
constexpr int TextFilterPauseMs = 250;
}

RollLogView::RollLogView(QWidget *parent)
    : QWidget(parent)
    , mModel(new RollLogModel(this))
    , mLeaderCombo(new QComboBox(this))
    , mTurnCombo(new QComboBox(this))
    , mSideCombo(new QComboBox(this))
    , mTextEdit(new QLineEdit(this))
    , mTable(new QTableView(this))
    , mInfo(new QLabel(this))
    , mTextTimer(new QTimer(this))
    , mExport(new QToolButton(this))
{
    mExport->setObjectName(QStringLiteral("logExportCsv"));
    mExport->setText(tr("Export CSV…"));
    mExport->setToolTip(tr("Save the rolls shown, with the filters applied, as a CSV file"));
    connect(mExport, &QToolButton::clicked, this, &RollLogView::exportCsvDialog);

    mLeaderCombo->setObjectName(QStringLiteral("logLeaderFilter"));
    mLeaderCombo->setToolTip(tr("Show only the rolls of one leader"));
    mLeaderCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mLeaderCombo->setMinimumContentsLength(18);

    mSideCombo->setObjectName(QStringLiteral("logSideFilter"));
    mSideCombo->setToolTip(tr("Show only the rolls of one side"));
    mSideCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    mTurnCombo->setObjectName(QStringLiteral("logTurnFilter"));
    mTurnCombo->setToolTip(tr("Show only the rolls of one campaign turn"));

    mTextEdit->setObjectName(QStringLiteral("logTextFilter"));
    mTextEdit->setPlaceholderText(tr("Filter by context or result"));
    mTextEdit->setClearButtonEnabled(true);

    mTable->setObjectName(QStringLiteral("rollLogTable"));
    mTable->setModel(mModel);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setAlternatingRowColors(true);
    mTable->setShowGrid(false);
    mTable->setWordWrap(false);
    mTable->setCornerButtonEnabled(false);
    mTable->verticalHeader()->hide();
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    QHeaderView *header = mTable->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    const int m = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    header->resizeSection(RollLogModel::IdColumn, m * 5);
    header->resizeSection(RollLogModel::TurnColumn, m * 4);
    header->resizeSection(RollLogModel::ContextColumn, m * 26);
    header->resizeSection(RollLogModel::LeaderColumn, m * 12);
    header->resizeSection(RollLogModel::DiceColumn, m * 3 + 8);
    header->resizeSection(RollLogModel::FacesColumn, m * 10);
    header->setStretchLastSection(true);

    mInfo->setObjectName(QStringLiteral("logInfo"));
    mInfo->setForegroundRole(QPalette::PlaceholderText);

    auto *filters = new QHBoxLayout;
    filters->setSpacing(6);
    filters->addWidget(mSideCombo);
    filters->addWidget(mLeaderCombo);
    filters->addWidget(mTurnCombo);
    filters->addWidget(mTextEdit, 1);
    filters->addWidget(mInfo);
    filters->addWidget(mExport);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->setSpacing(4);
    layout->addLayout(filters);
    layout->addWidget(mTable, 1);

    mTextTimer->setSingleShot(true);
    mTextTimer->setInterval(TextFilterPauseMs);
    connect(mTextTimer, &QTimer::timeout, this, &RollLogView::applyFilter);
    connect(mTextEdit, &QLineEdit::textChanged, mTextTimer, qOverload<>(&QTimer::start));
    connect(mTextEdit, &QLineEdit::returnPressed, this, &RollLogView::applyFilter);
    connect(mLeaderCombo, &QComboBox::currentIndexChanged, this, &RollLogView::applyFilter);
    connect(mTurnCombo, &QComboBox::currentIndexChanged, this, &RollLogView::applyFilter);
    connect(mSideCombo, &QComboBox::currentIndexChanged, this, &RollLogView::applyFilter);
    connect(mModel, &QAbstractItemModel::rowsInserted, this, &RollLogView::updateInfo);
    connect(mModel, &QAbstractItemModel::modelReset, this, &RollLogView::updateInfo);

    fillLeaders();
    fillTurns();
    fillSides();
    updateInfo();
}

void RollLogView::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    {
        const QSignalBlocker blockCombo(mLeaderCombo);
        const QSignalBlocker blockText(mTextEdit);
        const QSignalBlocker blockTurn(mTurnCombo);
        const QSignalBlocker blockSide(mSideCombo);
        mSideCombo->setCurrentIndex(0);
        mTextEdit->clear();
        mLeaderCombo->setCurrentIndex(0);
        mTurnCombo->setCurrentIndex(0);
    }
    mModel->setCampaign(campaign);
    if (mCampaign) {
        connect(mCampaign, &Campaign::leaderAdded, this, &RollLogView::scheduleFillLeaders);
        connect(mCampaign, &Campaign::leaderRemoved, this, &RollLogView::scheduleFillLeaders);
        connect(mCampaign, &Campaign::turnChanged, this, &RollLogView::fillTurns);
        connect(mCampaign, &Campaign::sidesChanged, this, &RollLogView::fillSides);
    }
    fillLeaders();
    fillTurns();
    fillSides();
}

void RollLogView::fillSides()
{
    const qint64 current = mSideCombo->currentData().toLongLong();
    const QSignalBlocker block(mSideCombo);
    mSideCombo->clear();
    mSideCombo->addItem(tr("All sides"), qint64(0));
    if (mCampaign) {
        for (const Side &s : mCampaign->sides())
            mSideCombo->addItem(s.name, s.id);
    }
    mSideCombo->setCurrentIndex(std::max(0, mSideCombo->findData(current)));
}

void RollLogView::fillTurns()
{
    const int current = mTurnCombo->currentData().toInt();
    const QSignalBlocker block(mTurnCombo);
    mTurnCombo->clear();
    mTurnCombo->addItem(tr("All turns"), 0);
    const int last = mCampaign ? mCampaign->turn() : 0;
    for (int turn = last; turn >= 1; --turn)
        mTurnCombo->addItem(tr("Turn %1").arg(turn), turn);
    const int index = mTurnCombo->findData(current);
    mTurnCombo->setCurrentIndex(index < 0 ? 0 : index);
    if (index < 0 && current != 0)
        applyFilter(); // that turn was undone: show every turn again
}

bool RollLogView::exportCsv(const QString &path)
{
    mLastError.clear();
    if (!mCampaign) {
        mLastError = tr("No campaign is open.");
        return false;
    }
    mLastError = whyNotExportTo(path, ExportKind::Document);
    if (!mLastError.isEmpty())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        mLastError = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    qint64 written = 0;
    try {
        written = writeRollsCsv(mCampaign->rolls(), mModel->filter(), file, [this](qint64 id) {
            const auto l = mCampaign->leader(id);
            return l ? l->name : QString::number(id);
        });
    } catch (const StorageError &e) {
        file.cancelWriting();
        mLastError = e.message();
        return false;
    }
    if (!file.commit()) {
        mLastError = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    Q_EMIT statusMessage(tr("Exported %n roll(s) to %1.", nullptr, int(written)).arg(QDir::toNativeSeparators(path)));
    return true;
}

void RollLogView::exportCsvDialog()
{
    if (!mCampaign)
        return;
    const QString suggested = QFileInfo(mCampaign->path()).completeBaseName() + tr("-rolls.csv");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the Roll Log"),
                                                      QFileInfo(mCampaign->path()).absoluteDir().filePath(suggested),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (!exportCsv(path))
        QMessageBox::critical(this, tr("Not Exported"), mLastError);
}

void RollLogView::setLeaderFilter(qint64 leaderId)
{
    const int index = mLeaderCombo->findData(leaderId);
    mLeaderCombo->setCurrentIndex(index < 0 ? 0 : index);
}

void RollLogView::scheduleFillLeaders()
{
    if (mFillPending)
        return;
    mFillPending = true;
    QTimer::singleShot(0, this, &RollLogView::fillLeaders);
}

void RollLogView::fillLeaders()
{
    mFillPending = false;
    const qint64 current = mLeaderCombo->currentData().toLongLong();
    const QSignalBlocker block(mLeaderCombo);
    mLeaderCombo->clear();
    mLeaderCombo->addItem(tr("All leaders"), qint64(0));
    if (mCampaign) {
        QList<Leader> leaders = mCampaign->leaders();
        std::sort(leaders.begin(), leaders.end(),
                  [](const Leader &a, const Leader &b) { return a.name.compare(b.name, Qt::CaseInsensitive) < 0; });
        for (const Leader &l : std::as_const(leaders))
            mLeaderCombo->addItem(l.name, l.id);
    }
    const int index = mLeaderCombo->findData(current);
    mLeaderCombo->setCurrentIndex(index < 0 ? 0 : index);
    if (index < 0 && current != 0)
        applyFilter(); // his creation was undone: show everything again
}

void RollLogView::applyFilter()
{
    mTextTimer->stop();
    RollFilter filter;
    filter.leaderId = mLeaderCombo->currentData().toLongLong();
    filter.turn = mTurnCombo->currentData().toInt();
    filter.sideId = mSideCombo->currentData().toLongLong();
    filter.text = mTextEdit->text().trimmed();
    mModel->setFilter(filter);
}

void RollLogView::updateInfo()
{
    const int shown = mModel->rowCount();
    if (!mCampaign)
        mInfo->clear();
    else if (mModel->canFetchMore({}))
        mInfo->setText(tr("Latest %n roll(s) loaded; scroll for more", nullptr, shown));
    else
        mInfo->setText(tr("Rolls: %1").arg(shown));
}

} // namespace castellan
