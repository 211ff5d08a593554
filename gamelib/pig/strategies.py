"""Pig: simple computer strategies that need no solving.

A strategy answers "roll or hold?" two ways: ``action(score, opponent, turn_total)``
for tables, plots and exact comparisons, and ``strategy(game)`` so it can be a
computer player in a running game (the ``gamelib.players`` convention).
"""

from typing import TYPE_CHECKING, Any

from gamelib.arguments import whole_number
from gamelib.pig.errors import GoalError, ThresholdError
from gamelib.pig.position import HOLD, ROLL, check_position, position_of

if TYPE_CHECKING:
    import numpy

DEFAULT_GOAL = 100


class HoldAt:
    """Keep rolling until the turn total reaches ``threshold``, then hold.

    It also holds as soon as holding wins, and always rolls first (holding before
    the first roll of a turn is against the rules). Hold at 20 is the classic: it
    maximises the expected points of a single turn.
    """

    def __init__(self, threshold: int, goal: int = DEFAULT_GOAL) -> None:
        self.threshold = whole_number(
            threshold, "the threshold", low=1, wrong_type=ThresholdError
        )
        self.goal = whole_number(goal, "the goal", low=1, wrong_type=GoalError)

    def __repr__(self) -> str:
        if self.goal == DEFAULT_GOAL:
            return f"hold_at({self.threshold})"
        return f"hold_at({self.threshold}, goal={self.goal})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HoldAt):
            return NotImplemented
        return (self.threshold, self.goal) == (other.threshold, other.goal)

    def __hash__(self) -> int:
        return hash((HoldAt, self.threshold, self.goal))

    def _decide(self, score: int, turn_total: int, goal: int) -> str:
        if turn_total == 0:
            return ROLL
        if turn_total >= self.threshold or score + turn_total >= goal:
            return HOLD
        return ROLL

    def action(self, score: int, opponent: int, turn_total: int) -> str:
        """The move at this position; the opponent's score does not matter here."""
        score, _, turn_total = check_position(score, opponent, turn_total, self.goal)
        return self._decide(score, turn_total, self.goal)

    def roll_table(self, goal: int) -> "numpy.ndarray[Any, Any]":
        """Boolean array [score, opponent, turn_total]: True where this rolls.

        For the lesson's exact match-ups (``gamelib.pig.matchup``); numpy is needed
        here only, never to play.
        """
        import numpy as np

        goal = whole_number(goal, "the goal", low=1, wrong_type=GoalError)
        score = np.arange(goal)[:, None, None]
        turn_total = np.arange(goal)[None, None, :]
        rolls = (turn_total == 0) | (
            (turn_total < self.threshold) & (score + turn_total < goal)
        )
        return np.broadcast_to(rolls, (goal, goal, goal)).copy()

    def __call__(self, game: object) -> str:
        """The move for the player to move in a running ``PigGame``, to its goal."""
        position = position_of(game, repr(self))
        return self._decide(position.score, position.turn_total, position.goal)


def hold_at(threshold: int, goal: int = DEFAULT_GOAL) -> HoldAt:
    """A ``HoldAt`` strategy: ``hold_at(20)`` is the classic predictable opponent."""
    return HoldAt(threshold, goal)
