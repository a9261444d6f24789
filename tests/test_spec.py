"""The rules specification: it loads, it covers the agreed catalogue, its quotes are real,
its JSON has the documented shape and the committed documents are current.

Where a property can be computed from the TOML files without the package, the test does
so, and compares: a test that only replays the code's own output cannot fail.
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from ogallala.commands.cli import main
from ogallala.util.errors import UserError
from ogallala.model.editions import EDITION_IDS, Rules, Scoring, all_editions
from ogallala.model.spec import SpecError, load_spec
from ogallala.documents import citations, compare
from ogallala.model.spec.load import load_from

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec"
DOCS = ROOT / "docs"

P, A2, A1, AM = EDITION_IDS
ALL = frozenset(EDITION_IDS)

# The topic catalogue (brief: spec-catalogue.md): every topic id and the editions that have it.
CATALOGUE_TOPICS: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        [
            "setup.players", "setup.deck", "setup.display", "setup.piles", "setup.start-player",
            "turn.order", "turn.draw", "turn.stop-drawing", "turn.last-card", "turn.voluntary-stop",
            "turn.unplaceable-card", "placement.where", "placement.display-limits", "placement.no-moving",
            "boats.horizontal", "boats.composition", "boats.completion", "boats.smallest", "boats.length",
            "boats.combat-strength", "cards.combat-values", "cards.lasso", "cards.archer",
            "cards.special-unplaced", "cards.totem", "cards.chief", "cards.shaman", "attack.when",
            "attack.optional", "attack.targets", "attack.strength", "attack.losers", "attack.spoils",
            "attack.leftovers", "attack.once-per-boat", "attack.chained", "attack.ends-turn",
            "end.three-boats", "end.piles-exhausted", "scoring.which-boats", "scoring.card-points",
            "scoring.simple-booty", "scoring.booty-pair", "scoring.booty-suite", "scoring.lone-half",
            "scoring.lone-person", "scoring.suite-order", "scoring.winner",
        ],
        ALL,
    ),
    "turn.free-turn": frozenset({P, A2}),
    "placement.adjacency": frozenset({AM}),
    "placement.same-picture": frozenset({P, A2, AM}),
    "placement.bow-stern-neighbours": frozenset({AM}),
    "boats.sections": frozenset({A1}),
    "cards.crazy-axe": frozenset({A1, AM}),
    "cards.hunters": frozenset({P, A2}),
    "attack.double": frozenset({P, A2}),
    "shift.suite": frozenset({A1, AM}),
    "shift.limits": frozenset({A1, AM}),
    "piles.discard": frozenset({P, A2, AM}),
    "piles.reshuffle": frozenset({P, A2, AM}),
    "end.play-on": frozenset({A1, AM}),
    "end.fifth-boat": frozenset({AM}),
    "scoring.length-bonus": frozenset({P, A2}),
    "scoring.repeated-booty": frozenset({A1}),
    "scoring.highest-only": frozenset({A1}),
    "scoring.totem": frozenset({P, A2}),
    "scoring.first-three": frozenset({P, A2}),
    "scoring.examples": frozenset({P, A1, AM}),
    "variant.two-tribes": frozenset({A1, AM}),
    "variant.wide-mat": frozenset({A1, A2}),
    "variant.reserve-cards": frozenset({A1, A2}),
}

# The ruling catalogue: every ruling id and the editions it touches.
CATALOGUE_RULINGS: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        ["amigo-deck-split", "amigo-discard-draw", "amigo-totem-archer", "amigo-game-end-piles",
         "amigo-combination-scoring", "amigo-one-card-gap", "amigo-same-picture",
         "amigo-lasso-archer-mandatory", "amigo-unplaced-spoils", "duplicate-colour"],
        frozenset({AM}),
    ),
    **dict.fromkeys(
        ["ass-i-long-boat", "ass-i-archer-target", "ass-i-stacks", "ass-i-same-picture",
         "ass-i-highest-booty", "ass-i-section", "ass-i-unplaceable", "ass-i-totem-stops",
         "ass-i-spoils-empty"],
        frozenset({A1}),
    ),
    "ass-ii-mat-width": frozenset({A2}),
    "ass-ii-booty-scoring": frozenset({A2}),
    **dict.fromkeys(
        ["pelikan-deck", "pelikan-mat-width", "pelikan-doubled-booty", "pelikan-discard-face",
         "pelikan-attack-losers", "pelikan-leftovers", "pelikan-reshuffle"],
        frozenset({P}),
    ),
    **dict.fromkeys(
        ["pelikan-totem-value", "pelikan-hunter-behind", "pelikan-incomplete-boats", "pelikan-each-card",
         "pelikan-lasso-complete", "pelikan-lasso-duplicate", "shaman-split", "pelikan-chained",
         "pelikan-totem-scope", "free-turn", "hunter-claims"],
        frozenset({P, A2}),
    ),
    "amigo-who-may-end": frozenset({AM, A1}),
    "amigo-shift-source": frozenset({AM, A1}),
    "shift-mechanics": frozenset({A1, AM}),
    "shift-target": frozenset({A1, AM}),
    "shift-completion": frozenset({A1, AM}),
    "one-canoe-per-row": frozenset({P, A2}),
    "attack-ends-turn": frozenset({P, A2, A1}),
    "reshuffle-timing": frozenset({P, A2, AM}),
    "mat-boats": frozenset({P, A2, A1}),
    "reserve-variants": frozenset({A1, A2}),
    **dict.fromkeys(
        ["lasso-placeable", "special-unplaced", "turn-voluntary-stop", "end-timing", "suite-order",
         "booty-halves", "start-player", "tie-winner"],
        ALL,
    ),
}


def _toml(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _raw_rules() -> list[dict[str, Any]]:
    return [rule for path in sorted((SPEC / "rules").glob("*.toml")) for rule in _toml(path).get("rules", [])]


def _raw_rulings() -> list[dict[str, Any]]:
    return [_toml(path) for path in sorted((SPEC / "rulings").glob("*.toml"))]


def _raw_editions() -> dict[str, dict[str, Any]]:
    return {eid: _toml(SPEC / "editions" / f"{eid}.toml") for eid in EDITION_IDS}


def _differs_by_hand(rule: dict[str, Any]) -> bool:
    """Whether a raw topic differs, computed without the package: absent somewhere, or the
    editions not all joined by equal statements (up to whitespace) or ``same_as`` links."""
    editions: dict[str, dict[str, Any]] = rule["editions"]
    if set(editions) != ALL:
        return True

    def statement(eid: str) -> str:
        while "statement" not in editions[eid]:
            eid = editions[eid]["same_as"]
        return " ".join(editions[eid]["statement"].split())

    links = {e: set() for e in editions}
    for a in editions:
        for b in editions:
            if editions[a].get("same_as") == b or (a != b and statement(a) == statement(b)):
                links[a].add(b)
                links[b].add(a)
    reached, todo = {EDITION_IDS[0]}, [EDITION_IDS[0]]
    while todo:
        for other in links[todo.pop()] - reached:
            reached.add(other)
            todo.append(other)
    return reached != ALL


# --- loading and counts --------------------------------------------------------------------


def test_spec_loads_with_every_file():
    spec = load_spec()
    assert len(spec.rules) == len(_raw_rules()) > 0
    assert len(spec.rulings) == len(_raw_rulings()) > 0
    assert {a.area for a in spec.areas} == {p.stem for p in (SPEC / "rules").glob("*.toml")}


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_each_edition_has_at_least_35_topics(edition):
    raw = [r["id"] for r in _raw_rules() if edition in r["editions"]]
    assert len(raw) >= 35, f"{edition} has only {len(raw)} topics"
    assert {r.id for r in load_spec().topics(edition)} == set(raw)


def test_at_least_25_rulings():
    assert len(_raw_rulings()) >= 25


def test_at_least_30_topics_differ_and_the_package_agrees():
    by_hand = {r["id"] for r in _raw_rules() if _differs_by_hand(r)}
    assert len(by_hand) >= 30, f"only {len(by_hand)} topics differ between editions"
    assert {r.id for r in load_spec().rules if compare.differs(r)} == by_hand


def test_catalogue_topics_exist_in_their_editions():
    have = {r["id"]: frozenset(r["editions"]) for r in _raw_rules()}
    missing = sorted(set(CATALOGUE_TOPICS) - set(have))
    assert not missing, f"catalogue topics missing from spec/rules: {missing}"
    wrong = {t: (sorted(have[t]), sorted(e)) for t, e in CATALOGUE_TOPICS.items() if have[t] != e}
    assert not wrong, f"topics whose editions differ from the catalogue (have, catalogue): {wrong}"


def test_catalogue_rulings_exist_for_their_editions():
    have = {r["id"]: frozenset(r["editions"]) for r in _raw_rulings()}
    missing = sorted(set(CATALOGUE_RULINGS) - set(have))
    assert not missing, f"catalogue rulings missing from spec/rulings: {missing}"
    wrong = {r: (sorted(have[r]), sorted(e)) for r, e in CATALOGUE_RULINGS.items() if have[r] != e}
    assert not wrong, f"rulings whose editions differ from the catalogue (have, catalogue): {wrong}"


# --- references ----------------------------------------------------------------------------


def _ruling_mentions(node: Any, where: str) -> list[tuple[str, str]]:
    """Every ``ruling = "..."`` and ``rulings = [...]`` value in a raw TOML tree."""
    found: list[tuple[str, str]] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "ruling" and isinstance(value, str):
                found.append((where, value))
            elif key == "rulings" and isinstance(value, list):
                found += [(where, v) for v in value]
            else:
                found += _ruling_mentions(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, item in enumerate(node):
            found += _ruling_mentions(item, f"{where}[{item.get('id', i) if isinstance(item, dict) else i}]")
    return found


def test_every_ruling_mentioned_anywhere_exists():
    known = {r["id"] for r in _raw_rulings()}
    mentions = []
    for path in sorted(SPEC.glob("*/*.toml")):
        mentions += _ruling_mentions(_toml(path), path.relative_to(ROOT).as_posix())
    spec = load_spec()
    texts = {
        **{f"rule {r.id} [{e}]": x.statement for r in spec.rules for e, x in r.ordered},
        **{f"ruling {r.id}": " ".join((r.question, r.why, *(a.text for a in r.alternatives))) for r in spec.rulings},
    }
    for where, text in texts.items():
        mentions += [(where, m) for m in re.findall(r"\[([a-z0-9]+(?:-[a-z0-9]+)+)\]", text)]
    for path in sorted(DOCS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        mentions += [(path.relative_to(ROOT).as_posix(), m) for m in re.findall(r"rulings\.md#([a-z0-9-]+)", text)]
    assert mentions
    unknown = sorted({(where, rid) for where, rid in mentions if rid not in known})
    assert not unknown, f"rulings named but not defined: {unknown}"


def test_a_ruling_named_by_an_edition_decides_for_that_edition():
    """A topic's edition that depends on a ruling must find a decision for itself there."""
    rulings = {r["id"]: r for r in _raw_rulings()}
    undecided = [
        f"{rule['id']} [{eid}] names {rid}, which decides only for {', '.join(rulings[rid]['decisions'])}"
        for rule in _raw_rules()
        for eid, entry in rule["editions"].items()
        for rid in entry.get("rulings", [])
        if rid in rulings and eid not in rulings[rid].get("decisions", {})
    ]
    assert not undecided, "\n".join(undecided)


