"""Pig: ``python -m gamelib.pig`` runs the terminal game (see ``pig.py``)."""

import sys

from gamelib.pig.pig import main

if __name__ == "__main__":
    sys.exit(main())
