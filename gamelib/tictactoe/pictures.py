"""What a position looks like: the handout's text drawing, result words and pictures.

The handout draws a board as three rows of cells between bars, with ``---+---+---``
between rows; the same drawing shows a position (empty squares show their number, so
the player always knows what to type) and a pattern (``*`` and ``?`` included).
``drawing`` and ``board_text`` are the lesson's milestone 2, as a beginner writes
them, and the course's only text drawing. The SVG pictures are static, so a saved
notebook shows them on GitHub (where widgets cannot run).
"""

from collections.abc import Iterable, Sequence
from html import escape
from numbers import Real

from gamelib.errors import InvalidBoardError
from gamelib.state import Outcome
from gamelib.tictactoe.cells import BLANK, O, X, check_cells, nine, square_number

# -- text -------------------------------------------------------------------------


def drawing(symbols: Sequence[str]) -> str:
    """Nine symbols as the handout draws them: three rows, two rules."""
    rows = []
    for first in [0, 3, 6]:
        a, b, c = symbols[first], symbols[first + 1], symbols[first + 2]
        rows.append(" " + a + " | " + b + " | " + c)
    rule = "\n---+---+---\n"
    return rows[0] + rule + rows[1] + rule + rows[2]


def board_text(board: Sequence[str]) -> str:
    """The board as the handout prints it: empty squares show numbers."""
    symbols = []
    for square in range(9):
        if board[square] == BLANK:
            symbols.append(str(square))
        else:
            symbols.append(board[square])
    return drawing(symbols)


def text_view(cells: Iterable[str]) -> str:
    """``board_text`` of any nine strings, refused with an ``InvalidBoardError``
    when they are not nine strings (the lesson's ``board_text`` trusts its list)."""
    shown = list(nine(cells))
    if not all(isinstance(symbol, str) for symbol in shown):
        raise InvalidBoardError("a drawing shows nine strings, one per square")
    return board_text(shown)


def result_text(outcome: Outcome) -> str:
    """The result in the words of a game where you are X and the computer is O."""
    if not isinstance(outcome, Outcome):
        raise TypeError(f"result_text needs an Outcome, not {type(outcome).__name__}")
    if outcome.draw:
        return "It's a tie: the board is full and nobody has three in a row."
    if outcome.winner == X:
        return "You win! Three in a row."
    return "The computer wins: three in a row."


# -- SVG --------------------------------------------------------------------------

INK, X_COLOUR, O_COLOUR = "#333333", "#1f5fbf", "#c0392b"
HIGHLIGHT, TAKE_COLOUR = "#ffe680", "#2e9e4f"


def _cell_centre(square: int, cell: float, margin: float) -> tuple[float, float]:
    row, col = divmod(square, 3)
    return margin + (col + 0.5) * cell, margin + (row + 0.5) * cell


def _grid(size: float, margin: float) -> list[str]:
    cell = size / 3
    lines = []
    for k in (1, 2):
        at = margin + k * cell
        lines.append(
            f'<line x1="{at}" y1="{margin}" x2="{at}" y2="{margin + size}"'
            f' stroke="{INK}" stroke-width="2"/>'
        )
        lines.append(
            f'<line x1="{margin}" y1="{at}" x2="{margin + size}" y2="{at}"'
            f' stroke="{INK}" stroke-width="2"/>'
        )
    return lines


def _mark(symbol: str, square: int, cell: float, margin: float) -> str:
    cx, cy = _cell_centre(square, cell, margin)
    r = cell * 0.3
    if symbol == X:
        return (
            f'<path d="M{cx - r},{cy - r}L{cx + r},{cy + r}M{cx + r},{cy - r}'
            f'L{cx - r},{cy + r}" stroke="{X_COLOUR}" stroke-width="{cell / 10:.1f}"'
            ' stroke-linecap="round"/>'
        )
    if symbol == O:
        return (
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{O_COLOUR}"'
            f' stroke-width="{cell / 10:.1f}"/>'
        )
    colour = TAKE_COLOUR if symbol == "?" else "#888888"
    return (
        f'<text x="{cx}" y="{cy}" font-size="{cell * 0.45:.0f}" fill="{colour}"'
        ' text-anchor="middle" dominant-baseline="central"'
        f' font-family="sans-serif">{escape(symbol)}</text>'
    )


def _svg(size: float, margin: float, parts: Iterable[str], title: str) -> str:
    full = size + 2 * margin
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{full:.0f}"'
        f' height="{full:.0f}" viewBox="0 0 {full} {full}">'
        f"<title>{escape(title)}</title>"
        f'<rect width="{full}" height="{full}" fill="white"/>'
        + "".join(parts)
        + "</svg>"
    )


def _check_size(size: object) -> float:
    if (
        isinstance(size, bool)
        or not isinstance(size, Real)
        or not 10 <= float(size) <= 5000
    ):
        raise ValueError("a picture's size is a number of pixels from 10 to 5000")
    return float(size)


def board_svg(
    cells: Iterable[object],
    highlight: Iterable[object] | None = None,
    size: float = 150,
    numbers: bool = True,
) -> str:
    """A board; empty squares show their number, and ``highlight`` squares (a
    winning line) are shaded."""
    cells = check_cells(cells)
    shaded = [square_number(square) for square in highlight or ()]
    margin, cell = 6, _check_size(size) / 3
    parts = []
    for square in shaded:
        row, col = divmod(square, 3)
        parts.append(
            f'<rect x="{margin + col * cell}" y="{margin + row * cell}"'
            f' width="{cell}" height="{cell}" fill="{HIGHLIGHT}"/>'
        )
    parts += _grid(size, margin)
    for square, symbol in enumerate(cells):
        if symbol != BLANK:
            parts.append(_mark(symbol, square, cell, margin))
        elif numbers:
            parts.append(_mark(str(square), square, cell, margin))
    title = "tic-tac-toe board " + "".join(c if c != BLANK else "." for c in cells)
    return _svg(size, margin, parts, title)


def pattern_svg(symbols: Iterable[str], number: int, size: float = 90) -> str:
    """Pattern #``number``: marks, ``*`` for any, a green ``?`` for the computer's
    square. It takes the nine symbols, not a pattern object, because the patterns
    belong to the computer player, a layer above the pictures."""
    shown = nine(symbols)
    if not all(isinstance(symbol, str) for symbol in shown):
        raise InvalidBoardError("a pattern shows nine symbols, one per square")
    margin, cell = 6, _check_size(size) / 3
    parts = _grid(size, margin)
    for square, symbol in enumerate(shown):
        if symbol != BLANK:
            parts.append(_mark(symbol, square, cell, margin))
    return _svg(size, margin, parts, f"pattern #{number}")
