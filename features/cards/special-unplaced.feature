Feature: The lasso and the archer when their card is not placed
  In Pelikan and Ogallala II the lasso thrower and the archer act on being drawn, even
  when their card cannot be placed: the card is discarded, the action is carried out, and
  the turn ends. In Ogallala I and Amigo they act only once placed in the display.

  Rule: cards.special-unplaced - whether the lasso and the archer act when their card cannot be placed

    @pelikan_1975 @ass_ii @amigo @topic_cards_special_unplaced @id_cards_unplaced_acts_by_edition
    Scenario Outline: An unplaceable <card> still acts in Pelikan and Ogallala II, not in Amigo (<edition>, <special-unplaced>, <pelikan-special-timing>)
      North already has the card in each of his three rows, so it fits nowhere. Where the
      card acts on being drawn, before it is laid, its action is due at once.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 <card> |
          | <card> |
          | <card> |
        South:
          | bow1 i2 furs |
        pile 1: <card> tent eagle
        turn: North
        """
      When North draws
      Then the pending decision is: <due>
      When the players play:
        """
        <move>
        """
      Then the pending decision is: <pending>
      And it is <turn>'s turn
      And South's display is:
        """
        | bow1 i2 furs |
        """

      Examples:
        | edition      | card   | special-unplaced | pelikan-special-timing | due                  | move    | pending | turn  |
        | pelikan-1975 | archer | acts-unplaced    | after-placing          | place archer (drawn) | discard | shoot   | North |
        | pelikan-1975 | archer | placed-first     | after-placing          | place archer (drawn) | discard | draw    | South |
        | pelikan-1975 | archer | acts-unplaced    | before-placing         | shoot                |         | shoot   | North |
        | ass-ii       | archer | acts-unplaced    | after-placing          | place archer (drawn) | discard | shoot   | North |
        | ass-ii       | archer | placed-first     | after-placing          | place archer (drawn) | discard | draw    | South |
        | ass-ii       | archer | acts-unplaced    | before-placing         | shoot                |         | shoot   | North |
        | amigo        | archer | placed-first     | -                      | place archer (drawn) | discard | draw    | South |
        | amigo        | archer | acts-unplaced    | -                      | place archer (drawn) | discard | shoot   | North |
        | pelikan-1975 | lasso  | acts-unplaced    | after-placing          | place lasso (drawn)  | discard | lasso   | North |
        | pelikan-1975 | lasso  | placed-first     | after-placing          | place lasso (drawn)  | discard | draw    | South |
        | pelikan-1975 | lasso  | acts-unplaced    | before-placing         | lasso                |         | lasso   | North |
        | ass-ii       | lasso  | acts-unplaced    | after-placing          | place lasso (drawn)  | discard | lasso   | North |
        | ass-ii       | lasso  | placed-first     | after-placing          | place lasso (drawn)  | discard | draw    | South |
        | ass-ii       | lasso  | acts-unplaced    | before-placing         | lasso                |         | lasso   | North |
        | amigo        | lasso  | placed-first     | -                      | place lasso (drawn)  | discard | draw    | South |
        | amigo        | lasso  | acts-unplaced    | -                      | place lasso (drawn)  | discard | lasso   | North |

    @pelikan_1975 @ass_ii @topic_cards_special_unplaced @topic_cards_archer
    @id_cards_unplaced_archer_shoots_then_turn_ends
    Scenario Outline: In Pelikan and Ogallala II an unplaceable archer shoots, then the turn ends (<special-unplaced>, <pelikan-special-timing>)
      Where the archer acts only once placed, the discarded archer shoots nothing. Where it
      acts before it is laid, it shoots first and is discarded after (so it lies on top).

      Given the position:
        """
        North:
          | bow1 archer |
          | archer |
          | archer |
        South:
          | bow1 i2 furs |
        pile 1: archer tent eagle
        turn: North
        """
      When the players play:
        """
        draw
        <first>
        <second>
        """
      Then the discard pile is: <discard>
      And South's display is:
        """
        | <south> |
        """
      And it is South's turn

      Examples:
        | special-unplaced | pelikan-special-timing | first            | second           | discard   | south        |
        | acts-unplaced    | after-placing          | discard          | shoot South r1c2 | i2 archer | bow1 . furs  |
        | placed-first     | after-placing          | discard          |                  | archer    | bow1 i2 furs |
        | acts-unplaced    | before-placing         | shoot South r1c2 | discard          | archer i2 | bow1 . furs  |

    @pelikan_1975 @ass_ii @topic_cards_special_unplaced @topic_cards_lasso
    @id_cards_unplaced_lasso_takes_then_turn_ends
    Scenario Outline: In Pelikan and Ogallala II an unplaceable lasso thrower takes a card, then the turn ends (<special-unplaced>, <pelikan-special-timing>)
      Where it acts before it is laid, North places the lassoed i2 first; his own lasso
      thrower then fits nowhere and is discarded.

      Given the position:
        """
        North:
          | bow1 lasso |
          | lasso |
          | lasso |
        South:
          | bow1 i2 furs |
        pile 1: lasso tent eagle
        turn: North
        """
      When the players play:
        """
        draw
        <first>
        <second>
        <third>
        """
      Then North's display is:
        """
        | <row 1> |
        | lasso |
        | lasso |
        """
      And the discard pile is: lasso
      And it is South's turn

      Examples:
        | special-unplaced | pelikan-special-timing | first            | second           | third      | row 1         |
        | acts-unplaced    | after-placing          | discard          | lasso South r1c2 | place r1c3 | bow1 lasso i2 |
        | placed-first     | after-placing          | discard          |                  |            | bow1 lasso    |
        | acts-unplaced    | before-placing         | lasso South r1c2 | place r1c3       | discard    | bow1 lasso i2 |

    @ass_i @topic_cards_special_unplaced @topic_turn_unplaceable_card
    @ruling_mat_boats @id_cards_unplaced_ass_i_archer_lost
    Scenario Outline: In Ogallala I an archer that fits nowhere leaves the game without shooting (<special-unplaced>, <ass-i-unplaceable>)
      With two tribes, every free space of North's mat lies inside a boat of red Indians,
      next to its cards, so a blue archer can be placed nowhere, however the boats of a mat
      are read. Where an unplaced archer acts anyway, its shot is due once it has left the
      game. Where the card starts a discard pile instead (ruling ass-i-unplaceable), it
      does not shoot either; South could lay it, so the discard pile is shuffled into the
      empty second stack when South's draw is due.

      Given the position:
        """
        options: tribes
        North:
          | bow1.red furs furs furs furs firewater powder tobacco tent eagle rifles cannon-f . stern |
          | bow1.red furs furs furs furs firewater powder tobacco tent eagle rifles cannon-r . stern |
          | bow1.red furs furs furs furs bear-f bear-r bear-hunter buffalo-f buffalo-r buffalo-hunter wood-f . stern |
        South:
          | bow1.blue i2.blue gold-r |
        pile 1: archer.blue horse-f horse-r
        turn: North
        """
      When North draws
      Then the legal actions are:
        """
        discard
        """
      When North discards the card
      Then the cards out of play are: <out>
      And the discard pile is: -
      And pile 2 is: <pile 2>
      And South's display is:
        """
        | bow1.blue i2.blue gold-r |
        """
      And the pending decision is: <pending>
      And it is <turn>'s turn

      Examples:
        | special-unplaced | ass-i-unplaceable | out         | pile 2      | pending | turn  |
        | placed-first     | removed           | archer.blue | -           | draw    | South |
        | acts-unplaced    | removed           | archer.blue | -           | shoot   | North |
        | placed-first     | discard-pile      | -           | archer.blue | draw    | South |

    @amigo @topic_cards_special_unplaced @topic_turn_unplaceable_card @ruling_special_unplaced
    @id_cards_unplaced_amigo_discarded_by_choice
    Scenario Outline: In Amigo a <card> discarded by choice has no effect
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: <card> tent
        pile 2: eagle
        pile 3: woman
        turn: North
        """
      When North draws
      Then "place r1c2" is legal
      When North discards the card
      Then the discard pile is: <card>
      And South's display is:
        """
        | bow1 i2 furs |
        """
      And it is South's turn

      Examples:
        | card   |
        | archer |
        | lasso  |
