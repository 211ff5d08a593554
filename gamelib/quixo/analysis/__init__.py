"""Quixo analysed: the search, the exact figures and the solved small boards.

- ``evaluation``: how good a position looks without searching (lines nearly made).
- ``expansion``: every move of a position at once, on numpy arrays of bitboards.
- ``search``: alpha-beta with iterative deepening, its ``LEVELS`` and ``search_move``.
- ``perft``: counting move sequences, to test and time the move generator.
- ``ternary``: a board as a base-3 number; ``retrograde``: every board of a 3x3 or
  4x4 game classified backwards from the ends; ``solution``: that table, saved and
  read; ``solve``: the entry point; ``solver`` with ``progress``:
  ``python -m gamelib.quixo.analysis.solver 4`` with a progress bar.

The players that use these (search levels, perfect play) are in
``gamelib.quixo.players``.
"""
