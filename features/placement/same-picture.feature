Feature: Never the same picture twice in a row
  Pelikan, Ogallala II and Amigo forbid two cards with the same picture in one row: a
  second card of a kind must go into another row. Ogallala I has no such rule.

  Rule: placement.same-picture - no two cards of the same picture in one row (not in Ogallala I)
    Cards that differ in picture (an empty bow and a bow with an Indian, the front and the
    rear half of a booty piece) are not the same card. In Amigo the colour of the number
    does not matter and the rule is per row, not per boat.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_placement_same_picture @ruling_ass_i_same_picture
    @id_placement_same_picture_by_edition
    Scenario Outline: A second furs may join the first in its row only in Ogallala I (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 furs |
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then "place r1c3" is <same row>
      And "place r2c1" is legal
      And "place r2c3" is legal

      Examples:
        | edition      | same row  |
        | pelikan-1975 | not legal |
        | ass-ii       | not legal |
        | ass-i        | legal     |
        | amigo        | not legal |

    @pelikan_1975 @ass_ii @amigo @topic_placement_same_picture @id_placement_same_picture_refused
    Scenario: A second card of the same picture in one row is refused
      Given the position:
        """
        North:
          | bow1 i2 furs |
          | i3           |
        South:
          | i1 |
        pile 1: i2 tent eagle
        turn: North
        """
      When North draws
      Then "place r1c4" is refused by rule placement.same-picture
      And "place r3c1" is legal
      When North places the card at r2c2
      Then North's display is:
        """
        | bow1 i2 furs |
        | i3   i2      |
        """

    @pelikan_1975 @ass_ii @topic_placement_same_picture @id_placement_same_picture_other_boat_same_row
    Scenario: On a mat the rule holds for the whole row, across boats
      Given the position:
        """
        North:
          | bow1 i2 stern1 . . bow |
        South:
          | i1 |
        pile 1: i2 tent eagle
        turn: North
        """
      When North draws
      Then "place r1c7" is refused by rule placement.same-picture
      And "place r1c4" is refused by rule placement.same-picture
      And "place r2c7" is legal

    @amigo @topic_placement_same_picture @id_placement_same_picture_amigo_per_row
    Scenario Outline: In Amigo the rule holds for the row, not only for the boat (<amigo-same-picture>)
      Right of furs, two spaces from the first i2, the card would lie in another boat of
      the same row; at r1c3 a one-space gap would join it to the first i2.
      Given the position:
        """
        North:
          | i2 . . furs |
          | .  . . tent |
        South:
          | i1 |
        pile 1: i2 eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c5" is <other boat>
      And "place r1c3" is refused by rule placement.same-picture
      And "place r2c5" is legal
      And "place r3c4" is legal

      Examples:
        | amigo-same-picture | other boat                              |
        | per-row            | refused by rule placement.same-picture |
        | per-canoe          | legal                                   |

    @amigo @topic_placement_same_picture @topic_variant_two_tribes
    @ruling_duplicate_colour @id_placement_same_picture_amigo_colours_ignored
    Scenario Outline: In Amigo with two tribes a black 2 is the same picture as a red 2 (<amigo-same-picture>)
      Given the position:
        """
        options: tribes
        North:
          | i2.red . . furs |
          | .      . . tent |
        South:
          | i1.black |
        pile 1: i2.black eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c3" is refused by rule placement.same-picture
      And "place r1c5" is <other boat>
      And "place r2c5" is legal
      When North places the card at r2c5
      Then North's display is:
        """
        | i2.red . . furs .        |
        | .      . . tent i2.black |
        """

      Examples:
        | amigo-same-picture | other boat                              |
        | per-row            | refused by rule placement.same-picture |
        | per-canoe          | legal                                   |

    @pelikan_1975 @ass_ii @amigo @topic_placement_same_picture
    @id_placement_same_picture_different_pictures
    Scenario Outline: An empty bow and a bow with an Indian, and the two halves of a booty piece, are different pictures (<edition>, <one-canoe-per-row>, <booty-halves>)
      With one canoe per row the empty bow may not follow the stern in row 1, a rule of its
      own; the halves go into row 2 in every edition. Where the two halves are alike
      (ruling booty-halves, identical) they are one picture: the rear half may not join the
      front half's row.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i2 stern1 |
        South:
          | i1 |
        pile 1: bow bear-f bear-r eagle
        turn: North
        """
      When North draws
      Then "place r1c4" is <beside the stern>
      When North places the card at r2c1
      And North draws
      And North places the card at r2c2
      Then the pending decision is: draw
      When North draws
      Then the pending decision is: place bear-r (drawn)
      And "place r2c3" is <beside the front half>

      Examples:
        | edition      | one-canoe-per-row | booty-halves | beside the stern                 | beside the front half |
        | pelikan-1975 | several           | front-rear   | legal                            | legal                 |
        | pelikan-1975 | one-per-row       | front-rear   | refused by rule boats.horizontal | legal                 |
        | pelikan-1975 | one-anywhere      | front-rear   | legal                            | legal                 |
        | pelikan-1975 | several           | any-order    | legal                            | legal                 |
        | pelikan-1975 | several           | identical    | legal                            | not legal             |
        | ass-ii       | several           | front-rear   | legal                            | legal                 |
        | ass-ii       | one-per-row       | front-rear   | refused by rule boats.horizontal | legal                 |
        | ass-ii       | one-anywhere      | front-rear   | legal                            | legal                 |
        | ass-ii       | several           | any-order    | legal                            | legal                 |
        | ass-ii       | several           | identical    | legal                            | not legal             |
        | amigo        | -                 | front-rear   | legal                            | legal                 |
        | amigo        | -                 | any-order    | legal                            | legal                 |
        | amigo        | -                 | identical    | legal                            | not legal             |

    @ass_i @topic_placement_same_picture @ruling_ass_i_same_picture @id_placement_same_picture_ass_i_repeats
    Scenario: In Ogallala I the same picture may appear several times in one boat
      Given the position:
        """
        North:
          | bow1 furs furs i1 |
        South:
          | i2 |
        pile 1: furs stern1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c5
      And North draws
      And North places the card at r1c6
      Then North's display is:
        """
        | bow1 furs furs i1 furs stern1 |
        """
      And the events include:
        """
        North completed the boat r1c1-r1c6
        """
