"""Pig: the record ``PigGame.push`` returns for every move.

A move is only "roll" or "hold"; what it led to (the face, a lost turn, the points
banked, the win) is what a view wants to show, so ``push`` returns that as an
``Event`` and the game keeps them all in ``PigGame.events``.
"""

from typing import NamedTuple

from gamelib.pig.parts.player import Player
from gamelib.pig.parts.position import HOLD, ROLL

ROLLED = "roll"  # 2 to 6: the turn goes on
PIGGED = "pig"  # a 1: the turn total is lost and the turn passes
HELD = "hold"  # the turn total is banked and the turn passes
WON = "win"  # banked, and that reached the goal


class Event(NamedTuple):
    """What one move did.

    ``kind`` is ``"roll"`` (2-6, turn goes on), ``"pig"`` (a 1, turn lost),
    ``"hold"`` (turn total banked) or ``"win"`` (banked and reached the goal).
    ``value`` is the die face for rolls and the banked points for holds;
    ``turn_total`` and ``score`` are the mover's after the move.
    """

    kind: str
    player: Player
    value: int
    turn_total: int
    score: int

    @property
    def move(self) -> str:
        """The move that caused this: ``"roll"`` or ``"hold"``."""
        return ROLL if self.kind in (ROLLED, PIGGED) else HOLD

    def describe(self) -> str:
        name = self.player.name
        if self.kind == ROLLED:
            return f"{name} rolls {self.value}: turn score {self.turn_total}."
        if self.kind == PIGGED:
            return f"{name} rolls a 1 and loses the turn score."
        if self.kind == HELD:
            return f"{name} holds and banks {self.value}: total {self.score}."
        return f"{name} holds at {self.score} and wins!"
