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
    Scenario Outline: The bear hunter is inserted beside the bear, pushing the cards after it one space right (<suite-order>)
      Right of the bear where the person may sit aft of his pair; where he may sit only
      fore of it (ruling suite-order, person-fore), left of the bear.
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
      And North places the card at <cell> pushing right
      Then North's display is:
        """
        | <display> |
        """
      And the events include:
        """
        North shifted cards of row 1 to make room at <cell>
        """

      Examples:
        | suite-order | cell | display                           |
        | either-end  | r1c4 | bow1 bear-f bear-r bear-hunter i2 |
        | person-fore | r1c2 | bow1 bear-hunter bear-f bear-r i2 |
        | any-order   | r1c4 | bow1 bear-f bear-r bear-hunter i2 |
        | same-boat   | r1c4 | bow1 bear-f bear-r bear-hunter i2 |

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
    Scenario Outline: The suite card may be pushed in on either side of its suite (<edition>, <suite-order>)
      Where the person may sit only fore of his pair (ruling suite-order, person-fore) he
      may not be pushed in right of it. Where he may lie anywhere in the boat (same-boat),
      Amigo also lets him push the boat left and take the last space, after the Indian.
      Given the edition <edition>
      And the position:
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
        place r1c5
        place r2c1
        """
      And "place r1c4 shift right" is <aft>
      And "place r1c4 shift left" is <left>
      When North places the card at r1c2 pushing right
      Then North's display is:
        """
        | bow1 bear-hunter bear-f bear-r i2 |
        """

      Examples:
        | edition | suite-order | aft       | left      |
        | ass-i   | either-end  | legal     | not legal |
        | ass-i   | person-fore | not legal | not legal |
        | ass-i   | any-order   | legal     | not legal |
        | ass-i   | same-boat   | legal     | not legal |
        | amigo   | either-end  | legal     | not legal |
        | amigo   | person-fore | not legal | not legal |
        | amigo   | any-order   | legal     | not legal |
        | amigo   | same-boat   | legal     | legal     |

    @ass_i @amigo @topic_shift_suite @topic_boats_completion @ruling_shift_mechanics
    @id_shift_suite_run_stops_at_gap
    Scenario Outline: Only the run up to the nearest empty space moves, and closing the gap completes the boat (<suite-order>)
      The hunter goes right of his pair, or left of it where he may sit only fore.
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
      And North places the card at <cell> pushing right
      Then North's display is:
        """
        | <display> |
        """
      And the events include:
        """
        North completed the boat r1c1-r1c7
        """
      And the pending decision is: attack r1c1-r1c7

      Examples:
        | suite-order | cell | display                                     |
        | either-end  | r1c4 | bow1 bear-f bear-r bear-hunter i2 i3 stern1 |
        | person-fore | r1c2 | bow1 bear-hunter bear-f bear-r i2 i3 stern1 |
        | any-order   | r1c4 | bow1 bear-f bear-r bear-hunter i2 i3 stern1 |
        | same-boat   | r1c4 | bow1 bear-f bear-r bear-hunter i2 i3 stern1 |

    @ass_i @amigo @topic_shift_suite @topic_attack_once_per_boat @ruling_shift_mechanics
    @id_shift_suite_complete_boat
    Scenario Outline: Cards of a complete boat may be pushed, and the boat does not attack again (<booty-halves>)
      Where the two halves are alike (ruling booty-halves, identical) Amigo's same-picture
      rule keeps the rear half out of the row, so the bear hunter is pushed in instead.
      Given the position:
        """
        North:
          | bow1 bear-f i2 stern1 |
        South:
          | i1 |
        pile 1: <card> tent eagle
        turn: North
        """
      When North draws
      And North places the card at <cell> pushing right
      Then North's display is:
        """
        | <display> |
        """
      And the pending decision is: draw
      And it is North's turn

      Examples:
        | booty-halves | card        | cell | display                           |
        | front-rear   | bear-r      | r1c3 | bow1 bear-f bear-r i2 stern1      |
        | any-order    | bear-r      | r1c3 | bow1 bear-f bear-r i2 stern1      |
        | identical    | bear-hunter | r1c2 | bow1 bear-hunter bear-f i2 stern1 |

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
    Scenario Outline: The inserted card must end up directly beside its suite, in the suite's order (<suite-order>, <booty-halves>)
      The person goes at either end of the pair: beside the front half only on its left,
      so that the rear half can still join the front half on its right. Where the three
      cards may lie in any order (ruling suite-order, any-order), or the halves match
      either way round (ruling booty-halves), the rear half can still come left of the
      front half or right of the person, so the person may go right of the front half.
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
      And "place r1c3 shift right" is <beside>
      And "place r1c2 shift right" is legal

      Examples:
        | suite-order | booty-halves | beside                      |
        | either-end  | front-rear   | refused by rule shift.suite |
        | person-fore | front-rear   | refused by rule shift.suite |
        | any-order   | front-rear   | legal                       |
        | same-boat   | front-rear   | refused by rule shift.suite |
        | either-end  | any-order    | legal                       |
        | either-end  | identical    | legal                       |

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_keeps_pairs_whole
    Scenario Outline: A shift may not split a pair or put a half on the wrong side (<suite-order>)
      Where the person may sit only fore of his pair he may not go right of it; where the
      three cards may lie in any order he may go between the halves.
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
      Then "place r1c3 shift left" is <between>
      And "place r1c4 shift right" is <between>
      And "place r1c3 shift right" is legal
      And "place r1c5 shift right" is <aft>

      Examples:
        | suite-order | between                     | aft                         |
        | either-end  | refused by rule shift.suite | legal                       |
        | person-fore | refused by rule shift.suite | refused by rule shift.suite |
        | any-order   | legal                       | legal                       |
        | same-boat   | refused by rule shift.suite | legal                       |

    @ass_i @amigo @topic_shift_suite @topic_cards_lasso @ruling_amigo_shift_source
    @id_shift_suite_lassoed_card
    Scenario Outline: A lassoed suite card may push cards aside as well (<booty-halves>)
      Where the two halves are alike (ruling booty-halves, identical) Amigo's same-picture
      rule keeps the rear half out of the row, so the bear hunter is lassoed instead.
      Given the position:
        """
        North:
          | bow1 bear-f i2 |
        South:
          | i1 <card> |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North lassoes South's card at r1c2
      Then the pending decision is: place <card> (lassoed)
      And "place <cell> shift right" is legal
      When North places the card at <cell> pushing right
      Then North's display is:
        """
        | <display> |
        """

      Examples:
        | booty-halves | card        | cell | display                          |
        | front-rear   | bear-r      | r1c3 | bow1 bear-f bear-r i2 lasso      |
        | any-order    | bear-r      | r1c3 | bow1 bear-f bear-r i2 lasso      |
        | identical    | bear-hunter | r1c2 | bow1 bear-hunter bear-f i2 lasso |

    @ass_i @amigo @topic_shift_suite @topic_attack_spoils @ruling_amigo_shift_source
    @id_shift_suite_conquered_card
    Scenario Outline: A suite card taken in an attack may push cards aside as well (<booty-halves>)
      Where the two halves are alike (ruling booty-halves, identical) Amigo's same-picture
      rule keeps the rear half out of the row, so the bear hunter is conquered instead.
      Given the position:
        """
        North:
          | bow1 bear-f i3 . stern1 |
        South:
          | i1 <card> |
        pile 1: i2 tent eagle
        pile 2: firewater
        pile 3: tobacco
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c2
      Then the pending decision is: spoils <card>
      When North takes the <card>
      Then "place <cell> shift right" is legal
      When North places the card at <cell> pushing right
      Then North's display is:
        """
        | <display> |
        """

      Examples:
        | booty-halves | card        | cell | display                              |
        | front-rear   | bear-r      | r1c3 | bow1 bear-f bear-r i3 i2 stern1      |
        | any-order    | bear-r      | r1c3 | bow1 bear-f bear-r i3 i2 stern1      |
        | identical    | bear-hunter | r1c2 | bow1 bear-hunter bear-f i3 i2 stern1 |

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
    Scenario Outline: In Amigo a push may not leave a card other than a stern directly left of a bow (<booty-halves>)
      Where the two halves are alike (ruling booty-halves, identical) the same-picture rule
      keeps the rear half out of the row, so the bear hunter is pushed in instead, fore of
      the bear.
      Given the position:
        """
        North:
          | i1 bear-f i2 . bow i3 |
        South:
          | chief |
        pile 1: <card> eagle firewater
        turn: North
        """
      When North draws
      Then "place <closing> shift right" is refused by rule placement.bow-stern-neighbours
      And "place r1c4" is refused by rule placement.bow-stern-neighbours
      And "place <opening> shift left" is legal
      When North places the card at <opening> pushing left
      Then North's display is:
        """
        | <display> |
        """

      Examples:
        | booty-halves | card        | closing | opening | display                           |
        | front-rear   | bear-r      | r1c3    | r1c2    | i1 bear-f bear-r i2 . bow i3      |
        | any-order    | bear-r      | r1c3    | r1c2    | i1 bear-f bear-r i2 . bow i3      |
        | identical    | bear-hunter | r1c2    | r1c1    | i1 bear-hunter bear-f i2 . bow i3 |
