Feature: Attack strength
  A boat that has just been completed may conquer another player's boat only if its
  combat strength is strictly higher than the strength of the boat it attacks.

  Rule: attack.strength - a boat attacks only a strictly weaker boat

    @pelikan_1975 @ass_ii @topic_attack_strength @id_attack_strength_equal_refused
    Scenario: A boat of equal strength may not be attacked, a weaker one may
      Given the position:
        """
        North:
          | bow i2 . stern |
        South:
          | . |
          | bow1 i2 |
        West:
          | bow1 i1 |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And "attack West r1c1-r1c2" is legal
      And "attack South r2c1-r2c2" is refused by rule attack.strength
