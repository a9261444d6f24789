Feature: The hunters claim their booty
  In Pelikan and Ogallala II a person card (bear hunter, buffalo hunter, cowboy, gold
  digger, lumberjack, soldier) that is placed on a player's mat, whether drawn, lassoed or
  taken in an attack, lets him take the two booty halves of its suite from other players'
  boats and place them on his own mat.

  Rule: cards.hunters - a placed person may claim the halves of his suite from other players
    Either or both halves, from any boat of another player except a totem boat, only a
    card the player can place; the claim is optional (ruling hunter-claims).

    @pelikan_1975 @ass_ii @topic_cards_hunters @ruling_hunter_claims @id_cards_hunters_claim_both_halves
    Scenario: A drawn bear hunter claims both bear halves, from an incomplete and a complete boat
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 bear-f i2 |
        West:
          | bow bear-r stern |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: claim bear
      And the legal actions are:
        """
        claim South r1c2
        claim West r1c2
        pass
        """
      When North claims South's card at r1c2
      Then the pending decision is: place bear-f (claimed)
      When North places the card at r1c3
      Then the pending decision is: claim bear
      When North claims West's card at r1c2
      And North places the card at r1c4
      Then North's display is:
        """
        | bow1 bear-hunter bear-f bear-r |
        """
      And South's display is:
        """
        | bow1 . i2 |
        """
      And West's display is:
        """
        | bow . stern |
        """
      And it is North's turn

    @pelikan_1975 @ass_ii @topic_cards_hunters @ruling_hunter_claims @id_cards_hunters_claim_optional
    Scenario: The claim may be declined
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 bear-f i2 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      And North passes
      Then South's display is:
        """
        | bow1 bear-f i2 |
        """
      And the pending decision is: draw
      And it is North's turn

    @pelikan_1975 @ass_ii @topic_cards_hunters @ruling_hunter_claims @id_cards_hunters_own_suite_only
    Scenario: A hunter claims only the halves of his own suite
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 bear-f buffalo-f furs bear-r |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "claim South r1c2" is legal
      And "claim South r1c5" is legal
      And "claim South r1c3" is refused by rule cards.hunters
      And "claim South r1c4" is refused by rule cards.hunters

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_cards_totem @ruling_hunter_claims
    @ruling_pelikan_totem_scope @id_cards_hunters_not_from_totem_boat
    Scenario: A hunter may not claim a half out of a boat holding the totem
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 totem bear-f |
        West:
          | bow bear-r |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "claim West r1c2" is legal
      And "claim South r1c3" is refused by rule cards.totem

    @pelikan_1975 @ass_ii @topic_cards_hunters @ruling_hunter_claims @ruling_lasso_placeable
    @id_cards_hunters_only_placeable
    Scenario Outline: A half that cannot be placed cannot be claimed: with a full mat the claim lapses (<edition>)
      The bear hunter takes the last free space of North's mat, so the bear half could go
      nowhere.

      Given the edition <edition>
      And the position:
        """
        North:
          | stern stern1 i1 i2 i3 chief shaman lasso archer totem furs section <more 1> bow1 bow |
          | stern stern1 i1 i2 i3 chief shaman lasso archer totem furs section <more 2> bow1 bow |
          | stern stern1 i1 i2 i3 chief firewater lasso archer . furs section <more 3> bow1 bow |
        South:
          | bow1 bear-f i2 |
        pile 1: bear-hunter tent i1
        turn: North
        """
      When North draws
      And North places the card at r3c10
      Then the events include:
        """
        North's cards.hunters lapsed
        """
      And South's display is:
        """
        | bow1 bear-f i2 |
        """

      Examples:
        | edition      | ass-ii-mat-width | more 1         | more 2         | more 3             |
        | pelikan-1975 | -                | powder tobacco | rifles eagle   | buffalo-f cannon-f |
        | ass-ii       | fourteen-default |                |                |                    |
        | ass-ii       | sixteen-default  | powder tobacco | rifles eagle   | buffalo-f cannon-f |

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_cards_lasso @ruling_hunter_claims
    @id_cards_hunters_lassoed_hunter_claims
    Scenario: A lassoed hunter claims too
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 bear-hunter i2 |
        West:
          | bow bear-f |
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      And North lassoes South's card at r1c2
      And North places the card at r1c3
      Then the pending decision is: claim bear
      And "claim West r1c2" is legal

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_attack_spoils @ruling_hunter_claims
    @ruling_pelikan_attack_losers @id_cards_hunters_conquered_hunter_claims
    Scenario: A hunter taken in an attack claims too
      Given the position:
        """
        North:
          | bow i3 |
        South:
          | bow1 bear-hunter |
        West:
          | bow bear-f |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then the pending decision is: spoils from South r1c1-r1c2
      When North takes the card at r1c2
      And North places the card at r2c1
      Then the pending decision is: claim bear (spoils)
      And "claim West r1c2" is legal

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_hunters @id_cards_hunters_by_edition
    Scenario Outline: Only in Pelikan and Ogallala II does a placed person claim his booty (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 bear-f i2 |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: <pending>
      And it is North's turn

      Examples:
        | edition      | pending    |
        | pelikan-1975 | claim bear |
        | ass-ii       | claim bear |
        | ass-i        | draw       |
        | amigo        | draw       |
