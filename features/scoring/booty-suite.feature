Feature: A full booty suite
  A person (soldier, bear hunter, buffalo hunter, lumberjack, gold digger, cowboy) next
  to the matched pair of his booty makes a suite: 150 on top of the pair's 50 in Pelikan
  and Ogallala II, 4 per card in Ogallala I, 90 instead of 10 + 10 + 10 in Amigo.

  Rule: scoring.booty-suite - a person with the matched pair of his booty scores as a suite
    Pelikan: the hunter's 150 when his pair lies behind him (ruling
    pelikan-hunter-behind), on top of the pair's 50 (ruling pelikan-doubled-booty);
    Ogallala II: 150 per 3-card suite on top of the pair's 50 (ruling
    ass-ii-booty-scoring); Ogallala I: 4 per card instead of the pair's 3 (rulings
    ass-i-highest-booty, ass-i-booty-bonus); Amigo: (10 + 10 + 10) x 3 = 90 (ruling
    amigo-combination-scoring). The rows for other readings give what an engine reading
    these otherwise scores.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_suite @ruling_suite_order
    @ruling_pelikan_hunter_behind @id_scoring_booty_suite_by_edition
    Scenario Outline: The soldier with the cannon pair behind him in a complete boat of 6 cards (<edition>)
      Pelikan and Ogallala II: 6 x 10 + 50 (5 to 7 cards) + 50 (pair) + 150 (suite) = 310;
      with the 150 in place of the pair's 50 (or the pair at 50 a card, included in the
      150): 260; with 20 for every booty card in Ogallala II: 370. Ogallala I:
      6 x 1 + 3 x 4 = 18 (cumulative 6 + 8 + 8 + 5 = 27; "quadruple" a card worth 1,
      6 + 3 x 3 = 15). Amigo: 6 x 1 + 90 = 96 (or 6 + 30 + 90 = 126 with the 90 on top).
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
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | amigo-combination-scoring | points |
        | pelikan-1975 | two-pairs             | -                    | -                   | -                 | -            | -                         | 310    |
        | pelikan-1975 | hunter-replaces-pair  | -                    | -                   | -                 | -            | -                         | 260    |
        | pelikan-1975 | per-card              | -                    | -                   | -                 | -            | -                         | 260    |
        | ass-ii       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 310    |
        | ass-ii       | -                     | every-booty-card     | -                   | -                 | -            | -                         | 370    |
        | ass-ii       | -                     | suite-replaces       | -                   | -                 | -            | -                         | 260    |
        | ass-ii       | -                     | per-card             | -                   | -                 | -            | -                         | 260    |
        | ass-i        | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i        | -                     | -                    | cumulative          | tally             | front-rear   | -                         | 27     |
        | ass-i        | -                     | -                    | highest-only        | multiples         | front-rear   | -                         | 15     |
        | ass-i        | -                     | -                    | highest-only        | plus-two          | front-rear   | -                         | 18     |
        | ass-i        | -                     | -                    | highest-only        | tally             | any-order    | -                         | 18     |
        | ass-i        | -                     | -                    | highest-only        | tally             | identical    | -                         | 18     |
        | amigo        | -                     | -                    | -                   | -                 | -            | replace                   | 96     |
        | amigo        | -                     | -                    | -                   | -                 | -            | add                       | 126    |

    @pelikan_1975 @ass_ii @topic_scoring_booty_suite @topic_scoring_booty_pair
    @ruling_pelikan_hunter_behind @id_scoring_booty_suite_lines_pelikan
    Scenario Outline: In Pelikan and Ogallala II the suite's 150 comes on top of the pair's 50 (<edition>)
      A full suite is worth 3 x 10 + 50 + 150 = 230 on top of the other cards: the boat
      scores 310. With the 150 in place of the pair's 50 it scores 260.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow soldier cannon-f cannon-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                 | points | boat      |
        | scoring.card-points  | 60     | r1c1-r1c6 |
        | scoring.length-bonus | 50     | r1c1-r1c6 |
        | scoring.booty-suite  | 150    | r1c1-r1c6 |
      And North scores <total>

      Examples:
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | total |
        | pelikan-1975 | two-pairs             | -                    | 310   |
        | pelikan-1975 | hunter-replaces-pair  | -                    | 260   |
        | pelikan-1975 | per-card              | -                    | 260   |
        | ass-ii       | -                     | simple-only-additive | 310   |
        | ass-ii       | -                     | every-booty-card     | 370   |
        | ass-ii       | -                     | suite-replaces       | 260   |
        | ass-ii       | -                     | per-card             | 260   |

    @amigo @topic_scoring_booty_suite @id_scoring_booty_suite_lines_amigo
    Scenario Outline: In Amigo the suite's 90 replaces the pair's 40 and the person's 10 (<amigo-combination-scoring>)
      Read as a bonus on top of the cards' 10s, the boat scores 6 + 30 + 90 = 126.
      Given the position:
        """
        North:
          | bow soldier cannon-f cannon-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                | points | boat      |
        | scoring.card-points | 6      | r1c1-r1c6 |
        | scoring.booty-suite | 90     | r1c1-r1c6 |
      And North scores <total>

      Examples:
        | amigo-combination-scoring | total |
        | replace                   | 96    |
        | add                       | 126   |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_suite @ruling_suite_order
    @id_scoring_booty_suite_two_suites
    Scenario Outline: Two full suites in one boat each score (<edition>)
      Soldier with the cannon pair and lumberjack with the wood pair in a complete boat of
      8 cards. Pelikan and Ogallala II: 80 + 100 (8 to 10 cards) + 2 x (50 + 150) = 580
      (480 with each 150 in place of its pair's 50; 700 with 20 for every booty card).
      Ogallala I: 8 + 6 x 4 = 32 (cumulative 8 + 2 x 21 = 50; "quadruple" a card worth 1,
      8 + 6 x 3 = 26; 2 points per card from 8 cards, 16 + 24 = 40). Amigo:
      8 x 2 + 2 x 90 = 196 (256 with the 90s on top of the cards' 10s).
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
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | ass-i-long-boat | booty-halves | amigo-combination-scoring | points |
        | pelikan-1975 | two-pairs             | -                    | -                   | -                 | -               | -            | -                         | 580    |
        | pelikan-1975 | hunter-replaces-pair  | -                    | -                   | -                 | -               | -            | -                         | 480    |
        | pelikan-1975 | per-card              | -                    | -                   | -                 | -               | -            | -                         | 480    |
        | ass-ii       | -                     | simple-only-additive | -                   | -                 | -               | -            | -                         | 580    |
        | ass-ii       | -                     | every-booty-card     | -                   | -                 | -               | -            | -                         | 700    |
        | ass-ii       | -                     | suite-replaces       | -                   | -                 | -               | -            | -                         | 480    |
        | ass-ii       | -                     | per-card             | -                   | -                 | -               | -            | -                         | 480    |
        | ass-i        | -                     | -                    | highest-only        | tally             | nine-plus       | front-rear   | -                         | 32     |
        | ass-i        | -                     | -                    | cumulative          | tally             | nine-plus       | front-rear   | -                         | 50     |
        | ass-i        | -                     | -                    | highest-only        | multiples         | nine-plus       | front-rear   | -                         | 26     |
        | ass-i        | -                     | -                    | highest-only        | plus-two          | nine-plus       | front-rear   | -                         | 32     |
        | ass-i        | -                     | -                    | highest-only        | tally             | eight-plus      | front-rear   | -                         | 40     |
        | ass-i        | -                     | -                    | highest-only        | tally             | nine-plus       | any-order    | -                         | 32     |
        | ass-i        | -                     | -                    | highest-only        | tally             | nine-plus       | identical    | -                         | 32     |
        | amigo        | -                     | -                    | -                   | -                 | -               | -            | replace                   | 196    |
        | amigo        | -                     | -                    | -                   | -                 | -               | -            | add                       | 256    |
