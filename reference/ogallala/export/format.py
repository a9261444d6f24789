"""The export's format, version 1: the suite as data that a test runner in any language reads.

An export is a header (what it was made from and for, the register's rulings for choosing
runs, the protocol's schema for checking replies) and the runs, each with the exchange a
conforming engine has with the harness, step by step: the requests to send, in order, and
what each reply must satisfy. ``docs/export.md`` explains it for runner authors and
``docs/export.schema.json`` is generated from these models (``ogallala export --schema``).

A check names the reply it inspects by its number in the run (``reply``, 1 for the run's
first request) and a path into it, so that a runner needs to know nothing of which replies
the harness keeps: the harness asks an engine for a position only when no reply since the
last change has carried one, and the exchange holds exactly the requests it sends.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from ..model.state import State
from ..util.fielddocs import Documented
from ..util.frozen import Frozen

FORMAT: Literal["ogallala-export"] = "ogallala-export"
VERSION: Literal[1] = 1


class First(Frozen):
    """A part of a path that picks, in a list of objects, the first whose fields have these values."""

    first: dict[str, str]


PathPart = Annotated[str | int | First, Field(union_mode="left_to_right")]
"""A key of an object, an index into a list (from 0), or ``{"first": {...}}``."""

Path = tuple[PathPart, ...]


class Missing(Frozen):
    """The value a check uses when an index of its path lies outside its list."""

    value: Any


class Expect(Frozen):
    """What the reply to a request must be."""

    type: Literal["state", "legal", "applied", "rejected", "score", "error"]
    """The reply's ``type``: any other, ``error`` included (unless named here), fails the run."""
    rule: str | None = None
    """For ``rejected``: the rule the refusal must name (its ``reason`` is free)."""
    code: str | None = None
    """For ``error``: the error code the reply must have (its ``message`` is free)."""


class Send(Frozen):
    """A request to send, and the reply's type."""

    send: dict[str, Any]
    """The request, as the harness writes it, without its ``id``: a runner numbers its
    requests itself and writes each as one line, ``cmd`` first and ``id`` second."""
    reply: int
    """The number of this request's reply within the run (1, 2, 3 ...), by which checks name it."""
    expect: Expect


class _Check(Frozen):
    check: str
    """Which check: each kind below says what it compares."""
    reply: int
    """The reply whose value the check inspects (its number within the run)."""
    path: Path
    """Where in that reply, after the reply is put in its normal form (docs/export.md)."""
    missing: Missing | None = None
    """The value found when an index of the path lies outside its list; without it, the
    check fails then (as it does when a key or a ``first`` finds nothing)."""


class Equal(_Check):
    """The value at the path equals ``value``."""

    check: Literal["equal"] = "equal"
    value: Any
    assumes: dict[str, Any] = {}
    """Fields of the object at the path's first part (the position) that must have these
    values for ``value`` to be the one expected (the harness works the value out for the
    engine's own edition and options; the export has it for the run's): otherwise the
    check fails."""


class Same(_Check):
    """The value at the path equals the value at another reply's path (a refused action
    leaves the position as it was)."""

    check: Literal["same"] = "same"
    as_reply: int
    as_path: Path


class Items(_Check):
    """The list at the path holds the same elements as ``value``, in any order, each as often."""

    check: Literal["items"] = "items"
    value: tuple[Any, ...]
    fields: tuple[str, ...] | None = None
    """Compare only these fields of each element (the rest is free)."""


class Includes(_Check):
    """Every element of ``value`` is in the list at the path."""

    check: Literal["includes"] = "includes"
    value: tuple[Any, ...]
    fields: tuple[str, ...] | None = None
    """Compare only these fields of each element."""
    counted: bool = False
    """An element given twice must be there twice."""


class Excludes(_Check):
    """No element of ``value`` is in the list at the path."""

    check: Literal["excludes"] = "excludes"
    value: tuple[Any, ...]
    fields: tuple[str, ...] | None = None


class Count(_Check):
    """The list at the path has ``value`` elements."""

    check: Literal["count"] = "count"
    value: int


