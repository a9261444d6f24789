"""Scoring: each player's points, itemised by boat and by scoring rule.

The edition's ``[scoring]`` table gives the numbers; ``booty`` names how booty lines
combine, the one real difference in kind between the tables:
``additive`` (Pelikan, ASS-II: 20 a simple booty card, 50 a matched pair, 150 a hunter
with his pair, each on top of the others), ``highest`` (ASS-I: each booty card scores only
its highest line, +1 single, +2 repeated, +3 in a pair, +4 in a suite) and ``replace``
(Amigo: 10 a booty card, but 40 for a pair and 90 for a suite instead of their cards' 10s);
``cumulative`` adds up every line of the ASS-I tally a card qualifies for. The other
parameters of the table carry the readings of the scoring rulings (which cards earn the
single line, whether a suite's pair scores too, where the person lies, which boats earn
which lines, how a tie ends): ``editions.Scoring`` says what each means.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TypeVar

from ..model.boats import Boat, row_boats
from ..model.cards import CardKind, Category, Half, kind_of
from ..model.editions import Band, Edition, Scoring, load
from ..util.frozen import trusted
from ..model.scores import PlayerScore, Score, ScoreLine
from ..model.state import Span, State
from .kept_scores import player_scores
from .tables import FORGET

__all__ = ["PlayerScore", "Score", "ScoreLine", "display_score", "display_total", "player_score", "score_game"]


def _band(bands: tuple[Band, ...], n: int) -> Band | None:
    return next((b for b in bands if b.min <= n <= b.max), None)


def _matched(left: CardKind, right: CardKind, halves: str) -> bool:
    """rule scoring.booty-pair (ruling booty-halves): whether two cards side by side, in this
    order, are the matched halves of one booty piece: front left of rear, or either way round
    (``any-order``; ``identical`` halves have no front or rear)."""
    halves_of_one = left.category is right.category is Category.PAIRED_BOOTY and left.suite == right.suite
    if not halves_of_one:
        return False
    if halves == "front-rear":
        return left.half is Half.FRONT and right.half is Half.REAR
    return left.half is None or left.half != right.half


def _person_fits(e: int, first: int, scoring: Scoring) -> bool:
    """rule scoring.suite-order: whether a person at column ``e`` joins the pair at ``first``,
    ``first + 1``: on the side ``suite_person`` allows, touching the pair or anywhere in the
    boat (``suite_reach``; rulings suite-order, pelikan-hunter-behind)."""
    fore, aft = e < first, e > first + 1
    if scoring.suite_person == "fore" and not fore or not (fore or aft):
        return False
    return scoring.suite_reach == "same-boat" or e in (first - 1, first + 2)


def _groups(row: list[str | None], boat: Boat, kinds: dict[str, CardKind],
            edition: Edition) -> tuple[dict[int, str], dict[int, str]]:
    """Which booty cards of the boat form matched pairs and suites: column -> suite id.

    A pair is two matched halves side by side (ruling booty-halves); a suite is a pair with
    its person where ``_person_fits``, or, with ``suite_person = "any-order"``, any three
    cards of one suite side by side (ruling suite-order).
    """
    scoring = edition.scoring
    kind = {c: kinds.get(x) or kinds[kind_of(x)] for c in boat.columns() if (x := row[c]) is not None}
    pairs: dict[int, str] = {}
    suites: dict[int, str] = {}
    starts: list[int] = []
    c = boat.first
    while c < boat.last:
        if c in kind and c + 1 in kind and _matched(kind[c], kind[c + 1], edition.rules.halves) \
                and (suite := kind[c].suite) is not None:  # matched halves are booty: always of a suite
            pairs[c] = pairs[c + 1] = suite
            starts.append(c)
            c += 1
        c += 1
    for c in starts:
        suite = pairs[c]
        person = next((e for e, k in kind.items() if k.category is Category.PERSON and k.suite == suite
                       and e not in suites and _person_fits(e, c, scoring)), None)
        if person is not None:
            suites[c] = suites[c + 1] = suites[person] = suite
    if scoring.suite_person == "any-order":
        _runs_of_three(kind, boat, suites)
    return pairs, suites


def _runs_of_three(kind: dict[int, CardKind], boat: Boat, suites: dict[int, str]) -> None:
    """ruling suite-order, any-order: three cards of one suite side by side, one of them its
    person, are a suite in any order (the halves need not touch); adds them to ``suites``."""
    for c in range(boat.first, boat.last - 1):
        cols = (c, c + 1, c + 2)
        three = [kind.get(x) for x in cols]
        suite = three[0].suite if three[0] else None
        if suite is None or any(k is None or k.suite != suite for k in three) or any(x in suites for x in cols):
            continue
        if sum(k.category is Category.PERSON for k in three if k) == 1:
            for x in cols:
                suites[x] = suite


def _lone_rule(kind: CardKind) -> str:
    return {Category.PAIRED_BOOTY: "scoring.lone-half", Category.PERSON: "scoring.lone-person"}.get(
        kind.category, "scoring.simple-booty"
    )


def _counted(suites: dict[int, str], suite: str) -> int:
    return sum(1 for s in suites.values() if s == suite)


def boat_lines(edition: Edition, row: list[str | None], r: int, boat: Boat) -> list[ScoreLine]:
    """The points one boat scores."""
    scoring = edition.scoring
    kinds = edition.kinds
    span = trusted(Span, {"row": r + 1, "first": boat.first + 1, "last": boat.last + 1})
    lines: list[ScoreLine] = []

    def add(rule: str, points: int, text: str) -> None:
        if points:
            lines.append(_line(rule, points, text, span))

    n = boat.cards
    band = _band(scoring.card_points, n)
    if band and (boat.complete or scoring.card_boats == "all"):  # rule scoring.card-points (ruling pelikan-each-card)
        add("scoring.card-points", n * band.per_card, f"for length ({n} cards x {band.per_card})")
    if boat.complete:
        bonus = _band(scoring.length_bonus, n)
        if bonus:  # rule scoring.length-bonus
            add("scoring.length-bonus", bonus.points, f"bonus for a complete boat of {n} cards")
    if not boat.complete and scoring.booty_boats == "complete":
        return lines  # rule scoring.which-boats (ruling pelikan-incomplete-boats)
    booty = [(c, k) for c in boat.columns() if (x := row[c]) is not None and (k := kinds.get(x) or kinds[kind_of(x)]).is_booty]
    if not booty:
        return lines  # pairs and suites are made of booty cards: no booty, no booty lines
    pairs, suites = _groups(row, boat, kinds, edition)
    if scoring.booty == "additive":
        singles: Counter[tuple[str, str]] = Counter()
        for c, k in booty:  # rule scoring.simple-booty (ruling ass-ii-booty-scoring)
            if scoring.booty_cards == "all" or k.category is Category.SIMPLE_BOOTY:
                singles[("scoring.simple-booty" if c in pairs or c in suites else _lone_rule(k), k.id)] += 1
        for (rule, kid), count in singles.items():
            add(rule, count * scoring.single, f"{kid}" + (f" x{count}" if count > 1 else ""))
        for suite in sorted(set(pairs.values())):  # rule scoring.booty-pair (ruling pelikan-doubled-booty)
            if scoring.suite_and_pair == "both" or suite not in suites.values():
                add("scoring.booty-pair", scoring.pair, f"{suite} pair")
        for suite in sorted(set(suites.values())):  # rule scoring.booty-suite
            add("scoring.booty-suite", scoring.suite, f"{suite} hunter with his pair")
    elif scoring.booty in ("highest", "cumulative"):
        lines += _bonus_lines(scoring, band.per_card if band else 1, booty, pairs, suites, span)
    else:  # replace
        for suite in sorted(set(suites.values())):
            add("scoring.booty-suite", scoring.suite, f"{suite} suite")
        for suite in sorted(set(pairs.values()) - set(suites.values())):
            add("scoring.booty-pair", scoring.pair, f"{suite} pair")
        lone2: Counter[tuple[str, str]] = Counter()
        for c, k in booty:
            if c not in suites and c not in pairs:
                lone2[(_lone_rule(k), k.id)] += 1
        for (rule, kid), count in lone2.items():
            add(rule, count * scoring.single, kid + (f" x{count}" if count > 1 else ""))
    return lines


def _bonus_lines(scoring: Scoring, per_card: int, booty: list[tuple[int, CardKind]], pairs: dict[int, str],
                 suites: dict[int, str], span: Span) -> list[ScoreLine]:
    """Ogallala I's bonus per booty card: only its highest line (rule scoring.highest-only,
    ruling ass-i-highest-booty) or every line it qualifies for (``cumulative``); in points,
    or in multiples of the card's own points (ruling ass-i-booty-bonus)."""
    unit = per_card if scoring.bonus_unit == "card-point" else 1
    counts = Counter(k.id for _, k in booty)
    grouped: Counter[tuple[str, str, int]] = Counter()
    if scoring.booty == "highest":  # rule scoring.highest-only
        for suite in sorted(set(suites.values())):
            grouped[("scoring.booty-suite", suite, scoring.suite * unit)] += _counted(suites, suite)
        for suite in sorted(set(pairs.values()) - set(suites.values())):
            grouped[("scoring.booty-pair", suite, scoring.pair * unit)] += 2
        for c, k in booty:
            if c in suites or c in pairs:
                continue
            if counts[k.id] > 1:  # rule scoring.repeated-booty
                grouped[("scoring.repeated-booty", k.id, scoring.repeated * unit)] += 1
            else:
                grouped[(_lone_rule(k), k.id, scoring.single * unit)] += 1
    else:  # cumulative: every line a card qualifies for
        for c, k in booty:
            single = "scoring.simple-booty" if c in pairs or c in suites else _lone_rule(k)
            grouped[(single, k.id, scoring.single * unit)] += 1
            if counts[k.id] > 1:
                grouped[("scoring.repeated-booty", k.id, scoring.repeated * unit)] += 1
        for suite in sorted(set(pairs.values())):
            grouped[("scoring.booty-pair", suite, scoring.pair * unit)] += 2
        for suite in sorted(set(suites.values())):
            grouped[("scoring.booty-suite", suite, scoring.suite * unit)] += _counted(suites, suite)
    return [_line(rule, count * each, f"{what} ({count} cards x {each})" if count > 1 else what, span)
            for (rule, what, each), count in grouped.items() if count * each]


