#include "commands/campaign/samplecampaign.h"
#include "commands/campaign/sideactions.h"
#include "commands/forces/forceactions.h"
#include "dice/logverifier.h"
#include "filehash.h"
#include "storage/campaignstore.h"
#include "storage/checkedfiles.h"
#include "storage/schema.h"
#include "storage/storageerror.h"
#include "tamper.h"
#include "testcampaign.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

using namespace castellan;

/** The campaign file: round trips, refusals that leave the file alone, consistent copies. */
class TestStorage : public QObject
{
    Q_OBJECT

    /** Expects opening `path` to fail with a message containing `expected`, and the file untouched. */
    void expectRefused(const QString &path, const QString &expected)
    {
        const QByteArray before = fileHash(path);
        try {
            Campaign::open(path);
            QFAIL("the file was opened");
        } catch (const StorageError &e) {
            QVERIFY2(e.message().contains(expected, Qt::CaseInsensitive), qPrintable(e.message()));
        }
        QCOMPARE(fileHash(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

private slots:
    void roundTripEverything()
    {
        QString path;
        QList<Leader> leaders;
        qint64 rolls = 0;
        quint64 draws = 0;
        TestCampaign c(31337);
        path = c.path();
        const qint64 a = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        const qint64 b = c.leader(QStringLiteral("Bors"), {5, 5, 5, 5, 5, 5, 5}, c.red);
        c->setDiceSource(std::make_unique<SeededDice>(31337, 0));
        heroicDeed(*c, a);
        setCaptured(*c, b, c.blue);
        editNotes(*c, a, QStringLiteral("Ünïcode notes — «ok»"));
        QVERIFY(setCoward(*c, b, true).ok);
        leaders = c->leaders();
        QVERIFY(leaders.at(1).coward);
        rolls = c->rolls().rollCount();
        draws = c->draws();
        c.campaign.reset();

        auto reopened = Campaign::open(path);
        QCOMPARE(reopened->leaders(), leaders);
        QCOMPARE(reopened->rolls().rollCount(), rolls);
        QCOMPARE(reopened->draws(), draws);
        QCOMPARE(reopened->seed(), quint64(31337));
        QCOMPARE(reopened->sides().size(), 2);
        QCOMPARE(reopened->sides().at(1).color, QColor(Qt::red));
        QCOMPARE(reopened->history(a).size(), 2);
        QCOMPARE(reopened->setting(QStringLiteral("schema_version")).toInt(), CurrentVersion);
    }

    void closedCampaignIsOneFile()
    {
        TestCampaign c;
        c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        const QString path = c.path();
        c.campaign.reset();
        QVERIFY(QFile::exists(path));
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
        QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
    }

    void aCrashLosesNothingCommitted()
    {
        // While a campaign is open its changes may sit in the write-ahead log. Copying the file and its log
        // mid-session is what a crash leaves behind: opening that must give back every committed change.
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        QVERIFY(woundLeader(*c, id, 2).ok);
        const QString crashed = c.dir.filePath(QStringLiteral("crashed.castellan"));
        QVERIFY(QFile::copy(c.path(), crashed));
        QVERIFY(QFile::exists(c.path() + QStringLiteral("-wal"))); // the changes are still in the log
        QVERIFY(QFile::copy(c.path() + QStringLiteral("-wal"), crashed + QStringLiteral("-wal")));
        auto recovered = Campaign::open(crashed);
        QCOMPARE(recovered->leader(id)->vitality, 2);
        QCOMPARE(recovered->rolls().rollCount(), c->rolls().rollCount());
    }

    void refusesRandomBytes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("noise.castellan"));
        QByteArray noise;
        for (int i = 0; i < 5000; ++i)
            noise.append(char((i * 7919 + 13) % 251));
        writeFile(path, noise);
        expectRefused(path, QStringLiteral("not a Castellan campaign"));
    }

    void refusesAnEmptyFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.castellan"));
        writeFile(path, {});
        expectRefused(path, QStringLiteral("empty"));
    }

    void refusesAMissingFile()
    {
        QTemporaryDir dir;
        try {
            Campaign::open(dir.filePath(QStringLiteral("none.castellan")));
            QFAIL("opened a missing file");
        } catch (const StorageError &e) {
            QVERIFY(e.message().contains(QStringLiteral("does not exist")));
        }
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.castellan"))));
    }

    void refusesATruncatedCampaign()
    {
        TestCampaign c;
        for (int i = 0; i < 400; ++i)
            c->roll({5, 6, RollText::plain(QStringLiteral("filler roll %1 with a long context to take pages").arg(i)),
                     0, 0});
        const QString path = c.path();
        c.campaign.reset();
        QByteArray bytes = readFile(path);
        QVERIFY(bytes.size() > 8192);
        writeFile(path, bytes.left(bytes.size() / 2));
        expectRefused(path, QStringLiteral("truncated"));
    }

