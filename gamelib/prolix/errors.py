"""Every rule Prolix can refuse something for, in one place.

Each error sits on a branch of ``gamelib.errors``, so a console or a Submit button
catches ``IllegalMoveError`` (a word the player may try again) and a program that
builds a game catches ``SetupError`` (a word list or a board it cannot use), and
neither hides a real bug behind a bare ``ValueError``. The rules Prolix shares with
other games (game over, nothing to undo, a move of the wrong type, a player's name,
an argument of the wrong kind, a column off the board, a board of the wrong shape)
are the shared classes of ``gamelib.errors``, re-exported here; ``WordFormatError``
and ``BoardShapeError`` are the old names of two of them.
"""

from gamelib.errors import (
    ArgumentError,
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    NothingToUndoError,
    OffBoardError,
    PieceRuleError,
    PlayerNameError,
    SetupError,
)

__all__ = [
    "ArgumentError",
    "BagContentsError",
    "BoardShapeError",
    "DictionaryError",
    "EmptyBagError",
    "GameOverError",
    "IllegalMoveError",
    "InvalidBoardError",
    "MoveFormatError",
    "NotAWordError",
    "NothingToUndoError",
    "NotATileError",
    "NotLettersError",
    "OffBoardError",
    "PlacementLimitError",
    "PieceRuleError",
    "PlayerNameError",
    "ProperNameError",
    "ScoreFunctionError",
    "SetupError",
    "SlotTakenError",
    "WordAlreadyUsedError",
    "WordFormatError",
    "WordTooLongError",
]

WordFormatError = MoveFormatError
"""A word is a string; a number, None or a list was given instead."""
BoardShapeError = InvalidBoardError
"""A board is four columns of two squares, leftmost first."""


# -- a word the player typed ---------------------------------------------------------
class NotLettersError(IllegalMoveError):
    """A word is made of the letters a to z only, and is not empty."""


class WordTooLongError(IllegalMoveError):
    """Longer than any word of any dictionary, so it cannot be one."""


class NotAWordError(IllegalMoveError):
    """The word is not in the dictionary in use."""


class ProperNameError(NotAWordError):
    """The word is a name (London, Mary): names are not words in Prolix."""


class WordAlreadyUsedError(IllegalMoveError):
    """Each word may be played once per game."""


# -- tiles, columns and boards -------------------------------------------------------
class NotATileError(SetupError):
    """Only the 21 consonants of the bag are tiles: no vowels, digits or pairs."""


class SlotTakenError(SetupError):
    """A tile was put on a square that already holds one."""


class PlacementLimitError(SetupError):
    """At most two uncommon letters and two of any letter may be on the board."""


class BagContentsError(SetupError):
    """The bag cannot give that tile (none left) or take it back (it is full)."""


class EmptyBagError(BagContentsError):
    """No tile left in the bag may be placed on the board."""


class ScoreFunctionError(SetupError):
    """A game's own scoring function answered something that is not a score.

    A game may score words with a learner's function; when that function returns
    None, a float or a negative number, the round is not played and this says why.
    """


# -- the word list -------------------------------------------------------------------
class DictionaryError(SetupError):
    """A word list cannot be used: missing, not text, too big, or no usable words."""
