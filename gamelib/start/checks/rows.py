"""The exercise's self-check: three in a row (``check.three_in_a_row``)."""

from gamelib.selfcheck import Battery, Case, calling, exactly

from ..geometry import Square


def _lines_case(name: str, rule: str, marked: set[Square], expected: bool) -> Case:
    return Case(name, rule, calling(marked), exactly(expected))


_LINE_RULE = "three marks in one row, one column or one diagonal make a line"
_NO_LINE_RULE = "True only for a whole row, column or diagonal; otherwise False"

three_in_a_row = Battery(
    "three_in_a_row",
    [
        _lines_case("the top row", _LINE_RULE, {(0, 0), (0, 1), (0, 2)}, True),
        _lines_case("the middle column", _LINE_RULE, {(0, 1), (1, 1), (2, 1)}, True),
        _lines_case(
            "the diagonal from top left", _LINE_RULE, {(0, 0), (1, 1), (2, 2)}, True
        ),
        _lines_case(
            "the diagonal from top right", _LINE_RULE, {(0, 2), (1, 1), (2, 0)}, True
        ),
        _lines_case(
            "a line among other marks",
            _LINE_RULE,
            {(2, 0), (2, 1), (2, 2), (0, 0)},
            True,
        ),
        _lines_case("an empty board", _NO_LINE_RULE, set(), False),
        _lines_case("two in a row", _NO_LINE_RULE, {(0, 0), (0, 1)}, False),
        _lines_case("an L shape", _NO_LINE_RULE, {(0, 0), (1, 0), (1, 1)}, False),
        _lines_case(
            "five marks with no line",
            _NO_LINE_RULE,
            {(0, 0), (0, 1), (1, 2), (2, 0), (2, 1)},
            False,
        ),
    ],
)
