"""What the terminal game and the lesson print: the handout's drawing and results.

The handout draws a board as three rows of cells between bars, with ``---+---+---``
between rows; the same drawing shows a position (empty squares show their number, so
the player always knows what to type) and a pattern (``*`` and ``?`` included).
"""

from collections.abc import Iterable

from gamelib.outcome import Outcome
from gamelib.tictactoe.cells import BLANK, X, nine
from gamelib.tictactoe.errors import InvalidBoardError

ROW_RULE = "---+---+---"


def rows(symbols: Iterable[str]) -> list[str]:
    """The three rows of the handout's drawing, e.g. ``[' ? | O | O', ...]``."""
    shown = nine(symbols)
    if not all(isinstance(symbol, str) for symbol in shown):
        raise InvalidBoardError("a drawing shows nine strings, one per square")
    return [" " + " | ".join(shown[r : r + 3]) for r in (0, 3, 6)]


def drawing(symbols: Iterable[str]) -> str:
    return f"\n{ROW_RULE}\n".join(rows(symbols))


def text_view(cells: Iterable[str]) -> str:
    """The handout's numbered board: an empty square shows its number."""
    return drawing([c if c != BLANK else str(s) for s, c in enumerate(nine(cells))])


def result_text(outcome: Outcome) -> str:
    """The result in the words of a game where you are X and the computer is O."""
    if not isinstance(outcome, Outcome):
        raise TypeError(f"result_text needs an Outcome, not {type(outcome).__name__}")
    if outcome.draw:
        return "It's a tie: the board is full and nobody has three in a row."
    if outcome.winner == X:
        return "You win! Three in a row."
    return "The computer wins: three in a row."
