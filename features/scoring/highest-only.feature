Feature: Only the highest booty line counts for each card
  In Ogallala I each booty card of a complete boat scores one additional line only: 4 in
  a 3-card suite, else 3 in an adjacent pair, else 2 if its picture is in the boat more
  than once, else 1. The lines never add up for one card.

  Rule: scoring.highest-only - of the booty lines only the highest applicable counts for each card (Ogallala I)
    The editor's note "of the additional scores, only the highest applicable is taken
    into account" (ruling ass-i-highest-booty); the tally examples need it: the wood
    suite counts 3 x 4 = 12, not 3 x (1 + 3 + 4).

    @ass_i @topic_scoring_highest_only @topic_scoring_booty_suite @topic_scoring_repeated_booty
    @ruling_ass_i_highest_booty @id_scoring_highest_only_suite_and_repeated
    Scenario: A suite and repeated furs each score their highest line only
      A complete boat of 8 cards: lumberjack and the wood pair 3 x 4 = 12 (not the pair's
      3 + 3 on top), furs twice 2 + 2 = 4 (not 1 + 2 each): 8 + 12 + 4 = 24.
      Given the position:
        """
        North:
          | bow lumberjack wood-f wood-r furs furs i1 stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c8 scores 24
      And North scores 24

    @ass_i @topic_scoring_highest_only @topic_scoring_booty_pair @topic_scoring_lone_person
    @ruling_ass_i_highest_booty @ruling_suite_order @id_scoring_highest_only_pair_and_person
    Scenario: A pair with its person not adjacent scores the pair line and the single line
      The gold digger is separated from the gold pair by an Indian, so there is no suite:
      the halves score 3 + 3, the gold digger 1, and the complete boat of 6 cards 6: 13.
      Given the position:
        """
        North:
          | bow gold-f gold-r i1 gold-digger stern |
        South:
          | bow1 chief stern1 |
        """
      Then North's boat r1c1-r1c6 scores 13

    @ass_i @topic_scoring_highest_only @topic_scoring_repeated_booty @ruling_ass_i_highest_booty
    @id_scoring_highest_only_not_cumulative
    Scenario: Three furs score 2 each, not 1 + 2 each
      A complete boat of 5 cards with three furs: 5 + 3 x 2 = 11. Adding the single line
      as well would give 5 + 3 x 3 = 14.
      Given the position:
        """
        North:
          | bow furs furs furs stern |
        South:
          | bow1 chief stern1 |
        """
      Then North scores 11

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_scoring_highest_only @topic_scoring_booty_suite
    @topic_scoring_booty_pair @ruling_ass_i_highest_booty @ruling_amigo_combination_scoring
    @ruling_ass_ii_booty_scoring @ruling_pelikan_hunter_behind @id_scoring_highest_only_by_edition
    Scenario Outline: The same complete suite boat, scored by each edition's way of combining booty lines
      A complete boat of 5 cards: bow, bear hunter, both bear halves, stern. Pelikan and
      Ogallala II add every line: 5 x 10 + 50 for a boat of 5 to 7 cards + 50 for the pair
      + 150 for the hunter with his pair behind him = 300. Ogallala I takes only each
      card's highest line: 5 + 3 x 4 = 17. Amigo counts the suite 90 instead of its cards'
      10s: 5 + 90 = 95.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow bear-hunter bear-f bear-r stern |
        South:
          | bow1 chief |
        """
      Then North's boat r1c1-r1c5 scores <points>

      Examples:
        | edition      | points |
        | pelikan-1975 | 300    |
        | ass-ii       | 300    |
        | ass-i        | 17     |
        | amigo        | 95     |
