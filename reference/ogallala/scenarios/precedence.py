"""Which rule a refusal names when an action breaks two rules at once: docs/precedence.md.

The order is a convention of the protocol (the rulebooks never say which of two broken
rules a player is told of), so every engine must follow one: this module holds it, per
kind of action, as the checks in the order they are made (``ORDER``), and, for every
pair of rules one action could break together, the scenarios that show which is named
(``PAIRS``), or why the two never meet. The scenarios are the proof: tests check that each
named scenario is tagged with both rules and that its refusal names the rule ``ORDER``
puts first, that every pair of rules of an action is accounted for, and that every
scenario of the ``precedence`` features is listed here.

``python -m ogallala.scenarios.precedence > docs/precedence.md`` writes the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations

from .load import all_scenarios

DUE, OWN = "(the decision due)", "(the action's own rules)"
"""Stand-ins, in the checks every action goes through first, for the rule of the decision
due (turn.draw, placement.where, cards.lasso ..., attack.when for an attack) and for
whatever the action's own kind checks next (the sections below)."""

ORDER: dict[str, tuple[tuple[str, str], ...]] = {
    "any action": (
        ("end.three-boats", "the game is over (whichever rule ended it)"),
        ("setup.players", "the action names a player who is not in the game"),
        (DUE, "the action does not answer the decision due (an attack that is not due: attack.when)"),
        (OWN, "the checks of the action's kind, below"),
    ),
    "place": (
        ("placement.adjacency", "free display: the first card not at r1c1, or a space out of reach (beyond the ring around the cards)"),
        ("placement.display-limits", "the space is off the mat, or makes a free display too high or too wide"),
        ("placement.no-moving", "the space holds a card"),
        ("placement.adjacency", "free display: the space touches no card (a card that must touch one)"),
        ("placement.same-picture", "the row (Amigo: the boat) would hold the picture twice"),
        ("boats.horizontal", "a second canoe in the row (ruling one-canoe-per-row, one-per-row)"),
        ("placement.bow-stern-neighbours", "something other than a stern left of a bow, or than a bow right of a stern"),
        ("variant.two-tribes", "the card would join a boat of the other tribe, or join boats of both"),
    ),
    "place with a shift": (
        ("placement.no-moving", "the edition lets no placed card move"),
        ("shift.suite", "not a suite card, a source that may not push, an empty space (a space off the mat too), a boat without the suite, or other cards in the run pushed"),
        ("placement.display-limits", "a space off the mat: never reached, as the space holds no card, which the check before refuses"),
        ("shift.limits", "the run would be pushed off the mat or make the display too wide"),
        ("shift.suite", "where the inserted card ends up (ruling shift-target)"),
        ("placement.same-picture", "the row as the shift leaves it, every card of it, judged as a plain placement's "
                                   "row and in the same order (the plain placement's scenarios show these three pairs)"),
        ("placement.bow-stern-neighbours", "the same"),
        ("variant.two-tribes", "the same"),
    ),
    "discard": (
        ("placement.where", "the card in hand was not drawn (lassoed, claimed, conquered): it must be placed"),
        ("turn.unplaceable-card", "the drawn card can be placed"),
    ),
    "lasso": (
        ("cards.lasso", "the player's own card (ruling ass-i-special-owner), no card there, or a card of a complete boat"),
        ("cards.totem", "the totem shields the boat (the totem itself may be taken from an incomplete one)"),
        ("cards.lasso", "the card could not be placed in the player's display"),
    ),
    "shoot": (
        ("cards.archer", "the player's own card, no card there, a card without Indians (ruling ass-i-archer-target), or a complete boat"),
        ("cards.totem", "the totem shields the boat"),
    ),
    "claim": (
        ("cards.hunters", "the player's own card, no card there, no booty half of the suite, or a complete boat (ruling hunter-claims)"),
        ("cards.totem", "the totem shields the boat"),
        ("cards.hunters", "both halves must be claimed and cannot, or the card could not be placed"),
    ),
    "attack": (
        ("attack.double", "two targets for a boat that may attack only one"),
        ("attack.targets", "for each target in the order named: the player's own boat, or no boat the edition lets be attacked"),
        ("cards.totem", "the same target: the totem shields it"),
        ("attack.strength", "the same target: not weaker than the attacker"),
        ("variant.two-tribes", "the same target: of the attacker's own tribe"),
        ("attack.double", "two targets, each open to attack, that the strength cannot be divided over, or named in the wrong order"),
    ),
}
"""Every kind of action, its checks in the order they are made: a refusal names the rule of
the first check the action fails. Actions whose refusals have one rule (draw: turn.draw;
stop: turn.voluntary-stop; sink: cards.crazy-axe; take, done: attack.spoils; pass: the
decision's rule) go through the first section only."""


