Feature: A boat attacks at most once
  A completed boat has one attack, right after its completion; a boat that has attacked
  or declined never attacks again later.

  Rule: attack.once-per-boat - a boat attacks at most once
    In Pelikan and Ogallala II a boat broken by the archer or the lasso and completed again
    has been completed anew and gets one attack for that completion (ruling
    recompleted-boat).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_once_per_boat @topic_attack_ends_turn
    @ruling_free_turn @id_attack_once_no_second_attack
    Scenario Outline: After its attack the boat attacks no more, though another target is left (<edition>)
      South's boat holds only Indians, so in Pelikan and Ogallala II nothing is left to take
      and North draws again; still his boat does not attack West.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 i1 |
        West:
          | bow1 i1 |
        pile 1: i3 eagle tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then the pending decision is: draw
      And it is <next>'s turn
      And West's display is:
        """
        | bow1 i1 |
        """

      Examples:
        | edition      | next  |
        | pelikan-1975 | North |
        | ass-ii       | North |
        | ass-i        | South |
        | amigo        | South |

    @pelikan_1975 @ass_ii @ass_i @topic_attack_once_per_boat @topic_attack_optional
    @id_attack_once_declined_boat_stays_quiet
    Scenario Outline: A boat that declined does not attack when the player completes another boat (<edition>, <attack-ends-turn>, <ass-i-section>)
      North's shaman boat (strength 12) declines. North completes a second boat of strength
      3: only that boat attacks, so South's boat of strength 6 is out of reach. Where
      completing a boat ends the drawing, South plays a turn in between (a second chief,
      which ends his drawing). Where an Ogallala I attacker may cut any run out of a boat
      under construction, South's bows and his single Indian are targets of their own too.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow shaman i2 . |
          | bow1 . stern1 |
        South:
          | bow1 chief |
          | bow1 i1 |
        pile 1: stern <between> i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: attack r1c1-r1c4
      When North passes
      And the players play:
        """
        <south draws>
        <south places>
        """
      And North draws
      And North places the card at r2c2
      Then the pending decision is: attack r2c1-r2c3
      And "attack South r1c1-r1c2" is refused by rule attack.strength
      And the legal actions are:
        """
        attack South r2c1-r2c2
        <south bow>
        <second bow>
        <south indian>
        pass
        """

      Examples:
        | edition      | attack-ends-turn | ass-i-section | between | south draws | south places | south bow         | second bow        | south indian      |
        | pelikan-1975 | attack-ends      | -             |         | # -         | # -          | # -               | # -               | # -               |
        | pelikan-1975 | completion-ends  | -             | chief   | draw        | place r3c1   | # -               | # -               | # -               |
        | pelikan-1975 | attack-continues | -             |         | # -         | # -          | # -               | # -               | # -               |
        | ass-ii       | attack-ends      | -             |         | # -         | # -          | # -               | # -               | # -               |
        | ass-ii       | completion-ends  | -             | chief   | draw        | place r3c1   | # -               | # -               | # -               |
        | ass-ii       | attack-continues | -             |         | # -         | # -          | # -               | # -               | # -               |
        | ass-i        | attack-ends      | maximal-run   |         | # -         | # -          | # -               | # -               | # -               |
        | ass-i        | completion-ends  | maximal-run   | chief   | draw        | place r3c1   | # -               | # -               | # -               |
        | ass-i        | attack-continues | maximal-run   |         | # -         | # -          | # -               | # -               | # -               |
        | ass-i        | attack-ends      | any-run       |         | # -         | # -          | attack South r1c1 | attack South r2c1 | attack South r2c2 |
        | ass-i        | attack-ends      | whole-boat    |         | # -         | # -          | # -               | # -               | # -               |

    @pelikan_1975 @ass_ii @topic_attack_once_per_boat @topic_attack_when @topic_cards_archer
    @ruling_recompleted_boat @id_attack_once_recompleted_boat
    Scenario Outline: In Pelikan and Ogallala II a boat shot open and completed again attacks again (<pelikan-archer-complete>)
      South's archer, just placed, shoots an Indian out of North's complete boat; when North
      fills the gap his boat is complete again (strength 2 + 3 = 5) and may attack. Where
      the archer may shoot only into incomplete boats, North's boat stays whole, and his i3
      goes into another row without an attack.
      Given the position:
        """
        North:
          | bow i2 i1 stern |
        South:
          | bow1 i1 |
          | archer |
        pile 1: i1 i3 eagle
        turn: South, drawn 1
        pending: shoot
        """
      When the players play:
        """
        <shot>
        draw
        place r3c1
        """
      Then North's display is:
        """
        | <north> |
        """
      And it is North's turn
      When North draws
      And North places the card at <spot>
      Then the pending decision is: <pending>
      And "attack South r1c1-r1c2" is <attack>

      Examples:
        | pelikan-archer-complete | shot             | north           | spot | pending          | attack    |
        | any-boat                | shoot North r1c3 | bow i2 . stern  | r1c3 | attack r1c1-r1c4 | legal     |
        | incomplete-only         |                  | bow i2 i1 stern | r2c1 | draw             | not legal |
