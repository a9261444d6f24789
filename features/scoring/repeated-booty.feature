Feature: Booty cards present more than once in a boat
  In Ogallala I a booty card whose picture appears more than once in its complete boat
  scores 2 additional points instead of 1.

  Rule: scoring.repeated-booty - +2 per booty card present more than once in the boat (Ogallala I)
    Ogallala I has no rule against the same picture twice in a row (ruling
    ass-i-same-picture), and each card scores only its highest line (ruling
    ass-i-highest-booty): 2 + 2 for tobacco twice, not (1 + 2) + (1 + 2).

    @ass_i @topic_scoring_repeated_booty @ruling_ass_i_same_picture @ruling_ass_i_highest_booty
    @id_scoring_repeated_booty_counts
    Scenario Outline: <booty> <times> times in one boat score <extra> on top of the <cards> card points (<ass-i-highest-booty>, <ass-i-booty-bonus>, <ass-i-long-boat>)
      The tally's examples: tobacco twice 2 + 2 = 4, furs three times 2 + 2 + 2 = 6, furs
      four times 2 + 2 + 2 + 2 = 8, and furs twice 2 + 2 = 4. Read cumulatively each card
      adds the single line too (1 + 2); as "double value" of a card worth 1 each card
      earns 1; with 2 points per card from 8 cards the boat of 8 counts 16 for its cards.
      Given the position:
        """
        North:
          | <boat> |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat <span> scores <total>
      And North scores <total>

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | ass-i-long-boat | booty   | times | boat                                | span      | cards | extra | total |
        | highest-only        | tally             | nine-plus       | furs    | 2     | bow furs furs stern                 | r1c1-r1c4 | 4     | 4     | 8     |
        | highest-only        | tally             | nine-plus       | tobacco | 2     | bow tobacco i1 tobacco stern        | r1c1-r1c5 | 5     | 4     | 9     |
        | highest-only        | tally             | nine-plus       | furs    | 3     | bow furs i1 furs furs stern         | r1c1-r1c6 | 6     | 6     | 12    |
        | highest-only        | tally             | nine-plus       | furs    | 4     | bow furs furs i1 i2 furs furs stern | r1c1-r1c8 | 8     | 8     | 16    |
        | cumulative          | tally             | nine-plus       | furs    | 2     | bow furs furs stern                 | r1c1-r1c4 | 4     | 6     | 10    |
        | cumulative          | tally             | nine-plus       | tobacco | 2     | bow tobacco i1 tobacco stern        | r1c1-r1c5 | 5     | 6     | 11    |
        | highest-only        | multiples         | nine-plus       | furs    | 3     | bow furs i1 furs furs stern         | r1c1-r1c6 | 6     | 3     | 9     |
        | highest-only        | plus-two          | nine-plus       | furs    | 3     | bow furs i1 furs furs stern         | r1c1-r1c6 | 6     | 6     | 12    |
        | highest-only        | tally             | eight-plus      | furs    | 4     | bow furs furs i1 i2 furs furs stern | r1c1-r1c8 | 16    | 8     | 24    |

    @ass_i @topic_scoring_repeated_booty @topic_scoring_simple_booty @ruling_ass_i_highest_booty
    @id_scoring_repeated_booty_mixed_with_single
    Scenario Outline: Repeated and single booty cards in one boat (<ass-i-highest-booty>, <ass-i-booty-bonus>)
      Furs twice (2 + 2) and eagle once (1) in a complete boat of 6 cards: 6 + 4 + 1 = 11.
      Cumulative: (1 + 2) x 2 + 1 = 7, so 13; multiples of 1 point: 1 + 1 + 1, so 9;
      plus two: 2 + 2 + 2, so 12.
      Given the position:
        """
        North:
          | bow furs eagle i2 furs stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores <points>
      And North scores <points>

      Examples:
        | ass-i-highest-booty | ass-i-booty-bonus | points |
        | highest-only        | tally             | 11     |
        | cumulative          | tally             | 13     |
        | highest-only        | multiples         | 9      |
        | highest-only        | plus-two          | 12     |

    @ass_i @topic_scoring_repeated_booty @topic_scoring_which_boats @id_scoring_repeated_booty_complete_only
    Scenario: Repeated booty in an incomplete boat scores nothing in Ogallala I
      Row 1 has four furs but an empty space before its stern.
      Given the position:
        """
        North:
          | bow furs furs furs furs . stern |
          | bow i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North scores 3

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_repeated_booty @topic_placement_same_picture
    @ruling_ass_i_same_picture @ruling_amigo_same_picture @id_scoring_repeated_booty_by_edition
    Scenario Outline: A second furs may join a boat and score as repeated booty only in Ogallala I
      Ogallala I has no same-picture rule, so the second furs goes into the boat and the
      complete boat of 5 cards scores 5 + 2 + 2 = 9; in the other editions the same
      picture may not lie twice in a row, so the furs cannot go there at all.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow furs . i1 stern |
        South:
          | bow1 chief |
        pile 1: furs tent
        """
      When North draws
      Then "place r1c3" is <legal>

      Examples:
        | edition      | legal     |
        | pelikan-1975 | not legal |
        | ass-ii       | not legal |
        | ass-i        | legal     |
        | amigo        | not legal |
