Feature: Which rule a refused placement names
  A placement can break two rules at once. The refusal then names the first rule broken
  in the order docs/protocol.md gives ("Which rule a refusal names"): the space itself
  before the row it would join; in a free display, whether the space is within reach,
  then the display's limits, then whether it is free, then whether the card would touch
  another; in the row, the same picture, then one canoe per row, then what may lie
  beside a bow or a stern, then the tribes. (What may lie beside a bow or a stern and the
  tribes never meet: a card that breaks the first is in another boat than the bow or
  stern beside it.)

  Rule: placement.adjacency - a space out of reach is refused as such, whatever else it breaks

    @amigo @topic_placement_adjacency @topic_placement_display_limits @id_placement_precedence_out_of_reach_over_limits
    Scenario: In Amigo a space two rows below a display three rows high is out of reach before it is too high
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 |
          | i2  .  |
          | i3  .  |
        South:
        pile 1: furs
        pile 2: i1
        pile 3: i2
        """
      When North draws
      Then "place r5c1" is refused by rule placement.adjacency

    @amigo @topic_placement_display_limits @topic_placement_adjacency @id_placement_precedence_limits_over_touch
    Scenario: In Amigo a new fourth row is too high before its space touches no card
      The space below the bottom right corner touches nothing, and it would make the
      display four rows high.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 |
          | i2  .  |
          | i3  .  |
        South:
        pile 1: furs
        pile 2: i1
        pile 3: i2
        """
      When North draws
      Then "place r4c3" is refused by rule placement.display-limits

    @amigo @topic_placement_display_limits @topic_placement_same_picture @id_placement_precedence_limits_over_picture
    Scenario: In Amigo a fifteenth card in a row is too wide before its picture repeats
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 i2 i3 chief shaman lasso archer furs tent eagle tobacco firewater woman |
        South:
        pile 1: furs
        pile 2: i1
        pile 3: i2
        """
      When North draws
      Then "place r1c15" is refused by rule placement.display-limits

  Rule: placement.no-moving - an occupied space is refused as such, whatever else it breaks

    @pelikan_1975 @ass_ii @amigo @topic_placement_no_moving @topic_placement_same_picture @id_placement_precedence_occupied_over_picture
    Scenario: A space that holds a card is occupied before the row's picture repeats
      The furs would go onto the furs already in the row.
      Given the position:
        """
        North:
          | bow furs i1 |
        South:
        pile 1: furs i2
        """
      When North draws
      Then "place r1c2" is refused by rule placement.no-moving

  Rule: placement.adjacency - a free display's space that touches no card is refused as such, whatever else it breaks

    @amigo @topic_placement_adjacency @topic_placement_same_picture @id_placement_precedence_touch_over_picture
    Scenario: In Amigo a space that touches no card is refused before its row's picture repeats
      The bottom left space of North's display touches no card, and its row already holds
      an Indian of one.
      Given the edition amigo
      And the position:
        """
        North:
          | bow furs i2 i3 chief  |
          | .   .    .  .  shaman |
          | .   .    .  i1 archer |
        South:
        pile 1: i1
        pile 2: i2
        pile 3: tent
        """
      When North draws
      Then "place r3c1" is refused by rule placement.adjacency

  Rule: placement.same-picture - a repeated picture is refused as such before the neighbours and the tribes

    @amigo @topic_placement_same_picture @topic_placement_bow_stern_neighbours @id_placement_precedence_picture_over_neighbours
    Scenario Outline: In Amigo an Indian right of a stern in a row that holds one is refused for its picture (<amigo-same-picture>)
      Where a picture may not repeat only within a canoe, the Indian right of the stern
      starts a canoe of his own: only the stern's neighbour rule is broken.
      Given the edition amigo
      And the position:
        """
        North:
          | bow1 i1 stern |
        South:
        pile 1: i1
        pile 2: i2
        pile 3: tent
        """
      When North draws
      Then "place r1c4" is refused by rule <rule>

      Examples:
        | amigo-same-picture | rule                           |
        | per-row            | placement.same-picture         |
        | per-canoe          | placement.bow-stern-neighbours |

    @amigo @topic_placement_same_picture @topic_variant_two_tribes @id_placement_precedence_picture_over_tribes
    Scenario: In Amigo a black Indian in a red boat that holds his picture is refused for the picture
      Given the edition amigo
      And the position:
        """
        options: tribes
        North:
          | bow1.red i1.red |
        South:
        pile 1: i1.black
        pile 2: i2.red
        pile 3: tent
        """
      When North draws
      Then "place r1c3" is refused by rule placement.same-picture

  Rule: placement.where - a card that was not drawn must be placed, before anything is said of its fitting

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_placement_where @topic_turn_unplaceable_card @id_placement_precedence_gained_card_over_fitting
    Scenario: Discarding a lassoed card that fits is refused because a lassoed card must be placed
      A drawn card that fits may not be discarded either (except in Amigo); for a card the
      lasso took, that it was not drawn is named.
      Given the position:
        """
        North:
          | bow i2 lasso |
        South:
          | bow1 i1 |
        pile 1: furs
        turn: North, drawn 1
        pending: place tent (lassoed)
        """
      Then "discard" is refused by rule placement.where
