"""The key to the drawings, for a reader who does not know the cards yet."""

from __future__ import annotations

from ..model.editions import load
from .cards import HEIGHT, WIDTH, draw_card, draw_slot
from .display import COMPLETE, INCOMPLETE
from .faces import face
from .svg import document, group, rect, text

SAMPLES = (
    ("bow", "empty bow"), ("stern1.red", "stern, 1 Indian"), ("section", "canoe section"),
    ("i2.red", "Indians: value 2"), ("i3.blue", "blue tribe: 3"), ("chief", "chieftain: 5"),
    ("shaman", "shaman: 10"), ("lasso", "lasso"), ("archer", "archer"), ("axe", "Crazy Axe"), ("totem", "totem pole"),
    ("furs", "simple booty"), ("bear-f", "front half"), ("bear-r", "rear half"), ("bear-hunter", "its person"),
)
"""(card in ASS-I with the two tribes, caption)."""

STEP = WIDTH + 22


def legend() -> str:
    """A standalone SVG: a sample of each kind of card, the spaces, the boats and the marks."""
    edition = load("ass-i")
    parts: list[str] = []
    per_row = 8
    for k, (token, caption) in enumerate(SAMPLES):
        x, y = 10 + (k % per_row) * STEP, 10 + (k // per_row) * (HEIGHT + 30)
        parts.append(draw_card(face(token, edition), x, y, "legend"))
        parts.append(text(x + WIDTH / 2, y + HEIGHT + 13, caption, font_size=8.5, text_anchor="middle", fill="#212121"))
    x, y = 10 + 7 * STEP, 10 + HEIGHT + 30
    parts.append(draw_slot(x, y, "r2c5"))
    parts.append(text(x + WIDTH / 2, y + HEIGHT + 13, "empty space", font_size=8.5, text_anchor="middle", fill="#212121"))
    y = 10 + 2 * (HEIGHT + 30)
    samples = ((("bow", "i1", "stern"), True, "complete boat: bow to stern, no gap"),
               (("bow1", "i2"), False, "incomplete boat"))
    x = 10.0
    for cards, complete, caption in samples:
        colour = COMPLETE if complete else INCOMPLETE
        for k, token in enumerate(cards):
            parts.append(draw_card(face(token, edition), x + k * (WIDTH + 4), y, "legend"))
        span = len(cards) * (WIDTH + 4) - 4
        parts.append(rect(x - 2, y - 2, span + 4, HEIGHT + 4, rx=7.0, fill="none", stroke=colour,
                          stroke_width=2.5 if complete else 1.5, stroke_dasharray=None if complete else "4 3"))
        parts.append(text(x, y + HEIGHT + 13, ("✓ " if complete else "") + "strength " + ("2" if complete else "3"),
                          font_size=8.5, fill=colour, font_weight="bold" if complete else None))
        parts.append(text(x, y + HEIGHT + 25, caption, font_size=8.5, fill="#212121"))
        x += span + 40
    parts.append(draw_card(face("furs", edition), x, y, "legend", marked=True))
    parts.append(text(x + WIDTH / 2, y + HEIGHT + 25, "differs from the other position", font_size=8.5, fill="#212121"))
    width, height = 10 + per_row * STEP, y + HEIGHT + 34
    body = rect(0, 0, width, height, fill="#ffffff") + group(*parts)
    return document(width, height, "Key to the drawings of Ogallala positions", body,
                    "Cards show their combat value in a circle in the tribe's colour; bows and sterns show the canoe's "
                    "ends, booty halves a half disc on the edge where the other half joins.")
