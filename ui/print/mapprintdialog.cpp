#include "mapprintdialog.h"

#include "i18n/argtext.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPdfWriter>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace castellan {

namespace {
const QString HexWidthKey = QStringLiteral("print/mapHexMillimetres");
const QString ToScaleKey = QStringLiteral("print/mapToScale");
} // namespace

MapPrintDialog::MapPrintDialog(const Campaign &campaign, const QPageLayout &layout, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mLayout(layout)
    , mOnePage(new QRadioButton(tr("The whole map on &one page"), this))
    , mToScale(new QRadioButton(tr("To &scale, across several pages:"), this))
    , mHexWidth(new QDoubleSpinBox(this))
    , mPages(new QLabel(this))
{
    setObjectName(QStringLiteral("mapPrintDialog"));
    setWindowTitle(tr("Print the Map"));
    mOnePage->setObjectName(QStringLiteral("mapOnePage"));
    mToScale->setObjectName(QStringLiteral("mapToScale"));
    mHexWidth->setObjectName(QStringLiteral("mapHexWidth"));
    mHexWidth->setRange(5, 100);
    mHexWidth->setDecimals(1);
    mHexWidth->setSuffix(tr(" mm a hex"));
    mHexWidth->setToolTip(tr("How wide a hex is on paper: a printed board's hexes are often 16 to 25 mm"));
    mPages->setObjectName(QStringLiteral("mapPages"));
    const QSettings settings;
    mHexWidth->setValue(settings.value(HexWidthKey, 20.0).toDouble());
    (settings.value(ToScaleKey, false).toBool() ? mToScale : mOnePage)->setChecked(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Print Preview…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &MapPrintDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QRadioButton *r : {mOnePage, mToScale})
        connect(r, &QRadioButton::toggled, this, &MapPrintDialog::updatePages);
    connect(mHexWidth, &QDoubleSpinBox::valueChanged, this, &MapPrintDialog::updatePages);

    auto *grid = new QGridLayout;
    grid->addWidget(mOnePage, 0, 0, 1, 2);
    grid->addWidget(mToScale, 1, 0);
    grid->addWidget(mHexWidth, 1, 1);
    grid->addWidget(mPages, 2, 0, 1, 2);
    auto *layoutBox = new QVBoxLayout(this);
    layoutBox->addLayout(grid);
    layoutBox->addWidget(buttons);
    updatePages();
}

void MapPrintDialog::accept()
{
    QSettings settings; // the next map prints the same way
    settings.setValue(HexWidthKey, mHexWidth->value());
    settings.setValue(ToScaleKey, mToScale->isChecked());
    QDialog::accept();
}

MapPicture::Fit MapPrintDialog::fit() const
{
    return mToScale->isChecked() ? MapPicture::Fit::ToScale : MapPicture::Fit::OnePage;
}

double MapPrintDialog::hexMillimetres() const
{
    return mHexWidth->value();
}

void MapPrintDialog::updatePages()
{
    mHexWidth->setEnabled(mToScale->isChecked());
    if (!mToScale->isChecked()) {
        mPages->setText(tr("One page, %1.").arg(mLayout.pageSize().name()));
        return;
    }
    QPdfWriter measure(QStringLiteral("/dev/null")); // a paged device of the chosen page, only measured
    measure.setPageLayout(mLayout);
    const QSize pages = MapPicture(mCampaign).pagesToScale(measure, mHexWidth->value());
    mPages->setText(tr("%n page(s), %1 across and %2 down, %3.", nullptr, pages.width() * pages.height())
                        .arg(argText(pages.width()), argText(pages.height()), mLayout.pageSize().name()));
}

} // namespace castellan
