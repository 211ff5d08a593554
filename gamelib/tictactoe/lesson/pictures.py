"""The lesson's illustrations: the 21 patterns, a board turned four ways, the panel
that shows why the computer moved where it did, and players' results as bars.

Every picture fits a 1024x768 projector beside JupyterLab's file browser (at most
560 px wide) with text of 16 px or more. Like the board, each is painted from its
data alone, so it can be drawn again whenever its view appears.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from gamelib.tictactoe.parts.cells import BLANK
from gamelib.tictactoe.parts.rotation import rotate
from gamelib.tictactoe.players import PATTERNS, MoveExplanation

from .board_canvas import (
    FAINT,
    INK,
    O_COLOUR,
    TAKE_COLOUR,
    X_COLOUR,
    draw_grid,
    draw_symbol,
)

WHITE = "white"
CAPTION_FONT = "16px sans-serif"

# -- the patterns, in rows of four ---------------------------------------------------

PATTERN_CELL = 32
PATTERN_GAP = 24
PATTERNS_PER_ROW = 4
PATTERNS_WIDTH = PATTERNS_PER_ROW * (3 * PATTERN_CELL + PATTERN_GAP) + PATTERN_GAP
PATTERN_ROW_HEIGHT = 3 * PATTERN_CELL + 40

PATTERN_GROUPS = [
    (1, 7, "can O win now?"),
    (8, 14, "must O block X's next move?"),
    (15, 21, "must O block a win in two?"),
]
"""(first, last, question): the handout's three groups of seven patterns."""


def pattern_group_height(first: int, last: int) -> int:
    rows = (last - first) // PATTERNS_PER_ROW + 1
    return rows * PATTERN_ROW_HEIGHT + 8


