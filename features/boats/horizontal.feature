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
