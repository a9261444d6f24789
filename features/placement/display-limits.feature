Feature: The size of the display
  A river mat has three rows of 14 or 16 spaces and cards lie only on its spaces. Amigo's
  free display may be at most 3 cards high and 14 cards wide.

  Rule: placement.display-limits - only on the mat's spaces; in Amigo at most 3 rows and 14 columns
    Pelikan: 3 rows of 16 spaces. Ogallala II and Ogallala I: 3 rows of 14 spaces, or 16
    with the wide-mat variant. Amigo: the cards lying in the display may span at most 3
    rows and 14 columns, measured on the cards there now.

    @pelikan_1975 @ass_ii @ass_i @topic_placement_display_limits @topic_setup_display
    @ruling_pelikan_mat_width @ruling_ass_ii_mat_width @id_placement_display_limits_mat_width
    Scenario Outline: The last space of a mat row takes a card, the space beyond it does not (<edition>)
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
      Then "place r1c<last>" is legal
      And "place r3c<last>" is legal
      And "place r1c<beyond>" is refused by rule placement.display-limits
      And "place r4c1" is refused by rule placement.display-limits
      When North places the card at r1c<last>
      Then North's card at r1c<last> is furs

      Examples:
        | edition      | ass-ii-mat-width | last | beyond |
        | pelikan-1975 | -                | 16   | 17     |
        | ass-ii       | fourteen-default | 14   | 15     |
        | ass-ii       | sixteen-default  | 16   | 17     |
        | ass-i        | -                | 14   | 15     |

    @ass_ii @ass_i @topic_placement_display_limits @topic_variant_wide_mat
    @id_placement_display_limits_wide_mat
    Scenario Outline: On the 16-space side the rows have 16 spaces (<edition>, <ass-ii-mat-width>)
      The 16-space side is the wide variant, or Ogallala II's default where the default is
      read as 16 spaces.
      Given the edition <edition>
      And the position:
        """
        options: <options>
        North:
          | bow1 i2 |
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then "place r1c15" is legal
      And "place r2c16" is legal
      And "place r1c17" is refused by rule placement.display-limits
      When North places the card at r2c16
      Then North's display is:
        """
        | bow1 i2 |
        | . . . . . . . . . . . . . . . furs |
        """

      Examples:
        | edition | ass-ii-mat-width | options |
        | ass-ii  | fourteen-default | wide    |
        | ass-ii  | sixteen-default  | -       |
        | ass-i   | -                | wide    |

    @pelikan_1975 @topic_placement_display_limits @topic_boats_length @ruling_pelikan_mat_width
    @id_placement_display_limits_pelikan_full_row
    Scenario: A full Pelikan row of 16 cards leaves no space in that row
      Given the position:
        """
        North:
          | bow1 i1 i2 i3 chief shaman lasso archer furs firewater powder tobacco tent eagle rifles stern1 |
        South:
          | i1 |
        pile 1: totem i2 i3
        turn: North
        """
      When North draws
      Then "place r1c17" is refused by rule placement.display-limits
      And "place r1c16" is refused by rule placement.no-moving
      And "place r2c16" is legal

    @amigo @topic_placement_display_limits @id_placement_display_limits_amigo_width
    Scenario: An Amigo display 14 cards wide cannot grow to the left or the right
      Given the position:
        """
        North:
          | bow1 i1 i2 i3 chief shaman lasso archer totem furs tobacco tent eagle firewater |
        South:
          | i1 |
        pile 1: woman dynamite cowboy
        turn: North
        """
      When North draws
      Then "place r1c15" is refused by rule placement.display-limits
      And "place r1c0" is refused by rule placement.display-limits
      And "place r2c15" is refused by rule placement.display-limits
      And "place r0c0" is refused by rule placement.display-limits
      And "place r2c14" is legal
      And "place r0c1" is legal
      When North places the card at r2c14
      Then North's display is:
        """
        | bow1 i1 i2 i3 chief shaman lasso archer totem furs tobacco tent eagle firewater |
        | .    .  .  .  .     .      .     .      .     .    .       .    .     woman     |
        """

    @amigo @topic_placement_display_limits @id_placement_display_limits_amigo_height
    Scenario: An Amigo display 3 rows high cannot grow upwards or downwards
      Given the position:
        """
        North:
          | i1 |
          | i2 |
          | i3 |
        South:
          | chief |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then "place r0c1" is refused by rule placement.display-limits
      And "place r4c1" is refused by rule placement.display-limits
      And "place r4c2" is refused by rule placement.display-limits
      And the legal actions are:
        """
        place r1c0
        place r2c0
        place r3c0
        place r1c2
        place r2c2
        place r3c2
        discard
        """

    @amigo @topic_placement_display_limits @ruling_amigo_display_frame
    @id_placement_display_limits_amigo_current_extent
    Scenario: When cards leave an Amigo display, the limit is measured on the cards still there
      Given the position:
        """
        North:
          | bow i3 . stern |
        South:
          | i1 i2 . . . . . . . . . . . furs |
        pile 1: i1 tent eagle
        pile 2: firewater
        pile 3: dynamite
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then South's display is:
        """
        | furs |
        """
      When South draws
      Then "place r1c2" is legal
      And "place r1c0" is legal
      When South places the card at r1c2
      Then South's display is:
        """
        | furs tent |
        """
