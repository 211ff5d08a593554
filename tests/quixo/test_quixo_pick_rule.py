"""The pick rule has one home, ``Board.pick_refusal``; the bitboard's ``takeable``,
which the search and the move count run on, is held to it.

Every 3x3 position of the two-player game (3**9 boards, each with X and with O to
move) is compared square by square, and four-player positions with their dots by
hypothesis on the 5x5 board.
"""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.quixo import bitboard
from gamelib.quixo.state import Board, perimeter

SYMBOLS = (bitboard.NEUTRAL, bitboard.X, bitboard.O)


def takeable_squares(board):
    x, o, dots, seat = board._position
    bits = bitboard.takeable(board._table, x, o, dots, seat, board.players)
    squares = itertools.product(range(board.size), repeat=2)
    return {square for square in squares if bits & bitboard.bit(board.size, square)}


def refused_nothing(board):
    return {
        square for square in perimeter(board.size) if board.pick_refusal(square) is None
    }


@pytest.mark.timeout(120)
def test_every_3x3_position_agrees_with_the_rule():
    checked = 0
    for cells in itertools.product(SYMBOLS, repeat=9):
        rows = ["".join(cells[row * 3 : row * 3 + 3]) for row in range(3)]
        for turn in ("X", "O"):
            board = Board(3, rows=rows, turn=turn)
            assert takeable_squares(board) == refused_nothing(board), (rows, turn)
            checked += 1
    assert checked == 2 * 3**9


@st.composite
def four_player_boards(draw):
    cells = draw(st.lists(st.sampled_from(SYMBOLS), min_size=25, max_size=25))
    rows = ["".join(cells[row * 5 : row * 5 + 5]) for row in range(5)]
    dots = {}
    for index, symbol in enumerate(cells):
        if symbol == bitboard.X:
            dots[divmod(index, 5)] = draw(st.sampled_from(("A1", "A2")))
        elif symbol == bitboard.O:
            dots[divmod(index, 5)] = draw(st.sampled_from(("B1", "B2")))
    turn = draw(st.sampled_from(("A1", "B1", "A2", "B2")))
    return Board(5, 4, rows=rows, turn=turn, dots=dots)


@pytest.mark.timeout(120)
@settings(max_examples=300, deadline=None)
@given(four_player_boards())
def test_four_player_positions_agree_with_the_rule(board):
    assert takeable_squares(board) == refused_nothing(board)


def test_the_rule_can_tell_them_apart():
    """The comparison is not empty: a centre block and the other's block are
    refused, a neutral edge block is not."""
    board = Board(3, rows=["O--", "-X-", "---"], turn="X")
    assert board.pick_refusal((1, 1)) and board.pick_refusal((0, 0))
    assert board.pick_refusal((0, 1)) is None
    assert (0, 0) not in takeable_squares(board)