class Total(_Check):
    """The lists in the list at the path have ``value`` elements together."""

    check: Literal["total"] = "total"
    value: int


class Sum(_Check):
    """The ``field`` of the elements of the list at the path that have the fields of
    ``where`` adds up to ``value``."""

    check: Literal["sum"] = "sum"
    field: str
    where: dict[str, Any]
    value: int


class Match(_Check):
    """The object at the path has these field values (its other fields are free)."""

    check: Literal["match"] = "match"
    fields: dict[str, Any]


class AnyMatch(_Check):
    """Some object of the list at the path has these field values."""

    check: Literal["any"] = "any"
    fields: dict[str, Any]


class BoatRules(Frozen):
    """What makes a row's cards a complete boat in one edition (rule boats.composition)."""

    bows: tuple[str, ...]
    """Card kinds that begin a boat."""
    sterns: tuple[str, ...]
    """Card kinds that end a boat."""
    kinds: tuple[str, ...]
    """Every card kind of the edition; a card of another kind fails the check."""
    gap_splits_at: int
    """Empty spaces that divide a boat (0: none do)."""
    joins_ends: bool
    """A gap too small to divide joins its neighbours even after a stern or before a bow."""
    whole_row: bool = False
    """Every card of a row is of one boat: nothing divides a row (rulings one-canoe-per-row,
    mat-boats: the row is one canoe)."""


class Boats(_Check):
    """The display at the path holds ``value`` complete boats, counted under the rules of
    the edition the position names (docs/export.md gives the count in a few lines)."""

    check: Literal["boats"] = "boats"
    value: int
    edition_path: Path
    """Where the position's edition is, in the same reply."""
    rules: dict[str, BoatRules]
    """Per edition, under the run's readings."""


Check = Annotated[Equal | Same | Items | Includes | Excludes | Count | Total | Sum | Match | AnyMatch | Boats,
                  Field(discriminator="check")]

Item = Annotated[Send | Check, Field(union_mode="left_to_right")]
"""A request to send, or a check of a reply already read."""


class Step(Frozen):
    """One step of the scenario and its part of the exchange."""

    text: str
    """The step as the feature writes it, keyword first (a doc string or table on the lines below)."""
    line: int
    """Its line in the feature file."""
    exchange: tuple[Item, ...]
    """In order: each request to send, and each check once the replies it names are read.
    A runner stops the run at the first check that fails, as the harness does."""


class Position(Frozen):
    """A position, as the protocol's JSON and in the notation (docs/notation.md)."""

    state: State
    notation: str


class Run(Frozen):
    """One run: a scenario in one edition (for an outline, one Examples row)."""

    key: str
    """The run key, as ``ogallala conformance`` reports it: ``ID@EDITION`` or ``ID#ROW@EDITION``."""
    scenario: str
    name: str
    """The scenario's name, the row's values in its placeholders."""
    feature: str
    line: int
    edition: str
    tags: tuple[str, ...]
    """The tags of the scenario, its rule block and its feature, with only the run's edition among the edition tags."""
    rules: tuple[str, ...]
    """The rule topics it is about."""
    rulings: tuple[str, ...]
    """The rulings it depends on (tagged, or varied by a reading column)."""
    options: tuple[str, ...]
    """The variants it plays with: an engine that does not claim them skips it."""
    reading_columns: dict[str, str]
    """The row's reading columns (ruling -> alternative): the readings whose outcome it gives."""
    readings: dict[str, str]
    """The readings its exchange is played under: what goes into each game it starts and
    position it loads. A runner plays the run only when the readings it works out for the
    engine (docs/export.md) are these."""
    position: Position | None
    """The position the run starts from, as the reference engine holds it after the first
    ``start`` or ``load`` (None when the scenario's first game is refused)."""
    steps: tuple[Step, ...]


class Ruling(Frozen):
    """A ruling of the register, as far as choosing runs and comparing positions needs it."""

    decisions: dict[str, str]
    """Edition -> the alternative decided for it."""
    alternatives: dict[str, bool]
    """Alternative id -> whether the suite plays it (the register's ``plays = "yes"``)."""


