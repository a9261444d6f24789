Feature: The fifth boat ends the game (Amigo)
  An Amigo player may put off the end of the game only until his fifth complete boat.

  Rule: end.fifth-boat - the fifth complete boat ends the game

    @ass_i @amigo @topic_end_fifth_boat @topic_end_play_on @id_end_fifth_boat_by_edition
    Scenario Outline: The fifth complete boat ends the game in Amigo; Ogallala I has no limit (<edition>, <amigo-who-may-end>)
      North has played on at his third and at his fourth boat. South has no boat to attack.
      The readings of who may end the game keep each edition's limit, except those that
      give Amigo none or Ogallala I Amigo's.
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
      Then the events are:
        | kind      | player | card   | at   | boat      | rule           |
        | placed    | North  | stern1 | r2c6 |           |                |
        | completed | North  |        |      | r2c4-r2c6 |                |
        | <ends>    | North  |        |      |           | end.fifth-boat |
      And North has 5 complete boats
      And the game is <over>

      Examples:
        | edition | amigo-who-may-end  | over     | ends      |
        | ass-i   | on-completion      | not over | -         |
        | ass-i   | on-completion-five | over     | game-over |
        | ass-i   | any-time           | not over | -         |
        | ass-i   | same-player-only   | not over | -         |
        | amigo   | on-completion-five | over     | game-over |
        | amigo   | on-completion      | not over | -         |
        | amigo   | any-time           | over     | game-over |
        | amigo   | same-player-only   | over     | game-over |

    @ass_i @topic_end_play_on @id_end_fifth_boat_ass_i_may_play_on
    Scenario Outline: In Ogallala I a player with five complete boats may still play on (<amigo-who-may-end>, <end-timing>)
      South has no boat, so the new boat has nothing to attack; where the end comes with the
      completion itself, the choice is made at its attack decision. Only where Ogallala I is
      given Amigo's limit does the fifth boat end the game.
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
      Then the game is <over>
      And "play on" is <play on>
      When the players play:
        """
        <play>
        """
      Then the game is <over>

      Examples:
        | amigo-who-may-end  | end-timing    | over     | play on   | play    |
        | on-completion      | after-attack  | not over | legal     | play on |
        | on-completion      | before-attack | not over | legal     | play on |
        | on-completion-five | after-attack  | over     | not legal | # -     |
        | any-time           | after-attack  | not over | legal     | play on |
        | same-player-only   | after-attack  | not over | legal     | play on |

    @amigo @topic_end_fifth_boat @id_end_fifth_boat_attack_first
    Scenario Outline: In Amigo the fifth boat still makes its attack before the game ends (<end-timing>, <amigo-who-may-end>)
      Where the end comes with the completion itself, the fifth boat ends the game before
      it can attack; where Amigo has no limit, North is offered the end after the attack.
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
      Then the game is <over at once>
      When the players play:
        """
        <attack>
        """
      Then the game is <over>
      And the discard pile is: <discard>

      Examples:
        | end-timing    | amigo-who-may-end  | over at once | attack            | over     | discard |
        | after-attack  | on-completion-five | not over     | attack South r1c1 | over     | i1      |
        | before-attack | on-completion-five | over         | # -               | over     | -       |
        | after-attack  | on-completion      | not over     | attack South r1c1 | not over | i1      |
        | after-attack  | any-time           | not over     | attack South r1c1 | over     | i1      |
        | after-attack  | same-player-only   | not over     | attack South r1c1 | over     | i1      |

    @amigo @topic_end_fifth_boat @id_end_fifth_boat_fourth_still_optional
    Scenario Outline: In Amigo the fourth complete boat still leaves the choice (<end-timing>)
      South has no boat, so the new boat has nothing to attack; where the end comes with the
      completion itself, the choice is made at its attack decision.
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
      And the pending decision is: <pending>
      And the legal actions are:
        """
        end
        play on
        """

      Examples:
        | end-timing    | pending          |
        | after-attack  | end              |
        | before-attack | attack r1c4-r1c6 |

  Rule: end.fifth-boat - the five boats are complete boats in the player's display
    A boat completed and lost since does not count towards the five (ruling
    amigo-fifth-boat).

    @amigo @topic_end_fifth_boat @topic_end_play_on @id_end_fifth_boat_completed_and_lost
    Scenario Outline: In Amigo a fifth boat completed, one of them lost, does not end the game (<amigo-fifth-boat>, <amigo-who-may-end>)
      North has completed four boats in this game and lost one; he holds three. His new
      boat makes four held, five completed. South has no boat to attack. Where the game
      has no limit of five, North may end it or play on whatever is counted.
      Given the position:
        """
        edition: amigo
        North:
          | bow i1 stern bow1 i2 stern1 |
          | bow i2 stern bow1 i3        |
        South:
        first three: North
        completed: North 4
        pile 1: stern1 chief
        pile 2: furs
        pile 3: tent
        """
      When North draws from pile 1
      And North places the card at r2c6
      Then North has 4 complete boats
      And the game is <over>
      And "end" is <end>

      Examples:
        | amigo-fifth-boat | amigo-who-may-end  | over     | end       |
        | held             | on-completion-five | not over | legal     |
        | completed        | on-completion-five | over     | not legal |
        | held             | on-completion      | not over | legal     |
        | completed        | on-completion      | not over | legal     |
        | held             | any-time           | not over | legal     |
        | completed        | any-time           | over     | not legal |
        | held             | same-player-only   | not over | legal     |
        | completed        | same-player-only   | over     | not legal |
