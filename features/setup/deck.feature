Feature: The cards in play
  Each edition plays with its own deck: 98 cards in Pelikan and Ogallala II, 134 in
  Ogallala I, 112 in Amigo. The steps cannot count a pile, so these scenarios show kinds
  and values that belong to one deck and not to another.

  Rule: setup.deck - which cards the game is played with

    @pelikan_1975 @ass_ii @topic_setup_deck @ruling_pelikan_deck @id_setup_deck_ogallala_ii_column_kinds
    Scenario: The 98-card deck holds empty canoe sections, gunpowder and rifles
      None of these is on North's mat yet, so each lets him draw on. Pelikan's rulebook
      names the gunpowder but not the rifles; its deck is taken from the Ogallala II column.
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: section powder rifles i2 i3
        """
      When the players play:
        """
        draw
        place r1c3
        draw
        place r1c4
        draw
        place r1c5
        """
      Then it is North's turn
      And North's display is:
        """
        | bow i2 section powder rifles |
        """

    @pelikan_1975 @topic_setup_deck @topic_cards_chief @ruling_pelikan_deck @id_setup_deck_pelikan_chief_five
    Scenario: In Pelikan the chief counts 5, as in the Ogallala II column
      North's new boat has strength 5 (the chief alone): it may attack South's boat of
      strength 4 but not West's of strength 5.
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow chief |
        South:
          | bow1 i2 i1 |
        West:
          | bow1 i3 i1 |
        pile 1: stern i2
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      And "attack South r1c1-r1c3" is legal
      And "attack West r1c1-r1c3" is refused by rule attack.strength

    @ass_i @topic_setup_deck @id_setup_deck_ass_i_second_tobacco
    Scenario: The Ogallala I deck holds two of each simple booty card, and both may join one boat
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i1 tobacco |
        South:
        pile 1: tobacco i3
        pile 2: i2
        pile 3: i1
        """
      When North draws
      And North places the card at r1c4
      Then it is North's turn
      And North's display is:
        """
        | bow i1 tobacco tobacco |
        """

    @amigo @topic_setup_deck @topic_scoring_simple_booty @ruling_amigo_deck_split @id_setup_deck_amigo_squaw_dynamite
    Scenario: The Amigo deck holds the squaw and the dynamite as simple booty cards
      Given the edition amigo
      And the position:
        """
        North:
          | bow woman dynamite |
        South:
        pile 1: stern i3
        pile 2: i2
        pile 3: i1
        """
      When North draws
      And North places the card at r1c4
      Then North has 1 complete boat
      And North's boat r1c1-r1c4 scores 24

  Rule: setup.deck - the whole deck is dealt

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_setup_deck @topic_setup_piles @id_setup_deck_whole_deck_dealt
    Scenario Outline: A new game deals every card of the edition's deck (<edition>)
      98 cards in Pelikan and Ogallala II, 134 in Ogallala I, 112 in Amigo, whatever the
      seed and however many players there are.
      Given the edition <edition>
      And a new game of North, East and South with seed 21
      Then the piles have <cards> cards together
      And the discard pile is: -

      Examples:
        | edition      | cards |
        | pelikan-1975 | 98    |
        | ass-ii       | 98    |
        | ass-i        | 134   |
        | amigo        | 112   |
