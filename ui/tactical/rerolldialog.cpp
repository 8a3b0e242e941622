#include "rerolldialog.h"

#include "battledicerow.h"
#include "i18n/argtext.h"
#include "tactical/attackodds.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

namespace {

QString unitText(const TacticalBattle &b, int unitId)
{
    const TacticalUnit &u = *b.unit(unitId);
    return RerollDialog::tr("%1 %2 at %3")
        .arg(argText(b.sideName(u.side)), keyText(b.rules().units[u.type].key), hexLabel(u.hex));
}

/** What an activation face does (RULES C3). */
QString activates(const Ruleset &rules, int face)
{
    const Face &f = rules.faces[std::size_t(face - 1)];
    if (f.kind == Face::Flag)
        return RerollDialog::tr("activates a unit of any type");
    if (f.kind == Face::Swords)
        return RerollDialog::tr("activates nothing");
    return RerollDialog::tr("activates a unit of that type");
}

} // namespace

RerollDialog::RerollDialog(const TacticalBattle &battle, const RerollOffer &offer, QWidget *parent)
    : QDialog(parent)
    , mOffer(offer)
    , mDiceRow(new BattleDiceRow(this))
    , mDice(new QListWidget(this))
    , mLeader(new QComboBox(this))
    , mNoMore(new QCheckBox(tr("Ask no more for %1 in this battle").arg(argText(battle.sideName(offer.side))), this))
{
    setObjectName(QStringLiteral("RerollDialog"));
    setWindowTitle(tr("Leaders' Rerolls · %1").arg(argText(battle.sideName(offer.side))));
    const TacticalUnit *target = battle.unit(offer.target);
    const QString roll = target
        ? tr("%1 fires on %2.").arg(unitText(battle, offer.attacker), unitText(battle, offer.target))
        : tr("%1 rolls its activation dice.").arg(argText(battle.sideName(offer.side)));
    auto *text = new QLabel(roll + QLatin1Char(' ')
                                + tr("A leader of the side on the board may spend a heroic reroll on one of these "
                                     "dice; the new face stands. What is not spent lapses when the battle ends "
                                     "(RULES H2, C11)."),
                            this);
    text->setWordWrap(true);
    mDiceRow->setObjectName(QStringLiteral("rerollDiceRow"));
    mDiceRow->setFaces(battle.rules(), offer.faces);
    mDice->setObjectName(QStringLiteral("rerollDice"));
    for (int i = 0; i < offer.faces.size(); ++i) {
        const int face = offer.faces[i];
        const QString does = target ? faceEffect(battle.rules(), face, target->type) : activates(battle.rules(), face);
        mDice->addItem(tr("Die %1: %2, %3").arg(argText(i + 1), faceText(battle.rules(), face), does));
    }
    mDice->setCurrentRow(0);
    mLeader->setObjectName(QStringLiteral("rerollLeader"));
    for (int unitId : offer.holders) {
        const BoardLeader &l = *battle.unit(unitId)->leader;
        mLeader->addItem(
            tr("%1, with the %2 (rerolls left: %3)").arg(l.name, unitText(battle, unitId), argText(l.rerolls)), unitId);
    }
    mNoMore->setObjectName(QStringLiteral("rerollAskNoMore"));
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *again = buttons->addButton(tr("&Re-roll the Die"), QDialogButtonBox::AcceptRole);
    again->setObjectName(QStringLiteral("rerollDie"));
    QPushButton *keep = buttons->addButton(tr("&Keep the Dice"), QDialogButtonBox::RejectRole);
    keep->setObjectName(QStringLiteral("rerollKeep"));
    again->setDefault(true);
    connect(again, &QPushButton::clicked, this, &RerollDialog::reroll);
    connect(keep, &QPushButton::clicked, this, &QDialog::reject);
    connect(mDice, &QListWidget::itemDoubleClicked, this, &RerollDialog::reroll);
    auto *form = new QFormLayout;
    form->addRow(tr("&Die:"), mDice);
    form->addRow(tr("&Leader:"), mLeader);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(mDiceRow);
    layout->addLayout(form, 1);
    layout->addWidget(mNoMore);
    layout->addWidget(buttons);
    resize(480, 360);
}

bool RerollDialog::askNoMore() const
{
    return mNoMore->isChecked();
}

void RerollDialog::reroll()
{
    if (mDice->currentRow() < 0 || mLeader->currentIndex() < 0)
        return;
    mChosen = TacticalReroll{mOffer.roll, mLeader->currentData().toInt(), mDice->currentRow()};
    accept();
}

} // namespace castellan
