Feature: A matched pair of booty halves
  The six two-card booties (cannon, bear, buffalo, wood, gold, horse) score more when
  their front half lies directly left of their rear half in one boat: 50 for the pair in
  Pelikan and Ogallala II, 3 per card in Ogallala I, 40 instead of 10 + 10 in Amigo.

  Rule: scoring.booty-pair - two matching halves side by side, front half on the bow side, score as a pair
    A pair is the front half and the rear half side by side, the front half directly
    left of the rear half (ruling booty-halves); a rear half left of its front half, or
    halves apart, are no pair.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_pair @ruling_booty_halves
    @ruling_ass_ii_booty_scoring @ruling_ass_i_highest_booty @ruling_amigo_combination_scoring
    @id_scoring_booty_pair_by_edition
    Scenario Outline: A matched buffalo pair in a complete boat of 5 cards (<edition>)
      Pelikan and Ogallala II: 5 x 10 + 50 (5 to 7 cards) + 50 (pair) = 150.
      Ogallala I: 5 x 1 + 3 + 3 = 11 (the tally's "Buffalo front and rear, adjacent:
      3 + 3 = 6"). Amigo: 5 x 1 + 40 = 45.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c5 scores <boat>

      Examples:
        | edition      | boat |
        | pelikan-1975 | 150  |
        | ass-ii       | 150  |
        | ass-i        | 11   |
        | amigo        | 45   |

    @pelikan_1975 @ass_ii @topic_scoring_booty_pair @ruling_booty_halves @ruling_ass_ii_booty_scoring
    @id_scoring_booty_pair_lines_pelikan
    Scenario: In Pelikan and Ogallala II the pair's 50 comes on top of its cards' 10 each
      Given the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 50     | r1c1-r1c5 |
        | scoring.length-bonus | 50     | r1c1-r1c5 |
        | scoring.booty-pair   | 50     | r1c1-r1c5 |

    @amigo @topic_scoring_booty_pair @ruling_amigo_combination_scoring @id_scoring_booty_pair_lines_amigo
    Scenario: In Amigo the pair's 40 replaces the halves' 10 each
      Given the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat      |
        | scoring.card-points | 5      | r1c1-r1c5 |
        | scoring.booty-pair  | 40     | r1c1-r1c5 |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_pair @topic_scoring_lone_half
    @ruling_booty_halves @ruling_ass_ii_booty_scoring @id_scoring_booty_pair_unmatched
    Scenario Outline: Buffalo halves <layout> are no pair (<edition>)
      Pelikan and Ogallala II: the halves score only their cards, 5 x 10 + 50 = 100.
      Ogallala I: each half is a single booty card, 5 + 1 + 1 = 7.
      Amigo: each half scores 10 as a single booty card, 5 + 10 + 10 = 25.
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
        | edition      | layout                          | boat                             | points |
        | pelikan-1975 | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | ass-ii       | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | ass-i        | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 7      |
        | amigo        | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 25     |
        | pelikan-1975 | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 100    |
        | ass-ii       | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 100    |
        | ass-i        | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 7      |
        | amigo        | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 25     |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_pair @ruling_pelikan_doubled_booty
    @ruling_booty_halves @ruling_amigo_combination_scoring @id_scoring_booty_pair_two_pairs
    Scenario Outline: Two matched pairs in one boat each score as a pair (<edition>)
      A complete boat of 7 cards with the buffalo pair and the gold pair.
      Pelikan and Ogallala II: 70 + 50 (5 to 7 cards) + 2 x 50 = 220; 000's worked
      example pays 100 for the "doubled booty cards" the same way (ruling
      pelikan-doubled-booty). Ogallala I: 7 + 4 x 3 = 19. Amigo: 7 + 2 x 40 = 87.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 gold-f gold-r stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c7 scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 220    |
        | ass-ii       | 220    |
        | ass-i        | 19     |
        | amigo        | 87     |

    @pelikan_1975 @topic_scoring_booty_pair @ruling_pelikan_doubled_booty @id_scoring_booty_pair_two_pairs_lines
    Scenario: Pelikan pays 50 per pair, not per card of a pair
      Given the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 gold-f gold-r stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 70     | r1c1-r1c7 |
        | scoring.length-bonus | 50     | r1c1-r1c7 |
        | scoring.booty-pair   | 50     | r1c1-r1c7 |
        | scoring.booty-pair   | 50     | r1c1-r1c7 |
