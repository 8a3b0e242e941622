#include "dice/dicesource.h"
#include "directodds.h"
#include "odds/battleodds.h"
#include "odds/battlesimulator.h"
#include "odds/breakinodds.h"
#include "odds/foldedodds.h"
#include "odds/liveodds.h"

#include <QtTest>

#include <cmath>
#include <numeric>

using namespace castellan;

Q_DECLARE_METATYPE(castellan::SideSpec)

/** Exact field-battle odds (RULES O1, F9) and their agreement with a seeded simulation of the engine. */
class TestOdds : public QObject
{
    Q_OBJECT

    static double sum(const std::vector<double> &v) { return std::accumulate(v.begin(), v.end(), 0.0); }

    static void checkConsistent(const BattleOdds &o, const SideSpec &a, const SideSpec &d)
    {
        QVERIFY(!o.cancelled);
        QVERIFY(o.unaccounted < 1e-9);
        QVERIFY(std::abs(o.total() - 1.0) < 1e-9);
        QVERIFY(std::abs(sum(o.rounds) - 1.0) < 1e-9);
        QVERIFY(std::abs(sum(o.attackerLeft) - 1.0) < 1e-9);
        QVERIFY(std::abs(sum(o.defenderLeft) - 1.0) < 1e-9);
        QVERIFY(std::abs(o.attackerAnnihilated - o.attackerLeft[0]) < 1e-12);
        double expectA = 0;
        for (std::size_t i = 0; i < o.attackerLeft.size(); ++i)
            expectA += double(i) * o.attackerLeft[i];
        QVERIFY(std::abs(expectA - o.attackerUnitsLeft) < 1e-9);
        QVERIFY(o.attackerUnitsLeft <= a.total() && o.defenderUnitsLeft <= d.total());
        QCOMPARE(o.rounds[0], 0.0);
    }

    /** Within 4.5 standard errors: a seeded run, so this is deterministic, and a real disagreement shows. */
    static bool agrees(double p, double measured, int trials)
    {
        const double se = std::sqrt(std::max(p * (1 - p), 1e-6) / trials);
        return std::abs(p - measured) < 4.5 * se + 1e-9;
    }

    /** The exact odds and a seeded simulation of the engine agree on every outcome and on the units left. */
    static void checkAgrees(const BattleOdds &exact, const BattleOdds &sim, int trials, const SideSpec &a,
                            const SideSpec &d)
    {
        QVERIFY(agrees(exact.attackerWins, sim.attackerWins, trials));
        QVERIFY(agrees(exact.defenderWins, sim.defenderWins, trials));
        QVERIFY(agrees(exact.mutual, sim.mutual, trials));
        QVERIFY(agrees(exact.attackerAnnihilated, sim.attackerAnnihilated, trials));
        QVERIFY(agrees(exact.defenderAnnihilated, sim.defenderAnnihilated, trials));
        const double unitsSe = (a.total() + d.total()) / std::sqrt(double(trials));
        QVERIFY(std::abs(exact.attackerUnitsLeft - sim.attackerUnitsLeft) < 4.5 * unitsSe);
        QVERIFY(std::abs(exact.defenderUnitsLeft - sim.defenderUnitsLeft) < 4.5 * unitsSe);
    }

