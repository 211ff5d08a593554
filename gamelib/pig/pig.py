#!/usr/bin/env python3
"""Pig: the handout's main file. Play Pig, the dice game, in a terminal.

Run ``./gamelib/pig/pig.py`` from the repository root (or ``python -m gamelib.pig``);
``--seed N`` replays the same dice and ``--goal N`` plays a shorter game. Only the
standard library is needed, the optimal computer player included.
"""

import sys
from pathlib import Path


def main() -> int:
    """Import the program as part of its package, then run it.

    Run as a script, Python puts this file's folder first on ``sys.path``, where
    the package's own modules would import as unrelated top-level ones; the
    repository root goes there instead, so ``gamelib`` imports as a package.
    """
    if __package__ in (None, ""):
        sys.path[0] = str(Path(__file__).resolve().parents[2])
    from gamelib.pig.console import main as play

    return play()


if __name__ == "__main__":
    sys.exit(main())
