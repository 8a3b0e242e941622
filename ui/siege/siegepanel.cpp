#include "siegepanel.h"

#include "campaign/campaign.h"
#include "commands/sieges/siegeactions.h"
#include "i18n/argtext.h"
#include "siegeoddschart.h"

#include <QLabel>
#include <QVBoxLayout>

namespace castellan {

SiegePanel::SiegePanel(QWidget *parent)
    : QWidget(parent)
{
    mTitle = new QLabel(this);
    mTitle->setObjectName(QStringLiteral("siegeTitle"));
    QFont big = mTitle->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    mTitle->setFont(big);
    mFacts = new QLabel(this);
    mFacts->setObjectName(QStringLiteral("siegeFacts"));
    mFacts->setWordWrap(true);
    mFacts->setTextFormat(Qt::RichText);
    mChart = new SiegeOddsChart(this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mTitle);
    layout->addWidget(mFacts);
    layout->addWidget(mChart, 1);
    layout->addStretch(0); // takes the room when the chart is hidden (an ended siege)
}

void SiegePanel::showSiege(Campaign *campaign, qint64 siegeId)
{
    const auto s = campaign ? campaign->siege(siegeId) : std::nullopt;
    const auto fort = s ? campaign->fortress(s->fortressId) : std::nullopt;
    mChart->setVisible(s && s->active());
    if (auto *box = qobject_cast<QVBoxLayout *>(layout()))
        box->setStretch(box->count() - 1, mChart->isVisibleTo(this) ? 0 : 1);
    if (!s || !fort) {
        mTitle->setText(tr("No siege"));
        mFacts->setText(tr("Select a siege, or lay one from the map: a force next to an enemy fortress, "
                           "with pickets on every other hex around it (RULES S1)."));
        return;
    }
    mTitle->setText(tr("Siege of %1").arg(fort->name));
    if (!s->active() && !s->record.isEmpty()) {
        // An ended siege says what was true while it ran, not what stands there now.
        mFacts->setText(
            s->record.shown().toHtmlEscaped() + QStringLiteral("<br>")
            + tr("Under siege for %n turn(s), from turn %1; units lost to 1s: %2.", nullptr,
                 s->turnsUnderSiege(campaign->turn()))
                  .arg(argText(s->startedTurn), argText(s->unitsLost))
            + QStringLiteral("<br>")
            + tr("Ended in turn %1: %2.").arg(argText(s->endedTurn), argText(s->endReason.shown().toHtmlEscaped())));
        return;
    }
    const auto breach = campaign->force(s->breachingForceId);
    const SiegeHold hold = siegeHold(campaign->forces(), campaign->grid(), *fort, s->besiegerSideId);
    QStringList pickets;
    for (const Force &f : hold.forces) {
        if (f.id != s->breachingForceId)
            pickets << tr("%1 (%n unit(s))", nullptr, f.units.total()).arg(f.name.toHtmlEscaped());
    }
    QStringList garrison;
    for (const Force &f : garrisonOf(campaign->forces(), *fort))
        garrison << tr("%1 (%2 good, %3 broken)")
                        .arg(argText(f.name.toHtmlEscaped()), argText(f.units.good), argText(f.units.broken));
    const int rerolls = s->active() ? siegeRerolls(*campaign, *s) : 0;
    QString facts = tr("<b>%1</b> besieges <b>%2</b>'s fortress (rating %3) at %4.<br>")
                        .arg(argText(campaign->sideName(s->besiegerSideId).toHtmlEscaped()),
                             argText(campaign->sideName(fort->ownerSideId).toHtmlEscaped()), argText(fort->rating),
                             argText(hexLabel(fort->hex)));
    facts += tr("Breaching force: %1. Pickets: %2.<br>")
                 .arg(breach ? breach->name.toHtmlEscaped() : tr("none"),
                      pickets.isEmpty() ? tr("none") : pickets.join(QStringLiteral(", ")));
    facts += tr("Garrison: %1.<br>").arg(garrison.isEmpty() ? tr("none") : garrison.join(QStringLiteral(", ")));
    if (const QString inside = leadersInsideText(*campaign, *fort); !inside.isEmpty())
        facts += tr("Leaders inside (RULES S9): %1.<br>").arg(inside.toHtmlEscaped());
    facts += tr("Under siege for %n turn(s), since turn %1; units lost to 1s: %2; strength %3 against the rating.",
                nullptr, s->turnsUnderSiege(campaign->turn()))
                 .arg(argText(s->startedTurn), argText(s->unitsLost), argText(hold.strength));
    if (s->active()) {
        facts += QStringLiteral("<br>") + tr("Rerolls a turn: %1 (Siege bonus, RULES R1). ").arg(rerolls);
        const bool rolled = s->lastRollTurn >= campaign->turn();
        facts += breakInOwed(*campaign, *s) ? tr("This turn's break-in roll was a 6: the break-in battle is owed.")
            : rolled                        ? tr("This turn's break-in roll is done.")
                                            : tr("This turn's break-in roll is due.");
        mChart->setRerolls(rerolls, rolled);
    } else {
        facts += QStringLiteral("<br>")
            + tr("Ended in turn %1: %2.").arg(argText(s->endedTurn), argText(s->endReason.shown().toHtmlEscaped()));
    }
    mFacts->setText(facts);
}

QString SiegePanel::summary() const
{
    return mTitle->text() + QLatin1Char('\n') + mFacts->text();
}

} // namespace castellan
