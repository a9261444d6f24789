Feature: A shift may not push cards beyond the display
  Ogallala I: no card may be pushed off the spaces of the river mat. Amigo: a shift may
  not make the display more than 14 cards wide. When the shift is barred, the suite card
  must be placed elsewhere.

  Rule: shift.limits - no card pushed off the mat (Ogallala I), no display wider than 14 (Amigo)

    @ass_i @amigo @topic_shift_limits @topic_placement_display_limits @ruling_shift_mechanics
    @id_shift_limits_full_row
    Scenario: A row of 14 cards cannot be pushed either way, so the suite card goes elsewhere
      Given the position:
        """
        North:
          | bow1 i1 i2 i3 chief bear-f bear-r shaman furs tobacco tent eagle firewater stern1 |
        South:
          | i1 |
        pile 1: bear-hunter i2 i3
        turn: North
        """
      When North draws
      Then "place r1c8 shift right" is refused by rule shift.limits
      And "place r1c5 shift left" is refused by rule shift.limits
      And "place r2c1" is legal
      When North places the card at r2c7
      Then North's display is:
        """
        | bow1 i1 i2 i3 chief bear-f bear-r shaman furs tobacco tent eagle firewater stern1 |
        | .    .  .  .  .     .      bear-hunter                                          |
        """

    @ass_i @amigo @topic_shift_limits @topic_placement_display_limits @ruling_shift_mechanics
    @id_shift_limits_right_edge
    Scenario: At the right edge of a 14-wide display the cards can only be pushed left, into a gap
      Given the position:
        """
        North:
          | . . . . . . . . . . bow1 bear-f bear-r i2 |
          | tent                                      |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c14 shift right" is refused by rule shift.limits
      And "place r1c11 shift left" is legal
      When North places the card at r1c11 pushing left
      Then North's display is:
        """
        | . . . . . . . . . bow1 bear-hunter bear-f bear-r i2 |
        | tent                                                |
        """

    @ass_i @amigo @topic_shift_limits @ruling_shift_mechanics @id_shift_limits_left_edge_by_edition
    Scenario Outline: A push past the first column is barred on the mat but widens Amigo's display (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 bear-f bear-r i2 |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c1 shift left" is <verdict>
      And "place r1c2 shift right" is legal

      Examples:
        | edition | verdict   |
        | ass-i   | not legal |
        | amigo   | legal     |

    @ass_i @topic_shift_limits @id_shift_limits_ass_i_off_the_mat
    Scenario: In Ogallala I a card may not be pushed off the left end of the mat
      Given the position:
        """
        North:
          | bow1 bear-f bear-r i2 |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c1 shift left" is refused by rule shift.limits
      When North places the card at r1c2 pushing right
      Then North's display is:
        """
        | bow1 bear-hunter bear-f bear-r i2 |
        """

    @ass_i @topic_shift_limits @topic_variant_wide_mat @id_shift_limits_ass_i_wide_mat
    Scenario Outline: On the 16-space side of the mat a row of 14 cards can still be pushed right (<suite-order>)
      The hunter goes right of his pair, or left of it where he may sit only fore (ruling
      suite-order, person-fore).
      Given the position:
        """
        options: wide
        North:
          | bow1 i1 i2 i3 chief bear-f bear-r shaman furs tobacco tent eagle firewater stern1 |
        South:
          | i1 |
        pile 1: bear-hunter i2 i3
        turn: North
        """
      When North draws
      Then "place r1c5 shift left" is refused by rule shift.limits
      When North places the card at <cell> pushing right
      Then North's display is:
        """
        | <display> . |
        """

      Examples:
        | suite-order | cell | display                                                                                       |
        | either-end  | r1c8 | bow1 i1 i2 i3 chief bear-f bear-r bear-hunter shaman furs tobacco tent eagle firewater stern1 |
        | person-fore | r1c6 | bow1 i1 i2 i3 chief bear-hunter bear-f bear-r shaman furs tobacco tent eagle firewater stern1 |
        | any-order   | r1c8 | bow1 i1 i2 i3 chief bear-f bear-r bear-hunter shaman furs tobacco tent eagle firewater stern1 |
        | same-boat   | r1c8 | bow1 i1 i2 i3 chief bear-f bear-r bear-hunter shaman furs tobacco tent eagle firewater stern1 |

    @amigo @topic_shift_limits @ruling_amigo_display_frame @id_shift_limits_amigo_other_row_width
    Scenario Outline: In Amigo the width that counts is the whole display's, not the row's (<suite-order>)
      The hunter goes right of his pair, or left of it where he may sit only fore (ruling
      suite-order, person-fore).
      Given the position:
        """
        North:
          | bow1 bear-f bear-r i2 |
          | .    .      .      .  . . . . . . . . . tent |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c1 shift left" is refused by rule shift.limits
      And "place <cell> shift right" is legal
      When North places the card at <cell> pushing right
      Then North's display is:
        """
        | <display> |
        | . . . . . . . . . . . . . tent |
        """

      Examples:
        | suite-order | cell | display                           |
        | either-end  | r1c4 | bow1 bear-f bear-r bear-hunter i2 |
        | person-fore | r1c2 | bow1 bear-hunter bear-f bear-r i2 |
        | any-order   | r1c4 | bow1 bear-f bear-r bear-hunter i2 |
        | same-boat   | r1c4 | bow1 bear-f bear-r bear-hunter i2 |
