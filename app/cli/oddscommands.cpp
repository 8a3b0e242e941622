#include "clicommands.h"
#include "cliwriters.h"

#include "cliinterrupt.h"

#include "i18n/argtext.h"
#include "odds/battlesimulator.h"
#include "odds/breakinodds.h"
#include "odds/flankodds.h"
#include "odds/siegeodds.h"

#include <QCommandLineParser>
#include <QJsonArray>

// castellan-cli's odds: odds battle (RULES O1), simulate battle, odds siege (O2).
namespace castellan {

namespace {

SideSpec oddsSide(const CliContext &ctx, const QString &who)
{
    const QString units = who + QStringLiteral("-units");
    if (!ctx.p.isSet(units))
        throw CliFailure{ExitCode::BadInput, CliText::tr("--%1 is required.").arg(units)};
    SideSpec s;
    const auto good = wholeNumber(ctx.p.value(units));
    s.good = good && *good >= 1 && *good <= MaxOddsUnits ? int(*good) : 0;
    if (s.good == 0)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("--%1 takes a whole number from 1 to %2: the exact odds take up to %2 units a "
                                     "side, which they answer in a few seconds.")
                             .arg(units, argText(MaxOddsUnits))};
    s.leaderless = ctx.p.isSet(who + QStringLiteral("-leaderless"));
    if (!s.leaderless) {
        const QString battle = who + QStringLiteral("-battle");
        const QString rally = who + QStringLiteral("-rally");
        if (!ctx.p.isSet(battle) || !ctx.p.isSet(rally))
            throw CliFailure{
                ExitCode::BadInput,
                CliText::tr("--%1 and --%2 are required unless the side is leaderless.").arg(battle, rally)};
        s.battle = ctx.intOption(battle, 0, 1, 6);
        s.rally = ctx.intOption(rally, 0, 1, 6);
    }
    return s;
}

/** RULES M1: a general's level that may march, by its key. */
GeneralLevel levelOption(const CliContext &ctx, const QString &name)
{
    const auto level = levelFromKey(ctx.p.value(name).trimmed());
    if (!level || *level == GeneralLevel::Incompetent)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("--%1 takes a general's level: poor, average, good or excellent (RULES M1; an "
                                     "incompetent general never marches, M2).")
                             .arg(name)};
    return *level;
}

QJsonArray numbers(const std::vector<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

/** --flank-units N --flank-level LEVEL --flank-side attacker|defender: a command on a flank march (RULES M3),
 *  its units beside the side's units on the field; none when no --flank option is given. */
std::optional<FlankSpec> flankOption(const CliContext &ctx)
{
    const QStringList names{QStringLiteral("flank-units"), QStringLiteral("flank-level"), QStringLiteral("flank-side")};
    if (std::none_of(names.cbegin(), names.cend(), [&](const QString &n) { return ctx.p.isSet(n); }))
        return std::nullopt;
    ctx.expectOptions(names,
                      CliText::tr("A flank march takes --flank-units N --flank-level LEVEL --flank-side "
                                  "attacker|defender together."));
    FlankSpec f;
    f.units = ctx.intOption(QStringLiteral("flank-units"), 0, 1, MaxFlankOddsUnits);
    f.level = levelOption(ctx, QStringLiteral("flank-level"));
    const QString side = ctx.p.value(QStringLiteral("flank-side")).trimmed();
    if (side != QLatin1String("attacker") && side != QLatin1String("defender"))
        throw CliFailure{ExitCode::BadInput, CliText::tr("--flank-side takes attacker or defender.")};
    f.side = side == QLatin1String("attacker") ? Role::Attacker : Role::Defender;
    f.table = rulesetOption(ctx).flank;
    return f;
}

} // namespace