def test_edition_variants_name_topics_of_their_edition():
    topics = {r.id: r for r in load_spec().rules}
    wrong = [
        f"{e.id} variant {v.id}: {v.rule}"
        for e in all_editions()
        for v in e.variants
        if v.rule not in topics or e.id not in topics[v.rule].editions
    ]
    assert not wrong, f"variants naming a topic their edition lacks: {wrong}"


# --- quotes --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "plain"),
    [
        ("a  b\n\tc", "a b c"),
        ("**40 Punkte.**", "40 Punkte."),
        ("$(10+10) \\times 2 =$", "(10+10) \\times 2 ="),
        ("\u201eSo\u201c \u00abdit\u00bb \u2018it\u2019s\u2019", '"So" "dit" \'it\'s\''),
        ("2 \u2013 5 \u2014 x\u00a0y", "2 - 5 - x y"),
        ("  Case Stays  ", "Case Stays"),
    ],
)
def test_quote_normalisation_matches_the_checker(raw, plain):
    assert citations.normalise(raw) == plain


def test_every_quote_is_long_enough():
    cited = list(citations.quotes(load_spec(), all_editions()))
    assert len(cited) > 100
    short = [w for w, s in cited if len(citations.normalise(s.quote)) < citations.SHORTEST]
    assert not short, f"quotes shorter than {citations.SHORTEST} characters: {short}"


