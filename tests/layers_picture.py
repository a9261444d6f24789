"""docs/images/layers.svg, the picture of docs/architecture.md: the package's layers as
pyproject.toml's import-linter contract lists them, drawn top to bottom.

``python tests/layers_picture.py --write`` writes it; tests/test_layers.py checks that the
picture on disk is the one the contract gives.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
PICTURE = ROOT / "docs" / "images" / "layers.svg"
WHAT = {
    "ogallala": "the public names (docs/api.md), python -m ogallala, the pytest plugin",
    "ogallala.util": "cache folder, text cleaning, frozen models, data files, version, errors",
    "ogallala.model": "cards, editions, positions, actions, scores, readings, shuffle, boats, spec",
    "ogallala.notation": "Lark grammar to models and back; can this position occur?",
    "ogallala.engine": "start / legal_actions / apply / score; game, tables, rules/, scoring",
    "ogallala.protocol": "engine interface, JSON messages, in-process, process, server, client",
    "ogallala.scenarios": "features, steps, plans, coverage, precedence",
    "ogallala.drawing": "positions, displays and cards as SVG",
    "ogallala.harness": "selecting runs, playing them, results, reports (terminal, JSON, HTML)",
    "ogallala.fuzz": "differential games", "ogallala.fingerprint": "which readings?",
    "ogallala.mutation": "single-rule mutants", "ogallala.documents": "rulebook pages, tables",
    "ogallala.site": "the mkdocs site", "ogallala.export": "the suite as data",
    "ogallala.commands": "one module per `ogallala` subcommand; cli.py dispatches",
}
"""What each layer holds, in a line."""


def picture() -> str:
    """The SVG text."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    layers = next(c for c in config["contracts"] if c["id"] == "layers")["layers"]
    W, H, GAP, LEFT = 760, 46, 10, 20
    rows = ["ogallala"] + list(layers)  # top first: the public names above every layer
    height = len(rows) * (H + GAP) + 50
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{height}" viewBox="0 0 {W} {height}" '
           'font-family="Helvetica, Arial, sans-serif" role="img" aria-label="The layers of the ogallala package">',
           '<title>The layers of the ogallala package, bottom to top</title>',
           '<defs><marker id="up" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto">'
           '<path d="M0,0 L10,5 L0,10 z" fill="#5b6770"/></marker></defs>',
           f'<rect width="{W}" height="{height}" fill="#ffffff"/>',
           f'<text x="{LEFT}" y="24" font-size="15" font-weight="bold" fill="#22313f">ogallala: each layer imports only the layers below it</text>']
    palette = ["#e8eef3", "#dce8f0", "#d3e4ee", "#cfe0e9", "#d5e7dc", "#dfeedd", "#ecf1dc", "#f4eedb", "#f6e6d8", "#f3dddd"]
    for i, layer in enumerate(rows):
        y = 40 + i * (H + GAP)
        names = [n.strip() for n in layer.split("|")]
        colour = palette[(len(rows) - 1 - i) % len(palette)] if i else "#ffffff"
        if len(names) == 1:
            name = names[0]
            out.append(f'<rect x="{LEFT}" y="{y}" width="{W - 2 * LEFT - 30}" height="{H}" rx="6" fill="{colour}" stroke="#7d8c96"/>')
            out.append(f'<text x="{LEFT + 12}" y="{y + 20}" font-size="14" font-weight="bold" fill="#22313f">{escape(name)}</text>')
            out.append(f'<text x="{LEFT + 12}" y="{y + 37}" font-size="12" fill="#3c4a55">{escape(WHAT.get(name, ""))}</text>')
        else:
            width = (W - 2 * LEFT - 30 - GAP * (len(names) - 1)) / len(names)
            for j, name in enumerate(names):
                x = LEFT + j * (width + GAP)
                out.append(f'<rect x="{x:.1f}" y="{y}" width="{width:.1f}" height="{H}" rx="6" fill="{colour}" stroke="#7d8c96"/>')
                out.append(f'<text x="{x + 8:.1f}" y="{y + 20}" font-size="13" font-weight="bold" fill="#22313f">{escape(name.removeprefix("ogallala."))}</text>')
                out.append(f'<text x="{x + 8:.1f}" y="{y + 37}" font-size="11" fill="#3c4a55">{escape(WHAT.get(name, ""))}</text>')
    ax = W - LEFT - 12
    out.append(f'<line x1="{ax}" y1="44" x2="{ax}" y2="{height - 16}" stroke="#5b6770" stroke-width="2" marker-end="url(#up)"/>')
    out.append(f'<text x="{ax}" y="{height - 2}" font-size="11" fill="#5b6770" text-anchor="end">imports point down</text>')
    out.append('</svg>')
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/layers_picture.py --write")
    PICTURE.write_text(picture(), encoding="utf-8")
