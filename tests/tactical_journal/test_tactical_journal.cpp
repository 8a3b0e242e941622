// A battle's journal (issue 13: a battle interrupted by closing the app resumes where it was): replayed on its
// setup with the faces it kept, it brings the battle back exactly, rolls nothing, and a faulty journal is refused
// by the step or the field it got wrong.

#include "dice/dicesource.h"
#include "dice/roller.h"
#include "tactical/autoplayer.h"
#include "tactical/battlejournal.h"
#include "tactical/battleunderway.h"
#include "tactical/scenario.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "tacticalrules.h"

using namespace castellan;
using namespace castellan::tacticaltest;

namespace {

QStringList logTexts(const TacticalBattle &b)
{
    QStringList texts;
    for (const TacticalEvent &e : b.log())
        texts << QString::number(e.turn) + QLatin1Char(' ') + e.text.shown();
    return texts;
}

void compareBattles(const TacticalBattle &a, const TacticalBattle &b)
{
    QCOMPARE(a.units(), b.units());
    QCOMPARE(a.turn(), b.turn());
    QCOMPARE(a.side(), b.side());
    QCOMPARE(a.phase(), b.phase());
    QCOMPARE(a.acting(), b.acting());
    QCOMPARE(a.winner(), b.winner());
    QCOMPARE(a.activation().faces, b.activation().faces);
    QCOMPARE(a.activation().left(), b.activation().left());
    QCOMPARE(logTexts(a), logTexts(b));
    QCOMPARE(a.journal(), b.journal());
}

} // namespace

class TestTacticalJournal : public QObject
{
    Q_OBJECT

private slots:
    void theJournalReplaysABattleToWhereItStood()
    {
        const TacticalScenario scenario = shippedScenario();
        TacticalBattle battle(rules(), scenario.setup);
        SeededDice dice(11);
        Roller roller(dice);
        AutoPlayer player(rules());
        QList<TacticalBattle> afterTurn;
        while (battle.phase() != TacticalPhase::Over && battle.turn() < 60) {
            player.playTurn(battle, roller);
            afterTurn << battle;
        }
        // Halfway through a turn too: rolled, one unit activated.
        TacticalBattle halfway = afterTurn[afterTurn.size() / 2];
        if (halfway.phase() == TacticalPhase::Activation) {
            halfway.rollActivation(roller);
            for (const TacticalUnit &u : halfway.units()) {
                if (halfway.canActivate(u.id)) {
                    halfway.activate(u.id);
                    break;
                }
            }
            afterTurn << halfway;
        }
        QVERIFY(afterTurn.size() > 4);
        for (const TacticalBattle &kept : std::as_const(afterTurn)) {
            QString why;
            const auto steps = journalFromJson(journalJson(kept.journal()), &why);
            QVERIFY2(steps, qPrintable(why));
            QCOMPARE(*steps, kept.journal());
            const auto replayed = replayBattle(rules(), scenario.setup, *steps, &why);
            QVERIFY2(replayed, qPrintable(why));
            compareBattles(*replayed, kept);
        }
    }

    void aStepThatDoesNotApplyIsRefusedByItsNumber()
    {
        const TacticalScenario scenario = shippedScenario();
        TacticalBattle battle(rules(), scenario.setup);
        SeededDice dice(4);
        Roller roller(dice);
        AutoPlayer(rules()).playTurn(battle, roller);
        QList<TacticalStep> steps = battle.journal();
        QVERIFY(steps.size() > 2);
        QString why;
        // A face changed: the step then takes other dice, or does not apply.
        QList<TacticalStep> lessFaces = steps;
        lessFaces[0].faces.removeLast();
        QVERIFY(!replayBattle(rules(), scenario.setup, lessFaces, &why));
        QVERIFY2(why.contains(QStringLiteral("Step 1 ")), qPrintable(why));
        QList<TacticalStep> moreFaces = steps;
        moreFaces[0].faces << 6;
        QVERIFY(!replayBattle(rules(), scenario.setup, moreFaces, &why));
        QVERIFY2(why.contains(QStringLiteral("dice do not match")), qPrintable(why));
        // A unit of the other side activated.
        QList<TacticalStep> wrong = steps.mid(0, 1);
        TacticalStep activate;
        activate.kind = TacticalStep::Activate;
        for (const TacticalUnit &u : scenario.setup.units) {
            if (u.side != scenario.setup.firstSide)
                activate.unit = u.id;
        }
        wrong << activate;
        QVERIFY(!replayBattle(rules(), scenario.setup, wrong, &why));
        QVERIFY2(why.contains(QStringLiteral("Step 2 of the battle's journal (activate)")), qPrintable(why));
        // Rolling twice in a turn.
        QList<TacticalStep> twice = steps.mid(0, 1) + steps.mid(0, 1);
        QVERIFY(!replayBattle(rules(), scenario.setup, twice, &why));
        QVERIFY2(why.contains(QStringLiteral("Step 2 of the battle's journal (roll)")), qPrintable(why));
    }

