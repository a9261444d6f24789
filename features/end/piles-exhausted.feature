Feature: No cards left to draw
  The game also ends when a card is to be drawn and none can be: the pile and the discard
  pile are empty (Pelikan, Ogallala II), the three stacks are empty (Ogallala I), or the
  three stacks and the discard pile are empty (Amigo).

  Rule: end.piles-exhausted - the game ends when no card can be drawn

    @pelikan_1975 @ass_ii @ass_i @topic_end_piles_exhausted @ruling_piles_exhausted_end @id_end_piles_exhausted_last_card_placed
    Scenario: The last card is still placed; the game ends when the next draw is due
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2
        """
      When North draws
      Then the game is not over
      And the pending decision is: place i2 (drawn)
      When North places the card at r2c1
      Then the game is over
      And North's card at r2c1 is i2

    @amigo @topic_end_piles_exhausted @ruling_amigo_game_end_piles @id_end_piles_exhausted_amigo_last_card
    Scenario: In Amigo the game ends when the stacks and the discard pile are all empty
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: i2
        """
      When North draws from pile 2
      Then the game is not over
      When North places the card at r2c1
      Then the game is over

    @amigo @topic_end_piles_exhausted @topic_piles_reshuffle @ruling_amigo_game_end_piles @id_end_piles_exhausted_amigo_discard_left
    Scenario: In Amigo the game goes on while the discard pile holds cards, though the stacks are empty
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: i2
        discard: furs
        """
      When North draws from pile 2
      And North places the card at r2c1
      Then the game is not over
      And it is South's turn
      And the legal actions are:
        """
        draw 1
        """

    @pelikan_1975 @ass_ii @topic_end_piles_exhausted @ruling_piles_exhausted_end @id_end_piles_exhausted_discard_left
    Scenario: In Pelikan and Ogallala II the game goes on while the discard pile holds cards
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2
        discard: furs
        """
      When North draws
      And North places the card at r2c1
      Then the game is not over
      And it is South's turn
      And pile 1 is: furs

    @ass_i @topic_end_piles_exhausted @ruling_piles_exhausted_end @id_end_piles_exhausted_ass_i_one_stack_left
    Scenario: In Ogallala I the game goes on while one stack holds cards
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2
        pile 3: furs
        """
      When North draws from pile 1
      And North places the card at r2c1
      Then the game is not over
      And it is South's turn
      And the legal actions are:
        """
        draw 3
        """

    @ass_i @topic_end_piles_exhausted @ruling_piles_exhausted_end @ruling_end_timing @id_end_piles_exhausted_ass_i_last_card_attacks
    Scenario: In Ogallala I the boat completed with the last card still attacks before the game ends
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i3 . |
        South:
          | i2 |
        pile 2: stern
        """
      When North draws from pile 2
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      When North attacks South's boat r1c1
      Then the game is over
      And the cards out of play are: i2
