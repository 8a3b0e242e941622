#include "sidemovement.h"

#include "campaign/campaign.h"
#include "commands/action/actionbuilder.h"
#include "commands/forces/mapactions.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct SideMovementText
{
    Q_DECLARE_TR_FUNCTIONS(SideMovement)
    CASTELLAN_KEPT_TEXTS(SideMovement)
};

// "TURN:ID,ID": the sides that ended their movement in that turn; another turn's list counts for nothing.
const QString MovedKey = QStringLiteral("sides_moved");

QString movedValue(int turn, const QList<qint64> &sides)
{
    QStringList ids;
    for (const qint64 id : sides)
        ids << QString::number(id);
    return QStringLiteral("%1:%2").arg(turn).arg(ids.join(QLatin1Char(',')));
}

QString sideName(const Campaign &campaign, qint64 sideId)
{
    for (const Side &s : campaign.sides()) {
        if (s.id == sideId)
            return s.name;
    }
    return {};
}

} // namespace

QList<qint64> sidesThatEndedMovement(const Campaign &campaign)
{
    const QString kept = campaign.setting(MovedKey);
    const qsizetype colon = kept.indexOf(QLatin1Char(':'));
    if (colon < 0 || kept.left(colon) != QString::number(campaign.turn()))
        return {};
    const QStringList ids = kept.mid(colon + 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
    QList<qint64> ended;
    for (const Side &s : campaign.sides()) {
        if (ids.contains(QString::number(s.id)))
            ended << s.id;
    }
    return ended;
}

std::optional<Side> movingSide(const Campaign &campaign)
{
    if (campaign.phase() != TurnPhase::Movement)
        return std::nullopt;
    const QList<qint64> ended = sidesThatEndedMovement(campaign);
    for (const Side &s : campaign.sides()) {
        if (!ended.contains(s.id))
            return s;
    }
    return std::nullopt;
}

QString whySideCannotMoveNow(const Campaign &campaign, qint64 sideId)
{
    if (const QString why = whyNotNow(campaign, TurnPhase::Movement); !why.isEmpty())
        return why;
    const auto moving = movingSide(campaign);
    if (!moving)
        return SideMovementText::tr("Every side has ended its movement in turn %1: the game master ends the turn "
                                    "(RULES T4).")
            .arg(campaign.turn());
    if (moving->id != sideId)
        return SideMovementText::tr("It is %1's movement: %2 moves when %1 has ended it (RULES T4).")
            .arg(moving->name, sideName(campaign, sideId));
    return {};
}

QString whyCannotEndSideMovement(const Campaign &campaign, qint64 sideId)
{
    if (sideName(campaign, sideId).isEmpty())
        return SideMovementText::tr("The campaign has no such side.");
    return whySideCannotMoveNow(campaign, sideId);
}

Outcome endSideMovement(Campaign &campaign, qint64 sideId)
{
    if (const QString why = whyCannotEndSideMovement(campaign, sideId); !why.isEmpty())
        return Outcome::refused(why);
    const QList<qint64> ended = sidesThatEndedMovement(campaign);
    const QString name = sideName(campaign, sideId);
    ActionBuilder b(campaign, SideMovementText::kept("End %1's movement").arg(name));
    b.setMeta(MovedKey, campaign.setting(MovedKey), movedValue(campaign.turn(), ended + QList<qint64>{sideId}));
    Outcome o = b.land(SideMovementText::tr("%1 has ended its movement.").arg(name));
    if (!o.ok)
        return o;
    if (const auto next = movingSide(campaign))
        o.summary += QLatin1Char(' ') + SideMovementText::tr("%1 moves next.").arg(next->name);
    else
        o.summary += QLatin1Char(' ') + SideMovementText::tr("Every side has moved: the game master ends the turn.");
    return o;
}

} // namespace castellan
