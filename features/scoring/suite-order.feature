Feature: The order of the cards in a pair and a suite
  The halves match only front half left of rear half. The person must lie directly
  before the pair in Pelikan and Ogallala II (hunter, front half, rear half); in
  Ogallala I and Amigo he may lie directly at either end of the pair.

  Rule: scoring.suite-order - the person fore of the pair (Pelikan, Ogallala II) or at either end (Ogallala I, Amigo)
    Rulings suite-order and pelikan-hunter-behind; the halves' order is ruling booty-halves.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_suite_order @topic_scoring_booty_suite
    @ruling_suite_order @ruling_pelikan_hunter_behind @ruling_amigo_combination_scoring
    @id_scoring_suite_order_person_aft
    Scenario Outline: The soldier directly after the cannon pair (<edition>)
      Pelikan and Ogallala II: the pair is not behind the soldier, so he scores nothing as
      a hunter: 6 x 10 + 50 (5 to 7 cards) + 50 (pair) = 160. Ogallala I ("I assume the
      person may sit fore or aft of the booty, Ed.") and Amigo ("daneben"): the suite
      counts, 6 + 3 x 4 = 18 and 6 + 90 = 96.
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
        | edition      | points |
        | pelikan-1975 | 160    |
        | ass-ii       | 160    |
        | ass-i        | 18     |
        | amigo        | 96     |

    @pelikan_1975 @ass_ii @topic_scoring_suite_order @topic_scoring_lone_person
    @ruling_pelikan_hunter_behind @ruling_suite_order @id_scoring_suite_order_person_aft_lines
    Scenario: In Pelikan and Ogallala II a hunter after his pair earns only the pair's 50
      Given the position:
        """
        North:
          | bow cannon-f cannon-r soldier i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 60     | r1c1-r1c6 |
        | scoring.length-bonus | 50     | r1c1-r1c6 |
        | scoring.booty-pair   | 50     | r1c1-r1c6 |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_suite_order @topic_scoring_lone_person
    @ruling_suite_order @ruling_ass_i_highest_booty @ruling_amigo_combination_scoring
    @id_scoring_suite_order_person_apart
    Scenario Outline: The soldier one space away from the cannon pair (<edition>)
      An Indian lies between the soldier and the pair, so there is no suite anywhere.
      Pelikan and Ogallala II: 60 + 50 (5 to 7 cards) + 50 (pair) = 160.
      Ogallala I: 6 + 3 + 3 (pair) + 1 (single soldier) = 13. Amigo: 6 + 40 + 10 = 56.
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
        | edition      | points |
        | pelikan-1975 | 160    |
        | ass-ii       | 160    |
        | ass-i        | 13     |
        | amigo        | 56     |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_suite_order @topic_scoring_lone_half
    @ruling_booty_halves @ruling_suite_order @ruling_ass_ii_booty_scoring @id_scoring_suite_order_halves_reversed
    Scenario Outline: The soldier before the cannon halves laid rear half first (<edition>)
      The rear half left of the front half is no pair, so there is no suite either.
      Pelikan and Ogallala II: only the cards and the bonus, 60 + 50 = 110.
      Ogallala I: three single booty cards, 6 + 3 x 1 = 9. Amigo: 6 + 3 x 10 = 36.
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
        | edition      | points |
        | pelikan-1975 | 110    |
        | ass-ii       | 110    |
        | ass-i        | 9      |
        | amigo        | 36     |

    @ass_i @amigo @topic_scoring_suite_order @ruling_suite_order @ruling_amigo_combination_scoring
    @id_scoring_suite_order_either_end_at_stern
    Scenario Outline: The person may close the suite at the stern end of the boat (<edition>)
      Gold digger directly after the gold pair, right before the stern, in a complete boat
      of 6 cards: Ogallala I 6 + 3 x 4 = 18, Amigo 6 + 90 = 96.
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
        | edition | points |
        | ass-i   | 18     |
        | amigo   | 96     |
