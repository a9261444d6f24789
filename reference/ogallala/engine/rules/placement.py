"""Where a card may be placed in its player's display, and placing it there.

Positions are the notation's: 1-based; in a free display row 0 / column 0 are one step
above / left of the cards and ``h+1`` / ``w+1`` one step below / right, so a card can be
added on every side (rule placement.adjacency).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import permutations

from ...model.cards import Category, may_neighbour
from ..game import Game, span
from ...model.state import AttackItem
from ..tables import Kind, Row, RowFacts, Spot

Violation = tuple[str, str]
"""A rule id and the reason in words."""




def _touches(grid: list[Row], r: int, c: int) -> bool:
    """Whether 0-based (r, c), possibly just outside the grid, touches a card side or corner."""
    for rr in (r - 1, r, r + 1):
        if 0 <= rr < len(grid):
            row = grid[rr]
            for cc in (c - 1, c, c + 1):
                if 0 <= cc < len(row) and (rr, cc) != (r, c) and row[cc] is not None:
                    return True
    return False


def _row_after(g: Game, p: int, card: str, r: int, c: int) -> tuple[Row, int]:
    """The row as it would be with ``card`` at 1-based (r, c), and the card's 0-based column."""
    grid = g.display(p)
    if g.free:
        w = len(grid[0]) if grid else 0
        row: Row = grid[r - 1] if 1 <= r <= len(grid) else (None,) * w
        if c == 0:
            return (card, *row), 0
        if c == w + 1:
            return (*row, card), c - 1
    else:
        row = grid[r - 1]
    return row[: c - 1] + (card,) + row[c:], c - 1


def _without(row: Row, col: int) -> Row:
    """The row with the space ``col`` empty."""
    return row[:col] + (None,) + row[col + 1 :]


def row_violation(g: Game, row: Row, col: int, card: str, whole: bool = False,
                  picture: bool = True, before: Row | None = None) -> Violation | None:
    """The rules a row breaks once ``card`` lies at ``col`` in it (the row as it would be).

    A plain placement can only break them around ``col``; a shift moves other cards too,
    so with ``whole`` every neighbour pair and every boat of the row is checked.
    """
    kind = g.kind(card)
    if picture and g.rules.same_picture and g.rules.same_picture_scope == "boat":
        found = _picture_violation(g, before if before is not None else _without(row, col), row, col, card)
        if found is not None:
            return found
    elif picture and g.rules.same_picture and kind.id in g.facts(row).twice:
        # rule placement.same-picture: colours do not matter, only the picture
        for x, other in enumerate(row):
            if other is not None and x != col and g.kind(other).id == kind.id:
                return "placement.same-picture", f"row already holds {kind.id} (column {x + 1})"
    if g.rules.boats_per_row == "one":
        found = _one_canoe_violation(g, row, col, kind)
        if found is not None:
            return found
    if g.rules.bow_stern_neighbours:
        found = _neighbour_violation(g, row, col, whole and g.rules.neighbour_rule == "layout")
        if found is not None:
            return found
    if g.tribes:
        return _tribe_violation(g, before if before is not None else _without(row, col), row, col, card)
    return None


def _neighbour_violation(g: Game, row: Row, col: int, whole: bool) -> Violation | None:
    """rule placement.bow-stern-neighbours: left of a bow only a stern, right of a stern only
    a bow; with ``whole``, for every pair of the row (a shift moved other cards too), else
    for the card at ``col`` and its two neighbours. Where the rule is about the act of
    laying (ruling amigo-neighbour-rule, act), only the card laid is judged: laid left of a
    bow it must be a stern, laid right of a stern a bow."""
    if whole and not _ill_neighbours(g.facts(row)):
        return None
    act = g.rules.neighbour_rule == "act"
    for left in range(len(row) - 1) if whole else (col - 1, col):
        right = left + 1
        if 0 <= left and right < len(row) and row[left] is not None and row[right] is not None:
            lk, rk = g.kind(row[left]), g.kind(row[right])  # type: ignore[arg-type]
            if act:
                bad = (right == col and lk.is_stern and not rk.is_bow) or (left == col and rk.is_bow and not lk.is_stern)
            else:
                bad = not may_neighbour(lk, rk)
            if bad:
                if rk.is_bow and not lk.is_stern and (not act or left == col):
                    return "placement.bow-stern-neighbours", f"only a stern may lie left of the bow {row[right]}"
                return "placement.bow-stern-neighbours", f"only a bow may lie right of the stern {row[left]}"
    return None