    void refusesACorruptedPage()
    {
        TestCampaign c;
        for (int i = 0; i < 400; ++i)
            c->roll({5, 6, RollText::plain(QStringLiteral("filler roll %1").arg(i)), 0, 0});
        const QString path = c.path();
        c.campaign.reset();
        QByteArray bytes = readFile(path);
        for (qsizetype i = 4096 * 2; i < 4096 * 3 && i < bytes.size(); ++i)
            bytes[i] = char(0xA5);
        writeFile(path, bytes);
        expectRefused(path, QStringLiteral("damaged"));
    }

    // Issue 31: a campaign exactly as it last passed the opening checks opens without them (checkedfiles.h).
    void openingChecks_skippedOnlyForAFileAsItPassedThem()
    {
        TestCampaign c;
        const QString path = c.path();
        c.campaign.reset();
        const std::optional<FileStamp> closed = CheckedFiles::stampOf(path);
        QVERIFY(closed);
        QCOMPARE(CheckedFiles::passedAs(path), closed); // the session wrote it: it was checked as it closed

        // Another program adds a trigger: the file is not as it passed, so the checks run again and refuse it.
        tamperWith(path, QStringLiteral("CREATE TRIGGER sneaky AFTER INSERT ON sides BEGIN SELECT 1; END"));
        QVERIFY(CheckedFiles::passedAs(path) != CheckedFiles::stampOf(path));
        expectRefused(path, QStringLiteral("trigger"));

        // Kept as passed (what only this user's Castellan writes), the same file opens without the checks.
        CheckedFiles::keepPassed(path, *CheckedFiles::stampOf(path));
        QVERIFY(Campaign::open(path, Campaign::Access::ReadOnly));
        CheckedFiles::forget(path);
        QVERIFY(!CheckedFiles::passedAs(path));
        expectRefused(path, QStringLiteral("trigger"));
    }

    void openingChecks_theStampDigestsEveryByteButTheHeaderBytesSqliteRewrites()
    {
        TestCampaign c;
        const QString path = c.path();
        c.campaign.reset();
        const QByteArray bytes = readFile(path);
        const std::optional<FileStamp> passed = CheckedFiles::stampOf(path);
        QVERIFY(passed);
        const auto stampWith = [&](qsizetype at, char value) {
            QByteArray changed = bytes;
            changed[at] = value;
            writeFile(path, changed);
            return *CheckedFiles::stampOf(path);
        };
        // The change counter and the version that wrote it: rewritten by every opening to write.
        QVERIFY(stampWith(24, char(bytes[24] + 1)).sameBytes(*passed));
        QVERIFY(stampWith(96, char(bytes[96] + 1)).sameBytes(*passed));
        QVERIFY(stampWith(24, bytes[24]) != *passed); // the same bytes, written again: not the same file's state
        // Any other byte: the header's schema cookie, a row's last byte.
        QVERIFY(!stampWith(40, char(bytes[40] + 1)).sameBytes(*passed));
        QVERIFY(!stampWith(bytes.size() - 1, char(bytes.back() ^ 1)).sameBytes(*passed));
        writeFile(path, bytes.left(bytes.size() - 1));
        QVERIFY(!CheckedFiles::stampOf(path)->sameBytes(*passed));
    }

    void openingChecks_aSessionKeepsTheStampOnlyWhenTheFilePassesAsItCloses()
    {
        TestCampaign c;
        const QString path = c.path();
        c.campaign.reset();
        Campaign::open(path).reset(); // nothing changed: the stamp follows the file's new times
        QCOMPARE(CheckedFiles::passedAs(path), CheckedFiles::stampOf(path));
        {
            const auto session = Campaign::open(path);
            QVERIFY(createSide(*session, QStringLiteral("Green"), Qt::green).ok);
        }
        QCOMPARE(CheckedFiles::passedAs(path), CheckedFiles::stampOf(path)); // changed, and checked as it closed
        {
            const auto session = Campaign::open(path);
            tamperWith(path, QStringLiteral("CREATE TRIGGER sneaky AFTER INSERT ON sides BEGIN SELECT 1; END"));
        }
        QVERIFY(CheckedFiles::passedAs(path) != CheckedFiles::stampOf(path));
        expectRefused(path, QStringLiteral("trigger"));
    }

