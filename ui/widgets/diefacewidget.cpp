#include "diefacewidget.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

namespace castellan {

namespace {

constexpr int FrameMargin = 4;

/** Pip centres on a 3x3 grid (0, 1, 2 on each axis), for faces 1 to 6. */
QList<QPoint> pipCells(int value)
{
    switch (value) {
    case 1: return {{1, 1}};
    case 2: return {{0, 0}, {2, 2}};
    case 3: return {{0, 0}, {1, 1}, {2, 2}};
    case 4: return {{0, 0}, {2, 0}, {0, 2}, {2, 2}};
    case 5: return {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}};
    case 6: return {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}};
    default: return {};
    }
}

} // namespace

DieFaceWidget::DieFaceWidget(QWidget *parent)
    : DieFaceWidget(0, parent)
{ }

DieFaceWidget::DieFaceWidget(int value, QWidget *parent)
    : QWidget(parent)
    , mValue(value)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setFocusPolicy(Qt::NoFocus);
    updateAccessibleName();
}

void DieFaceWidget::setValue(int value)
{
    if (value == mValue)
        return;
    mValue = value;
    updateAccessibleName();
    update();
}

void DieFaceWidget::setTone(Tone tone)
{
    if (tone == mTone)
        return;
    mTone = tone;
    update();
}

void DieFaceWidget::setUsed(bool used)
{
    if (used == mUsed)
        return;
    mUsed = used;
    update();
}

void DieFaceWidget::setStruck(bool struck)
{
    if (struck == mStruck)
        return;
    mStruck = struck;
    updateAccessibleName();
    update();
}

void DieFaceWidget::setSelected(bool selected)
{
    if (selected == mSelected)
        return;
    mSelected = selected;
    update();
}

void DieFaceWidget::setDieSize(int pixels)
{
    mDieSize = qMax(16, pixels);
    updateGeometry();
    update();
}

QSize DieFaceWidget::sizeHint() const
{
    return {mDieSize + 2 * FrameMargin, mDieSize + 2 * FrameMargin};
}

QSize DieFaceWidget::minimumSizeHint() const
{
    return sizeHint();
}

QColor DieFaceWidget::toneColor(Tone tone)
{
    switch (tone) {
    case Tone::Plain: return QColor(0xfb, 0xf8, 0xef);
    case Tone::Wound: return QColor(0xc0, 0x39, 0x2b);   // a 6 that wounds (RULES G1)
    case Tone::Cancel: return QColor(0x2e, 0x6d, 0xb4);  // a 5 that cancels
    case Tone::Success: return QColor(0x2e, 0x8b, 0x57); // a check that succeeds (RULES D3)
    case Tone::Failure: return QColor(0xb9, 0x77, 0x0e);
    }
    return {};
}

void DieFaceWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);

    const int side = qMin(qMin(width(), height()) - 2 * FrameMargin, mDieSize);
    const QRectF die((width() - side) / 2.0, (height() - side) / 2.0, side, side);
    const qreal radius = side * 0.18;
    const QPalette pal = palette();

    // Selection and focus frame, outside the die.
    if (mSelected || hasFocus()) {
        QColor frame = pal.color(QPalette::Highlight);
        if (!mSelected)
            frame.setAlpha(150);
        p.setPen(QPen(frame, mSelected ? 3.0 : 2.0, mSelected ? Qt::SolidLine : Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(die.adjusted(-2.5, -2.5, 2.5, 2.5), radius + 2, radius + 2);
    }

    if (mValue <= 0) {
        // An empty place: a dashed outline where a die can go.
        QColor outline = pal.color(QPalette::Mid);
        p.setPen(QPen(outline, 1.5, Qt::DashLine));
        p.setBrush(pal.color(QPalette::Base).darker(103));
        p.drawRoundedRect(die.adjusted(1, 1, -1, -1), radius, radius);
        return;
    }

    if (mUsed || mStruck)
        p.setOpacity(0.35);

    QColor body = mStruck ? QColor(0xd8, 0xd8, 0xd8) : toneColor(mTone);
    const bool dark = !mStruck && mTone != Tone::Plain;
    const QColor edge = dark ? body.darker(140) : QColor(0x55, 0x4e, 0x44);
    const QColor pipColor = dark ? QColor(Qt::white) : QColor(0x22, 0x22, 0x22);

    // A light drop shadow and a soft gradient make it read as a die, not a button.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 40));
    p.drawRoundedRect(die.translated(1.2, 1.6).adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    QLinearGradient gradient(die.topLeft(), die.bottomRight());
    gradient.setColorAt(0, body.lighter(108));
    gradient.setColorAt(1, body.darker(106));
    p.setBrush(gradient);
    p.setPen(QPen(edge, 1.2));
    p.drawRoundedRect(die.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius);

    // Pips on a 3x3 grid inset from the edges.
    const qreal inset = side * 0.24;
    const qreal step = (side - 2 * inset) / 2.0;
    const qreal pip = side * 0.095;
    p.setPen(Qt::NoPen);
    p.setBrush(pipColor);
    const QList<QPoint> cells = pipCells(mValue);
    for (const QPoint &cell : cells) {
        const QPointF c(die.left() + inset + cell.x() * step, die.top() + inset + cell.y() * step);
        p.drawEllipse(c, pip, pip);
    }

    if (mStruck) {
        p.setOpacity(0.9);
        p.setPen(QPen(QColor(0x60, 0x60, 0x60), 2.0, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(die.topLeft() + QPointF(3, 3), die.bottomRight() - QPointF(3, 3));
    }
}

void DieFaceWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    mPressed = true;
    mPressPos = event->position().toPoint();
    if (focusPolicy() != Qt::NoFocus)
        setFocus(Qt::MouseFocusReason);
    event->accept();
}

void DieFaceWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (!mPressed || !mDragEnabled || !(event->buttons() & Qt::LeftButton) || mValue <= 0) {
        QWidget::mouseMoveEvent(event);
        return;
    }
    if ((event->position().toPoint() - mPressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    mPressed = false; // one drag a press
    Q_EMIT dragRequested();
}

void DieFaceWidget::mouseReleaseEvent(QMouseEvent *event)
{
    const bool wasPressed = mPressed;
    mPressed = false;
    if (event->button() == Qt::LeftButton && wasPressed && rect().contains(event->position().toPoint())) {
        event->accept();
        Q_EMIT clicked();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void DieFaceWidget::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void DieFaceWidget::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void DieFaceWidget::updateAccessibleName()
{
    if (mValue <= 0)
        setAccessibleName(tr("No die"));
    else if (mStruck)
        setAccessibleName(tr("Die showing %1, replaced by a reroll").arg(mValue));
    else
        setAccessibleName(tr("Die showing %1").arg(mValue));
}

} // namespace castellan
