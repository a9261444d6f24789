"""The game as data, with no rules in motion: cards, editions, positions (``State``),
actions and events, scores, readings of the rulings, the shuffle, the shape of boats in a
row, and the specification (``spec/rules``, ``spec/rulings``) as models.

Imports only ``ogallala.util`` (docs/architecture.md).
"""
