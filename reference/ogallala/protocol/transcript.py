"""The example session of ``docs/protocol.md``, recorded from a real ``ogallala serve``.

``ogallala serve --transcript`` prints it; a test checks that the document still holds
what a fresh recording gives.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..notation import parse_action, parse_state
from .interface import EngineError
from .process import ProcessEngine

POSITION = """\
edition: amigo
North:
  | bow i2 . stern |
South:
  | bow1 i2 |
West:
  | bow1 i1 |
pile 1: i1 furs
turn: North
"""
"""North is about to complete a boat of strength 3; South's boat has strength 3 too."""

BEGIN, END = "<!-- transcript:begin -->", "<!-- transcript:end -->"


def record(argv: Sequence[str] | None = None) -> list[tuple[str, str]]:
    """Play the example session against the engine ``argv`` (default: ``ogallala serve``
    with this Python); every request line and its reply line."""
    engine = ProcessEngine(argv or (sys.executable, "-m", "ogallala", "serve"), record=True, cache_state=False)
    try:
        engine.hello()
        try:
            engine.legal()  # no game yet: an error reply, and the session goes on
        except EngineError:
            pass
        engine.start("amigo", ["North", "South"], seed=7)
        engine.load(parse_state(POSITION))
        engine.legal()
        engine.apply(parse_action("draw"))
        engine.legal()
        engine.apply(parse_action("place r1c3"))
        engine.apply(parse_action("attack South r1c1-r1c2"))  # refused: equal strength
        engine.apply(parse_action("attack West r1c1-r1c2"))
        engine.state()
        engine.score()
    finally:
        engine.close()
    assert engine.transcript is not None
    return engine.transcript


def markdown(argv: Sequence[str] | None = None) -> str:
    """The transcript as the document shows it: ``>`` before a request, ``<`` before a reply."""
    lines = []
    for request, reply in record(argv):
        lines += [f"> {request}", f"< {reply}"]
    return "\n".join([BEGIN, "```", *lines, "```", END]) + "\n"


def extract(document: str) -> str:
    """The transcript block of a document, markers included ('' if there is none)."""
    start, end = document.find(BEGIN), document.find(END)
    if start < 0 or end < start:
        return ""
    return document[start : end + len(END)] + "\n"
