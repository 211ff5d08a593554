"""Pig: the exceptions that name the rule a call broke.

Every illegal call raises one of these before it changes anything, so a program (or a
learner at a notebook) can catch the precise rule and tell the person what to do
instead. They all derive from ``ValueError`` because each one is a bad argument or a
move the current state does not allow.
"""


class PigRuleError(ValueError):
    """Base class: a call that the rules of Pig do not allow."""


class PlayerCountError(PigRuleError):
    """A game needs at least two and at most four players."""


class ComputerOpponentError(PigRuleError):
    """The computer may only play in a two-player game."""


class DuplicatePlayerError(PigRuleError):
    """Two players with the same name could not be told apart on the scoreboard."""


class PlayerNameError(PigRuleError):
    """A player needs a non-blank name to be shown on the scoreboard."""


class GoalError(PigRuleError):
    """The winning score must be a positive whole number."""


class GameOverError(PigRuleError):
    """Nobody may roll or hold once someone has won."""


class HoldBeforeRollError(PigRuleError):
    """A player may not hold until the die has been rolled at least once this turn."""


class NotYourTurnError(PigRuleError):
    """Only the current player may roll or hold."""


class UnknownPlayerError(PigRuleError):
    """No player in this game has that name."""


class UnknownMoveError(PigRuleError):
    """The only moves in Pig are "roll" and "hold"."""


class DieFaceError(PigRuleError):
    """A six-sided die only has the faces 1 to 6."""


class PolicyStateError(PigRuleError):
    """A policy was asked about a position that cannot occur in a running game."""
