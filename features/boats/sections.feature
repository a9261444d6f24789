Feature: Sections of an incomplete boat (Ogallala I)
  In Ogallala I an attack takes a complete boat or one section of an incomplete boat. A
  section is a maximal run of horizontally adjacent cards of one incomplete boat, with no
  empty space among them.

  Rule: boats.sections - a section is a maximal run of adjacent cards in an incomplete boat
    An incomplete boat with gaps consists of several sections, one without gaps is a
    single section, and a complete boat is attacked only as a whole (ruling ass-i-section).

    @ass_i @topic_boats_sections @topic_attack_targets @ruling_ass_i_section
    @id_boats_sections_targets
    Scenario: Each section of an incomplete boat is a target of its own
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
      Then the pending decision is: attack r1c1-r1c4
      And the legal actions are:
        """
        attack South r1c1-r1c2
        attack South r1c7
        pass
        """
      And "attack South r1c4-r1c5" is refused by rule attack.strength
      And "attack South r1c1-r1c7" is refused by rule attack.targets
      And "attack South r1c4" is refused by rule attack.targets
      And "attack South r1c1-r1c4" is refused by rule attack.targets

    @ass_i @topic_boats_sections @topic_attack_losers @ruling_ass_i_section
    @id_boats_sections_rest_stays
    Scenario: Conquering one section leaves the other sections of the boat in place
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
      And North attacks South's boat r1c1-r1c2
      Then South's display is:
        """
        | . . . chief i1 . stern1 |
        """
      And the cards out of play are: bow1 i3

    @ass_i @topic_boats_sections @ruling_ass_i_section @id_boats_sections_whole_units
    Scenario: A complete boat, and an incomplete boat without gaps, are attacked only as a whole
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
      Then the legal actions are:
        """
        attack South r1c1-r1c3
        attack South r2c1-r2c3
        pass
        """
      And "attack South r1c1-r1c2" is refused by rule attack.targets
      And "attack South r2c2-r2c3" is refused by rule attack.targets
