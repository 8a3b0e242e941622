#pragma once

#include "commands/action/actionbuilder.h"
#include "commands/action/outcome.h"
#include "rules/leaderrules.h"

namespace castellan {

/** RULES G1-G2: a duel fought exchange by exchange, landed as one action. */
class Duel
{
public:
    struct Exchange
    {
        int number = 0;
        Roll first;
        Roll second;
        ExchangeOutcome wounds;
    };

    Duel(Campaign &campaign, qint64 firstId, qint64 secondId);
    QString refusal() const { return mRefusal; }
    Exchange exchange();
    /** RULES G2: a duelist is disabled or dead. */
    bool isOver() const;
    const Leader &first() const { return mBuilder.leader(mFirst); }
    const Leader &second() const { return mBuilder.leader(mSecond); }
    const QList<Exchange> &exchanges() const { return mExchanges; }
    /** Lands the duel as it stands (the user may end it early, RULES G2). */
    Outcome finish();

private:
    ActionBuilder mBuilder;
    qint64 mFirst;
    qint64 mSecond;
    QString mRefusal;
    QList<Exchange> mExchanges;
};

} // namespace castellan
