#include "commands/battles/campaignbattle.h"
#include "commands/forces/forceactions.h"
#include "guiclicks.h"
#include "log/rolllogmodel.h"
#include "log/rolllogview.h"
#include "luck/luckledgerdialog.h"
#include "testcampaign.h"

#include <QComboBox>
#include <QTableWidget>
#include <QtTest>

using namespace castellan;

/** The luck ledger and the roll log's side filter, after one scripted battle. */
class TestGuiLuck : public QObject
{
    Q_OBJECT

    TestCampaign c;
    qint64 aldric = 0;

private slots:
    void initTestCase()
    {
        aldric = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        const qint64 rorik = c.leader(QStringLiteral("Rorik"), {2, 3, 3, 3, 3, 3, 3}, c.red);
        const qint64 blue = createForce(*c, QStringLiteral("Blue Host"), c.blue, {}, {3, 0, 0}, {aldric}).forceId;
        const qint64 red = createForce(*c, QStringLiteral("Red Band"), c.red, {}, {2, 0, 0}, {rorik}).forceId;
        // Blue fires 6 6 1 1 1 (3 units + 2 Battle bonus), Red 5 1; a survival check, a reactivation.
        c.toMovement(); // RULES T1
        c.script({6, 6, 1, 1, 1, 5, 1, 1, 3});
        CampaignBattle fight(*c, blue, red);
        fight.battle().resolveToEnd();
        QVERIFY(fight.finish().ok);
    }

    void theLedgerShowsEachSideAgainstFairDice_F2()
    {
        LuckLedgerDialog dlg(*c);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QCOMPARE(dlg.table()->rowCount(), 2);
        QCOMPARE(dlg.table()->item(0, 0)->text(), QStringLiteral("Blue"));
        QCOMPARE(dlg.table()->item(0, 1)->text(), QStringLiteral("5"));
        QCOMPARE(dlg.table()->item(0, 2)->text(), QStringLiteral("2"));
        const QList<QList<double>> bars = dlg.plotted();
        QCOMPARE(bars.at(0), (QList<double>{2, 0}));                 // 6s rolled: Blue, Red
        QCOMPARE(bars.at(1), (QList<double>{5.0 / 6.0, 2.0 / 6.0})); // 6s expected
        QCOMPARE(bars.at(2), (QList<double>{0, 1}));                 // 5s rolled
        saveShot(&dlg, QStringLiteral("luck-ledger"));
        // Issue 30: the faces' colours are not the sides' (Blue's and Red's here), which the rows stand for.
        for (const QColor &bar : dlg.seriesColours()) {
            for (const QColor &side :
                 {c->sideByName(QStringLiteral("Blue"))->color, c->sideByName(QStringLiteral("Red"))->color}) {
                const int hues = std::abs(bar.hslHue() - side.hslHue());
                QVERIFY2(bar.hslSaturation() < 40 || std::min(hues, 360 - hues) > 30, qPrintable(bar.name()));
            }
        }
        dlg.groupCombo()->setCurrentIndex(1);
        QCOMPARE(dlg.table()->rowCount(), 2);
        QCOMPARE(dlg.table()->item(0, 0)->text(), QStringLiteral("Aldric"));
    }

    // Issue 12: the leaders' view counts every die: a leaderless side's fire shows as "no leader".
    void leaderlessFireShowsAsNoLeader_F2()
    {
        TestCampaign t;
        const qint64 blue = createForce(*t, QStringLiteral("Rabble"), t.blue, {}, {2, 0, 0}).forceId;
        const qint64 red = createForce(*t, QStringLiteral("Mob"), t.red, {}, {2, 0, 0}).forceId;
        t.toMovement(); // RULES T1
        t.script({6, 6, 1, 1});
        CampaignBattle fight(*t, blue, red);
        fight.battle().resolveToEnd();
        QVERIFY(fight.finish().ok);
        LuckLedgerDialog dlg(*t);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        dlg.groupCombo()->setCurrentIndex(1);
        QCOMPARE(dlg.table()->rowCount(), 1);
        QCOMPARE(dlg.table()->item(0, 0)->text(), QStringLiteral("no leader"));
        QCOMPARE(dlg.table()->item(0, 1)->text(), QStringLiteral("4"));
    }

    void theLogFiltersBySide()
    {
        RollLogView view;
        view.setCampaign(c.campaign.get());
        const int all = view.model()->rowCount();
        QCOMPARE(view.sideCombo()->count(), 3);
        view.sideCombo()->setCurrentIndex(view.sideCombo()->findData(c.red));
        const int red = view.model()->rowCount();
        QCOMPARE(red, 3); // Rorik's creation, Red's fire, Rorik's survival check
        QVERIFY(red < all);
    }
};

QTEST_MAIN(TestGuiLuck)
#include "test_gui_luck.moc"
