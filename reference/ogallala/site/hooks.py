"""MkDocs hooks (``mkdocs.yml``: ``hooks:``): the generated pages and the drawings.

- ``on_config``: the tutorial joins the navigation when ``docs/tutorial.md`` exists, so
  the site builds in strict mode with or without it.
- ``on_files``: the scenario pages (``site.pages``) and the key to the boards are added.
- ``on_page_markdown``: every ```` ```ogallala ```` block is drawn above its text, the
  positions of an ```` ```ogallala-outcomes ```` block side by side in its place; a
  rulebook's topics get their scenarios and an example drawn; links to ``features/``
  files (which are outside the site) lead to the scenario pages instead.
- ``on_post_page``: the drawings go in where the Markdown left their placeholders.

Loaded by path, so it imports only the package (installed, or editable from a checkout).
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath
from typing import Any

from markupsafe import escape
from mkdocs.structure.files import File, Files

from ogallala.drawing import legend
from ogallala.site import pages
from ogallala.site.figures import figure, position_figure, put_boards

FENCE = re.compile(r"^```ogallala\n(?P<body>.*?)^```\n", re.M | re.S)
OUTCOMES = re.compile(r"^```ogallala-outcomes\n(?P<body>.*?)^```\n", re.M | re.S)
"""Positions to draw side by side, each after a line ``== caption`` (docs/differences-evidence.md)."""
FEATURE_LINK = re.compile(r"\[(?P<text>[^\]]*)\]\((?P<up>(?:\.\./)*)features/(?P<path>[^)#\s]+)\.feature(?:#[^)]*)?\)")
TOPIC = re.compile(r'^#### <a id="(?P<topic>[a-z]+\.[a-z0-9-]+)"></a>')
EDITION_PAGE = re.compile(r"^editions/(?P<edition>[a-z0-9-]+)\.md$")

KEY = """# Key to the boards

Positions are drawn as the cards lie: each player's display row by row (a river mat with all
its spaces, Amigo's free display as the box around its cards with, faintly, the spaces one
step outside where a card may still go), and beside the displays the draw piles, the
discard pile, the cards out of play, whose turn it is and what is pending (with the card in
hand). Each boat is outlined: green and solid when complete, grey and dashed when not,
with its combat strength below. The labels are the notation's (`r2c5`, tokens such as
`i2` or `bear-f`), and every card names itself when pointed at.

"""


def on_config(config: Any) -> Any:
    docs = Path(config["docs_dir"])
    nav = config.get("nav")
    if nav is None:
        return config
    if (docs / "tutorial.md").is_file() and not any(isinstance(item, dict) and "Tutorial" in item for item in nav):
        nav.insert(1, {"Tutorial": "tutorial.md"})
    areas: dict[str, list[dict[str, str]]] = {}
    for feature, scenarios in pages.by_feature().items():
        area, _, name = feature.removesuffix(".feature").partition("/")
        areas.setdefault(area, []).append({name or area: pages.page_of(feature)})
    for k, item in enumerate(nav):
        if isinstance(item, dict) and item.get("Scenarios") == "scenarios/index.md":
            nav[k] = {"Scenarios": ["scenarios/index.md", *({a: entries} for a, entries in areas.items())]}
    return config


def on_files(files: Files, config: Any) -> Files:
    generated = {**pages.pages(), "boards.md": KEY + figure(legend(), "The key to the drawings") + "\n"}
    for path, text in generated.items():
        files.append(File.generated(config, path, content=text))
    return files


def _draw_fences(markdown: str) -> str:
    def drawn(match: re.Match[str]) -> str:
        made = position_figure(match["body"], None, "the position above, drawn")
        return (made + "\n\n" if made else "") + match.group(0)

    def side_by_side(match: re.Match[str]) -> str:
        figures = []
        for part in re.split(r"^== ", match["body"], flags=re.M)[1:]:
            caption, _, text = part.partition("\n")
            made = position_figure(text, None, caption.strip())
            # a position that cannot be drawn stays text, on one line (a blank line would end the block)
            figures.append(made if made else f"<pre>{str(escape(text.strip())).replace(chr(10), '&#10;')}</pre>")
        return f'<div class="side-by-side">{"".join(figures)}</div>\n'

    return FENCE.sub(drawn, OUTCOMES.sub(side_by_side, markdown))


def _feature_links(markdown: str, depth: int) -> str:
    up = "../" * depth

    def link(match: re.Match[str]) -> str:
        anchor = match["text"].strip("`")
        target = f"{up}{pages.page_of(match['path'] + '.feature')}"
        return f"[{match['text']}]({target}" + (f"#{anchor}" if re.fullmatch(r"[a-z0-9_]+", anchor) else "") + ")"

    return FEATURE_LINK.sub(link, markdown)


def _rulebook(markdown: str, edition: str) -> str:
    """Each topic's section of a rulebook, followed by its scenarios and an example."""
    out: list[str] = []
    topic = None

    def close() -> None:
        if topic:
            section = pages.topic_section(topic, edition, "../")
            if section:
                out.extend(["", section, ""])

    for line in markdown.splitlines():
        if line.startswith("#"):
            close()
            found = TOPIC.match(line)
            topic = found["topic"] if found else None
        out.append(line)
    close()
    return "\n".join(out) + "\n"


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    src = page.file.src_uri
    depth = len(PurePosixPath(src).parts) - 1
    markdown = _feature_links(_draw_fences(markdown), depth)
    if found := EDITION_PAGE.match(src):
        markdown = _rulebook(markdown, found["edition"])
    return markdown


def on_post_page(output: str, page: Any, config: Any) -> str:
    """The drawings go in last, into the finished page: the search index never reads them."""
    return put_boards(output)
