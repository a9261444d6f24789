Feature: A card that cannot be placed
  A drawn card with no legal place is discarded (Pelikan, Ogallala II, Amigo) or removed
  from play (Ogallala I), and the turn ends; only in Amigo may a card that could be placed
  be discarded.

  Rule: turn.unplaceable-card - discarding the drawn card

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_unplaceable_card @topic_placement_same_picture @id_turn_unplaceable_same_picture_every_row
    Scenario Outline: A card whose picture lies in all three rows cannot be placed, except in Ogallala I
      Ogallala I has no rule against the same picture twice in a row.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs i3
        """
      When North draws
      Then "discard" is <discard>
      And "place r1c3" is <place>

      Examples:
        | edition      | discard   | place     |
        | pelikan-1975 | legal     | not legal |
        | ass-ii       | legal     | not legal |
        | ass-i        | not legal | legal     |
        | amigo        | legal     | not legal |

    @pelikan_1975 @ass_ii @topic_turn_unplaceable_card @id_turn_unplaceable_discarded
    Scenario: In Pelikan and Ogallala II an unplaceable card is discarded and the turn passes
      Given the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs i3
        """
      When North draws
      Then the legal actions are:
        """
        discard
        """
      And the position is:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: i3
        turn: North, drawn 1, ending
        pending: place furs (drawn)
        """
      When North discards the card
      Then the events are:
        | kind      | player | card |
        | discarded | North  | furs |
        | turn      | South  |      |
      And it is South's turn
      And the discard pile is: furs
      And pile 1 is: i3

    @amigo @topic_turn_unplaceable_card @id_turn_unplaceable_amigo_must_discard
    Scenario: In Amigo a card that cannot be placed must be discarded
      Given the edition amigo
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs i3
        pile 2: i1
        pile 3: tent
        """
      When North draws
      Then the legal actions are:
        """
        discard
        """
      When North discards the card
      Then the events are:
        | kind      | player | card |
        | discarded | North  | furs |
        | turn      | South  |      |
      And it is South's turn
      And the discard pile is: furs

    @ass_i @topic_turn_unplaceable_card @id_turn_unplaceable_full_mat_removed
    Scenario Outline: In Ogallala I a card for which no space is left is removed from play and the turn ends (<ass-i-unplaceable>)
      North's mat is full. The tobacco would let him draw on, but it fits nowhere. Where it
      starts a discard pile instead, that pile is shuffled into the empty third stack when
      South's draw is due, since South could lay the tobacco.
      Given the edition ass-i
      And the position:
        """
        North:
          | i1 i1 i1 i1 i1 i1 i1 i1 i1 i1 i2   i2   i2   i2   |
          | i2 i2 i2 i2 i2 i2 i3 i3 i3 i3 i3   i3   i3   i3   |
          | i3 i3 furs furs furs furs furs furs furs furs furs furs furs furs |
        South:
        pile 1: tobacco chief
        pile 2: eagle
        """
      When North draws
      Then the legal actions are:
        """
        discard
        """
      When North discards the card
      Then the events are:
        | kind        | player | card    | cards   | pile | rule    |
        | <lost>      | North  | <card>  | <cards> |      | <rule>  |
        | turn        | South  |         |         |      |         |
        | <reshuffle> | South  |         |         | 3    |         |
      And it is South's turn
      And the cards out of play are: <out>
      And the discard pile is: -
      And pile 1 is: chief
      And pile 3 is: <pile 3>

      Examples:
        | ass-i-unplaceable | out     | pile 3  | lost      | card    | cards   | rule                  | reshuffle  |
        | removed           | tobacco | -       | removed   |         | tobacco | turn.unplaceable-card | -          |
        | discard-pile      | -       | tobacco | discarded | tobacco |         |                       | reshuffled |

    @pelikan_1975 @ass_ii @ass_i @topic_turn_unplaceable_card @id_turn_unplaceable_placeable_not_discarded
    Scenario: A card that can be placed may not be discarded in the mat editions
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      Then "discard" is refused by rule turn.unplaceable-card

    @amigo @topic_turn_unplaceable_card @id_turn_unplaceable_amigo_voluntary_discard
    Scenario: In Amigo a card that could be placed may be discarded, which ends the drawing
      The furs would be new to North's display and would let him draw on.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i3
        pile 2: i1
        pile 3: eagle
        discard: tent
        """
      When North draws
      Then "place r1c3" is legal
      When North discards the card
      Then it is South's turn
      And the discard pile is: furs tent
      And North's display is:
        """
        | bow i2 |
        """

    @pelikan_1975 @ass_ii @topic_turn_unplaceable_card @topic_turn_last_card @id_turn_unplaceable_full_mat_ends_turn
    Scenario Outline: A new kind that finds no free space is discarded, and the turn passes (<edition>, <ass-ii-mat-width>)
      North's mat is full: every space of its three rows holds a card. The totem is not on
      it, so it does not end the drawing by itself; it fits nowhere, is discarded, and
      that ends the turn.
      Given the edition <edition>
      And the position:
        """
        North:
          | i1 i2 i3 stern1 stern chief lasso archer furs section firewater powder <row 1 end> bow1 bow |
          | i1 i2 i3 stern1 stern chief lasso archer furs section eagle rifles <row 2 end> bow1 bow |
          | i1 i2 i3 stern1 stern chief lasso archer furs section bear-f bear-r <row 3 end> bow1 bow |
        South:
          | bow i2 |
        pile 1: totem i3
        """
      When North draws
      Then the legal actions are:
        """
        discard
        """
      When North discards the card
      Then it is South's turn
      And the discard pile is: totem
      And pile 1 is: i3

      Examples:
        | edition      | ass-ii-mat-width | row 1 end    | row 2 end         | row 3 end     |
        | pelikan-1975 | -                | tobacco tent | cannon-f cannon-r | wood-f wood-r |
        | ass-ii       | fourteen-default |              |                   |               |
        | ass-ii       | sixteen-default  | tobacco tent | cannon-f cannon-r | wood-f wood-r |
