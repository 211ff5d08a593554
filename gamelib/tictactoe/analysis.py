"""Looking at the whole game: every game and position, perfect play, and a computer
player against every human.

**Counting** (``count_games``, ``count_positions``): the counts are well known
(255,168 games, 5,478 positions), so they double as a check that the search itself is
right before we trust what it says about the pattern player.

**Perfect play** (``game_value``, ``optimal_moves``, ``minimax_move``): tic-tac-toe has
only 5,478 positions, so the whole tree is solved once and cached. It lives here,
below the players, because both use it: ``minimax_player`` plays ``minimax_move``,
and ``mistakes_against_minimax`` judges a computer's decisions by ``optimal_moves``.

**Sweeps** (``sweep_every_human``, ``odds_against_a_random_human``,
``mistakes_against_minimax``): against a deterministic computer a human's choices
alone decide the game, so every way a human could play is a finite tree, walked
move by move on one ``Board``.
"""

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache

from gamelib.errors import GameOverError
from gamelib.players import PlayerFunction, choose_move
from gamelib.state import Outcome
from gamelib.tictactoe.cells import (
    BLANK,
    EMPTY,
    Cells,
    O,
    X,
    check_cells,
    children,
    is_finished,
    mover,
    winner,
)
from gamelib.tictactoe.state import Board

# -- counting ------------------------------------------------------------------------


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
    games = (_games_from(child) for _square, child in children(cells))
    return sum(games, GameCounts(0, 0, 0))


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


# -- perfect play (minimax) ---------------------------------------------------------

Value = tuple[int, int]
"""(result for X: +1 win, 0 tie, -1 loss; plies until the end) under best play."""


@cache
def _solve(cells: Cells) -> Value:
    """The value of a position, from the values of its children.

    Tic-tac-toe has only 5,478 positions, so caching every one makes the whole tree
    cost a few milliseconds after the first call.
    """
    won_by = winner(cells)
    if won_by is not None:
        return (1 if won_by == X else -1, 0)
    if BLANK not in cells:
        return (0, 0)
    _square, (value, plies) = _best_child(cells)
    return (value, plies + 1)


def _best_child(cells: Cells) -> tuple[int, Value]:
    """(square, value) of the mover's best move; the lowest square wins a tie, so
    the perfect player is deterministic."""
    sign = 1 if mover(cells) == X else -1
    best: tuple[int, Value] | None = None
    for square, child in children(cells):
        value, plies = _solve(child)
        if best is None or _preference(sign * value, plies) > _preference(
            sign * best[1][0], best[1][1]
        ):
            best = (square, (value, plies))
    assert best is not None, "a position in play has an empty square"
    return best


def _preference(value_for_mover: int, plies: int) -> tuple[int, int]:
    """Win, then win sooner; when losing, lose as late as possible."""
    return (value_for_mover, -plies if value_for_mover > 0 else plies)


def _in_play(board: Iterable[object]) -> Cells:
    cells = check_cells(board)
    if is_finished(cells):
        raise GameOverError("the game is over, so there is no move to choose")
    return cells


def game_value(board: Iterable[object]) -> int:
    """+1 if X wins with best play from here, -1 if O does, 0 for a tie."""
    return _solve(check_cells(board))[0]


def optimal_moves(board: Iterable[object]) -> list[int]:
    """Every move that keeps the best result the player to move can force; none
    once the game is over."""
    cells = check_cells(board)
    if is_finished(cells):
        return []
    sign = 1 if mover(cells) == X else -1
    values = {square: sign * _solve(child)[0] for square, child in children(cells)}
    best = max(values.values())
    return [square for square, value in values.items() if value == best]


def minimax_move(board: Iterable[object]) -> int:
    """The perfect move: best result, quickest win or slowest loss, lowest square."""
    return _best_child(_in_play(board))[0]


# -- a computer against every human ------------------------------------------------

TIE = "tie"
"""The result of a full board without a line, next to ``"X"`` and ``"O"``."""


def check_player(computer: object) -> None:
    """Refuse, with a ``TypeError`` in words, a computer player that is no function."""
    if not callable(computer):
        raise TypeError(
            "a computer player is a function player(board) -> square, not"
            f" {type(computer).__name__}"
        )


def result_of(outcome: Outcome) -> str:
    """``"X"``, ``"O"`` or ``"tie"``: an outcome as a key to count results by."""
    return TIE if outcome.draw else str(outcome.winner)


@dataclass
class Sweep:
    """The games a computer (as O) plays against every possible human (as X).

    ``games`` holds each finished game's moves and result; ``decisions`` maps each
    position where the computer had to move to the square it chose.
    """

    games: list[tuple[tuple[int, ...], str]] = field(default_factory=list)
    decisions: dict[Cells, int] = field(default_factory=dict)

    @property
    def results(self) -> Counter[str]:
        """How many games ended ``"O"`` (computer wins), ``"tie"`` and ``"X"``."""
        return Counter(result for _moves, result in self.games)

    @property
    def losses(self) -> list[tuple[int, ...]]:
        """The human's winning games: the computer's losses."""
        return [moves for moves, result in self.games if result == X]


def sweep_every_human(computer: PlayerFunction) -> Sweep:
    """Play ``computer`` as O against every sequence of human moves as X.

    The computer is deterministic, so a human's choices alone decide the game:
    branching over every human move at every turn visits each game once. It is
    shown a copy of the board, and an illegal answer raises ``PlayerMoveError``
    naming it, so a learner's buggy player cannot corrupt the search.
    """
    check_player(computer)
    sweep = Sweep()
    board = Board()

    def explore() -> None:
        outcome = board.outcome()
        if outcome is not None:
            sweep.games.append((board.history, result_of(outcome)))
            return
        if board.turn == X:
            squares = list(board.legal_moves)
        else:
            squares = [choose_move(board.copy(), computer)]
            sweep.decisions[board.cells] = squares[0]
        for square in squares:
            board.push(square)
            explore()
            board.pop()

    explore()
    return sweep


def odds_against_a_random_human(computer: PlayerFunction) -> dict[str, Fraction]:
    """How often ``computer`` (as O) wins, ties and loses against a human who picks
    any empty square with equal chance: ``{"O": ..., "tie": ..., "X": ...}``.

    Exact, not sampled: it weighs each game of ``sweep_every_human`` by the chance
    that a random human plays its line. So two players can
    be compared without luck deciding, and the answer is the same on every run.
    """
    odds = {O: Fraction(0), TIE: Fraction(0), X: Fraction(0)}
    for moves, result in sweep_every_human(computer).games:
        chance = Fraction(1)
        for ply in range(0, len(moves), 2):  # X's moves: 9 - ply squares to pick from
            chance /= 9 - ply
        odds[result] += chance
    return odds


def mistakes_against_minimax(sweep: Sweep) -> list[tuple[Cells, int]]:
    """Decisions that let the result slip from what perfect play would keep."""
    if not isinstance(sweep, Sweep):
        raise TypeError(
            f"mistakes_against_minimax reads a Sweep, not {type(sweep).__name__}"
        )
    return [
        (cells, square)
        for cells, square in sweep.decisions.items()
        if square not in optimal_moves(cells)
    ]
