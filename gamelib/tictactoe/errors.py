"""Tic-tac-toe's rules, one exception each, on the course's shared branches.

Each class names the rule that was broken, so a console or a view can tell the player
what to do instead, and ``except IllegalMoveError`` (from ``gamelib.errors``) catches
every refused move of every game without catching real bugs. The rules tic-tac-toe
shares with other games are the shared classes of ``gamelib.errors``, re-exported
here; the old names of the ones merged into them are aliases (a square off the
board is the ``OffBoardError`` a Quixo square off the board is, say).
"""

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    NothingToUndoError,
    NotYourTurnError,
    OffBoardError,
    RuleError,
    SetupError,
)

__all__ = [
    "BoardFullError",
    "GameOverError",
    "IllegalMoveError",
    "InvalidBoardError",
    "MoveFormatError",
    "NotComputersTurnError",
    "NotYourTurnError",
    "NothingToUndoError",
    "OffBoardError",
    "RuleError",
    "SetupError",
    "SquareFormatError",
    "SquareOccupiedError",
    "SquareOutOfRangeError",
    "UnreachablePositionError",
]

SquareFormatError = MoveFormatError
"""A move is a square number, a whole number: not text, a float or a bool."""
SquareOutOfRangeError = OffBoardError
"""The move is a whole number, but not one of the squares 0-8."""
BoardFullError = GameOverError
"""No square is empty, so there is no move left to choose."""
NotComputersTurnError = NotYourTurnError
"""The handout's computer plays O, and it is X's turn."""


class UnreachablePositionError(InvalidBoardError):
    """The cells are a board, but no game played by the rules can reach it."""


class SquareOccupiedError(IllegalMoveError):
    """The square already holds a mark."""
