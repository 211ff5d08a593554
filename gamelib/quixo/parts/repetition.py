"""Threefold repetition, written once for both Quixo games: the model's ``Board``
and ``LessonRules`` (the board on a learner's functions).

Quixo has no draw of its own, but with perfect play the 5x5 game is one, so, as in
chess (python-chess's ``can_claim_threefold_repetition``), the player to move may
claim a draw when the position has occurred three times, or when one of their
moves would make it occur a third time. A game counts its positions in ``_seen``
under ``_key()`` (blocks, dots and player to move); ``_end_in_a_draw`` ends it.
"""

import abc
from collections import Counter
from typing import Any, NamedTuple

from gamelib.quixo.errors import GameOverError, NoRepetitionError
from gamelib.quixo.parts.move import Move
from gamelib.state import GameState, Outcome

REPETITIONS_FOR_A_DRAW = 3


class MoveRecord(NamedTuple):
    """What ``push`` did, in either game: the move, who made it, and what the
    picked block showed."""

    move: Move
    player: str
    took: str | None
    """``"-"`` for a neutral block, the mover's symbol for an own block, None for a
    pass."""
    outcome: Outcome | None
    """How the game ended with this move, or None if it goes on."""


class RepeatingGame(GameState[Move, MoveRecord]):
    """A Quixo game whose positions can repeat (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__()
        self._seen: Counter[Any] = Counter()

    # -- hooks -------------------------------------------------------------------
    @abc.abstractmethod
    def _key(self) -> Any:
        """The current position, as the key repetitions are counted under."""

    @abc.abstractmethod
    def _end_in_a_draw(self) -> Outcome:
        """End the game as a claimed draw and say how it ended."""

    # -- counting, for the hooks _apply and _undo --------------------------------
    def _count_position(self) -> None:
        self._seen[self._key()] += 1

    def _uncount_position(self) -> None:
        key = self._key()
        self._seen[key] -= 1
        if not self._seen[key]:
            del self._seen[key]

    # -- what the board and the players ask --------------------------------------
    def seen_positions(self) -> set[Any]:
        """Every position that has occurred in this game."""
        return set(self._seen)

    def is_repetition(self, count: int = REPETITIONS_FOR_A_DRAW) -> bool:
        """Has the current position occurred at least ``count`` times?"""
        return self._seen[self._key()] >= count

    def can_claim_threefold_repetition(self) -> bool:
        """The position has occurred three times, or one of the mover's legal
        moves would make a position occur for the third time."""
        if self.is_over():
            return False
        if self.is_repetition():
            return True
        for move in self.legal_moves:
            self.push(move)
            repeated = self.is_repetition()
            self.pop()
            if repeated:
                return True
        return False

    def can_claim_draw(self) -> bool:
        """Quixo's only draw is by repetition."""
        return self.can_claim_threefold_repetition()

    def claim_draw(self) -> Outcome:
        """End the game as a draw, if the player to move may claim one."""
        self._check_not_over()
        if not self.can_claim_draw():
            raise NoRepetitionError(
                "a draw may be claimed only when a position occurs for the third "
                "time (or one of your moves would make it so)"
            )
        return self._end_in_a_draw()

    def _check_not_over(self) -> None:
        if self.is_over():
            raise GameOverError(self._over_message())

    def _copy_into(self, twin: Any) -> None:
        twin._seen = Counter(self._seen)