def _line(rule: str, points: int, text: str, boat: Span | None) -> ScoreLine:
    """A score line of the values scoring computed (built without validating them again)."""
    return trusted(ScoreLine, {"rule": rule, "points": points, "text": text, "boat": boat})


RowScore = tuple[tuple[ScoreLine, ...], int]
"""What one row of a display scores: its lines, and the totems that count."""

ROWS_KEPT = 50_000
"""Most rows (and boats) whose score is remembered per edition (each cache starts again beyond)."""

Key = tuple[int, tuple[str | None, ...]]
T = TypeVar("T")
BoatKey = tuple[int, Boat, tuple[str | None, ...]]
PointsKey = tuple[bool, int, tuple[str | None, ...]]


class _Kept:
    """What is remembered of one edition's scoring: the score of each row met (by row
    number and cards) and the lines of each boat met (by row number, boat and its cards: a
    boat's lines depend on nothing else, so a row that gained a card scores again only the
    boat the card joined)."""

    __slots__ = ("edition", "rows", "boats", "totals", "points")

    def __init__(self, edition: Edition) -> None:
        self.edition = edition
        self.rows: dict[Key, RowScore] = {}
        self.boats: dict[BoatKey, tuple[ScoreLine, ...]] = {}
        self.totals: dict[Key, tuple[int, int]] = {}
        """Each row's points and scoring totems (``display_total``), by row number and cards."""
        self.points: dict[PointsKey, tuple[int, int]] = {}
        """Each boat's points and scoring totems by its cards alone (``_row_total``)."""


