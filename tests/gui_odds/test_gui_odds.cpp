#include "odds/oddscalculatorwindow.h"
#include "odds/oddscharts.h"
#include "odds/oddssidepanel.h"

#include "odds/battleodds.h"

#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace castellan;

namespace {

constexpr int Timeout = 15000; // generous: the build machine is shared

SideSpec side(int good, int broken, int battle, int rally, bool leaderless = false)
{
    SideSpec s;
    s.good = good;
    s.broken = broken;
    s.battle = battle;
    s.rally = rally;
    s.leaderless = leaderless;
    return s;
}

bool sameSide(const SideSpec &a, const SideSpec &b)
{
    return a.good == b.good && a.broken == b.broken && a.leaderless == b.leaderless
        && (a.leaderless || (a.battle == b.battle && a.rally == b.rally));
}

/** The window shows the complete odds (rounds included) of exactly these sides. */
bool showing(const OddsCalculatorWindow &w, const SideSpec &a, const SideSpec &d)
{
    return w.hasRounds() && sameSide(w.shownSides().first, a) && sameSide(w.shownSides().second, d);
}

bool close(double x, double y)
{
    return std::abs(x - y) <= 1e-12;
}

bool closeAll(const std::vector<double> &x, const std::vector<double> &y)
{
    if (x.size() != y.size())
        return false;
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (!close(x[i], y[i]))
            return false;
    }
    return true;
}

/** Selects the spin box's text and types a value over it, the way a user does. */
void typeInto(QSpinBox *spin, int value)
{
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, QString::number(value));
}

double expectedRounds(const BattleOdds &o)
{
    double sum = 0, mean = 0;
    for (std::size_t i = 0; i < o.rounds.size(); ++i) {
        sum += o.rounds[i];
        mean += double(i) * o.rounds[i];
    }
    return mean / sum;
}

QString labelText(const QWidget &w, const char *name)
{
    const auto *label = w.findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

/**
 * Types n v n into the window, for the smallest n from a list that is still computing a moment after the
 * debounce: a battle big enough to be cancelled, whatever the speed of the odds. Returns n, or 0.
 */
int startBigBattle(OddsCalculatorWindow &w)
{
    for (int n : {30, 45, 60, 80, MaxOddsUnits}) {
        const SideSpec big = side(n, 0, 3, 3);
        typeInto(w.attackerPanel()->goodSpin(), n);
        typeInto(w.defenderPanel()->goodSpin(), n);
        typeInto(w.defenderPanel()->brokenSpin(), 0);
        if (!QTest::qWaitFor([&] { return w.isComputing() || showing(w, big, big); }, 10000))
            return 0;
        QTest::qWait(1500); // past the moment the Stop button and the dimming appear, with time to spare
        if (w.isComputing() && sameSide(w.attacker(), big) && sameSide(w.defender(), big))
            return n;
    }
    return 0;
}

QString shotsDir()
{
    return QDir::temp().filePath(QStringLiteral("castellan-shots"));
}

/** Saves a picture of the window for reviewers, like gui_smoke does for the dialogs. */
bool shoot(QWidget &w, const QString &name)
{
    if (!QDir().mkpath(shotsDir()))
        return false;
    const QPixmap shot = w.grab();
    return !shot.isNull() && shot.width() > 400
        && shot.save(QDir(shotsDir()).filePath(QStringLiteral("OddsCalculatorWindow-%1.png").arg(name)));
}

} // namespace

/** The odds calculator (RULES F9, O1), driven offscreen the way a user drives it. */
class TestGuiOdds : public QObject
{
    Q_OBJECT

    std::unique_ptr<OddsCalculatorWindow> mWindow;

    OddsCalculatorWindow &window() { return *mWindow; }

