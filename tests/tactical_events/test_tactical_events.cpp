// Every event of a battle on the board on record (issue 29): automatic battles replayed step by step, each step's
// events checked against RULES C by a referee of this test's own (eventreferee.h) and against the engine's state.

#include "dice/dicesource.h"
#include "dice/roller.h"
#include "tactical/autoplayer.h"
#include "tactical/battlejournal.h"
#include "tactical/battlerecord.h"
#include "tactical/scenario.h"

#include <QtTest>

#include "clirunner.h"
#include "eventreferee.h"
#include "tacticalrules.h"

using namespace castellan;
using namespace castellan::tacticaltest;

namespace {

TacticalUnit unitOf(int id, int side, const char *kind, const Hex &hex)
{
    TacticalUnit u;
    u.id = id;
    u.side = side;
    u.type = type(kind);
    u.figures = rules().units[u.type].figures;
    u.hex = hex;
    return u;
}

/** A 13 x 9 field with woods, hills and a stream, leaders on both sides and a flank march each. */
TacticalSetup richSetup()
{
    TacticalSetup s;
    s.sideNames[0] = QStringLiteral("Blue");
    s.sideNames[1] = QStringLiteral("Red");
    for (int c = 2; c < 5; ++c)
        s.board.setTerrain({c, 4}, ground("woods"));
    s.board.setTerrain({6, 3}, ground("hill"));
    s.board.setTerrain({7, 5}, ground("hill"));
    for (int c = 8; c < 12; ++c)
        s.board.setTerrain({c, 4}, ground("stream"));
    const char *line[] = {"infantry", "infantry", "cavalry", "artillery", "infantry", "cavalry", "infantry"};
    int id = 1;
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < 7; ++i)
            s.units << unitOf(id++, side, line[i], {2 + i, side == 0 ? 1 : 7});
    }
    s.units[0].leader = BoardLeader{0, QStringLiteral("Aldric"), 3, 2};
    s.units[2].leader = BoardLeader{0, QStringLiteral("Brand"), 4, 1};
    s.units[7].leader = BoardLeader{0, QStringLiteral("Cedric"), 2, 3};
    for (int side = 0; side < 2; ++side) {
        TacticalMarch m;
        m.side = side;
        m.edge = side == 0 ? FlankEdge::Left : FlankEdge::Right;
        m.general = {0, side == 0 ? QStringLiteral("Hugh") : QStringLiteral("Odo"), 3};
        m.level = GeneralLevel::Good;
        m.units << unitOf(id, side, "infantry", {-1, -1}) << unitOf(id + 1, side, "cavalry", {-1, -1});
        id += 2;
        s.marches << m;
    }
    return s;
}

/** The keys each event has, beside `event` (issue 29). */
const QMap<QString, QStringList> &eventKeys()
{
    static const QMap<QString, QStringList> keys{
        {QStringLiteral("activation"), {QStringLiteral("side"), QStringLiteral("faces"), QStringLiteral("rerolled")}},
        {QStringLiteral("activate"), {QStringLiteral("unit")}},
        {QStringLiteral("move"), {QStringLiteral("unit"), QStringLiteral("path"), QStringLiteral("cost")}},
        {QStringLiteral("attack"),
         {QStringLiteral("unit"), QStringLiteral("target"), QStringLiteral("range"), QStringLiteral("dice"),
          QStringLiteral("faces"), QStringLiteral("hits"), QStringLiteral("flags"), QStringLiteral("fallback"),
          QStringLiteral("return_fire"), QStringLiteral("second")}},
        {QStringLiteral("fall_back"), {QStringLiteral("unit"), QStringLiteral("path")}},
        {QStringLiteral("retreat"), {QStringLiteral("unit"), QStringLiteral("path"), QStringLiteral("figures_lost")}},
        {QStringLiteral("figures"), {QStringLiteral("unit"), QStringLiteral("figures")}},
        {QStringLiteral("eliminated"), {QStringLiteral("unit")}},
        {QStringLiteral("follow_up"), {QStringLiteral("unit"), QStringLiteral("hex")}},
        {QStringLiteral("extra_hex"), {QStringLiteral("unit"), QStringLiteral("hex")}},
        {QStringLiteral("shaken"), {QStringLiteral("unit")}},
        {QStringLiteral("steady"), {QStringLiteral("unit")}},
        {QStringLiteral("reroll"), {QStringLiteral("leader"), QStringLiteral("old"), QStringLiteral("new")}},
        {QStringLiteral("end_turn"), {QStringLiteral("side")}},
        {QStringLiteral("march_roll"),
         {QStringLiteral("side"), QStringLiteral("faces"), QStringLiteral("total"), QStringLiteral("arrived"),
          QStringLiteral("level")}},
        {QStringLiteral("place"), {QStringLiteral("unit"), QStringLiteral("hex")}},
        {QStringLiteral("no_room"), {QStringLiteral("unit")}},
        {QStringLiteral("shift"), {QStringLiteral("unit"), QStringLiteral("hex")}},
    };
    return keys;
}

