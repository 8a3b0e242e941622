#pragma once

#include "battle/battle.h"
#include "commands/leaderactions.h"
#include "model/force.h"

#include <QJsonObject>

#include <functional>
#include <memory>

namespace castellan {

/**
 * A field battle between two forces of the campaign (RULES F): the battle engine with the campaign's dice
 * (every roll logged with its context), and, when it is over, one undoable action that brings its results
 * back: units and losses, leaders' wounds, capture and death, a history line each, and the battle report.
 */
class CampaignBattle
{
public:
    CampaignBattle(Campaign &campaign, qint64 attackerForceId, qint64 defenderForceId,
                   BattleFlags flags = {}, const QString &name = {});
    CampaignBattle(const CampaignBattle &) = delete;
    CampaignBattle &operator=(const CampaignBattle &) = delete;

    /** Empty when the battle may be fought, otherwise why not. */
    QString refusal() const { return mRefusal; }
    Battle &battle() { return *mBattle; }
    const Battle &battle() const { return *mBattle; }
    const Force &force(Role r) const { return r == Role::Attacker ? mAttacker : mDefender; }

    /** What else the battle changes when it lands (a fortress falling, RULES S3); lines go to the summary. */
    using Consequence = std::function<void(ActionBuilder &, const Battle &, QStringList &lines)>;
    void setConsequence(Consequence consequence) { mConsequence = std::move(consequence); }

    /** Lands the battle (it must be over). `avoidedTo`: where a defender who avoided battle goes (RULES F1). */
    Outcome finish(const QString &avoidedTo = {});
    /** The report of a finished battle. */
    const QJsonObject &report() const { return mReport; }

private:
    ActionBuilder mBuilder;
    Force mAttacker;
    Force mDefender;
    QString mRefusal;
    std::unique_ptr<Battle> mBattle;
    QJsonObject mReport;
    Consequence mConsequence;
};

} // namespace castellan
