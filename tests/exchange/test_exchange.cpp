// Issue 15: what goes out of a campaign and comes back in. Notes marked GM only, the roster and forces as CSV and
// JSON, the roster's import (every bad entry refused whole), and the players' copy with its seed commitment.
#include "clirunner.h"
#include "filehash.h"
#include "testcampaign.h"

#include "commands/campaign/noteactions.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "dice/logverifier.h"
#include "exchange/playerscopy.h"
#include "exchange/rosterimport.h"
#include "exchange/rosterjson.h"
#include "exchange/tablecsv.h"
#include "model/limits.h"
#include "sheets/printjob.h"
#include "storage/storageerror.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUndoStack>
#include <QtTest>

#include <sys/stat.h>

using namespace castellan;

namespace {

/** RFC 4180 read back: rows of fields, quoted fields with commas, quotes and line breaks. */
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\r')) {
        } else if (c == QLatin1Char('\n')) {
            row << field;
            rows << row;
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

/** A campaign with leaders in every state a sheet can be in, a force, a fortress and notes of both kinds. */
struct Muster : TestCampaign
{
    qint64 aldric = 0;
    qint64 bors = 0;
    qint64 cwen = 0;
    qint64 host = 0;
    qint64 keep = 0;

    Muster()
        : TestCampaign(4242)
    {
        aldric = leader(QStringLiteral("Aldric, the \"Bold\""), {4, 3, 5, 2, 6, 1, 3});
        bors = leader(QStringLiteral("Bors"), {5, 5, 5, 5, 5, 5, 5}, red);
        cwen = leader(QStringLiteral("Cwen"), {2, 6, 1, 4, 3, 2, 5});
        QVERIFY(woundLeader(*campaign, bors, 2).ok);
        QVERIFY(setCaptured(*campaign, cwen, red).ok);
        QVERIFY(setCoward(*campaign, bors, true).ok);
        QVERIFY(editNote(*campaign, NoteSubject::Leader, aldric,
                         QStringLiteral("Public: rides a grey horse,\nwell known."), false)
                    .ok);
        QVERIFY(editNote(*campaign, NoteSubject::Leader, bors, QStringLiteral("GMSECRET-leader: will betray Red"), true)
                    .ok);
        const Outcome f = createForce(*campaign, QStringLiteral("Host of the Ford"), blue, QStringLiteral("Ford"),
                                      {6, 0, 1}, {aldric});
        QVERIFY(f.ok);
        host = f.forceId;
        QVERIFY(
            editNote(*campaign, NoteSubject::Force, host, QStringLiteral("GMSECRET-force: half are mercenaries"), true)
                .ok);
        QVERIFY(setMapSize(*campaign, 6, 6).ok);
        QVERIFY(addFortress(*campaign, QStringLiteral("Greywatch"), {2, 3}, 4, red).ok);
        keep = campaign->fortresses().constFirst().id;
        QVERIFY(
            editNote(*campaign, NoteSubject::Fortress, keep, QStringLiteral("GMSECRET-fortress: a postern gate"), true)
                .ok);
    }
};

} // namespace

class TestExchange : public QObject
{
    Q_OBJECT

private slots:
    void notesMarkedGmOnlyAreKeptAndUndone()
    {
        Muster m;
        QVERIFY(m.get(m.bors).notesGmOnly);
        QVERIFY(!m.get(m.aldric).notesGmOnly);
        QVERIFY(m->force(m.host)->notesGmOnly);
        QCOMPARE(m->fortress(m.keep)->notes, QStringLiteral("GMSECRET-fortress: a postern gate"));
        // The same text, public now: a change of its own, undone by one step.
        QVERIFY(editNote(*m, NoteSubject::Fortress, m.keep, m->fortress(m.keep)->notes, false).ok);
        QVERIFY(!m->fortress(m.keep)->notesGmOnly);
        m->undoStack()->undo();
        QVERIFY(m->fortress(m.keep)->notesGmOnly);
        QVERIFY(!editNote(*m, NoteSubject::Fortress, m.keep, m->fortress(m.keep)->notes, true).ok); // unchanged
        QVERIFY(!editNote(*m, NoteSubject::Force, 999, QStringLiteral("x"), false).ok);

        const QString path = m.path();
        const Leader bors = m.get(m.bors);
        const Force host = *m->force(m.host);
        const Fortress keep = *m->fortress(m.keep);
        m.campaign.reset();
        auto reopened = Campaign::open(path);
        QCOMPARE(*reopened->leader(bors.id), bors);
        QCOMPARE(*reopened->force(host.id), host);
        QCOMPARE(*reopened->fortress(keep.id), keep);
    }

