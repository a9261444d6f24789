Feature: Reusing the discard pile
  When a card is to be drawn from an empty pile, the discard pile is shuffled and becomes
  that pile (Pelikan, Ogallala II, Amigo). The shuffle is seeded; these scenarios use
  discard piles of identical cards, so that the order the shuffle gives cannot matter.

  Rule: piles.reshuffle - the discard pile becomes the new draw pile

    @pelikan_1975 @topic_piles_reshuffle @ruling_pelikan_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_pelikan_second_pile_used
    Scenario: In Pelikan the second pile is used once the first is exhausted
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs
        discard: i1 i1
        """
      When North draws
      And North places the card at r1c3
      Then the events include:
        """
        the discard pile was shuffled into pile 1
        """
      And pile 1 is: i1 i1
      And the discard pile is: -
      And it is North's turn
      And the pending decision is: draw

    @ass_ii @topic_piles_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_ass_ii_stack_used
    Scenario: In Ogallala II the discard stack is used once the stack is empty
      Given the edition ass-ii
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs
        discard: i1 i1
        """
      When North draws
      And North places the card at r1c3
      Then the events include:
        """
        the discard pile was shuffled into pile 1
        """
      And pile 1 is: i1 i1
      And the discard pile is: -
      And it is North's turn

    @amigo @topic_piles_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_amigo_new_stack
    Scenario: In Amigo the discard pile becomes a new stack in place of the one used up
      The other two stacks stay as they are.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        discard: i1 i1
        """
      When North draws from pile 1
      And North places the card at r1c3
      Then the events include:
        """
        the discard pile was shuffled into pile 1
        """
      And pile 1 is: i1 i1
      And pile 2 is: tent
      And pile 3 is: eagle
      And the discard pile is: -
      And "draw 1" is legal

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_when_draw_due
    Scenario: The pile is refilled when the next draw is due, so a card discarded after the last draw goes into it
      Given the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs
        discard: furs
        """
      When North draws
      Then pile 1 is: -
      And the discard pile is: furs
      When North discards the card
      Then it is South's turn
      And pile 1 is: furs furs
      And the discard pile is: -

    @amigo @topic_piles_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_amigo_when_draw_due
    Scenario: In Amigo a stack is refilled when the next draw is due, so a card discarded after the last draw goes into it
      Given the edition amigo
      And the position:
        """
        North:
          | bow furs |
          | furs     |
        South:
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        discard: furs
        """
      When North draws from pile 1
      Then pile 1 is: -
      When North discards the card
      Then it is South's turn
      And pile 1 is: furs furs
      And the discard pile is: -

    @amigo @topic_piles_reshuffle @topic_turn_draw @ruling_amigo_game_end_piles @id_piles_reshuffle_amigo_nothing_to_refill
    Scenario: In Amigo an empty stack stays empty while the discard pile is empty
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: tent
        pile 3: eagle
        """
      Then the legal actions are:
        """
        draw 2
        draw 3
        """
      And "draw 1" is refused by rule turn.draw

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @topic_attack_losers @id_piles_reshuffle_lost_in_last_attack
    Scenario: Indian cards lost in an attack made with the last card of the pile come back as the new pile
      The last card completes North's boat; the conquered Indian goes to the discard pile,
      and the attacker's free turn draws it from the new pile.
      Given the position:
        """
        North:
          | bow i3 . |
          | stern    |
        South:
          | i2 |
        pile 1: stern
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1
      Then it is North's turn
      And pile 1 is: i2
      And the discard pile is: -
      And the game is not over

    @pelikan_1975 @ass_ii @amigo @topic_piles_reshuffle @topic_end_piles_exhausted @ruling_reshuffle_termination @id_piles_reshuffle_not_again_without_growth
    Scenario: The discard pile does not go round again while the displays have not grown
      At the last reshuffle the displays held 4 cards. The one card of the new pile cannot
      be placed and is discarded, so they still hold 4: the discard pile stays where it is,
      no card can be drawn, and the game ends.
      Given the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs
        last reshuffle: 4 displayed
        """
      When North draws from pile 1
      And North discards the card
      Then the game is over
      And the discard pile is: furs

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @ruling_reshuffle_termination @id_piles_reshuffle_again_after_growth
    Scenario: The discard pile goes round again once the displays hold more cards than at the last reshuffle
      Given the position:
        """
        North:
          | bow i1 |
          | i1     |
          | i1     |
        South:
        pile 1: tent i1
        discard: i1
        last reshuffle: 4 displayed
        """
      When North draws
      And North places the card at r1c3
      And North draws
      And North discards the card
      Then it is South's turn
      And pile 1 is: i1 i1
      And the discard pile is: -
      And the game is not over

    @amigo @topic_piles_reshuffle @ruling_reshuffle_termination @id_piles_reshuffle_amigo_again_after_growth
    Scenario: In Amigo the discard pile goes round again once the displays hold more cards than at the last reshuffle
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 |
          | i1     |
          | i1     |
        South:
        pile 1: tent i1
        pile 2: eagle
        pile 3: woman
        discard: i1
        last reshuffle: 4 displayed
        """
      When North draws from pile 1
      And North places the card at r1c3
      And North draws from pile 1
      And North discards the card
      Then it is South's turn
      And pile 1 is: i1 i1
      And the discard pile is: -
      And the game is not over

    @pelikan_1975 @ass_ii @amigo @topic_piles_reshuffle @topic_end_piles_exhausted @ruling_reshuffle_termination @id_piles_reshuffle_all_displays_counted
    Scenario: The displays of all players together must have grown
      North has placed the archer he drew from the last pile but shoots one of South's
      cards, so the displays together hold as many cards as at the last reshuffle: no new
      pile is made and the game ends.
      Given the position:
        """
        North:
          | bow furs archer |
          | furs     |
          | furs     |
        South:
          | bow1 i3 |
        last reshuffle: 6 displayed
        turn: North, drawn 1
        pending: shoot
        """
      When North shoots South's card at r1c2
      Then the game is over
      And the discard pile is: i3
