"""Text -> models: positions and actions.

Lark reads the lines (grammar/ogallala.lark); ``ToLines`` turns each into a small record
that remembers where it stood, and ``assemble`` puts the records together into a
``State``, checking what the grammar cannot: which line may follow which, that every card
exists in the edition, and (through ``ogallala.notation.validity``) that the position can occur.
Every complaint is a ``Problem`` with a line and column.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal

from lark import Lark, Token, Transformer, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.exceptions import VisitError
from pydantic import TypeAdapter, ValidationError

from ..model import actions as A
from ..model.cards import colour_of, kind_of
from ..model.editions import EDITION_IDS, Edition, load
from ..util.resources import data_path
from ..model.state import (
    COUNT_MAX,
    NAME_MAX,
    SEED_MAX,
    AttackItem,
    Cell,
    ClaimItem,
    DrawItem,
    EndItem,
    LassoItem,
    PlaceItem,
    Player,
    ShootItem,
    SinkItem,
    Span,
    SpoilsItem,
    State,
)
from ..util.clean import brief
from .validity import issues
from . import lalr
from .errors import NotationError, Problem, Problems

MAX_TEXT = 1 << 18
"""The longest text read as a position or an action, in characters (a real position has a
few hundred)."""


def _too_long(text: str) -> NotationError | None:
    if len(text) <= MAX_TEXT:
        return None
    return NotationError(Problem(f"the text is {len(text)} characters long; a position may have at most {MAX_TEXT}"))


def _number(tok: Token, what: str, low: int = 0, high: int = COUNT_MAX) -> int:
    """A number of the text, or ``NotationError`` at its place when it lies outside ``low``
    to ``high`` (checked on its digits first: a number of thousands of digits is not read)."""
    digits = str(tok).lstrip("0") or "0"
    if len(digits) <= len(str(high)) and low <= int(digits) <= high:
        return int(digits)
    shown = digits if len(digits) <= 24 else f"{digits[:12]}...({len(digits)} digits)"
    line, col = _at(tok)
    raise NotationError(Problem(f"{what} {shown} is out of range ({low} to {high})", line or None, col or None))


@cache
def parser() -> Lark:
    """The LALR parser of the grammar. Building its tables takes longer than a command that
    reads one position otherwise does, so they are kept in the cache folder, as data
    (``notation.lalr``): an edited grammar is built anew."""
    return lalr.parser(
        data_path("grammar", "ogallala.lark").read_text(encoding="utf-8"),
        start=["start", "action"], propagate_positions=True, maybe_placeholders=False,
    )


WORDS = {
    "CARD": "a card", "NAME": "a player name (capitalised)", "INT": "a number", "SPAN": "a boat like r1c2-r1c7",
    "CELL": "a space like r1c3", "EMPTY": "'.' for an empty space", "NONE": "'-'", "SOURCE": "drawn, lassoed, claimed or spoils",
    "DIRECTION": "left or right", "_NL": "the end of the line", "COLON": "':'", "VBAR": "'|'", "$END": "the end of the text",
    "LPAR": "'('", "RPAR": "')'", "COMMA": "','", "EQUAL": "'='",
}


def _expected(terminals: Iterable[str]) -> str:
    words = sorted({WORDS.get(t, t.lower().strip("_").replace("_", " ") if t.isupper() else t) for t in terminals})
    if not words:
        return ""
    if len(words) > 6:
        words = words[:6] + ["..."]
    return "; expected " + ", ".join(words)


def _syntax_problem(error: UnexpectedInput, text: str) -> Problem:
    if isinstance(error, UnexpectedCharacters):
        pos: object = error.pos_in_stream  # lark declares it None on the base class; the lexer sets an int
        char = text[pos] if isinstance(pos, int) and pos < len(text) else ""
        return Problem(f"unexpected character {char!r}{_expected(error.allowed or set())}", error.line, error.column)
    if isinstance(error, UnexpectedToken):
        tok = error.token
        if tok.type == "$END":
            return Problem(f"the text ends too early{_expected(error.expected)}", error.line if error.line > 0 else None, error.column if error.column > 0 else None)
        shown = "the end of the line" if tok.type == "_NL" else repr(str(tok))
        return Problem(f"unexpected {shown}{_expected(error.expected)}", tok.line, tok.column)
    if isinstance(error, UnexpectedEOF):
        return Problem(f"the text ends too early{_expected(error.expected)}")
    return Problem(str(error).splitlines()[0])


@dataclass
class Line:
    kind: str
    line: int
    column: int
    values: list[Any] = field(default_factory=list)


def _at(tok: Token) -> tuple[int, int]:
    return tok.line or 0, tok.column or 0


def _name(tok: Token) -> str:
    """A player's name (the grammar allows only letters, digits and ``_``; the model at most
    ``NAME_MAX`` characters)."""
    if len(tok) > NAME_MAX:
        line, col = _at(tok)
        raise NotationError(Problem(f"the name {tok[:20]}... has {len(tok)} characters; a player's name has at most "
                                    f"{NAME_MAX}", line or None, col or None))
    return str(tok)


def _cell(tok: Token | str) -> Cell:
    tok = tok if isinstance(tok, Token) else Token("CELL", tok)
    r, c = str(tok)[1:].split("c")
    return Cell(row=_number(Token.new_borrow_pos("INT", r, tok), "row"),
                col=_number(Token.new_borrow_pos("INT", c, tok), "column"))


def _span(tok: Token) -> Span:
    """A boat or section: one row, from its first space to its last."""
    first, _, last = str(tok).partition("-")
    a = _cell(Token.new_borrow_pos("CELL", first, tok))
    b = _cell(Token.new_borrow_pos("CELL", last, tok)) if last else a
    if a.row != b.row or b.col < a.col:
        line, col = _at(tok)
        why = "lies in two rows" if a.row != b.row else "ends before it begins"
        raise NotationError(Problem(f"the span {tok} {why}; a boat is written r1c2-r1c7", line or None, col or None))
    return Span(row=a.row, first=a.col, last=b.col)


class ToLines(Transformer[Token, list[Line]]):
    """Each line of a position as a ``Line``; cards stay tokens so that errors can point."""

    def start(self, lines: list[Line]) -> list[Line]:
        return lines

    def cards(self, toks: list[Token]) -> list[Token]:
        return [] if toks and toks[0].type == "NONE" else toks

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:  # noqa: D105
        return Line(str(data), getattr(meta, "line", 0), getattr(meta, "column", 0), children)


class ToAction(Transformer[Token, A.Action]):
    """An action's tree -> the action model."""

    def action(self, children: list[Any]) -> Any:
        return children[0]

    def draw(self, c: list[Token]) -> A.Draw:
        return A.Draw(pile=_number(c[0], "pile", 1) if c else 1)

    def stop(self, _: list[Token]) -> A.Stop:
        return A.Stop()

    def place(self, c: list[Token]) -> A.Place:
        return A.Place(at=_cell(c[0]), shift=SHIFTS[str(c[1])] if len(c) > 1 else None)

    def discard_action(self, _: list[Token]) -> A.Discard:
        return A.Discard()

    def lasso(self, c: list[Token]) -> A.Lasso:
        return A.Lasso(player=_name(c[0]), at=_cell(c[1]))

    def shoot(self, c: list[Token]) -> A.Shoot:
        return A.Shoot(player=_name(c[0]), at=_cell(c[1]))

    def claim(self, c: list[Token]) -> A.Claim:
        return A.Claim(player=_name(c[0]), at=_cell(c[1]))

    def pass_(self, _: list[Token]) -> A.Pass:
        return A.Pass()

    def sink(self, c: list[Token]) -> A.Sink:
        return A.Sink(boat=_span(c[0]))

    def target(self, c: list[Token]) -> A.Target:
        return A.Target(player=_name(c[0]), boat=_span(c[1]))

    def attack(self, c: list[A.Target]) -> A.Attack:
        return A.Attack(targets=tuple(c))

    def take(self, c: list[Token]) -> A.Take:
        if c[0].type == "NAME":  # a take from a pool of two boats names its victim
            return A.Take(player=_name(c[0]), at=_cell(c[1]))
        return A.Take(at=_cell(c[0])) if c[0].type == "CELL" else A.Take(card=str(c[0]))

    def done(self, _: list[Token]) -> A.Done:
        return A.Done()

    def end(self, _: list[Token]) -> A.End:
        return A.End()

    def play_on(self, _: list[Token]) -> A.PlayOn:
        return A.PlayOn()


