// Players' orders on a shared campaign (issue 32, RULES T4): order, orders, standing, and the referee.
#include "clicommands.h"
#include "cliinterrupt.h"

#include "campaign/campaign.h"
#include "map/mapmodel.h"
#include "model/limits.h"
#include "orders/ordergiving.h"
#include "orders/ordermarches.h"
#include "orders/ordertext.h"
#include "orders/referee.h"
#include "orders/standingbattle.h"
#include "storage/orderbook.h"
#include "storage/serverlocation.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace castellan {

namespace {

std::unique_ptr<Campaign> sharedForOrders(const CliContext &ctx, const QString &url)
{
    if (!ServerLocation::isUrl(url))
        throw CliFailure{ExitCode::BadInput,
                         CliText::tr("Orders are given on a shared campaign: %1 is not a server campaign's URL.")
                             .arg(url.left(200))};
    auto c = ctx.readCampaign(url);
    if (!c->orderBook())
        throw CliFailure{ExitCode::BadInput, CliText::tr("Orders are given on a shared campaign, on a server.")};
    return c;
}

/** The side the user gives orders for: a player's own; a game master names one with --side. */
qint64 orderingSide(const CliContext &ctx, const Campaign &c)
{
    const Viewer viewer = c.viewer().value_or(Viewer{});
    if (viewer.role == ServerRole::GameMaster && !ctx.p.isSet(QStringLiteral("side")))
        throw CliFailure{ExitCode::BadInput, CliText::tr("A game master names the side: --side SIDE.")};
    const qint64 side =
        ctx.p.isSet(QStringLiteral("side")) ? ctx.findSide(c, ctx.p.value(QStringLiteral("side"))) : viewer.sideId;
    if (const QString why = whyCannotOrderFor(c, side); !why.isEmpty())
        throw CliFailure{ExitCode::RulesRefuse, why};
    return side;
}

QJsonValue nameOrNull(const QString &name)
{
    return name.isEmpty() ? QJsonValue() : QJsonValue(name);
}

QString fortressOf(const Campaign &c, qint64 siegeId)
{
    const auto siege = c.siege(siegeId);
    const auto fort = siege ? c.fortress(siege->fortressId) : std::nullopt;
    return fort ? fort->name : QString();
}

QJsonArray leaderNames(const Campaign &c, const QList<qint64> &ids)
{
    QJsonArray names;
    for (qint64 id : ids) {
        const auto leader = c.leader(id);
        names.append(leader ? leader->name : QString::number(id));
    }
    return names;
}

/** RULES M2: the flank marches an order sends, as --flank names them ("Ana=2:left"). */
QJsonArray marchNames(const Campaign &c, const QString &flank)
{
    QJsonArray out;
    QString why;
    for (const MarchOrder &m : marchOrdersFrom(flank, why).value_or(QList<MarchOrder>{})) {
        const auto leader = c.leader(m.leaderId);
        out.append(
            QStringLiteral("%1=%2:%3")
                .arg(leader ? leader->name : QString::number(m.leaderId), QString::number(m.units), edgeKey(m.edge)));
    }
    return out;
}

QJsonObject orderJson(const Campaign &c, const Order &o)
{
    QJsonArray path;
    for (const Hex &h : o.path)
        path.append(hexLabel(h));
    const auto force = c.force(o.forceId);
    const auto leader = c.leader(o.leaderId);
    return {{QStringLiteral("id"), o.id},
            {QStringLiteral("side"), c.sideName(o.sideId)},
            {QStringLiteral("user"), o.user},
            {QStringLiteral("kind"), orderKindKey(o.kind)},
            {QStringLiteral("force"), nameOrNull(force ? force->name : QString())},
            {QStringLiteral("leader"), nameOrNull(leader ? leader->name : QString())},
            {QStringLiteral("path"), path},
            {QStringLiteral("forced_march"), o.forcedMarch},
            {QStringLiteral("fortress"), nameOrNull(fortressOf(c, o.siegeId))},
            {QStringLiteral("reroll"), nameOrNull(o.rerolls)},
            {QStringLiteral("heroic_rerolls"), o.heroicRerolls},
            {QStringLiteral("leaders"), leaderNames(c, o.leaderIds)},
            {QStringLiteral("occupy"), o.occupy},
            {QStringLiteral("choices"), nameOrNull(o.choices)},
            {QStringLiteral("flank"), marchNames(c, o.flank)},
            {QStringLiteral("status"), orderStatusKey(o.status)},
            {QStringLiteral("result"), o.result},
            {QStringLiteral("rule"), nameOrNull(o.rule)},
            {QStringLiteral("change"), o.changeId > 0 ? QJsonValue(o.changeId) : QJsonValue()},
            {QStringLiteral("made_at"), o.madeAt.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("answered_at"),
             o.answeredAt.isValid() ? QJsonValue(o.answeredAt.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue()}};
}

QString orderLine(const Campaign &c, const Order &o)
{
    QString line = CliText::tr("#%1 %2, %3: %4")
                       .arg(QString::number(o.id), c.sideName(o.sideId), orderText(c, o), orderStatusText(o.status));
    if (!o.result.isEmpty())
        line += QStringLiteral(". ") + o.result;
    return line;
}

/** --wait: the order once the referee answered it, or as it stands after `seconds`. */
Order awaitAnswer(const Campaign &c, Order order, int seconds)
{
    const OrderBook *book = c.orderBook();
    const QDeadlineTimer deadline(qint64(seconds) * 1000);
    book->awaitNotice(order.sideId, 0); // listening from here on: an answer after this is heard
    for (;;) {
        order = onServer([&] { return book->order(order.id).value_or(order); });
        if (order.status != OrderStatus::Pending || deadline.hasExpired())
            return order;
        onServer(
            [&] { return book->awaitNotice(order.sideId, int(std::min<qint64>(deadline.remainingTime(), 1000))); });
    }
}

/** Prints an order just given, or with --wait its answer: exit 0 done, 1 refused. */
int reportOrder(const CliContext &ctx, const Campaign &c, Order order)
{
    if (ctx.p.isSet(QStringLiteral("wait"))) {
        order = awaitAnswer(c, order, ctx.intOption(QStringLiteral("timeout"), 60, 1, 86400));
        if (order.status == OrderStatus::Pending)
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("No referee answered order %1 in time; it is still pending.").arg(order.id)};
    }
    ctx.print(orderJson(c, order), orderLine(c, order));
    return int(order.status == OrderStatus::Refused ? ExitCode::RulesRefuse : ExitCode::Done);
}

qint64 siegeOfFortress(const CliContext &ctx, const Campaign &c, const QString &name)
{
    const Fortress fort = ctx.findFortress(c, name);
    const auto siege = c.siegeOf(fort.id);
    if (!siege)
        throw CliFailure{ExitCode::RulesRefuse, CliText::tr("%1 is not under siege.").arg(fort.name)};
    return siege->id;
}

/** RULES T4: --choices, checked here as the referee checks them (a mover never avoids, F1). */
QString battleChoicesOption(const CliContext &ctx, bool withAvoid)
{
    const QString choices = ctx.p.value(QStringLiteral("choices"));
    if (QString why; !battleChoicesFrom(choices, why, withAvoid))
        throw CliFailure{ExitCode::BadInput, why};
    return choices;
}

/** RULES M2, T4: --flank LEADER=UNITS:left|right, repeatable: the side's own leaders, a number of units each. */
QString flankMarchesOption(const CliContext &ctx, const Campaign &c)
{
    QList<MarchOrder> marches;
    for (const FlankCommandOption &spec : flankOptions(ctx)) {
        if (!spec.types.isEmpty())
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("An order's --flank takes a number of units (LEADER=N:left), not their "
                                         "types.")};
        marches << MarchOrder{ctx.findLeader(c, spec.leader).id, spec.units, spec.edge};
    }
    return marchOrdersText(marches);
}

