#include "rallystep.h"
#include "i18n/argtext.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace castellan {

RallyStep::RallyStep(QWidget *parent)
    : BattleStep(parent)
{
    auto *body = new QWidget;
    auto *layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    for (Role r : Roles) {
        const std::size_t i = at(r);
        auto *box = new QGroupBox(body);
        box->setObjectName(roleKey(r) + QStringLiteral("Choice"));
        auto *column = new QVBoxLayout(box);
        auto *rally = new QRadioButton(tr("Rally"), box);
        rally->setObjectName(roleKey(r) + QStringLiteral("Rally"));
        auto *retreat = new QRadioButton(tr("Retreat"), box);
        retreat->setObjectName(roleKey(r) + QStringLiteral("Retreat"));
        auto *rallyText = wrappedLabel(box, roleKey(r) + QStringLiteral("RallyText"));
        auto *retreatText = wrappedLabel(box, roleKey(r) + QStringLiteral("RetreatText"));
        auto *why = wrappedLabel(box, roleKey(r) + QStringLiteral("RetreatWhy"));
        why->setForegroundRole(QPalette::PlaceholderText);
        auto *group = new QButtonGroup(box);
        group->addButton(rally);
        group->addButton(retreat);
        rally->setChecked(true);
        // A radio button's text does not wrap: each choice is a short button over an indented line.
        auto *choices = new QGridLayout;
        choices->setColumnMinimumWidth(0, 22);
        choices->setVerticalSpacing(2);
        choices->addWidget(rally, 0, 0, 1, 2, Qt::AlignLeft);
        choices->addWidget(rallyText, 1, 1);
        choices->setRowMinimumHeight(2, 6);
        choices->addWidget(retreat, 3, 0, 1, 2, Qt::AlignLeft);
        choices->addWidget(retreatText, 4, 1);
        choices->addWidget(why, 5, 1);
        choices->setColumnStretch(1, 1);
        column->addLayout(choices);
        column->addStretch(1);
        mRallyText[i] = rallyText;
        mRetreatText[i] = retreatText;
        mBoxes[i] = box;
        mRally[i] = rally;
        mRetreat[i] = retreat;
        mRetreatWhy[i] = why;
        layout->addWidget(box, 1);
    }
    setUp(body, tr("&Next round"), QStringLiteral("nextRoundButton"));
}

RoundChoice RallyStep::choice(Role role) const
{
    const std::size_t i = at(role);
    return mRetreat[i]->isChecked() && mRetreat[i]->isEnabled() ? RoundChoice::Retreat : RoundChoice::Rally;
}

void RallyStep::refresh(const Battle &b)
{
    const bool newRound = mRound != b.round();
    mRound = b.round();
    for (Role r : Roles) {
        const std::size_t i = at(r);
        const BattleSide &side = b.side(r);
        const Leader *c = side.commander();
        const int flagged = side.units.flagged;
        mBoxes[i]->setTitle(side.name);
        if (flagged == 0)
            mRallyText[i]->setText(tr("No flagged unit to rally."));
        else if (!c)
            mRallyText[i]->setText(tr("No able leader: its %1 break.").arg(tr("%n flagged unit(s)", nullptr, flagged)));
        else
            mRallyText[i]->setText(tr("%1 roll against %2's Rally %3: each success returns to good order, each "
                                      "failure breaks.")
                                       .arg(argText(tr("%n flagged unit(s)", nullptr, flagged)),
                                            argText(c->name.toHtmlEscaped()), argText(c->rating(Trait::Rally))));
        const QString cannot = b.whyCannotRetreat(r); // RULES F6, S3
        if (!cannot.isEmpty())
            mRetreatText[i]->clear();
        else if (!b.retreatNeedsCheck(r))
            mRetreatText[i]->setText(tr("Withdraw from the breach, no check (RULES S3)."));
        else
            mRetreatText[i]->setText(tr("%1 makes a Maneuver check, success on %2 or less.")
                                         .arg(argText(c->name.toHtmlEscaped()), argText(c->rating(Trait::Maneuver))));
        mRetreatText[i]->setVisible(!mRetreatText[i]->text().isEmpty());
        mRetreat[i]->setEnabled(cannot.isEmpty());
        if (newRound || !cannot.isEmpty())
            mRally[i]->setChecked(true);
        mRetreatWhy[i]->setText(
            cannot.isEmpty() ? tr("On a success the side leaves the field and the other wins; on a failure the battle "
                                  "goes on. Either way its flagged units break (RULES F6).")
                             : tr("Retreat is not allowed. %1").arg(cannot));
    }
}

QString RallyStep::title() const
{
    return tr("Round %1 · Rally or retreat").arg(mRound);
}

QString RallyStep::note() const
{
    return tr("Neither side is defeated (RULES F4). Before the next round each side rallies its flagged units: a "
              "success returns one to good order, a failure breaks it (F5); or its commander tries to retreat "
              "(F6).");
}

} // namespace castellan
