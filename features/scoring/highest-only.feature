Feature: Only the highest booty line counts for each card
  In Ogallala I each booty card of a complete boat scores one additional line only: 4 in
  a 3-card suite, else 3 in an adjacent pair, else 2 if its picture is in the boat more
  than once, else 1. The lines never add up for one card.

  Rule: scoring.highest-only - of the booty lines only the highest applicable counts for each card (Ogallala I)
    The editor's note "of the additional scores, only the highest applicable is taken
    into account" (ruling ass-i-highest-booty); the tally examples need it: the wood
    suite counts 3 x 4 = 12, not (1 + 3 + 4) + (1 + 3 + 4) + (1 + 4) = 21. The rows for
    other readings give what an engine reading the tally otherwise scores: every line
    added up (cumulative), the overview's "double ... quadruple" as multiples of the
    card's points, or "an additional 2 points" for every simple booty card (ruling
    ass-i-booty-bonus).

    @ass_i @topic_scoring_highest_only @topic_scoring_booty_suite @topic_scoring_repeated_booty
    @ruling_ass_i_highest_booty @id_scoring_highest_only_suite_and_repeated
    Scenario Outline: A suite and repeated furs each score their highest line only (<ass-i-highest-booty>, <ass-i-booty-bonus>, <ass-i-long-boat>, <booty-halves>)
      A complete boat of 8 cards: lumberjack and the wood pair 3 x 4 = 12 (not the pair's
      3 + 3 on top), furs twice 2 + 2 = 4 (not 1 + 2 each): 8 + 12 + 4 = 24.
      Cumulative: the halves 1 + 3 + 4 each, the lumberjack 1 + 4, the furs 1 + 2 each:
      8 + 21 + 6 = 35. Multiples of the card's 1 point: 8 + 3 x 3 + 2 x 1 = 19. Plus two:
      8 + 12 + 2 x 2 = 24. With 2 points per card from 8 cards: 16 + 12 + 4 = 32. Alike
      halves (booty-halves identical) are one picture twice, but the suite's line is
      higher: 24.
      Given the position:
        """
        North:
          | bow lumberjack wood-f wood-r furs furs i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c8 scores <points>
      And North scores <points>

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | ass-i-long-boat | booty-halves | points |
        | highest-only        | tally             | nine-plus       | front-rear   | 24     |
        | cumulative          | tally             | nine-plus       | front-rear   | 35     |
        | highest-only        | multiples         | nine-plus       | front-rear   | 19     |
        | highest-only        | plus-two          | nine-plus       | front-rear   | 24     |
        | highest-only        | tally             | eight-plus      | front-rear   | 32     |
        | highest-only        | tally             | nine-plus       | any-order    | 24     |
        | highest-only        | tally             | nine-plus       | identical    | 24     |

    @ass_i @topic_scoring_highest_only @topic_scoring_booty_pair @topic_scoring_lone_person
    @ruling_ass_i_highest_booty @ruling_suite_order @id_scoring_highest_only_pair_and_person
    Scenario Outline: A pair with its person not adjacent scores the pair line and the single line (<ass-i-highest-booty>, <ass-i-booty-bonus>, <suite-order>, <booty-halves>)
      The gold digger is separated from the gold pair by an Indian, so there is no suite:
      the halves score 3 + 3, the gold digger 1, and the complete boat of 6 cards 6: 13.
      Cumulative: (1 + 3) + (1 + 3) + 1 = 9, so 15. Multiples: 2 + 2 + 1, so 11. Plus two:
      3 + 3 + 2, so 14. Where the person may lie anywhere in the boat (suite-order
      same-boat) the suite counts: 6 + 3 x 4 = 18.
      Given the position:
        """
        North:
          | bow gold-f gold-r i1 gold-digger stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores <points>

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | suite-order | booty-halves | points |
        | highest-only        | tally             | either-end  | front-rear   | 13     |
        | cumulative          | tally             | either-end  | front-rear   | 15     |
        | highest-only        | multiples         | either-end  | front-rear   | 11     |
        | highest-only        | plus-two          | either-end  | front-rear   | 14     |
        | highest-only        | tally             | person-fore | front-rear   | 13     |
        | highest-only        | tally             | any-order   | front-rear   | 13     |
        | highest-only        | tally             | same-boat   | front-rear   | 18     |
        | highest-only        | tally             | either-end  | any-order    | 13     |
        | highest-only        | tally             | either-end  | identical    | 13     |

    @ass_i @topic_scoring_highest_only @topic_scoring_repeated_booty @ruling_ass_i_highest_booty
    @id_scoring_highest_only_not_cumulative
    Scenario Outline: Three furs score 2 each, not 1 + 2 each (<ass-i-highest-booty>, <ass-i-booty-bonus>)
      A complete boat of 5 cards with three furs: 5 + 3 x 2 = 11. Adding the single line
      as well would give 5 + 3 x 3 = 14; "double value" of a card worth 1 gives 5 + 3 = 8.
      Given the position:
        """
        North:
          | bow furs furs furs stern |
        South:
          | bow1 chief stern1 |
        """
      Then North scores <points>

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | points |
        | highest-only        | tally             | 11     |
        | cumulative          | tally             | 14     |
        | highest-only        | multiples         | 8      |
        | highest-only        | plus-two          | 11     |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_highest_only @topic_scoring_booty_suite
    @topic_scoring_booty_pair @ruling_pelikan_hunter_behind @id_scoring_highest_only_by_edition
    Scenario Outline: The same complete suite boat, scored by each edition's way of combining booty lines (<edition>)
      A complete boat of 5 cards: bow, bear hunter, both bear halves, stern. Pelikan and
      Ogallala II add every line: 5 x 10 + 50 for a boat of 5 to 7 cards + 50 for the pair
      + 150 for the hunter with his pair behind him = 300; with the hunter's 150 in place
      of the pair's 50, or 50 a card of a pair that the hunter's 150 includes: 250; with
      20 for every booty card in Ogallala II: 360. Ogallala I takes only each card's
      highest line: 5 + 3 x 4 = 17 (cumulative: 5 + 8 + 8 + 5 = 26; multiples of 1 point:
      5 + 3 x 3 = 14). Amigo counts the suite 90 instead of its cards' 10s: 5 + 90 = 95
      (or on top of them: 5 + 30 + 90 = 125).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow bear-hunter bear-f bear-r stern |
        South:
          | bow1 chief |
        """
      Then North's boat r1c1-r1c5 scores <points>

      Examples:
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | amigo-combination-scoring | points |
        | pelikan-1975 | two-pairs             | -                    | -                   | -                 | -            | -                         | 300    |
        | pelikan-1975 | hunter-replaces-pair  | -                    | -                   | -                 | -            | -                         | 250    |
        | pelikan-1975 | per-card              | -                    | -                   | -                 | -            | -                         | 250    |
        | ass-ii       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 300    |
        | ass-ii       | -                     | every-booty-card     | -                   | -                 | -            | -                         | 360    |
        | ass-ii       | -                     | suite-replaces       | -                   | -                 | -            | -                         | 250    |
        | ass-ii       | -                     | per-card             | -                   | -                 | -            | -                         | 250    |
        | ass-i        | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 17     |
        | ass-i        | -                     | -                    | cumulative          | tally             | front-rear   | -                         | 26     |
        | ass-i        | -                     | -                    | highest-only        | multiples         | front-rear   | -                         | 14     |
        | ass-i        | -                     | -                    | highest-only        | plus-two          | front-rear   | -                         | 17     |
        | ass-i        | -                     | -                    | highest-only        | tally             | any-order    | -                         | 17     |
        | ass-i        | -                     | -                    | highest-only        | tally             | identical    | -                         | 17     |
        | amigo        | -                     | -                    | -                   | -                 | -            | replace                   | 95     |
        | amigo        | -                     | -                    | -                   | -                 | -            | add                       | 125    |
