// The odds of a whole battle on the board (issue 33): the real engine played on from a position, both sides by
// the automatic player, each battle with a generator of its own; the same figures whatever the threads, nothing
// drawn from a campaign's dice, and figures that agree with plain automatic battles within sampling error.

#include "commands/board/campaigntactical.h"
#include "dice/dicesource.h"
#include "tactical/autoplayer.h"
#include "tactical/boardodds.h"
#include "tactical/scenario.h"

#include "boardfield.h"
#include "clirunner.h"
#include "filehash.h"
#include "tacticalrules.h"

#include <QtTest>

#include <cmath>

using namespace castellan;
using namespace castellan::tacticaltest;

namespace {

QString shippedPath()
{
    return QDir(qEnvironmentVariable("CASTELLAN_SOURCE_DIR"))
        .filePath(QStringLiteral("resources/scenarios/meeting-at-the-ford.json"));
}

TacticalBattle shippedBattle()
{
    return TacticalBattle(rules(), shippedScenario().setup);
}

/** Whether two shares of independent samples differ by no more than 4 standard errors of their difference. */
bool withinSamplingError(double p, int n, double q, int m)
{
    const double pooled = (p * n + q * m) / (n + m);
    const double error = std::sqrt(pooled * (1 - pooled) * (1.0 / n + 1.0 / m));
    return std::abs(p - q) <= 4 * error + 1e-9;
}

double winShare(const QJsonObject &odds, int side)
{
    return odds.value(QStringLiteral("wins")).toArray()[side].toObject().value(QStringLiteral("chance")).toDouble();
}

} // namespace

class TestTacticalOdds : public QObject
{
    Q_OBJECT

private slots:
    // Issue 33: the Decisive player is kept because it wins more: 1,000 battles of the shipped scenario, seeds 1 to
    // 500, each with the Decisive player on one side and the Simple one on the other, then swapped.
    void theDecisivePlayerWinsMoreThanTheSimpleOne_sidesSwapped_issue33()
    {
        const TacticalSetup setup = shippedBattle().setup();
        int decisiveWins = 0;
        int battles = 0;
        for (int seed = 1; seed <= 500; ++seed) {
            for (int decisiveSide = 0; decisiveSide < 2; ++decisiveSide) {
                TacticalBattle battle(rules(), setup);
                battle.setLogging(false);
                for (int side = 0; side < 2; ++side)
                    battle.setRerollChooser(side, computerReroll);
                AutoPlayer simple(rules(), AutoStyle::Simple);
                AutoPlayer decisive(rules(), AutoStyle::Decisive);
                SeededDice dice(static_cast<quint64>(seed));
                const Roller roller(dice);
                while (battle.phase() != TacticalPhase::Over && battle.turn() < MaxAutomaticTurns)
                    (battle.side() == decisiveSide ? decisive : simple).playTurn(battle, roller);
                decisiveWins += battle.winner() == decisiveSide;
                ++battles;
            }
        }
        const Share won = shareOf(decisiveWins, battles);
        QVERIFY2(won.low > 0.5,
                 qPrintable(QStringLiteral("the Decisive player won %1 of %2").arg(decisiveWins).arg(battles)));
        QCOMPARE(decisiveWins, 607); // the figure autoplayer.h and the README give
    }

    void aSeedGivesTheSameFiguresWhateverTheThreads_issue33()
    {
        const TacticalBattle battle = shippedBattle();
        const BoardOdds one = boardOdds(battle, 300, 11, 1);
        for (int threads : {2, 3, 8}) {
            const BoardOdds more = boardOdds(battle, 300, 11, threads);
            QCOMPARE(more.trials, 300);
            QCOMPARE(more.wins[0], one.wins[0]);
            QCOMPARE(more.wins[1], one.wins[1]);
            QCOMPARE(more.draws, one.draws);
            QCOMPARE(more.unitsLeft[0], one.unitsLeft[0]);
            QCOMPARE(more.unitsLeft[1], one.unitsLeft[1]);
        }
        QCOMPARE(one.wins[0] + one.wins[1] + one.draws, 300);
        const BoardOdds other = boardOdds(battle, 300, 12, 1);
        QVERIFY(other.wins[0] != one.wins[0] || other.unitsLeft[0] != one.unitsLeft[0]);
    }

