"""Requests read before: an ``apply`` line that differs from one read before only by its
id is the request read then, with this id.

Why: ``ogallala serve`` reads some six hundred requests a game from the fuzzer or the
harness, half of them ``apply`` lines it has read before but for the id (a game's actions
are a few hundred). Validating a line (JSON, the discriminated request, the action's model)
costs more than finding it. So the request of each valid ``apply`` line that begins as the
harness writes one (``{"cmd":"apply","id":`` and the id) is kept by the rest of the line;
a line found there is that request with the line's id, which is a valid id (a
non-negative integer of the protocol's range, written as JSON writes one). Anything else is
read as before (``messages.parse_request``), and so is any line the first time. (The other
requests the fuzzer sends, ``legal`` and ``score``, hold only their id: reading them costs
no more than finding them would.)
"""

from __future__ import annotations

from typing import Any

from ..util.frozen import trusted
from . import messages as P

__all__ = ["LINE_KEPT", "REQUESTS_KEPT", "parse_request"]

REQUESTS_KEPT = 4096
"""Most lines kept (a game's actions are a few hundred; beyond, the store starts again)."""
LINE_KEPT = 1024
"""Longest line kept, in bytes: an action's line is a few hundred at most, and what is kept
stays small whatever a harness sends (a longer line is read as any other)."""

_HEAD = b'{"cmd":"apply","id":'
"""How an ``apply`` line written as the harness writes it begins (its id follows)."""

_KEPT: dict[bytes, Any] = {}


def _id(digits: bytes) -> int | None:
    """The id JSON writes as ``digits`` (no sign, no leading zero), if in the protocol's range."""
    if not digits.isdigit() or len(digits) > 19 or digits[0] == 48 and len(digits) > 1:  # 48: "0"
        return None
    rid = int(digits)
    return rid if rid <= P.ID_MAX else None


def parse_request(line: bytes) -> Any:
    """``messages.parse_request(line)``, an ``apply`` line read before but for its id found again."""
    if not line.startswith(_HEAD):
        return P.parse_request(line)
    end = line.find(b",", len(_HEAD))
    rid = _id(line[len(_HEAD) : end]) if end > 0 else None
    if rid is None:
        return P.parse_request(line)
    key = line[end:]
    found = _KEPT.get(key)
    if found is not None:
        values = dict(found.__dict__)
        values["id"] = rid
        return trusted(P.ApplyRequest, values)
    request = P.parse_request(line)
    # kept: a short line whose id is the one read above (no second "id" later in it)
    if type(request) is P.ApplyRequest and request.id == rid and len(key) <= LINE_KEPT:
        if len(_KEPT) >= REQUESTS_KEPT:
            _KEPT.clear()
        _KEPT[key] = request
    return request
