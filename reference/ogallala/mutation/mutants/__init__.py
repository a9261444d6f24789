"""The mutants, one module per part of the game; importing this package declares them all."""

from . import attack, boats, cards, end, events, placement, scoring, setup, turn, variant

__all__ = ["attack", "boats", "cards", "end", "events", "placement", "scoring", "setup", "turn", "variant"]
