Feature: Points per card
  Every card counts: 10 points per card on the mat in Pelikan and Ogallala II; in
  Ogallala I and Amigo 1 point per card of a complete boat, 2 points per card once the
  boat is long (Ogallala I from 9 cards, Amigo from 8 cards).

  Rule: scoring.card-points - 10 per card (Pelikan, Ogallala II), 1 or 2 per card of a complete boat by its length (Ogallala I, Amigo)

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_card_points @ruling_pelikan_each_card
    @id_scoring_card_points_short_boats_by_edition
    Scenario Outline: Two short complete boats score by the edition's points per card (<edition>)
      A boat of 4 cards and a boat of 3 cards, without booty or totem.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow  i1 i2 stern   |
          | bow1 i3 stern1     |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points  | boat      |
        | scoring.card-points | <four>  | r1c1-r1c4 |
        | scoring.card-points | <three> | r2c1-r2c3 |
      And North scores <total>

      Examples:
        | edition      | four | three | total |
        | pelikan-1975 | 40   | 30    | 70    |
        | ass-ii       | 40   | 30    | 70    |
        | ass-i        | 4    | 3     | 7     |
        | amigo        | 4    | 3     | 7     |

    @pelikan_1975 @ass_ii @topic_scoring_card_points @ruling_pelikan_each_card
    @id_scoring_card_points_every_kind_ten
    Scenario: In Pelikan and Ogallala II every kind of card counts 10, empty ones too
      The complete boat holds an empty bow, an empty section, an archer and an empty stern:
      4 x 10 = 40, whatever the cards show.
      Given the position:
        """
        North:
          | bow section archer stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points | boat      |
        | scoring.card-points | 40     | r1c1-r1c4 |

    @ass_i @topic_scoring_card_points @ruling_ass_i_long_boat @id_scoring_card_points_ass_i_threshold
    Scenario Outline: Ogallala I pays 2 points per card from 9 cards on (<cards> cards, <ass-i-long-boat>)
      The rules give 1 point per card for 2 to 8 cards and 2 points per card for "more
      than 8"; the information card's "8 or more" is not followed (ruling ass-i-long-boat),
      but an engine reading it so pays 2 points per card from 8 cards on.
      Given the position:
        """
        North:
          | <boat> |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points   | boat   |
        | scoring.card-points | <points> | <span> |

      Examples:
        | ass-i-long-boat | cards | boat                                             | span       | points |
        | nine-plus       | 2     | bow stern                                        | r1c1-r1c2  | 2      |
        | nine-plus       | 7     | bow i1 i1 i2 i2 i3 stern                         | r1c1-r1c7  | 7      |
        | nine-plus       | 8     | bow i1 i1 i2 i2 i3 i3 stern                      | r1c1-r1c8  | 8      |
        | nine-plus       | 9     | bow i1 i1 i2 i2 i3 i3 chief stern                | r1c1-r1c9  | 18     |
        | nine-plus       | 13    | bow i1 i1 i1 i2 i2 i2 i3 i3 i3 chief chief stern | r1c1-r1c13 | 26     |
        | nine-plus       | 14    | bow i1 i1 i1 i2 i2 i2 i3 i3 i3 chief chief shaman stern | r1c1-r1c14 | 28 |
        | eight-plus      | 7     | bow i1 i1 i2 i2 i3 stern                         | r1c1-r1c7  | 7      |
        | eight-plus      | 8     | bow i1 i1 i2 i2 i3 i3 stern                      | r1c1-r1c8  | 16     |
        | eight-plus      | 9     | bow i1 i1 i2 i2 i3 i3 chief stern                | r1c1-r1c9  | 18     |
        | eight-plus      | 13    | bow i1 i1 i1 i2 i2 i2 i3 i3 i3 chief chief stern | r1c1-r1c13 | 26     |

    @amigo @topic_scoring_card_points @id_scoring_card_points_amigo_threshold
    Scenario Outline: Amigo pays 2 points per card from 8 cards on (<cards> cards)
      Two to seven cards: 1 point each; eight to 14 cards: 2 points each.
      Given the position:
        """
        North:
          | <boat> |
        South:
          | bow1 chief stern1 |
        """
      Then North's score lines are:
        | rule                | points   | boat   |
        | scoring.card-points | <points> | <span> |

      Examples:
        | cards | boat                                          | span      | points |
        | 2     | bow stern                                     | r1c1-r1c2 | 2      |
        | 7     | bow i1 i2 i3 chief shaman stern               | r1c1-r1c7 | 7      |
        | 8     | bow i1 i2 i3 chief shaman lasso stern         | r1c1-r1c8 | 16     |
        | 9     | bow i1 i2 i3 chief shaman lasso archer stern  | r1c1-r1c9 | 18     |

    @amigo @topic_scoring_card_points @topic_scoring_simple_booty @id_scoring_card_points_amigo_fourteen
    Scenario: An Amigo boat of the full width of 14 cards scores 2 points per card
      No two cards of one picture may lie in one row, so the boat holds four simple booty
      cards: 14 x 2 = 28 for the cards, 4 x 10 = 40 for the booty, 68 in all.
      Given the position:
        """
        North:
          | bow i1 i2 i3 chief shaman lasso archer totem furs tent eagle tobacco stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c14 scores 68
      And North scores 68
