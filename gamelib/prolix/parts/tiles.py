"""The tiles: which letters exist, how many of each, and the bonus of the rare ones.

Prolix has no vowels on purpose: a player supplies the vowels, so the board only
decides which consonants pay. Common letters come five to a bag, rare ones fewer,
which is why rare letters also carry bonus points.
"""

from typing import Any

from gamelib.arguments import describe
from gamelib.prolix.errors import NotATileError

COMMON_LETTERS = "BCDFGHLMNPRST"
ONE_POINT_BONUS_LETTERS = "KVWY"
TWO_POINT_BONUS_LETTERS = "JQXZ"
UNCOMMON_LETTERS = ONE_POINT_BONUS_LETTERS + TWO_POINT_BONUS_LETTERS

TILE_COUNTS = {
    **{letter: 5 for letter in COMMON_LETTERS},
    **{letter: 2 for letter in ONE_POINT_BONUS_LETTERS},
    **{letter: 1 for letter in TWO_POINT_BONUS_LETTERS},
}
"""How many tiles of each letter a full bag holds (77 in all)."""

LETTER_BONUS = {
    **{letter: 1 for letter in ONE_POINT_BONUS_LETTERS},
    **{letter: 2 for letter in TWO_POINT_BONUS_LETTERS},
}
"""Extra points a rare letter earns wherever it stands."""


def tile_letter(value: Any) -> str:
    """``value`` as a tile's capital letter, or ``NotATileError`` saying why not.

    Lower case is accepted (``"v"`` is the V tile); vowels, digits, pairs of
    letters and anything that is not a string are refused, because no such tile
    is in the bag.
    """
    if not (
        isinstance(value, str)
        and len(value) == 1
        and value.isascii()
        and value.isalpha()
    ):
        raise NotATileError(f"a tile is a single letter, got {describe(value)}")
    letter = value.upper()
    if letter not in TILE_COUNTS:
        raise NotATileError(
            f"there is no {letter} tile: the bag holds only the consonants "
            f"{''.join(sorted(TILE_COUNTS))} (you bring the vowels)"
        )
    return letter
