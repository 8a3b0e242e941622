#include "capturedialog.h"

#include "campaign/campaign.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

CaptureDialog::CaptureDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : QDialog(parent)
    , mSides(new QComboBox(this))
{
    setObjectName(QStringLiteral("CaptureDialog"));
    const auto leader = campaign.leader(leaderId);
    const QString name = leader ? leader->name : QString();
    setWindowTitle(tr("Capture %1").arg(name));

    const Pronoun p = leader ? leader->pronoun : Pronoun::He;
    auto *intro = new QLabel(byPronoun(p,
                                       tr("<b>%1</b> is taken captive. He keeps his sheet, and can be released or "
                                          "exchanged later (RULES L6)."),
                                       tr("<b>%1</b> is taken captive. She keeps her sheet, and can be released or "
                                          "exchanged later (RULES L6)."),
                                       tr("<b>%1</b> is taken captive. They keep their sheet, and can be released or "
                                          "exchanged later (RULES L6)."))
                                 .arg(name.toHtmlEscaped()),
                             this);
    intro->setWordWrap(true);

    mSides->setObjectName(QStringLiteral("captorSide"));
    const int size = fontMetrics().height() - 4;
    for (const Side &s : campaign.sides()) {
        if (leader && s.id == leader->sideId)
            continue;
        QPixmap chip(size, size);
        chip.fill(s.color);
        mSides->addItem(QIcon(chip), s.name, s.id);
    }

    auto *form = new QFormLayout;
    form->addRow(tr("Held &by:"), mSides);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Capture"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(mSides->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &CaptureDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CaptureDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addWidget(intro);
    layout->addLayout(form);
    if (mSides->count() == 0) {
        auto *none = new QLabel(byPronoun(p, tr("There is no other side in this campaign to hold him."),
                                          tr("There is no other side in this campaign to hold her."),
                                          tr("There is no other side in this campaign to hold them.")),
                                this);
        none->setWordWrap(true);
        layout->addWidget(none);
    }
    layout->addStretch(1);
    layout->addWidget(buttons);
    constexpr int Width = 400;
    setMinimumWidth(Width);
    resize(Width, layout->hasHeightForWidth() ? layout->totalHeightForWidth(Width) : sizeHint().height());
}

qint64 CaptureDialog::captorSideId() const
{
    return mSides->currentData().toLongLong();
}

} // namespace castellan
