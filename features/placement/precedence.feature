Feature: Which rule a refused placement names
  A placement can break two rules at once. The refusal then names the first rule broken
  in the order docs/protocol.md gives ("Which rule a refusal names"): the space itself
  before the row it would join; in a free display, whether the space is within reach,
  then the display's limits, then whether it is free, then whether the card would touch
  another; in the row, the same picture, then one canoe per row, then what may lie
  beside a bow or a stern, then the tribes. docs/precedence.md lists every pair of these
  rules with the scenario that shows it.

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

  Rule: placement.no-moving - an occupied space is refused as such before the rules of the row it would change

    @amigo @topic_placement_no_moving @topic_placement_adjacency @id_placement_precedence_occupied_over_touch
    Scenario: In Amigo the space of a lone card is occupied before it touches no other card
      The only card of the display touches no card but itself.
      Given the edition amigo
      And the position:
        """
        North:
          | i1 |
        South:
        pile 1: i2
        pile 2: i1
        pile 3: tent
        """
      When North draws
      Then "place r1c1" is refused by rule placement.no-moving

    @amigo @topic_placement_no_moving @topic_placement_bow_stern_neighbours @id_placement_precedence_occupied_over_neighbours
    Scenario: In Amigo an Indian put on the bow right of a stern is refused as occupied, not as the stern's neighbour
      In place of the bow1, the i3 would lie right of the stern, where only a bow may lie.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 stern bow1 i2 |
        South:
        pile 1: i3
        pile 2: i1
        pile 3: i2
        """
      When North draws
      Then "place r1c4" is refused by rule placement.no-moving

    @ass_i @topic_placement_no_moving @topic_variant_two_tribes @id_placement_precedence_occupied_over_tribes
    Scenario: In Ogallala I a blue Indian put on a card of a red boat is refused as occupied, not for the tribes
      Given the edition ass-i
      And the position:
        """
        options: tribes
        North:
          | bow1.red i1.red i2.red |
        South:
        pile 1: i3.blue
        pile 2: i1.red
        pile 3: i2.red
        """
      When North draws
      Then "place r1c3" is refused by rule placement.no-moving

    @pelikan_1975 @ass_ii @topic_placement_no_moving @topic_boats_horizontal @id_placement_precedence_occupied_over_one_canoe
    Scenario Outline: A bow put on the stern is refused as occupied, where a row holds one canoe or several (<one-canoe-per-row>)
      In place of the stern, the bow1 would lie right of the i1: a second canoe in the row
      where a row holds one.
      Given the position:
        """
        North:
          | bow i1 stern |
        South:
        pile 1: bow1 i2
        """
      When North draws
      Then "place r1c3" is refused by rule placement.no-moving

      Examples:
        | one-canoe-per-row |
        | several           |
        | one-per-row       |
        | one-anywhere      |

  Rule: placement.display-limits - a display too wide is refused as such before the neighbours and the tribes of its row

    @amigo @topic_placement_display_limits @topic_placement_bow_stern_neighbours @id_placement_precedence_limits_over_neighbours
    Scenario: In Amigo a fifteenth card right of a stern is too wide before it is no bow
      Given the edition amigo
      And the position:
        """
        North:
          | bow i1 i2 i3 chief shaman lasso archer furs tent eagle tobacco firewater stern |
        South:
        pile 1: gold-f
        pile 2: i1
        pile 3: i2
        """
      When North draws
      Then "place r1c15" is refused by rule placement.display-limits

    @amigo @topic_placement_display_limits @topic_variant_two_tribes @id_placement_precedence_limits_over_tribes
    Scenario: In Amigo a black Indian as the fifteenth card of a red boat is too wide before it mixes the tribes
      Given the edition amigo
      And the position:
        """
        options: tribes
        North:
          | bow1.red i1.red i2.red chief.red shaman.red lasso.red archer.red furs tent eagle tobacco firewater buffalo-f gold-f |
        South:
        pile 1: i3.black
        pile 2: i1.red
        pile 3: i2.red
        """
      When North draws
      Then "place r1c15" is refused by rule placement.display-limits

  Rule: placement.same-picture - a repeated picture is refused as such before one canoe per row

    @pelikan_1975 @ass_ii @topic_placement_same_picture @topic_boats_horizontal @id_placement_precedence_picture_over_one_canoe
    Scenario Outline: An Indian right of the stern whose picture the row holds is refused for the picture (<one-canoe-per-row>)
      Where a row holds one canoe, a card right of its stern breaks that rule too.
      Given the position:
        """
        North:
          | bow i1 stern |
        South:
        pile 1: i1 i2
        """
      When North draws
      Then "place r1c4" is refused by rule placement.same-picture

      Examples:
        | one-canoe-per-row |
        | several           |
        | one-per-row       |
        | one-anywhere      |

  Rule: placement.bow-stern-neighbours - what may lie beside a stern is named before the tribes

    @amigo @topic_placement_bow_stern_neighbours @topic_variant_two_tribes @id_placement_precedence_neighbours_over_tribes
    Scenario: In Amigo a red Indian right of a stern, joining a black boat, is refused as the stern's neighbour
      The i3.red would fill the gap before the black Indian and his stern and make one boat
      of both tribes with them.
      Given the edition amigo
      And the position:
        """
        options: tribes
        North:
          | bow1.red i1.red stern . i2.black stern1.black |
        South:
        pile 1: i3.red
        pile 2: i1.red
        pile 3: i2.red
        """
      When North draws
      Then "place r1c4" is refused by rule placement.bow-stern-neighbours
