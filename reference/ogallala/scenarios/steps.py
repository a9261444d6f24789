"""The step vocabulary: every sentence a scenario may use, and what it asks of the engine.

Each step parses its words and makes one or two calls on an ``Engine``: load a state,
list the legal actions, apply an action, read the state, score. No rule is decided here;
the expectation a ``Then`` step checks comes from the scenario text. ``docs/steps.md``
shows every step with an example; ``STEPS`` is the single list both the pytest-bdd glue
and the conformance runner use.
"""

from __future__ import annotations

import difflib
import functools
import inspect
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from ..model.actions import (
    Action,
    Attack,
    Claim,
    Discard,
    Done,
    Draw,
    End,
    Event,
    Lasso,
    Pass,
    Place,
    PlayOn,
    Shoot,
    Sink,
    Stop,
    Take,
    Target,
)
from ..model.boats import row_boats
from ..model.editions import load
from ..protocol.interface import Applied, Engine, EngineError, Rejected
from ..notation import NotationError, parse_action, parse_state, render_state
from ..notation.render import render_display, render_pending
from ..engine.scoring import PlayerScore
from ..model.state import Cell, Row, Span, State
from ..protocol.calls import NOTHING, Apply, Ask, Call, Load, Plan, Start, asks

NAME = r"(?P<player>[A-Z][A-Za-z0-9_]*)"
VICTIM = r"(?P<victim>[A-Z][A-Za-z0-9_]*)"
CELL = r"(?P<cell>r\d+c\d+)"
SPAN = r"(?P<span>r\d+c\d+(?:-r\d+c\d+)?)"


class Mismatch(AssertionError):
    """A step found something else than the scenario says.

    ``kind`` says how to compare what was expected with what was found: ``lines`` (a
    position or a display, line by line), ``items`` (actions or cards, as missing and
    unexpected ones) or ``text``.
    """

    def __init__(self, message: str, expected: str = "", actual: str = "", kind: str = "text") -> None:
        self.message, self.expected, self.actual, self.kind = message, expected, actual, kind
        text = message
        if expected or actual:
            text += f"\n--- expected\n{expected.rstrip()}\n--- actual\n{actual.rstrip()}"
        super().__init__(text)

    @property
    def diff(self) -> tuple[str, ...]:
        """What differs, as ``- expected`` / ``+ actual`` lines."""
        return differences(self.expected, self.actual, self.kind)


def differences(expected: str, actual: str, kind: str) -> tuple[str, ...]:
    """``- `` lines expected but not found, ``+ `` lines found but not expected: for
    ``lines`` in place (unchanged lines kept as context), for ``items`` as two groups."""
    want, have = expected.strip("\n").splitlines(), actual.strip("\n").splitlines()
    if kind == "lines":
        out = []
        for line in difflib.ndiff(want, have):
            if line.startswith(("- ", "+ ", "  ")):
                out.append(line)
        return tuple(out)
    if kind == "items":
        missing = list((Counter(want) - Counter(have)).elements())
        extra = list((Counter(have) - Counter(want)).elements())
        if not missing and not extra and want != have:
            return ("  the same, in another order",)
        return tuple([f"- {x}" for x in missing] + [f"+ {x}" for x in extra])
    return ()


class ScenarioError(Exception):
    """The scenario itself is wrong (bad notation, unknown step): not the engine's fault."""


@dataclass
class Context:
    engine: Engine
    edition: str | None = None
    readings: dict[str, str] = field(default_factory=dict)
    """The readings the run is played under (ruling id -> alternative): its row's reading
    columns and the readings the engine declares for the run's edition. Every position
    the run loads and every game it starts carries them."""
    events: tuple[Event, ...] = ()
    log: list[str] = field(default_factory=list)

    def readings_for(self, edition: str | None) -> dict[str, str]:
        """The run's readings that concern ``edition`` (a ruling may decide only some editions,
        and an alternative may be a reading of only some of its ruling's editions)."""
        if not self.readings or edition is None:
            return {}
        from ..model.readings import base, decided
        from ..model.spec import load_spec

        rulings = decided(edition)
        register = load_spec().rulings_by_id
        return {r: a for r, a in self.readings.items()
                if r in rulings and any(x.id == base(a) and x.reads(edition) for x in register[r].alternatives)}


