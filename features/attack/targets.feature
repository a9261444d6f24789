Feature: Which boats may be attacked
  Pelikan and Ogallala II attack only boats still under construction; Ogallala I attacks a
  complete boat or one section of a boat under construction; Amigo attacks any boat. In
  every edition the target belongs to another player and holds no totem.

  Rule: attack.targets - which boats may be attacked
    Pelikan, Ogallala II: one incomplete boat of another player; empty spaces inside do
    not divide it (ruling mat-boats). Ogallala I: a complete boat of another player, or
    one section of an incomplete boat, a section being a maximal run of adjacent cards
    (ruling ass-i-section). Amigo: a complete or incomplete boat of another player.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_targets @id_attack_targets_complete_by_edition
    Scenario Outline: A complete boat may be attacked only in Ogallala I and Amigo (<edition>)
      North's new boat has strength 5; South's complete boat has strength 1, West's boat
      under construction strength 2.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow i1 stern |
        West:
          | bow1 i1 |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack West r1c1-r1c2" is legal
      And "attack South r1c1-r1c3" is <complete>

      Examples:
        | edition      | complete  |
        | pelikan-1975 | not legal |
        | ass-ii       | not legal |
        | ass-i        | legal     |
        | amigo        | legal     |

    @pelikan_1975 @ass_ii @topic_attack_targets @id_attack_targets_complete_refused
    Scenario: In Pelikan and Ogallala II a complete boat is refused as a target
      Given the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow i1 stern |
        West:
          | bow1 i1 |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1-r1c3" is refused by rule attack.targets
      When North attacks West's boat r1c1-r1c2
      Then South's display is:
        """
        | bow i1 stern |
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_targets @id_attack_targets_not_own_boat
    Scenario: A player never attacks his own boat
      Given the position:
        """
        North:
          | bow i2 . stern |
          | bow1 i1 |
        West:
          | bow1 i1 |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack West r1c1-r1c2" is legal
      And "attack North r2c1-r2c2" is refused by rule attack.targets

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_targets @topic_boats_sections
    @ruling_amigo_one_card_gap
    @id_attack_targets_boat_with_gap
    Scenario Outline: A boat under construction with a gap is one target, except in Ogallala I where each section is one (<edition>, <ass-i-section>, <mat-boats>)
      South's boat under construction has an empty space inside: in Pelikan and Ogallala II
      it does not divide the boat, in Amigo a one-space gap joins the cards around it, in
      Ogallala I the boat has two sections, r1c1-r1c2 (strength 3) and r1c4-r1c5
      (strength 1), unless a section is read as the whole boat under construction. Where
      every empty space divides a boat on a mat (gaps-divide), r1c4-r1c5 is a boat of its
      own.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow chief . stern |
        South:
          | bow1 i2 . i1 furs |
        pile 1: i3 tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And "attack South r1c1-r1c5" is <whole>
      And "attack South r1c4-r1c5" is <section>

      Examples:
        | edition      | ass-i-section | mat-boats         | whole     | section   |
        | pelikan-1975 | -             | bow-stern-delimit | legal     | not legal |
        | pelikan-1975 | -             | row-canoe         | legal     | not legal |
        | pelikan-1975 | -             | gaps-divide       | not legal | legal     |
        | pelikan-1975 | -             | amigo-gaps        | legal     | not legal |
        | ass-ii       | -             | bow-stern-delimit | legal     | not legal |
        | ass-ii       | -             | row-canoe         | legal     | not legal |
        | ass-ii       | -             | gaps-divide       | not legal | legal     |
        | ass-ii       | -             | amigo-gaps        | legal     | not legal |
        | ass-i        | maximal-run   | bow-stern-delimit | not legal | legal     |
        | ass-i        | any-run       | bow-stern-delimit | not legal | legal     |
        | ass-i        | whole-boat    | bow-stern-delimit | legal     | not legal |
        | ass-i        | maximal-run   | gaps-divide       | not legal | legal     |
        | ass-i        | maximal-run   | amigo-gaps        | not legal | legal     |
        | amigo        | -             | -                 | legal     | not legal |

    @ass_i @topic_attack_targets @topic_boats_sections
    @id_attack_targets_ass_i_sections_only
    Scenario Outline: In Ogallala I a boat under construction is attacked one whole section at a time (<ass-i-section>, <mat-boats>)
      Where the attacker may cut any run, a single card is a target too; where a section is
      the whole boat under construction, the boat is attacked as a whole.
      Given the position:
        """
        edition: ass-i
        North:
          | bow chief . stern |
        South:
          | bow1 i2 . i1 furs |
        pile 1: i3 tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the legal actions <mode>:
        """
        <first>
        <second>
        pass
        """
      And "attack South r1c1-r1c5" is <whole>
      And "attack South r1c4" is <single>
      When North plays "<attack>"
      Then South's display is:
        """
        | <south> |
        """

      Examples:
        | ass-i-section | mat-boats         | mode    | first                  | second                 | whole                          | single                         | attack                 | south   |
        | maximal-run   | bow-stern-delimit | are     | attack South r1c1-r1c2 | attack South r1c4-r1c5 | refused by rule attack.targets | refused by rule attack.targets | attack South r1c4-r1c5 | bow1 i2 |
        | any-run       | bow-stern-delimit | include | attack South r1c1-r1c2 | attack South r1c4-r1c5 | refused by rule attack.targets | legal                          | attack South r1c4-r1c5 | bow1 i2 |
        | whole-boat    | bow-stern-delimit | are     | attack South r1c1-r1c5 | # -                    | legal                          | refused by rule attack.targets | attack South r1c1-r1c5 | .       |
        | maximal-run   | gaps-divide       | are     | attack South r1c1-r1c2 | attack South r1c4-r1c5 | refused by rule attack.targets | refused by rule attack.targets | attack South r1c4-r1c5 | bow1 i2 |
        | maximal-run   | amigo-gaps        | are     | attack South r1c1-r1c2 | attack South r1c4-r1c5 | refused by rule attack.targets | refused by rule attack.targets | attack South r1c4-r1c5 | bow1 i2 |

    @pelikan_1975 @ass_ii @amigo @topic_attack_targets @ruling_amigo_one_card_gap
    @id_attack_targets_part_of_boat_refused
    Scenario Outline: Outside Ogallala I a part of a boat is no target of its own (<edition>, <mat-boats>)
      Where every empty space divides a boat on a mat (gaps-divide), the two parts are boats.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow chief . stern |
        South:
          | bow1 i2 . i1 furs |
        pile 1: i3 tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c4-r1c5" is <part>
      And "attack South r1c1-r1c2" is <part>

      Examples:
        | edition      | mat-boats         | part                            |
        | pelikan-1975 | bow-stern-delimit | refused by rule attack.targets |
        | pelikan-1975 | row-canoe         | refused by rule attack.targets |
        | pelikan-1975 | gaps-divide       | legal                           |
        | pelikan-1975 | amigo-gaps        | refused by rule attack.targets |
        | ass-ii       | bow-stern-delimit | refused by rule attack.targets |
        | ass-ii       | row-canoe         | refused by rule attack.targets |
        | ass-ii       | gaps-divide       | legal                           |
        | ass-ii       | amigo-gaps        | refused by rule attack.targets |
        | amigo        | -                 | refused by rule attack.targets |

    @pelikan_1975 @ass_ii @amigo @topic_attack_targets @topic_cards_totem
    @id_attack_targets_totem_boat_refused
    Scenario Outline: A boat under construction holding the totem may not be attacked (<edition>, <mat-boats>)
      Where every empty space divides a boat on a mat (gaps-divide), r1c1-r1c5 is no boat
      and its part r1c4-r1c5 holds no totem.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow chief . stern |
        South:
          | bow1 totem . i1 furs |
        West:
          | bow1 i1 |
        pile 1: i3 tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack West r1c1-r1c2" is legal
      And "attack South r1c1-r1c5" is refused by rule <whole>
      And "attack South r1c4-r1c5" is <part>

      Examples:
        | edition      | mat-boats         | whole          | part      |
        | pelikan-1975 | bow-stern-delimit | cards.totem    | not legal |
        | pelikan-1975 | row-canoe         | cards.totem    | not legal |
        | pelikan-1975 | gaps-divide       | attack.targets | legal     |
        | pelikan-1975 | amigo-gaps        | cards.totem    | not legal |
        | ass-ii       | bow-stern-delimit | cards.totem    | not legal |
        | ass-ii       | row-canoe         | cards.totem    | not legal |
        | ass-ii       | gaps-divide       | attack.targets | legal     |
        | ass-ii       | amigo-gaps        | cards.totem    | not legal |
        | amigo        | -                 | cards.totem    | not legal |

    @ass_i @topic_attack_targets @topic_cards_totem
    @id_attack_targets_ass_i_totem_section
    Scenario Outline: In Ogallala I the totem guards only its own section of a boat under construction (<ass-i-section>, <mat-boats>)
      Where a section is the whole boat under construction, the totem guards all of it, so
      North's boat has nothing to attack and its attack lapses.
      Given the position:
        """
        edition: ass-i
        North:
          | bow chief . stern |
        South:
          | bow1 totem . i1 furs |
        pile 1: i3 tent
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "<first>" is <first result>
      And "<second>" is <second result>

      Examples:
        | ass-i-section | mat-boats         | first                  | first result                | second                 | second result               |
        | maximal-run   | bow-stern-delimit | attack South r1c4-r1c5 | legal                       | attack South r1c1-r1c2 | refused by rule cards.totem |
        | any-run       | bow-stern-delimit | attack South r1c4-r1c5 | legal                       | attack South r1c1-r1c2 | refused by rule cards.totem |
        | whole-boat    | bow-stern-delimit | attack South r1c4-r1c5 | refused by rule attack.when | attack South r1c1-r1c5 | refused by rule attack.when |
        | maximal-run   | gaps-divide       | attack South r1c4-r1c5 | legal                       | attack South r1c1-r1c2 | refused by rule cards.totem |
        | maximal-run   | amigo-gaps        | attack South r1c4-r1c5 | legal                       | attack South r1c1-r1c2 | refused by rule cards.totem |
