"""Pig: the handout's ``die.py``: the six-sided die, its faces, pips and picture.

A ``Die`` owns its random number generator so that a whole game can be replayed from
one seed: pass ``random.Random(seed)`` and the same rolls come out every time. Like a
real casino die its opposite faces add up to 7, which is also how a drawing of a die
can show which face is underneath.

A game only calls ``roll()``, so any object with that method can stand in for a die
(``ScriptedDie`` below, the course's loaded die, which stages a game exactly). To
undo a move, copy a game or compare two, the game must also save and restore what
the die rolls next: ``die_state`` and ``restore_die_state`` do that for a ``Die``
through its ``getstate()``/``setstate()`` (as ``random.Random`` names them) and for
a plain stand-in through its attributes.

A die shows itself as an SVG picture in a notebook; the scoreboard picture
(``gamelib.pig.pictures``) draws its die with the same shapes.
"""

import copy
import random
from collections.abc import Iterable
from typing import Any, Protocol, cast

from gamelib.arguments import FixedTable, excerpt, whole_number
from gamelib.errors import ArgumentError, RuleError
from gamelib.state import SVGWithText

FACES = (1, 2, 3, 4, 5, 6)
OPPOSITE_SUM = 7

PIP_CELLS = FixedTable(
    "PIP_CELLS",
    {
        1: ((1, 1),),
        2: ((0, 0), (2, 2)),
        3: ((0, 0), (1, 1), (2, 2)),
        4: ((0, 0), (2, 0), (0, 2), (2, 2)),
        5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
        6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
    },
)
"""Where the pips of each face sit on a 3-by-3 grid, (0, 0) the top-left cell.

A drawing (the SVG here, the canvas in the lesson) scales these to its own size.
"""

DIE_FILL = "#fffdf5"
PIP_COLOUR = "#222222"
EDGE_COLOUR = "#222222"


class DieFaceError(RuleError):
    """A six-sided die only has the faces 1 to 6."""


class Rolls(Protocol):
    """Anything a game can roll: a ``Die`` or a stand-in with ``roll()``."""

    def roll(self) -> int: ...


class SavesState(Protocol):
    """A die that can report and restore what it rolls next, as ``Die`` does."""

    def getstate(self) -> Any: ...

    def setstate(self, state: Any) -> None: ...


def check_face(face: object) -> int:
    """``face`` as an ``int`` if a six-sided die has it, else ``DieFaceError``."""
    number = whole_number(face, "a die face", wrong_type=DieFaceError)
    if number not in FACES:
        raise DieFaceError(f"a six-sided die has the faces 1 to 6, not {excerpt(face)}")
    return number


def opposite(face: int) -> int:
    """The face underneath ``face``: opposite faces of a die sum to 7."""
    return OPPOSITE_SUM - check_face(face)


class Die(SVGWithText):
    """One six-sided die; ``top`` is the face showing after the last roll."""

    def __init__(self, rng: random.Random | None = None, top: int = 1) -> None:
        if rng is not None and not isinstance(rng, random.Random):
            raise ArgumentError(f"a die rolls with a random.Random, not {excerpt(rng)}")
        self._rng = rng if rng is not None else random.Random()
        self.top = check_face(top)

    def __repr__(self) -> str:
        return f"Die(top={self.top})"

    @property
    def bottom(self) -> int:
        """The face lying on the table, opposite the top."""
        return opposite(self.top)

    def roll(self) -> int:
        """Throw the die: every face equally likely; returns the new top face."""
        self.top = self._rng.randint(FACES[0], FACES[-1])
        return self.top

    def getstate(self) -> tuple[int, Any]:
        """The top face and the generator's state: all that decides later rolls."""
        return self.top, self._rng.getstate()

    def setstate(self, state: tuple[int, Any]) -> None:
        """Put back a state from ``getstate()``: the same rolls come out again."""
        top, rng_state = state
        self._rng.setstate(rng_state)
        self.top = check_face(top)

    def _alt_text(self) -> str:
        return f"A die showing {self.top}."

    def _repr_svg_(self) -> str:
        return die_svg(self.top)


def die_shapes(face: int, x: float, y: float, size: float) -> list[str]:
    """The SVG elements of a die showing ``face``, its top-left corner at (x, y)."""
    corner, step, radius = size * 0.15, size / 4, size * 0.08
    return [
        f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="{corner:.1f}" '
        f'fill="{DIE_FILL}" stroke="{EDGE_COLOUR}" stroke-width="2"/>',
        *(
            f'<circle cx="{x + step * (column + 1):.1f}" '
            f'cy="{y + step * (row + 1):.1f}" r="{radius:.1f}" fill="{PIP_COLOUR}"/>'
            for column, row in PIP_CELLS[face]
        ),
    ]


def die_svg(face: int, size: int = 60) -> str:
    """An SVG document showing one die face."""
    body = "".join(die_shapes(face, 2, 2, size))
    side = size + 4
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}">'
        f"{body}</svg>"
    )


def check_die(die: object) -> Rolls:
    """``die`` if a game can roll it and save its state, else ``ArgumentError``."""
    if not callable(getattr(die, "roll", None)):
        raise ArgumentError(f"a die needs a roll() method; {excerpt(die)} has none")
    if not _saves_state(die) and not hasattr(die, "__dict__"):
        raise ArgumentError(
            f"{excerpt(die)} keeps no state a game can save: give it "
            "getstate() and setstate(), or plain attributes"
        )
    return cast(Rolls, die)


def _saves_state(die: object) -> bool:
    return isinstance(die, Die) or (
        callable(getattr(die, "getstate", None))
        and callable(getattr(die, "setstate", None))
    )


def die_state(die: Rolls) -> Any:
    """What decides the die's next rolls, as a value to compare and restore."""
    if _saves_state(die):
        return cast(SavesState, die).getstate()
    return copy.deepcopy(vars(die))


def restore_die_state(die: Rolls, state: Any) -> None:
    """Make the die roll again what it rolled after ``state`` was taken."""
    if _saves_state(die):
        cast(SavesState, die).setstate(state)
    else:
        attributes = vars(die)
        attributes.clear()
        attributes.update(copy.deepcopy(state))


class ScriptedDie:
    """A loaded die: it rolls the faces it is given, in order, then starts over.

    It starts over from the face at index ``repeat_from`` (the first by default),
    so a script can set a game up once and then repeat a pattern. ``rolled``
    counts the rolls so far: a check can tell how often a die was rolled.
    """

    def __init__(self, faces: Iterable[int], repeat_from: int = 0) -> None:
        self.faces = [check_face(face) for face in faces]
        if not 0 <= repeat_from < len(self.faces):
            raise ArgumentError(
                "a scripted die needs a face to roll at every index it repeats from"
            )
        self.repeat_from = repeat_from
        self.top = self.faces[0]
        self.rolled = 0

    def __repr__(self) -> str:
        return f"ScriptedDie({self.faces})"

    @property
    def bottom(self) -> int:
        return OPPOSITE_SUM - self.top

    def roll(self) -> int:
        index = self.rolled
        if index >= len(self.faces):
            cycle = len(self.faces) - self.repeat_from
            index = self.repeat_from + (index - self.repeat_from) % cycle
        self.top = self.faces[index]
        self.rolled += 1
        return self.top