_ROWS: dict[int, _Kept] = {}
"""By edition (its ``id``, the edition kept beside so that the id stays its own): the
scores of rows and boats met. A display changes one row at a time, so the score of a
position after an action (asked at every turn, and for every placement a greedy player
weighs) is mostly rows already scored. ``tables.forget`` drops it (an engine patched by the
mutation tool scores every row anew, calling the patched functions)."""


def _forget_rows() -> None:
    _ROWS.clear()


FORGET.append(_forget_rows)


def _row_score(kept: _Kept, row: tuple[str | None, ...], r: int) -> RowScore:
    """The lines of every boat of ``row`` (row ``r``, 0-based) that scores, and the totems
    that score with them."""
    edition = kept.edition
    scoring = edition.scoring
    lines: list[ScoreLine] = []
    totems = 0
    for boat in row_boats(row, edition.kinds, edition.rules.gap_splits_at, edition.rules.one_gap_joins == "always",
                          whole=edition.rules.boat_ends == "row"):
        if scoring.boats == "complete" and not boat.complete:
            continue  # rule scoring.which-boats
        key = (r, boat, row[boat.first : boat.last + 1])
        found = kept.boats.get(key)
        if found is None:
            if len(kept.boats) >= ROWS_KEPT:
                kept.boats.clear()
            found = kept.boats[key] = tuple(boat_lines(edition, list(row), r, boat))
        lines += found
        if not boat.complete and scoring.booty_boats == "complete":
            continue  # ruling pelikan-incomplete-boats: the totem scores with the booty
        totems += sum(1 for x in row[boat.first : boat.last + 1] if x is not None and kind_of(x) == "totem")
    return tuple(lines), totems


def _kept(edition: Edition) -> _Kept:
    """The scores remembered for ``edition`` (the very same model)."""
    kept = _ROWS.get(id(edition))
    if kept is None or kept.edition is not edition:
        if len(_ROWS) > 64:  # editions made anew at every call (the mutation tool's recorder)
            _ROWS.clear()
        kept = _ROWS[id(edition)] = _Kept(edition)
    return kept


