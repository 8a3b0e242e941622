#include "campaign/pastview.h"
#include "campaign/sight.h"
#include "campaign/timeline.h"
#include "clirunner.h"
#include "commands/campaign/sideactions.h"
#include "commands/turn/turnactions.h"
#include "mapcampaign.h"
#include "sheets/turnreport.h"
#include "storage/campaignstore.h"
#include "storage/storageerror.h"
#include "testcampaign.h"

#include <QtTest>

#include <numeric>

using namespace castellan;

/** Every action kept whole (issue 31): undo across closing the campaign, and the campaign at any past point. */
class TestHistory : public QObject
{
    Q_OBJECT

    static Roll lastRoll(Campaign &c) { return *c.rolls().roll(c.rolls().lastRollId()); }

    /** What a view shows of a campaign, in one text: every row a window or the CLI reads. */
    static QString shown(const Campaign &c)
    {
        QStringList lines{QStringLiteral("turn %1 %2").arg(c.turn()).arg(phaseKey(c.phase()))};
        for (const Leader &l : c.leaders()) {
            lines << QStringLiteral("leader %1 %2 v%3 r%4 f%5 at %6 cap%7 coward%8 notes %9")
                         .arg(l.id)
                         .arg(l.name)
                         .arg(l.vitality)
                         .arg(l.rerolls)
                         .arg(l.forceId)
                         .arg(l.location.shown())
                         .arg(l.capturedBySide)
                         .arg(l.coward)
                         .arg(l.notes);
            for (const HistoryEntry &h : c.history(l.id))
                lines << QStringLiteral("  history %1 %2 %3").arg(h.id).arg(h.turn).arg(h.text.shown());
        }
        for (const Force &f : c.forces())
            lines << QStringLiteral("force %1 %2 at %3,%4 good %5 broken %6 used %7 cmd %8")
                         .arg(f.id)
                         .arg(f.name)
                         .arg(f.hex.col)
                         .arg(f.hex.row)
                         .arg(f.units.good)
                         .arg(f.units.broken)
                         .arg(f.moveUsed)
                         .arg(f.commanderId);
        for (const Fortress &f : c.fortresses())
            lines << QStringLiteral("fortress %1 %2 owner %3").arg(f.id).arg(f.name).arg(f.ownerSideId);
        for (const Siege &s : c.sieges())
            lines << QStringLiteral("siege %1 of %2 ended %3").arg(s.id).arg(s.fortressId).arg(s.endedTurn);
        for (const MapHex &h : c.mapHexes())
            lines << QStringLiteral("hex %1,%2 %3 %4").arg(h.hex.col).arg(h.hex.row).arg(int(h.terrain)).arg(h.place);
        for (const Side &side : c.sides())
            lines << QStringLiteral("side %1 %2").arg(side.id).arg(side.name);
        for (const BattleRecord &b : c.battles())
            lines << QStringLiteral("battle %1 %2").arg(b.id).arg(b.name.shown());
        const QList<Roll> rolls = c.rolls().rolls({}, 0, 1 << 20);
        for (const Roll &r : rolls)
            lines << QStringLiteral("roll %1 %2 %3").arg(r.id).arg(r.facesText()).arg(r.undone);
        return lines.join(QLatin1Char('\n'));
    }

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

