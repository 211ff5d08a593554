"""A perfect player and a random one, to measure the pattern player against.

Both follow the course convention ``player(state) -> move`` on a ``Board``.
"""

import random
from collections.abc import Sequence
from functools import cache

from gamelib.tictactoe.board import BLANK, GameOverError, O, X, check_cells, winner


@cache
def _solve(cells: tuple[str, ...]) -> tuple[int, int]:
    """(value for X: +1 win, 0 tie, -1 loss; plies until the end) under best play.

    Tic-tac-toe has only 5,478 positions, so caching every one makes the whole tree
    cost a few milliseconds after the first call.
    """
    won_by = winner(cells)
    if won_by is not None:
        return (1 if won_by == X else -1, 0)
    if BLANK not in cells:
        return (0, 0)
    _, _, (value, plies) = _best_child(cells)
    return (value, plies + 1)


def _best_child(cells: tuple[str, ...]) -> tuple[tuple[int, int], int, tuple]:
    """(preference, square, (value, plies)) of the mover's best move; the lowest
    square wins a tie, so the perfect player is deterministic."""
    mover = _mover(cells)
    best = None
    for square in range(9):
        if cells[square] != BLANK:
            continue
        value, plies = _solve(cells[:square] + (mover,) + cells[square + 1 :])
        key = _preference(value if mover == X else -value, plies)
        if best is None or key > best[0]:
            best = (key, square, (value, plies))
    return best


def _preference(value_for_mover: int, plies: int) -> tuple[int, int]:
    """Win, then win sooner; when losing, lose as late as possible."""
    return (value_for_mover, -plies if value_for_mover > 0 else plies)


def game_value(board: Sequence[str]) -> int:
    """+1 if X wins with best play from here, -1 if O does, 0 for a tie."""
    return _solve(check_cells(board))[0]


def _mover(cells: tuple[str, ...]) -> str:
    return X if cells.count(X) == cells.count(O) else O


def optimal_moves(board: Sequence[str]) -> list[int]:
    """Every move that keeps the best result the player to move can force."""
    cells = check_cells(board)
    mover = _mover(cells)
    if winner(cells) is not None or BLANK not in cells:
        return []
    children = {
        square: _solve(cells[:square] + (mover,) + cells[square + 1 :])[0]
        for square in range(9)
        if cells[square] == BLANK
    }
    sign = 1 if mover == X else -1
    best = max(sign * value for value in children.values())
    return [square for square, value in children.items() if sign * value == best]


def minimax_move(board: Sequence[str]) -> int:
    """The perfect move: best result, quickest win or slowest loss, lowest square."""
    cells = check_cells(board)
    if winner(cells) is not None or BLANK not in cells:
        raise GameOverError("the game is over, so there is no move to choose")
    return _best_child(cells)[1]


def minimax_player(state) -> int:
    """``player(state) -> move``: never loses, for whichever side is to move."""
    return minimax_move(state)


def make_random_player(rng: random.Random):
    """A ``player(state) -> move`` picking uniformly among legal moves with ``rng``.

    The generator is passed in (seeded by the caller) so games replay exactly.
    """

    def random_player(state) -> int:
        return rng.choice(state.legal_moves)

    return random_player
