"""How many objects and arrays a reply may hold: checked on its bytes, before it is built.

The models bound every list (``ogallala.model.bounds``), but pydantic checks a list's length only
once it has built every item: a reply of 520000 events costs the harness some 750 MB before
it is refused. So each reply is first measured where it costs nothing: every JSON object
and array becomes a model or a tuple, and a reply to a request can hold no more of them
than the largest valid reply the bounds allow. Counting ``{`` and ``[`` in the line is
enough for any honest reply; only when the count is over the bound are the brackets inside
strings (a reason, a name) taken off, string by string, before it is refused.
"""

from __future__ import annotations

import re

from ..model import bounds as B

_STATE = (4 + B.PLAYERS_MAX * (2 + B.ROWS_MAX)  # the state, its options, readings, players; each player, display, rows
          + 1 + B.PILES_MAX + 2  # the piles, each pile, the discard pile, the cards out of play
          + 1 + B.PENDING_MAX * 3)  # the pending items, each with a span and a list of cards at most
_SCORE = 2 + B.PLAYERS_MAX * (2 + B.SCORE_LINES_MAX * 2) + 1  # each player's lines, each with a span; the winners

MOST: dict[str, int] = {
    "start": 1 + _STATE,
    "load": 1 + _STATE,
    "state": 1 + _STATE,
    "apply": 1 + _STATE + 1 + B.EVENTS_MAX * 4,  # each event with its cards, a space and a span
    "legal": 2 + B.LEGAL_MAX * 7,  # each legal action: the item, the action, two targets with their boats
    "score": 1 + _SCORE,
    "stop": 1,
}
"""The most objects and arrays a reply to each request can hold (the largest reply the
bounds allow; an ``error`` reply holds one). ``hello`` is bounded only by the line."""

REQUEST_MOST = 1 + _STATE
"""The most objects and arrays a request can hold (``load``, with its position): what
``ogallala serve`` reads of a line before it builds anything."""

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)


def containers(raw: bytes, most: int) -> int:
    """The objects and arrays of the JSON line ``raw``, counted exactly when the quick
    count is over ``most`` (else that count, which is never less)."""
    found = raw.count(b"{") + raw.count(b"[")
    if found <= most or b'"' not in raw:
        return found
    for string in _STRING.finditer(raw):  # one match at a time: no copy of the strings
        start, end = string.span()
        found -= raw.count(b"{", start, end) + raw.count(b"[", start, end)
    return found


def oversized(raw: bytes, cmd: str) -> str | None:
    """Why the reply ``raw`` to a ``cmd`` request is larger than any game allows, or None."""
    most = MOST.get(cmd)
    if most is None:
        return None
    found = containers(raw, most)
    if found <= most:
        return None
    return (f"the reply to `{cmd}` holds {found} JSON objects and arrays, more than any reply to `{cmd}` can hold in "
            f"any edition ({most}: docs/protocol.md#limits-and-signals)")
