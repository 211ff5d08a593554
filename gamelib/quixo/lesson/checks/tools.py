"""What the Quixo checks share: the example boards, and how a case hands a board to
a learner's function and reads it back.

Boards are made by the course's own ``createBoard`` (``gamelib.quixo.lesson``), so a
check of ``makeMove`` does not depend on the learner's ``createBoard`` being right.
"""

from collections.abc import Callable
from typing import Any

from gamelib.selfcheck import Call, judged, readable

from .. import board as reference
from ..board import X
from ..moves import can_take as reference_can_take
from ..moves import places_for as reference_places_for

EXAMPLE = ["----O", "XX--X", "XO---", "OO---", "X----"]
"""The handout's example board."""
EMPTY = ["-----"] * 5
AFTER_OPENING = ["-----", "-----", "-----", "-----", "-X---"]
"""The handout's opening move by X played: (0, 1) to (4, 1)."""


def board_of(rows: list[str], turn: str = X) -> reference.QuixoBoard:
    """A board made by the course's createBoard, for a case to hand over."""
    return reference.createBoard(rows, turn)


def rows_of(board: Any) -> list[str] | None:
    """The board's blocks as the handout's strings, or None if it has none."""
    try:
        return ["".join(row) for row in board.blocks]
    except (AttributeError, TypeError):
        return None


def reference_rows(board: reference.QuixoBoard) -> list[str]:
    """The blocks of a board the course's own pieces made, which always has them."""
    return ["".join(row) for row in board.blocks]


def shown(rows: list[str], turn: str = X) -> str:
    return f"createBoard({readable(rows)}, turn={turn!r})"


def blocks_complaint(board: Any, size: int) -> str | None:
    blocks = getattr(board, "blocks", None)
    if blocks is None:
        return "made a board with no blocks attribute: keep them in self.blocks"
    if not isinstance(blocks, list) or len(blocks) != size:
        return f"made blocks = {blocks!r}; expected a list of {size} rows"
    for number, row in enumerate(blocks):
        if not isinstance(row, list):
            return (
                f"made row {number} a {type(row).__name__} ({row!r}); each row is a "
                "list, so that a move can change one block"
            )
        if len(row) != size:
            return f"made row {number} {row!r}; each row has {size} blocks"
    return None


def attribute(name: str, expected: Any) -> Any:
    def judge(board: Any) -> str | None:
        if not hasattr(board, name):
            return f"made a board with no {name} attribute: set self.{name}"
        value = getattr(board, name)
        if value == expected and type(value) is type(expected):
            return None
        return f"made a board with {name} = {value!r}, expected {expected!r}"

    return judged(judge)


def counting(rows: list[str], symbol: str) -> Call:
    def run(count: Callable[..., Any]) -> Any:
        return count(board_of(rows), symbol)

    return Call(f"{{piece}}({shown(rows)}, {symbol!r})", run)


def asking(rows: list[str], turn: str, *arguments: int) -> Call:
    def run(piece: Callable[..., Any]) -> Any:
        return piece(board_of(rows, turn), *arguments)

    listed = "".join(f", {argument}" for argument in arguments)
    return Call(f"{{piece}}({shown(rows, turn)}{listed})", run)


def all_moves(rows: list[str], turn: str) -> list[tuple[int, int, int, int]]:
    board = board_of(rows, turn)
    moves = []
    for row in range(board.size):
        for column in range(board.size):
            if reference_can_take(board, row, column):
                for place in reference_places_for(board, row, column):
                    moves.append((row, column, *place))
    return moves
