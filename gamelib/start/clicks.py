"""What the 3x3 board does with a click: the rules, apart from any picture.

Keeping the answer to a click in a plain function (a set in, a sentence out) lets a
learner test it without a mouse, and lets the board be redrawn from the set alone.
"""

from .geometry import Square, square_at


def answer_click(marked: set[Square], x: float, y: float) -> str:
    """Mark the square under (x, y) if it is free; say what happened."""
    square = square_at(x, y)
    if square is None:
        return "That click is outside the board."
    row, column = square
    if square in marked:
        return f"Row {row}, column {column} is already marked: pick an empty square."
    marked.add(square)
    return f"You marked row {row}, column {column}."
