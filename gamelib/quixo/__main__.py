"""Quixo: ``python -m gamelib.quixo`` runs the terminal game."""

import sys

from gamelib.quixo.console import main

if __name__ == "__main__":
    sys.exit(main())
