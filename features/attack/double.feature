Feature: The shaman's double attack
  In Pelikan and Ogallala II a boat with a shaman may attack two boats at once, of one
  other player or of two, dividing its strength between them as the attacker likes.

  Rule: attack.double - the shaman's double attack
    Each share of the strength must be strictly greater than the strength of its target,
    so the boat's strength must be at least the two targets' strengths together plus 2
    (ruling shaman-split). Each target must be a boat that could be attacked on its own.
    Each target loses its Red Indians and yields spoils as in a single attack. The double
    attack is the boat's one attack. Ogallala I and Amigo have no double attack.

    @pelikan_1975 @ass_ii @topic_attack_double @ruling_shaman_split @id_attack_double_split_strength
    Scenario: The shaman boat's strength must cover both targets plus one for each
      North's new boat: shaman 10 and one Indian = 11. South's boats have strength 3 and
      6, West's boat 4. South's two boats together: 3 + 6 + 2 = 11, just enough; South's
      first boat and West's: 3 + 4 + 2 = 9; South's second boat and West's: 6 + 4 + 2 = 12,
      too much, though each of them alone is weaker than 11.
      Given the position:
        """
        North:
          | bow shaman . stern |
        South:
          | bow1 i2 |
          | bow1 chief |
        West:
          | bow1 i3 |
        pile 1: i1 eagle
        turn: North
        """
      When North draws
      And North places the card at r1c3
      Then the pending decision is: attack r1c1-r1c4
      And the legal actions are:
        """
        attack South r1c1-r1c2
        attack South r2c1-r2c2
        attack West r1c1-r1c2
        attack South r1c1-r1c2 and South r2c1-r2c2
        attack South r1c1-r1c2 and West r1c1-r1c2
        pass
        """
      And "attack South r2c1-r2c2 and West r1c1-r1c2" is refused by rule attack.double

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
    Scenario: Both targets lose their Indians and each yields its spoils, then the turn passes
      North's shaman boat (11) attacks South's boat (3) and West's boat (4) at once.
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
      When North takes the card at r1c3
      And North places the card at r2c1
      Then the pending decision is: spoils from West r1c1-r1c3
      When North takes the card at r1c3
      And North places the card at r2c2
      Then North's display is:
        """
        | bow shaman i1 stern |
        | furs tent |
        """
      And it is South's turn
      And the pending decision is: draw