int cmdOddsFlank(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("Usage: castellan-cli odds flank --level LEVEL --turns T [--ruleset FILE]");
    if (!args.isEmpty())
        throw CliFailure{ExitCode::BadInput, usage};
    ctx.expectOptions({QStringLiteral("level"), QStringLiteral("turns")}, usage);
    const GeneralLevel level = levelOption(ctx, QStringLiteral("level"));
    const int turns = ctx.intOption(QStringLiteral("turns"), 1, 1, MaxFlankTurns);
    const FlankTable table = rulesetOption(ctx).flank;
    const FlankOdds o = flankOdds(table, level, turns);
    const QJsonObject j{{QStringLiteral("level"), levelKey(level)},
                        {QStringLiteral("leadership_bonus"), table.bonusOf(level)},
                        {QStringLiteral("turns"), turns},
                        {QStringLiteral("arrived_by_turn"), numbers(o.arrivedByTurn)},
                        {QStringLiteral("aborted_by_turn"), numbers(o.abortedByTurn)},
                        {QStringLiteral("aborted"), o.aborted()}};
    QStringList lines;
    for (int t = 0; t < turns; ++t)
        lines << CliText::tr("  by turn %1: arrived %2%, aborted %3%")
                     .arg(argText(t + 1), QStringLiteral("%1").arg(100 * o.arrivedByTurn[std::size_t(t)], 0, 'f', 3),
                          QStringLiteral("%1").arg(100 * o.abortedByTurn[std::size_t(t)], 0, 'f', 3));
    return ctx.print(
        j,
        CliText::tr("A flank march under a %1 general (leadership bonus %2), RULES M3:\n%3")
            .arg(levelName(level).toLower(), argText(table.bonusOf(level)), lines.join(QLatin1Char('\n'))));
}

int cmdOdds(CliContext &ctx, const QStringList &args, bool simulate)
{
    if (!args.isEmpty())
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("odds battle takes options only, not %1.").arg(args.join(QLatin1Char(' ')))};
    const SideSpec a = oddsSide(ctx, QStringLiteral("attacker"));
    const SideSpec d = oddsSide(ctx, QStringLiteral("defender"));
    // RULES S3: the attacker is the breaching force, the defender the garrison (leaderless: no leader inside).
    const bool breakIn = ctx.p.isSet(QStringLiteral("break-in"));
    BreakInStart start;
    start.besieger = a;
    start.garrison = d;
    const std::optional<FlankSpec> flank = flankOption(ctx);
    if (flank && breakIn)
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("A break-in battle has no flanks to march on (RULES S3, M2).")};
    if (const QString why = breakIn ? checkBreakIn(start)
            : flank                 ? checkFlankBattle(a, d, *flank)
                                    : checkSides(a, d);
        !why.isEmpty())
        throw CliFailure{ExitCode::BadInput, why};
    BattleOdds o;
    QJsonObject j;
    // The rounds cost several times the rest (RULES O1's state space once per round): asked for with --rounds.
    const bool roundsAsked = ctx.p.isSet(QStringLiteral("rounds"));
    const bool rounds = simulate || flank || (roundsAsked && !breakIn && roundsCounted(a, d));
    {
        const CtrlCStops ctrlC;
        if (simulate) {
            const int trials = ctx.intOption(QStringLiteral("trials"), 10000, 1, MaxTrials);
            const quint64 seed = ctx.seedOption();
            o = simulateBattles(a, d, trials, seed, ctrlC.flag(), BattleFlags{breakIn, false},
                                flank ? &*flank : nullptr);
            j = oddsJson(o);
            j.insert(QStringLiteral("trials"), trials);
            j.insert(QStringLiteral("seed"), QString::number(seed));
        } else if (flank) {
            o = flankBattleOdds(a, d, *flank, ctrlC.flag());
            j = oddsJson(o);
            j.insert(QStringLiteral("error_bound"), o.unaccounted);
        } else if (breakIn) {
            o = exactBreakInOdds(start, ctrlC.flag());
            j = oddsJson(o);
            j.insert(QStringLiteral("error_bound"), o.unaccounted);
        } else {
            o = exactBattleOdds(a, d, ctrlC.flag(), rounds ? OddsDetail::WithRounds : OddsDetail::WithoutRounds);
            j = oddsJson(o);
            j.insert(QStringLiteral("error_bound"), o.unaccounted);
        }
        if (o.cancelled || ctrlC.pressed())
            throw CliFailure{ExitCode::Stopped, CliText::tr("Stopped with Ctrl+C: no odds.")};
    }
    j.insert(QStringLiteral("rounds_counted"), rounds);
    j.insert(QStringLiteral("break_in"), breakIn);
    if (flank) {
        j.insert(QStringLiteral("flank"),
                 QJsonObject{{QStringLiteral("side"),
                              flank->side == Role::Attacker ? QStringLiteral("attacker") : QStringLiteral("defender")},
                             {QStringLiteral("units"), flank->units},
                             {QStringLiteral("level"), levelKey(flank->level)}});
    }
    double expectedRounds = 0;
    for (std::size_t i = 0; i < o.rounds.size(); ++i)
        expectedRounds += double(i) * o.rounds[i];
    QString roundsText;
    if (rounds)
        roundsText = CliText::tr("Rounds: %1 on average.").arg(expectedRounds, 0, 'f', 2);
    else if (breakIn)
        roundsText = CliText::tr("Rounds: not counted for a break-in battle.");
    else if (roundsAsked)
        roundsText = CliText::tr("Rounds: not counted for more than %1 units a side.").arg(MaxRoundsUnits);
    else
        roundsText = CliText::tr("Rounds: add --rounds to count them.");
    const QString text = CliText::tr("Attacker wins %1%, defender wins %2%, mutual %3%.\n"
                                     "Attacker annihilated %4%, defender annihilated %5%.\n"
                                     "Units left: attacker %6, defender %7. %8")
                             .arg(QStringLiteral("%1").arg(100 * o.attackerWins, 0, 'f', 3),
                                  QStringLiteral("%1").arg(100 * o.defenderWins, 0, 'f', 3),
                                  QStringLiteral("%1").arg(100 * o.mutual, 0, 'f', 3),
                                  QStringLiteral("%1").arg(100 * o.attackerAnnihilated, 0, 'f', 3),
                                  QStringLiteral("%1").arg(100 * o.defenderAnnihilated, 0, 'f', 3),
                                  QStringLiteral("%1").arg(o.attackerUnitsLeft, 0, 'f', 3),
                                  QStringLiteral("%1").arg(o.defenderUnitsLeft, 0, 'f', 3), roundsText);
    return ctx.print(j, text);
}

