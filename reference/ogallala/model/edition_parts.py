"""The parts of an edition's data as frozen models: its deck and cards, suites, display,
piles, variants, scoring table and named rule parameters (``[rules]``), each citing the
rulebook passages it comes from.

They sit below ``editions`` (an edition put together and loaded, under readings) and the
spec's models, which check that a ruling's patch names a real parameter: both read them,
and neither may be read by them.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from ..util.frozen import Frozen as _Frozen
from .cards import Category

EDITION_IDS = ("pelikan-1975", "ass-ii", "ass-i", "amigo")
"""Every edition, in the order of publication the project lists them."""


class Source(_Frozen):
    """A passage of a rulebook: the file and an exact quote from it."""

    file: str
    quote: str
    translation: str | None = None


class Cited(_Frozen):
    sources: tuple[Source, ...] = ()
    ruling: str | None = None
    """The ruling that settles what the sources leave open, if any."""


class Players(Cited):
    min: int
    max: int


class Deck(Cited):
    size: int
    """The number of cards the rulebook gives for the basic game."""


class Tribes(Cited):
    colours: tuple[str, str]
    """The two number colours, in the order the card counts are split."""


class Display(Cited):
    kind: Literal["mat", "free"]
    """A river mat of fixed spaces, or Amigo's free display that grows around its cards."""
    rows: int
    width: int
    wide: int | None = None
    """The width with the ``wide`` variant (the mat's other side)."""


class Piles(Cited):
    count: int
    discard: Literal["none", "face-down", "face-up"]


class CardEntry(Cited):
    id: str
    category: Category
    names: tuple[str, ...]
    value: int | None = None
    count: int
    split: tuple[int, int] | None = None
    """The count per tribe colour, in the order of ``Tribes.colours``."""

    @model_validator(mode="after")
    def _split_adds_up(self) -> CardEntry:
        if self.split is not None and sum(self.split) != self.count:
            raise ValueError(f"card {self.id}: split {self.split} does not add up to {self.count}")
        return self


class Suite(Cited):
    """A booty picture on two cards (front and rear half) and the person who belongs to it."""

    id: str
    front: tuple[str, ...] = ()
    rear: tuple[str, ...] = ()
    pair_names: tuple[str, ...] = ()
    person: str
    person_names: tuple[str, ...]


class Variant(Cited):
    id: str
    rule: str
    title: str
    add: dict[str, int | tuple[int, int]] = Field(default_factory=dict)
    remove: dict[str, int | tuple[int, int]] = Field(default_factory=dict)
    excludes: tuple[str, ...] = ()


class Band(_Frozen):
    min: int
    max: int
    per_card: int = 0
    points: int = 0


class Scoring(Cited):
    boats: Literal["all", "complete"]
    """Which boats score: every boat on the display, or complete boats only."""
    booty: Literal["additive", "highest", "cumulative", "replace"]
    """How booty lines combine: each line on top of the others (Pelikan, ASS-II), only the
    highest line per card (ASS-I), every line a card qualifies for added up (ASS-I read
    otherwise, ruling ass-i-highest-booty), or a combination's points instead of its cards'
    (Amigo)."""
    card_points: tuple[Band, ...]
    length_bonus: tuple[Band, ...] = ()
    single: int
    repeated: int = 0
    pair: int
    suite: int
    suite_person: Literal["fore", "either-end", "any-order"]
    """Where the person of a suite lies: fore of the pair (bow side), at either end of it, or
    anywhere in a run of the three cards, the halves need not touch (ruling suite-order)."""
    totem: int = 0
    first_three: int = 0
    # -- readings: scoring
    booty_cards: Literal["simple", "all"]
    """With ``additive`` booty: which cards earn ``single``: the simple booty kinds only
    (halves and persons score only in pairs and suites), or every booty card (rulings
    ass-ii-booty-scoring, amigo-combination-scoring)."""
    suite_and_pair: Literal["both", "suite"]
    """With ``additive`` booty: whether the halves of a suite also earn the pair's points
    (``both``) or the suite's points take their place (rulings pelikan-doubled-booty,
    ass-ii-booty-scoring, amigo-combination-scoring)."""
    suite_reach: Literal["adjacent", "same-boat"]
    """Whether the person touches the pair (beside its end) or may lie anywhere in the same
    boat on the side ``suite_person`` allows (rulings pelikan-hunter-behind, suite-order)."""
    bonus_unit: Literal["point", "card-point"]
    """With ``highest``/``cumulative`` booty: the bonus numbers are points, or multiples of
    the card's own points in its boat (1 or 2 by length: "double ... quadruple", ruling
    ass-i-booty-bonus)."""
    card_boats: Literal["all", "complete"]
    """Which scoring boats earn the card points: all, or complete ones only (ruling
    pelikan-each-card)."""
    booty_boats: Literal["all", "complete"]
    """Which scoring boats earn booty, pair, suite and totem points: all, or complete ones
    only (ruling pelikan-incomplete-boats)."""
    tie_break: Literal["shared", "complete-boats"]
    """Players tied on the top score share the win, or the one of them with most complete
    boats wins (still shared if that ties too; ruling tie-winner)."""


