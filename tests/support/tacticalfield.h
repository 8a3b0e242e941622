#pragma once

#include "dice/dicesource.h"
#include "dice/roller.h"
#include "tactical/tacticalbattle.h"

#include <QtTest>

#include <memory>

#include "tacticalrules.h"

// A small board with scripted dice, for the tests of the battle's turn (RULES C3-C11, H2).
namespace castellan::tacticaltest {

/** A 7 x 7 board; side 0 (Blue) has its edge at the top, side 1 (Red) at the bottom. */
struct Field
{
    TacticalSetup setup;
    ScriptedDice dice{{}};
    Roller roller{dice};
    std::unique_ptr<TacticalBattle> battle;

    Field()
    {
        setup.board.columns = 7;
        setup.board.rows = 7;
        setup.sideNames[0] = QStringLiteral("Blue");
        setup.sideNames[1] = QStringLiteral("Red");
    }
    int add(int side, const char *key, const Hex &hex, std::optional<BoardLeader> leader = {})
    {
        TacticalUnit u;
        u.id = int(setup.units.size()) + 1;
        u.side = side;
        u.type = type(key);
        u.figures = rules().units[u.type].figures;
        u.hex = hex;
        u.leader = std::move(leader);
        setup.units << u;
        return u.id;
    }
    TacticalBattle &start()
    {
        battle = std::make_unique<TacticalBattle>(rules(), setup);
        return *battle;
    }
    void script(const QList<int> &faces) { dice.push(faces); }
    /** Rolls the activation with these faces, then activates a unit. */
    void activate(const QList<int> &faces, int unitId)
    {
        script(faces);
        battle->rollActivation(roller);
        QVERIFY2(battle->whyCannotActivate(unitId).isEmpty(), qPrintable(battle->whyCannotActivate(unitId)));
        battle->activate(unitId);
    }
    const TacticalUnit &u(int id) { return *battle->unit(id); }
    int cost(const Hex &h)
    {
        for (const auto &m : battle->moves()) {
            if (m.hex == h)
                return m.cost;
        }
        return -1;
    }
};

} // namespace castellan::tacticaltest
