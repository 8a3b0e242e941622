#include "deeddialog.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "rules/leaderrules.h"
#include "widgets/dicerow.h"
#include "widgets/diefacewidget.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** What a face would leave him, in a few words. */
QString faceConsequence(const Leader &l, int h, int face)
{
    const DeedOutcome o = heroicDeed(h, face);
    const int after = vitalityAfter(l.vitality, o.wounds, l.rating(Trait::Vitality));
    QString text = DeedDialog::tr("−%1 vit.").arg(o.wounds);
    text += QLatin1Char('\n')
        + (o.rerollsGained ? DeedDialog::tr("+%n reroll(s)", nullptr, o.rerollsGained) : DeedDialog::tr("no rerolls"));
    if (after <= -1)
        text += QLatin1Char('\n') + DeedDialog::tr("dead");
    else if (after == 0)
        text += QLatin1Char('\n') + DeedDialog::tr("disabled");
    return text;
}

} // namespace

DeedDialog::DeedDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : ActionDialog(campaign, leaderId, parent)
{
    const auto l = leader();
    if (!l)
        return;
    setWindowTitle(tr("Heroic Deed: %1").arg(l->name));
    if (const QString why = whyCannotAct(*l); !why.isEmpty()) {
        refuse(why);
        return;
    }

    setMinimumWidth(660); // six faces side by side, each with its words whole (German's are longer)
    mHeroics = l->effectiveHeroics();
    const int rating = l->rating(Trait::Heroics);
    auto *heroics = new QLabel;
    heroics->setObjectName(QStringLiteral("heroicsLabel"));
    heroics->setTextFormat(Qt::RichText);
    const Pronoun p = l->pronoun;
    heroics->setText(
        mHeroics < rating
            ? byPronoun(p, tr("Heroics %1, capped by his vitality %2: he rolls against <b>%3</b> (RULES L4)."),
                        tr("Heroics %1, capped by her vitality %2: she rolls against <b>%3</b> (RULES L4)."),
                        tr("Heroics %1, capped by their vitality %2: they roll against <b>%3</b> (RULES L4)."))
                  .arg(argText(rating), argText(l->vitality), argText(mHeroics))
            : byPronoun(p, tr("He rolls 1d6 against his Heroics of <b>%1</b>."),
                        tr("She rolls 1d6 against her Heroics of <b>%1</b>."),
                        tr("They roll 1d6 against their Heroics of <b>%1</b>."))
                  .arg(mHeroics));
    controls()->addWidget(heroics);
    addNote(byPronoun(p,
                      tr("Equal to his Heroics: 1 wound and as many rerolls as his Heroics. Below: as many wounds "
                         "and rerolls as the difference. Above: as many wounds as the difference and nothing "
                         "gained. Rerolls are spent in the event in which they were gained (RULES H1, H2)."),
                      tr("Equal to her Heroics: 1 wound and as many rerolls as her Heroics. Below: as many wounds "
                         "and rerolls as the difference. Above: as many wounds as the difference and nothing "
                         "gained. Rerolls are spent in the event in which they were gained (RULES H1, H2)."),
                      tr("Equal to their Heroics: 1 wound and as many rerolls as their Heroics. Below: as many "
                         "wounds and rerolls as the difference. Above: as many wounds as the difference and nothing "
                         "gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).")));

    // What each face would do, so the risk is in plain sight.
    auto *table = new QGroupBox(tr("What each face does"));
    auto *grid = new QGridLayout(table);
    grid->setHorizontalSpacing(6);
    for (int face = 1; face <= 6; ++face) {
        auto *column = new QWidget(table);
        auto *v = new QVBoxLayout(column);
        v->setContentsMargins(4, 4, 4, 4);
        v->setSpacing(2);
        auto *die = new DieFaceWidget(face, column);
        die->setDieSize(28);
        die->setTone(face <= mHeroics ? DieFaceWidget::Tone::Success : DieFaceWidget::Tone::Failure);
        auto *text = new QLabel(faceConsequence(*l, mHeroics, face), column);
        text->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        QFont small = text->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        text->setFont(small);
        v->addWidget(die, 0, Qt::AlignHCenter);
        v->addWidget(text);
        v->addStretch(1);
        column->setAutoFillBackground(true);
        grid->addWidget(column, 0, face - 1);
        mFaceColumns.append(column);
    }
    controls()->addWidget(table);

    addRollBox(tr("Roll"), DiceRow::checkTones(mHeroics), &mDice, &mOutcome);
    controls()->addStretch(1);

    mAttempt = addActionButton(tr("&Attempt deed"), QStringLiteral("attemptButton"));
    mAttempt->setDefault(true);
    connect(mAttempt, &QPushButton::clicked, this, &DeedDialog::attempt);
}

void DeedDialog::attempt()
{
    const auto before = leader();
    const Outcome o = heroicDeed(campaign(), leaderId());
    if (!land(o))
        return;
    const int face = o.rolls.isEmpty() ? 0 : o.rolls.first().faces.value(0);
    mDice->setFaces({face});
    if (face >= 1 && face <= mFaceColumns.size()) {
        QWidget *column = mFaceColumns[face - 1];
        QPalette pal = column->palette();
        pal.setColor(QPalette::Window, pal.color(QPalette::Highlight).lighter(175));
        column->setPalette(pal);
    }
    const auto after = leader();
    const DeedOutcome deed = heroicDeed(mHeroics, face);
    QString text = tr("Rolled <b>%1</b> against %2.").arg(argText(face), argText(mHeroics)) + QStringLiteral("<br>")
        + tr("Wounds taken: <b>%1</b> · rerolls gained: <b>%2</b>")
              .arg(argText(deed.wounds), argText(deed.rerollsGained));
    if (after && before) {
        text += QStringLiteral("<br>")
            + tr("Vitality %1 → %2 · rerolls held: %3")
                  .arg(argText(before->vitality), argText(after->vitality), argText(after->rerolls));
        if (after->status() != before->status())
            text += QLatin1Char(' ')
                + byPronoun(after->pronoun, tr("He is now %1."), tr("She is now %1."), tr("They are now %1."))
                      .arg(statusName(after->status()).toLower());
    }
    mOutcome->setText(text);
    markDone();
}

} // namespace castellan
