#include "assassinationdialog.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "rules/leaderrules.h"
#include "widgets/dicerow.h"
#include "widgets/leaderbanner.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

AssassinationDialog::AssassinationDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : ActionDialog(campaign, leaderId, parent)
{
    const auto l = leader();
    if (!l)
        return;
    setWindowTitle(tr("Assassination: %1").arg(l->name));
    if (const QString why = whyCannotAct(*l); !why.isEmpty()) {
        refuse(why);
        return;
    }

    // Targets: every other living leader, those of other sides first.
    mTarget = new QComboBox;
    mTarget->setObjectName(QStringLiteral("targetCombo"));
    mTarget->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const Leader &other : assassinationTargets(campaign, *l)) {
        mTarget->addItem(other.sideId != l->sideId
                             ? tr("%1 (%2)").arg(other.name, campaign.sideName(other.sideId))
                             : tr("%1 (%2, same side)").arg(other.name, campaign.sideName(other.sideId)),
                         other.id);
    }
    if (mTarget->count() == 0) {
        refuse(tr("There is no living leader for %1 to strike at.").arg(l->name));
        return;
    }

    auto *form = new QFormLayout;
    form->addRow(tr("&Target:"), mTarget);
    controls()->addLayout(form);
    mTargetBanner = new LeaderBanner;
    mTargetBanner->setObjectName(QStringLiteral("targetBanner"));
    controls()->addWidget(mTargetBanner);

    mDicePlan = new QLabel;
    mDicePlan->setObjectName(QStringLiteral("dicePlan"));
    mDicePlan->setWordWrap(true);
    controls()->addWidget(mDicePlan);
    addNote(tr("A single exchange: each <span style=\"color:#c0392b\"><b>6</b></span> of the assassin wounds the "
               "target, each <span style=\"color:#2e6db4\"><b>5</b></span> of the target cancels one wound; the "
               "target's 6s do not wound the assassin (RULES G3)."));

    auto *result = new QGroupBox(tr("Roll"));
    auto *grid = new QGridLayout(result);
    grid->setHorizontalSpacing(12);
    mAttackLabel = new QLabel(result);
    mDefenceLabel = new QLabel(result);
    mAttack = new DiceRow(result);
    mAttack->setObjectName(QStringLiteral("attackDice"));
    mAttack->setDieSize(36);
    mAttack->setToneRule(
        [](int face) { return face == DuelWoundFace ? DieFaceWidget::Tone::Wound : DieFaceWidget::Tone::Plain; });
    mAttack->setEmptyText(tr("not rolled yet"));
    mDefence = new DiceRow(result);
    mDefence->setObjectName(QStringLiteral("defenceDice"));
    mDefence->setDieSize(36);
    mDefence->setToneRule(
        [](int face) { return face == DuelCancelFace ? DieFaceWidget::Tone::Cancel : DieFaceWidget::Tone::Plain; });
    mDefence->setEmptyText(tr("not rolled yet"));
    mOutcome = makeOutcomeLabel(result);
    grid->addWidget(mAttackLabel, 0, 0);
    grid->addWidget(mAttack, 0, 1);
    grid->addWidget(mDefenceLabel, 1, 0);
    grid->addWidget(mDefence, 1, 1);
    grid->addWidget(mOutcome, 2, 0, 1, 2);
    grid->setColumnStretch(1, 1);
    controls()->addWidget(result);
    controls()->addStretch(1);

    mAttempt = addActionButton(tr("&Strike"), QStringLiteral("attemptButton"));
    mAttempt->setDefault(true);
    connect(mTarget, &QComboBox::currentIndexChanged, this, &AssassinationDialog::updateTarget);
    connect(mAttempt, &QPushButton::clicked, this, &AssassinationDialog::attempt);
    updateTarget();
}

void AssassinationDialog::updateTarget()
{
    const auto l = leader();
    const auto target = campaign().leader(mTarget->currentData().toLongLong());
    if (!l || !target)
        return;
    mTargetBanner->setLeader(campaign(), *target);
    mAttackLabel->setText(l->name);
    mDefenceLabel->setText(target->name);
    mDicePlan->setText(tr("%1 rolls %n d6 (effective Duel, RULES L4);", nullptr, l->effectiveDuel()).arg(l->name)
                       + QLatin1Char(' ')
                       + (target->effectiveDuel() > 0
                              ? tr("%1 rolls %n d6 to cancel.", nullptr, target->effectiveDuel()).arg(target->name)
                              : tr("%1 has no dice to cancel with.").arg(target->name)));
}

void AssassinationDialog::attempt()
{
    const qint64 targetId = mTarget->currentData().toLongLong();
    const Outcome o = assassinate(campaign(), leaderId(), targetId);
    if (!land(o))
        return;
    QList<int> attack;
    QList<int> defence;
    for (const Roll &r : o.rolls)
        (r.leaderId == leaderId() ? attack : defence) = r.faces;
    mAttack->setFaces(attack);
    mDefence->setFaces(defence);
    mDefence->setEmptyText(tr("no dice"));
    mTarget->setEnabled(false);
    const int wounds = assassinationWounds(attack, defence);
    const auto target = campaign().leader(targetId);
    QString text = wounds > 0 ? tr("Wounds dealt: <b>%1</b>.").arg(wounds) : tr("<b>No wound</b> dealt.");
    if (target) {
        mTargetBanner->setLeader(campaign(), *target);
        text += QLatin1Char(' ') + tr("%1 is at vitality %2.").arg(argText(target->name), argText(target->vitality));
        const Pronoun p = target->pronoun;
        if (target->status() == LeaderStatus::Dead)
            text += QLatin1Char(' ') + byPronoun(p, tr("He is dead."), tr("She is dead."), tr("They are dead."));
        else if (target->status() == LeaderStatus::Disabled)
            text += QLatin1Char(' ')
                + byPronoun(p, tr("He is disabled."), tr("She is disabled."), tr("They are disabled."));
    }
    mOutcome->setText(text);
    markDone();
}

} // namespace castellan
