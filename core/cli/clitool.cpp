#include "clitool.h"

#include "battle/battlereport.h"
#include "cli/mapjson.h"
#include "commands/campaignbattle.h"
#include "commands/forceactions.h"
#include "commands/leaderactions.h"
#include "commands/turnactions.h"
#include "odds/battleodds.h"
#include "odds/battlesimulator.h"
#include "odds/siegeodds.h"
#include "dice/logverifier.h"
#include "dice/luckledger.h"
#include "dice/rollcsv.h"
#include "campaign/campaign.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QFile>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CastellanCli)
};

/** A failure that ends the command with an exit code and a message. */
struct Failure
{
    ExitCode code;
    QString message;
};

QJsonObject rollJson(const Roll &r)
{
    QJsonArray faces;
    for (int f : r.faces)
        faces.append(f);
    QJsonObject o{{QStringLiteral("id"), r.id},
                  {QStringLiteral("turn"), r.turn},
                  {QStringLiteral("context"), r.context},
                  {QStringLiteral("dice"), QStringLiteral("%1d%2").arg(r.faces.size()).arg(r.sides)},
                  {QStringLiteral("faces"), faces},
                  {QStringLiteral("result"), r.result},
                  {QStringLiteral("undone"), r.undone},
                  {QStringLiteral("by_hand"), r.manual}};
    o.insert(QStringLiteral("leader_id"), r.leaderId > 0 ? QJsonValue(r.leaderId) : QJsonValue());
    o.insert(QStringLiteral("replaces"), r.replacesId > 0 ? QJsonValue(r.replacesId) : QJsonValue());
    return o;
}

QJsonObject leaderJson(const Campaign &c, const Leader &l)
{
    QJsonObject ratings;
    for (Trait t : AllTraits)
        ratings.insert(traitKey(t), l.rating(t));
    QJsonObject o{{QStringLiteral("id"), l.id},
                  {QStringLiteral("name"), l.name},
                  {QStringLiteral("side"), c.sideName(l.sideId)},
                  {QStringLiteral("ratings"), ratings},
                  {QStringLiteral("current_vitality"), l.vitality},
                  {QStringLiteral("effective_duel"), l.effectiveDuel()},
                  {QStringLiteral("effective_heroics"), l.effectiveHeroics()},
                  {QStringLiteral("rerolls"), l.rerolls},
                  {QStringLiteral("status"), statusKey(l.status())},
                  {QStringLiteral("location"), l.location},
                  {QStringLiteral("notes"), l.notes}};
    // The ratings also stand at the top level under their trait keys.
    for (Trait t : AllTraits)
        o.insert(traitKey(t), l.rating(t));
    o.insert(QStringLiteral("creation_roll_id"), l.creationRollId > 0 ? QJsonValue(l.creationRollId) : QJsonValue());
    o.insert(QStringLiteral("captured_by"),
             l.capturedBySide ? QJsonValue(c.sideName(l.capturedBySide)) : QJsonValue());
    return o;
}

QString leaderLine(const Campaign &c, const Leader &l)
{
    QStringList ratings;
    for (Trait t : AllTraits)
        ratings << QStringLiteral("%1 %2").arg(traitShortcut(t)).arg(l.rating(t));
    return QStringLiteral("%1 [%2] %3 | vitality %4/%5 | rerolls %6 | %7")
        .arg(l.name, c.sideName(l.sideId), ratings.join(QLatin1Char(' ')))
        .arg(l.vitality)
        .arg(l.rating(Trait::Vitality))
        .arg(l.rerolls)
        .arg(statusName(l.status()));
}

QString rollLine(const Roll &r)
{
    QString line = QStringLiteral("#%1 turn %2 %3: %4d%5 [%6] %7")
                       .arg(r.id)
                       .arg(r.turn)
                       .arg(r.context)
                       .arg(r.faces.size())
                       .arg(r.sides)
                       .arg(r.facesText(), r.result);
    if (r.replacesId)
        line += Text::tr(" (replaces #%1)").arg(r.replacesId);
    if (r.manual)
        line += Text::tr(" (entered by hand)");
    if (r.undone)
        line += Text::tr(" (undone)");
    return line;
}

class Runner
{
public:
    Runner(QCommandLineParser &parser, QTextStream &out, QTextStream &err, quint64 defaultSeed)
        : p(parser)
        , mOut(out)
        , mErr(err)
        , mDefaultSeed(defaultSeed)
    {
    }

