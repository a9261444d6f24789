Feature: The rulebooks' worked examples
  Each rulebook that tallies an example is played back here: Pelikan's first player
  with 1,150 points (000), Ogallala I's tally examples and the three example displays
  of the ASS rulebook (003), and Amigo's boats worth 26 and 140 and its bear
  combinations (002).

  Rule: scoring.examples - the sources' worked examples score as printed

    @pelikan_1975 @topic_scoring_examples @topic_scoring_first_three @topic_scoring_length_bonus
    @topic_scoring_card_points @topic_scoring_booty_suite @topic_scoring_booty_pair
    @topic_scoring_simple_booty @topic_scoring_lone_person @topic_scoring_lone_half
    @ruling_pelikan_hunter_behind @ruling_pelikan_each_card @ruling_suite_order
    @id_scoring_examples_pelikan_1150
    Scenario Outline: Pelikan's first player with three complete boats of 5, 9 and 12 cards scores 1,150 (<pelikan-doubled-booty>)
      Source 000, "Exemple": the first player has completed 3 canoes of 5, 9 and 12 cards,
      among them a cowboy and a gold digger, two buffalo cards, one wood card, one tobacco
      and one furs. 300 (first with three canoes) + 50 (5 cards) + 100 (9 cards) + 150
      (12 cards) + 260 (26 cards) + 150 (the hunter) + 100 (double booty cards) + 40
      (simple booty cards) = 1,150. Here the horses are not on the mat. The gold digger
      has his gold pair behind him (150 on top of the pair's 50); the buffalo pair is the
      other 50 of the "double booty" (ruling pelikan-doubled-booty, two-pairs). The
      cowboy does not count as a hunter because his horse cards are not behind him, and
      the lone wood card does not count as booty because its partner is missing. Read
      with 50 a card of a pair and the gold pair inside the hunter's 150, this layout
      also gives 1,150; with the hunter's 150 in place of his pair's 50 it gives 1,100.
      Given the position:
        """
        edition: pelikan-1975
        North:
          | bow gold-digger gold-f gold-r i1 i2 i3 chief lasso archer shaman stern |
          | bow1 buffalo-f buffalo-r tobacco furs i1 i2 i3 stern1 |
          | bow cowboy wood-f i1 stern |
        South:
          | bow1 i2 stern1 |
        first three: North
        game over
        """
      Then North's score lines include:
        | rule                 | points    | boat       |
        | scoring.first-three  | 300       | -          |
        | scoring.length-bonus | 50        | r3c1-r3c5  |
        | scoring.length-bonus | 100       | r2c1-r2c9  |
        | scoring.length-bonus | 150       | r1c1-r1c12 |
        | scoring.card-points  | 50        | r3c1-r3c5  |
        | scoring.card-points  | 90        | r2c1-r2c9  |
        | scoring.card-points  | 120       | r1c1-r1c12 |
        | scoring.booty-suite  | 150       | r1c1-r1c12 |
        | scoring.booty-pair   | <buffalo> | r2c1-r2c9  |
        | scoring.simple-booty | 20        | r2c1-r2c9  |
        | scoring.simple-booty | 20        | r2c1-r2c9  |
      And North's boat r1c1-r1c12 scores <first>
      And North's boat r2c1-r2c9 scores <second>
      And North's boat r3c1-r3c5 scores 100
      And North scores <total>
      And the winner is North

      Examples:
        | pelikan-doubled-booty | buffalo | first | second | total |
        | two-pairs             | 50      | 470   | 280    | 1150  |
        | hunter-replaces-pair  | 50      | 420   | 280    | 1100  |
        | per-card              | 100     | 420   | 330    | 1150  |

    @pelikan_1975 @topic_scoring_examples @topic_scoring_booty_suite @topic_scoring_booty_pair
    @topic_scoring_lone_person @ruling_pelikan_each_card @id_scoring_examples_pelikan_1150_horses
    Scenario Outline: Pelikan's example with the horses matched but not behind the cowboy (<pelikan-doubled-booty>, <pelikan-hunter-behind>, <suite-order>)
      000 says the cowboy's horse cards "ne sont pas placées là-derrière", not placed
      there behind him, not that they are missing. Here they lie as a matched pair in
      the cowboy's canoe, with the tobacco between him and them; the wood card is alone
      in the 5-card canoe. The canoes, 26 cards, the gold digger's suite and the simple
      booty are as in the example. With the hunter's 150 in place of his pair's 50
      (ruling pelikan-doubled-booty, hunter-replaces-pair) the doubled booty is the
      buffalo and horse pairs, 100, and the total is 1,150, as printed: 300 + 50 + 100 +
      150 + 260 + 150 + 100 + 40. With the pair's 50 on top of the hunter's 150 it is
      1,200; with 50 a card of a pair, 1,250. Where the pair may lie anywhere behind the
      hunter, or the person anywhere in the boat, the cowboy earns 150 too: 1,350.
      Given the position:
        """
        edition: pelikan-1975
        North:
          | bow gold-digger gold-f gold-r i1 i2 i3 chief lasso archer shaman stern |
          | bow1 cowboy tobacco horse-f horse-r buffalo-f buffalo-r furs stern1 |
          | bow i1 wood-f i2 stern |
        South:
          | bow1 i2 stern1 |
        first three: North
        game over
        """
      Then North's boat r1c1-r1c12 scores <first>
      And North's boat r2c1-r2c9 scores <second>
      And North's boat r3c1-r3c5 scores 100
      And North scores <total>

      Examples:
        | pelikan-doubled-booty | pelikan-hunter-behind | suite-order | first | second | total |
        | two-pairs             | directly-behind       | person-fore | 470   | 330    | 1200  |
        | hunter-replaces-pair  | directly-behind       | person-fore | 420   | 330    | 1150  |
        | per-card              | directly-behind       | person-fore | 420   | 430    | 1250  |
        | two-pairs             | anywhere-behind       | person-fore | 470   | 480    | 1350  |
        | two-pairs             | directly-behind       | either-end  | 470   | 330    | 1200  |
        | two-pairs             | directly-behind       | any-order   | 470   | 330    | 1200  |
        | two-pairs             | directly-behind       | same-boat   | 470   | 480    | 1350  |

    @pelikan_1975 @topic_scoring_examples @topic_scoring_booty_suite @topic_scoring_booty_pair
    @topic_scoring_lone_person @ruling_pelikan_each_card @ruling_pelikan_hunter_behind @ruling_suite_order
    @id_scoring_examples_pelikan_1150_horses_elsewhere
    Scenario Outline: Pelikan's example with the horses on the mat, in another canoe than the cowboy (<pelikan-doubled-booty>)
      000 has the cowboy and the gold digger "placées avant les cartes-butin qui en font
      partie", placed before the booty cards that belong to them, and the cowboy not
      counted because his horse cards "ne sont pas placées là-derrière", not placed there
      behind him. Here the cowboy lies in the 9-card canoe of row 2, before the horses in
      the reading of the mat, and the horses lie matched in the 5-card canoe of row 3 with
      the lone wood card: on the mat, not behind him. The gold digger has his gold pair
      behind him. 300 (first with three canoes) + 50 + 100 + 150 (the canoes of 5, 9 and 12
      cards) + 260 (26 cards) + 40 (tobacco and furs) + 150 (the gold digger) and the
      pairs: with the hunter's 150 in place of his pair's 50 (ruling pelikan-doubled-booty,
      hunter-replaces-pair) the buffalo and horse pairs make the printed 100, and the total
      is the printed 1,150; with each pair's 50 on top of the hunter's 150 it is 1,200; with
      50 a card of a pair, 1,250.
      Given the position:
        """
        edition: pelikan-1975
        North:
          | bow gold-digger gold-f gold-r i1 i2 i3 chief lasso archer shaman stern |
          | bow1 cowboy buffalo-f buffalo-r tobacco furs i1 i2 stern1 |
          | bow horse-f horse-r wood-f stern |
        South:
          | bow1 i2 stern1 |
        first three: North
        game over
        """
      Then North's boat r1c1-r1c12 scores <first>
      And North's boat r2c1-r2c9 scores <second>
      And North's boat r3c1-r3c5 scores <third>
      And North scores <total>
      And the winner is North

      Examples:
        | pelikan-doubled-booty | first | second | third | total |
        | two-pairs             | 470   | 280    | 150   | 1200  |
        | hunter-replaces-pair  | 420   | 280    | 150   | 1150  |
        | per-card              | 420   | 330    | 200   | 1250  |

    @ass_i @topic_scoring_examples @topic_scoring_card_points @topic_scoring_repeated_booty
    @topic_scoring_booty_suite @ruling_ass_i_long_boat @ruling_ass_i_same_picture
    @id_scoring_examples_ass_i_tally_55
    Scenario Outline: Ogallala I's tally example: boats of 3, 5 and 13 cards score 4 + 9 + 42 = 55 (<ass-i-highest-booty>, <ass-i-booty-bonus>, <suite-order>, <booty-halves>)
      Source 003, "Example of Tallying": a complete boat of 3 cards, one of them booty:
      3 + 1 = 4; a complete boat of 5 cards, two of them furs: 5 + 2 x 2 = 9; a complete
      boat of 13 cards with two tobacco and the wood suite (wood + wood + lumberjack):
      26 (long boat) + 2 x 2 (tobacco) + 3 x 4 (wood suite) = 42. "If those 3 boats were
      boats of the same player, his final score would be 55 points." The rows for other
      readings show that they miss the printed figures: every line added up (68), the
      overview's "double ... quadruple" (59), "an additional 2 points" (56), the person
      fore only, the lumberjack here lying aft of his pair (50).
      Given the position:
        """
        edition: ass-i
        North:
          | bow furs stern |
          | bow furs i1 furs stern |
          | bow tobacco i1 tobacco i2 wood-f wood-r lumberjack i3 chief i1 i2 stern |
        South:
          | bow1 i2 stern1 |
        game over
        """
      Then North's boat r1c1-r1c3 scores <first>
      And North's boat r2c1-r2c5 scores <second>
      And North's boat r3c1-r3c13 scores <third>
      And North scores <total>

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | suite-order | booty-halves | first | second | third | total |
        | highest-only        | tally             | either-end  | front-rear   | 4     | 9      | 42    | 55    |
        | cumulative          | tally             | either-end  | front-rear   | 4     | 11     | 53    | 68    |
        | highest-only        | multiples         | either-end  | front-rear   | 4     | 7      | 48    | 59    |
        | highest-only        | plus-two          | either-end  | front-rear   | 5     | 9      | 42    | 56    |
        | highest-only        | tally             | person-fore | front-rear   | 4     | 9      | 37    | 50    |
        | highest-only        | tally             | any-order   | front-rear   | 4     | 9      | 42    | 55    |
        | highest-only        | tally             | same-boat   | front-rear   | 4     | 9      | 42    | 55    |
        | highest-only        | tally             | either-end  | any-order    | 4     | 9      | 42    | 55    |
        | highest-only        | tally             | either-end  | identical    | 4     | 9      | 42    | 55    |

    @ass_i @topic_scoring_examples @topic_scoring_lone_half @topic_scoring_lone_person
    @topic_scoring_booty_pair @topic_scoring_repeated_booty @ruling_ass_i_same_picture
    @id_scoring_examples_ass_i_more_examples
    Scenario Outline: Ogallala I's further tally example: <example> scores <booty> on top of the cards (<ass-i-highest-booty>, <ass-i-booty-bonus>)
      Source 003, "More Examples of Tallying", points in addition to those for the boat
      cards: buffalo rear end + buffalo hunter, adjacent: 1 + 1 = 2; buffalo front and
      rear, adjacent: 3 + 3 = 6; tobacco twice in the boat: 2 + 2 = 4; furs three times:
      2 + 2 + 2 = 6; furs four times: 2 + 2 + 2 + 2 = 8. Each example here is a complete
      boat between an empty bow and an empty stern. The rows for other readings of the
      tally give what they would pay instead.
      Given the position:
        """
        edition: ass-i
        North:
          | <boat> |
        South:
          | bow1 i2 stern1 |
        """
      Then North's boat <span> scores <total>

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | booty-halves | example                             | boat                               | span      | cards | booty | total |
        | highest-only        | tally             | -            | buffalo rear end and buffalo hunter | bow buffalo-r buffalo-hunter stern | r1c1-r1c4 | 4     | 2     | 6     |
        | highest-only        | tally             | front-rear   | buffalo front and rear              | bow buffalo-f buffalo-r stern      | r1c1-r1c4 | 4     | 6     | 10    |
        | highest-only        | tally             | -            | tobacco twice                       | bow tobacco tobacco stern          | r1c1-r1c4 | 4     | 4     | 8     |
        | highest-only        | tally             | -            | furs three times                    | bow furs furs furs stern           | r1c1-r1c5 | 5     | 6     | 11    |
        | highest-only        | tally             | -            | furs four times                     | bow furs furs furs furs stern      | r1c1-r1c6 | 6     | 8     | 14    |
        | cumulative          | tally             | -            | buffalo rear end and buffalo hunter | bow buffalo-r buffalo-hunter stern | r1c1-r1c4 | 4     | 2     | 6     |
        | cumulative          | tally             | front-rear   | buffalo front and rear              | bow buffalo-f buffalo-r stern      | r1c1-r1c4 | 4     | 8     | 12    |
        | cumulative          | tally             | -            | tobacco twice                       | bow tobacco tobacco stern          | r1c1-r1c4 | 4     | 6     | 10    |
        | cumulative          | tally             | -            | furs three times                    | bow furs furs furs stern           | r1c1-r1c5 | 5     | 9     | 14    |
        | cumulative          | tally             | -            | furs four times                     | bow furs furs furs furs stern      | r1c1-r1c6 | 6     | 12    | 18    |
        | highest-only        | multiples         | -            | buffalo rear end and buffalo hunter | bow buffalo-r buffalo-hunter stern | r1c1-r1c4 | 4     | 2     | 6     |
        | highest-only        | multiples         | front-rear   | buffalo front and rear              | bow buffalo-f buffalo-r stern      | r1c1-r1c4 | 4     | 4     | 8     |
        | highest-only        | multiples         | -            | tobacco twice                       | bow tobacco tobacco stern          | r1c1-r1c4 | 4     | 2     | 6     |
        | highest-only        | multiples         | -            | furs three times                    | bow furs furs furs stern           | r1c1-r1c5 | 5     | 3     | 8     |
        | highest-only        | multiples         | -            | furs four times                     | bow furs furs furs furs stern      | r1c1-r1c6 | 6     | 4     | 10    |
        | highest-only        | plus-two          | -            | buffalo rear end and buffalo hunter | bow buffalo-r buffalo-hunter stern | r1c1-r1c4 | 4     | 4     | 8     |
        | highest-only        | plus-two          | front-rear   | buffalo front and rear              | bow buffalo-f buffalo-r stern      | r1c1-r1c4 | 4     | 6     | 10    |
        | highest-only        | plus-two          | -            | tobacco twice                       | bow tobacco tobacco stern          | r1c1-r1c4 | 4     | 4     | 8     |
        | highest-only        | plus-two          | -            | furs three times                    | bow furs furs furs stern           | r1c1-r1c5 | 5     | 6     | 11    |
        | highest-only        | plus-two          | -            | furs four times                     | bow furs furs furs furs stern      | r1c1-r1c6 | 6     | 8     | 14    |
        | highest-only        | tally             | any-order    | buffalo front and rear              | bow buffalo-f buffalo-r stern      | r1c1-r1c4 | 4     | 6     | 10    |
        | highest-only        | tally             | identical    | buffalo front and rear              | bow buffalo-f buffalo-r stern      | r1c1-r1c4 | 4     | 6     | 10    |

    @ass_i @topic_scoring_examples @topic_scoring_which_boats @topic_scoring_repeated_booty
    @topic_scoring_booty_suite @ruling_ass_i_long_boat @ruling_mat_boats
    @id_scoring_examples_ass_i_winner_display
    Scenario Outline: The ASS rulebook's "river display of a winner" scores 9 + 8 + 42 = 59 by the Ogallala I tally (<ass-i-highest-booty>, <ass-i-booty-bonus>, <suite-order>, <booty-halves>)
      Source 003, "Examples", as written in docs/notation.md. Complete boats: row 1
      columns 2-6 (5 cards, furs twice: 5 + 2 + 2 = 9), row 2 columns 7-13 (7 cards, one
      furs: 7 + 1 = 8), row 3 columns 1-13 (13 cards: 26, tobacco twice 2 + 2, the horse
      suite with the cowboy aft 3 x 4: 42). The bow1 and furs in row 1 and the furs and
      stern1 in row 2 are incomplete boats and score nothing.
      Given the position:
        """
        edition: ass-i
        North:
          | . bow i1 furs furs stern . bow1 furs . . . . . |
          | . . . furs stern1 . bow1 i2 chief furs i1 i3 stern . |
          | bow i1 i1 tobacco tobacco i2 horse-f horse-r cowboy i2 i1 chief stern . |
        South:
        """
      Then North's boat r1c2-r1c6 scores <first>
      And North's boat r2c7-r2c13 scores <second>
      And North's boat r3c1-r3c13 scores <third>
      And North's boat r1c8-r1c9 scores 0
      And North scores <total>
      And the winner is North

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | suite-order | booty-halves | first | second | third | total |
        | highest-only        | tally             | either-end  | front-rear   | 9     | 8      | 42    | 59    |
        | cumulative          | tally             | either-end  | front-rear   | 11    | 8      | 53    | 72    |
        | highest-only        | multiples         | either-end  | front-rear   | 7     | 8      | 48    | 63    |
        | highest-only        | plus-two          | either-end  | front-rear   | 9     | 9      | 42    | 60    |
        | highest-only        | tally             | person-fore | front-rear   | 9     | 8      | 37    | 54    |
        | highest-only        | tally             | any-order   | front-rear   | 9     | 8      | 42    | 59    |
        | highest-only        | tally             | same-boat   | front-rear   | 9     | 8      | 42    | 59    |
        | highest-only        | tally             | either-end  | any-order    | 9     | 8      | 42    | 59    |
        | highest-only        | tally             | either-end  | identical    | 9     | 8      | 42    | 59    |

    @ass_i @topic_scoring_examples @topic_scoring_which_boats @ruling_mat_boats @ruling_reserve_variants
    @id_scoring_examples_ass_i_opening_to_avoid
    Scenario: The ASS rulebook's "opening you should avoid" holds no complete boat and scores nothing
      Source 003, "Examples" ("That is a kind of opening you should avoid"): every boat has
      empty spaces between its bow and stern. It uses an empty canoe section, a reserve
      card (option empty-sections).
      Given the position:
        """
        edition: ass-i
        options: empty-sections
        North:
          | bow . stern   . . . . . . . . . . . |
          | .   stern1 .  bow . . . . . . . . . |
          | bow . section . stern . . . . . . . |
        South:
          | bow1 i2 stern1 |
        """
      Then North scores 0
      And South scores 3
      And the winner is South

    @ass_i @topic_scoring_examples @topic_scoring_which_boats @ruling_mat_boats
    @id_scoring_examples_ass_i_looks_better
    Scenario: The ASS rulebook's better opening scores nothing until its boats are complete
      Source 003, "Examples" ("This looks better"): two long boats under construction.
      Given the position:
        """
        edition: ass-i
        North:
          | . bow i3 wood-f wood-r . . . . . . i1 stern . |
          | . . . . . . . . . . . . . . |
          | . . . . bow1 i1 furs . furs i1 . . stern . |
        South:
          | bow1 i2 stern1 |
        """
      Then North scores 0

    @amigo @topic_scoring_examples @topic_scoring_simple_booty @topic_scoring_card_points
    @id_scoring_examples_amigo_26
    Scenario: Amigo's boat of 6 cards with two booty cards scores 26
      Source 002, "Wertung": "Dieses Boot zählt 6 Punkte + 20 Punkte (Beutekarten) = 26
      Punkte." A complete boat of 6 cards (1 point each) with two single booty cards
      (10 each).
      Given the position:
        """
        edition: amigo
        North:
          | bow furs i2 tent i1 stern |
        South:
          | bow1 i2 stern1 |
        """
      Then North's score lines are:
        | rule                 | points | boat      |
        | scoring.card-points  | 6      | r1c1-r1c6 |
        | scoring.simple-booty | 10     | r1c1-r1c6 |
        | scoring.simple-booty | 10     | r1c1-r1c6 |
      And North scores 26

    @amigo @topic_scoring_examples @topic_scoring_booty_suite @topic_scoring_card_points
    @ruling_suite_order @ruling_booty_halves @id_scoring_examples_amigo_140
    Scenario Outline: Amigo's boat of 10 cards with three booty cards and the buffalo combination scores 140 (<amigo-combination-scoring>, <layout>)
      Source 002, "Wertung": "Dieses Boot zählt 20 Punkte + 30 Punkte (Beutekarten) + 90
      Punkte (Büffelkombination) = 140 Punkte." The picture is lost. Read with three
      single booty cards at 10 beside the buffalo hunter and his pair, which count 90
      instead of 3 x 10 (ruling amigo-combination-scoring), the boat scores 140. The
      example does not decide alone: if the 90 came on top of the combination's own
      tens, a boat of 10 cards holding only the combination would score 20 + 30 + 90 = 140
      as well, and the printed reading's boat 170.
      Given the position:
        """
        edition: amigo
        North:
          | <boat> |
        South:
          | bow1 i2 stern1 |
        """
      Then North's score lines include:
        | rule                 | points | boat       |
        | scoring.card-points  | 20     | r1c1-r1c10 |
        | scoring.booty-suite  | 90     | r1c1-r1c10 |
      And North scores <total>

      Examples:
        | amigo-combination-scoring | layout                                                            | boat                                                               | total |
        | replace                   | the printed reading: three single booty cards and the combination | bow furs buffalo-hunter buffalo-f buffalo-r i2 eagle i1 tent stern | 140   |
        | add                       | the printed reading: three single booty cards and the combination | bow furs buffalo-hunter buffalo-f buffalo-r i2 eagle i1 tent stern | 170   |
        | replace                   | the combination alone, its cards' own tens as the 30              | bow i1 buffalo-hunter buffalo-f buffalo-r i2 i3 chief shaman stern | 110   |
        | add                       | the combination alone, its cards' own tens as the 30              | bow i1 buffalo-hunter buffalo-f buffalo-r i2 i3 chief shaman stern | 140   |

    @amigo @topic_scoring_examples @topic_scoring_lone_half @topic_scoring_lone_person
    @topic_scoring_booty_pair @topic_scoring_booty_suite @ruling_suite_order @id_scoring_examples_amigo_bear
    Scenario Outline: Amigo's bear: <example> bring <booty> bonus points (<amigo-combination-scoring>)
      Source 002, "Beutekarten": "Ein halber Bär und der Bärenjäger in einem Boot bringen
      10+10 = 20 Bonuspunkte. Beide Bärenkarten nebeneinander in einem Boot bringen
      (10+10) x 2 = 40 Bonuspunkte. Der ganze Bär und der Bärenjäger nebeneinander im
      selben Boot bringen (10+10+10) x 3 = 90 Bonuspunkte." Each boat here is complete with
      5 cards (5 points) plus the bonus. Read as bonuses on top of the cards' 10s, the
      pair brings 60 and the whole bear with his hunter 120.
      Given the position:
        """
        edition: amigo
        North:
          | <boat> |
        South:
          | bow1 i2 stern1 |
        """
      Then North's boat r1c1-r1c5 scores <total>

      Examples:
        | amigo-combination-scoring | example                            | boat                                | booty | total |
        | replace                   | half a bear and the bear hunter    | bow bear-hunter bear-r i1 stern     | 20    | 25    |
        | replace                   | both bear cards side by side       | bow bear-f bear-r i1 stern          | 40    | 45    |
        | replace                   | the whole bear and the bear hunter | bow bear-hunter bear-f bear-r stern | 90    | 95    |
        | add                       | half a bear and the bear hunter    | bow bear-hunter bear-r i1 stern     | 20    | 25    |
        | add                       | both bear cards side by side       | bow bear-f bear-r i1 stern          | 60    | 65    |
        | add                       | the whole bear and the bear hunter | bow bear-hunter bear-f bear-r stern | 120   | 125   |
