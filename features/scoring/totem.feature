Feature: Points for the totem
  In Pelikan each totem on the mat scores 250 points, in Ogallala II 50, on top of its
  10 card points; Ogallala I and Amigo pay nothing extra for it.

  Rule: scoring.totem - 250 (Pelikan) or 50 (Ogallala II) per totem on the display
    Pelikan's totem line is garbled; 250 is the one amount of the table without a line of
    its own (ruling pelikan-totem-value). The rows for other readings give the outcome
    with Ogallala II's 50, with 000's 250, or with nothing beyond the card's 10. The
    totem scores in incomplete boats too (ruling pelikan-incomplete-boats).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_totem @id_scoring_totem_by_edition
    Scenario Outline: A totem in a complete boat of 4 cards (<edition>, <pelikan-totem-value>)
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
        | edition      | pelikan-totem-value | points |
        | pelikan-1975 | two-fifty           | 290    |
        | pelikan-1975 | fifty               | 90     |
        | pelikan-1975 | nothing             | 40     |
        | ass-ii       | fifty               | 90     |
        | ass-ii       | two-fifty           | 290    |
        | ass-ii       | nothing             | 40     |
        | ass-i        | -                   | 4      |
        | amigo        | -                   | 4      |

    @pelikan_1975 @ass_ii @topic_scoring_totem @id_scoring_totem_lines
    Scenario Outline: The totem's points are a line of the whole display (<edition>, <pelikan-totem-value>)
      The boat scores its 4 cards, 40; the totem's points come on top, outside the boat.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow totem i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                | points | boat      |
        | scoring.card-points | 40     | r1c1-r1c4 |
      And North's boat r1c1-r1c4 scores 40
      And North scores <points>

      Examples:
        | edition      | pelikan-totem-value | points |
        | pelikan-1975 | two-fifty           | 290    |
        | pelikan-1975 | fifty               | 90     |
        | pelikan-1975 | nothing             | 40     |
        | ass-ii       | fifty               | 90     |
        | ass-ii       | two-fifty           | 290    |
        | ass-ii       | nothing             | 40     |

    @pelikan_1975 @ass_ii @topic_scoring_totem @id_scoring_totem_one_line
    Scenario Outline: Two totems make one line of the whole display (<edition>, <pelikan-totem-value>)
      Score lines are grouped by rule, boat and card kind (docs/protocol.md): the totems of
      a display are one `scoring.totem` line, without a boat, for all of them.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow  totem stern   |
          | bow1 totem stern1  |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points   | boat      |
        | scoring.card-points | 30       | r1c1-r1c3 |
        | scoring.card-points | 30       | r2c1-r2c3 |
        | <totem>             | <points> | -         |

      Examples:
        | edition      | pelikan-totem-value | totem         | points |
        | pelikan-1975 | two-fifty           | scoring.totem | 500    |
        | pelikan-1975 | fifty               | scoring.totem | 100    |
        | pelikan-1975 | nothing             | -             | -      |
        | ass-ii       | fifty               | scoring.totem | 100    |
        | ass-ii       | two-fifty           | scoring.totem | 500    |
        | ass-ii       | nothing             | -             | -      |

    @pelikan_1975 @ass_ii @topic_scoring_totem @topic_scoring_which_boats
    @id_scoring_totem_incomplete_boat
    Scenario Outline: A totem in an incomplete boat scores too (<edition>, <pelikan-totem-value>)
      The boat has no stern: 3 x 10 for the cards and the totem. Where only the cards of
      complete boats score 10 the totem still scores; where an incomplete boat scores only
      its cards, it does not.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 totem i1 |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c3 scores <boat>
      And North scores <points>

      Examples:
        | edition      | pelikan-totem-value | pelikan-each-card   | pelikan-incomplete-boats | boat | points |
        | pelikan-1975 | two-fifty           | every-card          | all-but-length           | 30   | 280    |
        | pelikan-1975 | fifty               | every-card          | all-but-length           | 30   | 80     |
        | pelikan-1975 | nothing             | every-card          | all-but-length           | 30   | 30     |
        | pelikan-1975 | two-fifty           | complete-boats-only | all-but-length           | 0    | 250    |
        | pelikan-1975 | two-fifty           | every-card          | cards-only               | 30   | 30     |
        | ass-ii       | fifty               | every-card          | all-but-length           | 30   | 80     |
        | ass-ii       | two-fifty           | every-card          | all-but-length           | 30   | 280    |
        | ass-ii       | nothing             | every-card          | all-but-length           | 30   | 30     |
        | ass-ii       | fifty               | complete-boats-only | all-but-length           | 0    | 50     |
        | ass-ii       | fifty               | every-card          | cards-only               | 30   | 30     |

    @pelikan_1975 @ass_ii @topic_scoring_totem @id_scoring_totem_two
    Scenario Outline: Each of two totems scores (<edition>, <pelikan-totem-value>)
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
        | edition      | pelikan-totem-value | points |
        | pelikan-1975 | two-fifty           | 560    |
        | pelikan-1975 | fifty               | 160    |
        | pelikan-1975 | nothing             | 60     |
        | ass-ii       | fifty               | 160    |
        | ass-ii       | two-fifty           | 560    |
        | ass-ii       | nothing             | 60     |