@dataclass(frozen=True)
class StepDef:
    keyword: str
    pattern: str
    func: Callable[..., None]
    example: str
    plan: Plan | None = None
    """The calls the step makes on the engine when it passes (``calls``), worked out from
    its words alone; None for a step that cannot tell in advance."""

    @cached_property
    def regex(self) -> re.Pattern[str]:
        """The pattern, whole; compiled when first tried (a command that plays one run
        tries a few of the fifty patterns)."""
        return re.compile(self.pattern + r"\Z")

    @cached_property
    def blocks(self) -> dict[str, bool]:
        """The blocks the step reads under the text line: ``docstring`` (a text block
        between triple quotes) and ``datatable`` (a table), each mapped to whether it is
        required."""
        params = inspect.signature(self.func).parameters
        return {name: params[name].default is inspect.Parameter.empty
                for name in ("docstring", "datatable") if name in params}

    def misfit(self, docstring: str | None, table: object | None) -> str | None:
        """What is wrong with the blocks a feature file gives this step, or None: a block
        it does not read, or one it needs and is not given."""
        shown = {"docstring": 'a text block ("""...""")', "datatable": "a table (| ... |)"}
        given = {"docstring": docstring is not None, "datatable": table is not None}
        for name in shown:
            if given[name] and name not in self.blocks:
                takes = " or ".join(shown[n] for n in self.blocks) or "no block"
                return f"takes {takes}, not {shown[name]}"
        for name in shown:
            if not given[name] and self.blocks.get(name, False):
                return f"needs {shown[name]} under it"
        return None


STEPS: list[StepDef] = []


_FOUND: dict[tuple[str, str], tuple[StepDef, dict[str, str | None]]] = {}
"""Step texts matched so far: the suite plays the same step text in many runs (each
scenario under each edition and reading), and trying every pattern is the cost."""


def step(keyword: str, pattern: str, example: str,
         plan: Plan | None = None) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(func: Callable[..., None]) -> Callable[..., None]:
        STEPS.append(StepDef(keyword, pattern, func, example, plan))
        _FOUND.clear()  # a new step may match a text first
        return func
    return register


def plays(pattern: str, example: str) -> Callable[[Callable[..., Action]], Callable[..., None]]:
    """A ``When`` step that plays one action for the player it names: the decorated
    function makes the action from the step's words; the step checks that it is that
    player's turn and that the engine carries the action out."""
    def register(make: Callable[..., Action]) -> Callable[..., None]:
        @functools.wraps(make)
        def played(ctx: Context, player: str, **words: str) -> None:
            _play(ctx, player, make(ctx, player, **words))

        def planned(ctx: Context, player: str, **words: str) -> Sequence[Call]:
            return _plays(player, make(ctx, player, **words))

        return step("When", pattern, example, planned)(played)
    return register


def find(keyword: str, text: str) -> tuple[StepDef, dict[str, str | None]]:
    found = _FOUND.get((keyword, text))
    if found is None:
        for s in STEPS:
            if s.keyword == keyword:
                m = s.regex.match(text)
                if m:
                    found = _FOUND[(keyword, text)] = (s, m.groupdict())
                    break
        else:
            raise ScenarioError(f"no step matches: {keyword} {text}")
    return found[0], dict(found[1])


# -- helpers -------------------------------------------------------------------


def cell_of(text: str) -> Cell:
    """A space as written in a step, ``r2c5``. Anything but a few plain digits goes to the
    notation's parser, which says what is wrong (its module, with Lark, is imported only then)."""
    row, _, col = text[1:].partition("c")
    if text[:1] == "r" and all(0 < len(n) <= 9 and n.isascii() and n.isdigit() for n in (row, col)):
        return Cell(row=int(row), col=int(col))
    from ..notation.parse import _cell

    return _cell(text)


def _state(ctx: Context, text: str) -> State:
    try:
        edition = ctx.edition or _edition_line(text)
        return parse_state(text, ctx.edition, readings=ctx.readings_for(edition))
    except NotationError as error:
        raise ScenarioError(f"the scenario's position is not valid:\n{error}") from None


def _edition_line(text: str) -> str | None:
    m = re.search(r"^\s*edition\s*:\s*([a-z0-9-]+)", text, re.MULTILINE)
    return m.group(1) if m else None


def _action(text: str) -> Action:
    try:
        return parse_action(text)
    except NotationError as error:
        raise ScenarioError(f"the scenario's action is not valid:\n{error}") from None


