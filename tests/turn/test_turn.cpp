#include "commands/forces/forceactions.h"
#include "commands/turn/turnactions.h"
#include "filehash.h"
#include "tamper.h"
#include "testcampaign.h"

#include "mapcampaign.h"
#include <QDir>
#include <QFileInfo>

#include <QtTest>

using namespace castellan;

/** The end of a campaign turn (RULES T3) as one undoable action, with its backups. */
class TestTurn : public QObject
{
    Q_OBJECT

private slots:
    void brokenUnitsReturnAndTheTurnAdvances_T3()
    {
        TestCampaign c;
        const qint64 f = createForce(*c, QStringLiteral("Host"), c.blue, {}, {5, 0, 3}).forceId;
        const auto report = endTurn(*c);
        QVERIFY2(report.outcome.ok, qPrintable(report.outcome.refusal));
        QCOMPARE(report.unitsRestored, 3);
        QCOMPARE(c->force(f)->units, (Units{8, 0, 0}));
        QCOMPARE(c->turn(), 2);
        c->undoStack()->undo();
        QCOMPARE(c->force(f)->units, (Units{5, 0, 3}));
        QCOMPARE(c->turn(), 1);
    }

    void disabledLeadersRollForRecovery_T3_L5()
    {
        TestCampaign c;
        const qint64 idle = c.leader(QStringLiteral("Idle"), {3, 3, 3, 3, 3, 3, 3});
        const qint64 busy = c.leader(QStringLiteral("Busy"), {3, 3, 3, 3, 3, 3, 3});
        QVERIFY(woundLeader(*c, idle, 3).ok); // disabled by wounds: no action of his own
        c.script({6});
        QVERIFY(heroicDeed(*c, busy).ok); // over by 3: disabled by his own deed this turn
        QCOMPARE(c.get(busy).status(), LeaderStatus::Disabled);
        c.script({6});
        const auto report = endTurn(*c);
        QVERIFY(report.outcome.ok);
        QCOMPARE(report.recoveryRolls, 1); // the one who acted does not roll
        QCOMPARE(c.get(idle).vitality, 1);
        QCOMPARE(c.get(busy).status(), LeaderStatus::Disabled);
        QCOMPARE(c->rolls().roll(report.outcome.rolls.first().id)->leaderId, idle);
    }

    void keepsTheLastBackups_T3()
    {
        TestCampaign c;
        tamperWith(c.path(), QStringLiteral("INSERT INTO meta (key, value) VALUES ('backups.keep', '2')"));
        QString last;
        for (int i = 0; i < 4; ++i)
            last = endTurn(*c).backup;
        QVERIFY(QFile::exists(last));
        const QDir folder(backupFolder(c.path()));
        QCOMPARE(folder.entryList({QStringLiteral("*.castellan")}, QDir::Files).size(), 2);
        auto copy = Campaign::open(last);
        QCOMPARE(copy->turn(), 5);
    }

    // Issue 10, failure 10: a crash after the turn's commit and before its copy left the turn with none.
    void aTurnEndedWithoutItsCopyGetsItAtTheNextOpening_T3()
    {
        TestCampaign c;
        QVERIFY(endTurn(*c).outcome.ok);
        const QDir folder(backupFolder(c.path()));
        const QString base = QFileInfo(c.path()).completeBaseName();
        const QString copy = folder.filePath(base + QStringLiteral("-turn-0001.castellan"));
        QVERIFY(QFile::exists(copy));
        // What the crash left: the turn ended with its copy due, and half a copy of it.
        c.campaign.reset();
        QVERIFY(QFile::remove(copy));
        tamperWith(c.path(), QStringLiteral("UPDATE meta SET value = '1' WHERE key = 'backup.due'"));
        const QString half =
            folder.filePath(QStringLiteral(".%1.0123456789ab.castellan-part").arg(QFileInfo(copy).fileName()));
        for (const QString &leftover : {half, half + QStringLiteral("-journal"), half + QStringLiteral("-wal")})
            writeFile(leftover, "half a copy");
        // Issue 28, item 8: a file of the user's own that only looks like one of ours stays as it is.
        const QString usersOwn = copy + QStringLiteral(".new");
        writeFile(usersOwn, "the user's own");
        c.campaign = Campaign::open(c.path());
        QCOMPARE(c->setting(BackupDueKey), QString());
        QCOMPARE(c->lastBackup().path, copy);
        QCOMPARE(folder.entryList(QDir::Files | QDir::Hidden),
                 (QStringList{QFileInfo(copy).fileName(), QFileInfo(usersOwn).fileName()}));
        QFile own(usersOwn);
        QVERIFY(own.open(QIODevice::ReadOnly));
        QCOMPARE(own.readAll(), QByteArray("the user's own"));
        own.close();
        QVERIFY(QFile::remove(usersOwn));
        QCOMPARE(Campaign::open(copy, Campaign::Access::ReadOnly)->turn(), 2);
        // A read-only look leaves a due copy due: it writes nothing.
        c.campaign.reset();
        tamperWith(c.path(), QStringLiteral("UPDATE meta SET value = '1' WHERE key = 'backup.due'"));
        QVERIFY(QFile::remove(copy));
        QCOMPARE(Campaign::open(c.path(), Campaign::Access::ReadOnly)->setting(BackupDueKey), QStringLiteral("1"));
        QVERIFY(!QFile::exists(copy));
    }

