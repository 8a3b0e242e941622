#include "ruleset.h"

#include "model/limits.h"
#include "tactical/jsonfields.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace castellan {

namespace {

struct RulesetText
{
    Q_DECLARE_TR_FUNCTIONS(Ruleset)
};

/** Each field of a ruleset file (its name in errors). */
class Fields : public JsonFields
{
public:
    Fields(const QJsonValue &value, QString path)
        : JsonFields(value, std::move(path), RulesetText::tr("a ruleset"))
    { }
};

using Fault = FieldFault;

QString checkedKey(const QString &key, const QString &path)
{
    static const QRegularExpression shape(QStringLiteral("^[a-z][a-z0-9_]{0,31}\\z"));
    if (!shape.match(key).hasMatch())
        throw Fault{path,
                    RulesetText::tr("must be a key of lower-case letters, digits and _ (\"%1\")").arg(key.left(40))};
    if (key == QLatin1String("flag") || key == QLatin1String("swords"))
        throw Fault{path, RulesetText::tr("\"%1\" is a face of the die, not a unit type").arg(key)};
    return key;
}

UnitType readUnit(const QJsonValue &value, const QString &path)
{
    Fields f(value, path);
    UnitType u;
    u.key = checkedKey(f.text(QStringLiteral("key")), f.at(QStringLiteral("key")));
    u.figures = f.integer(QStringLiteral("figures"), 1, MaxRulesetValue);
    u.move = f.integer(QStringLiteral("move"), 0, MaxRulesetValue);
    const QJsonArray fire = f.array(QStringLiteral("fire"));
    if (fire.isEmpty() || fire.size() > MaxRulesetValue)
        throw Fault{f.at(QStringLiteral("fire")),
                    RulesetText::tr("must list the dice at range 1 and beyond (1 to %1 ranges)").arg(MaxRulesetValue)};
    for (int i = 0; i < fire.size(); ++i)
        u.fire << Fields::checkedInt(fire[i], QStringLiteral("%1[%2]").arg(f.at(QStringLiteral("fire"))).arg(i), 0,
                                     MaxRulesetValue);
    u.firesAfterMoving = f.flag(QStringLiteral("fires_after_moving"));
    u.mayMoveAdjacentToEnemy = f.flag(QStringLiteral("may_move_adjacent_to_enemy"));
    const QJsonArray from = f.array(QStringLiteral("defensive_fire_from"));
    for (int i = 0; i < from.size(); ++i) {
        if (!from[i].isString())
            throw Fault{QStringLiteral("%1[%2]").arg(f.at(QStringLiteral("defensive_fire_from"))).arg(i),
                        RulesetText::tr("must be a unit type's key")};
        u.defensiveFireFrom << from[i].toString();
    }
    u.followsUp = f.flag(QStringLiteral("follow_up"));
    u.extraHexAfterFollowUp = f.flag(QStringLiteral("extra_hex_after_follow_up"));
    const QJsonValue second = f.take(QStringLiteral("second_attack"));
    const QString s = second.toString();
    if (s == QLatin1String("never"))
        u.secondAttack = SecondAttack::Never;
    else if (s == QLatin1String("with_leader"))
        u.secondAttack = SecondAttack::WithLeader;
    else if (s == QLatin1String("always"))
        u.secondAttack = SecondAttack::Always;
    else
        throw Fault{f.at(QStringLiteral("second_attack")),
                    RulesetText::tr("must be \"never\", \"with_leader\" or \"always\"")};
    u.fallsBack = f.flag(QStringLiteral("falls_back"));
    u.returnsFireAtRange = f.flag(QStringLiteral("returns_fire_at_range"));
    f.finish();
    return u;
}

TerrainType readTerrain(const QJsonValue &value, const QString &path)
{
    Fields f(value, path);
    TerrainType t;
    t.key = checkedKey(f.text(QStringLiteral("key")), f.at(QStringLiteral("key")));
    t.cost = f.integer(QStringLiteral("cost"), 1, MaxRulesetValue);
    t.dice = f.integer(QStringLiteral("dice"), -MaxRulesetValue, MaxRulesetValue);
    t.ignoresFirstFlag = f.flag(QStringLiteral("ignores_first_flag"));
    f.finish();
    return t;
}

/** RULES M1: the level of each Maneuver rating, 1 to 6, and the leadership bonus of each level that may march. */
FlankTable readFlank(const QJsonValue &value)
{
    Fields f(value, QStringLiteral("flank_march"));
    FlankTable table;
    const QJsonArray levels = f.array(QStringLiteral("general_level"));
    if (levels.size() != 6)
        throw Fault{f.at(QStringLiteral("general_level")),
                    RulesetText::tr("must list the level of each Maneuver rating, 1 to 6")};
    for (int i = 0; i < 6; ++i) {
        const auto level = levelFromKey(levels[i].toString());
        if (!level)
            throw Fault{QStringLiteral("%1[%2]").arg(f.at(QStringLiteral("general_level"))).arg(i),
                        RulesetText::tr("must be \"incompetent\", \"poor\", \"average\", \"good\" or \"excellent\"")};
        table.byManeuver[std::size_t(i)] = *level;
    }
    Fields bonus(f.take(QStringLiteral("leadership_bonus")), f.at(QStringLiteral("leadership_bonus")));
    for (int l = int(GeneralLevel::Poor); l < GeneralLevelCount; ++l)
        table.bonus[std::size_t(l)] = bonus.integer(levelKey(GeneralLevel(l)), -MaxRulesetValue, MaxRulesetValue);
    bonus.finish();
    f.finish();
    return table;
}

Ruleset read(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        throw Fault{QString(),
                    RulesetText::tr("is not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset)};
    if (!doc.isObject())
        throw Fault{QString(), RulesetText::tr("must hold one JSON object")};
    Fields f(doc.object(), QString());
    Ruleset r;
    if (f.integer(QStringLiteral("format"), 1, 1000) != 1)
        throw Fault{QStringLiteral("format"), RulesetText::tr("is a format this version does not read (it reads 1)")};
    r.name = f.text(QStringLiteral("name"));
    r.activationDice = f.integer(QStringLiteral("activation_dice"), 1, MaxRulesetValue);
    r.defensiveFireCost = f.integer(QStringLiteral("defensive_fire_cost"), 1, MaxRulesetValue);
    const QJsonArray units = f.array(QStringLiteral("units"));
    if (units.isEmpty() || units.size() > MaxRulesetValue)
        throw Fault{QStringLiteral("units"), RulesetText::tr("must list 1 to %1 unit types").arg(MaxRulesetValue)};
    QSet<QString> keys;
    for (int i = 0; i < units.size(); ++i) {
        const QString path = QStringLiteral("units[%1]").arg(i);
        r.units << readUnit(units[i], path);
        if (keys.contains(r.units.last().key))
            throw Fault{path + QStringLiteral(".key"),
                        RulesetText::tr("\"%1\" is a unit type twice").arg(r.units.last().key)};
        keys << r.units.last().key;
    }
    for (int i = 0; i < r.units.size(); ++i) {
        for (int j = 0; j < r.units[i].defensiveFireFrom.size(); ++j) {
            if (!keys.contains(r.units[i].defensiveFireFrom[j]))
                throw Fault{QStringLiteral("units[%1].defensive_fire_from[%2]").arg(i).arg(j),
                            RulesetText::tr("\"%1\" is no unit type of this ruleset")
                                .arg(r.units[i].defensiveFireFrom[j].left(40))};
        }
    }
    const QJsonArray terrain = f.array(QStringLiteral("terrain"));
    if (terrain.isEmpty() || terrain.size() > MaxRulesetValue)
        throw Fault{QStringLiteral("terrain"),
                    RulesetText::tr("must list 1 to %1 terrains, open ground first").arg(MaxRulesetValue)};
    QSet<QString> grounds;
    for (int i = 0; i < terrain.size(); ++i) {
        const QString path = QStringLiteral("terrain[%1]").arg(i);
        r.terrain << readTerrain(terrain[i], path);
        if (grounds.contains(r.terrain.last().key))
            throw Fault{path + QStringLiteral(".key"),
                        RulesetText::tr("\"%1\" is a terrain twice").arg(r.terrain.last().key)};
        grounds << r.terrain.last().key;
    }
    const QJsonArray faces = f.array(QStringLiteral("faces"));
    if (faces.size() != 6)
        throw Fault{QStringLiteral("faces"), RulesetText::tr("must list the die's six faces")};
    for (int i = 0; i < 6; ++i) {
        const QString face = faces[i].toString();
        if (face == QLatin1String("flag"))
            r.faces[i] = {Face::Flag, -1};
        else if (face == QLatin1String("swords"))
            r.faces[i] = {Face::Swords, -1};
        else if (const auto unit = r.unitIndex(face))
            r.faces[i] = {Face::Unit, *unit};
        else
            throw Fault{QStringLiteral("faces[%1]").arg(i),
                        RulesetText::tr("must be a unit type's key, \"flag\" or \"swords\"")};
    }
    if (f.has(QStringLiteral("flank_march")))
        r.flank = readFlank(f.take(QStringLiteral("flank_march")));
    f.finish();
    r.hash = QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex();
    r.source = json;
    return r;
}

} // namespace

QString keyText(const QString &key)
{
    static const char *const shipped[] = {
        QT_TRANSLATE_NOOP("RulesetKey", "infantry"),  QT_TRANSLATE_NOOP("RulesetKey", "cavalry"),
        QT_TRANSLATE_NOOP("RulesetKey", "artillery"), QT_TRANSLATE_NOOP("RulesetKey", "clear"),
        QT_TRANSLATE_NOOP("RulesetKey", "woods"),     QT_TRANSLATE_NOOP("RulesetKey", "hill"),
        QT_TRANSLATE_NOOP("RulesetKey", "stream"),    QT_TRANSLATE_NOOP("RulesetKey", "flag"),
        QT_TRANSLATE_NOOP("RulesetKey", "swords")};
    for (const char *k : shipped) {
        if (key == QLatin1String(k))
            return QCoreApplication::translate("RulesetKey", k);
    }
    return key;
}

std::optional<int> Ruleset::unitIndex(const QString &key) const
{
    for (int i = 0; i < units.size(); ++i) {
        if (units[i].key == key)
            return i;
    }
    return std::nullopt;
}

std::optional<int> Ruleset::terrainIndex(const QString &key) const
{
    for (int i = 0; i < terrain.size(); ++i) {
        if (terrain[i].key == key)
            return i;
    }
    return std::nullopt;
}

int Ruleset::facesHitting(int unitType) const
{
    return int(std::count(faces.begin(), faces.end(), Face{Face::Unit, unitType}));
}

int Ruleset::flagFaces() const
{
    return int(std::count(faces.begin(), faces.end(), Face{Face::Flag, -1}));
}

const Ruleset &Ruleset::standard()
{
    static const Ruleset rules = [] {
        QString why;
        const auto r = load(QStringLiteral(":/rulesets/command-dice.json"), &why);
        if (!r)
            qFatal("the shipped ruleset: %s", qPrintable(why));
        return *r;
    }();
    return rules;
}

std::optional<Ruleset> Ruleset::fromJson(const QByteArray &json, const QString &fileName, QString *why)
{
    try {
        return read(json);
    } catch (const Fault &fault) {
        if (why) {
            *why = fault.field.isEmpty()
                ? RulesetText::tr("The ruleset %1 %2.").arg(fileName, fault.what)
                : RulesetText::tr("The ruleset %1: %2 %3.").arg(fileName, fault.field, fault.what);
        }
        return std::nullopt;
    }
}

std::optional<Ruleset> Ruleset::load(const QString &path, QString *why)
{
    const QFileInfo info(path);
    QFile file(path);
    QString fault;
    if (!info.exists())
        fault = RulesetText::tr("there is no such file");
    else if (!info.isFile() || info.size() > 1024 * 1024)
        fault = RulesetText::tr("it is not a file of at most 1 MB");
    else if (!file.open(QIODevice::ReadOnly))
        fault = file.errorString();
    if (!fault.isEmpty()) {
        if (why)
            *why = RulesetText::tr("Could not read the ruleset %1: %2").arg(path, fault);
        return std::nullopt;
    }
    return fromJson(file.read(1024 * 1024), info.fileName(), why);
}

} // namespace castellan
