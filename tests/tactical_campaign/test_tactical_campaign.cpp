// A campaign battle fought on the battle board (issue 13, RULES C, C11, F0, F6a): the forces at a hex, their
// units' types and leaders on the board, the campaign's dice, and the results back in one undoable action.

#include "battle/battlereport.h"
#include "commands/battles/battledue.h"
#include "commands/board/campaigntactical.h"
#include "commands/board/rulesetactions.h"
#include "commands/campaign/sideactions.h"
#include "commands/forces/forceactions.h"
#include "commands/leaders/leaderactions.h"
#include "dice/dicesource.h"
#include "i18n/translations.h"
#include "rules/leaderrules.h"
#include "tactical/autoplayer.h"

#include "boardfield.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <functional>

using namespace castellan;

namespace {

using Field = BoardField;
} // namespace

class TestTacticalCampaign : public QObject
{
    Q_OBJECT

private slots:
    void theForcesAtAHexStandOnTheBoardAsTheirUnitsAre_C2_C11()
    {
        Field f;
        CampaignTactical t(*f, f.at);
        QVERIFY2(t.refusal().isEmpty(), qPrintable(t.refusal()));
        const TacticalBattle &b = t.battle();
        QCOMPARE(b.board().columns, 13);
        QCOMPARE(b.board().rows, 9);
        QCOMPARE(t.forces(0).first().id, f.host); // the defender holds the top edge
        QCOMPARE(t.forces(1).first().id, f.band); // the attacker, who marched in, the bottom, and moves first
        QCOMPARE(b.side(), 1);
        int types[3] = {0, 0, 0};
        int led = 0;
        for (const TacticalUnit &u : b.units()) {
            QVERIFY(b.board().rowsFromHome(u.side, u.hex) < 2);
            if (u.side == 0)
                ++types[u.type];
            if (u.leader) {
                QCOMPARE(u.leader->leaderId, f.marshal);
                QCOMPARE(b.rules().units[u.type].key, QStringLiteral("infantry")); // leaders lead infantry first
                ++led;
            }
        }
        QCOMPARE(b.units().size(), 12);
        QCOMPARE(types[*b.rules().unitIndex(QStringLiteral("infantry"))], 3);
        QCOMPARE(types[*b.rules().unitIndex(QStringLiteral("cavalry"))], 2);
        QCOMPARE(types[*b.rules().unitIndex(QStringLiteral("artillery"))], 1);
        QCOMPARE(led, 1);
        QCOMPARE(b.unitsToWin(0), 3);
    }

    // Issue 30: the report of a board battle names each side's commander and links no roll it does not have.
    void theReportNamesTheCommanders_C11()
    {
        Field f;
        f->setDiceSource(std::make_unique<SeededDice>(3));
        CampaignTactical t(*f, f.at);
        playAutomatically(t.battle(), t.roller());
        QVERIFY(t.finish().ok);
        const QString html = battleReportHtml(QJsonDocument::fromJson(f->battles().first().report.toUtf8()).object());
        const QString marshal = f->leader(f.marshal)->name.toHtmlEscaped();
        QVERIFY2(html.contains(QStringLiteral("<tr><th>Commander</th><td>")), qPrintable(html));
        const qsizetype row = html.indexOf(QStringLiteral("<tr><th>Commander</th>"));
        const QString commanders = html.mid(row, html.indexOf(QStringLiteral("</tr>"), row) - row);
        QVERIFY2(commanders.contains(marshal), qPrintable(commanders));
        QVERIFY2(!commanders.contains(QStringLiteral("<td></td>")), qPrintable(commanders));
        QVERIFY2(!html.contains(QStringLiteral(">#0<")), qPrintable(html));
        // A step without a roll has an empty Roll cell, however the report was kept.
        QJsonObject report = QJsonDocument::fromJson(f->battles().first().report.toUtf8()).object();
        QJsonArray events = report.value(QStringLiteral("events")).toArray();
        QVERIFY(events.size() >= 2);
        QJsonObject zero = events[0].toObject();
        zero.insert(QStringLiteral("roll_id"), 0);
        events[0] = zero;
        QJsonObject missing = events[1].toObject();
        missing.remove(QStringLiteral("roll_id"));
        events[1] = missing;
        report.insert(QStringLiteral("events"), events);
        QVERIFY(!battleReportHtml(report).contains(QStringLiteral(">#0<")));
    }

