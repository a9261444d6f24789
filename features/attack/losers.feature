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
      Then South's card at r1c1 is empty
      And the discard pile is: <discard>
      And the cards out of play are: <out>

      Examples:
        | edition      | discard | out  |
        | pelikan-1975 | bow1    | -    |
        | ass-ii       | bow1    | -    |
        | ass-i        | -       | bow1 |
        | amigo        | bow1    | -    |

    @pelikan_1975 @ass_ii @topic_attack_losers @topic_attack_spoils @ruling_pelikan_attack_losers
    @id_attack_losers_persons_spared
    Scenario: In Pelikan and Ogallala II only the Red Indian cards go; the empty bow and the cowboy stay
      The cowboy is a person, not a Red Indian: he stays on South's mat as a spoil, and so
      does the empty bow.
      Given the position:
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
      Then the discard pile is: i1
      And South's display is:
        """
        | bow . cowboy |
        """
      And the pending decision is: spoils from South r1c1-r1c3
      And the legal actions are:
        """
        take r1c3
        done
        """

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

    @amigo @topic_attack_losers @ruling_amigo_unplaced_spoils @id_attack_losers_amigo_empty_bow
    Scenario: In Amigo an empty bow of the conquered boat goes to the discard pile too
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
      And the pending decision is: spoils tobacco
