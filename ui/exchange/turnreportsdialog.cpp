#include "turnreportsdialog.h"

#include "campaign/campaign.h"
#include "sheets/turnreport.h"
#include "storage/exporttarget.h"
#include "storage/storageerror.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace castellan {

namespace {

const QString TurnReportsGeometryKey = QStringLiteral("TurnReportsDialog/geometry");
const QString FolderKey = QStringLiteral("TurnReportsDialog/folder");
const QString PdfKey = QStringLiteral("TurnReportsDialog/pdf");

} // namespace

TurnReportsDialog::TurnReportsDialog(const Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mTurn(new QSpinBox(this))
    , mSides(new QListWidget(this))
    , mPreview(new QTextBrowser(this))
    , mFolder(new QLineEdit(this))
    , mHtml(new QRadioButton(tr("&HTML"), this))
    , mPdf(new QRadioButton(tr("&PDF"), this))
    , mStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("turnReportsDialog"));
    setWindowTitle(tr("Turn Reports"));
    mTurn->setObjectName(QStringLiteral("reportTurn"));
    mTurn->setRange(1, campaign.turn());
    mTurn->setValue(std::max(1, campaign.turn() - 1)); // the last turn ended, if any
    mSides->setObjectName(QStringLiteral("reportSides"));
    mPreview->setObjectName(QStringLiteral("reportPreview"));
    mFolder->setObjectName(QStringLiteral("reportFolder"));
    mStatus->setObjectName(QStringLiteral("reportStatus"));
    mStatus->setWordWrap(true);
    QSettings settings;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    mFolder->setText(settings.value(FolderKey, documents).toString());
    (settings.value(PdfKey, false).toBool() ? mPdf : mHtml)->setChecked(true);
    fillSides();

    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &TurnReportsDialog::chooseFolder);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(mFolder, 1);
    folderRow->addWidget(browse);
    auto *formatRow = new QHBoxLayout;
    formatRow->addWidget(mHtml);
    formatRow->addWidget(mPdf);
    formatRow->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Turn:"), mTurn);
    form->addRow(tr("&Sides:"), mSides);
    form->addRow(tr("Format:"), formatRow);
    form->addRow(tr("Folder:"), folderRow);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(form);
    leftLayout->addWidget(mStatus);
    leftLayout->addStretch(1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(mPreview);
    splitter->setStretchFactor(1, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *write = buttons->addButton(tr("&Export"), QDialogButtonBox::ActionRole);
    write->setObjectName(QStringLiteral("exportReports"));
    write->setDefault(true);
    connect(write, &QPushButton::clicked, this, [this] { exportReports(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    connect(mTurn, &QSpinBox::valueChanged, this, &TurnReportsDialog::showPreview);
    connect(mSides, &QListWidget::currentRowChanged, this, &TurnReportsDialog::showPreview);
    resize(980, 640);
    restoreGeometry(settings.value(TurnReportsGeometryKey).toByteArray());
    connect(this, &QDialog::finished, this, [this] {
        QSettings kept;
        kept.setValue(TurnReportsGeometryKey, saveGeometry());
        kept.setValue(FolderKey, mFolder->text());
        kept.setValue(PdfKey, mPdf->isChecked());
    });
    showPreview();
}

void TurnReportsDialog::fillSides()
{
    for (const Side &side : mCampaign.sides()) {
        const TurnReport report{side.id, mCampaign.turn()}; // the turn under way: the side's only question
        if (!report.whyNot(mCampaign).isEmpty())            // a player's is his own side's only
            continue;
        auto *item = new QListWidgetItem(side.name, mSides);
        item->setData(Qt::UserRole, side.id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    mSides->setCurrentRow(0);
}

void TurnReportsDialog::showPreview()
{
    const QListWidgetItem *item = mSides->currentItem();
    if (!item) {
        mPreview->setHtml(QStringLiteral("<p>%1</p>").arg(tr("The campaign has no side to report on.")));
        return;
    }
    const TurnReport report{item->data(Qt::UserRole).toLongLong(), mTurn->value()};
    try {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        mPreview->setHtml(report.html(mCampaign));
        QApplication::restoreOverrideCursor();
    } catch (const StorageError &e) {
        QApplication::restoreOverrideCursor();
        mPreview->setHtml(QStringLiteral("<p>%1</p>").arg(mCampaign.messageOf(e).toHtmlEscaped()));
    }
}

void TurnReportsDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for the Turn Reports"), mFolder->text());
    if (!folder.isEmpty())
        mFolder->setText(folder);
}

bool TurnReportsDialog::exportReports()
{
    mWritten.clear();
    mLastError.clear();
    QList<std::pair<qint64, QString>> targets;
    QStringList existing;
    const QString suffix = mPdf->isChecked() ? QStringLiteral(".pdf") : QStringLiteral(".html");
    for (int i = 0; i < mSides->count(); ++i) {
        const QListWidgetItem *item = mSides->item(i);
        if (item->checkState() != Qt::Checked)
            continue;
        const qint64 side = item->data(Qt::UserRole).toLongLong();
        const QString path =
            QDir(mFolder->text()).filePath(TurnReport{side, mTurn->value()}.fileName(mCampaign, suffix));
        if (const QString why = whyNotExportTo(path, ExportKind::Document); !why.isEmpty()) {
            mLastError = why;
            break;
        }
        if (QFileInfo::exists(path))
            existing << QFileInfo(path).fileName();
        targets.append({side, path});
    }
    if (mLastError.isEmpty() && targets.isEmpty())
        mLastError = tr("Check the sides whose reports to write.");
    if (mLastError.isEmpty() && !existing.isEmpty() && !mReplaceWithoutAsking
        && QMessageBox::question(
               this, tr("Replace the Reports?"),
               tr("These files are in the folder already:\n%1\nReplace them?").arg(existing.join(QLatin1Char('\n'))))
            != QMessageBox::Yes)
        return false;
    QProgressDialog progress(tr("Writing the turn reports…"), tr("Stop"), 0, int(targets.size()), this);
    progress.setMinimumDuration(500);
    for (const auto &[side, path] : std::as_const(targets)) {
        if (!mLastError.isEmpty() || progress.wasCanceled())
            break;
        try {
            mLastError = TurnReport{side, mTurn->value()}.write(mCampaign, path, mPdf->isChecked());
        } catch (const StorageError &e) {
            mLastError = mCampaign.messageOf(e);
        }
        if (mLastError.isEmpty())
            mWritten << path;
        progress.setValue(int(mWritten.size()));
    }
    mStatus->setText(mLastError.isEmpty() ? tr("%n report(s) written to %1.", nullptr, int(mWritten.size()))
                                                .arg(QDir::toNativeSeparators(mFolder->text()))
                                          : mLastError);
    return mLastError.isEmpty();
}

} // namespace castellan
