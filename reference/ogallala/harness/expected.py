"""Expected-failures files: the runs an engine is known to fail, each with a reason.

One entry per line, a run key and a comment giving the reason::

    # expected failures of my-engine 0.3
    attack_strength_equal_refused@amigo   # we allow attacks on equal strength
    scoring_amigo_suite                   # every edition: suites not scored yet
    discard_draw#2@amigo                  # one row of an outline

A key is ``ID``, ``ID#ROW``, ``ID@EDITION`` or ``ID#ROW@EDITION`` (``Run.key`` is the
last or ``ID@EDITION``); the parts left out match anything. Blank lines and lines starting
with ``#`` are ignored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

KEY = re.compile(r"(?P<id>[^\s#@]+)(?:#(?P<row>\d+))?(?:@(?P<edition>[a-z0-9-]+))?")


class ExpectedError(ValueError):
    """A line of an expected-failures file that is not an entry."""


@dataclass(frozen=True)
class Entry:
    key: str
    reason: str = ""
    line: int = 0

    def matches(self, run_key: str) -> bool:
        want, have = KEY.fullmatch(self.key), KEY.fullmatch(run_key)
        if want is None or have is None:
            return self.key == run_key
        return all(want[part] is None or want[part] == have[part] for part in ("id", "row", "edition"))


def parse(text: str, source: str = "<expected failures>") -> list[Entry]:
    entries = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, *more = line.split(None, 1)
        rest = more[0].strip() if more else ""
        if rest and not rest.startswith("#"):
            raise ExpectedError(f"{source}:{number}: expected `KEY  # reason`, got {raw.strip()!r}")
        if not KEY.fullmatch(key):
            raise ExpectedError(f"{source}:{number}: {key!r} is not a run key (ID, ID@EDITION or ID#ROW@EDITION)")
        entries.append(Entry(key, rest[1:].strip(), number))
    return entries


def read(path: Path) -> list[Entry]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ExpectedError(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise ExpectedError(f"{path} is not UTF-8 text") from None
    return parse(text, str(path))


def lookup(entries: Iterable[Entry], run_key: str) -> Entry | None:
    return next((e for e in entries if e.matches(run_key)), None)


def render(items: Iterable[tuple[str, str]], header: str = "") -> str:
    """An expected-failures file from (run key, reason) pairs, aligned."""
    pairs = [(k, " ".join(r.split())) for k, r in items]
    width = max((len(k) for k, _ in pairs), default=0)
    lines = [f"# {line}" for line in header.splitlines()]
    lines += [f"{k.ljust(width)}  # {r}" if r else k for k, r in pairs]
    return "\n".join(lines) + "\n"
