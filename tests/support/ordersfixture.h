#pragma once

// The players' orders tests' fixture (issue 32, RULES T4): a throwaway server, the three sides' campaign, and the
// campaigns published from it with a player for each side.
#include "clirunner.h"
#include "testserver.h"

#include "map/hexgrid.h"
#include "map/mapmodel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QTemporaryDir>

#include <array>

namespace castellan {

inline CliResult cli(const QList<CliArg> &args)
{
    return runCliExpectingSuccess(cliWords(args));
}

inline CliResult run(const QList<CliArg> &args)
{
    return runCli(cliWords(args));
}

/**
 * Three sides, each with a force and a leader, in the movement phase of turn 1 (the campaign's seed `seed`): Blue's
 * Host at 0101, Red's Guard at 0103, Green's Band at 0505 (Blue moves first: the campaign's side order).
 */
inline QString threeSides(const QTemporaryDir &dir, int seed = 7,
                          const QString &fileName = QStringLiteral("three.castellan"))
{
    const QString path = dir.filePath(fileName);
    const QList<QList<CliArg>> steps = {
        {"new", path, "--name", "Three", "--seed", QString::number(seed)},
        {"leader", "add", path, "--name", "Ana", "--side", "Blue"},
        {"leader", "add", path, "--name", "Bors", "--side", "Red"},
        {"leader", "add", path, "--name", "Cade", "--side", "Green"},
        {"map", "size", path, "--columns", "8", "--rows", "6"},
        {"force", "add", path, "--name", "Host", "--side", "Blue", "--units", "5", "--leaders", "Ana"},
        {"force", "add", path, "--name", "Guard", "--side", "Red", "--units", "3", "--leaders", "Bors"},
        {"force", "add", path, "--name", "Band", "--side", "Green", "--units", "2", "--leaders", "Cade"},
        {"force", "place", path, "Host", "--hex", "0101"},
        {"force", "place", path, "Guard", "--hex", "0103"},
        {"force", "place", path, "Band", "--hex", "0505"},
        {"phase", path, "--begin-movement"},
    };
    for (const QList<CliArg> &step : steps) {
        if (cli(step).code != 0)
            return {};
    }
    return path;
}

/**
 * The three sides in turn 2's siege phase: Red's Keep (rating 2) at 0303 with the Guard inside, besieged since
 * turn 1 by Blue's Host (the breaching force, with Ana) and pickets P1 (with Dain, whose Siege gives rerolls) and
 * P2 on one triple of its neighbours.
 */
inline QString besiegedKeep(const QTemporaryDir &dir, const QString &threeSidesFile, const QString &fileName)
{
    const QString path = dir.filePath(fileName);
    if (!QFile::copy(threeSidesFile, path))
        return {};
    const std::array<Hex, 3> ring = triple(*hexFromLabel(QStringLiteral("0303")), 0);
    QList<QList<CliArg>> steps = {
        {"fortress", "add", path, "--name", "Keep", "--hex", "0303", "--rating", "2", "--side", "Red"},
        {"leader", "add", path, "--name", "Dain", "--side", "Blue", "--priority", "Siege,Battle"},
        {"force", "place", path, "Guard", "--hex", "0303"},
        {"force", "place", path, "Host", "--hex", hexLabel(ring[0])},
    };
    for (int i = 1; i < 3; ++i) {
        const QString name = QStringLiteral("P%1").arg(i);
        steps << QList<CliArg>{"force", "add", path, "--name", name, "--side", "Blue", "--units", "2"};
        if (i == 1)
            steps.last() << "--leaders"
                         << "Dain"; // the besiegers' commander, with a Siege bonus to re-roll (S2)
        steps << QList<CliArg>{"force", "place", path, name, "--hex", hexLabel(ring[std::size_t(i)])};
    }
    steps << QList<CliArg>{"siege", "lay", path, "--fortress", "Keep", "--breaching", "Host"}
          << QList<CliArg>{"turn", path, "--end"};
    for (const QList<CliArg> &step : steps) {
        if (cli(step).code != 0)
            return {};
    }
    return path;
}

/** Each roll of a log as "context:faces", in order: two logs with the same rolls give the same list. */
inline QStringList rolledFaces(const QJsonArray &log)
{
    QStringList out;
    for (const QJsonValue r : log)
        out << r.toObject().value(QStringLiteral("context")).toString() + QLatin1Char(':')
                + QString::fromUtf8(QJsonDocument(r.toObject().value(QStringLiteral("faces")).toArray())
                                        .toJson(QJsonDocument::Compact));
    return out;
}

class OrdersFixture : public QObject
{
public:
    TestServer server;
    QTemporaryDir dir;
    QString file; ///< the three sides' campaign (threeSides())

    struct Shared
    {
        QString name;
        QString url;                     ///< the game master's
        QHash<QString, QString> players; ///< a player's URL by his side
    };

    /** The three sides' campaign (or `source`) published as a new campaign, with a player for each side. */
    Shared publish(const char *stem, const QString &source = {})
    {
        Shared s;
        s.name = TestServer::freshName(stem);
        s.url = server.url(s.name);
        if (cli({"publish", source.isEmpty() ? file : source, "--to", s.url}).code != 0)
            return {};
        for (const char *side : {"Blue", "Red", "Green"}) {
            const QString user = s.name + QLatin1Char('_') + QString::fromLatin1(side).toLower();
            server.createUser(user);
            if (cli({"access", "grant", s.url, "--user", user, "--role", "player", "--side", side}).code != 0)
                return {};
            s.players.insert(QLatin1String(side), server.url(s.name, user, true));
        }
        return s;
    }

    /** The first value `sql` gives, as the server's administrator (or `user`); the error's text when it fails. */
    QString value(const QString &sql, const QString &user = {})
    {
        const QString error = server.exec(sql, user);
        return error.isEmpty() ? server.lastValue() : QStringLiteral("error: ") + error;
    }

    /** An order by a player: the JSON the CLI printed. */
    QJsonObject order(const QString &url, const QList<CliArg> &what)
    {
        QList<CliArg> args{"order", url};
        args << what << "--json";
        return cli(args).json();
    }

    QJsonObject forceNamed(const QString &url, const QString &name)
    {
        for (const QJsonValue f : cli({"force", "list", url, "--json"}).array()) {
            if (f.toObject().value(QStringLiteral("name")).toString() == name)
                return f.toObject();
        }
        return {};
    }

    /**
     * The served campaign's rolls and forces equal those of the game master's own file `alone`, played with the same
     * choices and seed, and its log verifies; its rolls name `rolled` (case aside) when it is given: what the
     * choices under test did.
     */
    void expectSameAsAlone(const QString &url, const QString &alone, const QString &rolled = {})
    {
        const QStringList rolls = rolledFaces(cli({"log", url, "--json"}).array());
        QCOMPARE(rolls, rolledFaces(cli({"log", alone, "--json"}).array()));
        QCOMPARE(cli({"force", "list", url, "--json"}).array(), cli({"force", "list", alone, "--json"}).array());
        QCOMPARE(cli({"verify", url}).code, 0);
        QVERIFY2(rolls.join(QLatin1Char(' ')).contains(rolled, Qt::CaseInsensitive),
                 qPrintable(rolls.join(QLatin1Char('\n'))));
    }

    /** The initTestCase() of each: skips without a server, else makes the three sides' campaign (`file`). */
    void prepareFixture()
    {
        SKIP_WITHOUT_SERVER(server);
        QVERIFY(dir.isValid());
        file = threeSides(dir);
        QVERIFY(!file.isEmpty());
    }
};

} // namespace castellan
