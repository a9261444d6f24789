"""Running ``ogallala`` in-process the way a shell would, for the tests of its commands."""

from __future__ import annotations

import pytest

from ogallala.commands.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """The exit code, standard output and standard error of ``ogallala ARGV``; whatever
    happens, no traceback is printed."""
    try:
        code = main(list(argv))
    except SystemExit as leaving:
        code = int(leaving.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err
