"""The board on a canvas: the grid, the marks, and a strip that says how it stands.

The functions take any object with ipycanvas's ``Canvas`` drawing calls (a real
canvas in the lesson, a recording one in tests) and paint everything from the board
alone, so it can be drawn again at any time, after a page reload for instance. Text
is 16 px or larger, readable from the back of a classroom; a finished game says so
on the board itself, in the strip under the grid.
"""

from collections.abc import Callable, Sequence
from typing import Any

from gamelib.arguments import on_canvas
from gamelib.tictactoe.parts.cells import BLANK, winner, winning_line

CELL = 100  # pixels per square on the playing board
SIZE = 3 * CELL
STRIP = 44  # the strip under the grid
BOARD_HEIGHT = SIZE + STRIP

BACKGROUND = "#fdf6e3"
INK = "#073642"
X_COLOUR = "#268bd2"
O_COLOUR = "#dc322f"
FAINT = "#93a1a1"
TAKE_COLOUR = "#2aa198"
WIN_COLOUR = "#b5e48c"
LAST_COLOUR = "#fce6b0"
TIE_COLOUR = "#d6c7a1"


def centre(
    square: int, left: float = 0, top: float = 0, cell: float = CELL
) -> tuple[float, float]:
    """The pixel (x, y) in the middle of a square."""
    row = square // 3
    column = square % 3
    return left + (column + 0.5) * cell, top + (row + 0.5) * cell


def draw_grid(
    canvas: Any,
    left: float = 0,
    top: float = 0,
    cell: float = CELL,
    shaded: Sequence[tuple[int, str]] = (),
) -> None:
    """The background, the shaded (square, colour) pairs, the lines."""
    canvas.fill_style = BACKGROUND
    canvas.fill_rect(left, top, 3 * cell, 3 * cell)
    for square, colour in shaded:
        row = square // 3
        column = square % 3
        canvas.fill_style = colour
        canvas.fill_rect(left + column * cell, top + row * cell, cell, cell)
    canvas.stroke_style = INK
    canvas.line_width = max(2, cell // 25)
    for i in [1, 2]:
        canvas.stroke_line(left + i * cell, top, left + i * cell, top + 3 * cell)
        canvas.stroke_line(left, top + i * cell, left + 3 * cell, top + i * cell)


def draw_symbol(
    canvas: Any,
    symbol: str,
    square: int,
    left: float = 0,
    top: float = 0,
    cell: float = CELL,
) -> None:
    """X as two strokes, O as a ring, else as text (a number, * or ?)."""
    x, y = centre(square, left, top, cell)
    r = cell * 0.3
    canvas.line_width = max(2, cell // 10)
    if symbol == "X":
        canvas.stroke_style = X_COLOUR
        canvas.stroke_line(x - r, y - r, x + r, y + r)
        canvas.stroke_line(x + r, y - r, x - r, y + r)
    elif symbol == "O":
        canvas.stroke_style = O_COLOUR
        canvas.stroke_circle(x, y, r)
    elif symbol != BLANK:
        canvas.fill_style = TAKE_COLOUR if symbol == "?" else FAINT
        canvas.font = f"bold {max(16, int(cell * 0.45))}px sans-serif"
        canvas.text_align = "center"
        canvas.text_baseline = "middle"
        canvas.fill_text(symbol, x, y)


def draw_strip(
    canvas: Any, board: Sequence[str], winner: Callable[..., Any] = winner
) -> None:
    """The strip under the grid: whose move it is, or how it ended, as
    the winner it is given says (the board passes the notebook's)."""
    won_by = winner(board)
    if won_by is not None:
        colour, text = WIN_COLOUR, f"{won_by} wins: three in a row!"
    elif BLANK not in board:
        colour, text = TIE_COLOUR, "It's a tie: nobody won."
    else:
        colour, text = BACKGROUND, "X to play: click a square."
    canvas.fill_style = colour
    canvas.fill_rect(0, SIZE, SIZE, STRIP)
    canvas.fill_style = INK
    canvas.font = "bold 18px sans-serif"
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, SIZE / 2, SIZE + STRIP / 2)


def draw_board(
    canvas: Any,
    board: Sequence[str],
    last: int | None = None,
    winner: Callable[..., Any] = winner,
) -> None:
    """The playing board: the computer's last square shaded (a winning
    line instead, struck through), every mark, and the number of each
    empty square."""
    line = winning_line(board)
    shaded = []
    if line is not None:
        for square in line:
            shaded.append((square, WIN_COLOUR))
    elif last is not None:
        shaded.append((last, LAST_COLOUR))
    draw_grid(canvas, shaded=shaded)
    for square in range(9):
        symbol = board[square]
        if symbol == BLANK:
            symbol = str(square)
        draw_symbol(canvas, symbol, square)
    if line is not None:
        x1, y1 = centre(line[0])
        x2, y2 = centre(line[2])
        canvas.stroke_style = INK
        canvas.line_width = 8
        canvas.stroke_line(x1, y1, x2, y2)
    draw_strip(canvas, board, winner)


@on_canvas
def square_at(x: float, y: float) -> int | None:
    """The square 0-8 under pixel (x, y), or None off the grid (the strip too);
    NaN, infinity and 10**400 are off it too, and a non-number a ``TypeError``."""
    row = int(y // CELL)
    column = int(x // CELL)
    if 0 <= row < 3 and 0 <= column < 3:
        return 3 * row + column
    return None
