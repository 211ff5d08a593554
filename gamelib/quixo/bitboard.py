"""The rules again, on integers: what perft and the search player run on.

``gamelib.quixo.state`` explains the rules square by square; this module holds the
same board as three integers so that a move costs a few integer operations instead
of a walk over lists. Bit ``row * size + column`` of ``x`` is set when that block
shows X, of ``o`` when it shows O, and (four players) of ``dots`` when the block's
dot points at its team's second seat (A2 or B2) rather than the first (A1 or B1).

Every (pick, place) pair is turned once, per board size, into a ``Slide``: the
blocks between the two squares move one step towards the pick, which for a row is a
shift by one bit and for a column a shift by ``size`` bits.
"""

from typing import NamedTuple

Square = tuple[int, int]
"""(row, column), top row 0 and left column 0, as in the handout."""

NEUTRAL, X, O = "-", "X", "O"
"""What a square shows: a neutral block, or a block of X or O (bits of ``x``, ``o``)."""
SYMBOLS = (X, O)


class Slide(NamedTuple):
    """One (pick, place) move as masks and shifts, built from ``geometry.path``."""

    pick: Square
    place: Square
    keep: int
    """The squares the move does not touch."""
    moving: int
    """The blocks that slide one step towards the pick ..."""
    down: int
    """... by shifting right this many bits (a move towards the end, or down) ..."""
    up: int
    """... or left this many bits."""
    place_bit: int
    """Where the picked block ends up."""


class Tables(NamedTuple):
    """Everything about one board size that a move or a line check needs."""

    size: int
    full: int
    perimeter: int
    corners: int
    sides: int
    line_masks: tuple[int, ...]
    slides: dict[tuple[Square, Square], Slide]
    picks: tuple[tuple[int, tuple[Slide, ...]], ...]
    """(bit, its slides) for each perimeter square, in reading order."""


def index(size: int, square: Square) -> int:
    row, column = square
    return row * size + column


def bit(size: int, square: Square) -> int:
    return 1 << index(size, square)


def mask(size: int, squares) -> int:
    total = 0
    for square in squares:
        total |= bit(size, square)
    return total


def slide(bits: int, move: Slide) -> int:
    """The bitboard after the move's blocks slide (the place is left empty)."""
    return (bits & move.keep) | ((bits & move.moving) >> move.down << move.up)


def has_line(bits: int, line_masks: tuple[int, ...]) -> bool:
    return any(bits & line == line for line in line_masks)


def takeable(table: Tables, x: int, o: int, dots: int, seat: int, players: int) -> int:
    """The perimeter blocks seat number ``seat`` may pick up, as a bitboard.

    Seats are numbered in turn order: X, O with two players; A1, B1, A2, B2 with
    four, so ``seat % 2`` is the team (0 plays X) and ``seat >= 2`` the second seat.
    """
    own = x if seat % 2 == 0 else o
    if players == 4:
        own &= dots if seat >= 2 else ~dots
    return table.perimeter & (~(x | o) | own)


def count_slides(table: Tables, picks: int) -> int:
    """How many (pick, place) pairs start from these blocks: 2 per corner, 3 else."""
    return (
        2 * (picks & table.corners).bit_count() + 3 * (picks & table.sides).bit_count()
    )


def winning_team(table: Tables, x: int, o: int, team_to_move: int) -> int | None:
    """0 (X) or 1 (O) if the game is won, else None.

    The player to move wins if their line shows, whoever else's shows too: it was
    the previous mover who completed it, and completing the other side's line loses.
    """
    line_masks = table.line_masks
    size = table.size
    x_line = x.bit_count() >= size and has_line(x, line_masks)
    o_line = o.bit_count() >= size and has_line(o, line_masks)
    mover_line, other_line = (x_line, o_line) if team_to_move == 0 else (o_line, x_line)
    if mover_line:
        return team_to_move
    if other_line:
        return 1 - team_to_move
    return None