    // Each battle is the automatic battle its seed plays, counted as it ends.
    void eachBattleIsThePlainAutomaticBattleOfItsOwnSeed_issue33()
    {
        const TacticalBattle battle = shippedBattle();
        int wins[2] = {0, 0};
        qint64 left[2] = {0, 0};
        for (int i = 0; i < 40; ++i) {
            TacticalBattle played(rules(), battle.setup());
            SeededDice dice(boardTrialSeed(5, i));
            ++wins[playAutomatically(played, Roller(dice))];
            for (const TacticalUnit &u : played.units())
                left[u.side] += u.alive() ? 1 : 0;
        }
        const BoardOdds odds = boardOdds(battle, 40, 5, 2);
        QCOMPARE(odds.wins[0], wins[0]);
        QCOMPARE(odds.wins[1], wins[1]);
        QCOMPARE(odds.unitsLeft[0], left[0]);
        QCOMPARE(odds.unitsLeft[1], left[1]);
        QCOMPARE(odds.expectedUnitsLeft(1), double(left[1]) / 40);
    }

    // The odds' battles keep no journal, which nothing replays: they play as the battle with one would, and a long
    // journal copied with the position is let go of rather than copied again.
    void aBattlePlayedWithoutAJournalPlaysAsWithOne_issue33()
    {
        TacticalBattle start = shippedBattle();
        start.setLogging(false);
        SeededDice opening(8);
        AutoPlayer player(start.rules());
        for (int k = 0; k < 5; ++k)
            player.playTurn(start, Roller(opening));
        QVERIFY(!start.journal().isEmpty());
        QCOMPARE(start.steps(), qint64(start.journal().size()));
        for (quint64 seed = 1; seed <= 30; ++seed) {
            TacticalBattle kept = start;
            TacticalBattle unkept = start;
            unkept.setJournaling(false);
            QVERIFY(unkept.journal().isEmpty());
            SeededDice keptDice(seed);
            SeededDice unkeptDice(seed);
            QCOMPARE(playOn(unkept, Roller(unkeptDice), player), playOn(kept, Roller(keptDice), player));
            QCOMPARE(unkept.units(), kept.units());
            QCOMPARE(unkept.turn(), kept.turn());
            QCOMPARE(unkeptDice.draws(), keptDice.draws());
            QVERIFY(unkept.journal().isEmpty());
            QCOMPARE(unkept.steps(), kept.steps());
            QCOMPARE(kept.steps(), qint64(kept.journal().size()));
        }
    }

    void theIntervalIsWilsonsAndStaysWithinZeroAndOne_issue33()
    {
        const Share half = shareOf(50, 100);
        QCOMPARE(half.chance, 0.5);
        QVERIFY(std::abs(half.low - 0.4038) < 1e-4);
        QVERIFY(std::abs(half.high - 0.5962) < 1e-4);
        QCOMPARE(shareOf(0, 10000).low, 0.0);
        QVERIFY(shareOf(0, 10000).high > 0 && shareOf(0, 10000).high < 0.0004);
        QCOMPARE(shareOf(10000, 10000).high, 1.0);
        QCOMPARE(shareOf(0, 0).chance, 0.0);
    }

