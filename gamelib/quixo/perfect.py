"""A perfect Quixo player for a solved board size, read straight from the table.

Knowing each move's result is not enough to finish a game: from a won board, a
player that picks any winning move can wander for ever, each step still "winning".
So the player prefers, in order: the fastest win, any draw, the slowest loss, using
the moves-left figure the analysis stored beside each value.
"""

from typing import Any

from gamelib.errors import GameOverError, MoveFormatError
from gamelib.players import PlayerFunction
from gamelib.quixo.move import Move
from gamelib.quixo.retrograde import DRAW, LOSS
from gamelib.quixo.solution import Solution
from gamelib.quixo.ternary import after_move, slide_for

FourPlayerMoveError = MoveFormatError
"""The perfect player knows the two-player game only (the shared wrong-move class)."""


def move_preference(solution: Solution, number: int, move: Move) -> tuple[int, int]:
    """How much the player to move on board ``number`` likes ``move``: higher is
    better (wins first, sooner; then draws; then losses, later)."""
    if move.partner is not None:
        raise MoveFormatError(f"{move} is a four-player move")
    pick, place = move.squares()
    slide = slide_for(solution.size)[(pick[0], pick[1]), (place[0], place[1])]
    after = after_move(number, solution.size, slide)
    their_value = int(solution.values[after])
    if their_value == LOSS:
        return 2, -int(solution.depths[after])
    if their_value == DRAW:
        return 1, 0
    return 0, int(solution.depths[after])


def perfect_player(solution: Solution) -> PlayerFunction:
    """A ``player(state) -> move`` that never throws away a win or a draw, wins as
    fast as it can and, when lost, holds out as long as it can. Ties go to the
    first move in ``state.legal_moves`` order, so it plays the same way every time.
    """

    def perfect(state: Any) -> Move:
        if state.turn is None:
            raise GameOverError("the game is over: there is no move to choose")
        number = solution.number(state)
        return max(
            state.legal_moves,
            key=lambda move: move_preference(solution, number, move),
        )

    perfect.__name__ = f"perfect_player_{solution.size}x{solution.size}"
    return perfect
