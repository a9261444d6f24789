Feature: A boat completed with the spoils may attack in turn
  In Ogallala I and Amigo, when the conquered cards complete another of the attacker's
  boats, that boat may attack at once; in Pelikan and Ogallala II the turn passes once
  the spoils are placed.

  Rule: attack.chained - a boat completed with the spoils may attack in turn
    Ogallala I, Amigo: yes, under the same conditions, and this may repeat. Pelikan,
    Ogallala II: no; a boat completed by spoils, or by booty claimed through a person taken
    as spoils, makes no attack (ruling pelikan-chained).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_chained @topic_attack_ends_turn
    @ruling_pelikan_chained @id_attack_chained_by_edition
    Scenario Outline: The conquered tobacco completes a second boat, which attacks only in Ogallala I and Amigo (<edition>)
      North's first boat has strength 5 + 2 = 7 and conquers South's boat. The tobacco
      completes North's second boat (strength 1 + 3 = 4), and West's boat of strength 2 is
      there to be attacked.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow chief . stern |
          | bow1 i3 . stern |
        South:
          | bow1 tobacco |
        West:
          | bow1 i1 |
        pile 1: i2 eagle tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      And North plays "<take>"
      Then the pending decision is: place tobacco (spoils)
      When North places the card at r2c3
      Then North has 2 complete boats
      And the pending decision is: <next decision>
      And it is <player>'s turn

      Examples:
        | edition      | take         | next decision    | player |
        | pelikan-1975 | take r1c2    | draw             | South  |
        | ass-ii       | take r1c2    | draw             | South  |
        | ass-i        | take tobacco | attack r2c1-r2c4 | North  |
        | amigo        | take tobacco | attack r2c1-r2c4 | North  |

    @ass_i @amigo @topic_attack_chained @topic_attack_ends_turn @topic_attack_once_per_boat
    @id_attack_chained_attack_carried_out
    Scenario: The second boat carries out its attack, then the turn passes
      Given the position:
        """
        North:
          | bow chief . stern |
          | bow1 i3 . stern |
        South:
          | bow1 tobacco |
        West:
          | bow1 i1 |
        pile 1: i2 eagle tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      And North takes the tobacco
      And North places the card at r2c3
      Then the legal actions are:
        """
        attack West r1c1-r1c2
        pass
        """
      When North attacks West's boat r1c1-r1c2
      Then West's card at r1c1 is empty
      And West's card at r1c2 is empty
      And it is South's turn
      And the pending decision is: draw

    @ass_i @topic_attack_chained @topic_attack_spoils @ruling_ass_i_spoils_empty
    @id_attack_chained_ass_i_empty_stern
    Scenario: In Ogallala I a conquered empty stern completes a boat, which may attack
      North conquers South's complete boat (strength 2) and finishes his second boat with
      its empty stern (strength 1 + 3 = 4).
      Given the position:
        """
        edition: ass-i
        North:
          | bow chief . stern |
          | bow1 i3 |
        South:
          | bow1 i1 stern |
        West:
          | bow1 i1 |
        pile 1: i2 eagle tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      Then the pending decision is: spoils stern
      When North takes the stern
      And North places the card at r2c3
      Then the pending decision is: attack r2c1-r2c3
      And "attack West r1c1-r1c2" is legal

    @pelikan_1975 @ass_ii @topic_attack_chained @topic_cards_hunters @ruling_pelikan_chained
    @ruling_gained_card_completion @id_attack_chained_pelikan_claim_through_spoils
    Scenario Outline: In Pelikan and Ogallala II a boat completed by booty a conquered person claims makes no attack (<hunter-claims>, <booty-halves>)
      North takes South's cowboy as a spoil; the cowboy claims East's front half of the
      horse, which completes North's second boat (strength 2). West's boat of strength 1
      could be attacked, but the turn passes. Where the two halves may only be claimed
      together, North's own rear half leaves the cowboy no claim. Where the two halves are
      alike (ruling booty-halves, identical), they are one picture: the front half may not
      join North's rear half in row 2, so it goes to row 1 and completes nothing.
      Given the position:
        """
        North:
          | bow i2 . stern |
          | bow1 i1 . horse-r stern |
        East:
          | horse-f |
        South:
          | bow1 cowboy |
        West:
          | bow1 |
        pile 1: i3 eagle tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      And North takes the card at r1c2
      And North places the card at r3c1
      Then the pending decision is: <due>
      When the players play:
        """
        <claim>
        <place>
        """
      Then North has <boats> complete boats
      And it is East's turn
      And the pending decision is: draw
      And West's display is:
        """
        | bow1 |
        """

      Examples:
        | hunter-claims      | booty-halves | due                  | claim           | place      | boats |
        | placeable-any-boat | front-rear   | claim horse (spoils) | claim East r1c1 | place r2c3 | 2     |
        | incomplete-only    | front-rear   | claim horse (spoils) | claim East r1c1 | place r2c3 | 2     |
        | both-or-none       | front-rear   | draw                 |                 |            | 1     |
        | compulsory         | front-rear   | claim horse (spoils) | claim East r1c1 | place r2c3 | 2     |
        | placeable-any-boat | any-order    | claim horse (spoils) | claim East r1c1 | place r2c3 | 2     |
        | placeable-any-boat | identical    | claim horse (spoils) | claim East r1c1 | place r1c5 | 1     |
