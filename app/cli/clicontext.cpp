#include "clicontext.h"

#include "cliinterrupt.h"
#include "cliwriters.h"

#include "campaign/campaign.h"
#include "campaign/timeline.h"
#include "commands/action/limittext.h"
#include "dice/dicesource.h"
#include "i18n/argtext.h"
#include "model/names.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

namespace castellan {

void CliContext::expectArgs(const QStringList &args, qsizetype n, const QString &usage) const
{
    if (args.size() != n)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
}

std::optional<qint64> wholeNumber(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("^-?[0-9]+\\z"));
    if (!digits.match(text).hasMatch()
        || (text.startsWith(QLatin1Char('-')) && text.count(QLatin1Char('0')) == text.size() - 1))
        return std::nullopt;
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

CliContext::~CliContext() = default;

Campaign *CliContext::openCampaign(const QString &path) const
{
    if (p.isSet(QStringLiteral("at")))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("--at shows a campaign as it stood, and changes nothing: "
                                     "leave it out to change the campaign as it is.")};
    if (!runStops && !CtrlCStops::anyActive())
        runStops = std::make_unique<CtrlCStops>(CtrlCStops::EndAtOnce);
    std::unique_ptr<Campaign> opened;
    try {
        if (table.counting) {
            // The dry run of table dice works on a copy: the campaign itself is never written by it.
            Campaign::open(path, CampaignAccess::ReadOnly)->saveCopy(table.copy);
            opened = Campaign::open(table.copy, CampaignAccess::OneRun);
        } else {
            opened = Campaign::open(path, CampaignAccess::OneRun);
        }
    } catch (const AccessDenied &e) {
        throw CliFailure{ExitCode::RulesRefuse, e.message()}; // the user's role on the server does not allow it
    } catch (const StorageError &e) {
        throw CliFailure{ExitCode::BadInput, e.message()};
    }
    Campaign *c = runs.emplace_back(std::move(opened)).get();
    const bool tableDice = c->options().tableDice;
    if (!table.faces.isEmpty() && !tableDice)
        throw CliFailure{
            ExitCode::RulesRefuse,
            CliText::tr("%1 rolls with the app's dice: --faces needs the table dice option (RULES D4); turn it "
                        "on with: options FILE %2 1")
                .arg(c->name(), RuleOptions::tableDiceKey())};
    if (tableDice && !table.counting && !table.checked) {
        runs.pop_back();         // its lock too: the real run opens it again
        throw TableDiceNeeded{}; // the command runs first on a copy, to count its dice
    }
    if (tableDice) {
        auto dice = std::make_unique<TableDice>(c->draws(), c->dice().state());
        dice->enter(table.faces);
        dice->setCounting(table.counting);
        dice->setCounter(&table.asked);
        c->setDiceSource(std::move(dice));
    }
    return c;
}

void CliContext::keepRuns() const
{
    if (runStops)
        runStops->keepFromNowOn(); // the commit is never cut short: once it is kept, it is told
    for (const std::unique_ptr<Campaign> &c : runs) {
        try {
            c->endBatch();
        } catch (const StorageError &e) {
            throw CliFailure{ExitCode::BadInput, CliText::tr("%1 Nothing this command did was kept.").arg(e.message())};
        }
        wrote = true;
    }
}

std::unique_ptr<Campaign> CliContext::readCampaign(const QString &path) const
{
    try {
        auto now = Campaign::open(path, CampaignAccess::ReadOnly);
        if (!p.isSet(QStringLiteral("at")))
            return now;
        const Timeline timeline(*now);
        QString why;
        const std::optional<qsizetype> point = timeline.find(p.value(QStringLiteral("at")), &why);
        if (!point)
            throw CliFailure{ExitCode::BadInput, why};
        past = std::make_unique<QTemporaryDir>();
        if (!past->isValid())
            throw CliFailure{ExitCode::BadInput, CliText::tr("No temporary folder to show the campaign as it stood.")};
        return timeline.campaignAt(*point, past->path());
    } catch (const AccessDenied &e) {
        throw CliFailure{ExitCode::RulesRefuse, e.message()}; // the user's role on the server does not allow it
    } catch (const StorageError &e) {
        throw CliFailure{ExitCode::BadInput, e.message()};
    }
}

Leader CliContext::findLeader(const Campaign &c, const QString &name) const
{
    const auto l = c.leaderByName(name);
    if (!l)
        throw CliFailure{ExitCode::BadInput, CliText::tr("There is no leader named \"%1\" in %2.").arg(name, c.path())};
    return *l;
}

Force CliContext::findForce(const Campaign &c, const QString &name) const
{
    const auto f = c.forceByName(name);
    if (!f)
        throw CliFailure{ExitCode::BadInput, CliText::tr("There is no force named \"%1\" in %2.").arg(name, c.path())};
    return *f;
}

Fortress CliContext::findFortress(const Campaign &c, const QString &name) const
{
    const auto f = c.fortressByName(name);
    if (!f)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("There is no fortress named \"%1\" in %2.").arg(name, c.path())};
    return *f;
}

Hex CliContext::hexArg(const Campaign &c, const QString &label) const
{
    const auto hex = hexFromLabel(label);
    if (!hex)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("\"%1\" is not a hex; write it as the map labels it, "
                                     "column then row (\"0304\").")
                             .arg(label)};
    if (!c.hasMap())
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("%1 has no map yet; give it one with map size.").arg(c.name())};
    if (!c.grid().contains(*hex))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Hex %1 is off the map, which is %2 x %3.")
                             .arg(argText(hexLabel(*hex)), argText(c.grid().columns()), argText(c.grid().rows()))};
    return *hex;
}

