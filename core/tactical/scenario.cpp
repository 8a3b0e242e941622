#include "scenario.h"

#include "i18n/argtext.h"
#include "i18n/rollkinds.h"
#include "model/limits.h"
#include "model/names.h"
#include "tactical/jsonfields.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>

namespace castellan {

namespace {

struct ScenarioText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalScenario)
};

using Fault = FieldFault;

int number(const QJsonObject &o, const QString &key, const QString &path, int min, int max,
           std::optional<int> fallback = {})
{
    if (!o.contains(key)) {
        if (fallback)
            return *fallback;
        throw Fault{path + key, ScenarioText::tr("is missing")};
    }
    return JsonFields::checkedInt(o.value(key), path + key, min, max);
}

/** A leader's pronoun: "he" when the scenario does not say (issue 30). */
Pronoun pronounOf(const QJsonObject &o, const QString &path)
{
    const QJsonValue v = o.value(QStringLiteral("pronoun"));
    if (v.isUndefined())
        return Pronoun::He;
    const auto p = pronounFromKey(v.toString());
    if (!p)
        throw Fault{path + QStringLiteral("pronoun"), ScenarioText::tr("must be \"he\", \"she\" or \"they\"")};
    return *p;
}

QString text(const QJsonObject &o, const QString &key, const QString &path)
{
    const QJsonValue v = o.value(key);
    if (!v.isString() || nameProblem(v.toString().trimmed()) != NameProblem::None)
        throw Fault{
            path + key,
            ScenarioText::tr("must be a text of 1 to %1 characters, without control characters").arg(MaxNameLength)};
    return v.toString().trimmed();
}

/** What a chooser says of the battle: optional, since a scenario of one's own need not say it. */
QString description(const QJsonObject &o)
{
    const QJsonValue v = o.value(QStringLiteral("description"));
    if (v.isUndefined())
        return {};
    if (!v.isString() || v.toString().size() > MaxDescriptionLength)
        throw Fault{QStringLiteral("description"),
                    ScenarioText::tr("must be a text of at most %1 characters").arg(MaxDescriptionLength)};
    return v.toString().trimmed();
}

Hex hexOf(const QJsonObject &o, const QString &path, const TacticalBoard &board)
{
    const auto hex = hexFromLabel(o.value(QStringLiteral("hex")).toString());
    if (!hex || !board.contains(*hex))
        throw Fault{path + QStringLiteral("hex"),
                    ScenarioText::tr("must be a hex of the %1 x %2 board, as 0304").arg(board.columns).arg(board.rows)};
    return *hex;
}

