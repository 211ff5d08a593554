"""Tic-tac-toe: ``python -m gamelib.tictactoe`` runs the terminal game."""

import sys

from gamelib.tictactoe.console import main

if __name__ == "__main__":
    sys.exit(main())
