// The Command-dice tactical battle (RULES C1-C11): the shipped ruleset is RULES C, a faulty ruleset is refused
// by the field it got wrong, and the exact odds of an attack match the multinomial and a seeded run of the
// real attack code.

#include "dice/dicesource.h"
#include "dice/roller.h"
#include "tactical/attackodds.h"
#include "tactical/ruleset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <functional>

using namespace castellan;

namespace {

QJsonObject standardJson()
{
    QFile f(QStringLiteral(":/rulesets/command-dice.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no shipped ruleset");
    return QJsonDocument::fromJson(f.readAll()).object();
}

double binomial(int n, int k, double p)
{
    return std::tgamma(n + 1.0) / (std::tgamma(k + 1.0) * std::tgamma(n - k + 1.0)) * std::pow(p, k)
        * std::pow(1 - p, n - k);
}

} // namespace

class TestTactical : public QObject
{
    Q_OBJECT

    const Ruleset &rules = Ruleset::standard();
    int inf = *rules.unitIndex(QStringLiteral("infantry"));
    int cav = *rules.unitIndex(QStringLiteral("cavalry"));
    int art = *rules.unitIndex(QStringLiteral("artillery"));
    int clear = *rules.terrainIndex(QStringLiteral("clear"));
    int woods = *rules.terrainIndex(QStringLiteral("woods"));
    int hill = *rules.terrainIndex(QStringLiteral("hill"));
    int stream = *rules.terrainIndex(QStringLiteral("stream"));

private slots:
    void theShippedRulesetIsRulesC_C1_C2_C3_C5_C6()
    {
        QCOMPARE(rules.facesHitting(inf), 2); // C1: infantry, infantry, cavalry, artillery, flag, swords
        QCOMPARE(rules.facesHitting(cav), 1);
        QCOMPARE(rules.facesHitting(art), 1);
        QCOMPARE(rules.flagFaces(), 1);
        QCOMPARE(rules.faces[5].kind, Face::Swords);
        QCOMPARE(rules.units[inf].figures, 4); // C2
        QCOMPARE(rules.units[cav].figures, 3);
        QCOMPARE(rules.units[art].figures, 2);
        QCOMPARE(rules.units[inf].fire, (QList<int>{3, 2, 1}));
        QCOMPARE(rules.units[cav].fire, (QList<int>{3}));
        QCOMPARE(rules.units[art].fire, (QList<int>{5, 4, 3, 2, 1}));
        QCOMPARE(rules.units[inf].move, 2);
        QCOMPARE(rules.units[cav].move, 3);
        QCOMPARE(rules.units[art].move, 2);
        QVERIFY(!rules.units[art].firesAfterMoving && !rules.units[art].mayMoveAdjacentToEnemy);
        QCOMPARE(rules.units[inf].secondAttack, SecondAttack::WithLeader); // C8
        QCOMPARE(rules.units[cav].secondAttack, SecondAttack::Always);
        QVERIFY(rules.units[cav].extraHexAfterFollowUp && rules.units[cav].fallsBack); // C8, C9
        QVERIFY(rules.units[art].returnsFireAtRange);
        QCOMPARE(rules.activationDice, 3);      // C3
        QCOMPARE(rules.terrain[clear].cost, 1); // C5
        for (int t : {woods, hill, stream})
            QCOMPARE(rules.terrain[t].cost, 2);
        QVERIFY(rules.terrain[hill].ignoresFirstFlag && !rules.terrain[woods].ignoresFirstFlag);
        QCOMPARE(rules.units[inf].defensiveFireFrom.size(), 3); // C6
        QCOMPARE(rules.units[cav].defensiveFireFrom, (QList<QString>{QStringLiteral("artillery")}));
        QCOMPARE(rules.defensiveFireCost, 2);
        QCOMPARE(rules.hash.size(), 64);
    }