def test_every_french_or_german_quote_of_the_spec_is_translated():
    """Rules, rulings and edition files: every French or German quote has its English."""
    cited = list(citations.quotes(load_spec(), all_editions()))
    assert len(cited) > 100
    assert not citations.untranslated(cited), "\n".join(citations.untranslated(cited))


def test_every_quote_occurs_in_its_source():
    folder = os.environ.get("OGALLALA_SOURCES")
    if not folder:
        pytest.skip("set OGALLALA_SOURCES to the folder of the rulebook texts to check the quotes")
    assert any(Path(folder).glob("*.txt")), f"OGALLALA_SOURCES={folder} holds no .txt rulebooks"
    cited = list(citations.quotes(load_spec(), all_editions()))
    editions_cited = sum(w.startswith("edition ") for w, _ in cited)
    assert editions_cited > 50, "the edition files' quotes are not being checked"
    bad = citations.unfound(cited, Path(folder))
    assert not bad, f"{len(bad)} of {len(cited)} quotes not found:\n" + "\n".join(bad)


# --- JSON ----------------------------------------------------------------------------------


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _default(model: type[BaseModel], name: str) -> Any:
    field = model.model_fields[name]
    return field.get_default(call_default_factory=True)


def _expected_parameter(raw: dict[str, Any], name: str) -> Any:
    """What a topic's parameter is in an edition's TOML, read here without the package's
    ``ogallala.model.parameters``: a key of [rules] or [scoring], ``key[member]``, a part
    such as ``display.wide``, ``deck``, ``cards.<id>.<field>`` or ``variants.<id>``."""
    member = re.fullmatch(r"([a-z_]+)\[([a-z-]+)\]", name)
    if member:
        return member[2] in raw["rules"].get(member[1], _default(Rules, member[1]))
    if name in Rules.model_fields or name in Scoring.model_fields:
        table, model = ("rules", Rules) if name in Rules.model_fields else ("scoring", Scoring)
        return raw[table][name] if name in raw[table] else _default(model, name)
    part, _, key = name.partition(".")
    if part == "cards":
        cid, field = key.split(".")
        entry = next((c for c in raw["cards"] if c["id"] == cid), None)
        return None if entry is None else entry.get(field)
    if part == "variants":
        entry = next((v for v in raw.get("variants", []) if v["id"] == key), None)
        return None if entry is None else {"add": entry.get("add", {}), "remove": entry.get("remove", {}),
                                           "excludes": entry.get("excludes", [])}
    if part == "deck":
        kinds = [[c["id"], c["count"], c.get("value")] for c in raw["cards"] if c["count"]]  # none: a variant's only
        kinds += [[f"{s['id']}-{h}", 1, None] for s in raw["suites"] for h in "fr"]
        kinds += [[s["person"], 1, None] for s in raw["suites"]]
        return sorted(kinds)
    return raw[part].get(key)