def _ill_neighbours(facts: RowFacts) -> int:
    """rule placement.bow-stern-neighbours, read off a row's masks: the cards (bit ``c`` for
    column ``c``) whose right neighbour is a bow while they are no stern, or who are a
    stern while it is no bow."""
    side_by_side = facts.occupied & facts.occupied >> 1
    return side_by_side & (facts.bows >> 1 ^ facts.sterns)


def _picture_violation(g: Game, before: Row, after: Row, col: int, card: str) -> Violation | None:
    """rule placement.same-picture (ruling amigo-same-picture, per-canoe): no picture twice
    in one boat. As with the tribes, a card may join boats (filling a gap), so what is
    refused is a card whose boat already holds its picture, or a placement that makes a
    boat with a repeated picture where there was none."""
    def repeats(row: Row) -> int:
        found = 0
        for boat in g.row_boats(row):
            ids = [g.kind(x).id for x in row[boat.first : boat.last + 1] if x is not None]
            found += len(ids) != len(set(ids))
        return found

    kid = g.kind(card).id
    boat = next(b for b in g.row_boats(after) if b.first <= col <= b.last)
    twice = [x for x in boat.columns() if x != col and after[x] is not None and g.kind(after[x]).id == kid]  # type: ignore[arg-type]
    if twice:
        return "placement.same-picture", f"the boat already holds {kid} (column {twice[0] + 1})"
    if repeats(after) > repeats(before):
        return "placement.same-picture", "the card would join two boats into one that holds a picture twice"
    return None


def _one_canoe_violation(g: Game, row: Row, col: int, kind: Kind) -> Violation | None:
    """rule boats.horizontal (ruling one-canoe-per-row): one canoe per row, made of
    every card of the row, so a bow goes only left of every card and a stern only right of
    every card, and no card goes left of a bow or right of a stern."""
    for x, other in enumerate(row):
        if other is None or x == col:
            continue
        okind = g.kind(other)
        if x < col and (kind.is_bow or okind.is_stern):
            what = f"the bow {row[col]}" if kind.is_bow else f"{row[col]}"
            return "boats.horizontal", f"one canoe per row: {what} may not lie right of {other} (column {x + 1})"
        if x > col and (kind.is_stern or okind.is_bow):
            what = f"the stern {row[col]}" if kind.is_stern else f"{row[col]}"
            return "boats.horizontal", f"one canoe per row: {what} may not lie left of {other} (column {x + 1})"
    return None


def _tribe_violation(g: Game, before: Row, after: Row, col: int, card: str) -> Violation | None:
    """rule variant.two-tribes: only Indians of one colour may be placed in a boat.

    A boat can hold two colours without any placement breaking the rule (a lasso or an
    archer taking a bow joins two boats: ruling mixed-boats), so what is refused is a
    placement that puts an Indian into a boat of the other colour, or that makes a mixed
    boat where there was none (filling a gap in Amigo joins two boats).
    """
    def mixed(row: Row) -> list[tuple[int, int, set[str]]]:
        found = []
        for boat in g.row_boats(row):
            colours = {colour for x in row[boat.first : boat.last + 1] if x is not None and (colour := g.colour(x)) is not None}
            if len(colours) > 1:
                found.append((boat.first, boat.last, colours))
        return found

    now = mixed(after)
    if not now:
        return None
    colour = g.colour(card)
    for first, last, colours in now:
        if colour is not None and first <= col <= last:
            return "variant.two-tribes", f"{card} may not join a boat with Indians of the other tribe ({', '.join(sorted(colours))})"
    if len(now) > len(mixed(before)):
        return "variant.two-tribes", "the card would join boats of both tribes into one"
    return None


