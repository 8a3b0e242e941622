// Issue 15: the German and French catalogues are complete. lupdate reads the code as it is now into a copy of
// each catalogue; any message it leaves unfinished, or adds, fails the test, and so does a translation that drops
// a placeholder or a keyboard mnemonic. The compiled catalogues are the ones the app loads.
#include "battle/battlereport.h"
#include "commands/battles/campaignbattle.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "commands/leaders/survivalcheck.h"
#include "dice/dicesource.h"
#include "dice/roller.h"
#include "i18n/rollkinds.h"
#include "i18n/translations.h"
#include "tactical/attackodds.h"
#include "tactical/autoplayer.h"
#include "tactical/scenario.h"
#include "tactical/tacticalbattle.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include "../support/testcampaign.h"

using namespace castellan;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; ///< one, or each plural form
    bool unfinished = false;
};

QList<Message> readCatalogue(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, false};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            current.unfinished = type == QLatin1String("unfinished") || type == QLatin1String("vanished");
            // Either text, or numerusform children.
            while (!xml.atEnd()) {
                const auto token = xml.readNext();
                if (token == QXmlStreamReader::Characters && !xml.isWhitespace())
                    current.translations << xml.text().toString();
                else if (token == QXmlStreamReader::StartElement && xml.name() == QLatin1String("numerusform"))
                    current.translations << xml.readElementText();
                else if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("translation"))
                    break;
            }
            messages << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QString lupdate()
{
    for (const auto where : {QLibraryInfo::BinariesPath, QLibraryInfo::LibraryExecutablesPath}) {
        const QString candidate = QDir(QLibraryInfo::path(where)).filePath(QStringLiteral("lupdate"));
        if (QFile::exists(candidate))
            return candidate;
    }
    return QStringLiteral("/usr/lib/qt6/bin/lupdate");
}

/** The placeholders a text holds (%1 … %99, %L1, %n), each once. */
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%(L?\\d{1,2}|n)"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

