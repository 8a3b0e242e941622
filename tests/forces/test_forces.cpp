#include "commands/battles/campaignbattle.h"
#include "commands/forces/forceactions.h"
#include "dice/logverifier.h"
#include "dice/luckledger.h"
#include "mapcampaign.h"
#include "odds/liveodds.h"
#include "storage/campaignstore.h"
#include "storage/storageerror.h"
#include "testcampaign.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>

using namespace castellan;

/** Forces (raise, edit, split, merge, disband) and campaign battles landing as one undoable action. */
class TestForces : public QObject
{
    Q_OBJECT

private slots:
    // Issue 12: where a force stands is its hex, a fortress or off the map. Naming one of its side's fortresses
    // puts it there (its garrison); an enemy fortress's name is refused; a force on the map keeps to its hex.
    void aForceStandsInAHexAFortressOrOffTheMap()
    {
        MapCampaign t;
        auto o = createForce(*t, QStringLiteral("Relief"), t.red, QStringLiteral("castle rock"), {2, 0, 0});
        QVERIFY2(o.ok, qPrintable(o.refusal));
        const Force relief = *t->force(o.forceId);
        QCOMPARE(relief.hex, t.castleHex);
        QCOMPARE(forceWhere(*t, relief), QStringLiteral("in Castle Rock (hex 0505)"));
        o = createForce(*t, QStringLiteral("Raiders"), t.blue, QStringLiteral("Castle Rock"), {2, 0, 0});
        QVERIFY(!o.ok);
        QVERIFY2(o.refusal.contains(QStringLiteral("RULES S1")), qPrintable(o.refusal));
        o = createForce(*t, QStringLiteral("Exiles"), t.blue, QStringLiteral("Over the Sea"), {1, 0, 0});
        QVERIFY(o.ok);
        Force exiles = *t->force(o.forceId);
        QVERIFY(!exiles.onMap());
        QCOMPARE(forceWhere(*t, exiles), QStringLiteral("off the map, at Over the Sea"));
        // On the map, the text follows the hex: editing it changes nothing of where the force stands.
        Force host = t.forceNamed(t.host);
        const RollText before = host.location;
        host.location = RollText::plain(QStringLiteral("Somewhere Else"));
        host.units = {5, 0, 0};
        QVERIFY(editForce(*t, host).ok);
        QCOMPARE(t.forceNamed(t.host).location, before);
        QCOMPARE(forceWhere(*t, t.forceNamed(t.host)),
                 QStringLiteral("hex %1").arg(hexLabel(t.forceNamed(t.host).hex)));
    }

    // Issue 13: a force's units have types for the battle board: cavalry and artillery, the rest infantry.
    void aForcesUnitsHaveTypesKeptInTheFileAndFittedToItsLosses()
    {
        TestCampaign c;
        auto o = createForce(*c, QStringLiteral("Wing"), c.blue, QStringLiteral("Ford"), {6, 0, 0}, {}, 2, 1);
        QVERIFY2(o.ok, qPrintable(o.refusal));
        const qint64 wing = o.forceId;
        QCOMPARE(c->force(wing)->infantry(), 3);
        QVERIFY(!createForce(*c, QStringLiteral("Too Many"), c.blue, {}, {2, 0, 0}, {}, 2, 1).ok);
        QVERIFY(!createForce(*c, QStringLiteral("Negative"), c.blue, {}, {2, 0, 0}, {}, -1, 0).ok);
        o = createForce(*c, QStringLiteral("Guns"), c.blue, QStringLiteral("Ford"), {2, 0, 0}, {}, 0, 2);
        QVERIFY(o.ok);
        QVERIFY(mergeForces(*c, wing, o.forceId).ok);
        QCOMPARE(c->force(wing)->artillery, 3);
        QCOMPARE(c->force(wing)->cavalry, 2);
        // Losses take the infantry first, then the artillery, then the cavalry (Reading).
        Force fewer = *c->force(wing);
        fewer.units = {4, 0, 0};
        fewer.fitComposition();
        QCOMPARE(fewer.cavalry + fewer.artillery, 4);
        QCOMPARE(fewer.cavalry, 2);
        QVERIFY(editForce(*c, fewer).ok);
        Force worn = *c->force(wing);
        worn.units = {1, 0, 0}; // the action fits what an edit leaves over
        worn.cavalry = 2;
        worn.artillery = 2;
        QVERIFY(!editForce(*c, worn).ok);
        c->undoStack()->undo();
        QCOMPARE(c->force(wing)->artillery, 3);
        // Kept in the file: the campaign reopened has them.
        c.campaign.reset();
        c.campaign = Campaign::open(c.path());
        QCOMPARE(c->force(wing)->cavalry, 2);
        QCOMPARE(c->force(wing)->artillery, 3);
        QCOMPARE(c->force(wing)->infantry(), 3);
        // A file that claims more types than units is refused when opened, and left as it was.
        c.campaign.reset();
        CampaignStore::open(c.path())->exec(QStringLiteral("UPDATE forces SET cavalry = 50"));
        bool refused = false;
        try {
            Campaign::open(c.path());
        } catch (const StorageError &e) {
            refused = e.message().contains(QStringLiteral("cavalry"));
        }
        QVERIFY(refused);
    }

