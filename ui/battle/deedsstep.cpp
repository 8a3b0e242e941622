#include "deedsstep.h"
#include "i18n/argtext.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** Empties a layout; its widgets go later, so one of them may be the sender of the signal being handled. */
void clearLayout(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->setObjectName(QString()); // no longer found by name while it waits to be deleted
            w->deleteLater();
        } else if (QLayout *inner = item->layout()) {
            clearLayout(inner);
        }
        delete item;
    }
}

} // namespace

DeedsStep::DeedsStep(QWidget *parent)
    : BattleStep(parent)
{
    auto *body = new QWidget;
    auto *layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    for (Role r : Roles) {
        auto *box = new QGroupBox(body);
        box->setObjectName(roleKey(r) + QStringLiteral("Deeds"));
        auto *column = new QVBoxLayout(box);
        column->setSpacing(4);
        mBoxes[at(r)] = box;
        layout->addWidget(box, 1);
    }
    setUp(body, tr("Roll &fire"), QStringLiteral("fireButton"));
}

void DeedsStep::refresh(const Battle &b)
{
    mRound = b.round();
    for (Role r : Roles) {
        QGroupBox *box = mBoxes[at(r)];
        const BattleSide &side = b.side(r);
        box->setTitle(side.name);
        clearLayout(box->layout());
        if (side.leaders.isEmpty()) {
            auto *none = new QLabel(tr("No leader with this force."), box);
            none->setEnabled(false);
            box->layout()->addWidget(none);
            none->show();
        }
        for (const Leader &l : side.leaders) {
            auto *button = new QPushButton(box);
            button->setObjectName(QStringLiteral("deedButton_%1").arg(l.id));
            button->setAutoDefault(false);
            button->setText(tr("Heroic deed: %1 (Heroics %2)").arg(argText(l.name), argText(l.effectiveHeroics())));
            const QString why = b.whyNoDeed(l.id); // RULES F7: one a round, able leaders only
            button->setEnabled(why.isEmpty());
            button->setToolTip(why.isEmpty() ? tr("Roll 1d6 against Heroics %1: wounds, and rerolls for this "
                                                  "side's fire dice (RULES H1, H2).")
                                                   .arg(l.effectiveHeroics())
                                             : why);
            const qint64 id = l.id;
            connect(button, &QPushButton::clicked, this, [this, id] { Q_EMIT deedRequested(id); });
            box->layout()->addWidget(button);
            button->show(); // at once, not after the next event loop
        }
        if (const int n = b.rerollsAvailable(r)) {
            auto *held = new QLabel(tr("%n reroll(s) ready for this round's fire (RULES H2).", nullptr, n), box);
            held->setObjectName(roleKey(r) + QStringLiteral("RerollsReady"));
            box->layout()->addWidget(held);
            held->show();
        }
        static_cast<QVBoxLayout *>(box->layout())->addStretch(1);
    }
}

QString DeedsStep::title() const
{
    return tr("Round %1 · Heroic deeds, then fire").arg(mRound);
}

QString DeedsStep::note() const
{
    return tr("Any able leader may first attempt a heroic deed: 1d6 against the leader's Heroics, for wounds and "
              "rerolls of the side's fire dice (RULES F7, H1, H2). Then both sides fire at once.");
}

} // namespace castellan
