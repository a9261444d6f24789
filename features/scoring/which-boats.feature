Feature: Which boats score
  In the final tally Pelikan and Ogallala II count every boat on the mat, complete or
  not; Ogallala I and Amigo count complete boats only and set incomplete ones aside.

  Rule: scoring.which-boats - complete and incomplete boats (Pelikan, Ogallala II) or complete boats only (Ogallala I, Amigo)
    Pelikan and Ogallala II note the points of all boats, complete and unfinished; only
    the length bonus needs a complete boat (ruling pelikan-incomplete-boats). Ogallala I
    and Amigo remove incomplete boats before the tally: they score nothing.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_which_boats @id_scoring_incomplete_boat_scores_by_edition
    Scenario Outline: An incomplete boat scores in Pelikan and Ogallala II, not in Ogallala I and Amigo (<edition>)
      Row 1 is a complete boat of 4 cards with furs; row 2 is a boat of 3 cards with a
      tent but no stern yet.
      Pelikan and Ogallala II: row 1 is 4 x 10 + 20 (furs) = 60, row 2 is 3 x 10 + 20
      (tent) = 50, together 110. Ogallala I: row 1 is 4 x 1 + 1 (single booty) = 5, row 2
      nothing. Amigo: row 1 is 4 x 1 + 10 (booty card) = 14, row 2 nothing. Where only the
      cards of complete boats score 10 (ruling pelikan-each-card) row 2 keeps its 20 for
      the tent; where incomplete boats score only their cards (ruling
      pelikan-incomplete-boats) it keeps its 30.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow  i1 furs stern |
          | bow1 i2 tent       |
        South:
          | bow1 i3 stern1 |
        """
      Then North's boat r1c1-r1c4 scores <complete>
      And North's boat r2c1-r2c3 scores <incomplete>
      And North scores <total>

      Examples:
        | edition      | pelikan-each-card   | pelikan-incomplete-boats | ass-i-booty-bonus | complete | incomplete | total |
        | pelikan-1975 | every-card          | all-but-length           | -                 | 60       | 50         | 110   |
        | pelikan-1975 | complete-boats-only | all-but-length           | -                 | 60       | 20         | 80    |
        | pelikan-1975 | every-card          | cards-only               | -                 | 60       | 30         | 90    |
        | ass-ii       | every-card          | all-but-length           | -                 | 60       | 50         | 110   |
        | ass-ii       | complete-boats-only | all-but-length           | -                 | 60       | 20         | 80    |
        | ass-ii       | every-card          | cards-only               | -                 | 60       | 30         | 90    |
        | ass-i        | -                   | -                        | tally             | 5        | 0          | 5     |
        | ass-i        | -                   | -                        | multiples         | 5        | 0          | 5     |
        | ass-i        | -                   | -                        | plus-two          | 6        | 0          | 6     |
        | amigo        | -                   | -                        | -                 | 14       | 0          | 14    |

    @pelikan_1975 @ass_ii @topic_scoring_which_boats @topic_scoring_length_bonus
    @ruling_suite_order @ruling_pelikan_hunter_behind @id_scoring_incomplete_boat_scores_all_but_length
    Scenario Outline: An incomplete boat scores its cards, booty, pair and hunter, but no length bonus (<edition>)
      The boat in row 1 has 7 cards but no stern, so it is not complete: 7 x 10 = 70 for
      the cards, 20 for the furs, 50 for the cannon pair and 150 for the soldier with his
      pair behind him, and no bonus for 5 to 7 cards: 290. Where only the cards of
      complete boats score 10, 220; where an incomplete boat scores only its cards, 70.
      With the hunter's 150 in place of his pair's 50, or the pair at 50 a card inside it,
      240; with 20 for every booty card in Ogallala II, 350.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 soldier cannon-f cannon-r furs i2 i1 |
        South:
          | bow1 i3 stern1 |
        """
      Then North's boat r1c1-r1c7 scores <points>
      And North scores <points>

      Examples:
        | edition      | pelikan-each-card   | pelikan-incomplete-boats | pelikan-doubled-booty | ass-ii-booty-scoring | points |
        | pelikan-1975 | every-card          | all-but-length           | two-pairs             | -                    | 290    |
        | pelikan-1975 | complete-boats-only | all-but-length           | two-pairs             | -                    | 220    |
        | pelikan-1975 | every-card          | cards-only               | two-pairs             | -                    | 70     |
        | pelikan-1975 | every-card          | all-but-length           | hunter-replaces-pair  | -                    | 240    |
        | pelikan-1975 | every-card          | all-but-length           | per-card              | -                    | 240    |
        | ass-ii       | every-card          | all-but-length           | -                     | simple-only-additive | 290    |
        | ass-ii       | complete-boats-only | all-but-length           | -                     | simple-only-additive | 220    |
        | ass-ii       | every-card          | cards-only               | -                     | simple-only-additive | 70     |
        | ass-ii       | every-card          | all-but-length           | -                     | every-booty-card     | 350    |
        | ass-ii       | every-card          | all-but-length           | -                     | suite-replaces       | 240    |
        | ass-ii       | every-card          | all-but-length           | -                     | per-card             | 240    |

    @pelikan_1975 @ass_ii @topic_scoring_which_boats @topic_scoring_card_points
    @ruling_mat_boats @id_scoring_cards_without_bow_score
    Scenario Outline: Cards that have no bow yet still score in Pelikan and Ogallala II (<edition>, <pelikan-each-card>, <pelikan-incomplete-boats>)
      Row 1 holds no bow: its cards are one incomplete boat (ruling mat-boats), and every
      card on the mat scores 10 (ruling pelikan-each-card): 3 x 10 + 20 for the furs = 50.
      Where only the cards of complete boats score 10, the furs' 20 remains; where an
      incomplete boat scores only its cards, the 30 remains.
      Given the edition <edition>
      And the position:
        """
        North:
          | . i2 furs stern1 |
        South:
          | bow1 i3 stern1 |
        """
      Then North's boat r1c2-r1c4 scores <points>
      And North scores <points>

      Examples:
        | edition      | pelikan-each-card   | pelikan-incomplete-boats | points |
        | pelikan-1975 | every-card          | all-but-length           | 50     |
        | pelikan-1975 | complete-boats-only | all-but-length           | 20     |
        | pelikan-1975 | every-card          | cards-only               | 30     |
        | ass-ii       | every-card          | all-but-length           | 50     |
        | ass-ii       | complete-boats-only | all-but-length           | 20     |
        | ass-ii       | every-card          | cards-only               | 30     |

    @ass_i @amigo @topic_scoring_which_boats @id_scoring_incomplete_suite_scores_nothing
    Scenario: In Ogallala I and Amigo an incomplete boat scores nothing, not even a full suite
      Row 2 holds the whole cannon suite and furs but no stern, so only the complete boat
      of 3 cards in row 1 scores, 1 point per card: 3.
      Given the position:
        """
        North:
          | bow  i1 stern |
          | bow1 soldier cannon-f cannon-r furs i2 |
        South:
          | bow1 i3 stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat      |
        | scoring.card-points | 3      | r1c1-r1c3 |
      And North scores 3

    @ass_i @amigo @topic_scoring_which_boats @id_scoring_nothing_complete_scores_zero
    Scenario: A display without a complete boat scores nothing in Ogallala I and Amigo
      Given the position:
        """
        North:
          | bow  i1 furs tent |
          | i2   i3 stern1    |
        South:
          | bow1 i3 stern1 |
        """
      Then North scores 0
      And South scores 3
      And the winner is South
