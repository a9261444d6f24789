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
    Scenario: A stern with a bow to its right is not a boat
      Given the position:
        """
        North:
          | stern1 |
        South:
          | i1 |
        pile 1: bow furs eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then North's display is:
        """
        | stern1 bow |
        """
      And the pending decision is: draw
      And it is North's turn