    /** The outcome chances within 1e-9 and the expected units left within 1e-8. */
    static void checkSameFigures(const BattleOdds &f, const BattleOdds &r)
    {
        QVERIFY(std::abs(f.attackerWins - r.attackerWins) < 1e-9);
        QVERIFY(std::abs(f.defenderWins - r.defenderWins) < 1e-9);
        QVERIFY(std::abs(f.mutual - r.mutual) < 1e-9);
        QVERIFY(std::abs(f.attackerAnnihilated - r.attackerAnnihilated) < 1e-9);
        QVERIFY(std::abs(f.defenderAnnihilated - r.defenderAnnihilated) < 1e-9);
        QVERIFY(std::abs(f.attackerUnitsLeft - r.attackerUnitsLeft) < 1e-8);
        QVERIFY(std::abs(f.defenderUnitsLeft - r.defenderUnitsLeft) < 1e-8);
    }

private slots:
    void probabilitiesSumToOne_O1_data()
    {
        QTest::addColumn<SideSpec>("a");
        QTest::addColumn<SideSpec>("d");
        QTest::newRow("10 v 8") << SideSpec{10, 0, 4, 4, false} << SideSpec{8, 0, 3, 3, false};
        QTest::newRow("1 v 1") << SideSpec{1, 0, 1, 1, false} << SideSpec{1, 0, 1, 1, false};
        QTest::newRow("broken at the start") << SideSpec{5, 3, 2, 5, false} << SideSpec{6, 0, 2, 2, false};
        QTest::newRow("leaderless") << SideSpec{6, 0, 0, 0, true} << SideSpec{4, 0, 6, 6, false};
        QTest::newRow("both leaderless") << SideSpec{3, 0, 0, 0, true} << SideSpec{3, 0, 0, 0, true};
    }

    void probabilitiesSumToOne_O1()
    {
        QFETCH(SideSpec, a);
        QFETCH(SideSpec, d);
        checkConsistent(exactBattleOdds(a, d), a, d);
    }

    void foldedAndRoundByRoundAgree_O1_data()
    {
        probabilitiesSumToOne_O1_data();
        // Big enough for the folded odds to share the work among threads.
        QTest::newRow("16+3 broken v 14, Battle 2 v 5") << SideSpec{16, 3, 2, 3, false} << SideSpec{14, 0, 5, 4, false};
        QTest::newRow("20 v 18+2 broken, leaderless defender")
            << SideSpec{20, 0, 3, 2, false} << SideSpec{18, 2, 0, 0, true};
    }

    void foldedAndRoundByRoundAgree_O1()
    {
        // Two algorithms, one answer: each state once with self-loops folded, and round by round.
        QFETCH(SideSpec, a);
        QFETCH(SideSpec, d);
        const BattleOdds r = exactBattleOdds(a, d, nullptr, OddsDetail::WithRounds);
        const BattleOdds f = exactBattleOdds(a, d, nullptr, OddsDetail::WithoutRounds);
        QVERIFY(f.unaccounted < 1e-9);
        checkSameFigures(f, r);
        for (std::size_t i = 0; i < r.defenderLeft.size(); ++i)
            QVERIFY(std::abs(f.defenderLeft[i] - r.defenderLeft[i]) < 1e-9);
        QVERIFY(f.rounds.empty());
    }

    void exactMatchesTheDirectRecursion_O1_data()
    {
        probabilitiesSumToOne_O1_data();
        QTest::newRow("12 v 9, Battle 2 v 6") << SideSpec{12, 0, 2, 1, false} << SideSpec{9, 0, 6, 6, false};
        QTest::newRow("7+4 broken v 8+1 broken") << SideSpec{7, 4, 4, 3, false} << SideSpec{8, 1, 3, 4, false};
    }

    void exactMatchesTheDirectRecursion_O1()
    {
        // The folded odds against the plainest reading of the rules, written apart (support/directodds.h).
        QFETCH(SideSpec, a);
        QFETCH(SideSpec, d);
        const BattleOdds f = exactBattleOdds(a, d, nullptr, OddsDetail::WithoutRounds);
        checkSameFigures(f, castellan::DirectOdds(a, d).odds());
    }

    void roundsMatchTheDirectRounds_O1_data() { probabilitiesSumToOne_O1_data(); }

    void roundsMatchTheDirectRounds_O1()
    {
        // The distribution of the number of rounds against a plain round-by-round walk over the states.
        QFETCH(SideSpec, a);
        QFETCH(SideSpec, d);
        const std::vector<double> expected = castellan::DirectOdds(a, d).rounds();
        const BattleOdds o = exactBattleOdds(a, d, nullptr, OddsDetail::WithRounds);
        QVERIFY(o.rounds.size() > 1);
        for (std::size_t i = 0; i < std::max(expected.size(), o.rounds.size()); ++i) {
            const double e = i < expected.size() ? expected[i] : 0.0;
            const double got = i < o.rounds.size() ? o.rounds[i] : 0.0;
            QVERIFY2(std::abs(e - got) < 1e-9,
                     qPrintable(QStringLiteral("round %1: %2, expected %3").arg(i).arg(got).arg(e)));
        }
    }

