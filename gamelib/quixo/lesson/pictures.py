"""Pictures of one move, before and after, for the lesson's worked examples.

The handout describes an opening move by X (a block that is not a corner: three
places to put it back) and a corner move by O (two places); milestone 4 shows a move
that completes both players' lines. Each picture puts the board before the move
beside the board after it: before, the picked block is outlined and every place it
may go is marked, the chosen one with an arrow; after, the placed block is outlined
and the complete lines are shaded. SVG, so it shows on GitHub too.
"""

from html import escape

from gamelib.alt_text import SVGWithText

from .board import NEUTRAL, O, QuixoBoard, X, createBoard
from .moves import makeMove, places_for
from .winning import all_lines

Square = tuple[int, int]
BOARD_PIXELS = 200
LEFT, GAP, TOP = 26, 84, 44
WIDTH = LEFT + BOARD_PIXELS + GAP + BOARD_PIXELS + 14
FONT = 'font-family="sans-serif" font-size="16"'
INK, BLOCK, EDGE = "#222222", "#ecd9b0", "#8a6d3b"
X_COLOUR, O_COLOUR = "#0072b2", "#d55e00"
PICK_COLOUR, PLACE_COLOUR, LINE_COLOUR = "#009e73", "#cc79a7", "#f0e442"


def _symbol(symbol: str, cx: float, cy: float, r: float) -> str:
    stroke = f'stroke-width="{r / 2.6:.1f}" stroke-linecap="round" fill="none"'
    if symbol == X:
        return (
            f'<path d="M{cx - r:.1f},{cy - r:.1f}L{cx + r:.1f},{cy + r:.1f}'
            f'M{cx + r:.1f},{cy - r:.1f}L{cx - r:.1f},{cy + r:.1f}" '
            f'stroke="{X_COLOUR}" {stroke}/>'
        )
    if symbol == O:
        return (
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" '
            f'stroke="{O_COLOUR}" {stroke}/>'
        )
    return ""


def _board(
    board: QuixoBoard,
    left: float,
    outlined: Square | None,
    places: list[Square],
    shaded: set[Square],
) -> list[str]:
    cell = BOARD_PIXELS / board.size
    parts = []
    for k in range(board.size):
        parts.append(
            f'<text x="{left + (k + 0.5) * cell:.1f}" y="{TOP - 8}" {FONT} '
            f'fill="{INK}" text-anchor="middle">{k}</text>'
        )
        parts.append(
            f'<text x="{left - 8}" y="{TOP + (k + 0.5) * cell + 6:.1f}" {FONT} '
            f'fill="{INK}" text-anchor="end">{k}</text>'
        )
    for row in range(board.size):
        for column in range(board.size):
            x, y = left + column * cell, TOP + row * cell
            fill = LINE_COLOUR if (row, column) in shaded else BLOCK
            parts.append(
                f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{cell - 4:.1f}" '
                f'height="{cell - 4:.1f}" rx="5" fill="{fill}" stroke="{EDGE}"/>'
            )
            parts.append(
                _symbol(board.blocks[row][column], x + cell / 2, y + cell / 2, cell / 4)
            )
            if (row, column) in places:
                parts.append(
                    f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{cell - 8:.1f}" '
                    f'height="{cell - 8:.1f}" rx="4" fill="none" '
                    f'stroke="{PLACE_COLOUR}" stroke-width="3" stroke-dasharray="6 3"/>'
                )
            if (row, column) == outlined:
                parts.append(
                    f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{cell - 4:.1f}" '
                    f'height="{cell - 4:.1f}" rx="5" fill="none" '
                    f'stroke="{PICK_COLOUR}" stroke-width="4"/>'
                )
    return parts


def _complete_lines(board: QuixoBoard) -> set[Square]:
    shaded = set()
    for line in all_lines(board.size):
        symbols = {board.blocks[row][column] for row, column in line}
        if len(symbols) == 1 and NEUTRAL not in symbols:
            shaded.update(line)
    return shaded


def move_picture(rows: list[str], turn: str, pick: Square, place: Square) -> str:
    """SVG of the board before and after ``turn`` moves ``pick`` to ``place``."""
    before = createBoard(rows, turn)
    after = createBoard(rows, turn)
    makeMove(after, *pick, *place)
    right = LEFT + BOARD_PIXELS + GAP
    cell = BOARD_PIXELS / before.size
    height = TOP + BOARD_PIXELS + 34
    parts = _board(before, LEFT, pick, places_for(before, *pick), set())
    parts += _board(after, right, place, [], _complete_lines(after))
    (pick_row, pick_column), (place_row, place_column) = pick, place
    parts.append(
        f'<line x1="{LEFT + (pick_column + 0.5) * cell:.1f}" '
        f'y1="{TOP + (pick_row + 0.5) * cell:.1f}" '
        f'x2="{LEFT + (place_column + 0.5) * cell:.1f}" '
        f'y2="{TOP + (place_row + 0.5) * cell:.1f}" stroke="{PICK_COLOUR}" '
        'stroke-width="3" marker-end="url(#move-head)"/>'
    )
    middle = LEFT + BOARD_PIXELS + GAP / 2 - 8
    parts.append(
        f'<text x="{middle:.1f}" y="{TOP + BOARD_PIXELS / 2 + 8:.1f}" '
        f'font-family="sans-serif" font-size="28" fill="{INK}" '
        'text-anchor="middle">→</text>'
    )
    captions = [
        (LEFT, f"before: {turn} picks {pick}"),
        (right, f"after: {turn} at {place}"),
    ]
    for x, text in captions:
        parts.append(
            f'<text x="{x:.1f}" y="{height - 10}" {FONT} fill="{INK}">'
            f"{escape(text)}</text>"
        )
    head = (
        '<defs><marker id="move-head" markerWidth="8" markerHeight="8" refX="6" '
        f'refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="{PICK_COLOUR}"/>'
        "</marker></defs>"
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}"><title>{escape(captions[0][1])}</title>'
        f'<rect width="{WIDTH}" height="{height}" fill="white"/>{head}'
        + "".join(parts)
        + "</svg>"
    )


class MovePicture(SVGWithText):
    """A move shown before and after in a notebook (Jupyter asks ``_repr_svg_``)."""

    def __init__(self, rows: list[str], turn: str, pick: Square, place: Square) -> None:
        self.svg = move_picture(rows, turn, pick, place)
        self.text = f"{turn} moves {pick} to {place} (a picture)"

    def __repr__(self) -> str:
        return self.text

    def _repr_svg_(self) -> str:
        return self.svg
