"""Pig: deciding who goes first.

The handout: every player rolls the die once and the players are ordered by their
rolls in ascending order (lowest roll first). Tied players may be put, arbitrarily,
at any position not less than the position their roll earned. We read "the position
the player rolled" as the first place the tied roll would get (two players tied for
the lowest roll both earned place 1), so the tied players share the block of places
from there on; the game's random number generator shuffles them within it. Nobody
re-rolls, so deciding the order takes exactly one roll per player, and with a seeded
generator the order is reproducible. ``play_order`` is the same rule as one function
(the piece the lesson has learners write), ``TurnOrder`` also keeps the rolls.
"""

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from gamelib.arguments import excerpt
from gamelib.pig.errors import UnknownPlayerError
from gamelib.pig.parts.die import Rolls, check_face
from gamelib.pig.parts.player import Player


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
        """The opening roll of ``player`` (``UnknownPlayerError`` if none)."""
        for seated, roll in self.rolls:
            if seated == player:
                return roll
        raise UnknownPlayerError(
            f"{excerpt(player)} did not roll for the order of play"
        )

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


def play_order(
    players: Sequence[Player], die: Rolls, rng: random.Random
) -> list[Player]:
    """Playing order: one roll each, lowest first, ties at random."""
    return list(TurnOrder.decide(players, die, rng).order)
