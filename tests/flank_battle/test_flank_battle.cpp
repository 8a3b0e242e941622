// Flank marches in a field battle (RULES M2, M3 with F), with scripted dice, and their exact odds (O1 with M3)
// against a seeded simulation of the engine and an independent joint recursion.

#include "battle/battle.h"
#include "odds/battlesimulator.h"
#include "odds/flankbattleodds.h"
#include "odds/liveodds.h"

#include "directodds.h"
#include "scriptedbattle.h"

#include <QtTest>

#include <map>

using namespace castellan;

namespace {

// V H D M B S R
const Ratings Chief{4, 3, 3, 3, 4, 3, 4};       // commands: the best Battle
const Ratings GoodGeneral{4, 3, 3, 5, 2, 3, 3}; // Maneuver 5: good, leadership bonus +2
const Ratings PoorGeneral{4, 3, 3, 2, 2, 3, 3}; // Maneuver 2: poor
const Ratings DefenderChief{4, 3, 3, 3, 4, 3, 4};

struct Fixture
{
    ScriptedRoller dice;
    std::unique_ptr<Battle> battle;

    explicit Fixture(const Ratings &general, int attackerUnits = 4, int defenderUnits = 4, bool coward = false)
    {
        Leader sub = battleLeader(2, general, QStringLiteral("Sir %1 of %2"));
        sub.coward = coward;
        BattleSide a = battleSide({attackerUnits, 0, 0}, {battleLeader(1, Chief, QStringLiteral("Chief")), sub}, 1);
        BattleSide d = battleSide({defenderUnits, 0, 0}, {battleLeader(3, DefenderChief, QStringLiteral("Foe"))}, 2);
        battle = std::make_unique<Battle>(QStringLiteral("Ford"), a, d, BattleFlags{}, dice.roller());
    }

    /** A round in which nobody hits: ones for every die, no flags, so no rally is rolled. */
    void quietRound()
    {
        dice.push(QList<int>(battle->normalDice(Role::Attacker), 1));
        dice.push(QList<int>(battle->normalDice(Role::Defender), 1));
        battle->fire();
        battle->endFire();
        battle->applyCasualties();
    }

    void endRound(const QList<int> &arrival)
    {
        dice.push(arrival);
        battle->rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally);
    }

    const FieldMarch &march() const { return battle->side(Role::Attacker).marches.first(); }
};

bool logSays(const Battle &b, const QString &text)
{
    for (const BattleEvent &e : b.events()) {
        if (e.text.shown().contains(text))
            return true;
    }
    return false;
}

} // namespace

class TestFlankBattle : public QObject
{
    Q_OBJECT

private slots:
    void aCommandIsNotedBeforeAnyDie_M2()
    {
        Fixture f(GoodGeneral);
        QCOMPARE(f.battle->sendMarch(Role::Attacker, 2, 2, FlankEdge::Left), QString());
        QVERIFY(f.dice.rolls().isEmpty());
        QVERIFY(logSays(*f.battle,
                        QStringLiteral("Sir %1 of %2 leads 2 units of the attacker on a flank march by the left")));
        QCOMPARE(f.battle->side(Role::Attacker).units.good, 2);
        QCOMPARE(f.battle->side(Role::Attacker).leaders.size(), 1);
        QVERIFY(f.battle->recallMarch(Role::Attacker, 2));
        QCOMPARE(f.battle->side(Role::Attacker).units.good, 4);
        QCOMPARE(f.battle->side(Role::Attacker).leaders.size(), 2);
    }

    void theLimitsAreChecked_M2()
    {
        Fixture f(GoodGeneral);
        QVERIFY(f.battle->whyCannotSendMarch(Role::Attacker, 1, 1).contains(QLatin1String("commander-in-chief")));
        QVERIFY(f.battle->whyCannotSendMarch(Role::Attacker, 2, 3).contains(QLatin1String("half")));
        QVERIFY(f.battle->whyCannotSendMarch(Role::Attacker, 3, 1).contains(QLatin1String("not with the attacker")));
        QCOMPARE(f.battle->sendMarch(Role::Attacker, 2, 2, FlankEdge::Right), QString());
        QVERIFY(f.battle->whyCannotSendMarch(Role::Attacker, 2, 1).contains(QLatin1String("already leads")));
        Fixture incompetent(Ratings{4, 3, 3, 1, 2, 3, 3});
        QVERIFY(incompetent.battle->whyCannotSendMarch(Role::Attacker, 2, 1).contains(QLatin1String("incompetent")));
        Fixture coward(GoodGeneral, 4, 4, true);
        QVERIFY(coward.battle->whyCannotSendMarch(Role::Attacker, 2, 1).contains(QLatin1String("coward")));
        Fixture late(GoodGeneral);
        late.battle->skipAvoid();
        QVERIFY(
            late.battle->whyCannotSendMarch(Role::Attacker, 2, 1).contains(QLatin1String("before the first round")));
        ScriptedRoller dice;
        Battle breakIn(QStringLiteral("Keep"),
                       battleSide({4, 0, 0}, {battleLeader(1, Chief), battleLeader(2, GoodGeneral)}, 1),
                       battleSide({2, 0, 0}, {}, 2), BattleFlags{true, false}, dice.roller());
        QVERIFY(breakIn.whyCannotSendMarch(Role::Attacker, 2, 1).contains(QLatin1String("break-in")));
    }