    int dispatch(QStringList args)
    {
        json = p.isSet(QStringLiteral("json"));
        if (args.isEmpty())
            throw Failure{BadInput, Text::tr("Name a command; see castellan-cli --help.")};
        const QString command = args.takeFirst();
        if (command == QLatin1String("new"))
            return cmdNew(args);
        if (command == QLatin1String("leader")) {
            if (args.isEmpty())
                throw Failure{BadInput, Text::tr("leader wants add, list or show.")};
            const QString sub = args.takeFirst();
            if (sub == QLatin1String("add"))
                return cmdLeaderAdd(args);
            if (sub == QLatin1String("list"))
                return cmdLeaderList(args);
            if (sub == QLatin1String("show"))
                return cmdLeaderShow(args);
            throw Failure{BadInput, Text::tr("Unknown leader command: %1").arg(sub)};
        }
        if (command == QLatin1String("force")) {
            if (args.isEmpty())
                throw Failure{BadInput, Text::tr("force wants add or list.")};
            const QString sub = args.takeFirst();
            if (sub == QLatin1String("add"))
                return cmdForceAdd(args);
            if (sub == QLatin1String("list"))
                return cmdForceList(args);
            throw Failure{BadInput, Text::tr("Unknown force command: %1").arg(sub)};
        }
        if (command == QLatin1String("odds") && !args.isEmpty() && args.first() == QLatin1String("siege")) {
            args.removeFirst();
            return cmdSiegeOdds(args);
        }
        if (command == QLatin1String("odds") || command == QLatin1String("simulate")) {
            if (args.isEmpty() || args.first() != QLatin1String("battle"))
                throw Failure{BadInput, Text::tr("Usage: castellan-cli %1 battle --attacker-units N ...").arg(command)};
            args.removeFirst();
            return cmdOdds(args, command == QLatin1String("simulate"));
        }
        if (command == QLatin1String("battle"))
            return cmdBattle(args);
        if (command == QLatin1String("turn"))
            return cmdTurn(args);
        if (command == QLatin1String("map"))
            return cmdMap(args);
        if (command == QLatin1String("luck"))
            return cmdLuck(args);
        if (command == QLatin1String("wound"))
            return cmdWound(args);
        if (command == QLatin1String("deed"))
            return cmdOneLeader(args, [](Campaign &c, qint64 id) { return heroicDeed(c, id); });
        if (command == QLatin1String("recover"))
            return cmdOneLeader(args, [](Campaign &c, qint64 id) { return recoveryRoll(c, id); });
        if (command == QLatin1String("survive"))
            return cmdSurvive(args);
        if (command == QLatin1String("duel"))
            return cmdDuel(args);
        if (command == QLatin1String("assassinate"))
            return cmdAssassinate(args);
        if (command == QLatin1String("log"))
            return cmdLog(args);
        if (command == QLatin1String("verify"))
            return cmdVerify(args);
        throw Failure{BadInput, Text::tr("Unknown command: %1; see castellan-cli --help.").arg(command)};
    }

    bool json = false;

private:
    void expectArgs(const QStringList &args, qsizetype n, const QString &usage)
    {
        if (args.size() != n)
            throw Failure{BadInput, Text::tr("Usage: castellan-cli %1").arg(usage)};
    }

    std::unique_ptr<Campaign> openCampaign(const QString &path)
    {
        try {
            return Campaign::open(path);
        } catch (const StorageError &e) {
            throw Failure{BadInput, e.message()};
        }
    }

    Leader findLeader(const Campaign &c, const QString &name)
    {
        const auto l = c.leaderByName(name);
        if (!l)
            throw Failure{BadInput, Text::tr("There is no leader named \"%1\" in %2.").arg(name, c.path())};
        return *l;
    }

    int print(const QJsonValue &value, const QString &text)
    {
        if (json)
            mOut << QJsonDocument(value.isArray() ? QJsonDocument(value.toArray())
                                                  : QJsonDocument(value.toObject()))
                        .toJson(QJsonDocument::Indented);
        else
            mOut << text << Qt::endl;
        return Success;
    }

    int report(Campaign &c, const Outcome &o, QJsonObject extra = {})
    {
        if (!o.ok)
            throw Failure{RulesRefuse, o.refusal};
        QJsonArray rolls;
        QStringList rollLines;
        for (const Roll &r : o.rolls) {
            rolls.append(rollJson(r));
            rollLines << QStringLiteral("  ") + rollLine(r);
        }
        extra.insert(QStringLiteral("ok"), true);
        extra.insert(QStringLiteral("summary"), o.summary);
        extra.insert(QStringLiteral("rolls"), rolls);
        if (const auto l = c.leader(o.leaderId); l && !extra.contains(QStringLiteral("leader")))
            extra.insert(QStringLiteral("leader"), leaderJson(c, *l));
        QString text = o.summary;
        if (!rollLines.isEmpty())
            text += QLatin1Char('\n') + rollLines.join(QLatin1Char('\n'));
        return print(extra, text);
    }