def spot_violation(g: Game, p: int, card: str, r: int, c: int, source: str | None = None) -> Violation | None:
    """Why ``card`` may not go at (r, c) without a shift, or ``None`` if it may. A card the
    player did not draw need not touch another where ``gained_adjacency`` is off."""
    grid = g.display(p)
    touch = _must_touch(g, source)
    if g.free:
        if not grid:
            if (r, c) != (1, 1):
                return "placement.adjacency", "the first card of a free display is placed at r1c1"
            return None
        h, w = len(grid), len(grid[0])
        if not (0 <= r <= h + 1 and 0 <= c <= w + 1):
            return "placement.adjacency", f"r{r}c{c} does not touch the display (rows 0-{h + 1}, columns 0-{w + 1})"
        if h + (r == 0) + (r == h + 1) > g.height:
            return "placement.display-limits", f"the display would be more than {g.height} rows high"
        if w + (c == 0) + (c == w + 1) > g.width:
            return "placement.display-limits", f"the display would be more than {g.width} cards wide"
        if 1 <= r <= h and 1 <= c <= w and grid[r - 1][c - 1] is not None:
            return "placement.no-moving", f"r{r}c{c} already holds {grid[r - 1][c - 1]}"
        if touch and not _touches(grid, r - 1, c - 1):
            return "placement.adjacency", f"a card at r{r}c{c} would touch no card (side or corner)"
    else:
        if not (1 <= r <= g.height and 1 <= c <= g.width):
            return "placement.display-limits", f"the mat has {g.height} rows of {g.width} spaces"
        if grid[r - 1][c - 1] is not None:
            return "placement.no-moving", f"r{r}c{c} already holds {grid[r - 1][c - 1]}"
    row, col = _row_after(g, p, card, r, c)
    return row_violation(g, row, col, card)


def _spot_rows(g: Game, p: int, touch: bool = True) -> list[tuple[int, int]]:
    """Every empty space a card could go to by geometry alone, row by row in canonical order:
    (row, columns) with bit ``c`` of columns set for column ``c`` (1-based; in a free display
    row 0 / column 0 are one step above / left of the cards). Without ``touch``, every empty
    space of a free display's box and the ring around it."""
    grid = g.display(p)
    here = g.table.display_facts(grid)
    if not g.free:
        return [(r, (((1 << len(row)) - 1) << 1) & ~facts.occupied) for r, (row, facts) in enumerate(zip(grid, here), start=1)]
    if not grid:
        return [(1, 1 << 1)]
    h, w = len(grid), len(grid[0])
    top, bottom = (0 if h < g.height else 1), (h + 1 if h < g.height else h)
    left, right = (0 if w < g.width else 1), (w + 1 if w < g.width else w)
    box = ((1 << (right + 1)) - 1) & ~((1 << left) - 1)
    occupied = [0, *[facts.occupied for facts in here], 0]
    if not touch:
        return [(r, box & ~occupied[r]) for r in range(top, bottom + 1)]
    # rule placement.adjacency: touching a card, side or corner
    near = [0, *[m | m << 1 | m >> 1 for m in occupied], 0]
    return [(r, box & ~occupied[r] & (near[r] | near[r + 1] | near[r + 2])) for r in range(top, bottom + 1)]


def pushed(g: Game, row: Row, col: int, direction: str) -> tuple[Row, int] | None:
    """rule shift.suite / shift.limits: the row with the cards the shift moves pushed one
    space, and the column freed for the new card; ``None`` if the push leaves the mat or
    makes the display too wide (ruling shift-mechanics: which cards move is ``shift_moves``)."""
    if g.rules.shift_moves == "side":
        return _slid(g, row, col, direction)
    if g.rules.shift_moves == "suite-all":
        return _suite_moved(g, row, col, direction)
    new = list(row)
    if direction == "right":
        end = next((x for x in range(col + 1, len(new)) if new[x] is None), len(new))
        if end == len(new):
            if not g.free or len(new) + 1 > g.width:
                return None
            new.append(None)
        new[col + 1 : end + 1] = row[col:end]
        new[col] = None
        return tuple(new), col
    start = next((x for x in range(col - 1, -1, -1) if new[x] is None), -1)
    if start < 0:
        if not g.free or len(new) + 1 > g.width:
            return None
        new.insert(0, None)
        col += 1
        start = 0
    new[start:col] = new[start + 1 : col + 1]
    new[col] = None
    return tuple(new), col


def _slid(g: Game, row: Row, col: int, direction: str) -> tuple[Row, int] | None:
    """Ruling shift-mechanics, slide-side: every card of the row from ``col`` to that edge
    moves one space, the empty spaces between them carried along; the row grows by a space
    only where its card at that edge would move past it."""
    if direction == "right":
        new = row[:col] + (None,) + row[col:]
        if new[-1] is None:
            return new[:-1], col
        if not g.free or len(new) > g.width:
            return None
        return new, col
    if row[0] is None:
        return row[1 : col + 1] + (None,) + row[col + 1 :], col
    if not g.free or len(row) + 1 > g.width:
        return None
    return row[: col + 1] + (None,) + row[col + 1 :], col + 1