    // From the middle of an activation too; the battle itself is left as it stood.
    void theOddsPlayOnFromAnyStepAndLeaveTheBattleAsItStood_issue33()
    {
        TacticalBattle battle = shippedBattle();
        SeededDice dice(3);
        const Roller roller(dice);
        AutoPlayer player(battle.rules());
        for (int k = 0; k < 6; ++k)
            player.playTurn(battle, roller);
        battle.rollActivation(roller);
        const int unit = [&] {
            for (const TacticalUnit &u : battle.units()) {
                if (battle.canActivate(u))
                    return u.id;
            }
            return 0;
        }();
        QVERIFY(unit != 0);
        battle.activate(unit);
        QCOMPARE(battle.phase(), TacticalPhase::Act);
        const QList<TacticalStep> journal = battle.journal();
        const QList<TacticalUnit> units = battle.units();
        const quint64 draws = dice.draws();
        const BoardOdds odds = boardOdds(battle, 200, 1, 2);
        QCOMPARE(odds.trials, 200);
        QCOMPARE(odds.wins[0] + odds.wins[1] + odds.draws, 200);
        QCOMPARE(battle.journal(), journal);
        QCOMPARE(battle.units(), units);
        QCOMPARE(dice.draws(), draws);
    }

    /** Issue 56, item 8: told to stop by its progress, the odds are those of the first battles in order, the same as
     *  asking for that many, on any number of threads. */
    void stoppedByItsProgress_theOddsAreThoseOfTheFirstBattles_issue56()
    {
        int told = 0;
        const BoardOdds stopped = boardOdds(shippedBattle(), 100000, 3, 2, nullptr, [&](const BoardOdds &soFar) {
            ++told;
            return soFar.trials < 50;
        });
        QVERIFY(told > 0);
        QVERIFY(stopped.cancelled);
        QVERIFY(stopped.trials >= 50 && stopped.trials < 100000);
        const BoardOdds asked = boardOdds(shippedBattle(), stopped.trials, 3, 1);
        QCOMPARE(stopped.wins[0], asked.wins[0]);
        QCOMPARE(stopped.wins[1], asked.wins[1]);
        QCOMPARE(stopped.draws, asked.draws);
        QCOMPARE(stopped.unitsLeft[0], asked.unitsLeft[0]);
    }

    void aCancelledRunSaysSoWithTheBattlesFinished_issue33()
    {
        const std::atomic<bool> stop{true};
        const BoardOdds odds = boardOdds(shippedBattle(), 1000, 1, 2, &stop);
        QVERIFY(odds.cancelled);
        QCOMPARE(odds.trials, 0);
    }