QList<qint64> CliContext::leadersOption(const Campaign &c, const QString &name) const
{
    QList<qint64> ids;
    if (!p.isSet(name) || p.value(name).trimmed().isEmpty()) // given empty: none
        return ids;
    const QStringList names = p.value(name).split(QLatin1Char(','));
    for (const QString &n : names) {
        const qint64 id = findLeader(c, n.trimmed()).id;
        if (ids.contains(id))
            throw CliFailure{ExitCode::BadInput, CliText::tr("--%1 names %2 twice.").arg(name, n.trimmed())};
        ids << id;
    }
    return ids;
}

std::optional<BattleStanding> CliContext::battleChoicesOption(const QString &option) const
{
    if (!p.isSet(option))
        return std::nullopt;
    QString why; // the rest at RULES's defaults; avoid is --avoid
    const auto chosen = battleStandingNamed(
        p.value(option), [](const QString &) { return QString(); }, why, false);
    if (!chosen)
        throw CliFailure{ExitCode::BadInput, QStringLiteral("--%1: %2").arg(option, why)};
    return chosen;
}

FightToEnd CliContext::choicesFighter(const Campaign &c) const
{
    const auto attacker = battleChoicesOption(QStringLiteral("attacker-choices"));
    const auto defender = battleChoicesOption(QStringLiteral("defender-choices"));
    if (!attacker && !defender)
        return {};
    return [&c, a = attacker.value_or(BattleStanding{}), d = defender.value_or(BattleStanding{})](CampaignBattle &f) {
        fightWithChoices(c, f, a, d);
        return QString();
    };
}

SiegeRerolls CliContext::siegeRerollsOption() const
{
    if (!p.isSet(QStringLiteral("reroll")))
        return SiegeRerolls::AllButSix;
    const auto which = siegeRerollsFromKey(p.value(QStringLiteral("reroll")));
    if (!which)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("--reroll is one of %1, not %2.")
                             .arg(siegeRerollsKeys().join(QStringLiteral(", ")), p.value(QStringLiteral("reroll")))};
    return *which;
}

void CliContext::expectOptions(const QStringList &names, const QString &usage) const
{
    for (const QString &n : names) {
        if (!p.isSet(n) || p.value(n).trimmed().isEmpty())
            throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    }
}

void CliContext::expectGoodName(const QString &name, const QString &why) const
{
    if (nameProblem(name.trimmed()) != NameProblem::None)
        throw CliFailure{ExitCode::BadInput, why};
}

void CliContext::expectGoodPlace(const QString &place) const
{
    if (const QString why = whyPlaceTooLong(place); !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why};
}

void CliContext::expectFlag(const QString &name, const QString &usage) const
{
    if (!p.isSet(name))
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
}

qint64 CliContext::findSide(const Campaign &c, const QString &name) const
{
    const auto s = c.sideByName(name);
    if (!s)
        throw CliFailure{ExitCode::BadInput, CliText::tr("There is no side named \"%1\" in %2.").arg(name, c.path())};
    return s->id;
}

int CliContext::intOption(const QString &name, int fallback, int min, int max) const
{
    if (!p.isSet(name))
        return fallback;
    const auto v = wholeNumber(p.value(name));
    if (!v || *v < min || *v > max)
        throw CliFailure{
            ExitCode::BadInput,
            CliText::tr("--%1 takes a whole number from %2 to %3.").arg(argText(name), argText(min), argText(max))};
    return int(*v);
}

double CliContext::realOption(const QString &name, double fallback, double min, double max) const
{
    if (!p.isSet(name))
        return fallback;
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || !(v >= min && v <= max))
        throw CliFailure{
            ExitCode::BadInput,
            CliText::tr("--%1 takes a number from %2 to %3.").arg(argText(name), argText(min), argText(max))};
    return v;
}

quint64 CliContext::seedOption() const
{
    if (!p.isSet(QStringLiteral("seed")))
        return defaultSeed;
    static const QRegularExpression digits(QStringLiteral("^[0-9]+\\z"));
    bool ok = false;
    const quint64 seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok || !digits.match(p.value(QStringLiteral("seed"))).hasMatch())
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("--seed takes a whole number from 0 to 18446744073709551615.")};
    return seed;
}

QString CliContext::exportTarget(const QString &option, ExportKind kind) const
{
    const QString path = p.value(option);
    if (const QString why = whyNotExportTo(path, kind); !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why};
    if (QFileInfo::exists(path) && !p.isSet(QStringLiteral("replace")))
        throw CliFailure{ExitCode::BadInput, CliText::tr("%1 exists already: add --force to replace it.").arg(path)};
    wrote = true; // once the command is done, the file is written
    return path;
}

int CliContext::print(const QJsonValue &value, const QString &text) const
{
    keepRuns(); // kept before it is said to be done
    printWhole();
    if (json)
        out << QJsonDocument(value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject()))
                   .toJson(QJsonDocument::Indented);
    else
        out << text << Qt::endl;
    return int(ExitCode::Done);
}

void CliContext::fail(const Outcome &o) const
{
    throw CliFailure{o.fileProblem ? ExitCode::BadInput : ExitCode::RulesRefuse, o.refusal};
}

int CliContext::report(const Campaign &c, const Outcome &o, QJsonObject extra) const
{
    if (!o.ok)
        fail(o);
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

} // namespace castellan