def _suite_moved(g: Game, row: Row, col: int, direction: str) -> tuple[Row, int] | None:
    """Ruling shift-mechanics, suite-all: every card of the suite of the card at ``col`` in
    its boat, from ``col`` on in that direction, moves one space that way, past empty spaces
    and other cards, and no other card moves. ``None`` where one would leave the mat or the
    display grow too wide; a move onto a card that stays is refused by ``shift_violation``
    (``_suite_blocked``)."""
    moving = _suite_columns(g, row, col, direction)
    step = 1 if direction == "right" else -1
    grow = 0
    if any(not 0 <= x + step < len(row) for x in moving):
        if not g.free or len(row) + 1 > g.width:
            return None
        grow = 1
    shift = 1 if grow and step < 0 else 0  # a column grown on the left numbers every card one further
    new: list[str | None] = [None] * shift + list(row) + [None] * (grow and step > 0)
    for x in moving:
        new[x + shift] = None
    for x in moving:
        new[x + shift + step] = row[x]
    return tuple(new), col + shift


def _suite_columns(g: Game, row: Row, col: int, direction: str) -> list[int]:
    """The columns of the cards of the suite of the card at ``col``, in its boat, from
    ``col`` on in ``direction``."""
    suite = g.kind(row[col]).suite  # type: ignore[arg-type]
    boat = g.facts(row).boat_of[col]
    assert boat is not None
    side = range(col, boat.last + 1) if direction == "right" else range(boat.first, col + 1)
    return [x for x in side if row[x] is not None and g.kind(row[x]).suite == suite]  # type: ignore[arg-type]


def _suite_blocked(g: Game, row: Row, col: int, direction: str) -> bool:
    """Ruling shift-mechanics, suite-all: whether a suite card would move onto a card that
    stays."""
    moving = _suite_columns(g, row, col, direction)
    step = 1 if direction == "right" else -1
    return any(0 <= x + step < len(row) and row[x + step] is not None and x + step not in moving for x in moving)


@cache
def suite_runs(halves: str, person: str) -> frozenset[str]:
    """Runs of one suite's cards, left to right (F front half, R rear half, H a half when the
    two are alike, P person), that a shift may make: two or three of them side by side as
    they lie in a suite that scores, given the order of the halves (ruling booty-halves) and
    the person's place (``suite_person``, ruling suite-order). Ruling shift-mechanics: a
    shift serves to complete the suite, so it may not split a pair or put a card on a side
    where the suite cannot score."""
    pairs = {"front-rear": ("FR",), "any-order": ("FR", "RF"), "identical": ("HH",)}[halves]
    if person == "any-order":
        layouts = {"".join(p) for pair in pairs for p in permutations(pair + "P")}
    else:
        layouts = {"P" + pair for pair in pairs} | ({pair + "P" for pair in pairs} if person == "either-end" else set())
    return frozenset(run[i:j] for run in layouts for i in range(len(run)) for j in range(i + 2, len(run) + 1))


SUITE_RUNS = suite_runs("front-rear", "either-end")
"""The runs as decided for the editions that shift (Ogallala I, Amigo)."""


def _suite_run(g: Game, row: Row, col: int, suite: str) -> str:
    """The run of ``suite``'s cards through ``col`` as letters, e.g. ``"PFR"``.

    Where the person may lie anywhere in the boat (``suite_reach = "same-boat"``, rulings
    pelikan-hunter-behind and suite-order), the space between the person and a half does
    not break the run: only the halves must touch.
    """
    def letter(x: int) -> str | None:
        card = row[x] if 0 <= x < len(row) else None
        if card is None or g.kind(card).suite != suite:
            return None
        kind = g.kind(card)
        if kind.category is Category.PERSON:
            return "P"
        return "H" if kind.half is None else ("F" if kind.half.value == "front" else "R")

    if g.edition.scoring.suite_reach == "same-boat":
        boat = next(b for b in g.row_boats(row) if b.first <= col <= b.last)
        runs: list[list[tuple[int, str]]] = []
        for x in boat.columns():
            if (found := letter(x)) is None:
                continue
            if runs and (x == runs[-1][-1][0] + 1 or "P" in (found, runs[-1][-1][1])):
                runs[-1].append((x, found))
            else:
                runs.append([(x, found)])
        return next("".join(s for _, s in run) for run in runs if any(x == col for x, _ in run))
    first = col
    while letter(first - 1):
        first -= 1
    letters = []
    x = first
    while (found := letter(x)) is not None:
        letters.append(found)
        x += 1
    return "".join(letters)


