"""Board rules: squares, turns, wins, ties, precise errors, and the views."""

import itertools
import xml.dom.minidom

import pytest

from gamelib.tictactoe import (
    Board,
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    SquareOccupiedError,
    SquareOutOfRangeError,
    UnreachablePositionError,
    reachable_positions,
    winner,
)


def test_new_board_is_empty_and_x_moves_first():
    board = Board()
    assert board.cells == (" ",) * 9
    assert board.turn == "X"
    assert board.legal_moves == list(range(9))
    assert board.result() is None


def test_players_alternate():
    board = Board()
    for square, mark in zip([4, 0, 1], "XOX", strict=True):
        assert board.turn == mark
        board.push(square)
        assert board[square] == mark
    assert board.turn == "O"
    assert board.move_stack == [4, 0, 1]


@pytest.mark.parametrize(
    "line",
    [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8)]
    + [(0, 4, 8), (2, 4, 6)],
)
def test_every_line_wins_for_x(line):
    board = Board()
    others = [s for s in range(9) if s not in line]
    for x_square, o_square in zip(line, others, strict=False):
        board.push(x_square)
        if board.is_over():
            break
        board.push(o_square)
    assert board.winner() == "X"
    assert board.winning_line() == line
    assert board.result() == "X"
    assert board.legal_moves == []


def test_o_can_win():
    board = Board()
    for square in [0, 3, 1, 4, 8, 5]:
        board.push(square)
    assert board.result() == "O"
    assert board.winning_line() == (3, 4, 5)


def test_tie_on_a_full_board_without_a_line():
    board = Board()
    for square in [4, 0, 1, 7, 6, 2, 5, 3, 8]:
        board.push(square)
    assert board.is_full() and board.is_draw()
    assert board.result() == "tie"
    assert board.winner() is None


def test_win_on_the_last_square_is_a_win_not_a_tie():
    board = Board()
    for square in [1, 0, 2, 4, 3, 6, 5, 7, 8]:
        board.push(square)
    assert board.is_full()
    assert board.result() == "X" and not board.is_draw()
    assert board.winning_line() == (2, 5, 8)


# -- illegal moves: precise error, nothing changes ------------------------------
def _unchanged_after(board, square, error, message):
    before = (board.cells, list(board.move_stack), board.turn)
    with pytest.raises(error, match=message):
        board.push(square)
    assert (board.cells, board.move_stack, board.turn) == before
    assert not board.is_legal(square)


def test_occupied_square():
    board = Board()
    board.push(4)
    _unchanged_after(board, 4, SquareOccupiedError, "square 4 is already taken by X")


@pytest.mark.parametrize("square", [-1, 9, 100])
def test_square_out_of_range(square):
    _unchanged_after(Board(), square, SquareOutOfRangeError, "off the board")


@pytest.mark.parametrize("square", ["4", 4.0, None, True])
def test_square_must_be_a_whole_number(square):
    _unchanged_after(Board(), square, SquareOutOfRangeError, "square number 0-8")


def test_no_move_after_a_win():
    board = Board("XXXOO    ")
    _unchanged_after(board, 5, GameOverError, "X has won")


def test_no_move_after_a_tie():
    board = Board("XOXXOOOXX")
    _unchanged_after(board, 0, GameOverError, "tie")


def test_every_illegal_move_error_is_a_value_error():
    for error in (SquareOccupiedError, SquareOutOfRangeError, GameOverError):
        assert issubclass(error, IllegalMoveError)
        assert issubclass(error, ValueError)


def test_pop_takes_back():
    board = Board()
    board.push(4)
    board.push(0)
    assert board.pop() == 0
    assert board.cells == tuple("    X    ") and board.turn == "O"
    board.pop()
    with pytest.raises(IndexError):
        board.pop()


def test_copy_is_independent():
    board = Board()
    board.push(4)
    twin = board.copy()
    twin.push(0)
    assert board.cells == tuple("    X    ") and board.move_stack == [4]
    assert twin == Board("O   X    ")


# -- building a board from cells -------------------------------------------------
def test_board_from_cells_is_a_sequence():
    board = Board("OX  X    ")
    assert len(board) == 9 and list(board) == list("OX  X    ")
    assert board.turn == "O"


@pytest.mark.parametrize(
    "cells, error, message",
    [
        ("XX", InvalidBoardError, "9 cells"),
        ("XO  -    ", InvalidBoardError, "square 4 holds '-'"),
        ("XX       ", UnreachablePositionError, "X has 2 marks and O has 0"),
        ("O        ", UnreachablePositionError, "X has 0 marks and O has 1"),
        ("XXXOOO   ", UnreachablePositionError, "both X and O"),
        ("XXXOO O  ", UnreachablePositionError, "O moved after X had already won"),
        ("OOOXX X X", UnreachablePositionError, "X moved after O had already won"),
    ],
)
def test_board_refuses_impossible_cells(cells, error, message):
    with pytest.raises(error, match=message):
        Board(cells)


def test_reachability_rule_picks_exactly_the_positions_play_reaches():
    """The counting rule in ``Board`` and the game-tree search agree on all 3^9."""
    accepted = set()
    for cells in itertools.product("XO ", repeat=9):
        try:
            Board(cells)
        except UnreachablePositionError:
            continue
        accepted.add(cells)
    assert accepted == reachable_positions()
    assert len(accepted) == 5478


def test_winner_function_on_raw_cells():
    assert winner("OOO XX X ") == "O"
    assert winner("         ") is None


# -- views -------------------------------------------------------------------------
def test_text_view_numbers_empty_squares_like_the_handout():
    assert str(Board()) == (
        " 0 | 1 | 2\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8"
    )
    assert str(Board("OX  X  O ")) == (
        " O | X | 2\n---+---+---\n 3 | X | 5\n---+---+---\n 6 | O | 8"
    )


def test_svg_view_is_well_formed_and_shows_the_marks():
    board = Board("XXXOO    ")
    svg = board._repr_svg_()
    document = xml.dom.minidom.parseString(svg)
    assert document.documentElement.tagName == "svg"
    assert svg.count("<circle") == 2  # two O marks
    assert svg.count("<path") == 3  # three X marks
    assert svg.count("<rect") == 1 + 3  # background + the winning line shaded
    assert ">5</text>" in svg  # empty squares show their numbers


def test_repr_round_trips():
    board = Board("OX  X    ")
    assert eval(repr(board)) == board  # noqa: S307 - our own repr
