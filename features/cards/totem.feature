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

    @ass_i @topic_cards_totem @topic_attack_targets
    @id_cards_totem_ass_i_section_attack
    Scenario Outline: In Ogallala I the totem shields only its own section from attacks (<ass-i-section>, <mat-boats>)
      Where a section is the whole boat under construction, the totem shields all of South's
      boat, and North's attack lapses for want of a target.
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
      Then "attack South r1c4-r1c5" is <other section>
      And "attack South r1c1-r1c2" is <totem section>

      Examples:
        | ass-i-section | mat-boats         | other section               | totem section               |
        | maximal-run   | bow-stern-delimit | legal                       | refused by rule cards.totem |
        | any-run       | bow-stern-delimit | legal                       | refused by rule cards.totem |
        | whole-boat    | bow-stern-delimit | refused by rule attack.when | refused by rule attack.when |
        | maximal-run   | gaps-divide       | legal                       | refused by rule cards.totem |
        | maximal-run   | amigo-gaps        | legal                       | refused by rule cards.totem |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_totem @topic_cards_archer
    @id_cards_totem_archer_by_edition
    Scenario Outline: What the totem shields from the archer (<edition>, <pelikan-totem-scope>, <amigo-totem-archer>, <mat-boats>, <ass-i-section>)
      South's first boat holds the totem in its first section, r1c1-r1c2.
      South's first boat holds the totem in its first section, r1c1-r1c2. Where an
      Ogallala I section is the whole boat under construction, the totem shields all of it.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 totem . i1 i2 |
          | bow1 i3 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r2c2" is legal
      And "shoot South r1c1" is <totem section>
      And "shoot South r1c5" is <other section>

      Examples:
        | edition      | pelikan-totem-scope | amigo-totem-archer | mat-boats         | ass-i-section | totem section | other section |
        | pelikan-1975 | every-taking        | -                  | bow-stern-delimit | -             | not legal     | not legal     |
        | pelikan-1975 | every-taking        | -                  | row-canoe         | -             | not legal     | not legal     |
        | pelikan-1975 | boat-attacks-only   | -                  | bow-stern-delimit | -             | legal         | legal         |
        | pelikan-1975 | not-claims          | -                  | bow-stern-delimit | -             | not legal     | not legal     |
        | pelikan-1975 | every-taking        | -                  | gaps-divide       | -             | not legal     | legal         |
        | pelikan-1975 | every-taking        | -                  | amigo-gaps        | -             | not legal     | not legal     |
        | ass-ii       | every-taking        | -                  | bow-stern-delimit | -             | not legal     | not legal     |
        | ass-ii       | every-taking        | -                  | row-canoe         | -             | not legal     | not legal     |
        | ass-ii       | boat-attacks-only   | -                  | bow-stern-delimit | -             | legal         | legal         |
        | ass-ii       | not-claims          | -                  | bow-stern-delimit | -             | not legal     | not legal     |
        | ass-ii       | every-taking        | -                  | gaps-divide       | -             | not legal     | legal         |
        | ass-ii       | every-taking        | -                  | amigo-gaps        | -             | not legal     | not legal     |
        | ass-i        | -                   | -                  | bow-stern-delimit | maximal-run   | not legal     | legal         |
        | ass-i        | -                   | -                  | gaps-divide       | maximal-run   | not legal     | legal         |
        | ass-i        | -                   | -                  | amigo-gaps        | maximal-run   | not legal     | legal         |
        | amigo        | -                   | attacks-only       | -                 | -             | legal         | legal         |
        | amigo        | -                   | shields-archer     | -                 | -             | not legal     | not legal     |
        | ass-i        | -                   | -                  | bow-stern-delimit | any-run       | not legal     | legal         |
        | ass-i        | -                   | -                  | bow-stern-delimit | whole-boat    | not legal     | not legal     |

    @pelikan_1975 @ass_ii @topic_cards_totem @topic_cards_archer
    @id_cards_totem_archer_refused_whole_boat
    Scenario Outline: In Pelikan and Ogallala II the archer may shoot no card of a totem boat (<pelikan-totem-scope>, <mat-boats>)
      Where every empty space divides a boat on a mat (gaps-divide), r1c4-r1c5 is a boat of
      its own, without the totem.

      Given the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 totem . i1 i2 |
          | bow1 i3 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r1c1" is <totem part>
      And "shoot South r1c5" is <other part>

      Examples:
        | pelikan-totem-scope | mat-boats         | totem part                  | other part                  |
        | every-taking        | bow-stern-delimit | refused by rule cards.totem | refused by rule cards.totem |
        | every-taking        | row-canoe         | refused by rule cards.totem | refused by rule cards.totem |
        | boat-attacks-only   | bow-stern-delimit | legal                       | legal                       |
        | not-claims          | bow-stern-delimit | refused by rule cards.totem | refused by rule cards.totem |
        | every-taking        | gaps-divide       | refused by rule cards.totem | legal                       |
        | every-taking        | amigo-gaps        | refused by rule cards.totem | refused by rule cards.totem |

    @ass_i @topic_cards_totem @topic_cards_archer @id_cards_totem_archer_ass_i_section
    Scenario Outline: In Ogallala I the archer may not shoot into the totem's section, but into another section (<ass-i-section>, <ass-i-special-owner>, <mat-boats>)
      Where a section is the whole boat under construction, the totem shields all of South's
      boat: the archer has no target, and his action lapses.
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
      Then "shoot South r1c1" is <totem shot>
      When the players play:
        """
        <shot>
        """
      Then South's display is:
        """
        | <south> |
        """
      And the cards out of play are: <out>

      Examples:
        | ass-i-section | ass-i-special-owner | mat-boats         | totem shot                  | shot                       | south              | out |
        | maximal-run   | others-only         | bow-stern-delimit | refused by rule cards.totem | shoot South r1c5           | bow1 totem . i1 .  | i2  |
        | any-run       | others-only         | bow-stern-delimit | refused by rule cards.totem | shoot South r1c5           | bow1 totem . i1 .  | i2  |
        | whole-boat    | others-only         | bow-stern-delimit | refused by rule turn.draw   | # the archer has no target | bow1 totem . i1 i2 | -   |
        | maximal-run   | own-too             | bow-stern-delimit | refused by rule cards.totem | shoot South r1c5           | bow1 totem . i1 .  | i2  |
        | maximal-run   | others-only         | gaps-divide       | refused by rule cards.totem | shoot South r1c5           | bow1 totem . i1 .  | i2  |
        | maximal-run   | others-only         | amigo-gaps        | refused by rule cards.totem | shoot South r1c5           | bow1 totem . i1 .  | i2  |

    @amigo @topic_cards_totem @topic_cards_archer @id_cards_totem_amigo_archer_shoots
    Scenario Outline: In Amigo the archer may shoot an Indian out of a totem boat, never the totem itself (<amigo-totem-archer>)
      Where the totem shields its boat from the archer too (001), South's only boat is out
      of reach and the archer's action lapses.

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
      Then "shoot South r1c2" is <totem>
      When the players play:
        """
        <shot>
        """
      Then South's display is:
        """
        | <south> |
        """
      And the discard pile is: <discard>

      Examples:
        | amigo-totem-archer | totem                        | shot             | south              | discard |
        | attacks-only       | refused by rule cards.archer | shoot South r1c1 | totem . i1 i2      | bow1    |
        | shields-archer     | not legal                    |                  | bow1 totem . i1 i2 | -       |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_totem @topic_cards_lasso
    @ruling_amigo_totem_archer
    @id_cards_totem_lasso_by_edition
    Scenario Outline: What the totem shields from the lasso, and the totem itself may be lassoed (<edition>, <pelikan-totem-scope>, <mat-boats>, <ass-i-section>)
      South's first boat is incomplete and holds the totem in its first section, r1c1-r1c2.
      Where an Ogallala I section is the whole boat under construction, the totem shields
      all of it.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 totem . i1 i2 |
          | bow1 i3 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
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
        | edition      | pelikan-totem-scope | mat-boats         | ass-i-section | totem section | other section |
        | pelikan-1975 | every-taking        | bow-stern-delimit | -             | not legal     | not legal     |
        | pelikan-1975 | every-taking        | row-canoe         | -             | not legal     | not legal     |
        | pelikan-1975 | boat-attacks-only   | bow-stern-delimit | -             | legal         | legal         |
        | pelikan-1975 | not-claims          | bow-stern-delimit | -             | not legal     | not legal     |
        | pelikan-1975 | every-taking        | gaps-divide       | -             | not legal     | legal         |
        | pelikan-1975 | every-taking        | amigo-gaps        | -             | not legal     | not legal     |
        | ass-ii       | every-taking        | bow-stern-delimit | -             | not legal     | not legal     |
        | ass-ii       | every-taking        | row-canoe         | -             | not legal     | not legal     |
        | ass-ii       | boat-attacks-only   | bow-stern-delimit | -             | legal         | legal         |
        | ass-ii       | not-claims          | bow-stern-delimit | -             | not legal     | not legal     |
        | ass-ii       | every-taking        | gaps-divide       | -             | not legal     | legal         |
        | ass-ii       | every-taking        | amigo-gaps        | -             | not legal     | not legal     |
        | ass-i        | -                   | bow-stern-delimit | maximal-run   | not legal     | legal         |
        | ass-i        | -                   | gaps-divide       | maximal-run   | not legal     | legal         |
        | ass-i        | -                   | amigo-gaps        | maximal-run   | not legal     | legal         |
        | amigo        | -                   | -                 | -             | legal         | legal         |
        | ass-i        | -                   | bow-stern-delimit | any-run       | not legal     | legal         |
        | ass-i        | -                   | bow-stern-delimit | whole-boat    | not legal     | not legal     |

    @pelikan_1975 @ass_ii @ass_i @topic_cards_totem @topic_cards_lasso
    @ruling_ass_i_section @id_cards_totem_lasso_refused
    Scenario Outline: Apart from the totem itself, the lasso may take nothing out of the totem's section (<edition>, <pelikan-totem-scope>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 totem . i1 i2 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r1c2" is legal
      And "lasso South r1c1" is <verdict>

      Examples:
        | edition      | pelikan-totem-scope | verdict                     |
        | pelikan-1975 | every-taking        | refused by rule cards.totem |
        | pelikan-1975 | boat-attacks-only   | legal                       |
        | pelikan-1975 | not-claims          | refused by rule cards.totem |
        | ass-ii       | every-taking        | refused by rule cards.totem |
        | ass-ii       | boat-attacks-only   | legal                       |
        | ass-ii       | not-claims          | refused by rule cards.totem |
        | ass-i        | -                   | refused by rule cards.totem |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_totem @topic_cards_lasso @id_cards_totem_not_from_complete_boat
    Scenario Outline: The totem of a complete boat cannot be lassoed (<edition>, <pelikan-totem-scope>, <pelikan-lasso-complete>)
      In Pelikan and Ogallala II the lasso reaches complete boats, but the totem shields
      this one; in Ogallala I and Amigo the lasso never reaches a complete boat.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow totem stern |
          | bow1 i1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r2c2" is legal
      And "lasso South r1c2" is <verdict>
      And "lasso South r1c1" is <verdict>

      Examples:
        | edition      | pelikan-totem-scope | pelikan-lasso-complete | verdict                     |
        | pelikan-1975 | every-taking        | any-boat               | refused by rule cards.totem |
        | pelikan-1975 | every-taking        | incomplete-only        | refused by rule cards.lasso |
        | pelikan-1975 | boat-attacks-only   | any-boat               | legal                       |
        | pelikan-1975 | not-claims          | any-boat               | refused by rule cards.totem |
        | ass-ii       | every-taking        | any-boat               | refused by rule cards.totem |
        | ass-ii       | every-taking        | incomplete-only        | refused by rule cards.lasso |
        | ass-ii       | boat-attacks-only   | any-boat               | legal                       |
        | ass-ii       | not-claims          | any-boat               | refused by rule cards.totem |
        | ass-i        | -                   | -                      | refused by rule cards.lasso |
        | amigo        | -                   | -                      | refused by rule cards.lasso |

    @amigo @topic_cards_totem @topic_variant_two_tribes @id_cards_totem_amigo_tribe
    Scenario Outline: In Amigo the totem belongs to no tribe (<amigo-totem-indian>)
      Where the totem carries a coloured number like the Indian cards, a red totem makes its
      boat a boat of the Red Feet, and a Black Foot may not join it.

      Given the position:
        """
        options: tribes
        North:
          | bow <totem> |
        South:
          | bow1.red i1.red |
        pile 1: i2.black tent
        pile 2: eagle
        pile 3: woman
        turn: North
        """
      When North draws
      Then "place r1c3" is <verdict>

      Examples:
        | amigo-totem-indian | totem     | verdict                            |
        | protection-card    | totem     | legal                              |
        | tribe-colour       | totem.red | refused by rule variant.two-tribes |
