<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AttackOdds</name>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle %1, round %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avoid battle (Maneuver check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the defender avoids battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: battle is joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic deeds are attempted at the start of a round (RULES F7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That leader is not in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not able to act (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heroic deed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker fires %1 dice: 6s %2, 5s %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender fires %1 dice: 6s %2, 5s %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fire, reroll by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends a reroll: a %2 becomes a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties are taken after the fire (RULES F3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 takes the hits: %2 eliminated, %3 flagged; now %4 good, %5 flagged, %6 broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The besieger withdraws from the breach (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreat (Maneuver check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the %4 retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the retreat fails and the flagged units break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no able leader: its flagged units break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies against Rally %2: %3 of %4 flagged return to good order, the rest break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker wins the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender wins the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides are defeated: the battle is mutual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survival check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 against Heroics %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reactivation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reactivates %2 of %3 broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 reactivated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6s %1, 5s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has attempted his deed this round (RULES F7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side retreats between rounds, instead of rallying (RULES F6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders of a fortress may not retreat (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leaderless side may not try to retreat (RULES F6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle is avoided before the first round, or not at all (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders of a fortress may not avoid a break-in battle (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender has no able leader to make the Maneuver check: it must stand and fight (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every space around is held by the enemy or cannot be entered: the defender may not try to avoid battle (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender broken units rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallies the broken defenders against Rally %2: %3 of %4 return to good order (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank marches are sent before the first round, before any die is rolled (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A break-in battle has no flanks to march on (RULES S3, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already leads a flank march in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That leader is not with the %1 in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s force has %2 good-order units: a command marches with its own force&apos;s units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads %2 units of the %3 on a flank march by the %4 (a %5 general, leadership bonus %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays with the %2: his flank march is called off before the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flank march of %2 (arrival)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 6: he stays excellent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The march is aborted: its units are lost to the battle and go back to the campaign after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It arrives at the start of the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flank march arrives by the %2: %3 units join the %4 in good order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: his %2 units go back to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends a reroll on his survival check: a %2 becomes a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 6: he rises to %1 for this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 1: he falls to %1 for this battle, and his modifier goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has attempted her deed this round (RULES F7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has attempted their deed this round (RULES F7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends a reroll on her survival check: a %2 becomes a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends a reroll on their survival check: a %2 becomes a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays with the %2: her flank march is called off before the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays with the %2: their flank march is called off before the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 6: she rises to %1 for this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 6: they rise to %1 for this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 6: she stays excellent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 6: they stay excellent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 1: she falls to %1 for this battle, and her modifier goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double 1: they fall to %1 for this battle, and their modifier goes back to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: her %2 units go back to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: their %2 units go back to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleDue</name>
    <message>
        <source>No battle is due at %1: the forces of two sides must stand there (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker must be one of the forces at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides at %1 moved in this turn, or neither did: name the attacker (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three sides stand at %1: name the attacker and the defender (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy stands in %1 with %2: a battle is fought on one space (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy stands at %1 with %2: a battle is fought on one space (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle is due at %1: fight it before the turn ends (RULES T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender must be a force of another side at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleOdds</name>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 cannot have a negative number of units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no units: a battle needs units on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1&apos;s Battle and Rally ratings must be from 1 to 6 (RULES L2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has %2 units; the exact odds take up to %3 a side, which they answer in a few seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleReport</name>
    <message>
        <source>The attacker wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutual defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender avoided battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleRules</name>
    <message>
        <source>Casualties cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More units are eliminated than the side has in that state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each 6 eliminates one unit (RULES F3): %1 must be eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each 5 flags one good-order unit, and surplus 5s are lost (RULES F3): %1 must be flagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 good, %2 flagged, %3 broken</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleUnderway</name>
    <message>
        <source>must be a SHA-256 in hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a battle under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be the ruleset file&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a hex, as 0304</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a roll&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle under way %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle under way: %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a force&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardSetup</name>
    <message>
        <source>A scenario&apos;s name has 1 to %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle on the board has sides 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side&apos;s name has 1 to %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two sides need names of their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle board is %1 to %2 columns by %3 to %4 rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s unit at %2 would stand off its own rows; move it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset %1 has no such terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the %2 x %3 board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets up on its own rows, the %2 nearest its edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a unit already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset %1 has no such unit type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such unit on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader&apos;s name has 1 to %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader&apos;s Heroics is from 0 to 6 (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads the unit at %2 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units to win is from 0 (half the enemy&apos;s, rounded up) to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no unit on the board yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would need %2 enemy units to win; the enemy has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An incompetent general may not lead a flank march (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march&apos;s general needs a name of 1 to %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most half of %1&apos;s units may march on the flanks (RULES M2): %2 of %3 would.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is no unit type of the ruleset %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader holds 0 to %1 rerolls (RULES H2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BreakInOdds</name>
    <message>
        <source>breaching force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>garrison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 cannot have a negative number of units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The breaching force has no units: a break-in needs units (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The garrison has no units: the fortress falls at once, with no battle (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has %2 units; the exact odds of a break-in take up to %3 a side, which they answer in about a second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1&apos;s Battle and Rally ratings must be from 1 to 6 (RULES L2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <source>The campaign %1 has no valid seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 is open read-only: nothing can be changed in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 is a players&apos; copy: it is only for looking at, and nothing can be changed in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are an observer of this shared campaign: you can look at what is public, but not change anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed by %1 since you looked: nothing of this was done, and the campaign now shows the change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That action is no longer kept in the campaign: it cannot be undone or redone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are a player of this shared campaign, for %1: you look at your side&apos;s leaders, forces and rolls and at what is public, and give your side&apos;s orders in View ▸ Orders, which the referee carries out (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no row and no roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it writes %1, which no action changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its row %1 is not a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its row %1 holds what the campaign&apos;s tables refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of change #%2 (&quot;%3&quot;): %4. It is not redone, and the campaign is left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of change #%2 (&quot;%3&quot;): %4. It is not undone, and the campaign is left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names %1, no row a campaign keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names roll #%1, which the log does not hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignBattle</name>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force cannot fight itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 serve the same side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no good-order unit to attack with (RULES F4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no units to fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (turn %2): avoided battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (turn %2): fought as %3; %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mutual defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> Took %n wound(s).</source>
        <translation>
            <numerusform> Took %n wound.</numerusform>
            <numerusform> Took %n wounds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Each side of a battle is the forces of one side (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no way out of %2 (RULES F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may go to %2, not %3: an adjacent space with no enemy force that it may enter (RULES F1, F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps off to %2 (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreats to %2 (RULES F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no way out of %2: its units are eliminated (RULES F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way out of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle at %1 is under way on the battle board: go on with it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the battle ended before his flank march by the %2 arrived; its %3 units took no part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, survival check: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His unit fell on the battle board at %1 (RULES C11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His side had no unit left after the battle at %1 (RULES F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (turn %2): fought on the battle board as %3; %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 came onto the board in turn %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins on the battle board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Her unit fell on the battle board at %1 (RULES C11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their unit fell on the battle board at %1 (RULES C11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Her side had no unit left after the battle at %1 (RULES F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their side had no unit left after the battle at %1 (RULES F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 came onto the board in turn %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 came onto the board in turn %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the battle ended before her flank march by the %2 arrived; its %3 units took no part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the battle ended before their flank march by the %2 arrived; its %3 units took no part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is no force or fortress of the leader&apos;s own side that can take the leader in (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignCheck</name>
    <message>
        <source>The campaign %1 has no %2 table: it is damaged or was changed by another program, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 has no %2 column in its %3 table: it is damaged or was changed by another program, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 has a bad %2 (&quot;%3&quot;; %4): the file was changed by hand or is damaged, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from 0 to 2^64 - 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of values the dice have drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 says its dice drew %2 values, but its last roll ends at draw %3: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state of the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 says its dice drew %2 values, more than its %3 rolls can account for: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege or movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of hexes from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of copies from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn whose copy is due, or nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rating outside 1–6 (RULES L2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rerolls outside 0–%1 (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side the campaign does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a captor side the campaign does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a force the campaign does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units outside 0–%1 (RULES F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units lost outside 0–%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place or a movement outside the map&apos;s bounds (RULES T1a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rating outside 1–%1 (RULES S1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place outside the map&apos;s bounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an owner the campaign does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units lost outside 0–%1 (RULES S2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die of fewer than 2 or more than 1000 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 lacks what its format version needs (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 has a row of %2 (#%3) with %4: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more cavalry and artillery than units (issue 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SHA-256 of the withheld seed, in hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn the campaign has not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll it replaces that is itself or came after it (RULES D1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leader the campaign does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fortress the campaign does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a commander the campaign does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hex off the campaign&apos;s map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 keeps the hex %2 off its map: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 has hexes of a terrain it does not know (&quot;%2&quot;): the file was changed by hand or is damaged, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 has a trigger (%2) on its tables, which Castellan never makes: the file was changed by hand, and it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pronoun other than he, she or they</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vitality below −1 or above the Vitality rating (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id outside 1–%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name of 1 to %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name that is empty, longer than %1 characters or holds a control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name of another leader</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>The file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is empty: it is not a Castellan campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is not a Castellan campaign (it is not an SQLite database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 is truncated: it holds %2 bytes of the %3 it should. Use a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a pipe, a device or a socket): a campaign is a file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignStore</name>
    <message>
        <source>The campaign could not be written or read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 has no valid seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 exists already; a new campaign needs a new file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is damaged or is not a campaign: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 is damaged (%2). Use a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is an SQLite database, but not a Castellan campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 was written by a newer version of Castellan (file format %2; this version reads up to %3). Update Castellan to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 has a bad schema_version (&quot;%2&quot;): it is not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 cannot be brought up to this version&apos;s format: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 can be read but not written (the file or its folder is read-only, or its header marks it so). Open it read-only, or make it writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 needs recovering, and no copy of it could be made to check it first (is the disk full?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 is open read-only: nothing can be changed in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign could not start a change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy could not be moved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy cannot replace the campaign it is made from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No temporary folder to write the players&apos; copy in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; copy could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has no %1 table to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Castellan campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; copy could not be written to %1: no temporary folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (package libqt6sql6-psql).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server at %1, port %2, could not be reached or refused the login of %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no campaign %1 in its database %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no access to the campaign %2: its game master can grant it (Manage Access…, or castellan-cli access grant).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 on the server is in an older format: a game master must open it once to bring it up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has a campaign %1 already: a new one needs a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a players&apos; copy: it has no seed, and cannot be published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file: the campaign cannot be copied there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access is given on a server campaign; a file is the file system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game master gives access to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game master takes access to the campaign away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game master sees who has access to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role on the server does not allow this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program is writing the campaign %1; tried for %2 s. Try again when it is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 is open in another program that reads an older format; close it there, then open it here to bring it up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>someone else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged (SQLite: %1). Nothing of this was written; use a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no user %1: its administrator makes one first (createuser %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s campaign %1 keeps its players&apos; views under the name %2: a new campaign needs another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has a schema %1 already (the campaign %2_shown?), which the campaign %2 needs for its players&apos; views: a new campaign needs another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server went away (%1). A change it did not confirm may not be saved: open the campaign again once the server is back, and see where it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game master changes their own access: another one does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s change log names a row it does not keep: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order %1 is no longer pending.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignTactical</name>
    <message>
        <source>Tactical battle at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no units to set on the battle board; only leaders are left (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 units; the battle board takes at most %3 a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical battle at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle on the board at %1 is under way: resume it where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle on the board at %1 is under way: resume it and finish it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle could not be kept in the campaign file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle on the board is under way in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle kept under way is no campaign battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle at %1 was begun with another ruleset for battles on the board; it cannot go on by this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle at %1 cannot go on: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forces or leaders at %1 have changed since the battle there was interrupted; it cannot go on. Its rolls stay in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board of the battle at %1 was arranged in a way that no longer fits its forces; it cannot go on. Its rolls stay in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is arranged before the first roll; this battle has begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board of a campaign battle keeps its %1 x %2 hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset %1 has no such terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The counters are the forces&apos; units: none is added or taken off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s counter at %2 stands off its side&apos;s own rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two counters stand at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no leader of this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads a counter of his own force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads one counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank marches are sent before deployment, before any die of the battle (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That leader is not with the forces of this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marches with counters of his own force still on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 sends %n counter(s) on a flank march by the %2.</source>
        <translation>
            <numerusform>%1 sends %n counter on a flank march by the %2.</numerusform>
            <numerusform>%1 sends %n counters on a flank march by the %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>no edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flank march of the battle at %1 no longer fits its forces (%2); it cannot go on. Its rolls stay in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange the board first, then send the flank marches: call them off to arrange it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of the battle&apos;s ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s force has no more %2 counters that may march.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander-in-chief&apos;s own counter stays on the board (RULES C11, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marches with counters of her own force still on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marches with counters of their own force still on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads a counter of her own force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads a counter of their own force.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CastellanCli</name>
    <message>
        <source>new FILE --name NAME [--seed N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader add FILE --name NAME --side SIDE [--priority TRAIT,TRAIT,...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader list FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader show FILE NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wound FILE NAME N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survive FILE NAME [--captor SIDE] [--escape-to PLACE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duel FILE NAME NAME [--exchanges N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assassinate FILE ASSASSIN TARGET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force list FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deed FILE NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N] [--csv]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>luck FILE   (6s and 5s of battle fire against fair dice, by side and leader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate battle (the same options) --trials N --seed S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds siege --rerolls R --turns T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture FILE LEADER --by SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release FILE LEADER [--to FORCE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force place FILE FORCE --hex HEX   (--hex off takes it off the map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force move FILE FORCE --to HEX[,HEX...] [--forced-march]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force split FILE FORCE --units N [--broken N] [--leaders A,B] --name NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force merge FILE FORCE FORCE   (the second joins the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force disband FILE FORCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege lay FILE --fortress NAME --breaching FORCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege lift FILE --fortress NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase FILE --begin-movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn FILE --end | --auto   (the end of turn; --auto runs the siege phase with default choices first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>options FILE [KEY [VALUE]]   (list, read or set a rule option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map size FILE --columns C --rows R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map terrain FILE HEX TERRAIN   (clear, forest, hills, mountains, marsh, water)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map place FILE HEX NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fortress add FILE --name NAME --hex HEX --rating R --side SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side list FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side add FILE NAME [--color COLOR]   (a name no other side has)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side rename FILE SIDE NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side color FILE SIDE COLOR   (#rrggbb or a colour&apos;s name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side remove FILE SIDE   (only while nothing belongs to it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan FILE IMAGE   (a scan of the printed map under the hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-align FILE HEX X,Y HEX X,Y   (two hexes&apos; centres on the scan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-nudge FILE [--hex-width PX] [--rotation DEG] [--shift-across C] [--shift-down R]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-remove FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map grid FILE --opacity PERCENT   (0 hides the grid over the scan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FILE]   (RULES C4, C9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] [--leaders A,B] [--cavalry N] [--artillery N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force edit FILE FORCE [--units N] [--broken N] [--leaders A,B] [--name NAME] [--cavalry N] [--artillery N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical ruleset FILE [RULESET.json | --standard]   (the ruleset of the campaign&apos;s battles on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds flank --level poor|average|good|excellent --turns T [--ruleset FILE]   (RULES M3: the chance a flank march has arrived by each turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds battle --attacker-units N --attacker-battle B --attacker-rally R [--attacker-leaderless]
              --defender-units N --defender-battle B --defender-rally R [--defender-leaderless] [--rounds]
              [--break-in]   (RULES S3: the attacker breaks in, the defender is the garrison; leaderless: no leader inside)
              [--flank-units N --flank-level LEVEL --flank-side attacker|defender]   (RULES M3: N more units of that side on a flank march)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader coward FILE NAME yes|no   (RULES M1: a coward may not lead a flank march)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader notes FILE NAME TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader location FILE NAME PLACE   (where a leader without a force is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario new|show|board|paint|unit|move|remove|leader|side|march SCENARIO.json ...   (set up a battle board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new campaign needs --name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created campaign &quot;%1&quot; in %2 (seed %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn FILE --auto | --end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castellan-cli ends a turn with --end (the end of turn alone) or --auto (the siege phase with the default choices first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map %1 x %2, turn %3, %4 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no map yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  fortress %1 at %2, rating %3, held by %4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, besieged by %1 since turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  force %1 (%2) at %3: %4 good, %5 broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll log is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>luck FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 dice, %3 sixes and %4 fives (%5 of each expected), %6 sd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle fire (RULES F2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: castellan-cli options FILE [KEY [VALUE]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a command; see castellan-cli --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command: %1; see castellan-cli --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No temporary folder to count the table dice in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s dice are on (RULES D4): this command rolls %n dice; give their faces with --faces.</source>
        <translation>
            <numerusform>The table's dice are on (RULES D4): this command rolls %n die; give their faces with --faces.</numerusform>
            <numerusform>The table's dice are on (RULES D4): this command rolls %n dice; give their faces with --faces.</numerusform>
        </translation>
    </message>
    <message>
        <source>With these faces this command rolls %1 dice, and --faces gave %2 (RULES D4). Nothing was rolled or logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--faces takes the faces of d6s, 1 to 6, comma-separated (&quot;3,5,6&quot;), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify FILE [--seed N --salt HEX]   (a players&apos; copy: the seed and salt the game master reveals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note FILE (--leader NAME | --force NAME | --fortress NAME) --text TEXT [--gm-only]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import roster FILE ROSTER.json   (one undoable action; a bad file imports nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the campaign or leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of a new campaign&apos;s dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side of a new leader (created if new); the side whose rolls log shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits to get the highest dice, in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRAITS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most exchanges a duel runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side that captures a leader who fails a survival check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLACE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log: only this leader&apos;s rolls; note, print: the leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the newest N rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll log as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good-order units of a new force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken units of a new force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a new force stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacking force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defending force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight with the default choices (RULES F9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles to simulate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds battle: count the rounds too (slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds battle, simulate battle: a break-in battle (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side add: the side&apos;s colour, #rrggbb or a colour&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COLOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds siege: turns of siege; odds flank: arrival rolls (1 to 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds flank, tactical scenario march: the marching general&apos;s level (RULES M1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario march: the side edge the march comes in by, left or right (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EDGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds battle, simulate battle: units on a flank march, beside the side&apos;s units on the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds battle, simulate battle: the marching general&apos;s level (RULES M1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds battle, simulate battle: the side whose command marches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hex, as the map labels it (0304).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortress&apos;s rating (RULES S1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-nudge: how wide a hex is on the scan, in its pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-nudge: how far the scan is turned, in degrees clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-nudge: the scan&apos;s shift across, in columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-nudge: the scan&apos;s shift down, in rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds attack: hexes from the attacker to its target, 1 when adjacent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds attack: the target&apos;s terrain (clear, woods, hill, stream).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TERRAIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds attack: the target&apos;s figures left (its full strength by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds attack: the cavalry attacked falls back (RULES C9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical ruleset: go back to the shipped ruleset (RULES C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario unit: the unit&apos;s type (infantry, cavalry, artillery).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario leader: the unit has no leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario side: enemy units to eliminate to win, 0 for half the enemy&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario side: this side plays first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tactical ruleset file (JSON) instead of the shipped one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map grid: how much the grid shows over the scan, 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a force moves (a hex or a path of hexes), the force a released leader joins, or the file an export writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a forced march before moving (RULES T1a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fortress of a siege; note: the fortress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The breaching force of a new siege (RULES S1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The besieging force a sortie attacks (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A winning sortie takes the beaten force&apos;s hex instead of going back inside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that captures a leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the siege phase: movement and battles begin (RULES T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of turn alone (RULES T3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender tries to avoid battle first (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faces of the table&apos;s dice for every roll of the command, in order (RULES D4, with the table dice option on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FACES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: the text of the notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: the notes are the game master&apos;s only; a players&apos; copy leaves them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: the salt of a players&apos; copy, as the game master was shown it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print: every leader&apos;s sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print: the whole campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the side that moves off the field goes (RULES F1, F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good-order units of the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle rating of the %1&apos;s commander.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally rating of the %1&apos;s commander.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no able leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do; see the list above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: castellan-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls with the app&apos;s dice: --faces needs the table dice option (RULES D4); turn it on with: options FILE %2 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no leader named &quot;%1&quot; in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no force named &quot;%1&quot; in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no fortress named &quot;%1&quot; in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex; write it as the map labels it, column then row (&quot;0304&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no map yet; give it one with map size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %1 is off the map, which is %2 x %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no side named &quot;%1&quot; in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed takes a whole number from 0 to 18446744073709551615.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (replaces #%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (entered by hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 [%2] at %3: %4 good, %5 flagged, %6 broken, %7 lost; leaders: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nowhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 written to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name one leader, force or fortress. Usage: castellan-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --csv or --json. Usage: castellan-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import roster FILE ROSTER.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster %1 is larger than 64 MiB: it is not a roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a players&apos; copy already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; copy is written to %1: no notes marked GM only, no seed.
Keep this salt with the seed (%2), to show the players when the campaign is over:
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the seed and the salt together: verify COPY --seed N --salt HEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed takes a whole number from 0 to 2^64 - 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify FILE [--seed N --salt HEX]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log verifies: %1 rolls re-derived from seed %2, %3 entered by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log does not verify. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] [--leaders NAME,NAME,...] [--cavalry N] [--artillery N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force add needs --name, --side and --units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forces yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--escape-to takes LEADER=PLACE, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may escape to %2, not %3 (RULES H3). The battle was fought and is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--flank takes LEADER=UNITS:left or LEADER=UNITS:right, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle needs --hex HEX, or --attacker FORCE and --defender FORCE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castellan-cli fights battles with --auto (the default choices of RULES F9); fight one step by step in the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender may step to %1, not %2 (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle was fought and is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader add needs --name and --side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown trait &quot;%1&quot;; the traits are vitality, heroics, duel, maneuver, battle, siege, rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trait %1 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leaders yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader coward FILE NAME yes|no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader location FILE NAME PLACE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N is the number of wounds, a whole number from 1 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--exchanges takes a whole number from 1 to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreat FILE LEADER [--to HEX]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not %3 (RULES F8, F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 serves %2; %3 is a force of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map terrain FILE HEX TERRAIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no terrain; the terrains are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map place FILE HEX NAME   (an empty NAME removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle is due at %1: fight it with battle --hex %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a whole number from 1 to %2: the exact odds take up to %2 units a side, which they answer in a few seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 and --%2 are required unless the side is leaderless.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a general&apos;s level: poor, average, good or excellent (RULES M1; an incompetent general never marches, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march takes --flank-units N --flank-level LEVEL --flank-side attacker|defender together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--flank-side takes attacker or defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: castellan-cli odds flank --level LEVEL --turns T [--ruleset FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  by turn %1: arrived %2%, aborted %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march under a %1 general (leadership bonus %2), RULES M3:
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds battle takes options only, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A break-in battle has no flanks to march on (RULES S3, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: no odds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: %1 on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: not counted for a break-in battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: not counted for more than %1 units a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: add --rounds to count them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker wins %1%, defender wins %2%, mutual %3%.
Attacker annihilated %4%, defender annihilated %5%.
Units left: attacker %6, defender %7. %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds siege takes options only, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: castellan-cli odds siege --rerolls R --turns T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-in within %1 turn(s) with %2 reroll(s) a turn: %3%; units expected lost to 1s before it: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no point of the scan: give its pixels as X,Y (120,84).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan FILE IMAGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map scan-align FILE HEX X,Y HEX X,Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a hex of the %2 x %3 board, as 0304, not &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--side is 0 (%1, the top edge) or 1 (%2, the bottom edge), not &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no %2 of this ruleset; they are %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already; a new scenario is written to a new file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is %1 x %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 set at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit stands at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit at %1 moved to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit at %1 is off the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit at %1 has no leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads the unit at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sends no flank march.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--edge takes left or right, --level poor, average, good or excellent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--type takes unit types of the ruleset, %1; not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sends %2 on a flank march by the %3 under %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a colour: give one as #rrggbb or by its name (red, navy, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side add FILE NAME [--color COLOR]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side color FILE SIDE COLOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side remove FILE SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not under siege.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of %2; they are %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires at most %2 hex(es) away (RULES C2), not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no terrain of %2; they are %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a unit that may fall back (cavalry), attacked from an adjacent hex, falls back (RULES C9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 at range %3 in %4: %5 dice (RULES C4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 hit(s): %2%   %1 flag(s) counting: %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated: %1%   dislodged: %2%   figures lost on average: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castellan-cli plays a tactical battle with both sides automatic: give --auto (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castellan-cli fights a battle on the board with both sides automatic: give --auto (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical ruleset FILE [RULESET.json | --standard]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print: how many of the newest history entries a leader&apos;s sheet shows (-1: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name what to print. Usage: castellan-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1.</source>
        <translation>
            <numerusform>%n page written to %1.</numerusform>
            <numerusform>%n pages written to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing needs castellan-cli&apos;s own main, which starts the fonts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish FILE --to URL   (a campaign file copied to a new campaign on a server: postgresql://user@host:port/database?campaign=NAME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull URL --to FILE   (a server campaign copied into a new file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access grant URL --user NAME --role gm|player|observer [--side SIDE]   (a player is bound to one side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access revoke URL --user NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access list URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access: the server&apos;s user given or refused access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access grant: gm, player or observer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1 on %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a server campaign&apos;s URL (postgresql://user@host:port/database?campaign=NAME).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log of %1 does not verify: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish FILE --to URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish takes a campaign file; a server campaign is copied with pull.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is published as %2; its log verifies there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull URL --to FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already: pull writes a new file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is copied to %2; its log verifies there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access grant URL --user NAME --role gm|player|observer [--side SIDE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--role is gm, player or observer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player is bound to one side: --side SIDE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a player has a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no access to %2 any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: player, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force add, force edit, force split: how many of its (or the split&apos;s) units are cavalry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force add, force edit, force split: how many of its (or the split&apos;s) units are artillery (the rest are infantry).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force split FILE FORCE --units N [--broken N] [--cavalry N] [--artillery N] [--leaders A,B] --name NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders who join a new force, or go out with a sortie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: the force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sortie takes the good-order units of every garrison force (RULES S4): name the leaders who go with --leaders, not a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No side moves off %1 after this battle (RULES F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castellan-cli: the output could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Nothing this command did was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export roster FILE (--csv | --json) [--to OUT [--force]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export forces FILE --csv [--to OUT [--force]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export players-copy FILE --to COPY [--force]   (no GM-only notes, no seed; prints the salt to keep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export, print: replace the file written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already: add --force to replace it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export players-copy FILE --to COPY [--force]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 names %2 twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical FILE --hex HEX --auto [--events]   (the campaign battle at that hex on the board, both sides automatic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical, tactical play: the board, the units and every event of the battle in the JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical FILE --hex HEX --auto [--attacker FORCE [--defender FORCE]] [--flank LEADER=TYPE,TYPE…:left|right | --flank none] [--events]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a battle in rounds --flank takes a number of units (LEADER=N:left), not their types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s force has %2 counters that may march (the commander-in-chief&apos;s own stays).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]   (RULES C, both sides automatic; SHIPPED: a key from tactical scenarios)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenarios [--ruleset FILE]   (the shipped scenarios, and any of one&apos;s own in ~/.local/share/castellan/scenarios)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] [--per-page 1-4]   (leader sheets; N: the last history entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print: leader sheets on one page, 1 to 4 (1 when not given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] [--per-page 1-4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 x %3 board, %4 has %5, %6 has %7; each sets up on its %8 own rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message>
        <source>tactical scenarios [--ruleset FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 (%3 x %4, %n unit(s))</source>
        <translation>
            <numerusform>%1  %2 (%3 x %4, %n unit)</numerusform>
            <numerusform>%1  %2 (%3 x %4, %n units)</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 wins after %n turn(s).</source>
        <translation>
            <numerusform>%1: %2 wins after %n turn.</numerusform>
            <numerusform>%1: %2 wins after %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 lost %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message>
        <source>leader pronoun FILE NAME he|she|they   (how texts speak of the leader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader pronoun FILE NAME he|she|they</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreat FILE LEADER [--to HEX]   (RULES F8: where only leaders are left of both sides; on a failure the leader must duel or be captured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a leader who escapes is placed: survive takes PLACE; battle takes LEADER=PLACE, a force or fortress of the leader&apos;s side (RULES H3), and may be repeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-in rerolls a turn (the Siege bonus, RULES S2); tactical scenario leader: the heroic rerolls the leader holds (RULES H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario leader: the leader&apos;s Heroics for the survival check (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not escape a survival check: --escape-to is not used for that leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the enemy side that would capture the leader with --captor SIDE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical scenario leader and march: how the battle&apos;s texts speak of the leader, he, she or they (he by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>he|she|they</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pronoun takes he, she or they.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader list FILE [--at TURN[.PHASE[.ACTION]]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader show FILE NAME [--at TURN[.PHASE[.ACTION]]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force list FILE [--at TURN[.PHASE[.ACTION]]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map FILE [--at TURN[.PHASE[.ACTION]]]   (--at: as it stood then)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history FILE [--turn N [--phase P]]   (the actions kept, oldest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo FILE   (the last action, of this run or an earlier one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redo FILE   (the last action undone, with the same rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map, leader list, leader show, force list: the campaign as it stood as turn N began (N), as a phase of it began (N.PHASE) or after that phase&apos;s Mth action (N.PHASE.M).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POINT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history: only the actions of this phase of --turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at shows a campaign as it stood, and changes nothing: leave it out to change the campaign as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No temporary folder to show the campaign as it stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--phase takes siege or movement, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--phase is a phase of the turn --turn names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redo FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history FILE [--turn N [--phase P]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No actions kept there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf) [--force]   (a side&apos;s report of a turn: nothing it could not see)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log: only the rolls of this campaign turn; history: only its actions; report turn: the turn reported (the turn under way when not given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print, report turn: the PDF file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report turn: the HTML file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --html or --pdf. Usage: castellan-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn %1 report of %2 written to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders URL [--pending]   (a player: his side&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing URL [KEY [VALUE]] [--side SIDE]   (a side&apos;s standing orders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee URL [--once]   (carries out the pending orders; --once: then exits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: wait for the referee&apos;s answer (exit 0 done, 1 refused).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order --wait: the longest wait, in seconds (60 when not given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee: carry out the pending orders, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign: %1 is not a server campaign&apos;s URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign, on a server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game master names the side: --side SIDE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2, %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No referee answered order %1 in time; it is still pending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: castellan-cli order URL withdraw ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1 is not a pending order of your side: it was answered, withdrawn, or is not yours to withdraw (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders URL [--pending]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing URL [KEY [VALUE]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A standing order is one of %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is one of %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (RULES %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>referee URL [--once]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game master referees the orders (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege roll, order break-in: which break-in dice to re-roll while the rerolls last: all_but_6 (the default), only_1 or none (RULES S2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHICH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reroll is one of %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE]   (every force there, RULES F0; --attacker FORCE --defender FORCE as a shortcut)
              [--flank LEADER=UNITS:left|right]   (RULES M2: a command on a flank march, repeatable)
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (RULES T4: a side&apos;s choices, as its standing orders name them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY=VALUE,...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle: the defender&apos;s choices, as --attacker-choices; avoid=yes is --avoid (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE] [--flank LEADER=UNITS:left|right] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (or --attacker FORCE --defender FORCE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions URL [--pending]   (the battles that wait for a side&apos;s answer, RULES T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders, questions: only those not yet answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: castellan-cli order URL move|deed|end-movement|break-in|sortie|answer|withdraw …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions URL [--pending]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2, the battle at %3: %4 (answer by %5). %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle waits for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2; battles fought at their deadline: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order answer: the side&apos;s choices in the battle that waits, as standing orders name them; order move: the mover&apos;s in the battle his move brings (no avoid); his standing orders for the rest (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle, order move, order answer: a leader and units of the leader&apos;s force sent on a flank march, LEADER=UNITS:left|right (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An order&apos;s --flank takes a number of units (LEADER=N:left), not their types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH]   (default: reroll anything but a 6; the leaders&apos; own rerolls, RULES H2, only when asked)
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (the break-in battle&apos;s choices, RULES S3, T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy]
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>battle, siege roll, sortie: the attacker&apos;s choices in the battle, as standing orders name them: losses, battle_rerolls, retreat, retreat_to, escape_to (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | deed LEADER | end-movement | break-in FORTRESS [--reroll WHICH] [--heroic-rerolls N] | sortie FORTRESS --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | withdraw ID [--side SIDE] [--wait [--timeout S]]   (a player&apos;s order for his side, RULES T4; --wait: exit 0 done, 1 refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege roll, order break-in: how many of the besieging leaders&apos; own rerolls to spend on the break-in roll (RULES H2); the rest lapse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | deed LEADER | end-movement | break-in FORTRESS [--reroll WHICH] [--heroic-rerolls N] | sortie FORTRESS --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] [--wait]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The siege phase was carried out and kept: %1 The turn does not end while a siege waits for its side (RULES S2, S3, T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, from turn %2: %n battle(s) played on by the automatic player.</source>
        <translation>
            <numerusform>%1, from turn %2: %n battle played on by the automatic player.</numerusform>
            <numerusform>%1, from turn %2: %n battles played on by the automatic player.</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 wins %2% (95%: %3 to %4%), with %5 unit(s) left on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Not over after %1 turns: %2% (95%: %3 to %4%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 already: nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]   (each side&apos;s chance to win the battle on the board, both sides automatic, from where it stands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan campaign tool.

Commands:
%1

Every FILE may also be a server campaign&apos;s URL. Exit codes: 0 done, 1 the rules refuse, or the role on the server does not allow it (the reason is printed), 2 bad usage, bad input, a file problem or an unreachable server, 3 done, but its output could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds board: stop after S seconds, with the figures and interval of the battles played by then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds board: tell the figures so far on standard error as they go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: nothing was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster %1 is not a regular file (a folder, a device or a pipe): name the roster&apos;s JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castellan-cli: the command was done and kept; only its output was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortress&apos;s name has 1 to %1 characters, without control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name has 1 to %1 characters, without control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: the battle was not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2% (%3 to %4%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds board: %1 of %2 battles: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Stopped at the time limit: the interval is that of the battles played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>The turn&apos;s reports were not kept for the players: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commander</name>
    <message>
        <source>%1 is %2 and cannot command; %3 (Battle %4) counts instead (RULES L3, R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 and cannot command; no able leader is left: the force counts Battle 0 (RULES R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader is with the force: it counts Battle 0 (RULES R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader with the force is able: it counts Battle 0 (RULES R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 commands, Battle %2 (RULES R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counts, Battle %2: the best Battle among the able leaders (RULES R1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportTarget</name>
    <message>
        <source>Name the file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a link to nothing: name a file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe): an export writes a file of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a campaign (or another database): an export never writes over one. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is where SQLite keeps the journal of the campaign %2, and reads it at its next opening: writing it could damage that campaign. Choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlankBattleOdds</name>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An incompetent general may not lead a flank march (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is leaderless: it has no commander-in-chief to stay while a general marches (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 sends %2 of its %3 units on the flank: at most half may march (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds with a flank march take up to %1 units a side, the march counted, which they answer in a few seconds; this battle has %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlankDialogParts</name>
    <message>
        <source>&amp;Send on the March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the left edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the right edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands sent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlankRules</name>
    <message>
        <source>Incompetent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 commands the side: the commander-in-chief may not lead a flank march (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot use his ratings (RULES L3), so he may not lead a flank march.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an incompetent general: he may not lead a flank march (RULES M1, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a coward: he may not lead a flank march (RULES M1, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already leads a flank march in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most half the side&apos;s units may march on the flanks (RULES M2): %1 of %2 in all, and this command would make it %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: double %2 on his flank march&apos;s arrival roll: his level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot use her ratings (RULES L3), so she may not lead a flank march.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot use their ratings (RULES L3), so they may not lead a flank march.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an incompetent general: she may not lead a flank march (RULES M1, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an incompetent general: they may not lead a flank march (RULES M1, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a coward: she may not lead a flank march (RULES M1, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a coward: they may not lead a flank march (RULES M1, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: double %2 on her flank march&apos;s arrival roll: her level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: double %2 on their flank march&apos;s arrival roll: their level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForceActions</name>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 serves %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held captive (RULES L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force cannot have a negative number of units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a force named %1 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force needs a side of this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joins %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raised for %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force does not change sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander must be one of the force&apos;s leaders (RULES R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is with that force already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is with no force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves his force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves his force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves his force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new force needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A split takes some units or leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the force&apos;s own leaders can go with the split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes with %1, split from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 splits from %2 with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force cannot merge with itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only forces of one side merge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at %2 and %3 at %4: forces merge where they stand together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disband %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disbanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force&apos;s name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force holds at most %L1 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force has lost from 0 to %L1 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is left of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 (hex %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the map, at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a fortress of %2: a force enters it by a siege or takes it empty (RULES S1, S8), not by its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A force of %n unit(s) has from 0 to that many cavalry and artillery together; the rest are infantry.</source>
        <translation>
            <numerusform>A force of %n unit has from 0 to that many cavalry and artillery together; the rest are infantry.</numerusform>
            <numerusform>A force of %n units has from 0 to that many cavalry and artillery together; the rest are infantry.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 cavalry and %3 artillery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 would keep %n unit(s), fewer than its %2 cavalry and artillery left: send more of them with the split.</source>
        <translation>
            <numerusform>%1 would keep %n unit, fewer than its %2 cavalry and artillery left: send more of them with the split.</numerusform>
            <numerusform>%1 would keep %n units, fewer than its %2 cavalry and artillery left: send more of them with the split.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads as a hex, and the map has no such hex: name another place, or a hex of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to %2: a force of %3 cannot stand inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves her force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves their force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves her force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves their force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves her force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves their force</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForceCounterItem</name>
    <message>
        <source>%1 retreated this turn: it may not move again until the next (RULES F6a).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForceShares</name>
    <message>
        <source>Every force of the side needs its share of the losses (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force takes only losses among its own units (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forces&apos; shares must add up to the side&apos;s losses (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForceText</name>
    <message>
        <source>%1 good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 movement left this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreated this turn: no more movement (RULES F6a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders: hidden</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Garrison</name>
    <message>
        <source>with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alone inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeroicDeed</name>
    <message numerus="yes">
        <source>Heroic deed: rolled %1 against Heroics %2: %3, %n reroll(s) gained; vitality %4.</source>
        <translation>
            <numerusform>Heroic deed: rolled %1 against Heroics %2: %3, %n reroll gained; vitality %4.</numerusform>
            <numerusform>Heroic deed: rolled %1 against Heroics %2: %3, %n rerolls gained; vitality %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n reroll</numerusform>
            <numerusform>%n rerolls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has more than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a field of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeaderActions</name>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> He is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> He is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> He is active again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> He is captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality he can use none of his ratings (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held captive (RULES L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader creation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a leader named %1 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader needs a side of this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader is created from one roll of 7d6 (RULES L1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the seven dice must go to exactly one trait (RULES L1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create leader %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created for %1 from the roll %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a number of wounds, or of wounds healed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at full vitality: healing never raises it above the rating (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took %1: vitality %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Healed %n wound(s): vitality %1.</source>
        <translation>
            <numerusform>Healed %n wound: vitality %1.</numerusform>
            <numerusform>Healed %n wounds: vitality %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroic deed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heroic deed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not disabled: only a disabled leader rolls for recovery (RULES L5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 acted during turn %2: recovery needs a whole turn of inaction (RULES L5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has rolled for recovery this turn already (RULES L5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such side in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held by %2 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is free already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerolls of %1 lapse</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unspent reroll(s) lapsed (RULES H2).</source>
        <translation>
            <numerusform>%n unspent reroll lapsed (RULES H2).</numerusform>
            <numerusform>%n unspent rerolls lapsed (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance to turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule options are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule options saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to assassinate %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assassination: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n six(es)</source>
        <translation>
            <numerusform>%n six</numerusform>
            <numerusform>%n sixes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n five(s) cancel</source>
        <translation>
            <numerusform>%n five cancel</numerusform>
            <numerusform>%n fives cancel</numerusform>
        </translation>
    </message>
    <message>
        <source>Assassination attempt by %1: %2 against %3, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tried to assassinate %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survival check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival check for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: he %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Now at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Held by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> %n unspent reroll(s) lapsed.</source>
        <translation>
            <numerusform> %n unspent reroll lapsed.</numerusform>
            <numerusform> %n unspent rerolls lapsed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duel %1 against %2, exchange %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The duel was broken off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Duel with %1, %n exchange(s): took %2, dealt %3.</source>
        <translation>
            <numerusform>Duel with %1, %n exchange: took %2, dealt %3.</numerusform>
            <numerusform>Duel with %1, %n exchanges: took %2, dealt %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other leader is able to duel (RULES G1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no living leader for %1 to strike at (RULES G3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other side to hold %1 (RULES L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no rerolls (RULES H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader&apos;s name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is marked a coward already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not marked a coward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1 a coward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1&apos;s coward mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked a coward: he may not lead a flank march (RULES M1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No longer marked a coward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality she can use none of her ratings (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality they can use none of their ratings (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked a coward: she may not lead a flank march (RULES M1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked a coward: they may not lead a flank march (RULES M1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The texts speak of %1 as &quot;%2&quot; already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak of %1 as &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The texts speak of %1 as &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> She is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> They are dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> She is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> They are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> She is active again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> They are active again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> She is captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> They are captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: she %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: %5 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A duel is fought between two different leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader is captured by a side other than the leader&apos;s own (RULES L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The assassin and the target are two different leaders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeaderRetreat</name>
    <message>
        <source>There is no such leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not with a force on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader tries to retreat where only leaders are left of both sides (RULES F8); at %1 that is not so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has retreated this turn and may not move again (RULES F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every space around %1 is held by the enemy or cannot be entered: %2 has nowhere to retreat, and must duel or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreats from the leaders&apos; meeting at %2 (Maneuver check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2 and retreated from %3 to %4 with %5 (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; he must duel an enemy leader there or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed his retreat in this battle and may not try again: he must duel or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed her retreat in this battle and may not try again: she must duel or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed their retreat in this battle and may not try again: they must duel or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; she must duel an enemy leader there or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; they must duel an enemy leader there or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeaderStatus</name>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <source>A place has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveOdds</name>
    <message>
        <source>The defender avoided battle (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact odds count one flank march; this battle has more on the way.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogVerifier</name>
    <message>
        <source>Roll #%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered by hand, but it claims draws %1 to %2 where the generator stands at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it starts at draw %1, but the rolls before it end at draw %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log says %1, the seed gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it ends at draw %1, the seed gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification was stopped after %1 of %2 rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed withheld: this is a players&apos; copy. The log verifies once the game master reveals the seed and its salt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every roll verifies, but the file is damaged: SQLite&apos;s integrity check says %1. Use a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s count of values drawn is %1; the log accounts for %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message>
        <source>The campaign has no map yet: set its size first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %1 is not on the map (%2 x %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortress needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a fortress named %1 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortress needs an owner among the campaign&apos;s sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %1 holds %2 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed in the movement phase; turn %1 is in its siege phase (RULES T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed in the siege phase, at the beginning of a turn (RULES T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map is from 1 x 1 to %1 x %1 hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands at %2, outside %3 x %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map size %1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map is %1 x %2 hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those hexes are %1 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) painted %1.</source>
        <translation>
            <numerusform>%n hex painted %1.</numerusform>
            <numerusform>%n hexes painted %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The place is called that already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove place name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %1 has no name now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 stands in that hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add fortress %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rating %2) stands at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such fortress in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is under siege: it cannot move or change hands but by the siege.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit fortress %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is under siege; lift the siege first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove fortress %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to %2: a force of %3 cannot stand inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is off the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the map; place it in edit mode first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held by %2: lay siege to it from the hexes around it (RULES S1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n movement point(s) left this turn, not enough to reach %2 (RULES T1a).</source>
        <translation>
            <numerusform>%1 has %n movement point left this turn, not enough to reach %2 (RULES T1a).</numerusform>
            <numerusform>%1 has %n movement points left this turn, not enough to reach %2 (RULES T1a).</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 moves to %2 (%3), %n movement point(s) left.</source>
        <translation>
            <numerusform>%1 moves to %2 (%3), %n movement point left.</numerusform>
            <numerusform>%1 moves to %2 (%3), %n movement points left.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has tried its forced march this turn (once a turn, RULES T1a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no able leader to make the Maneuver check (RULES T1a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced march of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced march of %1 (Maneuver check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced march of %1: rolled %2 against Maneuver %3, one more hex this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced march of %1: rolled %2 against Maneuver %3, no extra hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 is in its movement phase already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin movement, turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: movement and battles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortress&apos;s name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortress&apos;s rating is from 1 to %1 (RULES S1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreated this turn and may not move again until the next (RULES F6a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fortress was taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2, which no one held (RULES S8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move needs at least one hex to go to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move names %1 twice in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering %1 ends the move of %2 (RULES T1, S8): the move may not go on to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shares %2 with an enemy force: it may leave only by avoiding battle (F1) or by a retreat (F6, F6a, F8), not by ordinary movement (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapController</name>
    <message>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapModel</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPicture</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the map, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the map, turn %2, page %3 of %4 (across %5, down %6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>A name may not hold a control character (such as NUL) or half of a character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new campaign needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A campaign&apos;s name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoteActions</name>
    <message>
        <source>There is no such leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit notes of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such fortress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes saved, for the game master only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Orders</name>
    <message>
        <source>force %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 to %2 (forced march)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heroic deed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of the side&apos;s movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle was fought: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side orders its own forces only (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move names the hexes to go through (RULES T1a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side orders its own leaders only (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign, on a server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game master referees the orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An observer gives no orders (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player gives orders for his own side only (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side rolls the break-in of its own sieges only (RULES T4, S2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A break-in&apos;s rerolls are one of %1, not %2 (RULES S2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side sorties from its own fortresses only (RULES T4, S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-in roll at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-in roll at %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sortie from %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-roll anything but a 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-roll only a 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rerolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign&apos;s dice are rolled at the table (RULES D4): no referee can roll them, so its players&apos; orders cannot be carried out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle at %1 waits for your side&apos;s answer (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to the battle at %1, by the standing orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The battle at %1 waits for %2&apos;s answer, %n hour(s) at most (RULES T4).</source>
        <translation>
            <numerusform>The battle at %1 waits for %2's answer, %n hour at most (RULES T4).</numerusform>
            <numerusform>The battle at %1 waits for %2's answer, %n hours at most (RULES T4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The side asked no longer defends at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle waits at %1 any more: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, fighting with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side sends its own leaders on a flank march only (RULES T4, M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march is LEADER:UNITS:left or LEADER:UNITS:right, not %1 (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An order sends at most %1 flank marches (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n unit(s) on the %2</source>
        <translation>
            <numerusform>%1 with %n unit on the %2</numerusform>
            <numerusform>%1 with %n units on the %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, sending %2 on a flank march</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer to the battle at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march the move ordered was not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A break-in spends from 0 to %1 of the leaders&apos; own rerolls, not %2 (RULES H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, then up to %n of the leaders&apos; own rerolls</source>
        <translation>
            <numerusform>%1, then up to %n of the leaders' own rerolls</numerusform>
            <numerusform>%1, then up to %n of the leaders' own rerolls</numerusform>
        </translation>
    </message>
    <message>
        <source>The break-in roll at %1 is left to %2&apos;s own order: their player asked to be asked (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PastView</name>
    <message>
        <source>No temporary folder to show the campaign as it stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the campaign as it stood earlier in its history: nothing can be changed in it. Go back to now to play on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersCopy</name>
    <message>
        <source>%1 is not a players&apos; copy: it keeps its own seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The salt is 64 hexadecimal digits, as the game master was shown it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed %1 and this salt are not the ones the copy was made with: its commitment does not match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintedSheets</name>
    <message>
        <source>Turn %1, the siege phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1, the movement phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s), %1 force(s), %2 fortress(es)</source>
        <translation>
            <numerusform>%n leader, %1 force, %2 fortress</numerusform>
            <numerusform>%n leaders, %1 forces, %2 fortresses</numerusform>
        </translation>
    </message>
    <message>
        <source>Printed on %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (game master only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no place given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the creation roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die %1, a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vitality %1 of %2 (tick a box for each wound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic rerolls held: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a general: %1 (leadership bonus %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; marked a coward (RULES M1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (commander)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The siege of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2, rating %3, held by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Besieger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaching force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>since turn %1, %2 turns so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units lost to the walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last break-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pronoun</name>
    <message>
        <source>he</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>she</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refuge</name>
    <message>
        <source>%1 escapes to %2 (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escapes to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 escapes; his side has no force or fortress to take him in (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escapes, with no friendly force or fortress to go to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is left of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n reroll(s) spent, RULES H2)</source>
        <translation>
            <numerusform>(%n reroll spent, RULES H2)</numerusform>
            <numerusform>(%n rerolls spent, RULES H2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 escapes; her side has no force or fortress to take her in (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 escapes; their side has no force or fortress to take them in (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterImport</name>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has more than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object of the seven traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not JSON: %1 at byte %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Castellan roster: its field &quot;format&quot; is not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster is of format version %1; this Castellan reads version %2 and older.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;leaders&quot; must be a list of leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster has no leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names a leader an earlier entry names too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, field &quot;%2&quot;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not imported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n leader(s) from %1</source>
        <translation>
            <numerusform>Import %n leader from %1</numerusform>
            <numerusform>Import %n leaders from %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Joined the campaign from the roster file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s) imported from %1.</source>
        <translation>
            <numerusform>%n leader imported from %1.</numerusform>
            <numerusform>%n leaders imported from %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not JSON: %1 at byte %2, in entry %3, field &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1, field &quot;%2&quot;: is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;%1&quot; is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;version&quot; must be a whole number, not %1; this Castellan reads version %2 and older.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be he, she or they</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names the leader&apos;s own side (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>There is no rule option %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is 1 (on) or 0 (off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a whole number from %2 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>must be a key of lower-case letters, digits and _ (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a face of the die, not a unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list the dice at range 1 and beyond (1 to %1 ranges)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a unit type&apos;s key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;never&quot;, &quot;with_leader&quot; or &quot;always&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list 1 to %1 unit types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a unit type twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of this ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list 1 to %1 terrains, open ground first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a terrain twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list the die&apos;s six faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a unit type&apos;s key, &quot;flag&quot; or &quot;swords&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset %1: %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a file of at most 1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the ruleset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list the level of each Maneuver rating, 1 to 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;incompetent&quot;, &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; or &quot;excellent&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetActions</name>
    <message>
        <source>The battles on the board already use %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactical ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles on the board use %1 now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetKey</name>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swords</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sample</name>
    <message>
        <source>The Sundered Crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kingdom of Aldmere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thornwall League</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free Marches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScanActions</name>
    <message>
        <source>The map has no scan under it: lay one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file that holds an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than a scan may be (%2 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 x %3 pixels; a scan may have at most %4 on a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an image this app can read (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the scan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan %1 (%2 x %3 pixels) lies under the map, fitted to it: align it to the hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map has no scan under it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %1 is not on the map (%2 x %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align the scan to %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan is aligned to hexes %1 and %2: a hex is %3 pixels wide on it, turned %4°.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hex is from %1 to %2 pixels wide on a scan, and a shift at most %3 hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nudge the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hex is %1 pixels wide on the scan, turned %2°.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid&apos;s opacity is from 0 (hidden) to 100%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid at %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid is hidden over the scan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid shows at %1% over the scan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScanAlignment</name>
    <message>
        <source>Both marks name hex %1: mark two hexes far apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two marks are on the same spot of the scan: mark two hexes far apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The marks would make a hex %1 pixels wide on the scan: check the hexes named.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioCatalogue</name>
    <message>
        <source>There is no scenario %1 among those shipped or in %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerAccess</name>
    <message>
        <source>game master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now a game master of the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now a player of the campaign, for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now an observer of the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerLocation</name>
    <message>
        <source>%1 is not a server campaign&apos;s address (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server campaign&apos;s address never holds a password: put it in ~/.pgpass, or type it when the server asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks a user, a host or a database: a server campaign is named as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no campaign, or a bad one: ?campaign= takes a name of small letters, digits and _, starting with a letter, at most 32 characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>Laying out the sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write these pages to a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideActions</name>
    <message>
        <source>There is no such side in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side&apos;s name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has a side named %1 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side %1 joins the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now called %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a colour: give one as #rrggbb or by its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is drawn in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 serves or holds %2: a side in use stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the force %2: a side in use stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds the fortress %2: a side in use stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has laid a siege: a side in use stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll log has dice of %1: a side in the log stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side %1 is removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideMovement</name>
    <message>
        <source>Every side has ended its movement in turn %1: the game master ends the turn (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s movement: %2 moves when %1 has ended it (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has no such side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End %1&apos;s movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has ended its movement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every side has moved: the game master ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideView</name>
    <message>
        <source>The campaign has no such side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No temporary folder to show the side&apos;s view in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the campaign as the players of %1 see it: nothing can be changed here. Go back to the game master&apos;s view to play on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SiegeActions</name>
    <message>
        <source>fled from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fortress fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The besiegers must hold every other hex around %1: %2, or %3 (RULES S1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such fortress or force in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is under siege already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to %2 already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must stand next to %2 to breach it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay siege to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 lays siege to %2 with %n unit(s); %3 breaches.</source>
        <translation>
            <numerusform>%1 lays siege to %2 with %n unit; %3 breaches.</numerusform>
            <numerusform>%1 lays siege to %2 with %n units; %3 breaches.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no such siege going on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift the siege of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lifted by the besieger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The siege of %1 is lifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This siege has had its break-in roll this turn (RULES S2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The siege of %1 has not had its break-in roll this turn (RULES S2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-in roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-in roll at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the break-in roll is %2, nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 6: the besiegers break in (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 1: %2 loses a unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 1, but no besieger has a unit to lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This break-in roll has landed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-in at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 still holds %2: fight the break-in battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the besiegers&apos; strength fell below the rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zone of control was broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now breaches at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The siege of %1 ends: %2 (RULES S5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No force of another side stands next to %1 (RULES S1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed in the siege phase, at the beginning of a turn (RULES T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n unit)</numerusform>
            <numerusform>%1 (%n units)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 good, %3 broken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 besieged %2&apos;s fortress %3 (rating %4). Breaching force: %5. Pickets: %6. Garrison: %7. As of turn %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fall of %1, survival check: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in reroll by %3 (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spends a reroll on the break-in roll at %1: a %2 becomes a %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %n unspent reroll(s) lapse with the siege turn (RULES H2).</source>
        <translation>
            <numerusform>%1's %n unspent reroll lapses with the siege turn (RULES H2).</numerusform>
            <numerusform>%1's %n unspent rerolls lapse with the siege turn (RULES H2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>His %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>His %n unspent reroll lapses with the siege turn at %1 (RULES H2).</numerusform>
            <numerusform>His %n unspent rerolls lapse with the siege turn at %1 (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid siege to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The besiegers of %1 rolled a 6: the break-in battle is owed before the turn goes on (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No siege waits for its break-in roll or its break-in battle this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a siege that broke in this turn, and has not fought for it yet, can take its fortress (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The besiegers around %1 have %n unit(s); its rating is %2 (RULES S1).</source>
        <translation>
            <numerusform>The besiegers around %1 have %n unit; its rating is %2 (RULES S1).</numerusform>
            <numerusform>The besiegers around %1 have %n units; its rating is %2 (RULES S1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Her %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>Her %n unspent reroll lapses with the siege turn at %1 (RULES H2).</numerusform>
            <numerusform>Her %n unspent rerolls lapse with the siege turn at %1 (RULES H2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Their %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>Their %n unspent reroll lapses with the siege turn at %1 (RULES H2).</numerusform>
            <numerusform>Their %n unspent rerolls lapse with the siege turn at %1 (RULES H2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SiegePhase</name>
    <message>
        <source>There is no such siege in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sortie</name>
    <message>
        <source>There is no such siege going on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sortie comes at the beginning of a turn (RULES S4). %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sortie must attack a besieging force around %1, not a breaching force that broke in this turn (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sortie from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2; %3 falls back to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sortie from %1 comes after this turn&apos;s break-in roll (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The garrison of %1 has no unit in good order to sortie with (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only able leaders inside %1 may go out with the sortie (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sortie goes back inside %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sortie from %1 comes after this turn&apos;s break-in battle (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sortie from %1 waits for %2&apos;s answer (RULES S4, T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a sortie waits for an answer could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingBattle</name>
    <message>
        <source>A battle&apos;s choices are %1, not %2 (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is one of %2, not %3 (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Survival</name>
    <message>
        <source>escapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is captured</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TacticalBattle</name>
    <message>
        <source>%1 %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (with %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turn %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has rolled its activation dice this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 activation re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the activation dice first (RULES C3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another unit is acting: end its activation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a unit of %1 still on the board may be activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shaken unit cannot be activated (RULES C10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This unit has acted this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No face of the activation roll activates %1 (RULES C3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws from the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate a unit first (RULES C3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This unit has moved or fired in this activation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot reach %2 this activation (RULES C5, C6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery cannot move and fire in one turn (RULES C2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This unit has attacked in this activation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That target is not an enemy within %1&apos;s reach (RULES C2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survival of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 against Heroics %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It retreats %1 hex(es) toward its edge, to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot retreat %1 hex(es) and loses a figure for each (RULES C7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It falls back to %1 (RULES C9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 follows up into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves on to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flank march of %2 (arrival)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The march is aborted: its units are lost for victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It arrives by the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flank marches&apos; tie for the %1 edge (re-roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both marches come in by the %1 at once: the re-roll gives %2 to %3 and %4 to %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both marches come in by the %1 at once (RULES M5): %2 places first, then they alternate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units arriving from a flank march are placed at the start of a turn (RULES M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That unit is not one %1 places now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An arriving unit is placed on an empty hex within 3 of its side edge and more than 2 from any enemy unit (RULES M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places %2 at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has no room by the %2 for %n unit(s): eliminated for the battle (RULES M4).</source>
        <translation>
            <numerusform>%1 has no room by the %2 for %n unit: eliminated for the battle (RULES M4).</numerusform>
            <numerusform>%1 has no room by the %2 for %n units: eliminated for the battle (RULES M4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Units shift only after a flank march has come in (RULES M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1&apos;s units within 4 hexes of an arriving unit may shift, once each (RULES M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit shifts one hex to an empty one, never ending within 2 hexes of an enemy (RULES M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shifts %2 from %3 to %4 (RULES M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: its units go back to the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 leads %n unit(s) of %2 on a flank march by the %3 (a %4 general).</source>
        <translation>
            <numerusform>%1 leads %n unit of %2 on a flank march by the %3 (a %4 general).</numerusform>
            <numerusform>%1 leads %n units of %2 on a flank march by the %3 (a %4 general).</numerusform>
        </translation>
    </message>
    <message>
        <source>A double %1: he is %2 for this battle (RULES M3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cavalry attacked from an adjacent hex by a unit that is not cavalry, with a free hex farther from the attacker, may fall back (RULES C9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry falls back 1 to 3 hexes (RULES C9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hex of a fallback is a free hex next to the last, farther from the attacker (RULES C9): %1 is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reroll by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends a reroll: %2 becomes %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer shaken (RULES C10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n figure(s) left.</source>
        <translation>
            <numerusform>%1 has %n figure left.</numerusform>
            <numerusform>%1 has %n figures left.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is shaken until the end of its side&apos;s next turn (RULES C10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n activation die(s)</source>
        <translation>
            <numerusform>%n activation die</numerusform>
            <numerusform>%n activation dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n activation(s)</source>
        <translation>
            <numerusform>%n activation</numerusform>
            <numerusform>%n activations</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) counting</source>
        <translation>
            <numerusform>%n flag counting</numerusform>
            <numerusform>%n flags counting</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 returns fire on %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double %1: she is %2 for this battle (RULES M3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double %1: they are %2 for this battle (RULES M3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TacticalJournal</name>
    <message>
        <source>no follow up is open to that unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hex more is open there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step of a battle&apos;s journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is no step of play (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a hex, as 0304</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has more than %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its dice do not match the faces it kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of the battle&apos;s journal (%2) does not apply: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no flank march rolls now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shift is open now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flank marches come first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has more than 3 hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leader&apos;s reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its leaders&apos; rerolls do not apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TacticalScenario</name>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a hex of the %1 x %2 board, as 0304</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a terrain of the ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list the two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must differ from the first side&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a unit type of the ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds another unit already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must give each side a unit at least (%1 has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tactical battle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario %1: %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the scenario %1: it is no readable file of at most 4 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;left&quot; or &quot;right&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; or &quot;excellent&quot; (RULES M1, M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list the units that march, one at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send %1 of %2&apos;s %3 units: at most half may march (RULES M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a text of at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>is more than the enemy&apos;s %n unit(s)</source>
        <translation>
            <numerusform>is more than the enemy's %n unit</numerusform>
            <numerusform>is more than the enemy's %n units</numerusform>
        </translation>
    </message>
    <message>
        <source>must be &quot;he&quot;, &quot;she&quot; or &quot;they&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a text of 1 to %1 characters, without control characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>%1 names no point of the history: write TURN, TURN.PHASE or TURN.PHASE.ACTION, as in 3, 3.movement or 3.movement.2 (the phases are siege and movement).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s kept history begins in turn %1, %2 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has not reached that point: it is in turn %1, %2 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>That phase of turn %1 has only %n action(s).</source>
        <translation>
            <numerusform>That phase of turn %1 has only %n action.</numerusform>
            <numerusform>That phase of turn %1 has only %n actions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of its changes, and cannot be shown as it stood then: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Trait</name>
    <message>
        <source>Vitality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnActions</name>
    <message>
        <source>No backup: the folder %1 cannot be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backup: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of turn %1: recovery of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery roll %1 at the end of turn %2: restored to vitality %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery roll %1 at the end of turn %2: still disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 broken unit(s) stay broken under siege with no leader inside (RULES S6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n broken unit(s) back in good order.</source>
        <translation>
            <numerusform>%1: %n broken unit back in good order.</numerusform>
            <numerusform>%1: %n broken units back in good order.</numerusform>
        </translation>
    </message>
    <message>
        <source>End of turn %1: %2 restored, %3 of %4 recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disabled leader(s)</source>
        <translation>
            <numerusform>%n disabled leader</numerusform>
            <numerusform>%n disabled leaders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnReport</name>
    <message>
        <source>hex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rating %2), besieged by %3 since turn %4; units lost to the walls: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 units, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has no such side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has turns 1 to %1 so far, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player reads his own side&apos;s turn reports, and no other&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, as the turn ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the turn under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side has no forces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its moves and actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No action kept this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No siege this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happened to its leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it saw of the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other side&apos;s force within sight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other sides have no forces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - turn %2 - %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>As they stood %n turn(s) earlier.</source>
        <translation>
            <numerusform>As they stood %n turn earlier.</numerusform>
            <numerusform>As they stood %n turns earlier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report of turn %1 was not kept on the server. Each side&apos;s report is kept there as a game master ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyLog</name>
    <message>
        <source>Re-deriving every roll from the seed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n roll(s) in the log match the campaign&apos;s seed.</source>
        <translation>
            <numerusform>All %n roll in the log match the campaign's seed.</numerusform>
            <numerusform>All %n rolls in the log match the campaign's seed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) were entered by hand and take nothing from the generator (RULES D4).</source>
        <translation>
            <numerusform>%n roll were entered by hand and take nothing from the generator (RULES D4).</numerusform>
            <numerusform>%n rolls were entered by hand and take nothing from the generator (RULES D4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll #%1 does not match the seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log does not match the seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) before it verified.</source>
        <translation>
            <numerusform>%n roll before it verified.</numerusform>
            <numerusform>%n rolls before it verified.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::AccessDialog</name>
    <message>
        <source>&amp;Grant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage Access — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a user of the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no access any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server enforces these roles. A game master may do everything, access included; a player sees the leaders, forces and rolls of the side played and what is public; an observer sees only what is public. Players and observers change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game master changes their own access: another one does.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ActionDialog</name>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::AftermathStep</name>
    <message>
        <source>Roll the &amp;aftermath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was annihilated: %2 make(s) a survival check against Heroics — below escapes, equal dies, above is captured (RULES F8, H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 tries to reactivate %2&apos;s %n broken unit(s): one Rally check each against %3 (RULES F8).</source>
        <translation>
            <numerusform>%1 tries to reactivate %2's %n broken unit: one Rally check each against %3 (RULES F8).</numerusform>
            <numerusform>%1 tries to reactivate %2's %n broken units: one Rally check each against %3 (RULES F8).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rerolls gained in this battle and not spent lapse (RULES H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival checks for the leaders of an annihilated force, then each commander tries to reactivate the side&apos;s broken units (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::AssassinationDialog</name>
    <message>
        <source>Assassination: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, same side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no living leader for %1 to strike at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single exchange: each &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; of the assassin wounds the target, each &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; of the target cancels one wound; the target&apos;s 6s do not wound the assassin (RULES G3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n d6 (effective Duel, RULES L4);</source>
        <translation>
            <numerusform>%1 rolls %n d6 (effective Duel, RULES L4);</numerusform>
            <numerusform>%1 rolls %n d6 (effective Duel, RULES L4);</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n d6 to cancel.</source>
        <translation>
            <numerusform>%1 rolls %n d6 to cancel.</numerusform>
            <numerusform>%1 rolls %n d6 to cancel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no dice to cancel with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds dealt: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No wound&lt;/b&gt; dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at vitality %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::AvoidStep</name>
    <message>
        <source>On a success the defender &amp;moves to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try to avoid battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may try to avoid battle: &lt;b&gt;%2&lt;/b&gt; makes a Maneuver check, and succeeds on &lt;b&gt;%3 or less&lt;/b&gt;. On a success the defender moves one space off and no battle is fought; on a failure battle is joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the battle · Avoid battle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s commander may make a Maneuver check to avoid battle (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flank Marches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send commands on a flank march before any die is rolled (RULES M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n unit(s) by the %2</source>
        <translation>
            <numerusform>%1 with %n unit by the %2</numerusform>
            <numerusform>%1 with %n units by the %2</numerusform>
        </translation>
    </message>
    <message>
        <source>On a flank march (RULES M2): %1. Each rolls at the end of every round to come in (M3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BattleAnswerDialog</name>
    <message>
        <source>Answer the Battle at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side defends at %1, and the battle waits for your answer: choose how your side fights it. The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fight Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move into %1 brings a battle: choose how your side fights it. The referee fights it when he carries the move out; the defender chooses his own (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move and Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank marches (RULES M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays in the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marches by the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marches by the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> unit(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the commander-in-chief, nor an incompetent or coward general; at most half your side&apos;s units in all. The referee sends them before any die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the Break-in at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The besiegers break into your fortress at %1, and the battle waits for your answer: choose how your garrison fights it. It may neither avoid nor retreat, and sends no flank march (RULES S3). The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The garrison sorties against your side at %1, and the battle waits for your answer: choose how your side fights it. A sortie is not avoided (RULES S4). The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BattleDialog</name>
    <message>
        <source>Battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fights the remaining steps with the default choices: no avoiding, no deeds, default casualties, rally always; then the aftermath (RULES F9, F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eliminates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over but not recorded yet. Its dice were rolled and logged (RULES D1): closing records the battle as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice have been rolled and logged (RULES D1), so this battle cannot be taken back. Closing now fights the rest of it with the default choices (no deeds, default casualties, rally always, RULES F9), rolls the aftermath (F8) and records the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record and close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve, record and close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep the battle open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally or retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aftermath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice were rolled: closing resolves the battle with the default choices and records it (RULES D1, F9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been rolled: closing changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on the &amp;Battle Board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight this battle on the hex battle board with Command dice (RULES C) instead of in rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fights the remaining steps with each side&apos;s choices from its standing orders, the default choices where it set none; then the aftermath (RULES T4, F9, F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;On the battle board:&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BattleDiceRow</name>
    <message numerus="yes">
        <source>%n battle dice, as rolled</source>
        <translation>
            <numerusform>%n battle dice, as rolled</numerusform>
            <numerusform>%n battle dice, as rolled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::BattleOddsPanel</name>
    <message>
        <source>mutual defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annihilated: %1 %2 · %3 %4&lt;br&gt;Units left on average: %1 %5 · %3 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ODDS AS THE BATTLE STANDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact · rally pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;counting rounds…&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact odds are being computed in the background (RULES O1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds under the default choices: default casualties, rally always, no retreat, no deeds (RULES F9, O1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is decided: the result is certain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged units are counted as they may rally before the next round (RULES F5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rounds are not counted for a break-in battle (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rounds are not counted for armies this large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds of the break-in under the default choices: default casualties, rally always, the besieger never withdraws, no deeds (RULES S3, F9, O1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BattleReportsDialog</name>
    <message>
        <source>&amp;Export HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle reports: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle has been fought in this campaign yet.
Battles are fought from a force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such battle in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export battle report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML pages (*.html *.htm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print battle report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BattleSidePanel</name>
    <message>
        <source>ATTACKER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEFENDER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n good</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n flagged</numerusform>
            <numerusform>%n flagged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken</source>
        <translation>
            <numerusform>%n broken</numerusform>
            <numerusform>%n broken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n eliminated</source>
        <translation>
            <numerusform>%n eliminated</numerusform>
            <numerusform>%n eliminated</numerusform>
        </translation>
    </message>
    <message>
        <source>Fires %1 dice a round: %2 good + %3 Battle bonus (RULES F2, R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No leader: the side is leaderless (RULES R1, F5).&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No able leader: the side is leaderless (RULES R1, F5).&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (capped from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle %1 · Rally %2 · Maneuver %3 · Heroics %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n reroll</numerusform>
            <numerusform>%n rerolls</numerusform>
        </translation>
    </message>
    <message>
        <source>Fires 1 die a round: one per good-order unit (RULES F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fires %1 dice a round: one per good-order unit (RULES F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and %1 more for its broken units, their 6s counted as 5s (RULES S3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander: this leader&apos;s Battle and Rally count for the side (RULES R1, F5)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BattleStep</name>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; and holds the field; %2 is defeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Mutual defeat:&lt;/b&gt; both sides are defeated and retreat (RULES F4, F6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 avoids battle:&lt;/b&gt; it moves one space off and no battle is fought (RULES F1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BattleStepLog</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::BoardOddsPanel</name>
    <message>
        <source>&lt;b&gt;The battle&apos;s odds&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each side&apos;s chance to win from the board as it stands: %n battle(s) played on by the automatic player for both sides, with the 95% interval</source>
        <translation>
            <numerusform>Each side's chance to win from the board as it stands: %n battle played on by the automatic player for both sides, with the 95% interval</numerusform>
            <numerusform>Each side's chance to win from the board as it stands: %n battles played on by the automatic player for both sides, with the 95% interval</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing %n battle(s) on from here…</source>
        <translation>
            <numerusform>Playing %n battle on from here…</numerusform>
            <numerusform>Playing %n battles on from here…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2% ± %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2% %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not over after %1 turns: %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played on from here.</source>
        <translation>
            <numerusform>From %n battle played on from here.</numerusform>
            <numerusform>From %n battles played on from here.</numerusform>
        </translation>
    </message>
    <message>
        <source>before this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before this activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before this attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before this follow up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the turn ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the marches&apos; roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before this arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before this shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the withdrawal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the activation ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on from here: %1 of %2 battles so far…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played on from here, in the time allowed.</source>
        <translation>
            <numerusform>From %n battle played on from here, in the time allowed.</numerusform>
            <numerusform>From %n battles played on from here, in the time allowed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::BreakInDialog</name>
    <message>
        <source>Siege of %1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sortie (RULES S4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the hex it held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sortie…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it wins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-in roll (RULES S2): 1 costs a unit, 6 breaks in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit lost comes from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n unit)</numerusform>
            <numerusform>%1 (%n units)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep this result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fight the break-in battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The siege is over: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a break-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1: %2. Rerolls left: %3 of %4.%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The default is to reroll anything but a 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sortie comes once the break-in roll is kept (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The break-in battle comes first; a sortie follows it if the fortress holds (RULES S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heroic reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heroic reroll (%1 held)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No able leader is inside: the units go out alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units going:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders going:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) in good order, from every garrison force; broken units stay inside (RULES S4).</source>
        <translation>
            <numerusform>%n unit in good order, from every garrison force; broken units stay inside (RULES S4).</numerusform>
            <numerusform>%n units in good order, from every garrison force; broken units stay inside (RULES S4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The break-in battle has been fought; %1 holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll was a 6: the break-in battle is owed, and the turn waits for it (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A besieging leader spends a reroll of their own on the die; those left lapse when the roll is kept (RULES H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The besieger&apos;s standing order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alone inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Battle %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 (%n unit(s))</source>
        <translation>
            <numerusform>%1 at %2 (%n unit)</numerusform>
            <numerusform>%1 at %2 (%n units)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no besieging force to attack)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::CampaignSession</name>
    <message>
        <source>Cannot Create the Sample Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Create Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign File Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open in another window: that window is brought to the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::CaptureDialog</name>
    <message>
        <source>Capture %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. He keeps his sheet, and can be released or exchanged later (RULES L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held &amp;by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. She keeps her sheet, and can be released or exchanged later (RULES L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. They keep their sheet, and can be released or exchanged later (RULES L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold her.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::CasualtiesStep</name>
    <message>
        <source>&amp;Apply hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side takes the hits it received: each 6 eliminates one unit of its choice (broken and flagged ones too), then each 5 flags one good-order unit; surplus 5s are lost (RULES F3). The default eliminates broken units first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share among forces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each loss to one of the side&apos;s forces (RULES F0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 eliminated, %3 flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses by force: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::CasualtyEditor</name>
    <message>
        <source>&amp;Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no enemy dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken units first, then flagged, then good order (RULES F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receives &lt;b&gt;%1&lt;/b&gt; × 6 and &lt;b&gt;%2&lt;/b&gt; × 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n surplus 5(s) lost.</source>
        <translation>
            <numerusform>%n surplus 5 lost.</numerusform>
            <numerusform>%n surplus 5s lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the hits: &lt;b&gt;%1&lt;/b&gt; good, &lt;b&gt;%2&lt;/b&gt; flagged, &lt;b&gt;%3&lt;/b&gt; broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(your choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6s eliminate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f&amp;lagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The 5s then flag %n good-order unit(s).</source>
        <translation>
            <numerusform>The 5s then flag %n good-order unit.</numerusform>
            <numerusform>The 5s then flag %n good-order units.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::CompositionEditor</name>
    <message>
        <source>Units of cavalry, for a battle fought on the battle board (RULES C2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units of artillery, for a battle fought on the battle board (RULES C2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> cavalry</source>
        <translation>
            <numerusform> cavalry</numerusform>
            <numerusform> cavalry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> artillery</source>
        <translation>
            <numerusform> artillery</numerusform>
            <numerusform> artillery</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n infantry</source>
        <translation>
            <numerusform>and %n infantry</numerusform>
            <numerusform>and %n infantry</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::CreationPool</name>
    <message>
        <source>Die %1: drag it onto a trait, or press %1 then the trait&apos;s letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::DeedDialog</name>
    <message>
        <source>−%1 vit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rerolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic Deed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroics %1, capped by his vitality %2: he rolls against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He rolls 1d6 against his Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal to his Heroics: 1 wound and as many rerolls as his Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each face does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attempt deed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt; against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds taken: &lt;b&gt;%1&lt;/b&gt; · rerolls gained: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vitality %1 → %2 · rerolls held: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He is now %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+%n reroll(s)</source>
        <translation>
            <numerusform>+%n reroll</numerusform>
            <numerusform>+%n rerolls</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroics %1, capped by her vitality %2: she rolls against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroics %1, capped by their vitality %2: they roll against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She rolls 1d6 against her Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They roll 1d6 against their Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She is now %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are now %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal to her Heroics: 1 wound and as many rerolls as her Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal to their Heroics: 1 wound and as many rerolls as their Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::DeedsStep</name>
    <message>
        <source>Roll &amp;fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader with this force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic deed: %1 (Heroics %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 1d6 against Heroics %1: wounds, and rerolls for this side&apos;s fire dice (RULES H1, H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s) ready for this round&apos;s fire (RULES H2).</source>
        <translation>
            <numerusform>%n reroll ready for this round's fire (RULES H2).</numerusform>
            <numerusform>%n rerolls ready for this round's fire (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 · Heroic deeds, then fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any able leader may first attempt a heroic deed: 1d6 against the leader&apos;s Heroics, for wounds and rerolls of the side&apos;s fire dice (RULES F7, H1, H2). Then both sides fire at once.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::DiceRow</name>
    <message>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::DieEntryDialog</name>
    <message>
        <source>Table Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll %1d%2 at the table&lt;/b&gt;&lt;br&gt;for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No face yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type each face with the keys 1 to %1; Backspace takes the last one back (RULES D4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use These Faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Let Castellan Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 dice entered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::DieFaceWidget</name>
    <message>
        <source>No die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die showing %1, replaced by a reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::DuelDialog</name>
    <message>
        <source>%1 is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, same side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other able leader for %1 to duel (RULES G1, L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each exchange both roll their effective Duel in d6 at once. Each &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; wounds the opponent; each &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; cancels one wound against the roller. The duel goes on until one is disabled or dead, or you end it (RULES G1, G2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exchange fought yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fight exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight to the &amp;end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nd duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Duel %1, capped by vitality: rolls &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</source>
        <translation>
            <numerusform>Duel %1, capped by vitality: rolls &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</numerusform>
            <numerusform>Duel %1, capped by vitality: rolls &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duel %1: rolls &lt;b&gt;%n&lt;/b&gt; d6</source>
        <translation>
            <numerusform>Duel %1: rolls &lt;b&gt;%n&lt;/b&gt; d6</numerusform>
            <numerusform>Duel %1: rolls &lt;b&gt;%n&lt;/b&gt; d6</numerusform>
        </translation>
    </message>
    <message>
        <source>The opponent is fixed once the first exchange is fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record &amp;duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice were rolled: closing records the duel as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The duel is over&lt;/b&gt; after exchange %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After exchange %1: %2 at vitality %3, %4 at vitality %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to fight.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ExchangeActions</name>
    <message>
        <source>&amp;Leader Sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the sheets of the leaders selected in the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Whole &amp;Roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print every leader&apos;s sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force Sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a sheet for each force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Siege Summaries…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a summary of each siege (RULES S1-S5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Whole &amp;Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a title page, the roster, the forces, the map, the sieges and every leader&apos;s sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the map on one page, or to scale across several</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster for a spreadsheet: a row a leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster with each leader&apos;s sheet and history, to import into another campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forces as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forces for a spreadsheet: a row a force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players&apos; Copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of the campaign for the players: without notes marked GM only and without the seed, so the dice cannot be foreseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roster from JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the leaders of a roster file to this campaign, as one step that Undo takes back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a leader in the roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exported to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan rosters (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB: it is not a roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) takes the whole import back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a Players&apos; Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; copy written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; copy is written to %1. It keeps no notes marked GM only and no seed, so the players cannot foresee the dice.

Keep this salt with the campaign&apos;s seed (%2). When the campaign is over, show both to the players: Verify Log on their copy checks them and then every roll.

%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the Salt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: it is not a file, or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing the roster %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn Reports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side&apos;s report of a turn: its moves, battles, sieges and leaders, and what it could see of the others</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::FallbackDialog</name>
    <message>
        <source>Cavalry Fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 at %3 is attacked from beside it by the %4 at %5. It may fall back 1 to 3 hexes before the attack is rolled, each hex farther from the attacker; the attack then rolls %n dice instead of %6, its flags count for nothing, and the cavalry is shaken (RULES C7, C9). The board marks where it may go.</source>
        <translation>
            <numerusform>%1's %2 at %3 is attacked from beside it by the %4 at %5. It may fall back 1 to 3 hexes before the attack is rolled, each hex farther from the attacker; the attack then rolls %n die instead of %6, its flags count for nothing, and the cavalry is shaken (RULES C7, C9). The board marks where it may go.</numerusform>
            <numerusform>%1's %2 at %3 is attacked from beside it by the %4 at %5. It may fall back 1 to 3 hexes before the attack is rolled, each hex farther from the attacker; the attack then rolls %n dice instead of %6, its flags count for nothing, and the cavalry is shaken (RULES C7, C9). The board marks where it may go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stand: the attack rolls %n dice</source>
        <translation>
            <numerusform>Stand: the attack rolls %n die</numerusform>
            <numerusform>Stand: the attack rolls %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>Fall back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::FireStep</name>
    <message>
        <source>Take &amp;casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to re-roll this die (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-rolled (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fires %2: &lt;b&gt;%3&lt;/b&gt; × 6, &lt;b&gt;%4&lt;/b&gt; × 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n reroll(s): click one of its dice to re-roll it.</source>
        <translation>
            <numerusform>%1 holds %n reroll: click one of its dice to re-roll it.</numerusform>
            <numerusform>%1 holds %n rerolls: click one of its dice to re-roll it.</numerusform>
        </translation>
    </message>
    <message>
        <source>(RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides roll at once: one die per good-order unit plus the Battle bonus. Each 6 eliminates an enemy unit, each 5 flags one; 1 to 4 miss (RULES F2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose reroll a click on a die spends (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reroll of %1 (%2 left)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::FlankMarchDialog</name>
    <message>
        <source>&amp;Call Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With this march the %1 wins %2 (%3 if the units stay), by the exact odds (RULES O1, M3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no leader here to send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact odds count one flank march at a time: with another one sent, they are not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;computing the odds with this march…&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n unit(s) by the %3</source>
        <translation>
            <numerusform>%1 (%2): %n unit by the %3</numerusform>
            <numerusform>%1 (%2): %n units by the %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first round a side may send commands on a flank march (RULES M2): a general who is not its commander-in-chief, with units of the general&apos;s own force, by the left or the right; at most half the side&apos;s units in all. At the end of every round each march rolls 2d6 + its general&apos;s bonus + 1 a roll already made; 12 or more comes in at the start of the next round (M3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::FlankOddsChart</name>
    <message>
        <source>Arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Arrived within %n roll(s): %1%</source>
        <translation>
            <numerusform>Arrived within %n roll: %1%</numerusform>
            <numerusform>Arrived within %n rolls: %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aborted within %n roll(s): %1%</source>
        <translation>
            <numerusform>Aborted within %n roll: %1%</numerusform>
            <numerusform>Aborted within %n rolls: %1%</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrival rolls (1: at the end of the first round or game turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A general of level %1 (%2 to the roll, RULES M1, M3): arrives on the first roll %3%, within 3 rolls %4%, within 6 rolls %5%; aborted within %6 rolls %7%.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ForceDialog</name>
    <message>
        <source>Edit Force — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force does not change sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sides yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Army of the North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units eliminated over the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units eliminated over the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lo&amp;st:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who commands the force in battle (RULES R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commander:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders and commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with this force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticking %1 moves him here from %2 (RULES L2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no force, at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader of %1 can serve with this force: the dead and the captured cannot (RULES L3, L6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader of %1 can serve: the dead and the captured cannot (RULES L3, L6). The force can be raised without leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best Battle (automatic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Battle %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves the force: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This force is no longer in the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off the map: a place, or one of your fortresses to garrison it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force off the map stands at a named place; a fortress of its side&apos;s name puts it in that fortress. On the map, it stands in its hex: place or move it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of &amp;which:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticking %1 moves her here from %2 (RULES L2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticking %1 moves them here from %2 (RULES L2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ForcesDock</name>
    <message>
        <source>Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fight Battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle &amp;Reports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight a field battle with the selected force (RULES F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read, export and print the reports of the battles fought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a force in the Forces pane first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight a battle with the selected force and every force on its space (RULES F0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ForcesModel</name>
    <message>
        <source>%1 (%2)</source>
        <comment>leader name (status)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(best Battle: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no leader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no able leader)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 in all (RULES F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units eliminated over the campaign: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units in good order: each rolls one die of fire (RULES F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged units: they rally or break (RULES F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken units: casualties that retreat with the force (RULES F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units eliminated over the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The designated commander, or in brackets the able leader with the best Battle (RULES R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leaders with the force (RULES L2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the game master and %1&apos;s players see its leaders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ForcesView</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Force…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Force…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split Force…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge Forces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disband Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the forces of one side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;de:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a force in the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a new force: its side, place, units and leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has no sides yet: a force needs one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1: name, place, units, leaders and commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no units and no leaders to split off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split a new force off %1, in the same place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge another force of %1 at %2 into %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disband %1; its leaders stay, with no force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing %1 of %2 forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disband Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disband %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its units go: %1. %2

Undo brings the force back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader is with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its leaders stay, with no force: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes of %1, and whether they are for the game master only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::FortressDialog</name>
    <message>
        <source>Edit Fortress — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Fortress — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Castle Dunmor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strength a besieger needs around it (RULES S1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A besieged fortress changes hands only by the siege (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Held by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::HistoryDock</name>
    <message>
        <source>siege phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to any point of the campaign&apos;s history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign before the action shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign after the next action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign as this turn began, or the turn before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign as the next turn began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to &amp;Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: as the campaign stands now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: as its kept history begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: after “%2”%3 (action %4 of %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the history: the campaign as it stands, to play on (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::LeaderBanner</name>
    <message>
        <source>no side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rerolls held: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>location unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vitality %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vitality %1 → %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::LeaderMenu</name>
    <message>
        <source>&amp;New Leader…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 7d6 and create a leader (RULES L1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wound or Heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound/Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heroic Deed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a heroic deed against effective Heroics (RULES H1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Survival Check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a survival check: escape, death or capture (RULES H3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight a duel with another leader, exchange by exchange (RULES G1, G2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Assassinate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the leader to assassinate another: one exchange (RULES G3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Capture/Release…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lapse Rerolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no sides yet: a leader needs one (RULES L2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a leader in the roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free him: held by %1 (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Capture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retreat (Leaders Only)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where only leaders are left of both sides, try to retreat with a Maneuver check (RULES F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free her: held by %1 (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free them: held by %1 (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound the leader or heal the leader&apos;s wounds (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the leader captured by another side, or release the leader (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event is over: the leader&apos;s unspent rerolls lapse (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1: %2. The referee rolls it with the campaign&apos;s dice (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::LeaderPicker</name>
    <message>
        <source>Filter by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle rating: the commander&apos;s counts in battle (RULES R1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::LeaderRetreatDialog</name>
    <message>
        <source>Retreat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against his Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure he must duel an enemy leader there or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat &amp;to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maneuver check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll Maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight a duel with an enemy leader here (RULES G1, G2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Be &amp;Captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He is taken by %1 (RULES F8, L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he retreats to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. He must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He is captured by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she retreats to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they retreat to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. She must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. They must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She is captured by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are captured by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against her Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure she must duel an enemy leader there or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against their Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure they must duel an enemy leader there or be captured (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She is taken by %1 (RULES F8, L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are taken by %1 (RULES F8, L6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::LeaderSheet</name>
    <message>
        <source>check, capped by vitality (R3, L4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice in a duel, capped by vitality (R2, L4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check (R3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comparative (R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A force or a fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disabled leader recovers only after a whole turn without action (RULES L5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current vitality: each wound takes one box (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerolls held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything worth remembering about him. Saved as you pause; Ctrl+Z undoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a leader, or create one with Leader ▸ New Leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign with File ▸ Open, or start one with File ▸ New Campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 while disabled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 while wounded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capped by current vitality %1 (RULES L4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, from die %3 of the creation roll (RULES L1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this turn (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll #%1 in the roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened to him yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No notes. The campaign is open read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held for the next event he takes part in: a battle, his side&apos;s break-in roll, or a survival check of his own; unspent, they lapse when it ends (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, for his next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for his next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s) </source>
        <translation>
            <numerusform>%n reroll </numerusform>
            <numerusform>%n rerolls </numerusform>
        </translation>
    </message>
    <message>
        <source>(%1, capped by his vitality)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;ward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coward may not lead a flank march (RULES M1, M2); Ctrl+Z undoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incompetent (never leads a flank march)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 to a flank march&apos;s arrival roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the app&apos;s texts speak of this leader; Ctrl+Z undoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pronoun:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything worth remembering about her. Saved as you pause; Ctrl+Z undoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything worth remembering about them. Saved as you pause; Ctrl+Z undoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held for the next event she takes part in: a battle, her side&apos;s break-in roll, or a survival check of her own; unspent, they lapse when it ends (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held for the next event they take part in: a battle, their side&apos;s break-in roll, or a survival check of their own; unspent, they lapse when it ends (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, for her next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, for their next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for her next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for their next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened to her yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened to them yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, capped by her vitality)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, capped by their vitality)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounds the leader can take (L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the leader is (RULES L2); press Return to record a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The level as a general comes from Maneuver, by the campaign&apos;s ruleset (RULES M1); its bonus is added to a flank march&apos;s arrival roll (M3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::LossSharesDialog</name>
    <message>
        <source>Share the Losses: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hits on %1: %2 eliminated (%3 broken, %4 flagged, %5 in good order) and %6 flagged. Give each loss to one of the side&apos;s forces (RULES F0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken
eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged
eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good order
eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good order
flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each loss to the force with the most units in the state it takes (RULES F0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every loss is given to a force that has the unit to lose.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::LuckLedgerDialog</name>
    <message>
        <source>Luck Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every fire die rolled in battle (RULES F2), undone battles left out: a fair die shows a 6 one time in six and a 5 one time in six. &lt;b&gt;%1&lt;/b&gt; dice so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6s rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6s expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5s rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5s expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected of each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck (sd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck: how far the 6s and 5s together are from what fair dice give, in standard deviations. Within ±2 is what fair dice do 95 times in 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leader</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MainWindow</name>
    <message>
        <source>Roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new campaign in a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a copy of the campaign to another file and go on in the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-derive every logged roll from the campaign&apos;s seed and compare (RULES D2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule &amp;Options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the rule options of this campaign (RULES L1, L5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the cursor in the roster&apos;s name filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Qt toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan campaigns (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan campaigns (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Castellan %1&lt;/h3&gt;&lt;p&gt;A campaign manager for board-wargame campaigns: leaders with seven traits, wounds, heroic deeds and duels, and a log of every die rolled that can be verified from the campaign&apos;s seed.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Odds Calculator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds of a field battle between two sides you type in (RULES O1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;orces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn (RULES T3): broken units rally, disabled leaders roll for recovery, the turn advances and a backup is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Not Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Luck Ledger…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 6s and 5s each side and leader rolled in battle, against fair dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules as Castellan plays them, section by section, searchable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Read-Only…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign file only to look at it: nothing in it can be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (read-only) — Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; You opened %1 only to look at it: nothing in it can be changed. To play on, open it again with &lt;i&gt;Open&lt;/i&gt;, or use &lt;i&gt;Save As&lt;/i&gt; to go on in a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; %1 cannot be written (the file or its folder is read-only), so you can look at everything but change nothing. To play on, make it writable and open it again, or use &lt;i&gt;Save As&lt;/i&gt; to go on in a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Campaign Read-Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sides…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, colour, add or remove the campaign&apos;s sides (RULES L2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a &amp;Tactical Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a Tactical Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written with the ruleset %2; it is played by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand-alone battle is kept under way. Playing this scenario puts it aside for good. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the Battle on the Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Forget this battle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle on the board is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume the Battle on the Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes on with the battle on the board left under way, where it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. The battle on the board at %2 was left at turn %3: Campaign ▸ Resume the Battle on the Board goes on with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand-alone battle is kept under way. Playing this one puts it aside for good. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Up a Battle Board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle board of one&apos;s own: its terrain, each side&apos;s units and leaders, saved as a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language, what a new campaign starts with, printed history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand-alone battle on the battle board (RULES C): a shipped scenario or a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo &amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The actions you can undo, those of earlier sessions too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History Not Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign as it stood at any point of its history, turn by turn and action by action, read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;History.&lt;/b&gt; %1 Nothing can be changed here. &lt;a href=&quot;now&quot;&gt;Back to now&lt;/a&gt; (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (history) — Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View as &amp;Side…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign exactly as one side&apos;s players see it: its leaders and rolls, and what it can see of the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View as Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign as the players of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side&apos;s View Not Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing as %1.&lt;/b&gt; The campaign as its players see it%2. Nothing can be changed here. &lt;a href=&quot;gm&quot;&gt;Back to the game master&apos;s view&lt;/a&gt; (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, hidden movement on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (as %2) — Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game master looks at the campaign as another side sees it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign as it stands, to play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An observer follows the campaign as it stands: its history is its players&apos; and its game masters&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Reports Not Kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn has ended, but its reports could not be kept on the server for the players: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared campaign&apos;s orders: whose movement it is, and the players&apos; orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MapController</name>
    <message>
        <source>Name Place — Hex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the place in hex %1 (empty: no name):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n unit(s))</source>
        <translation>
            <numerusform>%1 (%2, %n unit)</numerusform>
            <numerusform>%1 (%2, %n units)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay Siege to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The force that breaches %1 (its side&apos;s other forces around it are pickets, RULES S1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name Place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Fortress %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Fortress %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Fortress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place Force Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Off the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced &amp;March: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lift the Siege of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay &amp;Siege to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do here now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1: %2. It is carried out when the referee answers (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MapEmptyState</name>
    <message>
        <source>Create Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no map yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the strategic map in hexes: terrain, places and fortresses, then set your forces on it and move them turn by turn. Choose its size to begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a campaign to see its map.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MapPanel</name>
    <message>
        <source>Fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forces Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name Place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Fortress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Fortress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay Siege…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift Siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hex selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a hex to see what stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &lt;span style=&apos;font-weight:normal&apos;&gt;· hex %2&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · entering costs %n movement point(s) (RULES T1a)</source>
        <translation>
            <numerusform>%1 · entering costs %n movement point (RULES T1a)</numerusform>
            <numerusform>%1 · entering costs %n movement points (RULES T1a)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, rating %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No garrison</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Garrison: %1 (%n unit(s))</source>
        <translation>
            <numerusform>Garrison: %1 (%n unit)</numerusform>
            <numerusform>Garrison: %1 (%n units)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Besieged&lt;/b&gt; by %1 for %n turn(s)&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;span style='color:#a32020'&gt;&lt;b&gt;Besieged&lt;/b&gt; by %1 for %n turn&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style='color:#a32020'&gt;&lt;b&gt;Besieged&lt;/b&gt; by %1 for %n turns&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Besiegers&apos; units lost: %1 (RULES S2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not under siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No force here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander&apos;s Maneuver check: one more hex this turn on a success (RULES T1a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay Siege to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the force that breaches (RULES S1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift the Siege of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The besieger withdraws (RULES S5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only leaders are left here of %1: they may duel, or one may try to retreat (Leader ▸ Retreat, RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a Force Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a force down in this hex, from off the map or from another hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other force to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders inside: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-in battle owed&lt;/b&gt; this turn (RULES S3): Sieges ▸ Siege Phase…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight the Battle Here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;A battle is due here&lt;/b&gt;&lt;/span&gt; (RULES T1): %1 attacks %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;A battle is due here&lt;/b&gt;&lt;/span&gt; (RULES T1). %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight the battle due here, every force of both sides in it (RULES F0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give this hex a place&apos;s name, as forces and leaders are said to be there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortress in this hex: its name, rating and holder (RULES S1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fortress&apos;s name, rating and holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An order: the referee rolls the commander&apos;s Maneuver check, one more hex this turn on a success (RULES T1a, T4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MapPrintDialog</name>
    <message>
        <source>The whole map on &amp;one page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To &amp;scale, across several pages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm a hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How wide a hex is on paper: a printed board&apos;s hexes are often 16 to 25 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One page, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), %1 across and %2 down, %3.</source>
        <translation>
            <numerusform>%n page, %1 across and %2 down, %3.</numerusform>
            <numerusform>%n pages, %1 across and %2 down, %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::MapScene</name>
    <message>
        <source>A battle is due here: fight it before the turn ends (RULES T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MapSizeDialog</name>
    <message>
        <source>Map Size — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes cut off by a smaller map lose their terrain and place names. Fortresses and forces must stay on the map. The change can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> hex(es)</source>
        <translation>
            <numerusform> hex</numerusform>
            <numerusform> hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::MapToolBar</name>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the map: terrain, places, fortresses; set forces down anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move forces by the rules of the turn (RULES T1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No brush: a click selects a hex, a drag pans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %1: click or drag over hexes (one undo step a stroke)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl++</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the map to the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map Size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns and rows of the map (hexes cut off lose their terrain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scan of the printed map under the hexes, aligned to the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a Scan of the Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align the Scan to the Grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much the hexes show over the scan: from hidden (left) to covering it (right)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MapWidget</name>
    <message>
        <source>Turn %1 · movement and battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay a Scan of the Map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::MergeForcesDialog</name>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge Forces — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no place given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which force joins &lt;b&gt;%1&lt;/b&gt;? Only forces of %2 at %3 are listed: forces merge where they stand together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2, %3 lost so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other force of %1 is at %2, so there is nothing to merge with %3. Move a force there first (Edit Force…): forces merge only where they stand together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no force to merge with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two lists of leader names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will have %2 (%3 lost) and %4; %5 is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaders %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::Messenger</name>
    <message>
        <source>Read RULES %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. The War of the Three Crowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the campaign file is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue
Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One side (faction) a line; leaders and forces belong to one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice of the campaign are drawn from this number, so the roll log can be verified (RULES D2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every die of the campaign is drawn from this seed, so the roll log can be verified later (RULES D2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file for the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already; choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a seed for the dice (RULES D2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is named twice: each side needs a name of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A campaign needs at least two sides, one a line: leaders fight for one of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::NewLeaderDialog</name>
    <message>
        <source>&amp;Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll 7d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign in &amp;order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a name no leader of this campaign has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sides yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll once: the roll is logged at once, and nothing is re-rolled (RULES L1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send every die back to the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag each die onto a trait, or pick a die with &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;7&lt;/b&gt; (or Tab and the arrow keys) and press the trait&apos;s letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trait&apos;s rating is the die it gets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1, logged as roll %2. Nothing is re-rolled (RULES L1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign assigns creation dice in order; you may still move them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a die first: press 1 to 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no sides yet: add one before creating leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the seven dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice left to assign: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1 joins %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard this leader?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The creation roll %1 stays in the campaign&apos;s log: every roll is kept (RULES D1). Discard this leader anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the dice not yet placed to the empty traits in the order they were rolled, Vitality first, Rally last; dice you placed stay (RULES L1 option). Clear starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the leader a name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::NotesDialog</name>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders, rumours, anything worth remembering.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::OddsCalculatorWindow</name>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;wap sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds Calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker becomes the defender and the other way round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds under the default choices of RULES F9: enemy 6s take broken units first, every flagged unit tries to rally, nobody retreats and no heroic deeds are attempted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender ends with no good-order unit while the attacker still has one (RULES F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker ends with no good-order unit while the defender still has one (RULES F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides are defeated in the same round (RULES F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected units not eliminated at the end: good, flagged or broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annihilated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units left (expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop computing; the odds shown stay those of the earlier inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the odds of the sides as they are now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 s: the odds shown are for earlier inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is not enough memory to compute the exact odds of %1 against %2 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact; error bound &amp;lt; %1 on each probability (RULES O1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact (RULES O1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round is fought: a side without a unit in good order is defeated at once (RULES F4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big armies take a while; you may stop at any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 s: the rounds were not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not counted: stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the rounds: the battle is being played out round by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the rounds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed in %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds come back as soon as both sides make a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the rounds… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the previous computation to stop… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not counted: more than %1 units a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rounds are counted round by round for battles of up to %1 units a side, which take a few seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::OddsCharts</name>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Surviving units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who wins, and who is annihilated (RULES F4, F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many units each side has left at the end, eliminated ones not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds the battle lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutual: both sides defeated in the same round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 annihilated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
annihilated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units left at the end (good, flagged or broken; eliminated ones not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 ends with %n unit(s): %2</source>
        <translation>
            <numerusform>%1 ends with %n unit: %2</numerusform>
            <numerusform>%1 ends with %n units: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle ends in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over by this round (right axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds fought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The battle lasts %n round(s): %1</source>
        <translation>
            <numerusform>The battle lasts %n round: %1</numerusform>
            <numerusform>The battle lasts %n rounds: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annihilated (hatched)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::OddsSidePanel</name>
    <message>
        <source>&amp;Leaderless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units in good order: each rolls one die a round (RULES F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken units: they do not fire, and enemy 6s take them first (RULES F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander&apos;s Battle rating: the better commander&apos;s side rolls the difference as bonus dice (RULES R1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander&apos;s Rally rating: each flagged unit rallies on a d6 at or under it (RULES F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No able commander: no Battle bonus, and flagged units all break instead of rallying (RULES R1, F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Good order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;roken:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ally:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderless: no bonus dice, and flagged units all break (RULES F5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Bonus: &lt;b&gt;+%n&lt;/b&gt; die a round (RULES R1).</source>
        <translation>
            <numerusform>Bonus: &lt;b&gt;+%n&lt;/b&gt; die a round (RULES R1).</numerusform>
            <numerusform>Bonus: &lt;b&gt;+%n&lt;/b&gt; die a round (RULES R1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No bonus dice (RULES R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fires %n dice in the first round.</source>
        <translation>
            <numerusform>Fires %n die in the first round.</numerusform>
            <numerusform>Fires %n dice in the first round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Carry Out Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraws the selected order while the referee has not answered it (RULES T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This window carries out the players&apos; orders as they come, with the campaign&apos;s dice (RULES T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign: players play their own sides there (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every side has moved: the game master ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s movement begins: your orders are carried out now (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side&apos;s movement ends as soon as the referee answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1 is withdrawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1 was answered before it could be withdrawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End %1&apos;s Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next side in the campaign&apos;s order moves (RULES T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Standing Orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the side does when a choice is its own while another side moves (RULES T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standing orders are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2; then %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle of your side was fought: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege phase: break-in rolls and sorties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how your side fights the battle that waits for you (RULES T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle at %1 waits for your answer until %2 (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle at %1 waits for %2&apos;s answer until %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer is given: the referee fights the battle now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2; battles fought past their deadline by the standing orders: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::OverStep</name>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n eliminated</source>
        <translation>
            <numerusform>%n eliminated</numerusform>
            <numerusform>%n eliminated</numerusform>
        </translation>
    </message>
    <message>
        <source>After the battle (RULES F8):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to roll after the battle (RULES F8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker &amp;moves to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender m&amp;oves to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nowhere: no way out, its units are lost and its leaders check (RULES F6a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish records the whole battle as one action you can undo: units and losses, the moves off the field, wounds, captures and deaths, the leaders&apos; histories and the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fortress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hex(es) away</source>
        <translation>
            <numerusform>%1 · %n hex away</numerusform>
            <numerusform>%1 · %n hexes away</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 escapes to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nowhere: the side has no force or fortress to take this leader in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES H3: this leader escaped the survival check; the nearest friendly force or fortress is the default.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> copy(ies), one a turn</source>
        <translation>
            <numerusform> copy(ies), one a turn</numerusform>
            <numerusform> copy(ies), one a turn</numerusform>
        </translation>
    </message>
    <message>
        <source>the whole history</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> newest entry(ies)</source>
        <translation>
            <numerusform> newest entry(ies)</numerusform>
            <numerusform> newest entry(ies)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed &amp;history:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new campaign starts with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-of-turn &amp;backups kept:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window is made anew in the new language at once, on the same campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> sheet(s) a page</source>
        <translation>
            <numerusform> sheet a page</numerusform>
            <numerusform> sheets a page</numerusform>
        </translation>
    </message>
    <message>
        <source>Leader, force and siege sheets printed on one page, a rule between them; a sheet with a long history still runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed sheets &amp;per page:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of a leader&apos;s history the printed sheet shows; 0 leaves it out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RallyStep</name>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flagged unit to rally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No able leader: its %1 break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n flagged unit(s)</source>
        <translation>
            <numerusform>%n flagged unit</numerusform>
            <numerusform>%n flagged units</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 roll against %2&apos;s Rally %3: each success returns to good order, each failure breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw from the breach, no check (RULES S3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes a Maneuver check, success on %2 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a success the side leaves the field and the other wins; on a failure the battle goes on. Either way its flagged units break (RULES F6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat is not allowed. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · Rally or retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side is defeated (RULES F4). Before the next round each side rallies its flagged units: a success returns one to good order, a failure breaks it (F5); or its commander tries to retreat (F6).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RecentMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RefusalBanner</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RerollDialog</name>
    <message>
        <source>%1 %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activates a unit of any type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activates nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activates a unit of that type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask no more for %1 in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders&apos; Rerolls · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls its activation dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader of the side on the board may spend a heroic reroll on one of these dice; the new face stands. What is not spent lapses when the battle ends (RULES H2, C11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with the %2 (rerolls left: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-roll the Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep the Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Die:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RerollTokens</name>
    <message>
        <source>No heroic rerolls held (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n heroic reroll(s) held, spent one die at a time in the event that gave them (RULES H2)</source>
        <translation>
            <numerusform>%n heroic reroll held, spent one die at a time in the event that gave them (RULES H2)</numerusform>
            <numerusform>%n heroic rerolls held, spent one die at a time in the event that gave them (RULES H2)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RevealSeedDialog</name>
    <message>
        <source>Verify Log — Seed Withheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed withheld: this is a players&apos; copy, which keeps no seed, so that nobody can foresee the dice. When the game master reveals the seed and its salt, type them here: they are checked against the copy&apos;s commitment, then every roll of the log is re-derived from the seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>64 hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;alt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 18446744073709551615.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RollLogModel</name>
    <message>
        <source>(leader #%1, removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · replaces #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll #%1, turn %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d%2 rolled %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reroll: replaces roll #%1 (RULES D1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered by hand from physical dice (RULES D4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator draws %1 to %2 (RULES D2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its action was undone; the roll stays in the log (RULES D1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RollLogView</name>
    <message>
        <source>Show only the rolls of one leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by context or result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rolls shown, with the filters applied, as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-rolls.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Roll Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the rolls of one campaign turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the rolls of one side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n roll(s) to %1.</source>
        <translation>
            <numerusform>Exported %n roll to %1.</numerusform>
            <numerusform>Exported %n rolls to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest %n roll(s) loaded; scroll for more</source>
        <translation>
            <numerusform>Latest %n roll loaded; scroll for more</numerusform>
            <numerusform>Latest %n rolls loaded; scroll for more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::RosterModel</name>
    <message>
        <source>Vit</source>
        <comment>abbreviation of Vitality</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Her</source>
        <comment>abbreviation of Heroics</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel</source>
        <comment>abbreviation of Duel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Man</source>
        <comment>abbreviation of Maneuver</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bat</source>
        <comment>abbreviation of Battle</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sie</source>
        <comment>abbreviation of Siege</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ral</source>
        <comment>abbreviation of Rally</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by %1 (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current vitality %1 of a Vitality rating of %2 (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current vitality / Vitality rating (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic rerolls held (RULES H2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RosterView</name>
    <message>
        <source>Filter by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only leaders whose name contains this text (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the leaders of one side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only leaders of one status (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing %1 of %2 leaders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RuleOptionsDialog</name>
    <message>
        <source>Rule Options — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These options are stored with the campaign. Each switches one rule from its first reading to the alternative the rules allow. Changing them can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles on the board (RULES C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a Ruleset &amp;File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Shipped One</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tactical Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content hash %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RuleOptionsForm</name>
    <message>
        <source>Assign creation dice in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery restores full Vitality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We roll real dice at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES L1. The seven creation dice go to Vitality, Heroics, Duel, Maneuver, Battle, Siege and Rally in the order rolled, instead of the player assigning each die. Quick for minor leaders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES D4. Every roll first asks for the faces of the dice rolled at the table (keys 1-6); they are logged as entered by hand and Verify Log reports them so. A roll can still be left to Castellan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement (RULES T1a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> hex(es) a turn</source>
        <translation>
            <numerusform> hex a turn</numerusform>
            <numerusform> hexes a turn</numerusform>
        </translation>
    </message>
    <message>
        <source>A force with units moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders alone move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>impassable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A disabled leader moving alone gets half (RULES L5), a forced march one more hex. Entering a hex costs its terrain&apos;s points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES L5. A disabled leader who rolls a 6 for recovery returns to the full Vitality rating instead of to vitality 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side sees only the forces near its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> hex(es)</source>
        <translation>
            <numerusform> hex</numerusform>
            <numerusform> hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> turn(s)</source>
        <translation>
            <numerusform> turn</numerusform>
            <numerusform> turns</numerusform>
        </translation>
    </message>
    <message>
        <source>A side sees other forces within:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board game plays in the open. With this on, a side&apos;s players, its turn reports and View as Side show another side&apos;s forces only within so many hexes of the side&apos;s own forces and fortresses; a server enforces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other sides&apos; forces appear in a side&apos;s turn reports late by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden movement and players&apos; answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES T4: a battle whose defending player asked to be asked waits this long for his answer, then his standing orders fight it. 0: no battle waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> hour(s)</source>
        <translation>
            <numerusform> hour</numerusform>
            <numerusform> hours</numerusform>
        </translation>
    </message>
    <message>
        <source>A battle waits for its defending player&apos;s answer at most:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RulesBrowser</name>
    <message>
        <source>Castellan Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules reference is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::RulesLink</name>
    <message>
        <source>Read RULES %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ScanAlignDialog</name>
    <message>
        <source>Align the Scan — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the centre of a hex on the scan, then say which hex it is. Mark two hexes far apart, near opposite corners of the map, and Align scales, turns and shifts the scan to fit. A drag on the map still pans it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark &amp;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next click on the map sets this mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0304</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes the last mark back to where it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Align to Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nudge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hex on the scan is &amp;wide:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turned:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shifted a&amp;cross:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shifted &amp;down:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1, %2 on the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click the map to set it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ScenarioChooserDialog</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n leader(s)</source>
        <translation>
            <numerusform>, %n leader</numerusform>
            <numerusform>, %n leaders</numerusform>
        </translation>
    </message>
    <message>
        <source>the left edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the right edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) marches on the flank with %3, and comes in by %4 (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board of %1 × %2 hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>wins with %n enemy unit(s) eliminated.</source>
        <translation>
            <numerusform>wins with %n enemy unit eliminated.</numerusform>
            <numerusform>wins with %n enemy units eliminated.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a Tactical Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 × %3 hexes, %n unit(s)</source>
        <translation>
            <numerusform>%1
%2 × %3 hexes, %n unit</numerusform>
            <numerusform>%1
%2 × %3 hexes, %n units</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scenario file of one&apos;s own, as Set Up a Battle Board saves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shipped scenario reads here. Open a File… plays one of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ScenarioFlankDialog</name>
    <message>
        <source>&amp;Call Off the Side&apos;s Marches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side may send commands on a flank march before deployment (RULES M2): a general with some units, by the left or the right edge; at most half the side&apos;s units in all. Their units stay off the board until the march arrives (M3, M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The general&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroics </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3): %4 by the %5 edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the battle&apos;s texts speak of the general</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ServerActions</name>
    <message>
        <source>Open &amp;Server Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign kept on a PostgreSQL server, shared with other game masters and players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish to Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this campaign file to a new campaign on a PostgreSQL server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;Local Copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the server campaign, as it is now, into a campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage &amp;Access…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who may open the server campaign: game masters, players of a side, observers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server %1 asks for the password of %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: player, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role on the server campaign %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign is on a server already: Save a Local Copy brings it into a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A players&apos; copy has no seed: it cannot be published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a server campaign is copied into a file; a file is copied with Save As.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access is managed on a server campaign: publish this one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a game master manages who has access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now on the server as %2. Go on with the server campaign here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a Local Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save a Local Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server campaign is copied to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ServerCampaignDialog</name>
    <message>
        <source>Open Server Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish to Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A campaign kept on a PostgreSQL server, shared with other game masters and players. The password comes from your ~/.pgpass, or the server asks for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies this campaign to a new campaign on a PostgreSQL server, where other game masters and players can open it. You need a server user who may create roles and schemas; the file stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::ServerLocationForm</name>
    <message>
        <source>The server&apos;s name or address, or the folder of its local socket (/run/postgresql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small letters, digits and _</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Campaign:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the server&apos;s host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the database on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the user you log in as.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the campaign: small letters, digits and _, starting with a letter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SetupStep</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n unit(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n unit</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n units</numerusform>
        </translation>
    </message>
    <message>
        <source>, at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This force:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &amp;attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This force &amp;attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent a&amp;ttacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Begin battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> — %n unit(s)</source>
        <translation>
            <numerusform> — %n unit</numerusform>
            <numerusform> — %n units</numerusform>
        </translation>
    </message>
    <message>
        <source>Set up the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the opposing force and who attacks; both sides and the odds show before anything is rolled (RULES F9). A battle is between two forces of different sides on the same space (F).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SheetVitalityTrack</name>
    <message>
        <source>Dead: vitality fell below 0 (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured: vitality %1 of %2 (RULES L6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Vitality %1 of %2: %n wound(s) taken (RULES L3)</source>
        <translation>
            <numerusform>Vitality %1 of %2: %n wound taken (RULES L3)</numerusform>
            <numerusform>Vitality %1 of %2: %n wounds taken (RULES L3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Disabled: at 0 vitality no rating can be used (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SidesDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every leader and force belongs to a side (RULES L2). Each change here is one step you can undo; a side may be removed only while nothing belongs to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, drawn in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SiegeOddsChart</name>
    <message>
        <source>Break-in by the end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Break-in within %n turn(s): %1%</source>
        <translation>
            <numerusform>Break-in within %n turn: %1%</numerusform>
            <numerusform>Break-in within %n turns: %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n reroll(s) a turn (RULES S2, O2): %1% this turn, %2% within %3 turns; about %4 unit(s) lost to 1s meanwhile.</source>
        <translation>
            <numerusform>With %n reroll a turn (RULES S2, O2): %1% this turn, %2% within %3 turns; about %4 unit lost to 1s meanwhile.</numerusform>
            <numerusform>With %n rerolls a turn (RULES S2, O2): %1% this turn, %2% within %3 turns; about %4 units lost to 1s meanwhile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolls from now (1: next turn&apos;s roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls from now (1: this turn&apos;s roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>With %n reroll(s) a turn (RULES S2, O2): %1% next turn, %2% within %3 more turns; about %4 unit(s) lost to 1s meanwhile.</source>
        <translation>
            <numerusform>With %n reroll a turn (RULES S2, O2): %1% next turn, %2% within %3 more turns; about %4 unit lost to 1s meanwhile.</numerusform>
            <numerusform>With %n rerolls a turn (RULES S2, O2): %1% next turn, %2% within %3 more turns; about %4 units lost to 1s meanwhile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::SiegeOrderDialog</name>
    <message>
        <source>Orders for the Siege of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side&apos;s orders for this siege&apos;s turn (RULES T4). The referee carries them out with the campaign&apos;s dice; View ▸ Orders shows his answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-in roll (RULES S2): 1 costs a unit, 6 breaks in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As my standing order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order the &amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While rerolls last:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sortie (RULES S4), after the break-in roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No able leader is inside: the units go out alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the hex it held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order the &amp;Sortie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders going:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it wins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1 given: the referee will answer it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your besieging leaders hold %n reroll(s) of their own. They re-roll by the same choice, after the Siege bonus&apos;s rerolls; those not spent lapse with the roll (RULES H2).</source>
        <translation>
            <numerusform>Your besieging leaders hold %n reroll of their own. They re-roll by the same choice, after the Siege bonus's rerolls; those not spent lapse with the roll (RULES H2).</numerusform>
            <numerusform>Your besieging leaders hold %n rerolls of their own. They re-roll by the same choice, after the Siege bonus's rerolls; those not spent lapse with the roll (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Then the leaders&apos; own, at &amp;most:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SiegePanel</name>
    <message>
        <source>No siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a siege, or lay one from the map: a force next to an enemy fortress, with pickets on every other hex around it (RULES S1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n unit)</numerusform>
            <numerusform>%1 (%n units)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 good, %3 broken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; besieges &lt;b&gt;%2&lt;/b&gt;&apos;s fortress (rating %3) at %4.&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaching force: %1. Pickets: %2.&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garrison: %1.&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Under siege for %n turn(s), since turn %1; units lost to 1s: %2; strength %3 against the rating.</source>
        <translation>
            <numerusform>Under siege for %n turn, since turn %1; units lost to 1s: %2; strength %3 against the rating.</numerusform>
            <numerusform>Under siege for %n turns, since turn %1; units lost to 1s: %2; strength %3 against the rating.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rerolls a turn: %1 (Siege bonus, RULES R1). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll is due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended in turn %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Under siege for %n turn(s), from turn %1; units lost to 1s: %2.</source>
        <translation>
            <numerusform>Under siege for %n turn, from turn %1; units lost to 1s: %2.</numerusform>
            <numerusform>Under siege for %n turns, from turn %1; units lost to 1s: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leaders inside (RULES S9): %1.&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll was a 6: the break-in battle is owed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SiegesDock</name>
    <message>
        <source>Sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege &amp;Turn…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lift Siege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Siege Phase…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorties and the break-in roll of each siege, at the beginning of the turn (RULES T1, S2-S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(removed fortress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sortie and break-in roll for this siege (RULES S2-S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a siege going on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The besieger gives up the siege (RULES S5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended in turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-in battle owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>besieged for %n turn(s)</source>
        <translation>
            <numerusform>besieged for %n turn</numerusform>
            <numerusform>besieged for %n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>No siege waits for its break-in roll or battle this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege &amp;Orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side&apos;s break-in roll or sortie, as orders (RULES T4, S2-S4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your side neither lays this siege nor holds the fortress (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SplitForceDialog</name>
    <message>
        <source>Split Force — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no place given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, at %3) has %4. The new force serves the same side and stands in the same place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. %1 vanguard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New force &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units going:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders going with the new force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no leaders: the new force goes without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · designated commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps %2, and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of &amp;which:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cavalry</source>
        <translation>
            <numerusform>%n cavalry</numerusform>
            <numerusform>%n cavalry</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between unit types</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n artillery</source>
        <translation>
            <numerusform>%n artillery</numerusform>
            <numerusform>%n artillery</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n infantry</source>
        <translation>
            <numerusform>%n infantry</numerusform>
            <numerusform>%n infantry</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3), and %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::StandingOrdersDialog</name>
    <message>
        <source>When another side&apos;s move brings battle, &amp;try to avoid it (RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What your side does when a choice is its own while another side moves and you are not there to make it (RULES T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An observer has no side to give standing orders for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing orders are kept on a shared campaign, for its players: these are the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing orders are kept on a shared campaign, for its players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your side&apos;s break-in roll is made for it, &amp;re-roll (RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each of your side&apos;s &amp;losses to (RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend your leaders&apos; rerolls on the fire &amp;dice (RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try to r&amp;etreat instead of rallying (RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your side avoids battle or retreats, &amp;go (RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leader of yours who esca&amp;pes goes to (RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the force with the most units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the force raised last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each die that misses, while they last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when outnumbered (fewer units in good order and flagged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at every chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the rules send it: back where it came from, else the first free space clockwise from the north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toward the nearest force or fortress of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nearest force or fortress of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nearest fortress of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your force with the most units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a battle the referee fights for your side (RULES T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let that battle wait for my own answer, as long as the game master allows (as&amp;k me, RULES %1):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::SurvivalDialog</name>
    <message>
        <source>Survival Check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 he escapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 he dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 he is captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He rolls 1d6 against his effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroic rerolls held: %1. Each re-rolls the die once and the last roll stands; unspent rerolls lapse when the check ends (RULES H2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallen fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annihilated army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shipwreck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hunted by a searching army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a friendly force or fortress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If captured, &amp;held by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If he escapes, &amp;goes to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend a &amp;reroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice were rolled: closing accepts the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he &lt;b&gt;escapes&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he &lt;b&gt;dies&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he is &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He may spend a reroll (held: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend a &amp;reroll (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 she escapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 they escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 she dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 they die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 she is captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 they are captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She rolls 1d6 against her effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They roll 1d6 against their effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she &lt;b&gt;escapes&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they &lt;b&gt;escape&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she &lt;b&gt;dies&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they &lt;b&gt;die&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she is &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they are &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold her.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She may spend a reroll (held: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They may spend a reroll (held: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If she escapes, &amp;goes to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If they escape, &amp;go to:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::TacticalBattleDialog</name>
    <message>
        <source>Battle on the Board — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll Activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End &amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer plays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, shaken (RULES C10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · %2 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the activation dice (RULES C3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; rolled again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of any type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a unit of %1 to activate it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a green hex to move, an enemy marked in red to aim at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second attack (RULES C8): click an enemy in red, or End Activation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No activations left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations left: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aim at an enemy to see the odds of the attack first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return fire: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes back the moves and choices since the last roll; a roll stands (RULES D1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board as it stands, to play again as a stand-alone scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle could not be kept for later in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is kept as it stands, its dice in the log. Come back to it with Campaign ▸ Resume the Battle on the Board, or let the computer play both sides to the end now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is kept as it stands. Come back to it with Campaign ▸ Resume the Battle on the Board, or close it for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the &amp;Computer Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close for Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stand-alone battle is kept under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept with the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle kept under way does not match its own setup; it cannot go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange the &amp;Board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first roll: move the counters on their side&apos;s own rows, paint the terrain, set the leaders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flank march arrives (RULES M4): %1 places %2 on a green hex, within 3 of the side edge and more than 2 from any enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 (%2 figures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may shift each unit ringed in blue one hex (RULES M4): click it, then a green hex; End the Shift when done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank &amp;Marches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first roll: send commands on a flank march (RULES M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the S&amp;hift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it falls back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units eliminated, of those that win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy units each side has eliminated, against the number that wins it the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow up (RULES C8): click a unit ringed in blue to move into the green hex the enemy left, or End Activation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one hex more (RULES C8): click a green hex, or Stay Here; a second attack may follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sta&amp;y Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank marches arrive (RULES M4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at %3: %4 of %n figure(s)</source>
        <translation>
            <numerusform>%1 %2 at %3: %4 of %n figure</numerusform>
            <numerusform>%1 %2 at %3: %4 of %n figures</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1: %2 (RULES C4). Eliminated %3%, dislodged %4%, %5 figure(s) lost on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1, if the cavalry stands: %2 (RULES C4), eliminated %3%, dislodged %4%, %5 figure(s) lost on average. If it falls back (RULES C9): %6, its flags count for nothing, eliminated %7%, %8 figure(s) lost on average.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::TacticalBoardScene</name>
    <message>
        <source>, led by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %n figure(s)%3</source>
        <translation>
            <numerusform>%1 %2, %n figure%3</numerusform>
            <numerusform>%1 %2, %n figures%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::TacticalFlankDialog</name>
    <message>
        <source>&amp;Call Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ounters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no leader here to send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n counter(s) by the %3 edge</source>
        <translation>
            <numerusform>%1 (%2): %n counter by the %3 edge</numerusform>
            <numerusform>%1 (%2): %n counters by the %3 edge</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the counters the general takes; the commander-in-chief&apos;s own stays (RULES M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the counters %1 takes on the march.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other leader may march (RULES M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other leader of %1 may march: each is sent already or barred (RULES M2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before deployment a side may send commands on a flank march (RULES M2): a general who is not its commander-in-chief, with counters of the general&apos;s own force, by the left or the right edge; at most half the side&apos;s counters in all. At the end of every game turn each march rolls 2d6 + its general&apos;s bonus + 1 a roll already made; on 12 or more its counters come onto the board near their edge (M3, M4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::TacticalSetupDialog</name>
    <message>
        <source>Set Up the Battle Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half the enemy&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy units to eliminate to win; the least is half the enemy&apos;s, rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top edge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom edge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the board to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint &amp;terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heroics </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach &amp;Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes the unit picked off the board (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Board Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Board Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 at %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, led by %1 (Heroics %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a unit to pick it; the arrow keys step it, Delete takes it off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange the Battle Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fight on This Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flank Marc&amp;hes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands that start off the board on a flank march (RULES M2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2, %3 has %4. Each side sets up on its %5 own rows, tinted in its colour.%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leader&apos;s Heroics for the survival check when the unit falls (RULES C11, H3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the battle&apos;s texts speak of the leader</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::TraitSlot</name>
    <message>
        <source>%1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a die here, or pick a die with 1–7 and press %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1: drag it to another trait or back to the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no die assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deeds and survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice in a duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avoid, retreat, march</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field battle bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rallying flagged units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounds the leader can take</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::TurnControls</name>
    <message>
        <source>Begin &amp;Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The siege phase is done: forces move and fight (RULES T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · siege phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · movement and battles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::TurnReportsDialog</name>
    <message>
        <source>&amp;HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign has no side to report on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the Turn Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the sides whose reports to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the Reports?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These files are in the folder already:
%1
Replace them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the turn reports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to %1.</source>
        <translation>
            <numerusform>%n report written to %1.</numerusform>
            <numerusform>%n reports written to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::UndoHistoryDialog</name>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The actions you can undo, oldest first: those of earlier sessions too, up to the last %1. Click one to take the campaign back to just after it; click a later one to take the actions again, with the same rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;before the oldest action kept&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::UnitMarkers</name>
    <message>
        <source>good order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 good, %2 flagged, %3 broken, %4 eliminated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::UnitsEditor</name>
    <message>
        <source>Units in good order: each rolls a die of fire (RULES F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged units: they rally or break (RULES F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken units: casualties that stay with the force (RULES F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::VitalityTrack</name>
    <message>
        <source>Vitality %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>castellan::WoundDialog</name>
    <message>
        <source>Wound or Heal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 he is disabled, at −1 he is dead; healing never raises it above his Vitality rating of %1 (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He is at full vitality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves him:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled: he can use none of his ratings (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still held captive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vitality &lt;b&gt;%1&lt;/b&gt; of %2, &lt;span style=&quot;color:%3&quot;&gt;%4&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>She is at full vitality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are at full vitality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled: she can use none of her ratings (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled: they can use none of their ratings (RULES L3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 she is disabled, at −1 she is dead; healing never raises it above her Vitality rating of %1 (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 they are disabled, at −1 they are dead; healing never raises it above their Vitality rating of %1 (RULES L3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves her:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves them:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Campaign manager and leader sheets for board-wargame campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign to open (default: the last one).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
