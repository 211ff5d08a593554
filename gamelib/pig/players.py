"""Pig: the computer players, each a strategy ``strategy(game) -> "roll" | "hold"``.

A strategy answers "roll or hold?" two ways: ``action(score, opponent, turn_total)``
for tables, plots and exact comparisons, and ``strategy(game)`` so it can be a
computer player in a running game (the ``gamelib.players`` convention). ``hold_at``
needs no solving; ``optimal_player`` plays the solved policy of
``gamelib.pig.analysis``. ``ComputerPlayer`` is the handout's computer player: a
``Player`` at the table that moves with one of them, and is only asked on its turn.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from gamelib.arguments import excerpt, whole_number
from gamelib.errors import NotYourTurnError
from gamelib.pig.analysis.optimal import (
    SHIPPED_GOAL,
    ProgressCallback,
    check_solvable,
    is_solved,
    optimal_policy,
    shipped_table,
)
from gamelib.pig.analysis.policy_table import PolicyTable
from gamelib.pig.errors import GoalError, ThresholdError
from gamelib.pig.parts.player import Player
from gamelib.pig.parts.position import HOLD, ROLL, check_position, position_of
from gamelib.pig.state import DEFAULT_GOAL

if TYPE_CHECKING:
    import numpy

Strategy = Callable[[Any], str]
"""A computer player in the ``gamelib.players`` sense: ``strategy(game) -> move``."""


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

        For the lesson's exact match-ups (``gamelib.pig.analysis.matchup``); numpy
        is needed here only, never to play.
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


def optimal_player(
    goal: int = DEFAULT_GOAL, progress: ProgressCallback | None = None
) -> PolicyTable:
    """The optimal computer player for ``goal``: read from the package for 100.

    Other goals are solved (``progress`` reports how far). Only the decisions are
    shipped, not the win chances: ``optimal_policy`` has those, and once it has
    solved the shipped goal this plays that same policy.
    """
    goal = check_solvable(goal)
    if goal == SHIPPED_GOAL and not is_solved(goal):
        return shipped_table()
    return optimal_policy(goal, progress)


class ComputerPlayer(Player):
    """A player whose moves come from a strategy (hold at 20 unless told otherwise).

    The handout asks for a computer that does not look unpredictable: every
    strategy in ``gamelib.pig`` is a fixed rule of the scores, so the same position
    always gets the same move.
    """

    is_computer: ClassVar[bool] = True

    def __init__(self, name: str = "Computer", strategy: Strategy | None = None):
        super().__init__(name)
        strategy = strategy if strategy is not None else hold_at(20)
        if not callable(strategy):
            raise TypeError(
                f"a strategy is a function game -> move, not {excerpt(strategy)}"
            )
        self._strategy = strategy

    @property
    def strategy(self) -> Strategy:
        return self._strategy

    def __repr__(self) -> str:
        return f"ComputerPlayer(name={self.name!r}, strategy={self._strategy!r})"

    def _key(self) -> tuple[Any, ...]:
        return (self.name, self._strategy)

    def choose(self, game: Any) -> str:
        """The move this player makes now; refused unless it is this player's turn.

        ``GameOverError`` once the game has ended, ``NotYourTurnError`` while
        somebody else is to move, ``TypeError`` for anything but a Pig game.
        """
        position = position_of(game, self.name)
        if position.player != self.name:
            raise NotYourTurnError(f"it is {position.player}'s turn, not {self.name}'s")
        return self._strategy(game)

    __call__ = choose
