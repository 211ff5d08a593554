"""How good a position looks without searching further: lines nearly made.

Every row, column and diagonal adds a weight for the mover's blocks on it and takes
away the same for the other side's: 1 for one block, 3 for two, 9 for three, and so
on, so that one line of four counts for more than many scattered blocks. The greedy
player uses it to choose among safe moves, the search player at the end of its
look-ahead.
"""

from functools import cache

from gamelib.quixo.parts import bitboard
from gamelib.quixo.state import Board


@cache
def weights(size: int) -> tuple[int, ...]:
    """The weight of a line holding 0, 1, ... ``size`` blocks of one side."""
    return (0, *(3 ** (count - 1) for count in range(1, size + 1)))


def line_score(table: bitboard.Tables, mine: int, theirs: int) -> int:
    """The mover's lines minus the other side's, from the bitboards of each."""
    weight = weights(table.size)
    score = 0
    for line in table.line_masks:
        score += weight[(mine & line).bit_count()] - weight[(theirs & line).bit_count()]
    return score


def score(board: Board, symbol: str) -> int:
    """``line_score`` of ``board`` seen by the side playing ``symbol``."""
    x, o, _, _ = board.position
    mine, theirs = (x, o) if symbol == "X" else (o, x)
    return line_score(bitboard.tables(board.size), mine, theirs)