    void aMarchArrivesAtTheStartOfTheNextRound_M3()
    {
        Fixture f(GoodGeneral);
        f.battle->sendMarch(Role::Attacker, 2, 2, FlankEdge::Left);
        f.battle->skipAvoid();
        f.quietRound();
        f.endRound({5, 4}); // 9 + 2 + 0 = 11: not yet
        QCOMPARE(f.march().progress.state, MarchState::Marching);
        QCOMPARE(f.march().rolls.last().total, 11);
        QCOMPARE(f.battle->side(Role::Attacker).units.good, 2);
        f.quietRound();
        f.endRound({5, 4}); // 9 + 2 + 1 = 12: arrives
        QCOMPARE(f.battle->round(), 3);
        QCOMPARE(f.march().progress.state, MarchState::Arrived);
        QCOMPARE(f.march().arrivedRound, 3);
        QCOMPARE(f.battle->side(Role::Attacker).units.good, 4);
        QCOMPARE(f.battle->side(Role::Attacker).leaders.size(), 2);
        QCOMPARE(f.battle->side(Role::Attacker).commander()->id, qint64(1)); // R1: he does not outrank the chief
        const Roll &arrival = f.dice.rolls().last();
        QCOMPARE(arrival.faces, QList<int>({5, 4}));
        QVERIFY(arrival.context.contains(QLatin1String("flank march")));
        QCOMPARE(arrival.leaderId, qint64(2));
        const ArrivalRoll &second = f.march().rolls.last();
        QCOMPARE(second.bonus, 2);    // a good general
        QCOMPARE(second.modifier, 1); // his second roll
        QCOMPARE(second.total, 12);
        QVERIFY(second.arrives);
        QVERIFY(logSays(*f.battle, QStringLiteral("leadership bonus +2, modifier +1: 12")));
        QVERIFY(logSays(*f.battle, QStringLiteral("2 units join the attacker in good order")));
    }

    void doubleSixRaisesTheGeneral_M3()
    {
        Fixture f(GoodGeneral);
        f.battle->sendMarch(Role::Attacker, 2, 1, FlankEdge::Left);
        f.battle->skipAvoid();
        f.quietRound();
        f.endRound({6, 6});
        QCOMPARE(f.march().rolls.last().levelAfter, GeneralLevel::Excellent);
        QCOMPARE(f.march().progress.state, MarchState::Arrived);
        QVERIFY(logSays(*f.battle, QStringLiteral("Double 6: he rises to excellent")));
    }

    void doubleOneResetsTheModifier_M3()
    {
        Fixture f(GoodGeneral);
        f.battle->sendMarch(Role::Attacker, 2, 1, FlankEdge::Left);
        f.battle->skipAvoid();
        f.quietRound();
        f.endRound({2, 3});
        f.quietRound();
        f.endRound({1, 1});
        QCOMPARE(f.march().progress.level, GeneralLevel::Average);
        QCOMPARE(f.march().progress.modifier, 0);
        QCOMPARE(f.march().progress.state, MarchState::Marching);
        f.quietRound();
        f.endRound({5, 5}); // 10 + 1 (average) + 0: 11, not yet
        QCOMPARE(f.march().rolls.last().modifier, 0);
        QCOMPARE(f.march().rolls.last().bonus, 1);
        QCOMPARE(f.march().progress.state, MarchState::Marching);
    }

