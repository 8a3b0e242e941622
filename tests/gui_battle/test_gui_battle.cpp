// GUI tests of the battle dialog and the battle reports: real widgets, offscreen, driven the way a user drives
// them (STYLE 14), with scripted dice so every unit, odds figure and log line is exact (RULES D2).

#include "battle/battledialog.h"
#include "battle/battleoddspanel.h"
#include "battle/battlereport.h"
#include "battle/battlereportsdialog.h"
#include "battle/battlesidepanel.h"
#include "battle/casualtyeditor.h"
#include "battle/flankmarchdialog.h"
#include "battle/unitmarkers.h"
#include "commands/forces/forceactions.h"
#include "guiclicks.h"
#include "mapcampaign.h"
#include "odds/flankbattleodds.h"
#include "odds/flankoddschart.h"
#include "odds/liveodds.h"
#include "odds/oddscharts.h"
#include "odds/oddsworker.h"
#include "storage/campaignstore.h"
#include "testcampaign.h"
#include "widgets/dicerow.h"
#include "widgets/diefacewidget.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>

Q_DECLARE_METATYPE(castellan::BattleOdds)

using namespace castellan;

namespace {

/** The step log as its lines of text. */
QStringList logLines(BattleDialog &dlg)
{
    QStringList lines;
    for (int i = 0; i < dlg.logRows(); ++i)
        lines << dlg.logCell(i, 1);
    return lines;
}

/** The log shows every event of the battle, in order, and nothing else. */
void checkLog(BattleDialog &dlg)
{
    const QList<BattleEvent> &events = dlg.fight()->battle().events();
    QCOMPARE(dlg.logRows(), int(events.size()));
    for (int i = 0; i < events.size(); ++i) {
        QCOMPARE(dlg.logCell(i, 1), events[i].text.shown());
        QCOMPARE(dlg.logCell(i, 2), events[i].rollId ? QStringLiteral("#%1").arg(events[i].rollId) : QString());
    }
    // Newest at the bottom, in view.
    const QScrollBar *bar = dlg.stepLog()->verticalScrollBar();
    QCOMPARE(bar->value(), bar->maximum());
}

/** The side panel shows these units. */
void checkUnits(BattleDialog &dlg, Role role, const Units &units, int eliminated)
{
    const UnitMarkers *markers = dlg.sidePanel(role)->markers();
    QCOMPARE(markers->units(), units);
    QCOMPARE(markers->eliminated(), eliminated);
    QCOMPARE(dlg.fight()->battle().side(role).units, units);
}

/** Waits for the background odds, then checks they are the expected ones, in figures too. */
void checkOdds(BattleDialog &dlg, const BattleOdds &expected)
{
    BattleOddsPanel *panel = dlg.oddsPanel();
    QTRY_VERIFY_WITH_TIMEOUT(panel->hasOdds() && !panel->isComputing(), 20000);
    const BattleOdds &shown = panel->shownOdds();
    QVERIFY(qAbs(shown.attackerWins - expected.attackerWins) < 1e-12);
    QVERIFY(qAbs(shown.defenderWins - expected.defenderWins) < 1e-12);
    QVERIFY(qAbs(shown.mutual - expected.mutual) < 1e-12);
    QVERIFY(qAbs(shown.attackerUnitsLeft - expected.attackerUnitsLeft) < 1e-9);
    QCOMPARE(panel->attackerWinsLabel()->text(), OddsCharts::percent(expected.attackerWins));
    QCOMPARE(panel->defenderWinsLabel()->text(), OddsCharts::percent(expected.defenderWins));
    QCOMPARE(panel->mutualLabel()->text(), OddsCharts::percent(expected.mutual));
    QVERIFY(!panel->statusLabel()->text().contains(QStringLiteral("computing")));
}

SideSpec spec(int good, int broken, int battleRating, int rally)
{
    SideSpec s;
    s.good = good;
    s.broken = broken;
    s.battle = battleRating;
    s.rally = rally;
    return s;
}

/** RULES F5, F9, independently of LiveOdds: the odds after a rally, mixed over the number of successes. */
BattleOdds afterRally(const SideSpec &a, int aFlagged, const SideSpec &d, int dFlagged)
{
    auto binomial = [](int n, int k, double p) {
        double c = 1;
        for (int i = 0; i < k; ++i)
            c = c * (n - i) / (i + 1);
        return c * std::pow(p, k) * std::pow(1 - p, n - k);
    };
    BattleOdds mix;
    for (int ka = 0; ka <= aFlagged; ++ka) {
        for (int kd = 0; kd <= dFlagged; ++kd) {
            const double w = binomial(aFlagged, ka, a.rally / 6.0) * binomial(dFlagged, kd, d.rally / 6.0);
            const BattleOdds o = exactBattleOdds(spec(a.good + ka, a.broken + aFlagged - ka, a.battle, a.rally),
                                                 spec(d.good + kd, d.broken + dFlagged - kd, d.battle, d.rally));
            mix.attackerWins += w * o.attackerWins;
            mix.defenderWins += w * o.defenderWins;
            mix.mutual += w * o.mutual;
            mix.attackerUnitsLeft += w * o.attackerUnitsLeft;
        }
    }
    return mix;
}

/**
 * Blue Host (Aldric B5 R4 M3, and Bera) against Red Band (Rorik B3 R3 M2) at the Ford; a Red Reserve on the
 * Hill, raised first, so the dialog must pick the force at the same place.
 */
struct Scene
{
    TestCampaign t;
    qint64 aldric = 0;
    qint64 bera = 0;
    qint64 rorik = 0;
    qint64 reserve = 0;
    qint64 blue = 0;
    qint64 red = 0;

