Feature: Attacking is optional
  A player who completes a boat may attack with it, but never has to.

  Rule: attack.optional - the player may attack, need not
    Passing leaves every other boat as it is. Declining an attack does not by itself end
    the turn: the player goes on as the card he drew allows (ruling attack-ends-turn);
    in Amigo the completed boat has already ended his drawing.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_optional @topic_attack_ends_turn
    @id_attack_optional_pass
    Scenario Outline: The player passes instead of attacking and the possible target is untouched (<edition>, <attack-ends-turn>)
      North completes his boat (strength 2 + 3 = 5) with an empty stern, a card that lets
      him go on drawing in Pelikan, Ogallala II and Ogallala I, unless completing a boat
      ends the drawing there as it does in Amigo.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 i3 . |
        South:
          | bow1 i1 furs |
        pile 1: stern tent
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: attack r1c1-r1c4
      And "pass" is legal
      When North passes
      Then South's display is:
        """
        | bow1 i1 furs |
        """
      And the discard pile is: -
      And the cards out of play are: -
      And it is <next>'s turn
      And the pending decision is: draw

      Examples:
        | edition      | attack-ends-turn | next  |
        | pelikan-1975 | attack-ends      | North |
        | pelikan-1975 | completion-ends  | South |
        | pelikan-1975 | attack-continues | North |
        | ass-ii       | attack-ends      | North |
        | ass-ii       | completion-ends  | South |
        | ass-ii       | attack-continues | North |
        | ass-i        | attack-ends      | North |
        | ass-i        | completion-ends  | South |
        | ass-i        | attack-continues | North |
        | amigo        | -                | South |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_optional @id_attack_optional_pass_always_offered
    Scenario: Passing is offered even when the only target is an easy one
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the legal actions are:
        """
        attack South r1c1
        pass
        """
