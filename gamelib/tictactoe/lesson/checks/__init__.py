"""Self-checks for the tic-tac-toe lesson: ``check.matches(matches)`` and the rest.

Each battery is the list of rules one piece must follow, as data: a case's name, the
rule in words, how the piece is called, and what is expected. The lesson imports
this package as ``check``; ``gamelib.selfcheck`` runs the cases and prints. Boards in
the cases are written ``list("OX  X    ")``: nine cells, read left to right, top to
bottom.

One module a milestone of ``notebooks/02-tictactoe.ipynb``, each with its "Try it"
and the judges only its cases use:

- ``board``: 1, the board and its moves (``new_board``, ``place``, ``winner``,
  ``result``)
- ``printing``: 2, print the board (``drawing``, ``board_text``, ``read_square``)
- ``patterns``: 3, the pattern matcher (``matches``, ``fitting_patterns``)
- ``turns``: 4, turn the board (``rotate``, ``rotate_clockwise``)
- ``computer``: 5, the full algorithm (``fallback_square``, ``computer_move``,
  the board's ``answer_click`` and ``computer_reply``, ``stronger_player``)

``tools`` shows a board and makes the "the board stays as it was" case; the judges
every game shares are in ``gamelib.selfcheck``.
"""

from typing import Any

from gamelib.selfcheck import hint as hint  # check.hint()
from gamelib.selfcheck import progress as progress  # check.progress({...})
from gamelib.selfcheck.pieces import CoursePieces

from .board import new_board, place, result, winner
from .computer import (
    answer_click,
    computer_move,
    computer_reply,
    fallback_square,
    stronger_player,
)
from .patterns import fitting_patterns, matches
from .printing import board_text, drawing, read_square
from .turns import rotate, rotate_clockwise

COURSE_PIECES = CoursePieces("gamelib.tictactoe.lesson")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on


def board_runs_on(namespace: dict[str, Any], computer: Any) -> str:
    """Whose pieces the lesson's board plays, in one sentence.

    The board calls ``new_board``, ``answer_click``, ``computer_reply`` and its
    computer itself; ``place`` and ``winner`` it plays through the two handlers.
    A handler borrowed from the course calls the course's own ``place`` and
    ``winner``, so they are named only when both handlers are the course's (then
    they are the course's) or both the learner's (then they are the notebook's):
    with one of each, either name alone would be half true.
    """
    handlers = ("answer_click", "computer_reply")
    courses = [namespace.get(name) is COURSE_PIECES.piece(name) for name in handlers]
    pieces = {name: namespace.get(name) for name in ("new_board", *handlers)}
    for rule in ("place", "winner"):
        if not any(courses):
            pieces[rule] = namespace.get(rule)
        elif all(courses):
            pieces[rule] = COURSE_PIECES.piece(rule)
    pieces["computer_move"] = computer
    return runs_on(**pieces)


__all__ = [
    "COURSE_PIECES",
    "answer_click",
    "board_runs_on",
    "board_text",
    "borrow",
    "computer_move",
    "computer_reply",
    "drawing",
    "fallback_square",
    "fitting_patterns",
    "hint",
    "matches",
    "new_board",
    "place",
    "progress",
    "read_square",
    "result",
    "rotate",
    "rotate_clockwise",
    "runs_on",
    "stronger_player",
    "winner",
]
