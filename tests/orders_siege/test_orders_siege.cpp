// Players' orders in the siege phase (issue 32, RULES T4, S2-S4): the besieger's player rolls his siege, the
// garrison's sorties, and each battle of the phase waits for its defending player's answer when he asked to be asked.
// Run against the throwaway cluster ctest starts (tests/server/pgcluster); skipped with a message without one.
#include "ordersfixture.h"

using namespace castellan;

class SiegeOrdersTest : public OrdersFixture
{
    Q_OBJECT

    QString breakInKeep; ///< besiegedKeep() with the Watch inside too, whose first break-in roll is a 6 the Keep holds

    /** The first answer a referee's pass gave: its "result", or its "rule" with `key`. */
    QString refereeOnce(const QString &url, const char *key = "result")
    {
        const QJsonObject pass = cli({"referee", url, "--once", "--json"}).json();
        return pass.value(QStringLiteral("answers")).toArray().first().toObject().value(QLatin1String(key)).toString();
    }

    QString firstQuestion(const QString &url, const char *key)
    {
        return cli({"questions", url, "--json"}).array().first().toObject().value(QLatin1String(key)).toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        prepareFixture();
        if (file.isEmpty())
            return; // skipped, or failed
        breakInKeep = besiegedKeep(dir, threeSides(dir, 2, QStringLiteral("three-2.castellan")),
                                   QStringLiteral("break-in.castellan"));
        QVERIFY(!breakInKeep.isEmpty());
        // A second garrison force, raised last: where the garrison's losses go is then its player's choice (F0).
        QCOMPARE(cli({"force", "add", breakInKeep, "--name", "Watch", "--side", "Red", "--units", "2"}).code, 0);
        QCOMPARE(cli({"force", "place", breakInKeep, "Watch", "--hex", "0303"}).code, 0);
        const QString tried = dir.filePath(QStringLiteral("break-in-tried.castellan"));
        QVERIFY(QFile::copy(breakInKeep, tried));
        const QJsonObject roll = cli({"siege", "roll", tried, "--fortress", "Keep", "--json"}).json();
        QCOMPARE(roll.value(QStringLiteral("result")).toString(), QStringLiteral("break_in"));
        QCOMPARE(roll.value(QStringLiteral("fell")).toBool(), false);
    }