    void foldedOddsDoNotDependOnThreads_O1()
    {
        // The waves of blocks shared among workers: the same odds whatever their number, and the same each time.
        const SideSpec a{18, 2, 4, 3, false};
        const SideSpec d{17, 0, 2, 5, false};
        std::vector<BattleOdds> byThreads;
        for (int threads : {1, 2, 3, 2}) {
            BattleOdds o;
            o.attackerLeft.assign(std::size_t(a.total() + 1), 0.0);
            o.defenderLeft.assign(std::size_t(d.total() + 1), 0.0);
            castellan::foldedOdds(a, d, o, nullptr, threads);
            byThreads.push_back(o);
        }
        for (const BattleOdds &o : byThreads) {
            QVERIFY(std::abs(o.attackerWins - byThreads.front().attackerWins) < 1e-12);
            QVERIFY(std::abs(o.defenderUnitsLeft - byThreads.front().defenderUnitsLeft) < 1e-11);
            QCOMPARE(o.stateVisits, byThreads.front().stateVisits);
        }
        QVERIFY(byThreads[3].attackerWins == byThreads[1].attackerWins); // exactly
        QVERIFY(byThreads[3].defenderLeft == byThreads[1].defenderLeft);
    }

    void symmetricBattlesGiveSymmetricOdds_O1()
    {
        const SideSpec s{12, 2, 4, 3, false};
        const BattleOdds o = exactBattleOdds(s, s);
        QVERIFY(std::abs(o.attackerWins - o.defenderWins) < 1e-12);
        QVERIFY(std::abs(o.attackerAnnihilated - o.defenderAnnihilated) < 1e-12);
        QVERIFY(std::abs(o.attackerUnitsLeft - o.defenderUnitsLeft) < 1e-9);
        QVERIFY(o.mutual > 0);
    }

    void swappingSidesSwapsTheOdds_O1()
    {
        const SideSpec a{9, 1, 5, 2, false};
        const SideSpec d{7, 0, 3, 5, false};
        const BattleOdds ad = exactBattleOdds(a, d);
        const BattleOdds da = exactBattleOdds(d, a);
        QVERIFY(std::abs(ad.attackerWins - da.defenderWins) < 1e-12);
        QVERIFY(std::abs(ad.defenderAnnihilated - da.attackerAnnihilated) < 1e-12);
    }

    void leaderlessOneAgainstSixty_O1()
    {
        const SideSpec one{1, 0, 0, 0, true};
        const SideSpec sixty{60, 0, 3, 3, false};
        const BattleOdds o = exactBattleOdds(one, sixty);
        checkConsistent(o, one, sixty);
        // 60 + 3 dice against one unit: the only way to survive round 1 is no 5 or 6 among them.
        const double untouched = std::pow(4.0 / 6.0, 63);
        // One die can never flag sixty good-order units: the defender always wins.
        QVERIFY(o.defenderWins > 1.0 - 1e-9);
        QVERIFY(o.attackerWins < 1e-12 && o.mutual < 1e-12);
        QVERIFY(o.rounds[1] > 1.0 - untouched - 1e-12);
        QVERIFY(o.defenderUnitsLeft > 59.0);
    }

    void oneRoundByHand_O1()
    {
        // 1 v 1, both leaderless: each side rolls one die. Attacker wins when it hits (5 or 6) and is not hit.
        const BattleOdds o = exactBattleOdds({1, 0, 0, 0, true}, {1, 0, 0, 0, true});
        const double hit = 2.0 / 6.0;
        // Every round: the battle goes on with (1 - hit)^2, so the winner is decided by the first round with a hit.
        const double attacker = hit * (1 - hit) / (1 - (1 - hit) * (1 - hit));
        const double mutual = hit * hit / (1 - (1 - hit) * (1 - hit));
        QVERIFY(std::abs(o.attackerWins - attacker) < 1e-12);
        QVERIFY(std::abs(o.mutual - mutual) < 1e-12);
        QVERIFY(std::abs(o.rounds[2] - (1 - hit) * (1 - hit) * (1 - (1 - hit) * (1 - hit))) < 1e-12);
        // Annihilated only by a 6: P(6 | hit) = 1/2.
        QVERIFY(std::abs(o.defenderAnnihilated - 0.5 * (attacker + mutual)) < 1e-12);
    }

