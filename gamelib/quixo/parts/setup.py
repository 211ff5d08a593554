"""Checking how a board is set up: its size, its players, and a given position.

A position is given as the handout gives it, rows of ``-``, ``X`` and ``O``; the
symbols do not say whose turn it is (``turn``) nor, with four players, where each
block's dot points (``dots``). Each mistake raises its own ``SetupError``.
"""

import operator
from collections.abc import Mapping, Sequence
from typing import Any

from gamelib.arguments import excerpt, is_whole_number
from gamelib.quixo.errors import (
    ArgumentError,
    BoardSizeError,
    InvalidBoardError,
    PlayerCountError,
)
from gamelib.quixo.parts import bitboard
from gamelib.quixo.parts.geometry import SIZES
from gamelib.quixo.parts.move import Square
from gamelib.quixo.parts.seats import NEUTRAL, PLAYER_COUNTS, O, X, team_seats

EXAMPLE_ROWS = ["----O", "XX--X", "XO---", "OO---", "X----"]
"""The handout's example board."""


def check_size(size: Any) -> int:
    if is_whole_number(size) and size in SIZES:
        return operator.index(size)
    raise BoardSizeError(f"a Quixo board is 3x3, 4x4 or 5x5; size={excerpt(size)}")


def check_players(players: Any) -> int:
    if is_whole_number(players) and players in PLAYER_COUNTS:
        return operator.index(players)
    raise PlayerCountError(
        f"Quixo is for 2 players, or 4 in two teams; players={excerpt(players)}"
    )


def check_rows_type(rows: Any) -> Sequence:
    if isinstance(rows, str) or not isinstance(rows, Sequence):
        raise ArgumentError(
            f"give the rows as a list of strings, such as {EXAMPLE_ROWS!r}; "
            f"got {type(rows).__name__}"
        )
    return rows


def size_of(rows: Any) -> int:
    """The size of the square board that ``rows`` describe, or why there is none.

    The rows' length decides when it is a real size, so that a missing row is
    reported as a missing row rather than as rows that are too long.
    """
    rows = check_rows_type(rows)
    width = len(rows[0]) if rows and isinstance(rows[0], str) else len(rows)
    size = width if width in SIZES else len(rows)
    if size not in SIZES:
        raise InvalidBoardError(
            f"a board has 3, 4 or 5 rows (5 in the real game), got {len(rows)}"
        )
    if len(rows) != size:
        raise InvalidBoardError(
            f"rows of {size} squares make a {size}x{size} board, which has {size} "
            f"rows; got {len(rows)}"
        )
    return size


def parse_rows(size: int, rows: Any) -> tuple[int, int]:
    """The X and O bitboards of ``rows``, or the reason they are not a board."""
    rows = check_rows_type(rows)
    if len(rows) != size:
        raise InvalidBoardError(
            f"a {size}x{size} board has {size} rows, got {len(rows)}"
        )
    x = o = 0
    for row, text in enumerate(rows):
        if not isinstance(text, str):
            raise ArgumentError(f"row {row} is {excerpt(text)}, not a string")
        if len(text) != size:
            raise InvalidBoardError(
                f"row {row} ({excerpt(text)}) has {len(text):,} squares; every row "
                f"of a {size}x{size} board has {size}"
            )
        for column, symbol in enumerate(text):
            square_bit = bitboard.bit(size, (row, column))
            if symbol == X:
                x |= square_bit
            elif symbol == O:
                o |= square_bit
            elif symbol != NEUTRAL:
                raise InvalidBoardError(
                    f"row {row}, column {column} holds {excerpt(symbol)}; a square is "
                    f"'{NEUTRAL}' (neutral), '{X}' or '{O}'"
                )
    return x, o


def parse_dots(
    size: int, x: int, o: int, dots: Mapping[Square, str] | None, players: int
) -> int:
    """The dots bitboard (bit set: the dot points at A2 or B2) of a position.

    With four players every team block needs a dot pointing at a player of its own
    team; neutral blocks have none, and the two-player game has no dots at all.
    """
    if players == 2:
        if dots:
            raise InvalidBoardError("only the four-player game has dots on its blocks")
        return 0
    dots = {} if dots is None else dots
    if not isinstance(dots, Mapping):
        raise InvalidBoardError("give the dots as a mapping {(row, column): seat}")
    squares = [(row, column) for row in range(size) for column in range(size)]
    strangers = [square for square in dots if square not in squares]
    if strangers:
        raise InvalidBoardError(f"{excerpt(strangers[0])} is not a square of the board")
    dot_bits = 0
    for square in squares:
        square_bit = bitboard.bit(size, square)
        symbol = X if x & square_bit else O if o & square_bit else NEUTRAL
        seat = dots.get(square)
        if symbol == NEUTRAL:
            if seat is not None:
                raise InvalidBoardError(
                    f"the block at {square} is neutral: it has no dot"
                )
            continue
        first, second = team_seats(symbol)
        if seat not in (first, second):
            raise InvalidBoardError(
                f"the {symbol} block at {square} needs a dot pointing at {first} "
                f"or {second}, got {excerpt(seat)}"
            )
        if seat == second:
            dot_bits |= square_bit
    return dot_bits


def parse_turn(seats: tuple[str, ...], turn: Any) -> int:
    """The index in turn order of the player to move (the first one by default)."""
    if turn is None:
        return 0
    if turn not in seats:
        names = ", ".join(seats)
        raise InvalidBoardError(
            f"the player to move is one of {names}; got {excerpt(turn)}"
        )
    return seats.index(turn)