    void theResultFlowsBackAsOneUndoableAction_C11_F6a()
    {
        Field f;
        f->setDiceSource(std::make_unique<SeededDice>(3));
        const qint64 rollsBefore = f->rolls().rollCount();
        const int steps = f->undoStack()->count();
        CampaignTactical t(*f, f.at);
        const int winner = playAutomatically(t.battle(), t.roller());
        QVERIFY(winner == 0 || winner == 1);
        int eliminated[2] = {0, 0};
        for (const TacticalUnit &u : t.battle().units())
            eliminated[u.side] += !u.alive();
        const Outcome o = t.finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(f->undoStack()->count(), steps + 1);
        // Every die went through the campaign's log, named for the battle.
        QVERIFY(f->rolls().rollCount() > rollsBefore + 2);
        QVERIFY(f->rolls()
                    .roll(rollsBefore + 1)
                    ->context.startsWith(QStringLiteral("tactical battle at 0303, turn 1, Red activation")));
        // Eliminated counters are eliminated units; the survivors are in good order.
        const qint64 ids[2] = {f.host, f.band};
        // A board battle ends when half a side is gone (C10), so both forces stand at the end.
        for (int s = 0; s < 2; ++s) {
            const auto force = f->force(ids[s]);
            QVERIFY(force);
            QVERIFY(force->units.total() > 0);
            QCOMPARE(force->units.good, 6 - eliminated[s]);
            QCOMPARE(force->units.broken, 0);
            QVERIFY(force->cavalry + force->artillery <= force->units.total());
        }
        // The loser fell back a hex (F6a); the winner holds the field.
        const auto loser = f->force(ids[1 - winner]);
        QVERIFY(loser);
        QCOMPARE(HexGrid::distance(loser->hex, f.at), 1);
        QCOMPARE(f->force(ids[winner])->hex, f.at);
        // The report is kept as a field battle's, with the ruleset it used.
        const QList<BattleRecord> battles = f->battles();
        QCOMPARE(battles.size(), 1);
        const QJsonObject report = QJsonDocument::fromJson(battles.first().report.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("hex")).toString(), QStringLiteral("0303"));
        QCOMPARE(report.value(QStringLiteral("tactical")).toObject().value(QStringLiteral("ruleset_hash")).toString(),
                 QString::fromLatin1(Ruleset::standard().hash));
        QVERIFY(!report.value(QStringLiteral("events")).toArray().isEmpty());
        // Undone, the forces are as they were, and the rolls stay in the log, marked undone (RULES D1).
        f->undoStack()->undo();
        QCOMPARE(f->force(f.band)->units.good, 6);
        QCOMPARE(f->force(f.host)->cavalry, 2);
        QCOMPARE(f->force(f.band)->hex, f.at);
        QVERIFY(f->battles().isEmpty());
        QVERIFY(f->rolls().roll(rollsBefore + 1)->undone);
    }

    void aFallenUnitsLeaderMakesHisSurvivalCheckInTheCampaign_C11_H3()
    {
        // Battles with one seed after another until Marshal Bray's counter falls: his check is then the campaign's.
        for (quint64 seed = 1; seed <= 200; ++seed) {
            Field f;
            f->setDiceSource(std::make_unique<SeededDice>(seed));
            CampaignTactical t(*f, f.at);
            playAutomatically(t.battle(), t.roller());
            const auto &fallen = t.battle().fallenLeaders();
            if (fallen.isEmpty())
                continue;
            QCOMPARE(fallen.first().leader.leaderId, f.marshal);
            QCOMPARE(fallen.first().face, 0); // the board rolls none: the campaign does, as H3 says
            const qint64 before = f->rolls().rollCount();
            const int heroics = f->leader(f.marshal)->effectiveHeroics(); // as he checks: a dead man's is 0
            QVERIFY(t.finish().ok);
            std::optional<Roll> check;
            for (qint64 id = before + 1; id <= f->rolls().rollCount(); ++id) {
                if (const auto r = f->rolls().roll(id); r && r->leaderId == f.marshal) {
                    QVERIFY2(!check, "one survival check for him");
                    check = r;
                }
            }
            QVERIFY(check);
            const Leader bray = *f->leader(f.marshal);
            const Survival outcome = survival(heroics, check->faces.first());
            if (outcome == Survival::Dies)
                QCOMPARE(bray.status(), LeaderStatus::Dead);
            else if (outcome == Survival::Captured)
                QCOMPARE(bray.capturedBySide, f.red);
            else
                QVERIFY(bray.status() != LeaderStatus::Dead && bray.status() != LeaderStatus::Captured);
            const QList<HistoryEntry> history = f->history(f.marshal);
            QVERIFY(std::any_of(history.cbegin(), history.cend(), [](const HistoryEntry &h) {
                return h.text.shown().contains(QStringLiteral("battle board"));
            }));
            return;
        }
        QFAIL("in 200 battles Marshal Bray's counter never fell");
    }

    void theLeadersRerollsServeOnTheBoardAndTheRestLapse_H2_C11()
    {
        Field f;
        f->setDiceSource(std::make_unique<ScriptedDice>(QList<int>{1}));
        QVERIFY(heroicDeed(*f, f.marshal).ok); // RULES H1: a 1 against Heroics 4: 3 wounds, 3 rerolls
        QCOMPARE(f->leader(f.marshal)->rerolls, 3);
        f->setDiceSource(std::make_unique<SeededDice>(5));
        CampaignTactical t(*f, f.at);
        QVERIFY2(t.refusal().isEmpty(), qPrintable(t.refusal()));
        QCOMPARE(t.battle().rerollHolders(0).size(), 1); // the Host holds the top edge, Bray with it
        bool spent = false;                              // Bray's side spends one, on its first roll
        t.battle().setRerollChooser(0, [&](const TacticalBattle &, const RerollOffer &o) {
            return std::exchange(spent, true) ? std::nullopt : std::optional<TacticalReroll>({o.roll, o.holders[0], 0});
        });
        const qint64 before = f->rolls().rollCount();
        playAutomatically(t.battle(), t.roller());
        QVERIFY(spent);
        const QList<Leader> after = t.ending().leadersAfter;
        const auto bray =
            std::find_if(after.cbegin(), after.cend(), [&](const Leader &l) { return l.id == f.marshal; });
        QVERIFY(bray != after.cend());
        QCOMPARE(bray->rerolls, 2); // what the board left him, for his own checks (H3)
        QList<Roll> rerolls;
        for (qint64 id = before + 1; id <= f->rolls().rollCount(); ++id) {
            if (const auto r = f->rolls().roll(id); r && r->replacesId != 0)
                rerolls << *r;
        }
        QCOMPARE(rerolls.size(), 1);
        QCOMPARE(rerolls[0].leaderId, f.marshal); // RULES D1: his, naming the roll it replaces
        QVERIFY(rerolls[0].replacesId > before && rerolls[0].replacesId < rerolls[0].id);
        QVERIFY(rerolls[0].context.contains(QStringLiteral("reroll by Marshal Bray")));
        QVERIFY(t.finish().ok);
        QCOMPARE(f->leader(f.marshal)->rerolls, 0); // RULES H2: the rest lapse with the battle
    }

    void aCampaignFightsByTheRulesetItKeeps()
    {
        Field f;
        QFile shipped(QStringLiteral(":/rulesets/command-dice.json"));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        QJsonObject edited = QJsonDocument::fromJson(shipped.readAll()).object();
        edited[QStringLiteral("name")] = QStringLiteral("House rules");
        edited[QStringLiteral("activation_dice")] = 4;
        const QString file = f.dir.filePath(QStringLiteral("house.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(edited).toJson());
        out.close();
        QVERIFY(setTacticalRuleset(*f, file).ok);
        QCOMPARE(tacticalRuleset(*f).name, QStringLiteral("House rules"));
        {
            CampaignTactical t(*f, f.at);
            QCOMPARE(t.battle().rules().activationDice, 4);
        }
        // Kept in the campaign file: the edited file may go.
        QVERIFY(QFile::remove(file));
        f.campaign.reset();
        f.campaign = Campaign::open(f.path());
        QCOMPARE(tacticalRuleset(*f).name, QStringLiteral("House rules"));
        // A faulty file is refused, with its field named, and changes nothing.
        const QString bad = f.dir.filePath(QStringLiteral("bad.json"));
        QFile badOut(bad);
        QVERIFY(badOut.open(QIODevice::WriteOnly));
        badOut.write(R"({"format": 1, "name": "Bad"})");
        badOut.close();
        const Outcome refused = setTacticalRuleset(*f, bad);
        QVERIFY(!refused.ok && refused.fileProblem && refused.refusal.contains(QStringLiteral("bad.json")));
        QCOMPARE(tacticalRuleset(*f).name, QStringLiteral("House rules"));
        QVERIFY(setTacticalRuleset(*f, {}).ok);
        QCOMPARE(tacticalRuleset(*f).hash, Ruleset::standard().hash);
        f->undoStack()->undo();
        QCOMPARE(tacticalRuleset(*f).name, QStringLiteral("House rules"));
    }

    void aBattleUnderwayResumesWhereItWasWithoutRollingAgain()
    {
        Field f;
        f->setDiceSource(std::make_unique<SeededDice>(5));
        const qint64 firstRoll = f->rolls().rollCount() + 1;
        QList<TacticalUnit> units;
        QList<TacticalStep> journal;
        int turn = 0;
        qint64 rollsMade = 0;
        {
            CampaignTactical t(*f, f.at);
            AutoPlayer player(t.battle().rules());
            for (int k = 0; k < 4 && t.battle().phase() != TacticalPhase::Over; ++k)
                player.playTurn(t.battle(), t.roller());
            t.battle().rollActivation(t.roller()); // left halfway through a turn
            QString why;
            QVERIFY2(t.keepUnderway(&why), qPrintable(why));
            units = t.battle().units();
            journal = t.battle().journal();
            turn = t.battle().turn();
            rollsMade = f->rolls().rollCount();
        }
        // The app is closed; the campaign is opened again.
        f.campaign.reset();
        f.campaign = Campaign::open(f.path());
        const auto kept = CampaignTactical::underway(*f);
        QVERIFY(kept);
        QCOMPARE(kept->hex, f.at);
        QCOMPARE(kept->turn, turn);
        QString why;
        auto t = CampaignTactical::resume(*f, &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->battle().units(), units);
        QCOMPARE(t->battle().journal(), journal);
        QCOMPARE(t->battle().phase(), TacticalPhase::Choose);
        QCOMPARE(f->rolls().rollCount(), rollsMade); // nothing was rolled again
        playAutomatically(t->battle(), t->roller());
        const Outcome o = t->finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY(!CampaignTactical::underway(*f));
        QCOMPARE(f->battles().size(), 1);
        // Undone, every roll of the battle, before the interruption and after, is marked undone (RULES D1).
        f->undoStack()->undo();
        QVERIFY(f->rolls().rollCount() > rollsMade);
        for (qint64 id = firstRoll; id <= f->rolls().rollCount(); ++id)
            QVERIFY2(f->rolls().roll(id)->undone, qPrintable(QString::number(id)));
    }

    // Issue 30: nothing a battle keeps depends on the language it was kept in.
    void aBattleBegunInGermanResumesInEnglish()
    {
        Field f;
        f->setDiceSource(std::make_unique<SeededDice>(5));
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        {
            CampaignTactical t(*f, f.at);
            QVERIFY(t.battle().setup().title.shown().startsWith(QStringLiteral("taktische Schlacht")));
            t.battle().rollActivation(t.roller());
            QString why;
            QVERIFY2(t.keepUnderway(&why), qPrintable(why));
        }
        installTranslations(QStringLiteral("en"));
        f.campaign.reset();
        f.campaign = Campaign::open(f.path());
        QString why;
        const auto t = CampaignTactical::resume(*f, &why);
        QVERIFY2(t, qPrintable(why));
        QVERIFY(t->battle().setup().title.shown().startsWith(QStringLiteral("tactical battle")));
        QCOMPARE(t->battle().phase(), TacticalPhase::Choose);
    }

    void aBattleUnderwayIsNotResumedOnChangedForcesOrAFaultyJournal()
    {
        Field f;
        f->setDiceSource(std::make_unique<SeededDice>(6));
        {
            CampaignTactical t(*f, f.at);
            AutoPlayer(t.battle().rules()).playTurn(t.battle(), t.roller());
            QVERIFY(t.keepUnderway(nullptr));
        }
        const QString kept = f->setting(QStringLiteral("tactical.underway"));
        QString why;
        QVERIFY(CampaignTactical::resume(*f, &why)); // as it stands it resumes
        Force host = *f->force(f.host);
        host.cavalry = 1;
        QVERIFY(editForce(*f, host).ok);
        QVERIFY(!CampaignTactical::resume(*f, &why));
        QVERIFY2(why.contains(QStringLiteral("have changed")), qPrintable(why));
        f->undoStack()->undo();
        QVERIFY(CampaignTactical::resume(*f, &why));
        // A journal whose faces were changed by hand does not replay.
        QJsonObject o = QJsonDocument::fromJson(kept.toUtf8()).object();
        QJsonArray steps = o.value(QStringLiteral("journal")).toArray();
        QJsonObject first = steps[0].toObject();
        first.insert(QStringLiteral("faces"), QJsonArray{1, 2, 3, 4, 5, 6});
        steps[0] = first;
        o.insert(QStringLiteral("journal"), steps);
        QVERIFY(f->keepSetting(QStringLiteral("tactical.underway"), QString::fromUtf8(QJsonDocument(o).toJson())));
        QVERIFY(!CampaignTactical::resume(*f, &why));
        QVERIFY2(why.contains(QStringLiteral("Step 1")), qPrintable(why));
        QVERIFY(f->keepSetting(QStringLiteral("tactical.underway"), QStringLiteral("{broken")));
        QVERIFY(!CampaignTactical::underway(*f));
        QVERIFY(!CampaignTactical::resume(*f, &why));
        QVERIFY2(why.contains(QStringLiteral("not a JSON object")), qPrintable(why));
        QVERIFY(CampaignTactical::dropUnderway(*f));
        QVERIFY(f->setting(QStringLiteral("tactical.underway")).isEmpty());
    }

    void theBoardIsArrangedBeforeTheFirstRollAndResumesSo()
    {
        Field f;
        f->setDiceSource(std::make_unique<SeededDice>(9));
        CampaignTactical t(*f, f.at);
        const TacticalSetup placed = t.battle().setup();
        TacticalSetup a = placed;
        qsizetype blue = -1, led = -1, other = -1, red = -1;
        for (qsizetype i = 0; i < a.units.size(); ++i) {
            const TacticalUnit &u = a.units[i];
            if (u.side == 0 && u.leader)
                led = i;
            else if (u.side == 0 && other < 0)
                other = i;
            if (u.side == 0 && blue < 0 && !u.leader)
                blue = i;
            if (u.side == 1)
                red = i;
        }
        QVERIFY(led >= 0 && other >= 0 && blue >= 0 && red >= 0);
        const Hex free{0, 3}; // Blue's own rows are the four at the top of nine
        QVERIFY(!t.battle().unitAt(free));
        a.units[blue].hex = free;
        const int woods = *t.battle().rules().terrainIndex(QStringLiteral("woods"));
        a.board.setTerrain({6, 4}, woods);
        a.units[other].leader = a.units[led].leader; // the marshal leads another counter of his force
        a.units[led].leader.reset();
        auto refused = [&](const std::function<void(TacticalSetup &)> &spoil, const char *words) {
            TacticalSetup bad = a;
            spoil(bad);
            const QString why = t.whyCannotArrange(bad);
            QVERIFY2(why.contains(QLatin1String(words)), qPrintable(why));
        };
        refused([&](TacticalSetup &b) { b.units[blue].hex = {0, 4}; }, "own rows");
        refused([&](TacticalSetup &b) { b.units[blue].hex = b.units[led].hex; }, "Two counters");
        refused(
            [&](TacticalSetup &b) {
                b.units[red].leader = b.units[other].leader;
                b.units[other].leader.reset();
            },
            "own force");
        refused([&](TacticalSetup &b) { b.units[led].leader = b.units[other].leader; }, "one counter");
        refused([&](TacticalSetup &b) { b.units.removeLast(); }, "none is added");
        refused([&](TacticalSetup &b) { b.units[blue].type = b.units[red].type == 0 ? 1 : 0; }, "none is added");
        refused([&](TacticalSetup &b) { b.board.rows = 11; }, "keeps its 13 x 9");
        refused([&](TacticalSetup &b) { b.units[other].leader->heroics = 6; }, "no leader of this battle");
        QVERIFY2(t.arrange(a).isEmpty(), qPrintable(t.whyCannotArrange(a)));
        QCOMPARE(t.battle().units()[blue].hex, free);
        QVERIFY(t.battle().units()[other].leader);
        QVERIFY(!t.battle().units()[led].leader);
        QCOMPARE(t.battle().board().terrainAt({6, 4}), woods);
        AutoPlayer(t.battle().rules()).playTurn(t.battle(), t.roller());
        QVERIFY(t.whyCannotArrange(a).contains(QStringLiteral("has begun")));
        // Kept and resumed, the board is the one arranged.
        QVERIFY(t.keepUnderway(nullptr));
        const QList<TacticalUnit> units = t.battle().units();
        QString why;
        auto resumed = CampaignTactical::resume(*f, &why);
        QVERIFY2(resumed, qPrintable(why));
        QCOMPARE(resumed->battle().units(), units);
        QCOMPARE(resumed->battle().board().terrainAt({6, 4}), woods);
        playAutomatically(resumed->battle(), resumed->roller());
        QVERIFY(resumed->finish().ok);
    }

    /** RULES M2, M3 in a campaign battle on the board: a subordinate of the Host takes counters of his own force on
     *  a flank march; the march is kept with the battle under way and resumed; the units of a march that never
     *  came in go back to their force, not killed. */
    void aFlankMarchInACampaignBattleOnTheBoard_M2_M3()
    {
        Field f;
        const qint64 scout = f.leader(QStringLiteral("Sir Scout"), {4, 3, 3, 6, 2, 3, 3}, f.blue); // excellent
        Field::must(assignLeader(*f, scout, f.host));
        Field::must(setPronoun(*f, scout, Pronoun::She));
        Field::must(setPronoun(*f, f.marshal, Pronoun::They));
        f->setDiceSource(std::make_unique<SeededDice>(8));
        CampaignTactical t(*f, f.at);
        QVERIFY2(t.refusal().isEmpty(), qPrintable(t.refusal()));
        const int blue = t.forces(0).front().sideId == f.blue ? 0 : 1;
        const QList<int> counters = t.countersOf(scout);
        QCOMPARE(counters.size(), 5); // the Host's six but the commander-in-chief's own (RULES C11, M2)
        int marshals = 0;
        for (const TacticalUnit &u : t.battle().units())
            marshals = u.leader && u.leader->leaderId == f.marshal ? u.id : marshals;
        QVERIFY(marshals > 0 && !counters.contains(marshals));
        QCOMPARE(t.battle().unit(marshals)->leader->pronoun, Pronoun::They); // issue 30, item 12
        QVERIFY(t.whyCannotSendMarch(scout, {marshals}).contains(QLatin1String("commander-in-chief's own counter")));
        QVERIFY(t.whyCannotSendMarch(f.marshal, counters.mid(0, 1)).contains(QLatin1String("commander-in-chief")));
        QVERIFY(t.whyCannotSendMarch(scout, counters.mid(0, 4)).contains(QLatin1String("half")));
        QVERIFY2(t.sendMarch(scout, counters.mid(0, 2), FlankEdge::Left).isEmpty(), "two of six may march");
        QCOMPARE(t.battle().setup().marches.size(), 1);
        QCOMPARE(t.battle().setup().marches.first().units.size(), 2);
        QCOMPARE(t.battle().setup().marches.first().side, blue);
        QCOMPARE(t.battle().setup().marches.first().level, GeneralLevel::Excellent);
        QCOMPARE(t.battle().setup().marches.first().general.pronoun, Pronoun::She);
        for (const TacticalUnit &u : t.battle().units())
            QVERIFY(!counters.mid(0, 2).contains(u.id));            // off the board until they arrive
        QVERIFY(!t.whyCannotArrange(t.battle().setup()).isEmpty()); // arranged first, marches after
        // Kept under way before its first roll and resumed: the march is there again.
        AutoPlayer player(t.battle().rules());
        player.playTurn(t.battle(), t.roller());
        QString why;
        QVERIFY2(t.keepUnderway(&why), qPrintable(why));
        auto resumed = CampaignTactical::resume(*f, &why);
        QVERIFY2(resumed, qPrintable(why));
        QCOMPARE(resumed->battle().setup().marches, t.battle().setup().marches);
        QCOMPARE(resumed->battle().units(), t.battle().units());
        resumed.reset();
        // The battle ends at once: the march never came in, and its two counters go back to the Host.
        t.battle().withdraw(1 - blue);
        int standing = 0;
        for (const TacticalUnit &u : t.battle().units())
            standing += u.alive() && u.forceId == f.host;
        QCOMPARE(t.battle().returningUnits().size(), 2);
        const Outcome o = t.finish();
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(f.forceNamed(f.host).units.total(), standing + 2);
        const QList<HistoryEntry> history = f->history(scout);
        QVERIFY(history.last().text.shown().contains(QLatin1String("ended before her flank march")));
    }

    void theComputerSendsOneCommandOfAQuarterAtMost_M2()
    {
        Field f;
        const qint64 scout = f.leader(QStringLiteral("Sir Scout"), {4, 3, 3, 5, 2, 3, 3}, f.blue); // good
        Field::must(assignLeader(*f, scout, f.host));
        CampaignTactical t(*f, f.at);
        const int blue = t.forces(0).front().sideId == f.blue ? 0 : 1;
        QVERIFY(t.planComputerMarch(1 - blue).isEmpty()); // Red has no general to spare
        QVERIFY(!t.planComputerMarch(blue).isEmpty());
        QCOMPARE(t.battle().setup().marches.size(), 1);
        QCOMPARE(t.battle().setup().marches.first().units.size(), 1); // a quarter of 6
        QVERIFY(t.planComputerMarch(blue).isEmpty());                 // one command at most
        f->setDiceSource(std::make_unique<SeededDice>(3));
        playAutomatically(t.battle(), t.roller());
        QVERIFY2(t.finish().ok, "lands");
        // Every arrival roll went through the campaign's dice and is in its log, with the general (RULES D1).
        qint64 marchRolls = 0;
        for (qint64 id = 1; id <= f->rolls().rollCount(); ++id) {
            const auto roll = f->rolls().roll(id);
            if (roll->context.contains(QLatin1String("flank march"))) {
                ++marchRolls;
                QCOMPARE(roll->leaderId, scout);
            }
        }
        QVERIFY(marchRolls > 0); // the march rolled at the end of the first turn at least (M3)
        QCOMPARE(marchRolls, qint64(t.battle().marches().first().rolls.size()));
    }

    // RULES F0, C: where neither side moved in this turn, the board takes the attacker named, as a battle in
    // rounds does, and keeps him with the battle under way.
    void theBoardTakesTheAttackerNamedWhenTheMovesDoNotTell_F0()
    {
        MapCampaign f;
        const Hex at{2, 2};
        MapCampaign::must(placeForce(*f, f.host, at));
        const qint64 band = f.force(QStringLiteral("Band"), f.red, at, {4, 0, 0});
        f.toMovement(); // neither force moved in
        QVERIFY(CampaignTactical(*f, at).refusal().contains(QLatin1String("name the attacker")));
        auto t = std::make_unique<CampaignTactical>(*f, at, f.host);
        QVERIFY2(t->refusal().isEmpty(), qPrintable(t->refusal()));
        QCOMPARE(t->forces(1).front().id, f.host); // the attacker's side is board side 1, and moves first
        QCOMPARE(t->forces(0).front().id, band);
        QCOMPARE(t->battle().setup().firstSide, 1);
        f->setDiceSource(std::make_unique<SeededDice>(5));
        AutoPlayer player(t->battle().rules());
        player.playTurn(t->battle(), t->roller());
        QString why;
        QVERIFY2(t->keepUnderway(&why), qPrintable(why));
        t.reset();
        auto resumed = CampaignTactical::resume(*f, &why);
        QVERIFY2(resumed, qPrintable(why));
        QCOMPARE(resumed->forces(1).front().id, f.host);
        playAutomatically(resumed->battle(), resumed->roller());
        QVERIFY(resumed->finish().ok);
        const QJsonObject report = resumed->report();
        QCOMPARE(report.value(QStringLiteral("attacker")).toObject().value(QStringLiteral("force")).toString(),
                 QStringLiteral("Host"));
    }

    // RULES F0: three sides at a hex: the attacker and the defender named, the third side's forces stay out.
    void threeSidesFightTheTwoNamedOnTheBoard_F0()
    {
        MapCampaign f;
        const Hex at{2, 2};
        MapCampaign::must(placeForce(*f, f.host, at));
        const qint64 band = f.force(QStringLiteral("Band"), f.red, at, {4, 0, 0});
        const Outcome third = createSide(*f, QStringLiteral("Green"));
        QVERIFY(third.ok);
        const qint64 green = f->sides().last().id;
        const qint64 rovers = f.force(QStringLiteral("Rovers"), green, at, {3, 0, 0});
        f.toMovement();
        QVERIFY(CampaignTactical(*f, at, f.host).refusal().contains(QLatin1String("Three sides")));
        QVERIFY(!CampaignTactical(*f, at, f.host, f.host).refusal().isEmpty()); // not his own side
        CampaignTactical t(*f, at, f.host, band);
        QVERIFY2(t.refusal().isEmpty(), qPrintable(t.refusal()));
        QCOMPARE(t.forces(0).size(), 1);
        QCOMPARE(t.forces(0).front().id, band);
        for (const TacticalUnit &u : t.battle().units())
            QVERIFY(u.forceId != rovers);
    }

    void noBattleNoBoard()
    {
        MapCampaign f;
        CampaignTactical t(*f, {7, 7});
        QVERIFY(!t.refusal().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTacticalCampaign)
#include "test_tactical_campaign.moc"
