"""``ogallala fingerprint``: which edition, variants and readings explain an engine's behaviour.

An engine says in its hello which editions and readings it plays; its answers may say
otherwise. The fingerprint plays the scenario runs that tell readings apart, telling the
engine only what it declared, and compares the pass/fail of each run with what the
reference engine predicts under each candidate reading (``predict``), fits one reading
per ruling and edition (``fit``), and reports the scenarios that decided each choice, the
choices no scenario can tell apart, and the runs no reading explains (``report``).
"""
