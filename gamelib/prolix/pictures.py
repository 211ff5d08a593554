"""Prolix as words and as a picture: the board, a tile, a round, the verdict.

Every sentence about a game lives here, so the terminal program, the lesson's
board and ``str(state)`` say the same thing in the same words, and a test of one
covers the others. The static SVG picture is for notebooks saved without a
kernel: GitHub and nbviewer show ``_repr_svg_`` output but not live widgets, so
the model draws itself this way; the lesson builds the interactive canvas
separately.
"""

import textwrap
from collections.abc import Iterable
from html import escape
from typing import TYPE_CHECKING, Any

from gamelib.arguments import describe
from gamelib.errors import ArgumentError, InvalidBoardError
from gamelib.prolix.tiles import (
    COLUMN_VALUES,
    COLUMNS,
    LETTER_BONUS,
    ROUNDS,
    ROWS,
    RoundResult,
    TileError,
    check_columns,
    square_number,
    tile_letter,
    tile_value,
)
from gamelib.state import SVGWithText

if TYPE_CHECKING:
    from gamelib.prolix.state import ProlixState


TILE_WIDTH = 5


def tile_label(letter: str | None) -> str:
    """A square of the text board: the letter and its bonus, centred."""
    if letter is None:
        return "".center(TILE_WIDTH)
    bonus = LETTER_BONUS.get(letter, 0)
    return (f"{letter}+{bonus}" if bonus else letter).center(TILE_WIDTH)


def board_text(columns: Any) -> str:
    """The board as text: tiles with bonus marks, and each column's value."""
    board = check_columns(columns)
    line = "+" + "+".join("-" * TILE_WIDTH for _ in range(COLUMNS)) + "+"
    rows = [
        "|" + "|".join(tile_label(board[c][r]) for c in range(COLUMNS)) + "|"
        for r in range(ROWS)
    ]
    values = " " + " ".join(f"{value} pts" for value in COLUMN_VALUES)
    return "\n".join([line, *rows, line, values])


def tile_text(column: int, letter: str) -> str:
    """What a tile is worth, and why: its column's value plus any bonus."""
    letter = tile_letter(letter)
    points = tile_value(column, letter)
    bonus = LETTER_BONUS.get(letter, 0)
    why = f" ({points - bonus} + {bonus} bonus)" if bonus else ""
    return f"{letter} in column {column + 1} is worth {points} points{why}."


def verdict(state: "ProlixState") -> str:
    """How the game stands, in one sentence: the round to play, or how it ended."""
    outcome = state.outcome()
    if outcome is None:
        return (
            f"Round {state.round} of {ROUNDS}: total {state.total}, "
            f"reach {state.minimum} after this round."
        )
    if outcome.winner is not None:
        return f"You won with {state.total} points!"
    return (
        f"Game over in round {state.round}: {state.total} points, "
        f"{state.minimum} were needed."
    )


def result_text(result: RoundResult) -> str:
    """How a word scored, tile by tile, and whether the round was passed.

    A game scored by its own function (a learner's) may disagree with the tiles;
    the sentence then gives both, which is how a learner spots a scoring mistake.
    """
    parts = " + ".join(f"{tile.letter} {tile.points}" for tile in result.tiles)
    tiles_total = sum(tile.points for tile in result.tiles)
    if result.score == tiles_total:
        scored = f"{parts or 'no board tiles'} = {result.score} points."
    else:
        scored = (
            f"{result.score} points by the game's scoring function, though its "
            f"tiles make {parts or 'no board tiles'} = {tiles_total}."
        )
    verdict_word = "passed" if result.passed else "missed"
    return (
        f"{result.word.upper()}: {scored} Total {result.total}, needed "
        f"{result.minimum}: round {verdict_word}."
    )


def slide_text(result: RoundResult) -> list[str]:
    """What happened to the board after the round: tiles left, tiles put back."""
    lines = []
    if result.leaving:
        lines.append(
            f"The board slides two columns right; {' '.join(result.leaving)} leave."
        )
    for draw in result.refill:
        for tile in draw.put_back:
            lines.append(f"Drew {tile}, which may not go on the board: put back.")
    return lines


def state_text(state: "ProlixState") -> str:
    """``str(state)``: where the game stands, the board, and the words used."""
    lines = [verdict(state), board_text(state.columns)]
    if state.history:
        lines.append("Words used: " + ", ".join(state.history))
    return "\n".join(lines)


TILE = 60
GAP = 10
MARGIN = 14
TILE_COLOUR = "#f4e3b5"
USED_COLOUR = "#8fd18f"
RARE_COLOUR = "#f2b8a0"
TEXT_PX = 16  # the smallest text, readable on a projector
CAPTION_CHARACTERS = 32  # per line: 16 px text fits the picture's width
LINE_HEIGHT = 22


