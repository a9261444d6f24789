"""The blocks of docs/protocol.md that are written from the engine's own tables.

Two conventions an engine author otherwise learns only from a failure message are tables
in the code: the order in which pending items are queued (``model.state.PENDING_ORDER``,
``SPECIAL_FIRST_ORDER`` where a drawn archer or lasso thrower acts before it is placed, and
``ATTACK_FIRST_ORDER`` where a completed boat attacks before the archer or lasso thrower
that completed it acts)
and which actions answer each pending decision, with the rule a refusal names for any
other (``engine.rules.explain``: ``FITS`` and ``DECISION_RULES``). docs/protocol.md repeats
them between markers; ``python -m ogallala.documents.conventions docs/protocol.md`` writes
them, and tests/test_conventions.py fails while the page is not current.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..engine.rules.explain import DECISION_RULES, FITS, WHAT
from ..model.state import ATTACK_FIRST_ORDER, PENDING_ORDER, SPECIAL_FIRST_ORDER

ORDER_BEGIN, ORDER_END = "<!-- pending-order:begin -->\n", "<!-- pending-order:end -->"
REFUSAL_BEGIN, REFUSAL_END = "<!-- decision-rules:begin -->\n", "<!-- decision-rules:end -->"


def pending_order() -> str:
    """The queue's ranks: an item goes in behind every item of a lower rank, and of its own
    rank too except a card in hand (rank 0), which goes before the others of its rank."""
    kinds = sorted(PENDING_ORDER, key=lambda k: (PENDING_ORDER[k], list(PENDING_ORDER).index(k)))
    lines = ["| pending kind | rank | rank where a drawn archer or lasso thrower acts before it is placed "
             "(ruling pelikan-special-timing, before-placing) | rank where a completed boat attacks before the "
             "archer or lasso thrower that completed it acts (ruling special-attack-order, attack-first) |",
             "|---|---:|---:|---:|"]
    lines += [f"| `{k}` | {PENDING_ORDER[k]} | {SPECIAL_FIRST_ORDER[k]} | {ATTACK_FIRST_ORDER[k]} |" for k in kinds]
    return "\n".join(lines)


def decision_rules() -> str:
    """For each pending kind: the actions that answer it, and the rule that refuses any other."""
    lines = ["| decision due | what the player must do | actions that answer it | any other action is refused under |",
             "|---|---|---|---|"]
    for kind, rule in DECISION_RULES.items():
        answers = ", ".join(f"`{a}`" for a in sorted(FITS[kind]))
        other = f"`{rule}` (an `attack`: `attack.when`)" if kind != "attack" else f"`{rule}`"
        lines.append(f"| `{kind}` | {WHAT[kind]} | {answers} | {other} |")
    return "\n".join(lines)


def _between(text: str, begin: str, end: str, body: str) -> str:
    head, rest = text.split(begin, 1)
    return head + begin + body + "\n" + end + rest.split(end, 1)[1]


def protocol_blocks(text: str) -> str:
    """docs/protocol.md with both blocks made current."""
    text = _between(text, ORDER_BEGIN, ORDER_END, pending_order())
    return _between(text, REFUSAL_BEGIN, REFUSAL_END, decision_rules())


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else Path("docs/protocol.md")
    text = path.read_text(encoding="utf-8")
    new = protocol_blocks(text)
    if new != text:
        path.write_text(new, encoding="utf-8")
    print(f"{path}: {'updated' if new != text else 'already current'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
