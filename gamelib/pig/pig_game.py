"""Pig: the handout's ``pig_game.py``: the game object that enforces the rules.

Why it is built this way, with the measured facts: ``docs/design.md``,
``gamelib.pig.pig_game``.
"""

import copy
import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Any, NamedTuple, cast

from gamelib.arguments import excerpt
from gamelib.errors import (
    ArgumentError,
    IllegalMoveError,
    MoveFormatError,
    NotYourTurnError,
    PlayerCountError,
    PlayerNameError,
    RuleError,
    SetupError,
)
from gamelib.pig.die import (
    Die,
    Rolls,
    ScriptedDie,
    check_die,
    check_face,
    die_state,
    restore_die_state,
)
from gamelib.pig.pictures import game_svg, game_text
from gamelib.pig.player import (
    DEFAULT_GOAL,
    HOLD,
    MOVES,
    ROLL,
    Player,
    Position,
    check_at_least_one,
    check_distinct,
    check_name,
)
from gamelib.state import GameState, Outcome

MIN_PLAYERS = 2
MAX_PLAYERS = 4
PIG = 1  # the face that ends a turn and loses the turn total

FIRST_ROLL_MOVES = (ROLL,)
ROLLED = "roll"  # 2 to 6: the turn goes on
PIGGED = "pig"  # a 1: the turn total is lost and the turn passes
HELD = "hold"  # the turn total is banked and the turn passes
WON = "win"  # banked, and that reached the goal


class ComputerOpponentError(SetupError):
    """The computer may only play in a two-player game."""


class HoldBeforeRollError(IllegalMoveError):
    """A player may not hold until the die has been rolled at least once this turn."""


class Event(NamedTuple):
    """What one move did.

    ``kind`` is ``"roll"`` (2-6, turn goes on), ``"pig"`` (a 1, turn lost),
    ``"hold"`` (turn total banked) or ``"win"`` (banked and reached the goal).
    ``value`` is the die face for rolls and the banked points for holds;
    ``turn_total`` and ``score`` are the mover's after the move.
    """

    kind: str
    player: Player
    value: int
    turn_total: int
    score: int

    @property
    def move(self) -> str:
        """The move that caused this: ``"roll"`` or ``"hold"``."""
        return ROLL if self.kind in (ROLLED, PIGGED) else HOLD

    def describe(self) -> str:
        name = self.player.name
        if self.kind == ROLLED:
            return f"{name} rolls {self.value}: turn score {self.turn_total}."
        if self.kind == PIGGED:
            return f"{name} rolls a 1 and loses the turn score."
        if self.kind == HELD:
            return f"{name} holds and banks {self.value}: total {self.score}."
        return f"{name} holds at {self.score} and wins!"


@dataclass(frozen=True)
class TurnOrder:
    """The opening rolls (in seating order) and the playing order they produced."""

    rolls: tuple[tuple[Player, int], ...]  # in the order the players were given
    order: tuple[Player, ...]  # first to move first

    @classmethod
    def decide(
        cls, players: Sequence[Player], die: Rolls, rng: random.Random
    ) -> "TurnOrder":
        """Roll once for each player and order them as the handout says."""
        rolls = tuple((player, check_face(die.roll())) for player in players)
        order: list[Player] = []
        by_roll = sorted(rolls, key=lambda pair: pair[1])  # stable: seating order
        for _, group in groupby(by_roll, key=lambda pair: pair[1]):
            tied = [player for player, _ in group]
            rng.shuffle(tied)  # "arbitrarily": no seat has an advantage
            order.extend(tied)
        return cls(rolls, tuple(order))

    def roll_of(self, player: Player) -> int:
        """The opening roll of ``player`` (``NotYourTurnError`` if none)."""
        for seated, roll in self.rolls:
            if seated == player:
                return roll
        raise NotYourTurnError(f"{excerpt(player)} did not roll for the order of play")

    def earned_position(self, player: Player) -> int:
        """1-based place the roll earned: 1 + how many rolled strictly lower."""
        mine = self.roll_of(player)
        return 1 + sum(1 for _, roll in self.rolls if roll < mine)

    def position(self, player: Player) -> int:
        """1-based place in the playing order."""
        self.roll_of(player)  # the precise error for a stranger
        return self.order.index(player) + 1

    def ties(self) -> list[list[Player]]:
        """Groups of players (in playing order) who rolled the same number."""
        groups = []
        for roll in sorted({roll for _, roll in self.rolls}):
            tied = [p for p in self.order if self.roll_of(p) == roll]
            if len(tied) > 1:
                groups.append(tied)
        return groups

    def describe(self) -> list[str]:
        """Lines of text that show every player how the order came about."""
        lines = [f"{player.name} rolls {roll}." for player, roll in self.rolls]
        for group in self.ties():
            names = " and ".join(p.name for p in group)
            lines.append(
                f"{names} tied with {self.roll_of(group[0])}: "
                "the tie is broken at random."
            )
        places = ", ".join(
            f"{place}. {player.name}" for place, player in enumerate(self.order, 1)
        )
        lines.append(f"Playing order (lowest roll first): {places}")
        return lines


