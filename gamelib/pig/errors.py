"""Pig: the exceptions that name the rule a call broke.

Each one subclasses a branch of ``gamelib.errors``, so code can catch as broadly as
it means: ``SetupError`` for a game that cannot start this way, ``IllegalMoveError``
for a refused move, ``RuleError`` for anything the rules refuse. The rules Pig
shares with other games (game over, not your turn, nothing to undo, a move of the
wrong type, player count and names, an argument of the wrong kind) are the shared
classes of ``gamelib.errors``, re-exported here; the old names of the ones merged
into them (``UnknownMoveError``, ``RandomSourceError``, ``DieError``) are
aliases, so the same mistake is the same class in every game.
"""

from gamelib.errors import (
    ArgumentError,
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    NothingToUndoError,
    NotYourTurnError,
    PlayerCountError,
    PlayerNameError,
    RuleError,
    SetupError,
)

__all__ = [
    "ArgumentError",
    "ComputerOpponentError",
    "DieError",
    "DieFaceError",
    "DuplicatePlayerError",
    "GameOverError",
    "GoalError",
    "HoldBeforeRollError",
    "IllegalMoveError",
    "MoveFormatError",
    "NotYourTurnError",
    "NothingToUndoError",
    "PlayerCountError",
    "PlayerNameError",
    "PositionError",
    "RandomSourceError",
    "RuleError",
    "SetupError",
    "ThresholdError",
    "UnknownMoveError",
    "UnknownPlayerError",
]

UnknownMoveError = MoveFormatError
"""The only moves in Pig are "roll" and "hold" (the shared wrong-move class)."""
RandomSourceError = ArgumentError
"""Replays need a ``random.Random``: anything else cannot be seeded or saved."""
DieError = ArgumentError
"""A stand-in die needs ``roll()``, and a state the game can save and restore."""


class DuplicatePlayerError(PlayerNameError):
    """Two names that differ only in capitals could not be told apart on the board
    (the lesson's exercise raises it, so it keeps its own name)."""


class ComputerOpponentError(SetupError):
    """The computer may only play in a two-player game."""


class GoalError(SetupError):
    """The winning score must be a whole number of at least 1.

    For the optimal player it must also be small enough for its tables to fit
    in memory (``gamelib.pig.analysis.optimal.MAX_SOLVABLE_GOAL``).
    """


class ThresholdError(SetupError):
    """A hold-at strategy needs a whole-number threshold of at least 1."""


class DieFaceError(RuleError):
    """A six-sided die only has the faces 1 to 6."""


class HoldBeforeRollError(IllegalMoveError):
    """A player may not hold until the die has been rolled at least once this turn."""


class UnknownPlayerError(NotYourTurnError):
    """No player in this game has that name (so it cannot be their turn either)."""


class PositionError(RuleError):
    """A strategy was asked about a position that cannot occur in a running game."""
