"""A Quixo move: the block picked up, the square it goes back to, and (four players)
which partner its dot points at.

It is a ``NamedTuple``, so ``(pick, place)`` unpacks as the handout's four numbers
``chooseRow, chooseColumn, placeRow, placeColumn`` and a move prints readably.
"""

from typing import NamedTuple

Square = tuple[int, int]
"""(row, column), top row 0 and left column 0, as in the handout."""


class Move(NamedTuple):
    pick: Square
    place: Square
    partner: str | None = None
    """Four-player game only: the seat (``"A1"``, ``"A2"``, ``"B1"`` or ``"B2"``) of
    the mover's team that the block's dot now points at; None with two players."""

    def __str__(self) -> str:
        (pick_row, pick_column), (place_row, place_column) = self.pick, self.place
        text = f"{pick_row} {pick_column} -> {place_row} {place_column}"
        return text if self.partner is None else f"{text} (dot to {self.partner})"
