"""Threefold repetition: recorded, claimable as a draw, and undone by pop."""

import pytest

from gamelib.errors import GameOverError, IllegalMoveError
from gamelib.quixo import Board, Move

# On 3x3, X and O each push one block back and forth along a column: after the
# first two moves the same four positions come round again and again.
OPENING = [Move((0, 0), (2, 0)), Move((0, 2), (2, 2))]
CYCLE = [
    Move((2, 0), (0, 0)),
    Move((2, 2), (0, 2)),
    Move((0, 0), (2, 0)),
    Move((0, 2), (2, 2)),
]


def played(count: int) -> Board:
    board = Board(size=3)
    for move in (OPENING + CYCLE * 3)[:count]:
        board.push(move)
    return board


def test_positions_are_counted_with_the_player_to_move():
    board = played(2)
    assert not board.is_repetition(2)
    for move in CYCLE:
        board.push(move)
    assert board.is_repetition(2) and not board.is_repetition(3)


def test_no_claim_before_a_repetition():
    board = played(6)
    assert not board.can_claim_draw()
    with pytest.raises(IllegalMoveError) as refusal:
        board.claim_draw()
    assert isinstance(refusal.value, IllegalMoveError)
    assert not board.is_over()


def test_a_claim_may_be_made_when_a_move_would_repeat_a_third_time():
    board = played(9)  # O's next move in the cycle makes a third occurrence
    assert not board.is_repetition()
    assert board.can_claim_threefold_repetition() and board.can_claim_draw()


def test_a_third_occurrence_may_be_claimed_and_ends_the_game_as_a_draw():
    board = played(10)
    assert board.is_repetition(3)
    turn = board.turn
    outcome = board.claim_draw()
    assert outcome.draw and outcome.winner is None
    assert board.outcome() == outcome and turn in outcome.reason
    assert board.is_over() and board.turn is None
    assert list(board.legal_moves) == []
    with pytest.raises(GameOverError):
        board.push(CYCLE[2])
    with pytest.raises(GameOverError):
        board.claim_draw()


def test_nobody_has_to_claim_play_goes_on():
    board = played(14)
    assert board.is_repetition(3) and not board.is_over()
    assert len(board.legal_moves) > 0


def test_pop_takes_back_the_claim_with_the_last_move():
    board = played(10)
    board.claim_draw()
    last = board.history[-1]
    assert board.pop() == last
    assert not board.is_over() and board.outcome() is None


def test_equality_counts_the_positions_seen():
    # Same blocks and player to move, but one board has been round the cycle.
    assert played(6).rows() == played(2).rows()
    assert played(6).position == played(2).position
    assert played(6) != played(2)
    board = played(6)
    board.push(CYCLE[2])
    board.pop()
    assert board == played(6)


def test_a_copy_keeps_the_count():
    board = played(10)
    assert board.copy().can_claim_draw()
