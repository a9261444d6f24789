Feature: The totem
  A boat holding the totem is protected. Pelikan and Ogallala II shield the whole boat,
  complete or not, from attacks, the archer, the lasso and the hunters' claims; Ogallala I
  shields a complete boat or the section of an incomplete boat that holds the totem, from
  attacks, the archer and the lasso; Amigo shields the boat from attacks by boats only.
  Everywhere the lasso may take the totem card itself out of an incomplete boat.

  Rule: cards.totem - the totem protects its boat (or in Ogallala I its section)

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_totem @id_cards_totem_no_attack
    Scenario: A boat holding the totem cannot be attacked
      Given the position:
        """
        North:
          | bow i3 |
        South:
          | bow1 totem |
          | bow1 i1 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r2c1-r2c2" is legal
      And "attack South r1c1-r1c2" is refused by rule cards.totem

    @ass_i @amigo @topic_cards_totem @id_cards_totem_complete_boat_no_attack
    Scenario: A complete boat holding the totem cannot be attacked either
      Given the position:
        """
        North:
          | bow i3 |
        South:
          | bow totem stern |
          | bow1 i1 |
        pile 1: stern1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r2c1-r2c2" is legal
      And "attack South r1c1-r1c3" is refused by rule cards.totem

    @ass_i @topic_cards_totem @topic_attack_targets @ruling_ass_i_section
    @id_cards_totem_ass_i_section_attack
    Scenario: In Ogallala I the totem shields only its own section from attacks
      Given the position:
        """
        North:
          | bow i3 i1 |
        South:
          | bow1 totem . i1 i2 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then "attack South r1c4-r1c5" is legal
      And "attack South r1c1-r1c2" is refused by rule cards.totem

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_totem @topic_cards_archer
    @ruling_pelikan_totem_scope @ruling_ass_i_section @ruling_amigo_totem_archer
    @id_cards_totem_archer_by_edition
    Scenario Outline: What the totem shields from the archer (<edition>, <mat-boats>)
      South's first boat holds the totem in its first section, r1c1-r1c2.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 totem . i1 i2 |
          | bow1 i3 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "shoot South r2c2" is legal
      And "shoot South r1c1" is <totem section>
      And "shoot South r1c5" is <other section>

      Examples:
        | edition      | mat-boats         | totem section | other section |
        | pelikan-1975 | bow-stern-delimit | not legal     | not legal     |
        | pelikan-1975 | gaps-divide       | not legal     | legal         |
        | pelikan-1975 | amigo-gaps        | not legal     | not legal     |
        | ass-ii       | bow-stern-delimit | not legal     | not legal     |
        | ass-ii       | gaps-divide       | not legal     | legal         |
        | ass-ii       | amigo-gaps        | not legal     | not legal     |
        | ass-i        | bow-stern-delimit | not legal     | legal         |
        | ass-i        | gaps-divide       | not legal     | legal         |
        | ass-i        | amigo-gaps        | not legal     | legal         |
        | amigo        | -                 | legal         | legal         |

    @pelikan_1975 @ass_ii @topic_cards_totem @topic_cards_archer @ruling_pelikan_totem_scope
    @id_cards_totem_archer_refused_whole_boat
    Scenario Outline: In Pelikan and Ogallala II the archer may shoot no card of a totem boat (<mat-boats>)
      Where every empty space divides a boat on a mat (gaps-divide), r1c4-r1c5 is a boat of
      its own, without the totem.
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 totem . i1 i2 |
          | bow1 i3 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "shoot South r1c1" is refused by rule cards.totem
      And "shoot South r1c5" is <other part>

      Examples:
        | mat-boats         | other part                   |
        | bow-stern-delimit | refused by rule cards.totem |
        | gaps-divide       | legal                        |
        | amigo-gaps        | refused by rule cards.totem |

    @ass_i @topic_cards_totem @topic_cards_archer @ruling_ass_i_section @id_cards_totem_archer_ass_i_section
    Scenario: In Ogallala I the archer may not shoot into the totem's section, but into another section
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 totem . i1 i2 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "shoot South r1c1" is refused by rule cards.totem
      When North shoots South's card at r1c5
      Then South's display is:
        """
        | bow1 totem . i1 . |
        """
      And the cards out of play are: i2

    @amigo @topic_cards_totem @topic_cards_archer @ruling_amigo_totem_archer @id_cards_totem_amigo_archer_shoots
    Scenario: In Amigo the archer may shoot an Indian out of a totem boat, never the totem itself
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 totem . i1 i2 |
        pile 1: archer tent
        pile 2: eagle
        pile 3: woman
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "shoot South r1c2" is refused by rule cards.archer
      When North shoots South's card at r1c1
      Then South's display is:
        """
        | totem . i1 i2 |
        """
      And the discard pile is: bow1

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_totem @topic_cards_lasso
    @ruling_pelikan_totem_scope @ruling_ass_i_section @ruling_amigo_totem_archer
    @id_cards_totem_lasso_by_edition
    Scenario Outline: What the totem shields from the lasso, and the totem itself may be lassoed (<edition>, <mat-boats>)
      South's first boat is incomplete and holds the totem in its first section, r1c1-r1c2.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 totem . i1 i2 |
          | bow1 i3 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "lasso South r2c2" is legal
      And "lasso South r1c1" is <totem section>
      And "lasso South r1c5" is <other section>
      And "lasso South r1c2" is legal
      When North lassoes South's card at r1c2
      Then the pending decision is: place totem (lassoed)
      When North places the card at r2c1
      Then North's display is:
        """
        | bow1 lasso |
        | totem      |
        """

      Examples:
        | edition      | mat-boats         | totem section | other section |
        | pelikan-1975 | bow-stern-delimit | not legal     | not legal     |
        | pelikan-1975 | gaps-divide       | not legal     | legal         |
        | pelikan-1975 | amigo-gaps        | not legal     | not legal     |
        | ass-ii       | bow-stern-delimit | not legal     | not legal     |
        | ass-ii       | gaps-divide       | not legal     | legal         |
        | ass-ii       | amigo-gaps        | not legal     | not legal     |
        | ass-i        | bow-stern-delimit | not legal     | legal         |
        | ass-i        | gaps-divide       | not legal     | legal         |
        | ass-i        | amigo-gaps        | not legal     | legal         |
        | amigo        | -                 | legal         | legal         |

    @pelikan_1975 @ass_ii @ass_i @topic_cards_totem @topic_cards_lasso @ruling_pelikan_totem_scope
    @ruling_ass_i_section @id_cards_totem_lasso_refused
    Scenario: Apart from the totem itself, the lasso may take nothing out of the totem's section
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 totem . i1 i2 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "lasso South r1c2" is legal
      And "lasso South r1c1" is refused by rule cards.totem

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_totem @topic_cards_lasso
    @ruling_pelikan_totem_scope @ruling_pelikan_lasso_complete @id_cards_totem_not_from_complete_boat
    Scenario Outline: The totem of a complete boat cannot be lassoed (<edition>)
      In Pelikan and Ogallala II the lasso reaches complete boats, but the totem shields
      this one; in Ogallala I and Amigo the lasso never reaches a complete boat.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow totem stern |
          | bow1 i1 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "lasso South r2c2" is legal
      And "lasso South r1c2" is refused by rule <rule>
      And "lasso South r1c1" is refused by rule <rule>

      Examples:
        | edition      | rule        |
        | pelikan-1975 | cards.totem |
        | ass-ii       | cards.totem |
        | ass-i        | cards.lasso |
        | amigo        | cards.lasso |