    void theCopyIsNotPartOfTheUndoStep_T3()
    {
        TestCampaign c;
        QVERIFY(endTurn(*c).outcome.ok);
        c->undoStack()->undo();
        QCOMPARE(c->setting(BackupDueKey), QString());
        c->undoStack()->redo();
        QCOMPARE(c->turn(), 2);
        QCOMPARE(c->setting(BackupDueKey), QString());
        QVERIFY(QFile::exists(c->lastBackup().path));
    }

    void aTurnStartsInItsSiegePhase_T1_T2()
    {
        castellan::MapCampaign t;
        QCOMPARE(t->phase(), TurnPhase::Siege);
        const qint64 host = t.host;
        const Hex next = HexGrid::neighbour(t.forceNamed(host).hex, 0);
        const QString why = whyCannotMove(*t, host, next);
        QVERIFY2(why.contains(QStringLiteral("movement phase")), qPrintable(why));
        QVERIFY(!moveForce(*t, host, next).ok);
        QVERIFY(!forcedMarch(*t, host).ok);
        QVERIFY(beginMovement(*t).ok);
        QCOMPARE(t->phase(), TurnPhase::Movement);
        QVERIFY(moveForce(*t, host, next).ok);
        QVERIFY(!beginMovement(*t).ok);
        QVERIFY(endTurn(*t).outcome.ok);
        QCOMPARE(t->phase(), TurnPhase::Siege);
        QCOMPARE(t->turn(), 2);
        // Undo walks back through the phases too.
        t->undoStack()->undo();
        QCOMPARE(t->phase(), TurnPhase::Movement);
        QCOMPARE(t->turn(), 1);
    }

    void aSiegeWaitsForItsBreakInRoll_T1_S2()
    {
        castellan::MapCampaign t;
        t.surround();
        t.toMovement();
        QVERIFY(laySiege(*t, t.castle, t.host).ok);
        QVERIFY(endTurn(*t).outcome.ok); // laid this turn: its first roll is next turn's
        const QString why = beginMovement(*t).refusal;
        QVERIFY2(why.contains(QStringLiteral("Castle Rock")), qPrintable(why));
        QVERIFY(!endTurn(*t).outcome.ok);
        t.script({3});
        QVERIFY(BreakInRoll(*t, t->siegeOf(t.castle)->id).finish().ok);
        QVERIFY(beginMovement(*t).ok);
    }

    void movementAllowanceAndCosts_T1a()
    {
        castellan::MapCampaign t;
        t.toMovement();
        const Force host = t.forceNamed(t.host);
        QCOMPARE(movementAllowance(*t, host), 3);
        // A straight line of clear hexes costs 1 each.
        const Hex start{0, 0};
        const qint64 scouts = t.force(QStringLiteral("Scouts"), t.blue, start, {2, 0, 0});
        QVERIFY(whyCannotMove(*t, scouts, {0, 3}).isEmpty());
        QVERIFY2(whyCannotMove(*t, scouts, {0, 4}).contains(QStringLiteral("3 movement point")),
                 qPrintable(whyCannotMove(*t, scouts, {0, 4})));
        // Forest costs 2 under the campaign option: two hexes of it are more than 3.
        RuleOptions options = t->options();
        options.terrainCost[std::size_t(Terrain::Forest)] = 2;
        QVERIFY(setRuleOptions(*t, options).ok);
        QVERIFY(paintTerrain(*t, {{0, 1}, {0, 2}}, Terrain::Forest).ok);
        QCOMPARE(moveCost(*t, t.forceNamed(scouts), {0, 2}), std::optional<int>()); // 2 + 2, or 1 + 1 + 2 around
        QCOMPARE(moveCost(*t, t.forceNamed(scouts), {0, 1}), std::optional<int>(2));
        QVERIFY(moveForce(*t, scouts, {0, 1}).ok);
        QCOMPARE(movementLeft(*t, t.forceNamed(scouts)), 1);
        QVERIFY(!moveForce(*t, scouts, {0, 2}).ok); // forest again: 2 > 1
        QCOMPARE(t.forceNamed(scouts).hex, (Hex{0, 1}));
    }

