"""Milestone 1, the die: ``check.die(Die)`` and the Try it ``check.loaded_die``."""

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from gamelib.pig.state import PigGame
from gamelib.selfcheck import Battery, Call, Case, judged, satisfies

FACES = (1, 2, 3, 4, 5, 6)
ROLLS = 600  # enough rolls that every face shows, few enough to stay instant

# -- Milestone 1: the die ---------------------------------------------------------


def _rolling(seed: int, rolls: int = ROLLS) -> Call:
    """Make ``Die(random.Random(seed))`` and roll it; the result is each roll with
    the top and bottom faces the die showed after it."""

    def run(piece: Any) -> list[tuple[Any, Any, Any]]:
        die = piece(random.Random(seed))
        seen = []
        for _ in range(rolls):
            face = die.roll()
            seen.append((face, die.top, die.bottom))
        return seen

    return Call(f"{{piece}}(random.Random({seed})), rolled {rolls} times", run)


def _faces(seen: list[tuple[Any, Any, Any]]) -> list[Any]:
    return [face for face, _, _ in seen]


def _only_faces(seen: list[tuple[Any, Any, Any]]) -> str | None:
    wrong = sorted(
        {repr(f) for f in _faces(seen) if type(f) is not int or f not in FACES}
    )
    if not wrong:
        return None
    return f"rolled {', '.join(wrong)}; a die only rolls the whole numbers 1 to 6"


def _every_face(seen: list[tuple[Any, Any, Any]]) -> str | None:
    missing = [face for face in FACES if face not in _faces(seen)]
    if not missing:
        return None
    return f"never rolled {missing} in {len(seen)} rolls"


def _fair(seen: list[tuple[Any, Any, Any]]) -> str | None:
    counts = Counter(_faces(seen))
    expected = len(seen) / len(FACES)
    odd = {f: counts[f] for f in FACES if abs(counts[f] - expected) > expected * 0.4}
    if not odd:
        return None
    return (
        f"rolled these faces far from {expected:g} times each: {odd} "
        "(every face is equally likely)"
    )


def _top_follows(seen: list[tuple[Any, Any, Any]]) -> str | None:
    for number, (face, top, _) in enumerate(seen, start=1):
        if top != face:
            return f"showed top = {top!r} after roll {number} returned {face!r}"
    return None


def _bottom_adds_to_seven(seen: list[tuple[Any, Any, Any]]) -> str | None:
    for _, top, bottom in seen:
        if bottom != 7 - top:
            return f"showed bottom = {bottom!r} under top = {top!r}; they add up to 7"
    return None


def _replayed(seed: int) -> Call:
    """Roll two dice made from the same seed, with Python's own ``random`` module
    in a different state each time; the result is both lists of rolls."""

    def run(piece: Any) -> tuple[list[Any], list[Any]]:
        sequences = []
        for other in (1, 2):
            random.seed(other)
            die = piece(random.Random(seed))
            sequences.append([die.roll() for _ in range(20)])
        return sequences[0], sequences[1]

    return Call(f"two {{piece}}(random.Random({seed})), rolled 20 times each", run)


def _same_rolls(pair: tuple[list[Any], list[Any]]) -> str | None:
    first, second = pair
    if first == second:
        return None
    return (
        f"rolled {first[:6]}... and then {second[:6]}...; roll with the generator "
        "the die was given (self.rng), not with the random module"
    )


die = Battery(
    "Die",
    [
        Case(
            "a new die already shows a face",
            "a die always has a face on top: top is 1 to 6 before the first roll",
            Call(
                "{piece}(random.Random(1)).top",
                lambda piece: piece(random.Random(1)).top,
            ),
            satisfies("a face from 1 to 6", lambda top: top in FACES),
        ),
        Case(
            "roll() gives a whole number from 1 to 6",
            "the faces of a six-sided die are 1, 2, 3, 4, 5 and 6",
            _rolling(7),
            judged(_only_faces),
        ),
        Case(
            "every face comes up",
            "each of the six faces can be rolled (randint includes both ends)",
            _rolling(7),
            judged(_every_face),
        ),
        Case(
            "every face comes up about as often",
            "a fair die rolls each face about one time in six",
            _rolling(8),
            judged(_fair),
        ),
        Case(
            "top is the face just rolled",
            "roll() puts the new face on top and returns it",
            _rolling(9, 30),
            judged(_top_follows),
        ),
        Case(
            "bottom is the face underneath",
            "opposite faces of a die add up to 7, so bottom is 7 - top",
            _rolling(10, 30),
            judged(_bottom_adds_to_seven),
        ),
        Case(
            "the same seed rolls the same faces",
            "a die rolls with the random generator it is given, so a seeded game "
            "can be replayed",
            _replayed(3),
            judged(_same_rolls),
        ),
    ],
)


# -- Try it: a loaded die --------------------------------------------------------------


def _loaded_rolls(faces: Sequence[int], rolls: int) -> Call:
    def run(piece: Any) -> list[tuple[Any, Any, Any]]:
        die = piece(list(faces))
        return [(die.roll(), die.top, die.bottom) for _ in range(rolls)]

    return Call(f"{{piece}}({list(faces)}), rolled {rolls} times", run)


def _rolled(expected: Sequence[int]) -> Any:
    def judge(seen: list[tuple[Any, Any, Any]]) -> str | None:
        faces = [face for face, _, _ in seen]
        if faces != list(expected):
            return f"rolled {faces}, expected {list(expected)}"
        for face, top, bottom in seen:
            if top != face or bottom != 7 - face:
                return f"showed top {top!r} and bottom {bottom!r} after rolling {face}"
        return None

    return judged(judge)


def _keeps_callers_list(piece: Any) -> list[int]:
    faces = [2, 3]
    die = piece(faces)
    for _ in range(3):
        die.roll()
    return faces


def _in_a_game(piece: Any) -> Any:
    die = piece([4, 2, 4, 5])
    game = PigGame(["Ann", "Bob", "Cy"], die=die, rng=random.Random(1))
    game.roll()
    return [p.name for p in game.players][0], game.last_roll


loaded_die = Battery(
    "LoadedDie",
    [
        Case(
            "rolls the faces it is given, in order",
            "the first roll is the first face, the second roll the second...",
            _loaded_rolls([3, 1, 6], 3),
            _rolled([3, 1, 6]),
        ),
        Case(
            "starts over after the last face",
            "after the last face, the first comes again",
            _loaded_rolls([3, 1, 6], 5),
            _rolled([3, 1, 6, 3, 1]),
        ),
        Case(
            "one face, always",
            "a die loaded with one face rolls it every time",
            _loaded_rolls([5], 4),
            _rolled([5, 5, 5, 5]),
        ),
        Case(
            "leaves the caller's list alone",
            "count the rolls (or copy the list) instead of popping faces off the "
            "list you were given",
            Call(
                "faces = [2, 3]; {piece}(faces) rolled 3 times; faces",
                _keeps_callers_list,
            ),
            [2, 3],
        ),
        Case(
            "stands in for a Die in a game",
            "a game only calls roll(): Ann 4, Bob 2, Cy 4 puts Bob first, and the "
            "next roll is 5",
            Call(
                "PigGame([Ann, Bob, Cy], die={piece}([4, 2, 4, 5])), then roll()",
                _in_a_game,
            ),
            ("Bob", 5),
        ),
    ],
)
