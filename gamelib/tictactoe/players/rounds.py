"""Your move and the computer's answer, played together or not at all.

A view that pushed your move and then asked the computer would be left half-played
if the computer answered with an illegal move (or crashed): your mark on the board
and the human to move as O. ``play_round`` tries the round on a copy first and only
then plays it on the real board.
"""

from typing import NamedTuple

from gamelib.errors import IllegalMoveError
from gamelib.players import PlayerFunction, PlayerMoveError, choose_move
from gamelib.tictactoe.state import Board, Placement


class Round(NamedTuple):
    """Your placement, and the computer's (None when your move ended the game)."""

    yours: Placement
    answer: Placement | None


def play_round(board: Board, square: object, computer: PlayerFunction) -> Round:
    """Play ``square`` for the player to move, then ``computer``'s answer.

    Raises your move's ``IllegalMoveError``, or ``PlayerMoveError`` when the
    computer's answer breaks a rule; either way, and if the computer raises
    anything else, ``board`` is exactly as it was. The computer is shown a copy of
    the board, so one that scribbles on it cannot change the game.
    """
    if not isinstance(board, Board):
        raise TypeError(f"play_round plays on a Board, not {type(board).__name__}")
    if not callable(computer):
        raise TypeError(
            "a computer player is a function player(board) -> square, not"
            f" {type(computer).__name__}"
        )
    trial = board.copy()
    trial.push(square)
    if trial.is_over():
        return Round(board.push(square), None)
    answer = choose_move(trial.copy(), computer)
    try:
        trial.check(answer)
    except IllegalMoveError as error:
        name = getattr(computer, "__name__", repr(computer))
        raise PlayerMoveError(
            f"{name} chose {answer!r} on a board it had changed: {error}"
        ) from error
    return Round(board.push(square), board.push(answer))
