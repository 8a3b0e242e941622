#include "vitalitytrack.h"
#include "i18n/argtext.h"

#include <QPainter>

namespace castellan {

namespace {
constexpr int Box = 14;
constexpr int BoxGap = 3;
} // namespace

VitalityTrack::VitalityTrack(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void VitalityTrack::setValues(int rating, int current)
{
    mRating = rating;
    mCurrent = current;
    mPreview = current;
    setToolTip(tr("Vitality %1 of %2").arg(argText(current), argText(rating)));
    setAccessibleName(toolTip());
    updateGeometry();
    update();
}

void VitalityTrack::setPreview(int vitality)
{
    mPreview = vitality;
    update();
}

QSize VitalityTrack::sizeHint() const
{
    const int n = qMax(1, mRating);
    return {n * Box + (n - 1) * BoxGap + 2, Box + 2};
}

void VitalityTrack::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor alive(0xb0, 0x2a, 0x2a);
    const QColor healed(0x2e, 0x8b, 0x57);
    const QColor outline = palette().color(QPalette::Mid).darker(120);
    const int top = (height() - Box) / 2;
    const bool dead = mCurrent <= -1 || mPreview <= -1;

    for (int i = 1; i <= mRating; ++i) {
        const QRectF r(1 + (i - 1) * (Box + BoxGap), top, Box, Box);
        const bool has = i <= mCurrent;
        const bool keeps = i <= mPreview;
        p.setPen(QPen(outline, 1.0));
        if (has && keeps) {
            p.setBrush(alive);
        } else if (has && !keeps) {
            // About to be lost: hatched.
            p.setBrush(QBrush(alive, Qt::BDiagPattern));
        } else if (!has && keeps) {
            p.setPen(QPen(healed, 1.8));
            p.setBrush(healed.lighter(170));
        } else {
            p.setBrush(palette().color(QPalette::Base));
        }
        p.drawRoundedRect(r, 3, 3);
    }
    if (dead && mRating > 0) {
        // Dead at -1 (RULES L3): a line through the whole track.
        p.setPen(QPen(QColor(0x33, 0x33, 0x33), 1.6));
        p.drawLine(QPointF(1, top + Box / 2.0), QPointF(mRating * (Box + BoxGap) - BoxGap + 1, top + Box / 2.0));
    }
}

} // namespace castellan
