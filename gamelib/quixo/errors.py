"""Quixo: one exception per rule, so a refusal can say exactly what went wrong.

Each one sits on a branch of ``gamelib.errors``: a board that cannot be set up is a
``SetupError``, a move of the wrong type is a ``MoveFormatError`` (also a
``TypeError``), and every other refused move is an ``IllegalMoveError``. Nothing is
changed by a call that raises one of them. The rules Quixo shares with other games
(game over, nothing to undo, a move of the wrong type, a square off the board, the
player count, a board given that is not a board) are the shared classes of
``gamelib.errors``, re-exported here; the old names of the set-up errors merged
into ``InvalidBoardError`` and ``ArgumentError`` are aliases.
"""

from gamelib.errors import (
    ArgumentError,
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    NothingToUndoError,
    OffBoardError,
    PlayerCountError,
    SetupError,
)

__all__ = [
    "ArgumentError",
    "BoardSizeError",
    "DotError",
    "GameOverError",
    "IllegalMoveError",
    "InvalidBoardError",
    "MoveFormatError",
    "NoRepetitionError",
    "NotAnEndError",
    "NotOnPerimeterError",
    "NotYourDotError",
    "NothingToUndoError",
    "OffBoardError",
    "OpponentBlockError",
    "PartnerError",
    "PassError",
    "PickError",
    "PlaceError",
    "PlayerCountError",
    "QuixoSetupError",
    "RowCountError",
    "RowLengthError",
    "RowTypeError",
    "SameSquareError",
    "SetupError",
    "SymbolError",
    "TurnError",
]

# -- setting up a board ----------------------------------------------------------
QuixoSetupError = SetupError
"""A Quixo board cannot be set up as asked (the shared branch)."""
RowTypeError = ArgumentError
"""The rows of a board are given as a list of strings, one per row."""
RowCountError = InvalidBoardError
"""A board has as many rows as columns: 3, 4 or 5 of them."""
RowLengthError = InvalidBoardError
"""Every row is as long as the board is tall."""
SymbolError = InvalidBoardError
"""A square holds ``-`` (a neutral block), ``X`` or ``O``, nothing else."""
TurnError = InvalidBoardError
"""The player to move is X or O (two players) or a seat A1, B1, A2, B2 (four)."""
DotError = InvalidBoardError
"""Four players: every team block has a dot pointing at one player of its team."""


class BoardSizeError(SetupError):
    """Quixo is played on a 3x3, 4x4 or 5x5 board (5x5 is the real game); only
    3x3 and 4x4 can be solved, and a solution answers for its own size only."""


# -- moving ------------------------------------------------------------------------
class PickError(IllegalMoveError):
    """The block chosen may not be taken by the player to move."""


class NotOnPerimeterError(PickError):
    """Only a block on the edge of the board may be taken."""


class OpponentBlockError(PickError):
    """A block showing the other player's (or team's) symbol may not be taken."""


class NotYourDotError(PickError):
    """Four players: a team block may be taken only by the player its dot points at."""


class PlaceError(IllegalMoveError):
    """The block may not be put back on the square chosen.

    ``reason`` is the rule broken; ``pick`` and ``allowed`` say where the block came
    from and where it may go, so a program can list the places.
    """

    def __init__(
        self,
        reason: str,
        pick: tuple[int, int],
        allowed: tuple[tuple[int, int], ...],
    ):
        self.reason, self.pick, self.allowed = reason, pick, allowed
        listed = ", ".join(str(square) for square in allowed)
        super().__init__(f"{reason}; the block from {pick} may go to {listed}")


class SameSquareError(PlaceError):
    """A block never goes back to the square it was taken from."""


class NotAnEndError(PlaceError):
    """A block goes back at an end of the row or column it was taken from."""


class PartnerError(IllegalMoveError):
    """The dot must point at a player of the mover's team (four players only)."""


class PassError(IllegalMoveError):
    """Four players: a player passes exactly when there is no block they may take."""


class NoRepetitionError(IllegalMoveError):
    """A draw may be claimed only on a threefold repetition of the position."""
