Feature: A shift may not push cards beyond the display
  Ogallala I: no card may be pushed off the spaces of the river mat. Amigo: a shift may
  not make the display more than 14 cards wide. When the shift is barred, the suite card
  must be placed elsewhere.

  Rule: shift.limits - no card pushed off the mat (Ogallala I), no display wider than 14 (Amigo)

    @ass_i @amigo @topic_shift_limits @topic_placement_display_limits @id_shift_limits_full_row
    Scenario Outline: A row of 14 cards cannot be pushed either way, so the suite card goes elsewhere (<edition>, <shift-mechanics>)
      Pushing right would move cards other than the suite's, which Ogallala I does not allow
      in any case.
      Given the edition <edition>
      And the position:
        """
        North:
          | bear-f bear-r i1 i2 i3 chief shaman furs tobacco tent eagle firewater stern1 bow1 |
        South:
          | i1 |
        pile 1: bear-hunter i2 i3
        turn: North
        """
      When North draws
      Then "place r1c1 shift left" is refused by rule shift.limits
      And "place r1c1 shift right" is refused by rule <right>
      And "place r2c1" is legal
      When North places the card at r2c7
      Then North's display is:
        """
        | bear-f bear-r i1 i2 i3 chief shaman furs tobacco tent eagle firewater stern1 bow1 |
        | .      .      .  .  .  .     bear-hunter                                        |
        """

      Examples:
        | edition | shift-mechanics  | right        |
        | ass-i   | suite-cards-only | shift.suite  |
        | ass-i   | insert-push-run  | shift.limits |
        | ass-i   | suite-all        | shift.suite  |
        | amigo   | insert-push-run  | shift.limits |
        | amigo   | suite-cards-only | shift.suite  |
        | amigo   | slide-side       | shift.limits |

    @ass_i @amigo @topic_shift_limits @topic_placement_display_limits @ruling_shift_mechanics @ruling_shift_target
    @id_shift_limits_right_edge
    Scenario: At the right edge of a 14-wide display the suite's cards cannot be pushed further right
      Given the position:
        """
        North:
          | . . . . . . . . . . bow1 . bear-f bear-r |
          | tent                                     |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c14 shift right" is refused by rule shift.limits
      And "place r1c13 shift right" is refused by rule shift.limits
      And "place r1c12" is legal
      When North places the card at r1c12
      Then North's display is:
        """
        | . . . . . . . . . . bow1 bear-hunter bear-f bear-r |
        | tent                                               |
        """

    @ass_i @amigo @topic_shift_limits @ruling_shift_mechanics @ruling_shift_target @ruling_booty_halves
    @ruling_suite_order @id_shift_limits_left_edge_by_edition
    Scenario Outline: A push past the first column is barred on the mat but widens Amigo's display (<edition>)
      Pushed in at the bear hunter, the front half lands right of him, where every reading
      of the halves and of the suite's order lets it lie.
      Given the edition <edition>
      And the position:
        """
        North:
          | bear-hunter i2 |
        South:
          | i1 |
        pile 1: bear-f eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c1 shift left" is <verdict>
      And "place r1c3" is legal

      Examples:
        | edition | verdict   |
        | ass-i   | not legal |
        | amigo   | legal     |

    @ass_i @topic_shift_limits @ruling_shift_mechanics @ruling_shift_target @id_shift_limits_ass_i_off_the_mat
    Scenario: In Ogallala I a card may not be pushed off the left end of the mat
      Given the position:
        """
        North:
          | bear-f bear-r i2 |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c1 shift left" is refused by rule shift.limits
      When North places the card at r1c4
      Then North's display is:
        """
        | bear-f bear-r i2 bear-hunter |
        """

    @ass_i @topic_shift_limits @topic_variant_wide_mat @ruling_shift_mechanics @ruling_shift_target
    @id_shift_limits_ass_i_wide_mat
    Scenario: On the 16-space side of the mat a row of 14 cards can still be pushed right
      Given the position:
        """
        options: wide
        North:
          | bow1 i1 i2 i3 chief shaman furs tobacco tent eagle firewater stern1 bear-f bear-r |
        South:
          | i1 |
        pile 1: bear-hunter i2 i3
        turn: North
        """
      When North draws
      Then "place r1c13 shift right" is legal
      When North places the card at r1c13 pushing right
      Then North's display is:
        """
        | bow1 i1 i2 i3 chief shaman furs tobacco tent eagle firewater stern1 bear-hunter bear-f bear-r . |
        """

    @amigo @topic_shift_limits @ruling_amigo_display_frame @ruling_shift_target
    @id_shift_limits_amigo_other_row_width
    Scenario Outline: In Amigo the width that counts is the whole display's, not the row's (<shift-mechanics>)
      Where every card on that side slides (slide-side), the gap before the i2 slides with
      it; the row's last space is empty, so the display does not grow.
      Given the position:
        """
        North:
          | bear-f bear-r . i2 |
          | .      .      . .  . . . . . . . . . tent |
        South:
          | i1 |
        pile 1: bear-hunter eagle firewater
        turn: North
        """
      When North draws
      Then "place r1c1 shift left" is refused by rule shift.limits
      And "place r1c1 shift right" is legal
      When North places the card at r1c1 pushing right
      Then North's display is:
        """
        | <first> |
        | .           .      .      .  . . . . . . . . . tent |
        """

      Examples:
        | shift-mechanics  | first                          |
        | insert-push-run  | bear-hunter bear-f bear-r i2   |
        | suite-cards-only | bear-hunter bear-f bear-r i2   |
        | slide-side       | bear-hunter bear-f bear-r . i2 |
