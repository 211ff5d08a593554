"""Pig: the people and the computer who take turns (the handout's ``player.py``).

A ``Player`` is a name at the table; the game keeps the scores, so one player can
sit at several games (and a game can be copied) without any score leaking between
them. The handout's computer player is ``ComputerPlayer``, a ``Player`` subclass
that decides with a strategy: a function ``strategy(game) -> "roll" | "hold"``, the
``gamelib.players`` convention. A ``ComputerPlayer`` is itself such a function, one
that also checks that it is its turn, so ``gamelib.players.play_out`` can seat it.
"""

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from gamelib.arguments import excerpt
from gamelib.errors import NotYourTurnError
from gamelib.pig.errors import DuplicatePlayerError, PlayerNameError
from gamelib.pig.position import position_of
from gamelib.pig.strategies import hold_at

MAX_NAME_LENGTH = 20

Strategy = Callable[[Any], str]
"""A computer player in the ``gamelib.players`` sense: ``strategy(game) -> move``."""


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


class ComputerPlayer(Player):
    """A player whose moves come from a strategy (hold at 20 unless told otherwise).

    The handout asks for a computer that does not look unpredictable: every
    strategy in ``gamelib.pig`` is a fixed rule of the scores, so the same position
    always gets the same move.
    """

    is_computer: ClassVar[bool] = True

    def __init__(self, name: str = "Computer", strategy: Strategy | None = None):
        super().__init__(name)
        strategy = strategy if strategy is not None else hold_at(20)
        if not callable(strategy):
            raise TypeError(
                f"a strategy is a function game -> move, not {excerpt(strategy)}"
            )
        self._strategy = strategy

    @property
    def strategy(self) -> Strategy:
        return self._strategy

    def __repr__(self) -> str:
        return f"ComputerPlayer(name={self.name!r}, strategy={self._strategy!r})"

    def _key(self) -> tuple[Any, ...]:
        return (self.name, self._strategy)

    def choose(self, game: Any) -> str:
        """The move this player makes now; refused unless it is this player's turn.

        ``GameOverError`` once the game has ended, ``NotYourTurnError`` while
        somebody else is to move, ``TypeError`` for anything but a Pig game.
        """
        position = position_of(game, self.name)
        if position.player != self.name:
            raise NotYourTurnError(f"it is {position.player}'s turn, not {self.name}'s")
        return self._strategy(game)

    __call__ = choose


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
