Feature: A person without a full suite
  A person who does not complete a suite scores nothing as booty in Pelikan and
  Ogallala II, 1 additional point in Ogallala I and 10 in Amigo.

  Rule: scoring.lone-person - a person outside a suite: nothing (Pelikan, Ogallala II), +1 (Ogallala I), +10 (Amigo)
    000's worked example: the cowboy does not count as a hunter because his horse cards
    are not placed behind him (ruling pelikan-hunter-behind). Read literally, Ogallala
    II's "Each Booty Card: 20" pays a person 20 too (ruling ass-ii-booty-scoring);
    Ogallala I's +1 would be +2 read as "an additional 2 points" (ruling
    ass-i-booty-bonus).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_lone_person @ruling_pelikan_hunter_behind
    @ruling_amigo_combination_scoring @id_scoring_lone_person_by_edition
    Scenario Outline: A cowboy without his horses in a complete boat of 4 cards (<edition>)
      Pelikan and Ogallala II: 4 x 10 = 40 and nothing for the cowboy (60 if every booty
      card scores 20). Ogallala I: 4 + 1 = 5 (or 4 + 2 = 6). Amigo: 4 + 10 = 14.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow cowboy i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c4 scores <points>

      Examples:
        | edition      | ass-ii-booty-scoring | ass-i-booty-bonus | points |
        | pelikan-1975 | -                    | -                 | 40     |
        | ass-ii       | simple-only-additive | -                 | 40     |
        | ass-ii       | every-booty-card     | -                 | 60     |
        | ass-ii       | suite-replaces       | -                 | 40     |
        | ass-ii       | per-card             | -                 | 40     |
        | ass-i        | -                    | tally             | 5      |
        | ass-i        | -                    | multiples         | 5      |
        | ass-i        | -                    | plus-two          | 6      |
        | amigo        | -                    | -                 | 14     |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_lone_person @topic_scoring_lone_half
    @ruling_pelikan_hunter_behind @ruling_amigo_combination_scoring @id_scoring_lone_person_with_half
    Scenario Outline: A person next to one half of his booty, <layout> (<edition>)
      A complete boat of 5 cards. Pelikan and Ogallala II: no pair, so no hunter either,
      5 x 10 + 50 (5 to 7 cards) = 100 (140 if every booty card scores 20). Ogallala I:
      "Buffalo rear end + buffalo hunter, adjacent: 1 + 1 = 2", so 5 + 2 = 7 (or
      5 + 2 + 2 = 9). Amigo: "Ein halbes Beutestück und die passende Person in einem Boot
      zählen nur normal 10 + 10 = 20", so 5 + 20 = 25.
      Given the edition <edition>
      And the position:
        """
        North:
          | <boat> |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c5 scores <points>

      Examples:
        | edition      | ass-ii-booty-scoring | ass-i-booty-bonus | layout                 | boat                                  | points |
        | pelikan-1975 | -                    | -                 | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 100    |
        | ass-ii       | simple-only-additive | -                 | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 100    |
        | ass-ii       | every-booty-card     | -                 | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 140    |
        | ass-ii       | suite-replaces       | -                 | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 100    |
        | ass-ii       | per-card             | -                 | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 100    |
        | ass-i        | -                    | tally             | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 7      |
        | ass-i        | -                    | multiples         | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 7      |
        | ass-i        | -                    | plus-two          | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 9      |
        | amigo        | -                    | -                 | rear half then hunter  | bow buffalo-r buffalo-hunter i1 stern | 25     |
        | pelikan-1975 | -                    | -                 | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 100    |
        | ass-ii       | simple-only-additive | -                 | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 100    |
        | ass-ii       | every-booty-card     | -                 | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 140    |
        | ass-ii       | suite-replaces       | -                 | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 100    |
        | ass-ii       | per-card             | -                 | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 100    |
        | ass-i        | -                    | tally             | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 7      |
        | ass-i        | -                    | multiples         | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 7      |
        | ass-i        | -                    | plus-two          | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 9      |
        | amigo        | -                    | -                 | hunter then front half | bow buffalo-hunter buffalo-f i1 stern | 25     |

    @ass_i @amigo @topic_scoring_lone_person @topic_scoring_lone_half @ruling_amigo_combination_scoring
    @ruling_ass_i_highest_booty @id_scoring_lone_person_lines_single
    Scenario Outline: A person and a half of his booty score as two single booty cards (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow buffalo-r buffalo-hunter i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points   | boat      |
        | scoring.card-points | 5        | r1c1-r1c5 |
        | scoring.lone-half   | <single> | r1c1-r1c5 |
        | scoring.lone-person | <single> | r1c1-r1c5 |

      Examples:
        | edition | ass-i-booty-bonus | single |
        | ass-i   | tally             | 1      |
        | ass-i   | multiples         | 1      |
        | ass-i   | plus-two          | 2      |
        | amigo   | -                 | 10     |

    @pelikan_1975 @ass_ii @topic_scoring_lone_person @ruling_pelikan_hunter_behind @ruling_suite_order
    @id_scoring_lone_person_pair_elsewhere
    Scenario Outline: A hunter whose pair lies in another boat scores nothing as a hunter (<edition>)
      The bear pair lies in row 2 and scores its 50; the bear hunter in row 1 earns no 150.
      Row 1: 4 x 10 = 40. Row 2: 4 x 10 + 50 = 90. At 50 a card of the pair row 2 scores
      140; with 20 for every booty card the three suite cards add 60.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow bear-hunter i1 stern |
          | bow bear-f bear-r stern  |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                | points | boat      |
        | scoring.card-points | 40     | r1c1-r1c4 |
        | scoring.card-points | 40     | r2c1-r2c4 |
        | scoring.booty-pair  | <pair> | r2c1-r2c4 |
      And North scores <total>

      Examples:
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | pair | total |
        | pelikan-1975 | two-pairs             | -                    | 50   | 130   |
        | pelikan-1975 | hunter-replaces-pair  | -                    | 50   | 130   |
        | pelikan-1975 | per-card              | -                    | 100  | 180   |
        | ass-ii       | -                     | simple-only-additive | 50   | 130   |
        | ass-ii       | -                     | every-booty-card     | 50   | 190   |
        | ass-ii       | -                     | suite-replaces       | 50   | 130   |
        | ass-ii       | -                     | per-card             | 100  | 180   |
