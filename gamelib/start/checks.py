"""The welcome lesson's self-checks: ``check.draw_grid(draw_grid)`` and the rest.

The lesson imports this module as ``check``. Each battery is the list of rules one
piece must follow, as data: a case's name, the rule in words, how the piece is
called, and what is expected; ``gamelib.selfcheck`` runs the cases and prints. In
the lesson's order: the grid (milestone 1, and the exercise ``draw_any_grid``), from
a click to a square (2, and ``centre_of``), a mark and the board (3), the answer to a
click (4), and three in a row (the last exercise).
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    RecordingCanvas,
    calling,
    drawing,
    exactly,
    judged,
    readable,
)
from gamelib.selfcheck import hint as hint  # check.hint()
from gamelib.selfcheck import progress as progress  # check.progress({...})
from gamelib.selfcheck.judges import left_as
from gamelib.selfcheck.pieces import CoursePieces
from gamelib.selfcheck.recording import (
    covers_point,
    line_along,
    paints_background_first,
    stays_inside,
)

from . import board as reference
from .board import CELL, CELLS, SIZE, Square

# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.
COURSE_PIECES = CoursePieces("gamelib.start.board")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on

BOARD = (0, 0, SIZE, SIZE)


def _grid_line(vertical: bool, at: float, size: int = SIZE) -> Any:
    return judged(
        lambda canvas: line_along(canvas, vertical=vertical, at=at, span=(0, size))
    )


def _inside_board(canvas: RecordingCanvas) -> str | None:
    return stays_inside(canvas, (0, 0, canvas.width, canvas.height), "the board")


draw_grid = Battery(
    "draw_grid",
    [
        Case(
            "paints the background over the whole board first",
            "start by filling the board (0, 0) to (300, 300), so that drawing the "
            "grid again wipes out old marks",
            drawing(),
            judged(lambda canvas: paints_background_first(canvas, BOARD)),
        ),
        *(
            Case(
                f"draws the line between columns {n - 1} and {n}, at x = {n * CELL}",
                "a vertical line at x = 100 and one at x = 200, from the top (y = 0) "
                "to the bottom (y = 300)",
                drawing(),
                _grid_line(True, n * CELL),
            )
            for n in (1, 2)
        ),
        *(
            Case(
                f"draws the line between rows {n - 1} and {n}, at y = {n * CELL}",
                "a horizontal line at y = 100 and one at y = 200, from the left "
                "(x = 0) to the right (x = 300)",
                drawing(),
                _grid_line(False, n * CELL),
            )
            for n in (1, 2)
        ),
        Case(
            "draws nothing outside the board",
            "everything stays between 0 and 300 both ways",
            drawing(),
            judged(_inside_board),
        ),
    ],
)


def _inner_lines(canvas: RecordingCanvas, cells: int, cell_size: int) -> str | None:
    """What is wrong with the lines between the squares (columns first), if any."""
    for vertical in (True, False):
        for n in range(1, cells):
            complaint = line_along(
                canvas, vertical=vertical, at=n * cell_size, span=(0, cells * cell_size)
            )
            if complaint:
                return complaint
    return None


def _every_inner_line(cells: int, cell_size: int) -> Any:
    return judged(
        lambda canvas: _inner_lines(canvas, cells, cell_size) or _inside_board(canvas)
    )


draw_any_grid = Battery(
    "draw_any_grid",
    [
        Case(
            f"a {cells}x{cells} grid of {cell_size}-pixel squares",
            f"lines every {cell_size} pixels, between the squares only, each across "
            f"the whole board (0 to {cells * cell_size}), and nothing outside it",
            drawing(
                cells, cell_size, width=cells * cell_size, height=cells * cell_size
            ),
            _every_inner_line(cells, cell_size),
        )
        for cells, cell_size in ((3, 100), (2, 150), (4, 50), (5, 60))
    ],
)


square_at = Battery(
    "square_at",
    [
        Case(
            "a click in the top-left square is row 0, column 0",
            "rows count down from 0 at the top, columns across from 0 at the left; "
            "the answer is a tuple (row, column)",
            calling(10, 10),
            exactly((0, 0)),
        ),
        Case(
            "x picks the column and y the row: (150, 50) is row 0, column 1",
            "the row is y // 100 and the column is x // 100",
            calling(150, 50),
            exactly((0, 1)),
        ),
        Case(
            "(250, 150) is row 1, column 2",
            "the row is y // 100 and the column is x // 100",
            calling(250, 150),
            exactly((1, 2)),
        ),
        Case(
            "the last pixel, (299, 299), is still on the board",
            "pixels run from 0 to 299, so 299 is in the last square",
            calling(299, 299),
            exactly((2, 2)),
        ),
        Case(
            "a click on a line belongs to the square below or right of it",
            "y = 200 is the first pixel of row 2",
            calling(100, 200),
            exactly((2, 1)),
        ),
        Case(
            "a click between two pixels still gives whole numbers",
            "browsers report clicks like (150.5, 20.7); int() turns the row and the "
            "column into whole numbers",
            calling(150.5, 20.7),
            exactly((0, 1)),
        ),
        Case(
            "a click just past the right edge is outside the board",
            "pixels run from 0 to 299, so x = 300 is off the board: the answer is None",
            calling(300, 10),
            None,
        ),
        Case(
            "a click above the board is outside it",
            "y = -30 is above the top edge: the answer is None (careful: "
            "int(-30 / 100) is 0, but -30 // 100 is -1)",
            calling(50, -30),
            None,
        ),
    ],
)


def _round_trip(centre_of: Any) -> dict[Square, Any]:
    wrong = {}
    for row in range(3):
        for column in range(3):
            x, y = centre_of(row, column)
            if reference.square_at(x, y) != (row, column):
                wrong[row, column] = (x, y)
    return wrong


centre_of = Battery(
    "centre_of",
    [
        Case(
            "the centre of the top-left square is (50, 50)",
            "a square's centre is half a square (50 pixels) in from its corner; "
            "the answer is (x, y)",
            calling(0, 0),
            (50, 50),
        ),
        Case(
            "the column picks x: row 0, column 2 has its centre at (250, 50)",
            "x = column * 100 + 50 and y = row * 100 + 50",
            calling(0, 2),
            (250, 50),
        ),
        Case(
            "row 2, column 1 has its centre at (150, 250)",
            "x = column * 100 + 50 and y = row * 100 + 50",
            calling(2, 1),
            (150, 250),
        ),
        Case(
            "every centre is inside its own square",
            "square_at(x, y) of the centre of (row, column) gives (row, column) back",
            Call("{piece}(row, column) for all nine squares", _round_trip),
            judged(
                lambda wrong: (
                    None
                    if not wrong
                    else "put these centres in the wrong square: "
                    + ", ".join(f"{s} -> {c}" for s, c in sorted(wrong.items()))
                )
            ),
        ),
    ],
)


def _inside_square(row: int, column: int) -> Any:
    box = (column * CELL, row * CELL, (column + 1) * CELL, (row + 1) * CELL)
    where = f"row {row}, column {column} (x {box[0]}-{box[2]}, y {box[1]}-{box[3]})"
    return judged(lambda canvas: stays_inside(canvas, box, where))


def _on_centre(row: int, column: int) -> Any:
    x, y = column * CELL + CELL / 2, row * CELL + CELL / 2
    where = f"the centre of row {row}, column {column}"
    return judged(lambda canvas: covers_point(canvas, x, y, where))


draw_mark = Battery(
    "draw_mark",
    [
        Case(
            "a mark on row 0, column 0 stays inside the top-left square",
            "everything a mark draws stays inside its own square (no part in a "
            "neighbour, no repainting of the board)",
            drawing(0, 0),
            _inside_square(0, 0),
        ),
        Case(
            "it covers the middle of that square, (50, 50)",
            "a mark sits in the middle of its square: x = column * 100 + 50, "
            "y = row * 100 + 50",
            drawing(0, 0),
            _on_centre(0, 0),
        ),
        Case(
            "row 1, column 2 is the middle row, right-hand column",
            "the row moves a mark down (y) and the column moves it across (x)",
            drawing(1, 2),
            _inside_square(1, 2),
        ),
        Case(
            "row 2, column 0 is the bottom-left square",
            "the row moves a mark down (y) and the column moves it across (x)",
            drawing(2, 0),
            _inside_square(2, 0),
        ),
        Case(
            "a mark on row 2, column 0 covers the middle of its square, (50, 250)",
            "a mark sits in the middle of its square",
            drawing(2, 0),
            _on_centre(2, 0),
        ),
    ],
)


@dataclass(frozen=True)
class BoardDrawing:
    """What ``draw_board`` did: the canvas, and the squares it asked the piece to
    draw, each with how many shapes were already on the canvas at that moment."""

    canvas: RecordingCanvas
    pieces: list[tuple[Square, int]]
    marked_after: set[Square]
    marked_before: set[Square]


def _drawing_board(marked: set[Square]) -> Call:
    def run(draw_board: Callable[..., Any]) -> BoardDrawing:
        canvas = RecordingCanvas(SIZE, SIZE)
        pieces: list[tuple[Square, int]] = []

        def draw_piece(target: Any, row: int, column: int) -> None:
            pieces.append(((row, column), len(canvas.shapes)))
            reference.draw_mark(target, row, column)

        squares = set(marked)
        draw_board(canvas, squares, draw_piece)
        return BoardDrawing(canvas, pieces, squares, set(marked))

    return Call(f"{{piece}}(canvas, {readable(marked)}, draw_piece)", run)


def _shows_the_grid(result: BoardDrawing) -> str | None:
    return paints_background_first(result.canvas, BOARD) or _inner_lines(
        result.canvas, CELLS, CELL
    )


def _one_piece_per_mark(result: BoardDrawing) -> str | None:
    drawn = sorted(square for square, _ in result.pieces)
    wanted = sorted(result.marked_before)
    if drawn == wanted:
        return None
    if not drawn:
        return (
            "never called draw_piece: draw each marked square with the draw_piece "
            "it is given, so the board can show anyone's piece"
        )
    return f"called draw_piece for {drawn}; expected once for each of {wanted}"


def _pieces_after_grid(result: BoardDrawing) -> str | None:
    backgrounds = [
        index
        for index, shape in enumerate(result.canvas.shapes)
        if shape.filled and shape.kind in ("rect", "clear") and shape.box == BOARD
    ]
    if not result.pieces or not backgrounds:
        return _one_piece_per_mark(result) or _shows_the_grid(result)
    early = [square for square, shapes in result.pieces if shapes <= backgrounds[-1]]
    if early:
        return (
            f"drew the pieces on {early} before the grid, which then painted over them"
        )
    return None


def _leaves_marked_alone(result: BoardDrawing) -> str | None:
    what, advice = "the set of marked squares", "drawing must only look at it"
    kept = left_as(result.marked_before, what, advice, readable)
    return kept.judge(result.marked_after)


draw_board = Battery(
    "draw_board",
    [
        Case(
            "an empty board is just the grid",
            "draw_board draws the grid first (draw_grid), then the pieces",
            _drawing_board(set()),
            judged(_shows_the_grid),
        ),
        Case(
            "two marked squares get one piece each",
            "for every marked (row, column), call draw_piece(canvas, row, column) once",
            _drawing_board({(0, 0), (1, 2)}),
            judged(_one_piece_per_mark),
        ),
        Case(
            "a full board gets nine pieces",
            "for every marked (row, column), call draw_piece(canvas, row, column) once",
            _drawing_board({(r, c) for r in range(3) for c in range(3)}),
            judged(_one_piece_per_mark),
        ),
        Case(
            "the pieces are drawn after the grid",
            "the grid's background covers the whole board, so it must come first",
            _drawing_board({(2, 1)}),
            judged(_pieces_after_grid),
        ),
        Case(
            "drawing leaves the marked squares as they were",
            "the picture is painted from the state; it never changes the state",
            _drawing_board({(0, 2), (1, 1)}),
            judged(_leaves_marked_alone),
        ),
    ],
)


@dataclass(frozen=True)
class Clicked:
    message: Any
    marked_after: set[Square]


def _clicking(marked: set[Square], x: float, y: float) -> Call:
    def run(answer_click: Callable[..., Any]) -> Clicked:
        squares = set(marked)
        message = answer_click(squares, x, y)
        return Clicked(message, squares)

    return Call(f"{{piece}}({readable(marked)}, {x}, {y})", run)


def _marks(expected: set[Square]) -> Any:
    def judge(result: Clicked) -> str | None:
        if result.marked_after == expected:
            return None
        return (
            f"left the marked squares as {readable(result.marked_after)}, "
            f"expected {readable(expected)}"
        )

    return judged(judge)


def _says(*words: str) -> Any:
    def judge(result: Clicked) -> str | None:
        if not isinstance(result.message, str):
            return f"returned {result.message!r}, expected a sentence (a str)"
        missing = [w for w in words if w.lower() not in result.message.lower()]
        if not missing:
            return None
        wanted = " and ".join(repr(w) for w in words)
        return f"said {result.message!r}, which should contain {wanted}"

    return judged(judge)


answer_click = Battery(
    "answer_click",
    [
        Case(
            "a click on a free square marks it",
            "add the (row, column) under the click to the set of marked squares",
            _clicking(set(), 250, 150),
            _marks({(1, 2)}),
        ),
        Case(
            "and says which square it marked",
            "the answer is a sentence naming the row and the column",
            _clicking(set(), 250, 150),
            _says("row 1", "column 2"),
        ),
        Case(
            "earlier marks stay marked",
            "add to the set; never replace it",
            _clicking({(0, 0)}, 150, 150),
            _marks({(0, 0), (1, 1)}),
        ),
        Case(
            "a click on a marked square changes nothing",
            "a square can be marked only once",
            _clicking({(1, 2)}, 255, 145),
            _marks({(1, 2)}),
        ),
        Case(
            "and says the square is already marked",
            "a refusal says why, with the word 'already'",
            _clicking({(1, 2)}, 255, 145),
            _says("already"),
        ),
        Case(
            "a click outside the board changes nothing",
            "square_at gives None there: mark nothing",
            _clicking(set(), 300, 10),
            _marks(set()),
        ),
        Case(
            "and says the click is outside the board",
            "a refusal says why, with the word 'outside'",
            _clicking(set(), 300, 10),
            _says("outside"),
        ),
    ],
)


def _lines_case(name: str, rule: str, marked: set[Square], expected: bool) -> Case:
    return Case(name, rule, calling(marked), exactly(expected))


_LINE_RULE = "three marks in one row, one column or one diagonal make a line"
_NO_LINE_RULE = "True only for a whole row, column or diagonal; otherwise False"

three_in_a_row = Battery(
    "three_in_a_row",
    [
        _lines_case("the top row", _LINE_RULE, {(0, 0), (0, 1), (0, 2)}, True),
        _lines_case("the middle column", _LINE_RULE, {(0, 1), (1, 1), (2, 1)}, True),
        _lines_case(
            "the diagonal from top left", _LINE_RULE, {(0, 0), (1, 1), (2, 2)}, True
        ),
        _lines_case(
            "the diagonal from top right", _LINE_RULE, {(0, 2), (1, 1), (2, 0)}, True
        ),
        _lines_case(
            "a line among other marks",
            _LINE_RULE,
            {(2, 0), (2, 1), (2, 2), (0, 0)},
            True,
        ),
        _lines_case("an empty board", _NO_LINE_RULE, set(), False),
        _lines_case("two in a row", _NO_LINE_RULE, {(0, 0), (0, 1)}, False),
        _lines_case("an L shape", _NO_LINE_RULE, {(0, 0), (1, 0), (1, 1)}, False),
        _lines_case(
            "five marks with no line",
            _NO_LINE_RULE,
            {(0, 0), (0, 1), (1, 2), (2, 0), (2, 1)},
            False,
        ),
    ],
)
