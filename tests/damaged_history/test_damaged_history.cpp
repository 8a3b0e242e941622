#include "clirunner.h"
#include "filehash.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace castellan;

namespace {

/** Runs statements on a connection of its own, as a damaged file or another program would have written them. */
void runSql(const QString &path, const std::function<void(QSqlDatabase &)> &work)
{
    const QString name = QStringLiteral("damage");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("damaged_history: cannot open %s", qPrintable(path));
        work(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

void exec(QSqlDatabase &db, const QString &sql, const QVariantList &values = {})
{
    QSqlQuery q(db);
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        qFatal("damaged_history: %s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
}

/** The last change the campaign kept: its id and its record of rows. */
std::pair<qint64, QJsonObject> lastRecord(const QString &path)
{
    std::pair<qint64, QJsonObject> last;
    runSql(path, [&](QSqlDatabase &db) {
        QSqlQuery q(QStringLiteral("SELECT id, record FROM changes ORDER BY id DESC LIMIT 1"), db);
        if (q.next())
            last = {q.value(0).toLongLong(), QJsonDocument::fromJson(q.value(1).toByteArray()).object()};
    });
    return last;
}

void writeRecord(const QString &path, qint64 id, const QJsonObject &record)
{
    runSql(path, [&](QSqlDatabase &db) {
        exec(db, QStringLiteral("UPDATE changes SET record = ? WHERE id = ?"),
             {QString::fromUtf8(QJsonDocument(record).toJson(QJsonDocument::Compact)), id});
    });
}

/** The record with one row's image changed by `edit` (its "before" or "after" object, by key prefix). */
QJsonObject withRow(QJsonObject record, const QString &keyPrefix, const QString &side,
                    const std::function<QJsonValue(const QJsonValue &)> &edit)
{
    QJsonArray rows = record.value(QLatin1String("rows")).toArray();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QJsonObject row = rows[i].toObject();
        if (row.value(QLatin1String("key")).toString().startsWith(keyPrefix)) {
            row.insert(side, edit(row.value(side)));
            rows[i] = row;
        }
    }
    record.insert(QStringLiteral("rows"), rows);
    return record;
}

QJsonValue set(const QJsonValue &image, const QString &column, const QJsonValue &value)
{
    QJsonObject o = image.toObject();
    o.insert(column, value);
    return o;
}

} // namespace

/** Issue 56, item 2: undo and --at check a kept change against the campaign's rules before writing any of it. */
class TestDamagedHistory : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mSound;

    static CliResult cli(const QList<CliArg> &args) { return runCli(cliWords(args)); }

    /** A fresh copy of the sound campaign, for one damage. */
    QString copy(const QString &name)
    {
        const QString path = mDir.filePath(name + QStringLiteral(".castellan"));
        QFile::remove(path);
        QFile::copy(mSound, path);
        return path;
    }

    /** Undo and redo of the damaged change both refuse, exit 2, naming the campaign and the change; the file is as
     *  it was and still opens and verifies. */
    static void refusedWhole(const QString &path, qint64 changeId, bool undoneFirst = false)
    {
        const QByteArray before = fileHash(path);
        const CliResult r = cli({undoneFirst ? "redo" : "undo", path});
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(path), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("#%1").arg(changeId)), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("syntax error")) && !err.contains(QStringLiteral("constraint")),
                 qPrintable(err));
        QCOMPARE(fileHash(path), before);
        QCOMPARE(cli({"verify", path}).code, 0);
    }

