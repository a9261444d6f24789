"""A second, deliberately separate reading of the scoring tables, for checking the engine.

Written from the rulebooks' tables (the numbers are typed in here, not read from the
edition files) with its own boat reading, so that a mistake in the engine's scoring or
boat code cannot hide behind the same mistake here. The readings of the scoring rulings
(a game's ``readings``) are re-derived here from the rulings' alternatives, by name, not
from their patches.
"""

from __future__ import annotations

from ogallala.model.state import State

BOWS = {"bow", "bow1"}
STERNS = {"stern", "stern1"}
SIMPLE = {"furs", "firewater", "powder", "tobacco", "tent", "eagle", "rifles", "woman", "dynamite"}
PERSONS = {"soldier": "cannon", "bear-hunter": "bear", "buffalo-hunter": "buffalo", "lumberjack": "wood",
           "gold-digger": "gold", "cowboy": "horse"}

DECIDED = {
    "booty-halves": "front-rear",
    "suite-order": {"pelikan-1975": "person-fore", "ass-ii": "person-fore", "ass-i": "either-end", "amigo": "either-end"},
    "pelikan-hunter-behind": "directly-behind",
    "pelikan-doubled-booty": "two-pairs",
    "ass-ii-booty-scoring": "simple-only-additive",
    "pelikan-each-card": "every-card",
    "pelikan-incomplete-boats": "all-but-length",
    "pelikan-totem-value": {"pelikan-1975": "two-fifty", "ass-ii": "fifty"},
    "ass-i-highest-booty": "highest-only",
    "ass-i-long-boat": "nine-plus",
    "ass-i-booty-bonus": "tally",
    "amigo-combination-scoring": "replace",
    "tie-winner": "shared",
}


def kind(card: str) -> str:
    return card.split(".")[0]


def reading(state: State, ruling: str) -> str:
    """The alternative of ``ruling`` the game is played under."""
    if ruling in state.readings:
        return state.readings[ruling]
    decided = DECIDED[ruling]
    return decided[state.edition] if isinstance(decided, dict) else decided


def boats(row: tuple, splits_at_gap_of_two: bool) -> list[tuple[int, int]]:
    """(first, last) column of each boat: a bow opens one, a stern closes one."""
    found, start, last = [], None, None
    for col, card in enumerate(row):
        if card is None:
            continue
        k = kind(card)
        if start is not None and (k in BOWS or (splits_at_gap_of_two and col - last >= 3)):
            found.append((start, last))
            start = None
        if start is None:
            start = col
        last = col
        if k in STERNS:
            found.append((start, last))
            start = None
    if start is not None:
        found.append((start, last))
    return found


def is_complete(row: tuple, first: int, last: int) -> bool:
    cells = row[first : last + 1]
    return last > first and all(c is not None for c in cells) and kind(cells[0]) in BOWS and kind(cells[-1]) in STERNS


def letter(card: str | None) -> tuple[str, str] | None:
    """(suite, F | R | P) for a card of a suite."""
    if card is None:
        return None
    k = kind(card)
    if k in PERSONS:
        return PERSONS[k], "P"
    if k[-2:] in ("-f", "-r"):
        return k[:-2], k[-1].upper()
    return None


def picture(card: str, halves: str) -> str:
    """What the same-picture and repeated rules compare: alike halves are one picture."""
    k = kind(card)
    return k[:-2] if halves == "identical" and k[-2:] in ("-f", "-r") else k


def pairs_and_suites(cells: list, halves: str, side: str, anywhere: bool) -> tuple[set[int], set[int], list[str], list[str]]:
    """Columns in matched pairs, columns in suites, the suites of the pairs, of the suites."""
    marks = [letter(c) for c in cells]
    in_pairs, in_suites, pair_of, suite_of, starts = set(), set(), [], [], []
    i = 0
    while i < len(cells) - 1:
        a, b = marks[i], marks[i + 1]
        matched = a and b and a[0] == b[0] and a[1] != "P" and b[1] != "P" and (
            (a[1], b[1]) == ("F", "R") or halves != "front-rear" and a[1] != b[1])
        if matched:
            in_pairs |= {i, i + 1}
            pair_of.append(a[0])
            starts.append(i)
            i += 2
        else:
            i += 1
    for start in starts:
        suite = marks[start][0]
        for e, m in enumerate(marks):
            if m != (suite, "P") or e in in_suites:
                continue
            fore, aft = e < start, e > start + 1
            if not (fore or (aft and side != "fore")):
                continue
            if anywhere or e in (start - 1, start + 2):
                in_suites |= {start, start + 1, e}
                suite_of.append(suite)
                break
    if side == "any-order":
        for i in range(len(cells) - 2):
            three = marks[i : i + 3]
            if all(three) and len({m[0] for m in three}) == 1 and sorted(m[1] for m in three).count("P") == 1 \
                    and not in_suites & {i, i + 1, i + 2}:
                in_suites |= {i, i + 1, i + 2}
                suite_of.append(three[0][0])
    return in_pairs, in_suites, pair_of, suite_of


def complete_boats(state: State, name: str) -> int:
    return sum(1 for row in state.player(name).display for first, last in boats(row, state.edition == "amigo")
               if is_complete(row, first, last))


