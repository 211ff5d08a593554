"""Pig: the handout's ``player.py``: the people and the computer who take turns.

A ``Player`` is a name at the table; the game keeps the scores, so one player can
sit at several games (and a game can be copied) without any score leaking between
them. The rules of names (short, printable, different in any capitals) live here.

A player decides between the two moves, ``"roll"`` and ``"hold"``, and never needs
the whole game for it: the mover's banked score, the best opposing score, the turn
total and the goal decide. ``PigGame.position()`` hands out exactly that as a
``Position``, and strategies read it through ``position_of``, so this module (and
every strategy) need not import the game, which imports it.

A computer player is a strategy ``strategy(game) -> "roll" | "hold"`` in the
``gamelib.players`` sense. ``hold_at(n)`` is the steady one (``optimal_player``, the
solved one, is in ``gamelib.pig.optimal``); ``ComputerPlayer`` is the handout's
computer player: a ``Player`` that moves with a strategy and is only asked on its
turn.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from gamelib.arguments import excerpt, whole_number
from gamelib.errors import (
    ArgumentError,
    NotYourTurnError,
    PlayerNameError,
    RuleError,
    SetupError,
)

if TYPE_CHECKING:
    import numpy

MAX_NAME_LENGTH = 20
ROLL = "roll"
HOLD = "hold"
MOVES = (ROLL, HOLD)
DEFAULT_GOAL = 100

Strategy = Callable[[Any], str]
"""A computer player in the ``gamelib.players`` sense: ``strategy(game) -> move``."""


class DuplicatePlayerError(PlayerNameError):
    """Two names that differ only in capitals could not be told apart on the board
    (the lesson's exercise raises it, so it keeps its own name)."""


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


class Position(NamedTuple):
    """What the player to move sees: the handout's status line, and the goal."""

    player: str
    score: int
    opponent: int  # the best banked score among the other players
    turn_total: int
    rolls: int  # rolls this turn; 0 means the player may not hold yet
    goal: int


def position_of(game: object, reader: str) -> Position:
    """The position of the player to move; ``reader`` names who asks, for errors.

    ``TypeError`` for anything but a Pig game; the game raises ``GameOverError``
    once somebody has won.
    """
    position = getattr(game, "position", None)
    answer = position() if callable(position) else None
    if not isinstance(answer, Position):
        raise TypeError(f"{reader} plays a PigGame, not {excerpt(game)}")
    return answer


def check_position(
    score: object, opponent: object, turn_total: object, goal: int
) -> tuple[int, int, int]:
    """Banked scores below ``goal`` and a turn total of at least 0, as ints.

    A banked score of ``goal`` or more has already won, so no strategy is asked
    about it; a ``RuleError`` says which number is impossible (an
    ``ArgumentError`` if it is no whole number).
    """
    numbers = (
        _banked(score, "score"),
        _banked(opponent, "opponent"),
        _banked(turn_total, "turn_total"),
    )
    for name, banked in zip(("score", "opponent"), numbers[:2], strict=False):
        if banked >= goal:
            raise RuleError(
                f"a banked score of {goal} or more has already won; "
                f"{name} is {excerpt(banked)}"
            )
    return numbers


def _banked(value: object, what: str) -> int:
    return whole_number(
        value, what, low=0, wrong_type=ArgumentError, out_of_range=RuleError
    )


def check_at_least_one(value: object, what: str) -> int:
    """A goal or a threshold: a whole number (``ArgumentError``) of at least 1
    (``SetupError``)."""
    return whole_number(
        value, what, low=1, wrong_type=ArgumentError, out_of_range=SetupError
    )


@dataclass(repr=False, unsafe_hash=True)
class HoldAt:
    """Keep rolling until the turn total reaches ``threshold``, then hold.

    It also holds as soon as holding wins, and always rolls first (holding before
    the first roll of a turn is against the rules). Hold at 20 is the classic: it
    maximises the expected points of a single turn.
    """

    threshold: int
    goal: int = DEFAULT_GOAL

    def __post_init__(self) -> None:
        self.threshold = check_at_least_one(self.threshold, "the threshold")
        self.goal = check_at_least_one(self.goal, "the goal")

    def __repr__(self) -> str:
        if self.goal == DEFAULT_GOAL:
            return f"hold_at({self.threshold})"
        return f"hold_at({self.threshold}, goal={self.goal})"

    def _decide(self, score: int, turn_total: int, goal: int) -> str:
        if turn_total == 0:
            return ROLL
        if turn_total >= self.threshold or score + turn_total >= goal:
            return HOLD
        return ROLL

    def action(self, score: int, opponent: int, turn_total: int) -> str:
        """The move at this position; the opponent's score does not matter here."""
        score, _, turn_total = check_position(score, opponent, turn_total, self.goal)
        return self._decide(score, turn_total, self.goal)

    def roll_table(self, goal: int) -> "numpy.ndarray[Any, Any]":
        """Boolean array [score, opponent, turn_total]: True where this rolls.

        For the lesson's exact match-ups (``gamelib.pig.optimal``); numpy
        is needed here only, never to play.
        """
        import numpy as np

        goal = check_at_least_one(goal, "the goal")
        score = np.arange(goal)[:, None, None]
        turn_total = np.arange(goal)[None, None, :]
        rolls = (turn_total == 0) | (
            (turn_total < self.threshold) & (score + turn_total < goal)
        )
        return np.broadcast_to(rolls, (goal, goal, goal)).copy()

    def __call__(self, game: object) -> str:
        """The move for the player to move in a running ``PigGame``, to its goal."""
        position = position_of(game, repr(self))
        return self._decide(position.score, position.turn_total, position.goal)


def hold_at(threshold: int, goal: int = DEFAULT_GOAL) -> HoldAt:
    """A ``HoldAt`` strategy: ``hold_at(20)`` is the classic predictable opponent."""
    return HoldAt(threshold, goal)


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
