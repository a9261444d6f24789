"""Where the data files (spec, grammar, features) are, installed or in a checkout.

A wheel carries them inside the package as ``ogallala/_data/``; an editable install or a
plain checkout reads them from the repository's top level, so that an edit to a feature
or an edition file takes effect without reinstalling.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


@cache
def data_root() -> Path:
    """The folder holding ``spec/``, ``grammar/`` and ``features/``."""
    bundled = _PACKAGE / "_data"
    if (bundled / "spec").is_dir():
        return bundled
    checkout = _PACKAGE.parent.parent
    if (checkout / "spec" / "editions").is_dir():
        return checkout
    raise FileNotFoundError(
        f"ogallala data files not found in {bundled} or {checkout}; reinstall the package"
    )


def data_path(*parts: str) -> Path:
    return data_root().joinpath(*parts)
