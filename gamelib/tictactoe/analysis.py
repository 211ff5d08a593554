"""Counting the whole game, and pitting a computer player against every human.

Tic-tac-toe is small enough to look at completely: every game, every position, and
every way a human could play against a deterministic computer. The counts are
well known (255,168 games, 5,478 positions), so they double as a check that the
search itself is right before we trust what it says about the pattern player.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from gamelib.tictactoe.board import BLANK, Board, O, X, winner
from gamelib.tictactoe.players import optimal_moves


def _children(cells: tuple[str, ...]):
    mover = X if cells.count(X) == cells.count(O) else O
    for square in range(9):
        if cells[square] == BLANK:
            yield square, cells[:square] + (mover,) + cells[square + 1 :]


def _is_over(cells: tuple[str, ...]) -> bool:
    return winner(cells) is not None or BLANK not in cells


@dataclass(frozen=True)
class GameCounts:
    """How many different complete games there are, split by result."""

    x_wins: int
    o_wins: int
    ties: int

    @property
    def total(self) -> int:
        return self.x_wins + self.o_wins + self.ties

    def __add__(self, other: "GameCounts") -> "GameCounts":
        return GameCounts(
            self.x_wins + other.x_wins,
            self.o_wins + other.o_wins,
            self.ties + other.ties,
        )


@cache
def _games_from(cells: tuple[str, ...]) -> GameCounts:
    """Every game from a position is a move followed by a game from the child."""
    won_by = winner(cells)
    if won_by is not None:
        return GameCounts(int(won_by == X), int(won_by == O), 0)
    if BLANK not in cells:
        return GameCounts(0, 0, 1)
    total = GameCounts(0, 0, 0)
    for _square, child in _children(cells):
        total = total + _games_from(child)
    return total


def count_games() -> GameCounts:
    """All move sequences from the empty board that end in a win or a full board."""
    return _games_from((BLANK,) * 9)


def reachable_positions() -> set[tuple[str, ...]]:
    """Every board a legal game can show, the empty one included."""
    start = (BLANK,) * 9
    seen, frontier = {start}, [start]
    while frontier:
        cells = frontier.pop()
        if _is_over(cells):
            continue
        for _square, child in _children(cells):
            if child not in seen:
                seen.add(child)
                frontier.append(child)
    return seen


def count_positions() -> int:
    return len(reachable_positions())


@dataclass
class Sweep:
    """The games a computer (as O) plays against every possible human (as X).

    ``games`` holds each finished game's moves and result; ``decisions`` maps each
    position where the computer had to move to the square it chose.
    """

    games: list[tuple[tuple[int, ...], str]] = field(default_factory=list)
    decisions: dict[tuple[str, ...], int] = field(default_factory=dict)

    @property
    def results(self) -> Counter:
        return Counter(result for _moves, result in self.games)

    @property
    def losses(self) -> list[tuple[int, ...]]:
        """The human's winning games: the computer's losses."""
        return [moves for moves, result in self.games if result == X]


def sweep_every_human(computer: Callable[[Board], int]) -> Sweep:
    """Play ``computer`` as O against every sequence of human moves as X.

    The computer is deterministic, so a human's choices alone decide the game:
    branching over every human move at every turn visits each game once.
    """
    sweep = Sweep()
    board = Board()

    def explore() -> None:
        result = board.result()
        if result is not None:
            sweep.games.append((tuple(board.move_stack), result))
            return
        if board.turn == X:
            for square in board.legal_moves:
                board.push(square)
                explore()
                board.pop()
        else:
            square = computer(board)
            sweep.decisions[board.cells] = square
            board.push(square)
            explore()
            board.pop()

    explore()
    return sweep


def mistakes_against_minimax(sweep: Sweep) -> list[tuple[tuple[str, ...], int]]:
    """Decisions that let the result slip from what perfect play would keep."""
    return [
        (cells, square)
        for cells, square in sweep.decisions.items()
        if square not in optimal_moves(cells)
    ]