    /** The test the issue asks for: every point of a campaign shown from its history is the campaign as saved
     *  then, walked forward and back. */
    void everyPointOfTheHistory_isTheCampaignAsItWasSavedThen()
    {
        MapCampaign c;
        QTemporaryDir saved;
        QStringList states;
        QList<qsizetype> points;
        const auto keep = [&] {
            const qsizetype point = Timeline(*c).pointCount() - 1;
            const QString copy = saved.filePath(QStringLiteral("at-%1.castellan").arg(point));
            c->saveCopy(copy);
            points << point;
            states << shown(*Campaign::open(copy, CampaignAccess::ReadOnly));
        };
        const auto step = [&](const Outcome &o) {
            QVERIFY2(o.ok, qPrintable(o.refusal));
            keep();
        };
        keep();
        c.toMovement();
        keep();
        QList<qsizetype> turnBegan{0};
        QList<qsizetype> movementBegan{points.last()};
        for (int turn = 0; turn < 3; ++turn) {
            step(moveForce(*c, c.host, Hex{1 + turn, 1}));
            c.script({1});
            step(heroicDeed(*c, c.marshal));
            step(woundLeader(*c, c.ward, 1));
            for (int undone = 0; undone < 2; ++undone) { // the wound and the deed taken back, its roll undone
                c->undoStack()->undo();
                keep();
            }
            for (int redone = 0; redone < 2; ++redone) { // and taken again, with the same roll (D1)
                c->undoStack()->redo();
                keep();
            }
            step(namePlace(*c, Hex{turn, 0}, QStringLiteral("Ford %1").arg(turn)));
            const qint64 leader = c.leader(QStringLiteral("Squire %1").arg(turn), {3, 3, 3, 3, 3, 3, 3}, c.red);
            Q_UNUSED(leader);
            keep();
            c.script({6, 6, 6, 6});
            QVERIFY(endTurn(*c).outcome.ok);
            keep();
            turnBegan << points.last();
            c.toMovement();
            keep();
            movementBegan << points.last();
        }
        c->undoStack()->undo(); // back into the siege phase of the last turn
        keep();

        const Timeline timeline(*c);
        QCOMPARE(timeline.pointCount() - 1, points.last());
        QTemporaryDir scratch;
        QList<qsizetype> order(points.size());
        std::iota(order.begin(), order.end(), 0);
        for (int pass = 0; pass < 2; ++pass) { // backward, then forward
            std::reverse(order.begin(), order.end());
            for (qsizetype i : std::as_const(order)) {
                QString past;
                try {
                    past = shown(*timeline.campaignAt(points[i], scratch.path()));
                } catch (const StorageError &e) {
                    QFAIL(qPrintable(QStringLiteral("point %1: %2").arg(points[i]).arg(e.message())));
                }
                QVERIFY2(past == states[i],
                         qPrintable(
                             QStringLiteral("point %1:\n%2\n--- saved then:\n%3").arg(points[i]).arg(past, states[i])));
            }
        }
        QVERIFY(states.first() != states.last());

        // One view moved from point to point, as the app's timeline steps: each step writes only what changed.
        PastView view(*c);
        QCOMPARE(view.index(), points.last());
        QList<qsizetype> walk = order; // oldest first, after the two passes above
        std::reverse(walk.begin(), walk.end());
        walk += order;
        walk += QList<qsizetype>{0, order.size() - 1, order.size() / 2, 1, order.size() - 2, 0};
        for (qsizetype i : std::as_const(walk)) {
            view.moveTo(points[i]);
            QCOMPARE(view.index(), points[i]);
            const QString past = shown(view.campaign());
            QVERIFY2(
                past == states[i],
                qPrintable(
                    QStringLiteral("view at point %1:\n%2\n--- saved then:\n%3").arg(points[i]).arg(past, states[i])));
        }
        QVERIFY(view.campaign().isReadOnly());

        // --at TURN[.PHASE[.ACTION]]: as a turn began, as its phase began, after that phase's Nth action.
        QString why;
        QCOMPARE(timeline.find(QStringLiteral("1"), &why), std::optional<qsizetype>(0));
        QCOMPARE(timeline.find(QStringLiteral("2"), &why), std::optional<qsizetype>(turnBegan[1]));
        QCOMPARE(timeline.find(QStringLiteral("2.siege"), &why), std::optional<qsizetype>(turnBegan[1]));
        QCOMPARE(timeline.find(QStringLiteral("2.movement"), &why), std::optional<qsizetype>(movementBegan[1]));
        QCOMPARE(timeline.find(QStringLiteral("2.movement.1"), &why), std::optional<qsizetype>(movementBegan[1] + 1));
        QCOMPARE(timeline.point(movementBegan[1] + 1).turn, 2);
        QCOMPARE(timeline.find(QStringLiteral("2.siege.1"), &why), std::optional<qsizetype>(turnBegan[1] + 1));
        QVERIFY(!timeline.find(QStringLiteral("2.siege.2"), &why));
        QVERIFY2(why.contains(QStringLiteral("only 1 action")), qPrintable(why));
        QVERIFY(!timeline.find(QStringLiteral("9"), &why));
        QVERIFY2(why.contains(QStringLiteral("not reached")), qPrintable(why));
        for (const char *bad : {"0", "two", "2.sortie", "2.movement.-1", "2.movement.1.4", "", "2.movement.x"}) {
            QVERIFY2(!timeline.find(QLatin1String(bad), &why), bad);
            QVERIFY2(why.contains(QStringLiteral("names no point")), qPrintable(why));
        }
    }

