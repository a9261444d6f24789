Feature: A booty half without its partner
  A half that does not lie in a matched pair scores nothing as booty in Pelikan and
  Ogallala II, 1 additional point in Ogallala I and 10 in Amigo.

  Rule: scoring.lone-half - a half outside a matched pair: nothing (Pelikan, Ogallala II), +1 (Ogallala I), +10 (Amigo)
    000's worked example: "La carte-bois ne compte pas comme carte-butin, parce que la
    deuxième carte pertinente manque." Ogallala II's 20 per booty card is for simple
    booty cards only (ruling ass-ii-booty-scoring).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_lone_half @ruling_ass_ii_booty_scoring
    @ruling_amigo_combination_scoring @id_scoring_lone_half_by_edition
    Scenario Outline: A lone wood half in a complete boat of 4 cards (<edition>)
      Pelikan and Ogallala II: 4 x 10 = 40 and nothing for the wood card.
      Ogallala I: 4 + 1 = 5. Amigo: 4 + 10 = 14.
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
        | edition      | points |
        | pelikan-1975 | 40     |
        | ass-ii       | 40     |
        | ass-i        | 5      |
        | amigo        | 14     |

    @pelikan_1975 @ass_ii @topic_scoring_lone_half @ruling_ass_ii_booty_scoring @id_scoring_lone_half_lines_pelikan
    Scenario: In Pelikan and Ogallala II a lone half adds no score line
      Given the position:
        """
        North:
          | bow wood-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat      |
        | scoring.card-points | 40     | r1c1-r1c4 |

    @ass_i @amigo @topic_scoring_lone_half @ruling_amigo_combination_scoring @id_scoring_lone_half_lines_single
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
        | edition | half |
        | ass-i   | 1    |
        | amigo   | 10   |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_lone_half @topic_scoring_booty_pair
    @ruling_booty_halves @ruling_amigo_combination_scoring @id_scoring_lone_half_pair_split_over_boats
    Scenario Outline: The two gold halves in different boats are two lone halves (<edition>)
      Each row is a complete boat of 4 cards with one gold half.
      Pelikan and Ogallala II: 2 x 40 = 80. Ogallala I: 2 x (4 + 1) = 10.
      Amigo: 2 x (4 + 10) = 28.
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
        | edition      | points |
        | pelikan-1975 | 80     |
        | ass-ii       | 80     |
        | ass-i        | 10     |
        | amigo        | 28     |
