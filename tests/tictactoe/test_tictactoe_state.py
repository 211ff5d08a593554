"""Board rules: squares, turns, wins, ties, precise errors, the record, the views."""

import itertools
import re
import xml.dom.minidom

import numpy as np
import pytest

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    NothingToUndoError,
    OffBoardError,
    RuleError,
    SetupError,
)
from gamelib.state import LegalMoves, Outcome
from gamelib.tictactoe import Board, Placement, winner
from gamelib.tictactoe.analysis import reachable_positions
from gamelib.tictactoe.cells import UnreachablePositionError
from gamelib.tictactoe.state import SquareOccupiedError


def play(*squares: int) -> Board:
    board = Board()
    for square in squares:
        board.push(square)
    return board


def test_new_board_is_empty_and_x_moves_first():
    board = Board()
    assert board.cells == (" ",) * 9
    assert board.turn == "X"
    assert list(board.legal_moves) == list(range(9))
    assert board.history == ()
    assert not board.is_over() and board.outcome() is None


def test_players_alternate_and_history_lists_the_squares():
    board = Board()
    for square, mark in zip([4, 0, 1], "XOX", strict=True):
        assert board.turn == mark
        board.push(square)
        assert board[square] == mark
    assert board.turn == "O"
    assert board.history == (4, 0, 1)


def test_push_returns_what_it_did():
    board = Board()
    assert board.push(4) == Placement(square=4, mark="X", line=None, outcome=None)
    for square in [0, 1, 3]:
        board.push(square)
    last = board.push(7)
    assert last.square == 7 and last.mark == "X"
    assert last.line == (1, 4, 7)
    assert last.outcome == board.outcome()
    assert last.outcome.winner == "X" and not last.outcome.draw


def test_history_and_legal_moves_cannot_be_changed_by_callers():
    board = play(4)
    with pytest.raises(AttributeError):
        board.legal_moves.append(4)
    with pytest.raises(AttributeError):
        board.history.append(0)
    assert board.history == (4,) and 4 not in board.legal_moves


def test_legal_moves_is_a_container_as_strict_as_is_legal():
    board = play(4)
    moves = board.legal_moves
    assert isinstance(moves, LegalMoves)
    assert len(moves) == 8 and moves[0] == 0 and list(moves) == [0, 1, 2, 3, 5, 6, 7, 8]
    assert 0 in moves and 4 not in moves
    assert np.int64(1) in moves
    for not_a_square in (True, 1.0, "1", None, [1]):
        assert not_a_square not in moves
    assert repr(moves) == "LegalMoves([0, 1, 2, 3, 5, 6, 7, 8])"


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
    outcome = board.outcome()
    assert outcome.winner == "X" and not outcome.draw
    assert board.winning_line() == line
    assert f"squares {line[0]}, {line[1]}, {line[2]}" in outcome.reason
    assert board.turn is None
    assert len(board.legal_moves) == 0


def test_o_can_win():
    board = play(0, 3, 1, 4, 8, 5)
    assert board.outcome() == Outcome(
        "O", "three in a row on the middle row (squares 3, 4, 5)"
    )
    assert str(board.outcome()) == (
        "O wins: three in a row on the middle row (squares 3, 4, 5)"
    )


def test_a_full_board_without_a_line_is_a_draw():
    board = play(4, 0, 1, 7, 6, 2, 5, 3, 8)
    outcome = board.outcome()
    assert outcome.draw and outcome.winner is None
    assert outcome.reason == "the board is full and nobody has three in a row"


def test_win_on_the_last_square_is_a_win_not_a_draw():
    board = play(1, 0, 2, 4, 3, 6, 5, 7, 8)
    assert " " not in board.cells
    assert board.outcome().winner == "X" and not board.outcome().draw
    assert board.winning_line() == (2, 5, 8)


# -- illegal moves: precise error, nothing changes ---------------------------------
def refused(board, move, error, message):
    before = board.copy()
    with pytest.raises(error, match=message):
        board.check(move)
    with pytest.raises(error, match=message):
        board.push(move)
    assert board == before and board.history == before.history
    assert board.turn == before.turn
    assert not board.is_legal(move)


def test_occupied_square():
    refused(play(4), 4, SquareOccupiedError, "square 4 is already taken by X")


@pytest.mark.parametrize("square", [-1, 9, 100, np.int8(-3)])
def test_square_out_of_range(square):
    refused(Board(), square, OffBoardError, "off the board")