int cmdSiegeOdds(CliContext &ctx, const QStringList &args)
{
    if (!args.isEmpty())
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("odds siege takes options only, not %1.").arg(args.join(QLatin1Char(' ')))};
    if (!ctx.p.isSet(QStringLiteral("rerolls")) || !ctx.p.isSet(QStringLiteral("turns")))
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli odds siege --rerolls R --turns T")};
    const int rerolls = ctx.intOption(QStringLiteral("rerolls"), 0, 0, 5);
    const int turns = ctx.intOption(QStringLiteral("turns"), 0, 1, 10000);
    const SiegeOdds o = siegeOdds(rerolls, turns);
    QJsonArray byTurn;
    for (double v : o.byTurn)
        byTurn.append(v);
    const QJsonObject j{{QStringLiteral("p_break_in"), o.breakIn},
                        {QStringLiteral("expected_losses"), o.expectedLosses},
                        {QStringLiteral("rerolls"), rerolls},
                        {QStringLiteral("turns"), turns},
                        {QStringLiteral("p_break_in_by_turn"), byTurn}};
    return ctx.print(j,
                     CliText::tr("Break-in within %1 turn(s) with %2 reroll(s) a turn: %3%; units expected lost "
                                 "to 1s before it: %4.")
                         .arg(argText(turns), argText(rerolls), QStringLiteral("%1").arg(100 * o.breakIn, 0, 'f', 3),
                              QStringLiteral("%1").arg(o.expectedLosses, 0, 'f', 4)));
}

} // namespace castellan
