"""Pig: simple computer strategies that need no solving.

A strategy answers "roll or hold?" two ways: ``action(score, opponent, turn_total)``
for tables, plots and exact comparisons, and ``strategy(game)`` so it can be a
computer player in a running game (the ``gamelib.players`` convention).
"""

ROLL = "roll"
HOLD = "hold"


class HoldAt:
    """Keep rolling until the turn total reaches ``threshold``, then hold.

    It also holds as soon as holding wins, and always rolls first (holding before
    the first roll of a turn is against the rules). Hold at 20 is the classic: it
    maximises the expected points of a single turn.
    """

    def __init__(self, threshold, goal=100):
        if isinstance(threshold, bool) or not isinstance(threshold, int):
            raise TypeError(f"threshold must be a whole number, not {threshold!r}")
        if threshold < 1:
            raise ValueError(f"threshold must be at least 1, not {threshold}")
        self.threshold = threshold
        self.goal = goal

    def __repr__(self):
        return f"hold_at({self.threshold})"

    def __eq__(self, other):
        return isinstance(other, HoldAt) and (self.threshold, self.goal) == (
            other.threshold,
            other.goal,
        )

    def __hash__(self):
        return hash((HoldAt, self.threshold, self.goal))

    def _decide(self, score, turn_total, goal):
        if turn_total == 0:
            return ROLL
        if turn_total >= self.threshold or score + turn_total >= goal:
            return HOLD
        return ROLL

    def action(self, score, opponent, turn_total):
        """The move at this position; the opponent's score does not matter here."""
        return self._decide(score, turn_total, self.goal)

    def roll_table(self, goal):
        """Boolean array [score, opponent, turn_total]: True where this rolls."""
        import numpy as np

        score = np.arange(goal)[:, None, None]
        turn_total = np.arange(goal)[None, None, :]
        rolls = (turn_total == 0) | (
            (turn_total < self.threshold) & (score + turn_total < goal)
        )
        return np.broadcast_to(rolls, (goal, goal, goal)).copy()

    def __call__(self, game):
        return self._decide(game.current_player.score, game.turn_total, game.goal)


def hold_at(threshold, goal=100):
    """A ``HoldAt`` strategy: ``hold_at(20)`` is the classic predictable opponent."""
    return HoldAt(threshold, goal)