    void raiseAndEditAForce()
    {
        TestCampaign c;
        const qint64 aldric = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        const auto o =
            createForce(*c, QStringLiteral("Blue Host"), c.blue, QStringLiteral("Ford"), {10, 0, 2}, {aldric});
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(c->force(o.forceId)->units, (Units{10, 0, 2}));
        QCOMPARE(c.get(aldric).forceId, o.forceId);
        QCOMPARE(c->leadersOf(o.forceId).size(), 1);

        Force edited = *c->force(o.forceId);
        edited.units.good = -1;
        QVERIFY(editForce(*c, edited).refusal.contains(QStringLiteral("negative")));
        edited.units.good = 12;
        edited.commanderId = aldric;
        QVERIFY(editForce(*c, edited).ok);
        QCOMPARE(c->force(o.forceId)->units.good, 12);
        c->undoStack()->undo();
        QCOMPARE(c->force(o.forceId)->units.good, 10);
        c->undoStack()->undo();
        QVERIFY(!c->force(o.forceId));
        QCOMPARE(c.get(aldric).forceId, qint64(0));
        c->undoStack()->redo();
        QCOMPARE(c.get(aldric).forceId, o.forceId);
    }

    void refusals()
    {
        TestCampaign c;
        const qint64 red = c.leader(QStringLiteral("Rorik"), {4, 3, 3, 3, 5, 3, 4}, c.red);
        QVERIFY(!createForce(*c, QString(), c.blue, {}, {1, 0, 0}).ok);
        QVERIFY(!createForce(*c, QStringLiteral("X"), c.blue, {}, {-3, 0, 0}).ok);
        QVERIFY(!createForce(*c, QStringLiteral("X"), c.blue, {}, {3, 0, 0}, {red}).ok); // wrong side
        QVERIFY(createForce(*c, QStringLiteral("X"), c.blue, {}, {3, 0, 0}).ok);
        QVERIFY(!createForce(*c, QStringLiteral("x"), c.blue, {}, {3, 0, 0}).ok); // name taken
    }

    void splitAndMerge()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        const qint64 b = c.leader(QStringLiteral("Berengar"), {4, 3, 3, 3, 2, 3, 4});
        const qint64 host =
            createForce(*c, QStringLiteral("Host"), c.blue, QStringLiteral("Ford"), {10, 0, 3}, {a, b}).forceId;
        QVERIFY(!splitForce(*c, host, QStringLiteral("Too big"), {11, 0, 0}, {}).ok);
        const auto split = splitForce(*c, host, QStringLiteral("Vanguard"), {4, 0, 1}, {b});
        QVERIFY2(split.ok, qPrintable(split.refusal));
        QCOMPARE(c->force(host)->units, (Units{6, 0, 2}));
        QCOMPARE(c->force(split.forceId)->units, (Units{4, 0, 1}));
        QCOMPARE(c->force(split.forceId)->location.shown(), QStringLiteral("Ford"));
        QCOMPARE(c.get(b).forceId, split.forceId);

