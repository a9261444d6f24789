Feature: The conquered boat's Indians are lost
  When a boat is conquered its Red Indians do not surrender: they go to the Happy (or
  Eternal) Hunting Grounds, which is the discard pile, except in Ogallala I, where they
  leave the game.

  Rule: attack.losers - the attacked boat's Indians are lost
    Pelikan: the cards showing men, that is the Red Indian cards, go to the discard pile;
    the persons are not among them (ruling pelikan-attack-losers). Ogallala II: the Red
    Indian cards go face down on the discard stack. Ogallala I: the Red Indian cards are
    removed from play. Amigo: every card of the conquered boat the attacker does not place
    goes to the discard pile (ruling amigo-unplaced-spoils).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_losers @id_attack_losers_where_by_edition
    Scenario Outline: The conquered boat's Indian card goes to the discard pile, in Ogallala I out of the game (<edition>)
      Where Amigo booty stays with the victim until laid, the tobacco is left on South's
      display, which is numbered anew from it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 tobacco |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then South's card at r1c1 is <r1c1>
      And the discard pile is: <discard>
      And the cards out of play are: <out>

      Examples:
        | edition      | amigo-unplaced-spoils | r1c1    | discard | out  |
        | pelikan-1975 | -                     | empty   | bow1    | -    |
        | ass-ii       | -                     | empty   | bow1    | -    |
        | ass-i        | -                     | empty   | -       | bow1 |
        | amigo        | discard               | empty   | bow1    | -    |
        | amigo        | stay-with-victim      | tobacco | bow1    | -    |

    @pelikan_1975 @ass_ii @topic_attack_losers @topic_attack_spoils @id_attack_losers_persons_spared
    Scenario Outline: In Pelikan and Ogallala II only the Red Indian cards go; the empty bow and the cowboy stay (<edition>, <pelikan-attack-losers>, <pelikan-spoils-optional>)
      The cowboy is a person, not a Red Indian: he stays on South's mat as a spoil, and so
      does the empty bow, which North cannot take, having one. Where Pelikan's "cards
      bearing drawings of men" take in the persons, the cowboy goes with the Indian and
      North, left with nothing to take, draws again; the empty bow he leaves goes to the
      discard pile where 000's leftovers are read as lost.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow i1 cowboy |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      Then the discard pile holds: <discard>
      And South's display is:
        """
        | <south> |
        """
      And the pending decision is: <pending>
      And "take r1c3" is <take>
      And "take r1c1" is not legal
      And "done" is <done>

      Examples:
        | edition      | pelikan-attack-losers | pelikan-spoils-optional | pelikan-leftovers | discard       | south        | pending                     | take      | done      |
        | pelikan-1975 | red-indians           | must-place              | stay              | i1            | bow . cowboy | spoils from South r1c1-r1c3 | legal     | not legal |
        | pelikan-1975 | red-indians           | may-leave               | stay              | i1            | bow . cowboy | spoils from South r1c1-r1c3 | legal     | legal     |
        | pelikan-1975 | red-indians           | must-place              | discard           | i1            | bow . cowboy | spoils from South r1c1-r1c3 | legal     | not legal |
        | pelikan-1975 | all-figures           | must-place              | stay              | cowboy i1     | bow          | draw                        | not legal | not legal |
        | pelikan-1975 | all-figures           | must-place              | discard           | bow cowboy i1 | .            | draw                        | not legal | not legal |
        | ass-ii       | -                     | must-place              | -                 | i1            | bow . cowboy | spoils from South r1c1-r1c3 | legal     | not legal |
        | ass-ii       | -                     | may-leave               | -                 | i1            | bow . cowboy | spoils from South r1c1-r1c3 | legal     | legal     |

    @ass_i @topic_attack_losers @id_attack_losers_ass_i_all_indians_out
    Scenario: In Ogallala I every Red Indian card of a conquered complete boat leaves the game
      South's complete boat has strength 1 + 5 + 1 + 1 + 1 = 9; North's new boat 10 + 1 = 11.
      Given the position:
        """
        edition: ass-i
        North:
          | bow shaman . stern |
        South:
          | bow1 chief lasso archer stern1 |
        pile 1: i1 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c5
      Then South's display is:
        """
        | . |
        """
      And the cards out of play are: bow1 chief lasso archer stern1
      And it is South's turn

    @amigo @topic_attack_losers @id_attack_losers_amigo_empty_bow
    Scenario Outline: In Amigo an empty bow of the conquered boat goes to the discard pile too (<amigo-unplaced-spoils>)
      Given the position:
        """
        edition: amigo
        North:
          | bow i2 . stern |
        South:
          | bow tobacco |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then the discard pile is: bow
      And the pending decision is: <spoils>

      Examples:
        | amigo-unplaced-spoils | spoils                 |
        | discard               | spoils tobacco         |
        | stay-with-victim      | spoils from South r1c1 |

  Rule: attack.losers - the order in which the lost cards go onto the discard pile
    Several cards of a conquered boat go onto the discard pile one by one, from left to
    right, so the rightmost lies on top. The order is a convention the protocol fixes
    (ruling attack-discard-order): every engine follows it, and there is nothing to declare.

    @pelikan_1975 @ass_ii @amigo @topic_attack_losers @ruling_attack_discard_order @id_attack_losers_discard_order
    Scenario: The conquered boat's bow with an Indian and its Indian go onto the discard pile in board order
      The discard pile is written top card first.
      Given the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 i1 tobacco |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      Then the discard pile is: i1 bow1

    @amigo @topic_attack_losers @topic_attack_ends_turn @ruling_attack_discard_order @id_attack_losers_amigo_events
    Scenario Outline: In Amigo the four cards of a conquered boat go onto the discard pile one by one, and the events say so (<end-timing>, <three-boats-count>, <amigo-fifth-boat>)
      The `attacked` event lists the conquered boat's cards bow to stern; the `discarded`
      event lists the lost cards in the order they go onto the pile, so its last card lies
      on top. North's completed boat has stopped his drawing: the turn passes once the
      attack and the end-of-game check are worked off. Where the end comes with the
      completion itself, before any attack (ruling end-timing), no check waits behind the
      attack. Where the boats completed in the game count, South's conquered boat stays
      counted for him (rulings three-boats-count, amigo-fifth-boat).
      Given the edition amigo
      And the position:
        """
        North:
          | bow chief shaman . stern |
        South:
          | bow1 i2 i3 stern1 |
        pile 1: i1 woman
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      Then the events are:
        | kind | player | card | pile |
        | drew | North  | i1   | 1    |
      When North places the card at r1c4
      Then the events are:
        | kind      | player | card | at   | boat      |
        | placed    | North  | i1   | r1c4 |           |
        | completed | North  |      |      | r1c1-r1c5 |
      And the pending decisions are:
        """
        attack r1c1-r1c5
        <end item>
        """
      And the position is:
        """
        North:
          | bow chief shaman i1 stern |
        South:
          | bow1 i2 i3 stern1 |
        pile 1: woman
        pile 2: tent
        pile 3: eagle
        turn: North, drawn 1, ending
        pending: attack r1c1-r1c5
        <end line>
        """
      When North attacks South's boat r1c1-r1c4
      Then the events are:
        | kind      | player | cards             | boat      | victim | rule          |
        | attacked  | North  | bow1 i2 i3 stern1 | r1c1-r1c4 | South  |               |
        | discarded | North  | <lost>            |           |        | attack.losers |
        | turn      | South  |                   |           |        |               |
      And the position is:
        """
        North:
          | bow chief shaman i1 stern |
        South:
        pile 1: woman
        pile 2: tent
        pile 3: eagle
        discard: <discard>
        <completed>
        turn: South
        """

      Examples:
        | end-timing    | three-boats-count | amigo-fifth-boat | lost              | discard           | end item | end line     | completed          |
        | after-attack  | held              | held             | bow1 i2 i3 stern1 | stern1 i3 i2 bow1 | end      | pending: end |                    |
        | before-attack | held              | held             | bow1 i2 i3 stern1 | stern1 i3 i2 bow1 |          |              |                    |
        | after-attack  | completed         | held             | bow1 i2 i3 stern1 | stern1 i3 i2 bow1 | end      | pending: end | completed: South 1 |
        | after-attack  | held              | completed        | bow1 i2 i3 stern1 | stern1 i3 i2 bow1 | end      | pending: end | completed: South 1 |
