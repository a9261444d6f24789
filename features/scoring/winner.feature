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
      West 30. Ogallala I: 4 + 1 = 5 each (4 + 2 = 6 with "an additional 2 points"),
      West 3. Amigo: 4 + 10 = 14 each, West 3. North and South have one complete boat
      each, so a tie-break by complete boats leaves them tied too.
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
        | edition      | ass-i-booty-bonus | top | west |
        | pelikan-1975 | -                 | 60  | 30   |
        | ass-ii       | -                 | 60  | 30   |
        | ass-i        | tally             | 5   | 3    |
        | ass-i        | multiples         | 5   | 3    |
        | ass-i        | plus-two          | 6   | 3    |
        | amigo        | -                 | 14  | 3    |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_winner @topic_scoring_which_boats
    @id_scoring_winner_by_edition
    Scenario Outline: Whether incomplete boats count decides the winner (<edition>)
      North has a complete boat of 3 cards with furs; South a long boat with furs and a
      tent but no stern. Pelikan and Ogallala II: North 3 x 10 + 20 = 50, South
      6 x 10 + 2 x 20 = 100 (40 where only complete boats' cards score 10, 60 where an
      incomplete boat scores only its cards). Ogallala I: North 3 + 1 = 4 (or 3 + 2 = 5),
      South 0. Amigo: North 3 + 10 = 13, South 0.
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
        | edition      | pelikan-each-card   | pelikan-incomplete-boats | ass-i-booty-bonus | north | south | winner |
        | pelikan-1975 | every-card          | all-but-length           | -                 | 50    | 100   | South  |
        | pelikan-1975 | complete-boats-only | all-but-length           | -                 | 50    | 40    | North  |
        | pelikan-1975 | every-card          | cards-only               | -                 | 50    | 60    | South  |
        | ass-ii       | every-card          | all-but-length           | -                 | 50    | 100   | South  |
        | ass-ii       | complete-boats-only | all-but-length           | -                 | 50    | 40    | North  |
        | ass-ii       | every-card          | cards-only               | -                 | 50    | 60    | South  |
        | ass-i        | -                   | -                        | tally             | 4     | 0     | North  |
        | ass-i        | -                   | -                        | multiples         | 4     | 0     | North  |
        | ass-i        | -                   | -                        | plus-two          | 5     | 0     | North  |
        | amigo        | -                   | -                        | -                 | 13    | 0     | North  |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_winner @id_scoring_winner_tie_break
    Scenario Outline: A tie on points, and a tie-break by complete boats (<edition>, <tie-winner>)
      North has two complete boats of 2 cards, South one complete boat of 4 cards: the
      same number of cards and no booty, so the same score in every edition (Pelikan and
      Ogallala II 40, Ogallala I and Amigo 4). No rulebook gives a tie-break, so they
      share the win (ruling tie-winner); broken by complete boats, North wins.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow stern   |
          | bow1 stern1 |
        South:
          | bow i1 i2 stern |
        game over
        """
      Then North scores <points>
      And South scores <points>
      And the winners are <winners>

      Examples:
        | edition      | tie-winner | points | winners         |
        | pelikan-1975 | shared     | 40     | North and South |
        | pelikan-1975 | tie-break  | 40     | North           |
        | ass-ii       | shared     | 40     | North and South |
        | ass-ii       | tie-break  | 40     | North           |
        | ass-i        | shared     | 4      | North and South |
        | ass-i        | tie-break  | 4      | North           |
        | amigo        | shared     | 4      | North and South |
        | amigo        | tie-break  | 4      | North           |