    explicit Scene(bool redLeaderless = false, bool onMap = false)
    {
        aldric = t.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        bera = t.leader(QStringLiteral("Bera"), {3, 4, 2, 2, 2, 2, 3});
        rorik = t.leader(QStringLiteral("Rorik"), {3, 3, 3, 2, 3, 3, 3}, t.red);
        reserve = createForce(*t, QStringLiteral("Red Reserve"), t.red, QStringLiteral("Hill"), {2, 0, 0}).forceId;
        blue = createForce(*t, QStringLiteral("Blue Host"), t.blue, QStringLiteral("Ford"), {4, 0, 0}, {aldric, bera})
                   .forceId;
        red = createForce(*t, QStringLiteral("Red Band"), t.red, QStringLiteral("Ford"), {4, 0, 0},
                          redLeaderless ? QList<qint64>{} : QList<qint64>{rorik})
                  .forceId;
        if (!reserve || !blue || !red)
            qFatal("Scene: a force was refused");
        if (onMap) {
            // Both at the ford, 0303 of a 6 x 6 map; Blue came from 0302.
            for (const Outcome &o : {setMapSize(*t, 6, 6), namePlace(*t, {2, 2}, QStringLiteral("Ford")),
                                     namePlace(*t, {3, 2}, QStringLiteral("Old Mill")), placeForce(*t, red, {2, 2}),
                                     placeForce(*t, blue, {2, 1})}) {
                if (!o.ok)
                    qFatal("Scene: %s", qPrintable(o.refusal));
            }
        } else {
            t.toMovement(); // RULES T1: a field battle is fought in the movement phase
        }
    }
};

} // namespace

class TestGuiBattle : public QObject
{
    Q_OBJECT

private slots:
    void liveOddsMixRallyOutcomes_F5_F9();
    void oddsWorkerDropsStaleResults_O1();
    void wholeBattleThroughTheDialog_F();
    void resolveToTheEnd_F9();
    void avoidBattle_F1();
    void cancelBeforeTheFirstRollChangesNothing_D1();
    void closingMidBattleResolvesAndLands_D1();
    void casualtyEditorChecksTheChoice_F3();
    void reportsDialogListsExportsAndFollowsUndo();
    void aFlankMarchArrivesThroughTheDialog_M2_M3();
};

void TestGuiBattle::liveOddsMixRallyOutcomes_F5_F9()
{
    // Between rounds, 1 and 2 flagged units about to rally: the mixture of the exact odds after each rally.
    const SideSpec a = spec(3, 0, 5, 4);
    const SideSpec d = spec(1, 0, 3, 3);
    const LiveOdds live = LiveOdds::betweenRounds(a, 1, d, 2, 1);
    QVERIFY(live.problem().isEmpty());
    const BattleOdds got = live.compute();
    const BattleOdds want = afterRally(a, 1, d, 2);
    QVERIFY(qAbs(got.attackerWins - want.attackerWins) < 1e-12);
    QVERIFY(qAbs(got.defenderWins - want.defenderWins) < 1e-12);
    QVERIFY(qAbs(got.attackerUnitsLeft - want.attackerUnitsLeft) < 1e-9);
    QVERIFY(qAbs(got.total() - 1.0) < 1e-9);
    // The rounds already fought count: one round is behind us, so none ends in fewer than 2.
    QVERIFY(got.rounds.size() > 2);
    QCOMPARE(got.rounds[0], 0.0);
    QCOMPARE(got.rounds[1], 0.0);
    // A leaderless side's flagged units all break: no mixing on its side.
    SideSpec leaderless = d;
    leaderless.leaderless = true;
    const BattleOdds broken = LiveOdds::betweenRounds(a, 0, leaderless, 2, 0).compute();
    SideSpec allBroken = leaderless;
    allBroken.broken = 2;
    QVERIFY(qAbs(broken.attackerWins - exactBattleOdds(a, allBroken).attackerWins) < 1e-12);
    // A cancelled computation says so.
    std::atomic<bool> cancel{true};
    QVERIFY(live.compute(&cancel).cancelled);
}

void TestGuiBattle::oddsWorkerDropsStaleResults_O1()
{
    OddsWorker worker;
    QSignalSpy spy(&worker, &OddsWorker::finished);
    std::atomic<bool> slowStarted{false};
    // A computation that runs until it is cancelled, then one that answers at once.
    worker.start([&slowStarted](const std::atomic<bool> *cancel) {
        slowStarted = true;
        while (!cancel->load())
            QThread::msleep(1);
        BattleOdds stale;
        stale.attackerWins = 0.25;
        stale.cancelled = true;
        return stale;
    });
    QTRY_VERIFY(slowStarted.load());
    worker.start([](const std::atomic<bool> *) {
        BattleOdds fresh;
        fresh.attackerWins = 0.75;
        return fresh;
    });
    QVERIFY(worker.isBusy());
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().value<BattleOdds>().attackerWins, 0.75);
    QTRY_COMPARE(worker.runningThreads(), 0);
    QVERIFY(!worker.isBusy());
    QTest::qWait(20);
    QCOMPARE(spy.count(), 1); // the cancelled one never arrives
}

