"""Pig: the two moves, and the position a strategy decides on.

A strategy never needs the whole game: the mover's banked score, the best opposing
score, the turn total and the goal decide "roll or hold". ``PigGame.position()``
hands out exactly that, and strategies read it through ``position_of``, so this
module (and the strategies) need not import the game, which imports them.
"""

from typing import NamedTuple

from gamelib.arguments import excerpt, whole_number
from gamelib.pig.errors import PositionError

ROLL = "roll"
HOLD = "hold"
MOVES = (ROLL, HOLD)


class Position(NamedTuple):
    """What the player to move sees: the handout's status line, and the goal."""

    player: str
    score: int
    opponent: int  # the best banked score among the other players
    turn_total: int
    rolls: int  # rolls this turn; 0 means the player may not hold yet
    goal: int


def position_of(game: object, reader: str) -> Position:
    """The position of the player to move; ``reader`` names who asks, for errors.

    ``TypeError`` for anything but a Pig game; the game raises ``GameOverError``
    once somebody has won.
    """
    position = getattr(game, "position", None)
    if not callable(position):
        raise TypeError(f"{reader} plays a PigGame, not {excerpt(game)}")
    answer = position()
    if not isinstance(answer, Position):
        raise TypeError(f"{reader} plays a PigGame, not {excerpt(game)}")
    return answer


def check_position(
    score: object, opponent: object, turn_total: object, goal: int
) -> tuple[int, int, int]:
    """Banked scores below ``goal`` and a turn total of at least 0, as ints.

    A banked score of ``goal`` or more has already won, so no strategy is asked
    about it; ``PositionError`` says which number is impossible.
    """
    numbers = (
        whole_number(score, "score", low=0, wrong_type=PositionError),
        whole_number(opponent, "opponent", low=0, wrong_type=PositionError),
        whole_number(turn_total, "turn_total", low=0, wrong_type=PositionError),
    )
    for name, banked in zip(("score", "opponent"), numbers[:2], strict=False):
        if banked >= goal:
            raise PositionError(
                f"a banked score of {goal} or more has already won; "
                f"{name} is {excerpt(banked)}"
            )
    return numbers
