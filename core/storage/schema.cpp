#include "schema.h"

#include "dialect.h"

namespace castellan {

QStringList migration(int from, const QSqlDatabase &db)
{
    const QString id = idColumnType(db);
    switch (from) {
    case 0:
        return {
            QStringLiteral("CREATE TABLE meta (key VARCHAR(64) PRIMARY KEY, value TEXT NOT NULL)"),
            QStringLiteral("CREATE TABLE sides (id %1, name TEXT NOT NULL, color VARCHAR(16) NOT NULL)").arg(id),
            QStringLiteral("CREATE TABLE leaders (id %1, name TEXT NOT NULL,"
                           " side_id BIGINT NOT NULL REFERENCES sides(id),"
                           " vitality_rating INTEGER NOT NULL CHECK (vitality_rating BETWEEN 1 AND 6),"
                           " heroics_rating INTEGER NOT NULL CHECK (heroics_rating BETWEEN 1 AND 6),"
                           " duel_rating INTEGER NOT NULL CHECK (duel_rating BETWEEN 1 AND 6),"
                           " maneuver_rating INTEGER NOT NULL CHECK (maneuver_rating BETWEEN 1 AND 6),"
                           " battle_rating INTEGER NOT NULL CHECK (battle_rating BETWEEN 1 AND 6),"
                           " siege_rating INTEGER NOT NULL CHECK (siege_rating BETWEEN 1 AND 6),"
                           " rally_rating INTEGER NOT NULL CHECK (rally_rating BETWEEN 1 AND 6),"
                           " creation_dice VARCHAR(32) NOT NULL, creation_roll_id BIGINT,"
                           " vitality INTEGER NOT NULL CHECK (vitality >= -1),"
                           " rerolls INTEGER NOT NULL CHECK (rerolls >= 0),"
                           " captured_by BIGINT REFERENCES sides(id),"
                           " location TEXT NOT NULL, notes TEXT NOT NULL,"
                           " last_action_turn INTEGER NOT NULL, last_recovery_turn INTEGER NOT NULL,"
                           " removed INTEGER NOT NULL DEFAULT 0)")
                .arg(id),
            QStringLiteral("CREATE TABLE rolls (id %1, turn INTEGER NOT NULL, context TEXT NOT NULL,"
                           " leader_id BIGINT REFERENCES leaders(id),"
                           " die_sides INTEGER NOT NULL CHECK (die_sides >= 2),"
                           " faces TEXT NOT NULL, result TEXT NOT NULL,"
                           " replaces_id BIGINT REFERENCES rolls(id),"
                           " draw_start BIGINT NOT NULL, draw_end BIGINT NOT NULL,"
                           " manual INTEGER NOT NULL DEFAULT 0, undone INTEGER NOT NULL DEFAULT 0)")
                .arg(id),
            QStringLiteral("CREATE INDEX rolls_by_leader ON rolls (leader_id)"),
            QStringLiteral("CREATE TABLE leader_history (id %1,"
                           " leader_id BIGINT NOT NULL REFERENCES leaders(id), turn INTEGER NOT NULL,"
                           " description TEXT NOT NULL, roll_id BIGINT REFERENCES rolls(id),"
                           " undone INTEGER NOT NULL DEFAULT 0)")
                .arg(id),
            QStringLiteral("CREATE INDEX history_by_leader ON leader_history (leader_id)"),
        };
    case 1:
        // Forces (units and leaders on the map) and the reports of the battles they fought.
        return {
            QStringLiteral("CREATE TABLE forces (id %1, name TEXT NOT NULL,"
                           " side_id BIGINT NOT NULL REFERENCES sides(id), location TEXT NOT NULL,"
                           " good INTEGER NOT NULL CHECK (good >= 0),"
                           " flagged INTEGER NOT NULL CHECK (flagged >= 0),"
                           " broken INTEGER NOT NULL CHECK (broken >= 0),"
                           " lost INTEGER NOT NULL CHECK (lost >= 0),"
                           " commander_id BIGINT, removed INTEGER NOT NULL DEFAULT 0)")
                .arg(id),
            QStringLiteral("ALTER TABLE leaders ADD COLUMN force_id BIGINT REFERENCES forces(id)"),
            QStringLiteral("CREATE TABLE battles (id %1, turn INTEGER NOT NULL, name TEXT NOT NULL,"
                           " attacker_force BIGINT REFERENCES forces(id), defender_force BIGINT REFERENCES forces(id),"
                           " result VARCHAR(32) NOT NULL, report TEXT NOT NULL, undone INTEGER NOT NULL DEFAULT 0)")
                .arg(id),
        };
    case 2:
        // The strategic map: hexes that differ from clear ground, fortresses, sieges, and where forces stand
        // and how far they have moved this turn (RULES S, T1a). The map's size and the phase are meta rows.
        return {
            QStringLiteral("CREATE TABLE map_hexes (col INTEGER NOT NULL CHECK (col >= 0),"
                           " row_index INTEGER NOT NULL CHECK (row_index >= 0),"
                           " terrain VARCHAR(16) NOT NULL, place TEXT NOT NULL, PRIMARY KEY (col, row_index))"),
            QStringLiteral("CREATE TABLE fortresses (id %1, name TEXT NOT NULL,"
                           " col INTEGER NOT NULL CHECK (col >= 0), row_index INTEGER NOT NULL CHECK (row_index >= 0),"
                           " rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 99),"
                           " owner_side_id BIGINT NOT NULL REFERENCES sides(id), removed INTEGER NOT NULL DEFAULT 0)")
                .arg(id),
            QStringLiteral("CREATE TABLE sieges (id %1, fortress_id BIGINT NOT NULL REFERENCES fortresses(id),"
                           " besieger_side_id BIGINT NOT NULL REFERENCES sides(id),"
                           " breaching_force_id BIGINT REFERENCES forces(id), started_turn INTEGER NOT NULL,"
                           " last_roll_turn INTEGER NOT NULL, break_in_turn INTEGER NOT NULL,"
                           " units_lost INTEGER NOT NULL CHECK (units_lost >= 0), ended_turn INTEGER NOT NULL,"
                           " end_reason TEXT NOT NULL, removed INTEGER NOT NULL DEFAULT 0)")
                .arg(id),
            QStringLiteral("ALTER TABLE forces ADD COLUMN col INTEGER NOT NULL DEFAULT -1"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN row_index INTEGER NOT NULL DEFAULT -1"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN move_turn INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN move_used INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN march_turn INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN march_bonus INTEGER NOT NULL DEFAULT 0"),
            // Whose roll, and fire in battle marked, for the luck ledger and the log's side filter.
            QStringLiteral("ALTER TABLE rolls ADD COLUMN side_id BIGINT REFERENCES sides(id)"),
            QStringLiteral("ALTER TABLE rolls ADD COLUMN category VARCHAR(24) NOT NULL DEFAULT ''"),
            QStringLiteral("CREATE INDEX rolls_by_category ON rolls (category)"),
            QStringLiteral("UPDATE rolls SET side_id = (SELECT side_id FROM leaders WHERE leaders.id = rolls.leader_id)"
                           " WHERE leader_id IS NOT NULL"),
        };
    case 3:
        // Where a force came from this turn (the attacker's retreat goes back there, RULES F6a), the turn
        // it last retreated (it may not move again that turn), and a siege's record.
        return {
            QStringLiteral("ALTER TABLE forces ADD COLUMN from_col INTEGER NOT NULL DEFAULT -1"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN from_row INTEGER NOT NULL DEFAULT -1"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN retreat_turn INTEGER NOT NULL DEFAULT 0"),
            // What was true while a siege ran (sides, breaching force, pickets, garrison), kept after it ends.
            QStringLiteral("ALTER TABLE sieges ADD COLUMN record TEXT NOT NULL DEFAULT ''"),
        };
    case 4:
        // The scans laid under the map, kept in the campaign so it stays one file; named by their bytes' hash,
        // so undo and redo only change which one the map's meta row names.
        return {
            QStringLiteral("CREATE TABLE map_images (id VARCHAR(64) PRIMARY KEY, data %1 NOT NULL)")
                .arg(blobColumnType(db)),
        };
    case 5:
        // A force's units by type, for the tactical battle (issue 13): cavalry and artillery, the rest infantry.
        return {
            QStringLiteral("ALTER TABLE forces ADD COLUMN cavalry INTEGER NOT NULL DEFAULT 0 CHECK (cavalry >= 0)"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN artillery INTEGER NOT NULL DEFAULT 0 CHECK (artillery >= 0)"),
        };
    case 6:
        // RULES M1: a coward may not lead a flank march (issue 14).
        return {
            QStringLiteral("ALTER TABLE leaders ADD COLUMN coward INTEGER NOT NULL DEFAULT 0 CHECK (coward IN (0, 1))"),
        };
    case 7:
        // Notes on forces and fortresses, and a mark on every kind of note that it is the game master's only: a
        // players' copy leaves those out (issue 15).
        return {
            QStringLiteral("ALTER TABLE leaders ADD COLUMN notes_gm_only INTEGER NOT NULL DEFAULT 0 CHECK "
                           "(notes_gm_only IN (0, 1))"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN notes TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE forces ADD COLUMN notes_gm_only INTEGER NOT NULL DEFAULT 0 CHECK "
                           "(notes_gm_only IN (0, 1))"),
            QStringLiteral("ALTER TABLE fortresses ADD COLUMN notes TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE fortresses ADD COLUMN notes_gm_only INTEGER NOT NULL DEFAULT 0 CHECK "
                           "(notes_gm_only IN (0, 1))"),
        };
    case 8:
        // Who changed which rows, for a shared campaign's game masters (issue 16): an action on rows another
        // changed since one looked is refused with his name. `row_keys` lists them as " leaders:3 meta:turn ".
        return {
            QStringLiteral("CREATE TABLE changes (id %1, user_name TEXT NOT NULL, action TEXT NOT NULL,"
                           " row_keys TEXT NOT NULL)")
                .arg(id),
        };
    case 9:
        // RULES F8: a leader whose retreat from a leaders' meeting failed may not try again in that battle.
        return {
            QStringLiteral("ALTER TABLE leaders ADD COLUMN retreat_failed_turn INTEGER NOT NULL DEFAULT 0"),
        };
    case 10:
        // RULES S3: a 6's break-in battle is owed until it is fought; this is the turn it was.
        return {
            QStringLiteral("ALTER TABLE sieges ADD COLUMN break_in_fought_turn INTEGER NOT NULL DEFAULT 0"),
        };
    case 11:
        // What a roll was for and what it did, as data translated when shown (issue 30, item 9): a kind and its
        // arguments. `context` and `result` keep the text in the catalogues' source language; a roll logged
        // before keeps its text as it was written.
        return {
            QStringLiteral("ALTER TABLE rolls ADD COLUMN context_data TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE rolls ADD COLUMN result_data TEXT NOT NULL DEFAULT ''"),
            // How texts speak of a leader (issue 30, item 12).
            QStringLiteral("ALTER TABLE leaders ADD COLUMN pronoun VARCHAR(8) NOT NULL DEFAULT 'he'"
                           " CHECK (pronoun IN ('he', 'she', 'they'))"),
        };
    case 12:
        // A leader's history line as data, translated when shown (issue 30, item 8), kept like a roll's context:
        // `description` holds it in the catalogues' source language; a line written before keeps its text.
        return {
            QStringLiteral("ALTER TABLE leader_history ADD COLUMN description_data TEXT NOT NULL DEFAULT ''"),
            // A battle's name the same way; its report keeps each text beside its data (`name_data`, `text_data`).
            QStringLiteral("ALTER TABLE battles ADD COLUMN name_data TEXT NOT NULL DEFAULT ''"),
            // And a siege's record and the reason it ended.
            QStringLiteral("ALTER TABLE sieges ADD COLUMN end_reason_data TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE sieges ADD COLUMN record_data TEXT NOT NULL DEFAULT ''"),
            // And where a force or a leader is, when it is a hex rather than a name ("hex 0506").
            QStringLiteral("ALTER TABLE forces ADD COLUMN location_data TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE leaders ADD COLUMN location_data TEXT NOT NULL DEFAULT ''"),
        };
    case 13:
        // Every action kept whole (issue 31): the rows it wrote before and after (`record`, JSON), its rolls,
        // the turn and phase it was taken in, and how it met the undo stack. History points and the undo stack
        // after reopening are made from these. A change kept before has no kind, and no history.
        return {
            QStringLiteral("ALTER TABLE changes ADD COLUMN action_data TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE changes ADD COLUMN kind VARCHAR(8) NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE changes ADD COLUMN command_id BIGINT NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE changes ADD COLUMN turn INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE changes ADD COLUMN phase VARCHAR(16) NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE changes ADD COLUMN made_at VARCHAR(32) NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE changes ADD COLUMN rolls_upto BIGINT NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE changes ADD COLUMN record TEXT NOT NULL DEFAULT ''"),
        };
    default: return {};
    }
}

} // namespace castellan