void TestGuiBattle::wholeBattleThroughTheDialog_F()
{
    Scene s;
    Campaign &c = *s.t;
    const Force blueBefore = *c.force(s.blue);
    const Force redBefore = *c.force(s.red);
    const Leader beraBefore = s.t.get(s.bera);
    const int undoBefore = c.undoStack()->count();
    // Avoid (Rorik M2): 6 fails. Bera's deed (Heroics 3 capped by vitality): 2, one wound, one reroll.
    // Round 1: Blue fires 4 + 2 bonus; Red 4. The reroll turns Blue's third die (1) into a 5.
    // Rally: Aldric's 5 fails against Rally 4; Rorik's retreat, 5 against Maneuver 2, fails.
    // Round 2: Blue 3 + 2 dice, one 6; Red 1 die, a 6. Round 3: Blue 6, 5, 1, 1; Red 2.
    // Aftermath: Aldric reactivates on a 3 (Rally 4); Rorik fails on a 4 (Rally 3).
    s.t.script({6, 2, 6, 5, 1, 2, 3, 1, 5, 1, 2, 3, 5, 5, 5, 6, 1, 2, 3, 4, 6, 6, 5, 1, 1, 2, 3, 4});
    const qint64 rollsBefore = c.rolls().rollCount();

    BattleDialog dlg(c, s.blue);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));

    // Setup: the opponent at the same place (RULES F0: Red Reserve, on the Hill, stays out), this force
    // attacking, both sides and the odds before any roll.
    auto *opponent = child<QComboBox>(&dlg, QStringLiteral("opponentCombo"));
    QCOMPARE(opponent->count(), 1);
    QCOMPARE(opponent->currentData().toLongLong(), s.red);
    QVERIFY(child<QRadioButton>(&dlg, QStringLiteral("weAttackRadio"))->isChecked());
    QCOMPARE(dlg.fight()->force(Role::Attacker).id, s.blue);
    QCOMPARE(dlg.sidePanel(Role::Defender)->findChild<QLabel *>(QStringLiteral("forceName"))->text(),
             QStringLiteral("Red Band"));
    QVERIFY(dlg.sidePanel(Role::Attacker)->leaderLabel(s.aldric)->text().contains(QStringLiteral("commander")));
    QVERIFY(!dlg.sidePanel(Role::Attacker)->leaderLabel(s.bera)->text().contains(QStringLiteral("commander")));
    QVERIFY(dlg.sidePanel(Role::Attacker)->ratingsLabel(s.aldric)->text().contains(QStringLiteral("Battle 5")));
    QVERIFY(dlg.sidePanel(Role::Attacker)->fireLabel()->text().contains(QStringLiteral("6 dice")));
    checkUnits(dlg, Role::Attacker, {4, 0, 0}, 0);
    checkOdds(dlg, exactBattleOdds(spec(4, 0, 5, 4), spec(4, 0, 3, 3)));
    // Looking at the other choices changes nothing yet.
    click(child<QRadioButton>(&dlg, QStringLiteral("theyAttackRadio")));
    QCOMPARE(dlg.fight()->force(Role::Attacker).id, s.red);
    click(child<QRadioButton>(&dlg, QStringLiteral("weAttackRadio")));
    QCOMPARE(dlg.fight()->force(Role::Attacker).id, s.blue);
    QCOMPARE(c.rolls().rollCount(), rollsBefore);
    checkOdds(dlg, exactBattleOdds(spec(4, 0, 5, 4), spec(4, 0, 3, 3)));
    saveShot(&dlg, QStringLiteral("battle-1-setup"));
    clickNamed(&dlg, QStringLiteral("beginButton"));
    QVERIFY(dlg.isStarted());

    // F1: Rorik tries to avoid battle and fails.
    clickNamed(&dlg, QStringLiteral("avoidButton"));
    QCOMPARE(dlg.fight()->battle().phase(), BattlePhase::RoundStart);
    QVERIFY(logLines(dlg).last().contains(QStringLiteral("battle is joined")));
    checkLog(dlg);

    // F7: Bera's deed; then fire.
    clickNamed(&dlg, QStringLiteral("deedButton_%1").arg(s.bera));
    QVERIFY(!button(&dlg, QStringLiteral("deedButton_%1").arg(s.bera))->isEnabled()); // one deed a round
    QCOMPARE(dlg.fight()->battle().side(Role::Attacker).leader(s.bera)->vitality, 2);
    QVERIFY(dlg.sidePanel(Role::Attacker)->ratingsLabel(s.bera)->text().contains(QStringLiteral("1 reroll")));
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("attackerRerollsReady"))->isVisible());
    checkLog(dlg);
    saveShot(&dlg, QStringLiteral("battle-1b-deeds"));
    clickNamed(&dlg, QStringLiteral("fireButton"));

    // F2: every die of both sides, 6s and 5s toned; H2: a click on a die re-rolls it.
    DiceRow *blueDice = dlg.fireDice(Role::Attacker);
    DiceRow *redDice = dlg.fireDice(Role::Defender);
    QCOMPARE(blueDice->faces(), (QList<int>{6, 5, 1, 2, 3, 1}));
    QCOMPARE(redDice->faces(), (QList<int>{5, 1, 2, 3}));
    QCOMPARE(blueDice->die(0)->tone(), DieFaceWidget::Tone::Wound);
    QCOMPARE(blueDice->die(1)->tone(), DieFaceWidget::Tone::Cancel);
    QCOMPARE(blueDice->die(2)->tone(), DieFaceWidget::Tone::Plain);
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("rerollHint"))->isVisible());
    saveShot(&dlg, QStringLiteral("battle-2-fire"));
    QTest::mouseClick(redDice->die(0), Qt::LeftButton); // Red holds no reroll: nothing happens
    QCOMPARE(redDice->faces(), (QList<int>{5, 1, 2, 3}));
    QTest::mouseClick(blueDice->die(2), Qt::LeftButton);
    QCOMPARE(blueDice->faces(), (QList<int>{6, 5, 5, 2, 3, 1}));
    QVERIFY(blueDice->die(2)->isSelected());
    QCOMPARE(blueDice->die(2)->tone(), DieFaceWidget::Tone::Cancel);
    QCOMPARE(dlg.fight()->battle().rerollsAvailable(Role::Attacker), 0);
    QVERIFY(!child<QLabel>(&dlg, QStringLiteral("rerollHint"))->isVisible());
    QVERIFY(logLines(dlg).last().contains(QStringLiteral("a 1 becomes a 5")));
    checkLog(dlg);
    // During the fire the odds already know this round's hits (default choice): Red 1 good, 2 flagged.
    checkOdds(dlg, afterRally(spec(3, 0, 5, 4), 1, spec(1, 0, 3, 3), 2));
    clickNamed(&dlg, QStringLiteral("takeCasualtiesButton"));

    // F3: the default choice, pre-filled; nothing else to choose for good-order armies.
    CasualtyEditor *redTakes = dlg.casualtyEditor(Role::Defender);
    CasualtyEditor *blueTakes = dlg.casualtyEditor(Role::Attacker);
    QCOMPARE(redTakes->casualties(), (Casualties{0, 0, 1, 2}));
    QCOMPARE(blueTakes->casualties(), (Casualties{0, 0, 0, 1}));
    QVERIFY(redTakes->problem().isEmpty());
    QCOMPARE(redTakes->dice()->faces(), (QList<int>{6, 5, 5, 2, 3, 1}));
    clickNamed(&dlg, QStringLiteral("applyHitsButton"));
    checkUnits(dlg, Role::Attacker, {3, 1, 0}, 0);
    checkUnits(dlg, Role::Defender, {1, 2, 0}, 1);
    QVERIFY(dlg.sidePanel(Role::Defender)->countsLabel()->text().contains(QStringLiteral("2 flagged")));
    checkLog(dlg);

    // F5/F6: between rounds the odds count the flagged units as they may rally.
    QCOMPARE(dlg.fight()->battle().phase(), BattlePhase::RallyOrRetreat);
    checkOdds(dlg, afterRally(spec(3, 0, 5, 4), 1, spec(1, 0, 3, 3), 2));
    auto *redRetreat = child<QRadioButton>(&dlg, QStringLiteral("defenderRetreat"));
    QVERIFY(redRetreat->isEnabled());
    QVERIFY(child<QRadioButton>(&dlg, QStringLiteral("attackerRally"))->isChecked());
    saveShot(&dlg, QStringLiteral("battle-3-rally"));
    click(redRetreat);
    QVERIFY(redRetreat->isChecked());
    clickNamed(&dlg, QStringLiteral("nextRoundButton"));
    QVERIFY(logLines(dlg).last().contains(QStringLiteral("the retreat fails")));
    checkUnits(dlg, Role::Attacker, {3, 0, 1}, 0);
    checkUnits(dlg, Role::Defender, {1, 0, 2}, 1);
    QCOMPARE(dlg.fight()->battle().round(), 2);
    checkLog(dlg);
    checkOdds(dlg, exactBattleOdds(spec(3, 1, 5, 4), spec(1, 2, 3, 3)));

    // Round 2: one 6 each way. Blue chooses to lose a good-order unit and keep its broken one.
    QVERIFY(button(&dlg, QStringLiteral("deedButton_%1").arg(s.bera))->isEnabled()); // a new round
    clickNamed(&dlg, QStringLiteral("fireButton"));
    QCOMPARE(blueDice->faces(), (QList<int>{6, 1, 2, 3, 4}));
    QCOMPARE(redDice->faces(), (QList<int>{6}));
    QVERIFY(!child<QLabel>(&dlg, QStringLiteral("rerollHint"))->isVisible());
    clickNamed(&dlg, QStringLiteral("takeCasualtiesButton"));
    QCOMPARE(blueTakes->casualties(), (Casualties{1, 0, 0, 0}));
    QVERIFY(blueTakes->goodSpin()->isEnabled());
    saveShot(&dlg, QStringLiteral("battle-4-casualties-default"));
    // One more unit than the 6s allow: refused, with the reason, and Apply is off.
    blueTakes->goodSpin()->setFocus();
    QTest::keyClick(blueTakes->goodSpin(), Qt::Key_Up);
    QCOMPARE(blueTakes->goodSpin()->value(), 1);
    QVERIFY(!blueTakes->problem().isEmpty());
    QVERIFY(blueTakes->problemLabel()->isVisible());
    QVERIFY(blueTakes->problemLabel()->text().contains(QStringLiteral("1 must be eliminated")));
    QVERIFY(!button(&dlg, QStringLiteral("applyHitsButton"))->isEnabled());
    saveShot(&dlg, QStringLiteral("battle-5-casualties-invalid"));
    blueTakes->brokenSpin()->setFocus();
    QTest::keyClick(blueTakes->brokenSpin(), Qt::Key_Down);
    QVERIFY(blueTakes->problem().isEmpty());
    QVERIFY(!blueTakes->problemLabel()->isVisible());
    QCOMPARE(dlg.fight()->battle().casualties(Role::Attacker), (Casualties{0, 0, 1, 0}));
    QVERIFY(blueTakes->resultLabel()->text().contains(QStringLiteral("your choice")));
    saveShot(&dlg, QStringLiteral("battle-6-casualties-chosen"));
    clickNamed(&dlg, QStringLiteral("applyHitsButton"));
    checkUnits(dlg, Role::Attacker, {2, 0, 1}, 1);
    checkUnits(dlg, Role::Defender, {1, 0, 1}, 2);
    checkOdds(dlg, exactBattleOdds(spec(2, 1, 5, 4), spec(1, 1, 3, 3)));
    clickNamed(&dlg, QStringLiteral("nextRoundButton")); // nothing flagged: no roll
    QCOMPARE(dlg.fight()->battle().round(), 3);

    // Round 3: Red's last good unit is flagged: the attacker wins (F4).
    clickNamed(&dlg, QStringLiteral("fireButton"));
    clickNamed(&dlg, QStringLiteral("takeCasualtiesButton"));
    QCOMPARE(redTakes->casualties(), (Casualties{1, 0, 0, 1}));
    clickNamed(&dlg, QStringLiteral("applyHitsButton"));
    QCOMPARE(dlg.fight()->battle().phase(), BattlePhase::Aftermath);
    QCOMPARE(dlg.fight()->battle().result(), BattleResult::AttackerWins);
    checkUnits(dlg, Role::Defender, {0, 0, 1}, 3);
    checkOdds(dlg, [] {
        BattleOdds certain;
        certain.attackerWins = 1;
        certain.attackerUnitsLeft = 3;
        return certain;
    }());
    QVERIFY(button(&dlg, QStringLiteral("resolveButton"))->isEnabled());
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("aftermathText"))->text().contains(QStringLiteral("reactivate")));
    saveShot(&dlg, QStringLiteral("battle-7-aftermath"));

    // F8: reactivation; then Finish.
    clickNamed(&dlg, QStringLiteral("aftermathButton"));
    QCOMPARE(dlg.fight()->battle().phase(), BattlePhase::Over);
    checkUnits(dlg, Role::Attacker, {3, 0, 0}, 1);
    checkUnits(dlg, Role::Defender, {0, 0, 1}, 3);
    const QString over = child<QLabel>(&dlg, QStringLiteral("overText"))->text();
    QVERIFY(over.contains(QStringLiteral("Blue Host wins")));
    QVERIFY(over.contains(QStringLiteral("reactivates 1 of 1")));
    QVERIFY(!child<QWidget>(&dlg, QStringLiteral("defenderWayCombo"))->isVisible()); // off the map: nobody moves
    QVERIFY(!button(&dlg, QStringLiteral("resolveButton"))->isEnabled());
    checkLog(dlg);
    saveShot(&dlg, QStringLiteral("battle-8-over"));
    const qint64 rollsAfterBattle = c.rolls().rollCount();
    QCOMPARE(rollsAfterBattle, rollsBefore + 13);
    QCOMPARE(c.battles().size(), 0); // nothing lands before Finish
    clickNamed(&dlg, QStringLiteral("finishButton"));
    QVERIFY(dlg.isFinished());
    QVERIFY(dlg.outcome().ok);
    QCOMPARE(dlg.result(), int(QDialog::Accepted));

    // The campaign has the result: units, losses, wounds, rerolls lapsed, and the report.
    QCOMPARE(c.force(s.blue)->units, (Units{3, 0, 0}));
    QCOMPARE(c.force(s.blue)->lost, 1);
    QCOMPARE(c.force(s.red)->units, (Units{0, 0, 1}));
    QCOMPARE(c.force(s.red)->lost, 3);
    QCOMPARE(s.t.get(s.bera).vitality, 2);
    QCOMPARE(s.t.get(s.bera).rerolls, 0);
    QCOMPARE(c.force(s.reserve)->units, (Units{2, 0, 0}));
    QCOMPARE(c.undoStack()->count(), undoBefore + 1);
    const QList<BattleRecord> battles = c.battles();
    QCOMPARE(battles.size(), 1);
    QCOMPARE(battles.first().name.shown(), QStringLiteral("Battle of Ford"));
    QCOMPARE(battles.first().result, QStringLiteral("attacker_wins"));
    const QJsonObject report = QJsonDocument::fromJson(battles.first().report.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("rounds")).toInt(), 3);
    QCOMPARE(report.value(QStringLiteral("events")).toArray().size(), dlg.logRows());
    QVERIFY(s.t.get(s.rorik).forceId == s.red);

    // Undo: the forces exactly as before. Redo: the result again, without a new roll (RULES D1).
    c.undoStack()->undo();
    QCOMPARE(*c.force(s.blue), blueBefore);
    QCOMPARE(*c.force(s.red), redBefore);
    QCOMPARE(s.t.get(s.bera), beraBefore);
    QCOMPARE(c.battles().size(), 0);
    c.undoStack()->redo();
    QCOMPARE(c.force(s.blue)->units, (Units{3, 0, 0}));
    QCOMPARE(c.force(s.red)->units, (Units{0, 0, 1}));
    QCOMPARE(c.force(s.red)->lost, 3);
    QCOMPARE(c.battles().size(), 1);
    QCOMPARE(c.rolls().rollCount(), rollsAfterBattle);
}

