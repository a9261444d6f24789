"""Differential fuzzing: campaigns of seeded random games (or games from generated
positions) played in lockstep by an engine under test and the reference engine, every
reply compared, and each cause of difference shrunk into a ready scenario, counted and
kept (``ogallala fuzz``, docs/fuzzing.md).

The scenarios check what someone thought of; random games find what nobody did. A
difference is only useful to an engine author, and to the suite, once it is small: the
fuzzer loads the position just before the diverging request directly, takes away what the
difference does not need (cards, players, history) while the engine still disagrees, and
writes what is left in the suite's own steps.

Modules: ``policies`` (how the random players choose), ``games`` (each game's seed and
players, the actions tried that are not legal, what the games covered), ``positions``
(generated starting positions), ``script`` (the reference's side of a game: every request
and its reply, decided ahead), ``compare`` (an engine's reply against the reference's),
``lockstep`` (the engine's side: requests sent ahead, replies compared as they come),
``cause`` (what a difference is about), ``governed`` (which decisions a ruling governs),
``plan`` (what a campaign plays; one game of it), ``workers`` (games in N processes),
``shrink`` (a difference made small), ``write`` (the scenario, its tags and its check),
``store`` (the findings kept between campaigns), ``campaign`` (a whole campaign),
``report`` (text and JSON) and ``progress`` (the bar on a terminal).
"""
