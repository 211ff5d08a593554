"""Pig: the people who take turns, and the rules of their names.

A ``Player`` is a name at the table; the game keeps the scores, so one player can
sit at several games (and a game can be copied) without any score leaking between
them. The handout's ``player.py`` re-exports it with ``ComputerPlayer``, the
subclass that moves with a strategy (``gamelib.pig.players``): a player is a part
of the game, a strategy a computer player built on the game.
"""

from collections.abc import Iterable
from typing import Any, ClassVar

from gamelib.arguments import excerpt
from gamelib.pig.errors import DuplicatePlayerError, PlayerNameError

MAX_NAME_LENGTH = 20


class Player:
    """Somebody at the table, known by a name shown on the scoreboard.

    Players compare by kind and name, and a name cannot change mid-game. It is a
    plain class rather than a frozen dataclass so that a learner's own subclass (the
    lesson's computer player) can give its objects attributes of their own.
    """

    is_computer: ClassVar[bool] = False

    def __init__(self, name: str) -> None:
        self._name = check_name(name)

    @property
    def name(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self._name!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Player):
            return NotImplemented
        return type(self) is type(other) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._name))

    def _key(self) -> tuple[Any, ...]:
        return (self._name,)


def check_name(name: object) -> str:
    """``name`` without surrounding spaces, if it is a short non-blank string."""
    if not isinstance(name, str) or not name.strip():
        raise PlayerNameError(f"a player needs a non-blank name, not {excerpt(name)}")
    name = name.strip()
    if len(name) > MAX_NAME_LENGTH:
        raise PlayerNameError(
            f"a name may have at most {MAX_NAME_LENGTH} characters: {excerpt(name)}"
        )
    if not name.isprintable():
        raise PlayerNameError(
            f"a name may not hold control characters: {excerpt(name)}"
        )
    return name


def check_distinct(names: Iterable[str]) -> None:
    """Refuse names that differ only in capitals: the scoreboard could not tell."""
    seen: dict[str, str] = {}
    for name in names:
        key = name.casefold()
        if key in seen:
            raise DuplicatePlayerError(
                f"every player needs a different name; {name} is already taken"
                + ("" if seen[key] == name else f" (by {seen[key]})")
            )
        seen[key] = name