void TestGuiBattle::resolveToTheEnd_F9()
{
    Scene s;
    Campaign &c = *s.t;
    // Round 1: Blue six dice, three 6s and a 5; Red four dice, a 5: Red 0 good -> the attacker wins.
    // Aftermath: Blue's flagged unit broke at the end; Aldric reactivates it on a 1. Red's (1 flagged -> broken)
    // fails on a 6.
    s.t.script({6, 6, 6, 5, 1, 1, 5, 1, 1, 1, 1, 6});
    BattleDialog dlg(c, s.blue);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));
    QVERIFY(!button(&dlg, QStringLiteral("resolveButton"))->isEnabled()); // not before the battle begins
    clickNamed(&dlg, QStringLiteral("beginButton"));
    clickNamed(&dlg, QStringLiteral("resolveButton"));
    QCOMPARE(dlg.fight()->battle().phase(), BattlePhase::Over);
    QCOMPARE(dlg.fight()->battle().result(), BattleResult::AttackerWins);
    checkLog(dlg);
    const QString over = child<QLabel>(&dlg, QStringLiteral("overText"))->text();
    QVERIFY(over.contains(QStringLiteral("reactivates 1 of 1")));
    QVERIFY(over.contains(QStringLiteral("reactivates 0 of 1")));
    QVERIFY(!over.contains(QStringLiteral("fires")));
    checkUnits(dlg, Role::Attacker, {4, 0, 0}, 0);
    checkUnits(dlg, Role::Defender, {0, 0, 1}, 3);
    saveShot(&dlg, QStringLiteral("battle-9-resolved"));
    clickNamed(&dlg, QStringLiteral("finishButton"));
    QVERIFY(dlg.isFinished());
    QCOMPARE(c.battles().size(), 1);
    QCOMPARE(c.force(s.red)->units, (Units{0, 0, 1}));
    QCOMPARE(c.force(s.red)->lost, 3);
}

