Feature: The lasso thrower
  A player who brings a lasso thrower into play takes one card from another player's
  display and places it in his own. The editions differ on which boats it reaches,
  whether it must be used, and whether a lassoed duplicate ends the turn.

  Most scenarios start with the lasso thrower just placed and its catch due (`pending:
  lasso`), so that they hold whether a drawn lasso acts before or after it is laid
  (ruling pelikan-special-timing, whose own scenarios draw it).

  Rule: cards.lasso - the lasso thrower takes one card of another player and places it on the own display
    Pelikan and Ogallala II: any boat, complete boats too; optional; a lassoed card of a
    kind already on the mat ends the turn. Ogallala I: incomplete boats only; optional.
    Amigo: incomplete boats only; compulsory, lapses without a target. In every edition
    only a card the player can place may be taken (ruling lasso-placeable).

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @topic_turn_stop_drawing
    @id_cards_lasso_take_and_place
    Scenario Outline: The lassoed card leaves the victim's boat and must be placed by the thrower (<edition>)
      In Ogallala I and Amigo the lasso thrower has ended the run of drawing.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 i2 furs |
        pile 1: tent eagle
        turn: North, drawn 1<stop>
        pending: lasso
        """
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
        | edition      | stop    | next  |
        | pelikan-1975 |         | North |
        | ass-ii       |         | North |
        | ass-i        | , ending | South |
        | amigo        | , ending | South |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @id_cards_lasso_complete_boat_by_edition
    Scenario Outline: Only in Pelikan and Ogallala II may the lasso take a card out of a complete boat (<edition>, <pelikan-lasso-complete>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 i2 stern1 |
          | bow1 i1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r2c2" is legal
      And "lasso South r1c2" is <complete>

      Examples:
        | edition      | pelikan-lasso-complete | complete  |
        | pelikan-1975 | any-boat               | legal     |
        | pelikan-1975 | incomplete-only        | not legal |
        | ass-ii       | any-boat               | legal     |
        | ass-ii       | incomplete-only        | not legal |
        | ass-i        | -                      | not legal |
        | amigo        | -                      | not legal |

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

    @pelikan_1975 @ass_ii @topic_cards_lasso @id_cards_lasso_breaks_complete_boat
    Scenario Outline: In Pelikan and Ogallala II a lassoed card leaves a gap in the victim's complete boat (<pelikan-lasso-complete>)
      South's only boat is complete: where the lasso may take only from incomplete boats,
      it lapses.

      Given the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 i2 stern1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      When the players play:
        """
        <throw>
        <place>
        """
      Then South's display is:
        """
        | <south> |
        """
      And South has <complete> complete boats
      And North's card at r2c1 is <caught>
      And the pending decision is: draw

      Examples:
        | pelikan-lasso-complete | throw            | place      | south          | complete | caught |
        | any-boat               | lasso South r1c2 | place r2c1 | bow1 . stern1  | 0        | i2     |
        | incomplete-only        |                  |            | bow1 i2 stern1 | 1        | empty  |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @id_cards_lasso_optional_by_edition
    Scenario Outline: The lasso may be declined except in Amigo (<edition>, <pelikan-special-optional>, <amigo-lasso-archer-mandatory>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 i2 furs |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r1c2" is legal
      And "pass" is <pass>

      Examples:
        | edition      | pelikan-special-optional | amigo-lasso-archer-mandatory | pass      |
        | pelikan-1975 | optional-now             | -                            | legal     |
        | pelikan-1975 | mandatory                | -                            | not legal |
        | ass-ii       | optional-now             | -                            | legal     |
        | ass-ii       | mandatory                | -                            | not legal |
        | ass-i        | -                        | -                            | legal     |
        | amigo        | -                        | mandatory                    | not legal |
        | amigo        | -                        | optional                     | legal     |

    @amigo @topic_cards_lasso @id_cards_lasso_amigo_pass_refused
    Scenario Outline: In Amigo the lasso thrower must take a card when one can be taken (<amigo-lasso-archer-mandatory>)
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
      Then "pass" is <verdict>

      Examples:
        | amigo-lasso-archer-mandatory | verdict                    |
        | mandatory                    | refused by rule cards.lasso |
        | optional                     | legal                      |

    @pelikan_1975 @ass_ii @ass_i @topic_cards_lasso @id_cards_lasso_declined
    Scenario Outline: A declined lasso takes nothing (<edition>, <pelikan-special-optional>)
      Where the lasso must be used, the player cannot decline it and takes the furs instead.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 i2 furs |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "pass" is <pass>
      When the players play:
        """
        <answer>
        """
      Then South's display is:
        """
        | <south> |
        """
      And North's display is:
        """
        | bow1 lasso |
        """
      And the pending decision is: <next>

      Examples:
        | edition      | pelikan-special-optional | pass      | answer           | south        | next                  |
        | pelikan-1975 | optional-now             | legal     | pass             | bow1 i2 furs | draw                  |
        | pelikan-1975 | mandatory                | not legal | lasso South r1c3 | bow1 i2 .    | place furs (lassoed)  |
        | ass-ii       | optional-now             | legal     | pass             | bow1 i2 furs | draw                  |
        | ass-ii       | mandatory                | not legal | lasso South r1c3 | bow1 i2 .    | place furs (lassoed)  |
        | ass-i        | -                        | legal     | pass             | bow1 i2 furs | draw                  |

    @pelikan_1975 @ass_ii @amigo @topic_cards_lasso @id_cards_lasso_only_placeable_cards
    Scenario Outline: The lasso takes only a card its thrower can place (<edition>, <lasso-placeable>, <amigo-same-picture>)
      North already has furs in each row, so South's furs could not be placed, unless the
      same picture is barred only from a boat (Amigo, per-canoe): then it could go two
      spaces from another furs, at r2c4. Where any card may be taken, the furs may be
      lassoed (and will be lost).

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 furs lasso |
          | furs |
          | furs |
        South:
          | bow1 i2 furs |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r1c2" is legal
      And "lasso South r1c3" is <verdict>

      Examples:
        | edition      | lasso-placeable | amigo-same-picture | verdict                     |
        | pelikan-1975 | placeable-only  | -                  | refused by rule cards.lasso |
        | pelikan-1975 | take-then-lose  | -                  | legal                       |
        | ass-ii       | placeable-only  | -                  | refused by rule cards.lasso |
        | ass-ii       | take-then-lose  | -                  | legal                       |
        | amigo        | placeable-only  | per-row            | refused by rule cards.lasso |
        | amigo        | take-then-lose  | per-row            | legal                       |
        | amigo        | placeable-only  | per-canoe          | legal                       |

    @pelikan_1975 @ass_ii @topic_cards_lasso @id_cards_lasso_unplaceable_card_lost
    Scenario Outline: Where the lasso may take a card its thrower cannot place, that card is lost and the turn goes on (<lasso-placeable>)
      South's only card, the furs, fits nowhere on North's mat. Where the lasso may take
      it anyway, it goes to the discard pile and North's turn goes on; otherwise the lasso
      lapses.

      Given the position:
        """
        North:
          | bow1 furs lasso |
          | furs |
          | furs |
        South:
          | furs |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      When the players play:
        """
        <throw>
        <then>
        """
      Then the discard pile is: <discard>
      And South's card at r1c1 is <south>
      And it is North's turn
      And the pending decision is: draw

      Examples:
        | lasso-placeable | throw            | then    | discard | south |
        | placeable-only  |                  |         | -       | furs  |
        | take-then-lose  | lasso South r1c1 | discard | furs    | empty |

    @ass_i @topic_cards_lasso @topic_variant_two_tribes @ruling_mat_boats
    @id_cards_lasso_only_placeable_ass_i
    Scenario Outline: In Ogallala I with two tribes the lasso cannot take an Indian of a tribe that fits nowhere (<lasso-placeable>)
      Every free space of North's mat lies inside a boat of red Indians, next to its cards,
      so a blue Indian card could be placed nowhere, however the boats of a mat are read.
      Where any card may be taken, it may be lassoed (and will be lost).

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
      And "lasso South r1c2" is <verdict>

      Examples:
        | lasso-placeable | verdict                     |
        | placeable-only  | refused by rule cards.lasso |
        | take-then-lose  | legal                       |

    @pelikan_1975 @ass_ii @topic_cards_lasso @topic_turn_stop_drawing
    @id_cards_lasso_duplicate_ends_turn
    Scenario Outline: In Pelikan and Ogallala II a lassoed card of a kind already on the mat ends the turn (<card>, <pelikan-lasso-duplicate>)
      Given the position:
        """
        North:
          | bow1 i2 lasso |
        South:
          | bow1 i2 i1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      When North lassoes South's card at <at>
      And North places the card at r2c1
      Then North's display is:
        """
        | bow1 i2 lasso |
        | <card>        |
        """
      And it is <next>'s turn

      Examples:
        | card | at   | pelikan-lasso-duplicate | next  |
        | i2   | r1c2 | ends-turn               | South |
        | i2   | r1c2 | continues               | North |
        | i1   | r1c3 | ends-turn               | North |
        | i1   | r1c3 | continues               | North |

    @pelikan_1975 @ass_ii @topic_cards_lasso @topic_turn_stop_drawing @ruling_pelikan_lasso_duplicate
    @id_cards_lasso_second_thrower
    Scenario Outline: In Pelikan and Ogallala II a second lasso thrower still throws, then the turn ends (<pelikan-special-timing>)
      A drawn second lasso thrower ends the run of drawing whether or not the card it
      catches is a duplicate (the lassoed i1 is not).

      Given the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 i1 |
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
        | bow1 lasso i1 |
        | lasso         |
        """
      And it is South's turn

      Examples:
        | pelikan-special-timing | first            | second           | third            |
        | after-placing          | place r2c1       | lasso South r1c2 | place r1c3       |
        | before-placing         | lasso South r1c2 | place r1c3       | place r2c1       |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @ruling_amigo_lasso_archer_mandatory
    @id_cards_lasso_lapses_without_target
    Scenario: A lasso with nothing to take lapses
      South has no cards, and the lasso thrower completes North's only boat (so that it is
      out of reach even where the lasso may take the player's own cards).

      Given the position:
        """
        North:
          | bow1 . stern1 |
        South:
        pile 1: lasso tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then North's display is:
        """
        | bow1 lasso stern1 |
        """
      And the pending decision is: draw
      And the discard pile is: -

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @id_cards_lasso_not_own_boat
    Scenario Outline: The lasso takes only another player's card (<edition>, <ass-i-special-owner>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i2 lasso |
        South:
          | bow1 i1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r1c2" is legal
      And "lasso North r1c2" is <verdict>

      Examples:
        | edition      | ass-i-special-owner | verdict                     |
        | pelikan-1975 | -                   | refused by rule cards.lasso |
        | ass-ii       | -                   | refused by rule cards.lasso |
        | ass-i        | others-only         | refused by rule cards.lasso |
        | ass-i        | own-too             | legal                       |
        | amigo        | -                   | refused by rule cards.lasso |

    @ass_i @topic_cards_lasso @id_cards_lasso_own_card_moved
    Scenario Outline: Where the lasso may act on the player's own boats, it may take up one of his cards (<ass-i-special-owner>)
      South has no cards. Where the lasso reaches only other players' boats it lapses and
      the turn passes; where it reaches the player's own incomplete boats, he may take up
      his i2 and place it again elsewhere.

      Given the position:
        """
        North:
          | bow1 i2 lasso |
        South:
        pile 1: tent eagle
        turn: North, drawn 1, ending
        pending: lasso
        """
      Then "lasso North r1c2" is <verdict>
      And it is <next>'s turn

      Examples:
        | ass-i-special-owner | verdict   | next  |
        | others-only         | not legal | South |
        | own-too             | legal     | North |

    @pelikan_1975 @ass_ii @topic_cards_lasso @topic_cards_archer @id_cards_lasso_gained_special
    Scenario Outline: An archer or lasso thrower taken with the lasso does not act (<card>, <gained-special-acts>)
      Where a gained archer or lasso thrower acts as a drawn one does, its action is due
      once it is placed. North has a lasso thrower already, so a lassoed one ends his turn.

      Given the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow1 <card> i2 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      When North lassoes South's card at r1c2
      And North places the card at r2c1
      Then the pending decision is: <pending>
      And "<action> South r1c3" is <verdict>

      Examples:
        | card   | gained-special-acts | pending | action | verdict   |
        | archer | drawn-only          | draw    | shoot  | not legal |
        | archer | gained-too          | shoot   | shoot  | legal     |
        | lasso  | drawn-only          | draw    | lasso  | not legal |
        | lasso  | gained-too          | lasso   | lasso  | legal     |

    @amigo @topic_cards_lasso @topic_placement_adjacency @id_cards_lasso_amigo_gained_placement
    Scenario Outline: In Amigo a lassoed card is laid like a drawn one, touching a card already there (<amigo-gained-placement>)
      North's display has three empty spaces between his two cards; the middle one touches
      no card. Where only a drawn card must touch another, the lassoed i2 may go there, or
      above it.

      Given the position:
        """
        North:
          | bow1 . . . lasso |
        South:
          | bow1 i2 furs |
        pile 1: tent
        pile 2: eagle
        pile 3: woman
        turn: North, drawn 1, ending
        pending: lasso
        """
      When North lassoes South's card at r1c2
      Then "place r1c2" is legal
      And "place r1c3" is <apart>
      And "place r0c3" is <apart>

      Examples:
        | amigo-gained-placement | apart                                  |
        | all-rules              | refused by rule placement.adjacency    |
        | drawn-only             | legal                                  |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @id_cards_lasso_lapse_events
    Scenario Outline: A lasso thrower without a target lapses, and the events say so (<edition>, <pelikan-special-timing>, <ass-i-special-owner>)
      South has no card for the lasso to take. With nothing to choose, the throw is worked off at once: it lapses, once the
      lasso thrower is laid or, where he acts on being drawn, with the draw. He ends the
      drawing in Ogallala I and Amigo, not in Pelikan and Ogallala II. Where the Ogallala I
      lasso may take its own player's cards, it has a target: North's incomplete boat.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow |
        South:
        pile 1: lasso eagle firewater
        <pile 2>
        <pile 3>
        """
      When North draws
      Then the events are:
        | kind            | player | card  | pile | rule        |
        | drew            | North  | lasso | 1    |             |
        | <lapse at draw> | North  |       |      | cards.lasso |
      When North places the card at r1c2
      Then the events are:
        | kind               | player | card  | at   | rule        |
        | placed             | North  | lasso | r1c2 |             |
        | <lapse at placing> | North  |       |      | cards.lasso |
        | <turn>             | South  |       |      |             |
      And it is <player>'s turn

      Examples:
        | edition      | pelikan-special-timing | ass-i-special-owner | pile 2     | pile 3     | lapse at draw | lapse at placing | turn | player |
        | pelikan-1975 | after-placing          | -                   |            |            | -             | lapsed           | -    | North  |
        | pelikan-1975 | before-placing         | -                   |            |            | lapsed        | -                | -    | North  |
        | ass-ii       | after-placing          | -                   |            |            | -             | lapsed           | -    | North  |
        | ass-ii       | before-placing         | -                   |            |            | lapsed        | -                | -    | North  |
        | ass-i        | -                      | others-only         | pile 2: i1 | pile 3: i2 | -             | lapsed           | turn | South  |
        | ass-i        | -                      | own-too             | pile 2: i1 | pile 3: i2 | -             | -                | -    | North  |
        | amigo        | -                      | -                   | pile 2: i1 | pile 3: i2 | -             | lapsed           | turn | South  |

  Rule: cards.lasso - what the table sees, and the spaces it is told, when free displays are numbered anew
    Events name a space as it was when the action was taken: the lassoed card by the space
    it lay on, the placed card by the space it lies on once the display has been numbered
    anew from its top-left card. A pending attack follows its boat when its owner's
    display is numbered anew (docs/protocol.md, "Events").

    @amigo @topic_cards_lasso @topic_placement_adjacency @ruling_attack_discard_order @id_cards_lasso_amigo_renumbered
    Scenario Outline: In Amigo the lasso empties a row and a column of South's display, and the catch opens a new top row in North's (<special-attack-order>, <end-timing>)
      North's lasso completes his boat, so the lasso, the attack and the end-of-game check
      wait in that order. Taking the furs leaves South's display numbered anew from his
      bow; laying the furs above North's boat makes it row 2, and the attack waiting for it
      follows. Where the end comes with the completion itself (ruling end-timing), no check
      waits behind the attack. Where the attack comes before the lasso (ruling
      special-attack-order), North first conquers South's boat, which leaves the furs alone
      in South's display, numbered anew as r1c1; the lasso then takes them from there.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | .    bow1 i1 |
          | furs .    .  |
        pile 1: lasso i3
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      Then the events are:
        | kind | player | card  | pile |
        | drew | North  | lasso | 1    |
      When North places the card at r1c3
      Then the events are:
        | kind      | player | card  | at   | boat      |
        | placed    | North  | lasso | r1c3 |           |
        | completed | North  |       |      | r1c1-r1c4 |
      And the pending decisions are:
        """
        <first>
        <second>
        <end item>
        """
      When the players play:
        """
        <attack first>
        """
      And North lassoes South's card at <furs at>
      Then the events are:
        | kind    | player | card | at        | victim |
        | lassoed | North  | furs | <furs at> | South  |
      And the position is:
        """
        North:
          | bow i2 lasso stern |
        South:
          <south row>
        pile 1: i3
        pile 2: tent
        pile 3: eagle
        discard: <discard first>
        turn: North, drawn 1, ending
        pending: place furs (lassoed)
        <attack line>
        <end line>
        """
      When North places the card at r0c2
      Then the events include:
        """
        North placed furs at r1c2
        """
      And the pending decisions are:
        """
        <attack item>
        <end after>
        """
      When the players play:
        """
        <attack last>
        """
      Then the position is:
        """
        North:
          | .   furs .     .     |
          | bow i2   lasso stern |
        South:
        pile 1: i3
        pile 2: tent
        pile 3: eagle
        discard: <discard>
        turn: South
        """

      Examples:
        | special-attack-order | end-timing    | first            | second           | end item | attack first           | furs at | south row   | discard first | attack line               | end line     | attack item      | end after | attack last            | discard |
        | special-first        | after-attack  | lasso            | attack r1c1-r1c4 | end      | # -                    | r2c1    | \| bow1 i1 \| | -             | pending: attack r1c1-r1c4 | pending: end | attack r2c1-r2c4 | end       | attack South r1c1-r1c2 | i1 bow1 |
        | special-first        | before-attack | lasso            | attack r1c1-r1c4 | # -      | # -                    | r2c1    | \| bow1 i1 \| | -             | pending: attack r1c1-r1c4 |              | attack r2c1-r2c4 | # -       | attack South r1c1-r1c2 | i1 bow1 |
        | attack-first         | after-attack  | attack r1c1-r1c4 | lasso            | end      | attack South r1c2-r1c3 | r1c1    |             | i1 bow1       |                           | pending: end | draw             | # -       | # -                    | i1 bow1 |
        | attack-first         | before-attack | attack r1c1-r1c4 | lasso            | # -      | attack South r1c2-r1c3 | r1c1    |             | i1 bow1       |                           |              | draw             | # -       | # -                    | i1 bow1 |

  Rule: attack.when - a drawn lasso thrower or archer that completes a boat acts before the boat attacks
    The card's action and the attack of the boat it completed are both due at once; the
    card acts first, and a card the lasso takes is placed before the attack too (ruling
    special-attack-order). Where the attack is read to come first, the card acts after the
    attack and its spoils.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_lasso @topic_cards_archer @topic_attack_when
    @ruling_special_attack_order @id_cards_lasso_acts_before_attack
    Scenario Outline: The <card> completes North's boat: which comes first, its action or the attack (<edition>, <special-attack-order>, <pelikan-special-timing>)
      Where the card acts on being drawn (Pelikan and Ogallala II, read so), it acts before
      it is laid, and so before any boat it could complete.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 i1 tent |
        pile 1: <card> i3 eagle
        turn: North
        """
      When North draws
      Then the pending decision is: <due>
      When the players play:
        """
        <place>
        """
      Then the pending decision is: <first>
      And "<other>" is refused by rule attack.when
      When North plays "<action>"
      Then the pending decision is: <then>

      Examples:
        | special-attack-order | pelikan-special-timing | edition      | card   | due                  | place      | first            | other                  | action           | then                 |
        | special-first        | after-placing          | pelikan-1975 | lasso  | place lasso (drawn)  | place r1c3 | lasso            | attack South r1c1-r1c3 | lasso South r1c3 | place tent (lassoed) |
        | attack-first         | after-placing          | pelikan-1975 | lasso  | place lasso (drawn)  | place r1c3 | attack r1c1-r1c4 | lasso South r1c3       | pass             | lasso                |
        | -                    | before-placing         | pelikan-1975 | lasso  | lasso                | # -        | lasso            | attack South r1c1-r1c3 | lasso South r1c3 | place tent (lassoed) |
        | special-first        | after-placing          | pelikan-1975 | archer | place archer (drawn) | place r1c3 | shoot            | attack South r1c1-r1c3 | shoot South r1c2 | attack r1c1-r1c4     |
        | attack-first         | after-placing          | pelikan-1975 | archer | place archer (drawn) | place r1c3 | attack r1c1-r1c4 | shoot South r1c2       | pass             | shoot                |
        | -                    | before-placing         | pelikan-1975 | archer | shoot                | # -        | shoot            | attack South r1c1-r1c3 | shoot South r1c2 | place archer (drawn) |
        | special-first        | after-placing          | ass-ii       | lasso  | place lasso (drawn)  | place r1c3 | lasso            | attack South r1c1-r1c3 | lasso South r1c3 | place tent (lassoed) |
        | attack-first         | after-placing          | ass-ii       | lasso  | place lasso (drawn)  | place r1c3 | attack r1c1-r1c4 | lasso South r1c3       | pass             | lasso                |
        | -                    | before-placing         | ass-ii       | lasso  | lasso                | # -        | lasso            | attack South r1c1-r1c3 | lasso South r1c3 | place tent (lassoed) |
        | special-first        | after-placing          | ass-ii       | archer | place archer (drawn) | place r1c3 | shoot            | attack South r1c1-r1c3 | shoot South r1c2 | attack r1c1-r1c4     |
        | attack-first         | after-placing          | ass-ii       | archer | place archer (drawn) | place r1c3 | attack r1c1-r1c4 | shoot South r1c2       | pass             | shoot                |
        | -                    | before-placing         | ass-ii       | archer | shoot                | # -        | shoot            | attack South r1c1-r1c3 | shoot South r1c2 | place archer (drawn) |
        | special-first        | -                      | ass-i        | lasso  | place lasso (drawn)  | place r1c3 | lasso            | attack South r1c1-r1c3 | lasso South r1c3 | place tent (lassoed) |
        | attack-first         | -                      | ass-i        | lasso  | place lasso (drawn)  | place r1c3 | attack r1c1-r1c4 | lasso South r1c3       | pass             | lasso                |
        | special-first        | -                      | ass-i        | archer | place archer (drawn) | place r1c3 | shoot            | attack South r1c1-r1c3 | shoot South r1c2 | attack r1c1-r1c4     |
        | attack-first         | -                      | ass-i        | archer | place archer (drawn) | place r1c3 | attack r1c1-r1c4 | shoot South r1c2       | pass             | shoot                |
        | special-first        | -                      | amigo        | lasso  | place lasso (drawn)  | place r1c3 | lasso            | attack South r1c1-r1c3 | lasso South r1c3 | place tent (lassoed) |
        | attack-first         | -                      | amigo        | lasso  | place lasso (drawn)  | place r1c3 | attack r1c1-r1c4 | lasso South r1c3       | pass             | lasso                |
        | special-first        | -                      | amigo        | archer | place archer (drawn) | place r1c3 | shoot            | attack South r1c1-r1c3 | shoot South r1c2 | attack r1c1-r1c4     |
        | attack-first         | -                      | amigo        | archer | place archer (drawn) | place r1c3 | attack r1c1-r1c4 | shoot South r1c2       | pass             | shoot                |
