Feature: A boat completed with the spoils may attack in turn
  In Ogallala I and Amigo, when the conquered cards complete another of the attacker's
  boats, that boat may attack at once; in Pelikan and Ogallala II the turn passes once
  the spoils are placed.

  Rule: attack.chained - a boat completed with the spoils may attack in turn
    Ogallala I, Amigo: yes, under the same conditions, and this may repeat. Pelikan,
    Ogallala II: no; a boat completed by spoils, or by booty claimed through a person taken
    as spoils, makes no attack (ruling pelikan-chained).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_chained @topic_attack_ends_turn
    @id_attack_chained_by_edition
    Scenario Outline: The conquered tobacco completes a second boat, which attacks only in Ogallala I and Amigo (<edition>, <pelikan-chained>, <amigo-unplaced-spoils>)
      North's first boat has strength 5 + 2 = 7 and conquers South's boat. The tobacco
      completes North's second boat (strength 1 + 3 = 4), and West's boat of strength 2 is
      there to be attacked. The two Indians that complete the first boat are a second such
      card for North, so his drawing ends with them.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow chief . stern |
          | bow1 i3 . stern |
          | i2 |
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
        | edition      | pelikan-chained | amigo-unplaced-spoils | take         | next decision    | player |
        | pelikan-1975 | no-chain        | -                     | take r1c2    | draw             | South  |
        | pelikan-1975 | chain           | -                     | take r1c2    | attack r2c1-r2c4 | North  |
        | ass-ii       | no-chain        | -                     | take r1c2    | draw             | South  |
        | ass-ii       | chain           | -                     | take r1c2    | attack r2c1-r2c4 | North  |
        | ass-i        | -               | -                     | take tobacco | attack r2c1-r2c4 | North  |
        | amigo        | -               | discard               | take tobacco | attack r2c1-r2c4 | North  |
        | amigo        | -               | stay-with-victim      | take r1c1    | attack r2c1-r2c4 | North  |

    @ass_i @amigo @topic_attack_chained @topic_attack_ends_turn @topic_attack_once_per_boat
    @id_attack_chained_attack_carried_out
    Scenario Outline: The second boat carries out its attack, then the turn passes (<edition>, <ass-i-section>, <amigo-unplaced-spoils>)
      Where an Ogallala I attacker may cut any run out of a boat under construction, West's
      bow and West's Indian are targets of their own too.
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
      And North places the card at r2c3
      Then the legal actions are:
        """
        attack West r1c1-r1c2
        <bow alone>
        <indian alone>
        pass
        """
      When North attacks West's boat r1c1-r1c2
      Then West's card at r1c1 is empty
      And West's card at r1c2 is empty
      And it is South's turn
      And the pending decision is: draw

      Examples:
        | edition | ass-i-section | amigo-unplaced-spoils | take         | bow alone        | indian alone     |
        | ass-i   | maximal-run   | -                     | take tobacco | # -              | # -              |
        | ass-i   | any-run       | -                     | take tobacco | attack West r1c1 | attack West r1c2 |
        | ass-i   | whole-boat    | -                     | take tobacco | # -              | # -              |
        | amigo   | -             | discard               | take tobacco | # -              | # -              |
        | amigo   | -             | stay-with-victim      | take r1c1    | # -              | # -              |

    @ass_i @topic_attack_chained @topic_attack_spoils @id_attack_chained_ass_i_empty_stern
    Scenario Outline: In Ogallala I a conquered empty stern completes a boat, which may attack (<ass-i-spoils-empty>)
      North conquers South's complete boat (strength 2) and finishes his second boat with
      its empty stern (strength 1 + 3 = 4), unless only middle sections count as "empty
      canoe section cards": then the stern is lost and nothing is left to take.
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
      Then the pending decision is: <spoils>
      When the players play:
        """
        <take>
        <place>
        """
      Then the pending decision is: <then>
      And "attack West r1c1-r1c2" is <attack>

      Examples:
        | ass-i-spoils-empty | spoils       | take       | place      | then             | attack    |
        | includes-ends      | spoils stern | take stern | place r2c3 | attack r2c1-r2c3 | legal     |
        | sections-only      | draw         | # -        | # -        | draw             | not legal |

    @pelikan_1975 @ass_ii @topic_attack_chained @topic_cards_hunters
    @ruling_gained_card_completion @id_attack_chained_pelikan_claim_through_spoils
    Scenario Outline: In Pelikan and Ogallala II a boat completed by booty a conquered person claims makes no attack (<edition>, <pelikan-chained>, <pelikan-attack-losers>, <hunter-claims>, <booty-halves>)
      North takes South's cowboy as a spoil; the cowboy claims East's front half of the
      horse, which completes North's second boat (strength 2). West's boat of strength 1
      could be attacked, but the turn passes, unless spoils may complete a boat that
      attacks. The three Indians that complete North's first boat are a second such card
      for him. Where Pelikan's "cards bearing drawings of men" take in the persons, the
      cowboy is lost and North, with nothing to take, draws again. Where the two halves
      may only be claimed together, North's own rear half leaves the cowboy no claim.
      Where the two halves are alike (ruling booty-halves, identical), they are one
      picture: the front half may not join North's rear half in row 2, so it goes to row 1
      and completes nothing.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
          | bow1 i1 . horse-r stern |
          | . . . . i3 |
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
      And the players play:
        """
        <take>
        <place>
        """
      Then the pending decision is: <claim>
      When the players play:
        """
        <claim action>
        <place horse>
        """
      Then North has <boats> complete boats
      And it is <player>'s turn
      And the pending decision is: <next decision>
      And West's display is:
        """
        | bow1 |
        """

      Examples:
        | edition      | pelikan-chained | pelikan-attack-losers | hunter-claims      | booty-halves | take      | place      | claim                | claim action    | place horse | boats | player | next decision    |
        | pelikan-1975 | no-chain        | red-indians           | placeable-any-boat | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | pelikan-1975 | chain           | red-indians           | placeable-any-boat | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | North  | attack r2c1-r2c5 |
        | pelikan-1975 | no-chain        | all-figures           | placeable-any-boat | front-rear   | # lost    | # -        | draw                 | # -             | # -         | 1     | North  | draw             |
        | pelikan-1975 | no-chain        | red-indians           | incomplete-only    | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | pelikan-1975 | no-chain        | red-indians           | both-or-none       | front-rear   | take r1c2 | place r3c1 | draw                 | # -             | # -         | 1     | East   | draw             |
        | pelikan-1975 | no-chain        | red-indians           | compulsory         | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | pelikan-1975 | no-chain        | red-indians           | placeable-any-boat | any-order    | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | pelikan-1975 | no-chain        | red-indians           | placeable-any-boat | identical    | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r3c2  | 1     | East   | draw             |
        | ass-ii       | no-chain        | -                     | placeable-any-boat | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | ass-ii       | chain           | -                     | placeable-any-boat | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | North  | attack r2c1-r2c5 |
        | ass-ii       | no-chain        | -                     | incomplete-only    | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | ass-ii       | no-chain        | -                     | both-or-none       | front-rear   | take r1c2 | place r3c1 | draw                 | # -             | # -         | 1     | East   | draw             |
        | ass-ii       | no-chain        | -                     | compulsory         | front-rear   | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | ass-ii       | no-chain        | -                     | placeable-any-boat | any-order    | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r2c3  | 2     | East   | draw             |
        | ass-ii       | no-chain        | -                     | placeable-any-boat | identical    | take r1c2 | place r3c1 | claim horse (spoils) | claim East r1c1 | place r3c2  | 1     | East   | draw             |