def board_svg(
    columns: Any, highlight: Iterable[tuple[int, int]] = (), caption: str = ""
) -> str:
    """SVG of four columns of tiles; ``highlight`` holds (column, row) pairs."""
    columns = check_columns(columns)
    highlight = _squares(highlight)
    if not isinstance(caption, str):
        raise ArgumentError(f"caption is a text, got {describe(caption)}")
    # XML forbids control characters, so one in a caption would break the picture.
    caption = "".join(ch if ch.isprintable() else "?" for ch in caption)
    lines = textwrap.wrap(caption, CAPTION_CHARACTERS, break_long_words=True)
    width = 2 * MARGIN + COLUMNS * TILE + (COLUMNS - 1) * GAP
    height = 2 * MARGIN + ROWS * TILE + (ROWS - 1) * GAP + 30 + LINE_HEIGHT * len(lines)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        f'<rect width="{width}" height="{height}" fill="#2f5d50" rx="8"/>',
    ]
    for column in range(COLUMNS):
        x = MARGIN + column * (TILE + GAP)
        for row in range(ROWS):
            y = MARGIN + row * (TILE + GAP)
            letter = columns[column][row]
            if letter is None:
                parts.append(
                    f'<rect x="{x}" y="{y}" width="{TILE}" height="{TILE}" rx="6" '
                    'fill="none" stroke="#cfd8d3" stroke-dasharray="4 3"/>'
                )
                continue
            bonus = LETTER_BONUS.get(letter, 0)
            if (column, row) in highlight:
                fill = USED_COLOUR
            else:
                fill = RARE_COLOUR if bonus else TILE_COLOUR
            parts.append(
                f'<rect x="{x}" y="{y}" width="{TILE}" height="{TILE}" rx="6" '
                f'fill="{fill}" stroke="#333"/>'
            )
            parts.append(
                f'<text x="{x + TILE / 2}" y="{y + TILE / 2 + 13}" font-size="32" '
                f'text-anchor="middle" fill="#222">{escape(letter)}</text>'
            )
            if bonus:
                parts.append(
                    f'<text x="{x + TILE - 4}" y="{y + 16}" font-size="{TEXT_PX}" '
                    f'text-anchor="end" fill="#7a1f00">+{bonus}</text>'
                )
        label_y = MARGIN + ROWS * TILE + (ROWS - 1) * GAP + 20
        parts.append(
            f'<text x="{x + TILE / 2}" y="{label_y}" font-size="{TEXT_PX}" '
            f'text-anchor="middle" fill="#fff">{COLUMN_VALUES[column]} pts</text>'
        )
    first_line_y = height - 12 - LINE_HEIGHT * (len(lines) - 1)
    for number, line in enumerate(lines):
        parts.append(
            f'<text x="{MARGIN}" y="{first_line_y + number * LINE_HEIGHT}" '
            f'font-size="{TEXT_PX}" fill="#fff">{escape(line)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _squares(highlight: Any) -> set[tuple[int, int]]:
    if isinstance(highlight, str) or not isinstance(highlight, Iterable):
        raise ArgumentError(
            f"highlight is a list of (column, row) pairs, got {describe(highlight)}"
        )
    squares = set()
    for square in highlight:
        if not (isinstance(square, tuple | list) and len(square) == 2):
            raise ArgumentError(
                f"a square is a (column, row) pair, got {describe(square)}"
            )
        squares.add(
            (square_number(square[0], "a column"), square_number(square[1], "a row"))
        )
    return squares


class BoardPicture(SVGWithText):
    """A board shown in a notebook as its picture, or, if it is not a board, why not.

    A lesson shows what a learner's function returned; a function not written yet
    returns None, and the lesson must still run (and say so) rather than stop.
    """

    def __init__(
        self, columns: Any, highlight: Iterable[tuple[int, int]] = (), caption: str = ""
    ) -> None:
        self.columns = columns
        self.highlight = highlight
        self.caption = caption

    def _problem(self) -> str | None:
        try:
            check_columns(self.columns)
        except (InvalidBoardError, TileError) as problem:
            return f"Not a board: {problem}."
        return None

    def _repr_svg_(self) -> str | None:
        if self._problem():
            return None  # Jupyter then shows the text below instead
        return board_svg(self.columns, self.highlight, self.caption)

    def __repr__(self) -> str:
        problem = self._problem()
        if problem:
            return problem
        text = board_text(self.columns)
        return f"{text}\n{self.caption}" if self.caption else text


def board_picture(
    columns: Any, highlight: Iterable[tuple[int, int]] = (), caption: str = ""
) -> BoardPicture:
    """The board's picture, ``highlight`` squares lit up, with a caption under it."""
    return BoardPicture(columns, highlight, caption)
