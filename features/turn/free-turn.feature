Feature: The attacker's free turn
  In Pelikan and Ogallala II an attacker who can use none of the conquered cards does not
  lose his turn: he starts a new run of drawing.

  Rule: turn.free-turn - a fruitless attack gives a new run of drawing

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_free_turn @topic_attack_ends_turn @ruling_free_turn @id_turn_free_turn_nothing_left
    Scenario Outline: After an attack that leaves no card, only the Pelikan and Ogallala II attacker draws again
      The stern is a second stern for North: in Pelikan, Ogallala II and Amigo it would end
      his drawing. The conquered boat holds only Indian cards, which are lost. In Ogallala
      I an empty stern lets the player go on, so North draws on only where an attack leaves
      the drawing as the card left it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i3 i1 . |
          | .   stern   |
        South:
          | bow1 i2 |
        pile 1: stern i2 chief
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c2
      Then South's card at r1c1 is empty
      And South's card at r1c2 is empty
      And it is <next>'s turn
      And the pending decision is: draw

      Examples:
        | edition      | attack-ends-turn | next  |
        | pelikan-1975 | -                | North |
        | ass-ii       | -                | North |
        | ass-i        | attack-ends      | South |
        | ass-i        | completion-ends  | South |
        | ass-i        | attack-continues | North |
        | amigo        | -                | South |

    @pelikan_1975 @ass_ii @topic_turn_free_turn @ruling_free_turn @id_turn_free_turn_only_known_kinds_left
    Scenario Outline: A free turn follows when the cards left are all of kinds the attacker already has (<edition>, <pelikan-leftovers>)
      The furs left on South's mat stays there, or where 000's leftovers are read as lost,
      goes to the discard pile.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i3 i1 .   |
          | furs stern    |
        South:
          | bow1 i2 furs |
        pile 1: stern i2 chief
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c3
      Then it is North's turn
      And the pending decision is: draw
      And South's display is:
        """
        | <south> |
        """

      Examples:
        | edition      | pelikan-leftovers | south    |
        | pelikan-1975 | stay              | . . furs |
        | pelikan-1975 | discard           | .        |
        | ass-ii       | -                 | . . furs |

    @pelikan_1975 @ass_ii @topic_turn_free_turn @id_turn_free_turn_not_for_declining
    Scenario Outline: An attacker who declines a card he could take gets no free turn (<edition>, <pelikan-spoils-optional>, <free-turn>)
      The stern that completes North's boat is a second stern for him, so his drawing ends
      with it. Where he may leave the furs he takes nothing, and gets no free turn, unless
      the free turn follows whenever he takes no card. Where he must place it he takes it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i3 i1 . |
          | .   stern   |
        South:
          | bow1 i2 furs |
        pile 1: stern i2 chief
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c3
      Then the pending decision is: spoils from South r1c1-r1c3
      And "take r1c3" is legal
      And "done" is <done>
      When the players play:
        """
        <first>
        <second>
        """
      Then it is <next>'s turn
      And the pending decision is: draw

      Examples:
        | edition      | attack-ends-turn | pelikan-spoils-optional | free-turn   | done      | first     | second     | next  |
        | pelikan-1975 | attack-ends      | must-place              | cannot-only | not legal | take r1c3 | place r3c1 | South |
        | pelikan-1975 | attack-ends      | may-leave               | cannot-only | legal     | done      | # -        | South |
        | pelikan-1975 | attack-ends      | may-leave               | takes-none  | legal     | done      | # -        | North |
        | ass-ii       | attack-ends      | may-leave               | cannot-only | legal     | done      | # -        | South |
        | ass-ii       | attack-ends      | may-leave               | takes-none  | legal     | done      | # -        | North |
        | ass-ii       | attack-ends      | must-place              | cannot-only | not legal | take r1c3 | place r3c1 | South |
        | pelikan-1975 | completion-ends  | may-leave               | takes-none  | legal     | done      | # -        | North |
        | pelikan-1975 | attack-continues | may-leave               | takes-none  | legal     | done      | # -        | South |
        | ass-ii       | completion-ends  | may-leave               | takes-none  | legal     | done      | # -        | North |
        | ass-ii       | attack-continues | may-leave               | takes-none  | legal     | done      | # -        | South |

    @pelikan_1975 @ass_ii @topic_turn_free_turn @ruling_free_turn @id_turn_free_turn_is_new_run
    Scenario: The free turn is a new run of drawing that ends at a card already on the mat
      Given the position:
        """
        North:
          | bow i3 i1 . |
          | .   stern   |
        South:
          | bow1 i2 |
        pile 1: stern tent i1 chief
        """
      When the players play:
        """
        draw
        place r1c4
        attack South r1c1-r1c2
        draw
        place r2c1
        """
      Then it is North's turn
      When North draws
      And North places the card at r3c1
      Then it is South's turn
      And pile 1 is: chief

    @ass_ii @topic_turn_free_turn @topic_turn_voluntary_stop @ruling_free_turn_draw
    @id_turn_free_turn_not_declined
    Scenario Outline: In Ogallala II the attacker "may begin to draw": he draws, and may not stop instead (<turn-voluntary-stop>)
      The free turn is a run of drawing like any other: where a player may never stop of
      his own accord, he may not refuse it either.
      Given the position:
        """
        North:
          | bow i3 i1 . |
          | .   stern   |
        South:
          | bow1 i2 |
        pile 1: stern i2 chief
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c2
      Then it is North's turn
      And the pending decision is: draw
      And "draw 1" is legal
      And "stop" is <stop>

      Examples:
        | turn-voluntary-stop | stop                                |
        | must-draw-on        | refused by rule turn.voluntary-stop |
        | may-stop            | legal                               |
