"""Pig: what the self-checks of every milestone are made of.

Pig's pieces are classes that change as they are used, and rules that refuse a move
by raising an error, so its cases need more than "call it and compare": a die whose
next faces a case decides, a record of what a call raised (a refusal is the right
answer to "hold before rolling"), and a game's state read back as a few named
numbers that a report can show.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from gamelib.selfcheck import Judged, judged, judges
from gamelib.selfcheck.diagnosis import FindingError
from gamelib.selfcheck.judges import Attempt, accepted, attempt, trying

__all__ = [
    "Attempt",
    "CheckDie",
    "ExtraRollError",
    "Played",
    "accepted",
    "after_moves",
    "attempt",
    "attributes",
    "differences",
    "name_of",
    "refused_with",
    "trying",
]


class ExtraRollError(FindingError):
    """The case's die has no faces left: the piece rolled more often than it should."""


class CheckDie:
    """A die for a case: it rolls ``opening`` faces, then whatever ``load`` gives it.

    The course's game rolls for the order of play when it is made, a learner's
    game of milestone 4 does not; the case loads its faces after making the game,
    so both see the same rolls from then on.
    """

    def __init__(self, opening: Sequence[int] = ()) -> None:
        self.faces = list(opening)
        self.top = 1
        self.rolled = 0
        self.during = ""
        """The move being made, as a case names it (for the finding's words)."""

    def load(self, faces: Sequence[int]) -> None:
        self.faces = list(faces)
        self.rolled = 0

    def roll(self) -> int:
        if not self.faces:
            during = f" during {self.during}" if self.during else ""
            raise ExtraRollError(
                f"rolled the die{during}, once more than this case's moves need: "
                "a move after the game is over must be refused (GameOverError), "
                "and each roll() rolls the die once"
            )
        self.top = self.faces.pop(0)
        self.rolled += 1
        return self.top


def refused_with(error: type[BaseException]) -> Judged:
    """The call must raise ``error`` (or a subclass), from ``gamelib.pig.errors``."""
    return judges.refused_with(error, "gamelib.pig.errors")


def attributes(thing: Any, names: Sequence[str]) -> dict[str, Any]:
    """The named attributes of ``thing``, copied (so later moves cannot change them)."""
    shown = {}
    for name in names:
        value = getattr(thing, name)
        shown[name] = dict(value) if isinstance(value, dict) else value
    return shown


def name_of(player: Any) -> Any:
    """A player's name, for a report (a game may keep a player or just the name)."""
    return getattr(player, "name", player)


@dataclass(frozen=True)
class Played:
    """A game after a list of moves: what it shows, and what each move raised."""

    shows: dict[str, Any]
    attempts: list[Attempt] = field(default_factory=list)
    rolled: int = 0


def differences(shows: dict[str, Any], expected: dict[str, Any]) -> str | None:
    """``ends with name X (expected Y), ...`` for the attributes that differ."""
    found = [
        f"{name} {shows[name]!r} (expected {value!r})"
        for name, value in expected.items()
        if shows[name] != value
    ]
    return "ends with " + ", ".join(found) if found else None


def after_moves(expected: dict[str, Any], refusals: Sequence[Any] = ()) -> Any:
    """The game shows ``expected``; the i-th move raised ``refusals[i]`` (None: it
    was allowed; a missing entry: allowed too)."""

    def judge(result: Played) -> str | None:
        for number, attempted in enumerate(result.attempts, start=1):
            wanted = refusals[number - 1] if number <= len(refusals) else None
            if wanted is None and attempted.error is not None:
                return f"refused move {number}: {attempted.shown()}"
            if wanted is not None and not isinstance(attempted.error, wanted):
                said = "allowed it" if attempted.error is None else attempted.shown()
                return (
                    f"{said} at move {number}; expected a refusal with "
                    f"{wanted.__name__} (from gamelib.pig.errors)"
                )
        return differences(result.shows, expected)

    return judged(judge)
