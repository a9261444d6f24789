Feature: The draw piles
  Pelikan and Ogallala II deal the deck as one face-down pile, Ogallala I and Amigo as three
  face-down stacks; no discard pile exists at the start.

  Rule: setup.piles - one pile or three stacks

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_setup_piles @id_setup_piles_third_stack
    Scenario Outline: A new game has a third stack to draw from only in Ogallala I and Amigo
      Given the edition <edition>
      And a new game of North and South with seed 3
      Then "draw 1" is legal
      And "draw 3" is <third>

      Examples:
        | edition      | third     |
        | pelikan-1975 | not legal |
        | ass-ii       | not legal |
        | ass-i        | legal     |
        | amigo        | legal     |

    @pelikan_1975 @ass_ii @topic_setup_piles @topic_turn_draw @id_setup_piles_single_pile
    Scenario: In Pelikan and Ogallala II the whole deck is one pile
      Given a new game of North and South with seed 3
      Then the legal actions are:
        """
        draw 1
        """
      And "draw 2" is refused by rule turn.draw

    @ass_i @topic_setup_piles @ruling_ass_i_stacks @id_setup_piles_ass_i_three_stacks
    Scenario: In Ogallala I the shuffled deck is laid out as three stacks, none of them empty
      Given the edition ass-i
      And a new game of North, East and South with seed 5
      Then the legal actions are:
        """
        draw 1
        draw 2
        draw 3
        """

    @amigo @topic_setup_piles @ruling_amigo_discard_draw @id_setup_piles_amigo_three_stacks
    Scenario: In Amigo the deck is laid out as three stacks and there is no fourth
      Given the edition amigo
      And a new game of North, East and South with seed 5
      Then the legal actions are:
        """
        draw 1
        draw 2
        draw 3
        """
      And "draw 4" is refused by rule turn.draw

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_setup_piles @id_setup_piles_nothing_discarded_yet
    Scenario: At the start no card is discarded or out of play and every display is empty
      Given a new game of North and South with seed 9
      Then the discard pile is: -
      And the cards out of play are: -
      And North's display is:
        """
        """
      And South's display is:
        """
        """
