Feature: How long a boat may be
  A boat has from 2 cards up to the length of a row: 16 on the Pelikan mat, 14 on the
  ASS mats (16 with the wide-mat variant), 14 in Amigo's display.

  Rule: boats.length - from 2 cards up to the width of the row or display

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_length @ruling_pelikan_mat_width
    @ruling_ass_ii_mat_width @id_boats_length_full_row
    Scenario Outline: A boat as long as the row is complete (<edition>, <last> cards)
      Given the edition <edition>
      And the position:
        """
        North:
          | <cards> |
        South:
          | i1 |
        pile 1: stern1 i2 i3
        turn: North
        """
      When North draws
      And North places the card at r1c<last>
      Then the events include:
        """
        North completed the boat r1c1-r1c<last>
        """
      And the pending decision is: attack r1c1-r1c<last>

      Examples:
        | edition      | last | cards                                                                                   |
        | pelikan-1975 | 16   | bow1 i1 i2 i3 chief shaman lasso archer furs firewater powder tobacco tent eagle rifles |
        | ass-ii       | 14   | bow1 i1 i2 i3 chief shaman lasso archer furs firewater powder tobacco tent              |
        | ass-i        | 14   | bow1 i1 i2 i3 chief shaman lasso archer furs firewater powder tobacco tent              |
        | amigo        | 14   | bow1 i1 i2 i3 chief shaman lasso archer furs firewater woman tobacco tent               |

    @ass_ii @ass_i @topic_boats_length @topic_variant_wide_mat
    @id_boats_length_wide_mat
    Scenario Outline: On the 16-space side of the mat a boat may have 16 cards (<edition>, <ass-ii-mat-width>)
      The 16-space side is the wide variant, or Ogallala II's default where the default is
      read as 16 spaces.
      Given the edition <edition>
      And the position:
        """
        options: <options>
        North:
          | bow1 i1 i2 i3 chief shaman lasso archer furs firewater powder tobacco tent eagle rifles |
        South:
          | i1 |
        pile 1: stern1 i2 i3
        turn: North
        """
      When North draws
      And North places the card at r1c16
      Then the events include:
        """
        North completed the boat r1c1-r1c16
        """
      And the pending decision is: attack r1c1-r1c16

      Examples:
        | edition | ass-ii-mat-width | options |
        | ass-ii  | fourteen-default | wide    |
        | ass-ii  | sixteen-default  | -       |
        | ass-i   | -                | wide    |

    @amigo @topic_boats_length @id_boats_length_amigo_no_fifteenth
    Scenario: In Amigo a boat of 14 cards cannot be lengthened at either end
      Given the position:
        """
        North:
          | bow1 i1 i2 i3 chief shaman lasso archer furs firewater woman tobacco tent stern1 |
        South:
          | i1 |
        pile 1: eagle stern dynamite
        turn: North
        """
      When North draws
      Then "place r1c15" is refused by rule placement.display-limits
      And "place r1c0" is refused by rule placement.display-limits
      And "place r2c1" is legal
