"""Milestone 4, the view's half: what a click on the board does, and what it says.

The handout's last milestone is the whole game with a GUI. The drawing is the
course's (``gamelib.quixo.lesson.play``); turning a person's click into the game is the
learner's: ``answer_click`` picks a block up, puts it back, places it (through
``makeMove``) or refuses with the reason, and ``announce`` says who won or who is
next. The board hands them the learner's own ``QuixoBoard`` of the position shown
and a ``hand``, a dict whose ``"picked"`` is the block held (None, or its
``(row, column)``), and shows the sentence they return.
"""

from typing import Any

from gamelib.errors import IllegalMoveError

from .board import QuixoBoard
from .moves import can_take, makeMove
from .winning import winner


def answer_click(board: QuixoBoard, hand: dict[str, Any], row: int, column: int) -> str:
    """Answer a click on (row, column): pick a block up, put it back
    or place it, or refuse; return what the board says."""
    picked = hand["picked"]
    if picked is None:
        if not can_take(board, row, column):
            return (
                f"Not that block: {board.turn} may only take a block on "
                "the edge that is neutral or their own."
            )
        hand["picked"] = (row, column)
        return f"{board.turn} picked up ({row}, {column}): click a place."
    if (row, column) == picked:
        hand["picked"] = None
        return "Put back: pick up a block."
    pick_row, pick_column = picked
    try:
        makeMove(board, pick_row, pick_column, row, column)
    except IllegalMoveError as error:
        return f"Not there: {error}"
    hand["picked"] = None
    return announce(board)


def announce(board: QuixoBoard) -> str:
    """What the board says after a move: who won, or who is next."""
    found = winner(board)
    if found is not None:
        return f"{found} wins: five in a row!"
    return f"{board.turn} to move."
