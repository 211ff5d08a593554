"""Every member of the board's shape, checked on every position a game can reach.

Tic-tac-toe has 5,478 reachable positions, so nothing here is sampled: each one is
reached by ``push`` from the empty board, and every square (and a few things that
are not squares) is tried on it.
"""

import random

import pytest

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    OffBoardError,
)
from gamelib.players import choose_move
from gamelib.tictactoe import (
    Board,
    make_random_player,
    minimax_player,
    pattern_player,
    winner,
    winning_line,
)
from gamelib.tictactoe.pictures import text_view
from gamelib.tictactoe.players import play_round
from gamelib.tictactoe.state import SquareOccupiedError

NOT_SQUARES = [-1, 9, True, 4.0, "4", None]


def every_position() -> list[Board]:
    """One board per reachable position, each reached by real moves."""
    boards: dict[tuple[str, ...], Board] = {}
    board = Board()

    def explore() -> None:
        if board.cells in boards:
            return
        boards[board.cells] = board.copy()
        for square in board.legal_moves:
            board.push(square)
            explore()
            board.pop()

    explore()
    return list(boards.values())


POSITIONS = every_position()
IN_PLAY = [board for board in POSITIONS if not board.is_over()]
FINISHED = [board for board in POSITIONS if board.is_over()]


def test_every_reachable_position_is_reached():
    assert len(POSITIONS) == 5_478
    assert len(FINISHED) == 958


def expected_error(board: Board, move: object) -> type[IllegalMoveError] | None:
    if winner(board.cells) is not None or " " not in board.cells:
        return GameOverError
    if isinstance(move, bool) or not isinstance(move, int):
        return MoveFormatError
    if not 0 <= move <= 8:
        return OffBoardError
    return None if board[move] == " " else SquareOccupiedError


def test_turn_legal_moves_and_outcome_agree_everywhere():
    for board in POSITIONS:
        cells = board.cells
        over = winner(cells) is not None or " " not in cells
        assert board.is_over() == over
        assert (board.outcome() is None) == (not over)
        if over:
            assert board.turn is None and len(board.legal_moves) == 0
            outcome = board.outcome()
            assert outcome.winner == winner(cells)
            assert outcome.draw == (winner(cells) is None)
        else:
            assert board.turn == ("X" if cells.count("X") == cells.count("O") else "O")
            assert list(board.legal_moves) == [s for s in range(9) if cells[s] == " "]
        assert board.winning_line() == winning_line(cells)
        assert str(board) == text_view(cells)
        assert Board(cells) == board and Board(cells).outcome() == board.outcome()


def test_check_is_legal_and_in_agree_on_every_square_of_every_position():
    for board in POSITIONS:
        for move in [*range(9), *NOT_SQUARES]:
            error = expected_error(board, move)
            assert board.is_legal(move) == (error is None)
            assert (move in board.legal_moves) == (error is None)
            if error is None:
                board.check(move)
            else:
                with pytest.raises(error):
                    board.check(move)


def test_push_says_what_it_did_and_pop_undoes_it_everywhere():
    for board in IN_PLAY:
        history = board.history
        for square in board.legal_moves:
            before = board.copy()
            mark = board.turn
            record = board.push(square)
            assert (record.square, record.mark) == (square, mark)
            assert record.line == board.winning_line()
            assert record.outcome == board.outcome()
            assert board.history == (*history, square)
            assert board.pop() == square
            assert board == before and board.history == history


def test_illegal_pushes_change_nothing_anywhere():
    for board in POSITIONS:
        before, history = board.copy(), board.history
        for move in [*range(9), *NOT_SQUARES]:
            if expected_error(board, move) is not None:
                with pytest.raises(IllegalMoveError):
                    board.push(move)
        assert board == before and board.history == history


def test_every_player_answers_legally_or_says_the_game_is_over():
    random_player = make_random_player(random.Random(5))
    for board in POSITIONS:
        for player in (minimax_player, random_player):
            if board.is_over():
                with pytest.raises(GameOverError):
                    player(board)
            else:
                assert board.is_legal(choose_move(board, player))
        if board.turn == "O":
            assert board.is_legal(choose_move(board, pattern_player))


def test_every_round_against_the_pattern_player_is_played_whole():
    for start in IN_PLAY:
        if start.turn != "X":
            continue
        for square in start.legal_moves:
            board = start.copy()
            played = play_round(board, square, pattern_player)
            answered = () if played.answer is None else (played.answer.square,)
            assert board.history == (*start.history, square, *answered)
            assert (played.answer is None) == (played.yours.outcome is not None)