class _Snapshot(NamedTuple):
    """Everything a move can change, saved by ``push`` for ``pop``."""

    scores: tuple[int, ...]
    seat: int
    turn_total: int
    rolls: int
    last_roll: int | None
    winner: int | None
    die_rolls: int  # rolls of the die since the opening rolls


class PigGame(GameState[str, Event]):
    """A game of Pig for 2 to 4 players, played to ``goal`` banked points.

    ``players`` are ``Player`` objects or plain names. The order of play is
    decided by one opening roll each (``TurnOrder``); ``rng``
    seeds the die and the tie-break so a game can be replayed. ``die`` replaces the
    die with any object that has ``roll()`` (a loaded die, to stage a situation).
    """

    def __init__(
        self,
        players: Iterable[Player | str],
        goal: int = DEFAULT_GOAL,
        rng: random.Random | None = None,
        die: Rolls | None = None,
    ) -> None:
        super().__init__()
        seated = _seat(players)
        self.goal = check_at_least_one(goal, "the goal")
        if rng is not None and not isinstance(rng, random.Random):
            raise ArgumentError(
                f"rng must be a random.Random (random.Random(seed) replays a "
                f"game), not {excerpt(rng)}"
            )
        rng = rng if rng is not None else random.Random()
        self.die: Rolls = check_die(die) if die is not None else Die(rng)
        self.turn_order = TurnOrder.decide(seated, self.die, rng)
        self.players = self.turn_order.order
        self._scores = [0] * len(self.players)
        self._seat = 0
        self.turn_total = 0
        self.rolls_this_turn = 0
        self.last_roll: int | None = None
        self._winner: int | None = None
        self._die_start = die_state(self.die)  # after the opening rolls
        self._die_rolls = 0

    def __repr__(self) -> str:
        scores = ", ".join(f"{name}={score}" for name, score in self.scores.items())
        return f"<PigGame to {self.goal}: {scores}; {self.status_line()}>"

    def __str__(self) -> str:
        """The scoreboard as text (``gamelib.pig.pictures``)."""
        return game_text(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PigGame):
            return NotImplemented
        return self._key() == other._key()

    # Defining __eq__ leaves __hash__ None: a game changes as it is played, so it
    # cannot be a dict key.

    def _key(self) -> tuple[Any, ...]:
        """Everything that decides future play, and the moves that led here."""
        return (
            self.goal,
            self.turn_order,
            self._save(),
            tuple(self._history),
            die_state(self.die),
        )

    # -- reading the state ------------------------------------------------------
    def _turn(self) -> str:
        """The name of the player to move."""
        return self.players[self._seat].name

    @property
    def current_player(self) -> Player | None:
        """The ``Player`` to move; None once somebody has won."""
        return None if self._winner is not None else self.players[self._seat]

    @property
    def winner(self) -> Player | None:
        return None if self._winner is None else self.players[self._winner]

    def _moves(self) -> tuple[str, ...]:
        """Only ``"roll"`` until the die has been rolled this turn."""
        return FIRST_ROLL_MOVES if self.rolls_this_turn == 0 else MOVES

    def _count_moves(self) -> int:
        return len(self._moves())

    @property
    def events(self) -> tuple[Event, ...]:
        """What each move in ``history`` did, as ``push`` returned it (``records``)."""
        return tuple(self._records)

    @property
    def scores(self) -> dict[str, int]:
        """Banked scores by name, in playing order."""
        return {p.name: s for p, s in zip(self.players, self._scores, strict=True)}

    def is_over(self) -> bool:
        """Cheaper than building the outcome, for the players' many look-ups."""
        return self._winner is not None

    def _outcome(self) -> Outcome | None:
        """None while the game goes on; then who won, and with how many points."""
        if self._winner is None:
            return None
        score = self._scores[self._winner]
        reason = f"banked {score} points, reaching the goal of {self.goal}"
        return Outcome(self.players[self._winner].name, reason)

    def player(self, name: object) -> Player:
        """The player called ``name``; ``NotYourTurnError`` if nobody is."""
        for player in self.players:
            if player.name == name:
                return player
        known = ", ".join(p.name for p in self.players)
        raise NotYourTurnError(
            f"no player named {excerpt(name)} here (players: {known})"
        )

    def position(self) -> Position:
        """What the player to move sees (and what strategies decide on)."""
        self._check_not_over()
        seat, scores = self._seat, self._scores
        return Position(
            player=self.players[seat].name,
            score=scores[seat],
            opponent=max(scores[:seat] + scores[seat + 1 :]),
            turn_total=self.turn_total,
            rolls=self.rolls_this_turn,
            goal=self.goal,
        )

    def status_line(self) -> str:
        """The handout's line before each roll; the outcome once the game is over."""
        outcome = self.outcome()
        if outcome is not None:
            return str(outcome)
        position = self.position()
        return (
            f"{position.player}: total score {position.score}, "
            f"turn score {position.turn_total}, rolls this turn {position.rolls}"
        )

    # -- checking a move --------------------------------------------------------
    def _check(self, move: object) -> str:
        """``"roll"`` or ``"hold"``, once the rules allow it now."""
        if not isinstance(move, str) or move not in MOVES:
            raise MoveFormatError(
                f'the moves are "roll" and "hold", not {excerpt(move)}'
            )
        if move == HOLD and self.rolls_this_turn == 0:
            raise HoldBeforeRollError(
                f"{self.players[self._seat].name} must roll at least once "
                "before holding"
            )
        return move

    def _over_message(self) -> str:
        seat = self._winner
        if seat is None:
            return "the game is over"
        return (
            f"the game is over: {self.players[seat].name} won with {self._scores[seat]}"
        )

    def _check_player(self, player: object) -> None:
        """``player`` (a name or a ``Player``) must be the one to move."""
        who = self.player(player) if isinstance(player, str) else player
        if who not in self.players:
            raise NotYourTurnError(f"{excerpt(who)} is not playing in this game")
        mover = self.players[self._seat]
        if who != mover:
            raise NotYourTurnError(
                f"it is {mover.name}'s turn, not {cast(Player, who).name}'s"
            )

    # -- changing it ------------------------------------------------------------
    def _apply(self, move: str) -> Event:
        """A 1 ends the turn and loses the turn total; 2 to 6 add to it. Holding
        banks the turn total and ends the game if that reaches the goal."""
        return self._roll() if move == ROLL else self._hold()

    def _undo(self, move: str, saved: _Snapshot) -> None:
        """Put the scores and turn back; after a roll, rewind the die too, so the
        same roll comes out again."""
        self._restore(saved, rewind_die=move == ROLL)

    def roll(self, player: object = None) -> Event:
        return self.push(ROLL, player)

    def hold(self, player: object = None) -> Event:
        return self.push(HOLD, player)

    def _copy_into(self, twin: Any) -> None:
        """The copy gets its own die and scores."""
        twin.die = copy.deepcopy(self.die)
        twin._scores = list(self._scores)

    def _save(self) -> _Snapshot:
        return _Snapshot(
            tuple(self._scores),
            self._seat,
            self.turn_total,
            self.rolls_this_turn,
            self.last_roll,
            self._winner,
            self._die_rolls,
        )

    def _restore(self, snapshot: _Snapshot, rewind_die: bool) -> None:
        self._scores = list(snapshot.scores)
        self._seat = snapshot.seat
        self.turn_total = snapshot.turn_total
        self.rolls_this_turn = snapshot.rolls
        self.last_roll = snapshot.last_roll
        self._winner = snapshot.winner
        if rewind_die:
            restore_die_state(self.die, self._die_start)
            for _ in range(snapshot.die_rolls):
                self.die.roll()
            self._die_rolls = snapshot.die_rolls

    def _roll(self) -> Event:
        mover = self.players[self._seat]
        self._die_rolls += 1
        face = check_face(self.die.roll())
        self.last_roll = face
        if face == PIG:
            event = Event(PIGGED, mover, face, 0, self._scores[self._seat])
            self._next_turn()
            return event
        self.turn_total += face
        self.rolls_this_turn += 1
        return Event(ROLLED, mover, face, self.turn_total, self._scores[self._seat])

    def _hold(self) -> Event:
        mover, banked = self.players[self._seat], self.turn_total
        self._scores[self._seat] += banked
        score = self._scores[self._seat]
        if score >= self.goal:
            self._winner = self._seat
            return Event(WON, mover, banked, banked, score)
        self._next_turn()
        return Event(HELD, mover, banked, banked, score)

    def _next_turn(self) -> None:
        self._seat = (self._seat + 1) % len(self.players)
        self.turn_total = 0
        self.rolls_this_turn = 0

    def _repr_svg_(self) -> str:
        return game_svg(self)


