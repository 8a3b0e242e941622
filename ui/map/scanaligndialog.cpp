#include "scanaligndialog.h"

#include "mapscene.h"
#include "mapview.h"

#include "widgets/dialogfit.h"
#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/campaign/scanactions.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace castellan {

ScanAlignDialog::ScanAlignDialog(Campaign &campaign, MapScene *scene, MapView *view, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mScene(scene)
    , mView(view)
    , mRefusal(new RefusalBanner(this))
    , mSaid(new QLabel(this))
{
    setObjectName(QStringLiteral("scanAlignDialog"));
    setWindowTitle(tr("Align the Scan — %1").arg(campaign.scan().imageName));
    auto *intro = new QLabel(tr("Click the centre of a hex on the scan, then say which hex it is. Mark two hexes "
                                "far apart, near opposite corners of the map, and Align scales, turns and shifts "
                                "the scan to fit. A drag on the map still pans it."),
                             this);
    intro->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &ScanAlignDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(buildMarks());
    layout->addWidget(buildNudge());
    mSaid->setObjectName(QStringLiteral("scanAlignSaid"));
    mSaid->setWordWrap(true);
    mSaid->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(mSaid);
    layout->addWidget(mRefusal);
    layout->addWidget(buttons);

    if (mView) {
        mView->setMarking(true);
        connect(mView, &MapView::markPicked, this, &ScanAlignDialog::markAt);
    }
    connect(&campaign, &Campaign::scanChanged, this, &ScanAlignDialog::showAlignment);
    showMarks();
    showAlignment();
    fitDialogToContents(this, 440);
}

ScanAlignDialog::~ScanAlignDialog() = default;

QWidget *ScanAlignDialog::buildMarks()
{
    auto *box = new QGroupBox(tr("Marks"), this);
    auto *grid = new QGridLayout(box);
    auto *picks = new QButtonGroup(this);
    for (int i = 0; i < 2; ++i) {
        MarkRow &row = mMarks[i];
        row.pick = new QRadioButton(tr("Mark &%1").arg(i + 1), box);
        row.pick->setObjectName(QStringLiteral("markPick%1").arg(i + 1));
        row.pick->setToolTip(tr("The next click on the map sets this mark"));
        picks->addButton(row.pick, i);
        row.where = new QLabel(box);
        row.where->setObjectName(QStringLiteral("markWhere%1").arg(i + 1));
        row.hex = new QLineEdit(box);
        row.hex->setObjectName(QStringLiteral("markHex%1").arg(i + 1));
        row.hex->setPlaceholderText(tr("0304"));
        row.hex->setMaxLength(9);
        row.hex->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("00000000")));
        auto *hexLabel = new QLabel(tr("is hex"), box);
        hexLabel->setBuddy(row.hex);
        grid->addWidget(row.pick, i, 0);
        grid->addWidget(row.where, i, 1);
        grid->addWidget(hexLabel, i, 2);
        grid->addWidget(row.hex, i, 3);
        connect(row.hex, &QLineEdit::textEdited, this, &ScanAlignDialog::showMarks);
    }
    grid->setColumnStretch(1, 1);
    mMarks[0].pick->setChecked(true);
    mRefusal->clearWhenEdited({mMarks[0].hex, mMarks[1].hex});

    mUndoMark = new QPushButton(tr("&Undo Mark"), box);
    mUndoMark->setObjectName(QStringLiteral("undoMarkButton"));
    mUndoMark->setToolTip(tr("Takes the last mark back to where it was"));
    mAlign = new QPushButton(tr("&Align to Marks"), box);
    mAlign->setObjectName(QStringLiteral("alignButton"));
    mAlign->setDefault(true);
    auto *row = new QHBoxLayout;
    row->addWidget(mUndoMark);
    row->addStretch(1);
    row->addWidget(mAlign);
    grid->addLayout(row, 2, 0, 1, 4);
    connect(mUndoMark, &QPushButton::clicked, this, &ScanAlignDialog::undoMark);
    connect(mAlign, &QPushButton::clicked, this, &ScanAlignDialog::align);
    return box;
}

QWidget *ScanAlignDialog::buildNudge()
{
    auto *box = new QGroupBox(tr("Nudge"), this);
    auto *form = new QFormLayout(box);
    auto spin = [box](const QString &name, double min, double max, double step, int decimals, const QString &suffix) {
        auto *s = new QDoubleSpinBox(box);
        s->setObjectName(name);
        s->setRange(min, max);
        s->setSingleStep(step);
        s->setDecimals(decimals);
        s->setSuffix(suffix);
        s->setKeyboardTracking(false); // a typed number lands when it is finished, not at each digit
        s->setAccelerated(true);
        return s;
    };
    mHexWidth = spin(QStringLiteral("hexWidthSpin"), 2.0 / MaxScanScale, 2.0 / MinScanScale, 0.1, 2, tr(" px"));
    mRotation = spin(QStringLiteral("rotationSpin"), -180.0, 180.0, 0.1, 2, tr("°"));
    mRotation->setWrapping(true);
    mShiftAcross =
        spin(QStringLiteral("shiftAcrossSpin"), -MaxScanShift / 2, MaxScanShift / 2, 0.05, 2, tr(" columns"));
    mShiftDown = spin(QStringLiteral("shiftDownSpin"), -MaxScanShift / 2, MaxScanShift / 2, 0.05, 2, tr(" rows"));
    form->addRow(tr("A hex on the scan is &wide:"), mHexWidth);
    form->addRow(tr("&Turned:"), mRotation);
    form->addRow(tr("Shifted a&cross:"), mShiftAcross);
    form->addRow(tr("Shifted &down:"), mShiftDown);
    for (QDoubleSpinBox *s : {mHexWidth, mRotation, mShiftAcross, mShiftDown})
        connect(s, &QDoubleSpinBox::valueChanged, this, &ScanAlignDialog::nudge);
    return box;
}

