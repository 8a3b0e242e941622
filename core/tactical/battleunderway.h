#pragma once

#include "tactical/battlejournal.h"
#include "tactical/scenario.h"

#include <QByteArray>

#include <optional>

// A battle on the board under way, as it is kept after every step (issue 13: a battle interrupted by closing the
// app resumes where it was): what it was set up as, by which ruleset, and the journal of its play.
namespace castellan {

struct BattleUnderway
{
    /** A stand-alone scenario, kept whole with its ruleset; otherwise the campaign's battle at `hex`. */
    bool standAlone = false;
    Hex hex; ///< a campaign battle's hex
    QByteArray rulesetHash;
    QByteArray setupHash;     ///< setupFingerprint(): the battle resumes only on this very setup
    QByteArray rulesetSource; ///< a scenario's ruleset file
    QJsonObject scenario;     ///< a scenario's setup (scenario.h)
    quint64 seed = 0;         ///< a scenario's own dice
    quint64 draws = 0;        ///< and the values they had drawn
    QList<TacticalStep> journal;
    QList<qint64> rollIds;    ///< a campaign battle's rolls, already in the campaign's log
    QJsonObject arrangement;  ///< how a campaign battle's board was arranged before its first roll, or empty
    qint64 attackerForce = 0; ///< RULES F0: the attacking force named when the moves did not tell, or 0
    qint64 defenderForce = 0; ///< and the defending force named where three sides stood, or 0
    int turn = 0;             ///< where it stands, to say so before it is resumed
};

QByteArray underwayJson(const BattleUnderway &battle);
/** Reads a battle kept under way; none, and `why` naming the field, when it is faulty. */
std::optional<BattleUnderway> underwayFromJson(const QByteArray &json, QString *why);
/**
 * A digest of everything a setup holds (campaign forces and leaders too): the same setup, the same digest, in any
 * language the app runs in. `withTitle`: as earlier versions made it, with the battle's translated title in it, so
 * a battle kept by them still resumes in the language it was kept in.
 */
QByteArray setupFingerprint(const TacticalSetup &setup, const Ruleset &rules, bool withTitle = false);

} // namespace castellan
