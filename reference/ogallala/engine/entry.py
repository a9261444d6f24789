"""The reference engine's public entry: start, legal_actions, apply, score.

Pure functions over ``State``: any state written in the notation can be loaded and played
on, and the answer for a state never depends on what was asked before. Internally a
``Game`` works on plain tuples for actions (``("place", 1, 3, "")``); the models are the
boundary.

What is remembered between calls only saves work: the last few states handed in or out
are kept with their settled game and legal actions (by identity: the state object itself),
so that ``legal_actions(s)`` then ``apply(s, a)`` settles ``s`` once, and the state ``apply``
returns is already settled when it is asked about next.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any, cast

from ..model import actions as A
from ..model.cards import kind_of
from ..model.editions import Edition, load
from ..model.readings import ReadingError, normalise
from .game import Game, cell, fresh_draw, span
from .rules import attack, end, special, turn
from .rules.explain import explain
from .scoring import Score, display_total, score_game
from ..model.shuffle import deal, shuffle
from ..model.state import Player, State
from .tables import FORGET, table
from ..notation.validity import cards_in_play

__all__ = ["IllegalAction", "SetupError", "apply", "conserved", "legal_actions", "score", "settled", "start", "totals_after"]

Act = tuple[Any, ...]


class IllegalAction(ValueError):
    """An action the rules do not allow now; names the rule it breaks and why."""

    def __init__(self, rule: str, reason: str, action: str = "") -> None:
        self.rule, self.reason, self.action = rule, reason, action
        super().__init__(f"{action}: {reason} (rule {rule})" if action else f"{reason} (rule {rule})")


class SetupError(ValueError):
    """A game cannot be started as asked (unknown edition, player count, piles)."""


# -- working off obligations ---------------------------------------------------


def settle(g: Game) -> list[Act]:
    """Work off every obligation that has no legal action; return the legal actions of the
    first one that does (empty when the game is over)."""
    while not g.over:
        if not g.pending:
            fresh_draw(g)
        head = g.pending[0]
        kind = head.kind
        if kind == "draw":
            turn.refill(g)
            actions = turn.draw_actions(g)
            if not any(a[0] == "draw" for a in actions) or turn.of_no_use(g):
                end.game_over(g, "end.piles-exhausted")
                return []
            return actions
        if kind == "place":
            return turn.place_actions(g, head)
        if kind == "lasso":
            actions = special.lasso_actions(g)
        elif kind == "shoot":
            actions = special.shoot_actions(g)
        elif kind == "claim":
            actions = special.claim_actions(g, head)
        elif kind == "sink":
            actions = special.sink_actions(g)
            if not actions:
                special.axe_alone(g, head)
                continue
            return actions
        elif kind == "attack":
            actions = attack.attack_actions(g, head)
            if not actions:
                g.pop()
                continue
            return actions
        elif kind == "spoils":
            actions = attack.take_actions(g, head)
            if not actions:
                attack.finish_spoils(g, head)
                continue
            actions = attack.pooled_takes(g, actions)  # ruling shaman-spoils-order, pooled
            # rule attack.spoils: in ASS-I every conquered card that fits must be taken
            return actions + [("done",)] if g.rules.spoils_optional else actions
        else:  # end
            if end.end_decision(g):
                return end.end_actions(g)
            continue
        if actions:
            return actions
        g.pop()
        g.emit("lapsed", rule={"lasso": "cards.lasso", "shoot": "cards.archer", "claim": "cards.hunters"}[kind])
    return []


def act(g: Game, action: Act) -> None:
    """Apply a legal action (unchecked) and settle what follows."""
    head = g.pending[0]
    name = action[0]
    if name == "draw":
        turn.do_draw(g, action[1])
    elif name == "stop":
        turn.do_stop(g)
    elif name == "place":
        turn.do_place(g, head, action[1], action[2], action[3])
    elif name == "discard":
        turn.do_discard(g, head)
    elif name == "lasso":
        special.do_lasso(g, *action[1:])
    elif name == "shoot":
        special.do_shoot(g, *action[1:])
    elif name == "claim":
        special.do_claim(g, head, *action[1:])
    elif name == "sink":
        special.do_sink(g, head, *action[1:])
    elif name == "attack":
        attack.do_attack(g, head, action[1:])
    elif name == "take":
        attack.do_take(g, head, *action[1:])
    elif name == "done":
        attack.done(g, head)
    elif name == "end":
        end.do_end(g)
    elif name == "play-on":
        end.do_play_on(g)
    elif name == "pass":
        g.pop()
    else:
        raise AssertionError(name)


# -- models <-> tuples -----------------------------------------------------------

_MODELS: dict[Act, A.Action] = {}
_TEXTS: dict[Act, str] = {}
MODELS_KEPT = 100_000
"""Most action models remembered: an action is a value, so one model serves every game."""


def _forget_actions() -> None:
    _MODELS.clear()
    _TEXTS.clear()


FORGET.append(_forget_actions)


def _named(g: Game, t: Act) -> Act:
    """The tuple with player names for seats: what the action's model depends on."""
    name = t[0]
    if name in ("lasso", "shoot", "claim"):
        return (name, g.names[t[1]], t[2], t[3])
    if name == "attack":
        return (name, *((g.names[q], r, a, b) for q, r, a, b in t[1:]))
    if name == "take" and len(t) > 4:  # a take from a pool of two boats names its victim
        return (name, t[1], t[2], t[3], g.names[t[4]])
    return t


