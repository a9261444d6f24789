Feature: The fifth boat ends the game (Amigo)
  An Amigo player may put off the end of the game only until his fifth complete boat.

  Rule: end.fifth-boat - the fifth complete boat ends the game

    @ass_i @amigo @topic_end_fifth_boat @topic_end_play_on @ruling_amigo_who_may_end @id_end_fifth_boat_by_edition
    Scenario Outline: The fifth complete boat ends the game in Amigo; Ogallala I has no limit
      North has played on at his third and at his fourth boat. South has no boat to attack.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern bow1 i2 stern1 |
          | bow i2 stern bow1 i3        |
          | bow i3 stern                |
        South:
        first three: North
        pile 1: stern1 chief
        pile 2: furs
        pile 3: tent
        """
      When North draws from pile 1
      And North places the card at r2c6
      Then North has 5 complete boats
      And the game is <over>

      Examples:
        | edition | over     |
        | ass-i   | not over |
        | amigo   | over     |

    @ass_i @topic_end_play_on @ruling_amigo_who_may_end @id_end_fifth_boat_ass_i_may_play_on
    Scenario: In Ogallala I a player with five complete boats may still play on
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i1 stern bow1 i2 stern1 |
          | bow i2 stern bow1 i3        |
          | bow i3 stern                |
        South:
        first three: North
        pile 1: stern1 chief
        pile 2: furs
        pile 3: tent
        """
      When North draws from pile 1
      And North places the card at r2c6
      Then the pending decision is: end
      When North plays on
      Then the game is not over

    @amigo @topic_end_fifth_boat @ruling_end_timing @id_end_fifth_boat_attack_first
    Scenario: In Amigo the fifth boat still makes its attack before the game ends
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 stern bow1 i2 stern1 |
          | bow i2 stern bow1 i3        |
          | bow i3 stern                |
        South:
          | i1 |
        first three: North
        pile 1: stern1 chief
        pile 2: furs
        pile 3: tent
        """
      When North draws from pile 1
      And North places the card at r2c6
      Then the pending decision is: attack r2c4-r2c6
      When North attacks South's boat r1c1
      Then the game is over
      And the discard pile is: i1

    @amigo @topic_end_fifth_boat @id_end_fifth_boat_fourth_still_optional
    Scenario: In Amigo the fourth complete boat still leaves the choice
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 stern bow1 i2 |
          | bow i2 stern         |
          | bow i3 stern         |
        South:
        first three: North
        pile 1: stern1 chief
        pile 2: furs
        pile 3: tent
        """
      When North draws from pile 1
      And North places the card at r1c6
      Then North has 4 complete boats
      And the pending decision is: end