def _covers(out: Any, raw: Any) -> bool:
    """Whether JSON ``out`` says what the TOML ``raw`` says; ``out`` may add defaulted keys."""
    if isinstance(raw, dict):
        return isinstance(out, dict) and all(k in out and _covers(out[k], v) for k, v in raw.items())
    if isinstance(raw, list | tuple):
        return isinstance(out, list) and len(out) == len(raw) and all(map(_covers, out, raw))
    return out == raw


def test_json_has_the_documented_shape(capsys):
    code, out, _ = _run(capsys, "spec", "--json")
    assert code == 0
    spec = json.loads(out)
    assert set(spec) == {"editions", "rules", "rulings"}
    code, editions_out, _ = _run(capsys, "editions", "--json")
    assert spec["editions"] == json.loads(editions_out)

    raw_rules = {r["id"]: r for r in _raw_rules()}
    raw_editions = _raw_editions()
    assert [r["id"] for r in spec["rules"]] and {r["id"] for r in spec["rules"]} == set(raw_rules)
    for rule in spec["rules"]:
        raw = raw_rules[rule["id"]]
        assert set(rule) == {"id", "title", "area", "editions"}
        assert rule["id"].startswith(rule["area"] + ".")
        assert list(rule["editions"]) == [e for e in EDITION_IDS if e in raw["editions"]]
        for eid, entry in rule["editions"].items():
            assert set(entry) == {"statement", "sources", "rulings", "parameters"}
            assert isinstance(entry["statement"], str) and entry["statement"].strip()
            assert all(isinstance(r, str) for r in entry["rulings"])
            for source in entry["sources"]:
                assert set(source) in ({"file", "quote"}, {"file", "quote", "translation"})
            names = [*raw.get("parameters", []), *raw["editions"][eid].get("parameters", [])]
            assert list(entry["parameters"]) == list(dict.fromkeys(names))
            for name, value in entry["parameters"].items():
                expected = _expected_parameter(raw_editions[eid], name)
                assert _covers(value, expected), f"{rule['id']} [{eid}] {name}: {value!r} is not {expected!r}"

    assert {r["id"] for r in spec["rulings"]} == {r["id"] for r in _raw_rulings()}
    for ruling in spec["rulings"]:
        assert set(ruling) == {
            "id", "title", "kind", "question", "editions", "topics", "sources", "alternatives", "decisions", "why"
        }
        raw = next(r for r in _raw_rulings() if r["id"] == ruling["id"])
        assert ruling["kind"] == raw.get("kind", "reading")
        assert set(ruling["decisions"]) == set(ruling["editions"])
        assert all(a["plays"] in ("yes", "no", "same") for a in ruling["alternatives"])
        if ruling["kind"] == "convention":  # one answer, fixed by the protocol: no other is played
            assert len(set(ruling["decisions"].values())) == 1
            assert [a["id"] for a in ruling["alternatives"] if a["plays"] == "yes"] == list(ruling["decisions"].values())[:1]
        choices = {a["id"] for a in ruling["alternatives"]}
        assert len(choices) >= 2 and set(ruling["decisions"].values()) <= choices
        assert ruling["sources"] and all({"file", "quote"} <= set(s) for s in ruling["sources"])


