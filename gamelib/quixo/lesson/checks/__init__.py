"""Self-checks for the Quixo lesson: ``check.createBoard(createBoard)`` and the rest.

Each battery is the list of rules one piece must follow, as data (a case's name, the
rule in words, how the piece is called, what is expected), kept in one module per
milestone of the lesson: ``structure_diagram`` (milestone 1: the plan, the
``QuixoBoard`` object, the edge squares), ``game_state`` (2: ``createBoard``,
``printBoard``, counting blocks), ``single_move`` (3: ``is_on_edge`` to ``makeMove`` and
every legal move) and ``game_finished`` (4: ``has_line``, ``winner``, the view's
``announce`` and ``answer_click``, the plan against the code, a computer player of one's
own); ``tools`` holds the example boards and the ways a case hands a board to a
learner's function. The lesson imports this module as ``check`` and calls a battery with
the learner's piece; ``gamelib.selfcheck`` runs the cases and prints.
"""

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
from gamelib.selfcheck.pieces import CoursePieces

# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.
COURSE_PIECES = CoursePieces("gamelib.quixo.lesson")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on
