#include "creationpool.h"

#include "diedrag.h"
#include "i18n/argtext.h"
#include "widgets/diefacewidget.h"

#include <QDragEnterEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>

namespace castellan {

CreationPool::CreationPool(QWidget *parent)
    : DieDropZone(parent)
{
    setObjectName(QStringLiteral("dicePool"));
    setAcceptDrops(true);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(10, 8, 10, 6);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(2);
    for (int i = 0; i < TraitCount; ++i) {
        auto *d = new DieFaceWidget(this);
        d->setObjectName(QStringLiteral("poolDie%1").arg(i + 1));
        d->setDieSize(44);
        d->setFocusPolicy(Qt::StrongFocus);
        d->setDragEnabled(true);
        d->setEnabled(false);
        d->installEventFilter(this);
        connect(d, &DieFaceWidget::clicked, this, [this, i] { Q_EMIT dieActivated(i); });
        connect(d, &DieFaceWidget::dragRequested, this, [this, i] { Q_EMIT dragRequested(i); });
        auto *caption = new QLabel(QString::number(i + 1), this);
        caption->setAlignment(Qt::AlignCenter);
        caption->setForegroundRole(QPalette::PlaceholderText);
        grid->addWidget(d, 0, i, Qt::AlignCenter);
        grid->addWidget(caption, 1, i, Qt::AlignCenter);
        mDice.append(d);
        mCaptions.append(caption);
    }
    setFocusProxy(mDice.first());
}

void CreationPool::setFaces(const QList<int> &faces)
{
    for (int i = 0; i < TraitCount; ++i) {
        mDice[i]->setValue(faces.value(i, 0));
        mDice[i]->setEnabled(!faces.isEmpty());
        mDice[i]->setToolTip(faces.isEmpty()
                                 ? QString()
                                 : tr("Die %1: drag it onto a trait, or press %1 then the trait's letter").arg(i + 1));
        setAssignedTrait(i, std::nullopt);
    }
}

void CreationPool::setAssignedTrait(int die, std::optional<Trait> trait)
{
    if (die < 0 || die >= mDice.size())
        return;
    mDice[die]->setUsed(trait.has_value());
    mCaptions[die]->setText(trait ? tr("%1 → %2").arg(argText(die + 1), argText(traitShortcut(*trait)))
                                  : QString::number(die + 1));
    mCaptions[die]->setForegroundRole(trait ? QPalette::PlaceholderText : QPalette::WindowText);
}

void CreationPool::setSelected(int die)
{
    for (int i = 0; i < mDice.size(); ++i)
        mDice[i]->setSelected(i == die);
}

void CreationPool::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.setPen(QPen(isHovered() ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), isHovered() ? 2.0 : 1.0));
    p.setBrush(isHovered() ? pal.color(QPalette::Highlight).lighter(185) : pal.color(QPalette::AlternateBase));
    p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 8, 8);
}

int CreationPool::focusedDie() const
{
    for (int i = 0; i < mDice.size(); ++i) {
        if (mDice[i]->hasFocus())
            return i;
    }
    return -1;
}

void CreationPool::keyPressEvent(QKeyEvent *event)
{
    const int current = focusedDie();
    int next = -1;
    switch (event->key()) {
    case Qt::Key_Left: next = current > 0 ? current - 1 : TraitCount - 1; break;
    case Qt::Key_Right: next = current >= 0 && current < TraitCount - 1 ? current + 1 : 0; break;
    case Qt::Key_Home: next = 0; break;
    case Qt::Key_End: next = TraitCount - 1; break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (current >= 0) {
            Q_EMIT unassignRequested(current);
            event->accept();
            return;
        }
        break;
    default: break;
    }
    if (next >= 0 && mDice[next]->isEnabled()) {
        mDice[next]->setFocus(Qt::OtherFocusReason);
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool CreationPool::eventFilter(QObject *watched, QEvent *event)
{
    // Focus on a die (Tab, arrows, click) picks it for the keyboard letters.
    if (event->type() == QEvent::FocusIn) {
        const int i = int(mDice.indexOf(qobject_cast<DieFaceWidget *>(watched)));
        if (i >= 0)
            Q_EMIT dieActivated(i);
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace castellan