    /** The figures on display are those exactBattleOdds gives for these sides. */
    void verifyShown(const SideSpec &a, const SideSpec &d)
    {
        const BattleOdds expected = exactBattleOdds(a, d);
        QTRY_VERIFY_WITH_TIMEOUT(showing(window(), a, d), Timeout);
        const BattleOdds &shown = window().shownOdds();
        QVERIFY(close(shown.attackerWins, expected.attackerWins));
        QVERIFY(close(shown.defenderWins, expected.defenderWins));
        QVERIFY(close(shown.mutual, expected.mutual));
        QVERIFY(close(shown.attackerAnnihilated, expected.attackerAnnihilated));
        QVERIFY(close(shown.defenderAnnihilated, expected.defenderAnnihilated));
        QVERIFY(close(shown.attackerUnitsLeft, expected.attackerUnitsLeft));
        QVERIFY(close(shown.defenderUnitsLeft, expected.defenderUnitsLeft));
        QVERIFY(closeAll(shown.rounds, expected.rounds));
        QVERIFY(closeAll(shown.attackerLeft, expected.attackerLeft));
        QVERIFY(closeAll(shown.defenderLeft, expected.defenderLeft));

        // What the user reads: percentages to 2 decimals, expectations, the precision note.
        const QLocale locale;
        QCOMPARE(labelText(window(), "attackerWinsValue"), OddsCharts::percent(expected.attackerWins));
        QCOMPARE(labelText(window(), "defenderWinsValue"), OddsCharts::percent(expected.defenderWins));
        QCOMPARE(labelText(window(), "mutualValue"), OddsCharts::percent(expected.mutual));
        QCOMPARE(labelText(window(), "attackerAnnihilatedValue"), OddsCharts::percent(expected.attackerAnnihilated));
        QCOMPARE(labelText(window(), "defenderAnnihilatedValue"), OddsCharts::percent(expected.defenderAnnihilated));
        QVERIFY(labelText(window(), "attackerUnitsLeftValue")
                    .startsWith(locale.toString(expected.attackerUnitsLeft, 'f', 2) + QLatin1Char(' ')));
        QVERIFY(labelText(window(), "defenderUnitsLeftValue")
                    .startsWith(locale.toString(expected.defenderUnitsLeft, 'f', 2) + QLatin1Char(' ')));
        QVERIFY(labelText(window(), "attackerUnitsLeftValue").endsWith(QString::number(a.total())));
        QCOMPARE(labelText(window(), "roundsValue"), locale.toString(expectedRounds(expected), 'f', 2));
        QVERIFY(labelText(window(), "precisionLabel").contains(QStringLiteral("RULES O1")));
        if (expected.unaccounted > 0)
            QVERIFY(labelText(window(), "precisionLabel").contains(QStringLiteral("error bound")));
        QCOMPARE(window().findChild<QStackedWidget *>()->currentIndex(), 0);
    }

private slots:
    void init()
    {
        mWindow = std::make_unique<OddsCalculatorWindow>();
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    }

    void cleanup() { mWindow.reset(); }

    void opensWithOdds()
    {
        QCOMPARE(window().windowTitle(), QStringLiteral("Odds Calculator"));
        QVERIFY(window().isWindow());
        QVERIFY(window().windowFlags().testFlag(Qt::Window));
        verifyShown(window().attacker(), window().defender());
    }

    // RULES F9: before committing, the user sees the exact odds of what he types.
    void typingUpdatesOdds()
    {
        verifyShown(window().attacker(), window().defender());
        OddsSidePanel *att = window().attackerPanel();
        OddsSidePanel *def = window().defenderPanel();
        typeInto(att->goodSpin(), 7);
        typeInto(att->battleSpin(), 4);
        typeInto(def->goodSpin(), 5);
        typeInto(def->brokenSpin(), 2);
        typeInto(def->rallySpin(), 5);
        QCOMPARE(window().attacker().good, 7);
        QCOMPARE(window().defender().broken, 2);
        verifyShown(side(7, 0, 4, 3), side(5, 2, 3, 5));

        // One more edit: the figures follow.
        typeInto(def->goodSpin(), 9);
        verifyShown(side(7, 0, 4, 3), side(9, 2, 3, 5));
    }

