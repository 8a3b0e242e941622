#include "traitslot.h"

#include "diedrag.h"
#include "widgets/diefacewidget.h"

#include <QDragEnterEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace castellan {

TraitSlot::TraitSlot(Trait trait, QWidget *parent)
    : DieDropZone(parent)
    , mTrait(trait)
    , mRating(new QLabel(this))
    , mDieWidget(new DieFaceWidget(this))
{
    setObjectName(QStringLiteral("slot_%1").arg(traitKey(trait)));
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("%1 (key %2)").arg(traitName(trait), traitShortcut(trait)));
    setToolTip(tr("Drop a die here, or pick a die with 1–7 and press %1.").arg(traitShortcut(trait)));

    auto *key = new QLabel(QString(traitShortcut(trait)), this);
    key->setObjectName(QStringLiteral("shortcutBadge"));
    key->setAlignment(Qt::AlignCenter);
    key->setFixedSize(24, 24);
    QFont keyFont = key->font();
    keyFont.setBold(true);
    key->setFont(keyFont);
    key->setStyleSheet(QStringLiteral("QLabel { border: 1px solid palette(mid); border-radius: 4px;"
                                      " background: palette(base); }"));

    auto *name = new QLabel(traitName(trait), this);
    QFont nameFont = name->font();
    nameFont.setBold(true);
    name->setFont(nameFont);
    auto *purposeLabel = new QLabel(purpose(trait), this);
    purposeLabel->setForegroundRole(QPalette::PlaceholderText);
    QFont small = purposeLabel->font();
    small.setPointSizeF(small.pointSizeF() * 0.88);
    purposeLabel->setFont(small);

    QFont ratingFont = mRating->font();
    ratingFont.setBold(true);
    ratingFont.setPointSizeF(ratingFont.pointSizeF() * 1.5);
    mRating->setFont(ratingFont);
    mRating->setObjectName(QStringLiteral("rating"));
    mRating->setMinimumWidth(mRating->fontMetrics().horizontalAdvance(QStringLiteral("00")));
    mRating->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    mDieWidget->setDieSize(34);
    mDieWidget->setDragEnabled(true);
    connect(mDieWidget, &DieFaceWidget::dragRequested, this, [this] {
        if (mDie >= 0)
            Q_EMIT dragRequested(mDie);
    });
    connect(mDieWidget, &DieFaceWidget::clicked, this, &TraitSlot::clicked);

    auto *text = new QVBoxLayout;
    text->setSpacing(0);
    text->addWidget(name);
    text->addWidget(purposeLabel);

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 5, 6, 5);
    row->setSpacing(8);
    row->addWidget(key);
    row->addLayout(text, 1);
    row->addWidget(mRating);
    row->addWidget(mDieWidget);

    setDie(-1, 0);
}

void TraitSlot::setDie(int die, int face)
{
    mDie = die;
    mDieWidget->setValue(die >= 0 ? face : 0);
    mRating->setText(die >= 0 ? QString::number(face) : QStringLiteral("–"));
    mRating->setEnabled(die >= 0);
    mDieWidget->setToolTip(die >= 0 ? tr("Die %1: drag it to another trait or back to the dice").arg(die + 1)
                                    : QString());
    setAccessibleDescription(die >= 0 ? tr("rating %1").arg(face) : tr("no die assigned"));
    update();
}

QString TraitSlot::purpose(Trait trait)
{
    switch (trait) {
    case Trait::Vitality: return tr("wounds the leader can take");
    case Trait::Heroics: return tr("deeds and survival");
    case Trait::Duel: return tr("dice in a duel");
    case Trait::Maneuver: return tr("avoid, retreat, march");
    case Trait::Battle: return tr("field battle bonus");
    case Trait::Siege: return tr("siege bonus");
    case Trait::Rally: return tr("rallying flagged units");
    }
    return {};
}

void TraitSlot::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    QColor fill = pal.color(QPalette::Base);
    QColor border = pal.color(QPalette::Mid);
    qreal width = 1.0;
    if (mDie < 0)
        fill = pal.color(QPalette::Window).lighter(103);
    if (hasFocus()) {
        border = pal.color(QPalette::Highlight);
        width = 2.0;
    }
    if (isHovered()) {
        fill = pal.color(QPalette::Highlight).lighter(185);
        border = pal.color(QPalette::Highlight);
        width = 2.0;
    }
    p.setPen(QPen(border, width));
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 6, 6);
}

void TraitSlot::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) {
        setFocus(Qt::MouseFocusReason);
        Q_EMIT clicked();
        event->accept();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void TraitSlot::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        Q_EMIT clearRequested();
        event->accept();
        return;
    case Qt::Key_Space:
        Q_EMIT clicked();
        event->accept();
        return;
    default: break;
    }
    QWidget::keyPressEvent(event);
}

void TraitSlot::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void TraitSlot::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

} // namespace castellan