class Free(Frozen):
    """A field of a reply that no check reads."""

    field: str
    why: str


class Selection(Frozen):
    """The command line's selection the export was made with (empty: everything)."""

    editions: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    tag: str | None = None
    k: str | None = None
    features: tuple[str, ...] = ()


class Limits(Frozen):
    """What the harness allows an engine process, which a runner should allow too."""

    timeout: float
    """Seconds to wait for each reply."""
    handshake: float
    """Seconds to wait for the ``hello`` of a new process."""
    max_line: int
    """Longest reply line, in bytes."""
    max_restarts: int
    """How often an engine that had to be killed is started again before the runs left fail."""


class Header(Frozen):
    """What an export holds besides its runs."""

    format: Literal["ogallala-export"]
    version: Literal[1]
    """Rises when a runner written for an earlier version could read the export wrongly."""
    suite_version: str
    """The version of ogallala that made it."""
    features_sha256: str
    """A hash of every feature file, as in ``ogallala conformance --json``."""
    protocol: int
    """The protocol version the exchanges speak."""
    readings: dict[str, str]
    """The readings an engine declares in its hello (``rulings``) for which the exchanges
    were made (``ogallala export --reading``); empty: an engine that declares none, or
    says ``plays_readings``."""
    selection: Selection
    count: int
    """How many runs follow."""
    editions: tuple[str, ...]
    """The suite's editions: a hello's other editions name nothing."""
    rulings: dict[str, Ruling]
    """Every ruling of the register, by id."""
    answers: dict[str, tuple[str, ...]]
    """The reply types each command may get besides ``error``."""
    free: tuple[Free, ...]
    limits: Limits
    protocol_schema: dict[str, Any]
    """docs/protocol.schema.json: every reply must be valid under ``#/$defs/Reply``, and its
    ``default`` values make a reply's normal form."""


class Document(Header):
    """The whole export as one JSON document (``--format json``)."""

    runs: tuple[Run, ...]


HEADER: TypeAdapter[Header] = TypeAdapter(Header)
RUN: TypeAdapter[Run] = TypeAdapter(Run)


def schema() -> dict[str, Any]:
    """The format as one JSON Schema: ``#/$defs/Document`` is a ``--format json`` export;
    in ``--format jsonl`` the first line is a ``#/$defs/Header`` and every other a ``#/$defs/Run``."""
    template = "#/$defs/{model}"
    defs: dict[str, Any] = {}
    for model in (Document, Header, Run):
        part = TypeAdapter(model).json_schema(ref_template=template, schema_generator=Documented)
        for name, definition in part.pop("$defs", {}).items():
            if name in defs and defs[name] != definition:
                raise AssertionError(f"two different schemas named {name}")
            defs[name] = definition
        defs[model.__name__] = part
    document = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://ogallala.invalid/export.schema.json",
        "title": f"Ogallala suite export, format {FORMAT} version {VERSION}",
        "description": (
            "The conformance suite as data (docs/export.md): with --format json one Document; with "
            "--format jsonl a Header line, then one Run per line. Generated from ogallala/export/format.py "
            "by `ogallala export --schema`; do not edit."
        ),
        "anyOf": [{"$ref": "#/$defs/Document"}, {"$ref": "#/$defs/Header"}, {"$ref": "#/$defs/Run"}],
        "$defs": dict(sorted(defs.items())),
    }
    _require_tags(document)
    return document


def _require_tags(node: Any) -> None:
    """Every single-valued field (``check``, ``format``) is required on the wire, as in the protocol's schema."""
    if isinstance(node, dict):
        props = node.get("properties")
        if isinstance(props, dict):
            for name, prop in props.items():
                if isinstance(prop, dict) and "const" in prop:
                    prop.pop("default", None)
                    required = node.setdefault("required", [])
                    if name not in required:
                        required.insert(0, name)
        for value in node.values():
            _require_tags(value)
    elif isinstance(node, list):
        for value in node:
            _require_tags(value)


def schema_text() -> str:
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"