    int cmdNew(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("new FILE --name NAME [--seed N]"));
        const QString name = p.value(QStringLiteral("name")).trimmed();
        if (name.isEmpty())
            throw Failure{BadInput, Text::tr("A new campaign needs --name.")};
        quint64 seed = mDefaultSeed;
        if (p.isSet(QStringLiteral("seed"))) {
            bool ok = false;
            seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
            if (!ok)
                throw Failure{BadInput, Text::tr("--seed takes a whole number from 0 to 18446744073709551615.")};
        }
        std::unique_ptr<Campaign> c;
        try {
            c = Campaign::create(args[0], name, seed);
        } catch (const StorageError &e) {
            throw Failure{BadInput, e.message()};
        }
        return print(QJsonObject{{QStringLiteral("file"), c->path()},
                                 {QStringLiteral("name"), c->name()},
                                 {QStringLiteral("seed"), QString::number(c->seed())},
                                 {QStringLiteral("turn"), c->turn()}},
                     Text::tr("Created campaign \"%1\" in %2 (seed %3).").arg(c->name(), c->path()).arg(c->seed()));
    }

    int cmdLeaderAdd(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("leader add FILE --name NAME --side SIDE [--priority TRAIT,TRAIT,...]"));
        const QString name = p.value(QStringLiteral("name")).trimmed();
        const QString sideName = p.value(QStringLiteral("side")).trimmed();
        if (name.isEmpty() || sideName.isEmpty())
            throw Failure{BadInput, Text::tr("leader add needs --name and --side.")};
        QList<Trait> priority;
        if (p.isSet(QStringLiteral("priority"))) {
            const QStringList keys = p.value(QStringLiteral("priority")).split(QLatin1Char(','), Qt::SkipEmptyParts);
            for (const QString &key : keys) {
                const auto t = traitFromKey(key);
                if (!t)
                    throw Failure{BadInput, Text::tr("Unknown trait \"%1\"; the traits are vitality, heroics, duel, "
                                               "maneuver, battle, siege, rally.")
                                                .arg(key.trimmed())};
                if (priority.contains(*t))
                    throw Failure{BadInput, Text::tr("The trait %1 is listed twice.").arg(traitKey(*t))};
                priority.append(*t);
            }
        }
        auto c = openCampaign(args[0]);
        if (c->leaderByName(name))
            throw Failure{RulesRefuse, Text::tr("There is a leader named %1 already.").arg(name)};
        const qint64 sideId = c->sideNamed(sideName);
        const Roll roll = rollCreation(*c, name);
        // RULES L1: by the given priority, or "assign in order".
        const auto dice = priority.isEmpty() ? assignInOrder() : assignByPriority(roll.faces, priority);
        const auto o = createLeader(*c, name, sideId, roll, dice);
        if (!o.ok)
            throw Failure{RulesRefuse, o.refusal};
        const Leader l = *c->leader(o.leaderId);
        QJsonObject j = leaderJson(*c, l);
        j.insert(QStringLiteral("creation_faces"), rollJson(roll).value(QStringLiteral("faces")));
        return print(j, Text::tr("Rolled %1 for %2.").arg(roll.facesText(), name) + QLatin1Char('\n') + leaderLine(*c, l));
    }

    int cmdLeaderList(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("leader list FILE"));
        auto c = openCampaign(args[0]);
        QJsonArray all;
        QStringList lines;
        const QList<Leader> leaders = c->leaders();
        for (const Leader &l : leaders) {
            all.append(leaderJson(*c, l));
            lines << leaderLine(*c, l);
        }
        if (lines.isEmpty())
            lines << Text::tr("No leaders yet.");
        return print(all, lines.join(QLatin1Char('\n')));
    }

    int cmdLeaderShow(const QStringList &args)
    {
        expectArgs(args, 2, Text::tr("leader show FILE NAME"));
        auto c = openCampaign(args[0]);
        const Leader l = findLeader(*c, args[1]);
        QJsonObject j = leaderJson(*c, l);
        QJsonArray history;
        QStringList lines{leaderLine(*c, l)};
        if (!l.location.isEmpty())
            lines << Text::tr("Location: %1").arg(l.location);
        if (!l.notes.isEmpty())
            lines << Text::tr("Notes: %1").arg(l.notes);
        const QList<HistoryEntry> entries = c->history(l.id);
        for (const HistoryEntry &h : entries) {
            QJsonObject e{{QStringLiteral("turn"), h.turn}, {QStringLiteral("text"), h.text}};
            e.insert(QStringLiteral("roll_id"), h.rollId ? QJsonValue(h.rollId) : QJsonValue());
            history.append(e);
            lines << Text::tr("  turn %1: %2").arg(h.turn).arg(h.text);
        }
        j.insert(QStringLiteral("history"), history);
        return print(j, lines.join(QLatin1Char('\n')));
    }

    int cmdWound(const QStringList &args)
    {
        expectArgs(args, 3, Text::tr("wound FILE NAME N"));
        bool ok = false;
        const int n = args[2].toInt(&ok);
        if (!ok || n < 1 || n > 99)
            throw Failure{BadInput, Text::tr("N is the number of wounds, a whole number from 1 to 99.")};
        auto c = openCampaign(args[0]);
        const Leader l = findLeader(*c, args[1]);
        return report(*c, woundLeader(*c, l.id, n));
    }

    template<class Action>
    int cmdOneLeader(const QStringList &args, Action action)
    {
        expectArgs(args, 2, Text::tr("COMMAND FILE NAME"));
        auto c = openCampaign(args[0]);
        const Leader l = findLeader(*c, args[1]);
        return report(*c, action(*c, l.id));
    }

    int cmdSurvive(const QStringList &args)
    {
        expectArgs(args, 2, Text::tr("survive FILE NAME [--captor SIDE] [--escape-to PLACE]"));
        auto c = openCampaign(args[0]);
        const Leader l = findLeader(*c, args[1]);
        qint64 captor = 0;
        if (p.isSet(QStringLiteral("captor"))) {
            const auto s = c->sideByName(p.value(QStringLiteral("captor")));
            if (!s)
                throw Failure{BadInput, Text::tr("There is no side named \"%1\".").arg(p.value(QStringLiteral("captor")))};
            captor = s->id;
        } else {
            // "the enemy present" (RULES H3): without --captor, the first side that is not his.
            const QList<Side> sides = c->sides();
            for (const Side &s : sides) {
                if (s.id != l.sideId) {
                    captor = s.id;
                    break;
                }
            }
        }
        SurvivalCheck check(*c, l.id, QString());
        if (!check.refusal().isEmpty())
            throw Failure{RulesRefuse, check.refusal()};
        if (captor == 0 || captor == l.sideId)
            throw Failure{BadInput, Text::tr("Name the enemy side that would capture him with --captor SIDE.")};
        check.roll();
        const auto o = check.finish(captor, p.value(QStringLiteral("escape-to")));
        QJsonObject extra{{QStringLiteral("outcome"),
                           check.result() == Survival::Escapes ? QStringLiteral("escaped")
                           : check.result() == Survival::Dies  ? QStringLiteral("died")
                                                                      : QStringLiteral("captured")}};
        return report(*c, o, extra);
    }

    int cmdDuel(const QStringList &args)
    {
        expectArgs(args, 3, Text::tr("duel FILE NAME NAME [--exchanges N]"));
        int limit = 1000; // RULES G2: until one is disabled or dead; a bound keeps a script from spinning
        if (p.isSet(QStringLiteral("exchanges"))) {
            bool ok = false;
            limit = p.value(QStringLiteral("exchanges")).toInt(&ok);
            if (!ok || limit < 1 || limit > 1000)
                throw Failure{BadInput, Text::tr("--exchanges takes a whole number from 1 to 1000.")};
        }
        auto c = openCampaign(args[0]);
        const Leader a = findLeader(*c, args[1]);
        const Leader b = findLeader(*c, args[2]);
        Duel duel(*c, a.id, b.id);
        if (!duel.refusal().isEmpty())
            throw Failure{RulesRefuse, duel.refusal()};
        QJsonArray exchanges;
        for (int i = 0; i < limit && !duel.isOver(); ++i) {
            const auto e = duel.exchange();
            exchanges.append(QJsonObject{{QStringLiteral("exchange"), e.number},
                                         {QStringLiteral("first_roll"), rollJson(e.first)},
                                         {QStringLiteral("second_roll"), rollJson(e.second)},
                                         {QStringLiteral("wounds_to_first"), e.wounds.woundsToFirst},
                                         {QStringLiteral("wounds_to_second"), e.wounds.woundsToSecond}});
        }
        const bool over = duel.isOver();
        const auto o = duel.finish();
        if (!o.ok)
            throw Failure{RulesRefuse, o.refusal};
        QJsonObject extra{{QStringLiteral("exchanges"), exchanges},
                          {QStringLiteral("finished"), over},
                          {QStringLiteral("first"), leaderJson(*c, *c->leader(a.id))},
                          {QStringLiteral("second"), leaderJson(*c, *c->leader(b.id))},
                          {QStringLiteral("leader"), leaderJson(*c, *c->leader(a.id))}};
        return report(*c, o, extra);
    }

    int cmdAssassinate(const QStringList &args)
    {
        expectArgs(args, 3, Text::tr("assassinate FILE ASSASSIN TARGET"));
        auto c = openCampaign(args[0]);
        const Leader a = findLeader(*c, args[1]);
        const Leader t = findLeader(*c, args[2]);
        return report(*c, assassinate(*c, a.id, t.id));
    }

    int cmdLog(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N]"));
        auto c = openCampaign(args[0]);
        RollFilter filter;
        if (p.isSet(QStringLiteral("leader")))
            filter.leaderId = findLeader(*c, p.value(QStringLiteral("leader"))).id;
        filter.turn = intOption(QStringLiteral("turn"), 0, 1, 1000000);
        if (p.isSet(QStringLiteral("side"))) {
            const auto side = c->sideByName(p.value(QStringLiteral("side")));
            if (!side)
                throw Failure{BadInput, Text::tr("There is no side named \"%1\" in %2.").arg(p.value(QStringLiteral("side")), c->path())};
            filter.sideId = side->id;
        }
        qint64 limit = std::numeric_limits<qint64>::max();
        if (p.isSet(QStringLiteral("limit"))) {
            bool ok = false;
            limit = p.value(QStringLiteral("limit")).toLongLong(&ok);
            if (!ok || limit < 1)
                throw Failure{BadInput, Text::tr("--limit takes a positive whole number.")};
        }
        if (p.isSet(QStringLiteral("csv"))) {
            QFile stdoutFile;
            if (!stdoutFile.open(stdout, QIODevice::WriteOnly))
                throw Failure{BadInput, Text::tr("The log cannot be written to the standard output.")};
            mOut.flush();
            writeRollsCsv(c->rolls(), filter, stdoutFile, [&](qint64 id) {
                const auto l = c->leader(id);
                return l ? l->name : QString::number(id);
            });
            return Success;
        }
        // Newest first from the store; printed oldest first, as a log reads.
        QList<Roll> rolls = c->rolls().rolls(filter, 0, limit);
        std::reverse(rolls.begin(), rolls.end());
        QJsonArray all;
        QStringList lines;
        for (const Roll &r : std::as_const(rolls)) {
            all.append(rollJson(r));
            lines << rollLine(r);
        }
        if (lines.isEmpty())
            lines << Text::tr("The roll log is empty.");
        return print(all, lines.join(QLatin1Char('\n')));
    }

    QJsonObject forceJson(const Campaign &c, const Force &f)
    {
        QJsonArray leaders;
        const QList<Leader> with = c.leadersOf(f.id);
        for (const Leader &l : with)
            leaders.append(l.name);
        QJsonObject o{{QStringLiteral("id"), f.id},
                      {QStringLiteral("name"), f.name},
                      {QStringLiteral("side"), c.sideName(f.sideId)},
                      {QStringLiteral("location"), f.location},
                      {QStringLiteral("good"), f.units.good},
                      {QStringLiteral("flagged"), f.units.flagged},
                      {QStringLiteral("broken"), f.units.broken},
                      {QStringLiteral("lost"), f.lost},
                      {QStringLiteral("leaders"), leaders}};
        const auto commander = f.commanderId ? c.leader(f.commanderId) : std::nullopt;
        o.insert(QStringLiteral("commander"), commander ? QJsonValue(commander->name) : QJsonValue());
        return o;
    }

    QString forceLine(const Campaign &c, const Force &f)
    {
        QStringList names;
        const QList<Leader> with = c.leadersOf(f.id);
        for (const Leader &l : with)
            names << l.name;
        return Text::tr("%1 [%2] at %3: %4 good, %5 flagged, %6 broken, %7 lost; leaders: %8")
            .arg(f.name, c.sideName(f.sideId), f.location.isEmpty() ? Text::tr("(nowhere)") : f.location)
            .arg(f.units.good)
            .arg(f.units.flagged)
            .arg(f.units.broken)
            .arg(f.lost)
            .arg(names.isEmpty() ? Text::tr("none") : names.join(QStringLiteral(", ")));
    }

    int intOption(const QString &name, int fallback, int min, int max)
    {
        if (!p.isSet(name))
            return fallback;
        bool ok = false;
        const int v = p.value(name).toInt(&ok);
        if (!ok || v < min || v > max)
            throw Failure{BadInput, Text::tr("--%1 takes a whole number from %2 to %3.").arg(name).arg(min).arg(max)};
        return v;
    }

    int cmdForceAdd(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] "
                               "[--leaders NAME,NAME,...]"));
        const QString name = p.value(QStringLiteral("name")).trimmed();
        const QString side = p.value(QStringLiteral("side")).trimmed();
        if (name.isEmpty() || side.isEmpty() || !p.isSet(QStringLiteral("units")))
            throw Failure{BadInput, Text::tr("force add needs --name, --side and --units.")};
        const int units = intOption(QStringLiteral("units"), 0, 0, 10000);
        const int broken = intOption(QStringLiteral("broken"), 0, 0, 10000);
        auto c = openCampaign(args[0]);
        QList<qint64> leaders;
        const QStringList names = p.value(QStringLiteral("leaders")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &n : names)
            leaders << findLeader(*c, n.trimmed()).id;
        if (c->forceByName(name))
            throw Failure{RulesRefuse, Text::tr("There is a force named %1 already.").arg(name)};
        const auto o = createForce(*c, name, c->sideNamed(side), p.value(QStringLiteral("location")),
                                           {units, 0, broken}, leaders);
        if (!o.ok)
            throw Failure{RulesRefuse, o.refusal};
        const Force f = *c->force(o.forceId);
        return print(forceJson(*c, f), forceLine(*c, f));
    }

    int cmdForceList(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("force list FILE"));
        auto c = openCampaign(args[0]);
        QJsonArray all;
        QStringList lines;
        const QList<Force> forces = c->forces();
        for (const Force &f : forces) {
            all.append(forceJson(*c, f));
            lines << forceLine(*c, f);
        }
        if (lines.isEmpty())
            lines << Text::tr("No forces yet.");
        return print(all, lines.join(QLatin1Char('\n')));
    }

    SideSpec oddsSide(const QString &who)
    {
        const QString units = who + QStringLiteral("-units");
        if (!p.isSet(units))
            throw Failure{BadInput, Text::tr("--%1 is required.").arg(units)};
        SideSpec s;
        bool ok = false;
        s.good = p.value(units).toInt(&ok);
        if (!ok || s.good < 1 || s.good > 200)
            throw Failure{BadInput, Text::tr("--%1 takes a whole number from 1 to 200.").arg(units)};
        s.leaderless = p.isSet(who + QStringLiteral("-leaderless"));
        if (!s.leaderless) {
            const QString battle = who + QStringLiteral("-battle");
            const QString rally = who + QStringLiteral("-rally");
            if (!p.isSet(battle) || !p.isSet(rally))
                throw Failure{BadInput, Text::tr("--%1 and --%2 are required unless the side is leaderless.").arg(battle, rally)};
            s.battle = intOption(battle, 0, 1, 6);
            s.rally = intOption(rally, 0, 1, 6);
        }
        return s;
    }

    QJsonObject oddsJson(const BattleOdds &o)
    {
        QJsonArray rounds;
        for (double r : o.rounds)
            rounds.append(r);
        QJsonArray leftA;
        for (double v : o.attackerLeft)
            leftA.append(v);
        QJsonArray leftD;
        for (double v : o.defenderLeft)
            leftD.append(v);
        return {{QStringLiteral("attacker_wins"), o.attackerWins},
                {QStringLiteral("defender_wins"), o.defenderWins},
                {QStringLiteral("mutual"), o.mutual},
                {QStringLiteral("attacker_annihilated"), o.attackerAnnihilated},
                {QStringLiteral("defender_annihilated"), o.defenderAnnihilated},
                {QStringLiteral("attacker_units_left"), o.attackerUnitsLeft},
                {QStringLiteral("defender_units_left"), o.defenderUnitsLeft},
                {QStringLiteral("rounds"), rounds},
                {QStringLiteral("attacker_units_left_distribution"), leftA},
                {QStringLiteral("defender_units_left_distribution"), leftD}};
    }

    int cmdOdds(const QStringList &args, bool simulate)
    {
        if (!args.isEmpty())
            throw Failure{BadInput, Text::tr("odds battle takes options only, not %1.").arg(args.join(QLatin1Char(' ')))};
        const SideSpec a = oddsSide(QStringLiteral("attacker"));
        const SideSpec d = oddsSide(QStringLiteral("defender"));
        if (const QString why = checkSides(a, d); !why.isEmpty())
            throw Failure{BadInput, why};
        BattleOdds o;
        QJsonObject j;
        if (simulate) {
            const int trials = intOption(QStringLiteral("trials"), 10000, 1, 100000000);
            bool ok = true;
            const quint64 seed = p.isSet(QStringLiteral("seed")) ? p.value(QStringLiteral("seed")).toULongLong(&ok)
                                                                 : mDefaultSeed;
            if (!ok)
                throw Failure{BadInput, Text::tr("--seed takes a whole number from 0 to 18446744073709551615.")};
            o = simulateBattles(a, d, trials, seed);
            j = oddsJson(o);
            j.insert(QStringLiteral("trials"), trials);
            j.insert(QStringLiteral("seed"), QString::number(seed));
        } else {
            o = exactBattleOdds(a, d);
            j = oddsJson(o);
            j.insert(QStringLiteral("error_bound"), o.unaccounted);
        }
        double expectedRounds = 0;
        for (std::size_t i = 0; i < o.rounds.size(); ++i)
            expectedRounds += double(i) * o.rounds[i];
        const QString text =
            Text::tr("Attacker wins %1%, defender wins %2%, mutual %3%.\n"
               "Attacker annihilated %4%, defender annihilated %5%.\n"
               "Units left: attacker %6, defender %7. Rounds: %8 on average.")
                .arg(100 * o.attackerWins, 0, 'f', 3)
                .arg(100 * o.defenderWins, 0, 'f', 3)
                .arg(100 * o.mutual, 0, 'f', 3)
                .arg(100 * o.attackerAnnihilated, 0, 'f', 3)
                .arg(100 * o.defenderAnnihilated, 0, 'f', 3)
                .arg(o.attackerUnitsLeft, 0, 'f', 3)
                .arg(o.defenderUnitsLeft, 0, 'f', 3)
                .arg(expectedRounds, 0, 'f', 2);
        return print(j, text);
    }

    int cmdSiegeOdds(const QStringList &args)
    {
        if (!args.isEmpty())
            throw Failure{BadInput, Text::tr("odds siege takes options only, not %1.").arg(args.join(QLatin1Char(' ')))};
        if (!p.isSet(QStringLiteral("rerolls")) || !p.isSet(QStringLiteral("turns")))
            throw Failure{BadInput, Text::tr("Usage: castellan-cli odds siege --rerolls R --turns T")};
        const int rerolls = intOption(QStringLiteral("rerolls"), 0, 0, 5);
        const int turns = intOption(QStringLiteral("turns"), 0, 1, 10000);
        const SiegeOdds o = siegeOdds(rerolls, turns);
        QJsonArray byTurn;
        for (double v : o.byTurn)
            byTurn.append(v);
        const QJsonObject j{{QStringLiteral("p_break_in"), o.breakIn},
                            {QStringLiteral("expected_losses"), o.expectedLosses},
                            {QStringLiteral("rerolls"), rerolls},
                            {QStringLiteral("turns"), turns},
                            {QStringLiteral("p_break_in_by_turn"), byTurn}};
        return print(j, Text::tr("Break-in within %1 turn(s) with %2 reroll(s) a turn: %3%; units expected lost "
                                 "to 1s before it: %4.")
                            .arg(turns)
                            .arg(rerolls)
                            .arg(100 * o.breakIn, 0, 'f', 3)
                            .arg(o.expectedLosses, 0, 'f', 4));
    }

    Force findForce(const Campaign &c, const QString &name)
    {
        const auto f = c.forceByName(name);
        if (!f)
            throw Failure{BadInput, Text::tr("There is no force named \"%1\" in %2.").arg(name, c.path())};
        return *f;
    }

    int cmdBattle(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("battle FILE --attacker FORCE --defender FORCE --auto"));
        if (!p.isSet(QStringLiteral("attacker")) || !p.isSet(QStringLiteral("defender")))
            throw Failure{BadInput, Text::tr("battle needs --attacker FORCE and --defender FORCE.")};
        if (!p.isSet(QStringLiteral("auto")))
            throw Failure{BadInput, Text::tr("castellan-cli fights battles with --auto (the default choices of RULES F9); "
                                       "fight one step by step in the app.")};
        auto c = openCampaign(args[0]);
        const Force a = findForce(*c, p.value(QStringLiteral("attacker")));
        const Force d = findForce(*c, p.value(QStringLiteral("defender")));
        CampaignBattle fight(*c, a.id, d.id);
        if (!fight.refusal().isEmpty())
            throw Failure{RulesRefuse, fight.refusal()};
        fight.battle().resolveToEnd();
        const auto o = fight.finish();
        if (!o.ok)
            throw Failure{RulesRefuse, o.refusal};
        QStringList lines{o.summary};
        const QJsonArray events = fight.report().value(QStringLiteral("events")).toArray();
        for (const QJsonValue &e : events)
            lines << Text::tr("  round %1: %2").arg(e.toObject().value(QStringLiteral("round")).toInt())
                         .arg(e.toObject().value(QStringLiteral("text")).toString());
        return print(fight.report(), lines.join(QLatin1Char('\n')));
    }

    int cmdTurn(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("turn FILE --auto"));
        if (!p.isSet(QStringLiteral("auto")))
            throw Failure{BadInput, Text::tr("castellan-cli ends turns with --auto (the default choices).")};
        auto c = openCampaign(args[0]);
        const int turn = c->turn();
        // RULES T1: the siege phase with the default choices, then the end of turn.
        const SiegePhase siegePhase = runSiegePhase(*c);
        if (!siegePhase.refusal.isEmpty())
            throw Failure{RulesRefuse, siegePhase.refusal};
        QJsonArray sieges;
        QStringList siegeLines;
        for (const SiegeTurn &s : siegePhase.sieges) {
            sieges.append(siegeTurnJson(s));
            siegeLines << s.summary;
        }
        const EndOfTurn report = endTurn(*c);
        if (!report.outcome.ok)
            throw Failure{RulesRefuse, report.outcome.refusal};
        QJsonArray rolls;
        for (const Roll &r : report.outcome.rolls)
            rolls.append(rollJson(r));
        QJsonArray lines;
        for (const QString &l : report.lines)
            lines.append(l);
        const QJsonObject j{{QStringLiteral("turn_ended"), turn},
                            {QStringLiteral("turn"), c->turn()},
                            {QStringLiteral("units_restored"), report.unitsRestored},
                            {QStringLiteral("recovery_rolls"), report.recoveryRolls},
                            {QStringLiteral("recovered"), report.recovered},
                            {QStringLiteral("sieges"), sieges},
                            {QStringLiteral("backup"), report.backup},
                            {QStringLiteral("rolls"), rolls},
                            {QStringLiteral("report"), lines}};
        siegeLines << report.outcome.summary << report.lines;
        return print(j, siegeLines.join(QLatin1Char('\n')));
    }

    int cmdLuck(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("luck FILE"));
        auto c = openCampaign(args[0]);
        const LuckLedger ledger = luckLedger(c->rolls());
        auto tallyJson = [](const QString &name, const LuckTally &t) {
            return QJsonObject{{QStringLiteral("name"), name},
                               {QStringLiteral("dice"), t.dice},
                               {QStringLiteral("sixes"), t.sixes},
                               {QStringLiteral("fives"), t.fives},
                               {QStringLiteral("expected_each"), t.expected()},
                               {QStringLiteral("deviation"), t.deviation()}};
        };
        auto line = [](const QString &name, const LuckTally &t) {
            return Text::tr("  %1: %2 dice, %3 sixes and %4 fives (%5 of each expected), %6 sd")
                .arg(name)
                .arg(t.dice)
                .arg(t.sixes)
                .arg(t.fives)
                .arg(t.expected(), 0, 'f', 1)
                .arg(t.deviation(), 0, 'f', 2);
        };
        QJsonArray sides;
        QJsonArray leaders;
        QStringList lines{Text::tr("Battle fire (RULES F2):"), line(Text::tr("all"), ledger.total)};
        for (auto it = ledger.bySide.cbegin(); it != ledger.bySide.cend(); ++it) {
            sides.append(tallyJson(c->sideName(it.key()), it.value()));
            lines << line(c->sideName(it.key()), it.value());
        }
        for (auto it = ledger.byLeader.cbegin(); it != ledger.byLeader.cend(); ++it) {
            const auto l = c->leader(it.key());
            const QString name = l ? l->name : Text::tr("leader #%1").arg(it.key());
            leaders.append(tallyJson(name, it.value()));
            lines << line(name, it.value());
        }
        const QJsonObject j{{QStringLiteral("total"), tallyJson(Text::tr("all"), ledger.total)},
                            {QStringLiteral("sides"), sides},
                            {QStringLiteral("leaders"), leaders}};
        return print(j, lines.join(QLatin1Char('\n')));
    }

    int cmdMap(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("map FILE"));
        auto c = openCampaign(args[0]);
        const QJsonObject j = mapJson(*c);
        QStringList lines;
        lines << (c->hasMap() ? Text::tr("Map %1 x %2, turn %3, %4 phase.")
                                    .arg(c->grid().columns())
                                    .arg(c->grid().rows())
                                    .arg(c->turn())
                                    .arg(phaseKey(c->phase()))
                              : Text::tr("%1 has no map yet.").arg(c->name()));
        for (const Fortress &f : c->fortresses()) {
            const auto s = c->siegeOf(f.id);
            lines << Text::tr("  fortress %1 at %2, rating %3, held by %4%5")
                         .arg(f.name, hexLabel(f.hex))
                         .arg(f.rating)
                         .arg(c->sideName(f.ownerSideId),
                              s ? Text::tr(", besieged by %1 since turn %2").arg(c->sideName(s->besiegerSideId)).arg(s->startedTurn)
                                : QString());
        }
        for (const Force &f : c->forces()) {
            lines << Text::tr("  force %1 (%2) at %3: %4 good, %5 broken")
                         .arg(f.name, c->sideName(f.sideId), f.onMap() ? hexLabel(f.hex) : Text::tr("off the map"))
                         .arg(f.units.good)
                         .arg(f.units.broken);
        }
        return print(j, lines.join(QLatin1Char('\n')));
    }

    int cmdVerify(const QStringList &args)
    {
        expectArgs(args, 1, Text::tr("verify FILE"));
        auto c = openCampaign(args[0]);
        const LogVerification v = verifyLog(c->rolls());
        QJsonObject j{{QStringLiteral("ok"), v.ok},
                      {QStringLiteral("checked"), v.checked},
                      {QStringLiteral("entered_by_hand"), v.enteredByHand}};
        j.insert(QStringLiteral("first_bad_roll"), v.firstBadRollId ? QJsonValue(v.firstBadRollId) : QJsonValue());
        j.insert(QStringLiteral("problem"), v.problem.isEmpty() ? QJsonValue() : QJsonValue(v.problem));
        const QString text = v.ok ? Text::tr("The log verifies: %1 rolls re-derived from seed %2, %3 entered by hand.")
                                        .arg(v.checked)
                                        .arg(c->seed())
                                        .arg(v.enteredByHand)
                                  : Text::tr("The log does not verify. %1").arg(v.problem);
        print(j, text);
        return v.ok ? Success : RulesRefuse;
    }

    QCommandLineParser &p;
    QTextStream &mOut;
    QTextStream &mErr;
    quint64 mDefaultSeed;
};

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err, quint64 defaultSeed)
{
    QCommandLineParser p;
    p.setApplicationDescription(Text::tr(
        "Castellan campaign tool.\n\nCommands:\n"
        "  new FILE --name NAME [--seed N]\n"
        "  leader add FILE --name NAME --side SIDE [--priority TRAIT,TRAIT,...]\n"
        "  leader list FILE\n"
        "  leader show FILE NAME\n"
        "  wound FILE NAME N\n"
        "  deed FILE NAME\n"
        "  survive FILE NAME [--captor SIDE] [--escape-to PLACE]\n"
        "  recover FILE NAME\n"
        "  duel FILE NAME NAME [--exchanges N]\n"
        "  assassinate FILE ASSASSIN TARGET\n"
        "  log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N] [--csv]\n"
        "  luck FILE   (6s and 5s of battle fire against fair dice, by side and leader)\n"
        "  force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] [--leaders A,B]\n"
        "  force list FILE\n"
        "  battle FILE --attacker FORCE --defender FORCE --auto\n"
        "  odds battle --attacker-units N --attacker-battle B --attacker-rally R [--attacker-leaderless]\n"
        "              --defender-units N --defender-battle B --defender-rally R [--defender-leaderless]\n"
        "  simulate battle (the same options) --trials N --seed S\n"
        "  odds siege --rerolls R --turns T\n"
        "  turn FILE --auto   (the siege phase with default choices, then the end of turn)\n"
        "  map FILE\n"
        "  verify FILE\n\n"
        "Exit codes: 0 done, 1 the rules refuse (the reason is printed), 2 bad usage or bad input."));
    p.addHelpOption();
    p.addVersionOption();
    p.addOptions({
        {QStringLiteral("json"), Text::tr("Machine-readable output.")},
        {QStringLiteral("name"), Text::tr("Name of the campaign or leader."), Text::tr("NAME")},
        {QStringLiteral("seed"), Text::tr("Seed of a new campaign's dice."), Text::tr("N")},
        {QStringLiteral("side"), Text::tr("Side of a new leader (created if new); the side whose rolls log shows."), Text::tr("SIDE")},
        {QStringLiteral("priority"), Text::tr("Traits to get the highest dice, in order."), Text::tr("TRAITS")},
        {QStringLiteral("exchanges"), Text::tr("Most exchanges a duel runs."), Text::tr("N")},
        {QStringLiteral("captor"), Text::tr("Side that captures a leader who fails a survival check."), Text::tr("SIDE")},
        {QStringLiteral("escape-to"), Text::tr("Where a leader who escapes is placed."), Text::tr("PLACE")},
        {QStringLiteral("leader"), Text::tr("Only this leader's rolls."), Text::tr("NAME")},
        {QStringLiteral("limit"), Text::tr("Only the newest N rolls."), Text::tr("N")},
        {QStringLiteral("csv"), Text::tr("The roll log as CSV.")},
        {QStringLiteral("turn"), Text::tr("Only the rolls of this campaign turn."), Text::tr("N")},
        {QStringLiteral("units"), Text::tr("Good-order units of a new force."), Text::tr("N")},
        {QStringLiteral("broken"), Text::tr("Broken units of a new force."), Text::tr("N")},
        {QStringLiteral("location"), Text::tr("Where a new force stands."), Text::tr("PLACE")},
        {QStringLiteral("leaders"), Text::tr("Leaders who join a new force."), Text::tr("NAMES")},
        {QStringLiteral("attacker"), Text::tr("The attacking force."), Text::tr("FORCE")},
        {QStringLiteral("defender"), Text::tr("The defending force."), Text::tr("FORCE")},
        {QStringLiteral("auto"), Text::tr("Fight with the default choices (RULES F9).")},
        {QStringLiteral("trials"), Text::tr("Battles to simulate."), Text::tr("N")},
        {QStringLiteral("rerolls"), Text::tr("Break-in rerolls a turn (the Siege bonus, RULES S2)."), Text::tr("R")},
        {QStringLiteral("turns"), Text::tr("Turns of siege."), Text::tr("T")},
    });
    for (const QString &who : {QStringLiteral("attacker"), QStringLiteral("defender")}) {
        p.addOptions({
            {who + QStringLiteral("-units"), Text::tr("Good-order units of the %1.").arg(who), Text::tr("N")},
            {who + QStringLiteral("-battle"), Text::tr("Battle rating of the %1's commander.").arg(who), Text::tr("B")},
            {who + QStringLiteral("-rally"), Text::tr("Rally rating of the %1's commander.").arg(who), Text::tr("R")},
            {who + QStringLiteral("-leaderless"), Text::tr("The %1 has no able leader.").arg(who)},
        });
    }
    p.addPositionalArgument(QStringLiteral("command"), Text::tr("What to do; see the list above."));

    if (!p.parse(arguments)) {
        err << p.errorText() << Qt::endl;
        return BadInput;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << p.helpText();
        return Success;
    }
    if (p.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << QLatin1Char(' ') << QCoreApplication::applicationVersion()
            << Qt::endl;
        return Success;
    }
    Runner runner(p, out, err, defaultSeed);
    try {
        return runner.dispatch(p.positionalArguments());
    } catch (const Failure &f) {
        err << f.message << Qt::endl;
        if (runner.json)
            out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                             {QStringLiteral("exit_code"), int(f.code)},
                                             {QStringLiteral("error"), f.message}})
                       .toJson(QJsonDocument::Indented);
        return f.code;
    } catch (const StorageError &e) {
        err << e.message() << Qt::endl;
        return BadInput;
    }
}

} // namespace castellan
