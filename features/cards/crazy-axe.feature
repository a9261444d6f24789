Feature: Crazy Axe
  Crazy Axe is never placed on a free space: the player who draws him must sink one of
  his own complete boats with him. Ogallala I removes the sunk cards from play, Amigo puts
  them into the Eternal Hunting Grounds (the discard pile). Pelikan and Ogallala II have
  no Crazy Axe.

  Rule: cards.crazy-axe - Crazy Axe sinks one of its player's own complete boats

    @ass_i @amigo @topic_cards_crazy_axe @id_cards_axe_sinks_boat_of_choice
    Scenario Outline: Crazy Axe sinks the own complete boat the player chooses (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i1 stern |
          | bow1 i2 stern1 |
          | bow1 i3 |
        South:
          | bow i1 stern |
        pile 1: axe tent
        pile 2: eagle
        pile 3: furs
        turn: North
        """
      When North draws
      Then the pending decision is: sink axe
      And the legal actions are:
        """
        sink r1c1-r1c3
        sink r2c1-r2c3
        """
      And "sink r3c1-r3c2" is refused by rule cards.crazy-axe
      When North sinks the boat r2c1-r2c3
      Then the events are:
        | kind   | player | cards              | boat      | rule            |
        | sank   | North  | bow1 i2 stern1     | r2c1-r2c3 |                 |
        | <lost> | North  | bow1 i2 stern1 axe |           | cards.crazy-axe |
        | turn   | South  |                    |           |                 |
      And North's display is:
        """
        | bow i1 stern |
        | .   .  .     |
        | bow1 i3 .    |
        """
      And South's display is:
        """
        | bow i1 stern |
        """
      And the cards out of play are: <out>
      And the discard pile is: <discard>
      And it is South's turn

      Examples:
        | edition | out                | discard            | lost      |
        | ass-i   | bow1 i2 stern1 axe | -                  | removed   |
        | amigo   | -                  | axe stern1 i2 bow1 | discarded |

    @ass_i @amigo @topic_cards_crazy_axe @id_cards_axe_alone
    Scenario Outline: Without a complete boat Crazy Axe goes alone (<edition>)
      Nothing is left to decide, so the axe's going is part of the draw: it lapses and
      leaves the game (Ogallala I) or goes to the discard pile (Amigo), and the turn passes.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i3 . stern |
        South:
        pile 1: axe tent
        pile 2: eagle
        pile 3: furs
        turn: North
        """
      When North draws
      Then the events are:
        | kind   | player | card | cards | pile | rule            |
        | drew   | North  | axe  |       | 1    |                 |
        | lapsed | North  |      |       |      | cards.crazy-axe |
        | <lost> | North  |      | axe   |      | cards.crazy-axe |
        | turn   | South  |      |       |      |                 |
      And North's display is:
        """
        | bow1 i3 . stern |
        """
      And the cards out of play are: <out>
      And the discard pile is: <discard>
      And it is South's turn

      Examples:
        | edition | out | discard | lost      |
        | ass-i   | axe | -       | removed   |
        | amigo   | -   | axe     | discarded |

    @ass_i @amigo @topic_cards_crazy_axe @topic_cards_totem @id_cards_axe_sinks_totem_boat
    Scenario: Crazy Axe sinks a complete boat even though it holds the totem
      One boat to sink leaves one action, but the decision still waits for the player, as
      every decision with a legal action does (docs/protocol.md, "Obligations").
      Given the position:
        """
        North:
          | bow1 i2 |
          | bow totem i1 stern |
        South:
        pile 1: axe tent
        pile 2: eagle
        pile 3: furs
        turn: North
        """
      When North draws
      Then the legal actions are:
        """
        sink r2c1-r2c4
        """
      And the position is:
        """
        North:
          | bow1 i2 |
          | bow totem i1 stern |
        South:
        pile 1: tent
        pile 2: eagle
        pile 3: furs
        turn: North, drawn 1, ending
        pending: sink axe
        """
      When North sinks the boat r2c1-r2c4
      Then North's display is:
        """
        | bow1 i2 |
        """
      And North has 0 complete boats

    @amigo @topic_cards_crazy_axe @topic_piles_discard @id_cards_axe_amigo_to_discard
    Scenario: In Amigo Crazy Axe goes to the discard pile with the boat it sinks
      Given the position:
        """
        North:
          | bow i2 stern      |
          | bow1 i1 stern1    |
        South:
          | bow i3 |
        pile 1: axe tent
        pile 2: eagle
        pile 3: furs
        """
      When North draws from pile 1
      And North sinks the boat r1c1-r1c3
      Then the discard pile holds: axe bow i2 stern
      And the cards out of play are: -
      And North's display is:
        """
        | bow1 i1 stern1 |
        """
      And it is South's turn

  Rule: cards.crazy-axe - with two tribes, Crazy Axe sinks a boat of either tribe
    Crazy Axe carries a tribe's colour, but he is placed on a boat that sinks at once,
    never into it beside its Indians (ruling ass-i-axe-tribe).

    @ass_i @topic_cards_crazy_axe @topic_variant_two_tribes @id_cards_axe_either_tribe
    Scenario Outline: In Ogallala I a red Crazy Axe may sink a blue boat (<ass-i-axe-tribe>)
      North has a complete red boat, a complete blue one and one without Indians. Where
      Crazy Axe goes only onto a boat he could join, the blue boat is spared.
      Given the position:
        """
        edition: ass-i
        options: tribes
        North:
          | bow1.red i2.red stern |
          | bow1.blue i1.blue stern |
          | bow furs stern |
        South:
          | bow i1.blue stern |
        pile 1: axe.red tent
        turn: North
        """
      When North draws
      Then the pending decision is: sink axe.red
      And "sink r1c1-r1c3" is legal
      And "sink r3c1-r3c3" is legal
      And "sink r2c1-r2c3" is <blue>

      Examples:
        | ass-i-axe-tribe | blue                               |
        | any-boat        | legal                              |
        | own-tribe       | refused by rule variant.two-tribes |

    @ass_i @topic_cards_crazy_axe @topic_variant_two_tribes @id_cards_axe_other_tribe_only
    Scenario Outline: In Ogallala I a red Crazy Axe with only a blue boat to sink (<ass-i-axe-tribe>)
      Where Crazy Axe goes only onto a boat he could join, North has none, and Crazy Axe
      sinks himself alone.
      Given the position:
        """
        edition: ass-i
        options: tribes
        North:
          | bow1.blue i1.blue stern |
        South:
          | bow i1.blue stern |
        pile 1: axe.red tent
        turn: North
        """
      When North draws
      Then the pending decisions are:
        """
        <pending>
        """
      And the cards out of play are: <out>

      Examples:
        | ass-i-axe-tribe | pending       | out     |
        | any-boat        | sink axe.red  | -       |
        | own-tribe       | draw          | axe.red |