def _players(text: str) -> list[str]:
    return [p for p in re.split(r",\s*|\s+and\s+", text.strip()) if p]


def _cards(text: str) -> list[str]:
    text = text.strip()
    return [] if text in ("", "-", "empty") else text.split()


def _span(text: str) -> Span:
    first, _, last = text.partition("-")
    a = cell_of(first)
    b = cell_of(last) if last else a
    return Span(row=a.row, first=a.col, last=b.col)


def _play(ctx: Context, player: str | None, action: Action) -> None:
    if player is not None:
        turn = ctx.engine.state().turn
        if turn != player:
            raise Mismatch(f"it is {turn}'s turn, not {player}'s, so {player} cannot {action}")
    result = ctx.engine.apply(action)
    if isinstance(result, Rejected):
        raise Mismatch(f"the engine refused `{action}`: {result.reason} (rule {result.rule}); "
                       "its legal actions at that point are shown as found",
                       str(action), _listing(ctx.engine.legal()), "items")
    ctx.events = result.events
    ctx.log.append(str(action))


def _plays(player: str | None, action: Action) -> Sequence[Call]:
    """The calls of ``_play`` when the action is carried out."""
    return (Ask("state"), Apply(action)) if player is not None else (Apply(action),)


def _display(state: State, player: str) -> tuple[Row, ...]:
    try:
        return state.player(player).display
    except KeyError:
        raise Mismatch(f"there is no player {player} in the position", player, ", ".join(p.name for p in state.players)) from None


def _score_of(ctx: Context, player: str) -> PlayerScore:
    score = ctx.engine.score()
    for mine in score.players:
        if mine.player == player:
            return mine
    raise Mismatch(f"the score has no player {player}", player, ", ".join(p.player for p in score.players))


def _same(expected: State, actual: State, what: str = "the position") -> None:
    if expected != actual:
        raise Mismatch(f"{what} differs", render_state(expected), render_state(actual), "lines")


def _listing(actions: list[Action]) -> str:
    return "\n".join(sorted(str(a) for a in actions)) or "(none)"


# -- Given -----------------------------------------------------------------------


def _edition_plan(ctx: Context, edition: str) -> Sequence[Call]:
    given_edition(ctx, edition)
    return ()


def _position_plan(ctx: Context, docstring: str) -> Sequence[Call]:
    return (Load(_state(ctx, docstring)),)


def _new_game(ctx: Context, players: str, seed: str, options: str | None = None, refused: bool = False) -> Start:
    """The game a step starts (the same for the step and its plan)."""
    if ctx.edition is None:
        raise ScenarioError("a new game needs an edition")
    return Start(ctx.edition, tuple(_players(players)), tuple((options or "").split()), int(seed),
                 ctx.readings_for(ctx.edition), refused)


def _new_game_plan(ctx: Context, players: str, seed: str, options: str | None = None) -> Sequence[Call]:
    return (_new_game(ctx, players, seed, options),)


def _refused_game_plan(ctx: Context, players: str, seed: str) -> Sequence[Call]:
    return (_new_game(ctx, players, seed, refused=True),)


@step("Given", r"the edition (?P<edition>[a-z0-9-]+)", "Given the edition amigo", _edition_plan)
def given_edition(ctx: Context, edition: str) -> None:
    """The edition the scenario plays in (the first step of an outline with an `edition` column)."""
    try:
        load(edition)
    except KeyError as error:
        raise ScenarioError(str(error)) from None
    ctx.edition = edition


@step("Given", r"the position:", 'Given the position:\n  """\n  North:\n    | bow i1 stern |\n  ...\n  """', _position_plan)
def given_position(ctx: Context, docstring: str) -> None:
    """Load a position written in the notation (docs/notation.md); without an `edition:` line it is in the run's edition. Cards it does not mention are set aside."""
    ctx.engine.load(_state(ctx, docstring))


@step("Given", r"a new game of (?P<players>[A-Z][\w, ]*?) with seed (?P<seed>\d+)(?: and options (?P<options>[a-z0-9 -]+))?",
      "Given a new game of North, East and South with seed 7", _new_game_plan)
def given_new_game(ctx: Context, players: str, seed: str, options: str | None = None) -> None:
    """Start a new game: the seed shuffles the deck and deals it into the piles; the first player named starts."""
    game = _new_game(ctx, players, seed, options)
    ctx.engine.start(game.edition, game.players, game.options, seed=game.seed, readings=game.readings)