# --- documents -----------------------------------------------------------------------------


def test_committed_documents_are_current(tmp_path, capsys):
    assert _run(capsys, "spec", "--docs", str(tmp_path))[0] == 0
    generated = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.md"))
    assert generated == sorted(["differences.md", "differences-evidence.md", "rulings.md",
                                *(f"editions/{e}.md" for e in EDITION_IDS)])
    def text(path: Path) -> str | None:
        return path.read_text(encoding="utf-8") if path.is_file() else None

    stale = [name for name in generated if text(DOCS / name) != text(tmp_path / name)]
    assert not stale, f"stale documents (run `ogallala spec --docs`): {stale}"


def test_check_docs_names_a_stale_file(tmp_path, capsys):
    assert _run(capsys, "spec", "--docs", str(tmp_path))[0] == 0
    assert _run(capsys, "spec", "--check-docs", str(tmp_path))[0] == 0
    (tmp_path / "rulings.md").write_text("edited by hand\n", encoding="utf-8")
    (tmp_path / "editions" / "amigo.md").unlink()
    code, _, err = _run(capsys, "spec", "--check-docs", str(tmp_path))
    assert code == 1
    assert "rulings.md" in err and "amigo.md" in err and "ass-i.md" not in err
    assert "Traceback" not in err


def test_documents_show_every_topic_and_quote():
    spec = load_spec()
    for edition in EDITION_IDS:
        text = (DOCS / "editions" / f"{edition}.md").read_text(encoding="utf-8")
        for rule in spec.topics(edition):
            assert f'<a id="{rule.id}"></a>' in text
            for source in rule.editions[edition].sources:
                assert citations.normalise(source.quote) in text
        for other in set(CATALOGUE_TOPICS) - {r.id for r in spec.topics(edition)}:
            assert f'<a id="{other}"></a>' not in text
    register = (DOCS / "rulings.md").read_text(encoding="utf-8")
    for ruling in spec.rulings:
        assert f'<a id="{ruling.id}"></a>' in register
    differences = (DOCS / "differences.md").read_text(encoding="utf-8")
    by_hand = sum(_differs_by_hand(r) for r in _raw_rules())
    assert f"**{by_hand} of {len(spec.rules)} topics differ" in differences
    for rule in spec.rules:
        row = next(line for line in differences.splitlines() if line.startswith(f"| `{rule.id}` "))
        assert row.count(" — |") == len(EDITION_IDS) - len(rule.editions)


