#pragma once

#include "i18n/rolltext.h"

#include "map/hexgrid.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <optional>

// What the strategic map holds: terrain and places, fortresses and sieges (RULES S, T1a).
namespace castellan {

/** Terrain types; each has a movement cost (RULES T1a, campaign option, default 1). */
enum class Terrain { Clear, Forest, Hills, Mountains, Marsh, Water };
inline constexpr int TerrainCount = 6;

/** The stored name of a terrain ("clear", "forest" …), never translated. */
QString terrainKey(Terrain t);
std::optional<Terrain> terrainFromKey(const QString &key);
/** The terrain's name for the user. */
QString terrainName(Terrain t);
/** The meta key of a terrain's movement cost. */
QString movementCostKey(Terrain t);

/** A hex that differs from the default (clear, no place name); the others are not stored. */
struct MapHex
{
    Hex hex;
    Terrain terrain = Terrain::Clear;
    QString place;

    bool isDefault() const { return terrain == Terrain::Clear && place.isEmpty(); }
    bool operator==(const MapHex &) const = default;
};

/** A hex from a table of the hexes that differ from the default; a default one when it is not there. */
MapHex hexIn(const QHash<Hex, MapHex> &hexes, const Hex &h);

/** The usual label of a printed map's hex: column then row, from 01, two digits each ("0304"). */
QString hexLabel(const Hex &h);
/** Several hexes as the map labels them, in order: "0304, 0305". */
QString hexLabels(const QList<Hex> &hexes);
/** The hex a label names ("0304" or "3-4"), or none. */
std::optional<Hex> hexFromLabel(const QString &label);

/** A fortress (RULES S1): its garrison is the owner's forces in its hex. */
struct Fortress
{
    qint64 id = 0;
    QString name;
    Hex hex;
    int rating = 1; ///< strength a besieger needs (RULES S1)
    qint64 ownerSideId = 0;
    QString notes;
    bool notesGmOnly = false; ///< the notes are the game master's: a players' copy leaves them out

    bool operator==(const Fortress &) const = default;
};

/** A siege (RULES S1-S5), kept after it ends so its record stays. */
struct Siege
{
    qint64 id = 0;
    qint64 fortressId = 0;
    qint64 besiegerSideId = 0;
    qint64 breachingForceId = 0;
    int startedTurn = 0;
    int lastRollTurn = 0;      ///< the last turn whose break-in roll is done (RULES S2: one a turn, from the next)
    int breakInTurn = 0;       ///< turn of the last 6 (RULES S3, S4)
    int breakInFoughtTurn = 0; ///< turn whose break-in battle was fought (RULES S3): a 6 is owed until then
    int unitsLost = 0;         ///< units lost to 1s (RULES S2)
    int endedTurn = 0;         ///< 0 while the siege goes on
    RollText endReason;        ///< why it ended (RULES S5), for the user
    RollText record;           ///< what was true while it ran, as the user reads it; kept as it was when it ends

    bool active() const { return endedTurn == 0; }
    int turnsUnderSiege(int currentTurn) const { return (active() ? currentTurn : endedTurn) - startedTurn + 1; }
    /** RULES S3: this turn's 6 waits for its break-in battle. */
    bool breakInOwed(int currentTurn) const
    {
        return active() && breakInTurn == currentTurn && breakInFoughtTurn < currentTurn;
    }
    bool operator==(const Siege &) const = default;
};

} // namespace castellan
