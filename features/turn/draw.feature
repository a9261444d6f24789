Feature: Where cards are drawn from
  The active player draws one card at a time, from the single pile (Pelikan, Ogallala II)
  or from any of the three stacks (Ogallala I, Amigo).

  Rule: turn.draw - one card at a time, from the top of a pile the edition allows

    @pelikan_1975 @ass_ii @topic_turn_draw @id_turn_draw_single_pile_top
    Scenario: In Pelikan and Ogallala II the player takes the top card of the one pile
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 furs i3
        """
      When North draws
      Then the pending decision is: place i1 (drawn)
      And pile 1 is: furs i3

    @pelikan_1975 @ass_ii @topic_turn_draw @id_turn_draw_no_second_pile
    Scenario: In Pelikan and Ogallala II there is no second pile to draw from
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 furs i3
        """
      Then the legal actions are:
        """
        draw 1
        """
      And "draw 2" is refused by rule turn.draw

    @ass_i @amigo @topic_turn_draw @id_turn_draw_chosen_stack
    Scenario Outline: In Ogallala I and Amigo the player draws from the stack of his choice (<edition>, <turn-voluntary-stop>)
      Where a player may pass before his first card (ruling turn-voluntary-stop), stopping
      is offered beside the stacks.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1
        pile 2: furs
        pile 3: i3 tent
        """
      Then the legal actions are:
        """
        draw 1
        draw 2
        draw 3
        <pass>
        """
      When North draws from pile 3
      Then the pending decision is: place i3 (drawn)
      And pile 1 is: i1
      And pile 2 is: furs
      And pile 3 is: tent

      Examples:
        | edition | turn-voluntary-stop | pass |
        | ass-i   | may-stop            |      |
        | ass-i   | must-draw-on        |      |
        | amigo   | may-stop            |      |
        | amigo   | must-draw-on        |      |
        | amigo   | may-pass            | stop |

    @ass_i @amigo @topic_turn_draw @id_turn_draw_switch_stacks
    Scenario: The player may take each card from a different stack
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1
        pile 2: furs
        pile 3: tent i3
        """
      When North draws from pile 2
      And North places the card at r1c3
      And North draws from pile 3
      And North places the card at r1c4
      And North draws from pile 1
      Then the pending decision is: place i1 (drawn)
      And pile 1 is: -
      And pile 2 is: -
      And pile 3 is: i3

    @ass_i @amigo @topic_turn_draw @id_turn_draw_empty_stack_refused
    Scenario Outline: An empty stack cannot be drawn from (<edition>, <turn-voluntary-stop>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1
        pile 3: furs
        """
      Then "draw 2" is refused by rule turn.draw
      And the legal actions are:
        """
        draw 1
        draw 3
        <pass>
        """

      Examples:
        | edition | turn-voluntary-stop | pass |
        | ass-i   | may-stop            |      |
        | ass-i   | must-draw-on        |      |
        | amigo   | may-stop            |      |
        | amigo   | must-draw-on        |      |
        | amigo   | may-pass            | stop |

    @amigo @topic_turn_draw @id_turn_draw_not_from_discard
    Scenario Outline: In Amigo the face-up discard pile is not a fourth stack, unless it is read as one (<amigo-discard-draw>, <turn-voluntary-stop>)
      Every stack holds a card, and pile 1 two, so the discard pile is not shuffled into
      one, however the reshuffle is timed.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 stern
        pile 2: furs
        pile 3: i3
        discard: tent
        """
      Then the legal actions are:
        """
        draw 1
        draw 2
        draw 3
        <fourth>
        <pass>
        """
      And "draw 4" is <draw 4>
      When North plays "<draw>"
      Then the pending decision is: <pending>
      And the discard pile is: <discard>

      Examples:
        | amigo-discard-draw | turn-voluntary-stop | fourth           | pass | draw 4                    | draw   | pending            | discard |
        | stacks-only        | may-stop            | # no fourth pile |      | refused by rule turn.draw | draw 1 | place i1 (drawn)   | tent    |
        | any-pile           | may-stop            | draw 4           |      | legal                     | draw 4 | place tent (drawn) | -       |
        | stacks-only        | must-draw-on        | # no fourth pile |      | refused by rule turn.draw | draw 1 | place i1 (drawn)   | tent    |
        | any-pile           | must-draw-on        | draw 4           |      | legal                     | draw 4 | place tent (drawn) | -       |
        | stacks-only        | may-pass            | # no fourth pile | stop | refused by rule turn.draw | draw 1 | place i1 (drawn)   | tent    |
        | any-pile           | may-pass            | draw 4           | stop | legal                     | draw 4 | place tent (drawn) | -       |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_draw @id_turn_draw_place_before_next
    Scenario: The drawn card is dealt with before the next card is drawn
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 furs i3
        """
      When North draws
      Then "draw" is refused by rule placement.where
      And pile 1 is: furs i3
