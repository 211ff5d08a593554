"""How good a hint is: a hint function's words scored against the best words.

A hint is a function ``hint(columns, used) -> word``. Measuring one means asking it
for a word on boards that are the same every time (full boards from bags seeded 1,
2, ...), scoring its words, and comparing them with the best words the finder gives
for the same boards, with the time it took. The lesson's "Try it" of milestone 4
reports this measurement for the learner's own hint; anyone comparing two hints can
call ``measure`` directly.
"""

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.prolix.parts.bag import Bag
from gamelib.prolix.parts.board import Columns, TileBoard, as_lists
from gamelib.prolix.parts.dictionary import load_dictionary
from gamelib.prolix.parts.finder import best_words
from gamelib.prolix.parts.scoring import score_word

BOARDS = 10
"""How many seeded boards a hint is measured on."""


def seeded_boards(count: int = BOARDS) -> list[Columns]:
    """The boards hints are measured on: full boards from bags seeded 1, 2, ..."""
    return [_filled(Bag(random.Random(seed))) for seed in range(1, count + 1)]


def _filled(bag: Bag) -> Columns:
    board = TileBoard()
    board.fill_from(bag)
    return board.columns


def word_complaint(answer: Any, used: Sequence[str]) -> str | None:
    """Why ``answer`` is not a hint (an unused word of the list), or None."""
    if not isinstance(answer, str):
        return f"returned {answer!r}, expected a word (a str)"
    if answer not in load_dictionary().words:
        return f"returned {answer!r}, which is not a word of the list (small letters)"
    if answer in used:
        return f"returned {answer!r}, which was already used"
    return None


@dataclass(frozen=True)
class Measurement:
    """A hint's score on each board, the best word's, the seconds, what went wrong."""

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
    answers = [my_hint(as_lists(columns), []) for columns in seeded_boards(count)]
    seconds = time.perf_counter() - started
    for number, (columns, answer) in enumerate(
        zip(seeded_boards(count), answers, strict=True), start=1
    ):
        complaint = word_complaint(answer, [])
        if complaint:
            problems.append(f"on board {number} it {complaint}")
            yours.append(0)
        else:
            yours.append(score_word(columns, answer))
        best.append(best_words(columns, 1)[0].score)
    return Measurement(yours, best, seconds, problems)
