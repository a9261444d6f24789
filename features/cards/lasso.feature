Feature: The lasso thrower
  A player who brings a lasso thrower into play takes one card from another player's
  display and places it in his own. The editions differ on which boats it reaches,
  whether it must be used, and whether a lassoed duplicate ends the turn.

  Rule: cards.lasso - the lasso thrower takes one card of another player and places it on the own display
    Pelikan and Ogallala II: any boat, complete boats too; optional; a lassoed card of a
    kind already on the mat ends the turn. Ogallala I: incomplete boats only; optional.
    Amigo: incomplete boats only; compulsory, lapses without a target. In every edition
    only a card the player can place may be taken (ruling lasso-placeable).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @topic_turn_stop_drawing
    @id_cards_lasso_take_and_place
    Scenario Outline: The lassoed card leaves the victim's boat and must be placed by the thrower (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: lasso
      When North lassoes South's card at r1c2
      Then the pending decision is: place i2 (lassoed)
      And South's display is:
        """
        | bow1 . furs |
        """
      And "discard" is not legal
      When North places the card at r1c3
      Then North's display is:
        """
        | bow1 lasso i2 |
        """
      And it is <next>'s turn

      Examples:
        | edition      | next  |
        | pelikan-1975 | North |
        | ass-ii       | North |
        | ass-i        | South |
        | amigo        | South |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @ruling_pelikan_lasso_complete
    @id_cards_lasso_complete_boat_by_edition
    Scenario Outline: Only in Pelikan and Ogallala II may the lasso take a card out of a complete boat (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 stern1 |
          | bow1 i1 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: lasso
      And "lasso South r2c2" is legal
      And "lasso South r1c2" is <complete>

      Examples:
        | edition      | complete  |
        | pelikan-1975 | legal     |
        | ass-ii       | legal     |
        | ass-i        | not legal |
        | amigo        | not legal |

    @ass_i @amigo @topic_cards_lasso @id_cards_lasso_complete_boat_refused
    Scenario: In Ogallala I and Amigo the lasso may not take a card out of a complete boat
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 stern1 |
          | bow1 i1 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "lasso South r1c2" is refused by rule cards.lasso
      And "lasso South r1c3" is refused by rule cards.lasso

    @pelikan_1975 @ass_ii @topic_cards_lasso @ruling_pelikan_lasso_complete
    @id_cards_lasso_breaks_complete_boat
    Scenario: In Pelikan and Ogallala II a lassoed card leaves a gap in the victim's complete boat
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 stern1 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      And North lassoes South's card at r1c2
      And North places the card at r2c1
      Then South's display is:
        """
        | bow1 . stern1 |
        """
      And South has 0 complete boats
      And North's display is:
        """
        | bow1 lasso |
        | i2         |
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @ruling_pelikan_special_optional
    @ruling_amigo_lasso_archer_mandatory @id_cards_lasso_optional_by_edition
    Scenario Outline: The lasso may be declined except in Amigo (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: lasso
      And "lasso South r1c2" is legal
      And "pass" is <pass>

      Examples:
        | edition      | pass      |
        | pelikan-1975 | legal     |
        | ass-ii       | legal     |
        | ass-i        | legal     |
        | amigo        | not legal |

    @amigo @topic_cards_lasso @ruling_amigo_lasso_archer_mandatory @id_cards_lasso_amigo_pass_refused
    Scenario: In Amigo the lasso thrower must take a card when one can be taken
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: lasso tent eagle
        """
      When North draws
      And North places the card at r1c2
      Then "pass" is refused by rule cards.lasso

    @pelikan_1975 @ass_ii @ass_i @topic_cards_lasso @ruling_pelikan_special_optional
    @id_cards_lasso_declined
    Scenario: A declined lasso takes nothing
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      And North passes
      Then South's display is:
        """
        | bow1 i2 furs |
        """
      And North's display is:
        """
        | bow1 lasso |
        """
      And the pending decision is: draw

    @pelikan_1975 @ass_ii @amigo @topic_cards_lasso @ruling_lasso_placeable
    @id_cards_lasso_only_placeable_cards
    Scenario Outline: The lasso takes only a card its thrower can place (<edition>, <amigo-same-picture>)
      North already has furs in each row, so South's furs could not be placed, unless the
      same picture is barred only from a boat (Amigo, per-canoe): then it could go two
      spaces from another furs, at r2c4.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 furs |
          | furs |
          | furs |
        South:
          | bow1 i2 furs |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "lasso South r1c2" is legal
      And "lasso South r1c3" is <furs>

      Examples:
        | edition      | amigo-same-picture | furs                        |
        | pelikan-1975 | -                  | refused by rule cards.lasso |
        | ass-ii       | -                  | refused by rule cards.lasso |
        | amigo        | per-row            | refused by rule cards.lasso |
        | amigo        | per-canoe          | legal                       |

    @ass_i @topic_cards_lasso @topic_variant_two_tribes @ruling_lasso_placeable @ruling_mat_boats
    @id_cards_lasso_only_placeable_ass_i
    Scenario: In Ogallala I with two tribes the lasso cannot take an Indian of a tribe that fits nowhere
      Every free space of North's mat lies inside a boat of red Indians, next to its cards,
      so a blue Indian card could be placed nowhere, however the boats of a mat are read.

      Given the position:
        """
        options: tribes
        North:
          | bow1.red furs furs furs furs firewater powder tobacco tent eagle rifles cannon-f . stern |
          | bow1.red furs furs furs furs firewater powder tobacco tent eagle rifles cannon-r . stern |
          | bow1.red furs furs furs furs bear-f bear-r bear-hunter buffalo-f buffalo-r buffalo-hunter wood-f . stern |
        South:
          | bow1.blue i2.blue gold-r |
        pile 1: lasso.red horse-f horse-r
        turn: North
        """
      When North draws
      And North places the card at r1c13
      Then "lasso South r1c3" is legal
      And "lasso South r1c2" is refused by rule cards.lasso

    @pelikan_1975 @ass_ii @topic_cards_lasso @topic_turn_stop_drawing @ruling_pelikan_lasso_duplicate
    @id_cards_lasso_duplicate_ends_turn
    Scenario Outline: In Pelikan and Ogallala II a lassoed card of a kind already on the mat ends the turn (<card>)
      Given the position:
        """
        North:
          | bow1 i2 |
        South:
          | bow1 i2 i1 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North lassoes South's card at <at>
      And North places the card at r2c1
      Then North's display is:
        """
        | bow1 i2 lasso |
        | <card>        |
        """
      And it is <next>'s turn

      Examples:
        | card | at   | next  |
        | i2   | r1c2 | South |
        | i1   | r1c3 | North |

    @pelikan_1975 @ass_ii @topic_cards_lasso @topic_turn_stop_drawing @ruling_pelikan_lasso_duplicate
    @id_cards_lasso_second_thrower
    Scenario: In Pelikan and Ogallala II a second lasso thrower still throws, then the turn ends
      Given the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 i1 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r2c1
      Then the pending decision is: lasso
      When North lassoes South's card at r1c2
      And North places the card at r1c3
      Then North's display is:
        """
        | bow1 lasso i1 |
        | lasso         |
        """
      And it is South's turn

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @ruling_amigo_lasso_archer_mandatory
    @id_cards_lasso_lapses_without_target
    Scenario: A lasso with nothing to take lapses
      Given the position:
        """
        North:
          | bow1 |
        South:
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the events include:
        """
        North's cards.lasso lapsed
        """
      And North's display is:
        """
        | bow1 lasso |
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @ruling_ass_i_special_owner
    @id_cards_lasso_not_own_boat
    Scenario: The lasso takes only another player's card
      Given the position:
        """
        North:
          | bow1 i2 |
        South:
          | bow1 i1 |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "lasso South r1c2" is legal
      And "lasso North r1c2" is refused by rule cards.lasso
