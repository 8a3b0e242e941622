// Issue 15: the German and French catalogues are complete. lupdate reads the code as it is now into a copy of
// each catalogue; any message it leaves unfinished, or adds, fails the test, and so does a translation that drops
// a placeholder or a keyboard mnemonic. The compiled catalogues are the ones the app loads.
#include "dice/dicesource.h"
#include "dice/roller.h"
#include "i18n/translations.h"
#include "tactical/attackodds.h"
#include "tactical/autoplayer.h"
#include "tactical/scenario.h"
#include "tactical/tacticalbattle.h"

#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

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
                  {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
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
            said += e.text + QLatin1Char('\n');
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