@step("Then", r"a new game of (?P<players>[A-Z][\w, ]*?) with seed (?P<seed>\d+) is refused",
      "Then a new game of North, East, South, West and Centre with seed 1 is refused", _refused_game_plan)
def then_start_refused(ctx: Context, players: str, seed: str) -> None:
    """Starting this game is refused as a setup the edition does not allow (protocol error
    `invalid-setup`), e.g. too many players."""
    game = _new_game(ctx, players, seed, refused=True)
    try:
        ctx.engine.start(game.edition, game.players, game.options, seed=game.seed, readings=game.readings)
    except EngineError as error:
        if error.kind == "error" and getattr(error, "code", None) == "invalid-setup":
            return
        raise
    raise Mismatch(f"a game of {len(game.players)} players was started; it should be refused")


# -- When ------------------------------------------------------------------------


@plays(NAME + r' plays "(?P<action>[^"]+)"', 'When North plays "attack South r2c3-r2c9"')
def when_plays(ctx: Context, player: str, action: str) -> Action:
    """Apply one action in its text form, e.g. `place r1c3 shift left`; it must be that player's turn and the action must be accepted."""
    return _action(action)


def _lines_played(docstring: str) -> list[Action]:
    return [_action(line) for line in (text.split("#")[0].strip() for text in docstring.splitlines()) if line]


def _players_plan(ctx: Context, docstring: str) -> Sequence[Call]:
    return [call for action in _lines_played(docstring) for call in _plays(None, action)]


@step("When", r"the players play:", 'When the players play:\n  """\n  draw\n  place r1c3\n  """', _players_plan)
def when_players_play(ctx: Context, docstring: str) -> None:
    """Apply several actions in turn, one per line (whoever is to move plays each)."""
    for action in _lines_played(docstring):
        _play(ctx, None, action)


@plays(NAME + r" draws(?: from pile (?P<pile>\d))?", "When North draws from pile 2")
def when_draws(ctx: Context, player: str, pile: str | None = None) -> Action:
    """Draw the top card of the pile (of pile 2 with "from pile 2")."""
    return Draw(pile=int(pile or 1))


@plays(NAME + r" stops drawing", "When North stops drawing")
def when_stops(ctx: Context, player: str) -> Action:
    """Stop drawing (ASS-I, Amigo)."""
    return Stop()


@plays(NAME + r" places the card at " + CELL + r"(?: pushing (?P<direction>left|right))?",
       "When North places the card at r1c3 pushing right")
def when_places(ctx: Context, player: str, cell: str, direction: Literal["left", "right"] | None = None) -> Action:
    """Place the card in hand; "pushing left/right" inserts it at an occupied space and shifts the cards (suite shift)."""
    return Place(at=cell_of(cell), shift=direction)


@plays(NAME + r" discards the card", "When North discards the card")
def when_discards(ctx: Context, player: str) -> Action:
    """Discard the card in hand."""
    return Discard()


@plays(NAME + r" lassoes " + VICTIM + r"'s card at " + CELL, "When North lassoes South's card at r2c4")
def when_lassoes(ctx: Context, player: str, victim: str, cell: str) -> Action:
    """Throw the lasso at a card of another player's display."""
    return Lasso(player=victim, at=cell_of(cell))


@plays(NAME + r" shoots " + VICTIM + r"'s card at " + CELL, "When North shoots South's card at r2c4")
def when_shoots(ctx: Context, player: str, victim: str, cell: str) -> Action:
    """Shoot an Indian card of another player's display with the archer."""
    return Shoot(player=victim, at=cell_of(cell))


@plays(NAME + r" claims " + VICTIM + r"'s card at " + CELL, "When North claims South's card at r1c5")
def when_claims(ctx: Context, player: str, victim: str, cell: str) -> Action:
    """Claim a booty half for the person just placed (Pelikan, ASS-II)."""
    return Claim(player=victim, at=cell_of(cell))


@plays(NAME + r" sinks the boat " + SPAN, "When North sinks the boat r1c1-r1c4")
def when_sinks(ctx: Context, player: str, span: str) -> Action:
    """Let Crazy Axe sink one of the player's own complete boats."""
    return Sink(boat=_span(span))


