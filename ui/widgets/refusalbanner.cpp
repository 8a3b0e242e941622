#include "refusalbanner.h"

#include <QLineEdit>

#include "dialogfit.h"
#include "ruleslink.h"

#include <QDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>

namespace castellan {

RefusalBanner::RefusalBanner(QWidget *parent)
    : QFrame(parent)
    , mIcon(new QLabel(this))
    , mText(new QLabel(this))
    , mRules(new RulesLink(this))
{
    setObjectName(QStringLiteral("refusalBanner"));
    setFrameShape(QFrame::StyledPanel);
    // A soft red panel, as the leader dialogs show their errors (#b02a2a).
    setStyleSheet(QStringLiteral("#refusalBanner { background: #fbeeee; border: 1px solid #e3b5b5;"
                                 " border-radius: 3px; } #refusalLabel { color: #8f2020; }"));

    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    mIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
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
    hide();
}

void RefusalBanner::showRefusal(const QString &why)
{
    mText->setText(why);
    mRules->setSource(why);
    setVisible(!why.isEmpty());
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
