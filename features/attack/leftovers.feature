Feature: What happens to the cards the attacker does not take
  Pelikan and Ogallala II leave them on the victim's mat; Ogallala I removes from play the
  spoils the attacker cannot place; Amigo sends them to the discard pile.

  Rule: attack.leftovers - what happens to cards the attacker does not take
    Pelikan, Ogallala II: they stay where they lie on the victim's mat (ruling
    pelikan-leftovers). Ogallala I: nothing of the conquered boat or section stays; spoils
    that cannot be placed leave the game (ruling ass-i-unplaceable). Amigo: every card of
    the conquered boat that the attacker does not place goes to the discard pile (ruling
    amigo-unplaced-spoils). The victim's other boats are never touched.

    @pelikan_1975 @ass_ii @topic_attack_leftovers @ruling_pelikan_leftovers @ruling_free_turn
    @id_attack_leftovers_stay_on_mat
    Scenario: In Pelikan and Ogallala II the cards the attacker leaves stay on the victim's mat
      North could take the furs and the tent, but takes nothing.
      Given the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 furs tent |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      And North is done taking spoils
      Then South's display is:
        """
        | . furs tent |
        """
      And the discard pile is: bow1
      And it is South's turn

    @amigo @topic_attack_leftovers @ruling_amigo_unplaced_spoils @id_attack_leftovers_amigo_declined_booty
    Scenario: In Amigo booty the attacker does not place goes to the discard pile
      South's boat is made of two booty cards only (strength 0). All three stacks hold
      cards, so the discard pile is not shuffled into a stack when South's turn begins.
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
      And North takes the tobacco
      And North places the card at r2c1
      And North is done taking spoils
      Then the discard pile is: tent
      And South's display is:
        """
        """
      And North's display is:
        """
        | bow i2 i3 stern |
        | tobacco |
        """
      And it is South's turn

    @amigo @topic_attack_leftovers @topic_placement_same_picture @ruling_amigo_unplaced_spoils
    @id_attack_leftovers_amigo_unplaceable_booty
    Scenario Outline: In Amigo booty the attacker cannot place goes to the discard pile (<amigo-same-picture>)
      Every row of North's display already holds furs and the display may not grow beyond
      three rows, so the conquered furs fits nowhere. All three stacks hold cards, so the
      discard pile is not shuffled into a stack when South's turn begins. Where the same
      picture is barred only from a boat (per-canoe), the furs could go two spaces from
      another, at r2c4, and North may take it.
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
      Then the discard pile is: <discarded>
      And it is <player>'s turn
      And the pending decision is: <next>

      Examples:
        | amigo-same-picture | discarded | player | next        |
        | per-row            | furs      | South  | draw        |
        | per-canoe          | -         | North  | spoils furs |

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
