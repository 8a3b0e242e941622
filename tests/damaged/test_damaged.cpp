#include "filehash.h"

#include "campaign/campaign.h"
#include "commands/campaign/samplecampaign.h"
#include "commands/leaders/leaderactions.h"
#include "dice/logverifier.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace castellan;

namespace {

/** One damaged file: how it was made from the sample campaign. */
struct Damage
{
    QString name;
    std::function<void(const QString &path)> make;
};

QByteArray read(const QString &path)
{
    return readFile(path);
}

/** Statements on one connection of their own; errors ignored (a damaged file may refuse some). */
void runSql(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(path);
        if (db.open()) {
            for (const QString &sql : statements)
                QSqlQuery(db).exec(sql);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
}

/** The user tables of a campaign and their columns, read from the file. */
QList<std::pair<QString, QStringList>> tablesOf(const QString &path)
{
    QList<std::pair<QString, QStringList>> tables;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("shape"));
        db.setDatabaseName(path);
        if (db.open()) {
            const QStringList names = db.tables();
            for (const QString &t : names) {
                QStringList columns;
                const QSqlRecord r = db.record(t);
                for (int i = 0; i < r.count(); ++i)
                    columns << r.fieldName(i);
                tables.append({t, columns});
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("shape"));
    return tables;
}

} // namespace

/**
 * Issue 10's damaged-file corpus, generated from the sample campaign: truncations at every page boundary,
 * bytes flipped in the header and in every page, a WAL from another database, foreign SQLite files, dropped
 * tables and columns, broken constraints and bad meta values. Each is refused with a message that names the
 * file, or opens with nothing wrong (SQLite's integrity check passes; Verify Log passes or names the roll that
 * no longer matches); no attempt, read-only or read-write, changes the bytes of a file it refuses, and a
 * read-only attempt never changes any. Prints its figures.
 */
class TestDamaged : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mSample;
    QByteArray mBytes;
    int mPageSize = 4096;

