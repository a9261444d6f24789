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

    @ass_i @topic_setup_piles @topic_setup_deck @id_setup_piles_ass_i_stacks_by_type
    Scenario Outline: In Ogallala I the 134 cards are dealt round the three stacks, not sorted by type (<ass-i-stacks>)
      Dealt round, the stacks hold 45, 45 and 44 cards. Sorted by type, as the translator
      guesses, they would hold the 32 bows and sterns (8 empty bows, 8 empty sterns, 8
      bows and 8 sterns with a Red Indian), the 60 other Red Indian cards (10 each of 1, 2
      and 3 Indians, 8 chiefs, 4 shamans, 6 lasso throwers, 6 archers, 4 Crazy Axes, 2
      totems) and the 42 booty cards (12 furs, 2 each of six simple kinds, six suites of
      three).
      Given the edition ass-i
      And a new game of North and South with seed 5
      Then pile 1 has <pile 1> cards
      And pile 2 has <pile 2> cards
      And pile 3 has <pile 3> cards

      Examples:
        | ass-i-stacks      | pile 1 | pile 2 | pile 3 |
        | shuffled-together | 45     | 45     | 44     |
        | sorted-by-type    | 32     | 60     | 42     |

    @amigo @topic_setup_piles @ruling_amigo_discard_draw @id_setup_piles_amigo_three_stacks
    Scenario Outline: In Amigo the deck is laid out as three stacks and there is no fourth (<turn-voluntary-stop>)
      Given the edition amigo
      And a new game of North, East and South with seed 5
      Then the legal actions are:
        """
        draw 1
        draw 2
        draw 3
        <pass>
        """
      And "draw 4" is refused by rule turn.draw

      Examples:
        | turn-voluntary-stop | pass |
        | may-stop            |      |
        | must-draw-on        |      |
        | may-pass            | stop |

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
