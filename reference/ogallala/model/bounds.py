"""How much any position, list of events or list of legal actions can hold, in every
edition: the bounds the models put on their lists.

An engine's reply is untrusted. Within the 8 MiB a line may have, a reply can hold half a
million events or a million rows, and building those as models costs the harness most of
a gigabyte. No game holds anything near that, so every list of the protocol's models has
a bound taken from the editions' data (``spec/editions/*.toml``), and a reply is refused
for its size before it is built (``protocol.sizes``). The bounds leave room to spare: an
engine that plays the game wrongly (a fourth row, a card too many) still has its wrong
answers compared and shown; only a reply that no play of the cards could give is refused.
``tests/test_bounds.py`` derives each number again from the editions, with every variant
and reading, and docs/protocol.md ("Limits and signals") lists them.
"""

from __future__ import annotations

DECK_MAX = 142
"""The most cards a game is played with: Ogallala I with the variants extra-lasso-archer
and empty-sections (134 + 8); no other edition, variant or reading has more."""
PLAYERS_MAX = 5
"""The most players an edition seats (Amigo: 2 to 5)."""
PILES_MAX = 3
"""The most draw piles (Ogallala I and Amigo: three)."""
OPTIONS_MAX = 8
"""The most variants an edition has (Ogallala I: eight), so the most a game can name."""

CARDS_MAX = DECK_MAX
"""Any one list of cards (a pile, the discard pile, the cards out of play, the cards an
event or the spoils name) holds at most the whole deck."""
ROWS_MAX = DECK_MAX
"""A display's rows: a mat has three, and a free display is cut to the box around its
cards, each of which touches another, so every row holds a card."""
COLUMNS_MAX = DECK_MAX
"""A row's spaces: a mat has at most 16, and a free display's box is no wider than its
cards are many."""
PENDING_MAX = 4 * DECK_MAX
"""Obligations pending at once: each is owed for a card (to place, to shoot, to claim ...),
a boat (to attack) or the turn; four for every card of the deck is more than the rules
ever stack up (random games never see more than four)."""
EVENTS_MAX = 4 * DECK_MAX
"""Events of one action: each says what happened to a card, a boat or a turn, and no
action moves a card more than a few times (random games never see more than 15)."""
LEGAL_MAX = DECK_MAX * DECK_MAX // 2
"""Legal actions at one decision. The most choices come from a divided attack, which picks
two boats: the displays hold at most DECK_MAX / 2 boats (two cards each at least), so at
most (DECK_MAX / 2)^2 pairs; places, shots and the rest add fewer than that again (random
games never see more than 253)."""
SCORE_LINES_MAX = 2 * DECK_MAX
"""Lines of one player's score: one for each boat and each card that scores at most, twice
over."""
