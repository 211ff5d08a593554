"""How a game of Prolix goes: six rounds, and the total to reach after each.

Missing a round's minimum loses at once; reaching the sixth round's minimum (105)
wins. These numbers are the handout's.
"""

from collections.abc import Iterable

from gamelib.arguments import describe, whole_number
from gamelib.prolix.errors import ArgumentError

MINIMUM_TOTALS = (15, 31, 48, 66, 85, 105)
"""The running total needed after rounds 1 to 6; missing one loses at once."""
ROUNDS = len(MINIMUM_TOTALS)
PLAYER = "Player"
"""The name of the one player of a solo game, unless another is given."""
MAX_NAME_LENGTH = 30

PLAYING, WON, LOST = "playing", "won", "lost"


def game_status(scores: Iterable[int]) -> str:
    """ "playing", "won" or "lost", given the scores of the words played so far.

    The running total is checked after every round, so a missed round loses even
    if later scores would make up for it; the game is won only after round six.
    The lesson's piece (``ProlixState.outcome`` says the same of a real game).
    """
    if isinstance(scores, str) or not isinstance(scores, Iterable):
        raise ArgumentError(f"scores is a list of numbers, got {describe(scores)}")
    total = 0
    played = 0
    for played, score in enumerate(scores, start=1):
        if played > ROUNDS:
            raise ArgumentError(f"a game has {ROUNDS} rounds, not more")
        total += whole_number(score, "a score", low=0, wrong_type=ArgumentError)
        if total < MINIMUM_TOTALS[played - 1]:
            return LOST
    return WON if played == ROUNDS else PLAYING
