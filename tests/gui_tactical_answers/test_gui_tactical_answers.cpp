// The answers the board asks of a side's owner in the middle of a roll, by clicks: where his cavalry falls back
// (RULES C9), and whether his leaders re-roll a die (RULES H2, C11).

#include "tactical/fallbackdialog.h"
#include "tactical/rerolldialog.h"
#include "tactical/tacticalbattledialog.h"
#include "tactical/tacticalboardscene.h"

#include "guiclicks.h"
#include "tacticalfield.h"
#include "tacticalrules.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGraphicsView>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <qcustomplot.h>

using namespace castellan;
using namespace castellan::tacticaltest;

namespace {

TacticalUnit unitOf(int id, int side, const char *key, const Hex &hex, std::optional<BoardLeader> leader = {})
{
    TacticalUnit u;
    u.id = id;
    u.side = side;
    u.type = type(key);
    u.figures = rules().units[u.type].figures;
    u.hex = hex;
    u.leader = std::move(leader);
    return u;
}

TacticalScenario scenarioOf(QList<TacticalUnit> units)
{
    TacticalScenario s;
    s.name = QStringLiteral("Answers");
    s.setup.sideNames[0] = QStringLiteral("Blue");
    s.setup.sideNames[1] = QStringLiteral("Red");
    s.setup.units = std::move(units);
    s.rulesetName = rules().name;
    s.rulesetHash = rules().hash;
    return s;
}

void clickBoard(TacticalBattleDialog &d, const Hex &h)
{
    QTest::mouseClick(d.view()->viewport(), Qt::LeftButton, {}, d.view()->mapFromScene(d.scene()->centreOf(h)));
}

/** Rolls and ends turns until Blue's roll lets `unitId` act; false when it never does in 20 turns. */
bool rollUntilActive(TacticalBattleDialog &d, int unitId)
{
    for (int turn = 0; turn < 40; ++turn) {
        click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
        if (d.battle().side() == 0 && d.battle().canActivate(unitId))
            return true;
        click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
    }
    return false;
}

} // namespace