void TestGuiBattle::aFlankMarchArrivesThroughTheDialog_M2_M3()
{
    Scene s;
    Campaign &c = *s.t;
    // Round 1: Blue's 2 good units + Aldric's bonus 2 roll four 1s, Red's four 1s; Bera's arrival roll is a
    // double 6 (poor: he rises to average and comes in). Round 2: Blue's 4 + 2 dice, four 6s: Red is gone.
    // Rorik's survival check, a 1 against Heroics 3: he escapes to the Reserve.
    s.t.script({1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1});
    const qsizetype beraBefore = c.history(s.bera).size();
    BattleDialog dlg(c, s.blue);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));
    clickNamed(&dlg, QStringLiteral("beginButton"));
    bool checked = false;
    QTimer::singleShot(0, &dlg, [&] {
        auto *f = qobject_cast<FlankMarchDialog *>(QApplication::activeModalWidget());
        QVERIFY(f);
        auto *general = child<QComboBox>(f, QStringLiteral("flankGeneral"));
        auto *model = qobject_cast<QStandardItemModel *>(general->model());
        const int aldric = general->findData(s.aldric);
        QVERIFY(!model->item(aldric)->isEnabled()); // RULES M2: the commander-in-chief stays
        QVERIFY(model->item(aldric)->toolTip().contains(QStringLiteral("commander-in-chief")));
        QCOMPARE(general->currentData().toLongLong(), s.bera);
        auto *units = child<QSpinBox>(f, QStringLiteral("flankUnits"));
        QCOMPARE(units->maximum(), 2); // half of four
        units->setValue(2);
        QVERIFY(f->refusal().isEmpty());
        QVERIFY(f->chart()->caption().contains(QStringLiteral("poor")));
        QCOMPARE(f->chart()->plottedArrival().first(), 100.0 / 36.0);
        QTRY_VERIFY_WITH_TIMEOUT(!f->isComputing(), 20000);
        QVERIFY2(f->oddsText().contains(QStringLiteral("With this march the attacker wins")),
                 qPrintable(f->oddsText()));
        saveShot(f, QStringLiteral("flank-march-dialog"));
        clickNamed(f, QStringLiteral("flankSend"));
        QCOMPARE(dlg.fight()->battle().side(Role::Attacker).marches.size(), 1);
        QVERIFY(!model->item(general->findData(s.aldric))->isEnabled());
        checked = true;
        f->reject();
    });
    const qint64 rollsBeforeMarch = c.rolls().rollCount();
    clickNamed(&dlg, QStringLiteral("flankButton"));
    QVERIFY(checked);
    QCOMPARE(c.rolls().rollCount(), rollsBeforeMarch);  // sending a march rolls nothing
    QCOMPARE(dlg.fight()->battle().events().size(), 1); // noted in the battle's log before any die
    const QString marches = child<QLabel>(&dlg, QStringLiteral("marchesText"))->text();
    QVERIFY2(marches.contains(QStringLiteral("Bera with 2 unit")) && marches.contains(QStringLiteral("by the left")),
             qPrintable(marches));
    checkUnits(dlg, Role::Attacker, {2, 0, 0}, 0);
    checkOdds(dlg,
              flankBattleOdds(spec(2, 0, 5, 4), spec(4, 0, 3, 3),
                              {Role::Attacker, 2, GeneralLevel::Poor, FlankTable{}, 0, false, true}));
    checkLog(dlg);
    clickNamed(&dlg, QStringLiteral("joinButton"));
    clickNamed(&dlg, QStringLiteral("fireButton"));
    clickNamed(&dlg, QStringLiteral("takeCasualtiesButton"));
    clickNamed(&dlg, QStringLiteral("applyHitsButton"));
    clickNamed(&dlg, QStringLiteral("nextRoundButton"));
    QCOMPARE(dlg.fight()->battle().round(), 2);
    checkUnits(dlg, Role::Attacker, {4, 0, 0}, 0); // RULES M4: they join in good order
    QVERIFY(logLines(dlg).last().contains(QStringLiteral("Bera's flank march arrives by the left")));
    checkLog(dlg);
    saveShot(&dlg, QStringLiteral("battle-flank-arrived"));
    clickNamed(&dlg, QStringLiteral("resolveButton"));
    QCOMPARE(dlg.fight()->battle().result(), BattleResult::AttackerWins);
    clickNamed(&dlg, QStringLiteral("finishButton"));
    QVERIFY(dlg.isFinished());
    QCOMPARE(c.force(s.blue)->units, (Units{4, 0, 0}));
    const QList<HistoryEntry> bera = c.history(s.bera);
    QVERIFY(std::any_of(bera.cbegin(), bera.cend(), [](const HistoryEntry &h) {
        // RULES M3: for the rest of that battle only; his campaign level stays what his Maneuver 2 gives.
        return h.text.shown().contains(QStringLiteral("his level as a general is average for this battle"))
            && h.text.shown().contains(QStringLiteral("in the campaign it stays poor"));
    }));
    QVERIFY(bera.last().text.shown().contains(QStringLiteral("arrived at the start of round 2")));
    const qint64 rolls = c.rolls().rollCount();
    c.undoStack()->undo();
    QCOMPARE(c.force(s.blue)->units, (Units{4, 0, 0}));
    QCOMPARE(c.history(s.bera).size(), beraBefore);
    // RULES D1: undone, the arrival roll stays in the log, marked undone; redone, nothing is rolled again.
    bool arrivalUndone = false;
    for (qint64 id = 1; id <= rolls; ++id) {
        const auto r = c.rolls().roll(id);
        arrivalUndone = arrivalUndone || (r->context.contains(QStringLiteral("flank march")) && r->undone);
    }
    QVERIFY(arrivalUndone);
    c.undoStack()->redo();
    QCOMPARE(c.rolls().rollCount(), rolls);
    QCOMPARE(c.history(s.bera).last().text, bera.last().text);
}

