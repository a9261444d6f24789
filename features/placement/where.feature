Feature: Where a card may be placed
  On a river mat a card may go on any empty space of its owner's mat, touching other
  cards or not. Amigo has no mat: the first card goes down anywhere, every later card
  must be laid against a card already in the display.

  Rule: placement.where - any empty space of the own mat; in Amigo against a card already there
    Pelikan, Ogallala II and Ogallala I: any empty space of the own mat, in any row, next
    to other cards or with empty spaces between them. Amigo: the first card of an empty
    display is laid down freely, every later card must touch one already there.

    @pelikan_1975 @ass_ii @ass_i @topic_placement_where @id_placement_where_mat_spaced
    Scenario: On a mat a card may be placed away from every other card
      Given the position:
        """
        North:
          | bow1 i2 |
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then the pending decision is: place furs (drawn)
      And "place r1c3" is legal
      And "place r1c10" is legal
      And "place r2c1" is legal
      When North places the card at r3c9
      Then North's display is:
        """
        | bow1 i2 |
        | .       |
        | . . . . . . . . furs |
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_placement_where @topic_placement_adjacency
    @id_placement_where_far_space_by_edition
    Scenario Outline: A card that touches no other card may be placed only on a mat (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i2 |
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then "place r1c3" is legal
      And "place r2c4" is <apart>
      And "place r1c5" is <apart>

      Examples:
        | edition      | apart     |
        | pelikan-1975 | legal     |
        | ass-ii       | legal     |
        | ass-i        | legal     |
        | amigo        | not legal |

    @pelikan_1975 @ass_ii @ass_i @topic_placement_where @id_placement_where_every_empty_space
    Scenario: Every empty space of a nearly full mat row is open to the drawn card
      Given the position:
        """
        North:
          | bow1 i1 i2 . chief . |
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then the legal actions include:
        """
        place r1c4
        place r1c6
        place r1c7
        place r2c1
        place r3c14
        """
      And "place r1c2" is not legal

    @amigo @topic_placement_where @ruling_amigo_empty_display @id_placement_where_amigo_first_card
    Scenario: In Amigo the first card of an empty display is simply laid down
      Given the position:
        """
        North:
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then the legal actions are:
        """
        place r1c1
        discard
        """
      When North places the card at r1c1
      Then North's display is:
        """
        | furs |
        """

    @amigo @topic_placement_where @topic_placement_adjacency @id_placement_where_amigo_second_card
    Scenario: In Amigo the second card must be laid against the first
      Given the position:
        """
        North:
          | furs |
        South:
          | i1 |
        pile 1: tent eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c2" is legal
      And "place r1c3" is refused by rule placement.adjacency
      And "place r3c1" is refused by rule placement.adjacency

    @amigo @topic_placement_where @ruling_amigo_empty_display @id_placement_where_amigo_emptied_display
    Scenario: In Amigo a display emptied by an attack takes its next card freely again
      Given the position:
        """
        North:
          | bow i3 . stern |
        South:
          | bow1 i1 |
        pile 1: i1 tent eagle
        pile 2: firewater
        pile 3: dynamite
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      When North attacks South's boat r1c1-r1c2
      Then South's card at r1c1 is empty
      And South's card at r1c2 is empty
      And it is South's turn
      When South draws
      Then the pending decision is: place tent (drawn)
      And the legal actions are:
        """
        place r1c1
        discard
        """
      When South places the card at r1c1
      Then South's display is:
        """
        | tent |
        """

    @pelikan_1975 @ass_ii @ass_i @topic_placement_where @id_placement_where_mat_beside_bow_stern
    Scenario Outline: On a mat any card may lie directly left of a bow or right of a stern, unless a row holds one canoe (<edition>, <one-canoe-per-row>)
      Given the edition <edition>
      And the position:
        """
        North:
          | . bow1 i2 stern1 |
        South:
          | i3 |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      Then "place r1c1" is <verdict>
      And "place r1c5" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | . bow1 i2 stern1 <after> |
        | <second>                 |
        """

      Examples:
        | edition      | one-canoe-per-row | verdict                          | action     | after | second |
        | pelikan-1975 | several           | legal                            | place r1c5 | i1    | .      |
        | pelikan-1975 | one-per-row       | refused by rule boats.horizontal | place r2c1 | .     | i1     |
        | pelikan-1975 | one-anywhere      | legal                            | place r1c5 | i1    | .      |
        | ass-ii       | several           | legal                            | place r1c5 | i1    | .      |
        | ass-ii       | one-per-row       | refused by rule boats.horizontal | place r2c1 | .     | i1     |
        | ass-ii       | one-anywhere      | legal                            | place r1c5 | i1    | .      |
        | ass-i        | -                 | legal                            | place r1c5 | i1    | .      |