def draw_pattern_group(canvas: Any, first: int, last: int) -> None:
    """Patterns #first to #last, four to a row, each with its number above it."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, PATTERNS_WIDTH, pattern_group_height(first, last))
    for number in range(first, last + 1):
        row, place = divmod(number - first, PATTERNS_PER_ROW)
        left = PATTERN_GAP + place * (3 * PATTERN_CELL + PATTERN_GAP)
        top = row * PATTERN_ROW_HEIGHT + 30
        _caption(canvas, f"#{number}", left + 1.5 * PATTERN_CELL, top - 24)
        draw_grid(canvas, left, top, PATTERN_CELL)
        for square, symbol in enumerate(PATTERNS[number - 1]):
            draw_symbol(canvas, symbol, square, left, top, PATTERN_CELL)


# -- a board turned 0, 1, 2 and 3 times, two to a row --------------------------------

TURN_CELL = 50
TURN_BOARD = 3 * TURN_CELL
TURN_COLUMNS = (40, 300)
TURN_ROWS = (8, 224)
TURNS_WIDTH = TURN_COLUMNS[1] + TURN_BOARD + 40
TURNS_HEIGHT = TURN_ROWS[1] + TURN_BOARD + 58


def draw_turns(
    canvas: Any,
    board: Sequence[str],
    pattern_number: int | None = None,
    fitting_turn: int | None = None,
) -> None:
    """The board after 0-3 quarter turns counter-clockwise. Each empty square shows
    the real square it is; the pattern's ``?`` is outlined in the turn it fits."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, TURNS_WIDTH, TURNS_HEIGHT)
    turned, squares = list(board), list(range(9))
    for turns in range(4):
        left, top = TURN_COLUMNS[turns % 2], TURN_ROWS[turns // 2]
        _turned_board(canvas, turned, squares, left, top, TURN_CELL)
        caption = ["no turn", "1 turn", "2 turns", "3 turns"][turns]
        if turns == fitting_turn and pattern_number is not None:
            take = PATTERNS[pattern_number - 1].index("?")
            _outline(canvas, take, left, top, TURN_CELL)
            caption += f": #{pattern_number} fits,"
            _caption(
                canvas,
                f"O takes {squares[take]}",
                left + TURN_BOARD / 2,
                top + TURN_BOARD + 30,
            )
        _caption(canvas, caption, left + TURN_BOARD / 2, top + TURN_BOARD + 8)
        turned, squares = rotate(turned), rotate(squares)


# -- why the computer moved: what it saw, the pattern, its move ----------------------

WHY_CELL = 40
WHY_BOARD = 3 * WHY_CELL
WHY_GAP = 30
WHY_WIDTH = 3 * WHY_BOARD + 4 * WHY_GAP
WHY_HEIGHT = WHY_BOARD + 44


def draw_why(
    canvas: Any, before: Sequence[str] | None, why: MoveExplanation | None
) -> None:
    """Three small boards: the board turned as the computer saw it when a pattern
    fitted (empty squares show their real number), the pattern, and the real board
    with its move outlined. Without a pattern: the board, and the fallback move.
    Before any move (or for a move of another computer), the three empty frames."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, WHY_WIDTH, WHY_HEIGHT)
    if before is None or why is None:
        for index, caption in enumerate(["as O sees it", "the pattern", "O's move"]):
            left = WHY_GAP + index * (WHY_BOARD + WHY_GAP)
            draw_grid(canvas, left, 4, WHY_CELL)
            _caption(canvas, caption, left + WHY_BOARD / 2, WHY_BOARD + 14)
        return
    after = list(before)
    after[why.square] = "O"
    panels: list[tuple[list[str], list[int] | None, int | None, str]] = []
    if why.pattern is not None and why.rotation is not None:
        turned, squares = list(before), list(range(9))
        for _turn in range(why.rotation):
            turned, squares = rotate(turned), rotate(squares)
        take = why.pattern.take
        turns = "1 turn" if why.rotation == 1 else f"{why.rotation} turns"
        panels.append((turned, squares, take, f"after {turns}"))
        panels.append(
            (list(why.pattern.cells), None, None, f"pattern #{why.pattern.number}")
        )
    else:
        panels.append((list(before), list(range(9)), None, "no pattern fits"))
    panels.append((after, list(range(9)), why.square, f"O takes {why.square}"))
    for index, (cells, numbers, ring, caption) in enumerate(panels):
        left = WHY_GAP + index * (WHY_BOARD + WHY_GAP)
        if numbers is None:
            draw_grid(canvas, left, 4, WHY_CELL)
            for square, symbol in enumerate(cells):
                draw_symbol(canvas, symbol, square, left, 4, WHY_CELL)
        else:
            _turned_board(canvas, cells, numbers, left, 4, WHY_CELL)
        if ring is not None:
            _outline(canvas, ring, left, 4, WHY_CELL)
        _caption(canvas, caption, left + WHY_BOARD / 2, WHY_BOARD + 14)


# -- shared steps --------------------------------------------------------------------


def _turned_board(
    canvas: Any,
    cells: Sequence[str],
    squares: Sequence[int],
    left: float,
    top: float,
    cell: float,
) -> None:
    """Marks as marks; an empty square shows ``squares[position]``, its real number."""
    draw_grid(canvas, left, top, cell)
    for position in range(9):
        symbol = cells[position]
        if symbol == BLANK:
            symbol = str(squares[position])
        draw_symbol(canvas, symbol, position, left, top, cell)


def _outline(canvas: Any, square: int, left: float, top: float, cell: float) -> None:
    row, column = divmod(square, 3)
    canvas.stroke_style = TAKE_COLOUR
    canvas.line_width = 4
    canvas.stroke_rect(
        left + column * cell + 2, top + row * cell + 2, cell - 4, cell - 4
    )


def _caption(canvas: Any, text: str, x: float, top: float) -> None:
    canvas.fill_style = INK
    canvas.font = CAPTION_FONT
    canvas.text_align = "center"
    canvas.text_baseline = "top"
    canvas.fill_text(text, x, top)


# -- a bar chart: each player's games against every human ------------------------

RESULTS_WIDTH = 520
RESULTS_HEIGHT = 300
_BARS = (("O", "O wins", O_COLOUR), ("tie", "ties", FAINT), ("X", "X wins", X_COLOUR))
_BASE, _TALLEST, _BAR = 240, 170, 34


def draw_results(canvas: Any, players: Sequence[tuple[str, Mapping[str, int]]]) -> None:
    """For each (name, results) a group of three bars: O's wins, ties and X's wins,
    each with its count, on one scale; a legend above."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, RESULTS_WIDTH, RESULTS_HEIGHT)
    counts = [results.get(key, 0) for _, results in players for key, _, _ in _BARS]
    most = max([1, *counts])
    group = (RESULTS_WIDTH - 20) / max(1, len(players))
    for index, (name, results) in enumerate(players):
        middle = 10 + group * (index + 0.5)
        for place, (key, _label, colour) in enumerate(_BARS):
            count = results.get(key, 0)
            height = _TALLEST * count / most
            left = middle + (place - 1.5) * _BAR
            canvas.fill_style = colour
            canvas.fill_rect(left, _BASE - height, _BAR - 4, height)
            _caption(canvas, str(count), left + _BAR / 2 - 2, _BASE - height - 22)
        _caption(canvas, name, middle, _BASE + 10)
    canvas.stroke_style = INK
    canvas.line_width = 2
    canvas.stroke_line(10, _BASE, RESULTS_WIDTH - 10, _BASE)
    for place, (_key, label, colour) in enumerate(_BARS):
        left = 20 + place * 130
        canvas.fill_style = colour
        canvas.fill_rect(left, 12, 18, 18)
        canvas.fill_style = INK
        canvas.font = CAPTION_FONT
        canvas.text_align = "left"
        canvas.text_baseline = "middle"
        canvas.fill_text(label, left + 26, 21)
