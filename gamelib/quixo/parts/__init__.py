"""What a Quixo position is built from, before any rule of play: pure Python.

- ``move``: ``Move`` (pick, place and, with four players, the partner), ``PASS``.
- ``move_format``: what counts as a move or a square (``MoveFormatError``,
  ``OffBoardError`` otherwise).
- ``geometry``: the perimeter a block is taken from, the ends it may go back to, the
  path it slides along, the winning lines.
- ``seats``: X and O, or the four seats A1, B1, A2, B2 in two teams.
- ``setup``: a position given as rows (and dots, and whose turn), checked.
- ``bitboard``: the same board as integers, on which the state moves and judges.
- ``repetition``: ``MoveRecord`` and ``RepeatingGame``, the threefold-repetition draw
  shared by the model and the board on a learner's functions.
"""