def _seat(players: Iterable[Player | str]) -> list[Player]:
    """The players as ``Player`` objects, checked against the set-up rules."""
    if isinstance(players, str | bytes) or not isinstance(players, Iterable):
        raise PlayerCountError(
            f"players must be a list of {MIN_PLAYERS} to {MAX_PLAYERS} names, "
            f"not {excerpt(players)}"
        )
    # Read one more than allowed: enough to refuse an endless iterator too.
    entries = list(itertools.islice(players, MAX_PLAYERS + 1))
    if not MIN_PLAYERS <= len(entries) <= MAX_PLAYERS:
        count = len(entries) if len(entries) <= MAX_PLAYERS else "more"
        raise PlayerCountError(
            f"Pig is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}"
        )
    seated = [_as_player(entry) for entry in entries]
    check_distinct(player.name for player in seated)
    computers = sum(player.is_computer for player in seated)
    if computers and len(seated) != MIN_PLAYERS:
        raise ComputerOpponentError(
            "a computer opponent is only allowed in a two-player game; "
            f"this game has {len(seated)} players"
        )
    return seated


def _as_player(entry: object) -> Player:
    """A ``Player``; a name becomes one, and so does any object with a ``name``.

    Any object with a ``name`` and ``is_computer`` sits at the table as it is, as
    any object with ``roll()`` can be the die: a learner's own ``Player`` or
    computer player classes play in the course's game.
    """
    if isinstance(entry, Player):
        return entry
    if isinstance(entry, str):
        return Player(entry)
    name = getattr(entry, "name", None)
    if isinstance(name, str) and isinstance(getattr(entry, "is_computer", None), bool):
        check_name(name)
        return cast(Player, entry)
    raise PlayerNameError(
        "a player is a name, or an object with a name and is_computer, "
        f"not {excerpt(entry)}"
    )


