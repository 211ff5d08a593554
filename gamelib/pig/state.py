"""Pig: the game object that enforces the rules (the handout's ``pig_game.py``
re-exports it from here).

``PigGame`` has the shape of every game in the course (see ``gamelib``): ``turn``,
``legal_moves``, ``check``/``is_legal``, ``push``/``pop``, ``history``, ``copy()``,
``is_over()``, ``outcome()``, ``str()`` and ``_repr_svg_``. A call the rules forbid
raises a ``gamelib.errors`` subclass naming the rule and leaves the game exactly as
it was. Views (the terminal program, the notebook board) only read the state and
call these methods, so every view plays by the same rules.

Pig is a game of chance, so undoing a move must also undo the die, so that the
same roll comes out again. Saving a ``random.Random`` costs more than a whole move
(625 numbers), so the game saves the die's state once, after the opening rolls, and
counts the rolls since: ``pop`` puts the scores and the turn back from a small
snapshot and rewinds the die by replaying that many rolls from the saved state.
Equality compares the die's state too, so ``copy()`` equals its original until one
of them moves.

``PigGame`` is a ``gamelib.state.GameState``; the hooks it fills in: ``_turn`` is
the name of the player in the seat to move; ``_check`` returns ``"roll"`` or
``"hold"`` (holding needs a roll first this turn); ``_check_player`` takes a name
or a ``Player`` (an unknown name is an ``UnknownPlayerError``); ``_save`` is the
snapshot above and ``_undo`` puts it back, rewinding the die after a roll;
``_apply`` rolls or banks; ``_outcome`` names the winner and their points;
``_moves`` is only ``"roll"`` until the die has been rolled this turn (and
``_count_moves`` says so without listing); ``_copy_into`` gives a copy its own die
and scores. Its pictures, as text and SVG, are ``gamelib.pig.pictures``.
"""

import copy
import itertools
import random
from collections.abc import Iterable
from typing import Any, NamedTuple, cast

from gamelib.arguments import excerpt, whole_number
from gamelib.errors import GameOverError, NotYourTurnError
from gamelib.pig.errors import (
    ArgumentError,
    ComputerOpponentError,
    GoalError,
    HoldBeforeRollError,
    MoveFormatError,
    PlayerCountError,
    PlayerNameError,
    UnknownPlayerError,
)
from gamelib.pig.parts.die import (
    Die,
    Rolls,
    check_die,
    check_face,
    die_state,
    restore_die_state,
)
from gamelib.pig.parts.event import HELD, PIGGED, ROLLED, WON, Event
from gamelib.pig.parts.player import Player, check_distinct, check_name
from gamelib.pig.parts.position import HOLD, MOVES, ROLL, Position
from gamelib.pig.parts.turn_order import TurnOrder
from gamelib.pig.pictures import game_svg, game_text
from gamelib.state import GameState, Outcome

MIN_PLAYERS = 2
MAX_PLAYERS = 4
DEFAULT_GOAL = 100
PIG = 1  # the face that ends a turn and loses the turn total

FIRST_ROLL_MOVES = (ROLL,)


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
    decided by one opening roll each (``gamelib.pig.parts.turn_order``); ``rng``
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
        self.goal = whole_number(goal, "the goal", low=1, wrong_type=GoalError)
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
            self._snapshot(),
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
        """The player called ``name``; ``UnknownPlayerError`` if nobody is."""
        for player in self.players:
            if player.name == name:
                return player
        known = ", ".join(p.name for p in self.players)
        raise UnknownPlayerError(
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

    def _check_not_over(self) -> None:
        if self._winner is not None:
            raise GameOverError(self._over_message())

    def _check_player(self, player: object) -> None:
        """``player`` (a name or a ``Player``) must be the one to move."""
        self._check_mover(player)

    def _check_mover(self, player: object) -> None:
        who = self.player(player) if isinstance(player, str) else player
        if who not in self.players:
            raise UnknownPlayerError(f"{excerpt(who)} is not playing in this game")
        mover = self.players[self._seat]
        if who != mover:
            raise NotYourTurnError(
                f"it is {mover.name}'s turn, not {cast(Player, who).name}'s"
            )

    # -- changing it ------------------------------------------------------------
    def _save(self) -> _Snapshot:
        return self._snapshot()

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

    def _snapshot(self) -> _Snapshot:
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
