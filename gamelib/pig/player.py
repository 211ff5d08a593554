"""Pig: the handout's ``player.py``, the people and the computer who take turns.

``Player`` is a part of the game (``parts/player.py``); ``ComputerPlayer`` moves
with a strategy, so it lives with the computer players (``players.py``). This file
is where the handout says to find both.
"""

from gamelib.pig.parts.player import Player
from gamelib.pig.players import ComputerPlayer

__all__ = ["ComputerPlayer", "Player"]
