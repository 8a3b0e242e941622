#include "storage/campaignstore.h"
#include "testcampaign.h"

#include <QtTest>

using namespace castellan;

/** Every action kept whole (issue 31): undo across closing the campaign, and the campaign at any past point. */
class TestHistory : public QObject
{
    Q_OBJECT

    static Roll lastRoll(Campaign &c) { return *c.rolls().roll(c.rolls().lastRollId()); }

private slots:
    void undoAfterReopening_takesBackYesterdaysDeed_andRedoKeepsItsFaces_D1()
    {
        TestCampaign c(11);
        const qint64 aldric = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        c.script({2}); // a heroic deed that succeeds (H1: d6 <= Heroics 3)
        QVERIFY(heroicDeed(*c, aldric).ok);
        const Leader afterDeed = c.get(aldric);
        const Roll deed = lastRoll(*c);
        const qsizetype lines = c->history(aldric).size();
        const int steps = c->undoStack()->count();
        const QString path = c.path();
        c.campaign.reset();

        auto reopened = Campaign::open(path);
        QCOMPARE(reopened->undoStack()->count(), steps);
        QCOMPARE(reopened->undoStack()->index(), steps);
        QVERIFY(reopened->undoStack()->undoText().contains(QStringLiteral("Aldric")));
        reopened->undoStack()->undo();
        QVERIFY2(reopened->lastError().isEmpty(), qPrintable(reopened->lastError()));
        QCOMPARE(reopened->leader(aldric)->rerolls, afterDeed.rerolls - 1);
        QCOMPARE(reopened->history(aldric).size(), lines - 1);
        QVERIFY(reopened->rolls().roll(deed.id)->undone); // kept in the log, marked undone (D1)
        reopened.reset();

        // Closed again with the deed undone: reopened, it is there to redo, with the same faces.
        auto again = Campaign::open(path);
        QVERIFY(again->undoStack()->canRedo());
        const qint64 rollsBefore = again->rolls().rollCount();
        again->undoStack()->redo();
        QVERIFY2(again->lastError().isEmpty(), qPrintable(again->lastError()));
        QCOMPARE(*again->leader(aldric), afterDeed);
        QCOMPARE(again->history(aldric).size(), lines);
        QCOMPARE(again->rolls().rollCount(), rollsBefore); // nothing rolled again
        const Roll redone = *again->rolls().roll(deed.id);
        QVERIFY(!redone.undone);
        QCOMPARE(redone.faces, deed.faces);
    }

    void undoAfterReopening_goesBackPastTheLeadersCreation_andANewActionEndsTheRedo()
    {
        TestCampaign c;
        const qint64 aldric = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        const qint64 bors = c.leader(QStringLiteral("Bors"), {5, 5, 5, 5, 5, 5, 5}, c.red);
        const int vitality = c.get(aldric).vitality;
        const QString path = c.path();
        c.campaign.reset();

        auto reopened = Campaign::open(path);
        reopened->undoStack()->undo(); // Bors is made no more
        QVERIFY(!reopened->leader(bors));
        QCOMPARE(reopened->leaderCount(), 1);
        QVERIFY(woundLeader(*reopened, aldric, 1).ok); // a new action: Bors's creation can no longer be redone
        QVERIFY(!reopened->undoStack()->canRedo());
        const int steps = reopened->undoStack()->count();
        reopened.reset();

        auto again = Campaign::open(path);
        QCOMPARE(again->undoStack()->count(), steps);
        QVERIFY(!again->undoStack()->canRedo());
        QVERIFY(!again->leader(bors));
        again->undoStack()->undo(); // the wound, taken in the last session by an action of this one
        QCOMPARE(again->leader(aldric)->vitality, vitality);
        again->undoStack()->undo(); // Aldric's creation
        QCOMPARE(again->leaderCount(), 0);
        again->undoStack()->redo();
        QCOMPARE(again->leaderCount(), 1);
    }

    void aReadOnlyLookHasNoUndo()
    {
        TestCampaign c;
        c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        const QString path = c.path();
        c.campaign.reset();
        QCOMPARE(Campaign::open(path, CampaignAccess::ReadOnly)->undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "test_history.moc"
