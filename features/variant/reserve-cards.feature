Feature: Using the reserve cards
  The ASS box holds more cards than either rule set needs. Its hints allow, each agreed
  separately: two more lasso throwers and two more archers, the four empty canoe
  sections (Ogallala I), bows and sterns with one Indian in place of four empty bows and
  four empty sterns, fewer or no Crazy Axes (Ogallala I), and no totems.

  Rule: variant.reserve-cards - the reserve cards change the deck (Ogallala I and II)
    Ruling reserve-variants: the hints are deck changes only; empty canoe sections are
    ordinary cards an attacker may take as spoils (ruling ass-i-spoils-empty), and
    conquered Indians do not turn into empty sections.

    @ass_ii @ass_i @topic_variant_reserve_cards @topic_setup_deck @ruling_reserve_variants
    @id_variant_reserve_cards_seventh_special
    Scenario Outline: With the extra lasso throwers and archers a seventh <card> comes into play
      The base decks hold six lasso throwers and six archers. Here six lie in South's and
      West's displays and North has drawn and placed a seventh, which acts as usual.
      Given the position:
        """
        options: extra-lasso-archer
        North:
          | bow1 i1 <card> |
        South:
          | bow <card> i2 |
          | bow1 <card> i3 |
          | <card> i1 |
        West:
          | <card> i2 |
          | <card> i3 |
          | <card> |
        pile 1: furs tent
        turn: North, drawn 1
        pending: <pending>
        """
      Then the pending decision is: <pending>
      And "<action> South r1c3" is legal

      Examples:
        | card   | pending | action |
        | lasso  | lasso   | lasso  |
        | archer | shoot   | shoot  |

    @ass_ii @ass_i @topic_variant_reserve_cards @topic_setup_deck @ruling_reserve_variants
    @id_variant_reserve_cards_indian_ends
    Scenario: With the bows and sterns with one Indian from the reserve a ninth such bow comes into play
      The base decks hold six (Ogallala II) or eight (Ogallala I) bows with one Indian; the
      variant adds four bows and four sterns with one Indian in place of four empty ones.
      Here eight lie in the other players' displays and North draws a ninth.
      Given the position:
        """
        options: indian-ends
        North:
          | . i1 |
        South:
          | bow1 i1 |
          | bow1 i2 |
          | bow1 i3 |
        West:
          | bow1 i1 |
          | bow1 i2 |
          | bow1 i3 |
        East:
          | bow1 i1 |
          | bow1 i2 |
        pile 1: bow1 furs tent
        turn: North
        """
      When North draws
      Then the pending decision is: place bow1 (drawn)
      When North places the card at r1c1
      Then North's display is:
        """
        | bow1 i1 |
        """

    @ass_i @topic_variant_reserve_cards @topic_attack_spoils @ruling_reserve_variants
    @ruling_ass_i_spoils_empty @id_variant_reserve_cards_section_spoils
    Scenario Outline: In Ogallala I an empty canoe section from the reserve is conquered as spoils (<attack-ends-turn>)
      North completes a boat of strength 3 + 5 = 8 and attacks South's incomplete boat,
      one section of strength 2 holding an empty canoe section. The Indian cards leave the
      game; the empty section is spoils North places on his own mat. The empty stern that
      completed North's boat would let him draw on, which he does only where an attack is
      read to leave the drawing as the card left it.
      Given the position:
        """
        edition: ass-i
        options: empty-sections
        North:
          | bow i3 chief |
        South:
          | bow1 i1 section |
        pile 1: stern furs tent
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: attack r1c1-r1c4
      When North attacks South's boat r1c1-r1c3
      Then the pending decision is: spoils section
      And the cards out of play are: bow1 i1
      When North takes the section
      Then the pending decision is: place section (spoils)
      When North places the card at r2c2
      Then North's display is:
        """
        | bow i3 chief stern |
        | .   section        |
        """
      And South's display is:
        """
        | . |
        """
      And it is <next>'s turn

      Examples:
        | attack-ends-turn | next  |
        | attack-ends      | South |
        | completion-ends  | South |
        | attack-continues | North |

    @ass_i @topic_variant_reserve_cards @topic_attack_targets @ruling_reserve_variants
    @ruling_ass_i_spoils_empty @id_variant_reserve_cards_lone_section_target
    Scenario Outline: In Ogallala I an empty canoe section lying alone is a section that may be attacked (<ass-i-section>, <mat-boats>)
      South's incomplete boat has two sections: the Indians in columns 1-2 and the empty
      canoe section at column 4, of strength 0. Where a section is the whole boat under
      construction, North can only take all of it, and the empty section is spoils still.
      Given the position:
        """
        edition: ass-i
        options: empty-sections
        North:
          | bow i3 chief |
        South:
          | bow1 i1 . section |
        pile 1: stern furs tent
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North plays "<attack>"
      Then the pending decision is: spoils section
      And South's display is:
        """
        | <south> |
        """

      Examples:
        | ass-i-section | mat-boats         | attack                 | south   |
        | maximal-run   | bow-stern-delimit | attack South r1c4      | bow1 i1 |
        | any-run       | bow-stern-delimit | attack South r1c4      | bow1 i1 |
        | whole-boat    | bow-stern-delimit | attack South r1c1-r1c4 | .       |
        | maximal-run   | gaps-divide       | attack South r1c4      | bow1 i1 |
        | maximal-run   | amigo-gaps        | attack South r1c4      | bow1 i1 |
