Feature: Only a stern left of a bow, only a bow right of a stern (Amigo)
  In an Amigo display the card directly to the left of a bow may only be a stern, and the
  card directly to the right of a stern may only be a bow, with or without Indians.

  Rule: placement.bow-stern-neighbours - left of a bow only a stern, right of a stern only a bow
    The rule concerns the neighbours within a row only; cards above, below or at a corner
    of a bow or a stern are not affected.

    @amigo @topic_placement_bow_stern_neighbours @id_placement_bow_stern_neighbours_left_of_bow
    Scenario: Left of a bow only a stern may be laid
      Given the position:
        """
        North:
          | bow1 i2 |
        South:
          | chief |
        pile 1: i1 stern eagle
        turn: North
        """
      When North draws
      Then "place r1c0" is refused by rule placement.bow-stern-neighbours
      And "place r2c0" is legal
      And "place r2c1" is legal
      When North places the card at r1c3
      And North draws
      Then the pending decision is: place stern (drawn)
      And "place r1c0" is legal
      When North places the card at r1c0
      Then North's display is:
        """
        | stern bow1 i2 i1 |
        """

    @amigo @topic_placement_bow_stern_neighbours @id_placement_bow_stern_neighbours_right_of_stern
    Scenario: Right of a stern only a bow may be laid
      Given the position:
        """
        North:
          | bow1 i2 stern1 |
        South:
          | chief |
        pile 1: furs bow eagle
        turn: North
        """
      When North draws
      Then "place r1c4" is refused by rule placement.bow-stern-neighbours
      And "place r2c4" is legal
      And "place r0c4" is legal
      When North places the card at r2c4
      And North draws
      Then "place r1c4" is legal
      When North places the card at r1c4
      Then North's display is:
        """
        | bow1 i2 stern1 bow |
        | .    .  .      furs |
        """

    @amigo @topic_placement_bow_stern_neighbours @id_placement_bow_stern_neighbours_between
    Scenario: Nothing fits into a single space between a stern and a bow
      Given the position:
        """
        North:
          | i2 stern1 . bow i3 |
        South:
          | chief |
        pile 1: bow1 stern eagle
        turn: North
        """
      When North draws
      Then the pending decision is: place bow1 (drawn)
      And "place r1c3" is refused by rule placement.bow-stern-neighbours
      When North places the card at r2c1
      And North draws
      Then the pending decision is: place stern (drawn)
      And "place r1c3" is refused by rule placement.bow-stern-neighbours
      And "place r1c6" is legal

    @amigo @topic_placement_bow_stern_neighbours @id_placement_bow_stern_neighbours_indian_ends
    Scenario: Bows and sterns with Indians follow the same rule as empty ones
      Given the position:
        """
        North:
          | bow i2 stern |
        South:
          | chief |
        pile 1: stern1 i3 eagle
        turn: North
        """
      When North draws
      Then "place r1c4" is refused by rule placement.bow-stern-neighbours
      And "place r1c0" is legal
      When North places the card at r1c0
      Then North's display is:
        """
        | stern1 bow i2 stern |
        """
      When North draws
      Then "place r1c0" is legal
      And "place r1c5" is refused by rule placement.bow-stern-neighbours

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_placement_bow_stern_neighbours @topic_placement_where
    @id_placement_bow_stern_neighbours_by_edition
    Scenario Outline: Only Amigo restricts the card right of a stern, unless a row holds one canoe (<edition>, <one-canoe-per-row>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i2 stern1 |
        South:
          | chief |
        pile 1: furs bow eagle
        turn: North
        """
      When North draws
      Then "place r1c4" is <right of the stern>
      And "place r2c4" is legal

      Examples:
        | edition      | one-canoe-per-row | right of the stern |
        | pelikan-1975 | several           | legal              |
        | pelikan-1975 | one-per-row       | not legal          |
        | pelikan-1975 | one-anywhere      | legal              |
        | ass-ii       | several           | legal              |
        | ass-ii       | one-per-row       | not legal          |
        | ass-ii       | one-anywhere      | legal              |
        | ass-i        | -                 | legal              |
        | amigo        | -                 | not legal          |

  Rule: placement.bow-stern-neighbours - the rule holds for the layout, whichever card is laid last
    A bow may not be laid right of a card other than a stern, nor a stern left of a card
    other than a bow (ruling amigo-neighbour-rule). Where the rule is read as one about the
    card laid, only that card is judged against a bow on its right or a stern on its left.

    @amigo @topic_placement_bow_stern_neighbours @id_placement_bow_stern_neighbours_bow_laid_last
    Scenario Outline: A bow laid right of an Indian, a stern laid left of one (<amigo-neighbour-rule>)
      Given the position:
        """
        North:
          | i1 i2 |
        South:
          | chief |
        pile 1: bow stern eagle
        turn: North
        """
      When North draws
      Then the pending decision is: place bow (drawn)
      And "place r1c3" is <laid last>
      And "place r1c0" is legal
      When North places the card at r2c1
      And North draws
      Then the pending decision is: place stern (drawn)
      And "place r1c0" is <laid last>
      And "place r1c3" is legal

      Examples:
        | amigo-neighbour-rule | laid last                                           |
        | layout               | refused by rule placement.bow-stern-neighbours      |
        | act                  | legal                                               |
