#include "dice/dicesource.h"
#include "dice/logverifier.h"
#include "dice/rollcsv.h"
#include "dice/roller.h"
#include "tamper.h"
#include "testcampaign.h"

#include <QBuffer>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace castellan;

/** RULES D1-D3: the generator, the roll log and its verification. */
class TestDice : public QObject
{
    Q_OBJECT

private slots:
    void seededFacesArePinned_D2()
    {
        // The first faces from seed 42, fixed forever: a log written today must verify on any machine.
        SeededDice dice(42);
        QList<int> faces;
        for (int i = 0; i < 12; ++i)
            faces << dice.face(6);
        QCOMPARE(faces, (QList<int>{1, 3, 5, 1, 6, 3, 5, 1, 5, 2, 2, 1}));
        QCOMPARE(dice.draws(), quint64(12));
    }

    void mt19937_64MatchesTheStandard_D2()
    {
        // The C++ standard fixes the 10000th output of a default-seeded mt19937_64.
        std::mt19937_64 engine;
        engine.discard(9999);
        QCOMPARE(engine(), 9981545732273789042ull);
    }

    void resumeFromDrawCount_D2()
    {
        SeededDice a(99);
        for (int i = 0; i < 100; ++i)
            a.face(6);
        SeededDice b(99, a.draws());
        for (int i = 0; i < 50; ++i)
            QCOMPARE(b.face(6), a.face(6));
    }

    void rejectionThresholdOfEachDie_D3_data()
    {
        QTest::addColumn<int>("sides");
        for (int sides : {2, 3, 6, 7, 10, 20, 100})
            QTest::newRow(qPrintable(QStringLiteral("d%1").arg(sides))) << sides;
    }

    void rejectionThresholdOfEachDie_D3()
    {
        // D3 by rejection (README, Dice): a draw x is kept when x < 2^64 - (2^64 mod n). 2^64 mod n is found here
        // another way than the code finds it: (2^32 mod n)^2 mod n.
        QFETCH(int, sides);
        const quint64 n = quint64(sides);
        const quint64 half = (quint64(1) << 32) % n;
        const quint64 excess = (half * half) % n;
        const quint64 max = std::numeric_limits<quint64>::max();
        QCOMPARE(SeededDice::faceOfDraw(0, sides), 1);
        QCOMPARE(SeededDice::faceOfDraw(n - 1, sides), sides);
        QCOMPARE(SeededDice::faceOfDraw(n, sides), 1);
        if (excess == 0) {
            QCOMPARE(SeededDice::faceOfDraw(max, sides), int(max % n) + 1); // nothing is rejected
            return;
        }
        const quint64 firstRejected = max - excess + 1; // 2^64 - excess
        const quint64 lastKept = firstRejected - 1;
        QCOMPARE(SeededDice::faceOfDraw(lastKept, sides), sides);
        QCOMPARE(lastKept % n, n - 1);               // the kept draws end on a whole cycle of faces: each face as often
        for (quint64 x = firstRejected; x != 0; ++x) // every rejected draw, up to 2^64 - 1
            QCOMPARE(SeededDice::faceOfDraw(x, sides), 0);
    }

    void chiSquareOfEachDie_D3_data()
    {
        // The chi-square with n - 1 degrees of freedom at the 0.001 level (a table's values).
        QTest::addColumn<int>("sides");
        QTest::addColumn<double>("critical");
        QTest::newRow("d2") << 2 << 10.828;
        QTest::newRow("d3") << 3 << 13.816;
        QTest::newRow("d6") << 6 << 20.515;
        QTest::newRow("d7") << 7 << 22.458;
        QTest::newRow("d10") << 10 << 27.877;
        QTest::newRow("d20") << 20 << 43.820;
        QTest::newRow("d100") << 100 << 148.230;
    }

