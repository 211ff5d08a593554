"""The welcome lesson's board calls each of the learner's pieces as often as the rule
needs (issue 25 item 5): one click answers once (``answer_click``, which asks
``square_at`` once) and redraws once from the state (``draw_board``, its
``draw_grid`` once and ``draw_mark`` once a marked square), so a learner's ``print``
in a piece shows once a click."""

import collections
import functools

import nbformat
import pytest

from course.lesson_cells import SOLUTION, has_tag
from gamelib.start import board as reference
from gamelib.start import checks as check
from gamelib.views import BoardView, Grid
from tests.lessons import NOTEBOOKS

PIECES = ("square_at", "draw_grid", "draw_mark", "draw_board", "answer_click")


@pytest.fixture
def board_and_calls():
    """The lesson's TinyBoard on the lesson's own pieces, each wrapped in a counter
    (the pieces call each other through the namespace, as in the notebook)."""
    lesson = nbformat.read(NOTEBOOKS / "00-start.ipynb", as_version=4)
    namespace = {"BoardView": BoardView, "Grid": Grid, "check": check}
    for name in ("CELL", "CELLS", "SIZE", "BACKGROUND", "LINES", "MARK"):
        namespace[name] = getattr(reference, name)
    for cell in lesson.cells:
        if has_tag(cell, SOLUTION):
            exec(cell.source, namespace)
    calls: collections.Counter[str] = collections.Counter()
    for name in PIECES:
        namespace[name] = _counted(namespace[name], name, calls)
    (board_cell,) = [c for c in lesson.cells if c.get("id") == "m4-tiny-board"]
    exec(board_cell.source, namespace)
    board = namespace["TinyBoard"]()
    calls.clear()
    return board, calls


def _counted(piece, name, calls):
    @functools.wraps(piece)
    def counted(*arguments, **keywords):
        calls[name] += 1
        return piece(*arguments, **keywords)

    return counted


@pytest.mark.timeout(60)
def test_each_click_calls_each_piece_once_and_draw_mark_once_a_marked_square(
    board_and_calls,
):
    board, calls = board_and_calls
    for x, y, marked in [(150, 150, 1), (250, 50, 2), (250, 50, 2), (400, 10, 2)]:
        board.click(x, y)
        assert dict(calls) == {
            "answer_click": 1,
            "square_at": 1,
            "draw_board": 1,
            "draw_grid": 1,
            "draw_mark": marked,
        }, (x, y)
        calls.clear()
