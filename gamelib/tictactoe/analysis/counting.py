"""Counting the whole game: every game and every position a game can show.

The counts are well known (255,168 games, 5,478 positions), so they double as a
check that the search itself is right before we trust what it says about the
pattern player.
"""

from dataclasses import dataclass
from functools import cache

from gamelib.tictactoe.parts.cells import (
    BLANK,
    EMPTY,
    Cells,
    O,
    X,
    children,
    is_finished,
    winner,
)


@dataclass(frozen=True)
class GameCounts:
    """How many different complete games there are, split by result."""

    x_wins: int
    o_wins: int
    ties: int

    @property
    def total(self) -> int:
        return self.x_wins + self.o_wins + self.ties

    def __add__(self, other: object) -> "GameCounts":
        if not isinstance(other, GameCounts):
            return NotImplemented
        return GameCounts(
            self.x_wins + other.x_wins,
            self.o_wins + other.o_wins,
            self.ties + other.ties,
        )


@cache
def _games_from(cells: Cells) -> GameCounts:
    """Every game from a position is a move followed by a game from the child."""
    won_by = winner(cells)
    if won_by is not None:
        return GameCounts(int(won_by == X), int(won_by == O), 0)
    if BLANK not in cells:
        return GameCounts(0, 0, 1)
    total = GameCounts(0, 0, 0)
    for _square, child in children(cells):
        total = total + _games_from(child)
    return total


def count_games() -> GameCounts:
    """All move sequences from the empty board that end in a win or a full board."""
    return _games_from(EMPTY)


def reachable_positions() -> set[Cells]:
    """Every board a legal game can show, the empty one included."""
    seen, frontier = {EMPTY}, [EMPTY]
    while frontier:
        cells = frontier.pop()
        if is_finished(cells):
            continue
        for _square, child in children(cells):
            if child not in seen:
                seen.add(child)
                frontier.append(child)
    return seen


def count_positions() -> int:
    return len(reachable_positions())
