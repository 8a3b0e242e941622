#include "mapsizedialog.h"

#include "widgets/countsuffix.h"

#include "widgets/dialogfit.h"
#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

MapSizeDialog::MapSizeDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mColumns(new QSpinBox(this))
    , mRows(new QSpinBox(this))
    , mRefusal(new RefusalBanner(this))
{
    setObjectName(QStringLiteral("mapSizeDialog"));
    setWindowTitle(tr("Map Size — %1").arg(campaign.name()));
    for (QSpinBox *spin : {mColumns, mRows}) {
        spin->setRange(1, MaxMapSide);
        setCountSuffix(spin, [](int n) { return tr(" hex(es)", nullptr, n); });
    }
    mColumns->setObjectName(QStringLiteral("mapColumns"));
    mRows->setObjectName(QStringLiteral("mapRows"));
    mColumns->setValue(campaign.grid().columns());
    mRows->setValue(campaign.grid().rows());
    auto *note = new QLabel(tr("Hexes cut off by a smaller map lose their terrain and place names. Fortresses and "
                               "forces must stay on the map. The change can be undone."),
                            this);
    note->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Columns:"), mColumns);
    form->addRow(tr("&Rows:"), mRows);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Resize"));
    connect(buttons, &QDialogButtonBox::accepted, this, &MapSizeDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &MapSizeDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(mRefusal);
    layout->addWidget(buttons);
    fitDialogToContents(this, 380);
}

QString MapSizeDialog::refusal() const
{
    return mRefusal->text();
}

void MapSizeDialog::accept()
{
    if (mColumns->value() == mCampaign.grid().columns() && mRows->value() == mCampaign.grid().rows()) {
        QDialog::accept(); // nothing to change, nothing to undo
        return;
    }
    const Outcome o = setMapSize(mCampaign, mColumns->value(), mRows->value());
    if (!mRefusal->landed(o))
        return;
    mSummary = o.summary;
    QDialog::accept();
}

} // namespace castellan
