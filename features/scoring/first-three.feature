Feature: Bonus for the first player with three complete boats
  In Pelikan and Ogallala II the first player to complete three boats scores 300
  points; Ogallala I and Amigo have no such bonus.

  Rule: scoring.first-three - 300 for the first player to complete three boats (Pelikan, Ogallala II)

    @pelikan_1975 @ass_ii @topic_scoring_first_three @topic_end_three_boats @ruling_end_timing
    @id_scoring_first_three_by_play
    Scenario: The player whose third complete boat ends the game scores 300
      North completes his third boat; South has no incomplete boat to attack, so the
      game ends at once. North: 3 boats x 3 cards x 10 = 90, and 300. South: 30.
      Given the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3       |
        South:
          | bow1 chief stern1 |
        pile 1: stern i2 i1
        turn: North
        """
      When North draws
      And North places the card at r3c3
      Then the game is over
      And North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 30     | r1c1-r1c3 |
        | scoring.card-points  | 30     | r2c1-r2c3 |
        | scoring.card-points  | 30     | r3c1-r3c3 |
        | scoring.first-three  | 300    | -         |
      And North scores 390
      And South scores 30
      And the winner is North

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_first_three @id_scoring_first_three_by_edition
    Scenario Outline: The first player with three complete boats (<edition>)
      North was the first to complete three boats. Pelikan and Ogallala II: three boats
      of 3 cards, 3 x 30 = 90, and 300 = 390. Ogallala I and Amigo: 3 x 3 = 9, no bonus.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow  i1 stern   |
          | bow  i2 stern   |
          | bow1 i3 stern1  |
        South:
          | bow1 chief stern1 |
        first three: North
        game over
        """
      Then North scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 390    |
        | ass-ii       | 390    |
        | ass-i        | 9      |
        | amigo        | 9      |

    @pelikan_1975 @ass_ii @topic_scoring_first_three @topic_end_piles_exhausted @id_scoring_first_three_nobody
    Scenario Outline: When the cards run out before anyone has three boats, nobody scores the 300 (<pelikan-each-card>)
      North is to draw, but no card is left and the discard pile is empty, so the game
      ends. Nobody has three complete boats. North's boat in row 2 is incomplete: its cards
      score 10 each unless only complete boats' cards do (ruling pelikan-each-card).
      Given the position:
        """
        North:
          | bow i1 stern |
          | bow i2 i3    |
        South:
          | bow1 chief stern1 |
        turn: North
        """
      Then the game is over
      And North's score lines include:
        | rule                | points | boat      |
        | scoring.card-points | 30     | r1c1-r1c3 |
      And North scores <north>
      And South scores 30

      Examples:
        | pelikan-each-card   | north |
        | every-card          | 60    |
        | complete-boats-only | 30    |