def _suite_in(g: Game, cards: Row | list[str | None], suite: str | None) -> bool:
    return any(x is not None and g.kind(x).suite == suite for x in cards)


def _moved(g: Game, row: Row, col: int, direction: str) -> range | list[int]:
    """The columns whose cards ``pushed`` moves: from ``col`` to the nearest empty space
    (ruling shift-mechanics: to the row's edge, or the suite's cards in the boat)."""
    if g.rules.shift_moves == "side":
        return range(col, len(row)) if direction == "right" else range(0, col + 1)
    if g.rules.shift_moves == "suite-all":
        return _suite_columns(g, row, col, direction)
    if direction == "right":
        return range(col, next((x for x in range(col + 1, len(row)) if row[x] is None), len(row)))
    return range(next((x for x in range(col - 1, -1, -1) if row[x] is None), -1) + 1, col + 1)


def _target_violation(g: Game, row: Row, col: int, card: str) -> Violation | None:
    """rule shift.suite (ruling shift-target): where the inserted card must lie, when no
    suite order is asked for: directly beside a card of its suite, or in its suite's boat."""
    kind = g.kind(card)
    if g.rules.shift_target == "beside":
        if not _suite_in(g, [row[x] for x in (col - 1, col + 1) if 0 <= x < len(row)], kind.suite):
            return "shift.suite", f"the shift must put {kind.id} directly beside a card of its suite"
        return None
    boat = g.facts(row).boat_of[col]
    assert boat is not None
    if not _suite_in(g, [x for i, x in enumerate(row[boat.first : boat.last + 1]) if boat.first + i != col], kind.suite):
        return "shift.suite", f"the shift must leave {kind.id} in the boat of its suite"
    return None


def shift_violation(g: Game, p: int, card: str, r: int, c: int, direction: str, source: str | None = None) -> Violation | None:
    """Why ``card`` may not be inserted at occupied (r, c) pushing ``direction``
    (``source``: how the card came to the player, if it is known)."""
    kind = g.kind(card)
    if not g.rules.shift:
        return "placement.no-moving", "cards once placed are never moved in this edition"
    if kind.suite is None:
        return "shift.suite", f"only a card of a booty suite may shift cards, not {kind.id}"
    if source is not None and source not in g.rules.shift_sources:
        # rule shift.suite (ruling amigo-shift-source)
        return "shift.suite", f"only a {' or '.join(g.rules.shift_sources)} suite card may push cards aside, not a {source} one"
    grid = g.display(p)
    if not (1 <= r <= len(grid) and 1 <= c <= len(grid[r - 1])) or grid[r - 1][c - 1] is None:
        return "shift.suite", f"a shift inserts at an occupied space; r{r}c{c} is empty"
    row = grid[r - 1]
    boat = g.facts(row).boat_of[c - 1]
    assert boat is not None
    if not _suite_in(g, row[boat.first : boat.last + 1], kind.suite):
        return "shift.suite", f"the boat at r{r}c{c} holds no card of the {kind.suite} suite"
    if g.rules.shift_moves == "suite-cards" and not all(g.kind(row[x]).suite == kind.suite for x in _moved(g, row, c - 1, direction)):  # type: ignore[arg-type]
        # ruling shift-mechanics, suite-cards-only: "move the placed cards of the suite one space each"
        return "shift.suite", f"only cards of the {kind.suite} suite may be moved, and the run pushed {direction} holds others"
    if g.rules.shift_moves == "suite-all":
        # ruling shift-mechanics, suite-all: every card of the suite in the boat moves one space
        if g.kind(row[c - 1]).suite != kind.suite:  # type: ignore[arg-type]
            return "shift.suite", f"the card goes in at a space of its suite, and r{r}c{c} holds {row[c - 1]}"
        if _suite_blocked(g, row, c - 1, direction):
            return "shift.suite", f"each card of the {kind.suite} suite from r{r}c{c} on moves one space {direction}, and one would land on a card that stays"
    result = pushed(g, row, c - 1, direction)
    if result is None:
        return "shift.limits", "the cards would be pushed off the mat" if not g.free else f"the display would be more than {g.width} wide"
    new, col = result
    new = new[:col] + (card,) + new[col + 1 :]
    if g.rules.shift_target != "suite-order":  # ruling shift-target: no order asked for
        found = _target_violation(g, new, col, card)
        return found or _pushed_row_violation(g, row, new, col, card)
    # ruling shift-target, suite-order: "directly beside its suite", even where the person
    # may lie anywhere in the boat (suite-order, same-boat), and in an order it scores in
    beside = _suite_in(g, [new[x] for x in (col - 1, col + 1) if 0 <= x < len(new)], kind.suite)
    if not beside or _suite_run(g, new, col, kind.suite) not in suite_runs(g.rules.halves, g.edition.scoring.suite_person):
        return "shift.suite", f"the shift must put {kind.id} directly beside its suite, in an order the suite scores in"
    return _pushed_row_violation(g, row, new, col, card)


