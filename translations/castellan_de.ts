<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AttackOdds</name>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>Fehlschuss</translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>battle %1, round %2, %3</source>
        <translation>Schlacht %1, Runde %2, %3</translation>
    </message>
    <message>
        <source>battle %1, %2</source>
        <translation>Schlacht %1, %2</translation>
    </message>
    <message>
        <source>avoid battle (Maneuver check)</source>
        <translation>der Schlacht ausweichen (Manöverprobe)</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the defender avoids battle.</source>
        <translation>%1 würfelt %2 gegen Manöver %3: Der Verteidiger weicht der Schlacht aus.</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: battle is joined.</source>
        <translation>%1 würfelt %2 gegen Manöver %3: Die Schlacht beginnt.</translation>
    </message>
    <message>
        <source>Heroic deeds are attempted at the start of a round (RULES F7).</source>
        <translation>Heldentaten werden zu Beginn einer Runde versucht (RULES F7).</translation>
    </message>
    <message>
        <source>That leader is not in this battle.</source>
        <translation>Dieser Anführer ist nicht an dieser Schlacht beteiligt.</translation>
    </message>
    <message>
        <source>%1 is not able to act (RULES L3).</source>
        <translation>%1 ist nicht handlungsfähig (RULES L3).</translation>
    </message>
    <message>
        <source>heroic deed by %1</source>
        <translation>Heldentat von %1</translation>
    </message>
    <message>
        <source>attacker fire</source>
        <translation>Beschuss des Angreifers</translation>
    </message>
    <message>
        <source>defender fire</source>
        <translation>Beschuss des Verteidigers</translation>
    </message>
    <message>
        <source>Attacker fires %1 dice: 6s %2, 5s %3.</source>
        <translation>Der Angreifer feuert %1 Würfel: 6er %2, 5er %3.</translation>
    </message>
    <message>
        <source>Defender fires %1 dice: 6s %2, 5s %3.</source>
        <translation>Der Verteidiger feuert %1 Würfel: 6er %2, 5er %3.</translation>
    </message>
    <message>
        <source>%1 fire, reroll by %2</source>
        <translation>Beschuss (%1), Neuwurf durch %2</translation>
    </message>
    <message>
        <source>%1 spends a reroll: a %2 becomes a %3.</source>
        <translation>%1 setzt einen Neuwurf ein: Aus einer %2 wird eine %3.</translation>
    </message>
    <message>
        <source>Casualties are taken after the fire (RULES F3).</source>
        <translation>Verluste werden erst nach dem Beschuss genommen (RULES F3).</translation>
    </message>
    <message>
        <source>The %1 takes the hits: %2 eliminated, %3 flagged; now %4 good, %5 flagged, %6 broken.</source>
        <translation>Der %1 nimmt die Treffer hin: %2 vernichtet, %3 markiert; jetzt %4 geordnet, %5 markiert, %6 aufgelöst.</translation>
    </message>
    <message>
        <source>The besieger withdraws from the breach (RULES S3).</source>
        <translation>Der Belagerer zieht sich aus der Bresche zurück (RULES S3).</translation>
    </message>
    <message>
        <source>%1 retreat (Maneuver check)</source>
        <translation>Rückzug: %1 (Manöverprobe)</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the %4 retreats.</source>
        <translation>%1 würfelt %2 gegen Manöver %3: Der %4 zieht sich zurück.</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the retreat fails and the flagged units break.</source>
        <translation>%1 würfelt %2 gegen Manöver %3: Der Rückzug misslingt, und die markierten Einheiten lösen sich auf.</translation>
    </message>
    <message>
        <source>The %1 has no able leader: its flagged units break.</source>
        <translation>Der %1 hat keinen handlungsfähigen Anführer: Seine markierten Einheiten lösen sich auf.</translation>
    </message>
    <message>
        <source>%1 rally</source>
        <translation>Sammeln: %1</translation>
    </message>
    <message>
        <source>%1 rallies against Rally %2: %3 of %4 flagged return to good order, the rest break.</source>
        <translation>%1 sammelt (Sammeln %2): %3 von %4 markierten Einheiten finden in die Ordnung zurück, der Rest löst sich auf.</translation>
    </message>
    <message>
        <source>The attacker wins the battle.</source>
        <translation>Der Angreifer gewinnt die Schlacht.</translation>
    </message>
    <message>
        <source>The defender wins the battle.</source>
        <translation>Der Verteidiger gewinnt die Schlacht.</translation>
    </message>
    <message>
        <source>Both sides are defeated: the battle is mutual.</source>
        <translation>Beide Seiten sind geschlagen: beiderseitige Niederlage.</translation>
    </message>
    <message>
        <source>survival check: %1</source>
        <translation>Überlebensprobe: %1</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Heroics %3 and %4.</source>
        <translation>%1 würfelt %2 gegen Heldenmut %3 und %4.</translation>
    </message>
    <message>
        <source>%1 reactivation</source>
        <translation>Reaktivierung: %1</translation>
    </message>
    <message>
        <source>%1 reactivates %2 of %3 broken.</source>
        <translation>%1 reaktiviert %2 von %3 aufgelösten Einheiten.</translation>
    </message>
    <message>
        <source>%1 of %2 rally</source>
        <translation>%1 von %2 gesammelt</translation>
    </message>
    <message>
        <source>%1 of %2 reactivated</source>
        <translation>%1 von %2 reaktiviert</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>6s %1, 5s %2</source>
        <translation>6er %1, 5er %2</translation>
    </message>
    <message>
        <source>%1 has attempted his deed this round (RULES F7).</source>
        <translation>%1 hat seine Heldentat in dieser Runde schon versucht (RULES F7).</translation>
    </message>
    <message>
        <source>A side retreats between rounds, instead of rallying (RULES F6).</source>
        <translation>Eine Seite zieht sich zwischen den Runden zurück, statt sich zu sammeln (RULES F6).</translation>
    </message>
    <message>
        <source>Defenders of a fortress may not retreat (RULES S3).</source>
        <translation>Verteidiger einer Festung dürfen sich nicht zurückziehen (RULES S3).</translation>
    </message>
    <message>
        <source>A leaderless side may not try to retreat (RULES F6).</source>
        <translation>Eine Seite ohne Anführer darf keinen Rückzug versuchen (RULES F6).</translation>
    </message>
    <message>
        <source>Battle is avoided before the first round, or not at all (RULES F1).</source>
        <translation>Einer Schlacht wird vor der ersten Runde ausgewichen oder gar nicht (RULES F1).</translation>
    </message>
    <message>
        <source>Defenders of a fortress may not avoid a break-in battle (RULES S3).</source>
        <translation>Verteidiger einer Festung dürfen einer Einbruchsschlacht nicht ausweichen (RULES S3).</translation>
    </message>
    <message>
        <source>The defender has no able leader to make the Maneuver check: it must stand and fight (RULES F1).</source>
        <translation>Der Verteidiger hat keinen handlungsfähigen Anführer für die Manöverprobe: Er muss standhalten und kämpfen (RULES F1).</translation>
    </message>
    <message>
        <source>Every space around is held by the enemy or cannot be entered: the defender may not try to avoid battle (RULES F1).</source>
        <translation>Jedes angrenzende Feld ist vom Feind besetzt oder nicht betretbar: Der Verteidiger darf nicht versuchen, der Schlacht auszuweichen (RULES F1).</translation>
    </message>
    <message>
        <source>defender broken units rally</source>
        <translation>Sammeln der aufgelösten Verteidiger</translation>
    </message>
    <message>
        <source>%1 rallies the broken defenders against Rally %2: %3 of %4 return to good order (RULES S3).</source>
        <translation>%1 sammelt die aufgelösten Verteidiger (Sammeln %2): %3 von %4 finden in die Ordnung zurück (RULES S3).</translation>
    </message>
    <message>
        <source>Flank marches are sent before the first round, before any die is rolled (RULES M2).</source>
        <translation>Flankenmärsche werden vor der ersten Runde losgeschickt, bevor ein Würfel fällt (RULES M2).</translation>
    </message>
    <message>
        <source>A break-in battle has no flanks to march on (RULES S3, M2).</source>
        <translation>Eine Einbruchsschlacht hat keine Flanken für einen Marsch (RULES S3, M2).</translation>
    </message>
    <message>
        <source>%1 already leads a flank march in this battle.</source>
        <translation>%1 führt in dieser Schlacht bereits einen Flankenmarsch.</translation>
    </message>
    <message>
        <source>That leader is not with the %1 in this battle.</source>
        <translation>Dieser Anführer ist in dieser Schlacht nicht beim %1.</translation>
    </message>
    <message>
        <source>%1&apos;s force has %2 good-order units: a command marches with its own force&apos;s units.</source>
        <translation>Die Streitmacht von %1 hat %2 geordnete Einheiten: Ein Kommando marschiert mit Einheiten seiner eigenen Streitmacht.</translation>
    </message>
    <message>
        <source>%1 leads %2 units of the %3 on a flank march by the %4 (a %5 general, leadership bonus %6).</source>
        <translation>%1 (%3) führt %2 Einheiten auf einen Flankenmarsch nach %4 (General: %5, Führungsbonus %6).</translation>
    </message>
    <message>
        <source>%1 stays with the %2: his flank march is called off before the battle.</source>
        <translation>%1 bleibt beim %2: Sein Flankenmarsch wird vor der Schlacht abgesagt.</translation>
    </message>
    <message>
        <source>%1 flank march of %2 (arrival)</source>
        <translation>Flankenmarsch von %2 (%1, Ankunft)</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>arrives</source>
        <translation>trifft ein</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>%1&apos;s flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.</source>
        <translation>Der Flankenmarsch von %1 würfelt %2 und %3, Führungsbonus %4, Modifikator %5: %6.</translation>
    </message>
    <message>
        <source>Double 6: he stays excellent.</source>
        <translation>Doppelsechs: Er bleibt hervorragend.</translation>
    </message>
    <message>
        <source>The march is aborted: its units are lost to the battle and go back to the campaign after it.</source>
        <translation>Der Marsch ist abgebrochen: Seine Einheiten fehlen in der Schlacht und kehren danach in den Feldzug zurück.</translation>
    </message>
    <message>
        <source>It arrives at the start of the next round.</source>
        <translation>Er trifft zu Beginn der nächsten Runde ein.</translation>
    </message>
    <message>
        <source>%1&apos;s flank march arrives by the %2: %3 units join the %4 in good order.</source>
        <translation>Der Flankenmarsch von %1 trifft von %2 ein: %3 Einheiten stoßen geordnet zum %4.</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: his %2 units go back to the campaign.</source>
        <translation>Die Schlacht ist vorbei, bevor der Flankenmarsch von %1 eintrifft: Seine %2 Einheiten kehren in den Feldzug zurück.</translation>
    </message>
    <message>
        <source>%1 spends a reroll on his survival check: a %2 becomes a %3.</source>
        <translation>%1 setzt einen Neuwurf für seine Überlebensprobe ein: Aus einer %2 wird eine %3.</translation>
    </message>
    <message>
        <source>Double 6: he rises to %1 for this battle.</source>
        <translation>Doppelsechs: Er steigt für diese Schlacht auf die Stufe %1.</translation>
    </message>
    <message>
        <source>Double 1: he falls to %1 for this battle, and his modifier goes back to 0.</source>
        <translation>Doppeleins: Er fällt für diese Schlacht auf die Stufe %1, und sein Modifikator geht auf 0 zurück.</translation>
    </message>
    <message>
        <source>%1 has attempted her deed this round (RULES F7).</source>
        <translation>%1 hat ihre Heldentat in dieser Runde schon versucht (RULES F7).</translation>
    </message>
    <message>
        <source>%1 has attempted their deed this round (RULES F7).</source>
        <translation>%1 hat die eigene Heldentat in dieser Runde schon versucht (RULES F7).</translation>
    </message>
    <message>
        <source>%1 spends a reroll on her survival check: a %2 becomes a %3.</source>
        <translation>%1 setzt einen Neuwurf für ihre Überlebensprobe ein: Aus einer %2 wird eine %3.</translation>
    </message>
    <message>
        <source>%1 spends a reroll on their survival check: a %2 becomes a %3.</source>
        <translation>%1 setzt einen Neuwurf für die eigene Überlebensprobe ein: Aus einer %2 wird eine %3.</translation>
    </message>
    <message>
        <source>%1 stays with the %2: her flank march is called off before the battle.</source>
        <translation>%1 bleibt beim %2: Ihr Flankenmarsch wird vor der Schlacht abgesagt.</translation>
    </message>
    <message>
        <source>%1 stays with the %2: their flank march is called off before the battle.</source>
        <translation>%1 bleibt beim %2: Der eigene Flankenmarsch wird vor der Schlacht abgesagt.</translation>
    </message>
    <message>
        <source>Double 6: she rises to %1 for this battle.</source>
        <translation>Doppelsechs: Sie steigt für diese Schlacht auf die Stufe %1.</translation>
    </message>
    <message>
        <source>Double 6: they rise to %1 for this battle.</source>
        <translation>Doppelsechs: Aufstieg für diese Schlacht auf die Stufe %1.</translation>
    </message>
    <message>
        <source>Double 6: she stays excellent.</source>
        <translation>Doppelsechs: Sie bleibt hervorragend.</translation>
    </message>
    <message>
        <source>Double 6: they stay excellent.</source>
        <translation>Doppelsechs: Die Stufe bleibt hervorragend.</translation>
    </message>
    <message>
        <source>Double 1: she falls to %1 for this battle, and her modifier goes back to 0.</source>
        <translation>Doppeleins: Sie fällt für diese Schlacht auf die Stufe %1, und ihr Modifikator geht auf 0 zurück.</translation>
    </message>
    <message>
        <source>Double 1: they fall to %1 for this battle, and their modifier goes back to 0.</source>
        <translation>Doppeleins: Abstieg für diese Schlacht auf die Stufe %1, und der Modifikator geht auf 0 zurück.</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: her %2 units go back to the campaign.</source>
        <translation>Die Schlacht ist vorbei, bevor der Flankenmarsch von %1 eintrifft: Ihre %2 Einheiten kehren in den Feldzug zurück.</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: their %2 units go back to the campaign.</source>
        <translation>Die Schlacht ist vorbei, bevor der Flankenmarsch von %1 eintrifft: Dessen %2 Einheiten kehren in den Feldzug zurück.</translation>
    </message>
</context>
<context>
    <name>BattleDue</name>
    <message>
        <source>No battle is due at %1: the forces of two sides must stand there (RULES F0).</source>
        <translation>Bei %1 steht keine Schlacht an: Dort müssen Streitmächte zweier Seiten stehen (RULES F0).</translation>
    </message>
    <message>
        <source>The attacker must be one of the forces at %1.</source>
        <translation>Der Angreifer muss eine der Streitmächte bei %1 sein.</translation>
    </message>
    <message>
        <source>Both sides at %1 moved in this turn, or neither did: name the attacker (RULES F0).</source>
        <translation>Beide Seiten bei %1 sind in diesem Zug gezogen oder keine: Bestimmen Sie den Angreifer (RULES F0).</translation>
    </message>
    <message>
        <source>Three sides stand at %1: name the attacker and the defender (RULES F0).</source>
        <translation>Bei %1 stehen drei Seiten: Bestimmen Sie Angreifer und Verteidiger (RULES F0).</translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Streitmacht.</translation>
    </message>
    <message>
        <source>No enemy stands in %1 with %2: a battle is fought on one space (RULES F0).</source>
        <translation>In %1 steht kein Feind mit %2: Eine Schlacht wird auf einem einzigen Feld ausgetragen (RULES F0).</translation>
    </message>
    <message>
        <source>No enemy stands at %1 with %2: a battle is fought on one space (RULES F0).</source>
        <translation>Bei %1 steht kein Feind mit %2: Eine Schlacht wird auf einem einzigen Feld ausgetragen (RULES F0).</translation>
    </message>
    <message>
        <source>its place</source>
        <translation>ihrem Standort</translation>
    </message>
    <message>
        <source>A battle is due at %1: fight it before the turn ends (RULES T1).</source>
        <translation>Bei %1 steht eine Schlacht an: Tragen Sie sie aus, bevor der Zug endet (RULES T1).</translation>
    </message>
    <message>
        <source>The defender must be a force of another side at %1.</source>
        <translation>Der Verteidiger muss eine Streitmacht einer anderen Seite auf %1 sein.</translation>
    </message>
</context>
<context>
    <name>BattleOdds</name>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>The %1 cannot have a negative number of units.</source>
        <translation>Der %1 kann keine negative Zahl von Einheiten haben.</translation>
    </message>
    <message>
        <source>The %1 has no units: a battle needs units on both sides.</source>
        <translation>Der %1 hat keine Einheiten: Eine Schlacht braucht Einheiten auf beiden Seiten.</translation>
    </message>
    <message>
        <source>The %1&apos;s Battle and Rally ratings must be from 1 to 6 (RULES L2).</source>
        <translation>Schlacht- und Sammelwert beim %1 müssen zwischen 1 und 6 liegen (RULES L2).</translation>
    </message>
    <message>
        <source>The %1 has %2 units; the exact odds take up to %3 a side, which they answer in a few seconds.</source>
        <translation>Der %1 hat %2 Einheiten; die exakten Chancen werden für bis zu %3 pro Seite berechnet, in wenigen Sekunden.</translation>
    </message>
</context>
<context>
    <name>BattleReport</name>
    <message>
        <source>The attacker wins</source>
        <translation>Der Angreifer gewinnt</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Der Verteidiger gewinnt</translation>
    </message>
    <message>
        <source>Mutual defeat</source>
        <translation>Beiderseitige Niederlage</translation>
    </message>
    <message>
        <source>The defender avoided battle</source>
        <translation>Der Verteidiger ist der Schlacht ausgewichen</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>leaderless</source>
        <translation>ohne Anführer</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Vernichtet</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Figures lost</source>
        <translation>Verlorene Figuren</translation>
    </message>
</context>
<context>
    <name>BattleRules</name>
    <message>
        <source>Casualties cannot be negative.</source>
        <translation>Verluste können nicht negativ sein.</translation>
    </message>
    <message>
        <source>More units are eliminated than the side has in that state.</source>
        <translation>Es werden mehr Einheiten vernichtet, als die Seite in diesem Zustand hat.</translation>
    </message>
    <message>
        <source>Each 6 eliminates one unit (RULES F3): %1 must be eliminated.</source>
        <translation>Jede 6 vernichtet eine Einheit (RULES F3): Es sind %1 zu vernichten.</translation>
    </message>
    <message>
        <source>Each 5 flags one good-order unit, and surplus 5s are lost (RULES F3): %1 must be flagged.</source>
        <translation>Jede 5 markiert eine geordnete Einheit, überzählige 5er verfallen (RULES F3): Es sind %1 zu markieren.</translation>
    </message>
    <message>
        <source>%1 good, %2 flagged, %3 broken</source>
        <translation>%1 geordnet, %2 markiert, %3 aufgelöst</translation>
    </message>
</context>
<context>
    <name>BattleUnderway</name>
    <message>
        <source>must be a SHA-256 in hex</source>
        <translation>muss ein SHA-256-Wert in Hexadezimalschreibweise sein</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>a battle under way</source>
        <translation>eine laufende Schlacht</translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads %1)</source>
        <translation>hat ein Format, das diese Version nicht liest (sie liest %1)</translation>
    </message>
    <message>
        <source>must be the ruleset file&apos;s text</source>
        <translation>muss der Text der Regelwerksdatei sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a hex, as 0304</source>
        <translation>muss ein Hexfeld sein, etwa 0304</translation>
    </message>
    <message>
        <source>must be a roll&apos;s id</source>
        <translation>muss die ID eines Wurfs sein</translation>
    </message>
    <message>
        <source>The battle under way %1.</source>
        <translation>Die laufende Schlacht %1.</translation>
    </message>
    <message>
        <source>The battle under way: %1 %2.</source>
        <translation>Die laufende Schlacht: %1 %2.</translation>
    </message>
    <message>
        <source>must be a force&apos;s id</source>
        <translation>muss die Kennung einer Streitmacht sein</translation>
    </message>
</context>
<context>
    <name>BoardSetup</name>
    <message>
        <source>A scenario&apos;s name has 1 to %1 characters.</source>
        <translation>Der Name eines Szenarios hat 1 bis %1 Zeichen.</translation>
    </message>
    <message>
        <source>A battle on the board has sides 0 and 1.</source>
        <translation>Eine Schlacht auf dem Brett hat die Seiten 0 und 1.</translation>
    </message>
    <message>
        <source>A side&apos;s name has 1 to %1 characters.</source>
        <translation>Der Name einer Seite hat 1 bis %1 Zeichen.</translation>
    </message>
    <message>
        <source>The two sides need names of their own.</source>
        <translation>Die beiden Seiten brauchen eigene Namen.</translation>
    </message>
    <message>
        <source>A battle board is %1 to %2 columns by %3 to %4 rows.</source>
        <translation>Ein Schlachtbrett hat %1 bis %2 Spalten und %3 bis %4 Zeilen.</translation>
    </message>
    <message>
        <source>%1&apos;s unit at %2 would stand off its own rows; move it first.</source>
        <translation>Die Einheit von %1 bei %2 stünde außerhalb der eigenen Reihen; ziehen Sie sie zuerst.</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 liegt nicht auf dem Brett.</translation>
    </message>
    <message>
        <source>The ruleset %1 has no such terrain.</source>
        <translation>Das Regelwerk %1 hat kein solches Gelände.</translation>
    </message>
    <message>
        <source>%1 is not on the %2 x %3 board.</source>
        <translation>%1 liegt nicht auf dem %2 x %3 großen Brett.</translation>
    </message>
    <message>
        <source>%1 sets up on its own rows, the %2 nearest its edge.</source>
        <translation>%1 stellt sich auf den eigenen Reihen auf, den %2 Reihen am eigenen Rand.</translation>
    </message>
    <message>
        <source>%1 holds a unit already.</source>
        <translation>Auf %1 steht bereits eine Einheit.</translation>
    </message>
    <message>
        <source>The ruleset %1 has no such unit type.</source>
        <translation>Das Regelwerk %1 hat keinen solchen Einheitentyp.</translation>
    </message>
    <message>
        <source>There is no such unit on the board.</source>
        <translation>Es gibt keine solche Einheit auf dem Brett.</translation>
    </message>
    <message>
        <source>A leader&apos;s name has 1 to %1 characters.</source>
        <translation>Der Name eines Anführers hat 1 bis %1 Zeichen.</translation>
    </message>
    <message>
        <source>A leader&apos;s Heroics is from 0 to 6 (RULES H3).</source>
        <translation>Der Heldenmut eines Anführers liegt zwischen 0 und 6 (RULES H3).</translation>
    </message>
    <message>
        <source>%1 leads the unit at %2 already.</source>
        <translation>%1 führt bereits die Einheit bei %2.</translation>
    </message>
    <message>
        <source>Units to win is from 0 (half the enemy&apos;s, rounded up) to 1000.</source>
        <translation>Einheiten für den Sieg: von 0 (die Hälfte der feindlichen, aufgerundet) bis 1000.</translation>
    </message>
    <message>
        <source>%1 has no unit on the board yet.</source>
        <translation>%1 hat noch keine Einheit auf dem Brett.</translation>
    </message>
    <message>
        <source>%1 would need %2 enemy units to win; the enemy has %3.</source>
        <translation>%1 bräuchte %2 feindliche Einheiten für den Sieg; der Feind hat %3.</translation>
    </message>
    <message>
        <source>An incompetent general may not lead a flank march (RULES M2).</source>
        <translation>Ein unfähiger General darf keinen Flankenmarsch führen (RULES M2).</translation>
    </message>
    <message>
        <source>A flank march&apos;s general needs a name of 1 to %1 characters.</source>
        <translation>Der General eines Flankenmarschs braucht einen Namen mit 1 bis %1 Zeichen.</translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation>Ein Flankenmarsch braucht mindestens eine Einheit.</translation>
    </message>
    <message>
        <source>At most half of %1&apos;s units may march on the flanks (RULES M2): %2 of %3 would.</source>
        <translation>Höchstens die Hälfte der Einheiten von %1 darf auf die Flanken marschieren (RULES M2): Es wären %2 von %3.</translation>
    </message>
    <message>
        <source>That is no unit type of the ruleset %1.</source>
        <translation>Das ist kein Einheitentyp des Regelwerks %1.</translation>
    </message>
    <message>
        <source>A leader holds 0 to %1 rerolls (RULES H2).</source>
        <translation>Ein Anführer hält 0 bis %1 Neuwürfe (REGELN H2).</translation>
    </message>
</context>
<context>
    <name>BreakInOdds</name>
    <message>
        <source>breaching force</source>
        <translation>Sturmstreitmacht</translation>
    </message>
    <message>
        <source>garrison</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <source>The %1 cannot have a negative number of units.</source>
        <translation>Die %1 kann keine negative Zahl von Einheiten haben.</translation>
    </message>
    <message>
        <source>The breaching force has no units: a break-in needs units (RULES S3).</source>
        <translation>Die Sturmstreitmacht hat keine Einheiten: Ein Einbruch braucht Einheiten (RULES S3).</translation>
    </message>
    <message>
        <source>The garrison has no units: the fortress falls at once, with no battle (RULES S3).</source>
        <translation>Die Besatzung hat keine Einheiten: Die Festung fällt sofort, ohne Schlacht (RULES S3).</translation>
    </message>
    <message>
        <source>The %1 has %2 units; the exact odds of a break-in take up to %3 a side, which they answer in about a second.</source>
        <translation>Die %1 hat %2 Einheiten; die exakten Chancen eines Einbruchs werden für bis zu %3 pro Seite berechnet, in etwa einer Sekunde.</translation>
    </message>
    <message>
        <source>The %1&apos;s Battle and Rally ratings must be from 1 to 6 (RULES L2).</source>
        <translation>Schlacht- und Sammelwert der %1 müssen zwischen 1 und 6 liegen (RULES L2).</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <source>The campaign %1 has no valid seed.</source>
        <translation>Der Feldzug %1 hat keinen gültigen Startwert.</translation>
    </message>
    <message>
        <source>The campaign %1 is open read-only: nothing can be changed in it.</source>
        <translation>Der Feldzug %1 ist schreibgeschützt geöffnet: Darin kann nichts geändert werden.</translation>
    </message>
    <message>
        <source>The campaign %1 is a players&apos; copy: it is only for looking at, and nothing can be changed in it.</source>
        <translation>Der Feldzug %1 ist eine Spielerkopie: Er dient nur zur Ansicht, und nichts darin kann geändert werden.</translation>
    </message>
    <message>
        <source>You are an observer of this shared campaign: you can look at what is public, but not change anything.</source>
        <translation>Sie sind Beobachter dieses geteilten Feldzugs: Sie können alles Öffentliche ansehen, aber nichts ändern.</translation>
    </message>
    <message>
        <source>Changed by %1 since you looked: nothing of this was done, and the campaign now shows the change.</source>
        <translation>Von %1 geändert, seit Sie zuletzt nachgesehen haben: Davon wurde nichts ausgeführt, und der Feldzug zeigt jetzt die Änderung.</translation>
    </message>
    <message>
        <source>The campaign %1: %2</source>
        <translation>Die Kampagne %1: %2</translation>
    </message>
    <message>
        <source>That action is no longer kept in the campaign: it cannot be undone or redone.</source>
        <translation>Diese Aktion ist im Feldzug nicht mehr gespeichert: Sie kann weder rückgängig gemacht noch wiederholt werden.</translation>
    </message>
    <message>
        <source>You are a player of this shared campaign, for %1: you look at your side&apos;s leaders, forces and rolls and at what is public, and give your side&apos;s orders in View ▸ Orders, which the referee carries out (RULES T4).</source>
        <translation>Sie sind Spieler dieses geteilten Feldzugs, für %1: Sie sehen die Anführer, Streitmächte und Würfe Ihrer Seite und alles Öffentliche an und geben die Befehle Ihrer Seite unter Ansicht ▸ Befehle, die der Schiedsrichter ausführt (RULES T4).</translation>
    </message>
    <message>
        <source>it names no row and no roll</source>
        <translation>er nennt keine Zeile und keinen Wurf</translation>
    </message>
    <message>
        <source>it writes %1, which no action changes</source>
        <translation>er schreibt %1, das keine Aktion ändert</translation>
    </message>
    <message>
        <source>its row %1 is not a row</source>
        <translation>seine Zeile %1 ist keine Zeile</translation>
    </message>
    <message>
        <source>its row %1 holds what the campaign&apos;s tables refuse</source>
        <translation>seine Zeile %1 enthält, was die Tabellen des Feldzugs ablehnen</translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of change #%2 (&quot;%3&quot;): %4. It is not redone, and the campaign is left as it was.</source>
        <translation>Der Feldzug %1 enthält einen beschädigten Eintrag der Änderung #%2 („%3“): %4. Sie wird nicht wiederhergestellt, und der Feldzug bleibt, wie er war.</translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of change #%2 (&quot;%3&quot;): %4. It is not undone, and the campaign is left as it was.</source>
        <translation>Der Feldzug %1 enthält einen beschädigten Eintrag der Änderung #%2 („%3“): %4. Sie wird nicht rückgängig gemacht, und der Feldzug bleibt, wie er war.</translation>
    </message>
    <message>
        <source>it names %1, no row a campaign keeps</source>
        <translation>er nennt %1, keine Zeile, die ein Feldzug führt</translation>
    </message>
    <message>
        <source>it names roll #%1, which the log does not hold</source>
        <translation>er nennt den Wurf #%1, den das Protokoll nicht enthält</translation>
    </message>
</context>
<context>
    <name>CampaignBattle</name>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Streitmacht.</translation>
    </message>
    <message>
        <source>A force cannot fight itself.</source>
        <translation>Eine Streitmacht kann nicht gegen sich selbst kämpfen.</translation>
    </message>
    <message>
        <source>%1 and %2 serve the same side.</source>
        <translation>%1 und %2 dienen derselben Seite.</translation>
    </message>
    <message>
        <source>%1 has no good-order unit to attack with (RULES F4).</source>
        <translation>%1 hat keine geordnete Einheit für einen Angriff (RULES F4).</translation>
    </message>
    <message>
        <source>%1 has no units to fight.</source>
        <translation>%1 hat keine Einheiten zum Kämpfen.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Battle of %1</source>
        <translation>Schlacht bei %1</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Schlacht: %1</translation>
    </message>
    <message>
        <source>%1 (turn %2): avoided battle.</source>
        <translation>%1 (Zug %2): der Schlacht ausgewichen.</translation>
    </message>
    <message>
        <source>%1 (turn %2): fought as %3; %4.</source>
        <translation>%1 (Zug %2): kämpfte als %3; %4.</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>mutual defeat</source>
        <translation>beiderseitige Niederlage</translation>
    </message>
    <message>
        <source>won</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>Niederlage</translation>
    </message>
    <message numerus="yes">
        <source> Took %n wound(s).</source>
        <translation>
            <numerusform> Erlitt %n Wunde.</numerusform>
            <numerusform> Erlitt %n Wunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now %1.</source>
        <translation>Jetzt %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und noch %n</numerusform>
            <numerusform>%1 und noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Each side of a battle is the forces of one side (RULES F0).</source>
        <translation>Jede Partei einer Schlacht besteht aus den Streitmächten einer Seite (RULES F0).</translation>
    </message>
    <message>
        <source>%1 has no way out of %2 (RULES F6a).</source>
        <translation>%1 hat keinen Ausweg aus %2 (RULES F6a).</translation>
    </message>
    <message>
        <source>%1 may go to %2, not %3: an adjacent space with no enemy force that it may enter (RULES F1, F6a).</source>
        <translation>%1 darf nach %2, nicht nach %3: auf ein angrenzendes Feld ohne feindliche Streitmacht, das sie betreten darf (RULES F1, F6a).</translation>
    </message>
    <message>
        <source>%1 steps off to %2 (RULES F1).</source>
        <translation>%1 weicht nach %2 aus (RULES F1).</translation>
    </message>
    <message>
        <source>%1 retreats to %2 (RULES F6a).</source>
        <translation>%1 zieht sich nach %2 zurück (RULES F6a).</translation>
    </message>
    <message>
        <source>%1 has no way out of %2: its units are eliminated (RULES F6a).</source>
        <translation>%1 hat keinen Ausweg aus %2: Ihre Einheiten werden vernichtet (RULES F6a).</translation>
    </message>
    <message>
        <source>No way out of %1</source>
        <translation>Kein Ausweg aus %1</translation>
    </message>
    <message>
        <source>The battle at %1 is under way on the battle board: go on with it there.</source>
        <translation>Die Schlacht bei %1 läuft auf dem Schlachtbrett: Setzen Sie sie dort fort.</translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation>%1: Sein Flankenmarsch nach %2 traf zu Beginn von Runde %3 mit %4 Einheiten ein.</translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation>%1: Sein Flankenmarsch nach %2 wurde abgebrochen; seine %3 Einheiten nahmen nicht teil.</translation>
    </message>
    <message>
        <source>%1: the battle ended before his flank march by the %2 arrived; its %3 units took no part.</source>
        <translation>%1: Die Schlacht endete, bevor sein Flankenmarsch nach %2 eintraf; seine %3 Einheiten nahmen nicht teil.</translation>
    </message>
    <message>
        <source>%1, survival check: %2</source>
        <translation>%1, Überlebensprobe: %2</translation>
    </message>
    <message>
        <source>His unit fell on the battle board at %1 (RULES C11)</source>
        <translation>Seine Einheit fiel auf dem Schlachtbrett bei %1 (RULES C11)</translation>
    </message>
    <message>
        <source>His side had no unit left after the battle at %1 (RULES F8)</source>
        <translation>Seiner Seite blieb nach der Schlacht bei %1 keine Einheit (RULES F8)</translation>
    </message>
    <message>
        <source>%1 (turn %2): fought on the battle board as %3; %4.</source>
        <translation>%1 (Zug %2): kämpfte auf dem Schlachtbrett als %3; %4.</translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 came onto the board in turn %3.</source>
        <translation>%1: Sein Flankenmarsch nach %2 kam in Zug %3 aufs Brett.</translation>
    </message>
    <message>
        <source>%1 wins on the battle board</source>
        <translation>%1 gewinnt auf dem Schlachtbrett</translation>
    </message>
    <message>
        <source>Her unit fell on the battle board at %1 (RULES C11)</source>
        <translation>Ihre Einheit fiel auf dem Schlachtbrett bei %1 (RULES C11)</translation>
    </message>
    <message>
        <source>Their unit fell on the battle board at %1 (RULES C11)</source>
        <translation>Die eigene Einheit fiel auf dem Schlachtbrett bei %1 (RULES C11)</translation>
    </message>
    <message>
        <source>Her side had no unit left after the battle at %1 (RULES F8)</source>
        <translation>Ihrer Seite blieb nach der Schlacht bei %1 keine Einheit (RULES F8)</translation>
    </message>
    <message>
        <source>Their side had no unit left after the battle at %1 (RULES F8)</source>
        <translation>Der eigenen Seite blieb nach der Schlacht bei %1 keine Einheit (RULES F8)</translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 came onto the board in turn %3.</source>
        <translation>%1: Ihr Flankenmarsch nach %2 kam in Zug %3 aufs Brett.</translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 came onto the board in turn %3.</source>
        <translation>%1: Der eigene Flankenmarsch nach %2 kam in Zug %3 aufs Brett.</translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation>%1: Ihr Flankenmarsch nach %2 traf zu Beginn von Runde %3 mit %4 Einheiten ein.</translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation>%1: Der eigene Flankenmarsch nach %2 traf zu Beginn von Runde %3 mit %4 Einheiten ein.</translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation>%1: Ihr Flankenmarsch nach %2 wurde abgebrochen; seine %3 Einheiten nahmen nicht teil.</translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation>%1: Der eigene Flankenmarsch nach %2 wurde abgebrochen; seine %3 Einheiten nahmen nicht teil.</translation>
    </message>
    <message>
        <source>%1: the battle ended before her flank march by the %2 arrived; its %3 units took no part.</source>
        <translation>%1: Die Schlacht endete, bevor ihr Flankenmarsch nach %2 eintraf; seine %3 Einheiten nahmen nicht teil.</translation>
    </message>
    <message>
        <source>%1: the battle ended before their flank march by the %2 arrived; its %3 units took no part.</source>
        <translation>%1: Die Schlacht endete, bevor der eigene Flankenmarsch nach %2 eintraf; seine %3 Einheiten nahmen nicht teil.</translation>
    </message>
    <message>
        <source>That is no force or fortress of the leader&apos;s own side that can take the leader in (RULES H3).</source>
        <translation>Das ist keine Streitmacht oder Festung der eigenen Seite des Anführers, die ihn aufnehmen kann (RULES H3).</translation>
    </message>
</context>
<context>
    <name>CampaignCheck</name>
    <message>
        <source>The campaign %1 has no %2 table: it is damaged or was changed by another program, and it is not opened.</source>
        <translation>Dem Feldzug %1 fehlt die Tabelle %2: Er ist beschädigt oder wurde von einem anderen Programm geändert und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>The campaign %1 has no %2 column in its %3 table: it is damaged or was changed by another program, and it is not opened.</source>
        <translation>Dem Feldzug %1 fehlt die Spalte %2 in seiner Tabelle %3: Er ist beschädigt oder wurde von einem anderen Programm geändert und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>The campaign %1 has a bad %2 (&quot;%3&quot;; %4): the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>Im Feldzug %1 ist %2 ungültig („%3“; erwartet: %4): Die Datei wurde von Hand geändert oder ist beschädigt und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>a whole number from 0 to 2^64 - 1</source>
        <translation>eine ganze Zahl von 0 bis 2^64 - 1</translation>
    </message>
    <message>
        <source>the number of values the dice have drawn</source>
        <translation>die Zahl der von den Würfeln gezogenen Werte</translation>
    </message>
    <message>
        <source>The campaign %1 says its dice drew %2 values, but its last roll ends at draw %3: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>Laut dem Feldzug %1 haben seine Würfel %2 Werte gezogen, aber sein letzter Wurf endet bei Ziehung %3: Die Datei wurde von Hand geändert oder ist beschädigt und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>the state of the dice</source>
        <translation>der Zustand der Würfel</translation>
    </message>
    <message>
        <source>The campaign %1 says its dice drew %2 values, more than its %3 rolls can account for: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>Laut dem Feldzug %1 haben seine Würfel %2 Werte gezogen, mehr als seine %3 Würfe erklären können: Die Datei wurde von Hand geändert oder ist beschädigt und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>a turn from 1 to %1</source>
        <translation>ein Zug von 1 bis %1</translation>
    </message>
    <message>
        <source>siege or movement</source>
        <translation>Belagerung oder Bewegung</translation>
    </message>
    <message>
        <source>a number of hexes from 0 to %1</source>
        <translation>eine Anzahl Hexfelder von 0 bis %1</translation>
    </message>
    <message>
        <source>a number of copies from 0 to 1000</source>
        <translation>eine Anzahl Kopien von 0 bis 1000</translation>
    </message>
    <message>
        <source>the turn whose copy is due, or nothing</source>
        <translation>der Zug, dessen Kopie fällig ist, oder nichts</translation>
    </message>
    <message>
        <source>a rating outside 1–6 (RULES L2)</source>
        <translation>ein Wert außerhalb von 1–6 (RULES L2)</translation>
    </message>
    <message>
        <source>rerolls outside 0–%1 (RULES H2)</source>
        <translation>Neuwürfe außerhalb von 0–%1 (RULES H2)</translation>
    </message>
    <message>
        <source>a side the campaign does not have</source>
        <translation>eine Seite, die der Feldzug nicht hat</translation>
    </message>
    <message>
        <source>a captor side the campaign does not have</source>
        <translation>eine gefangennehmende Seite, die der Feldzug nicht hat</translation>
    </message>
    <message>
        <source>a force the campaign does not have</source>
        <translation>eine Streitmacht, die der Feldzug nicht hat</translation>
    </message>
    <message>
        <source>units outside 0–%1 (RULES F)</source>
        <translation>Einheiten außerhalb von 0–%1 (RULES F)</translation>
    </message>
    <message>
        <source>units lost outside 0–%1</source>
        <translation>verlorene Einheiten außerhalb von 0–%1</translation>
    </message>
    <message>
        <source>a place or a movement outside the map&apos;s bounds (RULES T1a)</source>
        <translation>ein Ort oder eine Bewegung außerhalb der Kartengrenzen (RULES T1a)</translation>
    </message>
    <message>
        <source>a rating outside 1–%1 (RULES S1)</source>
        <translation>ein Wert außerhalb von 1–%1 (RULES S1)</translation>
    </message>
    <message>
        <source>a place outside the map&apos;s bounds</source>
        <translation>ein Ort außerhalb der Kartengrenzen</translation>
    </message>
    <message>
        <source>an owner the campaign does not have</source>
        <translation>ein Besitzer, den der Feldzug nicht hat</translation>
    </message>
    <message>
        <source>units lost outside 0–%1 (RULES S2)</source>
        <translation>verlorene Einheiten außerhalb von 0–%1 (RULES S2)</translation>
    </message>
    <message>
        <source>a die of fewer than 2 or more than 1000 sides</source>
        <translation>ein Würfel mit weniger als 2 oder mehr als 1000 Seiten</translation>
    </message>
    <message>
        <source>The campaign %1 lacks what its format version needs (%2): %3</source>
        <translation>Dem Feldzug %1 fehlt, was seine Formatversion braucht (%2): %3</translation>
    </message>
    <message>
        <source>The campaign %1 has a row of %2 (#%3) with %4: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>Der Feldzug %1 hat eine fehlerhafte Zeile in %2 (#%3) – %4: Die Datei wurde von Hand geändert oder ist beschädigt und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>more cavalry and artillery than units (issue 13)</source>
        <translation>mehr Kavallerie und Artillerie als Einheiten (Issue 13)</translation>
    </message>
    <message>
        <source>the SHA-256 of the withheld seed, in hex</source>
        <translation>der SHA-256-Wert des zurückgehaltenen Startwerts, in Hexadezimalschreibweise</translation>
    </message>
    <message>
        <source>a turn the campaign has not reached</source>
        <translation>einem Zug, den die Kampagne noch nicht erreicht hat</translation>
    </message>
    <message>
        <source>a roll it replaces that is itself or came after it (RULES D1)</source>
        <translation>einem ersetzten Wurf, der er selbst ist oder nach ihm kam (REGELN D1)</translation>
    </message>
    <message>
        <source>a leader the campaign does not have</source>
        <translation>einem Anführer, den die Kampagne nicht hat</translation>
    </message>
    <message>
        <source>a fortress the campaign does not have</source>
        <translation>einer Festung, die die Kampagne nicht hat</translation>
    </message>
    <message>
        <source>a commander the campaign does not have</source>
        <translation>einem Befehlshaber, den die Kampagne nicht hat</translation>
    </message>
    <message>
        <source>a hex off the campaign&apos;s map</source>
        <translation>einem Feld außerhalb der Karte der Kampagne</translation>
    </message>
    <message>
        <source>The campaign %1 keeps the hex %2 off its map: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>Die Kampagne %1 führt das Feld %2 außerhalb ihrer Karte: Die Datei wurde von Hand geändert oder ist beschädigt und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>The campaign %1 has hexes of a terrain it does not know (&quot;%2&quot;): the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>Die Kampagne %1 hat Felder eines Geländes, das sie nicht kennt („%2“): Die Datei wurde von Hand geändert oder ist beschädigt und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>The campaign %1 has a trigger (%2) on its tables, which Castellan never makes: the file was changed by hand, and it is not opened.</source>
        <translation>Die Kampagne %1 hat einen Trigger (%2) auf ihren Tabellen, wie Castellan nie einen anlegt: Die Datei wurde von Hand geändert und wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>a pronoun other than he, she or they</source>
        <translation>ein anderes Pronomen als he, she oder they</translation>
    </message>
    <message>
        <source>a vitality below −1 or above the Vitality rating (RULES L3)</source>
        <translation>eine Vitalität unter −1 oder über dem Vitalitätswert (RULES L3)</translation>
    </message>
    <message>
        <source>an id outside 1–%1</source>
        <translation>einer Kennung außerhalb von 1–%1</translation>
    </message>
    <message>
        <source>a name of 1 to %1 characters</source>
        <translation>ein Name mit 1 bis %1 Zeichen</translation>
    </message>
    <message>
        <source>a name that is empty, longer than %1 characters or holds a control character</source>
        <translation>einem Namen, der leer ist, länger als %1 Zeichen oder ein Steuerzeichen enthält</translation>
    </message>
    <message>
        <source>the name of another leader</source>
        <translation>dem Namen eines anderen Anführers</translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>Die Datei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation>%1 ist ein Ordner, keine Feldzugsdatei.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read: %2</source>
        <translation>Die Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The file %1 is empty: it is not a Castellan campaign.</source>
        <translation>Die Datei %1 ist leer: Sie ist kein Castellan-Feldzug.</translation>
    </message>
    <message>
        <source>The file %1 is not a Castellan campaign (it is not an SQLite database).</source>
        <translation>Die Datei %1 ist kein Castellan-Feldzug (sie ist keine SQLite-Datenbank).</translation>
    </message>
    <message>
        <source>The campaign %1 is truncated: it holds %2 bytes of the %3 it should. Use a backup copy.</source>
        <translation>Der Feldzug %1 ist abgeschnitten: Er enthält %2 der %3 Bytes, die er haben sollte. Verwenden Sie eine Sicherungskopie.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a pipe, a device or a socket): a campaign is a file.</source>
        <translation>%1 ist keine reguläre Datei (sondern eine Pipe, ein Gerät oder ein Socket): Ein Feldzug ist eine Datei.</translation>
    </message>
</context>
<context>
    <name>CampaignStore</name>
    <message>
        <source>The campaign could not be written or read: %1</source>
        <translation>Der Feldzug konnte nicht geschrieben oder gelesen werden: %1</translation>
    </message>
    <message>
        <source>The campaign %1 has no valid seed.</source>
        <translation>Der Feldzug %1 hat keinen gültigen Startwert.</translation>
    </message>
    <message>
        <source>The campaign could not be read: %1</source>
        <translation>Der Feldzug konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation>Der SQLite-Treiber für Qt ist nicht installiert (Paket libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>Die Datei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The file %1 exists already; a new campaign needs a new file.</source>
        <translation>Die Datei %1 existiert bereits; ein neuer Feldzug braucht eine neue Datei.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The campaign could not be written to %1.</source>
        <translation>Der Feldzug konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>The file %1 is damaged or is not a campaign: %2</source>
        <translation>Die Datei %1 ist beschädigt oder kein Feldzug: %2</translation>
    </message>
    <message>
        <source>The campaign %1 is damaged (%2). Use a backup copy.</source>
        <translation>Der Feldzug %1 ist beschädigt (%2). Verwenden Sie eine Sicherungskopie.</translation>
    </message>
    <message>
        <source>The file %1 is an SQLite database, but not a Castellan campaign.</source>
        <translation>Die Datei %1 ist eine SQLite-Datenbank, aber kein Castellan-Feldzug.</translation>
    </message>
    <message>
        <source>The campaign %1 was written by a newer version of Castellan (file format %2; this version reads up to %3). Update Castellan to open it.</source>
        <translation>Der Feldzug %1 wurde mit einer neueren Version von Castellan geschrieben (Dateiformat %2; diese Version liest bis %3). Aktualisieren Sie Castellan, um ihn zu öffnen.</translation>
    </message>
    <message>
        <source>The campaign %1 has a bad schema_version (&quot;%2&quot;): it is not opened.</source>
        <translation>Der Feldzug %1 hat eine ungültige schema_version („%2“): Er wird nicht geöffnet.</translation>
    </message>
    <message>
        <source>The campaign %1 cannot be brought up to this version&apos;s format: %2</source>
        <translation>Der Feldzug %1 kann nicht in das Format dieser Version überführt werden: %2</translation>
    </message>
    <message>
        <source>The campaign %1 can be read but not written (the file or its folder is read-only, or its header marks it so). Open it read-only, or make it writable.</source>
        <translation>Der Feldzug %1 kann gelesen, aber nicht geschrieben werden (die Datei oder ihr Ordner ist schreibgeschützt, oder ihr Header kennzeichnet sie so). Öffnen Sie ihn schreibgeschützt oder machen Sie ihn beschreibbar.</translation>
    </message>
    <message>
        <source>The campaign %1 needs recovering, and no copy of it could be made to check it first (is the disk full?).</source>
        <translation>Der Feldzug %1 muss wiederhergestellt werden, aber es konnte keine Kopie angelegt werden, um ihn vorher zu prüfen (ist der Datenträger voll?).</translation>
    </message>
    <message>
        <source>The campaign %1 is open read-only: nothing can be changed in it.</source>
        <translation>Der Feldzug %1 ist schreibgeschützt geöffnet: Darin kann nichts geändert werden.</translation>
    </message>
    <message>
        <source>The campaign could not start a change: %1</source>
        <translation>Im Feldzug konnte keine Änderung begonnen werden: %1</translation>
    </message>
    <message>
        <source>The change could not be saved: %1</source>
        <translation>Die Änderung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The copy could not be written to %1: %2</source>
        <translation>Die Kopie konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The copy could not be moved to %1.</source>
        <translation>Die Kopie konnte nicht nach %1 verschoben werden.</translation>
    </message>
    <message>
        <source>A copy cannot replace the campaign it is made from.</source>
        <translation>Eine Kopie kann nicht den Feldzug ersetzen, aus dem sie erstellt wird.</translation>
    </message>
    <message>
        <source>No temporary folder to write the players&apos; copy in.</source>
        <translation>Kein temporärer Ordner zum Schreiben der Spielerkopie vorhanden.</translation>
    </message>
    <message>
        <source>The players&apos; copy could not be written to %1: %2</source>
        <translation>Die Spielerkopie konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The campaign has no %1 table to copy.</source>
        <translation>Der Feldzug hat keine Tabelle %1, die kopiert werden könnte.</translation>
    </message>
    <message>
        <source>%1 is not a Castellan campaign.</source>
        <translation>%1 ist kein Castellan-Feldzug.</translation>
    </message>
    <message>
        <source>The players&apos; copy could not be written to %1: no temporary folder.</source>
        <translation>Die Spielerkopie konnte nicht nach %1 geschrieben werden: kein temporärer Ordner.</translation>
    </message>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (package libqt6sql6-psql).</source>
        <translation>Der PostgreSQL-Treiber für Qt ist nicht installiert (Paket libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>The server at %1, port %2, could not be reached or refused the login of %3: %4</source>
        <translation>Der Server %1, Port %2, war nicht erreichbar oder hat die Anmeldung von %3 abgelehnt: %4</translation>
    </message>
    <message>
        <source>The server has no campaign %1 in its database %2.</source>
        <translation>Der Server hat keinen Feldzug %1 in seiner Datenbank %2.</translation>
    </message>
    <message>
        <source>%1 has no access to the campaign %2: its game master can grant it (Manage Access…, or castellan-cli access grant).</source>
        <translation>%1 hat keinen Zugriff auf den Feldzug %2: Ein Spielleiter des Feldzugs kann ihn gewähren (Zugriff verwalten… oder castellan-cli access grant).</translation>
    </message>
    <message>
        <source>The campaign %1 on the server is in an older format: a game master must open it once to bring it up to date.</source>
        <translation>Der Feldzug %1 auf dem Server liegt in einem älteren Format vor: Ein Spielleiter muss ihn einmal öffnen, um ihn auf den neuesten Stand zu bringen.</translation>
    </message>
    <message>
        <source>The server has a campaign %1 already: a new one needs a new name.</source>
        <translation>Auf dem Server gibt es bereits einen Feldzug %1: Ein neuer braucht einen neuen Namen.</translation>
    </message>
    <message>
        <source>%1 is a players&apos; copy: it has no seed, and cannot be published.</source>
        <translation>%1 ist eine Spielerkopie: Sie hat keinen Startwert und kann nicht veröffentlicht werden.</translation>
    </message>
    <message>
        <source>%1 is not a file: the campaign cannot be copied there.</source>
        <translation>%1 ist keine Datei: Der Feldzug kann nicht dorthin kopiert werden.</translation>
    </message>
    <message>
        <source>Access is given on a server campaign; a file is the file system&apos;s.</source>
        <translation>Zugriff wird für einen Server-Feldzug vergeben; bei einer Datei regelt ihn das Dateisystem.</translation>
    </message>
    <message>
        <source>Only a game master gives access to the campaign.</source>
        <translation>Nur ein Spielleiter gewährt Zugriff auf den Feldzug.</translation>
    </message>
    <message>
        <source>Only a game master takes access to the campaign away.</source>
        <translation>Nur ein Spielleiter entzieht den Zugriff auf den Feldzug.</translation>
    </message>
    <message>
        <source>Only a game master sees who has access to the campaign.</source>
        <translation>Nur ein Spielleiter sieht, wer Zugriff auf den Feldzug hat.</translation>
    </message>
    <message>
        <source>Your role on the server does not allow this: %1</source>
        <translation>Ihre Rolle auf dem Server erlaubt das nicht: %1</translation>
    </message>
    <message>
        <source>another program is writing the campaign %1; tried for %2 s. Try again when it is done.</source>
        <translation>ein anderes Programm schreibt gerade in die Kampagne %1; %2 s lang versucht. Versuchen Sie es erneut, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>The campaign %1 is open in another program that reads an older format; close it there, then open it here to bring it up to date.</source>
        <translation>Die Kampagne %1 ist in einem anderen Programm geöffnet, das ein älteres Format liest; schließen Sie sie dort und öffnen Sie sie dann hier, um sie auf den neuesten Stand zu bringen.</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>jemand anderes</translation>
    </message>
    <message>
        <source>the file is damaged (SQLite: %1). Nothing of this was written; use a backup copy.</source>
        <translation>die Datei ist beschädigt (SQLite: %1). Nichts davon wurde geschrieben; verwenden Sie eine Sicherungskopie.</translation>
    </message>
    <message>
        <source>The server has no user %1: its administrator makes one first (createuser %2).</source>
        <translation>Der Server hat keinen Benutzer %1: Sein Administrator muss ihn zuerst anlegen (createuser %2).</translation>
    </message>
    <message>
        <source>The server&apos;s campaign %1 keeps its players&apos; views under the name %2: a new campaign needs another name.</source>
        <translation>Die Kampagne %1 des Servers führt die Ansichten ihrer Spieler unter dem Namen %2: Eine neue Kampagne braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>The server has a schema %1 already (the campaign %2_shown?), which the campaign %2 needs for its players&apos; views: a new campaign needs another name.</source>
        <translation>Der Server hat bereits ein Schema %1 (die Kampagne %2_shown?), das die Kampagne %2 für die Ansichten ihrer Spieler braucht: Eine neue Kampagne braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>The server went away (%1). A change it did not confirm may not be saved: open the campaign again once the server is back, and see where it stands.</source>
        <translation>Der Server ist nicht mehr da (%1). Eine Änderung, die er nicht bestätigt hat, ist vielleicht nicht gespeichert: Öffnen Sie die Kampagne erneut, sobald der Server zurück ist, und sehen Sie nach, wie sie steht.</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>die Verbindung ging verloren</translation>
    </message>
    <message>
        <source>No game master changes their own access: another one does.</source>
        <translation>Kein Spielleiter ändert den eigenen Zugriff: Das tut ein anderer.</translation>
    </message>
    <message>
        <source>The campaign&apos;s change log names a row it does not keep: %1</source>
        <translation>Das Änderungsprotokoll des Feldzugs nennt eine Zeile, die er nicht führt: %1</translation>
    </message>
    <message>
        <source>The order %1 is no longer pending.</source>
        <translation>Der Befehl %1 ist nicht mehr offen.</translation>
    </message>
</context>
<context>
    <name>CampaignTactical</name>
    <message>
        <source>Tactical battle at %1</source>
        <translation>Taktische Schlacht bei %1</translation>
    </message>
    <message>
        <source>%1 has no units to set on the battle board; only leaders are left (RULES F8).</source>
        <translation>%1 hat keine Einheiten, die auf das Schlachtbrett gestellt werden können; nur Anführer sind übrig (RULES F8).</translation>
    </message>
    <message>
        <source>%1 has %2 units; the battle board takes at most %3 a side.</source>
        <translation>%1 hat %2 Einheiten; das Schlachtbrett fasst höchstens %3 pro Seite.</translation>
    </message>
    <message>
        <source>tactical battle at %1</source>
        <translation>taktische Schlacht bei %1</translation>
    </message>
    <message>
        <source>The battle on the board at %1 is under way: resume it where it was.</source>
        <translation>Die Schlacht auf dem Brett bei %1 läuft: Setzen Sie sie dort fort, wo sie stand.</translation>
    </message>
    <message>
        <source>The battle on the board at %1 is under way: resume it and finish it first.</source>
        <translation>Die Schlacht auf dem Brett bei %1 läuft: Setzen Sie sie fort und beenden Sie sie zuerst.</translation>
    </message>
    <message>
        <source>The battle could not be kept in the campaign file: %1</source>
        <translation>Die Schlacht konnte nicht in der Feldzugsdatei festgehalten werden: %1</translation>
    </message>
    <message>
        <source>No battle on the board is under way in this campaign.</source>
        <translation>In diesem Feldzug läuft keine Schlacht auf dem Brett.</translation>
    </message>
    <message>
        <source>The battle kept under way is no campaign battle.</source>
        <translation>Die als laufend gespeicherte Schlacht ist keine Feldzugsschlacht.</translation>
    </message>
    <message>
        <source>The battle at %1 was begun with another ruleset for battles on the board; it cannot go on by this one.</source>
        <translation>Die Schlacht bei %1 wurde mit einem anderen Regelwerk für Schlachten auf dem Brett begonnen; mit diesem kann sie nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The battle at %1 cannot go on: %2</source>
        <translation>Die Schlacht bei %1 kann nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <source>The forces or leaders at %1 have changed since the battle there was interrupted; it cannot go on. Its rolls stay in the log.</source>
        <translation>Die Streitmächte oder Anführer bei %1 haben sich geändert, seit die Schlacht dort unterbrochen wurde; sie kann nicht fortgesetzt werden. Ihre Würfe bleiben im Protokoll.</translation>
    </message>
    <message>
        <source>The board of the battle at %1 was arranged in a way that no longer fits its forces; it cannot go on. Its rolls stay in the log.</source>
        <translation>Das Brett der Schlacht bei %1 wurde so aufgestellt, dass es nicht mehr zu ihren Streitmächten passt; sie kann nicht fortgesetzt werden. Ihre Würfe bleiben im Protokoll.</translation>
    </message>
    <message>
        <source>The board is arranged before the first roll; this battle has begun.</source>
        <translation>Das Brett wird vor dem ersten Wurf aufgestellt; diese Schlacht hat schon begonnen.</translation>
    </message>
    <message>
        <source>The board of a campaign battle keeps its %1 x %2 hexes.</source>
        <translation>Das Brett einer Feldzugsschlacht behält seine %1 x %2 Hexfelder.</translation>
    </message>
    <message>
        <source>The ruleset %1 has no such terrain.</source>
        <translation>Das Regelwerk %1 hat kein solches Gelände.</translation>
    </message>
    <message>
        <source>The counters are the forces&apos; units: none is added or taken off.</source>
        <translation>Die Spielsteine sind die Einheiten der Streitmächte: Keiner wird hinzugefügt oder entfernt.</translation>
    </message>
    <message>
        <source>%1&apos;s counter at %2 stands off its side&apos;s own rows.</source>
        <translation>Der Spielstein von %1 bei %2 steht außerhalb der eigenen Reihen seiner Seite.</translation>
    </message>
    <message>
        <source>Two counters stand at %1.</source>
        <translation>Bei %1 stehen zwei Spielsteine.</translation>
    </message>
    <message>
        <source>%1 is no leader of this battle.</source>
        <translation>%1 ist kein Anführer dieser Schlacht.</translation>
    </message>
    <message>
        <source>%1 leads a counter of his own force.</source>
        <translation>%1 führt einen Spielstein seiner eigenen Streitmacht.</translation>
    </message>
    <message>
        <source>%1 leads one counter.</source>
        <translation>%1 führt genau einen Spielstein.</translation>
    </message>
    <message>
        <source>Flank marches are sent before deployment, before any die of the battle (RULES M2).</source>
        <translation>Flankenmärsche werden vor der Aufstellung losgeschickt, bevor ein Würfel der Schlacht fällt (RULES M2).</translation>
    </message>
    <message>
        <source>That leader is not with the forces of this battle.</source>
        <translation>Dieser Anführer ist nicht bei den Streitmächten dieser Schlacht.</translation>
    </message>
    <message>
        <source>%1 marches with counters of his own force still on the board.</source>
        <translation>%1 marschiert, während Spielsteine seiner eigenen Streitmacht noch auf dem Brett stehen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sends %n counter(s) on a flank march by the %2.</source>
        <translation>
            <numerusform>%1 schickt %n Spielstein auf einen Flankenmarsch nach %2.</numerusform>
            <numerusform>%1 schickt %n Spielsteine auf einen Flankenmarsch nach %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>no edge</source>
        <translation>kein Rand</translation>
    </message>
    <message>
        <source>The flank march of the battle at %1 no longer fits its forces (%2); it cannot go on. Its rolls stay in the log.</source>
        <translation>Der Flankenmarsch der Schlacht bei %1 passt nicht mehr zu ihren Streitmächten (%2); sie kann nicht fortgesetzt werden. Ihre Würfe bleiben im Protokoll.</translation>
    </message>
    <message>
        <source>Arrange the board first, then send the flank marches: call them off to arrange it.</source>
        <translation>Stellen Sie zuerst das Brett auf und schicken Sie dann die Flankenmärsche los: Sagen Sie sie ab, um das Brett aufzustellen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of the battle&apos;s ruleset.</source>
        <translation>„%1“ ist kein Einheitentyp des Regelwerks der Schlacht.</translation>
    </message>
    <message>
        <source>%1&apos;s force has no more %2 counters that may march.</source>
        <translation>%1s Streitmacht hat keine weiteren %2-Marken, die marschieren dürfen.</translation>
    </message>
    <message>
        <source>The commander-in-chief&apos;s own counter stays on the board (RULES C11, M2).</source>
        <translation>Die eigene Marke des Oberbefehlshabers bleibt auf dem Brett (RULES C11, M2).</translation>
    </message>
    <message>
        <source>%1 marches with counters of her own force still on the board.</source>
        <translation>%1 marschiert, während Spielsteine ihrer eigenen Streitmacht noch auf dem Brett stehen.</translation>
    </message>
    <message>
        <source>%1 marches with counters of their own force still on the board.</source>
        <translation>%1 marschiert, während Spielsteine der eigenen Streitmacht noch auf dem Brett stehen.</translation>
    </message>
    <message>
        <source>%1 leads a counter of her own force.</source>
        <translation>%1 führt einen Spielstein ihrer eigenen Streitmacht.</translation>
    </message>
    <message>
        <source>%1 leads a counter of their own force.</source>
        <translation>%1 führt einen Spielstein der eigenen Streitmacht.</translation>
    </message>
</context>
<context>
    <name>CastellanCli</name>
    <message>
        <source>new FILE --name NAME [--seed N]</source>
        <translation>new DATEI --name NAME [--seed N]</translation>
    </message>
    <message>
        <source>leader add FILE --name NAME --side SIDE [--priority TRAIT,TRAIT,...]</source>
        <translation>leader add DATEI --name NAME --side SEITE [--priority EIGENSCHAFT,EIGENSCHAFT,...]</translation>
    </message>
    <message>
        <source>leader list FILE</source>
        <translation>leader list DATEI</translation>
    </message>
    <message>
        <source>leader show FILE NAME</source>
        <translation>leader show DATEI NAME</translation>
    </message>
    <message>
        <source>wound FILE NAME N</source>
        <translation>wound DATEI NAME N</translation>
    </message>
    <message>
        <source>survive FILE NAME [--captor SIDE] [--escape-to PLACE]</source>
        <translation>survive DATEI NAME [--captor SEITE] [--escape-to ORT]</translation>
    </message>
    <message>
        <source>duel FILE NAME NAME [--exchanges N]</source>
        <translation>duel DATEI NAME NAME [--exchanges N]</translation>
    </message>
    <message>
        <source>assassinate FILE ASSASSIN TARGET</source>
        <translation>assassinate DATEI ATTENTÄTER ZIEL</translation>
    </message>
    <message>
        <source>force list FILE</source>
        <translation>force list DATEI</translation>
    </message>
    <message>
        <source>map FILE</source>
        <translation>map DATEI</translation>
    </message>
    <message>
        <source>deed FILE NAME</source>
        <translation>deed DATEI NAME</translation>
    </message>
    <message>
        <source>log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N] [--csv]</source>
        <translation>log DATEI [--leader NAME] [--side SEITE] [--turn N] [--limit N] [--csv]</translation>
    </message>
    <message>
        <source>luck FILE   (6s and 5s of battle fire against fair dice, by side and leader)</source>
        <translation>luck DATEI   (6er und 5er des Beschusses in Schlachten im Vergleich zu fairen Würfeln, nach Seite und Anführer)</translation>
    </message>
    <message>
        <source>simulate battle (the same options) --trials N --seed S</source>
        <translation>simulate battle (dieselben Optionen) --trials N --seed S</translation>
    </message>
    <message>
        <source>odds siege --rerolls R --turns T</source>
        <translation>odds siege --rerolls R --turns T</translation>
    </message>
    <message>
        <source>capture FILE LEADER --by SIDE</source>
        <translation>capture DATEI ANFÜHRER --by SEITE</translation>
    </message>
    <message>
        <source>release FILE LEADER [--to FORCE]</source>
        <translation>release DATEI ANFÜHRER [--to STREITMACHT]</translation>
    </message>
    <message>
        <source>force place FILE FORCE --hex HEX   (--hex off takes it off the map)</source>
        <translation>force place DATEI STREITMACHT --hex HEXFELD   (--hex off nimmt sie von der Karte)</translation>
    </message>
    <message>
        <source>force move FILE FORCE --to HEX[,HEX...] [--forced-march]</source>
        <translation>force move DATEI STREITMACHT --to HEXFELD[,HEXFELD...] [--forced-march]</translation>
    </message>
    <message>
        <source>force split FILE FORCE --units N [--broken N] [--leaders A,B] --name NAME</source>
        <translation>force split DATEI STREITMACHT --units N [--broken N] [--leaders A,B] --name NAME</translation>
    </message>
    <message>
        <source>force merge FILE FORCE FORCE   (the second joins the first)</source>
        <translation>force merge DATEI STREITMACHT STREITMACHT   (die zweite schließt sich der ersten an)</translation>
    </message>
    <message>
        <source>force disband FILE FORCE</source>
        <translation>force disband DATEI STREITMACHT</translation>
    </message>
    <message>
        <source>siege lay FILE --fortress NAME --breaching FORCE</source>
        <translation>siege lay DATEI --fortress NAME --breaching STREITMACHT</translation>
    </message>
    <message>
        <source>siege lift FILE --fortress NAME</source>
        <translation>siege lift DATEI --fortress NAME</translation>
    </message>
    <message>
        <source>phase FILE --begin-movement</source>
        <translation>phase DATEI --begin-movement</translation>
    </message>
    <message>
        <source>turn FILE --end | --auto   (the end of turn; --auto runs the siege phase with default choices first)</source>
        <translation>turn DATEI --end | --auto   (das Zugende; --auto führt zuerst die Belagerungsphase mit den Standardentscheidungen aus)</translation>
    </message>
    <message>
        <source>options FILE [KEY [VALUE]]   (list, read or set a rule option)</source>
        <translation>options DATEI [SCHLÜSSEL [WERT]]   (eine Regeloption auflisten, lesen oder setzen)</translation>
    </message>
    <message>
        <source>map size FILE --columns C --rows R</source>
        <translation>map size DATEI --columns C --rows R</translation>
    </message>
    <message>
        <source>map terrain FILE HEX TERRAIN   (clear, forest, hills, mountains, marsh, water)</source>
        <translation>map terrain DATEI HEXFELD GELÄNDE   (clear, forest, hills, mountains, marsh, water)</translation>
    </message>
    <message>
        <source>map place FILE HEX NAME</source>
        <translation>map place DATEI HEXFELD NAME</translation>
    </message>
    <message>
        <source>fortress add FILE --name NAME --hex HEX --rating R --side SIDE</source>
        <translation>fortress add DATEI --name NAME --hex HEXFELD --rating R --side SEITE</translation>
    </message>
    <message>
        <source>side list FILE</source>
        <translation>side list DATEI</translation>
    </message>
    <message>
        <source>side add FILE NAME [--color COLOR]   (a name no other side has)</source>
        <translation>side add DATEI NAME [--color FARBE]   (ein Name, den keine andere Seite hat)</translation>
    </message>
    <message>
        <source>side rename FILE SIDE NAME</source>
        <translation>side rename DATEI SEITE NAME</translation>
    </message>
    <message>
        <source>side color FILE SIDE COLOR   (#rrggbb or a colour&apos;s name)</source>
        <translation>side color DATEI SEITE FARBE   (#rrggbb oder ein Farbname)</translation>
    </message>
    <message>
        <source>side remove FILE SIDE   (only while nothing belongs to it)</source>
        <translation>side remove DATEI SEITE   (nur solange ihr nichts gehört)</translation>
    </message>
    <message>
        <source>map scan FILE IMAGE   (a scan of the printed map under the hexes)</source>
        <translation>map scan DATEI BILD   (ein Scan der gedruckten Karte unter den Hexfeldern)</translation>
    </message>
    <message>
        <source>map scan-align FILE HEX X,Y HEX X,Y   (two hexes&apos; centres on the scan)</source>
        <translation>map scan-align DATEI HEXFELD X,Y HEXFELD X,Y   (die Mittelpunkte zweier Hexfelder auf dem Scan)</translation>
    </message>
    <message>
        <source>map scan-nudge FILE [--hex-width PX] [--rotation DEG] [--shift-across C] [--shift-down R]</source>
        <translation>map scan-nudge DATEI [--hex-width PX] [--rotation GRAD] [--shift-across C] [--shift-down R]</translation>
    </message>
    <message>
        <source>map scan-remove FILE</source>
        <translation>map scan-remove DATEI</translation>
    </message>
    <message>
        <source>map grid FILE --opacity PERCENT   (0 hides the grid over the scan)</source>
        <translation>map grid DATEI --opacity PROZENT   (0 blendet das Gitter über dem Scan aus)</translation>
    </message>
    <message>
        <source>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FILE]   (RULES C4, C9)</source>
        <translation>odds attack --attacker TYP --target TYP --range R [--terrain GELÄNDE] [--figures N] [--fallback] [--ruleset DATEI]   (RULES C4, C9)</translation>
    </message>
    <message>
        <source>force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] [--leaders A,B] [--cavalry N] [--artillery N]</source>
        <translation>force add DATEI --name NAME --side SEITE --units N [--broken N] [--location ORT] [--leaders A,B] [--cavalry N] [--artillery N]</translation>
    </message>
    <message>
        <source>force edit FILE FORCE [--units N] [--broken N] [--leaders A,B] [--name NAME] [--cavalry N] [--artillery N]</source>
        <translation>force edit DATEI STREITMACHT [--units N] [--broken N] [--leaders A,B] [--name NAME] [--cavalry N] [--artillery N]</translation>
    </message>
    <message>
        <source>tactical ruleset FILE [RULESET.json | --standard]   (the ruleset of the campaign&apos;s battles on the board)</source>
        <translation>tactical ruleset DATEI [REGELWERK.json | --standard]   (das Regelwerk für die Schlachten des Feldzugs auf dem Brett)</translation>
    </message>
    <message>
        <source>odds flank --level poor|average|good|excellent --turns T [--ruleset FILE]   (RULES M3: the chance a flank march has arrived by each turn)</source>
        <translation>odds flank --level poor|average|good|excellent --turns T [--ruleset DATEI]   (RULES M3: die Chance, dass ein Flankenmarsch bis zu jedem Zug eingetroffen ist)</translation>
    </message>
    <message>
        <source>odds battle --attacker-units N --attacker-battle B --attacker-rally R [--attacker-leaderless]
              --defender-units N --defender-battle B --defender-rally R [--defender-leaderless] [--rounds]
              [--break-in]   (RULES S3: the attacker breaks in, the defender is the garrison; leaderless: no leader inside)
              [--flank-units N --flank-level LEVEL --flank-side attacker|defender]   (RULES M3: N more units of that side on a flank march)</source>
        <translation>odds battle --attacker-units N --attacker-battle B --attacker-rally R [--attacker-leaderless]
              --defender-units N --defender-battle B --defender-rally R [--defender-leaderless] [--rounds]
              [--break-in]   (RULES S3: Der Angreifer bricht ein, der Verteidiger ist die Besatzung; leaderless: kein Anführer in der Festung)
              [--flank-units N --flank-level STUFE --flank-side attacker|defender]   (RULES M3: N weitere Einheiten dieser Seite auf einem Flankenmarsch)</translation>
    </message>
    <message>
        <source>leader coward FILE NAME yes|no   (RULES M1: a coward may not lead a flank march)</source>
        <translation>leader coward DATEI NAME yes|no   (RULES M1: Ein Feigling darf keinen Flankenmarsch führen)</translation>
    </message>
    <message>
        <source>leader notes FILE NAME TEXT</source>
        <translation>leader notes DATEI NAME TEXT</translation>
    </message>
    <message>
        <source>leader location FILE NAME PLACE   (where a leader without a force is)</source>
        <translation>leader location DATEI NAME ORT   (wo ein Anführer ohne Streitmacht ist)</translation>
    </message>
    <message>
        <source>tactical scenario new|show|board|paint|unit|move|remove|leader|side|march SCENARIO.json ...   (set up a battle board)</source>
        <translation>tactical scenario new|show|board|paint|unit|move|remove|leader|side|march SZENARIO.json ...   (ein Schlachtbrett einrichten)</translation>
    </message>
    <message>
        <source>A new campaign needs --name.</source>
        <translation>Ein neuer Feldzug braucht --name.</translation>
    </message>
    <message>
        <source>Created campaign &quot;%1&quot; in %2 (seed %3).</source>
        <translation>Feldzug „%1“ in %2 angelegt (Startwert %3).</translation>
    </message>
    <message>
        <source>turn FILE --auto | --end</source>
        <translation>turn DATEI --auto | --end</translation>
    </message>
    <message>
        <source>castellan-cli ends a turn with --end (the end of turn alone) or --auto (the siege phase with the default choices first).</source>
        <translation>castellan-cli beendet einen Zug mit --end (nur das Zugende) oder --auto (zuerst die Belagerungsphase mit den Standardentscheidungen).</translation>
    </message>
    <message>
        <source>Map %1 x %2, turn %3, %4 phase.</source>
        <translation>Karte %1 x %2, Zug %3, Phase: %4.</translation>
    </message>
    <message>
        <source>%1 has no map yet.</source>
        <translation>%1 hat noch keine Karte.</translation>
    </message>
    <message>
        <source>  fortress %1 at %2, rating %3, held by %4%5</source>
        <translation>  Festung %1 bei %2, Wert %3, gehalten von %4%5</translation>
    </message>
    <message>
        <source>, besieged by %1 since turn %2</source>
        <translation>, belagert von %1 seit Zug %2</translation>
    </message>
    <message>
        <source>  force %1 (%2) at %3: %4 good, %5 broken</source>
        <translation>  Streitmacht %1 (%2) bei %3: %4 geordnet, %5 aufgelöst</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>außerhalb der Karte</translation>
    </message>
    <message>
        <source>log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N]</source>
        <translation>log DATEI [--leader NAME] [--side SEITE] [--turn N] [--limit N]</translation>
    </message>
    <message>
        <source>The roll log is empty.</source>
        <translation>Das Würfelprotokoll ist leer.</translation>
    </message>
    <message>
        <source>luck FILE</source>
        <translation>luck DATEI</translation>
    </message>
    <message>
        <source>  %1: %2 dice, %3 sixes and %4 fives (%5 of each expected), %6 sd</source>
        <translation>  %1: %2 Würfel, %3 Sechsen und %4 Fünfen (je %5 erwartet), %6 σ</translation>
    </message>
    <message>
        <source>Battle fire (RULES F2):</source>
        <translation>Beschuss in der Schlacht (RULES F2):</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>leader #%1</source>
        <translation>Anführer #%1</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>kein Anführer</translation>
    </message>
    <message>
        <source>Usage: castellan-cli options FILE [KEY [VALUE]]</source>
        <translation>Aufruf: castellan-cli options DATEI [SCHLÜSSEL [WERT]]</translation>
    </message>
    <message>
        <source>Name a command; see castellan-cli --help.</source>
        <translation>Geben Sie einen Befehl an; siehe castellan-cli --help.</translation>
    </message>
    <message>
        <source>Unknown command: %1; see castellan-cli --help.</source>
        <translation>Unbekannter Befehl: %1; siehe castellan-cli --help.</translation>
    </message>
    <message>
        <source>%1 wants %2.</source>
        <translation>%1 erwartet %2.</translation>
    </message>
    <message>
        <source>No temporary folder to count the table dice in.</source>
        <translation>Kein temporärer Ordner, um darin die Tischwürfel zu zählen.</translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s dice are on (RULES D4): this command rolls %n dice; give their faces with --faces.</source>
        <translation>
            <numerusform>Die Tischwürfel sind aktiv (RULES D4): Dieser Befehl würfelt %n Würfel; geben Sie seine Augenzahl mit --faces an.</numerusform>
            <numerusform>Die Tischwürfel sind aktiv (RULES D4): Dieser Befehl würfelt %n Würfel; geben Sie ihre Augenzahlen mit --faces an.</numerusform>
        </translation>
    </message>
    <message>
        <source>With these faces this command rolls %1 dice, and --faces gave %2 (RULES D4). Nothing was rolled or logged.</source>
        <translation>Mit diesen Augenzahlen würfelt dieser Befehl %1 Würfel, --faces lieferte aber %2 (RULES D4). Es wurde nichts gewürfelt oder protokolliert.</translation>
    </message>
    <message>
        <source>--faces takes the faces of d6s, 1 to 6, comma-separated (&quot;3,5,6&quot;), not &quot;%1&quot;.</source>
        <translation>--faces erwartet die Augenzahlen von d6, 1 bis 6, durch Kommas getrennt („3,5,6“), nicht „%1“.</translation>
    </message>
    <message>
        <source>verify FILE [--seed N --salt HEX]   (a players&apos; copy: the seed and salt the game master reveals)</source>
        <translation>verify DATEI [--seed N --salt HEX]   (eine Spielerkopie: Startwert und Salz, die der Spielleiter offenlegt)</translation>
    </message>
    <message>
        <source>note FILE (--leader NAME | --force NAME | --fortress NAME) --text TEXT [--gm-only]</source>
        <translation>note DATEI (--leader NAME | --force NAME | --fortress NAME) --text TEXT [--gm-only]</translation>
    </message>
    <message>
        <source>import roster FILE ROSTER.json   (one undoable action; a bad file imports nothing)</source>
        <translation>import roster DATEI ANFÜHRERLISTE.json   (eine Aktion, die sich rückgängig machen lässt; eine fehlerhafte Datei importiert nichts)</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>Maschinenlesbare Ausgabe.</translation>
    </message>
    <message>
        <source>Name of the campaign or leader.</source>
        <translation>Name des Feldzugs oder Anführers.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Seed of a new campaign&apos;s dice.</source>
        <translation>Startwert für die Würfel eines neuen Feldzugs.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Side of a new leader (created if new); the side whose rolls log shows.</source>
        <translation>Seite eines neuen Anführers (wird angelegt, falls neu); bei log die Seite, deren Würfe gezeigt werden.</translation>
    </message>
    <message>
        <source>SIDE</source>
        <translation>SEITE</translation>
    </message>
    <message>
        <source>Traits to get the highest dice, in order.</source>
        <translation>Eigenschaften, die die höchsten Würfel erhalten, der Reihe nach.</translation>
    </message>
    <message>
        <source>TRAITS</source>
        <translation>EIGENSCHAFTEN</translation>
    </message>
    <message>
        <source>Most exchanges a duel runs.</source>
        <translation>Höchstzahl der Schlagwechsel eines Duells.</translation>
    </message>
    <message>
        <source>Side that captures a leader who fails a survival check.</source>
        <translation>Seite, die einen Anführer gefangen nimmt, der eine Überlebensprobe nicht besteht.</translation>
    </message>
    <message>
        <source>PLACE</source>
        <translation>ORT</translation>
    </message>
    <message>
        <source>log: only this leader&apos;s rolls; note, print: the leader.</source>
        <translation>log: nur die Würfe dieses Anführers; note, print: der Anführer.</translation>
    </message>
    <message>
        <source>Only the newest N rolls.</source>
        <translation>Nur die neuesten N Würfe.</translation>
    </message>
    <message>
        <source>The roll log as CSV.</source>
        <translation>Das Würfelprotokoll als CSV.</translation>
    </message>
    <message>
        <source>Good-order units of a new force.</source>
        <translation>Geordnete Einheiten einer neuen Streitmacht.</translation>
    </message>
    <message>
        <source>Broken units of a new force.</source>
        <translation>Aufgelöste Einheiten einer neuen Streitmacht.</translation>
    </message>
    <message>
        <source>Where a new force stands.</source>
        <translation>Wo eine neue Streitmacht steht.</translation>
    </message>
    <message>
        <source>NAMES</source>
        <translation>NAMEN</translation>
    </message>
    <message>
        <source>The attacking force.</source>
        <translation>Die angreifende Streitmacht.</translation>
    </message>
    <message>
        <source>FORCE</source>
        <translation>STREITMACHT</translation>
    </message>
    <message>
        <source>The defending force.</source>
        <translation>Die verteidigende Streitmacht.</translation>
    </message>
    <message>
        <source>Fight with the default choices (RULES F9).</source>
        <translation>Mit den Standardentscheidungen kämpfen (RULES F9).</translation>
    </message>
    <message>
        <source>Battles to simulate.</source>
        <translation>Zu simulierende Schlachten.</translation>
    </message>
    <message>
        <source>odds battle: count the rounds too (slower).</source>
        <translation>odds battle: auch die Runden zählen (langsamer).</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: a break-in battle (RULES S3).</source>
        <translation>odds battle, simulate battle: eine Einbruchsschlacht (RULES S3).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>side add: the side&apos;s colour, #rrggbb or a colour&apos;s name.</source>
        <translation>side add: die Farbe der Seite, #rrggbb oder ein Farbname.</translation>
    </message>
    <message>
        <source>COLOR</source>
        <translation>FARBE</translation>
    </message>
    <message>
        <source>odds siege: turns of siege; odds flank: arrival rolls (1 to 50).</source>
        <translation>odds siege: Züge der Belagerung; odds flank: Ankunftswürfe (1 bis 50).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>odds flank, tactical scenario march: the marching general&apos;s level (RULES M1).</source>
        <translation>odds flank, tactical scenario march: die Stufe des marschierenden Generals (RULES M1).</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <source>tactical scenario march: the side edge the march comes in by, left or right (RULES M2).</source>
        <translation>tactical scenario march: der seitliche Rand, über den der Marsch eintrifft, left oder right (RULES M2).</translation>
    </message>
    <message>
        <source>EDGE</source>
        <translation>RAND</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>KOMMANDO</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: units on a flank march, beside the side&apos;s units on the field.</source>
        <translation>odds battle, simulate battle: Einheiten auf einem Flankenmarsch, zusätzlich zu den Einheiten der Seite auf dem Feld.</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: the marching general&apos;s level (RULES M1).</source>
        <translation>odds battle, simulate battle: die Stufe des marschierenden Generals (RULES M1).</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: the side whose command marches.</source>
        <translation>odds battle, simulate battle: die Seite, deren Kommando marschiert.</translation>
    </message>
    <message>
        <source>Columns of the map.</source>
        <translation>Spalten der Karte.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Rows of the map.</source>
        <translation>Zeilen der Karte.</translation>
    </message>
    <message>
        <source>A hex, as the map labels it (0304).</source>
        <translation>Ein Hexfeld, so wie die Karte es beschriftet (0304).</translation>
    </message>
    <message>
        <source>HEX</source>
        <translation>HEXFELD</translation>
    </message>
    <message>
        <source>A fortress&apos;s rating (RULES S1).</source>
        <translation>Der Wert einer Festung (RULES S1).</translation>
    </message>
    <message>
        <source>map scan-nudge: how wide a hex is on the scan, in its pixels.</source>
        <translation>map scan-nudge: wie breit ein Hexfeld auf dem Scan ist, in dessen Pixeln.</translation>
    </message>
    <message>
        <source>PX</source>
        <translation>PX</translation>
    </message>
    <message>
        <source>map scan-nudge: how far the scan is turned, in degrees clockwise.</source>
        <translation>map scan-nudge: wie weit der Scan gedreht ist, in Grad im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>DEG</source>
        <translation>GRAD</translation>
    </message>
    <message>
        <source>map scan-nudge: the scan&apos;s shift across, in columns.</source>
        <translation>map scan-nudge: die waagerechte Verschiebung des Scans, in Spalten.</translation>
    </message>
    <message>
        <source>map scan-nudge: the scan&apos;s shift down, in rows.</source>
        <translation>map scan-nudge: die Verschiebung des Scans nach unten, in Zeilen.</translation>
    </message>
    <message>
        <source>odds attack: hexes from the attacker to its target, 1 when adjacent.</source>
        <translation>odds attack: Hexfelder vom Angreifer bis zu seinem Ziel, 1 wenn benachbart.</translation>
    </message>
    <message>
        <source>odds attack: the target&apos;s terrain (clear, woods, hill, stream).</source>
        <translation>odds attack: das Gelände des Ziels (clear, woods, hill, stream).</translation>
    </message>
    <message>
        <source>TERRAIN</source>
        <translation>GELÄNDE</translation>
    </message>
    <message>
        <source>odds attack: the target&apos;s figures left (its full strength by default).</source>
        <translation>odds attack: die verbliebenen Figuren des Ziels (standardmäßig seine volle Stärke).</translation>
    </message>
    <message>
        <source>odds attack: the cavalry attacked falls back (RULES C9).</source>
        <translation>odds attack: die angegriffene Kavallerie weicht zurück (RULES C9).</translation>
    </message>
    <message>
        <source>tactical ruleset: go back to the shipped ruleset (RULES C).</source>
        <translation>tactical ruleset: zum mitgelieferten Regelwerk zurückkehren (RULES C).</translation>
    </message>
    <message>
        <source>tactical scenario unit: the unit&apos;s type (infantry, cavalry, artillery).</source>
        <translation>tactical scenario unit: der Typ der Einheit (infantry, cavalry, artillery).</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TYP</translation>
    </message>
    <message>
        <source>tactical scenario leader: the unit has no leader.</source>
        <translation>tactical scenario leader: Die Einheit hat keinen Anführer.</translation>
    </message>
    <message>
        <source>tactical scenario side: enemy units to eliminate to win, 0 for half the enemy&apos;s.</source>
        <translation>tactical scenario side: feindliche Einheiten, die für den Sieg vernichtet werden müssen, 0 für die Hälfte der feindlichen.</translation>
    </message>
    <message>
        <source>tactical scenario side: this side plays first.</source>
        <translation>tactical scenario side: Diese Seite beginnt.</translation>
    </message>
    <message>
        <source>A tactical ruleset file (JSON) instead of the shipped one.</source>
        <translation>Eine taktische Regelwerksdatei (JSON) statt der mitgelieferten.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>map grid: how much the grid shows over the scan, 0 to 100.</source>
        <translation>map grid: wie deutlich das Gitter über dem Scan zu sehen ist, 0 bis 100.</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PROZENT</translation>
    </message>
    <message>
        <source>Where a force moves (a hex or a path of hexes), the force a released leader joins, or the file an export writes.</source>
        <translation>Wohin eine Streitmacht zieht (ein Hexfeld oder ein Pfad aus Hexfeldern), die Streitmacht, der sich ein freigelassener Anführer anschließt, oder die Datei, die ein Export schreibt.</translation>
    </message>
    <message>
        <source>TO</source>
        <translation>ZIEL</translation>
    </message>
    <message>
        <source>Try a forced march before moving (RULES T1a).</source>
        <translation>Vor der Bewegung einen Gewaltmarsch versuchen (RULES T1a).</translation>
    </message>
    <message>
        <source>The fortress of a siege; note: the fortress.</source>
        <translation>Die Festung einer Belagerung; note: die Festung.</translation>
    </message>
    <message>
        <source>The breaching force of a new siege (RULES S1).</source>
        <translation>Die Sturmstreitmacht einer neuen Belagerung (RULES S1).</translation>
    </message>
    <message>
        <source>The besieging force a sortie attacks (RULES S4).</source>
        <translation>Die belagernde Streitmacht, die ein Ausfall angreift (RULES S4).</translation>
    </message>
    <message>
        <source>A winning sortie takes the beaten force&apos;s hex instead of going back inside.</source>
        <translation>Ein siegreicher Ausfall besetzt das Hexfeld der geschlagenen Streitmacht, statt in die Festung zurückzukehren.</translation>
    </message>
    <message>
        <source>The side that captures a leader.</source>
        <translation>Die Seite, die einen Anführer gefangen nimmt.</translation>
    </message>
    <message>
        <source>End the siege phase: movement and battles begin (RULES T1).</source>
        <translation>Die Belagerungsphase beenden: Bewegung und Schlachten beginnen (RULES T1).</translation>
    </message>
    <message>
        <source>The end of turn alone (RULES T3).</source>
        <translation>Nur das Zugende (RULES T3).</translation>
    </message>
    <message>
        <source>The defender tries to avoid battle first (RULES F1).</source>
        <translation>Der Verteidiger versucht zuerst, der Schlacht auszuweichen (RULES F1).</translation>
    </message>
    <message>
        <source>The faces of the table&apos;s dice for every roll of the command, in order (RULES D4, with the table dice option on).</source>
        <translation>Die Augenzahlen der Tischwürfel für jeden Wurf des Befehls, der Reihe nach (RULES D4, bei aktivierter Tischwürfel-Option).</translation>
    </message>
    <message>
        <source>FACES</source>
        <translation>AUGEN</translation>
    </message>
    <message>
        <source>note: the text of the notes.</source>
        <translation>note: der Text der Notizen.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>note: the notes are the game master&apos;s only; a players&apos; copy leaves them out.</source>
        <translation>note: Die Notizen sind nur für den Spielleiter bestimmt; eine Spielerkopie lässt sie weg.</translation>
    </message>
    <message>
        <source>verify: the salt of a players&apos; copy, as the game master was shown it.</source>
        <translation>verify: das Salz einer Spielerkopie, so wie es dem Spielleiter angezeigt wurde.</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>ZIEL.pdf</translation>
    </message>
    <message>
        <source>print: every leader&apos;s sheet.</source>
        <translation>print: die Bögen aller Anführer.</translation>
    </message>
    <message>
        <source>print: the whole campaign.</source>
        <translation>print: der gesamte Feldzug.</translation>
    </message>
    <message>
        <source>Where the side that moves off the field goes (RULES F1, F6a).</source>
        <translation>Wohin die Seite zieht, die das Feld verlässt (RULES F1, F6a).</translation>
    </message>
    <message>
        <source>Good-order units of the %1.</source>
        <translation>Geordnete Einheiten (%1).</translation>
    </message>
    <message>
        <source>Battle rating of the %1&apos;s commander.</source>
        <translation>Schlachtwert des Befehlshabers (%1).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Rally rating of the %1&apos;s commander.</source>
        <translation>Sammelwert des Befehlshabers (%1).</translation>
    </message>
    <message>
        <source>The %1 has no able leader.</source>
        <translation>Der %1 hat keinen handlungsfähigen Anführer.</translation>
    </message>
    <message>
        <source>What to do; see the list above.</source>
        <translation>Was zu tun ist; siehe die Liste oben.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli %1</source>
        <translation>Aufruf: castellan-cli %1</translation>
    </message>
    <message>
        <source>%1 rolls with the app&apos;s dice: --faces needs the table dice option (RULES D4); turn it on with: options FILE %2 1</source>
        <translation>%1 würfelt mit den Würfeln der App: --faces braucht die Tischwürfel-Option (RULES D4); schalten Sie sie ein mit: options DATEI %2 1</translation>
    </message>
    <message>
        <source>There is no leader named &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keinen Anführer namens „%1“.</translation>
    </message>
    <message>
        <source>There is no force named &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Streitmacht namens „%1“.</translation>
    </message>
    <message>
        <source>There is no fortress named &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Festung namens „%1“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex; write it as the map labels it, column then row (&quot;0304&quot;).</source>
        <translation>„%1“ ist kein Hexfeld; schreiben Sie es so, wie die Karte es beschriftet, erst Spalte, dann Zeile („0304“).</translation>
    </message>
    <message>
        <source>%1 has no map yet; give it one with map size.</source>
        <translation>%1 hat noch keine Karte; legen Sie mit map size eine an.</translation>
    </message>
    <message>
        <source>Hex %1 is off the map, which is %2 x %3.</source>
        <translation>Hexfeld %1 liegt außerhalb der Karte, die %2 x %3 groß ist.</translation>
    </message>
    <message>
        <source>There is no side named &quot;%1&quot; in %2.</source>
        <translation>In %2 gibt es keine Seite namens „%1“.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 erwartet eine ganze Zahl von %2 bis %3.</translation>
    </message>
    <message>
        <source>--%1 takes a number from %2 to %3.</source>
        <translation>--%1 erwartet eine Zahl von %2 bis %3.</translation>
    </message>
    <message>
        <source>--seed takes a whole number from 0 to 18446744073709551615.</source>
        <translation>--seed erwartet eine ganze Zahl von 0 bis 18446744073709551615.</translation>
    </message>
    <message>
        <source> (replaces #%1)</source>
        <translation> (ersetzt #%1)</translation>
    </message>
    <message>
        <source> (entered by hand)</source>
        <translation> (von Hand eingegeben)</translation>
    </message>
    <message>
        <source> (undone)</source>
        <translation> (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>%1 [%2] at %3: %4 good, %5 flagged, %6 broken, %7 lost; leaders: %8</source>
        <translation>%1 [%2] bei %3: %4 geordnet, %5 markiert, %6 aufgelöst, %7 verloren; Anführer: %8</translation>
    </message>
    <message>
        <source>(nowhere)</source>
        <translation>(nirgends)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 written to %2.</source>
        <translation>%1 nach %2 geschrieben.</translation>
    </message>
    <message>
        <source>Name one leader, force or fortress. Usage: castellan-cli %1</source>
        <translation>Nennen Sie einen Anführer, eine Streitmacht oder eine Festung. Aufruf: castellan-cli %1</translation>
    </message>
    <message>
        <source>Give --csv or --json. Usage: castellan-cli %1</source>
        <translation>Geben Sie --csv oder --json an. Aufruf: castellan-cli %1</translation>
    </message>
    <message>
        <source>The roster</source>
        <translation>Die Anführerliste</translation>
    </message>
    <message>
        <source>The forces</source>
        <translation>Die Streitmächte</translation>
    </message>
    <message>
        <source>import roster FILE ROSTER.json</source>
        <translation>import roster DATEI ANFÜHRERLISTE.json</translation>
    </message>
    <message>
        <source>The roster %1 cannot be read: %2</source>
        <translation>Die Anführerliste %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The roster %1 is larger than 64 MiB: it is not a roster.</source>
        <translation>Die Datei %1 ist größer als 64 MiB: Das kann keine Anführerliste sein.</translation>
    </message>
    <message>
        <source>%1 is a players&apos; copy already.</source>
        <translation>%1 ist bereits eine Spielerkopie.</translation>
    </message>
    <message>
        <source>The players&apos; copy is written to %1: no notes marked GM only, no seed.
Keep this salt with the seed (%2), to show the players when the campaign is over:
%3</source>
        <translation>Die Spielerkopie wurde nach %1 geschrieben: keine als „nur Spielleiter“ markierten Notizen, kein Startwert.
Bewahren Sie dieses Salz zusammen mit dem Startwert (%2) auf, um es den Spielern nach dem Ende des Feldzugs zu zeigen:
%3</translation>
    </message>
    <message>
        <source>Give the seed and the salt together: verify COPY --seed N --salt HEX</source>
        <translation>Geben Sie Startwert und Salz zusammen an: verify KOPIE --seed N --salt HEX</translation>
    </message>
    <message>
        <source>--seed takes a whole number from 0 to 2^64 - 1.</source>
        <translation>--seed erwartet eine ganze Zahl von 0 bis 2^64 - 1.</translation>
    </message>
    <message>
        <source>verify FILE [--seed N --salt HEX]</source>
        <translation>verify DATEI [--seed N --salt HEX]</translation>
    </message>
    <message>
        <source>The log verifies: %1 rolls re-derived from seed %2, %3 entered by hand.</source>
        <translation>Das Protokoll ist gültig: %1 Würfe aus Startwert %2 nachvollzogen, %3 von Hand eingegeben.</translation>
    </message>
    <message>
        <source>The log does not verify. %1</source>
        <translation>Das Protokoll ist nicht gültig. %1</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nirgends</translation>
    </message>
    <message>
        <source>force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] [--leaders NAME,NAME,...] [--cavalry N] [--artillery N]</source>
        <translation>force add DATEI --name NAME --side SEITE --units N [--broken N] [--location ORT] [--leaders NAME,NAME,...] [--cavalry N] [--artillery N]</translation>
    </message>
    <message>
        <source>force add needs --name, --side and --units.</source>
        <translation>force add braucht --name, --side und --units.</translation>
    </message>
    <message>
        <source>No forces yet.</source>
        <translation>Noch keine Streitmächte.</translation>
    </message>
    <message>
        <source>--escape-to takes LEADER=PLACE, not %1.</source>
        <translation>--escape-to erwartet ANFÜHRER=ORT, nicht %1.</translation>
    </message>
    <message>
        <source>%1 may escape to %2, not %3 (RULES H3). The battle was fought and is not saved.</source>
        <translation>%1 darf nach %2 entkommen, nicht nach %3 (RULES H3). Die Schlacht wurde ausgetragen, aber nicht gespeichert.</translation>
    </message>
    <message>
        <source>--flank takes LEADER=UNITS:left or LEADER=UNITS:right, not %1.</source>
        <translation>--flank erwartet ANFÜHRER=EINHEITEN:left oder ANFÜHRER=EINHEITEN:right, nicht %1.</translation>
    </message>
    <message>
        <source>battle needs --hex HEX, or --attacker FORCE and --defender FORCE.</source>
        <translation>battle braucht --hex HEXFELD oder --attacker STREITMACHT und --defender STREITMACHT.</translation>
    </message>
    <message>
        <source>castellan-cli fights battles with --auto (the default choices of RULES F9); fight one step by step in the app.</source>
        <translation>castellan-cli trägt Schlachten mit --auto aus (den Standardentscheidungen aus RULES F9); Schritt für Schritt führen Sie eine Schlacht in der App.</translation>
    </message>
    <message>
        <source>The defender may step to %1, not %2 (RULES F1).</source>
        <translation>Der Verteidiger darf nach %1 ausweichen, nicht nach %2 (RULES F1).</translation>
    </message>
    <message>
        <source>The battle was fought and is not saved.</source>
        <translation>Die Schlacht wurde ausgetragen, aber nicht gespeichert.</translation>
    </message>
    <message>
        <source>  round %1: %2</source>
        <translation>  Runde %1: %2</translation>
    </message>
    <message>
        <source>leader add needs --name and --side.</source>
        <translation>leader add braucht --name und --side.</translation>
    </message>
    <message>
        <source>Unknown trait &quot;%1&quot;; the traits are vitality, heroics, duel, maneuver, battle, siege, rally.</source>
        <translation>Unbekannte Eigenschaft „%1“; die Eigenschaften sind vitality, heroics, duel, maneuver, battle, siege, rally.</translation>
    </message>
    <message>
        <source>The trait %1 is listed twice.</source>
        <translation>Die Eigenschaft %1 ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>Rolled %1 for %2.</source>
        <translation>%1 für %2 gewürfelt.</translation>
    </message>
    <message>
        <source>No leaders yet.</source>
        <translation>Noch keine Anführer.</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Ort: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>  turn %1: %2</source>
        <translation>  Zug %1: %2</translation>
    </message>
    <message>
        <source>leader coward FILE NAME yes|no</source>
        <translation>leader coward DATEI NAME yes|no</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>leader location FILE NAME PLACE</source>
        <translation>leader location DATEI NAME ORT</translation>
    </message>
    <message>
        <source>N is the number of wounds, a whole number from 1 to 99.</source>
        <translation>N ist die Zahl der Wunden, eine ganze Zahl von 1 bis 99.</translation>
    </message>
    <message>
        <source>--exchanges takes a whole number from 1 to 1000.</source>
        <translation>--exchanges erwartet eine ganze Zahl von 1 bis 1000.</translation>
    </message>
    <message>
        <source>retreat FILE LEADER [--to HEX]</source>
        <translation>retreat DATEI ANFÜHRER [--to HEXFELD]</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not %3 (RULES F8, F6a).</source>
        <translation>%1 darf sich nach %2 zurückziehen, nicht nach %3 (RULES F8, F6a).</translation>
    </message>
    <message>
        <source>%1 serves %2; %3 is a force of %4.</source>
        <translation>%1 dient %2; %3 ist eine Streitmacht von %4.</translation>
    </message>
    <message>
        <source>map terrain FILE HEX TERRAIN</source>
        <translation>map terrain DATEI HEXFELD GELÄNDE</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no terrain; the terrains are %2.</source>
        <translation>„%1“ ist kein Gelände; die Geländearten sind %2.</translation>
    </message>
    <message>
        <source>map place FILE HEX NAME   (an empty NAME removes it)</source>
        <translation>map place DATEI HEXFELD NAME   (ein leerer NAME entfernt ihn)</translation>
    </message>
    <message>
        <source>A battle is due at %1: fight it with battle --hex %1.</source>
        <translation>Bei %1 steht eine Schlacht an: Tragen Sie sie mit battle --hex %1 aus.</translation>
    </message>
    <message>
        <source>--%1 is required.</source>
        <translation>--%1 ist erforderlich.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from 1 to %2: the exact odds take up to %2 units a side, which they answer in a few seconds.</source>
        <translation>--%1 erwartet eine ganze Zahl von 1 bis %2: Die exakten Chancen werden für bis zu %2 Einheiten pro Seite berechnet, in wenigen Sekunden.</translation>
    </message>
    <message>
        <source>--%1 and --%2 are required unless the side is leaderless.</source>
        <translation>--%1 und --%2 sind erforderlich, außer die Seite ist ohne Anführer.</translation>
    </message>
    <message>
        <source>--%1 takes a general&apos;s level: poor, average, good or excellent (RULES M1; an incompetent general never marches, M2).</source>
        <translation>--%1 erwartet die Stufe eines Generals: poor, average, good oder excellent (RULES M1; ein unfähiger General marschiert nie, M2).</translation>
    </message>
    <message>
        <source>A flank march takes --flank-units N --flank-level LEVEL --flank-side attacker|defender together.</source>
        <translation>Ein Flankenmarsch braucht --flank-units N --flank-level STUFE --flank-side attacker|defender zusammen.</translation>
    </message>
    <message>
        <source>--flank-side takes attacker or defender.</source>
        <translation>--flank-side erwartet attacker oder defender.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli odds flank --level LEVEL --turns T [--ruleset FILE]</source>
        <translation>Aufruf: castellan-cli odds flank --level STUFE --turns T [--ruleset DATEI]</translation>
    </message>
    <message>
        <source>  by turn %1: arrived %2%, aborted %3%</source>
        <translation>  bis Zug %1: eingetroffen %2%, abgebrochen %3%</translation>
    </message>
    <message>
        <source>A flank march under a %1 general (leadership bonus %2), RULES M3:
%3</source>
        <translation>Ein Flankenmarsch unter einem General der Stufe %1 (Führungsbonus %2), RULES M3:
%3</translation>
    </message>
    <message>
        <source>odds battle takes options only, not %1.</source>
        <translation>odds battle nimmt nur Optionen an, nicht %1.</translation>
    </message>
    <message>
        <source>A break-in battle has no flanks to march on (RULES S3, M2).</source>
        <translation>Eine Einbruchsschlacht hat keine Flanken für einen Marsch (RULES S3, M2).</translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: no odds.</source>
        <translation>Mit Ctrl+C abgebrochen: keine Chancen.</translation>
    </message>
    <message>
        <source>Rounds: %1 on average.</source>
        <translation>Runden: durchschnittlich %1.</translation>
    </message>
    <message>
        <source>Rounds: not counted for a break-in battle.</source>
        <translation>Runden: bei einer Einbruchsschlacht nicht gezählt.</translation>
    </message>
    <message>
        <source>Rounds: not counted for more than %1 units a side.</source>
        <translation>Runden: bei mehr als %1 Einheiten pro Seite nicht gezählt.</translation>
    </message>
    <message>
        <source>Rounds: add --rounds to count them.</source>
        <translation>Runden: Mit --rounds werden sie gezählt.</translation>
    </message>
    <message>
        <source>Attacker wins %1%, defender wins %2%, mutual %3%.
Attacker annihilated %4%, defender annihilated %5%.
Units left: attacker %6, defender %7. %8</source>
        <translation>Angreifer gewinnt %1%, Verteidiger gewinnt %2%, beiderseitige Niederlage %3%.
Angreifer vernichtet %4%, Verteidiger vernichtet %5%.
Verbleibende Einheiten: Angreifer %6, Verteidiger %7. %8</translation>
    </message>
    <message>
        <source>odds siege takes options only, not %1.</source>
        <translation>odds siege nimmt nur Optionen an, nicht %1.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli odds siege --rerolls R --turns T</source>
        <translation>Aufruf: castellan-cli odds siege --rerolls R --turns T</translation>
    </message>
    <message>
        <source>Break-in within %1 turn(s) with %2 reroll(s) a turn: %3%; units expected lost to 1s before it: %4.</source>
        <translation>Einbruch innerhalb von %1 Zug/Zügen mit %2 Neuwurf/Neuwürfen pro Zug: %3%; bis dahin voraussichtlich durch Einsen verlorene Einheiten: %4.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no point of the scan: give its pixels as X,Y (120,84).</source>
        <translation>„%1“ ist kein Punkt des Scans: Geben Sie seine Pixel als X,Y an (120,84).</translation>
    </message>
    <message>
        <source>map scan FILE IMAGE</source>
        <translation>map scan DATEI BILD</translation>
    </message>
    <message>
        <source>map scan-align FILE HEX X,Y HEX X,Y</source>
        <translation>map scan-align DATEI HEXFELD X,Y HEXFELD X,Y</translation>
    </message>
    <message>
        <source>--%1 must be a hex of the %2 x %3 board, as 0304, not &quot;%4&quot;.</source>
        <translation>--%1 muss ein Hexfeld des %2 x %3 großen Bretts sein, etwa 0304, nicht „%4“.</translation>
    </message>
    <message>
        <source>--side is 0 (%1, the top edge) or 1 (%2, the bottom edge), not &quot;%3&quot;.</source>
        <translation>--side ist 0 (%1, der obere Rand) oder 1 (%2, der untere Rand), nicht „%3“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no %2 of this ruleset; they are %3.</source>
        <translation>„%1“ ist kein %2 dieses Regelwerks; es gibt %3.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 exists already; a new scenario is written to a new file.</source>
        <translation>%1 existiert bereits; ein neues Szenario wird in eine neue Datei geschrieben.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>The board is %1 x %2.</source>
        <translation>Das Brett ist %1 x %2 groß.</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 ist %2.</translation>
    </message>
    <message>
        <source>unit type</source>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <source>%1 %2 set at %3.</source>
        <translation>%1 %2 bei %3 gesetzt.</translation>
    </message>
    <message>
        <source>No unit stands at %1.</source>
        <translation>Bei %1 steht keine Einheit.</translation>
    </message>
    <message>
        <source>The unit at %1 moved to %2.</source>
        <translation>Die Einheit bei %1 ist nach %2 gezogen.</translation>
    </message>
    <message>
        <source>The unit at %1 is off the board.</source>
        <translation>Die Einheit bei %1 ist nicht mehr auf dem Brett.</translation>
    </message>
    <message>
        <source>The unit at %1 has no leader.</source>
        <translation>Die Einheit bei %1 hat keinen Anführer.</translation>
    </message>
    <message>
        <source>%1 leads the unit at %2.</source>
        <translation>%1 führt die Einheit bei %2.</translation>
    </message>
    <message>
        <source>%1 sends no flank march.</source>
        <translation>%1 schickt keinen Flankenmarsch.</translation>
    </message>
    <message>
        <source>--edge takes left or right, --level poor, average, good or excellent.</source>
        <translation>--edge erwartet left oder right, --level poor, average, good oder excellent.</translation>
    </message>
    <message>
        <source>--type takes unit types of the ruleset, %1; not %2.</source>
        <translation>--type erwartet Einheitentypen des Regelwerks, %1; nicht %2.</translation>
    </message>
    <message>
        <source>%1 sends %2 on a flank march by the %3 under %4.</source>
        <translation>%1 schickt %2 unter %4 auf einen Flankenmarsch nach %3.</translation>
    </message>
    <message>
        <source>Side %1 is %2.</source>
        <translation>Seite %1 ist %2.</translation>
    </message>
    <message>
        <source>%1 is not a colour: give one as #rrggbb or by its name (red, navy, …).</source>
        <translation>%1 ist keine Farbe: Geben Sie sie als #rrggbb oder mit ihrem Namen an (red, navy, …).</translation>
    </message>
    <message>
        <source>side add FILE NAME [--color COLOR]</source>
        <translation>side add DATEI NAME [--color FARBE]</translation>
    </message>
    <message>
        <source>side color FILE SIDE COLOR</source>
        <translation>side color DATEI SEITE FARBE</translation>
    </message>
    <message>
        <source>side remove FILE SIDE</source>
        <translation>side remove DATEI SEITE</translation>
    </message>
    <message>
        <source>%1 is not under siege.</source>
        <translation>%1 wird nicht belagert.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of %2; they are %3.</source>
        <translation>„%1“ ist kein Einheitentyp von %2; es gibt %3.</translation>
    </message>
    <message>
        <source>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FILE]</source>
        <translation>odds attack --attacker TYP --target TYP --range R [--terrain GELÄNDE] [--figures N] [--fallback] [--ruleset DATEI]</translation>
    </message>
    <message>
        <source>%1 fires at most %2 hex(es) away (RULES C2), not %3.</source>
        <translation>%1 schießt höchstens %2 Hexfeld(er) weit (RULES C2), nicht %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no terrain of %2; they are %3.</source>
        <translation>„%1“ ist kein Gelände von %2; es gibt %3.</translation>
    </message>
    <message>
        <source>Only a unit that may fall back (cavalry), attacked from an adjacent hex, falls back (RULES C9).</source>
        <translation>Nur eine Einheit, die zurückweichen darf (Kavallerie) und von einem benachbarten Hexfeld aus angegriffen wird, weicht zurück (RULES C9).</translation>
    </message>
    <message>
        <source>%1 on %2 at range %3 in %4: %5 dice (RULES C4).</source>
        <translation>%1 auf %2, Entfernung %3, Gelände %4: %5 Würfel (RULES C4).</translation>
    </message>
    <message>
        <source>  %1 hit(s): %2%   %1 flag(s) counting: %3%</source>
        <translation>  %1 Treffer: %2%   %1 mit Markierungen: %3%</translation>
    </message>
    <message>
        <source>Eliminated: %1%   dislodged: %2%   figures lost on average: %3</source>
        <translation>Vernichtet: %1%   verdrängt: %2%   im Schnitt verlorene Figuren: %3</translation>
    </message>
    <message>
        <source>castellan-cli plays a tactical battle with both sides automatic: give --auto (%1).</source>
        <translation>castellan-cli spielt eine taktische Schlacht mit beiden Seiten automatisch: Geben Sie --auto an (%1).</translation>
    </message>
    <message>
        <source>castellan-cli fights a battle on the board with both sides automatic: give --auto (%1).</source>
        <translation>castellan-cli trägt eine Schlacht auf dem Brett mit beiden Seiten automatisch aus: Geben Sie --auto an (%1).</translation>
    </message>
    <message>
        <source>tactical ruleset FILE [RULESET.json | --standard]</source>
        <translation>tactical ruleset DATEI [REGELWERK.json | --standard]</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>print: how many of the newest history entries a leader&apos;s sheet shows (-1: all).</source>
        <translation>print: wie viele der neuesten Chronikeinträge der Bogen eines Anführers zeigt (-1: alle).</translation>
    </message>
    <message>
        <source>Name what to print. Usage: castellan-cli %1</source>
        <translation>Geben Sie an, was gedruckt werden soll. Aufruf: castellan-cli %1</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1.</source>
        <translation>
            <numerusform>%n Seite nach %1 geschrieben.</numerusform>
            <numerusform>%n Seiten nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing needs castellan-cli&apos;s own main, which starts the fonts.</source>
        <translation>Zum Drucken braucht es das Hauptprogramm von castellan-cli, das die Schriften lädt.</translation>
    </message>
    <message>
        <source>publish FILE --to URL   (a campaign file copied to a new campaign on a server: postgresql://user@host:port/database?campaign=NAME)</source>
        <translation>publish DATEI --to URL   (eine Feldzugsdatei, kopiert in einen neuen Feldzug auf einem Server: postgresql://user@host:port/database?campaign=NAME)</translation>
    </message>
    <message>
        <source>pull URL --to FILE   (a server campaign copied into a new file)</source>
        <translation>pull URL --to DATEI   (ein Server-Feldzug, kopiert in eine neue Datei)</translation>
    </message>
    <message>
        <source>access grant URL --user NAME --role gm|player|observer [--side SIDE]   (a player is bound to one side)</source>
        <translation>access grant URL --user NAME --role gm|player|observer [--side SEITE]   (ein Spieler ist an eine Seite gebunden)</translation>
    </message>
    <message>
        <source>access revoke URL --user NAME</source>
        <translation>access revoke URL --user NAME</translation>
    </message>
    <message>
        <source>access list URL</source>
        <translation>access list URL</translation>
    </message>
    <message>
        <source>access: the server&apos;s user given or refused access.</source>
        <translation>access: der Benutzer des Servers, dem Zugriff gewährt oder entzogen wird.</translation>
    </message>
    <message>
        <source>access grant: gm, player or observer.</source>
        <translation>access grant: gm, player oder observer.</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>ROLLE</translation>
    </message>
    <message>
        <source>Password for %1 on %2: </source>
        <translation>Passwort für %1 auf %2: </translation>
    </message>
    <message>
        <source>%1 is not a server campaign&apos;s URL (postgresql://user@host:port/database?campaign=NAME).</source>
        <translation>%1 ist keine URL eines Server-Feldzugs (postgresql://user@host:port/database?campaign=NAME).</translation>
    </message>
    <message>
        <source>The log of %1 does not verify: %2</source>
        <translation>Das Protokoll von %1 ist nicht gültig: %2</translation>
    </message>
    <message>
        <source>publish FILE --to URL</source>
        <translation>publish DATEI --to URL</translation>
    </message>
    <message>
        <source>publish takes a campaign file; a server campaign is copied with pull.</source>
        <translation>publish erwartet eine Feldzugsdatei; ein Server-Feldzug wird mit pull kopiert.</translation>
    </message>
    <message>
        <source>%1 is published as %2; its log verifies there.</source>
        <translation>%1 wurde als %2 veröffentlicht; das Protokoll ist dort gültig.</translation>
    </message>
    <message>
        <source>pull URL --to FILE</source>
        <translation>pull URL --to DATEI</translation>
    </message>
    <message>
        <source>%1 exists already: pull writes a new file.</source>
        <translation>%1 existiert bereits: pull schreibt eine neue Datei.</translation>
    </message>
    <message>
        <source>%1 is copied to %2; its log verifies there.</source>
        <translation>%1 wurde nach %2 kopiert; das Protokoll ist dort gültig.</translation>
    </message>
    <message>
        <source>access grant URL --user NAME --role gm|player|observer [--side SIDE]</source>
        <translation>access grant URL --user NAME --role gm|player|observer [--side SEITE]</translation>
    </message>
    <message>
        <source>--role is gm, player or observer.</source>
        <translation>--role erwartet gm, player oder observer.</translation>
    </message>
    <message>
        <source>A player is bound to one side: --side SIDE.</source>
        <translation>Ein Spieler ist an eine Seite gebunden: --side SEITE.</translation>
    </message>
    <message>
        <source>Only a player has a side.</source>
        <translation>Nur ein Spieler hat eine Seite.</translation>
    </message>
    <message>
        <source>%1 has no access to %2 any more.</source>
        <translation>%1 hat keinen Zugriff mehr auf %2.</translation>
    </message>
    <message>
        <source>%1: player, %2</source>
        <translation>%1: Spieler, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>force add, force edit, force split: how many of its (or the split&apos;s) units are cavalry.</source>
        <translation>force add, force edit, force split: wie viele Einheiten der Streitmacht (bzw. des abgeteilten Teils) Kavallerie sind.</translation>
    </message>
    <message>
        <source>force add, force edit, force split: how many of its (or the split&apos;s) units are artillery (the rest are infantry).</source>
        <translation>force add, force edit, force split: wie viele Einheiten der Streitmacht (bzw. des abgeteilten Teils) Artillerie sind (der Rest ist Infanterie).</translation>
    </message>
    <message>
        <source>force split FILE FORCE --units N [--broken N] [--cavalry N] [--artillery N] [--leaders A,B] --name NAME</source>
        <translation>force split DATEI STREITMACHT --units N [--broken N] [--cavalry N] [--artillery N] [--leaders A,B] --name NAME</translation>
    </message>
    <message>
        <source>Leaders who join a new force, or go out with a sortie.</source>
        <translation>Anführer, die sich einer neuen Streitmacht anschließen oder mit einem Ausfall ausrücken.</translation>
    </message>
    <message>
        <source>note: the force.</source>
        <translation>note: die Streitmacht.</translation>
    </message>
    <message>
        <source>A sortie takes the good-order units of every garrison force (RULES S4): name the leaders who go with --leaders, not a force.</source>
        <translation>Ein Ausfall nimmt die geordneten Einheiten jeder Besatzungsstreitmacht mit (RULES S4): Nennen Sie mit --leaders die Anführer, die mitgehen, nicht eine Streitmacht.</translation>
    </message>
    <message>
        <source>No side moves off %1 after this battle (RULES F6a).</source>
        <translation>Nach dieser Schlacht zieht keine Seite von %1 ab (RULES F6a).</translation>
    </message>
    <message>
        <source>castellan-cli: the output could not be written: %1</source>
        <translation>castellan-cli: Die Ausgabe konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 Nothing this command did was kept.</source>
        <translation>%1 Nichts von dem, was dieser Befehl tat, wurde behalten.</translation>
    </message>
    <message>
        <source>export roster FILE (--csv | --json) [--to OUT [--force]]</source>
        <translation>export roster DATEI (--csv | --json) [--to ZIEL [--force]]</translation>
    </message>
    <message>
        <source>export forces FILE --csv [--to OUT [--force]]</source>
        <translation>export forces DATEI --csv [--to ZIEL [--force]]</translation>
    </message>
    <message>
        <source>export players-copy FILE --to COPY [--force]   (no GM-only notes, no seed; prints the salt to keep)</source>
        <translation>export players-copy DATEI --to KOPIE [--force]   (ohne „nur Spielleiter“-Notizen, ohne Startwert; gibt das aufzubewahrende Salz aus)</translation>
    </message>
    <message>
        <source>export, print: replace the file written.</source>
        <translation>export, print: die geschriebene Datei ersetzen.</translation>
    </message>
    <message>
        <source>%1 exists already: add --force to replace it.</source>
        <translation>%1 gibt es schon: Fügen Sie --force hinzu, um sie zu ersetzen.</translation>
    </message>
    <message>
        <source>export players-copy FILE --to COPY [--force]</source>
        <translation>export players-copy DATEI --to KOPIE [--force]</translation>
    </message>
    <message>
        <source>--%1 names %2 twice.</source>
        <translation>--%1 nennt %2 zweimal.</translation>
    </message>
    <message>
        <source>tactical FILE --hex HEX --auto [--events]   (the campaign battle at that hex on the board, both sides automatic)</source>
        <translation>tactical DATEI --hex FELD --auto [--events]   (die Feldzugsschlacht auf diesem Feld auf dem Brett, beide Seiten automatisch)</translation>
    </message>
    <message>
        <source>tactical, tactical play: the board, the units and every event of the battle in the JSON.</source>
        <translation>tactical, tactical play: das Brett, die Einheiten und jedes Ereignis der Schlacht im JSON.</translation>
    </message>
    <message>
        <source>tactical FILE --hex HEX --auto [--attacker FORCE [--defender FORCE]] [--flank LEADER=TYPE,TYPE…:left|right | --flank none] [--events]</source>
        <translation>tactical DATEI --hex FELD --auto [--attacker STREITMACHT [--defender STREITMACHT]] [--flank ANFÜHRER=TYP,TYP…:left|right | --flank none] [--events]</translation>
    </message>
    <message>
        <source>In a battle in rounds --flank takes a number of units (LEADER=N:left), not their types.</source>
        <translation>In einer Schlacht in Runden nimmt --flank eine Anzahl Einheiten (ANFÜHRER=N:left), nicht ihre Typen.</translation>
    </message>
    <message>
        <source>%1&apos;s force has %2 counters that may march (the commander-in-chief&apos;s own stays).</source>
        <translation>%1s Streitmacht hat %2 Marken, die marschieren dürfen (die des Oberbefehlshabers bleibt).</translation>
    </message>
    <message>
        <source>tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]   (RULES C, both sides automatic; SHIPPED: a key from tactical scenarios)</source>
        <translation>tactical play SZENARIO.json|MITGELIEFERT --auto [--seed N] [--ruleset DATEI] [--events]   (RULES C, beide Seiten automatisch; MITGELIEFERT: ein Schlüssel aus tactical scenarios)</translation>
    </message>
    <message>
        <source>tactical scenarios [--ruleset FILE]   (the shipped scenarios, and any of one&apos;s own in ~/.local/share/castellan/scenarios)</source>
        <translation>tactical scenarios [--ruleset DATEI]   (die mitgelieferten Szenarien und eigene in ~/.local/share/castellan/scenarios)</translation>
    </message>
    <message>
        <source>print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] [--per-page 1-4]   (leader sheets; N: the last history entries)</source>
        <translation>print DATEI (--leader NAME | --roster | --campaign) --pdf AUS.pdf [--force] [--history N] [--per-page 1-4]   (Anführerbögen; N: die letzten Einträge der Chronik)</translation>
    </message>
    <message>
        <source>print: leader sheets on one page, 1 to 4 (1 when not given).</source>
        <translation>print: Anführerbögen auf einer Seite, 1 bis 4 (1, wenn nicht angegeben).</translation>
    </message>
    <message>
        <source>print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] [--per-page 1-4]</source>
        <translation>print DATEI (--leader NAME | --roster | --campaign) --pdf AUS.pdf [--force] [--history N] [--per-page 1-4]</translation>
    </message>
    <message>
        <source>%1: %2 x %3 board, %4 has %5, %6 has %7; each sets up on its %8 own rows.</source>
        <translation>%1: Spielfeld %2 x %3, %4 hat %5, %6 hat %7; jede Seite stellt auf ihren %8 eigenen Reihen auf.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>tactical scenarios [--ruleset FILE]</source>
        <translation>tactical scenarios [--ruleset DATEI]</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 (%3 x %4, %n unit(s))</source>
        <translation>
            <numerusform>%1  %2 (%3 x %4, %n Einheit)</numerusform>
            <numerusform>%1  %2 (%3 x %4, %n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Ausgelassen: %1</translation>
    </message>
    <message>
        <source>tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]</source>
        <translation>tactical play SZENARIO.json|MITGELIEFERT --auto [--seed N] [--ruleset DATEI] [--events]</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 wins after %n turn(s).</source>
        <translation>
            <numerusform>%1: %2 siegt nach %n Zug.</numerusform>
            <numerusform>%1: %2 siegt nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 lost %2, %3.</source>
        <translation>  %1 verlor %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>leader pronoun FILE NAME he|she|they   (how texts speak of the leader)</source>
        <translation>leader pronoun DATEI NAME he|she|they   (wie die Texte vom Anführer sprechen)</translation>
    </message>
    <message>
        <source>leader pronoun FILE NAME he|she|they</source>
        <translation>leader pronoun DATEI NAME he|she|they</translation>
    </message>
    <message>
        <source>retreat FILE LEADER [--to HEX]   (RULES F8: where only leaders are left of both sides; on a failure the leader must duel or be captured)</source>
        <translation>retreat DATEI ANFÜHRER [--to HEXFELD]   (RULES F8: wo von beiden Seiten nur noch Anführer übrig sind; bei einem Fehlschlag muss sich der Anführer duellieren oder wird gefangen genommen)</translation>
    </message>
    <message>
        <source>Where a leader who escapes is placed: survive takes PLACE; battle takes LEADER=PLACE, a force or fortress of the leader&apos;s side (RULES H3), and may be repeated.</source>
        <translation>Wohin ein Anführer gesetzt wird, der entkommt: survive erwartet ORT; battle erwartet ANFÜHRER=ORT, eine Streitmacht oder Festung der Seite des Anführers (RULES H3), und kann wiederholt werden.</translation>
    </message>
    <message>
        <source>Break-in rerolls a turn (the Siege bonus, RULES S2); tactical scenario leader: the heroic rerolls the leader holds (RULES H2).</source>
        <translation>Neuwürfe für den Einbruch je Runde (der Belagerungsbonus, REGELN S2); tactical scenario leader: die heroischen Neuwürfe, die der Anführer hält (REGELN H2).</translation>
    </message>
    <message>
        <source>tactical scenario leader: the leader&apos;s Heroics for the survival check (RULES H3).</source>
        <translation>tactical scenario leader: der Heldenmut des Anführers für die Überlebensprobe (RULES H3).</translation>
    </message>
    <message>
        <source>%1 did not escape a survival check: --escape-to is not used for that leader.</source>
        <translation>%1 ist bei keiner Überlebensprobe entkommen: --escape-to wird für diesen Anführer nicht verwendet.</translation>
    </message>
    <message>
        <source>Name the enemy side that would capture the leader with --captor SIDE.</source>
        <translation>Nennen Sie mit --captor SEITE die feindliche Seite, die den Anführer gefangen nehmen würde.</translation>
    </message>
    <message>
        <source>tactical scenario leader and march: how the battle&apos;s texts speak of the leader, he, she or they (he by default).</source>
        <translation>tactical scenario leader und march: wie die Texte der Schlacht vom Anführer sprechen, he, she oder they (Vorgabe: he).</translation>
    </message>
    <message>
        <source>he|she|they</source>
        <translation>he|she|they</translation>
    </message>
    <message>
        <source>--pronoun takes he, she or they.</source>
        <translation>--pronoun erwartet he, she oder they.</translation>
    </message>
    <message>
        <source>leader list FILE [--at TURN[.PHASE[.ACTION]]]</source>
        <translation>leader list DATEI [--at ZUG[.PHASE[.AKTION]]]</translation>
    </message>
    <message>
        <source>leader show FILE NAME [--at TURN[.PHASE[.ACTION]]]</source>
        <translation>leader show DATEI NAME [--at ZUG[.PHASE[.AKTION]]]</translation>
    </message>
    <message>
        <source>force list FILE [--at TURN[.PHASE[.ACTION]]]</source>
        <translation>force list DATEI [--at ZUG[.PHASE[.AKTION]]]</translation>
    </message>
    <message>
        <source>map FILE [--at TURN[.PHASE[.ACTION]]]   (--at: as it stood then)</source>
        <translation>map DATEI [--at ZUG[.PHASE[.AKTION]]]   (--at: wie er damals stand)</translation>
    </message>
    <message>
        <source>history FILE [--turn N [--phase P]]   (the actions kept, oldest first)</source>
        <translation>history DATEI [--turn N [--phase P]]   (die gespeicherten Aktionen, älteste zuerst)</translation>
    </message>
    <message>
        <source>undo FILE   (the last action, of this run or an earlier one)</source>
        <translation>undo DATEI   (die letzte Aktion, dieses Aufrufs oder eines früheren)</translation>
    </message>
    <message>
        <source>redo FILE   (the last action undone, with the same rolls)</source>
        <translation>redo DATEI   (die zuletzt rückgängig gemachte Aktion, mit denselben Würfen)</translation>
    </message>
    <message>
        <source>map, leader list, leader show, force list: the campaign as it stood as turn N began (N), as a phase of it began (N.PHASE) or after that phase&apos;s Mth action (N.PHASE.M).</source>
        <translation>map, leader list, leader show, force list: der Feldzug, wie er zu Beginn von Zug N stand (N), zu Beginn einer seiner Phasen (N.PHASE) oder nach der M-ten Aktion dieser Phase (N.PHASE.M).</translation>
    </message>
    <message>
        <source>POINT</source>
        <translation>PUNKT</translation>
    </message>
    <message>
        <source>history: only the actions of this phase of --turn.</source>
        <translation>history: nur die Aktionen dieser Phase des Zugs --turn.</translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation>PHASE</translation>
    </message>
    <message>
        <source>--at shows a campaign as it stood, and changes nothing: leave it out to change the campaign as it is.</source>
        <translation>--at zeigt einen Feldzug, wie er stand, und ändert nichts: Lassen Sie es weg, um den Feldzug zu ändern, wie er ist.</translation>
    </message>
    <message>
        <source>No temporary folder to show the campaign as it stood.</source>
        <translation>Kein temporärer Ordner, um den Feldzug zu zeigen, wie er stand.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>--phase takes siege or movement, not &quot;%1&quot;.</source>
        <translation>--phase nimmt siege oder movement, nicht „%1“.</translation>
    </message>
    <message>
        <source>--phase is a phase of the turn --turn names.</source>
        <translation>--phase ist eine Phase des Zugs, den --turn nennt.</translation>
    </message>
    <message>
        <source>redo FILE</source>
        <translation>redo DATEI</translation>
    </message>
    <message>
        <source>undo FILE</source>
        <translation>undo DATEI</translation>
    </message>
    <message>
        <source>Nothing to redo in %1.</source>
        <translation>Nichts zu wiederholen in %1.</translation>
    </message>
    <message>
        <source>Nothing to undo in %1.</source>
        <translation>Nichts rückgängig zu machen in %1.</translation>
    </message>
    <message>
        <source>history FILE [--turn N [--phase P]]</source>
        <translation>history DATEI [--turn N [--phase P]]</translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation>Zug %1, %2</translation>
    </message>
    <message>
        <source>%1  %2  (%3)</source>
        <translation>%1  %2  (%3)</translation>
    </message>
    <message>
        <source>No actions kept there.</source>
        <translation>Dort sind keine Aktionen gespeichert.</translation>
    </message>
    <message>
        <source>report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf) [--force]   (a side&apos;s report of a turn: nothing it could not see)</source>
        <translation>report turn DATEI --side SEITE [--turn N] (--html AUS | --pdf AUS.pdf) [--force]   (der Bericht einer Seite über einen Zug: nichts, was sie nicht sehen konnte)</translation>
    </message>
    <message>
        <source>log: only the rolls of this campaign turn; history: only its actions; report turn: the turn reported (the turn under way when not given).</source>
        <translation>log: nur die Würfe dieses Feldzugszuges; history: nur seine Aktionen; report turn: der berichtete Zug (ohne Angabe der laufende Zug).</translation>
    </message>
    <message>
        <source>print, report turn: the PDF file to write.</source>
        <translation>print, report turn: die zu schreibende PDF-Datei.</translation>
    </message>
    <message>
        <source>report turn: the HTML file to write.</source>
        <translation>report turn: die zu schreibende HTML-Datei.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>AUS</translation>
    </message>
    <message>
        <source>report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf)</source>
        <translation>report turn DATEI --side SEITE [--turn N] (--html AUS | --pdf AUS.pdf)</translation>
    </message>
    <message>
        <source>Give --html or --pdf. Usage: castellan-cli %1</source>
        <translation>Geben Sie --html oder --pdf an. Aufruf: castellan-cli %1</translation>
    </message>
    <message>
        <source>The turn %1 report of %2 written to %3.</source>
        <translation>Der Bericht von %2 über Zug %1 wurde nach %3 geschrieben.</translation>
    </message>
    <message>
        <source>orders URL [--pending]   (a player: his side&apos;s)</source>
        <translation>orders URL [--pending]   (ein Spieler: die seiner Seite)</translation>
    </message>
    <message>
        <source>standing URL [KEY [VALUE]] [--side SIDE]   (a side&apos;s standing orders)</source>
        <translation>standing URL [KEY [VALUE]] [--side SIDE]   (die Daueranweisungen einer Seite)</translation>
    </message>
    <message>
        <source>referee URL [--once]   (carries out the pending orders; --once: then exits)</source>
        <translation>referee URL [--once]   (führt die offenen Befehle aus; --once: endet danach)</translation>
    </message>
    <message>
        <source>order: wait for the referee&apos;s answer (exit 0 done, 1 refused).</source>
        <translation>order: auf die Antwort des Schiedsrichters warten (Exit 0 ausgeführt, 1 abgelehnt).</translation>
    </message>
    <message>
        <source>order --wait: the longest wait, in seconds (60 when not given).</source>
        <translation>order --wait: die längste Wartezeit in Sekunden (60, wenn nicht angegeben).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>referee: carry out the pending orders, then exit.</source>
        <translation>referee: die offenen Befehle ausführen, dann enden.</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign: %1 is not a server campaign&apos;s URL.</source>
        <translation>Befehle gibt es in einem geteilten Feldzug: %1 ist nicht die URL eines Feldzugs auf einem Server.</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign, on a server.</source>
        <translation>Befehle gibt es in einem geteilten Feldzug auf einem Server.</translation>
    </message>
    <message>
        <source>A game master names the side: --side SIDE.</source>
        <translation>Ein Spielleiter nennt die Seite: --side SIDE.</translation>
    </message>
    <message>
        <source>#%1 %2, %3: %4</source>
        <translation>#%1 %2, %3: %4</translation>
    </message>
    <message>
        <source>No referee answered order %1 in time; it is still pending.</source>
        <translation>Kein Schiedsrichter hat Befehl %1 rechtzeitig beantwortet; er ist noch offen.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli order URL withdraw ID</source>
        <translation>Aufruf: castellan-cli order URL withdraw ID</translation>
    </message>
    <message>
        <source>Order %1 is not a pending order of your side: it was answered, withdrawn, or is not yours to withdraw (RULES T4).</source>
        <translation>Befehl %1 ist kein offener Befehl Ihrer Seite: Er wurde beantwortet, zurückgezogen, oder Sie dürfen ihn nicht zurückziehen (RULES T4).</translation>
    </message>
    <message>
        <source>orders URL [--pending]</source>
        <translation>orders URL [--pending]</translation>
    </message>
    <message>
        <source>No orders.</source>
        <translation>Keine Befehle.</translation>
    </message>
    <message>
        <source>standing URL [KEY [VALUE]]</source>
        <translation>standing URL [KEY [VALUE]]</translation>
    </message>
    <message>
        <source>A standing order is one of %1, not %2.</source>
        <translation>Eine Daueranweisung ist eine von %1, nicht %2.</translation>
    </message>
    <message>
        <source>%1 is one of %2, not %3.</source>
        <translation>%1 ist eines von %2, nicht %3.</translation>
    </message>
    <message>
        <source>%1: %2 (RULES %3)</source>
        <translation>%1: %2 (RULES %3)</translation>
    </message>
    <message>
        <source>referee URL [--once]</source>
        <translation>referee URL [--once]</translation>
    </message>
    <message>
        <source>Only a game master referees the orders (RULES T4).</source>
        <translation>Nur ein Spielleiter ist Schiedsrichter der Befehle (RULES T4).</translation>
    </message>
    <message>
        <source>siege roll, order break-in: which break-in dice to re-roll while the rerolls last: all_but_6 (the default), only_1 or none (RULES S2).</source>
        <translation>siege roll, order break-in: welche Einbruchswürfel neu geworfen werden, solange Neuwürfe bleiben: all_but_6 (Vorgabe), only_1 oder none (RULES S2).</translation>
    </message>
    <message>
        <source>WHICH</source>
        <translation>WELCHE</translation>
    </message>
    <message>
        <source>--reroll is one of %1, not %2.</source>
        <translation>--reroll ist eines von %1, nicht %2.</translation>
    </message>
    <message>
        <source>battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE]   (every force there, RULES F0; --attacker FORCE --defender FORCE as a shortcut)
              [--flank LEADER=UNITS:left|right]   (RULES M2: a command on a flank march, repeatable)
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (RULES T4: a side&apos;s choices, as its standing orders name them)</source>
        <translation>battle DATEI --hex HEXFELD --auto [--avoid] [--retreat-to HEXFELD] [--escape-to ANFÜHRER=ORT]   (jede Streitmacht dort, RULES F0; --attacker STREITMACHT --defender STREITMACHT als Abkürzung)
              [--flank ANFÜHRER=EINHEITEN:left|right]   (RULES M2: ein Kommando auf einem Flankenmarsch, wiederholbar)
              [--attacker-choices SCHLÜSSEL=WERT,...] [--defender-choices SCHLÜSSEL=WERT,...]   (RULES T4: die Entscheidungen einer Seite, so benannt wie ihre Daueranweisungen)</translation>
    </message>
    <message>
        <source>KEY=VALUE,...</source>
        <translation>SCHLÜSSEL=WERT,...</translation>
    </message>
    <message>
        <source>battle: the defender&apos;s choices, as --attacker-choices; avoid=yes is --avoid (RULES T4).</source>
        <translation>battle: die Entscheidungen des Verteidigers, wie bei --attacker-choices; avoid=yes ist --avoid (RULES T4).</translation>
    </message>
    <message>
        <source>battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE] [--flank LEADER=UNITS:left|right] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (or --attacker FORCE --defender FORCE)</source>
        <translation>battle DATEI --hex HEXFELD --auto [--avoid] [--retreat-to HEXFELD] [--escape-to ANFÜHRER=ORT] [--flank ANFÜHRER=EINHEITEN:left|right] [--attacker-choices SCHLÜSSEL=WERT,...] [--defender-choices SCHLÜSSEL=WERT,...]   (oder --attacker STREITMACHT --defender STREITMACHT)</translation>
    </message>
    <message>
        <source>questions URL [--pending]   (the battles that wait for a side&apos;s answer, RULES T4)</source>
        <translation>questions URL [--pending]   (die Schlachten, die auf die Antwort einer Seite warten, RULES T4)</translation>
    </message>
    <message>
        <source>orders, questions: only those not yet answered.</source>
        <translation>orders, questions: nur die noch nicht beantworteten.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli order URL move|deed|end-movement|break-in|sortie|answer|withdraw …</source>
        <translation>Aufruf: castellan-cli order URL move|deed|end-movement|break-in|sortie|answer|withdraw …</translation>
    </message>
    <message>
        <source>questions URL [--pending]</source>
        <translation>questions URL [--pending]</translation>
    </message>
    <message>
        <source>#%1 %2, the battle at %3: %4 (answer by %5). %6</source>
        <translation>#%1 %2, die Schlacht bei %3: %4 (Antwort bis %5). %6</translation>
    </message>
    <message>
        <source>No battle waits for an answer.</source>
        <translation>Keine Schlacht wartet auf eine Antwort.</translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2; battles fought at their deadline: %3.</source>
        <translation>Ausgeführte Anweisungen: %1; abgelehnt: %2; bei Fristablauf geschlagene Schlachten: %3.</translation>
    </message>
    <message>
        <source>order answer: the side&apos;s choices in the battle that waits, as standing orders name them; order move: the mover&apos;s in the battle his move brings (no avoid); his standing orders for the rest (RULES T4).</source>
        <translation>order answer: die Entscheidungen der Seite in der wartenden Schlacht, so benannt wie Daueranweisungen; order move: die des Ziehenden in der Schlacht, die sein Zug herbeiführt (kein Ausweichen); für den Rest seine Daueranweisungen (RULES T4).</translation>
    </message>
    <message>
        <source>battle, order move, order answer: a leader and units of the leader&apos;s force sent on a flank march, LEADER=UNITS:left|right (RULES M2).</source>
        <translation>battle, order move, order answer: ein Anführer und Einheiten seiner Streitmacht, auf einen Flankenmarsch geschickt, ANFÜHRER=EINHEITEN:left|right (RULES M2).</translation>
    </message>
    <message>
        <source>An order&apos;s --flank takes a number of units (LEADER=N:left), not their types.</source>
        <translation>Das --flank einer Anweisung nimmt eine Anzahl Einheiten (ANFÜHRER=N:left), nicht ihre Typen.</translation>
    </message>
    <message>
        <source>siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH]   (default: reroll anything but a 6; the leaders&apos; own rerolls, RULES H2, only when asked)
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (the break-in battle&apos;s choices, RULES S3, T4)</source>
        <translation>siege roll DATEI --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WELCHE]   (Vorgabe: alles außer einer 6 neu werfen; die eigenen Neuwürfe der Anführer, RULES H2, nur auf Wunsch)
              [--attacker-choices SCHLÜSSEL=WERT,...] [--defender-choices SCHLÜSSEL=WERT,...]   (die Entscheidungen der Einbruchsschlacht, RULES S3, T4)</translation>
    </message>
    <message>
        <source>sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy]
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation>sortie DATEI --fortress NAME --target STREITMACHT --auto [--leaders A,B] [--occupy]
              [--attacker-choices SCHLÜSSEL=WERT,...] [--defender-choices SCHLÜSSEL=WERT,...]</translation>
    </message>
    <message>
        <source>battle, siege roll, sortie: the attacker&apos;s choices in the battle, as standing orders name them: losses, battle_rerolls, retreat, retreat_to, escape_to (RULES T4).</source>
        <translation>battle, siege roll, sortie: die Entscheidungen des Angreifers in der Schlacht, so benannt wie die Daueranweisungen: losses, battle_rerolls, retreat, retreat_to, escape_to (RULES T4).</translation>
    </message>
    <message>
        <source>siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation>siege roll DATEI --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WELCHE] [--attacker-choices SCHLÜSSEL=WERT,...] [--defender-choices SCHLÜSSEL=WERT,...]</translation>
    </message>
    <message>
        <source>sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation>sortie DATEI --fortress NAME --target STREITMACHT --auto [--leaders A,B] [--occupy] [--attacker-choices SCHLÜSSEL=WERT,...] [--defender-choices SCHLÜSSEL=WERT,...]</translation>
    </message>
    <message>
        <source>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | deed LEADER | end-movement | break-in FORTRESS [--reroll WHICH] [--heroic-rerolls N] | sortie FORTRESS --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | withdraw ID [--side SIDE] [--wait [--timeout S]]   (a player&apos;s order for his side, RULES T4; --wait: exit 0 done, 1 refused)</source>
        <translation>order URL move STREITMACHT [--to HEXFELD[,HEXFELD...]] [--forced-march] [--choices SCHLÜSSEL=WERT,...] [--flank ANFÜHRER=EINHEITEN:left|right] | deed ANFÜHRER | end-movement | break-in FESTUNG [--reroll WELCHE] [--heroic-rerolls N] | sortie FESTUNG --target STREITMACHT [--leaders A,B] [--occupy] | answer HEXFELD [--choices SCHLÜSSEL=WERT,...] [--flank ANFÜHRER=EINHEITEN:left|right] | withdraw ID [--side SEITE] [--wait [--timeout S]]   (die Anweisung eines Spielers für seine Seite, RULES T4; --wait: Exit 0 ausgeführt, 1 abgelehnt)</translation>
    </message>
    <message>
        <source>siege roll, order break-in: how many of the besieging leaders&apos; own rerolls to spend on the break-in roll (RULES H2); the rest lapse.</source>
        <translation>siege roll, order break-in: wie viele der eigenen Neuwürfe der belagernden Anführer für den Einbruchswurf eingesetzt werden (RULES H2); der Rest verfällt.</translation>
    </message>
    <message>
        <source>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | deed LEADER | end-movement | break-in FORTRESS [--reroll WHICH] [--heroic-rerolls N] | sortie FORTRESS --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] [--wait]</source>
        <translation>order URL move STREITMACHT [--to HEXFELD[,HEXFELD...]] [--forced-march] [--choices SCHLÜSSEL=WERT,...] [--flank ANFÜHRER=EINHEITEN:left|right] | deed ANFÜHRER | end-movement | break-in FESTUNG [--reroll WELCHE] [--heroic-rerolls N] | sortie FESTUNG --target STREITMACHT [--leaders A,B] [--occupy] | answer HEXFELD [--choices SCHLÜSSEL=WERT,...] [--flank ANFÜHRER=EINHEITEN:left|right] [--wait]</translation>
    </message>
    <message>
        <source>The siege phase was carried out and kept: %1 The turn does not end while a siege waits for its side (RULES S2, S3, T4).</source>
        <translation>Die Belagerungsphase wurde ausgeführt und behalten: %1 Der Zug endet nicht, solange eine Belagerung auf ihre Seite wartet (RULES S2, S3, T4).</translation>
    </message>
    <message numerus="yes">
        <source>%1, from turn %2: %n battle(s) played on by the automatic player.</source>
        <translation>
            <numerusform>%1, ab Zug %2: %n Schlacht vom automatischen Spieler zu Ende gespielt.</numerusform>
            <numerusform>%1, ab Zug %2: %n Schlachten vom automatischen Spieler zu Ende gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 wins %2% (95%: %3 to %4%), with %5 unit(s) left on average.</source>
        <translation>  %1 gewinnt %2 % (95 %: %3 bis %4 %), mit durchschnittlich %5 verbliebenen Einheit(en).</translation>
    </message>
    <message>
        <source>  Not over after %1 turns: %2% (95%: %3 to %4%).</source>
        <translation>  Nach %1 Zügen nicht entschieden: %2 % (95 %: %3 bis %4 %).</translation>
    </message>
    <message>
        <source>The battle at %1</source>
        <translation>Die Schlacht bei %1</translation>
    </message>
    <message>
        <source>%1 is %2 already: nothing changed.</source>
        <translation>%1 ist bereits %2: Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]   (each side&apos;s chance to win the battle on the board, both sides automatic, from where it stands)</source>
        <translation>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]   (die Siegchance jeder Seite in der Schlacht auf dem Brett, beide Seiten automatisch, vom jetzigen Stand aus)</translation>
    </message>
    <message>
        <source>Castellan campaign tool.

Commands:
%1

Every FILE may also be a server campaign&apos;s URL. Exit codes: 0 done, 1 the rules refuse, or the role on the server does not allow it (the reason is printed), 2 bad usage, bad input, a file problem or an unreachable server, 3 done, but its output could not be written.</source>
        <translation>Castellan-Feldzugswerkzeug.

Befehle:
%1

Jede DATEI kann auch die URL eines Server-Feldzugs sein. Exit-Codes: 0 erledigt, 1 die Regeln lehnen ab oder die Rolle auf dem Server erlaubt es nicht (der Grund wird ausgegeben), 2 falscher Aufruf, ungültige Eingabe, ein Dateiproblem oder ein nicht erreichbarer Server, 3 erledigt, aber die Ausgabe konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>odds board: stop after S seconds, with the figures and interval of the battles played by then.</source>
        <translation>odds board: nach S Sekunden anhalten, mit den Zahlen und dem Intervall der bis dahin gespielten Schlachten.</translation>
    </message>
    <message>
        <source>odds board: tell the figures so far on standard error as they go.</source>
        <translation>odds board: die bisherigen Zahlen laufend auf der Standardfehlerausgabe melden.</translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: nothing was kept.</source>
        <translation>Mit Ctrl+C abgebrochen: Nichts wurde behalten.</translation>
    </message>
    <message>
        <source>The roster %1 does not exist.</source>
        <translation>Die Liste %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>The roster %1 is not a regular file (a folder, a device or a pipe): name the roster&apos;s JSON file.</source>
        <translation>Die Liste %1 ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe): Nennen Sie die JSON-Datei der Liste.</translation>
    </message>
    <message>
        <source>castellan-cli: the command was done and kept; only its output was lost.</source>
        <translation>castellan-cli: Der Befehl wurde ausgeführt und gespeichert; nur seine Ausgabe ging verloren.</translation>
    </message>
    <message>
        <source>A fortress&apos;s name has 1 to %1 characters, without control characters.</source>
        <translation>Der Name einer Festung hat 1 bis %1 Zeichen, ohne Steuerzeichen.</translation>
    </message>
    <message>
        <source>A name has 1 to %1 characters, without control characters.</source>
        <translation>Ein Name hat 1 bis %1 Zeichen, ohne Steuerzeichen.</translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: the battle was not finished.</source>
        <translation>Mit Ctrl+C abgebrochen: Die Schlacht wurde nicht zu Ende gespielt.</translation>
    </message>
    <message>
        <source>%1 %2% (%3 to %4%)</source>
        <translation>%1 %2 % (%3 bis %4 %)</translation>
    </message>
    <message>
        <source>odds board: %1 of %2 battles: %3</source>
        <translation>odds board: %1 von %2 Schlachten: %3</translation>
    </message>
    <message>
        <source>  Stopped at the time limit: the interval is that of the battles played.</source>
        <translation>  Am Zeitlimit angehalten: Das Intervall ist das der gespielten Schlachten.</translation>
    </message>
    <message>
        <source>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]</source>
        <translation>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>The turn&apos;s reports were not kept for the players: %1</source>
        <translation>Die Berichte des Zuges wurden für die Spieler nicht aufbewahrt: %1</translation>
    </message>
</context>
<context>
    <name>Commander</name>
    <message>
        <source>%1 is %2 and cannot command; %3 (Battle %4) counts instead (RULES L3, R1).</source>
        <translation>%1 ist %2 und kann nicht befehligen; stattdessen zählt %3 (Schlacht %4) (RULES L3, R1).</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot command; no able leader is left: the force counts Battle 0 (RULES R1).</source>
        <translation>%1 ist %2 und kann nicht befehligen; kein handlungsfähiger Anführer ist übrig: Die Streitmacht zählt Schlacht 0 (RULES R1).</translation>
    </message>
    <message>
        <source>No leader is with the force: it counts Battle 0 (RULES R1).</source>
        <translation>Kein Anführer ist bei der Streitmacht: Sie zählt Schlacht 0 (RULES R1).</translation>
    </message>
    <message>
        <source>No leader with the force is able: it counts Battle 0 (RULES R1).</source>
        <translation>Kein Anführer bei der Streitmacht ist handlungsfähig: Sie zählt Schlacht 0 (RULES R1).</translation>
    </message>
    <message>
        <source>%1 commands, Battle %2 (RULES R1).</source>
        <translation>%1 befehligt, Schlacht %2 (RULES R1).</translation>
    </message>
    <message>
        <source>%1 counts, Battle %2: the best Battle among the able leaders (RULES R1).</source>
        <translation>%1 zählt, Schlacht %2: der beste Schlachtwert unter den handlungsfähigen Anführern (RULES R1).</translation>
    </message>
</context>
<context>
    <name>ExportTarget</name>
    <message>
        <source>Name the file to write.</source>
        <translation>Nennen Sie die Datei, die geschrieben werden soll.</translation>
    </message>
    <message>
        <source>%1 is a link to nothing: name a file to write.</source>
        <translation>%1 ist ein Verweis ins Leere: Nennen Sie eine Datei, die geschrieben werden soll.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe): an export writes a file of its own.</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe): Ein Export schreibt eine eigene Datei.</translation>
    </message>
    <message>
        <source>%1 is a campaign (or another database): an export never writes over one. Choose another file.</source>
        <translation>%1 ist eine Kampagne (oder eine andere Datenbank): Ein Export überschreibt nie eine. Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>%1 is where SQLite keeps the journal of the campaign %2, and reads it at its next opening: writing it could damage that campaign. Choose another file.</source>
        <translation>In %1 führt SQLite das Journal des Feldzugs %2 und liest es beim nächsten Öffnen: Diese Datei zu schreiben könnte diesen Feldzug beschädigen. Wählen Sie eine andere Datei.</translation>
    </message>
</context>
<context>
    <name>FlankBattleOdds</name>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation>Ein Flankenmarsch braucht mindestens eine Einheit.</translation>
    </message>
    <message>
        <source>An incompetent general may not lead a flank march (RULES M2).</source>
        <translation>Ein unfähiger General darf keinen Flankenmarsch führen (RULES M2).</translation>
    </message>
    <message>
        <source>The %1 is leaderless: it has no commander-in-chief to stay while a general marches (RULES M2).</source>
        <translation>Der %1 hat keinen Anführer: Er hat keinen Oberbefehlshaber, der zurückbleibt, während ein General marschiert (RULES M2).</translation>
    </message>
    <message>
        <source>The %1 sends %2 of its %3 units on the flank: at most half may march (RULES M2).</source>
        <translation>Der %1 schickt %2 seiner %3 Einheiten auf die Flanke: Höchstens die Hälfte darf marschieren (RULES M2).</translation>
    </message>
    <message>
        <source>The odds with a flank march take up to %1 units a side, the march counted, which they answer in a few seconds; this battle has %2.</source>
        <translation>Die Chancen mit Flankenmarsch werden für bis zu %1 Einheiten pro Seite berechnet, den Marsch mitgezählt, in wenigen Sekunden; diese Schlacht hat %2.</translation>
    </message>
</context>
<context>
    <name>FlankDialogParts</name>
    <message>
        <source>&amp;Send on the March</source>
        <translation>Auf den &amp;Marsch schicken</translation>
    </message>
    <message>
        <source>By the left edge</source>
        <translation>Über den linken Rand</translation>
    </message>
    <message>
        <source>By the right edge</source>
        <translation>Über den rechten Rand</translation>
    </message>
    <message>
        <source>Commands sent:</source>
        <translation>Losgeschickte Kommandos:</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
</context>
<context>
    <name>FlankRules</name>
    <message>
        <source>Incompetent</source>
        <translation>Unfähig</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Schwach</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnittlich</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation>Hervorragend</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>%1 commands the side: the commander-in-chief may not lead a flank march (RULES M2).</source>
        <translation>%1 befehligt die Seite: Der Oberbefehlshaber darf keinen Flankenmarsch führen (RULES M2).</translation>
    </message>
    <message>
        <source>%1 cannot use his ratings (RULES L3), so he may not lead a flank march.</source>
        <translation>%1 kann seine Werte nicht nutzen (RULES L3) und darf daher keinen Flankenmarsch führen.</translation>
    </message>
    <message>
        <source>%1 is an incompetent general: he may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 ist ein unfähiger General: Er darf keinen Flankenmarsch führen (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is a coward: he may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 ist ein Feigling: Er darf keinen Flankenmarsch führen (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 already leads a flank march in this battle.</source>
        <translation>%1 führt in dieser Schlacht bereits einen Flankenmarsch.</translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation>Ein Flankenmarsch braucht mindestens eine Einheit.</translation>
    </message>
    <message>
        <source>At most half the side&apos;s units may march on the flanks (RULES M2): %1 of %2 in all, and this command would make it %3.</source>
        <translation>Höchstens die Hälfte der Einheiten einer Seite darf auf die Flanken marschieren (RULES M2): %1 von insgesamt %2, und mit diesem Kommando wären es %3.</translation>
    </message>
    <message>
        <source>%1: double %2 on his flank march&apos;s arrival roll: his level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation>%1: Pasch mit %2 beim Ankunftswurf seines Flankenmarschs: Seine Stufe als General ist für diese Schlacht %3; im Feldzug bleibt sie %4 (RULES M3).</translation>
    </message>
    <message>
        <source>%1 cannot use her ratings (RULES L3), so she may not lead a flank march.</source>
        <translation>%1 kann ihre Werte nicht nutzen (RULES L3) und darf daher keinen Flankenmarsch führen.</translation>
    </message>
    <message>
        <source>%1 cannot use their ratings (RULES L3), so they may not lead a flank march.</source>
        <translation>%1 kann die eigenen Werte nicht nutzen (RULES L3) und darf daher keinen Flankenmarsch führen.</translation>
    </message>
    <message>
        <source>%1 is an incompetent general: she may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 ist eine unfähige Generalin: Sie darf keinen Flankenmarsch führen (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is an incompetent general: they may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 führt als General unfähig und darf keinen Flankenmarsch führen (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is a coward: she may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 ist eine Feigling: Sie darf keinen Flankenmarsch führen (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is a coward: they may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 ist als Feigling gekennzeichnet und darf keinen Flankenmarsch führen (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1: double %2 on her flank march&apos;s arrival roll: her level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation>%1: Pasch mit %2 beim Ankunftswurf ihres Flankenmarschs: Ihre Stufe als Generalin ist für diese Schlacht %3; im Feldzug bleibt sie %4 (RULES M3).</translation>
    </message>
    <message>
        <source>%1: double %2 on their flank march&apos;s arrival roll: their level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation>%1: Pasch mit %2 beim Ankunftswurf des eigenen Flankenmarschs: Die Stufe als General ist für diese Schlacht %3; im Feldzug bleibt sie %4 (RULES M3).</translation>
    </message>
</context>
<context>
    <name>ForceActions</name>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Streitmacht.</translation>
    </message>
    <message>
        <source>%1 serves %2, not %3.</source>
        <translation>%1 dient %2, nicht %3.</translation>
    </message>
    <message>
        <source>%1 is dead (RULES L3).</source>
        <translation>%1 ist tot (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is held captive (RULES L6).</source>
        <translation>%1 ist in Gefangenschaft (RULES L6).</translation>
    </message>
    <message>
        <source>A force cannot have a negative number of units.</source>
        <translation>Eine Streitmacht kann keine negative Zahl von Einheiten haben.</translation>
    </message>
    <message>
        <source>A force needs a name.</source>
        <translation>Eine Streitmacht braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is a force named %1 already.</source>
        <translation>Es gibt bereits eine Streitmacht namens %1.</translation>
    </message>
    <message>
        <source>A force needs a side of this campaign.</source>
        <translation>Eine Streitmacht braucht eine Seite dieses Feldzugs.</translation>
    </message>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation>In diesem Feldzug gibt es keinen solchen Anführer.</translation>
    </message>
    <message>
        <source>Raise force %1</source>
        <translation>Streitmacht %1 aufstellen</translation>
    </message>
    <message>
        <source>Joins %1.</source>
        <translation>Schließt sich %1 an.</translation>
    </message>
    <message>
        <source>%1 raised for %2: %3.</source>
        <translation>%1 für %2 aufgestellt: %3.</translation>
    </message>
    <message>
        <source>A force does not change sides.</source>
        <translation>Eine Streitmacht wechselt nicht die Seite.</translation>
    </message>
    <message>
        <source>The commander must be one of the force&apos;s leaders (RULES R1).</source>
        <translation>Der Befehlshaber muss einer der Anführer der Streitmacht sein (RULES R1).</translation>
    </message>
    <message>
        <source>Edit force %1</source>
        <translation>Streitmacht %1 bearbeiten</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1: %2, at %3.</source>
        <translation>%1: %2, bei %3.</translation>
    </message>
    <message>
        <source>%1 is with that force already.</source>
        <translation>%1 ist bereits bei dieser Streitmacht.</translation>
    </message>
    <message>
        <source>%1 is with no force.</source>
        <translation>%1 ist bei keiner Streitmacht.</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 schließt sich %2 an</translation>
    </message>
    <message>
        <source>%1 leaves his force</source>
        <translation>%1 verlässt seine Streitmacht</translation>
    </message>
    <message>
        <source>Leaves his force.</source>
        <translation>Verlässt seine Streitmacht.</translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation>%1 schließt sich %2 an.</translation>
    </message>
    <message>
        <source>%1 leaves his force.</source>
        <translation>%1 verlässt seine Streitmacht.</translation>
    </message>
    <message>
        <source>The new force needs a name.</source>
        <translation>Die neue Streitmacht braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 has only %2.</source>
        <translation>%1 hat nur %2.</translation>
    </message>
    <message>
        <source>A split takes some units or leaders.</source>
        <translation>Eine Teilung braucht einige Einheiten oder Anführer.</translation>
    </message>
    <message>
        <source>Only the force&apos;s own leaders can go with the split.</source>
        <translation>Nur die eigenen Anführer der Streitmacht können mit dem abgeteilten Teil gehen.</translation>
    </message>
    <message>
        <source>Split %1 from %2</source>
        <translation>%1 von %2 abteilen</translation>
    </message>
    <message>
        <source>Goes with %1, split from %2.</source>
        <translation>Geht mit %1, abgeteilt von %2.</translation>
    </message>
    <message>
        <source>%1 splits from %2 with %3.</source>
        <translation>%1 spaltet sich mit %3 von %2 ab.</translation>
    </message>
    <message>
        <source>A force cannot merge with itself.</source>
        <translation>Eine Streitmacht kann sich nicht mit sich selbst vereinigen.</translation>
    </message>
    <message>
        <source>Only forces of one side merge.</source>
        <translation>Nur Streitmächte derselben Seite können sich vereinigen.</translation>
    </message>
    <message>
        <source>%1 is at %2 and %3 at %4: forces merge where they stand together.</source>
        <translation>%1 steht bei %2 und %3 bei %4: Streitmächte vereinigen sich dort, wo sie zusammen stehen.</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>%1 mit %2 vereinigen</translation>
    </message>
    <message>
        <source>%1 joins %2: %3.</source>
        <translation>%1 schließt sich %2 an: %3.</translation>
    </message>
    <message>
        <source>Disband %1</source>
        <translation>%1 auflösen</translation>
    </message>
    <message>
        <source>%1 is disbanded.</source>
        <translation>%1 wurde aufgelöst.</translation>
    </message>
    <message>
        <source>A force&apos;s name has at most %1 characters.</source>
        <translation>Der Name einer Streitmacht hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>A force holds at most %L1 units.</source>
        <translation>Eine Streitmacht umfasst höchstens %L1 Einheiten.</translation>
    </message>
    <message>
        <source>A force has lost from 0 to %L1 units.</source>
        <translation>Eine Streitmacht hat zwischen 0 und %L1 Einheiten verloren.</translation>
    </message>
    <message>
        <source>Nothing is left of %1.</source>
        <translation>Von %1 ist nichts übrig.</translation>
    </message>
    <message>
        <source>in %1 (hex %2)</source>
        <translation>in %1 (Hexfeld %2)</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>außerhalb der Karte</translation>
    </message>
    <message>
        <source>off the map, at %1</source>
        <translation>außerhalb der Karte, bei %1</translation>
    </message>
    <message>
        <source>%1 is a fortress of %2: a force enters it by a siege or takes it empty (RULES S1, S8), not by its name.</source>
        <translation>%1 ist eine Festung von %2: Eine Streitmacht betritt sie durch eine Belagerung oder nimmt sie leer ein (RULES S1, S8), nicht über ihren Namen.</translation>
    </message>
    <message numerus="yes">
        <source>A force of %n unit(s) has from 0 to that many cavalry and artillery together; the rest are infantry.</source>
        <translation>
            <numerusform>Eine Streitmacht aus %n Einheit hat zusammen 0 bis ebenso viele Kavallerie- und Artillerieeinheiten; der Rest ist Infanterie.</numerusform>
            <numerusform>Eine Streitmacht aus %n Einheiten hat zusammen 0 bis ebenso viele Kavallerie- und Artillerieeinheiten; der Rest ist Infanterie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 cavalry and %3 artillery.</source>
        <translation>%1 hat %2 Kavallerie und %3 Artillerie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 would keep %n unit(s), fewer than its %2 cavalry and artillery left: send more of them with the split.</source>
        <translation>
            <numerusform>%1 würde %n Einheit behalten, weniger als die ihr verbleibende Kavallerie und Artillerie (%2): Schicken Sie mehr davon mit dem abgeteilten Teil mit.</numerusform>
            <numerusform>%1 würde %n Einheiten behalten, weniger als die ihr verbleibende Kavallerie und Artillerie (%2): Schicken Sie mehr davon mit dem abgeteilten Teil mit.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads as a hex, and the map has no such hex: name another place, or a hex of the map.</source>
        <translation>%1 ist eine Feldbezeichnung, und die Karte hat kein solches Feld: Nennen Sie einen anderen Ort oder ein Feld der Karte.</translation>
    </message>
    <message>
        <source>%1 belongs to %2: a force of %3 cannot stand inside it.</source>
        <translation>%1 gehört %2: Eine Streitmacht von %3 kann nicht darin stehen.</translation>
    </message>
    <message>
        <source>Leaves her force.</source>
        <translation>Verlässt ihre Streitmacht.</translation>
    </message>
    <message>
        <source>Leaves their force.</source>
        <translation>Verlässt die eigene Streitmacht.</translation>
    </message>
    <message>
        <source>%1 leaves her force.</source>
        <translation>%1 verlässt ihre Streitmacht.</translation>
    </message>
    <message>
        <source>%1 leaves their force.</source>
        <translation>%1 verlässt die eigene Streitmacht.</translation>
    </message>
    <message>
        <source>%1 leaves her force</source>
        <translation>%1 verlässt ihre Streitmacht</translation>
    </message>
    <message>
        <source>%1 leaves their force</source>
        <translation>%1 verlässt die eigene Streitmacht</translation>
    </message>
</context>
<context>
    <name>ForceCounterItem</name>
    <message>
        <source>%1 retreated this turn: it may not move again until the next (RULES F6a).</source>
        <translation>%1 hat sich in diesem Zug zurückgezogen: Sie darf sich erst im nächsten wieder bewegen (RULES F6a).</translation>
    </message>
</context>
<context>
    <name>ForceShares</name>
    <message>
        <source>Every force of the side needs its share of the losses (RULES F0).</source>
        <translation>Jede Streitmacht der Seite muss ihren Anteil an den Verlusten tragen (RULES F0).</translation>
    </message>
    <message>
        <source>A force takes only losses among its own units (RULES F0).</source>
        <translation>Eine Streitmacht nimmt nur Verluste unter ihren eigenen Einheiten (RULES F0).</translation>
    </message>
    <message>
        <source>The forces&apos; shares must add up to the side&apos;s losses (RULES F0).</source>
        <translation>Die Anteile der Streitmächte müssen zusammen die Verluste der Seite ergeben (RULES F0).</translation>
    </message>
</context>
<context>
    <name>ForceText</name>
    <message>
        <source>%1 good</source>
        <translation>%1 geordnet</translation>
    </message>
    <message>
        <source>, %1 flagged</source>
        <translation>, %1 markiert</translation>
    </message>
    <message>
        <source>, %1 broken</source>
        <translation>, %1 aufgelöst</translation>
    </message>
    <message>
        <source>%1 of %2 movement left this turn</source>
        <translation>%1 von %2 Bewegung in diesem Zug übrig</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation>Anführer: %1</translation>
    </message>
    <message>
        <source>Retreated this turn: no more movement (RULES F6a)</source>
        <translation>In diesem Zug zurückgezogen: keine weitere Bewegung (RULES F6a)</translation>
    </message>
    <message>
        <source>Leaders: hidden</source>
        <translation>Anführer: verborgen</translation>
    </message>
</context>
<context>
    <name>Garrison</name>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>alone inside</source>
        <translation>allein in der Festung</translation>
    </message>
    <message>
        <source>%1, disabled</source>
        <translation>%1, kampfunfähig</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>HeroicDeed</name>
    <message numerus="yes">
        <source>Heroic deed: rolled %1 against Heroics %2: %3, %n reroll(s) gained; vitality %4.</source>
        <translation>
            <numerusform>Heldentat: %1 gegen Heldenmut %2 gewürfelt: %3, %n Neuwurf gewonnen; Vitalität %4.</numerusform>
            <numerusform>Heldentat: %1 gegen Heldenmut %2 gewürfelt: %3, %n Neuwürfe gewonnen; Vitalität %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n Wunde</numerusform>
            <numerusform>%n Wunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n Neuwurf</numerusform>
            <numerusform>%n Neuwürfe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>muss ein Text sein</translation>
    </message>
    <message>
        <source>has more than %1 characters</source>
        <translation>hat mehr als %1 Zeichen</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>is not a field of %1</source>
        <translation>ist kein Feld von %1</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
</context>
<context>
    <name>LeaderActions</name>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation>In diesem Feldzug gibt es keinen solchen Anführer.</translation>
    </message>
    <message>
        <source> He is dead.</source>
        <translation> Er ist tot.</translation>
    </message>
    <message>
        <source> He is disabled.</source>
        <translation> Er ist kampfunfähig.</translation>
    </message>
    <message>
        <source> He is active again.</source>
        <translation> Er ist wieder aktiv.</translation>
    </message>
    <message>
        <source> He is captured.</source>
        <translation> Er ist gefangen.</translation>
    </message>
    <message>
        <source>%1 is dead (RULES L3).</source>
        <translation>%1 ist tot (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality he can use none of his ratings (RULES L3).</source>
        <translation>%1 ist kampfunfähig: Mit 0 Vitalität kann er keinen seiner Werte nutzen (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is held captive (RULES L6).</source>
        <translation>%1 ist in Gefangenschaft (RULES L6).</translation>
    </message>
    <message>
        <source>leader creation: %1</source>
        <translation>Erstellung eines Anführers: %1</translation>
    </message>
    <message>
        <source>A leader needs a name.</source>
        <translation>Ein Anführer braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is a leader named %1 already.</source>
        <translation>Es gibt bereits einen Anführer namens %1.</translation>
    </message>
    <message>
        <source>A leader needs a side of this campaign.</source>
        <translation>Ein Anführer braucht eine Seite dieses Feldzugs.</translation>
    </message>
    <message>
        <source>A leader is created from one roll of 7d6 (RULES L1).</source>
        <translation>Ein Anführer wird aus einem Wurf mit 7d6 erstellt (RULES L1).</translation>
    </message>
    <message>
        <source>Each of the seven dice must go to exactly one trait (RULES L1).</source>
        <translation>Jeder der sieben Würfel muss genau einer Eigenschaft zugeteilt werden (RULES L1).</translation>
    </message>
    <message>
        <source>Create leader %1</source>
        <translation>Anführer %1 erstellen</translation>
    </message>
    <message>
        <source>Created for %1 from the roll %2: %3.</source>
        <translation>Für %1 aus dem Wurf %2 erstellt: %3.</translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation>%1 schließt sich %2 an.</translation>
    </message>
    <message>
        <source>Give a number of wounds, or of wounds healed.</source>
        <translation>Geben Sie eine Zahl von Wunden oder von geheilten Wunden an.</translation>
    </message>
    <message>
        <source>%1 is at full vitality: healing never raises it above the rating (RULES L3).</source>
        <translation>%1 hat volle Vitalität: Heilung hebt sie nie über den Wert (RULES L3).</translation>
    </message>
    <message>
        <source>Wound %1</source>
        <translation>%1 verwunden</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>%1 heilen</translation>
    </message>
    <message>
        <source>Took %1: vitality %2.</source>
        <translation>Erlitt %1: Vitalität %2.</translation>
    </message>
    <message numerus="yes">
        <source>Healed %n wound(s): vitality %1.</source>
        <translation>
            <numerusform>%n Wunde geheilt: Vitalität %1.</numerusform>
            <numerusform>%n Wunden geheilt: Vitalität %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroic deed by %1</source>
        <translation>Heldentat von %1</translation>
    </message>
    <message>
        <source>heroic deed: %1</source>
        <translation>Heldentat: %1</translation>
    </message>
    <message>
        <source>%1 is not disabled: only a disabled leader rolls for recovery (RULES L5).</source>
        <translation>%1 ist nicht kampfunfähig: Nur ein kampfunfähiger Anführer würfelt auf Erholung (RULES L5).</translation>
    </message>
    <message>
        <source>%1 acted during turn %2: recovery needs a whole turn of inaction (RULES L5).</source>
        <translation>%1 hat in Zug %2 gehandelt: Die Erholung braucht einen ganzen Zug der Untätigkeit (RULES L5).</translation>
    </message>
    <message>
        <source>%1 has rolled for recovery this turn already (RULES L5).</source>
        <translation>%1 hat in diesem Zug bereits auf Erholung gewürfelt (RULES L5).</translation>
    </message>
    <message>
        <source>There is no such side in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Seite.</translation>
    </message>
    <message>
        <source>%1 is held by %2 already.</source>
        <translation>%1 wird bereits von %2 festgehalten.</translation>
    </message>
    <message>
        <source>%1 is free already.</source>
        <translation>%1 ist bereits frei.</translation>
    </message>
    <message>
        <source>Capture %1</source>
        <translation>%1 gefangen nehmen</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>%1 freilassen</translation>
    </message>
    <message>
        <source>Captured by %1.</source>
        <translation>Von %1 gefangen genommen.</translation>
    </message>
    <message>
        <source>Released by %1.</source>
        <translation>Von %1 freigelassen.</translation>
    </message>
    <message>
        <source>Rerolls of %1 lapse</source>
        <translation>Neuwürfe von %1 verfallen</translation>
    </message>
    <message numerus="yes">
        <source>%n unspent reroll(s) lapsed (RULES H2).</source>
        <translation>
            <numerusform>%n ungenutzter Neuwurf ist verfallen (RULES H2).</numerusform>
            <numerusform>%n ungenutzte Neuwürfe sind verfallen (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation>%1 ist bereits dort.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verlegen</translation>
    </message>
    <message>
        <source>Location cleared.</source>
        <translation>Ort entfernt.</translation>
    </message>
    <message>
        <source>Now at %1.</source>
        <translation>Jetzt bei %1.</translation>
    </message>
    <message>
        <source>Advance to turn %1</source>
        <translation>Weiter zu Zug %1</translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation>Zug %1 beginnt.</translation>
    </message>
    <message>
        <source>The rule options are unchanged.</source>
        <translation>Die Regeloptionen sind unverändert.</translation>
    </message>
    <message>
        <source>Change rule options</source>
        <translation>Regeloptionen ändern</translation>
    </message>
    <message>
        <source>Rule options saved.</source>
        <translation>Regeloptionen gespeichert.</translation>
    </message>
    <message>
        <source>%1 is dead already.</source>
        <translation>%1 ist bereits tot.</translation>
    </message>
    <message>
        <source>%1 tries to assassinate %2</source>
        <translation>%1 versucht ein Attentat auf %2</translation>
    </message>
    <message>
        <source>assassination: %1 against %2</source>
        <translation>Attentat: %1 gegen %2</translation>
    </message>
    <message numerus="yes">
        <source>%n six(es)</source>
        <translation>
            <numerusform>%n Sechs</numerusform>
            <numerusform>%n Sechsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n five(s) cancel</source>
        <translation>
            <numerusform>%n Fünf hebt auf</numerusform>
            <numerusform>%n Fünfen heben auf</numerusform>
        </translation>
    </message>
    <message>
        <source>Assassination attempt by %1: %2 against %3, %4.</source>
        <translation>Attentatsversuch von %1: %2 gegen %3, %4.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source>Tried to assassinate %1: %2.</source>
        <translation>Versuchte ein Attentat auf %1: %2.</translation>
    </message>
    <message>
        <source>survival check</source>
        <translation>Überlebensprobe</translation>
    </message>
    <message>
        <source>Survival check for %1</source>
        <translation>Überlebensprobe für %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, reroll</source>
        <translation>%1: %2, Neuwurf</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: he %4.</source>
        <translation>%1: %2 gegen Heldenmut %3 gewürfelt: Er %4.</translation>
    </message>
    <message>
        <source> Now at %1.</source>
        <translation> Jetzt bei %1.</translation>
    </message>
    <message>
        <source> Held by %1.</source>
        <translation> Festgehalten von %1.</translation>
    </message>
    <message numerus="yes">
        <source> %n unspent reroll(s) lapsed.</source>
        <translation>
            <numerusform> %n ungenutzter Neuwurf ist verfallen.</numerusform>
            <numerusform> %n ungenutzte Neuwürfe sind verfallen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Duell: %1 gegen %2</translation>
    </message>
    <message>
        <source>duel %1 against %2, exchange %3</source>
        <translation>Duell %1 gegen %2, Schlagwechsel %3</translation>
    </message>
    <message>
        <source> The duel was broken off.</source>
        <translation> Das Duell wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>Duel with %1, %n exchange(s): took %2, dealt %3.</source>
        <translation>
            <numerusform>Duell mit %1, %n Schlagwechsel: erlitt %2, teilte %3 aus.</numerusform>
            <numerusform>Duell mit %1, %n Schlagwechsel: erlitt %2, teilte %3 aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other leader is able to duel (RULES G1).</source>
        <translation>Kein anderer Anführer kann sich duellieren (RULES G1).</translation>
    </message>
    <message>
        <source>There is no living leader for %1 to strike at (RULES G3).</source>
        <translation>Es gibt keinen lebenden Anführer, den %1 angreifen könnte (RULES G3).</translation>
    </message>
    <message>
        <source>There is no other side to hold %1 (RULES L6).</source>
        <translation>Es gibt keine andere Seite, die %1 festhalten könnte (RULES L6).</translation>
    </message>
    <message>
        <source>%1 holds no rerolls (RULES H2).</source>
        <translation>%1 hat keine Neuwürfe (RULES H2).</translation>
    </message>
    <message>
        <source>A leader&apos;s name has at most %1 characters.</source>
        <translation>Der Name eines Anführers hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>%1 is marked a coward already.</source>
        <translation>%1 ist bereits als Feigling gekennzeichnet.</translation>
    </message>
    <message>
        <source>%1 is not marked a coward.</source>
        <translation>%1 ist nicht als Feigling gekennzeichnet.</translation>
    </message>
    <message>
        <source>Mark %1 a coward</source>
        <translation>%1 als Feigling kennzeichnen</translation>
    </message>
    <message>
        <source>Clear %1&apos;s coward mark</source>
        <translation>Feiglingskennzeichnung von %1 entfernen</translation>
    </message>
    <message>
        <source>Marked a coward: he may not lead a flank march (RULES M1).</source>
        <translation>Als Feigling gekennzeichnet: Er darf keinen Flankenmarsch führen (RULES M1).</translation>
    </message>
    <message>
        <source>No longer marked a coward.</source>
        <translation>Nicht mehr als Feigling gekennzeichnet.</translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality she can use none of her ratings (RULES L3).</source>
        <translation>%1 ist kampfunfähig: Mit 0 Vitalität kann sie keinen ihrer Werte nutzen (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality they can use none of their ratings (RULES L3).</source>
        <translation>%1 ist kampfunfähig: Mit 0 Vitalität ist keiner der eigenen Werte nutzbar (RULES L3).</translation>
    </message>
    <message>
        <source>Marked a coward: she may not lead a flank march (RULES M1).</source>
        <translation>Als Feigling gekennzeichnet: Sie darf keinen Flankenmarsch führen (RULES M1).</translation>
    </message>
    <message>
        <source>Marked a coward: they may not lead a flank march (RULES M1).</source>
        <translation>Als Feigling gekennzeichnet: darf keinen Flankenmarsch führen (RULES M1).</translation>
    </message>
    <message>
        <source>The texts speak of %1 as &quot;%2&quot; already.</source>
        <translation>Die Texte sprechen von %1 schon als „%2“.</translation>
    </message>
    <message>
        <source>Speak of %1 as &quot;%2&quot;</source>
        <translation>Von %1 als „%2“ sprechen</translation>
    </message>
    <message>
        <source>The texts speak of %1 as &quot;%2&quot;.</source>
        <translation>Die Texte sprechen von %1 als „%2“.</translation>
    </message>
    <message>
        <source> She is dead.</source>
        <translation> Sie ist tot.</translation>
    </message>
    <message>
        <source> They are dead.</source>
        <translation> Tot.</translation>
    </message>
    <message>
        <source> She is disabled.</source>
        <translation> Sie ist kampfunfähig.</translation>
    </message>
    <message>
        <source> They are disabled.</source>
        <translation> Kampfunfähig.</translation>
    </message>
    <message>
        <source> She is active again.</source>
        <translation> Sie ist wieder aktiv.</translation>
    </message>
    <message>
        <source> They are active again.</source>
        <translation> Wieder aktiv.</translation>
    </message>
    <message>
        <source> She is captured.</source>
        <translation> Sie ist gefangen.</translation>
    </message>
    <message>
        <source> They are captured.</source>
        <translation> Gefangen.</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: she %4.</source>
        <translation>%1: %2 gegen Heldenmut %3 gewürfelt: Sie %4.</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: %5 %4.</source>
        <translation>%1: %2 gegen Heldenmut %3 gewürfelt: %5 %4.</translation>
    </message>
    <message>
        <source>A duel is fought between two different leaders.</source>
        <translation>Ein Duell wird zwischen zwei verschiedenen Anführern ausgetragen.</translation>
    </message>
    <message>
        <source>A leader is captured by a side other than the leader&apos;s own (RULES L6).</source>
        <translation>Ein Anführer wird von einer anderen als der eigenen Seite gefangen genommen (RULES L6).</translation>
    </message>
    <message>
        <source>The assassin and the target are two different leaders.</source>
        <translation>Attentäter und Ziel sind zwei verschiedene Anführer.</translation>
    </message>
</context>
<context>
    <name>LeaderRetreat</name>
    <message>
        <source>There is no such leader.</source>
        <translation>Diesen Anführer gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 is not with a force on the map.</source>
        <translation>%1 ist bei keiner Streitmacht auf der Karte.</translation>
    </message>
    <message>
        <source>A leader tries to retreat where only leaders are left of both sides (RULES F8); at %1 that is not so.</source>
        <translation>Ein Anführer versucht den Rückzug, wo von beiden Seiten nur noch Anführer übrig sind (RULES F8); bei %1 ist das nicht der Fall.</translation>
    </message>
    <message>
        <source>%1 has retreated this turn and may not move again (RULES F6a).</source>
        <translation>%1 hat sich in diesem Zug zurückgezogen und darf sich nicht mehr bewegen (RULES F6a).</translation>
    </message>
    <message>
        <source>Every space around %1 is held by the enemy or cannot be entered: %2 has nowhere to retreat, and must duel or be captured (RULES F8).</source>
        <translation>Jedes Feld um %1 ist vom Feind besetzt oder nicht betretbar: %2 kann sich nirgendwohin zurückziehen und muss sich duellieren oder wird gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>Retreat: %1</source>
        <translation>Rückzug: %1</translation>
    </message>
    <message>
        <source>%1 retreats from the leaders&apos; meeting at %2 (Maneuver check)</source>
        <translation>%1 zieht sich vom Treffen der Anführer bei %2 zurück (Manöverprobe)</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2 and retreated from %3 to %4 with %5 (RULES F8).</source>
        <translation>%1 gegen Manöver %2 gewürfelt und mit %5 von %3 nach %4 zurückgezogen (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; he must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>%1 gegen Manöver %2 gewürfelt: Der Rückzug von %3 misslingt; er muss sich dort mit einem feindlichen Anführer duellieren oder wird gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>%1 failed his retreat in this battle and may not try again: he must duel or be captured (RULES F8).</source>
        <translation>%1 ist in dieser Schlacht mit seinem Rückzug gescheitert und darf es nicht erneut versuchen: Er muss sich duellieren oder wird gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>%1 failed her retreat in this battle and may not try again: she must duel or be captured (RULES F8).</source>
        <translation>%1 ist in dieser Schlacht mit ihrem Rückzug gescheitert und darf es nicht erneut versuchen: Sie muss sich duellieren oder wird gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>%1 failed their retreat in this battle and may not try again: they must duel or be captured (RULES F8).</source>
        <translation>%1 ist in dieser Schlacht mit dem Rückzug gescheitert und darf es nicht erneut versuchen: Es bleibt nur das Duell oder die Gefangennahme (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; she must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>%1 gegen Manöver %2 gewürfelt: Der Rückzug von %3 misslingt; sie muss sich dort mit einem feindlichen Anführer duellieren oder wird gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; they must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>%1 gegen Manöver %2 gewürfelt: Der Rückzug von %3 misslingt; es bleibt nur das Duell mit einem feindlichen Anführer dort oder die Gefangennahme (RULES F8).</translation>
    </message>
</context>
<context>
    <name>LeaderStatus</name>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Kampfunfähig</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Gefangen</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <source>A place has at most %1 characters.</source>
        <translation>Ein Ortsname hat höchstens %1 Zeichen.</translation>
    </message>
</context>
<context>
    <name>LiveOdds</name>
    <message>
        <source>The defender avoided battle (RULES F1).</source>
        <translation>Der Verteidiger ist der Schlacht ausgewichen (RULES F1).</translation>
    </message>
    <message>
        <source>The exact odds count one flank march; this battle has more on the way.</source>
        <translation>Die exakten Chancen berücksichtigen nur einen Flankenmarsch; in dieser Schlacht sind weitere unterwegs.</translation>
    </message>
</context>
<context>
    <name>LogVerifier</name>
    <message>
        <source>Roll #%1 (%2): %3</source>
        <translation>Wurf #%1 (%2): %3</translation>
    </message>
    <message>
        <source>entered by hand, but it claims draws %1 to %2 where the generator stands at %3</source>
        <translation>von Hand eingegeben, beansprucht aber die Ziehungen %1 bis %2, während der Generator bei %3 steht</translation>
    </message>
    <message>
        <source>it starts at draw %1, but the rolls before it end at draw %2</source>
        <translation>er beginnt bei Ziehung %1, doch die Würfe davor enden bei Ziehung %2</translation>
    </message>
    <message>
        <source>it has no dice</source>
        <translation>er hat keine Würfel</translation>
    </message>
    <message>
        <source>the log says %1, the seed gives %2</source>
        <translation>das Protokoll nennt %1, der Startwert ergibt %2</translation>
    </message>
    <message>
        <source>it ends at draw %1, the seed gives %2</source>
        <translation>er endet bei Ziehung %1, der Startwert ergibt %2</translation>
    </message>
    <message>
        <source>Verification was stopped after %1 of %2 rolls.</source>
        <translation>Die Prüfung wurde nach %1 von %2 Würfen abgebrochen.</translation>
    </message>
    <message>
        <source>Seed withheld: this is a players&apos; copy. The log verifies once the game master reveals the seed and its salt.</source>
        <translation>Startwert zurückgehalten: Dies ist eine Spielerkopie. Das Protokoll lässt sich prüfen, sobald der Spielleiter den Startwert und sein Salz offenlegt.</translation>
    </message>
    <message>
        <source>Every roll verifies, but the file is damaged: SQLite&apos;s integrity check says %1. Use a backup copy.</source>
        <translation>Jeder Wurf lässt sich bestätigen, aber die Datei ist beschädigt: Die Integritätsprüfung von SQLite meldet %1. Verwenden Sie eine Sicherungskopie.</translation>
    </message>
    <message>
        <source>The campaign&apos;s count of values drawn is %1; the log accounts for %2.</source>
        <translation>Die Kampagne zählt %1 gezogene Werte; das Protokoll belegt %2.</translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message>
        <source>The campaign has no map yet: set its size first.</source>
        <translation>Der Feldzug hat noch keine Karte: Legen Sie zuerst ihre Größe fest.</translation>
    </message>
    <message>
        <source>Hex %1 is not on the map (%2 x %3).</source>
        <translation>Hexfeld %1 liegt nicht auf der Karte (%2 x %3).</translation>
    </message>
    <message>
        <source>A fortress needs a name.</source>
        <translation>Eine Festung braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is a fortress named %1 already.</source>
        <translation>Es gibt bereits eine Festung namens %1.</translation>
    </message>
    <message>
        <source>A fortress needs an owner among the campaign&apos;s sides.</source>
        <translation>Eine Festung braucht einen Besitzer unter den Seiten des Feldzugs.</translation>
    </message>
    <message>
        <source>Hex %1 holds %2 already.</source>
        <translation>Auf Hexfeld %1 steht bereits %2.</translation>
    </message>
    <message>
        <source>hex %1</source>
        <translation>Hexfeld %1</translation>
    </message>
    <message>
        <source>Allowed in the movement phase; turn %1 is in its siege phase (RULES T1).</source>
        <translation>Nur in der Bewegungsphase erlaubt; Zug %1 ist in seiner Belagerungsphase (RULES T1).</translation>
    </message>
    <message>
        <source>Allowed in the siege phase, at the beginning of a turn (RULES T1).</source>
        <translation>Nur in der Belagerungsphase zu Beginn eines Zuges erlaubt (RULES T1).</translation>
    </message>
    <message>
        <source>A map is from 1 x 1 to %1 x %1 hexes.</source>
        <translation>Eine Karte umfasst 1 x 1 bis %1 x %1 Hexfelder.</translation>
    </message>
    <message>
        <source>%1 stands at %2, outside %3 x %4.</source>
        <translation>%1 steht auf %2, außerhalb von %3 x %4.</translation>
    </message>
    <message>
        <source>Map size %1 x %2</source>
        <translation>Kartengröße %1 x %2</translation>
    </message>
    <message>
        <source>The map is %1 x %2 hexes.</source>
        <translation>Die Karte umfasst %1 x %2 Hexfelder.</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Those hexes are %1 already.</source>
        <translation>Diese Hexfelder sind bereits %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) painted %1.</source>
        <translation>
            <numerusform>%n Hexfeld ist jetzt %1.</numerusform>
            <numerusform>%n Hexfelder sind jetzt %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The place is called that already.</source>
        <translation>Der Ort heißt bereits so.</translation>
    </message>
    <message>
        <source>Remove place name</source>
        <translation>Ortsnamen entfernen</translation>
    </message>
    <message>
        <source>Name place %1</source>
        <translation>Ort %1 benennen</translation>
    </message>
    <message>
        <source>Hex %1 has no name now.</source>
        <translation>Hexfeld %1 hat jetzt keinen Namen mehr.</translation>
    </message>
    <message>
        <source>Hex %1 is %2.</source>
        <translation>Hexfeld %1 ist jetzt %2.</translation>
    </message>
    <message>
        <source>%1 of %2 stands in that hex.</source>
        <translation>%1 von %2 steht in diesem Hexfeld.</translation>
    </message>
    <message>
        <source>Add fortress %1</source>
        <translation>Festung %1 hinzufügen</translation>
    </message>
    <message>
        <source>%1 (rating %2) stands at %3.</source>
        <translation>%1 (Wert %2) steht auf %3.</translation>
    </message>
    <message>
        <source>There is no such fortress in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Festung.</translation>
    </message>
    <message>
        <source>%1 is under siege: it cannot move or change hands but by the siege.</source>
        <translation>%1 wird belagert: Sie kann weder verlegt werden noch den Besitzer wechseln, außer durch die Belagerung.</translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation>Nichts zu ändern.</translation>
    </message>
    <message>
        <source>Edit fortress %1</source>
        <translation>Festung %1 bearbeiten</translation>
    </message>
    <message>
        <source>%1 saved.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>%1 is under siege; lift the siege first.</source>
        <translation>%1 wird belagert; heben Sie zuerst die Belagerung auf.</translation>
    </message>
    <message>
        <source>Remove fortress %1</source>
        <translation>Festung %1 entfernen</translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Streitmacht.</translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation>%1 steht bereits dort.</translation>
    </message>
    <message>
        <source>%1 belongs to %2: a force of %3 cannot stand inside it.</source>
        <translation>%1 gehört %2: Eine Streitmacht von %3 kann nicht darin stehen.</translation>
    </message>
    <message>
        <source>Take %1 off the map</source>
        <translation>%1 von der Karte nehmen</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>%1 is off the map.</source>
        <translation>%1 steht nicht mehr auf der Karte.</translation>
    </message>
    <message>
        <source>%1 stands at %2.</source>
        <translation>%1 steht auf %2.</translation>
    </message>
    <message>
        <source>%1 is not on the map; place it in edit mode first.</source>
        <translation>%1 steht nicht auf der Karte; platzieren Sie sie zuerst im Bearbeitungsmodus.</translation>
    </message>
    <message>
        <source>%1 is held by %2: lay siege to it from the hexes around it (RULES S1).</source>
        <translation>%1 wird von %2 gehalten: Belagern Sie sie von den umliegenden Hexfeldern aus (RULES S1).</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n movement point(s) left this turn, not enough to reach %2 (RULES T1a).</source>
        <translation>
            <numerusform>%1 hat in diesem Zug noch %n Bewegungspunkt, zu wenig, um %2 zu erreichen (RULES T1a).</numerusform>
            <numerusform>%1 hat in diesem Zug noch %n Bewegungspunkte, zu wenig, um %2 zu erreichen (RULES T1a).</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 bewegen</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves to %2 (%3), %n movement point(s) left.</source>
        <translation>
            <numerusform>%1 zieht nach %2 (%3), noch %n Bewegungspunkt übrig.</numerusform>
            <numerusform>%1 zieht nach %2 (%3), noch %n Bewegungspunkte übrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has tried its forced march this turn (once a turn, RULES T1a).</source>
        <translation>%1 hat in diesem Zug bereits einen Gewaltmarsch versucht (einmal pro Zug, RULES T1a).</translation>
    </message>
    <message>
        <source>%1 has no able leader to make the Maneuver check (RULES T1a).</source>
        <translation>%1 hat keinen kampffähigen Anführer für die Manöverprobe (RULES T1a).</translation>
    </message>
    <message>
        <source>Forced march of %1</source>
        <translation>Gewaltmarsch von %1</translation>
    </message>
    <message>
        <source>forced march of %1 (Maneuver check)</source>
        <translation>Gewaltmarsch von %1 (Manöverprobe)</translation>
    </message>
    <message>
        <source>Forced march of %1: rolled %2 against Maneuver %3, one more hex this turn.</source>
        <translation>Gewaltmarsch von %1: %2 gegen Manöver %3 gewürfelt, ein weiteres Hexfeld in diesem Zug.</translation>
    </message>
    <message>
        <source>Forced march of %1: rolled %2 against Maneuver %3, no extra hex.</source>
        <translation>Gewaltmarsch von %1: %2 gegen Manöver %3 gewürfelt, kein zusätzliches Hexfeld.</translation>
    </message>
    <message>
        <source>Turn %1 is in its movement phase already.</source>
        <translation>Zug %1 ist bereits in seiner Bewegungsphase.</translation>
    </message>
    <message>
        <source>Begin movement, turn %1</source>
        <translation>Bewegung beginnen, Zug %1</translation>
    </message>
    <message>
        <source>Turn %1: movement and battles.</source>
        <translation>Zug %1: Bewegung und Schlachten.</translation>
    </message>
    <message>
        <source>A fortress&apos;s name has at most %1 characters.</source>
        <translation>Der Name einer Festung hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>A fortress&apos;s rating is from 1 to %1 (RULES S1).</source>
        <translation>Der Wert einer Festung liegt zwischen 1 und %1 (RULES S1).</translation>
    </message>
    <message>
        <source>%1 retreated this turn and may not move again until the next (RULES F6a).</source>
        <translation>%1 hat sich in diesem Zug zurückgezogen und darf sich erst im nächsten Zug wieder bewegen (RULES F6a).</translation>
    </message>
    <message>
        <source>the fortress was taken by %1</source>
        <translation>die Festung wurde von %1 eingenommen</translation>
    </message>
    <message>
        <source>%1 takes %2, which no one held (RULES S8).</source>
        <translation>%1 nimmt %2 ein, die von niemandem gehalten wurde (RULES S8).</translation>
    </message>
    <message>
        <source>A move needs at least one hex to go to.</source>
        <translation>Eine Bewegung braucht mindestens ein Zielhexfeld.</translation>
    </message>
    <message>
        <source>The move names %1 twice in a row.</source>
        <translation>Die Bewegung nennt Hexfeld %1 zweimal hintereinander.</translation>
    </message>
    <message>
        <source>Entering %1 ends the move of %2 (RULES T1, S8): the move may not go on to %3.</source>
        <translation>Das Betreten von Hexfeld %1 beendet die Bewegung von %2 (RULES T1, S8): Die Bewegung darf nicht weiter nach %3 gehen.</translation>
    </message>
    <message>
        <source>%1 shares %2 with an enemy force: it may leave only by avoiding battle (F1) or by a retreat (F6, F6a, F8), not by ordinary movement (RULES F1).</source>
        <translation>%1 teilt Hexfeld %2 mit einer feindlichen Streitmacht: Sie darf es nur verlassen, indem sie der Schlacht ausweicht (F1) oder sich zurückzieht (F6, F6a, F8), nicht durch gewöhnliche Bewegung (RULES F1).</translation>
    </message>
</context>
<context>
    <name>MapController</name>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (von %2)</translation>
    </message>
</context>
<context>
    <name>MapModel</name>
    <message>
        <source>Clear</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
</context>
<context>
    <name>MapPicture</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: the map, turn %2</source>
        <translation>%1: die Karte, Zug %2</translation>
    </message>
    <message>
        <source>%1: the map, turn %2, page %3 of %4 (across %5, down %6)</source>
        <translation>%1: die Karte, Zug %2, Seite %3 von %4 (Spalte %5, Zeile %6)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>A name may not hold a control character (such as NUL) or half of a character.</source>
        <translation>Ein Name darf kein Steuerzeichen (etwa NUL) und kein halbes Zeichen enthalten.</translation>
    </message>
    <message>
        <source>A new campaign needs a name.</source>
        <translation>Ein neuer Feldzug braucht einen Namen.</translation>
    </message>
    <message>
        <source>A campaign&apos;s name has at most %1 characters.</source>
        <translation>Der Name eines Feldzugs hat höchstens %1 Zeichen.</translation>
    </message>
</context>
<context>
    <name>NoteActions</name>
    <message>
        <source>There is no such leader.</source>
        <translation>Diesen Anführer gibt es nicht.</translation>
    </message>
    <message>
        <source>Edit notes of %1</source>
        <translation>Notizen von %1 bearbeiten</translation>
    </message>
    <message>
        <source>There is no such force.</source>
        <translation>Diese Streitmacht gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no such fortress.</source>
        <translation>Diese Festung gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no such note.</source>
        <translation>Diese Notiz gibt es nicht.</translation>
    </message>
    <message>
        <source>The notes are unchanged.</source>
        <translation>Die Notizen sind unverändert.</translation>
    </message>
    <message>
        <source>Notes saved, for the game master only.</source>
        <translation>Notizen gespeichert, nur für den Spielleiter.</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notizen gespeichert.</translation>
    </message>
</context>
<context>
    <name>Orders</name>
    <message>
        <source>force %1</source>
        <translation>Streitmacht %1</translation>
    </message>
    <message>
        <source>move %1 to %2 (forced march)</source>
        <translation>%1 nach %2 bewegen (Gewaltmarsch)</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>%1 nach %2 bewegen</translation>
    </message>
    <message>
        <source>heroic deed by %1</source>
        <translation>Heldentat von %1</translation>
    </message>
    <message>
        <source>end of the side&apos;s movement</source>
        <translation>Ende der Bewegung der Seite</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>No battle was fought: %1</source>
        <translation>Es wurde keine Schlacht geschlagen: %1</translation>
    </message>
    <message>
        <source>The battle could not be kept: %1</source>
        <translation>Die Schlacht konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>A side orders its own forces only (RULES T4).</source>
        <translation>Eine Seite befiehlt nur ihren eigenen Streitmächten (RULES T4).</translation>
    </message>
    <message>
        <source>A move names the hexes to go through (RULES T1a).</source>
        <translation>Eine Bewegung nennt die Felder, durch die sie führt (RULES T1a).</translation>
    </message>
    <message>
        <source>A side orders its own leaders only (RULES T4).</source>
        <translation>Eine Seite befiehlt nur ihren eigenen Anführern (RULES T4).</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign, on a server.</source>
        <translation>Befehle gibt es in einem geteilten Feldzug auf einem Server.</translation>
    </message>
    <message>
        <source>Only a game master referees the orders.</source>
        <translation>Nur ein Spielleiter ist Schiedsrichter der Befehle.</translation>
    </message>
    <message>
        <source>An observer gives no orders (RULES T4).</source>
        <translation>Ein Beobachter gibt keine Befehle (RULES T4).</translation>
    </message>
    <message>
        <source>A player gives orders for his own side only (RULES T4).</source>
        <translation>Ein Spieler gibt nur seiner eigenen Seite Befehle (RULES T4).</translation>
    </message>
    <message>
        <source>A side rolls the break-in of its own sieges only (RULES T4, S2).</source>
        <translation>Eine Seite würfelt den Einbruch nur bei ihren eigenen Belagerungen (RULES T4, S2).</translation>
    </message>
    <message>
        <source>A break-in&apos;s rerolls are one of %1, not %2 (RULES S2).</source>
        <translation>Die Neuwürfe eines Einbruchs sind eines von %1, nicht %2 (RULES S2).</translation>
    </message>
    <message>
        <source>A side sorties from its own fortresses only (RULES T4, S4).</source>
        <translation>Eine Seite macht Ausfälle nur aus ihren eigenen Festungen (RULES T4, S4).</translation>
    </message>
    <message>
        <source>siege %1</source>
        <translation>Belagerung %1</translation>
    </message>
    <message>
        <source>break-in roll at %1</source>
        <translation>Einbruchswurf bei %1</translation>
    </message>
    <message>
        <source>break-in roll at %1, %2</source>
        <translation>Einbruchswurf bei %1, %2</translation>
    </message>
    <message>
        <source>sortie from %1 against %2</source>
        <translation>Ausfall aus %1 gegen %2</translation>
    </message>
    <message>
        <source>re-roll anything but a 6</source>
        <translation>alles außer einer 6 neu werfen</translation>
    </message>
    <message>
        <source>re-roll only a 1</source>
        <translation>nur eine 1 neu werfen</translation>
    </message>
    <message>
        <source>no rerolls</source>
        <translation>keine Neuwürfe</translation>
    </message>
    <message>
        <source>This campaign&apos;s dice are rolled at the table (RULES D4): no referee can roll them, so its players&apos; orders cannot be carried out.</source>
        <translation>Die Würfel dieses Feldzugs werden am Tisch geworfen (RULES D4): Kein Schiedsrichter kann sie werfen, daher können die Befehle seiner Spieler nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>No battle at %1 waits for your side&apos;s answer (RULES T4).</source>
        <translation>Keine Schlacht bei %1 wartet auf die Antwort Ihrer Seite (RULES T4).</translation>
    </message>
    <message>
        <source>answer to the battle at %1, by the standing orders</source>
        <translation>Antwort auf die Schlacht bei %1, nach den Daueranweisungen</translation>
    </message>
    <message numerus="yes">
        <source>The battle at %1 waits for %2&apos;s answer, %n hour(s) at most (RULES T4).</source>
        <translation>
            <numerusform>Die Schlacht bei %1 wartet auf die Antwort von %2, höchstens %n Stunde (RULES T4).</numerusform>
            <numerusform>Die Schlacht bei %1 wartet auf die Antwort von %2, höchstens %n Stunden (RULES T4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The side asked no longer defends at %1.</source>
        <translation>Die gefragte Seite verteidigt bei %1 nicht mehr.</translation>
    </message>
    <message>
        <source>No battle waits at %1 any more: %2</source>
        <translation>Bei %1 wartet keine Schlacht mehr: %2</translation>
    </message>
    <message>
        <source>%1, fighting with %2</source>
        <translation>%1, kämpfend mit %2</translation>
    </message>
    <message>
        <source>A side sends its own leaders on a flank march only (RULES T4, M2).</source>
        <translation>Eine Seite schickt nur ihre eigenen Anführer auf einen Flankenmarsch (RULES T4, M2).</translation>
    </message>
    <message>
        <source>A flank march is LEADER:UNITS:left or LEADER:UNITS:right, not %1 (RULES M2).</source>
        <translation>Ein Flankenmarsch ist ANFÜHRER:EINHEITEN:left oder ANFÜHRER:EINHEITEN:right, nicht %1 (RULES M2).</translation>
    </message>
    <message>
        <source>An order sends at most %1 flank marches (RULES M2).</source>
        <translation>Eine Anweisung schickt höchstens %1 Flankenmärsche (RULES M2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n unit(s) on the %2</source>
        <translation>
            <numerusform>%1 mit %n Einheit, Flanke %2</numerusform>
            <numerusform>%1 mit %n Einheiten, Flanke %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, sending %2 on a flank march</source>
        <translation>%1, schickt %2 auf einen Flankenmarsch</translation>
    </message>
    <message>
        <source>answer to the battle at %1</source>
        <translation>Antwort auf die Schlacht bei %1</translation>
    </message>
    <message>
        <source>A flank march the move ordered was not sent: %1</source>
        <translation>Ein mit dem Zug angewiesener Flankenmarsch wurde nicht geschickt: %1</translation>
    </message>
    <message>
        <source>A break-in spends from 0 to %1 of the leaders&apos; own rerolls, not %2 (RULES H2).</source>
        <translation>Ein Einbruch setzt 0 bis %1 der eigenen Neuwürfe der Anführer ein, nicht %2 (RULES H2).</translation>
    </message>
    <message numerus="yes">
        <source>%1, then up to %n of the leaders&apos; own rerolls</source>
        <translation>
            <numerusform>%1, dann bis zu %n eigener Neuwurf der Anführer</numerusform>
            <numerusform>%1, dann bis zu %n eigene Neuwürfe der Anführer</numerusform>
        </translation>
    </message>
    <message>
        <source>The break-in roll at %1 is left to %2&apos;s own order: their player asked to be asked (RULES T4).</source>
        <translation>Der Einbruchswurf bei %1 bleibt der eigenen Anweisung von %2 überlassen: ihr Spieler will gefragt werden (RULES T4).</translation>
    </message>
</context>
<context>
    <name>PastView</name>
    <message>
        <source>No temporary folder to show the campaign as it stood.</source>
        <translation>Kein temporärer Ordner, um den Feldzug zu zeigen, wie er stand.</translation>
    </message>
    <message>
        <source>This is the campaign as it stood earlier in its history: nothing can be changed in it. Go back to now to play on.</source>
        <translation>Dies ist der Feldzug, wie er früher in seiner Geschichte stand: Hier kann nichts geändert werden. Kehren Sie zur Gegenwart zurück, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>PlayersCopy</name>
    <message>
        <source>%1 is not a players&apos; copy: it keeps its own seed.</source>
        <translation>%1 ist keine Spielerkopie: Die Datei enthält ihren eigenen Startwert.</translation>
    </message>
    <message>
        <source>The salt is 64 hexadecimal digits, as the game master was shown it.</source>
        <translation>Das Salz besteht aus 64 Hexadezimalziffern, so wie es dem Spielleiter angezeigt wurde.</translation>
    </message>
    <message>
        <source>The seed %1 and this salt are not the ones the copy was made with: its commitment does not match.</source>
        <translation>Der Startwert %1 und dieses Salz sind nicht die, mit denen die Kopie erstellt wurde: Ihre Festlegung stimmt nicht überein.</translation>
    </message>
</context>
<context>
    <name>PrintedSheets</name>
    <message>
        <source>Turn %1, the siege phase</source>
        <translation>Zug %1, Belagerungsphase</translation>
    </message>
    <message>
        <source>Turn %1, the movement phase</source>
        <translation>Zug %1, Bewegungsphase</translation>
    </message>
    <message>
        <source>Sides: %1</source>
        <translation>Seiten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s), %1 force(s), %2 fortress(es)</source>
        <translation>
            <numerusform>%n Anführer, Streitmächte: %1, Festungen: %2</numerusform>
            <numerusform>%n Anführer, Streitmächte: %1, Festungen: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Printed on %1 from %2</source>
        <translation>Gedruckt am %1 aus %2</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Anführerliste</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Streitmächte</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Die Karte</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Belagerungen</translation>
    </message>
    <message>
        <source>Leader sheets</source>
        <translation>Anführerbögen</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Notes (game master only)</source>
        <translation>Notizen (nur Spielleiter)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>no place given</source>
        <translation>kein Ort angegeben</translation>
    </message>
    <message>
        <source>0 disabled</source>
        <translation>0 kampfunfähig</translation>
    </message>
    <message>
        <source>−1 dead</source>
        <translation>−1 tot</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>gefangen bei %1</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>From the creation roll</source>
        <translation>Aus dem Erschaffungswurf</translation>
    </message>
    <message>
        <source>die %1, a %2</source>
        <translation>Würfel %1, eine %2</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Vitality %1 of %2 (tick a box for each wound)</source>
        <translation>Vitalität %1 von %2 (für jede Wunde ein Kästchen ankreuzen)</translation>
    </message>
    <message>
        <source>Heroic rerolls held: %1</source>
        <translation>Vorhandene heroische Neuwürfe: %1</translation>
    </message>
    <message>
        <source>As a general: %1 (leadership bonus %2)</source>
        <translation>Als General: %1 (Führungsbonus %2)</translation>
    </message>
    <message>
        <source>; marked a coward (RULES M1)</source>
        <translation>; als Feigling gekennzeichnet (RULES M1)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Chronik</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Geordnet</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Aufgelöst</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>Insgesamt</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Vitalität</translation>
    </message>
    <message>
        <source>%1 (commander)</source>
        <translation>%1 (Befehlshaber)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>a fortress</source>
        <translation>eine Festung</translation>
    </message>
    <message>
        <source>The siege of %1</source>
        <translation>Die Belagerung von %1</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>%1 at %2, rating %3, held by %4</source>
        <translation>%1 bei %2, Wert %3, gehalten von %4</translation>
    </message>
    <message>
        <source>Besieger</source>
        <translation>Belagerer</translation>
    </message>
    <message>
        <source>Breaching force</source>
        <translation>Einbrechende Streitmacht</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>since turn %1, %2 turns so far</source>
        <translation>seit Zug %1, bisher %2 Züge</translation>
    </message>
    <message>
        <source>turns %1 to %2</source>
        <translation>Züge %1 bis %2</translation>
    </message>
    <message>
        <source>Units lost to the walls</source>
        <translation>An den Mauern verlorene Einheiten</translation>
    </message>
    <message>
        <source>Last break-in</source>
        <translation>Letzter Einbruchswurf</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Neuwürfe</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
</context>
<context>
    <name>Pronoun</name>
    <message>
        <source>he</source>
        <translation>er</translation>
    </message>
    <message>
        <source>she</source>
        <translation>sie</translation>
    </message>
    <message>
        <source>they</source>
        <translation>neutral (they)</translation>
    </message>
</context>
<context>
    <name>Refuge</name>
    <message>
        <source>%1 escapes to %2 (RULES H3).</source>
        <translation>%1 entkommt zu %2 (RULES H3).</translation>
    </message>
    <message>
        <source>Escapes to %1.</source>
        <translation>Entkommt zu %1.</translation>
    </message>
    <message>
        <source>%1 escapes; his side has no force or fortress to take him in (RULES H3).</source>
        <translation>%1 entkommt; seine Seite hat keine Streitmacht und keine Festung, die ihn aufnehmen könnte (RULES H3).</translation>
    </message>
    <message>
        <source>Escapes, with no friendly force or fortress to go to.</source>
        <translation>Entkommt, findet aber keine befreundete Streitmacht oder Festung.</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3 and %4.</source>
        <translation>%1: würfelt %2 gegen Heldenmut %3 und %4.</translation>
    </message>
    <message>
        <source>Nothing is left of %1.</source>
        <translation>Von %1 ist nichts übrig.</translation>
    </message>
    <message numerus="yes">
        <source>(%n reroll(s) spent, RULES H2)</source>
        <translation>
            <numerusform>(%n Neuwurf eingesetzt, RULES H2)</numerusform>
            <numerusform>(%n Neuwürfe eingesetzt, RULES H2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 escapes; her side has no force or fortress to take her in (RULES H3).</source>
        <translation>%1 entkommt; ihre Seite hat keine Streitmacht und keine Festung, die sie aufnehmen könnte (RULES H3).</translation>
    </message>
    <message>
        <source>%1 escapes; their side has no force or fortress to take them in (RULES H3).</source>
        <translation>%1 entkommt; die eigene Seite hat keine Streitmacht und keine Festung zur Aufnahme (RULES H3).</translation>
    </message>
</context>
<context>
    <name>RosterImport</name>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss ein Text sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>has more than %1 characters</source>
        <translation>hat mehr als %1 Zeichen</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be an object of the seven traits</source>
        <translation>muss ein Objekt mit den sieben Eigenschaften sein</translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>Eintrag %1</translation>
    </message>
    <message>
        <source>Entry %1 (%2)</source>
        <translation>Eintrag %1 (%2)</translation>
    </message>
    <message>
        <source>The file is not JSON: %1 at byte %2.</source>
        <translation>Die Datei ist kein JSON: %1 bei Byte %2.</translation>
    </message>
    <message>
        <source>The file is not a Castellan roster: its field &quot;format&quot; is not &quot;%1&quot;.</source>
        <translation>Die Datei ist keine Castellan-Anführerliste: Ihr Feld „format“ ist nicht „%1“.</translation>
    </message>
    <message>
        <source>The roster is of format version %1; this Castellan reads version %2 and older.</source>
        <translation>Die Anführerliste hat die Formatversion %1; diese Castellan-Version liest Version %2 und älter.</translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;leaders&quot; must be a list of leaders.</source>
        <translation>Das Feld „leaders“ der Anführerliste muss eine Liste von Anführern sein.</translation>
    </message>
    <message>
        <source>The roster has no leaders.</source>
        <translation>Die Anführerliste enthält keine Anführer.</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <source>names a leader an earlier entry names too</source>
        <translation>nennt einen Anführer, den schon ein früherer Eintrag nennt</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1, field &quot;%2&quot;: %3</source>
        <translation>%1, Feld „%2“: %3</translation>
    </message>
    <message>
        <source>%1 is not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message numerus="yes">
        <source>Import %n leader(s) from %1</source>
        <translation>
            <numerusform>%n Anführer aus %1 importieren</numerusform>
            <numerusform>%n Anführer aus %1 importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Joined the campaign from the roster file %1.</source>
        <translation>Aus der Anführerlisten-Datei %1 zum Feldzug gestoßen.</translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s) imported from %1.</source>
        <translation>
            <numerusform>%n Anführer aus %1 importiert.</numerusform>
            <numerusform>%n Anführer aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not JSON: %1 at byte %2, in entry %3, field &quot;%4&quot;.</source>
        <translation>Die Datei ist kein JSON: %1 bei Byte %2, in Eintrag %3, Feld „%4“.</translation>
    </message>
    <message>
        <source>Entry %1, field &quot;%2&quot;: is given twice.</source>
        <translation>Eintrag %1, Feld „%2“: ist zweimal angegeben.</translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;%1&quot; is given twice.</source>
        <translation>Das Feld „%1“ der Liste ist zweimal angegeben.</translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;version&quot; must be a whole number, not %1; this Castellan reads version %2 and older.</source>
        <translation>Das Feld „version“ der Liste muss eine ganze Zahl sein, nicht %1; dieses Castellan liest Version %2 und ältere.</translation>
    </message>
    <message>
        <source>must be he, she or they</source>
        <translation>muss he, she oder they sein</translation>
    </message>
    <message>
        <source>names the leader&apos;s own side (RULES L6)</source>
        <translation>nennt die eigene Seite des Anführers (RULES L6)</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>There is no rule option %1.</source>
        <translation>Es gibt keine Regeloption %1.</translation>
    </message>
    <message>
        <source>%1 is 1 (on) or 0 (off).</source>
        <translation>%1 ist 1 (an) oder 0 (aus).</translation>
    </message>
    <message>
        <source>%1 takes a whole number from %2 to 99.</source>
        <translation>%1 nimmt eine ganze Zahl von %2 bis 99 an.</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>must be a key of lower-case letters, digits and _ (&quot;%1&quot;)</source>
        <translation>muss ein Schlüssel aus Kleinbuchstaben, Ziffern und _ sein (&quot;%1&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a face of the die, not a unit type</source>
        <translation>&quot;%1&quot; ist eine Würfelseite, kein Einheitentyp</translation>
    </message>
    <message>
        <source>must list the dice at range 1 and beyond (1 to %1 ranges)</source>
        <translation>muss die Würfel für Reichweite 1 und darüber auflisten (1 bis %1 Reichweiten)</translation>
    </message>
    <message>
        <source>must be a unit type&apos;s key</source>
        <translation>muss der Schlüssel eines Einheitentyps sein</translation>
    </message>
    <message>
        <source>must be &quot;never&quot;, &quot;with_leader&quot; or &quot;always&quot;</source>
        <translation>muss &quot;never&quot;, &quot;with_leader&quot; oder &quot;always&quot; sein</translation>
    </message>
    <message>
        <source>is not JSON: %1 at byte %2</source>
        <translation>ist kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation>muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads 1)</source>
        <translation>hat ein Format, das diese Version nicht liest (sie liest 1)</translation>
    </message>
    <message>
        <source>must list 1 to %1 unit types</source>
        <translation>muss 1 bis %1 Einheitentypen auflisten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a unit type twice</source>
        <translation>&quot;%1&quot; ist doppelt als Einheitentyp angegeben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of this ruleset</source>
        <translation>&quot;%1&quot; ist kein Einheitentyp dieses Regelwerks</translation>
    </message>
    <message>
        <source>must list 1 to %1 terrains, open ground first</source>
        <translation>muss 1 bis %1 Geländearten auflisten, offenes Gelände zuerst</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a terrain twice</source>
        <translation>&quot;%1&quot; ist doppelt als Geländeart angegeben</translation>
    </message>
    <message>
        <source>must list the die&apos;s six faces</source>
        <translation>muss die sechs Seiten des Würfels auflisten</translation>
    </message>
    <message>
        <source>must be a unit type&apos;s key, &quot;flag&quot; or &quot;swords&quot;</source>
        <translation>muss der Schlüssel eines Einheitentyps, &quot;flag&quot; oder &quot;swords&quot; sein</translation>
    </message>
    <message>
        <source>The ruleset %1 %2.</source>
        <translation>Das Regelwerk %1 %2.</translation>
    </message>
    <message>
        <source>The ruleset %1: %2 %3.</source>
        <translation>Das Regelwerk %1: %2 %3.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>it is not a file of at most 1 MB</source>
        <translation>es ist keine Datei von höchstens 1 MB</translation>
    </message>
    <message>
        <source>Could not read the ruleset %1: %2</source>
        <translation>Das Regelwerk %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>a ruleset</source>
        <translation>ein Regelwerk</translation>
    </message>
    <message>
        <source>must list the level of each Maneuver rating, 1 to 6</source>
        <translation>muss die Stufe für jeden Manöverwert von 1 bis 6 auflisten</translation>
    </message>
    <message>
        <source>must be &quot;incompetent&quot;, &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; or &quot;excellent&quot;</source>
        <translation>muss &quot;incompetent&quot;, &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; oder &quot;excellent&quot; sein</translation>
    </message>
</context>
<context>
    <name>RulesetActions</name>
    <message>
        <source>The battles on the board already use %1.</source>
        <translation>Die Schlachten auf dem Brett verwenden bereits %1.</translation>
    </message>
    <message>
        <source>Tactical ruleset %1</source>
        <translation>Taktisches Regelwerk %1</translation>
    </message>
    <message>
        <source>Battles on the board use %1 now.</source>
        <translation>Die Schlachten auf dem Brett verwenden jetzt %1.</translation>
    </message>
</context>
<context>
    <name>RulesetKey</name>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>offenes Gelände</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>Fahne</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>Schwerter</translation>
    </message>
</context>
<context>
    <name>Sample</name>
    <message>
        <source>The Sundered Crown</source>
        <translation>Die Zerbrochene Krone</translation>
    </message>
    <message>
        <source>Kingdom of Aldmere</source>
        <translation>Königreich Aldmere</translation>
    </message>
    <message>
        <source>Thornwall League</source>
        <translation>Thornwall-Bund</translation>
    </message>
    <message>
        <source>Free Marches</source>
        <translation>Freie Marken</translation>
    </message>
</context>
<context>
    <name>ScanActions</name>
    <message>
        <source>The map has no scan under it: lay one first.</source>
        <translation>Unter der Karte liegt kein Scan: Legen Sie zuerst einen darunter.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 is not a file that holds an image.</source>
        <translation>%1 ist keine Datei, die ein Bild enthält.</translation>
    </message>
    <message>
        <source>%1 is larger than a scan may be (%2 MB).</source>
        <translation>%1 ist größer, als ein Scan sein darf (%2 MB).</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is %2 x %3 pixels; a scan may have at most %4 on a side.</source>
        <translation>%1 ist %2 x %3 Pixel groß; ein Scan darf je Kante höchstens %4 haben.</translation>
    </message>
    <message>
        <source>%1 is not an image this app can read (%2).</source>
        <translation>%1 ist kein Bild, das diese App lesen kann (%2).</translation>
    </message>
    <message>
        <source>Lay the scan %1</source>
        <translation>Scan %1 unterlegen</translation>
    </message>
    <message>
        <source>The scan %1 (%2 x %3 pixels) lies under the map, fitted to it: align it to the hexes.</source>
        <translation>Der Scan %1 (%2 x %3 Pixel) liegt eingepasst unter der Karte: Richten Sie ihn an den Hexfeldern aus.</translation>
    </message>
    <message>
        <source>Remove the scan</source>
        <translation>Scan entfernen</translation>
    </message>
    <message>
        <source>The map has no scan under it now.</source>
        <translation>Unter der Karte liegt jetzt kein Scan mehr.</translation>
    </message>
    <message>
        <source>Hex %1 is not on the map (%2 x %3).</source>
        <translation>Hexfeld %1 liegt nicht auf der Karte (%2 x %3).</translation>
    </message>
    <message>
        <source>Align the scan to %1 and %2</source>
        <translation>Scan an %1 und %2 ausrichten</translation>
    </message>
    <message>
        <source>The scan is aligned to hexes %1 and %2: a hex is %3 pixels wide on it, turned %4°.</source>
        <translation>Der Scan ist an den Hexfeldern %1 und %2 ausgerichtet: Ein Hexfeld ist darauf %3 Pixel breit, gedreht um %4°.</translation>
    </message>
    <message>
        <source>A hex is from %1 to %2 pixels wide on a scan, and a shift at most %3 hexes.</source>
        <translation>Ein Hexfeld ist auf einem Scan %1 bis %2 Pixel breit, eine Verschiebung beträgt höchstens %3 Hexfelder.</translation>
    </message>
    <message>
        <source>Nudge the scan</source>
        <translation>Scan feinjustieren</translation>
    </message>
    <message>
        <source>A hex is %1 pixels wide on the scan, turned %2°.</source>
        <translation>Ein Hexfeld ist auf dem Scan %1 Pixel breit, gedreht um %2°.</translation>
    </message>
    <message>
        <source>The grid&apos;s opacity is from 0 (hidden) to 100%.</source>
        <translation>Die Deckkraft des Rasters reicht von 0 (ausgeblendet) bis 100%.</translation>
    </message>
    <message>
        <source>Hide the grid</source>
        <translation>Raster ausblenden</translation>
    </message>
    <message>
        <source>Grid at %1%</source>
        <translation>Raster bei %1%</translation>
    </message>
    <message>
        <source>The grid is hidden over the scan.</source>
        <translation>Das Raster über dem Scan ist ausgeblendet.</translation>
    </message>
    <message>
        <source>The grid shows at %1% over the scan.</source>
        <translation>Das Raster wird mit %1% über dem Scan angezeigt.</translation>
    </message>
</context>
<context>
    <name>ScanAlignment</name>
    <message>
        <source>Both marks name hex %1: mark two hexes far apart.</source>
        <translation>Beide Markierungen nennen Hexfeld %1: Markieren Sie zwei weit auseinanderliegende Hexfelder.</translation>
    </message>
    <message>
        <source>The two marks are on the same spot of the scan: mark two hexes far apart.</source>
        <translation>Die beiden Markierungen liegen an derselben Stelle des Scans: Markieren Sie zwei weit auseinanderliegende Hexfelder.</translation>
    </message>
    <message>
        <source>The marks would make a hex %1 pixels wide on the scan: check the hexes named.</source>
        <translation>Mit diesen Markierungen wäre ein Hexfeld auf dem Scan %1 Pixel breit: Prüfen Sie die angegebenen Hexfelder.</translation>
    </message>
</context>
<context>
    <name>ScenarioCatalogue</name>
    <message>
        <source>There is no scenario %1 among those shipped or in %2.</source>
        <translation>Es gibt kein Szenario %1 unter den mitgelieferten oder in %2.</translation>
    </message>
</context>
<context>
    <name>ServerAccess</name>
    <message>
        <source>game master</source>
        <translation>Spielleiter</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>observer</source>
        <translation>Beobachter</translation>
    </message>
    <message>
        <source>%1 is now a game master of the campaign.</source>
        <translation>%1 ist jetzt Spielleiter des Feldzugs.</translation>
    </message>
    <message>
        <source>%1 is now a player of the campaign, for %2.</source>
        <translation>%1 ist jetzt Spieler des Feldzugs, für %2.</translation>
    </message>
    <message>
        <source>%1 is now an observer of the campaign.</source>
        <translation>%1 ist jetzt Beobachter des Feldzugs.</translation>
    </message>
</context>
<context>
    <name>ServerLocation</name>
    <message>
        <source>%1 is not a server campaign&apos;s address (%2).</source>
        <translation>%1 ist keine Adresse eines Server-Feldzugs (%2).</translation>
    </message>
    <message>
        <source>A server campaign&apos;s address never holds a password: put it in ~/.pgpass, or type it when the server asks.</source>
        <translation>Die Adresse eines Server-Feldzugs enthält nie ein Passwort: Tragen Sie es in ~/.pgpass ein oder geben Sie es ein, wenn der Server danach fragt.</translation>
    </message>
    <message>
        <source>%1 lacks a user, a host or a database: a server campaign is named as %2.</source>
        <translation>%1 fehlt ein Benutzer, ein Host oder eine Datenbank: Ein Server-Feldzug wird in der Form %2 angegeben.</translation>
    </message>
    <message>
        <source>%1 names no campaign, or a bad one: ?campaign= takes a name of small letters, digits and _, starting with a letter, at most 32 characters.</source>
        <translation>%1 nennt keinen oder einen ungültigen Feldzug: ?campaign= erwartet einen Namen aus Kleinbuchstaben, Ziffern und _, der mit einem Buchstaben beginnt und höchstens 32 Zeichen lang ist.</translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>Laying out the sheets…</source>
        <translation>Die Bögen werden gesetzt…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Druckvorschau — %1</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <source>Write these pages to a PDF file</source>
        <translation>Diese Seiten in eine PDF-Datei schreiben</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>%1 — the map</source>
        <translation>%1 — die Karte</translation>
    </message>
</context>
<context>
    <name>SideActions</name>
    <message>
        <source>There is no such side in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Seite.</translation>
    </message>
    <message>
        <source>A side needs a name.</source>
        <translation>Eine Seite braucht einen Namen.</translation>
    </message>
    <message>
        <source>A side&apos;s name has at most %1 characters.</source>
        <translation>Der Name einer Seite hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>The campaign has a side named %1 already.</source>
        <translation>Der Feldzug hat bereits eine Seite namens %1.</translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation>Seite %1 hinzufügen</translation>
    </message>
    <message>
        <source>The side %1 joins the campaign.</source>
        <translation>Die Seite %1 tritt dem Feldzug bei.</translation>
    </message>
    <message>
        <source>Rename side %1</source>
        <translation>Seite %1 umbenennen</translation>
    </message>
    <message>
        <source>%1 is now called %2.</source>
        <translation>%1 heißt jetzt %2.</translation>
    </message>
    <message>
        <source>That is not a colour: give one as #rrggbb or by its name.</source>
        <translation>Das ist keine Farbe: Geben Sie sie als #rrggbb oder mit ihrem Namen an.</translation>
    </message>
    <message>
        <source>Colour of side %1</source>
        <translation>Farbe der Seite %1</translation>
    </message>
    <message>
        <source>%1 is drawn in %2.</source>
        <translation>%1 wird in %2 dargestellt.</translation>
    </message>
    <message>
        <source>%1 serves or holds %2: a side in use stays.</source>
        <translation>%1 dient %2 oder ist deren Gefangener: Eine verwendete Seite kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>%1 has the force %2: a side in use stays.</source>
        <translation>%1 hat die Streitmacht %2: Eine verwendete Seite kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>%1 holds the fortress %2: a side in use stays.</source>
        <translation>%1 hält die Festung %2: Eine verwendete Seite kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>%1 has laid a siege: a side in use stays.</source>
        <translation>%1 führt eine Belagerung: Eine verwendete Seite kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>The roll log has dice of %1: a side in the log stays.</source>
        <translation>Das Würfelprotokoll enthält Würfe von %1: Eine Seite im Protokoll kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Remove side %1</source>
        <translation>Seite %1 entfernen</translation>
    </message>
    <message>
        <source>The side %1 is removed.</source>
        <translation>Die Seite %1 ist entfernt.</translation>
    </message>
</context>
<context>
    <name>SideMovement</name>
    <message>
        <source>Every side has ended its movement in turn %1: the game master ends the turn (RULES T4).</source>
        <translation>Jede Seite hat ihre Bewegung in Zug %1 beendet: Der Spielleiter beendet den Zug (RULES T4).</translation>
    </message>
    <message>
        <source>It is %1&apos;s movement: %2 moves when %1 has ended it (RULES T4).</source>
        <translation>%1 bewegt sich gerade: %2 bewegt sich, wenn %1 die Bewegung beendet hat (RULES T4).</translation>
    </message>
    <message>
        <source>The campaign has no such side.</source>
        <translation>Der Feldzug hat keine solche Seite.</translation>
    </message>
    <message>
        <source>End %1&apos;s movement</source>
        <translation>Bewegung von %1 beenden</translation>
    </message>
    <message>
        <source>%1 has ended its movement.</source>
        <translation>%1 hat ihre Bewegung beendet.</translation>
    </message>
    <message>
        <source>%1 moves next.</source>
        <translation>Als Nächstes bewegt sich %1.</translation>
    </message>
    <message>
        <source>Every side has moved: the game master ends the turn.</source>
        <translation>Jede Seite hat sich bewegt: Der Spielleiter beendet den Zug.</translation>
    </message>
</context>
<context>
    <name>SideView</name>
    <message>
        <source>The campaign has no such side.</source>
        <translation>Der Feldzug hat keine solche Seite.</translation>
    </message>
    <message>
        <source>No temporary folder to show the side&apos;s view in.</source>
        <translation>Kein temporärer Ordner, um die Sicht der Seite zu zeigen.</translation>
    </message>
    <message>
        <source>This is the campaign as the players of %1 see it: nothing can be changed here. Go back to the game master&apos;s view to play on.</source>
        <translation>Dies ist der Feldzug, wie ihn die Spieler von %1 sehen: Hier kann nichts geändert werden. Kehren Sie zur Sicht des Spielleiters zurück, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>SiegeActions</name>
    <message>
        <source>fled from %1</source>
        <translation>aus %1 geflohen</translation>
    </message>
    <message>
        <source>the fortress fell</source>
        <translation>die Festung ist gefallen</translation>
    </message>
    <message>
        <source>%1 falls to %2.</source>
        <translation>%1 fällt an %2.</translation>
    </message>
    <message>
        <source>The besiegers must hold every other hex around %1: %2, or %3 (RULES S1).</source>
        <translation>Die Belagerer müssen jedes zweite Hexfeld um %1 halten: %2 oder %3 (RULES S1).</translation>
    </message>
    <message>
        <source>There is no such fortress or force in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Festung oder Streitmacht.</translation>
    </message>
    <message>
        <source>%1 is under siege already.</source>
        <translation>%1 wird bereits belagert.</translation>
    </message>
    <message>
        <source>%1 belongs to %2 already.</source>
        <translation>%1 gehört bereits %2.</translation>
    </message>
    <message>
        <source>%1 must stand next to %2 to breach it.</source>
        <translation>%1 muss neben %2 stehen, um den Sturm zu führen.</translation>
    </message>
    <message>
        <source>Lay siege to %1</source>
        <translation>%1 belagern</translation>
    </message>
    <message numerus="yes">
        <source>%1 lays siege to %2 with %n unit(s); %3 breaches.</source>
        <translation>
            <numerusform>%1 belagert %2 mit %n Einheit; %3 führt den Sturm.</numerusform>
            <numerusform>%1 belagert %2 mit %n Einheiten; %3 führt den Sturm.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no such siege going on.</source>
        <translation>Eine solche Belagerung läuft nicht.</translation>
    </message>
    <message>
        <source>Lift the siege of %1</source>
        <translation>Belagerung von %1 aufheben</translation>
    </message>
    <message>
        <source>lifted by the besieger</source>
        <translation>vom Belagerer aufgehoben</translation>
    </message>
    <message>
        <source>The siege of %1 is lifted.</source>
        <translation>Die Belagerung von %1 ist aufgehoben.</translation>
    </message>
    <message>
        <source>This siege has had its break-in roll this turn (RULES S2).</source>
        <translation>Für diese Belagerung wurde in diesem Zug bereits der Einbruchswurf gemacht (RULES S2).</translation>
    </message>
    <message>
        <source>The siege of %1 has not had its break-in roll this turn (RULES S2).</source>
        <translation>Für die Belagerung von %1 steht der Einbruchswurf in diesem Zug noch aus (RULES S2).</translation>
    </message>
    <message>
        <source>Break-in roll</source>
        <translation>Einbruchswurf</translation>
    </message>
    <message>
        <source>Break-in roll at %1</source>
        <translation>Einbruchswurf bei %1</translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in roll</source>
        <translation>Belagerung von %1, Zug %2: Einbruchswurf</translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in reroll</source>
        <translation>Belagerung von %1, Zug %2: Neuwurf beim Einbruch</translation>
    </message>
    <message>
        <source>%1: the break-in roll is %2, nothing happens.</source>
        <translation>%1: Der Einbruchswurf ergibt %2, nichts geschieht.</translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 6: the besiegers break in (RULES S3).</source>
        <translation>%1: Der Einbruchswurf ergibt eine 6: Die Belagerer brechen ein (RULES S3).</translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 1: %2 loses a unit.</source>
        <translation>%1: Der Einbruchswurf ergibt eine 1: %2 verliert eine Einheit.</translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 1, but no besieger has a unit to lose.</source>
        <translation>%1: Der Einbruchswurf ergibt eine 1, aber kein Belagerer hat eine Einheit zu verlieren.</translation>
    </message>
    <message>
        <source>This break-in roll has landed.</source>
        <translation>Dieser Einbruchswurf steht bereits fest.</translation>
    </message>
    <message>
        <source>Break-in at %1</source>
        <translation>Einbruch bei %1</translation>
    </message>
    <message>
        <source>%1 still holds %2: fight the break-in battle.</source>
        <translation>%1 hält %2 noch: Tragen Sie die Einbruchsschlacht aus.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 einnehmen</translation>
    </message>
    <message>
        <source>the besiegers&apos; strength fell below the rating</source>
        <translation>die Stärke der Belagerer ist unter den Festungswert gefallen</translation>
    </message>
    <message>
        <source>the zone of control was broken</source>
        <translation>die Kontrollzone wurde durchbrochen</translation>
    </message>
    <message>
        <source>%1 now breaches at %2.</source>
        <translation>%1 führt jetzt den Sturm auf %2.</translation>
    </message>
    <message>
        <source>The siege of %1 ends: %2 (RULES S5).</source>
        <translation>Die Belagerung von %1 endet: %2 (RULES S5).</translation>
    </message>
    <message>
        <source>No force of another side stands next to %1 (RULES S1).</source>
        <translation>Keine Streitmacht einer anderen Seite steht neben %1 (RULES S1).</translation>
    </message>
    <message>
        <source>Allowed in the siege phase, at the beginning of a turn (RULES T1).</source>
        <translation>Nur in der Belagerungsphase zu Beginn eines Zuges erlaubt (RULES T1).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n Einheit)</numerusform>
            <numerusform>%1 (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 good, %3 broken)</source>
        <translation>%1 (%2 geordnet, %3 aufgelöst)</translation>
    </message>
    <message>
        <source>%1 besieged %2&apos;s fortress %3 (rating %4). Breaching force: %5. Pickets: %6. Garrison: %7. As of turn %8.</source>
        <translation>%1 belagert die Festung %3 von %2 (Wert %4). Stürmende Streitmacht: %5. Vorposten: %6. Besatzung: %7. Stand: Zug %8.</translation>
    </message>
    <message>
        <source>fall of %1, survival check: %2</source>
        <translation>Fall von %1, Überlebensprobe: %2</translation>
    </message>
    <message>
        <source>%1 falls</source>
        <translation>%1 fällt</translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in reroll by %3 (RULES H2)</source>
        <translation>Belagerung von %1, Zug %2: Neuwurf beim Einbruch durch %3 (RULES H2)</translation>
    </message>
    <message>
        <source>Spends a reroll on the break-in roll at %1: a %2 becomes a %3.</source>
        <translation>Setzt einen Neuwurf für den Einbruchswurf bei %1 ein: Aus einer %2 wird eine %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %n unspent reroll(s) lapse with the siege turn (RULES H2).</source>
        <translation>
            <numerusform>%1 verliert %n nicht genutzten Neuwurf mit dem Ende des Belagerungszugs (RULES H2).</numerusform>
            <numerusform>%1 verliert %n nicht genutzte Neuwürfe mit dem Ende des Belagerungszugs (RULES H2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>His %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>Er verliert %n nicht genutzten Neuwurf mit dem Ende des Belagerungszugs bei %1 (RULES H2).</numerusform>
            <numerusform>Er verliert %n nicht genutzte Neuwürfe mit dem Ende des Belagerungszugs bei %1 (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid siege to %1.</source>
        <translation>Belagerung von %1 begonnen.</translation>
    </message>
    <message>
        <source>break-in</source>
        <translation>Einbruch</translation>
    </message>
    <message>
        <source>a unit lost</source>
        <translation>eine Einheit verloren</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>The besiegers of %1 rolled a 6: the break-in battle is owed before the turn goes on (RULES S3).</source>
        <translation>Die Belagerer von %1 haben eine 6 gewürfelt: Die Einbruchsschlacht steht aus, bevor der Zug weitergeht (RULES S3).</translation>
    </message>
    <message>
        <source>No siege waits for its break-in roll or its break-in battle this turn.</source>
        <translation>Keine Belagerung wartet in diesem Zug auf ihren Einbruchswurf oder ihre Einbruchsschlacht.</translation>
    </message>
    <message>
        <source>Only a siege that broke in this turn, and has not fought for it yet, can take its fortress (RULES S3).</source>
        <translation>Nur eine Belagerung, die in diesem Zug eingebrochen ist und noch nicht darum gekämpft hat, kann ihre Festung nehmen (RULES S3).</translation>
    </message>
    <message numerus="yes">
        <source>The besiegers around %1 have %n unit(s); its rating is %2 (RULES S1).</source>
        <translation>
            <numerusform>Die Belagerer um %1 haben %n Einheit; ihre Stärke ist %2 (RULES S1).</numerusform>
            <numerusform>Die Belagerer um %1 haben %n Einheiten; ihre Stärke ist %2 (RULES S1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Her %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>Sie verliert %n nicht genutzten Neuwurf mit dem Ende des Belagerungszugs bei %1 (RULES H2).</numerusform>
            <numerusform>Sie verliert %n nicht genutzte Neuwürfe mit dem Ende des Belagerungszugs bei %1 (RULES H2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Their %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>%n nicht genutzter Neuwurf verfällt mit dem Ende des Belagerungszugs bei %1 (RULES H2).</numerusform>
            <numerusform>%n nicht genutzte Neuwürfe verfallen mit dem Ende des Belagerungszugs bei %1 (RULES H2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SiegePhase</name>
    <message>
        <source>There is no such siege in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Belagerung.</translation>
    </message>
</context>
<context>
    <name>Sortie</name>
    <message>
        <source>There is no such siege going on.</source>
        <translation>Eine solche Belagerung läuft nicht.</translation>
    </message>
    <message>
        <source>A sortie comes at the beginning of a turn (RULES S4). %1</source>
        <translation>Ein Ausfall erfolgt zu Beginn eines Zuges (RULES S4). %1</translation>
    </message>
    <message>
        <source>The sortie must attack a besieging force around %1, not a breaching force that broke in this turn (RULES S4).</source>
        <translation>Der Ausfall muss eine belagernde Streitmacht um %1 angreifen, nicht eine stürmende Streitmacht, die in diesem Zug eingebrochen ist (RULES S4).</translation>
    </message>
    <message>
        <source>Sortie from %1</source>
        <translation>Ausfall aus %1</translation>
    </message>
    <message>
        <source>%1 takes %2; %3 falls back to %4.</source>
        <translation>%1 nimmt %2 ein; %3 weicht nach %4 zurück.</translation>
    </message>
    <message>
        <source>The sortie from %1 comes after this turn&apos;s break-in roll (RULES S4).</source>
        <translation>Der Ausfall aus %1 folgt auf den Einbruchswurf dieses Zuges (RULES S4).</translation>
    </message>
    <message>
        <source>The garrison of %1 has no unit in good order to sortie with (RULES S4).</source>
        <translation>Die Besatzung von %1 hat keine geordnete Einheit für einen Ausfall (RULES S4).</translation>
    </message>
    <message>
        <source>Only able leaders inside %1 may go out with the sortie (RULES S4).</source>
        <translation>Nur handlungsfähige Anführer in %1 dürfen mit dem Ausfall ausrücken (RULES S4).</translation>
    </message>
    <message>
        <source>The sortie goes back inside %1.</source>
        <translation>Der Ausfall zieht sich wieder in %1 zurück.</translation>
    </message>
    <message>
        <source>The sortie from %1 comes after this turn&apos;s break-in battle (RULES S4).</source>
        <translation>Der Ausfall aus %1 kommt nach der Einbruchsschlacht dieses Zuges (RULES S4).</translation>
    </message>
    <message>
        <source>The sortie from %1 waits for %2&apos;s answer (RULES S4, T4).</source>
        <translation>Der Ausfall aus %1 wartet auf die Antwort von %2 (RULES S4, T4).</translation>
    </message>
    <message>
        <source>Whether a sortie waits for an answer could not be read: %1</source>
        <translation>Ob ein Ausfall auf eine Antwort wartet, konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>StandingBattle</name>
    <message>
        <source>A battle&apos;s choices are %1, not %2 (RULES T4).</source>
        <translation>Die Entscheidungen einer Schlacht sind %1, nicht %2 (RULES T4).</translation>
    </message>
    <message>
        <source>%1 is one of %2, not %3 (RULES T4).</source>
        <translation>%1 ist eines von %2, nicht %3 (RULES T4).</translation>
    </message>
</context>
<context>
    <name>Survival</name>
    <message>
        <source>escapes</source>
        <translation>entkommt</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>stirbt</translation>
    </message>
    <message>
        <source>is captured</source>
        <translation>wird gefangen genommen</translation>
    </message>
</context>
<context>
    <name>TacticalBattle</name>
    <message>
        <source>%1 %2 at %3</source>
        <translation>%1 %2 bei %3</translation>
    </message>
    <message>
        <source>%1 (with %2)</source>
        <translation>%1 (mit %2)</translation>
    </message>
    <message>
        <source>tactical battle</source>
        <translation>taktische Schlacht</translation>
    </message>
    <message>
        <source>%1, turn %2, %3</source>
        <translation>%1, Zug %2, %3</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source>%1 has rolled its activation dice this turn.</source>
        <translation>%1 hat in diesem Zug bereits die Aktivierungswürfel geworfen.</translation>
    </message>
    <message>
        <source>%1 activation</source>
        <translation>Aktivierung von %1</translation>
    </message>
    <message>
        <source>%1 activation re-roll</source>
        <translation>Aktivierung von %1, Neuwurf</translation>
    </message>
    <message>
        <source>Roll the activation dice first (RULES C3).</source>
        <translation>Werfen Sie zuerst die Aktivierungswürfel (RULES C3).</translation>
    </message>
    <message>
        <source>Another unit is acting: end its activation first.</source>
        <translation>Eine andere Einheit ist am Zug: Beenden Sie zuerst deren Aktivierung.</translation>
    </message>
    <message>
        <source>Only a unit of %1 still on the board may be activated.</source>
        <translation>Nur eine Einheit von %1, die noch auf dem Brett steht, kann aktiviert werden.</translation>
    </message>
    <message>
        <source>A shaken unit cannot be activated (RULES C10).</source>
        <translation>Eine erschütterte Einheit kann nicht aktiviert werden (RULES C10).</translation>
    </message>
    <message>
        <source>This unit has acted this turn.</source>
        <translation>Diese Einheit hat in diesem Zug bereits gehandelt.</translation>
    </message>
    <message>
        <source>No face of the activation roll activates %1 (RULES C3).</source>
        <translation>Keine Würfelseite des Aktivierungswurfs aktiviert %1 (RULES C3).</translation>
    </message>
    <message>
        <source>%1 is activated.</source>
        <translation>%1 ist aktiviert.</translation>
    </message>
    <message>
        <source>%1 withdraws from the field.</source>
        <translation>%1 zieht sich vom Schlachtfeld zurück.</translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation>%1 gewinnt die Schlacht.</translation>
    </message>
    <message>
        <source>Activate a unit first (RULES C3).</source>
        <translation>Aktivieren Sie zuerst eine Einheit (RULES C3).</translation>
    </message>
    <message>
        <source>This unit has moved or fired in this activation.</source>
        <translation>Diese Einheit hat sich in dieser Aktivierung bereits bewegt oder geschossen.</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 this activation (RULES C5, C6).</source>
        <translation>%1 kann %2 in dieser Aktivierung nicht erreichen (RULES C5, C6).</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3.</source>
        <translation>%1 zieht von %2 nach %3.</translation>
    </message>
    <message>
        <source>Artillery cannot move and fire in one turn (RULES C2).</source>
        <translation>Artillerie kann sich nicht im selben Zug bewegen und schießen (RULES C2).</translation>
    </message>
    <message>
        <source>This unit has attacked in this activation.</source>
        <translation>Diese Einheit hat in dieser Aktivierung bereits angegriffen.</translation>
    </message>
    <message>
        <source>That target is not an enemy within %1&apos;s reach (RULES C2).</source>
        <translation>Dieses Ziel ist kein Feind in Reichweite von %1 (RULES C2).</translation>
    </message>
    <message>
        <source>%1 fires on %2</source>
        <translation>%1 schießt auf %2</translation>
    </message>
    <message>
        <source>%1 is eliminated.</source>
        <translation>%1 ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>survival of %1</source>
        <translation>Überleben von %1</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Heroics %3: %4.</source>
        <translation>%1 würfelt %2 gegen Heldenmut %3: %4.</translation>
    </message>
    <message>
        <source>It retreats %1 hex(es) toward its edge, to %2.</source>
        <translation>Sie weicht %1 Hexfeld(er) zu ihrem Rand zurück, nach %2.</translation>
    </message>
    <message>
        <source>It cannot retreat %1 hex(es) and loses a figure for each (RULES C7).</source>
        <translation>Sie kann nicht %1 Hexfeld(er) zurückweichen und verliert für jedes eine Figur (RULES C7).</translation>
    </message>
    <message>
        <source>It falls back to %1 (RULES C9).</source>
        <translation>Sie weicht nach %1 zurück (RULES C9).</translation>
    </message>
    <message>
        <source>%1 follows up into %2.</source>
        <translation>%1 rückt nach %2 nach.</translation>
    </message>
    <message>
        <source>%1 moves on to %2.</source>
        <translation>%1 zieht weiter nach %2.</translation>
    </message>
    <message>
        <source>%1 flank march of %2 (arrival)</source>
        <translation>%1: Flankenmarsch von %2 (Ankunft)</translation>
    </message>
    <message>
        <source>%1&apos;s flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.</source>
        <translation>Der Flankenmarsch von %1 würfelt %2 und %3, Führungsbonus %4, Modifikator %5: %6.</translation>
    </message>
    <message>
        <source>The march is aborted: its units are lost for victory.</source>
        <translation>Der Marsch wird abgebrochen: Seine Einheiten zählen für den Sieg als verloren.</translation>
    </message>
    <message>
        <source>It arrives by the %1.</source>
        <translation>Er trifft ein (Rand: %1).</translation>
    </message>
    <message>
        <source>flank marches&apos; tie for the %1 edge (re-roll)</source>
        <translation>Gleichstand der Flankenmärsche (Rand: %1, Neuwurf)</translation>
    </message>
    <message>
        <source>Both marches come in by the %1 at once: the re-roll gives %2 to %3 and %4 to %5.</source>
        <translation>Beide Märsche treffen gleichzeitig ein (Rand: %1): Der Neuwurf ergibt %2 für %3 und %4 für %5.</translation>
    </message>
    <message>
        <source>Both marches come in by the %1 at once (RULES M5): %2 places first, then they alternate.</source>
        <translation>Beide Märsche treffen gleichzeitig ein (Rand: %1, RULES M5): %2 platziert zuerst, danach abwechselnd.</translation>
    </message>
    <message>
        <source>Units arriving from a flank march are placed at the start of a turn (RULES M4).</source>
        <translation>Einheiten aus einem Flankenmarsch werden zu Beginn eines Zuges platziert (RULES M4).</translation>
    </message>
    <message>
        <source>That unit is not one %1 places now.</source>
        <translation>Diese Einheit gehört nicht zu denen, die %1 jetzt platziert.</translation>
    </message>
    <message>
        <source>An arriving unit is placed on an empty hex within 3 of its side edge and more than 2 from any enemy unit (RULES M4).</source>
        <translation>Eine ankommende Einheit wird auf ein leeres Hexfeld höchstens 3 Felder von ihrem Seitenrand und mehr als 2 Felder von jeder feindlichen Einheit entfernt platziert (RULES M4).</translation>
    </message>
    <message>
        <source>%1 places %2 at %3.</source>
        <translation>%1 platziert %2 auf %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no room by the %2 for %n unit(s): eliminated for the battle (RULES M4).</source>
        <translation>
            <numerusform>%1 findet keinen Platz für %n Einheit (Rand: %2): für die Schlacht ausgeschaltet (RULES M4).</numerusform>
            <numerusform>%1 findet keinen Platz für %n Einheiten (Rand: %2): für die Schlacht ausgeschaltet (RULES M4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Units shift only after a flank march has come in (RULES M4).</source>
        <translation>Einheiten verschieben sich erst, wenn ein Flankenmarsch eingetroffen ist (RULES M4).</translation>
    </message>
    <message>
        <source>Only %1&apos;s units within 4 hexes of an arriving unit may shift, once each (RULES M4).</source>
        <translation>Nur Einheiten von %1 im Umkreis von 4 Hexfeldern um eine ankommende Einheit dürfen sich verschieben, jede einmal (RULES M4).</translation>
    </message>
    <message>
        <source>A unit shifts one hex to an empty one, never ending within 2 hexes of an enemy (RULES M4).</source>
        <translation>Eine Einheit verschiebt sich um ein Hexfeld auf ein leeres Feld und darf nie innerhalb von 2 Hexfeldern eines Feindes enden (RULES M4).</translation>
    </message>
    <message>
        <source>%1 shifts %2 from %3 to %4 (RULES M4).</source>
        <translation>%1 verschiebt %2 von %3 nach %4 (RULES M4).</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: its units go back to the campaign.</source>
        <translation>Die Schlacht ist vorbei, bevor der Flankenmarsch von %1 eintrifft: Seine Einheiten kehren in den Feldzug zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leads %n unit(s) of %2 on a flank march by the %3 (a %4 general).</source>
        <translation>
            <numerusform>%1 führt %n Einheit von %2 auf einen Flankenmarsch (Rand: %3, General: %4).</numerusform>
            <numerusform>%1 führt %n Einheiten von %2 auf einen Flankenmarsch (Rand: %3, General: %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>A double %1: he is %2 for this battle (RULES M3).</source>
        <translation>Pasch mit %1: Er ist für diese Schlacht %2 (RULES M3).</translation>
    </message>
    <message>
        <source>Only cavalry attacked from an adjacent hex by a unit that is not cavalry, with a free hex farther from the attacker, may fall back (RULES C9).</source>
        <translation>Nur Kavallerie, die von einem angrenzenden Feld von einer Einheit angegriffen wird, die keine Kavallerie ist, und ein freies Feld weiter vom Angreifer hat, darf ausweichen (RULES C9).</translation>
    </message>
    <message>
        <source>Cavalry falls back 1 to 3 hexes (RULES C9).</source>
        <translation>Kavallerie weicht 1 bis 3 Felder aus (RULES C9).</translation>
    </message>
    <message>
        <source>Each hex of a fallback is a free hex next to the last, farther from the attacker (RULES C9): %1 is not.</source>
        <translation>Jedes Feld eines Ausweichens ist ein freies Feld neben dem vorigen, weiter vom Angreifer entfernt (RULES C9): %1 ist es nicht.</translation>
    </message>
    <message>
        <source>reroll by %1</source>
        <translation>Neuwurf durch %1</translation>
    </message>
    <message>
        <source>%1 spends a reroll: %2 becomes %3.</source>
        <translation>%1 setzt einen Neuwurf ein: aus %2 wird %3.</translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <translation>%1 beendet seinen Zug.</translation>
    </message>
    <message>
        <source>%1 is no longer shaken (RULES C10).</source>
        <translation>%1 ist nicht mehr erschüttert (REGELN C10).</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n figure(s) left.</source>
        <translation>
            <numerusform>%1 hat noch %n Figur.</numerusform>
            <numerusform>%1 hat noch %n Figuren.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is shaken until the end of its side&apos;s next turn (RULES C10).</source>
        <translation>%1 ist bis zum Ende des nächsten Zuges seiner Seite erschüttert (REGELN C10).</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3.</source>
        <translation>%1 würfelt %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n activation die(s)</source>
        <translation>
            <numerusform>%n Aktivierungswürfel</numerusform>
            <numerusform>%n Aktivierungswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n activation(s)</source>
        <translation>
            <numerusform>%n Aktivierung</numerusform>
            <numerusform>%n Aktivierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) counting</source>
        <translation>
            <numerusform>%n zählende Fahne</numerusform>
            <numerusform>%n zählende Fahnen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 returns fire on %2: %3.</source>
        <translation>%1 erwidert das Feuer auf %2: %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3.</source>
        <translation>%1 greift %2 an: %3.</translation>
    </message>
    <message>
        <source>A double %1: she is %2 for this battle (RULES M3).</source>
        <translation>Pasch mit %1: Sie ist für diese Schlacht %2 (RULES M3).</translation>
    </message>
    <message>
        <source>A double %1: they are %2 for this battle (RULES M3).</source>
        <translation>Pasch mit %1: Für diese Schlacht gilt die Stufe %2 (RULES M3).</translation>
    </message>
</context>
<context>
    <name>TacticalJournal</name>
    <message>
        <source>no follow up is open to that unit</source>
        <translation>dieser Einheit steht kein Nachrücken offen</translation>
    </message>
    <message>
        <source>no hex more is open there</source>
        <translation>dort ist kein weiteres Hexfeld frei</translation>
    </message>
    <message>
        <source>no such side</source>
        <translation>keine solche Seite</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>a step of a battle&apos;s journal</source>
        <translation>ein Schritt im Journal einer Schlacht</translation>
    </message>
    <message>
        <source>is no step of play (&quot;%1&quot;)</source>
        <translation>ist kein Spielschritt (&quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be a hex, as 0304</source>
        <translation>muss ein Hexfeld sein, etwa 0304</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>has more than %1 steps</source>
        <translation>hat mehr als %1 Schritte</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>its dice do not match the faces it kept</source>
        <translation>seine Würfel passen nicht zu den behaltenen Würfelseiten</translation>
    </message>
    <message>
        <source>Step %1 of the battle&apos;s journal (%2) does not apply: %3</source>
        <translation>Schritt %1 des Schlachtjournals (%2) ist nicht anwendbar: %3</translation>
    </message>
    <message>
        <source>no flank march rolls now</source>
        <translation>gerade würfelt kein Flankenmarsch</translation>
    </message>
    <message>
        <source>no shift is open now</source>
        <translation>gerade ist kein Verschieben möglich</translation>
    </message>
    <message>
        <source>the flank marches come first</source>
        <translation>die Flankenmärsche kommen zuerst</translation>
    </message>
    <message>
        <source>has more than 3 hexes</source>
        <translation>hat mehr als 3 Felder</translation>
    </message>
    <message>
        <source>a leader&apos;s reroll</source>
        <translation>ein Neuwurf eines Anführers</translation>
    </message>
    <message>
        <source>its leaders&apos; rerolls do not apply</source>
        <translation>die Neuwürfe seiner Anführer greifen nicht</translation>
    </message>
</context>
<context>
    <name>TacticalScenario</name>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a hex of the %1 x %2 board, as 0304</source>
        <translation>muss ein Hexfeld des %1 x %2 großen Bretts sein, etwa 0304</translation>
    </message>
    <message>
        <source>is not JSON: %1 at byte %2</source>
        <translation>ist kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation>muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads 1)</source>
        <translation>hat ein Format, das diese Version nicht liest (sie liest 1)</translation>
    </message>
    <message>
        <source>must be a terrain of the ruleset %1</source>
        <translation>muss eine Geländeart des Regelwerks %1 sein</translation>
    </message>
    <message>
        <source>must list the two sides</source>
        <translation>muss die beiden Seiten auflisten</translation>
    </message>
    <message>
        <source>must differ from the first side&apos;s</source>
        <translation>muss sich von dem der ersten Seite unterscheiden</translation>
    </message>
    <message>
        <source>must be a unit type of the ruleset %1</source>
        <translation>muss ein Einheitentyp des Regelwerks %1 sein</translation>
    </message>
    <message>
        <source>holds another unit already</source>
        <translation>enthält bereits eine andere Einheit</translation>
    </message>
    <message>
        <source>must give each side a unit at least (%1 has none)</source>
        <translation>muss jeder Seite mindestens eine Einheit geben (%1 hat keine)</translation>
    </message>
    <message>
        <source>tactical battle %1</source>
        <translation>taktische Schlacht %1</translation>
    </message>
    <message>
        <source>The scenario %1 %2.</source>
        <translation>Das Szenario %1 %2.</translation>
    </message>
    <message>
        <source>The scenario %1: %2 %3.</source>
        <translation>Das Szenario %1: %2 %3.</translation>
    </message>
    <message>
        <source>Could not read the scenario %1: it is no readable file of at most 4 MB.</source>
        <translation>Das Szenario %1 konnte nicht gelesen werden: Es ist keine lesbare Datei von höchstens 4 MB.</translation>
    </message>
    <message>
        <source>must be &quot;left&quot; or &quot;right&quot;</source>
        <translation>muss &quot;left&quot; oder &quot;right&quot; sein</translation>
    </message>
    <message>
        <source>must be &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; or &quot;excellent&quot; (RULES M1, M2)</source>
        <translation>muss &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; oder &quot;excellent&quot; sein (RULES M1, M2)</translation>
    </message>
    <message>
        <source>must list the units that march, one at least</source>
        <translation>muss die marschierenden Einheiten auflisten, mindestens eine</translation>
    </message>
    <message>
        <source>send %1 of %2&apos;s %3 units: at most half may march (RULES M2)</source>
        <translation>schickt %1 der %3 Einheiten von %2: Höchstens die Hälfte darf marschieren (RULES M2)</translation>
    </message>
    <message>
        <source>must be a text of at most %1 characters</source>
        <translation>muss ein Text von höchstens %1 Zeichen sein</translation>
    </message>
    <message numerus="yes">
        <source>is more than the enemy&apos;s %n unit(s)</source>
        <translation>
            <numerusform>ist mehr als die %n Einheit des Feindes</numerusform>
            <numerusform>ist mehr als die %n Einheiten des Feindes</numerusform>
        </translation>
    </message>
    <message>
        <source>must be &quot;he&quot;, &quot;she&quot; or &quot;they&quot;</source>
        <translation>muss &quot;he&quot;, &quot;she&quot; oder &quot;they&quot; sein</translation>
    </message>
    <message>
        <source>must be a text of 1 to %1 characters, without control characters</source>
        <translation>muss ein Text mit 1 bis %1 Zeichen sein, ohne Steuerzeichen</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>%1 names no point of the history: write TURN, TURN.PHASE or TURN.PHASE.ACTION, as in 3, 3.movement or 3.movement.2 (the phases are siege and movement).</source>
        <translation>%1 nennt keinen Punkt der Geschichte: Schreiben Sie ZUG, ZUG.PHASE oder ZUG.PHASE.AKTION, wie in 3, 3.movement oder 3.movement.2 (die Phasen sind siege und movement).</translation>
    </message>
    <message>
        <source>The campaign&apos;s kept history begins in turn %1, %2 phase.</source>
        <translation>Die gespeicherte Geschichte des Feldzugs beginnt in Zug %1, Phase %2.</translation>
    </message>
    <message>
        <source>The campaign has not reached that point: it is in turn %1, %2 phase.</source>
        <translation>Der Feldzug hat diesen Punkt nicht erreicht: Er steht in Zug %1, Phase %2.</translation>
    </message>
    <message numerus="yes">
        <source>That phase of turn %1 has only %n action(s).</source>
        <translation>
            <numerusform>Diese Phase von Zug %1 hat nur %n Aktion.</numerusform>
            <numerusform>Diese Phase von Zug %1 hat nur %n Aktionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of its changes, and cannot be shown as it stood then: %2</source>
        <translation>Der Feldzug %1 enthält einen beschädigten Eintrag seiner Änderungen und kann nicht so gezeigt werden, wie er damals stand: %2</translation>
    </message>
</context>
<context>
    <name>Trait</name>
    <message>
        <source>Vitality</source>
        <translation>Vitalität</translation>
    </message>
    <message>
        <source>Heroics</source>
        <translation>Heldenmut</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Manöver</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
</context>
<context>
    <name>TurnActions</name>
    <message>
        <source>No backup: the folder %1 cannot be made.</source>
        <translation>Keine Sicherung: Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>No backup: %1</source>
        <translation>Keine Sicherung: %1</translation>
    </message>
    <message>
        <source>Backup kept: %1</source>
        <translation>Sicherung angelegt: %1</translation>
    </message>
    <message>
        <source>End of turn %1</source>
        <translation>Ende von Zug %1</translation>
    </message>
    <message>
        <source>end of turn %1: recovery of %2</source>
        <translation>Ende von Zug %1: Erholung von %2</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>wiederhergestellt</translation>
    </message>
    <message>
        <source>still disabled</source>
        <translation>weiterhin kampfunfähig</translation>
    </message>
    <message>
        <source>Recovery roll %1 at the end of turn %2: restored to vitality %3.</source>
        <translation>Erholungswurf %1 am Ende von Zug %2: auf Vitalität %3 wiederhergestellt.</translation>
    </message>
    <message>
        <source>Recovery roll %1 at the end of turn %2: still disabled.</source>
        <translation>Erholungswurf %1 am Ende von Zug %2: weiterhin kampfunfähig.</translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation>Zug %1 beginnt.</translation>
    </message>
    <message>
        <source>%1: %2 broken unit(s) stay broken under siege with no leader inside (RULES S6).</source>
        <translation>%1: %2 aufgelöste Einheit(en) bleiben unter Belagerung ohne Anführer in der Festung aufgelöst (RULES S6).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n broken unit(s) back in good order.</source>
        <translation>
            <numerusform>%1: %n gebrochene Einheit wieder in guter Ordnung.</numerusform>
            <numerusform>%1: %n gebrochene Einheiten wieder in guter Ordnung.</numerusform>
        </translation>
    </message>
    <message>
        <source>End of turn %1: %2 restored, %3 of %4 recovered.</source>
        <translation>Ende von Zug %1: %2 wiederhergestellt, %3 von %4 erholt.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disabled leader(s)</source>
        <translation>
            <numerusform>%n kampfunfähigem Anführer</numerusform>
            <numerusform>%n kampfunfähigen Anführern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnReport</name>
    <message>
        <source>hex %1</source>
        <translation>Hexfeld %1</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>außerhalb der Karte</translation>
    </message>
    <message>
        <source>No battle this turn.</source>
        <translation>Keine Schlacht in diesem Zug.</translation>
    </message>
    <message>
        <source>%1 (rating %2), besieged by %3 since turn %4; units lost to the walls: %5.</source>
        <translation>%1 (Wert %2), belagert von %3 seit Zug %4; an den Mauern verlorene Einheiten: %5.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 units, %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3 Einheiten, %4</translation>
    </message>
    <message>
        <source>The campaign has no such side.</source>
        <translation>Der Feldzug hat keine solche Seite.</translation>
    </message>
    <message>
        <source>The campaign has turns 1 to %1 so far, not %2.</source>
        <translation>Der Feldzug hat bisher die Züge 1 bis %1, nicht %2.</translation>
    </message>
    <message>
        <source>A player reads his own side&apos;s turn reports, and no other&apos;s.</source>
        <translation>Ein Spieler liest die Zugberichte seiner eigenen Seite und keiner anderen.</translation>
    </message>
    <message>
        <source>%1: turn %2</source>
        <translation>%1: Zug %2</translation>
    </message>
    <message>
        <source>%1, as the turn ended.</source>
        <translation>%1, wie der Zug endete.</translation>
    </message>
    <message>
        <source>%1, the turn under way.</source>
        <translation>%1, der laufende Zug.</translation>
    </message>
    <message>
        <source>Its forces</source>
        <translation>Ihre Streitmächte</translation>
    </message>
    <message>
        <source>The side has no forces.</source>
        <translation>Die Seite hat keine Streitmächte.</translation>
    </message>
    <message>
        <source>Its moves and actions</source>
        <translation>Ihre Züge und Aktionen</translation>
    </message>
    <message>
        <source>No action kept this turn.</source>
        <translation>In diesem Zug ist keine Aktion verzeichnet.</translation>
    </message>
    <message>
        <source>Its battles</source>
        <translation>Ihre Schlachten</translation>
    </message>
    <message>
        <source>Its sieges</source>
        <translation>Ihre Belagerungen</translation>
    </message>
    <message>
        <source>No siege this turn.</source>
        <translation>Keine Belagerung in diesem Zug.</translation>
    </message>
    <message>
        <source>Its leaders</source>
        <translation>Ihre Anführer</translation>
    </message>
    <message>
        <source>Nothing happened to its leaders.</source>
        <translation>Ihren Anführern ist nichts geschehen.</translation>
    </message>
    <message>
        <source>What it saw of the others</source>
        <translation>Was sie von den anderen sah</translation>
    </message>
    <message>
        <source>No other side&apos;s force within sight.</source>
        <translation>Keine Streitmacht einer anderen Seite in Sicht.</translation>
    </message>
    <message>
        <source>The other sides have no forces.</source>
        <translation>Die anderen Seiten haben keine Streitmächte.</translation>
    </message>
    <message>
        <source>%1 - turn %2 - %3</source>
        <translation>%1 - Zug %2 - %3</translation>
    </message>
    <message numerus="yes">
        <source>As they stood %n turn(s) earlier.</source>
        <translation>
            <numerusform>Wie sie %n Zug früher standen.</numerusform>
            <numerusform>Wie sie %n Züge früher standen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The report of turn %1 was not kept on the server. Each side&apos;s report is kept there as a game master ends the turn.</source>
        <translation>Der Bericht von Zug %1 wurde auf dem Server nicht aufbewahrt. Der Bericht jeder Seite wird dort aufbewahrt, wenn ein Spielleiter den Zug beendet.</translation>
    </message>
</context>
<context>
    <name>VerifyLog</name>
    <message>
        <source>Re-deriving every roll from the seed…</source>
        <translation>Jeder Wurf wird aus dem Startwert neu abgeleitet…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Verify Log</source>
        <translation>Protokoll prüfen</translation>
    </message>
    <message numerus="yes">
        <source>All %n roll(s) in the log match the campaign&apos;s seed.</source>
        <translation>
            <numerusform>%n Wurf im Protokoll passt zum Startwert des Feldzugs.</numerusform>
            <numerusform>Alle %n Würfe im Protokoll passen zum Startwert des Feldzugs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) were entered by hand and take nothing from the generator (RULES D4).</source>
        <translation>
            <numerusform>%n Wurf wurde von Hand eingegeben und entnimmt dem Generator nichts (RULES D4).</numerusform>
            <numerusform>%n Würfe wurden von Hand eingegeben und entnehmen dem Generator nichts (RULES D4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll #%1 does not match the seed.</source>
        <translation>Wurf #%1 passt nicht zum Startwert.</translation>
    </message>
    <message>
        <source>The log does not match the seed.</source>
        <translation>Das Protokoll passt nicht zum Startwert.</translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) before it verified.</source>
        <translation>
            <numerusform>%n Wurf davor bestätigt.</numerusform>
            <numerusform>%n Würfe davor bestätigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::AccessDialog</name>
    <message>
        <source>&amp;Grant</source>
        <translation>&amp;Gewähren</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Entziehen</translation>
    </message>
    <message>
        <source>Manage Access — %1</source>
        <translation>Zugriff verwalten — %1</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>a user of the server</source>
        <translation>ein Benutzer des Servers</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>&amp;Rolle:</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>%1 has no access any more.</source>
        <translation>%1 hat keinen Zugriff mehr.</translation>
    </message>
    <message>
        <source>The server enforces these roles. A game master may do everything, access included; a player sees the leaders, forces and rolls of the side played and what is public; an observer sees only what is public. Players and observers change nothing.</source>
        <translation>Der Server setzt diese Rollen durch. Ein Spielleiter darf alles, auch den Zugriff verwalten; ein Spieler sieht die Anführer, Streitmächte und Würfe der gespielten Seite sowie alles Öffentliche; ein Beobachter sieht nur das Öffentliche. Spieler und Beobachter ändern nichts.</translation>
    </message>
    <message>
        <source>No game master changes their own access: another one does.</source>
        <translation>Kein Spielleiter ändert den eigenen Zugriff: Das tut ein anderer.</translation>
    </message>
</context>
<context>
    <name>castellan::ActionDialog</name>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation>In diesem Feldzug gibt es keinen solchen Anführer.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>noch nicht gewürfelt</translation>
    </message>
</context>
<context>
    <name>castellan::AftermathStep</name>
    <message>
        <source>Roll the &amp;aftermath</source>
        <translation>&amp;Nachspiel würfeln</translation>
    </message>
    <message>
        <source>%1 was annihilated: %2 make(s) a survival check against Heroics — below escapes, equal dies, above is captured (RULES F8, H3).</source>
        <translation>%1 wurde vernichtet: Für %2 folgt eine Überlebensprobe gegen Heldenmut — darunter: entkommt, gleich: stirbt, darüber: gefangen (RULES F8, H3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 tries to reactivate %2&apos;s %n broken unit(s): one Rally check each against %3 (RULES F8).</source>
        <translation>
            <numerusform>%1 versucht, %n aufgelöste Einheit von %2 zu reaktivieren: eine Sammelprobe gegen %3 (RULES F8).</numerusform>
            <numerusform>%1 versucht, %n aufgelöste Einheiten von %2 zu reaktivieren: je eine Sammelprobe gegen %3 (RULES F8).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rerolls gained in this battle and not spent lapse (RULES H2).</source>
        <translation>In dieser Schlacht gewonnene und nicht eingesetzte Neuwürfe verfallen (RULES H2).</translation>
    </message>
    <message>
        <source>After the battle</source>
        <translation>Nach der Schlacht</translation>
    </message>
    <message>
        <source>Survival checks for the leaders of an annihilated force, then each commander tries to reactivate the side&apos;s broken units (RULES F8).</source>
        <translation>Überlebensproben für die Anführer einer vernichteten Streitmacht, danach versucht jeder Befehlshaber, die aufgelösten Einheiten der Seite zu reaktivieren (RULES F8).</translation>
    </message>
</context>
<context>
    <name>castellan::AssassinationDialog</name>
    <message>
        <source>Assassination: %1</source>
        <translation>Attentat: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, same side)</source>
        <translation>%1 (%2, gleiche Seite)</translation>
    </message>
    <message>
        <source>There is no living leader for %1 to strike at.</source>
        <translation>Es gibt keinen lebenden Anführer, auf den %1 ein Attentat verüben könnte.</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>A single exchange: each &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; of the assassin wounds the target, each &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; of the target cancels one wound; the target&apos;s 6s do not wound the assassin (RULES G3).</source>
        <translation>Ein einziger Schlagabtausch: Jede &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; des Attentäters verwundet das Ziel, jede &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; des Ziels hebt eine Wunde auf; die 6en des Ziels verwunden den Attentäter nicht (RULES G3).</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>&amp;Strike</source>
        <translation>Zu&amp;schlagen</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n d6 (effective Duel, RULES L4);</source>
        <translation>
            <numerusform>%1 würfelt %n d6 (effektives Duell, RULES L4);</numerusform>
            <numerusform>%1 würfelt %n d6 (effektives Duell, RULES L4);</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n d6 to cancel.</source>
        <translation>
            <numerusform>%1 würfelt %n d6 zum Aufheben.</numerusform>
            <numerusform>%1 würfelt %n d6 zum Aufheben.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no dice to cancel with.</source>
        <translation>%1 hat keine Würfel zum Aufheben.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source>Wounds dealt: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Zugefügte Wunden: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No wound&lt;/b&gt; dealt.</source>
        <translation>&lt;b&gt;Keine Wunde&lt;/b&gt; zugefügt.</translation>
    </message>
    <message>
        <source>%1 is at vitality %2.</source>
        <translation>%1 hat Vitalität %2.</translation>
    </message>
    <message>
        <source>He is dead.</source>
        <translation>Er ist tot.</translation>
    </message>
    <message>
        <source>He is disabled.</source>
        <translation>Er ist kampfunfähig.</translation>
    </message>
    <message>
        <source>She is dead.</source>
        <translation>Sie ist tot.</translation>
    </message>
    <message>
        <source>They are dead.</source>
        <translation>Tot.</translation>
    </message>
    <message>
        <source>She is disabled.</source>
        <translation>Sie ist kampfunfähig.</translation>
    </message>
    <message>
        <source>They are disabled.</source>
        <translation>Kampfunfähig.</translation>
    </message>
</context>
<context>
    <name>castellan::AvoidStep</name>
    <message>
        <source>On a success the defender &amp;moves to:</source>
        <translation>Bei Erfolg &amp;zieht der Verteidiger nach:</translation>
    </message>
    <message>
        <source>&amp;Try to avoid battle</source>
        <translation>Versuchen, der Schlacht &amp;auszuweichen</translation>
    </message>
    <message>
        <source>&amp;Join battle</source>
        <translation>Schlacht an&amp;nehmen</translation>
    </message>
    <message>
        <source>%1 may try to avoid battle: &lt;b&gt;%2&lt;/b&gt; makes a Maneuver check, and succeeds on &lt;b&gt;%3 or less&lt;/b&gt;. On a success the defender moves one space off and no battle is fought; on a failure battle is joined.</source>
        <translation>%1 kann versuchen, der Schlacht auszuweichen: &lt;b&gt;%2&lt;/b&gt; legt eine Manöverprobe ab und hat bei &lt;b&gt;%3 oder weniger&lt;/b&gt; Erfolg. Bei Erfolg zieht der Verteidiger ein Feld weiter und es kommt zu keiner Schlacht; bei einem Fehlschlag wird die Schlacht geschlagen.</translation>
    </message>
    <message>
        <source>Before the battle · Avoid battle?</source>
        <translation>Vor der Schlacht · Der Schlacht ausweichen?</translation>
    </message>
    <message>
        <source>The defender&apos;s commander may make a Maneuver check to avoid battle (RULES F1).</source>
        <translation>Der Befehlshaber des Verteidigers kann eine Manöverprobe ablegen, um der Schlacht auszuweichen (RULES F1).</translation>
    </message>
    <message>
        <source>&amp;Flank Marches…</source>
        <translation>&amp;Flankenmärsche…</translation>
    </message>
    <message>
        <source>Send commands on a flank march before any die is rolled (RULES M2)</source>
        <translation>Kommandos auf einen Flankenmarsch schicken, bevor gewürfelt wird (RULES M2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n unit(s) by the %2</source>
        <translation>
            <numerusform>%1 mit %n Einheit (Rand: %2)</numerusform>
            <numerusform>%1 mit %n Einheiten (Rand: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>On a flank march (RULES M2): %1. Each rolls at the end of every round to come in (M3).</source>
        <translation>Auf Flankenmarsch (RULES M2): %1. Jeder Marsch würfelt am Ende jeder Runde für seine Ankunft (M3).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleAnswerDialog</name>
    <message>
        <source>Answer the Battle at %1</source>
        <translation>Die Schlacht bei %1 beantworten</translation>
    </message>
    <message>
        <source>Your side defends at %1, and the battle waits for your answer: choose how your side fights it. The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation>Ihre Seite verteidigt bei %1, und die Schlacht wartet auf Ihre Antwort: Wählen Sie, wie Ihre Seite sie schlägt. Der Schiedsrichter schlägt sie, sobald Sie antworten. Ohne Antwort bis %2 schlagen sie Ihre Daueranweisungen (RULES T4).</translation>
    </message>
    <message>
        <source>&amp;Fight Now</source>
        <translation>Jetzt &amp;schlagen</translation>
    </message>
    <message>
        <source>Attack at %1</source>
        <translation>Angriff auf %1</translation>
    </message>
    <message>
        <source>Your move into %1 brings a battle: choose how your side fights it. The referee fights it when he carries the move out; the defender chooses his own (RULES T4).</source>
        <translation>Ihr Zug nach %1 führt zu einer Schlacht: Wählen Sie, wie Ihre Seite sie schlägt. Der Schiedsrichter schlägt sie, wenn er den Zug ausführt; der Verteidiger trifft seine eigenen Entscheidungen (RULES T4).</translation>
    </message>
    <message>
        <source>&amp;Move and Fight</source>
        <translation>&amp;Ziehen und kämpfen</translation>
    </message>
    <message>
        <source>Flank marches (RULES M2)</source>
        <translation>Flankenmärsche (RULES M2)</translation>
    </message>
    <message>
        <source>stays in the battle</source>
        <translation>bleibt in der Schlacht</translation>
    </message>
    <message>
        <source>marches by the left</source>
        <translation>marschiert über links</translation>
    </message>
    <message>
        <source>marches by the right</source>
        <translation>marschiert über rechts</translation>
    </message>
    <message>
        <source> unit(s)</source>
        <translation> Einheit(en)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not the commander-in-chief, nor an incompetent or coward general; at most half your side&apos;s units in all. The referee sends them before any die.</source>
        <translation>Nicht der Oberbefehlshaber, kein unfähiger oder feiger General; insgesamt höchstens die Hälfte der Einheiten Ihrer Seite. Der Schiedsrichter schickt sie vor jedem Würfel los.</translation>
    </message>
    <message>
        <source>Answer the Break-in at %1</source>
        <translation>Den Einbruch bei %1 beantworten</translation>
    </message>
    <message>
        <source>The besiegers break into your fortress at %1, and the battle waits for your answer: choose how your garrison fights it. It may neither avoid nor retreat, and sends no flank march (RULES S3). The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation>Die Belagerer brechen in Ihre Festung bei %1 ein, und die Schlacht wartet auf Ihre Antwort: Wählen Sie, wie Ihre Besatzung sie schlägt. Sie darf weder ausweichen noch sich zurückziehen und schickt keinen Flankenmarsch (RULES S3). Der Schiedsrichter schlägt sie, sobald Sie antworten. Ohne Antwort bis %2 schlagen sie Ihre Daueranweisungen (RULES T4).</translation>
    </message>
    <message>
        <source>The garrison sorties against your side at %1, and the battle waits for your answer: choose how your side fights it. A sortie is not avoided (RULES S4). The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation>Die Besatzung macht bei %1 einen Ausfall gegen Ihre Seite, und die Schlacht wartet auf Ihre Antwort: Wählen Sie, wie Ihre Seite sie schlägt. Einem Ausfall weicht man nicht aus (RULES S4). Der Schiedsrichter schlägt sie, sobald Sie antworten. Ohne Antwort bis %2 schlagen sie Ihre Daueranweisungen (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleDialog</name>
    <message>
        <source>Battle: %1</source>
        <translation>Schlacht: %1</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;Resolve to the end</source>
        <translation>Bis zum &amp;Ende ausspielen</translation>
    </message>
    <message>
        <source>Fights the remaining steps with the default choices: no avoiding, no deeds, default casualties, rally always; then the aftermath (RULES F9, F8).</source>
        <translation>Spielt die übrigen Schritte mit den Standardentscheidungen aus: kein Ausweichen, keine Heldentaten, Standardverluste, immer sammeln; danach das Nachspiel (RULES F9, F8).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>eliminates</source>
        <translation>schaltet aus</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>markiert</translation>
    </message>
    <message>
        <source>The battle is over but not recorded yet. Its dice were rolled and logged (RULES D1): closing records the battle as it stands.</source>
        <translation>Die Schlacht ist vorbei, aber noch nicht eingetragen. Ihre Würfel wurden geworfen und protokolliert (RULES D1): Beim Schließen wird die Schlacht im aktuellen Stand eingetragen.</translation>
    </message>
    <message>
        <source>Dice have been rolled and logged (RULES D1), so this battle cannot be taken back. Closing now fights the rest of it with the default choices (no deeds, default casualties, rally always, RULES F9), rolls the aftermath (F8) and records the battle.</source>
        <translation>Es wurde bereits gewürfelt und protokolliert (RULES D1), daher kann diese Schlacht nicht zurückgenommen werden. Beim Schließen wird der Rest mit den Standardentscheidungen ausgespielt (keine Heldentaten, Standardverluste, immer sammeln, RULES F9), das Nachspiel gewürfelt (F8) und die Schlacht eingetragen.</translation>
    </message>
    <message>
        <source>&amp;Record and close</source>
        <translation>&amp;Eintragen und schließen</translation>
    </message>
    <message>
        <source>&amp;Resolve, record and close</source>
        <translation>&amp;Ausspielen, eintragen und schließen</translation>
    </message>
    <message>
        <source>&amp;Keep the battle open</source>
        <translation>Schlacht &amp;offen lassen</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Avoid battle</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation>Heldentaten</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Rally or retreat</source>
        <translation>Sammeln oder Rückzug</translation>
    </message>
    <message>
        <source>Aftermath</source>
        <translation>Nachspiel</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Abschluss</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Keine Schlacht</translation>
    </message>
    <message>
        <source>No battle: %1</source>
        <translation>Keine Schlacht: %1</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Dice were rolled: closing resolves the battle with the default choices and records it (RULES D1, F9).</source>
        <translation>Es wurde gewürfelt: Beim Schließen wird die Schlacht mit den Standardentscheidungen zu Ende geführt und eingetragen (RULES D1, F9).</translation>
    </message>
    <message>
        <source>Nothing has been rolled: closing changes nothing.</source>
        <translation>Es wurde nichts gewürfelt: Schließen ändert nichts.</translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Streitmacht.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Fight on the &amp;Battle Board…</source>
        <translation>Auf dem Schlacht&amp;brett austragen…</translation>
    </message>
    <message>
        <source>Fight this battle on the hex battle board with Command dice (RULES C) instead of in rounds</source>
        <translation>Diese Schlacht auf dem Hex-Schlachtbrett mit Befehlswürfeln (RULES C) statt in Runden austragen</translation>
    </message>
    <message>
        <source>Battle Board</source>
        <translation>Schlachtbrett</translation>
    </message>
    <message>
        <source>Fights the remaining steps with each side&apos;s choices from its standing orders, the default choices where it set none; then the aftermath (RULES T4, F9, F8).</source>
        <translation>Spielt die übrigen Schritte mit den Entscheidungen jeder Seite aus ihren Daueranweisungen aus, mit den Standardentscheidungen, wo sie keine gesetzt hat; danach das Nachspiel (RULES T4, F9, F8).</translation>
    </message>
    <message>
        <source>&lt;b&gt;On the battle board:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Auf dem Schlachtbrett:&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>castellan::BattleDiceRow</name>
    <message numerus="yes">
        <source>%n battle dice, as rolled</source>
        <translation>
            <numerusform>%n Schlachtwürfel, wie gewürfelt</numerusform>
            <numerusform>%n Schlachtwürfel, wie gewürfelt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::BattleOddsPanel</name>
    <message>
        <source>mutual defeat</source>
        <translation>beidseitige Niederlage</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt;</source>
        <translation>&lt;i&gt;wird berechnet…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Annihilated: %1 %2 · %3 %4&lt;br&gt;Units left on average: %1 %5 · %3 %6</source>
        <translation>Vernichtet: %1 %2 · %3 %4&lt;br&gt;Verbleibende Einheiten im Mittel: %1 %5 · %3 %6</translation>
    </message>
    <message>
        <source>ODDS AS THE BATTLE STANDS</source>
        <translation>CHANCEN BEIM AKTUELLEN STAND</translation>
    </message>
    <message>
        <source>counting rounds…</source>
        <translation>Runden werden gezählt…</translation>
    </message>
    <message>
        <source>exact · rally pending</source>
        <translation>exakt · Sammeln ausstehend</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>wird berechnet…</translation>
    </message>
    <message>
        <source>&lt;i&gt;counting rounds…&lt;/i&gt;</source>
        <translation>&lt;i&gt;Runden werden gezählt…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>no odds</source>
        <translation>keine Chancenberechnung</translation>
    </message>
    <message>
        <source>The exact odds are being computed in the background (RULES O1).</source>
        <translation>Die exakten Chancen werden im Hintergrund berechnet (RULES O1).</translation>
    </message>
    <message>
        <source>Exact odds under the default choices: default casualties, rally always, no retreat, no deeds (RULES F9, O1).</source>
        <translation>Exakte Chancen mit den Standardentscheidungen: Standardverluste, immer sammeln, kein Rückzug, keine Heldentaten (RULES F9, O1).</translation>
    </message>
    <message>
        <source>decided</source>
        <translation>entschieden</translation>
    </message>
    <message>
        <source>The battle is decided: the result is certain.</source>
        <translation>Die Schlacht ist entschieden: Das Ergebnis steht fest.</translation>
    </message>
    <message>
        <source>Flagged units are counted as they may rally before the next round (RULES F5).</source>
        <translation>Markierte Einheiten werden so gezählt, wie sie sich vor der nächsten Runde sammeln können (RULES F5).</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>The rounds are not counted for a break-in battle (RULES S3).</source>
        <translation>Bei einer Einbruchsschlacht werden die Runden nicht gezählt (RULES S3).</translation>
    </message>
    <message>
        <source>The rounds are not counted for armies this large.</source>
        <translation>Bei so großen Armeen werden die Runden nicht gezählt.</translation>
    </message>
    <message>
        <source>Exact odds of the break-in under the default choices: default casualties, rally always, the besieger never withdraws, no deeds (RULES S3, F9, O1).</source>
        <translation>Exakte Chancen des Einbruchs mit den Standardentscheidungen: Standardverluste, immer sammeln, der Belagerer zieht sich nie zurück, keine Heldentaten (RULES S3, F9, O1).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleReportsDialog</name>
    <message>
        <source>&amp;Export HTML…</source>
        <translation>Als HTML &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Battle reports: %1</source>
        <translation>Schlachtberichte: %1</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>No battle has been fought in this campaign yet.
Battles are fought from a force.</source>
        <translation>In diesem Feldzug wurde noch keine Schlacht geschlagen.
Schlachten werden von einer Streitmacht aus geschlagen.</translation>
    </message>
    <message>
        <source>There is no such battle in this campaign.</source>
        <translation>In diesem Feldzug gibt es keine solche Schlacht.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export battle report</source>
        <translation>Schlachtbericht exportieren</translation>
    </message>
    <message>
        <source>HTML pages (*.html *.htm)</source>
        <translation>HTML-Seiten (*.html *.htm)</translation>
    </message>
    <message>
        <source>Print battle report</source>
        <translation>Schlachtbericht drucken</translation>
    </message>
</context>
<context>
    <name>castellan::BattleSidePanel</name>
    <message>
        <source>ATTACKER</source>
        <translation>ANGREIFER</translation>
    </message>
    <message>
        <source>DEFENDER</source>
        <translation>VERTEIDIGER</translation>
    </message>
    <message>
        <source>no side</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>zurückgezogen</translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n geordnet</numerusform>
            <numerusform>%n geordnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n markiert</numerusform>
            <numerusform>%n markiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken</source>
        <translation>
            <numerusform>%n aufgelöst</numerusform>
            <numerusform>%n aufgelöst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n eliminated</source>
        <translation>
            <numerusform>%n ausgeschaltet</numerusform>
            <numerusform>%n ausgeschaltet</numerusform>
        </translation>
    </message>
    <message>
        <source>Fires %1 dice a round: %2 good + %3 Battle bonus (RULES F2, R1)</source>
        <translation>Feuert mit %1 Würfeln pro Runde: %2 geordnet + %3 Schlacht-Bonus (RULES F2, R1)</translation>
    </message>
    <message>
        <source>&lt;i&gt;No leader: the side is leaderless (RULES R1, F5).&lt;/i&gt;</source>
        <translation>&lt;i&gt;Kein Anführer: Die Seite ist führerlos (RULES R1, F5).&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;No able leader: the side is leaderless (RULES R1, F5).&lt;/i&gt;</source>
        <translation>&lt;i&gt;Kein kampffähiger Anführer: Die Seite ist führerlos (RULES R1, F5).&lt;/i&gt;</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>%1 (capped from %2)</source>
        <translation>%1 (begrenzt, statt %2)</translation>
    </message>
    <message>
        <source>Battle %1 · Rally %2 · Maneuver %3 · Heroics %4</source>
        <translation>Schlacht %1 · Sammeln %2 · Manöver %3 · Heldenmut %4</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n Neuwurf</numerusform>
            <numerusform>%n Neuwürfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Fires 1 die a round: one per good-order unit (RULES F2)</source>
        <translation>Feuert mit 1 Würfel pro Runde: einer je geordnete Einheit (RULES F2)</translation>
    </message>
    <message>
        <source>Fires %1 dice a round: one per good-order unit (RULES F2)</source>
        <translation>Feuert mit %1 Würfeln pro Runde: einer je geordnete Einheit (RULES F2)</translation>
    </message>
    <message>
        <source>and %1 more for its broken units, their 6s counted as 5s (RULES S3)</source>
        <translation>und %1 weitere für ihre aufgelösten Einheiten, deren 6en als 5en zählen (RULES S3)</translation>
    </message>
    <message>
        <source>Commander: this leader&apos;s Battle and Rally count for the side (RULES R1, F5)</source>
        <translation>Befehlshaber: Die Werte dieses Anführers für Schlacht und Sammeln gelten für die Seite (RULES R1, F5)</translation>
    </message>
</context>
<context>
    <name>castellan::BattleStep</name>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; and holds the field; %2 is defeated.</source>
        <translation>&lt;b&gt;%1 siegt&lt;/b&gt; und behauptet das Feld; %2 ist geschlagen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mutual defeat:&lt;/b&gt; both sides are defeated and retreat (RULES F4, F6).</source>
        <translation>&lt;b&gt;Beidseitige Niederlage:&lt;/b&gt; Beide Seiten sind geschlagen und ziehen sich zurück (RULES F4, F6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 avoids battle:&lt;/b&gt; it moves one space off and no battle is fought (RULES F1).</source>
        <translation>&lt;b&gt;%1 weicht der Schlacht aus:&lt;/b&gt; Die Streitmacht zieht ein Feld weiter, es kommt zu keiner Schlacht (RULES F1).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleStepLog</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>before</source>
        <translation>vorher</translation>
    </message>
</context>
<context>
    <name>castellan::BoardOddsPanel</name>
    <message>
        <source>&lt;b&gt;The battle&apos;s odds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Aussichten der Schlacht&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Each side&apos;s chance to win from the board as it stands: %n battle(s) played on by the automatic player for both sides, with the 95% interval</source>
        <translation>
            <numerusform>Die Siegchance jeder Seite vom jetzigen Stand des Bretts aus: %n Schlacht, vom automatischen Spieler für beide Seiten zu Ende gespielt, mit dem 95-%-Intervall</numerusform>
            <numerusform>Die Siegchance jeder Seite vom jetzigen Stand des Bretts aus: %n Schlachten, vom automatischen Spieler für beide Seiten zu Ende gespielt, mit dem 95-%-Intervall</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing %n battle(s) on from here…</source>
        <translation>
            <numerusform>%n Schlacht wird von hier aus gespielt …</numerusform>
            <numerusform>%n Schlachten werden von hier aus gespielt …</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>%1 %2% ± %3%</source>
        <translation>%1 %2 % ± %3 %</translation>
    </message>
    <message>
        <source>%1 (%2% %3)</source>
        <translation>%1 (%2 % %3)</translation>
    </message>
    <message>
        <source>Not over after %1 turns: %2%</source>
        <translation>Nach %1 Zügen nicht entschieden: %2 %</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played on from here.</source>
        <translation>
            <numerusform>Aus %n von hier aus gespielten Schlacht.</numerusform>
            <numerusform>Aus %n von hier aus gespielten Schlachten.</numerusform>
        </translation>
    </message>
    <message>
        <source>before this roll</source>
        <translation>vor diesem Wurf</translation>
    </message>
    <message>
        <source>before this activation</source>
        <translation>vor dieser Aktivierung</translation>
    </message>
    <message>
        <source>before this move</source>
        <translation>vor dieser Bewegung</translation>
    </message>
    <message>
        <source>before this attack</source>
        <translation>vor diesem Angriff</translation>
    </message>
    <message>
        <source>before this follow up</source>
        <translation>vor diesem Nachrücken</translation>
    </message>
    <message>
        <source>before the turn ended</source>
        <translation>vor dem Ende des Zuges</translation>
    </message>
    <message>
        <source>before the marches&apos; roll</source>
        <translation>vor dem Wurf der Flankenmärsche</translation>
    </message>
    <message>
        <source>before this arrival</source>
        <translation>vor dieser Ankunft</translation>
    </message>
    <message>
        <source>before this shift</source>
        <translation>vor dieser Verschiebung</translation>
    </message>
    <message>
        <source>before the withdrawal</source>
        <translation>vor dem Rückzug</translation>
    </message>
    <message>
        <source>before the activation ended</source>
        <translation>vor dem Ende der Aktivierung</translation>
    </message>
    <message>
        <source>Playing on from here: %1 of %2 battles so far…</source>
        <translation>Von hier aus weitergespielt: bisher %1 von %2 Schlachten …</translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played on from here, in the time allowed.</source>
        <translation>
            <numerusform>Aus %n von hier aus gespielten Schlacht, in der erlaubten Zeit.</numerusform>
            <numerusform>Aus %n von hier aus gespielten Schlachten, in der erlaubten Zeit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::BreakInDialog</name>
    <message>
        <source>Siege of %1, turn %2</source>
        <translation>Belagerung von %1, Zug %2</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>Sortie (RULES S4)</source>
        <translation>Ausfall (RULES S4)</translation>
    </message>
    <message>
        <source>Go back inside</source>
        <translation>In die Festung zurückkehren</translation>
    </message>
    <message>
        <source>Take the hex it held</source>
        <translation>Dessen Hexfeld einnehmen</translation>
    </message>
    <message>
        <source>&amp;Sortie…</source>
        <translation>&amp;Ausfall…</translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation>Greift an:</translation>
    </message>
    <message>
        <source>If it wins:</source>
        <translation>Bei einem Sieg:</translation>
    </message>
    <message>
        <source>Break-in roll (RULES S2): 1 costs a unit, 6 breaks in</source>
        <translation>Einbruchswurf (RULES S2): 1 kostet eine Einheit, 6 bricht ein</translation>
    </message>
    <message>
        <source>The unit lost comes from:</source>
        <translation>Die verlorene Einheit stammt aus:</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n Einheit)</numerusform>
            <numerusform>%1 (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Re&amp;roll</source>
        <translation>&amp;Neu würfeln</translation>
    </message>
    <message>
        <source>&amp;Keep this result</source>
        <translation>Ergebnis &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Fight the break-in battle…</source>
        <translation>Einbruchs&amp;schlacht austragen…</translation>
    </message>
    <message>
        <source>The siege is over: %1.</source>
        <translation>Die Belagerung ist vorbei: %1.</translation>
    </message>
    <message>
        <source>a break-in</source>
        <translation>ein Einbruch</translation>
    </message>
    <message>
        <source>a unit lost</source>
        <translation>eine Einheit verloren</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Rolled %1: %2. Rerolls left: %3 of %4.%5</source>
        <translation>%1 gewürfelt: %2. Verbleibende Neuwürfe: %3 von %4.%5</translation>
    </message>
    <message>
        <source> The default is to reroll anything but a 6.</source>
        <translation> Standardmäßig wird alles außer einer 6 neu gewürfelt.</translation>
    </message>
    <message>
        <source>The sortie comes once the break-in roll is kept (RULES S4).</source>
        <translation>Der Ausfall folgt, sobald der Einbruchswurf behalten wird (RULES S4).</translation>
    </message>
    <message>
        <source>The break-in battle comes first; a sortie follows it if the fortress holds (RULES S4).</source>
        <translation>Zuerst kommt die Einbruchsschlacht; hält die Festung, folgt ein Ausfall (RULES S4).</translation>
    </message>
    <message>
        <source>&amp;Heroic reroll</source>
        <translation>&amp;Heldenhafter Neuwurf</translation>
    </message>
    <message>
        <source>&amp;Heroic reroll (%1 held)</source>
        <translation>&amp;Heldenhafter Neuwurf (%1 verfügbar)</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Bei</translation>
    </message>
    <message>
        <source>No able leader is inside: the units go out alone.</source>
        <translation>Kein handlungsfähiger Anführer ist in der Festung: Die Einheiten rücken allein aus.</translation>
    </message>
    <message>
        <source>Units going:</source>
        <translation>Ausrückende Einheiten:</translation>
    </message>
    <message>
        <source>Leaders going:</source>
        <translation>Ausrückende Anführer:</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) in good order, from every garrison force; broken units stay inside (RULES S4).</source>
        <translation>
            <numerusform>%n geordnete Einheit, aus jeder Besatzungsstreitmacht; aufgelöste Einheiten bleiben in der Festung (RULES S4).</numerusform>
            <numerusform>%n geordnete Einheiten, aus jeder Besatzungsstreitmacht; aufgelöste Einheiten bleiben in der Festung (RULES S4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The break-in battle has been fought; %1 holds.</source>
        <translation>Die Einbruchsschlacht ist geschlagen; %1 hält.</translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll was a 6: the break-in battle is owed, and the turn waits for it (RULES S3).</source>
        <translation>Der Einbruchswurf dieses Zuges war eine 6: Die Einbruchsschlacht steht aus, und der Zug wartet auf sie (RULES S3).</translation>
    </message>
    <message>
        <source>A besieging leader spends a reroll of their own on the die; those left lapse when the roll is kept (RULES H2).</source>
        <translation>Ein belagernder Anführer setzt einen eigenen Neuwurf für den Würfel ein; die übrigen verfallen, wenn der Wurf behalten wird (RULES H2).</translation>
    </message>
    <message>
        <source> The besieger&apos;s standing order: %1.</source>
        <translation> Daueranweisung des Belagerers: %1.</translation>
    </message>
    <message>
        <source>alone inside</source>
        <translation>allein in der Festung</translation>
    </message>
    <message>
        <source>%1: Battle %2</source>
        <translation>%1: Schlacht %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 (%n unit(s))</source>
        <translation>
            <numerusform>%1 bei %2 (%n Einheit)</numerusform>
            <numerusform>%1 bei %2 (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no besieging force to attack)</source>
        <translation>(keine belagernde Streitmacht anzugreifen)</translation>
    </message>
</context>
<context>
    <name>castellan::CampaignSession</name>
    <message>
        <source>Cannot Create the Sample Campaign</source>
        <translation>Beispielfeldzug kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>Feldzug kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot Create Campaign</source>
        <translation>Feldzug kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>%1 erstellt</translation>
    </message>
    <message>
        <source>Cannot Save Campaign</source>
        <translation>Feldzug kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Campaign File Error</source>
        <translation>Fehler in der Feldzugsdatei</translation>
    </message>
    <message>
        <source>Opened %1 read-only</source>
        <translation>%1 schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>%1 is open in another window: that window is brought to the front</source>
        <translation>%1 ist bereits in einem anderen Fenster geöffnet: Dieses Fenster wird in den Vordergrund geholt</translation>
    </message>
    <message>
        <source>Not Done</source>
        <translation>Nicht ausgeführt</translation>
    </message>
</context>
<context>
    <name>castellan::CaptureDialog</name>
    <message>
        <source>Capture %1</source>
        <translation>%1 gefangen nehmen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. He keeps his sheet, and can be released or exchanged later (RULES L6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; wird gefangen genommen. Er behält seinen Anführerbogen und kann später freigelassen oder ausgetauscht werden (RULES L6).</translation>
    </message>
    <message>
        <source>Held &amp;by:</source>
        <translation>Festgehalten &amp;von:</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Gefangen nehmen</translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold him.</source>
        <translation>In diesem Feldzug gibt es keine andere Seite, die ihn festhalten könnte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. She keeps her sheet, and can be released or exchanged later (RULES L6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; wird gefangen genommen. Sie behält ihren Anführerbogen und kann später freigelassen oder ausgetauscht werden (RULES L6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. They keep their sheet, and can be released or exchanged later (RULES L6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; wird gefangen genommen. Der Anführerbogen bleibt erhalten; Freilassung oder Austausch sind später möglich (RULES L6).</translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold her.</source>
        <translation>In diesem Feldzug gibt es keine andere Seite, die sie festhalten könnte.</translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold them.</source>
        <translation>In diesem Feldzug gibt es keine andere Seite, die diesen Anführer festhalten könnte.</translation>
    </message>
</context>
<context>
    <name>castellan::CasualtiesStep</name>
    <message>
        <source>&amp;Apply hits</source>
        <translation>Treffer &amp;anwenden</translation>
    </message>
    <message>
        <source>Round %1 · Casualties</source>
        <translation>Runde %1 · Verluste</translation>
    </message>
    <message>
        <source>Each side takes the hits it received: each 6 eliminates one unit of its choice (broken and flagged ones too), then each 5 flags one good-order unit; surplus 5s are lost (RULES F3). The default eliminates broken units first.</source>
        <translation>Jede Seite nimmt die erhaltenen Treffer hin: Jede 6 schaltet eine Einheit ihrer Wahl aus (auch aufgelöste und markierte), danach markiert jede 5 eine geordnete Einheit; überzählige 5en verfallen (RULES F3). Standardmäßig werden zuerst aufgelöste Einheiten ausgeschaltet.</translation>
    </message>
    <message>
        <source>Share among forces…</source>
        <translation>Auf Streitmächte verteilen…</translation>
    </message>
    <message>
        <source>Give each loss to one of the side&apos;s forces (RULES F0)</source>
        <translation>Jeden Verlust einer der Streitmächte der Seite zuweisen (RULES F0)</translation>
    </message>
    <message>
        <source>Hits on %1</source>
        <translation>Treffer auf %1</translation>
    </message>
    <message>
        <source>%1: %2 eliminated, %3 flagged</source>
        <translation>%1: %2 ausgeschaltet, %3 markiert</translation>
    </message>
    <message>
        <source>Losses by force: %1</source>
        <translation>Verluste nach Streitmacht: %1</translation>
    </message>
</context>
<context>
    <name>castellan::CasualtyEditor</name>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>no enemy dice</source>
        <translation>keine feindlichen Würfel</translation>
    </message>
    <message>
        <source>Broken units first, then flagged, then good order (RULES F3)</source>
        <translation>Zuerst aufgelöste Einheiten, dann markierte, dann geordnete (RULES F3)</translation>
    </message>
    <message>
        <source>Receives &lt;b&gt;%1&lt;/b&gt; × 6 and &lt;b&gt;%2&lt;/b&gt; × 5.</source>
        <translation>Erhält &lt;b&gt;%1&lt;/b&gt; × 6 und &lt;b&gt;%2&lt;/b&gt; × 5.</translation>
    </message>
    <message numerus="yes">
        <source>%n surplus 5(s) lost.</source>
        <translation>
            <numerusform>%n überzählige 5 verfällt.</numerusform>
            <numerusform>%n überzählige 5en verfallen.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the hits: &lt;b&gt;%1&lt;/b&gt; good, &lt;b&gt;%2&lt;/b&gt; flagged, &lt;b&gt;%3&lt;/b&gt; broken.</source>
        <translation>Nach den Treffern: &lt;b&gt;%1&lt;/b&gt; geordnet, &lt;b&gt;%2&lt;/b&gt; markiert, &lt;b&gt;%3&lt;/b&gt; aufgelöst.</translation>
    </message>
    <message>
        <source>(your choice)</source>
        <translation>(Ihre Wahl)</translation>
    </message>
    <message>
        <source>6s eliminate:</source>
        <translation>6en schalten aus:</translation>
    </message>
    <message>
        <source>&amp;broken</source>
        <translation>&amp;aufgelöste</translation>
    </message>
    <message>
        <source>f&amp;lagged</source>
        <translation>&amp;markierte</translation>
    </message>
    <message>
        <source>&amp;good order</source>
        <translation>&amp;geordnete</translation>
    </message>
    <message numerus="yes">
        <source>The 5s then flag %n good-order unit(s).</source>
        <translation>
            <numerusform>Die 5en markieren dann %n geordnete Einheit.</numerusform>
            <numerusform>Die 5en markieren dann %n geordnete Einheiten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::CompositionEditor</name>
    <message>
        <source>Units of cavalry, for a battle fought on the battle board (RULES C2)</source>
        <translation>Kavallerie-Einheiten, für eine Schlacht auf dem Schlachtbrett (RULES C2)</translation>
    </message>
    <message>
        <source>Units of artillery, for a battle fought on the battle board (RULES C2)</source>
        <translation>Artillerie-Einheiten, für eine Schlacht auf dem Schlachtbrett (RULES C2)</translation>
    </message>
    <message numerus="yes">
        <source> cavalry</source>
        <translation>
            <numerusform> Kavallerie</numerusform>
            <numerusform> Kavallerie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> artillery</source>
        <translation>
            <numerusform> Artillerie</numerusform>
            <numerusform> Artillerie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n infantry</source>
        <translation>
            <numerusform>und %n Infanterie</numerusform>
            <numerusform>und %n Infanterie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::CreationPool</name>
    <message>
        <source>Die %1: drag it onto a trait, or press %1 then the trait&apos;s letter</source>
        <translation>Würfel %1: Ziehen Sie ihn auf eine Eigenschaft oder drücken Sie %1 und dann den Buchstaben der Eigenschaft</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>castellan::DeedDialog</name>
    <message>
        <source>−%1 vit.</source>
        <translation>−%1 Vit.</translation>
    </message>
    <message>
        <source>no rerolls</source>
        <translation>keine Neuwürfe</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <source>Heroic Deed: %1</source>
        <translation>Heldentat: %1</translation>
    </message>
    <message>
        <source>Heroics %1, capped by his vitality %2: he rolls against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation>Heldenmut %1, begrenzt durch seine Vitalität %2: Er würfelt gegen &lt;b&gt;%3&lt;/b&gt; (RULES L4).</translation>
    </message>
    <message>
        <source>He rolls 1d6 against his Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Er würfelt 1d6 gegen seinen Heldenmut von &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Equal to his Heroics: 1 wound and as many rerolls as his Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation>Gleich seinem Heldenmut: 1 Wunde und so viele Neuwürfe wie sein Heldenmut. Darunter: so viele Wunden und Neuwürfe wie die Differenz. Darüber: so viele Wunden wie die Differenz, kein Gewinn. Neuwürfe werden in dem Ereignis eingesetzt, in dem sie gewonnen wurden (RULES H1, H2).</translation>
    </message>
    <message>
        <source>What each face does</source>
        <translation>Was jede Augenzahl bewirkt</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>&amp;Attempt deed</source>
        <translation>Heldentat &amp;versuchen</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt; against %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gegen %2 gewürfelt.</translation>
    </message>
    <message>
        <source>Wounds taken: &lt;b&gt;%1&lt;/b&gt; · rerolls gained: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Erlittene Wunden: &lt;b&gt;%1&lt;/b&gt; · gewonnene Neuwürfe: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Vitality %1 → %2 · rerolls held: %3</source>
        <translation>Vitalität %1 → %2 · verfügbare Neuwürfe: %3</translation>
    </message>
    <message>
        <source>He is now %1.</source>
        <translation>Er ist jetzt %1.</translation>
    </message>
    <message numerus="yes">
        <source>+%n reroll(s)</source>
        <translation>
            <numerusform>+%n Neuwurf</numerusform>
            <numerusform>+%n Neuwürfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroics %1, capped by her vitality %2: she rolls against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation>Heldenmut %1, begrenzt durch ihre Vitalität %2: Sie würfelt gegen &lt;b&gt;%3&lt;/b&gt; (RULES L4).</translation>
    </message>
    <message>
        <source>Heroics %1, capped by their vitality %2: they roll against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation>Heldenmut %1, begrenzt durch die eigene Vitalität %2: Gewürfelt wird gegen &lt;b&gt;%3&lt;/b&gt; (RULES L4).</translation>
    </message>
    <message>
        <source>She rolls 1d6 against her Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Sie würfelt 1d6 gegen ihren Heldenmut von &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>They roll 1d6 against their Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Gewürfelt wird 1d6 gegen den eigenen Heldenmut von &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>She is now %1.</source>
        <translation>Sie ist jetzt %1.</translation>
    </message>
    <message>
        <source>They are now %1.</source>
        <translation>Jetzt %1.</translation>
    </message>
    <message>
        <source>Equal to her Heroics: 1 wound and as many rerolls as her Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation>Gleich ihrem Heldenmut: 1 Wunde und so viele Neuwürfe wie ihr Heldenmut. Darunter: so viele Wunden und Neuwürfe wie die Differenz. Darüber: so viele Wunden wie die Differenz, kein Gewinn. Neuwürfe werden in dem Ereignis eingesetzt, in dem sie gewonnen wurden (RULES H1, H2).</translation>
    </message>
    <message>
        <source>Equal to their Heroics: 1 wound and as many rerolls as their Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation>Gleich dem eigenen Heldenmut: 1 Wunde und so viele Neuwürfe wie der Heldenmut. Darunter: so viele Wunden und Neuwürfe wie die Differenz. Darüber: so viele Wunden wie die Differenz, kein Gewinn. Neuwürfe werden in dem Ereignis eingesetzt, in dem sie gewonnen wurden (RULES H1, H2).</translation>
    </message>
</context>
<context>
    <name>castellan::DeedsStep</name>
    <message>
        <source>Roll &amp;fire</source>
        <translation>&amp;Feuer würfeln</translation>
    </message>
    <message>
        <source>No leader with this force.</source>
        <translation>Kein Anführer bei dieser Streitmacht.</translation>
    </message>
    <message>
        <source>Heroic deed: %1 (Heroics %2)</source>
        <translation>Heldentat: %1 (Heldenmut %2)</translation>
    </message>
    <message>
        <source>Roll 1d6 against Heroics %1: wounds, and rerolls for this side&apos;s fire dice (RULES H1, H2).</source>
        <translation>1d6 gegen Heldenmut %1 würfeln: Wunden und Neuwürfe für die Feuerwürfel dieser Seite (RULES H1, H2).</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s) ready for this round&apos;s fire (RULES H2).</source>
        <translation>
            <numerusform>%n Neuwurf bereit für das Feuer dieser Runde (RULES H2).</numerusform>
            <numerusform>%n Neuwürfe bereit für das Feuer dieser Runde (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 · Heroic deeds, then fire</source>
        <translation>Runde %1 · Heldentaten, dann Feuer</translation>
    </message>
    <message>
        <source>Any able leader may first attempt a heroic deed: 1d6 against the leader&apos;s Heroics, for wounds and rerolls of the side&apos;s fire dice (RULES F7, H1, H2). Then both sides fire at once.</source>
        <translation>Jeder kampffähige Anführer kann zuerst eine Heldentat versuchen: 1d6 gegen den Heldenmut des Anführers, für Wunden und Neuwürfe der Feuerwürfel der Seite (RULES F7, H1, H2). Dann feuern beide Seiten gleichzeitig.</translation>
    </message>
</context>
<context>
    <name>castellan::DiceRow</name>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
</context>
<context>
    <name>castellan::DieEntryDialog</name>
    <message>
        <source>Table Dice</source>
        <translation>Tischwürfel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll %1d%2 at the table&lt;/b&gt;&lt;br&gt;for %3</source>
        <translation>&lt;b&gt;Würfeln Sie %1d%2 am Tisch&lt;/b&gt;&lt;br&gt;für %3</translation>
    </message>
    <message>
        <source>No face yet</source>
        <translation>Noch keine Augenzahl</translation>
    </message>
    <message>
        <source>Type each face with the keys 1 to %1; Backspace takes the last one back (RULES D4).</source>
        <translation>Geben Sie jede Augenzahl mit den Tasten 1 bis %1 ein; die Rücktaste nimmt die letzte zurück (RULES D4).</translation>
    </message>
    <message>
        <source>&amp;Use These Faces</source>
        <translation>Diese Augenzahlen &amp;verwenden</translation>
    </message>
    <message>
        <source>&amp;Let Castellan Roll</source>
        <translation>&amp;Castellan würfeln lassen</translation>
    </message>
    <message>
        <source>%1 of %2 dice entered</source>
        <translation>%1 von %2 Würfeln eingegeben</translation>
    </message>
</context>
<context>
    <name>castellan::DieFaceWidget</name>
    <message>
        <source>No die</source>
        <translation>Kein Würfel</translation>
    </message>
    <message>
        <source>Die showing %1, replaced by a reroll</source>
        <translation>Würfel zeigt %1, durch Neuwurf ersetzt</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation>Würfel zeigt %1</translation>
    </message>
</context>
<context>
    <name>castellan::DuelDialog</name>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 ist tot.</translation>
    </message>
    <message>
        <source>%1 is disabled.</source>
        <translation>%1 ist kampfunfähig.</translation>
    </message>
    <message>
        <source>Duel: %1</source>
        <translation>Duell: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, same side)</source>
        <translation>%1 (%2, gleiche Seite)</translation>
    </message>
    <message>
        <source>There is no other able leader for %1 to duel (RULES G1, L3).</source>
        <translation>Es gibt keinen anderen kampffähigen Anführer, mit dem sich %1 duellieren könnte (RULES G1, L3).</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>vs.</source>
        <translation>gegen</translation>
    </message>
    <message>
        <source>Each exchange both roll their effective Duel in d6 at once. Each &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; wounds the opponent; each &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; cancels one wound against the roller. The duel goes on until one is disabled or dead, or you end it (RULES G1, G2).</source>
        <translation>In jedem Schlagabtausch würfeln beide gleichzeitig ihr effektives Duell in d6. Jede &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; verwundet den Gegner; jede &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; hebt eine Wunde gegen den Werfer auf. Das Duell dauert an, bis einer kampfunfähig oder tot ist oder Sie es beenden (RULES G1, G2).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>took</source>
        <translation>erlitten</translation>
    </message>
    <message>
        <source>No exchange fought yet.</source>
        <translation>Noch kein Schlagabtausch ausgetragen.</translation>
    </message>
    <message>
        <source>&amp;Fight exchange</source>
        <translation>Schlag&amp;abtausch austragen</translation>
    </message>
    <message>
        <source>Fight to the &amp;end</source>
        <translation>Bis zum &amp;Ende kämpfen</translation>
    </message>
    <message>
        <source>E&amp;nd duel</source>
        <translation>Duell &amp;beenden</translation>
    </message>
    <message numerus="yes">
        <source>Duel %1, capped by vitality: rolls &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</source>
        <translation>
            <numerusform>Duell %1, durch Vitalität begrenzt: würfelt &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</numerusform>
            <numerusform>Duell %1, durch Vitalität begrenzt: würfelt &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duel %1: rolls &lt;b&gt;%n&lt;/b&gt; d6</source>
        <translation>
            <numerusform>Duell %1: würfelt &lt;b&gt;%n&lt;/b&gt; d6</numerusform>
            <numerusform>Duell %1: würfelt &lt;b&gt;%n&lt;/b&gt; d6</numerusform>
        </translation>
    </message>
    <message>
        <source>The opponent is fixed once the first exchange is fought.</source>
        <translation>Der Gegner steht fest, sobald der erste Schlagabtausch ausgetragen ist.</translation>
    </message>
    <message>
        <source>Record &amp;duel</source>
        <translation>&amp;Duell eintragen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Dice were rolled: closing records the duel as it stands.</source>
        <translation>Es wurde gewürfelt: Beim Schließen wird das Duell im aktuellen Stand eingetragen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The duel is over&lt;/b&gt; after exchange %1.</source>
        <translation>&lt;b&gt;Das Duell ist vorbei&lt;/b&gt; nach Schlagabtausch %1.</translation>
    </message>
    <message>
        <source>After exchange %1: %2 at vitality %3, %4 at vitality %5.</source>
        <translation>Nach Schlagabtausch %1: %2 mit Vitalität %3, %4 mit Vitalität %5.</translation>
    </message>
    <message>
        <source>Ready to fight.</source>
        <translation>Bereit zum Kampf.</translation>
    </message>
</context>
<context>
    <name>castellan::ExchangeActions</name>
    <message>
        <source>&amp;Leader Sheets…</source>
        <translation>&amp;Anführerbögen…</translation>
    </message>
    <message>
        <source>Print the sheets of the leaders selected in the roster</source>
        <translation>Die Bögen der in der Anführerliste ausgewählten Anführer drucken</translation>
    </message>
    <message>
        <source>The Whole &amp;Roster…</source>
        <translation>Gesamte Anführer&amp;liste…</translation>
    </message>
    <message>
        <source>Print every leader&apos;s sheet</source>
        <translation>Den Bogen jedes Anführers drucken</translation>
    </message>
    <message>
        <source>&amp;Force Sheets…</source>
        <translation>&amp;Streitmachtbögen…</translation>
    </message>
    <message>
        <source>Print a sheet for each force</source>
        <translation>Für jede Streitmacht einen Bogen drucken</translation>
    </message>
    <message>
        <source>&amp;Siege Summaries…</source>
        <translation>&amp;Belagerungsübersichten…</translation>
    </message>
    <message>
        <source>Print a summary of each siege (RULES S1-S5)</source>
        <translation>Eine Übersicht jeder Belagerung drucken (RULES S1-S5)</translation>
    </message>
    <message>
        <source>The Whole &amp;Campaign…</source>
        <translation>Gesamter &amp;Feldzug…</translation>
    </message>
    <message>
        <source>Print a title page, the roster, the forces, the map, the sieges and every leader&apos;s sheet</source>
        <translation>Titelseite, Anführerliste, Streitmächte, Karte, Belagerungen und den Bogen jedes Anführers drucken</translation>
    </message>
    <message>
        <source>The &amp;Map…</source>
        <translation>&amp;Karte…</translation>
    </message>
    <message>
        <source>Print the map on one page, or to scale across several</source>
        <translation>Die Karte auf einer Seite drucken oder maßstabsgetreu über mehrere Seiten</translation>
    </message>
    <message>
        <source>Roster as &amp;CSV…</source>
        <translation>Anführerliste als &amp;CSV…</translation>
    </message>
    <message>
        <source>The roster for a spreadsheet: a row a leader</source>
        <translation>Die Anführerliste für eine Tabellenkalkulation: eine Zeile pro Anführer</translation>
    </message>
    <message>
        <source>Roster as &amp;JSON…</source>
        <translation>Anführerliste als &amp;JSON…</translation>
    </message>
    <message>
        <source>The roster with each leader&apos;s sheet and history, to import into another campaign</source>
        <translation>Die Anführerliste mit Bogen und Chronik jedes Anführers, zum Import in einen anderen Feldzug</translation>
    </message>
    <message>
        <source>&amp;Forces as CSV…</source>
        <translation>Streit&amp;mächte als CSV…</translation>
    </message>
    <message>
        <source>The forces for a spreadsheet: a row a force</source>
        <translation>Die Streitmächte für eine Tabellenkalkulation: eine Zeile pro Streitmacht</translation>
    </message>
    <message>
        <source>&amp;Players&apos; Copy…</source>
        <translation>&amp;Spielerkopie…</translation>
    </message>
    <message>
        <source>A copy of the campaign for the players: without notes marked GM only and without the seed, so the dice cannot be foreseen</source>
        <translation>Eine Kopie des Feldzugs für die Spieler: ohne als „nur Spielleiter“ markierte Notizen und ohne Startwert, sodass sich die Würfel nicht vorhersehen lassen</translation>
    </message>
    <message>
        <source>&amp;Roster from JSON…</source>
        <translation>&amp;Anführerliste aus JSON…</translation>
    </message>
    <message>
        <source>Add the leaders of a roster file to this campaign, as one step that Undo takes back</source>
        <translation>Die Anführer einer Anführerlisten-Datei in diesen Feldzug übernehmen, als ein Schritt, den „Rückgängig“ zurücknimmt</translation>
    </message>
    <message>
        <source>Leader sheets</source>
        <translation>Anführerbögen</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Anführerliste</translation>
    </message>
    <message>
        <source>Force sheets</source>
        <translation>Streitmachtbögen</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Belagerungen</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Feldzug</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Streitmächte</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Select a leader in the roster first.</source>
        <translation>Wählen Sie zuerst einen Anführer in der Anführerliste aus.</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 exported to %2</source>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Import a Roster</source>
        <translation>Anführerliste importieren</translation>
    </message>
    <message>
        <source>Castellan rosters (*.json);;All files (*)</source>
        <translation>Castellan-Anführerlisten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB: it is not a roster.</source>
        <translation>%1 ist größer als 64 MiB: Das kann keine Anführerliste sein.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) takes the whole import back.</source>
        <translation>„Rückgängig“ (Ctrl+Z) nimmt den gesamten Import zurück.</translation>
    </message>
    <message>
        <source>Export a Players&apos; Copy</source>
        <translation>Spielerkopie exportieren</translation>
    </message>
    <message>
        <source>-players</source>
        <translation>-spieler</translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation>Castellan-Feldzüge (*.castellan)</translation>
    </message>
    <message>
        <source>Players&apos; copy written to %1</source>
        <translation>Spielerkopie nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Players&apos; Copy</source>
        <translation>Spielerkopie</translation>
    </message>
    <message>
        <source>The players&apos; copy is written to %1. It keeps no notes marked GM only and no seed, so the players cannot foresee the dice.

Keep this salt with the campaign&apos;s seed (%2). When the campaign is over, show both to the players: Verify Log on their copy checks them and then every roll.

%3</source>
        <translation>Die Spielerkopie wurde nach %1 geschrieben. Sie enthält keine als „nur Spielleiter“ markierten Notizen und keinen Startwert, sodass die Spieler die Würfel nicht vorhersehen können.

Bewahren Sie dieses Salz zusammen mit dem Startwert des Feldzugs (%2) auf. Zeigen Sie nach dem Ende des Feldzugs beides den Spielern: „Protokoll prüfen“ in ihrer Kopie prüft zuerst diese beiden Werte und dann jeden Wurf.

%3</translation>
    </message>
    <message>
        <source>Copy the Salt</source>
        <translation>Salz kopieren</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is not a file, or %2</source>
        <translation>%1 kann nicht gelesen werden: Es ist keine Datei, oder %2</translation>
    </message>
    <message>
        <source>Importing the roster %1…</source>
        <translation>Die Liste %1 wird importiert…</translation>
    </message>
    <message>
        <source>&amp;Turn Reports…</source>
        <translation>&amp;Zugberichte…</translation>
    </message>
    <message>
        <source>Each side&apos;s report of a turn: its moves, battles, sieges and leaders, and what it could see of the others</source>
        <translation>Der Bericht jeder Seite über einen Zug: ihre Züge, Schlachten, Belagerungen und Anführer und was sie von den anderen sehen konnte</translation>
    </message>
</context>
<context>
    <name>castellan::FallbackDialog</name>
    <message>
        <source>Cavalry Fallback</source>
        <translation>Ausweichen der Reiterei</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 at %3 is attacked from beside it by the %4 at %5. It may fall back 1 to 3 hexes before the attack is rolled, each hex farther from the attacker; the attack then rolls %n dice instead of %6, its flags count for nothing, and the cavalry is shaken (RULES C7, C9). The board marks where it may go.</source>
        <translation>
            <numerusform>Die Einheit %2 von %1 auf %3 wird von der Einheit %4 auf %5 aus dem Nachbarfeld angegriffen. Sie darf 1 bis 3 Felder ausweichen, bevor gewürfelt wird, jedes Feld weiter vom Angreifer entfernt; der Angriff würfelt dann mit %n Würfel statt %6, seine Flaggen zählen nicht, und die Reiterei ist erschüttert (REGELN C7, C9). Das Spielbrett zeigt, wohin sie kann.</numerusform>
            <numerusform>Die Einheit %2 von %1 auf %3 wird von der Einheit %4 auf %5 aus dem Nachbarfeld angegriffen. Sie darf 1 bis 3 Felder ausweichen, bevor gewürfelt wird, jedes Feld weiter vom Angreifer entfernt; der Angriff würfelt dann mit %n Würfeln statt %6, seine Flaggen zählen nicht, und die Reiterei ist erschüttert (REGELN C7, C9). Das Spielbrett zeigt, wohin sie kann.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stand: the attack rolls %n dice</source>
        <translation>
            <numerusform>Stehen bleiben: der Angriff würfelt mit %n Würfel</numerusform>
            <numerusform>Stehen bleiben: der Angriff würfelt mit %n Würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Fall back: %1</source>
        <translation>Ausweichen: %1</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
</context>
<context>
    <name>castellan::FireStep</name>
    <message>
        <source>Take &amp;casualties</source>
        <translation>&amp;Verluste hinnehmen</translation>
    </message>
    <message>
        <source>Click to re-roll this die (RULES H2)</source>
        <translation>Klicken, um diesen Würfel neu zu würfeln (RULES H2)</translation>
    </message>
    <message>
        <source>Re-rolled (RULES H2)</source>
        <translation>Neu gewürfelt (RULES H2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fires %2: &lt;b&gt;%3&lt;/b&gt; × 6, &lt;b&gt;%4&lt;/b&gt; × 5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; feuert (%2): &lt;b&gt;%3&lt;/b&gt; × 6, &lt;b&gt;%4&lt;/b&gt; × 5</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 Würfel</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n reroll(s): click one of its dice to re-roll it.</source>
        <translation>
            <numerusform>%1 hat %n Neuwurf: Klicken Sie auf einen seiner Würfel, um ihn neu zu würfeln.</numerusform>
            <numerusform>%1 hat %n Neuwürfe: Klicken Sie auf einen seiner Würfel, um ihn neu zu würfeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>(RULES H2)</source>
        <translation>(RULES H2)</translation>
    </message>
    <message>
        <source>Round %1 · Fire</source>
        <translation>Runde %1 · Feuer</translation>
    </message>
    <message>
        <source>Both sides roll at once: one die per good-order unit plus the Battle bonus. Each 6 eliminates an enemy unit, each 5 flags one; 1 to 4 miss (RULES F2).</source>
        <translation>Beide Seiten würfeln gleichzeitig: ein Würfel je geordnete Einheit plus der Schlacht-Bonus. Jede 6 schaltet eine feindliche Einheit aus, jede 5 markiert eine; 1 bis 4 verfehlen (RULES F2).</translation>
    </message>
    <message>
        <source>Whose reroll a click on a die spends (RULES H2)</source>
        <translation>Wessen Neuwurf ein Klick auf einen Würfel einsetzt (RULES H2)</translation>
    </message>
    <message>
        <source>Reroll of %1 (%2 left)</source>
        <translation>Neuwurf von %1 (%2 übrig)</translation>
    </message>
</context>
<context>
    <name>castellan::FlankMarchDialog</name>
    <message>
        <source>&amp;Call Off</source>
        <translation>&amp;Zurückrufen</translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation>Flankenmärsche · %1</translation>
    </message>
    <message>
        <source>Attacker: %1</source>
        <translation>Angreifer: %1</translation>
    </message>
    <message>
        <source>Defender: %1</source>
        <translation>Verteidiger: %1</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation>&amp;General:</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>&amp;Einheiten:</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>&amp;Rand:</translation>
    </message>
    <message>
        <source>With this march the %1 wins %2 (%3 if the units stay), by the exact odds (RULES O1, M3).</source>
        <translation>Mit diesem Marsch gewinnt der %1 nach den exakten Chancen zu %2 (%3, wenn die Einheiten bleiben; RULES O1, M3).</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>%1 · %2 (%3)</source>
        <translation>%1 · %2 (%3)</translation>
    </message>
    <message>
        <source>The %1 has no leader here to send.</source>
        <translation>Der %1 hat hier keinen Anführer, den er schicken könnte.</translation>
    </message>
    <message>
        <source>The exact odds count one flank march at a time: with another one sent, they are not shown.</source>
        <translation>Die exakten Chancen berücksichtigen jeweils nur einen Flankenmarsch: Ist ein weiterer unterwegs, werden sie nicht angezeigt.</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing the odds with this march…&lt;/i&gt;</source>
        <translation>&lt;i&gt;Chancen mit diesem Marsch werden berechnet…&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n unit(s) by the %3</source>
        <translation>
            <numerusform>%1 (%2): %n Einheit (Rand: %3)</numerusform>
            <numerusform>%1 (%2): %n Einheiten (Rand: %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first round a side may send commands on a flank march (RULES M2): a general who is not its commander-in-chief, with units of the general&apos;s own force, by the left or the right; at most half the side&apos;s units in all. At the end of every round each march rolls 2d6 + its general&apos;s bonus + 1 a roll already made; 12 or more comes in at the start of the next round (M3).</source>
        <translation>Vor der ersten Runde kann eine Seite Kommandos auf einen Flankenmarsch schicken (RULES M2): einen General, der nicht ihr Oberbefehlshaber ist, mit Einheiten der eigenen Streitmacht des Generals, über den linken oder rechten Rand; insgesamt höchstens die Hälfte der Einheiten der Seite. Am Ende jeder Runde würfelt jeder Marsch 2d6 + den Bonus seines Generals + 1 je bereits erfolgtem Wurf; bei 12 oder mehr trifft er zu Beginn der nächsten Runde ein (M3).</translation>
    </message>
</context>
<context>
    <name>castellan::FlankOddsChart</name>
    <message>
        <source>Arrived</source>
        <translation>Eingetroffen</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>Arrived within %n roll(s): %1%</source>
        <translation>
            <numerusform>Eingetroffen innerhalb von %n Wurf: %1%</numerusform>
            <numerusform>Eingetroffen innerhalb von %n Würfen: %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aborted within %n roll(s): %1%</source>
        <translation>
            <numerusform>Abgebrochen innerhalb von %n Wurf: %1%</numerusform>
            <numerusform>Abgebrochen innerhalb von %n Würfen: %1%</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrival rolls (1: at the end of the first round or game turn)</source>
        <translation>Ankunftswürfe (1: am Ende der ersten Runde bzw. des ersten Spielzugs)</translation>
    </message>
    <message>
        <source>A general of level %1 (%2 to the roll, RULES M1, M3): arrives on the first roll %3%, within 3 rolls %4%, within 6 rolls %5%; aborted within %6 rolls %7%.</source>
        <translation>Ein General der Stufe %1 (%2 auf den Wurf, RULES M1, M3): trifft beim ersten Wurf mit %3% ein, innerhalb von 3 Würfen mit %4%, innerhalb von 6 Würfen mit %5%; Abbruch innerhalb von %6 Würfen: %7%.</translation>
    </message>
</context>
<context>
    <name>castellan::ForceDialog</name>
    <message>
        <source>Edit Force — %1</source>
        <translation>Streitmacht bearbeiten — %1</translation>
    </message>
    <message>
        <source>New Force</source>
        <translation>Neue Streitmacht</translation>
    </message>
    <message>
        <source>A force does not change sides.</source>
        <translation>Eine Streitmacht wechselt nicht die Seite.</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>No sides yet</source>
        <translation>Noch keine Seiten</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>e.g. Army of the North</source>
        <translation>z. B. Armee des Nordens</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>Stand&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>&amp;Einheiten:</translation>
    </message>
    <message>
        <source>Units eliminated over the campaign</source>
        <translation>Im Feldzug ausgeschaltete Einheiten</translation>
    </message>
    <message>
        <source>units eliminated over the campaign</source>
        <translation>im Feldzug ausgeschaltete Einheiten</translation>
    </message>
    <message>
        <source>Lo&amp;st:</source>
        <translation>&amp;Verloren:</translation>
    </message>
    <message>
        <source>Who commands the force in battle (RULES R1)</source>
        <translation>Wer die Streitmacht in der Schlacht befehligt (RULES R1)</translation>
    </message>
    <message>
        <source>&amp;Commander:</source>
        <translation>&amp;Befehlshaber:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Raise Force</source>
        <translation>Streitmacht aufstellen</translation>
    </message>
    <message>
        <source>Leaders and commander</source>
        <translation>Anführer und Befehlshaber</translation>
    </message>
    <message>
        <source>Leaders of %1</source>
        <translation>Anführer von %1</translation>
    </message>
    <message>
        <source>with this force</source>
        <translation>bei dieser Streitmacht</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>another force</source>
        <translation>eine andere Streitmacht</translation>
    </message>
    <message>
        <source>Ticking %1 moves him here from %2 (RULES L2).</source>
        <translation>Ein Häkchen bei %1 holt ihn von %2 hierher (RULES L2).</translation>
    </message>
    <message>
        <source>no force</source>
        <translation>keine Streitmacht</translation>
    </message>
    <message>
        <source>no force, at %1</source>
        <translation>keine Streitmacht, bei %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation>%1: Schlacht %2, %3</translation>
    </message>
    <message>
        <source>No leader of %1 can serve with this force: the dead and the captured cannot (RULES L3, L6).</source>
        <translation>Kein Anführer von %1 kann bei dieser Streitmacht dienen: Tote und Gefangene können es nicht (RULES L3, L6).</translation>
    </message>
    <message>
        <source>No leader of %1 can serve: the dead and the captured cannot (RULES L3, L6). The force can be raised without leaders.</source>
        <translation>Kein Anführer von %1 kann dienen: Tote und Gefangene können es nicht (RULES L3, L6). Die Streitmacht kann ohne Anführer aufgestellt werden.</translation>
    </message>
    <message>
        <source>Best Battle (automatic)</source>
        <translation>Bester Schlachtwert (automatisch)</translation>
    </message>
    <message>
        <source>%1 — Battle %2</source>
        <translation>%1 — Schlacht %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (von %2)</translation>
    </message>
    <message>
        <source>Moves here: %1.</source>
        <translation>Wechselt hierher: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Leaves the force: %1.</source>
        <translation>Verlässt die Streitmacht: %1.</translation>
    </message>
    <message>
        <source>This force is no longer in the campaign.</source>
        <translation>Diese Streitmacht ist nicht mehr im Feldzug.</translation>
    </message>
    <message>
        <source>Off the map: a place, or one of your fortresses to garrison it</source>
        <translation>Außerhalb der Karte: ein Ort oder eine Ihrer Festungen als Besatzung</translation>
    </message>
    <message>
        <source>A force off the map stands at a named place; a fortress of its side&apos;s name puts it in that fortress. On the map, it stands in its hex: place or move it there.</source>
        <translation>Eine Streitmacht außerhalb der Karte steht an einem benannten Ort; der Name einer Festung ihrer Seite legt sie in diese Festung. Auf der Karte steht sie in ihrem Hexfeld: Platzieren oder bewegen Sie sie dorthin.</translation>
    </message>
    <message>
        <source>Of &amp;which:</source>
        <translation>D&amp;avon:</translation>
    </message>
    <message>
        <source>Ticking %1 moves her here from %2 (RULES L2).</source>
        <translation>Ein Häkchen bei %1 holt sie von %2 hierher (RULES L2).</translation>
    </message>
    <message>
        <source>Ticking %1 moves them here from %2 (RULES L2).</source>
        <translation>Ein Häkchen bei %1 holt diesen Anführer von %2 hierher (RULES L2).</translation>
    </message>
</context>
<context>
    <name>castellan::ForcesDock</name>
    <message>
        <source>Forces</source>
        <translation>Streitmächte</translation>
    </message>
    <message>
        <source>&amp;Fight Battle…</source>
        <translation>&amp;Schlacht schlagen…</translation>
    </message>
    <message>
        <source>Battle &amp;Reports…</source>
        <translation>Schlacht&amp;berichte…</translation>
    </message>
    <message>
        <source>Fight a field battle with the selected force (RULES F)</source>
        <translation>Mit der ausgewählten Streitmacht eine Feldschlacht schlagen (RULES F)</translation>
    </message>
    <message>
        <source>Read, export and print the reports of the battles fought</source>
        <translation>Die Berichte der geschlagenen Schlachten lesen, exportieren und drucken</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Kein Feldzug geöffnet.</translation>
    </message>
    <message>
        <source>Select a force in the Forces pane first</source>
        <translation>Wählen Sie zuerst eine Streitmacht im Bereich „Streitmächte“ aus</translation>
    </message>
    <message>
        <source>Fight a battle with the selected force and every force on its space (RULES F0)</source>
        <translation>Eine Schlacht mit der ausgewählten Streitmacht und jeder Streitmacht auf ihrem Feld schlagen (RULES F0)</translation>
    </message>
</context>
<context>
    <name>castellan::ForcesModel</name>
    <message>
        <source>%1 (%2)</source>
        <comment>leader name (status)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>(best Battle: %1)</source>
        <translation>(bester Schlachtwert: %1)</translation>
    </message>
    <message>
        <source>(no leader)</source>
        <translation>(kein Anführer)</translation>
    </message>
    <message>
        <source>(no able leader)</source>
        <translation>(kein kampffähiger Anführer)</translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation>%1: Schlacht %2, %3</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2, %3 in all (RULES F)</source>
        <translation>%1: %2, insgesamt %3 (RULES F)</translation>
    </message>
    <message>
        <source>Units eliminated over the campaign: %1</source>
        <translation>Im Feldzug ausgeschaltete Einheiten: %1</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Geordnet</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Aufgelöst</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Units in good order: each rolls one die of fire (RULES F2)</source>
        <translation>Geordnete Einheiten: Jede würfelt einen Feuerwürfel (RULES F2)</translation>
    </message>
    <message>
        <source>Flagged units: they rally or break (RULES F5)</source>
        <translation>Markierte Einheiten: Sie sammeln sich oder lösen sich auf (RULES F5)</translation>
    </message>
    <message>
        <source>Broken units: casualties that retreat with the force (RULES F5)</source>
        <translation>Aufgelöste Einheiten: Verluste, die sich mit der Streitmacht zurückziehen (RULES F5)</translation>
    </message>
    <message>
        <source>Units eliminated over the campaign</source>
        <translation>Im Feldzug ausgeschaltete Einheiten</translation>
    </message>
    <message>
        <source>The designated commander, or in brackets the able leader with the best Battle (RULES R1)</source>
        <translation>Der bestimmte Befehlshaber oder, in Klammern, der kampffähige Anführer mit dem besten Schlachtwert (RULES R1)</translation>
    </message>
    <message>
        <source>The leaders with the force (RULES L2)</source>
        <translation>Die Anführer bei der Streitmacht (RULES L2)</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(verborgen)</translation>
    </message>
    <message>
        <source>Only the game master and %1&apos;s players see its leaders.</source>
        <translation>Nur die Spielleitung und die Spieler von %1 sehen seine Anführer.</translation>
    </message>
</context>
<context>
    <name>castellan::ForcesView</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Force actions</source>
        <translation>Aktionen für Streitmächte</translation>
    </message>
    <message>
        <source>&amp;New Force…</source>
        <translation>&amp;Neue Streitmacht…</translation>
    </message>
    <message>
        <source>New Force</source>
        <translation>Neue Streitmacht</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&amp;Edit Force…</source>
        <translation>Streitmacht &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Split Force…</source>
        <translation>Streitmacht &amp;teilen…</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+X</source>
        <translation>Ctrl+Shift+X</translation>
    </message>
    <message>
        <source>&amp;Merge Forces…</source>
        <translation>Streitmächte &amp;vereinen…</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Vereinen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>&amp;Disband Force</source>
        <translation>Streitmacht &amp;auflösen</translation>
    </message>
    <message>
        <source>Disband</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Del</source>
        <translation>Ctrl+Shift+Del</translation>
    </message>
    <message>
        <source>Show only the forces of one side</source>
        <translation>Nur die Streitmächte einer Seite anzeigen</translation>
    </message>
    <message>
        <source>Si&amp;de:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>Select a force in the table first.</source>
        <translation>Wählen Sie zuerst eine Streitmacht in der Tabelle aus.</translation>
    </message>
    <message>
        <source>Raise a new force: its side, place, units and leaders</source>
        <translation>Eine neue Streitmacht aufstellen: Seite, Ort, Einheiten und Anführer</translation>
    </message>
    <message>
        <source>The campaign has no sides yet: a force needs one.</source>
        <translation>Der Feldzug hat noch keine Seiten: Eine Streitmacht braucht eine.</translation>
    </message>
    <message>
        <source>Edit %1: name, place, units, leaders and commander</source>
        <translation>%1 bearbeiten: Name, Ort, Einheiten, Anführer und Befehlshaber</translation>
    </message>
    <message>
        <source>%1 has no units and no leaders to split off.</source>
        <translation>%1 hat keine Einheiten und keine Anführer, die abgespalten werden könnten.</translation>
    </message>
    <message>
        <source>Split a new force off %1, in the same place</source>
        <translation>Eine neue Streitmacht von %1 abspalten, am selben Ort</translation>
    </message>
    <message>
        <source>Merge another force of %1 at %2 into %3</source>
        <translation>Eine andere Streitmacht von %1 bei %2 in %3 eingliedern</translation>
    </message>
    <message>
        <source>Disband %1; its leaders stay, with no force</source>
        <translation>%1 auflösen; ihre Anführer bleiben, ohne Streitmacht</translation>
    </message>
    <message>
        <source>Forces: %1</source>
        <translation>Streitmächte: %1</translation>
    </message>
    <message>
        <source>Showing %1 of %2 forces</source>
        <translation>%1 von %2 Streitmächten angezeigt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Disband Force</source>
        <translation>Streitmacht auflösen</translation>
    </message>
    <message>
        <source>Disband %1?</source>
        <translation>%1 auflösen?</translation>
    </message>
    <message>
        <source>Its units go: %1. %2

Undo brings the force back.</source>
        <translation>Ihre Einheiten entfallen: %1. %2

Mit „Rückgängig“ kehrt die Streitmacht zurück.</translation>
    </message>
    <message>
        <source>No leader is with it.</source>
        <translation>Kein Anführer ist bei ihr.</translation>
    </message>
    <message>
        <source>Its leaders stay, with no force: %1.</source>
        <translation>Ihre Anführer bleiben, ohne Streitmacht: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>N&amp;otes…</source>
        <translation>N&amp;otizen…</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+J</source>
        <translation>Ctrl+Shift+J</translation>
    </message>
    <message>
        <source>The notes of %1, and whether they are for the game master only</source>
        <translation>Die Notizen von %1 und ob sie nur für den Spielleiter bestimmt sind</translation>
    </message>
    <message>
        <source>Notes of %1</source>
        <translation>Notizen von %1</translation>
    </message>
</context>
<context>
    <name>castellan::FortressDialog</name>
    <message>
        <source>Edit Fortress — %1</source>
        <translation>Festung bearbeiten — %1</translation>
    </message>
    <message>
        <source>Add Fortress — %1</source>
        <translation>Festung hinzufügen — %1</translation>
    </message>
    <message>
        <source>e.g. Castle Dunmor</source>
        <translation>z. B. Burg Dunmor</translation>
    </message>
    <message>
        <source>The strength a besieger needs around it (RULES S1)</source>
        <translation>Die Stärke, die ein Belagerer rings um sie braucht (RULES S1)</translation>
    </message>
    <message>
        <source>A besieged fortress changes hands only by the siege (RULES S3).</source>
        <translation>Eine belagerte Festung wechselt den Besitzer nur durch die Belagerung (RULES S3).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <source>&amp;Held by:</source>
        <translation>&amp;Gehalten von:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Add Fortress</source>
        <translation>Festung hinzufügen</translation>
    </message>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation>Nur &amp;Spielleiter: Eine Spielerkopie lässt diese Notizen weg</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
</context>
<context>
    <name>castellan::HistoryDock</name>
    <message>
        <source>siege phase</source>
        <translation>Belagerungsphase</translation>
    </message>
    <message>
        <source>movement phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Chronik</translation>
    </message>
    <message>
        <source>Drag to any point of the campaign&apos;s history</source>
        <translation>Ziehen Sie zu einem beliebigen Punkt der Geschichte des Feldzugs</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Aktion</translation>
    </message>
    <message>
        <source>The campaign before the action shown</source>
        <translation>Der Feldzug vor der gezeigten Aktion</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Aktion ▶</translation>
    </message>
    <message>
        <source>The campaign after the next action</source>
        <translation>Der Feldzug nach der nächsten Aktion</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>◀◀ Turn</source>
        <translation>◀◀ Zug</translation>
    </message>
    <message>
        <source>The campaign as this turn began, or the turn before</source>
        <translation>Der Feldzug zu Beginn dieses Zuges oder des vorigen</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Turn ▶▶</source>
        <translation>Zug ▶▶</translation>
    </message>
    <message>
        <source>The campaign as the next turn began</source>
        <translation>Der Feldzug zu Beginn des nächsten Zuges</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <source>Back to &amp;Now</source>
        <translation>Zurück zur &amp;Gegenwart</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Turn %1, %2</source>
        <translation>Zug %1, %2</translation>
    </message>
    <message>
        <source>%1: as the campaign stands now.</source>
        <translation>%1: wie der Feldzug jetzt steht.</translation>
    </message>
    <message>
        <source>%1: as its kept history begins.</source>
        <translation>%1: wie seine aufbewahrte Geschichte beginnt.</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>%1: after “%2”%3 (action %4 of %5).</source>
        <translation>%1: nach „%2“%3 (Aktion %4 von %5).</translation>
    </message>
    <message>
        <source>Leave the history: the campaign as it stands, to play on (Esc)</source>
        <translation>Die Geschichte verlassen: der Feldzug, wie er jetzt steht, zum Weiterspielen (Esc)</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderBanner</name>
    <message>
        <source>no side</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>gefangen bei %1</translation>
    </message>
    <message>
        <source>rerolls held: %1</source>
        <translation>verfügbare Neuwürfe: %1</translation>
    </message>
    <message>
        <source>location unknown</source>
        <translation>Aufenthaltsort unbekannt</translation>
    </message>
    <message>
        <source>Vitality %1 / %2</source>
        <translation>Vitalität %1 / %2</translation>
    </message>
    <message>
        <source>Vitality %1 → %2 / %3</source>
        <translation>Vitalität %1 → %2 / %3</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderMenu</name>
    <message>
        <source>&amp;New Leader…</source>
        <translation>&amp;Neuer Anführer…</translation>
    </message>
    <message>
        <source>Roll 7d6 and create a leader (RULES L1)</source>
        <translation>7d6 würfeln und einen Anführer erschaffen (RULES L1)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>New Leader</source>
        <translation>Neuer Anführer</translation>
    </message>
    <message>
        <source>&amp;Wound or Heal…</source>
        <translation>&amp;Verwunden oder heilen…</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Wound/Heal</source>
        <translation>Verwunden/Heilen</translation>
    </message>
    <message>
        <source>&amp;Heroic Deed…</source>
        <translation>&amp;Heldentat…</translation>
    </message>
    <message>
        <source>Roll a heroic deed against effective Heroics (RULES H1)</source>
        <translation>Eine Heldentat gegen den effektiven Heldenmut würfeln (RULES H1)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Deed</source>
        <translation>Heldentat</translation>
    </message>
    <message>
        <source>&amp;Survival Check…</source>
        <translation>Überlebens&amp;probe…</translation>
    </message>
    <message>
        <source>Roll a survival check: escape, death or capture (RULES H3)</source>
        <translation>Eine Überlebensprobe würfeln: Entkommen, Tod oder Gefangennahme (RULES H3)</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Überleben</translation>
    </message>
    <message>
        <source>&amp;Duel…</source>
        <translation>&amp;Duell…</translation>
    </message>
    <message>
        <source>Fight a duel with another leader, exchange by exchange (RULES G1, G2)</source>
        <translation>Ein Duell mit einem anderen Anführer austragen, Schlagabtausch für Schlagabtausch (RULES G1, G2)</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>&amp;Assassinate…</source>
        <translation>&amp;Attentat…</translation>
    </message>
    <message>
        <source>Send the leader to assassinate another: one exchange (RULES G3)</source>
        <translation>Den Anführer zu einem Attentat auf einen anderen schicken: ein Schlagabtausch (RULES G3)</translation>
    </message>
    <message>
        <source>&amp;Capture/Release…</source>
        <translation>&amp;Gefangennahme/Freilassung…</translation>
    </message>
    <message>
        <source>&amp;Lapse Rerolls</source>
        <translation>Neuwürfe ver&amp;fallen lassen</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Öffnen Sie zuerst einen Feldzug.</translation>
    </message>
    <message>
        <source>This campaign has no sides yet: a leader needs one (RULES L2).</source>
        <translation>Dieser Feldzug hat noch keine Seiten: Ein Anführer braucht eine (RULES L2).</translation>
    </message>
    <message>
        <source>Select a leader in the roster first.</source>
        <translation>Wählen Sie zuerst einen Anführer in der Anführerliste aus.</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>%1 freilassen</translation>
    </message>
    <message>
        <source>Free him: held by %1 (RULES L6)</source>
        <translation>Ihn freilassen: gefangen bei %1 (RULES L6)</translation>
    </message>
    <message>
        <source>&amp;Capture…</source>
        <translation>&amp;Gefangen nehmen…</translation>
    </message>
    <message>
        <source>Not Allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>&amp;Retreat (Leaders Only)…</source>
        <translation>&amp;Rückzug (nur Anführer)…</translation>
    </message>
    <message>
        <source>Where only leaders are left of both sides, try to retreat with a Maneuver check (RULES F8)</source>
        <translation>Wenn von beiden Seiten nur noch Anführer übrig sind, mit einer Manöverprobe den Rückzug versuchen (RULES F8)</translation>
    </message>
    <message>
        <source>Free her: held by %1 (RULES L6)</source>
        <translation>Sie freilassen: gefangen bei %1 (RULES L6)</translation>
    </message>
    <message>
        <source>Free them: held by %1 (RULES L6)</source>
        <translation>Freilassen: gefangen bei %1 (RULES L6)</translation>
    </message>
    <message>
        <source>Wound the leader or heal the leader&apos;s wounds (RULES L3)</source>
        <translation>Den Anführer verwunden oder seine Wunden heilen (RULES L3)</translation>
    </message>
    <message>
        <source>Mark the leader captured by another side, or release the leader (RULES L6)</source>
        <translation>Den Anführer als von einer anderen Seite gefangen markieren oder ihn freilassen (RULES L6)</translation>
    </message>
    <message>
        <source>The event is over: the leader&apos;s unspent rerolls lapse (RULES H2)</source>
        <translation>Das Ereignis ist vorbei: Die nicht genutzten Neuwürfe des Anführers verfallen (RULES H2)</translation>
    </message>
    <message>
        <source>Order %1: %2. The referee rolls it with the campaign&apos;s dice (RULES T4).</source>
        <translation>Befehl %1: %2. Der Schiedsrichter würfelt ihn mit den Würfeln des Feldzugs (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderPicker</name>
    <message>
        <source>Filter by name</source>
        <translation>Nach Namen filtern</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Battle rating: the commander&apos;s counts in battle (RULES R1)</source>
        <translation>Schlachtwert: Der des Befehlshabers zählt in der Schlacht (RULES R1)</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderRetreatDialog</name>
    <message>
        <source>Retreat: %1</source>
        <translation>Rückzug: %1</translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against his Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure he must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>Bei %1 sind von beiden Seiten nur noch Anführer übrig. %2 würfelt 1d6 gegen seinen Manöverwert von &lt;b&gt;%3&lt;/b&gt;: Bei Erfolg zieht %4 ein Feld weiter und darf sich in diesem Zug nicht mehr bewegen; bei einem Fehlschlag muss er sich dort mit einem feindlichen Anführer duellieren oder wird gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Retreat &amp;to:</source>
        <translation>Rückzug &amp;nach:</translation>
    </message>
    <message>
        <source>Maneuver check</source>
        <translation>Manöverprobe</translation>
    </message>
    <message>
        <source>&amp;Roll Maneuver</source>
        <translation>&amp;Manöver würfeln</translation>
    </message>
    <message>
        <source>&amp;Duel…</source>
        <translation>&amp;Duell…</translation>
    </message>
    <message>
        <source>Fight a duel with an enemy leader here (RULES G1, G2)</source>
        <translation>Ein Duell mit einem feindlichen Anführer hier austragen (RULES G1, G2)</translation>
    </message>
    <message>
        <source>Be &amp;Captured</source>
        <translation>Sich &amp;gefangen nehmen lassen</translation>
    </message>
    <message>
        <source>He is taken by %1 (RULES F8, L6)</source>
        <translation>Er wird von %1 gefangen genommen (RULES F8, L6)</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he retreats to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Er zieht sich nach %2 zurück.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. He must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Der Rückzug scheitert. Er muss sich hier mit einem feindlichen Anführer duellieren oder wird von %2 gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>He is captured by %1.</source>
        <translation>Er ist von %1 gefangen genommen.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she retreats to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Sie zieht sich nach %2 zurück.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they retreat to %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Rückzug nach %2.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. She must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Der Rückzug scheitert. Sie muss sich hier mit einem feindlichen Anführer duellieren oder wird von %2 gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. They must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Der Rückzug scheitert. Jetzt bleibt ein Duell mit einem feindlichen Anführer hier oder die Gefangennahme durch %2 (RULES F8).</translation>
    </message>
    <message>
        <source>She is captured by %1.</source>
        <translation>Sie ist von %1 gefangen genommen.</translation>
    </message>
    <message>
        <source>They are captured by %1.</source>
        <translation>Von %1 gefangen genommen.</translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against her Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure she must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>Bei %1 sind von beiden Seiten nur noch Anführer übrig. %2 würfelt 1d6 gegen ihren Manöverwert von &lt;b&gt;%3&lt;/b&gt;: Bei Erfolg zieht %4 ein Feld weiter und darf sich in diesem Zug nicht mehr bewegen; bei einem Fehlschlag muss sie sich dort mit einem feindlichen Anführer duellieren oder wird gefangen genommen (RULES F8).</translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against their Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure they must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>Bei %1 sind von beiden Seiten nur noch Anführer übrig. %2 würfelt 1d6 gegen den eigenen Manöverwert von &lt;b&gt;%3&lt;/b&gt;: Bei Erfolg zieht %4 ein Feld weiter und darf sich in diesem Zug nicht mehr bewegen; bei einem Fehlschlag bleibt nur das Duell mit einem feindlichen Anführer dort oder die Gefangennahme (RULES F8).</translation>
    </message>
    <message>
        <source>She is taken by %1 (RULES F8, L6)</source>
        <translation>Sie wird von %1 gefangen genommen (RULES F8, L6)</translation>
    </message>
    <message>
        <source>They are taken by %1 (RULES F8, L6)</source>
        <translation>Gefangennahme durch %1 (RULES F8, L6)</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderSheet</name>
    <message>
        <source>check, capped by vitality (R3, L4)</source>
        <translation>Probe, durch Vitalität begrenzt (R3, L4)</translation>
    </message>
    <message>
        <source>dice in a duel, capped by vitality (R2, L4)</source>
        <translation>Würfel im Duell, durch Vitalität begrenzt (R2, L4)</translation>
    </message>
    <message>
        <source>check (R3)</source>
        <translation>Probe (R3)</translation>
    </message>
    <message>
        <source>comparative (R1)</source>
        <translation>Vergleichswert (R1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>A force or a fortress</source>
        <translation>Eine Streitmacht oder eine Festung</translation>
    </message>
    <message>
        <source>A disabled leader recovers only after a whole turn without action (RULES L5)</source>
        <translation>Ein kampfunfähiger Anführer erholt sich erst nach einem ganzen Zug ohne Aktion (RULES L5)</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Vitalität</translation>
    </message>
    <message>
        <source>Current vitality: each wound takes one box (RULES L3)</source>
        <translation>Aktuelle Vitalität: Jede Wunde streicht ein Kästchen (RULES L3)</translation>
    </message>
    <message>
        <source>Rerolls held</source>
        <translation>Verfügbare Neuwürfe</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>Letzte Aktion</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Chronik</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Anything worth remembering about him. Saved as you pause; Ctrl+Z undoes.</source>
        <translation>Alles, was man über ihn wissen sollte. Wird beim Innehalten gespeichert; Ctrl+Z macht es rückgängig.</translation>
    </message>
    <message>
        <source>Select a leader, or create one with Leader ▸ New Leader.</source>
        <translation>Wählen Sie einen Anführer aus oder legen Sie mit Anführer ▸ Neuer Anführer einen an.</translation>
    </message>
    <message>
        <source>Open a campaign with File ▸ Open, or start one with File ▸ New Campaign.</source>
        <translation>Öffnen Sie einen Feldzug mit Datei ▸ Öffnen oder beginnen Sie einen mit Datei ▸ Neuer Feldzug.</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Keine Seite</translation>
    </message>
    <message>
        <source>Captured by %1</source>
        <translation>Gefangen von %1</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <translation>%1 von 6</translation>
    </message>
    <message>
        <source>(%1 while disabled)</source>
        <translation>(%1, solange kampfunfähig)</translation>
    </message>
    <message>
        <source>(%1 while wounded)</source>
        <translation>(%1, solange verwundet)</translation>
    </message>
    <message>
        <source>Capped by current vitality %1 (RULES L4)</source>
        <translation>Begrenzt durch die aktuelle Vitalität %1 (RULES L4)</translation>
    </message>
    <message>
        <source>%1 %2, from die %3 of the creation roll (RULES L1)</source>
        <translation>%1 %2, aus Würfel %3 des Erschaffungswurfs (RULES L1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>this turn (%1)</source>
        <translation>dieser Zug (%1)</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Roll #%1 in the roll log</source>
        <translation>Wurf #%1 im Würfelprotokoll</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Nothing has happened to him yet.</source>
        <translation>Ihm ist bisher nichts widerfahren.</translation>
    </message>
    <message>
        <source>No notes. The campaign is open read-only.</source>
        <translation>Keine Notizen. Der Feldzug ist schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>held for the next event he takes part in: a battle, his side&apos;s break-in roll, or a survival check of his own; unspent, they lapse when it ends (RULES H2)</source>
        <translation>aufgehoben für das nächste Ereignis, an dem er teilnimmt: eine Schlacht, den Einbruchswurf seiner Seite oder eine eigene Überlebensprobe; ungenutzt verfallen sie, wenn es endet (RULES H2)</translation>
    </message>
    <message>
        <source>%1, for his next event</source>
        <translation>%1, für sein nächstes Ereignis</translation>
    </message>
    <message>
        <source>for his next event</source>
        <translation>für sein nächstes Ereignis</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s) </source>
        <translation>
            <numerusform>%n Neuwurf </numerusform>
            <numerusform>%n Neuwürfe </numerusform>
        </translation>
    </message>
    <message>
        <source>(%1, capped by his vitality)</source>
        <translation>(%1, begrenzt durch seine Vitalität)</translation>
    </message>
    <message>
        <source>with %1, %2</source>
        <translation>mit %1, %2</translation>
    </message>
    <message>
        <source>Co&amp;ward</source>
        <translation>&amp;Feigling</translation>
    </message>
    <message>
        <source>A coward may not lead a flank march (RULES M1, M2); Ctrl+Z undoes</source>
        <translation>Ein Feigling darf keinen Flankenmarsch führen (RULES M1, M2); Ctrl+Z macht es rückgängig</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Incompetent (never leads a flank march)</source>
        <translation>Unfähig (führt nie einen Flankenmarsch)</translation>
    </message>
    <message>
        <source>%1 (%2 to a flank march&apos;s arrival roll)</source>
        <translation>%1 (%2 auf den Ankunftswurf eines Flankenmarschs)</translation>
    </message>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation>Nur &amp;Spielleiter: Eine Spielerkopie lässt diese Notizen weg</translation>
    </message>
    <message>
        <source>How the app&apos;s texts speak of this leader; Ctrl+Z undoes</source>
        <translation>Wie die Texte der Anwendung von diesem Anführer sprechen; Strg+Z macht es rückgängig</translation>
    </message>
    <message>
        <source>&amp;Pronoun:</source>
        <translation>&amp;Pronomen:</translation>
    </message>
    <message>
        <source>Anything worth remembering about her. Saved as you pause; Ctrl+Z undoes.</source>
        <translation>Alles, was man über sie wissen sollte. Wird beim Innehalten gespeichert; Ctrl+Z macht es rückgängig.</translation>
    </message>
    <message>
        <source>Anything worth remembering about them. Saved as you pause; Ctrl+Z undoes.</source>
        <translation>Alles, was man über diesen Anführer wissen sollte. Wird beim Innehalten gespeichert; Ctrl+Z macht es rückgängig.</translation>
    </message>
    <message>
        <source>held for the next event she takes part in: a battle, her side&apos;s break-in roll, or a survival check of her own; unspent, they lapse when it ends (RULES H2)</source>
        <translation>aufgehoben für das nächste Ereignis, an dem sie teilnimmt: eine Schlacht, den Einbruchswurf ihrer Seite oder eine eigene Überlebensprobe; ungenutzt verfallen sie, wenn es endet (RULES H2)</translation>
    </message>
    <message>
        <source>held for the next event they take part in: a battle, their side&apos;s break-in roll, or a survival check of their own; unspent, they lapse when it ends (RULES H2)</source>
        <translation>aufgehoben für das nächste eigene Ereignis: eine Schlacht, den Einbruchswurf der eigenen Seite oder eine eigene Überlebensprobe; ungenutzt verfallen sie, wenn es endet (RULES H2)</translation>
    </message>
    <message>
        <source>%1, for her next event</source>
        <translation>%1, für ihr nächstes Ereignis</translation>
    </message>
    <message>
        <source>%1, for their next event</source>
        <translation>%1, für das nächste eigene Ereignis</translation>
    </message>
    <message>
        <source>for her next event</source>
        <translation>für ihr nächstes Ereignis</translation>
    </message>
    <message>
        <source>for their next event</source>
        <translation>für das nächste eigene Ereignis</translation>
    </message>
    <message>
        <source>Nothing has happened to her yet.</source>
        <translation>Ihr ist bisher nichts widerfahren.</translation>
    </message>
    <message>
        <source>Nothing has happened to them yet.</source>
        <translation>Bisher ist nichts geschehen.</translation>
    </message>
    <message>
        <source>(%1, capped by her vitality)</source>
        <translation>(%1, begrenzt durch ihre Vitalität)</translation>
    </message>
    <message>
        <source>(%1, capped by their vitality)</source>
        <translation>(%1, begrenzt durch die eigene Vitalität)</translation>
    </message>
    <message>
        <source>wounds the leader can take (L3)</source>
        <translation>Wunden, die der Anführer ertragen kann (L3)</translation>
    </message>
    <message>
        <source>Where the leader is (RULES L2); press Return to record a move</source>
        <translation>Wo sich der Anführer befindet (RULES L2); drücken Sie die Eingabetaste, um eine Bewegung festzuhalten</translation>
    </message>
    <message>
        <source>The level as a general comes from Maneuver, by the campaign&apos;s ruleset (RULES M1); its bonus is added to a flank march&apos;s arrival roll (M3)</source>
        <translation>Die Stufe als General ergibt sich aus dem Manöver gemäß dem Regelwerk des Feldzugs (RULES M1); ihr Bonus wird zum Ankunftswurf eines Flankenmarschs addiert (M3)</translation>
    </message>
</context>
<context>
    <name>castellan::LossSharesDialog</name>
    <message>
        <source>Share the Losses: %1</source>
        <translation>Verluste aufteilen: %1</translation>
    </message>
    <message>
        <source>The hits on %1: %2 eliminated (%3 broken, %4 flagged, %5 in good order) and %6 flagged. Give each loss to one of the side&apos;s forces (RULES F0).</source>
        <translation>Die Treffer gegen %1: %2 eliminiert (%3 aufgelöst, %4 markiert, %5 geordnet) und %6 markiert. Weisen Sie jeden Verlust einer der Streitmächte der Seite zu (RULES F0).</translation>
    </message>
    <message>
        <source>Broken
eliminated</source>
        <translation>Aufgelöst
eliminiert</translation>
    </message>
    <message>
        <source>Flagged
eliminated</source>
        <translation>Markiert
eliminiert</translation>
    </message>
    <message>
        <source>Good order
eliminated</source>
        <translation>Geordnet
eliminiert</translation>
    </message>
    <message>
        <source>Good order
flagged</source>
        <translation>Geordnet
markiert</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>Each loss to the force with the most units in the state it takes (RULES F0)</source>
        <translation>Jeden Verlust der Streitmacht mit den meisten Einheiten im betroffenen Zustand zuweisen (RULES F0)</translation>
    </message>
    <message>
        <source>Every loss is given to a force that has the unit to lose.</source>
        <translation>Jeder Verlust ist einer Streitmacht zugewiesen, die eine passende Einheit verlieren kann.</translation>
    </message>
</context>
<context>
    <name>castellan::LuckLedgerDialog</name>
    <message>
        <source>Luck Ledger</source>
        <translation>Glücksbilanz</translation>
    </message>
    <message>
        <source>Every fire die rolled in battle (RULES F2), undone battles left out: a fair die shows a 6 one time in six and a 5 one time in six. &lt;b&gt;%1&lt;/b&gt; dice so far.</source>
        <translation>Jeder in Schlachten geworfene Feuerwürfel (RULES F2), ohne rückgängig gemachte Schlachten: Ein fairer Würfel zeigt in einem von sechs Würfen eine 6 und in einem von sechs eine 5. Bisher &lt;b&gt;%1&lt;/b&gt; Würfel.</translation>
    </message>
    <message>
        <source>By side</source>
        <translation>Nach Seite</translation>
    </message>
    <message>
        <source>By leader</source>
        <translation>Nach Anführer</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>6s rolled</source>
        <translation>6er geworfen</translation>
    </message>
    <message>
        <source>6s expected</source>
        <translation>6er erwartet</translation>
    </message>
    <message>
        <source>5s rolled</source>
        <translation>5er geworfen</translation>
    </message>
    <message>
        <source>5s expected</source>
        <translation>5er erwartet</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6er</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5er</translation>
    </message>
    <message>
        <source>Expected of each</source>
        <translation>Jeweils erwartet</translation>
    </message>
    <message>
        <source>Luck (sd)</source>
        <translation>Glück (SA)</translation>
    </message>
    <message>
        <source>Luck: how far the 6s and 5s together are from what fair dice give, in standard deviations. Within ±2 is what fair dice do 95 times in 100.</source>
        <translation>Glück: wie weit die 6er und 5er zusammen von dem abweichen, was faire Würfel ergeben, gemessen in Standardabweichungen (SA). Innerhalb von ±2 liegen faire Würfel in 95 von 100 Fällen.</translation>
    </message>
    <message>
        <source>side #%1</source>
        <translation>Seite #%1</translation>
    </message>
    <message>
        <source>leader #%1</source>
        <translation>Anführer #%1</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>kein Anführer</translation>
    </message>
</context>
<context>
    <name>castellan::MainWindow</name>
    <message>
        <source>Roll log</source>
        <translation>Würfelprotokoll</translation>
    </message>
    <message>
        <source>Castellan</source>
        <translation>Castellan</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Neuer Feldzug…</translation>
    </message>
    <message>
        <source>Start a new campaign in a new file</source>
        <translation>Einen neuen Feldzug in einer neuen Datei beginnen</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation>Eine Feldzugsdatei öffnen</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Write a copy of the campaign to another file and go on in the copy</source>
        <translation>Eine Kopie des Feldzugs in eine andere Datei schreiben und in der Kopie weiterarbeiten</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Verify Log…</source>
        <translation>Protokoll &amp;prüfen…</translation>
    </message>
    <message>
        <source>Re-derive every logged roll from the campaign&apos;s seed and compare (RULES D2)</source>
        <translation>Jeden protokollierten Wurf aus dem Startwert des Feldzugs neu ableiten und vergleichen (RULES D2)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close Castellan</source>
        <translation>Castellan schließen</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Rule &amp;Options…</source>
        <translation>Regel&amp;optionen…</translation>
    </message>
    <message>
        <source>Switch the rule options of this campaign (RULES L1, L5)</source>
        <translation>Die Regeloptionen dieses Feldzugs ändern (RULES L1, L5)</translation>
    </message>
    <message>
        <source>&amp;Filter Leaders</source>
        <translation>Anführer &amp;filtern</translation>
    </message>
    <message>
        <source>Put the cursor in the roster&apos;s name filter</source>
        <translation>Den Cursor in den Namensfilter der Anführerliste setzen</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;About Castellan</source>
        <translation>&amp;Über Castellan</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Version und Mitwirkende</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt toolkit</source>
        <translation>Das Qt-Toolkit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Leader</source>
        <translation>A&amp;nführer</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Feldzug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Roll Log</source>
        <translation>&amp;Würfelprotokoll</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Leader actions</source>
        <translation>Anführeraktionen</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>Werkzeug&amp;leiste</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>%1 — Castellan</source>
        <translation>%1 — Castellan</translation>
    </message>
    <message>
        <source>No campaign</source>
        <translation>Kein Feldzug</translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation>Anführer: %1</translation>
    </message>
    <message>
        <source>Castellan campaigns (%1);;All files (*)</source>
        <translation>Castellan-Feldzüge (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Feldzug öffnen</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Feldzug speichern unter</translation>
    </message>
    <message>
        <source>Castellan campaigns (%1)</source>
        <translation>Castellan-Feldzüge (%1)</translation>
    </message>
    <message>
        <source>Verify Log</source>
        <translation>Protokoll prüfen</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Castellan %1&lt;/h3&gt;&lt;p&gt;A campaign manager for board-wargame campaigns: leaders with seven traits, wounds, heroic deeds and duels, and a log of every die rolled that can be verified from the campaign&apos;s seed.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Castellan %1&lt;/h3&gt;&lt;p&gt;Ein Verwaltungsprogramm für Brettkriegsspiel-Feldzüge: Anführer mit sieben Eigenschaften, Wunden, Heldentaten und Duellen sowie ein Protokoll jedes geworfenen Würfels, das sich anhand des Startwerts des Feldzugs überprüfen lässt.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Castellan</source>
        <translation>Über Castellan</translation>
    </message>
    <message>
        <source>&amp;Odds Calculator…</source>
        <translation>&amp;Chancenrechner…</translation>
    </message>
    <message>
        <source>Exact odds of a field battle between two sides you type in (RULES O1)</source>
        <translation>Exakte Chancen einer Feldschlacht zwischen zwei von Ihnen eingegebenen Seiten (RULES O1)</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>F&amp;orces</source>
        <translation>Streit&amp;mächte</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>Zug be&amp;enden</translation>
    </message>
    <message>
        <source>End the turn (RULES T3): broken units rally, disabled leaders roll for recovery, the turn advances and a backup is kept</source>
        <translation>Den Zug beenden (RULES T3): Aufgelöste Einheiten sammeln sich, kampfunfähige Anführer würfeln auf Genesung, der Zug rückt vor und eine Sicherung wird angelegt</translation>
    </message>
    <message>
        <source>Turn Not Ended</source>
        <translation>Zug nicht beendet</translation>
    </message>
    <message>
        <source>End of Turn %1</source>
        <translation>Ende von Zug %1</translation>
    </message>
    <message>
        <source>&amp;Leaders</source>
        <translation>&amp;Anführer</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>&amp;Luck Ledger…</source>
        <translation>&amp;Glücksbilanz…</translation>
    </message>
    <message>
        <source>The 6s and 5s each side and leader rolled in battle, against fair dice</source>
        <translation>Die 6er und 5er, die jede Seite und jeder Anführer in Schlachten geworfen hat, verglichen mit fairen Würfeln</translation>
    </message>
    <message>
        <source>&amp;Sieges</source>
        <translation>&amp;Belagerungen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>The rules as Castellan plays them, section by section, searchable</source>
        <translation>Die Regeln, wie Castellan sie spielt – Abschnitt für Abschnitt, durchsuchbar</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only…</source>
        <translation>Sc&amp;hreibgeschützt öffnen…</translation>
    </message>
    <message>
        <source>Open a campaign file only to look at it: nothing in it can be changed</source>
        <translation>Eine Feldzugsdatei nur zum Ansehen öffnen: Nichts darin kann geändert werden</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>%1 (read-only) — Castellan</source>
        <translation>%1 (schreibgeschützt) — Castellan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; You opened %1 only to look at it: nothing in it can be changed. To play on, open it again with &lt;i&gt;Open&lt;/i&gt;, or use &lt;i&gt;Save As&lt;/i&gt; to go on in a copy.</source>
        <translation>&lt;b&gt;Schreibgeschützt geöffnet.&lt;/b&gt; Sie haben %1 nur zum Ansehen geöffnet: Nichts darin kann geändert werden. Um weiterzuspielen, öffnen Sie die Datei erneut mit &lt;i&gt;Öffnen&lt;/i&gt; oder machen Sie mit &lt;i&gt;Speichern unter&lt;/i&gt; in einer Kopie weiter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; %1 cannot be written (the file or its folder is read-only), so you can look at everything but change nothing. To play on, make it writable and open it again, or use &lt;i&gt;Save As&lt;/i&gt; to go on in a copy.</source>
        <translation>&lt;b&gt;Schreibgeschützt geöffnet.&lt;/b&gt; %1 kann nicht beschrieben werden (die Datei oder ihr Ordner ist schreibgeschützt); Sie können daher alles ansehen, aber nichts ändern. Um weiterzuspielen, machen Sie die Datei beschreibbar und öffnen Sie sie erneut, oder machen Sie mit &lt;i&gt;Speichern unter&lt;/i&gt; in einer Kopie weiter.</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Öffnen Sie zuerst einen Feldzug.</translation>
    </message>
    <message>
        <source>Open Campaign Read-Only</source>
        <translation>Feldzug schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>&amp;Sides…</source>
        <translation>&amp;Seiten…</translation>
    </message>
    <message>
        <source>Name, colour, add or remove the campaign&apos;s sides (RULES L2)</source>
        <translation>Die Seiten des Feldzugs benennen, einfärben, hinzufügen oder entfernen (RULES L2)</translation>
    </message>
    <message>
        <source>Play a &amp;Tactical Scenario…</source>
        <translation>&amp;Taktisches Szenario spielen…</translation>
    </message>
    <message>
        <source>Play a Tactical Scenario</source>
        <translation>Taktisches Szenario spielen</translation>
    </message>
    <message>
        <source>%1 was written with the ruleset %2; it is played by %3.</source>
        <translation>%1 wurde mit dem Regelwerk %2 geschrieben; gespielt wird es mit %3.</translation>
    </message>
    <message>
        <source>A stand-alone battle is kept under way. Playing this scenario puts it aside for good. Go on?</source>
        <translation>Eine eigenständige Schlacht ist noch im Gange. Wenn Sie dieses Szenario spielen, wird sie endgültig verworfen. Fortfahren?</translation>
    </message>
    <message>
        <source>Resume the Battle on the Board</source>
        <translation>Schlacht auf dem Brett fortsetzen</translation>
    </message>
    <message>
        <source>%1

Forget this battle?</source>
        <translation>%1

Diese Schlacht verwerfen?</translation>
    </message>
    <message>
        <source>No battle on the board is under way.</source>
        <translation>Es ist keine Schlacht auf dem Brett im Gange.</translation>
    </message>
    <message>
        <source>&amp;Resume the Battle on the Board</source>
        <translation>Schlacht auf dem Brett &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Goes on with the battle on the board left under way, where it was</source>
        <translation>Setzt die unterbrochene Schlacht auf dem Brett dort fort, wo sie stehen geblieben ist</translation>
    </message>
    <message>
        <source>%1. The battle on the board at %2 was left at turn %3: Campaign ▸ Resume the Battle on the Board goes on with it.</source>
        <translation>%1. Die Schlacht auf dem Brett bei %2 wurde in Zug %3 unterbrochen: Feldzug ▸ Schlacht auf dem Brett fortsetzen führt sie weiter.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>A stand-alone battle is kept under way. Playing this one puts it aside for good. Go on?</source>
        <translation>Eine eigenständige Schlacht ist noch im Gange. Wenn Sie diese hier spielen, wird jene endgültig verworfen. Fortfahren?</translation>
    </message>
    <message>
        <source>Set &amp;Up a Battle Board…</source>
        <translation>Schlachtbrett &amp;einrichten…</translation>
    </message>
    <message>
        <source>A battle board of one&apos;s own: its terrain, each side&apos;s units and leaders, saved as a scenario</source>
        <translation>Ein eigenes Schlachtbrett: sein Gelände, die Einheiten und Anführer jeder Seite, gespeichert als Szenario</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Language, what a new campaign starts with, printed history</source>
        <translation>Sprache, Vorgaben für neue Feldzüge, gedruckte Chronik</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Schreibgeschützt geöffnet.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>A stand-alone battle on the battle board (RULES C): a shipped scenario or a file</source>
        <translation>Eine eigenständige Schlacht auf dem Schlachtfeld (RULES C): ein mitgeliefertes Szenario oder eine Datei</translation>
    </message>
    <message>
        <source>Undo &amp;History…</source>
        <translation>Rückgängig-&amp;Verlauf…</translation>
    </message>
    <message>
        <source>The actions you can undo, those of earlier sessions too</source>
        <translation>Die Aktionen, die Sie rückgängig machen können, auch die früherer Sitzungen</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Z</source>
        <translation>Ctrl+Alt+Z</translation>
    </message>
    <message>
        <source>History Not Shown</source>
        <translation>Geschichte nicht gezeigt</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Geschichte…</translation>
    </message>
    <message>
        <source>The campaign as it stood at any point of its history, turn by turn and action by action, read-only</source>
        <translation>Der Feldzug, wie er an jedem Punkt seiner Geschichte stand, Zug um Zug und Aktion um Aktion, nur zum Ansehen</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&lt;b&gt;History.&lt;/b&gt; %1 Nothing can be changed here. &lt;a href=&quot;now&quot;&gt;Back to now&lt;/a&gt; (Esc)</source>
        <translation>&lt;b&gt;Geschichte.&lt;/b&gt; %1 Hier kann nichts geändert werden. &lt;a href=&quot;now&quot;&gt;Zurück zur Gegenwart&lt;/a&gt; (Esc)</translation>
    </message>
    <message>
        <source>%1 (history) — Castellan</source>
        <translation>%1 (Geschichte) — Castellan</translation>
    </message>
    <message>
        <source>View as &amp;Side…</source>
        <translation>Als &amp;Seite ansehen…</translation>
    </message>
    <message>
        <source>The campaign exactly as one side&apos;s players see it: its leaders and rolls, and what it can see of the others</source>
        <translation>Der Feldzug genau so, wie ihn die Spieler einer Seite sehen: ihre Anführer und Würfe und was sie von den anderen sehen kann</translation>
    </message>
    <message>
        <source>View as Side</source>
        <translation>Als Seite ansehen</translation>
    </message>
    <message>
        <source>The campaign as the players of:</source>
        <translation>Der Feldzug, wie ihn die Spieler sehen von:</translation>
    </message>
    <message>
        <source>Side&apos;s View Not Shown</source>
        <translation>Sicht der Seite nicht gezeigt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing as %1.&lt;/b&gt; The campaign as its players see it%2. Nothing can be changed here. &lt;a href=&quot;gm&quot;&gt;Back to the game master&apos;s view&lt;/a&gt; (Esc)</source>
        <translation>&lt;b&gt;Ansicht als %1.&lt;/b&gt; Der Feldzug, wie ihn ihre Spieler sehen%2. Hier kann nichts geändert werden. &lt;a href=&quot;gm&quot;&gt;Zurück zur Sicht des Spielleiters&lt;/a&gt; (Esc)</translation>
    </message>
    <message>
        <source>, hidden movement on</source>
        <translation>, verdeckte Bewegung an</translation>
    </message>
    <message>
        <source>%1 (as %2) — Castellan</source>
        <translation>%1 (als %2) — Castellan</translation>
    </message>
    <message>
        <source>Only a game master looks at the campaign as another side sees it.</source>
        <translation>Nur ein Spielleiter sieht den Feldzug so, wie eine andere Seite ihn sieht.</translation>
    </message>
    <message>
        <source>Back to Now</source>
        <translation>Zurück zur Gegenwart</translation>
    </message>
    <message>
        <source>The campaign as it stands, to play on</source>
        <translation>Der Feldzug, wie er jetzt steht, zum Weiterspielen</translation>
    </message>
    <message>
        <source>An observer follows the campaign as it stands: its history is its players&apos; and its game masters&apos;.</source>
        <translation>Ein Beobachter verfolgt die Kampagne, wie sie steht: ihre Geschichte gehört ihren Spielern und Spielleitern.</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Geschichte von %1</translation>
    </message>
    <message>
        <source>Turn Reports Not Kept</source>
        <translation>Zugberichte nicht aufbewahrt</translation>
    </message>
    <message>
        <source>The turn has ended, but its reports could not be kept on the server for the players: %1</source>
        <translation>Der Zug ist beendet, aber seine Berichte konnten für die Spieler nicht auf dem Server aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Befehle</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>A shared campaign&apos;s orders: whose movement it is, and the players&apos; orders</source>
        <translation>Die Befehle eines geteilten Feldzugs: wer sich bewegt, und die Befehle der Spieler</translation>
    </message>
</context>
<context>
    <name>castellan::MapController</name>
    <message>
        <source>Name Place — Hex %1</source>
        <translation>Ort benennen — Hexfeld %1</translation>
    </message>
    <message>
        <source>Name of the place in hex %1 (empty: no name):</source>
        <translation>Name des Ortes in Hexfeld %1 (leer: kein Name):</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n unit(s))</source>
        <translation>
            <numerusform>%1 (%2, %n Einheit)</numerusform>
            <numerusform>%1 (%2, %n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay Siege to %1</source>
        <translation>%1 belagern</translation>
    </message>
    <message>
        <source>The force that breaches %1 (its side&apos;s other forces around it are pickets, RULES S1):</source>
        <translation>Die Streitmacht, die in %1 einbricht (die übrigen Streitmächte ihrer Seite ringsum sind Vorposten, RULES S1):</translation>
    </message>
    <message>
        <source>&amp;Name Place…</source>
        <translation>Ort &amp;benennen…</translation>
    </message>
    <message>
        <source>&amp;Edit Fortress %1…</source>
        <translation>Festung %1 &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove Fortress %1</source>
        <translation>Festung %1 &amp;entfernen</translation>
    </message>
    <message>
        <source>Add &amp;Fortress…</source>
        <translation>&amp;Festung hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Place Force Here</source>
        <translation>Streitmacht hier &amp;platzieren</translation>
    </message>
    <message>
        <source>&amp;Take Off the Map</source>
        <translation>Von der Karte &amp;nehmen</translation>
    </message>
    <message>
        <source>Forced &amp;March: %1</source>
        <translation>&amp;Gewaltmarsch: %1</translation>
    </message>
    <message>
        <source>&amp;Lift the Siege of %1</source>
        <translation>Belagerung von %1 &amp;aufheben</translation>
    </message>
    <message>
        <source>Lay &amp;Siege to %1…</source>
        <translation>%1 be&amp;lagern…</translation>
    </message>
    <message>
        <source>Nothing to do here now</source>
        <translation>Hier gibt es gerade nichts zu tun</translation>
    </message>
    <message>
        <source>Order %1: %2. It is carried out when the referee answers (RULES T4).</source>
        <translation>Befehl %1: %2. Er wird ausgeführt, wenn der Schiedsrichter antwortet (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::MapEmptyState</name>
    <message>
        <source>Create Map</source>
        <translation>Karte erstellen</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>This campaign has no map yet</source>
        <translation>Dieser Feldzug hat noch keine Karte</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Kein Feldzug geöffnet</translation>
    </message>
    <message>
        <source>Draw the strategic map in hexes: terrain, places and fortresses, then set your forces on it and move them turn by turn. Choose its size to begin.</source>
        <translation>Zeichnen Sie die strategische Karte in Hexfeldern: Gelände, Orte und Festungen. Stellen Sie dann Ihre Streitmächte darauf und bewegen Sie sie Zug um Zug. Wählen Sie zu Beginn ihre Größe.</translation>
    </message>
    <message>
        <source>Open or create a campaign to see its map.</source>
        <translation>Öffnen oder erstellen Sie einen Feldzug, um seine Karte zu sehen.</translation>
    </message>
</context>
<context>
    <name>castellan::MapPanel</name>
    <message>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <source>Forces Here</source>
        <translation>Streitmächte hier</translation>
    </message>
    <message>
        <source>Name Place…</source>
        <translation>Ort benennen…</translation>
    </message>
    <message>
        <source>Add Fortress…</source>
        <translation>Festung hinzufügen…</translation>
    </message>
    <message>
        <source>Edit Fortress…</source>
        <translation>Festung bearbeiten…</translation>
    </message>
    <message>
        <source>Remove Fortress</source>
        <translation>Festung entfernen</translation>
    </message>
    <message>
        <source>Forced March</source>
        <translation>Gewaltmarsch</translation>
    </message>
    <message>
        <source>Lay Siege…</source>
        <translation>Belagern…</translation>
    </message>
    <message>
        <source>Lift Siege</source>
        <translation>Belagerung aufheben</translation>
    </message>
    <message>
        <source>No hex selected</source>
        <translation>Kein Hexfeld ausgewählt</translation>
    </message>
    <message>
        <source>Click a hex to see what stands there.</source>
        <translation>Klicken Sie auf ein Hexfeld, um zu sehen, was dort steht.</translation>
    </message>
    <message>
        <source>Hex %1</source>
        <translation>Hexfeld %1</translation>
    </message>
    <message>
        <source>%1 &lt;span style=&apos;font-weight:normal&apos;&gt;· hex %2&lt;/span&gt;</source>
        <translation>%1 &lt;span style=&apos;font-weight:normal&apos;&gt;· Hexfeld %2&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 · entering costs %n movement point(s) (RULES T1a)</source>
        <translation>
            <numerusform>%1 · Betreten kostet %n Bewegungspunkt (RULES T1a)</numerusform>
            <numerusform>%1 · Betreten kostet %n Bewegungspunkte (RULES T1a)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, rating %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, Wert %2</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Gehalten von %1</translation>
    </message>
    <message>
        <source>No garrison</source>
        <translation>Keine Besatzung</translation>
    </message>
    <message numerus="yes">
        <source>Garrison: %1 (%n unit(s))</source>
        <translation>
            <numerusform>Besatzung: %1 (%n Einheit)</numerusform>
            <numerusform>Besatzung: %1 (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Besieged&lt;/b&gt; by %1 for %n turn(s)&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Belagert&lt;/b&gt; von %1 seit %n Zug&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Belagert&lt;/b&gt; von %1 seit %n Zügen&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Besiegers&apos; units lost: %1 (RULES S2)</source>
        <translation>Verlorene Einheiten der Belagerer: %1 (RULES S2)</translation>
    </message>
    <message>
        <source>Not under siege</source>
        <translation>Nicht belagert</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No force here</source>
        <translation>Keine Streitmacht hier</translation>
    </message>
    <message>
        <source>Take %1 off the map</source>
        <translation>%1 von der Karte nehmen</translation>
    </message>
    <message>
        <source>The commander&apos;s Maneuver check: one more hex this turn on a success (RULES T1a)</source>
        <translation>Manöverprobe des Befehlshabers: bei Erfolg ein Hexfeld mehr in diesem Zug (RULES T1a)</translation>
    </message>
    <message>
        <source>Lay Siege to %1…</source>
        <translation>%1 belagern…</translation>
    </message>
    <message>
        <source>Choose the force that breaches (RULES S1)</source>
        <translation>Wählen Sie die Streitmacht, die einbricht (RULES S1)</translation>
    </message>
    <message>
        <source>Lift the Siege of %1</source>
        <translation>Belagerung von %1 aufheben</translation>
    </message>
    <message>
        <source>The besieger withdraws (RULES S5)</source>
        <translation>Der Belagerer zieht ab (RULES S5)</translation>
    </message>
    <message>
        <source>Only leaders are left here of %1: they may duel, or one may try to retreat (Leader ▸ Retreat, RULES F8).</source>
        <translation>Von %1 sind hier nur noch Anführer übrig: Sie können sich duellieren, oder einer kann den Rückzug versuchen (Anführer ▸ Rückzug, RULES F8).</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Place a Force Here</source>
        <translation>Streitmacht hier platzieren</translation>
    </message>
    <message>
        <source>Set a force down in this hex, from off the map or from another hex</source>
        <translation>Eine Streitmacht in dieses Hexfeld setzen, von außerhalb der Karte oder aus einem anderen Hexfeld</translation>
    </message>
    <message>
        <source>No other force to place</source>
        <translation>Keine weitere Streitmacht zum Platzieren</translation>
    </message>
    <message>
        <source>Leaders inside: %1</source>
        <translation>Anführer in der Festung: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-in battle owed&lt;/b&gt; this turn (RULES S3): Sieges ▸ Siege Phase…</source>
        <translation>&lt;b&gt;Einbruchsschlacht steht aus&lt;/b&gt; in diesem Zug (RULES S3): Belagerungen ▸ Belagerungsphase…</translation>
    </message>
    <message>
        <source>Fight the Battle Here…</source>
        <translation>Schlacht hier schlagen…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;A battle is due here&lt;/b&gt;&lt;/span&gt; (RULES T1): %1 attacks %2.</source>
        <translation>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Hier steht eine Schlacht an&lt;/b&gt;&lt;/span&gt; (RULES T1): %1 greift %2 an.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;A battle is due here&lt;/b&gt;&lt;/span&gt; (RULES T1). %1</source>
        <translation>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Hier steht eine Schlacht an&lt;/b&gt;&lt;/span&gt; (RULES T1). %1</translation>
    </message>
    <message>
        <source>Fight the battle due here, every force of both sides in it (RULES F0)</source>
        <translation>Die hier anstehende Schlacht schlagen, mit jeder Streitmacht beider Seiten hier (RULES F0)</translation>
    </message>
    <message>
        <source>Give this hex a place&apos;s name, as forces and leaders are said to be there</source>
        <translation>Diesem Feld einen Ortsnamen geben, bei dem Truppen und Anführer dann stehen</translation>
    </message>
    <message>
        <source>A fortress in this hex: its name, rating and holder (RULES S1)</source>
        <translation>Eine Festung in diesem Feld: ihr Name, ihre Stärke und wer sie hält (RULES S1)</translation>
    </message>
    <message>
        <source>The fortress&apos;s name, rating and holder</source>
        <translation>Name, Stärke und Halter der Festung</translation>
    </message>
    <message>
        <source>An order: the referee rolls the commander&apos;s Maneuver check, one more hex this turn on a success (RULES T1a, T4)</source>
        <translation>Ein Befehl: Der Schiedsrichter würfelt die Manöverprobe des Befehlshabers, bei Erfolg ein Feld mehr in diesem Zug (RULES T1a, T4)</translation>
    </message>
</context>
<context>
    <name>castellan::MapPrintDialog</name>
    <message>
        <source>The whole map on &amp;one page</source>
        <translation>Die ganze Karte auf &amp;einer Seite</translation>
    </message>
    <message>
        <source>To &amp;scale, across several pages:</source>
        <translation>&amp;Maßstabsgetreu, über mehrere Seiten:</translation>
    </message>
    <message>
        <source>Print the Map</source>
        <translation>Karte drucken</translation>
    </message>
    <message>
        <source> mm a hex</source>
        <translation> mm pro Hexfeld</translation>
    </message>
    <message>
        <source>How wide a hex is on paper: a printed board&apos;s hexes are often 16 to 25 mm</source>
        <translation>Wie breit ein Hexfeld auf dem Papier ist: Die Hexfelder eines gedruckten Spielplans sind oft 16 bis 25 mm breit</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>Druckvorschau…</translation>
    </message>
    <message>
        <source>One page, %1.</source>
        <translation>Eine Seite, %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), %1 across and %2 down, %3.</source>
        <translation>
            <numerusform>%n Seite, %1 nebeneinander und %2 untereinander, %3.</numerusform>
            <numerusform>%n Seiten, %1 nebeneinander und %2 untereinander, %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::MapScene</name>
    <message>
        <source>A battle is due here: fight it before the turn ends (RULES T1).</source>
        <translation>Hier steht eine Schlacht an: Schlagt sie, bevor der Zug endet (RULES T1).</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3.</source>
        <translation>%1 zog von %2 nach %3.</translation>
    </message>
</context>
<context>
    <name>castellan::MapSizeDialog</name>
    <message>
        <source>Map Size — %1</source>
        <translation>Kartengröße — %1</translation>
    </message>
    <message>
        <source>Hexes cut off by a smaller map lose their terrain and place names. Fortresses and forces must stay on the map. The change can be undone.</source>
        <translation>Hexfelder, die bei einer kleineren Karte wegfallen, verlieren ihr Gelände und ihre Ortsnamen. Festungen und Streitmächte müssen auf der Karte bleiben. Die Änderung kann rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Größe ändern</translation>
    </message>
    <message numerus="yes">
        <source> hex(es)</source>
        <translation>
            <numerusform> Hexfeld</numerusform>
            <numerusform> Hexfelder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::MapToolBar</name>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Edit Map</source>
        <translation>Karte bearbeiten</translation>
    </message>
    <message>
        <source>Draw the map: terrain, places, fortresses; set forces down anywhere</source>
        <translation>Die Karte zeichnen: Gelände, Orte, Festungen; Streitmächte beliebig platzieren</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Move forces by the rules of the turn (RULES T1)</source>
        <translation>Streitmächte nach den Regeln des Zugs bewegen (RULES T1)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>No brush: a click selects a hex, a drag pans</source>
        <translation>Kein Pinsel: Ein Klick wählt ein Hexfeld aus, Ziehen verschiebt die Ansicht</translation>
    </message>
    <message>
        <source>Paint %1: click or drag over hexes (one undo step a stroke)</source>
        <translation>%1 malen: auf Hexfelder klicken oder darüber ziehen (ein Rückgängig-Schritt pro Strich)</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the map to the window</source>
        <translation>Karte an das Fenster anpassen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Map Size…</source>
        <translation>Kartengröße…</translation>
    </message>
    <message>
        <source>Columns and rows of the map (hexes cut off lose their terrain)</source>
        <translation>Spalten und Zeilen der Karte (wegfallende Hexfelder verlieren ihr Gelände)</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <source>A scan of the printed map under the hexes, aligned to the grid</source>
        <translation>Ein Scan der gedruckten Karte unter den Hexfeldern, am Raster ausgerichtet</translation>
    </message>
    <message>
        <source>Lay a Scan of the Map…</source>
        <translation>Scan der Karte unterlegen…</translation>
    </message>
    <message>
        <source>Align the Scan to the Grid…</source>
        <translation>Scan am Raster ausrichten…</translation>
    </message>
    <message>
        <source>Remove the Scan</source>
        <translation>Scan entfernen</translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation>Raster:</translation>
    </message>
    <message>
        <source>How much the hexes show over the scan: from hidden (left) to covering it (right)</source>
        <translation>Wie deutlich die Hexfelder über dem Scan zu sehen sind: von verborgen (links) bis deckend (rechts)</translation>
    </message>
</context>
<context>
    <name>castellan::MapWidget</name>
    <message>
        <source>Turn %1 · movement and battles</source>
        <translation>Zug %1 · Bewegung und Schlachten</translation>
    </message>
    <message>
        <source>Turn %1 · sieges</source>
        <translation>Zug %1 · Belagerungen</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Bilder (%1)</translation>
    </message>
    <message>
        <source>Lay a Scan of the Map</source>
        <translation>Scan der Karte unterlegen</translation>
    </message>
</context>
<context>
    <name>castellan::MergeForcesDialog</name>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Merge Forces — %1</source>
        <translation>Streitmächte vereinen — %1</translation>
    </message>
    <message>
        <source>no place given</source>
        <translation>kein Ort angegeben</translation>
    </message>
    <message>
        <source>Which force joins &lt;b&gt;%1&lt;/b&gt;? Only forces of %2 at %3 are listed: forces merge where they stand together.</source>
        <translation>Welche Streitmacht schließt sich &lt;b&gt;%1&lt;/b&gt; an? Aufgeführt sind nur Streitmächte von %2 bei %3: Streitmächte vereinen sich dort, wo sie zusammenstehen.</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 at %2, %3 lost so far</source>
        <translation>%1 bei %2, bisher %3 verloren</translation>
    </message>
    <message>
        <source>No other force of %1 is at %2, so there is nothing to merge with %3. Move a force there first (Edit Force…): forces merge only where they stand together.</source>
        <translation>Keine andere Streitmacht von %1 steht bei %2, daher gibt es nichts, womit sich %3 vereinen könnte. Bewegen Sie zuerst eine Streitmacht dorthin (Streitmacht bearbeiten…): Streitmächte vereinen sich nur dort, wo sie zusammenstehen.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Vereinen</translation>
    </message>
    <message>
        <source>There is no force to merge with %1.</source>
        <translation>Es gibt keine Streitmacht, mit der sich %1 vereinen kann.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two lists of leader names</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 will have %2 (%3 lost) and %4; %5 is removed.</source>
        <translation>%1 hat danach %2 (%3 verloren) und %4; %5 wird entfernt.</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>kein Anführer</translation>
    </message>
    <message>
        <source>leaders %1</source>
        <translation>Anführer %1</translation>
    </message>
</context>
<context>
    <name>castellan::Messenger</name>
    <message>
        <source>Read RULES %1</source>
        <translation>RULES %1 lesen</translation>
    </message>
</context>
<context>
    <name>castellan::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Neuer Feldzug</translation>
    </message>
    <message>
        <source>e.g. The War of the Three Crowns</source>
        <translation>z. B. Der Krieg der drei Kronen</translation>
    </message>
    <message>
        <source>Where the campaign file is kept</source>
        <translation>Wo die Feldzugsdatei abgelegt wird</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Blue
Red</source>
        <translation>Blau
Rot</translation>
    </message>
    <message>
        <source>One side (faction) a line; leaders and forces belong to one</source>
        <translation>Eine Seite (Fraktion) pro Zeile; Anführer und Streitmächte gehören jeweils zu einer</translation>
    </message>
    <message>
        <source>The dice of the campaign are drawn from this number, so the roll log can be verified (RULES D2)</source>
        <translation>Die Würfel des Feldzugs werden aus dieser Zahl abgeleitet, damit sich das Würfelprotokoll prüfen lässt (RULES D2)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation>&amp;Seiten:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Every die of the campaign is drawn from this seed, so the roll log can be verified later (RULES D2).</source>
        <translation>Jeder Würfel des Feldzugs wird aus diesem Startwert abgeleitet, damit sich das Würfelprotokoll später prüfen lässt (RULES D2).</translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation>Neue Feldzugsdatei</translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation>Castellan-Feldzüge (*.castellan)</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Geben Sie dem Feldzug einen Namen.</translation>
    </message>
    <message>
        <source>Choose a file for the campaign.</source>
        <translation>Wählen Sie eine Datei für den Feldzug.</translation>
    </message>
    <message>
        <source>%1 exists already; choose another file.</source>
        <translation>%1 existiert bereits; wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>Give a seed for the dice (RULES D2).</source>
        <translation>Geben Sie einen Startwert für die Würfel an (RULES D2).</translation>
    </message>
    <message>
        <source>%1 is named twice: each side needs a name of its own.</source>
        <translation>%1 ist doppelt genannt: Jede Seite braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>A campaign needs at least two sides, one a line: leaders fight for one of them.</source>
        <translation>Ein Feldzug braucht mindestens zwei Seiten, eine pro Zeile: Anführer kämpfen für eine davon.</translation>
    </message>
</context>
<context>
    <name>castellan::NewLeaderDialog</name>
    <message>
        <source>&amp;Suggest</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <source>&amp;Roll 7d6</source>
        <translation>7d6 &amp;würfeln</translation>
    </message>
    <message>
        <source>Assign in &amp;order</source>
        <translation>Der &amp;Reihe nach zuweisen</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Create Leader</source>
        <translation>Anführer &amp;erstellen</translation>
    </message>
    <message>
        <source>New Leader</source>
        <translation>Neuer Anführer</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>Suggest a name no leader of this campaign has</source>
        <translation>Einen Namen vorschlagen, den kein Anführer dieses Feldzugs trägt</translation>
    </message>
    <message>
        <source>No sides yet</source>
        <translation>Noch keine Seiten</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>S&amp;eite:</translation>
    </message>
    <message>
        <source>Roll once: the roll is logged at once, and nothing is re-rolled (RULES L1).</source>
        <translation>Einmal würfeln: Der Wurf wird sofort protokolliert, und nichts wird neu gewürfelt (RULES L1).</translation>
    </message>
    <message>
        <source>Send every die back to the pool</source>
        <translation>Alle Würfel in den Vorrat zurücklegen</translation>
    </message>
    <message>
        <source>Drag each die onto a trait, or pick a die with &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;7&lt;/b&gt; (or Tab and the arrow keys) and press the trait&apos;s letter.</source>
        <translation>Ziehen Sie jeden Würfel auf eine Eigenschaft, oder wählen Sie einen Würfel mit &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;7&lt;/b&gt; (oder Tab und den Pfeiltasten) und drücken Sie den Buchstaben der Eigenschaft.</translation>
    </message>
    <message>
        <source>Creation roll</source>
        <translation>Erschaffungswurf</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>A trait&apos;s rating is the die it gets.</source>
        <translation>Der Wert einer Eigenschaft ist der Würfel, den sie erhält.</translation>
    </message>
    <message>
        <source>new leader</source>
        <translation>neuer Anführer</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Gewürfelt</translation>
    </message>
    <message>
        <source>Rolled %1, logged as roll %2. Nothing is re-rolled (RULES L1).</source>
        <translation>%1 gewürfelt, protokolliert als Wurf %2. Nichts wird neu gewürfelt (RULES L1).</translation>
    </message>
    <message>
        <source>The campaign assigns creation dice in order; you may still move them.</source>
        <translation>Dieser Feldzug weist die Erschaffungswürfel der Reihe nach zu; Sie können sie dennoch verschieben.</translation>
    </message>
    <message>
        <source>Pick a die first: press 1 to 7.</source>
        <translation>Wählen Sie zuerst einen Würfel: Drücken Sie 1 bis 7.</translation>
    </message>
    <message>
        <source>This campaign has no sides yet: add one before creating leaders.</source>
        <translation>Dieser Feldzug hat noch keine Seiten: Fügen Sie eine hinzu, bevor Sie Anführer erstellen.</translation>
    </message>
    <message>
        <source>Roll the seven dice.</source>
        <translation>Werfen Sie die sieben Würfel.</translation>
    </message>
    <message>
        <source>Dice left to assign: %1.</source>
        <translation>Noch zuzuweisende Würfel: %1.</translation>
    </message>
    <message>
        <source>Ready: %1 joins %2.</source>
        <translation>Bereit: %1 schließt sich %2 an.</translation>
    </message>
    <message>
        <source>Discard this leader?</source>
        <translation>Diesen Anführer verwerfen?</translation>
    </message>
    <message>
        <source>The creation roll %1 stays in the campaign&apos;s log: every roll is kept (RULES D1). Discard this leader anyway?</source>
        <translation>Der Erschaffungswurf %1 bleibt im Protokoll des Feldzugs: Jeder Wurf wird aufbewahrt (RULES D1). Diesen Anführer trotzdem verwerfen?</translation>
    </message>
    <message>
        <source>Give the dice not yet placed to the empty traits in the order they were rolled, Vitality first, Rally last; dice you placed stay (RULES L1 option). Clear starts over.</source>
        <translation>Die noch nicht platzierten Würfel in der Reihenfolge, in der sie geworfen wurden, auf die leeren Eigenschaften verteilen – Vitalität zuerst, Sammeln zuletzt; von Ihnen platzierte Würfel bleiben (Option in RULES L1). „Leeren“ beginnt von vorn.</translation>
    </message>
    <message>
        <source>Give the leader a name.</source>
        <translation>Geben Sie dem Anführer einen Namen.</translation>
    </message>
</context>
<context>
    <name>castellan::NotesDialog</name>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation>Nur &amp;Spielleiter: Eine Spielerkopie lässt diese Notizen weg</translation>
    </message>
    <message>
        <source>Orders, rumours, anything worth remembering.</source>
        <translation>Befehle, Gerüchte, alles, was man sich merken sollte.</translation>
    </message>
</context>
<context>
    <name>castellan::OddsCalculatorWindow</name>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>S&amp;wap sides</source>
        <translation>Seiten &amp;tauschen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <source>Odds Calculator</source>
        <translation>Chancenrechner</translation>
    </message>
    <message>
        <source>The attacker becomes the defender and the other way round</source>
        <translation>Der Angreifer wird zum Verteidiger und umgekehrt</translation>
    </message>
    <message>
        <source>Exact odds under the default choices of RULES F9: enemy 6s take broken units first, every flagged unit tries to rally, nobody retreats and no heroic deeds are attempted.</source>
        <translation>Exakte Chancen unter den Standardentscheidungen von RULES F9: Feindliche 6er treffen zuerst aufgelöste Einheiten, jede markierte Einheit versucht sich zu sammeln, niemand zieht sich zurück und es werden keine Heldentaten versucht.</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>The defender ends with no good-order unit while the attacker still has one (RULES F4)</source>
        <translation>Der Verteidiger hat am Ende keine geordnete Einheit mehr, während der Angreifer noch eine hat (RULES F4)</translation>
    </message>
    <message>
        <source>The attacker ends with no good-order unit while the defender still has one (RULES F4)</source>
        <translation>Der Angreifer hat am Ende keine geordnete Einheit mehr, während der Verteidiger noch eine hat (RULES F4)</translation>
    </message>
    <message>
        <source>Both sides are defeated in the same round (RULES F4)</source>
        <translation>Beide Seiten werden in derselben Runde besiegt (RULES F4)</translation>
    </message>
    <message>
        <source>Expected units not eliminated at the end: good, flagged or broken</source>
        <translation>Erwartete Zahl der am Ende nicht eliminierten Einheiten: geordnet, markiert oder aufgelöst</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Annihilated</source>
        <translation>Vernichtet</translation>
    </message>
    <message>
        <source>Units left (expected)</source>
        <translation>Verbleibende Einheiten (erwartet)</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Beide Seiten</translation>
    </message>
    <message>
        <source>Mutual</source>
        <translation>Beidseitig</translation>
    </message>
    <message>
        <source>Rounds (expected)</source>
        <translation>Runden (erwartet)</translation>
    </message>
    <message>
        <source>Stop computing; the odds shown stay those of the earlier inputs</source>
        <translation>Berechnung anhalten; die angezeigten Chancen bleiben die der früheren Eingaben</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>&amp;Berechnen</translation>
    </message>
    <message>
        <source>Compute the odds of the sides as they are now</source>
        <translation>Die Chancen der Seiten im jetzigen Stand berechnen</translation>
    </message>
    <message>
        <source>Stopped after %1 s: the odds shown are for earlier inputs.</source>
        <translation>Nach %1 s angehalten: Die angezeigten Chancen gelten für frühere Eingaben.</translation>
    </message>
    <message>
        <source>There is not enough memory to compute the exact odds of %1 against %2 units.</source>
        <translation>Es ist nicht genug Speicher vorhanden, um die exakten Chancen von %1 gegen %2 Einheiten zu berechnen.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Exact; error bound &amp;lt; %1 on each probability (RULES O1).</source>
        <translation>Exakt; Fehlerschranke &amp;lt; %1 für jede Wahrscheinlichkeit (RULES O1).</translation>
    </message>
    <message>
        <source>Exact (RULES O1).</source>
        <translation>Exakt (RULES O1).</translation>
    </message>
    <message>
        <source>No round is fought: a side without a unit in good order is defeated at once (RULES F4).</source>
        <translation>Es wird keine Runde gekämpft: Eine Seite ohne geordnete Einheit ist sofort besiegt (RULES F4).</translation>
    </message>
    <message>
        <source>Computing… %1 s</source>
        <translation>Berechnung läuft… %1 s</translation>
    </message>
    <message>
        <source>big armies take a while; you may stop at any time</source>
        <translation>große Armeen brauchen eine Weile; Sie können jederzeit anhalten</translation>
    </message>
    <message>
        <source>Stopped after %1 s: the rounds were not counted.</source>
        <translation>Nach %1 s angehalten: Die Runden wurden nicht gezählt.</translation>
    </message>
    <message>
        <source>Not counted: stopped</source>
        <translation>Nicht gezählt: angehalten</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Counting the rounds: the battle is being played out round by round</source>
        <translation>Die Runden werden gezählt: Die Schlacht wird Runde für Runde durchgespielt</translation>
    </message>
    <message>
        <source>Counting the rounds…</source>
        <translation>Runden werden gezählt…</translation>
    </message>
    <message>
        <source>Computed in %1 s.</source>
        <translation>Berechnet in %1 s.</translation>
    </message>
    <message>
        <source>The odds come back as soon as both sides make a battle.</source>
        <translation>Die Chancen erscheinen wieder, sobald beide Seiten eine Schlacht ergeben.</translation>
    </message>
    <message>
        <source>Counting the rounds… %1 s</source>
        <translation>Runden werden gezählt… %1 s</translation>
    </message>
    <message>
        <source>Waiting for the previous computation to stop… %1 s</source>
        <translation>Warte auf das Ende der vorherigen Berechnung… %1 s</translation>
    </message>
    <message>
        <source>Not counted: more than %1 units a side</source>
        <translation>Nicht gezählt: mehr als %1 Einheiten pro Seite</translation>
    </message>
    <message>
        <source>The rounds are counted round by round for battles of up to %1 units a side, which take a few seconds.</source>
        <translation>Bei Schlachten mit bis zu %1 Einheiten pro Seite werden die Runden einzeln gezählt; das dauert einige Sekunden.</translation>
    </message>
</context>
<context>
    <name>castellan::OddsCharts</name>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>&amp;Outcomes</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <source>&amp;Surviving units</source>
        <translation>Ü&amp;berlebende Einheiten</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>R&amp;unden</translation>
    </message>
    <message>
        <source>Who wins, and who is annihilated (RULES F4, F9)</source>
        <translation>Wer gewinnt und wer vernichtet wird (RULES F4, F9)</translation>
    </message>
    <message>
        <source>How many units each side has left at the end, eliminated ones not counted</source>
        <translation>Wie viele Einheiten jeder Seite am Ende bleiben, eliminierte nicht mitgezählt</translation>
    </message>
    <message>
        <source>How many rounds the battle lasts</source>
        <translation>Wie viele Runden die Schlacht dauert</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>Mutual</source>
        <translation>Beidseitig</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Mutual: both sides defeated in the same round</source>
        <translation>Beidseitig: Beide Seiten werden in derselben Runde besiegt</translation>
    </message>
    <message>
        <source>%1 annihilated</source>
        <translation>%1 vernichtet</translation>
    </message>
    <message>
        <source>%1
wins</source>
        <translation>%1
gewinnt</translation>
    </message>
    <message>
        <source>%1
annihilated</source>
        <translation>%1
vernichtet</translation>
    </message>
    <message>
        <source>Units left at the end (good, flagged or broken; eliminated ones not counted)</source>
        <translation>Am Ende verbleibende Einheiten (geordnet, markiert oder aufgelöst; eliminierte nicht mitgezählt)</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends with %n unit(s): %2</source>
        <translation>
            <numerusform>%1 endet mit %n Einheit: %2</numerusform>
            <numerusform>%1 endet mit %n Einheiten: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle ends in this round</source>
        <translation>Schlacht endet in dieser Runde</translation>
    </message>
    <message>
        <source>Over by this round (right axis)</source>
        <translation>Bis zu dieser Runde beendet (rechte Achse)</translation>
    </message>
    <message>
        <source>Rounds fought</source>
        <translation>Gekämpfte Runden</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Kumuliert</translation>
    </message>
    <message numerus="yes">
        <source>The battle lasts %n round(s): %1</source>
        <translation>
            <numerusform>Die Schlacht dauert %n Runde: %1</numerusform>
            <numerusform>Die Schlacht dauert %n Runden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 on average</source>
        <translation>%1: %2 im Durchschnitt</translation>
    </message>
    <message>
        <source>%1 rounds on average</source>
        <translation>%1 Runden im Durchschnitt</translation>
    </message>
    <message>
        <source>Annihilated (hatched)</source>
        <translation>Vernichtet (schraffiert)</translation>
    </message>
</context>
<context>
    <name>castellan::OddsSidePanel</name>
    <message>
        <source>&amp;Leaderless</source>
        <translation>&amp;Führerlos</translation>
    </message>
    <message>
        <source>Units in good order: each rolls one die a round (RULES F2)</source>
        <translation>Geordnete Einheiten: Jede wirft einen Würfel pro Runde (RULES F2)</translation>
    </message>
    <message>
        <source>Broken units: they do not fire, and enemy 6s take them first (RULES F3)</source>
        <translation>Aufgelöste Einheiten: Sie feuern nicht, und feindliche 6er treffen sie zuerst (RULES F3)</translation>
    </message>
    <message>
        <source>The commander&apos;s Battle rating: the better commander&apos;s side rolls the difference as bonus dice (RULES R1)</source>
        <translation>Der Schlacht-Wert des Befehlshabers: Die Seite des besseren Befehlshabers wirft die Differenz als Bonuswürfel (RULES R1)</translation>
    </message>
    <message>
        <source>The commander&apos;s Rally rating: each flagged unit rallies on a d6 at or under it (RULES F5)</source>
        <translation>Der Sammeln-Wert des Befehlshabers: Jede markierte Einheit sammelt sich bei einem d6-Wurf kleiner oder gleich diesem Wert (RULES F5)</translation>
    </message>
    <message>
        <source>No able commander: no Battle bonus, and flagged units all break instead of rallying (RULES R1, F5)</source>
        <translation>Kein handlungsfähiger Befehlshaber: kein Schlachtbonus, und markierte Einheiten lösen sich alle auf, statt sich zu sammeln (RULES R1, F5)</translation>
    </message>
    <message>
        <source>&amp;Good order:</source>
        <translation>&amp;Geordnet:</translation>
    </message>
    <message>
        <source>B&amp;roken:</source>
        <translation>Au&amp;fgelöst:</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Schlacht:</translation>
    </message>
    <message>
        <source>R&amp;ally:</source>
        <translation>S&amp;ammeln:</translation>
    </message>
    <message>
        <source>Leaderless: no bonus dice, and flagged units all break (RULES F5).</source>
        <translation>Führerlos: keine Bonuswürfel, und markierte Einheiten lösen sich alle auf (RULES F5).</translation>
    </message>
    <message numerus="yes">
        <source>Bonus: &lt;b&gt;+%n&lt;/b&gt; die a round (RULES R1).</source>
        <translation>
            <numerusform>Bonus: &lt;b&gt;+%n&lt;/b&gt; Würfel pro Runde (RULES R1).</numerusform>
            <numerusform>Bonus: &lt;b&gt;+%n&lt;/b&gt; Würfel pro Runde (RULES R1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No bonus dice (RULES R1).</source>
        <translation>Keine Bonuswürfel (RULES R1).</translation>
    </message>
    <message numerus="yes">
        <source>Fires %n dice in the first round.</source>
        <translation>
            <numerusform>Wirft in der ersten Runde %n Würfel.</numerusform>
            <numerusform>Wirft in der ersten Runde %n Würfel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Zurückziehen</translation>
    </message>
    <message>
        <source>&amp;Carry Out Orders</source>
        <translation>Befehle &amp;ausführen</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Withdraws the selected order while the referee has not answered it (RULES T4)</source>
        <translation>Zieht den gewählten Befehl zurück, solange der Schiedsrichter ihn nicht beantwortet hat (RULES T4)</translation>
    </message>
    <message>
        <source>This window carries out the players&apos; orders as they come, with the campaign&apos;s dice (RULES T4)</source>
        <translation>Dieses Fenster führt die Befehle der Spieler aus, sobald sie kommen, mit den Würfeln des Feldzugs (RULES T4)</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign: players play their own sides there (RULES T4).</source>
        <translation>Befehle gibt es in einem geteilten Feldzug: Dort spielen die Spieler ihre eigenen Seiten (RULES T4).</translation>
    </message>
    <message>
        <source>%1&apos;s movement</source>
        <translation>Bewegung von %1</translation>
    </message>
    <message>
        <source>Every side has moved: the game master ends the turn</source>
        <translation>Jede Seite hat sich bewegt: Der Spielleiter beendet den Zug</translation>
    </message>
    <message>
        <source>Turn %1: %2.</source>
        <translation>Zug %1: %2.</translation>
    </message>
    <message>
        <source>Refused: %1. %2</source>
        <translation>Abgelehnt: %1. %2</translation>
    </message>
    <message>
        <source>Done: %1. %2</source>
        <translation>Ausgeführt: %1. %2</translation>
    </message>
    <message>
        <source>%1&apos;s movement begins: your orders are carried out now (RULES T4).</source>
        <translation>Die Bewegung von %1 beginnt: Ihre Befehle werden jetzt ausgeführt (RULES T4).</translation>
    </message>
    <message>
        <source>Castellan</source>
        <translation>Castellan</translation>
    </message>
    <message>
        <source>Your side&apos;s movement ends as soon as the referee answers.</source>
        <translation>Die Bewegung Ihrer Seite endet, sobald der Schiedsrichter antwortet.</translation>
    </message>
    <message>
        <source>Order %1 is withdrawn.</source>
        <translation>Befehl %1 ist zurückgezogen.</translation>
    </message>
    <message>
        <source>Order %1 was answered before it could be withdrawn.</source>
        <translation>Befehl %1 wurde beantwortet, bevor er zurückgezogen werden konnte.</translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2.</source>
        <translation>Ausgeführte Befehle: %1; abgelehnt: %2.</translation>
    </message>
    <message>
        <source>&amp;End %1&apos;s Movement</source>
        <translation>Bewegung von %1 &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;End Movement</source>
        <translation>Bewegung &amp;beenden</translation>
    </message>
    <message>
        <source>The next side in the campaign&apos;s order moves (RULES T4)</source>
        <translation>Die nächste Seite in der Reihenfolge des Feldzugs bewegt sich (RULES T4)</translation>
    </message>
    <message>
        <source>&amp;Standing Orders…</source>
        <translation>&amp;Daueranweisungen…</translation>
    </message>
    <message>
        <source>What the side does when a choice is its own while another side moves (RULES T4)</source>
        <translation>Was die Seite tut, wenn eine Wahl die ihre ist, während sich eine andere Seite bewegt (RULES T4)</translation>
    </message>
    <message>
        <source>The standing orders are kept.</source>
        <translation>Die Daueranweisungen sind gespeichert.</translation>
    </message>
    <message>
        <source>Turn %1: %2; then %3.</source>
        <translation>Zug %1: %2; danach %3.</translation>
    </message>
    <message>
        <source>A battle of your side was fought: %1. %2</source>
        <translation>Eine Schlacht Ihrer Seite wurde geschlagen: %1. %2</translation>
    </message>
    <message>
        <source>Siege phase: break-in rolls and sorties</source>
        <translation>Belagerungsphase: Einbruchswürfe und Ausfälle</translation>
    </message>
    <message>
        <source>&amp;Answer…</source>
        <translation>&amp;Antworten…</translation>
    </message>
    <message>
        <source>Choose how your side fights the battle that waits for you (RULES T4)</source>
        <translation>Wählen Sie, wie Ihre Seite die Schlacht schlägt, die auf Sie wartet (RULES T4)</translation>
    </message>
    <message>
        <source>The battle at %1 waits for your answer until %2 (RULES T4).</source>
        <translation>Die Schlacht bei %1 wartet bis %2 auf Ihre Antwort (RULES T4).</translation>
    </message>
    <message>
        <source>The battle at %1 waits for %2&apos;s answer until %3.</source>
        <translation>Die Schlacht bei %1 wartet bis %3 auf die Antwort von %2.</translation>
    </message>
    <message>
        <source>Your answer is given: the referee fights the battle now.</source>
        <translation>Ihre Antwort ist gegeben: Der Schiedsrichter schlägt die Schlacht jetzt.</translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2; battles fought past their deadline by the standing orders: %3.</source>
        <translation>Anweisungen ausgeführt: %1; abgelehnt: %2; nach ihrer Frist nach den Daueranweisungen geschlagene Schlachten: %3.</translation>
    </message>
</context>
<context>
    <name>castellan::OverStep</name>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Abschließen</translation>
    </message>
    <message numerus="yes">
        <source>%n eliminated</source>
        <translation>
            <numerusform>%n eliminiert</numerusform>
            <numerusform>%n eliminiert</numerusform>
        </translation>
    </message>
    <message>
        <source>After the battle (RULES F8):</source>
        <translation>Nach der Schlacht (RULES F8):</translation>
    </message>
    <message>
        <source>Nothing to roll after the battle (RULES F8).</source>
        <translation>Nach der Schlacht ist nichts zu würfeln (RULES F8).</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorüber</translation>
    </message>
    <message>
        <source>The attacker &amp;moves to:</source>
        <translation>Der Angreifer &amp;zieht nach:</translation>
    </message>
    <message>
        <source>The defender m&amp;oves to:</source>
        <translation>Der Verteidiger zie&amp;ht nach:</translation>
    </message>
    <message>
        <source>nowhere: no way out, its units are lost and its leaders check (RULES F6a)</source>
        <translation>nirgendwohin: kein Ausweg, ihre Einheiten gehen verloren und ihre Anführer legen eine Probe ab (RULES F6a)</translation>
    </message>
    <message>
        <source>Finish records the whole battle as one action you can undo: units and losses, the moves off the field, wounds, captures and deaths, the leaders&apos; histories and the report.</source>
        <translation>„Abschließen“ erfasst die gesamte Schlacht als eine Aktion, die Sie rückgängig machen können: Einheiten und Verluste, die Abzüge vom Schlachtfeld, Wunden, Gefangennahmen und Tode, die Chroniken der Anführer und den Bericht.</translation>
    </message>
    <message>
        <source>%1 (fortress)</source>
        <translation>%1 (Festung)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hex(es) away</source>
        <translation>
            <numerusform>%1 · %n Hexfeld entfernt</numerusform>
            <numerusform>%1 · %n Hexfelder entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 escapes to:</source>
        <translation>%1 entkommt nach:</translation>
    </message>
    <message>
        <source>nowhere: the side has no force or fortress to take this leader in</source>
        <translation>nirgendwohin: Die Seite hat keine Streitmacht und keine Festung, die diesen Anführer aufnehmen kann</translation>
    </message>
    <message>
        <source>RULES H3: this leader escaped the survival check; the nearest friendly force or fortress is the default.</source>
        <translation>RULES H3: Dieser Anführer ist dank der Überlebensprobe entkommen; vorgegeben ist die nächste befreundete Streitmacht oder Festung.</translation>
    </message>
</context>
<context>
    <name>castellan::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source> copy(ies), one a turn</source>
        <translation>
            <numerusform> Kopie, eine pro Zug</numerusform>
            <numerusform> Kopien, eine pro Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>the whole history</source>
        <translation>die ganze Chronik</translation>
    </message>
    <message numerus="yes">
        <source> newest entry(ies)</source>
        <translation>
            <numerusform> neuester Eintrag</numerusform>
            <numerusform> neueste Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Printed &amp;history:</source>
        <translation>Gedruckte &amp;Chronik:</translation>
    </message>
    <message>
        <source>A new campaign starts with</source>
        <translation>Ein neuer Feldzug beginnt mit</translation>
    </message>
    <message>
        <source>End-of-turn &amp;backups kept:</source>
        <translation>Aufbewahrte &amp;Sicherungen am Zugende:</translation>
    </message>
    <message>
        <source>The window is made anew in the new language at once, on the same campaign.</source>
        <translation>Das Fenster wird sofort in der neuen Sprache neu aufgebaut, mit demselben Feldzug.</translation>
    </message>
    <message numerus="yes">
        <source> sheet(s) a page</source>
        <translation>
            <numerusform> Bogen pro Seite</numerusform>
            <numerusform> Bögen pro Seite</numerusform>
        </translation>
    </message>
    <message>
        <source>Leader, force and siege sheets printed on one page, a rule between them; a sheet with a long history still runs on</source>
        <translation>Anführer-, Truppen- und Belagerungsbögen auf einer Seite, durch eine Linie getrennt; ein Bogen mit langer Chronik läuft weiter</translation>
    </message>
    <message>
        <source>Printed sheets &amp;per page:</source>
        <translation>Gedruckte Bögen &amp;pro Seite:</translation>
    </message>
    <message>
        <source>How much of a leader&apos;s history the printed sheet shows; 0 leaves it out</source>
        <translation>Wie viel von der Chronik eines Anführers der gedruckte Bogen zeigt; 0 lässt sie weg</translation>
    </message>
</context>
<context>
    <name>castellan::RallyStep</name>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>No flagged unit to rally.</source>
        <translation>Keine markierte Einheit zu sammeln.</translation>
    </message>
    <message>
        <source>No able leader: its %1 break.</source>
        <translation>Kein handlungsfähiger Anführer: Aufgelöst werden %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n flagged unit(s)</source>
        <translation>
            <numerusform>%n markierte Einheit</numerusform>
            <numerusform>%n markierte Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 roll against %2&apos;s Rally %3: each success returns to good order, each failure breaks.</source>
        <translation>Gewürfelt wird für %1 gegen den Sammeln-Wert %3 von %2: Bei jedem Erfolg ist eine Einheit wieder geordnet, bei jedem Misserfolg löst sie sich auf.</translation>
    </message>
    <message>
        <source>Withdraw from the breach, no check (RULES S3).</source>
        <translation>Rückzug aus der Bresche, ohne Probe (RULES S3).</translation>
    </message>
    <message>
        <source>%1 makes a Maneuver check, success on %2 or less.</source>
        <translation>%1 legt eine Manöverprobe ab, Erfolg bei %2 oder weniger.</translation>
    </message>
    <message>
        <source>On a success the side leaves the field and the other wins; on a failure the battle goes on. Either way its flagged units break (RULES F6).</source>
        <translation>Bei Erfolg verlässt die Seite das Feld und die andere gewinnt; bei Misserfolg geht die Schlacht weiter. In beiden Fällen lösen sich ihre markierten Einheiten auf (RULES F6).</translation>
    </message>
    <message>
        <source>Retreat is not allowed. %1</source>
        <translation>Rückzug ist nicht erlaubt. %1</translation>
    </message>
    <message>
        <source>Round %1 · Rally or retreat</source>
        <translation>Runde %1 · Sammeln oder Rückzug</translation>
    </message>
    <message>
        <source>Neither side is defeated (RULES F4). Before the next round each side rallies its flagged units: a success returns one to good order, a failure breaks it (F5); or its commander tries to retreat (F6).</source>
        <translation>Keine Seite ist besiegt (RULES F4). Vor der nächsten Runde sammelt jede Seite ihre markierten Einheiten: Ein Erfolg bringt eine Einheit zurück in Ordnung, ein Misserfolg löst sie auf (F5); oder ihr Befehlshaber versucht den Rückzug (F6).</translation>
    </message>
</context>
<context>
    <name>castellan::RecentMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>%1 is gone</source>
        <translation>%1 ist nicht mehr vorhanden</translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation>Keine zuletzt geöffneten Feldzüge</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
</context>
<context>
    <name>castellan::RefusalBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>castellan::RerollDialog</name>
    <message>
        <source>%1 %2 at %3</source>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <source>activates a unit of any type</source>
        <translation>aktiviert eine Einheit beliebiger Art</translation>
    </message>
    <message>
        <source>activates nothing</source>
        <translation>aktiviert nichts</translation>
    </message>
    <message>
        <source>activates a unit of that type</source>
        <translation>aktiviert eine Einheit dieser Art</translation>
    </message>
    <message>
        <source>Ask no more for %1 in this battle</source>
        <translation>In dieser Schlacht für %1 nicht mehr fragen</translation>
    </message>
    <message>
        <source>Leaders&apos; Rerolls · %1</source>
        <translation>Neuwürfe der Anführer · %1</translation>
    </message>
    <message>
        <source>%1 fires on %2.</source>
        <translation>%1 schießt auf %2.</translation>
    </message>
    <message>
        <source>%1 rolls its activation dice.</source>
        <translation>%1 würfelt seine Aktivierungswürfel.</translation>
    </message>
    <message>
        <source>A leader of the side on the board may spend a heroic reroll on one of these dice; the new face stands. What is not spent lapses when the battle ends (RULES H2, C11).</source>
        <translation>Ein Anführer der Seite auf dem Spielbrett darf einen heroischen Neuwurf für einen dieser Würfel einsetzen; das neue Ergebnis gilt. Was nicht eingesetzt wird, verfällt mit dem Ende der Schlacht (REGELN H2, C11).</translation>
    </message>
    <message>
        <source>Die %1: %2, %3</source>
        <translation>Würfel %1: %2, %3</translation>
    </message>
    <message>
        <source>%1, with the %2 (rerolls left: %3)</source>
        <translation>%1, bei %2 (verbleibende Neuwürfe: %3)</translation>
    </message>
    <message>
        <source>&amp;Re-roll the Die</source>
        <translation>Würfel &amp;neu werfen</translation>
    </message>
    <message>
        <source>&amp;Keep the Dice</source>
        <translation>Würfel &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Die:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation>&amp;Anführer:</translation>
    </message>
</context>
<context>
    <name>castellan::RerollTokens</name>
    <message>
        <source>No heroic rerolls held (RULES H2)</source>
        <translation>Keine heroischen Neuwürfe vorhanden (RULES H2)</translation>
    </message>
    <message numerus="yes">
        <source>%n heroic reroll(s) held, spent one die at a time in the event that gave them (RULES H2)</source>
        <translation>
            <numerusform>%n heroischer Neuwurf vorhanden, einzulösen Würfel für Würfel in dem Ereignis, das ihn eingebracht hat (RULES H2)</numerusform>
            <numerusform>%n heroische Neuwürfe vorhanden, einzulösen Würfel für Würfel in dem Ereignis, das sie eingebracht hat (RULES H2)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>castellan::RevealSeedDialog</name>
    <message>
        <source>Verify Log — Seed Withheld</source>
        <translation>Protokoll prüfen — Startwert zurückgehalten</translation>
    </message>
    <message>
        <source>Seed withheld: this is a players&apos; copy, which keeps no seed, so that nobody can foresee the dice. When the game master reveals the seed and its salt, type them here: they are checked against the copy&apos;s commitment, then every roll of the log is re-derived from the seed.</source>
        <translation>Startwert zurückgehalten: Dies ist eine Spielerkopie, die keinen Startwert enthält, damit niemand die Würfel vorhersehen kann. Wenn der Spielleiter den Startwert und sein Salz offenlegt, geben Sie beide hier ein: Sie werden mit der Festlegung der Kopie abgeglichen, danach wird jeder Wurf des Protokolls aus dem Startwert neu abgeleitet.</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>64 hexadecimal digits</source>
        <translation>64 Hexadezimalziffern</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>S&amp;alt:</source>
        <translation>S&amp;alz:</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>Der Startwert ist eine ganze Zahl von 0 bis 18446744073709551615.</translation>
    </message>
</context>
<context>
    <name>castellan::RollLogModel</name>
    <message>
        <source>(leader #%1, removed)</source>
        <translation>(Anführer #%1, entfernt)</translation>
    </message>
    <message>
        <source> · replaces #%1</source>
        <translation> · ersetzt #%1</translation>
    </message>
    <message>
        <source> · entered by hand</source>
        <translation> · von Hand eingegeben</translation>
    </message>
    <message>
        <source>%1d%2</source>
        <translation>%1d%2</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>Roll #%1, turn %2: %3</source>
        <translation>Wurf #%1, Zug %2: %3</translation>
    </message>
    <message>
        <source>%1d%2 rolled %3: %4</source>
        <translation>%1d%2 ergab %3: %4</translation>
    </message>
    <message>
        <source>A reroll: replaces roll #%1 (RULES D1).</source>
        <translation>Ein Neuwurf: ersetzt Wurf #%1 (RULES D1).</translation>
    </message>
    <message>
        <source>Entered by hand from physical dice (RULES D4).</source>
        <translation>Von Hand aus echten Würfeln eingegeben (RULES D4).</translation>
    </message>
    <message>
        <source>Generator draws %1 to %2 (RULES D2).</source>
        <translation>Generatorwerte %1 bis %2 (RULES D2).</translation>
    </message>
    <message>
        <source>Its action was undone; the roll stays in the log (RULES D1).</source>
        <translation>Die zugehörige Aktion wurde rückgängig gemacht; der Wurf bleibt im Protokoll (RULES D1).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>castellan::RollLogView</name>
    <message>
        <source>Show only the rolls of one leader</source>
        <translation>Nur die Würfe eines Anführers anzeigen</translation>
    </message>
    <message>
        <source>Filter by context or result</source>
        <translation>Nach Kontext oder Ergebnis filtern</translation>
    </message>
    <message>
        <source>All leaders</source>
        <translation>Alle Anführer</translation>
    </message>
    <message>
        <source>Rolls: %1</source>
        <translation>Würfe: %1</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the rolls shown, with the filters applied, as a CSV file</source>
        <translation>Die angezeigten Würfe mit den aktiven Filtern als CSV-Datei speichern</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Es ist kein Feldzug geöffnet.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>-rolls.csv</source>
        <translation>-rolls.csv</translation>
    </message>
    <message>
        <source>Export the Roll Log</source>
        <translation>Würfelprotokoll exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>Nicht exportiert</translation>
    </message>
    <message>
        <source>Show only the rolls of one campaign turn</source>
        <translation>Nur die Würfe eines Zugs anzeigen</translation>
    </message>
    <message>
        <source>All turns</source>
        <translation>Alle Züge</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Show only the rolls of one side</source>
        <translation>Nur die Würfe einer Seite anzeigen</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Alle Seiten</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n roll(s) to %1.</source>
        <translation>
            <numerusform>%n Wurf nach %1 exportiert.</numerusform>
            <numerusform>%n Würfe nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest %n roll(s) loaded; scroll for more</source>
        <translation>
            <numerusform>Letzter %n Wurf geladen; für mehr blättern</numerusform>
            <numerusform>Letzte %n Würfe geladen; für mehr blättern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::RosterModel</name>
    <message>
        <source>Vit</source>
        <comment>abbreviation of Vitality</comment>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Her</source>
        <comment>abbreviation of Heroics</comment>
        <translation>Hel</translation>
    </message>
    <message>
        <source>Duel</source>
        <comment>abbreviation of Duel</comment>
        <translation>Duell</translation>
    </message>
    <message>
        <source>Man</source>
        <comment>abbreviation of Maneuver</comment>
        <translation>Man</translation>
    </message>
    <message>
        <source>Bat</source>
        <comment>abbreviation of Battle</comment>
        <translation>Schl</translation>
    </message>
    <message>
        <source>Sie</source>
        <comment>abbreviation of Siege</comment>
        <translation>Bel</translation>
    </message>
    <message>
        <source>Ral</source>
        <comment>abbreviation of Rally</comment>
        <translation>Sam</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Held by %1 (RULES L6)</source>
        <translation>Gefangen gehalten von %1 (RULES L6)</translation>
    </message>
    <message>
        <source>Current vitality %1 of a Vitality rating of %2 (RULES L3)</source>
        <translation>Aktuelle Vitalität %1 bei einem Vitalitätswert von %2 (RULES L3)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Vitalität</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Neuwürfe</translation>
    </message>
    <message>
        <source>%1 rating</source>
        <translation>%1-Wert</translation>
    </message>
    <message>
        <source>Current vitality / Vitality rating (RULES L3)</source>
        <translation>Aktuelle Vitalität / Vitalitätswert (RULES L3)</translation>
    </message>
    <message>
        <source>Heroic rerolls held (RULES H2)</source>
        <translation>Vorhandene heroische Neuwürfe (RULES H2)</translation>
    </message>
</context>
<context>
    <name>castellan::RosterView</name>
    <message>
        <source>Filter by name</source>
        <translation>Nach Namen filtern</translation>
    </message>
    <message>
        <source>Show only leaders whose name contains this text (Ctrl+F)</source>
        <translation>Nur Anführer anzeigen, deren Name diesen Text enthält (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only the leaders of one side</source>
        <translation>Nur die Anführer einer Seite anzeigen</translation>
    </message>
    <message>
        <source>Show only leaders of one status (RULES L6)</source>
        <translation>Nur Anführer mit einem bestimmten Status anzeigen (RULES L6)</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Kein Feldzug geöffnet</translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation>Anführer: %1</translation>
    </message>
    <message>
        <source>Showing %1 of %2 leaders</source>
        <translation>%1 von %2 Anführern angezeigt</translation>
    </message>
</context>
<context>
    <name>castellan::RuleOptionsDialog</name>
    <message>
        <source>Rule Options — %1</source>
        <translation>Regeloptionen — %1</translation>
    </message>
    <message>
        <source>These options are stored with the campaign. Each switches one rule from its first reading to the alternative the rules allow. Changing them can be undone.</source>
        <translation>Diese Optionen werden mit dem Feldzug gespeichert. Jede schaltet eine Regel von ihrer Grundfassung auf die Alternative um, die die Regeln zulassen. Änderungen können rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Battles on the board (RULES C)</source>
        <translation>Schlachten auf dem Brett (RULES C)</translation>
    </message>
    <message>
        <source>Use a Ruleset &amp;File…</source>
        <translation>Regelwerk&amp;datei verwenden…</translation>
    </message>
    <message>
        <source>Use the &amp;Shipped One</source>
        <translation>&amp;Mitgeliefertes verwenden</translation>
    </message>
    <message>
        <source>Tactical Ruleset</source>
        <translation>Taktisches Regelwerk</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Regelwerke (*.json)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Content hash %1</source>
        <translation>Inhalts-Hash %1</translation>
    </message>
</context>
<context>
    <name>castellan::RuleOptionsForm</name>
    <message>
        <source>Assign creation dice in order</source>
        <translation>Erschaffungswürfel der Reihe nach zuweisen</translation>
    </message>
    <message>
        <source>Recovery restores full Vitality</source>
        <translation>Genesung stellt die volle Vitalität wieder her</translation>
    </message>
    <message>
        <source>We roll real dice at the table</source>
        <translation>Wir würfeln mit echten Würfeln am Tisch</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>RULES L1. The seven creation dice go to Vitality, Heroics, Duel, Maneuver, Battle, Siege and Rally in the order rolled, instead of the player assigning each die. Quick for minor leaders.</source>
        <translation>RULES L1. Die sieben Erschaffungswürfel gehen in der Wurfreihenfolge an Vitalität, Heldenmut, Duell, Manöver, Schlacht, Belagerung und Sammeln, statt dass der Spieler jeden Würfel selbst zuweist. Schnell für Nebenfiguren.</translation>
    </message>
    <message>
        <source>RULES D4. Every roll first asks for the faces of the dice rolled at the table (keys 1-6); they are logged as entered by hand and Verify Log reports them so. A roll can still be left to Castellan.</source>
        <translation>RULES D4. Jeder Wurf fragt zuerst nach den Augenzahlen der am Tisch geworfenen Würfel (Tasten 1-6); sie werden als von Hand eingegeben protokolliert, und „Protokoll prüfen“ weist sie so aus. Einen Wurf kann man trotzdem Castellan überlassen.</translation>
    </message>
    <message>
        <source>Movement (RULES T1a)</source>
        <translation>Bewegung (RULES T1a)</translation>
    </message>
    <message numerus="yes">
        <source> hex(es) a turn</source>
        <translation>
            <numerusform> Hexfeld pro Zug</numerusform>
            <numerusform> Hexfelder pro Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>A force with units moves:</source>
        <translation>Eine Streitmacht mit Einheiten bewegt sich:</translation>
    </message>
    <message>
        <source>Leaders alone move:</source>
        <translation>Anführer allein bewegen sich:</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>unpassierbar</translation>
    </message>
    <message>
        <source>A disabled leader moving alone gets half (RULES L5), a forced march one more hex. Entering a hex costs its terrain&apos;s points:</source>
        <translation>Ein allein ziehender kampfunfähiger Anführer erhält die Hälfte (RULES L5), ein Gewaltmarsch ein Hexfeld mehr. Das Betreten eines Hexfelds kostet die Punkte seines Geländes:</translation>
    </message>
    <message>
        <source>RULES L5. A disabled leader who rolls a 6 for recovery returns to the full Vitality rating instead of to vitality 1.</source>
        <translation>RULES L5. Ein kampfunfähiger Anführer, der bei der Genesung eine 6 würfelt, kehrt zum vollen Vitalitätswert zurück statt zu Vitalität 1.</translation>
    </message>
    <message>
        <source>Each side sees only the forces near its own</source>
        <translation>Jede Seite sieht nur die Streitmächte nahe ihren eigenen</translation>
    </message>
    <message numerus="yes">
        <source> hex(es)</source>
        <translation>
            <numerusform> Hexfeld</numerusform>
            <numerusform> Hexfelder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> turn(s)</source>
        <translation>
            <numerusform> Zug</numerusform>
            <numerusform> Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>A side sees other forces within:</source>
        <translation>Eine Seite sieht andere Streitmächte innerhalb von:</translation>
    </message>
    <message>
        <source>The board game plays in the open. With this on, a side&apos;s players, its turn reports and View as Side show another side&apos;s forces only within so many hexes of the side&apos;s own forces and fortresses; a server enforces it.</source>
        <translation>Das Brettspiel wird offen gespielt. Ist dies eingeschaltet, zeigen die Spieler einer Seite, ihre Zugberichte und „Als Seite ansehen“ die Streitmächte einer anderen Seite nur innerhalb so vieler Hexfelder um die eigenen Streitmächte und Festungen; ein Server setzt es durch.</translation>
    </message>
    <message>
        <source>Other sides&apos; forces appear in a side&apos;s turn reports late by:</source>
        <translation>Streitmächte anderer Seiten erscheinen in den Zugberichten einer Seite verspätet um:</translation>
    </message>
    <message>
        <source>Hidden movement and players&apos; answers</source>
        <translation>Verdeckte Bewegung und Antworten der Spieler</translation>
    </message>
    <message>
        <source>RULES T4: a battle whose defending player asked to be asked waits this long for his answer, then his standing orders fight it. 0: no battle waits.</source>
        <translation>RULES T4: Eine Schlacht, deren verteidigender Spieler gefragt werden will, wartet so lange auf seine Antwort; dann schlagen sie seine Daueranweisungen. 0: Keine Schlacht wartet.</translation>
    </message>
    <message numerus="yes">
        <source> hour(s)</source>
        <translation>
            <numerusform> Stunde</numerusform>
            <numerusform> Stunden</numerusform>
        </translation>
    </message>
    <message>
        <source>A battle waits for its defending player&apos;s answer at most:</source>
        <translation>Eine Schlacht wartet auf die Antwort ihres verteidigenden Spielers höchstens:</translation>
    </message>
</context>
<context>
    <name>castellan::RulesBrowser</name>
    <message>
        <source>Castellan Rules</source>
        <translation>Castellan-Regeln</translation>
    </message>
    <message>
        <source>The rules reference is missing from this build.</source>
        <translation>Die Regelreferenz fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
</context>
<context>
    <name>castellan::RulesLink</name>
    <message>
        <source>Read RULES %1</source>
        <translation>RULES %1 lesen</translation>
    </message>
</context>
<context>
    <name>castellan::ScanAlignDialog</name>
    <message>
        <source>Align the Scan — %1</source>
        <translation>Scan ausrichten — %1</translation>
    </message>
    <message>
        <source>Click the centre of a hex on the scan, then say which hex it is. Mark two hexes far apart, near opposite corners of the map, and Align scales, turns and shifts the scan to fit. A drag on the map still pans it.</source>
        <translation>Klicken Sie auf dem Scan in die Mitte eines Hexfelds und geben Sie dann an, welches Hexfeld es ist. Markieren Sie zwei weit auseinanderliegende Hexfelder nahe gegenüberliegenden Ecken der Karte; „Ausrichten“ skaliert, dreht und verschiebt den Scan dann passend. Ziehen auf der Karte verschiebt weiterhin die Ansicht.</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Mark &amp;%1</source>
        <translation>Markierung &amp;%1</translation>
    </message>
    <message>
        <source>The next click on the map sets this mark</source>
        <translation>Der nächste Klick auf die Karte setzt diese Markierung</translation>
    </message>
    <message>
        <source>0304</source>
        <translation>0304</translation>
    </message>
    <message>
        <source>is hex</source>
        <translation>ist Hexfeld</translation>
    </message>
    <message>
        <source>&amp;Undo Mark</source>
        <translation>Markierung &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Takes the last mark back to where it was</source>
        <translation>Setzt die letzte Markierung dorthin zurück, wo sie vorher war</translation>
    </message>
    <message>
        <source>&amp;Align to Marks</source>
        <translation>An Markierungen &amp;ausrichten</translation>
    </message>
    <message>
        <source>Nudge</source>
        <translation>Feinjustieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> Spalten</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <source>A hex on the scan is &amp;wide:</source>
        <translation>Ein Hexfeld auf dem Scan ist &amp;breit:</translation>
    </message>
    <message>
        <source>&amp;Turned:</source>
        <translation>&amp;Gedreht:</translation>
    </message>
    <message>
        <source>Shifted a&amp;cross:</source>
        <translation>&amp;Waagerecht verschoben:</translation>
    </message>
    <message>
        <source>Shifted &amp;down:</source>
        <translation>Nach &amp;unten verschoben:</translation>
    </message>
    <message>
        <source>at %1, %2 on the scan</source>
        <translation>bei %1, %2 auf dem Scan</translation>
    </message>
    <message>
        <source>click the map to set it</source>
        <translation>zum Setzen auf die Karte klicken</translation>
    </message>
</context>
<context>
    <name>castellan::ScenarioChooserDialog</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n leader(s)</source>
        <translation>
            <numerusform>, %n Anführer</numerusform>
            <numerusform>, %n Anführer</numerusform>
        </translation>
    </message>
    <message>
        <source>the left edge</source>
        <translation>den linken Rand</translation>
    </message>
    <message>
        <source>the right edge</source>
        <translation>den rechten Rand</translation>
    </message>
    <message>
        <source>%1 (%2) marches on the flank with %3, and comes in by %4 (RULES M2).</source>
        <translation>%1 (%2) marschiert mit %3 in die Flanke und kommt über %4 (RULES M2).</translation>
    </message>
    <message>
        <source>A board of %1 × %2 hexes.</source>
        <translation>Ein Spielfeld von %1 × %2 Feldern.</translation>
    </message>
    <message numerus="yes">
        <source>wins with %n enemy unit(s) eliminated.</source>
        <translation>
            <numerusform>siegt mit %n vernichteten feindlichen Einheit.</numerusform>
            <numerusform>siegt mit %n vernichteten feindlichen Einheiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 zieht zuerst.</translation>
    </message>
    <message>
        <source>Play a Tactical Scenario</source>
        <translation>Ein taktisches Szenario spielen</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 × %3 hexes, %n unit(s)</source>
        <translation>
            <numerusform>%1
%2 × %3 Felder, %n Einheit</numerusform>
            <numerusform>%1
%2 × %3 Felder, %n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Open a File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>A scenario file of one&apos;s own, as Set Up a Battle Board saves it</source>
        <translation>Eine eigene Szenariodatei, wie Schlachtfeld aufstellen sie speichert</translation>
    </message>
    <message>
        <source>No shipped scenario reads here. Open a File… plays one of your own.</source>
        <translation>Hier lässt sich kein mitgeliefertes Szenario lesen. Datei öffnen… spielt ein eigenes.</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
</context>
<context>
    <name>castellan::ScenarioFlankDialog</name>
    <message>
        <source>&amp;Call Off the Side&apos;s Marches</source>
        <translation>Märsche der Seite &amp;abblasen</translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation>Flankenmärsche · %1</translation>
    </message>
    <message>
        <source>A side may send commands on a flank march before deployment (RULES M2): a general with some units, by the left or the right edge; at most half the side&apos;s units in all. Their units stay off the board until the march arrives (M3, M4).</source>
        <translation>Eine Seite kann vor der Aufstellung Kommandos auf einen Flankenmarsch schicken (RULES M2): einen General mit einigen Einheiten, über den linken oder rechten Rand; insgesamt höchstens die Hälfte der Einheiten der Seite. Deren Einheiten bleiben außerhalb des Bretts, bis der Marsch eintrifft (M3, M4).</translation>
    </message>
    <message>
        <source>The general&apos;s name</source>
        <translation>Der Name des Generals</translation>
    </message>
    <message>
        <source>Heroics </source>
        <translation>Heldenmut </translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>S&amp;eite:</translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation>&amp;General:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>&amp;Rand:</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>Ein&amp;heiten:</translation>
    </message>
    <message>
        <source>%1 (%2, %3): %4 by the %5 edge</source>
        <translation>%1 (%2, %3): %4 über den Rand (%5)</translation>
    </message>
    <message>
        <source>How the battle&apos;s texts speak of the general</source>
        <translation>Wie die Texte der Schlacht von diesem General sprechen</translation>
    </message>
</context>
<context>
    <name>castellan::ServerActions</name>
    <message>
        <source>Open &amp;Server Campaign…</source>
        <translation>&amp;Server-Feldzug öffnen…</translation>
    </message>
    <message>
        <source>Open a campaign kept on a PostgreSQL server, shared with other game masters and players</source>
        <translation>Einen Feldzug öffnen, der auf einem PostgreSQL-Server liegt und mit anderen Spielleitern und Spielern geteilt wird</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>&amp;Publish to Server…</source>
        <translation>Auf einem Server &amp;veröffentlichen…</translation>
    </message>
    <message>
        <source>Copy this campaign file to a new campaign on a PostgreSQL server</source>
        <translation>Diese Feldzugsdatei in einen neuen Feldzug auf einem PostgreSQL-Server kopieren</translation>
    </message>
    <message>
        <source>Save a &amp;Local Copy…</source>
        <translation>&amp;Lokale Kopie speichern…</translation>
    </message>
    <message>
        <source>Copy the server campaign, as it is now, into a campaign file</source>
        <translation>Den Server-Feldzug in seinem jetzigen Stand in eine Feldzugsdatei kopieren</translation>
    </message>
    <message>
        <source>Manage &amp;Access…</source>
        <translation>Zugriff ver&amp;walten…</translation>
    </message>
    <message>
        <source>Who may open the server campaign: game masters, players of a side, observers</source>
        <translation>Wer den Server-Feldzug öffnen darf: Spielleiter, Spieler einer Seite, Beobachter</translation>
    </message>
    <message>
        <source>Server Password</source>
        <translation>Server-Passwort</translation>
    </message>
    <message>
        <source>The server %1 asks for the password of %2:</source>
        <translation>Der Server %1 fragt nach dem Passwort von %2:</translation>
    </message>
    <message>
        <source>%1: player, %2</source>
        <translation>%1: Spieler, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your role on the server campaign %1</source>
        <translation>Ihre Rolle im Server-Feldzug %1</translation>
    </message>
    <message>
        <source>Open a campaign file first.</source>
        <translation>Öffnen Sie zuerst eine Feldzugsdatei.</translation>
    </message>
    <message>
        <source>This campaign is on a server already: Save a Local Copy brings it into a file.</source>
        <translation>Dieser Feldzug liegt bereits auf einem Server: „Lokale Kopie speichern“ bringt ihn in eine Datei.</translation>
    </message>
    <message>
        <source>A players&apos; copy has no seed: it cannot be published.</source>
        <translation>Eine Spielerkopie hat keinen Startwert: Sie kann nicht veröffentlicht werden.</translation>
    </message>
    <message>
        <source>Only a server campaign is copied into a file; a file is copied with Save As.</source>
        <translation>Nur ein Server-Feldzug wird in eine Datei kopiert; eine Datei kopiert man mit „Speichern unter“.</translation>
    </message>
    <message>
        <source>Access is managed on a server campaign: publish this one first.</source>
        <translation>Zugriff wird bei einem Server-Feldzug verwaltet: Veröffentlichen Sie diesen zuerst.</translation>
    </message>
    <message>
        <source>Only a game master manages who has access.</source>
        <translation>Nur ein Spielleiter verwaltet, wer Zugriff hat.</translation>
    </message>
    <message>
        <source>Cannot Publish</source>
        <translation>Feldzug kann nicht veröffentlicht werden</translation>
    </message>
    <message>
        <source>Published as %1</source>
        <translation>Veröffentlicht als %1</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>%1 is now on the server as %2. Go on with the server campaign here?</source>
        <translation>%1 liegt jetzt als %2 auf dem Server. Hier mit dem Server-Feldzug weitermachen?</translation>
    </message>
    <message>
        <source>Save a Local Copy</source>
        <translation>Lokale Kopie speichern</translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation>Castellan-Feldzüge (*.castellan)</translation>
    </message>
    <message>
        <source>Cannot Save a Local Copy</source>
        <translation>Lokale Kopie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The server campaign is copied to %1</source>
        <translation>Der Server-Feldzug wurde nach %1 kopiert</translation>
    </message>
</context>
<context>
    <name>castellan::ServerCampaignDialog</name>
    <message>
        <source>Open Server Campaign</source>
        <translation>Server-Feldzug öffnen</translation>
    </message>
    <message>
        <source>Publish to Server</source>
        <translation>Auf einem Server veröffentlichen</translation>
    </message>
    <message>
        <source>A campaign kept on a PostgreSQL server, shared with other game masters and players. The password comes from your ~/.pgpass, or the server asks for it.</source>
        <translation>Ein Feldzug, der auf einem PostgreSQL-Server liegt und mit anderen Spielleitern und Spielern geteilt wird. Das Passwort stammt aus Ihrer ~/.pgpass, oder der Server fragt danach.</translation>
    </message>
    <message>
        <source>Copies this campaign to a new campaign on a PostgreSQL server, where other game masters and players can open it. You need a server user who may create roles and schemas; the file stays as it is.</source>
        <translation>Kopiert diesen Feldzug in einen neuen Feldzug auf einem PostgreSQL-Server, wo andere Spielleiter und Spieler ihn öffnen können. Sie brauchen einen Server-Benutzer, der Rollen und Schemas anlegen darf; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Veröffentlichen</translation>
    </message>
</context>
<context>
    <name>castellan::ServerLocationForm</name>
    <message>
        <source>The server&apos;s name or address, or the folder of its local socket (/run/postgresql)</source>
        <translation>Name oder Adresse des Servers oder der Ordner seines lokalen Sockets (/run/postgresql)</translation>
    </message>
    <message>
        <source>small letters, digits and _</source>
        <translation>Kleinbuchstaben, Ziffern und _</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Campaign:</source>
        <translation>Feld&amp;zug:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Name the server&apos;s host.</source>
        <translation>Geben Sie den Host des Servers an.</translation>
    </message>
    <message>
        <source>Name the database on the server.</source>
        <translation>Geben Sie die Datenbank auf dem Server an.</translation>
    </message>
    <message>
        <source>Name the user you log in as.</source>
        <translation>Geben Sie den Benutzer an, als der Sie sich anmelden.</translation>
    </message>
    <message>
        <source>Name the campaign: small letters, digits and _, starting with a letter.</source>
        <translation>Geben Sie den Feldzug an: Kleinbuchstaben, Ziffern und _, beginnend mit einem Buchstaben.</translation>
    </message>
</context>
<context>
    <name>castellan::SetupStep</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n unit(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n Einheit</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>, at %1</source>
        <translation>, bei %1</translation>
    </message>
    <message>
        <source>This force:</source>
        <translation>Diese Streitmacht:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>%1 &amp;attacks</source>
        <translation>%1 &amp;greift an</translation>
    </message>
    <message>
        <source>This force &amp;attacks</source>
        <translation>Diese Streitmacht &amp;greift an</translation>
    </message>
    <message>
        <source>The opponent a&amp;ttacks</source>
        <translation>Der Gegner greift &amp;an</translation>
    </message>
    <message>
        <source>Attacker:</source>
        <translation>Angreifer:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Begin battle</source>
        <translation>Schlacht &amp;beginnen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> bei %1</translation>
    </message>
    <message numerus="yes">
        <source> — %n unit(s)</source>
        <translation>
            <numerusform> — %n Einheit</numerusform>
            <numerusform> — %n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Set up the battle</source>
        <translation>Schlacht vorbereiten</translation>
    </message>
    <message>
        <source>Pick the opposing force and who attacks; both sides and the odds show before anything is rolled (RULES F9). A battle is between two forces of different sides on the same space (F).</source>
        <translation>Wählen Sie die gegnerische Streitmacht und wer angreift; beide Seiten und die Chancen werden angezeigt, bevor irgendetwas gewürfelt wird (RULES F9). Eine Schlacht findet zwischen zwei Streitmächten verschiedener Seiten auf demselben Feld statt (F).</translation>
    </message>
</context>
<context>
    <name>castellan::SheetVitalityTrack</name>
    <message>
        <source>Dead: vitality fell below 0 (RULES L3)</source>
        <translation>Tot: Vitalität unter 0 gefallen (RULES L3)</translation>
    </message>
    <message>
        <source>Captured: vitality %1 of %2 (RULES L6)</source>
        <translation>Gefangen: Vitalität %1 von %2 (RULES L6)</translation>
    </message>
    <message numerus="yes">
        <source>Vitality %1 of %2: %n wound(s) taken (RULES L3)</source>
        <translation>
            <numerusform>Vitalität %1 von %2: %n Wunde erlitten (RULES L3)</numerusform>
            <numerusform>Vitalität %1 von %2: %n Wunden erlitten (RULES L3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Disabled: at 0 vitality no rating can be used (RULES L3)</source>
        <translation>Kampfunfähig: Bei Vitalität 0 ist kein Wert nutzbar (RULES L3)</translation>
    </message>
</context>
<context>
    <name>castellan::SidesDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Farbe…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Sides — %1</source>
        <translation>Seiten — %1</translation>
    </message>
    <message>
        <source>Every leader and force belongs to a side (RULES L2). Each change here is one step you can undo; a side may be removed only while nothing belongs to it.</source>
        <translation>Jeder Anführer und jede Streitmacht gehört zu einer Seite (RULES L2). Jede Änderung hier ist ein Schritt, den Sie rückgängig machen können; eine Seite lässt sich nur entfernen, solange nichts zu ihr gehört.</translation>
    </message>
    <message>
        <source>Add a Side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <source>%1, drawn in %2</source>
        <translation>%1, dargestellt in %2</translation>
    </message>
</context>
<context>
    <name>castellan::SiegeOddsChart</name>
    <message>
        <source>Break-in by the end of the turn</source>
        <translation>Einbruch bis zum Ende des Zugs</translation>
    </message>
    <message numerus="yes">
        <source>Break-in within %n turn(s): %1%</source>
        <translation>
            <numerusform>Einbruch innerhalb von %n Zug: %1%</numerusform>
            <numerusform>Einbruch innerhalb von %n Zügen: %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n reroll(s) a turn (RULES S2, O2): %1% this turn, %2% within %3 turns; about %4 unit(s) lost to 1s meanwhile.</source>
        <translation>
            <numerusform>Mit %n Neuwurf pro Zug (RULES S2, O2): %1% in diesem Zug, %2% innerhalb von %3 Zügen; dabei etwa %4 Einheit(en) durch 1er verloren.</numerusform>
            <numerusform>Mit %n Neuwürfen pro Zug (RULES S2, O2): %1% in diesem Zug, %2% innerhalb von %3 Zügen; dabei etwa %4 Einheit(en) durch 1er verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolls from now (1: next turn&apos;s roll)</source>
        <translation>Würfe ab jetzt (1: Wurf des nächsten Zuges)</translation>
    </message>
    <message>
        <source>Rolls from now (1: this turn&apos;s roll)</source>
        <translation>Würfe ab jetzt (1: Wurf dieses Zuges)</translation>
    </message>
    <message numerus="yes">
        <source>With %n reroll(s) a turn (RULES S2, O2): %1% next turn, %2% within %3 more turns; about %4 unit(s) lost to 1s meanwhile.</source>
        <translation>
            <numerusform>Mit %n Neuwurf pro Zug (RULES S2, O2): %1% im nächsten Zug, %2% innerhalb von %3 weiteren Zügen; dabei etwa %4 Einheiten durch 1er verloren.</numerusform>
            <numerusform>Mit %n Neuwürfen pro Zug (RULES S2, O2): %1% im nächsten Zug, %2% innerhalb von %3 weiteren Zügen; dabei etwa %4 Einheiten durch 1er verloren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::SiegeOrderDialog</name>
    <message>
        <source>Orders for the Siege of %1</source>
        <translation>Befehle für die Belagerung von %1</translation>
    </message>
    <message>
        <source>Siege Orders</source>
        <translation>Belagerungsbefehle</translation>
    </message>
    <message>
        <source>Your side&apos;s orders for this siege&apos;s turn (RULES T4). The referee carries them out with the campaign&apos;s dice; View ▸ Orders shows his answers.</source>
        <translation>Die Befehle Ihrer Seite für den Zug dieser Belagerung (RULES T4). Der Schiedsrichter führt sie mit den Würfeln des Feldzugs aus; Ansicht ▸ Befehle zeigt seine Antworten.</translation>
    </message>
    <message>
        <source>Break-in roll (RULES S2): 1 costs a unit, 6 breaks in</source>
        <translation>Einbruchswurf (RULES S2): 1 kostet eine Einheit, 6 bricht ein</translation>
    </message>
    <message>
        <source>As my standing order: %1</source>
        <translation>Wie meine Daueranweisung: %1</translation>
    </message>
    <message>
        <source>Order the &amp;Roll</source>
        <translation>&amp;Wurf befehlen</translation>
    </message>
    <message>
        <source>While rerolls last:</source>
        <translation>Solange Neuwürfe bleiben:</translation>
    </message>
    <message>
        <source>Sortie (RULES S4), after the break-in roll</source>
        <translation>Ausfall (RULES S4), nach dem Einbruchswurf</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Bei</translation>
    </message>
    <message>
        <source>No able leader is inside: the units go out alone.</source>
        <translation>Kein handlungsfähiger Anführer ist in der Festung: Die Einheiten rücken allein aus.</translation>
    </message>
    <message>
        <source>Go back inside</source>
        <translation>In die Festung zurückkehren</translation>
    </message>
    <message>
        <source>Take the hex it held</source>
        <translation>Dessen Hexfeld einnehmen</translation>
    </message>
    <message>
        <source>Order the &amp;Sortie</source>
        <translation>&amp;Ausfall befehlen</translation>
    </message>
    <message>
        <source>Leaders going:</source>
        <translation>Ausrückende Anführer:</translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation>Greift an:</translation>
    </message>
    <message>
        <source>If it wins:</source>
        <translation>Bei einem Sieg:</translation>
    </message>
    <message>
        <source>Order %1 given: the referee will answer it.</source>
        <translation>Befehl %1 gegeben: Der Schiedsrichter wird ihn beantworten.</translation>
    </message>
    <message>
        <source>Not given: %1</source>
        <translation>Nicht gegeben: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>Your besieging leaders hold %n reroll(s) of their own. They re-roll by the same choice, after the Siege bonus&apos;s rerolls; those not spent lapse with the roll (RULES H2).</source>
        <translation>
            <numerusform>Ihre belagernden Anführer halten %n eigenen Neuwurf. Sie werfen nach derselben Wahl neu, nach den Neuwürfen des Belagerungsbonus; nicht eingesetzte verfallen mit dem Wurf (RULES H2).</numerusform>
            <numerusform>Ihre belagernden Anführer halten %n eigene Neuwürfe. Sie werfen nach derselben Wahl neu, nach den Neuwürfen des Belagerungsbonus; nicht eingesetzte verfallen mit dem Wurf (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Then the leaders&apos; own, at &amp;most:</source>
        <translation>Dann die eigenen der Anführer, &amp;höchstens:</translation>
    </message>
</context>
<context>
    <name>castellan::SiegePanel</name>
    <message>
        <source>No siege</source>
        <translation>Keine Belagerung</translation>
    </message>
    <message>
        <source>Select a siege, or lay one from the map: a force next to an enemy fortress, with pickets on every other hex around it (RULES S1).</source>
        <translation>Wählen Sie eine Belagerung aus oder beginnen Sie eine auf der Karte: eine Streitmacht neben einer feindlichen Festung, mit Vorposten auf jedem anderen Hexfeld ringsum (RULES S1).</translation>
    </message>
    <message>
        <source>Siege of %1</source>
        <translation>Belagerung von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n Einheit)</numerusform>
            <numerusform>%1 (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 good, %3 broken)</source>
        <translation>%1 (%2 geordnet, %3 aufgelöst)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; besieges &lt;b&gt;%2&lt;/b&gt;&apos;s fortress (rating %3) at %4.&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; belagert die Festung von &lt;b&gt;%2&lt;/b&gt; (Wert %3) bei %4.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Breaching force: %1. Pickets: %2.&lt;br&gt;</source>
        <translation>Einbrechende Streitmacht: %1. Vorposten: %2.&lt;br&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Garrison: %1.&lt;br&gt;</source>
        <translation>Besatzung: %1.&lt;br&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Under siege for %n turn(s), since turn %1; units lost to 1s: %2; strength %3 against the rating.</source>
        <translation>
            <numerusform>Belagert seit %n Zug (ab Zug %1); durch 1er verlorene Einheiten: %2; Stärke %3 gegen den Wert.</numerusform>
            <numerusform>Belagert seit %n Zügen (ab Zug %1); durch 1er verlorene Einheiten: %2; Stärke %3 gegen den Wert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rerolls a turn: %1 (Siege bonus, RULES R1). </source>
        <translation>Neuwürfe pro Zug: %1 (Belagerungsbonus, RULES R1). </translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll is done.</source>
        <translation>Der Einbruchswurf dieses Zugs ist erledigt.</translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll is due.</source>
        <translation>Der Einbruchswurf dieses Zugs steht an.</translation>
    </message>
    <message>
        <source>Ended in turn %1: %2.</source>
        <translation>Beendet in Zug %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Under siege for %n turn(s), from turn %1; units lost to 1s: %2.</source>
        <translation>
            <numerusform>%n Zug lang belagert, ab Zug %1; durch 1er verlorene Einheiten: %2.</numerusform>
            <numerusform>%n Züge lang belagert, ab Zug %1; durch 1er verlorene Einheiten: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leaders inside (RULES S9): %1.&lt;br&gt;</source>
        <translation>Anführer in der Festung (RULES S9): %1.&lt;br&gt;</translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll was a 6: the break-in battle is owed.</source>
        <translation>Der Einbruchswurf dieses Zuges war eine 6: Die Einbruchsschlacht steht aus.</translation>
    </message>
</context>
<context>
    <name>castellan::SiegesDock</name>
    <message>
        <source>Sieges</source>
        <translation>Belagerungen</translation>
    </message>
    <message>
        <source>Siege &amp;Turn…</source>
        <translation>Belagerungs&amp;zug…</translation>
    </message>
    <message>
        <source>&amp;Lift Siege</source>
        <translation>Belagerung &amp;aufheben</translation>
    </message>
    <message>
        <source>&amp;Siege Phase…</source>
        <translation>&amp;Belagerungsphase…</translation>
    </message>
    <message>
        <source>Sorties and the break-in roll of each siege, at the beginning of the turn (RULES T1, S2-S4).</source>
        <translation>Ausfälle und der Einbruchswurf jeder Belagerung, zu Beginn des Zugs (RULES T1, S2-S4).</translation>
    </message>
    <message>
        <source>(removed fortress)</source>
        <translation>(entfernte Festung)</translation>
    </message>
    <message>
        <source>Sortie and break-in roll for this siege (RULES S2-S4).</source>
        <translation>Ausfall und Einbruchswurf für diese Belagerung (RULES S2-S4).</translation>
    </message>
    <message>
        <source>Select a siege going on.</source>
        <translation>Wählen Sie eine laufende Belagerung aus.</translation>
    </message>
    <message>
        <source>The besieger gives up the siege (RULES S5).</source>
        <translation>Der Belagerer gibt die Belagerung auf (RULES S5).</translation>
    </message>
    <message>
        <source>ended in turn %1</source>
        <translation>beendet in Zug %1</translation>
    </message>
    <message>
        <source>roll due</source>
        <translation>Wurf fällig</translation>
    </message>
    <message>
        <source>break-in battle owed</source>
        <translation>Einbruchsschlacht steht aus</translation>
    </message>
    <message numerus="yes">
        <source>besieged for %n turn(s)</source>
        <translation>
            <numerusform>seit %n Zug belagert</numerusform>
            <numerusform>seit %n Zügen belagert</numerusform>
        </translation>
    </message>
    <message>
        <source>No siege waits for its break-in roll or battle this turn.</source>
        <translation>Keine Belagerung wartet in diesem Zug auf ihren Einbruchswurf oder ihre Schlacht.</translation>
    </message>
    <message>
        <source>Siege &amp;Orders…</source>
        <translation>Belagerungs&amp;befehle…</translation>
    </message>
    <message>
        <source>Your side&apos;s break-in roll or sortie, as orders (RULES T4, S2-S4).</source>
        <translation>Einbruchswurf oder Ausfall Ihrer Seite, als Befehle (RULES T4, S2-S4).</translation>
    </message>
    <message>
        <source>Your side neither lays this siege nor holds the fortress (RULES T4).</source>
        <translation>Ihre Seite führt diese Belagerung nicht und hält die Festung nicht (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::SplitForceDialog</name>
    <message>
        <source>Split Force — %1</source>
        <translation>Streitmacht teilen — %1</translation>
    </message>
    <message>
        <source>no place given</source>
        <translation>kein Ort angegeben</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, at %3) has %4. The new force serves the same side and stands in the same place.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2, bei %3) hat %4. Die neue Streitmacht dient derselben Seite und steht am selben Ort.</translation>
    </message>
    <message>
        <source>e.g. %1 vanguard</source>
        <translation>z. B. Vorhut von %1</translation>
    </message>
    <message>
        <source>New force &amp;name:</source>
        <translation>&amp;Name der neuen Streitmacht:</translation>
    </message>
    <message>
        <source>&amp;Units going:</source>
        <translation>Abziehende &amp;Einheiten:</translation>
    </message>
    <message>
        <source>Leaders going with the new force</source>
        <translation>Anführer, die mit der neuen Streitmacht ziehen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 has no leaders: the new force goes without one.</source>
        <translation>%1 hat keine Anführer: Die neue Streitmacht zieht ohne Anführer.</translation>
    </message>
    <message>
        <source>%1 · designated commander</source>
        <translation>%1 · designierter Befehlshaber</translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation>%1: Schlacht %2, %3</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>kein Anführer</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 keeps %2, and %3.</source>
        <translation>%1 behält %2 und %3.</translation>
    </message>
    <message>
        <source>Of &amp;which:</source>
        <translation>D&amp;avon:</translation>
    </message>
    <message numerus="yes">
        <source>%n cavalry</source>
        <translation>
            <numerusform>%n Kavallerie</numerusform>
            <numerusform>%n Kavallerie</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between unit types</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n artillery</source>
        <translation>
            <numerusform>%n Artillerie</numerusform>
            <numerusform>%n Artillerie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n infantry</source>
        <translation>
            <numerusform>%n Infanterie</numerusform>
            <numerusform>%n Infanterie</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3), and %4.</source>
        <translation>%1 behält %2 (%3) und %4.</translation>
    </message>
</context>
<context>
    <name>castellan::StandingOrdersDialog</name>
    <message>
        <source>When another side&apos;s move brings battle, &amp;try to avoid it (RULES %1):</source>
        <translation>Wenn die Bewegung einer anderen Seite eine Schlacht bringt, ihr &amp;auszuweichen versuchen (RULES %1):</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation>%1 (Vorgabe)</translation>
    </message>
    <message>
        <source>Standing Orders</source>
        <translation>Daueranweisungen</translation>
    </message>
    <message>
        <source>What your side does when a choice is its own while another side moves and you are not there to make it (RULES T4).</source>
        <translation>Was Ihre Seite tut, wenn eine Wahl die ihre ist, während sich eine andere Seite bewegt und Sie nicht da sind, um sie zu treffen (RULES T4).</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>An observer has no side to give standing orders for.</source>
        <translation>Ein Beobachter hat keine Seite, für die er Daueranweisungen geben könnte.</translation>
    </message>
    <message>
        <source>Standing orders are kept on a shared campaign, for its players: these are the defaults.</source>
        <translation>Daueranweisungen werden in einem geteilten Feldzug für seine Spieler gespeichert: Dies sind die Vorgaben.</translation>
    </message>
    <message>
        <source>Standing orders are kept on a shared campaign, for its players.</source>
        <translation>Daueranweisungen werden in einem geteilten Feldzug für seine Spieler gespeichert.</translation>
    </message>
    <message>
        <source>When your side&apos;s break-in roll is made for it, &amp;re-roll (RULES %1):</source>
        <translation>Wenn der Einbruchswurf Ihrer Seite für sie gemacht wird, &amp;neu werfen (RULES %1):</translation>
    </message>
    <message>
        <source>Give each of your side&apos;s &amp;losses to (RULES %1):</source>
        <translation>Jeden &amp;Verlust Ihrer Seite trägt (RULES %1):</translation>
    </message>
    <message>
        <source>Spend your leaders&apos; rerolls on the fire &amp;dice (RULES %1):</source>
        <translation>Wiederholungswürfe Ihrer Anführer für die Feuer&amp;würfel (RULES %1):</translation>
    </message>
    <message>
        <source>Try to r&amp;etreat instead of rallying (RULES %1):</source>
        <translation>&amp;Rückzug versuchen statt zu sammeln (RULES %1):</translation>
    </message>
    <message>
        <source>When your side avoids battle or retreats, &amp;go (RULES %1):</source>
        <translation>Weicht Ihre Seite aus oder zieht sie sich zurück, &amp;geht sie (RULES %1):</translation>
    </message>
    <message>
        <source>A leader of yours who esca&amp;pes goes to (RULES %1):</source>
        <translation>Ein &amp;entkommener Anführer Ihrer Seite geht zu (RULES %1):</translation>
    </message>
    <message>
        <source>the force with the most units</source>
        <translation>die Streitmacht mit den meisten Einheiten</translation>
    </message>
    <message>
        <source>the force raised last</source>
        <translation>die zuletzt aufgestellte Streitmacht</translation>
    </message>
    <message>
        <source>each die that misses, while they last</source>
        <translation>jeden Fehlwurf, solange sie reichen</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>when outnumbered (fewer units in good order and flagged)</source>
        <translation>bei Unterzahl (weniger Einheiten in guter Ordnung und markiert)</translation>
    </message>
    <message>
        <source>at every chance</source>
        <translation>bei jeder Gelegenheit</translation>
    </message>
    <message>
        <source>where the rules send it: back where it came from, else the first free space clockwise from the north</source>
        <translation>wohin die Regeln sie schicken: zurück, woher sie kam, sonst zum ersten freien Feld im Uhrzeigersinn ab Norden</translation>
    </message>
    <message>
        <source>toward the nearest force or fortress of yours</source>
        <translation>zur nächsten eigenen Streitmacht oder Festung hin</translation>
    </message>
    <message>
        <source>the nearest force or fortress of yours</source>
        <translation>der nächsten eigenen Streitmacht oder Festung</translation>
    </message>
    <message>
        <source>the nearest fortress of yours</source>
        <translation>der nächsten eigenen Festung</translation>
    </message>
    <message>
        <source>your force with the most units</source>
        <translation>der eigenen Streitmacht mit den meisten Einheiten</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>In a battle the referee fights for your side (RULES T4)</source>
        <translation>In einer Schlacht, die der Schiedsrichter für Ihre Seite schlägt (RULES T4)</translation>
    </message>
    <message>
        <source>In your sieges</source>
        <translation>In Ihren Belagerungen</translation>
    </message>
    <message>
        <source>Let that battle wait for my own answer, as long as the game master allows (as&amp;k me, RULES %1):</source>
        <translation>Diese Schlacht auf meine eigene Antwort warten lassen, so lange der Spielleiter es erlaubt (&amp;mich fragen, RULES %1):</translation>
    </message>
</context>
<context>
    <name>castellan::SurvivalDialog</name>
    <message>
        <source>Survival Check: %1</source>
        <translation>Überlebensprobe: %1</translation>
    </message>
    <message>
        <source>%1 he escapes</source>
        <translation>%1 er entkommt</translation>
    </message>
    <message>
        <source>%1 he dies</source>
        <translation>%1 er stirbt</translation>
    </message>
    <message>
        <source>%1 he is captured</source>
        <translation>%1 er wird gefangen genommen</translation>
    </message>
    <message>
        <source>He rolls 1d6 against his effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation>Er würfelt 1d6 gegen seinen effektiven Heldenmut von &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</translation>
    </message>
    <message>
        <source>Heroic rerolls held: %1. Each re-rolls the die once and the last roll stands; unspent rerolls lapse when the check ends (RULES H2).</source>
        <translation>Vorhandene heroische Neuwürfe: %1. Jeder wiederholt den Würfel einmal, und der letzte Wurf gilt; ungenutzte Neuwürfe verfallen mit dem Ende der Probe (RULES H2).</translation>
    </message>
    <message>
        <source>fallen fortress</source>
        <translation>gefallene Festung</translation>
    </message>
    <message>
        <source>annihilated army</source>
        <translation>vernichtete Armee</translation>
    </message>
    <message>
        <source>shipwreck</source>
        <translation>Schiffbruch</translation>
    </message>
    <message>
        <source>hunted by a searching army</source>
        <translation>von einer suchenden Armee gejagt</translation>
    </message>
    <message>
        <source>no other side</source>
        <translation>keine andere Seite</translation>
    </message>
    <message>
        <source>a friendly force or fortress</source>
        <translation>befreundete Streitmacht oder Festung</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Ereignis:</translation>
    </message>
    <message>
        <source>If captured, &amp;held by:</source>
        <translation>Bei Gefangennahme &amp;gehalten von:</translation>
    </message>
    <message>
        <source>If he escapes, &amp;goes to:</source>
        <translation>Wenn er entkommt, &amp;zieht er nach:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Spend a &amp;reroll</source>
        <translation>&amp;Neuwurf einsetzen</translation>
    </message>
    <message>
        <source>&amp;Accept result</source>
        <translation>Ergebnis &amp;annehmen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>The dice were rolled: closing accepts the result.</source>
        <translation>Die Würfel sind gefallen: Schließen nimmt das Ergebnis an.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he &lt;b&gt;escapes&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Er &lt;b&gt;entkommt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he &lt;b&gt;dies&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Er &lt;b&gt;stirbt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he is &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Er wird &lt;b&gt;gefangen genommen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold him.</source>
        <translation>In diesem Feldzug gibt es keine andere Seite, die ihn gefangen halten könnte.</translation>
    </message>
    <message>
        <source>He may spend a reroll (held: %1).</source>
        <translation>Er kann einen Neuwurf einsetzen (vorhanden: %1).</translation>
    </message>
    <message>
        <source>Spend a &amp;reroll (%1)</source>
        <translation>&amp;Neuwurf einsetzen (%1)</translation>
    </message>
    <message>
        <source>%1 she escapes</source>
        <translation>%1 sie entkommt</translation>
    </message>
    <message>
        <source>%1 they escape</source>
        <translation>%1 Entkommen</translation>
    </message>
    <message>
        <source>%1 she dies</source>
        <translation>%1 sie stirbt</translation>
    </message>
    <message>
        <source>%1 they die</source>
        <translation>%1 Tod</translation>
    </message>
    <message>
        <source>%1 she is captured</source>
        <translation>%1 sie wird gefangen genommen</translation>
    </message>
    <message>
        <source>%1 they are captured</source>
        <translation>%1 Gefangennahme</translation>
    </message>
    <message>
        <source>She rolls 1d6 against her effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation>Sie würfelt 1d6 gegen ihren effektiven Heldenmut von &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</translation>
    </message>
    <message>
        <source>They roll 1d6 against their effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation>Gewürfelt wird 1d6 gegen den eigenen effektiven Heldenmut von &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she &lt;b&gt;escapes&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Sie &lt;b&gt;entkommt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they &lt;b&gt;escape&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: &lt;b&gt;entkommen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she &lt;b&gt;dies&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Sie &lt;b&gt;stirbt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they &lt;b&gt;die&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: &lt;b&gt;tot&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she is &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: Sie wird &lt;b&gt;gefangen genommen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they are &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gewürfelt: &lt;b&gt;gefangen genommen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold her.</source>
        <translation>In diesem Feldzug gibt es keine andere Seite, die sie gefangen halten könnte.</translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold them.</source>
        <translation>In diesem Feldzug gibt es keine andere Seite, die diesen Anführer gefangen halten könnte.</translation>
    </message>
    <message>
        <source>She may spend a reroll (held: %1).</source>
        <translation>Sie kann einen Neuwurf einsetzen (vorhanden: %1).</translation>
    </message>
    <message>
        <source>They may spend a reroll (held: %1).</source>
        <translation>Ein Neuwurf kann eingesetzt werden (vorhanden: %1).</translation>
    </message>
    <message>
        <source>If she escapes, &amp;goes to:</source>
        <translation>Wenn sie entkommt, &amp;zieht sie nach:</translation>
    </message>
    <message>
        <source>If they escape, &amp;go to:</source>
        <translation>Bei einem Entkommen &amp;Ziel:</translation>
    </message>
</context>
<context>
    <name>castellan::TacticalBattleDialog</name>
    <message>
        <source>Battle on the Board — %1</source>
        <translation>Schlacht auf dem Brett — %1</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>&amp;Roll Activation</source>
        <translation>Aktivierung &amp;würfeln</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Angreifen</translation>
    </message>
    <message>
        <source>&amp;End Activation</source>
        <translation>Aktivierung &amp;beenden</translation>
    </message>
    <message>
        <source>End &amp;Turn</source>
        <translation>&amp;Zug beenden</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Ab&amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>The computer plays %1</source>
        <translation>Der Computer spielt %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, geführt von %1</translation>
    </message>
    <message>
        <source>, shaken (RULES C10)</source>
        <translation>, erschüttert (RULES C10)</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 gewinnt die Schlacht</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to play</source>
        <translation>Zug %1 · %2 ist am Zug</translation>
    </message>
    <message>
        <source>Roll the activation dice (RULES C3).</source>
        <translation>Würfeln Sie die Aktivierungswürfel (RULES C3).</translation>
    </message>
    <message>
        <source>Activation: %1</source>
        <translation>Aktivierung: %1</translation>
    </message>
    <message>
        <source>; rolled again: %1</source>
        <translation>; erneut gewürfelt: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of any type</source>
        <translation>%1 beliebigen Typs</translation>
    </message>
    <message>
        <source>Click a unit of %1 to activate it.</source>
        <translation>Klicken Sie auf eine Einheit von %1, um sie zu aktivieren.</translation>
    </message>
    <message>
        <source>Click a green hex to move, an enemy marked in red to aim at it.</source>
        <translation>Klicken Sie auf ein grünes Hexfeld, um dorthin zu ziehen, oder auf einen rot markierten Feind, um ihn anzuvisieren.</translation>
    </message>
    <message>
        <source>A second attack (RULES C8): click an enemy in red, or End Activation.</source>
        <translation>Ein zweiter Angriff (RULES C8): Klicken Sie auf einen roten Feind oder auf „Aktivierung beenden“.</translation>
    </message>
    <message>
        <source>No activations left.</source>
        <translation>Keine Aktivierungen mehr übrig.</translation>
    </message>
    <message>
        <source>Activations left: %1.</source>
        <translation>Verbleibende Aktivierungen: %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Aim at an enemy to see the odds of the attack first.</source>
        <translation>Visieren Sie einen Feind an, um zuerst die Chancen des Angriffs zu sehen.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <source>Return fire: %1</source>
        <translation>Gegenfeuer: %1</translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation>Angriff: %1</translation>
    </message>
    <message>
        <source>Leave the Battle</source>
        <translation>Schlacht verlassen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Takes back the moves and choices since the last roll; a roll stands (RULES D1)</source>
        <translation>Nimmt die Züge und Entscheidungen seit dem letzten Wurf zurück; ein Wurf bleibt bestehen (RULES D1)</translation>
    </message>
    <message>
        <source>&amp;Save as Scenario…</source>
        <translation>Als &amp;Szenario speichern…</translation>
    </message>
    <message>
        <source>The board as it stands, to play again as a stand-alone scenario</source>
        <translation>Das Brett im aktuellen Stand, um es erneut als eigenständiges Szenario zu spielen</translation>
    </message>
    <message>
        <source>Save as Scenario</source>
        <translation>Als Szenario speichern</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <source>The battle could not be kept for later in %1: %2</source>
        <translation>Die Schlacht konnte nicht für später in %1 aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>The battle is kept as it stands, its dice in the log. Come back to it with Campaign ▸ Resume the Battle on the Board, or let the computer play both sides to the end now.</source>
        <translation>Die Schlacht wird im aktuellen Stand aufbewahrt, ihre Würfe im Protokoll. Kehren Sie mit Feldzug ▸ Schlacht auf dem Brett fortsetzen zu ihr zurück, oder lassen Sie den Computer jetzt beide Seiten bis zum Ende spielen.</translation>
    </message>
    <message>
        <source>The battle is kept as it stands. Come back to it with Campaign ▸ Resume the Battle on the Board, or close it for good.</source>
        <translation>Die Schlacht wird im aktuellen Stand aufbewahrt. Kehren Sie mit Feldzug ▸ Schlacht auf dem Brett fortsetzen zu ihr zurück, oder schließen Sie sie endgültig.</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>Für &amp;später aufbewahren</translation>
    </message>
    <message>
        <source>Let the &amp;Computer Finish</source>
        <translation>&amp;Computer zu Ende spielen lassen</translation>
    </message>
    <message>
        <source>&amp;Close for Good</source>
        <translation>&amp;Endgültig schließen</translation>
    </message>
    <message>
        <source>No stand-alone battle is kept under way.</source>
        <translation>Es ist keine eigenständige Schlacht im Gange.</translation>
    </message>
    <message>
        <source>kept with the battle</source>
        <translation>mit der Schlacht aufbewahrt</translation>
    </message>
    <message>
        <source>The battle kept under way does not match its own setup; it cannot go on.</source>
        <translation>Die aufbewahrte Schlacht passt nicht zu ihrer eigenen Aufstellung; sie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Arrange the &amp;Board…</source>
        <translation>&amp;Brett anordnen…</translation>
    </message>
    <message>
        <source>Before the first roll: move the counters on their side&apos;s own rows, paint the terrain, set the leaders</source>
        <translation>Vor dem ersten Wurf: die Spielsteine auf den eigenen Reihen ihrer Seite verschieben, das Gelände malen, die Anführer zuweisen</translation>
    </message>
    <message>
        <source>A flank march arrives (RULES M4): %1 places %2 on a green hex, within 3 of the side edge and more than 2 from any enemy.</source>
        <translation>Ein Flankenmarsch trifft ein (RULES M4): %1 platziert %2 auf einem grünen Hexfeld, höchstens 3 vom Seitenrand und mehr als 2 von jedem Feind entfernt.</translation>
    </message>
    <message>
        <source>its %1 (%2 figures)</source>
        <translation>die %1 (%2 Figuren)</translation>
    </message>
    <message>
        <source>%1 may shift each unit ringed in blue one hex (RULES M4): click it, then a green hex; End the Shift when done.</source>
        <translation>%1 darf jede blau umrandete Einheit um ein Hexfeld verschieben (RULES M4): erst die Einheit anklicken, dann ein grünes Hexfeld; danach „Verschieben beenden“.</translation>
    </message>
    <message>
        <source>Flank &amp;Marches…</source>
        <translation>Flanken&amp;märsche…</translation>
    </message>
    <message>
        <source>Before the first roll: send commands on a flank march (RULES M2)</source>
        <translation>Vor dem ersten Wurf: Kommandos auf einen Flankenmarsch schicken (RULES M2)</translation>
    </message>
    <message>
        <source>End the S&amp;hift</source>
        <translation>&amp;Verschieben beenden</translation>
    </message>
    <message>
        <source>it stands</source>
        <translation>sie bleibt stehen</translation>
    </message>
    <message>
        <source>it falls back</source>
        <translation>sie weicht aus</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>Units eliminated, of those that win: %1</source>
        <translation>Vernichtete Einheiten, von den für den Sieg nötigen: %1</translation>
    </message>
    <message>
        <source>Enemy units each side has eliminated, against the number that wins it the battle</source>
        <translation>Feindliche Einheiten, die jede Seite vernichtet hat, gegen die Zahl, die ihr die Schlacht gewinnt</translation>
    </message>
    <message>
        <source>Follow up (RULES C8): click a unit ringed in blue to move into the green hex the enemy left, or End Activation.</source>
        <translation>Nachrücken (RULES C8): Klickt eine blau umrandete Einheit an, um in das grüne Feld zu ziehen, das der Feind verlassen hat, oder beendet die Aktivierung.</translation>
    </message>
    <message>
        <source>Move one hex more (RULES C8): click a green hex, or Stay Here; a second attack may follow.</source>
        <translation>Ein Feld weiter (RULES C8): Klickt ein grünes Feld an, oder Hier bleiben; ein zweiter Angriff kann folgen.</translation>
    </message>
    <message>
        <source>Sta&amp;y Here</source>
        <translation>Hier b&amp;leiben</translation>
    </message>
    <message>
        <source>Flank marches arrive (RULES M4).</source>
        <translation>Flankenmärsche treffen ein (RULES M4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at %3: %4 of %n figure(s)</source>
        <translation>
            <numerusform>%1 %2 auf %3: %4 von %n Figur</numerusform>
            <numerusform>%1 %2 auf %3: %4 von %n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1: %2 (RULES C4). Eliminated %3%, dislodged %4%, %5 figure(s) lost on average.</source>
        <translation>Auf %1: %2 (RULES C4). Vernichtet %3 %, vertrieben %4 %, im Mittel %5 Figuren verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1, if the cavalry stands: %2 (RULES C4), eliminated %3%, dislodged %4%, %5 figure(s) lost on average. If it falls back (RULES C9): %6, its flags count for nothing, eliminated %7%, %8 figure(s) lost on average.</source>
        <translation>Auf %1, wenn die Kavallerie standhält: %2 (RULES C4), vernichtet %3 %, vertrieben %4 %, im Mittel %5 Figuren verloren. Wenn sie ausweicht (RULES C9): %6, ihre Fahnen zählen nicht, vernichtet %7 %, im Mittel %8 Figuren verloren.</translation>
    </message>
</context>
<context>
    <name>castellan::TacticalBoardScene</name>
    <message>
        <source>, led by %1</source>
        <translation>, geführt von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %n figure(s)%3</source>
        <translation>
            <numerusform>%1 %2, %n Figur%3</numerusform>
            <numerusform>%1 %2, %n Figuren%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::TacticalFlankDialog</name>
    <message>
        <source>&amp;Call Off</source>
        <translation>&amp;Abblasen</translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation>Flankenmärsche · %1</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>S&amp;eite:</translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation>&amp;General:</translation>
    </message>
    <message>
        <source>C&amp;ounters:</source>
        <translation>&amp;Spielsteine:</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>&amp;Rand:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 has no leader here to send.</source>
        <translation>%1 hat hier keinen Anführer zum Entsenden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n counter(s) by the %3 edge</source>
        <translation>
            <numerusform>%1 (%2): %n Spielstein über den Rand (%3)</numerusform>
            <numerusform>%1 (%2): %n Spielsteine über den Rand (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the counters the general takes; the commander-in-chief&apos;s own stays (RULES M2)</source>
        <translation>Die Marken ankreuzen, die der General mitnimmt; die des Oberbefehlshabers bleibt (RULES M2)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, mit %2</translation>
    </message>
    <message>
        <source>Tick the counters %1 takes on the march.</source>
        <translation>Die Marken ankreuzen, die %1 auf den Marsch mitnimmt.</translation>
    </message>
    <message>
        <source>No other leader may march (RULES M2)</source>
        <translation>Kein weiterer Anführer darf marschieren (RULES M2)</translation>
    </message>
    <message>
        <source>No other leader of %1 may march: each is sent already or barred (RULES M2).</source>
        <translation>Kein weiterer Anführer von %1 darf marschieren: Jeder ist schon entsandt oder ausgeschlossen (RULES M2).</translation>
    </message>
    <message>
        <source>Before deployment a side may send commands on a flank march (RULES M2): a general who is not its commander-in-chief, with counters of the general&apos;s own force, by the left or the right edge; at most half the side&apos;s counters in all. At the end of every game turn each march rolls 2d6 + its general&apos;s bonus + 1 a roll already made; on 12 or more its counters come onto the board near their edge (M3, M4).</source>
        <translation>Vor der Aufstellung kann eine Seite Kommandos auf einen Flankenmarsch schicken (RULES M2): einen General, der nicht ihr Oberbefehlshaber ist, mit Spielsteinen der eigenen Streitmacht des Generals, über den linken oder rechten Rand; insgesamt höchstens die Hälfte der Spielsteine der Seite. Am Ende jedes Spielzugs würfelt jeder Marsch 2d6 + Bonus seines Generals + 1 je bereits erfolgtem Wurf; bei 12 oder mehr kommen seine Spielsteine nahe ihrem Rand aufs Brett (M3, M4).</translation>
    </message>
</context>
<context>
    <name>castellan::TacticalSetupDialog</name>
    <message>
        <source>Set Up the Battle Board</source>
        <translation>Schlachtbrett einrichten</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>half the enemy&apos;s</source>
        <translation>die Hälfte der feindlichen</translation>
    </message>
    <message>
        <source>Enemy units to eliminate to win; the least is half the enemy&apos;s, rounded up</source>
        <translation>Feindliche Einheiten, die für den Sieg eliminiert werden müssen; mindestens die Hälfte der feindlichen, aufgerundet</translation>
    </message>
    <message>
        <source>Top edge:</source>
        <translation>Oberer Rand:</translation>
    </message>
    <message>
        <source>Bottom edge:</source>
        <translation>Unterer Rand:</translation>
    </message>
    <message>
        <source>Plays first:</source>
        <translation>Beginnt:</translation>
    </message>
    <message>
        <source>Click on the board to</source>
        <translation>Klick auf das Brett:</translation>
    </message>
    <message>
        <source>&amp;Place units</source>
        <translation>Einheiten &amp;platzieren</translation>
    </message>
    <message>
        <source>Paint &amp;terrain</source>
        <translation>&amp;Gelände malen</translation>
    </message>
    <message>
        <source>Unit picked</source>
        <translation>Gewählte Einheit</translation>
    </message>
    <message>
        <source>Leader&apos;s name</source>
        <translation>Name des Anführers</translation>
    </message>
    <message>
        <source>Heroics </source>
        <translation>Heldenmut </translation>
    </message>
    <message>
        <source>Attach &amp;Leader</source>
        <translation>&amp;Anführer zuordnen</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;Remove Unit</source>
        <translation>Einheit &amp;entfernen</translation>
    </message>
    <message>
        <source>Takes the unit picked off the board (Delete)</source>
        <translation>Nimmt die gewählte Einheit vom Brett (Entf)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Brett:</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a Board Layout</source>
        <translation>Brettaufstellung öffnen</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Save the Board Layout</source>
        <translation>Brettaufstellung speichern</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Sp&amp;ielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 %2 at %3%4</source>
        <translation>%1 %2 bei %3%4</translation>
    </message>
    <message>
        <source>, led by %1 (Heroics %2)</source>
        <translation>, geführt von %1 (Heldenmut %2)</translation>
    </message>
    <message>
        <source>Click a unit to pick it; the arrow keys step it, Delete takes it off.</source>
        <translation>Klicken Sie auf eine Einheit, um sie auszuwählen; die Pfeiltasten verschieben sie schrittweise, Entf nimmt sie vom Brett.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <source>Arrange the Battle Board</source>
        <translation>Schlachtbrett anordnen</translation>
    </message>
    <message>
        <source>&amp;Move counters</source>
        <translation>Spielsteine &amp;bewegen</translation>
    </message>
    <message>
        <source>&amp;Fight on This Board</source>
        <translation>Auf &amp;diesem Brett kämpfen</translation>
    </message>
    <message>
        <source>No leader</source>
        <translation>Kein Anführer</translation>
    </message>
    <message>
        <source>Flank Marc&amp;hes…</source>
        <translation>Flanken&amp;märsche…</translation>
    </message>
    <message>
        <source>Commands that start off the board on a flank march (RULES M2)</source>
        <translation>Kommandos, die auf einem Flankenmarsch außerhalb des Bretts beginnen (RULES M2)</translation>
    </message>
    <message>
        <source>%1 has %2, %3 has %4. Each side sets up on its %5 own rows, tinted in its colour.%6</source>
        <translation>%1 hat %2, %3 hat %4. Jede Seite stellt auf ihren %5 eigenen Reihen auf, in ihrer Farbe getönt.%6</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins at:</source>
        <translation>Siegt bei:</translation>
    </message>
    <message>
        <source>The leader&apos;s Heroics for the survival check when the unit falls (RULES C11, H3)</source>
        <translation>Der Heldenmut des Anführers für die Überlebensprobe, wenn die Einheit fällt (RULES C11, H3)</translation>
    </message>
    <message>
        <source>How the battle&apos;s texts speak of the leader</source>
        <translation>Wie die Texte der Schlacht von diesem Anführer sprechen</translation>
    </message>
</context>
<context>
    <name>castellan::TraitSlot</name>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <source>Drop a die here, or pick a die with 1–7 and press %1.</source>
        <translation>Legen Sie hier einen Würfel ab, oder wählen Sie einen Würfel mit 1–7 und drücken Sie %1.</translation>
    </message>
    <message>
        <source>Die %1: drag it to another trait or back to the dice</source>
        <translation>Würfel %1: auf eine andere Eigenschaft oder zurück zu den Würfeln ziehen</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <source>no die assigned</source>
        <translation>kein Würfel zugewiesen</translation>
    </message>
    <message>
        <source>deeds and survival</source>
        <translation>Heldentaten und Überleben</translation>
    </message>
    <message>
        <source>dice in a duel</source>
        <translation>Würfel im Duell</translation>
    </message>
    <message>
        <source>avoid, retreat, march</source>
        <translation>Ausweichen, Rückzug, Marsch</translation>
    </message>
    <message>
        <source>field battle bonus</source>
        <translation>Bonus in der Feldschlacht</translation>
    </message>
    <message>
        <source>siege bonus</source>
        <translation>Belagerungsbonus</translation>
    </message>
    <message>
        <source>rallying flagged units</source>
        <translation>markierte Einheiten sammeln</translation>
    </message>
    <message>
        <source>wounds the leader can take</source>
        <translation>Wunden, die der Anführer verkraftet</translation>
    </message>
</context>
<context>
    <name>castellan::TurnControls</name>
    <message>
        <source>Begin &amp;Movement</source>
        <translation>&amp;Bewegung beginnen</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>The siege phase is done: forces move and fight (RULES T1).</source>
        <translation>Die Belagerungsphase ist vorbei: Streitmächte ziehen und kämpfen (RULES T1).</translation>
    </message>
    <message>
        <source>Turn %1 · siege phase</source>
        <translation>Zug %1 · Belagerungsphase</translation>
    </message>
    <message>
        <source>Turn %1 · movement and battles</source>
        <translation>Zug %1 · Bewegung und Schlachten</translation>
    </message>
</context>
<context>
    <name>castellan::TurnReportsDialog</name>
    <message>
        <source>&amp;HTML</source>
        <translation>&amp;HTML</translation>
    </message>
    <message>
        <source>&amp;PDF</source>
        <translation>&amp;PDF</translation>
    </message>
    <message>
        <source>Turn Reports</source>
        <translation>Zugberichte</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Turn:</source>
        <translation>&amp;Zug:</translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation>&amp;Seiten:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>The campaign has no side to report on.</source>
        <translation>Der Feldzug hat keine Seite, über die berichtet werden kann.</translation>
    </message>
    <message>
        <source>Folder for the Turn Reports</source>
        <translation>Ordner für die Zugberichte</translation>
    </message>
    <message>
        <source>Check the sides whose reports to write.</source>
        <translation>Haken Sie die Seiten an, deren Berichte geschrieben werden sollen.</translation>
    </message>
    <message>
        <source>Replace the Reports?</source>
        <translation>Berichte ersetzen?</translation>
    </message>
    <message>
        <source>These files are in the folder already:
%1
Replace them?</source>
        <translation>Diese Dateien liegen schon im Ordner:
%1
Ersetzen?</translation>
    </message>
    <message>
        <source>Writing the turn reports…</source>
        <translation>Die Zugberichte werden geschrieben…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to %1.</source>
        <translation>
            <numerusform>%n Bericht nach %1 geschrieben.</numerusform>
            <numerusform>%n Berichte nach %1 geschrieben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::UndoHistoryDialog</name>
    <message>
        <source>Undo History</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <source>The actions you can undo, oldest first: those of earlier sessions too, up to the last %1. Click one to take the campaign back to just after it; click a later one to take the actions again, with the same rolls.</source>
        <translation>Die Aktionen, die Sie rückgängig machen können, älteste zuerst: auch die früherer Sitzungen, bis zu den letzten %1. Klicken Sie auf eine, um den Feldzug auf den Stand direkt danach zurückzusetzen; klicken Sie auf eine spätere, um die Aktionen erneut auszuführen, mit denselben Würfen.</translation>
    </message>
    <message>
        <source>&lt;before the oldest action kept&gt;</source>
        <translation>&lt;vor der ältesten gespeicherten Aktion&gt;</translation>
    </message>
</context>
<context>
    <name>castellan::UnitMarkers</name>
    <message>
        <source>good order</source>
        <translation>geordnet</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>markiert</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>aufgelöst</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminiert</translation>
    </message>
    <message>
        <source>%1 good, %2 flagged, %3 broken, %4 eliminated</source>
        <translation>%1 geordnet, %2 markiert, %3 aufgelöst, %4 eliminiert</translation>
    </message>
</context>
<context>
    <name>castellan::UnitsEditor</name>
    <message>
        <source>Units in good order: each rolls a die of fire (RULES F2)</source>
        <translation>Geordnete Einheiten: Jede wirft einen Feuerwürfel (RULES F2)</translation>
    </message>
    <message>
        <source>Flagged units: they rally or break (RULES F5)</source>
        <translation>Markierte Einheiten: Sie sammeln sich oder lösen sich auf (RULES F5)</translation>
    </message>
    <message>
        <source>Broken units: casualties that stay with the force (RULES F5)</source>
        <translation>Aufgelöste Einheiten: Verluste, die bei der Streitmacht bleiben (RULES F5)</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Geordnet</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Aufgelöst</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>gesamt %1</translation>
    </message>
</context>
<context>
    <name>castellan::VitalityTrack</name>
    <message>
        <source>Vitality %1 of %2</source>
        <translation>Vitalität %1 von %2</translation>
    </message>
</context>
<context>
    <name>castellan::WoundDialog</name>
    <message>
        <source>Wound or Heal %1</source>
        <translation>%1 verwunden oder heilen</translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 he is disabled, at −1 he is dead; healing never raises it above his Vitality rating of %1 (RULES L3).</source>
        <translation>Jede Wunde senkt die Vitalität um 1. Bei 0 ist er kampfunfähig, bei −1 tot; Heilung hebt sie nie über seinen Vitalitätswert von %1 (RULES L3).</translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation>&amp;Verwunden</translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation>&amp;Heilen</translation>
    </message>
    <message>
        <source>He is at full vitality.</source>
        <translation>Er hat volle Vitalität.</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <source>Leaves him:</source>
        <translation>Danach:</translation>
    </message>
    <message>
        <source>Apply wounds</source>
        <translation>Wunden zufügen</translation>
    </message>
    <message>
        <source>dead (RULES L3)</source>
        <translation>tot (RULES L3)</translation>
    </message>
    <message>
        <source>disabled: he can use none of his ratings (RULES L3)</source>
        <translation>kampfunfähig: Er kann keinen seiner Werte nutzen (RULES L3)</translation>
    </message>
    <message>
        <source>still held captive</source>
        <translation>weiterhin gefangen</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>active again</source>
        <translation>wieder aktiv</translation>
    </message>
    <message>
        <source>vitality &lt;b&gt;%1&lt;/b&gt; of %2, &lt;span style=&quot;color:%3&quot;&gt;%4&lt;/span&gt;</source>
        <translation>Vitalität &lt;b&gt;%1&lt;/b&gt; von %2, &lt;span style=&quot;color:%3&quot;&gt;%4&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message>
        <source>She is at full vitality.</source>
        <translation>Sie hat volle Vitalität.</translation>
    </message>
    <message>
        <source>They are at full vitality.</source>
        <translation>Volle Vitalität.</translation>
    </message>
    <message>
        <source>disabled: she can use none of her ratings (RULES L3)</source>
        <translation>kampfunfähig: Sie kann keinen ihrer Werte nutzen (RULES L3)</translation>
    </message>
    <message>
        <source>disabled: they can use none of their ratings (RULES L3)</source>
        <translation>kampfunfähig: keiner der eigenen Werte ist nutzbar (RULES L3)</translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 she is disabled, at −1 she is dead; healing never raises it above her Vitality rating of %1 (RULES L3).</source>
        <translation>Jede Wunde senkt die Vitalität um 1. Bei 0 ist sie kampfunfähig, bei −1 tot; Heilung hebt sie nie über ihren Vitalitätswert von %1 (RULES L3).</translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 they are disabled, at −1 they are dead; healing never raises it above their Vitality rating of %1 (RULES L3).</source>
        <translation>Jede Wunde senkt die Vitalität um 1. Bei 0 folgt Kampfunfähigkeit, bei −1 der Tod; Heilung hebt sie nie über den eigenen Vitalitätswert von %1 (RULES L3).</translation>
    </message>
    <message>
        <source>Leaves her:</source>
        <translation>Danach:</translation>
    </message>
    <message>
        <source>Leaves them:</source>
        <translation>Danach:</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Campaign manager and leader sheets for board-wargame campaigns</source>
        <translation>Feldzugsverwaltung und Anführerbögen für Brettkriegsspiel-Feldzüge</translation>
    </message>
    <message>
        <source>The campaign to open (default: the last one).</source>
        <translation>Der zu öffnende Feldzug (Standard: der zuletzt geöffnete).</translation>
    </message>
</context>
</TS>
