#include "samplecampaign.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/duel.h"
#include "commands/leaders/leaderactions.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct SampleLeader
{
    const char *name;
    int side;
    std::array<Trait, 3> priority;
};

constexpr quint64 SampleSeed = 1207;

} // namespace

namespace {

/** Every hex of a rectangle of the map. */
QList<Hex> block(int col0, int row0, int col1, int row1)
{
    QList<Hex> hexes;
    for (int c = col0; c <= col1; ++c)
        for (int r = row0; r <= row1; ++r)
            hexes.append({c, r});
    return hexes;
}

/** A 20 x 15 board: forest, hills, mountains, a marsh and a lake; four places, two fortresses. */
void addSampleMap(Campaign &c, const qint64 (&sides)[3])
{
    setMapSize(c, 20, 15);
    paintTerrain(c, block(2, 9, 5, 12), Terrain::Forest);
    paintTerrain(c, block(10, 1, 12, 3), Terrain::Hills);
    paintTerrain(c, block(17, 0, 19, 5), Terrain::Mountains);
    paintTerrain(c, block(7, 12, 9, 14), Terrain::Marsh);
    paintTerrain(c, block(15, 7, 16, 8), Terrain::Water);
    namePlace(c, {9, 7}, QStringLiteral("Ford of Ash"));
    namePlace(c, {5, 5}, QStringLiteral("Ashford"));
    namePlace(c, {15, 3}, QStringLiteral("Greywater"));
    namePlace(c, {14, 11}, QStringLiteral("Thornwall"));
    addFortress(c, QStringLiteral("Ashford Castle"), {5, 5}, 4, sides[0]);
    addFortress(c, QStringLiteral("Thornwall Keep"), {14, 11}, 5, sides[1]);
}

std::optional<Hex> placeNamed(const Campaign &c, const QString &name)
{
    for (const MapHex &h : c.mapHexes()) {
        if (h.place == name)
            return h.hex;
    }
    return std::nullopt;
}

} // namespace

std::unique_ptr<Campaign> createSampleCampaign(const QString &path)
{
    auto campaign =
        Campaign::create(path, QCoreApplication::translate("Sample", "The Sundered Crown"), SampleSeed,
                         {{QCoreApplication::translate("Sample", "Kingdom of Aldmere"), defaultSideColor(0)},
                          {QCoreApplication::translate("Sample", "Thornwall League"), defaultSideColor(1)},
                          {QCoreApplication::translate("Sample", "Free Marches"), defaultSideColor(2)}});
    const QList<Side> founded = campaign->sides();
    const qint64 sides[] = {founded.at(0).id, founded.at(1).id, founded.at(2).id};
    const SampleLeader leaders[] = {
        {"Aldric the Bold", 0, {Trait::Battle, Trait::Rally, Trait::Vitality}},
        {"Isolde of Ashford", 0, {Trait::Maneuver, Trait::Siege, Trait::Battle}},
        {"Konrad Ironhand", 0, {Trait::Duel, Trait::Vitality, Trait::Heroics}},
        {"Matilda the Wary", 0, {Trait::Rally, Trait::Maneuver, Trait::Battle}},
        {"Berengar Redbeard", 1, {Trait::Siege, Trait::Battle, Trait::Vitality}},
        {"Gisela Blackcloak", 1, {Trait::Duel, Trait::Heroics, Trait::Maneuver}},
        {"Tancred the Grim", 1, {Trait::Battle, Trait::Vitality, Trait::Rally}},
        {"Osric Longsword", 1, {Trait::Heroics, Trait::Duel, Trait::Vitality}},
        {"Ulric of the Marches", 2, {Trait::Maneuver, Trait::Battle, Trait::Rally}},
        {"Rowena Oakheart", 2, {Trait::Vitality, Trait::Heroics, Trait::Siege}},
        {"Falk the Silent", 2, {Trait::Duel, Trait::Maneuver, Trait::Heroics}},
        {"Sigmund Greymantle", 2, {Trait::Rally, Trait::Battle, Trait::Siege}},
    };
    for (const SampleLeader &s : leaders) {
        const QString name = QString::fromLatin1(s.name);
        const Roll roll = rollCreation(*campaign, name);
        const QList<Trait> priority(s.priority.begin(), s.priority.end());
        createLeader(*campaign, name, sides[s.side], roll, assignByPriority(roll.faces, priority));
    }
    // A little history, so the sheets and the log show what the app keeps.
    const auto konrad = campaign->leaderByName(QStringLiteral("Konrad Ironhand"));
    const auto gisela = campaign->leaderByName(QStringLiteral("Gisela Blackcloak"));
    const auto osric = campaign->leaderByName(QStringLiteral("Osric Longsword"));
    const auto falk = campaign->leaderByName(QStringLiteral("Falk the Silent"));
    heroicDeed(*campaign, osric->id);
    woundLeader(*campaign, falk->id, 1);
    Duel duel(*campaign, konrad->id, gisela->id);
    for (int i = 0; i < 3 && !duel.isOver(); ++i)
        duel.exchange();
    duel.finish();

    // Forces in the field: two hosts facing each other across the ford, so a battle is one move away.
    struct SampleForce
    {
        const char *name;
        int side;
        const char *location;
        Units units;
        std::array<const char *, 2> leaders;
        int beside = -1; ///< placed in the hex next to the place, in this direction (0-5 from north), or on it
    };
    const SampleForce forces[] = {
        {"Royal Host", 0, "Ford of Ash", {12, 0, 0}, {"Aldric the Bold", "Konrad Ironhand"}},
        {"Ashford Garrison", 0, "Ashford", {5, 0, 0}, {"Isolde of Ashford", nullptr}},
        {"Thornwall Levy", 1, "Ford of Ash", {10, 0, 1}, {"Tancred the Grim", "Berengar Redbeard"}, 1},
        {"Marcher Riders", 2, "Greywater", {7, 0, 0}, {"Ulric of the Marches", "Rowena Oakheart"}},
    };
    addSampleMap(*campaign, sides);
    for (const SampleForce &f : forces) {
        QList<qint64> leaderIds;
        for (const char *name : f.leaders) {
            if (name)
                leaderIds << campaign->leaderByName(QString::fromLatin1(name))->id;
        }
        const auto made = createForce(*campaign, QString::fromLatin1(f.name), sides[f.side],
                                      QString::fromLatin1(f.location), f.units, leaderIds);
        if (const auto hex = placeNamed(*campaign, QString::fromLatin1(f.location)))
            placeForce(*campaign, made.forceId, f.beside < 0 ? *hex : HexGrid::neighbour(*hex, f.beside));
    }
    campaign->undoStack()->clear(); // the sample starts with nothing to undo
    return campaign;
}

} // namespace castellan
