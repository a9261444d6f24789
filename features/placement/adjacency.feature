Feature: Laying a card against another in Amigo
  Amigo has no river mat. Every card after the first must touch a card already in the
  display: side by side, corner to corner, or above or below it. The display is numbered
  from its top-left corner, so a card laid left of the leftmost column or above the top
  row renumbers the whole display.

  Rule: placement.adjacency - in Amigo a card must touch a card of the display at a side or a corner
    A card may go right or left of a card, above or below it, or diagonally next to it,
    as long as the display stays within 3 rows and 14 columns. Column 0 is left of the
    leftmost card and row 0 above the top row; after such a placement the display is
    numbered afresh from its new top-left corner.

    @amigo @topic_placement_adjacency @id_placement_adjacency_eight_neighbours
    Scenario: A single card can be touched from all eight sides
      Given the position:
        """
        North:
          | i1 |
        South:
          | i2 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then the legal actions are:
        """
        place r0c0
        place r0c1
        place r0c2
        place r1c0
        place r1c2
        place r2c0
        place r2c1
        place r2c2
        discard
        """

    @amigo @topic_placement_adjacency @id_placement_adjacency_sides_corners
    Scenario Outline: A card may be laid <how>
      Given the position:
        """
        North:
          | i1 i2 |
        South:
          | i3 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      And North places the card at <at>
      Then North's card at <furs> is furs
      And North's card at <i1> is i1
      And North's card at <i2> is i2

      Examples:
        | how                        | at   | furs | i1   | i2   |
        | side by side on the right  | r1c3 | r1c3 | r1c1 | r1c2 |
        | side by side on the left   | r1c0 | r1c1 | r1c2 | r1c3 |
        | below                      | r2c1 | r2c1 | r1c1 | r1c2 |
        | above                      | r0c2 | r1c2 | r2c1 | r2c2 |
        | corner to corner below     | r2c3 | r2c3 | r1c1 | r1c2 |
        | corner to corner above     | r0c0 | r1c1 | r2c2 | r2c3 |

    @amigo @topic_placement_adjacency @id_placement_adjacency_column_zero_renumbers
    Scenario: A card laid in column 0 becomes column 1 and the display shifts its numbering
      Given the position:
        """
        North:
          | i1 i2 |
          | .  i3 |
        South:
          | chief |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      And North places the card at r2c0
      Then North's display is:
        """
        | .    i1 i2 |
        | furs .  i3 |
        """
      And the pending decision is: draw
      When North draws
      Then "place r2c2" is legal
      And "place r1c4" is legal
      And "place r1c5" is refused by rule placement.adjacency
      When North places the card at r1c4
      Then North's display is:
        """
        | .    i1 i2 tent |
        | furs .  i3      |
        """

    @amigo @topic_placement_adjacency @id_placement_adjacency_row_zero_renumbers
    Scenario: A card laid in row 0 becomes row 1 and the old rows move down
      Given the position:
        """
        North:
          | i1 i2 |
        South:
          | chief |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      And North places the card at r0c2
      Then North's display is:
        """
        | .  furs |
        | i1 i2   |
        """
      When North draws
      Then "place r3c1" is legal
      And "place r0c1" is legal
      And "place r3c4" is refused by rule placement.adjacency
      When North places the card at r3c1
      Then North's display is:
        """
        | .    furs |
        | i1   i2   |
        | tent      |
        """

    @amigo @topic_placement_adjacency @id_placement_adjacency_touching_nothing_refused
    Scenario: A card that would touch no card of the display is refused
      Given the position:
        """
        North:
          | i1 . . . i3 |
          | i2          |
        South:
          | chief |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then "place r2c3" is refused by rule placement.adjacency
      And "place r3c5" is refused by rule placement.adjacency
      And "place r1c7" is refused by rule placement.adjacency
      And "place r0c3" is refused by rule placement.adjacency
      And "place r2c4" is legal
      And "place r3c1" is legal
      And "place r1c2" is legal
      And "place r1c6" is legal

    @amigo @topic_placement_adjacency @id_placement_adjacency_inner_gap
    Scenario: An empty space inside the display may be filled next to a card
      Given the position:
        """
        North:
          | i1 . . . i3 |
          | i2          |
        South:
          | chief |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then North's display is:
        """
        | i1 . . furs i3 |
        | i2             |
        """
