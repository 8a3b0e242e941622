#pragma once

#include <QString>
#include <QtGlobal>

namespace castellan {

class Campaign;

/** What the game master keeps of a players' copy: the salt, to reveal with the seed when the campaign is over. */
struct PlayersCopy
{
    QString salt;       ///< 32 random bytes, in hex
    QString commitment; ///< SHA-256 of the salt's bytes and the seed in decimal, in hex: what the copy keeps
};

/** The commitment to a seed under a salt (hex); empty when the salt is not 64 hex digits. */
QString seedCommitment(quint64 seed, const QString &saltHex);

/**
 * Writes a players' copy of the campaign (issue 15): a new campaign file without the game master's notes, the
 * seed or the dice's state, so the players cannot predict the dice; it keeps a salted commitment to the seed
 * instead, and opens read-only. Throws StorageError when the file cannot be written.
 */
PlayersCopy writePlayersCopy(const Campaign &campaign, const QString &path);

/**
 * Checks a revealed seed and salt against a players' copy's commitment: empty when they match, else why not. The
 * log can then be verified from that seed (verifyLog).
 */
QString whySeedDoesNotMatch(const Campaign &copy, quint64 seed, const QString &saltHex);

} // namespace castellan