@dataclass(frozen=True)
class Pair:
    action: str
    named: str
    other: str
    scenarios: tuple[str, ...] = ()
    never: str = ""
    """Why the two rules cannot be broken by one action, when no scenario shows them."""


def _p(action: str, named: str, other: str, *scenarios: str, never: str = "") -> Pair:
    return Pair(action, named, other, scenarios, never)


PAIRS: tuple[Pair, ...] = (
    _p("any action", "end.three-boats", "setup.players", "turn_precedence_over_over_no_such_player"),
    _p("any action", "end.three-boats", DUE, never="a game that is over has nothing pending, so nothing is due"),
    _p("any action", "end.three-boats", OWN, "turn_precedence_over_over_empty_piles"),
    _p("any action", "setup.players", DUE, "turn_precedence_no_such_player_over_draw_due"),
    _p("any action", "setup.players", OWN, "attack_precedence_no_such_player"),
    _p("any action", DUE, OWN, "turn_precedence_draw_due_over_occupied", "turn_precedence_place_due_over_empty_pile",
       "attack_precedence_not_due_over_strength", "attack_precedence_not_due_over_lasso_due"),

    _p("place", "placement.adjacency", "placement.display-limits", "placement_precedence_out_of_reach_over_limits"),
    _p("place", "placement.display-limits", "placement.adjacency", "placement_precedence_limits_over_touch"),
    _p("place", "placement.no-moving", "placement.adjacency", "placement_precedence_occupied_over_touch"),
    _p("place", "placement.adjacency", "placement.same-picture", "placement_precedence_touch_over_picture"),
    _p("place", "placement.adjacency", "boats.horizontal",
       never="the adjacency of a free display and one canoe per row (a mat edition's ruling) are never rules of one edition"),
    _p("place", "placement.adjacency", "placement.bow-stern-neighbours",
       never="a space out of reach or touching no card has no card beside it in its row"),
    _p("place", "placement.adjacency", "variant.two-tribes",
       never="a card that touches no card joins no boat, so it mixes no tribes"),
    _p("place", "placement.display-limits", "placement.no-moving", never="a space beyond the limits holds no card"),
    _p("place", "placement.display-limits", "placement.same-picture", "placement_precedence_limits_over_picture"),
    _p("place", "placement.display-limits", "boats.horizontal", never="a space off the mat lies in no row"),
    _p("place", "placement.display-limits", "placement.bow-stern-neighbours", "placement_precedence_limits_over_neighbours"),
    _p("place", "placement.display-limits", "variant.two-tribes", "placement_precedence_limits_over_tribes"),
    _p("place", "placement.no-moving", "placement.same-picture", "placement_precedence_occupied_over_picture"),
    _p("place", "placement.no-moving", "boats.horizontal", "placement_precedence_occupied_over_one_canoe"),
    _p("place", "placement.no-moving", "placement.bow-stern-neighbours", "placement_precedence_occupied_over_neighbours"),
    _p("place", "placement.no-moving", "variant.two-tribes", "placement_precedence_occupied_over_tribes"),
    _p("place", "placement.same-picture", "boats.horizontal", "placement_precedence_picture_over_one_canoe"),
    _p("place", "placement.same-picture", "placement.bow-stern-neighbours", "placement_precedence_picture_over_neighbours"),
    _p("place", "placement.same-picture", "variant.two-tribes", "placement_precedence_picture_over_tribes"),
    _p("place", "boats.horizontal", "placement.bow-stern-neighbours",
       never="one canoe per row is a reading of Pelikan and Ogallala II, the bow and stern neighbours a rule of Amigo only"),
    _p("place", "boats.horizontal", "variant.two-tribes",
       never="one canoe per row is a reading of Pelikan and Ogallala II, which have no two-tribe variant"),
    _p("place", "placement.bow-stern-neighbours", "variant.two-tribes", "placement_precedence_neighbours_over_tribes"),

    _p("place with a shift", "placement.no-moving", "shift.suite", "shift_precedence_no_shift_over_suite"),
    _p("place with a shift", "placement.no-moving", "placement.display-limits", "shift_precedence_no_shift_over_suite"),
    _p("place with a shift", "placement.display-limits", "shift.limits",
       never="a space off the mat holds no run of cards to push"),
    _p("place with a shift", "placement.display-limits", "placement.same-picture", never="a space off the mat lies in no row"),
    _p("place with a shift", "placement.display-limits", "placement.bow-stern-neighbours", never="a space off the mat lies in no row"),
    _p("place with a shift", "placement.display-limits", "variant.two-tribes", never="a space off the mat lies in no row"),
    _p("place with a shift", "placement.no-moving", "shift.limits",
       never="the limits of a shift are a rule only of the editions with shifts (Ogallala I, Amigo), where placed cards may move"),
    _p("place with a shift", "placement.no-moving", "placement.same-picture", "shift_precedence_no_shift_over_picture"),
    _p("place with a shift", "placement.no-moving", "placement.bow-stern-neighbours",
       never="the bow and stern neighbours are a rule of Amigo only, where cards may be shifted"),
    _p("place with a shift", "placement.no-moving", "variant.two-tribes",
       never="the editions without shifts (Pelikan, Ogallala II) have no two-tribe variant"),
    _p("place with a shift", "shift.suite", "shift.limits", "shift_precedence_suite_over_limits"),
    _p("place with a shift", "shift.suite", "placement.display-limits", "shift_precedence_suite_over_mat"),
    _p("place with a shift", "shift.suite", "placement.same-picture", "shift_precedence_suite_over_picture"),
    _p("place with a shift", "shift.suite", "placement.bow-stern-neighbours", "shift_precedence_suite_over_neighbours"),
    _p("place with a shift", "shift.suite", "variant.two-tribes", "shift_precedence_suite_over_tribes"),
    _p("place with a shift", "shift.limits", "placement.same-picture",
       never="the rules of the row judge the row as the shift leaves it, and a run pushed off the mat or beyond the "
             "display's width leaves none"),
    _p("place with a shift", "shift.limits", "placement.bow-stern-neighbours", never="as above: no row is left to judge"),
    _p("place with a shift", "shift.limits", "variant.two-tribes", never="as above: no row is left to judge"),
    # the row a shift leaves is judged by the rules of a plain placement, in the same order
    # (one check of the row serves both): the plain placement's scenarios show these pairs
    _p("place with a shift", "placement.same-picture", "placement.bow-stern-neighbours",
       "placement_precedence_picture_over_neighbours"),
    _p("place with a shift", "placement.same-picture", "variant.two-tribes", "placement_precedence_picture_over_tribes"),
    _p("place with a shift", "placement.bow-stern-neighbours", "variant.two-tribes",
       "placement_precedence_neighbours_over_tribes"),

    _p("discard", "placement.where", "turn.unplaceable-card", "placement_precedence_gained_card_over_fitting"),

    _p("lasso", "cards.lasso", "cards.totem", "cards_precedence_lasso_own_over_totem", "cards_precedence_lasso_complete_over_totem"),
    _p("lasso", "cards.totem", "cards.lasso", "cards_precedence_totem_over_lasso_unplaceable"),
    _p("shoot", "cards.archer", "cards.totem", "cards_precedence_archer_complete_over_totem", "cards_precedence_archer_no_indians_over_totem"),
    _p("claim", "cards.hunters", "cards.totem", "cards_precedence_claim_not_half_over_totem"),
    _p("claim", "cards.totem", "cards.hunters",
       never="the last check fails only for a half the player could not place, and the two halves of a suite fit the "
             "same spaces (booty obeys the same placement rules, and the player holds neither half, or the other "
             "half is no target): with one unplaceable, so is the other, and the claim has lapsed before anything "
             "is refused"),

    _p("attack", "attack.double", "attack.targets", "attack_precedence_double_over_targets"),
    _p("attack", "attack.double", "cards.totem", "attack_precedence_double_over_totem"),
    _p("attack", "attack.double", "attack.strength", "attack_precedence_double_over_strength"),
    _p("attack", "attack.strength", "attack.double", "attack_precedence_strength_over_split"),
    _p("attack", "attack.double", "variant.two-tribes",
       never="the double attack is Pelikan's and Ogallala II's, which have no two-tribe variant; Amigo and Ogallala I "
             "refuse two targets before any tribe is looked at, and their tribes are shown against the other target rules"),
    _p("attack", "attack.targets", "cards.totem", "attack_precedence_own_over_totem"),
    _p("attack", "attack.targets", "attack.strength", "attack_precedence_own_over_strength", "attack_precedence_complete_over_strength"),
    _p("attack", "attack.targets", "variant.two-tribes", "attack_precedence_own_over_tribes"),
    _p("attack", "cards.totem", "attack.strength", "attack_precedence_totem_over_strength", "attack_precedence_first_target_first"),
    _p("attack", "cards.totem", "variant.two-tribes", "attack_precedence_totem_over_tribes"),
    _p("attack", "attack.strength", "variant.two-tribes", "attack_precedence_strength_over_tribes"),
)
"""Every pair of rules one action of a kind could break together: the rule the refusal
names, the other, and the scenarios that show it (or why they never meet). Where a rule is
checked at two places (the adjacency of a free display, the lasso's own limits), a pair
can go either way, and each way has its own line."""