/** Where the referee and the engine disagree about a unit, in words; empty when they agree on every unit. */
QString disagreement(const test::EventReferee &referee, const TacticalBattle &battle)
{
    for (auto it = referee.units().cbegin(); it != referee.units().cend(); ++it) {
        const test::RefereeUnit &mine = it.value();
        const TacticalUnit *theirs = battle.unit(it.key());
        const bool placed = theirs != nullptr;
        const bool alive = placed && theirs->alive();
        if ((mine.figures > 0 && mine.hex.has_value()) != alive)
            return QStringLiteral("unit %1 is%2 on the board in the engine")
                .arg(it.key())
                .arg(alive ? QString() : QStringLiteral(" not"));
        if (!alive)
            continue;
        if (*mine.hex != theirs->hex || mine.figures != theirs->figures || mine.shaken != theirs->isShaken())
            return QStringLiteral("unit %1: %2 with %3 figures%4, the engine has %5 with %6%7")
                .arg(QString::number(it.key()), hexLabel(*mine.hex), QString::number(mine.figures),
                     mine.shaken ? QStringLiteral(" shaken") : QString(), hexLabel(theirs->hex),
                     QString::number(theirs->figures), theirs->isShaken() ? QStringLiteral(" shaken") : QString());
    }
    return {};
}

/**
 * Plays a battle automatically, then replays its journal step by step: after each step, the events it added go
 * through the referee, and the referee's units must be the engine's. Returns what went wrong, or nothing.
 */
QString replayChecked(const TacticalSetup &setup, quint64 seed, QHash<QString, int> *seen)
{
    TacticalBattle played(rules(), setup);
    SeededDice dice(seed);
    playAutomatically(played, Roller(dice));
    const QJsonObject record = battleRecordJson(played);
    test::EventReferee referee(rules(), record, setup.firstSide);
    TacticalBattle replayed(rules(), setup);
    qsizetype done = 0;
    for (const TacticalStep &step : played.journal()) {
        QString why;
        if (!replayStep(replayed, step, &why))
            return QStringLiteral("seed %1: the journal does not replay: %2").arg(seed).arg(why);
        for (; done < replayed.events().size(); ++done) {
            const QJsonObject &e = replayed.events()[done];
            const QString kind = e.value(QStringLiteral("event")).toString();
            for (const QString &key : eventKeys().value(kind, {QStringLiteral("(unknown event)")})) {
                if (!e.contains(key))
                    return QStringLiteral("seed %1, event %2 (%3): no key %4").arg(seed).arg(done).arg(kind, key);
            }
            if (const QString wrong = referee.apply(e); !wrong.isEmpty())
                return QStringLiteral("seed %1, event %2 (%3): %4")
                    .arg(QString::number(seed), QString::number(done), kind, wrong);
            ++(*seen)[kind];
        }
        if (const QString wrong = disagreement(referee, replayed); !wrong.isEmpty())
            return QStringLiteral("seed %1, after event %2: %3").arg(seed).arg(done).arg(wrong);
    }
    if (replayed.events() != played.events())
        return QStringLiteral("seed %1: the replayed battle's record is not the one played").arg(seed);
    return {};
}

