"""Pig: the people and the computer who take turns.

A ``Player`` is a name and a banked score. A ``ComputerPlayer`` is a player that also
decides for itself: it asks its strategy, a function ``strategy(game) -> "roll" |
"hold"`` in the sense of ``gamelib.players``, so any strategy a learner writes in
one notebook cell can take the computer's seat.
"""

from gamelib.pig.errors import PlayerNameError
from gamelib.pig.strategies import hold_at

MAX_NAME_LENGTH = 20


class Player:
    """Somebody at the table: a name shown on the scoreboard and a banked score."""

    is_computer = False

    def __init__(self, name):
        if not isinstance(name, str) or not name.strip():
            raise PlayerNameError(f"a player needs a non-blank name, not {name!r}")
        name = name.strip()
        if len(name) > MAX_NAME_LENGTH:
            raise PlayerNameError(
                f"a name may have at most {MAX_NAME_LENGTH} characters: {name!r}"
            )
        self.name = name
        self.score = 0

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, score={self.score})"

    def bank(self, points):
        """Add a held turn total to the banked score."""
        self.score += points


class ComputerPlayer(Player):
    """A player whose moves come from a strategy (hold at 20 unless told otherwise).

    The handout asks for a computer that does not look unpredictable: every
    strategy here is a fixed rule of the scores, so the same position always gets
    the same move.
    """

    is_computer = True

    def __init__(self, name="Computer", strategy=None):
        super().__init__(name)
        self.strategy = strategy if strategy is not None else hold_at(20)

    def __repr__(self):
        return (
            f"ComputerPlayer({self.name!r}, score={self.score}, "
            f"strategy={self.strategy!r})"
        )

    def choose(self, game):
        """The move this player makes in ``game``'s current position."""
        return self.strategy(game)
