Feature: When a boat is complete
  A boat is complete when it has a bow at its left end, a stern at its right end and no
  empty space between them. Completing a boat is announced, and the boat may then attack.

  Rule: boats.completion - bow at the left end, stern at the right end, no gap
    A boat without a bow, without a stern or with a gap is incomplete (under
    construction). The placement that closes its last gap or adds its missing end
    completes it.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_completion @topic_attack_when
    @id_boats_completion_last_gap_filled
    Scenario: Bow and stern with a gap between them is not complete until the gap is filled
      Given the position:
        """
        North:
          | bow1 i2 |
          | .    .  . firewater |
        South:
          | i1 |
        pile 1: stern i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then the pending decision is: draw
      And it is North's turn
      When North draws
      And North places the card at r1c3
      Then the events include:
        """
        North placed i1 at r1c3
        North completed the boat r1c1-r1c4
        """
      And the pending decision is: attack r1c1-r1c4
      And "attack South r1c1" is legal

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_completion @id_boats_completion_incomplete_shapes
    Scenario Outline: A boat <lacking> is not complete
      Given the position:
        """
        North:
          | <row> |
          | . . . . firewater |
        South:
          | i1 |
        pile 1: <card> tent eagle
        turn: North
        """
      When North draws
      And North places the card at <at>
      Then the pending decision is: draw
      And it is North's turn

      Examples:
        | lacking                      | row          | card  | at   |
        | without a bow                | i2 i3        | stern | r1c3 |
        | without a stern              | bow i3       | furs  | r1c3 |
        | with a gap between its ends  | bow1 i3      | stern | r1c4 |
        | with two gaps                | bow1 . i3    | stern | r1c5 |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_boats_completion @id_boats_completion_bow_added_last
    Scenario Outline: A boat can be completed by adding its bow last (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | <row> |
        South:
          | i1 |
        pile 1: bow tent eagle
        turn: North
        """
      When North draws
      And North places the card at <at>
      Then the events include:
        """
        North completed the boat r1c1-r1c4
        """
      And the pending decision is: attack r1c1-r1c4

      Examples:
        | edition      | row              | at   |
        | pelikan-1975 | . i2 i3 stern1   | r1c1 |
        | ass-ii       | . i2 i3 stern1   | r1c1 |
        | ass-i        | . i2 i3 stern1   | r1c1 |
        | amigo        | i2 i3 stern1     | r1c0 |

    @ass_i @amigo @topic_boats_completion @topic_cards_archer @id_boats_completion_gap_open_to_archer
    Scenario: A boat with a gap is still incomplete, so the archer may shoot into it
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 . stern1 |
          | bow1 i3 stern1   |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: shoot
      And the legal actions include:
        """
        shoot South r1c1
        shoot South r1c2
        shoot South r1c4
        """
      And the legal actions exclude:
        """
        shoot South r2c1
        shoot South r2c2
        shoot South r2c3
        """