    void chiSquareOfEachDie_D3()
    {
        // 10,000 seeded draws a face: a die that favours a face, or never shows one, is far past the level.
        QFETCH(int, sides);
        QFETCH(double, critical);
        SeededDice dice(20261129 + quint64(sides));
        QList<int> counts(sides, 0);
        const int n = 10000 * sides;
        for (int i = 0; i < n; ++i) {
            const int f = dice.face(sides);
            QVERIFY(f >= 1 && f <= sides);
            ++counts[f - 1];
        }
        const double expected = n / double(sides);
        double chi2 = 0;
        for (int c : counts)
            chi2 += (c - expected) * (c - expected) / expected;
        QVERIFY2(chi2 < critical, qPrintable(QStringLiteral("chi-square %1 for a d%2").arg(chi2).arg(sides)));
    }

    void scriptedDiceGiveTheirFaces_D2()
    {
        ScriptedDice dice({6, 5, 1});
        QCOMPARE(dice.face(6), 6);
        QCOMPARE(dice.face(6), 5);
        QCOMPARE(dice.remaining(), qsizetype(1));
    }

    void aRollTheLogRefusesNeverHappened_D1_D2()
    {
        struct FullLog final : RollLog
        {
            void record(Roll &) override { throw std::runtime_error("disk full"); }
        } full;
        SeededDice dice(42);
        SeededDice fresh(42);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                 Roller(dice, &full).roll({3, 6, RollText::plain(QStringLiteral("fire")), 0, 0}));
        QCOMPARE(dice.draws(), quint64(0)); // the generator went back: the next roll is the one that failed
        QCOMPARE(dice.face(6), fresh.face(6));

