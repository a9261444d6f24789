Feature: The long side of the mat
  The ASS mats have a side of 3 rows of 14 spaces and a side of 3 rows of 16. All
  players use the same side; the 14-space side is the default, the 16-space side a
  variant (option wide). Pelikan's mat always has 16 spaces.

  Rule: variant.wide-mat - with the wide variant rows have 16 spaces instead of 14 (Ogallala I and II)
    Rulings ass-ii-mat-width and pelikan-mat-width.

    @ass_ii @ass_i @topic_variant_wide_mat @topic_placement_display_limits @ruling_ass_ii_mat_width
    @id_variant_wide_mat_default_fourteen
    Scenario: Without the variant a card may not go beyond column 14
      Given the position:
        """
        North:
          | bow i1 |
        South:
          | bow1 i2 stern1 |
        pile 1: i3 furs tent
        turn: North
        """
      When North draws
      Then "place r1c14" is legal
      And "place r1c15" is refused by rule placement.display-limits
      And "place r3c16" is refused by rule placement.display-limits

    @ass_ii @ass_i @topic_variant_wide_mat @topic_placement_display_limits @ruling_ass_ii_mat_width
    @id_variant_wide_mat_sixteen
    Scenario: With the variant columns 15 and 16 are spaces of the mat
      Given the position:
        """
        options: wide
        North:
          | bow i1 |
        South:
          | bow1 i2 stern1 |
        pile 1: i3 furs tent
        turn: North
        """
      When North draws
      Then "place r1c15" is legal
      And "place r3c16" is legal
      And "place r1c17" is refused by rule placement.display-limits
      When North places the card at r3c16
      Then North's display is:
        """
        | bow i1 . . . . . . . . . . . . . .  |
        | .   .  . . . . . . . . . . . . . .  |
        | .   .  . . . . . . . . . . . . . i3 |
        """

    @pelikan_1975 @ass_ii @ass_i @topic_variant_wide_mat @topic_placement_display_limits
    @ruling_pelikan_mat_width @ruling_ass_ii_mat_width @id_variant_wide_mat_by_edition
    Scenario Outline: Column 15 without any variant (<edition>)
      Pelikan's mat always has 16 spaces per row; the ASS mats have 14 unless the players
      choose the long side.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 |
        South:
          | bow1 i2 stern1 |
        pile 1: i3 furs tent
        turn: North
        """
      When North draws
      Then "place r1c15" is <column15>

      Examples:
        | edition      | column15  |
        | pelikan-1975 | legal     |
        | ass-ii       | not legal |
        | ass-i        | not legal |

    @ass_ii @topic_variant_wide_mat @topic_scoring_length_bonus @topic_scoring_totem @ruling_ass_ii_mat_width
    @id_variant_wide_mat_ass_ii_sixteen_card_boat
    Scenario Outline: On the wide mat an Ogallala II boat of 16 cards earns the bonus for more than 13 cards (<pelikan-totem-value>)
      16 x 10 = 160 for the cards, 200 for more than 13 cards, 5 x 20 = 100 for furs,
      tobacco, tent, eagle and gunpowder, and 50 for the totem (a line of the display, not
      of the boat): 460 for the boat, 510 in all (710 with Pelikan's 250 for the totem,
      460 with nothing: ruling pelikan-totem-value).
      Given the position:
        """
        edition: ass-ii
        options: wide
        North:
          | bow i1 i2 i3 chief shaman lasso archer section totem furs tobacco tent eagle powder stern |
        South:
          | bow1 i2 stern1 |
        """
      Then North's boat r1c1-r1c16 scores 460
      And North scores <points>

      Examples:
        | pelikan-totem-value | points |
        | fifty               | 510    |
        | two-fifty           | 710    |
        | nothing             | 460    |

    @ass_i @topic_variant_wide_mat @topic_scoring_card_points @ruling_ass_i_long_boat
    @id_variant_wide_mat_ass_i_sixteen_card_boat
    Scenario: On the wide mat an Ogallala I boat of 16 cards scores 2 points per card
      Given the position:
        """
        edition: ass-i
        options: wide
        North:
          | bow i1 i1 i1 i2 i2 i2 i3 i3 i3 chief chief shaman shaman lasso stern |
          | bow1 i1 stern1 |
        South:
          | bow1 i2 stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat       |
        | scoring.card-points | 32     | r1c1-r1c16 |
        | scoring.card-points | 3      | r2c1-r2c3  |
      And North scores 35

    @ass_ii @ass_i @topic_variant_wide_mat @topic_boats_completion @id_variant_wide_mat_complete_at_sixteen
    Scenario: On the wide mat a stern at column 16 completes a boat
      Given the position:
        """
        options: wide
        North:
          | . . . . . . . . . . . . . bow i1 |
        South:
          | bow1 i2 stern1 |
        pile 1: stern tent furs
        turn: North
        """
      When North draws
      And North places the card at r1c16
      Then North has 1 complete boat
