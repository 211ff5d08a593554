"""The view half of the lesson: a click becomes your move, then the computer answers.

These are the two pieces the lesson's playable board calls: ``answer_click`` for
a person's click and ``computer_reply`` for the computer's turn. They work on the
same plain list as milestone 1 and use its ``place`` and ``winner``, so the board
plays the learner's rules once the learner has written them. Each returns the
sentence the board shows; a move that cannot be made changes nothing and says why.
"""

from collections.abc import Callable
from typing import Any

from gamelib.tictactoe.parts.cells import BLANK, winner

from .board import place
from .board_canvas import square_at


def ending(board: list[str]) -> str | None:
    """How a finished game ended, in words; None while it goes on."""
    won_by = winner(board)
    if won_by == "X":
        result = "You win! Three in a row."
    elif won_by == "O":
        result = "The computer wins: three in a row."
    elif BLANK not in board:
        result = "It's a tie: the board is full and nobody has three in a row."
    else:
        return None
    return result + " Press New game to play again."


def answer_click(board: list[str], x: float, y: float) -> str:
    """Your move (X) on the square under (x, y), or why there is none."""
    over = ending(board)
    if over is not None:
        return "The game is over. " + over
    square = square_at(x, y)
    if square is None:
        return "That click is outside the board."
    if board[square] != BLANK:
        taken_by = board[square]
        return f"You can't play there: square {square} is already taken by {taken_by}."
    place(board, square, "X")
    return f"You took {square}."


def computer_reply(board: list[str], computer: Callable[[list[str]], Any]) -> str:
    """The computer's move (O) after yours, or how the game ended."""
    over = ending(board)
    if over is not None:
        return over
    square = computer(board)
    if not place(board, square, "O"):
        return f"The computer chose {square!r}, which is not a free square."
    over = ending(board)
    if over is not None:
        return f"The computer took {square}. {over}"
    return f"The computer took {square}. Your turn."