class TestGuiTacticalAnswers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(TacticalBattleDialog::scenarioUnderwayFile()); }

    // Issue 30, RULES C8: after a kill the board marks the hex left empty and rings the units that may follow up
    // into it; while the cavalry may move on, the button skips only that hex.
    void theHexLeftEmptyAndWhoMayFollowUpAreMarked_C8()
    {
        Field f;
        const int cav = f.add(0, "cavalry", {3, 2});
        const int first = f.add(1, "infantry", {3, 3});
        f.add(1, "infantry", {5, 3});
        f.add(1, "infantry", {0, 6});
        f.add(1, "infantry", {6, 6});
        f.setup.units[1].figures = 1;
        TacticalBattle &b = f.start();
        f.activate({3, 6, 6}, cav);
        f.script({1, 6, 6}); // a hit: the worn infantry is eliminated
        b.attack(first, false, f.roller);
        QCOMPARE(b.phase(), TacticalPhase::FollowUp);
        TacticalBoardScene scene(b);
        scene.refresh();
        QCOMPARE(scene.markedMoves(), (QList<Hex>{{3, 3}}));
        QCOMPARE(scene.ringedUnits(), (QList<int>{cav}));
        b.followUp(cav);
        QCOMPARE(b.phase(), TacticalPhase::ExtraHex);
        scene.refresh();
        QVERIFY(scene.ringedUnits().isEmpty());
        QVERIFY(!scene.markedMoves().contains(Hex{3, 3})); // it stands there now
    }

    void theOwnerPicksWhereHisCavalryFallsBack_C9()
    {
        const int inf = 1;
        const int cav = 3;
        TacticalBattleDialog d(scenarioOf({unitOf(inf, 0, "infantry", {4, 3}), unitOf(2, 0, "infantry", {10, 1}),
                                           unitOf(cav, 1, "cavalry", {4, 4}), unitOf(4, 1, "infantry", {10, 7})}),
                               9);
        showActive(&d);
        QVERIFY(rollUntilActive(d, inf));
        clickBoard(d, d.battle().unit(inf)->hex);
        QCOMPARE(d.battle().acting(), inf);
        clickBoard(d, d.battle().unit(cav)->hex); // aims
        // Issue 30: the odds shown before the attack are both the cavalry's: if it stands, and if it falls back.
        const QString odds = child<QLabel>(&d, QStringLiteral("attackOdds"))->text();
        // No catalogue is loaded here: a count reads "3 die(s)", as English's plural forms are left to it.
        QVERIFY2(
            odds.contains(QStringLiteral("%1 die(s) (RULES C4)").arg(d.battle().diceAgainst(cav, false)))
                && odds.contains(
                    QStringLiteral("If it falls back (RULES C9): %1 die(s)").arg(d.battle().diceAgainst(cav, true))),
            qPrintable(odds));
        auto *chart = child<QCustomPlot>(&d, QStringLiteral("attackOddsChart"));
        QCOMPARE(chart->plottableCount(), 2);
        QVERIFY(chart->plottable(1)->visible());
        const auto ticker = chart->xAxis->ticker().dynamicCast<QCPAxisTickerFixed>();
        QVERIFY(ticker && ticker->tickStep() == 1.0); // hits are whole numbers: no tick at 0.5
        const QList<QList<Hex>> paths = d.battle().fallBackPaths(cav);
        QVERIFY(paths.size() > 1);
        const qsizetype oneHex =
            std::find_if(paths.cbegin(), paths.cend(), [](const QList<Hex> &p) { return p.size() == 1; })
            - paths.cbegin();
        bool asked = false;
        QTimer::singleShot(0, &d, [&] {
            auto *dialog = qobject_cast<FallbackDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            asked = true;
            auto *choices = child<QListWidget>(dialog, QStringLiteral("fallbackChoices"));
            QCOMPARE(choices->count(), 1 + paths.size()); // stand, or each path core allows
            QCOMPARE(dialog->chosen(), std::optional<QList<Hex>>(d.battle().defaultFallBack(cav)));
            choices->setCurrentRow(int(oneHex) + 1);
            QCOMPARE(dialog->chosen(), std::optional<QList<Hex>>(paths[oneHex]));
            saveShot(&d, QStringLiteral("tactical-fallback-board"));
            saveShot(dialog, QStringLiteral("tactical-fallback-dialog"));
            click(dialog->findChild<QDialogButtonBox *>()->buttons().first());
        });
        click(child<QPushButton>(&d, QStringLiteral("attackButton")));
        QVERIFY(asked);
        QVERIFY(d.battle().attacks().first().fellBack);
        QCOMPARE(d.battle().unit(cav)->hex, paths[oneHex].last()); // one hex, where he said
    }

    void theBoardOffersTheLeadersRerolls_H2_C11()
    {
        const int led = 1;
        TacticalBattleDialog d(
            scenarioOf({unitOf(led, 0, "infantry", {4, 2}, BoardLeader{0, QStringLiteral("Hale"), 3, 2}),
                        unitOf(2, 1, "infantry", {4, 6}), unitOf(3, 1, "infantry", {9, 6})}),
            3);
        showActive(&d);
        // Each offer is answered once it is up, in turn; one more than expected is kept, and fails the count.
        int offers = 0;
        QPointer<QWidget> answered;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, &d, [&] {
            auto *dialog = qobject_cast<RerollDialog *>(QApplication::activeModalWidget());
            if (!dialog || dialog == answered)
                return;
            answered = dialog;
            ++offers;
            if (offers == 1) {
                auto *dice = child<QListWidget>(dialog, QStringLiteral("rerollDice"));
                QCOMPARE(dice->count(), 2); // one die and one for Hale, the leader on the board (C3)
                QVERIFY(child<QComboBox>(dialog, QStringLiteral("rerollLeader"))->currentText().contains(u"Hale"));
                saveShot(dialog, QStringLiteral("tactical-reroll-dialog"));
                dice->setCurrentRow(1);
                click(child<QPushButton>(dialog, QStringLiteral("rerollDie")));
            } else {
                // The second offer, with the new faces: no more for Blue, and the dice kept.
                if (offers == 2) {
                    auto *noMore = child<QCheckBox>(dialog, QStringLiteral("rerollAskNoMore"));
                    QTest::mouseClick(noMore, Qt::LeftButton, {}, QPoint(8, noMore->height() / 2)); // its box
                    QVERIFY(noMore->isChecked());
                }
                click(child<QPushButton>(dialog, QStringLiteral("rerollKeep")));
            }
        });
        poll.start();
        click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
        QCOMPARE(offers, 2);
        QCOMPARE(d.battle().unit(led)->leader->rerolls, 1);
        const QJsonObject spent =
            *std::find_if(d.battle().events().cbegin(), d.battle().events().cend(), [](const QJsonObject &e) {
                return e.value(QStringLiteral("event")).toString() == u"reroll";
            });
        QCOMPARE(spent.value(QStringLiteral("leader")).toString(), QStringLiteral("Hale"));
        QCOMPARE(d.battle().journal().first().rerolls, (QList<TacticalReroll>{{0, led, 1}}));
        auto *log = child<QListWidget>(&d, QStringLiteral("tacticalLog"));
        QVERIFY(!log->findItems(QStringLiteral("Hale spends a reroll"), Qt::MatchContains).isEmpty());
        // Asked no more: Blue's next roll comes without an offer, and Hale keeps his last reroll.
        click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
        click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
        click(child<QPushButton>(&d, QStringLiteral("endTurnButton")));
        click(child<QPushButton>(&d, QStringLiteral("rollActivationButton")));
        QCOMPARE(offers, 2);
        QCOMPARE(d.battle().unit(led)->leader->rerolls, 1);
    }
};

QTEST_MAIN(TestGuiTacticalAnswers)
#include "test_gui_tactical_answers.moc"