    void aPoorGeneralsDoubleOneAbortsTheMarch_M3()
    {
        Fixture f(PoorGeneral);
        f.battle->sendMarch(Role::Attacker, 2, 2, FlankEdge::Right);
        f.battle->skipAvoid();
        f.quietRound();
        f.endRound({1, 1});
        QCOMPARE(f.march().progress.state, MarchState::Aborted);
        QVERIFY(logSays(*f.battle, QStringLiteral("The march is aborted")));
        f.quietRound();
        QCOMPARE(f.dice.dice.remaining(), 0);
        const int rollsBefore = int(f.dice.rolls().size()); // an aborted march rolls no more
        f.battle->rallyOrRetreat(RoundChoice::Rally, RoundChoice::Rally);
        QCOMPARE(int(f.dice.rolls().size()), rollsBefore);
        QCOMPARE(f.battle->side(Role::Attacker).units.good, 2);
        QCOMPARE(f.battle->returningUnits(Role::Attacker), 2);
    }

    void aBattleThatEndsBeforeArrivalEndsTheMarch_M3()
    {
        Fixture f(GoodGeneral, 4, 2);
        f.battle->sendMarch(Role::Attacker, 2, 2, FlankEdge::Left);
        f.battle->skipAvoid();
        f.dice.push({6, 6}); // the attacker's 2 dice eliminate both defenders
        f.dice.push({1, 1});
        f.battle->fire();
        f.battle->endFire();
        f.battle->applyCasualties();
        QCOMPARE(f.battle->result(), BattleResult::AttackerWins);
        QCOMPARE(f.march().progress.state, MarchState::Ended);
        QVERIFY(f.march().rolls.isEmpty()); // the battle ended before the round's end: no arrival roll
        QCOMPARE(f.battle->side(Role::Attacker).units.total(), 2);
        QCOMPARE(f.battle->side(Role::Attacker).forceUnits.first().good, 4); // back to the campaign
        QCOMPARE(f.battle->returningUnits(Role::Attacker), 2);
        QVERIFY(logSays(*f.battle, QStringLiteral("go back to the campaign")));
    }

    void anAvoidedBattleEndsTheMarch_F1_M3()
    {
        ScriptedRoller dice;
        BattleSide a = battleSide({2, 0, 0}, {battleLeader(1, Chief)}, 1);
        BattleSide d = battleSide({4, 0, 0},
                                  {battleLeader(3, DefenderChief, QStringLiteral("Foe")),
                                   battleLeader(4, GoodGeneral, QStringLiteral("Scout"))},
                                  2);
        Battle b(QStringLiteral("Ford"), a, d, BattleFlags{}, dice.roller());
        QCOMPARE(b.sendMarch(Role::Defender, 4, 2, FlankEdge::Left), QString());
        dice.push({1}); // Maneuver 3: avoided
        QVERIFY(b.attemptAvoid());
        QCOMPARE(b.side(Role::Defender).marches.first().progress.state, MarchState::Ended);
        QCOMPARE(b.side(Role::Defender).forceUnits.first().good, 4);
    }

    // --- odds ---

