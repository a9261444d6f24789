"""Can this position occur? Every problem of a well-formed state, each naming its rule.

Kept apart from parsing (as python-chess keeps ``set_fen`` apart from ``status()``): the
notation builds any state it can read, and this module lists everything about it that the
rules forbid, so that a scenario author sees all mistakes at once.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..model.boats import row_boats
from ..model.cards import kind_of, may_neighbour
from ..model.editions import Edition, load
from ..model.readings import ReadingError, problems
from ..model.state import AttackItem, ClaimItem, DrawItem, PlaceItem, SinkItem, SpoilsItem, State, pending_order

Place = tuple[object, ...]
"""Where in a state a problem lies: ("cell", player, row, col), ("row", player, row),
("player", player), ("pile", k), ("pending", i), or a field name such as ("turn",)."""


@dataclass(frozen=True)
class Issue:
    message: str
    rule: str | None = None
    place: Place = ()


def cards_in_play(state: State) -> Counter[str]:
    """Every card the state holds, wherever it lies (displays, piles, discard, out, hand)."""
    counts: Counter[str] = Counter()
    for p in state.players:
        for row in p.display:
            counts.update(c for c in row if c is not None)
    for pile in state.piles:
        counts.update(pile)
    counts.update(state.discard)
    counts.update(state.out)
    for item in state.pending:
        if isinstance(item, PlaceItem | SinkItem):
            counts[item.card] += 1
        elif isinstance(item, SpoilsItem):
            counts.update(item.cards)
    return counts


def issues(state: State) -> list[Issue]:
    """Everything that keeps ``state`` from being a position of its edition."""
    try:
        edition = load(state.edition)
    except KeyError as unknown:
        return [Issue(str(unknown.args[0]), None, ("edition",))]
    if state.readings:
        wrong = problems(state.edition, state.readings)
        if wrong:
            return [Issue(w, None, ("readings",)) for w in wrong]
        try:
            edition = load(state.edition, state.readings)
        except ReadingError as error:
            return [Issue(str(error), None, ("readings",))]
    found: list[Issue] = []
    reason = edition.validate_options(state.options)
    if reason:
        found.append(Issue(reason, "variant.reserve-cards", ("options",)))
        return found
    found += _players(state, edition)
    found += _cards(state, edition)
    for p in state.players:
        found += _display(state, edition, p.name, p.display)
    found += _pending(state, edition)
    return found


def _players(state: State, edition: Edition) -> list[Issue]:
    found = []
    names = [p.name for p in state.players]
    lo, hi = edition.players.min, edition.players.max
    if not lo <= len(names) <= hi:
        found.append(Issue(f"{len(names)} players; edition {edition.id} is for {lo} to {hi}", "setup.players", ("players",)))
    for name, n in Counter(names).items():
        if n > 1:
            found.append(Issue(f"player {name} is listed {n} times", "setup.players", ("player", name)))
    if state.turn not in names:
        found.append(Issue(f"the turn is {state.turn}'s, who is not a player", "turn.order", ("turn",)))
    if state.first_three is not None and state.first_three not in names:
        found.append(Issue(f"first three: {state.first_three} is not a player", "scoring.first-three", ("first_three",)))
    for name in state.completed:
        if name not in names:
            found.append(Issue(f"completed: {name} is not a player", "end.three-boats", ("completed",)))
    if len(state.piles) != edition.piles.count:
        found.append(Issue(f"{len(state.piles)} draw piles; edition {edition.id} has {edition.piles.count}", "setup.piles", ("piles",)))
    if edition.piles.discard == "none" and state.discard:
        found.append(Issue(f"edition {edition.id} has no discard pile", "piles.discard", ("discard",)))
    return found


def _cards(state: State, edition: Edition) -> list[Issue]:
    found = []
    deck = edition.counts(state.options)
    for card, n in cards_in_play(state).items():
        if card not in deck:
            found.append(Issue(f"card {card!r} is not in the {edition.id} deck with these options", "setup.deck", ("card", card)))
        elif n > deck[card]:
            found.append(Issue(f"{n} cards {card!r}, but the {edition.id} deck has {deck[card]}", "setup.deck", ("card", card)))
    return found


def _display(state: State, edition: Edition, name: str, display: tuple[tuple[str | None, ...], ...]) -> list[Issue]:
    found: list[Issue] = []
    kinds = edition.kinds
    rules = edition.rules
    width = edition.width(state.options)
    if any(kind_of(c) not in kinds for row in display for c in row if c is not None):
        return found  # reported by _cards
    if edition.display.kind == "mat":
        if len(display) != edition.display.rows or any(len(r) != width for r in display):
            found.append(Issue(f"{name}'s mat must have {edition.display.rows} rows of {width} spaces",
                               "placement.display-limits", ("player", name)))
            return found
    else:
        widths = {len(r) for r in display}
        if len(display) > edition.display.rows or any(w > width for w in widths):
            found.append(Issue(f"{name}'s display is larger than {edition.display.rows} rows by {width} cards",
                               "placement.display-limits", ("player", name)))
            return found
        if len(widths) > 1:
            found.append(Issue(f"{name}'s display rows differ in length", None, ("player", name)))
            return found
        if display and (all(c is None for c in display[0]) or all(c is None for c in display[-1])
                        or all(r[0] is None for r in display) or all(r[-1] is None for r in display)):
            found.append(Issue(f"{name}'s free display must be cut to its cards: no empty first or last row or column",
                               "placement.adjacency", ("player", name)))
    for r, row in enumerate(display, start=1):
        if rules.same_picture:
            # ruling amigo-same-picture: per row, or per boat
            units = [(0, len(row) - 1)] if rules.same_picture_scope == "row" else [
                (b.first, b.last) for b in row_boats(row, kinds, rules.gap_splits_at, rules.one_gap_joins == "always",
                                                      whole=rules.boat_ends == "row")]
            for first, last in units:
                seen: dict[str, int] = {}
                for c, card in enumerate(row[first : last + 1], start=first + 1):
                    if card is None:
                        continue
                    kind = kind_of(card)
                    if kind in seen:
                        unit = f"row {r}" if rules.same_picture_scope == "row" else f"boat r{r}c{first + 1}-r{r}c{last + 1}"
                        found.append(Issue(f"{name}'s {unit} holds {kind} twice (columns {seen[kind]} and {c})",
                                           "placement.same-picture", ("cell", name, r, c)))
                    seen[kind] = c
        if rules.bow_stern_neighbours and rules.neighbour_rule == "layout" and rules.shift_checks == "row":
            # where the rule is about the act of laying, or a shift may push cards past it,
            # such pairs arise in play (rulings amigo-neighbour-rule, shift-pushed-cards)
            for c in range(1, len(row)):
                left, right = row[c - 1], row[c]
                if left is None or right is None:
                    continue
                lk, rk = kinds[kind_of(left)], kinds[kind_of(right)]
                if not may_neighbour(lk, rk):
                    found.append(Issue(f"{name}'s row {r}: {left} may not lie left of {right}",
                                       "placement.bow-stern-neighbours", ("cell", name, r, c + 1)))
        for c, card in enumerate(row, start=1):
            if card is not None and kind_of(card) == "axe":
                found.append(Issue(f"Crazy Axe never stays in a display ({name} r{r}c{c})", "cards.crazy-axe", ("cell", name, r, c)))
    return found


def _in_order(ranks: dict[str, int]) -> str:
    """The pending kinds in the order ``ranks`` gives them, those of one rank joined by a
    slash: "place, lasso/shoot/sink, claim, spoils, attack, end, draw" as decided."""
    by_rank: dict[int, list[str]] = {}
    for kind, rank in ranks.items():
        by_rank.setdefault(rank, []).append(kind)
    return ", ".join("/".join(by_rank[r]) for r in sorted(by_rank))


def _pending(state: State, edition: Edition) -> list[Issue]:
    found: list[Issue] = []
    if state.over:
        if state.pending:
            found.append(Issue("a finished game has nothing pending", None, ("pending", 0)))
        return found
    if not state.pending:
        found.append(Issue("nothing is pending, yet the game is not over (add `pending: draw` or `game over`)", None, ("turn",)))
        return found
    # rulings pelikan-special-timing, special-attack-order
    ranks = pending_order(edition.rules.special_timing, edition.rules.special_attack_order)
    order = [ranks[i.kind] for i in state.pending]
    if order != sorted(order):
        found.append(Issue(f"pending obligations are out of order ({_in_order(ranks)})", None, ("pending", 0)))
    if sum(isinstance(i, DrawItem) for i in state.pending) and len(state.pending) > 1:
        found.append(Issue("a draw is due only when nothing else is pending", "turn.draw", ("pending", 0)))
    names = {p.name for p in state.players}
    kinds = edition.kinds
    for i, item in enumerate(state.pending):
        if isinstance(item, AttackItem):
            try:
                row = state.player(state.turn).display[item.boat.row - 1]
            except (KeyError, IndexError):
                found.append(Issue(f"attack: {state.turn} has no row {item.boat.row}", "attack.when", ("pending", i)))
                continue
            spans = [(b.first + 1, b.last + 1) for b in row_boats(row, kinds, edition.rules.gap_splits_at, edition.rules.one_gap_joins == "always",
                                                                 whole=edition.rules.boat_ends == "row") if b.complete]
            if (item.boat.first, item.boat.last) not in spans:
                found.append(Issue(f"attack: {item.boat} is not a complete boat of {state.turn}", "attack.when", ("pending", i)))
        elif isinstance(item, SpoilsItem):
            stays = edition.rules.leftovers == "stay" or edition.rules.spoils == "unowned"  # rules.attack.on_victims_display
            if stays != (item.victim is not None and item.boat is not None) or stays == bool(item.cards):
                where = "stay on the victim's display: write `spoils from NAME SPAN`" if stays else "are in hand: write `spoils CARD...`"
                found.append(Issue(f"spoils: in {edition.id} conquered cards {where}", "attack.leftovers", ("pending", i)))
            if item.victim is not None and (item.victim not in names or item.victim == state.turn):
                found.append(Issue(f"spoils: {item.victim} is not another player", "attack.spoils", ("pending", i)))
        elif isinstance(item, ClaimItem) and item.suite not in {s.id for s in edition.suites}:
            found.append(Issue(f"claim: no suite {item.suite!r}", "cards.hunters", ("pending", i)))
    return found