# -- what the scenarios say ------------------------------------------------------------

REFUSED = re.compile(r'^"(?P<action>.+)" is refused by rule (?P<rule>\S+)$')


def refusals(scenario_id: str) -> list[tuple[str, str]]:
    """The actions a scenario expects refused, with the rule named (placeholders filled in,
    every row of an outline)."""
    found = []
    for scenario in all_scenarios():
        if scenario.id != scenario_id:
            continue
        for run in scenario.runs():
            for step in run.steps:
                m = REFUSED.match(step.text)
                if m:
                    found.append((m["action"], m["rule"]))
    return found


def precedence_scenarios() -> list[str]:
    """The ids of every scenario of a ``precedence`` feature."""
    return [s.id for s in all_scenarios() if s.feature.endswith("/precedence.feature")]


def rules_of(action: str) -> list[str]:
    return list(dict.fromkeys(rule for rule, _ in ORDER[action]))


def first(action: str, a: str, b: str) -> set[str]:
    """The rules a refusal can name when ``a`` and ``b`` are both broken: the rule of each
    earliest check, one per way the two rules' checks can be ordered."""
    places = {rule: [i for i, (r, _) in enumerate(ORDER[action]) if r == rule] for rule in (a, b)}
    return {a if i < j else b for i in places[a] for j in places[b]}


