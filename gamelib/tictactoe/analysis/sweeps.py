"""A computer player against every human: its games, its exact odds, its mistakes.

Tic-tac-toe is small enough to look at completely: against a deterministic computer
a human's choices alone decide the game, so every way a human could play is a finite
tree, walked here move by move on one ``Board``.
"""

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

from gamelib.players import PlayerFunction, choose_move
from gamelib.state import Outcome
from gamelib.tictactoe.analysis.minimax import optimal_moves
from gamelib.tictactoe.parts.cells import (
    Cells,
    O,
    X,
)
from gamelib.tictactoe.state import Board

TIE = "tie"
"""The result of a full board without a line, next to ``"X"`` and ``"O"``."""


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
    if not callable(computer):
        raise TypeError(
            f"a computer player is a function player(board) -> square, not"
            f" {type(computer).__name__}"
        )
    sweep = Sweep()
    board = Board()

    def explore() -> None:
        outcome = board.outcome()
        if outcome is not None:
            sweep.games.append((board.history, result_of(outcome)))
            return
        if board.turn == X:
            for square in board.legal_moves:
                board.push(square)
                explore()
                board.pop()
        else:
            square = choose_move(board.copy(), computer)
            sweep.decisions[board.cells] = square
            board.push(square)
            explore()
            board.pop()

    explore()
    return sweep


def odds_against_a_random_human(computer: PlayerFunction) -> dict[str, Fraction]:
    """How often ``computer`` (as O) wins, ties and loses against a human who picks
    any empty square with equal chance: ``{"O": ..., "tie": ..., "X": ...}``.

    Exact, not sampled: it follows every human line, as ``sweep_every_human`` does,
    and weighs each by the chance that a random human plays it. So two players can
    be compared without luck deciding, and the answer is the same on every run.
    """
    if not callable(computer):
        raise TypeError(
            f"a computer player is a function player(board) -> square, not"
            f" {type(computer).__name__}"
        )
    odds = {X: Fraction(0), O: Fraction(0), TIE: Fraction(0)}
    board = Board()

    def explore(chance: Fraction) -> None:
        outcome = board.outcome()
        if outcome is not None:
            odds[result_of(outcome)] += chance
            return
        if board.turn == X:
            squares = tuple(board.legal_moves)
            for square in squares:
                board.push(square)
                explore(chance / len(squares))
                board.pop()
        else:
            board.push(choose_move(board.copy(), computer))
            explore(chance)
            board.pop()

    explore(Fraction(1))
    return {O: odds[O], TIE: odds[TIE], X: odds[X]}


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
