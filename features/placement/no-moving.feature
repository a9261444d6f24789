Feature: Placed cards stay put
  A card once placed is never moved to another space or swapped with another card. In
  Ogallala I and Amigo the one exception is the shift that makes room for a card of a
  booty suite next to its partners.

  Rule: placement.no-moving - a placed card is never moved (Ogallala I and Amigo: except the suite shift)
    A card cannot be placed on a space that already holds a card. Pelikan and Ogallala II
    know no shift at all; Ogallala I and Amigo allow it only under shift.suite.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_placement_no_moving @id_placement_no_moving_occupied
    Scenario: A card may not be placed on an occupied space
      Given the position:
        """
        North:
          | bow1 i2 . furs |
        South:
          | i1 |
        pile 1: tent eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c1" is refused by rule placement.no-moving
      And "place r1c2" is refused by rule placement.no-moving
      And "place r1c4" is refused by rule placement.no-moving
      And "place r1c3" is legal

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_placement_no_moving @ruling_suite_order
    @id_placement_no_moving_shift_by_edition
    Scenario Outline: Only Ogallala I and Amigo let a suite card push placed cards aside (<edition>)
      The bear hunter is pushed in fore of his pair, where every reading of the suite's
      order lets him sit (ruling suite-order), moving only cards of the bear.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f bear-r . i2 |
        South:
          | i1 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      Then "place r1c6" is legal
      And "place r1c2 shift right" is <shift>

      Examples:
        | edition      | shift     |
        | pelikan-1975 | not legal |
        | ass-ii       | not legal |
        | ass-i        | legal     |
        | amigo        | legal     |

    @pelikan_1975 @ass_ii @topic_placement_no_moving @id_placement_no_moving_no_shift
    Scenario: In Pelikan and Ogallala II a suite card may not push cards aside
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
      Then "place r1c4 shift right" is refused by rule placement.no-moving
      And "place r1c2 shift left" is refused by rule placement.no-moving
      When North places the card at r1c5
      Then North's display is:
        """
        | bow1 bear-f bear-r i2 bear-hunter |
        """

    @ass_i @amigo @topic_placement_no_moving @topic_shift_suite @ruling_shift_mechanics
    @id_placement_no_moving_only_suite_moves
    Scenario: In Ogallala I and Amigo an ordinary card may not push cards aside
      Given the position:
        """
        North:
          | bow1 i2 furs i3 |
        South:
          | i1 |
        pile 1: tent eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c3 shift right" is refused by rule shift.suite
      And "place r1c3" is refused by rule placement.no-moving
      When North places the card at r1c5
      Then North's display is:
        """
        | bow1 i2 furs i3 tent |
        """
