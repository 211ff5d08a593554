"""Every rule a game can enforce, as one small family of exceptions.

All of them are ``ValueError`` subclasses, as in python-chess, so ``except ValueError``
still works for a learner who knows nothing more; code that means "that move is
illegal" catches ``IllegalMoveError`` (or ``RuleError``) instead, so a real bug in a
board or a console is never mistaken for a player's mistake. Each game subclasses
these branches with errors that name its own rules (``gamelib.pig.errors``,
``gamelib.tictactoe.errors`` and so on).
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
