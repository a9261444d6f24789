Feature: The long side of the mat
  The ASS mats have a side of 3 rows of 14 spaces and a side of 3 rows of 16. All
  players use the same side; the 14-space side is the default, the 16-space side a
  variant (option wide). Pelikan's mat always has 16 spaces.

  Rule: variant.wide-mat - with the wide variant rows have 16 spaces instead of 14 (Ogallala I and II)
    Rulings ass-ii-mat-width and pelikan-mat-width.

    @ass_ii @ass_i @topic_variant_wide_mat @topic_placement_display_limits
    @id_variant_wide_mat_default_fourteen
    Scenario Outline: Without the variant a card may not go beyond column 14 (<edition>, <ass-ii-mat-width>)
      Where Ogallala II's default side is read as the 16-space one, column 16 is the last.
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
      Then "place r1c<last>" is legal
      And "place r1c<beyond>" is refused by rule placement.display-limits
      And "place r3c<beyond>" is refused by rule placement.display-limits

      Examples:
        | edition | ass-ii-mat-width | last | beyond |
        | ass-ii  | fourteen-default | 14   | 15     |
        | ass-ii  | sixteen-default  | 16   | 17     |
        | ass-i   | -                | 14   | 15     |

    @ass_ii @ass_i @topic_variant_wide_mat @topic_placement_display_limits
    @id_variant_wide_mat_sixteen
    Scenario Outline: With the variant columns 15 and 16 are spaces of the mat (<edition>, <ass-ii-mat-width>)
      Where Ogallala II's default side is read as the 16-space one, the variant is the
      14-space side.
      Given the edition <edition>
      And the position:
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
      Then "place r1c<last>" is legal
      And "place r3c<last>" is legal
      And "place r1c<beyond>" is refused by rule placement.display-limits
      When North places the card at r3c<last>
      Then North's card at r3c<last> is i3

      Examples:
        | edition | ass-ii-mat-width | last | beyond |
        | ass-ii  | fourteen-default | 16   | 17     |
        | ass-ii  | sixteen-default  | 14   | 15     |
        | ass-i   | -                | 16   | 17     |

    @pelikan_1975 @ass_ii @ass_i @topic_variant_wide_mat @topic_placement_display_limits
    @id_variant_wide_mat_by_edition
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
        | edition      | ass-ii-mat-width | column15  |
        | pelikan-1975 | -                | legal     |
        | ass-ii       | fourteen-default | not legal |
        | ass-ii       | sixteen-default  | legal     |
        | ass-i        | -                | not legal |

    @ass_ii @topic_variant_wide_mat @topic_scoring_length_bonus @topic_scoring_totem
    @id_variant_wide_mat_ass_ii_sixteen_card_boat
    Scenario Outline: On the 16-space side an Ogallala II boat of 16 cards earns the bonus for more than 13 cards (<ass-ii-mat-width>, <pelikan-totem-value>)
      16 x 10 = 160 for the cards, 200 for more than 13 cards, 5 x 20 = 100 for furs,
      tobacco, tent, eagle and gunpowder, and 50 for the totem (a line of the display, not
      of the boat): 460 for the boat, 510 in all (710 with Pelikan's 250 for the totem, 460
      with nothing: ruling pelikan-totem-value). The 16-space side is the wide variant, or
      the default where the default is read as 16 spaces.
      Given the position:
        """
        edition: ass-ii
        options: <options>
        North:
          | bow i1 i2 i3 chief shaman lasso archer section totem furs tobacco tent eagle powder stern |
        South:
          | bow1 i2 stern1 |
        """
      Then North's boat r1c1-r1c16 scores 460
      And North scores <points>

      Examples:
        | ass-ii-mat-width | pelikan-totem-value | options | points |
        | fourteen-default | fifty               | wide    | 510    |
        | sixteen-default  | fifty               | -       | 510    |
        | fourteen-default | two-fifty           | wide    | 710    |
        | fourteen-default | nothing             | wide    | 460    |

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
    Scenario Outline: On the 16-space side a stern at column 16 completes a boat (<edition>, <ass-ii-mat-width>)
      Given the edition <edition>
      And the position:
        """
        options: <options>
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

      Examples:
        | edition | ass-ii-mat-width | options |
        | ass-ii  | fourteen-default | wide    |
        | ass-ii  | sixteen-default  | -       |
        | ass-i   | -                | wide    |