def _pushed_row_violation(g: Game, row: Row, new: Row, col: int, card: str) -> Violation | None:
    """The placement rules the row breaks after a shift put ``card`` at ``col`` of ``new``
    (``row`` before it). Either the whole row must obey them, pairs and boats the pushed
    cards make included; or only the inserted card is judged in its place, as if the
    pushed cards had stood there before it was laid (ruling shift-pushed-cards)."""
    if g.rules.shift_checks == "card":
        return row_violation(g, new, col, card, before=_without(new, col))
    return row_violation(g, new, col, card, whole=True, before=row + (None,) * (len(new) - len(row)))


def placements(g: Game, p: int, card: str, first_only: bool = False, source: str | None = None) -> list[Spot]:
    """Every legal place for ``card`` in player ``p``'s display, in canonical order (or
    just the first one found, which is all ``can_place`` needs), as place actions.
    ``source``: how the card came to the player, if it is known (rulings amigo-shift-source,
    amigo-gained-placement: a card taken by the lasso, a claim or an attack is ``lassoed``,
    ``claimed``, ``spoils``)."""
    spots: list[Spot] = []
    touch = _must_touch(g, source)
    kind = g.kind(card)
    here = g.table.display_facts(g.display(p))
    by_row = _picture_by_row(g)
    if _spaces_only(g, by_row):
        for _, ids, found in _plain_rows(g, p, here, kind, touch):
            if by_row and kind.id in ids:
                continue  # rule placement.same-picture, decided once per row
            if first_only:
                return list(found[:1])
            spots += found
    else:
        h = len(here)
        for r, empty in _spot_rows(g, p, touch):
            if not empty:
                continue
            if by_row and 1 <= r <= h and kind.id in here[r - 1].ids:
                continue  # rule placement.same-picture, decided once per row
            while empty:
                low = empty & -empty
                empty ^= low
                c = low.bit_length() - 1
                after, col = _row_after(g, p, card, r, c)
                if row_violation(g, after, col, card, picture=not by_row) is not None:
                    continue
                spots.append(("place", r, c, ""))
                if first_only:
                    return spots
    return spots + _shifts(g, p, card, here, source, first_only)


def _must_touch(g: Game, source: str | None) -> bool:
    """rule placement.adjacency: whether the card must touch another (ruling
    amigo-gained-placement: a card the player did not draw need not, where
    ``gained_adjacency`` is off; ``source`` ``None``: not known)."""
    return source in (None, "drawn") or g.rules.gained_adjacency


def _picture_by_row(g: Game) -> bool:
    """rule placement.same-picture: whether it is decided once per row (not per boat)."""
    return g.rules.same_picture and g.rules.same_picture_scope == "row"


def _spaces_only(g: Game, by_row: bool) -> bool:
    """Whether every space the geometry leaves in a row is a place, but for the same picture
    in the row and (in a free display) the bow and stern neighbours, read off the row's masks:
    no rule that asks more of the row is played."""
    return not g.tribes and g.rules.boats_per_row == "any" and (by_row or not g.rules.same_picture)