@plays(NAME + r" attacks " + VICTIM + r"'s boat " + SPAN
       + r"(?: and (?P<victim2>[A-Z][A-Za-z0-9_]*)'s boat (?P<span2>r\d+c\d+(?:-r\d+c\d+)?))?",
       "When North attacks South's boat r2c3-r2c9")
def when_attacks(ctx: Context, player: str, victim: str, span: str, victim2: str | None = None, span2: str | None = None) -> Action:
    """Attack with the boat just completed (two targets for a shaman's double attack)."""
    targets = [Target(player=victim, boat=_span(span))]
    if victim2 and span2:
        targets.append(Target(player=victim2, boat=_span(span2)))
    return Attack(targets=tuple(targets))


@plays(NAME + r" takes (?:(?P<victim>[A-Z][A-Za-z0-9_]*)'s card at (?P<pooled>r\d+c\d+)|the card at " + CELL
       + r"|the (?P<card>[a-z][a-z0-9.-]*))",
       "When North takes the bear-f")
def when_takes(ctx: Context, player: str, cell: str | None = None, card: str | None = None,
               victim: str | None = None, pooled: str | None = None) -> Action:
    """Take a conquered card: by its space when the conquered boat stays on the victim's mat
    (``South's card at r1c3`` where the spoils of two boats are one pool), by its name when
    it is in hand."""
    if victim and pooled:
        return Take(player=victim, at=cell_of(pooled))
    return Take(at=cell_of(cell)) if cell else Take(card=card)


@plays(NAME + r" passes", "When North passes")
def when_passes(ctx: Context, player: str) -> Action:
    """Decline the lasso, the archer, a claim or an attack."""
    return Pass()


@plays(NAME + r" is done taking spoils", "When North is done taking spoils")
def when_done(ctx: Context, player: str) -> Action:
    """Take no more of the conquered cards."""
    return Done()


@plays(NAME + r" ends the game", "When North ends the game")
def when_ends(ctx: Context, player: str) -> Action:
    """End the game (after completing a boat, with three or more complete boats)."""
    return End()


@plays(NAME + r" plays on", "When North plays on")
def when_plays_on(ctx: Context, player: str) -> Action:
    """Decline to end the game."""
    return PlayOn()


# -- Then ------------------------------------------------------------------------


@step("Then", r"the position is:", 'Then the position is:\n  """\n  ...\n  """', asks("state"))
def then_position(ctx: Context, docstring: str) -> None:
    """The whole position, compared with the engine's after reading both in the notation."""
    _same(_state(ctx, docstring), ctx.engine.state())


@step("Then", NAME + r"'s display is:", "Then North's display is:\n  \"\"\"\n  | bow i1 furs stern |\n  \"\"\"", asks("state"))
def then_display(ctx: Context, player: str, docstring: str) -> None:
    """One player's display, row by row."""
    state = ctx.engine.state()
    actual = _display(state, player)
    text = "\n".join(f"  {line.strip()}" for line in docstring.splitlines() if line.strip())
    names = "\n".join(f"{p.name}:" + (f"\n{text}" if p.name == player else "") for p in state.players)
    piles = "\n".join(f"pile {k}: -" for k in range(1, len(state.piles) + 1))
    options = f"options: {' '.join(state.options)}\n" if state.options else ""
    try:
        position = parse_state(f"edition: {state.edition}\n{options}{names}\n{piles}\n", check=False,
                               readings=ctx.readings_for(state.edition))
    except NotationError as error:
        raise ScenarioError(f"the scenario's display is not valid:\n{error}") from None
    expected = position.player(player).display
    if expected != actual:
        raise Mismatch(f"{player}'s display differs", "\n".join(render_display(expected)),
                       "\n".join(render_display(actual)), "lines")


@step("Then", r"(?P<which>the discard pile|the cards out of play|pile (?P<pile>\d)) (?P<verb>is|are|holds|hold):? (?P<cards>.*)",
      "Then the discard pile is: furs tobacco", asks("state"))
