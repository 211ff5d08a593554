"""How the tic-tac-toe self-checks show a board, and the case every milestone has:
the board a piece is given stays as it was.

The cases of each milestone are in their own module, with the judges only they use.
A judge returns a complaint, a phrase that follows the call in a report (``returned
2; the handout's computer takes 7: ...``), or None when the answer is right. Boards
are shown as ``list("OX  X    ")``, which a learner can paste into a cell to try the
same example.
"""

from typing import Any

from gamelib.selfcheck import Call, Case, judged
from gamelib.selfcheck.judges import leaves_arguments_alone


class Cells(list):
    """A board (or a pattern) as a list, shown in reports as ``list("OX  X    ")``."""

    def __repr__(self) -> str:
        return f"list({''.join(map(str, self))!r})"


def cells(text: str) -> Cells:
    return Cells(text)


def shown(value: Any) -> str:
    """``repr``, except that nine one-letter strings read as ``list("OX  X    ")``."""
    if isinstance(value, list) and all(
        isinstance(item, str) and len(item) == 1 for item in value
    ):
        return repr(Cells(value))
    return repr(value)


def unchanged(name: str, call: Call) -> Case:
    """The board ``call`` hands the piece is the same after it."""
    return Case(
        name,
        "the board it is given stays as it was (work on a new list instead)",
        call,
        judged(leaves_arguments_alone),
    )
