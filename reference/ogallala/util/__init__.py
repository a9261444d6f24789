"""What every layer may use and that knows nothing of the game: the cache folder, text
cleaning, frozen models, field documentation, the package's data files, the build and
version, and the error a user's mistake raises.

The bottom layer: it imports nothing else of ``ogallala`` (docs/architecture.md).
"""
