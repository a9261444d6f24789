#!/usr/bin/env python3
"""A first Ogallala engine: the Pelikan edition's drawing and placing, nothing more.

This is the engine docs/tutorial.md builds step by step. It is written from the rulebook
and docs/protocol.md alone, with the standard library only (it imports nothing of the
`ogallala` package), as an engine author in any language would write it:

    python docs/examples/first_engine.py          # speaks the protocol on stdin/stdout

It knows the deck, the shuffle, the mat, drawing until a card already on the mat, the
same picture never twice in a row, unplaceable cards to the discard pile, the discard pile
shuffled into a new pile, and the end when no card can be drawn. It does not know boats,
attacks, the special cards or scoring: the scenarios about those fail, and the tutorial
says which pass.
"""

from __future__ import annotations

import json
import sys

EDITION = "pelikan-1975"
WIDTH, ROWS = 16, 3
DECK = {  # `ogallala editions --json`: the Pelikan deck in canonical order
    "bow": 6, "stern": 6, "section": 4, "bow1": 6, "stern1": 6, "i1": 6, "i2": 6, "i3": 6, "chief": 6,
    "shaman": 2, "lasso": 6, "archer": 6, "totem": 2, "furs": 6, "firewater": 1, "powder": 1, "tobacco": 1,
    "tent": 1, "eagle": 1, "rifles": 1, "cannon-f": 1, "cannon-r": 1, "soldier": 1, "bear-f": 1, "bear-r": 1,
    "bear-hunter": 1, "buffalo-f": 1, "buffalo-r": 1, "buffalo-hunter": 1, "wood-f": 1, "wood-r": 1,
    "lumberjack": 1, "gold-f": 1, "gold-r": 1, "gold-digger": 1, "horse-f": 1, "horse-r": 1, "cowboy": 1,
}
MASK = (1 << 64) - 1


# -- the shuffle (docs/protocol.md, "The shuffle") ----------------------------------------------

def splitmix64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffle(items: list[str], seed: int) -> tuple[list[str], int]:
    out, state = list(items), seed & MASK
    for i in range(len(out) - 1, 0, -1):
        state, number = splitmix64(state)
        j = number % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state


# -- the game ------------------------------------------------------------------------------------

class Refused(Exception):
    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(reason)
        self.rule, self.reason = rule, reason


def kind(card: str) -> str:
    return card.split(".")[0]


def on_mat(player: dict, card: str) -> bool:
    return any(c is not None and kind(c) == kind(card) for row in player["display"] for c in row)


def spots(player: dict, card: str) -> list[tuple[int, int]]:
    """Every empty space whose row does not hold this picture yet."""
    found = []
    for r, row in enumerate(player["display"]):
        if any(c is not None and kind(c) == kind(card) for c in row):
            continue
        found += [(r + 1, c + 1) for c, x in enumerate(row) if x is None]
    return found


class Game:
    def __init__(self, state: dict) -> None:
        self.s = state

    # helpers
    def me(self) -> dict:
        return next(p for p in self.s["players"] if p["name"] == self.s["turn"])

    def event(self, kind_: str, **fields: object) -> None:
        self.events.append({"kind": kind_, "player": fields.pop("player", self.s["turn"]), **fields})

    def next_turn(self) -> None:
        names = [p["name"] for p in self.s["players"]]
        self.s["turn"] = names[(names.index(self.s["turn"]) + 1) % len(names)]
        self.s["drawn"], self.s["ending"] = 0, False
        self.event("turn")

    def settle(self) -> None:
        """Work off what leaves no choice: a new draw, a reshuffle, the end."""
        s = self.s
        if s["over"]:
            return
        if not s["pending"]:
            if s["ending"]:
                self.next_turn()
            s["pending"] = [{"kind": "draw"}]
        if s["pending"][0]["kind"] == "draw" and not s["piles"][0]:
            if s["discard"] and s.get("displayed_at_reshuffle") is None:
                s["piles"][0], s["seed"] = shuffle(s["discard"], s["seed"])
                s["discard"] = []
                s["displayed_at_reshuffle"] = sum(c is not None for p in s["players"] for r in p["display"] for c in r)
                self.event("reshuffled", pile=1)
            else:
                s["over"], s["pending"] = True, []
                self.event("game-over", rule="end.piles-exhausted")

    def legal(self) -> list[dict]:
        s = self.s
        if s["over"]:
            return []
        head = s["pending"][0]
        if head["kind"] == "draw":
            return [{"kind": "draw", "pile": 1}]
        if head["kind"] == "place":
            places = [{"kind": "place", "at": {"row": r, "col": c}} for r, c in spots(self.me(), head["card"])]
            return places or [{"kind": "discard"}]
        return []

    def apply(self, action: dict) -> None:
        s, head = self.s, self.s["pending"][0] if self.s["pending"] else None
        self.events = []
        if s["over"] or head is None:
            raise Refused("end.three-boats", "the game is over")
        what = action.get("kind")
        if head["kind"] == "draw":
            if what != "draw":
                raise Refused("turn.draw", f"{s['turn']} must draw a card now, not {what}")
            if action.get("pile", 1) != 1 or not s["piles"][0]:
                raise Refused("turn.draw", "there is one pile, and it must hold a card")
            card = s["piles"][0].pop(0)
            s["drawn"] += 1
            self.event("drew", card=card, pile=1)
            if on_mat(self.me(), card):
                s["ending"] = True  # a card he already has: he places it, then the turn passes
            s["pending"] = [{"kind": "place", "card": card, "source": "drawn"}]
        elif head["kind"] == "place":
            card = head["card"]
            if what == "discard":
                if head.get("source", "drawn") != "drawn":
                    raise Refused("placement.where", f"a {head['source']} card must be placed")
                if spots(self.me(), card):
                    raise Refused("turn.unplaceable-card", f"{card} can be placed, so it may not be discarded")
                s["discard"].insert(0, card)
                s["ending"] = True
                self.event("discarded", card=card)
            elif what == "place":
                if action.get("shift"):
                    raise Refused("placement.no-moving", "cards once placed are never moved")
                r, c = action["at"]["row"], action["at"]["col"]
                if not (1 <= r <= ROWS and 1 <= c <= WIDTH):
                    raise Refused("placement.display-limits", f"the mat has {ROWS} rows of {WIDTH} spaces")
                row = self.me()["display"][r - 1]
                if row[c - 1] is not None:
                    raise Refused("placement.no-moving", f"r{r}c{c} already holds {row[c - 1]}")
                if any(x is not None and kind(x) == kind(card) for x in row):
                    raise Refused("placement.same-picture", f"row {r} already holds {kind(card)}")
                row[c - 1] = card
                self.event("placed", card=card, at={"row": r, "col": c})
            else:
                raise Refused("placement.where", f"{s['turn']} must place the card in hand, not {what}")
            s["pending"] = []
        else:
            raise Refused("turn.draw", "this engine knows only drawing and placing")
        self.settle()


