"""Milestone 3, the pattern matcher: ``check.matches`` and the Try it
``check.fitting_patterns``.
"""

from gamelib.selfcheck import Battery, Case, calling
from gamelib.selfcheck.judges import watching

from .tools import cells, unchanged

# -- Milestone 3: the pattern matcher --------------------------------------------------

_STAR = "'*' accepts anything: X, O or a blank"
_QUESTION = "'?' is where O will move, so that square must be blank"
_EXACT = "an X, an O or a blank in the pattern must be there on the board"
_EVERY = "a pattern fits only when all nine squares fit, the last one too"

matches = Battery(
    "matches",
    [
        Case(
            "pattern #1 fits two O's beside an empty corner",
            _STAR,
            calling("?OO******", cells(" OOX X  X")),
            True,
        ),
        Case(
            "pattern #1 does not fit when its ? square is taken",
            _QUESTION,
            calling("?OO******", cells("XOOX  X  ")),
            False,
        ),
        Case(
            "pattern #8 needs two X's, not O's",
            _EXACT,
            calling("?XX******", cells(" OOX X  X")),
            False,
        ),
        Case(
            "pattern #15 fits a board with blanks where it has blanks",
            _STAR + "; " + _EXACT,
            calling(" ?X O X  ", cells("  X O X  ")),
            True,
        ),
        Case(
            "pattern #15 does not fit when one of its blanks is taken",
            _EXACT,
            calling(" ?X O X  ", cells("  X O XO ")),
            False,
        ),
        Case(
            "pattern #20 needs its last square blank",
            _EVERY,
            calling("?***X*** ", cells("    X   O")),
            False,
        ),
        Case(
            "pattern #1 does not fit an empty board",
            _EVERY + " (one fitting square is not enough)",
            calling("?OO******", cells("         ")),
            False,
        ),
        unchanged(
            "the board stays as it was", watching("?OO******", cells(" OOX X  X"))
        ),
    ],
)

_FITTING = "the numbers (1 to 21, in order) of the patterns that fit the board as it is"

fitting_patterns = Battery(
    "fitting_patterns",
    [
        Case("none fits an empty board", _FITTING, calling(cells("         ")), []),
        Case(
            "X in the centre: patterns #20 and #21",
            _FITTING,
            calling(cells("    X    ")),
            [20, 21],
        ),
        Case(
            "O can win on the top row and X can win down the left",
            _FITTING + "; several groups can fit at once",
            calling(cells(" OOX  X  ")),
            [1, 9],
        ),
        Case(
            "the handout's second move: none fits before turning",
            _FITTING,
            calling(cells("OX  X    ")),
            [],
        ),
    ],
)
