"""Writing a command's reports, each whatever became of the others.

A run's reports are its record: a JSON file that cannot be written (a full disk,
``/dev/full``, a folder gone since the run began) must not cost the JUnit file CI reads or
the Markdown summary after it. So each is written in turn, a failure is kept and said once
the others are written, and the command's exit code tells both how the run went and that a
report is missing (``exit_code``).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

from ..util.clean import clean_line

REPORT_MISSING = 3
"""The exit code of a run that went as it should (it would exit 0) but one of whose reports
could not be written; a run that failed keeps its own code (1, 5, 128 + N)."""


@dataclass
class Outputs:
    """The reports of one command, written one by one."""

    command: str
    """The command's name, for its messages: ``conformance``."""
    failed: list[str] = field(default_factory=list)
    """Why each report that could not be written was not, one line each."""

    def write(self, option: str, path: str, data: bytes | str) -> bool:
        """Write ``data`` to ``path`` (standard output for ``-``); False, and the reason kept,
        when it cannot be written."""
        raw = data if isinstance(data, bytes) else data.encode("utf-8")
        try:
            if path == "-":
                sys.stdout.flush()
                sys.stdout.buffer.write(raw)
                sys.stdout.buffer.flush()
            else:
                Path(path).write_bytes(raw)
        except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
            reason = getattr(error, "strerror", None) or str(error)
            self.failed.append(f"{option} {clean_line(path, 300)}: could not be written ({clean_line(reason, 300)})")
            return False
        return True

    def say(self) -> None:
        """Name, on standard error, every report that could not be written."""
        for line in self.failed:
            print(f"ogallala {self.command}: {line}", file=sys.stderr)

    def exit_code(self, code: int) -> int:
        """The command's exit code: its own ``code``, or ``REPORT_MISSING`` in place of 0
        when a report could not be written."""
        return REPORT_MISSING if code == 0 and self.failed else code