    void aFaultyJournalIsRefusedByItsField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("not a list") << QByteArray(R"({"step":"roll"})") << QStringLiteral("journal must be a list");
        QTest::newRow("no step") << QByteArray(R"([{"unit":1}])") << QStringLiteral("journal[0].step");
        QTest::newRow("unknown step") << QByteArray(R"([{"step":"charge"}])") << QStringLiteral("journal[0].step");
        QTest::newRow("face 7") << QByteArray(R"([{"step":"roll","faces":[1,7]}])")
                                << QStringLiteral("journal[0].faces[1]");
        QTest::newRow("face text") << QByteArray(R"([{"step":"roll","faces":["1"]}])")
                                   << QStringLiteral("journal[0].faces[0]");
        QTest::newRow("bad hex") << QByteArray(R"([{"step":"move","hex":"x"}])") << QStringLiteral("journal[0].hex");
        QTest::newRow("negative unit") << QByteArray(R"([{"step":"activate","unit":-1}])")
                                       << QStringLiteral("journal[0].unit");
        QTest::newRow("fallback text") << QByteArray(R"([{"step":"attack","unit":2,"fallback":"yes"}])")
                                       << QStringLiteral("journal[0].fallback");
        QTest::newRow("unknown field") << QByteArray(R"([{"step":"roll","dice":3}])")
                                       << QStringLiteral("journal[0].dice");
        QTest::newRow("not an object") << QByteArray(R"([3])") << QStringLiteral("journal[0] must be an object");
    }

    void aFaultyJournalIsRefusedByItsField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonValue value = doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
        QString why;
        QVERIFY(!journalFromJson(value, &why));
        QVERIFY2(why.startsWith(field), qPrintable(why));
    }

    void aBattleUnderwayRoundTripsAndAFaultyOneIsRefused()
    {
        const TacticalScenario scenario = shippedScenario();
        TacticalBattle battle(rules(), scenario.setup);
        SeededDice dice(2);
        Roller roller(dice);
        AutoPlayer(rules()).playTurn(battle, roller);
        BattleUnderway kept;
        kept.standAlone = true;
        kept.rulesetHash = rules().hash;
        kept.rulesetSource = rules().source;
        kept.setupHash = setupFingerprint(scenario.setup, rules());
        kept.scenario = scenarioJson(scenario, rules());
        kept.seed = 18446744073709551557ull; // the seed's 64 bits survive JSON
        kept.draws = dice.draws();
        kept.journal = battle.journal();
        kept.turn = battle.turn();
        QString why;
        const auto read = underwayFromJson(underwayJson(kept), &why);
        QVERIFY2(read, qPrintable(why));
        QCOMPARE(read->seed, kept.seed);
        QCOMPARE(read->draws, dice.draws());
        QCOMPARE(read->journal, kept.journal);
        QCOMPARE(read->scenario, kept.scenario);
        QCOMPARE(read->rulesetSource, kept.rulesetSource);
        QCOMPARE(read->setupHash, kept.setupHash);
        QCOMPARE(read->turn, 1);

        QVERIFY(!underwayFromJson("not json", &why));
        QVERIFY2(why.contains(QStringLiteral("not a JSON object")), qPrintable(why));
        QJsonObject o = QJsonDocument::fromJson(underwayJson(kept)).object();
        o.insert(QStringLiteral("format"), 2);
        QVERIFY(!underwayFromJson(QJsonDocument(o).toJson(), &why));
        QVERIFY2(why.contains(QStringLiteral("format")), qPrintable(why));
        o.insert(QStringLiteral("format"), 1);
        o.insert(QStringLiteral("setup_hash"), QStringLiteral("abc"));
        QVERIFY(!underwayFromJson(QJsonDocument(o).toJson(), &why));
        QVERIFY2(why.contains(QStringLiteral("setup_hash")), qPrintable(why));
    }

    void theFingerprintTellsSetupsApart()
    {
        const TacticalScenario scenario = shippedScenario();
        TacticalSetup other = scenario.setup;
        QCOMPARE(setupFingerprint(other, rules()), setupFingerprint(scenario.setup, rules()));
        other.units[0].forceId = 9;
        QVERIFY(setupFingerprint(other, rules()) != setupFingerprint(scenario.setup, rules()));
        other = scenario.setup;
        other.units[1].hex.col += 1;
        QVERIFY(setupFingerprint(other, rules()) != setupFingerprint(scenario.setup, rules()));
    }
};

QTEST_GUILESS_MAIN(TestTacticalJournal)
#include "test_tactical_journal.moc"
