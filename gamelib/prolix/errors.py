"""Every rule Prolix can refuse something for, in one place.

Each error sits on a branch of ``gamelib.errors``, so a console or a Submit button
catches ``IllegalMoveError`` (a word the player may try again) and a program that
builds a game catches ``SetupError`` (a word list or a board it cannot use), and
neither hides a real bug behind a bare ``ValueError``.
"""

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    NothingToUndoError,
    SetupError,
)

__all__ = [
    "ArgumentError",
    "BagContentsError",
    "BoardShapeError",
    "DictionaryError",
    "EmptyBagError",
    "GameOverError",
    "NotAWordError",
    "NothingToUndoError",
    "NotATileError",
    "NotLettersError",
    "OffBoardError",
    "PlacementLimitError",
    "PlayerNameError",
    "ProperNameError",
    "ScoreFunctionError",
    "SlotTakenError",
    "WordAlreadyUsedError",
    "WordFormatError",
    "WordTooLongError",
]


# -- a word the player typed ---------------------------------------------------------
class WordFormatError(MoveFormatError):
    """A word is a string; a number, None or a list was given instead."""


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
class PlayerNameError(SetupError):
    """A player's name is a short line of printable text."""


class ArgumentError(SetupError, TypeError):
    """A function was handed the wrong kind of value (a float for a count, say)."""


class NotATileError(SetupError):
    """Only the 21 consonants of the bag are tiles: no vowels, digits or pairs."""


class OffBoardError(SetupError):
    """Columns are numbered 0 to 3 and rows 0 to 1; there is nothing elsewhere."""


class BoardShapeError(SetupError):
    """A board is four columns of two squares, leftmost first."""


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
