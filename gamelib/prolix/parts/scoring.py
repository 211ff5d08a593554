"""Scoring a word against the board's columns, and what counts as a typed word.

Each board tile can be used at most once per word, so a word with two S's scores
two S tiles only when the board has two. When the board has more tiles of a
letter than the word needs, the word takes the most valuable ones: the rule the
handout implies and the one a player would choose.

The handout's worked example: on the board V J / G B / F H / S T (columns left to
right, worth 4, 4, 3, 2), "subjective" uses S (2), B (4), J (4 + 2), T (2) and
V (4 + 1) for 19 points. Its vowels and the C are not on the board and score 0.
"""

from collections import Counter
from typing import Any, NamedTuple

from gamelib.arguments import describe, excerpt
from gamelib.prolix.errors import MoveFormatError, NotLettersError, WordTooLongError
from gamelib.prolix.parts.board import check_columns, points_of

MAX_WORD_LENGTH = 45
"""No dictionary word is longer (pneumonoultramicroscopicsilicovolcanoconiosis)."""
SHOWN_BAD_CHARACTERS = 5


class TileUse(NamedTuple):
    """One board tile a word uses and the points it earns."""

    column: int
    row: int
    letter: str
    points: int


def normalize_word(text: Any) -> str:
    """The word in lower case, or the reason it cannot be a word.

    Spaces around the word and upper case are forgiven (a player types "Cats "),
    anything else that is not a letter a to z is refused with the characters to
    remove.
    """
    if not isinstance(text, str):
        raise MoveFormatError(f"a word is a string of letters, got {describe(text)}")
    word = text.strip()
    if not word:
        raise NotLettersError("please type a word (it was empty)")
    if not (word.isascii() and word.isalpha()):
        bad = list(
            dict.fromkeys(ch for ch in word if not (ch.isascii() and ch.isalpha()))
        )
        shown = ", ".join(repr(ch) for ch in bad[:SHOWN_BAD_CHARACTERS])
        more = " and more" if len(bad) > SHOWN_BAD_CHARACTERS else ""
        raise NotLettersError(
            f"{excerpt(word)} is not letters only: remove {shown}{more}"
        )
    if len(word) > MAX_WORD_LENGTH:
        raise WordTooLongError(
            f"{excerpt(word)} has {len(word)} letters; no word is longer than "
            f"{MAX_WORD_LENGTH}"
        )
    return word.lower()


def score_breakdown(columns: Any, word: str) -> list[TileUse]:
    """The board tiles ``word`` uses, most valuable first for each letter.

    ``columns`` is four columns, leftmost first, of two tiles each (None for an
    empty square). The result is sorted by column then row, so a view can
    highlight the tiles left to right.
    """
    board = check_columns(columns)
    word = normalize_word(word)
    tiles_by_letter: dict[str, list[TileUse]] = {}
    for column, letters in enumerate(board):
        for row, letter in enumerate(letters):
            if letter:
                use = TileUse(column, row, letter, points_of(column, letter))
                tiles_by_letter.setdefault(letter.lower(), []).append(use)
    used = []
    for letter, needed in Counter(word).items():
        candidates = sorted(
            tiles_by_letter.get(letter, []),
            key=lambda use: (-use.points, use.column, use.row),
        )
        used.extend(candidates[:needed])
    return sorted(used, key=lambda use: (use.column, use.row))


def score_word(columns: Any, word: str) -> int:
    """Points ``word`` scores on a board given as four columns, leftmost first.

    >>> score_word([["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]], "subjective")
    19
    """
    return sum(use.points for use in score_breakdown(columns, word))
