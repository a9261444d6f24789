"""Positions drawn as pictures: SVG of cards, displays, boats and everything beside them.

``draw_state`` draws a whole position, ``draw_display`` one display, ``legend`` explains
the pictures, ``differing`` finds what to mark between an expected and an actual position.
The drawings are plain SVG with their words as text, for the HTML report, the
documentation site and ``ogallala draw``.
"""

from .diff import Marks, differing
from .display import draw_display
from .legend import legend
from .position import draw_state

__all__ = ["Marks", "differing", "draw_display", "draw_state", "legend"]
