"""The notation: errors by example, canonical round trips, and nothing but NotationError."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ogallala.engine import legal_actions
from ogallala.notation import NotationError, parse_action, parse_state, render_state
from ogallala.model.state import State

from strategies import states, texts

P = "edition: pelikan-1975\n"
A = "edition: amigo\n"

# rule (or message fragment) -> inputs that must be rejected with it, and the line:column
ERRORS: dict[str, list[tuple[str, int, int]]] = {
    "unknown card 'furz'": [(P + "North:\n  | bow furz stern |\nSouth:\n", 3, 9)],
    "did you mean 'furs'?": [(P + "North:\n  | furz |\nSouth:\n", 3, 5)],
    "does not exist in edition pelikan-1975": [(P + "North:\n  | bow axe stern |\nSouth:\n", 3, 9)],
    "needs its tribe colour": [(A + "options: tribes\nNorth:\n  | bow i2 stern |\nSouth:\n", 4, 9)],
    "tribe colours are written only": [(A + "North:\n  | bow i2.red stern |\nSouth:\n", 3, 9)],
    "placement.display-limits": [
        ("edition: ass-i\nNorth:\n  | bow . . . . . . . . . . . . . stern |\nSouth:\n", 3, 35),
        (A + "North:\n  | i1 |\n  | i2 |\n  | i3 |\n  | chief |\nSouth:\n", 6, 3),
    ],
    "placement.same-picture": [(P + "North:\n  | furs . furs |\nSouth:\n", 3, 12)],
    "setup.deck": [("edition: ass-ii\nNorth:\n  | furs |\n  | furs |\n  | furs |\nSouth:\n  | furs |\n  | furs |\n  | furs |\npile 1: furs\n", 3, 5)],
    "placement.bow-stern-neighbours": [(A + "North:\n  | furs bow stern |\nSouth:\n", 3, 10)],
    "placement.adjacency": [(A + "North:\n  | . bow stern |\nSouth:\n", 3, 3)],
    "turn.order": [(A + "North:\nSouth:\nturn: West\n", 4, 1)],
    "setup.players": [(P + "North:\n", None, None)],  # one player only
    "unexpected": [(P + "pile 1 furs\n", 2, 8), (P + "North:\n  | bow | stern |\n", 3, 11)],
    "there is no pile 2": [(P + "North:\nSouth:\npile 2: furs\n", 4, 1)],
    "unknown edition 'amgio'": [("edition: amgio\n", 1, 10)],
    "does not say its edition": [("North:\nSouth:\n", None, None)],
    "a display row must follow": [(P + "  | bow |\nNorth:\nSouth:\n", 2, 3)],
    "cards.crazy-axe": [("edition: ass-i\nNorth:\n  | axe |\nSouth:\n", 3, 5)],
    "completed: North is named twice": [(A + "North:\nSouth:\ncompleted: North 1 North 2\n", 4, 20)],
    "completed: West is not a player": [(A + "North:\nSouth:\ncompleted: West 1\n", 4, 1)],
}


@pytest.mark.parametrize(("fragment", "text", "line", "column"), [
    (fragment, text, line, column) for fragment, cases in ERRORS.items() for text, line, column in cases
])
def test_errors_by_example(fragment: str, text: str, line: int | None, column: int | None) -> None:
    with pytest.raises(NotationError) as caught:
        parse_state(text)
    message = str(caught.value)
    assert fragment in message
    first = next(p for p in caught.value.problems if fragment in f"{p.message} {p.rule} {p.hint}")
    assert (first.line, first.column) == (line, column)
    if line is not None:
        assert "\n    | " in message and "^" in message  # the offending line with a caret


def test_error_reports_every_problem() -> None:
    text = P + "North:\n  | furz . furs . furs |\nSouth:\n  | axe |\n"
    with pytest.raises(NotationError) as caught:
        parse_state(text)
    assert len(caught.value.problems) >= 2


def test_syntax_and_meaning_are_reported_in_one_pass() -> None:
    """Every line is a construct of its own, so a syntax error costs its line only: the
    errors of the other lines, of syntax and of meaning, are named in the same pass, each
    at its place, in the order of the text."""
    text = (P + "North:\n  | bow i2 % stern |\n  | bow furz |\nSouth:\n  | bow1 i1 |\n"
            "pile 1 furs i1\nturn: North, drawn x\n")
    with pytest.raises(NotationError) as caught:
        parse_state(text)
    found = [(p.line, p.column) for p in caught.value.problems]
    assert found == [(3, 12), (4, 9), (7, 8), (8, 20)]  # '%', 'furz', the missing ':', the 'x'
    assert "unknown card 'furz'" in caught.value.problems[1].message
    # a later line's bad character is the one at its place, though earlier lines were set aside
    with pytest.raises(NotationError) as caught:
        parse_state(P + "North:\n  | bow i2 % stern |\nSouth:\n  | bow1 @ i1 |\n")
    assert [p.message.split(";")[0] for p in caught.value.problems] == ["unexpected character '%'",
                                                                         "unexpected character '@'"]
    # a problem of the whole position (here: one player only) may come from a lost line: left out
    with pytest.raises(NotationError) as caught:
        parse_state(P + "North:\nSouth\n")
    assert [(p.line, p.column) for p in caught.value.problems] == [(3, 6)]


def test_completed_boats_are_written_in_seat_order_and_read_back() -> None:
    """The ``completed:`` line (rulings three-boats-count, amigo-fifth-boat): a count per
    player, in seat order whatever order it was written in, read back the same."""
    text = A + "readings: three-boats-count=completed\nNorth:\n  | bow i1 stern |\nSouth:\ncompleted: South 1 North 2\n"
    state = parse_state(text)
    assert state.completed == {"North": 2, "South": 1}
    rendered = render_state(state)
    assert "completed: North 2 South 1\n" in rendered
    assert parse_state(rendered) == state
    assert "completed" not in parse_state(A + "North:\nSouth:\n").model_dump(mode="json")


def test_mat_rows_are_padded_and_rendered_in_full() -> None:
    state = parse_state(P + "North:\n  | bow i1 stern |\nSouth:\n")
    assert len(state.players[0].display) == 3
    assert all(len(row) == 16 for row in state.players[0].display)
    assert render_state(state).count("| bow i1 stern . . . . . . . . . . . . . |") == 1


def test_free_display_is_cut_to_its_cards() -> None:
    state = parse_state(A + "North:\n  | bow i1 stern . . |\n  | . . . . |\nSouth:\n")
    assert state.players[0].display == (("bow", "i1", "stern"),)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(states())
def test_render_then_parse_is_the_same_state(state: State) -> None:
    text = render_state(state)
    again = parse_state(text)
    assert again == state
    assert render_state(again) == text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(states())
def test_actions_round_trip_through_text(state: State) -> None:
    for action in legal_actions(state):
        assert parse_action(str(action)) == action


@settings(max_examples=300, deadline=None)
@given(texts())
def test_random_text_raises_only_notation_error(text: str) -> None:
    try:
        parse_state(text)
    except NotationError as error:
        assert str(error)
    try:
        parse_action(text)
    except NotationError as error:
        assert str(error)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(states(), st.data())
def test_damaged_positions_raise_only_notation_error(state: State, data: st.DataObject) -> None:
    text = render_state(state)
    at = data.draw(st.integers(0, max(0, len(text) - 1)))
    junk = data.draw(st.sampled_from(["", "x", "|", ".", "furs", "\n", ":", "r1c1", "-", "."]))
    cut = data.draw(st.integers(0, 5))
    damaged = text[:at] + junk + text[at + cut :]
    try:
        parse_state(damaged)
    except NotationError:
        pass
