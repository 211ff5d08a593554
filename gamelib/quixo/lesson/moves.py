"""Milestone 3: any single move, as the handout's ``makeMove`` makes it.

A player picks up a block on the edge of the board that is neutral or shows their
own symbol, and puts it back at an end of the same row or column (never where it came
from); the blocks between slide one step to close the gap, and the block now shows
the mover's symbol. Every piece reads and changes a ``QuixoBoard``.
"""

from gamelib.errors import IllegalMoveError

from .board import NEUTRAL, QuixoBoard, other


def is_on_edge(board: QuixoBoard, row: int, column: int) -> bool:
    """True for a square of the outer ring: first or last row, column."""
    last = board.size - 1
    return row == 0 or row == last or column == 0 or column == last


def can_take(board: QuixoBoard, row: int, column: int) -> bool:
    """May the player to move pick up the block at (row, column)?"""
    if not (0 <= row < board.size and 0 <= column < board.size):
        return False
    if not is_on_edge(board, row, column):
        return False
    block = board.blocks[row][column]
    return block == NEUTRAL or block == board.turn


def places_for(board: QuixoBoard, row: int, column: int) -> list[tuple[int, int]]:
    """Where a block taken from (row, column) may go back: the ends of
    its row and of its column, never its own square."""
    last = board.size - 1
    places = []
    for place in [(row, 0), (row, last), (0, column), (last, column)]:
        if place != (row, column) and place not in places:
            places.append(place)
    return sorted(places)


def slide(
    board: QuixoBoard,
    chooseRow: int,  # noqa: N803 - the handout's names
    chooseColumn: int,  # noqa: N803
    placeRow: int,  # noqa: N803
    placeColumn: int,  # noqa: N803
) -> None:
    """Close the gap at the chosen square: each block between it and the
    place moves one step towards it, which frees the place."""
    blocks = board.blocks
    if placeRow == chooseRow:  # along the row
        step = 1 if placeColumn > chooseColumn else -1
        for column in range(chooseColumn, placeColumn, step):
            blocks[chooseRow][column] = blocks[chooseRow][column + step]
    else:  # along the column
        step = 1 if placeRow > chooseRow else -1
        for row in range(chooseRow, placeRow, step):
            blocks[row][chooseColumn] = blocks[row + step][chooseColumn]


def makeMove(  # noqa: N802 - the handout's name
    board: QuixoBoard,
    chooseRow: int,  # noqa: N803 - the handout's names
    chooseColumn: int,  # noqa: N803
    placeRow: int,  # noqa: N803
    placeColumn: int,  # noqa: N803
) -> None:
    """Play a move for the player to move, or raise IllegalMoveError and
    change nothing; afterwards it is the other player's turn."""
    if not can_take(board, chooseRow, chooseColumn):
        raise IllegalMoveError(
            f"{board.turn} may not take the block at ({chooseRow}, {chooseColumn}):"
            f" only a block on the edge that is neutral or shows {board.turn}"
        )
    places = places_for(board, chooseRow, chooseColumn)
    if (placeRow, placeColumn) not in places:
        raise IllegalMoveError(
            f"the block from ({chooseRow}, {chooseColumn}) goes back at one of"
            f" {places}, not at ({placeRow}, {placeColumn})"
        )
    slide(board, chooseRow, chooseColumn, placeRow, placeColumn)
    board.blocks[placeRow][placeColumn] = board.turn
    board.turn = other(board.turn)
