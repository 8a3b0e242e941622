#include "recoverydialog.h"

#include "campaign/campaign.h"
#include "rules/leaderrules.h"
#include "widgets/dicerow.h"
#include "i18n/argtext.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

namespace {

QString conditionLine(bool met, const QString &text)
{
    const QString mark = met ? QStringLiteral("<span style=\"color:#2e7d4f\">✔</span>")
                             : QStringLiteral("<span style=\"color:#b02a2a\">✘</span>");
    return mark + QStringLiteral("&nbsp;&nbsp;") + text;
}

} // namespace

RecoveryDialog::RecoveryDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : ActionDialog(campaign, leaderId, parent)
{
    const auto l = leader();
    if (!l)
        return;
    setWindowTitle(tr("Recovery Roll: %1").arg(l->name));

    // The conditions of RULES L5, each shown met or not; the rules' own refusal says which one fails.
    mConditions = new QLabel;
    mConditions->setObjectName(QStringLiteral("conditionsLabel"));
    mConditions->setTextFormat(Qt::RichText);
    showConditions(*l);
    auto *conditionsBox = new QGroupBox(tr("Conditions (RULES L5)"));
    auto *conditionsLayout = new QVBoxLayout(conditionsBox);
    conditionsLayout->addWidget(mConditions);
    if (const QString why = whyCannotRecover(campaign, *l); !why.isEmpty()) {
        refusalExtras()->addWidget(conditionsBox);
        refuse(why);
        return;
    }
    controls()->addWidget(conditionsBox);

    const bool full = campaign.options().recoveryRestoresFull;
    addNote(full ? tr("He rolls 1d6: on a 6 he is restored to his full Vitality of %1 (campaign option). "
                      "Otherwise he stays disabled.")
                       .arg(l->rating(Trait::Vitality))
                 : tr("He rolls 1d6: on a 6 he is restored to vitality 1. Otherwise he stays disabled."));

    auto *result = new QGroupBox(tr("Roll"));
    auto *row = new QHBoxLayout(result);
    mDice = new DiceRow(result);
    mDice->setObjectName(QStringLiteral("dice"));
    mDice->setDieSize(52);
    mDice->setToneRule([](int face) {
        return recovers(face) ? DieFaceWidget::Tone::Success : DieFaceWidget::Tone::Failure;
    });
    mDice->setEmptyText(tr("not rolled yet"));
    mDice->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    mOutcome = makeOutcomeLabel(result);
    row->addWidget(mDice);
    row->addWidget(mOutcome, 1);
    controls()->addWidget(result);
    controls()->addStretch(1);

    mRoll = addActionButton(tr("&Roll for recovery"), QStringLiteral("rollButton"));
    mRoll->setDefault(true);
    connect(mRoll, &QPushButton::clicked, this, &RecoveryDialog::roll);
}

void RecoveryDialog::showConditions(const Leader &l)
{
    const int turn = campaign().turn();
    const RecoveryConditions met = recoveryConditions(campaign(), l); // RULES L5
    QStringList lines;
    lines << conditionLine(met.disabled, tr("He is disabled (vitality 0; he is at %1).").arg(l.vitality));
    lines << conditionLine(met.idleThisTurn, tr("He took no action during turn %1.").arg(turn));
    lines << conditionLine(met.notRolledThisTurn, tr("He has not rolled for recovery this turn."));
    mConditions->setText(lines.join(QStringLiteral("<br>")));
}

void RecoveryDialog::roll()
{
    const Outcome o = recoveryRoll(campaign(), leaderId());
    if (!land(o))
        return;
    const int face = o.rolls.isEmpty() ? 0 : o.rolls.first().faces.value(0);
    mDice->setFaces({face});
    const auto l = leader();
    if (l)
        showConditions(*l); // now he has rolled this turn
    if (recovers(face) && l)
        mOutcome->setText(tr("Rolled <b>%1</b>: he is <b>restored</b> to vitality %2.").arg(argText(face),
                                                                                            argText(l->vitality)));
    else
        mOutcome->setText(tr("Rolled <b>%1</b>: he stays <b>disabled</b>. He may roll again at the end of next turn.")
                              .arg(face));
    markDone();
}

} // namespace castellan