def test_a_huge_number_is_off_the_board_without_printing_it():
    with pytest.raises(OffBoardError) as refusal:
        Board().check(10**5000)
    assert str(refusal.value) == "a number of about 5,001 digits is off the board (0-8)"


@pytest.mark.parametrize(
    "move, shown",
    [
        ("4", "str '4'"),
        (4.0, "float 4.0"),
        (None, "NoneType None"),
        (True, "bool True"),
        (np.True_, "bool np.True_"),
        ([4], "list [4]"),
        ("4" * 1000, "str '44444444444"),
    ],
)
def test_a_move_must_be_a_whole_number(move, shown):
    expected = f"a square must be a whole number, not the {shown}"
    refused(Board(), move, MoveFormatError, re.escape(expected))


def test_a_long_move_is_quoted_briefly():
    with pytest.raises(MoveFormatError) as refusal:
        Board().check("x" * 10_000)
    assert len(str(refusal.value)) < 100


@pytest.mark.parametrize("square", [np.int64(4), np.uint8(4), np.int32(4)])
def test_numpy_integers_are_squares(square):
    board = Board()
    record = board.push(square)
    assert record.square == 4 and type(record.square) is int
    assert board.history == (4,) and type(board.history[0]) is int


def test_no_move_after_a_win_and_the_end_is_checked_first():
    board = Board("XXXOO    ")
    refused(board, 5, GameOverError, "X has won")
    refused(board, 0, GameOverError, "X has won")
    refused(board, "nonsense", GameOverError, "no more moves")


def test_no_move_after_a_draw():
    refused(Board("XOXXOOOXX"), 0, GameOverError, "tie")


def test_the_errors_sit_on_the_shared_branches():
    assert issubclass(MoveFormatError, TypeError)
    for error in (SquareOccupiedError, OffBoardError, MoveFormatError):
        assert issubclass(error, IllegalMoveError)
    assert issubclass(InvalidBoardError, SetupError)
    assert issubclass(UnreachablePositionError, InvalidBoardError)
    assert issubclass(NothingToUndoError, RuleError)
    assert issubclass(NothingToUndoError, IndexError)


def test_pop_takes_back():
    board = play(4, 0)
    assert board.pop() == 0
    assert board.cells == tuple("    X    ") and board.turn == "O"
    assert board.pop() == 4
    with pytest.raises(NothingToUndoError, match="no move"):
        board.pop()
    assert board == Board()


def test_pop_after_the_end_reopens_the_game():
    board = play(0, 3, 1, 4, 2)
    assert board.is_over()
    board.pop()
    assert not board.is_over() and board.turn == "X"


def test_a_board_set_up_from_cells_has_nothing_to_take_back():
    board = Board("OX  X    ")
    with pytest.raises(NothingToUndoError):
        board.pop()


def test_copy_is_independent_and_equal():
    board = play(4)
    twin = board.copy()
    assert twin == board and twin is not board and twin.history == (4,)
    twin.push(0)
    assert board.cells == tuple("    X    ") and board.history == (4,)
    assert twin == Board("O   X    ") and twin != board


def test_a_board_is_not_hashable_because_it_changes():
    with pytest.raises(TypeError):
        hash(Board())
    assert Board() != "         "


# -- building a board from cells ---------------------------------------------------
def test_board_from_cells_is_a_sequence():
    board = Board("OX  X    ")
    assert len(board) == 9 and list(board) == list("OX  X    ")
    assert board[0:2] == ["O", "X"] and "X" in board and board.count("X") == 2
    assert board.turn == "O"


def test_cells_are_stored_as_plain_strings():
    board = Board(np.array(list("OX  X    ")))
    assert all(type(cell) is str for cell in board.cells)


def endless():
    while True:
        yield "X"


@pytest.mark.parametrize(
    "cells, error, message",
    [
        ("XX", InvalidBoardError, "9 cells, got 2"),
        ("X" * 10_000, InvalidBoardError, "9 cells, got more than 9"),
        (endless(), InvalidBoardError, "got more than 9"),
        (5, InvalidBoardError, "sequence of 9 cells, not int"),
        (b"XO       ", InvalidBoardError, "square 0 holds 88"),
        ("XO  -    ", InvalidBoardError, "square 4 holds '-'"),
        ("XO  x    ", InvalidBoardError, "square 4 holds 'x'"),
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
    assert eval(repr(board)) == board
