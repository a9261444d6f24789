Feature: Which rule a refused action names when it is not the decision due
  An action can be wrong twice over: not the kind of action the decision now due asks
  for, and against the rules of its own kind as well. The refusal names the first in the
  order docs/protocol.md gives ("Which rule a refusal names"): a game that is over, then a
  player who is not in the game, then the decision due, and only then the action's own
  rules.

  Rule: turn.draw - the decision due is named before the action's own rules

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_draw @topic_placement_no_moving @id_turn_precedence_draw_due_over_occupied
    Scenario: Placing onto an occupied space when a draw is due is refused for the draw
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 tent
        """
      Then "place r1c1" is refused by rule turn.draw

    @pelikan_1975 @ass_ii @topic_placement_where @topic_turn_draw @id_turn_precedence_place_due_over_empty_pile
    Scenario: Drawing from the empty pile while a card is to be placed is refused for the card in hand
      North has drawn the last card of the pile; the discard pile becomes the new pile only
      when a draw is due (or, where it is read to, at once, and then the pile is not empty).
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1
        discard: tent
        """
      When North draws
      Then "draw" is refused by rule placement.where

  Rule: setup.players - a player who is not in the game is named before the decision due

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_setup_players @topic_turn_draw @id_turn_precedence_no_such_player_over_draw_due
    Scenario: Lassoing a player who is not in the game when a draw is due is refused for the player
      Given the position:
        """
        North:
          | bow i2 |
        South:
          | bow1 i1 |
        pile 1: i1 tent
        """
      Then "lasso West r1c1" is refused by rule setup.players

  Rule: end.three-boats - after the end of the game every action is refused as such

    @pelikan_1975 @ass_ii @topic_end_three_boats @topic_setup_players @topic_turn_draw @id_turn_precedence_over_over_no_such_player
    Scenario: Once the game is over, an action naming a player who is not in it is refused for the end
      Given the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3 stern |
        South:
        pile 1: i1 tent
        first three: North
        game over
        """
      Then "lasso West r1c1" is refused by rule end.three-boats
      And "draw" is refused by rule end.three-boats

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_end_piles_exhausted @topic_end_three_boats @topic_turn_draw @id_turn_precedence_over_over_empty_piles
    Scenario: A game that ended because no card was left refuses a draw for the end too
      The position records that the game is over, not why; the refusal names rule
      end.three-boats whatever ended the game.
      Given the position:
        """
        North:
          | bow i2 |
        South:
        game over
        """
      Then "draw" is refused by rule end.three-boats