def play_order(
    players: Sequence[Player], die: Rolls, rng: random.Random
) -> list[Player]:
    """Playing order: one roll each, lowest first, ties at random."""
    return list(TurnOrder.decide(players, die, rng).order)


HIGHEST_FACE = 6
FIRST, SECOND = 2, 5  # opening rolls that seat the players in the order given


def faces_adding_up_to(total: int) -> list[int]:
    """Rolls of 2 to 6 whose sum is ``total`` (0, or at least 2: a turn banks no 1)."""
    if total < 0 or total == 1:
        raise RuleError(f"no turn of Pig banks exactly {total} points")
    faces = []
    while total > HIGHEST_FACE:
        face = HIGHEST_FACE if total - HIGHEST_FACE != 1 else HIGHEST_FACE - 1
        faces.append(face)
        total -= face
    if total:
        faces.append(total)
    return faces


def staged_game(
    score: int = 0,
    opponent: int = 0,
    turn_total: int = 0,
    goal: int = DEFAULT_GOAL,
    players: Sequence[Player | str] = ("Ann", "Bob"),
    then: Sequence[int] = (3,),
) -> PigGame:
    """A two-player game where the first player is to move at this position.

    The first player has banked ``score``, the second ``opponent``, and the first
    is ``turn_total`` into a turn; afterwards the die rolls the faces ``then``
    (over and over). Scores and turn totals are sums of rolls of 2 to 6.
    """
    if max(score, opponent) >= goal:
        raise RuleError(f"nobody may have banked the goal of {goal} yet")
    moves: list[str] = []
    faces = [FIRST, SECOND]
    for banked in (score, opponent):
        rolls = faces_adding_up_to(banked)
        faces += rolls or [1]
        moves += [ROLL] * (len(rolls) or 1) + ([HOLD] if rolls else [])
    rolls = faces_adding_up_to(turn_total)
    faces += rolls
    moves += [ROLL] * len(rolls)
    die = ScriptedDie([*faces, *then], repeat_from=len(faces))
    game = PigGame(players, goal=goal, die=die)
    for move in moves:
        game.push(move)
    return game
