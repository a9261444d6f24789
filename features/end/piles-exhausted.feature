Feature: No cards left to draw
  The game also ends when a card is to be drawn and none can be: the pile and the discard
  pile are empty (Pelikan, Ogallala II), the three stacks are empty (Ogallala I), or the
  three stacks and the discard pile are empty (Amigo).

  Rule: end.piles-exhausted - the game ends when no card can be drawn

    @pelikan_1975 @ass_ii @ass_i @topic_end_piles_exhausted @id_end_piles_exhausted_last_card_placed
    Scenario Outline: The last card is still placed; the game ends when the next draw is due (<edition>, <piles-exhausted-end>)
      Were the game to end the moment the last card leaves the pile, that card would never
      be placed: it would be set aside with the lost cards (out of play in Ogallala I). The
      events are those of the last action played: the placing, or else the draw. The second
      Indian ends North's drawing, so the game ends when South's draw is due: it is
      South's turn when it ends.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2
        """
      When North draws
      Then the game is <after draw>
      When the players play:
        """
        <place>
        """
      Then the events are:
        | kind      | player     | card | cards     | at     | pile     | rule                |
        | <a>       | North      | i2   |           | <a at> | <a pile> |                     |
        | <b>       | <b player> |      | <b cards> |        |          | <b rule>            |
        | game-over | <over by>  |      |           |        |          | end.piles-exhausted |
      And the game is over
      And North's card at r2c1 is <r2c1>
      And the discard pile is: <discard>
      And the cards out of play are: <out>

      Examples:
        | edition      | piles-exhausted-end | after draw | place      | r2c1  | discard | out | a      | a at | a pile | b         | b player | b cards | b rule              | over by |
        | pelikan-1975 | when-due            | not over   | place r2c1 | i2    | -       | -   | placed | r2c1 |        | turn      | South    |         |                     | South   |
        | pelikan-1975 | last-card-taken     | over       |            | empty | i2      | -   | drew   |      | 1      | discarded | North    | i2      | end.piles-exhausted | North   |
        | pelikan-1975 | no-use-left         | not over   | place r2c1 | i2    | -       | -   | placed | r2c1 |        | turn      | South    |         |                     | South   |
        | ass-ii       | when-due            | not over   | place r2c1 | i2    | -       | -   | placed | r2c1 |        | turn      | South    |         |                     | South   |
        | ass-ii       | last-card-taken     | over       |            | empty | i2      | -   | drew   |      | 1      | discarded | North    | i2      | end.piles-exhausted | North   |
        | ass-ii       | no-use-left         | not over   | place r2c1 | i2    | -       | -   | placed | r2c1 |        | turn      | South    |         |                     | South   |
        | ass-i        | when-due            | not over   | place r2c1 | i2    | -       | -   | placed | r2c1 |        | turn      | South    |         |                     | South   |
        | ass-i        | last-card-taken     | over       |            | empty | -       | i2  | drew   |      | 1      | removed   | North    | i2      | end.piles-exhausted | North   |

    @ass_i @topic_end_piles_exhausted @topic_turn_voluntary_stop @id_end_piles_exhausted_no_stop_offered
    Scenario Outline: In Ogallala I the game ends in the turn of a player who may still stop, and no stop is offered (<piles-exhausted-end>)
      Furs let North draw on (in Ogallala I only an Indian or a special card ends the drawing),
      and after one card he may stop. But no card is left to draw: the next draw, still
      North's, can be taken from no pile, so the game ends there and then, in North's turn,
      without a `stop` offered (a `draw` item with no legal action ends the game:
      docs/protocol.md). Where the game ends as the last card is taken, the furs never reach
      North's display and leave the game.
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs
        """
      When North draws
      Then the game is <after draw>
      When the players play:
        """
        <place>
        """
      Then the events are:
        | kind      | player | card | cards     | at     | pile     | rule                |
        | <a>       | North  | furs |           | <a at> | <a pile> |                     |
        | <b>       | North  |      | <b cards> |        |          | <b rule>            |
        | game-over | North  |      |           |        |          | end.piles-exhausted |
      And the game is over
      And it is North's turn
      And the cards out of play are: <out>

      Examples:
        | piles-exhausted-end | after draw | place      | a      | a at | a pile | b       | b cards | b rule              | out  |
        | when-due            | not over   | place r1c3 | placed | r1c3 |        | -       |         |                     | -    |
        | last-card-taken     | over       |            | drew   |      | 1      | removed | furs    | end.piles-exhausted | furs |

    @amigo @topic_end_piles_exhausted @ruling_amigo_game_end_piles @id_end_piles_exhausted_amigo_last_card
    Scenario: In Amigo the game ends when the stacks and the discard pile are all empty
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: i2
        """
      When North draws from pile 2
      Then the game is not over
      When North places the card at r2c1
      Then the game is over

    @amigo @topic_end_piles_exhausted @topic_piles_reshuffle @ruling_amigo_game_end_piles @id_end_piles_exhausted_amigo_discard_left
    Scenario Outline: In Amigo the game goes on while the discard pile holds cards, though the stacks are empty (<turn-voluntary-stop>)
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: i2
        discard: furs
        """
      When North draws from pile 2
      And North places the card at r2c1
      Then the game is not over
      And it is South's turn
      And the legal actions are:
        """
        draw 1
        <pass>
        """

      Examples:
        | turn-voluntary-stop | pass |
        | may-stop            |      |
        | must-draw-on        |      |
        | may-pass            | stop |

    @pelikan_1975 @ass_ii @topic_end_piles_exhausted @ruling_piles_exhausted_end @id_end_piles_exhausted_discard_left
    Scenario: In Pelikan and Ogallala II the game goes on while the discard pile holds cards
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2
        discard: furs
        """
      When North draws
      And North places the card at r2c1
      Then the game is not over
      And it is South's turn
      And pile 1 is: furs

    @ass_i @topic_end_piles_exhausted @ruling_piles_exhausted_end @id_end_piles_exhausted_ass_i_one_stack_left
    Scenario: In Ogallala I the game goes on while one stack holds cards
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2
        pile 3: furs
        """
      When North draws from pile 1
      And North places the card at r2c1
      Then the game is not over
      And it is South's turn
      And the legal actions are:
        """
        draw 3
        """

    @ass_i @topic_end_piles_exhausted @ruling_end_timing @id_end_piles_exhausted_ass_i_last_card_attacks
    Scenario Outline: In Ogallala I the boat completed with the last card still attacks before the game ends (<piles-exhausted-end>)
      Given the edition ass-i
      And the position:
        """
        North:
          | bow i3 . |
        South:
          | i2 |
        pile 2: stern
        """
      When North draws from pile 2
      Then the game is <after draw>
      When the players play:
        """
        <place>
        <attack>
        """
      Then the game is over
      And the cards out of play are: <out>

      Examples:
        | piles-exhausted-end | after draw | place      | attack           | out   |
        | when-due            | not over   | place r1c3 | attack South r1c1 | i2    |
        | last-card-taken     | over       |            |                  | stern |

    @amigo @topic_end_piles_exhausted @topic_piles_reshuffle @id_end_piles_exhausted_amigo_stacks_empty
    Scenario Outline: In Amigo the game goes on while the discard pile can become a new stack, though all three stacks are empty (<amigo-game-end-piles>)
      North draws the last card of the stacks and discards it. South could lay it, so it
      becomes a new stack, unless the game ends as soon as the three stacks are empty.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i2
        """
      When North draws from pile 1
      And North discards the card
      Then it is South's turn
      And the game is <over>
      And pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | amigo-game-end-piles | over     | pile | discard |
        | all-empty            | not over | i2   | -       |
        | stacks-empty         | over     | -    | i2      |
        | no-use-left          | not over | i2   | -       |

    @pelikan_1975 @ass_ii @topic_end_piles_exhausted @id_end_piles_exhausted_mat_no_use_left
    Scenario Outline: On a Pelikan or Ogallala II mat the game ends at once when no card left could change a display, where that is the end (<edition>, <piles-exhausted-end>, <ass-ii-mat-width>)
      North has furs in all three rows; South's first row is full (as long as the mat is
      wide: 16 spaces in Pelikan, 14 or 16 in Ogallala II by ruling ass-ii-mat-width) and
      his other rows hold furs. The furs left in the pile fit nowhere. Where the game ends
      once no card left could change a display (no-use-left), it ends before North draws.
      Otherwise North draws them (and, where the game ends with the last card taken, it
      ends then).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
          | <full row> |
          | furs |
          | furs |
        pile 1: furs
        """
      Then the game is <at once>

      Examples:
        | edition      | piles-exhausted-end | ass-ii-mat-width | full row                                                                                        | at once  |
        | pelikan-1975 | when-due            | -                | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1 stern1 stern | not over |
        | pelikan-1975 | last-card-taken     | -                | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1 stern1 stern | not over |
        | pelikan-1975 | no-use-left         | -                | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1 stern1 stern | over     |
        | ass-ii       | when-due            | fourteen-default | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1              | not over |
        | ass-ii       | last-card-taken     | fourteen-default | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1              | not over |
        | ass-ii       | no-use-left         | fourteen-default | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1              | over     |
        | ass-ii       | no-use-left         | sixteen-default  | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1 stern1 stern | over     |

    @amigo @topic_end_piles_exhausted @topic_cards_crazy_axe @id_end_piles_exhausted_amigo_no_use_left
    Scenario Outline: In Amigo the game ends at once when no card left could change a display, where that is the end (<amigo-game-end-piles>, <reshuffle-termination>)
      The only card left is a Crazy Axe, which is never laid. Where the game ends once no
      card left could change a display (no-use-left), it ends before North draws, unless
      some player has a complete boat for the axe to sink. Otherwise North draws the axe,
      which goes alone to the discard pile when he has no complete boat, and the game ends
      when South's draw is due: Crazy Axe alone does not keep the discard pile going round.
      Given the edition amigo
      And the position:
        """
        North:
          | <north> |
        South:
          | i1 |
        pile 2: axe
        """
      Then the game is <at once>

      Examples:
        | amigo-game-end-piles | reshuffle-termination | north        | at once  |
        | all-empty            | while-layable         | bow i2       | not over |
        | stacks-empty         | while-layable         | bow i2       | not over |
        | no-use-left          | while-layable         | bow i2       | over     |
        | all-empty            | while-layable         | bow i2 stern | not over |
        | stacks-empty         | while-layable         | bow i2 stern | not over |
        | no-use-left          | while-layable         | bow i2 stern | not over |
        | all-empty            | always                | bow i2       | not over |
        | all-empty            | displays-grew         | bow i2       | not over |
        | all-empty            | once                  | bow i2       | not over |
        | no-use-left          | until-no-use          | bow i2       | over     |
        | no-use-left          | until-no-use          | bow i2 stern | not over |
