"""The Ogallala notation: positions, displays and actions as text a person can write."""

from .errors import NotationError, Problem
from .read import parse_action, parse_state
from .render import render_display, render_state

__all__ = ["NotationError", "Problem", "parse_action", "parse_state", "render_display", "render_state"]