        Force moved = *c->force(split.forceId);
        moved.location = RollText::plain(QStringLiteral("Hill"));
        editForce(*c, moved);
        QVERIFY(mergeForces(*c, host, split.forceId).refusal.contains(QStringLiteral("Hill")));
        c->undoStack()->undo();
        QVERIFY(mergeForces(*c, host, split.forceId).ok);
        QCOMPARE(c->force(host)->units, (Units{10, 0, 3}));
        QVERIFY(!c->force(split.forceId));
        QCOMPARE(c.get(b).forceId, host);
        QVERIFY(disbandForce(*c, host).ok);
        QCOMPARE(c.get(a).forceId, qint64(0));
        QCOMPARE(c->forces().size(), 0);
        c->undoStack()->undo();
        QCOMPARE(c->forces().size(), 1);
    }

    void forcesSurviveReopening()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        const qint64 id =
            createForce(*c, QStringLiteral("Host"), c.blue, QStringLiteral("Ford"), {7, 1, 2}, {a}).forceId;
        const QList<Force> before = c->forces();
        const QString path = c.path();
        c.campaign.reset();
        auto reopened = Campaign::open(path);
        QCOMPARE(reopened->forces(), before);
        QCOMPARE(reopened->leader(a)->forceId, id);
    }

    void campaignBattleLandsAsOneAction_F()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        const qint64 r = c.leader(QStringLiteral("Rorik"), {2, 3, 3, 3, 3, 3, 3}, c.red);
        const qint64 blue =
            createForce(*c, QStringLiteral("Blue Host"), c.blue, QStringLiteral("Ford"), {3, 0, 0}, {a}).forceId;
        const qint64 red =
            createForce(*c, QStringLiteral("Red Band"), c.red, QStringLiteral("Ford"), {2, 0, 0}, {r}).forceId;
        const qint64 rollsBefore = c->rolls().rollCount();
        // Round 1: Blue fires 3 + 2 bonus (Battle 5 against 3): two 6s annihilate Red; Red fires 2 dice: one 5.
        // Aftermath: Rorik (Heroics min(3, vit 2) = 2) survives on a 1 (escapes). Blue's flagged unit broke at
        // the end: Aldric's reactivation against Rally 4 rolls 3: back in good order.
        c.script({6, 6, 1, 1, 1, 5, 1, 1, 3});
        c.toMovement(); // RULES T1: field battles are fought in the movement phase
        CampaignBattle fight(*c, blue, red);
        QVERIFY(fight.refusal().isEmpty());
        QCOMPARE(oddsSideOf(fight.battle(), Role::Attacker).battle, 5);
        fight.battle().resolveToEnd();
        QCOMPARE(fight.battle().result(), BattleResult::AttackerWins);
        const auto o = fight.finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(c->force(blue)->units, (Units{3, 0, 0}));
        // Nothing is left of Red: no units, and Rorik escaped (RULES H3: to a friendly force, here none).
        QVERIFY(!c->force(red));
        QCOMPARE(c.get(r).status(), LeaderStatus::Active);
        QCOMPARE(c.get(r).forceId, 0);
        QCOMPARE(c->battles().size(), 1);
        const QJsonObject report = QJsonDocument::fromJson(c->battles().first().report.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("result")).toString(), QStringLiteral("attacker_wins"));
        QVERIFY(report.value(QStringLiteral("events")).toArray().size() >= 4);
        QVERIFY(c->history(a).last().text.shown().contains(QStringLiteral("won")));
        QCOMPARE(c->rolls().roll(rollsBefore + 1)->context,
                 QStringLiteral("battle Battle of Ford, round 1, attacker fire"));
        QCOMPARE(c->rolls().rollCount(), rollsBefore + 4);

        c->undoStack()->undo(); // the whole battle
        QCOMPARE(c->force(red)->units, (Units{2, 0, 0}));
        QCOMPARE(c->battles().size(), 0);
        QVERIFY(c->rolls().roll(rollsBefore + 1)->undone);
        c->undoStack()->redo(); // never re-rolls: the script is spent
        QVERIFY(!c->force(red));
        QCOMPARE(c->battles().size(), 1);
    }

    void avoidedBattleOffTheMapIsNotFought_F1()
    {
        TestCampaign c;
        const qint64 r = c.leader(QStringLiteral("Rorik"), {3, 3, 3, 5, 3, 3, 3}, c.red);
        const qint64 blue = createForce(*c, QStringLiteral("Blue"), c.blue, QStringLiteral("Ford"), {5, 0, 0}).forceId;
        const qint64 red =
            createForce(*c, QStringLiteral("Red"), c.red, QStringLiteral("Ford"), {3, 0, 0}, {r}).forceId;
        c.script({2});
        c.toMovement(); // RULES T1: field battles are fought in the movement phase
        CampaignBattle fight(*c, blue, red);
        QVERIFY(fight.battle().attemptAvoid());
        QVERIFY(fight.finish().ok);
        // Off the map there is no space to step to: the defender stays where it is named (the map moves it, F1).
        QCOMPARE(c->force(red)->location.shown(), QStringLiteral("Ford"));
        QCOMPARE(c->battles().first().result, QStringLiteral("avoided"));
    }

    void battleRefusals_F()
    {
        TestCampaign c;
        const qint64 b1 = createForce(*c, QStringLiteral("B1"), c.blue, {}, {3, 0, 0}).forceId;
        const qint64 b2 = createForce(*c, QStringLiteral("B2"), c.blue, {}, {3, 0, 0}).forceId;
        const qint64 broken = createForce(*c, QStringLiteral("R1"), c.red, {}, {0, 0, 3}).forceId;
        c.toMovement(); // RULES T1: field battles are fought in the movement phase
        QVERIFY(!CampaignBattle(*c, b1, b2).refusal().isEmpty());
        QVERIFY(!CampaignBattle(*c, b1, b1).refusal().isEmpty());
        QVERIFY(!CampaignBattle(*c, broken, b1).refusal().isEmpty()); // no good-order unit to attack
        QVERIFY(CampaignBattle(*c, b1, broken).refusal().isEmpty());
    }

    void theLuckLedgerCountsBattleFire_F2()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        const qint64 r = c.leader(QStringLiteral("Rorik"), {2, 3, 3, 3, 3, 3, 3}, c.red);
        const qint64 blue = createForce(*c, QStringLiteral("Blue Host"), c.blue, {}, {3, 0, 0}, {a}).forceId;
        const qint64 red = createForce(*c, QStringLiteral("Red Band"), c.red, {}, {2, 0, 0}, {r}).forceId;
        // As above: Blue's five fire dice 6 6 1 1 1, Red's two 5 1; then a survival check and a reactivation.
        c.script({6, 6, 1, 1, 1, 5, 1, 1, 3});
        c.toMovement(); // RULES T1: field battles are fought in the movement phase
        CampaignBattle fight(*c, blue, red);
        fight.battle().resolveToEnd();
        QVERIFY(fight.finish().ok);
        LuckLedger ledger = luckLedger(c->rolls());
        QCOMPARE(ledger.total.dice, 7);
        QCOMPARE(ledger.bySide.value(c.blue).dice, 5);
        QCOMPARE(ledger.bySide.value(c.blue).sixes, 2);
        QCOMPARE(ledger.bySide.value(c.red).fives, 1);
        QCOMPARE(ledger.byLeader.value(a).sixes, 2);
        QCOMPARE(ledger.bySide.value(c.blue).expected(), 5.0 / 6.0);
        // Two hits in 5 dice against 5/3 expected: (2 - 5/3) / sqrt(5 * 2/9) standard deviations.
        QVERIFY(qAbs(ledger.bySide.value(c.blue).deviation() - (2.0 - 5.0 / 3.0) / std::sqrt(10.0 / 9.0)) < 1e-12);
        // Every roll of the battle is its side's: the log filters by side.
        RollFilter redOnly;
        redOnly.sideId = c.red;
        const QList<Roll> redRolls = c->rolls().rolls(redOnly, 0, 100);
        QCOMPARE(redRolls.size(), 3); // Rorik's creation roll, Red's fire and Rorik's survival check
        // Undone battles leave the ledger.
        c->undoStack()->undo();
        ledger = luckLedger(c->rolls());
        QCOMPARE(ledger.total.dice, 0);
    }
};

QTEST_GUILESS_MAIN(TestForces)
#include "test_forces.moc"
