"""The seeded shuffle: SplitMix64's published outputs, and Fisher-Yates on top of it."""

from __future__ import annotations

from collections import Counter

from ogallala.model.shuffle import deal, shuffle, splitmix64


def test_splitmix64_gives_the_reference_sequence() -> None:
    # the first outputs of Vigna's splitmix64.c from state 0
    state, outputs = 0, []
    for _ in range(3):
        state, value = splitmix64(state)
        outputs.append(value)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_shuffle_is_a_seeded_permutation() -> None:
    cards = [f"c{i}" for i in range(98)]
    once, next_seed = shuffle(cards, 42)
    again, _ = shuffle(cards, 42)
    assert once == again
    assert Counter(once) == Counter(cards)
    assert once != cards
    assert shuffle(cards, 43)[0] != once
    assert next_seed != 42


def test_fisher_yates_draws_from_the_last_card_down() -> None:
    # three cards: i = 2 swaps with j = r1 % 3, then i = 1 with j = r2 % 2
    _, r1 = splitmix64(7)
    _, r2 = splitmix64(splitmix64(7)[0])
    expected = ["a", "b", "c"]
    j = r1 % 3
    expected[2], expected[j] = expected[j], expected[2]
    j = r2 % 2
    expected[1], expected[j] = expected[j], expected[1]
    assert shuffle(["a", "b", "c"], 7)[0] == expected


def test_a_whole_deck_follows_the_generator_step_for_step() -> None:
    # the shuffle writes the generator out inline for speed: it must stay the same sequence
    cards = [f"c{i}" for i in range(110)]
    expected, state = list(cards), 2026
    for i in range(len(expected) - 1, 0, -1):
        state, number = splitmix64(state)
        j = number % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert shuffle(cards, 2026) == (expected, state)


def test_deal_goes_round_the_piles() -> None:
    assert deal(list("abcdefg"), 3) == [["a", "d", "g"], ["b", "e"], ["c", "f"]]
    assert deal(list("abc"), 1) == [["a", "b", "c"]]