    void flankOddsSumToOne_O1_M3_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::addColumn<int>("march");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("attackerMarches");
        QTest::newRow("2+1 v 3 poor") << 2 << 3 << 1 << int(GeneralLevel::Poor) << true;
        QTest::newRow("5+3 v 8 average") << 5 << 8 << 3 << int(GeneralLevel::Average) << true;
        QTest::newRow("6 v 4+4 excellent") << 6 << 4 << 4 << int(GeneralLevel::Excellent) << false;
        QTest::newRow("12+6 v 15 good") << 12 << 15 << 6 << int(GeneralLevel::Good) << true;
    }

    void flankOddsSumToOne_O1_M3()
    {
        QFETCH(int, attacker);
        QFETCH(int, defender);
        QFETCH(int, march);
        QFETCH(int, level);
        QFETCH(bool, attackerMarches);
        const SideSpec a{attacker, 0, 4, 4, false};
        const SideSpec d{defender, 0, 3, 3, false};
        const FlankSpec f{attackerMarches ? Role::Attacker : Role::Defender, march, GeneralLevel(level), FlankTable{}};
        const BattleOdds o = flankBattleOdds(a, d, f);
        QVERIFY(o.unaccounted < 1e-9);
        QVERIFY(qAbs(o.total() - 1.0) < 1e-9);
        double rounds = 0, left = 0;
        for (double p : o.rounds)
            rounds += p;
        for (double p : (attackerMarches ? o.attackerLeft : o.defenderLeft))
            left += p;
        QVERIFY(qAbs(rounds - 1.0) < 1e-9);
        QVERIFY(qAbs(left - 1.0) < 1e-9);
        // The march only adds: the marching side does at least as well as with the units left at home.
        const BattleOdds without = exactBattleOdds(a, d);
        QVERIFY((attackerMarches ? o.attackerWins : o.defenderWins)
                > (attackerMarches ? without.attackerWins : without.defenderWins));
    }

    void flankOddsAgreeWithTheEngine_O1_M3_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::addColumn<int>("march");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("attackerMarches");
        QTest::newRow("3+3 v 6 poor") << 3 << 6 << 3 << int(GeneralLevel::Poor) << true;
        QTest::newRow("4 v 3+2 excellent") << 4 << 3 << 2 << int(GeneralLevel::Excellent) << false;
        QTest::newRow("6+3 v 8 average") << 6 << 8 << 3 << int(GeneralLevel::Average) << true;
    }

    void flankOddsAgreeWithTheEngine_O1_M3()
    {
        QFETCH(int, attacker);
        QFETCH(int, defender);
        QFETCH(int, march);
        QFETCH(int, level);
        QFETCH(bool, attackerMarches);
        const SideSpec a{attacker, 0, 3, 4, false};
        const SideSpec d{defender, 0, 3, 3, false};
        const FlankSpec f{attackerMarches ? Role::Attacker : Role::Defender, march, GeneralLevel(level), FlankTable{}};
        const BattleOdds exact = flankBattleOdds(a, d, f);
        const int trials = 40000;
        const BattleOdds sim = simulateBattles(a, d, trials, 20261202, nullptr, {}, &f);
        for (const auto &[e, s] :
             {std::pair{exact.attackerWins, sim.attackerWins}, std::pair{exact.defenderWins, sim.defenderWins},
              std::pair{exact.attackerAnnihilated, sim.attackerAnnihilated},
              std::pair{exact.defenderAnnihilated, sim.defenderAnnihilated}}) {
            const double sd = std::sqrt(std::max(e * (1 - e), 1e-6) / trials);
            QVERIFY2(qAbs(e - s) < 5 * sd + 1e-4, qPrintable(QStringLiteral("exact %1, simulated %2").arg(e).arg(s)));
        }
        const int most = std::max(attacker + (attackerMarches ? march : 0), defender + (attackerMarches ? 0 : march));
        QVERIFY(qAbs(exact.attackerUnitsLeft - sim.attackerUnitsLeft) < 5.0 * most / std::sqrt(double(trials)));
        QVERIFY(qAbs(exact.defenderUnitsLeft - sim.defenderUnitsLeft) < 5.0 * most / std::sqrt(double(trials)));
    }

    /** The joint chain of the battle and the march, state by state, written apart from the product's odds: no use
     *  of the march's independence from the battle's dice. */
    void flankOddsMatchTheJointChain_O1_M3()
    {
        const SideSpec a{2, 0, 3, 4, false};
        const SideSpec d{4, 0, 3, 3, false};
        const int march = 2;
        const FlankTable table;
        using State = std::array<int, 7>; // ga, ba, gd, bd, level, modifier, arrived
        std::map<State, double> live{{State{2, 0, 4, 0, int(GeneralLevel::Poor), 0, 0}, 1.0}};
        double attackerWins = 0, left = 0;
        for (int round = 0; round < 400 && !live.empty(); ++round) {
            std::map<State, double> next;
            for (const auto &[s, p] : live) {
                const auto outA = DirectOdds::postRound(s[0], s[1], s[2] + bonusDice(d, a), a.rally / 6.0);
                const auto outD = DirectOdds::postRound(s[2], s[3], s[0] + bonusDice(a, d), d.rally / 6.0);
                for (const auto &oa : outA) {
                    for (const auto &od : outD) {
                        const double w = p * oa.p * od.p;
                        if (oa.good < 0 || od.good < 0) {
                            if (od.good < 0 && oa.good >= 0)
                                attackerWins += w;
                            const int returning = s[6] == 1 ? 0 : march;
                            left += w * ((oa.good < 0 ? oa.broken : oa.good + oa.broken) + returning);
                            continue;
                        }
                        if (s[6] != 0) { // arrived, or aborted (-1): no more rolls
                            next[State{oa.good, oa.broken, od.good, od.broken, s[4], s[5], s[6]}] += w;
                            continue;
                        }
                        for (int x = 1; x <= 6; ++x) {
                            for (int y = 1; y <= 6; ++y) {
                                const ArrivalRoll r = arrivalRoll(table, GeneralLevel(s[4]), s[5], x, y);
                                const int in = r.arrives ? 1 : r.aborted ? -1 : 0;
                                next[State{oa.good + (in == 1 ? march : 0), oa.broken, od.good, od.broken,
                                           int(r.levelAfter), std::min(r.modifierAfter, 40), in}] += w / 36.0;
                            }
                        }
                    }
                }
            }
            live.clear();
            for (const auto &[s, p] : next) {
                if (p > 1e-18)
                    live[s] = p;
            }
        }
        const FlankSpec f{Role::Attacker, march, GeneralLevel::Poor, table};
        const BattleOdds o = flankBattleOdds(a, d, f);
        QVERIFY2(qAbs(o.attackerWins - attackerWins) < 1e-10,
                 qPrintable(QStringLiteral("%1 v %2").arg(o.attackerWins).arg(attackerWins)));
        QVERIFY(qAbs(o.attackerUnitsLeft - left) < 1e-9);
    }

    /** Between rounds the march's roll comes first: the odds then are the mixture, over its 36 pairs of faces, of
     *  the odds at the start of the next round with the march arrived, aborted or still out. */
    void oddsBetweenRoundsRollTheMarchFirst_O1_M3()
    {
        const SideSpec a{3, 1, 4, 4, false};
        const SideSpec d{5, 0, 3, 3, false};
        const FlankTable table;
        const FlankSpec between{Role::Attacker, 3, GeneralLevel::Average, table, 2, true, true};
        const BattleOdds o = flankBattleOdds(a, d, between);
        double wins = 0;
        for (int x = 1; x <= 6; ++x) {
            for (int y = 1; y <= 6; ++y) {
                const ArrivalRoll r = arrivalRoll(table, GeneralLevel::Average, 2, x, y);
                SideSpec joined = a;
                joined.good += 3;
                const double p = r.arrives ? exactBattleOdds(joined, d).attackerWins
                    : r.aborted
                    ? exactBattleOdds(a, d).attackerWins
                    : flankBattleOdds(a, d, {Role::Attacker, 3, r.levelAfter, table, r.modifierAfter, false, true})
                          .attackerWins;
                wins += p / 36.0;
            }
        }
        QVERIFY2(qAbs(o.attackerWins - wins) < 1e-10,
                 qPrintable(QStringLiteral("%1 v %2").arg(o.attackerWins).arg(wins)));
    }

    void liveOddsCountTheMarch_O1_M3()
    {
        Fixture f(GoodGeneral, 6, 6);
        f.battle->sendMarch(Role::Attacker, 2, 3, FlankEdge::Left);
        const LiveOdds start = LiveOdds::of(*f.battle);
        QVERIFY(start.flank().has_value());
        QCOMPARE(start.flank()->units, 3);
        const BattleOdds direct =
            flankBattleOdds({3, 0, 4, 4, false}, {6, 0, 4, 4, false},
                            {Role::Attacker, 3, GeneralLevel::Good, FlankTable{}, 0, false, true});
        QVERIFY(qAbs(start.compute().attackerWins - direct.attackerWins) < 1e-12);
        f.battle->skipAvoid();
        f.quietRound();
        QVERIFY(LiveOdds::of(*f.battle).flank()->rollsFirst); // the round's rally, then the march's roll
        f.endRound({1, 2});                                   // not yet: modifier 1 next
        const LiveOdds next = LiveOdds::of(*f.battle);
        QCOMPARE(next.flank()->modifier, 1);
        QVERIFY(!next.flank()->rollsFirst);
        QVERIFY(qAbs(next.compute().total() - 1.0) < 1e-9);
    }

    void flankOddsLimits_O1_M3()
    {
        const SideSpec a{10, 0, 3, 3, false};
        const SideSpec d{10, 0, 3, 3, false};
        QVERIFY(checkFlankBattle(a, d, {Role::Attacker, 10, GeneralLevel::Good, {}}).isEmpty());
        QVERIFY(checkFlankBattle(a, d, {Role::Attacker, 11, GeneralLevel::Good, {}}).contains(QLatin1String("half")));
        QVERIFY(checkFlankBattle(a, d, {Role::Attacker, 0, GeneralLevel::Good, {}})
                    .contains(QLatin1String("at least one")));
        QVERIFY(checkFlankBattle(a, d, {Role::Attacker, 2, GeneralLevel::Incompetent, {}})
                    .contains(QLatin1String("incompetent")));
        const SideSpec big{MaxFlankOddsUnits, 0, 3, 3, false};
        QVERIFY(checkFlankBattle(big, d, {Role::Attacker, 1, GeneralLevel::Good, {}})
                    .contains(QString::number(MaxFlankOddsUnits)));
        const SideSpec leaderless{10, 0, 0, 0, true};
        QVERIFY(checkFlankBattle(leaderless, d, {Role::Attacker, 2, GeneralLevel::Good, {}})
                    .contains(QLatin1String("leaderless")));
        QCOMPARE(flankBattleOdds(leaderless, d, {Role::Attacker, 2, GeneralLevel::Good, {}}).total(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestFlankBattle)
#include "test_flank_battle.moc"
