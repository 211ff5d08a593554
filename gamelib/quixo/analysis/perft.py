"""perft: count the move sequences of a given length, to test and time a move
generator (the name and the idea come from chess programming).

``perft(board, depth)`` counts every sequence of ``depth`` legal moves from
``board``. A move that ends the game is a leaf: nothing can follow it, so it counts
as one sequence even when it comes before ``depth`` moves have been made. (From the
starting position no game can end within four moves, so the well-known counts are
not affected.) It runs on the bitboards of ``gamelib.quixo.parts.bitboard``, and counts
the moves of the last level without playing them.
"""

from gamelib.arguments import whole_number
from gamelib.quixo.parts import bitboard
from gamelib.quixo.state import Board


def perft(board: Board, depth: int) -> int:
    """The number of move sequences ``depth`` moves long (shorter when a game ends)."""
    depth = whole_number(
        depth, "depth", low=0, wrong_type=TypeError, out_of_range=ValueError
    )
    if depth == 0 or board.is_over():
        return 1
    x, o, dots, seat = board.position
    table = bitboard.tables(board.size)
    if board.players == 2:
        mine, theirs = (x, o) if seat == 0 else (o, x)
        return _perft_two_players(table, mine, theirs, depth)
    return _perft_four_players(table, x, o, dots, seat, depth)


def _perft_two_players(
    table: bitboard.Tables, mine: int, theirs: int, depth: int
) -> int:
    """``mine`` belongs to the player to move; the game is not over."""
    free = ~theirs  # neutral blocks and the mover's own may be taken
    if depth == 1:
        return bitboard.count_slides(table, table.perimeter & free)
    size, line_masks = table.size, table.line_masks
    total = 0
    for pick_bit, slides in table.picks:
        if not free & pick_bit:
            continue
        for keep, moving, down, up, place_bit in (step[2:] for step in slides):
            new_mine = (mine & keep) | ((mine & moving) >> down << up) | place_bit
            new_theirs = (theirs & keep) | ((theirs & moving) >> down << up)
            if (
                new_mine.bit_count() >= size and bitboard.has_line(new_mine, line_masks)
            ) or (
                new_theirs.bit_count() >= size
                and bitboard.has_line(new_theirs, line_masks)
            ):
                total += 1  # the game is over: a leaf
            else:
                total += _perft_two_players(table, new_theirs, new_mine, depth - 1)
    return total


def _perft_four_players(
    table: bitboard.Tables, x: int, o: int, dots: int, seat: int, depth: int
) -> int:
    """The same count with dots, partners and passes; the game is not over."""
    picks = bitboard.takeable(table, x, o, dots, seat, 4)
    next_seat = (seat + 1) % 4
    if not picks:  # the only move is a pass
        if depth == 1:
            return 1
        return _four_players_child(table, x, o, dots, next_seat, depth - 1)
    if depth == 1:
        return 2 * bitboard.count_slides(table, picks)
    total = 0
    for pick_bit, slides in table.picks:
        if not picks & pick_bit:
            continue
        for step in slides:
            new_x, new_o, new_dots = (
                bitboard.slide(bits, step) for bits in (x, o, dots)
            )
            if seat % 2 == 0:
                new_x |= step.place_bit
            else:
                new_o |= step.place_bit
            for dot in (0, step.place_bit):  # the dot to the first or second seat
                total += _four_players_child(
                    table, new_x, new_o, new_dots | dot, next_seat, depth - 1
                )
    return total


def _four_players_child(
    table: bitboard.Tables, x: int, o: int, dots: int, seat: int, depth: int
) -> int:
    if bitboard.winning_team(table, x, o, seat % 2) is not None:
        return 1
    return _perft_four_players(table, x, o, dots, seat, depth)
