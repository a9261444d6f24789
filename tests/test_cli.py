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


# -- 80 columns: the ids one copies are never cut --------------------------------------------


def _words(text: str) -> set[str]:
    return {w.strip("│┃ ,") for w in text.split()}


def test_editions_at_80_columns_cuts_no_id(capsys, monkeypatch) -> None:
    from ogallala.model.editions import all_editions

    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run(capsys, "editions")
    assert code == 0 and "…" not in out
    assert all(len(line) <= 80 for line in out.splitlines()), out
    ids = {i for e in all_editions() for i in (e.id, *e.variant_ids)}
    assert ids <= _words(out), ids - _words(out)


def test_list_at_80_columns_cuts_no_id(capsys, monkeypatch) -> None:
    from ogallala.harness.select import Selection
    from ogallala.scenarios.load import all_scenarios

    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run(capsys, "conformance", "--list", "--rule", "placement")
    assert code == 0 and "…" not in out
    chosen = [s for s in all_scenarios() if Selection.build(rules=["placement"]).scenario_matches(s)]
    ids = {i for s in chosen for i in (s.id, *s.editions, *s.topics)}
    assert chosen and ids <= _words(out), ids - _words(out)


# -- shell completion ----------------------------------------------------------------------


def _complete(script: str, *words: str) -> list[str]:
    """What bash offers for the last of ``words`` with the script of `ogallala completion bash` loaded."""
    import shlex
    import subprocess

    line = " ".join(("ogallala", *words))
    program = (f"source /dev/stdin; COMP_WORDS=({shlex.join(('ogallala', *words))}); COMP_CWORD={len(words)}; "
               f"COMP_LINE={shlex.quote(line)}; COMP_POINT={len(line)}; _shtab_ogallala; printf '%s\\n' \"${{COMPREPLY[@]}}\"")
    done = subprocess.run(["bash", "-c", program], input=script, capture_output=True, text=True, timeout=60)
    return done.stdout.split()


def test_bash_completes_commands_and_options(capsys) -> None:
    from ogallala.commands.cli import COMMANDS

    code, script, _ = run(capsys, "completion", "bash")
    assert code == 0
    assert set(_complete(script, "")) >= set(COMMANDS)
    assert _complete(script, "conf") == ["conformance"]
    assert "--against-reference" in _complete(script, "conformance", "--ag")
    assert "--lang" in _complete(script, "example-engine", "--l")


def test_zsh_completion_is_a_compdef_of_every_command(capsys) -> None:
    from ogallala.commands.cli import COMMANDS

    code, script, _ = run(capsys, "completion", "zsh")
    assert code == 0 and script.startswith("#compdef ogallala")
    assert all(command in script for command in COMMANDS) and "--against-reference" in script


def test_completion_of_an_unknown_shell_is_refused(capsys) -> None:
    code, out, err = run(capsys, "completion", "fish")
    assert code == 2 and out == "" and "invalid choice: 'fish'" in err


def test_the_readme_play_example_has_one_winner_with_points(capsys) -> None:
    """The README's `ogallala play` is a game worth looking at: boats completed, one winner."""
    import re
    import shlex
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    command = re.search(r"`ogallala (play [^`]+)`", readme)
    assert command, "the README shows an `ogallala play` example"
    code, out, _ = run(capsys, *shlex.split(command.group(1)), "--json")
    assert code == 0
    scores = json.loads(out)["scores"]
    winners = scores["winners"]
    totals = {p["player"]: p["total"] for p in scores["players"]}
    assert len(winners) == 1 and totals[winners[0]] == max(totals.values()) > 0
    assert f"{winners[0]} wins with {totals[winners[0]]}" in " ".join(readme.split())
