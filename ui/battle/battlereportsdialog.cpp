#include "battlereportsdialog.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "storage/exporttarget.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <optional>

namespace castellan {

namespace {

constexpr int IdRole = Qt::UserRole;

QString resultFromKey(const QString &key)
{
    for (BattleResult r :
         {BattleResult::AttackerWins, BattleResult::DefenderWins, BattleResult::Mutual, BattleResult::Avoided}) {
        if (resultKey(r) == key)
            return resultText(r);
    }
    return resultText(BattleResult::Undecided);
}

std::optional<BattleRecord> findBattle(const Campaign &campaign, qint64 id)
{
    const QList<BattleRecord> battles = campaign.battles();
    for (const BattleRecord &b : battles) {
        if (b.id == id)
            return b;
    }
    return std::nullopt;
}

/** A file name from the battle's name: letters, digits and dashes. */
QString fileNameFor(const BattleRecord &b)
{
    QString name;
    for (const QChar c : b.name.shown()) {
        if (c.isLetterOrNumber())
            name += c;
        else if (!name.endsWith(QLatin1Char('-')))
            name += QLatin1Char('-');
    }
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    return (name.isEmpty() ? QStringLiteral("battle") : name) + QStringLiteral(".html");
}

} // namespace

BattleReportsDialog::BattleReportsDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mList(new QTreeWidget(this))
    , mBrowser(new QTextBrowser(this))
    , mEmpty(new QLabel(this))
    , mExport(new QPushButton(tr("&Export HTML…"), this))
    , mPrint(new QPushButton(tr("&Print…"), this))
{
    setObjectName(QStringLiteral("battleReportsDialog"));
    setWindowTitle(tr("Battle reports: %1").arg(campaign.name()));

    mList->setObjectName(QStringLiteral("battleList"));
    mList->setColumnCount(3);
    mList->setHeaderLabels({tr("Turn"), tr("Battle"), tr("Result")});
    mList->setRootIsDecorated(false);
    mList->setAlternatingRowColors(true);
    mList->setUniformRowHeights(true);
    mList->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mList->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    mList->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    mList->setMinimumWidth(320);

    mBrowser->setObjectName(QStringLiteral("reportBrowser"));
    mBrowser->setOpenLinks(false);
    mEmpty->setObjectName(QStringLiteral("emptyLabel"));
    mEmpty->setAlignment(Qt::AlignCenter);
    mEmpty->setWordWrap(true);
    mEmpty->setForegroundRole(QPalette::PlaceholderText);
    mEmpty->setText(tr("No battle has been fought in this campaign yet.\nBattles are fought from a force."));
    auto *right = new QStackedWidget(this);
    right->addWidget(mBrowser);
    right->addWidget(mEmpty);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(mList);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 5);
    splitter->setChildrenCollapsible(false);

    mExport->setObjectName(QStringLiteral("exportButton"));
    mPrint->setObjectName(QStringLiteral("printButton"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(mExport, QDialogButtonBox::ActionRole);
    buttons->addButton(mPrint, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    connect(mList, &QTreeWidget::currentItemChanged, this, &BattleReportsDialog::showCurrent);
    connect(mExport, &QPushButton::clicked, this, &BattleReportsDialog::exportCurrent);
    connect(mPrint, &QPushButton::clicked, this, &BattleReportsDialog::printCurrent);
    connect(&mCampaign, &Campaign::battlesChanged, this, &BattleReportsDialog::reload);

    reload();
    // The newest battle first in view.
    if (mList->topLevelItemCount() > 0)
        mList->setCurrentItem(mList->topLevelItem(mList->topLevelItemCount() - 1));
    resize(1000, 680);
}

void BattleReportsDialog::reload()
{
    const qint64 keep = currentBattle();
    QSignalBlocker block(mList);
    mList->clear();
    const QList<BattleRecord> battles = mCampaign.battles();
    QTreeWidgetItem *current = nullptr;
    for (const BattleRecord &b : battles) {
        auto *item = new QTreeWidgetItem(mList);
        item->setText(0, QString::number(b.turn));
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(1, b.name.shown());
        item->setText(2, resultFromKey(b.result));
        item->setData(0, IdRole, b.id);
        if (b.id == keep)
            current = item;
    }
    if (!current && mList->topLevelItemCount() > 0)
        current = mList->topLevelItem(mList->topLevelItemCount() - 1);
    mList->setCurrentItem(current);
    block.unblock();
    showCurrent();
}

qint64 BattleReportsDialog::currentBattle() const
{
    const QTreeWidgetItem *item = mList->currentItem();
    return item ? item->data(0, IdRole).toLongLong() : 0;
}

bool BattleReportsDialog::showBattle(qint64 battleId)
{
    for (int i = 0; i < mList->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = mList->topLevelItem(i);
        if (item->data(0, IdRole).toLongLong() == battleId) {
            mList->setCurrentItem(item);
            mList->scrollToItem(item);
            showCurrent();
            return true;
        }
    }
    return false;
}

QString BattleReportsDialog::reportHtml(qint64 battleId) const
{
    const auto b = findBattle(mCampaign, battleId);
    if (!b)
        return {};
    return battleReportHtml(QJsonDocument::fromJson(b->report.toUtf8()).object());
}

void BattleReportsDialog::showCurrent()
{
    const qint64 id = currentBattle();
    auto *pages = static_cast<QStackedWidget *>(mBrowser->parentWidget());
    pages->setCurrentWidget(id ? static_cast<QWidget *>(mBrowser) : mEmpty);
    mBrowser->setHtml(id ? reportHtml(id) : QString());
    mExport->setEnabled(id != 0);
    mPrint->setEnabled(id != 0);
}

bool BattleReportsDialog::exportHtml(qint64 battleId, const QString &path)
{
    mLastError.clear();
    const QString html = reportHtml(battleId);
    if (html.isEmpty()) {
        mLastError = tr("There is no such battle in this campaign.");
        return false;
    }
    mLastError = whyNotExportTo(path, ExportKind::Document);
    if (!mLastError.isEmpty())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        mLastError = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    const QByteArray bytes = html.toUtf8();
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        mLastError = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void BattleReportsDialog::exportCurrent()
{
    const qint64 id = currentBattle();
    const auto b = findBattle(mCampaign, id);
    if (!b)
        return;
    const QString dir = QFileInfo(mCampaign.path()).absolutePath();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export battle report"), QDir(dir).filePath(fileNameFor(*b)), tr("HTML pages (*.html *.htm)"));
    if (path.isEmpty())
        return;
    if (!exportHtml(id, path))
        QMessageBox::warning(this, tr("Export battle report"), mLastError);
}

void BattleReportsDialog::printCurrent()
{
    const qint64 id = currentBattle();
    if (!id)
        return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print battle report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QTextDocument document;
    document.setHtml(reportHtml(id));
    document.print(&printer);
}

} // namespace castellan
