#pragma once

#include "commands/action/outcome.h"
#include "tactical/ruleset.h"

// The ruleset a campaign's battles on the board use (issue 13): the shipped one, or an edited copy, kept in the
// campaign file so the campaign stays one file and its battles stay reproducible.
namespace castellan {

class Campaign;

/** The campaign's tactical ruleset: its own, or the shipped one (also when its own cannot be read any more). */
Ruleset tacticalRuleset(const Campaign &campaign);
/** RULES M1: the level table of the campaign's ruleset. */
FlankTable flankTable(const Campaign &campaign);
/** Takes the ruleset in `file` for the campaign's battles on the board; an empty name goes back to the shipped one. */
Outcome setTacticalRuleset(Campaign &campaign, const QString &file);

} // namespace castellan
