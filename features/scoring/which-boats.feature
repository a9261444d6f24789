Feature: Which boats score
  In the final tally Pelikan and Ogallala II count every boat on the mat, complete or
  not; Ogallala I and Amigo count complete boats only and set incomplete ones aside.

  Rule: scoring.which-boats - complete and incomplete boats (Pelikan, Ogallala II) or complete boats only (Ogallala I, Amigo)
    Pelikan and Ogallala II note the points of all boats, complete and unfinished; only
    the length bonus needs a complete boat (ruling pelikan-incomplete-boats). Ogallala I
    and Amigo remove incomplete boats before the tally: they score nothing.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_which_boats
    @ruling_pelikan_incomplete_boats @id_scoring_incomplete_boat_scores_by_edition
    Scenario Outline: An incomplete boat scores in Pelikan and Ogallala II, not in Ogallala I and Amigo (<edition>)
      Row 1 is a complete boat of 4 cards with furs; row 2 is a boat of 3 cards with a
      tent but no stern yet.
      Pelikan and Ogallala II: row 1 is 4 x 10 + 20 (furs) = 60, row 2 is 3 x 10 + 20
      (tent) = 50, together 110. Ogallala I: row 1 is 4 x 1 + 1 (single booty) = 5, row 2
      nothing. Amigo: row 1 is 4 x 1 + 10 (booty card) = 14, row 2 nothing.
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
        | edition      | complete | incomplete | total |
        | pelikan-1975 | 60       | 50         | 110   |
        | ass-ii       | 60       | 50         | 110   |
        | ass-i        | 5        | 0          | 5     |
        | amigo        | 14       | 0          | 14    |

    @pelikan_1975 @ass_ii @topic_scoring_which_boats @topic_scoring_length_bonus
    @ruling_pelikan_incomplete_boats @id_scoring_incomplete_boat_scores_all_but_length
    Scenario: An incomplete boat scores its cards, booty, pair and hunter, but no length bonus
      The boat in row 1 has 7 cards but no stern, so it is not complete: 7 x 10 = 70 for
      the cards, 20 for the furs, 50 for the cannon pair and 150 for the soldier with his
      pair behind him, and no bonus for 5 to 7 cards.
      Given the position:
        """
        North:
          | bow1 soldier cannon-f cannon-r furs i2 i1 |
        South:
          | bow1 i3 stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat      |
        | scoring.card-points | 70     | r1c1-r1c7 |
        | scoring.simple-booty | 20    | r1c1-r1c7 |
        | scoring.booty-pair  | 50     | r1c1-r1c7 |
        | scoring.booty-suite | 150    | r1c1-r1c7 |
      And North scores 290

    @pelikan_1975 @ass_ii @topic_scoring_which_boats @topic_scoring_card_points
    @ruling_pelikan_each_card @ruling_mat_boats @id_scoring_cards_without_bow_score
    Scenario: Cards that have no bow yet still score in Pelikan and Ogallala II
      Row 1 holds no bow: its cards are one incomplete boat (ruling mat-boats), and every
      card on the mat scores 10 (ruling pelikan-each-card): 3 x 10 + 20 for the furs = 50.
      Given the position:
        """
        North:
          | . i2 furs stern1 |
        South:
          | bow1 i3 stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 30     | r1c2-r1c4 |
        | scoring.simple-booty | 20     | r1c2-r1c4 |
      And North scores 50

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