GENERATED = ("differences.md", "differences-evidence.md", "rulings.md", *(f"editions/{e}.md" for e in EDITION_IDS))


def _anchors(text: str) -> set[str]:
    """The explicit ``<a id>`` anchors of a document and the slugs of its headings (as GitHub makes them)."""
    ids = set(re.findall(r'<a id="([^"]+)"></a>', text))
    for heading in re.findall(r"^#+ (.*)$", text, flags=re.M):
        plain = re.sub(r"<[^>]+>", "", heading).strip().lower()
        ids.add(re.sub(r"[^\w\- ]", "", plain).replace(" ", "-"))
    return ids


def test_every_link_of_the_documents_resolves():
    broken = []
    for name in GENERATED:
        path = DOCS / name
        for target, anchor in re.findall(r"\]\(([^)#]*)(?:#([^)]*))?\)", path.read_text(encoding="utf-8")):
            dest = (path.parent / target).resolve() if target else path
            if not dest.is_file():
                broken.append(f"{name}: {target} does not exist")
            elif anchor and anchor not in _anchors(dest.read_text(encoding="utf-8")):
                broken.append(f"{name}: no anchor {anchor!r} in {dest.relative_to(DOCS)}")
    assert not broken, "\n".join(sorted(set(broken)))


# --- the loader's errors -------------------------------------------------------------------

RULES = '''area = "attack"
title = "Attacks"
order = 1
intro = "When boats attack."

[[rules]]
id = "attack.strength"
title = "A boat attacks only a weaker boat"
parameters = ["attack_targets"]

[rules.editions.amigo]
statement = "The attacker must be stronger."
rulings = ["who-wins"]
sources = [{ file = "002_14c2316660069823.txt", quote = "eine höhere Kampfstärke", translation = "a higher strength" }]

[rules.editions.ass-i]
same_as = "amigo"
sources = [{ file = "003_6ab27120105a97e2.txt", quote = "strength 8 attacks" }]
'''

RULING = '''id = "who-wins"
title = "Equal strength"
question = "May a boat attack one of equal strength?"
editions = ["amigo"]
topics = ["attack.strength"]
why = "The example says no."
sources = [{ file = "002_14c2316660069823.txt", quote = "eine höhere Kampfstärke", translation = "a higher strength" }]

[[alternatives]]
id = "stronger"
text = "Strictly stronger."

[[alternatives]]
id = "equal"
text = "Equal suffices."

[decisions]
amigo = "stronger"
'''


def _write_spec(root: Path, rules: str = RULES, ruling: str = RULING) -> Path:
    (root / "spec" / "rules").mkdir(parents=True)
    (root / "spec" / "rulings").mkdir()
    (root / "spec" / "rules" / "attack.toml").write_text(rules, encoding="utf-8")
    (root / "spec" / "rulings" / "who-wins.toml").write_text(ruling, encoding="utf-8")
    return root / "spec"


def test_a_small_valid_spec_loads_and_inherits_through_same_as(tmp_path):
    spec = load_from(_write_spec(tmp_path))
    rule = spec.rules_by_id["attack.strength"]
    assert rule.editions["ass-i"].statement == "The attacker must be stronger."
    assert rule.editions["ass-i"].rulings == ("who-wins",)
    assert compare.groups(rule) == {"ass-i": 0, "amigo": 0}
    assert compare.differs(rule)  # absent from two editions


