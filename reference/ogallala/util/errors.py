"""The error a user's mistake raises, in any layer: printed by the command as one line,
never as a traceback, with its own exit code."""

from __future__ import annotations

class UserError(Exception):
    """An error in what the user gave us; printed as one line, exit code ``code``."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code