ACTION = TypeAdapter(A.Action)

SHIFTS: dict[str, Literal["left", "right"]] = {"left": "left", "right": "right"}
"""A shift's direction as the grammar writes it (``place r1c3 shift left``)."""
SOURCES: dict[str, Literal["drawn", "lassoed", "claimed", "spoils"]] = {
    "drawn": "drawn", "lassoed": "lassoed", "claimed": "claimed", "spoils": "spoils"}
"""Where a card in hand came from, as a ``pending: place CARD SOURCE`` line writes it."""


def _parse_action(text: str) -> A.Action:
    if (too_long := _too_long(text)) is not None:
        raise too_long
    try:
        tree = parser().parse(text.strip(), start="action")
    except UnexpectedInput as error:
        raise NotationError(_syntax_problem(error, text.strip()), text.strip()) from None
    try:
        return ToAction().transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, NotationError):
            raise NotationError(error.orig_exc.problems, text.strip()) from None
        if isinstance(error.orig_exc, ValidationError):
            raise NotationError(Problem(f"not a valid action: {brief(error.orig_exc)}"), text.strip()) from None
        raise


class _Cards:
    """Checks card tokens against an edition and options, with did-you-mean."""

    def __init__(self, edition: Edition, options: tuple[str, ...], problems: Problems,
                 places: dict[tuple[object, ...], tuple[int, int]]) -> None:
        self.edition = edition
        self.places = places
        self.tribes = "tribes" in options
        self.tokens = set(edition.tokens(options))
        self.problems = problems

    def check(self, tok: Token) -> str:
        card = str(tok)
        self.places.setdefault(("card", card), _at(tok))
        if card in self.tokens:
            return card
        line, col = _at(tok)
        kind, colour = kind_of(card), colour_of(card)
        kinds = self.edition.kinds
        if kind in kinds and kinds[kind].has_tribe:
            if self.tribes and colour is None:
                a, b = self.edition.tribes.colours
                msg = f"card {card!r} needs its tribe colour in the two-tribe variant ({kind}.{a} or {kind}.{b})"
            elif not self.tribes and colour is not None:
                msg = f"card {card!r}: tribe colours are written only in the two-tribe variant (options: tribes)"
            else:
                msg = f"card {card!r}: the colours of edition {self.edition.id} are {' and '.join(self.edition.tribes.colours)}"
            self.problems.append(Problem(msg, line, col, "variant.two-tribes"))
        elif kind in kinds:
            msg = f"card {kind!r} carries no tribe colour" if colour else f"card {card!r} is not in this deck"
            self.problems.append(Problem(msg, line, col, "setup.deck"))
        else:
            elsewhere = [e for e in EDITION_IDS if kind in load(e).kinds]
            if elsewhere:
                msg = f"card {card!r} does not exist in edition {self.edition.id} (only in {', '.join(elsewhere)})"
            else:
                close = [] if self.problems.full else difflib.get_close_matches(card, sorted(self.tokens), n=1, cutoff=0.6)
                hint = f"did you mean {close[0]!r}?" if close else None
                self.problems.append(Problem(f"unknown card {card!r}", line, col, "setup.deck", hint))
                return card
            self.problems.append(Problem(msg, line, col, "setup.deck"))
        return card


