#include "rosterimport.h"

#include "jsonspot.h"
#include "rosterjson.h"

#include "campaign/campaign.h"
#include "commands/action/actionbuilder.h"
#include "commands/campaign/sideactions.h"
#include "commands/leaders/leaderactions.h"
#include "i18n/argtext.h"
#include "model/limits.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>

#include <cmath>
#include <limits>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct RosterImportText
{
    Q_DECLARE_TR_FUNCTIONS(RosterImport)
    CASTELLAN_KEPT_TEXTS(RosterImport)
};

/** Why an entry cannot be read; caught once, so the first fault of the file is the one told. */
struct EntryFault
{
    QString field;
    QString why;
};

/** Reads the fields of one entry, each checked against the limits a sheet has. */
class EntryReader
{
public:
    explicit EntryReader(const QJsonObject &o)
        : mObject(o)
    { }

    QString text(const QString &field, bool required, int maxLength) const
    {
        const QJsonValue v = mObject.value(field);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                throw EntryFault{field, RosterImportText::tr("is missing")};
            return {};
        }
        if (!v.isString())
            throw EntryFault{field, RosterImportText::tr("must be text")};
        const QString s = v.toString().trimmed();
        if (required && s.isEmpty())
            throw EntryFault{field, RosterImportText::tr("must not be empty")};
        if (maxLength > 0 && characterCount(s) > maxLength) // characters, as every name is counted
            throw EntryFault{field, RosterImportText::tr("has more than %1 characters").arg(maxLength)};
        return s;
    }

    int number(const QJsonObject &o, const QString &field, const QString &path, int fallback, int min, int max,
               bool required = false) const
    {
        const QJsonValue v = o.value(field);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                throw EntryFault{path, RosterImportText::tr("is missing")};
            return fallback;
        }
        const double d = v.toDouble(std::numeric_limits<double>::quiet_NaN());
        if (!v.isDouble() || d != std::floor(d) || d < min || d > max)
            throw EntryFault{
                path, RosterImportText::tr("must be a whole number from %1 to %2").arg(argText(min), argText(max))};
        return int(d);
    }

    int number(const QString &field, int fallback, int min, int max) const
    {
        return number(mObject, field, field, fallback, min, max);
    }

    bool flag(const QString &field) const
    {
        const QJsonValue v = mObject.value(field);
        if (v.isUndefined() || v.isNull())
            return false;
        if (!v.isBool())
            throw EntryFault{field, RosterImportText::tr("must be true or false")};
        return v.toBool();
    }

    Ratings ratings() const
    {
        const QJsonValue v = mObject.value(QStringLiteral("ratings"));
        if (!v.isObject())
            throw EntryFault{QStringLiteral("ratings"),
                             v.isUndefined() ? RosterImportText::tr("is missing")
                                             : RosterImportText::tr("must be an object of the seven traits")};
        const QJsonObject o = v.toObject();
        Ratings r{};
        for (Trait t : AllTraits) // RULES L2: seven ratings from 1 to 6
            rating(r, t) = number(o, traitKey(t), QStringLiteral("ratings.") + traitKey(t), 0, 1, 6, true);
        return r;
    }

private:
    const QJsonObject &mObject;
};

RosterEntry readEntry(const QJsonObject &o)
{
    EntryReader read(o);
    RosterEntry e;
    e.name = read.text(QStringLiteral("name"), true, MaxNameLength);
    e.side = read.text(QStringLiteral("side"), true, MaxNameLength);
    e.ratings = read.ratings();
    const int vitalityRating = rating(e.ratings, Trait::Vitality);
    // RULES L3: current vitality is at most the rating; −1 is dead.
    e.vitality = read.number(QStringLiteral("current_vitality"), vitalityRating, -1, vitalityRating);
    e.rerolls = read.number(QStringLiteral("rerolls"), 0, 0, MaxRerolls);
    e.capturedBy = read.text(QStringLiteral("captured_by"), false, MaxNameLength);
    e.location = read.text(QStringLiteral("location"), false, MaxPlaceLength);
    e.notes = read.text(QStringLiteral("notes"), false, 0);
    e.notesGmOnly = read.flag(QStringLiteral("notes_gm_only"));
    e.coward = read.flag(QStringLiteral("coward"));
    const QString pronoun = read.text(QStringLiteral("pronoun"), false, MaxNameLength).toLower();
    e.pronoun = pronounFromKey(pronoun).value_or(Pronoun::He);
    if (!pronoun.isEmpty() && !pronounFromKey(pronoun))
        throw EntryFault{QStringLiteral("pronoun"), RosterImportText::tr("must be he, she or they")};
    if (!e.capturedBy.isEmpty() && e.capturedBy.compare(e.side, Qt::CaseInsensitive) == 0)
        throw EntryFault{QStringLiteral("captured_by"), RosterImportText::tr("names the leader's own side (RULES L6)")};
    return e;
}

QString entryLabel(int index, const QJsonValue &entry)
{
    const QString name = entry.toObject().value(QStringLiteral("name")).toString().trimmed();
    return name.isEmpty()
        ? RosterImportText::tr("Entry %1").arg(index + 1)
        : RosterImportText::tr("Entry %1 (%2)").arg(argText(index + 1), argText(name.left(MaxNameLength)));
}

} // namespace