def then_cards(ctx: Context, which: str, verb: str, cards: str, pile: str | None = None) -> None:
    """A pile, the discard pile or the cards out of play: `is` in this order (top first), `holds` in any order. `-` means empty. The cards out of play are always listed sorted (docs/protocol.md), so `are` checks that order whatever order the step names them in."""
    state = ctx.engine.state()
    if pile:
        actual = list(state.piles[int(pile) - 1]) if int(pile) <= len(state.piles) else []
    elif which == "the discard pile":
        actual = list(state.discard)
    else:
        actual = list(state.out)
    expected = _cards(cards)
    if verb in ("holds", "hold"):
        expected, actual = sorted(expected), sorted(actual)
    elif which == "the cards out of play":
        expected = sorted(expected)  # the state's `out` is sorted (by the cards' text)
    if expected != actual:
        raise Mismatch(f"{which} differs", "\n".join(expected), "\n".join(actual), "items")


@step("Then", r"(?:pile (?P<pile>\d) has|the piles have) (?P<count>\d+) cards?(?: together)?",
      "Then the piles have 134 cards together", asks("state"))
def then_pile_size(ctx: Context, count: str, pile: str | None = None) -> None:
    """How many cards one pile, or all draw piles together, hold (after a new game: the deck)."""
    state = ctx.engine.state()
    if pile:
        actual = len(state.piles[int(pile) - 1]) if int(pile) <= len(state.piles) else 0
    else:
        actual = sum(len(p) for p in state.piles)
    if actual != int(count):
        raise Mismatch(f"{'pile ' + pile if pile else 'the piles'} hold a different number of cards", count, str(actual))


@step("Then", r'"(?P<action>[^"]+)" is (?P<negation>not )?legal', 'Then "place r1c3" is not legal', asks("legal"))
def then_legal(ctx: Context, action: str, negation: str | None = None) -> None:
    """Whether one action is among the legal actions now."""
    wanted = _action(action)
    legal = ctx.engine.legal()
    if (wanted in legal) == bool(negation):
        raise Mismatch(f"`{action}` is {'' if negation else 'not '}among the legal actions", "", _listing(legal))


@step("Then", r"the legal actions (?P<mode>are|include|exclude):", 'Then the legal actions are:\n  """\n  draw 1\n  draw 2\n  """', asks("legal"))
def then_legal_list(ctx: Context, mode: str, docstring: str) -> None:
    """The legal actions: exactly these (`are`, in any order), at least these (`include`), none of these (`exclude`)."""
    wanted = [_action(line.strip()) for line in docstring.splitlines() if line.strip() and not line.strip().startswith("#")]
    legal = ctx.engine.legal()
    shown = _listing(legal)
    if mode == "are" and Counter(wanted) != Counter(legal):  # as models, as `include` and `exclude` compare them
        raise Mismatch("the legal actions differ", _listing(wanted), shown, "items")
    if mode == "include":
        missing = [str(a) for a in wanted if a not in legal]
        if missing:
            raise Mismatch(f"not legal: {', '.join(missing)}", "", shown)
    if mode == "exclude":
        present = [str(a) for a in wanted if a in legal]
        if present:
            raise Mismatch(f"legal, though they should not be: {', '.join(present)}", "", shown)


def _refusal_plan(ctx: Context, action: str, rule: str) -> Sequence[Call]:
    return (Ask("state"), Apply(_action(action), applied=False), Ask("state"))


@step("Then", r'"(?P<action>[^"]+)" is refused by rule (?P<rule>[a-z0-9.-]+)',
      'Then "attack South r2c3-r2c9" is refused by rule attack.strength', _refusal_plan)
def then_refused(ctx: Context, action: str, rule: str) -> None:
    """The action is refused, naming this rule, and the position does not change."""
    before = ctx.engine.state()
    result = ctx.engine.apply(_action(action))
    if isinstance(result, Applied):
        raise Mismatch(f"`{action}` was accepted; it should be refused by rule {rule}")
    if result.rule != rule:
        raise Mismatch(f"`{action}` was refused by the wrong rule", rule, f"{result.rule}: {result.reason}")
    _same(before, ctx.engine.state(), "the position after the refusal")


@step("Then", r"the pending decision is:? (?P<item>.+)", "Then the pending decision is: attack r1c1-r1c5", asks("state"))
def then_pending(ctx: Context, item: str) -> None:
    """The decision now due, as the notation's `pending:` line writes it."""
    state = ctx.engine.state()
    actual = render_pending(state.pending[0]) if state.pending else "(none: the game is over)"
    if actual != item.strip():
        raise Mismatch("the pending decision differs", item.strip(), actual)