RULES_FILE, RULING_FILE = "spec/rules/attack.toml", "spec/rulings/who-wins.toml"
# (file the mutation applies to, text replaced, replacement, file named in the error, words of the error)
ERRORS = {
    "unknown edition": (RULES_FILE, "rules.editions.amigo]", "rules.editions.amiga]", RULES_FILE, "unknown edition 'amiga'"),
    "rule of another area": (RULES_FILE, 'id = "attack.strength"', 'id = "turn.strength"', RULES_FILE, "does not belong to area 'attack'"),
    "rule id without area": (RULES_FILE, 'id = "attack.strength"', 'id = "strength"', RULES_FILE, "is not <area>.<name>"),
    "unknown ruling": (RULES_FILE, 'rulings = ["who-wins"]', 'rulings = ["who-won"]', RULES_FILE, "names ruling 'who-won', which does not exist"),
    "unknown parameter": (RULES_FILE, '["attack_targets"]', '["attack_target"]', RULES_FILE, "'attack_target' is not a key"),
    "no statement": (RULES_FILE, 'statement = "The attacker must be stronger."', "", RULES_FILE, "the statement is missing or empty"),
    "no source": (RULES_FILE, 'same_as = "amigo"\nsources = [{ file = "003_6ab27120105a97e2.txt", quote = "strength 8 attacks" }]', 'statement = "x"', RULES_FILE, "at least one source"),
    "same_as an absent edition": (RULES_FILE, 'same_as = "amigo"', 'same_as = "ass-ii"', RULES_FILE, "same_as 'ass-ii' names an edition that lacks this topic"),
    "same_as itself": (RULES_FILE, 'same_as = "amigo"', 'same_as = "ass-i"', RULES_FILE, "makes a cycle"),
    "duplicate rule": (RULES_FILE, "[[rules]]", '[[rules]]\nid = "attack.strength"\ntitle = "again"\n[rules.editions.amigo]\nstatement = "x"\nsources = [{ file = "a", quote = "b" }]\n\n[[rules]]', RULES_FILE, "rule attack.strength is defined twice"),
    "bad toml": (RULES_FILE, 'order = 1', 'order = ', RULES_FILE, "cannot read"),
    "area in the wrong file": (RULES_FILE, 'area = "attack"\n', 'area = "attacks"\n', RULES_FILE, "does not belong to area 'attacks'"),
    "decision not an alternative": (RULING_FILE, 'amigo = "stronger"', 'amigo = "strong"', RULING_FILE, "'strong', which is not one of its alternatives"),
    "edition without decision": (RULING_FILE, 'editions = ["amigo"]', 'editions = ["amigo", "ass-i"]', RULING_FILE, "no decision for edition ass-i"),
    "decision for another edition": (RULING_FILE, 'amigo = "stronger"', 'amigo = "stronger"\nass-i = "equal"', RULING_FILE, "decides for ass-i, which is not in its editions"),
    "one alternative": (RULING_FILE, '[[alternatives]]\nid = "equal"\ntext = "Equal suffices."\n', "", RULING_FILE, "a ruling needs at least two"),
    "unknown topic": (RULING_FILE, 'topics = ["attack.strength"]', 'topics = ["attack.power"]', RULING_FILE, "names topic 'attack.power', which does not exist"),
    "no quote": (RULING_FILE, 'sources = [{ file = "002_14c2316660069823.txt", quote = "eine höhere Kampfstärke", translation = "a higher strength" }]', "sources = []", RULING_FILE, "a ruling needs at least one source"),
    "ruling in the wrong file": (RULING_FILE, 'id = "who-wins"', 'id = "who-won"', RULING_FILE, "should be in rulings/who-won.toml"),
}


@pytest.mark.parametrize("case", list(ERRORS))
def test_a_broken_spec_is_refused_naming_file_and_problem(tmp_path, case):
    target, old, new, named, words = ERRORS[case]
    texts = {RULES_FILE: RULES, RULING_FILE: RULING}
    assert old in texts[target], f"the mutation of {case!r} no longer applies"
    texts[target] = texts[target].replace(old, new, 1)
    root = _write_spec(tmp_path, texts[RULES_FILE], texts[RULING_FILE])
    with pytest.raises(SpecError) as caught:
        load_from(root)
    lines = [p for p in caught.value.problems if words in p]
    assert lines, f"no problem mentions {words!r}: {caught.value.problems}"
    assert all(line.startswith(f"{named}: ") for line in lines)
    assert isinstance(caught.value, UserError)


def test_the_cli_reports_a_broken_spec_in_one_message(tmp_path, capsys, monkeypatch):
    broken = _write_spec(tmp_path, RULES.replace('rulings = ["who-wins"]', 'rulings = ["nope"]'))
    monkeypatch.setattr("ogallala.model.spec.load_spec", lambda: load_from(broken))
    code, out, err = _run(capsys, "spec", "--json")
    assert code == 1 and out == ""
    assert err.startswith("ogallala spec: ")
    assert "spec/rules/attack.toml: rule attack.strength [amigo] names ruling 'nope', which does not exist" in err
    assert "Traceback" not in err