def _per_row(table: dict[Key, T], kept: _Kept, row: tuple[str | None, ...], r: int,
             make: Callable[[_Kept, tuple[str | None, ...], int], T]) -> T:
    """What ``make`` gives for row ``r``, remembered in ``table`` by row number and cards (a
    table past ``ROWS_KEPT`` rows starts again)."""
    found = table.get((r, row))
    if found is None:
        if len(table) >= ROWS_KEPT:
            table.clear()
        found = table[(r, row)] = make(kept, row, r)
    return found


def display_score(edition: Edition, display: Sequence[tuple[str | None, ...]]) -> tuple[list[ScoreLine], int]:
    """The lines of a display's rows, top to bottom, and the totems that score."""
    kept = _kept(edition)
    rows = kept.rows
    lines: list[ScoreLine] = []
    totems = 0
    for r, row in enumerate(display):
        found = _per_row(rows, kept, row, r, _row_score)
        lines += found[0]
        totems += found[1]
    return lines, totems


def _row_total(kept: _Kept, row: tuple[str | None, ...], r: int) -> tuple[int, int]:
    """The points of the boats of ``row`` (row ``r``, 0-based) that score, and the totems
    that score with them: the sums of ``_row_score``. Where the row was scored before, its
    lines are added up; otherwise each boat's points are kept by its cards alone (a boat's
    lines name its span, but its points depend only on its cards: a greedy player's
    candidate placements mostly make boats met before elsewhere, a card alone above all)."""
    scored = kept.rows.get((r, row))
    if scored is not None:
        return sum(x.points for x in scored[0]), scored[1]
    edition = kept.edition
    scoring = edition.scoring
    points = totems = 0
    for boat in row_boats(row, edition.kinds, edition.rules.gap_splits_at, edition.rules.one_gap_joins == "always",
                          whole=edition.rules.boat_ends == "row"):
        if scoring.boats == "complete" and not boat.complete:
            continue  # rule scoring.which-boats
        cards = row[boat.first : boat.last + 1]
        key = (boat.complete, boat.cards, cards)
        found = kept.points.get(key)
        if found is None:
            lines = kept.boats.get((r, boat, cards))
            if lines is None:
                lines = tuple(boat_lines(edition, list(row), r, boat))
            counted = boat.complete or scoring.booty_boats != "complete"  # ruling pelikan-incomplete-boats
            if len(kept.points) >= ROWS_KEPT:
                kept.points.clear()
            found = kept.points[key] = (
                sum(x.points for x in lines),
                sum(1 for x in cards if x is not None and kind_of(x) == "totem") if counted else 0)
        points += found[0]
        totems += found[1]
    return points, totems


def display_total(edition: Edition, display: Sequence[tuple[str | None, ...]], first_three: bool) -> int:
    """The total of ``player_score`` for a display (and whether its player was the first to
    complete three boats), without the lines' models: what a greedy player weighs."""
    kept = _kept(edition)
    totals = kept.totals
    points = totems = 0
    for r, row in enumerate(display):
        found = _per_row(totals, kept, row, r, _row_total)
        points += found[0]
        totems += found[1]
    scoring = edition.scoring
    return (points + (totems * scoring.totem if scoring.totem else 0)
            + (scoring.first_three if scoring.first_three and first_three else 0))


def player_score(edition: Edition, state: State, name: str) -> PlayerScore:
    scoring = edition.scoring
    lines, totems = display_score(edition, state.player(name).display)
    if scoring.totem and totems:  # rule scoring.totem
        lines.append(_line("scoring.totem", totems * scoring.totem, "totem" + (f" x{totems}" if totems > 1 else ""), None))
    if scoring.first_three and state.first_three == name:  # rule scoring.first-three
        lines.append(_line("scoring.first-three", scoring.first_three, "first to complete three boats", None))
    return trusted(PlayerScore, {"player": name, "total": sum(x.points for x in lines), "lines": tuple(lines)})


def score_game(state: State) -> Score:
    edition = load(state.edition, state.readings)
    players = player_scores(edition, state, player_score)  # kept by each player's model
    best = max((p.total for p in players), default=0)
    winners = [p.player for p in players if p.total == best]
    if len(winners) > 1 and edition.scoring.tie_break == "complete-boats":
        # rule scoring.winner (ruling tie-winner): of the tied, most complete boats wins
        boats = {w: _complete_boats(edition, state, w) for w in winners}
        winners = [w for w in winners if boats[w] == max(boats.values())]
    return trusted(Score, {"players": players, "winners": tuple(winners)})


def _complete_boats(edition: Edition, state: State, name: str) -> int:
    return sum(1 for row in state.player(name).display
               for boat in row_boats(row, edition.kinds, edition.rules.gap_splits_at, edition.rules.one_gap_joins == "always",
                                     whole=edition.rules.boat_ends == "row") if boat.complete)