    void theSiegePhase_isPlayedByTheBesiegersAndTheGarrisonsPlayers_likeTheGameMasterAlone_T4_S2_S4()
    {
        const QString keep = besiegedKeep(dir, file, QStringLiteral("keep.castellan"));
        QVERIFY(!keep.isEmpty());
        const Shared s = publish("orders_siege", keep);
        QVERIFY(!s.url.isEmpty());
        const QString blue = s.players.value(QStringLiteral("Blue"));
        const QString red = s.players.value(QStringLiteral("Red"));

        // The server lets only the besieger's side roll and only the garrison's sortie.
        QCOMPARE(run({"order", red, "break-in", "Keep"}).code, 1);
        QCOMPARE(run({"order", blue, "sortie", "Keep", "--target", "P1"}).code, 1);
        QCOMPARE(run({"order", blue, "break-in", "Keep", "--reroll", "often"}).code, 2);
        // The referee refuses a sortie before the siege's break-in roll (S4), and rolls no die for it.
        order(red, {"sortie", "Keep", "--target", "P1"});
        const QJsonObject early = cli({"referee", s.url, "--once", "--json"}).json();
        QCOMPARE(early.value(QStringLiteral("refused")).toInt(), 1);
        QCOMPARE(early.value(QStringLiteral("answers")).toArray().first().toObject().value(QStringLiteral("rule")),
                 QJsonValue(QStringLiteral("S4")));

        // Blue's standing order keeps his first die; Red's player then sends the Guard out with Bors.
        QCOMPARE(cli({"standing", blue, "siege_rerolls", "none"}).code, 0);
        const QJsonObject roll = order(blue, {"break-in", "Keep"});
        QCOMPARE(roll.value(QStringLiteral("kind")).toString(), QStringLiteral("break_in"));
        QCOMPARE(roll.value(QStringLiteral("fortress")).toString(), QStringLiteral("Keep"));
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);
        const QJsonObject sortie = order(red, {"sortie", "Keep", "--target", "P1", "--leaders", "Bors"});
        QCOMPARE(sortie.value(QStringLiteral("leaders")).toArray(), QJsonArray{QStringLiteral("Bors")});
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);

        // The game master alone, on the file, with the same choices and seed.
        const QString alone = dir.filePath(QStringLiteral("keep-alone.castellan"));
        QVERIFY(QFile::copy(keep, alone));
        const CliResult rolled = cli({"siege", "roll", alone, "--fortress", "Keep", "--reroll", "none", "--json"});
        QCOMPARE(rolled.json().value(QStringLiteral("faces")).toArray().size(), 1);
        QVERIFY(rolled.json().value(QStringLiteral("rerolls")).toInt() > 0); // the choice mattered
        QCOMPARE(cli({"sortie", alone, "--fortress", "Keep", "--target", "P1", "--leaders", "Bors", "--auto"}).code, 0);
        expectSameAsAlone(s.url, alone, QStringLiteral("Sortie from Keep"));

        // His own SQL cannot roll another side's siege, sortie from another's fortress, or send another's leader.
        const QString base = QStringLiteral("castellan_") + s.name;
        const auto idOf = [&](const char *table, const char *name) { // as the administrator: a player reads views
            return value(QStringLiteral("SELECT id FROM %1.%2 WHERE name = '%3'")
                             .arg(base, QLatin1String(table), QLatin1String(name)));
        };
        const QString siege = value(QStringLiteral("SELECT max(id) FROM %1.sieges").arg(base));
        const auto give = [&](const char *side, const char *kind, const QString &force, const QString &leaders) {
            return server.exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, siege_id, force_id, leader_ids) "
                                              "VALUES (%2, '%3', %4, %5, %6)")
                                   .arg(base, idOf("sides", side), QLatin1String(kind), siege, force, leaders),
                               s.name + QLatin1Char('_') + QString::fromLatin1(side).toLower());
        };
        const QString p2 = idOf("forces", "P2");
        const QString none = QStringLiteral("''");
        const auto named = [&](const char *leader) {
            return QLatin1Char('\'') + idOf("leaders", leader) + QLatin1Char('\'');
        };
        const QString allowed = give("Red", "sortie", p2, named("Bors"));
        QVERIFY2(allowed.isEmpty(), qPrintable(allowed));
        QVERIFY(!give("Red", "sortie", p2, named("Ana")).isEmpty());
        QVERIFY(!give("Red", "break_in", QStringLiteral("NULL"), none).isEmpty());
        QVERIFY(!give("Blue", "sortie", p2, none).isEmpty());
        QVERIFY(!give("Blue", "move", idOf("forces", "Host"), none).isEmpty()); // a move names no siege
        QVERIFY(give("Blue", "break_in", QStringLiteral("NULL"), none).isEmpty());
        QVERIFY(!server
                     .exec(QStringLiteral("UPDATE %1.orders SET rerolls = 'always'").arg(base),
                           s.name + QStringLiteral("_blue"))
                     .isEmpty());
    }

    // RULES T4, S3, S4: a garrison's player who asked to be asked answers the break-in battle, and a besieger's the
    // sortie; each waits for its answer, the siege phase with it, and each is fought with it as the game master's own.
    void theSiegePhasesBattles_waitForTheirDefendersAnswers_likeTheGameMasterAlone_T4_S3_S4()
    {
        const Shared s = publish("orders_siege_ask", breakInKeep);
        QVERIFY(!s.url.isEmpty());
        const QString blue = s.players.value(QStringLiteral("Blue"));
        const QString red = s.players.value(QStringLiteral("Red"));
        QCOMPARE(cli({"standing", red, "ask", "yes"}).code, 0);
        QCOMPARE(cli({"standing", blue, "ask", "yes"}).code, 0);
        QCOMPARE(cli({"options", s.url, "option.answer_hours", "2"}).code, 0);

        // Blue's roll is a 6: the break-in battle waits for the garrison's answer, and the siege phase with it.
        order(blue, {"break-in", "Keep"});
        const QString rolled = refereeOnce(s.url);
        QVERIFY2(rolled.contains(QStringLiteral("waits for Red's answer")), qPrintable(rolled));
        QCOMPARE(forceNamed(s.url, QStringLiteral("Guard")).value(QStringLiteral("units")),
                 forceNamed(breakInKeep, QStringLiteral("Guard")).value(QStringLiteral("units")));
        const CliResult owed = run({"phase", s.url, "--begin-movement"});
        QCOMPARE(owed.code, 1);
        QVERIFY2(owed.err.contains("RULES S3"), owed.err.constData());
        QCOMPARE(firstQuestion(red, "hex"), QStringLiteral("0303"));
        QCOMPARE(cli({"questions", blue, "--json"}).array().size(), 0);

        // A garrison sends no flank march (S3): the answer is refused, nothing is rolled, and the battle still waits.
        const qsizetype rolls = cli({"log", s.url, "--json"}).array().size();
        order(red, {"answer", "0303", "--flank", "Bors=1:left"});
        QCOMPARE(refereeOnce(s.url, "rule"), QStringLiteral("S3"));
        QCOMPARE(cli({"log", s.url, "--json"}).array().size(), rolls);
        QCOMPARE(firstQuestion(red, "status"), QStringLiteral("pending"));

        // Red's answer fights it; then Red's sortie waits for Blue's answer, and movement cannot begin before it.
        order(red, {"answer", "0303", "--choices", "losses=last_raised,escape_to=nearest_fortress"});
        refereeOnce(s.url);
        QCOMPARE(firstQuestion(red, "status"), QStringLiteral("answered"));
        order(red, {"sortie", "Keep", "--target", "P1", "--leaders", "Bors"});
        const QString sortie = refereeOnce(s.url);
        QVERIFY2(sortie.contains(QStringLiteral("waits for Blue's answer")), qPrintable(sortie));
        const CliResult waiting = run({"phase", s.url, "--begin-movement"});
        QCOMPARE(waiting.code, 1);
        QVERIFY2(waiting.err.contains("sortie from Keep waits for Blue's answer"), waiting.err.constData());
        QCOMPARE(firstQuestion(blue, "hex"), QStringLiteral("0403"));
        order(blue, {"answer", "0403", "--choices", "retreat=always,losses=last_raised"});
        refereeOnce(s.url);
        QCOMPARE(firstQuestion(blue, "status"), QStringLiteral("answered"));
        QCOMPARE(cli({"phase", s.url, "--begin-movement"}).code, 0);

        // The game master alone, on the file, with the same choices and seed.
        const QString alone = dir.filePath(QStringLiteral("break-in-alone.castellan"));
        QVERIFY(QFile::copy(breakInKeep, alone));
        for (const QList<CliArg> &step : QList<QList<CliArg>>{
                 {"siege", "roll", alone, "--fortress", "Keep", "--defender-choices",
                  "losses=last_raised,escape_to=nearest_fortress"},
                 {"sortie", alone, "--fortress", "Keep", "--target", "P1", "--leaders", "Bors", "--auto",
                  "--defender-choices", "retreat=always,losses=last_raised"},
                 {"phase", alone, "--begin-movement"},
             })
            QCOMPARE(cli(step).code, 0);
        expectSameAsAlone(s.url, alone, QStringLiteral("Sortie from Keep"));
    }

    // RULES T4, S3: the game master's siege phase for the sides leaves the break-in battle to the garrison's player
    // who asked to be asked: it keeps the roll, the turn does not end, and at the deadline his standing orders fight.
    void theGameMastersSiegePhase_leavesTheBreakInToTheGarrisonsAnswer_untilItsDeadline_T4_S3()
    {
        const Shared s = publish("orders_siege_late", breakInKeep);
        QVERIFY(!s.url.isEmpty());
        const QString red = s.players.value(QStringLiteral("Red"));
        QCOMPARE(cli({"standing", red, "ask", "yes"}).code, 0);
        QCOMPARE(cli({"standing", red, "losses", "last_raised"}).code, 0);
        const CliResult phase = run({"turn", s.url, "--auto"});
        QCOMPARE(phase.code, 1);
        QVERIFY2(phase.err.contains("waits for Red's answer") && phase.err.contains("was carried out and kept"),
                 phase.err.constData());
        QCOMPARE(firstQuestion(red, "status"), QStringLiteral("pending"));
        QCOMPARE(cli({"log", s.url, "--json"}).array().size(), cli({"log", breakInKeep, "--json"}).array().size() + 1);
        QCOMPARE(run({"turn", s.url, "--auto"}).code, 1); // it still waits: the turn does not end

        const QString base = QStringLiteral("castellan_") + s.name;
        QVERIFY(server.exec(QStringLiteral("UPDATE %1.questions SET deadline = now() - interval '1 second'").arg(base))
                    .isEmpty()); // the deadline passes
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("expired")).toInt(), 1);
        QCOMPARE(firstQuestion(red, "status"), QStringLiteral("expired"));

        const QString alone = dir.filePath(QStringLiteral("break-in-late.castellan"));
        QVERIFY(QFile::copy(breakInKeep, alone));
        QCOMPARE(cli({"siege", "roll", alone, "--fortress", "Keep", "--defender-choices", "losses=last_raised"}).code,
                 0);
        expectSameAsAlone(s.url, alone);
        if (QTest::currentTestFailed())
            return;
        const QJsonObject ended = cli({"turn", s.url, "--auto", "--json"}).json(); // the siege phase is over
        QCOMPARE(ended.value(QStringLiteral("turn_ended")).toInt(), 2);
    }
    // RULES T4, H2: the besieger's player spends as many of his besieging leaders' own rerolls on his break-in roll
    // as his order says, as the game master's own roll with them; his own SQL cannot put them on another order.
    void aBesiegersOrder_spendsHisLeadersOwnRerolls_onTheBreakInRoll_T4_H2()
    {
        const QString keep = besiegedKeep(dir, threeSides(dir, 5, QStringLiteral("three-5.castellan")),
                                          QStringLiteral("heroic.castellan")); // seed 5: Ana's deed gains rerolls
        QVERIFY(!keep.isEmpty());
        const Shared s = publish("orders_siege_heroic", keep);
        QVERIFY(!s.url.isEmpty());
        const QString blue = s.players.value(QStringLiteral("Blue"));
        QCOMPARE(run({"order", blue, "break-in", "Keep", "--heroic-rerolls", "1000"}).code, 2);
        order(blue, {"deed", "Ana"});
        const QJsonObject roll = order(blue, {"break-in", "Keep", "--heroic-rerolls", "2"});
        QCOMPARE(roll.value(QStringLiteral("heroic_rerolls")).toInt(), 2);
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 2);

        const QString alone = dir.filePath(QStringLiteral("heroic-alone.castellan"));
        QVERIFY(QFile::copy(keep, alone));
        QCOMPARE(cli({"deed", alone, "Ana"}).code, 0);
        const QJsonObject rolled =
            cli({"siege", "roll", alone, "--fortress", "Keep", "--heroic-rerolls", "2", "--json"}).json();
        QCOMPARE(rolled.value(QStringLiteral("heroic_rerolls")).toInt(), 2); // the order's limit mattered
        expectSameAsAlone(s.url, alone, QStringLiteral("reroll"));

        const QString base = QStringLiteral("castellan_") + s.name;
        const auto give = [&](const char *kind, int heroic) {
            return server.exec(QStringLiteral("INSERT INTO %1.orders (side_id, kind, siege_id, force_id, "
                                              "heroic_rerolls) SELECT s.id, '%2', %3, %4 FROM %1_shown.sides s "
                                              "WHERE s.name = 'Blue'")
                                   .arg(base, QLatin1String(kind),
                                        qstrcmp(kind, "move") == 0
                                            ? QStringLiteral("NULL, (SELECT id FROM %1_shown.forces WHERE name = "
                                                             "'Host')")
                                                  .arg(base)
                                            : QStringLiteral("(SELECT max(id) FROM %1_shown.sieges), NULL").arg(base))
                                   .arg(heroic),
                               s.name + QStringLiteral("_blue"));
        };
        QVERIFY(give("move", 0).isEmpty());
        QVERIFY(!give("move", 1).isEmpty());        // only a break-in spends them
        QVERIFY(!give("break_in", 1000).isEmpty()); // past the limit (MaxRerolls)
        const QString allowed = give("break_in", 1);
        QVERIFY2(allowed.isEmpty(), qPrintable(allowed));
    }
    // RULES T4, S2: the game master's siege phase for the sides leaves the roll of a besieger whose player asked to be
    // asked to that player's own order; the turn goes on once he gives it.
    void aBesiegerWhoAskedToBeAsked_rollsHisOwnSiege_theGameMastersPhaseLeavesItToHim_T4_S2()
    {
        const QString keep = besiegedKeep(dir, file, QStringLiteral("asked-besieger.castellan"));
        QVERIFY(!keep.isEmpty());
        const Shared s = publish("orders_siege_own", keep);
        QVERIFY(!s.url.isEmpty());
        const QString blue = s.players.value(QStringLiteral("Blue"));
        QCOMPARE(cli({"standing", blue, "ask", "yes"}).code, 0);
        const CliResult phase = run({"turn", s.url, "--auto"});
        QCOMPARE(phase.code, 1);
        QVERIFY2(phase.err.contains("left to Blue's own order"), phase.err.constData());
        QCOMPARE(cli({"log", s.url, "--json"}).array().size(), cli({"log", keep, "--json"}).array().size());
        QCOMPARE(run({"phase", s.url, "--begin-movement"}).code, 1); // not rolled yet (RULES S2)

        order(blue, {"break-in", "Keep", "--reroll", "none"});
        QCOMPARE(cli({"referee", s.url, "--once", "--json"}).json().value(QStringLiteral("done")).toInt(), 1);
        const QJsonObject ended = cli({"turn", s.url, "--auto", "--json"}).json();
        QCOMPARE(ended.value(QStringLiteral("turn_ended")).toInt(), 2);
        QCOMPARE(ended.value(QStringLiteral("sieges")).toArray().size(), 0); // his own roll stood
    }
};

QTEST_GUILESS_MAIN(SiegeOrdersTest)
#include "test_orders_siege.moc"
