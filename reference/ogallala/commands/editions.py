"""``ogallala editions``: the editions this suite specifies."""

from __future__ import annotations

import argparse
import json

from rich.console import Console
from rich.table import Table

from ..documents.export import summary
from ..model.editions import all_editions




def run(args: argparse.Namespace) -> int:
    editions = all_editions()
    if args.json:
        print(json.dumps([summary(e) for e in editions], indent=2, ensure_ascii=False))
        return 0
    table = Table(title="Ogallala editions")
    for column in ("id", "title", "players", "cards", "piles", "display", "variants"):
        table.add_column(column)
    for e in editions:
        size = f"{e.display.rows} x {e.display.width}" + (f" (or {e.display.wide})" if e.display.wide else "")
        table.add_row(
            e.id, e.title, f"{e.players.min}-{e.players.max}", str(e.deck.size), str(e.piles.count),
            f"{e.display.kind} {size}", ", ".join(e.variant_ids) or "-",
        )
    Console().print(table)
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("editions", help="list the editions", description="List the editions.")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.set_defaults(func=run)
