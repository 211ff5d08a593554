"""A Quixo move: the block picked up, the square it goes back to, and (four players)
which partner its dot points at.

It is a ``NamedTuple``, so ``(pick, place)`` unpacks as the handout's four numbers
``chooseRow, chooseColumn, placeRow, placeColumn`` and a move prints readably.

In the four-player game a player who has no block to take passes. That pass is a
move too, ``PASS`` (no pick, no place), so every game in play has at least one legal
move and a pass shows up in the history like any other turn.
"""

from typing import NamedTuple

Square = tuple[int, int]
"""(row, column), top row 0 and left column 0, as in the handout."""


class Move(NamedTuple):
    pick: Square | None
    place: Square | None
    partner: str | None = None
    """Four-player game only: the seat (``"A1"``, ``"A2"``, ``"B1"`` or ``"B2"``) of
    the mover's team that the block's dot now points at; None with two players."""

    @property
    def is_pass(self) -> bool:
        return self.pick is None and self.place is None

    def squares(self) -> tuple[Square, Square]:
        """``(pick, place)`` of a move that slides a block; a pass has neither, so
        asking a pass for them is a bug in the caller (a ``ValueError``)."""
        if self.pick is None or self.place is None:
            raise ValueError("a pass picks up no block and puts none back")
        return self.pick, self.place

    def __str__(self) -> str:
        if self.is_pass:
            return "pass"
        (pick_row, pick_column), (place_row, place_column) = self.squares()
        text = f"{pick_row} {pick_column} -> {place_row} {place_column}"
        return text if self.partner is None else f"{text} (dot to {self.partner})"


PASS = Move(pick=None, place=None)
"""The only legal move of a four-player seat that has no block it may take."""