private slots:
    void initTestCase()
    {
        mSound = mDir.filePath(QStringLiteral("sound.castellan"));
        for (const QList<CliArg> &args : QList<QList<CliArg>>{
                 {"new", mSound, "--name", "Sound", "--seed", "9"},
                 {"map", "size", mSound, "--columns", "6", "--rows", "5"},
                 {"map", "place", mSound, "0203", "Greywood"},
                 {"leader", "add", mSound, "--name", "Ana", "--side", "Blue"},
                 {"force", "add", mSound, "--name", "Host", "--side", "Blue", "--units", "5", "--leaders", "Ana"},
             })
            QCOMPARE(runCliExpectingSuccess(cliWords(args)).code, 0);
    }

    void aForceOfTwentyThousandUnits_isRefused_F()
    {
        const QString path = copy(QStringLiteral("units"));
        QCOMPARE(cli({"force", "edit", path, "Host", "--units", "4"}).code, 0);
        const auto [id, record] = lastRecord(path);
        writeRecord(path, id,
                    withRow(record, QStringLiteral("forces:"), QStringLiteral("before"),
                            [](const QJsonValue &v) { return set(v, QStringLiteral("good"), 20000); }));
        refusedWhole(path, id);
    }

    void aHexWithoutItsPlace_isRefused_notARawError()
    {
        const QString path = copy(QStringLiteral("place"));
        QCOMPARE(cli({"map", "place", path, "0203", "Ashford"}).code, 0);
        const auto [id, record] = lastRecord(path);
        writeRecord(path, id,
                    withRow(record, QStringLiteral("hexes:"), QStringLiteral("before"),
                            [](const QJsonValue &v) { return set(v, QStringLiteral("place"), QJsonValue::Null); }));
        refusedWhole(path, id);
    }

    void aRecordOfTheDiceOrTheFormat_isRefused_D2()
    {
        for (const char *key : {"meta:draws", "meta:seed", "meta:schema_version", "meta:dice.state"}) {
            const QString path = copy(QStringLiteral("meta"));
            QCOMPARE(cli({"wound", path, "Ana", "1"}).code, 0);
            auto [id, record] = lastRecord(path);
            QJsonArray rows = record.value(QLatin1String("rows")).toArray();
            rows.append(
                QJsonObject{{QStringLiteral("key"), QLatin1String(key)},
                            {QStringLiteral("before"), QJsonObject{{QStringLiteral("value"), QStringLiteral("0")}}},
                            {QStringLiteral("after"), QJsonObject{{QStringLiteral("value"), QStringLiteral("7")}}}});
            record.insert(QStringLiteral("rows"), rows);
            writeRecord(path, id, record);
            refusedWhole(path, id);
        }
    }

    void aJunkRecord_isRefused_notSaidUndone()
    {
        const QString path = copy(QStringLiteral("junk"));
        QCOMPARE(cli({"wound", path, "Ana", "1"}).code, 0);
        const qint64 id = lastRecord(path).first;
        writeRecord(path, id, QJsonObject{});
        refusedWhole(path, id);
        runSql(path, [&](QSqlDatabase &db) {
            exec(db, QStringLiteral("UPDATE changes SET record = 'not json at all' WHERE id = ?"), {id});
        });
        refusedWhole(path, id);
        for (const char *junk : {R"({"rows": [], "rolls": [999999]})",
                                 R"({"rows": [{"key": "elsewhere:1", "before": null, "after": {}}], "rolls": []})",
                                 R"({"rows": [{"key": "leaders:1", "before": 7, "after": {}}], "rolls": []})"}) {
            runSql(path, [&](QSqlDatabase &db) {
                exec(db, QStringLiteral("UPDATE changes SET record = ? WHERE id = ?"), {QString::fromUtf8(junk), id});
            });
            refusedWhole(path, id);
        }
    }

    void aDamagedRedo_isRefusedToo()
    {
        const QString path = copy(QStringLiteral("redo"));
        QCOMPARE(cli({"force", "edit", path, "Host", "--units", "4"}).code, 0);
        const auto [id, record] = lastRecord(path);
        QCOMPARE(cli({"undo", path}).code, 0);
        writeRecord(path, id,
                    withRow(record, QStringLiteral("forces:"), QStringLiteral("after"),
                            [](const QJsonValue &v) { return set(v, QStringLiteral("good"), -3); }));
        refusedWhole(path, id, true);
    }

    void aChangeIdAtTheLimit_isRefusedAtOpening()
    {
        const QString path = copy(QStringLiteral("id"));
        runSql(path, [](QSqlDatabase &db) {
            exec(db,
                 QStringLiteral("UPDATE changes SET id = 9223372036854775807, command_id = 9223372036854775807 "
                                "WHERE id = (SELECT MAX(id) FROM changes)"));
        });
        const QByteArray before = fileHash(path);
        const CliResult r = cli({"wound", path, "Ana", "1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("changes")), r.err.constData());
        QCOMPARE(fileHash(path), before);
    }

    void aDamagedPast_isRefusedByAt_namingTheCampaign()
    {
        const QString path = copy(QStringLiteral("at"));
        QCOMPARE(cli({"force", "edit", path, "Host", "--units", "4"}).code, 0);
        const auto [id, record] = lastRecord(path);
        writeRecord(path, id,
                    withRow(record, QStringLiteral("forces:"), QStringLiteral("before"),
                            [](const QJsonValue &v) { return set(v, QStringLiteral("good"), 20000); }));
        // The point just before the damaged change: its "before" is what that point would show.
        const QJsonArray actions = cli({"history", path, "--json"}).json().value(QLatin1String("actions")).toArray();
        QVERIFY(actions.size() >= 2);
        const QString before = actions[actions.size() - 2].toObject().value(QLatin1String("at")).toString();
        QVERIFY(!before.isEmpty());
        for (const char *command : {"leader", "map"}) {
            const CliResult r = QLatin1String(command) == QLatin1String("leader")
                ? cli({"leader", "list", path, "--at", before})
                : cli({"map", path, "--at", before});
            QCOMPARE(r.code, 2);
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(err.contains(path), qPrintable(err));
            QVERIFY2(!err.contains(QStringLiteral("constraint")), qPrintable(err));
        }
    }
};

QTEST_GUILESS_MAIN(TestDamagedHistory)
#include "test_damaged_history.moc"
