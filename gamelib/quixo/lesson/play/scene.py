"""Everything one picture of the playable board shows, read from the game.

Drawing a ``Scene`` needs nothing else, so the same drawing code paints the board
after a click, each frame of a move's animation, and a picture in a test.
"""

from dataclasses import dataclass, field
from typing import Any

from gamelib.quixo.parts.move import Square


@dataclass(frozen=True)
class Scene:
    size: int
    players: int
    rows: tuple[str, ...]
    dots: dict[Square, str] = field(default_factory=dict)
    """Four players: the seat each team block's dot points at."""
    takeable: frozenset[Square] = frozenset()
    places: frozenset[Square] = frozenset()
    picked: Square | None = None
    winning: frozenset[Square] = frozenset()
    winning_lines: tuple[tuple[Square, ...], ...] = ()
    last: Square | None = None
    title: str = ""
    title_symbol: str | None = None
    """The symbol drawn before the title: the mover's, or the winner's."""
    note: str = ""
    alarm: bool = False
    """The note is a refusal (drawn in red)."""
    turn: str | None = None
    """Four players: the seat to move (its name is marked)."""


def position_of(game: Any) -> tuple[tuple[str, ...], dict[Square, str]]:
    """The blocks as rows, and the dots (four players), of any game object."""
    rows = tuple(game.rows())
    dots = {}
    if game.players == 4:
        for row in range(game.size):
            for column in range(game.size):
                seat = game.dot(row, column)
                if seat is not None:
                    dots[row, column] = seat
    return rows, dots


def last_place(game: Any) -> Square | None:
    """Where the last block went (passes put none down)."""
    for move in reversed(game.history):
        if not move.is_pass:
            return move.place
    return None
