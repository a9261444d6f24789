Feature: Combat values of the cards
  Every card showing Indians carries a combat value; a boat's combat strength is the sum
  of its cards' values. The values show where a just-completed boat may attack: only a
  boat of strictly lower strength.

  Rule: cards.combat-values - bow or stern with one Indian 1, one to three Indians 1 to 3, lasso thrower 1, archer 1, totem and empty cards nothing
    Pelikan prints only the shaman's value; the others come from the Ogallala II column of
    the ASS box (ruling pelikan-deck). Amigo prints no values; those of the ASS box are
    assumed (ruling amigo-deck-split).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_combat_values
    @ruling_pelikan_deck @ruling_amigo_deck_split @id_cards_values_middle_card
    Scenario Outline: A boat of an empty bow, <card> and an empty stern has strength <strength>
      Given the position:
        """
        North:
          | bow <card> |
        South:
          | <weaker> |
          | <equal> |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      And "attack South r1c1-r1c2" is legal
      And "attack South r2c1-r2c2" is refused by rule attack.strength

      Examples:
        | card   | strength | weaker    | equal          |
        | i1     | 1        | bow furs  | bow1 furs      |
        | i2     | 2        | bow1 furs | bow1 i1        |
        | i3     | 3        | bow1 i1   | bow1 i2        |
        | lasso  | 1        | bow furs  | furs stern1    |
        | archer | 1        | bow furs  | bow1 firewater |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_combat_values
    @ruling_pelikan_deck @ruling_amigo_deck_split @id_cards_values_indian_bow_stern
    Scenario: A bow and a stern with one Indian each count 1
      Given the position:
        """
        North:
          | bow1 i1 |
        South:
          | bow1 i1 |
          | bow1 i2 |
        pile 1: stern1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      And "attack South r1c1-r1c2" is legal
      And "attack South r2c1-r2c2" is refused by rule attack.strength

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_combat_values
    @ruling_pelikan_deck @ruling_amigo_deck_split @id_cards_values_totem_nothing
    Scenario: The totem adds nothing to its boat's strength
      Given the position:
        """
        North:
          | bow i1 totem |
        South:
          | bow furs |
          | bow1 furs |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: attack r1c1-r1c4
      And "attack South r1c1-r1c2" is legal
      And "attack South r2c1-r2c2" is refused by rule attack.strength

    @ass_i @amigo @topic_cards_combat_values @topic_variant_two_tribes @ruling_amigo_deck_split
    @id_cards_values_colour_alike
    Scenario Outline: A number's colour does not change its value (<edition>)
      Given the edition <edition>
      And the position:
        """
        options: tribes
        North:
          | bow i3.<mine> |
        South:
          | bow1.<other> i1.<other> |
          | bow1.<other> i2.<other> |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      And "attack South r1c1-r1c2" is legal
      And "attack South r2c1-r2c2" is refused by rule attack.strength

      Examples:
        | edition | mine | other |
        | ass-i   | red  | blue  |
        | amigo   | red  | black |