    void zeroUnitsOnASideIsRefused_O1()
    {
        QVERIFY(!checkSides({0, 0, 3, 3, false}, {4, 0, 3, 3, false}).isEmpty());
        QVERIFY(!checkSides({4, 0, 3, 3, false}, {-1, 0, 3, 3, false}).isEmpty());
        QVERIFY(!checkSides({4, 0, 7, 3, false}, {4, 0, 3, 3, false}).isEmpty());
        QVERIFY(checkSides({4, 0, 0, 0, true}, {4, 0, 3, 3, false}).isEmpty());
        const BattleOdds o = exactBattleOdds({0, 0, 3, 3, false}, {4, 0, 3, 3, false});
        QCOMPARE(o.total(), 0.0);
    }

    void onlyBrokenUnitsIsAlreadyDefeated_F4()
    {
        const BattleOdds o = exactBattleOdds({0, 3, 3, 3, false}, {2, 0, 3, 3, false});
        QCOMPARE(o.defenderWins, 1.0);
        QCOMPARE(o.attackerUnitsLeft, 3.0);
    }

    void computingOddsDrawsNoDice_O1()
    {
        // Odds take no generator at all: a campaign's dice cannot move. The generator here stays where it is.
        castellan::SeededDice dice(42);
        const int first = castellan::SeededDice(42).face(6);
        exactBattleOdds({10, 0, 4, 4, false}, {8, 0, 3, 3, false});
        QCOMPARE(dice.draws(), quint64(0));
        QCOMPARE(dice.face(6), first);
    }

    void cancelStopsEarly_O1()
    {
        std::atomic<bool> cancel{true};
        const BattleOdds o = exactBattleOdds({30, 0, 4, 4, false}, {30, 0, 4, 4, false}, &cancel);
        QVERIFY(o.cancelled);
        const BattleOdds folded =
            exactBattleOdds({30, 0, 4, 4, false}, {30, 0, 4, 4, false}, &cancel, OddsDetail::WithoutRounds);
        QVERIFY(folded.cancelled);
        QVERIFY(folded.total() < 1e-9);
    }

    // --- RULES S3: the break-in battle ---

    static void checkBreakInConsistent(const BattleOdds &o)
    {
        QVERIFY(!o.cancelled);
        QVERIFY(o.unaccounted < 1e-9);
        QVERIFY(std::abs(o.total() - 1.0) < 1e-9);
        QVERIFY(std::abs(sum(o.attackerLeft) - 1.0) < 1e-9);
        QVERIFY(std::abs(sum(o.defenderLeft) - 1.0) < 1e-9);
        QVERIFY(std::abs(o.attackerAnnihilated - o.attackerLeft[0]) < 1e-12);
        // The garrison is beaten only by annihilation (S3): the fortress falls or both sides are gone.
        QVERIFY(std::abs(o.defenderLeft[0] - (o.attackerWins + o.mutual)) < 1e-9);
        QVERIFY(std::abs(o.defenderAnnihilated - o.defenderLeft[0]) < 1e-9);
        QVERIFY(o.rounds.empty());
    }

