Feature: Who begins
  The rulebooks let lots, the dealer's seat, the players' choice or age decide; the engine
  models none of these: the player named first in seat order takes the first turn.

  Rule: setup.start-player - the first player in seat order begins

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_setup_start_player @ruling_start_player @id_setup_start_player_first_seat
    Scenario: The first player in seat order takes the first turn of a new game
      Given a new game of South, West and North with seed 12
      Then it is South's turn
      And the pending decision is: draw