/** RULES M2: "flank_marches", each a general, his level, an edge and units off the board; ids after the board's. */
void readMarches(const QJsonObject &o, const Ruleset &rules, TacticalSetup &setup, ScenarioUse use)
{
    setup.flank = rules.flank;
    const QJsonArray marches = o.value(QStringLiteral("flank_marches")).toArray();
    int nextId = int(setup.units.size()) + 1;
    int sent[2] = {0, 0};
    for (int i = 0; i < marches.size(); ++i) {
        const QString path = QStringLiteral("flank_marches[%1].").arg(i);
        const QJsonObject m = marches[i].toObject();
        TacticalMarch march;
        march.side = number(m, QStringLiteral("side"), path, 0, 1);
        const auto edge = edgeFromKey(m.value(QStringLiteral("edge")).toString());
        if (!edge)
            throw Fault{path + QStringLiteral("edge"), ScenarioText::tr("must be \"left\" or \"right\"")};
        march.edge = *edge;
        const auto level = levelFromKey(m.value(QStringLiteral("level")).toString());
        if (!level || *level == GeneralLevel::Incompetent)
            throw Fault{path + QStringLiteral("level"),
                        ScenarioText::tr("must be \"poor\", \"average\", \"good\" or \"excellent\" (RULES M1, M2)")};
        march.level = *level;
        const QJsonObject general = m.value(QStringLiteral("general")).toObject();
        march.general = BoardLeader{
            0, text(general, QStringLiteral("name"), path + QStringLiteral("general.")),
            number(general, QStringLiteral("heroics"), path + QStringLiteral("general."), 0, 6, 0),
            number(general, QStringLiteral("rerolls"), path + QStringLiteral("general."), 0, MaxRerolls, 0)};
        march.general.pronoun = pronounOf(general, path + QStringLiteral("general."));
        const QJsonArray units = m.value(QStringLiteral("units")).toArray();
        if (units.isEmpty() || units.size() > 1000)
            throw Fault{path + QStringLiteral("units"),
                        ScenarioText::tr("must list the units that march, one at least")};
        for (int k = 0; k < units.size(); ++k) {
            const QString upath = path + QStringLiteral("units[%1].").arg(k);
            const QJsonObject u = units[k].toObject();
            TacticalUnit unit;
            unit.id = nextId++;
            unit.side = march.side;
            const auto type = rules.unitIndex(u.value(QStringLiteral("type")).toString());
            if (!type)
                throw Fault{upath + QStringLiteral("type"),
                            ScenarioText::tr("must be a unit type of the ruleset %1").arg(rules.name)};
            unit.type = *type;
            const int full = rules.units[unit.type].figures;
            unit.figures = number(u, QStringLiteral("figures"), upath, 1, full, full);
            unit.hex = {-1, -1};
            march.units << unit;
        }
        sent[march.side] += int(march.units.size());
        setup.marches << march;
    }
    for (int side = 0; side < 2 && use == ScenarioUse::Play; ++side) {
        const int all = sent[side]
            + int(std::count_if(setup.units.cbegin(), setup.units.cend(),
                                [side](const TacticalUnit &u) { return u.side == side; }));
        if (sent[side] > maxFlankUnits(all))
            throw Fault{QStringLiteral("flank_marches"),
                        ScenarioText::tr("send %1 of %2's %3 units: at most half may march (RULES M2)")
                            .arg(argText(sent[side]), setup.sideNames[side], argText(all))};
    }
}

