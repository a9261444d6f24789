Feature: Combat strength of a boat
  The combat strength of a boat is the sum of the combat values of its Indian cards.
  Empty bows and sterns, booty and the totem add nothing.

  Rule: boats.combat-strength - the sum of the combat values of the cards in the boat
    The attacker's boat must be strictly stronger than its target (attack.strength), so
    the sums decide which boats it may attack.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_combat_strength @topic_attack_strength
    @id_boats_combat_strength_sum
    Scenario: A boat of 3 + 5 + 1 with empty ends and booty has strength 9
      Given the position:
        """
        North:
          | bow i3 chief tent . stern |
        South:
          | i3 chief furs |
        West:
          | i1 chief i3 |
        pile 1: i1 eagle firewater
        turn: North
        """
      When North draws
      And North places the card at r1c5
      Then the pending decision is: attack r1c1-r1c6
      And "attack South r1c1-r1c3" is legal
      And "attack West r1c1-r1c3" is refused by rule attack.strength

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_combat_strength @topic_attack_strength
    @id_boats_combat_strength_empty_ends
    Scenario: Empty bows and sterns count nothing, bows and sterns with an Indian count one each
      Given the position:
        """
        North:
          | bow1 i2 . stern1 |
        South:
          | bow i3 i1   |
          | i3  i1 stern |
        West:
          | bow1 i3 i1   |
          | i3   i1 stern1 |
        pile 1: i1 eagle firewater
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And "attack South r1c1-r1c3" is legal
      And "attack South r2c1-r2c3" is legal
      And "attack West r1c1-r1c3" is refused by rule attack.strength
      And "attack West r2c1-r2c3" is refused by rule attack.strength

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_combat_strength @topic_attack_strength
    @id_boats_combat_strength_incomplete_targets
    Scenario: The strength of an incomplete boat is the sum of the Indians in it so far
      Given the position:
        """
        North:
          | bow1 i2 . stern1 |
        South:
          | bow i3 |
        West:
          | bow1 i3 i1 eagle |
        pile 1: i1 tent firewater
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And "attack South r1c1-r1c2" is legal
      And "attack West r1c1-r1c4" is refused by rule attack.strength
