Feature: A booty half without its partner
  A half that does not lie in a matched pair scores nothing as booty in Pelikan and
  Ogallala II, 1 additional point in Ogallala I and 10 in Amigo.

  Rule: scoring.lone-half - a half outside a matched pair: nothing (Pelikan, Ogallala II), +1 (Ogallala I), +10 (Amigo)
    000's worked example: "La carte-bois ne compte pas comme carte-butin, parce que la
    deuxième carte pertinente manque." Ogallala II's 20 per booty card is for simple
    booty cards only (ruling ass-ii-booty-scoring); read literally, a half earns 20 too.
    Ogallala I's +1 would be +2 read as "an additional 2 points" (ruling
    ass-i-booty-bonus).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_lone_half @ruling_amigo_combination_scoring
    @id_scoring_lone_half_by_edition
    Scenario Outline: A lone wood half in a complete boat of 4 cards (<edition>)
      Pelikan and Ogallala II: 4 x 10 = 40 and nothing for the wood card (60 if every
      booty card scores 20). Ogallala I: 4 + 1 = 5 (or 4 + 2 = 6). Amigo: 4 + 10 = 14.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow wood-f i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c4 scores <points>
      And North scores <points>

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

    @pelikan_1975 @ass_ii @topic_scoring_lone_half @id_scoring_lone_half_lines_pelikan
    Scenario Outline: In Pelikan and Ogallala II a lone half adds no score line (<edition>)
      The boat scores its 4 cards only, unless Ogallala II's "Each Booty Card: 20" is read
      as every booty card (ruling ass-ii-booty-scoring, every-booty-card).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow wood-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                | points | boat      |
        | scoring.card-points | 40     | r1c1-r1c4 |
      And North scores <points>

      Examples:
        | edition      | ass-ii-booty-scoring | points |
        | pelikan-1975 | -                    | 40     |
        | ass-ii       | simple-only-additive | 40     |
        | ass-ii       | every-booty-card     | 60     |
        | ass-ii       | suite-replaces       | 40     |
        | ass-ii       | per-card             | 40     |

    @ass_i @amigo @topic_scoring_lone_half @ruling_amigo_combination_scoring @ruling_ass_i_highest_booty
    @id_scoring_lone_half_lines_single
    Scenario Outline: In Ogallala I and Amigo a lone half scores as a single booty card (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow wood-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat      |
        | scoring.card-points | 4      | r1c1-r1c4 |
        | scoring.lone-half   | <half> | r1c1-r1c4 |

      Examples:
        | edition | ass-i-booty-bonus | half |
        | ass-i   | tally             | 1    |
        | ass-i   | multiples         | 1    |
        | ass-i   | plus-two          | 2    |
        | amigo   | -                 | 10   |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_lone_half @topic_scoring_booty_pair
    @ruling_booty_halves @ruling_amigo_combination_scoring @id_scoring_lone_half_pair_split_over_boats
    Scenario Outline: The two gold halves in different boats are two lone halves (<edition>)
      Each row is a complete boat of 4 cards with one gold half.
      Pelikan and Ogallala II: 2 x 40 = 80 (120 if every booty card scores 20).
      Ogallala I: 2 x (4 + 1) = 10 (or 12). Amigo: 2 x (4 + 10) = 28.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow gold-f i1 stern |
          | bow gold-r i2 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North scores <points>

      Examples:
        | edition      | ass-ii-booty-scoring | ass-i-booty-bonus | points |
        | pelikan-1975 | -                    | -                 | 80     |
        | ass-ii       | simple-only-additive | -                 | 80     |
        | ass-ii       | every-booty-card     | -                 | 120    |
        | ass-ii       | suite-replaces       | -                 | 80     |
        | ass-ii       | per-card             | -                 | 80     |
        | ass-i        | -                    | tally             | 10     |
        | ass-i        | -                    | multiples         | 10     |
        | ass-i        | -                    | plus-two          | 12     |
        | amigo        | -                    | -                 | 28     |
