#include "clicommands.h"
#include "cliwriters.h"

#include "campaign/campaign.h"
#include "commands/battles/battledue.h"
#include "commands/battles/campaignbattle.h"
#include "commands/campaign/sideactions.h"
#include "commands/forces/forceactions.h"
#include "i18n/argtext.h"
#include "model/limits.h"
#include "orders/standingbattle.h"

#include <QCommandLineParser>
#include <QJsonArray>

// castellan-cli's force commands: force add and list, and battle --auto.
namespace castellan {

namespace {

/** The hexes, or "nowhere". */
QString hexLabelsOrNowhere(const QList<Hex> &hexes)
{
    return hexes.isEmpty() ? CliText::tr("nowhere") : hexLabels(hexes);
}

} // namespace

int cmdForceAdd(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1,
                   CliText::tr("force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] "
                               "[--leaders NAME,NAME,...] [--cavalry N] [--artillery N]"));
    const QString name = ctx.p.value(QStringLiteral("name")).trimmed();
    const QString side = ctx.p.value(QStringLiteral("side")).trimmed();
    if (name.isEmpty() || side.isEmpty() || !ctx.p.isSet(QStringLiteral("units")))
        throw CliFailure{ExitCode::BadInput, CliText::tr("force add needs --name, --side and --units.")};
    const int units = ctx.intOption(QStringLiteral("units"), 0, 0, 10000);
    const int broken = ctx.intOption(QStringLiteral("broken"), 0, 0, 10000);
    ctx.expectGoodPlace(ctx.p.value(QStringLiteral("location")));
    const int cavalry = ctx.intOption(QStringLiteral("cavalry"), 0, 0, MaxUnitsPerForce);
    const int artillery = ctx.intOption(QStringLiteral("artillery"), 0, 0, MaxUnitsPerForce);
    if (const QString why = whyNotComposition({units, 0, broken}, cavalry, artillery); !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why};
    auto c = ctx.openCampaign(args[0]);
    const QList<qint64> leaders = ctx.leadersOption(*c, QStringLiteral("leaders"));
    ctx.expectGoodName(name, whyCannotNameForce(*c, name));
    ctx.expectGoodName(side, whyCannotNameSide(*c, side));
    if (const QString why = whyCannotNameForce(*c, name); !why.isEmpty()) // before a side is made for it
        throw CliFailure{ExitCode::RulesRefuse, why};
    // A new side through the side action, and taken back if the force is refused.
    const auto o = forSideNamed(*c, side, [&](qint64 sideId) {
        return createForce(*c, name, sideId, ctx.p.value(QStringLiteral("location")), {units, 0, broken}, leaders,
                           cavalry, artillery);
    });
    if (!o.ok)
        ctx.fail(o);
    const Force f = *c->force(o.forceId);
    return ctx.print(forceJson(*c, f), forceLine(*c, f));
}

int cmdForceList(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("force list FILE"));
    auto c = ctx.readCampaign(args[0]);
    QJsonArray all;
    QStringList lines;
    const QList<Force> forces = c->forces();
    for (const Force &f : forces) {
        all.append(forceJson(*c, f));
        lines << forceLine(*c, f);
    }
    if (lines.isEmpty())
        lines << CliText::tr("No forces yet.");
    return ctx.print(all, lines.join(QLatin1Char('\n')));
}

namespace {

/** RULES H3: --escape-to LEADER=PLACE, the owner's pick of where a leader who escaped goes (a force or fortress). */
void setRefuges(CliContext &ctx, const Campaign &c, CampaignBattle &fight, QStringList &unused)
{
    for (const QString &pair : ctx.p.values(QStringLiteral("escape-to"))) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == pair.size() - 1)
            throw CliFailure{ExitCode::BadInput, CliText::tr("--escape-to takes LEADER=PLACE, not %1.").arg(pair)};
        const Leader l = ctx.findLeader(c, pair.left(eq).trimmed());
        const QString place = pair.mid(eq + 1).trimmed();
        ctx.expectGoodPlace(place);
        if (!fight.battle().escaped().contains(l.id)) {
            unused << CliText::tr("%1 did not escape a survival check: --escape-to is not used for that leader.")
                          .arg(l.name);
            continue;
        }
        const QList<Refuge> refuges = fight.refuges(l.id);
        QStringList names;
        bool found = false;
        for (const Refuge &r : refuges) {
            names << r.name;
            if (!found && r.name.compare(place, Qt::CaseInsensitive) == 0) {
                found = true;
                fight.setRefuge(l.id, r);
            }
        }
        if (!found)
            throw CliFailure{
                ExitCode::RulesRefuse,
                CliText::tr("%1 may escape to %2, not %3 (RULES H3). The battle was fought and is not saved.")
                    .arg(l.name, names.isEmpty() ? CliText::tr("nowhere") : names.join(QStringLiteral(", ")), place)};
    }
}