def _build(t: Act) -> A.Action:
    """The model of an action tuple whose seats are player names (``_named``)."""
    name = t[0]
    if name == "draw":
        return A.Draw(pile=t[1])
    if name == "place":
        return A.Place(at=cell(t[1], t[2]), shift=t[3] or None)
    if name in ("lasso", "shoot", "claim"):
        seated: dict[str, type[A.Lasso | A.Shoot | A.Claim]] = {"lasso": A.Lasso, "shoot": A.Shoot, "claim": A.Claim}
        return seated[name](player=t[1], at=cell(t[2], t[3]))
    if name == "sink":
        return A.Sink(boat=span(t[1], t[2], t[3]))
    if name == "attack":
        return A.Attack(targets=tuple(A.Target(player=q, boat=span(r, a, b)) for q, r, a, b in t[1:]))
    if name == "take":
        if t[1]:
            return A.Take(card=t[1])
        return A.Take(at=cell(t[2], t[3]), player=t[4]) if len(t) > 4 else A.Take(at=cell(t[2], t[3]))
    bare: dict[str, type[A.Stop | A.Discard | A.Pass | A.Done | A.End | A.PlayOn]] = {
        "stop": A.Stop, "discard": A.Discard, "pass": A.Pass, "done": A.Done, "end": A.End, "play-on": A.PlayOn}
    return bare[name]()


SEATED = frozenset({"lasso", "shoot", "claim", "attack", "take"})
"""Actions that name a player: their models depend on the seats' names (``_named``)."""


def to_model(g: Game, t: Act) -> A.Action:
    key = _named(g, t) if t[0] in SEATED else t
    found = _MODELS.get(key)
    if found is None:
        if len(_MODELS) >= MODELS_KEPT:
            _forget_actions()
        found = _MODELS[key] = _build(key)
    return found


def text(g: Game, t: Act) -> str:
    """The action's text form (``str`` of its model), e.g. ``place r1c3``."""
    key = _named(g, t) if t[0] in SEATED else t
    found = _TEXTS.get(key)
    if found is None:
        found = _TEXTS[key] = str(to_model(g, t))
    return found


def to_tuple(g: Game, a: A.Action) -> Act:
    """An action model as the engine's tuple; a player name that does not exist raises."""
    match a:
        case A.Draw(pile=pile):
            return ("draw", pile)
        case A.Place(at=at, shift=shift):
            return ("place", at.row, at.col, shift or "")
        case A.Lasso() | A.Shoot() | A.Claim():
            return (a.kind, _seat(g, a.player), a.at.row, a.at.col)
        case A.Sink(boat=b):
            return ("sink", b.row, b.first, b.last)
        case A.Attack(targets=ts):
            return ("attack", *((_seat(g, t.player), t.boat.row, t.boat.first, t.boat.last) for t in ts))
        case A.Take(card=card, at=at, player=player):
            found = ("take", card or "", at.row if at else 0, at.col if at else 0)
            return (*found, _seat(g, player)) if player is not None else found
    return (a.kind,)


