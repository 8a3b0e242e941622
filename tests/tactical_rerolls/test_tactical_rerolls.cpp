// Leaders' heroic rerolls on the battle board (RULES H2, C11): a leader on the board re-rolls one die of his side's
// activation or attack, one reroll a die; the journal keeps them, and the computer spends them by a simple rule.
// The battle die's faces are 1 infantry, 2 infantry, 3 cavalry, 4 artillery, 5 flag, 6 crossed swords (RULES C1).

#include "tactical/autoplayer.h"
#include "tactical/battlejournal.h"

#include <QtTest>

#include "tacticalfield.h"
#include "tacticalrules.h"

using namespace castellan;
using namespace castellan::tacticaltest;

namespace {

/** A chooser that re-rolls these dice of each offer, in turn, by the first holder; it notes the offers. */
struct Picks
{
    QList<int> dice;
    QList<RerollOffer> offers;
    RerollChooser chooser()
    {
        return [this](const TacticalBattle &, const RerollOffer &o) -> std::optional<TacticalReroll> {
            offers << o;
            if (dice.isEmpty())
                return std::nullopt;
            return TacticalReroll{o.roll, o.holders.front(), dice.takeFirst()};
        };
    }
};

BoardLeader leader(const char *name, int rerolls)
{
    return BoardLeader{0, QString::fromLatin1(name), 3, rerolls};
}

} // namespace

