#include "commands/forceactions.h"
#include "commands/turnactions.h"
#include "storage/campaignstore.h"
#include "testcampaign.h"

#include <QDir>
#include <QtTest>

using namespace castellan;
using castellan::test::TestCampaign;

/** The end of a campaign turn (RULES T3) as one undoable action, with its backups. */
class TestTurn : public QObject
{
    Q_OBJECT

private slots:
    void brokenUnitsReturnAndTheTurnAdvances_T3()
    {
        TestCampaign c;
        const qint64 f = actions::createForce(*c, QStringLiteral("Host"), c.blue, {}, {5, 0, 3}).forceId;
        const auto report = actions::endTurn(*c);
        QVERIFY2(report.outcome.ok, qPrintable(report.outcome.refusal));
        QCOMPARE(report.unitsRestored, 3);
        QCOMPARE(c->force(f)->units, (battle::Units{8, 0, 0}));
        QCOMPARE(c->turn(), 2);
        c->undoStack()->undo();
        QCOMPARE(c->force(f)->units, (battle::Units{5, 0, 3}));
        QCOMPARE(c->turn(), 1);
    }

    void disabledLeadersRollForRecovery_T3_L5()
    {
        TestCampaign c;
        const qint64 idle = c.leader(QStringLiteral("Idle"), {3, 3, 3, 3, 3, 3, 3});
        const qint64 busy = c.leader(QStringLiteral("Busy"), {3, 3, 3, 3, 3, 3, 3});
        QVERIFY(actions::woundLeader(*c, idle, 3).ok); // disabled by wounds: no action of his own
        c.script({6});
        QVERIFY(actions::heroicDeed(*c, busy).ok);      // over by 3: disabled by his own deed this turn
        QCOMPARE(c.get(busy).status(), LeaderStatus::Disabled);
        c.script({6});
        const auto report = actions::endTurn(*c);
        QVERIFY(report.outcome.ok);
        QCOMPARE(report.recoveryRolls, 1); // the one who acted does not roll
        QCOMPARE(c.get(idle).vitality, 1);
        QCOMPARE(c.get(busy).status(), LeaderStatus::Disabled);
        QCOMPARE(c->store().roll(report.outcome.rolls.first().id)->leaderId, idle);
    }

    void keepsTheLastBackups_T3()
    {
        TestCampaign c;
        c->store().setMeta(QStringLiteral("backups.keep"), QStringLiteral("2"));
        QString last;
        for (int i = 0; i < 4; ++i)
            last = actions::endTurn(*c).backup;
        QVERIFY(QFile::exists(last));
        const QDir folder(actions::backupFolder(c.path()));
        QCOMPARE(folder.entryList({QStringLiteral("*.castellan")}, QDir::Files).size(), 2);
        auto copy = Campaign::open(last);
        QCOMPARE(copy->turn(), 5);
    }
};

QTEST_GUILESS_MAIN(TestTurn)
#include "test_turn.moc"
