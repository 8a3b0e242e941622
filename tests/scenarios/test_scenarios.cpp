// The scenarios a game master is offered before any file dialog (issue 30, item 13): at least four shipped, of
// different kinds, each read and played to a win; one's own kept beside them; a broken one left out with its reason.

#include "dice/dicesource.h"
#include "dice/roller.h"
#include "tactical/autoplayer.h"
#include "tactical/scenariocatalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QtTest>

#include "tacticalrules.h"

using namespace castellan;
using namespace castellan::tacticaltest;

namespace {

int terrainHexes(const TacticalSetup &setup, const char *key)
{
    int n = 0;
    for (int c = 0; c < setup.board.columns; ++c) {
        for (int r = 0; r < setup.board.rows; ++r)
            n += setup.board.terrainAt({c, r}) == ground(key) ? 1 : 0;
    }
    return n;
}

int leaders(const TacticalSetup &setup)
{
    return int(std::count_if(setup.units.begin(), setup.units.end(),
                             [](const TacticalUnit &u) { return u.leader.has_value(); }));
}

QString ownFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/castellan/scenarios");
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(ownFolder()).removeRecursively();
    }

    void cleanup() { QDir(ownFolder()).removeRecursively(); }

    void fourShippedScenariosOfDifferentKinds_C_M2()
    {
        QStringList faults;
        const auto all = catalogueScenarios(rules(), &faults);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QHash<QString, TacticalScenario> byKey;
        for (const CatalogueScenario &s : all)
            byKey.insert(s.key, s.scenario);
        QCOMPARE(byKey.size(), all.size()); // one per key
        const QStringList keys{QStringLiteral("meeting-at-the-ford"), QStringLiteral("hill-of-the-standard"),
                               QStringLiteral("crossing-at-the-mill"), QStringLiteral("the-long-march")};
        for (const QString &key : keys) {
            QVERIFY2(byKey.contains(key), qPrintable(key));
            QVERIFY2(!byKey[key].description.isEmpty(), qPrintable(key)); // the chooser says what it is about
        }
        QVERIFY(terrainHexes(byKey[QStringLiteral("hill-of-the-standard")].setup, "hill") >= 3);
        QVERIFY(terrainHexes(byKey[QStringLiteral("crossing-at-the-mill")].setup, "stream") >= 5);
        const TacticalSetup &march = byKey[QStringLiteral("the-long-march")].setup;
        QVERIFY(!march.marches.isEmpty());
        QVERIFY(leaders(march) >= 2);
        QVERIFY(all.size() >= 4);
        for (int i = 1; i < all.size(); ++i) // sorted by name, as the chooser lists them
            QVERIFY(QString::localeAwareCompare(all[i - 1].scenario.name, all[i].scenario.name) <= 0);
    }

    void eachShippedScenarioIsPlayedToAWin_C()
    {
        for (const CatalogueScenario &s : catalogueScenarios(rules())) {
            for (quint64 seed : {1, 2, 3}) {
                SeededDice dice(seed);
                TacticalBattle battle(rules(), s.scenario.setup);
                playAutomatically(battle, Roller(dice));
                QVERIFY2(battle.phase() == TacticalPhase::Over, qPrintable(s.key));
                QVERIFY(battle.winner() == 0 || battle.winner() == 1);
            }
        }
    }

    void aScenarioOfOnesOwnIsOfferedBesideThemAndFirst()
    {
        QVERIFY(QDir().mkpath(ownFolder()));
        QFile shipped(QStringLiteral(":/scenarios/meeting-at-the-ford.json"));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        QJsonObject own = QJsonDocument::fromJson(shipped.readAll()).object();
        own.insert(QStringLiteral("name"), QStringLiteral("My Own Ford"));
        writeFile(ownFolder() + QStringLiteral("/my-ford.json"), QJsonDocument(own).toJson());
        own.insert(QStringLiteral("name"), QStringLiteral("The Ford, Changed"));
        writeFile(ownFolder() + QStringLiteral("/meeting-at-the-ford.json"), QJsonDocument(own).toJson());
        writeFile(ownFolder() + QStringLiteral("/broken.json"), "{\"format\": 1, \"name\": ");

        QStringList faults;
        const auto all = catalogueScenarios(rules(), &faults);
        QCOMPARE(faults.size(), 1);
        QVERIFY2(faults[0].contains(QStringLiteral("broken.json")), qPrintable(faults[0]));
        QString why;
        const auto mine = catalogueScenario(QStringLiteral("my-ford"), rules(), &why);
        QVERIFY2(mine, qPrintable(why));
        QCOMPARE(mine->scenario.name, QStringLiteral("My Own Ford"));
        // One's own folder comes first: a file of a shipped one's name stands in for it.
        const auto ford = catalogueScenario(QStringLiteral("meeting-at-the-ford"), rules(), &why);
        QVERIFY(ford);
        QCOMPARE(ford->scenario.name, QStringLiteral("The Ford, Changed"));
        QVERIFY(!catalogueScenario(QStringLiteral("broken"), rules(), &why));
        QVERIFY2(why.contains(QStringLiteral("broken.json")), qPrintable(why));
        QVERIFY(!catalogueScenario(QStringLiteral("no-such-battle"), rules(), &why));
        QVERIFY2(why.contains(QStringLiteral("no-such-battle")), qPrintable(why));
    }

    void aDescriptionRoundTripsAndIsBounded()
    {
        QString why;
        auto s = catalogueScenario(QStringLiteral("meeting-at-the-ford"), rules(), &why);
        QVERIFY2(s, qPrintable(why));
        QJsonObject json = scenarioJson(s->scenario, rules());
        QCOMPARE(json.value(QStringLiteral("description")).toString(), s->scenario.description);
        const auto back = scenarioFromJson(QJsonDocument(json).toJson(), rules(), QStringLiteral("a.json"), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->description, s->scenario.description);
        json.insert(QStringLiteral("description"), QString(MaxDescriptionLength + 1, QLatin1Char('x')));
        QVERIFY(!scenarioFromJson(QJsonDocument(json).toJson(), rules(), QStringLiteral("a.json"), &why));
        QVERIFY2(why.contains(QStringLiteral("description")), qPrintable(why));
        json.remove(QStringLiteral("description")); // optional: a scenario of one's own need not say it
        QVERIFY(scenarioFromJson(QJsonDocument(json).toJson(), rules(), QStringLiteral("a.json"), &why));
    }

    void aLeadersPronounRoundTripsAndIsChecked_issue30_12()
    {
        QString why;
        auto s = catalogueScenario(QStringLiteral("the-long-march"), rules(), &why);
        QVERIFY2(s, qPrintable(why));
        TacticalSetup &setup = s->scenario.setup;
        QVERIFY(!setup.marches.isEmpty());
        const auto led = std::find_if(setup.units.begin(), setup.units.end(),
                                      [](const TacticalUnit &u) { return u.leader.has_value(); });
        QVERIFY(led != setup.units.end());
        QCOMPARE(led->leader->pronoun, Pronoun::He); // a scenario that does not say
        led->leader->pronoun = Pronoun::She;
        setup.marches[0].general.pronoun = Pronoun::They;
        setup.marches[0].general.rerolls = 2;
        QJsonObject json = scenarioJson(s->scenario, rules());
        const auto back = scenarioFromJson(QJsonDocument(json).toJson(), rules(), QStringLiteral("a.json"), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->setup.units[led - setup.units.begin()].leader, led->leader);
        QCOMPARE(back->setup.marches[0].general, setup.marches[0].general);

        QJsonArray marches = json.value(QStringLiteral("flank_marches")).toArray();
        QJsonObject march = marches[0].toObject();
        QJsonObject general = march.value(QStringLiteral("general")).toObject();
        QCOMPARE(general.value(QStringLiteral("pronoun")).toString(), QStringLiteral("they"));
        general.insert(QStringLiteral("pronoun"), QStringLiteral("it"));
        march.insert(QStringLiteral("general"), general);
        marches[0] = march;
        json.insert(QStringLiteral("flank_marches"), marches);
        QVERIFY(!scenarioFromJson(QJsonDocument(json).toJson(), rules(), QStringLiteral("a.json"), &why));
        QVERIFY2(why.contains(QStringLiteral("general.pronoun")), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestScenarios)
#include "test_scenarios.moc"
