"""Pig: a roll-or-hold decision for every position of a two-player game.

A position is (own banked score, opponent's banked score, turn total), each below
the goal, so a table holds ``goal ** 3`` decisions: one byte each, a megabyte for a
goal of 100, and about 10 kB once zlib has squeezed its long runs. That is small
enough to ship with the package, which is how the terminal program plays the
optimal strategy at once and with the standard library alone.
"""

import zlib
from typing import TYPE_CHECKING, Any

from gamelib.arguments import excerpt, whole_number
from gamelib.pig.errors import GoalError
from gamelib.pig.parts.position import HOLD, ROLL, check_position, position_of

if TYPE_CHECKING:
    import numpy

HEADER = b"pig roll table, goal "


class PolicyTable:
    """A fixed strategy for one goal, looked up rather than computed.

    Like every strategy it is also a computer player: call it on a running
    ``PigGame`` (played to the same goal) and it returns the move to make.
    """

    def __init__(self, goal: int, rolls: bytes | bytearray) -> None:
        self.goal = whole_number(goal, "the goal", low=1, wrong_type=GoalError)
        if len(rolls) != self.goal**3:
            raise GoalError(
                f"a table for goal {self.goal} has {self.goal**3} entries, "
                f"not {len(rolls)}"
            )
        self._rolls = bytes(rolls)

    def __repr__(self) -> str:
        return f"<PolicyTable for goal {self.goal}>"

    def _index(self, score: int, opponent: int, turn_total: int) -> int:
        return (score * self.goal + opponent) * self.goal + turn_total

    def action(self, score: int, opponent: int, turn_total: int = 0) -> str:
        """``"roll"`` or ``"hold"`` at this position (always roll first)."""
        score, opponent, turn_total = check_position(
            score, opponent, turn_total, self.goal
        )
        if turn_total == 0:
            return ROLL  # the rules forbid holding before the first roll
        if score + turn_total >= self.goal:
            return HOLD  # holding wins; rolling on could only lose it
        return ROLL if self._rolls[self._index(score, opponent, turn_total)] else HOLD

    def rolls(self, score: int, opponent: int, turn_total: int) -> bool:
        """True where the policy rolls: the plain-bool form plots and tests want."""
        return self.action(score, opponent, turn_total) == ROLL

    def hold_boundary(self, opponent: int) -> list[int | None]:
        """For each own score, the smallest turn total at which the policy holds.

        This is the curve the lesson plots; ``None`` where the policy never holds
        before reaching the goal.
        """
        _, opponent, _ = check_position(0, opponent, 0, self.goal)
        boundary: list[int | None] = []
        for score in range(self.goal):
            start = self._index(score, opponent, 0)
            row = self._rolls[start + 1 : start + self.goal - score]
            hold = row.find(0)
            boundary.append(None if hold < 0 else hold + 1)
        return boundary

    def roll_table(self, goal: int) -> "numpy.ndarray[Any, Any]":
        """Boolean array [score, opponent, turn_total] for ``matchup``.

        The lesson's exact match-ups need numpy; playing never does.
        """
        import numpy as np

        if goal != self.goal:
            raise GoalError(
                f"this policy was solved for goal {self.goal}, not {excerpt(goal)}"
            )
        size = (self.goal,) * 3
        return np.frombuffer(self._rolls, dtype=np.uint8).reshape(size).astype(bool)

    def __call__(self, game: object) -> str:
        """The move for the player to move in a running ``PigGame``.

        With more than two players the policy plays against the best opposing
        score; the computer only ever plays two-player games.
        """
        position = position_of(game, repr(self))
        if position.goal != self.goal:
            raise GoalError(
                f"this policy was solved for goal {self.goal}, "
                f"but the game is played to {position.goal}"
            )
        return self.action(position.score, position.opponent, position.turn_total)

    def to_bytes(self) -> bytes:
        """The table compressed for shipping; ``from_bytes`` reads it back."""
        header = HEADER + str(self.goal).encode() + b"\n"
        return zlib.compress(header + self._rolls, 9)

    @classmethod
    def from_bytes(cls, data: bytes) -> "PolicyTable":
        """A table written by ``to_bytes`` (``zlib.error`` if it was damaged)."""
        header, _, rolls = zlib.decompress(data).partition(b"\n")
        goal = header.removeprefix(HEADER)
        if goal == header or not goal.isdigit():
            raise ValueError(f"not a Pig roll table: header {excerpt(header)}")
        return cls(int(goal), rolls)
