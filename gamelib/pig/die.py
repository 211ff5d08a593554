"""Pig: the handout's ``die.py``, the six-sided die.

The die is a part of the game, so it lives with the others in ``parts/die.py``;
this file is where the handout says to find it.
"""

from gamelib.pig.parts.die import Die

__all__ = ["Die"]