Order orderFromArgs(const CliContext &ctx, const Campaign &c, const QStringList &args)
{
    const QString usage =
        CliText::tr("order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] [--flank "
                    "LEADER=UNITS:left|right] | deed LEADER | end-movement | break-in FORTRESS [--reroll WHICH] "
                    "[--heroic-rerolls N] | "
                    "sortie FORTRESS "
                    "--target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank "
                    "LEADER=UNITS:left|right] [--wait]");
    Order o;
    o.sideId = orderingSide(ctx, c);
    const QString what = args.value(1);
    if (what == QLatin1String("move") && args.size() == 3) {
        if (!ctx.p.isSet(QStringLiteral("forced-march"))) // a forced march alone names no hexes
            ctx.expectOptions({QStringLiteral("to")}, usage);
        o.kind = OrderKind::Move;
        o.forceId = ctx.findForce(c, args[2]).id;
        for (const QString &label : ctx.p.value(QStringLiteral("to")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            o.path << ctx.hexArg(c, label);
        o.forcedMarch = ctx.p.isSet(QStringLiteral("forced-march"));
        o.choices = battleChoicesOption(ctx, false);
        o.flank = flankMarchesOption(ctx, c);
    } else if (what == QLatin1String("deed") && args.size() == 3) {
        o.kind = OrderKind::Deed;
        o.leaderId = ctx.findLeader(c, args[2]).id;
    } else if (what == QLatin1String("end-movement") && args.size() == 2) {
        o.kind = OrderKind::EndMovement;
    } else if (what == QLatin1String("break-in") && args.size() == 3) {
        o.kind = OrderKind::BreakIn;
        o.siegeId = siegeOfFortress(ctx, c, args[2]);
        if (ctx.p.isSet(QStringLiteral("reroll"))) // else the side's standing order (RULES T4)
            o.rerolls = siegeRerollsKey(ctx.siegeRerollsOption());
        o.heroicRerolls = ctx.intOption(QStringLiteral("heroic-rerolls"), 0, 0, MaxRerolls);
    } else if (what == QLatin1String("sortie") && args.size() == 3) {
        ctx.expectOptions({QStringLiteral("target")}, usage);
        o.kind = OrderKind::Sortie;
        o.siegeId = siegeOfFortress(ctx, c, args[2]);
        o.forceId = ctx.findForce(c, ctx.p.value(QStringLiteral("target"))).id;
        o.leaderIds = ctx.leadersOption(c, QStringLiteral("leaders"));
        o.occupy = ctx.p.isSet(QStringLiteral("occupy"));
    } else if (what == QLatin1String("answer") && args.size() == 3) {
        o = answerOrder(o.sideId, ctx.hexArg(c, args[2]), battleChoicesOption(ctx, true), flankMarchesOption(ctx, c));
    } else {
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    }
    if (o.kind == OrderKind::Move && o.path.isEmpty() && !o.forcedMarch)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    return o;
}

} // namespace

int cmdOrder(CliContext &ctx, const QStringList &args)
{
    if (args.size() < 2)
        throw CliFailure{
            ExitCode::BadInput,
            CliText::tr("Usage: castellan-cli order URL move|deed|end-movement|break-in|sortie|answer|withdraw …")};
    auto c = sharedForOrders(ctx, args[0]);
    const OrderBook *book = c->orderBook();
    if (args[1] == QLatin1String("withdraw")) {
        const auto id = args.size() == 3 ? wholeNumber(args[2]) : std::nullopt;
        if (!id)
            throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli order URL withdraw ID")};
        if (!onServer([&] { return book->withdraw(*id); }))
            throw CliFailure{ExitCode::RulesRefuse,
                             CliText::tr("Order %1 is not a pending order of your side: it was answered, withdrawn, "
                                         "or is not yours to withdraw (RULES T4).")
                                 .arg(*id)};
        return reportOrder(ctx, *c, onServer([&] { return *book->order(*id); }));
    }
    const Order wanted = orderFromArgs(ctx, *c, args);
    const qint64 id = onServer([&] { return book->give(wanted); });
    return reportOrder(ctx, *c, onServer([&] { return book->order(id).value_or(wanted); }));
}

int cmdQuestions(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("questions URL [--pending]"));
    auto c = sharedForOrders(ctx, args[0]);
    const QList<Question> questions =
        onServer([&] { return c->orderBook()->questions(ctx.p.isSet(QStringLiteral("pending"))); });
    QJsonArray all;
    QStringList lines;
    for (const Question &q : questions) {
        all.append(QJsonObject{{QStringLiteral("id"), q.id},
                               {QStringLiteral("side"), c->sideName(q.sideId)},
                               {QStringLiteral("hex"), hexLabel(q.hex)},
                               {QStringLiteral("asked_at"), q.askedAt.toUTC().toString(Qt::ISODateWithMs)},
                               {QStringLiteral("deadline"), q.deadline.toUTC().toString(Qt::ISODateWithMs)},
                               {QStringLiteral("status"), q.status},
                               {QStringLiteral("result"), q.result}});
        lines << CliText::tr("#%1 %2, the battle at %3: %4 (answer by %5). %6")
                     .arg(QString::number(q.id), c->sideName(q.sideId), hexLabel(q.hex), q.status,
                          QLocale().toString(q.deadline.toLocalTime(), QLocale::ShortFormat), q.result)
                     .trimmed();
    }
    return ctx.print(all,
                     lines.isEmpty() ? CliText::tr("No battle waits for an answer.") : lines.join(QLatin1Char('\n')));
}

