"""A perfect player and a random one, to measure the pattern player against.

Both follow the course convention ``player(state) -> move``: they take a ``Board``
(or nine cells), play whichever side is to move, and raise ``GameOverError`` when
asked to move in a finished game.
"""

import random
from collections.abc import Callable, Iterable

from gamelib.errors import GameOverError
from gamelib.tictactoe.analysis.minimax import minimax_move
from gamelib.tictactoe.state import Board, as_board


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