def new_game(request: dict) -> dict:
    deck = [card for card, n in DECK.items() for _ in range(n)]
    piles = request.get("piles")
    if piles is None:
        cards, seed = shuffle(deck, request.get("seed") or 0)
        piles = [cards]
    else:
        seed = request.get("seed") or 0
    players = request["players"]
    if not 2 <= len(players) <= 4:
        raise ValueError(f"Pelikan is for 2 to 4 players, not {len(players)}")
    state = {"edition": EDITION, "options": [], "seed": seed, "piles": [list(p) for p in piles], "discard": [],
             "out": [], "turn": players[0], "drawn": 0, "ending": False, "pending": [], "first_three": None,
             "displayed_at_reshuffle": None, "over": False,
             "players": [{"name": n, "display": [[None] * WIDTH for _ in range(ROWS)]} for n in players]}
    game = Game(state)
    game.events = []
    game.settle()
    return state


def answer(request: dict, game: Game | None) -> tuple[dict, Game | None]:
    rid, cmd = request.get("id"), request.get("cmd")
    if cmd == "hello":
        return {"type": "hello", "id": rid, "name": "first engine", "version": "0.1", "protocol": 1,
                "editions": [EDITION], "pipelining": True}, game  # it reads stdin line by line
    if cmd == "start":
        if request.get("edition") != EDITION or request.get("options") or request.get("readings"):
            return {"type": "error", "id": rid, "code": "unsupported", "message": "only plain Pelikan"}, game
        try:
            return {"type": "state", "id": rid, "state": (g := Game(new_game(request))).s}, g
        except ValueError as error:
            return {"type": "error", "id": rid, "code": "invalid-setup", "message": str(error)}, game
    if cmd == "load":
        g = Game(request["state"])
        g.events = []
        g.settle()
        return {"type": "state", "id": rid, "state": g.s}, g
    if cmd == "stop":
        return {"type": "stopped", "id": rid}, game
    if game is None:
        return {"type": "error", "id": rid, "code": "no-game", "message": "start or load a game first"}, game
    if cmd == "legal":
        return {"type": "legal", "id": rid, "actions": [{"action": a} for a in game.legal()]}, game
    if cmd == "state":
        return {"type": "state", "id": rid, "state": game.s}, game
    if cmd == "apply":
        before = json.dumps(game.s)
        try:
            game.apply(request["action"])
        except Refused as refusal:
            game.s = json.loads(before)  # a refused action changes nothing
            return {"type": "rejected", "id": rid, "rule": refusal.rule, "reason": refusal.reason}, game
        return {"type": "applied", "id": rid, "state": game.s, "events": game.events}, game
    return {"type": "error", "id": rid, "code": "unsupported", "message": f"`{cmd}` is not implemented"}, game


def main() -> None:
    game = None
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            reply, game = answer(request, game)
        except Exception as error:  # a bug of ours: say so, keep going
            reply = {"type": "error", "id": None, "code": "internal", "message": f"{type(error).__name__}: {error}"}
        print(json.dumps(reply), flush=True)
        if reply["type"] == "stopped":
            return


if __name__ == "__main__":
    main()
