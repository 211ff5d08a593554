"""The welcome lesson's pieces (``notebooks/00-start.ipynb``), in their reference form.

The lesson has learners write each piece of a clickable 3x3 board; this package keeps
the course's own version, which later sections of the lesson import so that each can
run on its own, and which the self-checks are tested against.

Milestone 1, the grid: ``drawing.draw_grid`` (and the sizes in ``geometry``).
Milestone 2, from a click to a square: ``geometry.square_at``.
Milestone 3, marks drawn from the board's state: ``drawing.draw_mark``,
``drawing.draw_board``.
Milestone 4, a board that answers clicks: ``clicks.answer_click``.
The self-checks for all of them, and for the lesson's exercises, are in ``checks/``,
one module a milestone.
Nothing here imports a widget: drawing functions take any canvas-like object.
"""

from .clicks import answer_click
from .drawing import BACKGROUND, LINES, MARK, draw_board, draw_grid, draw_mark
from .geometry import CELL, CELLS, SIZE, Square, square_at

__all__ = [
    "BACKGROUND",
    "CELL",
    "CELLS",
    "LINES",
    "MARK",
    "SIZE",
    "Square",
    "answer_click",
    "draw_board",
    "draw_grid",
    "draw_mark",
    "square_at",
]
