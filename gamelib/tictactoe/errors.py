"""Tic-tac-toe's rules, one exception each, on the course's shared branches.

Each class names the rule that was broken, so a console or a view can tell the player
what to do instead, and ``except IllegalMoveError`` (from ``gamelib.errors``) catches
every refused move of every game without catching real bugs.
"""

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    NothingToUndoError,
    NotYourTurnError,
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
    "RuleError",
    "SetupError",
    "SquareFormatError",
    "SquareOccupiedError",
    "SquareOutOfRangeError",
    "UnreachablePositionError",
]


class InvalidBoardError(SetupError):
    """The cells given are not a tic-tac-toe board (wrong size or a foreign mark)."""


class UnreachablePositionError(InvalidBoardError):
    """The cells are a board, but no game played by the rules can reach it."""


class SquareFormatError(MoveFormatError):
    """A move is a square number, a whole number: not text, a float or a bool."""


class SquareOutOfRangeError(IllegalMoveError):
    """The move is a whole number, but not one of the squares 0-8."""


class SquareOccupiedError(IllegalMoveError):
    """The square already holds a mark."""


class BoardFullError(GameOverError):
    """No square is empty, so there is no move left to choose."""


class NotComputersTurnError(NotYourTurnError):
    """The handout's computer plays O, and it is X's turn."""
