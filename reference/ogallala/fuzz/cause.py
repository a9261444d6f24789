"""What a difference is about: its cause, by which a campaign counts one bug once however
many games meet it, and the rule topics it may touch, by which a reading the reference
does not play is told apart from a finding.

A cause is a short stable text: the kind of difference and the rule or field involved
(``score: scoring.length-bonus``, ``events: completed``, ``rule place: placement.no-moving
placement.where``, ``legal at attack: missing pass``, ``state: players turn``,
``crash at apply place``). Ten games that meet one bug give one cause, counted ten times;
a store and a report from another machine name the same bug by the same text. Nothing in
it depends on the game it was met in (no seed, no position), and what the engine wrote
into it (the rule it named) is cleaned and cut short.
"""

from __future__ import annotations

from ..util.clean import clean
from .compare import Difference
from .write import ACTION_TOPIC, EVENT_TOPIC, PASS_TOPIC

CAUSE_MAX = 300
"""Longest cause, in characters."""


def _kinds(actions: tuple[str, ...]) -> str:
    """The kinds of the actions written out (``place r1c3`` -> ``place``), once each."""
    return " ".join(sorted({clean(a.split(" ", 1)[0], 20) for a in actions}))


def cause(found: Difference, decision: str) -> str:
    """The cause of ``found``, met at a pending ``decision`` (``draw``, ``attack`` ...)."""
    kind = found.kind
    action = found.action.kind if found.action is not None else ""
    if found.failure:
        text = f"{clean(kind, 40)} at {found.request}" + (f" {action}" if action else "")
    elif kind == "legal":
        parts = [f"missing {_kinds(found.missing)}" if found.missing else "",
                 f"unexpected {_kinds(found.unexpected)}" if found.unexpected else ""]
        text = f"legal at {decision or 'end'}: " + "; ".join(p for p in parts if p)
    elif kind in ("refused", "accepted", "rule"):
        text = f"{kind} {action}: " + " ".join(clean(r, 80) for r in found.rules)
    elif kind == "events":
        text = "events: " + " ".join(sorted({e.kind + (f"/{e.rule}" if e.rule else "") for e in found.events}))
    elif kind == "state":
        text = f"state after {found.request}: " + " ".join(found.fields)
    else:
        text = "score: " + (" ".join(found.rules) or "winners")
    return text[:CAUSE_MAX]


def topics(found: Difference, decision: str) -> set[str]:
    """The rule topics the difference may touch: the rules it names, its events', the area
    of its action or decision (a wider net than the scenario's one topic, ``write.topic_of``,
    which needs a replay)."""
    found_topics = set(found.rules) | {e.rule for e in found.events if e.rule}
    found_topics |= {EVENT_TOPIC[e.kind] for e in found.events if e.kind in EVENT_TOPIC}
    if found.action is not None:
        kind = found.action.kind
        found_topics.add(PASS_TOPIC.get(decision, "turn.order") if kind == "pass" else ACTION_TOPIC.get(kind, "turn.order"))
    for text in (*found.missing, *found.unexpected):
        word = text.split(" ", 1)[0]
        found_topics.add(PASS_TOPIC.get(decision, "turn.order") if word == "pass"
                         else ACTION_TOPIC.get(word.replace("play", "play-on"), "turn.order"))
    if found.request in ("start", "load") or found.kind == "state" and "piles" in found.fields:
        found_topics |= {"setup.deck", "setup.piles"}
    if found.kind == "score" and not found.rules:
        found_topics.add("scoring.winner")
    return found_topics
