Feature: A full booty suite
  A person (soldier, bear hunter, buffalo hunter, lumberjack, gold digger, cowboy) next
  to the matched pair of his booty makes a suite: 150 on top of the pair's 50 in Pelikan
  and Ogallala II, 4 per card in Ogallala I, 90 instead of 10 + 10 + 10 in Amigo.

  Rule: scoring.booty-suite - a person with the matched pair of his booty scores as a suite
    Pelikan: the hunter's 150 when his pair lies behind him (ruling
    pelikan-hunter-behind); Ogallala II: 150 per 3-card suite on top of the pair's 50
    (ruling ass-ii-booty-scoring); Ogallala I: 4 per card instead of the pair's 3
    (ruling ass-i-highest-booty); Amigo: (10 + 10 + 10) x 3 = 90 (ruling
    amigo-combination-scoring).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_suite @ruling_suite_order
    @ruling_pelikan_hunter_behind @ruling_ass_ii_booty_scoring @ruling_ass_i_highest_booty
    @ruling_amigo_combination_scoring @id_scoring_booty_suite_by_edition
    Scenario Outline: The soldier with the cannon pair behind him in a complete boat of 6 cards (<edition>)
      Pelikan and Ogallala II: 6 x 10 + 50 (5 to 7 cards) + 50 (pair) + 150 (suite) = 310.
      Ogallala I: 6 x 1 + 3 x 4 = 18. Amigo: 6 x 1 + 90 = 96.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow soldier cannon-f cannon-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores <points>
      And North scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 310    |
        | ass-ii       | 310    |
        | ass-i        | 18     |
        | amigo        | 96     |

    @pelikan_1975 @ass_ii @topic_scoring_booty_suite @topic_scoring_booty_pair
    @ruling_pelikan_hunter_behind @ruling_pelikan_doubled_booty @ruling_ass_ii_booty_scoring
    @id_scoring_booty_suite_lines_pelikan
    Scenario: In Pelikan and Ogallala II the suite's 150 comes on top of the pair's 50
      A full suite is worth 3 x 10 + 50 + 150 = 230 on top of the other cards.
      Given the position:
        """
        North:
          | bow soldier cannon-f cannon-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 60     | r1c1-r1c6 |
        | scoring.length-bonus | 50     | r1c1-r1c6 |
        | scoring.booty-pair   | 50     | r1c1-r1c6 |
        | scoring.booty-suite  | 150    | r1c1-r1c6 |

    @amigo @topic_scoring_booty_suite @ruling_amigo_combination_scoring @id_scoring_booty_suite_lines_amigo
    Scenario: In Amigo the suite's 90 replaces the pair's 40 and the person's 10
      Given the position:
        """
        North:
          | bow soldier cannon-f cannon-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat      |
        | scoring.card-points | 6      | r1c1-r1c6 |
        | scoring.booty-suite | 90     | r1c1-r1c6 |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_suite @ruling_suite_order
    @ruling_ass_i_highest_booty @ruling_amigo_combination_scoring @id_scoring_booty_suite_two_suites
    Scenario Outline: Two full suites in one boat each score (<edition>)
      Soldier with the cannon pair and lumberjack with the wood pair in a complete boat of
      8 cards. Pelikan and Ogallala II: 80 + 100 (8 to 10 cards) + 2 x (50 + 150) = 580.
      Ogallala I: 8 + 6 x 4 = 32. Amigo: 8 x 2 + 2 x 90 = 196.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow soldier cannon-f cannon-r lumberjack wood-f wood-r stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c8 scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 580    |
        | ass-ii       | 580    |
        | ass-i        | 32     |
        | amigo        | 196    |