    QList<Damage> corpus()
    {
        QList<Damage> all;
        const qsizetype pages = mBytes.size() / mPageSize;
        for (qsizetype page = 0; page <= pages; ++page) {
            for (qsizetype cut : {page * mPageSize, page * mPageSize + 100, page * mPageSize + mPageSize / 2}) {
                if (cut >= mBytes.size())
                    continue;
                all.append({QStringLiteral("truncated at %1").arg(cut),
                            [this, cut](const QString &p) { writeFile(p, mBytes.left(cut)); }});
            }
        }
        for (int at = 0; at < 100; ++at) {
            for (char mask : {char(0x01), char(0xff)}) {
                all.append({QStringLiteral("header byte %1 ^ %2").arg(at).arg(int(uchar(mask))),
                            [this, at, mask](const QString &p) {
                                QByteArray b = mBytes;
                                b[at] = char(b[at] ^ mask);
                                writeFile(p, b);
                            }});
            }
        }
        // Every page, whatever its kind (b-tree interior or leaf, of a table or an index, overflow, free): its
        // page header, its cell pointers, its first cell and its end.
        for (qsizetype page = 1; page < pages; ++page) {
            const qsizetype start = page * mPageSize;
            for (qsizetype offset : {0, 1, 3, 5, 7, 8, 9, 12, 20, mPageSize / 2, mPageSize - 20, mPageSize - 1}) {
                const qsizetype at = start + offset;
                all.append({QStringLiteral("page %1 (kind %2) byte %3")
                                .arg(page + 1)
                                .arg(int(uchar(mBytes[start])))
                                .arg(offset),
                            [this, at](const QString &p) {
                                QByteArray b = mBytes;
                                b[at] = char(b[at] ^ 0x5a);
                                writeFile(p, b);
                            }});
            }
        }
        all.append({QStringLiteral("a WAL from another database"), [this](const QString &p) {
                        writeFile(p, mBytes);
                        const QString other = mDir.filePath(QStringLiteral("other.castellan"));
                        QFile::remove(other);
                        {
                            auto c = Campaign::create(other, QStringLiteral("Other"), 5,
                                                      {{QStringLiteral("Green"), Qt::green}});
                            const QByteArray wal = read(other + QStringLiteral("-wal"));
                            writeFile(p + QStringLiteral("-wal"), wal.isEmpty() ? QByteArray(4096, '\x37') : wal);
                        }
                    }});
        all.append({QStringLiteral("a journal of nonsense"), [this](const QString &p) {
                        writeFile(p, mBytes);
                        writeFile(p + QStringLiteral("-journal"), QByteArray(3000, '\x11'));
                    }});
        all.append({QStringLiteral("a foreign SQLite file"), [](const QString &p) {
                        QFile::remove(p);
                        runSql(p,
                               {QStringLiteral("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)"),
                                QStringLiteral("INSERT INTO invoices (total) VALUES (12.5)")});
                    }});
        all.append({QStringLiteral("another program's meta table"), [](const QString &p) {
                        QFile::remove(p);
                        runSql(p,
                               {QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)"),
                                QStringLiteral("INSERT INTO meta VALUES ('application', 'spreadsheet')")});
                    }});
        for (const auto &[table, columns] : tablesOf(mSample)) {
            all.append(
                {QStringLiteral("table %1 dropped").arg(table), [this, table = table](const QString &p) {
                     writeFile(p, mBytes);
                     runSql(p,
                            {QStringLiteral("PRAGMA foreign_keys = OFF"), QStringLiteral("DROP TABLE %1").arg(table)});
                 }});
            for (const QString &column : columns) {
                all.append({QStringLiteral("column %1.%2 dropped").arg(table, column),
                            [this, table = table, column](const QString &p) {
                                writeFile(p, mBytes);
                                runSql(p,
                                       {QStringLiteral("DROP INDEX IF EXISTS rolls_by_leader"),
                                        QStringLiteral("DROP INDEX IF EXISTS history_by_leader"),
                                        QStringLiteral("ALTER TABLE %1 DROP COLUMN %2").arg(table, column)});
                            }});
            }
        }
        const QStringList broken = {
            QStringLiteral("UPDATE leaders SET vitality_rating = 9"),
            QStringLiteral("UPDATE leaders SET vitality = -7"),
            QStringLiteral("UPDATE leaders SET side_id = 999"),
            QStringLiteral("UPDATE rolls SET die_sides = 1"),
            QStringLiteral("UPDATE rolls SET faces = 'x,y'"),
            QStringLiteral("UPDATE forces SET good = -1"),
            QStringLiteral("UPDATE fortresses SET rating = 0"),
            QStringLiteral("UPDATE leaders SET name = NULL"),
            QStringLiteral("UPDATE rolls SET draw_end = draw_start - 5"),
        };
        for (const QString &sql : broken)
            all.append({QStringLiteral("broken: ") + sql, [this, sql](const QString &p) {
                            writeFile(p, mBytes);
                            runSql(p, {QStringLiteral("PRAGMA ignore_check_constraints = ON"), sql});
                        }});
        const QStringList meta = {QStringLiteral("seed', 'x"),
                                  QStringLiteral("draws', '-4"),
                                  QStringLiteral("draws', '99999999999999999999"),
                                  QStringLiteral("turn', 'soon"),
                                  QStringLiteral("phase', 'dinner"),
                                  QStringLiteral("map.columns', '5000"),
                                  QStringLiteral("backups.keep', '-1"),
                                  QStringLiteral("schema_version', '0"),
                                  QStringLiteral("dice.state', '1 2 3"),
                                  QStringLiteral("application', 'other")};
        for (const QString &kv : meta) {
            const QString key = kv.section(QLatin1Char('\''), 0, 0);
            const QString value = kv.section(QLatin1Char('\''), 2, 2);
            all.append({QStringLiteral("meta %1 = %2").arg(key, value), [this, key, value](const QString &p) {
                            writeFile(p, mBytes);
                            runSql(
                                p,
                                {QStringLiteral("DELETE FROM meta WHERE key = '%1'").arg(key),
                                 QStringLiteral("INSERT INTO meta (key, value) VALUES ('%1', '%2')").arg(key, value)});
                        }});
        }
        return all;
    }