def unaccounted() -> list[str]:
    """Pairs of rules of an action with no line in ``PAIRS``."""
    known = {(p.action, frozenset((p.named, p.other))) for p in PAIRS}
    return [f"{action}: {a} / {b}" for action in ORDER for a, b in combinations(rules_of(action), 2)
            if (action, frozenset((a, b))) not in known]


# -- the page --------------------------------------------------------------------------

def render() -> str:
    shown = len({s for p in PAIRS for s in p.scenarios})
    out = [
        "# Which rule a refusal names",
        "",
        "An action can break two rules at once: a lasso thrown at the player's own totem boat, a",
        "card placed on an occupied space that would also repeat a picture. The `rejected` reply",
        "names one rule ([protocol.md](protocol.md#which-rule-a-refusal-names)), and every engine",
        "must name the same one. The rulebooks never say which: this order is the protocol's",
        "convention. Each action is checked in the order below, and the refusal names the rule of",
        "the first check it fails.",
        "",
        "The second table of each kind lists every pair of its rules: the rule named when both are",
        "broken, and the scenarios that show it, or why one action never breaks both.",
        f"{len(PAIRS)} pairs, {sum(1 for p in PAIRS if p.scenarios)} shown by {shown} scenarios, "
        f"{sum(1 for p in PAIRS if not p.scenarios)} that never meet.",
        "",
        "This file is generated from `ogallala/scenarios/precedence.py`",
        "(`python -m ogallala.scenarios.precedence > docs/precedence.md`); a test keeps it current,",
        "and checks each scenario against the order.",
    ]
    for action, checks in ORDER.items():
        out += ["", f"## {action[0].upper()}{action[1:]}", ""]
        out += [f"{i}. `{rule}`: {what}" if not rule.startswith("(") else f"{i}. {rule}: {what}"
                for i, (rule, what) in enumerate(checks, start=1)]
        out += ["", "| named | when also broken | scenarios |", "|---|---|---|"]
        for p in PAIRS:
            if p.action != action:
                continue
            named, other = (f"`{r}`" if not r.startswith("(") else r for r in (p.named, p.other))
            shows = ", ".join(f"`{s}`" for s in p.scenarios) if p.scenarios else f"never meet: {p.never}"
            out.append(f"| {named} | {other} | {shows} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    print(render(), end="")
