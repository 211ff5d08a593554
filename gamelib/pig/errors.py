"""Pig: the exceptions that name the rule a call broke.

Each one subclasses a branch of ``gamelib.errors``, so code can catch as broadly as
it means: ``SetupError`` for a game that cannot start this way, ``IllegalMoveError``
for a refused move, ``RuleError`` for anything the rules refuse. Game over and
"not your turn" are the shared ``GameOverError`` and ``NotYourTurnError`` themselves
(re-exported here): Pig has nothing to add to them.
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
    "ComputerOpponentError",
    "DieError",
    "DieFaceError",
    "DuplicatePlayerError",
    "GameOverError",
    "GoalError",
    "HoldBeforeRollError",
    "NotYourTurnError",
    "NothingToUndoError",
    "PlayerCountError",
    "PlayerNameError",
    "PositionError",
    "RandomSourceError",
    "ThresholdError",
    "UnknownMoveError",
    "UnknownPlayerError",
]


class PlayerCountError(SetupError):
    """A game needs at least two and at most four players."""


class ComputerOpponentError(SetupError):
    """The computer may only play in a two-player game."""


class DuplicatePlayerError(SetupError):
    """Two names that differ only in capitals could not be told apart on the board."""


class PlayerNameError(SetupError):
    """A player needs a short, non-blank name to be shown on the scoreboard."""


class GoalError(SetupError):
    """The winning score must be a whole number of at least 1.

    For the optimal player it must also be small enough for its tables to fit
    in memory (``gamelib.pig.optimal.MAX_SOLVABLE_GOAL``).
    """


class ThresholdError(SetupError):
    """A hold-at strategy needs a whole-number threshold of at least 1."""


class RandomSourceError(SetupError, TypeError):
    """Replays need a ``random.Random``: anything else cannot be seeded or saved."""


class DieError(SetupError, TypeError):
    """A stand-in die needs ``roll()``, and a state the game can save and restore."""


class DieFaceError(RuleError):
    """A six-sided die only has the faces 1 to 6."""


class UnknownMoveError(MoveFormatError):
    """The only moves in Pig are "roll" and "hold"."""


class HoldBeforeRollError(IllegalMoveError):
    """A player may not hold until the die has been rolled at least once this turn."""


class UnknownPlayerError(NotYourTurnError):
    """No player in this game has that name (so it cannot be their turn either)."""


class PositionError(RuleError):
    """A strategy was asked about a position that cannot occur in a running game."""
