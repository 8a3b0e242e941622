#include "sortiechoices.h"

#include "breakindialog.h"

#include "campaign/campaign.h"
#include "commands/sieges/sortie.h"
#include "i18n/argtext.h"

#include <QComboBox>

namespace castellan {

QList<LeaderPicker::Entry> sortieLeaderEntries(const Campaign &campaign, qint64 siegeId)
{
    QList<LeaderPicker::Entry> inside;
    for (const Leader &l : sortieLeaders(campaign, siegeId)) {
        LeaderPicker::Entry e;
        e.id = l.id;
        e.name = l.name;
        e.battle = l.rating(Trait::Battle);
        const auto with = l.forceId ? campaign.force(l.forceId) : std::nullopt;
        e.where = with ? with->name : BreakInDialog::tr("alone inside");
        e.toolTip = BreakInDialog::tr("%1: Battle %2").arg(argText(l.name), argText(e.battle));
        inside.append(e);
    }
    return inside;
}

void fillSortieTargets(QComboBox *box, const Campaign &campaign, qint64 siegeId)
{
    const qint64 target = box->currentData().toLongLong();
    box->clear();
    for (const Force &f : sortieTargets(campaign, siegeId))
        box->addItem(BreakInDialog::tr("%1 at %2 (%n unit(s))", nullptr, f.units.total()).arg(f.name, hexLabel(f.hex)),
                     f.id);
    box->setCurrentIndex(std::max(0, box->findData(target)));
    box->setEnabled(box->count() > 0);
    if (box->count() == 0)
        box->setPlaceholderText(BreakInDialog::tr("(no besieging force to attack)"));
}

} // namespace castellan