def _plain_rows(g: Game, p: int, here: list[RowFacts], kind: Kind, touch: bool) -> list[tuple[int, frozenset[str], tuple[Spot, ...]]]:
    """Where every space the geometry leaves is a place (``_spaces_only``): the places of a
    card of this kind row by row, with the pictures the row holds."""
    neighbours = g.free and g.rules.bow_stern_neighbours
    act = g.rules.neighbour_rule == "act"
    known = g.table.spots
    h = len(here)
    found: list[tuple[int, frozenset[str], tuple[Spot, ...]]] = []
    for r, empty in _spot_rows(g, p, touch):
        ids = NO_PICTURES
        if empty and 1 <= r <= h:
            row = here[r - 1]
            ids = row.ids
            if neighbours:
                # rule placement.bow-stern-neighbours, read off the row's masks: left of a bow
                # only a stern, right of a stern only a bow; where the rule is about the act
                # of laying, a bow may be laid right of any card and a stern left of any
                # (ruling amigo-neighbour-rule)
                if act:
                    not_left = 0 if kind.is_bow else row.sterns
                    not_right = 0 if kind.is_stern else row.bows
                else:
                    not_left = row.occupied & ~row.sterns if kind.is_bow else row.sterns
                    not_right = row.occupied & ~row.bows if kind.is_stern else row.bows
                empty &= ~(not_left << 1 | not_right >> 1)
        if not empty:
            continue
        spots = known.get((r, empty))
        if spots is None:
            spots = known[(r, empty)] = _spaces(r, empty)
        found.append((r, ids, spots))
    return found


NO_PICTURES: frozenset[str] = frozenset()


def _shifts(g: Game, p: int, card: str, here: list[RowFacts], source: str | None, first_only: bool) -> list[Spot]:
    """rule shift.suite: every shift of ``card`` into player ``p``'s display, row by row."""
    suite = g.kind(card).suite
    spots: list[Spot] = []
    if not g.rules.shift or suite is None or (source is not None and source not in g.rules.shift_sources):
        return spots
    grid = g.display(p)
    known = g.table.shifts
    for r, row_facts in enumerate(here, start=1):
        if suite not in row_facts.suites:
            continue
        key = (r, grid[r - 1], card)
        found = known.get(key)
        if found is None:
            found = known[key] = tuple(_shift_spots(g, p, card, r, grid[r - 1]))
        if found:
            if first_only:
                return list(found[:1])
            spots += found
    return spots


def _spaces(r: int, empty: int) -> tuple[Spot, ...]:
    """A plain placement at every space of row ``r`` whose bit is set in ``empty``, in
    column order: put together eight columns at a time (a long row's spaces rarely recur
    as a whole, its bytes do)."""
    found: tuple[Spot, ...] = ()
    base = 0
    while empty:
        byte = empty & 255
        if byte:
            chunk = _CHUNKS.get((r, base, byte))
            if chunk is None:
                chunk = _CHUNKS[(r, base, byte)] = tuple(("place", r, base + c, "") for c in range(8) if byte >> c & 1)
            found += chunk
        empty >>= 8
        base += 8
    return found


_CHUNKS: dict[tuple[int, int, int], tuple[Spot, ...]] = {}
"""The places of eight columns of a row: by row, first column and mask of the eight (a few
thousand at most)."""


def _shift_spots(g: Game, p: int, card: str, r: int, row: Row) -> list[Spot]:
    """rule shift.suite: every shift of ``card`` into row ``r`` (its boats holding its suite)."""
    spots: list[Spot] = []
    suite = g.kind(card).suite
    for boat in g.row_boats(row):
        if not _suite_in(g, row[boat.first : boat.last + 1], suite):
            continue
        for c in boat.columns():
            if row[c] is None:
                continue
            for direction in ("left", "right"):
                if shift_violation(g, p, card, r, c + 1, direction) is None:
                    spots.append(("place", r, c + 1, direction))
    return spots


def can_place(g: Game, p: int, card: str, source: str | None = None) -> bool:
    """Whether ``card`` fits anywhere in player ``p``'s display (ruling lasso-placeable)."""
    return bool(placements(g, p, card, first_only=True, source=source))


def fitting(g: Game, p: int, source: str | None = None) -> Callable[[str], bool]:
    """``can_place`` for one card after another into player ``p``'s display while it does
    not change (the cards a lasso could take): the spaces are worked out once per kind of
    card (a bow, a stern, any other), not once per card."""
    by_row = _picture_by_row(g)
    if not _spaces_only(g, by_row):
        return lambda card: can_place(g, p, card, source)
    touch = _must_touch(g, source)
    here = g.table.display_facts(g.display(p))
    rows: dict[tuple[bool, bool], list[tuple[int, frozenset[str], tuple[Spot, ...]]]] = {}

    def fits(card: str) -> bool:
        kind = g.kind(card)
        ends = (kind.is_bow, kind.is_stern)
        found = rows.get(ends)
        if found is None:
            found = rows[ends] = _plain_rows(g, p, here, kind, touch)
        # rule placement.same-picture, decided once per row
        return any(not (by_row and kind.id in ids) for _, ids, _ in found) or bool(_shifts(g, p, card, here, source, True))
    return fits


