"""Every rule a game can enforce, as one small family of exceptions.

This module is the root of the family, and holds every rule that more than one game
has, so the same mistake raises the same class in every game: ``pop()`` with
nothing to undo is a ``NothingToUndoError``, a move of the wrong type a
``MoveFormatError``, a square off the board an ``OffBoardError``, a move after the
end a ``GameOverError``, in Pig, tic-tac-toe, Prolix and Quixo alike
(``tests/test_errors.py`` holds them to it).

All of them are ``ValueError`` subclasses, as in python-chess, so ``except ValueError``
still works for a learner who knows nothing more; code that means "that move is
illegal" catches ``IllegalMoveError`` (or ``RuleError``) instead, so a real bug in a
board or a console is never mistaken for a player's mistake. Each game defines only
its own rule errors, as branches of these, beside the rules that raise them; the
shared ones are imported from here.
"""


class RuleError(ValueError):
    """A game refused something because a rule forbids it; nothing was changed."""


class SetupError(RuleError):
    """A game cannot start this way (player count, goal, board size, word list...)."""


class IllegalMoveError(RuleError):
    """The move breaks a rule of the game; the state is left exactly as it was."""


class MoveFormatError(IllegalMoveError, TypeError):
    """The move is not even of the game's move type (a float for a square, say).

    It is also a ``TypeError``, because that is what Python code usually catches for
    a value of the wrong type.
    """


class GameOverError(IllegalMoveError):
    """The game has ended, so no move (and no computer move) is allowed."""


class NotYourTurnError(IllegalMoveError):
    """Someone other than the player whose turn it is tried to move."""


class NothingToUndoError(RuleError, IndexError):
    """``pop()`` before any move: there is nothing to undo, in every game.

    It is also an ``IndexError``, as popping an empty list is in Python.
    """


# -- rules every game shares: the same mistake is the same class in every game --------
class PlayerCountError(SetupError):
    """The game is not played by that many players (Pig: 2 to 4; Quixo: 2 or 4)."""


class PlayerNameError(SetupError):
    """A player's name is a short line of printable text, told apart from the others
    even ignoring capitals, so the scoreboard can show it."""


class ArgumentError(SetupError, TypeError):
    """A function was handed the wrong kind of value: a float for a count, a seed for
    a ``random.Random``, a die without ``roll()``, a board's rows that are not text.

    It is also a ``TypeError``, because that is what Python code usually catches for
    a value of the wrong type.
    """


class InvalidBoardError(SetupError):
    """The position given is not a board of this game: the wrong number of rows or
    squares, a mark or tile the game does not have, or a player to move (or a dot)
    the game has no such seat for."""


class OffBoardError(IllegalMoveError):
    """A square, row or column that is not on the board: tic-tac-toe's square 9,
    Quixo's row 7, Prolix's column 4. Nothing is there, so nothing may be done there.
    """


# -- the lessons: a learner's piece on a lesson's board ------------------------------
class PieceRuleError(IllegalMoveError):
    """A learner's piece broke a rule of the game while a lesson's board played it.

    The board plays each step on a copy of the game and keeps it only if every rule
    held, so this names the rule and nothing was played: the player sees why in
    words, and the learner sees which of their pieces to fix. One class for every
    lesson, so the same mistake is the same error in every game.
    """
