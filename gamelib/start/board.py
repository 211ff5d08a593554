"""The 3x3 board in its reference form: where the squares are, how it is drawn, and
what it does with a click.

A canvas counts pixels from its top-left corner, x to the right and y downwards.
``square_at`` is the one place that turns a click's pixels into a square, so drawing
and click handling cannot disagree about where a square is.

The drawing functions take any object with the ipycanvas ``Canvas`` drawing calls, so
they run on a real canvas in a lesson and on a recording canvas in a self-check. The
board is always painted from its state (the set of marked squares), never patched,
so it can be redrawn at any time, for instance when the page is reloaded.

Keeping the answer to a click in a plain function (a set in, a sentence out) lets a
learner test it without a mouse, and lets the board be redrawn from the set alone.
"""

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from gamelib.arguments import on_canvas

CELL = 100  # pixels per square
CELLS = 3  # squares per side
SIZE = CELL * CELLS
BACKGROUND = "#fdf6e3"
LINES = "#073642"
MARK = "#d33682"

Square = tuple[int, int]
"""(row, column), each 0, 1 or 2; row 0 is the top, column 0 the left."""


def square_at(x: float, y: float) -> Square | None:
    """The (row, column) under pixel (x, y), or None outside the board."""
    row = int(y // CELL)
    column = int(x // CELL)
    if 0 <= row < CELLS and 0 <= column < CELLS:
        return row, column
    return None


# The lesson prints the function above as a learner writes it; the board calls it
# through this check, so a click at NaN or 10**400 is outside the board rather than
# an error from int() (the lesson's tests compare the source above, unchanged).
square_at = on_canvas(square_at)


class Canvas(Protocol):
    """The part of ipycanvas's ``Canvas`` these functions use."""

    fill_style: Any
    stroke_style: Any
    line_width: float

    def fill_rect(self, x: float, y: float, width: float, height: float) -> None: ...
    def stroke_rect(self, x: float, y: float, width: float, height: float) -> None: ...
    def stroke_line(self, x1: float, y1: float, x2: float, y2: float) -> None: ...
    def fill_circle(self, x: float, y: float, radius: float) -> None: ...


DrawPiece = Callable[[Canvas, int, int], None]


def draw_grid(canvas: Canvas) -> None:
    """Paint the empty board: background, inner lines and a border."""
    canvas.fill_style = BACKGROUND
    canvas.fill_rect(0, 0, SIZE, SIZE)
    canvas.stroke_style = LINES
    canvas.line_width = 4
    for i in range(1, CELLS):
        canvas.stroke_line(i * CELL, 0, i * CELL, SIZE)  # between columns
        canvas.stroke_line(0, i * CELL, SIZE, i * CELL)  # between rows
    canvas.stroke_rect(2, 2, SIZE - 4, SIZE - 4)  # inset: half a line is clipped


def draw_mark(canvas: Canvas, row: int, column: int) -> None:
    """A filled circle in the middle of the square."""
    canvas.fill_style = MARK
    x = column * CELL + CELL / 2
    y = row * CELL + CELL / 2
    canvas.fill_circle(x, y, CELL * 0.3)


def draw_board(
    canvas: Canvas, marked: Iterable[Square], draw_piece: DrawPiece = draw_mark
) -> None:
    """The grid, then a piece on every marked square."""
    draw_grid(canvas)
    for row, column in sorted(marked):
        draw_piece(canvas, row, column)


def answer_click(marked: set[Square], x: float, y: float) -> str:
    """Mark the square under (x, y) if it is free; say what happened."""
    square = square_at(x, y)
    if square is None:
        return "That click is outside the board."
    row, column = square
    if square in marked:
        return f"Row {row}, column {column} is already marked: pick an empty square."
    marked.add(square)
    return f"You marked row {row}, column {column}."
