"""Milestone 1, scoring: ``tile_value``, ``score_word`` and the "Try it" exercise.

The handout's worked example ("subjective" scores 19 on V J / G B / F H / S T) is a
case of its own; the others each catch one usual mistake: no bonus, the bonus
instead of the column value, a tile used twice, a repeated letter scored once, the
cheaper of two equal tiles, capitals compared with small letters, a board changed
while it is scored.
"""

from collections.abc import Callable, Sequence
from typing import Any

from gamelib.prolix.parts.board import as_lists
from gamelib.selfcheck import Battery, Call, Case, calling, exactly, judged
from gamelib.selfcheck.judges import left_as

from .tools import EXAMPLE, TWO_S, shown

COLUMN_RULE = "columns are numbered 0 to 3 from the left and are worth 4, 4, 3 and 2"
BONUS_RULE = (
    "a rare letter adds its bonus to the column's value: +1 for K V W Y, +2 for J Q X Z"
)


def _value(column: int, letter: str, points: int, rule: str) -> Case:
    return Case(
        f"{letter} in column {column} is worth {points}",
        rule,
        calling(column, letter),
        exactly(points),
    )


tile_value = Battery(
    "tile_value",
    [
        _value(0, "S", 4, COLUMN_RULE),
        _value(1, "B", 4, COLUMN_RULE),
        _value(2, "F", 3, COLUMN_RULE),
        _value(3, "T", 2, COLUMN_RULE),
        _value(0, "V", 5, BONUS_RULE),
        _value(3, "K", 3, BONUS_RULE),
        _value(2, "Y", 4, BONUS_RULE),
        _value(1, "J", 6, BONUS_RULE),
        _value(3, "Z", 4, BONUS_RULE),
        _value(2, "Q", 5, BONUS_RULE),
    ],
)

BOARDS = {"example": EXAMPLE, "two_s": TWO_S}
"""The boards score_word is tried on, by the names the lesson gives them."""


def _scoring(board: str, word: str) -> Call:
    """``score_word(board, word)``, shown with the board's name."""
    return calling(as_lists(BOARDS[board]), word).shown_as(
        f"{{piece}}({board}, {word!r})"
    )


def _score(name: str, rule: str, board: str, word: str, points: int) -> Case:
    return Case(name, rule, _scoring(board, word), exactly(points))


ONCE_RULE = (
    "each board tile counts at most once, and a letter the board does not have "
    "scores nothing"
)
TWO_S_RULE = f"on two_s = {shown(TWO_S)}, the board has two S tiles"


def _board_after_scoring(score_word: Callable[..., Any]) -> list[Any]:
    board = as_lists(EXAMPLE)
    score_word(board, "subjective")
    return board


_UNCHANGED = left_as(
    as_lists(EXAMPLE),
    "the board",
    "scoring must only look at it (keep the tiles a word has used in a list of your "
    "own)",
    shown,
)


score_word = Battery(
    "score_word",
    [
        _score(
            "the handout's example: subjective scores 19",
            "on example = V J / G B / F H / S T, subjective uses S 2, B 4, J 4 + 2, "
            "T 2 and V 4 + 1: each tile scores its column's value plus its bonus",
            "example",
            "subjective",
            19,
        ),
        _score(
            "jobs scores 12 (J 6, B 4, S 2)",
            "a tile scores its column's value plus its letter's bonus",
            "example",
            "jobs",
            12,
        ),
        _score(
            "a word with no board letter scores 0",
            ONCE_RULE,
            "example",
            "aeiou",
            0,
        ),
        _score(
            "bobs scores 6: the board has one B, so the second b earns nothing",
            ONCE_RULE,
            "example",
            "bobs",
            6,
        ),
        _score(
            "sass uses both S tiles once each: 4 + 2 = 6",
            f"{TWO_S_RULE}; a word with several s uses each S tile once",
            "two_s",
            "sass",
            6,
        ),
        _score(
            "as takes the more valuable S: 4",
            f"{TWO_S_RULE}; one s uses the S worth most (the leftmost)",
            "two_s",
            "as",
            4,
        ),
        _score(
            "ask scores S 4 and K 2 + 1 = 7",
            f"{TWO_S_RULE} and a K in the last column",
            "two_s",
            "ask",
            7,
        ),
        Case(
            "scoring leaves the board as it was",
            "score_word only looks at the board: it never removes or changes tiles",
            Call(
                "{piece}(example, 'subjective'), then the board", _board_after_scoring
            ),
            _UNCHANGED,
        ),
    ],
)


def _sequence_of(expected: Sequence[int]) -> Any:
    def judge(result: Any) -> str | None:
        if isinstance(result, list | tuple) and list(result) == list(expected):
            return None
        return f"returned {result!r}, expected {list(expected)!r}"

    return judged(judge)


worth_in_each_column = Battery(
    "worth_in_each_column",
    [
        Case(
            f"a {letter} is worth {values} from left to right",
            f"one number per column, left to right: the column's value, {rule}",
            calling(letter),
            _sequence_of(values),
        )
        for letter, values, rule in (
            ("Z", [6, 6, 5, 4], "plus 2 for a Z"),
            ("S", [4, 4, 3, 2], "with no bonus for an S"),
            ("W", [5, 5, 4, 3], "plus 1 for a W"),
        )
    ],
)
