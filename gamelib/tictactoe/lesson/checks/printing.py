"""Milestone 2, print the board: ``check.drawing``, ``check.board_text`` and the Try it
``check.read_square``.
"""

from typing import Any

from gamelib.selfcheck import Battery, Case, Judged, calling, exactly, judged
from gamelib.selfcheck.judges import watching

from .tools import cells, unchanged

# -- text ------------------------------------------------------------------------------


def same_text(expected: str) -> Judged:
    """Exactly ``expected``; otherwise the first line that differs."""

    def judge(text: Any) -> str | None:
        if not isinstance(text, str):
            return f"returned {text!r}, expected text (a str)"
        if text == expected:
            return None
        wanted, got = expected.split("\n"), text.split("\n")
        for number, (line, want) in enumerate(zip(got, wanted, strict=False), 1):
            if line != want:
                return f"gave line {number} as {line!r}, expected {want!r}"
        if len(got) > len(wanted):
            extra = got[len(wanted) :]
            return f"gave {len(got)} lines, expected {len(wanted)} (extra: {extra!r})"
        return f"gave {len(got)} lines, expected {len(wanted)}"

    return judged(judge)


# -- Milestone 2: printing the board ---------------------------------------------------


NUMBERED = " 0 | 1 | 2\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8"

drawing = Battery(
    "drawing",
    [
        Case(
            "the numbers 0 to 8 in the handout's layout",
            "each row is ' a | b | c' (a space before the first symbol), and a line "
            "'---+---+---' separates the rows; no newline at the very end",
            calling(cells("012345678")),
            same_text(NUMBERED),
        ),
        Case(
            "pattern #1, with its ? and *",
            "every symbol is drawn as it is, one per square",
            calling(cells("?OO******")),
            same_text(" ? | O | O\n---+---+---\n * | * | *\n---+---+---\n * | * | *"),
        ),
        Case(
            "a blank stays a blank",
            "a blank square is drawn as a space",
            calling(cells("X O  X  O")),
            same_text(" X |   | O\n---+---+---\n   |   | X\n---+---+---\n   |   | O"),
        ),
    ],
)

board_text = Battery(
    "board_text",
    [
        Case(
            "an empty board shows every square's number",
            "an empty square shows its number, 0 to 8, so the player knows what to "
            "type",
            calling(cells("         ")),
            same_text(NUMBERED),
        ),
        Case(
            "the handout's board after X took 4 and O took 0",
            "a mark shows as itself; only empty squares show numbers",
            calling(cells("O   X    ")),
            same_text(" O | 1 | 2\n---+---+---\n 3 | X | 5\n---+---+---\n 6 | 7 | 8"),
        ),
        Case(
            "a full board shows no numbers",
            "a mark shows as itself",
            calling(cells("XOXXOOOXX")),
            same_text(" X | O | X\n---+---+---\n X | O | O\n---+---+---\n O | X | X"),
        ),
        unchanged("the board stays as it was", watching(cells("O X X    "))),
    ],
)

_ONLY_SQUARES = (
    "only a whole number from 0 to 8 that names an empty square is a move; "
    "anything else gives None (and never a crash)"
)


def _reading(board: str, typed: str, expected: int | None, name: str) -> Case:
    rule = (
        _ONLY_SQUARES
        if expected is None
        else "the typed number, as an int; spaces around it do not matter"
    )
    return Case(name, rule, calling(cells(board), typed), exactly(expected))


read_square = Battery(
    "read_square",
    [
        _reading("         ", "4", 4, "'4' is square 4"),
        _reading("    X    ", " 7 ", 7, "spaces around a number do not matter"),
        _reading("    X    ", "9", None, "'9' is off the board"),
        _reading("    X    ", "-1", None, "'-1' is off the board"),
        _reading("    X    ", "12", None, "'12' is off the board"),
        _reading("    X    ", "x", None, "a letter is not a square"),
        _reading("    X    ", "", None, "an empty answer is not a square"),
        _reading("    X    ", "2.5", None, "'2.5' is not a square"),
        _reading("O   X    ", "4", None, "a square already taken is not a move"),
    ],
)
