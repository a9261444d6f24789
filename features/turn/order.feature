Feature: The order of turns
  When a player's turn ends, the next player in seat order (clockwise) has his turn, and
  after the last player the first comes again.

  Rule: turn.order - turns pass to the next player

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_order @id_turn_order_seat_order
    Scenario: Turns pass down the seats and back to the first player
      Each player draws a second card with two Indians, which ends his drawing.
      Given the position:
        """
        North:
          | bow i2 |
        South:
          | bow i2 |
        West:
          | bow i2 |
        pile 1: i2 i2 i2 furs
        turn: South
        """
      When South draws
      And South places the card at r2c1
      Then it is West's turn
      When West draws
      And West places the card at r2c1
      Then it is North's turn
      When North draws
      And North places the card at r2c1
      Then it is South's turn
      And pile 1 is: furs
