Feature: Points for the totem
  In Pelikan each totem on the mat scores 250 points, in Ogallala II 50, on top of its
  10 card points; Ogallala I and Amigo pay nothing extra for it.

  Rule: scoring.totem - 250 (Pelikan) or 50 (Ogallala II) per totem on the display
    Pelikan's totem line is garbled; 250 is the one amount of the table without a line of
    its own (ruling pelikan-totem-value). The totem scores in incomplete boats too
    (ruling pelikan-incomplete-boats).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_totem @ruling_pelikan_totem_value
    @id_scoring_totem_by_edition
    Scenario Outline: A totem in a complete boat of 4 cards (<edition>)
      Pelikan: 4 x 10 + 250 = 290. Ogallala II: 4 x 10 + 50 = 90. Ogallala I and Amigo
      have no totem line: 4 x 1 = 4.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow totem i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 290    |
        | ass-ii       | 90     |
        | ass-i        | 4      |
        | amigo        | 4      |

    @pelikan_1975 @ass_ii @topic_scoring_totem @ruling_pelikan_totem_value @id_scoring_totem_lines
    Scenario Outline: The totem's points are a line of the whole display (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow totem i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points  | boat      |
        | scoring.card-points | 40      | r1c1-r1c4 |
        | scoring.totem       | <totem> | -         |

      Examples:
        | edition      | totem |
        | pelikan-1975 | 250   |
        | ass-ii       | 50    |

    @pelikan_1975 @ass_ii @topic_scoring_totem @topic_scoring_which_boats @ruling_pelikan_totem_value
    @ruling_pelikan_incomplete_boats @id_scoring_totem_incomplete_boat
    Scenario Outline: A totem in an incomplete boat scores too (<edition>)
      The boat has no stern: 3 x 10 for the cards and the totem.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 totem i1 |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points  | boat      |
        | scoring.card-points | 30      | r1c1-r1c3 |
        | scoring.totem       | <totem> | -         |
      And North scores <points>

      Examples:
        | edition      | totem | points |
        | pelikan-1975 | 250   | 280    |
        | ass-ii       | 50    | 80     |

    @pelikan_1975 @ass_ii @topic_scoring_totem @ruling_pelikan_totem_value @id_scoring_totem_two
    Scenario Outline: Each of two totems scores (<edition>)
      Both totems of the deck lie on North's mat, in two complete boats of 3 cards:
      6 x 10 = 60 for the cards and twice the totem's value.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow  totem stern   |
          | bow1 totem stern1  |
        South:
          | bow1 chief stern1 |
        """
      Then North scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 560    |
        | ass-ii       | 160    |
