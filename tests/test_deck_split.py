"""Readings with a parameter (ruling amigo-deck-split, declared): where the Amigo rulebook
prints only "66 Indianerkarten 34 Beutekarten 12 leere Bug- und Heckkarten", an engine states
its split, the suite checks it against those totals, and the reference plays that deck."""

from __future__ import annotations

import pytest

from ogallala.model.editions import load
from ogallala.engine import start
from ogallala.harness.select import beyond_deck, skip_reason
from ogallala.protocol.interface import Hello
from ogallala.model.contradictions import conflicts
from ogallala.model.readings import ReadingError, normalise, problems
from ogallala.scenarios.load import all_scenarios
from ogallala.model.spec import load_spec

RULING = load_spec().rulings_by_id["amigo-deck-split"]
DECLARED = RULING.alternative("declared")

# One split an engine might state: the ASS model with the simple booty spread otherwise,
# three furs, squaws and fire waters and one tobacco (16 simple booty cards still).
SPLIT = ("bow=6,stern=6,bow1=4+4,stern1=4+4,i1=5+5,i2=4+4,i3=4+4,chief=3+3,shaman=2+2,lasso=2+2,archer=2+2,"
         "axe=2+2,totem=2,furs=3,woman=3,dynamite=2,eagle=2,tobacco=1,tent=2,firewater=3")


def test_the_totals_are_the_printed_ones() -> None:
    """002: 12 empty bows and sterns, 66 Indian cards, 34 booty cards, of which the six
    suites' halves and persons are 6 x 3 = 18; the decided deck keeps the same totals."""
    totals = {t.group: t.total for t in DECLARED.totals}
    assert list(totals.values()) == [12, 66, 34 - 6 * 3]
    decided = load("amigo").counts()
    for total in DECLARED.totals:
        assert sum(decided[kind] for kind in total.kinds) == total.total, total.group


def test_a_stated_split_is_played() -> None:
    readings = normalise("amigo", {"amigo-deck-split": f"declared({SPLIT})"})
    counts = load("amigo", readings).counts()
    assert (counts["furs"], counts["woman"], counts["tobacco"], counts["firewater"]) == (3, 3, 1, 3)
    state = start("amigo", ["North", "South"], seed=3, readings=readings)
    dealt = [card for pile in state.piles for card in pile]
    assert len(dealt) == 112 and dealt.count("tobacco") == 1 and dealt.count("woman") == 3


def test_the_canonical_form_orders_the_kinds_as_the_totals_do() -> None:
    shuffled = ",".join(reversed(SPLIT.split(",")))
    assert normalise("amigo", {"amigo-deck-split": f"declared({shuffled})"}) == {"amigo-deck-split": f"declared({SPLIT})"}


@pytest.mark.parametrize(("value", "says"), [
    ("declared", "write declared(...)"),
    ("declared(bow=6)", "missing"),
    (f"declared({SPLIT.replace('bow=6', 'bow=5')})", "the empty bow and stern cards add up to 11, not 12"),
    (f"declared({SPLIT.replace('tobacco=1', 'tobacco=2')})", "add up to 17, not 16"),
    (f"declared({SPLIT.replace('i1=5+5', 'i1=10')})", "i1 carries a tribe colour: state it as red+black"),
    (f"declared({SPLIT.replace('totem=2', 'totem=1+1')})", "totem carries no tribe colour"),
    (f"declared({SPLIT},bow=6)", "bow is stated twice"),
    (f"declared({SPLIT},gold-f=1)", "'gold-f' is not a kind whose count may be stated"),
    ("four-specials(bow=6)", "takes no parameter"),
])
def test_a_split_outside_the_totals_is_refused(value: str, says: str) -> None:
    found = problems("amigo", {"amigo-deck-split": value})
    assert found and says in found[0], found
    with pytest.raises(ReadingError):
        normalise("amigo", {"amigo-deck-split": value})


def test_one_card_of_each_special_indian() -> None:
    """four-specials: "Vier Indianerkarten haben besondere Eigenschaften" read as four cards."""
    counts = load("amigo", {"amigo-deck-split": "four-specials"}).counts()
    assert [counts[k] for k in ("lasso", "archer", "axe", "totem")] == [1, 1, 1, 1]
    assert sum(counts[k] for k in ("bow1", "stern1", "i1", "i2", "i3", "chief", "shaman", "lasso", "archer", "axe",
                                   "totem")) == 66


def test_one_totem_cannot_be_red_and_black() -> None:
    assert conflicts("amigo", {"amigo-deck-split": "four-specials", "amigo-totem-indian": "tribe-colour"})


def test_a_position_the_stated_deck_cannot_hold_is_no_run_of_it() -> None:
    """North holds four archers (three in his display, one drawn): an engine that reads the
    four special Indians as one card each is not tested on it, and is told why."""
    runs = [r for s in all_scenarios() if s.id == "cards_unplaced_acts_by_edition" for r in s.runs()
            if r.edition == "amigo"]
    assert runs
    hello = Hello(name="x", version="1", protocol=1, editions=("amigo",), rulings={"amigo-deck-split": "four-specials"})
    for run in runs:
        assert beyond_deck(run, {**run.reading, "amigo-deck-split": "four-specials"})
        assert "cannot occur under the engine's readings" in (skip_reason(run, hello) or "")
        assert beyond_deck(run, run.reading) is None
