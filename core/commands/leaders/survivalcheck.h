#pragma once

#include "commands/action/actionbuilder.h"
#include "commands/action/outcome.h"
#include "i18n/rolltext.h"
#include "rules/leaderrules.h"

namespace castellan {

/** RULES H3's events that call for a survival check, as the roll log names them (issue 30, item 9). */
QList<RollText> survivalEvents();
/** The event a user typed or picked: one of survivalEvents() when it reads as one now, else as written. */
RollText survivalEvent(const QString &typed);

/** RULES H3 with H2: a survival check whose die may be re-rolled with rerolls held, then resolved. */
class SurvivalCheck
{
public:
    SurvivalCheck(Campaign &campaign, qint64 leaderId, const QString &event);
    /** Empty when the check may be made. */
    QString refusal() const { return mRefusal; }
    Roll roll();
    bool canReroll() const;
    /** RULES H2: spends one reroll; the new roll replaces the last one. */
    Roll reroll();
    bool hasRolled() const { return mLast.id != 0; }
    int face() const { return mLast.faces.value(0); }
    Survival result() const;
    const Leader &leader() const { return mBuilder.leader(mLeaderId); }
    /** Lands the check: death, capture by `captorSide`, or escape to `escapeLocation`. */
    Outcome finish(qint64 captorSide, const QString &escapeLocation = {});

private:
    ActionBuilder mBuilder;
    qint64 mLeaderId;
    RollText mEvent;
    QString mRefusal;
    Roll mLast;
};

} // namespace castellan
