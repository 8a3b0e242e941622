#include "garrison.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct GarrisonText
{
    Q_DECLARE_TR_FUNCTIONS(Garrison)
};

} // namespace

QList<Force> garrisonOf(const QList<Force> &forces, const Fortress &fortress)
{
    QList<Force> result;
    for (const Force &f : forces) {
        if (f.sideId == fortress.ownerSideId && f.hex == fortress.hex)
            result.append(f);
    }
    return result;
}

QList<Leader> loneLeadersIn(const Campaign &campaign, const Fortress &fortress)
{
    QList<Leader> result;
    for (const Leader &l : campaign.leaders()) {
        if (l.forceId == 0 && l.sideId == fortress.ownerSideId && l.status() != LeaderStatus::Dead
            && l.status() != LeaderStatus::Captured
            && l.location.shown().compare(fortress.name, Qt::CaseInsensitive) == 0)
            result.append(l);
    }
    return result;
}

QList<Leader> leadersInside(const Campaign &campaign, const Fortress &fortress)
{
    QList<Leader> inside;
    for (const Force &g : garrisonOf(campaign.forces(), fortress)) {
        for (const Leader &l : campaign.leadersOf(g.id)) {
            if (l.forceId == g.id)
                inside.append(l);
        }
    }
    return inside + loneLeadersIn(campaign, fortress);
}

QList<Leader> ableLeadersInside(const Campaign &campaign, const Fortress &fortress)
{
    QList<Leader> inside = leadersInside(campaign, fortress);
    inside.removeIf([](const Leader &l) { return !l.isAble(); });
    return inside;
}

QString leadersInsideText(const Campaign &campaign, const Fortress &fortress)
{
    QStringList names;
    for (const Leader &l : leadersInside(campaign, fortress)) {
        const auto with = l.forceId ? campaign.force(l.forceId) : std::nullopt;
        QString where = with ? GarrisonText::tr("with %1").arg(with->name) : GarrisonText::tr("alone inside");
        if (!l.isAble())
            where = GarrisonText::tr("%1, disabled").arg(where);
        names << GarrisonText::tr("%1 (%2)").arg(argText(l.name), argText(where));
    }
    return names.join(QStringLiteral(", "));
}

} // namespace castellan
