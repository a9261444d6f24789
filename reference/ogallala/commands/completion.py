"""``ogallala completion bash|zsh``: a shell completion script for the whole command line.

The script is made by shtab from the same argparse parsers the commands use, so every
subcommand and option completes as it is defined, with nothing to keep in step by hand.
"""

from __future__ import annotations

import argparse

SHELLS = ("bash", "zsh")


def run(args: argparse.Namespace) -> int:
    import shtab

    from .cli import build_parser

    print(shtab.complete(build_parser(), shell=args.shell), end="")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "completion",
        help="print a shell completion script (bash or zsh)",
        description="Print a completion script for the shell. bash: `eval \"$(ogallala completion bash)\"` in "
        "~/.bashrc; zsh: `ogallala completion zsh > \"${fpath[1]}/_ogallala\"`, then start a new shell.",
    )
    parser.add_argument("shell", choices=SHELLS, help="the shell to complete for: bash or zsh")
    parser.set_defaults(func=run)