def place(g: Game, p: int, card: str, r: int, c: int, shift: str) -> tuple[int, int, list[int]]:
    """Put ``card`` at (r, c) (1-based, already checked). Returns the card's final 0-based
    position and the first columns of the boats of its row the placement completed."""
    grid = g.display(p)
    if shift:
        before = g.boat_at(p, r - 1, c - 1)
        was_complete = before is not None and before.complete
        old = grid[r - 1]
        new, col = pushed(g, old, c - 1, shift)  # type: ignore[misc]
        grew = len(new) > len(old)
        grew_left = grew and shift == "left"
        if grew:
            moved = g.table.moved
            for i, other in enumerate(grid):
                if i != r - 1:
                    grid[i] = moved(other, 1, (None, *other)) if grew_left else moved(other, 0, (*other, None))
        new = new[:col] + (card,) + new[col + 1 :]
        grid[r - 1] = new
        if grew_left and p == g.turn:
            g.move_pending(0, 1)
        _follow_shift(g, p, r - 1)
        g.emit("shifted", at=g.cell(r - 1, col))
        return r - 1, col, _completed_by_shift(g, old, new, c - 1, col, shift, was_complete)
    if g.free:
        if not grid:
            grid.append((None,))
            r, c = 1, 1
        if r == 0:
            grid.insert(0, (None,) * len(grid[0]))
            r = 1
            if p == g.turn:
                g.move_pending(1, 0)
        elif r == len(grid) + 1:
            grid.append((None,) * len(grid[0]))
        moved = g.table.moved
        if c == 0:
            grid[:] = [moved(row, 1, (None, *row)) for row in grid]
            c = 1
            if p == g.turn:
                g.move_pending(0, 1)
        elif c == len(grid[0]) + 1:
            grid[:] = [moved(row, 0, (*row, None)) for row in grid]
    r0, c0 = r - 1, c - 1
    g.put(p, r0, c0, card)
    boat = g.boat_at(p, r0, c0)
    return r0, c0, [boat.first] if boat is not None and boat.complete else []


def _completed_by_shift(g: Game, old: Row, new: Row, at: int, col: int, direction: str,
                        was_complete: bool) -> list[int]:
    """rule attack.when (ruling shift-completion): the boats a shift completed, by first column.

    A shift may close a gap of another boat than the card's, or push a complete boat
    along unchanged; a complete boat whose cards, followed to their new spaces, lie
    within a complete boat afterwards is that boat still, grown or not.
    """
    moved = set(_moved(g, old, at, direction))
    grew_left = direction == "left" and len(new) > len(old)
    step = 1 if direction == "right" else -1

    def follow(x: int) -> int:
        return x + grew_left + (step if x in moved else 0)

    earlier = [{follow(x) for x in b.columns() if old[x] is not None} for b in g.row_boats(old) if b.complete]
    found = []
    for boat in g.row_boats(new):
        if not boat.complete:
            continue
        holds = boat.first <= col <= boat.last
        new_boat = not any(cols <= set(boat.columns()) for cols in earlier)
        rule = g.rules.shift_completion
        if (rule == "every-new" and new_boat) or (rule == "card-boat" and holds and not was_complete) or (rule == "again" and (new_boat or holds)):
            found.append(boat.first)
    return found


def _follow_shift(g: Game, p: int, r: int) -> None:
    """Keep the turn player's pending attacks on their boats after a shift moved them."""
    if p != g.turn:
        return
    complete = [b for b in g.row_boats(g.display(p)[r]) if b.complete]
    kept = []
    for item in g.pending:
        if isinstance(item, AttackItem) and item.boat.row == r + 1:
            a, b = item.boat.first - 1, item.boat.last - 1
            overlap = {(x.first, x.last): min(b, x.last) - max(a, x.first) + 1 for x in complete}
            best = max(overlap, key=overlap.__getitem__, default=None)
            if best is None or overlap[best] <= 0:
                continue
            item = AttackItem(boat=span(r + 1, best[0] + 1, best[1] + 1))
        kept.append(item)
    g.pending[:] = kept


