Feature: The card that ends the drawing
  The card whose drawing ends the run is still dealt with: placed like any other card (or,
  in Amigo, discarded if the player prefers), with its effects, before the turn passes.

  Rule: turn.last-card - the last card drawn is still placed

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_last_card @id_turn_last_card_placed
    Scenario: The card that ends the drawing is placed, then the turn passes
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2 i3
        """
      When North draws
      Then it is North's turn
      And the pending decision is: place i2 (drawn)
      When North places the card at r2c2
      Then it is South's turn
      And North's display is:
        """
        | bow i2 |
        | .   i2 |
        """

    @pelikan_1975 @ass_ii @topic_turn_last_card @topic_placement_same_picture @id_turn_last_card_other_row
    Scenario: In Pelikan and Ogallala II the last card goes into a row without its picture
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2 i3
        """
      When North draws
      Then "place r1c3" is refused by rule placement.same-picture
      And "place r2c3" is legal
      And "place r3c1" is legal

    @ass_i @topic_turn_last_card @id_turn_last_card_archer_acts
    Scenario: In Ogallala I the archer that ends the drawing is placed and then shoots
      Given the position:
        """
        North:
          | bow i2 |
        South:
          | bow1 i3 |
        pile 1: archer i1
        """
      When North draws
      And North places the card at r1c3
      Then it is North's turn
      And the pending decision is: shoot
      When North shoots South's card at r1c2
      Then it is South's turn
      And South's display is:
        """
        | bow1 |
        """
      And the cards out of play are: i3

    @amigo @topic_turn_last_card @id_turn_last_card_amigo_may_discard
    Scenario: In Amigo the last card may be placed or discarded
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2 i3
        pile 2: i1
        pile 3: tent
        """
      When North draws
      Then "place r2c1" is legal
      And "discard" is legal
      When North discards the card
      Then it is South's turn
      And the discard pile is: i2
      And North's display is:
        """
        | bow i2 |
        """
