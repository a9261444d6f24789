Feature: The winner
  The player with the most points wins; players tied on the highest score share the win.

  Rule: scoring.winner - most points wins, ties share the win
    No source gives a tie-break (ruling tie-winner).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_winner @id_scoring_winner_most_points
    Scenario: The player with the most points wins
      North's complete boat holds furs, South's the same number of cards without booty,
      so North is ahead in every edition.
      Given the position:
        """
        North:
          | bow i1 furs stern |
        South:
          | bow1 i2 i3 stern1 |
        game over
        """
      Then the winner is North

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_winner @ruling_tie_winner @id_scoring_winner_tie_shared
    Scenario Outline: Players tied on the highest score share the win (<edition>)
      North and South hold complete boats of 4 cards with one simple booty card each;
      West's boat is shorter and has no booty. Pelikan and Ogallala II: 40 + 20 = 60 each,
      West 30. Ogallala I: 4 + 1 = 5 each, West 3. Amigo: 4 + 10 = 14 each, West 3.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 furs stern |
        South:
          | bow1 i2 tent stern1 |
        West:
          | bow i3 stern |
        game over
        """
      Then North scores <top>
      And South scores <top>
      And West scores <west>
      And the winners are North and South

      Examples:
        | edition      | top | west |
        | pelikan-1975 | 60  | 30   |
        | ass-ii       | 60  | 30   |
        | ass-i        | 5   | 3    |
        | amigo        | 14  | 3    |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_winner @topic_scoring_which_boats
    @ruling_pelikan_incomplete_boats @id_scoring_winner_by_edition
    Scenario Outline: Whether incomplete boats count decides the winner (<edition>)
      North has a complete boat of 3 cards with furs; South a long boat with furs and a
      tent but no stern. Pelikan and Ogallala II: North 3 x 10 + 20 = 50, South
      6 x 10 + 2 x 20 = 100. Ogallala I: North 3 + 1 = 4, South 0. Amigo: North
      3 + 10 = 13, South 0.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs stern |
        South:
          | bow1 i2 i3 chief furs tent |
        game over
        """
      Then North scores <north>
      And South scores <south>
      And the winner is <winner>

      Examples:
        | edition      | north | south | winner |
        | pelikan-1975 | 50    | 100   | South  |
        | ass-ii       | 50    | 100   | South  |
        | ass-i        | 4     | 0     | North  |
        | amigo        | 13    | 0     | North  |
