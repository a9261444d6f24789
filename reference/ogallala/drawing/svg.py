"""SVG markup as strings: elements, escaped text, numbers written short.

The drawings are small, static and written once, so a string builder is enough; every
text and attribute value passes through ``escape`` here, so a card token or a player's
name (which may come from an engine) can never become markup.
"""

from __future__ import annotations

from functools import cache
from xml.sax.saxutils import escape as _escape

Attrs = dict[str, object]


def escape(text: object) -> str:
    """Text safe inside an element or a double-quoted attribute."""
    return _escape(str(text), {'"': "&quot;"})


def number(value: float) -> str:
    """A coordinate without trailing zeros: ``12.0`` -> ``12``, ``3.25`` -> ``3.25``."""
    if value.is_integer():
        return str(int(value))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


@cache
def _name(keyword: str) -> str:
    """A keyword argument as an attribute name: ``font_size`` -> ``font-size``, ``class_`` -> ``class``."""
    return keyword.rstrip("_").replace("_", "-")


def attrs(values: Attrs) -> str:
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        if isinstance(value, float):
            shown = number(value)
        elif isinstance(value, int):
            shown = str(value)
        else:
            shown = escape(value)
        out.append(f' {_name(name)}="{shown}"')
    return "".join(out)


def el(name: str, values: Attrs | None = None, *children: str) -> str:
    """An element with already-built children (or none: written self-closing)."""
    head = f"<{name}{attrs(values or {})}"
    return f"{head}>{''.join(children)}</{name}>" if children else head + "/>"


def text(x: float, y: float, content: str, **values: object) -> str:
    """A ``<text>`` element: visible, selectable and found by a page search."""
    return el("text", {"x": float(x), "y": float(y), **values}, escape(content))


def title(content: str) -> str:
    """A ``<title>``: the accessible name of its parent, shown as a tooltip."""
    return el("title", None, escape(content))


def rect(x: float, y: float, w: float, h: float, **values: object) -> str:
    return el("rect", {"x": float(x), "y": float(y), "width": float(w), "height": float(h), **values})


def group(*children: str, **values: object) -> str:
    return el("g", values, *children)


def document(width: float, height: float, label: str, body: str, description: str = "") -> str:
    """A standalone ``<svg>``: sized, scalable (viewBox), with its accessible name and,
    in ``<desc>``, the position as text."""
    head = {"xmlns": "http://www.w3.org/2000/svg", "width": float(width), "height": float(height),
            "viewBox": f"0 0 {number(width)} {number(height)}", "role": "img", "aria-label": label,
            "font-family": "DejaVu Sans, Verdana, Arial, sans-serif", "class": "ogallala-board"}
    desc = el("desc", None, escape(description)) if description else ""
    return el("svg", head, title(label), desc, body)
