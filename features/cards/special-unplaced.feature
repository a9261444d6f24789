Feature: The lasso and the archer when their card is not placed
  In Pelikan and Ogallala II the lasso thrower and the archer act on being drawn, even
  when their card cannot be placed: the card is discarded, the action is carried out, and
  the turn ends. In Ogallala I and Amigo they act only once placed in the display.

  Rule: cards.special-unplaced - whether the lasso and the archer act when their card cannot be placed

    @pelikan_1975 @ass_ii @amigo @topic_cards_special_unplaced @ruling_special_unplaced
    @id_cards_unplaced_acts_by_edition
    Scenario Outline: An unplaceable <card> still acts in Pelikan and Ogallala II, not in Amigo (<edition>)
      North already has the card in each of his three rows, so it fits nowhere.

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
      Then the legal actions are:
        """
        discard
        """
      When North discards the card
      Then the pending decision is: <pending>
      And it is <turn>'s turn
      And South's display is:
        """
        | bow1 i2 furs |
        """

      Examples:
        | edition      | card   | pending | turn  |
        | pelikan-1975 | archer | shoot   | North |
        | ass-ii       | archer | shoot   | North |
        | amigo        | archer | draw    | South |
        | pelikan-1975 | lasso  | lasso   | North |
        | ass-ii       | lasso  | lasso   | North |
        | amigo        | lasso  | draw    | South |

    @pelikan_1975 @ass_ii @topic_cards_special_unplaced @topic_cards_archer @ruling_special_unplaced
    @id_cards_unplaced_archer_shoots_then_turn_ends
    Scenario: In Pelikan and Ogallala II an unplaceable archer shoots, then the turn ends
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
      When North draws
      And North discards the card
      And North shoots South's card at r1c2
      Then the discard pile is: i2 archer
      And South's display is:
        """
        | bow1 . furs |
        """
      And it is South's turn

    @pelikan_1975 @ass_ii @topic_cards_special_unplaced @topic_cards_lasso @ruling_special_unplaced
    @id_cards_unplaced_lasso_takes_then_turn_ends
    Scenario: In Pelikan and Ogallala II an unplaceable lasso thrower takes a card, then the turn ends
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
      When North draws
      And North discards the card
      And North lassoes South's card at r1c2
      Then the pending decision is: place i2 (lassoed)
      When North places the card at r1c3
      Then North's display is:
        """
        | bow1 lasso i2 |
        | lasso |
        | lasso |
        """
      And the discard pile is: lasso
      And it is South's turn

    @ass_i @topic_cards_special_unplaced @topic_turn_unplaceable_card @ruling_special_unplaced
    @ruling_ass_i_unplaceable @ruling_mat_boats @id_cards_unplaced_ass_i_archer_lost
    Scenario: In Ogallala I an archer that fits nowhere leaves the game without shooting
      With two tribes, every free space of North's mat lies inside a boat of red Indians,
      next to its cards, so a blue archer can be placed nowhere, however the boats of a mat
      are read.

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
      Then the cards out of play are: archer.blue
      And South's display is:
        """
        | bow1.blue i2.blue gold-r |
        """
      And it is South's turn

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
