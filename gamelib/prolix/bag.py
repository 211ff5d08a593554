"""The bag of 77 consonant tiles that every Prolix board is drawn from.

Prolix has no vowels on purpose: a player supplies the vowels, so the board only
decides which consonants pay. Common letters come five to a bag, rare ones fewer,
which is why rare letters also carry bonus points (see ``board``).
"""

import random
from collections import Counter

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


class EmptyBagError(ValueError):
    """Raised when a tile is asked for and no tile in the bag may be used."""


class Bag:
    """A shuffled bag of letter tiles.

    The random generator is injected so that a seed replays the same game: tests
    and the lesson both rely on that. Tiles are drawn from the end of a shuffled
    list; a tile put back is slipped in at a random place, so it may come out
    again later but not necessarily next.
    """

    def __init__(self, rng: random.Random | None = None, tile_counts=None):
        self.rng = rng if rng is not None else random.Random()
        counts = TILE_COUNTS if tile_counts is None else tile_counts
        self._tiles = [letter for letter, n in counts.items() for _ in range(n)]
        self.rng.shuffle(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    def __repr__(self) -> str:
        return f"Bag({len(self)} tiles)"

    def counts(self) -> Counter:
        """How many of each letter are still inside."""
        return Counter(self._tiles)

    def draw(self) -> str:
        """Take one tile out of the bag."""
        if not self._tiles:
            raise EmptyBagError("the bag is empty: no tile left to draw")
        return self._tiles.pop()

    def put_back(self, letter: str) -> None:
        """Return a tile to a random place in the bag."""
        self._tiles.insert(self.rng.randrange(len(self._tiles) + 1), letter)

    def draw_allowed(self, is_allowed) -> tuple[str, list[str]]:
        """Draw until a tile passes ``is_allowed(letter)``; refused tiles go back.

        Returns the accepted tile and the list of tiles that were drawn and put
        back, so a view can tell the player what happened. Raises EmptyBagError
        when no tile left in the bag could ever pass, instead of looping forever.
        """
        if not any(is_allowed(letter) for letter in set(self._tiles)):
            raise EmptyBagError("no tile left in the bag may be placed on the board")
        returned = []
        while True:
            letter = self.draw()
            if is_allowed(letter):
                return letter, returned
            self.put_back(letter)
            returned.append(letter)
