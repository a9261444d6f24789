Feature: Attack strength
  A boat that has just been completed may conquer another player's boat only if its
  combat strength is strictly higher than the strength of the boat it attacks.

  Rule: attack.strength - a boat attacks only a strictly weaker boat
    The strength of a boat (in Ogallala I also of a section) is the sum of the combat
    values of its cards. Equal strength is not enough. Ogallala I: a boat of strength 8
    attacks boats and sections of strength up to 7. Amigo: an attacking boat of
    strength 10 may not attack a boat of strength 15, nor a boat with the totem, but
    may attack a boat of strength 5.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_strength @id_attack_strength_equal_refused
    Scenario: A boat of equal strength may not be attacked, a weaker one may
      North's new boat has strength 2 + 1 = 3. South's boat has strength 1 + 2 = 3,
      West's 1 + 1 = 2.
      Given the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 i2 |
        West:
          | bow1 i1 |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And "attack West r1c1-r1c2" is legal
      And "attack South r1c1-r1c2" is refused by rule attack.strength

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_strength @id_attack_strength_eight_attacks_seven
    Scenario Outline: A boat of strength 8 attacks a boat of strength 7 but not one of strength 8 (<edition>, <ass-i-section>)
      The example of Ogallala I. North's new boat: chief 5, two Indians 2, one Indian 1.
      South's boat: 1 + 5 + 1 = 7; West's boat: 1 + 5 + 2 = 8. Where an Ogallala I
      attacker may cut any run out of a boat under construction, South's chief alone (5)
      is a target too, among others.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow chief i2 . stern |
        South:
          | bow1 chief i1 |
        West:
          | bow1 chief i2 |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the legal actions <mode>:
        """
        attack South r1c1-r1c3
        pass
        """
      And "attack West r1c1-r1c3" is refused by rule attack.strength
      And "<run>" is <run legal>

      Examples:
        | edition      | ass-i-section | mode    | run               | run legal |
        | pelikan-1975 | -             | are     | attack South r1c2 | not legal |
        | ass-ii       | -             | are     | attack South r1c2 | not legal |
        | ass-i        | maximal-run   | are     | attack South r1c2 | not legal |
        | ass-i        | any-run       | include | attack South r1c2 | legal     |
        | ass-i        | whole-boat    | are     | attack South r1c2 | not legal |
        | amigo        | -             | are     | attack South r1c2 | not legal |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_strength @topic_cards_totem
    @id_attack_strength_amigo_example
    Scenario Outline: An attacking boat of strength 10 against boats of strength 15, with the totem, and of strength 5 (<edition>, <ass-i-section>)
      The example of the Amigo rulebook. North's new boat: 1 + 5 + 3 + 1 = 10. East's boat:
      shaman 10 and chief 5 = 15. West's boat holds the totem. South's boat: 1 + 3 + 1 = 5.
      All three are still under construction, so the example holds in every edition.
      Where an Ogallala I attacker may cut any run out of a boat under construction, the
      totem guards only a run that holds it, so West's last Indian alone is a target too.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 chief i3 . stern |
        East:
          | bow shaman chief |
        South:
          | bow1 i3 i1 |
        West:
          | bow totem i1 |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: attack r1c1-r1c5
      And "attack East r1c1-r1c3" is refused by rule attack.strength
      And "attack West r1c1-r1c3" is refused by rule cards.totem
      And "attack West r1c3" is <run legal>
      And the legal actions <mode>:
        """
        attack South r1c1-r1c3
        pass
        """
      When North attacks South's boat r1c1-r1c3
      Then South's card at r1c1 is empty
      And South's card at r1c2 is empty
      And South's card at r1c3 is empty
      And East's display is:
        """
        | bow shaman chief |
        """

      Examples:
        | edition      | ass-i-section | mode    | run legal |
        | pelikan-1975 | -             | are     | not legal |
        | ass-ii       | -             | are     | not legal |
        | ass-i        | maximal-run   | are     | not legal |
        | ass-i        | any-run       | include | legal     |
        | ass-i        | whole-boat    | are     | not legal |
        | amigo        | -             | are     | not legal |

    @amigo @topic_attack_strength @topic_attack_targets @id_attack_strength_amigo_example_complete
    Scenario: In Amigo the example holds for complete boats as well
      North's new boat has strength 10. East's complete boat has strength 15, West's
      complete boat holds the totem, South's complete boat has strength 5.
      Given the position:
        """
        edition: amigo
        North:
          | bow1 chief i3 . stern |
        East:
          | bow shaman chief stern |
        South:
          | bow1 i3 stern1 |
        West:
          | bow totem i1 stern |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then "attack East r1c1-r1c4" is refused by rule attack.strength
      And "attack West r1c1-r1c4" is refused by rule cards.totem
      And the legal actions are:
        """
        attack South r1c1-r1c3
        pass
        """
      When North attacks South's boat r1c1-r1c3
      Then South's display is:
        """
        """
      And it is East's turn

  Rule: attack.strength - in Amigo the boat just completed attacks with its own strength
    The strength is the sum of the Indian cards in the attacking boat, the one just
    completed; the player's other boats add nothing (ruling amigo-attacking-boat).

    @amigo @topic_attack_strength @id_attack_strength_amigo_own_boat_only
    Scenario Outline: In Amigo a weak boat just completed does not borrow the strength of the player's other boats (<amigo-attacking-boat>)
      North's new boat has strength 2, as much as South's boat, so it may not attack it.
      Counted with the bow1 and the chief of his complete second boat, North's strength
      would be 2 + 1 + 5 = 8.
      Given the position:
        """
        edition: amigo
        North:
          | bow  i2 |
          | bow1 chief stern |
        South:
          | bow1 i1 |
        pile 1: stern furs
        pile 2: tent
        pile 3: eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: <pending>
      And "attack South r1c1-r1c2" is <attack>

      Examples:
        | amigo-attacking-boat | pending          | attack                       |
        | completed-boat       | draw             | refused by rule attack.when  |
        | display-strength     | attack r1c1-r1c3 | legal                        |
