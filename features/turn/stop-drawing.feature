Feature: What ends the drawing
  A player draws and places one card after another until a card or an event ends his
  run of drawing; which cards do so is where the editions differ most.

  Rule: turn.stop-drawing - which drawn cards end the run of drawing

    Pelikan and Ogallala II stop at a card of a kind already on the mat. Ogallala I stops
    at every card other than an empty bow, an empty stern or a booty card. Amigo stops at a
    card already in the display, the lasso thrower, the archer, Crazy Axe, a completed boat
    or a discarded card.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @id_turn_stop_new_indian_card
    Scenario Outline: An Indian card of a new kind ends the drawing only in Ogallala I
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 i3
        """
      When North draws
      And North places the card at r1c3
      Then it is <next>'s turn
      And the pending decision is: draw

      Examples:
        | edition      | next  |
        | pelikan-1975 | North |
        | ass-ii       | North |
        | ass-i        | South |
        | amigo        | North |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @topic_cards_chief @topic_cards_shaman
    @id_turn_stop_chief_shaman
    Scenario Outline: A chief or a shaman of a new kind ends the drawing only in Ogallala I (<edition>, <card>)
      Amigo's special cards that end the drawing are the lasso thrower, the archer and
      Crazy Axe; the chief and the shaman are not among them. Whether the drawing ends is
      settled by the draw: the position says so (`ending`) before the card is laid.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: <card> i3
        """
      When North draws
      Then the position is:
        """
        North:
          | bow i2 |
        South:
        pile 1: i3
        turn: North, drawn 1<ending>
        pending: place <card> (drawn)
        """
      When North places the card at r1c3
      Then the events are:
        | kind   | player | card   | at   |
        | placed | North  | <card> | r1c3 |
        | <turn> | South  |        |      |
      And it is <next>'s turn
      And the pending decision is: draw

      Examples:
        | edition      | card   | ending   | turn | next  |
        | pelikan-1975 | chief  |          | -    | North |
        | pelikan-1975 | shaman |          | -    | North |
        | ass-ii       | chief  |          | -    | North |
        | ass-ii       | shaman |          | -    | North |
        | ass-i        | chief  | , ending | turn | South |
        | ass-i        | shaman | , ending | turn | South |
        | amigo        | chief  |          | -    | North |
        | amigo        | shaman |          | -    | North |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @id_turn_stop_duplicate_empty_or_booty
    Scenario Outline: An empty bow or a booty card already in the display ends the drawing, except in Ogallala I
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 furs |
        South:
        pile 1: <card> i3
        """
      When North draws
      And North places the card at r2c1
      Then it is <next>'s turn
      And North's card at r2c1 is <card>

      Examples:
        | edition      | card | next  |
        | pelikan-1975 | bow  | South |
        | ass-ii       | bow  | South |
        | ass-i        | bow  | North |
        | amigo        | bow  | South |
        | pelikan-1975 | furs | South |
        | ass-ii       | furs | South |
        | ass-i        | furs | North |
        | amigo        | furs | South |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @id_turn_stop_duplicate_in_other_row
    Scenario: A card of a kind already in the display ends the drawing, whichever row holds it
      Given the position:
        """
        North:
          | bow  |
          | i2   |
        South:
        pile 1: i2 i3
        """
      When North draws
      And North places the card at r1c2
      Then it is South's turn
      And North's display is:
        """
        | bow i2 |
        | i2     |
        """

    @pelikan_1975 @ass_ii @topic_turn_stop_drawing @ruling_pelikan_duplicate_colour @id_turn_stop_duplicate_by_kind
    Scenario: The drawing goes on through new kinds and stops at the first card of a kind already on the mat
      The deck holds red- and blue-numbered copies of the Indian cards; they are compared
      by kind only, so a second card with two Indians is a duplicate whatever its colour.
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: i1 furs stern i2 i3
        """
      When the players play:
        """
        draw
        place r1c3
        draw
        place r1c4
        draw
        place r1c6
        draw
        """
      Then it is North's turn
      And the pending decision is: place i2 (drawn)
      When North places the card at r2c1
      Then it is South's turn
      And pile 1 is: i3

    @amigo @topic_turn_stop_drawing @id_turn_stop_amigo_colour_ignored
    Scenario Outline: In Amigo a card of the other tribe colour with the same picture is already in the display (<duplicate-colour>)
      Only where the number's colour makes a different card does North draw on.
      Given the edition amigo
      And the position:
        """
        options: tribes
        North:
          | bow i2.red |
        South:
        pile 1: i2.black i3.red
        """
      When North draws
      And North places the card at r2c1
      Then it is <next>'s turn
      And North's card at r2c1 is i2.black

      Examples:
        | duplicate-colour | next  |
        | colour-ignored   | South |
        | colour-counts    | North |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @id_turn_stop_totem
    Scenario Outline: The totem ends the drawing only in Ogallala I (<edition>, <ass-i-totem-stops>)
      In Ogallala I only empty bows, empty sterns and booty let the player draw on, unless
      only cards showing Red Indians are read to end the drawing.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: totem i3
        """
      When North draws
      And North places the card at r1c3
      Then it is <next>'s turn

      Examples:
        | edition      | ass-i-totem-stops | next  |
        | pelikan-1975 | -                 | North |
        | ass-ii       | -                 | North |
        | ass-i        | stops             | South |
        | ass-i        | continues         | North |
        | amigo        | -                 | North |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @id_turn_stop_first_lasso
    Scenario Outline: A first lasso thrower ends the drawing in Ogallala I and Amigo only (<attack-ends-turn>)
      South has no card to take, and the lasso thrower completes North's boat (out of reach
      even where the lasso may take the player's own cards), so the lasso has nothing to do.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
        pile 1: lasso i3
        """
      When North draws
      And North places the card at r1c3
      Then it is <next>'s turn
      And North's card at r1c3 is lasso

      Examples:
        | edition      | attack-ends-turn | next  |
        | pelikan-1975 | attack-ends      | North |
        | ass-ii       | attack-ends      | North |
        | ass-i        | attack-ends      | South |
        | amigo        | -                | South |
        | ass-i        | completion-ends  | South |
        | ass-i        | attack-continues | South |
        | ass-ii       | completion-ends  | South |
        | ass-ii       | attack-continues | North |
        | pelikan-1975 | completion-ends  | South |
        | pelikan-1975 | attack-continues | North |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @id_turn_stop_first_archer
    Scenario Outline: A first archer ends the drawing in Ogallala I and Amigo only (<attack-ends-turn>)
      South's complete totem boat holds no Indian card (and cannot be attacked), and the
      archer completes North's boat (out of reach even where the archer may shoot the
      player's own cards or any card), so the archer has nothing to do.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow totem stern |
        pile 1: archer i3
        """
      When North draws
      And North places the card at r1c3
      Then it is <next>'s turn

      Examples:
        | edition      | attack-ends-turn | next  |
        | pelikan-1975 | attack-ends      | North |
        | ass-ii       | attack-ends      | North |
        | ass-i        | attack-ends      | South |
        | amigo        | -                | South |
        | ass-i        | completion-ends  | South |
        | ass-i        | attack-continues | South |
        | ass-ii       | completion-ends  | South |
        | ass-ii       | attack-continues | North |
        | pelikan-1975 | completion-ends  | South |
        | pelikan-1975 | attack-continues | North |

    @ass_i @amigo @topic_turn_stop_drawing @topic_cards_crazy_axe @id_turn_stop_crazy_axe
    Scenario: Crazy Axe ends the drawing
      North has no complete boat, so the axe goes alone.
      Given the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: axe i3
        pile 2: i1
        pile 3: furs
        """
      When North draws
      Then it is South's turn
      And North's display is:
        """
        | bow i2 |
        """
      And pile 1 is: i3

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @id_turn_stop_completed_boat
    Scenario Outline: Completing a boat ends the drawing only in Amigo (<edition>, <attack-ends-turn>)
      The empty stern is new to North's display; South has no boat to attack. Where
      completing a boat is read to end the drawing in the other editions too, it does.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: stern i3
        """
      When North draws
      And North places the card at r1c3
      Then North has 1 complete boat
      And it is <next>'s turn

      Examples:
        | edition      | attack-ends-turn | next  |
        | pelikan-1975 | attack-ends      | North |
        | pelikan-1975 | completion-ends  | South |
        | pelikan-1975 | attack-continues | North |
        | ass-ii       | attack-ends      | North |
        | ass-ii       | completion-ends  | South |
        | ass-ii       | attack-continues | North |
        | ass-i        | attack-ends      | North |
        | ass-i        | completion-ends  | South |
        | ass-i        | attack-continues | North |
        | amigo        | -                | South |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_turn_stop_drawing @topic_attack_ends_turn @id_turn_stop_attack_declined
    Scenario Outline: Declining the attack of a completed boat does not end the drawing, except in Amigo (<edition>, <attack-ends-turn>)
      The empty stern is new to North's display. South's boat is weak enough to be attacked.
      Where completing a boat is read to end the drawing whether or not the player
      attacks, declining does not save the turn.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 |
        South:
          | i1 |
        pile 1: stern i3
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c3
      When North passes
      Then it is <next>'s turn
      And the pending decision is: draw
      And South's card at r1c1 is i1

      Examples:
        | edition      | attack-ends-turn | next  |
        | pelikan-1975 | attack-ends      | North |
        | pelikan-1975 | completion-ends  | South |
        | pelikan-1975 | attack-continues | North |
        | ass-ii       | attack-ends      | North |
        | ass-ii       | completion-ends  | South |
        | ass-ii       | attack-continues | North |
        | ass-i        | attack-ends      | North |
        | ass-i        | completion-ends  | South |
        | ass-i        | attack-continues | North |
        | amigo        | -                | South |

    @ass_i @topic_turn_stop_drawing @topic_variant_reserve_cards @id_turn_stop_ass_i_empty_section
    Scenario Outline: In Ogallala I an empty canoe section ends the drawing (<ass-i-totem-stops>)
      Only an empty bow, an empty stern or a booty card lets the player draw on; the empty
      section of the reserve is none of them, though it shows no Red Indian. Where only a
      card showing Red Indians ends the drawing, North draws on.
      Given the position:
        """
        options: empty-sections
        North:
          | bow i2 |
        South:
        pile 1: section i3
        pile 2: furs
        pile 3: tent
        """
      When North draws from pile 1
      And North places the card at r1c3
      Then it is <next>'s turn
      And North's display is:
        """
        | bow i2 section |
        """

      Examples:
        | ass-i-totem-stops | next  |
        | stops             | South |
        | continues         | North |

    @amigo @topic_turn_stop_drawing @id_turn_stop_amigo_other_colour_bow
    Scenario Outline: In Amigo a bow with a Red Indian of the other number colour is already in the display (<duplicate-colour>)
      The colour of the number does not make another picture: drawing the second bow with
      an Indian ends the drawing, unless the number's colour makes a different card.
      Given the position:
        """
        options: tribes
        North:
          | bow1.red i2.black |
        South:
        pile 1: bow1.black i3.red
        pile 2: tent
        pile 3: eagle
        """
      When North draws from pile 1
      And North places the card at r2c1
      Then it is <next>'s turn
      And North's card at r2c1 is bow1.black

      Examples:
        | duplicate-colour | next  |
        | colour-ignored   | South |
        | colour-counts    | North |
