Feature: Number of players
  Pelikan, Ogallala II and Ogallala I are for two to four players, Amigo for two to five.

  Rule: setup.players - how many may play

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_setup_players @id_setup_players_fewest_and_most
    Scenario Outline: A game starts with the fewest and with the most players the edition allows
      Given the edition <edition>
      And a new game of <players> with seed 7
      Then it is North's turn
      And the pending decision is: draw
      And "draw 1" is legal

      Examples:
        | edition      | players                               |
        | pelikan-1975 | North and South                       |
        | pelikan-1975 | North, East, South and West           |
        | ass-ii       | North and South                       |
        | ass-ii       | North, East, South and West           |
        | ass-i        | North and South                       |
        | ass-i        | North, East, South and West           |
        | amigo        | North and South                       |
        | amigo        | North, East, South, West and Centre   |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_setup_players @id_setup_players_too_few_or_too_many
    Scenario Outline: A game with fewer or more players than the edition allows is refused
      Given the edition <edition>
      Then a new game of <players> with seed 7 is refused

      Examples:
        | edition      | players                                     |
        | pelikan-1975 | North                                       |
        | pelikan-1975 | North, East, South, West and Centre         |
        | ass-ii       | North, East, South, West and Centre         |
        | ass-i        | North                                       |
        | ass-i        | North, East, South, West and Centre         |
        | amigo        | North                                       |
        | amigo        | North, East, South, West, Centre and Extra  |

    @pelikan_1975 @ass_ii @ass_i @topic_setup_players @topic_turn_order @id_setup_players_four_take_turns
    Scenario: Four players take their turns in seat order
      Given the position:
        """
        North:
          | bow i2 |
        East:
          | bow i2 |
        South:
          | bow i2 |
        West:
          | bow i2 |
        pile 1: i2 i2 furs
        turn: South
        """
      When South draws
      And South places the card at r2c1
      Then it is West's turn
      When West draws
      And West places the card at r2c1
      Then it is North's turn

    @amigo @topic_setup_players @topic_turn_order @id_setup_players_five_take_turns
    Scenario: In Amigo five players take their turns in seat order
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        East:
          | bow i2 |
        South:
          | bow i2 |
        West:
          | bow i2 |
        Centre:
          | bow i2 |
        pile 1: i2 i2 furs
        pile 2: tent
        pile 3: eagle
        turn: West
        """
      When West draws
      And West places the card at r2c1
      Then it is Centre's turn
      When Centre draws
      And Centre places the card at r2c1
      Then it is North's turn

    @amigo @topic_setup_players @topic_setup_deck @id_setup_players_amigo_five_deal
    Scenario: Five players start Amigo with the whole deck dealt into the three stacks
      The number of players plays no part in the deal: five players share the same 112 cards.
      Given a new game of North, East, South, West and Centre with seed 11
      Then the piles have 112 cards together
      And it is North's turn
      And the pending decision is: draw