    void breakInOneRoundCycleByHand_S3()
    {
        // One good besieger against one broken defender, no leaders. A round: the besieger's die eliminates the
        // defender on a 6; the broken defender's die flags the besieger's unit on a 5 or a 6 (its 6 counts as
        // a 5), which defeats him (F4). Otherwise nothing changes and the round is fought again.
        BreakInStart s;
        s.besieger = {1, 0, 0, 0, true};
        s.garrison = {0, 1, 0, 0, true};
        const BattleOdds o = exactBreakInOdds(s);
        checkBreakInConsistent(o);
        const double six = 1.0 / 6, hit = 1.0 / 3;
        const double ends = 1.0 - (1 - six) * (1 - hit);
        QVERIFY(std::abs(o.attackerWins - six * (1 - hit) / ends) < 1e-12);
        QVERIFY(std::abs(o.mutual - six * hit / ends) < 1e-12);
        QVERIFY(std::abs(o.defenderWins - (1 - six) * hit / ends) < 1e-12);
        QVERIFY(std::abs(o.attackerUnitsLeft - 1.0) < 1e-12); // a defeated besieger's unit is flagged, not lost
    }

    void breakInOddsAgreeWithSimulation_S3_data()
    {
        QTest::addColumn<SideSpec>("a");
        QTest::addColumn<SideSpec>("d");
        QTest::newRow("4 v 3, leader inside") << SideSpec{4, 0, 3, 4, false} << SideSpec{3, 0, 4, 5, false};
        QTest::newRow("5 v 4 with broken defenders, leader inside")
            << SideSpec{5, 0, 4, 3, false} << SideSpec{2, 2, 2, 6, false};
        QTest::newRow("6 v 5, no leader inside") << SideSpec{6, 1, 3, 3, false} << SideSpec{5, 0, 0, 0, true};
        QTest::newRow("3 v 6, leaderless besieger") << SideSpec{3, 0, 0, 0, true} << SideSpec{4, 2, 2, 2, false};
        QTest::newRow("8 v 8, Battle bonus to the garrison")
            << SideSpec{8, 0, 2, 4, false} << SideSpec{6, 2, 5, 4, false};
    }

    void breakInOddsAgreeWithSimulation_S3()
    {
        QFETCH(SideSpec, a);
        QFETCH(SideSpec, d);
        const int trials = 20000;
        BreakInStart start;
        start.besieger = a;
        start.garrison = d;
        const BattleOdds exact = exactBreakInOdds(start);
        checkBreakInConsistent(exact);
        const BattleOdds sim = simulateBattles(a, d, trials, 20261201, nullptr, BattleFlags{true, false});
        QCOMPARE(sim.stateVisits, trials);
        checkAgrees(exact, sim, trials, a, d);
    }

    void breakInDiffersFromTheFieldBattle_S3()
    {
        // The same armies: in the field the defender breaks when it has no good-order unit left (F4); in a
        // fortress it fights on until every unit is eliminated, so the attacker wins less often.
        const SideSpec a{6, 0, 3, 3, false};
        const SideSpec d{4, 0, 3, 4, false};
        BreakInStart start;
        start.besieger = a;
        start.garrison = d;
        const BattleOdds breakIn = exactBreakInOdds(start);
        const BattleOdds field = exactBattleOdds(a, d, nullptr, OddsDetail::WithoutRounds);
        QVERIFY(breakIn.attackerWins < field.attackerWins - 0.05);
        QVERIFY(breakIn.defenderAnnihilated > field.defenderAnnihilated);
        QVERIFY(breakIn.defenderWins > field.defenderWins); // what the attacker loses, the garrison holds
        checkBreakInConsistent(breakIn);
    }

