Feature: Which cards form one boat
  Reading a row from the left, a bow always begins a boat and a stern always ends one.
  On a mat empty spaces never divide a boat. In Amigo a gap of two or more spaces
  divides, and a one-space gap joins the cards on either side unless only a bow or a
  stern could go in it. The boats (in Ogallala I: the sections) are what an attack can
  target, so the attack choices show how a row is divided.

  Rule: boats.composition - a bow begins and a stern ends a boat; gaps divide only in Amigo
    Pelikan, Ogallala II, Ogallala I: empty spaces inside a boat do not divide it
    (ruling mat-boats). Amigo: a gap of two or more spaces divides; a one-space gap
    joins unless the card on its left is a stern or the card on its right a bow
    (ruling amigo-one-card-gap).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_composition @topic_attack_targets
    @ruling_amigo_one_card_gap
    @id_boats_composition_gaps_by_edition
    Scenario Outline: A row with a one-space and a two-space gap is divided differently by edition (<edition>, <ass-i-section>, <mat-boats>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | bow1 i2 . i3 . . i1 |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And "attack South <target>" is legal
      And "attack South <not a target>" is not legal
      And "attack South <nor this>" is not legal

      Examples:
        | edition      | ass-i-section | mat-boats         | target    | not a target | nor this  |
        | pelikan-1975 | -             | bow-stern-delimit | r1c1-r1c7 | r1c1-r1c4    | r1c7      |
        | ass-ii       | -             | bow-stern-delimit | r1c1-r1c7 | r1c1-r1c4    | r1c7      |
        | ass-i        | maximal-run   | bow-stern-delimit | r1c4      | r1c1-r1c7    | r1c1-r1c4 |
        | ass-i        | any-run       | bow-stern-delimit | r1c4      | r1c1-r1c7    | r1c1-r1c4 |
        | ass-i        | whole-boat    | bow-stern-delimit | r1c1-r1c7 | r1c4         | r1c1-r1c4 |
        | amigo        | -             | -                 | r1c1-r1c4 | r1c1-r1c7    | r1c1-r1c2 |
        | pelikan-1975 | -             | gaps-divide       | r1c4      | r1c1-r1c7    | r1c1-r1c4 |
        | pelikan-1975 | -             | amigo-gaps        | r1c1-r1c4 | r1c1-r1c7    | r1c1-r1c2 |
        | ass-ii       | -             | gaps-divide       | r1c4      | r1c1-r1c7    | r1c1-r1c4 |
        | ass-ii       | -             | amigo-gaps        | r1c1-r1c4 | r1c1-r1c7    | r1c1-r1c2 |
        | ass-i        | maximal-run   | gaps-divide       | r1c4      | r1c1-r1c7    | r1c1-r1c4 |
        | ass-i        | maximal-run   | amigo-gaps        | r1c4      | r1c1-r1c7    | r1c1-r1c4 |
        | pelikan-1975 | -             | row-canoe         | r1c1-r1c7 | r1c1-r1c4    | r1c7      |
        | ass-ii       | -             | row-canoe         | r1c1-r1c7 | r1c1-r1c4    | r1c7      |

    @pelikan_1975 @ass_ii @topic_boats_composition @ruling_mat_boats @id_boats_composition_mat_gaps_join
    Scenario Outline: On a Pelikan or Ogallala II mat, a boat with gaps is one boat under construction (<mat-boats>)
      Given the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | bow1 i2 . i3 . . i1 |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the legal actions are:
        """
        <first>
        <second>
        <third>
        pass
        """

      Examples:
        | mat-boats         | first                  | second                 | third                    |
        | bow-stern-delimit | attack South r1c1-r1c7 | # one boat             | # gaps and all           |
        | gaps-divide       | attack South r1c1-r1c2 | attack South r1c4      | attack South r1c7        |
        | amigo-gaps        | attack South r1c1-r1c4 | attack South r1c7      | # the two spaces divide  |
        | row-canoe         | attack South r1c1-r1c7 | # the row is one boat  | # gaps and all           |

    @amigo @topic_boats_composition @ruling_amigo_one_card_gap @id_boats_composition_amigo_gaps
    Scenario: In Amigo a one-space gap joins and a two-space gap divides
      Given the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | bow1 i2 . i3 . . i1 |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the legal actions are:
        """
        attack South r1c1-r1c4
        attack South r1c7
        pass
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_composition @topic_attack_targets
    @id_boats_composition_bow_stern_delimit
    Scenario Outline: A bow begins a new boat and a stern ends one, in every edition (<edition>, <amigo-one-card-gap>, <mat-boats>)
      Only where a one-space gap joins even after a stern and before a bow (always-joins),
      or where a Pelikan or Ogallala II row is one canoe (row-canoe), is South's row one boat.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | i1 . bow1 i2 stern1 . i3 |
        pile 1: i3 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1" is <alone>
      And "attack South r1c7" is <alone>
      And "attack South r1c1-r1c7" is <whole>
      And the legal actions exclude:
        """
        attack South r1c1-r1c5
        attack South r1c3-r1c7
        attack South r1c1-r1c3
        attack South r1c5-r1c7
        """

      Examples:
        | edition      | amigo-one-card-gap | mat-boats         | alone     | whole     |
        | pelikan-1975 | -                  | bow-stern-delimit | legal     | not legal |
        | pelikan-1975 | -                  | gaps-divide       | legal     | not legal |
        | pelikan-1975 | -                  | amigo-gaps        | legal     | not legal |
        | pelikan-1975 | -                  | row-canoe         | not legal | legal     |
        | ass-ii       | -                  | bow-stern-delimit | legal     | not legal |
        | ass-ii       | -                  | gaps-divide       | legal     | not legal |
        | ass-ii       | -                  | amigo-gaps        | legal     | not legal |
        | ass-ii       | -                  | row-canoe         | not legal | legal     |
        | ass-i        | -                  | bow-stern-delimit | legal     | not legal |
        | ass-i        | -                  | gaps-divide       | legal     | not legal |
        | ass-i        | -                  | amigo-gaps        | legal     | not legal |
        | amigo        | neighbour-test     | -                 | legal     | not legal |
        | amigo        | always-joins       | -                 | not legal | legal     |

    @pelikan_1975 @ass_ii @ass_i @topic_boats_composition @topic_attack_targets
    @id_boats_composition_after_stern
    Scenario Outline: On a mat the cards after a stern form a boat without a bow (<edition>, <ass-i-section>, <mat-boats>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | bow1 i2 stern1 i1 . i3 |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the legal actions <mode>:
        """
        <first>
        <second>
        <third>
        <fourth>
        """

      Examples:
        | edition      | mode    | ass-i-section | mat-boats         | first                  | second                 | third                  | fourth |
        | pelikan-1975 | are     | -             | bow-stern-delimit | attack South r1c4-r1c6 | # no other target      | # nor the complete one | pass   |
        | ass-ii       | are     | -             | bow-stern-delimit | attack South r1c4-r1c6 | # no other target      | # nor the complete one | pass   |
        | ass-i        | are     | maximal-run   | bow-stern-delimit | attack South r1c1-r1c3 | attack South r1c4      | attack South r1c6      | pass   |
        | ass-i        | are     | any-run       | bow-stern-delimit | attack South r1c1-r1c3 | attack South r1c4      | attack South r1c6      | pass   |
        | ass-i        | are     | whole-boat    | bow-stern-delimit | attack South r1c1-r1c3 | attack South r1c4-r1c6 | # one boat             | pass   |
        | pelikan-1975 | are     | -             | gaps-divide       | attack South r1c4      | attack South r1c6      | # not the complete one | pass   |
        | pelikan-1975 | are     | -             | amigo-gaps        | attack South r1c4-r1c6 | # no other target      | # nor the complete one | pass   |
        | ass-ii       | are     | -             | gaps-divide       | attack South r1c4      | attack South r1c6      | # not the complete one | pass   |
        | ass-ii       | are     | -             | amigo-gaps        | attack South r1c4-r1c6 | # no other target      | # nor the complete one | pass   |
        | ass-i        | are     | maximal-run   | gaps-divide       | attack South r1c1-r1c3 | attack South r1c4      | attack South r1c6      | pass   |
        | ass-i        | are     | maximal-run   | amigo-gaps        | attack South r1c1-r1c3 | attack South r1c4      | attack South r1c6      | pass   |
        | pelikan-1975 | exclude | -             | row-canoe         | attack South r1c1-r1c6 | attack South r1c4-r1c6 | pass                   | # the row, strength 8, is no weaker |
        | ass-ii       | exclude | -             | row-canoe         | attack South r1c1-r1c6 | attack South r1c4-r1c6 | pass                   | # the row, strength 8, is no weaker |

    @amigo @topic_boats_composition @id_boats_composition_amigo_bow_right_of_gap
    Scenario Outline: In Amigo a one-space gap before a bow or after a stern divides (<amigo-one-card-gap>)
      Given the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | i1 . bow1 i2 stern1 . i3 |
        pile 1: i3 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the legal actions are:
        """
        <first>
        <second>
        <third>
        pass
        """

      Examples:
        | amigo-one-card-gap | first                  | second                 | third             |
        | neighbour-test     | attack South r1c1      | attack South r1c3-r1c5 | attack South r1c7 |
        | always-joins       | attack South r1c1-r1c7 | # one boat             | # with its gaps   |

    @amigo @topic_boats_composition @topic_boats_completion @ruling_amigo_one_card_gap
    @id_boats_composition_amigo_two_gap_closed
    Scenario: In Amigo a two-space gap divides until it is closed, and then the cards form one boat
      Given the position:
        """
        North:
          | bow1 i2 . . stern |
        South:
          | i1 |
        pile 1: i3 chief eagle
        pile 2: tent
        pile 3: firewater
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: draw
      When North draws
      And North places the card at r1c4
      Then the events include:
        """
        North completed the boat r1c1-r1c5
        """
      And the pending decision is: attack r1c1-r1c5
