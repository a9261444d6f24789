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
    @ruling_mat_boats @id_cards_unplaced_ass_i_archer_lost
    Scenario Outline: In Ogallala I an archer that fits nowhere leaves the game without shooting (<ass-i-unplaceable>)
      With two tribes, every free space of North's mat lies inside a boat of red Indians,
      so a blue archer can be placed nowhere. Where the card starts a discard pile instead
      (ruling ass-i-unplaceable), it does not shoot either; South could lay it, so the
      discard pile is shuffled into the empty second stack when South's draw is due.

      Given the position:
        """
        options: tribes
        North:
          | bow1.red . . . . . . . . . . . . stern |
          | bow1.red . . . . . . . . . . . . stern |
          | bow1.red . . . . . . . . . . . . stern |
        South:
          | bow1.blue i2.blue furs |
        pile 1: archer.blue tent eagle
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
        | bow1.blue i2.blue furs |
        """
      And it is South's turn

      Examples:
        | ass-i-unplaceable | out         | pile 2      |
        | removed           | archer.blue | -           |
        | discard-pile      | -           | archer.blue |

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
