Feature: Reusing the discard pile
  When a card is to be drawn from an empty pile, the discard pile is shuffled and becomes
  that pile (Pelikan, Ogallala II, Amigo), as long as one of its cards could still be laid
  in some player's display. The shuffle is seeded. The scenarios of the first rule give the
  new pile's exact order and the seed after the shuffle; the others use discard piles of
  identical cards, or list a pile's cards in any order, so that the order the shuffle
  gives cannot matter there.

  Rule: piles.reshuffle - the discard pile is shuffled from the state's seed
    The shuffle is the documented one (docs/protocol.md, "The shuffle"): the discard pile
    as it lies, top card first, shuffled with the state's seed, becomes the empty pile, and
    the state's seed becomes the generator's state after it. The discard piles here hold
    distinct cards, so that every card's place in the new pile is pinned down; neither
    their order as they lie nor its reverse is the shuffled order. The new piles were
    computed by a separate implementation of the shuffle (tests/independent_deal.py), and a
    test keeps the two in agreement. A `-` in an events table's kind column: that event
    does not happen under the row's reading.

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @id_piles_reshuffle_seeded_order
    Scenario Outline: The new pile's order and the seed after it follow from the state's seed (<edition>, <reshuffle-timing>, <pelikan-reshuffle>)
      North draws the last card of the pile and lays it; he draws on, from the pile the
      discard pile has become. The displays held 2 cards when the pile ran out, 3 once the
      Indian was laid.
      Given the edition <edition>
      And the position:
        """
        seed: 2017
        North:
          | bow i2 |
        South:
        pile 1: i1
        discard: furs tent eagle tobacco firewater i3
        """
      When North draws
      Then the events are:
        | kind         | player | card  | pile |
        | drew         | North  | i1    | 1    |
        | <at drawing> | North  |       | 1    |
      When North places the card at r1c3
      Then the events are:
        | kind         | player | card | at   | pile |
        | placed       | North  | i1   | r1c3 |      |
        | <at placing> | North  |      |      | 1    |
      And the position is:
        """
        seed: <seed>
        North:
          | bow i2 i1 |
        South:
        pile 1: <pile>
        last reshuffle: <displayed> displayed
        turn: North, drawn 1
        pending: draw
        """
      When North draws
      Then the events are:
        | kind | player | card  | pile |
        | drew | North  | <top> | 1    |

      Examples:
        | edition      | reshuffle-timing | pelikan-reshuffle | at drawing | at placing | displayed | seed                | pile                                 | top  |
        | pelikan-1975 | when-due         | shuffled          | -          | reshuffled | 3         | 1663341875487339594 | tent eagle i3 firewater furs tobacco | tent |
        | pelikan-1975 | on-exhaustion    | shuffled          | reshuffled | -          | 2         | 1663341875487339594 | tent eagle i3 firewater furs tobacco | tent |
        | pelikan-1975 | when-due         | as-it-lies        | -          | reshuffled | 3         | 2017                | furs tent eagle tobacco firewater i3 | furs |
        | pelikan-1975 | on-exhaustion    | as-it-lies        | reshuffled | -          | 2         | 2017                | furs tent eagle tobacco firewater i3 | furs |
        | ass-ii       | when-due         | -                 | -          | reshuffled | 3         | 1663341875487339594 | tent eagle i3 firewater furs tobacco | tent |
        | ass-ii       | on-exhaustion    | -                 | reshuffled | -          | 2         | 1663341875487339594 | tent eagle i3 firewater furs tobacco | tent |

    @amigo @topic_piles_reshuffle @topic_turn_order @id_piles_reshuffle_amigo_seeded_order
    Scenario Outline: In Amigo the used-up stack is refilled from the seed when the next draw is due (<reshuffle-timing>)
      North's completed boat ends his turn. When the next draw is due, South's, stack 1 is
      empty and becomes the shuffled discard pile; the reshuffle is South's. Refilled the
      moment it ran out, it is refilled during North's draw.
      Given the edition amigo
      And the position:
        """
        seed: 12
        North:
          | bow i2 |
        South:
        pile 1: stern
        pile 2: tent
        pile 3: eagle
        discard: furs tobacco firewater i3 chief woman
        """
      When North draws from pile 1
      Then the events are:
        | kind         | player | card  | pile |
        | drew         | North  | stern | 1    |
        | <at drawing> | North  |       | 1    |
      When North places the card at r1c3
      Then the events are:
        | kind         | player | card  | at   | boat      | pile |
        | placed       | North  | stern | r1c3 |           |      |
        | completed    | North  |       |      | r1c1-r1c3 |      |
        | turn         | South  |       |      |           |      |
        | <at placing> | South  |       |      |           | 1    |
      And the position is:
        """
        seed: 1663341875487337589
        North:
          | bow i2 stern |
        South:
        pile 1: tobacco woman furs chief firewater i3
        pile 2: tent
        pile 3: eagle
        last reshuffle: <displayed> displayed
        turn: South
        pending: draw
        """
      When South draws from pile 1
      Then the events are:
        | kind | player | card    | pile |
        | drew | South  | tobacco | 1    |

      Examples:
        | reshuffle-timing | at drawing | at placing | displayed |
        | when-due         | -          | reshuffled | 3         |
        | on-exhaustion    | reshuffled | -          | 2         |

  Rule: piles.reshuffle - the discard pile becomes the new draw pile

    @pelikan_1975 @topic_piles_reshuffle @ruling_pelikan_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_pelikan_second_pile_used
    Scenario: In Pelikan the second pile is used once the first is exhausted
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs
        discard: i1 i1
        """
      When North draws
      And North places the card at r1c3
      Then pile 1 is: i1 i1
      And the discard pile is: -
      And it is North's turn
      And the pending decision is: draw

    @ass_ii @topic_piles_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_ass_ii_stack_used
    Scenario: In Ogallala II the discard stack is used once the stack is empty
      Given the edition ass-ii
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs
        discard: i1 i1
        """
      When North draws
      And North places the card at r1c3
      Then pile 1 is: i1 i1
      And the discard pile is: -
      And it is North's turn

    @amigo @topic_piles_reshuffle @ruling_reshuffle_timing @id_piles_reshuffle_amigo_new_stack
    Scenario: In Amigo the discard pile becomes a new stack in place of the one used up
      The other two stacks stay as they are.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        discard: i1 i1
        """
      When North draws from pile 1
      And North places the card at r1c3
      Then pile 1 is: i1 i1
      And pile 2 is: tent
      And pile 3 is: eagle
      And the discard pile is: -
      And "draw 1" is legal

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @id_piles_reshuffle_when_draw_due
    Scenario Outline: The pile is refilled when the next draw is due, so a card discarded after the last draw goes into it (<edition>, <reshuffle-timing>)
      Refilled at once, the new pile would hold only the furs discarded earlier; the furs
      North draws last and cannot place would then start a new discard pile.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs
        discard: furs
        """
      When North draws
      Then pile 1 is: <pile after draw>
      And the discard pile is: <discard after draw>
      When North discards the card
      Then it is South's turn
      And pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | edition      | reshuffle-timing | pile after draw | discard after draw | pile      | discard |
        | pelikan-1975 | when-due         | -               | furs               | furs furs | -       |
        | pelikan-1975 | on-exhaustion    | furs            | -                  | furs      | furs    |
        | ass-ii       | when-due         | -               | furs               | furs furs | -       |
        | ass-ii       | on-exhaustion    | furs            | -                  | furs      | furs    |

    @amigo @topic_piles_reshuffle @id_piles_reshuffle_amigo_when_draw_due
    Scenario Outline: In Amigo a stack is refilled when the next draw is due, so a card discarded after the last draw goes into it (<reshuffle-timing>)
      Given the edition amigo
      And the position:
        """
        North:
          | bow furs |
          | furs     |
        South:
        pile 1: furs
        pile 2: tent
        pile 3: eagle
        discard: furs
        """
      When North draws from pile 1
      Then pile 1 is: <pile after draw>
      When North discards the card
      Then it is South's turn
      And pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | reshuffle-timing | pile after draw | pile      | discard |
        | when-due         | -               | furs furs | -       |
        | on-exhaustion    | furs            | furs      | furs    |

    @pelikan_1975 @topic_piles_reshuffle @id_piles_reshuffle_pelikan_order
    Scenario Outline: In Pelikan the second pile is shuffled before it is used (<pelikan-reshuffle>)
      The first pile has just run out and North is to draw. Used as it lies, the second
      pile would hand out the card put on it last first.
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow i2 |
        South:
        discard: i1 tent eagle furs
        """
      Then pile 1 <verb>: i1 tent eagle furs
      And the discard pile is: -
      And the pending decision is: draw

      Examples:
        | pelikan-reshuffle | verb  |
        | shuffled          | holds |
        | as-it-lies        | is    |

    @amigo @topic_piles_reshuffle @topic_turn_draw @ruling_amigo_game_end_piles @id_piles_reshuffle_amigo_nothing_to_refill
    Scenario Outline: In Amigo an empty stack stays empty while the discard pile is empty (<turn-voluntary-stop>)
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: tent
        pile 3: eagle
        """
      Then the legal actions are:
        """
        draw 2
        draw 3
        <pass>
        """
      And "draw 1" is refused by rule turn.draw

      Examples:
        | turn-voluntary-stop | pass |
        | may-stop            |      |
        | must-draw-on        |      |
        | may-pass            | stop |

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @topic_attack_losers @id_piles_reshuffle_lost_in_last_attack
    Scenario: Indian cards lost in an attack come back in the new pile
      North completes his boat and conquers South's; the conquered Indian goes to the
      discard pile. With the free turn after the attack North draws the last card of the
      pile, and the next draw finds the Indian in the new pile.
      Given the position:
        """
        North:
          | bow i3 . |
          | stern    |
        South:
          | i2 |
        pile 1: stern tent
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1
      Then it is North's turn
      And the discard pile is: i2
      When North draws
      And North places the card at r3c1
      Then it is North's turn
      And pile 1 is: i2
      And the discard pile is: -
      And the game is not over

  Rule: piles.reshuffle - the discard pile goes round only while one of its cards could be laid
    Ruling reshuffle-termination: an empty pile is refilled from the discard pile only if
    one of its cards, Crazy Axe aside, could be laid in some player's display; else the
    game ends once no pile has a card. The alternatives: only while the displays hold more
    cards than at the last reshuffle, only once, or always. In these positions a pile has
    just run out and North is to draw.

    @pelikan_1975 @topic_piles_reshuffle @topic_end_piles_exhausted @id_piles_reshuffle_nothing_layable
    Scenario Outline: In Pelikan the discard pile does not go round when nobody could lay its card (<reshuffle-termination>, <piles-exhausted-end>)
      North has furs in all three rows; South in two rows, and his first row is full. Nobody
      can lay the furs of the discard pile, and no reshuffle has been made yet. Where the
      game ends once no card left could change a display (no-use-left), it ends though the
      furs go round.
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
          | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1 stern1 stern |
          | furs |
          | furs |
        discard: furs
        """
      Then the game is <over>
      And pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | reshuffle-termination | piles-exhausted-end | over     | pile | discard |
        | while-layable         | when-due            | over     | -    | furs    |
        | displays-grew         | when-due            | not over | furs | -       |
        | once                  | when-due            | not over | furs | -       |
        | always                | when-due            | not over | furs | -       |
        | until-no-use          | no-use-left         | over     | furs | -       |
        | while-layable         | last-card-taken     | over     | -    | furs    |
        | displays-grew         | no-use-left         | over     | furs | -       |

    @pelikan_1975 @topic_piles_reshuffle @topic_end_piles_exhausted @id_piles_reshuffle_again_after_growth
    Scenario Outline: In Pelikan the displays have grown since the last reshuffle, but nobody could lay the discarded card (<reshuffle-termination>, <piles-exhausted-end>)
      The position of the scenario before; at the last reshuffle the displays held 21
      cards, now they hold 22.
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
          | bow i1 i2 i3 chief shaman lasso archer section totem firewater powder tobacco bow1 stern1 stern |
          | furs |
          | furs |
        discard: furs
        last reshuffle: 21 displayed
        """
      Then the game is <over>
      And pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | reshuffle-termination | piles-exhausted-end | over     | pile | discard |
        | while-layable         | when-due            | over     | -    | furs    |
        | displays-grew         | when-due            | not over | furs | -       |
        | once                  | when-due            | over     | -    | furs    |
        | always                | when-due            | not over | furs | -       |
        | until-no-use          | no-use-left         | over     | furs | -       |
        | while-layable         | last-card-taken     | over     | -    | furs    |
        | always                | no-use-left         | over     | furs | -       |

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @topic_end_piles_exhausted @id_piles_reshuffle_not_again_without_growth
    Scenario Outline: The discard pile goes round while South could lay its card, though the displays have not grown (<edition>, <reshuffle-termination>)
      At the last reshuffle the displays held 6 cards, as they do now. North cannot lay
      the furs of the discard pile, but South could.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
          | bow i2 |
        discard: furs
        last reshuffle: 6 displayed
        """
      Then the game is <over>
      And pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | edition      | reshuffle-termination | over     | pile | discard |
        | pelikan-1975 | while-layable         | not over | furs | -       |
        | pelikan-1975 | displays-grew         | over     | -    | furs    |
        | pelikan-1975 | once                  | over     | -    | furs    |
        | pelikan-1975 | always                | not over | furs | -       |
        | pelikan-1975 | until-no-use          | not over | furs | -       |
        | ass-ii       | while-layable         | not over | furs | -       |
        | ass-ii       | displays-grew         | over     | -    | furs    |
        | ass-ii       | once                  | over     | -    | furs    |
        | ass-ii       | always                | not over | furs | -       |
        | ass-ii       | until-no-use          | not over | furs | -       |

    @pelikan_1975 @ass_ii @topic_piles_reshuffle @topic_end_piles_exhausted @id_piles_reshuffle_all_displays_counted
    Scenario Outline: The displays of all players are counted together (<edition>, <reshuffle-termination>)
      At the last reshuffle the displays held 6 cards. Since then North has laid his
      archer, which shot South's 3 Indians: the displays together still hold 6. The 3
      Indians could be laid in North's second row.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs archer |
          | furs            |
          | furs            |
        South:
          | bow1 |
        discard: i3
        last reshuffle: 6 displayed
        turn: North, drawn 1
        """
      Then the game is <over>
      And pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | edition      | reshuffle-termination | over     | pile | discard |
        | pelikan-1975 | while-layable         | not over | i3   | -       |
        | pelikan-1975 | displays-grew         | over     | -    | i3      |
        | pelikan-1975 | once                  | over     | -    | i3      |
        | pelikan-1975 | always                | not over | i3   | -       |
        | pelikan-1975 | until-no-use          | not over | i3   | -       |
        | ass-ii       | while-layable         | not over | i3   | -       |
        | ass-ii       | displays-grew         | over     | -    | i3      |
        | ass-ii       | once                  | over     | -    | i3      |
        | ass-ii       | always                | not over | i3   | -       |
        | ass-ii       | until-no-use          | not over | i3   | -       |

    @amigo @topic_piles_reshuffle @topic_cards_crazy_axe @id_piles_reshuffle_amigo_crazy_axe_not_layable
    Scenario Outline: In Amigo Crazy Axe alone does not keep the discard pile going round (<reshuffle-termination>)
      Crazy Axe is never laid in a display, so a discard pile holding only Crazy Axe is
      not shuffled into the empty stack; North draws from the others.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: tent
        discard: axe
        """
      Then pile 1 is: <pile>
      And the discard pile is: <discard>
      And "draw 1" is <draw 1>

      Examples:
        | reshuffle-termination | pile | discard | draw 1    |
        | while-layable         | -    | axe     | not legal |
        | displays-grew         | axe  | -       | legal     |
        | once                  | axe  | -       | legal     |
        | always                | axe  | -       | legal     |
        | until-no-use          | axe  | -       | legal     |

    @amigo @topic_piles_reshuffle @topic_cards_crazy_axe @id_piles_reshuffle_amigo_again_after_growth
    Scenario Outline: In Amigo the displays have grown since the last reshuffle, but the discard pile holds only Crazy Axe (<reshuffle-termination>)
      At the last reshuffle the displays held 1 card; now they hold 2.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 2: tent
        discard: axe
        last reshuffle: 1 displayed
        """
      Then pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | reshuffle-termination | pile | discard |
        | while-layable         | -    | axe     |
        | displays-grew         | axe  | -       |
        | once                  | -    | axe     |
        | always                | axe  | -       |
        | until-no-use          | axe  | -       |

    @amigo @topic_piles_reshuffle @id_piles_reshuffle_amigo_layable_without_growth
    Scenario Outline: In Amigo the discard pile goes round while a card of it could be laid, though the displays have not grown (<reshuffle-termination>)
      At the last reshuffle the displays held 5 cards, as they do now; South could lay
      the furs.
      Given the edition amigo
      And the position:
        """
        North:
          | bow furs |
          | furs     |
        South:
          | bow i2 |
        pile 2: tent
        discard: furs
        last reshuffle: 5 displayed
        """
      Then pile 1 is: <pile>
      And the discard pile is: <discard>

      Examples:
        | reshuffle-termination | pile | discard |
        | while-layable         | furs | -       |
        | displays-grew         | -    | furs    |
        | once                  | -    | furs    |
        | always                | furs | -       |
        | until-no-use          | furs | -       |