void sendFlankMarches(CliContext &ctx, const Campaign &c, Battle &b)
{
    for (const FlankCommandOption &spec : flankOptions(ctx)) {
        if (!spec.types.isEmpty())
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("In a battle in rounds --flank takes a number of units (LEADER=N:left), not "
                                         "their types.")};
        const Leader l = ctx.findLeader(c, spec.leader);
        const Role role = b.side(Role::Attacker).leader(l.id) ? Role::Attacker : Role::Defender;
        if (const QString why = b.sendMarch(role, l.id, spec.units, spec.edge); !why.isEmpty())
            throw CliFailure{ExitCode::RulesRefuse, why};
    }
}

} // namespace

QList<FlankCommandOption> flankOptions(const CliContext &ctx)
{
    QList<FlankCommandOption> out;
    for (const QString &spec : ctx.p.values(QStringLiteral("flank"))) {
        if (spec.trimmed() == QLatin1String("none"))
            continue;
        const qsizetype eq = spec.lastIndexOf(QLatin1Char('='));
        const qsizetype colon = spec.lastIndexOf(QLatin1Char(':'));
        const QString unitsText = eq > 0 && colon > eq ? spec.mid(eq + 1, colon - eq - 1).trimmed() : QString();
        const auto given = wholeNumber(unitsText);
        int units = given && *given >= 1 && *given <= MaxUnitsPerForce ? int(*given) : 0;
        QStringList types; // on the board: the counters' types, "infantry,cavalry" (RULES M2: the user picks)
        if (!given && !unitsText.isEmpty()) {
            types = unitsText.split(QLatin1Char(','));
            units = types.size() <= MaxUnitsPerForce && !types.contains(QString()) ? int(types.size()) : 0;
        }
        const auto edge = colon > 0 ? edgeFromKey(spec.mid(colon + 1).trimmed()) : std::nullopt;
        if (!edge || units < 1)
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("--flank takes LEADER=UNITS:left or LEADER=UNITS:right, not %1.").arg(spec)};
        out.append({spec.left(eq).trimmed(), units, *edge, types});
    }
    return out;
}

