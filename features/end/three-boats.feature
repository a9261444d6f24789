Feature: Three complete boats
  Pelikan and Ogallala II end as soon as a player has three complete boats; in Ogallala I
  and Amigo the player who completes his third boat may end the game or play on.

  Rule: end.three-boats - the third complete boat ends the game, or may

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_end_three_boats @id_end_three_boats_by_edition
    Scenario Outline: Completing the third boat ends the game at once only in Pelikan and Ogallala II
      South has no boat to attack.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3       |
        South:
        pile 1: stern i2 chief
        """
      When North draws
      And North places the card at r3c3
      Then the events are:
        | kind      | player | card  | at   | boat      | rule            |
        | placed    | North  | stern | r3c3 |           |                 |
        | completed | North  |       |      | r3c1-r3c3 |                 |
        | <ends>    | North  |       |      |           | end.three-boats |
      And North has 3 complete boats
      And the game is <over>

      Examples:
        | edition      | over     | ends      |
        | pelikan-1975 | over     | game-over |
        | ass-ii       | over     | game-over |
        | ass-i        | not over | -         |
        | amigo        | not over | -         |

    @pelikan_1975 @ass_ii @topic_end_three_boats @id_end_three_boats_attack_first
    Scenario Outline: In Pelikan and Ogallala II the third boat still makes its attack before the game ends (<end-timing>, <one-canoe-per-row>, <three-boats-count>)
      Where the end comes with the completion itself, the game ends before the attack. With
      one canoe per row, three complete canoes leave no space a card may take: the
      conquered tent fits nowhere, so there are no spoils to take and the game ends at once
      after the attack. Where a row is one canoe but cards go anywhere (one-anywhere), the
      tent must be taken (ruling pelikan-spoils-optional) and, laid beside the stern, leaves
      the third canoe incomplete: the end, checked after the attack, does not come, unless
      the boats completed in the game count (ruling three-boats-count): North has completed
      three.
      Given the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3       |
        South:
          | i1 tent |
        pile 1: stern i2 chief
        """
      When North draws
      And North places the card at r3c3
      Then the game is <over at once>
      When the players play:
        """
        <attack>
        """
      Then the game is <after the attack>
      When the players play:
        """
        <take>
        <place>
        """
      Then the game is <at the end>
      And North's card at r3c4 is <r3c4>

      Examples:
        | end-timing    | one-canoe-per-row | three-boats-count | over at once | attack                 | after the attack | take                    | place      | at the end | r3c4  |
        | after-attack  | several           | -                 | not over     | attack South r1c1-r1c2 | not over         | take r1c2               | place r3c4 | over       | tent  |
        | before-attack | several           | -                 | over         | # -                    | over             | # -                     | # -        | over       | empty |
        | after-attack  | one-per-row       | -                 | not over     | attack South r1c1-r1c2 | over             | # the tent fits nowhere | # -        | over       | empty |
        | after-attack  | one-anywhere      | held              | not over     | attack South r1c1-r1c2 | not over         | take r1c2               | place r3c4 | not over   | tent  |
        | after-attack  | one-anywhere      | completed         | not over     | attack South r1c1-r1c2 | not over         | take r1c2               | place r3c4 | over       | tent  |

    @ass_i @amigo @topic_end_three_boats @ruling_amigo_who_may_end @id_end_three_boats_may_end
    Scenario Outline: In Ogallala I and Amigo the player who completes his third boat may end the game (<edition>, <end-timing>, <attack-ends-turn>)
      South has no boat, so the boat has nothing to attack. Where the end comes with the
      completion itself, the choice is made at the boat's attack decision. The game over,
      the rest of the position stays as it was: whose turn it was, the cards drawn, and
      whether the drawing had ended (in Amigo, and where completing a boat is read to end
      it in Ogallala I too).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3       |
        South:
        pile 1: stern i2 chief
        """
      When North draws
      And North places the card at r3c3
      Then the pending decision is: <pending>
      And the legal actions are:
        """
        end
        play on
        """
      And "draw" is refused by rule <rule>
      When North ends the game
      Then the events are:
        | kind      | player | rule            |
        | ended     | North  |                 |
        | game-over | North  | end.three-boats |
      And the game is over
      And the position is:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3 stern |
        South:
        pile 1: i2 chief
        first three: North
        turn: North, drawn 1<ending>
        game over
        """

      Examples:
        | edition | end-timing    | attack-ends-turn | pending          | rule            | ending   |
        | ass-i   | after-attack  | attack-ends      | end              | end.three-boats |          |
        | ass-i   | after-attack  | completion-ends  | end              | end.three-boats | , ending |
        | ass-i   | after-attack  | attack-continues | end              | end.three-boats |          |
        | ass-i   | before-attack | attack-ends      | attack r3c1-r3c3 | attack.when     |          |
        | amigo   | after-attack  | -                | end              | end.three-boats | , ending |
        | amigo   | before-attack | -                | attack r3c1-r3c3 | attack.when     | , ending |

    @ass_i @amigo @topic_end_three_boats @id_end_three_boats_choice_after_attack
    Scenario Outline: In Ogallala I and Amigo the choice to end comes after the third boat's attack (<end-timing>)
      Where the end comes with the completion itself, North chooses at the attack decision:
      attacking means playing on.
      Given the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3       |
        South:
          | i1 |
        pile 1: stern i2 chief
        pile 2: furs
        pile 3: tent
        """
      When North draws
      And North places the card at r3c3
      Then the pending decision is: attack r3c1-r3c3
      And "end" is <end with attack>
      When North attacks South's boat r1c1
      Then the pending decision is: <after attack>
      When the players play:
        """
        <end>
        """
      Then the game is <over>

      Examples:
        | end-timing    | end with attack             | after attack | end | over     |
        | after-attack  | refused by rule attack.when | end          | end | over     |
        | before-attack | legal                       | draw         | # - | not over |

    @ass_i @amigo @topic_end_three_boats @topic_end_play_on @ruling_amigo_who_may_end @id_end_three_boats_play_on
    Scenario Outline: A player who plays on goes on as usual
      The empty stern lets the Ogallala I player draw on, unless completing a boat is read to
      end the drawing there too; in Amigo the completed boat ended the drawing. North stays
      the first player to have had three complete boats.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3       |
        South:
        pile 1: stern i2 chief
        pile 2: furs
        pile 3: tent
        """
      When North draws
      And North places the card at r3c3
      And North plays on
      Then the events are:
        | kind      | player |
        | played-on | North  |
        | <turn>    | South  |
      And the game is not over
      And it is <next>'s turn
      And the pending decision is: draw
      And the position is:
        """
        North:
          | bow i1 stern |
          | bow i2 stern |
          | bow i3 stern |
        South:
        pile 1: i2 chief
        pile 2: furs
        pile 3: tent
        first three: North
        turn: <turn line>
        """

      Examples:
        | edition | attack-ends-turn | next  | turn | turn line      |
        | ass-i   | attack-ends      | North | -    | North, drawn 1 |
        | ass-i   | completion-ends  | South | turn | South          |
        | ass-i   | attack-continues | North | -    | North, drawn 1 |
        | amigo   | -                | South | turn | South          |

  Rule: end.three-boats - the three boats are the complete boats the player holds
    A boat completed and lost since (conquered, sunk, broken) no longer counts towards the
    three (ruling three-boats-count). Where every boat completed in the game counts, the
    position keeps the count where it differs from the boats held: `completed: North 2`.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_end_three_boats @topic_scoring_first_three
    @id_end_three_boats_completed_and_lost
    Scenario Outline: A player who lost one of his first two boats completes another (<edition>, <three-boats-count>)
      North has completed two boats in this game and lost one of them; he holds one. His
      new boat makes two complete boats held, three completed. South's boat is too strong
      to be attacked.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern |
          | bow i2 . stern |
        South:
          | bow1 chief stern1 |
        completed: North 2
        pile 1: i3 furs tent
        turn: North
        """
      When North draws
      And North places the card at r2c3
      Then North has 2 complete boats
      And the game is <over>
      And "end" is <end>
      And North scores <score>

      Examples:
        | edition      | three-boats-count | over     | end       | score |
        | pelikan-1975 | held              | not over | not legal | 70    |
        | pelikan-1975 | completed         | over     | not legal | 370   |
        | ass-ii       | held              | not over | not legal | 70    |
        | ass-ii       | completed         | over     | not legal | 370   |
        | ass-i        | held              | not over | not legal | 7     |
        | ass-i        | completed         | not over | legal     | 7     |
        | amigo        | held              | not over | not legal | 7     |
        | amigo        | completed         | not over | legal     | 7     |

    @amigo @topic_end_three_boats @topic_attack_losers @ruling_attack_discard_order @id_end_three_boats_completed_line
    Scenario Outline: Where completed boats count, a conquered boat stays counted for the player who lost it (<three-boats-count>, <amigo-fifth-boat>)
      South has completed the one boat he holds. North conquers it; where boats completed
      in the game count, the position then says that South has completed one boat, which
      he no longer holds. North's own count is the one boat he holds, so it is not written.
      Given the position:
        """
        edition: amigo
        North:
          | bow chief i3 . |
        South:
          | bow1 i1 stern1 |
        pile 1: stern furs
        pile 2: tent
        pile 3: eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c3
      Then the position is:
        """
        edition: amigo
        North:
          | bow chief i3 stern |
        South:
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        discard: stern1 i1 bow1
        <completed>
        turn: South
        """

      Examples:
        | three-boats-count | amigo-fifth-boat | completed          |
        | held              | held             |                    |
        | completed         | held             | completed: South 1 |
        | held              | completed        | completed: South 1 |
