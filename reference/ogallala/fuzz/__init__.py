"""Differential fuzzing: seeded random games played in lockstep by an engine under test and
the reference engine, every reply compared, and the first difference shrunk into a ready
scenario (``ogallala fuzz``, docs/fuzzing.md).

The scenarios check what someone thought of; random games find what nobody did. A
difference is only useful to an engine author, and to the suite, once it is small: the
fuzzer loads the position just before the diverging request directly, takes away what the
difference does not need (cards, players, history) while the engine still disagrees, and
writes what is left in the suite's own steps.

Modules: ``policies`` (how the random players choose), ``compare`` (two engines side by
side, each reply compared), ``games`` (the seeded games and what they covered),
``shrink`` (a difference made small), ``write`` (the scenario, its tags and its check),
``session`` (a whole run: games, then shrinking and writing), ``report`` (text and JSON).
"""
