"""Self-checks for the welcome lesson: ``check.draw_grid(draw_grid)`` and the rest.

One module a milestone of ``notebooks/00-start.ipynb``, as in every game's
``lesson/checks``: ``grid`` (milestone 1), ``squares`` (2), ``marks`` (3), ``clicks``
(4) and ``rows`` (the exercise). Each battery is the list of rules one piece must
follow, as data: a case's name, the rule in words, how the piece is called, and what
is expected. The lesson imports this package as ``check``; ``gamelib.selfcheck`` runs
the cases and prints.
"""

from gamelib.selfcheck import hint as hint  # check.hint()
from gamelib.selfcheck import progress as progress  # check.progress({...})
from gamelib.selfcheck.pieces import CoursePieces

from .clicks import answer_click
from .grid import draw_any_grid, draw_grid
from .marks import draw_board, draw_mark
from .rows import three_in_a_row
from .squares import centre_of, square_at

# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.
COURSE_PIECES = CoursePieces("gamelib.start")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on

__all__ = [
    "answer_click",
    "borrow",
    "centre_of",
    "draw_any_grid",
    "draw_board",
    "draw_grid",
    "draw_mark",
    "hint",
    "progress",
    "runs_on",
    "square_at",
    "three_in_a_row",
]
