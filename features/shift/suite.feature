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
    (ruling shift-target); that order is the one the suite scores in (rulings
    booty-halves and suite-order). A boat the shift completes attacks (ruling shift-completion).
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
        | ass-i   | suite-all        | refused by rule shift.suite | place r1c5             | bow1 bear-f bear-r i2 bear-hunter |
        | amigo   | insert-push-run  | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r i2 |
        | amigo   | suite-cards-only | refused by rule shift.suite | place r1c5             | bow1 bear-f bear-r i2 bear-hunter |
        | amigo   | slide-side       | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r i2 |

    @ass_i @amigo @topic_shift_suite @ruling_shift_target @ruling_booty_halves
    @ruling_suite_order @id_shift_suite_push_left
    Scenario Outline: Pushing left moves the run up to the nearest empty space on the left (<edition>, <shift-mechanics>)
      The front half goes in right of the bear hunter, where every reading of the halves
      and of the suite's order lets it lie; the row holds no rear half, which Amigo's
      same-picture rule would keep apart from a front half alike to it (ruling
      booty-halves, identical). Where every card on that side slides (slide-side), the bow,
      the gap and the bear hunter all move one space left: the display grows a column on
      the left and the front half lies at r1c4. A shift is one `shifted` event, before the
      `placed` event, at the space the card takes once the run is pushed aside
      (docs/protocol.md).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 . bear-hunter i2 |
        South:
          | i1 |
        pile 1: bear-f tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3 pushing left
      Then North's display is:
        """
        | <after> |
        """
      And the events are:
        | kind    | player | card   | at   |
        | shifted | North  |        | <at> |
        | placed  | North  | bear-f | <at> |

      Examples:
        | edition | shift-mechanics  | after                        | at   |
        | ass-i   | suite-cards-only | bow1 bear-hunter bear-f i2   | r1c3 |
        | ass-i   | insert-push-run  | bow1 bear-hunter bear-f i2   | r1c3 |
        | ass-i   | suite-all        | bow1 bear-hunter bear-f i2   | r1c3 |
        | amigo   | insert-push-run  | bow1 bear-hunter bear-f i2   | r1c3 |
        | amigo   | suite-cards-only | bow1 bear-hunter bear-f i2   | r1c3 |
        | amigo   | slide-side       | bow1 . bear-hunter bear-f i2 | r1c4 |

    @amigo @topic_shift_suite @topic_placement_adjacency @id_shift_suite_amigo_renumbered
    Scenario: In Amigo a shift that pushes a card past the left edge numbers the display anew, and the events name the new spaces
      The bear hunter is pushed one space left, out of the box around North's cards: the
      display grows a column on the left and is numbered anew from its top-left card, so the
      bear's front half, inserted at r2c1, lies at r2c2. The empty column on the right is
      no longer part of the display.
      Given the edition amigo
      And the position:
        """
        North:
          | bow1        i1 . |
          | bear-hunter i2 . |
        South:
          | i1 |
        pile 1: tent
        pile 2: bear-f eagle
        pile 3: i3
        """
      When North draws from pile 2
      Then the events are:
        | kind | player | card   | pile |
        | drew | North  | bear-f | 2    |
      When North places the card at r2c1 pushing left
      Then the events are:
        | kind    | player | card   | at   |
        | shifted | North  |        | r2c2 |
        | placed  | North  | bear-f | r2c2 |
      And the position is:
        """
        North:
          | .           bow1   i1 |
          | bear-hunter bear-f i2 |
        South:
          | i1 |
        pile 1: tent
        pile 2: eagle
        pile 3: i3
        turn: North, drawn 1
        pending: draw
        """

    @ass_i @amigo @topic_shift_suite @ruling_shift_target @id_shift_suite_choices
    Scenario Outline: The suite card may be pushed in from either side of its place (<edition>, <booty-halves>, <shift-mechanics>)
      Where the two halves are alike (ruling booty-halves, identical), Amigo's same-picture
      rule keeps the front half out of the row that holds the rear half, shift or no
      shift, and it goes to the next row. Where every card on that side slides
      (slide-side), the gap before the i2 slides with the rear half.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 . bear-hunter bear-r . i2 |
        South:
          | i1 |
        pile 1: bear-f tent eagle
        turn: North
        """
      When North draws
      Then "place r1c2" is <verdict>
      And "place r1c3 shift left" is <verdict>
      And "place r1c4 shift right" is <verdict>
      And "place r1c5" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | <first>  |
        | <second> |
        """

      Examples:
        | edition | booty-halves | shift-mechanics  | verdict                                | action                 | first                                 | second |
        | ass-i   | front-rear   | suite-cards-only | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | ass-i   | any-order    | suite-cards-only | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | ass-i   | identical    | suite-cards-only | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | ass-i   | front-rear   | insert-push-run  | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | ass-i   | front-rear   | suite-all        | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | amigo   | front-rear   | insert-push-run  | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | amigo   | any-order    | insert-push-run  | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | amigo   | identical    | insert-push-run  | refused by rule placement.same-picture | place r2c1             | bow1 . bear-hunter bear-r . i2        | bear-f |
        | amigo   | front-rear   | suite-cards-only | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r i2   | .      |
        | amigo   | front-rear   | slide-side       | legal                                  | place r1c4 shift right | bow1 . bear-hunter bear-f bear-r . i2 | .      |

    @ass_i @amigo @topic_shift_suite @topic_boats_completion @ruling_shift_target
    @ruling_shift_completion @id_shift_suite_run_stops_at_gap
    Scenario Outline: Only the run up to the nearest empty space moves, and closing the gap completes the boat (<edition>, <shift-mechanics>)
      Where every card on that side slides (slide-side), the gap slides along with the i3
      and the stern: the boat stays incomplete, and the display grows to seven columns.
      Given the edition <edition>
      And the position:
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
        | <after> |
        """
      And North has <complete> complete <boats>
      And the pending decision is: <pending>

      Examples:
        | edition | shift-mechanics  | after                                      | complete | boats | pending          |
        | ass-i   | suite-cards-only | bow1 bear-hunter bear-f bear-r i3 stern1   | 1        | boat  | attack r1c1-r1c6 |
        | ass-i   | insert-push-run  | bow1 bear-hunter bear-f bear-r i3 stern1   | 1        | boat  | attack r1c1-r1c6 |
        | ass-i   | suite-all        | bow1 bear-hunter bear-f bear-r i3 stern1   | 1        | boat  | attack r1c1-r1c6 |
        | amigo   | insert-push-run  | bow1 bear-hunter bear-f bear-r i3 stern1   | 1        | boat  | attack r1c1-r1c6 |
        | amigo   | suite-cards-only | bow1 bear-hunter bear-f bear-r i3 stern1   | 1        | boat  | attack r1c1-r1c6 |
        | amigo   | slide-side       | bow1 bear-hunter bear-f bear-r . i3 stern1 | 0        | boats | draw             |

    @ass_i @amigo @topic_shift_suite @topic_attack_once_per_boat @ruling_booty_halves @ruling_suite_order
    @id_shift_suite_complete_boat
    Scenario Outline: A complete boat's cards can be pushed only where other cards may move, and the boat has had its attack (<edition>, <shift-mechanics>, <shift-completion>)
      The bear hunter goes in fore of the front half, where every reading of the suite's
      order lets him lie.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f i2 stern1 |
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
        | <first> |
        | <second> |
        """
      And the pending decision is: <next>

      Examples:
        | edition | shift-mechanics  | shift-completion | verdict                     | action                 | first                             | second      | next             |
        | ass-i   | suite-cards-only | every-new        | refused by rule shift.suite | place r2c1             | bow1 bear-f i2 stern1             | bear-hunter | draw             |
        | ass-i   | insert-push-run  | every-new        | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 stern1 | .           | draw             |
        | ass-i   | insert-push-run  | card-boat        | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 stern1 | .           | draw             |
        | ass-i   | insert-push-run  | again            | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 stern1 | .           | attack r1c1-r1c5 |
        | ass-i   | suite-all        | every-new        | refused by rule shift.suite | place r2c1             | bow1 bear-f i2 stern1             | bear-hunter | draw             |
        | amigo   | insert-push-run  | every-new        | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 stern1 | .           | draw             |
        | amigo   | slide-side       | every-new        | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 stern1 | .           | draw             |
        | amigo   | insert-push-run  | card-boat        | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 stern1 | .           | draw             |
        | amigo   | insert-push-run  | again            | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 stern1 | .           | attack r1c1-r1c5 |
        | amigo   | suite-cards-only | every-new        | refused by rule shift.suite | place r2c1             | bow1 bear-f i2 stern1             | bear-hunter | draw             |

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
        | ass-i   | suite-all        | every-new        | refused by rule shift.suite | place r2c1             | draw             |
        | amigo   | insert-push-run  | every-new        | legal                       | place r1c2 shift right | attack r1c5-r1c7 |
        | amigo   | slide-side       | every-new        | legal                       | place r1c2 shift right | draw             |
        | amigo   | insert-push-run  | card-boat        | legal                       | place r1c2 shift right | draw             |
        | amigo   | insert-push-run  | again            | legal                       | place r1c2 shift right | attack r1c1-r1c4 |
        | amigo   | suite-cards-only | every-new        | refused by rule shift.suite | place r2c1             | draw             |

    @amigo @topic_shift_suite @topic_boats_composition @ruling_shift_target
    @ruling_shift_completion @id_shift_suite_amigo_merges_boats
    Scenario Outline: In Amigo a shift can narrow a gap and so join two boats, which is then incomplete (<shift-mechanics>)
      Before the shift the two spaces between bear-f and i2 divide two boats; afterwards a
      single space joins them into one boat with a gap, which does not attack. Filling that
      gap completes it. Where every card on that side slides (slide-side), both spaces
      slide along and the boats stay apart: the i3 then leaves one space open.
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
        | <after> |
        """
      And the pending decision is: draw
      When North draws
      And North places the card at r1c4
      Then North has <complete> complete <boats>

      Examples:
        | shift-mechanics  | after                                 | complete | boats |
        | insert-push-run  | bow1 bear-hunter bear-f . i2 stern1   | 1        | boat  |
        | suite-cards-only | bow1 bear-hunter bear-f . i2 stern1   | 1        | boat  |
        | slide-side       | bow1 bear-hunter bear-f . . i2 stern1 | 0        | boats |

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

    @ass_i @amigo @topic_shift_suite @ruling_booty_halves @id_shift_suite_must_end_beside_suite
    Scenario Outline: Where the pushed-in card must end up: in the suite's order, beside its suite, or anywhere in its boat (<edition>, <shift-mechanics>, <shift-target>, <suite-order>)
      Pushed in at the front half, the bear hunter lands between the two halves; pushed in
      at the rear half, aft of the pair; pushed in at i1, in the boat but away from the
      bear. Where the suite's order is asked for, the order is the one ruling suite-order
      gives the suite: between the halves only where the three cards may lie in any order,
      aft of the pair everywhere but where he may sit only fore of it; and even where he
      may lie anywhere in the boat (same-boat) the shift must put him directly beside it.
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
      And "place r1c4 shift left" is <aft>
      And "place r1c5 shift left" is <apart>

      Examples:
        | edition | shift-mechanics  | shift-target | suite-order | between                     | aft                         | apart                       |
        | ass-i   | suite-cards-only | suite-order  | either-end  | refused by rule shift.suite | legal                       | refused by rule shift.suite |
        | ass-i   | suite-cards-only | suite-order  | person-fore | refused by rule shift.suite | refused by rule shift.suite | refused by rule shift.suite |
        | ass-i   | suite-cards-only | suite-order  | any-order   | legal                       | legal                       | refused by rule shift.suite |
        | ass-i   | suite-cards-only | suite-order  | same-boat   | refused by rule shift.suite | legal                       | refused by rule shift.suite |
        | ass-i   | suite-cards-only | beside       | either-end  | legal                       | legal                       | refused by rule shift.suite |
        | ass-i   | suite-cards-only | boat         | either-end  | legal                       | legal                       | refused by rule shift.suite |
        | ass-i   | insert-push-run  | boat         | either-end  | legal                       | legal                       | legal                       |
        | ass-i   | suite-all        | suite-order  | either-end  | refused by rule shift.suite | legal                       | refused by rule shift.suite |
        | amigo   | insert-push-run  | suite-order  | either-end  | refused by rule shift.suite | legal                       | refused by rule shift.suite |
        | amigo   | insert-push-run  | suite-order  | person-fore | refused by rule shift.suite | refused by rule shift.suite | refused by rule shift.suite |
        | amigo   | insert-push-run  | suite-order  | any-order   | legal                       | legal                       | refused by rule shift.suite |
        | amigo   | insert-push-run  | suite-order  | same-boat   | refused by rule shift.suite | legal                       | refused by rule shift.suite |
        | amigo   | insert-push-run  | beside       | either-end  | legal                       | legal                       | refused by rule shift.suite |
        | amigo   | insert-push-run  | boat         | either-end  | legal                       | legal                       | legal                       |
        | amigo   | suite-cards-only | boat         | either-end  | legal                       | legal                       | refused by rule shift.suite |
        | amigo   | slide-side       | boat         | either-end  | legal                       | legal                       | legal                       |

    @ass_i @amigo @topic_shift_suite @ruling_shift_mechanics @id_shift_suite_keeps_pairs_whole
    Scenario Outline: Where the suite order is asked for, a shift may not put a half on the wrong side of its partner (<edition>, <shift-target>, <booty-halves>, <suite-order>)
      The rear half pushed in at the front half lands fore of it. That is the wrong side
      only where the halves match front then rear (ruling booty-halves) and the person may
      not lie between them (ruling suite-order, any-order: rear, front, person is a suite
      too). Where the two halves are alike, Amigo's same-picture rule keeps the second
      out of the row altogether.
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
      And "place r1c3" is <plain>

      Examples:
        | edition | shift-target | booty-halves | suite-order | verdict                                | plain                                  |
        | ass-i   | suite-order  | front-rear   | either-end  | refused by rule shift.suite            | legal                                  |
        | ass-i   | suite-order  | front-rear   | person-fore | refused by rule shift.suite            | legal                                  |
        | ass-i   | suite-order  | front-rear   | any-order   | legal                                  | legal                                  |
        | ass-i   | suite-order  | front-rear   | same-boat   | refused by rule shift.suite            | legal                                  |
        | ass-i   | suite-order  | any-order    | either-end  | legal                                  | legal                                  |
        | ass-i   | suite-order  | identical    | either-end  | legal                                  | legal                                  |
        | ass-i   | beside       | front-rear   | either-end  | legal                                  | legal                                  |
        | ass-i   | boat         | front-rear   | either-end  | legal                                  | legal                                  |
        | amigo   | suite-order  | front-rear   | either-end  | refused by rule shift.suite            | legal                                  |
        | amigo   | suite-order  | front-rear   | person-fore | refused by rule shift.suite            | legal                                  |
        | amigo   | suite-order  | front-rear   | any-order   | legal                                  | legal                                  |
        | amigo   | suite-order  | front-rear   | same-boat   | refused by rule shift.suite            | legal                                  |
        | amigo   | suite-order  | any-order    | either-end  | legal                                  | legal                                  |
        | amigo   | beside       | front-rear   | either-end  | legal                                  | legal                                  |
        | amigo   | boat         | front-rear   | either-end  | legal                                  | legal                                  |
        | amigo   | boat         | identical    | either-end  | refused by rule placement.same-picture | refused by rule placement.same-picture |

    @ass_i @amigo @topic_shift_suite @topic_cards_lasso @ruling_shift_target
    @ruling_booty_halves @ruling_suite_order @id_shift_suite_lassoed_card
    Scenario Outline: A lassoed suite card may push cards aside as well, unless only a drawn card may (<edition>, <amigo-shift-source>, <shift-mechanics>)
      The bear hunter is pushed in fore of the front half, where every reading of the
      suite's order lets him lie. Where every card on that side slides (slide-side), the
      gap slides along.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f . i2 |
        South:
          | i1 bear-hunter |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c5
      And North lassoes South's card at r1c2
      Then the pending decision is: place bear-hunter (lassoed)
      And "place r1c2 shift right" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | <after> |
        """

      Examples:
        | edition | amigo-shift-source | shift-mechanics  | verdict                     | action                 | after                              |
        | ass-i   | any-placement      | suite-cards-only | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 lasso   |
        | ass-i   | drawn-only         | suite-cards-only | refused by rule shift.suite | place r1c3             | bow1 bear-f bear-hunter i2 lasso   |
        | ass-i   | any-placement      | insert-push-run  | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 lasso   |
        | ass-i   | any-placement      | suite-all        | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 lasso   |
        | amigo   | any-placement      | insert-push-run  | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 lasso   |
        | amigo   | drawn-only         | insert-push-run  | refused by rule shift.suite | place r1c3             | bow1 bear-f bear-hunter i2 lasso   |
        | amigo   | any-placement      | suite-cards-only | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f i2 lasso   |
        | amigo   | any-placement      | slide-side       | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f . i2 lasso |

    @ass_i @amigo @topic_shift_suite @topic_attack_spoils @ruling_shift_target
    @ruling_booty_halves @ruling_suite_order @id_shift_suite_conquered_card
    Scenario Outline: A suite card taken in an attack may push cards aside as well, unless only a drawn card may (<edition>, <amigo-shift-source>, <amigo-unplaced-spoils>, <shift-mechanics>)
      The bear hunter is pushed in fore of the front half, where every reading of the
      suite's order lets him lie. Where Amigo booty stays with the victim until laid, North
      takes the bear hunter from South's display, numbered anew from it. Where every card
      on that side slides (slide-side), the gap slides along; the row's last space is empty,
      so the display does not grow.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1   i3 . stern1 |
          | bear-f .  i1       |
        South:
          | i1 bear-hunter |
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
      Then "place r2c1 shift right" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | bow1 i3 i2 stern1 |
        | <second>          |
        """

      Examples:
        | edition | amigo-shift-source | amigo-unplaced-spoils | shift-mechanics  | spoils                 | take             | verdict                     | action                 | second                  |
        | ass-i   | any-placement      | -                     | suite-cards-only | spoils bear-hunter     | take bear-hunter | legal                       | place r2c1 shift right | bear-hunter bear-f i1   |
        | ass-i   | drawn-only         | -                     | suite-cards-only | spoils bear-hunter     | take bear-hunter | refused by rule shift.suite | place r2c2             | bear-f bear-hunter i1   |
        | ass-i   | any-placement      | -                     | insert-push-run  | spoils bear-hunter     | take bear-hunter | legal                       | place r2c1 shift right | bear-hunter bear-f i1   |
        | ass-i   | any-placement      | -                     | suite-all        | spoils bear-hunter     | take bear-hunter | legal                       | place r2c1 shift right | bear-hunter bear-f i1   |
        | amigo   | any-placement      | discard               | insert-push-run  | spoils bear-hunter     | take bear-hunter | legal                       | place r2c1 shift right | bear-hunter bear-f i1   |
        | amigo   | drawn-only         | discard               | insert-push-run  | spoils bear-hunter     | take bear-hunter | refused by rule shift.suite | place r2c2             | bear-f bear-hunter i1   |
        | amigo   | any-placement      | stay-with-victim      | insert-push-run  | spoils from South r1c1 | take r1c1        | legal                       | place r2c1 shift right | bear-hunter bear-f i1   |
        | amigo   | any-placement      | discard               | suite-cards-only | spoils bear-hunter     | take bear-hunter | legal                       | place r2c1 shift right | bear-hunter bear-f i1   |
        | amigo   | any-placement      | discard               | slide-side       | spoils bear-hunter     | take bear-hunter | legal                       | place r2c1 shift right | bear-hunter bear-f . i1 |
        | amigo   | any-placement      | stay-with-victim      | slide-side       | spoils from South r1c1 | take r1c1        | legal                       | place r2c1 shift right | bear-hunter bear-f . i1 |

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
        | slide-side       | legal                       | place r1c1 shift left | bow1 bear-hunter bear-f bear-r  | . tent |

    @amigo @topic_shift_suite @topic_placement_bow_stern_neighbours @ruling_shift_target
    @ruling_amigo_one_card_gap @ruling_booty_halves @ruling_suite_order @id_shift_suite_amigo_neighbour_rule
    Scenario Outline: In Amigo a push may not leave a card other than a bow directly right of a stern (<shift-pushed-cards>, <amigo-neighbour-rule>, <shift-mechanics>)
      The front half would go in right of the bear hunter, where every reading of the
      halves and of the suite's order lets it lie, but the hunter would lie right of the
      stern. Where only the inserted card is judged (it is the card laid), the push is
      allowed; laid directly right of the stern, the half is refused under every reading.
      Where every card on that side slides (slide-side), the gap slides along with the
      hunter and the push is allowed.
      Given the position:
        """
        North:
          | bow1 i1 stern1 . bear-hunter i2 |
        South:
          | chief |
        pile 1: bear-f eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c5 shift left" is <push>
      And "place r1c4" is refused by rule placement.bow-stern-neighbours
      When North plays "<action>"
      Then North's display is:
        """
        | <after> |
        """

      Examples:
        | shift-pushed-cards | amigo-neighbour-rule | shift-mechanics  | push                                           | action                | after                                  |
        | row                | layout               | insert-push-run  | refused by rule placement.bow-stern-neighbours | place r1c7            | bow1 i1 stern1 . bear-hunter i2 bear-f |
        | card               | layout               | insert-push-run  | legal                                          | place r1c7            | bow1 i1 stern1 . bear-hunter i2 bear-f |
        | row                | act                  | insert-push-run  | legal                                          | place r1c7            | bow1 i1 stern1 . bear-hunter i2 bear-f |
        | row                | layout               | suite-cards-only | refused by rule placement.bow-stern-neighbours | place r1c7            | bow1 i1 stern1 . bear-hunter i2 bear-f |
        | row                | layout               | slide-side       | legal                                          | place r1c5 shift left | bow1 i1 stern1 . bear-hunter bear-f i2 |

    @amigo @topic_shift_suite @id_shift_suite_amigo_anywhere_in_boat
    Scenario Outline: In Amigo the pushed-in card may land anywhere in the boat of its combination (<shift-mechanics>, <shift-target>, <booty-halves>)
      Pushed in at i2, the rear half of the bear lands in the bear's boat, but not beside the
      front half: in Amigo the card need only join the boat. Where only the suite's cards may
      be pushed, or the card must end beside its suite, the shift is not allowed; where the
      two halves are one picture, the rear half may not join the row of the front half.
      Given the position:
        """
        North:
          | bow bear-f i1 i2 |
        South:
          | chief |
        pile 1: bear-r tent
        pile 2: eagle
        pile 3: furs
        """
      When North draws from pile 1
      Then "place r1c4 shift right" is <verdict>

      Examples:
        | shift-mechanics  | shift-target | booty-halves | verdict   |
        | insert-push-run  | boat         | front-rear   | legal     |
        | insert-push-run  | boat         | any-order    | legal     |
        | insert-push-run  | boat         | identical    | not legal |
        | suite-cards-only | boat         | front-rear   | not legal |
        | insert-push-run  | beside       | front-rear   | not legal |
        | insert-push-run  | suite-order  | front-rear   | not legal |
        | slide-side       | boat         | front-rear   | legal     |

  Rule: shift.suite - Ogallala I moves the suite's own cards; Amigo may slide every card on that side
    Ruling shift-mechanics: in Ogallala I the run pushed must hold the suite's cards alone
    (suite-cards-only), or, read of every card of the suite, each of the suite's cards on
    the side pushed moves one space and no other card (suite-all). In Amigo the run up to
    the nearest empty space moves (insert-push-run), or every card on that side slides with
    the gaps between them (slide-side, « faire ainsi glisser les autres cartes »).

    @ass_i @amigo @topic_shift_suite @topic_boats_completion @id_shift_suite_which_cards_move
    Scenario Outline: The rear half beyond a gap moves too where every card of the suite, or every card on that side, moves (<edition>, <shift-mechanics>, <mat-boats>)
      The bear hunter goes in at the front half, pushing right. The run up to the nearest
      empty space is the front half alone, so it moves into the gap and the boat is
      complete. Where every card of the suite moves, the rear half would land on the
      stern, which stays: the shift is refused, unless the gap divides the boat in two
      (mat-boats gaps-divide; a one-space gap joins the boat under amigo-gaps): then the rear half
      is in another boat and stays. Where every
      card on that side slides, the gap slides along and the boat stays incomplete.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f . bear-r stern1 |
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
        | <first>  |
        | <second> |
        """
      And North has <complete> complete <boats>

      Examples:
        | edition | shift-mechanics  | mat-boats         | verdict                     | action                 | first                                   | second      | complete | boats |
        | ass-i   | suite-cards-only | bow-stern-delimit | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r stern1   | .           | 1        | boat  |
        | ass-i   | insert-push-run  | bow-stern-delimit | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r stern1   | .           | 1        | boat  |
        | ass-i   | suite-all        | bow-stern-delimit | refused by rule shift.suite | place r2c1             | bow1 bear-f . bear-r stern1             | bear-hunter | 0        | boats |
        | ass-i   | suite-all        | gaps-divide       | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r stern1   | .           | 1        | boat  |
        | ass-i   | suite-all        | amigo-gaps        | refused by rule shift.suite | place r2c1             | bow1 bear-f . bear-r stern1             | bear-hunter | 0        | boats |
        | amigo   | insert-push-run  | -                 | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r stern1   | .           | 1        | boat  |
        | amigo   | suite-cards-only | -                 | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f bear-r stern1   | .           | 1        | boat  |
        | amigo   | slide-side       | -                 | legal                       | place r1c2 shift right | bow1 bear-hunter bear-f . bear-r stern1 | .           | 0        | boats |

  Rule: shift.suite - in Amigo the row after a shift obeys every placement rule
    The cards a shift pushes along may not end where no card could be laid: a card other
    than a stern directly left of a bow, or Indians of both tribes in one boat (ruling
    shift-pushed-cards). Where only the inserted card is judged, they may.

    @amigo @topic_shift_suite @topic_placement_bow_stern_neighbours @ruling_shift_target
    @ruling_suite_order @id_shift_suite_amigo_pushed_left_of_bow
    Scenario Outline: In Amigo a push may not leave an Indian directly left of a bow (<shift-pushed-cards>, <amigo-neighbour-rule>, <shift-mechanics>, <booty-halves>)
      Inserted at the i1, the rear half of the wood lands beside its front half and pushes
      the i1 into the empty space, directly left of the bow1 that begins the next boat.
      Where only the suite's cards may be pushed, the i1 may not be; where the two halves
      are one picture, the rear half may not join the row of the front half at all. Where
      every card on that side slides (slide-side), the empty space slides along too and the
      i1 stays apart from the bow1.
      Given the position:
        """
        North:
          | bow wood-f i1 . bow1 i2 stern |
        South:
          | chief |
        pile 1: wood-r eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c3 shift right" is <push>
      When North plays "<action>"
      Then North's card at r1c3 is <c3>
      And North's card at r1c4 is <c4>

      Examples:
        | shift-pushed-cards | amigo-neighbour-rule | shift-mechanics  | booty-halves | push                                           | action                 | c3     | c4    |
        | row                | layout               | insert-push-run  | front-rear   | refused by rule placement.bow-stern-neighbours | place r2c1             | i1     | empty |
        | card               | layout               | insert-push-run  | front-rear   | legal                                          | place r1c3 shift right | wood-r | i1    |
        | row                | act                  | insert-push-run  | front-rear   | legal                                          | place r1c3 shift right | wood-r | i1    |
        | card               | layout               | suite-cards-only | front-rear   | refused by rule shift.suite                    | place r2c1             | i1     | empty |
        | card               | layout               | insert-push-run  | any-order    | legal                                          | place r1c3 shift right | wood-r | i1    |
        | card               | layout               | insert-push-run  | identical    | refused by rule placement.same-picture         | place r2c1             | i1     | empty |
        | row                | layout               | slide-side       | front-rear   | legal                                          | place r1c3 shift right | wood-r | i1    |

    @amigo @topic_shift_suite @topic_variant_two_tribes @ruling_shift_target
    @ruling_suite_order @id_shift_suite_amigo_push_joins_tribes
    Scenario Outline: In Amigo a push may not join a red boat and a black one (<shift-pushed-cards>, <shift-mechanics>, <booty-halves>)
      Inserted at the front half of the wood, the rear half pushes it left into the gap
      of two spaces that divides the red boat from the black one; a gap of one space left
      behind joins them. Where the two halves are one picture, the rear half may not join
      the row of the front half at all. Where every card on that side slides (slide-side),
      the red boat slides left with the gap and the display grows by a column on the left.
      Given the position:
        """
        options: tribes
        North:
          | bow1.red i1.red . . wood-f i2.black stern1.black |
        South:
          | chief.red |
        pile 1: wood-r eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c5 shift left" is <push>
      When North plays "<action>"
      Then North's card at r1c4 is <c4>
      And North's card at r1c5 is <c5>

      Examples:
        | shift-pushed-cards | shift-mechanics  | booty-halves | push                                   | action                | c4     | c5     |
        | row                | insert-push-run  | front-rear   | refused by rule variant.two-tribes     | place r2c5            | empty  | wood-f |
        | card               | insert-push-run  | front-rear   | legal                                  | place r1c5 shift left | wood-f | wood-r |
        | card               | insert-push-run  | any-order    | legal                                  | place r1c5 shift left | wood-f | wood-r |
        | card               | insert-push-run  | identical    | refused by rule placement.same-picture | place r2c5            | empty  | wood-f |
        | row                | suite-cards-only | front-rear   | refused by rule variant.two-tribes     | place r2c5            | empty  | wood-f |
        | row                | slide-side       | front-rear   | legal                                  | place r1c5 shift left | empty  | wood-f |
