"""A second, deliberately separate reading of the scoring tables, for checking the engine.

Written from the rulebooks' tables (the numbers are typed in here, not read from the
edition files) with its own boat reading, so that a mistake in the engine's scoring or
boat code cannot hide behind the same mistake here.
"""

from __future__ import annotations

from ogallala.state import State

BOWS = {"bow", "bow1"}
STERNS = {"stern", "stern1"}
SIMPLE = {"furs", "firewater", "powder", "tobacco", "tent", "eagle", "rifles", "woman", "dynamite"}
PERSONS = {"soldier": "cannon", "bear-hunter": "bear", "buffalo-hunter": "buffalo", "lumberjack": "wood",
           "gold-digger": "gold", "cowboy": "horse"}


def kind(card: str) -> str:
    return card.split(".")[0]


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


def pairs_and_suites(cells: list, person_fore_only: bool) -> tuple[set[int], set[int], int, int]:
    """Columns in matched pairs, columns in suites, number of pairs, number of suites."""
    in_pairs, in_suites, n_pairs, n_suites = set(), set(), 0, 0
    for i in range(len(cells) - 1):
        a, b = cells[i], cells[i + 1]
        if a and b and kind(a).endswith("-f") and kind(b) == kind(a)[:-2] + "-r":
            suite = kind(a)[:-2]
            in_pairs |= {i, i + 1}
            n_pairs += 1
            ends = [i - 1] if person_fore_only else [i - 1, i + 2]
            for e in ends:
                if 0 <= e < len(cells) and cells[e] and PERSONS.get(kind(cells[e])) == suite:
                    in_suites |= {i, i + 1, e}
                    n_suites += 1
                    break
    return in_pairs, in_suites, n_pairs, n_suites


def score(state: State) -> dict[str, int]:
    ed = state.edition
    totals: dict[str, int] = {}
    for player in state.players:
        total = 0
        for row in player.display:
            for first, last in boats(row, ed == "amigo"):
                complete = is_complete(row, first, last)
                cells = list(row[first : last + 1])
                cards = [c for c in cells if c is not None]
                n = len(cards)
                booty = [i for i, c in enumerate(cells) if c and (kind(c) in SIMPLE or kind(c) in PERSONS or kind(c)[-2:] in ("-f", "-r"))]
                if ed in ("pelikan-1975", "ass-ii"):
                    total += 10 * n
                    if complete:
                        total += 50 if 5 <= n <= 7 else 100 if 8 <= n <= 10 else 150 if 11 <= n <= 13 else 200 if n >= 14 else 0
                    total += 20 * sum(1 for c in cards if kind(c) in SIMPLE)
                    _, _, n_pairs, n_suites = pairs_and_suites(cells, True)
                    total += 50 * n_pairs + 150 * n_suites
                    total += (250 if ed == "pelikan-1975" else 50) * sum(1 for c in cards if kind(c) == "totem")
                    continue
                if not complete:
                    continue
                if ed == "ass-i":
                    total += n if n <= 8 else 2 * n
                    in_pairs, in_suites, _, _ = pairs_and_suites(cells, False)
                    kinds = [kind(cells[i]) for i in booty]
                    for i in booty:
                        if i in in_suites:
                            total += 4
                        elif i in in_pairs:
                            total += 3
                        elif kinds.count(kind(cells[i])) > 1:
                            total += 2
                        else:
                            total += 1
                else:
                    total += n if n <= 7 else 2 * n
                    in_pairs, in_suites, n_pairs, n_suites = pairs_and_suites(cells, False)
                    total += 90 * n_suites + 40 * (n_pairs - n_suites)
                    total += 10 * sum(1 for i in booty if i not in in_pairs and i not in in_suites)
        if ed in ("pelikan-1975", "ass-ii") and state.first_three == player.name:
            total += 300
        totals[player.name] = total
    return totals
