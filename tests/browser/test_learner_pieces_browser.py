"""In JupyterLab, a lesson's board plays a piece the learner wrote differently.

The lesson is saved with one deliberately different piece right after the cell
where the learner writes it (as in ``tests/test_learner_pieces.py``), run with Run
All, and its board clicked like a person would.
"""

import nbformat

from gamelib.quixo.play import Layout
from gamelib.quixo.play.drawing import BLOCK
from gamelib.quixo.play.symbols import X_COLOUR
from tests.lessons import NOTEBOOKS
from tests.test_learner_pieces import (
    LOWEST_FREE,
    SHOUTING_HANDLER,
    SLIDES_THE_OTHER_WAY,
    SWAPPED_SQUARE_AT,
    defines,
)

from .harness import near

MARK = "#d33682"  # the welcome lesson's mark colour


def with_piece(lab, lesson: str, name: str, piece: str) -> str:
    """Save ``lesson`` with ``piece`` after the cell defining ``name``; its name."""
    notebook = nbformat.read(NOTEBOOKS / lesson, as_version=4)
    after = next(i for i, cell in enumerate(notebook.cells) if defines(cell, name))
    notebook.cells.insert(after + 1, nbformat.v4.new_code_cell(piece))
    saved = f"mine-{lesson}"
    nbformat.write(notebook, lab.server.root / saved)
    return saved


def test_the_welcome_board_marks_the_square_the_learners_square_at_finds(lab):
    lab.open(with_piece(lab, "00-start.ipynb", "square_at", SWAPPED_SQUARE_AT))
    board = lab.canvas_index("tiny-board")
    lab.click_canvas(board, 250, 50)
    lab.wait_for_text(".tiny-board-message", "You marked row 2, column 0.")
    lab.wait_for_pixel(board, 50, 250, near(MARK))  # the lesson's would mark 0, 2
    assert lab.errors() == []


def test_the_tictactoe_board_answers_with_the_learners_computer(lab):
    lab.open(with_piece(lab, "02-tictactoe.ipynb", "computer_move", LOWEST_FREE))
    board = lab.canvas_index("ttt-board")
    lab.click_canvas(board, 50, 50)  # square 0
    lab.wait_for_text(".ttt-board-message", "The computer took 1.")
    assert lab.errors() == []


def quixo_centre(square):
    """The centre pixel of a block: its symbol's colour (an X's cross passes
    through it), or the bare face of a neutral block."""
    x, y = Layout(5).centre(*square)
    return int(x), int(y)


def quixo_click(lab, board, square):
    lab.click_canvas(board, *Layout(5).centre(*square))


def test_the_quixo_board_slides_the_way_the_learners_make_move_does(lab):
    lab.open(with_piece(lab, "04-quixo.ipynb", "makeMove", SLIDES_THE_OTHER_WAY))
    board = lab.board("quixo-board")
    status = ".quixo-board-status"
    lab.wait_for_text(status, "Runs on your createBoard, makeMove, winner")
    quixo_click(lab, board, (0, 0))
    lab.wait_for_text(status, "X picked up (0, 0)")
    quixo_click(lab, board, (0, 4))
    lab.wait_for_text(status, "Last move: X (0, 0) → (0, 4). O to move.")
    # The lesson's makeMove puts X's block at (0, 4); this one mirrors the row,
    # so the X block is drawn at (0, 0) and (0, 4) stays a neutral block.
    lab.wait_for_pixel(board, *quixo_centre((0, 0)), near(X_COLOUR))
    assert near(BLOCK)(lab.canvas_pixel(board, *quixo_centre((0, 4))))
    assert lab.errors() == []


def test_the_quixo_board_says_what_the_learners_answer_click_says(lab):
    lab.open(with_piece(lab, "04-quixo.ipynb", "answer_click", SHOUTING_HANDLER))
    board = lab.board("quixo-board")
    status = ".quixo-board-status"
    quixo_click(lab, board, (2, 2))
    lab.wait_for_text(status, "NO: THAT BLOCK STAYS WHERE IT IS (THE EDGE ONLY)!")
    quixo_click(lab, board, (0, 0))
    lab.wait_for_text(status, "GOT (0, 0)!")
    quixo_click(lab, board, (0, 4))
    lab.wait_for_text(status, "Last move: X (0, 0) → (0, 4). O TO MOVE.")
    assert lab.errors() == []
