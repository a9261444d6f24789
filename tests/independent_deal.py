"""A second, deliberately separate reading of the deal and the reshuffle, for the scenarios
that pin them down.

Written from docs/protocol.md ("The shuffle") alone: its SplitMix64 and Fisher-Yates typed
in again, the canonical deck order read from the edition files as plain TOML (not through
``ogallala.model.editions``), the readings that change a deck re-derived from their rulings'
texts by name. Nothing here asks the engine, so a scenario whose expected piles come from
this module cannot merely repeat the engine's answer.

``python tests/independent_deal.py deal ass-i 11 tribes --reading ass-i-stacks=sorted-by-type``
prints the position a new game starts from; ``... reshuffle SEED CARD...`` the pile a
discard pile (top card first) becomes, and the seed after it.
"""

from __future__ import annotations

import argparse
import tomllib
from pathlib import Path

EDITIONS = Path(__file__).resolve().parent.parent / "spec" / "editions"
M = 2**64 - 1


def next_number(state: int) -> tuple[int, int]:
    """SplitMix64, as docs/protocol.md writes it: the next state and the number it yields."""
    state = (state + 0x9E3779B97F4A7C15) & M
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
    return state, z ^ (z >> 31)


def shuffled(cards: list[str], seed: int) -> tuple[list[str], int]:
    """Fisher-Yates from the last card down, one number per swap; the cards and the seed after."""
    out, state = list(cards), seed
    for i in range(len(out) - 1, 0, -1):
        state, number = next_number(state)
        j = number % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state


# The readings that change the deck, from their rulings' texts (spec/rulings/*.toml):
#   ass-i-tribe-split = example-counts: "6 cards with 2 Red Indians, 3 red and 3 blue, instead of 10"
#   amigo-totem-indian = tribe-colour: "one totem is red and one black"
#   amigo-deck-split = four-specials and declared(...): below, where the deck is read
#   ass-i-stacks = sorted-by-type: "bow and stern cards (... and empty canoe sections if used), the
#     other Red Indian cards (the totem among them) and booty cards, each shuffled separately
#     into its own stack: stacks 1, 2 and 3"
BOW_STERN = {"empty-bow", "empty-stern", "empty-section", "indian-bow", "indian-stern"}
BOOTY = {"simple-booty"}  # and every suite card (halves and persons)


def deck(edition: str, options: list[str], readings: dict[str, str]) -> list[tuple[str, str]]:
    """The deck in canonical order, as (card, group) with group 1 bows and sterns, 2 other
    Indian cards, 3 booty: the ``[[cards]]`` in file order, then each suite's front half,
    rear half and person; a kind split by colour gives the first colour's cards first when
    the two tribes are played."""
    data = tomllib.loads((EDITIONS / f"{edition}.toml").read_text(encoding="utf-8"))
    tribes = "tribes" in options
    colours = data.get("tribes", {}).get("colours", [])
    counts: dict[str, list[int] | int] = {}
    groups: dict[str, int] = {}
    order: list[str] = []
    for card in data["cards"]:
        counts[card["id"]] = list(card["split"]) if "split" in card else card["count"]
        groups[card["id"]] = 1 if card["category"] in BOW_STERN else 3 if card["category"] in BOOTY else 2
        order.append(card["id"])
    for suite in data.get("suites", []):
        for kid in (f"{suite['id']}-f", f"{suite['id']}-r", suite["person"]):
            counts[kid], groups[kid] = 1, 3
            order.append(kid)
    if edition == "amigo" and readings.get("amigo-deck-split") == "four-specials":
        # "one lasso thrower, one archer, one Crazy Axe and one totem ... (i1 14, i2 10, i3 10,
        # chief 8), and the single lasso thrower, archer and Crazy Axe carry red numbers"
        counts.update({"lasso": [1, 0], "archer": [1, 0], "axe": [1, 0], "totem": 1, "i1": [7, 7], "i2": [5, 5],
                       "i3": [5, 5], "chief": [4, 4]})
    stated = readings.get("amigo-deck-split", "")
    if edition == "amigo" and stated.startswith("declared(") and stated.endswith(")"):
        # "The engine names every kind with its count, a kind with tribe colours as red+black"
        for entry in stated[len("declared("):-1].split(","):
            kid, _, number = entry.partition("=")
            red, plus, black = number.partition("+")
            counts[kid] = [int(red), int(black)] if plus else int(red)
    if edition == "amigo" and readings.get("amigo-totem-indian") == "tribe-colour":
        counts["totem"] = [1, 1]
    variants = {v["id"]: v for v in data.get("variants", [])}
    for vid in options:
        variant = variants[vid]
        add, remove = dict(variant.get("add", {})), dict(variant.get("remove", {}))
        if edition == "ass-i" and vid == "tribes" and readings.get("ass-i-tribe-split") == "example-counts":
            remove["i2"] = [2, 2]
        for sign, changes in ((1, add), (-1, remove)):
            for kid, change in changes.items():
                have = counts[kid]
                if isinstance(change, list):
                    assert isinstance(have, list), (kid, have)
                    counts[kid] = [have[0] + sign * change[0], have[1] + sign * change[1]]
                else:
                    counts[kid] = (sum(have) if isinstance(have, list) else have) + sign * change
    out: list[tuple[str, str]] = []
    for kid in order:
        n = counts[kid]
        if isinstance(n, list) and tribes:
            out += [(f"{kid}.{colours[0]}", groups[kid])] * n[0] + [(f"{kid}.{colours[1]}", groups[kid])] * n[1]
        else:
            out += [(kid, groups[kid])] * (sum(n) if isinstance(n, list) else n)
    return out


def deal(edition: str, options: list[str], seed: int, readings: dict[str, str] | None = None) -> tuple[list[list[str]], int]:
    """The draw piles of a new game (each top card first) and the state's seed after the deal."""
    readings = readings or {}
    data = tomllib.loads((EDITIONS / f"{edition}.toml").read_text(encoding="utf-8"))
    count = data["piles"]["count"]
    cards = deck(edition, sorted(options), readings)
    if count == 3 and readings.get("ass-i-stacks") == "sorted-by-type":
        piles = []
        for group in (1, 2, 3):
            pile, seed = shuffled([c for c, g in cards if g == group], seed)
            piles.append(pile)
        return piles, seed
    order, seed = shuffled([c for c, _ in cards], seed)
    return [order[k::count] for k in range(count)], seed


def position(edition: str, options: list[str], seed: int, readings: dict[str, str] | None = None,
             players: tuple[str, ...] = ("North", "South")) -> str:
    """A new game's position in the notation, as a scenario writes it (no edition line)."""
    piles, after = deal(edition, options, seed, readings)
    lines = [f"options: {' '.join(sorted(options))}"] if options else []
    lines.append(f"seed: {after}")
    lines += [f"{p}:" for p in players]
    lines += [f"pile {k}: {' '.join(pile)}" for k, pile in enumerate(piles, 1)]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    d = sub.add_parser("deal")
    d.add_argument("edition")
    d.add_argument("seed", type=int)
    d.add_argument("options", nargs="*")
    d.add_argument("--reading", action="append", default=[])
    r = sub.add_parser("reshuffle")
    r.add_argument("seed", type=int)
    r.add_argument("cards", nargs="+")
    args = parser.parse_args()
    if args.what == "deal":
        readings = dict(x.split("=", 1) for x in args.reading)
        print(position(args.edition, args.options, args.seed, readings))
    else:
        pile, seed = shuffled(args.cards, args.seed)
        print(f"pile: {' '.join(pile)}\nseed: {seed}")


if __name__ == "__main__":
    main()
