"""Pig: the six-sided die.

A ``Die`` owns its random number generator so that a whole game can be replayed from
one seed: pass ``random.Random(seed)`` and the same rolls come out every time. Like a
real casino die its opposite faces add up to 7, which is also how a drawing of a die
can show which face is underneath.
"""

import random

from gamelib.pig.errors import DieFaceError

FACES = (1, 2, 3, 4, 5, 6)
OPPOSITE_SUM = 7

# Where the pips of each face sit, on a 3-by-3 grid with (0, 0) the top-left cell.
# A drawing (the SVG here, the canvas in the lesson) scales these to its own size.
PIP_CELLS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def check_face(face):
    """Return ``face`` if a six-sided die has it, else raise ``DieFaceError``."""
    if isinstance(face, bool) or face not in FACES:
        raise DieFaceError(f"a six-sided die has the faces 1 to 6, not {face!r}")
    return face


def opposite(face):
    """The face underneath ``face``: opposite faces of a die sum to 7."""
    return OPPOSITE_SUM - check_face(face)


class Die:
    """One six-sided die; ``top`` is the face showing after the last roll."""

    def __init__(self, rng=None, top=1):
        self._rng = rng if rng is not None else random.Random()
        self.top = check_face(top)

    def __repr__(self):
        return f"Die(top={self.top})"

    @property
    def bottom(self):
        """The face lying on the table, opposite the top."""
        return opposite(self.top)

    def roll(self):
        """Throw the die: every face equally likely; returns the new top face."""
        self.top = self._rng.randint(FACES[0], FACES[-1])
        return self.top

    def _repr_svg_(self):
        from gamelib.pig.svg import die_svg

        return die_svg(self.top)
