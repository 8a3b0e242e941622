#include "campaignbattle.h"

#include "commands/mapactions.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "i18n/argtext.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CampaignBattle)
};

BattleSide sideOf(const Campaign &c, const Force &f)
{
    BattleSide s;
    s.name = f.name;
    s.sideId = f.sideId;
    s.forceIds = {f.id};
    s.units = f.units;
    s.leaders = c.leadersOf(f.id);
    s.commanderId = f.commanderId;
    return s;
}

} // namespace

CampaignBattle::CampaignBattle(Campaign &campaign, qint64 attackerForceId, qint64 defenderForceId,
                               BattleFlags flags, const QString &name)
    : mBuilder(campaign, QString())
{
    const auto a = campaign.force(attackerForceId);
    const auto d = campaign.force(defenderForceId);
    if (!a || !d)
        mRefusal = Text::tr("There is no such force in this campaign.");
    else if (attackerForceId == defenderForceId)
        mRefusal = Text::tr("A force cannot fight itself.");
    else if (a->sideId == d->sideId)
        mRefusal = Text::tr("%1 and %2 serve the same side.").arg(a->name, d->name);
    else if (a->units.good == 0)
        mRefusal = Text::tr("%1 has no good-order unit to attack with (RULES F4).").arg(a->name);
    else if (d->units.total() == 0)
        mRefusal = Text::tr("%1 has no units to fight.").arg(d->name);
    if (a)
        mAttacker = *a;
    if (d)
        mDefender = *d;
    QString title = name.trimmed();
    if (title.isEmpty() && d)
        title = d->location.isEmpty() ? Text::tr("%1 against %2").arg(mAttacker.name, mDefender.name)
                                      : Text::tr("Battle of %1").arg(d->location);
    mBuilder.setText(Text::tr("Battle: %1").arg(title));
    mBattle = std::make_unique<Battle>(title, sideOf(campaign, mAttacker), sideOf(campaign, mDefender), flags,
                                       mBuilder.roller());
}

Outcome CampaignBattle::finish(const QString &avoidedTo)
{
    Q_ASSERT(mRefusal.isEmpty() && mBattle->phase() == BattlePhase::Over);
    Campaign &c = mBuilder.campaign();
    const int turn = c.turn();
    const BattleResult result = mBattle->result();
    const QString title = mBattle->name();
    for (Role role : {Role::Attacker, Role::Defender}) {
        const BattleSide &s = mBattle->side(role);
        const Force &start = force(role);
        Force &f = mBuilder.force(start.id);
        f.units = s.units;
        f.lost += s.eliminated;
        if (role == Role::Defender && result == BattleResult::Avoided && !avoidedTo.trimmed().isEmpty()) {
            // RULES F1: on the map the defender steps to the hex named; elsewhere to the place named.
            const auto hex = hexFromLabel(avoidedTo);
            if (hex && f.onMap() && c.grid().contains(*hex)) {
                f.hex = *hex;
                f.location = locationText(c, *hex);
            } else {
                f.location = avoidedTo.trimmed();
            }
        }
        const bool won = (role == Role::Attacker && result == BattleResult::AttackerWins)
                      || (role == Role::Defender && result == BattleResult::DefenderWins);
        for (const Leader &fought : s.leaders) {
            const Leader before = *c.leader(fought.id);
            Leader &l = mBuilder.leader(fought.id);
            l.vitality = fought.vitality;
            l.rerolls = fought.rerolls;
            l.capturedBySide = fought.capturedBySide;
            l.lastActionTurn = std::max(l.lastActionTurn, turn);
            if (l.status() == LeaderStatus::Dead || l.status() == LeaderStatus::Captured) {
                l.forceId = 0;
                if (f.commanderId == l.id)
                    f.commanderId = 0;
            }
            if (f.location != start.location)
                l.location = f.location;
            QString line = result == BattleResult::Avoided
                ? Text::tr("%1 (turn %2): avoided battle.").arg(argText(title), argText(turn))
                : Text::tr("%1 (turn %2): fought as %3; %4.")
                      .arg(argText(title),
                           argText(turn),
                           argText(role == Role::Attacker ? Text::tr("attacker") : Text::tr("defender")),
                           argText(result == BattleResult::Mutual ? Text::tr("mutual defeat") : won ? Text::tr("won") : Text::tr("lost")));
            if (l.vitality < before.vitality)
                line += Text::tr(" Took %n wound(s).", nullptr, before.vitality - l.vitality);
            if (l.status() != before.status())
                line += QLatin1Char(' ') + Text::tr("Now %1.").arg(statusName(l.status()).toLower());
            mBuilder.history(l.id, line);
        }
    }
    QStringList consequences;
    if (mConsequence)
        mConsequence(mBuilder, *mBattle, consequences);
    const ReportSide a{mAttacker.name, c.sideName(mAttacker.sideId), mAttacker.units};
    const ReportSide d{mDefender.name, c.sideName(mDefender.sideId), mDefender.units};
    mReport = battleReport(*mBattle, turn, a, d);
    BattleRecord record;
    record.turn = turn;
    record.name = title;
    record.attackerForceId = mAttacker.id;
    record.defenderForceId = mDefender.id;
    record.result = resultKey(result);
    record.report = QString::fromUtf8(QJsonDocument(mReport).toJson(QJsonDocument::Compact));
    mBuilder.addBattle(record);

    QString summary = QStringLiteral("%1: %2.").arg(title, resultText(result));
    for (const QString &line : std::as_const(consequences))
        summary += QLatin1Char(' ') + line;
    return mBuilder.land(summary, 0, mAttacker.id);
}

} // namespace castellan
