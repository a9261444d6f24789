"""Golden games: what the engine played before it was made fast, to hold every later engine to.

    python tests/golden.py            # record tests/data/golden-games.json (from the engine installed)
    python tests/golden.py --check    # replay and compare, as tests/test_golden_games.py does

Each game is named by its edition, options, readings, number of players and seed; what is
kept is a hash of its action texts and of its final state (``random_play.play``). A few
games per edition are also played through the public API (``legal_actions`` then
``apply``), keeping a hash of every legal-action list, every event and every state on the
way. Recorded once from the engine as it was (commit noted in the file); a later engine
must play the same games, seed for seed and action for action.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ogallala.engine import entry as engine
from ogallala.model.editions import EDITION_IDS, load
from ogallala.engine.random_play import SEATS, play

PATH = Path(__file__).parent / "data" / "golden-games.json"

SEEDS = 200
"""Games per edition as decided, the number of players going round the edition's range."""
READING_SEEDS = 4
"""Games per non-decided reading (one ruling set otherwise than decided)."""
OPTION_SEEDS = 12
"""Games per variant of an edition."""
API_SEEDS = 4
"""Games per edition played through the public API."""


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


Key = tuple[str, tuple[str, ...], tuple[tuple[str, str], ...], int, int]


LATER = (
    (("turn-voluntary-stop", "may-pass"), ("one-canoe-per-row", "one-anywhere"), ("mat-boats", "row-canoe"),
     ("shift-mechanics", "slide-side"), ("shift-mechanics", "suite-all"), ("piles-exhausted-end", "no-use-left"),
     ("amigo-game-end-piles", "no-use-left"), ("reshuffle-termination", "until-no-use"),
     ("shaman-spoils-order", "pooled"), ("amigo-deck-split", "four-specials"), ("amigo-deck-split", "declared")),
    (("special-attack-order", "attack-first"),),
)
"""Alternatives played since the golden set was first recorded, in the batches they came in
(issue 25; ruling special-attack-order): their games come after every game recorded
before, each batch after the one before it, so that those keep their seeds and places."""


def _batch(ruling: str, alternative: str) -> int | None:
    """The batch of ``LATER`` an alternative came in (None: recorded from the first)."""
    return next((b for b, batch in enumerate(LATER) if (ruling, alternative) in batch), None)


def games() -> Iterator[Key]:
    """Every game of the golden set: (edition, options, readings, players, seed)."""
    from ogallala.model.spec import load_spec

    spec = load_spec()
    later: list[list[tuple[str, tuple[tuple[str, str], ...], list[int]]]] = [[] for _ in LATER]
    for edition in EDITION_IDS:
        ed = load(edition)
        counts = list(range(ed.players.min, ed.players.max + 1))
        for i in range(SEEDS):
            yield edition, (), (), counts[i % len(counts)], 1 + i
        for vid in ed.variant_ids:
            if ed.validate_options((vid,)):
                continue
            for i in range(OPTION_SEEDS):
                yield edition, (vid,), (), counts[i % len(counts)], 500 + i
        if "tribes" in ed.variant_ids:  # two tribes with other variants: colours through every area
            for vid in ed.variant_ids:
                if vid != "tribes" and not ed.validate_options(("tribes", vid)):
                    for i in range(3):
                        yield edition, tuple(sorted(("tribes", vid))), (), counts[i % len(counts)], 600 + i
        n = 0
        for ruling in spec.rulings:
            if edition not in ruling.decisions:
                continue
            for alternative in ruling.played_in(edition):
                if alternative.id == ruling.decisions[edition] or not alternative.ends:
                    continue
                batch = _batch(ruling.id, alternative.id)
                if batch is not None:
                    later[batch].append((edition, ((ruling.id, alternative.reading),), counts))
                    continue
                for i in range(READING_SEEDS):
                    yield edition, (), ((ruling.id, alternative.reading),), counts[(n + i) % len(counts)], 700 + n * 10 + i
                # with two tribes too, where the edition has them: colours meet every reading
                if "tribes" in ed.variant_ids:
                    yield edition, ("tribes",), ((ruling.id, alternative.reading),), counts[n % len(counts)], 701 + n * 10 + 5
                n += 1
    for m, (edition, readings, counts) in enumerate(x for batch in later for x in batch):
        for i in range(READING_SEEDS):
            yield edition, (), readings, counts[(m + i) % len(counts)], 5000 + m * 10 + i


