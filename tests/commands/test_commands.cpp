#include "commands/action/limittext.h"
#include "commands/campaign/sideactions.h"
#include "commands/leaders/duel.h"
#include "commands/leaders/leaderactions.h"
#include "commands/leaders/survivalcheck.h"
#include "commands/turn/turnactions.h"
#include "mapcampaign.h"
#include "model/limits.h"
#include "model/names.h"
#include "storage/campaignstore.h"
#include "testcampaign.h"

#include <QtTest>

using namespace castellan;

/** The leader actions as a game master takes them: scripted dice, exact results, undo and redo. */
class TestCommands : public QObject
{
    Q_OBJECT

private slots:
    // Issue 28, item 10: a name counts characters, not UTF-16 units, and holds something to see and nothing broken.
    void namesCountCharactersAndHoldNothingBroken()
    {
        const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80"); // one character, two UTF-16 units
        QCOMPARE(characterCount(emoji), 1);
        QCOMPARE(nameProblem(emoji.repeated(MaxNameLength)), NameProblem::None);
        QCOMPARE(nameProblem(emoji.repeated(MaxNameLength + 1)), NameProblem::TooLong);
        QCOMPARE(nameProblem(QStringLiteral("x").repeated(MaxNameLength + 1)), NameProblem::TooLong);
        QCOMPARE(nameProblem(QStringLiteral("Ann") + QChar(u'\0') + QStringLiteral("e")), NameProblem::BadCharacters);
        QCOMPARE(nameProblem(QStringLiteral("Ann") + QChar(0xD83D)), NameProblem::BadCharacters); // half of one
        QCOMPARE(nameProblem(QString(QChar(0xDE00)) + QStringLiteral("Ann")), NameProblem::BadCharacters);
        QCOMPARE(nameProblem(QString(QChar(0x200B)).repeated(3)), NameProblem::Empty); // zero-width only
        QCOMPARE(nameProblem(QString(QChar(0x00A0)) + QChar(0x3000)), NameProblem::Empty);
        QCOMPARE(nameProblem(QString()), NameProblem::Empty);
        // A joined emoji (a family: three people joined by zero-width joiners) is a name.
        QCOMPARE(nameProblem(QString::fromUtf8("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D"
                                               "\xF0\x9F\x91\xA7")),
                 NameProblem::None);
        TestCampaign c;
        QCOMPARE(whyCannotNameSide(*c, QStringLiteral("A") + QChar(u'\0')), badCharactersInName());
        QVERIFY(whyCannotNameLeader(*c, emoji.repeated(61)).isEmpty());
    }

    void createLeaderFromTheRoll_L1()
    {
        TestCampaign c;
        c.script({2, 6, 1, 5, 3, 4, 5});
        const Roll roll = rollCreation(*c, QStringLiteral("Aldric"));
        const auto dice = assignByPriority(roll.faces, {Trait::Battle});
        const auto o = createLeader(*c, QStringLiteral("Aldric"), c.blue, roll, dice);
        QVERIFY2(o.ok, qPrintable(o.refusal));
        const Leader l = c.get(o.leaderId);
        QCOMPARE(l.rating(Trait::Battle), 6);
        QCOMPARE(l.vitality, 2); // RULES L3: current vitality starts at the rating
        QCOMPARE(l.creationRollId, roll.id);
        QCOMPARE(l.creationDie[std::size_t(Trait::Battle)], 1); // the sheet remembers which die went where
        QCOMPARE(c->rolls().roll(roll.id)->leaderId, l.id);
        QCOMPARE(c->history(l.id).size(), 1);
        QCOMPARE(c->history(l.id).first().rollId, roll.id);
    }

    void createRefusesAnIncompleteAssignment_L1()
    {
        TestCampaign c;
        c.script({1, 2, 3, 4, 5, 6, 6});
        const Roll roll = rollCreation(*c, QStringLiteral("X"));
        QVERIFY(!createLeader(*c, QStringLiteral("X"), c.blue, roll, {0, 0, 1, 2, 3, 4, 5}).ok);
        QVERIFY(!createLeader(*c, QStringLiteral(" "), c.blue, roll, assignInOrder()).ok);
        QVERIFY(!createLeader(*c, QStringLiteral("X"), 999, roll, assignInOrder()).ok);
        QCOMPARE(c->leaderCount(), 0);
    }

