#include "ordermarches.h"

#include "battle/battle.h"
#include "campaign/campaign.h"
#include "ordertext.h"

namespace castellan {

namespace {

constexpr int MostMarchesInAnOrder = 8;

} // namespace

std::optional<QList<MarchOrder>> marchOrdersFrom(const QString &text, QString &why)
{
    QList<MarchOrder> out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList fields = part.trimmed().split(QLatin1Char(':'));
        bool leaderOk = false;
        bool unitsOk = false;
        const MarchOrder m{fields.value(0).toLongLong(&leaderOk), fields.value(1).toInt(&unitsOk),
                           edgeFromKey(fields.value(2)).value_or(FlankEdge::Left)};
        if (fields.size() != 3 || !leaderOk || !unitsOk || m.leaderId <= 0 || m.units < 1 || m.units > 999
            || !edgeFromKey(fields.value(2))) {
            why = OrderText::tr("A flank march is LEADER:UNITS:left or LEADER:UNITS:right, not %1 (RULES M2).")
                      .arg(part.left(80));
            return std::nullopt;
        }
        out << m;
    }
    if (out.size() > MostMarchesInAnOrder) {
        why = OrderText::tr("An order sends at most %1 flank marches (RULES M2).").arg(MostMarchesInAnOrder);
        return std::nullopt;
    }
    return out;
}

QString marchOrdersText(const QList<MarchOrder> &marches)
{
    QStringList parts;
    for (const MarchOrder &m : marches)
        parts << QStringLiteral("%1:%2:%3").arg(m.leaderId).arg(m.units).arg(edgeKey(m.edge));
    return parts.join(QLatin1Char(','));
}

QString marchOrdersShown(const Campaign &campaign, const QList<MarchOrder> &marches)
{
    QStringList parts;
    for (const MarchOrder &m : marches) {
        const auto leader = campaign.leader(m.leaderId);
        parts << OrderText::tr("%1 with %n unit(s) on the %2", nullptr, m.units)
                     .arg(leader ? leader->name : QString::number(m.leaderId), edgeName(m.edge));
    }
    return parts.join(QStringLiteral(", "));
}

QString whyNotOwnMarches(const Campaign &campaign, qint64 sideId, const QString &text)
{
    QString why;
    const auto marches = marchOrdersFrom(text, why);
    if (!marches)
        return why;
    for (const MarchOrder &m : *marches) {
        const auto leader = campaign.leader(m.leaderId);
        if (!leader || leader->sideId != sideId)
            return OrderText::tr("A side sends its own leaders on a flank march only (RULES T4, M2).");
    }
    return {};
}

QString sendOrderedMarches(const Campaign &campaign, Battle &battle, Role role, qint64 sideId, const QString &text)
{
    if (const QString why = whyNotOwnMarches(campaign, sideId, text); !why.isEmpty())
        return why;
    QString unused; // well formed: checked above
    for (const MarchOrder &m : marchOrdersFrom(text, unused).value_or(QList<MarchOrder>{})) {
        if (const QString refused = battle.sendMarch(role, m.leaderId, m.units, m.edge); !refused.isEmpty())
            return refused;
    }
    return {};
}

} // namespace castellan