_SYNTAX: dict[str, list[Line]] = {}
"""The lines of texts parsed before in this process. A text's syntax does not depend on the
edition, its readings or the engine (``_Assembly`` only reads the lines), while a position is
read again under one edition's data after another: under each reading of the register, under
each mutant, under each mixture of ``editions.played_instead``. Lark's parse is most of
reading a position, so it is done once per text."""

SYNTAX_KEPT = 8192
"""Texts whose lines are kept (the suite has some three thousand); beyond, all are dropped."""


def _lines(text: str) -> list[Line]:
    found = _SYNTAX.get(text)
    if found is not None:
        return found
    try:
        tree = parser().parse(text, start="start")
    except UnexpectedInput as error:
        raise NotationError(_syntax_problem(error, text), text) from None
    lines: list[Line] = ToLines().transform(tree)
    if len(_SYNTAX) >= SYNTAX_KEPT:
        _SYNTAX.clear()
    _SYNTAX[text] = lines
    return lines


SYNTAX_SHOWN = 20
"""Most syntax errors looked for in one text (each costs a parse of the whole text)."""


def _salvaged(text: str, first: NotationError) -> tuple[list[Line], Problems]:
    """The lines of a text with syntax errors that still parse, and every syntax error.

    Each line of a position is a construct of its own (the grammar has none that spans
    lines), so a line with a syntax error is blanked and the text parsed again, until the
    rest parses: the lines left keep their places, and every bad line is named, not only
    the first. A problem that names no line ends the search."""
    problems = Problems(first.problems)
    rows = text.split("\n")
    while problems[-1].line is not None and 0 < problems[-1].line <= len(rows) and len(problems) < SYNTAX_SHOWN:
        rows[problems[-1].line - 1] = ""
        try:
            return _lines("\n".join(rows)), problems  # each problem told of the text that was parsed
        except NotationError as error:
            problem = error.problems[0]
            if problem.line == problems[-1].line:
                break  # blanking the line did not move the error: stop rather than loop
            problems.append(problem)
    return [], problems


