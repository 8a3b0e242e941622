#include "wounddialog.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "rules/leaderrules.h"
#include "widgets/leaderbanner.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>

namespace castellan {

WoundDialog::WoundDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : ActionDialog(campaign, leaderId, parent)
{
    const auto l = leader();
    if (!l)
        return;
    setWindowTitle(tr("Wound or Heal %1").arg(l->name));
    if (const QString why = whyCannotWound(*l); !why.isEmpty()) {
        refuse(why);
        return;
    }

    addNote(byPronoun(l->pronoun,
                      tr("Each wound lowers vitality by 1. At 0 he is disabled, at −1 he is dead; healing never "
                         "raises it above his Vitality rating of %1 (RULES L3)."),
                      tr("Each wound lowers vitality by 1. At 0 she is disabled, at −1 she is dead; healing never "
                         "raises it above her Vitality rating of %1 (RULES L3)."),
                      tr("Each wound lowers vitality by 1. At 0 they are disabled, at −1 they are dead; healing "
                         "never raises it above their Vitality rating of %1 (RULES L3)."))
                .arg(l->rating(Trait::Vitality)));

    mWound = new QRadioButton(tr("&Wound"));
    mHeal = new QRadioButton(tr("&Heal"));
    mWound->setObjectName(QStringLiteral("woundRadio"));
    mHeal->setObjectName(QStringLiteral("healRadio"));
    auto *group = new QButtonGroup(this);
    group->addButton(mWound);
    group->addButton(mHeal);
    mWound->setChecked(true);
    const bool full = l->vitality >= l->rating(Trait::Vitality);
    mHeal->setEnabled(!full);
    if (full)
        mHeal->setToolTip(byPronoun(l->pronoun, tr("He is at full vitality."), tr("She is at full vitality."),
                                    tr("They are at full vitality.")));

    mCount = new QSpinBox;
    mCount->setObjectName(QStringLiteral("countSpin"));
    mCount->setMinimum(1);
    mCount->setMaximum(99);
    mCount->setAccelerated(true);

    auto *kind = new QHBoxLayout;
    kind->addWidget(mWound);
    kind->addWidget(mHeal);
    kind->addStretch(1);

    mPreview = makeOutcomeLabel(this);
    mPreview->setObjectName(QStringLiteral("previewLabel"));

    auto *form = new QFormLayout;
    form->addRow(tr("Action:"), kind);
    form->addRow(tr("&Number:"), mCount);
    form->addRow(byPronoun(l->pronoun, tr("Leaves him:"), tr("Leaves her:"), tr("Leaves them:")), mPreview);
    controls()->addLayout(form);
    controls()->addStretch(1);

    mApply = addActionButton(tr("Apply wounds"), QStringLiteral("applyButton"));
    mApply->setDefault(true);

    connect(mWound, &QRadioButton::toggled, this, &WoundDialog::updatePreview);
    connect(mCount, &QSpinBox::valueChanged, this, &WoundDialog::updatePreview);
    connect(mApply, &QPushButton::clicked, this, &WoundDialog::apply);
    updatePreview();
    mCount->setFocus();
    mCount->selectAll();
}

int WoundDialog::signedWounds() const
{
    return mWound->isChecked() ? mCount->value() : -mCount->value();
}

void WoundDialog::updatePreview()
{
    const auto l = leader();
    if (!l)
        return;
    const int rating = l->rating(Trait::Vitality);
    // Beyond death (wounds) or the rating (heals) a larger number changes nothing.
    mCount->setMaximum(mWound->isChecked() ? qMax(1, l->vitality + 1) : qMax(1, rating - l->vitality));
    const int after = vitalityAfter(l->vitality, signedWounds(), rating);
    const LeaderStatus status = statusFor(after, l->capturedBySide != 0);
    QString meaning;
    switch (status) {
    case LeaderStatus::Dead: meaning = tr("dead (RULES L3)"); break;
    case LeaderStatus::Disabled:
        meaning = byPronoun(l->pronoun, tr("disabled: he can use none of his ratings (RULES L3)"),
                            tr("disabled: she can use none of her ratings (RULES L3)"),
                            tr("disabled: they can use none of their ratings (RULES L3)"));
        break;
    case LeaderStatus::Captured: meaning = tr("still held captive"); break;
    case LeaderStatus::Active: meaning = l->status() == LeaderStatus::Active ? tr("active") : tr("active again"); break;
    }
    const QString colour = status == LeaderStatus::Dead || status == LeaderStatus::Disabled ? QStringLiteral("#b02a2a")
                                                                                            : QStringLiteral("#2e7d4f");
    mPreview->setText(tr("vitality <b>%1</b> of %2, <span style=\"color:%3\">%4</span>")
                          .arg(argText(after), argText(rating), argText(colour), argText(meaning)));
    banner()->setPreview(after);
    mApply->setText(mWound->isChecked() ? tr("Apply wounds") : tr("Heal"));
}

void WoundDialog::apply()
{
    if (land(woundLeader(campaign(), leaderId(), signedWounds())))
        accept();
}

} // namespace castellan
