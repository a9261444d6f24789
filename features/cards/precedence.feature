Feature: Which rule a refused lasso, shot or claim names
  A lasso, an archer's shot or a hunter's claim can be aimed at a card that breaks two
  rules at once. The refusal names the first broken in the order docs/protocol.md gives
  ("Which rule a refusal names"): whose card it is, whether there is a card, what kind of
  card and boat the action may take from, then the totem's protection, and last whether
  the player could place the card.

  Rule: cards.lasso - the lasso's own limits are named before the totem

    @pelikan_1975 @ass_ii @ass_i @topic_cards_lasso @topic_cards_totem @id_cards_precedence_lasso_own_over_totem
    Scenario Outline: The lasso thrown at the player's own totem boat is refused as his own card (<edition>, <ass-i-special-owner>)
      North's incomplete boat holds the totem, which shields it from the lasso. Where the
      Ogallala I lasso may take its own player's cards, only the totem is left to refuse it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow totem i1 lasso |
        South:
          | bow1 i2 |
        pile 1: furs
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso North r1c3" is refused by rule <rule>

      Examples:
        | edition      | ass-i-special-owner | rule        |
        | pelikan-1975 | -                   | cards.lasso |
        | ass-ii       | -                   | cards.lasso |
        | ass-i        | others-only         | cards.lasso |
        | ass-i        | own-too             | cards.totem |

    @ass_i @topic_cards_lasso @topic_cards_totem @id_cards_precedence_lasso_complete_over_totem
    Scenario: In Ogallala I the lasso thrown at a complete totem boat is refused as a complete boat
      Given the edition ass-i
      And the position:
        """
        North:
          | bow1 lasso |
        South:
          | bow totem i1 stern |
          | bow1 i2            |
        pile 1: furs
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r1c3" is refused by rule cards.lasso

  Rule: cards.archer - the archer's own limits are named before the totem

    @ass_i @topic_cards_archer @topic_cards_totem @id_cards_precedence_archer_complete_over_totem
    Scenario: In Ogallala I the shot into a complete totem boat is refused as a shot into a complete boat
      Given the edition ass-i
      And the position:
        """
        North:
          | bow1 archer |
        South:
          | bow totem i1 stern |
          | bow1 i2            |
        pile 1: furs
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r1c3" is refused by rule cards.archer

    @pelikan_1975 @ass_ii @ass_i @topic_cards_archer @topic_cards_totem @id_cards_precedence_archer_no_indians_over_totem
    Scenario Outline: The shot at the totem itself is refused as a card without Indians (<edition>, <ass-i-archer-target>)
      South's incomplete boat holds the totem, which shields it from the archer. Where the
      Ogallala I archer may shoot any card, only the totem is left to refuse it.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 archer |
        South:
          | bow totem i1 |
          | bow1 i2      |
        pile 1: furs
        turn: North, drawn 1
        pending: shoot
        """
      Then "shoot South r1c2" is refused by rule <rule>

      Examples:
        | edition      | ass-i-archer-target | rule         |
        | pelikan-1975 | -                   | cards.archer |
        | ass-ii       | -                   | cards.archer |
        | ass-i        | red-indian-only     | cards.archer |
        | ass-i        | any-card            | cards.totem  |

  Rule: cards.hunters - the hunter's own limits are named before the totem

    @pelikan_1975 @ass_ii @topic_cards_hunters @topic_cards_totem @id_cards_precedence_claim_not_half_over_totem
    Scenario: A claim of a card that is no half of the suite, in a totem boat, is refused as no half of the suite
      Given the position:
        """
        North:
          | bow1 bear-hunter |
        South:
          | bow totem furs |
        West:
          | bow bear-f bear-r |
        pile 1: tent
        turn: North, drawn 1
        pending: claim bear
        """
      Then "claim South r1c3" is refused by rule cards.hunters

  Rule: cards.totem - the totem's protection is named before whether the lassoed card could be placed

    @pelikan_1975 @ass_ii @topic_cards_totem @topic_cards_lasso @id_cards_precedence_totem_over_lasso_unplaceable
    Scenario Outline: The lasso thrown at furs in a totem boat, which North could not place, is refused for the totem (<edition>, <pelikan-totem-scope>, <lasso-placeable>)
      North has furs in each row, so South's furs could go nowhere; the i2 can be lassoed.
      Where the totem shields a boat from attacks only, the furs are refused as a card
      North could not place, unless the lasso may take a card it cannot place (to lose it).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 furs lasso |
          | furs |
          | furs |
        South:
          | bow1 totem furs |
          | bow1 i2 |
        pile 1: tent eagle
        turn: North, drawn 1
        pending: lasso
        """
      Then "lasso South r2c2" is legal
      And "lasso South r1c3" is <verdict>

      Examples:
        | edition      | pelikan-totem-scope | lasso-placeable | verdict                     |
        | pelikan-1975 | every-taking        | placeable-only  | refused by rule cards.totem |
        | pelikan-1975 | boat-attacks-only   | placeable-only  | refused by rule cards.lasso |
        | pelikan-1975 | not-claims          | placeable-only  | refused by rule cards.totem |
        | pelikan-1975 | every-taking        | take-then-lose  | refused by rule cards.totem |
        | pelikan-1975 | boat-attacks-only   | take-then-lose  | legal                       |
        | pelikan-1975 | not-claims          | take-then-lose  | refused by rule cards.totem |
        | ass-ii       | every-taking        | placeable-only  | refused by rule cards.totem |
        | ass-ii       | boat-attacks-only   | placeable-only  | refused by rule cards.lasso |
        | ass-ii       | not-claims          | placeable-only  | refused by rule cards.totem |
        | ass-ii       | every-taking        | take-then-lose  | refused by rule cards.totem |
        | ass-ii       | boat-attacks-only   | take-then-lose  | legal                       |
        | ass-ii       | not-claims          | take-then-lose  | refused by rule cards.totem |
