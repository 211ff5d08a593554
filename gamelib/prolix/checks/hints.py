"""The "Try it" of milestone 4: a hint of your own, measured against the best word.

``hint_ranking(my_hint)`` checks that the learner's ``my_hint(columns, used)`` gives
unused dictionary words, then measures it: on ten seeded boards, its words' average
score against the best words' (``best_words``), and the time it takes. The report
says whether it reaches half the best average; the measurement line after it gives
the figures, the result a learner tries to improve.
"""

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.prolix.bag import Bag
from gamelib.prolix.board import Board, Columns
from gamelib.prolix.dictionary import load_dictionary
from gamelib.prolix.finder import best_words
from gamelib.prolix.scoring import score_word
from gamelib.selfcheck import Call, Case, MeasuredBattery, judged

BOARDS = 10
SHARE_NEEDED = 0.5


def seeded_boards(count: int = BOARDS) -> list[Columns]:
    """The boards hints are measured on: full boards from bags seeded 1, 2, ..."""
    return [_filled(Bag(random.Random(seed))) for seed in range(1, count + 1)]


def _filled(bag: Bag) -> Columns:
    board = Board()
    board.fill_from(bag)
    return board.columns


def _as_lists(columns: Columns) -> list[list[str | None]]:
    return [list(column) for column in columns]


def _word_complaint(answer: Any, used: Sequence[str]) -> str | None:
    if not isinstance(answer, str):
        return f"returned {answer!r}, expected a word (a str)"
    if answer not in load_dictionary().words:
        return f"returned {answer!r}, which is not a word of the list (small letters)"
    if answer in used:
        return f"returned {answer!r}, which was already used"
    return None


@dataclass(frozen=True)
class Measurement:
    yours: list[int]
    best: list[int]
    seconds: float
    problems: list[str]

    @property
    def share(self) -> float:
        return sum(self.yours) / max(sum(self.best), 1)

    def text(self) -> str:
        count = len(self.best)
        return (
            f"On {count} seeded boards your hints scored {sum(self.yours) / count:.1f} "
            f"points on average; the best words {sum(self.best) / count:.1f} "
            f"({self.share:.0%}), in {self.seconds / count:.2f} s per board."
        )


def measure(my_hint: Callable[..., Any], count: int = BOARDS) -> Measurement:
    """Ask ``my_hint`` for a word on each seeded board; score it and the best word."""
    yours, best, problems = [], [], []
    started = time.perf_counter()
    answers = [my_hint(_as_lists(columns), []) for columns in seeded_boards(count)]
    seconds = time.perf_counter() - started
    for number, (columns, answer) in enumerate(
        zip(seeded_boards(count), answers, strict=True), start=1
    ):
        complaint = _word_complaint(answer, [])
        if complaint:
            problems.append(f"on board {number} it {complaint}")
            yours.append(0)
        else:
            yours.append(score_word(columns, answer))
        best.append(best_words(columns, 1)[0].score)
    return Measurement(yours, best, seconds, problems)


def _first_answer(my_hint: Callable[..., Any]) -> tuple[Any, list[str]]:
    return my_hint(_as_lists(seeded_boards(1)[0]), []), []


def _second_answer(my_hint: Callable[..., Any]) -> tuple[Any, list[str]]:
    columns = _as_lists(seeded_boards(1)[0])
    first = my_hint(columns, [])
    used = [first] if isinstance(first, str) else []
    return my_hint(columns, list(used)), used


def _a_word(result: tuple[Any, list[str]]) -> str | None:
    answer, used = result
    return _word_complaint(answer, used)


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