int cmdOrders(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("orders URL [--pending]"));
    auto c = sharedForOrders(ctx, args[0]);
    const QList<Order> orders =
        onServer([&] { return c->orderBook()->orders(ctx.p.isSet(QStringLiteral("pending"))); });
    QJsonArray all;
    QStringList lines;
    for (const Order &o : orders) {
        all.append(orderJson(*c, o));
        lines << orderLine(*c, o);
    }
    return ctx.print(all, lines.isEmpty() ? CliText::tr("No orders.") : lines.join(QLatin1Char('\n')));
}

int cmdStanding(CliContext &ctx, const QStringList &args)
{
    const QString usage = CliText::tr("standing URL [KEY [VALUE]]");
    if (args.isEmpty() || args.size() > 3)
        throw CliFailure{ExitCode::BadInput, CliText::tr("Usage: castellan-cli %1").arg(usage)};
    auto c = sharedForOrders(ctx, args[0]);
    const qint64 side = orderingSide(ctx, *c);
    const OrderBook *book = c->orderBook();
    if (args.size() >= 2) {
        const auto spec = standingOrderSpec(args[1]);
        if (!spec)
            throw CliFailure{ExitCode::BadInput,
                             CliText::tr("A standing order is one of %1, not %2.")
                                 .arg(standingOrderKeys().join(QStringLiteral(", ")), args[1])};
        if (args.size() == 3) {
            if (!spec->values.contains(args[2]))
                throw CliFailure{ExitCode::BadInput,
                                 CliText::tr("%1 is one of %2, not %3.")
                                     .arg(spec->key, spec->values.join(QStringLiteral(", ")), args[2])};
            onServer([&] { book->setStanding(side, spec->key, args[2]); });
        }
    }
    const QHash<QString, QString> set = onServer([&] { return book->standing(side); });
    QJsonObject all;
    QStringList lines;
    for (const StandingOrderSpec &spec : standingOrderSpecs()) {
        if (args.size() >= 2 && spec.key != args[1])
            continue;
        const QString value = standingOrderValue(spec, set.value(spec.key));
        all.insert(spec.key, value);
        lines << CliText::tr("%1: %2 (RULES %3)").arg(spec.key, value, spec.rule);
    }
    return ctx.print(QJsonObject{{QStringLiteral("side"), c->sideName(side)}, {QStringLiteral("standing"), all}},
                     lines.join(QLatin1Char('\n')));
}

