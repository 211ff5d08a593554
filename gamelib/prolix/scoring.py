"""Scoring a word against the board's columns.

Each board tile can be used at most once per word, so a word with two S's scores
two S tiles only when the board has two. When the board has more tiles of a
letter than the word needs, the word takes the most valuable ones: the rule the
handout implies and the one a player would choose.

The handout's worked example: on the board V J / G B / F H / S T (columns left to
right, worth 4, 4, 3, 2), "subjective" uses S (2), B (4), J (4 + 2), T (2) and
V (4 + 1) for 19 points. Its vowels and the C are not on the board and score 0.
"""

from collections import Counter
from typing import NamedTuple

from gamelib.prolix.board import COLUMNS, BoardShapeError, tile_value


class NotLettersError(ValueError):
    """A word must be made of the letters a to z only (and not be empty)."""


class TileUse(NamedTuple):
    """One board tile a word uses and the points it earns."""

    column: int
    row: int
    letter: str
    points: int


def normalize_word(text: str) -> str:
    """The word in lower case, or NotLettersError explaining what is wrong."""
    word = text.strip()
    if not word:
        raise NotLettersError("please type a word (it was empty)")
    if not (word.isascii() and word.isalpha()):
        bad = sorted({ch for ch in word if not (ch.isascii() and ch.isalpha())})
        shown = ", ".join(repr(ch) for ch in bad)
        raise NotLettersError(f"{word!r} is not letters only: remove {shown}")
    return word.lower()


def _check_columns(columns) -> list[list[str | None]]:
    columns = [list(column) for column in columns]
    if len(columns) != COLUMNS:
        raise BoardShapeError(
            f"expected {COLUMNS} columns, leftmost first, got {len(columns)}"
        )
    return columns


def score_breakdown(columns, word: str) -> list[TileUse]:
    """The board tiles ``word`` uses, most valuable first for each letter.

    Sorted by column then row, so a view can highlight them left to right.
    """
    word = normalize_word(word)
    tiles_by_letter: dict[str, list[TileUse]] = {}
    for column, letters in enumerate(_check_columns(columns)):
        for row, letter in enumerate(letters):
            if letter:
                use = TileUse(column, row, letter.upper(), tile_value(column, letter))
                tiles_by_letter.setdefault(letter.lower(), []).append(use)
    used = []
    for letter, needed in Counter(word).items():
        candidates = sorted(
            tiles_by_letter.get(letter, []),
            key=lambda use: (-use.points, use.column, use.row),
        )
        used.extend(candidates[:needed])
    return sorted(used, key=lambda use: (use.column, use.row))


def score_word(columns, word: str) -> int:
    """Points ``word`` scores on a board given as four columns, leftmost first.

    >>> score_word([["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]], "subjective")
    19
    """
    return sum(use.points for use in score_breakdown(columns, word))
