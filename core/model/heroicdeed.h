#pragma once

#include "i18n/rolltext.h"
#include "model/leader.h"

#include <QList>
#include <QString>

namespace castellan {

/** A heroic deed done (RULES H1, L4): the face rolled against his effective Heroics, and what it did to him. */
struct HeroicDeed
{
    int face = 0;
    int heroics = 0;
    DeedOutcome outcome;
    int vitalityAfter = 0;

    /** "Heroic deed: rolled 2 against Heroics 4: 2 wounds, 2 rerolls gained; vitality 2." */
    RollText text() const;
};

/** RULES H1: the deed rolled `face`; his wounds and rerolls are changed accordingly. */
HeroicDeed applyHeroicDeed(Leader &leader, int face);

/** The logged result of a deed's roll against Heroics h ("2 wounds, 2 rerolls"). */
RollText heroicDeedRollResult(int heroics, const QList<int> &faces);

} // namespace castellan
