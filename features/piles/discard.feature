Feature: The discard pile
  Cards that leave play go face down beside the pile (Pelikan, Ogallala II) or face up onto
  the Eternal Hunting Grounds (Amigo); Ogallala I has no discard pile: they go out of play.

  Rule: piles.discard - where lost cards go

    @pelikan_1975 @topic_piles_discard @ruling_pelikan_discard_face @id_piles_discard_pelikan_second_pile
    Scenario: In Pelikan a card that cannot be placed goes onto the second pile
      The second pile lies face down; the newest card is its top card.
      Given the edition pelikan-1975
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs i3
        discard: tobacco
        """
      When North draws
      And North discards the card
      Then the discard pile is: furs tobacco
      And pile 1 is: i3
      And it is South's turn

    @ass_ii @topic_piles_discard @id_piles_discard_ass_ii_stack
    Scenario: In Ogallala II a card that cannot be placed goes onto the discard stack
      Given the edition ass-ii
      And the position:
        """
        North:
          | bow furs |
          | furs     |
          | furs     |
        South:
        pile 1: furs i3
        discard: tobacco
        """
      When North draws
      And North discards the card
      Then the discard pile is: furs tobacco
      And pile 1 is: i3
      And it is South's turn

    @amigo @topic_piles_discard @id_piles_discard_amigo_hunting_grounds
    Scenario: In Amigo a discarded card goes onto the Eternal Hunting Grounds
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
        pile 1: furs i3
        pile 2: i1
        pile 3: eagle
        discard: tobacco
        """
      When North draws
      And North discards the card
      Then the discard pile is: furs tobacco
      And it is South's turn

    @pelikan_1975 @ass_ii @ass_i @topic_piles_discard @topic_cards_archer @id_piles_discard_shot_card
    Scenario Outline: A card shot by the archer goes to the discard pile, in Ogallala I out of play
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 archer |
        South:
          | bow1 i3 |
        pile 1: i1
        turn: North, drawn 1
        pending: shoot
        """
      When North shoots South's card at r1c2
      Then South's card at r1c2 is empty
      And the discard pile is: <discard>
      And the cards out of play are: <out>

      Examples:
        | edition      | discard | out |
        | pelikan-1975 | i3      | -   |
        | ass-ii       | i3      | -   |
        | ass-i        | -       | i3  |

    @amigo @topic_piles_discard @topic_cards_archer @id_piles_discard_amigo_shot_card
    Scenario: In Amigo the archer's victim goes to the Eternal Hunting Grounds
      Given the edition amigo
      And the position:
        """
        North:
          | bow i2 |
        South:
          | bow1 i3 |
        pile 1: archer i1
        pile 2: furs
        pile 3: eagle
        """
      When North draws
      And North places the card at r1c3
      And North shoots South's card at r1c2
      Then South's card at r1c2 is empty
      And the discard pile is: i3
      And the cards out of play are: -

    @pelikan_1975 @ass_ii @ass_i @topic_piles_discard @topic_attack_losers @id_piles_discard_conquered_indians
    Scenario Outline: The Indian cards of a conquered boat go to the discard pile, in Ogallala I out of play
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i3 . |
          | stern    |
        South:
          | i2 |
        pile 1: stern i1
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1
      Then South's card at r1c1 is empty
      And the discard pile is: <discard>
      And the cards out of play are: <out>

      Examples:
        | edition      | discard | out |
        | pelikan-1975 | i2      | -   |
        | ass-ii       | i2      | -   |
        | ass-i        | -       | i2  |

    @amigo @topic_piles_discard @topic_attack_losers @id_piles_discard_amigo_conquered_indian
    Scenario: In Amigo the Indian cards of a conquered boat go to the Eternal Hunting Grounds
      Given the edition amigo
      And the position:
        """
        North:
          | bow i3 . |
          | stern    |
        South:
          | i2 |
        pile 1: stern i1
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1
      Then South's card at r1c1 is empty
      And the discard pile is: i2
      And it is South's turn

    @amigo @topic_piles_discard @topic_attack_leftovers @id_piles_discard_amigo_declined_booty
    Scenario Outline: In Amigo conquered booty that the attacker does not place goes to the Eternal Hunting Grounds (<amigo-unplaced-spoils>)
      Where booty stays with the victim until laid, the furs North leaves stays with South.
      Given the edition amigo
      And the position:
        """
        North:
          | bow i3 . |
          | stern    |
        South:
          | furs |
        pile 1: stern i1
        pile 2: tent
        pile 3: eagle
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1
      Then the pending decision is: <spoils>
      When North is done taking spoils
      Then South's card at r1c1 is <r1c1>
      And the discard pile is: <discard>
      And it is South's turn

      Examples:
        | amigo-unplaced-spoils | spoils                 | r1c1  | discard |
        | discard               | spoils furs            | empty | furs    |
        | stay-with-victim      | spoils from South r1c1 | furs  | -       |
