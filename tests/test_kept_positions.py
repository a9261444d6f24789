"""Positions kept between commands (ogallala.notation.kept): read back equal, never stale."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ogallala.engine import tables
from ogallala.notation import kept, parse, read
from ogallala.notation import parse_action, parse_state


@pytest.fixture
def fresh(own_cache: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder, the kept positions on, nothing remembered in memory."""
    monkeypatch.setattr(kept, "_on", [True])
    monkeypatch.setattr(kept, "_digest", [])
    monkeypatch.setattr(kept, "_ACTIONS", [])
    read._STATES.clear()
    read._ACTIONS.clear()
    return own_cache


def _a_position() -> str:
    """A position the engine itself wrote: a game a few actions in."""
    from ogallala.engine import apply, legal_actions, start
    from ogallala.notation import render_state

    state = start("amigo", ["North", "East", "South"], seed=11)
    for _ in range(6):
        state, _events = apply(state, legal_actions(state)[0])
    return render_state(state)


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(parse, "_parse_state", refuse)


def _count_parsing(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A list that gets "parsed" each time a position is parsed rather than read back."""
    calls: list[str] = []
    really = parse._parse_state

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append("parsed")
        return really(*args, **kwargs)

    monkeypatch.setattr(parse, "_parse_state", counting)
    return calls


def test_a_kept_position_is_read_back_equal(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = _a_position()
    first = parse_state(text)
    files = list((fresh / "positions").glob("*/*.json"))
    assert len(files) == 1
    read._STATES.clear()
    _no_parsing(monkeypatch)
    assert parse_state(text) == first


def test_a_kept_position_brings_its_notation(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The notation kept beside a position is what rendering it gives (a harness sends it in
    ``load`` requests without rendering the position again)."""
    from ogallala.notation import render
    from ogallala.model.state import State

    text = _a_position()
    state = parse_state(text)
    read._STATES.clear()
    render._RENDERED.clear()
    again = parse_state(text)
    assert again is not state and again == state
    anew = State.model_validate_json(again.model_dump_json())  # an equal state, rendered from scratch
    assert render.render_state(anew) == text
    monkeypatch.setattr(render, "render_display", lambda *args, **kwargs: pytest.fail("rendered again"))
    assert render.render_state(again) == text


def test_a_kept_action_is_read_back_equal(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Actions parsed in one command are read back by the next (without Lark), equal."""
    texts = ["attack South r2c3-r2c9 and West r1c1-r1c4", "place r1c3 shift left", "take bear-f", "draw 2", "pass"]
    first = [parse_action(t) for t in texts]
    for saved in kept._ACTIONS:
        saved.save()  # as at the end of the command
    monkeypatch.setattr(kept, "_ACTIONS", [])
    read._ACTIONS.clear()

    def refuse(text: str) -> None:
        raise AssertionError(f"parsed again: {text}")

    monkeypatch.setattr(parse, "_parse_action", refuse)
    assert [parse_action(t) for t in texts] == first
    tables.forget()  # an engine patched in memory reads nothing kept
    with pytest.raises(AssertionError, match="parsed again"):
        parse_action(texts[0])


def test_readings_and_edition_are_part_of_the_key(fresh: Path) -> None:
    text = _a_position()
    parse_state(text)
    parse_state(text, "amigo")
    parse_state(text, check=False)
    assert len(list((fresh / "positions").glob("*/*.json"))) == 3


def test_an_edited_source_gives_a_new_folder(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The digest covers the grammar, the spec and the modules that parse and check; a change
    to any one of them (here: its size and time) changes it, and the old positions go."""
    names = {str(p.relative_to(p.parents[1])) for p in kept.sources()}
    for needed in ("grammar/ogallala.lark", "editions/amigo.toml", "notation/parse.py", "notation/validity.py",
                   "rules/placement.py", "model/state.py"):
        assert needed in names, needed
    text = _a_position()
    parse_state(text)
    before = kept.digest()
    real = kept.cached.stamp
    edited = next(p for p in kept.sources() if p.name == "placement.py")
    monkeypatch.setattr(kept.cached, "stamp", lambda path: [*real(path), 1] if path == edited else real(path))
    after = kept.digest()
    assert after != before
    monkeypatch.setattr(kept, "_digest", [after])
    read._STATES.clear()
    calls = _count_parsing(monkeypatch)
    parse_state(text)
    assert calls == ["parsed"]
    assert [p.name for p in (fresh / "positions").iterdir()] == [after]


def test_a_patched_engine_reads_no_kept_position(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = _a_position()
    parse_state(text)
    tables.forget()
    calls = _count_parsing(monkeypatch)
    parse_state(text)
    assert calls == ["parsed"]


def test_a_broken_kept_file_is_parsed_anew(fresh: Path) -> None:
    text = _a_position()
    first = parse_state(text)
    for path in (fresh / "positions").glob("*/*.json"):
        path.write_text(path.read_text().splitlines()[0] + "\n{not json", encoding="utf-8")
    read._STATES.clear()
    assert parse_state(text) == first


def test_the_parser_tables_follow_the_grammar(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The parser's tables are kept in the cache folder (as data, ``notation.lalr``); an edited
    grammar is built anew (here the keyword of a pass becomes ``skip``), never served from the
    kept tables."""
    from lark import UnexpectedInput

    real = parse.data_path("grammar", "ogallala.lark").read_text(encoding="utf-8")
    parse.parser.cache_clear()
    try:
        parse.parser().parse("pass", start="action")
        assert (fresh / "lark-tables.json").is_file()
        edited = fresh / "grammar" / "ogallala.lark"
        edited.parent.mkdir()
        edited.write_text(real.replace('pass_: "pass"', 'pass_: "skip"'), encoding="utf-8")
        monkeypatch.setattr(parse, "data_path", lambda *parts: fresh.joinpath(*parts))
        parse.parser.cache_clear()
        parse.parser().parse("skip", start="action")
        with pytest.raises(UnexpectedInput):
            parse.parser().parse("pass", start="action")
    finally:
        parse.parser.cache_clear()
