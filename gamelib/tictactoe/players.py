"""A perfect player and a random one, to measure the pattern player against.

Both follow the course convention ``player(state) -> move``: they take a ``Board``
(or nine cells), play whichever side is to move, and raise ``GameOverError`` when
asked to move in a finished game.
"""

import random
from collections.abc import Callable, Iterable
from functools import cache

from gamelib.errors import GameOverError
from gamelib.tictactoe.board import Board, as_board
from gamelib.tictactoe.cells import (
    BLANK,
    Cells,
    X,
    check_cells,
    children,
    is_finished,
    mover,
    winner,
)

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


def minimax_player(state: Board | Iterable[object]) -> int:
    """``player(state) -> move``: never loses, for whichever side is to move."""
    return minimax_move(as_board(state).cells)


def make_random_player(
    rng: random.Random,
) -> Callable[[Board | Iterable[object]], int]:
    """A ``player(state) -> move`` picking uniformly among legal moves with ``rng``.

    The generator is passed in (seeded by the caller) so games replay exactly.
    """
    if not isinstance(rng, random.Random):
        raise TypeError(
            "make_random_player needs a random.Random, such as random.Random(7),"
            f" not {type(rng).__name__}"
        )

    def random_player(state: Board | Iterable[object]) -> int:
        board = as_board(state)
        if board.is_over():
            raise GameOverError("the game is over, so there is no move to choose")
        return rng.choice(board.legal_moves)

    return random_player
