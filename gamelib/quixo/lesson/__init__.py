"""The Quixo lesson (``notebooks/04-quixo.ipynb``): its pieces, pictures and board.

The course's own version of each piece the learner writes, written once with plain
lists and loops as the lesson does, which later milestones borrow, the checks are
tested against, and the pictures fall back on:

- ``board``: milestones 2-4's pieces on the beginner's ``QuixoBoard``
  (``createBoard``, ``printBoard``, ``can_take``, ``places_for``, ``slide``,
  ``makeMove``, ``has_line``, ``winner``, ``answer_click``, ``announce``), and the
  learner's rules as a game the playable board plays (``LessonRules``, each answer
  kept per position, so a click calls the learner's pieces a few times, not hundreds).
- ``pictures``: milestone 1's plan (``write_plan``) and structure diagram, and the
  pictures of a board and a move drawn with the notebook's pieces.
- ``table`` (what each click does), ``drawing`` (layout, symbols, frames), ``sounds``
  (the sound effects and the board's words): the playable board.
- ``checks/``: the self-checks (``design``: milestones 1-2; ``play``: 3-4), imported
  as ``from gamelib.quixo.lesson import checks as check``.
"""

from gamelib.quixo.lesson.board import (
    NEUTRAL,
    O,
    QuixoBoard,
    X,
    all_lines,
    announce,
    answer_click,
    can_take,
    createBoard,
    has_line,
    is_on_edge,
    makeMove,
    other,
    places_for,
    printBoard,
    slide,
    winner,
)
from gamelib.quixo.lesson.pictures import write_plan
