"""The reference engine: pure functions over a ``State`` that play every rule of every
edition, under any reading of the rulings.

``start``, ``legal_actions``, ``apply`` and ``score`` (in ``entry``) are the engine's public
face; inside, ``game`` holds a position as plain lists for the loop, ``tables`` the facts
worked out once per edition and row, ``rules`` one module per rule area, ``scoring`` the
count at the end, and ``random_play`` random games for benchmarks and tests. The layers
above (protocol, harness, tools) reach the engine through ``entry`` only, and nothing here
imports them (docs/architecture.md).
"""

from .entry import IllegalAction, SetupError, apply, conserved, legal_actions, score, settled, start, totals_after

__all__ = ["IllegalAction", "SetupError", "apply", "conserved", "legal_actions", "score", "settled", "start",
           "totals_after"]
