"""Scoring: each player's points, itemised by boat and by scoring rule.

The edition's ``[scoring]`` table gives the numbers; ``booty`` names how booty lines
combine, the one real difference in kind between the tables:
``additive`` (Pelikan, ASS-II: 20 a simple booty card, 50 a matched pair, 150 a hunter
with his pair, each on top of the others), ``highest`` (ASS-I: each booty card scores only
its highest line, +1 single, +2 repeated, +3 in a pair, +4 in a suite) and ``replace``
(Amigo: 10 a booty card, but 40 for a pair and 90 for a suite instead of their cards' 10s).
"""

from __future__ import annotations

from collections import Counter

from .boats import Boat, row_boats
from .cards import CardKind, Category, kind_of
from .editions import Edition, Scoring, load
from .frozen import Frozen as _Frozen
from .state import Span, State


class ScoreLine(_Frozen):
    rule: str
    """The scoring rule topic, e.g. ``scoring.booty-suite``."""
    points: int
    text: str
    """What scored, in words: ``bear suite``, ``7 cards x 2``."""
    boat: Span | None = None
    """The boat it belongs to; ``None`` for bonuses of the whole display."""


class PlayerScore(_Frozen):
    player: str
    total: int
    lines: tuple[ScoreLine, ...]

    def describe(self) -> str:
        """``North 140: boat r1c1-r1c10: 20 cards x 2, 90 buffalo suite, 30 ...``."""
        parts: dict[str, list[str]] = {}
        for line in self.lines:
            key = f"boat {line.boat}" if line.boat else "bonus"
            parts.setdefault(key, []).append(f"{line.points} {line.text}")
        body = "; ".join(f"{k}: {', '.join(v)}" for k, v in parts.items())
        return f"{self.player} {self.total}" + (f" ({body})" if body else "")


class Score(_Frozen):
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]
    """The players with the highest total; ties share the win (ruling tie-winner)."""

    def of(self, name: str) -> PlayerScore:
        return next(p for p in self.players if p.player == name)


def _band(bands, n: int):
    return next((b for b in bands if b.min <= n <= b.max), None)


def _groups(row: list[str | None], boat: Boat, kinds: dict[str, CardKind], scoring: Scoring) -> tuple[dict[int, str], dict[int, str]]:
    """Which booty cards of the boat form matched pairs and suites: column -> suite id.

    ruling booty-halves: a pair is the front half directly left of the rear half.
    rule scoring.suite-order: the person lies directly fore of the pair (Pelikan, ASS-II:
    ruling pelikan-hunter-behind) or at either end (ASS-I, Amigo).
    """
    pairs: dict[int, str] = {}
    suites: dict[int, str] = {}
    for c in range(boat.first, boat.last):
        a, b = row[c], row[c + 1]
        if a is None or b is None:
            continue
        ka, kb = kinds[kind_of(a)], kinds[kind_of(b)]
        if ka.category is Category.PAIRED_BOOTY and ka.half and ka.half.value == "front" and kb.suite == ka.suite \
                and kb.category is Category.PAIRED_BOOTY and kb.half and kb.half.value == "rear":
            pairs[c] = pairs[c + 1] = ka.suite  # type: ignore[assignment]
            ends = [c - 1] if scoring.suite_person == "fore" else [c - 1, c + 2]
            for e in ends:
                if boat.first <= e <= boat.last and row[e] is not None:
                    ke = kinds[kind_of(row[e])]  # type: ignore[arg-type]
                    if ke.category is Category.PERSON and ke.suite == ka.suite:
                        suites[c] = suites[c + 1] = suites[e] = ka.suite  # type: ignore[assignment]
                        break
    return pairs, suites


def _lone_rule(kind: CardKind) -> str:
    return {Category.PAIRED_BOOTY: "scoring.lone-half", Category.PERSON: "scoring.lone-person"}.get(
        kind.category, "scoring.simple-booty"
    )