class TestTacticalRerolls : public QObject
{
    Q_OBJECT

private slots:
    void aLeaderOnTheBoardRerollsADieOfHisSidesAttack_H2_C11()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 3}, leader("Hale", 2));
        const int foe = f.add(1, "infantry", {3, 4});
        TacticalBattle &b = f.start();
        f.activate({1, 6}, inf); // two dice: one leader on the board (C3); no chooser yet
        Picks picks{{2}, {}};
        b.setRerollChooser(0, picks.chooser());
        f.script({1, 2, 6}); // infantry, infantry, swords: the swords re-rolled into a flag
        f.script({5});
        f.script({6, 6, 6}); // the target's return fire
        const AttackReport r = b.attack(foe, false, f.roller);
        QCOMPARE(r.faces, (QList<int>{1, 2, 5}));
        QCOMPARE(r.result.hits, 2);
        QCOMPARE(f.u(inf).leader->rerolls, 1);
        QCOMPARE(picks.offers.size(), 2); // then the faces were kept
        QCOMPARE(picks.offers.front().attacker, inf);
        QCOMPARE(picks.offers.front().target, foe);
        QList<QJsonObject> rerolls;
        for (const QJsonObject &e : b.events()) {
            if (e.value(QStringLiteral("event")).toString() == QLatin1String("reroll"))
                rerolls << e;
        }
        QCOMPARE(rerolls.size(), 1);
        const QJsonObject &reroll = rerolls.front();
        QCOMPARE(reroll.value(QStringLiteral("leader")).toString(), QStringLiteral("Hale"));
        QCOMPARE(reroll.value(QStringLiteral("old")).toString(), QStringLiteral("swords"));
        QCOMPARE(reroll.value(QStringLiteral("new")).toString(), QStringLiteral("flag"));
        QCOMPARE(b.journal().last().rerolls, (QList<TacticalReroll>{{0, inf, 2}}));
    }

    void theActivationIsRerolledBeforeC3sReRoll_H2_C3()
    {
        Field f;
        f.add(0, "infantry", {3, 1}, leader("Hale", 1));
        f.add(0, "infantry", {4, 1});
        f.add(1, "infantry", {3, 5});
        TacticalBattle &b = f.start();
        Picks picks{{0}, {}};
        b.setRerollChooser(0, picks.chooser());
        f.script({6, 1}); // two dice (C3): the swords re-rolled into cavalry, which Blue lacks: C3 rolls it again
        f.script({3});
        f.script({5});
        b.rollActivation(f.roller);
        QCOMPARE(b.activation().faces, (QList<int>{3, 1}));
        QCOMPARE(b.activation().rerolled, (QList<int>{5}));
        QCOMPARE(b.activation().left(), 2);
        QCOMPARE(picks.offers.front().attacker, 0);
        QCOMPARE(f.u(1).leader->rerolls, 0);
    }

    void onlyLeadersOnTheBoardOfTheRollingSideMayReroll_C11()
    {
        Field f;
        const int blue = f.add(0, "infantry", {3, 3}, leader("Hale", 3));
        f.add(0, "infantry", {5, 1}, leader("Bors", 0));
        const int red = f.add(1, "artillery", {3, 4}, leader("Ivo", 2));
        TacticalBattle &b = f.start();
        QCOMPARE(b.rerollHolders(0), (QList<int>{blue}));
        QCOMPARE(b.rerollHolders(1), (QList<int>{red}));
        f.activate({1, 6, 6}, blue); // Hale and Bors: three dice
        // Blue's chooser is asked of Blue's attack only.
        Picks blues;
        Picks reds;
        b.setRerollChooser(0, blues.chooser());
        b.setRerollChooser(1, reds.chooser());
        f.script({4, 4, 6}); // two hits: Ivo's artillery is eliminated and he leaves the board
        f.script({6});       // Ivo's survival roll
        b.attack(red, false, f.roller);
        QCOMPARE(blues.offers.size(), 1);
        QVERIFY(reds.offers.isEmpty());
        QVERIFY(b.rerollHolders(1).isEmpty());
    }

    void aChoiceOutsideTheOfferIsRefused_H2()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 3}, leader("Hale", 2));
        const int other = f.add(0, "infantry", {1, 1});
        f.add(1, "infantry", {3, 5});
        TacticalBattle &b = f.start();
        b.setRerollChooser(0, [&](const TacticalBattle &, const RerollOffer &o) {
            return std::optional<TacticalReroll>({o.roll, other, 0}); // a unit with no leader
        });
        f.script({6, 6});
        b.rollActivation(f.roller);
        QCOMPARE(f.u(inf).leader->rerolls, 2);
        b.setRerollChooser(0, [](const TacticalBattle &, const RerollOffer &o) {
            return std::optional<TacticalReroll>({o.roll, o.holders.front(), 7}); // no such die
        });
        b.endTurn();
        QCOMPARE(f.u(inf).leader->rerolls, 2);
        QVERIFY(b.journal().at(0).rerolls.isEmpty());
    }

    void theJournalReplaysTheRerollsItKept_H2()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 3}, leader("Hale", 3));
        f.add(1, "infantry", {3, 4}, leader("Ivo", 1));
        f.add(1, "infantry", {6, 6});
        TacticalBattle &b = f.start();
        b.setRerollChooser(0, computerReroll);
        b.setRerollChooser(1, computerReroll);
        f.activate({6, 1, 1}, inf); // swords, infantry: the computer re-rolls the swords into infantry
        f.script({6, 6, 1});        // the attack: a swords re-rolled twice into swords, then Hale has none left
        f.script({6});
        f.script({6});
        f.script({6, 6, 6}); // Ivo's return fire: his reroll makes a swords an infantry hit
        f.script({1});
        b.attack(2, false, f.roller);
        QCOMPARE(f.u(inf).leader->rerolls, 0);
        QCOMPARE(b.unit(2)->leader->rerolls, 0);
        QCOMPARE(f.u(inf).figures, 3);
        QString why;
        const QJsonArray json = journalJson(b.journal());
        const auto steps = journalFromJson(json, &why);
        QVERIFY2(steps, qPrintable(why));
        QCOMPARE(*steps, b.journal());
        const auto replayed = replayBattle(rules(), f.setup, *steps, &why);
        QVERIFY2(replayed, qPrintable(why));
        QCOMPARE(replayed->units(), b.units());
        QCOMPARE(replayed->events(), b.events());
        // A journal whose reroll names a unit without a leader does not replay.
        QList<TacticalStep> forged = *steps;
        forged.last().rerolls.first().unit = 3;
        QVERIFY(!replayBattle(rules(), f.setup, forged, &why));
    }

    void theComputerRerollsWhatScoresNothing_H2()
    {
        Field f;
        const int inf = f.add(0, "infantry", {3, 3}, leader("Hale", 5));
        const int foe = f.add(1, "infantry", {3, 4});
        const TacticalBattle &b = f.start();
        const RerollOffer attack{0, 0, inf, foe, {1, 6, 4}, {inf}};
        QCOMPARE(computerReroll(b, attack), (std::optional<TacticalReroll>({0, inf, 1})));
        const RerollOffer enough{0, 0, inf, foe, {1, 1, 2, 2}, {inf}}; // four hits eliminate it: kept
        QCOMPARE(computerReroll(b, enough), std::nullopt);
        const RerollOffer activation{0, 1, 0, 0, {5, 1, 6}, {inf}};
        QCOMPARE(computerReroll(b, activation), (std::optional<TacticalReroll>({1, inf, 2})));
    }
};

QTEST_GUILESS_MAIN(TestTacticalRerolls)
#include "test_tactical_rerolls.moc"
