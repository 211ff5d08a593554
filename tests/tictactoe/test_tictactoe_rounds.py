"""A round (your move, the computer's answer) is played whole or not at all.

This is what the lesson's board calls, so a learner's computer player that answers
with an illegal move, or crashes, can never leave the board half-played with the
human to move as O.
"""

import pytest

from gamelib.players import PlayerMoveError
from gamelib.tictactoe import Board, Placement, pattern_player
from gamelib.tictactoe.players import play_round
from gamelib.tictactoe.state import SquareOccupiedError


def test_a_round_plays_your_move_and_the_answer():
    board = Board()
    played = play_round(board, 4, pattern_player)
    assert played.yours == Placement(4, "X", None, None)
    assert played.answer == Placement(0, "O", None, None)
    assert board.history == (4, 0) and board.turn == "X"


def test_a_move_that_ends_the_game_gets_no_answer():
    board = Board("XX OO    ")

    def never_asked(state):
        raise AssertionError("the computer was asked to move in a finished game")

    played = play_round(board, 2, never_asked)
    assert played.answer is None
    assert played.yours.outcome.winner == "X"
    assert board.outcome().winner == "X"


def test_your_illegal_move_changes_nothing():
    board = Board()
    play_round(board, 4, pattern_player)
    before = board.copy()
    with pytest.raises(SquareOccupiedError):
        play_round(board, 0, pattern_player)
    assert board == before and board.history == (4, 0)


def test_an_illegal_answer_leaves_the_board_as_it_was_before_your_move():
    def always_centre(state):
        return 4

    board = Board()
    with pytest.raises(PlayerMoveError) as refusal:
        play_round(board, 4, always_centre)
    message = str(refusal.value)
    assert message == ("always_centre chose 4: square 4 is already taken by X")
    assert board == Board() and board.history == () and board.turn == "X"


@pytest.mark.parametrize("answer", [9, "0", 1.0, None, True])
def test_answers_that_are_not_squares_are_reported_too(answer):
    board = Board()
    with pytest.raises(PlayerMoveError, match=f"chose {answer!r}"):
        play_round(board, 4, lambda state: answer)
    assert board == Board()


def test_a_computer_that_crashes_leaves_the_board_as_it_was():
    def broken(state):
        raise ZeroDivisionError("a bug in the learner's player")

    board = Board()
    with pytest.raises(ZeroDivisionError):
        play_round(board, 4, broken)
    assert board == Board() and board.history == ()


def test_a_computer_that_scribbles_on_the_board_it_is_shown_cannot_change_it():
    def scribbler(state):
        state.push(8)  # tries a move and forgets to take it back
        return 8

    board = Board()
    with pytest.raises(PlayerMoveError):
        play_round(board, 4, scribbler)
    assert board == Board()

    def takes_back_your_move(state):
        state.pop()
        return 4  # empty on its own copy, taken on the real board

    with pytest.raises(PlayerMoveError, match="chose 4 on a board it had changed"):
        play_round(board, 4, takes_back_your_move)
    assert board == Board()


def test_play_round_needs_a_board_and_a_player():
    with pytest.raises(TypeError, match="Board"):
        play_round("         ", 4, pattern_player)
    with pytest.raises(TypeError, match="player"):
        play_round(Board(), 4, "pattern_player")
