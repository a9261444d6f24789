Feature: When a boat attacks
  A boat may attack only at the moment it is completed, and only that boat attacks; the
  attack is settled before anything else happens, the end of the game included.

  Rule: attack.when - a boat attacks right after it is completed, with that boat
    The decision to attack comes as soon as a placement completes one of the player's
    boats (bow at the left end, stern at the right end, no empty space between), and it
    belongs to that boat alone. It is settled before the next draw and before the check
    for the end of the game.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_when @topic_attack_optional
    @id_attack_when_completion_brings_decision
    Scenario Outline: Completing a boat brings the decision to attack with it (<edition>, <ass-i-section>)
      North's boat has strength 2 + 3 = 5; South's boat under construction has strength 2.
      Where an Ogallala I attacker may cut any run out of a boat under construction, each of
      South's two cards is a target too.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 i1 |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the events include:
        """
        North completed the boat r1c1-r1c4
        """
      And the pending decision is: attack r1c1-r1c4
      And the legal actions <mode>:
        """
        attack South r1c1-r1c2
        pass
        """
      And "attack South r1c2" is <run legal>

      Examples:
        | edition      | ass-i-section | mode    | run legal |
        | pelikan-1975 | -             | are     | not legal |
        | ass-ii       | -             | are     | not legal |
        | ass-i        | maximal-run   | are     | not legal |
        | ass-i        | any-run       | include | legal     |
        | ass-i        | whole-boat    | are     | not legal |
        | amigo        | -             | are     | not legal |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_when @topic_attack_strength
    @id_attack_when_only_new_boat_attacks
    Scenario Outline: Only the boat just completed attacks, not an older complete boat of the player (<edition>, <ass-i-section>, <amigo-attacking-boat>)
      North's shaman boat (strength 10) was completed earlier. The new boat has strength
      2 + 1 = 3: it may take South's boat of strength 2, not the one of strength 6. Where
      an Ogallala I attacker may cut any run out of a boat under construction, the bow of
      the stronger boat alone is a target. Where an Amigo attack is made with the player's
      whole strength (2 + 1 + 10 = 13), the stronger boat is a target too.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
          | bow shaman stern |
        South:
          | bow1 i1 |
          | bow1 chief |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And the legal actions <mode>:
        """
        attack South r1c1-r1c2
        pass
        """
      And "attack South r2c1-r2c2" is <strong>
      And "attack South r2c1" is <run legal>

      Examples:
        | edition      | ass-i-section | amigo-attacking-boat | mode    | strong                          | run legal |
        | pelikan-1975 | -             | -                    | are     | refused by rule attack.strength | not legal |
        | ass-ii       | -             | -                    | are     | refused by rule attack.strength | not legal |
        | ass-i        | maximal-run   | -                    | are     | refused by rule attack.strength | not legal |
        | ass-i        | any-run       | -                    | include | refused by rule attack.strength | legal     |
        | ass-i        | whole-boat    | -                    | are     | refused by rule attack.strength | not legal |
        | amigo        | -             | completed-boat       | are     | refused by rule attack.strength | not legal |
        | amigo        | -             | display-strength     | include | legal                           | not legal |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_when @id_attack_when_not_while_drawing
    Scenario: A complete boat may not attack later, when a draw is due
      North's boat was completed in an earlier turn; now it is North's turn to draw.
      Given the position:
        """
        North:
          | bow i3 stern |
        South:
          | bow1 i1 |
        pile 1: furs tent
        turn: North
        """
      Then the pending decision is: draw
      And "attack South r1c1-r1c2" is refused by rule attack.when

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_when @id_attack_when_decision_first
    Scenario: While the attack decision is due the player may not draw
      Given the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 i1 |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "draw" is refused by rule attack.when
      And "take furs" is refused by rule attack.when

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_when @topic_cards_lasso
    @id_attack_when_lassoed_card_completes
    Scenario Outline: A boat completed by a lassoed card attacks too (<gained-card-completion>)
      North lassoes South's three Indians and completes his boat with them (strength
      2 + 3 = 5); what is left of South's boat, the bow with one Indian, may be attacked,
      unless only a boat completed by a drawn card (or by spoils) attacks.
      Given the position:
        """
        North:
          | bow i2 . stern |
          | lasso |
        South:
          | bow1 i3 |
        pile 1: furs
        turn: North, drawn 1
        pending: lasso
        """
      When North lassoes South's card at r1c2
      And North places the card at r1c3
      Then North has 1 complete boat
      And the pending decision is: <pending>
      And "attack South r1c1" is <attack>

      Examples:
        | gained-card-completion | pending          | attack    |
        | any-completion         | attack r1c1-r1c4 | legal     |
        | drawn-only             | draw             | not legal |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_when @topic_end_three_boats
    @id_attack_when_before_game_end
    Scenario Outline: The boat that completes a third boat attacks before the end of the game (<edition>, <end-timing>)
      North completes his third boat. Its attack comes first; only then does Pelikan and
      Ogallala II end the game, and Ogallala I and Amigo offer the end. Where the end comes
      with the completion itself, Pelikan and Ogallala II end before the attack, and in
      Ogallala I and Amigo North chooses between ending and attacking.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
          | bow i1 stern |
          | bow i3 stern |
        South:
          | bow1 i1 |
        pile 1: chief furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the game is <over at once>
      And "attack South r1c1-r1c2" is <attack>
      And "end" is <end with attack>
      When the players play:
        """
        <attack action>
        """
      Then South's card at r1c1 is <south r1c1>
      And the game is <over>

      Examples:
        | edition      | end-timing    | over at once | attack    | end with attack | attack action          | south r1c1 | over     |
        | pelikan-1975 | after-attack  | not over     | legal     | not legal       | attack South r1c1-r1c2 | empty      | over     |
        | pelikan-1975 | before-attack | over         | not legal | not legal       | # the game is over     | bow1       | over     |
        | ass-ii       | after-attack  | not over     | legal     | not legal       | attack South r1c1-r1c2 | empty      | over     |
        | ass-ii       | before-attack | over         | not legal | not legal       | # the game is over     | bow1       | over     |
        | ass-i        | after-attack  | not over     | legal     | not legal       | attack South r1c1-r1c2 | empty      | not over |
        | ass-i        | before-attack | not over     | legal     | legal           | attack South r1c1-r1c2 | empty      | not over |
        | amigo        | after-attack  | not over     | legal     | not legal       | attack South r1c1-r1c2 | empty      | not over |
        | amigo        | before-attack | not over     | legal     | legal           | attack South r1c1-r1c2 | empty      | not over |

  Rule: attack.when - an archer that completes a boat shoots before the boat attacks
    The archer's shot and the attack of the boat it completed are both due at once. The
    archer shoots first (ruling special-attack-order), so its shot can weaken the boat
    that is then attacked. Where the attack is read to come first, the boat must attack
    the target as it stands: here no target is weaker, so the attack lapses at once and
    the archer shoots after it. In Amigo the display closes up when its first column is
    emptied, so South's boat then lies at r1c1-r1c2.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_when @topic_attack_strength @topic_cards_archer
    @ruling_special_attack_order @id_attack_when_archer_weakens_target
    Scenario Outline: North's archer completes a boat of strength 3; South's boat is as strong until the archer shoots (<edition>, <special-attack-order>, <pelikan-special-timing>, <ass-i-section>)
      North's new boat holds an i2 and the archer: strength 3. South's boat, i1 i2 and a
      tent, has strength 3 too, so the attack needs the shot first. Where the archer
      shoots on being drawn (Pelikan and Ogallala II, read so), it shoots before it is laid.
      Where any run of an incomplete boat is a section (Ogallala I, read so), the boat keeps
      its attack on a weaker run, but not on the whole boat.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | i1 i2 tent |
        pile 1: archer i3 eagle
        turn: North
        """
      When North draws
      And the players play:
        """
        <first>
        <second>
        """
      Then the pending decision is: <pending>
      And "<attack>" is <verdict>

      Examples:
        | special-attack-order | pelikan-special-timing | ass-i-section | edition      | first            | second           | pending          | attack                 | verdict                         |
        | special-first        | after-placing          | -             | pelikan-1975 | place r1c3       | shoot South r1c1 | attack r1c1-r1c4 | attack South r1c2-r1c3 | legal                           |
        | attack-first         | after-placing          | -             | pelikan-1975 | place r1c3       | # -              | shoot            | attack South r1c1-r1c3 | refused by rule attack.when     |
        | -                    | before-placing         | -             | pelikan-1975 | shoot South r1c1 | place r1c3       | attack r1c1-r1c4 | attack South r1c2-r1c3 | legal                           |
        | special-first        | after-placing          | -             | ass-ii       | place r1c3       | shoot South r1c1 | attack r1c1-r1c4 | attack South r1c2-r1c3 | legal                           |
        | attack-first         | after-placing          | -             | ass-ii       | place r1c3       | # -              | shoot            | attack South r1c1-r1c3 | refused by rule attack.when     |
        | -                    | before-placing         | -             | ass-ii       | shoot South r1c1 | place r1c3       | attack r1c1-r1c4 | attack South r1c2-r1c3 | legal                           |
        | special-first        | -                      | -             | ass-i        | place r1c3       | shoot South r1c1 | attack r1c1-r1c4 | attack South r1c2-r1c3 | legal                           |
        | attack-first         | -                      | maximal-run   | ass-i        | place r1c3       | # -              | shoot            | attack South r1c1-r1c3 | refused by rule attack.when     |
        | attack-first         | -                      | whole-boat    | ass-i        | place r1c3       | # -              | shoot            | attack South r1c1-r1c3 | refused by rule attack.when     |
        | attack-first         | -                      | any-run       | ass-i        | place r1c3       | # -              | attack r1c1-r1c4 | attack South r1c1-r1c3 | refused by rule attack.strength |
        | special-first        | -                      | -             | amigo        | place r1c3       | shoot South r1c1 | attack r1c1-r1c4 | attack South r1c1-r1c2 | legal                           |
        | attack-first         | -                      | -             | amigo        | place r1c3       | # -              | shoot            | attack South r1c1-r1c3 | refused by rule attack.when     |
