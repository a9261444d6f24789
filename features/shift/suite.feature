Feature: Pushing placed cards aside to join a booty suite
  In Ogallala I and Amigo a player who places a card of a booty suite (a half of the
  cannon, bear, buffalo, wood, gold or horse, or its person) into a boat that already
  holds a card of that suite may push placed cards one space to put it next to them.

  Rule: shift.suite - a suite card may be inserted beside its suite, pushing a run of cards one space
    The new card goes into an occupied space directly beside a card of its suite; the
    unbroken run of cards from that space to the nearest empty space in the chosen
    direction moves one space that way (ruling shift-mechanics). It does not matter
    whether the suite card was drawn, lassoed or conquered (ruling amigo-shift-source).

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_push_right
    Scenario: The bear hunter is inserted right of the bear, pushing the cards after it one space right
      Given the position:
        """
        North:
          | bow1 bear-f bear-r i2 |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4 pushing right
      Then North's display is:
        """
        | bow1 bear-f bear-r bear-hunter i2 |
        """
      And the events include:
        """
        North shifted cards of row 1 to make room at r1c4
        """

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_push_left
    Scenario: A card may be inserted pushing the cards before it one space left into a gap
      Given the position:
        """
        North:
          | bow1 . i2 bear-f bear-r |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3 pushing left
      Then North's display is:
        """
        | bow1 i2 bear-hunter bear-f bear-r |
        """

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_choices
    Scenario: The suite card may be pushed in on either side of its suite
      Given the position:
        """
        North:
          | bow1 bear-f bear-r i2 |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then the legal actions include:
        """
        place r1c2 shift right
        place r1c4 shift right
        place r1c5
        place r2c1
        """
      And "place r1c4 shift left" is not legal
      When North places the card at r1c2 pushing right
      Then North's display is:
        """
        | bow1 bear-hunter bear-f bear-r i2 |
        """

    @ass_i @amigo @topic_shift_suite @topic_boats_completion @ruling_shift_mechanics
    @id_shift_suite_run_stops_at_gap
    Scenario: Only the run up to the nearest empty space moves, and closing the gap completes the boat
      Given the position:
        """
        North:
          | bow1 bear-f bear-r i2 . i3 stern1 |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4 pushing right
      Then North's display is:
        """
        | bow1 bear-f bear-r bear-hunter i2 i3 stern1 |
        """
      And the events include:
        """
        North completed the boat r1c1-r1c7
        """
      And the pending decision is: attack r1c1-r1c7

    @ass_i @amigo @topic_shift_suite @topic_attack_once_per_boat @ruling_shift_mechanics
    @id_shift_suite_complete_boat
    Scenario: Cards of a complete boat may be pushed, and the boat does not attack again
      Given the position:
        """
        North:
          | bow1 bear-f i2 stern1 |
        South:
          | i1 |
        pile 1: bear-r tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3 pushing right
      Then North's display is:
        """
        | bow1 bear-f bear-r i2 stern1 |
        """
      And the pending decision is: draw
      And it is North's turn

    @ass_i @amigo @topic_shift_suite @id_shift_suite_not_a_suite_card
    Scenario: A card that belongs to no suite may not push cards aside
      Given the position:
        """
        North:
          | bow1 bear-f bear-r i2 |
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then "place r1c4 shift right" is refused by rule shift.suite
      And "place r1c2 shift left" is refused by rule shift.suite

    @ass_i @amigo @topic_shift_suite @id_shift_suite_no_suite_in_boat
    Scenario: A suite card may not push cards of a boat that holds no card of its suite
      Given the position:
        """
        North:
          | bow1 buffalo-f buffalo-r i2 |
          | bear-f                      |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c4 shift right" is refused by rule shift.suite
      And "place r1c2 shift right" is refused by rule shift.suite
      And "place r2c1 shift right" is legal

    @ass_i @amigo @topic_shift_suite @ruling_mat_boats @ruling_amigo_one_card_gap
    @id_shift_suite_other_boat_same_row
    Scenario: A suite card in another boat of the same row does not open a shift
      Given the position:
        """
        North:
          | bow1 bear-f stern1 . bow i2 i3 |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c6 shift right" is refused by rule shift.suite
      And "place r1c6 shift left" is refused by rule shift.suite
      And "place r1c2 shift right" is legal

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_must_end_beside_suite
    Scenario: The inserted card must end up directly beside its suite, in the suite's order
      The person goes at either end of the pair: beside the front half only on its left,
      so that the rear half can still join the front half on its right.
      Given the position:
        """
        North:
          | bow1 bear-f i1 i2 i3 |
        South:
          | chief |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c4 shift right" is refused by rule shift.suite
      And "place r1c5 shift right" is refused by rule shift.suite
      And "place r1c3 shift right" is refused by rule shift.suite
      And "place r1c2 shift right" is legal

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_keeps_pairs_whole
    Scenario: A shift may not split a pair or put a half on the wrong side
      Given the position:
        """
        North:
          | bow1 . bear-f bear-r i2 |
        South:
          | chief |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c3 shift left" is refused by rule shift.suite
      And "place r1c4 shift right" is refused by rule shift.suite
      And "place r1c3 shift right" is legal
      And "place r1c5 shift right" is legal

    @ass_i @amigo @topic_shift_suite @topic_cards_lasso @ruling_amigo_shift_source
    @id_shift_suite_lassoed_card
    Scenario: A lassoed suite card may push cards aside as well
      Given the position:
        """
        North:
          | bow1 bear-f i2 |
        South:
          | i1 bear-r |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North lassoes South's card at r1c2
      Then the pending decision is: place bear-r (lassoed)
      And "place r1c3 shift right" is legal
      When North places the card at r1c3 pushing right
      Then North's display is:
        """
        | bow1 bear-f bear-r i2 lasso |
        """

    @ass_i @amigo @topic_shift_suite @topic_attack_spoils @ruling_amigo_shift_source
    @id_shift_suite_conquered_card
    Scenario Outline: A suite card taken in an attack may push cards aside as well (<edition>, <amigo-unplaced-spoils>)
      Where Amigo booty stays with the victim until laid, North takes the bear's rear half
      from South's display, numbered anew from it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f i3 . stern1 |
        South:
          | i1 bear-r |
        pile 1: i2 tent eagle
        pile 2: firewater
        pile 3: tobacco
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c2
      Then the pending decision is: <spoils>
      When North plays "<take>"
      Then "place r1c3 shift right" is legal
      When North places the card at r1c3 pushing right
      Then North's display is:
        """
        | bow1 bear-f bear-r i3 i2 stern1 |
        """

      Examples:
        | edition | amigo-unplaced-spoils | spoils                 | take        |
        | ass-i   | -                     | spoils bear-r          | take bear-r |
        | amigo   | discard               | spoils bear-r          | take bear-r |
        | amigo   | stay-with-victim      | spoils from South r1c1 | take r1c1   |

    @amigo @topic_shift_suite @topic_placement_adjacency @ruling_shift_mechanics
    @id_shift_suite_amigo_grows_left
    Scenario: In Amigo a push off the left edge widens the display, which is numbered afresh
      Given the position:
        """
        North:
          | bow1 bear-f bear-r |
          | tent               |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      And North places the card at r1c1 pushing left
      Then North's display is:
        """
        | bow1 bear-hunter bear-f bear-r |
        | .    tent                      |
        """

    @amigo @topic_shift_suite @topic_placement_bow_stern_neighbours @ruling_shift_mechanics
    @id_shift_suite_amigo_neighbour_rule
    Scenario: In Amigo a push may not leave a card other than a stern directly left of a bow
      Given the position:
        """
        North:
          | i1 bear-f i2 . bow i3 |
        South:
          | chief |
        pile 1: bear-r eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c3 shift right" is refused by rule placement.bow-stern-neighbours
      And "place r1c4" is refused by rule placement.bow-stern-neighbours
      And "place r1c2 shift left" is legal
      When North places the card at r1c2 pushing left
      Then North's display is:
        """
        | i1 bear-f bear-r i2 . bow i3 |
        """
