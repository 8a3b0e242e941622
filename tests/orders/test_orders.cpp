// Players' orders on a shared campaign (issue 32, RULES T4): a player orders for his side, the referee carries each
// order out once with the core rules and the campaign's dice, and the server lets a player do nothing else. Run
// against the throwaway cluster ctest starts (tests/server/pgcluster); skipped with a message without one.
#include "ordersfixture.h"

#include "map/hexgrid.h"
#include "map/mapmodel.h"
#include "storage/serveraccess.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>

using namespace castellan;

class OrdersTest : public OrdersFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { prepareFixture(); }

    void aPlayersMove_isPendingUntilTheRefereeCarriesItOut_T4_T1a()
    {
        const Shared s = publish("orders_move");
        QVERIFY(!s.url.isEmpty());
        const QJsonObject given = order(s.players.value(QStringLiteral("Blue")), {"move", "Host", "--to", "0102"});
        QCOMPARE(given.value(QStringLiteral("status")).toString(), QStringLiteral("pending"));
        QCOMPARE(given.value(QStringLiteral("kind")).toString(), QStringLiteral("move"));
        QCOMPARE(given.value(QStringLiteral("side")).toString(), QStringLiteral("Blue"));
        QCOMPARE(given.value(QStringLiteral("path")).toArray(), QJsonArray{QStringLiteral("0102")});
        QCOMPARE(forceNamed(s.url, QStringLiteral("Host")).value(QStringLiteral("location")).toString(),
                 QStringLiteral("hex 0101")); // nothing moves until the referee carries it out

        // A pending order is invisible to every other player.
        QCOMPARE(cli({"orders", s.players.value(QStringLiteral("Red")), "--json"}).array().size(), 0);
        QCOMPARE(cli({"orders", s.players.value(QStringLiteral("Blue")), "--pending", "--json"}).array().size(), 1);

        const QJsonObject pass = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(pass.value(QStringLiteral("done")).toInt(), 1);
        QCOMPARE(pass.value(QStringLiteral("refused")).toInt(), 0);
        QCOMPARE(forceNamed(s.url, QStringLiteral("Host")).value(QStringLiteral("location")).toString(),
                 QStringLiteral("hex 0102"));
        const QJsonArray blue = cli({"orders", s.players.value(QStringLiteral("Blue")), "--json"}).array();
        QCOMPARE(blue.size(), 1);
        const QJsonObject done = blue.first().toObject();
        QCOMPARE(done.value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        QVERIFY(done.value(QStringLiteral("change")).toInteger() > 0);
        QVERIFY(!done.value(QStringLiteral("answered_at")).isNull());
        QVERIFY(done.value(QStringLiteral("result")).toString().contains(QStringLiteral("Host")));
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 0);

        // A forced march alone (RULES T1a): the referee rolls the commander's check with the campaign's dice.
        const qsizetype rolls = cli({"log", s.url, "--json"}).array().size();
        QCOMPARE(order(s.players.value(QStringLiteral("Blue")), {"move", "Host", "--forced-march"})
                     .value(QStringLiteral("forced_march"))
                     .toBool(),
                 true);
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);
        QCOMPARE(cli({"log", s.url, "--json"}).array().size(), rolls + 1);
        QCOMPARE(run({"order", s.players.value(QStringLiteral("Blue")), "move", "Host"}).code, 2); // neither
        QCOMPARE(cli({"verify", s.url}).code, 0);
    }

    void theSidesMoveInTheCampaignsOrder_andEachEndsItsMovement_T4()
    {
        const Shared s = publish("orders_turns");
        QVERIFY(!s.url.isEmpty());
        order(s.players.value(QStringLiteral("Red")), {"move", "Guard", "--to", "0203"});
        cli({"referee", s.url, "--once"});
        QJsonObject red = cli({"orders", s.players.value(QStringLiteral("Red")), "--json"}).array().first().toObject();
        QCOMPARE(red.value(QStringLiteral("status")).toString(), QStringLiteral("refused"));
        QCOMPARE(red.value(QStringLiteral("rule")).toString(), QStringLiteral("T4"));
        QVERIFY(red.value(QStringLiteral("result")).toString().contains(QStringLiteral("Blue")));
        QCOMPARE(forceNamed(s.url, QStringLiteral("Guard")).value(QStringLiteral("location")).toString(),
                 QStringLiteral("hex 0103"));

        order(s.players.value(QStringLiteral("Blue")), {"end-movement"});
        order(s.players.value(QStringLiteral("Red")), {"move", "Guard", "--to", "0203"});
        cli({"referee", s.url, "--once"});
        QCOMPARE(forceNamed(s.url, QStringLiteral("Guard")).value(QStringLiteral("location")).toString(),
                 QStringLiteral("hex 0203"));
        // A game master ends a side's movement for it; Green's turn then ends the movement of all.
        QCOMPARE(cli({"order", s.url, "end-movement", "--side", "Red"}).code, 0);
        order(s.players.value(QStringLiteral("Green")), {"end-movement"});
        cli({"referee", s.url, "--once"});
        const QJsonObject last =
            cli({"orders", s.players.value(QStringLiteral("Green")), "--json"}).array().last().toObject();
        QCOMPARE(last.value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        QVERIFY(last.value(QStringLiteral("result")).toString().contains(QStringLiteral("game master ends the turn")));
        // Once every side has moved, no side's move is carried out.
        order(s.players.value(QStringLiteral("Blue")), {"move", "Host", "--to", "0102"});
        cli({"referee", s.url, "--once"});
        QCOMPARE(cli({"orders", s.players.value(QStringLiteral("Blue")), "--json"})
                     .array()
                     .last()
                     .toObject()
                     .value(QStringLiteral("rule"))
                     .toString(),
                 QStringLiteral("T4"));
    }

    void aMoveIntoAnEnemy_isFoughtWithTheDefendersStandingOrders_likeTheGameMastersOwnBattle_T4_F1()
    {
        const Shared s = publish("orders_battle");
        QVERIFY(!s.url.isEmpty());
        QCOMPARE(cli({"standing", s.players.value(QStringLiteral("Red")), "avoid", "yes", "--json"})
                     .json()
                     .value(QStringLiteral("standing"))
                     .toObject()
                     .value(QStringLiteral("avoid"))
                     .toString(),
                 QStringLiteral("yes"));
        // Another side's standing orders are not his to read or set.
        QCOMPARE(run({"standing", s.players.value(QStringLiteral("Blue")), "avoid", "--side", "Red"}).code, 1);
        QCOMPARE(cli({"standing", s.players.value(QStringLiteral("Blue")), "--json"})
                     .json()
                     .value(QStringLiteral("standing"))
                     .toObject()
                     .value(QStringLiteral("avoid"))
                     .toString(),
                 QStringLiteral("no"));

        order(s.players.value(QStringLiteral("Blue")), {"move", "Host", "--to", "0103"});
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);

        // The game master alone, on the file, with the same choices and seed.
        const QString alone = dir.filePath(QStringLiteral("alone.castellan"));
        QVERIFY(QFile::copy(file, alone));
        QCOMPARE(cli({"force", "move", alone, "Host", "--to", "0103"}).code, 0);
        QCOMPARE(cli({"battle", alone, "--hex", "0103", "--auto", "--avoid"}).code, 0);

        expectSameAsAlone(s.url, alone, QStringLiteral("avoid"));
    }

    // RULES T4, F0, F6, F6a, H2, H3: every choice of both sides in a battle the referee fights comes from their
    // standing orders, as the game master's own battle with the same choices.
    void aBattleFoughtByTheReferee_takesBothSidesChoicesFromTheirStandingOrders_T4_F6_F6a_H2_H3()
    {
        const Shared s = publish("orders_choices");
        QVERIFY(!s.url.isEmpty());
        const QList<std::pair<QString, QString>> red{{QStringLiteral("retreat"), QStringLiteral("always")},
                                                     {QStringLiteral("retreat_to"), QStringLiteral("toward_friends")},
                                                     {QStringLiteral("battle_rerolls"), QStringLiteral("misses")},
                                                     {QStringLiteral("escape_to"), QStringLiteral("largest_force")}};
        for (const auto &[key, choice] : red)
            QCOMPARE(cli({"standing", s.players.value(QStringLiteral("Red")), key, choice}).code, 0);
        QCOMPARE(cli({"standing", s.players.value(QStringLiteral("Blue")), "losses", "last_raised"}).code, 0);
        QCOMPARE(run({"standing", s.players.value(QStringLiteral("Blue")), "retreat", "sometimes"}).code, 2);

        order(s.players.value(QStringLiteral("Blue")), {"move", "Host", "--to", "0103"});
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);

        // The game master alone, on the file, with the same choices and seed.
        const QString alone = dir.filePath(QStringLiteral("choices.castellan"));
        QVERIFY(QFile::copy(file, alone));
        QCOMPARE(cli({"force", "move", alone, "Host", "--to", "0103"}).code, 0);
        QCOMPARE(run({"battle", alone, "--hex", "0103", "--auto", "--defender-choices", "retreat=sometimes"}).code, 2);
        QCOMPARE(run({"battle", alone, "--hex", "0103", "--auto", "--defender-choices", "avoid=yes"}).code, 2);
        QCOMPARE(cli({"battle", alone, "--hex", "0103", "--auto", "--attacker-choices", "losses=last_raised",
                      "--defender-choices",
                      "retreat=always,retreat_to=toward_friends,battle_rerolls=misses,escape_to=largest_force"})
                     .code,
                 0);
        // Red's standing order was taken: its commander tried to retreat at the first chance.
        expectSameAsAlone(s.url, alone, QStringLiteral("retreat"));
    }

    // RULES T4, F1: the mover names his own choices in the battle his move brings (never an avoid), his standing
    // orders for the rest, as the game master's own battle with them.
    void aMoversOwnChoices_fightTheBattleHisMoveBrings_T4_F1()
    {
        const Shared s = publish("orders_mover");
        QVERIFY(!s.url.isEmpty());
        const QString blue = s.players.value(QStringLiteral("Blue"));
        QCOMPARE(run({"order", blue, "move", "Host", "--to", "0103", "--choices", "avoid=yes"}).code, 2);
        QCOMPARE(run({"order", blue, "move", "Host", "--to", "0103", "--choices", "retreat=sometimes"}).code, 2);
        // Written in his own SQL all the same: the referee refuses it before any die.
        const QString base = QStringLiteral("castellan_") + s.name;
        QVERIFY(server
                    .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, force_id, path, choices) SELECT "
                                         "f.side_id, 'move', f.id, '0103', 'avoid=yes' FROM %1_shown.forces f WHERE "
                                         "f.name = 'Host'")
                              .arg(base),
                          s.name + QStringLiteral("_blue"))
                    .isEmpty());
        const QJsonObject refused = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(refused.value(QStringLiteral("refused")).toInt(), 1);
        QCOMPARE(refused.value(QStringLiteral("answers")).toArray().first().toObject().value(QStringLiteral("rule")),
                 QJsonValue(QStringLiteral("T4")));
        QCOMPARE(cli({"log", s.url, "--json"}).array().size(), cli({"log", file, "--json"}).array().size());

        const QString choices = QStringLiteral("losses=last_raised,battle_rerolls=misses,retreat=always");
        QCOMPARE(cli({"standing", blue, "escape_to", "largest_force"}).code, 0);
        const QJsonObject given = order(blue, {"move", "Host", "--to", "0103", "--choices", choices});
        QCOMPARE(given.value(QStringLiteral("choices")), QJsonValue(choices));
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);

        const QString alone = dir.filePath(QStringLiteral("mover.castellan"));
        QVERIFY(QFile::copy(file, alone));
        QCOMPARE(cli({"force", "move", alone, "Host", "--to", "0103"}).code, 0);
        QCOMPARE(cli({"battle", alone, "--hex", "0103", "--auto", "--attacker-choices",
                      choices + QStringLiteral(",escape_to=largest_force")})
                     .code,
                 0);
        expectSameAsAlone(s.url, alone, QStringLiteral("retreat"));
    }

    // RULES M2, T4: each side's player sends his own flank marches, the mover with his move, the defender with his
    // answer; the referee refuses an answer whose march breaks M2 before any die, and the battle still waits.
    void aPlayerSendsFlankMarches_withHisMoveAndHisAnswer_T4_M2()
    {
        const QString source = dir.filePath(QStringLiteral("flank.castellan"));
        QVERIFY(QFile::copy(file, source));
        // Good generals (M1) who do not command their sides (R1: the highest Battle does).
        const QString lastBattle = QStringLiteral("Maneuver,Siege,Heroics,Vitality,Duel,Rally,Battle");
        for (const QList<CliArg> &step : QList<QList<CliArg>>{
                 {"leader", "add", source, "--name", "Brand", "--side", "Blue", "--priority", lastBattle},
                 {"force", "edit", source, "Host", "--leaders", "Ana,Brand"},
                 {"leader", "add", source, "--name", "Cora", "--side", "Red", "--priority", lastBattle},
                 {"force", "edit", source, "Guard", "--leaders", "Bors,Cora"},
             })
            QCOMPARE(cli(step).code, 0);
        const Shared s = publish("orders_flank", source);
        QVERIFY(!s.url.isEmpty());
        const QString blue = s.players.value(QStringLiteral("Blue"));
        const QString red = s.players.value(QStringLiteral("Red"));
        QCOMPARE(cli({"standing", red, "ask", "yes"}).code, 0);
        QCOMPARE(run({"order", blue, "move", "Host", "--to", "0103", "--flank", "Brand=2:up"}).code, 2);
        QCOMPARE(run({"order", blue, "move", "Host", "--to", "0103", "--flank", "Cora=1:left"}).code,
                 2); // unknown to him
        const QJsonObject moved = order(blue, {"move", "Host", "--to", "0103", "--flank", "Brand=2:left"});
        QCOMPARE(moved.value(QStringLiteral("flank")).toArray(), QJsonArray{QStringLiteral("Brand=2:left")});
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);

        // His own SQL cannot send another side's leader, nor a march with a deed.
        const QString base = QStringLiteral("castellan_") + s.name;
        const QString ana = value(QStringLiteral("SELECT id FROM %1.leaders WHERE name = 'Ana'").arg(base));
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, path, flank) SELECT side_id, "
                                          "'answer', '0103', '%2:1:left' FROM %1_shown.leaders WHERE name = 'Cora'")
                               .arg(base, ana),
                           s.name + QStringLiteral("_red"))
                     .isEmpty());
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, leader_id, flank) SELECT side_id, "
                                          "'deed', id, id || ':1:left' FROM %1_shown.leaders WHERE name = 'Cora'")
                               .arg(base),
                           s.name + QStringLiteral("_red"))
                     .isEmpty());

        // Three of the Guard's units is more than half the side's: refused before any die, and it still waits.
        const qsizetype rolled = cli({"log", s.url, "--json"}).array().size();
        order(red, {"answer", "0103", "--flank", "Cora=3:right"});
        const QJsonObject tooMany = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(tooMany.value(QStringLiteral("refused")).toInt(), 1);
        QCOMPARE(tooMany.value(QStringLiteral("answers")).toArray().first().toObject().value(QStringLiteral("rule")),
                 QJsonValue(QStringLiteral("M2")));
        QCOMPARE(cli({"log", s.url, "--json"}).array().size(), rolled);
        QCOMPARE(cli({"questions", red, "--json"}).array().first().toObject().value(QStringLiteral("status")),
                 QJsonValue(QStringLiteral("pending")));
        order(red, {"answer", "0103", "--flank", "Cora=1:right"});
        const QJsonObject fought = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(fought.value(QStringLiteral("done")).toInt(), 1);

        const QString alone = dir.filePath(QStringLiteral("flank-alone.castellan"));
        QVERIFY(QFile::copy(source, alone));
        QCOMPARE(cli({"force", "move", alone, "Host", "--to", "0103"}).code, 0);
        QCOMPARE(cli({"battle", alone, "--hex", "0103", "--auto", "--flank", "Cora=1:right", "--flank", "Brand=2:left"})
                     .code,
                 0);
        expectSameAsAlone(s.url, alone, QStringLiteral("flank"));
    }

    // RULES T4: a defender who asked to be asked: the battle his enemy's move brings waits for his own answer, and
    // is then fought with his choices, as the game master's own battle with them.
    void aBattleWaitsForTheDefendersAnswer_andIsFoughtWithIt_T4()
    {
        const Shared s = publish("orders_ask");
        QVERIFY(!s.url.isEmpty());
        const QString red = s.players.value(QStringLiteral("Red"));
        const QString blue = s.players.value(QStringLiteral("Blue"));
        QCOMPARE(cli({"standing", red, "ask", "yes"}).code, 0);
        QCOMPARE(cli({"options", s.url, "option.answer_hours", "2"}).code, 0);
        order(blue, {"move", "Host", "--to", "0103", "--choices", "losses=last_raised,retreat=always"});
        const QJsonObject moved = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(moved.value(QStringLiteral("done")).toInt(), 1);
        const QString said = moved.value(QStringLiteral("answers"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QStringLiteral("result"))
                                 .toString();
        QVERIFY2(said.contains(QStringLiteral("waits for Red's answer")), qPrintable(said));
        QCOMPARE(forceNamed(s.url, QStringLiteral("Guard")).value(QStringLiteral("units")),
                 forceNamed(file, QStringLiteral("Guard")).value(QStringLiteral("units"))); // nothing fought yet
        QCOMPARE(run({"turn", s.url, "--end"}).code, 1);                                    // a battle is due (T1)

        // Red's player is asked; Blue's sees nothing of it, and cannot answer it.
        const QJsonArray asked = cli({"questions", red, "--json"}).array();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().toObject().value(QStringLiteral("hex")), QJsonValue(QStringLiteral("0103")));
        QCOMPARE(asked.first().toObject().value(QStringLiteral("status")), QJsonValue(QStringLiteral("pending")));
        QCOMPARE(cli({"questions", blue, "--json"}).array().size(), 0);
        QCOMPARE(run({"order", blue, "answer", "0103"}).code, 1);
        QCOMPARE(run({"order", red, "answer", "0103", "--choices", "retreat=sometimes"}).code, 2);
        const QString base = QStringLiteral("castellan_") + s.name;
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, force_id, path, choices) SELECT "
                                          "f.side_id, 'move', f.id, '0102', 'retreat=always;' FROM %1_shown.forces f "
                                          "WHERE f.name = 'Host'")
                               .arg(base),
                           s.name + QStringLiteral("_blue"))
                     .isEmpty()); // a move's choices are KEY=VALUE pairs
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, leader_id, choices) SELECT "
                                          "l.side_id, 'deed', l.id, 'retreat=always' FROM %1_shown.leaders l "
                                          "WHERE l.name = 'Ana'")
                               .arg(base),
                           s.name + QStringLiteral("_blue"))
                     .isEmpty()); // a deed brings no battle
        QVERIFY(!server
                     .exec(QStringLiteral("UPDATE %1.questions SET status = 'expired'").arg(base),
                           s.name + QStringLiteral("_red"))
                     .isEmpty()); // nor does a player settle his question

        QCOMPARE(order(red, {"answer", "0103", "--choices", "retreat=always"}).value(QStringLiteral("kind")),
                 QJsonValue(QStringLiteral("answer")));
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);
        QCOMPARE(cli({"questions", red, "--json"}).array().first().toObject().value(QStringLiteral("status")),
                 QJsonValue(QStringLiteral("answered")));

        // The game master alone, on the file, with the same choices and seed.
        const QString alone = dir.filePath(QStringLiteral("asked.castellan"));
        QVERIFY(QFile::copy(file, alone));
        QCOMPARE(cli({"force", "move", alone, "Host", "--to", "0103"}).code, 0);
        QCOMPARE(cli({"battle", alone, "--hex", "0103", "--auto", "--attacker-choices",
                      "losses=last_raised,retreat=always", "--defender-choices", "retreat=always"})
                     .code,
                 0);
        expectSameAsAlone(s.url, alone, QStringLiteral("retreat"));
    }

    // RULES T4: past the game master's limit, a battle that waited is fought with the defender's standing orders.
    void aBattleThatWaitsPastItsDeadline_isFoughtWithTheStandingOrders_T4()
    {
        const Shared s = publish("orders_late");
        QVERIFY(!s.url.isEmpty());
        const QString red = s.players.value(QStringLiteral("Red"));
        QCOMPARE(cli({"standing", red, "ask", "yes"}).code, 0);
        QCOMPARE(cli({"standing", red, "retreat", "always"}).code, 0);
        order(s.players.value(QStringLiteral("Blue")), {"move", "Host", "--to", "0103"});
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);
        const QJsonObject waiting = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(waiting.value(QStringLiteral("expired")).toInt(), 0); // its 24 hours are not over

        const QString base = QStringLiteral("castellan_") + s.name;
        QVERIFY(server.exec(QStringLiteral("UPDATE %1.questions SET deadline = now() - interval '1 second'").arg(base))
                    .isEmpty()); // the deadline passes
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("expired")).toInt(), 1);
        const QJsonObject settled = cli({"questions", s.url, "--json"}).array().first().toObject();
        QCOMPARE(settled.value(QStringLiteral("status")), QJsonValue(QStringLiteral("expired")));
        QVERIFY(!settled.value(QStringLiteral("result")).toString().isEmpty());
        QCOMPARE(run({"order", red, "answer", "0103"}).code, 1); // too late: it waits no more

        const QString alone = dir.filePath(QStringLiteral("late.castellan"));
        QVERIFY(QFile::copy(file, alone));
        QCOMPARE(cli({"force", "move", alone, "Host", "--to", "0103"}).code, 0);
        QCOMPARE(cli({"battle", alone, "--hex", "0103", "--auto", "--defender-choices", "retreat=always"}).code, 0);
        expectSameAsAlone(s.url, alone);
    }

    // Issue 32: a whole turn of three sides played by their players and a referee, in the siege phase and the
    // movement, equals the same turn played by the game master alone on the file with the same choices and seed.
    void aWholeTurnPlayedByThreePlayers_equalsTheGameMasterAlone_T4()
    {
        const QString keep = besiegedKeep(dir, file, QStringLiteral("turn.castellan"));
        QVERIFY(!keep.isEmpty());
        // Green's Band two hexes out from the picket P2, away from the Keep: P2 marches into it.
        const Hex fort = *hexFromLabel(QStringLiteral("0303"));
        const Hex p2 = triple(fort, 0)[2];
        QString band;
        for (int d = 0; d < 6 && band.isEmpty(); ++d) {
            const Hex h = HexGrid::neighbour(HexGrid::neighbour(p2, d), d);
            if (h.col >= 0 && h.col < 8 && h.row >= 0 && h.row < 6 && HexGrid::distance(h, fort) == 3)
                band = hexLabel(h);
        }
        QVERIFY(!band.isEmpty());
        QCOMPARE(cli({"force", "place", keep, "Band", "--hex", band}).code, 0);
        // Red's Watch far from both, and Blue's Riders beside it: they march into it, and that battle waits for
        // Red's player, who asked to be asked.
        const auto clear = [&](const Hex &h) {
            return h.col >= 0 && h.col < 8 && h.row >= 0 && h.row < 6 && HexGrid::distance(h, fort) >= 3
                && HexGrid::distance(h, *hexFromLabel(band)) >= 3;
        };
        QString watch;
        QString riders;
        for (int i = 0; i < 48 && watch.isEmpty(); ++i) {
            const Hex h{i % 8, i / 8};
            for (int d = 0; d < 6 && clear(h) && riders.isEmpty(); ++d) {
                if (clear(HexGrid::neighbour(h, d)))
                    riders = hexLabel(HexGrid::neighbour(h, d));
            }
            if (!riders.isEmpty())
                watch = hexLabel(h);
        }
        QVERIFY(!watch.isEmpty());
        for (const QList<CliArg> &step : QList<QList<CliArg>>{
                 {"leader", "add", keep, "--name", "Edda", "--side", "Red"},
                 {"force", "add", keep, "--name", "Watch", "--side", "Red", "--units", "2", "--leaders", "Edda"},
                 {"force", "place", keep, "Watch", "--hex", watch},
                 {"force", "add", keep, "--name", "Riders", "--side", "Blue", "--units", "3"},
                 {"force", "place", keep, "Riders", "--hex", riders},
             })
            QCOMPARE(cli(step).code, 0);
        const Shared s = publish("orders_turn", keep);
        QVERIFY(!s.url.isEmpty());
        const QString blue = s.players.value(QStringLiteral("Blue"));
        const QString red = s.players.value(QStringLiteral("Red"));
        const QString green = s.players.value(QStringLiteral("Green"));
        const auto refereed = [&] {
            return cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("refused")).toInt() == 0;
        };

        // The siege phase: Blue's player rolls his siege, keeping anything but a 1; the game master begins movement.
        QCOMPARE(cli({"standing", green, "avoid", "yes"}).code, 0);
        order(blue, {"break-in", "Keep", "--reroll", "only_1"});
        QVERIFY(refereed());
        QCOMPARE(cli({"phase", s.url, "--begin-movement"}).code, 0);
        // The movement, side by side: Blue marches into Green's Band, which tries to avoid the battle by its
        // standing orders, and into Red's Watch, whose battle waits; Red's player answers it and Bors tries a deed;
        // Green ends its movement.
        QCOMPARE(cli({"standing", red, "ask", "yes"}).code, 0);
        order(blue, {"move", "P2", "--to", band});
        order(blue, {"move", "Riders", "--to", watch});
        order(blue, {"end-movement"});
        QVERIFY(refereed());
        QCOMPARE(cli({"questions", red, "--json"}).array().size(), 1);
        order(red, {"answer", watch, "--choices", "retreat=always,battle_rerolls=misses"});
        order(red, {"deed", "Bors"});
        order(red, {"end-movement"});
        order(green, {"end-movement"});
        QVERIFY(refereed());
        QCOMPARE(cli({"turn", s.url, "--end"}).code, 0);

        const QString alone = dir.filePath(QStringLiteral("turn-alone.castellan"));
        QVERIFY(QFile::copy(keep, alone));
        for (const QList<CliArg> &step : QList<QList<CliArg>>{
                 {"siege", "roll", alone, "--fortress", "Keep", "--reroll", "only_1"},
                 {"phase", alone, "--begin-movement"},
                 {"force", "move", alone, "P2", "--to", band},
                 {"battle", alone, "--hex", band, "--auto", "--avoid"},
                 {"force", "move", alone, "Riders", "--to", watch},
                 {"battle", alone, "--hex", watch, "--auto", "--defender-choices",
                  "retreat=always,battle_rerolls=misses"},
                 {"deed", alone, "Bors"},
                 {"turn", alone, "--end"},
             })
            QCOMPARE(cli(step).code, 0);
        expectSameAsAlone(s.url, alone, QStringLiteral("avoid"));
        QCOMPARE(cli({"questions", red, "--json"}).array().first().toObject().value(QStringLiteral("status")),
                 QJsonValue(QStringLiteral("answered")));
        QCOMPARE(cli({"leader", "list", s.url, "--json"}).array(), cli({"leader", "list", alone, "--json"}).array());
        QCOMPARE(cli({"map", s.url, "--json"}).json().value(QStringLiteral("sieges")),
                 cli({"map", alone, "--json"}).json().value(QStringLiteral("sieges")));
    }

    void aPlayersOwnSql_cannotOrderForAnotherSide_readItsOrders_answerAnOrder_orTouchTheDice_T4()
    {
        const Shared s = publish("orders_sql");
        QVERIFY(!s.url.isEmpty());
        const QString base = QStringLiteral("castellan_") + s.name;
        const QString blue = s.name + QStringLiteral("_blue");
        const QString red = s.name + QStringLiteral("_red");
        const QString sideOf = QStringLiteral("(SELECT id FROM %1.sides WHERE name = '%2')").arg(base);
        const QString forceOf = QStringLiteral("(SELECT id FROM %1.forces WHERE name = '%2')").arg(base);
        const auto sideId = [&](const char *name) { return value(sideOf.arg(QLatin1String(name)).mid(1).chopped(1)); };
        const QString blueId = sideId("Blue");
        const QString redId = sideId("Red");
        const QString hostId = value(forceOf.arg(QStringLiteral("Host")).mid(1).chopped(1));
        const QString guardId = value(forceOf.arg(QStringLiteral("Guard")).mid(1).chopped(1));
        QVERIFY(blueId.toLongLong() > 0 && redId.toLongLong() > 0 && hostId.toLongLong() > 0);
        const QString insert =
            QStringLiteral("INSERT INTO %1.orders (side_id, kind, force_id, path) VALUES (%2, 'move', %3, '0102')");

        QVERIFY(server.exec(insert.arg(base, blueId, hostId), blue).isEmpty());   // his own: allowed
        QVERIFY(!server.exec(insert.arg(base, redId, guardId), blue).isEmpty());  // another side's
        QVERIFY(!server.exec(insert.arg(base, blueId, guardId), blue).isEmpty()); // another side's force
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, force_id, path, status, result) "
                                          "VALUES (%2, 'move', %3, '0102', 'done', 'forged')")
                               .arg(base, blueId, hostId),
                           blue)
                     .isEmpty());
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, user_name) VALUES (%2, "
                                          "'end_movement', '%3')")
                               .arg(base, blueId, red),
                           blue)
                     .isEmpty()); // in another's name

        QVERIFY(server.exec(insert.arg(base, redId, guardId), red).isEmpty());
        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM %1.orders").arg(base), blue), QStringLiteral("1"));
        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM %1_shown.orders").arg(base), blue), QStringLiteral("1"));
        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM %1.orders").arg(base)), QStringLiteral("2"));

        // No answer of his own, and no changing another side's order.
        const QString update = QStringLiteral("UPDATE %1.orders SET %2 WHERE side_id = %3");
        QVERIFY(!server.exec(update.arg(base, QStringLiteral("status = 'done'"), blueId), blue).isEmpty());
        QVERIFY(!server.exec(update.arg(base, QStringLiteral("result = 'won'"), blueId), blue).isEmpty());
        QVERIFY(!server.exec(update.arg(base, QStringLiteral("path = '0808'"), blueId), blue).isEmpty());
        QVERIFY(server.exec(update.arg(base, QStringLiteral("status = 'withdrawn'"), redId), blue).isEmpty());
        QCOMPARE(value(QStringLiteral("SELECT status FROM %1.orders WHERE side_id = %2").arg(base, redId)),
                 QStringLiteral("pending")); // his statement touched no row he cannot see
        QVERIFY(!server.exec(QStringLiteral("DELETE FROM %1.orders").arg(base), blue).isEmpty());

        // The dice, the campaign's rows and the referee's channel are not his.
        QVERIFY(!server.exec(QStringLiteral("UPDATE %1.meta SET value = '0' WHERE key = 'draws'").arg(base), blue)
                     .isEmpty());
        QVERIFY(!server.exec(QStringLiteral("UPDATE %1.forces SET col = 7").arg(base), blue).isEmpty());
        QCOMPARE(
            value(QStringLiteral("SELECT count(*) FROM %1_shown.order_channels WHERE side_id <> %2").arg(base, blueId),
                  blue),
            QStringLiteral("0"));
        QCOMPARE(
            value(QStringLiteral("SELECT count(*) FROM %1.standing_orders WHERE side_id = %2").arg(base, redId), blue),
            QStringLiteral("0"));
        QVERIFY(!server
                     .exec(QStringLiteral("INSERT INTO %1.standing_orders (side_id, key, value) VALUES (%2, "
                                          "'avoid', 'yes')")
                               .arg(base, redId),
                           blue)
                     .isEmpty());

        // He withdraws his own pending order, once; the referee then carries out only Red's.
        const QString own = cli({"orders", s.players.value(QStringLiteral("Blue")), "--json"})
                                .array()
                                .first()
                                .toObject()
                                .value(QStringLiteral("id"))
                                .toVariant()
                                .toString();
        QCOMPARE(run({"order", s.players.value(QStringLiteral("Red")), "withdraw", own}).code, 1);
        QCOMPARE(cli({"order", s.players.value(QStringLiteral("Blue")), "withdraw", own, "--json"})
                     .json()
                     .value(QStringLiteral("status")),
                 QJsonValue(QStringLiteral("withdrawn")));
        QCOMPARE(run({"order", s.players.value(QStringLiteral("Blue")), "withdraw", own}).code, 1);
        const QJsonObject pass = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(pass.value(QStringLiteral("done")).toInt() + pass.value(QStringLiteral("refused")).toInt(), 1);
        QCOMPARE(forceNamed(s.url, QStringLiteral("Host")).value(QStringLiteral("location")).toString(),
                 QStringLiteral("hex 0101"));
    }

    void aRefereeKilledAtRandomInstants_carriesEachOrderOutOnce_andTwoRefereesShareTheWork_T4()
    {
        const Shared s = publish("orders_kill");
        QVERIFY(!s.url.isEmpty());
        const QString base = QStringLiteral("castellan_") + s.name;
        const QString changesBefore = value(QStringLiteral("SELECT count(*) FROM %1.changes").arg(base));
        const int orders = 60;
        for (int i = 0; i < orders; ++i)
            QCOMPARE(
                run({"order", s.players.value(QLatin1String(i % 2 ? "Red" : "Blue")), "deed", i % 2 ? "Bors" : "Ana"})
                    .code,
                0);

        const QString bin = qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli");
        QRandomGenerator random(32);
        int kills = 0;
        for (; kills < 100
             && value(QStringLiteral("SELECT count(*) FROM %1.orders WHERE status = 'pending'").arg(base))
                 != QLatin1String("0");
             ++kills) {
            QProcess referee;
            referee.start(bin, {QStringLiteral("referee"), s.url});
            QVERIFY(referee.waitForStarted());
            QThread::msleep(random.bounded(50, 400));
            ::kill(pid_t(referee.processId()), SIGKILL);
            referee.waitForFinished();
        }
        QVERIFY2(kills > 3, "the referee was never killed while it worked");

        // The rest by two referees at once.
        QProcess first;
        QProcess second;
        first.start(bin, {QStringLiteral("referee"), s.url, QStringLiteral("--once"), QStringLiteral("--json")});
        second.start(bin, {QStringLiteral("referee"), s.url, QStringLiteral("--once"), QStringLiteral("--json")});
        QVERIFY(first.waitForFinished(120000) && second.waitForFinished(120000));
        QCOMPARE(first.exitCode(), 0);
        QCOMPARE(second.exitCode(), 0);

        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM %1.orders WHERE status = 'pending'").arg(base)),
                 QStringLiteral("0"));
        // Each order carried out made one change and named it; no change was made for an order not marked done.
        const QString done = value(QStringLiteral("SELECT count(*) FROM %1.orders WHERE status = 'done'").arg(base));
        QVERIFY(done.toInt() > 0);
        QCOMPARE(
            value(QStringLiteral("SELECT count(DISTINCT change_id) FROM %1.orders WHERE status = 'done'").arg(base)),
            done);
        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM %1.changes").arg(base)).toInt(),
                 changesBefore.toInt() + done.toInt());
        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM %1.orders WHERE status = 'refused' AND change_id IS NOT "
                                      "NULL")
                           .arg(base)),
                 QStringLiteral("0"));
        QCOMPARE(cli({"verify", s.url}).code, 0);
    }

    void aPlayerWaitsForTheAnswer_whileARefereeRuns_T4()
    {
        const Shared s = publish("orders_wait");
        QVERIFY(!s.url.isEmpty());
        QProcess referee;
        referee.start(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli"),
                      {QStringLiteral("referee"), s.url});
        QVERIFY(referee.waitForStarted());
        const CliResult done =
            run({"order", s.players.value(QStringLiteral("Blue")), "deed", "Ana", "--wait", "--json"});
        const CliResult refused =
            run({"order", s.players.value(QStringLiteral("Red")), "move", "Guard", "--to", "0203", "--wait", "--json"});
        referee.terminate();
        referee.waitForFinished();
        QCOMPARE(done.code, 0);
        QCOMPARE(done.json().value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        QCOMPARE(refused.code, 1);
        QCOMPARE(refused.json().value(QStringLiteral("rule")).toString(), QStringLiteral("T4"));
        // A file has no orders.
        QCOMPARE(run({"order", file, "end-movement"}).code, 2);
    }

    // A server made by an older version (AccessVersion 5: no siege orders, no battle's standing orders, no questions)
    // is brought up to date when a game master next writes the campaign: its orders gain the siege's and the
    // battle's columns, kinds and checks, its standing orders the battle's keys, and the questions are made.
    void aServerOfAnOlderVersion_getsTheSiegeAndBattleOrders_whenAGameMasterWrites_T4()
    {
        const Shared s = publish("orders_upgrade");
        QVERIFY(!s.url.isEmpty());
        const QString base = QStringLiteral("castellan_") + s.name;
        for (const QString &sql : {
                 QStringLiteral("ALTER TABLE %1.orders DROP CONSTRAINT order_kinds").arg(base),
                 QStringLiteral("ALTER TABLE %1.orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('move', "
                                "'deed', 'end_movement'))")
                     .arg(base),
                 QStringLiteral("ALTER TABLE %1.orders DROP COLUMN siege_id CASCADE, DROP COLUMN leader_ids CASCADE, "
                                "DROP COLUMN occupy CASCADE, DROP COLUMN rerolls CASCADE, DROP COLUMN choices CASCADE, "
                                "DROP COLUMN heroic_rerolls CASCADE")
                     .arg(base),
                 QStringLiteral("DROP TABLE %1.questions CASCADE").arg(base),
                 QStringLiteral("ALTER TABLE %1.standing_orders DROP CONSTRAINT standing_keys, ADD CONSTRAINT "
                                "standing_keys CHECK (key IN ('avoid'))")
                     .arg(base),
                 QStringLiteral("CREATE OR REPLACE VIEW %1_shown.access_version AS SELECT 5 AS version").arg(base),
             })
            QVERIFY2(server.exec(sql).isEmpty(), qPrintable(server.exec(sql)));
        QVERIFY(!server.exec(QStringLiteral("SELECT rerolls FROM %1.orders").arg(base)).isEmpty()); // gone
        const QString blue = s.players.value(QStringLiteral("Blue"));
        QCOMPARE(run({"standing", blue, "retreat", "always"}).code, 2); // the old server refuses the key

        QCOMPARE(cli({"leader", "add", s.url, "--name", "Edda", "--side", "Green"}).code, 0); // a game master writes
        QCOMPARE(value(QStringLiteral("SELECT version FROM %1_shown.access_version").arg(base)),
                 QString::number(AccessVersion));
        QVERIFY(server
                    .exec(QStringLiteral("SELECT siege_id, leader_ids, occupy, rerolls, choices, heroic_rerolls FROM "
                                         "%1.orders")
                              .arg(base))
                    .isEmpty());
        QVERIFY(server.exec(QStringLiteral("SELECT order_id, deadline FROM %1.questions").arg(base)).isEmpty());
        QCOMPARE(cli({"questions", blue, "--json"}).array().size(), 0); // his view of them is made too
        QVERIFY(server
                    .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, status) SELECT id, 'break_in', "
                                         "'withdrawn' FROM %1.sides WHERE name = 'Blue'")
                              .arg(base))
                    .isEmpty()); // the kinds are this version's
        // A player's own orders go through the remade policy and view, and the battle's standing orders are kept.
        QCOMPARE(order(blue, {"end-movement"}).value(QStringLiteral("status")), QJsonValue(QStringLiteral("pending")));
        QCOMPARE(run({"standing", blue, "retreat", "always"}).code, 0);
        QCOMPARE(run({"standing", blue, "--json"})
                     .json()
                     .value(QStringLiteral("standing"))
                     .toObject()
                     .value(QStringLiteral("retreat")),
                 QJsonValue(QStringLiteral("always")));
    }

    // RULES D4, T4: a campaign whose dice are rolled at the table has no referee: its orders are refused, no die
    // is asked for, and the referee goes on.
    void aTableDiceCampaign_refusesItsOrders_D4_T4()
    {
        const Shared s = publish("orders_table");
        QVERIFY(!s.url.isEmpty());
        QCOMPARE(cli({"options", s.url, "option.table_dice", "1"}).code, 0);
        const CliResult given = run({"order", s.players.value(QStringLiteral("Blue")), "move", "Host", "--to", "0102"});
        QCOMPARE(given.code, 1);
        QVERIFY(given.err.contains("RULES D4"));
        // An order written in his own SQL all the same: the referee refuses it.
        const QString base = QStringLiteral("castellan_") + s.name;
        QVERIFY(server
                    .exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, force_id, path) SELECT f.side_id, "
                                         "'move', f.id, '0102' FROM %1_shown.forces f WHERE f.name = 'Host'")
                              .arg(base),
                          s.name + QStringLiteral("_blue"))
                    .isEmpty());
        const QJsonObject pass = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(pass.value(QStringLiteral("refused")).toInt(), 1);
        const QJsonObject answer = pass.value(QStringLiteral("answers")).toArray().first().toObject();
        QCOMPARE(answer.value(QStringLiteral("rule")), QJsonValue(QStringLiteral("D4")));
        QCOMPARE(forceNamed(s.url, QStringLiteral("Host")).value(QStringLiteral("location")).toString(),
                 QStringLiteral("hex 0101"));
        QCOMPARE(cli({"log", s.url, "--json"}).array().size(), cli({"log", file, "--json"}).array().size());
    }
};

QTEST_GUILESS_MAIN(OrdersTest)
#include "test_orders.moc"
