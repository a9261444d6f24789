"""A drawing as a small standalone HTML page: the picture, its key and its text."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import jinja2
from markupsafe import Markup

from .legend import legend


@cache
def environment() -> jinja2.Environment:
    """Templates with autoescape on: every string is escaped unless it is our own markup."""
    return jinja2.Environment(loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
                              autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def page(svg: str, title: str, notation: str) -> str:
    """``svg`` (made by this package, so trusted markup) with the key and ``notation`` as text."""
    return environment().get_template("page.html.j2").render(title=title, board=Markup(svg), legend=Markup(legend()),
                                                              notation=notation)
