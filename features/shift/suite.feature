Feature: Pushing placed cards aside to join a booty suite
  In Ogallala I and Amigo a player who places a card of a booty suite (a half of the
  cannon, bear, buffalo, wood, gold or horse, or its person) into a boat that already
  holds a card of that suite may push placed cards one space to make room for it.

  Rule: shift.suite - a suite card may be inserted into its suite's boat, pushing a run of cards one space
    The new card goes into an occupied space of a boat holding a card of its suite; the
    unbroken run of cards from that space to the nearest empty space in the chosen
    direction moves one space that way. In Ogallala I that run may hold only the suite's
    own cards; in Amigo any cards (ruling shift-mechanics). Afterwards the card must lie
    beside its suite in the suite's order (Ogallala I) or anywhere in the boat (Amigo)
    (ruling shift-target). A boat the shift completes attacks (ruling shift-completion).
    It does not matter whether the suite card was drawn, lassoed or conquered (ruling
    amigo-shift-source).

    @ass_i @amigo @topic_shift_suite @id_shift_suite_push_right
    Scenario Outline: Pushing right moves the run up to the nearest empty space, other cards too where the reading allows it (<edition>, <shift-mechanics>)
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
      Then "place r1c2 shift right" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | <after> |
        """

      Examples:
        | edition | shift-mechanics  | verdict                     | action                 | after                             |
        | ass-i   | suite-cards-only | refused by rule shift.suite | place r1c5             | bow1 bear-f bear-r i2 bear-hunter |
        | ass-i   | insert-push-run  | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r i2 |
        | amigo   | insert-push-run  | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r i2 |
        | amigo   | suite-cards-only | refused by rule shift.suite | place r1c5             | bow1 bear-f bear-r i2 bear-hunter |

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @ruling_shift_target @id_shift_suite_push_left
    Scenario: Pushing left moves the run up to the nearest empty space on the left
      Given the position:
        """
        North:
          | bow1 . bear-hunter bear-r i2 |
        South:
          | i1 |
        pile 1: bear-f tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3 pushing left
      Then North's display is:
        """
        | bow1 bear-hunter bear-f bear-r i2 |
        """
      And the events include:
        """
        North shifted cards of row 1 to make room at r1c3
        """

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @ruling_shift_target @id_shift_suite_choices
    Scenario: The suite card may be pushed in from either side of its place
      Given the position:
        """
        North:
          | bow1 . bear-hunter bear-r . i2 |
        South:
          | i1 |
        pile 1: bear-f tent eagle
        turn: North
        """
      When North draws
      Then the legal actions include:
        """
        place r1c2
        place r1c3 shift left
        place r1c4 shift right
        place r1c5
        """
      When North places the card at r1c4 pushing right
      Then North's display is:
        """
        | bow1 . bear-hunter bear-f bear-r i2 |
        """

    @ass_i @amigo @topic_shift_suite @topic_boats_completion @ruling_shift_mechanics @ruling_shift_target
    @ruling_shift_completion @id_shift_suite_run_stops_at_gap
    Scenario: Only the run up to the nearest empty space moves, and closing the gap completes the boat
      Given the position:
        """
        North:
          | bow1 bear-f bear-r . i3 stern1 |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2 pushing right
      Then North's display is:
        """
        | bow1 bear-hunter bear-f bear-r i3 stern1 |
        """
      And the events include:
        """
        North completed the boat r1c1-r1c6
        """
      And the pending decision is: attack r1c1-r1c6

    @ass_i @amigo @topic_shift_suite @topic_attack_once_per_boat @id_shift_suite_complete_boat
    Scenario Outline: A complete boat's cards can be pushed only where other cards may move, and the boat has had its attack (<edition>, <shift-mechanics>, <shift-completion>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f i2 stern1 |
        South:
          | i1 |
        pile 1: bear-r tent eagle
        turn: North
        """
      When North draws
      Then "place r1c3 shift right" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | <first> |
        | <second> |
        """
      And the pending decision is: <next>

      Examples:
        | edition | shift-mechanics  | shift-completion | verdict                     | action                 | first                        | second | next             |
        | ass-i   | suite-cards-only | every-new        | refused by rule shift.suite | place r2c1             | bow1 bear-f i2 stern1        | bear-r | draw             |
        | ass-i   | insert-push-run  | every-new        | legal                       | place r1c3 shift right | bow1 bear-f bear-r i2 stern1 | .      | draw             |
        | ass-i   | insert-push-run  | card-boat        | legal                       | place r1c3 shift right | bow1 bear-f bear-r i2 stern1 | .      | draw             |
        | ass-i   | insert-push-run  | again            | legal                       | place r1c3 shift right | bow1 bear-f bear-r i2 stern1 | .      | attack r1c1-r1c5 |
        | amigo   | insert-push-run  | every-new        | legal                       | place r1c3 shift right | bow1 bear-f bear-r i2 stern1 | .      | draw             |
        | amigo   | insert-push-run  | card-boat        | legal                       | place r1c3 shift right | bow1 bear-f bear-r i2 stern1 | .      | draw             |
        | amigo   | insert-push-run  | again            | legal                       | place r1c3 shift right | bow1 bear-f bear-r i2 stern1 | .      | attack r1c1-r1c5 |
        | amigo   | suite-cards-only | every-new        | refused by rule shift.suite | place r2c1             | bow1 bear-f i2 stern1        | bear-r | draw             |

    @ass_i @amigo @topic_shift_suite @topic_attack_when @id_shift_suite_completes_other_boat
    Scenario Outline: A pushed run can close the gap of the next boat, which is then completed (<edition>, <shift-mechanics>, <shift-completion>)
      The bear hunter goes into the complete boat of the bear; the run pushed right crosses
      into the next boat and closes its gap.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f stern1 bow i2 . stern |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c2 shift right" is <verdict>
      When North plays "<action>"
      Then the pending decision is: <next>

      Examples:
        | edition | shift-mechanics  | shift-completion | verdict                     | action                 | next             |
        | ass-i   | suite-cards-only | every-new        | refused by rule shift.suite | place r2c1             | draw             |
        | ass-i   | insert-push-run  | every-new        | legal                       | place r1c2 shift right | attack r1c5-r1c7 |
        | ass-i   | insert-push-run  | card-boat        | legal                       | place r1c2 shift right | draw             |
        | ass-i   | insert-push-run  | again            | legal                       | place r1c2 shift right | attack r1c1-r1c4 |
        | amigo   | insert-push-run  | every-new        | legal                       | place r1c2 shift right | attack r1c5-r1c7 |
        | amigo   | insert-push-run  | card-boat        | legal                       | place r1c2 shift right | draw             |
        | amigo   | insert-push-run  | again            | legal                       | place r1c2 shift right | attack r1c1-r1c4 |
        | amigo   | suite-cards-only | every-new        | refused by rule shift.suite | place r2c1             | draw             |

    @amigo @topic_shift_suite @topic_boats_composition @ruling_shift_mechanics @ruling_shift_target
    @ruling_shift_completion @id_shift_suite_amigo_merges_boats
    Scenario: In Amigo a shift can narrow a gap and so join two boats, which is then incomplete
      Before the shift the two spaces between bear-f and i2 divide two boats; afterwards a
      single space joins them into one boat with a gap, which does not attack. Filling that
      gap completes it.
      Given the position:
        """
        North:
          | bow1 bear-f . . i2 stern1 |
        South:
          | i1 |
        pile 1: bear-hunter i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2 pushing right
      Then North's display is:
        """
        | bow1 bear-hunter bear-f . i2 stern1 |
        """
      And the pending decision is: draw
      When North draws
      And North places the card at r1c4
      Then the events include:
        """
        North completed the boat r1c1-r1c6
        """

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
          | bow1 bear-f . stern1 bow i2 i3 |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c6 shift right" is refused by rule shift.suite
      And "place r1c6 shift left" is refused by rule shift.suite
      And "place r1c2 shift right" is legal

    @ass_i @amigo @topic_shift_suite @id_shift_suite_must_end_beside_suite
    Scenario Outline: Where the pushed-in card must end up: in the suite's order, beside its suite, or anywhere in its boat (<edition>, <shift-mechanics>, <shift-target>)
      Pushed in at the front half, the bear hunter lands between the two halves; pushed in
      at i1, he lands in the boat but away from the bear.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 . bear-f bear-r i1 |
        South:
          | chief |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c3 shift left" is <between>
      And "place r1c5 shift left" is <apart>

      Examples:
        | edition | shift-mechanics  | shift-target | between                     | apart                       |
        | ass-i   | suite-cards-only | suite-order  | refused by rule shift.suite | refused by rule shift.suite |
        | ass-i   | suite-cards-only | beside       | legal                       | refused by rule shift.suite |
        | ass-i   | suite-cards-only | boat         | legal                       | refused by rule shift.suite |
        | ass-i   | insert-push-run  | boat         | legal                       | legal                       |
        | amigo   | insert-push-run  | suite-order  | refused by rule shift.suite | refused by rule shift.suite |
        | amigo   | insert-push-run  | beside       | legal                       | refused by rule shift.suite |
        | amigo   | insert-push-run  | boat         | legal                       | legal                       |
        | amigo   | suite-cards-only | boat         | legal                       | refused by rule shift.suite |

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_keeps_pairs_whole
    Scenario Outline: Where the suite order is asked for, a shift may not put a half on the wrong side of its partner (<edition>, <shift-target>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f . i1 |
        South:
          | chief |
        pile 1: bear-r tent eagle
        turn: North
        """
      When North draws
      Then "place r1c2 shift right" is <verdict>
      And "place r1c3" is legal

      Examples:
        | edition | shift-target | verdict                     |
        | ass-i   | suite-order  | refused by rule shift.suite |
        | ass-i   | beside       | legal                       |
        | ass-i   | boat         | legal                       |
        | amigo   | suite-order  | refused by rule shift.suite |
        | amigo   | beside       | legal                       |
        | amigo   | boat         | legal                       |

    @ass_i @amigo @topic_shift_suite @topic_cards_lasso @ruling_shift_mechanics @ruling_shift_target
    @id_shift_suite_lassoed_card
    Scenario Outline: A lassoed suite card may push cards aside as well, unless only a drawn card may (<edition>, <amigo-shift-source>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 . bear-f i2 |
        South:
          | i1 bear-r |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c5
      And North lassoes South's card at r1c2
      Then the pending decision is: place bear-r (lassoed)
      And "place r1c3 shift left" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | <after> |
        """

      Examples:
        | edition | amigo-shift-source | verdict                     | action                | after                        |
        | ass-i   | any-placement      | legal                       | place r1c3 shift left | bow1 bear-f bear-r i2 lasso  |
        | ass-i   | drawn-only         | refused by rule shift.suite | place r1c2            | bow1 bear-r bear-f i2 lasso  |
        | amigo   | any-placement      | legal                       | place r1c3 shift left | bow1 bear-f bear-r i2 lasso  |
        | amigo   | drawn-only         | refused by rule shift.suite | place r1c2            | bow1 bear-r bear-f i2 lasso  |

    @ass_i @amigo @topic_shift_suite @topic_attack_spoils @ruling_shift_mechanics @ruling_shift_target
    @id_shift_suite_conquered_card
    Scenario Outline: A suite card taken in an attack may push cards aside as well, unless only a drawn card may (<edition>, <amigo-shift-source>, <amigo-unplaced-spoils>)
      Where Amigo booty stays with the victim until laid, North takes the bear's rear half
      from South's display, numbered anew from it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i3     . stern1 |
          | .    bear-f i1       |
        South:
          | i1 bear-r |
        pile 1: i2 tent eagle
        pile 2: firewater
        pile 3: tobacco
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then the pending decision is: <spoils>
      When North plays "<take>"
      Then "place r2c2 shift left" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | bow1 i3 i2 stern1 |
        | <second>          |
        """

      Examples:
        | edition | amigo-shift-source | amigo-unplaced-spoils | spoils                 | take        | verdict                     | action                | second           |
        | ass-i   | any-placement      | -                     | spoils bear-r          | take bear-r | legal                       | place r2c2 shift left | bear-f bear-r i1 |
        | ass-i   | drawn-only         | -                     | spoils bear-r          | take bear-r | refused by rule shift.suite | place r2c1            | bear-r bear-f i1 |
        | amigo   | any-placement      | discard               | spoils bear-r          | take bear-r | legal                       | place r2c2 shift left | bear-f bear-r i1 |
        | amigo   | drawn-only         | discard               | spoils bear-r          | take bear-r | refused by rule shift.suite | place r2c1            | bear-r bear-f i1 |
        | amigo   | any-placement      | stay-with-victim      | spoils from South r1c1 | take r1c1   | legal                       | place r2c2 shift left | bear-f bear-r i1 |

    @amigo @topic_shift_suite @topic_placement_adjacency @ruling_shift_target @id_shift_suite_amigo_grows_left
    Scenario Outline: In Amigo a push off the left edge widens the display, which is numbered afresh (<shift-mechanics>)
      Given the edition amigo
      And the position:
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
      Then "place r1c1 shift left" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | <first>  |
        | <second> |
        """

      Examples:
        | shift-mechanics  | verdict                     | action                | first                           | second |
        | insert-push-run  | legal                       | place r1c1 shift left | bow1 bear-hunter bear-f bear-r  | . tent |
        | suite-cards-only | refused by rule shift.suite | place r1c4            | bow1 bear-f bear-r bear-hunter  | tent   |

    @amigo @topic_shift_suite @topic_placement_bow_stern_neighbours @ruling_shift_mechanics @ruling_shift_target
    @ruling_amigo_one_card_gap @id_shift_suite_amigo_neighbour_rule
    Scenario: In Amigo a push may not leave a card other than a bow directly right of a stern
      Given the position:
        """
        North:
          | bow1 i1 stern1 . bear-f i2 |
        South:
          | chief |
        pile 1: bear-r eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c5 shift left" is refused by rule placement.bow-stern-neighbours
      And "place r1c4" is refused by rule placement.bow-stern-neighbours
      When North places the card at r1c7
      Then North's display is:
        """
        | bow1 i1 stern1 . bear-f i2 bear-r |
        """
