#include "refusalbanner.h"

#include <QLineEdit>

#include "dialogfit.h"
#include "ruleslink.h"

#include <QDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace castellan {

RefusalBanner::RefusalBanner(QWidget *parent)
    : QFrame(parent)
    , mIcon(new QLabel(this))
    , mText(new QLabel(this))
    , mRules(new RulesLink(this))
{
    setObjectName(QStringLiteral("refusalBanner"));
    setFrameShape(QFrame::StyledPanel);
    mIcon->setAlignment(Qt::AlignTop);
    mText->setObjectName(QStringLiteral("refusalLabel"));
    mText->setWordWrap(true);
    mText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mText->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(8);
    layout->addWidget(mIcon);
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(mText);
    text->addWidget(mRules);
    layout->addLayout(text, 1);
    auto *close = new QToolButton(this);
    close->setObjectName(QStringLiteral("refusalCloseButton"));
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton, nullptr, this));
    close->setToolTip(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, &RefusalBanner::clear);
    layout->addWidget(close, 0, Qt::AlignTop);
    hide();
}

void RefusalBanner::floatOver(QWidget *host)
{
    mHost = host;
    setParent(host);
    host->installEventFilter(this);
    placeOverHost();
}

bool RefusalBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mHost && event->type() == QEvent::Resize)
        placeOverHost();
    return QFrame::eventFilter(watched, event);
}

void RefusalBanner::placeOverHost()
{
    if (!mHost)
        return;
    const int margin = 8;
    const int width = std::max(120, mHost->width() - 2 * margin);
    const int height = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width) : sizeHint().height();
    setGeometry(margin, margin, width, height);
    raise();
}

void RefusalBanner::showRefusal(const QString &why)
{
    show(why, false);
}

void RefusalBanner::showNotice(const QString &text)
{
    show(text, true);
}

void RefusalBanner::show(const QString &why, bool notice)
{
    mNotice = notice;
    // A soft red panel, as the leader dialogs show their errors (#b02a2a); a soft blue one for news.
    setStyleSheet(notice ? QStringLiteral("#refusalBanner { background: #eef3fb; border: 1px solid #b5c7e3;"
                                          " border-radius: 3px; } #refusalLabel { color: #1f3f73; }")
                         : QStringLiteral("#refusalBanner { background: #fbeeee; border: 1px solid #e3b5b5;"
                                          " border-radius: 3px; } #refusalLabel { color: #8f2020; }"));
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    const auto icon = notice ? QStyle::SP_MessageBoxInformation : QStyle::SP_MessageBoxWarning;
    mIcon->setPixmap(style()->standardIcon(icon, nullptr, this).pixmap(size, size));
    mText->setText(why);
    mRules->setSource(why);
    setVisible(!why.isEmpty());
    placeOverHost();
    // Makes room for itself rather than squeezing a dialog's lists; a main window keeps the size it was given.
    if (auto *dialog = qobject_cast<QDialog *>(window()); dialog && dialog->layout() && !why.isEmpty())
        fitDialogToContents(dialog, dialog->width());
}

void RefusalBanner::clear()
{
    showRefusal({});
}

bool RefusalBanner::landed(const Outcome &o)
{
    if (!o.ok) {
        showRefusal(o.refusal);
        return false;
    }
    clear();
    return true;
}

QString RefusalBanner::text() const
{
    return mText->text();
}

void RefusalBanner::clearWhenEdited(const QList<QLineEdit *> &fields)
{
    for (QLineEdit *field : fields)
        connect(field, &QLineEdit::textEdited, this, &RefusalBanner::clear);
}

} // namespace castellan