    void movementOptionsAreKept_T1a()
    {
        castellan::MapCampaign t;
        RuleOptions options = t->options();
        options.forceMovement = 4;
        options.terrainCost[std::size_t(Terrain::Water)] = 0; // impassable
        QVERIFY(setRuleOptions(*t, options).ok);
        QCOMPARE(movementAllowance(*t, t.forceNamed(t.host)), 4);
        QCOMPARE(t->options().movementCost(Terrain::Water), 0);
        // A water hex cannot be entered at all: not even next door.
        t.toMovement();
        const Hex next = HexGrid::neighbour(t.forceNamed(t.host).hex, 0);
        QVERIFY(paintTerrain(*t, {next}, Terrain::Water).ok);
        QVERIFY(!moveCost(*t, t.forceNamed(t.host), next));
        // Kept in the file.
        const QString path = t.path();
        t.campaign.reset();
        t.campaign = Campaign::open(path);
        QCOMPARE(t->options().forceMovement, 4);
        QCOMPARE(t->options().terrainCost[std::size_t(Terrain::Water)], 0);
    }

    void leadersAloneMoveSixAndDisabledOnesHalf_T1a_L5()
    {
        castellan::MapCampaign t;
        const qint64 rider = t.leader(QStringLiteral("Rider"), {3, 3, 3, 3, 3, 3, 3});
        const qint64 party = t.force(QStringLiteral("Riders"), t.blue, {0, 0}, {0, 0, 0}, {rider});
        QCOMPARE(movementAllowance(*t, t.forceNamed(party)), 6);
        QVERIFY(woundLeader(*t, rider, 3).ok); // vitality 0: disabled
        QCOMPARE(movementAllowance(*t, t.forceNamed(party)), 3);
    }

    void forcedMarchAddsOneOnceATurn_T1a()
    {
        castellan::MapCampaign t;
        t.toMovement();
        t.script({4}); // Marshal Bray's Maneuver is 4: a success
        const auto o = forcedMarch(*t, t.host);
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(movementAllowance(*t, t.forceNamed(t.host)), 4);
        QVERIFY(!forcedMarch(*t, t.host).ok);
        QVERIFY(endTurn(*t).outcome.ok);
        QCOMPARE(movementAllowance(*t, t.forceNamed(t.host)), 3);
        t.toMovement();
        t.script({5});
        QVERIFY(forcedMarch(*t, t.host).ok);
        QCOMPARE(movementAllowance(*t, t.forceNamed(t.host)), 3);
    }

    void enemyForcesStopMovementAndEnemyFortressesBarIt_T1a()
    {
        castellan::MapCampaign t;
        t.toMovement();
        const qint64 raiders = t.force(QStringLiteral("Raiders"), t.blue, {0, 0}, {2, 0, 0});
        t.force(QStringLiteral("Blockers"), t.red, {0, 1}, {2, 0, 0});
        // Column 0 is blocked at 0002; going around costs more than the straight line.
        QCOMPARE(moveCost(*t, t.forceNamed(raiders), {0, 1}), std::optional<int>(1));
        QCOMPARE(enemiesAt(*t, t.blue, {0, 1}).size(), 1);
        QCOMPARE(moveCost(*t, t.forceNamed(raiders), {0, 2}), std::optional<int>(3));
        const QString why = whyCannotMove(*t, t.host, t.castleHex);
        QVERIFY2(why.contains(QStringLiteral("lay siege")), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestTurn)
#include "test_turn.moc"
