Feature: What the attacker takes
  After the Indians of the conquered boat are gone, the attacker takes spoils: in
  Pelikan and Ogallala II the remaining cards of kinds he does not have yet, in Ogallala I
  all booty cards and empty canoe cards, in Amigo the booty cards of his choice.

  Rule: attack.spoils - what the attacker takes
    Pelikan, Ogallala II: the remaining cards lie on the victim's mat; the attacker may
    take each card of a kind he does not have and can place (`take r1c3`), or stop
    (`done`). Ogallala I: all booty cards and empty bows and sterns come into his hand
    (ruling ass-i-spoils-empty), and he places them on his display as he pleases.
    Amigo: the booty cards come into his hand; he places those he chooses.

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_spoils @topic_attack_losers
    @ruling_ass_i_spoils_empty @ruling_amigo_unplaced_spoils @id_attack_spoils_empty_bow_by_edition
    Scenario Outline: An empty bow is a spoil except in Amigo (<edition>)
      North has no empty bow of his own. South's boat holds no Indian at all (strength 0).
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i2 . stern |
        South:
          | bow tobacco |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then the discard pile is: <discard>
      And "<take the bow>" is <bow>
      And "<take the tobacco>" is legal

      Examples:
        | edition      | discard | take the bow | bow       | take the tobacco |
        | pelikan-1975 | -       | take r1c1    | legal     | take r1c2        |
        | ass-ii       | -       | take r1c1    | legal     | take r1c2        |
        | ass-i        | -       | take bow     | legal     | take tobacco     |
        | amigo        | bow     | take bow     | not legal | take tobacco     |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_spoils @id_attack_spoils_person_by_edition
    Scenario Outline: A person of the conquered boat is a spoil in every edition (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
        South:
          | bow1 cowboy |
        pile 1: i3 furs
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      Then the pending decision is: <spoils>
      And "<take>" is legal

      Examples:
        | edition      | spoils                      | take        |
        | pelikan-1975 | spoils from South r1c1-r1c2 | take r1c2   |
        | ass-ii       | spoils from South r1c1-r1c2 | take r1c2   |
        | ass-i        | spoils cowboy               | take cowboy |
        | amigo        | spoils cowboy               | take cowboy |

    @pelikan_1975 @ass_ii @topic_attack_spoils @topic_attack_leftovers @ruling_pelikan_leftovers
    @ruling_pelikan_duplicate_colour @id_attack_spoils_only_new_kinds
    Scenario: In Pelikan and Ogallala II the attacker takes only cards of kinds he does not have yet
      North already has furs; the tent is new to him.
      Given the position:
        """
        North:
          | bow i2 . stern |
          | furs |
        South:
          | bow1 furs tent |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      Then the pending decision is: spoils from South r1c1-r1c3
      And the legal actions are:
        """
        take r1c3
        done
        """
      And "take r1c2" is refused by rule attack.spoils
      When North takes the card at r1c3
      Then the pending decision is: place tent (spoils)
      When North places the card at r2c2
      Then North's display is:
        """
        | bow i2 i3 stern |
        | furs tent |
        """
      And South's display is:
        """
        | . furs |
        """
      And it is South's turn

    @pelikan_1975 @ass_ii @topic_attack_spoils @topic_attack_leftovers @ruling_pelikan_leftovers
    @id_attack_spoils_pelikan_empty_cards
    Scenario Outline: In Pelikan and Ogallala II empty canoe cards are spoils too, if the attacker lacks them (<mat-boats>)
      North already has an empty stern, but no empty bow and no empty section. South's boat
      under construction has strength 1; where every empty space divides a boat on a mat
      (gaps-divide), North attacks its part r1c1-r1c2 instead, which holds no Indian.
      Given the position:
        """
        North:
          | bow1 i2 . stern |
        South:
          | bow section . i1 stern |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat <boat>
      Then the discard pile is: <discarded>
      And the legal actions are:
        """
        take r1c1
        take r1c2
        done
        """
      And "take r1c5" is refused by rule attack.spoils
      When North takes the card at r1c1
      And North places the card at r2c1
      And North takes the card at r1c2
      And North places the card at r2c2
      Then North's display is:
        """
        | bow1 i2 i3 stern |
        | bow section |
        """
      And South's display is:
        """
        | . . . <left> stern |
        """
      And it is South's turn

      Examples:
        | mat-boats         | boat      | discarded | left |
        | bow-stern-delimit | r1c1-r1c5 | i1        | .    |
        | gaps-divide       | r1c1-r1c2 | -         | i1   |
        | amigo-gaps        | r1c1-r1c5 | i1        | .    |

    @pelikan_1975 @ass_ii @topic_attack_spoils @topic_cards_hunters @ruling_hunter_claims
    @id_attack_spoils_person_claims
    Scenario: In Pelikan and Ogallala II a person taken as a spoil claims his booty
      Given the position:
        """
        North:
          | bow i2 . stern |
        East:
          | horse-f horse-r |
        South:
          | bow1 cowboy |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c2
      And North takes the card at r1c2
      And North places the card at r2c1
      Then the pending decision is: claim horse (spoils)
      And "claim East r1c1" is legal

    @ass_i @topic_attack_spoils @ruling_ass_i_spoils_empty @id_attack_spoils_ass_i_in_hand
    Scenario: In Ogallala I the booty and the empty stern come into the attacker's hand and are placed where he likes
      South's complete boat has strength 1; its booty and its empty stern are spoils.
      Given the position:
        """
        edition: ass-i
        North:
          | bow i2 . stern |
        South:
          | bow1 tobacco stern |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      Then the cards out of play are: bow1
      And South's display is:
        """
        | . |
        """
      And the legal actions include:
        """
        take tobacco
        take stern
        """
      When North takes the stern
      Then the pending decision is: place stern (spoils)
      When North places the card at r3c14
      Then the pending decision is: spoils tobacco
      When North takes the tobacco
      And North places the card at r2c7
      Then North's display is:
        """
        | bow i2 i3 stern |
        | . . . . . . tobacco |
        | . . . . . . . . . . . . . stern |
        """
      And it is South's turn

    @ass_i @topic_attack_spoils @ruling_ass_i_spoils_empty @id_attack_spoils_ass_i_takes_all
    Scenario: In Ogallala I the attacker takes all the spoils he can place
      The rule gives him all booty cards and empty canoe cards; he may not leave one he can place.
      Given the position:
        """
        edition: ass-i
        North:
          | bow i2 . stern |
        South:
          | bow1 tobacco stern |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3
      Then the legal actions are:
        """
        take tobacco
        take stern
        """
      And "done" is refused by rule attack.spoils

    @amigo @topic_attack_spoils @ruling_amigo_unplaced_spoils @id_attack_spoils_amigo_booty_only
    Scenario: In Amigo the attacker takes only the booty, as much of it as he chooses
      South's complete boat: bow and stern with one Indian each, tobacco and tent (strength 2).
      Given the position:
        """
        edition: amigo
        North:
          | bow i2 . stern |
        South:
          | bow1 tobacco tent stern1 |
        pile 1: i3 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c4
      Then South's display is:
        """
        """
      And the legal actions are:
        """
        take tobacco
        take tent
        done
        """
      And "take bow1" is refused by rule attack.spoils
      When North takes the tobacco
      Then the pending decision is: place tobacco (spoils)
      When North places the card at r2c2
      Then the pending decision is: spoils tent
      And "done" is legal