TacticalScenario read(const QByteArray &json, const Ruleset &rules, ScenarioUse use)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        throw Fault{QString(),
                    ScenarioText::tr("is not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset)};
    if (!doc.isObject())
        throw Fault{QString(), ScenarioText::tr("must hold one JSON object")};
    const QJsonObject o = doc.object();
    if (number(o, QStringLiteral("format"), QString(), 1, 1000) != 1)
        throw Fault{QStringLiteral("format"), ScenarioText::tr("is a format this version does not read (it reads 1)")};
    TacticalScenario s;
    s.name = text(o, QStringLiteral("name"), QString());
    s.description = description(o);
    const QJsonObject ruleset = o.value(QStringLiteral("ruleset")).toObject();
    s.rulesetName = ruleset.value(QStringLiteral("name")).toString();
    s.rulesetHash = ruleset.value(QStringLiteral("hash")).toString().toLatin1();
    const QJsonObject board = o.value(QStringLiteral("board")).toObject();
    s.setup.board.columns = number(board, QStringLiteral("columns"), QStringLiteral("board."), 1, MaxBoardColumns);
    s.setup.board.rows = number(board, QStringLiteral("rows"), QStringLiteral("board."), 1, MaxBoardRows);
    const QJsonArray terrain = board.value(QStringLiteral("terrain")).toArray();
    for (int i = 0; i < terrain.size(); ++i) {
        const QString path = QStringLiteral("board.terrain[%1].").arg(i);
        const QJsonObject t = terrain[i].toObject();
        const Hex hex = hexOf(t, path, s.setup.board);
        const auto ground = rules.terrainIndex(t.value(QStringLiteral("terrain")).toString());
        if (!ground)
            throw Fault{path + QStringLiteral("terrain"),
                        ScenarioText::tr("must be a terrain of the ruleset %1").arg(rules.name)};
        s.setup.board.setTerrain(hex, *ground);
    }
    const QJsonArray sides = o.value(QStringLiteral("sides")).toArray();
    if (sides.size() != 2)
        throw Fault{QStringLiteral("sides"), ScenarioText::tr("must list the two sides")};
    for (int i = 0; i < 2; ++i) {
        const QString path = QStringLiteral("sides[%1].").arg(i);
        s.setup.sideNames[i] = text(sides[i].toObject(), QStringLiteral("name"), path);
        s.setup.unitsToWin[i] = number(sides[i].toObject(), QStringLiteral("units_to_win"), path, 0, 1000, 0);
    }
    if (s.setup.sideNames[0].compare(s.setup.sideNames[1], Qt::CaseInsensitive) == 0)
        throw Fault{QStringLiteral("sides[1].name"), ScenarioText::tr("must differ from the first side's")};
    s.setup.firstSide = number(o, QStringLiteral("first_side"), QString(), 0, 1, 0);
    const QJsonArray units = o.value(QStringLiteral("units")).toArray();
    QSet<Hex> taken;
    int count[2] = {0, 0};
    for (int i = 0; i < units.size(); ++i) {
        const QString path = QStringLiteral("units[%1].").arg(i);
        const QJsonObject u = units[i].toObject();
        TacticalUnit unit;
        unit.id = i + 1;
        unit.side = number(u, QStringLiteral("side"), path, 0, 1);
        const auto type = rules.unitIndex(u.value(QStringLiteral("type")).toString());
        if (!type)
            throw Fault{path + QStringLiteral("type"),
                        ScenarioText::tr("must be a unit type of the ruleset %1").arg(rules.name)};
        unit.type = *type;
        unit.hex = hexOf(u, path, s.setup.board);
        if (taken.contains(unit.hex))
            throw Fault{path + QStringLiteral("hex"), ScenarioText::tr("holds another unit already")};
        taken << unit.hex;
        const int full = rules.units[unit.type].figures;
        unit.figures = number(u, QStringLiteral("figures"), path, 1, full, full);
        if (u.contains(QStringLiteral("leader"))) {
            const QJsonObject l = u.value(QStringLiteral("leader")).toObject();
            unit.leader =
                BoardLeader{0, text(l, QStringLiteral("name"), path + QStringLiteral("leader.")),
                            number(l, QStringLiteral("heroics"), path + QStringLiteral("leader."), 0, 6),
                            number(l, QStringLiteral("rerolls"), path + QStringLiteral("leader."), 0, MaxRerolls, 0)};
            unit.leader->pronoun = pronounOf(l, path + QStringLiteral("leader."));
        }
        ++count[unit.side];
        s.setup.units << unit;
    }
    for (int i = 0; i < 2 && use == ScenarioUse::Play; ++i) {
        if (count[i] == 0)
            throw Fault{
                QStringLiteral("units"),
                ScenarioText::tr("must give each side a unit at least (%1 has none)").arg(s.setup.sideNames[i])};
        if (s.setup.unitsToWin[i] > count[1 - i])
            throw Fault{QStringLiteral("sides[%1].units_to_win").arg(i),
                        ScenarioText::tr("is more than the enemy's %n unit(s)", nullptr, count[1 - i])};
    }
    readMarches(o, rules, s.setup, use);
    s.setup.title = RollText(RollKind::ScenarioBattle, {s.name});
    return s;
}

QJsonObject leaderJson(const BoardLeader &l)
{
    QJsonObject o{{QStringLiteral("name"), l.name}, {QStringLiteral("heroics"), l.heroics}};
    if (l.rerolls > 0)
        o.insert(QStringLiteral("rerolls"), l.rerolls); // RULES H2
    if (l.pronoun != Pronoun::He)
        o.insert(QStringLiteral("pronoun"), pronounKey(l.pronoun));
    return o;
}

} // namespace