@step("Then", r"it is " + NAME + r"'s turn", "Then it is South's turn", asks("state"))
def then_turn(ctx: Context, player: str) -> None:
    """Whose turn it is."""
    turn = ctx.engine.state().turn
    if turn != player:
        raise Mismatch("the turn differs", player, turn)


@step("Then", r"the events include:", 'Then the events include:\n  """\n  North completed the boat r1c1-r1c4\n  """', NOTHING)
def then_events(ctx: Context, docstring: str) -> None:
    """Each line is one of the events of the last action, as the engine words them."""
    actual = [str(e) for e in ctx.events]
    missing = [line.strip() for line in docstring.splitlines() if line.strip() and line.strip() not in actual]
    if missing:
        raise Mismatch(f"events missing: {'; '.join(missing)}", "\n".join(missing), "\n".join(actual) or "(no events)")


@step("Then", r"the game is (?P<negation>not )?over", "Then the game is over", asks("state"))
def then_over(ctx: Context, negation: str | None = None) -> None:
    """Whether the game has ended."""
    over = ctx.engine.state().over
    if over == bool(negation):
        raise Mismatch("the game is " + ("over" if over else "not over"))


@step("Then", NAME + r" scores (?P<points>\d+)", "Then North scores 26", asks("score"))
def then_scores(ctx: Context, player: str, points: str) -> None:
    """A player's total score (computed from the position now)."""
    mine = _score_of(ctx, player)
    if mine.total != int(points):
        raise Mismatch(f"{player}'s score differs", points, mine.describe())


@step("Then", NAME + r"'s boat " + SPAN + r" scores (?P<points>\d+)", "Then North's boat r1c1-r1c6 scores 26", asks("score"))
def then_boat_scores(ctx: Context, player: str, span: str, points: str) -> None:
    """What one boat scores, all its lines together."""
    mine = _score_of(ctx, player)
    boat = _span(span)
    total = sum(line.points for line in mine.lines if line.boat == boat)
    if total != int(points):
        raise Mismatch(f"{player}'s boat {span} scores differently", points, mine.describe())


@step("Then", NAME + r"'s score lines (?P<mode>are|include):", "Then North's score lines are:\n  | rule | points | boat |\n  | scoring.card-points | 6 | r1c1-r1c6 |", asks("score"))
def then_score_lines(ctx: Context, player: str, datatable: list[list[str]], mode: str = "are") -> None:
    """A player's score lines: exactly these (`are`) or at least these (`include`), each with its rule, points and boat (`-` for bonuses of the whole display). Lines are grouped as docs/protocol.md says: one per rule, boat and card kind or suite. A row whose rule is `-` stands for no line (an outline's row in which that line does not occur)."""
    header, *rows = datatable
    if "rule" in header:
        rows = [row for row in rows if row[header.index("rule")] != "-"]
    mine = _score_of(ctx, player)

    def key(rule: str, points: str | int, boat: str | None) -> str:
        return f"{rule} {points} {boat or '-'}"
    expected = Counter(key(**dict(zip(header, row, strict=True))) for row in rows)
    actual = Counter(key(x.rule, x.points, str(x.boat) if x.boat else None) for x in mine.lines)
    if (expected != actual) if mode == "are" else (expected - actual):
        raise Mismatch(f"{player}'s score lines differ", "\n".join(sorted(expected.elements())),
                       "\n".join(sorted(actual.elements())), "items")


@step("Then", r"the winners? (?:is|are) (?P<players>[A-Z][\w, ]*)", "Then the winner is North", asks("score"))
def then_winners(ctx: Context, players: str) -> None:
    """The player(s) with the highest score; ties share the win."""
    winners = sorted(ctx.engine.score().winners)
    if winners != sorted(_players(players)):
        raise Mismatch("the winners differ", ", ".join(sorted(_players(players))), ", ".join(winners))


@step("Then", NAME + r" has (?P<count>\d+) complete boats?", "Then North has 3 complete boats", asks("state"))
def then_complete_boats(ctx: Context, player: str, count: str) -> None:
    """How many complete boats a player's display holds."""
    state = ctx.engine.state()
    edition = load(state.edition, ctx.readings_for(state.edition))
    boats = [b for row in _display(state, player) for b in row_boats(row, edition.kinds, edition.rules.gap_splits_at, edition.rules.one_gap_joins == "always",
                                                                    whole=edition.rules.boat_ends == "row") if b.complete]
    if len(boats) != int(count):
        raise Mismatch(f"{player}'s complete boats differ", count, str(len(boats)))


