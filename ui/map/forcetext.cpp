#include "forcetext.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "i18n/argtext.h"

namespace castellan {

QString ForceText::units(const Force &force)
{
    const Units &u = force.units;
    QString text = tr("%1 good").arg(u.good);
    if (u.flagged > 0)
        text += tr(", %1 flagged").arg(u.flagged);
    if (u.broken > 0)
        text += tr(", %1 broken").arg(u.broken);
    return text;
}

QString ForceText::leaders(const Campaign &campaign, qint64 forceId)
{
    QStringList names;
    for (const Leader &l : campaign.leadersOf(forceId))
        names << l.name;
    return names.join(QStringLiteral(", "));
}

QString ForceText::movement(const Campaign &campaign, const Force &force)
{
    if (force.retreatedIn(campaign.turn()))
        return tr("Retreated this turn: no more movement (RULES F6a)");
    return tr("%1 of %2 movement left this turn")
        .arg(argText(movementLeft(campaign, force)), argText(movementAllowance(campaign, force)));
}

QString ForceText::toolTip(const Campaign &campaign, const Force &force)
{
    QString tip = tr("<b>%1</b> (%2)").arg(force.name.toHtmlEscaped(), campaign.sideName(force.sideId).toHtmlEscaped());
    tip += QStringLiteral("<br>") + units(force).toHtmlEscaped();
    const QString names = leaders(campaign, force.id);
    if (!names.isEmpty())
        tip += QStringLiteral("<br>") + tr("Leaders: %1").arg(names.toHtmlEscaped());
    else if (campaign.hidesLeadersOf(force.sideId))
        tip += QStringLiteral("<br>") + tr("Leaders: hidden");
    tip += QStringLiteral("<br>") + movement(campaign, force).toHtmlEscaped();
    return tip;
}

} // namespace castellan
