"""Milestone 3: the handout's 21 patterns as strings, and the matcher.

A pattern is nine symbols read left to right, top to bottom, like a board: ``X``,
``O`` or a blank must be there exactly, ``*`` accepts anything, and ``?`` is the
blank square the computer takes. Strings keep them as short as the handout's
pictures: ``PATTERNS[0]`` is ``"?OO******"``.
"""

from gamelib.tictactoe.patterns import PATTERNS as _HANDOUT_PATTERNS

from .board import BLANK

PATTERNS: list[str] = ["".join(pattern.cells) for pattern in _HANDOUT_PATTERNS]
"""Patterns #1-#21 in the handout's order: 7 to win, 7 to block, 7 to block early."""


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