RosterRead readRoster(const Campaign &campaign, const QByteArray &json)
{
    RosterRead result;
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError) {
        const JsonSpot at = jsonSpotAt(json, parse.offset);
        result.error = at.entry > 0
            ? RosterImportText::tr("The file is not JSON: %1 at byte %2, in entry %3, field \"%4\".")
                  .arg(parse.errorString(), argText(parse.offset), argText(at.entry), at.field)
            : RosterImportText::tr("The file is not JSON: %1 at byte %2.")
                  .arg(parse.errorString(), argText(parse.offset));
        return result;
    }
    if (const auto twice = firstRepeatedKey(json)) {
        result.error = twice->entry > 0
            ? RosterImportText::tr("Entry %1, field \"%2\": is given twice.").arg(argText(twice->entry), twice->field)
            : RosterImportText::tr("The roster's field \"%1\" is given twice.").arg(twice->field);
        return result;
    }
    const QJsonObject top = doc.object();
    if (!doc.isObject() || top.value(QStringLiteral("format")).toString() != QLatin1String(RosterFormat)) {
        result.error = RosterImportText::tr("The file is not a Castellan roster: its field \"format\" is not \"%1\".")
                           .arg(QLatin1String(RosterFormat));
        return result;
    }
    const QJsonValue versionValue = top.value(QStringLiteral("version"));
    if (!versionValue.isDouble()) {
        result.error =
            RosterImportText::tr("The roster's field \"version\" must be a whole number, not %1; this "
                                 "Castellan reads version %2 and older.")
                .arg(QString::fromUtf8(QJsonDocument(QJsonArray{versionValue}).toJson(QJsonDocument::Compact))
                         .mid(1)
                         .chopped(1),
                     argText(RosterFormatVersion));
        return result;
    }
    const int version = versionValue.toInt(0);
    if (version < 1 || version > RosterFormatVersion) {
        result.error =
            RosterImportText::tr("The roster is of format version %1; this Castellan reads version %2 and older.")
                .arg(argText(top.value(QStringLiteral("version")).toVariant().toString()),
                     argText(RosterFormatVersion));
        return result;
    }
    const QJsonValue leaders = top.value(QStringLiteral("leaders"));
    if (!leaders.isArray()) {
        result.error = RosterImportText::tr("The roster's field \"leaders\" must be a list of leaders.");
        return result;
    }
    const QJsonArray entries = leaders.toArray();
    if (entries.isEmpty()) {
        result.error = RosterImportText::tr("The roster has no leaders.");
        return result;
    }
    QSet<QString> names;
    for (int i = 0; i < entries.size(); ++i) {
        const QJsonValue entry = entries.at(i);
        try {
            if (!entry.isObject())
                throw EntryFault{QString(), RosterImportText::tr("is not an object")};
            RosterEntry e = readEntry(entry.toObject());
            if (const QString why = whyCannotNameLeader(campaign, e.name); !why.isEmpty())
                throw EntryFault{QStringLiteral("name"), why};
            if (names.contains(e.name.toCaseFolded()))
                throw EntryFault{QStringLiteral("name"),
                                 RosterImportText::tr("names a leader an earlier entry names too")};
            names.insert(e.name.toCaseFolded());
            result.entries.append(e);
        } catch (const EntryFault &f) {
            result.entries.clear();
            result.error = f.field.isEmpty()
                ? RosterImportText::tr("%1 %2.").arg(entryLabel(i, entry), f.why)
                : RosterImportText::tr("%1, field \"%2\": %3").arg(entryLabel(i, entry), f.field, f.why);
            if (!result.error.endsWith(QLatin1Char('.')))
                result.error += QLatin1Char('.');
            return result;
        }
    }
    return result;
}

Outcome importRoster(Campaign &campaign, const QByteArray &json, const QString &fileName)
{
    const RosterRead read = readRoster(campaign, json);
    if (!read.ok()) {
        Outcome o = Outcome::refused(RosterImportText::tr("%1 is not imported: %2").arg(fileName, read.error));
        o.fileProblem = true; // bad input, not the rules
        return o;
    }
    ActionBuilder b(
        campaign,
        RosterImportText::kept("Import %n leader(s) from %1", nullptr, int(read.entries.size())).arg(fileName));
    QHash<QString, qint64> sides;
    auto sideId = [&](const QString &name) {
        if (const auto known = campaign.sideByName(name))
            return known->id;
        const QString key = name.toCaseFolded();
        if (!sides.contains(key)) {
            Side &s = b.newSide();
            s.name = name;
            s.color = colorForNewSide(name, int(campaign.sides().size() + sides.size()));
            sides.insert(key, s.id);
        }
        return sides.value(key);
    };
    qint64 first = 0;
    for (const RosterEntry &e : read.entries) {
        Leader &l = b.newLeader();
        l.name = e.name;
        l.sideId = sideId(e.side);
        l.ratings = e.ratings;
        l.vitality = e.vitality;
        l.rerolls = e.rerolls;
        l.capturedBySide = e.capturedBy.isEmpty() ? 0 : sideId(e.capturedBy);
        l.location = RollText::plain(e.location);
        l.notes = e.notes;
        l.notesGmOnly = e.notesGmOnly;
        l.coward = e.coward;
        l.pronoun = e.pronoun;
        if (!first)
            first = l.id;
        b.history(l.id, RosterImportText::kept("Joined the campaign from the roster file %1.").arg(fileName));
    }
    return b.land(
        RosterImportText::tr("%n leader(s) imported from %1.", nullptr, int(read.entries.size())).arg(fileName), first);
}

} // namespace castellan
