"""Quixo: ``python -m gamelib.quixo`` runs the terminal game; ``python -m gamelib.quixo
solve 4`` solves 4x4 Quixo with a progress bar and saves the table (``solver.main``)."""

import sys

from gamelib.quixo import console, solver

if __name__ == "__main__":
    if sys.argv[1:2] == ["solve"]:
        sys.exit(solver.main(sys.argv[2:]))
    sys.exit(console.main())