def boat_lines(edition: Edition, row: list[str | None], r: int, boat: Boat) -> list[ScoreLine]:
    """The points one boat scores."""
    scoring = edition.scoring
    kinds = edition.kinds
    span = Span(row=r + 1, first=boat.first + 1, last=boat.last + 1)
    lines: list[ScoreLine] = []

    def add(rule: str, points: int, text: str) -> None:
        if points:
            lines.append(ScoreLine(rule=rule, points=points, text=text, boat=span))

    n = boat.cards
    band = _band(scoring.card_points, n)
    if band:  # rule scoring.card-points
        add("scoring.card-points", n * band.per_card, f"for length ({n} cards x {band.per_card})")
    if boat.complete:
        bonus = _band(scoring.length_bonus, n)
        if bonus:  # rule scoring.length-bonus
            add("scoring.length-bonus", bonus.points, f"bonus for a complete boat of {n} cards")
    booty = [(c, kinds[kind_of(x)]) for c in boat.columns() if (x := row[c]) is not None and kinds[kind_of(x)].is_booty]
    pairs, suites = _groups(row, boat, kinds, scoring)
    if scoring.booty == "additive":
        singles = Counter(k.id for _, k in booty if k.category is Category.SIMPLE_BOOTY)
        for kid, count in singles.items():  # rule scoring.simple-booty
            add("scoring.simple-booty", count * scoring.single, f"{kid}" + (f" x{count}" if count > 1 else ""))
        for suite in sorted(set(pairs.values())):  # rule scoring.booty-pair
            add("scoring.booty-pair", scoring.pair, f"{suite} pair")
        for suite in sorted(set(suites.values())):  # rule scoring.booty-suite
            add("scoring.booty-suite", scoring.suite, f"{suite} hunter with his pair")
    elif scoring.booty == "highest":  # rule scoring.highest-only
        counts = Counter(k.id for _, k in booty)
        lone: Counter[tuple[str, str, int]] = Counter()
        for c, k in booty:
            if c in suites or c in pairs:
                continue
            if counts[k.id] > 1:  # rule scoring.repeated-booty
                lone[("scoring.repeated-booty", k.id, scoring.repeated)] += 1
            else:
                lone[(_lone_rule(k), k.id, scoring.single)] += 1
        for suite in sorted(set(suites.values())):
            add("scoring.booty-suite", 3 * scoring.suite, f"{suite} suite (3 cards x {scoring.suite})")
        for suite in sorted(set(pairs.values()) - set(suites.values())):
            add("scoring.booty-pair", 2 * scoring.pair, f"{suite} pair (2 cards x {scoring.pair})")
        for (rule, kid, each), count in lone.items():
            add(rule, count * each, f"{kid}" + (f" ({count} cards x {each})" if count > 1 else ""))
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


def player_score(edition: Edition, state: State, name: str) -> PlayerScore:
    scoring = edition.scoring
    player = state.player(name)
    lines: list[ScoreLine] = []
    totems = 0
    for r, row in enumerate(player.display):
        for boat in row_boats(row, edition.kinds, edition.rules.gap_splits_at, edition.rules.one_gap_joins == "always"):
            if scoring.boats == "complete" and not boat.complete:
                continue  # rule scoring.which-boats
            lines += boat_lines(edition, list(row), r, boat)
            totems += sum(1 for x in row[boat.first : boat.last + 1] if x is not None and kind_of(x) == "totem")
    if scoring.totem and totems:  # rule scoring.totem
        lines.append(ScoreLine(rule="scoring.totem", points=totems * scoring.totem, text="totem" + (f" x{totems}" if totems > 1 else "")))
    if scoring.first_three and state.first_three == name:  # rule scoring.first-three
        lines.append(ScoreLine(rule="scoring.first-three", points=scoring.first_three, text="first to complete three boats"))
    return PlayerScore(player=name, total=sum(x.points for x in lines), lines=tuple(lines))


def score_game(state: State) -> Score:
    edition = load(state.edition, state.readings)
    players = tuple(player_score(edition, state, p.name) for p in state.players)
    best = max((p.total for p in players), default=0)
    return Score(players=players, winners=tuple(p.player for p in players if p.total == best))
