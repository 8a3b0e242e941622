// A battle the referee fights for the sides takes each side's choices from its standing orders (RULES T4).
#include "battle/battlereport.h"
#include "commands/battles/battledue.h"
#include "commands/battles/campaignbattle.h"
#include "orders/standingbattle.h"

#include "mapcampaign.h"

#include <QRandomGenerator>
#include <QTest>

using namespace castellan;

namespace {

/**
 * Blue's Raiders (leaderless) march south from 0802 into Red's field at 0803; Red's Reserve (1 unit) stands two
 * hexes south of the field, at 0805; Castle Rock (0505) holds Red's Garrison of 3 units.
 */
struct Clash : MapCampaign
{
    Hex north{7, 1};
    Hex field{7, 2};
    Hex south{7, 3};
    qint64 raiders = 0;
    qint64 reserve = 0;

    explicit Clash(int raiderUnits = 4, const QList<qint64> &raiderLeaders = {})
    {
        raiders = force(QStringLiteral("Raiders"), blue, north, {raiderUnits, 0, 0}, raiderLeaders);
        reserve = force(QStringLiteral("Reserve"), red, {7, 4}, {1, 0, 0});
    }

    /** Red's Ivo: Heroics 6 (a survival check below 6 escapes), Maneuver 6, Battle 1, Rally 1. */
    qint64 ivo() { return leader(QStringLiteral("Ivo"), {4, 6, 3, 6, 1, 3, 1}, red); }

    /** The Raiders move in; the battle there, with these faces to come. */
    std::unique_ptr<CampaignBattle> battle(const QList<int> &faces)
    {
        toMovement();
        must(moveForce(**this, raiders, field));
        const DueBattle due = battleDueAt(**this, field, raiders);
        if (!due.refusal.isEmpty())
            qFatal("Clash: %s", qPrintable(due.refusal));
        script(faces);
        return std::make_unique<CampaignBattle>(**this, due.attackers, due.defenders);
    }

    /** Fights it with these choices (the attacker's defaults) and lands it. */
    BattleResult fight(CampaignBattle &b, const BattleStanding &defender, const BattleStanding &attacker = {})
    {
        fightWithChoices(**this, b, attacker, defender);
        must(b.finish());
        return b.battle().result();
    }
};

BattleStanding retreating(RetreatWhen when, RetreatTo to = RetreatTo::RulesDefault)
{
    BattleStanding s;
    s.retreat = when;
    s.retreatTo = to;
    return s;
}

} // namespace

class TestStanding : public QObject
{
    Q_OBJECT

private slots:
    // RULES T4, F9: with every choice at its default, the standing orders' battle is resolveToEnd(), die for die;
    // a campaign with no orders (a file) has only defaults.
    void theDefaultChoices_areF9sDefaults_dieForDie_T4_F9()
    {
        QList<int> faces;
        QRandomGenerator random(11);
        for (int i = 0; i < 400; ++i)
            faces << random.bounded(1, 7);
        QStringList events[2];
        QList<Units> left[2];
        for (int way = 0; way < 2; ++way) {
            Clash t(5);
            const qint64 ivo = t.ivo();
            t.force(QStringLiteral("Guard"), t.red, t.field, {3, 0, 0}, {ivo});
            t.force(QStringLiteral("Militia"), t.red, t.field, {2, 0, 0});
            QCOMPARE(battleStandingOf(*t, t.red), BattleStanding{});
            auto fight = t.battle(faces);
            if (way == 0)
                fightByStandingOrders(*t, *fight);
            else
                fight->battle().resolveToEnd();
            MapCampaign::must(fight->finish());
            for (const BattleEvent &e : fight->battle().events())
                events[way] << e.text.shown();
            for (const Force &f : t->forces())
                left[way] << f.units;
        }
        QVERIFY(events[0].size() > 4);
        QCOMPARE(events[0], events[1]);
        QCOMPARE(left[0], left[1]);
    }

    // RULES F0: "each loss is assigned to one of the side's forces by the receiver": by default to the force with
    // the most units in the state the loss takes; by the standing order `last_raised`, to the force raised last.
    void theReceiverSharesItsLosses_asItsStandingOrderSays_F0()
    {
        for (const LossShareTo to : {LossShareTo::MostUnits, LossShareTo::LastRaised}) {
            Clash t;
            const qint64 first = t.force(QStringLiteral("First"), t.red, t.field, {2, 0, 0});
            const qint64 second = t.force(QStringLiteral("Second"), t.red, t.field, {2, 0, 0});
            // Round 1: two 6s on Red (no hits back); round 2: two 5s flag Red's last two units: it is defeated.
            auto fight = t.battle({6, 6, 1, 1, 1, 1, 1, 1, 5, 5, 1, 1, 1, 1});
            BattleStanding red;
            red.losses = to;
            QCOMPARE(t.fight(*fight, red), BattleResult::AttackerWins);
            if (to == LossShareTo::MostUnits) { // the tie to the first raised, then to the one with more
                QCOMPARE(t.forceNamed(first).units.total(), 1);
                QCOMPARE(t.forceNamed(second).units.total(), 1);
            } else { // the Second lost both its units and is gone; the First kept its two
                QCOMPARE(t.forceNamed(first).units.total(), 2);
                QVERIFY(!t->force(second));
            }
        }
    }

