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

    @pelikan_1975 @ass_ii @ass_i @topic_cards_archer @ruling_ass_i_archer_target
    @id_cards_archer_shot_card_destination
    Scenario Outline: The shot card goes to the discard pile, in Ogallala I out of play (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: shoot
      When North shoots South's card at r1c2
      Then South's display is:
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
        | edition      | discard | out |
        | pelikan-1975 | i2      | -   |
        | ass-ii       | i2      | -   |
        | ass-i        | -       | i2  |

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
      Then the discard pile is: i2
      And the cards out of play are: -
      And it is South's turn

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @ruling_ass_i_archer_target
    @id_cards_archer_indian_cards_only
    Scenario: The archer shoots only cards showing Indians
      Not the empty bow, the furs, the bear hunter (booty) or the totem.

      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow furs bear-hunter i2 |
          | totem i1 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then "shoot South r1c4" is legal
      And "shoot South r1c1" is refused by rule cards.archer
      And "shoot South r1c2" is refused by rule cards.archer
      And "shoot South r1c3" is refused by rule cards.archer
      And "shoot South r2c1" is refused by rule cards.archer

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @id_cards_archer_complete_boat_by_edition
    Scenario Outline: Only in Pelikan and Ogallala II may the archer shoot into a complete boat (<edition>)
      Given the edition <edition>
      And the position:
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
      Then the pending decision is: shoot
      And "shoot South r2c2" is legal
      And "shoot South r1c2" is <complete>

      Examples:
        | edition      | complete  |
        | pelikan-1975 | legal     |
        | ass-ii       | legal     |
        | ass-i        | not legal |
        | amigo        | not legal |

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
    Scenario: In Pelikan and Ogallala II the archer's shot leaves a gap in a complete boat
      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 stern1 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      And North shoots South's card at r1c3
      Then South's display is:
        """
        | bow1 i2 . |
        """
      And South has 0 complete boats
      And the discard pile is: stern1

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @ruling_pelikan_special_optional
    @ruling_amigo_lasso_archer_mandatory @id_cards_archer_optional_by_edition
    Scenario Outline: The archer may hold his fire except in Amigo (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 |
        South:
          | bow1 i2 furs |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the pending decision is: shoot
      And "shoot South r1c2" is legal
      And "pass" is <pass>

      Examples:
        | edition      | pass      |
        | pelikan-1975 | legal     |
        | ass-ii       | legal     |
        | ass-i        | legal     |
        | amigo        | not legal |

    @amigo @topic_cards_archer @ruling_amigo_lasso_archer_mandatory @id_cards_archer_amigo_pass_refused
    Scenario: In Amigo the archer must shoot when there is an Indian card to shoot
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
      Then "pass" is refused by rule cards.archer

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @ruling_amigo_lasso_archer_mandatory
    @id_cards_archer_lapses_without_target
    Scenario: An archer with no Indian card to shoot lapses
      South's boat holds an empty bow and booty only.

      Given the position:
        """
        North:
          | bow1 |
        South:
          | bow furs tent |
        pile 1: archer eagle firewater
        turn: North
        """
      When North draws
      And North places the card at r1c2
      Then the events include:
        """
        North's cards.archer lapsed
        """
      And South's display is:
        """
        | bow furs tent |
        """

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_cards_archer @ruling_ass_i_special_owner
    @id_cards_archer_not_own_boat
    Scenario: The archer shoots only another player's card
      Given the position:
        """
        North:
          | bow1 i2 |
        South:
          | bow1 i1 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "shoot South r1c2" is legal
      And "shoot North r1c2" is refused by rule cards.archer

    @pelikan_1975 @ass_ii @topic_cards_archer @topic_turn_stop_drawing @id_cards_archer_second_archer
    Scenario: In Pelikan and Ogallala II a second archer still shoots, then the turn ends
      Given the position:
        """
        North:
          | bow1 archer |
        South:
          | bow1 i1 |
        pile 1: archer tent eagle
        turn: North
        """
      When North draws
      And North places the card at r2c1
      Then the pending decision is: shoot
      When North shoots South's card at r1c2
      Then the discard pile is: i1
      And it is South's turn
