"""What every benchmark shares: repeated timings summarised honestly, the machine's load
noted beside them, and writing a table into its section of docs/performance.md.

A section is the text between ``<!-- benchmark:NAME -->`` and ``<!-- /benchmark:NAME -->``
in docs/performance.md; ``write`` replaces it (adding the markers at the end of the page
the first time), so the figures on the page are always the ones a script printed.
"""

from __future__ import annotations

import datetime
import os
import platform
import statistics
from collections.abc import Sequence
from pathlib import Path

PAGE = Path(__file__).resolve().parent.parent / "docs" / "performance.md"


def load() -> str:
    """The machine's load average (1, 5, 15 minutes) and its number of cores."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} / {five:.2f} / {fifteen:.2f} on {os.cpu_count()} cores"


def summary(values: Sequence[float], digits: int = 0) -> str:
    """The median of repeated measurements with their spread, e.g. ``143 (131-150)``."""
    median = statistics.median(values)
    return f"{median:.{digits}f} ({min(values):.{digits}f}-{max(values):.{digits}f})"


def stamp(before: str, after: str) -> str:
    """When and under what load a table was measured."""
    today = datetime.date.today().isoformat()
    return (f"Measured {today} with Python {platform.python_version()}; {before} when it began, "
            f"{after} when it ended.")


def write(name: str, text: str, page: Path = PAGE) -> None:
    """Put ``text`` into the section ``name`` of the page, between its markers."""
    begin, end = f"<!-- benchmark:{name} -->", f"<!-- /benchmark:{name} -->"
    content = page.read_text(encoding="utf-8")
    block = f"{begin}\n{text.rstrip()}\n{end}"
    if begin in content and end in content:
        head, _, rest = content.partition(begin)
        _, _, tail = rest.partition(end)
        content = head + block + tail
    else:
        content = content.rstrip("\n") + "\n\n" + block + "\n"
    page.write_text(content, encoding="utf-8")


def publish(name: str, text: str, written: bool) -> None:
    """Print a benchmark's table and note; with ``written`` (``--write``) also put them into
    the section ``name`` of docs/performance.md."""
    print()
    print(text)
    if written:
        write(name, text)
