"""How a game ended, in the same words for every game.

``state.outcome()`` is None while a game goes on and an ``Outcome`` once it is over,
as in python-chess. ``winner`` is whatever the game calls a player (a name, a seat, a
symbol or a team); it is None for a draw and for a solo game that was lost, and
``draw`` tells those two apart.
"""

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Outcome:
    """The end of a game: who won (if anyone) and why, in words."""

    winner: Any | None
    reason: str
    draw: bool = False

    def __str__(self) -> str:
        if self.draw:
            return f"Draw: {self.reason}"
        if self.winner is None:
            return f"Game lost: {self.reason}"
        return f"{self.winner} wins: {self.reason}"
