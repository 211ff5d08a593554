"""How a game of Prolix goes: six rounds, and the total to reach after each.

Missing a round's minimum loses at once; reaching the sixth round's minimum (105)
wins. These numbers are the handout's.
"""

MINIMUM_TOTALS = (15, 31, 48, 66, 85, 105)
"""The running total needed after rounds 1 to 6; missing one loses at once."""
ROUNDS = len(MINIMUM_TOTALS)
PLAYER = "Player"
"""The name of the one player of a solo game, unless another is given."""
MAX_NAME_LENGTH = 30