int cmdBattle(CliContext &ctx, const QStringList &args)
{
    const QString usage =
        CliText::tr("battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE] "
                    "[--flank LEADER=UNITS:left|right] [--attacker-choices KEY=VALUE,...] "
                    "[--defender-choices KEY=VALUE,...]   (or --attacker FORCE --defender FORCE)");
    ctx.expectArgs(args, 1, usage);
    const bool atHex = ctx.p.isSet(QStringLiteral("hex"));
    if (!atHex && (!ctx.p.isSet(QStringLiteral("attacker")) || !ctx.p.isSet(QStringLiteral("defender"))))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("battle needs --hex HEX, or --attacker FORCE and --defender FORCE.")};
    if (!ctx.p.isSet(QStringLiteral("auto")))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("castellan-cli fights battles with --auto (the default choices of RULES F9); "
                                     "fight one step by step in the app.")};
    flankOptions(ctx); // well formed, or bad input, before the rules are asked anything (issue 56)
    auto c = ctx.openCampaign(args[0]);
    std::unique_ptr<CampaignBattle> fight;
    if (atHex) {
        // RULES F0: every force of the two sides at the hex; --attacker names the side that attacks when the
        // moves of this turn do not tell.
        const Hex hex = ctx.hexArg(*c, ctx.p.value(QStringLiteral("hex")));
        const qint64 attacker =
            ctx.p.isSet(QStringLiteral("attacker")) ? ctx.findForce(*c, ctx.p.value(QStringLiteral("attacker"))).id : 0;
        const DueBattle due = battleDueAt(*c, hex, attacker);
        if (!due.refusal.isEmpty())
            throw CliFailure{ExitCode::RulesRefuse, due.refusal};
        fight = std::make_unique<CampaignBattle>(*c, due.attackers, due.defenders);
    } else {
        const Force a = ctx.findForce(*c, ctx.p.value(QStringLiteral("attacker")));
        const Force d = ctx.findForce(*c, ctx.p.value(QStringLiteral("defender")));
        fight = std::make_unique<CampaignBattle>(*c, a.id, d.id);
    }
    if (!fight->refusal().isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, fight->refusal()};
    std::optional<Hex> retreatTo;
    if (ctx.p.isSet(QStringLiteral("retreat-to")))
        retreatTo = ctx.hexArg(*c, ctx.p.value(QStringLiteral("retreat-to")));
    Battle &b = fight->battle();
    sendFlankMarches(ctx, *c, b);
    if (ctx.p.isSet(QStringLiteral("avoid"))) {
        if (const QString why = b.whyCannotAvoid(); !why.isEmpty())
            throw CliFailure{ExitCode::RulesRefuse, why};
        if (retreatTo && !fight->avoidHexes().contains(*retreatTo))
            throw CliFailure{ExitCode::RulesRefuse,
                             CliText::tr("The defender may step to %1, not %2 (RULES F1).")
                                 .arg(hexLabelsOrNowhere(fight->avoidHexes()), hexLabel(*retreatTo))};
        b.attemptAvoid(); // RULES F1: the Maneuver check; on a failure battle is joined
    }
    if (const FightToEnd chosen = ctx.choicesFighter(*c)) // RULES T4: as the referee fights with standing orders
        chosen(*fight);
    else
        b.resolveToEnd();
    if (retreatTo) {
        // RULES F6a: the owner picks the space for the side that moves off (settlement.h: in a mutual battle,
        // the side that may take it).
        const auto mover = sideTakingWay(fight->settlement(), *retreatTo);
        const QString why = mover
            ? fight->setRetreatTo(*mover, *retreatTo)
            : CliText::tr("No side moves off %1 after this battle (RULES F6a).").arg(hexLabel(fight->hex()));
        if (!why.isEmpty())
            throw CliFailure{ExitCode::RulesRefuse,
                             why + QLatin1Char(' ') + CliText::tr("The battle was fought and is not saved.")};
    }
    QStringList unused;
    setRefuges(ctx, *c, *fight, unused);
    const auto o = fight->finish();
    if (!o.ok)
        ctx.fail(o);
    QStringList lines{o.summary};
    lines << unused;
    const QJsonArray events = fight->report().value(QStringLiteral("events")).toArray();
    for (const QJsonValue e : events)
        lines << CliText::tr("  round %1: %2")
                     .arg(argText(e.toObject().value(QStringLiteral("round")).toInt()),
                          argText(e.toObject().value(QStringLiteral("text")).toString()));
    return ctx.print(fight->report(), lines.join(QLatin1Char('\n')));
}

int cmdForceSplit(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr(
        "force split FILE FORCE --units N [--broken N] [--cavalry N] [--artillery N] [--leaders A,B] --name NAME");
    ctx.expectArgs(args, 2, usage);
    ctx.expectOptions({QStringLiteral("name")}, usage);
    if (!ctx.p.isSet(QStringLiteral("units")) && !ctx.p.isSet(QStringLiteral("broken"))
        && !ctx.p.isSet(QStringLiteral("leaders")))
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    const int units = ctx.intOption(QStringLiteral("units"), 0, 0, MaxUnitsPerForce);
    const int broken = ctx.intOption(QStringLiteral("broken"), 0, 0, MaxUnitsPerForce);
    const int cavalry = ctx.intOption(QStringLiteral("cavalry"), 0, 0, MaxUnitsPerForce);
    const int artillery = ctx.intOption(QStringLiteral("artillery"), 0, 0, MaxUnitsPerForce);
    auto c = ctx.openCampaign(args[0]);
    const Force f = ctx.findForce(*c, args[1]);
    const QList<qint64> leaders = ctx.leadersOption(*c, QStringLiteral("leaders"));
    ctx.expectGoodName(ctx.p.value(QStringLiteral("name")),
                       whyCannotNameForce(*c, ctx.p.value(QStringLiteral("name"))));
    const auto o = splitForce(*c, f.id, ctx.p.value(QStringLiteral("name")), {units, 0, broken}, leaders, cavalry,
                              artillery); // RULES C2: of which so many cavalry and artillery, the rest infantry
    if (!o.ok)
        ctx.fail(o);
    QJsonObject extra{{QStringLiteral("force"), forceJson(*c, *c->force(o.forceId))}};
    if (const auto rest = c->force(f.id))
        extra.insert(QStringLiteral("from"), forceJson(*c, *rest));
    else
        extra.insert(QStringLiteral("from"), QJsonValue()); // nothing was left of it
    return ctx.report(*c, o, extra);
}

