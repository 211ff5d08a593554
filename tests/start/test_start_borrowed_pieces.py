"""The welcome board's borrowed pieces run on the learner's (issue 26 item 6).

A learner who wrote only ``square_at`` (here mirrored: row and column swapped) and
``draw_mark`` starts milestone 4 after a restart: its cells borrow the rest, and the
borrowed ``answer_click`` must find squares with their ``square_at``, as the picture
above it does, and a borrowed ``draw_board`` draw with their ``draw_grid``. The board
is built from the lesson's own cells, without a kernel.
"""

import contextlib
import io

import nbformat

from gamelib.selfcheck.recording import RecordingCanvas
from gamelib.start import board as reference
from tests.lessons import NOTEBOOKS

MIRRORED_SQUARE_AT = """
def square_at(x, y):
    if 0 <= x < 300 and 0 <= y < 300:
        return int(x // 100), int(y // 100)
    return None
"""

MY_DRAW_GRID = """
def draw_grid(canvas):
    canvas.fill_style = "teal"
    canvas.fill_rect(0, 0, SIZE, SIZE)
"""


def board_after_restart(*pieces: str):
    """Milestone 4's cells from its restart cell, after the learner's ``pieces``."""
    lesson = nbformat.read(NOTEBOOKS / "00-start.ipynb", as_version=4)
    cells = {cell.get("id"): cell.source for cell in lesson.cells}
    namespace = {name: getattr(reference, name) for name in ("CELL", "CELLS", "SIZE")}
    namespace["MARK"] = "purple"  # what milestone 3's cell imports, in its colour
    sources = [*pieces, reference_draw_mark(), cells["m4-start"]]
    sources += [cells["m4-tiny-board"], cells["m4-show-board"]]
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        for source in sources:
            exec(source, namespace)
    return namespace, printed.getvalue()


def reference_draw_mark() -> str:
    lesson = nbformat.read(NOTEBOOKS / "00-start.ipynb", as_version=4)
    (cell,) = [c for c in lesson.cells if c.get("id") == "m3-draw-mark"]
    return cell.source


def test_a_borrowed_answer_click_finds_squares_with_the_learners_square_at():
    namespace, printed = board_after_restart(MIRRORED_SQUARE_AT)
    board = namespace["board"]
    board.click(250, 50)  # x in column 2, y in row 0: mirrored, row 2, column 0
    assert board.marked == {(2, 0)}
    assert board.view.message.text == "You marked row 2, column 0."
    assert "Your square_at and draw_mark; borrowed from the course: draw_board." in (
        printed
    )


def test_a_borrowed_draw_board_draws_with_the_learners_draw_grid():
    namespace, _ = board_after_restart(MIRRORED_SQUARE_AT, MY_DRAW_GRID)
    board = namespace["board"]
    board.click(150, 150)
    canvas = RecordingCanvas(reference.SIZE, reference.SIZE)
    board.draw(canvas)
    assert [(shape.kind, shape.colour) for shape in canvas.shapes] == [
        ("rect", "teal"),
        ("circle", "purple"),
    ]
