Feature: The shaman's double attack
  In Pelikan and Ogallala II a boat with a shaman may attack two boats at once, of one
  other player or of two, dividing its strength between them as the attacker likes.

  Rule: attack.double - the shaman's double attack
    Each share of the strength must be strictly greater than the strength of its target,
    so the boat's strength must be at least the two targets' strengths together plus 2
    (ruling shaman-split). Each target must be a boat that could be attacked on its own.
    Each target loses its Red Indians and yields spoils as in a single attack. The double
    attack is the boat's one attack. Ogallala I and Amigo have no double attack.

    @pelikan_1975 @ass_ii @topic_attack_double @id_attack_double_split_strength
    Scenario Outline: How far the shaman boat's strength reaches over two targets (<shaman-split>)
      North's new boat: shaman 10 and one Indian = 11. South's boats have strength 3 and
      6, West's 4 and 5; each alone is weaker than 11. Dividing 11 so that each share
      exceeds its target needs the two targets' strengths plus 2: 3 + 6 + 2 = 11 is just
      enough, 6 + 4 + 2 = 12 is too much. Reading the division as a sum, 6 + 4 = 10 is
      below 11 but 6 + 5 = 11 is not; reading it as the full strength against each, every
      pair may be attacked. The pairs are written in order of play from North, South
      before West.
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 |
          | bow1 chief |
        West:
          | bow1 i3 |
          | bow1 i1 i3 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And the legal actions include:
        """
        attack South r1c1-r1c2
        attack South r2c1-r2c2
        attack West r1c1-r1c2
        attack West r2c1-r2c3
        attack South r1c1-r1c2 and South r2c1-r2c2
        attack South r1c1-r1c2 and West r1c1-r1c2
        attack South r1c1-r1c2 and West r2c1-r2c3
        attack West r1c1-r1c2 and West r2c1-r2c3
        pass
        """
      And "attack South r2c1-r2c2 and West r1c1-r1c2" is <six and four>
      And "attack South r2c1-r2c2 and West r2c1-r2c3" is <six and five>

      Examples:
        | shaman-split | six and four | six and five |
        | split-strict | not legal    | not legal    |
        | split-sum    | legal        | not legal    |
        | full-each    | legal        | legal        |

    @pelikan_1975 @ass_ii @topic_attack_double @id_attack_double_split_refusal
    Scenario Outline: A pair the strength cannot be divided over is refused by rule attack.double (<shaman-split>)
      North's boat has strength 11; South's boats 6 and West's 5 together are 11, which no
      reading of the division allows but attacking each with the full strength.
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 chief |
        West:
          | bow1 i1 i3 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1-r1c2" is legal
      And "attack West r1c1-r1c3" is legal
      And "attack South r1c1-r1c2 and West r1c1-r1c3" is <pair>

      Examples:
        | shaman-split | pair                          |
        | split-strict | refused by rule attack.double |
        | split-sum    | refused by rule attack.double |
        | full-each    | legal                         |

    @pelikan_1975 @ass_ii @ass_i @amigo @topic_attack_double @topic_attack_targets
    @id_attack_double_by_edition
    Scenario Outline: A shaman boat attacks two boats only in Pelikan and Ogallala II (<edition>)
      Given the edition <edition>
      And the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 |
        West:
          | bow1 i3 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1-r1c2" is legal
      And "attack West r1c1-r1c2" is legal
      And "attack South r1c1-r1c2 and West r1c1-r1c2" is <double>

      Examples:
        | edition      | double    |
        | pelikan-1975 | legal     |
        | ass-ii       | legal     |
        | ass-i        | not legal |
        | amigo        | not legal |

    @pelikan_1975 @ass_ii @topic_attack_double @id_attack_double_needs_shaman
    Scenario: A boat without a shaman attacks one boat only, however strong it is
      North's new boat: chief 5, three Indians 3, one Indian 1 = 9, more than enough for
      South's boat (1) and West's (2) together.
      Given the position:
        """
        North:
          | bow chief i3 . stern |
        South:
          | bow1 |
        West:
          | bow1 i1 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c4
      Then "attack South r1c1" is legal
      And "attack West r1c1-r1c2" is legal
      And "attack South r1c1 and West r1c1-r1c2" is refused by rule attack.double

    @pelikan_1975 @ass_ii @topic_attack_double @id_attack_double_two_different_boats
    Scenario: The double attack needs two different boats
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 |
        West:
          | bow1 i3 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1-r1c2 and South r1c1-r1c2" is refused by rule attack.double

    @pelikan_1975 @ass_ii @topic_attack_double @topic_attack_targets @id_attack_double_complete_boat_refused
    Scenario: Each of the two targets must be a boat still under construction
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 |
        West:
          | bow1 i1 stern |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1-r1c2 and West r1c1-r1c3" is refused by rule attack.targets

    @pelikan_1975 @ass_ii @topic_attack_double @topic_attack_spoils @topic_attack_once_per_boat
    @topic_attack_ends_turn @id_attack_double_carried_out
    Scenario Outline: Both targets lose their Indians and each yields its spoils, then the turn passes (<attack-ends-turn>, <shaman-spoils-order>)
      North's shaman boat (11) attacks South's boat (3) and West's boat (4) at once. The
      Indian that completes it is new to North, so only where an attack leaves the drawing
      as the card left it does North draw on. Where the two boats' cards are one pool, the
      first take names South's boat; West's tent, left alone, is taken as from one boat.
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 furs |
        West:
          | bow1 i3 tent |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3 and West's boat r1c1-r1c3
      Then South's display is:
        """
        | . . furs |
        """
      And West's display is:
        """
        | . . tent |
        """
      And the pending decision is: spoils from South r1c1-r1c3
      When North plays "<take>"
      And North places the card at r2c1
      Then the pending decision is: spoils from West r1c1-r1c3
      When North takes the card at r1c3
      And North places the card at r2c2
      Then North's display is:
        """
        | bow shaman i1 stern |
        | furs tent |
        """
      And it is <next>'s turn
      And the pending decision is: draw

      Examples:
        | attack-ends-turn | shaman-spoils-order | take            | next  |
        | attack-ends      | attacker-chooses    | take r1c3       | South |
        | completion-ends  | attacker-chooses    | take r1c3       | South |
        | attack-continues | attacker-chooses    | take r1c3       | North |
        | attack-ends      | play-order          | take r1c3       | South |
        | attack-ends      | pooled              | take South r1c3 | South |

    @pelikan_1975 @ass_ii @topic_attack_double @topic_attack_losers @id_attack_double_events
    Scenario: A two-target attack reports each boat in turn: its conquest, then its lost cards
      The events follow the targets in the order the action names them, and each boat's
      lost cards go onto the discard pile right after its own `attacked` event
      (docs/protocol.md), so South's bow and Indian lie under West's.
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 furs |
        West:
          | bow1 i3 tent |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3 and West's boat r1c1-r1c3
      Then the events are:
        | kind      | player | cards          | boat      | victim | rule          |
        | attacked  | North  | bow1 i2 furs   | r1c1-r1c3 | South  |               |
        | discarded | North  | bow1 i2        |           |        | attack.losers |
        | attacked  | North  | bow1 i3 tent   | r1c1-r1c3 | West   |               |
        | discarded | North  | bow1 i3        |           |        | attack.losers |
      And the discard pile is: i3 bow1 i2 bow1

  Rule: attack.double - the order of the two boats' spoils, and the free turn after them
    The attacker names the two targets in the order in which he works off their spoils
    (ruling shaman-spoils-order); where the two boats' cards are one pool, he takes from
    either as he likes, each take naming the victim, while both boats' spoils are pending.
    The free turn follows only if no card of either conquered boat can be used (ruling
    shaman-free-turn).

    @pelikan_1975 @ass_ii @topic_attack_double @topic_attack_spoils @id_attack_double_spoils_order
    Scenario Outline: The first boat's spoils come first, so a kind both boats hold is taken from the first (<shaman-spoils-order>)
      Both conquered boats hold furs, which North lacks. Whichever boat's spoils come
      first gives North its furs; the other keeps its furs, since North then has furs.
      Where the attacker chooses, he may also name West's boat first. Where the two boats'
      cards are one pool, he may take West's furs first, though South's boat is named
      first, and South keeps his; once nothing more can be taken from South's boat, West's
      tobacco is taken as from a single boat.
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 furs |
        West:
          | bow1 i3 furs tobacco |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then "attack South r1c1-r1c3 and West r1c1-r1c4" is legal
      And "attack West r1c1-r1c4 and South r1c1-r1c3" is <west first>
      When North attacks South's boat r1c1-r1c3 and West's boat r1c1-r1c4
      Then the pending decision is: spoils from South r1c1-r1c3
      And the legal actions include:
        """
        <take 1>
        <take 2>
        <take 3>
        """
      And "take r1c3" is <plain take>
      And "take West r1c3" is <named take>
      When North plays "<first>"
      Then South's card at r1c3 is <south keeps>
      And West's card at r1c3 is <west keeps>
      When North places the card at r2c1
      Then the pending decision is: spoils from West r1c1-r1c4
      And "take r1c4" is legal
      And "take r1c3" is refused by rule attack.spoils

      Examples:
        | shaman-spoils-order | west first                    | take 1          | take 2         | take 3         | plain take                    | named take                    | first          | south keeps | west keeps |
        | attacker-chooses    | legal                         | take r1c3       | # South's furs | # alone        | legal                         | refused by rule attack.spoils | take r1c3      | empty       | furs       |
        | play-order          | refused by rule attack.double | take r1c3       | # South's furs | # alone        | legal                         | refused by rule attack.spoils | take r1c3      | empty       | furs       |
        | pooled              | refused by rule attack.double | take South r1c3 | take West r1c3 | take West r1c4 | refused by rule attack.spoils | legal                         | take West r1c3 | furs        | empty      |

    @pelikan_1975 @ass_ii @topic_attack_double @topic_turn_free_turn @ruling_free_turn
    @id_attack_double_free_turn
    Scenario Outline: A double attack of which one boat yields nothing (<shaman-free-turn>, <free-turn>)
      South's boat leaves furs, which North can use; West's boat leaves nothing. The Indian
      that completes North's boat is a second one for North, so his drawing would end with
      it. Judged over both boats, the attack was not fruitless; judged boat by boat, West's
      was. Where the free turn follows whenever the attacker takes no card, taking the furs
      decides it, unless the attack is read not to end the turn: then only inability counts.
      Given the position:
        """
        North:
          | bow shaman . stern |
          | i1 |
        South:
          | bow1 i2 furs |
        West:
          | bow1 i3 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      And North attacks South's boat r1c1-r1c3 and West's boat r1c1-r1c2
      And North takes the card at r1c3
      And North places the card at r3c1
      Then West's display is:
        """
        | . . |
        """
      And it is <next>'s turn
      And the pending decision is: draw

      Examples:
        | shaman-free-turn | attack-ends-turn | free-turn   | next  |
        | all-cards        | attack-ends      | cannot-only | South |
        | either-boat      | attack-ends      | cannot-only | North |
        | all-cards        | attack-ends      | takes-none  | South |
        | either-boat      | attack-ends      | takes-none  | South |
        | either-boat      | completion-ends  | takes-none  | South |
        | either-boat      | attack-continues | takes-none  | North |