    // RULES F6: "instead of rallying, the commander may attempt a Maneuver check to retreat": never (F9's
    // default), when outnumbered (fewer units in good order and flagged than the enemy), or always.
    void theCommanderRetreats_whenHisStandingOrderSays_F6_data()
    {
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("when");
        QTest::addColumn<int>("result");
        QTest::newRow("never, outnumbered") << 3 << int(RetreatWhen::Never) << int(BattleResult::DefenderWins);
        QTest::newRow("when outnumbered, 3 to 4")
            << 3 << int(RetreatWhen::WhenOutnumbered) << int(BattleResult::AttackerWins);
        QTest::newRow("when outnumbered, 5 to 4")
            << 5 << int(RetreatWhen::WhenOutnumbered) << int(BattleResult::DefenderWins);
        QTest::newRow("always, 5 to 4") << 5 << int(RetreatWhen::Always) << int(BattleResult::AttackerWins);
    }
    void theCommanderRetreats_whenHisStandingOrderSays_F6()
    {
        QFETCH(int, units);
        QFETCH(int, when);
        QFETCH(int, result);
        Clash t;
        const qint64 ivo = t.ivo();
        const qint64 guard = t.force(QStringLiteral("Guard"), t.red, t.field, {units, 0, 0}, {ivo});
        // Round 1: a 5 flags one of Red's units. Then a 1: the retreat's Maneuver check, or the rally. Round 2:
        // Red's 6s annihilate the Raiders.
        QList<int> faces{5, 1, 1, 1};
        faces << QList<int>(units + 1, 1) << 1 << QList<int>{1, 1, 1, 1} << QList<int>(units + 1, 6) << 6;
        auto fight = t.battle(faces);
        QCOMPARE(int(t.fight(*fight, retreating(RetreatWhen(when)))), result);
        QCOMPARE(t.forceNamed(guard).hex == t.field, result == int(BattleResult::DefenderWins));
    }

    // RULES F6a, F1: the owner picks where his side goes; by default the first free space clockwise from the
    // north, by the standing order `toward_friends` the one nearest a force or fortress of his side.
    void theSideGoesWhereItsStandingOrderSays_F6a_F1()
    {
        for (const bool avoid : {false, true}) {
            for (const RetreatTo to : {RetreatTo::RulesDefault, RetreatTo::TowardFriends}) {
                Clash t;
                const qint64 ivo = t.ivo();
                const qint64 guard = t.force(QStringLiteral("Guard"), t.red, t.field, {3, 0, 0}, {ivo});
                // The avoid's Maneuver check succeeds; else round 1 misses on both sides and Ivo retreats.
                auto fight = t.battle({1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
                QCOMPARE(avoid ? fight->avoidHexes().first() : fight->retreatHexes(Role::Defender).first(), t.north);
                BattleStanding red = retreating(RetreatWhen::Always, to);
                red.avoid = avoid;
                QCOMPARE(t.fight(*fight, red), avoid ? BattleResult::Avoided : BattleResult::AttackerWins);
                QCOMPARE(t.forceNamed(guard).hex, to == RetreatTo::RulesDefault ? t.north : t.south);
            }
        }
    }

    // RULES H3: an escaped leader goes where the owner places him: by default the nearest force or fortress of his
    // side; by the standing order, the nearest fortress, or the force with the most units.
    void anEscapedLeaderGoesWhereHisSidesStandingOrderSays_H3()
    {
        const QList<std::pair<EscapeTo, QString>> places{{EscapeTo::Nearest, QStringLiteral("Reserve")},
                                                         {EscapeTo::NearestFortress, QStringLiteral("Castle Rock")},
                                                         {EscapeTo::LargestForce, QStringLiteral("Garrison")}};
        for (const auto &[to, place] : places) {
            Clash t;
            const qint64 ivo = t.ivo();
            t.force(QStringLiteral("Guard"), t.red, t.field, {1, 0, 0}, {ivo});
            // A 6 annihilates the Guard; Ivo's survival check, a 1, escapes (Heroics 6).
            auto fight = t.battle({6, 1, 1, 1, 1, 1, 1});
            BattleStanding red;
            red.escapeTo = to;
            QCOMPARE(t.fight(*fight, red), BattleResult::AttackerWins);
            QVERIFY(fight->battle().escaped().contains(ivo));
            const Leader escaped = t.get(ivo);
            const QString at = escaped.forceId ? t.forceNamed(escaped.forceId).name : escaped.location.shown();
            QCOMPARE(at, place);
        }
    }

    // RULES H2: "rerolls held are spent one at a time to re-roll one die of his own side": by the standing order
    // `misses`, each missed fire die is re-rolled while they last; by default (F9) none is.
    void theSideRerollsItsMisses_whenItsStandingOrderSays_H2()
    {
        for (const bool misses : {false, true}) {
            Clash t(4);
            const qint64 h = t.leader(QStringLiteral("Hero"), {4, 3, 3, 3, 1, 3, 3}, t.blue);
            MapCampaign::must(assignLeader(*t, h, t.raiders));
            t.force(QStringLiteral("Guard"), t.red, t.field, {1, 0, 0});
            // Round 1: Blue's five dice miss, Red's one too; the rerolls make a 6 and a 1. Without them, round 2's 6
            // ends it.
            auto fight = t.battle({1, 1, 1, 1, 1, 1, 6, 1, 6, 1, 1, 1, 1});
            fight->battle().side(Role::Attacker).leader(h)->rerolls = 2;
            BattleStanding blue;
            blue.rerollMisses = misses;
            QCOMPARE(t.fight(*fight, {}, blue), BattleResult::AttackerWins);
            QCOMPARE(fight->battle().round(), misses ? 1 : 2);
            const QList<BattleEvent> &events = fight->battle().events();
            const auto spent = std::count_if(events.cbegin(), events.cend(), [](const BattleEvent &e) {
                return e.text.shown().contains(QStringLiteral("spends a reroll"));
            });
            QCOMPARE(spent, misses ? 2 : 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestStanding)
#include "test_standing.moc"
