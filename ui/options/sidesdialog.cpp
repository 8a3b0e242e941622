#include "sidesdialog.h"

#include "widgets/sidechip.h"

#include "campaign/campaign.h"
#include "commands/campaign/sideactions.h"

#include <QColorDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

SidesDialog::SidesDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mList(new QListWidget(this))
    , mProblem(new QLabel(this))
    , mAdd(new QPushButton(tr("&Add…"), this))
    , mRename(new QPushButton(tr("Re&name…"), this))
    , mColour(new QPushButton(tr("&Colour…"), this))
    , mRemove(new QPushButton(tr("&Remove"), this))
{
    setObjectName(QStringLiteral("sidesDialog"));
    setWindowTitle(tr("Sides — %1").arg(campaign.name()));
    mList->setObjectName(QStringLiteral("sidesList"));
    mProblem->setObjectName(QStringLiteral("sidesProblem"));
    mProblem->setWordWrap(true);
    mProblem->hide();
    auto *intro = new QLabel(tr("Every leader and force belongs to a side (RULES L2). Each change here is one step "
                                "you can undo; a side may be removed only while nothing belongs to it."));
    intro->setWordWrap(true);
    intro->setForegroundRole(QPalette::PlaceholderText);

    auto *buttons = new QVBoxLayout;
    for (QPushButton *b : {mAdd, mRename, mColour, mRemove}) {
        b->setAutoDefault(false);
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    mAdd->setObjectName(QStringLiteral("addSideButton"));
    mRename->setObjectName(QStringLiteral("renameSideButton"));
    mColour->setObjectName(QStringLiteral("colourSideButton"));
    mRemove->setObjectName(QStringLiteral("removeSideButton"));
    auto *row = new QHBoxLayout;
    row->addWidget(mList, 1);
    row->addLayout(buttons);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(row, 1);
    layout->addWidget(mProblem);
    layout->addWidget(close);

    connect(mAdd, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Add a Side"), tr("Name:"), QLineEdit::Normal, {}, &ok);
        if (ok)
            addSide(name);
    });
    connect(mRename, &QPushButton::clicked, this, [this] {
        const auto side = mCampaign.side(currentSideId());
        if (!side)
            return;
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Rename %1").arg(side->name), tr("Name:"),
                                                   QLineEdit::Normal, side->name, &ok);
        if (ok)
            renameCurrent(name);
    });
    connect(mColour, &QPushButton::clicked, this, [this] {
        const auto side = mCampaign.side(currentSideId());
        if (!side)
            return;
        const QColor colour = QColorDialog::getColor(side->color, this, tr("Colour of %1").arg(side->name));
        if (colour.isValid())
            recolorCurrent(colour);
    });
    connect(mRemove, &QPushButton::clicked, this, &SidesDialog::removeCurrent);
    connect(mList, &QListWidget::currentRowChanged, this, &SidesDialog::updateButtons);
    connect(&mCampaign, &Campaign::sidesChanged, this, &SidesDialog::refill); // undo and redo too
    refill();
    resize(QSize(460, 340).expandedTo(sizeHint()));
}

QString SidesDialog::problem() const
{
    return mProblem->isHidden() ? QString() : mProblem->text();
}

qint64 SidesDialog::currentSideId() const
{
    const QListWidgetItem *item = mList->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void SidesDialog::refill()
{
    const qint64 kept = currentSideId();
    mList->clear();
    const int chip = fontMetrics().height();
    for (const Side &s : mCampaign.sides()) {
        auto *item = new QListWidgetItem(sideChip(s.color, chip), s.name, mList);
        item->setData(Qt::UserRole, s.id);
        item->setToolTip(tr("%1, drawn in %2").arg(s.name, s.color.name()));
        if (s.id == kept)
            mList->setCurrentItem(item);
    }
    if (!mList->currentItem() && mList->count() > 0)
        mList->setCurrentRow(0);
    updateButtons();
}

void SidesDialog::updateButtons()
{
    const bool writable = mCampaign.whyReadOnly().isEmpty();
    const qint64 id = currentSideId();
    mAdd->setEnabled(writable);
    for (QPushButton *b : {mRename, mColour})
        b->setEnabled(writable && id > 0);
    const QString why = id > 0 ? whyCannotRemoveSide(mCampaign, id) : QString();
    mRemove->setEnabled(writable && id > 0 && why.isEmpty());
    mRemove->setToolTip(why);
}

bool SidesDialog::report(const Outcome &o)
{
    mProblem->setText(o.ok ? QString() : o.refusal);
    mProblem->setVisible(!o.ok);
    updateButtons();
    return o.ok;
}

bool SidesDialog::addSide(const QString &name)
{
    const bool ok = report(createSide(mCampaign, name));
    if (ok)
        mList->setCurrentRow(mList->count() - 1);
    return ok;
}

bool SidesDialog::renameCurrent(const QString &name)
{
    return report(renameSide(mCampaign, currentSideId(), name));
}

bool SidesDialog::recolorCurrent(const QColor &color)
{
    return report(recolorSide(mCampaign, currentSideId(), color));
}

bool SidesDialog::removeCurrent()
{
    return report(removeSide(mCampaign, currentSideId()));
}

} // namespace castellan
