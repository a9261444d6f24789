Feature: The hunters claim their booty
  In Pelikan and Ogallala II a person card (bear hunter, buffalo hunter, cowboy, gold
  digger, lumberjack, soldier) that is placed on a player's mat, whether drawn, lassoed or
  taken in an attack, lets him take the two booty halves of its suite from other players'
  boats and place them on his own mat.

  Rule: cards.hunters - a placed person may claim the halves of his suite from other players
    Either or both halves, from any boat of another player except a totem boat, only a
    card the player can place; the claim is optional (ruling hunter-claims).

    @pelikan_1975 @ass_ii @topic_cards_hunters @id_cards_hunters_claim_both_halves
    Scenario Outline: A drawn bear hunter claims both bear halves, from an incomplete and a complete boat (<hunter-claims>, <booty-halves>)
      Where the claim reaches only incomplete boats, West's complete boat keeps its half.
      Where both halves go together, claiming South's half takes West's with it, and the
      two are placed one after the other. Where the claim is compulsory, it cannot be
      declined. Where the two halves are alike (ruling booty-halves, identical) the
      same-picture rule sends the second one to another row.

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
      And "claim South r1c2" is legal
      And "claim West r1c2" is <west>
      And "pass" is <pass>
      When North claims South's card at r1c2
      Then the events are:
        | kind      | player | card   | at   | victim |
        | claimed   | North  | bear-f | r1c2 | South  |
        | <partner> | North  | bear-r | r1c2 | West   |
      And the pending decision is: place bear-f (claimed)
      When the players play:
        """
        place r1c3
        <second>
        <third>
        """
      Then North's display is:
        """
        | <north> |
        | <below> |
        """
      And South's display is:
        """
        | bow1 . i2 |
        """
      And West's display is:
        """
        | <west row> |
        """
      And it is North's turn
      And the pending decision is: draw

      Examples:
        | hunter-claims      | booty-halves | west      | pass      | partner | second          | third      | north                          | below  | west row         |
        | placeable-any-boat | front-rear   | legal     | legal     | -       | claim West r1c2 | place r1c4 | bow1 bear-hunter bear-f bear-r | .      | bow . stern      |
        | incomplete-only    | front-rear   | not legal | legal     | -       |                 |            | bow1 bear-hunter bear-f        | .      | bow bear-r stern |
        | both-or-none       | front-rear   | legal     | legal     | claimed | place r1c4      |            | bow1 bear-hunter bear-f bear-r | .      | bow . stern      |
        | compulsory         | front-rear   | legal     | not legal | -       | claim West r1c2 | place r1c4 | bow1 bear-hunter bear-f bear-r | .      | bow . stern      |
        | placeable-any-boat | any-order    | legal     | legal     | -       | claim West r1c2 | place r1c4 | bow1 bear-hunter bear-f bear-r | .      | bow . stern      |
        | placeable-any-boat | identical    | legal     | legal     | -       | claim West r1c2 | place r2c1 | bow1 bear-hunter bear-f        | bear-r | bow . stern      |

    @pelikan_1975 @ass_ii @topic_cards_hunters @id_cards_hunters_lapse_events
    Scenario: A hunter with no half of his suite to claim lapses as he is laid
      No bear half lies on another mat. With nothing to choose, the claim is worked off at
      once: it lapses, and North draws on.
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: bear-hunter tent eagle
        """
      When North draws
      And North places the card at r1c2
      Then the events are:
        | kind   | player | card        | at   | rule          |
        | placed | North  | bear-hunter | r1c2 |               |
        | lapsed | North  |             |      | cards.hunters |
      And the position is:
        """
        North:
          | bow1 bear-hunter |
        South:
          | bow1 i2 furs |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: draw
        """

    @pelikan_1975 @ass_ii @topic_cards_hunters @id_cards_hunters_claim_optional
    Scenario Outline: The claim may be declined (<hunter-claims>)
      Only one bear half lies on another mat: where both halves must go together there is
      no claim at all; where the claim is compulsory, North must take it.

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
      Then "pass" is <pass>
      When the players play:
        """
        <answer>
        <then>
        """
      Then South's display is:
        """
        | <south> |
        """
      And the pending decision is: draw
      And it is North's turn

      Examples:
        | hunter-claims      | pass      | answer           | then       | south          |
        | placeable-any-boat | legal     | pass             |            | bow1 bear-f i2 |
        | incomplete-only    | legal     | pass             |            | bow1 bear-f i2 |
        | both-or-none       | not legal |                  |            | bow1 bear-f i2 |
        | compulsory         | not legal | claim South r1c2 | place r1c3 | bow1 . i2      |

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

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_cards_totem @id_cards_hunters_not_from_totem_boat
    Scenario Outline: A hunter may not claim a half out of a boat holding the totem (<pelikan-totem-scope>, <hunter-claims>)
      Where the totem does not stop the claim, South's half may be claimed too. Where both
      halves must go together, the shielded half leaves no claim at all.

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
      Then "claim West r1c2" is <west>
      And "claim South r1c3" is <south>

      Examples:
        | pelikan-totem-scope | hunter-claims      | west      | south                       |
        | every-taking        | placeable-any-boat | legal     | refused by rule cards.totem |
        | boat-attacks-only   | placeable-any-boat | legal     | legal                       |
        | not-claims          | placeable-any-boat | legal     | legal                       |
        | every-taking        | incomplete-only    | legal     | refused by rule cards.totem |
        | every-taking        | both-or-none       | not legal | not legal                   |
        | every-taking        | compulsory         | legal     | refused by rule cards.totem |

    @pelikan_1975 @ass_ii @topic_cards_hunters @ruling_hunter_claims
    @id_cards_hunters_only_placeable
    Scenario Outline: A half that cannot be placed cannot be claimed: with a full mat the claim lapses (<edition>, <lasso-placeable>, <ass-ii-mat-width>)
      The bear hunter takes the last free space of North's mat, so the bear half could go
      nowhere. Where a claim may take a card that cannot be placed (to lose it), the claim
      is still due.
      nowhere.

      Given the edition <edition>
      And the position:
        """
        North:
          | stern stern1 i1 i2 i3 chief shaman lasso archer totem furs section <more 1> bow1 bow |
          | stern stern1 i1 i2 i3 chief shaman lasso archer totem furs section <more 2> bow1 bow |
          | bow1 bow i1 i2 i3 chief firewater lasso archer . furs section <more 3> horse-f gold-f |
        South:
          | bow1 bear-f i2 bear-r |
        pile 1: bear-hunter tent i1
        turn: North
        """
      When North draws
      And North places the card at r3c10
      Then the pending decision is: <pending>
      And South's display is:
        """
        | bow1 bear-f i2 bear-r |
        """

      Examples:
        | edition      | lasso-placeable | ass-ii-mat-width | more 1         | more 2       | more 3             | pending    |
        | pelikan-1975 | placeable-only  | -                | powder tobacco | rifles eagle | buffalo-f cannon-f | draw       |
        | pelikan-1975 | take-then-lose  | -                | powder tobacco | rifles eagle | buffalo-f cannon-f | claim bear |
        | ass-ii       | placeable-only  | fourteen-default |                |              |                    | draw       |
        | ass-ii       | take-then-lose  | fourteen-default |                |              |                    | claim bear |
        | ass-ii       | placeable-only  | sixteen-default  | powder tobacco | rifles eagle | buffalo-f cannon-f | draw       |

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_cards_lasso @ruling_hunter_claims
    @id_cards_hunters_lassoed_hunter_claims
    Scenario: A lassoed hunter claims too
      Given the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 bear-hunter i2 |
        West:
          | bow bear-f bear-r |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      When North lassoes South's card at r1c2
      And North places the card at r1c3
      Then the pending decision is: claim bear
      And "claim West r1c2" is legal

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_attack_spoils @ruling_hunter_claims
    @id_cards_hunters_conquered_hunter_claims
    Scenario Outline: A hunter taken in an attack claims too (<edition>, <pelikan-attack-losers>)
      Where Pelikan's "cards bearing drawings of men" take in the persons, the bear hunter
      is lost with the Indian, and North, with nothing to take, draws again.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i3 |
        South:
          | bow1 bear-hunter |
        West:
          | bow bear-f bear-r |
        pile 1: stern tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then the pending decision is: <spoils>
      When the players play:
        """
        <take>
        <place>
        """
      Then the pending decision is: <claim>
      And "claim West r1c2" is <claim legal>

      Examples:
        | edition      | pelikan-attack-losers | spoils                      | take                 | place      | claim               | claim legal |
        | pelikan-1975 | red-indians           | spoils from South r1c1-r1c2 | take r1c2            | place r2c1 | claim bear (spoils) | legal       |
        | pelikan-1975 | all-figures           | draw                        | # the hunter is lost | # -        | draw                | not legal   |
        | ass-ii       | -                     | spoils from South r1c1-r1c2 | take r1c2            | place r2c1 | claim bear (spoils) | legal       |

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_attack_when @ruling_special_attack_order
    @id_cards_hunters_claim_before_attack
    Scenario Outline: A hunter who completes a boat claims before the boat attacks (<edition>, <special-attack-order>)
      The claim and the attack of the boat the hunter completed are both due at once; the
      claim comes first (ruling special-attack-order). Where the attack is read to come
      first, the claim waits behind it: North passes the attack, and the claim is due.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 bear-f bear-r |
        pile 1: bear-hunter tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: <first>
      And "<other>" is refused by rule attack.when
      When North plays "<action>"
      Then the pending decision is: <then>

      Examples:
        | special-attack-order | edition      | first            | other                  | action           | then                    |
        | special-first        | pelikan-1975 | claim bear       | attack South r1c1-r1c3 | claim South r1c2 | place bear-f (claimed)  |
        | attack-first         | pelikan-1975 | attack r1c1-r1c4 | claim South r1c2       | pass             | claim bear              |
        | special-first        | ass-ii       | claim bear       | attack South r1c1-r1c3 | claim South r1c2 | place bear-f (claimed)  |
        | attack-first         | ass-ii       | attack r1c1-r1c4 | claim South r1c2       | pass             | claim bear              |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_hunters @id_cards_hunters_by_edition
    Scenario Outline: Only in Pelikan and Ogallala II does a placed person claim his booty (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 bear-f i2 bear-r |
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