/**
 * The SHA-256 of the journals of battles seeded 1 to `count` on `setup`, both sides the simple automatic player,
 * the battle's own log on or off: what the engine and the player did, die by die and choice by choice.
 */
QByteArray journalsDigest(const TacticalSetup &setup, quint64 count, bool logging)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (quint64 seed = 1; seed <= count; ++seed) {
        TacticalBattle battle(rules(), setup);
        battle.setLogging(logging);
        SeededDice dice(seed);
        playAutomatically(battle, Roller(dice), AutoStyle::Simple);
        hash.addData(QJsonDocument(journalJson(battle.journal())).toJson(QJsonDocument::Compact));
    }
    return hash.result().toHex();
}

} // namespace

class TestTacticalEvents : public QObject
{
    Q_OBJECT

private slots:
    void thousandAutomaticBattles_replayAgainstTheRules_C()
    {
        const TacticalScenario scenario = shippedScenario();
        QHash<QString, int> seen;
        for (quint64 seed = 1; seed <= 1000; ++seed) {
            const QString wrong = replayChecked(scenario.setup, seed, &seen);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
        // The battles of the shipped scenario attack, retreat, follow up and steady, in numbers.
        for (const char *kind : {"activation", "move", "attack", "retreat", "follow_up", "extra_hex", "shaken",
                                 "steady", "eliminated", "end_turn"})
            QVERIFY2(seen.value(QLatin1String(kind)) > 100, kind);
    }

    // Issue 33: the engine and the simple player were made faster without changing what either does. These are the
    // digests of the journals they played before (at cc6ce2b); a change of a single die or choice changes them.
    void thousandSeededBattles_playTheJournalsTheyPlayedBefore_C_issue33()
    {
        const QByteArray shipped = "5bfdbcff48dfb8608e2291899148274bdf82e089c8243516e743032be2f5685b";
        QCOMPARE(journalsDigest(shippedScenario().setup, 1000, false), shipped);
        QCOMPARE(journalsDigest(shippedScenario().setup, 50, true), journalsDigest(shippedScenario().setup, 50, false));
        const QByteArray rich = "574c0b52a84d9c0dba568dfac70fd096a0974589b4c934ace579bf6c9c00c670";
        QCOMPARE(journalsDigest(richSetup(), 300, false), rich);
    }

    void battlesWithLeadersMarchesAndTerrain_replayAgainstTheRules_C_M()
    {
        const TacticalSetup setup = richSetup();
        QHash<QString, int> seen;
        for (quint64 seed = 1; seed <= 200; ++seed) {
            const QString wrong = replayChecked(setup, seed, &seen);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
        for (const char *kind : {"march_roll", "place", "fall_back", "attack", "retreat", "reroll"})
            QVERIFY2(seen.value(QLatin1String(kind)) > 0, kind);
    }

    void theCliWritesTheBoardTheUnitsAndTheEvents()
    {
        const QString path = QDir(qEnvironmentVariable("CASTELLAN_SOURCE_DIR"))
                                 .filePath(QStringLiteral("resources/scenarios/meeting-at-the-ford.json"));
        const CliResult r = runCliExpectingSuccess(
            {QStringLiteral("tactical"), QStringLiteral("play"), path, QStringLiteral("--auto"),
             QStringLiteral("--seed"), QStringLiteral("17"), QStringLiteral("--json"), QStringLiteral("--events")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        TacticalBattle battle(rules(), shippedScenario().setup);
        SeededDice dice(17);
        playAutomatically(battle, Roller(dice));
        const QJsonObject record = battleRecordJson(battle);
        QCOMPARE(j.value(QStringLiteral("board")), record.value(QStringLiteral("board")));
        QCOMPARE(j.value(QStringLiteral("units")), record.value(QStringLiteral("units")));
        QCOMPARE(j.value(QStringLiteral("events")), record.value(QStringLiteral("events")));
        const QJsonObject board = j.value(QStringLiteral("board")).toObject();
        QCOMPARE(board.value(QStringLiteral("columns")).toInt(), 13);
        QCOMPARE(board.value(QStringLiteral("terrain")).toObject().value(QStringLiteral("0705")).toString(),
                 QStringLiteral("hill"));
        const QJsonObject first = j.value(QStringLiteral("units")).toArray().first().toObject();
        for (const char *key : {"id", "side", "type", "hex", "figures", "leader", "rerolls"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QVERIFY(j.value(QStringLiteral("events")).toArray().size() > 50);

        const CliResult without =
            runCliExpectingSuccess({QStringLiteral("tactical"), QStringLiteral("play"), path, QStringLiteral("--auto"),
                                    QStringLiteral("--seed"), QStringLiteral("17"), QStringLiteral("--json")});
        QVERIFY(!without.json().contains(QStringLiteral("events")));
    }

    // RULES H2, C11: a scenario's leaders hold rerolls, and the CLI's computer spends them as the engine's does.
    void theCliSpendsTheScenarioLeadersRerolls_H2_C11()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rich.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            QJsonDocument(scenarioJson({QStringLiteral("Rich"), {}, richSetup(), rules().name, rules().hash}, rules()))
                .toJson());
        file.close();
        const CliResult r = runCliExpectingSuccess(
            {QStringLiteral("tactical"), QStringLiteral("play"), path, QStringLiteral("--auto"),
             QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--json"), QStringLiteral("--events")});
        TacticalBattle battle(rules(), richSetup());
        SeededDice dice(4);
        playAutomatically(battle, Roller(dice));
        QCOMPARE(r.json().value(QStringLiteral("events")), battleRecordJson(battle).value(QStringLiteral("events")));
        int rerolls = 0;
        for (const QJsonObject &e : battle.events())
            rerolls += e.value(QStringLiteral("event")).toString() == QLatin1String("reroll");
        QVERIFY(rerolls > 0);
        QVERIFY(rerolls <= 2 + 1 + 3); // Aldric's, Brand's and Cedric's, no more

        const CliResult tooMany =
            runCli({QStringLiteral("tactical"), QStringLiteral("scenario"), QStringLiteral("leader"), path,
                    QStringLiteral("--hex"), hexLabel(richSetup().units[1].hex), QStringLiteral("--leader"),
                    QStringLiteral("Gale"), QStringLiteral("--heroics"), QStringLiteral("3"),
                    QStringLiteral("--rerolls"), QStringLiteral("1000")});
        QCOMPARE(tooMany.code, 2);

        // Issue 30, item 12: the CLI marks a scenario's leader he, she or they, as the setup dialog does.
        const QString at = hexLabel(richSetup().units[1].hex);
        const QStringList gale{QStringLiteral("tactical"),  QStringLiteral("scenario"),
                               QStringLiteral("leader"),    path,
                               QStringLiteral("--hex"),     at,
                               QStringLiteral("--leader"),  QStringLiteral("Gale"),
                               QStringLiteral("--heroics"), QStringLiteral("3"),
                               QStringLiteral("--pronoun")};
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray bytes = before.readAll();
        before.close();
        QCOMPARE(runCli(gale + QStringList{QStringLiteral("it")}).code, 2);
        QFile same(path);
        QVERIFY(same.open(QIODevice::ReadOnly));
        QCOMPARE(same.readAll(), bytes); // a bad value changes nothing
        same.close();
        runCliExpectingSuccess(gale + QStringList{QStringLiteral("she")});
        QString why;
        const auto marked = loadScenario(path, rules(), &why);
        QVERIFY2(marked, qPrintable(why));
        const auto led =
            std::find_if(marked->setup.units.cbegin(), marked->setup.units.cend(),
                         [](const TacticalUnit &u) { return u.leader && u.leader->name == QLatin1String("Gale"); });
        QVERIFY(led != marked->setup.units.cend());
        QCOMPARE(led->leader->pronoun, Pronoun::She);
        // And a march's general: a new march for side 1, whose units stand on the board.
        runCliExpectingSuccess({QStringLiteral("tactical"), QStringLiteral("scenario"), QStringLiteral("march"), path,
                                QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--none")});
        runCliExpectingSuccess({QStringLiteral("tactical"), QStringLiteral("scenario"), QStringLiteral("march"), path,
                                QStringLiteral("--side"), QStringLiteral("1"), QStringLiteral("--edge"),
                                QStringLiteral("left"), QStringLiteral("--level"), QStringLiteral("good"),
                                QStringLiteral("--leader"), QStringLiteral("Maud"), QStringLiteral("--pronoun"),
                                QStringLiteral("they"), QStringLiteral("--type"), QStringLiteral("infantry")});
        const auto marching = loadScenario(path, rules(), &why);
        QVERIFY2(marching, qPrintable(why));
        const auto maud = std::find_if(marching->setup.marches.cbegin(), marching->setup.marches.cend(),
                                       [](const TacticalMarch &m) { return m.general.name == QLatin1String("Maud"); });
        QVERIFY(maud != marching->setup.marches.cend());
        QCOMPARE(maud->general.pronoun, Pronoun::They);
    }

    // RULES C11: each side's figures lost count its flank marches' counters too.
    void theCliCountsTheMarchesFiguresLost_C11()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rich.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            QJsonDocument(scenarioJson({QStringLiteral("Rich"), {}, richSetup(), rules().name, rules().hash}, rules()))
                .toJson());
        file.close();
        int marchFiguresLost = 0;
        for (int seed = 1; seed <= 6; ++seed) {
            const CliResult r =
                runCliExpectingSuccess({QStringLiteral("tactical"), QStringLiteral("play"), path,
                                        QStringLiteral("--auto"), QStringLiteral("--seed"), QString::number(seed),
                                        QStringLiteral("--json"), QStringLiteral("--events")});
            QCOMPARE(r.code, 0);
            const QJsonObject j = r.json();
            QHash<int, int> figures, side;
            QSet<int> marching;
            int lost[2] = {0, 0};
            for (const QJsonValue v : j.value(QStringLiteral("units")).toArray()) {
                const QJsonObject u = v.toObject();
                const int id = u.value(QStringLiteral("id")).toInt();
                figures[id] = u.value(QStringLiteral("figures")).toInt();
                side[id] = u.value(QStringLiteral("side")).toInt();
                if (u.value(QStringLiteral("hex")).isNull())
                    marching << id;
            }
            for (const QJsonValue v : j.value(QStringLiteral("events")).toArray()) {
                const QJsonObject e = v.toObject();
                if (e.value(QStringLiteral("event")).toString() != QLatin1String("figures"))
                    continue;
                const int id = e.value(QStringLiteral("unit")).toInt();
                const int now = e.value(QStringLiteral("figures")).toInt();
                lost[side[id]] += figures[id] - now;
                marchFiguresLost += marching.contains(id) ? figures[id] - now : 0;
                figures[id] = now;
            }
            const QJsonArray sides = j.value(QStringLiteral("sides")).toArray();
            for (int s = 0; s < 2; ++s)
                QCOMPARE(sides[s].toObject().value(QStringLiteral("figures_lost")).toInt(), lost[s]);
        }
        QVERIFY(marchFiguresLost > 0); // the marches came in and fought in these battles
    }
};

QTEST_GUILESS_MAIN(TestTacticalEvents)
#include "test_tactical_events.moc"
