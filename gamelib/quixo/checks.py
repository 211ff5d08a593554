"""Self-checks for the Quixo lesson: ``check.createBoard(createBoard)`` and the rest.

Each battery is the list of rules one piece must follow, as data (a case's name,
the rule in words, how the piece is called, what is expected), kept per milestone in
``gamelib.quixo.checking``. The lesson imports this module as ``check`` and calls a
battery with the learner's piece; ``gamelib.selfcheck`` runs the cases and prints.
"""

from gamelib.selfcheck import hint, progress  # check.hint(), check.progress()
from gamelib.selfcheck.borrowing import CoursePieces

from .checking.clicks import announce, answer_click
from .checking.design import QuixoBoard, edge_squares
from .checking.finished import has_line, winner
from .checking.moves import (
    can_take,
    is_on_edge,
    legal_moves,
    makeMove,
    places_for,
    slide,
)
from .checking.plan import plan_and_code, write_plan
from .checking.player import my_player, play_match
from .checking.state import count_blocks, createBoard, printBoard

# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.
COURSE_PIECES = CoursePieces("gamelib.quixo.lesson")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on

__all__ = [
    "hint",
    "progress",
    "borrow",
    "runs_on",
    "QuixoBoard",
    "announce",
    "answer_click",
    "can_take",
    "count_blocks",
    "createBoard",
    "edge_squares",
    "is_on_edge",
    "has_line",
    "legal_moves",
    "makeMove",
    "my_player",
    "places_for",
    "plan_and_code",
    "play_match",
    "printBoard",
    "slide",
    "winner",
    "write_plan",
]
