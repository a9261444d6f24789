Feature: An attack ends the turn
  Once an attack and its spoils are done, play passes to the next player, even where the
  card that completed the boat would have let the player go on drawing.

  Rule: attack.ends-turn - an attack ends the turn
    Pelikan, Ogallala II: the turn passes once the spoils are placed, unless the attacker
    could use none of the conquered cards (free turn). Ogallala I: the turn passes once
    the attack, its spoils and any attacks they give rise to are done (ruling
    attack-ends-turn). Amigo: completing the boat has already ended the drawing. Declining
    the attack does not by itself end the turn (see attack.optional).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_ends_turn
    @id_attack_ends_turn_after_spoils
    Scenario Outline: After the attack and its spoils the turn passes, though an empty stern completed the boat (<edition>, <attack-ends-turn>)
      An empty stern of a new kind lets the player go on drawing in Pelikan, Ogallala II
      and Ogallala I; the attack ends his turn all the same, unless the attack is read to
      leave the drawing as the card left it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 i3 . |
        South:
          | bow1 i1 furs |
        West:
          | bow1 i1 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c3
      And North plays "<take>"
      Then the pending decision is: place furs (spoils)
      When North places the card at r2c1
      Then it is <next>'s turn
      And the pending decision is: draw
      And pile 1 is: tent eagle
      And West's display is:
        """
        | bow1 i1 |
        """

      Examples:
        | edition      | attack-ends-turn | amigo-unplaced-spoils | take      | next  |
        | pelikan-1975 | attack-ends      | -                     | take r1c3 | South |
        | pelikan-1975 | completion-ends  | -                     | take r1c3 | South |
        | pelikan-1975 | attack-continues | -                     | take r1c3 | North |
        | ass-ii       | attack-ends      | -                     | take r1c3 | South |
        | ass-ii       | completion-ends  | -                     | take r1c3 | South |
        | ass-ii       | attack-continues | -                     | take r1c3 | North |
        | ass-i        | attack-ends      | -                     | take furs | South |
        | ass-i        | completion-ends  | -                     | take furs | South |
        | ass-i        | attack-continues | -                     | take furs | North |
        | amigo        | -                | discard               | take furs | South |
        | amigo        | -                | stay-with-victim      | take r1c1 | South |
