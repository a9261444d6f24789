"""The command line: exit codes and one-line errors, never a traceback."""

from __future__ import annotations

import json

import pytest

from command_line import run


def test_check_prints_the_canonical_form(tmp_path, capsys) -> None:
    path = tmp_path / "p.txt"
    path.write_text("edition: amigo\nNorth:\n  | bow  i1 stern |\nSouth:\n")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0
    assert "  | bow i1 stern |\n" in out and "pending: draw" in out


def test_check_reports_the_place_of_an_error(tmp_path, capsys) -> None:
    path = tmp_path / "p.txt"
    path.write_text("edition: pelikan-1975\nNorth:\n  | bow furz stern |\nSouth:\n")
    code, out, err = run(capsys, "check", str(path))
    assert code == 1 and out == ""
    assert "unknown card 'furz' at 3:9; did you mean 'furs'?" in err and "^" in err


def test_check_a_bare_display_needs_an_edition(tmp_path, capsys) -> None:
    path = tmp_path / "d.txt"
    path.write_text("| bow i1 stern |\n")
    assert run(capsys, "check", str(path))[0] == 2
    assert run(capsys, "check", "--edition", "ass-i", str(path))[0] == 0


def test_check_a_missing_file(capsys) -> None:
    code, _, err = run(capsys, "check", "/nonexistent/position.txt")
    assert code == 2 and err.count("\n") == 1


def test_play_is_reproducible(capsys) -> None:
    first = run(capsys, "play", "--edition", "pelikan-1975", "--players", "3", "--seed", "9", "--json")
    second = run(capsys, "play", "--edition", "pelikan-1975", "--players", "3", "--seed", "9", "--json")
    assert first[0] == 0 and first[1] == second[1]
    record = json.loads(first[1])
    assert record["final"]["over"] is True and record["actions"]
    assert set(record["scores"]["winners"]) <= set(record["players"])


@pytest.mark.parametrize("edition", ["pelikan-1975", "ass-ii", "ass-i", "amigo"])
def test_play_finishes_for_every_player_count(edition: str, capsys) -> None:
    from ogallala.model.editions import load

    ed = load(edition)
    for players in range(ed.players.min, ed.players.max + 1):
        code, out, _ = run(capsys, "play", "--edition", edition, "--players", str(players), "--seed", str(players))
        assert code == 0 and "game over" in out


def test_play_refuses_a_wrong_player_count(capsys) -> None:
    code, _, err = run(capsys, "play", "--edition", "ass-i", "--players", "5")
    assert code == 2 and "2 to 4 players" in err


def test_unknown_command_is_a_usage_error(capsys) -> None:
    assert run(capsys, "frobnicate")[0] == 2