def _parse_state(text: str, edition: str | None = None, *, check: bool = True,
                 readings: Mapping[str, str] | None = None) -> State:
    if (too_long := _too_long(text)) is not None:
        raise too_long
    try:
        lines = _lines(text)
    except NotationError as syntax:
        raise _with_meaning(text, syntax, edition, check, readings or {}) from None
    assembly = _Assembly(text, lines, edition, check, readings or {})
    try:
        return assembly.state()
    except NotationError as error:
        if error.text:
            raise
        raise NotationError(error.problems, text, error.more) from None
    except ValidationError as error:  # a value the checks above let through and the model refuses
        if assembly.problems:  # what was found before, each at its place, tells more (a row of 3000 bad cards)
            raise NotationError(assembly.problems, text) from None
        raise NotationError(Problem(f"not a valid position: {brief(error)}"), text) from None


def _with_meaning(text: str, syntax: NotationError, edition: str | None, check: bool,
                  readings: Mapping[str, str]) -> NotationError:
    """A text with syntax errors: every syntax error, and the problems of meaning found on
    the lines that parse (so that one pass of ``ogallala check`` names all it can). Problems
    of the whole position (a missing line, a count across lines) are left out: a line lost
    to a syntax error may be their cause."""
    lines, problems = _salvaged(text, syntax)
    if lines:
        try:
            _Assembly(text, lines, edition, check, readings).state()
        except NotationError as meaning:
            problems.extend(p for p in meaning.problems if p.line is not None)
        except (ValueError, LookupError):  # a ValidationError too
            pass  # what the lines lost would have told; the syntax errors stand
    return NotationError(sorted(problems, key=lambda p: (p.line or 0, p.column or 0)), text, problems.more)


