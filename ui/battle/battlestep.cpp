#include "battlestep.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

BattleStep::BattleStep(QWidget *parent)
    : QWidget(parent)
{ }

QString BattleStep::roleKey(Role r)
{
    return r == Role::Attacker ? QStringLiteral("attacker") : QStringLiteral("defender");
}

QLabel *BattleStep::wrappedLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QString BattleStep::resultSentence(const Battle &b)
{
    const QString attacker = b.side(Role::Attacker).name.toHtmlEscaped();
    const QString defender = b.side(Role::Defender).name.toHtmlEscaped();
    switch (b.result()) {
    case BattleResult::AttackerWins:
        return tr("<b>%1 wins</b> and holds the field; %2 is defeated.").arg(attacker, defender);
    case BattleResult::DefenderWins:
        return tr("<b>%1 wins</b> and holds the field; %2 is defeated.").arg(defender, attacker);
    case BattleResult::Mutual: return tr("<b>Mutual defeat:</b> both sides are defeated and retreat (RULES F4, F6).");
    case BattleResult::Avoided:
        return tr("<b>%1 avoids battle:</b> it moves one space off and no battle is fought (RULES F1).").arg(defender);
    case BattleResult::Undecided: break;
    }
    return {};
}

void BattleStep::setUp(QWidget *body, const QString &primaryText, const QString &primaryName,
                       const QList<QPushButton *> &secondary)
{
    mPrimary = new QPushButton(primaryText, this);
    mPrimary->setObjectName(primaryName);
    QFont f = mPrimary->font();
    f.setBold(true);
    mPrimary->setFont(f);
    mPrimary->setMinimumWidth(150);
    mPrimary->setMinimumHeight(32);
    mPrimary->setAutoDefault(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    body->setParent(this);
    layout->addWidget(body, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton *b : secondary) {
        b->setParent(this);
        b->setAutoDefault(false);
        buttons->addWidget(b);
    }
    buttons->addWidget(mPrimary);
    layout->addLayout(buttons);
}

} // namespace castellan
