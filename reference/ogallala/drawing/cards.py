"""One card drawn at a place: its paper, canoe part, combat value, booty mark and words.

A card is ``WIDTH`` x ``HEIGHT`` units. Canoe parts run across the card's lower half so
that neighbouring cards of a boat join into one hull: a bow rises to a point at the left,
a stern at the right, a section is straight. A booty half shows half a disc on the edge
where its other half joins it (a front half on its right edge, a rear half on its left),
so that a whole picture shows a whole disc.
"""

from __future__ import annotations

from ..model.cards import Half
from .faces import HULL, Face
from .svg import el, escape, group, number, rect, text, title

WIDTH, HEIGHT = 46.0, 66.0
MARK = "#d32f2f"
"""The colour of a differing card's mark."""


def _hull(face: Face, x: float, y: float) -> str:
    top, bottom, w = y + 43, y + 54, WIDTH
    if face.shape == "section":
        return rect(x, top, w, bottom - top, fill=HULL)
    if face.shape == "bow":
        d = (f"M{x + 4:.1f},{y + 33:.1f} Q{x + 7:.1f},{bottom:.1f} {x + 20:.1f},{bottom:.1f} L{x + w:.1f},{bottom:.1f} "
             f"L{x + w:.1f},{top:.1f} L{x + 15:.1f},{top:.1f} Q{x + 8:.1f},{top - 1:.1f} {x + 4:.1f},{y + 33:.1f} Z")
        return el("path", {"d": d, "fill": HULL})
    if face.shape == "stern":
        d = (f"M{x + w - 4:.1f},{y + 33:.1f} Q{x + w - 7:.1f},{bottom:.1f} {x + w - 20:.1f},{bottom:.1f} L{x:.1f},{bottom:.1f} "
             f"L{x:.1f},{top:.1f} L{x + w - 15:.1f},{top:.1f} Q{x + w - 8:.1f},{top - 1:.1f} {x + w - 4:.1f},{y + 33:.1f} Z")
        return el("path", {"d": d, "fill": HULL})
    return ""


def _emblem(face: Face, x: float, y: float) -> str:
    """The mark in the card's upper half: the combat value, a booty half's half disc, ..."""
    cx, cy = x + WIDTH / 2, y + 21
    parts = []
    if face.half is Half.FRONT:
        parts.append(el("path", {"d": f"M{x + WIDTH:.1f},{cy - 13:.1f} A13,13 0 0 0 {x + WIDTH:.1f},{cy + 13:.1f} Z",
                                 "fill": "#6d4c41", "fill-opacity": "0.55"}))
    elif face.half is Half.REAR:
        parts.append(el("path", {"d": f"M{x:.1f},{cy - 13:.1f} A13,13 0 0 1 {x:.1f},{cy + 13:.1f} Z",
                                 "fill": "#6d4c41", "fill-opacity": "0.55"}))
    if face.emblem == "value" and face.value is not None:
        parts.append(el("circle", {"cx": cx, "cy": cy, "r": 11.0, "fill": "#ffffff", "stroke": face.ink, "stroke-width": 2.0}))
        parts.append(text(cx, cy + 5, str(face.value), fill=face.ink, font_size=14, font_weight="bold", text_anchor="middle"))
    elif face.emblem == "totem":
        for k, shade in enumerate(("#8d6e63", "#c62828", "#8d6e63")):
            parts.append(rect(cx - 6 + k % 2, y + 8 + 9 * k, 12 - 2 * (k % 2), 8, fill=shade, rx=2.0))
    elif face.emblem == "booty":  # a gold lozenge
        parts.append(el("path", {"d": f"M{cx:.1f},{cy - 10:.1f} L{cx + 9:.1f},{cy:.1f} L{cx:.1f},{cy + 10:.1f} "
                                 f"L{cx - 9:.1f},{cy:.1f} Z", "fill": "#f9a825", "stroke": "#8d6e63"}))
    elif face.emblem == "person":
        parts.append(el("circle", {"cx": cx, "cy": cy - 6, "r": 5.0, "fill": "#4e342e"}))
        parts.append(el("path", {"d": f"M{cx - 8:.1f},{cy + 12:.1f} Q{cx:.1f},{cy - 4:.1f} {cx + 8:.1f},{cy + 12:.1f} Z",
                                 "fill": "#4e342e"}))
    return "".join(parts)


def draw_card(face: Face, x: float, y: float, where: str = "", marked: bool = False) -> str:
    """The card with its top-left corner at (x, y); ``where`` (``r1c2``) goes into its title."""
    words = f"{where} {face.description}".strip()
    label = text(x + WIDTH / 2, y + HEIGHT - 4, face.label, font_size=8.5, text_anchor="middle", fill="#212121")
    parts = [title(words), rect(x, y, WIDTH, HEIGHT, rx=5.0, fill=face.fill, stroke="#5d4037", stroke_width=1.0),
             _hull(face, x, y), _emblem(face, x, y), label]
    if marked:
        parts.append(rect(x - 3, y - 3, WIDTH + 6, HEIGHT + 6, rx=7.0, fill="none", stroke=MARK, stroke_width=3.0))
        parts.append(el("circle", {"cx": x + WIDTH, "cy": y, "r": 7.0, "fill": MARK}))
        parts.append(text(x + WIDTH, y + 4, "≠", fill="#ffffff", font_size=11, font_weight="bold", text_anchor="middle"))
    return group(*parts, class_="card" + (" differs" if marked else ""), data_card=face.token)


def draw_back(x: float, y: float, label: str) -> str:
    """A face-down card (a draw pile's top), with words under it."""
    stripes = "".join(el("line", {"x1": x + 6, "y1": y + 8 + 10 * k, "x2": x + WIDTH - 6, "y2": y + 8 + 10 * k,
                                  "stroke": "#bcaaa4", "stroke-width": 1.0}) for k in range(6))
    return group(rect(x, y, WIDTH, HEIGHT, rx=5.0, fill="#6d4c41", stroke="#3e2723"), stripes,
                 text(x + WIDTH / 2, y + HEIGHT + 12, label, font_size=10, text_anchor="middle", fill="#212121"))


def draw_slot(x: float, y: float, where: str, faint: bool = False) -> str:
    """An empty space of a display, dashed; ``faint`` for a free display's spaces one step
    outside its cards, where a card may still be added. Written directly: a board has
    hundreds of them."""
    stroke, dash = ("#bdbdbd", "2 3") if faint else ("#9e9e9e", "5 3")
    note = " (outside the cards: a card may go here)" if faint else ""
    place = escape(where)
    return (f'<g class="space"><title>{place}: empty space{note}</title>'
            f'<rect x="{number(x + 1)}" y="{number(y + 1)}" width="{number(WIDTH - 2)}" height="{number(HEIGHT - 2)}" '
            f'rx="5" fill="none" stroke="{stroke}" stroke-width="1" stroke-dasharray="{dash}"/>'
            f'<text x="{number(x + WIDTH / 2)}" y="{number(y + HEIGHT / 2 + 3)}" font-size="8" text-anchor="middle" '
            f'fill="{stroke}">{place}</text></g>')