        ScriptedDice script({6, 5, 4});
        QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                 Roller(script, &full).roll({2, 6, RollText::plain(QStringLiteral("x")), 0, 0}));
        QCOMPARE(script.remaining(), qsizetype(3));
    }

    void tableDiceTakeNothingFromTheGenerator_D4()
    {
        TableDice table(17);
        table.enter({2, 6});
        const Roll r = Roller(table).roll({2, 6, RollText::plain(QStringLiteral("typed")), 0, 0});
        QCOMPARE(r.faces, (QList<int>{2, 6}));
        QVERIFY(r.manual);
        QCOMPARE(r.drawStart, quint64(17));
        QCOMPARE(r.drawEnd, quint64(17));
        QCOMPARE(table.entered(), qsizetype(0));
    }

    void everyRollIsLogged_D1()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {4, 4, 4, 4, 4, 4, 4});
        c.script({2, 4});
        const Roll r = c->roll({1, 6, RollText::plain(QStringLiteral("a test roll")), id, 0},
                               [](const QList<int> &f) { return RollText::plain(QString::number(f.value(0) * 10)); });
        QVERIFY(r.id > 0);
        const auto logged = c->rolls().roll(r.id);
        QVERIFY(logged);
        QCOMPARE(logged->turn, 1);
        QCOMPARE(logged->context, QStringLiteral("a test roll"));
        QCOMPARE(logged->leaderId, id);
        QCOMPARE(logged->faces, QList<int>{2});
        QCOMPARE(logged->result, QStringLiteral("20"));
        QCOMPARE(logged->replacesId, qint64(0));
        const Roll reroll = c->roll({1, 6, RollText::plain(QStringLiteral("reroll")), id, r.id});
        QCOMPARE(c->rolls().roll(reroll.id)->replacesId, r.id);
    }

    void verifyLogPassesAndFindsTampering_D2()
    {
        TestCampaign c(1234);
        for (int i = 0; i < 20; ++i)
            c->roll({3, 6, RollText::plain(QStringLiteral("roll %1").arg(i)), 0, 0});
        LogVerification v = verifyLog(c->rolls());
        QVERIFY2(v.ok, qPrintable(v.problem));
        QCOMPARE(v.checked, qint64(20));

        tamperWith(c.path(), QStringLiteral("UPDATE rolls SET faces = '6,6,6' WHERE id = 7"));
        v = verifyLog(c->rolls());
        QVERIFY(!v.ok);
        QCOMPARE(v.firstBadRollId, qint64(7));
        QVERIFY(v.problem.contains(QStringLiteral("6,6,6")));
    }

    void verifyLogReportsProgressAndCanBeStopped_D2()
    {
        TestCampaign c(9);
        c->beginBatch();
        for (int i = 0; i < 45000; ++i)
            c->roll({1, 6, RollText::plain(QStringLiteral("r")), 0, 0});
        c->endBatch();
        QList<qint64> seen;
        LogVerification v = verifyLog(c->rolls(), [&](qint64 checked, qint64 total) {
            seen << checked;
            return total == 45000;
        });
        QVERIFY2(v.ok, qPrintable(v.problem));
        QCOMPARE(seen, (QList<qint64>{20000, 40000}));
        v = verifyLog(c->rolls(), [](qint64, qint64) { return false; });
        QVERIFY(!v.ok && v.stopped);
    }

    void verifyLogCatchesAMissingRow_D2()
    {
        TestCampaign c(77);
        for (int i = 0; i < 5; ++i)
            c->roll({2, 6, RollText::plain(QStringLiteral("roll")), 0, 0});
        tamperWith(c.path(), QStringLiteral("DELETE FROM rolls WHERE id = 3"));
        const LogVerification v = verifyLog(c->rolls());
        QVERIFY(!v.ok);
        QCOMPARE(v.firstBadRollId, qint64(4));
    }

    void handEnteredRollsAreReportedNotMismatched_D4()
    {
        // RULES D4: table dice are logged as entered by hand and verify reports them apart.
        TestCampaign c(5);
        c->roll({1, 6, RollText::plain(QStringLiteral("generated")), 0, 0});
        TableDice table(c->draws());
        table.enter({3, 4});
        const Roll typed = Roller(table, &*c).roll({2, 6, RollText::plain(QStringLiteral("table dice")), 0, 0});
        QVERIFY(typed.manual);
        const LogVerification v = verifyLog(c->rolls());
        QVERIFY2(v.ok, qPrintable(v.problem));
        QCOMPARE(v.enteredByHand, qint64(1));
        QCOMPARE(v.checked, qint64(1));
    }

    void logExportsAsCsv_D1()
    {
        TestCampaign c(3);
        c.script({1, 2});
        c->roll({2, 6, RollText::plain(QStringLiteral("a \"quoted\", context")), 0, 0},
                [](const QList<int> &) { return RollText::plain(QStringLiteral("line one\nline two")); });
        c.script({6});
        c->roll({1, 6, RollText::plain(QStringLiteral("plain")), 0, 1});
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QCOMPARE(writeRollsCsv(c->rolls(), {}, buffer, [](qint64) { return QString(); }), qint64(2));
        const QString csv = QString::fromUtf8(buffer.data());
        QCOMPARE(csv,
                 QStringLiteral("id,turn,context,leader,sides,dice,faces,result,replaces,undone,by_hand\r\n"
                                "1,1,\"a \"\"quoted\"\", context\",,6,2,\"1,2\",\"line one\nline two\",,0,0\r\n"
                                "2,1,plain,,6,1,6,,1,0,0\r\n"));
    }

    void undoneRollsStayInTheLog_D1()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {4, 4, 4, 4, 4, 4, 4});
        c.script({2});
        QVERIFY(heroicDeed(*c, id).ok);
        const qint64 rolls = c->rolls().rollCount();
        const qint64 deedRoll = c->rolls().lastRollId();
        c->undoStack()->undo();
        QCOMPARE(c->rolls().rollCount(), rolls);
        QVERIFY(c->rolls().roll(deedRoll)->undone);
        c->undoStack()->redo(); // reuses the roll: the script is empty, a new draw would abort
        QVERIFY(!c->rolls().roll(deedRoll)->undone);
        QCOMPARE(c->rolls().rollCount(), rolls);
        QCOMPARE(c.get(id).rerolls, 2);
    }
};

QTEST_GUILESS_MAIN(TestDice)
#include "test_dice.moc"