QString ScanAlignDialog::refusal() const
{
    return mRefusal->text();
}

QString ScanAlignDialog::said() const
{
    return mSaid->text();
}

void ScanAlignDialog::report(const Outcome &o)
{
    if (mRefusal->landed(o))
        mSaid->setText(o.summary);
}

void ScanAlignDialog::markAt(const QPointF &scenePos)
{
    if (!mScene || !mScene->hasScan())
        return;
    const int index = mMarks[1].pick->isChecked() ? 1 : 0;
    MarkRow &row = mMarks[index];
    mSteps.append({index, row.onScan, row.hex->text()});
    row.onScan = mScene->sceneToScan(scenePos);
    // The hex under the click as the scan lies now: right once it is roughly aligned, and easy to correct.
    if (row.hex->text().trimmed().isEmpty() && mScene->isOnMap(mScene->hexAt(scenePos)))
        row.hex->setText(hexLabel(mScene->hexAt(scenePos)));
    if (index == 0 && !mMarks[1].onScan)
        mMarks[1].pick->setChecked(true);
    mRefusal->clear();
    showMarks();
}

void ScanAlignDialog::undoMark()
{
    if (mSteps.isEmpty())
        return;
    const MarkStep step = mSteps.takeLast();
    MarkRow &row = mMarks[step.index];
    row.onScan = step.before;
    row.hex->setText(step.hexBefore);
    row.pick->setChecked(true);
    mRefusal->clear();
    showMarks();
}

void ScanAlignDialog::showMarks()
{
    bool ready = mCampaign.scan().isSet();
    QList<std::optional<QPointF>> points;
    for (const MarkRow &row : mMarks) {
        points << row.onScan;
        row.where->setText(row.onScan
                               ? tr("at %1, %2 on the scan").arg(qRound(row.onScan->x())).arg(qRound(row.onScan->y()))
                               : tr("click the map to set it"));
        ready = ready && row.onScan && hexFromLabel(row.hex->text().trimmed());
    }
    if (mScene)
        mScene->setScanMarks(points);
    mAlign->setEnabled(ready);
    mUndoMark->setEnabled(!mSteps.isEmpty());
}

void ScanAlignDialog::align()
{
    ScanMark marks[2];
    for (int i = 0; i < 2; ++i) {
        const auto hex = hexFromLabel(mMarks[i].hex->text().trimmed());
        if (!mMarks[i].onScan || !hex)
            return;
        marks[i] = {*mMarks[i].onScan, *hex};
    }
    report(alignScan(mCampaign, marks[0], marks[1]));
}

void ScanAlignDialog::showAlignment()
{
    const MapScan scan = mCampaign.scan();
    const QPointF shift = scan.alignment.shiftInHexes();
    const std::pair<QDoubleSpinBox *, double> values[] = {{mHexWidth, scan.alignment.hexWidthOnScan()},
                                                          {mRotation, scan.alignment.rotation},
                                                          {mShiftAcross, shift.x()},
                                                          {mShiftDown, shift.y()}};
    for (const auto &[spin, value] : values) {
        const QSignalBlocker quiet(spin);
        spin->setValue(value);
        spin->setEnabled(scan.isSet());
    }
    showMarks();
}

QPointF ScanAlignDialog::viewCentreOnMapPlane() const
{
    if (!mView || !mScene)
        return {};
    return mView->mapToScene(mView->viewport()->rect().center()) / mScene->geometry().radius();
}

void ScanAlignDialog::nudge()
{
    const ScanAlignment now = mCampaign.scan().alignment;
    const QPointF pivot = viewCentreOnMapPlane();
    ScanAlignment next = now;
    // Only the number the user changed counts: the others show rounded values, which must not move the scan.
    const double width = mHexWidth->value();
    if (std::abs(width - now.hexWidthOnScan()) > 0.5 * std::pow(10.0, -mHexWidth->decimals()))
        next = next.scaledAbout(pivot, now.hexWidthOnScan() / width);
    if (std::abs(mRotation->value() - now.rotation) > 0.5 * std::pow(10.0, -mRotation->decimals()))
        next = next.rotatedAbout(pivot, mRotation->value() - now.rotation);
    const QPointF shift = next.shiftInHexes();
    const QPointF typed(mShiftAcross->value(), mShiftDown->value());
    const QPointF was = now.shiftInHexes();
    const double eps = 0.5 * std::pow(10.0, -mShiftAcross->decimals());
    if (std::abs(typed.x() - was.x()) > eps || std::abs(typed.y() - was.y()) > eps)
        next.setShiftInHexes(QPointF(std::abs(typed.x() - was.x()) > eps ? typed.x() : shift.x(),
                                     std::abs(typed.y() - was.y()) > eps ? typed.y() : shift.y()));
    if (next == now)
        return;
    report(setScanAlignment(mCampaign, next));
    showAlignment(); // a refused nudge puts the numbers back
}

void ScanAlignDialog::done(int result)
{
    if (mView) {
        mView->setMarking(false);
        disconnect(mView, nullptr, this, nullptr);
    }
    if (mScene)
        mScene->setScanMarks({});
    QDialog::done(result);
}

} // namespace castellan
