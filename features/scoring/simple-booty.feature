Feature: Simple booty cards
  A simple booty card (furs, firewater, gunpowder, tobacco, tent, eagle, rifles; in
  Amigo also the Squaw and dynamite) scores 20 in Pelikan and Ogallala II, 1 additional
  point in Ogallala I and 10 in Amigo.

  Rule: scoring.simple-booty - 20 (Pelikan, Ogallala II), +1 (Ogallala I) or +10 (Amigo) per simple booty card

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_simple_booty @topic_scoring_card_points
    @ruling_ass_ii_booty_scoring @ruling_ass_i_highest_booty @ruling_amigo_combination_scoring
    @id_scoring_simple_booty_by_edition
    Scenario Outline: Two simple booty cards in a complete boat of 5 cards (<edition>, <ass-i-booty-bonus>)
      Pelikan and Ogallala II: 5 x 10 + 50 (5 to 7 cards) + 2 x 20 = 140.
      Ogallala I: 5 x 1 + 2 x 1 = 7; read as "an additional 2 points each", 5 + 2 x 2 = 9;
      as "double value" of a card worth 1 here, 5 + 2 x 1 = 7 (ruling ass-i-booty-bonus).
      Amigo: 5 x 1 + 2 x 10 = 25.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs i1 tent stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c5 scores <boat>
      And North scores <boat>

      Examples:
        | edition      | ass-i-booty-bonus | boat |
        | pelikan-1975 | -                 | 140  |
        | ass-ii       | -                 | 140  |
        | ass-i        | tally             | 7    |
        | ass-i        | multiples         | 7    |
        | ass-i        | plus-two          | 9    |
        | amigo        | -                 | 25   |

    @pelikan_1975 @ass_ii @topic_scoring_simple_booty @ruling_pelikan_deck @ruling_ass_ii_booty_scoring
    @id_scoring_simple_booty_seven_kinds
    Scenario: Each of the seven simple booty cards scores 20 in Pelikan and Ogallala II
      Eagle, furs, tobacco, firewater, tent, gunpowder and rifles in one complete boat of
      9 cards: 90 for the cards, 100 for 8 to 10 cards, 7 x 20 for the booty = 330.
      Given the position:
        """
        North:
          | bow eagle furs tobacco firewater tent powder rifles stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 90     | r1c1-r1c9 |
        | scoring.length-bonus | 100    | r1c1-r1c9 |
        | scoring.simple-booty | 20     | r1c1-r1c9 |
        | scoring.simple-booty | 20     | r1c1-r1c9 |
        | scoring.simple-booty | 20     | r1c1-r1c9 |
        | scoring.simple-booty | 20     | r1c1-r1c9 |
        | scoring.simple-booty | 20     | r1c1-r1c9 |
        | scoring.simple-booty | 20     | r1c1-r1c9 |
        | scoring.simple-booty | 20     | r1c1-r1c9 |
      And North scores 330

    @ass_i @topic_scoring_simple_booty @ruling_ass_i_highest_booty @id_scoring_simple_booty_ass_i_single
    Scenario Outline: In Ogallala I a booty card single in its boat scores 1 additional point (<ass-i-booty-bonus>)
      Furs and rifles appear once each in the boat: 5 for the cards, 1 + 1 for the booty
      (2 + 2 if every booty card earns "an additional 2 points": ruling ass-i-booty-bonus).
      Given the position:
        """
        North:
          | bow furs i1 rifles stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points   | boat      |
        | scoring.card-points  | 5        | r1c1-r1c5 |
        | scoring.simple-booty | <single> | r1c1-r1c5 |
        | scoring.simple-booty | <single> | r1c1-r1c5 |
      And North scores <total>

      Examples:
        | ass-i-booty-bonus | single | total |
        | tally             | 1      | 7     |
        | multiples         | 1      | 7     |
        | plus-two          | 2      | 9     |

    @ass_i @topic_scoring_simple_booty @topic_scoring_repeated_booty @ruling_ass_i_highest_booty
    @id_scoring_simple_booty_single_per_boat
    Scenario Outline: In Ogallala I furs in two different boats are single in each (<ass-i-booty-bonus>)
      Whether a booty card is single or repeated is judged within its boat: each boat of
      4 cards holds one furs and scores 4 + 1 = 5 (4 + 2 = 6 with "an additional 2 points"
      for every booty card: ruling ass-i-booty-bonus).
      Given the position:
        """
        North:
          | bow furs i1 stern |
          | bow1 i2 furs stern1 |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points   | boat      |
        | scoring.card-points  | 4        | r1c1-r1c4 |
        | scoring.simple-booty | <single> | r1c1-r1c4 |
        | scoring.card-points  | 4        | r2c1-r2c4 |
        | scoring.simple-booty | <single> | r2c1-r2c4 |
      And North scores <total>

      Examples:
        | ass-i-booty-bonus | single | total |
        | tally             | 1      | 10    |
        | multiples         | 1      | 10    |
        | plus-two          | 2      | 12    |

    @amigo @topic_scoring_simple_booty @ruling_amigo_combination_scoring @id_scoring_simple_booty_amigo_seven_kinds
    Scenario: Each of Amigo's seven simple booty cards scores 10
      Squaw, dynamite, eagle, furs, tobacco, tipi and firewater in one complete boat of 9
      cards: 9 x 2 = 18 for the cards and 7 x 10 = 70 for the booty, 88 in all.
      Given the position:
        """
        North:
          | bow woman dynamite eagle furs tobacco tent firewater stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 18     | r1c1-r1c9 |
        | scoring.simple-booty | 10     | r1c1-r1c9 |
        | scoring.simple-booty | 10     | r1c1-r1c9 |
        | scoring.simple-booty | 10     | r1c1-r1c9 |
        | scoring.simple-booty | 10     | r1c1-r1c9 |
        | scoring.simple-booty | 10     | r1c1-r1c9 |
        | scoring.simple-booty | 10     | r1c1-r1c9 |
        | scoring.simple-booty | 10     | r1c1-r1c9 |
      And North scores 88
