Feature: Sections of an incomplete boat (Ogallala I)
  In Ogallala I an attack takes a complete boat or one section of an incomplete boat. A
  section is a maximal run of horizontally adjacent cards of one incomplete boat, with no
  empty space among them.

  Rule: boats.sections - a section is a maximal run of adjacent cards in an incomplete boat
    An incomplete boat with gaps consists of several sections, one without gaps is a
    single section, and a complete boat is attacked only as a whole (ruling ass-i-section).

    @ass_i @topic_boats_sections @topic_attack_targets
    @id_boats_sections_targets
    Scenario Outline: Each section of an incomplete boat is a target of its own (<ass-i-section>, <mat-boats>)
      North's new boat has strength 5; South's sections have strength 4, 6 and 1. Where the
      attacker may cut any run, each card of a section is a target too, but the chief
      alone (5) is too strong. Where a section is the whole boat under construction,
      South's boat (strength 11) is too strong, and North's attack lapses.
      Given the position:
        """
        North:
          | bow1 i3 . stern |
        South:
          | bow1 i3 . chief i1 . stern1 |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: <pending>
      And the legal actions <mode>:
        """
        attack South r1c1-r1c2
        attack South r1c7
        pass
        """
      And "attack South r1c4-r1c5" is <c4c5>
      And "attack South r1c1-r1c7" is <c1c7>
      And "attack South r1c4" is <c4>
      And "attack South r1c1-r1c4" is <c1c4>

      Examples:
        | ass-i-section | mat-boats         | pending          | mode    | c4c5                            | c1c7                           | c4                              | c1c4                           |
        | maximal-run   | bow-stern-delimit | attack r1c1-r1c4 | are     | refused by rule attack.strength | refused by rule attack.targets | refused by rule attack.targets  | refused by rule attack.targets |
        | any-run       | bow-stern-delimit | attack r1c1-r1c4 | include | refused by rule attack.strength | refused by rule attack.targets | refused by rule attack.strength | refused by rule attack.targets |
        | whole-boat    | bow-stern-delimit | draw             | exclude | refused by rule attack.when     | refused by rule attack.when    | refused by rule attack.when     | refused by rule attack.when    |
        | maximal-run   | gaps-divide       | attack r1c1-r1c4 | are     | refused by rule attack.strength | refused by rule attack.targets | refused by rule attack.targets  | refused by rule attack.targets |
        | maximal-run   | amigo-gaps        | attack r1c1-r1c4 | are     | refused by rule attack.strength | refused by rule attack.targets | refused by rule attack.targets  | refused by rule attack.targets |

    @ass_i @topic_boats_sections @topic_attack_losers
    @id_boats_sections_rest_stays
    Scenario Outline: Conquering one section leaves the other sections of the boat in place (<ass-i-section>, <mat-boats>)
      North's new boat has strength 14. Where a section is the whole boat under
      construction, the attack takes all of South's boat.
      Given the position:
        """
        North:
          | bow1 i3 . stern |
        South:
          | bow1 i3 . chief i1 . stern1 |
        pile 1: shaman tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North plays "<attack>"
      Then South's display is:
        """
        | <south> |
        """
      And the cards out of play are: <out>

      Examples:
        | ass-i-section | mat-boats         | attack                 | south                   | out                     |
        | maximal-run   | bow-stern-delimit | attack South r1c1-r1c2 | . . . chief i1 . stern1 | bow1 i3                 |
        | any-run       | bow-stern-delimit | attack South r1c1-r1c2 | . . . chief i1 . stern1 | bow1 i3                 |
        | whole-boat    | bow-stern-delimit | attack South r1c1-r1c7 | .                       | bow1 chief i1 i3 stern1 |
        | maximal-run   | gaps-divide       | attack South r1c1-r1c2 | . . . chief i1 . stern1 | bow1 i3                 |
        | maximal-run   | amigo-gaps        | attack South r1c1-r1c2 | . . . chief i1 . stern1 | bow1 i3                 |

    @ass_i @topic_boats_sections @id_boats_sections_whole_units
    Scenario Outline: A complete boat, and an incomplete boat without gaps, are attacked only as a whole (<ass-i-section>)
      Where the attacker may cut any run out of a boat under construction, part of the
      incomplete boat is a target too; a complete boat is never cut.
      Given the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | bow1 i1 stern1 |
          | bow i2 i1      |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the legal actions <mode>:
        """
        attack South r1c1-r1c3
        attack South r2c1-r2c3
        pass
        """
      And "attack South r1c1-r1c2" is refused by rule attack.targets
      And "attack South r2c2-r2c3" is <part>

      Examples:
        | ass-i-section | mode    | part                           |
        | maximal-run   | are     | refused by rule attack.targets |
        | any-run       | include | legal                          |
        | whole-boat    | are     | refused by rule attack.targets |