int cmdForceMerge(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 3, CliText::tr("force merge FILE FORCE FORCE   (the second joins the first)"));
    auto c = ctx.openCampaign(args[0]);
    const Force into = ctx.findForce(*c, args[1]);
    const Force from = ctx.findForce(*c, args[2]);
    const auto o = mergeForces(*c, into.id, from.id);
    return ctx.report(*c, o,
                      o.ok ? QJsonObject{{QStringLiteral("force"), forceJson(*c, *c->force(into.id))}} : QJsonObject{});
}

int cmdForceEdit(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("force edit FILE FORCE [--units N] [--broken N] [--leaders A,B] [--name NAME] "
                                      "[--cavalry N] [--artillery N]");
    ctx.expectArgs(args, 2, usage);
    const QStringList changes{QStringLiteral("units"), QStringLiteral("broken"),  QStringLiteral("leaders"),
                              QStringLiteral("name"),  QStringLiteral("cavalry"), QStringLiteral("artillery")};
    if (std::none_of(changes.cbegin(), changes.cend(), [&](const QString &o) { return ctx.p.isSet(o); }))
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    auto c = ctx.openCampaign(args[0]);
    const Force f = ctx.findForce(*c, args[1]);
    Force edited = f;
    // --units is the good-order count, as in force add; flagged units exist only inside a battle.
    edited.units.good = ctx.intOption(QStringLiteral("units"), f.units.good, 0, MaxUnitsPerForce);
    edited.units.broken = ctx.intOption(QStringLiteral("broken"), f.units.broken, 0, MaxUnitsPerForce);
    if (ctx.p.isSet(QStringLiteral("name"))) {
        edited.name = ctx.p.value(QStringLiteral("name"));
        ctx.expectGoodName(edited.name, whyCannotNameForce(*c, edited.name, f.id));
    }
    edited.cavalry = ctx.intOption(QStringLiteral("cavalry"), f.cavalry, 0, MaxUnitsPerForce);
    edited.artillery = ctx.intOption(QStringLiteral("artillery"), f.artillery, 0, MaxUnitsPerForce);
    if (!ctx.p.isSet(QStringLiteral("cavalry")) && !ctx.p.isSet(QStringLiteral("artillery")))
        edited.fitComposition(); // fewer units, as losses take them: infantry first
    std::optional<QList<qint64>> leaders;
    if (ctx.p.isSet(QStringLiteral("leaders")))
        leaders = ctx.leadersOption(*c, QStringLiteral("leaders"));
    if (leaders && !leaders->contains(edited.commanderId))
        edited.commanderId = 0; // R1: a commander who leaves no longer commands
    // One action: the edit and the leaders who join or leave are checked whole and land together, or not at all.
    const Outcome o = editForce(*c, edited, leaders);
    if (!o.ok)
        ctx.fail(o);
    const auto after = c->force(f.id);
    return ctx.report(*c, o, {{QStringLiteral("force"), after ? QJsonValue(forceJson(*c, *after)) : QJsonValue()}});
}

int cmdForceDisband(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 2, CliText::tr("force disband FILE FORCE"));
    auto c = ctx.openCampaign(args[0]);
    const Force f = ctx.findForce(*c, args[1]);
    return ctx.report(*c, disbandForce(*c, f.id), {{QStringLiteral("force"), f.name}});
}

} // namespace castellan
