"""Positions and actions read from their text, through what was read before.

The same text read again in this process gives the same frozen model; a position or an
action kept by an earlier command (``notation.kept``) is read back from the cache folder.
Only a text met for the first time goes to the parser (``notation.parse``), and only then
is the parser's module, with Lark, imported: a command that plays kept scenarios never
loads Lark at all.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..model import actions as A
from ..model.editions import overridden
from ..model.state import State
from . import kept

PARSED_KEPT = 4096
"""Most positions and actions remembered with their text (a suite parses the same few
positions many times; the models are frozen, so one serves every caller)."""

_STATES: dict[tuple[str, str | None, bool, tuple[tuple[str, str], ...]], State] = {}
_ACTIONS: dict[str, A.Action] = {}


def forget(code_patched: bool = True) -> None:
    """Drop the positions and actions remembered (``ogallala.engine.tables.forget`` calls this,
    after the engine was patched in memory: from then on no kept position is trusted, unless
    only an edition's data was put in its place for a while, ``code_patched`` false)."""
    _STATES.clear()
    _ACTIONS.clear()
    if code_patched:
        kept.stop()


def parse_action(text: str) -> A.Action:
    """One action from its text form, e.g. ``attack South r2c3-r2c9``."""
    found = _ACTIONS.get(text)
    if found is None:
        found = kept.find_action(text)
        if found is None:
            from . import parse

            found = parse._parse_action(text)
            kept.keep_action(text, found)
        if len(_ACTIONS) >= PARSED_KEPT:
            _ACTIONS.clear()
        _ACTIONS[text] = found
    return found


def parse_state(text: str, edition: str | None = None, *, check: bool = True,
                readings: Mapping[str, str] | None = None) -> State:
    """A position from its text. ``edition`` applies when the text has no ``edition:`` line,
    ``readings`` (ruling id -> alternative) come on top of a ``readings:`` line's.

    Raises ``NotationError`` with every problem found: syntax, unknown cards, and (with
    ``check``) everything that keeps the position from occurring under the rules.
    """
    key = (text, edition, check, tuple(sorted(readings.items())) if readings else ())
    found = _STATES.get(key)
    if found is None:
        # while an edition is played with other data, nothing is read from the cache folder
        # or kept there (``forget`` drops what is remembered here on both sides of that)
        instead = overridden()
        found = None if instead else kept.find(key)
        if found is None:
            from . import parse

            found = parse._parse_state(text, edition, check=check, readings=readings)
            if not instead:
                kept.keep(key, found)
        if len(_STATES) >= PARSED_KEPT:
            _STATES.clear()
        _STATES[key] = found
    return found