QJsonObject scenarioJson(const TacticalScenario &s, const Ruleset &rules)
{
    QJsonArray terrain;
    for (int r = 0; r < s.setup.board.rows; ++r) {
        for (int c = 0; c < s.setup.board.columns; ++c) {
            if (const int t = s.setup.board.terrainAt({c, r}); t != 0)
                terrain.append(QJsonObject{{QStringLiteral("hex"), hexLabel({c, r})},
                                           {QStringLiteral("terrain"), rules.terrain[t].key}});
        }
    }
    QJsonArray sides;
    for (int i = 0; i < 2; ++i)
        sides.append(QJsonObject{{QStringLiteral("name"), s.setup.sideNames[i]},
                                 {QStringLiteral("units_to_win"), s.setup.unitsToWin[i]}});
    QJsonArray units;
    for (const TacticalUnit &u : s.setup.units) {
        QJsonObject o{{QStringLiteral("side"), u.side},
                      {QStringLiteral("type"), rules.units[u.type].key},
                      {QStringLiteral("hex"), hexLabel(u.hex)},
                      {QStringLiteral("figures"), u.figures}};
        if (u.leader) {
            o.insert(QStringLiteral("leader"), leaderJson(*u.leader));
        }
        units.append(o);
    }
    QJsonArray marches;
    for (const TacticalMarch &m : s.setup.marches) {
        QJsonArray marching;
        for (const TacticalUnit &u : m.units)
            marching.append(
                QJsonObject{{QStringLiteral("type"), rules.units[u.type].key}, {QStringLiteral("figures"), u.figures}});
        marches.append(QJsonObject{{QStringLiteral("side"), m.side},
                                   {QStringLiteral("edge"), edgeKey(m.edge)},
                                   {QStringLiteral("level"), levelKey(m.level)},
                                   {QStringLiteral("general"), leaderJson(m.general)},
                                   {QStringLiteral("units"), marching}});
    }
    QJsonObject out{
        {QStringLiteral("format"), 1},
        {QStringLiteral("name"), s.name},
        {QStringLiteral("ruleset"),
         QJsonObject{{QStringLiteral("name"), rules.name}, {QStringLiteral("hash"), QString::fromLatin1(rules.hash)}}},
        {QStringLiteral("board"),
         QJsonObject{{QStringLiteral("columns"), s.setup.board.columns},
                     {QStringLiteral("rows"), s.setup.board.rows},
                     {QStringLiteral("terrain"), terrain}}},
        {QStringLiteral("sides"), sides},
        {QStringLiteral("first_side"), s.setup.firstSide},
        {QStringLiteral("units"), units}};
    if (!marches.isEmpty())
        out.insert(QStringLiteral("flank_marches"), marches);
    if (!s.description.isEmpty())
        out.insert(QStringLiteral("description"), s.description);
    return out;
}

std::optional<TacticalScenario> scenarioFromJson(const QByteArray &json, const Ruleset &rules, const QString &fileName,
                                                 QString *why, ScenarioUse use)
{
    try {
        return read(json, rules, use);
    } catch (const Fault &fault) {
        if (why) {
            *why = fault.field.isEmpty()
                ? ScenarioText::tr("The scenario %1 %2.").arg(fileName, fault.what)
                : ScenarioText::tr("The scenario %1: %2 %3.").arg(fileName, fault.field, fault.what);
        }
        return std::nullopt;
    }
}

std::optional<TacticalScenario> loadScenario(const QString &path, const Ruleset &rules, QString *why, ScenarioUse use)
{
    const QFileInfo info(path);
    QFile file(path);
    if (!info.isFile() || info.size() > 4 * 1024 * 1024 || !file.open(QIODevice::ReadOnly)) {
        if (why)
            *why =
                ScenarioText::tr("Could not read the scenario %1: it is no readable file of at most 4 MB.").arg(path);
        return std::nullopt;
    }
    return scenarioFromJson(file.read(4 * 1024 * 1024), rules, info.fileName(), why, use);
}

} // namespace castellan
