"""How games end when the cards run out, under each reading of ruling reshuffle-termination.

    python benchmarks/termination.py [--seeds N] [--jobs J] [--limit ACTIONS] [--discarders N]

For every edition with a discard pile (Pelikan, Ogallala II, Amigo), every number of
players it allows, two kinds of players and each alternative of the ruling under which
games end, plays N seeded games through the engine's own loop and reports:

- *early*: the share of games that ended by exhaustion (rule end.piles-exhausted) while a
  card that some player could lay was still left in the piles or the discard pile (Crazy
  Axe, which is never laid, does not count);
- whether every game ended within ``--limit`` actions, and the longest game in actions.

The players: *placement-first* players place a drawn card whenever they can (never
discarding a card that fits), draw rather than stop, and choose at random among the places
and at every other decision; *random* players choose uniformly among the legal actions.

With ``--discarders N`` it also plays N Amigo games per number of players in which the
first player discards every card he draws (Amigo lets a player discard a card he could
lay) and the others are placement-first, and counts the games not over within the limit.

The figures go into docs/performance.md and the `why` of spec/rulings/reshuffle-termination.toml.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import defaultdict
from collections.abc import Callable
from multiprocessing import Pool

from ogallala.model.editions import load
from ogallala.engine.entry import act, settle, start
from ogallala.engine.game import Game
from ogallala.engine.random_play import SEATS
from ogallala.engine.rules.turn import layable

EDITIONS = ("pelikan-1975", "ass-ii", "amigo")
"""The editions with a discard pile that goes round."""
READINGS = ("while-layable", "displays-grew", "once")
"""The alternatives of reshuffle-termination under which games end (``always`` is left out)."""

Act = tuple
Policy = Callable[[Game, list[Act], random.Random], Act]


def random_choice(g: Game, legal: list[Act], rng: random.Random) -> Act:
    return legal[rng.randrange(len(legal))]


def placement_first(g: Game, legal: list[Act], rng: random.Random) -> Act:
    for kind in ("place", "draw"):
        found = [a for a in legal if a[0] == kind]
        if found:
            return found[rng.randrange(len(found))]
    return random_choice(g, legal, rng)


def discarder(g: Game, legal: list[Act], rng: random.Random) -> Act:
    """The first player discards every card he may; the others play placement-first."""
    if g.turn == 0 and ("discard",) in legal:
        return ("discard",)
    return placement_first(g, legal, rng)


POLICIES: dict[str, Policy] = {"placement-first": placement_first, "random": random_choice, "discarder": discarder}


def play(task: tuple[str, int, str, str, int, int]) -> tuple[tuple[str, int, str, str], bool, bool, int]:
    """One game: (configuration, whether it ended, whether it ended early, actions)."""
    edition, players, policy, reading, seed, limit = task
    readings = {"reshuffle-termination": reading}
    g = Game(start(edition, SEATS[:players], seed=seed, readings=readings))
    choose = POLICIES[policy]
    rng = random.Random(seed)
    actions = 0
    while True:
        legal = settle(g)
        if g.over or actions >= limit:
            break
        g.events.clear()
        act(g, choose(g, legal, rng))
        actions += 1
    early = False
    if g.over and any(e.kind == "game-over" and e.rule == "end.piles-exhausted" for e in g.events):
        left = dict.fromkeys([*g.discard, *(c for pile in g.piles for c in pile)])
        early = any(layable(g, card) for card in left)
    return (edition, players, policy, reading), g.over, early, actions


def tasks(seeds: int, limit: int, discarders: int) -> list[tuple[str, int, str, str, int, int]]:
    found = []
    for edition in EDITIONS:
        ed = load(edition)
        for players in range(ed.players.min, ed.players.max + 1):
            for policy in ("placement-first", "random"):
                for reading in READINGS:
                    found += [(edition, players, policy, reading, seed, limit) for seed in range(1, seeds + 1)]
    ed = load("amigo")
    for players in range(ed.players.min, ed.players.max + 1):
        for reading in ("while-layable", "displays-grew"):
            found += [("amigo", players, "discarder", reading, seed, limit) for seed in range(1, discarders + 1)]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--limit", type=int, default=100_000, help="actions after which a game counts as not ending")
    parser.add_argument("--discarders", type=int, default=0)
    args = parser.parse_args()
    work = tasks(args.seeds, args.limit, args.discarders)
    begun = time.perf_counter()
    games: dict[tuple[str, int, str, str], list[tuple[bool, bool, int]]] = defaultdict(list)
    with Pool(args.jobs) as pool:
        for key, over, early, actions in pool.imap_unordered(play, work, chunksize=4):
            games[key].append((over, early, actions))
    spent = time.perf_counter() - begun

    def cell(key: tuple[str, int, str, str]) -> str:
        results = games[key]
        early = sum(1 for _, e, _ in results if e)
        unfinished = sum(1 for o, _, _ in results if not o)
        longest = max(a for _, _, a in results)
        text = f"{100 * early / len(results):.0f}% · {longest:,}"
        return text + (f" · **{unfinished} not over**" if unfinished else "")

    print(f"{args.seeds} seeds per row; each cell: early share · longest game in actions "
          f"(limit {args.limit:,}); {len(work):,} games in {spent:.0f} s with {args.jobs} jobs\n")
    print("| edition | players | players' policy | " + " | ".join(READINGS) + " |")
    print("|---|---|---|" + "---|" * len(READINGS))
    for edition in EDITIONS:
        ed = load(edition)
        for players in range(ed.players.min, ed.players.max + 1):
            for policy in ("placement-first", "random"):
                cells = " | ".join(cell((edition, players, policy, r)) for r in READINGS)
                print(f"| {edition} | {players} | {policy} | {cells} |")
    if args.discarders:
        print(f"\nAmigo, the first player discarding every card, the others placement-first, "
              f"{args.discarders} seeds per row: games not over after {args.limit:,} actions\n")
        print("| players | while-layable | displays-grew |")
        print("|---|---|---|")
        for players in range(load("amigo").players.min, load("amigo").players.max + 1):
            row = []
            for reading in ("while-layable", "displays-grew"):
                results = games[("amigo", players, "discarder", reading)]
                row.append(f"{sum(1 for o, _, _ in results if not o)} of {len(results)}")
            print(f"| {players} | " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
