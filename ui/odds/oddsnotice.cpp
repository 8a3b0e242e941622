#include "oddsnotice.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace castellan {

OddsNotice::OddsNotice(QWidget *parent)
    : QWidget(parent)
    , mIcon(new QLabel(this))
    , mText(new QLabel(this))
    , mHint(new QLabel(this))
{
    setObjectName(QStringLiteral("problemPage"));
    mIcon->setObjectName(QStringLiteral("problemIcon"));
    mIcon->setAlignment(Qt::AlignTop);
    mText->setObjectName(QStringLiteral("problemLabel"));
    mText->setWordWrap(true);
    mText->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = mText->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    mText->setFont(font);
    mHint->setObjectName(QStringLiteral("problemHint"));
    mHint->setWordWrap(true);
    mHint->setForegroundRole(QPalette::PlaceholderText);

    auto *frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setBackgroundRole(QPalette::AlternateBase);
    frame->setAutoFillBackground(true);
    auto *text = new QVBoxLayout;
    text->setSpacing(8);
    text->addWidget(mText);
    text->addWidget(mHint);
    auto *row = new QHBoxLayout(frame);
    row->setContentsMargins(16, 14, 16, 14);
    row->setSpacing(14);
    row->addWidget(mIcon);
    row->addLayout(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 18, 0, 0);
    layout->addWidget(frame);
    layout->addStretch(1);
}

void OddsNotice::show(QStyle::StandardPixmap icon, const QString &text, const QString &hint)
{
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    mIcon->setPixmap(style()->standardIcon(icon, nullptr, this).pixmap(size, size));
    mText->setText(text);
    mHint->setText(hint);
}

} // namespace castellan
