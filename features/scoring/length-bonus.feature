Feature: Bonus for long complete boats
  Pelikan and Ogallala II pay a bonus for each complete boat by its number of cards:
  5 to 7 cards 50, 8 to 10 cards 100, 11 to 13 cards 150, 14 to 16 cards 200.

  Rule: scoring.length-bonus - 50, 100, 150 or 200 for a complete boat of 5-7, 8-10, 11-13 or 14 and more cards
    Boats of 2 to 4 cards and all incomplete boats earn no bonus.

    @pelikan_1975 @ass_ii @topic_scoring_length_bonus @topic_scoring_card_points
    @id_scoring_length_bonus_bands
    Scenario Outline: A complete boat of <cards> cards earns a bonus of <bonus>
      The boat holds no booty and no totem: 10 points per card and the bonus.
      Given the position:
        """
        North:
          | <boat> |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                 | points       | boat   |
        | scoring.card-points  | <cardpoints> | <span> |
        | scoring.length-bonus | <bonus>      | <span> |

      Examples:
        | cards | boat                                               | span       | cardpoints | bonus |
        | 5     | bow i1 i2 i3 stern                                 | r1c1-r1c5  | 50         | 50    |
        | 7     | bow i1 i2 i3 chief lasso stern                     | r1c1-r1c7  | 70         | 50    |
        | 8     | bow i1 i2 i3 chief lasso archer stern              | r1c1-r1c8  | 80         | 100   |
        | 10    | bow i1 i2 i3 chief shaman lasso archer section stern | r1c1-r1c10 | 100      | 100   |

    @pelikan_1975 @ass_ii @topic_scoring_length_bonus @topic_scoring_simple_booty
    @id_scoring_length_bonus_long_bands
    Scenario Outline: A long complete boat of <cards> cards earns a bonus of <bonus>
      No picture may appear twice in a row, so these long boats hold simple booty cards:
      the boat scores 10 per card, the bonus, and 20 per simple booty card (<booty> of them).
      Given the position:
        """
        North:
          | <boat> |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat <span> scores <total>

      Examples:
        | cards | bonus | booty | boat                                                                     | span       | total |
        | 11    | 150   | 1     | bow i1 i2 i3 chief shaman lasso archer section furs stern                | r1c1-r1c11 | 280   |
        | 13    | 150   | 3     | bow i1 i2 i3 chief shaman lasso archer section furs tent eagle stern     | r1c1-r1c13 | 340   |
        | 14    | 200   | 4     | bow i1 i2 i3 chief shaman lasso archer section furs tent eagle tobacco stern | r1c1-r1c14 | 420 |

    @pelikan_1975 @topic_scoring_length_bonus @ruling_pelikan_mat_width @id_scoring_length_bonus_pelikan_sixteen
    Scenario: A Pelikan boat of 16 cards, the longest the mat holds, earns 200
      16 x 10 = 160 for the cards, 200 for 14 to 16 cards, 6 x 20 = 120 for the six
      simple booty cards: 480.
      Given the position:
        """
        North:
          | bow i1 i2 i3 chief shaman lasso archer section furs tent eagle tobacco powder rifles stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c16 scores 480
      And North scores 480

    @pelikan_1975 @ass_ii @topic_scoring_length_bonus @ruling_pelikan_incomplete_boats
    @id_scoring_length_bonus_short_and_incomplete
    Scenario Outline: A complete boat of 4 cards and an incomplete boat of 8 cards earn no bonus (<pelikan-each-card>)
      Row 1 is complete but has only 4 cards; row 2 holds 8 cards but no stern. Both score
      only their cards (row 2 not even those where only the cards of complete boats score:
      ruling pelikan-each-card).
      Given the position:
        """
        North:
          | bow i1 i2 stern |
          | bow i1 i2 i3 chief lasso archer shaman |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines include:
        | rule                | points | boat      |
        | scoring.card-points | 40     | r1c1-r1c4 |
      And North's boat r2c1-r2c8 scores <incomplete>
      And North scores <total>

      Examples:
        | pelikan-each-card   | incomplete | total |
        | every-card          | 80         | 120   |
        | complete-boats-only | 0          | 40    |
