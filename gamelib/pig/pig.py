#!/usr/bin/env python3
"""Pig: the handout's main file. Play Pig, the dice game, in a terminal.

Run ``./gamelib/pig/pig.py`` from the repository root (or ``python -m gamelib.pig``);
``--seed N`` replays the same dice and ``--goal N`` plays a shorter game.
"""

import sys
from pathlib import Path

if __package__ in (None, ""):
    # Run as a script, Python puts this file's folder first on sys.path, where the
    # package's own modules would import as unrelated top-level ones. Put the
    # repository root there instead so ``gamelib`` imports as a package.
    sys.path[0] = str(Path(__file__).resolve().parents[2])

from gamelib.pig.console import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
