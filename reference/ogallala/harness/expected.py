"""Expected-outcomes files: the runs an engine is known not to pass, each with the outcome
expected of it, optionally its cause, and a reason (or a link), in the spirit of WPT's
metadata files::

    # expected outcomes of my-engine 0.3
    attack_strength_equal_refused@amigo            # we allow attacks on equal strength
    scoring_amigo_suite           fail             # every edition: suites not scored yet
    discard_draw#2@amigo          error            # https://example.org/issues/12
    totem_boat@ass-i              timeout          # the search never ends
    attack_losers@amigo           fail  booty      # only the booty is wrong
    setup_piles@amigo             skip             # hangs the engine

A line is ``KEY [OUTCOME [CAUSE]]  # reason``. A key is ``ID``, ``ID#ROW``, ``ID@EDITION``
or ``ID#ROW@EDITION`` (``Run.key`` is the last or ``ID@EDITION``); the parts left out match
anything. ``OUTCOME`` is one of ``OUTCOMES`` and is ``fail`` when left out, as in the files
of one key a line that came before it (an expected failure). ``CAUSE``, if given, is text
the failure's message (or its step) must hold: a run failing for another cause is not the
failure that was expected. ``skip`` runs are not played at all. Blank lines and lines
starting with ``#`` are ignored.
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


OUTCOMES = {
    "fail": "the engine answers, wrongly (a failed run)",
    "error": "an engine error of any kind (a crash, a timeout, a malformed or refused reply ...)",
    "timeout": "an engine error of kind timeout",
    "crash": "an engine error of kind crash",
    "broken": "the scenario itself cannot be run (a --features file's mistake)",
    "skip": "not played at all (an engine that hangs or cannot be restarted on it)",
}
"""The outcomes an entry may expect, and what each means."""


@dataclass(frozen=True)
class Entry:
    key: str
    reason: str = ""
    line: int = 0
    outcome: str = "fail"
    cause: str = ""
    """Text the failure's first message line or its step must hold (nothing: any cause)."""

    def fits(self, outcome: str, kind: str = "", message: str = "", step: str = "", cause: bool = True) -> bool:
        """Whether a run that ended so is the outcome this entry expected (of its cause too,
        unless ``cause`` is False)."""
        matched = {"fail": outcome == "failed", "error": outcome == "error",
                   "timeout": outcome == "error" and kind == "timeout", "crash": outcome == "error" and kind == "crash",
                   "broken": outcome == "broken", "skip": outcome == "skipped"}.get(self.outcome, False)
        if not matched or not self.cause or not cause:
            return matched
        first = message.strip().splitlines()[0] if message.strip() else ""
        return self.cause in first or self.cause in step

    @property
    def expects(self) -> str:
        """The expectation in words: ``fail``, ``error (timeout)`` ..."""
        return self.outcome + (f" ({self.cause})" if self.cause else "")

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
        key, *rest = line.split(None, 1)
        body, hashed, reason = (rest[0] if rest else "").partition("#")  # a key's own '#ROW' is in `key`
        more = body.split(None, 1)
        outcome = more[0] if more else "fail"
        cause = more[1].strip() if len(more) > 1 else ""
        if more and outcome not in OUTCOMES:
            raise ExpectedError(f"{source}:{number}: expected `KEY [OUTCOME [CAUSE]]  # reason` (OUTCOME one of "
                                f"{', '.join(OUTCOMES)}), got '{clean(line, 200)}'")
        if len(key) > MAX_KEY or not KEY.fullmatch(key):
            raise ExpectedError(f"{source}:{number}: '{clean(key, 200)}' is not a run key "
                                "(ID, ID@EDITION or ID#ROW@EDITION)")
        entries.append(Entry(key, reason.strip()[:MAX_REASON] if hashed else "", number, outcome,
                             cause[:MAX_REASON]))
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


def render(items: Iterable[tuple[str, str] | Entry], header: str = "") -> str:
    """An expected-outcomes file from entries (or (run key, reason) pairs: expected
    failures), aligned; an entry's outcome is written unless it is ``fail``."""
    entries = [item if isinstance(item, Entry) else Entry(item[0], item[1]) for item in items]
    heads = [" ".join(x for x in (e.key, "" if e.outcome == "fail" and not e.cause else e.outcome,
                                  " ".join(e.cause.split())) if x) for e in entries]
    width = max((len(h) for h in heads), default=0)
    lines = [f"# {line}" for line in header.splitlines()]
    for head, e in zip(heads, entries, strict=True):
        reason = " ".join(e.reason.split())
        lines.append(f"{head.ljust(width)}  # {reason}" if reason else head)
    return "\n".join(lines) + "\n"