@step("Then", NAME + r"'s card at " + CELL + r" is (?P<card>[a-z][a-z0-9.-]*|empty)", "Then South's card at r2c4 is empty", asks("state"))
def then_card_at(ctx: Context, player: str, cell: str, card: str) -> None:
    """The card at one space of a display, or `empty`."""
    at: Cell = cell_of(cell)
    display = _display(ctx.engine.state(), player)
    actual = display[at.row - 1][at.col - 1] if 1 <= at.row <= len(display) and 1 <= at.col <= len(display[at.row - 1]) else None
    if (actual or "empty") != card:
        raise Mismatch(f"{player}'s card at {cell} differs", card, actual or "empty")


# -- every event and every pending item ------------------------------------------------

EVENT_FIELDS = ("kind", "player", "card", "cards", "at", "boat", "victim", "pile", "rule")
"""The columns of `the events are:`, in the order an event's line lists its fields."""


def _event_cell(column: str, text: str) -> object:
    text = text.strip()
    if text in ("", "-"):
        return () if column == "cards" else None
    if column == "cards":
        return tuple(text.split())
    if column == "at":
        return cell_of(text)
    if column == "boat":
        return _span(text)
    if column == "pile":
        return int(text)
    return text


def event_line(event: Event) -> str:
    """An event with every field that is set, ``kind field=value ...`` (for differences)."""
    parts: list[str] = [event.kind]
    for name in EVENT_FIELDS[1:]:
        value = getattr(event, name)
        if value in (None, ()):
            continue
        parts.append(f"{name}={' '.join(value) if name == 'cards' else value}")
    return " ".join(parts)


@step("Then", r"the events are:", "Then the events are:\n"
      "  | kind      | player | card | at   | boat      |\n"
      "  | drew      | North  | i1   |      |           |\n"
      "  | placed    | North  | i1   | r1c3 |           |\n"
      "  | completed | North  |      |      | r1c1-r1c4 |", NOTHING)
def then_events_exactly(ctx: Context, datatable: list[list[str]]) -> None:
    """Every event of the last action, in order, each with every field: a column per field
    (`kind`, and any of `player`, `card`, `cards`, `at`, `boat`, `victim`, `pile`, `rule`),
    an empty cell (or `-`) for a field that is not set. A field without a column must be
    unset in every event. A header alone means the action had no events; a row whose kind
    is `-` stands for no event (an outline's row in which that event does not happen)."""
    header, *rows = datatable
    header = [h.strip() for h in header]
    unknown = [h for h in header if h not in EVENT_FIELDS]
    if unknown or "kind" not in header or len(set(header)) != len(header):
        raise ScenarioError(f"the events' columns are {', '.join(EVENT_FIELDS)} (kind first of all), "
                            f"not {', '.join(header)}")
    expected = []
    for row in rows:
        fields = {h: _event_cell(h, cell) for h, cell in zip(header, row, strict=True)}
        if fields["kind"] is None:
            continue
        try:
            expected.append(Event.model_validate({k: v for k, v in fields.items() if v not in (None, ())}))
        except ValueError as error:
            raise ScenarioError(f"the scenario's event is not valid: {' | '.join(row)}\n{error}") from None
    actual = list(ctx.events)
    if expected != actual:
        raise Mismatch("the events differ", "\n".join(map(event_line, expected)) or "(no events)",
                       "\n".join(map(event_line, actual)) or "(no events)", "lines")


@step("Then", r"the pending decisions are:", 'Then the pending decisions are:\n  """\n  place lasso (drawn)\n  lasso\n  draw\n  """', asks("state"))
def then_pending_list(ctx: Context, docstring: str) -> None:
    """Every pending item, one per line as the notation's `pending:` lines write them: the
    decision due now first, then what will come up after it. Blank lines and lines starting
    with `#` are left out; no lines at all: nothing is pending (the game is over)."""
    wanted = [line.strip() for line in docstring.splitlines() if line.strip() and not line.strip().startswith("#")]
    actual = [render_pending(item) for item in ctx.engine.state().pending]
    if wanted != actual:
        raise Mismatch("the pending decisions differ", "\n".join(wanted) or "(none)", "\n".join(actual) or "(none)", "lines")
