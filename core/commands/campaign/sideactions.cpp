#include "sideactions.h"

#include "campaign/campaign.h"
#include "commands/action/actionbuilder.h"
#include "model/limits.h"
#include "model/names.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct SideActionsText
{
    Q_DECLARE_TR_FUNCTIONS(SideActions)
    CASTELLAN_KEPT_TEXTS(SideActions)
};

QString noSuchSide()
{
    return SideActionsText::tr("There is no such side in this campaign.");
}

} // namespace

QString whyCannotNameSide(const Campaign &campaign, const QString &name, qint64 sideId)
{
    const QString trimmed = name.trimmed();
    switch (nameProblem(trimmed)) {
    case NameProblem::Empty: return SideActionsText::tr("A side needs a name.");
    case NameProblem::TooLong:
        return SideActionsText::tr("A side's name has at most %1 characters.").arg(MaxNameLength);
    case NameProblem::BadCharacters: return badCharactersInName();
    case NameProblem::None: break;
    }
    for (const Side &s : campaign.sides()) {
        if (s.id != sideId && s.name.compare(trimmed, Qt::CaseInsensitive) == 0)
            return SideActionsText::tr("The campaign has a side named %1 already.").arg(s.name);
    }
    return {};
}

Outcome createSide(Campaign &campaign, const QString &name, const QColor &color)
{
    if (const QString why = whyCannotNameSide(campaign, name); !why.isEmpty())
        return Outcome::refused(why);
    ActionBuilder b(campaign, SideActionsText::kept("Add side %1").arg(name.trimmed()));
    Side &s = b.newSide();
    s.name = name.trimmed();
    s.color = color.isValid() ? color : colorForNewSide(s.name, int(campaign.sides().size()));
    return b.land(SideActionsText::tr("The side %1 joins the campaign.").arg(s.name));
}

qint64 sideForName(Campaign &campaign, const QString &name, QString *why)
{
    if (const auto s = campaign.sideByName(name.trimmed()))
        return s->id;
    const Outcome o = createSide(campaign, name);
    if (!o.ok) {
        if (why)
            *why = o.refusal;
        return 0;
    }
    return campaign.sideByName(name.trimmed())->id;
}

Outcome forSideNamed(Campaign &campaign, const QString &name, const std::function<Outcome(qint64 sideId)> &action)
{
    if (const auto s = campaign.sideByName(name.trimmed()))
        return action(s->id);
    const Outcome made = createSide(campaign, name);
    if (!made.ok)
        return made;
    const Outcome o = action(campaign.sideByName(name.trimmed())->id);
    if (!o.ok)
        campaign.undoStack()->undo(); // the side made for it, the last action landed
    return o;
}

Outcome renameSide(Campaign &campaign, qint64 sideId, const QString &name)
{
    const auto side = campaign.side(sideId);
    if (!side)
        return Outcome::refused(noSuchSide());
    if (const QString why = whyCannotNameSide(campaign, name, sideId); !why.isEmpty())
        return Outcome::refused(why);
    ActionBuilder b(campaign, SideActionsText::kept("Rename side %1").arg(side->name));
    b.side(sideId).name = name.trimmed();
    return b.land(SideActionsText::tr("%1 is now called %2.").arg(side->name, name.trimmed()));
}

Outcome recolorSide(Campaign &campaign, qint64 sideId, const QColor &color)
{
    const auto side = campaign.side(sideId);
    if (!side)
        return Outcome::refused(noSuchSide());
    if (!color.isValid())
        return Outcome::refused(SideActionsText::tr("That is not a colour: give one as #rrggbb or by its name."));
    ActionBuilder b(campaign, SideActionsText::kept("Colour of side %1").arg(side->name));
    b.side(sideId).color = QColor(color.name()); // stored as #rrggbb: what the file keeps
    return b.land(SideActionsText::tr("%1 is drawn in %2.").arg(side->name, color.name()));
}

QString whyCannotRemoveSide(const Campaign &campaign, qint64 sideId)
{
    const auto side = campaign.side(sideId);
    if (!side)
        return noSuchSide();
    for (const Leader &l : campaign.leaders()) {
        if (l.sideId == sideId || l.capturedBySide == sideId)
            return SideActionsText::tr("%1 serves or holds %2: a side in use stays.").arg(side->name, l.name);
    }
    for (const Force &f : campaign.forces()) {
        if (f.sideId == sideId)
            return SideActionsText::tr("%1 has the force %2: a side in use stays.").arg(side->name, f.name);
    }
    for (const Fortress &f : campaign.fortresses()) {
        if (f.ownerSideId == sideId)
            return SideActionsText::tr("%1 holds the fortress %2: a side in use stays.").arg(side->name, f.name);
    }
    for (const Siege &s : campaign.sieges()) {
        if (s.besiegerSideId == sideId)
            return SideActionsText::tr("%1 has laid a siege: a side in use stays.").arg(side->name);
    }
    RollFilter ofSide;
    ofSide.sideId = sideId;
    if (!campaign.rolls().rolls(ofSide, 0, 1).isEmpty())
        return SideActionsText::tr("The roll log has dice of %1: a side in the log stays.").arg(side->name);
    return {};
}

Outcome removeSide(Campaign &campaign, qint64 sideId)
{
    if (const QString why = whyCannotRemoveSide(campaign, sideId); !why.isEmpty())
        return Outcome::refused(why);
    const QString name = campaign.sideName(sideId);
    ActionBuilder b(campaign, SideActionsText::kept("Remove side %1").arg(name));
    b.removeSide(sideId);
    return b.land(SideActionsText::tr("The side %1 is removed.").arg(name));
}

} // namespace castellan