def key_text(key: Key) -> str:
    edition, options, readings, players, seed = key
    parts = [edition, f"{players}p", f"seed {seed}"]
    if options:
        parts.append("options " + ",".join(options))
    if readings:
        parts.append("readings " + ",".join(f"{r}={a}" for r, a in readings))
    return " ".join(parts)


LIMIT = 5000
"""Actions after which a game is cut off (random Amigo players can discard for ever)."""


def record_game(key: Key) -> dict[str, Any]:
    edition, options, readings, players, seed = key
    try:
        rec = play(edition, players, seed, options, readings=dict(readings), limit=LIMIT)
    except RuntimeError as error:
        return {"game": key_text(key), "error": str(error)}
    return {
        "game": key_text(key),
        "actions": len(rec.actions),
        "actions_hash": _hash("\n".join(rec.actions)),
        "final_hash": _hash(rec.final.model_dump_json()),
        "score_hash": _hash(rec.score.model_dump_json()),
    }


def api_games() -> Iterator[Key]:
    for edition in EDITION_IDS:
        ed = load(edition)
        counts = list(range(ed.players.min, ed.players.max + 1))
        for i in range(API_SEEDS):
            yield edition, ("tribes",) if i == 3 and "tribes" in ed.variant_ids else (), (), counts[i % len(counts)], 900 + i


def record_api_game(key: Key) -> dict[str, Any]:
    """A game through ``legal_actions`` and ``apply``, chosen by the same kind of chooser."""
    edition, options, readings, players, seed = key
    state = engine.start(edition, SEATS[:players], options, seed=seed, readings=dict(readings))
    chooser = random.Random(seed)
    legal_h, events_h, states_h = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    states_h.update(state.model_dump_json().encode())
    actions = 0
    while True:
        legal = engine.legal_actions(state)
        legal_h.update(("|".join(a.model_dump_json() for a in legal) + "\n").encode())
        if not legal:
            break
        action = legal[chooser.randrange(len(legal))]
        state, events = engine.apply(state, action)
        actions += 1
        events_h.update(("|".join(e.model_dump_json() for e in events) + "\n").encode())
        states_h.update(state.model_dump_json().encode())
    return {
        "game": key_text(key),
        "actions": actions,
        "legal_hash": legal_h.hexdigest()[:20],
        "events_hash": events_h.hexdigest()[:20],
        "states_hash": states_h.hexdigest()[:20],
        "score_hash": _hash(engine.score(state).model_dump_json()),
    }


def record() -> dict[str, Any]:
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                            cwd=Path(__file__).parent).stdout.strip()
    return {
        "about": "Games played by the engine at the commit named; tests/golden.py records them, "
                 "tests/test_golden_games.py replays them.",
        "commit": commit,
        "games": [record_game(k) for k in games()],
        "api_games": [record_api_game(k) for k in api_games()],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="replay and compare instead of recording")
    args = parser.parse_args()
    if args.check:
        stored = json.loads(PATH.read_text())
        keys = list(games())
        bad = [g["game"] for k, g in zip(keys, stored["games"], strict=True) if record_game(k) != g]
        bad += [g["game"] for k, g in zip(list(api_games()), stored["api_games"], strict=True) if record_api_game(k) != g]
        print(f"{len(bad)} games differ" + (": " + "; ".join(bad[:20]) if bad else ""))
        sys.exit(1 if bad else 0)
    PATH.parent.mkdir(exist_ok=True)
    data = record()
    PATH.write_text(json.dumps(data, indent=1) + "\n")
    print(f"{len(data['games'])} games and {len(data['api_games'])} API games written to {PATH}")


if __name__ == "__main__":
    main()
