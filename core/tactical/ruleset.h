#pragma once

#include "rules/flankrules.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <optional>

// The rule tables of a Command-dice tactical battle (RULES C1-C6): unit types, terrain and the battle die's
// faces, read from a JSON ruleset. The default ruleset, shipped as a resource, is exactly RULES C.
namespace castellan {

/** When a unit type attacks again after following up (RULES C8). */
enum class SecondAttack { Never, WithLeader, Always };

struct UnitType
{
    QString key;                        ///< "infantry"; also the battle-die face that hits it (RULES C4)
    int figures = 1;                    ///< RULES C2: a hit removes one; none left, the unit is eliminated
    int move = 1;                       ///< movement points a turn (RULES C2, C5)
    QList<int> fire;                    ///< dice at range 1, 2, …; its length is the reach (RULES C2)
    bool firesAfterMoving = true;       ///< artillery cannot move and fire in one turn
    bool mayMoveAdjacentToEnemy = true; ///< artillery never moves adjacent to an enemy
    QList<QString> defensiveFireFrom;   ///< RULES C6: enemy types whose adjacency makes a hex cost more to enter
    bool followsUp = false;             ///< RULES C8
    bool extraHexAfterFollowUp = false;
    SecondAttack secondAttack = SecondAttack::Never;
    bool fallsBack = false;          ///< RULES C9: may fall back from an adjacent non-cavalry attack
    bool returnsFireAtRange = false; ///< RULES C8: artillery's return fire on one non-adjacent unit a turn

    int reach() const { return int(fire.size()); }
    /** The dice it fires at a range (1 = adjacent); 0 out of reach. */
    int diceAt(int range) const { return range >= 1 && range <= reach() ? fire[range - 1] : 0; }
};

struct TerrainType
{
    QString key;
    int cost = 1;                  ///< movement to enter (RULES C5)
    int dice = 0;                  ///< added to an attack on a unit in it (RULES C4)
    bool ignoresFirstFlag = false; ///< RULES C5, the hill
};

/** What a face of the battle die shows (RULES C1): a unit type (by index), a flag, or crossed swords. */
struct Face
{
    enum Kind { Unit, Flag, Swords } kind = Swords;
    int unitType = -1;
    bool operator==(const Face &) const = default;
};

struct Ruleset
{
    QString name;
    int activationDice = 3;    ///< RULES C3, without leaders on the board
    int defensiveFireCost = 2; ///< RULES C6: what entering a hex under defensive fire costs
    std::array<Face, 6> faces;
    QList<UnitType> units;
    QList<TerrainType> terrain; ///< the first is the board's default ground
    FlankTable flank;           ///< RULES M1: "flank_march", optional; RULES M1's table when absent
    QByteArray hash;            ///< SHA-256 of the file's bytes, in hex: a battle records it (issue 13)
    QByteArray source;          ///< the file's bytes, to keep it with a battle under way

    std::optional<int> unitIndex(const QString &key) const;
    std::optional<int> terrainIndex(const QString &key) const;
    /** How many of the six faces hit a unit type, and how many are flags. */
    int facesHitting(int unitType) const;
    int flagFaces() const;

    /** The ruleset shipped with the app: RULES C as written. */
    static const Ruleset &standard();
    /**
     * Reads and checks a ruleset. On any fault it returns none, and `why` names the file and the field ("units[1].fire:
     * …"); nothing of a faulty file is used.
     */
    static std::optional<Ruleset> fromJson(const QByteArray &json, const QString &fileName, QString *why);
    static std::optional<Ruleset> load(const QString &path, QString *why);
};

/**
 * A unit type's, terrain's or face's key as a sentence shows it (issue 30, item 10): the shipped ruleset's keys in
 * the app's language ("Infanterie"), a ruleset's own keys as they are written. Files and JSON keep the key.
 */
QString keyText(const QString &key);

/** The most figures, dice, range and movement a ruleset may give, so no number in play overflows. */
inline constexpr int MaxRulesetValue = 20;

} // namespace castellan