void TestGuiBattle::avoidBattle_F1()
{
    Scene s(false, true);
    Campaign &c = *s.t;
    MapCampaign::must(beginMovement(c));
    MapCampaign::must(moveForce(c, s.blue, {2, 2})); // Blue marches into the ford: the battle is due
    s.t.script({1});                                 // Rorik's Maneuver 2: a 1 succeeds
    // Launched from the defender this time: the opponent attacks.
    BattleDialog dlg(c, s.red);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));
    auto *opponent = child<QComboBox>(&dlg, QStringLiteral("opponentCombo"));
    QCOMPARE(opponent->count(), 1);
    QCOMPARE(opponent->currentData().toLongLong(), s.blue);
    click(child<QRadioButton>(&dlg, QStringLiteral("theyAttackRadio")));
    QCOMPARE(dlg.fight()->force(Role::Defender).id, s.red);
    clickNamed(&dlg, QStringLiteral("beginButton"));
    QVERIFY(button(&dlg, QStringLiteral("joinButton"))->isDefault());
    // RULES F1: the spaces around the ford, picked from a list, never typed: every neighbour is free.
    auto *ways = child<QComboBox>(&dlg, QStringLiteral("avoidWayCombo"));
    QCOMPARE(ways->count(), 6);
    const int mill = ways->findText(QStringLiteral("0403 · Old Mill"));
    QVERIFY(mill >= 0);
    ways->setCurrentIndex(mill);
    clickNamed(&dlg, QStringLiteral("avoidButton"));
    QCOMPARE(dlg.fight()->battle().result(), BattleResult::Avoided);
    auto *place = child<QComboBox>(&dlg, QStringLiteral("defenderWayCombo"));
    QVERIFY(place->isVisible());
    QCOMPARE(place->currentText(), QStringLiteral("0403 · Old Mill"));
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("overText"))->text().contains(QStringLiteral("avoids battle")));
    QVERIFY(dlg.oddsPanel()->detailsLabel()->text().contains(QStringLiteral("avoided")));
    QVERIFY(!dlg.oddsPanel()->charts()->isVisible()); // issue 30, item 26: no empty axes, the reason instead
    checkLog(dlg);
    saveShot(&dlg, QStringLiteral("battle-10-avoided"));
    clickNamed(&dlg, QStringLiteral("finishButton"));
    QVERIFY(dlg.isFinished());
    QCOMPARE(c.force(s.red)->hex, (Hex{3, 2}));
    QCOMPARE(c.force(s.red)->location.shown(), QStringLiteral("Old Mill"));
    QCOMPARE(c.force(s.red)->units, (Units{4, 0, 0}));
    QCOMPARE(c.battles().size(), 1);
    QCOMPARE(c.battles().first().result, QStringLiteral("avoided"));
}

