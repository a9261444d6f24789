"""The end of the game: three boats, playing on, the fifth boat, the piles running out."""

from __future__ import annotations

from ..game import Game

Act = tuple


def game_over(g: Game, rule: str) -> None:
    g.over = True
    g.pending.clear()
    g.emit("game-over", rule=rule)


def end_decision(g: Game) -> bool:
    """Work off an end-of-game check; whether the player now has a choice to make.

    rule end.three-boats: Pelikan and ASS-II end at once with three complete boats; in
    ASS-I and Amigo the player may end or play on. rule end.fifth-boat: Amigo ends at five.
    The check waits until the completing boat's attack is over (ruling end-timing).
    """
    boats = len(g.complete_boats(g.turn))
    forced_at = g.rules.end_forced_at
    if g.rules.end_at_three == "forced" and boats >= 3:
        game_over(g, "end.three-boats")
        return False
    if forced_at and boats >= forced_at:
        game_over(g, "end.fifth-boat")
        return False
    if g.rules.end_at_three == "optional" and boats >= 3:
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
