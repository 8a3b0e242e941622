#include "mergeforcesdialog.h"

#include "compacttreewidget.h"
#include "forcesmodel.h"
#include "widgets/dialogfit.h"
#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "i18n/argtext.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace castellan {

namespace {

enum MergeColumn { MergeNameColumn, MergeUnitsColumn, MergeLeadersColumn };

QString leaderNames(const Campaign &campaign, qint64 forceId)
{
    QStringList names;
    for (const Leader &l : campaign.leadersOf(forceId))
        names << l.name;
    return names.join(MergeForcesDialog::tr(", ", "between leader names"));
}

} // namespace

MergeForcesDialog::MergeForcesDialog(Campaign &campaign, qint64 intoId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mIntoId(intoId)
    , mHeader(new QLabel(this))
    , mList(new CompactTreeWidget(this))
    , mNoneBox(new QWidget(this))
    , mNone(new QLabel(this))
    , mPreview(new QLabel(this))
    , mRefusal(new RefusalBanner(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , mOk(mButtons->button(QDialogButtonBox::Ok))
{
    if (const auto f = mCampaign.force(mIntoId))
        mInto = *f;
    setWindowTitle(tr("Merge Forces — %1").arg(mInto.name));
    const QString side = mCampaign.sideName(mInto.sideId);
    const QString place = mInto.location.isEmpty() ? tr("no place given") : mInto.location.shown();

    mHeader->setObjectName(QStringLiteral("mergeHeader"));
    mHeader->setWordWrap(true);
    mHeader->setTextFormat(Qt::RichText);
    mHeader->setText(tr("Which force joins <b>%1</b>? Only forces of %2 at %3 are listed: forces merge where "
                        "they stand together.")
                         .arg(mInto.name.toHtmlEscaped(), side.toHtmlEscaped(), place.toHtmlEscaped()));

    mList->setObjectName(QStringLiteral("mergeList"));
    mList->setColumnCount(3);
    mList->setHeaderLabels({tr("Force"), tr("Units"), tr("Leaders")});
    static_cast<CompactTreeWidget *>(mList)->setRowRange(2, 8);
    mList->header()->setStretchLastSection(true);
    mList->header()->resizeSection(MergeNameColumn, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 12);
    mList->header()->resizeSection(MergeUnitsColumn, fontMetrics().horizontalAdvance(unitsText({88, 88, 88})) + 16);
    for (const Force &f : mergeCandidates(mCampaign, mInto)) {
        auto *item = new QTreeWidgetItem(mList);
        item->setText(MergeNameColumn, f.name);
        item->setData(MergeNameColumn, Qt::UserRole, f.id);
        item->setText(MergeUnitsColumn, unitsText(f.units));
        const QString leaders = leaderNames(mCampaign, f.id);
        item->setText(MergeLeadersColumn, leaders.isEmpty() ? tr("none") : leaders);
        item->setToolTip(
            MergeNameColumn,
            tr("%1 at %2, %3 lost so far").arg(argText(f.name), argText(f.location.shown()), argText(f.lost)));
    }

    mNone->setObjectName(QStringLiteral("noneLabel"));
    mNone->setWordWrap(true);
    mNone->setText(tr("No other force of %1 is at %2, so there is nothing to merge with %3. Move a force there "
                      "first (Edit Force…): forces merge only where they stand together.")
                       .arg(side, place, mInto.name));

    // Nothing to merge with: an information icon and why, in place of the list.
    mNoneBox->setObjectName(QStringLiteral("noneBox"));
    auto *icon = new QLabel(mNoneBox);
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation, nullptr, this).pixmap(iconSize, iconSize));
    icon->setAlignment(Qt::AlignTop);
    mNone->setParent(mNoneBox);
    auto *noneRow = new QHBoxLayout(mNoneBox);
    noneRow->setContentsMargins(4, 8, 4, 8);
    noneRow->setSpacing(14);
    noneRow->addWidget(icon);
    noneRow->addWidget(mNone, 1);

    mPreview->setObjectName(QStringLiteral("previewLabel"));
    mPreview->setWordWrap(true);
    mPreview->setForegroundRole(QPalette::PlaceholderText);

    mOk->setObjectName(QStringLiteral("okButton"));
    mOk->setText(tr("Merge"));
    mOk->setDefault(true);
    mButtons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addWidget(mHeader);
    layout->addWidget(mList, 1);
    layout->addWidget(mNoneBox);
    layout->addWidget(mPreview);
    layout->addWidget(mRefusal);
    layout->addWidget(mButtons);

    const bool any = mList->topLevelItemCount() > 0;
    mHeader->setVisible(any);
    mList->setVisible(any);
    mNoneBox->setVisible(!any);
    if (any)
        mList->setCurrentItem(mList->topLevelItem(0));
    connect(mList, &QTreeWidget::currentItemChanged, this, &MergeForcesDialog::updatePreview);
    connect(mList, &QTreeWidget::itemDoubleClicked, this, &MergeForcesDialog::accept);
    connect(mButtons, &QDialogButtonBox::accepted, this, &MergeForcesDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &MergeForcesDialog::reject);
    updatePreview();

    if (any)
        mList->setFocus();
    else
        mButtons->button(QDialogButtonBox::Cancel)->setFocus();
    setMinimumWidth(540);
    fitDialogToContents(this, 580);
}

qint64 MergeForcesDialog::fromId() const
{
    const QTreeWidgetItem *item = mList->currentItem();
    return item ? item->data(MergeNameColumn, Qt::UserRole).toLongLong() : 0;
}

int MergeForcesDialog::eligibleCount() const
{
    return mList->topLevelItemCount();
}

void MergeForcesDialog::setFromId(qint64 id)
{
    for (int i = 0; i < mList->topLevelItemCount(); ++i) {
        if (mList->topLevelItem(i)->data(MergeNameColumn, Qt::UserRole).toLongLong() == id)
            mList->setCurrentItem(mList->topLevelItem(i));
    }
}

QString MergeForcesDialog::refusal() const
{
    return mRefusal->isHidden() ? QString() : mRefusal->text();
}

void MergeForcesDialog::updatePreview()
{
    const auto from = mCampaign.force(fromId());
    mOk->setEnabled(from.has_value());
    mOk->setToolTip(from ? QString() : tr("There is no force to merge with %1.").arg(mInto.name));
    if (!from) {
        mPreview->hide();
        return;
    }
    const Units sum{mInto.units.good + from->units.good, mInto.units.flagged + from->units.flagged,
                    mInto.units.broken + from->units.broken};
    QString leaders = leaderNames(mCampaign, mInto.id);
    const QString joining = leaderNames(mCampaign, from->id);
    if (!joining.isEmpty())
        leaders = leaders.isEmpty() ? joining : tr("%1, %2", "two lists of leader names").arg(leaders, joining);
    mPreview->setText(tr("%1 will have %2 (%3 lost) and %4; %5 is removed.")
                          .arg(mInto.name, unitsText(sum), QString::number(mInto.lost + from->lost),
                               leaders.isEmpty() ? tr("no leader") : tr("leaders %1").arg(leaders), from->name));
    mPreview->show();
}

void MergeForcesDialog::accept()
{
    if (!fromId())
        return;
    const auto o = mergeForces(mCampaign, mIntoId, fromId());
    if (!mRefusal->landed(o))
        return;
    mSummary = o.summary;
    QDialog::accept();
}

} // namespace castellan