def score(state: State) -> dict[str, int]:
    totals, _ = score_and_winners(state)
    return totals


def score_and_winners(state: State) -> tuple[dict[str, int], set[str]]:
    ed = state.edition
    halves = reading(state, "booty-halves")
    order = reading(state, "suite-order")
    side = {"person-fore": "fore", "either-end": "either-end", "any-order": "any-order", "same-boat": "either-end"}[order]
    anywhere = order == "same-boat" or ed in ("pelikan-1975", "ass-ii") and reading(state, "pelikan-hunter-behind") == "anywhere-behind"
    totals: dict[str, int] = {}
    for player in state.players:
        total = 0
        for row in player.display:
            for first, last in boats(row, ed == "amigo"):
                complete = is_complete(row, first, last)
                cells = list(row[first : last + 1])
                cards = [c for c in cells if c is not None]
                n = len(cards)
                booty = [i for i, c in enumerate(cells) if c and (kind(c) in SIMPLE or letter(c))]
                in_pairs, in_suites, pair_of, suite_of = pairs_and_suites(cells, halves, side, anywhere)
                if ed in ("pelikan-1975", "ass-ii"):
                    total += _pelikan_boat(state, complete, n, cards, booty, cells, in_pairs, in_suites, pair_of, suite_of)
                    continue
                if not complete:
                    continue
                if ed == "ass-i":
                    total += _ass_i_boat(state, n, booty, cells, halves, in_pairs, in_suites)
                else:
                    total += n if n <= 7 else 2 * n
                    lone = sum(1 for i in booty if i not in in_pairs and i not in in_suites)
                    if reading(state, "amigo-combination-scoring") == "add":
                        suite_pairs = sum(1 for s in pair_of if s in suite_of)
                        total += 10 * len(booty) + 90 * len(suite_of) + 40 * (len(pair_of) - suite_pairs)
                    else:
                        pairs_alone = len([i for i in in_pairs if i not in in_suites]) // 2
                        total += 90 * len(suite_of) + 40 * pairs_alone + 10 * lone
        if ed in ("pelikan-1975", "ass-ii") and state.first_three == player.name:
            total += 300
        totals[player.name] = total
    best = max(totals.values(), default=0)
    winners = {p for p, t in totals.items() if t == best}
    if len(winners) > 1 and reading(state, "tie-winner") == "tie-break":
        most = max(complete_boats(state, p) for p in winners)
        winners = {p for p in winners if complete_boats(state, p) == most}
    return totals, winners


def _pelikan_boat(state: State, complete: bool, n: int, cards: list, booty: list[int], cells: list,
                  in_pairs: set[int], in_suites: set[int], pair_of: list[str], suite_of: list[str]) -> int:
    """Pelikan 000 / Ogallala II: 10 a card, length bonus, 20 / 50 / 150, the totem."""
    ed = state.edition
    total = 0
    if complete or reading(state, "pelikan-each-card") == "every-card":
        total += 10 * n
    if complete:
        total += 50 if 5 <= n <= 7 else 100 if 8 <= n <= 10 else 150 if 11 <= n <= 13 else 200 if n >= 14 else 0
    if not complete and reading(state, "pelikan-incomplete-boats") == "cards-only":
        return total
    way = reading(state, "pelikan-doubled-booty" if ed == "pelikan-1975" else "ass-ii-booty-scoring")
    every = way == "every-booty-card"
    total += 20 * sum(1 for i in booty if every or kind(cells[i]) in SIMPLE)
    pair_points = 100 if way == "per-card" else 50
    replaced = way in ("per-card", "suite-replaces", "hunter-replaces-pair")
    counted_pairs = [s for s in pair_of if not (replaced and s in suite_of)]
    total += pair_points * len(counted_pairs) + 150 * len(suite_of)
    totem = {"two-fifty": 250, "fifty": 50, "nothing": 0}[reading(state, "pelikan-totem-value")]
    total += totem * sum(1 for c in cards if kind(c) == "totem")
    return total


def _ass_i_boat(state: State, n: int, booty: list[int], cells: list, halves: str, in_pairs: set[int], in_suites: set[int]) -> int:
    """Ogallala I: 1 or 2 a card, then the tally's bonus per booty card."""
    long_from = 8 if reading(state, "ass-i-long-boat") == "eight-plus" else 9
    per_card = 2 if n >= long_from else 1
    bonus = reading(state, "ass-i-booty-bonus")
    single, repeated, pair, suite = {"tally": (1, 2, 3, 4), "plus-two": (2, 2, 3, 4),
                                     "multiples": (per_card, per_card, 2 * per_card, 3 * per_card)}[bonus]
    pictures = [picture(cells[i], halves) for i in booty]
    total = per_card * n
    for i in booty:
        lines = [single]
        if pictures.count(picture(cells[i], halves)) > 1:
            lines.append(repeated)
        if i in in_pairs:
            lines.append(pair)
        if i in in_suites:
            lines.append(suite)
        if reading(state, "ass-i-highest-booty") == "cumulative":
            total += sum(lines)
        elif i in in_suites:
            total += suite
        elif i in in_pairs:
            total += pair
        else:
            total += lines[1] if len(lines) > 1 else single
    return total
