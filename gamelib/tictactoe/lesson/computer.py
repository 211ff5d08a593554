"""Milestone 5: the handout's whole algorithm, and a bridge to the course's boards.

Patterns outside, turns inside: each pattern is tried on the board as it is and
turned 1, 2 and 3 times before the next pattern gets a look (the handout's worked
example needs this order; ``gamelib.tictactoe.players.pattern_player`` explains
why). The square numbers are turned along with the board, so the ``?`` of a pattern
that fits a turned board still names the real square. The milestone's
``fallback_square`` is the handout computer's own (``players.pattern_player``).
"""

from collections.abc import Callable, Iterable
from typing import Any

from gamelib.tictactoe.parts.rotation import rotate
from gamelib.tictactoe.players.pattern_player import fallback_square
from gamelib.tictactoe.players.patterns import PATTERNS, matches


def computer_move(board: list[str]) -> int | None:
    """The square the handout's computer takes for O."""
    for pattern in PATTERNS:
        turned = list(board)
        squares = list(range(9))
        for _turn in range(4):
            if matches(pattern, turned):
                return squares[pattern.index("?")]
            turned = rotate(turned)
            squares = rotate(squares)
    return fallback_square(board)


MoveForO = Callable[[list[str]], Any]


def as_player(move_for_o: MoveForO) -> Callable[[Iterable[str]], Any]:
    """A course player ``player(state) -> square`` from a function of a list.

    The lesson's functions take a plain list of nine cells; the course's boards hand
    players a ``Board``. Each call gets a fresh list, so a function that writes on
    its board cannot change the game, and the player keeps the function's name for
    messages about its moves.
    """
    if not callable(move_for_o):
        raise TypeError(
            "a computer player is a function of the board's nine cells, not"
            f" {type(move_for_o).__name__}"
        )

    def player(state: Iterable[str]) -> Any:
        return move_for_o(list(state))

    player.__name__ = getattr(move_for_o, "__name__", "computer")
    player.__qualname__ = player.__name__
    return player
