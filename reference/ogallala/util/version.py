"""The package's version, the one place it is written (pyproject.toml reads it from here).

Versions follow semantic versioning as it applies to a conformance suite (CHANGELOG.md
says what each one changed):

- the **patch** number rises for fixes that change no verdict an engine gets: wording,
  reports, documentation, speed;
- the **minor** number rises when scenarios, rulings, readings, protocol fields or Python
  API are added, or a scenario is corrected (an engine may pass or fail runs it did not
  before: pin the minor version in CI to keep a verdict stable);
- the **major** number rises when the protocol, the meaning of a run key or a documented
  Python API changes incompatibly.

While the major number is 0, a minor release may also remove or rename Python API; the
protocol version (``interface.PROTOCOL_VERSION``) is kept apart and only ever rises.
"""

__version__ = "0.3.0"