/** How many keyboard mnemonics ("&File"; "&&" is an ampersand, "&amp;"-style entities are not one). */
int mnemonics(QString text)
{
    text.replace(QStringLiteral("&&"), QString());
    static const QRegularExpression mnemonic(QStringLiteral("&(?![a-zA-Z]+;|#\\d+;)(?=\\S)"));
    return int(text.count(mnemonic));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void catalogueIsComplete_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("French") << QStringLiteral("fr");
    }

    /** A message lupdate finds in the code that the catalogue does not translate fails the test. */
    void catalogueIsComplete()
    {
        QFETCH(QString, language);
        const QString source = qEnvironmentVariable("CASTELLAN_SOURCE_DIR");
        QVERIFY2(!source.isEmpty(), "CASTELLAN_SOURCE_DIR is not set (ctest sets it)");
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("castellan_%1.ts").arg(language));
        QVERIFY(QFile::copy(QDir(source).filePath(QStringLiteral("translations/castellan_%1.ts").arg(language)), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess run;
        run.setWorkingDirectory(source);
        run.start(lupdate(),
                  {QStringLiteral("-tr-function-alias"), QStringLiteral("tr+=kept"), // as update-translations
                   QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral("-source-language"), QStringLiteral("en"), QStringLiteral("-target-language"),
                   language, QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app"), QStringLiteral("-ts"),
                   copy});
        QVERIFY2(run.waitForFinished(120000), "lupdate did not finish");
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());

        QString error;
        const QList<Message> messages = readCatalogue(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 2000);
        QStringList problems;
        const int forms = 2; // German and French: singular and plural
        for (const Message &m : messages) {
            const QString where = QStringLiteral("%1: \"%2\"").arg(m.context, m.source.left(60));
            if (m.unfinished || m.translations.isEmpty() || m.translations.first().isEmpty()) {
                problems << QStringLiteral("unfinished or missing: ") + where;
                continue;
            }
            const bool numerus = m.translations.size() > 1 || m.source.contains(QStringLiteral("%n"));
            if (numerus && m.translations.size() != forms)
                problems << QStringLiteral("%1 plural forms, not %2: ").arg(m.translations.size()).arg(forms) + where;
            QSet<QString> wanted = placeholders(m.source);
            for (const QString &t : m.translations) {
                QSet<QString> got = placeholders(t);
                if (numerus) { // a singular may say "one" instead of %n
                    wanted.remove(QStringLiteral("%n"));
                    got.remove(QStringLiteral("%n"));
                }
                if (got != wanted)
                    problems << QStringLiteral("placeholders differ: ") + where
                            + QStringLiteral(" → \"%1\"").arg(t.left(60));
                if (mnemonics(m.source) != mnemonics(t) && !m.source.contains(QLatin1Char(';')))
                    problems << QStringLiteral("mnemonic differs: ") + where
                            + QStringLiteral(" → \"%1\"").arg(t.left(60));
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problem(s) in castellan_%2.ts, run translations/update-translations "
                                           "and translate:\n  %3")
                                .arg(problems.size())
                                .arg(language, problems.mid(0, 25).join(QStringLiteral("\n  ")))));
    }

    /** The compiled catalogues the app loads from its resources speak German and French. */
    void compiledCataloguesTranslate()
    {
        for (const auto &[language, expected] : {std::pair{QStringLiteral("de"), QStringLiteral("&Datei")},
                                                 std::pair{QStringLiteral("fr"), QStringLiteral("&Fichier")}}) {
            QCOMPARE(installTranslations(language), language);
            QCOMPARE(QCoreApplication::translate("castellan::MainWindow", "&File"), expected);
        }
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("castellan::MainWindow", "&File"), QStringLiteral("&File"));
        // English carries the plural forms.
        QCOMPARE(QCoreApplication::translate("CastellanCli", "%n page(s) written to %1.", nullptr, 1),
                 QStringLiteral("%n page written to %1.").replace(QStringLiteral("%n"), QStringLiteral("1")));
    }

    /**
     * Issue 30, item 9 (RULES D1): what a roll was for is kept as data, so the log reads in the language it is
     * read in, whichever language each roll was made in; the text column holds the catalogues' source language,
     * and a roll from before keeps the text it was logged with.
     */
    void aRollReadsInTheLanguageItIsReadIn_D1()
    {
        TestCampaign c;
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        const QString name = QStringLiteral("Camp%2");
        const qint64 id = c.leader(name, {4, 4, 4, 4, 4, 4, 4});
        c.script({3});
        QVERIFY(heroicDeed(*c, id).ok); // RULES H1: 3 against Heroics 4, a wound and a reroll
        c.script({3, 3});
        const Roll before = c->roll({2, 6, RollText::plain(QStringLiteral("eine alte Rolle")), 0, 0});
        const QList<Roll> german = c->rolls().rolls({}, 0, 10);
        QCOMPARE(german.size(), 3);
        const QString deedDe = QCoreApplication::translate("LeaderActions", "heroic deed: %1");
        QVERIFY(deedDe != QLatin1String("heroic deed: %1"));
        QCOMPARE(german.at(1).context, QString(deedDe).replace(QStringLiteral("%1"), name));
        QCOMPARE(c->rolls().rolls({0, 0, 0, deedDe.left(6)}, 0, 10).size(), 1); // found by the text it shows
        c.campaign.reset();

        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        c.campaign = Campaign::open(c.path());
        const QList<Roll> english = c->rolls().rolls({}, 0, 10);
        QCOMPARE(english.at(0).context, QStringLiteral("eine alte Rolle")); // as it was logged
        QCOMPARE(english.at(1).context, QStringLiteral("heroic deed: Camp%2"));
        QCOMPARE(english.at(1).result, QStringLiteral("1 wound, 1 reroll"));
        QCOMPARE(english.at(2).context, QStringLiteral("leader creation: Camp%2"));
        QCOMPARE(english.at(1).contextData, RollText(RollKind::HeroicDeed, {name}));
        QCOMPARE(c->rolls().rolls({0, 0, 0, QStringLiteral("HEROIC")}, 0, 10).size(), 1);
        QCOMPARE(c->rolls().rolls({0, 0, 0, deedDe.left(6)}, 0, 10).size(), 0);
        QCOMPARE(c->rolls().rolls({0, 0, 0, QStringLiteral("alte")}, 0, 10).first().id, before.id);
        // Paged by what matches: the second match, one at a time.
        QCOMPARE(c->rolls().rolls({0, 0, 0, QStringLiteral(": camp")}, 1, 1).first().id, english.at(2).id);

        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("look"));
        db.setDatabaseName(c.path());
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT context, result, context_data FROM rolls ORDER BY id")));
        QVERIFY(q.next() && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("heroic deed: Camp%2")); // rolled in German, kept in English
        QCOMPARE(q.value(1).toString(), QStringLiteral("1 wound(s), 1 reroll(s)"));
        QCOMPARE(q.value(2).toString(), QStringLiteral("[\"heroic_deed\",\"Camp%2\"]"));
        q = QSqlQuery();
        db.close();
        db = {};
        QSqlDatabase::removeDatabase(QStringLiteral("look"));
    }

    /**
     * Issue 30, item 8 (RULES L2): a leader's history is kept as data, so it reads in the language it is read in;
     * `description` holds the catalogues' source language, and a line from before keeps the text it was written in.
     */
    void aLeadersHistoryReadsInTheLanguageItIsReadIn_L2()
    {
        TestCampaign c;
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        const qint64 id = c.leader(QStringLiteral("Ysolde %1"), {3, 4, 4, 4, 4, 4, 4});
        QVERIFY(setPronoun(*c, id, Pronoun::She).ok);
        QVERIFY(woundLeader(*c, id, 3).ok); // vitality 3 to 0: disabled (RULES L3)
        QVERIFY(setCoward(*c, id, true).ok);
        QVERIFY(setLocation(*c, id, QStringLiteral("Burg %2")).ok);
        const QList<HistoryEntry> german = c->history(id);
        QCOMPARE(german.size(), 4);
        QVERIFY2(german.at(1).text.shown().startsWith(QStringLiteral("Erlitt 3 Wunden")),
                 qPrintable(german.at(1).text.shown()));
        c.campaign.reset();

        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
        db.setDatabaseName(c.path());
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO leader_history (id, leader_id, turn, description, roll_id, undone)"
                                      " VALUES (99, %1, 1, 'Eine alte Zeile.', NULL, 0)")
                           .arg(id)));
        QVERIFY(q.exec(QStringLiteral("SELECT description, description_data FROM leader_history WHERE id < 99"
                                      " ORDER BY id")));
        QVERIFY(q.next() && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("Took 3 wound(s): vitality 0. She is disabled."));
        QVERIFY(q.value(1).toString().contains(QStringLiteral("\"LeaderActions\"")));
        q = QSqlQuery();
        db.close();
        db = {};
        QSqlDatabase::removeDatabase(QStringLiteral("old"));

        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        c.campaign = Campaign::open(c.path());
        const QList<HistoryEntry> english = c->history(id);
        QCOMPARE(english.size(), 5);
        QVERIFY2(english.at(0).text.shown().startsWith(QStringLiteral("Created for Blue from the roll ")),
                 qPrintable(english.at(0).text.shown()));
        QVERIFY(english.at(0).text.shown().endsWith(
            QStringLiteral(": Vitality 3, Heroics 4, Duel 4, Maneuver 4, Battle 4, Siege 4, Rally 4.")));
        QCOMPARE(english.at(1).text.shown(), QStringLiteral("Took 3 wounds: vitality 0. She is disabled."));
        QCOMPARE(english.at(2).text.shown(),
                 QStringLiteral("Marked a coward: she may not lead a flank march (RULES M1)."));
        QCOMPARE(english.at(3).text.shown(), QStringLiteral("Now at Burg %2."));
        QCOMPARE(english.at(4).text.shown(), QStringLiteral("Eine alte Zeile.")); // as it was written
        QCOMPARE(english.at(3).id, german.at(3).id);
    }

    /**
     * Issue 30, item 8 (RULES F2, L2): a battle fought in German reads in English: its name, its report's steps and
     * result, and the history it left; the stored report keeps each text in English beside its data.
     */
    void aBattleFoughtInGermanReadsInEnglish_F2()
    {
        TestCampaign c;
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 3, 3, 5, 3, 4});
        const qint64 r = c.leader(QStringLiteral("Rorik"), {2, 3, 3, 3, 3, 3, 3}, c.red);
        const qint64 blue = createForce(*c, QStringLiteral("Blue Host"), c.blue, {}, {3, 0, 0}, {a}).forceId;
        const qint64 red = createForce(*c, QStringLiteral("Red Band"), c.red, {}, {2, 0, 0}, {r}).forceId;
        c.script({6, 6, 1, 1, 1, 5, 1, 1, 3}); // as battleRoundsResolve_F in the forces test: Blue wins
        c.toMovement();
        {
            CampaignBattle fight(*c, blue, red);
            fight.battle().resolveToEnd();
            QVERIFY(fight.finish().ok);
            const QJsonObject told = fight.report(); // as its reader reads it: in German, no data
            QVERIFY(!told.contains(QStringLiteral("name_data")));
            QCOMPARE(told.value(QStringLiteral("result_text")).toString(),
                     QCoreApplication::translate("BattleReport", "The attacker wins"));
        }
        const BattleRecord german = c->battles().first();
        QVERIFY(german.name.shown() != german.name.source());
        c.campaign.reset();

        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        c.campaign = Campaign::open(c.path());
        const BattleRecord english = c->battles().first();
        QCOMPARE(english.name.shown(), german.name.source());
        const QJsonObject stored = QJsonDocument::fromJson(english.report.toUtf8()).object();
        QCOMPARE(stored.value(QStringLiteral("result_text")).toString(), QStringLiteral("The attacker wins"));
        const QJsonObject firstStep = stored.value(QStringLiteral("events")).toArray().first().toObject();
        QCOMPARE(firstStep.value(QStringLiteral("text")).toString(),
                 QStringLiteral("Attacker fires 5 dice: 6s 2, 5s 0."));
        QVERIFY(firstStep.contains(QStringLiteral("text_data")));
        const QJsonObject shown = shownReport(stored);
        QCOMPARE(shown.value(QStringLiteral("name")).toString(), english.name.shown());
        const QJsonObject shownStep = shown.value(QStringLiteral("events")).toArray().first().toObject();
        QCOMPARE(shownStep.value(QStringLiteral("text")).toString(),
                 QStringLiteral("Attacker fires 5 dice: 6s 2, 5s 0."));
        QVERIFY(!shownStep.contains(QStringLiteral("text_data")));
        QVERIFY(battleReportHtml(stored).contains(QStringLiteral("Attacker fires 5 dice")));
        QCOMPARE(c->history(a).last().text.shown(),
                 english.name.shown() + QStringLiteral(" (turn 1): fought as attacker; won."));
    }

    /** Issue 30, item 8: a force placed in a hex in German stands "at hex 0506" in English, and so do its leaders. */
    void aForcesHexReadsInTheLanguageItIsReadIn_T1a()
    {
        TestCampaign c;
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        QVERIFY(setMapSize(*c, 6, 6).ok);
        const qint64 id = c.leader(QStringLiteral("Hugo"), {4, 4, 4, 4, 4, 4, 4});
        const qint64 f = createForce(*c, QStringLiteral("Vorhut"), c.blue, {}, {2, 0, 0}, {id}).forceId;
        QVERIFY(placeForce(*c, f, {4, 5}).ok);
        const QString german = QCoreApplication::translate("MapActions", "hex %1").arg(QStringLiteral("0506"));
        QVERIFY(german != QStringLiteral("hex 0506"));
        QCOMPARE(c->force(f)->location.shown(), german);
        c.campaign.reset();

        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        c.campaign = Campaign::open(c.path());
        QCOMPARE(c->force(f)->location.shown(), QStringLiteral("hex 0506"));
        QCOMPARE(c.get(id).location.shown(), QStringLiteral("hex 0506"));
        QVERIFY(assignLeader(*c, id, 0).ok);
        QCOMPARE(c.get(id).location.shown(), QStringLiteral("hex 0506")); // he stays where the force stands
        QVERIFY(setLocation(*c, id, QStringLiteral("Burg")).ok);          // a name is kept as it is written
        QCOMPARE(c.get(id).location, RollText::plain(QStringLiteral("Burg")));
    }

    /** The forms a kept sentence takes: counted, with nested texts, joined and in lower case. */
    void aKeptSentenceRoundTrips_L2()
    {
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        const RollText line = RollText::translated("LeaderActions", "Healed %n wound(s): vitality %1.", 1).arg(4)
            + RollText::translated("LeaderStatus", "Active").lower()
            + RollText::translated("LeaderActions", " The duel was broken off.");
        QCOMPARE(line.shown(), QStringLiteral("Healed 1 wound: vitality 4.active The duel was broken off."));
        QCOMPARE(line.source(), QStringLiteral("Healed 1 wound(s): vitality 4.active The duel was broken off."));
        QCOMPARE(RollText::fromStored(line.stored()), line);
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(RollText::fromStored(line.stored()).shown(),
                 QCoreApplication::translate("LeaderActions", "Healed %n wound(s): vitality %1.", nullptr, 1)
                         .replace(QStringLiteral("%1"), QStringLiteral("4"))
                     + QCoreApplication::translate("LeaderStatus", "Active").toLower()
                     + QCoreApplication::translate("LeaderActions", " The duel was broken off."));
        QVERIFY(RollText::fromStored(line.stored()).shown() != line.source());
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    }

    /** A kind a later version wrote shows what it names; a damaged one shows nothing rather than failing. */
    void aRollTextOfAnUnknownOrDamagedKind_D1()
    {
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(RollText::fromStored(QStringLiteral("[\"later_kind\",\"Aldric\",3]")).shown(),
                 QStringLiteral("later_kind: Aldric, 3"));
        QVERIFY(RollText::fromStored(QStringLiteral("[\"heroic_deed\",")).isEmpty());
        QVERIFY(RollText::fromStored(QStringLiteral("{\"kind\":1}")).isEmpty());
        QVERIFY(RollText::fromStored(QStringLiteral("[7]")).isEmpty());
        const RollText nested(RollKind::BattleRound,
                              {RollText::plain(QStringLiteral("Ash %1")), 2,
                               RollText(RollKind::SideRally, {RollText(RollKind::Attacker)})});
        QCOMPARE(RollText::fromStored(nested.stored()), nested);
        QCOMPARE(nested.shown(), QStringLiteral("battle Ash %1, round 2, attacker rally"));
        for (const QString &kind : rollKinds())
            QVERIFY2(rollKindText(kind).source && rollKindText(kind).context, qPrintable(kind));
        // A survival check's event picked from the list in German is kept as the event, not as German words.
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        const RollText fallen = survivalEvents().first();
        QVERIFY(fallen.shown() != fallen.source());
        QCOMPARE(survivalEvent(QLatin1Char(' ') + fallen.shown()), fallen);
        QCOMPARE(survivalEvent(QStringLiteral("Sturz vom Pferd")), RollText::plain(QStringLiteral("Sturz vom Pferd")));
        QCOMPARE(survivalEvent(QString()).shown(), QCoreApplication::translate("LeaderActions", "survival check"));
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    }

    /**
     * Issue 30, item 10: on the battle board, a German sentence names unit types, terrain and die faces in German;
     * the scenario file and the battle's record keep the keys. And a count reads in the singular when it is one.
     */
    void theBoardSpeaksTheAppsLanguage_C1()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        const Ruleset &rules = Ruleset::standard();
        QCOMPARE(keyText(QStringLiteral("infantry")), QStringLiteral("Infanterie"));
        QCOMPARE(keyText(QStringLiteral("woods")), QStringLiteral("Wald"));
        QCOMPARE(keyText(QStringLiteral("lancers")), QStringLiteral("lancers")); // a ruleset's own key, as written
        QString faces;
        for (int face = 1; face <= 6; ++face)
            faces += faceText(rules, face) + QLatin1Char(' ');
        QVERIFY2(faces.contains(QStringLiteral("Schwerter")) && faces.contains(QStringLiteral("Fahne")),
                 qPrintable(faces));
        for (int face = 1; face <= 6; ++face)
            QVERIFY(!faceName(rules, face).contains(QStringLiteral("Schwert"))); // the key files hold is English
        QString why;
        const auto scenario = loadScenario(QStringLiteral(":/scenarios/meeting-at-the-ford.json"), rules, &why);
        QVERIFY2(scenario, qPrintable(why));
        TacticalBattle battle(rules, scenario->setup);
        SeededDice dice(7);
        playAutomatically(battle, Roller(dice));
        QString said;
        for (const TacticalEvent &e : battle.log())
            said += e.text.shown() + QLatin1Char('\n');
        QVERIFY2(said.contains(QStringLiteral("Infanterie")), qPrintable(said.left(400)));
        for (const char *key : {" infantry ", " cavalry ", " artillery ", " swords"})
            QVERIFY2(!said.contains(QLatin1String(key)), key);
        QCOMPARE(QCoreApplication::translate("TacticalBattle", "%n die(s)", nullptr, 1), QStringLiteral("1 Würfel"));
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("TacticalBattle", "%n hit(s)", nullptr, 1), QStringLiteral("1 hit"));
        QCOMPARE(QCoreApplication::translate("TacticalBattle", "%n die(s)", nullptr, 3), QStringLiteral("3 dice"));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
