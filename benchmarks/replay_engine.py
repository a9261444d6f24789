"""An engine that costs next to nothing: it answers each game's requests with the replies
``ogallala serve`` gave to them in a recorded campaign, in order.

    python benchmarks/replay_engine.py RECORDING.json

What ``--jobs`` gains is the fuzzer's own scaling only when the engine is not itself the
bottleneck; against ``ogallala serve`` on two cores, the engines' processes take as much
CPU as the fuzzer's. This engine does no work: it finds the game by its ``start`` request
(which names the seed) and hands out that game's recorded replies one by one, the id put
in, whichever process plays the game. The recording is made by ``record`` from a campaign
that plays the same games (``benchmarks/fuzz.py`` does both).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path

ID = re.compile(rb'"id":(-?\d+)')


def key(line: bytes) -> bytes:
    """A request without its id (the same request in every run)."""
    return ID.sub(b'"id":0', line, count=1).rstrip(b"\r\n")


def record(transcript: Sequence[tuple[str, str]], path: Path) -> None:
    """Keep a campaign's transcript (``ProcessEngine(record=True)``) as the replies of each
    game, by the game's ``start`` request."""
    games: dict[str, list[str]] = {}
    hello = ""
    current: list[str] | None = None
    for request, reply in transcript:
        if request.startswith('{"cmd":"hello"'):
            hello = reply
        elif request.startswith('{"cmd":"start"'):
            current = games.setdefault(key(request.encode()).decode(), [])
            current.clear()
            current.append(reply)
        elif current is not None and reply:
            current.append(reply)
    path.write_text(json.dumps({"hello": hello, "games": games}), encoding="utf-8")


def main(path: str) -> int:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    hello = data["hello"].encode()
    games = {k.encode(): [r.encode() for r in v] for k, v in data["games"].items()}
    replies: list[bytes] = []
    at = 0
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        rid = ID.search(line)
        number = rid.group(1) if rid else b"null"
        if line.startswith(b'{"cmd":"hello"'):
            reply = hello
        elif line.startswith(b'{"cmd":"stop"'):
            out.write(b'{"type":"stopped","id":%s}\n' % number)
            out.flush()
            return 0
        elif line.startswith(b'{"cmd":"start"'):
            replies, at = games.get(key(line), []), 0
            reply = replies[0] if replies else b""
            at = 1
        else:
            reply = replies[at] if at < len(replies) else b""
            at += 1
        if not reply:
            out.write(b'{"type":"error","id":%s,"code":"internal","message":"not in the recording"}\n' % number)
        else:
            out.write(ID.sub(b'"id":' + number, reply, count=1) + b"\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
