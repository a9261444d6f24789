Feature: A matched pair of booty halves
  The six two-card booties (cannon, bear, buffalo, wood, gold, horse) score more when
  their front half lies directly left of their rear half in one boat: 50 for the pair in
  Pelikan and Ogallala II, 3 per card in Ogallala I, 40 instead of 10 + 10 in Amigo.

  Rule: scoring.booty-pair - two matching halves side by side, front half on the bow side, score as a pair
    A pair is the front half and the rear half side by side, the front half directly
    left of the rear half (ruling booty-halves); a rear half left of its front half, or
    halves apart, are no pair. The rows for other readings give what an engine reading
    the halves, or the pair's points, otherwise scores.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_pair @id_scoring_booty_pair_by_edition
    Scenario Outline: A matched buffalo pair in a complete boat of 5 cards (<edition>)
      Pelikan and Ogallala II: 5 x 10 + 50 (5 to 7 cards) + 50 (pair) = 150; at 50 a card
      of the pair 200; with 20 for every booty card in Ogallala II 190. Ogallala I:
      5 x 1 + 3 + 3 = 11 (the tally's "Buffalo front and rear, adjacent: 3 + 3 = 6");
      cumulative 5 + 4 + 4 = 13; "triple" a card worth 1, 5 + 2 + 2 = 9. Amigo:
      5 x 1 + 40 = 45, or 5 + 10 + 10 + 40 = 65 with the 40 on top of the cards' 10s.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c5 scores <points>

      Examples:
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | amigo-combination-scoring | points |
        | pelikan-1975 | two-pairs             | -                    | -                   | -                 | -            | -                         | 150    |
        | pelikan-1975 | hunter-replaces-pair  | -                    | -                   | -                 | -            | -                         | 150    |
        | pelikan-1975 | per-card              | -                    | -                   | -                 | -            | -                         | 200    |
        | ass-ii       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 150    |
        | ass-ii       | -                     | every-booty-card     | -                   | -                 | -            | -                         | 190    |
        | ass-ii       | -                     | suite-replaces       | -                   | -                 | -            | -                         | 150    |
        | ass-ii       | -                     | per-card             | -                   | -                 | -            | -                         | 200    |
        | ass-i        | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 11     |
        | ass-i        | -                     | -                    | cumulative          | tally             | front-rear   | -                         | 13     |
        | ass-i        | -                     | -                    | highest-only        | multiples         | front-rear   | -                         | 9      |
        | ass-i        | -                     | -                    | highest-only        | plus-two          | front-rear   | -                         | 11     |
        | ass-i        | -                     | -                    | highest-only        | tally             | any-order    | -                         | 11     |
        | ass-i        | -                     | -                    | highest-only        | tally             | identical    | -                         | 11     |
        | amigo        | -                     | -                    | -                   | -                 | -            | replace                   | 45     |
        | amigo        | -                     | -                    | -                   | -                 | -            | add                       | 65     |

    @pelikan_1975 @ass_ii @topic_scoring_booty_pair @ruling_booty_halves
    @id_scoring_booty_pair_lines_pelikan
    Scenario Outline: In Pelikan and Ogallala II the pair's 50 comes on top of its cards' 10 each (<edition>)
      The pair is its own line of the boat; read as 50 a card, that line is 100. With 20
      for every booty card (Ogallala II read literally) the halves add 20 each.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                 | points | boat      |
        | scoring.card-points  | 50     | r1c1-r1c5 |
        | scoring.length-bonus | 50     | r1c1-r1c5 |
        | scoring.booty-pair   | <pair> | r1c1-r1c5 |
      And North scores <total>

      Examples:
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | pair | total |
        | pelikan-1975 | two-pairs             | -                    | 50   | 150   |
        | pelikan-1975 | hunter-replaces-pair  | -                    | 50   | 150   |
        | pelikan-1975 | per-card              | -                    | 100  | 200   |
        | ass-ii       | -                     | simple-only-additive | 50   | 150   |
        | ass-ii       | -                     | every-booty-card     | 50   | 190   |
        | ass-ii       | -                     | suite-replaces       | 50   | 150   |
        | ass-ii       | -                     | per-card             | 100  | 200   |

    @amigo @topic_scoring_booty_pair @id_scoring_booty_pair_lines_amigo
    Scenario Outline: In Amigo the pair's 40 replaces the halves' 10 each (<amigo-combination-scoring>)
      Read as a bonus on top, the halves keep their 10 each: 5 + 20 + 40 = 65.
      Given the position:
        """
        North:
          | bow buffalo-f buffalo-r i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                | points | boat      |
        | scoring.card-points | 5      | r1c1-r1c5 |
        | scoring.booty-pair  | 40     | r1c1-r1c5 |
      And North scores <total>

      Examples:
        | amigo-combination-scoring | total |
        | replace                   | 45    |
        | add                       | 65    |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_pair @topic_scoring_lone_half
    @id_scoring_booty_pair_unmatched
    Scenario Outline: Buffalo halves <layout> are no pair (<edition>, <booty-halves>)
      Pelikan and Ogallala II: the halves score only their cards, 5 x 10 + 50 = 100 (140
      with 20 for every booty card). Ogallala I: each half is a single booty card,
      5 + 1 + 1 = 7 (5 + 2 + 2 = 9 with "an additional 2 points"). Amigo: each half scores
      10 as a single booty card, 5 + 10 + 10 = 25. Where the halves match either way round
      (booty-halves any-order, identical), the rear half first is a pair: 150, 11, 45. Two
      alike halves apart in an Ogallala I boat are one picture twice: 5 + 2 + 2 = 9
      (cumulative 5 + 3 + 3 = 11).
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
        | edition      | booty-halves | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | amigo-combination-scoring | layout                           | boat                             | points |
        | pelikan-1975 | front-rear   | two-pairs             | -                    | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | pelikan-1975 | any-order    | two-pairs             | -                    | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 150    |
        | pelikan-1975 | identical    | two-pairs             | -                    | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 150    |
        | pelikan-1975 | front-rear   | hunter-replaces-pair  | -                    | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | pelikan-1975 | front-rear   | per-card              | -                    | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | ass-ii       | front-rear   | -                     | simple-only-additive | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | ass-ii       | any-order    | -                     | simple-only-additive | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 150    |
        | ass-ii       | identical    | -                     | simple-only-additive | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 150    |
        | ass-ii       | front-rear   | -                     | every-booty-card     | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 140    |
        | ass-ii       | front-rear   | -                     | suite-replaces       | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | ass-ii       | front-rear   | -                     | per-card             | -                   | -                 | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 100    |
        | ass-i        | front-rear   | -                     | -                    | highest-only        | tally             | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 7      |
        | ass-i        | any-order    | -                     | -                    | highest-only        | tally             | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 11     |
        | ass-i        | identical    | -                     | -                    | highest-only        | tally             | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 11     |
        | ass-i        | front-rear   | -                     | -                    | cumulative          | tally             | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 7      |
        | ass-i        | front-rear   | -                     | -                    | highest-only        | multiples         | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 7      |
        | ass-i        | front-rear   | -                     | -                    | highest-only        | plus-two          | -                         | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 9      |
        | amigo        | front-rear   | -                     | -                    | -                   | -                 | replace                   | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 25     |
        | amigo        | any-order    | -                     | -                    | -                   | -                 | replace                   | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 45     |
        | amigo        | identical    | -                     | -                    | -                   | -                 | replace                   | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 45     |
        | amigo        | front-rear   | -                     | -                    | -                   | -                 | add                       | side by side, rear half in front | bow buffalo-r buffalo-f i1 stern | 25     |
        | pelikan-1975 | front-rear   | two-pairs             | -                    | -                   | -                 | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 100    |
        | pelikan-1975 | identical    | two-pairs             | -                    | -                   | -                 | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 100    |
        | ass-ii       | front-rear   | -                     | simple-only-additive | -                   | -                 | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 100    |
        | ass-ii       | front-rear   | -                     | every-booty-card     | -                   | -                 | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 140    |
        | ass-i        | front-rear   | -                     | -                    | highest-only        | tally             | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 7      |
        | ass-i        | any-order    | -                     | -                    | highest-only        | tally             | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 7      |
        | ass-i        | identical    | -                     | -                    | highest-only        | tally             | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 9      |
        | ass-i        | identical    | -                     | -                    | cumulative          | tally             | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 11     |
        | ass-i        | identical    | -                     | -                    | highest-only        | multiples         | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 7      |
        | ass-i        | identical    | -                     | -                    | highest-only        | plus-two          | -                         | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 9      |
        | amigo        | front-rear   | -                     | -                    | -                   | -                 | replace                   | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 25     |
        | amigo        | identical    | -                     | -                    | -                   | -                 | replace                   | apart in one boat                | bow buffalo-f i1 buffalo-r stern | 25     |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_booty_pair @id_scoring_booty_pair_two_pairs
    Scenario Outline: Two matched pairs in one boat each score as a pair (<edition>)
      A complete boat of 7 cards with the buffalo pair and the gold pair.
      Pelikan and Ogallala II: 70 + 50 (5 to 7 cards) + 2 x 50 = 220; 000's worked
      example pays 100 for the "doubled booty cards" the same way (ruling
      pelikan-doubled-booty); at 50 a card, 70 + 50 + 2 x 100 = 320; with 20 for every
      booty card in Ogallala II, 220 + 80 = 300. Ogallala I: 7 + 4 x 3 = 19 (cumulative
      7 + 4 x 4 = 23; "triple" a card worth 1, 7 + 4 x 2 = 15). Amigo: 7 + 2 x 40 = 87,
      or 7 + 4 x 10 + 2 x 40 = 127 with the 40s on top.
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
        | edition      | pelikan-doubled-booty | ass-ii-booty-scoring | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | amigo-combination-scoring | points |
        | pelikan-1975 | two-pairs             | -                    | -                   | -                 | -            | -                         | 220    |
        | pelikan-1975 | hunter-replaces-pair  | -                    | -                   | -                 | -            | -                         | 220    |
        | pelikan-1975 | per-card              | -                    | -                   | -                 | -            | -                         | 320    |
        | ass-ii       | -                     | simple-only-additive | -                   | -                 | -            | -                         | 220    |
        | ass-ii       | -                     | every-booty-card     | -                   | -                 | -            | -                         | 300    |
        | ass-ii       | -                     | suite-replaces       | -                   | -                 | -            | -                         | 220    |
        | ass-ii       | -                     | per-card             | -                   | -                 | -            | -                         | 320    |
        | ass-i        | -                     | -                    | highest-only        | tally             | front-rear   | -                         | 19     |
        | ass-i        | -                     | -                    | cumulative          | tally             | front-rear   | -                         | 23     |
        | ass-i        | -                     | -                    | highest-only        | multiples         | front-rear   | -                         | 15     |
        | ass-i        | -                     | -                    | highest-only        | plus-two          | front-rear   | -                         | 19     |
        | ass-i        | -                     | -                    | highest-only        | tally             | any-order    | -                         | 19     |
        | ass-i        | -                     | -                    | highest-only        | tally             | identical    | -                         | 19     |
        | amigo        | -                     | -                    | -                   | -                 | -            | replace                   | 87     |
        | amigo        | -                     | -                    | -                   | -                 | -            | add                       | 127    |

    @pelikan_1975 @topic_scoring_booty_pair @id_scoring_booty_pair_two_pairs_lines
    Scenario Outline: Pelikan pays 50 per pair, not per card of a pair (<pelikan-doubled-booty>)
      Read as 50 a card (ruling pelikan-doubled-booty, per-card), each pair's line is 100.
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
        | scoring.booty-pair   | <pair> | r1c1-r1c7 |
        | scoring.booty-pair   | <pair> | r1c1-r1c7 |

      Examples:
        | pelikan-doubled-booty | pair |
        | two-pairs             | 50   |
        | hunter-replaces-pair  | 50   |
        | per-card              | 100  |
