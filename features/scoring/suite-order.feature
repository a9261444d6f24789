Feature: The order of the cards in a pair and a suite
  The halves match only front half left of rear half. The person must lie directly
  before the pair in Pelikan and Ogallala II (hunter, front half, rear half); in
  Ogallala I and Amigo he may lie directly at either end of the pair.

  Rule: scoring.suite-order - the person fore of the pair (Pelikan, Ogallala II) or at either end (Ogallala I, Amigo)
    Rulings suite-order and pelikan-hunter-behind; the halves' order is ruling
    booty-halves. The rows for other readings give the outcome where the person may sit
    on either side, anywhere in the boat, or the three cards in any order, or where the
    halves match either way round.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_suite_order @topic_scoring_booty_suite
    @ruling_pelikan_hunter_behind @id_scoring_suite_order_person_aft
    Scenario Outline: The soldier directly after the cannon pair (<edition>, <suite-order>)
      Pelikan and Ogallala II: the pair is not behind the soldier, so he scores nothing as
      a hunter: 6 x 10 + 50 (5 to 7 cards) + 50 (pair) = 160 (310 where the person may sit
      aft). Ogallala I ("I assume the person may sit fore or aft of the booty, Ed.") and
      Amigo ("daneben"): the suite counts, 6 + 3 x 4 = 18 and 6 + 90 = 96; with the person
      fore only, 6 + 3 + 3 + 1 = 13 and 6 + 40 + 10 = 56.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow cannon-f cannon-r soldier i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores <points>

      Examples:
        | edition      | suite-order | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | amigo-combination-scoring | points |
        | pelikan-1975 | person-fore | two-pairs             | -                    | -                   | -                 | -            | -                         | 160    |
        | pelikan-1975 | either-end  | two-pairs             | -                    | -                   | -                 | -            | -                         | 310    |
        | pelikan-1975 | any-order   | two-pairs             | -                    | -                   | -                 | -            | -                         | 310    |
        | pelikan-1975 | same-boat   | two-pairs             | -                    | -                   | -                 | -            | -                         | 310    |
        | pelikan-1975 | person-fore | hunter-replaces-pair  | -                    | -                   | -                 | -            | -                         | 160    |
        | pelikan-1975 | person-fore | per-card              | -                    | -                   | -                 | -            | -                         | 210    |
        | ass-ii       | person-fore | -                     | simple-only-additive | -                   | -                 | -            | -                         | 160    |
        | ass-ii       | either-end  | -                     | simple-only-additive | -                   | -                 | -            | -                         | 310    |
        | ass-ii       | any-order   | -                     | simple-only-additive | -                   | -                 | -            | -                         | 310    |
        | ass-ii       | same-boat   | -                     | simple-only-additive | -                   | -                 | -            | -                         | 310    |
        | ass-ii       | person-fore | -                     | every-booty-card     | -                   | -                 | -            | -                         | 220    |
        | ass-ii       | person-fore | -                     | suite-replaces       | -                   | -                 | -            | -                         | 160    |
        | ass-ii       | person-fore | -                     | per-card             | -                   | -                 | -            | -                         | 210    |
        | ass-i        | either-end  | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i        | person-fore | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 13     |
        | ass-i        | any-order   | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i        | same-boat   | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i        | either-end  | -                     | -                    | cumulative          | tally             | front-rear   | -                         | 27     |
        | ass-i        | either-end  | -                     | -                    | highest-only        | multiples         | front-rear   | -                         | 15     |
        | ass-i        | either-end  | -                     | -                    | highest-only        | plus-two          | front-rear   | -                         | 18     |
        | ass-i        | either-end  | -                     | -                    | highest-only        | tally             | any-order    | -                         | 18     |
        | ass-i        | either-end  | -                     | -                    | highest-only        | tally             | identical    | -                         | 18     |
        | amigo        | either-end  | -                     | -                    | -                   | -                 | -            | replace                   | 96     |
        | amigo        | person-fore | -                     | -                    | -                   | -                 | -            | replace                   | 56     |
        | amigo        | any-order   | -                     | -                    | -                   | -                 | -            | replace                   | 96     |
        | amigo        | same-boat   | -                     | -                    | -                   | -                 | -            | replace                   | 96     |
        | amigo        | either-end  | -                     | -                    | -                   | -                 | -            | add                       | 126    |

    @pelikan_1975 @ass_ii @topic_scoring_suite_order @topic_scoring_lone_person
    @ruling_pelikan_hunter_behind @id_scoring_suite_order_person_aft_lines
    Scenario Outline: In Pelikan and Ogallala II a hunter after his pair earns only the pair's 50 (<edition>, <suite-order>)
      Where the person may sit aft as well (suite-order either-end, any-order, same-boat)
      the suite's 150 comes on top: 310.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow cannon-f cannon-r soldier i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                 | points | boat      |
        | scoring.card-points  | 60     | r1c1-r1c6 |
        | scoring.length-bonus | 50     | r1c1-r1c6 |
        | scoring.booty-pair   | <pair> | r1c1-r1c6 |
      And North scores <total>

      Examples:
        | edition      | suite-order | pelikan-doubled-booty | ass-ii-booty-scoring | pair | total |
        | pelikan-1975 | person-fore | two-pairs             | -                    | 50   | 160   |
        | pelikan-1975 | either-end  | two-pairs             | -                    | 50   | 310   |
        | pelikan-1975 | any-order   | two-pairs             | -                    | 50   | 310   |
        | pelikan-1975 | same-boat   | two-pairs             | -                    | 50   | 310   |
        | pelikan-1975 | person-fore | hunter-replaces-pair  | -                    | 50   | 160   |
        | pelikan-1975 | person-fore | per-card              | -                    | 100  | 210   |
        | ass-ii       | person-fore | -                     | simple-only-additive | 50   | 160   |
        | ass-ii       | either-end  | -                     | simple-only-additive | 50   | 310   |
        | ass-ii       | any-order   | -                     | simple-only-additive | 50   | 310   |
        | ass-ii       | same-boat   | -                     | simple-only-additive | 50   | 310   |
        | ass-ii       | person-fore | -                     | every-booty-card     | 50   | 220   |
        | ass-ii       | person-fore | -                     | suite-replaces       | 50   | 160   |
        | ass-ii       | person-fore | -                     | per-card             | 100  | 210   |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_suite_order @topic_scoring_lone_person
    @id_scoring_suite_order_person_apart
    Scenario Outline: The soldier one space away from the cannon pair (<edition>, <suite-order>)
      An Indian lies between the soldier and the pair, so there is no suite where the
      person must touch the pair. Pelikan and Ogallala II: 60 + 50 (5 to 7 cards) + 50
      (pair) = 160; with the pair anywhere behind the hunter (pelikan-hunter-behind
      anywhere-behind) or the person anywhere in the boat (suite-order same-boat), 310.
      Ogallala I: 6 + 3 + 3 (pair) + 1 (single soldier) = 13, or 18 with the suite.
      Amigo: 6 + 40 + 10 = 56, or 96 with the suite.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow soldier i1 cannon-f cannon-r stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores <points>

      Examples:
        | edition      | suite-order | pelikan-hunter-behind | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | amigo-combination-scoring | points |
        | pelikan-1975 | person-fore | directly-behind       | two-pairs             | -                    | -                   | -                 | -            | -                         | 160    |
        | pelikan-1975 | either-end  | directly-behind       | two-pairs             | -                    | -                   | -                 | -            | -                         | 160    |
        | pelikan-1975 | any-order   | directly-behind       | two-pairs             | -                    | -                   | -                 | -            | -                         | 160    |
        | pelikan-1975 | same-boat   | directly-behind       | two-pairs             | -                    | -                   | -                 | -            | -                         | 310    |
        | pelikan-1975 | person-fore | anywhere-behind       | two-pairs             | -                    | -                   | -                 | -            | -                         | 310    |
        | pelikan-1975 | person-fore | directly-behind       | hunter-replaces-pair  | -                    | -                   | -                 | -            | -                         | 160    |
        | pelikan-1975 | person-fore | directly-behind       | per-card              | -                    | -                   | -                 | -            | -                         | 210    |
        | ass-ii       | person-fore | directly-behind       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 160    |
        | ass-ii       | either-end  | directly-behind       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 160    |
        | ass-ii       | any-order   | directly-behind       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 160    |
        | ass-ii       | same-boat   | directly-behind       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 310    |
        | ass-ii       | person-fore | anywhere-behind       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 310    |
        | ass-ii       | person-fore | directly-behind       | -                     | every-booty-card     | -                   | -                 | -            | -                         | 220    |
        | ass-ii       | person-fore | directly-behind       | -                     | suite-replaces       | -                   | -                 | -            | -                         | 160    |
        | ass-ii       | person-fore | directly-behind       | -                     | per-card             | -                   | -                 | -            | -                         | 210    |
        | ass-i        | either-end  | -                     | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 13     |
        | ass-i        | person-fore | -                     | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 13     |
        | ass-i        | any-order   | -                     | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 13     |
        | ass-i        | same-boat   | -                     | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i        | either-end  | -                     | -                     | -                    | cumulative          | tally             | front-rear   | -                         | 15     |
        | ass-i        | either-end  | -                     | -                     | -                    | highest-only        | multiples         | front-rear   | -                         | 11     |
        | ass-i        | either-end  | -                     | -                     | -                    | highest-only        | plus-two          | front-rear   | -                         | 14     |
        | ass-i        | either-end  | -                     | -                     | -                    | highest-only        | tally             | any-order    | -                         | 13     |
        | ass-i        | either-end  | -                     | -                     | -                    | highest-only        | tally             | identical    | -                         | 13     |
        | amigo        | either-end  | -                     | -                     | -                    | -                   | -                 | -            | replace                   | 56     |
        | amigo        | person-fore | -                     | -                     | -                    | -                   | -                 | -            | replace                   | 56     |
        | amigo        | any-order   | -                     | -                     | -                    | -                   | -                 | -            | replace                   | 56     |
        | amigo        | same-boat   | -                     | -                     | -                    | -                   | -                 | -            | replace                   | 96     |
        | amigo        | either-end  | -                     | -                     | -                    | -                   | -                 | -            | add                       | 76     |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_suite_order @topic_scoring_lone_half
    @id_scoring_suite_order_halves_reversed
    Scenario Outline: The soldier before the cannon halves laid rear half first (<edition>, <booty-halves>, <suite-order>)
      The rear half left of the front half is no pair, so there is no suite either.
      Pelikan and Ogallala II: only the cards and the bonus, 60 + 50 = 110.
      Ogallala I: three single booty cards, 6 + 3 x 1 = 9. Amigo: 6 + 3 x 10 = 36.
      Where the halves match either way round they are a pair with the soldier fore:
      310, 18, 96. Where the three cards need only lie side by side in any order
      (suite-order any-order) they are a suite without a pair: 60 + 50 + 150 = 260, 18, 96.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow soldier cannon-r cannon-f i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores <points>

      Examples:
        | edition      | booty-halves | suite-order | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | amigo-combination-scoring | points |
        | pelikan-1975 | front-rear   | person-fore | two-pairs             | -                    | -                   | -                 | -                         | 110    |
        | pelikan-1975 | any-order    | person-fore | two-pairs             | -                    | -                   | -                 | -                         | 310    |
        | pelikan-1975 | identical    | person-fore | two-pairs             | -                    | -                   | -                 | -                         | 310    |
        | pelikan-1975 | front-rear   | either-end  | two-pairs             | -                    | -                   | -                 | -                         | 110    |
        | pelikan-1975 | front-rear   | any-order   | two-pairs             | -                    | -                   | -                 | -                         | 260    |
        | pelikan-1975 | front-rear   | same-boat   | two-pairs             | -                    | -                   | -                 | -                         | 110    |
        | pelikan-1975 | front-rear   | person-fore | hunter-replaces-pair  | -                    | -                   | -                 | -                         | 110    |
        | pelikan-1975 | front-rear   | person-fore | per-card              | -                    | -                   | -                 | -                         | 110    |
        | ass-ii       | front-rear   | person-fore | -                     | simple-only-additive | -                   | -                 | -                         | 110    |
        | ass-ii       | any-order    | person-fore | -                     | simple-only-additive | -                   | -                 | -                         | 310    |
        | ass-ii       | identical    | person-fore | -                     | simple-only-additive | -                   | -                 | -                         | 310    |
        | ass-ii       | front-rear   | either-end  | -                     | simple-only-additive | -                   | -                 | -                         | 110    |
        | ass-ii       | front-rear   | any-order   | -                     | simple-only-additive | -                   | -                 | -                         | 260    |
        | ass-ii       | front-rear   | same-boat   | -                     | simple-only-additive | -                   | -                 | -                         | 110    |
        | ass-ii       | front-rear   | person-fore | -                     | every-booty-card     | -                   | -                 | -                         | 170    |
        | ass-ii       | front-rear   | person-fore | -                     | suite-replaces       | -                   | -                 | -                         | 110    |
        | ass-ii       | front-rear   | person-fore | -                     | per-card             | -                   | -                 | -                         | 110    |
        | ass-i        | front-rear   | either-end  | -                     | -                    | highest-only        | tally             | -                         | 9      |
        | ass-i        | any-order    | either-end  | -                     | -                    | highest-only        | tally             | -                         | 18     |
        | ass-i        | identical    | either-end  | -                     | -                    | highest-only        | tally             | -                         | 18     |
        | ass-i        | front-rear   | person-fore | -                     | -                    | highest-only        | tally             | -                         | 9      |
        | ass-i        | front-rear   | any-order   | -                     | -                    | highest-only        | tally             | -                         | 18     |
        | ass-i        | front-rear   | same-boat   | -                     | -                    | highest-only        | tally             | -                         | 9      |
        | ass-i        | front-rear   | either-end  | -                     | -                    | cumulative          | tally             | -                         | 9      |
        | ass-i        | front-rear   | either-end  | -                     | -                    | highest-only        | multiples         | -                         | 9      |
        | ass-i        | front-rear   | either-end  | -                     | -                    | highest-only        | plus-two          | -                         | 12     |
        | amigo        | front-rear   | either-end  | -                     | -                    | -                   | -                 | replace                   | 36     |
        | amigo        | any-order    | either-end  | -                     | -                    | -                   | -                 | replace                   | 96     |
        | amigo        | identical    | either-end  | -                     | -                    | -                   | -                 | replace                   | 96     |
        | amigo        | front-rear   | person-fore | -                     | -                    | -                   | -                 | replace                   | 36     |
        | amigo        | front-rear   | any-order   | -                     | -                    | -                   | -                 | replace                   | 96     |
        | amigo        | front-rear   | same-boat   | -                     | -                    | -                   | -                 | replace                   | 36     |
        | amigo        | front-rear   | either-end  | -                     | -                    | -                   | -                 | add                       | 36     |

    @ass_i @amigo @topic_scoring_suite_order @id_scoring_suite_order_either_end_at_stern
    Scenario Outline: The person may close the suite at the stern end of the boat (<edition>, <suite-order>)
      Gold digger directly after the gold pair, right before the stern, in a complete boat
      of 6 cards: Ogallala I 6 + 3 x 4 = 18, Amigo 6 + 90 = 96; with the person fore only,
      6 + 3 + 3 + 1 = 13 and 6 + 40 + 10 = 56.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 gold-f gold-r gold-digger stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores <points>

      Examples:
        | edition | suite-order | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | amigo-combination-scoring | points |
        | ass-i   | either-end  | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i   | person-fore | highest-only        | tally             | front-rear   | -                         | 13     |
        | ass-i   | any-order   | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i   | same-boat   | highest-only        | tally             | front-rear   | -                         | 18     |
        | ass-i   | either-end  | cumulative          | tally             | front-rear   | -                         | 27     |
        | ass-i   | either-end  | highest-only        | multiples         | front-rear   | -                         | 15     |
        | ass-i   | either-end  | highest-only        | plus-two          | front-rear   | -                         | 18     |
        | ass-i   | either-end  | highest-only        | tally             | any-order    | -                         | 18     |
        | ass-i   | either-end  | highest-only        | tally             | identical    | -                         | 18     |
        | amigo   | either-end  | -                   | -                 | -            | replace                   | 96     |
        | amigo   | person-fore | -                   | -                 | -            | replace                   | 56     |
        | amigo   | any-order   | -                   | -                 | -            | replace                   | 96     |
        | amigo   | same-boat   | -                   | -                 | -            | replace                   | 96     |
        | amigo   | either-end  | -                   | -                 | -            | add                       | 126    |
