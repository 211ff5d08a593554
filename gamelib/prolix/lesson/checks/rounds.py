"""Milestone 4, rounds, winning and losing: ``slide_right``, ``game_status``, and
the "Try it" ``hint_ranking``, a hint of your own measured against the best word.

``game_status`` is tried on score lists that sit exactly on a minimum (reaching it
is enough), just under one, a missed round followed by a big score (a missed round
loses at once), and a big total before round six (only six rounds win). A slide by
one column, a slide that changes the old board or mixes up its rows, and a check of
the last total alone each fail a case.

``hint_ranking(my_hint)`` checks that the learner's ``my_hint(columns, used)`` gives
unused dictionary words, then measures it (``analysis.hints``): on ten seeded
boards, its words' average score against the best words', and the time it takes.
The report says whether it reaches half the best average; the measurement line
after it gives the figures, the result a learner tries to improve.
"""

from collections.abc import Callable
from typing import Any

from gamelib.prolix.analysis.hints import (
    BOARDS,
    Measurement,
    measure,
    seeded_boards,
    word_complaint,
)
from gamelib.prolix.parts.board import as_lists
from gamelib.prolix.parts.rules import MINIMUM_TOTALS
from gamelib.selfcheck import (
    Battery,
    Call,
    Case,
    MeasuredBattery,
    calling,
    exactly,
    judged,
)
from gamelib.selfcheck.judges import left_as

from .tools import EXAMPLE, ColumnsShown, board_complaint, shown

SLIDE_RULE = (
    "every tile moves two columns right (the two rightmost columns leave the "
    "board) and the two leftmost columns are empty (None); return a new board"
)


def _slid(expected: ColumnsShown) -> Any:
    return judged(lambda board: board_complaint(board, expected))


def _board_after_sliding(slide_right: Callable[..., Any]) -> list[Any]:
    board = as_lists(EXAMPLE)
    slide_right(board)
    return board


_OLD_BOARD_KEPT = left_as(
    as_lists(EXAMPLE),
    "the old board",
    "build the new board as a new list and leave the old one as it was",
    shown,
)


slide_right = Battery(
    "slide_right",
    [
        Case(
            "the example board slides two columns right",
            SLIDE_RULE,
            calling(as_lists(EXAMPLE)),
            _slid(((None, None), (None, None), ("V", "J"), ("G", "B"))),
        ),
        Case(
            "a tile on top stays on top",
            f"{SLIDE_RULE}; a column moves whole, its top square first",
            calling([["B", "C"], ["D", "F"], ["G", "H"], ["L", "M"]]),
            _slid(((None, None), (None, None), ("B", "C"), ("D", "F"))),
        ),
        Case(
            "sliding leaves the old board as it was",
            SLIDE_RULE,
            Call("{piece}(example), then example", _board_after_sliding),
            _OLD_BOARD_KEPT,
        ),
    ],
)

MINIMA = ", ".join(map(str, MINIMUM_TOTALS))
STATUS_RULE = (
    f"after round 1, 2, ... 6 the running total must reach {MINIMA}; a missed "
    'round loses at once ("lost"); all six reached wins ("won"); otherwise the game '
    'goes on ("playing")'
)


def _status(scores: list[int], expected: str, why: str) -> Case:
    return Case(f"{scores}: {why}", STATUS_RULE, calling(scores), exactly(expected))


game_status = Battery(
    "game_status",
    [
        _status([], "playing", "no round played yet"),
        _status([15], "playing", "15 reaches round 1's minimum exactly"),
        _status([14], "lost", "14 misses round 1's 15"),
        _status([16, 15], "playing", "a total of 31 reaches round 2's minimum"),
        _status([16, 14], "lost", "a total of 30 misses round 2's 31"),
        _status([10, 40], "lost", "round 1 was missed: later points come too late"),
        _status([20, 20, 20, 20, 20], "playing", "100 after round 5: on to round 6"),
        _status([110], "playing", "a big score still needs six rounds to win"),
        _status([15, 16, 17, 18, 19, 20], "won", "105 after round 6 wins"),
        _status([15, 16, 17, 18, 19, 19], "lost", "104 after round 6 loses"),
    ],
)

# -- Try it: hint_ranking -------------------------------------------------------------

SHARE_NEEDED = 0.5


def _first_answer(my_hint: Callable[..., Any]) -> tuple[Any, list[str]]:
    return my_hint(as_lists(seeded_boards(1)[0]), []), []


def _second_answer(my_hint: Callable[..., Any]) -> tuple[Any, list[str]]:
    columns = as_lists(seeded_boards(1)[0])
    first = my_hint(columns, [])
    used = [first] if isinstance(first, str) else []
    return my_hint(columns, list(used)), used


def _a_word(result: tuple[Any, list[str]]) -> str | None:
    answer, used = result
    return word_complaint(answer, used)


def _good_enough(measurement: Measurement) -> str | None:
    if measurement.problems:
        return "failed: " + "; ".join(measurement.problems[:2])
    if measurement.share >= SHARE_NEEDED:
        return None
    return (
        f"scored {measurement.share:.0%} of the best words' points on average; "
        f"aim for at least {SHARE_NEEDED:.0%}"
    )


HINT_RULE = (
    "my_hint(columns, used) returns a word of the word list, in small letters, "
    "that is not in used"
)

hint_ranking = MeasuredBattery(
    "my_hint",
    [
        Case(
            "gives a word of the word list",
            HINT_RULE,
            Call("{piece}(board 1, [])", _first_answer),
            judged(_a_word),
        ),
        Case(
            "asked again with that word used, gives another word",
            HINT_RULE,
            Call("{piece}(board 1, [its first answer])", _second_answer),
            judged(_a_word),
        ),
    ],
    measure,
    describe=Measurement.text,
    seconds=60,
)
hint_ranking.cases.append(
    Case(
        f"scores at least {SHARE_NEEDED:.0%} of the best words on {BOARDS} boards",
        "on average over the seeded boards, compared with best_words(columns, 1)",
        Call(
            f"{{piece}} on {BOARDS} seeded boards",
            hint_ranking.measured,
        ),
        judged(_good_enough),
    )
)
