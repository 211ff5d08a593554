"""Milestone 3's self-checks: a mark, and the board drawn from its state
(``check.draw_mark``, ``check.draw_board``)."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    RecordingCanvas,
    drawing,
    judged,
    readable,
)
from gamelib.selfcheck.recording import (
    covers_point,
    line_along,
    paints_background_first,
    stays_inside,
)

from .. import drawing as reference
from ..geometry import CELL, SIZE, Square
from .grid import BOARD


def _square_box(row: int, column: int) -> tuple[float, float, float, float]:
    return (column * CELL, row * CELL, (column + 1) * CELL, (row + 1) * CELL)


def _inside_square(row: int, column: int) -> Any:
    where = f"row {row}, column {column} (x {column * CELL}-{(column + 1) * CELL}, "
    where += f"y {row * CELL}-{(row + 1) * CELL})"
    return judged(lambda canvas: stays_inside(canvas, _square_box(row, column), where))


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
    complaint = paints_background_first(result.canvas, BOARD)
    for vertical in (True, False):
        for at in (CELL, 2 * CELL):
            complaint = complaint or line_along(
                result.canvas, vertical=vertical, at=at, span=(0, SIZE)
            )
    return complaint


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
    if result.marked_after == result.marked_before:
        return None
    return (
        f"changed the set of marked squares to {readable(result.marked_after)}; "
        "drawing must only look at it"
    )


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
