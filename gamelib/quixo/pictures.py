"""Pictures of a Quixo position: text for the terminal, SVG for notebooks.

``numbered`` is the board as text: two players see the handout's own rows (``-``
neutral, ``X``, ``O``) with the column numbers above and the row numbers on the left,
the numbers ``makeMove`` takes. With four players each block also shows where its
dot points, as the seat's number in its team: ``X1`` is an X block whose dot points
at A1, ``O2`` one pointing at B2.

``board_svg`` is a static SVG picture, for notebooks and GitHub. GitHub and nbviewer
show a saved ``_repr_svg_`` but no live widget, so the board draws itself: wooden blocks
with X and O, row and column numbers (the numbers ``makeMove`` takes), the last block
placed outlined, the winning line shaded once the game is over, and with four players
the seats around the table and the dot on each team block, on the side facing the player
it points at.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from gamelib.quixo.bitboard import NEUTRAL, O, X

if TYPE_CHECKING:  # a picture reads a state; the state draws itself with these
    from gamelib.quixo.state import Board


BOARD_PIXELS = 360
"""The blocks take this square whatever the size, so every picture fits 480 px."""
MARGIN, FOUR_PLAYER_MARGIN = 36, 52
FONT = 'font-family="sans-serif" font-size="16"'
INK, BLOCK, EDGE = "#333333", "#ecd9b0", "#8a6d3b"
X_COLOUR, O_COLOUR, DOT_COLOUR = "#1f5fbf", "#c0392b", "#222222"
WIN_COLOUR, LAST_COLOUR = "#ffe066", "#2e9e4f"

SEAT_SIDES = {"A1": "bottom", "B1": "left", "A2": "top", "B2": "right"}
"""Clockwise A1, B1, A2, B2, with partners facing each other."""
TOWARDS = {"bottom": (0, 1), "top": (0, -1), "left": (-1, 0), "right": (1, 0)}
"""The direction of each side of the board, for a block's dot."""


def board_svg(board: Board) -> str:
    margin = FOUR_PLAYER_MARGIN if board.players == 4 else MARGIN
    cell = BOARD_PIXELS / board.size
    width = BOARD_PIXELS + 2 * margin
    height = margin + BOARD_PIXELS + (64 if board.players == 4 else 40)
    winning = {square for line in board.winning_lines() for square in line}
    last = board.history[-1].place if board.history else None
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" '
        f'height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}">',
        f"<title>Quixo {board.size}x{board.size}: "
        f"{escape(' / '.join(board.rows()))}</title>",
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="white"/>',
    ]
    parts += _numbers(board.size, cell, margin)
    for row in range(board.size):
        for column in range(board.size):
            x, y = margin + column * cell, margin + row * cell
            parts += _block(board, row, column, x, y, cell, (row, column) in winning)
            if (row, column) == last:
                parts.append(
                    f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{cell - 4:.1f}" '
                    f'height="{cell - 4:.1f}" rx="8" fill="none" '
                    f'stroke="{LAST_COLOUR}" stroke-width="4"/>'
                )
    if board.players == 4:
        parts += _seats(board, margin)
    parts.append(
        f'<text x="{width / 2:.1f}" y="{height - 12:.1f}" {FONT} fill="{INK}" '
        f'text-anchor="middle">{escape(_status(board))}</text>'
    )
    parts.append("</svg>")
    return "".join(parts)


def _numbers(size: int, cell: float, margin: float) -> list[str]:
    parts = []
    for k in range(size):
        centre = margin + (k + 0.5) * cell
        parts += [
            f'<text x="{centre:.1f}" y="{margin - 10:.1f}" {FONT} fill="{INK}" '
            f'text-anchor="middle">{k}</text>',
            f'<text x="{margin - 12:.1f}" y="{centre + 6:.1f}" {FONT} fill="{INK}" '
            f'text-anchor="middle">{k}</text>',
        ]
    return parts


def _block(
    board: Board, row: int, column: int, x: float, y: float, cell: float, won: bool
) -> list[str]:
    fill = WIN_COLOUR if won else BLOCK
    parts = [
        f'<rect x="{x + 3:.1f}" y="{y + 3:.1f}" width="{cell - 6:.1f}" '
        f'height="{cell - 6:.1f}" rx="8" fill="{fill}" stroke="{EDGE}" '
        'stroke-width="2"/>'
    ]
    symbol = board.symbol(row, column)
    cx, cy, r = x + cell / 2, y + cell / 2, cell * 0.24
    stroke = f'stroke-width="{cell / 11:.1f}" stroke-linecap="round"'
    if symbol == X:
        parts.append(
            f'<path d="M{cx - r:.1f},{cy - r:.1f}L{cx + r:.1f},{cy + r:.1f}'
            f'M{cx + r:.1f},{cy - r:.1f}L{cx - r:.1f},{cy + r:.1f}" '
            f'stroke="{X_COLOUR}" {stroke}/>'
        )
    elif symbol == O:
        parts.append(
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="none" '
            f'stroke="{O_COLOUR}" {stroke}/>'
        )
    dot = board.dot(row, column)  # None with two players and for a neutral block
    if dot is not None:
        dx, dy = TOWARDS[SEAT_SIDES[dot]]
        reach = cell / 2 - cell * 0.17
        parts.append(
            f'<circle cx="{cx + dx * reach:.1f}" cy="{cy + dy * reach:.1f}" '
            f'r="{cell * 0.06:.1f}" fill="{DOT_COLOUR}"/>'
        )
    return parts


def _seats(board: Board, margin: float) -> list[str]:
    middle = margin + BOARD_PIXELS / 2
    far = margin + BOARD_PIXELS
    at = {
        "top": (middle, margin - 32),
        "bottom": (middle, far + 22),
        "left": (margin - 40, middle + 6),
        "right": (far + 26, middle + 6),
    }
    parts = []
    for seat, side in SEAT_SIDES.items():
        x, y = at[side]
        colour = X_COLOUR if seat.startswith("A") else O_COLOUR
        weight = (
            ' font-weight="bold" text-decoration="underline"'
            if seat == (board.turn)
            else ""
        )
        parts.append(
            f'<text x="{x:.1f}" y="{y:.1f}" {FONT} fill="{colour}"{weight} '
            f'text-anchor="middle">{seat}</text>'
        )
    return parts


def _status(board: Board) -> str:
    outcome = board.outcome()
    if outcome is None:
        team = f" ({board.turn_symbol})" if board.players == 4 else ""
        return f"{board.turn}{team} to move"
    if outcome.draw:
        return "Draw by threefold repetition"
    return f"{outcome.winner} wins"


def numbered(board: Board) -> str:
    """The board with row and column numbers, ready to print."""
    if board.players == 4:
        return _numbered_with_dots(board)
    header = "  " + "".join(str(column) for column in range(board.size))
    rows = (f"{row} {text}" for row, text in enumerate(board.rows()))
    return "\n".join([header, *rows])


def _numbered_with_dots(board: Board) -> str:
    header = "  " + " ".join(f"{column:<2}" for column in range(board.size))
    lines = [header.rstrip()]
    for row in range(board.size):
        cells = []
        for column in range(board.size):
            dot = board.dot(row, column)  # None exactly for a neutral block
            if dot is None:
                cells.append(NEUTRAL * 2)
            else:
                cells.append(board.symbol(row, column) + dot[1])
        lines.append(f"{row} " + " ".join(cells))
    return "\n".join(lines)


DOT_LEGEND = (
    "X1 is a team A block whose dot points at A1, O2 a team B block pointing at B2;"
    " -- is neutral."
)