def _seat(g: Game, name: str) -> int:
    try:
        return g.names.index(name)
    except ValueError:
        raise IllegalAction("setup.players", f"there is no player {name!r}") from None


# -- the public interface --------------------------------------------------------


def start(
    edition: str,
    players: Sequence[str],
    options: Sequence[str] = (),
    *,
    seed: int | None = None,
    piles: Sequence[Sequence[str]] | None = None,
    readings: Mapping[str, str] | None = None,
) -> State:
    """A new game: the deck shuffled by ``seed`` and dealt into the piles, or the piles as
    given (each top card first, together exactly the deck). The first player starts
    (ruling start-player). ``readings`` (ruling id -> alternative) play the game otherwise
    than the edition decides those rulings."""
    try:
        ed = load(edition, normalise(edition, readings or {}))
    except KeyError as error:
        raise SetupError(str(error.args[0])) from None
    except ReadingError as error:
        raise SetupError(str(error)) from None
    opts = tuple(sorted(set(options)))
    reason = ed.validate_options(opts)
    if reason:
        raise SetupError(reason)
    if not ed.players.min <= len(players) <= ed.players.max:
        raise SetupError(f"edition {edition} is for {ed.players.min} to {ed.players.max} players, not {len(players)}")
    if len(set(players)) != len(players) or not all(p[:1].isupper() and p.isidentifier() for p in players):
        raise SetupError("player names must be distinct words starting with a capital letter")
    tab = table(edition, ed.readings, opts)
    tab.new_game()  # the rows of earlier games would only weigh on the collector
    deck = tab.deck
    if piles is not None:
        if len(piles) != ed.piles.count:
            raise SetupError(f"edition {edition} has {ed.piles.count} draw piles, not {len(piles)}")
        given = sorted(c for pile in piles for c in pile)
        if given != sorted(deck):
            raise SetupError("the piles must hold exactly the deck of the edition with these options")
        dealt, state_seed = [list(p) for p in piles], seed or 0
    else:
        dealt, state_seed = _deal(ed, deck, seed or 0)
    display = () if ed.display.kind == "free" else tuple(
        (None,) * ed.width(opts) for _ in range(ed.display.rows)
    )
    state = State(
        edition=edition, options=opts, readings=ed.readings, seed=state_seed,
        players=tuple(Player(name=n, display=display) for n in players),
        piles=tuple(tuple(p) for p in dealt), turn=players[0],
    )
    g = Game(state)
    legal = settle(g)
    return _keep(g.to_state(), g, legal).state


def _deal(ed: Edition, deck: tuple[str, ...], seed: int) -> tuple[list[list[str]], int]:
    """rule setup.piles: the deck shuffled and dealt round the piles; or, with three piles
    sorted by type (ruling ass-i-stacks), bows, sterns and empty sections, the other Indian
    cards, and the booty, each shuffled on its own into piles 1, 2 and 3. Returns the piles
    and the generator state after the shuffles."""
    if ed.rules.stacks == "sorted-by-type" and ed.piles.count == 3:
        kinds = ed.kinds
        groups: list[list[str]] = [[], [], []]
        for card in deck:
            kind = kinds[kind_of(card)]
            groups[0 if kind.is_bow or kind.is_stern or kind.is_empty else 2 if kind.is_booty else 1].append(card)
        piles = []
        for group in groups:
            pile, seed = shuffle(group, seed)
            piles.append(pile)
        return piles, seed
    shuffled, seed = shuffle(deck, seed)
    return deal(shuffled, ed.piles.count), seed


# -- settled games, kept between calls ---------------------------------------------


