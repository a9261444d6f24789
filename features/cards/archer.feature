Feature: The archer
  A player who brings an archer into play removes one card showing Indians from another
  player's boat. The editions differ on which boats it reaches, whether it must shoot,
  and where the shot card goes.

  Rule: cards.archer - the archer removes one Indian card of another player
    Pelikan and Ogallala II: any boat, complete or not; optional; the card goes to the
    discard pile. Ogallala I: incomplete boats only; optional; the card is removed from
    play (ruling ass-i-archer-target). Amigo: incomplete boats only; compulsory, lapses
    without a target; the card goes to the discard pile. Empty bows and sterns, booty and
    the totem are never shot.

    Most scenarios start with the archer just placed and its shot due (`pending: shoot`),
    so that they hold whether a drawn archer acts before or after it is laid (ruling
    pelikan-special-timing, whose own scenarios draw it).

    @pelikan_1975 @ass_ii @ass_i @topic_cards_archer @ruling_ass_i_archer_target
    @id_cards_archer_shot_card_destination
    Scenario Outline: The shot card goes to the discard pile, in Ogallala I out of play (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 i2 furs |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      When North shoots South's card at r1c2
      Then the events are:
        | kind   | player | card | cards | at   | victim | rule         |
        | shot   | North  | i2   |       | r1c2 | South  |              |
        | <lost> | North  |      | i2    |      |        | cards.archer |
      And South's display is:
        """
        | bow1 . furs |
        """
      And the discard pile is: <discard>
      And the cards out of play are: <out>
      And North's display is:
        """
        | bow1 archer |
        """

      Examples:
        | edition      | discard | out | lost      |
        | pelikan-1975 | i2      | -   | discarded |
        | ass-ii       | i2      | -   | discarded |
        | ass-i        | -       | i2  | removed   |

    @amigo @topic_cards_archer @id_cards_archer_amigo_hunting_grounds
    Scenario: In Amigo the shot card goes to the face-up discard pile
      Every stack holds cards, so the discard pile is not shuffled into a new stack when
      South's draw comes.

      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: archer tent
        pile 2: eagle
        pile 3: woman
        turn: North
        """
      When North draws
      And North places the card at r1c2
      And North shoots South's card at r1c2
      Then the events are:
        | kind      | player | card | cards | at   | victim | rule         |
        | shot      | North  | i2   |       | r1c2 | South  |              |
        | discarded | North  |      | i2    |      |        | cards.archer |
        | turn      | South  |      |       |      |        |              |
      And the position is:
        """
        North:
          | bow1 archer |
        South:
          | bow1 . furs |
        pile 1: tent
        pile 2: eagle
        pile 3: woman
        discard: i2
        turn: South
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @id_cards_archer_indian_cards_only
    Scenario Outline: The archer shoots only cards showing Indians (<edition>, <ass-i-archer-target>)
      Not the empty bow, the furs, the bear hunter (booty) or the totem. Where the archer
      may take any card (Ogallala I's information card), only the totem's section stays
      out of reach.

      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 archer |
        South:
          | bow furs bear-hunter i2 |
          | totem i1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r1c4" is legal
      And "shoot South r1c1" is <bow>
      And "shoot South r1c2" is <booty>
      And "shoot South r1c3" is <booty>
      And "shoot South r2c1" is <totem>

      Examples:
        | edition      | ass-i-archer-target | bow                          | booty                        | totem                        |
        | pelikan-1975 | -                   | refused by rule cards.archer | refused by rule cards.archer | refused by rule cards.archer |
        | ass-ii       | -                   | refused by rule cards.archer | refused by rule cards.archer | refused by rule cards.archer |
        | ass-i        | red-indian-only     | refused by rule cards.archer | refused by rule cards.archer | refused by rule cards.archer |
        | ass-i        | any-card            | legal                        | legal                        | refused by rule cards.totem  |
        | amigo        | -                   | refused by rule cards.archer | refused by rule cards.archer | refused by rule cards.archer |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @id_cards_archer_complete_boat_by_edition
    Scenario Outline: Only in Pelikan and Ogallala II may the archer shoot into a complete boat (<edition>, <pelikan-archer-complete>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 i2 stern1 |
          | bow1 i1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r2c2" is legal
      And "shoot South r1c2" is <complete>

      Examples:
        | edition      | pelikan-archer-complete | complete  |
        | pelikan-1975 | any-boat                | legal     |
        | pelikan-1975 | incomplete-only         | not legal |
        | ass-ii       | any-boat                | legal     |
        | ass-ii       | incomplete-only         | not legal |
        | ass-i        | -                       | not legal |
        | amigo        | -                       | not legal |

    @ass_i @amigo @topic_cards_archer @id_cards_archer_complete_boat_refused
    Scenario: In Ogallala I and Amigo the archer may not shoot into a complete boat
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 stern1 |
          | bow1 i1 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "shoot South r1c2" is refused by rule cards.archer
      And "shoot South r1c1" is refused by rule cards.archer

    @pelikan_1975 @ass_ii @topic_cards_archer @id_cards_archer_breaks_complete_boat
    Scenario Outline: In Pelikan and Ogallala II the archer's shot leaves a gap in a complete boat (<pelikan-archer-complete>)
      South's only boat is complete: where the archer may shoot only into incomplete
      boats, his shot lapses.

      Given the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 i2 stern1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      When the players play:
        """
        <shot>
        """
      Then South's display is:
        """
        | <south> |
        """
      And South has <complete> complete boats
      And the discard pile is: <discard>
      And the pending decision is: draw

      Examples:
        | pelikan-archer-complete | shot             | south          | complete | discard |
        | any-boat                | shoot South r1c3 | bow1 i2 .      | 0        | stern1  |
        | incomplete-only         |                  | bow1 i2 stern1 | 1        | -       |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @id_cards_archer_optional_by_edition
    Scenario Outline: The archer may hold his fire except in Amigo (<edition>, <pelikan-special-optional>, <amigo-lasso-archer-mandatory>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 i2 furs |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r1c2" is legal
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

    @amigo @topic_cards_archer @id_cards_archer_amigo_pass_refused
    Scenario Outline: In Amigo the archer must shoot when there is an Indian card to shoot (<amigo-lasso-archer-mandatory>)
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: archer tent eagle
        """
      When North draws
      And North places the card at r1c2
      Then "pass" is <verdict>

      Examples:
        | amigo-lasso-archer-mandatory | verdict                      |
        | mandatory                    | refused by rule cards.archer |
        | optional                     | legal                        |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @ruling_amigo_lasso_archer_mandatory
    @id_cards_archer_lapses_without_target
    Scenario: An archer with no Indian card to shoot lapses
      South's only boat holds no Indian card (and, being complete and holding the totem, is
      out of reach even where the archer may take any card), and the archer completes
      North's only boat (out of reach even where the archer may shoot the player's own
      cards).

      Given the position:
        """
        North:
          | bow1 . stern1 |
        South:
          | bow totem stern |
        pile 1: archer eagle firewater
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then North's display is:
        """
        | bow1 archer stern1 |
        """
      And South's display is:
        """
        | bow totem stern |
        """
      And the pending decision is: draw
      And the discard pile is: -

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @id_cards_archer_lapse_events
    Scenario Outline: An archer without a target lapses, and the events say so (<edition>, <pelikan-special-timing>, <ass-i-special-owner>)
      South's boat holds no card showing Indians, and North's bow shows none either. With
      nothing to choose, the shot is worked off at once: it lapses, once the archer is laid
      or, where he acts on being drawn, with the draw. The archer ends the drawing in
      Ogallala I and Amigo, not in Pelikan and Ogallala II. Where the Ogallala I archer may
      shoot his own player's cards, he has a target: himself, in North's incomplete boat.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow |
        South:
          | bow totem stern |
        pile 1: archer eagle firewater
        <pile 2>
        <pile 3>
        """
      When North draws
      Then the events are:
        | kind            | player | card   | pile | rule         |
        | drew            | North  | archer | 1    |              |
        | <lapse at draw> | North  |        |      | cards.archer |
      When North places the card at r1c2
      Then the events are:
        | kind               | player | card   | at   | rule         |
        | placed             | North  | archer | r1c2 |              |
        | <lapse at placing> | North  |        |      | cards.archer |
        | <turn>             | South  |        |      |              |
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

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @id_cards_archer_not_own_boat
    Scenario Outline: The archer shoots only another player's card (<edition>, <ass-i-special-owner>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i2 archer |
        South:
          | bow1 i1 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r1c2" is legal
      And "shoot North r1c2" is <verdict>

      Examples:
        | edition      | ass-i-special-owner | verdict                      |
        | pelikan-1975 | -                   | refused by rule cards.archer |
        | ass-ii       | -                   | refused by rule cards.archer |
        | ass-i        | others-only         | refused by rule cards.archer |
        | ass-i        | own-too             | legal                        |
        | amigo        | -                   | refused by rule cards.archer |

    @pelikan_1975 @ass_ii @topic_cards_archer @topic_turn_stop_drawing @id_cards_archer_second_archer
    Scenario Outline: In Pelikan and Ogallala II a second archer still shoots, then the turn ends (<pelikan-special-timing>)
      Given the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 i1 |
        pile 1: archer tent eagle
        turn: North
        """
      When the players play:
        """
        draw
        <first>
        <second>
        """
      Then North's display is:
        """
        | bow1 archer |
        | archer      |
        """
      And the discard pile is: i1
      And it is South's turn

      Examples:
        | pelikan-special-timing | first            | second           |
        | after-placing          | place r2c1       | shoot South r1c2 |
        | before-placing         | shoot South r1c2 | place r2c1       |

  Rule: cards.archer - when a drawn archer or lasso thrower acts: once laid, or at once on being drawn
    Pelikan and Ogallala II: 000 asks for the action "immédiatement après avoir tiré"; the
    engine lays the card first and then acts (ruling pelikan-special-timing).

    @pelikan_1975 @ass_ii @topic_cards_archer @topic_cards_lasso @id_cards_special_timing_due
    Scenario Outline: What is due after drawing an archer or a lasso thrower (<card>, <pelikan-special-timing>)
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: <card> tent eagle
        turn: North
        """
      When North draws
      Then the pending decision is: <due>

      Examples:
        | card   | pelikan-special-timing | due                  |
        | archer | after-placing          | place archer (drawn) |
        | archer | before-placing         | shoot                |
        | lasso  | after-placing          | place lasso (drawn)  |
        | lasso  | before-placing         | lasso                |

    @pelikan_1975 @ass_ii @topic_cards_lasso @id_cards_special_timing_lasso_space
    Scenario Outline: A lasso thrower that acts before it is laid may take the card its own place would have shut out (<pelikan-special-timing>, <lasso-placeable>)
      North has a lasso thrower in rows 2 and 3, so the drawn one (a duplicate, which ends
      the turn) can go only into row 1. Laid first, it leaves no row for South's lasso
      thrower, which cannot be taken: the lasso lapses (where the lasso may take a card
      that cannot be placed, North takes it and loses it). Acting first, North takes
      South's lasso thrower into row 1; his own then fits nowhere and is discarded.

      Given the position:
        """
        North:
          | bow1 |
          | lasso |
          | lasso |
        South:
          | lasso |
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
        | bow1 lasso |
        | lasso      |
        | lasso      |
        """
      And South's card at r1c1 is <south>
      And the discard pile is: <discard>
      And it is South's turn

      Examples:
        | pelikan-special-timing | lasso-placeable | first            | second           | third   | south | discard |
        | after-placing          | placeable-only  | place r1c2       |                  |         | lasso | -       |
        | after-placing          | take-then-lose  | place r1c2       | lasso South r1c1 | discard | empty | lasso   |
        | before-placing         | placeable-only  | lasso South r1c1 | place r1c2       | discard | empty | lasso   |
