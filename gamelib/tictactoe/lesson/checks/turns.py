"""Milestone 4, turn the board: ``check.rotate`` and the Try it
``check.rotate_clockwise``.
"""

from collections.abc import Callable, Sequence
from typing import Any

from gamelib.selfcheck import Battery, Call, Case, Judged, calling, judged
from gamelib.selfcheck.judges import watching
from gamelib.tictactoe.parts.rotation import rotate as reference_rotate

from .tools import cells, shown, unchanged

# -- turns -----------------------------------------------------------------------------

NUMBERS = list(range(9))
COUNTER_CLOCKWISE = [2, 5, 8, 1, 4, 7, 0, 3, 6]
CLOCKWISE = [6, 3, 0, 7, 4, 1, 8, 5, 2]
_WRONG_TURNS = {
    tuple(COUNTER_CLOCKWISE): "turned them counter-clockwise",
    tuple(CLOCKWISE): "turned them clockwise",
    (0, 3, 6, 1, 4, 7, 2, 5, 8): "mirrored them along the diagonal",
    (8, 7, 6, 5, 4, 3, 2, 1, 0): "turned them half way round",
    tuple(NUMBERS): "left them where they were",
}


def nine_cells(expected: Sequence[Any], way: str = "") -> Judged:
    """Nine cells equal to ``expected`` (a list, tuple or string's letters); with
    ``way``, a known wrong turn of the numbers 0-8 is named."""

    def judge(turned: Any) -> str | None:
        try:
            got = list(turned)
        except TypeError:
            return f"returned {turned!r}, expected nine cells"
        if got == list(expected):
            return None
        said = _WRONG_TURNS.get(tuple(got)) if way else None
        what = f" (it {said}; turn them {way})" if said else ""
        return f"returned {shown(got)}, expected {shown(list(expected))}{what}"

    return judged(judge)


def four_turns(piece: Callable[[Any], Any]) -> list[Any]:
    turned: Any = list(NUMBERS)
    for _ in range(4):
        turned = piece(turned)
    return list(turned)


def after_a_counter_clockwise_turn(piece: Callable[[Any], Any]) -> list[Any]:
    return list(piece(reference_rotate(NUMBERS)))


# -- Milestone 4: rotation -------------------------------------------------------------


_CCW = (
    "counter-clockwise, the right-hand column (2, 5, 8) comes up to the top row: "
    "the new square at row r, column c was at row c, column 2 - r"
)

rotate = Battery(
    "rotate",
    [
        Case(
            "the square numbers turn counter-clockwise",
            _CCW,
            calling(NUMBERS),
            nine_cells(COUNTER_CLOCKWISE, "counter-clockwise"),
        ),
        Case(
            "a board turns with its marks",
            _CCW,
            calling(cells("OX  X    ")),
            nine_cells(list("   XX O  ")),
        ),
        Case(
            "a pattern (a string) turns too",
            "turn any nine things the same way, a string's letters included",
            calling("?OO******"),
            nine_cells(list("O**O**?**")),
        ),
        Case(
            "four quarter turns bring the board back",
            "a full turn changes nothing",
            Call("{piece} applied four times to [0, 1, ..., 8]", four_turns),
            nine_cells(NUMBERS),
        ),
        unchanged("the board stays as it was", watching(cells("OX  X    "))),
    ],
)

_CW = (
    "clockwise, the left-hand column (0, 3, 6) goes up to the top row, read "
    "bottom to top: the new square at row r, column c was at row 2 - c, column r"
)

rotate_clockwise = Battery(
    "rotate_clockwise",
    [
        Case(
            "the square numbers turn clockwise",
            _CW,
            calling(NUMBERS),
            nine_cells(CLOCKWISE, "clockwise"),
        ),
        Case(
            "a board turns with its marks",
            _CW,
            calling(cells("OX  X    ")),
            nine_cells(list("  O XX   ")),
        ),
        Case(
            "a clockwise turn undoes a counter-clockwise one",
            "one turn each way gives the board back",
            Call(
                "{piece} of the numbers turned counter-clockwise",
                after_a_counter_clockwise_turn,
            ),
            nine_cells(NUMBERS),
        ),
        unchanged("the board stays as it was", watching(cells("OX  X    "))),
    ],
)
