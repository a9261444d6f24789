"""``ogallala play``: one whole game with random legal choices, from a seed."""

from __future__ import annotations

import argparse
import json

from .cli import add_reading_option, reading_options

from ..util.errors import UserError
from ..model.editions import EDITION_IDS, load
from ..engine.entry import SetupError
from ..notation import render_state
from ..engine.random_play import SEATS, play
from ..model.state import SEED_MAX


def run(args: argparse.Namespace) -> int:
    if not 0 <= args.seed <= SEED_MAX:
        raise UserError(f"--seed must be from 0 to {SEED_MAX} (an unsigned 64-bit number)", 2)
    edition = load(args.edition)
    if not edition.players.min <= args.players <= min(edition.players.max, len(SEATS)):
        raise UserError(f"edition {edition.id} is for {edition.players.min} to {edition.players.max} players", 2)
    readings = reading_options(args.reading)
    try:
        record = play(args.edition, args.players, args.seed, args.option, readings=readings)
    except SetupError as error:
        raise UserError(str(error), 2) from None
    if args.json:
        print(json.dumps({
            "edition": record.edition, "options": list(record.options), "readings": record.final.readings,
            "seed": record.seed,
            "players": list(record.players), "actions": list(record.actions),
            "final": record.final.model_dump(mode="json"), "notation": render_state(record.final),
            "scores": record.score.model_dump(mode="json"),
        }, indent=1, ensure_ascii=False))
        return 0
    print(render_state(record.final), end="")
    print(f"\n# {len(record.actions)} actions")
    for player in record.score.players:
        print(f"# {player.describe()}")
    print(f"# winner{'s' if len(record.score.winners) > 1 else ''}: {', '.join(record.score.winners)}")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("play", help="play a whole game with random legal choices",
                            description="Play one game with uniformly random legal choices; the same seed plays the same game.")
    parser.add_argument("--edition", required=True, choices=EDITION_IDS, help="the edition to play")
    parser.add_argument("--players", type=int, default=4, help="how many players (default 4)")
    parser.add_argument("--seed", type=int, default=0,
                        help="the seed that shuffles the deck and drives the random choices, 0 to 2^64 - 1 (default 0)")
    parser.add_argument("--option", action="append", default=[], metavar="VARIANT", help="a variant (repeatable)")
    add_reading_option(parser, "play this reading of a ruling instead of the edition's decision (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the game record as JSON")
    parser.set_defaults(func=run)
