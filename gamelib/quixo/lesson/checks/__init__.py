"""Self-checks for the Quixo lesson: ``check.createBoard(createBoard)`` and the rest.

Each battery is the rules one piece must follow, as data: ``design`` holds
milestones 1-2 (the plan, ``QuixoBoard``, the edge squares, ``createBoard``,
``printBoard``) with the example boards, ``play`` milestones 3-4 (``is_on_edge`` to
``makeMove``, every legal move, ``has_line``, ``winner``, the view's pieces, the plan
against the code, a computer player of one's own). The lesson imports this module as
``check``; ``gamelib.selfcheck`` runs the cases and prints.
"""

from gamelib.quixo.lesson.board import LESSON_PIECES as COURSE_PIECES
from gamelib.quixo.lesson.checks.design import (
    QuixoBoard,
    count_blocks,
    createBoard,
    edge_squares,
    printBoard,
    write_plan,
)
from gamelib.quixo.lesson.checks.play import (
    announce,
    answer_click,
    can_take,
    has_line,
    is_on_edge,
    legal_moves,
    makeMove,
    my_player,
    places_for,
    plan_and_code,
    play_match,
    slide,
    winner,
)
from gamelib.selfcheck import hint, progress  # check.hint(), check.progress()

# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on
