"""Turning whatever was passed as a move into a ``Move``, or saying why it is not one.

A move may be a ``Move`` or a plain tuple ``(pick, place)`` or ``(pick, place,
partner)``; squares are pairs of whole numbers (numpy's integers too). ``True`` and
``1.0`` are refused even though Python would accept them as indexes: they are not
row numbers, and a float usually means a calculation went wrong.
"""

from typing import Any

from gamelib.arguments import excerpt, whole_number
from gamelib.quixo.errors import MoveFormatError, OffBoardError
from gamelib.quixo.parts.geometry import is_on_board
from gamelib.quixo.parts.move import PASS, Move, Square


def as_move(value: Any, size: int) -> Move:
    if isinstance(value, Move):
        pick, place, partner = value
    elif isinstance(value, tuple) and len(value) in (2, 3):
        pick, place, partner = (*value, None)[:3]
    else:
        raise MoveFormatError(
            "a move is Move(pick=(row, column), place=(row, column)), or a pair "
            f"(pick, place); got {excerpt(value)}"
        )
    if pick is None and place is None:
        if partner is not None:
            raise MoveFormatError("a pass has no partner")
        return PASS
    pick = square_on_board(pick, size, "the block to pick")
    place = square_on_board(place, size, "the place to put it")
    if partner is not None and not isinstance(partner, str):
        raise MoveFormatError(
            f"the partner is a seat such as 'A1', got {excerpt(partner)}"
        )
    return Move(pick, place, partner)


def square_on_board(square: Any, size: int, what: str = "a square") -> Square:
    """``square`` as a pair of plain ints on the board, or the reason it is not."""
    if not isinstance(square, (tuple, list)) or len(square) != 2:
        raise MoveFormatError(f"{what} is a pair (row, column), got {excerpt(square)}")
    part = f"a row or column of {what}"
    row, column = (
        whole_number(number, part, wrong_type=MoveFormatError) for number in square
    )
    if not is_on_board(size, (row, column)):
        raise OffBoardError(
            f"{what}, ({excerpt(row)}, {excerpt(column)}), is off the board: rows "
            f"and columns go from 0 to {size - 1}"
        )
    return row, column