class _Assembly:
    def __init__(self, text: str, lines: list[Line], edition: str | None, check: bool,
                 given: Mapping[str, str]) -> None:
        self.text, self.lines, self.default, self.check, self.given = text, lines, edition, check, given
        self.problems = Problems()
        self.places: dict[tuple[object, ...], tuple[int, int]] = {}

    def fail(self, message: str, line: Line | Token | None, rule: str | None = None) -> None:
        if isinstance(line, Token):
            self.problems.append(Problem(message, *_at(line), rule))
        elif line is not None:
            self.problems.append(Problem(message, line.line, line.column, rule))
        else:
            self.problems.append(Problem(message, None, None, rule))

    def number(self, tok: Token, what: str, low: int = 0, high: int = COUNT_MAX) -> int | None:
        """A number of the text; one out of range is a problem (and None)."""
        try:
            return _number(tok, what, low, high)
        except NotationError as error:
            self.problems.extend(error.problems)
            return None

    def raise_if_any(self) -> None:
        if self.problems:
            raise NotationError(self.problems, self.text)

    def singles(self) -> dict[str, Line]:
        seen: dict[str, Line] = {}
        for line in self.lines:
            if line.kind in {"edition", "options", "readings", "seed", "discard", "out", "first_three", "completed", "turn",
                             "over", "last_reshuffle"}:
                if line.kind in seen:
                    self.fail(f"a second {line.kind.replace('_', ' ')} line (the first is on line {seen[line.kind].line})", line)
                seen[line.kind] = line
        return seen

    def readings(self, singles: dict[str, Line], name: str) -> dict[str, str]:
        """The ``readings:`` line, each reading checked against the register."""
        from ..model.readings import problems

        for wrong in problems(name, self.given):
            self.fail(wrong, None)
        found: dict[str, str] = dict(self.given)
        line = singles.get("readings")
        for reading in (line.values if line else []):
            if not isinstance(reading, Line):
                continue  # `-`
            rid, aid = (str(t) for t in reading.values)
            listed = problems(name, {rid: aid})
            if listed:
                self.fail(listed[0], reading.values[0])
            elif self.given.get(rid, aid) != aid:
                self.fail(f"the position reads ruling {rid} as {aid}, but it is used under {self.given[rid]}", reading.values[0])
            else:
                found[rid] = aid
        return found

    def completed(self, line: Line | None) -> dict[str, int]:
        """The ``completed:`` line: each player's name and how many boats he has completed."""
        found: dict[str, int] = {}
        if line is None:
            return found
        self.places[("completed",)] = (line.line, line.column)
        values = line.values
        for tok, count in zip(values[::2], values[1::2]):
            name = _name(tok)
            if name in found:
                self.fail(f"completed: {name} is named twice", tok)
            number = self.number(count, f"{name}'s completed boats")
            if number is not None:
                found[name] = number
        return found

    def edition(self, singles: dict[str, Line]) -> Edition:
        name = self.edition_name(singles)
        readings = self.readings(singles, name)
        self.raise_if_any()
        try:
            return load(name, readings)
        except ValueError as error:
            self.fail(str(error), singles.get("readings"))
            self.raise_if_any()
            raise

    def edition_name(self, singles: dict[str, Line]) -> str:
        if "edition" in singles:
            tok = singles["edition"].values[0]
            name = str(tok)
            if name not in EDITION_IDS:
                close = difflib.get_close_matches(name, EDITION_IDS, n=1)
                hint = f"did you mean {close[0]!r}?" if close else f"the editions are {', '.join(EDITION_IDS)}"
                self.problems.append(Problem(f"unknown edition {name!r}", *_at(tok), None, hint))
                self.raise_if_any()
            if self.default is not None and self.default != name:
                self.fail(f"the position is for edition {name}, but it is used in edition {self.default}", tok)
            return name
        if self.default is None:
            self.fail("the position does not say its edition (add a line `edition: amigo`, or give one)", None)
            raise NotationError(self.problems, self.text)
        return self.default

    def state(self) -> State:
        singles = self.singles()
        ed = self.edition(singles)
        options: tuple[str, ...] = ()
        if "options" in singles:
            opt_line = singles["options"]
            toks = [t for t in opt_line.values if t.type == "CARD"]
            options = tuple(sorted(str(t) for t in toks))
            reason = ed.validate_options(options)
            if reason:
                self.fail(reason, opt_line, "variant.reserve-cards")
                self.raise_if_any()
        cards = _Cards(ed, options, self.problems, self.places)
        players = self.players(ed, options, cards)
        piles = self.piles(ed, cards)
        discard = [cards.check(t) for t in singles["discard"].values[0]] if "discard" in singles else []
        out = [cards.check(t) for t in singles["out"].values[0]] if "out" in singles else []
        turn, drawn, ending = self.turn(singles, players)
        over = "over" in singles
        pending = self.pending(cards, over)
        first_three = _name(singles["first_three"].values[0]) if "first_three" in singles else None
        completed = self.completed(singles.get("completed"))
        seed = (self.number(singles["seed"].values[0], "the seed", 0, SEED_MAX) or 0) if "seed" in singles else 0
        last = singles.get("last_reshuffle")
        displayed = self.number(last.values[0], "the count of displayed cards") if last else None
        self.raise_if_any()
        state = State(
            edition=ed.id, options=options, readings=ed.readings, seed=seed, players=tuple(players), piles=tuple(tuple(p) for p in piles),
            discard=tuple(discard), out=tuple(out), turn=turn, drawn=drawn, ending=ending,
            pending=tuple(pending), first_three=first_three, completed=completed, over=over,
            displayed_at_reshuffle=displayed,
        )
        if self.check:
            for issue in issues(state):
                line, col = self.places.get(issue.place, self.places.get(issue.place[:2], (None, None)))
                self.problems.append(Problem(issue.message, line, col, issue.rule))
            self.raise_if_any()
        return state

    def players(self, ed: Edition, options: tuple[str, ...], cards: _Cards) -> list[Player]:
        blocks: list[tuple[Line, list[Line]]] = []
        for line in self.lines:
            if line.kind == "player":
                blocks.append((line, []))
            elif line.kind == "row":
                if not blocks:
                    self.fail("a display row must follow a player's name line such as `North:`", line)
                else:
                    blocks[-1][1].append(line)
        players = []
        for head, rows in blocks:
            name = _name(head.values[0])
            self.places[("player", name)] = (head.line, head.column)
            grid: list[list[str | None]] = []
            for r, row in enumerate(rows, start=1):
                self.places[("row", name, r)] = (row.line, row.column)
                cells: list[str | None] = []
                for c, tok in enumerate(row.values, start=1):
                    self.places[("cell", name, r, c)] = _at(tok)
                    cells.append(None if tok.type == "EMPTY" else cards.check(tok))
                grid.append(cells)
            players.append(Player(name=name, display=self.shape(ed, options, name, head, rows, grid)))
        return players

    def shape(self, ed: Edition, options: tuple[str, ...], name: str, head: Line, rows: list[Line],
              grid: list[list[str | None]]) -> tuple[tuple[str | None, ...], ...]:
        """rule placement.display-limits: a mat is padded to its size, a free display is cut to its cards."""
        width, height = ed.width(options), ed.display.rows
        if len(grid) > height:
            self.fail(f"{name}'s display has {len(grid)} rows; edition {ed.id} allows {height}", rows[height], "placement.display-limits")
        for r, cells in enumerate(grid):
            last = max((i for i, c in enumerate(cells) if c is not None), default=-1)
            if last >= width:
                self.fail(f"{name}'s row {r + 1} reaches column {last + 1}; edition {ed.id} allows {width}",
                          rows[r].values[last], "placement.display-limits")
        if ed.display.kind == "mat":
            padded = [(cells + [None] * width)[:width] for cells in grid[:height]]
            padded += [[None] * width for _ in range(height - len(padded))]
            return tuple(tuple(r) for r in padded)
        used = [r for r, cells in enumerate(grid) if any(c is not None for c in cells)]
        if not used:
            return ()
        top, bottom = used[0], used[-1]
        left = min(i for cells in grid for i, c in enumerate(cells) if c is not None)
        right = max(i for cells in grid for i, c in enumerate(cells) if c is not None)
        if top > 0 or left > 0:
            where = rows[0] if top > 0 else rows[top]
            self.fail(f"{name}'s free display must start at its cards: "
                      + ("the first row is empty" if top > 0 else "the first column is empty")
                      + " (positions count from the top-left card)", where, "placement.adjacency")
        if right - left + 1 > width:
            self.fail(f"{name}'s display is {right - left + 1} cards wide; edition {ed.id} allows {width}", head, "placement.display-limits")
        return tuple(tuple((cells + [None] * (right + 1))[left : right + 1]) for cells in grid[top : bottom + 1])

    def piles(self, ed: Edition, cards: _Cards) -> list[list[str]]:
        piles: list[list[str] | None] = [None] * ed.piles.count
        for line in self.lines:
            if line.kind != "pile":
                continue
            k = self.number(line.values[0], "pile")
            if k is None:
                continue
            self.places[("pile", k)] = (line.line, line.column)
            if not 1 <= k <= ed.piles.count:
                count = "one pile" if ed.piles.count == 1 else f"piles 1 to {ed.piles.count}"
                self.fail(f"there is no pile {k}: edition {ed.id} has {count}", line, "setup.piles")
                continue
            if piles[k - 1] is not None:
                self.fail(f"pile {k} is given twice", line, "setup.piles")
            piles[k - 1] = [cards.check(t) for t in line.values[1]]
        return [p or [] for p in piles]

    def turn(self, singles: dict[str, Line], players: list[Player]) -> tuple[str, int, bool]:
        if "turn" not in singles:
            return (players[0].name if players else ""), 0, False
        line = singles["turn"]
        self.places[("turn",)] = (line.line, line.column)
        name, drawn, ending = _name(line.values[0]), 0, False
        for flag in line.values[1:]:
            if flag.kind == "drawn":
                drawn = self.number(flag.values[0], "the count of cards drawn") or 0
            else:
                ending = True
        return name, drawn, ending

    def pending(self, cards: _Cards, over: bool) -> list[Any]:
        items: list[Any] = []
        for line in self.lines:
            if line.kind != "pending":
                continue
            self.places[("pending", len(items))] = (line.line, line.column)
            try:
                items.append(self.pending_item(line.values[0], cards))
            except NotationError as error:
                self.problems.extend(error.problems)
        if not items and not over:
            items.append(DrawItem())
        return items

    def pending_item(self, item: Line, cards: _Cards) -> Any:
        v = item.values
        match item.kind:
            case "draw_item":
                return DrawItem()
            case "place_item":
                return PlaceItem(card=cards.check(v[0]), source=SOURCES[str(v[1])])
            case "lasso_item":
                return LassoItem()
            case "shoot_item":
                return ShootItem()
            case "sink_item":
                return SinkItem(card=cards.check(v[0]))
            case "claim_item":
                return ClaimItem(suite=str(v[0]), spoils=len(v) > 1)
            case "attack_item":
                return AttackItem(boat=_span(v[0]))
            case "spoils_item" if v and v[0].type == "NAME":
                return SpoilsItem(victim=_name(v[0]), boat=_span(v[1]))
            case "spoils_item":
                return SpoilsItem(cards=tuple(cards.check(t) for t in v))
        return EndItem()
