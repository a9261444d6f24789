"""The package's version, the one place it is written (pyproject.toml reads it from here).

Versions follow semantic versioning as it applies to a conformance suite: the minor
number rises when scenarios, rulings or protocol fields are added, the major number when
the protocol or the meaning of a run key changes incompatibly.
"""

__version__ = "0.2.0"
