"""Pictures of a board and of one move, drawn by the notebook's own pieces.

Milestone 2 draws the board the learner's ``createBoard`` makes. The handout
describes an opening move by X (a block that is not a corner: three places to put
it back) and a corner move by O (two places); milestone 4 shows a move that
completes both players' lines. Each move picture puts the board before the move
beside the board after it: before, the picked block is outlined and every place it
may go is marked, the chosen one with an arrow; after, the placed block is outlined
and the complete lines are shaded. SVG, so it shows on GitHub too.

The pictures are the learner's work, not the course's: the cell hands in its
``createBoard``, ``places_for`` and ``makeMove`` (the course's stand in for any
not given), and the picture says whose drew it. A piece that gives nothing to draw
(a stub, None, a crash, an endless loop, something that is no board) makes a
picture of one sentence saying so (``trial``), never a traceback.
"""

from collections.abc import Callable
from html import escape
from typing import Any

from gamelib.state import SVGWithText

from .board import NEUTRAL, O, QuixoBoard, X, createBoard
from .moves import makeMove, places_for
from .trial import NoPictureError, Position, ask, drawn_with, places_of, position_of
from .winning import all_lines

Square = tuple[int, int]
BOARD_PIXELS = 200
LEFT, GAP, TOP = 26, 84, 44
WIDTH = LEFT + BOARD_PIXELS + GAP + BOARD_PIXELS + 14
BOARD_WIDTH = 380  # one board, and a caption of 40 characters beside its edge
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
    board: QuixoBoard | Position,
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


def _complete_lines(board: QuixoBoard | Position) -> set[Square]:
    shaded = set()
    for line in all_lines(board.size):
        symbols = {board.blocks[row][column] for row, column in line}
        if len(symbols) == 1 and NEUTRAL not in symbols:
            shaded.update(line)
    return shaded


def _caption_lines(text: str, width: int = 54) -> list[str]:
    """``text`` in lines of at most ``width`` characters (16 px text fits)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _texts(x: float, top: float, lines: list[str]) -> list[str]:
    return [
        f'<text x="{x:.1f}" y="{top + 22 * k:.1f}" {FONT} fill="{INK}">'
        f"{escape(line)}</text>"
        for k, line in enumerate(lines)
    ]


def _svg(width: float, height: float, title: str, parts: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><title>{escape(title)}</title>'
        f'<rect width="{width}" height="{height}" fill="white"/>'
        + "".join(parts)
        + "</svg>"
    )


def words_picture(sentence: str) -> str:
    """A small SVG of one sentence: the picture of a piece that drew nothing."""
    lines = _caption_lines(sentence)
    height = 22 * len(lines) + 22
    parts = [
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{height - 2}" rx="6" '
        f'fill="#fff4e5" stroke="{PLACE_COLOUR}" stroke-width="2"/>',
        *_texts(14, 28, lines),
    ]
    return _svg(WIDTH, height, sentence, parts)


def move_picture(
    before: Position,
    after: Position,
    pick: Square,
    place: Square,
    places: list[Square],
    drawn: str = "",
) -> str:
    """SVG of the board ``before`` and ``after`` its mover moves ``pick`` to
    ``place``, with the ``places`` the block may go marked; ``drawn`` says whose
    pieces drew it."""
    turn = before.turn
    right = LEFT + BOARD_PIXELS + GAP
    cell = BOARD_PIXELS / before.size
    drawn_lines = _caption_lines(drawn) if drawn else []
    height = TOP + BOARD_PIXELS + 34 + 22 * len(drawn_lines)
    parts = _board(before, LEFT, pick, places, set())
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
    bottom = TOP + BOARD_PIXELS + 24
    for x, text in captions:
        parts += _texts(x, bottom, [text])
    parts += _texts(LEFT, bottom + 22, drawn_lines)
    head = (
        '<defs><marker id="move-head" markerWidth="8" markerHeight="8" refX="6" '
        f'refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="{PICK_COLOUR}"/>'
        "</marker></defs>"
    )
    title = f"{captions[0][1]}. {drawn}".strip()
    return _svg(WIDTH, height, title, [head, *parts])


def board_picture(board: Position, drawn: str = "") -> str:
    """SVG of one board, its complete lines shaded, and who moves next."""
    drawn_lines = _caption_lines(drawn, 40) if drawn else []
    height = TOP + BOARD_PIXELS + 34 + 22 * len(drawn_lines)
    width = BOARD_WIDTH
    parts = _board(board, LEFT, None, [], _complete_lines(board))
    bottom = TOP + BOARD_PIXELS + 24
    parts += _texts(LEFT, bottom, [f"{board.turn} to move"])
    parts += _texts(LEFT, bottom + 22, drawn_lines)
    title = f"Quixo {board.size}x{board.size}: {' / '.join(board.rows)}. {drawn}"
    return _svg(width, height, title.strip(), parts)


class MovePicture(SVGWithText):
    """A move shown before and after in a notebook (Jupyter asks ``_repr_svg_``)."""

    def __init__(
        self,
        rows: list[str],
        turn: str,
        pick: Square,
        place: Square,
        *,
        createBoard: Callable[..., Any] = createBoard,  # noqa: N803 - handout name
        places_for: Callable[..., Any] = places_for,
        makeMove: Callable[..., Any] = makeMove,  # noqa: N803 - handout name
    ) -> None:
        drawn = drawn_with(
            createBoard=createBoard, places_for=places_for, makeMove=makeMove
        )
        move = f"{turn} moves {pick} to {place}"
        try:
            before, after, places = _played(
                rows, turn, pick, place, createBoard, places_for, makeMove
            )
        except NoPictureError as trouble:
            sentence = f"No picture of {move}: {trouble}."
            self.svg, self.text = words_picture(sentence), sentence
            return
        self.svg = move_picture(before, after, pick, place, places, drawn)
        self.text = f"{move} (a picture). {drawn}"

    def __repr__(self) -> str:
        return self.text

    def _repr_svg_(self) -> str:
        return self.svg


def _played(
    rows: list[str],
    turn: str,
    pick: Square,
    place: Square,
    create_board: Callable[..., Any],
    find_places: Callable[..., Any],
    make_move: Callable[..., Any],
) -> tuple[Position, Position, list[Square]]:
    """The board before and after the move, and where the picked block may go,
    each asked of the given pieces (a fresh board from ``create_board`` each
    time, so a piece that changes its board changes nothing else)."""
    made = "createBoard"
    before = position_of(ask(create_board, made, list(rows), turn), made)
    board = ask(create_board, made, list(rows), turn)
    places = places_of(ask(find_places, "places_for", board, *pick), before.size)
    board = ask(create_board, made, list(rows), turn)
    ask(make_move, "makeMove", board, *pick, *place)
    after = position_of(board, "makeMove left")
    return before, after, places


class BoardPicture(SVGWithText):
    """The board a ``createBoard`` makes from rows, as a picture (``_repr_svg_``)."""

    def __init__(
        self, create_board: Callable[..., Any], rows: list[str], turn: str = X
    ) -> None:
        drawn = drawn_with(createBoard=create_board)
        try:
            board = ask(create_board, "createBoard", list(rows), turn)
            position = position_of(board, "createBoard")
        except NoPictureError as trouble:
            sentence = f"No picture of the board: {trouble}."
            self.svg, self.text = words_picture(sentence), sentence
            return
        self.svg = board_picture(position, drawn)
        self.text = "\n".join([*position.rows, f"{position.turn} to move. {drawn}"])

    def __repr__(self) -> str:
        return self.text

    def _repr_svg_(self) -> str:
        return self.svg
