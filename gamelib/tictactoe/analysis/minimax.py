"""Perfect play: the value of every position, and the moves that keep it (minimax).

Tic-tac-toe has only 5,478 positions, so the whole tree is solved once and cached.
It lives in analysis, below the players, because both use it: ``minimax_player``
plays ``minimax_move``, and ``mistakes_against_minimax`` judges a computer's
decisions by ``optimal_moves``.
"""

from collections.abc import Iterable
from functools import cache

from gamelib.errors import GameOverError
from gamelib.tictactoe.parts.cells import (
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