    /** castellan-cli history, --at, undo and redo: the app's history and Edit menu, with the exit codes. */
    void cli_historyAtUndoRedo()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("h.castellan"));
        const auto ok = [](const QList<CliArg> &args) { QCOMPARE(runCliExpectingSuccess(cliWords(args)).code, 0); };
        const auto runCli = [](const QList<CliArg> &args) { return castellan::runCli(cliWords(args)); };
        ok({"new", file, "--name", "History", "--seed", "5"});
        QCOMPARE(runCli({"undo", file}).code, 1); // nothing done yet: the rules refuse
        ok({"leader", "add", file, "--name", "Dag", "--side", "Blue"});
        ok({"leader", "add", file, "--name", "Eda", "--side", "Red"});
        ok({"wound", file, "Dag", "1"});

        const QJsonArray actions = runCli({"history", file, "--json"}).json().value(QLatin1String("actions")).toArray();
        QCOMPARE(actions.size(), 5); // each side and each leader, then the wound
        const QJsonObject wound = actions.last().toObject();
        QCOMPARE(wound.value(QLatin1String("kind")).toString(), QStringLiteral("do"));
        QCOMPARE(wound.value(QLatin1String("at")).toString(), QStringLiteral("1.siege.5"));
        QCOMPARE(wound.value(QLatin1String("turn")).toInt(), 1);
        QCOMPARE(wound.value(QLatin1String("phase")).toString(), QStringLiteral("siege"));
        QVERIFY(wound.value(QLatin1String("text")).toString().contains(QStringLiteral("Dag")));

        // Before Red was added: one side and one leader, unwounded; the file itself is as it is.
        const QJsonArray then = runCli({"leader", "list", file, "--at", "1.siege.2", "--json"}).array();
        QCOMPARE(then.size(), 1);
        QCOMPARE(then[0].toObject().value(QLatin1String("vitality")).toInt(),
                 then[0].toObject().value(QLatin1String("current_vitality")).toInt());
        QCOMPARE(runCli({"side", "list", file, "--at", "1.siege.2", "--json"}).array().size(), 1);
        QCOMPARE(runCli({"leader", "list", file, "--json"}).array().size(), 2);
        for (const char *bad : {"0", "1.march", "1.siege.9", "3"})
            QCOMPARE(runCli({"leader", "list", file, "--at", bad}).code, 2);
        QCOMPARE(runCli({"wound", file, "Dag", "1", "--at", "1"}).code, 2); // --at only reads

        // Undo and redo across runs, as the app's Edit menu does across sessions.
        const QJsonObject undone = runCli({"undo", file, "--json"}).json();
        QVERIFY(undone.value(QLatin1String("undone")).toString().contains(QStringLiteral("Dag")));
        const QJsonObject dag = runCli({"leader", "show", file, "Dag", "--json"}).json();
        QCOMPARE(dag.value(QLatin1String("vitality")).toInt(), dag.value(QLatin1String("current_vitality")).toInt());
        ok({"redo", file});
        QCOMPARE(runCli({"redo", file}).code, 1);
        const QJsonArray after = runCli({"history", file, "--turn", "1", "--phase", "siege", "--json"})
                                     .json()
                                     .value(QLatin1String("actions"))
                                     .toArray();
        QCOMPARE(after.size(), 7);
        QCOMPARE(after[5].toObject().value(QLatin1String("kind")).toString(), QStringLiteral("undo"));
        QCOMPARE(after[6].toObject().value(QLatin1String("kind")).toString(), QStringLiteral("redo"));
        QCOMPARE(runCli({"history", file, "--phase", "siege"}).code, 2); // a phase of which turn?
        QCOMPARE(runCli({"history", file, "--turn", "1", "--phase", "sortie"}).code, 2);
    }

    /** Issue 56, item 1: undo of a deed and then of the end of turn before it leaves a campaign that opens. */
    void cli_undoAcrossAnEndOfTurn_leavesACampaignThatOpensAndVerifies_D1_T3()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("u.castellan"));
        const auto ok = [](const QList<CliArg> &args) { QCOMPARE(runCliExpectingSuccess(cliWords(args)).code, 0); };
        ok({"new", file, "--name", "Undo", "--seed", "3"});
        ok({"leader", "add", file, "--name", "A", "--side", "Blue"});
        ok({"phase", file, "--begin-movement"});
        ok({"turn", file, "--end"});
        ok({"deed", file, "A"});
        ok({"undo", file});
        ok({"undo", file});
        ok({"verify", file});
        const QJsonObject campaign = runCliExpectingSuccess(cliWords({"map", file, "--json"})).json();
        QCOMPARE(campaign.value(QLatin1String("turn")).toInt(), 1);
        ok({"redo", file});
        ok({"redo", file});
        ok({"verify", file});
        QCOMPARE(runCliExpectingSuccess(cliWords({"map", file, "--json"})).json().value(QLatin1String("turn")).toInt(),
                 2);
    }

    /** Issue 56, item 3: the addresses history lists in one pass are those find() names, change by change. */
    void addresses_areThoseFindNames_acrossUndoneEndsOfTurn()
    {
        TestCampaign c;
        const qint64 aldric = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        for (int round = 0; round < 6; ++round) {
            c.toMovement();
            QVERIFY(editNotes(*c, aldric, QStringLiteral("note %1").arg(round)).ok);
            QVERIFY(endTurn(*c).outcome.ok);
            if (round % 2 == 1) { // back across the end of turn, and on again
                c->undoStack()->undo();
                c->undoStack()->undo();
                QVERIFY(editNotes(*c, aldric, QStringLiteral("again %1").arg(round)).ok);
                QVERIFY(endTurn(*c).outcome.ok);
            }
        }
        const Timeline timeline(*c);
        const QStringList addresses = timeline.addresses();
        QCOMPARE(addresses.size(), timeline.changes().size());
        int named = 0;
        for (qsizetype i = 0; i < addresses.size(); ++i) {
            QString why;
            // What the point after change i is called when it is called anything: its phase's nth action.
            const HistoryPoint taken = timeline.point(i);
            const std::optional<qsizetype> began = timeline.start(taken.turn, taken.phase);
            const QString candidate =
                began ? QStringLiteral("%1.%2.%3").arg(taken.turn).arg(taken.phase).arg(i + 1 - *began) : QString();
            const bool names = began && timeline.find(candidate, &why) == i + 1;
            QCOMPARE(addresses[i], names ? candidate : QString());
            named += names ? 1 : 0;
        }
        QVERIFY(named > 10);
        QVERIFY(named < addresses.size()); // some changes, before an undone end of turn, have no address
    }

    /** Hidden movement: another side's force within the sight radius of a force or a fortress, and no farther. */
    void hiddenMovement_aSideSeesOthersOnlyWithinItsSight()
    {
        MapCampaign c;
        const qint64 scouts = c.force(QStringLiteral("Scouts"), c.red, Hex{4, 1}, {1, 0, 0}); // 2 from the Host
        const qint64 column = c.force(QStringLiteral("Column"), c.red, Hex{4, 0}, {1, 0, 0}); // 3 from it
        QVERIFY(c.forceNamed(c.host).hex == (Hex{4, 3}));
        QCOMPARE(Sight(*c, c.blue).forces().size(), 4); // the board game plays in the open
        RuleOptions options = c->options();
        options.hiddenMovement = true;
        QVERIFY(setRuleOptions(*c, options).ok);
        const Sight blue(*c, c.blue);
        QVERIFY(blue.sees(c.forceNamed(scouts)));
        QVERIFY(!blue.sees(c.forceNamed(column)));
        QVERIFY(blue.sees(c.forceNamed(c.garrison)));
        QVERIFY(blue.sees(c.forceNamed(c.host)));
        // Red sees from its fortress too; a force off the map is seen by nobody else.
        QVERIFY(Sight(*c, c.red).sees(c.forceNamed(c.host)));
        QVERIFY(placeForce(*c, c.host, Hex{-1, -1}).ok);
        QVERIFY(!Sight(*c, c.red).sees(c.forceNamed(c.host)));
        QVERIFY(!Sight(*c, c.blue).sees(c.forceNamed(scouts))); // the Host off the map, Blue sees nothing
        options.sightRadius = 3;
        QVERIFY(setRuleOptions(*c, options).ok);
        QVERIFY(Sight(*c, c.red).seesHex(Hex{4, 7}));
        QVERIFY(!Sight(*c, c.red).seesHex(Hex{4, 8}));
    }

    /** A side's turn report: its moves, battles, sieges and leaders, and nothing it could not see. */
    void turnReport_holdsNothingItsSideCouldNotSee()
    {
        MapCampaign c;
        RuleOptions options = c->options();
        options.hiddenMovement = true;
        QVERIFY(setRuleOptions(*c, options).ok);
        const qint64 duke = c.leader(QStringLiteral("Secret Duke"), {4, 4, 4, 4, 4, 4, 4}, c.red);
        c.force(QStringLiteral("Far Column"), c.red, Hex{9, 7}, {4, 0, 0}, {duke});
        c.force(QStringLiteral("Near Scouts"), c.red, Hex{3, 1}, {1, 0, 0});
        c.toMovement();
        QVERIFY(moveForce(*c, c.host, Hex{1, 1}).ok);
        QVERIFY(woundLeader(*c, c.marshal, 1).ok);
        c.script({6, 6, 6, 6});
        QVERIFY(endTurn(*c).outcome.ok);
        c.toMovement(); // turn 2 goes on; turn 1's report is as the turn ended
        QVERIFY(moveForce(*c, c.host, Hex{2, 1}).ok);

        const TurnReport blue{c.blue, 1};
        const auto report = [](qint64 side, int turn) { return TurnReport{side, turn}; };
        QCOMPARE(blue.whyNot(*c), QString());
        const QString html = blue.html(*c);
        for (const char *seen : {"Host", "Marshal Bray", "Near Scouts", "0202"})
            QVERIFY2(html.contains(QLatin1String(seen)), seen);
        for (const char *hidden : {"Far Column", "Secret Duke", "Garrison", "Castellan Ward"})
            QVERIFY2(!html.contains(QLatin1String(hidden)), hidden);
        const QString red = report(c.red, 1).html(*c);
        QVERIFY(red.contains(QStringLiteral("Far Column")) && red.contains(QStringLiteral("Secret Duke")));
        QVERIFY(!red.contains(QStringLiteral("Marshal Bray")));
        QVERIFY(!report(c.blue, 3).whyNot(*c).isEmpty());
        // A side named like a placeholder is written as it is named.
        QVERIFY(renameSide(*c, c.red, QStringLiteral("%2 <Reds> %1")).ok);
        const QString odd = report(c.red, 1).html(*c);
        QVERIFY2(odd.contains(QStringLiteral("%2 &lt;Reds&gt; %1: turn 1")), qPrintable(odd.left(600)));
        QVERIFY(
            report(c.red, 1).fileName(*c, QStringLiteral(".html")).contains(QStringLiteral("turn 1 - %2 _Reds_ %1")));
        QVERIFY(report(c.red, 2).html(*c).contains(QStringLiteral("<b>Far Column</b> (%2 &lt;Reds&gt; %1): 4 units")));
        c->undoStack()->undo();
        QVERIFY(!report(999, 1).whyNot(*c).isEmpty());
        options.hiddenMovement = false; // in the open, every force is in every report; turn 1 saw as it did
        QVERIFY(setRuleOptions(*c, options).ok);
        QVERIFY(!report(c.blue, 1).html(*c).contains(QStringLiteral("Far Column")));
        QVERIFY(report(c.blue, 2).html(*c).contains(QStringLiteral("Far Column")));
        options.historyDelay = 1; // the others as turn 1 ended, hidden then
        QVERIFY(setRuleOptions(*c, options).ok);
        const QString late = report(c.blue, 2).html(*c);
        QVERIFY(!late.contains(QStringLiteral("Far Column")) && late.contains(QStringLiteral("Near Scouts")));
        QVERIFY(late.contains(QStringLiteral("earlier")));
        c->undoStack()->undo();
        QVERIFY(c->undoStack()->canUndo());
        c->undoStack()->undo();

        // castellan-cli report turn: the same page, and the exit codes.
        const QString path = c.path();
        c.campaign.reset();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("blue.html"));
        const CliResult made =
            runCli(cliWords({"report", "turn", path, "--side", "Blue", "--turn", "1", "--html", out, "--json"}));
        QCOMPARE(made.code, 0);
        QCOMPARE(made.json().value(QLatin1String("turn")).toInt(), 1);
        QCOMPARE(made.json().value(QLatin1String("side")).toString(), QStringLiteral("Blue"));
        QFile page(out);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString written = QString::fromUtf8(page.readAll());
        QVERIFY(written.contains(QStringLiteral("Near Scouts")) && !written.contains(QStringLiteral("Far Column")));
        const QString pdf = dir.filePath(QStringLiteral("red.pdf"));
        QCOMPARE(runCli(cliWords({"report", "turn", path, "--side", "Red", "--pdf", pdf})).code, 0);
        QVERIFY(QFileInfo(pdf).size() > 1000);
        QCOMPARE(runCli(cliWords({"report", "turn", path, "--side", "Blue", "--turn", "9", "--html", out})).code, 2);
        QCOMPARE(runCli(cliWords({"report", "turn", path, "--side", "Green", "--html", out})).code, 2);
        QCOMPARE(runCli(cliWords({"report", "turn", path, "--side", "Blue"})).code, 2);
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