    void refusesAForeignSqliteFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.db"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE songs (title TEXT)")));
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("INSERT INTO songs VALUES ('x')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
        expectRefused(path, QStringLiteral("not a Castellan campaign"));
    }

    void migratesAVersion1Campaign()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.castellan"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            const QStringList statements = migration(0, db);
            for (const QString &sql : statements)
                QVERIFY(QSqlQuery(db).exec(sql));
            for (const char *row : {"('application', 'castellan')", "('schema_version', '1')", "('name', 'Old')",
                                    "('seed', '5')", "('draws', '0')", "('turn', '3')"})
                QVERIFY(
                    QSqlQuery(db).exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ") + QLatin1String(row)));
            QVERIFY(QSqlQuery(db).exec(
                QStringLiteral("INSERT INTO sides (id, name, color) VALUES (1, 'Blue', '#0000ff')")));
            QVERIFY(QSqlQuery(db).exec(QStringLiteral(
                "INSERT INTO leaders (id, name, side_id, vitality_rating, heroics_rating, duel_rating, maneuver_rating,"
                " battle_rating, siege_rating, rally_rating, creation_dice, creation_roll_id, vitality, rerolls,"
                " captured_by, location, notes, last_action_turn, last_recovery_turn)"
                " VALUES (1, 'Old Guard', 1, 3, 3, 3, 3, 3, 3, 3, '0,1,2,3,4,5,6', NULL, 3, 0, NULL, '', '', -1, "
                "-1)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        auto c = Campaign::open(path);
        QCOMPARE(c->setting(QStringLiteral("schema_version")).toInt(), CurrentVersion);
        QCOMPARE(c->turn(), 3);
        QCOMPARE(c->leaders().size(), 1);
        QCOMPARE(c->leaders().first().forceId, qint64(0));
        QVERIFY(createForce(*c, QStringLiteral("Guard"), 1, {}, {3, 0, 0}, {1}).ok);
        // Version 3 brought the map: an old campaign has none, and its forces stand off it.
        QVERIFY(!c->hasMap());
        QVERIFY(!c->forces().first().onMap());
        QCOMPARE(c->phase(), TurnPhase::Siege);
        QVERIFY(c->fortresses().isEmpty());
    }

    void refusesANewerSchema()
    {
        TestCampaign c;
        tamperWith(c.path(),
                   QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'schema_version'").arg(CurrentVersion + 1));
        const QString path = c.path();
        c.campaign.reset();
        expectRefused(path, QStringLiteral("newer version"));
    }

    void createRefusesAnExistingFile()
    {
        TestCampaign c;
        const QByteArray before = fileHash(c.path());
        QVERIFY_THROWS_EXCEPTION(StorageError, Campaign::create(c.path(), QStringLiteral("again"), 1));
        QCOMPARE(fileHash(c.path()), before);
    }

    void theDatabaseRefusesARatingOutOfRange()
    {
        TestCampaign c;
        const qint64 id = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        Leader bad = c.get(id);
        bad.ratings[0] = 7;
        c.campaign.reset();
        auto store = CampaignStore::open(c.path());
        store->begin();
        QVERIFY_THROWS_EXCEPTION(StorageError, store->saveLeader(bad));
        store->rollback();
        bad.ratings[0] = 4;
        bad.rerolls = -1;
        QVERIFY_THROWS_EXCEPTION(StorageError, store->saveLeader(bad));
        QCOMPARE(store->leader(id)->ratings[0], 4);
    }

    void saveAsWritesAConsistentCopy()
    {
        TestCampaign c(99);
        c->setDiceSource(std::make_unique<SeededDice>(99, 0));
        for (int i = 0; i < 30; ++i)
            c->roll({2, 6, RollText::plain(QStringLiteral("roll")), 0, 0});
        const QString copy = c.dir.filePath(QStringLiteral("copy.castellan"));
        c->saveAs(copy);
        QCOMPARE(c->path(), copy);
        c->roll({2, 6, RollText::plain(QStringLiteral("after the copy")), 0, 0}); // goes on in the copy
        c.campaign.reset();
        auto reopened = Campaign::open(copy);
        QCOMPARE(reopened->rolls().rollCount(), qint64(31));
        QVERIFY(verifyLog(reopened->rolls()).ok);
        auto original = Campaign::open(c.path());
        QCOMPARE(original->rolls().rollCount(), qint64(30));
    }

    void sampleCampaignIsRealAndVerifies()
    {
        QTemporaryDir dir;
        auto sample = createSampleCampaign(dir.filePath(QStringLiteral("sample.castellan")));
        QCOMPARE(sample->sides().size(), 3);
        QCOMPARE(sample->leaderCount(), 12);
        QCOMPARE(sample->forces().size(), 4);
        QCOMPARE(sample->leadersOf(sample->forceByName(QStringLiteral("Royal Host"))->id).size(), 2);
        QVERIFY(!sample->undoStack()->canUndo());
        // Its board: every force stands on it, the garrison inside its castle.
        QCOMPARE(sample->grid().columns(), 20);
        QCOMPARE(sample->fortresses().size(), 2);
        for (const Force &f : sample->forces())
            QVERIFY2(f.onMap(), qPrintable(f.name));
        const auto castle = sample->fortressByName(QStringLiteral("Ashford Castle"));
        QCOMPARE(sample->forcesAt(castle->hex).first().name, QStringLiteral("Ashford Garrison"));
        QCOMPARE(sample->mapHex(castle->hex).place, QStringLiteral("Ashford"));
        const LogVerification v = verifyLog(sample->rolls());
        QVERIFY2(v.ok, qPrintable(v.problem));
        QVERIFY(v.checked >= 12);
    }
};

QTEST_GUILESS_MAIN(TestStorage)
#include "test_storage.moc"
