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

from ..util.clean import clean

KEY = re.compile(r"(?P<id>[^\s#@]+)(?:#(?P<row>\d+))?(?:@(?P<edition>[a-z0-9-]+))?")


MAX_FILE = 16 << 20
"""The largest expected-failures file read, in bytes."""
MAX_KEY = 1000
"""The longest run key of an entry."""
MAX_REASON = 1000
"""The longest reason kept."""


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
    source = clean(source, 300)
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, *more = line.split(None, 1)
        rest = more[0].strip() if more else ""
        if rest and not rest.startswith("#"):
            raise ExpectedError(f"{source}:{number}: expected `KEY  # reason`, got '{clean(line, 200)}'")
        if len(key) > MAX_KEY or not KEY.fullmatch(key):
            raise ExpectedError(f"{source}:{number}: '{clean(key, 200)}' is not a run key "
                                "(ID, ID@EDITION or ID#ROW@EDITION)")
        entries.append(Entry(key, rest[1:].strip()[:MAX_REASON], number))
    return entries


def read(path: Path) -> list[Entry]:
    """The entries of a file of at most ``MAX_FILE`` bytes."""
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_FILE + 1)
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        raise ExpectedError(f"cannot read {clean(str(path), 300)}: {getattr(error, 'strerror', None) or error}") from None
    if len(data) > MAX_FILE:
        raise ExpectedError(f"{clean(str(path), 300)} is longer than {MAX_FILE} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ExpectedError(f"{clean(str(path), 300)} is not UTF-8 text (byte {error.start + 1})") from None
    return parse(text, str(path))


Parts = tuple[str, str | None, str | None]


def _parts(key: str) -> Parts | None:
    m = KEY.fullmatch(key)
    return (m["id"], m["row"], m["edition"]) if m else None


class Index:
    """Entries by the parts of their key. Which entry covers a run is found by looking up the
    four forms of the run's key (with and without its row and edition), so matching every
    run is linear in entries plus runs, however many entries repeat a key."""

    def __init__(self, entries: Iterable[Entry]) -> None:
        self.entries = list(entries)
        self.forms: dict[Parts | str, list[Entry]] = {}
        for entry in self.entries:
            self.forms.setdefault(_parts(entry.key) or entry.key, []).append(entry)

    def _forms(self, run_key: str) -> list[Parts | str]:
        parts = _parts(run_key)
        if parts is None:
            return [run_key]
        ident, row, edition = parts
        return [(ident, r, e) for r in dict.fromkeys((row, None)) for e in dict.fromkeys((edition, None))]

    def lookup(self, run_key: str) -> Entry | None:
        """The first entry in the file that covers ``run_key``."""
        firsts = [self.forms[form][0] for form in self._forms(run_key) if form in self.forms]
        return min(firsts, key=lambda e: e.line) if firsts else None

    def unused(self, run_keys: Iterable[str]) -> list[Entry]:
        """The entries that cover none of ``run_keys``."""
        hit = {form for key in run_keys for form in self._forms(key) if form in self.forms}
        return [entry for entry in self.entries if (_parts(entry.key) or entry.key) not in hit]


def lookup(entries: Iterable[Entry], run_key: str) -> Entry | None:
    """The first of ``entries`` that covers ``run_key`` (for many runs, build an ``Index``)."""
    return next((e for e in entries if e.matches(run_key)), None)


def render(items: Iterable[tuple[str, str]], header: str = "") -> str:
    """An expected-failures file from (run key, reason) pairs, aligned."""
    pairs = [(k, " ".join(r.split())) for k, r in items]
    width = max((len(k) for k, _ in pairs), default=0)
    lines = [f"# {line}" for line in header.splitlines()]
    lines += [f"{k.ljust(width)}  # {r}" if r else k for k, r in pairs]
    return "\n".join(lines) + "\n"