    // RULES R1: the bonus dice are the difference of the Battle ratings, for the better commander only.
    void bonusDiceShown_data()
    {
        QTest::addColumn<int>("attackerBattle");
        QTest::addColumn<int>("defenderBattle");
        QTest::newRow("attacker better") << 4 << 3;
        QTest::newRow("defender better") << 2 << 5;
        QTest::newRow("equal") << 3 << 3;
    }

    void bonusDiceShown()
    {
        QFETCH(int, attackerBattle);
        QFETCH(int, defenderBattle);
        typeInto(window().attackerPanel()->battleSpin(), attackerBattle);
        typeInto(window().defenderPanel()->battleSpin(), defenderBattle);
        const SideSpec a = window().attacker();
        const SideSpec d = window().defender();
        QCOMPARE(a.battle, attackerBattle);
        QCOMPARE(d.battle, defenderBattle);
        for (auto [panel, own, other] :
             {std::tuple(window().attackerPanel(), a, d), std::tuple(window().defenderPanel(), d, a)}) {
            const int bonus = bonusDice(own, other);
            QCOMPARE(panel->bonusDice(), bonus);
            const QString text = panel->bonusLabel()->text();
            if (bonus > 0)
                QVERIFY2(text.contains(QStringLiteral("+%1").arg(bonus)), qPrintable(text));
            else
                QVERIFY2(!text.contains(QLatin1Char('+')), qPrintable(text));
            // RULES F2: one die per good-order unit plus the bonus.
            QVERIFY2(text.contains(QString::number(own.good + bonus)), qPrintable(text));
        }
        verifyShown(a, d);
    }

    // RULES R1, F5: a leaderless side has no Battle bonus and cannot rally.
    void leaderlessDisablesRatings()
    {
        OddsSidePanel *att = window().attackerPanel();
        typeInto(att->goodSpin(), 6);
        typeInto(att->battleSpin(), 5);
        typeInto(window().defenderPanel()->goodSpin(), 6);
        typeInto(window().defenderPanel()->battleSpin(), 2);
        const SideSpec led = side(6, 0, 5, 3);
        const SideSpec d = side(6, 0, 2, 3);
        verifyShown(led, d);
        QVERIFY(att->battleSpin()->isEnabled());
        QCOMPARE(att->bonusDice(), 3);

        att->leaderlessCheck()->setFocus();
        QTest::keyClick(att->leaderlessCheck(), Qt::Key_Space);
        QVERIFY(att->leaderlessCheck()->isChecked());
        QVERIFY(!att->battleSpin()->isEnabled());
        QVERIFY(!att->rallySpin()->isEnabled());
        QVERIFY(window().attacker().leaderless);
        // The attacker's commander no longer counts: the defender's Battle 2 is now the better one.
        const SideSpec leaderless = side(6, 0, 5, 3, true);
        QCOMPARE(att->bonusDice(), 0);
        QCOMPARE(window().defenderPanel()->bonusDice(), bonusDice(d, leaderless));
        QVERIFY(window().defenderPanel()->bonusDice() > 0);
        verifyShown(leaderless, d);
        QVERIFY(shoot(window(), QStringLiteral("leaderless")));
        QVERIFY(exactBattleOdds(leaderless, d).attackerWins < exactBattleOdds(led, d).attackerWins);

        QTest::keyClick(att->leaderlessCheck(), Qt::Key_Space);
        QVERIFY(att->battleSpin()->isEnabled());
        QVERIFY(att->rallySpin()->isEnabled());
        verifyShown(led, d);
    }

