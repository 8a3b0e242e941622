#include "order.h"

#include "rules/siegerules.h"

#include <QRegularExpression>

namespace castellan {

namespace {

const char *const KindKeys[] = {"move", "deed", "end_movement", "break_in", "sortie", "answer"};
const char *const StatusKeys[] = {"pending", "done", "refused", "withdrawn"};

template<typename E, size_t N>
std::optional<E> fromKey(const char *const (&keys)[N], const QString &key)
{
    for (size_t i = 0; i < N; ++i) {
        if (key == QLatin1String(keys[i]))
            return E(i);
    }
    return std::nullopt;
}

} // namespace

QString orderKindKey(OrderKind kind)
{
    return QLatin1String(KindKeys[int(kind)]);
}

std::optional<OrderKind> orderKindFromKey(const QString &key)
{
    return fromKey<OrderKind>(KindKeys, key);
}

QStringList orderKindKeys()
{
    QStringList keys;
    for (const char *key : KindKeys)
        keys << QLatin1String(key);
    return keys;
}

QString orderStatusKey(OrderStatus status)
{
    return QLatin1String(StatusKeys[int(status)]);
}

std::optional<OrderStatus> orderStatusFromKey(const QString &key)
{
    return fromKey<OrderStatus>(StatusKeys, key);
}

const QList<StandingOrderSpec> &standingOrderSpecs()
{
    // avoid: when another side's move brings battle, the defending commander tries F1's Maneuver check.
    // ask: that battle waits for the side's own answer, until the game master's limit (T4).
    // The battle's own choices, in a battle the referee fights (T4): whose force takes each loss (F0), the
    // heroic rerolls of the fire (H2), when to retreat (F6), where to go (F1, F6a) and where escaped leaders go (H3).
    // siege_rerolls: which break-in dice the besieger re-rolls when the siege phase is run for him (S2).
    static const QList<StandingOrderSpec> specs{
        {QStringLiteral("avoid"), {QStringLiteral("no"), QStringLiteral("yes")}, QStringLiteral("F1")},
        {QStringLiteral("ask"), {QStringLiteral("no"), QStringLiteral("yes")}, QStringLiteral("T4")},
        {QStringLiteral("losses"), {QStringLiteral("most_units"), QStringLiteral("last_raised")}, QStringLiteral("F0")},
        {QStringLiteral("battle_rerolls"), {QStringLiteral("none"), QStringLiteral("misses")}, QStringLiteral("H2")},
        {QStringLiteral("retreat"),
         {QStringLiteral("never"), QStringLiteral("when_outnumbered"), QStringLiteral("always")},
         QStringLiteral("F6")},
        {QStringLiteral("retreat_to"),
         {QStringLiteral("rules_default"), QStringLiteral("toward_friends")},
         QStringLiteral("F6a")},
        {QStringLiteral("escape_to"),
         {QStringLiteral("nearest"), QStringLiteral("nearest_fortress"), QStringLiteral("largest_force")},
         QStringLiteral("H3")},
        {QStringLiteral("siege_rerolls"), siegeRerollsKeys(), QStringLiteral("S2")},
    };
    return specs;
}

QStringList standingOrderKeys()
{
    QStringList keys;
    for (const StandingOrderSpec &s : standingOrderSpecs())
        keys << s.key;
    return keys;
}

std::optional<StandingOrderSpec> standingOrderSpec(const QString &key)
{
    for (const StandingOrderSpec &s : standingOrderSpecs()) {
        if (s.key == key)
            return s;
    }
    return std::nullopt;
}

QString standingOrderValue(const StandingOrderSpec &spec, const QString &set)
{
    return spec.values.contains(set) ? set : spec.values.first();
}

QString ruleNamedIn(const QString &text)
{
    static const QRegularExpression cited(QStringLiteral("RULES ([A-Z][0-9]+[a-z]?(?:[,;]? *[A-Z][0-9]+[a-z]?)*)"));
    const QRegularExpressionMatch first = cited.match(text);
    if (!first.hasMatch())
        return {};
    return first.captured(1).split(QRegularExpression(QStringLiteral("[,; ]+")), Qt::SkipEmptyParts).first();
}

} // namespace castellan
