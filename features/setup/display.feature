Feature: Each player's display
  Pelikan's river mat has 3 rows of 16 spaces; the ASS mats 3 rows of 14, or of 16 on the
  wide side; Amigo has no mat, only a free display at most 3 cards high and 14 wide.

  Rule: setup.display - the mat or display each player builds on

    @pelikan_1975 @ass_ii @ass_i @topic_setup_display @ruling_pelikan_mat_width @ruling_ass_ii_mat_width @id_setup_display_row_length
    Scenario Outline: A row of the mat has 16 spaces in Pelikan and 14 on the ASS mat
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "place r1c14" is legal
      And "place r1c15" is <c15>
      And "place r1c16" is <c16>

      Examples:
        | edition      | ass-ii-mat-width | c15       | c16       |
        | pelikan-1975 | -                | legal     | legal     |
        | ass-ii       | fourteen-default | not legal | not legal |
        | ass-ii       | sixteen-default  | legal     | legal     |
        | ass-i        | -                | not legal | not legal |

    @pelikan_1975 @topic_setup_display @topic_placement_display_limits @ruling_pelikan_mat_width @id_setup_display_pelikan_no_17th
    Scenario: Nothing is placed beyond the 16th space of a Pelikan mat
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "place r1c17" is refused by rule placement.display-limits

    @ass_ii @topic_setup_display @topic_placement_display_limits @id_setup_display_ass_ii_no_15th
    Scenario Outline: Nothing is placed beyond the last space of an Ogallala II mat (<ass-ii-mat-width>)
      Given the edition ass-ii
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "place r1c<last>" is legal
      And "place r1c<beyond>" is refused by rule placement.display-limits

      Examples:
        | ass-ii-mat-width | last | beyond |
        | fourteen-default | 14   | 15     |
        | sixteen-default  | 16   | 17     |

    @ass_i @topic_setup_display @topic_placement_display_limits @id_setup_display_ass_i_no_15th
    Scenario: Nothing is placed beyond the 14th space of an Ogallala I mat
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "place r1c15" is refused by rule placement.display-limits

    @ass_ii @topic_setup_display @topic_variant_wide_mat @id_setup_display_ass_ii_wide_side
    Scenario Outline: On the other side of the Ogallala II mat a row has 16 spaces, or 14 where 16 is the default (<ass-ii-mat-width>)
      Given the edition ass-ii
      And the position:
        """
        options: wide
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "place r1c<last>" is legal
      And "place r1c<beyond>" is refused by rule placement.display-limits

      Examples:
        | ass-ii-mat-width | last | beyond |
        | fourteen-default | 16   | 17     |
        | sixteen-default  | 14   | 15     |

    @ass_i @topic_setup_display @topic_variant_wide_mat @id_setup_display_ass_i_wide_side
    Scenario: On the wide side of the Ogallala I mat a row has 16 spaces
      Given the edition ass-i
      And the position:
        """
        options: wide
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "place r1c16" is legal
      And "place r1c17" is refused by rule placement.display-limits

    @pelikan_1975 @ass_ii @ass_i @topic_setup_display @topic_placement_display_limits @id_setup_display_three_rows
    Scenario: A mat has three rows
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "place r3c1" is legal
      And "place r4c1" is refused by rule placement.display-limits

    @amigo @topic_setup_display @topic_placement_display_limits @id_setup_display_amigo_fourteen_wide
    Scenario: An Amigo display is at most 14 cards wide
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 i2 i3 chief shaman lasso archer totem furs tobacco tent eagle firewater |
        South:
        pile 1: woman i3
        pile 2: i2
        pile 3: i1
        """
      When North draws
      Then "place r2c14" is legal
      And "place r2c1" is legal
      And "place r1c15" is refused by rule placement.display-limits
      And "place r2c15" is refused by rule placement.display-limits
      And "place r1c0" is refused by rule placement.display-limits

    @amigo @topic_setup_display @topic_placement_display_limits @id_setup_display_amigo_three_high
    Scenario: An Amigo display is at most 3 cards high
      Given the edition amigo
      And the position:
        """
        North:
          | bow  |
          | i1   |
          | furs |
        South:
        pile 1: woman i3
        pile 2: i2
        pile 3: i1
        """
      When North draws
      Then "place r1c2" is legal
      And "place r3c2" is legal
      And "place r0c1" is refused by rule placement.display-limits
      And "place r4c1" is refused by rule placement.display-limits
