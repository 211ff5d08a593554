"""Milestone 4's self-checks: the answer to a click (``check.answer_click``)."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.selfcheck import Battery, Call, Case, judged, readable

from ..geometry import Square


@dataclass(frozen=True)
class Clicked:
    message: Any
    marked_after: set[Square]


def _clicking(marked: set[Square], x: float, y: float) -> Call:
    def run(answer_click: Callable[..., Any]) -> Clicked:
        squares = set(marked)
        message = answer_click(squares, x, y)
        return Clicked(message, squares)

    return Call(f"{{piece}}({readable(marked)}, {x}, {y})", run)


def _marks(expected: set[Square]) -> Any:
    def judge(result: Clicked) -> str | None:
        if result.marked_after == expected:
            return None
        return (
            f"left the marked squares as {readable(result.marked_after)}, "
            f"expected {readable(expected)}"
        )

    return judged(judge)


def _says(*words: str) -> Any:
    def judge(result: Clicked) -> str | None:
        if not isinstance(result.message, str):
            return f"returned {result.message!r}, expected a sentence (a str)"
        missing = [w for w in words if w.lower() not in result.message.lower()]
        if not missing:
            return None
        wanted = " and ".join(repr(w) for w in words)
        return f"said {result.message!r}, which should contain {wanted}"

    return judged(judge)


answer_click = Battery(
    "answer_click",
    [
        Case(
            "a click on a free square marks it",
            "add the (row, column) under the click to the set of marked squares",
            _clicking(set(), 250, 150),
            _marks({(1, 2)}),
        ),
        Case(
            "and says which square it marked",
            "the answer is a sentence naming the row and the column",
            _clicking(set(), 250, 150),
            _says("row 1", "column 2"),
        ),
        Case(
            "earlier marks stay marked",
            "add to the set; never replace it",
            _clicking({(0, 0)}, 150, 150),
            _marks({(0, 0), (1, 1)}),
        ),
        Case(
            "a click on a marked square changes nothing",
            "a square can be marked only once",
            _clicking({(1, 2)}, 255, 145),
            _marks({(1, 2)}),
        ),
        Case(
            "and says the square is already marked",
            "a refusal says why, with the word 'already'",
            _clicking({(1, 2)}, 255, 145),
            _says("already"),
        ),
        Case(
            "a click outside the board changes nothing",
            "square_at gives None there: mark nothing",
            _clicking(set(), 300, 10),
            _marks(set()),
        ),
        Case(
            "and says the click is outside the board",
            "a refusal says why, with the word 'outside'",
            _clicking(set(), 300, 10),
            _says("outside"),
        ),
    ],
)