class Rules(_Frozen):
    """The named rule parameters; each belongs to the spec topic named in the data file."""

    stop_on: tuple[Literal["duplicate", "indian", "special", "completion"], ...]
    voluntary_stop: bool
    stop_before_drawing: bool
    """turn.voluntary-stop (ruling turn-voluntary-stop): where the player may stop of his own
    accord, whether he may also stop before his first card, passing his turn without drawing."""
    unplaceable: Literal["discard", "lost"]
    voluntary_discard: bool
    same_picture: bool
    bow_stern_neighbours: bool
    gap_splits_at: int
    lost_cards: Literal["discard", "out"]
    reshuffle: bool
    lasso_from: Literal["any", "incomplete"]
    lasso_optional: bool
    lasso_duplicate_ends_turn: bool
    archer_from: Literal["any", "incomplete"]
    archer_optional: bool
    special_unplaced: bool
    totem_shields: tuple[Literal["attack", "archer", "lasso", "claim"], ...]
    totem_scope: Literal["boat", "section"]
    crazy_axe: bool
    hunters_claim: bool
    attack_targets: Literal["incomplete", "any", "complete-or-section"]
    spoils: Literal["unowned", "booty-and-empty", "booty-and-sections", "booty"]
    spoils_optional: bool
    leftovers: Literal["stay", "lost"]
    attack_ends_turn: bool
    free_turn: bool
    double_attack: bool
    chained_attacks: bool
    shift: bool
    end_at_three: Literal["forced", "optional"]
    end_forced_at: int
    discard_draw: bool
    """turn.draw (ruling amigo-discard-draw): whether the discard pile's top card may be
    drawn like a further pile (numbered after the draw piles), while a draw pile holds cards."""
    # -- readings: cards
    special_timing: Literal["after-placing", "before-placing"]
    """cards.archer / cards.lasso (ruling pelikan-special-timing): whether a drawn archer or
    lasso thrower acts once it is placed, or at once on being drawn, before it is placed."""
    special_attack_order: Literal["special-first", "attack-first"]
    """attack.when / cards.lasso / cards.archer / cards.hunters (ruling special-attack-order):
    when a laid archer, lasso thrower or hunter completes a boat, whether its shot, throw or
    claim comes before that boat's attack, or after the attack and its spoils."""
    archer_targets: Literal["indians", "any"]
    """cards.archer (ruling ass-i-archer-target): the archer shoots only cards showing
    Indians, or any card of a boat it reaches."""
    special_own: bool
    """cards.lasso / cards.archer (ruling ass-i-special-owner): whether the lasso and the
    archer may also take a card of the player's own boats."""
    gained_specials_act: bool
    """cards.lasso / cards.archer (ruling gained-special-acts): whether a lasso thrower or
    archer that came by the lasso (not drawn) acts once placed."""
    takes_unplaceable: bool
    """cards.lasso / cards.hunters (ruling lasso-placeable): whether the lasso and a hunter's
    claim may take a card the player cannot place; such a card is then lost."""
    claim_from: Literal["any", "incomplete"]
    """cards.hunters (ruling hunter-claims): the boats a hunter's claim reaches."""
    claim_optional: bool
    """cards.hunters (ruling hunter-claims): whether the player may decline a claim."""
    claim_both: bool
    """cards.hunters (ruling hunter-claims): whether the two booty halves must be claimed
    together (both or none)."""
    gained_adjacency: bool
    """placement.adjacency (ruling amigo-gained-placement): whether a card the player did
    not draw (lassoed, conquered) must also touch a card of a free display."""
    # -- readings: placement
    boats_per_row: Literal["any", "one"]
    """rule boats.horizontal (ruling one-canoe-per-row): whether a row may hold several boats, or
    only one canoe, every card of the row belonging to it (a bow only as the row's
    leftmost card, a stern only as its rightmost)."""
    boat_ends: Literal["bow-and-stern", "row"]
    """rule boats.composition (rulings mat-boats, one-canoe-per-row): what bounds a boat in
    a row: a bow begins one and a stern ends one, or the row is one canoe, every card of it
    belonging to it (complete when its leftmost card is a bow, its rightmost a stern and no
    space between them is empty)."""
    one_gap_joins: Literal["unless-bow-or-stern", "always"]
    """rule boats.composition (ruling amigo-one-card-gap): where a gap of one space does
    not divide (``gap_splits_at = 2``), whether it still divides after a stern and before a
    bow, where only a bow or a stern could go, or joins the cards on either side always."""
    same_picture_scope: Literal["row", "boat"]
    """rule placement.same-picture (ruling amigo-same-picture): the unit in which no picture
    may be repeated, where ``same_picture`` holds."""
    shift_moves: Literal["run", "suite-cards", "side", "suite-all"]
    """rule shift.suite (ruling shift-mechanics): which cards a shift pushes one space: the
    unbroken run from the insertion space to the nearest empty space; that run only where it
    holds the suite's own cards alone; every card from the insertion space to the row's edge,
    gaps carried along; or every card of the suite in the boat, and no other."""
    shift_target: Literal["suite-order", "beside", "boat"]
    """rule shift.suite (ruling shift-target): where the inserted card must lie after the
    shift: beside its suite in an order the suite scores in, directly beside a card of its
    suite, or anywhere in a boat holding a card of its suite."""
    shift_sources: tuple[Literal["drawn", "lassoed", "claimed", "spoils"], ...]
    """rule shift.suite (ruling amigo-shift-source): how the suite card must have come to
    the player for it to push cards aside."""
    neighbour_rule: Literal["layout", "act"]
    """rule placement.bow-stern-neighbours (ruling amigo-neighbour-rule): left of a bow only a
    stern and right of a stern only a bow, in the layout (no such pair may arise, however a
    card is laid), or in the act of laying (a card laid left of a bow must be a stern, one
    laid right of a stern a bow; a bow may be laid right of any card)."""
    shift_checks: Literal["row", "card"]
    """rule shift.suite (ruling shift-pushed-cards): after a shift the whole row must obey
    the placement rules (bow and stern neighbours, the tribes, the same picture), or only
    the inserted card is judged in its place; the cards pushed along are not laid."""
    shift_completion: Literal["every-new", "card-boat", "again"]
    """rule attack.when (ruling shift-completion): which boats a placement with a shift
    completes: every boat of the row complete after it that was not complete before (a
    complete boat that only took in cards is the same boat); only the boat the card lies
    in, if it was not complete; or, besides every new one, also a complete boat that took
    the card in."""
    # -- readings: scoring
    halves: Literal["front-rear", "any-order", "identical"]
    """The two cards of a booty piece: a front and a rear half that match only front left of
    rear, two halves that match side by side either way round, or two alike cards that
    match either way round and are one picture to every rule (the same-picture rule and
    the stop at a card already owned treat them as the same card; ruling booty-halves)."""
    # -- readings: attack
    free_turn_when: Literal["cannot-use", "takes-none"]
    """turn.free-turn: the free turn follows when no conquered card can be used, or whenever
    the attacker ends up taking none (ruling free-turn)."""
    double_free_turn: Literal["all-cards", "either-boat"]
    """turn.free-turn after a double attack: only when no card of either boat can be used, or
    when one of the two boats yields nothing usable (ruling shaman-free-turn)."""
    double_spoils_order: Literal["attacker-chooses", "play-order", "pooled"]
    """attack.double: the attacker names the two targets in the order their spoils are worked
    off, or they come in order of play from him, or (named in order of play) their remaining
    cards are one pool he takes from in any order, each take naming its victim (ruling
    shaman-spoils-order)."""
    double_strength: Literal["split-strict", "split-sum", "full-each"]
    """attack.double: each share of the strength above its target (strength >= t1 + t2 + 2),
    the targets together below it, or each target below the full strength (ruling shaman-split)."""
    attack_losers: Literal["indians", "figures"]
    """attack.losers with the spoils left on the victim's mat: the Red Indian cards go, or every
    card showing a human figure, persons included (ruling pelikan-attack-losers)."""
    section_runs: Literal["maximal", "any"]
    """attack.targets with sections: a section is a maximal run of adjacent cards, or any run
    the attacker chooses, a totem guarding only a run that holds it (ruling ass-i-section)."""
    tribe_colour_of: Literal["unit", "boat"]
    """variant.two-tribes: the colour of an attacked section is its own (none without Red
    Indians), or that of the whole boat it belongs to (ruling ass-i-section-colour)."""
    mixed_boats: Literal["both-tribes", "either-tribe", "removal-refused"]
    """variant.two-tribes (ruling mixed-boats): a boat that holds Indians of both tribes (a
    removal joined two boats) is of both, attacking and attacked only where no tribe is
    shared; or of either, attacking and attacked by both; or no removal may make one."""
    axe_tribe: Literal["any", "own"]
    """cards.crazy-axe (ruling ass-i-axe-tribe): with two tribes, Crazy Axe sinks any own
    complete boat, or only one without Indians of the other tribe."""
    attack_power: Literal["boat", "display"]
    """attack.strength (ruling amigo-attacking-boat): the attack is made with the strength of
    the boat just completed, or with the player's whole strength, every Indian of his
    display."""
    gained_cards_attack: bool
    """attack.when: a boat completed by a lassoed or claimed card attacks too (ruling
    gained-card-completion)."""
    end_timing: Literal["after-attack", "before-attack"]
    """end.three-boats: the end is checked after the completing boat's attack, or at the
    completion itself, before it (ruling end-timing)."""
    end_chance: Literal["completion", "any-time", "first-three"]
    """end.play-on: who may end the game and when: any player on completing a boat with three
    or more, any such player at any moment of his turn, or only the first to three, on a
    completion (ruling amigo-who-may-end)."""
    boats_counted: Literal["held", "completed"]
    """end.three-boats, end.play-on, scoring.first-three (ruling three-boats-count): the
    three boats that end the game (or let a player end it) and earn the first to them his
    bonus are the complete boats he holds, or the boats he has completed in the game, held
    or lost since (kept in the state's ``completed``)."""
    fifth_counted: Literal["held", "completed"]
    """end.fifth-boat (ruling amigo-fifth-boat): the five boats that force the end are the
    complete boats in the player's display, or the boats he has completed in the game."""
    indian_stop: Literal["unless-listed", "shows-indians"]
    """turn.stop-drawing with ``stop_on`` "indian": every card but the listed ones (empty bow,
    empty stern, booty) ends the drawing, or only a card showing Red Indians (ruling
    ass-i-totem-stops)."""
    duplicate_colour: bool
    """turn.stop-drawing with ``stop_on`` "duplicate": a card counts as already in the display
    only if one of the same picture and number colour lies there (ruling duplicate-colour)."""
    attack_discard_order: Literal["board-order", "reversed"]
    """attack.losers / attack.leftovers: several cards of a conquered boat go onto the discard
    pile left to right, the last on top, or right to left (ruling attack-discard-order)."""
    # -- readings: piles
    reshuffle_limit: Literal["while-layable", "displays-grew", "once", "always"]
    """rule piles.reshuffle (ruling reshuffle-termination): when the discard pile may go round
    again: while one of its cards (Crazy Axe aside) could be laid in some player's display,
    only if the displays hold more cards than at the last reshuffle, only once, or always.
    Where it may not, the empty pile stays empty and the game ends once no pile has a card."""
    reshuffle_when: Literal["when-due", "on-exhaustion"]
    """rule piles.reshuffle (ruling reshuffle-timing): an empty pile is refilled when a draw
    is due, or already the moment its last card is drawn (and when a draw is due, if the
    discard pile was empty then)."""
    reshuffle_order: Literal["shuffled", "as-it-lies"]
    """rule piles.reshuffle (ruling pelikan-reshuffle): the discard pile is shuffled before it
    becomes a pile, or used as it lies (its top card drawn first)."""
    piles_end: Literal["when-due", "last-card-taken", "stacks-empty", "no-use"]
    """rule end.piles-exhausted (rulings piles-exhausted-end, amigo-game-end-piles): the game
    ends when a draw is due and no card can be drawn; or the moment the last card that can be
    drawn is taken, which is then set aside unplaced; or, in Amigo, when a draw is due and
    all stacks are empty, without using the discard pile again; or when a draw is due and no
    card left in the piles or the discard pile could change any display (none could be laid
    in one, and no Crazy Axe could sink a boat)."""
    stacks: Literal["shuffled-together", "sorted-by-type"]
    """rule setup.piles (ruling ass-i-stacks): the deck is shuffled and dealt round the piles,
    or (three piles) sorted into bows and sterns, other Indian cards and booty, each shuffled
    on its own."""
