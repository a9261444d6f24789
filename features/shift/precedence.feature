Feature: Which rule a refused shift names
  A placement that pushes cards aside can break several rules at once. The refusal names
  the first broken in the order docs/protocol.md gives ("Which rule a refusal names"):
  an edition without shifts, then what may be inserted and where, then how far the cards
  may be pushed, then where the inserted card ends up, then the rules of the row as the
  shift leaves it. docs/precedence.md lists every pair of these rules with the scenario
  that shows it, or why they never meet.

  Rule: shift.suite - what may push cards aside is settled before how far they may go

    @pelikan_1975 @ass_ii @topic_shift_suite @topic_placement_no_moving @topic_placement_display_limits @id_shift_precedence_no_shift_over_suite
    Scenario: In Pelikan and Ogallala II a shift is refused because placed cards never move, whatever the card and the space
      The Indian is no suite card either; in these editions no card may push others aside,
      not even at a space off the mat.
      Given the position:
        """
        North:
          | bow1 i1 furs |
        South:
        pile 1: i2 tent
        """
      When North draws
      Then "place r1c2 shift right" is refused by rule placement.no-moving
      And "place r4c2 shift right" is refused by rule placement.no-moving

    @ass_i @topic_shift_suite @topic_shift_limits @id_shift_precedence_suite_over_limits
    Scenario: In Ogallala I an Indian that would push a full row off the mat is refused as no suite card
      Given the edition ass-i
      And the position:
        """
        North:
          | bow1 i1 i1 i1 i1 i1 i1 i1 i1 i1 i3 i3 i3 i3 |
        South:
        pile 1: i2
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      Then "place r1c2 shift right" is refused by rule shift.suite

    @ass_i @topic_shift_suite @topic_placement_display_limits @id_shift_precedence_suite_over_mat
    Scenario: In Ogallala I a shift at a space off the mat is refused as a shift at an empty space
      Given the edition ass-i
      And the position:
        """
        North:
          | bow1 bear-hunter i2 |
        South:
        pile 1: bear-f
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      Then "place r4c2 shift right" is refused by rule shift.suite

  Rule: placement.no-moving - in an edition without shifts a shift is refused as such before the row it would make

    @pelikan_1975 @ass_ii @topic_shift_suite @topic_placement_no_moving @topic_placement_same_picture @id_shift_precedence_no_shift_over_picture
    Scenario: In Pelikan and Ogallala II furs pushing into a row that holds furs is refused because cards never move
      Given the position:
        """
        North:
          | bow1 furs i1 |
        South:
        pile 1: furs tent
        """
      When North draws
      Then "place r1c2 shift right" is refused by rule placement.no-moving

  Rule: shift.suite - a card that may not push is refused as such before the row it would make

    @amigo @topic_shift_suite @topic_placement_same_picture @id_shift_precedence_suite_over_picture
    Scenario: In Amigo an Indian pushing into a boat that holds his picture is refused as no suite card
      Given the edition amigo
      And the position:
        """
        North:
          | bow1 i1 i2 |
        South:
        pile 1: i1
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      Then "place r1c2 shift right" is refused by rule shift.suite

    @amigo @topic_shift_suite @topic_placement_bow_stern_neighbours @id_shift_precedence_suite_over_neighbours
    Scenario: In Amigo an Indian pushed in left of a bow is refused as no suite card
      In place of the bow, the i2 would lie left of it, where only a stern may lie.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 stern |
        South:
        pile 1: i2
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      Then "place r1c1 shift right" is refused by rule shift.suite

    @ass_i @topic_shift_suite @topic_variant_two_tribes @id_shift_precedence_suite_over_tribes
    Scenario: In Ogallala I a blue Indian pushing into a red boat is refused as no suite card
      Given the edition ass-i
      And the position:
        """
        options: tribes
        North:
          | bow1.red i1.red i2.red |
        South:
        pile 1: i3.blue
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      Then "place r1c2 shift right" is refused by rule shift.suite
