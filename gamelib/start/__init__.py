"""The welcome lesson (``notebooks/00-start.ipynb``): the course's version of each
piece the learner writes, and the self-checks of those pieces.

The map, one module a concern:

- ``board``: the board's sizes and colours (``CELL``, ``CELLS``, ``SIZE``, ``MARK``),
  from a click to a square (``square_at``, milestone 2), the grid (``draw_grid``,
  milestone 1), a mark and the board drawn from its state (``draw_mark``,
  ``draw_board``, milestone 3) and the answer to a click (``answer_click``,
  milestone 4). Later sections of the lesson borrow these, so that each can run on
  its own, and the self-checks are tested against them. Nothing there imports a
  widget: drawing functions take any canvas-like object.
- ``checks``: the self-checks, imported by the lesson as ``check``: one battery a
  piece (``check.draw_grid(draw_grid)`` ...) and the exercises' (``draw_any_grid``,
  ``centre_of``, ``three_in_a_row``).
"""
