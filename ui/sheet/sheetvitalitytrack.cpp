#include "sheetvitalitytrack.h"
#include "i18n/argtext.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace castellan {

namespace {
constexpr int TrackGap = 5;
}

SheetVitalityTrack::SheetVitalityTrack(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void SheetVitalityTrack::setVitality(int current, int rating, LeaderStatus status)
{
    if (current == mCurrent && rating == mRating && status == mStatus)
        return;
    mCurrent = current;
    mRating = rating;
    mStatus = status;
    QString tip;
    switch (status) {
    case LeaderStatus::Dead: tip = tr("Dead: vitality fell below 0 (RULES L3)"); break;
    case LeaderStatus::Disabled: tip = tr("Disabled: at 0 vitality no rating can be used (RULES L3)"); break;
    case LeaderStatus::Captured:
        tip = tr("Captured: vitality %1 of %2 (RULES L6)").arg(argText(current), argText(rating));
        break;
    case LeaderStatus::Active:
        tip = tr("Vitality %1 of %2: %n wound(s) taken (RULES L3)", nullptr, std::max(0, rating - current))
                  .arg(argText(current), argText(rating));
        break;
    }
    setToolTip(tip);
    setAccessibleDescription(tip);
    updateGeometry();
    update();
}

int SheetVitalityTrack::boxSize() const
{
    return std::max(18, fontMetrics().height() + 8);
}

QSize SheetVitalityTrack::sizeHint() const
{
    const int n = std::max(1, mRating);
    return {n * boxSize() + (n - 1) * TrackGap + 2, boxSize() + 2};
}

QSize SheetVitalityTrack::minimumSizeHint() const
{
    return sizeHint();
}

void SheetVitalityTrack::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int size = boxSize();

    QColor ink(0x2f, 0x6d, 0x3a); // healthy: green ink
    QColor fill(0xe4, 0xf2, 0xe2);
    QColor wound(0xa8, 0x2a, 0x22); // wounds: red strike
    switch (mStatus) {
    case LeaderStatus::Disabled:
        ink = QColor(0xb3, 0x5c, 0x00);
        fill = QColor(0xfb, 0xea, 0xd2);
        break;
    case LeaderStatus::Dead:
        ink = palette().color(QPalette::Disabled, QPalette::Text);
        fill = palette().color(QPalette::Window).darker(106);
        wound = ink;
        break;
    case LeaderStatus::Captured:
        ink = QColor(0x73, 0x3f, 0xa8);
        fill = QColor(0xee, 0xe6, 0xf7);
        break;
    case LeaderStatus::Active: break;
    }

    for (int i = 0; i < mRating; ++i) {
        const QRectF box(1 + i * (size + TrackGap) + 0.5, 1.5, size - 1, size - 1);
        const bool left = i < mCurrent; // boxes beyond the current vitality are wounds taken
        QPainterPath path;
        path.addRoundedRect(box, 3, 3);
        if (left) {
            p.fillPath(path, fill);
            p.setPen(QPen(ink, 1.6));
            p.drawPath(path);
            if (mStatus == LeaderStatus::Captured) {
                p.save();
                p.setClipPath(path);
                p.setPen(QPen(ink.lighter(160), 1));
                for (qreal x = box.left() - box.height(); x < box.right(); x += 5)
                    p.drawLine(QPointF(x, box.bottom()), QPointF(x + box.height(), box.top()));
                p.restore();
                p.setPen(QPen(ink, 1.6));
                p.drawPath(path);
            }
        } else {
            p.fillPath(path, palette().color(QPalette::Base));
            p.setPen(QPen(ink, 1.2, Qt::DashLine));
            p.drawPath(path);
            const QRectF inner = box.adjusted(4, 4, -4, -4);
            p.setPen(QPen(wound, 2.2, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(inner.topLeft(), inner.bottomRight());
            if (mStatus == LeaderStatus::Dead || mCurrent <= 0)
                p.drawLine(inner.bottomLeft(), inner.topRight());
        }
    }
}

} // namespace castellan
