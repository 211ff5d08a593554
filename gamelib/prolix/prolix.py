"""Prolix: the handout's main file, ``prolix.py``. Play Prolix in a terminal.

The handout names the program so; the dialogue itself lives in ``console`` and the
rules in ``state``, so this file only starts it: ``python -m gamelib.prolix.prolix``
(or ``python -m gamelib.prolix``), with ``--seed N`` to replay the same tiles and
``--words FILE`` to play with your own word list.
"""

import sys

from gamelib.prolix.console import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
