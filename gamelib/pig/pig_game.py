"""Pig: the game object that enforces the rules.

``PigGame`` is shaped like a board in python-chess: it holds the whole state, says
which moves are legal, and ``roll()``, ``hold()`` or ``push(move)`` change it. A call
that the rules forbid raises a ``PigRuleError`` subclass naming the rule and leaves
the game exactly as it was. Views (the terminal program, the notebook board) only
read the state and call these methods, so every view plays by the same rules.
"""

import random
from dataclasses import dataclass

from gamelib.pig.die import Die
from gamelib.pig.errors import (
    ComputerOpponentError,
    DuplicatePlayerError,
    GameOverError,
    GoalError,
    HoldBeforeRollError,
    NotYourTurnError,
    PlayerCountError,
    UnknownMoveError,
    UnknownPlayerError,
)
from gamelib.pig.player import Player
from gamelib.pig.turn_order import TurnOrder

MIN_PLAYERS = 2
MAX_PLAYERS = 4
DEFAULT_GOAL = 100
PIG = 1  # the face that ends a turn and loses the turn total
ROLL = "roll"
HOLD = "hold"


@dataclass(frozen=True)
class TurnStatus:
    """What the handout says to show at the start of every roll."""

    player: Player
    score: int
    turn_total: int
    rolls: int

    def describe(self):
        return (
            f"{self.player.name}: total score {self.score}, "
            f"turn score {self.turn_total}, rolls this turn {self.rolls}"
        )


@dataclass(frozen=True)
class Event:
    """One thing that happened, kept in ``PigGame.history`` for views to replay.

    ``kind`` is ``"roll"`` (2-6, turn goes on), ``"pig"`` (a 1, turn lost),
    ``"hold"`` (turn total banked) or ``"win"`` (banked and reached the goal).
    ``value`` is the die face for rolls and the banked points for holds.
    """

    kind: str
    player: Player
    value: int
    turn_total: int
    score: int

    def describe(self):
        name = self.player.name
        if self.kind == "roll":
            return f"{name} rolls {self.value}: turn score {self.turn_total}."
        if self.kind == "pig":
            return f"{name} rolls a 1 and loses the turn score."
        if self.kind == "hold":
            return f"{name} holds and banks {self.value}: total {self.score}."
        return f"{name} holds at {self.score} and wins!"


def _as_player(entry):
    return entry if isinstance(entry, Player) else Player(entry)