    void undoCreationKeepsTheRoll_L1_D1()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        const qint64 rolls = c->rolls().rollCount();
        c->undoStack()->undo();
        QVERIFY(!c->leader(id));
        QCOMPARE(c->rolls().rollCount(), rolls);
        c->undoStack()->redo();
        QCOMPARE(c.get(id).ratings, (Ratings{4, 3, 5, 2, 6, 1, 3}));
        QCOMPARE(c->history(id).size(), 1);
    }

    void woundsDisableAndKill_L3()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {2, 3, 3, 3, 3, 3, 3});
        QVERIFY(woundLeader(*c, id, 2).ok);
        QCOMPARE(c.get(id).status(), LeaderStatus::Disabled);
        QVERIFY(heroicDeed(*c, id).refusal.contains(QStringLiteral("disabled")));
        QVERIFY(woundLeader(*c, id, 1).ok);
        QCOMPARE(c.get(id).status(), LeaderStatus::Dead);
        QVERIFY(!woundLeader(*c, id, -1).ok); // the dead are not healed
        c->undoStack()->undo();
        c->undoStack()->undo();
        QCOMPARE(c.get(id).vitality, 2);
        QVERIFY(!woundLeader(*c, id, -1).ok); // never above the rating
    }

    void deedUsesEffectiveHeroics_H1_L4()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {6, 5, 3, 3, 3, 3, 3});
        QVERIFY(woundLeader(*c, id, 3).ok); // vitality 3 caps Heroics 5 at 3
        c.script({1});
        const auto o = heroicDeed(*c, id);
        QVERIFY(o.ok);
        QCOMPARE(o.rolls.size(), 1);
        const Leader l = c.get(id);
        QCOMPARE(l.vitality, 1); // 3 - (3 - 1)
        QCOMPARE(l.rerolls, 2);
        QCOMPARE(l.lastActionTurn, 1);
        QCOMPARE(c->history(id).last().rollId, o.rolls.first().id);
    }

    void deedEqualAndOver_H1()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {6, 4, 3, 3, 3, 3, 3});
        c.script({4, 6});
        QVERIFY(heroicDeed(*c, id).ok);
        QCOMPARE(c.get(id).vitality, 5);
        QCOMPARE(c.get(id).rerolls, 4);
        QVERIFY(heroicDeed(*c, id).ok);
        QCOMPARE(c.get(id).vitality, 3);
        QCOMPARE(c.get(id).rerolls, 4);
    }

    void rerollsLapse_H2()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {6, 4, 3, 3, 3, 3, 3});
        c.script({4});
        heroicDeed(*c, id);
        QVERIFY(lapseRerolls(*c, id).ok);
        QCOMPARE(c.get(id).rerolls, 0);
        QVERIFY(!lapseRerolls(*c, id).ok);
    }

    void survivalWithAReroll_H2_H3()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {6, 4, 3, 3, 3, 3, 3});
        c.script({3, 4, 2}); // deed: 1 wound, 1 reroll; check: 4 = h dies; reroll 2 < 4 escapes
        heroicDeed(*c, id);
        QCOMPARE(c.get(id).rerolls, 1);
        SurvivalCheck check(*c, id, QStringLiteral("fallen fortress"));
        QVERIFY(check.refusal().isEmpty());
        const Roll first = check.roll();
        QCOMPARE(check.result(), Survival::Dies);
        QVERIFY(check.canReroll());
        const Roll second = check.reroll();
        QCOMPARE(second.replacesId, first.id);
        QCOMPARE(check.result(), Survival::Escapes);
        QVERIFY(!check.canReroll());
        QVERIFY(check.finish(c.red, QStringLiteral("Castle Amber")).ok);
        const Leader l = c.get(id);
        QCOMPARE(l.location.shown(), QStringLiteral("Castle Amber"));
        QCOMPARE(l.status(), LeaderStatus::Active);
        QCOMPARE(l.rerolls, 0);
        // His history says where he went, once.
        const QString line = c->history(id).last().text.shown();
        QCOMPARE(line.count(QStringLiteral("Castle Amber")), 1);
    }

    void survivalDiesOrIsCaptured_H3()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 3, 3, 3});
        const qint64 b = c.leader(QStringLiteral("Bors"), {4, 3, 3, 3, 3, 3, 3});
        c.script({3, 5});
        SurvivalCheck dies(*c, a, QString());
        dies.roll();
        QVERIFY(dies.finish(c.red).ok);
        QCOMPARE(c.get(a).status(), LeaderStatus::Dead);
        SurvivalCheck captured(*c, b, QString());
        captured.roll();
        QVERIFY(captured.finish(c.red).ok);
        QCOMPARE(c.get(b).status(), LeaderStatus::Captured);
        QCOMPARE(c.get(b).capturedBySide, c.red);
        SurvivalCheck again(*c, a, QString());
        QVERIFY(!again.refusal().isEmpty()); // the dead make no checks
    }

    // RULES L5: recovery is rolled at the end of the turn, and only by a disabled leader who took no action in it.
    void recoveryIsRolledAtTheEndOfATurnOfInaction_L5()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {3, 3, 3, 3, 3, 3, 3});
        c.script({6});
        heroicDeed(*c, id); // 3 wounds: disabled by his own deed this turn
        QCOMPARE(c.get(id).status(), LeaderStatus::Disabled);
        QVERIFY(whyCannotRecover(*c, c.get(id)).contains(QStringLiteral("L5")));
        EndOfTurn first = endTurn(*c);
        QVERIFY(first.outcome.ok);
        QCOMPARE(first.recoveryRolls, 0); // he acted in that turn
        c.script({5});
        EndOfTurn second = endTurn(*c);
        QCOMPARE(second.recoveryRolls, 1);
        QCOMPARE(second.recovered, 0);
        QCOMPARE(c.get(id).status(), LeaderStatus::Disabled);
        c.script({6});
        QCOMPARE(endTurn(*c).recovered, 1);
        QCOMPARE(c.get(id).vitality, 1);
    }

    void recoveryOptionRestoresFull_L5()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {5, 3, 3, 3, 3, 3, 3});
        woundLeader(*c, id, 5);
        RuleOptions options;
        options.recoveryRestoresFull = true;
        QVERIFY(setRuleOptions(*c, options).ok);
        QVERIFY(c->options().recoveryRestoresFull);
        c.script({6});
        QCOMPARE(endTurn(*c).recovered, 1); // a wound dealt to him is no action of his
        QCOMPARE(c.get(id).vitality, 5);
    }

    void captureAndRelease_L6()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 3, 3, 3});
        QVERIFY(!setCaptured(*c, id, c.blue).ok); // not by his own side
        QVERIFY(setCaptured(*c, id, c.red).ok);
        QCOMPARE(c.get(id).status(), LeaderStatus::Captured);
        QVERIFY(!whyCannotAct(c.get(id)).isEmpty());
        QVERIFY(setCaptured(*c, id, 0).ok);
        QCOMPARE(c.get(id).status(), LeaderStatus::Active);
    }

    void eachActionRefusesWithItsGate_L3_L5_L6_G1_G3_H2_data()
    {
        QTest::addColumn<int>("vitality");
        QTest::addColumn<bool>("captured");
        QTest::addColumn<QString>("gate");
        QTest::addColumn<QString>("words");
        // An active leader, one disabled, one dead and one captive, and what each action says of them.
        QTest::newRow("dead: no wound") << -1 << false << "wound"
                                        << "is dead";
        QTest::newRow("dead: no deed") << -1 << false << "deed"
                                       << "is dead";
        QTest::newRow("disabled: no deed") << 0 << false << "deed"
                                           << "disabled";
        QTest::newRow("captive: no duel") << 3 << true << "duel"
                                          << "held captive";
        QTest::newRow("disabled: no assassination") << 0 << false << "assassinate"
                                                    << "disabled";
        QTest::newRow("free: not released") << 3 << false << "release"
                                            << "free already";
        QTest::newRow("no rerolls to lapse") << 3 << false << "lapse"
                                             << "no rerolls";
    }

    void eachActionRefusesWithItsGate_L3_L5_L6_G1_G3_H2()
    {
        QFETCH(int, vitality);
        QFETCH(bool, captured);
        QFETCH(QString, gate);
        QFETCH(QString, words);
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {3, 3, 3, 3, 3, 3, 3});
        const qint64 other = c.leader(QStringLiteral("Brand"), {3, 3, 3, 3, 3, 3, 3}, c.red);
        if (vitality < 3)
            QVERIFY(woundLeader(*c, id, 3 - vitality).ok);
        if (captured)
            QVERIFY(setCaptured(*c, id, c.red).ok);
        const Leader l = c.get(id);
        QString why;
        Outcome refused;
        if (gate == QLatin1String("wound")) {
            why = whyCannotWound(l);
            refused = woundLeader(*c, id, 1);
        } else if (gate == QLatin1String("deed")) {
            why = whyCannotDeed(l);
            refused = heroicDeed(*c, id);
        } else if (gate == QLatin1String("duel")) {
            why = whyCannotDuel(*c, l);
            refused.refusal = Duel(*c, id, other).refusal();
            refused.ok = refused.refusal.isEmpty();
        } else if (gate == QLatin1String("assassinate")) {
            why = whyCannotAssassinate(*c, l);
            refused = assassinate(*c, id, other);
        } else if (gate == QLatin1String("release")) {
            why = whyCannotRelease(l);
            refused = setCaptured(*c, id, 0);
        } else {
            why = whyCannotLapseRerolls(l);
            refused = lapseRerolls(*c, id);
        }
        QVERIFY2(why.contains(words), qPrintable(why));
        QVERIFY(!refused.ok);
        QCOMPARE(refused.refusal, why); // the menu's tip and the action's refusal are one text
    }

    void gatesAllowWhatTheRulesAllow_G1_G3_L6()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {3, 3, 3, 3, 3, 3, 3});
        QVERIFY(whyCannotDuel(*c, c.get(id)).contains(QStringLiteral("No other leader")));
        QVERIFY(whyCannotAssassinate(*c, c.get(id)).contains(QStringLiteral("no living leader")));
        const qint64 other = c.leader(QStringLiteral("Brand"), {3, 3, 3, 3, 3, 3, 3}, c.red);
        QVERIFY(whyCannotDuel(*c, c.get(id)).isEmpty());
        QVERIFY(whyCannotAssassinate(*c, c.get(id)).isEmpty());
        QVERIFY(whyCannotCapture(*c, c.get(id)).isEmpty());
        QVERIFY(whyCannotWound(c.get(id)).isEmpty());
        QVERIFY(whyCannotSurvive(c.get(id)).isEmpty());
        QVERIFY(woundLeader(*c, other, 3).ok); // Brand disabled: nobody left able to duel Aldric
        QVERIFY(whyCannotDuel(*c, c.get(id)).contains(QStringLiteral("No other leader")));
        QVERIFY(whyCannotAssassinate(*c, c.get(id)).isEmpty()); // but he is alive, and can be struck at
    }

    void namesWithPlaceMarkersStayAsTyped()
    {
        // Every summary and history line that names a leader names him as typed, "%2" and all.
        TestCampaign c;
        const QString a = QStringLiteral("Al%1%2%3");
        const QString b = QStringLiteral("Bo%2%1");
        const qint64 al = c.leader(a, {4, 3, 3, 3, 3, 3, 3});
        const qint64 bo = c.leader(b, {4, 3, 3, 3, 3, 3, 3}, c.red);
        c.script({2});
        const Outcome deed = heroicDeed(*c, al);
        QVERIFY2(deed.summary.startsWith(a + QStringLiteral(": ")), qPrintable(deed.summary));
        const Outcome wound = woundLeader(*c, bo, 1);
        QVERIFY2(wound.summary.startsWith(b + QLatin1Char(' ')), qPrintable(wound.summary));
        c.script({1, 1, 1, 1, 1, 1});
        Duel duel(*c, al, bo);
        duel.exchange();
        const Outcome fought = duel.finish();
        QVERIFY2(fought.summary.contains(a) && fought.summary.contains(b), qPrintable(fought.summary));
        for (const HistoryEntry &h : c->history(bo))
            QVERIFY2(!h.text.shown().contains(QStringLiteral("%1")) || h.text.shown().contains(a),
                     qPrintable(h.text.shown()));
        QVERIFY(c->history(bo).last().text.shown().contains(a));
        QVERIFY2(whyCannotRecover(*c, c.get(al)).contains(a), qPrintable(whyCannotRecover(*c, c.get(al))));
    }

    // Issue 10: a name or a place of any length used to be taken (10,000 characters and more); core now has the
    // limits the dialogs show, and every action that takes a name or a place keeps them.
    void namesAndPlacesHaveCoresLimits()
    {
        castellan::MapCampaign c;
        const QString longName(MaxNameLength + 1, QLatin1Char('N'));
        const QString longPlace(MaxPlaceLength + 1, QLatin1Char('P'));
        QVERIFY(!whyCannotNameLeader(*c, longName).isEmpty());
        QVERIFY(whyCannotNameLeader(*c, longName.left(MaxNameLength)).isEmpty());
        QVERIFY(!createForce(*c, longName, c.blue, {}, {1, 0, 0}).ok);
        QVERIFY(!createForce(*c, QStringLiteral("Scouts"), c.blue, longPlace, {1, 0, 0}).ok);
        const Outcome scouts =
            createForce(*c, QStringLiteral("Scouts"), c.blue, longPlace.left(MaxPlaceLength), {1, 0, 0});
        QVERIFY2(scouts.ok, qPrintable(scouts.refusal));
        QCOMPARE(c->force(scouts.forceId)->location.shown(), longPlace.left(MaxPlaceLength));
        QVERIFY(!addFortress(*c, longName, Hex{1, 1}, 3, c.red).ok);
        QVERIFY(!namePlace(*c, Hex{1, 1}, longPlace).ok);
        QVERIFY(!setLocation(*c, c.marshal, longPlace).ok);
        QVERIFY(!whyPlaceTooLong(longPlace).isEmpty());
        QVERIFY(whyPlaceTooLong(longPlace.left(MaxPlaceLength)).isEmpty());
    }

    void comparativeRatingsStayOnTheSheet_R1()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 6, 2, 3});
        const qint64 b = c.leader(QStringLiteral("Bors"), {4, 3, 3, 3, 4, 5, 3});
        QCOMPARE(comparativeBonus(c.get(a).rating(Trait::Battle), c.get(b).rating(Trait::Battle)), 2);
        QCOMPARE(comparativeBonus(c.get(a).rating(Trait::Siege), c.get(b).rating(Trait::Siege)), 0);
    }

    void duelRollsEffectiveDuel_G1_R2()
    {
        // RULES R2: a duelist rolls as many d6 as his effective Duel.
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {3, 3, 5, 3, 3, 3, 3}, 0);
        const qint64 b = c.leader(QStringLiteral("Bors"), {4, 3, 2, 3, 3, 3, 3}, 0);
        Duel duel(*c, a, b);
        QVERIFY(duel.refusal().isEmpty());
        // Aldric rolls min(5, 3) = 3 dice, Bors 2.
        c.script({6, 6, 5, 6, 1});
        const auto e = duel.exchange();
        QCOMPARE(e.first.faces.size(), 3);
        QCOMPARE(e.second.faces.size(), 2);
        QCOMPARE(e.wounds.woundsToFirst, 0); // Bors' one 6 cancelled by Aldric's 5
        QCOMPARE(e.wounds.woundsToSecond, 2);
        QCOMPARE(duel.second().vitality, 2);
    }

    void duelRunsUntilDisabled_G2()
    {
        // RULES G2: exchanges go on until a duelist is disabled or dead.
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {3, 3, 2, 3, 3, 3, 3});
        const qint64 b = c.leader(QStringLiteral("Bors"), {2, 3, 2, 3, 3, 3, 3});
        Duel duel(*c, a, b);
        c.script({1, 1, 2, 2, 6, 1, 3, 4, 6, 2, 1, 1});
        int exchanges = 0;
        while (!duel.isOver()) {
            duel.exchange();
            ++exchanges;
        }
        QCOMPARE(exchanges, 3);
        const auto o = duel.finish();
        QVERIFY(o.ok);
        QCOMPARE(c.get(b).vitality, 0);
        QCOMPARE(c.get(b).status(), LeaderStatus::Disabled);
        QCOMPARE(c.get(a).vitality, 3);
        QCOMPARE(c->history(a).size(), 2);
        c->undoStack()->undo();
        QCOMPARE(c.get(b).vitality, 2);
        c->undoStack()->redo();
        QCOMPARE(c.get(b).vitality, 0);
    }

    void duelEndedByTheUser_G2()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {3, 3, 1, 3, 3, 3, 3});
        const qint64 b = c.leader(QStringLiteral("Bors"), {3, 3, 1, 3, 3, 3, 3});
        Duel duel(*c, a, b);
        c.script({2, 3});
        duel.exchange();
        QVERIFY(!duel.isOver());
        QVERIFY(duel.finish().ok);
        QVERIFY(c->history(a).last().text.shown().contains(QStringLiteral("broken off")));
    }

    void duelRefusals_G1()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {1, 3, 1, 3, 3, 3, 3});
        const qint64 b = c.leader(QStringLiteral("Bors"), {3, 3, 1, 3, 3, 3, 3});
        QVERIFY(!Duel(*c, a, a).refusal().isEmpty());
        woundLeader(*c, a, 1);
        QVERIFY(!Duel(*c, a, b).refusal().isEmpty());
    }

    void assassinationTargetOnlyCancels_G3()
    {
        TestCampaign c;
        const qint64 a = c.leader(QStringLiteral("Aldric"), {3, 3, 3, 3, 3, 3, 3});
        const qint64 t = c.leader(QStringLiteral("Bors"), {4, 3, 2, 3, 3, 3, 3});
        c.script({6, 6, 1, 6, 5});
        const auto o = assassinate(*c, a, t);
        QVERIFY(o.ok);
        QCOMPARE(o.rolls.size(), 2);
        QCOMPARE(c.get(t).vitality, 3); // two 6s, one 5 cancels
        QCOMPARE(c.get(a).vitality, 3); // the target's 6 does not wound the assassin
    }

    void optionsAndTurnAreUndoable_L1_L5()
    {
        TestCampaign c;
        RuleOptions o;
        o.assignInOrder = true;
        QVERIFY(setRuleOptions(*c, o).ok);
        QVERIFY(c->options().assignInOrder);
        QVERIFY(nextTurn(*c).ok);
        QCOMPARE(c->turn(), 2);
        c->undoStack()->undo();
        QCOMPARE(c->turn(), 1);
        c->undoStack()->undo();
        QVERIFY(!c->options().assignInOrder);
        // And it is in the file, not only in memory.
        const QString path = c.path();
        c.campaign.reset();
        auto reopened = Campaign::open(path);
        QVERIFY(!reopened->options().assignInOrder);
        QCOMPARE(reopened->turn(), 1);
    }

    // Issue 12, RULES L2: the sides are edited after the campaign is made, each change an undoable action that
    // the file keeps; a name in use (in any case) is refused, and a side with anything of its own stays.
    void sidesAreAddedRenamedRecolouredAndRemoved_L2()
    {
        TestCampaign c;
        QVERIFY(whyCannotNameSide(*c, QStringLiteral("red")).contains(QStringLiteral("Red")));
        QVERIFY(!createSide(*c, QStringLiteral(" RED ")).ok);
        QVERIFY(!createSide(*c, QString()).ok);
        QVERIFY(!createSide(*c, QString(MaxNameLength + 1, QLatin1Char('x'))).ok);
        const auto added = createSide(*c, QStringLiteral("Green"), QColor(QStringLiteral("#2e7d32")));
        QVERIFY2(added.ok, qPrintable(added.refusal));
        const qint64 green = c->sideByName(QStringLiteral("Green"))->id;
        QCOMPARE(c->side(green)->color, QColor(QStringLiteral("#2e7d32")));
        const auto renamed = renameSide(*c, green, QStringLiteral("Verdant"));
        QVERIFY2(renamed.ok, qPrintable(renamed.refusal));
        QVERIFY(!renameSide(*c, green, QStringLiteral("blue")).ok);
        QVERIFY(renameSide(*c, green, QStringLiteral("VERDANT")).ok); // its own name, in another case
        QVERIFY(recolorSide(*c, green, QColor(QStringLiteral("#ffaa00"))).ok);
        QVERIFY(!recolorSide(*c, green, QColor()).ok);
        QCOMPARE(c->side(green)->name, QStringLiteral("VERDANT"));
        // Undo walks back through the colour, the names and the side itself; redo brings them again.
        c->undoStack()->undo();
        QCOMPARE(c->side(green)->color, QColor(QStringLiteral("#2e7d32")));
        c->undoStack()->undo();
        c->undoStack()->undo();
        QCOMPARE(c->side(green)->name, QStringLiteral("Green"));
        c->undoStack()->undo();
        QVERIFY(!c->side(green));
        c->undoStack()->redo();
        QCOMPARE(c->side(green)->name, QStringLiteral("Green"));

        // A side with a leader of its own stays; an unused one goes, and undo brings it back with its id.
        c.leader(QStringLiteral("Greenleaf"), {4, 3, 3, 3, 3, 3, 3}, green);
        QVERIFY(whyCannotRemoveSide(*c, green).contains(QStringLiteral("Greenleaf")));
        QVERIFY(!removeSide(*c, green).ok);
        c->undoStack()->undo();                                                       // the leader
        QVERIFY(whyCannotRemoveSide(*c, green).contains(QStringLiteral("roll log"))); // his creation dice stay
        QVERIFY(createSide(*c, QStringLiteral("Grey")).ok);
        const qint64 grey = c->sideByName(QStringLiteral("Grey"))->id;
        QVERIFY(removeSide(*c, grey).ok);
        QVERIFY(!c->side(grey));
        c->undoStack()->undo();
        QCOMPARE(c->side(grey)->name, QStringLiteral("Grey"));

        // A side named after a colour is drawn in it ("Red" is not drawn blue); another gets the next default.
        QVERIFY(createSide(*c, QStringLiteral("Purple")).ok);
        QCOMPARE(c->sideByName(QStringLiteral("Purple"))->color, QColor::fromString(QStringLiteral("purple")));

        // It is in the file, not only in memory.
        const QString path = c.path();
        c.campaign.reset();
        auto reopened = Campaign::open(path);
        QCOMPARE(reopened->sideByName(QStringLiteral("Grey"))->id, grey);
        QVERIFY(reopened->sideByName(QStringLiteral("Green")));
    }

    void notesAndLocationAreKept_L2()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {3, 3, 3, 3, 3, 3, 3});
        QVERIFY(editNotes(*c, id, QStringLiteral("Owes the Duke a favour.")).ok);
        QVERIFY(setLocation(*c, id, QStringLiteral("Ford of Ash")).ok);
        const QString path = c.path();
        c.campaign.reset();
        auto reopened = Campaign::open(path);
        const Leader l = *reopened->leader(id);
        QCOMPARE(l.notes, QStringLiteral("Owes the Duke a favour."));
        QCOMPARE(l.location.shown(), QStringLiteral("Ford of Ash"));
    }
};

QTEST_GUILESS_MAIN(TestCommands)
#include "test_commands.moc"
