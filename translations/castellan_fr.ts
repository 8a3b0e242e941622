<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AttackOdds</name>
    <message>
        <source>hit</source>
        <translation>touche</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>retraite</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>raté</translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>battle %1, round %2, %3</source>
        <translation>bataille %1, manche %2, %3</translation>
    </message>
    <message>
        <source>battle %1, %2</source>
        <translation>bataille %1, %2</translation>
    </message>
    <message>
        <source>avoid battle (Maneuver check)</source>
        <translation>éviter la bataille (test de Manœuvre)</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the defender avoids battle.</source>
        <translation>%1 obtient %2 contre Manœuvre %3 : le défenseur évite la bataille.</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: battle is joined.</source>
        <translation>%1 obtient %2 contre Manœuvre %3 : la bataille est engagée.</translation>
    </message>
    <message>
        <source>Heroic deeds are attempted at the start of a round (RULES F7).</source>
        <translation>Les exploits héroïques se tentent au début d&apos;une manche (RULES F7).</translation>
    </message>
    <message>
        <source>That leader is not in this battle.</source>
        <translation>Ce chef ne participe pas à cette bataille.</translation>
    </message>
    <message>
        <source>%1 is not able to act (RULES L3).</source>
        <translation>%1 n&apos;est pas en état d&apos;agir (RULES L3).</translation>
    </message>
    <message>
        <source>heroic deed by %1</source>
        <translation>exploit héroïque de %1</translation>
    </message>
    <message>
        <source>attacker fire</source>
        <translation>tir de l&apos;attaquant</translation>
    </message>
    <message>
        <source>defender fire</source>
        <translation>tir du défenseur</translation>
    </message>
    <message>
        <source>Attacker fires %1 dice: 6s %2, 5s %3.</source>
        <translation>L&apos;attaquant tire %1 dés : %2 six, %3 cinq.</translation>
    </message>
    <message>
        <source>Defender fires %1 dice: 6s %2, 5s %3.</source>
        <translation>Le défenseur tire %1 dés : %2 six, %3 cinq.</translation>
    </message>
    <message>
        <source>%1 fire, reroll by %2</source>
        <translation>tir du camp %1, relance par %2</translation>
    </message>
    <message>
        <source>%1 spends a reroll: a %2 becomes a %3.</source>
        <translation>%1 dépense une relance : un %2 devient un %3.</translation>
    </message>
    <message>
        <source>Casualties are taken after the fire (RULES F3).</source>
        <translation>Les pertes sont subies après le tir (RULES F3).</translation>
    </message>
    <message>
        <source>The %1 takes the hits: %2 eliminated, %3 flagged; now %4 good, %5 flagged, %6 broken.</source>
        <translation>Le camp %1 encaisse les touches : %2 éliminées, %3 marquées ; désormais %4 en bon ordre, %5 marquées, %6 en déroute.</translation>
    </message>
    <message>
        <source>The besieger withdraws from the breach (RULES S3).</source>
        <translation>L&apos;assiégeant se retire de la brèche (RULES S3).</translation>
    </message>
    <message>
        <source>%1 retreat (Maneuver check)</source>
        <translation>retraite du camp %1 (test de Manœuvre)</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the %4 retreats.</source>
        <translation>%1 obtient %2 contre Manœuvre %3 : le camp %4 bat en retraite.</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Maneuver %3: the retreat fails and the flagged units break.</source>
        <translation>%1 obtient %2 contre Manœuvre %3 : la retraite échoue et les unités marquées passent en déroute.</translation>
    </message>
    <message>
        <source>The %1 has no able leader: its flagged units break.</source>
        <translation>Le camp %1 n&apos;a aucun chef apte : ses unités marquées passent en déroute.</translation>
    </message>
    <message>
        <source>%1 rally</source>
        <translation>ralliement du camp %1</translation>
    </message>
    <message>
        <source>%1 rallies against Rally %2: %3 of %4 flagged return to good order, the rest break.</source>
        <translation>%1 rallie contre Ralliement %2 : %3 unités marquées sur %4 reviennent en bon ordre, les autres passent en déroute.</translation>
    </message>
    <message>
        <source>The attacker wins the battle.</source>
        <translation>L&apos;attaquant remporte la bataille.</translation>
    </message>
    <message>
        <source>The defender wins the battle.</source>
        <translation>Le défenseur remporte la bataille.</translation>
    </message>
    <message>
        <source>Both sides are defeated: the battle is mutual.</source>
        <translation>Les deux camps sont vaincus : défaite mutuelle.</translation>
    </message>
    <message>
        <source>survival check: %1</source>
        <translation>test de survie : %1</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Heroics %3 and %4.</source>
        <translation>%1 obtient %2 contre Héroïsme %3 et %4.</translation>
    </message>
    <message>
        <source>%1 reactivation</source>
        <translation>réactivation du camp %1</translation>
    </message>
    <message>
        <source>%1 reactivates %2 of %3 broken.</source>
        <translation>%1 réactive %2 unités en déroute sur %3.</translation>
    </message>
    <message>
        <source>%1 of %2 rally</source>
        <translation>%1 sur %2 se rallient</translation>
    </message>
    <message>
        <source>%1 of %2 reactivated</source>
        <translation>%1 sur %2 réactivées</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>6s %1, 5s %2</source>
        <translation>%1 six, %2 cinq</translation>
    </message>
    <message>
        <source>%1 has attempted his deed this round (RULES F7).</source>
        <translation>%1 a déjà tenté son exploit lors de cette manche (RULES F7).</translation>
    </message>
    <message>
        <source>A side retreats between rounds, instead of rallying (RULES F6).</source>
        <translation>Un camp bat en retraite entre les manches, au lieu de se rallier (RULES F6).</translation>
    </message>
    <message>
        <source>Defenders of a fortress may not retreat (RULES S3).</source>
        <translation>Les défenseurs d&apos;une forteresse ne peuvent pas battre en retraite (RULES S3).</translation>
    </message>
    <message>
        <source>A leaderless side may not try to retreat (RULES F6).</source>
        <translation>Un camp sans chef ne peut pas tenter de battre en retraite (RULES F6).</translation>
    </message>
    <message>
        <source>Battle is avoided before the first round, or not at all (RULES F1).</source>
        <translation>La bataille s&apos;évite avant la première manche, ou pas du tout (RULES F1).</translation>
    </message>
    <message>
        <source>Defenders of a fortress may not avoid a break-in battle (RULES S3).</source>
        <translation>Les défenseurs d&apos;une forteresse ne peuvent pas éviter une bataille d&apos;assaut (RULES S3).</translation>
    </message>
    <message>
        <source>The defender has no able leader to make the Maneuver check: it must stand and fight (RULES F1).</source>
        <translation>Le défenseur n&apos;a aucun chef apte pour faire le test de Manœuvre : il doit tenir et combattre (RULES F1).</translation>
    </message>
    <message>
        <source>Every space around is held by the enemy or cannot be entered: the defender may not try to avoid battle (RULES F1).</source>
        <translation>Toutes les cases voisines sont tenues par l&apos;ennemi ou infranchissables : le défenseur ne peut pas tenter d&apos;éviter la bataille (RULES F1).</translation>
    </message>
    <message>
        <source>defender broken units rally</source>
        <translation>ralliement des unités en déroute du défenseur</translation>
    </message>
    <message>
        <source>%1 rallies the broken defenders against Rally %2: %3 of %4 return to good order (RULES S3).</source>
        <translation>%1 rallie les défenseurs en déroute contre Ralliement %2 : %3 sur %4 reviennent en bon ordre (RULES S3).</translation>
    </message>
    <message>
        <source>Flank marches are sent before the first round, before any die is rolled (RULES M2).</source>
        <translation>Les marches de flanc s&apos;envoient avant la première manche, avant tout jet de dé (RULES M2).</translation>
    </message>
    <message>
        <source>A break-in battle has no flanks to march on (RULES S3, M2).</source>
        <translation>Une bataille d&apos;assaut n&apos;a pas de flancs où marcher (RULES S3, M2).</translation>
    </message>
    <message>
        <source>%1 already leads a flank march in this battle.</source>
        <translation>%1 mène déjà une marche de flanc dans cette bataille.</translation>
    </message>
    <message>
        <source>That leader is not with the %1 in this battle.</source>
        <translation>Ce chef n&apos;est pas avec le camp %1 dans cette bataille.</translation>
    </message>
    <message>
        <source>%1&apos;s force has %2 good-order units: a command marches with its own force&apos;s units.</source>
        <translation>La force de %1 a %2 unités en bon ordre : un détachement part en marche avec les unités de sa propre force.</translation>
    </message>
    <message>
        <source>%1 leads %2 units of the %3 on a flank march by the %4 (a %5 general, leadership bonus %6).</source>
        <translation>%1 conduit %2 unités du camp %3 en marche de flanc par la %4 (général de niveau %5, bonus de commandement %6).</translation>
    </message>
    <message>
        <source>%1 stays with the %2: his flank march is called off before the battle.</source>
        <translation>%1 reste avec le camp %2 : sa marche de flanc est annulée avant la bataille.</translation>
    </message>
    <message>
        <source>%1 flank march of %2 (arrival)</source>
        <translation>marche de flanc de %2, camp %1 (arrivée)</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>arrives</source>
        <translation>arrive</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <source>%1&apos;s flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.</source>
        <translation>La marche de flanc de %1 obtient %2 et %3, bonus de commandement %4, modificateur %5 : %6.</translation>
    </message>
    <message>
        <source>Double 6: he stays excellent.</source>
        <translation>Double 6 : il reste excellent.</translation>
    </message>
    <message>
        <source>The march is aborted: its units are lost to the battle and go back to the campaign after it.</source>
        <translation>La marche est abandonnée : ses unités sont perdues pour la bataille et retournent à la campagne ensuite.</translation>
    </message>
    <message>
        <source>It arrives at the start of the next round.</source>
        <translation>Elle arrive au début de la manche suivante.</translation>
    </message>
    <message>
        <source>%1&apos;s flank march arrives by the %2: %3 units join the %4 in good order.</source>
        <translation>La marche de flanc de %1 arrive par la %2 : %3 unités rejoignent le camp %4 en bon ordre.</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: his %2 units go back to the campaign.</source>
        <translation>La bataille est finie avant l&apos;arrivée de la marche de flanc de %1 : ses %2 unités retournent à la campagne.</translation>
    </message>
    <message>
        <source>%1 spends a reroll on his survival check: a %2 becomes a %3.</source>
        <translation>%1 dépense une relance pour son test de survie : un %2 devient un %3.</translation>
    </message>
    <message>
        <source>Double 6: he rises to %1 for this battle.</source>
        <translation>Double 6 : il monte au niveau %1 pour cette bataille.</translation>
    </message>
    <message>
        <source>Double 1: he falls to %1 for this battle, and his modifier goes back to 0.</source>
        <translation>Double 1 : il descend au niveau %1 pour cette bataille, et son modificateur revient à 0.</translation>
    </message>
    <message>
        <source>%1 has attempted her deed this round (RULES F7).</source>
        <translation>%1 a déjà tenté son exploit lors de cette manche (RULES F7).</translation>
    </message>
    <message>
        <source>%1 has attempted their deed this round (RULES F7).</source>
        <translation>%1 a déjà tenté son exploit lors de cette manche (RULES F7).</translation>
    </message>
    <message>
        <source>%1 spends a reroll on her survival check: a %2 becomes a %3.</source>
        <translation>%1 dépense une relance pour son test de survie : un %2 devient un %3.</translation>
    </message>
    <message>
        <source>%1 spends a reroll on their survival check: a %2 becomes a %3.</source>
        <translation>%1 dépense une relance pour son test de survie : un %2 devient un %3.</translation>
    </message>
    <message>
        <source>%1 stays with the %2: her flank march is called off before the battle.</source>
        <translation>%1 reste avec le camp %2 : sa marche de flanc est annulée avant la bataille.</translation>
    </message>
    <message>
        <source>%1 stays with the %2: their flank march is called off before the battle.</source>
        <translation>%1 reste avec le camp %2 : sa marche de flanc est annulée avant la bataille.</translation>
    </message>
    <message>
        <source>Double 6: she rises to %1 for this battle.</source>
        <translation>Double 6 : elle monte au niveau %1 pour cette bataille.</translation>
    </message>
    <message>
        <source>Double 6: they rise to %1 for this battle.</source>
        <translation>Double 6 : montée au niveau %1 pour cette bataille.</translation>
    </message>
    <message>
        <source>Double 6: she stays excellent.</source>
        <translation>Double 6 : elle reste excellente.</translation>
    </message>
    <message>
        <source>Double 6: they stay excellent.</source>
        <translation>Double 6 : le niveau reste excellent.</translation>
    </message>
    <message>
        <source>Double 1: she falls to %1 for this battle, and her modifier goes back to 0.</source>
        <translation>Double 1 : elle descend au niveau %1 pour cette bataille, et son modificateur revient à 0.</translation>
    </message>
    <message>
        <source>Double 1: they fall to %1 for this battle, and their modifier goes back to 0.</source>
        <translation>Double 1 : descente au niveau %1 pour cette bataille, et son modificateur revient à 0.</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: her %2 units go back to the campaign.</source>
        <translation>La bataille est finie avant l&apos;arrivée de la marche de flanc de %1 : ses %2 unités retournent à la campagne.</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: their %2 units go back to the campaign.</source>
        <translation>La bataille est finie avant l&apos;arrivée de la marche de flanc de %1 : ses %2 unités retournent à la campagne.</translation>
    </message>
</context>
<context>
    <name>BattleDue</name>
    <message>
        <source>No battle is due at %1: the forces of two sides must stand there (RULES F0).</source>
        <translation>Aucune bataille n&apos;est due en %1 : les forces de deux camps doivent s&apos;y trouver (RULES F0).</translation>
    </message>
    <message>
        <source>The attacker must be one of the forces at %1.</source>
        <translation>L&apos;attaquant doit être l&apos;une des forces en %1.</translation>
    </message>
    <message>
        <source>Both sides at %1 moved in this turn, or neither did: name the attacker (RULES F0).</source>
        <translation>Les deux camps en %1 se sont déplacés ce tour-ci, ou aucun : désignez l&apos;attaquant (RULES F0).</translation>
    </message>
    <message>
        <source>Three sides stand at %1: name the attacker and the defender (RULES F0).</source>
        <translation>Trois camps se trouvent en %1 : désignez l&apos;attaquant et le défenseur (RULES F0).</translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>Cette force n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>No enemy stands in %1 with %2: a battle is fought on one space (RULES F0).</source>
        <translation>Aucun ennemi ne se trouve dans %1 avec %2 : une bataille se livre sur une seule case (RULES F0).</translation>
    </message>
    <message>
        <source>No enemy stands at %1 with %2: a battle is fought on one space (RULES F0).</source>
        <translation>Aucun ennemi ne se trouve en %1 avec %2 : une bataille se livre sur une seule case (RULES F0).</translation>
    </message>
    <message>
        <source>its place</source>
        <translation>sa position</translation>
    </message>
    <message>
        <source>A battle is due at %1: fight it before the turn ends (RULES T1).</source>
        <translation>Une bataille doit être livrée en %1 : livrez-la avant la fin du tour (RULES T1).</translation>
    </message>
    <message>
        <source>The defender must be a force of another side at %1.</source>
        <translation>Le défenseur doit être une force d&apos;un autre camp en %1.</translation>
    </message>
</context>
<context>
    <name>BattleOdds</name>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>The %1 cannot have a negative number of units.</source>
        <translation>Le camp %1 ne peut pas avoir un nombre d&apos;unités négatif.</translation>
    </message>
    <message>
        <source>The %1 has no units: a battle needs units on both sides.</source>
        <translation>Le camp %1 n&apos;a pas d&apos;unités : une bataille nécessite des unités des deux côtés.</translation>
    </message>
    <message>
        <source>The %1&apos;s Battle and Rally ratings must be from 1 to 6 (RULES L2).</source>
        <translation>Les valeurs de Bataille et de Ralliement du camp %1 doivent aller de 1 à 6 (RULES L2).</translation>
    </message>
    <message>
        <source>The %1 has %2 units; the exact odds take up to %3 a side, which they answer in a few seconds.</source>
        <translation>Le camp %1 a %2 unités ; le calcul exact des chances accepte jusqu&apos;à %3 unités par camp, et répond alors en quelques secondes.</translation>
    </message>
</context>
<context>
    <name>BattleReport</name>
    <message>
        <source>The attacker wins</source>
        <translation>Victoire de l&apos;attaquant</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Victoire du défenseur</translation>
    </message>
    <message>
        <source>Mutual defeat</source>
        <translation>Défaite mutuelle</translation>
    </message>
    <message>
        <source>The defender avoided battle</source>
        <translation>Le défenseur a évité la bataille</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Indécis</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <source>leaderless</source>
        <translation>sans chef</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Éliminées</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Étape par étape</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Figures lost</source>
        <translation>Figurines perdues</translation>
    </message>
</context>
<context>
    <name>BattleRules</name>
    <message>
        <source>Casualties cannot be negative.</source>
        <translation>Les pertes ne peuvent pas être négatives.</translation>
    </message>
    <message>
        <source>More units are eliminated than the side has in that state.</source>
        <translation>Plus d&apos;unités sont éliminées que le camp n&apos;en a dans cet état.</translation>
    </message>
    <message>
        <source>Each 6 eliminates one unit (RULES F3): %1 must be eliminated.</source>
        <translation>Chaque 6 élimine une unité (RULES F3) : il faut en éliminer %1.</translation>
    </message>
    <message>
        <source>Each 5 flags one good-order unit, and surplus 5s are lost (RULES F3): %1 must be flagged.</source>
        <translation>Chaque 5 marque une unité en bon ordre, et les 5 en surplus sont perdus (RULES F3) : il faut en marquer %1.</translation>
    </message>
    <message>
        <source>%1 good, %2 flagged, %3 broken</source>
        <translation>%1 en bon ordre, %2 marquées, %3 en déroute</translation>
    </message>
</context>
<context>
    <name>BattleUnderway</name>
    <message>
        <source>must be a SHA-256 in hex</source>
        <translation>doit être un SHA-256 en hexadécimal</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>a battle under way</source>
        <translation>une bataille en cours</translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads %1)</source>
        <translation>est dans un format que cette version ne lit pas (elle lit : %1)</translation>
    </message>
    <message>
        <source>must be the ruleset file&apos;s text</source>
        <translation>doit être le texte du fichier de jeu de règles</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>doit être un nombre entier</translation>
    </message>
    <message>
        <source>must be a hex, as 0304</source>
        <translation>doit être un hexagone, comme 0304</translation>
    </message>
    <message>
        <source>must be a roll&apos;s id</source>
        <translation>doit être l&apos;identifiant d&apos;un jet</translation>
    </message>
    <message>
        <source>The battle under way %1.</source>
        <translation>La bataille en cours %1.</translation>
    </message>
    <message>
        <source>The battle under way: %1 %2.</source>
        <translation>La bataille en cours : %1 %2.</translation>
    </message>
    <message>
        <source>must be a force&apos;s id</source>
        <translation>doit être l&apos;identifiant d&apos;une force</translation>
    </message>
</context>
<context>
    <name>BoardSetup</name>
    <message>
        <source>A scenario&apos;s name has 1 to %1 characters.</source>
        <translation>Le nom d&apos;un scénario comporte de 1 à %1 caractères.</translation>
    </message>
    <message>
        <source>A battle on the board has sides 0 and 1.</source>
        <translation>Une bataille sur le plateau a les camps 0 et 1.</translation>
    </message>
    <message>
        <source>A side&apos;s name has 1 to %1 characters.</source>
        <translation>Le nom d&apos;un camp comporte de 1 à %1 caractères.</translation>
    </message>
    <message>
        <source>The two sides need names of their own.</source>
        <translation>Les deux camps doivent avoir chacun leur propre nom.</translation>
    </message>
    <message>
        <source>A battle board is %1 to %2 columns by %3 to %4 rows.</source>
        <translation>Un plateau de bataille fait de %1 à %2 colonnes sur %3 à %4 lignes.</translation>
    </message>
    <message>
        <source>%1&apos;s unit at %2 would stand off its own rows; move it first.</source>
        <translation>L&apos;unité de %1 en %2 se trouverait hors de ses propres lignes ; déplacez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 n&apos;est pas sur le plateau.</translation>
    </message>
    <message>
        <source>The ruleset %1 has no such terrain.</source>
        <translation>Le jeu de règles %1 n&apos;a pas ce terrain.</translation>
    </message>
    <message>
        <source>%1 is not on the %2 x %3 board.</source>
        <translation>%1 n&apos;est pas sur le plateau de %2 x %3.</translation>
    </message>
    <message>
        <source>%1 sets up on its own rows, the %2 nearest its edge.</source>
        <translation>%1 se déploie sur ses propres lignes, les %2 plus proches de son bord.</translation>
    </message>
    <message>
        <source>%1 holds a unit already.</source>
        <translation>%1 contient déjà une unité.</translation>
    </message>
    <message>
        <source>The ruleset %1 has no such unit type.</source>
        <translation>Le jeu de règles %1 n&apos;a pas ce type d&apos;unité.</translation>
    </message>
    <message>
        <source>There is no such unit on the board.</source>
        <translation>Cette unité n&apos;existe pas sur le plateau.</translation>
    </message>
    <message>
        <source>A leader&apos;s name has 1 to %1 characters.</source>
        <translation>Le nom d&apos;un chef comporte de 1 à %1 caractères.</translation>
    </message>
    <message>
        <source>A leader&apos;s Heroics is from 0 to 6 (RULES H3).</source>
        <translation>L&apos;Héroïsme d&apos;un chef va de 0 à 6 (RULES H3).</translation>
    </message>
    <message>
        <source>%1 leads the unit at %2 already.</source>
        <translation>%1 dirige déjà l&apos;unité en %2.</translation>
    </message>
    <message>
        <source>Units to win is from 0 (half the enemy&apos;s, rounded up) to 1000.</source>
        <translation>Les unités à éliminer pour gagner vont de 0 (la moitié de celles de l&apos;ennemi, arrondie au supérieur) à 1000.</translation>
    </message>
    <message>
        <source>%1 has no unit on the board yet.</source>
        <translation>%1 n&apos;a encore aucune unité sur le plateau.</translation>
    </message>
    <message>
        <source>%1 would need %2 enemy units to win; the enemy has %3.</source>
        <translation>%1 devrait éliminer %2 unités ennemies pour gagner ; l&apos;ennemi en a %3.</translation>
    </message>
    <message>
        <source>An incompetent general may not lead a flank march (RULES M2).</source>
        <translation>Un général incompétent ne peut pas mener de marche de flanc (RULES M2).</translation>
    </message>
    <message>
        <source>A flank march&apos;s general needs a name of 1 to %1 characters.</source>
        <translation>Le général d&apos;une marche de flanc doit avoir un nom de 1 à %1 caractères.</translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation>Une marche de flanc nécessite au moins une unité.</translation>
    </message>
    <message>
        <source>At most half of %1&apos;s units may march on the flanks (RULES M2): %2 of %3 would.</source>
        <translation>Au plus la moitié des unités de %1 peut marcher sur les flancs (RULES M2) : %2 sur %3 le feraient.</translation>
    </message>
    <message>
        <source>That is no unit type of the ruleset %1.</source>
        <translation>Ce n&apos;est pas un type d&apos;unité du jeu de règles %1.</translation>
    </message>
    <message>
        <source>A leader holds 0 to %1 rerolls (RULES H2).</source>
        <translation>Un chef détient de 0 à %1 relances (RÈGLES H2).</translation>
    </message>
</context>
<context>
    <name>BreakInOdds</name>
    <message>
        <source>breaching force</source>
        <translation>force d&apos;assaut</translation>
    </message>
    <message>
        <source>garrison</source>
        <translation>garnison</translation>
    </message>
    <message>
        <source>The %1 cannot have a negative number of units.</source>
        <translation>La %1 ne peut pas avoir un nombre d&apos;unités négatif.</translation>
    </message>
    <message>
        <source>The breaching force has no units: a break-in needs units (RULES S3).</source>
        <translation>La force d&apos;assaut n&apos;a pas d&apos;unités : un assaut nécessite des unités (RULES S3).</translation>
    </message>
    <message>
        <source>The garrison has no units: the fortress falls at once, with no battle (RULES S3).</source>
        <translation>La garnison n&apos;a pas d&apos;unités : la forteresse tombe aussitôt, sans bataille (RULES S3).</translation>
    </message>
    <message>
        <source>The %1 has %2 units; the exact odds of a break-in take up to %3 a side, which they answer in about a second.</source>
        <translation>La %1 a %2 unités ; le calcul exact des chances d&apos;un assaut accepte jusqu&apos;à %3 unités par camp, et répond alors en une seconde environ.</translation>
    </message>
    <message>
        <source>The %1&apos;s Battle and Rally ratings must be from 1 to 6 (RULES L2).</source>
        <translation>Les valeurs de Bataille et de Ralliement de la %1 doivent aller de 1 à 6 (RULES L2).</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <source>The campaign %1 has no valid seed.</source>
        <translation>La campagne %1 n&apos;a pas de graine valide.</translation>
    </message>
    <message>
        <source>The campaign %1 is open read-only: nothing can be changed in it.</source>
        <translation>La campagne %1 est ouverte en lecture seule : rien ne peut y être modifié.</translation>
    </message>
    <message>
        <source>The campaign %1 is a players&apos; copy: it is only for looking at, and nothing can be changed in it.</source>
        <translation>La campagne %1 est une copie des joueurs : elle sert uniquement à la consultation, et rien ne peut y être modifié.</translation>
    </message>
    <message>
        <source>You are an observer of this shared campaign: you can look at what is public, but not change anything.</source>
        <translation>Vous êtes observateur de cette campagne partagée : vous pouvez consulter ce qui est public, mais sans rien modifier.</translation>
    </message>
    <message>
        <source>Changed by %1 since you looked: nothing of this was done, and the campaign now shows the change.</source>
        <translation>Modifié par %1 depuis votre dernière consultation : rien de cela n&apos;a été fait, et la campagne affiche maintenant la modification.</translation>
    </message>
    <message>
        <source>The campaign %1: %2</source>
        <translation>La campagne %1 : %2</translation>
    </message>
    <message>
        <source>That action is no longer kept in the campaign: it cannot be undone or redone.</source>
        <translation>Cette action n&apos;est plus conservée dans la campagne : elle ne peut être ni annulée ni refaite.</translation>
    </message>
    <message>
        <source>You are a player of this shared campaign, for %1: you look at your side&apos;s leaders, forces and rolls and at what is public, and give your side&apos;s orders in View ▸ Orders, which the referee carries out (RULES T4).</source>
        <translation>Vous êtes joueur de cette campagne partagée, pour %1 : vous consultez les chefs, les forces et les jets de votre camp et ce qui est public, et vous donnez les ordres de votre camp dans Affichage ▸ Ordres, que l&apos;arbitre exécute (RULES T4).</translation>
    </message>
    <message>
        <source>it names no row and no roll</source>
        <translation>il ne nomme aucune ligne ni aucun jet</translation>
    </message>
    <message>
        <source>it writes %1, which no action changes</source>
        <translation>il écrit %1, qu&apos;aucune action ne change</translation>
    </message>
    <message>
        <source>its row %1 is not a row</source>
        <translation>sa ligne %1 n&apos;est pas une ligne</translation>
    </message>
    <message>
        <source>its row %1 holds what the campaign&apos;s tables refuse</source>
        <translation>sa ligne %1 contient ce que les tables de la campagne refusent</translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of change #%2 (&quot;%3&quot;): %4. It is not redone, and the campaign is left as it was.</source>
        <translation>La campagne %1 garde un enregistrement endommagé de la modification n° %2 (« %3 ») : %4. Elle n&apos;est pas rétablie, et la campagne reste telle qu&apos;elle était.</translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of change #%2 (&quot;%3&quot;): %4. It is not undone, and the campaign is left as it was.</source>
        <translation>La campagne %1 garde un enregistrement endommagé de la modification n° %2 (« %3 ») : %4. Elle n&apos;est pas annulée, et la campagne reste telle qu&apos;elle était.</translation>
    </message>
    <message>
        <source>it names %1, no row a campaign keeps</source>
        <translation>il nomme %1, aucune ligne que garde une campagne</translation>
    </message>
    <message>
        <source>it names roll #%1, which the log does not hold</source>
        <translation>il nomme le jet n° %1, que le journal ne contient pas</translation>
    </message>
</context>
<context>
    <name>CampaignBattle</name>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>Cette force n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>A force cannot fight itself.</source>
        <translation>Une force ne peut pas se combattre elle-même.</translation>
    </message>
    <message>
        <source>%1 and %2 serve the same side.</source>
        <translation>%1 et %2 servent le même camp.</translation>
    </message>
    <message>
        <source>%1 has no good-order unit to attack with (RULES F4).</source>
        <translation>%1 n&apos;a aucune unité en bon ordre pour attaquer (RULES F4).</translation>
    </message>
    <message>
        <source>%1 has no units to fight.</source>
        <translation>%1 n&apos;a aucune unité pour combattre.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Battle of %1</source>
        <translation>Bataille de %1</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Bataille : %1</translation>
    </message>
    <message>
        <source>%1 (turn %2): avoided battle.</source>
        <translation>%1 (tour %2) : bataille évitée.</translation>
    </message>
    <message>
        <source>%1 (turn %2): fought as %3; %4.</source>
        <translation>%1 (tour %2) : combattu comme %3 ; %4.</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>mutual defeat</source>
        <translation>défaite mutuelle</translation>
    </message>
    <message>
        <source>won</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>défaite</translation>
    </message>
    <message numerus="yes">
        <source> Took %n wound(s).</source>
        <translation>
            <numerusform> A reçu %n blessure.</numerusform>
            <numerusform> A reçu %n blessures.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now %1.</source>
        <translation>Désormais %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Each side of a battle is the forces of one side (RULES F0).</source>
        <translation>Chaque côté d&apos;une bataille regroupe les forces d&apos;un seul camp (RULES F0).</translation>
    </message>
    <message>
        <source>%1 has no way out of %2 (RULES F6a).</source>
        <translation>%1 n&apos;a aucune issue pour quitter %2 (RULES F6a).</translation>
    </message>
    <message>
        <source>%1 may go to %2, not %3: an adjacent space with no enemy force that it may enter (RULES F1, F6a).</source>
        <translation>%1 peut aller en %2, pas en %3 : une case adjacente sans force ennemie où elle peut entrer (RULES F1, F6a).</translation>
    </message>
    <message>
        <source>%1 steps off to %2 (RULES F1).</source>
        <translation>%1 s&apos;écarte en %2 (RULES F1).</translation>
    </message>
    <message>
        <source>%1 retreats to %2 (RULES F6a).</source>
        <translation>%1 bat en retraite vers %2 (RULES F6a).</translation>
    </message>
    <message>
        <source>%1 has no way out of %2: its units are eliminated (RULES F6a).</source>
        <translation>%1 n&apos;a aucune issue pour quitter %2 : ses unités sont éliminées (RULES F6a).</translation>
    </message>
    <message>
        <source>No way out of %1</source>
        <translation>Aucune issue pour quitter %1</translation>
    </message>
    <message>
        <source>The battle at %1 is under way on the battle board: go on with it there.</source>
        <translation>La bataille en %1 est en cours sur le plateau de bataille : poursuivez-la là-bas.</translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation>%1 : sa marche de flanc par la %2 est arrivée au début de la manche %3 avec %4 unités.</translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation>%1 : sa marche de flanc par la %2 a été abandonnée ; ses %3 unités n&apos;ont pas pris part à la bataille.</translation>
    </message>
    <message>
        <source>%1: the battle ended before his flank march by the %2 arrived; its %3 units took no part.</source>
        <translation>%1 : la bataille s&apos;est terminée avant l&apos;arrivée de sa marche de flanc par la %2 ; ses %3 unités n&apos;y ont pas pris part.</translation>
    </message>
    <message>
        <source>%1, survival check: %2</source>
        <translation>%1, test de survie : %2</translation>
    </message>
    <message>
        <source>His unit fell on the battle board at %1 (RULES C11)</source>
        <translation>Son unité est tombée sur le plateau de bataille en %1 (RULES C11)</translation>
    </message>
    <message>
        <source>His side had no unit left after the battle at %1 (RULES F8)</source>
        <translation>Son camp n’avait plus aucune unité après la bataille de %1 (RULES F8)</translation>
    </message>
    <message>
        <source>%1 (turn %2): fought on the battle board as %3; %4.</source>
        <translation>%1 (tour %2) : combattu sur le plateau de bataille comme %3 ; %4.</translation>
    </message>
    <message>
        <source>%1: his flank march by the %2 came onto the board in turn %3.</source>
        <translation>%1 : sa marche de flanc par la %2 est entrée sur le plateau au tour %3.</translation>
    </message>
    <message>
        <source>%1 wins on the battle board</source>
        <translation>%1 gagne sur le plateau de bataille</translation>
    </message>
    <message>
        <source>Her unit fell on the battle board at %1 (RULES C11)</source>
        <translation>Son unité est tombée sur le plateau de bataille en %1 (RULES C11)</translation>
    </message>
    <message>
        <source>Their unit fell on the battle board at %1 (RULES C11)</source>
        <translation>Son unité est tombée sur le plateau de bataille en %1 (RULES C11)</translation>
    </message>
    <message>
        <source>Her side had no unit left after the battle at %1 (RULES F8)</source>
        <translation>Son camp n’avait plus aucune unité après la bataille de %1 (RULES F8)</translation>
    </message>
    <message>
        <source>Their side had no unit left after the battle at %1 (RULES F8)</source>
        <translation>Son camp n’avait plus aucune unité après la bataille de %1 (RULES F8)</translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 came onto the board in turn %3.</source>
        <translation>%1 : sa marche de flanc par la %2 est entrée sur le plateau au tour %3.</translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 came onto the board in turn %3.</source>
        <translation>%1 : sa marche de flanc par la %2 est entrée sur le plateau au tour %3.</translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation>%1 : sa marche de flanc par la %2 est arrivée au début de la manche %3 avec %4 unités.</translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 arrived at the start of round %3 with %4 units.</source>
        <translation>%1 : sa marche de flanc par la %2 est arrivée au début de la manche %3 avec %4 unités.</translation>
    </message>
    <message>
        <source>%1: her flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation>%1 : sa marche de flanc par la %2 a été abandonnée ; ses %3 unités n&apos;ont pas pris part à la bataille.</translation>
    </message>
    <message>
        <source>%1: their flank march by the %2 was aborted; its %3 units took no part.</source>
        <translation>%1 : sa marche de flanc par la %2 a été abandonnée ; ses %3 unités n&apos;ont pas pris part à la bataille.</translation>
    </message>
    <message>
        <source>%1: the battle ended before her flank march by the %2 arrived; its %3 units took no part.</source>
        <translation>%1 : la bataille s&apos;est terminée avant l&apos;arrivée de sa marche de flanc par la %2 ; ses %3 unités n&apos;y ont pas pris part.</translation>
    </message>
    <message>
        <source>%1: the battle ended before their flank march by the %2 arrived; its %3 units took no part.</source>
        <translation>%1 : la bataille s&apos;est terminée avant l&apos;arrivée de sa marche de flanc par la %2 ; ses %3 unités n&apos;y ont pas pris part.</translation>
    </message>
    <message>
        <source>That is no force or fortress of the leader&apos;s own side that can take the leader in (RULES H3).</source>
        <translation>Ce n&apos;est pas une force ou une forteresse du camp de ce chef qui peut l&apos;accueillir (RULES H3).</translation>
    </message>
</context>
<context>
    <name>CampaignCheck</name>
    <message>
        <source>The campaign %1 has no %2 table: it is damaged or was changed by another program, and it is not opened.</source>
        <translation>La campagne %1 n&apos;a pas de table %2 : elle est endommagée ou a été modifiée par un autre programme, et n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>The campaign %1 has no %2 column in its %3 table: it is damaged or was changed by another program, and it is not opened.</source>
        <translation>La campagne %1 n&apos;a pas de colonne %2 dans sa table %3 : elle est endommagée ou a été modifiée par un autre programme, et n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>The campaign %1 has a bad %2 (&quot;%3&quot;; %4): the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>La campagne %1 a un %2 incorrect (« %3 » ; %4) : le fichier a été modifié à la main ou est endommagé, et la campagne n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>a whole number from 0 to 2^64 - 1</source>
        <translation>un nombre entier de 0 à 2^64 - 1</translation>
    </message>
    <message>
        <source>the number of values the dice have drawn</source>
        <translation>le nombre de valeurs tirées par les dés</translation>
    </message>
    <message>
        <source>The campaign %1 says its dice drew %2 values, but its last roll ends at draw %3: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>La campagne %1 indique que ses dés ont tiré %2 valeurs, mais son dernier jet se termine au tirage %3 : le fichier a été modifié à la main ou est endommagé, et la campagne n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>the state of the dice</source>
        <translation>l&apos;état des dés</translation>
    </message>
    <message>
        <source>The campaign %1 says its dice drew %2 values, more than its %3 rolls can account for: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>La campagne %1 indique que ses dés ont tiré %2 valeurs, plus que ses %3 jets ne peuvent en expliquer : le fichier a été modifié à la main ou est endommagé, et la campagne n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>a turn from 1 to %1</source>
        <translation>un tour de 1 à %1</translation>
    </message>
    <message>
        <source>siege or movement</source>
        <translation>siège ou mouvement</translation>
    </message>
    <message>
        <source>a number of hexes from 0 to %1</source>
        <translation>un nombre d&apos;hexagones de 0 à %1</translation>
    </message>
    <message>
        <source>a number of copies from 0 to 1000</source>
        <translation>un nombre de copies de 0 à 1000</translation>
    </message>
    <message>
        <source>the turn whose copy is due, or nothing</source>
        <translation>le tour dont la copie est due, ou rien</translation>
    </message>
    <message>
        <source>a rating outside 1–6 (RULES L2)</source>
        <translation>une valeur hors de 1–6 (RULES L2)</translation>
    </message>
    <message>
        <source>rerolls outside 0–%1 (RULES H2)</source>
        <translation>des relances hors de 0–%1 (RULES H2)</translation>
    </message>
    <message>
        <source>a side the campaign does not have</source>
        <translation>un camp que la campagne ne contient pas</translation>
    </message>
    <message>
        <source>a captor side the campaign does not have</source>
        <translation>un camp détenteur que la campagne ne contient pas</translation>
    </message>
    <message>
        <source>a force the campaign does not have</source>
        <translation>une force que la campagne ne contient pas</translation>
    </message>
    <message>
        <source>units outside 0–%1 (RULES F)</source>
        <translation>des unités hors de 0–%1 (RULES F)</translation>
    </message>
    <message>
        <source>units lost outside 0–%1</source>
        <translation>des unités perdues hors de 0–%1</translation>
    </message>
    <message>
        <source>a place or a movement outside the map&apos;s bounds (RULES T1a)</source>
        <translation>une position ou un mouvement hors des limites de la carte (RULES T1a)</translation>
    </message>
    <message>
        <source>a rating outside 1–%1 (RULES S1)</source>
        <translation>une valeur hors de 1–%1 (RULES S1)</translation>
    </message>
    <message>
        <source>a place outside the map&apos;s bounds</source>
        <translation>une position hors des limites de la carte</translation>
    </message>
    <message>
        <source>an owner the campaign does not have</source>
        <translation>un propriétaire que la campagne ne contient pas</translation>
    </message>
    <message>
        <source>units lost outside 0–%1 (RULES S2)</source>
        <translation>des unités perdues hors de 0–%1 (RULES S2)</translation>
    </message>
    <message>
        <source>a die of fewer than 2 or more than 1000 sides</source>
        <translation>un dé de moins de 2 ou de plus de 1000 faces</translation>
    </message>
    <message>
        <source>The campaign %1 lacks what its format version needs (%2): %3</source>
        <translation>La campagne %1 ne contient pas ce qu&apos;exige sa version de format (%2) : %3</translation>
    </message>
    <message>
        <source>The campaign %1 has a row of %2 (#%3) with %4: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>La campagne %1 a une ligne de %2 (n° %3) avec %4 : le fichier a été modifié à la main ou est endommagé, et la campagne n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>more cavalry and artillery than units (issue 13)</source>
        <translation>plus de cavalerie et d&apos;artillerie que d&apos;unités (ticket 13)</translation>
    </message>
    <message>
        <source>the SHA-256 of the withheld seed, in hex</source>
        <translation>l&apos;empreinte SHA-256 de la graine non divulguée, en hexadécimal</translation>
    </message>
    <message>
        <source>a turn the campaign has not reached</source>
        <translation>un tour que la campagne n&apos;a pas encore atteint</translation>
    </message>
    <message>
        <source>a roll it replaces that is itself or came after it (RULES D1)</source>
        <translation>un jet remplacé qui est lui-même ou venu après lui (RÈGLES D1)</translation>
    </message>
    <message>
        <source>a leader the campaign does not have</source>
        <translation>un chef que la campagne n&apos;a pas</translation>
    </message>
    <message>
        <source>a fortress the campaign does not have</source>
        <translation>une forteresse que la campagne n&apos;a pas</translation>
    </message>
    <message>
        <source>a commander the campaign does not have</source>
        <translation>un commandant que la campagne n&apos;a pas</translation>
    </message>
    <message>
        <source>a hex off the campaign&apos;s map</source>
        <translation>un hexagone hors de la carte de la campagne</translation>
    </message>
    <message>
        <source>The campaign %1 keeps the hex %2 off its map: the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>La campagne %1 garde l&apos;hexagone %2 hors de sa carte : le fichier a été modifié à la main ou est endommagé, et il n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>The campaign %1 has hexes of a terrain it does not know (&quot;%2&quot;): the file was changed by hand or is damaged, and it is not opened.</source>
        <translation>La campagne %1 a des hexagones d&apos;un terrain qu&apos;elle ne connaît pas (« %2 ») : le fichier a été modifié à la main ou est endommagé, et il n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>The campaign %1 has a trigger (%2) on its tables, which Castellan never makes: the file was changed by hand, and it is not opened.</source>
        <translation>La campagne %1 a un déclencheur (%2) sur ses tables, ce que Castellan ne crée jamais : le fichier a été modifié à la main, et il n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>a pronoun other than he, she or they</source>
        <translation>un pronom autre que he, she ou they</translation>
    </message>
    <message>
        <source>a vitality below −1 or above the Vitality rating (RULES L3)</source>
        <translation>une vitalité inférieure à −1 ou supérieure à la valeur de Vitalité (RULES L3)</translation>
    </message>
    <message>
        <source>an id outside 1–%1</source>
        <translation>un identifiant hors de 1–%1</translation>
    </message>
    <message>
        <source>a name of 1 to %1 characters</source>
        <translation>un nom de 1 à %1 caractères</translation>
    </message>
    <message>
        <source>a name that is empty, longer than %1 characters or holds a control character</source>
        <translation>un nom vide, de plus de %1 caractères ou contenant un caractère de contrôle</translation>
    </message>
    <message>
        <source>the name of another leader</source>
        <translation>le nom d&apos;un autre chef</translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>Le fichier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation>%1 est un dossier, pas un fichier de campagne.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read: %2</source>
        <translation>Impossible de lire le fichier %1 : %2</translation>
    </message>
    <message>
        <source>The file %1 is empty: it is not a Castellan campaign.</source>
        <translation>Le fichier %1 est vide : ce n&apos;est pas une campagne Castellan.</translation>
    </message>
    <message>
        <source>The file %1 is not a Castellan campaign (it is not an SQLite database).</source>
        <translation>Le fichier %1 n&apos;est pas une campagne Castellan (ce n&apos;est pas une base de données SQLite).</translation>
    </message>
    <message>
        <source>The campaign %1 is truncated: it holds %2 bytes of the %3 it should. Use a backup copy.</source>
        <translation>La campagne %1 est tronquée : elle contient %2 octets sur les %3 attendus. Utilisez une copie de sauvegarde.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a pipe, a device or a socket): a campaign is a file.</source>
        <translation>%1 n&apos;est pas un fichier ordinaire (c&apos;est un tube, un périphérique ou un socket) : une campagne est un fichier.</translation>
    </message>
</context>
<context>
    <name>CampaignStore</name>
    <message>
        <source>The campaign could not be written or read: %1</source>
        <translation>La campagne n&apos;a pas pu être écrite ni lue : %1</translation>
    </message>
    <message>
        <source>The campaign %1 has no valid seed.</source>
        <translation>La campagne %1 n&apos;a pas de graine valide.</translation>
    </message>
    <message>
        <source>The campaign could not be read: %1</source>
        <translation>La campagne n&apos;a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation>Le pilote SQLite de Qt n&apos;est pas installé (paquet libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>The file %1 cannot be opened: %2</source>
        <translation>Impossible d&apos;ouvrir le fichier %1 : %2</translation>
    </message>
    <message>
        <source>The file %1 exists already; a new campaign needs a new file.</source>
        <translation>Le fichier %1 existe déjà ; une nouvelle campagne nécessite un nouveau fichier.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The campaign could not be written to %1.</source>
        <translation>La campagne n&apos;a pas pu être écrite dans %1.</translation>
    </message>
    <message>
        <source>The file %1 is damaged or is not a campaign: %2</source>
        <translation>Le fichier %1 est endommagé ou n&apos;est pas une campagne : %2</translation>
    </message>
    <message>
        <source>The campaign %1 is damaged (%2). Use a backup copy.</source>
        <translation>La campagne %1 est endommagée (%2). Utilisez une copie de sauvegarde.</translation>
    </message>
    <message>
        <source>The file %1 is an SQLite database, but not a Castellan campaign.</source>
        <translation>Le fichier %1 est une base de données SQLite, mais pas une campagne Castellan.</translation>
    </message>
    <message>
        <source>The campaign %1 was written by a newer version of Castellan (file format %2; this version reads up to %3). Update Castellan to open it.</source>
        <translation>La campagne %1 a été écrite par une version plus récente de Castellan (format de fichier %2 ; cette version lit jusqu&apos;au format %3). Mettez Castellan à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>The campaign %1 has a bad schema_version (&quot;%2&quot;): it is not opened.</source>
        <translation>La campagne %1 a un schema_version incorrect (« %2 ») : elle n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>The campaign %1 cannot be brought up to this version&apos;s format: %2</source>
        <translation>La campagne %1 ne peut pas être convertie au format de cette version : %2</translation>
    </message>
    <message>
        <source>The campaign %1 can be read but not written (the file or its folder is read-only, or its header marks it so). Open it read-only, or make it writable.</source>
        <translation>La campagne %1 peut être lue mais pas écrite (le fichier ou son dossier est en lecture seule, ou son en-tête l&apos;indique). Ouvrez-la en lecture seule, ou rendez-la accessible en écriture.</translation>
    </message>
    <message>
        <source>The campaign %1 needs recovering, and no copy of it could be made to check it first (is the disk full?).</source>
        <translation>La campagne %1 doit être récupérée, et aucune copie n&apos;a pu en être faite pour la vérifier d&apos;abord (le disque est-il plein ?).</translation>
    </message>
    <message>
        <source>The campaign %1 is open read-only: nothing can be changed in it.</source>
        <translation>La campagne %1 est ouverte en lecture seule : rien ne peut y être modifié.</translation>
    </message>
    <message>
        <source>The campaign could not start a change: %1</source>
        <translation>La campagne n&apos;a pas pu commencer une modification : %1</translation>
    </message>
    <message>
        <source>The change could not be saved: %1</source>
        <translation>La modification n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>The copy could not be written to %1: %2</source>
        <translation>La copie n&apos;a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <source>The copy could not be moved to %1.</source>
        <translation>La copie n&apos;a pas pu être déplacée vers %1.</translation>
    </message>
    <message>
        <source>A copy cannot replace the campaign it is made from.</source>
        <translation>Une copie ne peut pas remplacer la campagne dont elle est issue.</translation>
    </message>
    <message>
        <source>No temporary folder to write the players&apos; copy in.</source>
        <translation>Aucun dossier temporaire pour écrire la copie des joueurs.</translation>
    </message>
    <message>
        <source>The players&apos; copy could not be written to %1: %2</source>
        <translation>La copie des joueurs n&apos;a pas pu être écrite dans %1 : %2</translation>
    </message>
    <message>
        <source>The campaign has no %1 table to copy.</source>
        <translation>La campagne n&apos;a pas de table %1 à copier.</translation>
    </message>
    <message>
        <source>%1 is not a Castellan campaign.</source>
        <translation>%1 n&apos;est pas une campagne Castellan.</translation>
    </message>
    <message>
        <source>The players&apos; copy could not be written to %1: no temporary folder.</source>
        <translation>La copie des joueurs n&apos;a pas pu être écrite dans %1 : aucun dossier temporaire.</translation>
    </message>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (package libqt6sql6-psql).</source>
        <translation>Le pilote PostgreSQL pour Qt n&apos;est pas installé (paquet libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>The server at %1, port %2, could not be reached or refused the login of %3: %4</source>
        <translation>Le serveur %1, port %2, n&apos;a pas pu être joint ou a refusé la connexion de %3 : %4</translation>
    </message>
    <message>
        <source>The server has no campaign %1 in its database %2.</source>
        <translation>Le serveur n&apos;a pas de campagne %1 dans sa base de données %2.</translation>
    </message>
    <message>
        <source>%1 has no access to the campaign %2: its game master can grant it (Manage Access…, or castellan-cli access grant).</source>
        <translation>%1 n&apos;a pas accès à la campagne %2 : un meneur de jeu de la campagne peut le lui accorder (Gérer les accès…, ou castellan-cli access grant).</translation>
    </message>
    <message>
        <source>The campaign %1 on the server is in an older format: a game master must open it once to bring it up to date.</source>
        <translation>La campagne %1 sur le serveur est dans un ancien format : un meneur de jeu doit l&apos;ouvrir une fois pour la mettre à jour.</translation>
    </message>
    <message>
        <source>The server has a campaign %1 already: a new one needs a new name.</source>
        <translation>Le serveur a déjà une campagne %1 : une nouvelle campagne nécessite un nouveau nom.</translation>
    </message>
    <message>
        <source>%1 is a players&apos; copy: it has no seed, and cannot be published.</source>
        <translation>%1 est une copie des joueurs : elle n&apos;a pas de graine et ne peut pas être publiée.</translation>
    </message>
    <message>
        <source>%1 is not a file: the campaign cannot be copied there.</source>
        <translation>%1 n&apos;est pas un fichier : la campagne ne peut pas y être copiée.</translation>
    </message>
    <message>
        <source>Access is given on a server campaign; a file is the file system&apos;s.</source>
        <translation>Les accès se donnent pour une campagne sur serveur ; ceux d&apos;un fichier relèvent du système de fichiers.</translation>
    </message>
    <message>
        <source>Only a game master gives access to the campaign.</source>
        <translation>Seul un meneur de jeu donne accès à la campagne.</translation>
    </message>
    <message>
        <source>Only a game master takes access to the campaign away.</source>
        <translation>Seul un meneur de jeu retire l&apos;accès à la campagne.</translation>
    </message>
    <message>
        <source>Only a game master sees who has access to the campaign.</source>
        <translation>Seul un meneur de jeu voit qui a accès à la campagne.</translation>
    </message>
    <message>
        <source>Your role on the server does not allow this: %1</source>
        <translation>Votre rôle sur le serveur ne le permet pas : %1</translation>
    </message>
    <message>
        <source>another program is writing the campaign %1; tried for %2 s. Try again when it is done.</source>
        <translation>un autre programme écrit dans la campagne %1 ; essayé pendant %2 s. Réessayez quand il aura fini.</translation>
    </message>
    <message>
        <source>The campaign %1 is open in another program that reads an older format; close it there, then open it here to bring it up to date.</source>
        <translation>La campagne %1 est ouverte dans un autre programme qui lit un format plus ancien ; fermez-la là-bas, puis ouvrez-la ici pour la mettre à jour.</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>quelqu&apos;un d&apos;autre</translation>
    </message>
    <message>
        <source>the file is damaged (SQLite: %1). Nothing of this was written; use a backup copy.</source>
        <translation>le fichier est endommagé (SQLite : %1). Rien de cela n&apos;a été écrit ; utilisez une copie de sauvegarde.</translation>
    </message>
    <message>
        <source>The server has no user %1: its administrator makes one first (createuser %2).</source>
        <translation>Le serveur n&apos;a pas d&apos;utilisateur %1 : son administrateur doit d&apos;abord le créer (createuser %2).</translation>
    </message>
    <message>
        <source>The server&apos;s campaign %1 keeps its players&apos; views under the name %2: a new campaign needs another name.</source>
        <translation>La campagne %1 du serveur garde les vues de ses joueurs sous le nom %2 : une nouvelle campagne doit porter un autre nom.</translation>
    </message>
    <message>
        <source>The server has a schema %1 already (the campaign %2_shown?), which the campaign %2 needs for its players&apos; views: a new campaign needs another name.</source>
        <translation>Le serveur a déjà un schéma %1 (la campagne %2_shown ?), dont la campagne %2 a besoin pour les vues de ses joueurs : une nouvelle campagne doit porter un autre nom.</translation>
    </message>
    <message>
        <source>The server went away (%1). A change it did not confirm may not be saved: open the campaign again once the server is back, and see where it stands.</source>
        <translation>Le serveur n&apos;est plus là (%1). Un changement qu&apos;il n&apos;a pas confirmé n&apos;est peut-être pas enregistré : rouvrez la campagne quand le serveur sera de retour, et voyez où elle en est.</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>la connexion a été perdue</translation>
    </message>
    <message>
        <source>No game master changes their own access: another one does.</source>
        <translation>Aucun meneur de jeu ne modifie son propre accès : c&apos;est un autre qui le fait.</translation>
    </message>
    <message>
        <source>The campaign&apos;s change log names a row it does not keep: %1</source>
        <translation>Le journal des modifications de la campagne nomme une ligne qu&apos;elle ne conserve pas : %1</translation>
    </message>
    <message>
        <source>The order %1 is no longer pending.</source>
        <translation>L&apos;ordre %1 n&apos;est plus en attente.</translation>
    </message>
</context>
<context>
    <name>CampaignTactical</name>
    <message>
        <source>Tactical battle at %1</source>
        <translation>Bataille tactique en %1</translation>
    </message>
    <message>
        <source>%1 has no units to set on the battle board; only leaders are left (RULES F8).</source>
        <translation>%1 n&apos;a aucune unité à placer sur le plateau de bataille ; il ne reste que des chefs (RULES F8).</translation>
    </message>
    <message>
        <source>%1 has %2 units; the battle board takes at most %3 a side.</source>
        <translation>%1 a %2 unités ; le plateau de bataille en accepte au plus %3 par camp.</translation>
    </message>
    <message>
        <source>tactical battle at %1</source>
        <translation>bataille tactique en %1</translation>
    </message>
    <message>
        <source>The battle on the board at %1 is under way: resume it where it was.</source>
        <translation>La bataille sur le plateau en %1 est en cours : reprenez-la là où elle en était.</translation>
    </message>
    <message>
        <source>The battle on the board at %1 is under way: resume it and finish it first.</source>
        <translation>La bataille sur le plateau en %1 est en cours : reprenez-la et terminez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>The battle could not be kept in the campaign file: %1</source>
        <translation>La bataille n&apos;a pas pu être conservée dans le fichier de campagne : %1</translation>
    </message>
    <message>
        <source>No battle on the board is under way in this campaign.</source>
        <translation>Aucune bataille sur le plateau n&apos;est en cours dans cette campagne.</translation>
    </message>
    <message>
        <source>The battle kept under way is no campaign battle.</source>
        <translation>La bataille conservée en cours n&apos;est pas une bataille de campagne.</translation>
    </message>
    <message>
        <source>The battle at %1 was begun with another ruleset for battles on the board; it cannot go on by this one.</source>
        <translation>La bataille en %1 a été commencée avec un autre jeu de règles pour les batailles sur plateau ; elle ne peut pas continuer avec celui-ci.</translation>
    </message>
    <message>
        <source>The battle at %1 cannot go on: %2</source>
        <translation>La bataille en %1 ne peut pas continuer : %2</translation>
    </message>
    <message>
        <source>The forces or leaders at %1 have changed since the battle there was interrupted; it cannot go on. Its rolls stay in the log.</source>
        <translation>Les forces ou les chefs en %1 ont changé depuis l&apos;interruption de la bataille ; elle ne peut pas continuer. Ses jets restent dans le journal.</translation>
    </message>
    <message>
        <source>The board of the battle at %1 was arranged in a way that no longer fits its forces; it cannot go on. Its rolls stay in the log.</source>
        <translation>Le plateau de la bataille en %1 a été disposé d&apos;une façon qui ne correspond plus à ses forces ; elle ne peut pas continuer. Ses jets restent dans le journal.</translation>
    </message>
    <message>
        <source>The board is arranged before the first roll; this battle has begun.</source>
        <translation>Le plateau se dispose avant le premier jet ; cette bataille a commencé.</translation>
    </message>
    <message>
        <source>The board of a campaign battle keeps its %1 x %2 hexes.</source>
        <translation>Le plateau d&apos;une bataille de campagne garde ses %1 x %2 hexagones.</translation>
    </message>
    <message>
        <source>The ruleset %1 has no such terrain.</source>
        <translation>Le jeu de règles %1 n&apos;a pas ce terrain.</translation>
    </message>
    <message>
        <source>The counters are the forces&apos; units: none is added or taken off.</source>
        <translation>Les pions sont les unités des forces : aucun n&apos;est ajouté ni retiré.</translation>
    </message>
    <message>
        <source>%1&apos;s counter at %2 stands off its side&apos;s own rows.</source>
        <translation>Le pion de %1 en %2 est hors des lignes de son camp.</translation>
    </message>
    <message>
        <source>Two counters stand at %1.</source>
        <translation>Deux pions se trouvent en %1.</translation>
    </message>
    <message>
        <source>%1 is no leader of this battle.</source>
        <translation>%1 n&apos;est pas un chef de cette bataille.</translation>
    </message>
    <message>
        <source>%1 leads a counter of his own force.</source>
        <translation>%1 dirige un pion de sa propre force.</translation>
    </message>
    <message>
        <source>%1 leads one counter.</source>
        <translation>%1 dirige un seul pion.</translation>
    </message>
    <message>
        <source>Flank marches are sent before deployment, before any die of the battle (RULES M2).</source>
        <translation>Les marches de flanc s&apos;envoient avant le déploiement, avant tout jet de dé de la bataille (RULES M2).</translation>
    </message>
    <message>
        <source>That leader is not with the forces of this battle.</source>
        <translation>Ce chef n&apos;est pas avec les forces de cette bataille.</translation>
    </message>
    <message>
        <source>%1 marches with counters of his own force still on the board.</source>
        <translation>%1 part en marche alors que des pions de sa propre force sont encore sur le plateau.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sends %n counter(s) on a flank march by the %2.</source>
        <translation>
            <numerusform>%1 envoie %n pion en marche de flanc par la %2.</numerusform>
            <numerusform>%1 envoie %n pions en marche de flanc par la %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>no edge</source>
        <translation>aucun bord</translation>
    </message>
    <message>
        <source>The flank march of the battle at %1 no longer fits its forces (%2); it cannot go on. Its rolls stay in the log.</source>
        <translation>La marche de flanc de la bataille en %1 ne correspond plus à ses forces (%2) ; elle ne peut pas continuer. Ses jets restent dans le journal.</translation>
    </message>
    <message>
        <source>Arrange the board first, then send the flank marches: call them off to arrange it.</source>
        <translation>Disposez d&apos;abord le plateau, puis envoyez les marches de flanc : annulez-les pour le disposer.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of the battle&apos;s ruleset.</source>
        <translation>« %1 » n&apos;est pas un type d&apos;unité des règles de la bataille.</translation>
    </message>
    <message>
        <source>%1&apos;s force has no more %2 counters that may march.</source>
        <translation>La force de %1 n&apos;a plus de pions %2 pouvant marcher.</translation>
    </message>
    <message>
        <source>The commander-in-chief&apos;s own counter stays on the board (RULES C11, M2).</source>
        <translation>Le pion du commandant en chef reste sur le plateau (RULES C11, M2).</translation>
    </message>
    <message>
        <source>%1 marches with counters of her own force still on the board.</source>
        <translation>%1 part en marche alors que des pions de sa propre force sont encore sur le plateau.</translation>
    </message>
    <message>
        <source>%1 marches with counters of their own force still on the board.</source>
        <translation>%1 part en marche alors que des pions de sa propre force sont encore sur le plateau.</translation>
    </message>
    <message>
        <source>%1 leads a counter of her own force.</source>
        <translation>%1 dirige un pion de sa propre force.</translation>
    </message>
    <message>
        <source>%1 leads a counter of their own force.</source>
        <translation>%1 dirige un pion de sa propre force.</translation>
    </message>
</context>
<context>
    <name>CastellanCli</name>
    <message>
        <source>new FILE --name NAME [--seed N]</source>
        <translation>new FICHIER --name NOM [--seed N]</translation>
    </message>
    <message>
        <source>leader add FILE --name NAME --side SIDE [--priority TRAIT,TRAIT,...]</source>
        <translation>leader add FICHIER --name NOM --side CAMP [--priority CARAC,CARAC,...]</translation>
    </message>
    <message>
        <source>leader list FILE</source>
        <translation>leader list FICHIER</translation>
    </message>
    <message>
        <source>leader show FILE NAME</source>
        <translation>leader show FICHIER NOM</translation>
    </message>
    <message>
        <source>wound FILE NAME N</source>
        <translation>wound FICHIER NOM N</translation>
    </message>
    <message>
        <source>survive FILE NAME [--captor SIDE] [--escape-to PLACE]</source>
        <translation>survive FICHIER NOM [--captor CAMP] [--escape-to LIEU]</translation>
    </message>
    <message>
        <source>duel FILE NAME NAME [--exchanges N]</source>
        <translation>duel FICHIER NOM NOM [--exchanges N]</translation>
    </message>
    <message>
        <source>assassinate FILE ASSASSIN TARGET</source>
        <translation>assassinate FICHIER ASSASSIN CIBLE</translation>
    </message>
    <message>
        <source>force list FILE</source>
        <translation>force list FICHIER</translation>
    </message>
    <message>
        <source>map FILE</source>
        <translation>map FICHIER</translation>
    </message>
    <message>
        <source>deed FILE NAME</source>
        <translation>deed FICHIER NOM</translation>
    </message>
    <message>
        <source>log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N] [--csv]</source>
        <translation>log FICHIER [--leader NOM] [--side CAMP] [--turn N] [--limit N] [--csv]</translation>
    </message>
    <message>
        <source>luck FILE   (6s and 5s of battle fire against fair dice, by side and leader)</source>
        <translation>luck FICHIER   (6 et 5 des tirs de bataille comparés à des dés équilibrés, par camp et par chef)</translation>
    </message>
    <message>
        <source>simulate battle (the same options) --trials N --seed S</source>
        <translation>simulate battle (mêmes options) --trials N --seed S</translation>
    </message>
    <message>
        <source>odds siege --rerolls R --turns T</source>
        <translation>odds siege --rerolls R --turns T</translation>
    </message>
    <message>
        <source>capture FILE LEADER --by SIDE</source>
        <translation>capture FICHIER CHEF --by CAMP</translation>
    </message>
    <message>
        <source>release FILE LEADER [--to FORCE]</source>
        <translation>release FICHIER CHEF [--to FORCE]</translation>
    </message>
    <message>
        <source>force place FILE FORCE --hex HEX   (--hex off takes it off the map)</source>
        <translation>force place FICHIER FORCE --hex HEX   (--hex off la retire de la carte)</translation>
    </message>
    <message>
        <source>force move FILE FORCE --to HEX[,HEX...] [--forced-march]</source>
        <translation>force move FICHIER FORCE --to HEX[,HEX...] [--forced-march]</translation>
    </message>
    <message>
        <source>force split FILE FORCE --units N [--broken N] [--leaders A,B] --name NAME</source>
        <translation>force split FICHIER FORCE --units N [--broken N] [--leaders A,B] --name NOM</translation>
    </message>
    <message>
        <source>force merge FILE FORCE FORCE   (the second joins the first)</source>
        <translation>force merge FICHIER FORCE FORCE   (la seconde rejoint la première)</translation>
    </message>
    <message>
        <source>force disband FILE FORCE</source>
        <translation>force disband FICHIER FORCE</translation>
    </message>
    <message>
        <source>siege lay FILE --fortress NAME --breaching FORCE</source>
        <translation>siege lay FICHIER --fortress NOM --breaching FORCE</translation>
    </message>
    <message>
        <source>siege lift FILE --fortress NAME</source>
        <translation>siege lift FICHIER --fortress NOM</translation>
    </message>
    <message>
        <source>phase FILE --begin-movement</source>
        <translation>phase FICHIER --begin-movement</translation>
    </message>
    <message>
        <source>turn FILE --end | --auto   (the end of turn; --auto runs the siege phase with default choices first)</source>
        <translation>turn FICHIER --end | --auto   (la fin de tour ; --auto joue d&apos;abord la phase de siège avec les choix par défaut)</translation>
    </message>
    <message>
        <source>options FILE [KEY [VALUE]]   (list, read or set a rule option)</source>
        <translation>options FICHIER [CLÉ [VALEUR]]   (liste, lit ou définit une option de règles)</translation>
    </message>
    <message>
        <source>map size FILE --columns C --rows R</source>
        <translation>map size FICHIER --columns C --rows R</translation>
    </message>
    <message>
        <source>map terrain FILE HEX TERRAIN   (clear, forest, hills, mountains, marsh, water)</source>
        <translation>map terrain FICHIER HEX TERRAIN   (clear, forest, hills, mountains, marsh, water)</translation>
    </message>
    <message>
        <source>map place FILE HEX NAME</source>
        <translation>map place FICHIER HEX NOM</translation>
    </message>
    <message>
        <source>fortress add FILE --name NAME --hex HEX --rating R --side SIDE</source>
        <translation>fortress add FICHIER --name NOM --hex HEX --rating R --side CAMP</translation>
    </message>
    <message>
        <source>side list FILE</source>
        <translation>side list FICHIER</translation>
    </message>
    <message>
        <source>side add FILE NAME [--color COLOR]   (a name no other side has)</source>
        <translation>side add FICHIER NOM [--color COULEUR]   (un nom qu&apos;aucun autre camp ne porte)</translation>
    </message>
    <message>
        <source>side rename FILE SIDE NAME</source>
        <translation>side rename FICHIER CAMP NOM</translation>
    </message>
    <message>
        <source>side color FILE SIDE COLOR   (#rrggbb or a colour&apos;s name)</source>
        <translation>side color FICHIER CAMP COULEUR   (#rrggbb ou un nom de couleur)</translation>
    </message>
    <message>
        <source>side remove FILE SIDE   (only while nothing belongs to it)</source>
        <translation>side remove FICHIER CAMP   (seulement si rien ne lui appartient)</translation>
    </message>
    <message>
        <source>map scan FILE IMAGE   (a scan of the printed map under the hexes)</source>
        <translation>map scan FICHIER IMAGE   (un scan de la carte imprimée sous les hexagones)</translation>
    </message>
    <message>
        <source>map scan-align FILE HEX X,Y HEX X,Y   (two hexes&apos; centres on the scan)</source>
        <translation>map scan-align FICHIER HEX X,Y HEX X,Y   (les centres de deux hexagones sur le scan)</translation>
    </message>
    <message>
        <source>map scan-nudge FILE [--hex-width PX] [--rotation DEG] [--shift-across C] [--shift-down R]</source>
        <translation>map scan-nudge FICHIER [--hex-width PX] [--rotation DEG] [--shift-across C] [--shift-down R]</translation>
    </message>
    <message>
        <source>map scan-remove FILE</source>
        <translation>map scan-remove FICHIER</translation>
    </message>
    <message>
        <source>map grid FILE --opacity PERCENT   (0 hides the grid over the scan)</source>
        <translation>map grid FICHIER --opacity POURCENT   (0 masque la grille sur le scan)</translation>
    </message>
    <message>
        <source>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FILE]   (RULES C4, C9)</source>
        <translation>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FICHIER]   (RULES C4, C9)</translation>
    </message>
    <message>
        <source>force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] [--leaders A,B] [--cavalry N] [--artillery N]</source>
        <translation>force add FICHIER --name NOM --side CAMP --units N [--broken N] [--location LIEU] [--leaders A,B] [--cavalry N] [--artillery N]</translation>
    </message>
    <message>
        <source>force edit FILE FORCE [--units N] [--broken N] [--leaders A,B] [--name NAME] [--cavalry N] [--artillery N]</source>
        <translation>force edit FICHIER FORCE [--units N] [--broken N] [--leaders A,B] [--name NOM] [--cavalry N] [--artillery N]</translation>
    </message>
    <message>
        <source>tactical ruleset FILE [RULESET.json | --standard]   (the ruleset of the campaign&apos;s battles on the board)</source>
        <translation>tactical ruleset FICHIER [RULESET.json | --standard]   (le jeu de règles des batailles de la campagne sur plateau)</translation>
    </message>
    <message>
        <source>odds flank --level poor|average|good|excellent --turns T [--ruleset FILE]   (RULES M3: the chance a flank march has arrived by each turn)</source>
        <translation>odds flank --level poor|average|good|excellent --turns T [--ruleset FICHIER]   (RULES M3 : la probabilité qu&apos;une marche de flanc soit arrivée à chaque tour)</translation>
    </message>
    <message>
        <source>odds battle --attacker-units N --attacker-battle B --attacker-rally R [--attacker-leaderless]
              --defender-units N --defender-battle B --defender-rally R [--defender-leaderless] [--rounds]
              [--break-in]   (RULES S3: the attacker breaks in, the defender is the garrison; leaderless: no leader inside)
              [--flank-units N --flank-level LEVEL --flank-side attacker|defender]   (RULES M3: N more units of that side on a flank march)</source>
        <translation>odds battle --attacker-units N --attacker-battle B --attacker-rally R [--attacker-leaderless]
              --defender-units N --defender-battle B --defender-rally R [--defender-leaderless] [--rounds]
              [--break-in]   (RULES S3 : l&apos;attaquant donne l&apos;assaut, le défenseur est la garnison ; leaderless : aucun chef à l&apos;intérieur)
              [--flank-units N --flank-level NIVEAU --flank-side attacker|defender]   (RULES M3 : N unités de plus de ce camp en marche de flanc)</translation>
    </message>
    <message>
        <source>leader coward FILE NAME yes|no   (RULES M1: a coward may not lead a flank march)</source>
        <translation>leader coward FICHIER NOM yes|no   (RULES M1 : un lâche ne peut pas mener de marche de flanc)</translation>
    </message>
    <message>
        <source>leader notes FILE NAME TEXT</source>
        <translation>leader notes FICHIER NOM TEXTE</translation>
    </message>
    <message>
        <source>leader location FILE NAME PLACE   (where a leader without a force is)</source>
        <translation>leader location FICHIER NOM LIEU   (où se trouve un chef sans force)</translation>
    </message>
    <message>
        <source>tactical scenario new|show|board|paint|unit|move|remove|leader|side|march SCENARIO.json ...   (set up a battle board)</source>
        <translation>tactical scenario new|show|board|paint|unit|move|remove|leader|side|march SCENARIO.json ...   (prépare un plateau de bataille)</translation>
    </message>
    <message>
        <source>A new campaign needs --name.</source>
        <translation>Une nouvelle campagne nécessite --name.</translation>
    </message>
    <message>
        <source>Created campaign &quot;%1&quot; in %2 (seed %3).</source>
        <translation>Campagne « %1 » créée dans %2 (graine %3).</translation>
    </message>
    <message>
        <source>turn FILE --auto | --end</source>
        <translation>turn FICHIER --auto | --end</translation>
    </message>
    <message>
        <source>castellan-cli ends a turn with --end (the end of turn alone) or --auto (the siege phase with the default choices first).</source>
        <translation>castellan-cli termine un tour avec --end (la fin de tour seule) ou --auto (d&apos;abord la phase de siège avec les choix par défaut).</translation>
    </message>
    <message>
        <source>Map %1 x %2, turn %3, %4 phase.</source>
        <translation>Carte %1 x %2, tour %3, phase %4.</translation>
    </message>
    <message>
        <source>%1 has no map yet.</source>
        <translation>%1 n&apos;a pas encore de carte.</translation>
    </message>
    <message>
        <source>  fortress %1 at %2, rating %3, held by %4%5</source>
        <translation>  forteresse %1 en %2, valeur %3, tenue par %4%5</translation>
    </message>
    <message>
        <source>, besieged by %1 since turn %2</source>
        <translation>, assiégée par %1 depuis le tour %2</translation>
    </message>
    <message>
        <source>  force %1 (%2) at %3: %4 good, %5 broken</source>
        <translation>  force %1 (%2) en %3 : %4 en bon ordre, %5 en déroute</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <source>log FILE [--leader NAME] [--side SIDE] [--turn N] [--limit N]</source>
        <translation>log FICHIER [--leader NOM] [--side CAMP] [--turn N] [--limit N]</translation>
    </message>
    <message>
        <source>The roll log is empty.</source>
        <translation>Le journal des jets est vide.</translation>
    </message>
    <message>
        <source>luck FILE</source>
        <translation>luck FICHIER</translation>
    </message>
    <message>
        <source>  %1: %2 dice, %3 sixes and %4 fives (%5 of each expected), %6 sd</source>
        <translation>  %1 : %2 dés, %3 six et %4 cinq (%5 attendus pour chacun), %6 écarts-types</translation>
    </message>
    <message>
        <source>Battle fire (RULES F2):</source>
        <translation>Tirs de bataille (RULES F2) :</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>leader #%1</source>
        <translation>chef n° %1</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>aucun chef</translation>
    </message>
    <message>
        <source>Usage: castellan-cli options FILE [KEY [VALUE]]</source>
        <translation>Utilisation : castellan-cli options FICHIER [CLÉ [VALEUR]]</translation>
    </message>
    <message>
        <source>Name a command; see castellan-cli --help.</source>
        <translation>Indiquez une commande ; voir castellan-cli --help.</translation>
    </message>
    <message>
        <source>Unknown command: %1; see castellan-cli --help.</source>
        <translation>Commande inconnue : %1 ; voir castellan-cli --help.</translation>
    </message>
    <message>
        <source>%1 wants %2.</source>
        <translation>%1 attend %2.</translation>
    </message>
    <message>
        <source>No temporary folder to count the table dice in.</source>
        <translation>Aucun dossier temporaire pour compter les dés de table.</translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s dice are on (RULES D4): this command rolls %n dice; give their faces with --faces.</source>
        <translation>
            <numerusform>Les dés de table sont activés (RULES D4) : cette commande lance %n dé ; indiquez sa face avec --faces.</numerusform>
            <numerusform>Les dés de table sont activés (RULES D4) : cette commande lance %n dés ; indiquez leurs faces avec --faces.</numerusform>
        </translation>
    </message>
    <message>
        <source>With these faces this command rolls %1 dice, and --faces gave %2 (RULES D4). Nothing was rolled or logged.</source>
        <translation>Avec ces faces, cette commande lance %1 dés, et --faces en a donné %2 (RULES D4). Rien n&apos;a été lancé ni consigné.</translation>
    </message>
    <message>
        <source>--faces takes the faces of d6s, 1 to 6, comma-separated (&quot;3,5,6&quot;), not &quot;%1&quot;.</source>
        <translation>--faces attend les faces de d6, de 1 à 6, séparées par des virgules (« 3,5,6 »), pas « %1 ».</translation>
    </message>
    <message>
        <source>verify FILE [--seed N --salt HEX]   (a players&apos; copy: the seed and salt the game master reveals)</source>
        <translation>verify FICHIER [--seed N --salt HEX]   (copie des joueurs : la graine et le sel que révèle le meneur de jeu)</translation>
    </message>
    <message>
        <source>note FILE (--leader NAME | --force NAME | --fortress NAME) --text TEXT [--gm-only]</source>
        <translation>note FICHIER (--leader NOM | --force NOM | --fortress NOM) --text TEXTE [--gm-only]</translation>
    </message>
    <message>
        <source>import roster FILE ROSTER.json   (one undoable action; a bad file imports nothing)</source>
        <translation>import roster FICHIER ROSTER.json   (une seule action annulable ; un fichier incorrect n&apos;importe rien)</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>Sortie lisible par une machine.</translation>
    </message>
    <message>
        <source>Name of the campaign or leader.</source>
        <translation>Nom de la campagne ou du chef.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>Seed of a new campaign&apos;s dice.</source>
        <translation>Graine des dés d&apos;une nouvelle campagne.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Side of a new leader (created if new); the side whose rolls log shows.</source>
        <translation>Camp d&apos;un nouveau chef (créé s&apos;il n&apos;existe pas) ; le camp dont la commande log affiche les jets.</translation>
    </message>
    <message>
        <source>SIDE</source>
        <translation>CAMP</translation>
    </message>
    <message>
        <source>Traits to get the highest dice, in order.</source>
        <translation>Caractéristiques qui reçoivent les dés les plus élevés, dans l&apos;ordre.</translation>
    </message>
    <message>
        <source>TRAITS</source>
        <translation>CARACS</translation>
    </message>
    <message>
        <source>Most exchanges a duel runs.</source>
        <translation>Nombre maximal d&apos;échanges d&apos;un duel.</translation>
    </message>
    <message>
        <source>Side that captures a leader who fails a survival check.</source>
        <translation>Camp qui capture un chef qui échoue à son test de survie.</translation>
    </message>
    <message>
        <source>PLACE</source>
        <translation>LIEU</translation>
    </message>
    <message>
        <source>log: only this leader&apos;s rolls; note, print: the leader.</source>
        <translation>log : uniquement les jets de ce chef ; note, print : le chef.</translation>
    </message>
    <message>
        <source>Only the newest N rolls.</source>
        <translation>Uniquement les N jets les plus récents.</translation>
    </message>
    <message>
        <source>The roll log as CSV.</source>
        <translation>Le journal des jets au format CSV.</translation>
    </message>
    <message>
        <source>Good-order units of a new force.</source>
        <translation>Unités en bon ordre d&apos;une nouvelle force.</translation>
    </message>
    <message>
        <source>Broken units of a new force.</source>
        <translation>Unités en déroute d&apos;une nouvelle force.</translation>
    </message>
    <message>
        <source>Where a new force stands.</source>
        <translation>Emplacement d&apos;une nouvelle force.</translation>
    </message>
    <message>
        <source>NAMES</source>
        <translation>NOMS</translation>
    </message>
    <message>
        <source>The attacking force.</source>
        <translation>La force qui attaque.</translation>
    </message>
    <message>
        <source>FORCE</source>
        <translation>FORCE</translation>
    </message>
    <message>
        <source>The defending force.</source>
        <translation>La force qui défend.</translation>
    </message>
    <message>
        <source>Fight with the default choices (RULES F9).</source>
        <translation>Combattre avec les choix par défaut (RULES F9).</translation>
    </message>
    <message>
        <source>Battles to simulate.</source>
        <translation>Nombre de batailles à simuler.</translation>
    </message>
    <message>
        <source>odds battle: count the rounds too (slower).</source>
        <translation>odds battle : compter aussi les manches (plus lent).</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: a break-in battle (RULES S3).</source>
        <translation>odds battle, simulate battle : une bataille d&apos;assaut (RULES S3).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>side add: the side&apos;s colour, #rrggbb or a colour&apos;s name.</source>
        <translation>side add : la couleur du camp, #rrggbb ou un nom de couleur.</translation>
    </message>
    <message>
        <source>COLOR</source>
        <translation>COULEUR</translation>
    </message>
    <message>
        <source>odds siege: turns of siege; odds flank: arrival rolls (1 to 50).</source>
        <translation>odds siege : tours de siège ; odds flank : jets d&apos;arrivée (1 à 50).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>odds flank, tactical scenario march: the marching general&apos;s level (RULES M1).</source>
        <translation>odds flank, tactical scenario march : le niveau du général en marche (RULES M1).</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <source>tactical scenario march: the side edge the march comes in by, left or right (RULES M2).</source>
        <translation>tactical scenario march : le bord latéral par lequel arrive la marche, left ou right (RULES M2).</translation>
    </message>
    <message>
        <source>EDGE</source>
        <translation>BORD</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>DÉTACHEMENT</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: units on a flank march, beside the side&apos;s units on the field.</source>
        <translation>odds battle, simulate battle : unités en marche de flanc, en plus des unités du camp sur le champ de bataille.</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: the marching general&apos;s level (RULES M1).</source>
        <translation>odds battle, simulate battle : le niveau du général en marche (RULES M1).</translation>
    </message>
    <message>
        <source>odds battle, simulate battle: the side whose command marches.</source>
        <translation>odds battle, simulate battle : le camp dont le détachement part en marche.</translation>
    </message>
    <message>
        <source>Columns of the map.</source>
        <translation>Colonnes de la carte.</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Rows of the map.</source>
        <translation>Lignes de la carte.</translation>
    </message>
    <message>
        <source>A hex, as the map labels it (0304).</source>
        <translation>Un hexagone, tel que la carte l&apos;étiquette (0304).</translation>
    </message>
    <message>
        <source>HEX</source>
        <translation>HEX</translation>
    </message>
    <message>
        <source>A fortress&apos;s rating (RULES S1).</source>
        <translation>La valeur d&apos;une forteresse (RULES S1).</translation>
    </message>
    <message>
        <source>map scan-nudge: how wide a hex is on the scan, in its pixels.</source>
        <translation>map scan-nudge : la largeur d&apos;un hexagone sur le scan, en pixels de celui-ci.</translation>
    </message>
    <message>
        <source>PX</source>
        <translation>PX</translation>
    </message>
    <message>
        <source>map scan-nudge: how far the scan is turned, in degrees clockwise.</source>
        <translation>map scan-nudge : la rotation du scan, en degrés dans le sens horaire.</translation>
    </message>
    <message>
        <source>DEG</source>
        <translation>DEG</translation>
    </message>
    <message>
        <source>map scan-nudge: the scan&apos;s shift across, in columns.</source>
        <translation>map scan-nudge : le décalage horizontal du scan, en colonnes.</translation>
    </message>
    <message>
        <source>map scan-nudge: the scan&apos;s shift down, in rows.</source>
        <translation>map scan-nudge : le décalage vertical du scan, en lignes.</translation>
    </message>
    <message>
        <source>odds attack: hexes from the attacker to its target, 1 when adjacent.</source>
        <translation>odds attack : distance en hexagones de l&apos;attaquant à sa cible, 1 si elle est adjacente.</translation>
    </message>
    <message>
        <source>odds attack: the target&apos;s terrain (clear, woods, hill, stream).</source>
        <translation>odds attack : le terrain de la cible (clear, woods, hill, stream).</translation>
    </message>
    <message>
        <source>TERRAIN</source>
        <translation>TERRAIN</translation>
    </message>
    <message>
        <source>odds attack: the target&apos;s figures left (its full strength by default).</source>
        <translation>odds attack : les figurines restantes de la cible (son effectif complet par défaut).</translation>
    </message>
    <message>
        <source>odds attack: the cavalry attacked falls back (RULES C9).</source>
        <translation>odds attack : la cavalerie attaquée recule (RULES C9).</translation>
    </message>
    <message>
        <source>tactical ruleset: go back to the shipped ruleset (RULES C).</source>
        <translation>tactical ruleset : revenir au jeu de règles fourni (RULES C).</translation>
    </message>
    <message>
        <source>tactical scenario unit: the unit&apos;s type (infantry, cavalry, artillery).</source>
        <translation>tactical scenario unit : le type de l&apos;unité (infantry, cavalry, artillery).</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <source>tactical scenario leader: the unit has no leader.</source>
        <translation>tactical scenario leader : l&apos;unité n&apos;a pas de chef.</translation>
    </message>
    <message>
        <source>tactical scenario side: enemy units to eliminate to win, 0 for half the enemy&apos;s.</source>
        <translation>tactical scenario side : unités ennemies à éliminer pour gagner, 0 pour la moitié de celles de l&apos;ennemi.</translation>
    </message>
    <message>
        <source>tactical scenario side: this side plays first.</source>
        <translation>tactical scenario side : ce camp joue en premier.</translation>
    </message>
    <message>
        <source>A tactical ruleset file (JSON) instead of the shipped one.</source>
        <translation>Un fichier de jeu de règles tactiques (JSON) à la place de celui fourni.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>map grid: how much the grid shows over the scan, 0 to 100.</source>
        <translation>map grid : la visibilité de la grille sur le scan, de 0 à 100.</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>POURCENT</translation>
    </message>
    <message>
        <source>Where a force moves (a hex or a path of hexes), the force a released leader joins, or the file an export writes.</source>
        <translation>Destination d&apos;une force qui se déplace (un hexagone ou un chemin d&apos;hexagones), force que rejoint un chef libéré, ou fichier qu&apos;écrit un export.</translation>
    </message>
    <message>
        <source>TO</source>
        <translation>DEST</translation>
    </message>
    <message>
        <source>Try a forced march before moving (RULES T1a).</source>
        <translation>Tenter une marche forcée avant le mouvement (RULES T1a).</translation>
    </message>
    <message>
        <source>The fortress of a siege; note: the fortress.</source>
        <translation>La forteresse d&apos;un siège ; note : la forteresse.</translation>
    </message>
    <message>
        <source>The breaching force of a new siege (RULES S1).</source>
        <translation>La force d&apos;assaut d&apos;un nouveau siège (RULES S1).</translation>
    </message>
    <message>
        <source>The besieging force a sortie attacks (RULES S4).</source>
        <translation>La force assiégeante qu&apos;attaque une sortie (RULES S4).</translation>
    </message>
    <message>
        <source>A winning sortie takes the beaten force&apos;s hex instead of going back inside.</source>
        <translation>Une sortie victorieuse occupe l&apos;hexagone de la force battue au lieu de rentrer dans la forteresse.</translation>
    </message>
    <message>
        <source>The side that captures a leader.</source>
        <translation>Le camp qui capture un chef.</translation>
    </message>
    <message>
        <source>End the siege phase: movement and battles begin (RULES T1).</source>
        <translation>Terminer la phase de siège : le mouvement et les batailles commencent (RULES T1).</translation>
    </message>
    <message>
        <source>The end of turn alone (RULES T3).</source>
        <translation>La fin de tour seule (RULES T3).</translation>
    </message>
    <message>
        <source>The defender tries to avoid battle first (RULES F1).</source>
        <translation>Le défenseur tente d&apos;abord d&apos;éviter la bataille (RULES F1).</translation>
    </message>
    <message>
        <source>The faces of the table&apos;s dice for every roll of the command, in order (RULES D4, with the table dice option on).</source>
        <translation>Les faces des dés de table pour chaque jet de la commande, dans l&apos;ordre (RULES D4, avec l&apos;option des dés de table activée).</translation>
    </message>
    <message>
        <source>FACES</source>
        <translation>FACES</translation>
    </message>
    <message>
        <source>note: the text of the notes.</source>
        <translation>note : le texte des notes.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXTE</translation>
    </message>
    <message>
        <source>note: the notes are the game master&apos;s only; a players&apos; copy leaves them out.</source>
        <translation>note : les notes sont réservées au meneur de jeu ; la copie des joueurs les omet.</translation>
    </message>
    <message>
        <source>verify: the salt of a players&apos; copy, as the game master was shown it.</source>
        <translation>verify : le sel d&apos;une copie des joueurs, tel qu&apos;il a été montré au meneur de jeu.</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>SORTIE.pdf</translation>
    </message>
    <message>
        <source>print: every leader&apos;s sheet.</source>
        <translation>print : la fiche de chaque chef.</translation>
    </message>
    <message>
        <source>print: the whole campaign.</source>
        <translation>print : toute la campagne.</translation>
    </message>
    <message>
        <source>Where the side that moves off the field goes (RULES F1, F6a).</source>
        <translation>Destination du camp qui quitte le champ de bataille (RULES F1, F6a).</translation>
    </message>
    <message>
        <source>Good-order units of the %1.</source>
        <translation>Unités en bon ordre du camp %1.</translation>
    </message>
    <message>
        <source>Battle rating of the %1&apos;s commander.</source>
        <translation>Valeur de Bataille du commandant du camp %1.</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Rally rating of the %1&apos;s commander.</source>
        <translation>Valeur de Ralliement du commandant du camp %1.</translation>
    </message>
    <message>
        <source>The %1 has no able leader.</source>
        <translation>Le camp %1 n&apos;a aucun chef apte.</translation>
    </message>
    <message>
        <source>What to do; see the list above.</source>
        <translation>L&apos;action à effectuer ; voir la liste ci-dessus.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli %1</source>
        <translation>Utilisation : castellan-cli %1</translation>
    </message>
    <message>
        <source>%1 rolls with the app&apos;s dice: --faces needs the table dice option (RULES D4); turn it on with: options FILE %2 1</source>
        <translation>%1 lance les dés de l&apos;application : --faces nécessite l&apos;option des dés de table (RULES D4) ; activez-la avec : options FICHIER %2 1</translation>
    </message>
    <message>
        <source>There is no leader named &quot;%1&quot; in %2.</source>
        <translation>Aucun chef nommé « %1 » dans %2.</translation>
    </message>
    <message>
        <source>There is no force named &quot;%1&quot; in %2.</source>
        <translation>Aucune force nommée « %1 » dans %2.</translation>
    </message>
    <message>
        <source>There is no fortress named &quot;%1&quot; in %2.</source>
        <translation>Aucune forteresse nommée « %1 » dans %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex; write it as the map labels it, column then row (&quot;0304&quot;).</source>
        <translation>« %1 » n&apos;est pas un hexagone ; écrivez-le comme la carte l&apos;étiquette, colonne puis ligne (« 0304 »).</translation>
    </message>
    <message>
        <source>%1 has no map yet; give it one with map size.</source>
        <translation>%1 n&apos;a pas encore de carte ; donnez-lui-en une avec map size.</translation>
    </message>
    <message>
        <source>Hex %1 is off the map, which is %2 x %3.</source>
        <translation>L&apos;hexagone %1 est hors de la carte, qui mesure %2 x %3.</translation>
    </message>
    <message>
        <source>There is no side named &quot;%1&quot; in %2.</source>
        <translation>Aucun camp nommé « %1 » dans %2.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 attend un nombre entier de %2 à %3.</translation>
    </message>
    <message>
        <source>--%1 takes a number from %2 to %3.</source>
        <translation>--%1 attend un nombre de %2 à %3.</translation>
    </message>
    <message>
        <source>--seed takes a whole number from 0 to 18446744073709551615.</source>
        <translation>--seed attend un nombre entier de 0 à 18446744073709551615.</translation>
    </message>
    <message>
        <source> (replaces #%1)</source>
        <translation> (remplace le n° %1)</translation>
    </message>
    <message>
        <source> (entered by hand)</source>
        <translation> (saisi à la main)</translation>
    </message>
    <message>
        <source> (undone)</source>
        <translation> (annulé)</translation>
    </message>
    <message>
        <source>%1 [%2] at %3: %4 good, %5 flagged, %6 broken, %7 lost; leaders: %8</source>
        <translation>%1 [%2] en %3 : %4 en bon ordre, %5 marquées, %6 en déroute, %7 perdues ; chefs : %8</translation>
    </message>
    <message>
        <source>(nowhere)</source>
        <translation>(nulle part)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>%1 written to %2.</source>
        <translation>%1 : export écrit dans %2.</translation>
    </message>
    <message>
        <source>Name one leader, force or fortress. Usage: castellan-cli %1</source>
        <translation>Indiquez un seul chef, une seule force ou une seule forteresse. Utilisation : castellan-cli %1</translation>
    </message>
    <message>
        <source>Give --csv or --json. Usage: castellan-cli %1</source>
        <translation>Indiquez --csv ou --json. Utilisation : castellan-cli %1</translation>
    </message>
    <message>
        <source>The roster</source>
        <translation>La liste des chefs</translation>
    </message>
    <message>
        <source>The forces</source>
        <translation>Les forces</translation>
    </message>
    <message>
        <source>import roster FILE ROSTER.json</source>
        <translation>import roster FICHIER ROSTER.json</translation>
    </message>
    <message>
        <source>The roster %1 cannot be read: %2</source>
        <translation>Impossible de lire la liste des chefs %1 : %2</translation>
    </message>
    <message>
        <source>The roster %1 is larger than 64 MiB: it is not a roster.</source>
        <translation>La liste des chefs %1 dépasse 64 Mio : ce n&apos;est pas une liste des chefs.</translation>
    </message>
    <message>
        <source>%1 is a players&apos; copy already.</source>
        <translation>%1 est déjà une copie des joueurs.</translation>
    </message>
    <message>
        <source>The players&apos; copy is written to %1: no notes marked GM only, no seed.
Keep this salt with the seed (%2), to show the players when the campaign is over:
%3</source>
        <translation>La copie des joueurs est écrite dans %1 : sans les notes marquées MJ seulement, sans graine.
Conservez ce sel avec la graine (%2), pour les montrer aux joueurs à la fin de la campagne :
%3</translation>
    </message>
    <message>
        <source>Give the seed and the salt together: verify COPY --seed N --salt HEX</source>
        <translation>Indiquez la graine et le sel ensemble : verify COPIE --seed N --salt HEX</translation>
    </message>
    <message>
        <source>--seed takes a whole number from 0 to 2^64 - 1.</source>
        <translation>--seed attend un nombre entier de 0 à 2^64 - 1.</translation>
    </message>
    <message>
        <source>verify FILE [--seed N --salt HEX]</source>
        <translation>verify FICHIER [--seed N --salt HEX]</translation>
    </message>
    <message>
        <source>The log verifies: %1 rolls re-derived from seed %2, %3 entered by hand.</source>
        <translation>Le journal est vérifié : %1 jets recalculés à partir de la graine %2, %3 saisis à la main.</translation>
    </message>
    <message>
        <source>The log does not verify. %1</source>
        <translation>La vérification du journal a échoué. %1</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nulle part</translation>
    </message>
    <message>
        <source>force add FILE --name NAME --side SIDE --units N [--broken N] [--location PLACE] [--leaders NAME,NAME,...] [--cavalry N] [--artillery N]</source>
        <translation>force add FICHIER --name NOM --side CAMP --units N [--broken N] [--location LIEU] [--leaders NOM,NOM,...] [--cavalry N] [--artillery N]</translation>
    </message>
    <message>
        <source>force add needs --name, --side and --units.</source>
        <translation>force add nécessite --name, --side et --units.</translation>
    </message>
    <message>
        <source>No forces yet.</source>
        <translation>Aucune force pour l&apos;instant.</translation>
    </message>
    <message>
        <source>--escape-to takes LEADER=PLACE, not %1.</source>
        <translation>--escape-to attend CHEF=LIEU, pas %1.</translation>
    </message>
    <message>
        <source>%1 may escape to %2, not %3 (RULES H3). The battle was fought and is not saved.</source>
        <translation>%1 peut s&apos;échapper vers %2, pas vers %3 (RULES H3). La bataille a été livrée mais n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <source>--flank takes LEADER=UNITS:left or LEADER=UNITS:right, not %1.</source>
        <translation>--flank attend CHEF=UNITÉS:left ou CHEF=UNITÉS:right, pas %1.</translation>
    </message>
    <message>
        <source>battle needs --hex HEX, or --attacker FORCE and --defender FORCE.</source>
        <translation>battle nécessite --hex HEX, ou --attacker FORCE et --defender FORCE.</translation>
    </message>
    <message>
        <source>castellan-cli fights battles with --auto (the default choices of RULES F9); fight one step by step in the app.</source>
        <translation>castellan-cli livre les batailles avec --auto (les choix par défaut de RULES F9) ; pour en livrer une étape par étape, utilisez l&apos;application.</translation>
    </message>
    <message>
        <source>The defender may step to %1, not %2 (RULES F1).</source>
        <translation>Le défenseur peut s&apos;écarter en %1, pas en %2 (RULES F1).</translation>
    </message>
    <message>
        <source>The battle was fought and is not saved.</source>
        <translation>La bataille a été livrée mais n&apos;est pas enregistrée.</translation>
    </message>
    <message>
        <source>  round %1: %2</source>
        <translation>  manche %1 : %2</translation>
    </message>
    <message>
        <source>leader add needs --name and --side.</source>
        <translation>leader add nécessite --name et --side.</translation>
    </message>
    <message>
        <source>Unknown trait &quot;%1&quot;; the traits are vitality, heroics, duel, maneuver, battle, siege, rally.</source>
        <translation>Caractéristique « %1 » inconnue ; les caractéristiques sont vitality, heroics, duel, maneuver, battle, siege, rally.</translation>
    </message>
    <message>
        <source>The trait %1 is listed twice.</source>
        <translation>La caractéristique %1 est indiquée deux fois.</translation>
    </message>
    <message>
        <source>Rolled %1 for %2.</source>
        <translation>Jet de %1 pour %2.</translation>
    </message>
    <message>
        <source>No leaders yet.</source>
        <translation>Aucun chef pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Emplacement : %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notes : %1</translation>
    </message>
    <message>
        <source>  turn %1: %2</source>
        <translation>  tour %1 : %2</translation>
    </message>
    <message>
        <source>leader coward FILE NAME yes|no</source>
        <translation>leader coward FICHIER NOM yes|no</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Utilisation : %1</translation>
    </message>
    <message>
        <source>leader location FILE NAME PLACE</source>
        <translation>leader location FICHIER NOM LIEU</translation>
    </message>
    <message>
        <source>N is the number of wounds, a whole number from 1 to 99.</source>
        <translation>N est le nombre de blessures, un nombre entier de 1 à 99.</translation>
    </message>
    <message>
        <source>--exchanges takes a whole number from 1 to 1000.</source>
        <translation>--exchanges attend un nombre entier de 1 à 1000.</translation>
    </message>
    <message>
        <source>retreat FILE LEADER [--to HEX]</source>
        <translation>retreat FICHIER CHEF [--to HEX]</translation>
    </message>
    <message>
        <source>%1 may retreat to %2, not %3 (RULES F8, F6a).</source>
        <translation>%1 peut battre en retraite vers %2, pas vers %3 (RULES F8, F6a).</translation>
    </message>
    <message>
        <source>%1 serves %2; %3 is a force of %4.</source>
        <translation>%1 sert %2 ; %3 est une force de %4.</translation>
    </message>
    <message>
        <source>map terrain FILE HEX TERRAIN</source>
        <translation>map terrain FICHIER HEX TERRAIN</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no terrain; the terrains are %2.</source>
        <translation>« %1 » n&apos;est pas un terrain ; les terrains sont %2.</translation>
    </message>
    <message>
        <source>map place FILE HEX NAME   (an empty NAME removes it)</source>
        <translation>map place FICHIER HEX NOM   (un NOM vide le supprime)</translation>
    </message>
    <message>
        <source>A battle is due at %1: fight it with battle --hex %1.</source>
        <translation>Une bataille doit être livrée en %1 : livrez-la avec battle --hex %1.</translation>
    </message>
    <message>
        <source>--%1 is required.</source>
        <translation>--%1 est obligatoire.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from 1 to %2: the exact odds take up to %2 units a side, which they answer in a few seconds.</source>
        <translation>--%1 attend un nombre entier de 1 à %2 : le calcul exact des chances accepte jusqu&apos;à %2 unités par camp, et répond alors en quelques secondes.</translation>
    </message>
    <message>
        <source>--%1 and --%2 are required unless the side is leaderless.</source>
        <translation>--%1 et --%2 sont obligatoires, sauf si le camp n&apos;a pas de chef.</translation>
    </message>
    <message>
        <source>--%1 takes a general&apos;s level: poor, average, good or excellent (RULES M1; an incompetent general never marches, M2).</source>
        <translation>--%1 attend un niveau de général : poor, average, good ou excellent (RULES M1 ; un général incompétent ne part jamais en marche, M2).</translation>
    </message>
    <message>
        <source>A flank march takes --flank-units N --flank-level LEVEL --flank-side attacker|defender together.</source>
        <translation>Une marche de flanc nécessite ensemble --flank-units N --flank-level NIVEAU --flank-side attacker|defender.</translation>
    </message>
    <message>
        <source>--flank-side takes attacker or defender.</source>
        <translation>--flank-side attend attacker ou defender.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli odds flank --level LEVEL --turns T [--ruleset FILE]</source>
        <translation>Utilisation : castellan-cli odds flank --level NIVEAU --turns T [--ruleset FICHIER]</translation>
    </message>
    <message>
        <source>  by turn %1: arrived %2%, aborted %3%</source>
        <translation>  au tour %1 : arrivée %2%, abandon %3%</translation>
    </message>
    <message>
        <source>A flank march under a %1 general (leadership bonus %2), RULES M3:
%3</source>
        <translation>Une marche de flanc sous un général de niveau %1 (bonus de commandement %2), RULES M3 :
%3</translation>
    </message>
    <message>
        <source>odds battle takes options only, not %1.</source>
        <translation>odds battle n&apos;accepte que des options, pas %1.</translation>
    </message>
    <message>
        <source>A break-in battle has no flanks to march on (RULES S3, M2).</source>
        <translation>Une bataille d&apos;assaut n&apos;a pas de flancs où marcher (RULES S3, M2).</translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: no odds.</source>
        <translation>Interrompu par Ctrl+C : aucune chance calculée.</translation>
    </message>
    <message>
        <source>Rounds: %1 on average.</source>
        <translation>Manches : %1 en moyenne.</translation>
    </message>
    <message>
        <source>Rounds: not counted for a break-in battle.</source>
        <translation>Manches : non comptées pour une bataille d&apos;assaut.</translation>
    </message>
    <message>
        <source>Rounds: not counted for more than %1 units a side.</source>
        <translation>Manches : non comptées au-delà de %1 unités par camp.</translation>
    </message>
    <message>
        <source>Rounds: add --rounds to count them.</source>
        <translation>Manches : ajoutez --rounds pour les compter.</translation>
    </message>
    <message>
        <source>Attacker wins %1%, defender wins %2%, mutual %3%.
Attacker annihilated %4%, defender annihilated %5%.
Units left: attacker %6, defender %7. %8</source>
        <translation>L&apos;attaquant gagne %1%, le défenseur gagne %2%, défaite mutuelle %3%.
Attaquant anéanti %4%, défenseur anéanti %5%.
Unités restantes : attaquant %6, défenseur %7. %8</translation>
    </message>
    <message>
        <source>odds siege takes options only, not %1.</source>
        <translation>odds siege n&apos;accepte que des options, pas %1.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli odds siege --rerolls R --turns T</source>
        <translation>Utilisation : castellan-cli odds siege --rerolls R --turns T</translation>
    </message>
    <message>
        <source>Break-in within %1 turn(s) with %2 reroll(s) a turn: %3%; units expected lost to 1s before it: %4.</source>
        <translation>Assaut réussi en %1 tour(s) au plus avec %2 relance(s) par tour : %3% ; unités perdues sur des 1 attendues avant l&apos;assaut : %4.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no point of the scan: give its pixels as X,Y (120,84).</source>
        <translation>« %1 » n&apos;est pas un point du scan : indiquez ses pixels sous la forme X,Y (120,84).</translation>
    </message>
    <message>
        <source>map scan FILE IMAGE</source>
        <translation>map scan FICHIER IMAGE</translation>
    </message>
    <message>
        <source>map scan-align FILE HEX X,Y HEX X,Y</source>
        <translation>map scan-align FICHIER HEX X,Y HEX X,Y</translation>
    </message>
    <message>
        <source>--%1 must be a hex of the %2 x %3 board, as 0304, not &quot;%4&quot;.</source>
        <translation>--%1 doit être un hexagone du plateau de %2 x %3, comme 0304, pas « %4 ».</translation>
    </message>
    <message>
        <source>--side is 0 (%1, the top edge) or 1 (%2, the bottom edge), not &quot;%3&quot;.</source>
        <translation>--side vaut 0 (%1, le bord supérieur) ou 1 (%2, le bord inférieur), pas « %3 ».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no %2 of this ruleset; they are %3.</source>
        <translation>« %1 » n&apos;est pas un %2 de ce jeu de règles ; ce sont : %3.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>%1 exists already; a new scenario is written to a new file.</source>
        <translation>%1 existe déjà ; un nouveau scénario s&apos;écrit dans un nouveau fichier.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 écrit.</translation>
    </message>
    <message>
        <source>The board is %1 x %2.</source>
        <translation>Le plateau mesure %1 x %2.</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terrain</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>unit type</source>
        <translation>type d&apos;unité</translation>
    </message>
    <message>
        <source>%1 %2 set at %3.</source>
        <translation>%1 : unité %2 placée en %3.</translation>
    </message>
    <message>
        <source>No unit stands at %1.</source>
        <translation>Aucune unité en %1.</translation>
    </message>
    <message>
        <source>The unit at %1 moved to %2.</source>
        <translation>L&apos;unité en %1 s&apos;est déplacée en %2.</translation>
    </message>
    <message>
        <source>The unit at %1 is off the board.</source>
        <translation>L&apos;unité en %1 est retirée du plateau.</translation>
    </message>
    <message>
        <source>The unit at %1 has no leader.</source>
        <translation>L&apos;unité en %1 n&apos;a pas de chef.</translation>
    </message>
    <message>
        <source>%1 leads the unit at %2.</source>
        <translation>%1 dirige l&apos;unité en %2.</translation>
    </message>
    <message>
        <source>%1 sends no flank march.</source>
        <translation>%1 n&apos;envoie aucune marche de flanc.</translation>
    </message>
    <message>
        <source>--edge takes left or right, --level poor, average, good or excellent.</source>
        <translation>--edge attend left ou right, --level poor, average, good ou excellent.</translation>
    </message>
    <message>
        <source>--type takes unit types of the ruleset, %1; not %2.</source>
        <translation>--type attend des types d&apos;unité du jeu de règles, %1 ; pas %2.</translation>
    </message>
    <message>
        <source>%1 sends %2 on a flank march by the %3 under %4.</source>
        <translation>%1 envoie %2 en marche de flanc par la %3 sous les ordres de %4.</translation>
    </message>
    <message>
        <source>Side %1 is %2.</source>
        <translation>Le camp %1 est %2.</translation>
    </message>
    <message>
        <source>%1 is not a colour: give one as #rrggbb or by its name (red, navy, …).</source>
        <translation>%1 n&apos;est pas une couleur : indiquez-la au format #rrggbb ou par son nom (red, navy, …).</translation>
    </message>
    <message>
        <source>side add FILE NAME [--color COLOR]</source>
        <translation>side add FICHIER NOM [--color COULEUR]</translation>
    </message>
    <message>
        <source>side color FILE SIDE COLOR</source>
        <translation>side color FICHIER CAMP COULEUR</translation>
    </message>
    <message>
        <source>side remove FILE SIDE</source>
        <translation>side remove FICHIER CAMP</translation>
    </message>
    <message>
        <source>%1 is not under siege.</source>
        <translation>%1 n&apos;est pas assiégée.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of %2; they are %3.</source>
        <translation>« %1 » n&apos;est pas un type d&apos;unité de %2 ; les types sont %3.</translation>
    </message>
    <message>
        <source>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FILE]</source>
        <translation>odds attack --attacker TYPE --target TYPE --range R [--terrain TERRAIN] [--figures N] [--fallback] [--ruleset FICHIER]</translation>
    </message>
    <message>
        <source>%1 fires at most %2 hex(es) away (RULES C2), not %3.</source>
        <translation>%1 tire à %2 hexagone(s) au plus (RULES C2), pas à %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no terrain of %2; they are %3.</source>
        <translation>« %1 » n&apos;est pas un terrain de %2 ; les terrains sont %3.</translation>
    </message>
    <message>
        <source>Only a unit that may fall back (cavalry), attacked from an adjacent hex, falls back (RULES C9).</source>
        <translation>Seule une unité qui peut reculer (la cavalerie), attaquée depuis un hexagone adjacent, recule (RULES C9).</translation>
    </message>
    <message>
        <source>%1 on %2 at range %3 in %4: %5 dice (RULES C4).</source>
        <translation>%1 sur %2 à portée %3, terrain %4 : %5 dés (RULES C4).</translation>
    </message>
    <message>
        <source>  %1 hit(s): %2%   %1 flag(s) counting: %3%</source>
        <translation>  %1 touche(s) : %2%   %1 marque(s) comptée(s) : %3%</translation>
    </message>
    <message>
        <source>Eliminated: %1%   dislodged: %2%   figures lost on average: %3</source>
        <translation>Éliminée : %1%   délogée : %2%   figurines perdues en moyenne : %3</translation>
    </message>
    <message>
        <source>castellan-cli plays a tactical battle with both sides automatic: give --auto (%1).</source>
        <translation>castellan-cli joue une bataille tactique avec les deux camps en automatique : indiquez --auto (%1).</translation>
    </message>
    <message>
        <source>castellan-cli fights a battle on the board with both sides automatic: give --auto (%1).</source>
        <translation>castellan-cli livre une bataille sur le plateau avec les deux camps en automatique : indiquez --auto (%1).</translation>
    </message>
    <message>
        <source>tactical ruleset FILE [RULESET.json | --standard]</source>
        <translation>tactical ruleset FICHIER [RULESET.json | --standard]</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>print: how many of the newest history entries a leader&apos;s sheet shows (-1: all).</source>
        <translation>print : nombre d&apos;entrées les plus récentes de l&apos;historique qu&apos;affiche la fiche d&apos;un chef (-1 : toutes).</translation>
    </message>
    <message>
        <source>Name what to print. Usage: castellan-cli %1</source>
        <translation>Indiquez ce qu&apos;il faut imprimer. Utilisation : castellan-cli %1</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1.</source>
        <translation>
            <numerusform>%n page écrite dans %1.</numerusform>
            <numerusform>%n pages écrites dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing needs castellan-cli&apos;s own main, which starts the fonts.</source>
        <translation>L’impression a besoin du programme principal de castellan-cli, qui charge les polices.</translation>
    </message>
    <message>
        <source>publish FILE --to URL   (a campaign file copied to a new campaign on a server: postgresql://user@host:port/database?campaign=NAME)</source>
        <translation>publish FICHIER --to URL   (un fichier de campagne copié dans une nouvelle campagne sur un serveur : postgresql://user@host:port/database?campaign=NAME)</translation>
    </message>
    <message>
        <source>pull URL --to FILE   (a server campaign copied into a new file)</source>
        <translation>pull URL --to FICHIER   (une campagne sur serveur copiée dans un nouveau fichier)</translation>
    </message>
    <message>
        <source>access grant URL --user NAME --role gm|player|observer [--side SIDE]   (a player is bound to one side)</source>
        <translation>access grant URL --user NOM --role gm|player|observer [--side CAMP]   (un joueur est lié à un seul camp)</translation>
    </message>
    <message>
        <source>access revoke URL --user NAME</source>
        <translation>access revoke URL --user NOM</translation>
    </message>
    <message>
        <source>access list URL</source>
        <translation>access list URL</translation>
    </message>
    <message>
        <source>access: the server&apos;s user given or refused access.</source>
        <translation>access : l&apos;utilisateur du serveur à qui l&apos;accès est accordé ou retiré.</translation>
    </message>
    <message>
        <source>access grant: gm, player or observer.</source>
        <translation>access grant : gm, player ou observer.</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>RÔLE</translation>
    </message>
    <message>
        <source>Password for %1 on %2: </source>
        <translation>Mot de passe de %1 sur %2 : </translation>
    </message>
    <message>
        <source>%1 is not a server campaign&apos;s URL (postgresql://user@host:port/database?campaign=NAME).</source>
        <translation>%1 n&apos;est pas l&apos;URL d&apos;une campagne sur serveur (postgresql://user@host:port/database?campaign=NAME).</translation>
    </message>
    <message>
        <source>The log of %1 does not verify: %2</source>
        <translation>La vérification du journal de %1 a échoué : %2</translation>
    </message>
    <message>
        <source>publish FILE --to URL</source>
        <translation>publish FICHIER --to URL</translation>
    </message>
    <message>
        <source>publish takes a campaign file; a server campaign is copied with pull.</source>
        <translation>publish attend un fichier de campagne ; une campagne sur serveur se copie avec pull.</translation>
    </message>
    <message>
        <source>%1 is published as %2; its log verifies there.</source>
        <translation>%1 est publié sous %2 ; son journal y est vérifié.</translation>
    </message>
    <message>
        <source>pull URL --to FILE</source>
        <translation>pull URL --to FICHIER</translation>
    </message>
    <message>
        <source>%1 exists already: pull writes a new file.</source>
        <translation>%1 existe déjà : pull écrit un nouveau fichier.</translation>
    </message>
    <message>
        <source>%1 is copied to %2; its log verifies there.</source>
        <translation>La campagne %1 est copiée dans %2 ; son journal y est vérifié.</translation>
    </message>
    <message>
        <source>access grant URL --user NAME --role gm|player|observer [--side SIDE]</source>
        <translation>access grant URL --user NOM --role gm|player|observer [--side CAMP]</translation>
    </message>
    <message>
        <source>--role is gm, player or observer.</source>
        <translation>--role attend gm, player ou observer.</translation>
    </message>
    <message>
        <source>A player is bound to one side: --side SIDE.</source>
        <translation>Un joueur est lié à un seul camp : --side CAMP.</translation>
    </message>
    <message>
        <source>Only a player has a side.</source>
        <translation>Seul un joueur a un camp.</translation>
    </message>
    <message>
        <source>%1 has no access to %2 any more.</source>
        <translation>%1 n&apos;a plus accès à %2.</translation>
    </message>
    <message>
        <source>%1: player, %2</source>
        <translation>%1 : joueur, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>force add, force edit, force split: how many of its (or the split&apos;s) units are cavalry.</source>
        <translation>force add, force edit, force split : combien d&apos;unités de la force (ou de la scission) sont de la cavalerie.</translation>
    </message>
    <message>
        <source>force add, force edit, force split: how many of its (or the split&apos;s) units are artillery (the rest are infantry).</source>
        <translation>force add, force edit, force split : combien d&apos;unités de la force (ou de la scission) sont de l&apos;artillerie (les autres sont de l&apos;infanterie).</translation>
    </message>
    <message>
        <source>force split FILE FORCE --units N [--broken N] [--cavalry N] [--artillery N] [--leaders A,B] --name NAME</source>
        <translation>force split FICHIER FORCE --units N [--broken N] [--cavalry N] [--artillery N] [--leaders A,B] --name NOM</translation>
    </message>
    <message>
        <source>Leaders who join a new force, or go out with a sortie.</source>
        <translation>Chefs qui rejoignent une nouvelle force, ou qui accompagnent une sortie.</translation>
    </message>
    <message>
        <source>note: the force.</source>
        <translation>note : la force.</translation>
    </message>
    <message>
        <source>A sortie takes the good-order units of every garrison force (RULES S4): name the leaders who go with --leaders, not a force.</source>
        <translation>Une sortie emmène les unités en bon ordre de chaque force de garnison (RULES S4) : nommez avec --leaders les chefs qui l&apos;accompagnent, pas une force.</translation>
    </message>
    <message>
        <source>No side moves off %1 after this battle (RULES F6a).</source>
        <translation>Aucun camp ne quitte %1 après cette bataille (RULES F6a).</translation>
    </message>
    <message>
        <source>castellan-cli: the output could not be written: %1</source>
        <translation>castellan-cli : la sortie n’a pas pu être écrite : %1</translation>
    </message>
    <message>
        <source>%1 Nothing this command did was kept.</source>
        <translation>%1 Rien de ce que cette commande a fait n&apos;a été conservé.</translation>
    </message>
    <message>
        <source>export roster FILE (--csv | --json) [--to OUT [--force]]</source>
        <translation>export roster FICHIER (--csv | --json) [--to SORTIE [--force]]</translation>
    </message>
    <message>
        <source>export forces FILE --csv [--to OUT [--force]]</source>
        <translation>export forces FICHIER --csv [--to SORTIE [--force]]</translation>
    </message>
    <message>
        <source>export players-copy FILE --to COPY [--force]   (no GM-only notes, no seed; prints the salt to keep)</source>
        <translation>export players-copy FICHIER --to COPIE [--force]   (sans les notes MJ seulement, sans graine ; affiche le sel à conserver)</translation>
    </message>
    <message>
        <source>export, print: replace the file written.</source>
        <translation>export, print : remplacer le fichier écrit.</translation>
    </message>
    <message>
        <source>%1 exists already: add --force to replace it.</source>
        <translation>%1 existe déjà : ajoutez --force pour le remplacer.</translation>
    </message>
    <message>
        <source>export players-copy FILE --to COPY [--force]</source>
        <translation>export players-copy FICHIER --to COPIE [--force]</translation>
    </message>
    <message>
        <source>--%1 names %2 twice.</source>
        <translation>--%1 nomme %2 deux fois.</translation>
    </message>
    <message>
        <source>tactical FILE --hex HEX --auto [--events]   (the campaign battle at that hex on the board, both sides automatic)</source>
        <translation>tactical FICHIER --hex HEX --auto [--events]   (la bataille de campagne de cet hexagone sur le plateau, les deux camps automatiques)</translation>
    </message>
    <message>
        <source>tactical, tactical play: the board, the units and every event of the battle in the JSON.</source>
        <translation>tactical, tactical play : le plateau, les unités et chaque événement de la bataille dans le JSON.</translation>
    </message>
    <message>
        <source>tactical FILE --hex HEX --auto [--attacker FORCE [--defender FORCE]] [--flank LEADER=TYPE,TYPE…:left|right | --flank none] [--events]</source>
        <translation>tactical FICHIER --hex HEX --auto [--attacker FORCE [--defender FORCE]] [--flank CHEF=TYPE,TYPE…:left|right | --flank none] [--events]</translation>
    </message>
    <message>
        <source>In a battle in rounds --flank takes a number of units (LEADER=N:left), not their types.</source>
        <translation>Dans une bataille en rounds, --flank prend un nombre d&apos;unités (CHEF=N:left), pas leurs types.</translation>
    </message>
    <message>
        <source>%1&apos;s force has %2 counters that may march (the commander-in-chief&apos;s own stays).</source>
        <translation>La force de %1 a %2 pions pouvant marcher (celui du commandant en chef reste).</translation>
    </message>
    <message>
        <source>tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]   (RULES C, both sides automatic; SHIPPED: a key from tactical scenarios)</source>
        <translation>tactical play SCÉNARIO.json|FOURNI --auto [--seed N] [--ruleset FICHIER] [--events]   (RULES C, les deux camps automatiques ; FOURNI : une clé de tactical scenarios)</translation>
    </message>
    <message>
        <source>tactical scenarios [--ruleset FILE]   (the shipped scenarios, and any of one&apos;s own in ~/.local/share/castellan/scenarios)</source>
        <translation>tactical scenarios [--ruleset FICHIER]   (les scénarios fournis, et les siens dans ~/.local/share/castellan/scenarios)</translation>
    </message>
    <message>
        <source>print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] [--per-page 1-4]   (leader sheets; N: the last history entries)</source>
        <translation>print FICHIER (--leader NOM | --roster | --campaign) --pdf SORTIE.pdf [--force] [--history N] [--per-page 1-4]   (fiches de chef ; N : les dernières entrées de l&apos;historique)</translation>
    </message>
    <message>
        <source>print: leader sheets on one page, 1 to 4 (1 when not given).</source>
        <translation>print : fiches de chef par page, de 1 à 4 (1 si non précisé).</translation>
    </message>
    <message>
        <source>print FILE (--leader NAME | --roster | --campaign) --pdf OUT.pdf [--force] [--history N] [--per-page 1-4]</source>
        <translation>print FICHIER (--leader NOM | --roster | --campaign) --pdf SORTIE.pdf [--force] [--history N] [--per-page 1-4]</translation>
    </message>
    <message>
        <source>%1: %2 x %3 board, %4 has %5, %6 has %7; each sets up on its %8 own rows.</source>
        <translation>%1 : plateau de %2 x %3, %4 a %5, %6 a %7 ; chaque camp se déploie sur ses %8 rangées.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>tactical scenarios [--ruleset FILE]</source>
        <translation>tactical scenarios [--ruleset FICHIER]</translation>
    </message>
    <message numerus="yes">
        <source>%1  %2 (%3 x %4, %n unit(s))</source>
        <translation>
            <numerusform>%1  %2 (%3 x %4, %n unité)</numerusform>
            <numerusform>%1  %2 (%3 x %4, %n unités)</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Écarté : %1</translation>
    </message>
    <message>
        <source>tactical play SCENARIO.json|SHIPPED --auto [--seed N] [--ruleset FILE] [--events]</source>
        <translation>tactical play SCÉNARIO.json|FOURNI --auto [--seed N] [--ruleset FICHIER] [--events]</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 wins after %n turn(s).</source>
        <translation>
            <numerusform>%1 : %2 l&apos;emporte après %n tour.</numerusform>
            <numerusform>%1 : %2 l&apos;emporte après %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 lost %2, %3.</source>
        <translation>  %1 a perdu %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figurine</numerusform>
            <numerusform>%n figurines</numerusform>
        </translation>
    </message>
    <message>
        <source>leader pronoun FILE NAME he|she|they   (how texts speak of the leader)</source>
        <translation>leader pronoun FICHIER NOM he|she|they   (comment les textes parlent du chef)</translation>
    </message>
    <message>
        <source>leader pronoun FILE NAME he|she|they</source>
        <translation>leader pronoun FICHIER NOM he|she|they</translation>
    </message>
    <message>
        <source>retreat FILE LEADER [--to HEX]   (RULES F8: where only leaders are left of both sides; on a failure the leader must duel or be captured)</source>
        <translation>retreat FICHIER CHEF [--to HEX]   (RULES F8 : là où il ne reste que des chefs des deux camps ; en cas d&apos;échec, le chef doit se battre en duel ou être capturé)</translation>
    </message>
    <message>
        <source>Where a leader who escapes is placed: survive takes PLACE; battle takes LEADER=PLACE, a force or fortress of the leader&apos;s side (RULES H3), and may be repeated.</source>
        <translation>Où placer un chef qui s&apos;échappe : survive prend LIEU ; battle prend CHEF=LIEU, une force ou une forteresse du camp du chef (RULES H3), et peut être répété.</translation>
    </message>
    <message>
        <source>Break-in rerolls a turn (the Siege bonus, RULES S2); tactical scenario leader: the heroic rerolls the leader holds (RULES H2).</source>
        <translation>Relances de l’assaut par tour (le bonus de Siège, RÈGLES S2) ; tactical scenario leader : les relances héroïques que le chef détient (RÈGLES H2).</translation>
    </message>
    <message>
        <source>tactical scenario leader: the leader&apos;s Heroics for the survival check (RULES H3).</source>
        <translation>tactical scenario leader : l&apos;Héroïsme du chef pour le test de survie (RULES H3).</translation>
    </message>
    <message>
        <source>%1 did not escape a survival check: --escape-to is not used for that leader.</source>
        <translation>%1 n&apos;a échappé à aucun test de survie : --escape-to ne s&apos;applique pas à ce chef.</translation>
    </message>
    <message>
        <source>Name the enemy side that would capture the leader with --captor SIDE.</source>
        <translation>Indiquez avec --captor CAMP le camp ennemi qui capturerait le chef.</translation>
    </message>
    <message>
        <source>tactical scenario leader and march: how the battle&apos;s texts speak of the leader, he, she or they (he by default).</source>
        <translation>tactical scenario leader et march : comment les textes de la bataille parlent du chef, he, she ou they (he par défaut).</translation>
    </message>
    <message>
        <source>he|she|they</source>
        <translation>he|she|they</translation>
    </message>
    <message>
        <source>--pronoun takes he, she or they.</source>
        <translation>--pronoun attend he, she ou they.</translation>
    </message>
    <message>
        <source>leader list FILE [--at TURN[.PHASE[.ACTION]]]</source>
        <translation>leader list FICHIER [--at TOUR[.PHASE[.ACTION]]]</translation>
    </message>
    <message>
        <source>leader show FILE NAME [--at TURN[.PHASE[.ACTION]]]</source>
        <translation>leader show FICHIER NOM [--at TOUR[.PHASE[.ACTION]]]</translation>
    </message>
    <message>
        <source>force list FILE [--at TURN[.PHASE[.ACTION]]]</source>
        <translation>force list FICHIER [--at TOUR[.PHASE[.ACTION]]]</translation>
    </message>
    <message>
        <source>map FILE [--at TURN[.PHASE[.ACTION]]]   (--at: as it stood then)</source>
        <translation>map FICHIER [--at TOUR[.PHASE[.ACTION]]]   (--at : telle qu&apos;elle était alors)</translation>
    </message>
    <message>
        <source>history FILE [--turn N [--phase P]]   (the actions kept, oldest first)</source>
        <translation>history FICHIER [--turn N [--phase P]]   (les actions conservées, les plus anciennes d&apos;abord)</translation>
    </message>
    <message>
        <source>undo FILE   (the last action, of this run or an earlier one)</source>
        <translation>undo FICHIER   (la dernière action, de cette exécution ou d&apos;une précédente)</translation>
    </message>
    <message>
        <source>redo FILE   (the last action undone, with the same rolls)</source>
        <translation>redo FICHIER   (la dernière action annulée, avec les mêmes jets)</translation>
    </message>
    <message>
        <source>map, leader list, leader show, force list: the campaign as it stood as turn N began (N), as a phase of it began (N.PHASE) or after that phase&apos;s Mth action (N.PHASE.M).</source>
        <translation>map, leader list, leader show, force list : la campagne telle qu&apos;elle était au début du tour N (N), au début d&apos;une de ses phases (N.PHASE) ou après la M-ième action de cette phase (N.PHASE.M).</translation>
    </message>
    <message>
        <source>POINT</source>
        <translation>POINT</translation>
    </message>
    <message>
        <source>history: only the actions of this phase of --turn.</source>
        <translation>history : seulement les actions de cette phase du tour --turn.</translation>
    </message>
    <message>
        <source>PHASE</source>
        <translation>PHASE</translation>
    </message>
    <message>
        <source>--at shows a campaign as it stood, and changes nothing: leave it out to change the campaign as it is.</source>
        <translation>--at montre une campagne telle qu&apos;elle était, et ne change rien : omettez-le pour changer la campagne telle qu&apos;elle est.</translation>
    </message>
    <message>
        <source>No temporary folder to show the campaign as it stood.</source>
        <translation>Aucun dossier temporaire pour montrer la campagne telle qu&apos;elle était.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Refait : %1</translation>
    </message>
    <message>
        <source>--phase takes siege or movement, not &quot;%1&quot;.</source>
        <translation>--phase prend siege ou movement, pas « %1 ».</translation>
    </message>
    <message>
        <source>--phase is a phase of the turn --turn names.</source>
        <translation>--phase est une phase du tour que nomme --turn.</translation>
    </message>
    <message>
        <source>redo FILE</source>
        <translation>redo FICHIER</translation>
    </message>
    <message>
        <source>undo FILE</source>
        <translation>undo FICHIER</translation>
    </message>
    <message>
        <source>Nothing to redo in %1.</source>
        <translation>Rien à refaire dans %1.</translation>
    </message>
    <message>
        <source>Nothing to undo in %1.</source>
        <translation>Rien à annuler dans %1.</translation>
    </message>
    <message>
        <source>history FILE [--turn N [--phase P]]</source>
        <translation>history FICHIER [--turn N [--phase P]]</translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation>tour %1, %2</translation>
    </message>
    <message>
        <source>%1  %2  (%3)</source>
        <translation>%1  %2  (%3)</translation>
    </message>
    <message>
        <source>No actions kept there.</source>
        <translation>Aucune action conservée là.</translation>
    </message>
    <message>
        <source>report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf) [--force]   (a side&apos;s report of a turn: nothing it could not see)</source>
        <translation>report turn FICHIER --side CAMP [--turn N] (--html SORTIE | --pdf SORTIE.pdf) [--force]   (le rapport d’un camp sur un tour : rien de ce qu’il ne pouvait voir)</translation>
    </message>
    <message>
        <source>log: only the rolls of this campaign turn; history: only its actions; report turn: the turn reported (the turn under way when not given).</source>
        <translation>log : seulement les jets de ce tour de campagne ; history : seulement ses actions ; report turn : le tour rapporté (le tour en cours s’il n’est pas donné).</translation>
    </message>
    <message>
        <source>print, report turn: the PDF file to write.</source>
        <translation>print, report turn : le fichier PDF à écrire.</translation>
    </message>
    <message>
        <source>report turn: the HTML file to write.</source>
        <translation>report turn : le fichier HTML à écrire.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>SORTIE</translation>
    </message>
    <message>
        <source>report turn FILE --side SIDE [--turn N] (--html OUT | --pdf OUT.pdf)</source>
        <translation>report turn FICHIER --side CAMP [--turn N] (--html SORTIE | --pdf SORTIE.pdf)</translation>
    </message>
    <message>
        <source>Give --html or --pdf. Usage: castellan-cli %1</source>
        <translation>Donnez --html ou --pdf. Usage : castellan-cli %1</translation>
    </message>
    <message>
        <source>The turn %1 report of %2 written to %3.</source>
        <translation>Le rapport du tour %1 de %2 a été écrit dans %3.</translation>
    </message>
    <message>
        <source>orders URL [--pending]   (a player: his side&apos;s)</source>
        <translation>orders URL [--pending]   (un joueur : ceux de son camp)</translation>
    </message>
    <message>
        <source>standing URL [KEY [VALUE]] [--side SIDE]   (a side&apos;s standing orders)</source>
        <translation>standing URL [KEY [VALUE]] [--side SIDE]   (les consignes permanentes d&apos;un camp)</translation>
    </message>
    <message>
        <source>referee URL [--once]   (carries out the pending orders; --once: then exits)</source>
        <translation>referee URL [--once]   (exécute les ordres en attente ; --once : puis s&apos;arrête)</translation>
    </message>
    <message>
        <source>order: wait for the referee&apos;s answer (exit 0 done, 1 refused).</source>
        <translation>order : attendre la réponse de l&apos;arbitre (code 0 exécuté, 1 refusé).</translation>
    </message>
    <message>
        <source>order --wait: the longest wait, in seconds (60 when not given).</source>
        <translation>order --wait : l&apos;attente la plus longue, en secondes (60 si non précisée).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>referee: carry out the pending orders, then exit.</source>
        <translation>referee : exécuter les ordres en attente, puis s&apos;arrêter.</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign: %1 is not a server campaign&apos;s URL.</source>
        <translation>Les ordres se donnent dans une campagne partagée : %1 n&apos;est pas l&apos;URL d&apos;une campagne sur un serveur.</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign, on a server.</source>
        <translation>Les ordres se donnent dans une campagne partagée, sur un serveur.</translation>
    </message>
    <message>
        <source>A game master names the side: --side SIDE.</source>
        <translation>Un meneur de jeu nomme le camp : --side SIDE.</translation>
    </message>
    <message>
        <source>#%1 %2, %3: %4</source>
        <translation>n°%1 %2, %3 : %4</translation>
    </message>
    <message>
        <source>No referee answered order %1 in time; it is still pending.</source>
        <translation>Aucun arbitre n&apos;a répondu à temps à l&apos;ordre %1 ; il est toujours en attente.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli order URL withdraw ID</source>
        <translation>Usage : castellan-cli order URL withdraw ID</translation>
    </message>
    <message>
        <source>Order %1 is not a pending order of your side: it was answered, withdrawn, or is not yours to withdraw (RULES T4).</source>
        <translation>L&apos;ordre %1 n&apos;est pas un ordre en attente de votre camp : il a reçu sa réponse, a été retiré, ou ce n&apos;est pas à vous de le retirer (RULES T4).</translation>
    </message>
    <message>
        <source>orders URL [--pending]</source>
        <translation>orders URL [--pending]</translation>
    </message>
    <message>
        <source>No orders.</source>
        <translation>Aucun ordre.</translation>
    </message>
    <message>
        <source>standing URL [KEY [VALUE]]</source>
        <translation>standing URL [KEY [VALUE]]</translation>
    </message>
    <message>
        <source>A standing order is one of %1, not %2.</source>
        <translation>Une consigne permanente est l&apos;une de %1, pas %2.</translation>
    </message>
    <message>
        <source>%1 is one of %2, not %3.</source>
        <translation>%1 vaut l&apos;un de %2, pas %3.</translation>
    </message>
    <message>
        <source>%1: %2 (RULES %3)</source>
        <translation>%1 : %2 (RULES %3)</translation>
    </message>
    <message>
        <source>referee URL [--once]</source>
        <translation>referee URL [--once]</translation>
    </message>
    <message>
        <source>Only a game master referees the orders (RULES T4).</source>
        <translation>Seul un meneur de jeu arbitre les ordres (RULES T4).</translation>
    </message>
    <message>
        <source>siege roll, order break-in: which break-in dice to re-roll while the rerolls last: all_but_6 (the default), only_1 or none (RULES S2).</source>
        <translation>siege roll, order break-in : quels dés d&apos;assaut relancer tant qu&apos;il reste des relances : all_but_6 (par défaut), only_1 ou none (RULES S2).</translation>
    </message>
    <message>
        <source>WHICH</source>
        <translation>LESQUELS</translation>
    </message>
    <message>
        <source>--reroll is one of %1, not %2.</source>
        <translation>--reroll vaut l&apos;un de %1, pas %2.</translation>
    </message>
    <message>
        <source>battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE]   (every force there, RULES F0; --attacker FORCE --defender FORCE as a shortcut)
              [--flank LEADER=UNITS:left|right]   (RULES M2: a command on a flank march, repeatable)
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (RULES T4: a side&apos;s choices, as its standing orders name them)</source>
        <translation>battle FICHIER --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to CHEF=LIEU]   (toutes les forces présentes, RULES F0 ; --attacker FORCE --defender FORCE comme raccourci)
              [--flank CHEF=UNITÉS:left|right]   (RULES M2 : un détachement en marche de flanc, répétable)
              [--attacker-choices CLÉ=VALEUR,...] [--defender-choices CLÉ=VALEUR,...]   (RULES T4 : les choix d&apos;un camp, nommés comme ses consignes permanentes)</translation>
    </message>
    <message>
        <source>KEY=VALUE,...</source>
        <translation>CLÉ=VALEUR,...</translation>
    </message>
    <message>
        <source>battle: the defender&apos;s choices, as --attacker-choices; avoid=yes is --avoid (RULES T4).</source>
        <translation>battle : les choix du défenseur, comme --attacker-choices ; avoid=yes s&apos;écrit --avoid (RULES T4).</translation>
    </message>
    <message>
        <source>battle FILE --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to LEADER=PLACE] [--flank LEADER=UNITS:left|right] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (or --attacker FORCE --defender FORCE)</source>
        <translation>battle FICHIER --hex HEX --auto [--avoid] [--retreat-to HEX] [--escape-to CHEF=LIEU] [--flank CHEF=UNITÉS:left|right] [--attacker-choices CLÉ=VALEUR,...] [--defender-choices CLÉ=VALEUR,...]   (ou --attacker FORCE --defender FORCE)</translation>
    </message>
    <message>
        <source>questions URL [--pending]   (the battles that wait for a side&apos;s answer, RULES T4)</source>
        <translation>questions URL [--pending]   (les batailles qui attendent la réponse d&apos;un camp, RULES T4)</translation>
    </message>
    <message>
        <source>orders, questions: only those not yet answered.</source>
        <translation>orders, questions : seulement ceux qui n&apos;ont pas encore de réponse.</translation>
    </message>
    <message>
        <source>Usage: castellan-cli order URL move|deed|end-movement|break-in|sortie|answer|withdraw …</source>
        <translation>Usage : castellan-cli order URL move|deed|end-movement|break-in|sortie|answer|withdraw …</translation>
    </message>
    <message>
        <source>questions URL [--pending]</source>
        <translation>questions URL [--pending]</translation>
    </message>
    <message>
        <source>#%1 %2, the battle at %3: %4 (answer by %5). %6</source>
        <translation>#%1 %2, la bataille en %3 : %4 (réponse avant %5). %6</translation>
    </message>
    <message>
        <source>No battle waits for an answer.</source>
        <translation>Aucune bataille n&apos;attend de réponse.</translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2; battles fought at their deadline: %3.</source>
        <translation>Ordres exécutés : %1 ; refusés : %2 ; batailles livrées à leur échéance : %3.</translation>
    </message>
    <message>
        <source>order answer: the side&apos;s choices in the battle that waits, as standing orders name them; order move: the mover&apos;s in the battle his move brings (no avoid); his standing orders for the rest (RULES T4).</source>
        <translation>order answer : les choix du camp dans la bataille qui attend, nommés comme les consignes permanentes ; order move : ceux de qui se déplace, dans la bataille que son mouvement provoque (sans évitement) ; ses consignes permanentes pour le reste (RULES T4).</translation>
    </message>
    <message>
        <source>battle, order move, order answer: a leader and units of the leader&apos;s force sent on a flank march, LEADER=UNITS:left|right (RULES M2).</source>
        <translation>battle, order move, order answer : un chef et des unités de sa force envoyés en marche de flanc, CHEF=UNITÉS:left|right (RULES M2).</translation>
    </message>
    <message>
        <source>An order&apos;s --flank takes a number of units (LEADER=N:left), not their types.</source>
        <translation>Le --flank d&apos;un ordre prend un nombre d&apos;unités (CHEF=N:left), pas leurs types.</translation>
    </message>
    <message>
        <source>siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH]   (default: reroll anything but a 6; the leaders&apos; own rerolls, RULES H2, only when asked)
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]   (the break-in battle&apos;s choices, RULES S3, T4)</source>
        <translation>siege roll FICHIER --fortress NOM [--rerolls N] [--heroic-rerolls N] [--reroll LESQUELS]   (par défaut : relancer tout sauf un 6 ; les relances propres des chefs, RULES H2, seulement sur demande)
              [--attacker-choices CLÉ=VALEUR,...] [--defender-choices CLÉ=VALEUR,...]   (les choix de la bataille d&apos;assaut, RULES S3, T4)</translation>
    </message>
    <message>
        <source>sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy]
              [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation>sortie FICHIER --fortress NOM --target FORCE --auto [--leaders A,B] [--occupy]
              [--attacker-choices CLÉ=VALEUR,...] [--defender-choices CLÉ=VALEUR,...]</translation>
    </message>
    <message>
        <source>battle, siege roll, sortie: the attacker&apos;s choices in the battle, as standing orders name them: losses, battle_rerolls, retreat, retreat_to, escape_to (RULES T4).</source>
        <translation>battle, siege roll, sortie : les choix de l&apos;attaquant dans la bataille, nommés comme les consignes permanentes : losses, battle_rerolls, retreat, retreat_to, escape_to (RULES T4).</translation>
    </message>
    <message>
        <source>siege roll FILE --fortress NAME [--rerolls N] [--heroic-rerolls N] [--reroll WHICH] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation>siege roll FICHIER --fortress NOM [--rerolls N] [--heroic-rerolls N] [--reroll LESQUELS] [--attacker-choices CLÉ=VALEUR,...] [--defender-choices CLÉ=VALEUR,...]</translation>
    </message>
    <message>
        <source>sortie FILE --fortress NAME --target FORCE --auto [--leaders A,B] [--occupy] [--attacker-choices KEY=VALUE,...] [--defender-choices KEY=VALUE,...]</source>
        <translation>sortie FICHIER --fortress NOM --target FORCE --auto [--leaders A,B] [--occupy] [--attacker-choices CLÉ=VALEUR,...] [--defender-choices CLÉ=VALEUR,...]</translation>
    </message>
    <message>
        <source>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | deed LEADER | end-movement | break-in FORTRESS [--reroll WHICH] [--heroic-rerolls N] | sortie FORTRESS --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | withdraw ID [--side SIDE] [--wait [--timeout S]]   (a player&apos;s order for his side, RULES T4; --wait: exit 0 done, 1 refused)</source>
        <translation>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices CLÉ=VALEUR,...] [--flank CHEF=UNITÉS:left|right] | deed CHEF | end-movement | break-in FORTERESSE [--reroll LESQUELS] [--heroic-rerolls N] | sortie FORTERESSE --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices CLÉ=VALEUR,...] [--flank CHEF=UNITÉS:left|right] | withdraw ID [--side CAMP] [--wait [--timeout S]]   (l&apos;ordre d&apos;un joueur pour son camp, RULES T4 ; --wait : sortie 0 exécuté, 1 refusé)</translation>
    </message>
    <message>
        <source>siege roll, order break-in: how many of the besieging leaders&apos; own rerolls to spend on the break-in roll (RULES H2); the rest lapse.</source>
        <translation>siege roll, order break-in : combien de relances propres des chefs assiégeants dépenser sur le jet d&apos;assaut (RULES H2) ; les autres sont perdues.</translation>
    </message>
    <message>
        <source>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] | deed LEADER | end-movement | break-in FORTRESS [--reroll WHICH] [--heroic-rerolls N] | sortie FORTRESS --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices KEY=VALUE,...] [--flank LEADER=UNITS:left|right] [--wait]</source>
        <translation>order URL move FORCE [--to HEX[,HEX...]] [--forced-march] [--choices CLÉ=VALEUR,...] [--flank CHEF=UNITÉS:left|right] | deed CHEF | end-movement | break-in FORTERESSE [--reroll LESQUELS] [--heroic-rerolls N] | sortie FORTERESSE --target FORCE [--leaders A,B] [--occupy] | answer HEX [--choices CLÉ=VALEUR,...] [--flank CHEF=UNITÉS:left|right] [--wait]</translation>
    </message>
    <message>
        <source>The siege phase was carried out and kept: %1 The turn does not end while a siege waits for its side (RULES S2, S3, T4).</source>
        <translation>La phase de siège a été jouée et gardée : %1 Le tour ne finit pas tant qu&apos;un siège attend son camp (RULES S2, S3, T4).</translation>
    </message>
    <message numerus="yes">
        <source>%1, from turn %2: %n battle(s) played on by the automatic player.</source>
        <translation>
            <numerusform>%1, à partir du tour %2 : %n bataille jouée jusqu’au bout par le joueur automatique.</numerusform>
            <numerusform>%1, à partir du tour %2 : %n batailles jouées jusqu’au bout par le joueur automatique.</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 wins %2% (95%: %3 to %4%), with %5 unit(s) left on average.</source>
        <translation>  %1 gagne %2 % (95 % : de %3 à %4 %), avec en moyenne %5 unité(s) restante(s).</translation>
    </message>
    <message>
        <source>  Not over after %1 turns: %2% (95%: %3 to %4%).</source>
        <translation>  Pas terminée après %1 tours : %2 % (95 % : de %3 à %4 %).</translation>
    </message>
    <message>
        <source>The battle at %1</source>
        <translation>La bataille en %1</translation>
    </message>
    <message>
        <source>%1 is %2 already: nothing changed.</source>
        <translation>%1 vaut déjà %2 : rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]   (each side&apos;s chance to win the battle on the board, both sides automatic, from where it stands)</source>
        <translation>odds board (SCENARIO.json|SHIPPED | FILE --hex HEX) [--trials N] [--seed S] [--seconds S] [--progress] [--ruleset FILE]   (la chance de chaque camp de gagner la bataille sur le plateau, les deux camps automatiques, à partir de la position actuelle)</translation>
    </message>
    <message>
        <source>Castellan campaign tool.

Commands:
%1

Every FILE may also be a server campaign&apos;s URL. Exit codes: 0 done, 1 the rules refuse, or the role on the server does not allow it (the reason is printed), 2 bad usage, bad input, a file problem or an unreachable server, 3 done, but its output could not be written.</source>
        <translation>Outil de campagne Castellan.

Commandes :
%1

Chaque FICHIER peut aussi être l&apos;URL d&apos;une campagne sur serveur. Codes de sortie : 0 terminé, 1 les règles refusent, ou le rôle sur le serveur ne le permet pas (la raison est affichée), 2 mauvaise utilisation, entrée incorrecte, problème de fichier ou serveur injoignable, 3 terminé, mais la sortie n&apos;a pas pu être écrite.</translation>
    </message>
    <message>
        <source>odds board: stop after S seconds, with the figures and interval of the battles played by then.</source>
        <translation>odds board : s&apos;arrêter après S secondes, avec les chiffres et l&apos;intervalle des batailles jouées jusque-là.</translation>
    </message>
    <message>
        <source>odds board: tell the figures so far on standard error as they go.</source>
        <translation>odds board : indiquer au fur et à mesure les chiffres obtenus sur la sortie d&apos;erreur.</translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: nothing was kept.</source>
        <translation>Interrompu par Ctrl+C : rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <source>The roster %1 does not exist.</source>
        <translation>La liste %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The roster %1 is not a regular file (a folder, a device or a pipe): name the roster&apos;s JSON file.</source>
        <translation>La liste %1 n&apos;est pas un fichier ordinaire (un dossier, un périphérique ou un tube) : indiquez le fichier JSON de la liste.</translation>
    </message>
    <message>
        <source>castellan-cli: the command was done and kept; only its output was lost.</source>
        <translation>castellan-cli : la commande a été exécutée et conservée ; seule sa sortie a été perdue.</translation>
    </message>
    <message>
        <source>A fortress&apos;s name has 1 to %1 characters, without control characters.</source>
        <translation>Le nom d&apos;une forteresse compte de 1 à %1 caractères, sans caractère de contrôle.</translation>
    </message>
    <message>
        <source>A name has 1 to %1 characters, without control characters.</source>
        <translation>Un nom compte de 1 à %1 caractères, sans caractère de contrôle.</translation>
    </message>
    <message>
        <source>Stopped with Ctrl+C: the battle was not finished.</source>
        <translation>Interrompu par Ctrl+C : la bataille n&apos;a pas été menée à son terme.</translation>
    </message>
    <message>
        <source>%1 %2% (%3 to %4%)</source>
        <translation>%1 %2 % (%3 à %4 %)</translation>
    </message>
    <message>
        <source>odds board: %1 of %2 battles: %3</source>
        <translation>odds board : %1 batailles sur %2 : %3</translation>
    </message>
    <message>
        <source>  Stopped at the time limit: the interval is that of the battles played.</source>
        <translation>  Arrêté à la limite de temps : l&apos;intervalle est celui des batailles jouées.</translation>
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
        <translation>Les rapports du tour n&apos;ont pas été conservés pour les joueurs : %1</translation>
    </message>
</context>
<context>
    <name>Commander</name>
    <message>
        <source>%1 is %2 and cannot command; %3 (Battle %4) counts instead (RULES L3, R1).</source>
        <translation>%1 est %2 et ne peut pas commander ; %3 (Bataille %4) compte à sa place (RULES L3, R1).</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot command; no able leader is left: the force counts Battle 0 (RULES R1).</source>
        <translation>%1 est %2 et ne peut pas commander ; il ne reste aucun chef apte : la force compte Bataille 0 (RULES R1).</translation>
    </message>
    <message>
        <source>No leader is with the force: it counts Battle 0 (RULES R1).</source>
        <translation>Aucun chef n&apos;accompagne la force : elle compte Bataille 0 (RULES R1).</translation>
    </message>
    <message>
        <source>No leader with the force is able: it counts Battle 0 (RULES R1).</source>
        <translation>Aucun chef de la force n&apos;est apte : elle compte Bataille 0 (RULES R1).</translation>
    </message>
    <message>
        <source>%1 commands, Battle %2 (RULES R1).</source>
        <translation>%1 commande, Bataille %2 (RULES R1).</translation>
    </message>
    <message>
        <source>%1 counts, Battle %2: the best Battle among the able leaders (RULES R1).</source>
        <translation>%1 compte, Bataille %2 : la meilleure Bataille parmi les chefs aptes (RULES R1).</translation>
    </message>
</context>
<context>
    <name>ExportTarget</name>
    <message>
        <source>Name the file to write.</source>
        <translation>Nommez le fichier à écrire.</translation>
    </message>
    <message>
        <source>%1 is a link to nothing: name a file to write.</source>
        <translation>%1 est un lien vers rien : nommez un fichier à écrire.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe): an export writes a file of its own.</source>
        <translation>%1 n&apos;est pas un fichier ordinaire (un dossier, un périphérique ou un tube) : un export écrit un fichier à lui.</translation>
    </message>
    <message>
        <source>%1 is a campaign (or another database): an export never writes over one. Choose another file.</source>
        <translation>%1 est une campagne (ou une autre base de données) : un export n&apos;en écrase jamais une. Choisissez un autre fichier.</translation>
    </message>
    <message>
        <source>%1 is where SQLite keeps the journal of the campaign %2, and reads it at its next opening: writing it could damage that campaign. Choose another file.</source>
        <translation>%1 est l&apos;endroit où SQLite garde le journal de la campagne %2, et le lit à sa prochaine ouverture : l&apos;écrire pourrait endommager cette campagne. Choisissez un autre fichier.</translation>
    </message>
</context>
<context>
    <name>FlankBattleOdds</name>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation>Une marche de flanc nécessite au moins une unité.</translation>
    </message>
    <message>
        <source>An incompetent general may not lead a flank march (RULES M2).</source>
        <translation>Un général incompétent ne peut pas mener de marche de flanc (RULES M2).</translation>
    </message>
    <message>
        <source>The %1 is leaderless: it has no commander-in-chief to stay while a general marches (RULES M2).</source>
        <translation>Le camp %1 n&apos;a pas de chef : il n&apos;a pas de commandant en chef qui reste pendant qu&apos;un général part en marche (RULES M2).</translation>
    </message>
    <message>
        <source>The %1 sends %2 of its %3 units on the flank: at most half may march (RULES M2).</source>
        <translation>Le camp %1 envoie %2 de ses %3 unités sur le flanc : la moitié au plus peut partir en marche (RULES M2).</translation>
    </message>
    <message>
        <source>The odds with a flank march take up to %1 units a side, the march counted, which they answer in a few seconds; this battle has %2.</source>
        <translation>Le calcul des chances avec une marche de flanc accepte jusqu&apos;à %1 unités par camp, marche comprise, et répond alors en quelques secondes ; cette bataille en a %2.</translation>
    </message>
</context>
<context>
    <name>FlankDialogParts</name>
    <message>
        <source>&amp;Send on the March</source>
        <translation>&amp;Envoyer en marche</translation>
    </message>
    <message>
        <source>By the left edge</source>
        <translation>Par le bord gauche</translation>
    </message>
    <message>
        <source>By the right edge</source>
        <translation>Par le bord droit</translation>
    </message>
    <message>
        <source>Commands sent:</source>
        <translation>Détachements envoyés :</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Aucun pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>FlankRules</name>
    <message>
        <source>Incompetent</source>
        <translation>Incompétent</translation>
    </message>
    <message>
        <source>Poor</source>
        <translation>Médiocre</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation>Excellent</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <translation>droite</translation>
    </message>
    <message>
        <source>%1 commands the side: the commander-in-chief may not lead a flank march (RULES M2).</source>
        <translation>%1 commande le camp : le commandant en chef ne peut pas mener de marche de flanc (RULES M2).</translation>
    </message>
    <message>
        <source>%1 cannot use his ratings (RULES L3), so he may not lead a flank march.</source>
        <translation>%1 ne peut pas utiliser ses valeurs (RULES L3) : il ne peut donc pas mener de marche de flanc.</translation>
    </message>
    <message>
        <source>%1 is an incompetent general: he may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 est un général incompétent : il ne peut pas mener de marche de flanc (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is a coward: he may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 est un lâche : il ne peut pas mener de marche de flanc (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 already leads a flank march in this battle.</source>
        <translation>%1 mène déjà une marche de flanc dans cette bataille.</translation>
    </message>
    <message>
        <source>A flank march needs at least one unit.</source>
        <translation>Une marche de flanc nécessite au moins une unité.</translation>
    </message>
    <message>
        <source>At most half the side&apos;s units may march on the flanks (RULES M2): %1 of %2 in all, and this command would make it %3.</source>
        <translation>Au plus la moitié des unités du camp peut marcher sur les flancs (RULES M2) : %1 sur %2 au total, et ce détachement porterait ce nombre à %3.</translation>
    </message>
    <message>
        <source>%1: double %2 on his flank march&apos;s arrival roll: his level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation>%1 : double %2 au jet d&apos;arrivée de sa marche de flanc : son niveau de général est %3 pour cette bataille ; dans la campagne, il reste %4 (RULES M3).</translation>
    </message>
    <message>
        <source>%1 cannot use her ratings (RULES L3), so she may not lead a flank march.</source>
        <translation>%1 ne peut pas utiliser ses valeurs (RULES L3) : elle ne peut donc pas mener de marche de flanc.</translation>
    </message>
    <message>
        <source>%1 cannot use their ratings (RULES L3), so they may not lead a flank march.</source>
        <translation>%1 ne peut pas utiliser ses valeurs (RULES L3) et ne peut donc pas mener de marche de flanc.</translation>
    </message>
    <message>
        <source>%1 is an incompetent general: she may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 est une générale incompétente : elle ne peut pas mener de marche de flanc (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is an incompetent general: they may not lead a flank march (RULES M1, M2).</source>
        <translation>%1, au commandement incompétent, ne peut pas mener de marche de flanc (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is a coward: she may not lead a flank march (RULES M1, M2).</source>
        <translation>%1 est une lâche : elle ne peut pas mener de marche de flanc (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1 is a coward: they may not lead a flank march (RULES M1, M2).</source>
        <translation>%1, marqué·e comme lâche, ne peut pas mener de marche de flanc (RULES M1, M2).</translation>
    </message>
    <message>
        <source>%1: double %2 on her flank march&apos;s arrival roll: her level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation>%1 : double %2 au jet d&apos;arrivée de sa marche de flanc : son niveau de générale est %3 pour cette bataille ; dans la campagne, il reste %4 (RULES M3).</translation>
    </message>
    <message>
        <source>%1: double %2 on their flank march&apos;s arrival roll: their level as a general is %3 for this battle; in the campaign it stays %4 (RULES M3).</source>
        <translation>%1 : double %2 au jet d&apos;arrivée de sa marche de flanc : le niveau de général est %3 pour cette bataille ; dans la campagne, il reste %4 (RULES M3).</translation>
    </message>
</context>
<context>
    <name>ForceActions</name>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>Cette force n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 serves %2, not %3.</source>
        <translation>%1 sert %2, pas %3.</translation>
    </message>
    <message>
        <source>%1 is dead (RULES L3).</source>
        <translation>%1 est mort (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is held captive (RULES L6).</source>
        <translation>%1 est prisonnier (RULES L6).</translation>
    </message>
    <message>
        <source>A force cannot have a negative number of units.</source>
        <translation>Une force ne peut pas avoir un nombre d&apos;unités négatif.</translation>
    </message>
    <message>
        <source>A force needs a name.</source>
        <translation>Une force doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is a force named %1 already.</source>
        <translation>Une force nommée %1 existe déjà.</translation>
    </message>
    <message>
        <source>A force needs a side of this campaign.</source>
        <translation>Une force doit appartenir à un camp de cette campagne.</translation>
    </message>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation>Ce chef n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>Raise force %1</source>
        <translation>Lever la force %1</translation>
    </message>
    <message>
        <source>Joins %1.</source>
        <translation>Rejoint %1.</translation>
    </message>
    <message>
        <source>%1 raised for %2: %3.</source>
        <translation>%1 levée pour %2 : %3.</translation>
    </message>
    <message>
        <source>A force does not change sides.</source>
        <translation>Une force ne change pas de camp.</translation>
    </message>
    <message>
        <source>The commander must be one of the force&apos;s leaders (RULES R1).</source>
        <translation>Le commandant doit être l&apos;un des chefs de la force (RULES R1).</translation>
    </message>
    <message>
        <source>Edit force %1</source>
        <translation>Modifier la force %1</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>%1: %2, at %3.</source>
        <translation>%1 : %2, en %3.</translation>
    </message>
    <message>
        <source>%1 is with that force already.</source>
        <translation>%1 est déjà avec cette force.</translation>
    </message>
    <message>
        <source>%1 is with no force.</source>
        <translation>%1 n&apos;est avec aucune force.</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 rejoint %2</translation>
    </message>
    <message>
        <source>%1 leaves his force</source>
        <translation>%1 quitte sa force</translation>
    </message>
    <message>
        <source>Leaves his force.</source>
        <translation>Quitte sa force.</translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation>%1 rejoint %2.</translation>
    </message>
    <message>
        <source>%1 leaves his force.</source>
        <translation>%1 quitte sa force.</translation>
    </message>
    <message>
        <source>The new force needs a name.</source>
        <translation>La nouvelle force doit avoir un nom.</translation>
    </message>
    <message>
        <source>%1 has only %2.</source>
        <translation>%1 n&apos;a que %2.</translation>
    </message>
    <message>
        <source>A split takes some units or leaders.</source>
        <translation>Une scission emmène des unités ou des chefs.</translation>
    </message>
    <message>
        <source>Only the force&apos;s own leaders can go with the split.</source>
        <translation>Seuls les chefs de la force peuvent partir avec la scission.</translation>
    </message>
    <message>
        <source>Split %1 from %2</source>
        <translation>Détacher %1 de %2</translation>
    </message>
    <message>
        <source>Goes with %1, split from %2.</source>
        <translation>Part avec %1, détachée de %2.</translation>
    </message>
    <message>
        <source>%1 splits from %2 with %3.</source>
        <translation>%1 se détache de %2 avec %3.</translation>
    </message>
    <message>
        <source>A force cannot merge with itself.</source>
        <translation>Une force ne peut pas fusionner avec elle-même.</translation>
    </message>
    <message>
        <source>Only forces of one side merge.</source>
        <translation>Seules des forces d&apos;un même camp peuvent fusionner.</translation>
    </message>
    <message>
        <source>%1 is at %2 and %3 at %4: forces merge where they stand together.</source>
        <translation>%1 est en %2 et %3 en %4 : des forces fusionnent là où elles se trouvent ensemble.</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>Fusionner %1 dans %2</translation>
    </message>
    <message>
        <source>%1 joins %2: %3.</source>
        <translation>%1 rejoint %2 : %3.</translation>
    </message>
    <message>
        <source>Disband %1</source>
        <translation>Dissoudre %1</translation>
    </message>
    <message>
        <source>%1 is disbanded.</source>
        <translation>%1 est dissoute.</translation>
    </message>
    <message>
        <source>A force&apos;s name has at most %1 characters.</source>
        <translation>Le nom d&apos;une force comporte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A force holds at most %L1 units.</source>
        <translation>Une force compte au plus %L1 unités.</translation>
    </message>
    <message>
        <source>A force has lost from 0 to %L1 units.</source>
        <translation>Une force a perdu de 0 à %L1 unités.</translation>
    </message>
    <message>
        <source>Nothing is left of %1.</source>
        <translation>Il ne reste rien de %1.</translation>
    </message>
    <message>
        <source>in %1 (hex %2)</source>
        <translation>à %1 (hexagone %2)</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <source>off the map, at %1</source>
        <translation>hors de la carte, à %1</translation>
    </message>
    <message>
        <source>%1 is a fortress of %2: a force enters it by a siege or takes it empty (RULES S1, S8), not by its name.</source>
        <translation>%1 est une forteresse de %2 : une force y entre par un siège ou la prend quand elle est vide (RULES S1, S8), pas par son nom.</translation>
    </message>
    <message numerus="yes">
        <source>A force of %n unit(s) has from 0 to that many cavalry and artillery together; the rest are infantry.</source>
        <translation>
            <numerusform>Une force de %n unité compte de 0 à autant d&apos;unités de cavalerie et d&apos;artillerie réunies ; les autres sont de l&apos;infanterie.</numerusform>
            <numerusform>Une force de %n unités compte de 0 à autant d&apos;unités de cavalerie et d&apos;artillerie réunies ; les autres sont de l&apos;infanterie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 cavalry and %3 artillery.</source>
        <translation>%1 compte %2 cavalerie et %3 artillerie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 would keep %n unit(s), fewer than its %2 cavalry and artillery left: send more of them with the split.</source>
        <translation>
            <numerusform>%1 garderait %n unité, moins que la cavalerie et l&apos;artillerie qui lui resteraient (%2) : envoyez-en davantage avec la scission.</numerusform>
            <numerusform>%1 garderait %n unités, moins que la cavalerie et l&apos;artillerie qui lui resteraient (%2) : envoyez-en davantage avec la scission.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reads as a hex, and the map has no such hex: name another place, or a hex of the map.</source>
        <translation>%1 se lit comme un hexagone, et la carte n’en a pas de tel : nommez un autre lieu, ou un hexagone de la carte.</translation>
    </message>
    <message>
        <source>%1 belongs to %2: a force of %3 cannot stand inside it.</source>
        <translation>%1 appartient à %2 : une force de %3 ne peut pas s’y tenir.</translation>
    </message>
    <message>
        <source>Leaves her force.</source>
        <translation>Quitte sa force.</translation>
    </message>
    <message>
        <source>Leaves their force.</source>
        <translation>Quitte sa force.</translation>
    </message>
    <message>
        <source>%1 leaves her force.</source>
        <translation>%1 quitte sa force.</translation>
    </message>
    <message>
        <source>%1 leaves their force.</source>
        <translation>%1 quitte sa force.</translation>
    </message>
    <message>
        <source>%1 leaves her force</source>
        <translation>%1 quitte sa force</translation>
    </message>
    <message>
        <source>%1 leaves their force</source>
        <translation>%1 quitte sa force</translation>
    </message>
</context>
<context>
    <name>ForceCounterItem</name>
    <message>
        <source>%1 retreated this turn: it may not move again until the next (RULES F6a).</source>
        <translation>%1 a battu en retraite ce tour-ci : elle ne peut plus se déplacer avant le prochain (RULES F6a).</translation>
    </message>
</context>
<context>
    <name>ForceShares</name>
    <message>
        <source>Every force of the side needs its share of the losses (RULES F0).</source>
        <translation>Chaque force du camp doit prendre sa part des pertes (RULES F0).</translation>
    </message>
    <message>
        <source>A force takes only losses among its own units (RULES F0).</source>
        <translation>Une force ne subit de pertes que parmi ses propres unités (RULES F0).</translation>
    </message>
    <message>
        <source>The forces&apos; shares must add up to the side&apos;s losses (RULES F0).</source>
        <translation>Les parts des forces doivent totaliser les pertes du camp (RULES F0).</translation>
    </message>
</context>
<context>
    <name>ForceText</name>
    <message>
        <source>%1 good</source>
        <translation>%1 en bon ordre</translation>
    </message>
    <message>
        <source>, %1 flagged</source>
        <translation>, %1 marquées</translation>
    </message>
    <message>
        <source>, %1 broken</source>
        <translation>, %1 en déroute</translation>
    </message>
    <message>
        <source>%1 of %2 movement left this turn</source>
        <translation>%1 sur %2 de mouvement restant ce tour-ci</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation>Chefs : %1</translation>
    </message>
    <message>
        <source>Retreated this turn: no more movement (RULES F6a)</source>
        <translation>A battu en retraite ce tour-ci : plus de mouvement (RULES F6a)</translation>
    </message>
    <message>
        <source>Leaders: hidden</source>
        <translation>Chefs : cachés</translation>
    </message>
</context>
<context>
    <name>Garrison</name>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>alone inside</source>
        <translation>seul à l&apos;intérieur</translation>
    </message>
    <message>
        <source>%1, disabled</source>
        <translation>%1, hors de combat</translation>
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
            <numerusform>Exploit héroïque : %1 obtenu contre Héroïsme %2 : %3, %n relance gagnée ; vitalité %4.</numerusform>
            <numerusform>Exploit héroïque : %1 obtenu contre Héroïsme %2 : %3, %n relances gagnées ; vitalité %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n blessure</numerusform>
            <numerusform>%n blessures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n relance</numerusform>
            <numerusform>%n relances</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>est manquant</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be a text</source>
        <translation>doit être un texte</translation>
    </message>
    <message>
        <source>has more than %1 characters</source>
        <translation>comporte plus de %1 caractères</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>doit être une liste</translation>
    </message>
    <message>
        <source>is not a field of %1</source>
        <translation>n&apos;est pas un champ de %1</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>doit être un nombre entier de %1 à %2</translation>
    </message>
</context>
<context>
    <name>LeaderActions</name>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation>Ce chef n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source> He is dead.</source>
        <translation> Il est mort.</translation>
    </message>
    <message>
        <source> He is disabled.</source>
        <translation> Il est hors de combat.</translation>
    </message>
    <message>
        <source> He is active again.</source>
        <translation> Il est de nouveau actif.</translation>
    </message>
    <message>
        <source> He is captured.</source>
        <translation> Il est capturé.</translation>
    </message>
    <message>
        <source>%1 is dead (RULES L3).</source>
        <translation>%1 est mort (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality he can use none of his ratings (RULES L3).</source>
        <translation>%1 est hors de combat : à 0 de vitalité, il ne peut utiliser aucune de ses valeurs (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is held captive (RULES L6).</source>
        <translation>%1 est prisonnier (RULES L6).</translation>
    </message>
    <message>
        <source>leader creation: %1</source>
        <translation>création de chef : %1</translation>
    </message>
    <message>
        <source>A leader needs a name.</source>
        <translation>Un chef doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is a leader named %1 already.</source>
        <translation>Un chef nommé %1 existe déjà.</translation>
    </message>
    <message>
        <source>A leader needs a side of this campaign.</source>
        <translation>Un chef doit appartenir à un camp de cette campagne.</translation>
    </message>
    <message>
        <source>A leader is created from one roll of 7d6 (RULES L1).</source>
        <translation>Un chef est créé à partir d&apos;un seul jet de 7d6 (RULES L1).</translation>
    </message>
    <message>
        <source>Each of the seven dice must go to exactly one trait (RULES L1).</source>
        <translation>Chacun des sept dés doit aller à une seule caractéristique (RULES L1).</translation>
    </message>
    <message>
        <source>Create leader %1</source>
        <translation>Créer le chef %1</translation>
    </message>
    <message>
        <source>Created for %1 from the roll %2: %3.</source>
        <translation>Créé pour %1 à partir du jet %2 : %3.</translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation>%1 rejoint %2.</translation>
    </message>
    <message>
        <source>Give a number of wounds, or of wounds healed.</source>
        <translation>Indiquez un nombre de blessures, ou de blessures soignées.</translation>
    </message>
    <message>
        <source>%1 is at full vitality: healing never raises it above the rating (RULES L3).</source>
        <translation>%1 est à pleine vitalité : les soins ne la font jamais dépasser la valeur (RULES L3).</translation>
    </message>
    <message>
        <source>Wound %1</source>
        <translation>Blesser %1</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>Soigner %1</translation>
    </message>
    <message>
        <source>Took %1: vitality %2.</source>
        <translation>A reçu %1 : vitalité %2.</translation>
    </message>
    <message numerus="yes">
        <source>Healed %n wound(s): vitality %1.</source>
        <translation>
            <numerusform>%n blessure soignée : vitalité %1.</numerusform>
            <numerusform>%n blessures soignées : vitalité %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroic deed by %1</source>
        <translation>Exploit héroïque de %1</translation>
    </message>
    <message>
        <source>heroic deed: %1</source>
        <translation>exploit héroïque : %1</translation>
    </message>
    <message>
        <source>%1 is not disabled: only a disabled leader rolls for recovery (RULES L5).</source>
        <translation>%1 n&apos;est pas hors de combat : seul un chef hors de combat fait un jet de rétablissement (RULES L5).</translation>
    </message>
    <message>
        <source>%1 acted during turn %2: recovery needs a whole turn of inaction (RULES L5).</source>
        <translation>%1 a agi pendant le tour %2 : le rétablissement exige un tour entier d&apos;inaction (RULES L5).</translation>
    </message>
    <message>
        <source>%1 has rolled for recovery this turn already (RULES L5).</source>
        <translation>%1 a déjà fait son jet de rétablissement ce tour-ci (RULES L5).</translation>
    </message>
    <message>
        <source>There is no such side in this campaign.</source>
        <translation>Ce camp n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 is held by %2 already.</source>
        <translation>%1 est déjà détenu par %2.</translation>
    </message>
    <message>
        <source>%1 is free already.</source>
        <translation>%1 est déjà libre.</translation>
    </message>
    <message>
        <source>Capture %1</source>
        <translation>Capturer %1</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>Libérer %1</translation>
    </message>
    <message>
        <source>Captured by %1.</source>
        <translation>Capturé par %1.</translation>
    </message>
    <message>
        <source>Released by %1.</source>
        <translation>Libéré par %1.</translation>
    </message>
    <message>
        <source>Rerolls of %1 lapse</source>
        <translation>Perte des relances de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n unspent reroll(s) lapsed (RULES H2).</source>
        <translation>
            <numerusform>%n relance non utilisée perdue (RULES H2).</numerusform>
            <numerusform>%n relances non utilisées perdues (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation>%1 s&apos;y trouve déjà.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Location cleared.</source>
        <translation>Emplacement effacé.</translation>
    </message>
    <message>
        <source>Now at %1.</source>
        <translation>Se trouve désormais à %1.</translation>
    </message>
    <message>
        <source>Advance to turn %1</source>
        <translation>Passer au tour %1</translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation>Le tour %1 commence.</translation>
    </message>
    <message>
        <source>The rule options are unchanged.</source>
        <translation>Les options de règles sont inchangées.</translation>
    </message>
    <message>
        <source>Change rule options</source>
        <translation>Modifier les options de règles</translation>
    </message>
    <message>
        <source>Rule options saved.</source>
        <translation>Options de règles enregistrées.</translation>
    </message>
    <message>
        <source>%1 is dead already.</source>
        <translation>%1 est déjà mort.</translation>
    </message>
    <message>
        <source>%1 tries to assassinate %2</source>
        <translation>%1 tente d&apos;assassiner %2</translation>
    </message>
    <message>
        <source>assassination: %1 against %2</source>
        <translation>assassinat : %1 contre %2</translation>
    </message>
    <message numerus="yes">
        <source>%n six(es)</source>
        <translation>
            <numerusform>%n six</numerusform>
            <numerusform>%n six</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n five(s) cancel</source>
        <translation>
            <numerusform>%n cinq annule</numerusform>
            <numerusform>%n cinq annulent</numerusform>
        </translation>
    </message>
    <message>
        <source>Assassination attempt by %1: %2 against %3, %4.</source>
        <translation>Tentative d&apos;assassinat par %1 : %2 contre %3, %4.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source>Tried to assassinate %1: %2.</source>
        <translation>A tenté d&apos;assassiner %1 : %2.</translation>
    </message>
    <message>
        <source>survival check</source>
        <translation>test de survie</translation>
    </message>
    <message>
        <source>Survival check for %1</source>
        <translation>Test de survie de %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2, reroll</source>
        <translation>%1 : %2, relance</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: he %4.</source>
        <translation>%1 : %2 obtenu contre Héroïsme %3 : il %4.</translation>
    </message>
    <message>
        <source> Now at %1.</source>
        <translation> Se trouve désormais à %1.</translation>
    </message>
    <message>
        <source> Held by %1.</source>
        <translation> Détenu par %1.</translation>
    </message>
    <message numerus="yes">
        <source> %n unspent reroll(s) lapsed.</source>
        <translation>
            <numerusform> %n relance non utilisée perdue.</numerusform>
            <numerusform> %n relances non utilisées perdues.</numerusform>
        </translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Duel : %1 contre %2</translation>
    </message>
    <message>
        <source>duel %1 against %2, exchange %3</source>
        <translation>duel %1 contre %2, échange %3</translation>
    </message>
    <message>
        <source> The duel was broken off.</source>
        <translation> Le duel a été interrompu.</translation>
    </message>
    <message numerus="yes">
        <source>Duel with %1, %n exchange(s): took %2, dealt %3.</source>
        <translation>
            <numerusform>Duel contre %1, %n échange : a reçu %2, a infligé %3.</numerusform>
            <numerusform>Duel contre %1, %n échanges : a reçu %2, a infligé %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other leader is able to duel (RULES G1).</source>
        <translation>Aucun autre chef n&apos;est en état de se battre en duel (RULES G1).</translation>
    </message>
    <message>
        <source>There is no living leader for %1 to strike at (RULES G3).</source>
        <translation>Il n&apos;y a aucun chef vivant que %1 puisse frapper (RULES G3).</translation>
    </message>
    <message>
        <source>There is no other side to hold %1 (RULES L6).</source>
        <translation>Aucun autre camp ne peut détenir %1 (RULES L6).</translation>
    </message>
    <message>
        <source>%1 holds no rerolls (RULES H2).</source>
        <translation>%1 n&apos;a aucune relance (RULES H2).</translation>
    </message>
    <message>
        <source>A leader&apos;s name has at most %1 characters.</source>
        <translation>Le nom d&apos;un chef comporte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>%1 is marked a coward already.</source>
        <translation>%1 est déjà marqué comme lâche.</translation>
    </message>
    <message>
        <source>%1 is not marked a coward.</source>
        <translation>%1 n&apos;est pas marqué comme lâche.</translation>
    </message>
    <message>
        <source>Mark %1 a coward</source>
        <translation>Marquer %1 comme lâche</translation>
    </message>
    <message>
        <source>Clear %1&apos;s coward mark</source>
        <translation>Retirer la marque de lâche de %1</translation>
    </message>
    <message>
        <source>Marked a coward: he may not lead a flank march (RULES M1).</source>
        <translation>Marqué comme lâche : il ne peut pas mener de marche de flanc (RULES M1).</translation>
    </message>
    <message>
        <source>No longer marked a coward.</source>
        <translation>N&apos;est plus marqué comme lâche.</translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality she can use none of her ratings (RULES L3).</source>
        <translation>%1 est hors de combat : à 0 de vitalité, elle ne peut utiliser aucune de ses valeurs (RULES L3).</translation>
    </message>
    <message>
        <source>%1 is disabled: at 0 vitality they can use none of their ratings (RULES L3).</source>
        <translation>%1 est hors de combat : à 0 de vitalité, aucune de ses valeurs n&apos;est utilisable (RULES L3).</translation>
    </message>
    <message>
        <source>Marked a coward: she may not lead a flank march (RULES M1).</source>
        <translation>Marquée comme lâche : elle ne peut pas mener de marche de flanc (RULES M1).</translation>
    </message>
    <message>
        <source>Marked a coward: they may not lead a flank march (RULES M1).</source>
        <translation>Marqué·e comme lâche : ne peut pas mener de marche de flanc (RULES M1).</translation>
    </message>
    <message>
        <source>The texts speak of %1 as &quot;%2&quot; already.</source>
        <translation>Les textes parlent déjà de %1 comme « %2 ».</translation>
    </message>
    <message>
        <source>Speak of %1 as &quot;%2&quot;</source>
        <translation>Parler de %1 comme « %2 »</translation>
    </message>
    <message>
        <source>The texts speak of %1 as &quot;%2&quot;.</source>
        <translation>Les textes parlent de %1 comme « %2 ».</translation>
    </message>
    <message>
        <source> She is dead.</source>
        <translation> Elle est morte.</translation>
    </message>
    <message>
        <source> They are dead.</source>
        <translation> Mort·e.</translation>
    </message>
    <message>
        <source> She is disabled.</source>
        <translation> Elle est hors de combat.</translation>
    </message>
    <message>
        <source> They are disabled.</source>
        <translation> Hors de combat.</translation>
    </message>
    <message>
        <source> She is active again.</source>
        <translation> Elle est de nouveau active.</translation>
    </message>
    <message>
        <source> They are active again.</source>
        <translation> De nouveau actif·ve.</translation>
    </message>
    <message>
        <source> She is captured.</source>
        <translation> Elle est capturée.</translation>
    </message>
    <message>
        <source> They are captured.</source>
        <translation> Capturé·e.</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: she %4.</source>
        <translation>%1 : %2 obtenu contre Héroïsme %3 : elle %4.</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3: %5 %4.</source>
        <translation>%1 : %2 obtenu contre Héroïsme %3 : %5 %4.</translation>
    </message>
    <message>
        <source>A duel is fought between two different leaders.</source>
        <translation>Un duel oppose deux chefs différents.</translation>
    </message>
    <message>
        <source>A leader is captured by a side other than the leader&apos;s own (RULES L6).</source>
        <translation>Un chef est capturé par un autre camp que le sien (RULES L6).</translation>
    </message>
    <message>
        <source>The assassin and the target are two different leaders.</source>
        <translation>L&apos;assassin et la cible sont deux chefs différents.</translation>
    </message>
</context>
<context>
    <name>LeaderRetreat</name>
    <message>
        <source>There is no such leader.</source>
        <translation>Ce chef n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is not with a force on the map.</source>
        <translation>%1 n&apos;est pas avec une force sur la carte.</translation>
    </message>
    <message>
        <source>A leader tries to retreat where only leaders are left of both sides (RULES F8); at %1 that is not so.</source>
        <translation>Un chef tente de battre en retraite là où il ne reste que des chefs des deux camps (RULES F8) ; ce n&apos;est pas le cas en %1.</translation>
    </message>
    <message>
        <source>%1 has retreated this turn and may not move again (RULES F6a).</source>
        <translation>%1 a battu en retraite ce tour-ci et ne peut plus se déplacer (RULES F6a).</translation>
    </message>
    <message>
        <source>Every space around %1 is held by the enemy or cannot be entered: %2 has nowhere to retreat, and must duel or be captured (RULES F8).</source>
        <translation>Toutes les cases autour de %1 sont tenues par l&apos;ennemi ou infranchissables : %2 n&apos;a nulle part où battre en retraite, et doit se battre en duel ou être capturé (RULES F8).</translation>
    </message>
    <message>
        <source>Retreat: %1</source>
        <translation>Retraite : %1</translation>
    </message>
    <message>
        <source>%1 retreats from the leaders&apos; meeting at %2 (Maneuver check)</source>
        <translation>%1 se retire de la rencontre des chefs en %2 (test de Manœuvre)</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2 and retreated from %3 to %4 with %5 (RULES F8).</source>
        <translation>%1 obtenu contre Manœuvre %2 : retraite de %3 vers %4 avec %5 (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; he must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>%1 obtenu contre Manœuvre %2 : la retraite depuis %3 échoue ; il doit affronter en duel un chef ennemi présent ou être capturé (RULES F8).</translation>
    </message>
    <message>
        <source>%1 failed his retreat in this battle and may not try again: he must duel or be captured (RULES F8).</source>
        <translation>%1 a échoué dans sa retraite lors de cette bataille et ne peut pas réessayer : il doit se battre en duel ou être capturé (RULES F8).</translation>
    </message>
    <message>
        <source>%1 failed her retreat in this battle and may not try again: she must duel or be captured (RULES F8).</source>
        <translation>%1 a échoué dans sa retraite lors de cette bataille et ne peut pas réessayer : elle doit se battre en duel ou être capturée (RULES F8).</translation>
    </message>
    <message>
        <source>%1 failed their retreat in this battle and may not try again: they must duel or be captured (RULES F8).</source>
        <translation>%1 a échoué dans sa retraite lors de cette bataille et ne peut pas réessayer : reste le duel ou la capture (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; she must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>%1 obtenu contre Manœuvre %2 : la retraite depuis %3 échoue ; elle doit affronter en duel un chef ennemi présent ou être capturée (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled %1 against Maneuver %2: the retreat from %3 fails; they must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>%1 obtenu contre Manœuvre %2 : la retraite depuis %3 échoue ; reste le duel contre un chef ennemi présent ou la capture (RULES F8).</translation>
    </message>
</context>
<context>
    <name>LeaderStatus</name>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Hors de combat</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Capturé</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <source>A place has at most %1 characters.</source>
        <translation>Un nom de lieu compte au plus %1 caractères.</translation>
    </message>
</context>
<context>
    <name>LiveOdds</name>
    <message>
        <source>The defender avoided battle (RULES F1).</source>
        <translation>Le défenseur a évité la bataille (RULES F1).</translation>
    </message>
    <message>
        <source>The exact odds count one flank march; this battle has more on the way.</source>
        <translation>Les chances exactes ne comptent qu&apos;une marche de flanc ; cette bataille en a d&apos;autres en route.</translation>
    </message>
</context>
<context>
    <name>LogVerifier</name>
    <message>
        <source>Roll #%1 (%2): %3</source>
        <translation>Jet n°%1 (%2) : %3</translation>
    </message>
    <message>
        <source>entered by hand, but it claims draws %1 to %2 where the generator stands at %3</source>
        <translation>saisi à la main, mais il prétend couvrir les tirages %1 à %2 alors que le générateur en est à %3</translation>
    </message>
    <message>
        <source>it starts at draw %1, but the rolls before it end at draw %2</source>
        <translation>il commence au tirage %1, mais les jets précédents s&apos;arrêtent au tirage %2</translation>
    </message>
    <message>
        <source>it has no dice</source>
        <translation>il n&apos;a aucun dé</translation>
    </message>
    <message>
        <source>the log says %1, the seed gives %2</source>
        <translation>le journal indique %1, la graine donne %2</translation>
    </message>
    <message>
        <source>it ends at draw %1, the seed gives %2</source>
        <translation>il s&apos;arrête au tirage %1, la graine donne %2</translation>
    </message>
    <message>
        <source>Verification was stopped after %1 of %2 rolls.</source>
        <translation>Vérification interrompue après %1 jets sur %2.</translation>
    </message>
    <message>
        <source>Seed withheld: this is a players&apos; copy. The log verifies once the game master reveals the seed and its salt.</source>
        <translation>Graine non divulguée : ceci est une copie des joueurs. Le journal pourra être vérifié quand le meneur de jeu aura révélé la graine et son sel.</translation>
    </message>
    <message>
        <source>Every roll verifies, but the file is damaged: SQLite&apos;s integrity check says %1. Use a backup copy.</source>
        <translation>Chaque jet se vérifie, mais le fichier est endommagé : la vérification d&apos;intégrité de SQLite signale %1. Utilisez une copie de sauvegarde.</translation>
    </message>
    <message>
        <source>The campaign&apos;s count of values drawn is %1; the log accounts for %2.</source>
        <translation>La campagne compte %1 valeurs tirées ; le journal en justifie %2.</translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message>
        <source>The campaign has no map yet: set its size first.</source>
        <translation>La campagne n&apos;a pas encore de carte : définissez d&apos;abord sa taille.</translation>
    </message>
    <message>
        <source>Hex %1 is not on the map (%2 x %3).</source>
        <translation>L&apos;hexagone %1 n&apos;est pas sur la carte (%2 x %3).</translation>
    </message>
    <message>
        <source>A fortress needs a name.</source>
        <translation>Une forteresse doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is a fortress named %1 already.</source>
        <translation>Il existe déjà une forteresse nommée %1.</translation>
    </message>
    <message>
        <source>A fortress needs an owner among the campaign&apos;s sides.</source>
        <translation>Une forteresse doit appartenir à l&apos;un des camps de la campagne.</translation>
    </message>
    <message>
        <source>Hex %1 holds %2 already.</source>
        <translation>L&apos;hexagone %1 contient déjà %2.</translation>
    </message>
    <message>
        <source>hex %1</source>
        <translation>hexagone %1</translation>
    </message>
    <message>
        <source>Allowed in the movement phase; turn %1 is in its siege phase (RULES T1).</source>
        <translation>Autorisé pendant la phase de mouvement ; le tour %1 en est à sa phase de siège (RULES T1).</translation>
    </message>
    <message>
        <source>Allowed in the siege phase, at the beginning of a turn (RULES T1).</source>
        <translation>Autorisé pendant la phase de siège, au début d&apos;un tour (RULES T1).</translation>
    </message>
    <message>
        <source>A map is from 1 x 1 to %1 x %1 hexes.</source>
        <translation>Une carte mesure de 1 x 1 à %1 x %1 hexagones.</translation>
    </message>
    <message>
        <source>%1 stands at %2, outside %3 x %4.</source>
        <translation>%1 se trouve en %2, hors de %3 x %4.</translation>
    </message>
    <message>
        <source>Map size %1 x %2</source>
        <translation>Taille de la carte %1 x %2</translation>
    </message>
    <message>
        <source>The map is %1 x %2 hexes.</source>
        <translation>La carte mesure %1 x %2 hexagones.</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>Peindre en %1</translation>
    </message>
    <message>
        <source>Those hexes are %1 already.</source>
        <translation>Ces hexagones sont déjà en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) painted %1.</source>
        <translation>
            <numerusform>%n hexagone peint en %1.</numerusform>
            <numerusform>%n hexagones peints en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The place is called that already.</source>
        <translation>Le lieu porte déjà ce nom.</translation>
    </message>
    <message>
        <source>Remove place name</source>
        <translation>Retirer le nom du lieu</translation>
    </message>
    <message>
        <source>Name place %1</source>
        <translation>Nommer le lieu %1</translation>
    </message>
    <message>
        <source>Hex %1 has no name now.</source>
        <translation>L&apos;hexagone %1 n&apos;a plus de nom.</translation>
    </message>
    <message>
        <source>Hex %1 is %2.</source>
        <translation>L&apos;hexagone %1 s&apos;appelle désormais %2.</translation>
    </message>
    <message>
        <source>%1 of %2 stands in that hex.</source>
        <translation>%1 (%2) se trouve dans cet hexagone.</translation>
    </message>
    <message>
        <source>Add fortress %1</source>
        <translation>Ajouter la forteresse %1</translation>
    </message>
    <message>
        <source>%1 (rating %2) stands at %3.</source>
        <translation>%1 (valeur %2) se trouve en %3.</translation>
    </message>
    <message>
        <source>There is no such fortress in this campaign.</source>
        <translation>Cette forteresse n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 is under siege: it cannot move or change hands but by the siege.</source>
        <translation>%1 est assiégée : elle ne peut ni se déplacer ni changer de mains, sinon par le siège.</translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation>Rien à modifier.</translation>
    </message>
    <message>
        <source>Edit fortress %1</source>
        <translation>Modifier la forteresse %1</translation>
    </message>
    <message>
        <source>%1 saved.</source>
        <translation>%1 enregistrée.</translation>
    </message>
    <message>
        <source>%1 is under siege; lift the siege first.</source>
        <translation>%1 est assiégée ; levez d&apos;abord le siège.</translation>
    </message>
    <message>
        <source>Remove fortress %1</source>
        <translation>Supprimer la forteresse %1</translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation>%1 supprimée.</translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>Cette force n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation>%1 s&apos;y trouve déjà.</translation>
    </message>
    <message>
        <source>%1 belongs to %2: a force of %3 cannot stand inside it.</source>
        <translation>%1 appartient à %2 : une force de %3 ne peut pas s&apos;y tenir.</translation>
    </message>
    <message>
        <source>Take %1 off the map</source>
        <translation>Retirer %1 de la carte</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>%1 is off the map.</source>
        <translation>%1 est hors de la carte.</translation>
    </message>
    <message>
        <source>%1 stands at %2.</source>
        <translation>%1 se trouve en %2.</translation>
    </message>
    <message>
        <source>%1 is not on the map; place it in edit mode first.</source>
        <translation>%1 n&apos;est pas sur la carte ; placez-la d&apos;abord en mode édition.</translation>
    </message>
    <message>
        <source>%1 is held by %2: lay siege to it from the hexes around it (RULES S1).</source>
        <translation>%1 est tenue par %2 : assiégez-la depuis les hexagones qui l&apos;entourent (RULES S1).</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n movement point(s) left this turn, not enough to reach %2 (RULES T1a).</source>
        <translation>
            <numerusform>Il reste à %1 %n point de mouvement ce tour-ci, pas assez pour atteindre %2 (RULES T1a).</numerusform>
            <numerusform>Il reste à %1 %n points de mouvement ce tour-ci, pas assez pour atteindre %2 (RULES T1a).</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 vers %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves to %2 (%3), %n movement point(s) left.</source>
        <translation>
            <numerusform>%1 se déplace en %2 (%3), %n point de mouvement restant.</numerusform>
            <numerusform>%1 se déplace en %2 (%3), %n points de mouvement restants.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has tried its forced march this turn (once a turn, RULES T1a).</source>
        <translation>%1 a déjà tenté sa marche forcée ce tour-ci (une fois par tour, RULES T1a).</translation>
    </message>
    <message>
        <source>%1 has no able leader to make the Maneuver check (RULES T1a).</source>
        <translation>%1 n&apos;a aucun chef valide pour faire le test de Manœuvre (RULES T1a).</translation>
    </message>
    <message>
        <source>Forced march of %1</source>
        <translation>Marche forcée de %1</translation>
    </message>
    <message>
        <source>forced march of %1 (Maneuver check)</source>
        <translation>marche forcée de %1 (test de Manœuvre)</translation>
    </message>
    <message>
        <source>Forced march of %1: rolled %2 against Maneuver %3, one more hex this turn.</source>
        <translation>Marche forcée de %1 : jet de %2 contre Manœuvre %3, un hexagone de plus ce tour-ci.</translation>
    </message>
    <message>
        <source>Forced march of %1: rolled %2 against Maneuver %3, no extra hex.</source>
        <translation>Marche forcée de %1 : jet de %2 contre Manœuvre %3, pas d&apos;hexagone supplémentaire.</translation>
    </message>
    <message>
        <source>Turn %1 is in its movement phase already.</source>
        <translation>Le tour %1 est déjà en phase de mouvement.</translation>
    </message>
    <message>
        <source>Begin movement, turn %1</source>
        <translation>Commencer le mouvement, tour %1</translation>
    </message>
    <message>
        <source>Turn %1: movement and battles.</source>
        <translation>Tour %1 : mouvements et batailles.</translation>
    </message>
    <message>
        <source>A fortress&apos;s name has at most %1 characters.</source>
        <translation>Le nom d&apos;une forteresse compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A fortress&apos;s rating is from 1 to %1 (RULES S1).</source>
        <translation>La valeur d&apos;une forteresse va de 1 à %1 (RULES S1).</translation>
    </message>
    <message>
        <source>%1 retreated this turn and may not move again until the next (RULES F6a).</source>
        <translation>%1 a battu en retraite ce tour-ci et ne peut plus se déplacer avant le tour suivant (RULES F6a).</translation>
    </message>
    <message>
        <source>the fortress was taken by %1</source>
        <translation>la forteresse a été prise par %1</translation>
    </message>
    <message>
        <source>%1 takes %2, which no one held (RULES S8).</source>
        <translation>%1 prend %2, que personne ne tenait (RULES S8).</translation>
    </message>
    <message>
        <source>A move needs at least one hex to go to.</source>
        <translation>Un déplacement nécessite au moins un hexagone de destination.</translation>
    </message>
    <message>
        <source>The move names %1 twice in a row.</source>
        <translation>Le déplacement indique l&apos;hexagone %1 deux fois de suite.</translation>
    </message>
    <message>
        <source>Entering %1 ends the move of %2 (RULES T1, S8): the move may not go on to %3.</source>
        <translation>L&apos;entrée dans l&apos;hexagone %1 met fin au déplacement de %2 (RULES T1, S8) : le déplacement ne peut pas se poursuivre vers %3.</translation>
    </message>
    <message>
        <source>%1 shares %2 with an enemy force: it may leave only by avoiding battle (F1) or by a retreat (F6, F6a, F8), not by ordinary movement (RULES F1).</source>
        <translation>%1 partage l&apos;hexagone %2 avec une force ennemie : elle ne peut le quitter qu&apos;en évitant la bataille (F1) ou en battant en retraite (F6, F6a, F8), et non par un mouvement ordinaire (RULES F1).</translation>
    </message>
</context>
<context>
    <name>MapController</name>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (depuis %2)</translation>
    </message>
</context>
<context>
    <name>MapModel</name>
    <message>
        <source>Clear</source>
        <translation>Plaine</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Collines</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montagnes</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
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
        <translation>%1 : la carte, tour %2</translation>
    </message>
    <message>
        <source>%1: the map, turn %2, page %3 of %4 (across %5, down %6)</source>
        <translation>%1 : la carte, tour %2, page %3 sur %4 (colonne %5, ligne %6)</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>A name may not hold a control character (such as NUL) or half of a character.</source>
        <translation>Un nom ne peut contenir ni caractère de contrôle (comme NUL) ni moitié de caractère.</translation>
    </message>
    <message>
        <source>A new campaign needs a name.</source>
        <translation>Une nouvelle campagne doit avoir un nom.</translation>
    </message>
    <message>
        <source>A campaign&apos;s name has at most %1 characters.</source>
        <translation>Le nom d&apos;une campagne compte au plus %1 caractères.</translation>
    </message>
</context>
<context>
    <name>NoteActions</name>
    <message>
        <source>There is no such leader.</source>
        <translation>Ce chef n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Edit notes of %1</source>
        <translation>Modifier les notes de %1</translation>
    </message>
    <message>
        <source>There is no such force.</source>
        <translation>Cette force n&apos;existe pas.</translation>
    </message>
    <message>
        <source>There is no such fortress.</source>
        <translation>Cette forteresse n&apos;existe pas.</translation>
    </message>
    <message>
        <source>There is no such note.</source>
        <translation>Cette note n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The notes are unchanged.</source>
        <translation>Les notes sont inchangées.</translation>
    </message>
    <message>
        <source>Notes saved, for the game master only.</source>
        <translation>Notes enregistrées, réservées au meneur de jeu.</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notes enregistrées.</translation>
    </message>
</context>
<context>
    <name>Orders</name>
    <message>
        <source>force %1</source>
        <translation>force %1</translation>
    </message>
    <message>
        <source>move %1 to %2 (forced march)</source>
        <translation>déplacer %1 vers %2 (marche forcée)</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>déplacer %1 vers %2</translation>
    </message>
    <message>
        <source>heroic deed by %1</source>
        <translation>exploit héroïque de %1</translation>
    </message>
    <message>
        <source>end of the side&apos;s movement</source>
        <translation>fin du mouvement du camp</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>done</source>
        <translation>exécuté</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>No battle was fought: %1</source>
        <translation>Aucune bataille n&apos;a été livrée : %1</translation>
    </message>
    <message>
        <source>The battle could not be kept: %1</source>
        <translation>La bataille n&apos;a pas pu être enregistrée : %1</translation>
    </message>
    <message>
        <source>A side orders its own forces only (RULES T4).</source>
        <translation>Un camp ne donne d&apos;ordres qu&apos;à ses propres forces (RULES T4).</translation>
    </message>
    <message>
        <source>A move names the hexes to go through (RULES T1a).</source>
        <translation>Un mouvement nomme les hexagones à traverser (RULES T1a).</translation>
    </message>
    <message>
        <source>A side orders its own leaders only (RULES T4).</source>
        <translation>Un camp ne donne d&apos;ordres qu&apos;à ses propres chefs (RULES T4).</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign, on a server.</source>
        <translation>Les ordres se donnent dans une campagne partagée, sur un serveur.</translation>
    </message>
    <message>
        <source>Only a game master referees the orders.</source>
        <translation>Seul un meneur de jeu arbitre les ordres.</translation>
    </message>
    <message>
        <source>An observer gives no orders (RULES T4).</source>
        <translation>Un observateur ne donne pas d&apos;ordres (RULES T4).</translation>
    </message>
    <message>
        <source>A player gives orders for his own side only (RULES T4).</source>
        <translation>Un joueur ne donne d&apos;ordres qu&apos;à son propre camp (RULES T4).</translation>
    </message>
    <message>
        <source>A side rolls the break-in of its own sieges only (RULES T4, S2).</source>
        <translation>Un camp ne lance l&apos;assaut que de ses propres sièges (RULES T4, S2).</translation>
    </message>
    <message>
        <source>A break-in&apos;s rerolls are one of %1, not %2 (RULES S2).</source>
        <translation>Les relances d&apos;un assaut valent l&apos;un de %1, pas %2 (RULES S2).</translation>
    </message>
    <message>
        <source>A side sorties from its own fortresses only (RULES T4, S4).</source>
        <translation>Un camp ne fait de sortie que de ses propres forteresses (RULES T4, S4).</translation>
    </message>
    <message>
        <source>siege %1</source>
        <translation>siège %1</translation>
    </message>
    <message>
        <source>break-in roll at %1</source>
        <translation>jet d&apos;assaut à %1</translation>
    </message>
    <message>
        <source>break-in roll at %1, %2</source>
        <translation>jet d&apos;assaut à %1, %2</translation>
    </message>
    <message>
        <source>sortie from %1 against %2</source>
        <translation>sortie de %1 contre %2</translation>
    </message>
    <message>
        <source>re-roll anything but a 6</source>
        <translation>relancer tout sauf un 6</translation>
    </message>
    <message>
        <source>re-roll only a 1</source>
        <translation>relancer seulement un 1</translation>
    </message>
    <message>
        <source>no rerolls</source>
        <translation>aucune relance</translation>
    </message>
    <message>
        <source>This campaign&apos;s dice are rolled at the table (RULES D4): no referee can roll them, so its players&apos; orders cannot be carried out.</source>
        <translation>Les dés de cette campagne sont lancés à la table (RULES D4) : aucun arbitre ne peut les lancer, les ordres de ses joueurs ne peuvent donc pas être exécutés.</translation>
    </message>
    <message>
        <source>No battle at %1 waits for your side&apos;s answer (RULES T4).</source>
        <translation>Aucune bataille en %1 n&apos;attend la réponse de votre camp (RULES T4).</translation>
    </message>
    <message>
        <source>answer to the battle at %1, by the standing orders</source>
        <translation>réponse à la bataille en %1, selon les consignes permanentes</translation>
    </message>
    <message numerus="yes">
        <source>The battle at %1 waits for %2&apos;s answer, %n hour(s) at most (RULES T4).</source>
        <translation>
            <numerusform>La bataille en %1 attend la réponse de %2, %n heure au plus (RULES T4).</numerusform>
            <numerusform>La bataille en %1 attend la réponse de %2, %n heures au plus (RULES T4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The side asked no longer defends at %1.</source>
        <translation>Le camp interrogé ne défend plus en %1.</translation>
    </message>
    <message>
        <source>No battle waits at %1 any more: %2</source>
        <translation>Plus aucune bataille n&apos;attend en %1 : %2</translation>
    </message>
    <message>
        <source>%1, fighting with %2</source>
        <translation>%1, en combattant avec %2</translation>
    </message>
    <message>
        <source>A side sends its own leaders on a flank march only (RULES T4, M2).</source>
        <translation>Un camp n&apos;envoie en marche de flanc que ses propres chefs (RULES T4, M2).</translation>
    </message>
    <message>
        <source>A flank march is LEADER:UNITS:left or LEADER:UNITS:right, not %1 (RULES M2).</source>
        <translation>Une marche de flanc s&apos;écrit CHEF:UNITÉS:left ou CHEF:UNITÉS:right, pas %1 (RULES M2).</translation>
    </message>
    <message>
        <source>An order sends at most %1 flank marches (RULES M2).</source>
        <translation>Un ordre envoie au plus %1 marches de flanc (RULES M2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n unit(s) on the %2</source>
        <translation>
            <numerusform>%1 avec %n unité, flanc %2</numerusform>
            <numerusform>%1 avec %n unités, flanc %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, sending %2 on a flank march</source>
        <translation>%1, en envoyant %2 en marche de flanc</translation>
    </message>
    <message>
        <source>answer to the battle at %1</source>
        <translation>réponse à la bataille en %1</translation>
    </message>
    <message>
        <source>A flank march the move ordered was not sent: %1</source>
        <translation>Une marche de flanc ordonnée avec le mouvement n&apos;est pas partie : %1</translation>
    </message>
    <message>
        <source>A break-in spends from 0 to %1 of the leaders&apos; own rerolls, not %2 (RULES H2).</source>
        <translation>Un assaut dépense de 0 à %1 des relances propres des chefs, pas %2 (RULES H2).</translation>
    </message>
    <message numerus="yes">
        <source>%1, then up to %n of the leaders&apos; own rerolls</source>
        <translation>
            <numerusform>%1, puis jusqu&apos;à %n relance propre des chefs</numerusform>
            <numerusform>%1, puis jusqu&apos;à %n relances propres des chefs</numerusform>
        </translation>
    </message>
    <message>
        <source>The break-in roll at %1 is left to %2&apos;s own order: their player asked to be asked (RULES T4).</source>
        <translation>Le jet d&apos;assaut de %1 est laissé à l&apos;ordre propre de %2 : son joueur a demandé à être consulté (RULES T4).</translation>
    </message>
</context>
<context>
    <name>PastView</name>
    <message>
        <source>No temporary folder to show the campaign as it stood.</source>
        <translation>Aucun dossier temporaire pour montrer la campagne telle qu&apos;elle était.</translation>
    </message>
    <message>
        <source>This is the campaign as it stood earlier in its history: nothing can be changed in it. Go back to now to play on.</source>
        <translation>Voici la campagne telle qu’elle était plus tôt dans son histoire : rien ne peut y être modifié. Revenez au présent pour continuer à jouer.</translation>
    </message>
</context>
<context>
    <name>PlayersCopy</name>
    <message>
        <source>%1 is not a players&apos; copy: it keeps its own seed.</source>
        <translation>%1 n&apos;est pas une copie des joueurs : elle conserve sa propre graine.</translation>
    </message>
    <message>
        <source>The salt is 64 hexadecimal digits, as the game master was shown it.</source>
        <translation>Le sel compte 64 chiffres hexadécimaux, tel qu&apos;il a été montré au meneur de jeu.</translation>
    </message>
    <message>
        <source>The seed %1 and this salt are not the ones the copy was made with: its commitment does not match.</source>
        <translation>La graine %1 et ce sel ne sont pas ceux avec lesquels la copie a été faite : son engagement ne correspond pas.</translation>
    </message>
</context>
<context>
    <name>PrintedSheets</name>
    <message>
        <source>Turn %1, the siege phase</source>
        <translation>Tour %1, phase de siège</translation>
    </message>
    <message>
        <source>Turn %1, the movement phase</source>
        <translation>Tour %1, phase de mouvement</translation>
    </message>
    <message>
        <source>Sides: %1</source>
        <translation>Camps : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s), %1 force(s), %2 fortress(es)</source>
        <translation>
            <numerusform>%n chef, %1 force(s), %2 forteresse(s)</numerusform>
            <numerusform>%n chefs, %1 force(s), %2 forteresse(s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Printed on %1 from %2</source>
        <translation>Imprimé le %1 à partir de %2</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Liste des chefs</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>La carte</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Sièges</translation>
    </message>
    <message>
        <source>Leader sheets</source>
        <translation>Fiches des chefs</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Notes (game master only)</source>
        <translation>Notes (réservées au meneur de jeu)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>no place given</source>
        <translation>aucun lieu indiqué</translation>
    </message>
    <message>
        <source>0 disabled</source>
        <translation>0 hors de combat</translation>
    </message>
    <message>
        <source>−1 dead</source>
        <translation>−1 mort</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>détenu par %1</translation>
    </message>
    <message>
        <source>Trait</source>
        <translation>Caractéristique</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>From the creation roll</source>
        <translation>D&apos;après le jet de création</translation>
    </message>
    <message>
        <source>die %1, a %2</source>
        <translation>dé %1, un %2</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>Vitality %1 of %2 (tick a box for each wound)</source>
        <translation>Vitalité %1 sur %2 (cochez une case par blessure)</translation>
    </message>
    <message>
        <source>Heroic rerolls held: %1</source>
        <translation>Relances héroïques en réserve : %1</translation>
    </message>
    <message>
        <source>As a general: %1 (leadership bonus %2)</source>
        <translation>En tant que général : %1 (bonus de commandement %2)</translation>
    </message>
    <message>
        <source>; marked a coward (RULES M1)</source>
        <translation> ; marqué comme lâche (RULES M1)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>En bon ordre</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Vitalité</translation>
    </message>
    <message>
        <source>%1 (commander)</source>
        <translation>%1 (commandant)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>a fortress</source>
        <translation>une forteresse</translation>
    </message>
    <message>
        <source>The siege of %1</source>
        <translation>Le siège de %1</translation>
    </message>
    <message>
        <source>Fortress</source>
        <translation>Forteresse</translation>
    </message>
    <message>
        <source>%1 at %2, rating %3, held by %4</source>
        <translation>%1 en %2, valeur %3, tenue par %4</translation>
    </message>
    <message>
        <source>Besieger</source>
        <translation>Assiégeant</translation>
    </message>
    <message>
        <source>Breaching force</source>
        <translation>Force d&apos;assaut</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>since turn %1, %2 turns so far</source>
        <translation>depuis le tour %1, %2 tours jusqu&apos;ici</translation>
    </message>
    <message>
        <source>turns %1 to %2</source>
        <translation>tours %1 à %2</translation>
    </message>
    <message>
        <source>Units lost to the walls</source>
        <translation>Unités perdues devant les murailles</translation>
    </message>
    <message>
        <source>Last break-in</source>
        <translation>Dernier assaut</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Relances</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
</context>
<context>
    <name>Pronoun</name>
    <message>
        <source>he</source>
        <translation>il</translation>
    </message>
    <message>
        <source>she</source>
        <translation>elle</translation>
    </message>
    <message>
        <source>they</source>
        <translation>iel (neutre)</translation>
    </message>
</context>
<context>
    <name>Refuge</name>
    <message>
        <source>%1 escapes to %2 (RULES H3).</source>
        <translation>%1 se réfugie auprès de %2 (RULES H3).</translation>
    </message>
    <message>
        <source>Escapes to %1.</source>
        <translation>Se réfugie auprès de %1.</translation>
    </message>
    <message>
        <source>%1 escapes; his side has no force or fortress to take him in (RULES H3).</source>
        <translation>%1 s&apos;échappe ; son camp n&apos;a ni force ni forteresse pour l&apos;accueillir (RULES H3).</translation>
    </message>
    <message>
        <source>Escapes, with no friendly force or fortress to go to.</source>
        <translation>S&apos;échappe, sans force ni forteresse amie où se rendre.</translation>
    </message>
    <message>
        <source>%1: rolled %2 against Heroics %3 and %4.</source>
        <translation>%1 : jet de %2 contre Héroïsme %3, il %4.</translation>
    </message>
    <message>
        <source>Nothing is left of %1.</source>
        <translation>Il ne reste rien de %1.</translation>
    </message>
    <message numerus="yes">
        <source>(%n reroll(s) spent, RULES H2)</source>
        <translation>
            <numerusform>(%n relance dépensée, RULES H2)</numerusform>
            <numerusform>(%n relances dépensées, RULES H2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 escapes; her side has no force or fortress to take her in (RULES H3).</source>
        <translation>%1 s&apos;échappe ; son camp n&apos;a ni force ni forteresse pour l&apos;accueillir (RULES H3).</translation>
    </message>
    <message>
        <source>%1 escapes; their side has no force or fortress to take them in (RULES H3).</source>
        <translation>%1 s&apos;échappe ; son camp n&apos;a ni force ni forteresse pour l&apos;accueillir (RULES H3).</translation>
    </message>
</context>
<context>
    <name>RosterImport</name>
    <message>
        <source>is missing</source>
        <translation>est manquant</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>doit être un texte</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>has more than %1 characters</source>
        <translation>comporte plus de %1 caractères</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>doit être un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be an object of the seven traits</source>
        <translation>doit être un objet contenant les sept caractéristiques</translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>L&apos;entrée %1</translation>
    </message>
    <message>
        <source>Entry %1 (%2)</source>
        <translation>L&apos;entrée %1 (%2)</translation>
    </message>
    <message>
        <source>The file is not JSON: %1 at byte %2.</source>
        <translation>Le fichier n&apos;est pas du JSON : %1 à l&apos;octet %2.</translation>
    </message>
    <message>
        <source>The file is not a Castellan roster: its field &quot;format&quot; is not &quot;%1&quot;.</source>
        <translation>Le fichier n&apos;est pas une liste des chefs Castellan : son champ « format » ne vaut pas « %1 ».</translation>
    </message>
    <message>
        <source>The roster is of format version %1; this Castellan reads version %2 and older.</source>
        <translation>La liste des chefs est au format version %1 ; cette version de Castellan lit la version %2 et les précédentes.</translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;leaders&quot; must be a list of leaders.</source>
        <translation>Le champ « leaders » de la liste des chefs doit être une liste de chefs.</translation>
    </message>
    <message>
        <source>The roster has no leaders.</source>
        <translation>La liste des chefs ne contient aucun chef.</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>names a leader an earlier entry names too</source>
        <translation>nomme un chef déjà nommé par une entrée précédente</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1, field &quot;%2&quot;: %3</source>
        <translation>%1, champ « %2 » : %3</translation>
    </message>
    <message>
        <source>%1 is not imported: %2</source>
        <translation>%1 n&apos;est pas importé : %2</translation>
    </message>
    <message numerus="yes">
        <source>Import %n leader(s) from %1</source>
        <translation>
            <numerusform>Importer %n chef depuis %1</numerusform>
            <numerusform>Importer %n chefs depuis %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Joined the campaign from the roster file %1.</source>
        <translation>A rejoint la campagne depuis le fichier de liste des chefs %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n leader(s) imported from %1.</source>
        <translation>
            <numerusform>%n chef importé depuis %1.</numerusform>
            <numerusform>%n chefs importés depuis %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not JSON: %1 at byte %2, in entry %3, field &quot;%4&quot;.</source>
        <translation>Le fichier n&apos;est pas du JSON : %1 à l&apos;octet %2, dans l&apos;entrée %3, champ « %4 ».</translation>
    </message>
    <message>
        <source>Entry %1, field &quot;%2&quot;: is given twice.</source>
        <translation>Entrée %1, champ « %2 » : est donné deux fois.</translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;%1&quot; is given twice.</source>
        <translation>Le champ « %1 » de la liste est donné deux fois.</translation>
    </message>
    <message>
        <source>The roster&apos;s field &quot;version&quot; must be a whole number, not %1; this Castellan reads version %2 and older.</source>
        <translation>Le champ « version » de la liste doit être un nombre entier, pas %1 ; ce Castellan lit la version %2 et les plus anciennes.</translation>
    </message>
    <message>
        <source>must be he, she or they</source>
        <translation>doit être he, she ou they</translation>
    </message>
    <message>
        <source>names the leader&apos;s own side (RULES L6)</source>
        <translation>désigne le propre camp du chef (RULES L6)</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>There is no rule option %1.</source>
        <translation>Il n&apos;existe pas d&apos;option de règles %1.</translation>
    </message>
    <message>
        <source>%1 is 1 (on) or 0 (off).</source>
        <translation>%1 vaut 1 (activée) ou 0 (désactivée).</translation>
    </message>
    <message>
        <source>%1 takes a whole number from %2 to 99.</source>
        <translation>%1 accepte un nombre entier de %2 à 99.</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>must be a key of lower-case letters, digits and _ (&quot;%1&quot;)</source>
        <translation>doit être une clé faite de lettres minuscules, de chiffres et de _ (&quot;%1&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a face of the die, not a unit type</source>
        <translation>&quot;%1&quot; est une face du dé, pas un type d&apos;unité</translation>
    </message>
    <message>
        <source>must list the dice at range 1 and beyond (1 to %1 ranges)</source>
        <translation>doit lister les dés à la portée 1 et au-delà (1 à %1 portées)</translation>
    </message>
    <message>
        <source>must be a unit type&apos;s key</source>
        <translation>doit être la clé d&apos;un type d&apos;unité</translation>
    </message>
    <message>
        <source>must be &quot;never&quot;, &quot;with_leader&quot; or &quot;always&quot;</source>
        <translation>doit valoir &quot;never&quot;, &quot;with_leader&quot; ou &quot;always&quot;</translation>
    </message>
    <message>
        <source>is not JSON: %1 at byte %2</source>
        <translation>n&apos;est pas du JSON : %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation>doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads 1)</source>
        <translation>est dans un format que cette version ne lit pas (elle lit le format 1)</translation>
    </message>
    <message>
        <source>must list 1 to %1 unit types</source>
        <translation>doit lister de 1 à %1 types d&apos;unités</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a unit type twice</source>
        <translation>&quot;%1&quot; apparaît deux fois comme type d&apos;unité</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no unit type of this ruleset</source>
        <translation>&quot;%1&quot; n&apos;est pas un type d&apos;unité de ce jeu de règles</translation>
    </message>
    <message>
        <source>must list 1 to %1 terrains, open ground first</source>
        <translation>doit lister de 1 à %1 terrains, le terrain découvert en premier</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a terrain twice</source>
        <translation>&quot;%1&quot; apparaît deux fois comme terrain</translation>
    </message>
    <message>
        <source>must list the die&apos;s six faces</source>
        <translation>doit lister les six faces du dé</translation>
    </message>
    <message>
        <source>must be a unit type&apos;s key, &quot;flag&quot; or &quot;swords&quot;</source>
        <translation>doit être la clé d&apos;un type d&apos;unité, &quot;flag&quot; ou &quot;swords&quot;</translation>
    </message>
    <message>
        <source>The ruleset %1 %2.</source>
        <translation>Le jeu de règles %1 %2.</translation>
    </message>
    <message>
        <source>The ruleset %1: %2 %3.</source>
        <translation>Le jeu de règles %1 : %2 %3.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>it is not a file of at most 1 MB</source>
        <translation>ce n&apos;est pas un fichier d&apos;au plus 1 Mo</translation>
    </message>
    <message>
        <source>Could not read the ruleset %1: %2</source>
        <translation>Impossible de lire le jeu de règles %1 : %2</translation>
    </message>
    <message>
        <source>a ruleset</source>
        <translation>jeu de règles</translation>
    </message>
    <message>
        <source>must list the level of each Maneuver rating, 1 to 6</source>
        <translation>doit lister le niveau de chaque valeur de Manœuvre, de 1 à 6</translation>
    </message>
    <message>
        <source>must be &quot;incompetent&quot;, &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; or &quot;excellent&quot;</source>
        <translation>doit valoir &quot;incompetent&quot;, &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; ou &quot;excellent&quot;</translation>
    </message>
</context>
<context>
    <name>RulesetActions</name>
    <message>
        <source>The battles on the board already use %1.</source>
        <translation>Les batailles sur le plateau utilisent déjà %1.</translation>
    </message>
    <message>
        <source>Tactical ruleset %1</source>
        <translation>Jeu de règles tactique %1</translation>
    </message>
    <message>
        <source>Battles on the board use %1 now.</source>
        <translation>Les batailles sur le plateau utilisent désormais %1.</translation>
    </message>
</context>
<context>
    <name>RulesetKey</name>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>terrain dégagé</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>bois</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>colline</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>ruisseau</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>drapeau</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>épées</translation>
    </message>
</context>
<context>
    <name>Sample</name>
    <message>
        <source>The Sundered Crown</source>
        <translation>La Couronne brisée</translation>
    </message>
    <message>
        <source>Kingdom of Aldmere</source>
        <translation>Royaume d&apos;Aldmere</translation>
    </message>
    <message>
        <source>Thornwall League</source>
        <translation>Ligue de Thornwall</translation>
    </message>
    <message>
        <source>Free Marches</source>
        <translation>Marches libres</translation>
    </message>
</context>
<context>
    <name>ScanActions</name>
    <message>
        <source>The map has no scan under it: lay one first.</source>
        <translation>La carte n&apos;a pas de scan en dessous : placez-en un d&apos;abord.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Le fichier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is not a file that holds an image.</source>
        <translation>%1 n&apos;est pas un fichier contenant une image.</translation>
    </message>
    <message>
        <source>%1 is larger than a scan may be (%2 MB).</source>
        <translation>%1 dépasse la taille maximale d&apos;un scan (%2 Mo).</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is %2 x %3 pixels; a scan may have at most %4 on a side.</source>
        <translation>%1 mesure %2 x %3 pixels ; un scan ne peut dépasser %4 de côté.</translation>
    </message>
    <message>
        <source>%1 is not an image this app can read (%2).</source>
        <translation>%1 n&apos;est pas une image que cette application sait lire (%2).</translation>
    </message>
    <message>
        <source>Lay the scan %1</source>
        <translation>Placer le scan %1</translation>
    </message>
    <message>
        <source>The scan %1 (%2 x %3 pixels) lies under the map, fitted to it: align it to the hexes.</source>
        <translation>Le scan %1 (%2 x %3 pixels) est placé sous la carte, ajusté à sa taille : alignez-le sur les hexagones.</translation>
    </message>
    <message>
        <source>Remove the scan</source>
        <translation>Retirer le scan</translation>
    </message>
    <message>
        <source>The map has no scan under it now.</source>
        <translation>La carte n&apos;a plus de scan en dessous.</translation>
    </message>
    <message>
        <source>Hex %1 is not on the map (%2 x %3).</source>
        <translation>L&apos;hexagone %1 n&apos;est pas sur la carte (%2 x %3).</translation>
    </message>
    <message>
        <source>Align the scan to %1 and %2</source>
        <translation>Aligner le scan sur %1 et %2</translation>
    </message>
    <message>
        <source>The scan is aligned to hexes %1 and %2: a hex is %3 pixels wide on it, turned %4°.</source>
        <translation>Le scan est aligné sur les hexagones %1 et %2 : un hexagone y mesure %3 pixels de large, avec une rotation de %4°.</translation>
    </message>
    <message>
        <source>A hex is from %1 to %2 pixels wide on a scan, and a shift at most %3 hexes.</source>
        <translation>Sur un scan, un hexagone mesure de %1 à %2 pixels de large, et un décalage ne dépasse pas %3 hexagones.</translation>
    </message>
    <message>
        <source>Nudge the scan</source>
        <translation>Ajuster le scan</translation>
    </message>
    <message>
        <source>A hex is %1 pixels wide on the scan, turned %2°.</source>
        <translation>Un hexagone mesure %1 pixels de large sur le scan, avec une rotation de %2°.</translation>
    </message>
    <message>
        <source>The grid&apos;s opacity is from 0 (hidden) to 100%.</source>
        <translation>L&apos;opacité de la grille va de 0 (masquée) à 100%.</translation>
    </message>
    <message>
        <source>Hide the grid</source>
        <translation>Masquer la grille</translation>
    </message>
    <message>
        <source>Grid at %1%</source>
        <translation>Grille à %1%</translation>
    </message>
    <message>
        <source>The grid is hidden over the scan.</source>
        <translation>La grille est masquée sur le scan.</translation>
    </message>
    <message>
        <source>The grid shows at %1% over the scan.</source>
        <translation>La grille s&apos;affiche à %1% sur le scan.</translation>
    </message>
</context>
<context>
    <name>ScanAlignment</name>
    <message>
        <source>Both marks name hex %1: mark two hexes far apart.</source>
        <translation>Les deux repères désignent l&apos;hexagone %1 : repérez deux hexagones éloignés l&apos;un de l&apos;autre.</translation>
    </message>
    <message>
        <source>The two marks are on the same spot of the scan: mark two hexes far apart.</source>
        <translation>Les deux repères sont au même endroit du scan : repérez deux hexagones éloignés l&apos;un de l&apos;autre.</translation>
    </message>
    <message>
        <source>The marks would make a hex %1 pixels wide on the scan: check the hexes named.</source>
        <translation>Ces repères donneraient un hexagone de %1 pixels de large sur le scan : vérifiez les hexagones indiqués.</translation>
    </message>
</context>
<context>
    <name>ScenarioCatalogue</name>
    <message>
        <source>There is no scenario %1 among those shipped or in %2.</source>
        <translation>Il n&apos;y a pas de scénario %1 parmi ceux fournis ni dans %2.</translation>
    </message>
</context>
<context>
    <name>ServerAccess</name>
    <message>
        <source>game master</source>
        <translation>meneur de jeu</translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>observer</source>
        <translation>observateur</translation>
    </message>
    <message>
        <source>%1 is now a game master of the campaign.</source>
        <translation>%1 est maintenant meneur de jeu de la campagne.</translation>
    </message>
    <message>
        <source>%1 is now a player of the campaign, for %2.</source>
        <translation>%1 est maintenant joueur de la campagne, pour %2.</translation>
    </message>
    <message>
        <source>%1 is now an observer of the campaign.</source>
        <translation>%1 est maintenant observateur de la campagne.</translation>
    </message>
</context>
<context>
    <name>ServerLocation</name>
    <message>
        <source>%1 is not a server campaign&apos;s address (%2).</source>
        <translation>%1 n&apos;est pas l&apos;adresse d&apos;une campagne sur serveur (%2).</translation>
    </message>
    <message>
        <source>A server campaign&apos;s address never holds a password: put it in ~/.pgpass, or type it when the server asks.</source>
        <translation>L&apos;adresse d&apos;une campagne sur serveur ne contient jamais de mot de passe : mettez-le dans ~/.pgpass, ou saisissez-le quand le serveur le demande.</translation>
    </message>
    <message>
        <source>%1 lacks a user, a host or a database: a server campaign is named as %2.</source>
        <translation>Il manque à %1 un utilisateur, un hôte ou une base de données : une campagne sur serveur s&apos;écrit %2.</translation>
    </message>
    <message>
        <source>%1 names no campaign, or a bad one: ?campaign= takes a name of small letters, digits and _, starting with a letter, at most 32 characters.</source>
        <translation>%1 ne désigne aucune campagne, ou une campagne incorrecte : ?campaign= attend un nom fait de lettres minuscules, de chiffres et de _, commençant par une lettre, de 32 caractères au plus.</translation>
    </message>
</context>
<context>
    <name>SheetPrinter</name>
    <message>
        <source>Laying out the sheets…</source>
        <translation>Mise en page des fiches…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Impression</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Aperçu avant impression — %1</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Write these pages to a PDF file</source>
        <translation>Écrire ces pages dans un fichier PDF</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Écrit dans %1.</translation>
    </message>
    <message>
        <source>%1 — the map</source>
        <translation>%1 — la carte</translation>
    </message>
</context>
<context>
    <name>SideActions</name>
    <message>
        <source>There is no such side in this campaign.</source>
        <translation>Ce camp n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>A side needs a name.</source>
        <translation>Un camp doit avoir un nom.</translation>
    </message>
    <message>
        <source>A side&apos;s name has at most %1 characters.</source>
        <translation>Le nom d&apos;un camp compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>The campaign has a side named %1 already.</source>
        <translation>La campagne a déjà un camp nommé %1.</translation>
    </message>
    <message>
        <source>Add side %1</source>
        <translation>Ajouter le camp %1</translation>
    </message>
    <message>
        <source>The side %1 joins the campaign.</source>
        <translation>Le camp %1 rejoint la campagne.</translation>
    </message>
    <message>
        <source>Rename side %1</source>
        <translation>Renommer le camp %1</translation>
    </message>
    <message>
        <source>%1 is now called %2.</source>
        <translation>%1 s&apos;appelle désormais %2.</translation>
    </message>
    <message>
        <source>That is not a colour: give one as #rrggbb or by its name.</source>
        <translation>Ce n&apos;est pas une couleur : indiquez-la sous la forme #rrggbb ou par son nom.</translation>
    </message>
    <message>
        <source>Colour of side %1</source>
        <translation>Couleur du camp %1</translation>
    </message>
    <message>
        <source>%1 is drawn in %2.</source>
        <translation>%1 est dessiné en %2.</translation>
    </message>
    <message>
        <source>%1 serves or holds %2: a side in use stays.</source>
        <translation>%1 sert ou détient %2 : un camp utilisé ne peut pas être supprimé.</translation>
    </message>
    <message>
        <source>%1 has the force %2: a side in use stays.</source>
        <translation>%1 possède la force %2 : un camp utilisé ne peut pas être supprimé.</translation>
    </message>
    <message>
        <source>%1 holds the fortress %2: a side in use stays.</source>
        <translation>%1 tient la forteresse %2 : un camp utilisé ne peut pas être supprimé.</translation>
    </message>
    <message>
        <source>%1 has laid a siege: a side in use stays.</source>
        <translation>%1 a mis un siège : un camp utilisé ne peut pas être supprimé.</translation>
    </message>
    <message>
        <source>The roll log has dice of %1: a side in the log stays.</source>
        <translation>Le journal des jets contient des dés de %1 : un camp présent dans le journal ne peut pas être supprimé.</translation>
    </message>
    <message>
        <source>Remove side %1</source>
        <translation>Supprimer le camp %1</translation>
    </message>
    <message>
        <source>The side %1 is removed.</source>
        <translation>Le camp %1 est supprimé.</translation>
    </message>
</context>
<context>
    <name>SideMovement</name>
    <message>
        <source>Every side has ended its movement in turn %1: the game master ends the turn (RULES T4).</source>
        <translation>Chaque camp a terminé son mouvement au tour %1 : le meneur de jeu termine le tour (RULES T4).</translation>
    </message>
    <message>
        <source>It is %1&apos;s movement: %2 moves when %1 has ended it (RULES T4).</source>
        <translation>C&apos;est le mouvement de %1 : %2 se déplace quand %1 l&apos;a terminé (RULES T4).</translation>
    </message>
    <message>
        <source>The campaign has no such side.</source>
        <translation>La campagne n&apos;a pas ce camp.</translation>
    </message>
    <message>
        <source>End %1&apos;s movement</source>
        <translation>Terminer le mouvement de %1</translation>
    </message>
    <message>
        <source>%1 has ended its movement.</source>
        <translation>%1 a terminé son mouvement.</translation>
    </message>
    <message>
        <source>%1 moves next.</source>
        <translation>%1 se déplace ensuite.</translation>
    </message>
    <message>
        <source>Every side has moved: the game master ends the turn.</source>
        <translation>Chaque camp s&apos;est déplacé : le meneur de jeu termine le tour.</translation>
    </message>
</context>
<context>
    <name>SideView</name>
    <message>
        <source>The campaign has no such side.</source>
        <translation>La campagne n’a pas ce camp.</translation>
    </message>
    <message>
        <source>No temporary folder to show the side&apos;s view in.</source>
        <translation>Aucun dossier temporaire pour montrer la vue du camp.</translation>
    </message>
    <message>
        <source>This is the campaign as the players of %1 see it: nothing can be changed here. Go back to the game master&apos;s view to play on.</source>
        <translation>Voici la campagne telle que la voient les joueurs de %1 : rien ne peut être modifié ici. Revenez à la vue du maître de jeu pour continuer à jouer.</translation>
    </message>
</context>
<context>
    <name>SiegeActions</name>
    <message>
        <source>fled from %1</source>
        <translation>en fuite depuis %1</translation>
    </message>
    <message>
        <source>the fortress fell</source>
        <translation>la forteresse est tombée</translation>
    </message>
    <message>
        <source>%1 falls to %2.</source>
        <translation>%1 tombe aux mains de %2.</translation>
    </message>
    <message>
        <source>The besiegers must hold every other hex around %1: %2, or %3 (RULES S1).</source>
        <translation>Les assiégeants doivent tenir un hexagone sur deux autour de %1 : %2, ou %3 (RULES S1).</translation>
    </message>
    <message>
        <source>There is no such fortress or force in this campaign.</source>
        <translation>Cette forteresse ou cette force n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 is under siege already.</source>
        <translation>%1 est déjà assiégée.</translation>
    </message>
    <message>
        <source>%1 belongs to %2 already.</source>
        <translation>%1 appartient déjà à %2.</translation>
    </message>
    <message>
        <source>%1 must stand next to %2 to breach it.</source>
        <translation>%1 doit être adjacente à %2 pour l&apos;assaillir.</translation>
    </message>
    <message>
        <source>Lay siege to %1</source>
        <translation>Assiéger %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 lays siege to %2 with %n unit(s); %3 breaches.</source>
        <translation>
            <numerusform>%1 assiège %2 avec %n unité ; %3 mène l&apos;assaut.</numerusform>
            <numerusform>%1 assiège %2 avec %n unités ; %3 mène l&apos;assaut.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no such siege going on.</source>
        <translation>Aucun siège de ce type n&apos;est en cours.</translation>
    </message>
    <message>
        <source>Lift the siege of %1</source>
        <translation>Lever le siège de %1</translation>
    </message>
    <message>
        <source>lifted by the besieger</source>
        <translation>levé par l&apos;assiégeant</translation>
    </message>
    <message>
        <source>The siege of %1 is lifted.</source>
        <translation>Le siège de %1 est levé.</translation>
    </message>
    <message>
        <source>This siege has had its break-in roll this turn (RULES S2).</source>
        <translation>Ce siège a déjà eu son jet d&apos;assaut ce tour-ci (RULES S2).</translation>
    </message>
    <message>
        <source>The siege of %1 has not had its break-in roll this turn (RULES S2).</source>
        <translation>Le siège de %1 n&apos;a pas encore eu son jet d&apos;assaut ce tour-ci (RULES S2).</translation>
    </message>
    <message>
        <source>Break-in roll</source>
        <translation>Jet d&apos;assaut</translation>
    </message>
    <message>
        <source>Break-in roll at %1</source>
        <translation>Jet d&apos;assaut contre %1</translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in roll</source>
        <translation>siège de %1, tour %2 : jet d&apos;assaut</translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in reroll</source>
        <translation>siège de %1, tour %2 : relance du jet d&apos;assaut</translation>
    </message>
    <message>
        <source>%1: the break-in roll is %2, nothing happens.</source>
        <translation>%1 : le jet d&apos;assaut donne %2, rien ne se passe.</translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 6: the besiegers break in (RULES S3).</source>
        <translation>%1 : le jet d&apos;assaut donne 6 : les assiégeants forcent l&apos;entrée (RULES S3).</translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 1: %2 loses a unit.</source>
        <translation>%1 : le jet d&apos;assaut donne 1 : %2 perd une unité.</translation>
    </message>
    <message>
        <source>%1: the break-in roll is a 1, but no besieger has a unit to lose.</source>
        <translation>%1 : le jet d&apos;assaut donne 1, mais aucun assiégeant n&apos;a d&apos;unité à perdre.</translation>
    </message>
    <message>
        <source>This break-in roll has landed.</source>
        <translation>Ce jet d&apos;assaut est déjà appliqué.</translation>
    </message>
    <message>
        <source>Break-in at %1</source>
        <translation>Assaut contre %1</translation>
    </message>
    <message>
        <source>%1 still holds %2: fight the break-in battle.</source>
        <translation>%1 tient toujours %2 : livrez la bataille d&apos;assaut.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <source>the besiegers&apos; strength fell below the rating</source>
        <translation>la force des assiégeants est tombée sous la valeur de la forteresse</translation>
    </message>
    <message>
        <source>the zone of control was broken</source>
        <translation>la zone de contrôle a été rompue</translation>
    </message>
    <message>
        <source>%1 now breaches at %2.</source>
        <translation>%1 mène désormais l&apos;assaut contre %2.</translation>
    </message>
    <message>
        <source>The siege of %1 ends: %2 (RULES S5).</source>
        <translation>Le siège de %1 prend fin : %2 (RULES S5).</translation>
    </message>
    <message>
        <source>No force of another side stands next to %1 (RULES S1).</source>
        <translation>Aucune force d&apos;un autre camp n&apos;est adjacente à %1 (RULES S1).</translation>
    </message>
    <message>
        <source>Allowed in the siege phase, at the beginning of a turn (RULES T1).</source>
        <translation>Autorisé pendant la phase de siège, au début d&apos;un tour (RULES T1).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n unité)</numerusform>
            <numerusform>%1 (%n unités)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 good, %3 broken)</source>
        <translation>%1 (%2 en bon ordre, %3 en déroute)</translation>
    </message>
    <message>
        <source>%1 besieged %2&apos;s fortress %3 (rating %4). Breaching force: %5. Pickets: %6. Garrison: %7. As of turn %8.</source>
        <translation>%1 a assiégé la forteresse %3 de %2 (valeur %4). Force d&apos;assaut : %5. Avant-postes : %6. Garnison : %7. Au tour %8.</translation>
    </message>
    <message>
        <source>fall of %1, survival check: %2</source>
        <translation>chute de %1, test de survie : %2</translation>
    </message>
    <message>
        <source>%1 falls</source>
        <translation>Chute de %1</translation>
    </message>
    <message>
        <source>siege of %1, turn %2: break-in reroll by %3 (RULES H2)</source>
        <translation>siège de %1, tour %2 : relance du jet d&apos;assaut par %3 (RULES H2)</translation>
    </message>
    <message>
        <source>Spends a reroll on the break-in roll at %1: a %2 becomes a %3.</source>
        <translation>Dépense une relance sur le jet d&apos;assaut contre %1 : un %2 devient un %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %n unspent reroll(s) lapse with the siege turn (RULES H2).</source>
        <translation>
            <numerusform>%n relance non utilisée de %1 est perdue avec le tour de siège (RULES H2).</numerusform>
            <numerusform>Les %n relances non utilisées de %1 sont perdues avec le tour de siège (RULES H2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>His %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>Sa relance non utilisée (%n) est perdue avec le tour de siège contre %1 (RULES H2).</numerusform>
            <numerusform>Ses %n relances non utilisées sont perdues avec le tour de siège contre %1 (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Laid siege to %1.</source>
        <translation>A mis le siège devant %1.</translation>
    </message>
    <message>
        <source>break-in</source>
        <translation>entrée forcée</translation>
    </message>
    <message>
        <source>a unit lost</source>
        <translation>une unité perdue</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>The besiegers of %1 rolled a 6: the break-in battle is owed before the turn goes on (RULES S3).</source>
        <translation>Les assiégeants de %1 ont fait un 6 : la bataille d&apos;assaut est due avant que le tour continue (RULES S3).</translation>
    </message>
    <message>
        <source>No siege waits for its break-in roll or its break-in battle this turn.</source>
        <translation>Aucun siège n&apos;attend son jet d&apos;assaut ni sa bataille d&apos;assaut ce tour-ci.</translation>
    </message>
    <message>
        <source>Only a siege that broke in this turn, and has not fought for it yet, can take its fortress (RULES S3).</source>
        <translation>Seul un siège qui a percé ce tour-ci, et ne s&apos;est pas encore battu pour cela, peut prendre sa forteresse (RULES S3).</translation>
    </message>
    <message numerus="yes">
        <source>The besiegers around %1 have %n unit(s); its rating is %2 (RULES S1).</source>
        <translation>
            <numerusform>Les assiégeants autour de %1 ont %n unité ; sa valeur est %2 (RULES S1).</numerusform>
            <numerusform>Les assiégeants autour de %1 ont %n unités ; sa valeur est %2 (RULES S1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Her %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>Sa relance non utilisée (%n) est perdue avec le tour de siège contre %1 (RULES H2).</numerusform>
            <numerusform>Ses %n relances non utilisées sont perdues avec le tour de siège contre %1 (RULES H2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Their %n unspent reroll(s) lapse with the siege turn at %1 (RULES H2).</source>
        <translation>
            <numerusform>Sa relance non utilisée (%n) est perdue avec le tour de siège contre %1 (RULES H2).</numerusform>
            <numerusform>Ses %n relances non utilisées sont perdues avec le tour de siège contre %1 (RULES H2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SiegePhase</name>
    <message>
        <source>There is no such siege in this campaign.</source>
        <translation>Ce siège n&apos;existe pas dans cette campagne.</translation>
    </message>
</context>
<context>
    <name>Sortie</name>
    <message>
        <source>There is no such siege going on.</source>
        <translation>Aucun siège de ce type n&apos;est en cours.</translation>
    </message>
    <message>
        <source>A sortie comes at the beginning of a turn (RULES S4). %1</source>
        <translation>Une sortie a lieu au début d&apos;un tour (RULES S4). %1</translation>
    </message>
    <message>
        <source>The sortie must attack a besieging force around %1, not a breaching force that broke in this turn (RULES S4).</source>
        <translation>La sortie doit attaquer une force assiégeante autour de %1, pas une force d&apos;assaut entrée ce tour-ci (RULES S4).</translation>
    </message>
    <message>
        <source>Sortie from %1</source>
        <translation>Sortie depuis %1</translation>
    </message>
    <message>
        <source>%1 takes %2; %3 falls back to %4.</source>
        <translation>%1 prend %2 ; %3 se replie en %4.</translation>
    </message>
    <message>
        <source>The sortie from %1 comes after this turn&apos;s break-in roll (RULES S4).</source>
        <translation>La sortie depuis %1 a lieu après le jet d&apos;assaut de ce tour (RULES S4).</translation>
    </message>
    <message>
        <source>The garrison of %1 has no unit in good order to sortie with (RULES S4).</source>
        <translation>La garnison de %1 n&apos;a aucune unité en bon ordre pour faire une sortie (RULES S4).</translation>
    </message>
    <message>
        <source>Only able leaders inside %1 may go out with the sortie (RULES S4).</source>
        <translation>Seuls les chefs aptes présents dans %1 peuvent accompagner la sortie (RULES S4).</translation>
    </message>
    <message>
        <source>The sortie goes back inside %1.</source>
        <translation>La sortie rentre dans %1.</translation>
    </message>
    <message>
        <source>The sortie from %1 comes after this turn&apos;s break-in battle (RULES S4).</source>
        <translation>La sortie de %1 vient après la bataille d&apos;assaut de ce tour (RULES S4).</translation>
    </message>
    <message>
        <source>The sortie from %1 waits for %2&apos;s answer (RULES S4, T4).</source>
        <translation>La sortie de %1 attend la réponse de %2 (RULES S4, T4).</translation>
    </message>
    <message>
        <source>Whether a sortie waits for an answer could not be read: %1</source>
        <translation>Impossible de lire si une sortie attend une réponse : %1</translation>
    </message>
</context>
<context>
    <name>StandingBattle</name>
    <message>
        <source>A battle&apos;s choices are %1, not %2 (RULES T4).</source>
        <translation>Les choix d&apos;une bataille sont %1, pas %2 (RULES T4).</translation>
    </message>
    <message>
        <source>%1 is one of %2, not %3 (RULES T4).</source>
        <translation>%1 vaut l&apos;un de %2, pas %3 (RULES T4).</translation>
    </message>
</context>
<context>
    <name>Survival</name>
    <message>
        <source>escapes</source>
        <translation>s&apos;échappe</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>meurt</translation>
    </message>
    <message>
        <source>is captured</source>
        <translation>est capturé</translation>
    </message>
</context>
<context>
    <name>TacticalBattle</name>
    <message>
        <source>%1 %2 at %3</source>
        <translation>%2 (%1) en %3</translation>
    </message>
    <message>
        <source>%1 (with %2)</source>
        <translation>%1 (avec %2)</translation>
    </message>
    <message>
        <source>tactical battle</source>
        <translation>bataille tactique</translation>
    </message>
    <message>
        <source>%1, turn %2, %3</source>
        <translation>%1, tour %2, %3</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>%1 has rolled its activation dice this turn.</source>
        <translation>%1 a déjà lancé ses dés d&apos;activation ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 activation</source>
        <translation>activation de %1</translation>
    </message>
    <message>
        <source>%1 activation re-roll</source>
        <translation>relance d&apos;activation de %1</translation>
    </message>
    <message>
        <source>Roll the activation dice first (RULES C3).</source>
        <translation>Lancez d&apos;abord les dés d&apos;activation (RULES C3).</translation>
    </message>
    <message>
        <source>Another unit is acting: end its activation first.</source>
        <translation>Une autre unité agit : terminez d&apos;abord son activation.</translation>
    </message>
    <message>
        <source>Only a unit of %1 still on the board may be activated.</source>
        <translation>Seule une unité de %1 encore sur le plateau peut être activée.</translation>
    </message>
    <message>
        <source>A shaken unit cannot be activated (RULES C10).</source>
        <translation>Une unité ébranlée ne peut pas être activée (RULES C10).</translation>
    </message>
    <message>
        <source>This unit has acted this turn.</source>
        <translation>Cette unité a déjà agi ce tour-ci.</translation>
    </message>
    <message>
        <source>No face of the activation roll activates %1 (RULES C3).</source>
        <translation>Aucune face du jet d&apos;activation n&apos;active %1 (RULES C3).</translation>
    </message>
    <message>
        <source>%1 is activated.</source>
        <translation>%1 est activée.</translation>
    </message>
    <message>
        <source>%1 withdraws from the field.</source>
        <translation>%1 se retire du champ de bataille.</translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation>%1 remporte la bataille.</translation>
    </message>
    <message>
        <source>Activate a unit first (RULES C3).</source>
        <translation>Activez d&apos;abord une unité (RULES C3).</translation>
    </message>
    <message>
        <source>This unit has moved or fired in this activation.</source>
        <translation>Cette unité s&apos;est déjà déplacée ou a déjà tiré pendant cette activation.</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 this activation (RULES C5, C6).</source>
        <translation>%1 ne peut pas atteindre %2 pendant cette activation (RULES C5, C6).</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3.</source>
        <translation>%1 se déplace de %2 à %3.</translation>
    </message>
    <message>
        <source>Artillery cannot move and fire in one turn (RULES C2).</source>
        <translation>L&apos;artillerie ne peut pas se déplacer et tirer dans le même tour (RULES C2).</translation>
    </message>
    <message>
        <source>This unit has attacked in this activation.</source>
        <translation>Cette unité a déjà attaqué pendant cette activation.</translation>
    </message>
    <message>
        <source>That target is not an enemy within %1&apos;s reach (RULES C2).</source>
        <translation>Cette cible n&apos;est pas un ennemi à portée de %1 (RULES C2).</translation>
    </message>
    <message>
        <source>%1 fires on %2</source>
        <translation>%1 tire sur %2</translation>
    </message>
    <message>
        <source>%1 is eliminated.</source>
        <translation>%1 est éliminée.</translation>
    </message>
    <message>
        <source>survival of %1</source>
        <translation>survie de %1</translation>
    </message>
    <message>
        <source>%1 rolls %2 against Heroics %3: %4.</source>
        <translation>%1 obtient %2 contre Héroïsme %3 : il %4.</translation>
    </message>
    <message>
        <source>It retreats %1 hex(es) toward its edge, to %2.</source>
        <translation>Elle recule de %1 hexagone(s) vers son bord, jusqu&apos;en %2.</translation>
    </message>
    <message>
        <source>It cannot retreat %1 hex(es) and loses a figure for each (RULES C7).</source>
        <translation>Elle ne peut pas reculer de %1 hexagone(s) et perd une figurine pour chacun (RULES C7).</translation>
    </message>
    <message>
        <source>It falls back to %1 (RULES C9).</source>
        <translation>Elle se replie en %1 (RULES C9).</translation>
    </message>
    <message>
        <source>%1 follows up into %2.</source>
        <translation>%1 poursuit en %2.</translation>
    </message>
    <message>
        <source>%1 moves on to %2.</source>
        <translation>%1 continue jusqu&apos;en %2.</translation>
    </message>
    <message>
        <source>%1 flank march of %2 (arrival)</source>
        <translation>%1 : marche de flanc de %2 (arrivée)</translation>
    </message>
    <message>
        <source>%1&apos;s flank march rolls %2 and %3, leadership bonus %4, modifier %5: %6.</source>
        <translation>La marche de flanc de %1 obtient %2 et %3, bonus de commandement %4, modificateur %5 : %6.</translation>
    </message>
    <message>
        <source>The march is aborted: its units are lost for victory.</source>
        <translation>La marche est annulée : ses unités sont perdues pour la victoire.</translation>
    </message>
    <message>
        <source>It arrives by the %1.</source>
        <translation>Elle arrive par la %1.</translation>
    </message>
    <message>
        <source>flank marches&apos; tie for the %1 edge (re-roll)</source>
        <translation>égalité des marches de flanc par la %1 (relance)</translation>
    </message>
    <message>
        <source>Both marches come in by the %1 at once: the re-roll gives %2 to %3 and %4 to %5.</source>
        <translation>Les deux marches arrivent en même temps par la %1 : la relance donne %2 à %3 et %4 à %5.</translation>
    </message>
    <message>
        <source>Both marches come in by the %1 at once (RULES M5): %2 places first, then they alternate.</source>
        <translation>Les deux marches arrivent en même temps par la %1 (RULES M5) : %2 place en premier, puis chacun son tour.</translation>
    </message>
    <message>
        <source>Units arriving from a flank march are placed at the start of a turn (RULES M4).</source>
        <translation>Les unités arrivant d&apos;une marche de flanc sont placées au début d&apos;un tour (RULES M4).</translation>
    </message>
    <message>
        <source>That unit is not one %1 places now.</source>
        <translation>Cette unité n&apos;est pas de celles que %1 place maintenant.</translation>
    </message>
    <message>
        <source>An arriving unit is placed on an empty hex within 3 of its side edge and more than 2 from any enemy unit (RULES M4).</source>
        <translation>Une unité qui arrive est placée sur un hexagone vide à 3 hexagones au plus de son bord latéral et à plus de 2 de toute unité ennemie (RULES M4).</translation>
    </message>
    <message>
        <source>%1 places %2 at %3.</source>
        <translation>%1 place %2 en %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no room by the %2 for %n unit(s): eliminated for the battle (RULES M4).</source>
        <translation>
            <numerusform>%1 n&apos;a pas de place par la %2 pour %n unité : éliminée pour la bataille (RULES M4).</numerusform>
            <numerusform>%1 n&apos;a pas de place par la %2 pour %n unités : éliminées pour la bataille (RULES M4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Units shift only after a flank march has come in (RULES M4).</source>
        <translation>Les unités ne se décalent qu&apos;une fois une marche de flanc arrivée (RULES M4).</translation>
    </message>
    <message>
        <source>Only %1&apos;s units within 4 hexes of an arriving unit may shift, once each (RULES M4).</source>
        <translation>Seules les unités de %1 à 4 hexagones au plus d&apos;une unité qui arrive peuvent se décaler, une fois chacune (RULES M4).</translation>
    </message>
    <message>
        <source>A unit shifts one hex to an empty one, never ending within 2 hexes of an enemy (RULES M4).</source>
        <translation>Une unité se décale d&apos;un hexagone vers un hexagone vide, sans jamais finir à 2 hexagones ou moins d&apos;un ennemi (RULES M4).</translation>
    </message>
    <message>
        <source>%1 shifts %2 from %3 to %4 (RULES M4).</source>
        <translation>%1 décale %2 de %3 à %4 (RULES M4).</translation>
    </message>
    <message>
        <source>The battle is over before %1&apos;s flank march arrives: its units go back to the campaign.</source>
        <translation>La bataille est terminée avant l&apos;arrivée de la marche de flanc de %1 : ses unités retournent à la campagne.</translation>
    </message>
    <message numerus="yes">
        <source>%1 leads %n unit(s) of %2 on a flank march by the %3 (a %4 general).</source>
        <translation>
            <numerusform>%1 mène %n unité de %2 en marche de flanc par la %3 (général de niveau %4).</numerusform>
            <numerusform>%1 mène %n unités de %2 en marche de flanc par la %3 (général de niveau %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>A double %1: he is %2 for this battle (RULES M3).</source>
        <translation>Double %1 : il est au niveau %2 pour cette bataille (RULES M3).</translation>
    </message>
    <message>
        <source>Only cavalry attacked from an adjacent hex by a unit that is not cavalry, with a free hex farther from the attacker, may fall back (RULES C9).</source>
        <translation>Seule une cavalerie attaquée depuis un hexagone adjacent par une unité qui n&apos;est pas de la cavalerie, avec un hexagone libre plus loin de l&apos;attaquant, peut se replier (RULES C9).</translation>
    </message>
    <message>
        <source>Cavalry falls back 1 to 3 hexes (RULES C9).</source>
        <translation>La cavalerie se replie de 1 à 3 hexagones (RULES C9).</translation>
    </message>
    <message>
        <source>Each hex of a fallback is a free hex next to the last, farther from the attacker (RULES C9): %1 is not.</source>
        <translation>Chaque hexagone d&apos;un repli est un hexagone libre voisin du précédent, plus loin de l&apos;attaquant (RULES C9) : %1 ne l&apos;est pas.</translation>
    </message>
    <message>
        <source>reroll by %1</source>
        <translation>relance par %1</translation>
    </message>
    <message>
        <source>%1 spends a reroll: %2 becomes %3.</source>
        <translation>%1 dépense une relance : %2 devient %3.</translation>
    </message>
    <message>
        <source>%1 ends its turn.</source>
        <translation>%1 termine son tour.</translation>
    </message>
    <message>
        <source>%1 is no longer shaken (RULES C10).</source>
        <translation>%1 n’est plus ébranlée (RÈGLES C10).</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n figure(s) left.</source>
        <translation>
            <numerusform>Il reste %n figurine à %1.</numerusform>
            <numerusform>Il reste %n figurines à %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is shaken until the end of its side&apos;s next turn (RULES C10).</source>
        <translation>%1 est ébranlée jusqu’à la fin du prochain tour de son camp (RÈGLES C10).</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3.</source>
        <translation>%1 lance %2 : %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n activation die(s)</source>
        <translation>
            <numerusform>%n dé d&apos;activation</numerusform>
            <numerusform>%n dés d&apos;activation</numerusform>
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
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s) counting</source>
        <translation>
            <numerusform>%n drapeau compté</numerusform>
            <numerusform>%n drapeaux comptés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 returns fire on %2: %3.</source>
        <translation>%1 riposte sur %2 : %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3.</source>
        <translation>%1 attaque %2 : %3.</translation>
    </message>
    <message>
        <source>A double %1: she is %2 for this battle (RULES M3).</source>
        <translation>Double %1 : elle est au niveau %2 pour cette bataille (RULES M3).</translation>
    </message>
    <message>
        <source>A double %1: they are %2 for this battle (RULES M3).</source>
        <translation>Double %1 : niveau %2 pour cette bataille (RULES M3).</translation>
    </message>
</context>
<context>
    <name>TacticalJournal</name>
    <message>
        <source>no follow up is open to that unit</source>
        <translation>aucune poursuite n&apos;est possible pour cette unité</translation>
    </message>
    <message>
        <source>no hex more is open there</source>
        <translation>aucun hexagone supplémentaire n&apos;est accessible là</translation>
    </message>
    <message>
        <source>no such side</source>
        <translation>ce camp n&apos;existe pas</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la bataille est terminée</translation>
    </message>
    <message>
        <source>a step of a battle&apos;s journal</source>
        <translation>étape du journal d&apos;une bataille</translation>
    </message>
    <message>
        <source>is no step of play (&quot;%1&quot;)</source>
        <translation>n&apos;est pas une étape de jeu (&quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be a hex, as 0304</source>
        <translation>doit être un hexagone, comme 0304</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>doit être une liste</translation>
    </message>
    <message>
        <source>has more than %1 steps</source>
        <translation>compte plus de %1 étapes</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>its dice do not match the faces it kept</source>
        <translation>ses dés ne correspondent pas aux faces qu&apos;il a conservées</translation>
    </message>
    <message>
        <source>Step %1 of the battle&apos;s journal (%2) does not apply: %3</source>
        <translation>L&apos;étape %1 du journal de la bataille (%2) ne s&apos;applique pas : %3</translation>
    </message>
    <message>
        <source>no flank march rolls now</source>
        <translation>aucun jet de marche de flanc n&apos;a lieu maintenant</translation>
    </message>
    <message>
        <source>no shift is open now</source>
        <translation>aucun décalage n&apos;est possible maintenant</translation>
    </message>
    <message>
        <source>the flank marches come first</source>
        <translation>les marches de flanc passent d&apos;abord</translation>
    </message>
    <message>
        <source>has more than 3 hexes</source>
        <translation>a plus de 3 hexagones</translation>
    </message>
    <message>
        <source>a leader&apos;s reroll</source>
        <translation>une relance d’un chef</translation>
    </message>
    <message>
        <source>its leaders&apos; rerolls do not apply</source>
        <translation>les relances de ses chefs ne s’appliquent pas</translation>
    </message>
</context>
<context>
    <name>TacticalScenario</name>
    <message>
        <source>is missing</source>
        <translation>est manquant</translation>
    </message>
    <message>
        <source>must be a hex of the %1 x %2 board, as 0304</source>
        <translation>doit être un hexagone du plateau de %1 x %2, comme 0304</translation>
    </message>
    <message>
        <source>is not JSON: %1 at byte %2</source>
        <translation>n&apos;est pas du JSON : %1 à l&apos;octet %2</translation>
    </message>
    <message>
        <source>must hold one JSON object</source>
        <translation>doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <source>is a format this version does not read (it reads 1)</source>
        <translation>est dans un format que cette version ne lit pas (elle lit le format 1)</translation>
    </message>
    <message>
        <source>must be a terrain of the ruleset %1</source>
        <translation>doit être un terrain du jeu de règles %1</translation>
    </message>
    <message>
        <source>must list the two sides</source>
        <translation>doit lister les deux camps</translation>
    </message>
    <message>
        <source>must differ from the first side&apos;s</source>
        <translation>doit différer de celui du premier camp</translation>
    </message>
    <message>
        <source>must be a unit type of the ruleset %1</source>
        <translation>doit être un type d&apos;unité du jeu de règles %1</translation>
    </message>
    <message>
        <source>holds another unit already</source>
        <translation>contient déjà une autre unité</translation>
    </message>
    <message>
        <source>must give each side a unit at least (%1 has none)</source>
        <translation>doit donner au moins une unité à chaque camp (%1 n&apos;en a aucune)</translation>
    </message>
    <message>
        <source>tactical battle %1</source>
        <translation>bataille tactique %1</translation>
    </message>
    <message>
        <source>The scenario %1 %2.</source>
        <translation>Le scénario %1 %2.</translation>
    </message>
    <message>
        <source>The scenario %1: %2 %3.</source>
        <translation>Le scénario %1 : %2 %3.</translation>
    </message>
    <message>
        <source>Could not read the scenario %1: it is no readable file of at most 4 MB.</source>
        <translation>Impossible de lire le scénario %1 : ce n&apos;est pas un fichier lisible d&apos;au plus 4 Mo.</translation>
    </message>
    <message>
        <source>must be &quot;left&quot; or &quot;right&quot;</source>
        <translation>doit valoir &quot;left&quot; ou &quot;right&quot;</translation>
    </message>
    <message>
        <source>must be &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; or &quot;excellent&quot; (RULES M1, M2)</source>
        <translation>doit valoir &quot;poor&quot;, &quot;average&quot;, &quot;good&quot; ou &quot;excellent&quot; (RULES M1, M2)</translation>
    </message>
    <message>
        <source>must list the units that march, one at least</source>
        <translation>doit lister les unités qui marchent, au moins une</translation>
    </message>
    <message>
        <source>send %1 of %2&apos;s %3 units: at most half may march (RULES M2)</source>
        <translation>envoie %1 des %3 unités de %2 : la moitié au plus peut marcher (RULES M2)</translation>
    </message>
    <message>
        <source>must be a text of at most %1 characters</source>
        <translation>doit être un texte d&apos;au plus %1 caractères</translation>
    </message>
    <message numerus="yes">
        <source>is more than the enemy&apos;s %n unit(s)</source>
        <translation>
            <numerusform>dépasse l&apos;unité ennemie (%n)</numerusform>
            <numerusform>dépasse les %n unités ennemies</numerusform>
        </translation>
    </message>
    <message>
        <source>must be &quot;he&quot;, &quot;she&quot; or &quot;they&quot;</source>
        <translation>doit valoir &quot;he&quot;, &quot;she&quot; ou &quot;they&quot;</translation>
    </message>
    <message>
        <source>must be a text of 1 to %1 characters, without control characters</source>
        <translation>doit être un texte de 1 à %1 caractères, sans caractère de contrôle</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>%1 names no point of the history: write TURN, TURN.PHASE or TURN.PHASE.ACTION, as in 3, 3.movement or 3.movement.2 (the phases are siege and movement).</source>
        <translation>%1 ne nomme aucun point de l&apos;historique : écrivez TOUR, TOUR.PHASE ou TOUR.PHASE.ACTION, comme 3, 3.movement ou 3.movement.2 (les phases sont siege et movement).</translation>
    </message>
    <message>
        <source>The campaign&apos;s kept history begins in turn %1, %2 phase.</source>
        <translation>L&apos;historique conservé de la campagne commence au tour %1, phase %2.</translation>
    </message>
    <message>
        <source>The campaign has not reached that point: it is in turn %1, %2 phase.</source>
        <translation>La campagne n&apos;a pas atteint ce point : elle est au tour %1, phase %2.</translation>
    </message>
    <message numerus="yes">
        <source>That phase of turn %1 has only %n action(s).</source>
        <translation>
            <numerusform>Cette phase du tour %1 n&apos;a que %n action.</numerusform>
            <numerusform>Cette phase du tour %1 n&apos;a que %n actions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Refait : %1</translation>
    </message>
    <message>
        <source>The campaign %1 keeps a damaged record of its changes, and cannot be shown as it stood then: %2</source>
        <translation>La campagne %1 garde un enregistrement endommagé de ses modifications, et ne peut être montrée telle qu&apos;elle était alors : %2</translation>
    </message>
</context>
<context>
    <name>Trait</name>
    <message>
        <source>Vitality</source>
        <translation>Vitalité</translation>
    </message>
    <message>
        <source>Heroics</source>
        <translation>Héroïsme</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duel</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Manœuvre</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
</context>
<context>
    <name>TurnActions</name>
    <message>
        <source>No backup: the folder %1 cannot be made.</source>
        <translation>Pas de sauvegarde : impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>No backup: %1</source>
        <translation>Pas de sauvegarde : %1</translation>
    </message>
    <message>
        <source>Backup kept: %1</source>
        <translation>Sauvegarde conservée : %1</translation>
    </message>
    <message>
        <source>End of turn %1</source>
        <translation>Fin du tour %1</translation>
    </message>
    <message>
        <source>end of turn %1: recovery of %2</source>
        <translation>fin du tour %1 : rétablissement de %2</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>rétabli</translation>
    </message>
    <message>
        <source>still disabled</source>
        <translation>toujours hors de combat</translation>
    </message>
    <message>
        <source>Recovery roll %1 at the end of turn %2: restored to vitality %3.</source>
        <translation>Jet de rétablissement %1 à la fin du tour %2 : rétabli à la vitalité %3.</translation>
    </message>
    <message>
        <source>Recovery roll %1 at the end of turn %2: still disabled.</source>
        <translation>Jet de rétablissement %1 à la fin du tour %2 : toujours hors de combat.</translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation>Le tour %1 commence.</translation>
    </message>
    <message>
        <source>%1: %2 broken unit(s) stay broken under siege with no leader inside (RULES S6).</source>
        <translation>%1 : assiégées et sans chef à l&apos;intérieur, les unités en déroute (%2) le restent (RULES S6).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n broken unit(s) back in good order.</source>
        <translation>
            <numerusform>%1 : %n unité rompue revient en bon ordre.</numerusform>
            <numerusform>%1 : %n unités rompues reviennent en bon ordre.</numerusform>
        </translation>
    </message>
    <message>
        <source>End of turn %1: %2 restored, %3 of %4 recovered.</source>
        <translation>Fin du tour %1 : %2 rétablie(s), %3 sur %4 rétabli(s).</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disabled leader(s)</source>
        <translation>
            <numerusform>%n chef hors de combat</numerusform>
            <numerusform>%n chefs hors de combat</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnReport</name>
    <message>
        <source>hex %1</source>
        <translation>hexagone %1</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <source>No battle this turn.</source>
        <translation>Aucune bataille ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 (rating %2), besieged by %3 since turn %4; units lost to the walls: %5.</source>
        <translation>%1 (valeur %2), assiégée par %3 depuis le tour %4 ; unités perdues devant les murs : %5.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 units, %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) : %3 unités, %4</translation>
    </message>
    <message>
        <source>The campaign has no such side.</source>
        <translation>La campagne n’a pas ce camp.</translation>
    </message>
    <message>
        <source>The campaign has turns 1 to %1 so far, not %2.</source>
        <translation>La campagne compte jusqu’ici les tours 1 à %1, pas %2.</translation>
    </message>
    <message>
        <source>A player reads his own side&apos;s turn reports, and no other&apos;s.</source>
        <translation>Un joueur lit les rapports de tour de son propre camp, et d’aucun autre.</translation>
    </message>
    <message>
        <source>%1: turn %2</source>
        <translation>%1 : tour %2</translation>
    </message>
    <message>
        <source>%1, as the turn ended.</source>
        <translation>%1, à la fin du tour.</translation>
    </message>
    <message>
        <source>%1, the turn under way.</source>
        <translation>%1, le tour en cours.</translation>
    </message>
    <message>
        <source>Its forces</source>
        <translation>Ses forces</translation>
    </message>
    <message>
        <source>The side has no forces.</source>
        <translation>Le camp n’a aucune force.</translation>
    </message>
    <message>
        <source>Its moves and actions</source>
        <translation>Ses mouvements et actions</translation>
    </message>
    <message>
        <source>No action kept this turn.</source>
        <translation>Aucune action conservée ce tour-ci.</translation>
    </message>
    <message>
        <source>Its battles</source>
        <translation>Ses batailles</translation>
    </message>
    <message>
        <source>Its sieges</source>
        <translation>Ses sièges</translation>
    </message>
    <message>
        <source>No siege this turn.</source>
        <translation>Aucun siège ce tour-ci.</translation>
    </message>
    <message>
        <source>Its leaders</source>
        <translation>Ses chefs</translation>
    </message>
    <message>
        <source>Nothing happened to its leaders.</source>
        <translation>Rien n’est arrivé à ses chefs.</translation>
    </message>
    <message>
        <source>What it saw of the others</source>
        <translation>Ce qu’il a vu des autres</translation>
    </message>
    <message>
        <source>No other side&apos;s force within sight.</source>
        <translation>Aucune force d’un autre camp en vue.</translation>
    </message>
    <message>
        <source>The other sides have no forces.</source>
        <translation>Les autres camps n’ont aucune force.</translation>
    </message>
    <message>
        <source>%1 - turn %2 - %3</source>
        <translation>%1 - tour %2 - %3</translation>
    </message>
    <message numerus="yes">
        <source>As they stood %n turn(s) earlier.</source>
        <translation>
            <numerusform>Telles qu’elles étaient %n tour plus tôt.</numerusform>
            <numerusform>Telles qu’elles étaient %n tours plus tôt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>The report of turn %1 was not kept on the server. Each side&apos;s report is kept there as a game master ends the turn.</source>
        <translation>Le rapport du tour %1 n&apos;a pas été conservé sur le serveur. Le rapport de chaque camp y est conservé quand un maître de jeu termine le tour.</translation>
    </message>
</context>
<context>
    <name>VerifyLog</name>
    <message>
        <source>Re-deriving every roll from the seed…</source>
        <translation>Recalcul de chaque jet à partir de la graine…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Verify Log</source>
        <translation>Vérifier le journal</translation>
    </message>
    <message numerus="yes">
        <source>All %n roll(s) in the log match the campaign&apos;s seed.</source>
        <translation>
            <numerusform>%n jet du journal correspond à la graine de la campagne.</numerusform>
            <numerusform>Les %n jets du journal correspondent tous à la graine de la campagne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) were entered by hand and take nothing from the generator (RULES D4).</source>
        <translation>
            <numerusform>%n jet a été saisi à la main et ne prend rien au générateur (RULES D4).</numerusform>
            <numerusform>%n jets ont été saisis à la main et ne prennent rien au générateur (RULES D4).</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll #%1 does not match the seed.</source>
        <translation>Le jet n°%1 ne correspond pas à la graine.</translation>
    </message>
    <message>
        <source>The log does not match the seed.</source>
        <translation>Le journal ne correspond pas à la graine.</translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) before it verified.</source>
        <translation>
            <numerusform>%n jet vérifié avant celui-ci.</numerusform>
            <numerusform>%n jets vérifiés avant celui-ci.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::AccessDialog</name>
    <message>
        <source>&amp;Grant</source>
        <translation>&amp;Accorder</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Manage Access — %1</source>
        <translation>Gérer les accès — %1</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>a user of the server</source>
        <translation>un utilisateur du serveur</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>Rô&amp;le :</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>%1 has no access any more.</source>
        <translation>%1 n&apos;a plus accès.</translation>
    </message>
    <message>
        <source>The server enforces these roles. A game master may do everything, access included; a player sees the leaders, forces and rolls of the side played and what is public; an observer sees only what is public. Players and observers change nothing.</source>
        <translation>Le serveur fait respecter ces rôles. Un meneur de jeu peut tout faire, y compris gérer les accès ; un joueur voit les chefs, les forces et les jets du camp qu&apos;il joue ainsi que ce qui est public ; un observateur ne voit que ce qui est public. Les joueurs et les observateurs ne modifient rien.</translation>
    </message>
    <message>
        <source>No game master changes their own access: another one does.</source>
        <translation>Aucun meneur de jeu ne modifie son propre accès : c&apos;est un autre qui le fait.</translation>
    </message>
</context>
<context>
    <name>castellan::ActionDialog</name>
    <message>
        <source>There is no such leader in this campaign.</source>
        <translation>Ce chef n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>pas encore lancé</translation>
    </message>
</context>
<context>
    <name>castellan::AftermathStep</name>
    <message>
        <source>Roll the &amp;aftermath</source>
        <translation>Lancer les jets d&apos;&amp;après-bataille</translation>
    </message>
    <message>
        <source>%1 was annihilated: %2 make(s) a survival check against Heroics — below escapes, equal dies, above is captured (RULES F8, H3).</source>
        <translation>%1 a été anéantie : test de survie contre Héroïsme pour %2 — en dessous, il s&apos;échappe ; à égalité, il meurt ; au-dessus, il est capturé (RULES F8, H3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 tries to reactivate %2&apos;s %n broken unit(s): one Rally check each against %3 (RULES F8).</source>
        <translation>
            <numerusform>%1 tente de réactiver %n unité en déroute de %2 : un test de Ralliement contre %3 (RULES F8).</numerusform>
            <numerusform>%1 tente de réactiver les %n unités en déroute de %2 : un test de Ralliement chacune contre %3 (RULES F8).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rerolls gained in this battle and not spent lapse (RULES H2).</source>
        <translation>Les relances gagnées dans cette bataille et non utilisées sont perdues (RULES H2).</translation>
    </message>
    <message>
        <source>After the battle</source>
        <translation>Après la bataille</translation>
    </message>
    <message>
        <source>Survival checks for the leaders of an annihilated force, then each commander tries to reactivate the side&apos;s broken units (RULES F8).</source>
        <translation>Tests de survie pour les chefs d&apos;une force anéantie, puis chaque commandant tente de réactiver les unités en déroute du camp (RULES F8).</translation>
    </message>
</context>
<context>
    <name>castellan::AssassinationDialog</name>
    <message>
        <source>Assassination: %1</source>
        <translation>Assassinat : %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, same side)</source>
        <translation>%1 (%2, même camp)</translation>
    </message>
    <message>
        <source>There is no living leader for %1 to strike at.</source>
        <translation>Il n&apos;y a aucun chef vivant que %1 puisse frapper.</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cible :</translation>
    </message>
    <message>
        <source>A single exchange: each &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; of the assassin wounds the target, each &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; of the target cancels one wound; the target&apos;s 6s do not wound the assassin (RULES G3).</source>
        <translation>Un seul échange : chaque &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; de l&apos;assassin blesse la cible, chaque &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; de la cible annule une blessure ; les 6 de la cible ne blessent pas l&apos;assassin (RULES G3).</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>pas encore lancé</translation>
    </message>
    <message>
        <source>&amp;Strike</source>
        <translation>&amp;Frapper</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n d6 (effective Duel, RULES L4);</source>
        <translation>
            <numerusform>%1 lance %n d6 (Duel effectif, RULES L4) ;</numerusform>
            <numerusform>%1 lance %n d6 (Duel effectif, RULES L4) ;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n d6 to cancel.</source>
        <translation>
            <numerusform>%1 lance %n d6 pour annuler.</numerusform>
            <numerusform>%1 lance %n d6 pour annuler.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no dice to cancel with.</source>
        <translation>%1 n&apos;a aucun dé pour annuler.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source>Wounds dealt: &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Blessures infligées : &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No wound&lt;/b&gt; dealt.</source>
        <translation>&lt;b&gt;Aucune blessure&lt;/b&gt; infligée.</translation>
    </message>
    <message>
        <source>%1 is at vitality %2.</source>
        <translation>%1 est à la vitalité %2.</translation>
    </message>
    <message>
        <source>He is dead.</source>
        <translation>Il est mort.</translation>
    </message>
    <message>
        <source>He is disabled.</source>
        <translation>Il est hors de combat.</translation>
    </message>
    <message>
        <source>She is dead.</source>
        <translation>Elle est morte.</translation>
    </message>
    <message>
        <source>They are dead.</source>
        <translation>Mort·e.</translation>
    </message>
    <message>
        <source>She is disabled.</source>
        <translation>Elle est hors de combat.</translation>
    </message>
    <message>
        <source>They are disabled.</source>
        <translation>Hors de combat.</translation>
    </message>
</context>
<context>
    <name>castellan::AvoidStep</name>
    <message>
        <source>On a success the defender &amp;moves to:</source>
        <translation>En cas de réussite, le défenseur se &amp;replie vers :</translation>
    </message>
    <message>
        <source>&amp;Try to avoid battle</source>
        <translation>&amp;Tenter d&apos;éviter la bataille</translation>
    </message>
    <message>
        <source>&amp;Join battle</source>
        <translation>&amp;Engager la bataille</translation>
    </message>
    <message>
        <source>%1 may try to avoid battle: &lt;b&gt;%2&lt;/b&gt; makes a Maneuver check, and succeeds on &lt;b&gt;%3 or less&lt;/b&gt;. On a success the defender moves one space off and no battle is fought; on a failure battle is joined.</source>
        <translation>%1 peut tenter d&apos;éviter la bataille : &lt;b&gt;%2&lt;/b&gt; fait un test de Manœuvre et réussit sur &lt;b&gt;%3 ou moins&lt;/b&gt;. En cas de réussite, le défenseur s&apos;éloigne d&apos;une case et aucune bataille n&apos;a lieu ; en cas d&apos;échec, la bataille est engagée.</translation>
    </message>
    <message>
        <source>Before the battle · Avoid battle?</source>
        <translation>Avant la bataille · Éviter la bataille ?</translation>
    </message>
    <message>
        <source>The defender&apos;s commander may make a Maneuver check to avoid battle (RULES F1).</source>
        <translation>Le commandant du défenseur peut faire un test de Manœuvre pour éviter la bataille (RULES F1).</translation>
    </message>
    <message>
        <source>&amp;Flank Marches…</source>
        <translation>&amp;Marches de flanc…</translation>
    </message>
    <message>
        <source>Send commands on a flank march before any die is rolled (RULES M2)</source>
        <translation>Envoyer des détachements en marche de flanc avant tout jet de dé (RULES M2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %n unit(s) by the %2</source>
        <translation>
            <numerusform>%1 avec %n unité par la %2</numerusform>
            <numerusform>%1 avec %n unités par la %2</numerusform>
        </translation>
    </message>
    <message>
        <source>On a flank march (RULES M2): %1. Each rolls at the end of every round to come in (M3).</source>
        <translation>En marche de flanc (RULES M2) : %1. Chacune lance les dés à la fin de chaque manche pour arriver (M3).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleAnswerDialog</name>
    <message>
        <source>Answer the Battle at %1</source>
        <translation>Répondre à la bataille en %1</translation>
    </message>
    <message>
        <source>Your side defends at %1, and the battle waits for your answer: choose how your side fights it. The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation>Votre camp défend en %1, et la bataille attend votre réponse : choisissez comment votre camp la livre. L&apos;arbitre la livre dès que vous répondez. Sans réponse avant %2, vos consignes permanentes la livrent (RULES T4).</translation>
    </message>
    <message>
        <source>&amp;Fight Now</source>
        <translation>&amp;Livrer maintenant</translation>
    </message>
    <message>
        <source>Attack at %1</source>
        <translation>Attaque en %1</translation>
    </message>
    <message>
        <source>Your move into %1 brings a battle: choose how your side fights it. The referee fights it when he carries the move out; the defender chooses his own (RULES T4).</source>
        <translation>Votre mouvement vers %1 provoque une bataille : choisissez comment votre camp la livre. L&apos;arbitre la livre quand il exécute le mouvement ; le défenseur fait ses propres choix (RULES T4).</translation>
    </message>
    <message>
        <source>&amp;Move and Fight</source>
        <translation>Avancer et &amp;combattre</translation>
    </message>
    <message>
        <source>Flank marches (RULES M2)</source>
        <translation>Marches de flanc (RULES M2)</translation>
    </message>
    <message>
        <source>stays in the battle</source>
        <translation>reste dans la bataille</translation>
    </message>
    <message>
        <source>marches by the left</source>
        <translation>marche par la gauche</translation>
    </message>
    <message>
        <source>marches by the right</source>
        <translation>marche par la droite</translation>
    </message>
    <message>
        <source> unit(s)</source>
        <translation> unité(s)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not the commander-in-chief, nor an incompetent or coward general; at most half your side&apos;s units in all. The referee sends them before any die.</source>
        <translation>Ni le commandant en chef, ni un général incompétent ou lâche ; au plus la moitié des unités de votre camp en tout. L&apos;arbitre les envoie avant tout dé.</translation>
    </message>
    <message>
        <source>Answer the Break-in at %1</source>
        <translation>Répondre à l&apos;assaut en %1</translation>
    </message>
    <message>
        <source>The besiegers break into your fortress at %1, and the battle waits for your answer: choose how your garrison fights it. It may neither avoid nor retreat, and sends no flank march (RULES S3). The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation>Les assiégeants donnent l&apos;assaut à votre forteresse en %1, et la bataille attend votre réponse : choisissez comment votre garnison la livre. Elle ne peut ni éviter la bataille ni battre en retraite, et n&apos;envoie aucune marche de flanc (RULES S3). L&apos;arbitre la livre dès que vous répondez. Sans réponse avant %2, vos consignes permanentes la livrent (RULES T4).</translation>
    </message>
    <message>
        <source>The garrison sorties against your side at %1, and the battle waits for your answer: choose how your side fights it. A sortie is not avoided (RULES S4). The referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).</source>
        <translation>La garnison fait une sortie contre votre camp en %1, et la bataille attend votre réponse : choisissez comment votre camp la livre. On n&apos;évite pas une sortie (RULES S4). L&apos;arbitre la livre dès que vous répondez. Sans réponse avant %2, vos consignes permanentes la livrent (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleDialog</name>
    <message>
        <source>Battle: %1</source>
        <translation>Bataille : %1</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>&amp;Resolve to the end</source>
        <translation>&amp;Résoudre jusqu&apos;au bout</translation>
    </message>
    <message>
        <source>Fights the remaining steps with the default choices: no avoiding, no deeds, default casualties, rally always; then the aftermath (RULES F9, F8).</source>
        <translation>Joue les étapes restantes avec les choix par défaut : pas d&apos;évitement, pas d&apos;exploits, pertes par défaut, ralliement systématique ; puis l&apos;après-bataille (RULES F9, F8).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>eliminates</source>
        <translation>élimine</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>marque</translation>
    </message>
    <message>
        <source>The battle is over but not recorded yet. Its dice were rolled and logged (RULES D1): closing records the battle as it stands.</source>
        <translation>La bataille est terminée mais pas encore enregistrée. Ses dés ont été lancés et consignés (RULES D1) : fermer enregistre la bataille en l&apos;état.</translation>
    </message>
    <message>
        <source>Dice have been rolled and logged (RULES D1), so this battle cannot be taken back. Closing now fights the rest of it with the default choices (no deeds, default casualties, rally always, RULES F9), rolls the aftermath (F8) and records the battle.</source>
        <translation>Des dés ont été lancés et consignés (RULES D1) : cette bataille ne peut donc pas être annulée. Fermer maintenant joue le reste avec les choix par défaut (pas d&apos;exploits, pertes par défaut, ralliement systématique, RULES F9), lance l&apos;après-bataille (F8) et enregistre la bataille.</translation>
    </message>
    <message>
        <source>&amp;Record and close</source>
        <translation>&amp;Enregistrer et fermer</translation>
    </message>
    <message>
        <source>&amp;Resolve, record and close</source>
        <translation>&amp;Résoudre, enregistrer et fermer</translation>
    </message>
    <message>
        <source>&amp;Keep the battle open</source>
        <translation>&amp;Garder la bataille ouverte</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <source>Avoid battle</source>
        <translation>Éviter la bataille</translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation>Exploits</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Rally or retreat</source>
        <translation>Ralliement ou retraite</translation>
    </message>
    <message>
        <source>Aftermath</source>
        <translation>Après-bataille</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>No battle</source>
        <translation>Pas de bataille</translation>
    </message>
    <message>
        <source>No battle: %1</source>
        <translation>Pas de bataille : %1</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Dice were rolled: closing resolves the battle with the default choices and records it (RULES D1, F9).</source>
        <translation>Des dés ont été lancés : fermer résout la bataille avec les choix par défaut et l&apos;enregistre (RULES D1, F9).</translation>
    </message>
    <message>
        <source>Nothing has been rolled: closing changes nothing.</source>
        <translation>Aucun dé n&apos;a été lancé : fermer ne change rien.</translation>
    </message>
    <message>
        <source>There is no such force in this campaign.</source>
        <translation>Cette force n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Fight on the &amp;Battle Board…</source>
        <translation>Combattre sur le &amp;plateau de bataille…</translation>
    </message>
    <message>
        <source>Fight this battle on the hex battle board with Command dice (RULES C) instead of in rounds</source>
        <translation>Livrer cette bataille sur le plateau de bataille en hexagones avec les dés de commandement (RULES C) plutôt qu&apos;en manches</translation>
    </message>
    <message>
        <source>Battle Board</source>
        <translation>Plateau de bataille</translation>
    </message>
    <message>
        <source>Fights the remaining steps with each side&apos;s choices from its standing orders, the default choices where it set none; then the aftermath (RULES T4, F9, F8).</source>
        <translation>Joue les étapes restantes avec les choix de chaque camp tirés de ses consignes permanentes, les choix par défaut là où il n&apos;en a pas fixé ; puis l&apos;après-bataille (RULES T4, F9, F8).</translation>
    </message>
    <message>
        <source>&lt;b&gt;On the battle board:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sur le plateau de bataille :&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>castellan::BattleDiceRow</name>
    <message numerus="yes">
        <source>%n battle dice, as rolled</source>
        <translation>
            <numerusform>%n dé de bataille, tel que lancé</numerusform>
            <numerusform>%n dés de bataille, tels que lancés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::BattleOddsPanel</name>
    <message>
        <source>mutual defeat</source>
        <translation>défaite mutuelle</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing…&lt;/i&gt;</source>
        <translation>&lt;i&gt;calcul en cours…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Annihilated: %1 %2 · %3 %4&lt;br&gt;Units left on average: %1 %5 · %3 %6</source>
        <translation>Anéantissement : %1 %2 · %3 %4&lt;br&gt;Unités restantes en moyenne : %1 %5 · %3 %6</translation>
    </message>
    <message>
        <source>ODDS AS THE BATTLE STANDS</source>
        <translation>CHANCES EN L&apos;ÉTAT DE LA BATAILLE</translation>
    </message>
    <message>
        <source>counting rounds…</source>
        <translation>décompte des manches…</translation>
    </message>
    <message>
        <source>exact · rally pending</source>
        <translation>exactes · ralliement en attente</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calcul en cours…</translation>
    </message>
    <message>
        <source>&lt;i&gt;counting rounds…&lt;/i&gt;</source>
        <translation>&lt;i&gt;décompte des manches…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>no odds</source>
        <translation>pas de chances</translation>
    </message>
    <message>
        <source>The exact odds are being computed in the background (RULES O1).</source>
        <translation>Les chances exactes sont en cours de calcul en arrière-plan (RULES O1).</translation>
    </message>
    <message>
        <source>Exact odds under the default choices: default casualties, rally always, no retreat, no deeds (RULES F9, O1).</source>
        <translation>Chances exactes avec les choix par défaut : pertes par défaut, ralliement systématique, pas de retraite, pas d&apos;exploits (RULES F9, O1).</translation>
    </message>
    <message>
        <source>decided</source>
        <translation>jouée d&apos;avance</translation>
    </message>
    <message>
        <source>The battle is decided: the result is certain.</source>
        <translation>La bataille est jouée d&apos;avance : le résultat est certain.</translation>
    </message>
    <message>
        <source>Flagged units are counted as they may rally before the next round (RULES F5).</source>
        <translation>Les unités marquées sont comptées comme si elles pouvaient se rallier avant la manche suivante (RULES F5).</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exactes</translation>
    </message>
    <message>
        <source>The rounds are not counted for a break-in battle (RULES S3).</source>
        <translation>Les manches ne sont pas comptées pour une bataille d&apos;assaut (RULES S3).</translation>
    </message>
    <message>
        <source>The rounds are not counted for armies this large.</source>
        <translation>Les manches ne sont pas comptées pour des armées aussi grandes.</translation>
    </message>
    <message>
        <source>Exact odds of the break-in under the default choices: default casualties, rally always, the besieger never withdraws, no deeds (RULES S3, F9, O1).</source>
        <translation>Chances exactes de l&apos;assaut avec les choix par défaut : pertes par défaut, ralliement systématique, l&apos;assiégeant ne se retire jamais, pas d&apos;exploits (RULES S3, F9, O1).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleReportsDialog</name>
    <message>
        <source>&amp;Export HTML…</source>
        <translation>&amp;Exporter en HTML…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Battle reports: %1</source>
        <translation>Rapports de bataille : %1</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>No battle has been fought in this campaign yet.
Battles are fought from a force.</source>
        <translation>Aucune bataille n&apos;a encore été livrée dans cette campagne.
Les batailles se livrent depuis une force.</translation>
    </message>
    <message>
        <source>There is no such battle in this campaign.</source>
        <translation>Cette bataille n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Export battle report</source>
        <translation>Exporter le rapport de bataille</translation>
    </message>
    <message>
        <source>HTML pages (*.html *.htm)</source>
        <translation>Pages HTML (*.html *.htm)</translation>
    </message>
    <message>
        <source>Print battle report</source>
        <translation>Imprimer le rapport de bataille</translation>
    </message>
</context>
<context>
    <name>castellan::BattleSidePanel</name>
    <message>
        <source>ATTACKER</source>
        <translation>ATTAQUANT</translation>
    </message>
    <message>
        <source>DEFENDER</source>
        <translation>DÉFENSEUR</translation>
    </message>
    <message>
        <source>no side</source>
        <translation>aucun camp</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>en retraite</translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n en bon ordre</numerusform>
            <numerusform>%n en bon ordre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n marquée</numerusform>
            <numerusform>%n marquées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken</source>
        <translation>
            <numerusform>%n en déroute</numerusform>
            <numerusform>%n en déroute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n eliminated</source>
        <translation>
            <numerusform>%n éliminée</numerusform>
            <numerusform>%n éliminées</numerusform>
        </translation>
    </message>
    <message>
        <source>Fires %1 dice a round: %2 good + %3 Battle bonus (RULES F2, R1)</source>
        <translation>Tire %1 dés par manche : %2 en bon ordre + %3 de bonus de Bataille (RULES F2, R1)</translation>
    </message>
    <message>
        <source>&lt;i&gt;No leader: the side is leaderless (RULES R1, F5).&lt;/i&gt;</source>
        <translation>&lt;i&gt;Aucun chef : le camp est sans chef (RULES R1, F5).&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;No able leader: the side is leaderless (RULES R1, F5).&lt;/i&gt;</source>
        <translation>&lt;i&gt;Aucun chef valide : le camp est sans chef (RULES R1, F5).&lt;/i&gt;</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>commandant</translation>
    </message>
    <message>
        <source>%1 (capped from %2)</source>
        <translation>%1 (ramené de %2)</translation>
    </message>
    <message>
        <source>Battle %1 · Rally %2 · Maneuver %3 · Heroics %4</source>
        <translation>Bataille %1 · Ralliement %2 · Manœuvre %3 · Héroïsme %4</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n relance</numerusform>
            <numerusform>%n relances</numerusform>
        </translation>
    </message>
    <message>
        <source>Fires 1 die a round: one per good-order unit (RULES F2)</source>
        <translation>Tire 1 dé par manche : un par unité en bon ordre (RULES F2)</translation>
    </message>
    <message>
        <source>Fires %1 dice a round: one per good-order unit (RULES F2)</source>
        <translation>Tire %1 dés par manche : un par unité en bon ordre (RULES F2)</translation>
    </message>
    <message>
        <source>and %1 more for its broken units, their 6s counted as 5s (RULES S3)</source>
        <translation>et %1 de plus pour ses unités en déroute, leurs 6 comptant comme des 5 (RULES S3)</translation>
    </message>
    <message>
        <source>Commander: this leader&apos;s Battle and Rally count for the side (RULES R1, F5)</source>
        <translation>Commandant : les valeurs de Bataille et de Ralliement de ce chef comptent pour le camp (RULES R1, F5)</translation>
    </message>
</context>
<context>
    <name>castellan::BattleStep</name>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; and holds the field; %2 is defeated.</source>
        <translation>&lt;b&gt;%1 l&apos;emporte&lt;/b&gt; et reste maître du terrain ; %2 est vaincu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mutual defeat:&lt;/b&gt; both sides are defeated and retreat (RULES F4, F6).</source>
        <translation>&lt;b&gt;Défaite mutuelle :&lt;/b&gt; les deux camps sont vaincus et battent en retraite (RULES F4, F6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 avoids battle:&lt;/b&gt; it moves one space off and no battle is fought (RULES F1).</source>
        <translation>&lt;b&gt;%1 évite la bataille :&lt;/b&gt; il s&apos;éloigne d&apos;une case et aucune bataille n&apos;a lieu (RULES F1).</translation>
    </message>
</context>
<context>
    <name>castellan::BattleStepLog</name>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>before</source>
        <translation>avant</translation>
    </message>
</context>
<context>
    <name>castellan::BoardOddsPanel</name>
    <message>
        <source>&lt;b&gt;The battle&apos;s odds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Les chances de la bataille&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Each side&apos;s chance to win from the board as it stands: %n battle(s) played on by the automatic player for both sides, with the 95% interval</source>
        <translation>
            <numerusform>La chance de chaque camp de gagner à partir du plateau tel qu’il est : %n bataille jouée jusqu’au bout par le joueur automatique pour les deux camps, avec l’intervalle à 95 %</numerusform>
            <numerusform>La chance de chaque camp de gagner à partir du plateau tel qu’il est : %n batailles jouées jusqu’au bout par le joueur automatique pour les deux camps, avec l’intervalle à 95 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing %n battle(s) on from here…</source>
        <translation>
            <numerusform>%n bataille se joue à partir d’ici…</numerusform>
            <numerusform>%n batailles se jouent à partir d’ici…</numerusform>
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
        <translation>Pas terminée après %1 tours : %2 %</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played on from here.</source>
        <translation>
            <numerusform>D’après %n bataille jouée à partir d’ici.</numerusform>
            <numerusform>D’après %n batailles jouées à partir d’ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>before this roll</source>
        <translation>avant ce jet</translation>
    </message>
    <message>
        <source>before this activation</source>
        <translation>avant cette activation</translation>
    </message>
    <message>
        <source>before this move</source>
        <translation>avant ce mouvement</translation>
    </message>
    <message>
        <source>before this attack</source>
        <translation>avant cette attaque</translation>
    </message>
    <message>
        <source>before this follow up</source>
        <translation>avant cette poursuite</translation>
    </message>
    <message>
        <source>before the turn ended</source>
        <translation>avant la fin du tour</translation>
    </message>
    <message>
        <source>before the marches&apos; roll</source>
        <translation>avant le jet des marches de flanc</translation>
    </message>
    <message>
        <source>before this arrival</source>
        <translation>avant cette arrivée</translation>
    </message>
    <message>
        <source>before this shift</source>
        <translation>avant ce décalage</translation>
    </message>
    <message>
        <source>before the withdrawal</source>
        <translation>avant le retrait</translation>
    </message>
    <message>
        <source>before the activation ended</source>
        <translation>avant la fin de l’activation</translation>
    </message>
    <message>
        <source>Playing on from here: %1 of %2 battles so far…</source>
        <translation>Jouées à partir d&apos;ici : %1 batailles sur %2 jusqu&apos;ici…</translation>
    </message>
    <message numerus="yes">
        <source>From %n battle(s) played on from here, in the time allowed.</source>
        <translation>
            <numerusform>D&apos;après %n bataille jouée à partir d&apos;ici, dans le temps imparti.</numerusform>
            <numerusform>D&apos;après %n batailles jouées à partir d&apos;ici, dans le temps imparti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::BreakInDialog</name>
    <message>
        <source>Siege of %1, turn %2</source>
        <translation>Siège de %1, tour %2</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Sortie (RULES S4)</source>
        <translation>Sortie (RULES S4)</translation>
    </message>
    <message>
        <source>Go back inside</source>
        <translation>Rentrer dans la forteresse</translation>
    </message>
    <message>
        <source>Take the hex it held</source>
        <translation>Prendre l&apos;hexagone qu&apos;elle tenait</translation>
    </message>
    <message>
        <source>&amp;Sortie…</source>
        <translation>&amp;Sortie…</translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation>Attaque :</translation>
    </message>
    <message>
        <source>If it wins:</source>
        <translation>Si elle l&apos;emporte :</translation>
    </message>
    <message>
        <source>Break-in roll (RULES S2): 1 costs a unit, 6 breaks in</source>
        <translation>Jet d&apos;assaut (RULES S2) : 1 coûte une unité, 6 force l&apos;entrée</translation>
    </message>
    <message>
        <source>The unit lost comes from:</source>
        <translation>L&apos;unité perdue provient de :</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n unité)</numerusform>
            <numerusform>%1 (%n unités)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Re&amp;roll</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>&amp;Keep this result</source>
        <translation>&amp;Garder ce résultat</translation>
    </message>
    <message>
        <source>&amp;Fight the break-in battle…</source>
        <translation>Livrer la &amp;bataille d&apos;assaut…</translation>
    </message>
    <message>
        <source>The siege is over: %1.</source>
        <translation>Le siège est terminé : %1.</translation>
    </message>
    <message>
        <source>a break-in</source>
        <translation>entrée forcée</translation>
    </message>
    <message>
        <source>a unit lost</source>
        <translation>une unité perdue</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Rolled %1: %2. Rerolls left: %3 of %4.%5</source>
        <translation>Jet de %1 : %2. Relances restantes : %3 sur %4.%5</translation>
    </message>
    <message>
        <source> The default is to reroll anything but a 6.</source>
        <translation> Par défaut, on relance tout sauf un 6.</translation>
    </message>
    <message>
        <source>The sortie comes once the break-in roll is kept (RULES S4).</source>
        <translation>La sortie a lieu une fois le jet d&apos;assaut conservé (RULES S4).</translation>
    </message>
    <message>
        <source>The break-in battle comes first; a sortie follows it if the fortress holds (RULES S4).</source>
        <translation>La bataille d&apos;assaut a lieu d&apos;abord ; une sortie la suit si la forteresse tient (RULES S4).</translation>
    </message>
    <message>
        <source>&amp;Heroic reroll</source>
        <translation>Relance &amp;héroïque</translation>
    </message>
    <message>
        <source>&amp;Heroic reroll (%1 held)</source>
        <translation>Relance &amp;héroïque (%1 disponible(s))</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <source>No able leader is inside: the units go out alone.</source>
        <translation>Aucun chef apte dans la forteresse : les unités sortent seules.</translation>
    </message>
    <message>
        <source>Units going:</source>
        <translation>Unités qui sortent :</translation>
    </message>
    <message>
        <source>Leaders going:</source>
        <translation>Chefs qui sortent :</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) in good order, from every garrison force; broken units stay inside (RULES S4).</source>
        <translation>
            <numerusform>%n unité en bon ordre, de chaque force de garnison ; les unités en déroute restent dans la forteresse (RULES S4).</numerusform>
            <numerusform>%n unités en bon ordre, de chaque force de garnison ; les unités en déroute restent dans la forteresse (RULES S4).</numerusform>
        </translation>
    </message>
    <message>
        <source>The break-in battle has been fought; %1 holds.</source>
        <translation>La bataille d&apos;assaut a été livrée ; %1 tient.</translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll was a 6: the break-in battle is owed, and the turn waits for it (RULES S3).</source>
        <translation>Le jet d&apos;assaut de ce tour a fait 6 : la bataille d&apos;assaut est due, et le tour l&apos;attend (RULES S3).</translation>
    </message>
    <message>
        <source>A besieging leader spends a reroll of their own on the die; those left lapse when the roll is kept (RULES H2).</source>
        <translation>Un chef assiégeant dépense l&apos;une de ses propres relances sur le dé ; celles qui restent sont perdues quand le jet est conservé (RULES H2).</translation>
    </message>
    <message>
        <source> The besieger&apos;s standing order: %1.</source>
        <translation> Consigne permanente de l&apos;assiégeant : %1.</translation>
    </message>
    <message>
        <source>alone inside</source>
        <translation>seul à l&apos;intérieur</translation>
    </message>
    <message>
        <source>%1: Battle %2</source>
        <translation>%1 : Bataille %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 (%n unit(s))</source>
        <translation>
            <numerusform>%1 en %2 (%n unité)</numerusform>
            <numerusform>%1 en %2 (%n unités)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no besieging force to attack)</source>
        <translation>(aucune force assiégeante à attaquer)</translation>
    </message>
</context>
<context>
    <name>castellan::CampaignSession</name>
    <message>
        <source>Cannot Create the Sample Campaign</source>
        <translation>Impossible de créer la campagne d&apos;exemple</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>Impossible d&apos;ouvrir la campagne</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouvert : %1</translation>
    </message>
    <message>
        <source>Cannot Create Campaign</source>
        <translation>Impossible de créer la campagne</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Créé : %1</translation>
    </message>
    <message>
        <source>Cannot Save Campaign</source>
        <translation>Impossible d&apos;enregistrer la campagne</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Enregistré sous %1</translation>
    </message>
    <message>
        <source>Campaign File Error</source>
        <translation>Erreur de fichier de campagne</translation>
    </message>
    <message>
        <source>Opened %1 read-only</source>
        <translation>Ouvert en lecture seule : %1</translation>
    </message>
    <message>
        <source>%1 is open in another window: that window is brought to the front</source>
        <translation>%1 est ouvert dans une autre fenêtre : celle-ci est mise au premier plan</translation>
    </message>
    <message>
        <source>Not Done</source>
        <translation>Non effectué</translation>
    </message>
</context>
<context>
    <name>castellan::CaptureDialog</name>
    <message>
        <source>Capture %1</source>
        <translation>Capturer %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. He keeps his sheet, and can be released or exchanged later (RULES L6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; est fait prisonnier. Il conserve sa fiche et pourra être libéré ou échangé plus tard (RULES L6).</translation>
    </message>
    <message>
        <source>Held &amp;by:</source>
        <translation>&amp;Détenu par :</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Capturer</translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold him.</source>
        <translation>Aucun autre camp de cette campagne ne peut le détenir.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. She keeps her sheet, and can be released or exchanged later (RULES L6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; est faite prisonnière. Elle conserve sa fiche et pourra être libérée ou échangée plus tard (RULES L6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is taken captive. They keep their sheet, and can be released or exchanged later (RULES L6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; est fait·e prisonnier·ère. La fiche est conservée ; libération ou échange restent possibles plus tard (RULES L6).</translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold her.</source>
        <translation>Aucun autre camp de cette campagne ne peut la détenir.</translation>
    </message>
    <message>
        <source>There is no other side in this campaign to hold them.</source>
        <translation>Aucun autre camp de cette campagne ne peut détenir ce chef.</translation>
    </message>
</context>
<context>
    <name>castellan::CasualtiesStep</name>
    <message>
        <source>&amp;Apply hits</source>
        <translation>&amp;Appliquer les touches</translation>
    </message>
    <message>
        <source>Round %1 · Casualties</source>
        <translation>Manche %1 · Pertes</translation>
    </message>
    <message>
        <source>Each side takes the hits it received: each 6 eliminates one unit of its choice (broken and flagged ones too), then each 5 flags one good-order unit; surplus 5s are lost (RULES F3). The default eliminates broken units first.</source>
        <translation>Chaque camp encaisse les touches reçues : chaque 6 élimine une unité de son choix (y compris marquée ou en déroute), puis chaque 5 marque une unité en bon ordre ; les 5 en surplus sont perdus (RULES F3). Par défaut, les unités en déroute sont éliminées en premier.</translation>
    </message>
    <message>
        <source>Share among forces…</source>
        <translation>Répartir entre les forces…</translation>
    </message>
    <message>
        <source>Give each loss to one of the side&apos;s forces (RULES F0)</source>
        <translation>Attribuer chaque perte à l&apos;une des forces du camp (RULES F0)</translation>
    </message>
    <message>
        <source>Hits on %1</source>
        <translation>Touches sur %1</translation>
    </message>
    <message>
        <source>%1: %2 eliminated, %3 flagged</source>
        <translation>%1 : %2 éliminée(s), %3 marquée(s)</translation>
    </message>
    <message>
        <source>Losses by force: %1</source>
        <translation>Pertes par force : %1</translation>
    </message>
</context>
<context>
    <name>castellan::CasualtyEditor</name>
    <message>
        <source>&amp;Default</source>
        <translation>&amp;Par défaut</translation>
    </message>
    <message>
        <source>no enemy dice</source>
        <translation>aucun dé ennemi</translation>
    </message>
    <message>
        <source>Broken units first, then flagged, then good order (RULES F3)</source>
        <translation>Unités en déroute d&apos;abord, puis marquées, puis en bon ordre (RULES F3)</translation>
    </message>
    <message>
        <source>Receives &lt;b&gt;%1&lt;/b&gt; × 6 and &lt;b&gt;%2&lt;/b&gt; × 5.</source>
        <translation>Reçoit &lt;b&gt;%1&lt;/b&gt; × 6 et &lt;b&gt;%2&lt;/b&gt; × 5.</translation>
    </message>
    <message numerus="yes">
        <source>%n surplus 5(s) lost.</source>
        <translation>
            <numerusform>%n 5 en surplus perdu.</numerusform>
            <numerusform>%n 5 en surplus perdus.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the hits: &lt;b&gt;%1&lt;/b&gt; good, &lt;b&gt;%2&lt;/b&gt; flagged, &lt;b&gt;%3&lt;/b&gt; broken.</source>
        <translation>Après les touches : &lt;b&gt;%1&lt;/b&gt; en bon ordre, &lt;b&gt;%2&lt;/b&gt; marquée(s), &lt;b&gt;%3&lt;/b&gt; en déroute.</translation>
    </message>
    <message>
        <source>(your choice)</source>
        <translation>(votre choix)</translation>
    </message>
    <message>
        <source>6s eliminate:</source>
        <translation>Les 6 éliminent :</translation>
    </message>
    <message>
        <source>&amp;broken</source>
        <translation>en &amp;déroute</translation>
    </message>
    <message>
        <source>f&amp;lagged</source>
        <translation>&amp;marquées</translation>
    </message>
    <message>
        <source>&amp;good order</source>
        <translation>en &amp;bon ordre</translation>
    </message>
    <message numerus="yes">
        <source>The 5s then flag %n good-order unit(s).</source>
        <translation>
            <numerusform>Les 5 marquent ensuite %n unité en bon ordre.</numerusform>
            <numerusform>Les 5 marquent ensuite %n unités en bon ordre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::CompositionEditor</name>
    <message>
        <source>Units of cavalry, for a battle fought on the battle board (RULES C2)</source>
        <translation>Unités de cavalerie, pour une bataille livrée sur le plateau de bataille (RULES C2)</translation>
    </message>
    <message>
        <source>Units of artillery, for a battle fought on the battle board (RULES C2)</source>
        <translation>Unités d&apos;artillerie, pour une bataille livrée sur le plateau de bataille (RULES C2)</translation>
    </message>
    <message numerus="yes">
        <source> cavalry</source>
        <translation>
            <numerusform> cavalerie</numerusform>
            <numerusform> cavalerie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> artillery</source>
        <translation>
            <numerusform> artillerie</numerusform>
            <numerusform> artillerie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n infantry</source>
        <translation>
            <numerusform>et %n infanterie</numerusform>
            <numerusform>et %n infanterie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::CreationPool</name>
    <message>
        <source>Die %1: drag it onto a trait, or press %1 then the trait&apos;s letter</source>
        <translation>Dé %1 : faites-le glisser sur une caractéristique, ou appuyez sur %1 puis sur la lettre de la caractéristique</translation>
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
        <translation>−%1 vit.</translation>
    </message>
    <message>
        <source>no rerolls</source>
        <translation>aucune relance</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>hors de combat</translation>
    </message>
    <message>
        <source>Heroic Deed: %1</source>
        <translation>Exploit héroïque : %1</translation>
    </message>
    <message>
        <source>Heroics %1, capped by his vitality %2: he rolls against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation>Héroïsme %1, plafonné par sa vitalité %2 : il lance contre &lt;b&gt;%3&lt;/b&gt; (RULES L4).</translation>
    </message>
    <message>
        <source>He rolls 1d6 against his Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Il lance 1d6 contre son Héroïsme de &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Equal to his Heroics: 1 wound and as many rerolls as his Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation>Égal à son Héroïsme : 1 blessure et autant de relances que son Héroïsme. En dessous : autant de blessures et de relances que la différence. Au-dessus : autant de blessures que la différence, sans rien gagner. Les relances se dépensent pendant l&apos;événement où elles ont été gagnées (RULES H1, H2).</translation>
    </message>
    <message>
        <source>What each face does</source>
        <translation>Effet de chaque face</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>&amp;Attempt deed</source>
        <translation>&amp;Tenter l&apos;exploit</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt; against %2.</source>
        <translation>Jet de &lt;b&gt;%1&lt;/b&gt; contre %2.</translation>
    </message>
    <message>
        <source>Wounds taken: &lt;b&gt;%1&lt;/b&gt; · rerolls gained: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Blessures subies : &lt;b&gt;%1&lt;/b&gt; · relances gagnées : &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Vitality %1 → %2 · rerolls held: %3</source>
        <translation>Vitalité %1 → %2 · relances disponibles : %3</translation>
    </message>
    <message>
        <source>He is now %1.</source>
        <translation>Il est désormais %1.</translation>
    </message>
    <message numerus="yes">
        <source>+%n reroll(s)</source>
        <translation>
            <numerusform>+%n relance</numerusform>
            <numerusform>+%n relances</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroics %1, capped by her vitality %2: she rolls against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation>Héroïsme %1, plafonné par sa vitalité %2 : elle lance contre &lt;b&gt;%3&lt;/b&gt; (RULES L4).</translation>
    </message>
    <message>
        <source>Heroics %1, capped by their vitality %2: they roll against &lt;b&gt;%3&lt;/b&gt; (RULES L4).</source>
        <translation>Héroïsme %1, plafonné par sa vitalité %2 : le jet se fait contre &lt;b&gt;%3&lt;/b&gt; (RULES L4).</translation>
    </message>
    <message>
        <source>She rolls 1d6 against her Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Elle lance 1d6 contre son Héroïsme de &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>They roll 1d6 against their Heroics of &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Le jet se fait avec 1d6 contre son Héroïsme de &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>She is now %1.</source>
        <translation>Elle est désormais %1.</translation>
    </message>
    <message>
        <source>They are now %1.</source>
        <translation>Désormais %1.</translation>
    </message>
    <message>
        <source>Equal to her Heroics: 1 wound and as many rerolls as her Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation>Égal à son Héroïsme : 1 blessure et autant de relances que son Héroïsme. En dessous : autant de blessures et de relances que la différence. Au-dessus : autant de blessures que la différence, sans rien gagner. Les relances se dépensent pendant l&apos;événement où elles ont été gagnées (RULES H1, H2).</translation>
    </message>
    <message>
        <source>Equal to their Heroics: 1 wound and as many rerolls as their Heroics. Below: as many wounds and rerolls as the difference. Above: as many wounds as the difference and nothing gained. Rerolls are spent in the event in which they were gained (RULES H1, H2).</source>
        <translation>Égal à son Héroïsme : 1 blessure et autant de relances que son Héroïsme. En dessous : autant de blessures et de relances que la différence. Au-dessus : autant de blessures que la différence, sans rien gagner. Les relances se dépensent pendant l&apos;événement où elles ont été gagnées (RULES H1, H2).</translation>
    </message>
</context>
<context>
    <name>castellan::DeedsStep</name>
    <message>
        <source>Roll &amp;fire</source>
        <translation>Lancer le &amp;tir</translation>
    </message>
    <message>
        <source>No leader with this force.</source>
        <translation>Aucun chef avec cette force.</translation>
    </message>
    <message>
        <source>Heroic deed: %1 (Heroics %2)</source>
        <translation>Exploit héroïque : %1 (Héroïsme %2)</translation>
    </message>
    <message>
        <source>Roll 1d6 against Heroics %1: wounds, and rerolls for this side&apos;s fire dice (RULES H1, H2).</source>
        <translation>Lancer 1d6 contre Héroïsme %1 : blessures, et relances pour les dés de tir de ce camp (RULES H1, H2).</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s) ready for this round&apos;s fire (RULES H2).</source>
        <translation>
            <numerusform>%n relance prête pour le tir de cette manche (RULES H2).</numerusform>
            <numerusform>%n relances prêtes pour le tir de cette manche (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 · Heroic deeds, then fire</source>
        <translation>Manche %1 · Exploits héroïques, puis tir</translation>
    </message>
    <message>
        <source>Any able leader may first attempt a heroic deed: 1d6 against the leader&apos;s Heroics, for wounds and rerolls of the side&apos;s fire dice (RULES F7, H1, H2). Then both sides fire at once.</source>
        <translation>Tout chef valide peut d&apos;abord tenter un exploit héroïque : 1d6 contre l&apos;Héroïsme du chef, pour des blessures et des relances des dés de tir du camp (RULES F7, H1, H2). Puis les deux camps tirent simultanément.</translation>
    </message>
</context>
<context>
    <name>castellan::DiceRow</name>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
</context>
<context>
    <name>castellan::DieEntryDialog</name>
    <message>
        <source>Table Dice</source>
        <translation>Dés de table</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roll %1d%2 at the table&lt;/b&gt;&lt;br&gt;for %3</source>
        <translation>&lt;b&gt;Lancez %1d%2 sur la table&lt;/b&gt;&lt;br&gt;pour %3</translation>
    </message>
    <message>
        <source>No face yet</source>
        <translation>Aucune face pour l&apos;instant</translation>
    </message>
    <message>
        <source>Type each face with the keys 1 to %1; Backspace takes the last one back (RULES D4).</source>
        <translation>Saisissez chaque face avec les touches 1 à %1 ; Retour arrière annule la dernière (RULES D4).</translation>
    </message>
    <message>
        <source>&amp;Use These Faces</source>
        <translation>&amp;Utiliser ces faces</translation>
    </message>
    <message>
        <source>&amp;Let Castellan Roll</source>
        <translation>&amp;Laisser Castellan lancer</translation>
    </message>
    <message>
        <source>%1 of %2 dice entered</source>
        <translation>%1 dés saisis sur %2</translation>
    </message>
</context>
<context>
    <name>castellan::DieFaceWidget</name>
    <message>
        <source>No die</source>
        <translation>Aucun dé</translation>
    </message>
    <message>
        <source>Die showing %1, replaced by a reroll</source>
        <translation>Dé affichant %1, remplacé par une relance</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation>Dé affichant %1</translation>
    </message>
</context>
<context>
    <name>castellan::DuelDialog</name>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 est mort.</translation>
    </message>
    <message>
        <source>%1 is disabled.</source>
        <translation>%1 est hors de combat.</translation>
    </message>
    <message>
        <source>Duel: %1</source>
        <translation>Duel : %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, same side)</source>
        <translation>%1 (%2, même camp)</translation>
    </message>
    <message>
        <source>There is no other able leader for %1 to duel (RULES G1, L3).</source>
        <translation>Aucun autre chef valide ne peut affronter %1 en duel (RULES G1, L3).</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire :</translation>
    </message>
    <message>
        <source>vs.</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>Each exchange both roll their effective Duel in d6 at once. Each &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; wounds the opponent; each &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; cancels one wound against the roller. The duel goes on until one is disabled or dead, or you end it (RULES G1, G2).</source>
        <translation>À chaque échange, les deux adversaires lancent simultanément leur Duel effectif en d6. Chaque &lt;span style=&quot;color:#c0392b&quot;&gt;&lt;b&gt;6&lt;/b&gt;&lt;/span&gt; blesse l&apos;adversaire ; chaque &lt;span style=&quot;color:#2e6db4&quot;&gt;&lt;b&gt;5&lt;/b&gt;&lt;/span&gt; annule une blessure infligée à celui qui l&apos;a obtenu. Le duel continue jusqu&apos;à ce que l&apos;un soit hors de combat ou mort, ou que vous y mettiez fin (RULES G1, G2).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>took</source>
        <translation>subies</translation>
    </message>
    <message>
        <source>No exchange fought yet.</source>
        <translation>Aucun échange livré pour l&apos;instant.</translation>
    </message>
    <message>
        <source>&amp;Fight exchange</source>
        <translation>&amp;Livrer un échange</translation>
    </message>
    <message>
        <source>Fight to the &amp;end</source>
        <translation>Combattre jusqu&apos;au &amp;bout</translation>
    </message>
    <message>
        <source>E&amp;nd duel</source>
        <translation>&amp;Terminer le duel</translation>
    </message>
    <message numerus="yes">
        <source>Duel %1, capped by vitality: rolls &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</source>
        <translation>
            <numerusform>Duel %1, plafonné par la vitalité : lance &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</numerusform>
            <numerusform>Duel %1, plafonné par la vitalité : lance &lt;b&gt;%n&lt;/b&gt; d6 (RULES L4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duel %1: rolls &lt;b&gt;%n&lt;/b&gt; d6</source>
        <translation>
            <numerusform>Duel %1 : lance &lt;b&gt;%n&lt;/b&gt; d6</numerusform>
            <numerusform>Duel %1 : lance &lt;b&gt;%n&lt;/b&gt; d6</numerusform>
        </translation>
    </message>
    <message>
        <source>The opponent is fixed once the first exchange is fought.</source>
        <translation>L&apos;adversaire est fixé dès que le premier échange est livré.</translation>
    </message>
    <message>
        <source>Record &amp;duel</source>
        <translation>Enregistrer le &amp;duel</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Dice were rolled: closing records the duel as it stands.</source>
        <translation>Des dés ont été lancés : fermer enregistre le duel en l&apos;état.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The duel is over&lt;/b&gt; after exchange %1.</source>
        <translation>&lt;b&gt;Le duel est terminé&lt;/b&gt; après l&apos;échange %1.</translation>
    </message>
    <message>
        <source>After exchange %1: %2 at vitality %3, %4 at vitality %5.</source>
        <translation>Après l&apos;échange %1 : %2 à la vitalité %3, %4 à la vitalité %5.</translation>
    </message>
    <message>
        <source>Ready to fight.</source>
        <translation>Prêt au combat.</translation>
    </message>
</context>
<context>
    <name>castellan::ExchangeActions</name>
    <message>
        <source>&amp;Leader Sheets…</source>
        <translation>Fiches des &amp;chefs…</translation>
    </message>
    <message>
        <source>Print the sheets of the leaders selected in the roster</source>
        <translation>Imprimer les fiches des chefs sélectionnés dans la liste des chefs</translation>
    </message>
    <message>
        <source>The Whole &amp;Roster…</source>
        <translation>Toute la &amp;liste des chefs…</translation>
    </message>
    <message>
        <source>Print every leader&apos;s sheet</source>
        <translation>Imprimer la fiche de chaque chef</translation>
    </message>
    <message>
        <source>&amp;Force Sheets…</source>
        <translation>Fiches des &amp;forces…</translation>
    </message>
    <message>
        <source>Print a sheet for each force</source>
        <translation>Imprimer une fiche pour chaque force</translation>
    </message>
    <message>
        <source>&amp;Siege Summaries…</source>
        <translation>Résumés des &amp;sièges…</translation>
    </message>
    <message>
        <source>Print a summary of each siege (RULES S1-S5)</source>
        <translation>Imprimer un résumé de chaque siège (RULES S1-S5)</translation>
    </message>
    <message>
        <source>The Whole &amp;Campaign…</source>
        <translation>Toute la ca&amp;mpagne…</translation>
    </message>
    <message>
        <source>Print a title page, the roster, the forces, the map, the sieges and every leader&apos;s sheet</source>
        <translation>Imprimer une page de titre, la liste des chefs, les forces, la carte, les sièges et la fiche de chaque chef</translation>
    </message>
    <message>
        <source>The &amp;Map…</source>
        <translation>La c&amp;arte…</translation>
    </message>
    <message>
        <source>Print the map on one page, or to scale across several</source>
        <translation>Imprimer la carte sur une page, ou à l&apos;échelle sur plusieurs</translation>
    </message>
    <message>
        <source>Roster as &amp;CSV…</source>
        <translation>Liste des chefs en &amp;CSV…</translation>
    </message>
    <message>
        <source>The roster for a spreadsheet: a row a leader</source>
        <translation>La liste des chefs pour un tableur : une ligne par chef</translation>
    </message>
    <message>
        <source>Roster as &amp;JSON…</source>
        <translation>Liste des chefs en &amp;JSON…</translation>
    </message>
    <message>
        <source>The roster with each leader&apos;s sheet and history, to import into another campaign</source>
        <translation>La liste des chefs avec la fiche et l&apos;historique de chacun, à importer dans une autre campagne</translation>
    </message>
    <message>
        <source>&amp;Forces as CSV…</source>
        <translation>&amp;Forces en CSV…</translation>
    </message>
    <message>
        <source>The forces for a spreadsheet: a row a force</source>
        <translation>Les forces pour un tableur : une ligne par force</translation>
    </message>
    <message>
        <source>&amp;Players&apos; Copy…</source>
        <translation>Co&amp;pie des joueurs…</translation>
    </message>
    <message>
        <source>A copy of the campaign for the players: without notes marked GM only and without the seed, so the dice cannot be foreseen</source>
        <translation>Une copie de la campagne pour les joueurs : sans les notes marquées MJ seulement ni la graine, pour que personne ne puisse prévoir les dés</translation>
    </message>
    <message>
        <source>&amp;Roster from JSON…</source>
        <translation>&amp;Liste des chefs depuis JSON…</translation>
    </message>
    <message>
        <source>Add the leaders of a roster file to this campaign, as one step that Undo takes back</source>
        <translation>Ajouter les chefs d&apos;un fichier de liste des chefs à cette campagne, en une seule étape qu&apos;Annuler défait</translation>
    </message>
    <message>
        <source>Leader sheets</source>
        <translation>Fiches des chefs</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Liste des chefs</translation>
    </message>
    <message>
        <source>Force sheets</source>
        <translation>Fiches des forces</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Sièges</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>Im&amp;porter</translation>
    </message>
    <message>
        <source>Select a leader in the roster first.</source>
        <translation>Sélectionnez d&apos;abord un chef dans la liste des chefs.</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exporter : %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>%1 exported to %2</source>
        <translation>%1 : export écrit dans %2</translation>
    </message>
    <message>
        <source>Import a Roster</source>
        <translation>Importer une liste des chefs</translation>
    </message>
    <message>
        <source>Castellan rosters (*.json);;All files (*)</source>
        <translation>Listes des chefs Castellan (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB: it is not a roster.</source>
        <translation>%1 dépasse 64 Mio : ce n&apos;est pas une liste des chefs.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) takes the whole import back.</source>
        <translation>Annuler (Ctrl+Z) défait toute l&apos;importation.</translation>
    </message>
    <message>
        <source>Export a Players&apos; Copy</source>
        <translation>Exporter une copie des joueurs</translation>
    </message>
    <message>
        <source>-players</source>
        <translation>-joueurs</translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation>Campagnes Castellan (*.castellan)</translation>
    </message>
    <message>
        <source>Players&apos; copy written to %1</source>
        <translation>Copie des joueurs écrite dans %1</translation>
    </message>
    <message>
        <source>Players&apos; Copy</source>
        <translation>Copie des joueurs</translation>
    </message>
    <message>
        <source>The players&apos; copy is written to %1. It keeps no notes marked GM only and no seed, so the players cannot foresee the dice.

Keep this salt with the campaign&apos;s seed (%2). When the campaign is over, show both to the players: Verify Log on their copy checks them and then every roll.

%3</source>
        <translation>La copie des joueurs est écrite dans %1. Elle ne contient ni les notes marquées MJ seulement ni la graine, pour que les joueurs ne puissent pas prévoir les dés.

Conservez ce sel avec la graine de la campagne (%2). À la fin de la campagne, montrez-les tous deux aux joueurs : Vérifier le journal, sur leur copie, les contrôle puis vérifie chaque jet.

%3</translation>
    </message>
    <message>
        <source>Copy the Salt</source>
        <translation>Copier le sel</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is not a file, or %2</source>
        <translation>Impossible de lire %1 : ce n’est pas un fichier, ou %2</translation>
    </message>
    <message>
        <source>Importing the roster %1…</source>
        <translation>Import de la liste %1…</translation>
    </message>
    <message>
        <source>&amp;Turn Reports…</source>
        <translation>&amp;Rapports de tour…</translation>
    </message>
    <message>
        <source>Each side&apos;s report of a turn: its moves, battles, sieges and leaders, and what it could see of the others</source>
        <translation>Le rapport de chaque camp sur un tour : ses mouvements, batailles, sièges et chefs, et ce qu’il pouvait voir des autres</translation>
    </message>
</context>
<context>
    <name>castellan::FallbackDialog</name>
    <message>
        <source>Cavalry Fallback</source>
        <translation>Repli de la cavalerie</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 at %3 is attacked from beside it by the %4 at %5. It may fall back 1 to 3 hexes before the attack is rolled, each hex farther from the attacker; the attack then rolls %n dice instead of %6, its flags count for nothing, and the cavalry is shaken (RULES C7, C9). The board marks where it may go.</source>
        <translation>
            <numerusform>L’unité %2 de %1 en %3 est attaquée depuis l’hexagone voisin par l’unité %4 en %5. Elle peut se replier de 1 à 3 hexagones avant le jet, chacun plus loin de l’attaquant ; l’attaque lance alors %n dé au lieu de %6, ses drapeaux ne comptent pas, et la cavalerie est ébranlée (RÈGLES C7, C9). Le plateau marque où elle peut aller.</numerusform>
            <numerusform>L’unité %2 de %1 en %3 est attaquée depuis l’hexagone voisin par l’unité %4 en %5. Elle peut se replier de 1 à 3 hexagones avant le jet, chacun plus loin de l’attaquant ; l’attaque lance alors %n dés au lieu de %6, ses drapeaux ne comptent pas, et la cavalerie est ébranlée (RÈGLES C7, C9). Le plateau marque où elle peut aller.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stand: the attack rolls %n dice</source>
        <translation>
            <numerusform>Tenir : l’attaque lance %n dé</numerusform>
            <numerusform>Tenir : l’attaque lance %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Fall back: %1</source>
        <translation>Se replier : %1</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Répondre</translation>
    </message>
</context>
<context>
    <name>castellan::FireStep</name>
    <message>
        <source>Take &amp;casualties</source>
        <translation>Subir les &amp;pertes</translation>
    </message>
    <message>
        <source>Click to re-roll this die (RULES H2)</source>
        <translation>Cliquez pour relancer ce dé (RULES H2)</translation>
    </message>
    <message>
        <source>Re-rolled (RULES H2)</source>
        <translation>Relancé (RULES H2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; fires %2: &lt;b&gt;%3&lt;/b&gt; × 6, &lt;b&gt;%4&lt;/b&gt; × 5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; tire %2 : &lt;b&gt;%3&lt;/b&gt; × 6, &lt;b&gt;%4&lt;/b&gt; × 5</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dés</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n reroll(s): click one of its dice to re-roll it.</source>
        <translation>
            <numerusform>%1 dispose de %n relance : cliquez sur l&apos;un de ses dés pour le relancer.</numerusform>
            <numerusform>%1 dispose de %n relances : cliquez sur l&apos;un de ses dés pour le relancer.</numerusform>
        </translation>
    </message>
    <message>
        <source>(RULES H2)</source>
        <translation>(RULES H2)</translation>
    </message>
    <message>
        <source>Round %1 · Fire</source>
        <translation>Manche %1 · Tir</translation>
    </message>
    <message>
        <source>Both sides roll at once: one die per good-order unit plus the Battle bonus. Each 6 eliminates an enemy unit, each 5 flags one; 1 to 4 miss (RULES F2).</source>
        <translation>Les deux camps lancent simultanément : un dé par unité en bon ordre, plus le bonus de Bataille. Chaque 6 élimine une unité ennemie, chaque 5 en marque une ; de 1 à 4, c&apos;est manqué (RULES F2).</translation>
    </message>
    <message>
        <source>Whose reroll a click on a die spends (RULES H2)</source>
        <translation>Chef dont un clic sur un dé dépense la relance (RULES H2)</translation>
    </message>
    <message>
        <source>Reroll of %1 (%2 left)</source>
        <translation>Relance de %1 (restantes : %2)</translation>
    </message>
</context>
<context>
    <name>castellan::FlankMarchDialog</name>
    <message>
        <source>&amp;Call Off</source>
        <translation>&amp;Rappeler</translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation>Marches de flanc · %1</translation>
    </message>
    <message>
        <source>Attacker: %1</source>
        <translation>Attaquant : %1</translation>
    </message>
    <message>
        <source>Defender: %1</source>
        <translation>Défenseur : %1</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation>&amp;Général :</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>&amp;Unités :</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>&amp;Bord :</translation>
    </message>
    <message>
        <source>With this march the %1 wins %2 (%3 if the units stay), by the exact odds (RULES O1, M3).</source>
        <translation>Avec cette marche, le camp %1 l&apos;emporte à %2 (%3 si les unités restent), selon les chances exactes (RULES O1, M3).</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>%1 · %2 (%3)</source>
        <translation>%1 · %2 (%3)</translation>
    </message>
    <message>
        <source>The %1 has no leader here to send.</source>
        <translation>Le camp %1 n&apos;a ici aucun chef à envoyer.</translation>
    </message>
    <message>
        <source>The exact odds count one flank march at a time: with another one sent, they are not shown.</source>
        <translation>Les chances exactes ne comptent qu&apos;une marche de flanc à la fois : si une autre est envoyée, elles ne sont pas affichées.</translation>
    </message>
    <message>
        <source>&lt;i&gt;computing the odds with this march…&lt;/i&gt;</source>
        <translation>&lt;i&gt;calcul des chances avec cette marche…&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n unit(s) by the %3</source>
        <translation>
            <numerusform>%1 (%2) : %n unité par la %3</numerusform>
            <numerusform>%1 (%2) : %n unités par la %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first round a side may send commands on a flank march (RULES M2): a general who is not its commander-in-chief, with units of the general&apos;s own force, by the left or the right; at most half the side&apos;s units in all. At the end of every round each march rolls 2d6 + its general&apos;s bonus + 1 a roll already made; 12 or more comes in at the start of the next round (M3).</source>
        <translation>Avant la première manche, un camp peut envoyer des détachements en marche de flanc (RULES M2) : un général qui n&apos;est pas son commandant en chef, avec des unités de la propre force du général, par la gauche ou par la droite ; au plus la moitié des unités du camp au total. À la fin de chaque manche, chaque marche lance 2d6 + le bonus de son général + 1 par jet déjà effectué ; sur 12 ou plus, elle arrive au début de la manche suivante (M3).</translation>
    </message>
</context>
<context>
    <name>castellan::FlankOddsChart</name>
    <message>
        <source>Arrived</source>
        <translation>Arrivée</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Annulée</translation>
    </message>
    <message numerus="yes">
        <source>Arrived within %n roll(s): %1%</source>
        <translation>
            <numerusform>Arrivée en %n jet au plus : %1%</numerusform>
            <numerusform>Arrivée en %n jets au plus : %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Aborted within %n roll(s): %1%</source>
        <translation>
            <numerusform>Annulée en %n jet au plus : %1%</numerusform>
            <numerusform>Annulée en %n jets au plus : %1%</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrival rolls (1: at the end of the first round or game turn)</source>
        <translation>Jets d&apos;arrivée (1 : à la fin de la première manche ou du premier tour de jeu)</translation>
    </message>
    <message>
        <source>A general of level %1 (%2 to the roll, RULES M1, M3): arrives on the first roll %3%, within 3 rolls %4%, within 6 rolls %5%; aborted within %6 rolls %7%.</source>
        <translation>Un général de niveau %1 (%2 au jet, RULES M1, M3) : arrive au premier jet %3%, en 3 jets au plus %4%, en 6 jets au plus %5% ; marche annulée en %6 jets au plus %7%.</translation>
    </message>
</context>
<context>
    <name>castellan::ForceDialog</name>
    <message>
        <source>Edit Force — %1</source>
        <translation>Modifier la force — %1</translation>
    </message>
    <message>
        <source>New Force</source>
        <translation>Nouvelle force</translation>
    </message>
    <message>
        <source>A force does not change sides.</source>
        <translation>Une force ne change pas de camp.</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Camp :</translation>
    </message>
    <message>
        <source>No sides yet</source>
        <translation>Aucun camp pour l&apos;instant</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>e.g. Army of the North</source>
        <translation>p. ex. Armée du Nord</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Emplacement :</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>&amp;Unités :</translation>
    </message>
    <message>
        <source>Units eliminated over the campaign</source>
        <translation>Unités éliminées au cours de la campagne</translation>
    </message>
    <message>
        <source>units eliminated over the campaign</source>
        <translation>unités éliminées au cours de la campagne</translation>
    </message>
    <message>
        <source>Lo&amp;st:</source>
        <translation>&amp;Perdues :</translation>
    </message>
    <message>
        <source>Who commands the force in battle (RULES R1)</source>
        <translation>Qui commande la force en bataille (RULES R1)</translation>
    </message>
    <message>
        <source>&amp;Commander:</source>
        <translation>Co&amp;mmandant :</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Raise Force</source>
        <translation>Lever la force</translation>
    </message>
    <message>
        <source>Leaders and commander</source>
        <translation>Chefs et commandant</translation>
    </message>
    <message>
        <source>Leaders of %1</source>
        <translation>Chefs de %1</translation>
    </message>
    <message>
        <source>with this force</source>
        <translation>avec cette force</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>another force</source>
        <translation>une autre force</translation>
    </message>
    <message>
        <source>Ticking %1 moves him here from %2 (RULES L2).</source>
        <translation>Cocher %1 le fait venir ici depuis %2 (RULES L2).</translation>
    </message>
    <message>
        <source>no force</source>
        <translation>aucune force</translation>
    </message>
    <message>
        <source>no force, at %1</source>
        <translation>aucune force, à %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation>%1 : Bataille %2, %3</translation>
    </message>
    <message>
        <source>No leader of %1 can serve with this force: the dead and the captured cannot (RULES L3, L6).</source>
        <translation>Aucun chef de %1 ne peut servir dans cette force : les morts et les capturés ne le peuvent pas (RULES L3, L6).</translation>
    </message>
    <message>
        <source>No leader of %1 can serve: the dead and the captured cannot (RULES L3, L6). The force can be raised without leaders.</source>
        <translation>Aucun chef de %1 ne peut servir : les morts et les capturés ne le peuvent pas (RULES L3, L6). La force peut être levée sans chefs.</translation>
    </message>
    <message>
        <source>Best Battle (automatic)</source>
        <translation>Meilleure Bataille (automatique)</translation>
    </message>
    <message>
        <source>%1 — Battle %2</source>
        <translation>%1 — Bataille %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (quitte %2)</translation>
    </message>
    <message>
        <source>Moves here: %1.</source>
        <translation>Arrivées ici : %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Leaves the force: %1.</source>
        <translation>Départs de la force : %1.</translation>
    </message>
    <message>
        <source>This force is no longer in the campaign.</source>
        <translation>Cette force ne fait plus partie de la campagne.</translation>
    </message>
    <message>
        <source>Off the map: a place, or one of your fortresses to garrison it</source>
        <translation>Hors de la carte : un lieu, ou l&apos;une de vos forteresses pour y tenir garnison</translation>
    </message>
    <message>
        <source>A force off the map stands at a named place; a fortress of its side&apos;s name puts it in that fortress. On the map, it stands in its hex: place or move it there.</source>
        <translation>Une force hors de la carte se trouve en un lieu nommé ; le nom d&apos;une forteresse de son camp la place dans cette forteresse. Sur la carte, elle se trouve dans son hexagone : placez-la ou déplacez-la là.</translation>
    </message>
    <message>
        <source>Of &amp;which:</source>
        <translation>&amp;Dont :</translation>
    </message>
    <message>
        <source>Ticking %1 moves her here from %2 (RULES L2).</source>
        <translation>Cocher %1 la fait venir ici depuis %2 (RULES L2).</translation>
    </message>
    <message>
        <source>Ticking %1 moves them here from %2 (RULES L2).</source>
        <translation>Cocher %1 fait venir ce chef ici depuis %2 (RULES L2).</translation>
    </message>
</context>
<context>
    <name>castellan::ForcesDock</name>
    <message>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <source>&amp;Fight Battle…</source>
        <translation>&amp;Livrer bataille…</translation>
    </message>
    <message>
        <source>Battle &amp;Reports…</source>
        <translation>&amp;Rapports de bataille…</translation>
    </message>
    <message>
        <source>Fight a field battle with the selected force (RULES F)</source>
        <translation>Livrer une bataille rangée avec la force sélectionnée (RULES F)</translation>
    </message>
    <message>
        <source>Read, export and print the reports of the battles fought</source>
        <translation>Lire, exporter et imprimer les rapports des batailles livrées</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Select a force in the Forces pane first</source>
        <translation>Sélectionnez d&apos;abord une force dans le panneau Forces</translation>
    </message>
    <message>
        <source>Fight a battle with the selected force and every force on its space (RULES F0)</source>
        <translation>Livrer une bataille avec la force sélectionnée et toutes les forces de sa case (RULES F0)</translation>
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
        <translation>(meilleure Bataille : %1)</translation>
    </message>
    <message>
        <source>(no leader)</source>
        <translation>(aucun chef)</translation>
    </message>
    <message>
        <source>(no able leader)</source>
        <translation>(aucun chef valide)</translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation>%1 : Bataille %2, %3</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2, %3 in all (RULES F)</source>
        <translation>%1 : %2, %3 au total (RULES F)</translation>
    </message>
    <message>
        <source>Units eliminated over the campaign: %1</source>
        <translation>Unités éliminées au cours de la campagne : %1</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon ordre</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>Units in good order: each rolls one die of fire (RULES F2)</source>
        <translation>Unités en bon ordre : chacune lance un dé de tir (RULES F2)</translation>
    </message>
    <message>
        <source>Flagged units: they rally or break (RULES F5)</source>
        <translation>Unités marquées : elles se rallient ou passent en déroute (RULES F5)</translation>
    </message>
    <message>
        <source>Broken units: casualties that retreat with the force (RULES F5)</source>
        <translation>Unités en déroute : des pertes qui battent en retraite avec la force (RULES F5)</translation>
    </message>
    <message>
        <source>Units eliminated over the campaign</source>
        <translation>Unités éliminées au cours de la campagne</translation>
    </message>
    <message>
        <source>The designated commander, or in brackets the able leader with the best Battle (RULES R1)</source>
        <translation>Le commandant désigné ou, entre parenthèses, le chef valide ayant la meilleure Bataille (RULES R1)</translation>
    </message>
    <message>
        <source>The leaders with the force (RULES L2)</source>
        <translation>Les chefs présents avec la force (RULES L2)</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(caché)</translation>
    </message>
    <message>
        <source>Only the game master and %1&apos;s players see its leaders.</source>
        <translation>Seuls le meneur de jeu et les joueurs de %1 voient ses chefs.</translation>
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
        <translation>Actions sur les forces</translation>
    </message>
    <message>
        <source>&amp;New Force…</source>
        <translation>&amp;Nouvelle force…</translation>
    </message>
    <message>
        <source>New Force</source>
        <translation>Nouvelle force</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&amp;Edit Force…</source>
        <translation>&amp;Modifier la force…</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Split Force…</source>
        <translation>&amp;Scinder la force…</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Scinder</translation>
    </message>
    <message>
        <source>Ctrl+Shift+X</source>
        <translation>Ctrl+Shift+X</translation>
    </message>
    <message>
        <source>&amp;Merge Forces…</source>
        <translation>&amp;Fusionner des forces…</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>&amp;Disband Force</source>
        <translation>&amp;Dissoudre la force</translation>
    </message>
    <message>
        <source>Disband</source>
        <translation>Dissoudre</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Del</source>
        <translation>Ctrl+Shift+Del</translation>
    </message>
    <message>
        <source>Show only the forces of one side</source>
        <translation>N&apos;afficher que les forces d&apos;un camp</translation>
    </message>
    <message>
        <source>Si&amp;de:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Tous les camps</translation>
    </message>
    <message>
        <source>Select a force in the table first.</source>
        <translation>Sélectionnez d&apos;abord une force dans le tableau.</translation>
    </message>
    <message>
        <source>Raise a new force: its side, place, units and leaders</source>
        <translation>Lever une nouvelle force : son camp, son emplacement, ses unités et ses chefs</translation>
    </message>
    <message>
        <source>The campaign has no sides yet: a force needs one.</source>
        <translation>La campagne n&apos;a pas encore de camp : une force doit en avoir un.</translation>
    </message>
    <message>
        <source>Edit %1: name, place, units, leaders and commander</source>
        <translation>Modifier %1 : nom, emplacement, unités, chefs et commandant</translation>
    </message>
    <message>
        <source>%1 has no units and no leaders to split off.</source>
        <translation>%1 n&apos;a ni unités ni chefs à détacher.</translation>
    </message>
    <message>
        <source>Split a new force off %1, in the same place</source>
        <translation>Détacher une nouvelle force de %1, au même endroit</translation>
    </message>
    <message>
        <source>Merge another force of %1 at %2 into %3</source>
        <translation>Fusionner une autre force de %1 située en %2 dans %3</translation>
    </message>
    <message>
        <source>Disband %1; its leaders stay, with no force</source>
        <translation>Dissoudre %1 ; ses chefs restent, sans force</translation>
    </message>
    <message>
        <source>Forces: %1</source>
        <translation>Forces : %1</translation>
    </message>
    <message>
        <source>Showing %1 of %2 forces</source>
        <translation>%1 forces affichées sur %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Disband Force</source>
        <translation>Dissoudre la force</translation>
    </message>
    <message>
        <source>Disband %1?</source>
        <translation>Dissoudre %1 ?</translation>
    </message>
    <message>
        <source>Its units go: %1. %2

Undo brings the force back.</source>
        <translation>Ses unités disparaissent : %1. %2

Annuler rétablira la force.</translation>
    </message>
    <message>
        <source>No leader is with it.</source>
        <translation>Aucun chef ne l&apos;accompagne.</translation>
    </message>
    <message>
        <source>Its leaders stay, with no force: %1.</source>
        <translation>Ses chefs restent, sans force : %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>N&amp;otes…</source>
        <translation>N&amp;otes…</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Ctrl+Shift+J</source>
        <translation>Ctrl+Shift+J</translation>
    </message>
    <message>
        <source>The notes of %1, and whether they are for the game master only</source>
        <translation>Les notes de %1, et si elles sont réservées au meneur de jeu</translation>
    </message>
    <message>
        <source>Notes of %1</source>
        <translation>Notes de %1</translation>
    </message>
</context>
<context>
    <name>castellan::FortressDialog</name>
    <message>
        <source>Edit Fortress — %1</source>
        <translation>Modifier la forteresse — %1</translation>
    </message>
    <message>
        <source>Add Fortress — %1</source>
        <translation>Ajouter une forteresse — %1</translation>
    </message>
    <message>
        <source>e.g. Castle Dunmor</source>
        <translation>p. ex. Château de Dunmor</translation>
    </message>
    <message>
        <source>The strength a besieger needs around it (RULES S1)</source>
        <translation>La force dont un assiégeant a besoin autour d&apos;elle (RULES S1)</translation>
    </message>
    <message>
        <source>A besieged fortress changes hands only by the siege (RULES S3).</source>
        <translation>Une forteresse assiégée ne change de mains que par le siège (RULES S3).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Valeur :</translation>
    </message>
    <message>
        <source>&amp;Held by:</source>
        <translation>&amp;Tenue par :</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Add Fortress</source>
        <translation>Ajouter la forteresse</translation>
    </message>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation>&amp;MJ seulement : la copie des joueurs omet ces notes</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
</context>
<context>
    <name>castellan::HistoryDock</name>
    <message>
        <source>siege phase</source>
        <translation>phase de siège</translation>
    </message>
    <message>
        <source>movement phase</source>
        <translation>phase de mouvement</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Drag to any point of the campaign&apos;s history</source>
        <translation>Faites glisser jusqu’à n’importe quel point de l’historique de la campagne</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Action</translation>
    </message>
    <message>
        <source>The campaign before the action shown</source>
        <translation>La campagne avant l’action affichée</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Action ▶</translation>
    </message>
    <message>
        <source>The campaign after the next action</source>
        <translation>La campagne après l’action suivante</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>◀◀ Turn</source>
        <translation>◀◀ Tour</translation>
    </message>
    <message>
        <source>The campaign as this turn began, or the turn before</source>
        <translation>La campagne au début de ce tour, ou du tour précédent</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Turn ▶▶</source>
        <translation>Tour ▶▶</translation>
    </message>
    <message>
        <source>The campaign as the next turn began</source>
        <translation>La campagne au début du tour suivant</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <source>Back to &amp;Now</source>
        <translation>Retour au &amp;présent</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Turn %1, %2</source>
        <translation>Tour %1, %2</translation>
    </message>
    <message>
        <source>%1: as the campaign stands now.</source>
        <translation>%1 : la campagne telle qu’elle est maintenant.</translation>
    </message>
    <message>
        <source>%1: as its kept history begins.</source>
        <translation>%1 : au début de son historique conservé.</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> par %1</translation>
    </message>
    <message>
        <source>%1: after “%2”%3 (action %4 of %5).</source>
        <translation>%1 : après « %2 »%3 (action %4 sur %5).</translation>
    </message>
    <message>
        <source>Leave the history: the campaign as it stands, to play on (Esc)</source>
        <translation>Quitter l’historique : la campagne telle qu’elle est, pour continuer à jouer (Échap)</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderBanner</name>
    <message>
        <source>no side</source>
        <translation>aucun camp</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>détenu par %1</translation>
    </message>
    <message>
        <source>rerolls held: %1</source>
        <translation>relances disponibles : %1</translation>
    </message>
    <message>
        <source>location unknown</source>
        <translation>emplacement inconnu</translation>
    </message>
    <message>
        <source>Vitality %1 / %2</source>
        <translation>Vitalité %1 / %2</translation>
    </message>
    <message>
        <source>Vitality %1 → %2 / %3</source>
        <translation>Vitalité %1 → %2 / %3</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderMenu</name>
    <message>
        <source>&amp;New Leader…</source>
        <translation>&amp;Nouveau chef…</translation>
    </message>
    <message>
        <source>Roll 7d6 and create a leader (RULES L1)</source>
        <translation>Lancer 7d6 et créer un chef (RULES L1)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>New Leader</source>
        <translation>Nouveau chef</translation>
    </message>
    <message>
        <source>&amp;Wound or Heal…</source>
        <translation>&amp;Blesser ou soigner…</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Wound/Heal</source>
        <translation>Blesser/Soigner</translation>
    </message>
    <message>
        <source>&amp;Heroic Deed…</source>
        <translation>&amp;Exploit héroïque…</translation>
    </message>
    <message>
        <source>Roll a heroic deed against effective Heroics (RULES H1)</source>
        <translation>Tenter un exploit héroïque contre l&apos;Héroïsme effectif (RULES H1)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Deed</source>
        <translation>Exploit</translation>
    </message>
    <message>
        <source>&amp;Survival Check…</source>
        <translation>&amp;Test de survie…</translation>
    </message>
    <message>
        <source>Roll a survival check: escape, death or capture (RULES H3)</source>
        <translation>Lancer un test de survie : fuite, mort ou capture (RULES H3)</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Survie</translation>
    </message>
    <message>
        <source>&amp;Duel…</source>
        <translation>&amp;Duel…</translation>
    </message>
    <message>
        <source>Fight a duel with another leader, exchange by exchange (RULES G1, G2)</source>
        <translation>Livrer un duel contre un autre chef, échange par échange (RULES G1, G2)</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duel</translation>
    </message>
    <message>
        <source>&amp;Assassinate…</source>
        <translation>&amp;Assassiner…</translation>
    </message>
    <message>
        <source>Send the leader to assassinate another: one exchange (RULES G3)</source>
        <translation>Envoyer le chef assassiner un autre chef : un seul échange (RULES G3)</translation>
    </message>
    <message>
        <source>&amp;Capture/Release…</source>
        <translation>&amp;Capturer/Libérer…</translation>
    </message>
    <message>
        <source>&amp;Lapse Rerolls</source>
        <translation>&amp;Perdre les relances</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Ouvrez d&apos;abord une campagne.</translation>
    </message>
    <message>
        <source>This campaign has no sides yet: a leader needs one (RULES L2).</source>
        <translation>Cette campagne n&apos;a pas encore de camp : un chef doit en avoir un (RULES L2).</translation>
    </message>
    <message>
        <source>Select a leader in the roster first.</source>
        <translation>Sélectionnez d&apos;abord un chef dans la liste des chefs.</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>Libérer %1</translation>
    </message>
    <message>
        <source>Free him: held by %1 (RULES L6)</source>
        <translation>Le libérer : détenu par %1 (RULES L6)</translation>
    </message>
    <message>
        <source>&amp;Capture…</source>
        <translation>&amp;Capturer…</translation>
    </message>
    <message>
        <source>Not Allowed</source>
        <translation>Non autorisé</translation>
    </message>
    <message>
        <source>&amp;Retreat (Leaders Only)…</source>
        <translation>&amp;Retraite (chefs seuls)…</translation>
    </message>
    <message>
        <source>Where only leaders are left of both sides, try to retreat with a Maneuver check (RULES F8)</source>
        <translation>Lorsqu&apos;il ne reste que des chefs des deux camps, tenter une retraite par un test de Manœuvre (RULES F8)</translation>
    </message>
    <message>
        <source>Free her: held by %1 (RULES L6)</source>
        <translation>La libérer : détenue par %1 (RULES L6)</translation>
    </message>
    <message>
        <source>Free them: held by %1 (RULES L6)</source>
        <translation>Libérer : détenu·e par %1 (RULES L6)</translation>
    </message>
    <message>
        <source>Wound the leader or heal the leader&apos;s wounds (RULES L3)</source>
        <translation>Blesser le chef ou soigner ses blessures (RULES L3)</translation>
    </message>
    <message>
        <source>Mark the leader captured by another side, or release the leader (RULES L6)</source>
        <translation>Marquer le chef comme capturé par un autre camp, ou le libérer (RULES L6)</translation>
    </message>
    <message>
        <source>The event is over: the leader&apos;s unspent rerolls lapse (RULES H2)</source>
        <translation>L&apos;événement est terminé : les relances non utilisées du chef sont perdues (RULES H2)</translation>
    </message>
    <message>
        <source>Order %1: %2. The referee rolls it with the campaign&apos;s dice (RULES T4).</source>
        <translation>Ordre %1 : %2. L&apos;arbitre le lance avec les dés de la campagne (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderPicker</name>
    <message>
        <source>Filter by name</source>
        <translation>Filtrer par nom</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuellement</translation>
    </message>
    <message>
        <source>Battle rating: the commander&apos;s counts in battle (RULES R1)</source>
        <translation>Valeur de Bataille : celle du commandant compte en bataille (RULES R1)</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderRetreatDialog</name>
    <message>
        <source>Retreat: %1</source>
        <translation>Retraite : %1</translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against his Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure he must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>Il ne reste que des chefs des deux camps en %1. %2 lance 1d6 contre sa Manœuvre de &lt;b&gt;%3&lt;/b&gt; : en cas de réussite, %4 se déplace d&apos;une case et ne peut plus bouger ce tour-ci ; en cas d&apos;échec, il doit affronter en duel un chef ennemi présent ou être capturé (RULES F8).</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Retreat &amp;to:</source>
        <translation>Retraite &amp;vers :</translation>
    </message>
    <message>
        <source>Maneuver check</source>
        <translation>Test de Manœuvre</translation>
    </message>
    <message>
        <source>&amp;Roll Maneuver</source>
        <translation>&amp;Lancer le test de Manœuvre</translation>
    </message>
    <message>
        <source>&amp;Duel…</source>
        <translation>&amp;Duel…</translation>
    </message>
    <message>
        <source>Fight a duel with an enemy leader here (RULES G1, G2)</source>
        <translation>Livrer un duel contre un chef ennemi présent ici (RULES G1, G2)</translation>
    </message>
    <message>
        <source>Be &amp;Captured</source>
        <translation>Se laisser &amp;capturer</translation>
    </message>
    <message>
        <source>He is taken by %1 (RULES F8, L6)</source>
        <translation>Il est pris par %1 (RULES F8, L6)</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he retreats to %2.</source>
        <translation>Jet de &lt;b&gt;%1&lt;/b&gt; : il se retire en %2.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. He must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation>Jet de &lt;b&gt;%1&lt;/b&gt; : la retraite échoue. Il doit affronter en duel un chef ennemi présent ici, ou être capturé par %2 (RULES F8).</translation>
    </message>
    <message>
        <source>He is captured by %1.</source>
        <translation>Il est capturé par %1.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she retreats to %2.</source>
        <translation>Jet de &lt;b&gt;%1&lt;/b&gt; : elle se retire en %2.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they retreat to %2.</source>
        <translation>Jet de &lt;b&gt;%1&lt;/b&gt; : retraite en %2.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. She must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation>Jet de &lt;b&gt;%1&lt;/b&gt; : la retraite échoue. Elle doit affronter en duel un chef ennemi présent ici, ou être capturée par %2 (RULES F8).</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: the retreat fails. They must duel an enemy leader here, or be captured by %2 (RULES F8).</source>
        <translation>Jet de &lt;b&gt;%1&lt;/b&gt; : la retraite échoue. Reste un duel contre un chef ennemi présent ici, ou la capture par %2 (RULES F8).</translation>
    </message>
    <message>
        <source>She is captured by %1.</source>
        <translation>Elle est capturée par %1.</translation>
    </message>
    <message>
        <source>They are captured by %1.</source>
        <translation>Capturé·e par %1.</translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against her Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure she must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>Il ne reste que des chefs des deux camps en %1. %2 lance 1d6 contre sa Manœuvre de &lt;b&gt;%3&lt;/b&gt; : en cas de réussite, %4 se déplace d&apos;une case et ne peut plus bouger ce tour-ci ; en cas d&apos;échec, elle doit affronter en duel un chef ennemi présent ou être capturée (RULES F8).</translation>
    </message>
    <message>
        <source>Only leaders are left of both sides at %1. %2 rolls 1d6 against their Maneuver of &lt;b&gt;%3&lt;/b&gt;: on a success %4 moves one space, and may not move again this turn; on a failure they must duel an enemy leader there or be captured (RULES F8).</source>
        <translation>Il ne reste que des chefs des deux camps en %1. %2 lance 1d6 contre sa Manœuvre de &lt;b&gt;%3&lt;/b&gt; : en cas de réussite, %4 se déplace d&apos;une case et ne peut plus bouger ce tour-ci ; en cas d&apos;échec, reste le duel contre un chef ennemi présent ou la capture (RULES F8).</translation>
    </message>
    <message>
        <source>She is taken by %1 (RULES F8, L6)</source>
        <translation>Elle est prise par %1 (RULES F8, L6)</translation>
    </message>
    <message>
        <source>They are taken by %1 (RULES F8, L6)</source>
        <translation>Capture par %1 (RULES F8, L6)</translation>
    </message>
</context>
<context>
    <name>castellan::LeaderSheet</name>
    <message>
        <source>check, capped by vitality (R3, L4)</source>
        <translation>test, plafonné par la vitalité (R3, L4)</translation>
    </message>
    <message>
        <source>dice in a duel, capped by vitality (R2, L4)</source>
        <translation>dés en duel, plafonnés par la vitalité (R2, L4)</translation>
    </message>
    <message>
        <source>check (R3)</source>
        <translation>test (R3)</translation>
    </message>
    <message>
        <source>comparative (R1)</source>
        <translation>comparative (R1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>État</translation>
    </message>
    <message>
        <source>A force or a fortress</source>
        <translation>Une force ou une forteresse</translation>
    </message>
    <message>
        <source>A disabled leader recovers only after a whole turn without action (RULES L5)</source>
        <translation>Un chef hors de combat ne se rétablit qu&apos;après un tour entier sans action (RULES L5)</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Vitalité</translation>
    </message>
    <message>
        <source>Current vitality: each wound takes one box (RULES L3)</source>
        <translation>Vitalité actuelle : chaque blessure coche une case (RULES L3)</translation>
    </message>
    <message>
        <source>Rerolls held</source>
        <translation>Relances disponibles</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>Dernière action</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Anything worth remembering about him. Saved as you pause; Ctrl+Z undoes.</source>
        <translation>Tout ce qui mérite d&apos;être retenu à son sujet. Enregistré dès que vous marquez une pause ; Ctrl+Z annule.</translation>
    </message>
    <message>
        <source>Select a leader, or create one with Leader ▸ New Leader.</source>
        <translation>Sélectionnez un chef, ou créez-en un avec Chef ▸ Nouveau chef.</translation>
    </message>
    <message>
        <source>Open a campaign with File ▸ Open, or start one with File ▸ New Campaign.</source>
        <translation>Ouvrez une campagne avec Fichier ▸ Ouvrir, ou commencez-en une avec Fichier ▸ Nouvelle campagne.</translation>
    </message>
    <message>
        <source>No side</source>
        <translation>Aucun camp</translation>
    </message>
    <message>
        <source>Captured by %1</source>
        <translation>Capturé par %1</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <translation>%1 sur 6</translation>
    </message>
    <message>
        <source>(%1 while disabled)</source>
        <translation>(%1 tant qu&apos;il est hors de combat)</translation>
    </message>
    <message>
        <source>(%1 while wounded)</source>
        <translation>(%1 tant qu&apos;il est blessé)</translation>
    </message>
    <message>
        <source>Capped by current vitality %1 (RULES L4)</source>
        <translation>Plafonné par la vitalité actuelle, %1 (RULES L4)</translation>
    </message>
    <message>
        <source>%1 %2, from die %3 of the creation roll (RULES L1)</source>
        <translation>%1 %2, d&apos;après le dé %3 du jet de création (RULES L1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>rien pour l&apos;instant</translation>
    </message>
    <message>
        <source>this turn (%1)</source>
        <translation>ce tour-ci (%1)</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>Roll #%1 in the roll log</source>
        <translation>Jet n° %1 du journal des jets</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Nothing has happened to him yet.</source>
        <translation>Il ne lui est encore rien arrivé.</translation>
    </message>
    <message>
        <source>No notes. The campaign is open read-only.</source>
        <translation>Aucune note. La campagne est ouverte en lecture seule.</translation>
    </message>
    <message>
        <source>held for the next event he takes part in: a battle, his side&apos;s break-in roll, or a survival check of his own; unspent, they lapse when it ends (RULES H2)</source>
        <translation>réservées pour le prochain événement auquel il prend part : une bataille, le jet d&apos;assaut de son camp ou un test de survie qui le concerne ; non utilisées, elles sont perdues à la fin de celui-ci (RULES H2)</translation>
    </message>
    <message>
        <source>%1, for his next event</source>
        <translation>%1, pour son prochain événement</translation>
    </message>
    <message>
        <source>for his next event</source>
        <translation>pour son prochain événement</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s) </source>
        <translation>
            <numerusform>%n relance </numerusform>
            <numerusform>%n relances </numerusform>
        </translation>
    </message>
    <message>
        <source>(%1, capped by his vitality)</source>
        <translation>(%1, dans la limite de sa vitalité)</translation>
    </message>
    <message>
        <source>with %1, %2</source>
        <translation>avec %1, %2</translation>
    </message>
    <message>
        <source>Co&amp;ward</source>
        <translation>&amp;Lâche</translation>
    </message>
    <message>
        <source>A coward may not lead a flank march (RULES M1, M2); Ctrl+Z undoes</source>
        <translation>Un lâche ne peut pas mener de marche de flanc (RULES M1, M2) ; Ctrl+Z annule</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Incompetent (never leads a flank march)</source>
        <translation>Incompétent (ne mène jamais de marche de flanc)</translation>
    </message>
    <message>
        <source>%1 (%2 to a flank march&apos;s arrival roll)</source>
        <translation>%1 (%2 au jet d&apos;arrivée d&apos;une marche de flanc)</translation>
    </message>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation>&amp;MJ seulement : la copie des joueurs omet ces notes</translation>
    </message>
    <message>
        <source>How the app&apos;s texts speak of this leader; Ctrl+Z undoes</source>
        <translation>Comment les textes de l&apos;application parlent de ce chef ; Ctrl+Z annule</translation>
    </message>
    <message>
        <source>&amp;Pronoun:</source>
        <translation>&amp;Pronom :</translation>
    </message>
    <message>
        <source>Anything worth remembering about her. Saved as you pause; Ctrl+Z undoes.</source>
        <translation>Tout ce qui mérite d&apos;être retenu à son sujet. Enregistré dès que vous marquez une pause ; Ctrl+Z annule.</translation>
    </message>
    <message>
        <source>Anything worth remembering about them. Saved as you pause; Ctrl+Z undoes.</source>
        <translation>Tout ce qui mérite d&apos;être retenu à son sujet. Enregistré dès que vous marquez une pause ; Ctrl+Z annule.</translation>
    </message>
    <message>
        <source>held for the next event she takes part in: a battle, her side&apos;s break-in roll, or a survival check of her own; unspent, they lapse when it ends (RULES H2)</source>
        <translation>réservées pour le prochain événement auquel elle prend part : une bataille, le jet d&apos;assaut de son camp ou un test de survie qui la concerne ; non utilisées, elles sont perdues à la fin de celui-ci (RULES H2)</translation>
    </message>
    <message>
        <source>held for the next event they take part in: a battle, their side&apos;s break-in roll, or a survival check of their own; unspent, they lapse when it ends (RULES H2)</source>
        <translation>réservées pour le prochain événement de ce chef : une bataille, le jet d&apos;assaut de son camp ou son propre test de survie ; non utilisées, elles sont perdues à la fin de celui-ci (RULES H2)</translation>
    </message>
    <message>
        <source>%1, for her next event</source>
        <translation>%1, pour son prochain événement</translation>
    </message>
    <message>
        <source>%1, for their next event</source>
        <translation>%1, pour son prochain événement</translation>
    </message>
    <message>
        <source>for her next event</source>
        <translation>pour son prochain événement</translation>
    </message>
    <message>
        <source>for their next event</source>
        <translation>pour son prochain événement</translation>
    </message>
    <message>
        <source>Nothing has happened to her yet.</source>
        <translation>Il ne lui est encore rien arrivé.</translation>
    </message>
    <message>
        <source>Nothing has happened to them yet.</source>
        <translation>Il ne lui est encore rien arrivé.</translation>
    </message>
    <message>
        <source>(%1, capped by her vitality)</source>
        <translation>(%1, dans la limite de sa vitalité)</translation>
    </message>
    <message>
        <source>(%1, capped by their vitality)</source>
        <translation>(%1, dans la limite de sa vitalité)</translation>
    </message>
    <message>
        <source>wounds the leader can take (L3)</source>
        <translation>blessures que le chef peut encaisser (L3)</translation>
    </message>
    <message>
        <source>Where the leader is (RULES L2); press Return to record a move</source>
        <translation>Où se trouve le chef (RULES L2) ; appuyez sur Entrée pour enregistrer un déplacement</translation>
    </message>
    <message>
        <source>The level as a general comes from Maneuver, by the campaign&apos;s ruleset (RULES M1); its bonus is added to a flank march&apos;s arrival roll (M3)</source>
        <translation>Le niveau de général découle de la Manœuvre, selon le jeu de règles de la campagne (RULES M1) ; son bonus s&apos;ajoute au jet d&apos;arrivée d&apos;une marche de flanc (M3)</translation>
    </message>
</context>
<context>
    <name>castellan::LossSharesDialog</name>
    <message>
        <source>Share the Losses: %1</source>
        <translation>Répartir les pertes : %1</translation>
    </message>
    <message>
        <source>The hits on %1: %2 eliminated (%3 broken, %4 flagged, %5 in good order) and %6 flagged. Give each loss to one of the side&apos;s forces (RULES F0).</source>
        <translation>Touches subies par %1 : %2 éliminées (%3 en déroute, %4 marquées, %5 en bon ordre) et %6 marquées. Attribuez chaque perte à l&apos;une des forces du camp (RULES F0).</translation>
    </message>
    <message>
        <source>Broken
eliminated</source>
        <translation>En déroute
éliminées</translation>
    </message>
    <message>
        <source>Flagged
eliminated</source>
        <translation>Marquées
éliminées</translation>
    </message>
    <message>
        <source>Good order
eliminated</source>
        <translation>En bon ordre
éliminées</translation>
    </message>
    <message>
        <source>Good order
flagged</source>
        <translation>En bon ordre
marquées</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>&amp;Default</source>
        <translation>Par &amp;défaut</translation>
    </message>
    <message>
        <source>Each loss to the force with the most units in the state it takes (RULES F0)</source>
        <translation>Chaque perte à la force qui a le plus d&apos;unités dans l&apos;état concerné (RULES F0)</translation>
    </message>
    <message>
        <source>Every loss is given to a force that has the unit to lose.</source>
        <translation>Chaque perte est attribuée à une force qui possède l&apos;unité à perdre.</translation>
    </message>
</context>
<context>
    <name>castellan::LuckLedgerDialog</name>
    <message>
        <source>Luck Ledger</source>
        <translation>Registre de la chance</translation>
    </message>
    <message>
        <source>Every fire die rolled in battle (RULES F2), undone battles left out: a fair die shows a 6 one time in six and a 5 one time in six. &lt;b&gt;%1&lt;/b&gt; dice so far.</source>
        <translation>Tous les dés de tir lancés en bataille (RULES F2), hors batailles annulées : un dé équilibré donne un 6 une fois sur six et un 5 une fois sur six. &lt;b&gt;%1&lt;/b&gt; dés jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>By side</source>
        <translation>Par camp</translation>
    </message>
    <message>
        <source>By leader</source>
        <translation>Par chef</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>6s rolled</source>
        <translation>6 obtenus</translation>
    </message>
    <message>
        <source>6s expected</source>
        <translation>6 attendus</translation>
    </message>
    <message>
        <source>5s rolled</source>
        <translation>5 obtenus</translation>
    </message>
    <message>
        <source>5s expected</source>
        <translation>5 attendus</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Expected of each</source>
        <translation>Attendus pour chacun</translation>
    </message>
    <message>
        <source>Luck (sd)</source>
        <translation>Chance (σ)</translation>
    </message>
    <message>
        <source>Luck: how far the 6s and 5s together are from what fair dice give, in standard deviations. Within ±2 is what fair dice do 95 times in 100.</source>
        <translation>Chance : écart, en écarts-types, entre le nombre de 6 et de 5 obtenus et ce que donnent des dés équilibrés. Des dés équilibrés restent entre −2 et +2 95 fois sur 100.</translation>
    </message>
    <message>
        <source>side #%1</source>
        <translation>camp n° %1</translation>
    </message>
    <message>
        <source>leader #%1</source>
        <translation>chef n° %1</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>aucun chef</translation>
    </message>
</context>
<context>
    <name>castellan::MainWindow</name>
    <message>
        <source>Roll log</source>
        <translation>Journal des jets</translation>
    </message>
    <message>
        <source>Castellan</source>
        <translation>Castellan</translation>
    </message>
    <message>
        <source>Not Saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nouvelle campagne…</translation>
    </message>
    <message>
        <source>Start a new campaign in a new file</source>
        <translation>Commencer une nouvelle campagne dans un nouveau fichier</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation>Ouvrir un fichier de campagne</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Write a copy of the campaign to another file and go on in the copy</source>
        <translation>Écrire une copie de la campagne dans un autre fichier et continuer dans cette copie</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Verify Log…</source>
        <translation>&amp;Vérifier le journal…</translation>
    </message>
    <message>
        <source>Re-derive every logged roll from the campaign&apos;s seed and compare (RULES D2)</source>
        <translation>Recalculer chaque jet enregistré à partir de la graine de la campagne et comparer (RULES D2)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Castellan</source>
        <translation>Fermer Castellan</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Rule &amp;Options…</source>
        <translation>&amp;Options de règles…</translation>
    </message>
    <message>
        <source>Switch the rule options of this campaign (RULES L1, L5)</source>
        <translation>Modifier les options de règles de cette campagne (RULES L1, L5)</translation>
    </message>
    <message>
        <source>&amp;Filter Leaders</source>
        <translation>&amp;Filtrer les chefs</translation>
    </message>
    <message>
        <source>Put the cursor in the roster&apos;s name filter</source>
        <translation>Placer le curseur dans le filtre par nom de la liste des chefs</translation>
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
        <translation>À &amp;propos de Castellan</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Version et crédits</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt toolkit</source>
        <translation>La bibliothèque Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Leader</source>
        <translation>&amp;Chef</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>Ca&amp;mpagne</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Roll Log</source>
        <translation>&amp;Journal des jets</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Leader actions</source>
        <translation>Actions sur les chefs</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barre d&apos;outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>%1 — Castellan</source>
        <translation>%1 — Castellan</translation>
    </message>
    <message>
        <source>No campaign</source>
        <translation>Aucune campagne</translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation>Chefs : %1</translation>
    </message>
    <message>
        <source>Castellan campaigns (%1);;All files (*)</source>
        <translation>Campagnes Castellan (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Ouvrir une campagne</translation>
    </message>
    <message>
        <source>Save Campaign As</source>
        <translation>Enregistrer la campagne sous</translation>
    </message>
    <message>
        <source>Castellan campaigns (%1)</source>
        <translation>Campagnes Castellan (%1)</translation>
    </message>
    <message>
        <source>Verify Log</source>
        <translation>Vérifier le journal</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Castellan %1&lt;/h3&gt;&lt;p&gt;A campaign manager for board-wargame campaigns: leaders with seven traits, wounds, heroic deeds and duels, and a log of every die rolled that can be verified from the campaign&apos;s seed.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Castellan %1&lt;/h3&gt;&lt;p&gt;Un gestionnaire de campagnes de wargames sur plateau : des chefs dotés de sept caractéristiques, des blessures, des exploits héroïques et des duels, et un journal de chaque dé lancé, vérifiable à partir de la graine de la campagne.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Castellan</source>
        <translation>À propos de Castellan</translation>
    </message>
    <message>
        <source>&amp;Odds Calculator…</source>
        <translation>Calcul des &amp;chances…</translation>
    </message>
    <message>
        <source>Exact odds of a field battle between two sides you type in (RULES O1)</source>
        <translation>Chances exactes d&apos;une bataille rangée entre deux camps que vous saisissez (RULES O1)</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>F&amp;orces</source>
        <translation>F&amp;orces</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>&amp;Terminer le tour</translation>
    </message>
    <message>
        <source>End the turn (RULES T3): broken units rally, disabled leaders roll for recovery, the turn advances and a backup is kept</source>
        <translation>Terminer le tour (RULES T3) : les unités en déroute se rallient, les chefs hors de combat tentent de se rétablir, le tour avance et une sauvegarde est conservée</translation>
    </message>
    <message>
        <source>Turn Not Ended</source>
        <translation>Tour non terminé</translation>
    </message>
    <message>
        <source>End of Turn %1</source>
        <translation>Fin du tour %1</translation>
    </message>
    <message>
        <source>&amp;Leaders</source>
        <translation>&amp;Chefs</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>C&amp;arte</translation>
    </message>
    <message>
        <source>&amp;Luck Ledger…</source>
        <translation>&amp;Registre de la chance…</translation>
    </message>
    <message>
        <source>The 6s and 5s each side and leader rolled in battle, against fair dice</source>
        <translation>Les 6 et les 5 obtenus en bataille par chaque camp et chaque chef, comparés à des dés équilibrés</translation>
    </message>
    <message>
        <source>&amp;Sieges</source>
        <translation>&amp;Sièges</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>The rules as Castellan plays them, section by section, searchable</source>
        <translation>Les règles telles que Castellan les applique, section par section, avec recherche</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only…</source>
        <translation>Ouvrir en &amp;lecture seule…</translation>
    </message>
    <message>
        <source>Open a campaign file only to look at it: nothing in it can be changed</source>
        <translation>Ouvrir un fichier de campagne uniquement pour le consulter : rien ne peut y être modifié</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>%1 (read-only) — Castellan</source>
        <translation>%1 (lecture seule) — Castellan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; You opened %1 only to look at it: nothing in it can be changed. To play on, open it again with &lt;i&gt;Open&lt;/i&gt;, or use &lt;i&gt;Save As&lt;/i&gt; to go on in a copy.</source>
        <translation>&lt;b&gt;Ouvert en lecture seule.&lt;/b&gt; Vous avez ouvert %1 uniquement pour le consulter : rien ne peut y être modifié. Pour continuer à jouer, rouvrez-le avec &lt;i&gt;Ouvrir&lt;/i&gt;, ou utilisez &lt;i&gt;Enregistrer sous&lt;/i&gt; pour continuer dans une copie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; %1 cannot be written (the file or its folder is read-only), so you can look at everything but change nothing. To play on, make it writable and open it again, or use &lt;i&gt;Save As&lt;/i&gt; to go on in a copy.</source>
        <translation>&lt;b&gt;Ouvert en lecture seule.&lt;/b&gt; Impossible d&apos;écrire dans %1 (le fichier ou son dossier est en lecture seule) : vous pouvez tout consulter mais rien modifier. Pour continuer à jouer, rendez-le accessible en écriture et rouvrez-le, ou utilisez &lt;i&gt;Enregistrer sous&lt;/i&gt; pour continuer dans une copie.</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Ouvrez d&apos;abord une campagne.</translation>
    </message>
    <message>
        <source>Open Campaign Read-Only</source>
        <translation>Ouvrir une campagne en lecture seule</translation>
    </message>
    <message>
        <source>&amp;Sides…</source>
        <translation>Ca&amp;mps…</translation>
    </message>
    <message>
        <source>Name, colour, add or remove the campaign&apos;s sides (RULES L2)</source>
        <translation>Nommer, colorer, ajouter ou supprimer les camps de la campagne (RULES L2)</translation>
    </message>
    <message>
        <source>Play a &amp;Tactical Scenario…</source>
        <translation>Jouer un scénario &amp;tactique…</translation>
    </message>
    <message>
        <source>Play a Tactical Scenario</source>
        <translation>Jouer un scénario tactique</translation>
    </message>
    <message>
        <source>%1 was written with the ruleset %2; it is played by %3.</source>
        <translation>%1 a été écrit avec le jeu de règles %2 ; il est joué avec %3.</translation>
    </message>
    <message>
        <source>A stand-alone battle is kept under way. Playing this scenario puts it aside for good. Go on?</source>
        <translation>Une bataille indépendante est en cours. Jouer ce scénario l&apos;abandonnera définitivement. Continuer ?</translation>
    </message>
    <message>
        <source>Resume the Battle on the Board</source>
        <translation>Reprendre la bataille sur le plateau</translation>
    </message>
    <message>
        <source>%1

Forget this battle?</source>
        <translation>%1

Oublier cette bataille ?</translation>
    </message>
    <message>
        <source>No battle on the board is under way.</source>
        <translation>Aucune bataille n&apos;est en cours sur le plateau.</translation>
    </message>
    <message>
        <source>&amp;Resume the Battle on the Board</source>
        <translation>Re&amp;prendre la bataille sur le plateau</translation>
    </message>
    <message>
        <source>Goes on with the battle on the board left under way, where it was</source>
        <translation>Reprend la bataille laissée en cours sur le plateau, là où elle s&apos;était arrêtée</translation>
    </message>
    <message>
        <source>%1. The battle on the board at %2 was left at turn %3: Campaign ▸ Resume the Battle on the Board goes on with it.</source>
        <translation>%1. La bataille sur le plateau à %2 a été laissée au tour %3 : Campagne ▸ Reprendre la bataille sur le plateau permet de la poursuivre.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>A stand-alone battle is kept under way. Playing this one puts it aside for good. Go on?</source>
        <translation>Une bataille indépendante est en cours. En jouer une nouvelle l&apos;abandonnera définitivement. Continuer ?</translation>
    </message>
    <message>
        <source>Set &amp;Up a Battle Board…</source>
        <translation>&amp;Préparer un plateau de bataille…</translation>
    </message>
    <message>
        <source>A battle board of one&apos;s own: its terrain, each side&apos;s units and leaders, saved as a scenario</source>
        <translation>Un plateau de bataille de votre cru : son terrain, les unités et les chefs de chaque camp, enregistré comme scénario</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Language, what a new campaign starts with, printed history</source>
        <translation>Langue, réglages de départ d&apos;une nouvelle campagne, historique imprimé</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&lt;b&gt;Open read-only.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ouvert en lecture seule.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>A stand-alone battle on the battle board (RULES C): a shipped scenario or a file</source>
        <translation>Une bataille autonome sur le plateau (RULES C) : un scénario fourni ou un fichier</translation>
    </message>
    <message>
        <source>Undo &amp;History…</source>
        <translation>&amp;Historique d&apos;annulation…</translation>
    </message>
    <message>
        <source>The actions you can undo, those of earlier sessions too</source>
        <translation>Les actions que vous pouvez annuler, celles des sessions précédentes aussi</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Z</source>
        <translation>Ctrl+Alt+Z</translation>
    </message>
    <message>
        <source>History Not Shown</source>
        <translation>Historique non affiché</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>The campaign as it stood at any point of its history, turn by turn and action by action, read-only</source>
        <translation>La campagne telle qu’elle était à n’importe quel point de son historique, tour par tour et action par action, en lecture seule</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&lt;b&gt;History.&lt;/b&gt; %1 Nothing can be changed here. &lt;a href=&quot;now&quot;&gt;Back to now&lt;/a&gt; (Esc)</source>
        <translation>&lt;b&gt;Historique.&lt;/b&gt; %1 Rien ne peut être modifié ici. &lt;a href=&quot;now&quot;&gt;Retour au présent&lt;/a&gt; (Échap)</translation>
    </message>
    <message>
        <source>%1 (history) — Castellan</source>
        <translation>%1 (historique) — Castellan</translation>
    </message>
    <message>
        <source>View as &amp;Side…</source>
        <translation>Voir comme un &amp;camp…</translation>
    </message>
    <message>
        <source>The campaign exactly as one side&apos;s players see it: its leaders and rolls, and what it can see of the others</source>
        <translation>La campagne exactement telle que la voient les joueurs d’un camp : ses chefs et ses jets, et ce qu’il peut voir des autres</translation>
    </message>
    <message>
        <source>View as Side</source>
        <translation>Voir comme un camp</translation>
    </message>
    <message>
        <source>The campaign as the players of:</source>
        <translation>La campagne telle que la voient les joueurs de :</translation>
    </message>
    <message>
        <source>Side&apos;s View Not Shown</source>
        <translation>Vue du camp non affichée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing as %1.&lt;/b&gt; The campaign as its players see it%2. Nothing can be changed here. &lt;a href=&quot;gm&quot;&gt;Back to the game master&apos;s view&lt;/a&gt; (Esc)</source>
        <translation>&lt;b&gt;Vue de %1.&lt;/b&gt; La campagne telle que la voient ses joueurs%2. Rien ne peut être modifié ici. &lt;a href=&quot;gm&quot;&gt;Retour à la vue du maître de jeu&lt;/a&gt; (Échap)</translation>
    </message>
    <message>
        <source>, hidden movement on</source>
        <translation>, mouvement caché activé</translation>
    </message>
    <message>
        <source>%1 (as %2) — Castellan</source>
        <translation>%1 (comme %2) — Castellan</translation>
    </message>
    <message>
        <source>Only a game master looks at the campaign as another side sees it.</source>
        <translation>Seul un maître de jeu voit la campagne comme la voit un autre camp.</translation>
    </message>
    <message>
        <source>Back to Now</source>
        <translation>Retour au présent</translation>
    </message>
    <message>
        <source>The campaign as it stands, to play on</source>
        <translation>La campagne telle qu’elle est, pour continuer à jouer</translation>
    </message>
    <message>
        <source>An observer follows the campaign as it stands: its history is its players&apos; and its game masters&apos;.</source>
        <translation>Un observateur suit la campagne telle qu&apos;elle est : son historique appartient à ses joueurs et à ses maîtres de jeu.</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Historique de %1</translation>
    </message>
    <message>
        <source>Turn Reports Not Kept</source>
        <translation>Rapports de tour non conservés</translation>
    </message>
    <message>
        <source>The turn has ended, but its reports could not be kept on the server for the players: %1</source>
        <translation>Le tour est terminé, mais ses rapports n&apos;ont pas pu être conservés sur le serveur pour les joueurs : %1</translation>
    </message>
    <message>
        <source>&amp;Orders</source>
        <translation>&amp;Ordres</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>A shared campaign&apos;s orders: whose movement it is, and the players&apos; orders</source>
        <translation>Les ordres d&apos;une campagne partagée : qui se déplace, et les ordres des joueurs</translation>
    </message>
</context>
<context>
    <name>castellan::MapController</name>
    <message>
        <source>Name Place — Hex %1</source>
        <translation>Nommer le lieu — Hexagone %1</translation>
    </message>
    <message>
        <source>Name of the place in hex %1 (empty: no name):</source>
        <translation>Nom du lieu dans l&apos;hexagone %1 (vide : aucun nom) :</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n unit(s))</source>
        <translation>
            <numerusform>%1 (%2, %n unité)</numerusform>
            <numerusform>%1 (%2, %n unités)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay Siege to %1</source>
        <translation>Assiéger %1</translation>
    </message>
    <message>
        <source>The force that breaches %1 (its side&apos;s other forces around it are pickets, RULES S1):</source>
        <translation>La force qui ouvre la brèche dans %1 (les autres forces de son camp alentour font office de piquets, RULES S1) :</translation>
    </message>
    <message>
        <source>&amp;Name Place…</source>
        <translation>&amp;Nommer le lieu…</translation>
    </message>
    <message>
        <source>&amp;Edit Fortress %1…</source>
        <translation>&amp;Modifier la forteresse %1…</translation>
    </message>
    <message>
        <source>&amp;Remove Fortress %1</source>
        <translation>&amp;Supprimer la forteresse %1</translation>
    </message>
    <message>
        <source>Add &amp;Fortress…</source>
        <translation>Ajouter une &amp;forteresse…</translation>
    </message>
    <message>
        <source>&amp;Place Force Here</source>
        <translation>&amp;Placer une force ici</translation>
    </message>
    <message>
        <source>&amp;Take Off the Map</source>
        <translation>&amp;Retirer de la carte</translation>
    </message>
    <message>
        <source>Forced &amp;March: %1</source>
        <translation>&amp;Marche forcée : %1</translation>
    </message>
    <message>
        <source>&amp;Lift the Siege of %1</source>
        <translation>&amp;Lever le siège de %1</translation>
    </message>
    <message>
        <source>Lay &amp;Siege to %1…</source>
        <translation>&amp;Assiéger %1…</translation>
    </message>
    <message>
        <source>Nothing to do here now</source>
        <translation>Rien à faire ici pour l&apos;instant</translation>
    </message>
    <message>
        <source>Order %1: %2. It is carried out when the referee answers (RULES T4).</source>
        <translation>Ordre %1 : %2. Il est exécuté quand l&apos;arbitre répond (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::MapEmptyState</name>
    <message>
        <source>Create Map</source>
        <translation>Créer la carte</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonnes :</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Lignes :</translation>
    </message>
    <message>
        <source>This campaign has no map yet</source>
        <translation>Cette campagne n&apos;a pas encore de carte</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
        <source>Draw the strategic map in hexes: terrain, places and fortresses, then set your forces on it and move them turn by turn. Choose its size to begin.</source>
        <translation>Dessinez la carte stratégique en hexagones : terrain, lieux et forteresses, puis placez-y vos forces et déplacez-les tour après tour. Choisissez sa taille pour commencer.</translation>
    </message>
    <message>
        <source>Open or create a campaign to see its map.</source>
        <translation>Ouvrez ou créez une campagne pour voir sa carte.</translation>
    </message>
</context>
<context>
    <name>castellan::MapPanel</name>
    <message>
        <source>Fortress</source>
        <translation>Forteresse</translation>
    </message>
    <message>
        <source>Forces Here</source>
        <translation>Forces présentes</translation>
    </message>
    <message>
        <source>Name Place…</source>
        <translation>Nommer le lieu…</translation>
    </message>
    <message>
        <source>Add Fortress…</source>
        <translation>Ajouter une forteresse…</translation>
    </message>
    <message>
        <source>Edit Fortress…</source>
        <translation>Modifier la forteresse…</translation>
    </message>
    <message>
        <source>Remove Fortress</source>
        <translation>Supprimer la forteresse</translation>
    </message>
    <message>
        <source>Forced March</source>
        <translation>Marche forcée</translation>
    </message>
    <message>
        <source>Lay Siege…</source>
        <translation>Assiéger…</translation>
    </message>
    <message>
        <source>Lift Siege</source>
        <translation>Lever le siège</translation>
    </message>
    <message>
        <source>No hex selected</source>
        <translation>Aucun hexagone sélectionné</translation>
    </message>
    <message>
        <source>Click a hex to see what stands there.</source>
        <translation>Cliquez sur un hexagone pour voir ce qui s&apos;y trouve.</translation>
    </message>
    <message>
        <source>Hex %1</source>
        <translation>Hexagone %1</translation>
    </message>
    <message>
        <source>%1 &lt;span style=&apos;font-weight:normal&apos;&gt;· hex %2&lt;/span&gt;</source>
        <translation>%1 &lt;span style=&apos;font-weight:normal&apos;&gt;· hexagone %2&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 · entering costs %n movement point(s) (RULES T1a)</source>
        <translation>
            <numerusform>%1 · y entrer coûte %n point de mouvement (RULES T1a)</numerusform>
            <numerusform>%1 · y entrer coûte %n points de mouvement (RULES T1a)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, rating %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, valeur %2</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <translation>Tenue par %1</translation>
    </message>
    <message>
        <source>No garrison</source>
        <translation>Aucune garnison</translation>
    </message>
    <message numerus="yes">
        <source>Garrison: %1 (%n unit(s))</source>
        <translation>
            <numerusform>Garnison : %1 (%n unité)</numerusform>
            <numerusform>Garnison : %1 (%n unités)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Besieged&lt;/b&gt; by %1 for %n turn(s)&lt;/span&gt;</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Assiégée&lt;/b&gt; par %1 depuis %n tour&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Assiégée&lt;/b&gt; par %1 depuis %n tours&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Besiegers&apos; units lost: %1 (RULES S2)</source>
        <translation>Unités perdues par les assiégeants : %1 (RULES S2)</translation>
    </message>
    <message>
        <source>Not under siege</source>
        <translation>Pas assiégée</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No force here</source>
        <translation>Aucune force ici</translation>
    </message>
    <message>
        <source>Take %1 off the map</source>
        <translation>Retirer %1 de la carte</translation>
    </message>
    <message>
        <source>The commander&apos;s Maneuver check: one more hex this turn on a success (RULES T1a)</source>
        <translation>Test de Manœuvre du commandant : un hexagone de plus ce tour-ci en cas de réussite (RULES T1a)</translation>
    </message>
    <message>
        <source>Lay Siege to %1…</source>
        <translation>Assiéger %1…</translation>
    </message>
    <message>
        <source>Choose the force that breaches (RULES S1)</source>
        <translation>Choisir la force qui ouvre la brèche (RULES S1)</translation>
    </message>
    <message>
        <source>Lift the Siege of %1</source>
        <translation>Lever le siège de %1</translation>
    </message>
    <message>
        <source>The besieger withdraws (RULES S5)</source>
        <translation>L&apos;assiégeant se retire (RULES S5)</translation>
    </message>
    <message>
        <source>Only leaders are left here of %1: they may duel, or one may try to retreat (Leader ▸ Retreat, RULES F8).</source>
        <translation>Il ne reste ici que des chefs de %1 : ils peuvent se battre en duel, ou l&apos;un d&apos;eux peut tenter de battre en retraite (Chef ▸ Retraite, RULES F8).</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Place a Force Here</source>
        <translation>Placer une force ici</translation>
    </message>
    <message>
        <source>Set a force down in this hex, from off the map or from another hex</source>
        <translation>Poser une force dans cet hexagone, depuis l&apos;extérieur de la carte ou depuis un autre hexagone</translation>
    </message>
    <message>
        <source>No other force to place</source>
        <translation>Aucune autre force à placer</translation>
    </message>
    <message>
        <source>Leaders inside: %1</source>
        <translation>Chefs à l&apos;intérieur : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-in battle owed&lt;/b&gt; this turn (RULES S3): Sieges ▸ Siege Phase…</source>
        <translation>&lt;b&gt;Bataille d&apos;assaut due&lt;/b&gt; ce tour-ci (RULES S3) : Sièges ▸ Phase de siège…</translation>
    </message>
    <message>
        <source>Fight the Battle Here…</source>
        <translation>Livrer la bataille ici…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;A battle is due here&lt;/b&gt;&lt;/span&gt; (RULES T1): %1 attacks %2.</source>
        <translation>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Une bataille est due ici&lt;/b&gt;&lt;/span&gt; (RULES T1) : %1 attaque %2.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;A battle is due here&lt;/b&gt;&lt;/span&gt; (RULES T1). %1</source>
        <translation>&lt;span style=&apos;color:#a32020&apos;&gt;&lt;b&gt;Une bataille est due ici&lt;/b&gt;&lt;/span&gt; (RULES T1). %1</translation>
    </message>
    <message>
        <source>Fight the battle due here, every force of both sides in it (RULES F0)</source>
        <translation>Livrer la bataille due ici, avec chaque force des deux camps présente (RULES F0)</translation>
    </message>
    <message>
        <source>Give this hex a place&apos;s name, as forces and leaders are said to be there</source>
        <translation>Donner à cet hexagone un nom de lieu, où l&apos;on dira que troupes et chefs se trouvent</translation>
    </message>
    <message>
        <source>A fortress in this hex: its name, rating and holder (RULES S1)</source>
        <translation>Une forteresse dans cet hexagone : son nom, sa valeur et son détenteur (RULES S1)</translation>
    </message>
    <message>
        <source>The fortress&apos;s name, rating and holder</source>
        <translation>Le nom, la valeur et le détenteur de la forteresse</translation>
    </message>
    <message>
        <source>An order: the referee rolls the commander&apos;s Maneuver check, one more hex this turn on a success (RULES T1a, T4)</source>
        <translation>Un ordre : l&apos;arbitre lance le test de Manœuvre du commandant, un hexagone de plus ce tour en cas de réussite (RULES T1a, T4)</translation>
    </message>
</context>
<context>
    <name>castellan::MapPrintDialog</name>
    <message>
        <source>The whole map on &amp;one page</source>
        <translation>Toute la carte sur &amp;une page</translation>
    </message>
    <message>
        <source>To &amp;scale, across several pages:</source>
        <translation>À l&apos;é&amp;chelle, sur plusieurs pages :</translation>
    </message>
    <message>
        <source>Print the Map</source>
        <translation>Imprimer la carte</translation>
    </message>
    <message>
        <source> mm a hex</source>
        <translation> mm par hexagone</translation>
    </message>
    <message>
        <source>How wide a hex is on paper: a printed board&apos;s hexes are often 16 to 25 mm</source>
        <translation>Largeur d&apos;un hexagone sur le papier : les hexagones d&apos;une carte imprimée mesurent souvent de 16 à 25 mm</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <source>One page, %1.</source>
        <translation>Une page, %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), %1 across and %2 down, %3.</source>
        <translation>
            <numerusform>%n page, %1 en largeur et %2 en hauteur, %3.</numerusform>
            <numerusform>%n pages, %1 en largeur et %2 en hauteur, %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::MapScene</name>
    <message>
        <source>A battle is due here: fight it before the turn ends (RULES T1).</source>
        <translation>Une bataille est due ici : livrez-la avant la fin du tour (RULES T1).</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3.</source>
        <translation>%1 est allé de %2 à %3.</translation>
    </message>
</context>
<context>
    <name>castellan::MapSizeDialog</name>
    <message>
        <source>Map Size — %1</source>
        <translation>Taille de la carte — %1</translation>
    </message>
    <message>
        <source>Hexes cut off by a smaller map lose their terrain and place names. Fortresses and forces must stay on the map. The change can be undone.</source>
        <translation>Les hexagones retranchés par une carte plus petite perdent leur terrain et leurs noms de lieux. Les forteresses et les forces doivent rester sur la carte. La modification peut être annulée.</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonnes :</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Lignes :</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Redimensionner</translation>
    </message>
    <message numerus="yes">
        <source> hex(es)</source>
        <translation>
            <numerusform> hexagone</numerusform>
            <numerusform> hexagones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::MapToolBar</name>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Edit Map</source>
        <translation>Modifier la carte</translation>
    </message>
    <message>
        <source>Draw the map: terrain, places, fortresses; set forces down anywhere</source>
        <translation>Dessiner la carte : terrain, lieux, forteresses ; poser des forces n&apos;importe où</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Move forces by the rules of the turn (RULES T1)</source>
        <translation>Déplacer les forces selon les règles du tour (RULES T1)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>No brush: a click selects a hex, a drag pans</source>
        <translation>Aucun pinceau : un clic sélectionne un hexagone, un glisser déplace la vue</translation>
    </message>
    <message>
        <source>Paint %1: click or drag over hexes (one undo step a stroke)</source>
        <translation>Peindre %1 : cliquez ou faites glisser sur les hexagones (une annulation par trait)</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
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
        <translation>Zoom avant</translation>
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
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Fit the map to the window</source>
        <translation>Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Map Size…</source>
        <translation>Taille de la carte…</translation>
    </message>
    <message>
        <source>Columns and rows of the map (hexes cut off lose their terrain)</source>
        <translation>Colonnes et lignes de la carte (les hexagones retranchés perdent leur terrain)</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <source>A scan of the printed map under the hexes, aligned to the grid</source>
        <translation>Un scan de la carte imprimée sous les hexagones, aligné sur la grille</translation>
    </message>
    <message>
        <source>Lay a Scan of the Map…</source>
        <translation>Poser un scan de la carte…</translation>
    </message>
    <message>
        <source>Align the Scan to the Grid…</source>
        <translation>Aligner le scan sur la grille…</translation>
    </message>
    <message>
        <source>Remove the Scan</source>
        <translation>Retirer le scan</translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation>Grille :</translation>
    </message>
    <message>
        <source>How much the hexes show over the scan: from hidden (left) to covering it (right)</source>
        <translation>Visibilité des hexagones par-dessus le scan : de masqués (à gauche) à couvrants (à droite)</translation>
    </message>
</context>
<context>
    <name>castellan::MapWidget</name>
    <message>
        <source>Turn %1 · movement and battles</source>
        <translation>Tour %1 · mouvements et batailles</translation>
    </message>
    <message>
        <source>Turn %1 · sieges</source>
        <translation>Tour %1 · sièges</translation>
    </message>
    <message>
        <source>Images (%1)</source>
        <translation>Images (%1)</translation>
    </message>
    <message>
        <source>Lay a Scan of the Map</source>
        <translation>Poser un scan de la carte</translation>
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
        <translation>Fusionner des forces — %1</translation>
    </message>
    <message>
        <source>no place given</source>
        <translation>aucun lieu indiqué</translation>
    </message>
    <message>
        <source>Which force joins &lt;b&gt;%1&lt;/b&gt;? Only forces of %2 at %3 are listed: forces merge where they stand together.</source>
        <translation>Quelle force rejoint &lt;b&gt;%1&lt;/b&gt; ? Seules les forces de %2 situées à %3 sont listées : des forces ne fusionnent que là où elles se trouvent ensemble.</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 at %2, %3 lost so far</source>
        <translation>%1 à %2, %3 pertes jusqu&apos;ici</translation>
    </message>
    <message>
        <source>No other force of %1 is at %2, so there is nothing to merge with %3. Move a force there first (Edit Force…): forces merge only where they stand together.</source>
        <translation>Aucune autre force de %1 ne se trouve à %2 : rien ne peut donc fusionner avec %3. Déplacez d&apos;abord une force à cet endroit (Modifier la force…) : des forces ne fusionnent que là où elles se trouvent ensemble.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>There is no force to merge with %1.</source>
        <translation>Aucune force ne peut fusionner avec %1.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two lists of leader names</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 will have %2 (%3 lost) and %4; %5 is removed.</source>
        <translation>%1 aura %2 (%3 perdues) et %4 ; %5 est supprimée.</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>aucun chef</translation>
    </message>
    <message>
        <source>leaders %1</source>
        <translation>chefs %1</translation>
    </message>
</context>
<context>
    <name>castellan::Messenger</name>
    <message>
        <source>Read RULES %1</source>
        <translation>Voir RULES %1</translation>
    </message>
</context>
<context>
    <name>castellan::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>e.g. The War of the Three Crowns</source>
        <translation>p. ex. La Guerre des Trois Couronnes</translation>
    </message>
    <message>
        <source>Where the campaign file is kept</source>
        <translation>Emplacement du fichier de la campagne</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Blue
Red</source>
        <translation>Bleu
Rouge</translation>
    </message>
    <message>
        <source>One side (faction) a line; leaders and forces belong to one</source>
        <translation>Un camp (faction) par ligne ; chaque chef et chaque force appartient à l&apos;un d&apos;eux</translation>
    </message>
    <message>
        <source>The dice of the campaign are drawn from this number, so the roll log can be verified (RULES D2)</source>
        <translation>Les dés de la campagne sont tirés à partir de ce nombre, pour que le journal des jets puisse être vérifié (RULES D2)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation>&amp;Camps :</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Every die of the campaign is drawn from this seed, so the roll log can be verified later (RULES D2).</source>
        <translation>Chaque dé de la campagne est tiré à partir de cette graine, pour que le journal des jets puisse être vérifié plus tard (RULES D2).</translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation>Nouveau fichier de campagne</translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation>Campagnes Castellan (*.castellan)</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Donnez un nom à la campagne.</translation>
    </message>
    <message>
        <source>Choose a file for the campaign.</source>
        <translation>Choisissez un fichier pour la campagne.</translation>
    </message>
    <message>
        <source>%1 exists already; choose another file.</source>
        <translation>%1 existe déjà ; choisissez un autre fichier.</translation>
    </message>
    <message>
        <source>Give a seed for the dice (RULES D2).</source>
        <translation>Indiquez une graine pour les dés (RULES D2).</translation>
    </message>
    <message>
        <source>%1 is named twice: each side needs a name of its own.</source>
        <translation>Le nom %1 apparaît deux fois : chaque camp doit avoir un nom distinct.</translation>
    </message>
    <message>
        <source>A campaign needs at least two sides, one a line: leaders fight for one of them.</source>
        <translation>Une campagne nécessite au moins deux camps, un par ligne : chaque chef combat pour l&apos;un d&apos;eux.</translation>
    </message>
</context>
<context>
    <name>castellan::NewLeaderDialog</name>
    <message>
        <source>&amp;Suggest</source>
        <translation>&amp;Suggérer</translation>
    </message>
    <message>
        <source>&amp;Roll 7d6</source>
        <translation>&amp;Lancer 7d6</translation>
    </message>
    <message>
        <source>Assign in &amp;order</source>
        <translation>Attribuer dans l&apos;&amp;ordre</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>&amp;Create Leader</source>
        <translation>&amp;Créer le chef</translation>
    </message>
    <message>
        <source>New Leader</source>
        <translation>Nouveau chef</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ex. %1</translation>
    </message>
    <message>
        <source>Suggest a name no leader of this campaign has</source>
        <translation>Suggérer un nom qu&apos;aucun chef de cette campagne ne porte</translation>
    </message>
    <message>
        <source>No sides yet</source>
        <translation>Aucun camp pour l&apos;instant</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>Ca&amp;mp :</translation>
    </message>
    <message>
        <source>Roll once: the roll is logged at once, and nothing is re-rolled (RULES L1).</source>
        <translation>Un seul jet : il est enregistré immédiatement et rien n&apos;est relancé (RULES L1).</translation>
    </message>
    <message>
        <source>Send every die back to the pool</source>
        <translation>Renvoyer tous les dés dans la réserve</translation>
    </message>
    <message>
        <source>Drag each die onto a trait, or pick a die with &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;7&lt;/b&gt; (or Tab and the arrow keys) and press the trait&apos;s letter.</source>
        <translation>Faites glisser chaque dé sur une caractéristique, ou choisissez un dé avec &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;7&lt;/b&gt; (ou Tab et les flèches) puis appuyez sur la lettre de la caractéristique.</translation>
    </message>
    <message>
        <source>Creation roll</source>
        <translation>Jet de création</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>A trait&apos;s rating is the die it gets.</source>
        <translation>La valeur d&apos;une caractéristique est celle du dé qui lui est attribué.</translation>
    </message>
    <message>
        <source>new leader</source>
        <translation>nouveau chef</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Jet effectué</translation>
    </message>
    <message>
        <source>Rolled %1, logged as roll %2. Nothing is re-rolled (RULES L1).</source>
        <translation>Résultat : %1, enregistré comme jet %2. Rien n&apos;est relancé (RULES L1).</translation>
    </message>
    <message>
        <source>The campaign assigns creation dice in order; you may still move them.</source>
        <translation>La campagne attribue les dés de création dans l&apos;ordre ; vous pouvez encore les déplacer.</translation>
    </message>
    <message>
        <source>Pick a die first: press 1 to 7.</source>
        <translation>Choisissez d&apos;abord un dé : appuyez sur une touche de 1 à 7.</translation>
    </message>
    <message>
        <source>This campaign has no sides yet: add one before creating leaders.</source>
        <translation>Cette campagne n&apos;a pas encore de camp : ajoutez-en un avant de créer des chefs.</translation>
    </message>
    <message>
        <source>Roll the seven dice.</source>
        <translation>Lancez les sept dés.</translation>
    </message>
    <message>
        <source>Dice left to assign: %1.</source>
        <translation>Dés restant à attribuer : %1.</translation>
    </message>
    <message>
        <source>Ready: %1 joins %2.</source>
        <translation>Prêt : %1 rejoint %2.</translation>
    </message>
    <message>
        <source>Discard this leader?</source>
        <translation>Abandonner ce chef ?</translation>
    </message>
    <message>
        <source>The creation roll %1 stays in the campaign&apos;s log: every roll is kept (RULES D1). Discard this leader anyway?</source>
        <translation>Le jet de création %1 reste dans le journal de la campagne : chaque jet est conservé (RULES D1). Abandonner quand même ce chef ?</translation>
    </message>
    <message>
        <source>Give the dice not yet placed to the empty traits in the order they were rolled, Vitality first, Rally last; dice you placed stay (RULES L1 option). Clear starts over.</source>
        <translation>Attribuer les dés pas encore placés aux caractéristiques vides, dans l&apos;ordre où ils ont été lancés, de la Vitalité au Ralliement ; les dés que vous avez placés restent en place (option RULES L1). Effacer permet de recommencer.</translation>
    </message>
    <message>
        <source>Give the leader a name.</source>
        <translation>Donnez un nom au chef.</translation>
    </message>
</context>
<context>
    <name>castellan::NotesDialog</name>
    <message>
        <source>&amp;GM only: a players&apos; copy leaves these notes out</source>
        <translation>&amp;MJ seulement : la copie des joueurs omet ces notes</translation>
    </message>
    <message>
        <source>Orders, rumours, anything worth remembering.</source>
        <translation>Ordres, rumeurs, tout ce qui mérite d&apos;être retenu.</translation>
    </message>
</context>
<context>
    <name>castellan::OddsCalculatorWindow</name>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>S&amp;wap sides</source>
        <translation>&amp;Inverser les camps</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Odds Calculator</source>
        <translation>Calcul des chances</translation>
    </message>
    <message>
        <source>The attacker becomes the defender and the other way round</source>
        <translation>L&apos;attaquant devient le défenseur, et inversement</translation>
    </message>
    <message>
        <source>Exact odds under the default choices of RULES F9: enemy 6s take broken units first, every flagged unit tries to rally, nobody retreats and no heroic deeds are attempted.</source>
        <translation>Chances exactes selon les choix par défaut de RULES F9 : les 6 ennemis frappent d&apos;abord les unités en déroute, chaque unité marquée tente de se rallier, personne ne bat en retraite et aucun exploit héroïque n&apos;est tenté.</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chances</translation>
    </message>
    <message>
        <source>The defender ends with no good-order unit while the attacker still has one (RULES F4)</source>
        <translation>Le défenseur termine sans unité en bon ordre alors que l&apos;attaquant en a encore une (RULES F4)</translation>
    </message>
    <message>
        <source>The attacker ends with no good-order unit while the defender still has one (RULES F4)</source>
        <translation>L&apos;attaquant termine sans unité en bon ordre alors que le défenseur en a encore une (RULES F4)</translation>
    </message>
    <message>
        <source>Both sides are defeated in the same round (RULES F4)</source>
        <translation>Les deux camps sont vaincus dans la même manche (RULES F4)</translation>
    </message>
    <message>
        <source>Expected units not eliminated at the end: good, flagged or broken</source>
        <translation>Nombre attendu d&apos;unités non éliminées à la fin : en bon ordre, marquées ou en déroute</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Annihilated</source>
        <translation>Anéanti</translation>
    </message>
    <message>
        <source>Units left (expected)</source>
        <translation>Unités restantes (espérance)</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <source>Mutual</source>
        <translation>Mutuel</translation>
    </message>
    <message>
        <source>Rounds (expected)</source>
        <translation>Manches (espérance)</translation>
    </message>
    <message>
        <source>Stop computing; the odds shown stay those of the earlier inputs</source>
        <translation>Arrêter le calcul ; les chances affichées restent celles des données précédentes</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>&amp;Calculer</translation>
    </message>
    <message>
        <source>Compute the odds of the sides as they are now</source>
        <translation>Calculer les chances des camps tels qu&apos;ils sont maintenant</translation>
    </message>
    <message>
        <source>Stopped after %1 s: the odds shown are for earlier inputs.</source>
        <translation>Arrêté après %1 s : les chances affichées correspondent aux données précédentes.</translation>
    </message>
    <message>
        <source>There is not enough memory to compute the exact odds of %1 against %2 units.</source>
        <translation>Mémoire insuffisante pour calculer les chances exactes de %1 contre %2 unités.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Exact; error bound &amp;lt; %1 on each probability (RULES O1).</source>
        <translation>Exact ; marge d&apos;erreur &amp;lt; %1 sur chaque probabilité (RULES O1).</translation>
    </message>
    <message>
        <source>Exact (RULES O1).</source>
        <translation>Exact (RULES O1).</translation>
    </message>
    <message>
        <source>No round is fought: a side without a unit in good order is defeated at once (RULES F4).</source>
        <translation>Aucune manche n&apos;est livrée : un camp sans unité en bon ordre est vaincu immédiatement (RULES F4).</translation>
    </message>
    <message>
        <source>Computing… %1 s</source>
        <translation>Calcul en cours… %1 s</translation>
    </message>
    <message>
        <source>big armies take a while; you may stop at any time</source>
        <translation>les grandes armées prennent du temps ; vous pouvez arrêter à tout moment</translation>
    </message>
    <message>
        <source>Stopped after %1 s: the rounds were not counted.</source>
        <translation>Arrêté après %1 s : les manches n&apos;ont pas été comptées.</translation>
    </message>
    <message>
        <source>Not counted: stopped</source>
        <translation>Non compté : arrêté</translation>
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
        <translation>Décompte des manches : la bataille est jouée manche par manche</translation>
    </message>
    <message>
        <source>Counting the rounds…</source>
        <translation>Décompte des manches…</translation>
    </message>
    <message>
        <source>Computed in %1 s.</source>
        <translation>Calculé en %1 s.</translation>
    </message>
    <message>
        <source>The odds come back as soon as both sides make a battle.</source>
        <translation>Les chances réapparaissent dès que les deux camps forment une bataille.</translation>
    </message>
    <message>
        <source>Counting the rounds… %1 s</source>
        <translation>Décompte des manches… %1 s</translation>
    </message>
    <message>
        <source>Waiting for the previous computation to stop… %1 s</source>
        <translation>Attente de l&apos;arrêt du calcul précédent… %1 s</translation>
    </message>
    <message>
        <source>Not counted: more than %1 units a side</source>
        <translation>Non compté : plus de %1 unités par camp</translation>
    </message>
    <message>
        <source>The rounds are counted round by round for battles of up to %1 units a side, which take a few seconds.</source>
        <translation>Les manches sont comptées une à une pour les batailles d&apos;au plus %1 unités par camp, ce qui prend quelques secondes.</translation>
    </message>
</context>
<context>
    <name>castellan::OddsCharts</name>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>&amp;Outcomes</source>
        <translation>&amp;Résultats</translation>
    </message>
    <message>
        <source>&amp;Surviving units</source>
        <translation>Unités &amp;survivantes</translation>
    </message>
    <message>
        <source>R&amp;ounds</source>
        <translation>&amp;Manches</translation>
    </message>
    <message>
        <source>Who wins, and who is annihilated (RULES F4, F9)</source>
        <translation>Qui gagne, et qui est anéanti (RULES F4, F9)</translation>
    </message>
    <message>
        <source>How many units each side has left at the end, eliminated ones not counted</source>
        <translation>Nombre d&apos;unités restant à chaque camp à la fin, unités éliminées non comptées</translation>
    </message>
    <message>
        <source>How many rounds the battle lasts</source>
        <translation>Nombre de manches que dure la bataille</translation>
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
        <translation>Mutuel</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilité</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Mutual: both sides defeated in the same round</source>
        <translation>Mutuel : les deux camps sont vaincus dans la même manche</translation>
    </message>
    <message>
        <source>%1 annihilated</source>
        <translation>%1 anéanti</translation>
    </message>
    <message>
        <source>%1
wins</source>
        <translation>%1
gagne</translation>
    </message>
    <message>
        <source>%1
annihilated</source>
        <translation>%1
anéanti</translation>
    </message>
    <message>
        <source>Units left at the end (good, flagged or broken; eliminated ones not counted)</source>
        <translation>Unités restantes à la fin (en bon ordre, marquées ou en déroute ; unités éliminées non comptées)</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends with %n unit(s): %2</source>
        <translation>
            <numerusform>%1 termine avec %n unité : %2</numerusform>
            <numerusform>%1 termine avec %n unités : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle ends in this round</source>
        <translation>La bataille se termine à cette manche</translation>
    </message>
    <message>
        <source>Over by this round (right axis)</source>
        <translation>Terminée au plus tard à cette manche (axe de droite)</translation>
    </message>
    <message>
        <source>Rounds fought</source>
        <translation>Manches livrées</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Cumulé</translation>
    </message>
    <message numerus="yes">
        <source>The battle lasts %n round(s): %1</source>
        <translation>
            <numerusform>La bataille dure %n manche : %1</numerusform>
            <numerusform>La bataille dure %n manches : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 on average</source>
        <translation>%1 : %2 en moyenne</translation>
    </message>
    <message>
        <source>%1 rounds on average</source>
        <translation>%1 manches en moyenne</translation>
    </message>
    <message>
        <source>Annihilated (hatched)</source>
        <translation>Anéanti (hachuré)</translation>
    </message>
</context>
<context>
    <name>castellan::OddsSidePanel</name>
    <message>
        <source>&amp;Leaderless</source>
        <translation>&amp;Sans chef</translation>
    </message>
    <message>
        <source>Units in good order: each rolls one die a round (RULES F2)</source>
        <translation>Unités en bon ordre : chacune lance un dé par manche (RULES F2)</translation>
    </message>
    <message>
        <source>Broken units: they do not fire, and enemy 6s take them first (RULES F3)</source>
        <translation>Unités en déroute : elles ne tirent pas, et les 6 ennemis les frappent en premier (RULES F3)</translation>
    </message>
    <message>
        <source>The commander&apos;s Battle rating: the better commander&apos;s side rolls the difference as bonus dice (RULES R1)</source>
        <translation>Valeur de Bataille du commandant : le camp du meilleur commandant lance la différence en dés de bonus (RULES R1)</translation>
    </message>
    <message>
        <source>The commander&apos;s Rally rating: each flagged unit rallies on a d6 at or under it (RULES F5)</source>
        <translation>Valeur de Ralliement du commandant : chaque unité marquée se rallie sur un d6 inférieur ou égal à cette valeur (RULES F5)</translation>
    </message>
    <message>
        <source>No able commander: no Battle bonus, and flagged units all break instead of rallying (RULES R1, F5)</source>
        <translation>Aucun commandant apte : pas de bonus de Bataille, et toutes les unités marquées passent en déroute au lieu de se rallier (RULES R1, F5)</translation>
    </message>
    <message>
        <source>&amp;Good order:</source>
        <translation>En bon &amp;ordre :</translation>
    </message>
    <message>
        <source>B&amp;roken:</source>
        <translation>En &amp;déroute :</translation>
    </message>
    <message>
        <source>&amp;Battle:</source>
        <translation>&amp;Bataille :</translation>
    </message>
    <message>
        <source>R&amp;ally:</source>
        <translation>&amp;Ralliement :</translation>
    </message>
    <message>
        <source>Leaderless: no bonus dice, and flagged units all break (RULES F5).</source>
        <translation>Sans chef : pas de dés de bonus, et toutes les unités marquées passent en déroute (RULES F5).</translation>
    </message>
    <message numerus="yes">
        <source>Bonus: &lt;b&gt;+%n&lt;/b&gt; die a round (RULES R1).</source>
        <translation>
            <numerusform>Bonus : &lt;b&gt;+%n&lt;/b&gt; dé par manche (RULES R1).</numerusform>
            <numerusform>Bonus : &lt;b&gt;+%n&lt;/b&gt; dés par manche (RULES R1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No bonus dice (RULES R1).</source>
        <translation>Aucun dé de bonus (RULES R1).</translation>
    </message>
    <message numerus="yes">
        <source>Fires %n dice in the first round.</source>
        <translation>
            <numerusform>Tire %n dé à la première manche.</numerusform>
            <numerusform>Tire %n dés à la première manche.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>&amp;Carry Out Orders</source>
        <translation>&amp;Exécuter les ordres</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Withdraws the selected order while the referee has not answered it (RULES T4)</source>
        <translation>Retire l&apos;ordre choisi tant que l&apos;arbitre n&apos;y a pas répondu (RULES T4)</translation>
    </message>
    <message>
        <source>This window carries out the players&apos; orders as they come, with the campaign&apos;s dice (RULES T4)</source>
        <translation>Cette fenêtre exécute les ordres des joueurs à mesure qu&apos;ils arrivent, avec les dés de la campagne (RULES T4)</translation>
    </message>
    <message>
        <source>Orders are given on a shared campaign: players play their own sides there (RULES T4).</source>
        <translation>Les ordres se donnent dans une campagne partagée : les joueurs y jouent leur propre camp (RULES T4).</translation>
    </message>
    <message>
        <source>%1&apos;s movement</source>
        <translation>Mouvement de %1</translation>
    </message>
    <message>
        <source>Every side has moved: the game master ends the turn</source>
        <translation>Chaque camp s&apos;est déplacé : le meneur de jeu termine le tour</translation>
    </message>
    <message>
        <source>Turn %1: %2.</source>
        <translation>Tour %1 : %2.</translation>
    </message>
    <message>
        <source>Refused: %1. %2</source>
        <translation>Refusé : %1. %2</translation>
    </message>
    <message>
        <source>Done: %1. %2</source>
        <translation>Exécuté : %1. %2</translation>
    </message>
    <message>
        <source>%1&apos;s movement begins: your orders are carried out now (RULES T4).</source>
        <translation>Le mouvement de %1 commence : vos ordres sont exécutés dès maintenant (RULES T4).</translation>
    </message>
    <message>
        <source>Castellan</source>
        <translation>Castellan</translation>
    </message>
    <message>
        <source>Your side&apos;s movement ends as soon as the referee answers.</source>
        <translation>Le mouvement de votre camp se termine dès que l&apos;arbitre répond.</translation>
    </message>
    <message>
        <source>Order %1 is withdrawn.</source>
        <translation>L&apos;ordre %1 est retiré.</translation>
    </message>
    <message>
        <source>Order %1 was answered before it could be withdrawn.</source>
        <translation>L&apos;ordre %1 a reçu sa réponse avant de pouvoir être retiré.</translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2.</source>
        <translation>Ordres exécutés : %1 ; refusés : %2.</translation>
    </message>
    <message>
        <source>&amp;End %1&apos;s Movement</source>
        <translation>&amp;Terminer le mouvement de %1</translation>
    </message>
    <message>
        <source>&amp;End Movement</source>
        <translation>&amp;Terminer le mouvement</translation>
    </message>
    <message>
        <source>The next side in the campaign&apos;s order moves (RULES T4)</source>
        <translation>Le camp suivant dans l&apos;ordre de la campagne se déplace (RULES T4)</translation>
    </message>
    <message>
        <source>&amp;Standing Orders…</source>
        <translation>&amp;Consignes permanentes…</translation>
    </message>
    <message>
        <source>What the side does when a choice is its own while another side moves (RULES T4)</source>
        <translation>Ce que fait le camp quand un choix lui revient pendant qu&apos;un autre camp se déplace (RULES T4)</translation>
    </message>
    <message>
        <source>The standing orders are kept.</source>
        <translation>Les consignes permanentes sont enregistrées.</translation>
    </message>
    <message>
        <source>Turn %1: %2; then %3.</source>
        <translation>Tour %1 : %2 ; ensuite %3.</translation>
    </message>
    <message>
        <source>A battle of your side was fought: %1. %2</source>
        <translation>Une bataille de votre camp a été livrée : %1. %2</translation>
    </message>
    <message>
        <source>Siege phase: break-in rolls and sorties</source>
        <translation>Phase de siège : jets d&apos;assaut et sorties</translation>
    </message>
    <message>
        <source>&amp;Answer…</source>
        <translation>&amp;Répondre…</translation>
    </message>
    <message>
        <source>Choose how your side fights the battle that waits for you (RULES T4)</source>
        <translation>Choisissez comment votre camp livre la bataille qui vous attend (RULES T4)</translation>
    </message>
    <message>
        <source>The battle at %1 waits for your answer until %2 (RULES T4).</source>
        <translation>La bataille en %1 attend votre réponse jusqu&apos;à %2 (RULES T4).</translation>
    </message>
    <message>
        <source>The battle at %1 waits for %2&apos;s answer until %3.</source>
        <translation>La bataille en %1 attend la réponse de %2 jusqu&apos;à %3.</translation>
    </message>
    <message>
        <source>Your answer is given: the referee fights the battle now.</source>
        <translation>Votre réponse est donnée : l&apos;arbitre livre la bataille maintenant.</translation>
    </message>
    <message>
        <source>Orders carried out: %1; refused: %2; battles fought past their deadline by the standing orders: %3.</source>
        <translation>Ordres exécutés : %1 ; refusés : %2 ; batailles livrées après leur échéance selon les consignes permanentes : %3.</translation>
    </message>
</context>
<context>
    <name>castellan::OverStep</name>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message numerus="yes">
        <source>%n eliminated</source>
        <translation>
            <numerusform>%n éliminée</numerusform>
            <numerusform>%n éliminées</numerusform>
        </translation>
    </message>
    <message>
        <source>After the battle (RULES F8):</source>
        <translation>Après la bataille (RULES F8) :</translation>
    </message>
    <message>
        <source>Nothing to roll after the battle (RULES F8).</source>
        <translation>Aucun jet après la bataille (RULES F8).</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>The attacker &amp;moves to:</source>
        <translation>L&apos;attaquant se &amp;déplace vers :</translation>
    </message>
    <message>
        <source>The defender m&amp;oves to:</source>
        <translation>Le défenseur se déplace &amp;vers :</translation>
    </message>
    <message>
        <source>nowhere: no way out, its units are lost and its leaders check (RULES F6a)</source>
        <translation>nulle part : aucune issue, ses unités sont perdues et ses chefs font un test (RULES F6a)</translation>
    </message>
    <message>
        <source>Finish records the whole battle as one action you can undo: units and losses, the moves off the field, wounds, captures and deaths, the leaders&apos; histories and the report.</source>
        <translation>Terminer enregistre toute la bataille comme une seule action annulable : unités et pertes, mouvements hors du champ de bataille, blessures, captures et morts, historiques des chefs et rapport.</translation>
    </message>
    <message>
        <source>%1 (fortress)</source>
        <translation>%1 (forteresse)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hex(es) away</source>
        <translation>
            <numerusform>%1 · à %n hexagone</numerusform>
            <numerusform>%1 · à %n hexagones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 escapes to:</source>
        <translation>%1 s&apos;échappe vers :</translation>
    </message>
    <message>
        <source>nowhere: the side has no force or fortress to take this leader in</source>
        <translation>nulle part : le camp n&apos;a aucune force ni forteresse pour accueillir ce chef</translation>
    </message>
    <message>
        <source>RULES H3: this leader escaped the survival check; the nearest friendly force or fortress is the default.</source>
        <translation>RULES H3 : ce chef a échappé au sort grâce au test de survie ; la force ou la forteresse amie la plus proche est proposée par défaut.</translation>
    </message>
</context>
<context>
    <name>castellan::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>The system&apos;s (%1)</source>
        <translation>Celle du système (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <source> copy(ies), one a turn</source>
        <translation>
            <numerusform> copie, une par tour</numerusform>
            <numerusform> copies, une par tour</numerusform>
        </translation>
    </message>
    <message>
        <source>the whole history</source>
        <translation>tout l&apos;historique</translation>
    </message>
    <message numerus="yes">
        <source> newest entry(ies)</source>
        <translation>
            <numerusform> entrée la plus récente</numerusform>
            <numerusform> entrées les plus récentes</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Printed &amp;history:</source>
        <translation>&amp;Historique imprimé :</translation>
    </message>
    <message>
        <source>A new campaign starts with</source>
        <translation>Une nouvelle campagne commence avec</translation>
    </message>
    <message>
        <source>End-of-turn &amp;backups kept:</source>
        <translation>&amp;Sauvegardes de fin de tour conservées :</translation>
    </message>
    <message>
        <source>The window is made anew in the new language at once, on the same campaign.</source>
        <translation>La fenêtre est aussitôt refaite dans la nouvelle langue, sur la même campagne.</translation>
    </message>
    <message numerus="yes">
        <source> sheet(s) a page</source>
        <translation>
            <numerusform> fiche par page</numerusform>
            <numerusform> fiches par page</numerusform>
        </translation>
    </message>
    <message>
        <source>Leader, force and siege sheets printed on one page, a rule between them; a sheet with a long history still runs on</source>
        <translation>Fiches de chef, de troupe et de siège imprimées sur une même page, séparées par un filet ; une fiche au long historique continue plus loin</translation>
    </message>
    <message>
        <source>Printed sheets &amp;per page:</source>
        <translation>Fiches imprimées &amp;par page :</translation>
    </message>
    <message>
        <source>How much of a leader&apos;s history the printed sheet shows; 0 leaves it out</source>
        <translation>Part de l&apos;historique d&apos;un chef qu&apos;affiche la fiche imprimée ; 0 l&apos;omet</translation>
    </message>
</context>
<context>
    <name>castellan::RallyStep</name>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retraite</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <source>No flagged unit to rally.</source>
        <translation>Aucune unité marquée à rallier.</translation>
    </message>
    <message>
        <source>No able leader: its %1 break.</source>
        <translation>Aucun chef apte : ses %1 passent en déroute.</translation>
    </message>
    <message numerus="yes">
        <source>%n flagged unit(s)</source>
        <translation>
            <numerusform>%n unité marquée</numerusform>
            <numerusform>%n unités marquées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 roll against %2&apos;s Rally %3: each success returns to good order, each failure breaks.</source>
        <translation>%1 : jet contre le Ralliement de %2 (%3) ; chaque réussite ramène une unité en bon ordre, chaque échec la met en déroute.</translation>
    </message>
    <message>
        <source>Withdraw from the breach, no check (RULES S3).</source>
        <translation>Se retirer de la brèche, sans test (RULES S3).</translation>
    </message>
    <message>
        <source>%1 makes a Maneuver check, success on %2 or less.</source>
        <translation>%1 fait un test de Manœuvre, réussi sur %2 ou moins.</translation>
    </message>
    <message>
        <source>On a success the side leaves the field and the other wins; on a failure the battle goes on. Either way its flagged units break (RULES F6).</source>
        <translation>En cas de réussite, le camp quitte le champ de bataille et l&apos;autre l&apos;emporte ; en cas d&apos;échec, la bataille continue. Dans les deux cas, ses unités marquées passent en déroute (RULES F6).</translation>
    </message>
    <message>
        <source>Retreat is not allowed. %1</source>
        <translation>La retraite n&apos;est pas autorisée. %1</translation>
    </message>
    <message>
        <source>Round %1 · Rally or retreat</source>
        <translation>Manche %1 · Ralliement ou retraite</translation>
    </message>
    <message>
        <source>Neither side is defeated (RULES F4). Before the next round each side rallies its flagged units: a success returns one to good order, a failure breaks it (F5); or its commander tries to retreat (F6).</source>
        <translation>Aucun camp n&apos;est vaincu (RULES F4). Avant la manche suivante, chaque camp rallie ses unités marquées : une réussite ramène l&apos;unité en bon ordre, un échec la met en déroute (F5) ; ou bien son commandant tente une retraite (F6).</translation>
    </message>
</context>
<context>
    <name>castellan::RecentMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>%1 is gone</source>
        <translation>%1 n&apos;existe plus</translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation>Aucune campagne récente</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Effacer le menu</translation>
    </message>
</context>
<context>
    <name>castellan::RefusalBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>castellan::RerollDialog</name>
    <message>
        <source>%1 %2 at %3</source>
        <translation>%1 %2 en %3</translation>
    </message>
    <message>
        <source>activates a unit of any type</source>
        <translation>active une unité de n’importe quel type</translation>
    </message>
    <message>
        <source>activates nothing</source>
        <translation>n’active rien</translation>
    </message>
    <message>
        <source>activates a unit of that type</source>
        <translation>active une unité de ce type</translation>
    </message>
    <message>
        <source>Ask no more for %1 in this battle</source>
        <translation>Ne plus demander pour %1 dans cette bataille</translation>
    </message>
    <message>
        <source>Leaders&apos; Rerolls · %1</source>
        <translation>Relances des chefs · %1</translation>
    </message>
    <message>
        <source>%1 fires on %2.</source>
        <translation>%1 tire sur %2.</translation>
    </message>
    <message>
        <source>%1 rolls its activation dice.</source>
        <translation>%1 lance ses dés d’activation.</translation>
    </message>
    <message>
        <source>A leader of the side on the board may spend a heroic reroll on one of these dice; the new face stands. What is not spent lapses when the battle ends (RULES H2, C11).</source>
        <translation>Un chef du camp présent sur le plateau peut dépenser une relance héroïque sur l’un de ces dés ; la nouvelle face est retenue. Ce qui n’est pas dépensé se perd à la fin de la bataille (RÈGLES H2, C11).</translation>
    </message>
    <message>
        <source>Die %1: %2, %3</source>
        <translation>Dé %1 : %2, %3</translation>
    </message>
    <message>
        <source>%1, with the %2 (rerolls left: %3)</source>
        <translation>%1, avec %2 (relances restantes : %3)</translation>
    </message>
    <message>
        <source>&amp;Re-roll the Die</source>
        <translation>&amp;Relancer le dé</translation>
    </message>
    <message>
        <source>&amp;Keep the Dice</source>
        <translation>&amp;Garder les dés</translation>
    </message>
    <message>
        <source>&amp;Die:</source>
        <translation>&amp;Dé :</translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation>&amp;Chef :</translation>
    </message>
</context>
<context>
    <name>castellan::RerollTokens</name>
    <message>
        <source>No heroic rerolls held (RULES H2)</source>
        <translation>Aucune relance héroïque en réserve (RULES H2)</translation>
    </message>
    <message numerus="yes">
        <source>%n heroic reroll(s) held, spent one die at a time in the event that gave them (RULES H2)</source>
        <translation>
            <numerusform>%n relance héroïque en réserve, qui relance un dé lors de l&apos;événement qui l&apos;a accordée (RULES H2)</numerusform>
            <numerusform>%n relances héroïques en réserve, chacune relançant un dé lors de l&apos;événement qui les a accordées (RULES H2)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>castellan::RevealSeedDialog</name>
    <message>
        <source>Verify Log — Seed Withheld</source>
        <translation>Vérifier le journal — Graine non divulguée</translation>
    </message>
    <message>
        <source>Seed withheld: this is a players&apos; copy, which keeps no seed, so that nobody can foresee the dice. When the game master reveals the seed and its salt, type them here: they are checked against the copy&apos;s commitment, then every roll of the log is re-derived from the seed.</source>
        <translation>Graine non divulguée : ceci est une copie des joueurs, qui ne contient pas de graine, afin que personne ne puisse prévoir les dés. Quand le meneur de jeu révèle la graine et son sel, saisissez-les ici : ils sont contrôlés par rapport à l&apos;engagement de la copie, puis chaque jet du journal est recalculé à partir de la graine.</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>64 hexadecimal digits</source>
        <translation>64 chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>S&amp;alt:</source>
        <translation>S&amp;el :</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>La graine est un nombre entier de 0 à 18446744073709551615.</translation>
    </message>
</context>
<context>
    <name>castellan::RollLogModel</name>
    <message>
        <source>(leader #%1, removed)</source>
        <translation>(chef n° %1, supprimé)</translation>
    </message>
    <message>
        <source> · replaces #%1</source>
        <translation> · remplace le n° %1</translation>
    </message>
    <message>
        <source> · entered by hand</source>
        <translation> · saisi à la main</translation>
    </message>
    <message>
        <source>%1d%2</source>
        <translation>%1d%2</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (annulé)</translation>
    </message>
    <message>
        <source>Roll #%1, turn %2: %3</source>
        <translation>Jet n° %1, tour %2 : %3</translation>
    </message>
    <message>
        <source>%1d%2 rolled %3: %4</source>
        <translation>%1d%2 a donné %3 : %4</translation>
    </message>
    <message>
        <source>A reroll: replaces roll #%1 (RULES D1).</source>
        <translation>Une relance : remplace le jet n° %1 (RULES D1).</translation>
    </message>
    <message>
        <source>Entered by hand from physical dice (RULES D4).</source>
        <translation>Saisi à la main à partir de dés physiques (RULES D4).</translation>
    </message>
    <message>
        <source>Generator draws %1 to %2 (RULES D2).</source>
        <translation>Tirages %1 à %2 du générateur (RULES D2).</translation>
    </message>
    <message>
        <source>Its action was undone; the roll stays in the log (RULES D1).</source>
        <translation>Son action a été annulée ; le jet reste dans le journal (RULES D1).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>castellan::RollLogView</name>
    <message>
        <source>Show only the rolls of one leader</source>
        <translation>N&apos;afficher que les jets d&apos;un chef</translation>
    </message>
    <message>
        <source>Filter by context or result</source>
        <translation>Filtrer par contexte ou résultat</translation>
    </message>
    <message>
        <source>All leaders</source>
        <translation>Tous les chefs</translation>
    </message>
    <message>
        <source>Rolls: %1</source>
        <translation>Jets : %1</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save the rolls shown, with the filters applied, as a CSV file</source>
        <translation>Enregistrer les jets affichés, filtres appliqués, dans un fichier CSV</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>-rolls.csv</source>
        <translation>-rolls.csv</translation>
    </message>
    <message>
        <source>Export the Roll Log</source>
        <translation>Exporter le journal des jets</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Not Exported</source>
        <translation>Non exporté</translation>
    </message>
    <message>
        <source>Show only the rolls of one campaign turn</source>
        <translation>N&apos;afficher que les jets d&apos;un tour de campagne</translation>
    </message>
    <message>
        <source>All turns</source>
        <translation>Tous les tours</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Show only the rolls of one side</source>
        <translation>N&apos;afficher que les jets d&apos;un camp</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Tous les camps</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n roll(s) to %1.</source>
        <translation>
            <numerusform>%n jet exporté vers %1.</numerusform>
            <numerusform>%n jets exportés vers %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest %n roll(s) loaded; scroll for more</source>
        <translation>
            <numerusform>Dernier jet chargé (%n) ; faites défiler pour plus</numerusform>
            <numerusform>%n derniers jets chargés ; faites défiler pour plus</numerusform>
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
        <translation>Hér</translation>
    </message>
    <message>
        <source>Duel</source>
        <comment>abbreviation of Duel</comment>
        <translation>Duel</translation>
    </message>
    <message>
        <source>Man</source>
        <comment>abbreviation of Maneuver</comment>
        <translation>Man</translation>
    </message>
    <message>
        <source>Bat</source>
        <comment>abbreviation of Battle</comment>
        <translation>Bat</translation>
    </message>
    <message>
        <source>Sie</source>
        <comment>abbreviation of Siege</comment>
        <translation>Siè</translation>
    </message>
    <message>
        <source>Ral</source>
        <comment>abbreviation of Rally</comment>
        <translation>Ral</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Held by %1 (RULES L6)</source>
        <translation>Détenu par %1 (RULES L6)</translation>
    </message>
    <message>
        <source>Current vitality %1 of a Vitality rating of %2 (RULES L3)</source>
        <translation>Vitalité actuelle %1 pour une valeur de Vitalité de %2 (RULES L3)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Vitality</source>
        <translation>Vitalité</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Relances</translation>
    </message>
    <message>
        <source>%1 rating</source>
        <translation>%1 (valeur)</translation>
    </message>
    <message>
        <source>Current vitality / Vitality rating (RULES L3)</source>
        <translation>Vitalité actuelle / valeur de Vitalité (RULES L3)</translation>
    </message>
    <message>
        <source>Heroic rerolls held (RULES H2)</source>
        <translation>Relances héroïques en réserve (RULES H2)</translation>
    </message>
</context>
<context>
    <name>castellan::RosterView</name>
    <message>
        <source>Filter by name</source>
        <translation>Filtrer par nom</translation>
    </message>
    <message>
        <source>Show only leaders whose name contains this text (Ctrl+F)</source>
        <translation>N&apos;afficher que les chefs dont le nom contient ce texte (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only the leaders of one side</source>
        <translation>N&apos;afficher que les chefs d&apos;un camp</translation>
    </message>
    <message>
        <source>Show only leaders of one status (RULES L6)</source>
        <translation>N&apos;afficher que les chefs dans un état donné (RULES L6)</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Tous les états</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Tous les camps</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
        <source>Leaders: %1</source>
        <translation>Chefs : %1</translation>
    </message>
    <message>
        <source>Showing %1 of %2 leaders</source>
        <translation>%1 chefs affichés sur %2</translation>
    </message>
</context>
<context>
    <name>castellan::RuleOptionsDialog</name>
    <message>
        <source>Rule Options — %1</source>
        <translation>Options de règles — %1</translation>
    </message>
    <message>
        <source>These options are stored with the campaign. Each switches one rule from its first reading to the alternative the rules allow. Changing them can be undone.</source>
        <translation>Ces options sont enregistrées avec la campagne. Chacune fait passer une règle de sa lecture de base à la variante que les règles autorisent. Leur modification peut être annulée.</translation>
    </message>
    <message>
        <source>Battles on the board (RULES C)</source>
        <translation>Batailles sur le plateau (RULES C)</translation>
    </message>
    <message>
        <source>Use a Ruleset &amp;File…</source>
        <translation>Utiliser un &amp;fichier de jeu de règles…</translation>
    </message>
    <message>
        <source>Use the &amp;Shipped One</source>
        <translation>Utiliser le jeu &amp;intégré</translation>
    </message>
    <message>
        <source>Tactical Ruleset</source>
        <translation>Jeu de règles tactique</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Jeux de règles (*.json)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Content hash %1</source>
        <translation>Empreinte du contenu %1</translation>
    </message>
</context>
<context>
    <name>castellan::RuleOptionsForm</name>
    <message>
        <source>Assign creation dice in order</source>
        <translation>Attribuer les dés de création dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Recovery restores full Vitality</source>
        <translation>Le rétablissement rend toute la Vitalité</translation>
    </message>
    <message>
        <source>We roll real dice at the table</source>
        <translation>Nous lançons de vrais dés à la table</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Chefs</translation>
    </message>
    <message>
        <source>RULES L1. The seven creation dice go to Vitality, Heroics, Duel, Maneuver, Battle, Siege and Rally in the order rolled, instead of the player assigning each die. Quick for minor leaders.</source>
        <translation>RULES L1. Les sept dés de création vont à la Vitalité, l&apos;Héroïsme, le Duel, la Manœuvre, la Bataille, le Siège et le Ralliement dans l&apos;ordre où ils ont été lancés, au lieu que le joueur attribue chaque dé. Pratique pour les chefs secondaires.</translation>
    </message>
    <message>
        <source>RULES D4. Every roll first asks for the faces of the dice rolled at the table (keys 1-6); they are logged as entered by hand and Verify Log reports them so. A roll can still be left to Castellan.</source>
        <translation>RULES D4. Chaque jet demande d&apos;abord les faces des dés lancés à la table (touches 1-6) ; ils sont enregistrés comme saisis à la main et Vérifier le journal les signale comme tels. Un jet peut toujours être confié à Castellan.</translation>
    </message>
    <message>
        <source>Movement (RULES T1a)</source>
        <translation>Mouvement (RULES T1a)</translation>
    </message>
    <message numerus="yes">
        <source> hex(es) a turn</source>
        <translation>
            <numerusform> hexagone par tour</numerusform>
            <numerusform> hexagones par tour</numerusform>
        </translation>
    </message>
    <message>
        <source>A force with units moves:</source>
        <translation>Une force avec des unités se déplace de :</translation>
    </message>
    <message>
        <source>Leaders alone move:</source>
        <translation>Les chefs seuls se déplacent de :</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>infranchissable</translation>
    </message>
    <message>
        <source>A disabled leader moving alone gets half (RULES L5), a forced march one more hex. Entering a hex costs its terrain&apos;s points:</source>
        <translation>Un chef hors de combat qui se déplace seul a droit à la moitié (RULES L5), une marche forcée à un hexagone de plus. Entrer dans un hexagone coûte les points de son terrain :</translation>
    </message>
    <message>
        <source>RULES L5. A disabled leader who rolls a 6 for recovery returns to the full Vitality rating instead of to vitality 1.</source>
        <translation>RULES L5. Un chef hors de combat qui obtient un 6 à son jet de rétablissement retrouve toute la valeur de Vitalité au lieu d&apos;une vitalité de 1.</translation>
    </message>
    <message>
        <source>Each side sees only the forces near its own</source>
        <translation>Chaque camp ne voit que les forces proches des siennes</translation>
    </message>
    <message numerus="yes">
        <source> hex(es)</source>
        <translation>
            <numerusform> hexagone</numerusform>
            <numerusform> hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> turn(s)</source>
        <translation>
            <numerusform> tour</numerusform>
            <numerusform> tours</numerusform>
        </translation>
    </message>
    <message>
        <source>A side sees other forces within:</source>
        <translation>Un camp voit les autres forces à moins de :</translation>
    </message>
    <message>
        <source>The board game plays in the open. With this on, a side&apos;s players, its turn reports and View as Side show another side&apos;s forces only within so many hexes of the side&apos;s own forces and fortresses; a server enforces it.</source>
        <translation>Le jeu de plateau se joue à découvert. Avec cette option, les joueurs d’un camp, ses rapports de tour et « Voir comme un camp » ne montrent les forces d’un autre camp qu’à tant d’hexagones de ses propres forces et forteresses ; un serveur l’impose.</translation>
    </message>
    <message>
        <source>Other sides&apos; forces appear in a side&apos;s turn reports late by:</source>
        <translation>Les forces des autres camps apparaissent dans les rapports de tour d’un camp avec un retard de :</translation>
    </message>
    <message>
        <source>Hidden movement and players&apos; answers</source>
        <translation>Mouvement caché et réponses des joueurs</translation>
    </message>
    <message>
        <source>RULES T4: a battle whose defending player asked to be asked waits this long for his answer, then his standing orders fight it. 0: no battle waits.</source>
        <translation>RULES T4 : une bataille dont le joueur défenseur a demandé à être consulté attend sa réponse ce temps-là, puis ses consignes permanentes la livrent. 0 : aucune bataille n&apos;attend.</translation>
    </message>
    <message numerus="yes">
        <source> hour(s)</source>
        <translation>
            <numerusform> heure</numerusform>
            <numerusform> heures</numerusform>
        </translation>
    </message>
    <message>
        <source>A battle waits for its defending player&apos;s answer at most:</source>
        <translation>Une bataille attend la réponse de son joueur défenseur au plus :</translation>
    </message>
</context>
<context>
    <name>castellan::RulesBrowser</name>
    <message>
        <source>Castellan Rules</source>
        <translation>Règles de Castellan</translation>
    </message>
    <message>
        <source>The rules reference is missing from this build.</source>
        <translation>La référence des règles est absente de cette version.</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Rechercher dans les règles</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
</context>
<context>
    <name>castellan::RulesLink</name>
    <message>
        <source>Read RULES %1</source>
        <translation>Voir RULES %1</translation>
    </message>
</context>
<context>
    <name>castellan::ScanAlignDialog</name>
    <message>
        <source>Align the Scan — %1</source>
        <translation>Aligner le scan — %1</translation>
    </message>
    <message>
        <source>Click the centre of a hex on the scan, then say which hex it is. Mark two hexes far apart, near opposite corners of the map, and Align scales, turns and shifts the scan to fit. A drag on the map still pans it.</source>
        <translation>Cliquez sur le centre d&apos;un hexagone du scan, puis indiquez de quel hexagone il s&apos;agit. Marquez deux hexagones éloignés, près de coins opposés de la carte : Aligner met alors le scan à l&apos;échelle, le fait pivoter et le décale pour qu&apos;il corresponde. Un glisser sur la carte la fait toujours défiler.</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Repères</translation>
    </message>
    <message>
        <source>Mark &amp;%1</source>
        <translation>Repère &amp;%1</translation>
    </message>
    <message>
        <source>The next click on the map sets this mark</source>
        <translation>Le prochain clic sur la carte place ce repère</translation>
    </message>
    <message>
        <source>0304</source>
        <translation>0304</translation>
    </message>
    <message>
        <source>is hex</source>
        <translation>est l&apos;hexagone</translation>
    </message>
    <message>
        <source>&amp;Undo Mark</source>
        <translation>&amp;Annuler le repère</translation>
    </message>
    <message>
        <source>Takes the last mark back to where it was</source>
        <translation>Ramène le dernier repère à sa position précédente</translation>
    </message>
    <message>
        <source>&amp;Align to Marks</source>
        <translation>A&amp;ligner sur les repères</translation>
    </message>
    <message>
        <source>Nudge</source>
        <translation>Ajustement fin</translation>
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
        <translation> colonnes</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> lignes</translation>
    </message>
    <message>
        <source>A hex on the scan is &amp;wide:</source>
        <translation>Largeur d&apos;un hexagone sur le &amp;scan :</translation>
    </message>
    <message>
        <source>&amp;Turned:</source>
        <translation>&amp;Rotation :</translation>
    </message>
    <message>
        <source>Shifted a&amp;cross:</source>
        <translation>Décalage &amp;horizontal :</translation>
    </message>
    <message>
        <source>Shifted &amp;down:</source>
        <translation>Décalage &amp;vertical :</translation>
    </message>
    <message>
        <source>at %1, %2 on the scan</source>
        <translation>à %1, %2 sur le scan</translation>
    </message>
    <message>
        <source>click the map to set it</source>
        <translation>cliquez sur la carte pour le placer</translation>
    </message>
</context>
<context>
    <name>castellan::ScenarioChooserDialog</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n leader(s)</source>
        <translation>
            <numerusform>, %n chef</numerusform>
            <numerusform>, %n chefs</numerusform>
        </translation>
    </message>
    <message>
        <source>the left edge</source>
        <translation>le bord gauche</translation>
    </message>
    <message>
        <source>the right edge</source>
        <translation>le bord droit</translation>
    </message>
    <message>
        <source>%1 (%2) marches on the flank with %3, and comes in by %4 (RULES M2).</source>
        <translation>%1 (%2) marche sur le flanc avec %3 et arrive par %4 (RULES M2).</translation>
    </message>
    <message>
        <source>A board of %1 × %2 hexes.</source>
        <translation>Un plateau de %1 × %2 hexagones.</translation>
    </message>
    <message numerus="yes">
        <source>wins with %n enemy unit(s) eliminated.</source>
        <translation>
            <numerusform>l&apos;emporte avec %n unité ennemie éliminée.</numerusform>
            <numerusform>l&apos;emporte avec %n unités ennemies éliminées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves first.</source>
        <translation>%1 joue en premier.</translation>
    </message>
    <message>
        <source>Play a Tactical Scenario</source>
        <translation>Jouer un scénario tactique</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 × %3 hexes, %n unit(s)</source>
        <translation>
            <numerusform>%1
%2 × %3 hexagones, %n unité</numerusform>
            <numerusform>%1
%2 × %3 hexagones, %n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Open a File…</source>
        <translation>&amp;Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>A scenario file of one&apos;s own, as Set Up a Battle Board saves it</source>
        <translation>Un fichier de scénario à soi, tel que Préparer un plateau l&apos;enregistre</translation>
    </message>
    <message>
        <source>No shipped scenario reads here. Open a File… plays one of your own.</source>
        <translation>Aucun scénario fourni ne se lit ici. Ouvrir un fichier… en joue un à vous.</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
    </message>
</context>
<context>
    <name>castellan::ScenarioFlankDialog</name>
    <message>
        <source>&amp;Call Off the Side&apos;s Marches</source>
        <translation>&amp;Annuler les marches du camp</translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation>Marches de flanc · %1</translation>
    </message>
    <message>
        <source>A side may send commands on a flank march before deployment (RULES M2): a general with some units, by the left or the right edge; at most half the side&apos;s units in all. Their units stay off the board until the march arrives (M3, M4).</source>
        <translation>Un camp peut envoyer des détachements en marche de flanc avant le déploiement (RULES M2) : un général avec quelques unités, par le bord gauche ou le bord droit ; au plus la moitié des unités du camp au total. Leurs unités restent hors du plateau jusqu&apos;à l&apos;arrivée de la marche (M3, M4).</translation>
    </message>
    <message>
        <source>The general&apos;s name</source>
        <translation>Nom du général</translation>
    </message>
    <message>
        <source>Heroics </source>
        <translation>Héroïsme </translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>Ca&amp;mp :</translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation>&amp;Général :</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>&amp;Bord :</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>&amp;Unités :</translation>
    </message>
    <message>
        <source>%1 (%2, %3): %4 by the %5 edge</source>
        <translation>%1 (%2, %3) : %4 par le bord %5</translation>
    </message>
    <message>
        <source>How the battle&apos;s texts speak of the general</source>
        <translation>Comment les textes de la bataille parlent de ce général</translation>
    </message>
</context>
<context>
    <name>castellan::ServerActions</name>
    <message>
        <source>Open &amp;Server Campaign…</source>
        <translation>Ouvrir une &amp;campagne sur serveur…</translation>
    </message>
    <message>
        <source>Open a campaign kept on a PostgreSQL server, shared with other game masters and players</source>
        <translation>Ouvrir une campagne conservée sur un serveur PostgreSQL, partagée avec d&apos;autres meneurs de jeu et des joueurs</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>&amp;Publish to Server…</source>
        <translation>Pu&amp;blier sur un serveur…</translation>
    </message>
    <message>
        <source>Copy this campaign file to a new campaign on a PostgreSQL server</source>
        <translation>Copier ce fichier de campagne dans une nouvelle campagne sur un serveur PostgreSQL</translation>
    </message>
    <message>
        <source>Save a &amp;Local Copy…</source>
        <translation>&amp;Enregistrer une copie locale…</translation>
    </message>
    <message>
        <source>Copy the server campaign, as it is now, into a campaign file</source>
        <translation>Copier la campagne du serveur, dans son état actuel, dans un fichier de campagne</translation>
    </message>
    <message>
        <source>Manage &amp;Access…</source>
        <translation>Gérer les &amp;accès…</translation>
    </message>
    <message>
        <source>Who may open the server campaign: game masters, players of a side, observers</source>
        <translation>Qui peut ouvrir la campagne du serveur : meneurs de jeu, joueurs d&apos;un camp, observateurs</translation>
    </message>
    <message>
        <source>Server Password</source>
        <translation>Mot de passe du serveur</translation>
    </message>
    <message>
        <source>The server %1 asks for the password of %2:</source>
        <translation>Le serveur %1 demande le mot de passe de %2 :</translation>
    </message>
    <message>
        <source>%1: player, %2</source>
        <translation>%1 : joueur, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Your role on the server campaign %1</source>
        <translation>Votre rôle dans la campagne sur serveur %1</translation>
    </message>
    <message>
        <source>Open a campaign file first.</source>
        <translation>Ouvrez d&apos;abord un fichier de campagne.</translation>
    </message>
    <message>
        <source>This campaign is on a server already: Save a Local Copy brings it into a file.</source>
        <translation>Cette campagne est déjà sur un serveur : « Enregistrer une copie locale » l&apos;enregistre dans un fichier.</translation>
    </message>
    <message>
        <source>A players&apos; copy has no seed: it cannot be published.</source>
        <translation>Une copie des joueurs n&apos;a pas de graine : elle ne peut pas être publiée.</translation>
    </message>
    <message>
        <source>Only a server campaign is copied into a file; a file is copied with Save As.</source>
        <translation>Seule une campagne sur serveur se copie dans un fichier ; un fichier se copie avec « Enregistrer sous ».</translation>
    </message>
    <message>
        <source>Access is managed on a server campaign: publish this one first.</source>
        <translation>Les accès se gèrent pour une campagne sur serveur : publiez d&apos;abord celle-ci.</translation>
    </message>
    <message>
        <source>Only a game master manages who has access.</source>
        <translation>Seul un meneur de jeu gère qui a accès.</translation>
    </message>
    <message>
        <source>Cannot Publish</source>
        <translation>Impossible de publier</translation>
    </message>
    <message>
        <source>Published as %1</source>
        <translation>Publiée sous %1</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Campagne publiée</translation>
    </message>
    <message>
        <source>%1 is now on the server as %2. Go on with the server campaign here?</source>
        <translation>La campagne %1 est maintenant sur le serveur sous %2. Continuer ici avec la campagne du serveur ?</translation>
    </message>
    <message>
        <source>Save a Local Copy</source>
        <translation>Enregistrer une copie locale</translation>
    </message>
    <message>
        <source>Castellan campaigns (*.castellan)</source>
        <translation>Campagnes Castellan (*.castellan)</translation>
    </message>
    <message>
        <source>Cannot Save a Local Copy</source>
        <translation>Impossible d&apos;enregistrer une copie locale</translation>
    </message>
    <message>
        <source>The server campaign is copied to %1</source>
        <translation>La campagne du serveur est copiée dans %1</translation>
    </message>
</context>
<context>
    <name>castellan::ServerCampaignDialog</name>
    <message>
        <source>Open Server Campaign</source>
        <translation>Ouvrir une campagne sur serveur</translation>
    </message>
    <message>
        <source>Publish to Server</source>
        <translation>Publier sur un serveur</translation>
    </message>
    <message>
        <source>A campaign kept on a PostgreSQL server, shared with other game masters and players. The password comes from your ~/.pgpass, or the server asks for it.</source>
        <translation>Une campagne conservée sur un serveur PostgreSQL, partagée avec d&apos;autres meneurs de jeu et des joueurs. Le mot de passe vient de votre ~/.pgpass, ou le serveur vous le demande.</translation>
    </message>
    <message>
        <source>Copies this campaign to a new campaign on a PostgreSQL server, where other game masters and players can open it. You need a server user who may create roles and schemas; the file stays as it is.</source>
        <translation>Copie cette campagne dans une nouvelle campagne sur un serveur PostgreSQL, où d&apos;autres meneurs de jeu et des joueurs peuvent l&apos;ouvrir. Il vous faut un utilisateur du serveur autorisé à créer des rôles et des schémas ; le fichier reste tel quel.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Publier</translation>
    </message>
</context>
<context>
    <name>castellan::ServerLocationForm</name>
    <message>
        <source>The server&apos;s name or address, or the folder of its local socket (/run/postgresql)</source>
        <translation>Le nom ou l&apos;adresse du serveur, ou le dossier de son socket local (/run/postgresql)</translation>
    </message>
    <message>
        <source>small letters, digits and _</source>
        <translation>lettres minuscules, chiffres et _</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte :</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>Po&amp;rt :</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données :</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>&amp;Campaign:</source>
        <translation>&amp;Campagne :</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>Name the server&apos;s host.</source>
        <translation>Indiquez l&apos;hôte du serveur.</translation>
    </message>
    <message>
        <source>Name the database on the server.</source>
        <translation>Indiquez la base de données sur le serveur.</translation>
    </message>
    <message>
        <source>Name the user you log in as.</source>
        <translation>Indiquez l&apos;utilisateur sous lequel vous vous connectez.</translation>
    </message>
    <message>
        <source>Name the campaign: small letters, digits and _, starting with a letter.</source>
        <translation>Indiquez la campagne : lettres minuscules, chiffres et _, en commençant par une lettre.</translation>
    </message>
</context>
<context>
    <name>castellan::SetupStep</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n unit(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n unité</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2)%3 — %n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>, at %1</source>
        <translation>, à %1</translation>
    </message>
    <message>
        <source>This force:</source>
        <translation>Cette force :</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire :</translation>
    </message>
    <message>
        <source>%1 &amp;attacks</source>
        <translation>%1 atta&amp;que</translation>
    </message>
    <message>
        <source>This force &amp;attacks</source>
        <translation>Cette force atta&amp;que</translation>
    </message>
    <message>
        <source>The opponent a&amp;ttacks</source>
        <translation>L&apos;adversaire a&amp;ttaque</translation>
    </message>
    <message>
        <source>Attacker:</source>
        <translation>Attaquant :</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Begin battle</source>
        <translation>&amp;Engager la bataille</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> à %1</translation>
    </message>
    <message numerus="yes">
        <source> — %n unit(s)</source>
        <translation>
            <numerusform> — %n unité</numerusform>
            <numerusform> — %n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Set up the battle</source>
        <translation>Préparer la bataille</translation>
    </message>
    <message>
        <source>Pick the opposing force and who attacks; both sides and the odds show before anything is rolled (RULES F9). A battle is between two forces of different sides on the same space (F).</source>
        <translation>Choisissez la force adverse et qui attaque ; les deux camps et les chances s&apos;affichent avant tout jet (RULES F9). Une bataille oppose deux forces de camps différents sur la même case (F).</translation>
    </message>
</context>
<context>
    <name>castellan::SheetVitalityTrack</name>
    <message>
        <source>Dead: vitality fell below 0 (RULES L3)</source>
        <translation>Mort : la vitalité est tombée sous 0 (RULES L3)</translation>
    </message>
    <message>
        <source>Captured: vitality %1 of %2 (RULES L6)</source>
        <translation>Capturé : vitalité %1 sur %2 (RULES L6)</translation>
    </message>
    <message numerus="yes">
        <source>Vitality %1 of %2: %n wound(s) taken (RULES L3)</source>
        <translation>
            <numerusform>Vitalité %1 sur %2 : %n blessure subie (RULES L3)</numerusform>
            <numerusform>Vitalité %1 sur %2 : %n blessures subies (RULES L3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Disabled: at 0 vitality no rating can be used (RULES L3)</source>
        <translation>Hors de combat : à 0 de vitalité, aucune valeur n&apos;est utilisable (RULES L3)</translation>
    </message>
</context>
<context>
    <name>castellan::SidesDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Couleur…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Sides — %1</source>
        <translation>Camps — %1</translation>
    </message>
    <message>
        <source>Every leader and force belongs to a side (RULES L2). Each change here is one step you can undo; a side may be removed only while nothing belongs to it.</source>
        <translation>Chaque chef et chaque force appartient à un camp (RULES L2). Chaque modification ici est une étape annulable ; un camp ne peut être supprimé que si rien ne lui appartient.</translation>
    </message>
    <message>
        <source>Add a Side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Couleur de %1</translation>
    </message>
    <message>
        <source>%1, drawn in %2</source>
        <translation>%1, affiché en %2</translation>
    </message>
</context>
<context>
    <name>castellan::SiegeOddsChart</name>
    <message>
        <source>Break-in by the end of the turn</source>
        <translation>Percée d&apos;ici la fin du tour</translation>
    </message>
    <message numerus="yes">
        <source>Break-in within %n turn(s): %1%</source>
        <translation>
            <numerusform>Percée en %n tour au plus : %1%</numerusform>
            <numerusform>Percée en %n tours au plus : %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n reroll(s) a turn (RULES S2, O2): %1% this turn, %2% within %3 turns; about %4 unit(s) lost to 1s meanwhile.</source>
        <translation>
            <numerusform>Avec %n relance par tour (RULES S2, O2) : %1% ce tour-ci, %2% en %3 tours ; environ %4 unités perdues sur des 1 entre-temps.</numerusform>
            <numerusform>Avec %n relances par tour (RULES S2, O2) : %1% ce tour-ci, %2% en %3 tours ; environ %4 unités perdues sur des 1 entre-temps.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rolls from now (1: next turn&apos;s roll)</source>
        <translation>Jets à venir (1 : le jet du prochain tour)</translation>
    </message>
    <message>
        <source>Rolls from now (1: this turn&apos;s roll)</source>
        <translation>Jets à venir (1 : le jet de ce tour)</translation>
    </message>
    <message numerus="yes">
        <source>With %n reroll(s) a turn (RULES S2, O2): %1% next turn, %2% within %3 more turns; about %4 unit(s) lost to 1s meanwhile.</source>
        <translation>
            <numerusform>Avec %n relance par tour (RULES S2, O2) : %1% au prochain tour, %2% dans les %3 tours suivants ; environ %4 unités perdues sur des 1 entre-temps.</numerusform>
            <numerusform>Avec %n relances par tour (RULES S2, O2) : %1% au prochain tour, %2% dans les %3 tours suivants ; environ %4 unités perdues sur des 1 entre-temps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::SiegeOrderDialog</name>
    <message>
        <source>Orders for the Siege of %1</source>
        <translation>Ordres pour le siège de %1</translation>
    </message>
    <message>
        <source>Siege Orders</source>
        <translation>Ordres de siège</translation>
    </message>
    <message>
        <source>Your side&apos;s orders for this siege&apos;s turn (RULES T4). The referee carries them out with the campaign&apos;s dice; View ▸ Orders shows his answers.</source>
        <translation>Les ordres de votre camp pour le tour de ce siège (RULES T4). L&apos;arbitre les exécute avec les dés de la campagne ; Affichage ▸ Ordres montre ses réponses.</translation>
    </message>
    <message>
        <source>Break-in roll (RULES S2): 1 costs a unit, 6 breaks in</source>
        <translation>Jet d&apos;assaut (RULES S2) : 1 coûte une unité, 6 force l&apos;entrée</translation>
    </message>
    <message>
        <source>As my standing order: %1</source>
        <translation>Selon ma consigne permanente : %1</translation>
    </message>
    <message>
        <source>Order the &amp;Roll</source>
        <translation>Ordonner le &amp;jet</translation>
    </message>
    <message>
        <source>While rerolls last:</source>
        <translation>Tant qu&apos;il reste des relances :</translation>
    </message>
    <message>
        <source>Sortie (RULES S4), after the break-in roll</source>
        <translation>Sortie (RULES S4), après le jet d&apos;assaut</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <source>No able leader is inside: the units go out alone.</source>
        <translation>Aucun chef apte dans la forteresse : les unités sortent seules.</translation>
    </message>
    <message>
        <source>Go back inside</source>
        <translation>Rentrer dans la forteresse</translation>
    </message>
    <message>
        <source>Take the hex it held</source>
        <translation>Prendre l&apos;hexagone qu&apos;elle tenait</translation>
    </message>
    <message>
        <source>Order the &amp;Sortie</source>
        <translation>Ordonner la &amp;sortie</translation>
    </message>
    <message>
        <source>Leaders going:</source>
        <translation>Chefs qui sortent :</translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation>Attaque :</translation>
    </message>
    <message>
        <source>If it wins:</source>
        <translation>Si elle l&apos;emporte :</translation>
    </message>
    <message>
        <source>Order %1 given: the referee will answer it.</source>
        <translation>Ordre %1 donné : l&apos;arbitre y répondra.</translation>
    </message>
    <message>
        <source>Not given: %1</source>
        <translation>Non donné : %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <source>Your besieging leaders hold %n reroll(s) of their own. They re-roll by the same choice, after the Siege bonus&apos;s rerolls; those not spent lapse with the roll (RULES H2).</source>
        <translation>
            <numerusform>Vos chefs assiégeants ont %n relance propre. Ils relancent selon le même choix, après les relances du bonus de siège ; celles qui ne sont pas dépensées sont perdues avec le jet (RULES H2).</numerusform>
            <numerusform>Vos chefs assiégeants ont %n relances propres. Ils relancent selon le même choix, après les relances du bonus de siège ; celles qui ne sont pas dépensées sont perdues avec le jet (RULES H2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Then the leaders&apos; own, at &amp;most:</source>
        <translation>Puis celles des chefs, au &amp;maximum :</translation>
    </message>
</context>
<context>
    <name>castellan::SiegePanel</name>
    <message>
        <source>No siege</source>
        <translation>Aucun siège</translation>
    </message>
    <message>
        <source>Select a siege, or lay one from the map: a force next to an enemy fortress, with pickets on every other hex around it (RULES S1).</source>
        <translation>Sélectionnez un siège, ou établissez-en un depuis la carte : une force adjacente à une forteresse ennemie, avec des piquets sur chacun des autres hexagones qui l&apos;entourent (RULES S1).</translation>
    </message>
    <message>
        <source>Siege of %1</source>
        <translation>Siège de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n unité)</numerusform>
            <numerusform>%1 (%n unités)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 good, %3 broken)</source>
        <translation>%1 (%2 en bon ordre, %3 en déroute)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; besieges &lt;b&gt;%2&lt;/b&gt;&apos;s fortress (rating %3) at %4.&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; assiège la forteresse de &lt;b&gt;%2&lt;/b&gt; (valeur %3) à %4.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Breaching force: %1. Pickets: %2.&lt;br&gt;</source>
        <translation>Force de brèche : %1. Piquets : %2.&lt;br&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Garrison: %1.&lt;br&gt;</source>
        <translation>Garnison : %1.&lt;br&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Under siege for %n turn(s), since turn %1; units lost to 1s: %2; strength %3 against the rating.</source>
        <translation>
            <numerusform>Siège en cours depuis %n tour (début au tour %1) ; unités perdues sur des 1 : %2 ; force de %3 contre la valeur.</numerusform>
            <numerusform>Siège en cours depuis %n tours (début au tour %1) ; unités perdues sur des 1 : %2 ; force de %3 contre la valeur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rerolls a turn: %1 (Siege bonus, RULES R1). </source>
        <translation>Relances par tour : %1 (bonus de Siège, RULES R1). </translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll is done.</source>
        <translation>Le jet d&apos;assaut de ce tour a été fait.</translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll is due.</source>
        <translation>Le jet d&apos;assaut de ce tour reste à faire.</translation>
    </message>
    <message>
        <source>Ended in turn %1: %2.</source>
        <translation>Terminé au tour %1 : %2.</translation>
    </message>
    <message numerus="yes">
        <source>Under siege for %n turn(s), from turn %1; units lost to 1s: %2.</source>
        <translation>
            <numerusform>Siège de %n tour, à partir du tour %1 ; unités perdues sur des 1 : %2.</numerusform>
            <numerusform>Siège de %n tours, à partir du tour %1 ; unités perdues sur des 1 : %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Leaders inside (RULES S9): %1.&lt;br&gt;</source>
        <translation>Chefs à l&apos;intérieur (RULES S9) : %1.&lt;br&gt;</translation>
    </message>
    <message>
        <source>This turn&apos;s break-in roll was a 6: the break-in battle is owed.</source>
        <translation>Le jet d&apos;assaut de ce tour a fait 6 : la bataille d&apos;assaut est due.</translation>
    </message>
</context>
<context>
    <name>castellan::SiegesDock</name>
    <message>
        <source>Sieges</source>
        <translation>Sièges</translation>
    </message>
    <message>
        <source>Siege &amp;Turn…</source>
        <translation>&amp;Tour de siège…</translation>
    </message>
    <message>
        <source>&amp;Lift Siege</source>
        <translation>&amp;Lever le siège</translation>
    </message>
    <message>
        <source>&amp;Siege Phase…</source>
        <translation>&amp;Phase de siège…</translation>
    </message>
    <message>
        <source>Sorties and the break-in roll of each siege, at the beginning of the turn (RULES T1, S2-S4).</source>
        <translation>Sorties et jet d&apos;assaut de chaque siège, au début du tour (RULES T1, S2-S4).</translation>
    </message>
    <message>
        <source>(removed fortress)</source>
        <translation>(forteresse supprimée)</translation>
    </message>
    <message>
        <source>Sortie and break-in roll for this siege (RULES S2-S4).</source>
        <translation>Sortie et jet d&apos;assaut pour ce siège (RULES S2-S4).</translation>
    </message>
    <message>
        <source>Select a siege going on.</source>
        <translation>Sélectionnez un siège en cours.</translation>
    </message>
    <message>
        <source>The besieger gives up the siege (RULES S5).</source>
        <translation>L&apos;assiégeant abandonne le siège (RULES S5).</translation>
    </message>
    <message>
        <source>ended in turn %1</source>
        <translation>terminé au tour %1</translation>
    </message>
    <message>
        <source>roll due</source>
        <translation>jet dû</translation>
    </message>
    <message>
        <source>break-in battle owed</source>
        <translation>bataille d&apos;assaut due</translation>
    </message>
    <message numerus="yes">
        <source>besieged for %n turn(s)</source>
        <translation>
            <numerusform>assiégé depuis %n tour</numerusform>
            <numerusform>assiégé depuis %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>No siege waits for its break-in roll or battle this turn.</source>
        <translation>Aucun siège n&apos;attend son jet ni sa bataille d&apos;assaut ce tour-ci.</translation>
    </message>
    <message>
        <source>Siege &amp;Orders…</source>
        <translation>&amp;Ordres de siège…</translation>
    </message>
    <message>
        <source>Your side&apos;s break-in roll or sortie, as orders (RULES T4, S2-S4).</source>
        <translation>Le jet d&apos;assaut ou la sortie de votre camp, sous forme d&apos;ordres (RULES T4, S2-S4).</translation>
    </message>
    <message>
        <source>Your side neither lays this siege nor holds the fortress (RULES T4).</source>
        <translation>Votre camp ne mène pas ce siège et ne tient pas la forteresse (RULES T4).</translation>
    </message>
</context>
<context>
    <name>castellan::SplitForceDialog</name>
    <message>
        <source>Split Force — %1</source>
        <translation>Scinder la force — %1</translation>
    </message>
    <message>
        <source>no place given</source>
        <translation>aucun lieu indiqué</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, at %3) has %4. The new force serves the same side and stands in the same place.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2, à %3) compte %4. La nouvelle force sert le même camp et se trouve au même endroit.</translation>
    </message>
    <message>
        <source>e.g. %1 vanguard</source>
        <translation>p. ex. avant-garde de %1</translation>
    </message>
    <message>
        <source>New force &amp;name:</source>
        <translation>&amp;Nom de la nouvelle force :</translation>
    </message>
    <message>
        <source>&amp;Units going:</source>
        <translation>&amp;Unités qui partent :</translation>
    </message>
    <message>
        <source>Leaders going with the new force</source>
        <translation>Chefs qui partent avec la nouvelle force</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>%1 has no leaders: the new force goes without one.</source>
        <translation>%1 n&apos;a aucun chef : la nouvelle force part sans chef.</translation>
    </message>
    <message>
        <source>%1 · designated commander</source>
        <translation>%1 · commandant désigné</translation>
    </message>
    <message>
        <source>%1: Battle %2, %3</source>
        <translation>%1 : Bataille %2, %3</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Scinder</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>aucun chef</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between leader names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 keeps %2, and %3.</source>
        <translation>%1 conserve %2 et %3.</translation>
    </message>
    <message>
        <source>Of &amp;which:</source>
        <translation>&amp;Dont :</translation>
    </message>
    <message numerus="yes">
        <source>%n cavalry</source>
        <translation>
            <numerusform>%n cavalerie</numerusform>
            <numerusform>%n cavalerie</numerusform>
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
            <numerusform>%n artillerie</numerusform>
            <numerusform>%n artillerie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n infantry</source>
        <translation>
            <numerusform>%n infanterie</numerusform>
            <numerusform>%n infanterie</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3), and %4.</source>
        <translation>%1 conserve %2 (%3) et %4.</translation>
    </message>
</context>
<context>
    <name>castellan::StandingOrdersDialog</name>
    <message>
        <source>When another side&apos;s move brings battle, &amp;try to avoid it (RULES %1):</source>
        <translation>Quand le mouvement d&apos;un autre camp amène une bataille, &amp;tenter de l&apos;éviter (RULES %1) :</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>%1 (the default)</source>
        <translation>%1 (par défaut)</translation>
    </message>
    <message>
        <source>Standing Orders</source>
        <translation>Consignes permanentes</translation>
    </message>
    <message>
        <source>What your side does when a choice is its own while another side moves and you are not there to make it (RULES T4).</source>
        <translation>Ce que fait votre camp quand un choix lui revient pendant qu&apos;un autre camp se déplace et que vous n&apos;êtes pas là pour le faire (RULES T4).</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>An observer has no side to give standing orders for.</source>
        <translation>Un observateur n&apos;a pas de camp pour lequel donner des consignes permanentes.</translation>
    </message>
    <message>
        <source>Standing orders are kept on a shared campaign, for its players: these are the defaults.</source>
        <translation>Les consignes permanentes sont enregistrées dans une campagne partagée, pour ses joueurs : voici les valeurs par défaut.</translation>
    </message>
    <message>
        <source>Standing orders are kept on a shared campaign, for its players.</source>
        <translation>Les consignes permanentes sont enregistrées dans une campagne partagée, pour ses joueurs.</translation>
    </message>
    <message>
        <source>When your side&apos;s break-in roll is made for it, &amp;re-roll (RULES %1):</source>
        <translation>Quand le jet d&apos;assaut de votre camp est fait pour lui, &amp;relancer (RULES %1) :</translation>
    </message>
    <message>
        <source>Give each of your side&apos;s &amp;losses to (RULES %1):</source>
        <translation>Chaque &amp;perte de votre camp va à (RULES %1) :</translation>
    </message>
    <message>
        <source>Spend your leaders&apos; rerolls on the fire &amp;dice (RULES %1):</source>
        <translation>Relances de vos chefs dépensées sur les &amp;dés de tir (RULES %1) :</translation>
    </message>
    <message>
        <source>Try to r&amp;etreat instead of rallying (RULES %1):</source>
        <translation>Tenter la retraite au &amp;lieu du ralliement (RULES %1) :</translation>
    </message>
    <message>
        <source>When your side avoids battle or retreats, &amp;go (RULES %1):</source>
        <translation>Quand votre camp évite la bataille ou se replie, &amp;aller (RULES %1) :</translation>
    </message>
    <message>
        <source>A leader of yours who esca&amp;pes goes to (RULES %1):</source>
        <translation>Un de vos chefs qui s&apos;&amp;échappe rejoint (RULES %1) :</translation>
    </message>
    <message>
        <source>the force with the most units</source>
        <translation>la force qui a le plus d&apos;unités</translation>
    </message>
    <message>
        <source>the force raised last</source>
        <translation>la force levée en dernier</translation>
    </message>
    <message>
        <source>each die that misses, while they last</source>
        <translation>chaque dé manqué, tant qu&apos;il en reste</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>when outnumbered (fewer units in good order and flagged)</source>
        <translation>en infériorité numérique (moins d&apos;unités en bon ordre et marquées)</translation>
    </message>
    <message>
        <source>at every chance</source>
        <translation>à chaque occasion</translation>
    </message>
    <message>
        <source>where the rules send it: back where it came from, else the first free space clockwise from the north</source>
        <translation>où les règles l&apos;envoient : d&apos;où il vient, sinon le premier espace libre dans le sens horaire depuis le nord</translation>
    </message>
    <message>
        <source>toward the nearest force or fortress of yours</source>
        <translation>vers votre force ou forteresse la plus proche</translation>
    </message>
    <message>
        <source>the nearest force or fortress of yours</source>
        <translation>votre force ou forteresse la plus proche</translation>
    </message>
    <message>
        <source>the nearest fortress of yours</source>
        <translation>votre forteresse la plus proche</translation>
    </message>
    <message>
        <source>your force with the most units</source>
        <translation>votre force qui a le plus d&apos;unités</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>In a battle the referee fights for your side (RULES T4)</source>
        <translation>Dans une bataille que l&apos;arbitre livre pour votre camp (RULES T4)</translation>
    </message>
    <message>
        <source>In your sieges</source>
        <translation>Dans vos sièges</translation>
    </message>
    <message>
        <source>Let that battle wait for my own answer, as long as the game master allows (as&amp;k me, RULES %1):</source>
        <translation>Faire attendre cette bataille ma propre réponse, autant que le meneur de jeu le permet (me &amp;consulter, RULES %1) :</translation>
    </message>
</context>
<context>
    <name>castellan::SurvivalDialog</name>
    <message>
        <source>Survival Check: %1</source>
        <translation>Test de survie : %1</translation>
    </message>
    <message>
        <source>%1 he escapes</source>
        <translation>%1 il s&apos;échappe</translation>
    </message>
    <message>
        <source>%1 he dies</source>
        <translation>%1 il meurt</translation>
    </message>
    <message>
        <source>%1 he is captured</source>
        <translation>%1 il est capturé</translation>
    </message>
    <message>
        <source>He rolls 1d6 against his effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation>Il lance 1d6 contre son Héroïsme effectif de &lt;b&gt;%1&lt;/b&gt; : %2 (RULES H3).</translation>
    </message>
    <message>
        <source>Heroic rerolls held: %1. Each re-rolls the die once and the last roll stands; unspent rerolls lapse when the check ends (RULES H2).</source>
        <translation>Relances héroïques en réserve : %1. Chacune relance le dé une fois et le dernier jet compte ; les relances non utilisées sont perdues à la fin du test (RULES H2).</translation>
    </message>
    <message>
        <source>fallen fortress</source>
        <translation>forteresse tombée</translation>
    </message>
    <message>
        <source>annihilated army</source>
        <translation>armée anéantie</translation>
    </message>
    <message>
        <source>shipwreck</source>
        <translation>naufrage</translation>
    </message>
    <message>
        <source>hunted by a searching army</source>
        <translation>traqué par une armée lancée à sa recherche</translation>
    </message>
    <message>
        <source>no other side</source>
        <translation>aucun autre camp</translation>
    </message>
    <message>
        <source>a friendly force or fortress</source>
        <translation>une force ou une forteresse amie</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>É&amp;vénement :</translation>
    </message>
    <message>
        <source>If captured, &amp;held by:</source>
        <translation>En cas de capture, &amp;détenu par :</translation>
    </message>
    <message>
        <source>If he escapes, &amp;goes to:</source>
        <translation>S&apos;il s&apos;échappe, re&amp;joint :</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Spend a &amp;reroll</source>
        <translation>Utiliser une &amp;relance</translation>
    </message>
    <message>
        <source>&amp;Accept result</source>
        <translation>&amp;Accepter le résultat</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>The dice were rolled: closing accepts the result.</source>
        <translation>Les dés ont été lancés : fermer revient à accepter le résultat.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he &lt;b&gt;escapes&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : il &lt;b&gt;s&apos;échappe&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he &lt;b&gt;dies&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : il &lt;b&gt;meurt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: he is &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : il est &lt;b&gt;capturé&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold him.</source>
        <translation>Aucun autre camp de cette campagne ne peut le détenir.</translation>
    </message>
    <message>
        <source>He may spend a reroll (held: %1).</source>
        <translation>Il peut utiliser une relance (en réserve : %1).</translation>
    </message>
    <message>
        <source>Spend a &amp;reroll (%1)</source>
        <translation>Utiliser une &amp;relance (%1)</translation>
    </message>
    <message>
        <source>%1 she escapes</source>
        <translation>%1 elle s&apos;échappe</translation>
    </message>
    <message>
        <source>%1 they escape</source>
        <translation>%1 évasion</translation>
    </message>
    <message>
        <source>%1 she dies</source>
        <translation>%1 elle meurt</translation>
    </message>
    <message>
        <source>%1 they die</source>
        <translation>%1 mort</translation>
    </message>
    <message>
        <source>%1 she is captured</source>
        <translation>%1 elle est capturée</translation>
    </message>
    <message>
        <source>%1 they are captured</source>
        <translation>%1 capture</translation>
    </message>
    <message>
        <source>She rolls 1d6 against her effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation>Elle lance 1d6 contre son Héroïsme effectif de &lt;b&gt;%1&lt;/b&gt; : %2 (RULES H3).</translation>
    </message>
    <message>
        <source>They roll 1d6 against their effective Heroics of &lt;b&gt;%1&lt;/b&gt;: %2 (RULES H3).</source>
        <translation>Le jet se fait avec 1d6 contre son Héroïsme effectif de &lt;b&gt;%1&lt;/b&gt; : %2 (RULES H3).</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she &lt;b&gt;escapes&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : elle &lt;b&gt;s&apos;échappe&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they &lt;b&gt;escape&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : &lt;b&gt;évasion&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she &lt;b&gt;dies&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : elle &lt;b&gt;meurt&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they &lt;b&gt;die&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : &lt;b&gt;mort&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: she is &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : elle est &lt;b&gt;capturée&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Rolled &lt;b&gt;%1&lt;/b&gt;: they are &lt;b&gt;captured&lt;/b&gt;.</source>
        <translation>Résultat &lt;b&gt;%1&lt;/b&gt; : &lt;b&gt;capture&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold her.</source>
        <translation>Aucun autre camp de cette campagne ne peut la détenir.</translation>
    </message>
    <message>
        <source>No other side is in this campaign to hold them.</source>
        <translation>Aucun autre camp de cette campagne ne peut détenir ce chef.</translation>
    </message>
    <message>
        <source>She may spend a reroll (held: %1).</source>
        <translation>Elle peut utiliser une relance (en réserve : %1).</translation>
    </message>
    <message>
        <source>They may spend a reroll (held: %1).</source>
        <translation>Une relance peut être utilisée (en réserve : %1).</translation>
    </message>
    <message>
        <source>If she escapes, &amp;goes to:</source>
        <translation>Si elle s&apos;échappe, re&amp;joint :</translation>
    </message>
    <message>
        <source>If they escape, &amp;go to:</source>
        <translation>En cas de fuite, re&amp;joint :</translation>
    </message>
</context>
<context>
    <name>castellan::TacticalBattleDialog</name>
    <message>
        <source>Battle on the Board — %1</source>
        <translation>Bataille sur le plateau — %1</translation>
    </message>
    <message>
        <source>hits</source>
        <translation>touches</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>&amp;Roll Activation</source>
        <translation>&amp;Jet d&apos;activation</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Attaquer</translation>
    </message>
    <message>
        <source>&amp;End Activation</source>
        <translation>Fin de l&apos;acti&amp;vation</translation>
    </message>
    <message>
        <source>End &amp;Turn</source>
        <translation>Fin du &amp;tour</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Ter&amp;miner</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>The computer plays %1</source>
        <translation>L&apos;ordinateur joue %1</translation>
    </message>
    <message>
        <source>, led by %1</source>
        <translation>, menée par %1</translation>
    </message>
    <message>
        <source>, shaken (RULES C10)</source>
        <translation>, ébranlée (RULES C10)</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 remporte la bataille</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to play</source>
        <translation>Tour %1 · à %2 de jouer</translation>
    </message>
    <message>
        <source>Roll the activation dice (RULES C3).</source>
        <translation>Lancez les dés d&apos;activation (RULES C3).</translation>
    </message>
    <message>
        <source>Activation: %1</source>
        <translation>Activation : %1</translation>
    </message>
    <message>
        <source>; rolled again: %1</source>
        <translation>; relancés : %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of any type</source>
        <translation>%1 de n&apos;importe quel type</translation>
    </message>
    <message>
        <source>Click a unit of %1 to activate it.</source>
        <translation>Cliquez sur une unité de %1 pour l&apos;activer.</translation>
    </message>
    <message>
        <source>Click a green hex to move, an enemy marked in red to aim at it.</source>
        <translation>Cliquez sur un hexagone vert pour vous déplacer, ou sur un ennemi marqué en rouge pour le viser.</translation>
    </message>
    <message>
        <source>A second attack (RULES C8): click an enemy in red, or End Activation.</source>
        <translation>Seconde attaque (RULES C8) : cliquez sur un ennemi en rouge, ou sur Fin de l&apos;activation.</translation>
    </message>
    <message>
        <source>No activations left.</source>
        <translation>Plus aucune activation.</translation>
    </message>
    <message>
        <source>Activations left: %1.</source>
        <translation>Activations restantes : %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Aim at an enemy to see the odds of the attack first.</source>
        <translation>Visez un ennemi pour voir d&apos;abord les chances de l&apos;attaque.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <source>Return fire: %1</source>
        <translation>Riposte : %1</translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation>Attaque : %1</translation>
    </message>
    <message>
        <source>Leave the Battle</source>
        <translation>Quitter la bataille</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Takes back the moves and choices since the last roll; a roll stands (RULES D1)</source>
        <translation>Annule les mouvements et les choix faits depuis le dernier jet ; un jet reste acquis (RULES D1)</translation>
    </message>
    <message>
        <source>&amp;Save as Scenario…</source>
        <translation>&amp;Enregistrer comme scénario…</translation>
    </message>
    <message>
        <source>The board as it stands, to play again as a stand-alone scenario</source>
        <translation>Le plateau dans son état actuel, à rejouer comme scénario indépendant</translation>
    </message>
    <message>
        <source>Save as Scenario</source>
        <translation>Enregistrer comme scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Enregistré sous %1.</translation>
    </message>
    <message>
        <source>The battle could not be kept for later in %1: %2</source>
        <translation>Impossible de conserver la bataille pour plus tard dans %1 : %2</translation>
    </message>
    <message>
        <source>The battle is kept as it stands, its dice in the log. Come back to it with Campaign ▸ Resume the Battle on the Board, or let the computer play both sides to the end now.</source>
        <translation>La bataille est conservée en l&apos;état, ses dés inscrits au journal. Reprenez-la avec Campagne ▸ Reprendre la bataille sur le plateau, ou laissez maintenant l&apos;ordinateur jouer les deux camps jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>The battle is kept as it stands. Come back to it with Campaign ▸ Resume the Battle on the Board, or close it for good.</source>
        <translation>La bataille est conservée en l&apos;état. Reprenez-la avec Campagne ▸ Reprendre la bataille sur le plateau, ou fermez-la définitivement.</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>&amp;Garder pour plus tard</translation>
    </message>
    <message>
        <source>Let the &amp;Computer Finish</source>
        <translation>Laisser l&apos;&amp;ordinateur finir</translation>
    </message>
    <message>
        <source>&amp;Close for Good</source>
        <translation>&amp;Fermer définitivement</translation>
    </message>
    <message>
        <source>No stand-alone battle is kept under way.</source>
        <translation>Aucune bataille indépendante n&apos;est en cours.</translation>
    </message>
    <message>
        <source>kept with the battle</source>
        <translation>conservé avec la bataille</translation>
    </message>
    <message>
        <source>The battle kept under way does not match its own setup; it cannot go on.</source>
        <translation>La bataille en cours ne correspond pas à sa propre configuration ; elle ne peut pas continuer.</translation>
    </message>
    <message>
        <source>Arrange the &amp;Board…</source>
        <translation>Disposer le &amp;plateau…</translation>
    </message>
    <message>
        <source>Before the first roll: move the counters on their side&apos;s own rows, paint the terrain, set the leaders</source>
        <translation>Avant le premier jet : déplacez les pions sur les rangées de leur camp, peignez le terrain, placez les chefs</translation>
    </message>
    <message>
        <source>A flank march arrives (RULES M4): %1 places %2 on a green hex, within 3 of the side edge and more than 2 from any enemy.</source>
        <translation>Une marche de flanc arrive (RULES M4) : %1 place %2 sur un hexagone vert, à 3 hexagones au plus du bord latéral et à plus de 2 de tout ennemi.</translation>
    </message>
    <message>
        <source>its %1 (%2 figures)</source>
        <translation>sa %1 (%2 figurines)</translation>
    </message>
    <message>
        <source>%1 may shift each unit ringed in blue one hex (RULES M4): click it, then a green hex; End the Shift when done.</source>
        <translation>%1 peut décaler d&apos;un hexagone chaque unité cerclée de bleu (RULES M4) : cliquez dessus, puis sur un hexagone vert ; Terminer le décalage une fois fini.</translation>
    </message>
    <message>
        <source>Flank &amp;Marches…</source>
        <translation>&amp;Marches de flanc…</translation>
    </message>
    <message>
        <source>Before the first roll: send commands on a flank march (RULES M2)</source>
        <translation>Avant le premier jet : envoyer des détachements en marche de flanc (RULES M2)</translation>
    </message>
    <message>
        <source>End the S&amp;hift</source>
        <translation>Terminer le &amp;décalage</translation>
    </message>
    <message>
        <source>it stands</source>
        <translation>elle tient</translation>
    </message>
    <message>
        <source>it falls back</source>
        <translation>elle se replie</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <source>Units eliminated, of those that win: %1</source>
        <translation>Unités éliminées, sur celles qui font gagner : %1</translation>
    </message>
    <message>
        <source>Enemy units each side has eliminated, against the number that wins it the battle</source>
        <translation>Unités ennemies éliminées par chaque camp, face au nombre qui lui fait gagner la bataille</translation>
    </message>
    <message>
        <source>Follow up (RULES C8): click a unit ringed in blue to move into the green hex the enemy left, or End Activation.</source>
        <translation>Poursuite (RULES C8) : cliquez une unité cerclée de bleu pour entrer dans l&apos;hexagone vert que l&apos;ennemi a quitté, ou terminez l&apos;activation.</translation>
    </message>
    <message>
        <source>Move one hex more (RULES C8): click a green hex, or Stay Here; a second attack may follow.</source>
        <translation>Un hexagone de plus (RULES C8) : cliquez un hexagone vert, ou Rester ici ; une seconde attaque peut suivre.</translation>
    </message>
    <message>
        <source>Sta&amp;y Here</source>
        <translation>Rester &amp;ici</translation>
    </message>
    <message>
        <source>Flank marches arrive (RULES M4).</source>
        <translation>Des marches de flanc arrivent (RULES M4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at %3: %4 of %n figure(s)</source>
        <translation>
            <numerusform>%1 %2 en %3 : %4 sur %n figurine</numerusform>
            <numerusform>%1 %2 en %3 : %4 sur %n figurines</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1: %2 (RULES C4). Eliminated %3%, dislodged %4%, %5 figure(s) lost on average.</source>
        <translation>En %1 : %2 (RULES C4). Éliminée %3 %, délogée %4 %, %5 figurines perdues en moyenne.</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1, if the cavalry stands: %2 (RULES C4), eliminated %3%, dislodged %4%, %5 figure(s) lost on average. If it falls back (RULES C9): %6, its flags count for nothing, eliminated %7%, %8 figure(s) lost on average.</source>
        <translation>En %1, si la cavalerie tient : %2 (RULES C4), éliminée %3 %, délogée %4 %, %5 figurines perdues en moyenne. Si elle se replie (RULES C9) : %6, ses drapeaux ne comptent pas, éliminée %7 %, %8 figurines perdues en moyenne.</translation>
    </message>
</context>
<context>
    <name>castellan::TacticalBoardScene</name>
    <message>
        <source>, led by %1</source>
        <translation>, menée par %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %n figure(s)%3</source>
        <translation>
            <numerusform>%1 %2, %n figurine%3</numerusform>
            <numerusform>%1 %2, %n figurines%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::TacticalFlankDialog</name>
    <message>
        <source>&amp;Call Off</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Flank Marches · %1</source>
        <translation>Marches de flanc · %1</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>Ca&amp;mp :</translation>
    </message>
    <message>
        <source>&amp;General:</source>
        <translation>&amp;Général :</translation>
    </message>
    <message>
        <source>C&amp;ounters:</source>
        <translation>&amp;Pions :</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>&amp;Bord :</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 has no leader here to send.</source>
        <translation>%1 n&apos;a ici aucun chef à envoyer.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n counter(s) by the %3 edge</source>
        <translation>
            <numerusform>%1 (%2) : %n pion par le bord %3</numerusform>
            <numerusform>%1 (%2) : %n pions par le bord %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the counters the general takes; the commander-in-chief&apos;s own stays (RULES M2)</source>
        <translation>Cochez les pions que prend le général ; celui du commandant en chef reste (RULES M2)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, avec %2</translation>
    </message>
    <message>
        <source>Tick the counters %1 takes on the march.</source>
        <translation>Cochez les pions que %1 emmène dans la marche.</translation>
    </message>
    <message>
        <source>No other leader may march (RULES M2)</source>
        <translation>Aucun autre chef ne peut marcher (RULES M2)</translation>
    </message>
    <message>
        <source>No other leader of %1 may march: each is sent already or barred (RULES M2).</source>
        <translation>Aucun autre chef de %1 ne peut marcher : chacun est déjà envoyé ou exclu (RULES M2).</translation>
    </message>
    <message>
        <source>Before deployment a side may send commands on a flank march (RULES M2): a general who is not its commander-in-chief, with counters of the general&apos;s own force, by the left or the right edge; at most half the side&apos;s counters in all. At the end of every game turn each march rolls 2d6 + its general&apos;s bonus + 1 a roll already made; on 12 or more its counters come onto the board near their edge (M3, M4).</source>
        <translation>Avant le déploiement, un camp peut envoyer des détachements en marche de flanc (RULES M2) : un général qui n&apos;est pas son commandant en chef, avec des pions de la propre force du général, par le bord gauche ou le bord droit ; au plus la moitié des pions du camp au total. À la fin de chaque tour de jeu, chaque marche lance 2d6 + le bonus de son général + 1 par jet déjà effectué ; sur 12 ou plus, ses pions entrent sur le plateau près de leur bord (M3, M4).</translation>
    </message>
</context>
<context>
    <name>castellan::TacticalSetupDialog</name>
    <message>
        <source>Set Up the Battle Board</source>
        <translation>Préparer le plateau de bataille</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <source>half the enemy&apos;s</source>
        <translation>moitié de l&apos;ennemi</translation>
    </message>
    <message>
        <source>Enemy units to eliminate to win; the least is half the enemy&apos;s, rounded up</source>
        <translation>Unités ennemies à éliminer pour gagner ; au minimum la moitié de celles de l&apos;ennemi, arrondie au supérieur</translation>
    </message>
    <message>
        <source>Top edge:</source>
        <translation>Bord supérieur :</translation>
    </message>
    <message>
        <source>Bottom edge:</source>
        <translation>Bord inférieur :</translation>
    </message>
    <message>
        <source>Plays first:</source>
        <translation>Joue en premier :</translation>
    </message>
    <message>
        <source>Click on the board to</source>
        <translation>Cliquer sur le plateau pour</translation>
    </message>
    <message>
        <source>&amp;Place units</source>
        <translation>&amp;Placer des unités</translation>
    </message>
    <message>
        <source>Paint &amp;terrain</source>
        <translation>Peindre le &amp;terrain</translation>
    </message>
    <message>
        <source>Unit picked</source>
        <translation>Unité choisie</translation>
    </message>
    <message>
        <source>Leader&apos;s name</source>
        <translation>Nom du chef</translation>
    </message>
    <message>
        <source>Heroics </source>
        <translation>Héroïsme </translation>
    </message>
    <message>
        <source>Attach &amp;Leader</source>
        <translation>Attacher un &amp;chef</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>&amp;Détacher</translation>
    </message>
    <message>
        <source>&amp;Remove Unit</source>
        <translation>&amp;Retirer l&apos;unité</translation>
    </message>
    <message>
        <source>Takes the unit picked off the board (Delete)</source>
        <translation>Retire du plateau l&apos;unité choisie (Suppr)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a Board Layout</source>
        <translation>Ouvrir une disposition du plateau</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Save the Board Layout</source>
        <translation>Enregistrer la disposition du plateau</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1 %2 at %3%4</source>
        <translation>%1 %2 en %3%4</translation>
    </message>
    <message>
        <source>, led by %1 (Heroics %2)</source>
        <translation>, menée par %1 (Héroïsme %2)</translation>
    </message>
    <message>
        <source>Click a unit to pick it; the arrow keys step it, Delete takes it off.</source>
        <translation>Cliquez sur une unité pour la choisir ; les flèches la déplacent pas à pas, Suppr la retire.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Enregistré sous %1.</translation>
    </message>
    <message>
        <source>Arrange the Battle Board</source>
        <translation>Disposer le plateau de bataille</translation>
    </message>
    <message>
        <source>&amp;Move counters</source>
        <translation>Déplacer les p&amp;ions</translation>
    </message>
    <message>
        <source>&amp;Fight on This Board</source>
        <translation>Com&amp;battre sur ce plateau</translation>
    </message>
    <message>
        <source>No leader</source>
        <translation>Aucun chef</translation>
    </message>
    <message>
        <source>Flank Marc&amp;hes…</source>
        <translation>Marches de &amp;flanc…</translation>
    </message>
    <message>
        <source>Commands that start off the board on a flank march (RULES M2)</source>
        <translation>Détachements qui commencent hors du plateau en marche de flanc (RULES M2)</translation>
    </message>
    <message>
        <source>%1 has %2, %3 has %4. Each side sets up on its %5 own rows, tinted in its colour.%6</source>
        <translation>%1 a %2, %3 a %4. Chaque camp se déploie sur ses %5 rangées, teintées de sa couleur.%6</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins at:</source>
        <translation>Gagne à :</translation>
    </message>
    <message>
        <source>The leader&apos;s Heroics for the survival check when the unit falls (RULES C11, H3)</source>
        <translation>L&apos;Héroïsme du chef pour le test de survie quand l&apos;unité tombe (RULES C11, H3)</translation>
    </message>
    <message>
        <source>How the battle&apos;s texts speak of the leader</source>
        <translation>Comment les textes de la bataille parlent de ce chef</translation>
    </message>
</context>
<context>
    <name>castellan::TraitSlot</name>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (touche %2)</translation>
    </message>
    <message>
        <source>Drop a die here, or pick a die with 1–7 and press %1.</source>
        <translation>Déposez un dé ici, ou choisissez un dé avec 1–7 et appuyez sur %1.</translation>
    </message>
    <message>
        <source>Die %1: drag it to another trait or back to the dice</source>
        <translation>Dé %1 : faites-le glisser vers une autre caractéristique ou vers les dés</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <source>no die assigned</source>
        <translation>aucun dé attribué</translation>
    </message>
    <message>
        <source>deeds and survival</source>
        <translation>exploits et survie</translation>
    </message>
    <message>
        <source>dice in a duel</source>
        <translation>dés en duel</translation>
    </message>
    <message>
        <source>avoid, retreat, march</source>
        <translation>éviter, retraite, marche</translation>
    </message>
    <message>
        <source>field battle bonus</source>
        <translation>bonus en bataille rangée</translation>
    </message>
    <message>
        <source>siege bonus</source>
        <translation>bonus de siège</translation>
    </message>
    <message>
        <source>rallying flagged units</source>
        <translation>ralliement des unités marquées</translation>
    </message>
    <message>
        <source>wounds the leader can take</source>
        <translation>blessures que le chef peut encaisser</translation>
    </message>
</context>
<context>
    <name>castellan::TurnControls</name>
    <message>
        <source>Begin &amp;Movement</source>
        <translation>Commencer le &amp;mouvement</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>The siege phase is done: forces move and fight (RULES T1).</source>
        <translation>La phase de siège est terminée : les forces se déplacent et combattent (RULES T1).</translation>
    </message>
    <message>
        <source>Turn %1 · siege phase</source>
        <translation>Tour %1 · phase de siège</translation>
    </message>
    <message>
        <source>Turn %1 · movement and battles</source>
        <translation>Tour %1 · mouvements et batailles</translation>
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
        <translation>Rapports de tour</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Turn:</source>
        <translation>&amp;Tour :</translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation>&amp;Camps :</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier :</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>The campaign has no side to report on.</source>
        <translation>La campagne n’a aucun camp sur lequel rapporter.</translation>
    </message>
    <message>
        <source>Folder for the Turn Reports</source>
        <translation>Dossier des rapports de tour</translation>
    </message>
    <message>
        <source>Check the sides whose reports to write.</source>
        <translation>Cochez les camps dont les rapports sont à écrire.</translation>
    </message>
    <message>
        <source>Replace the Reports?</source>
        <translation>Remplacer les rapports ?</translation>
    </message>
    <message>
        <source>These files are in the folder already:
%1
Replace them?</source>
        <translation>Ces fichiers sont déjà dans le dossier :
%1
Les remplacer ?</translation>
    </message>
    <message>
        <source>Writing the turn reports…</source>
        <translation>Écriture des rapports de tour…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) written to %1.</source>
        <translation>
            <numerusform>%n rapport écrit dans %1.</numerusform>
            <numerusform>%n rapports écrits dans %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>castellan::UndoHistoryDialog</name>
    <message>
        <source>Undo History</source>
        <translation>Historique d&apos;annulation</translation>
    </message>
    <message>
        <source>The actions you can undo, oldest first: those of earlier sessions too, up to the last %1. Click one to take the campaign back to just after it; click a later one to take the actions again, with the same rolls.</source>
        <translation>Les actions que vous pouvez annuler, les plus anciennes d&apos;abord : celles des sessions précédentes aussi, jusqu&apos;aux %1 dernières. Cliquez sur l&apos;une pour ramener la campagne juste après elle ; cliquez sur une plus récente pour refaire les actions, avec les mêmes jets.</translation>
    </message>
    <message>
        <source>&lt;before the oldest action kept&gt;</source>
        <translation>&lt;avant la plus ancienne action conservée&gt;</translation>
    </message>
</context>
<context>
    <name>castellan::UnitMarkers</name>
    <message>
        <source>good order</source>
        <translation>en bon ordre</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>marquée</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>en déroute</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <source>%1 good, %2 flagged, %3 broken, %4 eliminated</source>
        <translation>%1 en bon ordre, %2 marquées, %3 en déroute, %4 éliminées</translation>
    </message>
</context>
<context>
    <name>castellan::UnitsEditor</name>
    <message>
        <source>Units in good order: each rolls a die of fire (RULES F2)</source>
        <translation>Unités en bon ordre : chacune lance un dé de tir (RULES F2)</translation>
    </message>
    <message>
        <source>Flagged units: they rally or break (RULES F5)</source>
        <translation>Unités marquées : elles se rallient ou passent en déroute (RULES F5)</translation>
    </message>
    <message>
        <source>Broken units: casualties that stay with the force (RULES F5)</source>
        <translation>Unités en déroute : des pertes qui restent avec la force (RULES F5)</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>En bon ordre</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> sur %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
</context>
<context>
    <name>castellan::VitalityTrack</name>
    <message>
        <source>Vitality %1 of %2</source>
        <translation>Vitalité %1 sur %2</translation>
    </message>
</context>
<context>
    <name>castellan::WoundDialog</name>
    <message>
        <source>Wound or Heal %1</source>
        <translation>Blesser ou soigner %1</translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 he is disabled, at −1 he is dead; healing never raises it above his Vitality rating of %1 (RULES L3).</source>
        <translation>Chaque blessure réduit la vitalité de 1. À 0 il est hors de combat, à −1 il est mort ; les soins ne la font jamais dépasser sa valeur de Vitalité de %1 (RULES L3).</translation>
    </message>
    <message>
        <source>&amp;Wound</source>
        <translation>&amp;Blesser</translation>
    </message>
    <message>
        <source>&amp;Heal</source>
        <translation>&amp;Soigner</translation>
    </message>
    <message>
        <source>He is at full vitality.</source>
        <translation>Sa vitalité est au maximum.</translation>
    </message>
    <message>
        <source>Action:</source>
        <translation>Action :</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Nombre :</translation>
    </message>
    <message>
        <source>Leaves him:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <source>Apply wounds</source>
        <translation>Appliquer les blessures</translation>
    </message>
    <message>
        <source>dead (RULES L3)</source>
        <translation>mort (RULES L3)</translation>
    </message>
    <message>
        <source>disabled: he can use none of his ratings (RULES L3)</source>
        <translation>hors de combat : il ne peut utiliser aucune de ses valeurs (RULES L3)</translation>
    </message>
    <message>
        <source>still held captive</source>
        <translation>toujours retenu captif</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>active again</source>
        <translation>de nouveau actif</translation>
    </message>
    <message>
        <source>vitality &lt;b&gt;%1&lt;/b&gt; of %2, &lt;span style=&quot;color:%3&quot;&gt;%4&lt;/span&gt;</source>
        <translation>vitalité &lt;b&gt;%1&lt;/b&gt; sur %2, &lt;span style=&quot;color:%3&quot;&gt;%4&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>She is at full vitality.</source>
        <translation>Sa vitalité est au maximum.</translation>
    </message>
    <message>
        <source>They are at full vitality.</source>
        <translation>Sa vitalité est au maximum.</translation>
    </message>
    <message>
        <source>disabled: she can use none of her ratings (RULES L3)</source>
        <translation>hors de combat : elle ne peut utiliser aucune de ses valeurs (RULES L3)</translation>
    </message>
    <message>
        <source>disabled: they can use none of their ratings (RULES L3)</source>
        <translation>hors de combat : aucune de ses valeurs n&apos;est utilisable (RULES L3)</translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 she is disabled, at −1 she is dead; healing never raises it above her Vitality rating of %1 (RULES L3).</source>
        <translation>Chaque blessure réduit la vitalité de 1. À 0 elle est hors de combat, à −1 elle est morte ; les soins ne la font jamais dépasser sa valeur de Vitalité de %1 (RULES L3).</translation>
    </message>
    <message>
        <source>Each wound lowers vitality by 1. At 0 they are disabled, at −1 they are dead; healing never raises it above their Vitality rating of %1 (RULES L3).</source>
        <translation>Chaque blessure réduit la vitalité de 1. À 0, c&apos;est la mise hors de combat, à −1 la mort ; les soins ne la font jamais dépasser la valeur de Vitalité de %1 (RULES L3).</translation>
    </message>
    <message>
        <source>Leaves her:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <source>Leaves them:</source>
        <translation>Résultat :</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Campaign manager and leader sheets for board-wargame campaigns</source>
        <translation>Gestionnaire de campagnes et fiches de chefs pour les campagnes de wargames sur plateau</translation>
    </message>
    <message>
        <source>The campaign to open (default: the last one).</source>
        <translation>La campagne à ouvrir (par défaut : la dernière).</translation>
    </message>
</context>
</TS>
