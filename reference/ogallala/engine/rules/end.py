"""The end of the game: three boats, playing on, the fifth boat, the piles running out."""

from __future__ import annotations

from typing import Any

from ..game import Game

Act = tuple[Any, ...]


def game_over(g: Game, rule: str) -> None:
    g.over = True
    g.pending.clear()
    g.emit("game-over", rule=rule)


def boats(g: Game, counted: str) -> int:
    """The active player's boats toward an end of the game: the complete boats he holds, or
    (``counted`` "completed") the boats he has completed in the game, held or lost since
    (rulings three-boats-count, amigo-fifth-boat)."""
    if counted == "completed":
        return g.completed[g.names[g.turn]]
    return g.complete_count(g.turn)


def forced(g: Game) -> str | None:
    """The rule that ends the game now for the active player's complete boats, if any.

    rule end.three-boats: Pelikan and ASS-II end at once with three complete boats.
    rule end.fifth-boat: Amigo ends at five.
    """
    if g.rules.end_at_three == "forced" and boats(g, g.rules.boats_counted) >= 3:
        return "end.three-boats"
    if g.rules.end_forced_at and boats(g, g.rules.fifth_counted) >= g.rules.end_forced_at:
        return "end.fifth-boat"
    return None


def may_end(g: Game) -> bool:
    """rule end.three-boats / end.play-on: whether the active player may now end the game
    (ASS-I, Amigo): with three or more complete boats (or boats completed: ruling
    three-boats-count); only the first player to three where no other may end it (ruling
    amigo-who-may-end)."""
    if g.rules.end_at_three != "optional" or boats(g, g.rules.boats_counted) < 3:
        return False
    return g.rules.end_chance != "first-three" or g.first_three == g.names[g.turn]


def end_decision(g: Game) -> bool:
    """Work off an end-of-game check; whether the player now has a choice to make.

    The check waits until the completing boat's attack is over (ruling end-timing).
    """
    rule = forced(g)
    if rule is not None:
        game_over(g, rule)
        return False
    if may_end(g):
        return True
    g.pop()
    return False


def end_actions(g: Game) -> list[Act]:
    return [("end",), ("play-on",)]


def do_end(g: Game) -> None:
    g.emit("ended")
    game_over(g, "end.three-boats")


def do_play_on(g: Game) -> None:
    g.pop()
    g.emit("played-on")  # rule end.play-on