void TestGuiBattle::cancelBeforeTheFirstRollChangesNothing_D1()
{
    Scene s;
    Campaign &c = *s.t;
    const qint64 rolls = c.rolls().rollCount();
    const int undo = c.undoStack()->count();
    {
        BattleDialog dlg(c, s.blue);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        clickNamed(&dlg, QStringLiteral("beginButton"));
        clickNamed(&dlg, QStringLiteral("joinButton")); // no roll yet
        QCOMPARE(button(&dlg, QStringLiteral("closeButton"))->text(), QStringLiteral("Cancel"));
        clickNamed(&dlg, QStringLiteral("closeButton")); // no question: nothing was rolled
        QVERIFY(!dlg.isVisible());
        QCOMPARE(dlg.result(), int(QDialog::Rejected));
    }
    QCOMPARE(c.rolls().rollCount(), rolls);
    QCOMPARE(c.undoStack()->count(), undo);
    QCOMPARE(c.battles().size(), 0);
    QCOMPARE(c.force(s.blue)->units, (Units{4, 0, 0}));

    // A force with no enemy: the dialog says why and offers nothing to roll.
    TestCampaign lonely;
    const qint64 only = createForce(*lonely, QStringLiteral("Alone"), lonely.blue, {}, {2, 0, 0}).forceId;
    lonely.toMovement();
    BattleDialog dlg(*lonely, only);
    auto *problem = child<QLabel>(&dlg, QStringLiteral("setupProblem"));
    QVERIFY2(problem->text().contains(QStringLiteral("No enemy stands")), qPrintable(problem->text()));
    QVERIFY(!button(&dlg, QStringLiteral("beginButton"))->isEnabled());
    QVERIFY(!dlg.fight());
}

void TestGuiBattle::closingMidBattleResolvesAndLands_D1()
{
    Scene s(true); // Red Band is leaderless: it may neither avoid nor retreat
    Campaign &c = *s.t;
    // Round 1: Blue fires 4 + 5 bonus (no enemy commander): a 5 only; Red fires 4: nothing. Red 3 good, 1 flagged.
    // Then, closing: Blue rallies nothing; Red's flagged unit breaks (leaderless). Round 2 by default: Blue nine
    // dice, four 6s; Red three dice, nothing: Red annihilated. Aftermath: no leaders to check; Blue has no broken.
    s.t.script({5,
                1,
                1,
                1,
                1,
                1,
                1,
                1,
                1,
                /* Red */ 1,
                1,
                1,
                1,
                /* round 2 */ 6,
                6,
                6,
                6,
                1,
                1,
                1,
                1,
                1,
                1,
                1,
                1});
    BattleDialog dlg(c, s.blue);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));
    clickNamed(&dlg, QStringLiteral("beginButton"));
    QVERIFY(!button(&dlg, QStringLiteral("avoidButton"))->isEnabled());
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("avoidText"))->text().contains(QStringLiteral("no able leader")));
    QVERIFY(dlg.sidePanel(Role::Defender)->findChild<QLabel *>(QStringLiteral("leaderless")));
    clickNamed(&dlg, QStringLiteral("joinButton"));
    clickNamed(&dlg, QStringLiteral("fireButton"));
    QCOMPARE(dlg.fireDice(Role::Attacker)->count(), 9);
    clickNamed(&dlg, QStringLiteral("takeCasualtiesButton"));
    clickNamed(&dlg, QStringLiteral("applyHitsButton"));
    QCOMPARE(dlg.fight()->battle().phase(), BattlePhase::RallyOrRetreat);
    // RULES F6: a leaderless side may not try to retreat, and the dialog says why.
    QVERIFY(!child<QRadioButton>(&dlg, QStringLiteral("defenderRetreat"))->isEnabled());
    QVERIFY(child<QLabel>(&dlg, QStringLiteral("defenderRetreatWhy"))->text().contains(QStringLiteral("F6")));
    QVERIFY(child<QRadioButton>(&dlg, QStringLiteral("attackerRetreat"))->isEnabled());
    QCOMPARE(button(&dlg, QStringLiteral("closeButton"))->text(), QStringLiteral("&Close"));

    // First the user keeps the battle open; then agrees to resolve and record it.
    bool asked = false;
    auto answer = [&asked](QMessageBox::StandardButton choice) {
        answerNextMessageBox(choice, &asked, {QStringLiteral("RULES D1"), QStringLiteral("default choices")});
    };
    answer(QMessageBox::Cancel);
    dlg.reject();
    QVERIFY(asked);
    QVERIFY(dlg.isVisible());
    QVERIFY(!dlg.isFinished());
    asked = false;
    answer(QMessageBox::Save);
    dlg.reject();
    QVERIFY(asked);
    QVERIFY(!dlg.isVisible());
    QVERIFY(dlg.isFinished());
    QCOMPARE(dlg.result(), int(QDialog::Accepted));
    QCOMPARE(c.battles().size(), 1);
    QCOMPARE(c.battles().first().result, QStringLiteral("attacker_wins"));
    QVERIFY(!c.force(s.red)); // no units and no leader: nothing is left of it
    const QJsonObject report = QJsonDocument::fromJson(c.battles().first().report.toUtf8()).object();
    const QJsonObject red = report.value(QStringLiteral("forces")).toArray().at(1).toObject();
    QCOMPARE(red.value(QStringLiteral("name")).toString(), QStringLiteral("Red Band"));
    QCOMPARE(red.value(QStringLiteral("eliminated")).toInt(), 4);
    QVERIFY(red.value(QStringLiteral("removed")).toBool());
}

