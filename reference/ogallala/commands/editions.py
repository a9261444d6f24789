"""``ogallala editions``: the editions this suite specifies."""

from __future__ import annotations

import argparse
import json

from rich.console import Console
from rich.table import Table

from ..editions import Edition, all_editions


def summary(edition: Edition) -> dict[str, object]:
    """The edition as ``ogallala editions --json`` and ``ogallala spec --json`` print it."""
    return {
        "id": edition.id,
        "title": edition.title,
        "publisher": edition.publisher,
        "year": edition.year,
        "language": edition.language,
        "players": [edition.players.min, edition.players.max],
        "deck_size": edition.deck.size,
        "piles": edition.piles.count,
        "display": {
            "kind": edition.display.kind,
            "rows": edition.display.rows,
            "width": edition.display.width,
            "wide": edition.display.wide,
        },
        "variants": [{"id": v.id, "title": v.title, "rule": v.rule} for v in edition.variants],
        "deck": dict(edition.counts()),
        "sources": list(edition.sources),
        "summary": edition.summary,
    }


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
