Feature: The chief
  The chief (chieftain) is an Indian card with combat value 5 and no other power.

  Rule: cards.chief - the chief has combat value 5
    Pelikan's rules do not mention the chief; card and value come from the Ogallala II
    column of the ASS box (ruling pelikan-deck). Amigo prints no values; the ASS value is
    assumed (ruling amigo-deck-split).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_chief @topic_cards_combat_values
    @ruling_pelikan_deck @ruling_amigo_deck_split @id_cards_chief_worth_five
    Scenario: A boat whose only Indian is the chief beats strength 4 but not strength 5
      Given the position:
        """
        North:
          | bow chief |
        South:
          | bow1 i3 |
          | bow1 i1 i3 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      And "attack South r1c1-r1c2" is legal
      And "attack South r2c1-r2c3" is refused by rule attack.strength

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_chief @topic_cards_combat_values
    @ruling_pelikan_deck @ruling_amigo_deck_split @id_cards_chief_defends_with_five
    Scenario: A boat holding the chief defends with its 5
      Given the position:
        """
        North:
          | bow1 i3 i2 |
        South:
          | bow chief |
          | bow1 chief |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: attack r1c1-r1c4
      And "attack South r1c1-r1c2" is legal
      And "attack South r2c1-r2c2" is refused by rule attack.strength
