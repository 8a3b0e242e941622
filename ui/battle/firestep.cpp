#include "firestep.h"

#include "casualtyeditor.h"
#include "i18n/argtext.h"
#include "widgets/dicerow.h"
#include "widgets/diefacewidget.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>

namespace castellan {

namespace {
constexpr int FireDieSize = 30;
}

FireStep::FireStep(QWidget *parent)
    : BattleStep(parent)
{
    auto *body = new QWidget;
    auto *grid = new QGridLayout(body);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    for (Role r : Roles) {
        const int i = int(at(r));
        auto *label = new QLabel(body);
        label->setObjectName(roleKey(r) + QStringLiteral("FireLabel"));
        auto *dice = new DiceRow(body);
        dice->setObjectName(roleKey(r) + QStringLiteral("Dice"));
        dice->setDieSize(FireDieSize);
        dice->setToneRule(CasualtyEditor::fireTones());
        auto *spender = new QComboBox(body);
        spender->setObjectName(roleKey(r) + QStringLiteral("RerollSpender"));
        spender->setToolTip(tr("Whose reroll a click on a die spends (RULES H2)"));
        spender->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        mLabels[at(r)] = label;
        mDice[at(r)] = dice;
        mSpenders[at(r)] = spender;
        grid->addWidget(label, i * 2, 0);
        grid->addWidget(spender, i * 2, 1, Qt::AlignRight);
        grid->addWidget(dice, i * 2 + 1, 0);
        if (i == 0)
            grid->setRowMinimumHeight(2 * i + 1, FireDieSize + 12);
    }
    mHint = wrappedLabel(body, QStringLiteral("rerollHint"));
    grid->addWidget(mHint, 4, 0);
    grid->setRowStretch(5, 1);
    setUp(body, tr("Take &casualties"), QStringLiteral("takeCasualtiesButton"));
}

void FireStep::markRerolled(Role role, int die)
{
    mRerolled[at(role)].insert(die);
}

qint64 FireStep::spender(Role role) const
{
    return mSpenders[at(role)]->currentData().toLongLong();
}

void FireStep::refresh(const Battle &b)
{
    if (mRound != b.round()) {
        mRound = b.round();
        mRerolled = {};
    }
    QStringList hints;
    for (Role r : Roles) {
        const std::size_t i = at(r);
        DiceRow *row = mDice[i];
        const QList<int> &faces = b.fireFaces(r);
        if (row->count() == faces.size()) {
            for (int d = 0; d < row->count(); ++d) { // in place: the die clicked may be one of them
                row->die(d)->setValue(faces[d]);
                row->die(d)->setTone(CasualtyEditor::fireTones()(faces[d]));
            }
        } else {
            row->setFaces(faces);
            for (int d = 0; d < row->count(); ++d)
                connect(row->die(d), &DieFaceWidget::clicked, this, [this, r, d] { Q_EMIT rerollRequested(r, d); });
        }
        const bool canReroll = b.rerollsAvailable(r) > 0;
        for (int d = 0; d < row->count(); ++d) {
            DieFaceWidget *die = row->die(d);
            const bool rerolled = mRerolled[i].contains(d);
            die->setSelected(rerolled);
            die->setCursor(canReroll ? Qt::PointingHandCursor : Qt::ArrowCursor);
            die->setToolTip(canReroll      ? tr("Click to re-roll this die (RULES H2)")
                                : rerolled ? tr("Re-rolled (RULES H2)")
                                           : QString());
        }
        QComboBox *spender = mSpenders[i];
        const qint64 picked = spender->currentData().toLongLong();
        spender->clear();
        for (qint64 id : b.rerollHolders(r)) {
            const Leader *l = b.side(r).leader(id);
            spender->addItem(tr("Reroll of %1 (%2 left)").arg(l->name, argText(l->rerolls)), id);
        }
        spender->setCurrentIndex(std::max(0, spender->findData(picked)));
        spender->setVisible(spender->count() > 0);
        const QString name = b.side(r).name.toHtmlEscaped();
        const Fire f = b.fireResult(r);
        mLabels[i]->setText(tr("<b>%1</b> fires %2: <b>%3</b> × 6, <b>%4</b> × 5")
                                .arg(argText(name),
                                     argText(faces.size() == 1 ? tr("1 die") : tr("%1 dice").arg(faces.size())),
                                     argText(f.sixes), argText(f.fives)));
        if (canReroll)
            hints << tr("%1 holds %n reroll(s): click one of its dice to re-roll it.", nullptr, b.rerollsAvailable(r))
                         .arg(name);
    }
    mHint->setText(hints.isEmpty() ? QString() : hints.join(QLatin1Char(' ')) + QLatin1Char(' ') + tr("(RULES H2)"));
    mHint->setVisible(!hints.isEmpty());
}

QString FireStep::title() const
{
    return tr("Round %1 · Fire").arg(mRound);
}

QString FireStep::note() const
{
    return tr("Both sides roll at once: one die per good-order unit plus the Battle bonus. Each 6 eliminates an "
              "enemy unit, each 5 flags one; 1 to 4 miss (RULES F2).");
}

} // namespace castellan
