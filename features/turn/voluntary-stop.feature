Feature: Stopping of one's own accord
  Whether a player may end his run of drawing by choice, before a card forces him to.

  Rule: turn.voluntary-stop - stopping by choice after at least one card

    Pelikan and Ogallala II: never; the player draws on until a card ends the drawing.
    Ogallala I and Amigo: after at least one card the player may stop whenever he likes.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_voluntary_stop @id_turn_stop_choice_after_one_card
    Scenario Outline: After one card that lets him go on, the player may stop only in Ogallala I and Amigo (<edition>, <turn-voluntary-stop>)
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
        | edition      | turn-voluntary-stop | stop      |
        | pelikan-1975 | must-draw-on        | not legal |
        | pelikan-1975 | may-stop            | legal     |
        | ass-ii       | must-draw-on        | not legal |
        | ass-ii       | may-stop            | legal     |
        | ass-i        | may-stop            | legal     |
        | ass-i        | must-draw-on        | not legal |
        | amigo        | may-stop            | legal     |
        | amigo        | must-draw-on        | not legal |
        | amigo        | may-pass            | legal     |

    @pelikan_1975 @ass_ii @topic_turn_voluntary_stop @id_turn_stop_refused_mat_editions
    Scenario Outline: In Pelikan and Ogallala II the player must go on drawing (<turn-voluntary-stop>)
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i1 i3
        """
      When North draws
      And North places the card at r1c3
      Then "stop" is <stop>

      Examples:
        | turn-voluntary-stop | stop                                |
        | must-draw-on        | refused by rule turn.voluntary-stop |
        | may-stop            | legal                               |

    @ass_i @amigo @topic_turn_voluntary_stop @id_turn_stop_refused_before_first_card
    Scenario Outline: No player may stop before he has drawn a card, unless Amigo's « kann » lets him pass (<edition>, <turn-voluntary-stop>)
      Read as a permission from the start (may-pass), « kann so lange ... ziehen » lets an
      Amigo player stop before his first card: his turn passes and the pile stays as it is.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i1 i3
        """
      Then "stop" is <stop>
      And the legal actions are:
        """
        draw 1
        <pass>
        """
      When the players play:
        """
        <first>
        """
      Then it is <next>'s turn
      And pile 1 is: <pile>

      Examples:
        | edition | turn-voluntary-stop | stop                                | pass | first | next  | pile     |
        | ass-i   | may-stop            | refused by rule turn.voluntary-stop |      | draw  | North | i1 i3    |
        | ass-i   | must-draw-on        | refused by rule turn.voluntary-stop |      | draw  | North | i1 i3    |
        | amigo   | may-stop            | refused by rule turn.voluntary-stop |      | draw  | North | i1 i3    |
        | amigo   | must-draw-on        | refused by rule turn.voluntary-stop |      | draw  | North | i1 i3    |
        | amigo   | may-pass            | legal                               | stop | stop  | South | furs i1 i3 |

    @ass_i @amigo @topic_turn_voluntary_stop @id_turn_stop_passes_turn
    Scenario Outline: Stopping ends the turn and leaves the pile as it is (<edition>, <turn-voluntary-stop>)
      Where the player must draw on, he cannot stop, and his turn goes on.
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
      Then "stop" is <stop>
      When the players play:
        """
        <stop action>
        """
      Then it is <next>'s turn
      And the pending decision is: draw
      And pile 1 is: i1 i3
      And North's display is:
        """
        | bow i2 furs |
        """

      Examples:
        | edition | turn-voluntary-stop | stop                                | stop action | next  |
        | ass-i   | may-stop            | legal                               | stop        | South |
        | ass-i   | must-draw-on        | refused by rule turn.voluntary-stop | # -         | North |
        | amigo   | may-stop            | legal                               | stop        | South |
        | amigo   | must-draw-on        | refused by rule turn.voluntary-stop | # -         | North |
        | amigo   | may-pass            | legal                               | stop        | South |
