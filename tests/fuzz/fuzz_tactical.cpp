// libFuzzer target: the tactical ruleset and scenario files (issue 13), which a user edits by hand. Whatever
// arrives is read as a ruleset and as a scenario; what is accepted is played out by the automatic player, so
// that no file the readers let through can crash or hang the engine. It is also read as a battle kept under way,
// whose journal is replayed on the shipped scenario: a damaged journal is refused, never played into a crash.

#include "dice/dicesource.h"
#include "tactical/autoplayer.h"
#include "tactical/battleunderway.h"
#include "tactical/scenario.h"

#include <QByteArray>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace castellan;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString why;
    const auto rules = Ruleset::fromJson(bytes, QStringLiteral("fuzz.json"), &why);
    const auto scenario =
        scenarioFromJson(bytes, rules ? *rules : Ruleset::standard(), QStringLiteral("fuzz.json"), &why);
    if (scenario && scenario->setup.units.size() <= 30) { // a battle of every input, but not a long one
        SeededDice dice(size);
        TacticalBattle battle(rules ? *rules : Ruleset::standard(), scenario->setup);
        battle.setLogging(false);
        playAutomatically(battle, Roller(dice));
    }
    if (const auto underway = underwayFromJson(bytes, &why)) {
        static const auto ford =
            loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), Ruleset::standard(), &why);
        if (ford && underway->journal.size() <= 2000)
            replayBattle(Ruleset::standard(), ford->setup, underway->journal, &why);
    }
    return 0;
}
