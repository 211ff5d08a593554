"""Milestone 3: the handout's 21 patterns as strings, and the matcher.

A pattern is nine symbols read left to right, top to bottom, like a board: ``X``,
``O`` or a blank must be there exactly, ``*`` accepts anything, and ``?`` is the
blank square the computer takes. Strings keep them as short as the handout's
pictures: ``PATTERNS[0]`` is ``"?OO******"`` (``gamelib.tictactoe.players.patterns``,
whose patterns are strings that also know their number and purpose).
"""

from gamelib.tictactoe.players.patterns import PATTERNS

from .board import BLANK

__all__ = ["PATTERNS", "matches"]
# PATTERNS is the course's one list of patterns #1-#21 in the handout's order (7 to
# win, 7 to block, 7 to block early); each is a string, as the lesson reads it.


def matches(pattern: str, board: list[str]) -> bool:
    """True when every square of the board fits the pattern's symbol."""
    for square in range(9):
        symbol = pattern[square]
        if symbol == "*":
            continue
        if symbol == "?":
            if board[square] != BLANK:
                return False
        elif board[square] != symbol:
            return False
    return True
