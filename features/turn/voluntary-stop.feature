Feature: Stopping of one's own accord
  Whether a player may end his run of drawing by choice, before a card forces him to.

  Rule: turn.voluntary-stop - stopping by choice after at least one card

    Pelikan and Ogallala II: never; the player draws on until a card ends the drawing.
    Ogallala I and Amigo: after at least one card the player may stop whenever he likes.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_voluntary_stop @ruling_turn_voluntary_stop @id_turn_stop_choice_after_one_card
    Scenario Outline: After one card that lets him go on, the player may stop only in Ogallala I and Amigo
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i1 i3
        """
      When North draws
      And North places the card at r1c3
      Then it is North's turn
      And "stop" is <stop>
      And "draw" is legal

      Examples:
        | edition      | stop      |
        | pelikan-1975 | not legal |
        | ass-ii       | not legal |
        | ass-i        | legal     |
        | amigo        | legal     |

    @pelikan_1975 @ass_ii @topic_turn_voluntary_stop @ruling_turn_voluntary_stop @id_turn_stop_refused_mat_editions
    Scenario: In Pelikan and Ogallala II the player must go on drawing
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i1 i3
        """
      When North draws
      And North places the card at r1c3
      Then "stop" is refused by rule turn.voluntary-stop

    @ass_i @amigo @topic_turn_voluntary_stop @ruling_turn_voluntary_stop @id_turn_stop_refused_before_first_card
    Scenario: No player may stop before he has drawn a card
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i1 i3
        """
      Then "stop" is refused by rule turn.voluntary-stop
      And the legal actions are:
        """
        draw 1
        """

    @ass_i @amigo @topic_turn_voluntary_stop @ruling_turn_voluntary_stop @id_turn_stop_passes_turn
    Scenario: Stopping ends the turn and leaves the pile as it is
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i1 i3
        """
      When North draws
      And North places the card at r1c3
      And North stops drawing
      Then it is South's turn
      And the pending decision is: draw
      And pile 1 is: i1 i3
      And North's display is:
        """
        | bow i2 furs |
        """
