Feature: The smallest boat
  The shortest complete boat has two cards: a bow with a stern directly to its right,
  with or without Indians on them.

  Rule: boats.smallest - a bow and a stern make a complete boat of two cards

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_smallest @topic_scoring_card_points
    @id_boats_smallest_empty_bow_stern
    Scenario Outline: An empty bow and an empty stern are a complete boat (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow |
        South:
          | i1 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the events include:
        """
        North completed the boat r1c1-r1c2
        """
      And North's boat r1c1-r1c2 scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 20     |
        | ass-ii       | 20     |
        | ass-i        | 2      |
        | amigo        | 2      |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_smallest @topic_attack_when
    @id_boats_smallest_with_indians_attacks
    Scenario: A two-card boat of a bow and a stern with Indians may attack at once
      Given the position:
        """
        North:
          | bow1 |
        South:
          | tent |
        pile 1: stern1 furs eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the events include:
        """
        North completed the boat r1c1-r1c2
        """
      And the pending decision is: attack r1c1-r1c2
      And the legal actions are:
        """
        attack South r1c1
        pass
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_smallest @topic_boats_completion
    @id_boats_smallest_wrong_order
    Scenario Outline: A stern with a bow to its right is not a boat (<edition>, <one-canoe-per-row>)
      With one canoe per row the bow may not even be laid there.
      Given the edition <edition>
      And the position:
        """
        North:
          | stern1 |
        South:
          | i1 |
        pile 1: bow furs eagle
        turn: North
        """
      When North draws
      Then "place r1c2" is <verdict>
      When North plays "<action>"
      Then North's display is:
        """
        | <first>  |
        | <second> |
        """
      And the pending decision is: draw
      And it is North's turn

      Examples:
        | edition      | one-canoe-per-row | verdict                          | action     | first      | second |
        | pelikan-1975 | several           | legal                            | place r1c2 | stern1 bow | .      |
        | pelikan-1975 | one-per-row       | refused by rule boats.horizontal | place r2c1 | stern1     | bow    |
        | pelikan-1975 | one-anywhere      | legal                            | place r1c2 | stern1 bow | .      |
        | ass-ii       | several           | legal                            | place r1c2 | stern1 bow | .      |
        | ass-ii       | one-per-row       | refused by rule boats.horizontal | place r2c1 | stern1     | bow    |
        | ass-ii       | one-anywhere      | legal                            | place r1c2 | stern1 bow | .      |
        | ass-i        | -                 | legal                            | place r1c2 | stern1 bow | .      |
        | amigo        | -                 | legal                            | place r1c2 | stern1 bow | .      |
