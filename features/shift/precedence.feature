Feature: Which rule a refused shift names
  A placement that pushes cards aside can break several rules at once. The refusal names
  the first broken in the order docs/protocol.md gives ("Which rule a refusal names"):
  an edition without shifts, then what may be inserted and where, then how far the cards
  may be pushed, then where the inserted card ends up, then the rules of the row. (How
  far the cards may be pushed seldom meets the rules of the row: a run pushed against
  the edge closes no gap and gives no card a new neighbour, and a suite card repeats a
  picture only where the two halves of a booty piece are read as alike, ruling
  booty-halves.)

  Rule: shift.suite - what may push cards aside is settled before how far they may go

    @pelikan_1975 @ass_ii @topic_shift_suite @topic_placement_no_moving @id_shift_precedence_no_shift_over_suite
    Scenario: In Pelikan and Ogallala II a shift is refused because placed cards never move, whatever the card
      The Indian is no suite card either; in these editions no card may push others aside.
      Given the position:
        """
        North:
          | bow1 i1 furs |
        South:
        pile 1: i2 tent
        """
      When North draws
      Then "place r1c2 shift right" is refused by rule placement.no-moving

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