    void rosterCsvHasEveryLeaderAndQuotesWhatItMust()
    {
        Muster m;
        const QList<QStringList> rows = parseCsv(rosterCsv(*m));
        QCOMPARE(rows.size(), 1 + m->leaders().size());
        const QStringList &header = rows.at(0);
        for (const QString &column :
             {QStringLiteral("name"), QStringLiteral("side"), QStringLiteral("status"), QStringLiteral("vitality"),
              QStringLiteral("rally"), QStringLiteral("current_vitality"), QStringLiteral("rerolls"),
              QStringLiteral("notes"), QStringLiteral("notes_gm_only")})
            QVERIFY2(header.contains(column), qPrintable(column));
        for (int i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), header.size());
            const Leader l = *m->leaderByName(rows[i][header.indexOf(QStringLiteral("name"))]);
            QCOMPARE(rows[i][header.indexOf(QStringLiteral("side"))], m->sideName(l.sideId));
            QCOMPARE(rows[i][header.indexOf(QStringLiteral("status"))], statusKey(l.status()));
            QCOMPARE(rows[i][header.indexOf(QStringLiteral("current_vitality"))].toInt(), l.vitality);
            for (Trait t : AllTraits)
                QCOMPARE(rows[i][header.indexOf(traitKey(t))].toInt(), l.rating(t));
            QCOMPARE(rows[i][header.indexOf(QStringLiteral("notes"))], l.notes);
        }
    }

    void forcesCsvHasEveryForce()
    {
        Muster m;
        const QList<QStringList> rows = parseCsv(forcesCsv(*m));
        QCOMPARE(rows.size(), 2);
        const QStringList &header = rows.at(0);
        const QStringList &row = rows.at(1);
        QCOMPARE(row[header.indexOf(QStringLiteral("name"))], QStringLiteral("Host of the Ford"));
        QCOMPARE(row[header.indexOf(QStringLiteral("good"))].toInt(), 6);
        QCOMPARE(row[header.indexOf(QStringLiteral("broken"))].toInt(), 1);
        QCOMPARE(row[header.indexOf(QStringLiteral("leaders"))], m.get(m.aldric).name);
        QCOMPARE(row[header.indexOf(QStringLiteral("notes_gm_only"))], QStringLiteral("true"));
    }

    void rosterJsonRoundTripsThroughAnotherCampaign()
    {
        Muster m;
        QVERIFY(setPronoun(*m, m.aldric, Pronoun::They).ok); // issue 30, item 12: goes out and comes back in
        const QJsonDocument doc = rosterDocument(*m);
        QCOMPARE(doc.object().value(QStringLiteral("format")).toString(), QLatin1String(RosterFormat));
        const QJsonArray leaders = doc.object().value(QStringLiteral("leaders")).toArray();
        QCOMPARE(leaders.size(), 3);
        // RULES L1: the die each rating came from.
        const QJsonObject dice = leaders.at(0).toObject().value(QStringLiteral("creation_dice")).toObject();
        QCOMPARE(dice.size(), TraitCount);
        QCOMPARE(dice.value(QStringLiteral("battle")).toObject().value(QStringLiteral("face")).toInt(), 6);

        TestCampaign other(1);
        const Outcome o = importRoster(*other, doc.toJson(), QStringLiteral("roster.json"));
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QCOMPARE(other->leaders().size(), 3);
        const QList<Leader> before = m->leaders();
        for (const Leader &l : before) {
            const Leader in = *other->leaderByName(l.name);
            QCOMPARE(in.ratings, l.ratings);
            QCOMPARE(in.vitality, l.vitality);
            QCOMPARE(in.rerolls, l.rerolls);
            QCOMPARE(in.status(), l.status());
            QCOMPARE(in.notes, l.notes);
            QCOMPARE(in.notesGmOnly, l.notesGmOnly);
            QCOMPARE(in.coward, l.coward);
            QCOMPARE(in.pronoun, l.pronoun);
            QCOMPARE(other->sideName(in.sideId), m->sideName(l.sideId));
            QCOMPARE(other->sideName(in.capturedBySide), m->sideName(l.capturedBySide));
            QVERIFY(other->history(in.id).constLast().text.shown().contains(QStringLiteral("roster.json")));
        }
        // And out again: the same sheets.
        const QJsonArray again = rosterDocument(*other).object().value(QStringLiteral("leaders")).toArray();
        for (int i = 0; i < again.size(); ++i) {
            for (const QString &key :
                 {QStringLiteral("name"), QStringLiteral("side"), QStringLiteral("ratings"),
                  QStringLiteral("current_vitality"), QStringLiteral("status"), QStringLiteral("notes"),
                  QStringLiteral("notes_gm_only"), QStringLiteral("coward"), QStringLiteral("captured_by"),
                  QStringLiteral("pronoun")})
                QCOMPARE(again.at(i).toObject().value(key), leaders.at(i).toObject().value(key));
        }
    }

    void importIsOneUndoableActionAndMakesItsSides()
    {
        Muster m;
        TestCampaign other(2);
        const int sides = int(other->sides().size());
        QJsonObject doc = rosterDocument(*m).object();
        QJsonArray leaders = doc.value(QStringLiteral("leaders")).toArray();
        QJsonObject green = leaders.at(0).toObject();
        green.insert(QStringLiteral("side"), QStringLiteral("Green"));
        leaders.replace(0, green);
        doc.insert(QStringLiteral("leaders"), leaders);
        QVERIFY(importRoster(*other, QJsonDocument(doc).toJson(), QStringLiteral("r.json")).ok);
        QCOMPARE(other->sides().size(), sides + 1);
        QCOMPARE(other->undoStack()->count(), 1);
        other->undoStack()->undo();
        QCOMPARE(other->leaders().size(), 0);
        // Green stays, empty: the undone leader's row (and his history) still names it.
        QVERIFY(other->sideByName(QStringLiteral("Green")));
        other->undoStack()->redo();
        QCOMPARE(other->leaders().size(), 3);
        QCOMPARE(other->sideName(other->leaderByName(green.value(QStringLiteral("name")).toString())->sideId),
                 QStringLiteral("Green"));
    }

    void badImportEntry_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *tag, const QString &field, const QJsonValue &value, const QString &expected) {
            QTest::newRow(tag) << field << value << expected;
        };
        row("name missing", QStringLiteral("name"), QJsonValue(QJsonValue::Undefined),
            QStringLiteral("field \"name\": is missing"));
        row("name empty", QStringLiteral("name"), QStringLiteral("  "),
            QStringLiteral("field \"name\": must not be empty"));
        row("name not text", QStringLiteral("name"), 7, QStringLiteral("field \"name\": must be text"));
        row("name too long", QStringLiteral("name"), QString(10000, QLatin1Char('n')),
            QStringLiteral("field \"name\": has more than 120"));
        row("name taken", QStringLiteral("name"), QStringLiteral("Keeper"),
            QStringLiteral("field \"name\": There is a leader named Keeper"));
        row("side missing", QStringLiteral("side"), QJsonValue(QJsonValue::Undefined),
            QStringLiteral("field \"side\": is missing"));
        row("ratings missing", QStringLiteral("ratings"), QJsonValue(QJsonValue::Undefined),
            QStringLiteral("field \"ratings\": is missing"));
        row("ratings not object", QStringLiteral("ratings"), QJsonArray{1, 2},
            QStringLiteral("field \"ratings\": must be an object"));
        row("rating 7", QStringLiteral("ratings.duel"), 7,
            QStringLiteral("field \"ratings.duel\": must be a whole number from 1 to 6"));
        row("rating 0", QStringLiteral("ratings.rally"), 0,
            QStringLiteral("field \"ratings.rally\": must be a whole number from 1 to 6"));
        row("rating 2.5", QStringLiteral("ratings.siege"), 2.5,
            QStringLiteral("field \"ratings.siege\": must be a whole number"));
        row("rating text", QStringLiteral("ratings.battle"), QStringLiteral("5"),
            QStringLiteral("field \"ratings.battle\": must be a whole number"));
        row("rating missing", QStringLiteral("ratings.maneuver"), QJsonValue(QJsonValue::Undefined),
            QStringLiteral("field \"ratings.maneuver\": is missing"));
        row("vitality above rating", QStringLiteral("current_vitality"), 6,
            QStringLiteral("field \"current_vitality\": must be a whole number from -1 to 4"));
        row("vitality below dead", QStringLiteral("current_vitality"), -2,
            QStringLiteral("field \"current_vitality\""));
        row("rerolls negative", QStringLiteral("rerolls"), -1,
            QStringLiteral("field \"rerolls\": must be a whole number from 0 to 999"));
        row("rerolls huge", QStringLiteral("rerolls"), 1e12, QStringLiteral("field \"rerolls\""));
        row("location too long", QStringLiteral("location"), QString(201, QLatin1Char('x')),
            QStringLiteral("field \"location\": has more than 200"));
        row("notes not text", QStringLiteral("notes"), QJsonArray{}, QStringLiteral("field \"notes\": must be text"));
        row("gm only not bool", QStringLiteral("notes_gm_only"), QStringLiteral("yes"),
            QStringLiteral("field \"notes_gm_only\": must be true or false"));
        row("coward not bool", QStringLiteral("coward"), 1, QStringLiteral("field \"coward\": must be true or false"));
        row("pronoun unknown", QStringLiteral("pronoun"), QStringLiteral("it"),
            QStringLiteral("field \"pronoun\": must be he, she or they"));
        row("captor own side", QStringLiteral("captured_by"), QStringLiteral("blue"),
            QStringLiteral("field \"captured_by\": names the leader's own side"));
        row("name with %1", QStringLiteral("ratings.heroics"), 9, QStringLiteral("Entry 2 (Name %1 %2)"));
    }

    /** Every bad entry is refused with its entry and field, and nothing of the file is imported. */
    void badImportEntry()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        TestCampaign c(3);
        c.leader(QStringLiteral("Keeper"), {4, 4, 4, 4, 4, 4, 4});
        const int undoSteps = c->undoStack()->count();
        const qint64 rolls = c->rolls().rollCount();

        QJsonObject ratings;
        for (Trait t : AllTraits)
            ratings.insert(traitKey(t), 4);
        const QJsonObject good{{QStringLiteral("name"), QStringLiteral("First")},
                               {QStringLiteral("side"), QStringLiteral("Blue")},
                               {QStringLiteral("ratings"), ratings}};
        QJsonObject bad{{QStringLiteral("name"), QStringLiteral("Name %1 %2")},
                        {QStringLiteral("side"), QStringLiteral("Blue")},
                        {QStringLiteral("ratings"), ratings}};
        if (field.startsWith(QStringLiteral("ratings."))) {
            QJsonObject r = ratings;
            if (value.isUndefined())
                r.remove(field.mid(8));
            else
                r.insert(field.mid(8), value);
            bad.insert(QStringLiteral("ratings"), r);
        } else if (value.isUndefined()) {
            bad.remove(field);
        } else {
            bad.insert(field, value);
        }
        const QJsonObject doc{{QStringLiteral("format"), QLatin1String(RosterFormat)},
                              {QStringLiteral("version"), 1},
                              {QStringLiteral("leaders"), QJsonArray{good, bad}}};
        const Outcome o = importRoster(*c, QJsonDocument(doc).toJson(), QStringLiteral("bad.json"));
        QVERIFY(!o.ok);
        QVERIFY(o.fileProblem); // bad input, not the rules
        QVERIFY2(o.refusal.contains(QStringLiteral("Entry 2")), qPrintable(o.refusal));
        QVERIFY2(o.refusal.contains(expected), qPrintable(o.refusal));
        QCOMPARE(c->leaders().size(), 1); // not even the good first entry
        QCOMPARE(c->undoStack()->count(), undoSteps);
        QCOMPARE(c->sides().size(), 2);
        c.campaign.reset();
        auto reopened = Campaign::open(c.path());
        QCOMPARE(reopened->leaders().size(), 1);
        QCOMPARE(reopened->rolls().rollCount(), rolls);
    }

    void badRosterFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("not JSON");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not JSON");
        QTest::newRow("foreign") << QByteArray("{\"leaders\": []}") << QStringLiteral("not a Castellan roster");
        QTest::newRow("array") << QByteArray("[1,2]") << QStringLiteral("not a Castellan roster");
        QTest::newRow("newer") << QByteArray("{\"format\": \"castellan-roster\", \"version\": 99, \"leaders\": []}")
                               << QStringLiteral("format version 99");
        QTest::newRow("leaders not list")
            << QByteArray("{\"format\": \"castellan-roster\", \"version\": 1, \"leaders\": {}}")
            << QStringLiteral("\"leaders\" must be a list");
        QTest::newRow("no leaders") << QByteArray("{\"format\": \"castellan-roster\", \"version\": 1, \"leaders\": []}")
                                    << QStringLiteral("no leaders");
        QTest::newRow("entry not object")
            << QByteArray("{\"format\": \"castellan-roster\", \"version\": 1, \"leaders\": [3]}")
            << QStringLiteral("Entry 1 is not an object");
        // Issue 28, item 12: each names what is wrong and where.
        QTest::newRow("version as text") << QByteArray(
            "{\"format\": \"castellan-roster\", \"version\": \"1\", \"leaders\": []}")
                                         << QStringLiteral("\"version\" must be a whole number, not \"1\"");
        const QByteArray head("{\"format\": \"castellan-roster\", \"version\": 1, \"leaders\": [{\"name\": \"A\"}, ");
        QTest::newRow("1e400") << head + "{\"name\": \"B\", \"ratings\": {\"duel\": 1e400}}]}"
                               << QStringLiteral("in entry 2, field \"ratings.duel\"");
        QTest::newRow("bad UTF-8 names its entry")
            << head + "{\"side\": \"x\", \"name\": \"B\xff\"}]}" << QStringLiteral("in entry 2, field \"name\"");
        QTest::newRow("a key twice") << head + "{\"name\": \"B\", \"side\": \"x\", \"name\": \"C\"}]}"
                                     << QStringLiteral("Entry 2, field \"name\": is given twice");
    }

    void badRosterFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        TestCampaign c(3);
        const Outcome o = importRoster(*c, bytes, QStringLiteral("x.json"));
        QVERIFY(!o.ok && o.fileProblem);
        QVERIFY2(o.refusal.contains(expected), qPrintable(o.refusal));
        QCOMPARE(c->leaders().size(), 0);
    }

    void twoEntriesOfOneNameAreRefused()
    {
        Muster m;
        QJsonObject doc = rosterDocument(*m).object();
        QJsonArray leaders = doc.value(QStringLiteral("leaders")).toArray();
        leaders.append(leaders.at(1));
        doc.insert(QStringLiteral("leaders"), leaders);
        TestCampaign other(2);
        const Outcome o = importRoster(*other, QJsonDocument(doc).toJson(), QStringLiteral("r.json"));
        QVERIFY(!o.ok);
        QVERIFY2(o.refusal.contains(QStringLiteral("Entry 4 (Bors), field \"name\"")), qPrintable(o.refusal));
    }

    // Issue 28, item 10: a name is counted in characters on import too, as everywhere else.
    void anImportedNameIsCountedInCharacters()
    {
        Muster m;
        QJsonObject doc = rosterDocument(*m).object();
        QJsonArray leaders = doc.value(QStringLiteral("leaders")).toArray();
        QJsonObject first = leaders.at(0).toObject();
        const QString crown = QString::fromUcs4(U"\U0001F451");
        first.insert(QStringLiteral("name"), crown.repeated(MaxNameLength)); // 120 characters, 240 UTF-16 units
        leaders.replace(0, first);
        doc.insert(QStringLiteral("leaders"), leaders);
        TestCampaign fits(2);
        const Outcome o = importRoster(*fits, QJsonDocument(doc).toJson(), QStringLiteral("r.json"));
        QVERIFY2(o.ok, qPrintable(o.refusal));
        QVERIFY(fits->leaderByName(crown.repeated(MaxNameLength)));

        first.insert(QStringLiteral("name"), crown.repeated(MaxNameLength + 1));
        leaders.replace(0, first);
        doc.insert(QStringLiteral("leaders"), leaders);
        TestCampaign tooLong(2);
        const Outcome refused = importRoster(*tooLong, QJsonDocument(doc).toJson(), QStringLiteral("r.json"));
        QVERIFY(!refused.ok);
        QVERIFY2(refused.refusal.contains(QStringLiteral("has more than 120 characters")), qPrintable(refused.refusal));
    }

    void seedCommitmentIsSaltedSha256()
    {
        const QString salt(64, QLatin1Char('a'));
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(QByteArray(32, char(0xaa)));
        h.addData(QByteArrayLiteral("42"));
        QCOMPARE(seedCommitment(42, salt), QString::fromLatin1(h.result().toHex()));
        QVERIFY(seedCommitment(42, QString(64, QLatin1Char('b'))) != seedCommitment(42, salt));
        QVERIFY(seedCommitment(42, QStringLiteral("abc")).isEmpty());
        QVERIFY(seedCommitment(42, QString(64, QLatin1Char('g'))).isEmpty());
    }

    /** Issue 15: no GM-only text survives anywhere in the players' copy, its free pages included. */
    void playersCopyKeepsNoGameMasterText()
    {
        Muster m;
        // A leader imported with GM-only notes and undone stays in the file as a removed row: scrubbed too.
        QJsonObject doc = rosterDocument(*m, {m.bors}).object();
        QJsonArray leaders = doc.value(QStringLiteral("leaders")).toArray();
        QJsonObject ghost = leaders.at(0).toObject();
        ghost.insert(QStringLiteral("name"), QStringLiteral("Ghost"));
        ghost.insert(QStringLiteral("notes"), QStringLiteral("GMSECRET-removed: never was"));
        leaders.replace(0, ghost);
        doc.insert(QStringLiteral("leaders"), leaders);
        QVERIFY(importRoster(*m, QJsonDocument(doc).toJson(), QStringLiteral("g.json")).ok);
        m->undoStack()->undo();
        // Notes written GM only, then cleared: the old text sits in the source's free pages.
        QVERIFY(editNote(*m, NoteSubject::Leader, m.cwen, QStringLiteral("GMSECRET-overwritten"), true).ok);
        QVERIFY(editNote(*m, NoteSubject::Leader, m.cwen, QString(), false).ok);

        const QString copyPath = m.dir.filePath(QStringLiteral("players.castellan"));
        const PlayersCopy copy = writePlayersCopy(*m, copyPath);
        QCOMPARE(copy.salt.size(), 64);
        QCOMPARE(copy.commitment, seedCommitment(m->seed(), copy.salt));

        QFile file(copyPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(!bytes.contains("GMSECRET"));
        QVERIFY(!bytes.contains(QStringLiteral("GMSECRET").toUtf8()));
        QVERIFY(!bytes.contains(QByteArray::fromRawData(reinterpret_cast<const char *>(u"GMSECRET"), 16)));
        QVERIFY(bytes.contains("rides a grey horse")); // the public notes stay
        QVERIFY(!bytes.contains(copy.salt.toLatin1()));
        // Nothing else beside it: the scrubbing was done in a private folder, now gone.
        const QStringList beside = QDir(m.dir.path()).entryList(QDir::Files);
        for (const QString &name : beside)
            QVERIFY2(name == QStringLiteral("players.castellan") || name.startsWith(QStringLiteral("test.castellan")),
                     qPrintable(name));

        // No seed and no generator state: the rows that say them are gone.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
            db.setDatabaseName(copyPath);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT key FROM meta WHERE key IN ('seed', 'dice.state')")));
            QVERIFY(!q.next());
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    }

    void playersCopyOpensReadOnlyAndVerifiesOnceTheSeedIsRevealed()
    {
        // The campaign's own seeded dice, so that its log derives from its seed (RULES D2).
        TestCampaign m(777);
        for (const QString &name : {QStringLiteral("Ida"), QStringLiteral("Jory")}) {
            const Roll roll = rollCreation(*m, name);
            QVERIFY(createLeader(*m, name, m.blue, roll, assignInOrder()).ok);
        }
        const qint64 ida = m->leaderByName(QStringLiteral("Ida"))->id;
        QVERIFY(heroicDeed(*m, ida).ok);
        QVERIFY(verifyLog(m->rolls()).ok);
        const QString copyPath = m.dir.filePath(QStringLiteral("players.castellan"));
        const PlayersCopy copy = writePlayersCopy(*m, copyPath);
        const QByteArray before = fileHash(copyPath);
        const quint64 seed = m->seed();
        const qint64 rolls = m->rolls().rollCount();
        {
            auto c = Campaign::open(copyPath); // asked to write: it opens read-only all the same
            QVERIFY(c->isReadOnly());
            QVERIFY(c->seedWithheld());
            QVERIFY(c->whyReadOnly().contains(QStringLiteral("players' copy")));
            QVERIFY(!woundLeader(*c, ida, 1).ok);
            const LogVerification withheld = verifyLog(c->rolls());
            QVERIFY(!withheld.ok);
            QVERIFY(withheld.seedWithheld);
            QVERIFY(withheld.problem.contains(QStringLiteral("Seed withheld")));
            QVERIFY(whySeedDoesNotMatch(*c, seed, copy.salt).isEmpty());
            QVERIFY(!whySeedDoesNotMatch(*c, seed + 1, copy.salt).isEmpty());
            QVERIFY(!whySeedDoesNotMatch(*c, seed, QString(64, QLatin1Char('0'))).isEmpty());
            const LogVerification revealed = verifyLog(c->rolls(), seed);
            QVERIFY2(revealed.ok, qPrintable(revealed.problem));
            QCOMPARE(revealed.checked, rolls);
            QVERIFY(!verifyLog(c->rolls(), seed + 1).ok);
            QCOMPARE(c->leaders(), m->leaders());
        }
        QCOMPARE(fileHash(copyPath), before);                         // only read
        QVERIFY(!whySeedDoesNotMatch(*m, seed, copy.salt).isEmpty()); // not a copy
        QVERIFY_THROWS_EXCEPTION(StorageError, writePlayersCopy(*m, m.path()));
    }

    void cliNotesExportsImportAndPlayersCopy()
    {
        Muster m;
        const QString file = m.path();
        const QString aldric = m.get(m.aldric).name;
        m.campaign.reset();
        QCOMPARE(runCli({QStringLiteral("note"), file, QStringLiteral("--leader"), aldric, QStringLiteral("--text"),
                         QStringLiteral("GMSECRET-cli"), QStringLiteral("--gm-only")})
                     .code,
                 0);
        QCOMPARE(runCli({QStringLiteral("note"), file, QStringLiteral("--text"), QStringLiteral("x")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("note"), file, QStringLiteral("--force"), QStringLiteral("Nobody"),
                         QStringLiteral("--text"), QStringLiteral("x")})
                     .code,
                 2);
        const CliResult shown =
            runCli({QStringLiteral("leader"), QStringLiteral("show"), file, aldric, QStringLiteral("--json")});
        QCOMPARE(shown.json().value(QStringLiteral("notes_gm_only")).toBool(), true);

        const QString rosterPath = m.dir.filePath(QStringLiteral("roster.json"));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("roster"), file, QStringLiteral("--json"),
                         QStringLiteral("--to"), rosterPath})
                     .code,
                 0);
        const CliResult csv =
            runCli({QStringLiteral("export"), QStringLiteral("roster"), file, QStringLiteral("--csv")});
        QCOMPARE(csv.code, 0);
        QCOMPARE(parseCsv(QString::fromUtf8(csv.out)).size(), 4);
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("roster"), file}).code, 2);
        const CliResult forces =
            runCli({QStringLiteral("export"), QStringLiteral("forces"), file, QStringLiteral("--csv")});
        QCOMPARE(forces.code, 0);
        QVERIFY(forces.out.contains("Host of the Ford"));

        TestCampaign other(9);
        other.campaign.reset();
        const CliResult imported = runCli(
            {QStringLiteral("import"), QStringLiteral("roster"), other.path(), rosterPath, QStringLiteral("--json")});
        QCOMPARE(imported.code, 0);
        QCOMPARE(imported.json().value(QStringLiteral("imported")).toInt(), 3);
        const QByteArray afterImport = fileHash(other.path());
        const CliResult again = runCli({QStringLiteral("import"), QStringLiteral("roster"), other.path(), rosterPath});
        QCOMPARE(again.code, 2);
        QVERIFY2(again.err.contains("Entry 1 (Aldric, the \"Bold\"), field \"name\""), again.err.constData());
        QCOMPARE(fileHash(other.path()), afterImport);

        // A campaign rolled by its own seed, so that its log verifies once the seed is revealed.
        const QString rolled = m.dir.filePath(QStringLiteral("rolled.castellan"));
        QCOMPARE(runCli({QStringLiteral("new"), rolled, QStringLiteral("--name"), QStringLiteral("Rolled"),
                         QStringLiteral("--seed"), QStringLiteral("4242")})
                     .code,
                 0);
        QCOMPARE(runCli({QStringLiteral("leader"), QStringLiteral("add"), rolled, QStringLiteral("--name"), aldric,
                         QStringLiteral("--side"), QStringLiteral("Blue")})
                     .code,
                 0);
        QCOMPARE(runCli({QStringLiteral("note"), rolled, QStringLiteral("--leader"), aldric, QStringLiteral("--text"),
                         QStringLiteral("GMSECRET-cli"), QStringLiteral("--gm-only")})
                     .code,
                 0);
        const QString copyPath = m.dir.filePath(QStringLiteral("copy.castellan"));
        const CliResult copied = runCli({QStringLiteral("export"), QStringLiteral("players-copy"), rolled,
                                         QStringLiteral("--to"), copyPath, QStringLiteral("--json")});
        QCOMPARE(copied.code, 0);
        const QString salt = copied.json().value(QStringLiteral("salt")).toString();
        QCOMPARE(salt.size(), 64);
        QFile bytes(copyPath);
        QVERIFY(bytes.open(QIODevice::ReadOnly));
        QVERIFY(!bytes.readAll().contains("GMSECRET"));
        const CliResult withheld = runCli({QStringLiteral("verify"), copyPath, QStringLiteral("--json")});
        QCOMPARE(withheld.code, 1);
        QCOMPARE(withheld.json().value(QStringLiteral("seed_withheld")).toBool(), true);
        const CliResult revealed =
            runCli({QStringLiteral("verify"), copyPath, QStringLiteral("--seed"), QStringLiteral("4242"),
                    QStringLiteral("--salt"), salt, QStringLiteral("--json")});
        QCOMPARE(revealed.code, 0);
        QCOMPARE(revealed.json().value(QStringLiteral("commitment_matches")).toBool(), true);
        QCOMPARE(runCli({QStringLiteral("verify"), copyPath, QStringLiteral("--seed"), QStringLiteral("4243"),
                         QStringLiteral("--salt"), salt})
                     .code,
                 1);
        QCOMPARE(runCli({QStringLiteral("verify"), copyPath, QStringLiteral("--seed"), QStringLiteral("4242")}).code,
                 2);
        QCOMPARE(runCli({QStringLiteral("wound"), copyPath, aldric, QStringLiteral("1")}).code, 2);
    }

    /** Hostile input to the new commands: a FIFO, a folder, a missing folder, the campaign itself; never a hang. */
    void cliRefusesHostileTargets()
    {
        TestCampaign c(5);
        c.leader(QStringLiteral("Aldric"), {4, 4, 4, 4, 4, 4, 4});
        c.campaign.reset();
        const QString fifo = c.dir.filePath(QStringLiteral("roster.fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QByteArray before = fileHash(c.path());
        const CliResult fromFifo = runCli({QStringLiteral("import"), QStringLiteral("roster"), c.path(), fifo});
        QCOMPARE(fromFifo.code, 2);
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("roster"), c.path(), QStringLiteral("--csv"),
                         QStringLiteral("--to"), c.dir.path()})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("forces"), c.path(), QStringLiteral("--csv"),
                         QStringLiteral("--to"), c.dir.filePath(QStringLiteral("no/such/folder.csv"))})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("print"), c.path(), QStringLiteral("--roster"), QStringLiteral("--pdf"),
                         c.dir.filePath(QStringLiteral("no/such/folder.pdf"))})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("print"), c.path(), QStringLiteral("--leader"), QStringLiteral("Nobody %1"),
                         QStringLiteral("--pdf"), c.dir.filePath(QStringLiteral("x.pdf"))})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("print"), c.path(), QStringLiteral("--roster"), QStringLiteral("--campaign"),
                         QStringLiteral("--pdf"), c.dir.filePath(QStringLiteral("x.pdf"))})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("players-copy"), c.path(), QStringLiteral("--to"),
                         c.path()})
                     .code,
                 2);
        QCOMPARE(
            runCli({QStringLiteral("note"), c.path(), QStringLiteral("--leader"), QStringLiteral("Aldric"),
                    QStringLiteral("--force"), QStringLiteral("Aldric"), QStringLiteral("--text"), QStringLiteral("x")})
                .code,
            2);
        QCOMPARE(fileHash(c.path()), before); // refused, never written
        QVERIFY(!QFile::exists(c.dir.filePath(QStringLiteral("x.pdf"))));

        // And what works: a PDF of every sheet, read back as a PDF.
        const QString pdf = c.dir.filePath(QStringLiteral("roster.pdf"));
        const CliResult printed = runCli({QStringLiteral("print"), c.path(), QStringLiteral("--roster"),
                                          QStringLiteral("--pdf"), pdf, QStringLiteral("--json")});
        QCOMPARE(printed.code, 0);
        QCOMPARE(printed.json().value(QStringLiteral("pages")).toInt(), 1);
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
    }

    /** Issue 15: a long roster's document tells its progress, and stops when told to; nothing half-built is kept. */
    void printingAlongRosterShowsProgressAndStops()
    {
        TestCampaign c(6);
        for (int i = 0; i < 60; ++i)
            c.leader(QStringLiteral("Leader %1").arg(i), {3, 3, 3, 3, 3, 3, 3});
        QList<int> seen;
        PrintRequest request;
        const auto whole = printDocument(*c, request, [&seen](int done, int total) {
            seen << done;
            return total == 60;
        });
        QVERIFY(whole);
        QCOMPARE(seen, (QList<int>{0, 25, 50}));
        QVERIFY(whole->toPlainText().contains(QStringLiteral("Leader 59")));
        int calls = 0;
        const auto stopped = printDocument(*c, request, [&calls](int, int) { return ++calls < 2; });
        QVERIFY(!stopped);
        QCOMPARE(calls, 2);

        // The history option: the newest N entries, or none.
        const qint64 first = c->leaders().constFirst().id;
        QVERIFY(woundLeader(*c, first, 1).ok);
        request.ids = {first};
        request.options.historyEntries = 1;
        const QString one = printDocument(*c, request)->toPlainText();
        QVERIFY(one.contains(QStringLiteral("History")));
        QVERIFY(!one.contains(QStringLiteral("Created for")));
        request.options.historyEntries = 0;
        QVERIFY(!printDocument(*c, request)->toPlainText().contains(QStringLiteral("History")));
        request.options.historyEntries = -1;
        QVERIFY(printDocument(*c, request)->toPlainText().contains(QStringLiteral("Created for")));
    }

    /** Issue 30, item 25: what a printed page shows agrees with the screen: RULES L4's cap, the unit types. */
    void printedSheetsShowTheL4CapAndTheForcesTheirTypes_L4()
    {
        TestCampaign c(8);
        const qint64 wyn = c.leader(QStringLiteral("Wounded Wyn"), {4, 5, 5, 3, 3, 3, 3});
        QVERIFY(woundLeader(*c, wyn, 2).ok); // vitality 2: Heroics and Duel are used as 2
        const Leader wounded = c.get(wyn);
        QCOMPARE(wounded.usableRating(Trait::Duel), 2);
        const QString sheet = leaderSheetHtml(*c, wounded, {});
        QVERIFY2(sheet.contains(QStringLiteral("<b>5</b> (2 while wounded)")), qPrintable(sheet));
        QCOMPARE(sheet.count(QStringLiteral("(2 while wounded)")), 2); // Heroics and Duel, nothing else
        const QString roster = rosterTableHtml(*c);
        QCOMPARE(roster.count(QStringLiteral("<td>5 (2)</td>")), 2);
        QVERIFY(woundLeader(*c, wyn, 3).ok); // dead: no cap is shown, his ratings are no longer used
        QVERIFY(!leaderSheetHtml(*c, c.get(wyn), {}).contains(QStringLiteral("while")));

        QVERIFY(createForce(*c, QStringLiteral("Riders"), c.blue, QStringLiteral("Ford"), {7, 0, 0}, {}, 3, 2).ok);
        const QString forces = forcesTableHtml(*c);
        QVERIFY(forces.contains(QStringLiteral(">Cavalry</th>")));
        QVERIFY(forces.contains(QStringLiteral(">Artillery</th>")));
        QVERIFY2(forces.contains(QStringLiteral("<td>0</td><td>3</td><td>2</td>")), qPrintable(forces));
    }

    /** Issue 30, item 25: two to four leader sheets a page, a rule between them. */
    void leaderSheetsShareAPageWhenAsked()
    {
        TestCampaign c(9);
        for (int i = 0; i < 8; ++i)
            c.leader(QStringLiteral("Leader %1").arg(i), {3, 3, 3, 3, 3, 3, 3});
        QTemporaryDir dir;
        QList<int> pages;
        for (int perPage : {1, 2, 4}) {
            PrintRequest request;
            request.options.historyEntries = 0;
            request.options.sheetsPerPage = perPage;
            const auto document = printDocument(*c, request);
            QCOMPARE(document->toHtml().count(QStringLiteral("<hr")), 8 - 8 / perPage);
            int n = 0;
            QVERIFY(writePdf(*document, dir.filePath(QStringLiteral("sheets.pdf")), defaultPageLayout(), &n).isEmpty());
            pages << n;
        }
        QCOMPARE(pages, (QList<int>{8, 4, 2}));
    }
};

QTEST_MAIN(TestExchange)
#include "test_exchange.moc"