    void breakInPendingRallyIsTheMixture_S3()
    {
        // Between rounds the rally step comes first: flagged units of both sides rally (F5) and, with a leader
        // inside, the broken defenders too (S3). The odds then are the mixture over every rally outcome.
        BreakInStart pending;
        pending.besieger = {3, 1, 4, 3, false};
        pending.besiegerFlagged = 2;
        pending.garrison = {2, 2, 3, 4, false};
        pending.garrisonFlagged = 1;
        pending.rallyPending = true;
        const BattleOdds mixed = exactBreakInOdds(pending);
        checkBreakInConsistent(mixed);
        const auto binom = [](int n, int k, double p) {
            return std::tgamma(n + 1) / (std::tgamma(k + 1) * std::tgamma(n - k + 1)) * std::pow(p, k)
                * std::pow(1 - p, n - k);
        };
        double wins = 0, left = 0;
        for (int ka = 0; ka <= 2; ++ka) {
            for (int kd = 0; kd <= 3; ++kd) { // the garrison's 2 broken and 1 flagged each roll
                BreakInStart after;
                after.besieger = {3 + ka, 1 + 2 - ka, 4, 3, false};
                after.garrison = {2 + kd, 3 - kd, 3, 4, false};
                const BattleOdds o = exactBreakInOdds(after);
                const double w = binom(2, ka, 3.0 / 6) * binom(3, kd, 4.0 / 6);
                wins += w * o.attackerWins;
                left += w * o.defenderUnitsLeft;
            }
        }
        QVERIFY(std::abs(mixed.attackerWins - wins) < 1e-9);
        QVERIFY(std::abs(mixed.defenderUnitsLeft - left) < 1e-8);
    }

    void breakInLimitsAreRefused_S3()
    {
        BreakInStart s;
        s.besieger = {MaxBreakInUnits + 1, 0, 3, 3, false};
        s.garrison = {3, 0, 3, 3, false};
        QVERIFY(checkBreakIn(s).contains(QString::number(MaxBreakInUnits)));
        QCOMPARE(exactBreakInOdds(s).total(), 0.0);
        s.besieger.good = 3;
        s.garrison = {0, 0, 3, 3, false};
        QVERIFY(checkBreakIn(s).contains(QStringLiteral("falls at once")));
        s.garrison = {-1, 2, 3, 3, false};
        QVERIFY(checkBreakIn(s).contains(QStringLiteral("negative")));
        s.garrison = {MaxBreakInUnits, 0, 3, 3, false};
        s.besieger = {MaxBreakInUnits, 0, 3, 3, false};
        QVERIFY(checkBreakIn(s).isEmpty());
    }

    void breakInLiveOddsFollowTheBattle_S3()
    {
        // A break-in battle's live odds are the S3 odds, not the field ones, and count no rounds.
        const SideSpec a{5, 0, 3, 3, false};
        const SideSpec d{3, 1, 2, 4, false};
        BreakInStart start;
        start.besieger = a;
        start.garrison = d;
        const LiveOdds live = LiveOdds::breakIn(start, 0);
        QVERIFY(live.problem().isEmpty());
        QVERIFY(live.isBreakIn());
        QVERIFY(!live.roundsAffordable());
        const BattleOdds o = live.compute(nullptr, OddsDetail::WithRounds);
        const BattleOdds direct = exactBreakInOdds(start);
        QCOMPARE(o.attackerWins, direct.attackerWins);
        QCOMPARE(o.defenderUnitsLeft, direct.defenderUnitsLeft);
    }

    void exactAgreesWithSimulation_O1_data()
    {
        QTest::addColumn<SideSpec>("a");
        QTest::addColumn<SideSpec>("d");
        QTest::newRow("10 v 8, Battle 4 v 3") << SideSpec{10, 0, 4, 4, false} << SideSpec{8, 0, 3, 3, false};
        QTest::newRow("6 v 6 leaderless attacker") << SideSpec{6, 0, 0, 0, true} << SideSpec{6, 0, 2, 5, false};
        QTest::newRow("5+2 broken v 7") << SideSpec{5, 2, 5, 2, false} << SideSpec{7, 0, 1, 6, false};
    }

    void exactAgreesWithSimulation_O1()
    {
        QFETCH(SideSpec, a);
        QFETCH(SideSpec, d);
        const int trials = 20000;
        const BattleOdds exact = exactBattleOdds(a, d);
        const BattleOdds sim = simulateBattles(a, d, trials, 20261129);
        checkAgrees(exact, sim, trials, a, d);
        for (std::size_t r = 1; r < std::min<std::size_t>(6, exact.rounds.size()); ++r)
            QVERIFY(agrees(exact.rounds[r], r < sim.rounds.size() ? sim.rounds[r] : 0.0, trials));
    }
};

QTEST_GUILESS_MAIN(TestOdds)
#include "test_odds.moc"
