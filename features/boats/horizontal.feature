Feature: Boats lie along rows
  A boat is built along one row, bow on the left and stern on the right. Cards in
  different rows never belong to the same boat, however they touch.

  Rule: boats.horizontal - boats are built along rows only
    A stern laid below or diagonally below a boat's last card does not finish it; only a
    stern in the boat's own row does.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_horizontal @topic_boats_completion
    @id_boats_horizontal_other_row_no_boat
    Scenario Outline: A stern <where> the boat's last card <completes> it
      Given the position:
        """
        North:
          | bow1 i2 |
        South:
          | i1 |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at <at>
      Then the pending decision is: <pending>

      Examples:
        | where              | completes       | at   | pending          |
        | right of           | completes       | r1c3 | attack r1c1-r1c3 |
        | diagonally below   | does not finish | r2c3 | draw             |
        | directly below     | does not finish | r2c2 | draw             |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_horizontal @id_boats_horizontal_column_not_a_boat
    Scenario: A bow, an Indian and a stern stacked in one column are three separate boats
      Given the position:
        """
        North:
          | bow1 chief . stern1 |
        South:
          | bow  |
          | i1   |
          | stern |
        pile 1: i1 tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And the legal actions are:
        """
        attack South r1c1
        attack South r2c1
        attack South r3c1
        pass
        """

  Rule: boats.horizontal - Pelikan and Ogallala II: a row may hold several canoes
    000 places the cards "so as to form a canoe in each of the 3 rows" and Ogallala II "so
    that boats can be build in all three rows"; neither says a row holds only one. Where a
    row holds one canoe only (ruling one-canoe-per-row), every card of the row belongs to
    it: a bow goes only left of every card, a stern only right of every card, and a
    complete canoe closes its row.

    @pelikan_1975 @ass_ii @topic_boats_horizontal @topic_boats_composition
    @id_boats_horizontal_one_canoe_per_row
    Scenario Outline: A second canoe may be begun in a row only where a row may hold several (<one-canoe-per-row>)
      Given the position:
        """
        North:
          | . . i2 . stern1 |
        South:
          | i1 |
        pile 1: bow tent eagle
        turn: North
        """
      When North draws
      Then "place r1c1" is legal
      And "place r1c4" is <after a card>
      And "place r1c6" is <after the stern>

      Examples:
        | one-canoe-per-row | after a card                     | after the stern                  |
        | several           | legal                            | legal                            |
        | one-per-row       | refused by rule boats.horizontal | refused by rule boats.horizontal |
        | one-anywhere      | legal                            | legal                            |

    @pelikan_1975 @ass_ii @topic_boats_horizontal @topic_boats_completion
    @id_boats_horizontal_complete_canoe_closes_row
    Scenario Outline: A complete canoe leaves room in its row for another only where a row may hold several (<one-canoe-per-row>)
      Given the position:
        """
        North:
          | . . bow1 i2 stern1 |
        South:
          | i1 |
        pile 1: furs tent eagle
        turn: North
        """
      When North draws
      Then "place r1c1" is <left>
      And "place r1c6" is <right>
      And "place r2c1" is legal

      Examples:
        | one-canoe-per-row | left                             | right                            |
        | several           | legal                            | legal                            |
        | one-per-row       | refused by rule boats.horizontal | refused by rule boats.horizontal |
        | one-anywhere      | legal                            | legal                            |

    @pelikan_1975 @ass_ii @topic_boats_horizontal @topic_boats_completion @topic_boats_composition
    @id_boats_horizontal_one_canoe_anywhere
    Scenario Outline: Where a row is one canoe and cards go anywhere, a card beyond the stern leaves the canoe incomplete (<one-canoe-per-row>, <mat-boats>)
      « Les cartes peuvent être placées l'une à côté de l'autre ou espacées » (000), with one
      canoe to a row: every card of the row is the canoe's, so the furs right of the stern
      leave it without a stern at its right end, and the gap before them leaves a hole.
      Given the position:
        """
        North:
          | bow1 i2 stern1 . . |
          | bow i1 . stern     |
        South:
          | i1 |
        pile 1: furs i3 eagle
        turn: North
        """
      Then North has 1 complete boat
      When North draws
      And North plays "<furs>"
      Then North has <then> complete <boats>
      When North draws
      And North plays "<i3>"
      Then North has <at last> complete <boats at last>

      Examples:
        | one-canoe-per-row | mat-boats         | furs       | then | boats | i3         | at last | boats at last |
        | several           | bow-stern-delimit | place r1c5 | 1    | boat  | place r2c3 | 2       | boats         |
        | one-per-row       | bow-stern-delimit | place r3c1 | 1    | boat  | place r2c3 | 2       | boats         |
        | one-per-row       | row-canoe         | place r3c1 | 1    | boat  | place r2c3 | 2       | boats         |
        | one-anywhere      | row-canoe         | place r1c5 | 0    | boats | place r2c3 | 1       | boat          |
        | several           | gaps-divide       | place r1c5 | 1    | boat  | place r2c3 | 2       | boats         |
        | several           | amigo-gaps        | place r1c5 | 1    | boat  | place r2c3 | 2       | boats         |
