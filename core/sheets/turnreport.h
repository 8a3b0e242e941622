#pragma once

#include <QString>

namespace castellan {

class Campaign;

/**
 * A side's report of a turn (issue 31), as a self-contained HTML page: the actions taken with its forces and
 * leaders, its battles with their rolls, its sieges, what happened to its leaders, and the other sides' forces it
 * could see (all of them, unless hidden movement is on). It is made from the campaign as the turn ended (as it
 * stands, for the turn under way) and holds nothing the side could not see. A player of a shared campaign reads
 * an ended turn's report as the game master's client kept it when the turn ended (keepForPlayers).
 */
struct TurnReport
{
    qint64 sideId = 0;
    int turn = 1;

    /** Empty when the campaign has that side and turn, else why not (for the user). */
    QString whyNot(const Campaign &c) const;
    /** The page. Throws StorageError when the campaign's history cannot be read. */
    QString html(const Campaign &c) const;
    /**
     * Writes the page to `path`, as HTML or as a PDF made from it, whole or not at all; empty when done, else why
     * not. Throws StorageError as html() does.
     */
    QString write(const Campaign &c, const QString &path, bool pdf) const;
    /**
     * On a server, a game master's client keeps each side's report of the turn just ended, for its players: they
     * cannot read the history a report of an ended turn is made from. Nothing to do on a file. Throws StorageError.
     */
    static void keepForPlayers(Campaign &c, int endedTurn);
    /** A file name for it: "Campaign - turn 3 - Red.html" with `suffix`, safe on every system. */
    QString fileName(const Campaign &c, const QString &suffix) const;
};

} // namespace castellan