    void everyKindOfBadFieldIsRefusedByName_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value"); // undefined: the field is taken out
        QTest::addColumn<QString>("says");
        const QJsonValue gone(QJsonValue::Undefined);
        QTest::newRow("no name") << "name" << gone << "name is missing";
        QTest::newRow("format") << "format" << QJsonValue(2) << "format";
        QTest::newRow("dice text") << "activation_dice" << QJsonValue(QStringLiteral("three"))
                                   << "activation_dice must be a whole number";
        QTest::newRow("dice zero") << "activation_dice" << QJsonValue(0) << "activation_dice";
        QTest::newRow("dice half") << "activation_dice" << QJsonValue(2.5) << "activation_dice";
        QTest::newRow("five faces") << "faces"
                                    << QJsonValue(QJsonArray{QStringLiteral("flag"), QStringLiteral("flag"),
                                                             QStringLiteral("flag"), QStringLiteral("flag"),
                                                             QStringLiteral("flag")})
                                    << "faces must list";
        QTest::newRow("bad face") << "faces"
                                  << QJsonValue(QJsonArray{QStringLiteral("infantry"), QStringLiteral("dragon"),
                                                           QStringLiteral("flag"), QStringLiteral("flag"),
                                                           QStringLiteral("flag"), QStringLiteral("swords")})
                                  << "faces[1]";
        QTest::newRow("no units") << "units" << QJsonValue(QJsonArray{}) << "units must list";
        QTest::newRow("units object") << "units" << QJsonValue(QJsonObject{}) << "units must be a list";
        QTest::newRow("unknown field") << "morale" << QJsonValue(3) << "morale is not a field";
        QTest::newRow("terrain first cost") << "terrain[0].cost" << QJsonValue(0) << "terrain[0].cost";
        QTest::newRow("terrain dice") << "terrain[1].dice" << QJsonValue(99) << "terrain[1].dice";
        QTest::newRow("hill flag") << "terrain[2].ignores_first_flag" << QJsonValue(1)
                                   << "terrain[2].ignores_first_flag must be true or false";
        QTest::newRow("terrain twice") << "terrain[3].key" << QJsonValue(QStringLiteral("woods")) << "terrain twice";
        QTest::newRow("figures") << "units[0].figures" << QJsonValue(-4) << "units[0].figures";
        QTest::newRow("figures gone") << "units[1].figures" << gone << "units[1].figures is missing";
        QTest::newRow("fire empty") << "units[2].fire" << QJsonValue(QJsonArray{}) << "units[2].fire";
        QTest::newRow("fire text") << "units[0].fire" << QJsonValue(QJsonArray{3, QStringLiteral("2")})
                                   << "units[0].fire[1]";
        QTest::newRow("second attack") << "units[0].second_attack" << QJsonValue(QStringLiteral("sometimes"))
                                       << "units[0].second_attack";
        QTest::newRow("defensive fire") << "units[0].defensive_fire_from"
                                        << QJsonValue(QJsonArray{QStringLiteral("elephants")})
                                        << "units[0].defensive_fire_from[0]";
        QTest::newRow("unit twice") << "units[1].key" << QJsonValue(QStringLiteral("infantry")) << "unit type twice";
        QTest::newRow("key shape") << "units[1].key" << QJsonValue(QStringLiteral("Heavy Horse")) << "units[1].key";
        QTest::newRow("key a face") << "units[1].key" << QJsonValue(QStringLiteral("flag")) << "units[1].key";
        QTest::newRow("unit typo") << "units[1].movee" << QJsonValue(3) << "units[1].movee is not a field";
    }
    void everyKindOfBadFieldIsRefusedByName()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, says);
        // Sets (or takes out) the field at a path such as "units[1].fire" in a copy of the shipped ruleset.
        std::function<QJsonValue(const QJsonValue &, QStringList)> edit = [&](const QJsonValue &node,
                                                                              QStringList path) -> QJsonValue {
            QString head = path.takeFirst();
            int index = -1;
            if (const int bracket = int(head.indexOf(QLatin1Char('['))); bracket > 0) {
                index = head.mid(bracket + 1, head.size() - bracket - 2).toInt();
                head = head.left(bracket);
            }
            QJsonObject o = node.toObject();
            if (index >= 0) {
                QJsonArray a = o.value(head).toArray();
                a[index] = edit(a[index], path);
                o[head] = a;
            } else if (path.isEmpty()) {
                if (value.isUndefined())
                    o.remove(head);
                else
                    o[head] = value;
            } else {
                o[head] = edit(o.value(head), path);
            }
            return o;
        };
        const QJsonObject bad = edit(standardJson(), field.split(QLatin1Char('.'))).toObject();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("my-rules.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(bad).toJson());
        out.close();
        QString why;
        QVERIFY(!Ruleset::load(file, &why));
        QVERIFY2(why.contains(QStringLiteral("my-rules.json")), qPrintable(why));
        QVERIFY2(why.contains(says), qPrintable(why));
    }

    void whatIsNoRulesetFileIsRefused()
    {
        QString why;
        QVERIFY(!Ruleset::fromJson("{ \"format\": 1,", QStringLiteral("cut.json"), &why));
        QVERIFY(why.contains(QStringLiteral("cut.json")) && why.contains(QStringLiteral("not JSON")));
        QVERIFY(!Ruleset::fromJson("[1, 2]", QStringLiteral("list.json"), &why));
        QVERIFY(why.contains(QStringLiteral("one JSON object")));
        QVERIFY(!Ruleset::load(QStringLiteral("/nonexistent/rules.json"), &why));
        QVERIFY(why.contains(QStringLiteral("no such file")));
        QVERIFY(!Ruleset::load(QDir::tempPath(), &why));
        // A copy of the shipped ruleset, edited, is a ruleset of its own with its own hash.
        QJsonObject edited = standardJson();
        edited[QStringLiteral("name")] = QStringLiteral("House rules");
        edited[QStringLiteral("activation_dice")] = 4;
        const auto house = Ruleset::fromJson(QJsonDocument(edited).toJson(), QStringLiteral("house.json"), &why);
        QVERIFY2(house, qPrintable(why));
        QCOMPARE(house->activationDice, 4);
        QVERIFY(house->hash != rules.hash);
    }

    void theDiceOfAnAttack_C4_C9()
    {
        QCOMPARE(attackDice(rules, inf, 1, clear), 3);
        QCOMPARE(attackDice(rules, inf, 2, woods), 1);
        QCOMPARE(attackDice(rules, inf, 3, hill), 0); // never below zero
        QCOMPARE(attackDice(rules, inf, 3, stream), 2);
        QCOMPARE(attackDice(rules, inf, 4, stream), 0); // out of reach: no stream brings it in
        QCOMPARE(attackDice(rules, art, 5, clear), 1);
        QCOMPARE(attackDice(rules, art, 1, stream), 6);
        QCOMPARE(attackDice(rules, cav, 2, clear), 0);       // adjacent only
        QCOMPARE(attackDice(rules, inf, 1, clear, true), 2); // C9: half of 3, rounded up
        QCOMPARE(attackDice(rules, inf, 1, woods, true), 1);
        QCOMPARE(attackDice(rules, art, 1, clear, true), 3);
    }

    void theFallbackDiceAreTheTerrainsThenHalved_C9()
    {
        // RULES C9: the dice the attack would have had, terrain included (C4), halved, rounded up.
        QCOMPARE(attackDice(rules, inf, 1, stream, true), 2); // 3 + 1, halved
        QCOMPARE(attackDice(rules, inf, 1, hill, true), 1);   // 3 - 1, halved
        QCOMPARE(attackDice(rules, art, 1, stream, true), 3); // 5 + 1, halved
        QCOMPARE(attackDice(rules, art, 1, woods, true), 2);  // 5 - 1, halved
    }

    void theOddsAreTheMultinomialOfTheFaces_C4()
    {
        const AttackOdds odds = attackOdds(rules, 3, inf, 4, clear);
        QCOMPARE(odds.dice, 3);
        QCOMPARE(odds.hits.size(), 4);
        QCOMPARE(odds.retreats.size(), 4);
        for (int k = 0; k <= 3; ++k) {
            QVERIFY(qAbs(odds.hits[k] - binomial(3, k, 2.0 / 6)) < 1e-12);
            QVERIFY(qAbs(odds.retreats[k] - binomial(3, k, 1.0 / 6)) < 1e-12);
        }
        QCOMPARE(odds.pEliminate, 0.0); // three dice cannot take four figures
        QVERIFY(qAbs(odds.pDislodge - (1 - std::pow(5.0 / 6, 3))) < 1e-12);
        // Two figures left: two hits eliminate.
        const AttackOdds weak = attackOdds(rules, 3, inf, 2, clear);
        QVERIFY(qAbs(weak.pEliminate - (binomial(3, 2, 1.0 / 3) + binomial(3, 3, 1.0 / 3))) < 1e-12);
        // On a hill the first flag does not count (C5).
        const AttackOdds onHill = attackOdds(rules, 4, cav, 3, hill);
        QVERIFY(qAbs(onHill.retreats[0] - (binomial(4, 0, 1.0 / 6) + binomial(4, 1, 1.0 / 6))) < 1e-12);
        QCOMPARE(onHill.retreats[4], 0.0);
        double total = 0;
        for (double p : onHill.retreats)
            total += p;
        QVERIFY(qAbs(total - 1) < 1e-12);
        const AttackOdds none = attackOdds(rules, 0, inf, 4, clear);
        QCOMPARE(none.hits, (QList<double>{1.0}));
        QCOMPARE(none.pDislodge, 0.0);
    }

    void theOddsMatchASeededRunOfTheRealAttack_C4()
    {
        SeededDice dice(20261201);
        const Roller roller(dice);
        const int trials = 60000;
        const int n = attackDice(rules, art, 1, hill);
        QCOMPARE(n, 4);
        const AttackOdds odds = attackOdds(rules, n, cav, 2, hill);
        QList<int> hits(n + 1, 0), counted(n + 1, 0);
        int eliminated = 0, dislodged = 0;
        for (int i = 0; i < trials; ++i) {
            const Roll roll = roller.roll({n, 6, RollText()});
            const AttackResult r = readAttack(rules, roll.faces, cav, hill);
            ++hits[r.hits];
            ++counted[r.countedFlags];
            eliminated += r.hits >= 2;
            dislodged += r.hits >= 2 || r.countedFlags > 0;
        }
        auto close = [&](double p, int seen) {
            const double sigma = std::sqrt(p * (1 - p) / trials);
            return qAbs(double(seen) / trials - p) <= 4 * sigma + 1e-9;
        };
        for (int k = 0; k <= n; ++k) {
            QVERIFY2(close(odds.hits[k], hits[k]), qPrintable(QString::number(k)));
            QVERIFY2(close(odds.retreats[k], counted[k]), qPrintable(QString::number(k)));
        }
        QVERIFY(close(odds.pEliminate, eliminated));
        QVERIFY(close(odds.pDislodge, dislodged));
    }

    void eachFaceSaysWhatItDoes_C4()
    {
        QCOMPARE(faceName(rules, 1), QStringLiteral("infantry"));
        QCOMPARE(faceName(rules, 6), QStringLiteral("swords"));
        QCOMPARE(faceEffect(rules, 1, inf), QStringLiteral("hit"));
        QCOMPARE(faceEffect(rules, 3, inf), QStringLiteral("miss"));
        QCOMPARE(faceEffect(rules, 5, art), QStringLiteral("retreat"));
        QCOMPARE(faceEffect(rules, 6, art), QStringLiteral("miss"));
        const AttackResult r = readAttack(rules, {1, 2, 5, 5, 6}, inf, hill);
        QCOMPARE(r.hits, 2);
        QCOMPARE(r.flags, 2);
        QCOMPARE(r.countedFlags, 1);
    }
};

QTEST_GUILESS_MAIN(TestTactical)
#include "test_tactical.moc"
