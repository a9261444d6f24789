Feature: What happens to the cards the attacker does not take
  Pelikan and Ogallala II leave them on the victim's mat; Ogallala I removes from play the
  spoils the attacker cannot place; Amigo sends them to the discard pile.

  Rule: attack.leftovers - what happens to cards the attacker does not take
    Pelikan, Ogallala II: they stay where they lie on the victim's mat (ruling
    pelikan-leftovers). Ogallala I: nothing of the conquered boat or section stays; spoils
    that cannot be placed leave the game (ruling ass-i-unplaceable). Amigo: every card of
    the conquered boat that the attacker does not place goes to the discard pile (ruling
    amigo-unplaced-spoils). The victim's other boats are never touched.

    @pelikan_1975 @ass_ii @topic_attack_leftovers @id_attack_leftovers_stay_on_mat
    Scenario Outline: In Pelikan and Ogallala II the cards the attacker leaves stay on the victim's mat (<edition>, <pelikan-spoils-optional>, <pelikan-leftovers>, <free-turn>)
      North could take the furs and the tent. Where he may leave them, he takes nothing,
      and they stay on South's mat (or, where 000's leftovers are read as lost, go to the
      discard pile); where he must place them, he takes both. The three Indians that
      complete his boat are a second such card for North, so his drawing ends with them,
      unless taking no card gives the free turn.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
          | . |
          | i3 |
        South:
          | bow1 furs tent |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      And the players play:
        """
        <first>
        <second>
        <third>
        <fourth>
        """
      Then South's display is:
        """
        | <south> |
        """
      And the discard pile holds: <discard>
      And it is <next>'s turn

      Examples:
        | edition      | attack-ends-turn | pelikan-spoils-optional | pelikan-leftovers | free-turn   | first     | second     | third     | fourth     | south       | discard        | next  |
        | pelikan-1975 | attack-ends      | must-place              | stay              | cannot-only | take r1c2 | place r2c1 | take r1c3 | place r2c2 | .           | bow1           | South |
        | pelikan-1975 | attack-ends      | may-leave               | stay              | cannot-only | done      | # -        | # -       | # -        | . furs tent | bow1           | South |
        | pelikan-1975 | attack-ends      | may-leave               | discard           | cannot-only | done      | # -        | # -       | # -        | .           | bow1 furs tent | South |
        | pelikan-1975 | attack-ends      | may-leave               | stay              | takes-none  | done      | # -        | # -       | # -        | . furs tent | bow1           | North |
        | ass-ii       | attack-ends      | may-leave               | -                 | cannot-only | done      | # -        | # -       | # -        | . furs tent | bow1           | South |
        | ass-ii       | attack-ends      | must-place              | -                 | cannot-only | take r1c2 | place r2c1 | take r1c3 | place r2c2 | .           | bow1           | South |
        | ass-ii       | attack-ends      | may-leave               | -                 | takes-none  | done      | # -        | # -       | # -        | . furs tent | bow1           | North |
        | pelikan-1975 | completion-ends  | may-leave               | stay              | takes-none  | done      | # -        | # -       | # -        | . furs tent | bow1           | North |
        | pelikan-1975 | attack-continues | may-leave               | stay              | takes-none  | done      | # -        | # -       | # -        | . furs tent | bow1           | South |
        | ass-ii       | completion-ends  | may-leave               | -                 | takes-none  | done      | # -        | # -       | # -        | . furs tent | bow1           | North |
        | ass-ii       | attack-continues | may-leave               | -                 | takes-none  | done      | # -        | # -       | # -        | . furs tent | bow1           | South |

    @amigo @topic_attack_leftovers @id_attack_leftovers_amigo_declined_booty
    Scenario Outline: In Amigo booty the attacker does not place goes to the discard pile (<amigo-unplaced-spoils>)
      South's boat is made of two booty cards only (strength 0). All three stacks hold
      cards, so the discard pile is not shuffled into a stack when South's turn begins.
      Where booty stays with the victim until laid, North takes the tobacco from South's
      display and the tent stays there.
      Given the position:
        """
        edition: amigo
        North:
          | bow i2 . stern |
        South:
          | tobacco tent |
        pile 1: i3 eagle
        pile 2: woman
        pile 3: dynamite
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      And North plays "<take tobacco>"
      And North places the card at r2c1
      And North is done taking spoils
      Then the discard pile is: <discard>
      And South's display is:
        """
        <south>
        """
      And North's display is:
        """
        | bow i2 i3 stern |
        | tobacco |
        """
      And it is South's turn

      Examples:
        | amigo-unplaced-spoils | take tobacco | discard | south      |
        | discard               | take tobacco | tent    |            |
        | stay-with-victim      | take r1c1    | -       | \| tent \| |

    @amigo @topic_attack_leftovers @topic_placement_same_picture @id_attack_leftovers_amigo_unplaceable_booty
    Scenario Outline: In Amigo booty the attacker cannot place goes to the discard pile (<amigo-unplaced-spoils>, <amigo-same-picture>)
      Every row of North's display already holds furs and the display may not grow beyond
      three rows, so the conquered furs fits nowhere. All three stacks hold cards, so the
      discard pile is not shuffled into a stack when South's turn begins. Where booty stays
      with the victim until laid, the furs stays on South's display. Where the same picture
      is barred only from a boat (per-canoe), the furs could go two spaces from another, at
      r2c4, and North may take it.
      Given the position:
        """
        edition: amigo
        North:
          | bow furs i2 . stern |
          | furs |
          | furs |
        South:
          | furs |
        pile 1: i3 eagle
        pile 2: woman
        pile 3: dynamite
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1
      Then the discard pile is: <discard>
      And South's card at r1c1 is <r1c1>
      And it is <player>'s turn
      And the pending decision is: <next>

      Examples:
        | amigo-unplaced-spoils | amigo-same-picture | discard | r1c1  | player | next        |
        | discard               | per-row            | furs    | empty | South  | draw        |
        | stay-with-victim      | per-row            | -       | furs  | South  | draw        |
        | discard               | per-canoe          | -       | empty | North  | spoils furs |

    @ass_i @topic_attack_leftovers @ruling_ass_i_unplaceable @id_attack_leftovers_ass_i_unplaceable_out
    Scenario: In Ogallala I spoils the attacker cannot place leave the game
      North's mat is full once his boat is complete, so the conquered tobacco fits nowhere.
      Given the position:
        """
        edition: ass-i
        North:
          | bow  i3   i2   .  stern furs furs furs furs furs furs furs furs furs |
          | furs furs furs i1 i1    i1   i1   i1   i1   i1   i1   i1   i1   i2   |
          | i2   i2   i2   i2 i2    i2   i2   i2   i3   i3   i3   i3   i3   i3   |
        South:
          | bow1 tobacco |
        pile 1: chief eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c2
      Then the cards out of play are: bow1 tobacco
      And South's display is:
        """
        | . |
        """
      And it is South's turn

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_leftovers @id_attack_leftovers_other_boats_untouched
    Scenario: The victim's other boats are not touched
      Given the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 i2 furs |
          | bow1 i1 |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r2c1-r2c2
      Then South's display is:
        """
        | bow1 i2 furs |
        """
