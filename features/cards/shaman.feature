Feature: The shaman
  The shaman is an Indian card with combat value 10. In Pelikan and Ogallala II a boat
  holding a shaman may attack two boats at once; in Ogallala I and Amigo he has no other
  power.

  Rule: cards.shaman - the shaman has combat value 10 (and in Pelikan and Ogallala II allows the double attack)
    Amigo prints no values; the ASS value is assumed (ruling amigo-deck-split).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_shaman @topic_cards_combat_values
    @ruling_amigo_deck_split @id_cards_shaman_worth_ten
    Scenario: A boat whose only Indian is the shaman beats strength 9 but not strength 10
      Given the position:
        """
        North:
          | bow shaman |
        South:
          | bow1 i3 chief |
          | bow1 i1 i3 chief |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      And "attack South r1c1-r1c3" is legal
      And "attack South r2c1-r2c4" is refused by rule attack.strength

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_shaman @topic_attack_double
    @ruling_shaman_split @ruling_amigo_deck_split @id_cards_shaman_double_attack_by_edition
    Scenario Outline: Only in Pelikan and Ogallala II may the shaman's boat attack two boats (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow shaman |
        South:
          | bow1 i1 |
          | bow1 i2 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      And "attack South r1c1-r1c2" is legal
      And "attack South r1c1-r1c2 and South r2c1-r2c2" is <double>

      Examples:
        | edition      | double    |
        | pelikan-1975 | legal     |
        | ass-ii       | legal     |
        | ass-i        | not legal |
        | amigo        | not legal |

    @ass_i @amigo @topic_cards_shaman @topic_attack_double @ruling_amigo_deck_split
    @id_cards_shaman_no_double_attack_refused
    Scenario: In Ogallala I and Amigo the shaman's boat may not attack two boats
      Given the position:
        """
        North:
          | bow shaman |
        South:
          | bow1 i1 |
          | bow1 i2 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1-r1c2 and South r2c1-r2c2" is refused by rule attack.double