    // checkSides() refuses: its message is shown instead of the figures.
    void noUnitsShowsProblem()
    {
        verifyShown(window().attacker(), window().defender());
        OddsSidePanel *def = window().defenderPanel();
        typeInto(def->brokenSpin(), 0);
        typeInto(def->goodSpin(), 0);
        const QString problem = checkSides(window().attacker(), window().defender());
        QVERIFY(!problem.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(window().problem(), problem, Timeout);
        auto *label = window().findChild<QLabel *>(QStringLiteral("problemLabel"));
        QVERIFY(label);
        QTRY_VERIFY_WITH_TIMEOUT(label->isVisible(), Timeout);
        QCOMPARE(label->text(), problem);
        QVERIFY(shoot(window(), QStringLiteral("problem")));
        QVERIFY(!window().hasOdds());
        QVERIFY(!window().findChild<QWidget *>(QStringLiteral("resultsPage"))->isVisible());
        QVERIFY(!window().isComputing());

        // Broken units alone make a battle: defeated before the first round (RULES F4).
        typeInto(def->brokenSpin(), 3);
        verifyShown(window().attacker(), side(0, 3, 3, 3));
        QVERIFY(label->isHidden() || !label->isVisible());
        QVERIFY(labelText(window(), "precisionLabel").contains(QStringLiteral("RULES F4")));

        typeInto(def->goodSpin(), 4);
        verifyShown(window().attacker(), side(4, 3, 3, 3));
    }

    // An edit cancels the computation under way; the new odds arrive without waiting for it.
    void staleComputationIsCancelled()
    {
        verifyShown(window().attacker(), window().defender());
        const int cancelledBefore = window().cancelledComputations();
        const int n = startBigBattle(window());
        QVERIFY2(n > 0, "no battle was big enough to still be computing");
        // Progress feedback while it runs.
        auto *busy = window().findChild<QProgressBar *>(QStringLiteral("busyIndicator"));
        QVERIFY(busy && busy->isVisible());
        QVERIFY(window().findChild<QPushButton *>(QStringLiteral("stopButton"))->isVisible());
        QVERIFY2(labelText(window(), "statusLabel")
                     .contains(QRegularExpression(QStringLiteral("^(Computing|Counting the rounds)… \\d+\\D\\d s"))),
                 qPrintable(labelText(window(), "statusLabel")));
        QCOMPARE(window().runningComputations(), 1);
        QVERIFY(shoot(window(), QStringLiteral("computing")));

        typeInto(window().attackerPanel()->goodSpin(), 3);
        typeInto(window().defenderPanel()->goodSpin(), 3);
        verifyShown(side(3, 0, 3, 3), side(3, 0, 3, 3));
        QVERIFY(!busy->isVisible());

        // The big worker saw its flag and stopped; nothing it computed reached the screen.
        QTRY_COMPARE_WITH_TIMEOUT(window().runningComputations(), 0, 120000);
        // It saw its flag, or finished a moment before it did: either way it was dropped, never shown.
        QCOMPARE(window().cancelledComputations() - cancelledBefore + window().staleResults(), 1);
        verifyShown(side(3, 0, 3, 3), side(3, 0, 3, 3));
    }

    // The quick figures come first, then the same odds with the rounds (RULES O1), in that order.
    void quickFiguresThenRounds()
    {
        QSignalSpy shown(&window(), &OddsCalculatorWindow::oddsShown);
        typeInto(window().attackerPanel()->goodSpin(), 8);
        verifyShown(side(8, 0, 3, 3), side(10, 0, 3, 3));
        QCOMPARE(shown.size(), 2);
        QCOMPARE(shown.at(0).at(0).toBool(), false);
        QCOMPARE(shown.at(1).at(0).toBool(), true);
    }

    // Stop, compute again, and close the window while a big computation runs: nothing blocks.
    void stopAndCloseWhileComputing()
    {
        QVERIFY(startBigBattle(window()) > 0);
        auto *stopButton = window().findChild<QPushButton *>(QStringLiteral("stopButton"));
        QVERIFY(stopButton->isVisible());
        QTest::mouseClick(stopButton, Qt::LeftButton);
        QVERIFY(!window().isComputing());
        QVERIFY(labelText(window(), "statusLabel").startsWith(QStringLiteral("Stopped")));
        QTRY_COMPARE_WITH_TIMEOUT(window().runningComputations(), 0, 120000);
        QVERIFY(window().cancelledComputations() >= 1);

        QVERIFY(stopButton->isVisible()); // now "Compute"
        QTest::mouseClick(stopButton, Qt::LeftButton);
        QVERIFY(window().isComputing());
        QTest::qWait(300);
        QVERIFY(window().isComputing());
        mWindow.reset(); // cancels the worker and lets it finish on its own: closing never waits for it
        QTRY_COMPARE_WITH_TIMEOUT(OddsCalculatorWindow::detachedComputations(), 0, 120000);
    }

    // Issue 10, failure 8: the spin boxes stop where the odds answer in a few seconds, and past it the refusal
    // says the limit; above the rounds' limit the figures come without the rounds, and say so.
    void theLimitsAreWhatAFewSecondsAnswer_O1()
    {
        verifyShown(window().attacker(), window().defender());
        QCOMPARE(window().attackerPanel()->goodSpin()->maximum(), MaxOddsUnits);
        QCOMPARE(window().defenderPanel()->brokenSpin()->maximum(), MaxOddsUnits);
        typeInto(window().attackerPanel()->goodSpin(), MaxOddsUnits);
        typeInto(window().attackerPanel()->brokenSpin(), 1);
        auto *label = window().findChild<QLabel *>(QStringLiteral("problemLabel"));
        QTRY_VERIFY_WITH_TIMEOUT(label->isVisible(), Timeout);
        QVERIFY2(label->text().contains(QStringLiteral("up to %1 a side").arg(MaxOddsUnits)),
                 qPrintable(label->text()));
        QVERIFY(!window().isComputing());

        // One side past the rounds' limit, the other small: quick, and the rounds are said not to be counted.
        QSignalSpy shown(&window(), &OddsCalculatorWindow::oddsShown);
        typeInto(window().attackerPanel()->brokenSpin(), 0);
        typeInto(window().attackerPanel()->goodSpin(), MaxRoundsUnits + 1);
        typeInto(window().defenderPanel()->goodSpin(), 5);
        const SideSpec big = side(MaxRoundsUnits + 1, 0, 3, 3);
        QTRY_VERIFY_WITH_TIMEOUT(showing(window(), big, side(5, 0, 3, 3)), Timeout);
        QCOMPARE(shown.size(), 1);
        QVERIFY(window().shownOdds().rounds.empty());
        const BattleOdds expected = exactBattleOdds(big, side(5, 0, 3, 3), nullptr, OddsDetail::WithoutRounds);
        QVERIFY(close(window().shownOdds().attackerWins, expected.attackerWins));
        QCOMPARE(labelText(window(), "roundsValue"), QStringLiteral("—"));
        QVERIFY2(window().charts()->roundsNote().contains(QString::number(MaxRoundsUnits)),
                 qPrintable(window().charts()->roundsNote()));
        QVERIFY(shoot(window(), QStringLiteral("rounds-not-counted")));
        QVERIFY(!window().isComputing());
    }

    void swapSides()
    {
        window().setSides(side(5, 1, 4, 2), side(3, 0, 2, 6, true));
        verifyShown(side(5, 1, 4, 2), side(3, 0, 2, 6, true));
        QTest::mouseClick(window().findChild<QPushButton *>(QStringLiteral("swapButton")), Qt::LeftButton);
        QVERIFY(sameSide(window().attacker(), side(3, 0, 2, 6, true)));
        QVERIFY(sameSide(window().defender(), side(5, 1, 4, 2)));
        QVERIFY(!window().attackerPanel()->battleSpin()->isEnabled());
        QVERIFY(window().defenderPanel()->battleSpin()->isEnabled());
        verifyShown(side(3, 0, 2, 6, true), side(5, 1, 4, 2));
    }

    // The charts hold one point per outcome, per number of units left and per number of rounds.
    void chartsHoldTheDistributions()
    {
        const SideSpec a = side(12, 0, 4, 4);
        const SideSpec d = side(10, 0, 3, 4);
        window().setSides(a, d);
        QCOMPARE(window().attackerPanel()->goodSpin()->value(), 12);
        QCOMPARE(window().defenderPanel()->battleSpin()->value(), 3);
        verifyShown(a, d);
        const BattleOdds expected = exactBattleOdds(a, d);

        // Read back from the plots (the test cannot include qcustomplot.h: it builds with QT_NO_FOREACH).
        using S = OddsCharts::Series;
        OddsCharts *charts = window().charts();
        const std::pair<S, double> outcomes[] = {{S::AttackerWins, expected.attackerWins},
                                                 {S::Mutual, expected.mutual},
                                                 {S::DefenderWins, expected.defenderWins},
                                                 {S::AttackerAnnihilated, expected.attackerAnnihilated},
                                                 {S::DefenderAnnihilated, expected.defenderAnnihilated}};
        for (const auto &[series, p] : outcomes) {
            const QList<QPointF> points = charts->seriesData(series);
            QCOMPARE(points.size(), 1);
            QVERIFY(close(points[0].y(), p * 100.0));
        }

        const QList<QPointF> attackerLeft = charts->seriesData(S::AttackerSurvivors);
        const QList<QPointF> defenderLeft = charts->seriesData(S::DefenderSurvivors);
        QCOMPARE(attackerLeft.size(), int(expected.attackerLeft.size()));
        QCOMPARE(defenderLeft.size(), int(expected.defenderLeft.size()));
        QCOMPARE(attackerLeft.size(), a.total() + 1);
        QCOMPARE(defenderLeft.size(), d.total() + 1);
        for (int i = 0; i <= a.total(); ++i) {
            QCOMPARE(attackerLeft[i].x(), double(i));
            QVERIFY(close(attackerLeft[i].y(), expected.attackerLeft[std::size_t(i)] * 100));
        }
        for (int i = 0; i <= d.total(); ++i) {
            QCOMPARE(defenderLeft[i].x(), double(i));
            QVERIFY(close(defenderLeft[i].y(), expected.defenderLeft[std::size_t(i)] * 100));
        }

        const QList<QPointF> rounds = charts->seriesData(S::Rounds);
        const QList<QPointF> over = charts->seriesData(S::RoundsCumulative);
        QCOMPARE(rounds.size(), int(expected.rounds.size()));
        QCOMPARE(over.size(), int(expected.rounds.size()));
        double sum = 0;
        for (int i = 0; i < rounds.size(); ++i) {
            sum += expected.rounds[std::size_t(i)];
            QCOMPARE(rounds[i].x(), double(i));
            QVERIFY(close(rounds[i].y(), expected.rounds[std::size_t(i)] * 100));
            QVERIFY(std::abs(over[i].y() - sum * 100) < 1e-9);
        }
        QVERIFY(std::abs(over.last().y() - expected.total() * 100.0) < 1e-9);

        // Invalid inputs empty nothing the user still sees: the charts keep the last odds until new ones come.
        charts->clear();
        QCOMPARE(charts->seriesData(S::AttackerWins).size(), 0);
        QCOMPARE(charts->seriesData(S::Rounds).size(), 0);
        charts->showOdds(expected);

        // A picture of each tab, for reviewers.
        for (int tab = 0; tab < charts->tabs()->count(); ++tab) {
            charts->tabs()->setCurrentIndex(tab);
            QVERIFY(shoot(window(), QString::number(tab)));
        }
    }
};

QTEST_MAIN(TestGuiOdds)
#include "test_gui_odds.moc"
