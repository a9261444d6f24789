Feature: Two tribes
  With the two-tribe variant every Indian card carries its tribe's colour (Ogallala I
  red or blue numbers, Amigo Redfeet and Blackfeet with red or black numbers). A boat
  holds Indians of one tribe only, and a boat attacks only a boat of the other tribe or
  a boat without Indians.

  Rule: variant.two-tribes - one tribe per boat; boats attack only the other tribe or boats without Indians
    Empty bows and sterns and booty cards have no colour and join a boat of either tribe.
    In Ogallala I a section of an incomplete boat without Indians may be attacked by
    either tribe. A player's different boats may be of different tribes.

    @ass_i @amigo @topic_variant_two_tribes @id_variant_two_tribes_other_colour_refused
    Scenario Outline: An Indian of the other tribe may not join a boat (<edition>)
      North's boat in row 1 holds red Indians; he draws a <other> Indian. It may not go
      into the red boat, but it may begin a boat of its own in row 2.
      Given the edition <edition>
      And the position:
        """
        options: tribes
        North:
          | bow1.red i2.red |
        South:
          | bow1.<other> i1.<other> |
        pile 1: i3.<other> furs i1.red
        turn: North
        """
      When North draws
      Then the pending decision is: place i3.<other> (drawn)
      And "place r1c3" is refused by rule variant.two-tribes
      And "place r2c1" is legal
      When North places the card at r2c1
      Then North's display is:
        """
        | bow1.red  i2.red |
        | i3.<other> .     |
        """

      Examples:
        | edition | other |
        | ass-i   | blue  |
        | amigo   | black |

    @ass_i @amigo @topic_variant_two_tribes @id_variant_two_tribes_same_colour_and_colourless
    Scenario Outline: Indians of the boat's own tribe and colourless cards join it (<edition>)
      Given the edition <edition>
      And the position:
        """
        options: tribes
        North:
          | bow1.red i2.red |
        South:
          | bow1.<other> i1.<other> |
        pile 1: <card> i3.<other> i1.red
        turn: North
        """
      When North draws
      Then the pending decision is: place <card> (drawn)
      And "place r1c3" is legal

      Examples:
        | edition | other | card   |
        | ass-i   | blue  | i3.red |
        | ass-i   | blue  | furs   |
        | ass-i   | blue  | stern  |
        | amigo   | black | i3.red |
        | amigo   | black | furs   |
        | amigo   | black | stern  |

    @ass_i @topic_variant_two_tribes @id_variant_two_tribes_whole_boat_on_mat
    Scenario Outline: On an Ogallala I mat the tribe rule holds for the whole boat, across empty spaces (<mat-boats>)
      The red boat in row 1 has no stern yet, so every space after its bow belongs to it:
      a blue Indian is refused even far away at column 10. Row 2's red boat is closed by
      its stern; a blue Indian after the stern begins a new boat and is allowed.
      Given the position:
        """
        edition: ass-i
        options: tribes
        North:
          | bow1.red i2.red |
          | bow1.red i1.red stern |
        South:
          | bow1.blue i1.blue |
        pile 1: i3.blue furs
        turn: North
        """
      When North draws
      Then "place r1c10" is <far away>
      And "place r2c5" is legal

      Examples:
        | mat-boats         | far away                           |
        | bow-stern-delimit | refused by rule variant.two-tribes |
        | gaps-divide       | legal                              |
        | amigo-gaps        | legal                              |

    @ass_i @amigo @topic_variant_two_tribes @topic_attack_targets @id_variant_two_tribes_attack_other_tribe
    Scenario Outline: A red boat attacks a <other> boat or a boat without Indians, not a red one (<edition>)
      North completes a red boat of strength 1 + 3 + 5 = 9 with an empty stern. South's
      three boats are all weaker: a red one (2), a <other> one (2) and one without Indians
      (0).
      Given the edition <edition>
      And the position:
        """
        options: tribes
        North:
          | bow1.red i3.red chief.red |
        South:
          | bow1.red i1.red |
          | bow1.<other> i1.<other> |
          | bow furs tent |
        pile 1: stern i2.red
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: attack r1c1-r1c4
      And "attack South r2c1-r2c2" is legal
      And "attack South r3c1-r3c3" is legal
      And "attack South r1c1-r1c2" is refused by rule variant.two-tribes

      Examples:
        | edition | other |
        | ass-i   | blue  |
        | amigo   | black |

    @ass_i @amigo @topic_variant_two_tribes @id_variant_two_tribes_complete_red_target_refused
    Scenario Outline: A complete boat of the same tribe may not be attacked either (<edition>)
      Both editions allow attacks on complete boats; South's complete red boat (strength
      2) is weaker but of North's tribe. South's complete <other> boat may be attacked.
      Given the edition <edition>
      And the position:
        """
        options: tribes
        North:
          | bow1.red i3.red chief.red |
        South:
          | bow1.red i1.red stern |
          | bow1.<other> i1.<other> stern |
        pile 1: stern i2.red
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then "attack South r2c1-r2c3" is legal
      And "attack South r1c1-r1c3" is refused by rule variant.two-tribes

      Examples:
        | edition | other |
        | ass-i   | blue  |
        | amigo   | black |

    @ass_i @topic_variant_two_tribes @topic_attack_targets
    @id_variant_two_tribes_colourless_section
    Scenario Outline: In Ogallala I a section without Indians may be attacked even in a boat of the same tribe (<ass-i-section>, <ass-i-section-colour>, <mat-boats>)
      South's incomplete red boat has two sections: the red Indians in columns 1-2 and the
      furs and tent in columns 4-5. "Boats and boat sections without a colour (i.e.
      without Red Indians) may be attacked by any boat." Where a section takes the colour
      of its whole boat, the furs and tent are red too; where a section is the whole boat
      under construction, neither part is a target of its own.
      Given the position:
        """
        edition: ass-i
        options: tribes
        North:
          | bow1.red i3.red chief.red |
        South:
          | bow1.red i1.red . furs tent |
          | bow1.blue i1.blue |
        pile 1: stern i2.red
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then "attack South r1c4-r1c5" is <colourless>
      And "attack South r2c1-r2c2" is legal
      And "attack South r1c1-r1c2" is <red>

      Examples:
        | ass-i-section | ass-i-section-colour | mat-boats         | colourless                         | red                                |
        | maximal-run   | section              | bow-stern-delimit | legal                              | refused by rule variant.two-tribes |
        | any-run       | section              | bow-stern-delimit | legal                              | refused by rule variant.two-tribes |
        | whole-boat    | section              | bow-stern-delimit | refused by rule attack.targets     | refused by rule attack.targets     |
        | maximal-run   | boat                 | bow-stern-delimit | refused by rule variant.two-tribes | refused by rule variant.two-tribes |
        | maximal-run   | section              | gaps-divide       | legal                              | refused by rule variant.two-tribes |
        | maximal-run   | section              | amigo-gaps        | legal                              | refused by rule variant.two-tribes |

    @ass_i @topic_variant_two_tribes @topic_setup_deck
    @id_variant_two_tribes_ass_i_deck_unchanged
    Scenario Outline: The Ogallala I two-tribe game keeps the 134 cards (<ass-i-tribe-split>)
      The variant's example speaks of 6 cards with 2 Red Indians, 3 red and 3 blue; the
      Ogallala I column has 10 such cards, 5 red and 5 blue, and every coloured kind
      already splits evenly. Read as a count, the example would leave 130 cards.
      Given the edition ass-i
      And a new game of North and South with seed 5 and options tribes
      Then the piles have <cards> cards together

      Examples:
        | ass-i-tribe-split | cards |
        | overview-column   | 134   |
        | example-counts    | 130   |

  Rule: variant.two-tribes - a boat that comes to hold both tribes
    A removal can join two boats: on an Ogallala I mat a boat without a stern runs on
    across empty spaces up to the next bow, so taking that bow leaves the cards after it
    in the boat before it. The joined boat stands, and it is of both tribes: it attacks,
    and is attacked by, only boats without Indians (ruling mixed-boats).

    @ass_i @topic_variant_two_tribes @topic_cards_archer @id_variant_two_tribes_archer_joins_tribes
    Scenario Outline: In Ogallala I the archer may shoot the bow that divides a red boat from a blue one (<mixed-boats>, <mat-boats>)
      South's row holds a red boat without a stern and, after an empty space, a blue boat
      begun by its bow. Shooting that bow leaves the blue Indian in the red boat, which now
      holds both tribes. Where no removal may make such a boat, the archer may not shoot
      that bow (he shoots the blue Indian instead); where an empty space divides a boat on
      the mat, the two never were one boat, and he may.
      Given the position:
        """
        edition: ass-i
        options: tribes
        North:
          | bow1.red i1.red |
        South:
          | bow1.red i1.red . bow1.blue i2.blue |
        pile 1: archer.red furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: shoot
      And "shoot South r1c4" is <shot>
      And "shoot South r1c5" is legal
      When North plays "<action>"
      Then South's display is:
        """
        | bow1.red i1.red . <c4> <c5> |
        """

      Examples:
        | mixed-boats     | mat-boats         | shot                               | action           | c4        | c5      |
        | both-tribes     | bow-stern-delimit | legal                              | shoot South r1c4 | .         | i2.blue |
        | either-tribe    | bow-stern-delimit | legal                              | shoot South r1c4 | .         | i2.blue |
        | removal-refused | bow-stern-delimit | refused by rule variant.two-tribes | shoot South r1c5 | bow1.blue | .       |
        | removal-refused | gaps-divide       | legal                              | shoot South r1c4 | .         | i2.blue |
        | removal-refused | amigo-gaps        | legal                              | shoot South r1c4 | .         | i2.blue |

    @ass_i @amigo @topic_variant_two_tribes @topic_attack_targets @id_variant_two_tribes_mixed_attacker
    Scenario Outline: A boat of both tribes attacks only boats without Indians (<edition>, <mixed-boats>)
      North's first row holds red and <colour> Indians (a removal joined them, or a position
      says so). His stern completes it with strength 1 + 3 + 2 = 6; South's three boats are
      weaker. Of both tribes, it shares a tribe with the red boat and with the <colour> one;
      counted as either tribe, it may attack both.
      Given the edition <edition>
      And the position:
        """
        options: tribes
        North:
          | bow1.red i3.red furs i2.<colour> |
        South:
          | bow1.red i1.red |
          | bow1.<colour> i1.<colour> |
          | bow furs tent |
        pile 1: stern i2.red
        turn: North
        """
      When North draws
      And North places the card at r1c5
      Then the pending decision is: attack r1c1-r1c5
      And "attack South r3c1-r3c3" is legal
      And "attack South r1c1-r1c2" is <attack>
      And "attack South r2c1-r2c2" is <attack>

      Examples:
        | edition | colour | mixed-boats     | attack                             |
        | ass-i   | blue   | both-tribes     | refused by rule variant.two-tribes |
        | ass-i   | blue   | either-tribe    | legal                              |
        | ass-i   | blue   | removal-refused | refused by rule variant.two-tribes |
        | amigo   | black  | both-tribes     | refused by rule variant.two-tribes |
        | amigo   | black  | either-tribe    | legal                              |
        | amigo   | black  | removal-refused | refused by rule variant.two-tribes |

    @ass_i @amigo @topic_variant_two_tribes @topic_attack_targets @id_variant_two_tribes_mixed_target
    Scenario Outline: A red boat may not attack a boat of both tribes (<edition>, <mixed-boats>)
      South's first row holds red and <colour> Indians in one incomplete boat of strength
      4. North's red boat of strength 9 may attack South's <colour> boat; South's boat of
      both tribes shares North's tribe, unless it counts as either tribe.
      Given the edition <edition>
      And the position:
        """
        options: tribes
        North:
          | bow1.red i3.red chief.red |
        South:
          | bow1.red i1.red furs i2.<colour> |
          | bow1.<colour> i1.<colour> |
        pile 1: stern i2.red
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then "attack South r2c1-r2c2" is legal
      And "attack South r1c1-r1c4" is <attack>

      Examples:
        | edition | colour | mixed-boats     | attack                             |
        | ass-i   | blue   | both-tribes     | refused by rule variant.two-tribes |
        | ass-i   | blue   | either-tribe    | legal                              |
        | ass-i   | blue   | removal-refused | refused by rule variant.two-tribes |
        | amigo   | black  | both-tribes     | refused by rule variant.two-tribes |
        | amigo   | black  | either-tribe    | legal                              |
        | amigo   | black  | removal-refused | refused by rule variant.two-tribes |