void TestGuiBattle::casualtyEditorChecksTheChoice_F3()
{
    CasualtyEditor editor;
    // 2 good, 1 flagged, 1 broken receive two 6s and two 5s.
    const Units units{2, 1, 1};
    const Fire fire{2, 2};
    const Casualties defaults = defaultCasualties(units, fire);
    QCOMPARE(defaults, (Casualties{1, 1, 0, 2}));
    editor.setSituation(QStringLiteral("Red takes the hits"), units, {6, 6, 5, 5}, fire, defaults, defaults);
    QVERIFY(editor.problem().isEmpty());
    QCOMPARE(editor.brokenSpin()->maximum(), 1);
    QCOMPARE(editor.goodSpin()->maximum(), 2);
    // Both 6s on good-order units: legal; the 5s then find nothing left to flag.
    editor.brokenSpin()->setValue(0);
    QVERIFY(!editor.problem().isEmpty());
    editor.flaggedSpin()->setValue(0);
    editor.goodSpin()->setValue(2);
    QVERIFY(editor.problem().isEmpty());
    QCOMPARE(editor.casualties(), (Casualties{0, 0, 2, 0}));
    QVERIFY(editor.resultLabel()->text().contains(QStringLiteral("your choice")));
    editor.show();
    QTest::mouseClick(editor.defaultButton(), Qt::LeftButton);
    QCOMPARE(editor.casualties(), defaults);
}

void TestGuiBattle::reportsDialogListsExportsAndFollowsUndo()
{
    Scene s;
    Campaign &c = *s.t;
    BattleReportsDialog empty(c);
    QCOMPARE(empty.list()->topLevelItemCount(), 0);
    QVERIFY(!button(&empty, QStringLiteral("exportButton"))->isEnabled());

    s.t.script({6, 6, 6, 5, 1, 1, 5, 1, 1, 1, 1, 6});
    CampaignBattle fight(c, s.blue, s.red, {}, QStringLiteral("Ford of Ash"));
    fight.battle().resolveToEnd();
    QVERIFY(fight.finish().ok);
    QCOMPARE(empty.list()->topLevelItemCount(), 1); // it follows battlesChanged

    BattleReportsDialog dlg(c);
    dlg.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dlg));
    QCOMPARE(dlg.list()->topLevelItemCount(), 1);
    const BattleRecord record = c.battles().first();
    QCOMPARE(dlg.list()->topLevelItem(0)->text(1), QStringLiteral("Ford of Ash"));
    QCOMPARE(dlg.list()->topLevelItem(0)->text(2), resultText(BattleResult::AttackerWins));
    QVERIFY(dlg.showBattle(record.id));
    QCOMPARE(dlg.currentBattle(), record.id);
    QVERIFY(dlg.browser()->toPlainText().contains(QStringLiteral("Ford of Ash")));
    QVERIFY(dlg.browser()->toPlainText().contains(QStringLiteral("Blue Host")));
    QVERIFY(!dlg.showBattle(record.id + 100));
    saveShot(&dlg, QStringLiteral("reports"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ford.html"));
    QVERIFY2(dlg.exportHtml(record.id, path), qPrintable(dlg.lastError()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QStringLiteral("Ford of Ash")));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    // A place that cannot be written: refused, and nothing half-written is left.
    const QString bad = dir.filePath(QStringLiteral("no/such/folder/ford.html"));
    QVERIFY(!dlg.exportHtml(record.id, bad));
    QVERIFY(!dlg.lastError().isEmpty());
    QVERIFY(!QFile::exists(bad));
    QVERIFY(!dlg.exportHtml(record.id + 100, dir.filePath(QStringLiteral("none.html"))));

    // Undo takes the battle out of the list; redo brings it back.
    c.undoStack()->undo();
    QCOMPARE(dlg.list()->topLevelItemCount(), 0);
    QCOMPARE(dlg.currentBattle(), qint64(0));
    QVERIFY(!button(&dlg, QStringLiteral("printButton"))->isEnabled());
    c.undoStack()->redo();
    QCOMPARE(dlg.list()->topLevelItemCount(), 1);
    QVERIFY(dlg.browser()->toPlainText().contains(QStringLiteral("Ford of Ash")));
}

QTEST_MAIN(TestGuiBattle)
#include "test_gui_battle.moc"
