Feature: Playing on after the third boat
  In Ogallala I and Amigo a player who has passed up the end may end the game later only
  right after completing another boat; any other player may end it right after completing
  a boat that leaves him with three or more complete boats.

  Rule: end.play-on - who may end the game later, and when

    @ass_i @amigo @topic_end_play_on @id_end_play_on_no_end_without_completion
    Scenario Outline: After playing on, a card that completes no boat brings no chance to end (<edition>, <amigo-who-may-end>)
      North has three complete boats and played on when he completed the third. The furs
      lets him draw on in both editions. Only where
      a player with three complete boats may end the game at any moment of his turn may he
      end it now.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern bow1 i2 |
          | bow i2 stern         |
          | bow i3 stern         |
        South:
          | bow1 i1 |
        first three: North
        pile 1: stern1 i3
        pile 2: furs
        pile 3: shaman
        """
      When North draws from pile 2
      And North places the card at r2c6
      Then the pending decision is: draw
      And "end" is <end>

      Examples:
        | edition | amigo-who-may-end  | end                       |
        | ass-i   | on-completion      | refused by rule turn.draw |
        | ass-i   | on-completion-five | refused by rule turn.draw |
        | ass-i   | any-time           | legal                     |
        | ass-i   | same-player-only   | refused by rule turn.draw |
        | amigo   | on-completion-five | refused by rule turn.draw |
        | amigo   | on-completion      | refused by rule turn.draw |
        | amigo   | any-time           | legal                     |
        | amigo   | same-player-only   | refused by rule turn.draw |

    @ass_i @amigo @topic_end_play_on @ruling_amigo_who_may_end @id_end_play_on_fourth_boat
    Scenario Outline: After playing on, the same player may end the game on completing another boat (<end-timing>)
      Where the end comes with the completion itself, North ends the game at his new boat's
      attack decision instead of attacking.
      Given the position:
        """
        North:
          | bow i1 stern bow1 i2 |
          | bow i2 stern         |
          | bow i3 stern         |
        South:
          | bow1 i1 |
        first three: North
        pile 1: stern1 i3
        pile 2: chief
        pile 3: shaman
        """
      When North draws from pile 1
      And North places the card at r1c6
      Then North has 4 complete boats
      And the pending decision is: attack r1c4-r1c6
      And "end" is <end with attack>
      When the players play:
        """
        <first>
        <second>
        """
      Then the game is over

      Examples:
        | end-timing    | end with attack             | first | second |
        | after-attack  | refused by rule attack.when | pass  | end    |
        | before-attack | legal                       | end   | # -    |

    @ass_i @amigo @topic_end_play_on @id_end_play_on_other_player_third
    Scenario Outline: After one player has played on, another may end the game on completing his third boat (<edition>, <amigo-who-may-end>, <end-timing>)
      South's third boat (strength 5) could attack North's complete boats. Only where no
      one but the first player to three boats may end the game must South play on. Where
      the end comes with the completion itself, South ends it at the attack decision.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3 stern |
        South:
          | bow1 i1 stern1 |
          | bow1 i2 stern1 |
          | bow1 i3        |
        first three: North
        turn: South
        pile 1: stern1 chief
        pile 2: bow
        pile 3: tent
        """
      When South draws from pile 1
      And South places the card at r3c3
      Then the pending decision is: attack r3c1-r3c3
      And "end" is <end with attack>
      When the players play:
        """
        <first>
        <second>
        """
      Then the game is <over>

      Examples:
        | edition | amigo-who-may-end  | end-timing    | end with attack             | first | second | over     |
        | ass-i   | on-completion      | after-attack  | refused by rule attack.when | pass  | end    | over     |
        | ass-i   | on-completion      | before-attack | legal                       | end   | # -    | over     |
        | ass-i   | on-completion-five | after-attack  | refused by rule attack.when | pass  | end    | over     |
        | ass-i   | any-time           | after-attack  | refused by rule attack.when | pass  | end    | over     |
        | ass-i   | same-player-only   | after-attack  | refused by rule attack.when | pass  | # -    | not over |
        | ass-i   | same-player-only   | before-attack | refused by rule attack.when | pass  | # -    | not over |
        | amigo   | on-completion-five | after-attack  | refused by rule attack.when | pass  | end    | over     |
        | amigo   | on-completion-five | before-attack | legal                       | end   | # -    | over     |
        | amigo   | on-completion      | after-attack  | refused by rule attack.when | pass  | end    | over     |
        | amigo   | any-time           | after-attack  | refused by rule attack.when | pass  | end    | over     |
        | amigo   | same-player-only   | after-attack  | refused by rule attack.when | pass  | # -    | not over |

    @ass_i @amigo @topic_end_play_on @ruling_amigo_who_may_end @id_end_play_on_fewer_than_three
    Scenario: A player who completes a boat with fewer than three complete boats may not end the game
      North holds three complete boats, but South, completing his second, has only two.
      Given the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3 stern |
        South:
          | bow1 i1 stern1 |
          | bow1 i3        |
        first three: North
        turn: South
        pile 1: stern1 chief
        pile 2: furs
        pile 3: tent
        """
      When South draws from pile 1
      And South places the card at r2c3
      Then South has 2 complete boats
      And the pending decision is: attack r2c1-r2c3
      When South passes
      Then it is North's turn
      And the pending decision is: draw
      And the game is not over

    @ass_i @amigo @topic_end_play_on @topic_end_three_boats @ruling_amigo_game_end_piles
    @id_end_play_on_first_three_stays
    Scenario Outline: The first player to have three complete boats stays the first when another reaches three (<edition>, <amigo-who-may-end>, <end-timing>)
      South completes his third boat after North has played on at his. South passes the
      attack and, where he may end the game after it, plays on; the position still names
      North as the first to three. The bow left in pile 2 could still be laid, so the
      game goes on however the end for lack of cards is read (ruling amigo-game-end-piles:
      with only cards that no display can take, the end where no card left has a use would
      come at once).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3 stern |
        South:
          | bow1 i1 stern1 |
          | bow1 i2 stern1 |
          | bow1 i3        |
        first three: North
        turn: South
        pile 1: stern1 chief
        pile 2: bow
        pile 3: tent
        """
      When South draws from pile 1
      And South places the card at r3c3
      And the players play:
        """
        pass
        <then>
        """
      Then the position is:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3 stern |
        South:
          | bow1 i1 stern1 |
          | bow1 i2 stern1 |
          | bow1 i3 stern1 |
        first three: North
        turn: North
        pile 1: chief
        pile 2: bow
        pile 3: tent
        """

      Examples:
        | edition | amigo-who-may-end  | end-timing    | then    |
        | ass-i   | on-completion      | after-attack  | play on |
        | ass-i   | on-completion-five | after-attack  | play on |
        | ass-i   | any-time           | after-attack  | play on |
        | ass-i   | same-player-only   | after-attack  | # -     |
        | ass-i   | on-completion      | before-attack | # -     |
        | amigo   | on-completion-five | after-attack  | play on |
        | amigo   | on-completion      | after-attack  | play on |
        | amigo   | any-time           | after-attack  | play on |
        | amigo   | same-player-only   | after-attack  | # -     |
        | amigo   | on-completion-five | before-attack | # -     |
