Feature: Which rule a refused attack names
  An attack can break several rules at once. The refusal names the first broken in the
  order docs/protocol.md gives ("Which rule a refusal names"): whether an attack is due at
  all, then whether the boat may attack two boats, then for each target in the order
  named: whose boat it is, whether it may be attacked at all, the totem, the strength,
  and the tribes.

  Rule: attack.when - an attack that is not due is refused as such, whatever its target

    @amigo @topic_attack_when @topic_attack_strength @id_attack_precedence_not_due_over_strength
    Scenario: An attack on a stronger boat while a draw is due is refused as not due
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
        South:
          | bow1 i3 shaman |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        """
      Then "attack South r1c1-r1c3" is refused by rule attack.when

    @pelikan_1975 @ass_ii @topic_attack_when @topic_cards_lasso @id_attack_precedence_not_due_over_lasso_due
    Scenario Outline: An attack while the lasso is to be thrown is refused as not due, not as a wrong throw (<edition>, <special-attack-order>, <pelikan-special-timing>)
      North's lasso completed his boat; the throw comes before the attack. Where the attack
      is read to come first (ruling special-attack-order), the lasso waits behind it, and
      the same attack is the decision due.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 lasso stern |
        South:
          | bow1 i1 |
        pile 1: furs
        turn: North, drawn 1
        pending: <first>
        pending: <second>
        pending: end
        """
      Then "attack South r1c1-r1c2" is <verdict>

      Examples:
        | special-attack-order | pelikan-special-timing | edition      | first            | second           | verdict                     |
        | special-first        | -                      | pelikan-1975 | lasso            | attack r1c1-r1c4 | refused by rule attack.when |
        | attack-first         | after-placing          | pelikan-1975 | attack r1c1-r1c4 | lasso            | legal                       |
        | -                    | before-placing         | pelikan-1975 | lasso            | attack r1c1-r1c4 | refused by rule attack.when |
        | special-first        | -                      | ass-ii       | lasso            | attack r1c1-r1c4 | refused by rule attack.when |
        | attack-first         | after-placing          | ass-ii       | attack r1c1-r1c4 | lasso            | legal                       |
        | -                    | before-placing         | ass-ii       | lasso            | attack r1c1-r1c4 | refused by rule attack.when |

  Rule: attack.double - two targets for a boat that may attack one are refused as such, whatever the targets

    @amigo @topic_attack_double @topic_attack_strength @id_attack_precedence_double_over_strength
    Scenario: In Amigo an attack on two boats, one of them too strong, is refused as a double attack
      Amigo knows no double attack.
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
        South:
          | bow1 i3 shaman |
          | bow1 i1        |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack South r1c1-r1c3 and South r2c1-r2c2" is refused by rule attack.double

  Rule: attack.targets - a boat that may not be attacked at all is refused as such before its totem and its strength

    @amigo @topic_attack_targets @topic_attack_strength @id_attack_precedence_own_over_strength
    Scenario: An attack on the player's own stronger boat is refused as his own
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
          | bow1 i3 shaman     |
        South:
          | bow1 i1 |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack North r2c1-r2c3" is refused by rule attack.targets

    @amigo @topic_attack_targets @topic_cards_totem @id_attack_precedence_own_over_totem
    Scenario: An attack on the player's own totem boat is refused as his own
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
          | bow1 totem         |
        South:
          | bow1 i1 |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack North r2c1-r2c2" is refused by rule attack.targets

    @pelikan_1975 @ass_ii @topic_attack_targets @topic_attack_strength @id_attack_precedence_complete_over_strength
    Scenario: In Pelikan and Ogallala II an attack on a stronger complete boat is refused as an attack on a complete boat
      Given the position:
        """
        North:
          | bow chief i1 stern |
        South:
          | bow1 i3 shaman stern1 |
          | bow1 i1               |
        pile 1: furs
        turn: North, drawn 1
        pending: attack r1c1-r1c4
        pending: end
        """
      Then "attack South r1c1-r1c4" is refused by rule attack.targets

  Rule: cards.totem - the totem's protection is named before the strength and the tribes

    @amigo @topic_cards_totem @topic_attack_strength @id_attack_precedence_totem_over_strength
    Scenario: An attack on a stronger totem boat is refused for the totem
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
        South:
          | bow1 totem i3 shaman |
          | bow1 i1              |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack South r1c1-r1c4" is refused by rule cards.totem

    @amigo @topic_attack_targets @topic_cards_totem @topic_variant_two_tribes @id_attack_precedence_totem_over_tribes
    Scenario Outline: An attack on a weaker totem boat of the attacker's own tribe is refused for the totem (<amigo-totem-indian>)
      Where the totem is read as an Indian card, it carries a colour too.
      Given the edition amigo
      And the position:
        """
        options: tribes
        North:
          | bow chief.red i1.red stern |
        South:
          | bow1.red <totem> i1.red |
          | bow1.black i1.black     |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack South r1c1-r1c3" is refused by rule cards.totem

      Examples:
        | amigo-totem-indian | totem     |
        | protection-card    | totem     |
        | tribe-colour       | totem.red |

  Rule: attack.strength - the strength is named before the tribes

    @amigo @topic_attack_strength @topic_variant_two_tribes @id_attack_precedence_strength_over_tribes
    Scenario: An attack on a stronger boat of the attacker's own tribe is refused for its strength
      Given the edition amigo
      And the position:
        """
        options: tribes
        North:
          | bow chief.red i1.red stern |
        South:
          | bow1.red i3.red shaman.red |
          | bow1.black i1.black        |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack South r1c1-r1c3" is refused by rule attack.strength

  Rule: attack.double - of two targets, the first named is judged first

    @pelikan_1975 @ass_ii @topic_attack_double @topic_attack_strength @topic_cards_totem @id_attack_precedence_first_target_first
    Scenario: A shaman's double attack on a stronger boat and a totem boat is refused for whichever is named first
      North's new boat holds a shaman (strength 10). South's boat is stronger; West's is
      weaker but holds the totem.
      Given the position:
        """
        North:
          | bow shaman stern |
        South:
          | bow1 i3 chief i2 |
        West:
          | bow1 totem |
        East:
          | bow1 i1 |
        pile 1: furs
        turn: North, drawn 1
        pending: attack r1c1-r1c3
        pending: end
        """
      Then "attack South r1c1-r1c4 and West r1c1-r1c2" is refused by rule attack.strength
      And "attack West r1c1-r1c2 and South r1c1-r1c4" is refused by rule cards.totem

  Rule: setup.players - a player who is not in the game is named before anything about his boat

    @amigo @topic_setup_players @topic_attack_targets @id_attack_precedence_no_such_player
    Scenario: An attack on the boat of a player who is not in the game is refused for the player
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
        South:
          | bow1 i1 |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack West r1c1-r1c2" is refused by rule setup.players

  Rule: attack.double - two targets for a boat that may attack one are refused as such before the player and the totem of either

    @amigo @topic_attack_double @topic_attack_targets @id_attack_precedence_double_over_targets
    Scenario: In Amigo two targets, one of them the attacker's own boat, are refused as a double attack
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
        South:
          | bow1 i3 shaman |
          | bow1 i1        |
          | bow1 totem     |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack South r2c1-r2c2 and North r1c1-r1c4" is refused by rule attack.double

    @amigo @topic_attack_double @topic_cards_totem @id_attack_precedence_double_over_totem
    Scenario: In Amigo two targets, one of them a totem boat, are refused as a double attack
      Alone, the totem boat is refused for the totem.
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief i1 stern |
        South:
          | bow1 i3 shaman |
          | bow1 i1        |
          | bow1 totem     |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack South r3c1-r3c2" is refused by rule cards.totem
      And "attack South r2c1-r2c2 and South r3c1-r3c2" is refused by rule attack.double

  Rule: attack.strength - a target too strong on its own is named before the division of the strength over two

    @pelikan_1975 @ass_ii @topic_attack_strength @topic_attack_double @id_attack_precedence_strength_over_split
    Scenario: A shaman's double attack on a weak boat and one stronger than the attacker is refused for the strength
      North's boat has strength 11, South's 19: the two together cannot share 11 either,
      however the division is read.
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 chief shaman i3 |
        West:
          | bow1 i1 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack West r1c1-r1c2" is legal
      And "attack West r1c1-r1c2 and South r1c1-r1c4" is refused by rule attack.strength

  Rule: attack.targets - the attacker's own boat is refused as such before the tribes

    @amigo @topic_attack_targets @topic_variant_two_tribes @id_attack_precedence_own_over_tribes
    Scenario: In Amigo an attack on the player's own boat of his own tribe is refused as his own
      Given the edition amigo
      And the position:
        """
        options: tribes
        North:
          | bow chief.red i1.red stern |
          | bow1.red i1.red            |
        South:
          | bow1.black i2.black |
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c4
        """
      Then "attack North r2c1-r2c2" is refused by rule attack.targets
