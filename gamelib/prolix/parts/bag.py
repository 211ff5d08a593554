"""The bag of 77 consonant tiles that every Prolix board is drawn from.

The random generator is injected so that a seed replays the same game: tests, the
console's ``--seed`` and the lesson all rely on that. Tiles are drawn from the end
of a shuffled list; a tile put back is slipped in at a random place, so it may come
out again later but not necessarily next.
"""

import random
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from gamelib.arguments import describe
from gamelib.prolix.errors import ArgumentError, BagContentsError, EmptyBagError
from gamelib.prolix.parts.tiles import TILE_COUNTS, tile_letter


def check_rng(rng: Any) -> random.Random:
    """A new generator for None, else ``rng`` if a game can replay and undo it.

    ``random.SystemRandom`` is refused: it has no state to save, so a game drawn
    from it could be neither replayed from a seed nor undone with ``pop``.
    """
    if rng is None:
        return random.Random()
    if not isinstance(rng, random.Random) or isinstance(rng, random.SystemRandom):
        raise ArgumentError(
            f"rng must be a random.Random (for example random.Random(7)), "
            f"got {describe(rng)}"
        )
    return rng


class Bag:
    """A shuffled bag of letter tiles, drawn with the game's random generator."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = check_rng(rng)
        self._tiles = list(Counter(TILE_COUNTS).elements())
        self.rng.shuffle(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    def __repr__(self) -> str:
        return f"Bag({len(self)} tiles)"

    @property
    def tiles(self) -> tuple[str, ...]:
        """The tiles in drawing order: the last one comes out next."""
        return tuple(self._tiles)

    def copy(self, rng: random.Random) -> "Bag":
        """The same tiles in the same order, drawn with ``rng`` from now on."""
        twin = Bag.__new__(Bag)
        twin.rng = check_rng(rng)
        twin._tiles = list(self._tiles)
        return twin

    def restore(self, tiles: Iterable[str]) -> None:
        """Put the bag back as ``tiles``, in drawing order (to undo a round)."""
        self._tiles = [tile_letter(tile) for tile in tiles]

    def counts(self) -> Counter[str]:
        """How many of each letter are still inside."""
        return Counter(self._tiles)

    def draw(self) -> str:
        """Take one tile out of the bag."""
        if not self._tiles:
            raise EmptyBagError("the bag is empty: no tile left to draw")
        return self._tiles.pop()

    def take(self, letter: str) -> str:
        """Take a particular tile out (to set up a given board); returns its letter."""
        letter = tile_letter(letter)
        if letter not in self._tiles:
            raise BagContentsError(
                f"no {letter} tile is left in the bag "
                f"(a full bag holds {TILE_COUNTS[letter]})"
            )
        self._tiles.remove(letter)
        return letter

    def put_back(self, letter: str) -> None:
        """Return a tile to a random place in the bag."""
        letter = tile_letter(letter)
        if self._tiles.count(letter) >= TILE_COUNTS[letter]:
            raise BagContentsError(
                f"the bag already holds all {TILE_COUNTS[letter]} {letter} tiles: "
                "that tile did not come from it"
            )
        self._tiles.insert(self.rng.randrange(len(self._tiles) + 1), letter)

    def draw_allowed(self, is_allowed: Callable[[str], bool]) -> tuple[str, list[str]]:
        """Draw until a tile passes ``is_allowed(letter)``; refused tiles go back.

        Returns the accepted tile and the list of tiles that were drawn and put
        back, so a view can tell the player what happened. Raises EmptyBagError
        when no tile left in the bag could ever pass, instead of looping forever.
        """
        if not callable(is_allowed):
            raise ArgumentError(
                f"is_allowed is a function of a letter, got {describe(is_allowed)}"
            )
        if not any(is_allowed(letter) for letter in set(self._tiles)):
            raise EmptyBagError("no tile left in the bag may be placed on the board")
        returned: list[str] = []
        while True:
            letter = self.draw()
            if is_allowed(letter):
                return letter, returned
            self.put_back(letter)
            returned.append(letter)