int cmdReferee(CliContext &ctx, const QStringList &args)
{
    ctx.expectArgs(args, 1, CliText::tr("referee URL [--once]"));
    auto listening = sharedForOrders(ctx, args[0]);
    if (listening->viewer().value_or(Viewer{}).role != ServerRole::GameMaster)
        throw CliFailure{ExitCode::RulesRefuse, CliText::tr("Only a game master referees the orders (RULES T4).")};
    const bool once = ctx.p.isSet(QStringLiteral("once"));
    const CtrlCStops stops;
    QJsonArray answers;
    RefereePass total;
    for (;;) {
        listening->orderBook()->awaitNotice(0, 0); // listening before the pass: an order given during it wakes the next
        const RefereePass pass = onServer([&] {
            return refereePending(args[0], [&](const Order &o, const OrderAnswer &a) {
                Order answered = o;
                answered.status = a.status;
                answered.result = a.result;
                answered.rule = a.rule;
                answered.changeId = a.changeId;
                if (ctx.json)
                    answers.append(orderJson(*listening, answered));
                else
                    ctx.out << orderLine(*listening, answered) << Qt::endl;
            });
        });
        total.done += pass.done;
        total.refused += pass.refused;
        total.expired += pass.expired;
        if (once || stops.pressed())
            break;
        // Woken by a new order, or by the deadline of a battle that waits for an answer (RULES T4; the machine's
        // clock is taken to agree with the server's).
        const auto deadline = onServer([&] { return listening->orderBook()->nextDeadline(); });
        const auto due = [&deadline] { return deadline && QDateTime::currentDateTimeUtc() >= *deadline; };
        while (!stops.pressed() && !due() && !listening->orderBook()->awaitNotice(0, 500)) { }
        if (stops.pressed())
            break;
    }
    if (ctx.json)
        ctx.print(QJsonObject{{QStringLiteral("done"), total.done},
                              {QStringLiteral("refused"), total.refused},
                              {QStringLiteral("expired"), total.expired},
                              {QStringLiteral("answers"), answers}},
                  {});
    else
        ctx.out << CliText::tr("Orders carried out: %1; refused: %2; battles fought at their deadline: %3.")
                       .arg(total.done)
                       .arg(total.refused)
                       .arg(total.expired)
                << Qt::endl;
    return int(stops.pressed() ? ExitCode::Stopped : ExitCode::Done);
}

} // namespace castellan