    // The issue's test: `odds board` against a few hundred plain runs of `tactical play` from the same position.
    void theCliOddsAgreeWithPlainTacticalPlayWithinSamplingError_issue33()
    {
        const CliResult r = runCliExpectingSuccess(
            {QStringLiteral("odds"), QStringLiteral("board"), shippedPath(), QStringLiteral("--trials"),
             QStringLiteral("4000"), QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject odds = r.json();
        QCOMPARE(odds.value(QStringLiteral("trials")).toInt(), 4000);
        QCOMPARE(odds.value(QStringLiteral("seed")).toString(), QStringLiteral("9"));
        QCOMPARE(odds.value(QStringLiteral("sides")).toArray().size(), 2);
        QCOMPARE(odds.value(QStringLiteral("units_left")).toArray().size(), 2);
        for (const char *key : {"count", "chance", "low", "high"})
            QVERIFY2(odds.value(QStringLiteral("draws")).toObject().contains(QLatin1String(key)), key);
        const QJsonObject blue = odds.value(QStringLiteral("wins")).toArray()[0].toObject();
        QVERIFY(blue.value(QStringLiteral("low")).toDouble() < winShare(odds, 0));
        QVERIFY(blue.value(QStringLiteral("high")).toDouble() > winShare(odds, 0));
        QVERIFY(std::abs(winShare(odds, 0) + winShare(odds, 1) - 1) < 1e-9); // no draws here

        constexpr int plainRuns = 300;
        int blueWins = 0;
        for (int seed = 1; seed <= plainRuns; ++seed) {
            const CliResult play = runCliExpectingSuccess(
                {QStringLiteral("tactical"), QStringLiteral("play"), shippedPath(), QStringLiteral("--auto"),
                 QStringLiteral("--seed"), QString::number(seed), QStringLiteral("--json")});
            QCOMPARE(play.code, 0);
            blueWins += play.json().value(QStringLiteral("winner")).toString() == QLatin1String("Blue");
        }
        const double plain = double(blueWins) / plainRuns;
        QVERIFY2(withinSamplingError(winShare(odds, 0), 4000, plain, plainRuns),
                 qPrintable(QStringLiteral("odds board %1, tactical play %2").arg(winShare(odds, 0)).arg(plain)));
    }

    // A campaign's battle on the board, before its first roll and under way: read only, no die drawn from it.
    void theOddsOfACampaignBattleDrawNothingAndWriteNothing_issue33()
    {
        BoardField f;
        f->setDiceSource(std::make_unique<SeededDice>(5));
        {
            CampaignTactical t(*f, f.at);
            AutoPlayer player(t.battle().rules());
            for (int k = 0; k < 5 && t.battle().phase() != TacticalPhase::Over; ++k)
                player.playTurn(t.battle(), t.roller());
            QString why;
            QVERIFY2(t.keepUnderway(&why), qPrintable(why));
        }
        const quint64 draws = f->draws();
        f.campaign.reset();
        const QByteArray before = fileHash(f.path());
        const QStringList args{QStringLiteral("odds"),  QStringLiteral("board"),  f.path(),
                               QStringLiteral("--hex"), hexLabel(f.at),           QStringLiteral("--trials"),
                               QStringLiteral("2000"),  QStringLiteral("--seed"), QStringLiteral("4"),
                               QStringLiteral("--json")};
        const CliResult r = runCliExpectingSuccess(args);
        QCOMPARE(r.code, 0);
        QCOMPARE(fileHash(f.path()), before);
        f.campaign = Campaign::open(f.path());
        QCOMPARE(f->draws(), draws);
        QCOMPARE(r.json().value(QStringLiteral("turn")).toInt(), 6); // from where it stands, not from the start

        // Plain automatic battles from the same position, each with a seed of its own, agree.
        QString why;
        const auto resumed = CampaignTactical::resume(*f, &why);
        QVERIFY2(resumed, qPrintable(why));
        constexpr int plainRuns = 300;
        int wins = 0;
        for (int seed = 1; seed <= plainRuns; ++seed) {
            TacticalBattle battle = resumed->battle();
            battle.setLogging(false);
            for (int side = 0; side < 2; ++side)
                battle.setRerollChooser(side, computerReroll);
            SeededDice dice(1000 + seed);
            wins += playAutomatically(battle, Roller(dice)) == 0;
        }
        QVERIFY(withinSamplingError(winShare(r.json(), 0), 2000, double(wins) / plainRuns, plainRuns));
        QCOMPARE(f->draws(), draws);
    }

    void badInputIsRefusedAndNoBattleIsRefusedByTheRules_issue33()
    {
        for (const char *trials : {"0", "1000001", "many"}) {
            const CliResult r = runCli({QStringLiteral("odds"), QStringLiteral("board"), shippedPath(),
                                        QStringLiteral("--trials"), QLatin1String(trials)});
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
        QCOMPARE(runCli({QStringLiteral("odds"), QStringLiteral("board"), QStringLiteral("/nowhere/x.json")}).code, 2);
        BoardField f;
        const QString path = f.path();
        f.campaign.reset();
        const CliResult none = runCli(
            {QStringLiteral("odds"), QStringLiteral("board"), path, QStringLiteral("--hex"), QStringLiteral("0808")});
        QCOMPARE(none.code, 1); // no battle there
        QVERIFY(!none.err.isEmpty());
        const CliResult offMap = runCli(
            {QStringLiteral("odds"), QStringLiteral("board"), path, QStringLiteral("--hex"), QStringLiteral("0909")});
        QCOMPARE(offMap.code, 2); // the map is 10 x 8
    }
};

QTEST_GUILESS_MAIN(TestTacticalOdds)
#include "test_tactical_odds.moc"
