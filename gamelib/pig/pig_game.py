"""Pig: the handout's ``pig_game.py``, the game object that enforces the rules.

The rules are the game's state, in ``state.py``; this file is where the handout
says to find them.
"""

from gamelib.pig.state import PigGame

__all__ = ["PigGame"]