class PigGame:
    """A game of Pig for 2 to 4 players, played to ``goal`` banked points.

    ``players`` are ``Player`` objects or plain names. The order of play is decided
    by one opening roll each (see ``gamelib.pig.turn_order``); ``rng`` seeds the die
    and the tie-break so a game can be replayed.
    """

    def __init__(self, players, goal=DEFAULT_GOAL, rng=None, die=None):
        players = [_as_player(entry) for entry in players]
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise PlayerCountError(
                f"Pig is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                f"not {len(players)}"
            )
        names = [player.name for player in players]
        repeated = sorted({name for name in names if names.count(name) > 1})
        if repeated:
            raise DuplicatePlayerError(
                f"every player needs a different name; repeated: {', '.join(repeated)}"
            )
        if len(players) != 2 and any(player.is_computer for player in players):
            raise ComputerOpponentError(
                "a computer opponent is only allowed in a two-player game; "
                f"this game has {len(players)} players"
            )
        if isinstance(goal, bool) or not isinstance(goal, int) or goal < 1:
            raise GoalError(f"the goal must be a whole number >= 1, not {goal!r}")
        self.goal = goal
        self.rng = rng if rng is not None else random.Random()
        self.die = die if die is not None else Die(self.rng)
        self.turn_order = TurnOrder.decide(players, self.die, self.rng)
        self.players = list(self.turn_order.order)
        for player in self.players:
            player.score = 0
        self._current = 0
        self.turn_total = 0
        self.rolls_this_turn = 0
        self.last_roll = None
        self.winner = None
        self.history = []

    def __repr__(self):
        scores = ", ".join(f"{p.name}={p.score}" for p in self.players)
        return f"<PigGame to {self.goal}: {scores}; {self.status_line()}>"

    # -- reading the state ------------------------------------------------------
    @property
    def current_player(self):
        return self.players[self._current]

    @property
    def is_over(self):
        return self.winner is not None

    @property
    def legal_moves(self):
        """The moves allowed now: only ``"roll"`` at the start of a turn."""
        if self.is_over:
            return ()
        if self.rolls_this_turn == 0:
            return (ROLL,)
        return (ROLL, HOLD)

    @property
    def status(self):
        """Current player's total, turn score and rolls: shown before each roll."""
        player = self.current_player
        return TurnStatus(player, player.score, self.turn_total, self.rolls_this_turn)

    @property
    def scores(self):
        """Banked scores by name, in playing order."""
        return {player.name: player.score for player in self.players}

    def player(self, name):
        """The player called ``name``; ``UnknownPlayerError`` if nobody is."""
        for player in self.players:
            if player.name == name:
                return player
        known = ", ".join(p.name for p in self.players)
        raise UnknownPlayerError(f"no player named {name!r} here (players: {known})")

    def score_of(self, name):
        return self.player(name).score

    def status_line(self):
        """One line for a view's message area."""
        if self.is_over:
            return f"{self.winner.name} wins with {self.winner.score} points!"
        return self.status.describe()

    # -- changing it ------------------------------------------------------------
    def _check_can_move(self, player):
        if self.is_over:
            raise GameOverError(
                f"the game is over: {self.winner.name} won with {self.winner.score}"
            )
        if player is not None:
            who = player if isinstance(player, Player) else self.player(player)
            if who not in self.players:
                raise UnknownPlayerError(f"{who.name!r} is not playing in this game")
            if who is not self.current_player:
                raise NotYourTurnError(
                    f"it is {self.current_player.name}'s turn, not {who.name}'s"
                )

    def roll(self, player=None):
        """Roll the die for the current player; returns the ``Event``.

        A 1 ends the turn and loses the turn total; 2 to 6 add to it. ``player``
        (a name or ``Player``), when given, must be the current player.
        """
        self._check_can_move(player)
        mover = self.current_player
        face = self.die.roll()
        self.last_roll = face
        if face == PIG:
            event = Event("pig", mover, face, 0, mover.score)
            self._next_turn()
        else:
            self.turn_total += face
            self.rolls_this_turn += 1
            event = Event("roll", mover, face, self.turn_total, mover.score)
        self.history.append(event)
        return event

    def hold(self, player=None):
        """Bank the turn total; the game ends if that reaches the goal.

        Holding before the first roll of a turn is against the rules.
        """
        self._check_can_move(player)
        if self.rolls_this_turn == 0:
            raise HoldBeforeRollError(
                f"{self.current_player.name} must roll at least once before holding"
            )
        mover = self.current_player
        banked = self.turn_total
        mover.bank(banked)
        if mover.score >= self.goal:
            self.winner = mover
            event = Event("win", mover, banked, banked, mover.score)
        else:
            event = Event("hold", mover, banked, banked, mover.score)
            self._next_turn()
        self.history.append(event)
        return event

    def push(self, move, player=None):
        """Make ``move`` (``"roll"`` or ``"hold"``), as computer players return it."""
        if move == ROLL:
            return self.roll(player)
        if move == HOLD:
            return self.hold(player)
        raise UnknownMoveError(f'the moves are "roll" and "hold", not {move!r}')

    def play_computer_turn(self):
        """Let the current computer player move until its turn ends; its events."""
        mover = self.current_player
        if not mover.is_computer:
            raise NotYourTurnError(f"{mover.name} is not a computer player")
        events = []
        while not self.is_over and self.current_player is mover:
            events.append(self.push(mover.choose(self)))
        return events

    def _next_turn(self):
        self._current = (self._current + 1) % len(self.players)
        self.turn_total = 0
        self.rolls_this_turn = 0

    def _repr_svg_(self):
        from gamelib.pig.svg import game_svg

        return game_svg(self)
