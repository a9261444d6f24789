"""Ogallala: the rules of Rudi Hoffmann's card game as data, a reference engine, and the
conformance suite for any engine.

The names below are the package's documented API (docs/api.md); each lives in a module
of its own, which is public too:

- ``ogallala.engine``: the reference engine as pure functions over a ``State``
  (``start``, ``legal_actions``, ``apply``, ``score``);
- ``ogallala.notation``: positions and actions as text (``parse_state``,
  ``render_state``, ``parse_action``);
- ``ogallala.editions``: the four editions as data (``EDITION_IDS``, ``load``);
- ``ogallala.state``, ``ogallala.actions``, ``ogallala.scoring``: the models;
- ``ogallala.client``: any engine that speaks the protocol, driven from Python
  (``Client``), and the reference engine behind the same interface (``reference``);
- ``ogallala.compiled``: whether the engine runs compiled by mypyc (``engine_build``).

    >>> import ogallala
    >>> game = ogallala.start("amigo", ["North", "South"], seed=7)
    >>> ogallala.legal_actions(game)[0]
    Draw(kind='draw', pile=1)

They are loaded when first used, so that ``import ogallala`` (which pytest does for the
plugin in every run) costs next to nothing.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .util.version import __version__

if TYPE_CHECKING:
    from .model.actions import Action, Event
    from .protocol.client import Client, reference
    from .util.compiled import engine_build
    from .model.editions import EDITION_IDS, Edition, all_editions
    from .model.editions import load as load_edition
    from .engine import IllegalAction, SetupError, apply, legal_actions, score, start
    from .protocol.interface import Applied, Engine, EngineError, Hello, Rejected
    from .notation import NotationError, parse_action, parse_state, render_state
    from .model.scores import Score
    from .model.state import State

__all__ = [
    "EDITION_IDS", "Action", "Applied", "Client", "Edition", "Engine", "EngineError", "Event", "Hello",
    "IllegalAction", "NotationError", "Rejected", "Score", "SetupError", "State", "__version__", "all_editions",
    "apply", "engine_build", "legal_actions", "load_edition", "parse_action", "parse_state", "reference", "render_state", "score",
    "start",
]

_HOMES = {
    "Action": ("model.actions", "Action"), "Event": ("model.actions", "Event"),
    "Client": ("protocol.client", "Client"), "reference": ("protocol.client", "reference"),
    "engine_build": ("util.compiled", "engine_build"),
    "EDITION_IDS": ("model.editions", "EDITION_IDS"), "Edition": ("model.editions", "Edition"),
    "all_editions": ("model.editions", "all_editions"), "load_edition": ("model.editions", "load"),
    "IllegalAction": ("engine", "IllegalAction"), "SetupError": ("engine", "SetupError"), "apply": ("engine", "apply"),
    "legal_actions": ("engine", "legal_actions"), "score": ("engine", "score"), "start": ("engine", "start"),
    "Applied": ("protocol.interface", "Applied"), "Engine": ("protocol.interface", "Engine"), "EngineError": ("protocol.interface", "EngineError"),
    "Hello": ("protocol.interface", "Hello"), "Rejected": ("protocol.interface", "Rejected"),
    "NotationError": ("notation", "NotationError"), "parse_action": ("notation", "parse_action"),
    "parse_state": ("notation", "parse_state"), "render_state": ("notation", "render_state"),
    "Score": ("model.scores", "Score"), "State": ("model.state", "State"),
}
"""Each exported name: the module it lives in and its name there."""


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'ogallala' has no attribute {name!r}")
    value = getattr(import_module(f".{home[0]}", __name__), home[1])
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
