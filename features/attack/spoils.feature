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
    @id_attack_spoils_empty_bow_by_edition
    Scenario Outline: An empty bow is a spoil except in Amigo (<edition>)
      North has no empty bow of his own. South's boat holds no Indian at all (strength 0).
      Where Ogallala I's "empty canoe section cards" mean only the middle sections, the
      empty bow is lost. Where Amigo booty stays with the victim until laid, the tobacco
      is taken from South's display, numbered anew from its first card.
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
        | edition      | ass-i-spoils-empty | amigo-unplaced-spoils | discard | take the bow | bow       | take the tobacco |
        | pelikan-1975 | -                  | -                     | -       | take r1c1    | legal     | take r1c2        |
        | ass-ii       | -                  | -                     | -       | take r1c1    | legal     | take r1c2        |
        | ass-i        | includes-ends      | -                     | -       | take bow     | legal     | take tobacco     |
        | ass-i        | sections-only      | -                     | -       | take bow     | not legal | take tobacco     |
        | amigo        | -                  | discard               | bow     | take bow     | not legal | take tobacco     |
        | amigo        | -                  | stay-with-victim      | bow     | take bow     | not legal | take r1c1        |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_spoils @id_attack_spoils_person_by_edition
    Scenario Outline: A person of the conquered boat is a spoil in every edition (<edition>)
      Only where Pelikan's "cards bearing drawings of men" take in the persons is the
      cowboy lost with the Indian.
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
      And "<take>" is <taken>

      Examples:
        | edition      | pelikan-attack-losers | amigo-unplaced-spoils | spoils                      | take        | taken     |
        | pelikan-1975 | red-indians           | -                     | spoils from South r1c1-r1c2 | take r1c2   | legal     |
        | pelikan-1975 | all-figures           | -                     | draw                        | take r1c2   | not legal |
        | ass-ii       | -                     | -                     | spoils from South r1c1-r1c2 | take r1c2   | legal     |
        | ass-i        | -                     | -                     | spoils cowboy               | take cowboy | legal     |
        | amigo        | -                     | discard               | spoils cowboy               | take cowboy | legal     |
        | amigo        | -                     | stay-with-victim      | spoils from South r1c1      | take r1c1   | legal     |

    @pelikan_1975 @ass_ii @topic_attack_spoils @topic_attack_leftovers @ruling_pelikan_duplicate_colour
    @id_attack_spoils_only_new_kinds
    Scenario Outline: In Pelikan and Ogallala II the attacker takes only cards of kinds he does not have yet (<edition>, <pelikan-spoils-optional>, <pelikan-leftovers>)
      North already has furs; the tent is new to him. The three Indians that complete his
      boat are a second such card, so his drawing ends with them. In Pelikan he must take
      the tent; in Ogallala II he may stop. The furs he leaves stays on South's mat, or
      where 000's leftovers are read as lost, goes to the discard pile.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i2 . stern |
          | furs |
          | i3 |
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
        <done>
        """
      And "take r1c2" is refused by rule attack.spoils
      When North takes the card at r1c3
      Then the pending decision is: place tent (spoils)
      When North places the card at r2c2
      Then North's display is:
        """
        | bow i2 i3 stern |
        | furs tent |
        | i3 |
        """
      And South's display is:
        """
        | <south> |
        """
      And the discard pile is: <discard>
      And it is South's turn

      Examples:
        | edition      | pelikan-spoils-optional | pelikan-leftovers | done           | south  | discard   |
        | pelikan-1975 | must-place              | stay              | # must take it | . furs | bow1      |
        | pelikan-1975 | may-leave               | stay              | done           | . furs | bow1      |
        | pelikan-1975 | must-place              | discard           | # must take it | .      | furs bow1 |
        | ass-ii       | must-place              | -                 | # must take it | . furs | bow1      |
        | ass-ii       | may-leave               | -                 | done           | . furs | bow1      |

    @pelikan_1975 @ass_ii @topic_attack_spoils @topic_attack_leftovers @id_attack_spoils_pelikan_empty_cards
    Scenario Outline: In Pelikan and Ogallala II empty canoe cards are spoils too, if the attacker lacks them (<edition>, <pelikan-spoils-optional>, <pelikan-leftovers>, <mat-boats>)
      North already has an empty stern, but no empty bow and no empty section. South's boat
      under construction has strength 1; where every empty space divides a boat on a mat
      (gaps-divide), North attacks its part r1c1-r1c2 instead, which holds no Indian. The
      three Indians that complete North's boat are a second such card for him.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow1 i2 . stern |
          | . |
          | i3 |
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
        <done>
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
        | i3 |
        """
      And South's display is:
        """
        | <south> |
        """
      And the discard pile is: <discard>
      And it is South's turn

      Examples:
        | edition      | pelikan-spoils-optional | pelikan-leftovers | mat-boats         | boat      | discarded | done             | south          | discard  |
        | pelikan-1975 | must-place              | stay              | bow-stern-delimit | r1c1-r1c5 | i1        | # must take them | . . . . stern  | i1       |
        | pelikan-1975 | must-place              | stay              | row-canoe         | r1c1-r1c5 | i1        | # must take them | . . . . stern  | i1       |
        | pelikan-1975 | may-leave               | stay              | bow-stern-delimit | r1c1-r1c5 | i1        | done             | . . . . stern  | i1       |
        | pelikan-1975 | must-place              | discard           | bow-stern-delimit | r1c1-r1c5 | i1        | # must take them | .              | stern i1 |
        | pelikan-1975 | must-place              | stay              | gaps-divide       | r1c1-r1c2 | -         | # must take them | . . . i1 stern | -        |
        | pelikan-1975 | must-place              | stay              | amigo-gaps        | r1c1-r1c5 | i1        | # must take them | . . . . stern  | i1       |
        | ass-ii       | must-place              | -                 | bow-stern-delimit | r1c1-r1c5 | i1        | # must take them | . . . . stern  | i1       |
        | ass-ii       | may-leave               | -                 | bow-stern-delimit | r1c1-r1c5 | i1        | done             | . . . . stern  | i1       |
        | ass-ii       | may-leave               | -                 | row-canoe         | r1c1-r1c5 | i1        | done             | . . . . stern  | i1       |
        | ass-ii       | may-leave               | -                 | gaps-divide       | r1c1-r1c2 | -         | done             | . . . i1 stern | -        |
        | ass-ii       | may-leave               | -                 | amigo-gaps        | r1c1-r1c5 | i1        | done             | . . . . stern  | i1       |

    @pelikan_1975 @ass_ii @topic_attack_spoils @topic_cards_hunters @ruling_hunter_claims
    @id_attack_spoils_person_claims
    Scenario Outline: In Pelikan and Ogallala II a person taken as a spoil claims his booty (<edition>, <pelikan-attack-losers>)
      Where Pelikan's "cards bearing drawings of men" take in the persons, the cowboy is
      lost with the Indian and North, having nothing to take, draws again.
      Given the edition <edition>
      And the position:
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
      And the players play:
        """
        <take>
        <place>
        """
      Then the pending decision is: <pending>
      And "claim East r1c1" is <claim>

      Examples:
        | edition      | pelikan-attack-losers | take      | place      | pending              | claim     |
        | pelikan-1975 | red-indians           | take r1c2 | place r2c1 | claim horse (spoils) | legal     |
        | pelikan-1975 | all-figures           | # lost    | # -        | draw                 | not legal |
        | ass-ii       | -                     | take r1c2 | place r2c1 | claim horse (spoils) | legal     |

    @ass_i @topic_attack_spoils @id_attack_spoils_ass_i_in_hand
    Scenario Outline: In Ogallala I the booty and the empty stern come into the attacker's hand and are placed where he likes (<ass-i-spoils-empty>)
      South's complete boat has strength 1; its booty and, unless only middle sections
      count as "empty canoe section cards", its empty stern are spoils.
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
      Then the cards out of play are: <out>
      And South's display is:
        """
        | . |
        """
      And "take tobacco" is legal
      And "take stern" is <take stern>
      When the players play:
        """
        <first>
        <second>
        """
      Then the pending decision is: spoils tobacco
      When North takes the tobacco
      And North places the card at r2c7
      Then North's card at r2c7 is tobacco
      And North's card at r3c14 is <r3c14>
      And it is South's turn

      Examples:
        | ass-i-spoils-empty | out        | take stern | first      | second      | r3c14 |
        | includes-ends      | bow1       | legal      | take stern | place r3c14 | stern |
        | sections-only      | bow1 stern | not legal  | # -        | # -         | empty |

    @ass_i @topic_attack_spoils @id_attack_spoils_ass_i_takes_all
    Scenario Outline: In Ogallala I the attacker takes all the spoils he can place (<ass-i-spoils-empty>)
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
        <stern>
        """
      And "done" is refused by rule attack.spoils

      Examples:
        | ass-i-spoils-empty | stern      |
        | includes-ends      | take stern |
        | sections-only      | # lost     |

    @amigo @topic_attack_spoils @id_attack_spoils_amigo_booty_only
    Scenario Outline: In Amigo the attacker takes only the booty, as much of it as he chooses (<amigo-unplaced-spoils>)
      South's complete boat: bow and stern with one Indian each, tobacco and tent (strength
      2). The booty either comes into North's hand, or stays on South's display, numbered
      anew from its first card, until North lays it.
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
        <south>
        """
      And the legal actions are:
        """
        <take tobacco>
        <take tent>
        done
        """
      And "take bow1" is refused by rule attack.spoils
      When North plays "<take tobacco>"
      Then the pending decision is: place tobacco (spoils)
      When North places the card at r2c2
      Then the pending decision is: <then>
      And "done" is legal

      Examples:
        | amigo-unplaced-spoils | south              | take tobacco | take tent | then                   |
        | discard               |                    | take tobacco | take tent | spoils tent            |
        | stay-with-victim      | \| tobacco tent \| | take r1c1    | take r1c2 | spoils from South r1c1 |

    @pelikan_1975 @ass_ii @topic_attack_spoils @topic_attack_losers @topic_attack_ends_turn @ruling_attack_discard_order
    @id_attack_spoils_pelikan_events
    Scenario Outline: In Pelikan and Ogallala II the attacker takes the spoils from the victim's mat one by one, placing each at once (<edition>, <attack-discard-order>, <free-turn>, <attack-ends-turn>, <end-timing>)
      North's new boat has strength 8, South's incomplete one 2. South's bow with an Indian
      and his Indian are lost; the tent and the furs wait on South's mat until North takes
      them. A card taken is placed before anything else; the rest of the spoils, and the
      end-of-game check, wait behind it. Having taken something, North has no free turn;
      where the free turn follows whenever he takes nothing, it is his until he takes the
      tent. Where an attack does not end the turn, he draws on.
      Given the edition <edition>
      And the position:
        """
        North:
          | bow i3 chief . |
        South:
          | bow1 i1 tent furs |
        pile 1: stern i2 i2
        """
      When North draws
      And North places the card at r1c4
      And North attacks South's boat r1c1-r1c4
      Then the events are:
        | kind      | player | cards             | boat      | victim | rule          |
        | attacked  | North  | bow1 i1 tent furs | r1c1-r1c4 | South  |               |
        | discarded | North  | <lost>            |           |        | attack.losers |
      And the position is:
        """
        North:
          | bow i3 chief stern |
        South:
          | . . tent furs |
        pile 1: i2 i2
        discard: <discard>
        turn: North, drawn 1<ending>
        pending: spoils from South r1c1-r1c4
        <end line>
        """
      When North takes the card at r1c3
      Then the events are:
        | kind | player | card |
        | took | North  | tent |
      And the pending decisions are:
        """
        place tent (spoils)
        spoils from South r1c1-r1c4
        <end item>
        """
      When North places the card at r2c1
      Then the events are:
        | kind   | player | card | at   |
        | placed | North  | tent | r2c1 |
      When North takes the card at r1c4
      And North places the card at r2c2
      Then the events are:
        | kind   | player | card | at   |
        | placed | North  | furs | r2c2 |
        | <turn> | South  |      |      |
      And the position is:
        """
        North:
          | bow  i3   chief stern |
          | tent furs |
        South:
        pile 1: i2 i2
        discard: <discard>
        turn: <after>
        """

      Examples:
        | edition      | free-turn   | attack-ends-turn | end-timing    | lost    | discard | ending   | end line     | end item | turn | after          |
        | pelikan-1975 | cannot-only | attack-ends      | after-attack  | bow1 i1 | i1 bow1 | , ending | pending: end | end      | turn | South          |
        | pelikan-1975 | takes-none  | attack-ends      | after-attack  | bow1 i1 | i1 bow1 |          | pending: end | end      | turn | South          |
        | pelikan-1975 | cannot-only | completion-ends  | after-attack  | bow1 i1 | i1 bow1 | , ending | pending: end | end      | turn | South          |
        | pelikan-1975 | cannot-only | attack-continues | after-attack  | bow1 i1 | i1 bow1 |          | pending: end | end      | -    | North, drawn 1 |
        | pelikan-1975 | cannot-only | attack-ends      | before-attack | bow1 i1 | i1 bow1 | , ending |              |          | turn | South          |
        | ass-ii       | cannot-only | attack-ends      | after-attack  | bow1 i1 | i1 bow1 | , ending | pending: end | end      | turn | South          |
        | ass-ii       | takes-none  | attack-ends      | after-attack  | bow1 i1 | i1 bow1 |          | pending: end | end      | turn | South          |
        | ass-ii       | cannot-only | completion-ends  | after-attack  | bow1 i1 | i1 bow1 | , ending | pending: end | end      | turn | South          |
        | ass-ii       | cannot-only | attack-continues | after-attack  | bow1 i1 | i1 bow1 |          | pending: end | end      | -    | North, drawn 1 |
        | ass-ii       | cannot-only | attack-ends      | before-attack | bow1 i1 | i1 bow1 | , ending |              |          | turn | South          |