private slots:
    void initTestCase()
    {
        mSample = mDir.filePath(QStringLiteral("sample.castellan"));
        createSampleCampaign(mSample).reset();
        mBytes = read(mSample);
        mPageSize = (uchar(mBytes[16]) << 8) | uchar(mBytes[17]);
        QVERIFY(mPageSize >= 512);
    }

    void everyDamagedFileIsRefusedOrSound()
    {
        int refused = 0, sound = 0, mismatched = 0, readOnly = 0, damageNamed = 0, writeRefused = 0;
        const QList<Damage> all = corpus();
        const QString folder = mDir.filePath(QStringLiteral("damaged"));
        for (const Damage &d : all) {
            QDir(folder).removeRecursively();
            QDir().mkpath(folder);
            const QString path = QDir(folder).filePath(QStringLiteral("damaged.castellan"));
            d.make(path);
            const QByteArray before = fileHash(path);
            const auto context = [&](const QString &what) { return qPrintable(d.name + QStringLiteral(": ") + what); };

            QString readOnlyError;
            try {
                auto c = Campaign::open(path, Campaign::Access::ReadOnly);
                const LogVerification v = verifyLog(c->rolls());
                // RULES D2: a log that does not verify names the first roll that does not, or the count of draws;
                // a file whose rolls verify and whose pages do not is named damaged (issue 28, item 4).
                QVERIFY2(v.ok || v.firstBadRollId > 0 || v.drawCountMismatch || !v.damage.isEmpty(),
                         context(QStringLiteral("a bad log unnamed")));
                QVERIFY2(v.ok || !v.problem.isEmpty(), context(QStringLiteral("a bad log without a word")));
                if (!v.damage.isEmpty())
                    ++damageNamed;
                else
                    v.ok ? ++sound : ++mismatched;
            } catch (const StorageError &e) {
                readOnlyError = e.message();
                QVERIFY2(e.message().contains(path) || e.message().contains(QFileInfo(path).fileName()),
                         context(QStringLiteral("a refusal that does not name the file: ") + e.message()));
            }
            QVERIFY2(fileHash(path) == before, context(QStringLiteral("a read-only attempt changed the file")));

            // Issue 28, item 9: a script's run that writes and is not kept leaves the file as it was; a write that
            // meets damage the opening let through names the file.
            if (readOnlyError.isEmpty()) {
                try {
                    auto run = Campaign::open(path, Campaign::Access::OneRun);
                    const QList<Leader> leaders = run->leaders();
                    const Outcome o = leaders.isEmpty() ? Outcome() : heroicDeed(*run, leaders.first().id);
                    QVERIFY2(o.ok || !o.fileProblem || o.refusal.contains(QFileInfo(path).fileName()),
                             context(QStringLiteral("a failed write that does not name the file: ") + o.refusal));
                    if (!o.ok && o.fileProblem)
                        ++writeRefused;
                } catch (const StorageError &e) {
                    QVERIFY2(e.message().contains(QFileInfo(path).fileName()),
                             context(QStringLiteral("a refusal that does not name the file: ") + e.message()));
                }
                QVERIFY2(fileHash(path) == before, context(QStringLiteral("a run not kept changed the file")));
            }

            // To write: the same answer; a file refused is left as it was.
            try {
                auto c = Campaign::open(path);
                QVERIFY2(readOnlyError.isEmpty(), context(QStringLiteral("refused read-only, opened to write")));
            } catch (const StorageError &e) {
                // Opened read-only and refused to write only when it may not be written, and says so.
                QVERIFY2(!readOnlyError.isEmpty() || e.message().contains(QStringLiteral("not written")),
                         context(QStringLiteral("opened read-only, refused to write: ") + e.message()));
                QVERIFY2(fileHash(path) == before, context(QStringLiteral("a refused file was written to")));
                if (!readOnlyError.isEmpty())
                    ++refused;
                else
                    ++readOnly;
            }
        }
        qInfo("damaged files: %lld made from the sample campaign (%d pages of %d bytes); %d refused with a message, "
              "%d opened sound (%d of them read-only, as their header asks), %d opened with Verify Log naming the roll "
              "that changed, %d with Verify Log naming the damage SQLite's integrity check finds, %d whose first write "
              "failed naming the file; none changed by a read or a run not kept",
              qint64(all.size()), int(mBytes.size() / mPageSize), mPageSize, refused, sound, readOnly, mismatched,
              damageNamed, writeRefused);
        // The corpus holds each kind: damage refused, damage that changes no roll, a changed roll Verify Log names.
        QVERIFY(refused > all.size() / 2);
        QVERIFY(sound > 0);
        QVERIFY(mismatched > 0);
    }
};

QTEST_GUILESS_MAIN(TestDamaged)
#include "test_damaged.moc"
