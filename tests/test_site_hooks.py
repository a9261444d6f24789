"""The site's hooks draw the positions that the generated Markdown writes as text."""

from __future__ import annotations

import pytest

pytest.importorskip("mkdocs")

from ogallala.site import hooks  # noqa: E402 - after the skip: the hooks need the docs extra
from ogallala.site.figures import put_boards  # noqa: E402

MARKDOWN = '''Before.

```ogallala-outcomes
== pelikan-1975: where the run ends
edition: pelikan-1975
North:
  | bow i2 stern |
South:
  | bow1 |
turn: South
== amigo: where the run ends
not a position at all
```

After.
'''


def test_outcomes_are_drawn_side_by_side_in_place_of_their_text() -> None:
    drawn = hooks._draw_fences(MARKDOWN)
    assert "```ogallala-outcomes" not in drawn and drawn.startswith("Before.") and drawn.rstrip().endswith("After.")
    row = next(line for line in drawn.splitlines() if line.startswith('<div class="side-by-side">'))
    assert row.count('<figure class="board"') == 1 and "<figcaption>pelikan-1975: where the run ends</figcaption>" in row
    assert "<pre>not a position at all</pre>" in row  # what cannot be drawn stays text
    assert "<svg" in put_boards(row)