class Settled:
    """A state, its game with every obligation that has no legal action worked off, and the
    legal actions there. The game is never played on (``apply`` plays on a copy)."""

    __slots__ = ("state", "game", "legal", "models", "settled")

    def __init__(self, state: State, game: Game, legal: list[Act]) -> None:
        self.state, self.game, self.legal = state, game, legal
        self.models: tuple[A.Action, ...] | None = None
        self.settled: State | None = None


KEEP = 32
"""States kept with their settled games (the last ones handed in or out)."""

_KEPT: OrderedDict[int, Settled] = OrderedDict()
FORGET.append(_KEPT.clear)


def _keep(state: State, game: Game, legal: list[Act]) -> Settled:
    entry = _KEPT[id(state)] = Settled(state, game, legal)  # the entry holds the state: its id stays its own
    if len(_KEPT) > KEEP:
        _KEPT.popitem(last=False)  # the oldest (a plain dict would scan the holes its deletions left)
    return entry


def _settle(state: State) -> Settled:
    """The settled game of ``state``: kept from an earlier call, or worked out now."""
    entry = _KEPT.get(id(state))
    if entry is not None and entry.state is state:
        return entry
    g = Game(state)
    return _keep(state, g, settle(g))


def settled(state: State) -> State:
    """The state with every obligation that has no legal action worked off (as ``apply``
    leaves it): a lasso without a target lapses, a draw from empty piles ends the game."""
    entry = _settle(state)
    if entry.settled is None:
        entry.settled = entry.game.copy().to_state()
        _keep(entry.settled, entry.game, entry.legal).settled = entry.settled
    return entry.settled


def legal_actions(state: State) -> tuple[A.Action, ...]:
    """Every legal action at the pending decision, in canonical order."""
    entry = _settle(state)
    if entry.models is None:
        g, legal = entry.game, entry.legal
        # to_model, its lookup done for all at once (a decision has many actions): an action
        # that names no player is its own key; one that does, or one not met yet, finds
        # None (a model is never false) and goes through to_model
        found = list(map(_MODELS.get, legal))
        entry.models = tuple([m if m is not None else to_model(g, t) for m, t in zip(found, legal, strict=True)]
                             if not all(found) else cast(list[A.Action], found))
    return entry.models


def apply(state: State, action: A.Action) -> tuple[State, tuple[A.Event, ...]]:
    """The state after ``action`` and what happened; raises ``IllegalAction`` naming the
    rule an illegal action breaks (the given state is never changed: it is frozen)."""
    entry = _settle(state)
    g = entry.game
    if g.over:
        raise IllegalAction("end.three-boats", "the game is over", str(action))
    t = to_tuple(g, action)
    if t not in entry.legal:
        rule, reason = explain(g.copy(), t)
        raise IllegalAction(rule, reason, str(action))
    h = g.copy()
    act(h, t)
    legal = settle(h)
    events = h.event_models()
    h.events = []
    return _keep(h.to_state(), h, legal).state, events


def score(state: State) -> Score:
    """Each player's score, itemised by boat and scoring rule, and the winner(s)."""
    return score_game(state)


def totals_after(state: State, actions: Sequence[A.Action], player: str) -> list[int]:
    """``player``'s total score after each of ``actions`` (legal ones) is applied to ``state``:
    what a player who looks one action ahead weighs (the fuzzer's score-greedy policy). The
    same totals as ``score(apply(state, a)[0])`` gives, without the states, events and score
    models in between: each action is played on a copy of the settled game, and only the
    player's display is scored (its rows mostly scored before). What ``apply`` settles after
    the action (a special card that lapses, a draw due, leftover spoils lost from the
    victim's display) changes neither the player's display nor who completed three boats
    first, so it is not worked out here."""
    entry = _settle(state)
    g = entry.game
    edition = load(state.edition, state.readings)
    seat = g.names.index(player)
    totals = []
    for action in actions:
        h = g.copy()
        h.recording = False
        act(h, to_tuple(g, action))
        totals.append(display_total(edition, h.displays[seat], h.first_three == player))
    return totals


def conserved(state: State) -> bool:
    """Whether the state holds exactly the edition's deck (for games started by ``start``)."""
    return cards_in_play(state) == load(state.edition, state.readings).counts(state.options)
