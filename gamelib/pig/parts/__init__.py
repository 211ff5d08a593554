"""Pig: what a game is made of, each part a module of its own, all pure Python.

``die`` (the six-sided die, its pips and its picture), ``player`` (a name at the
table), ``position`` (the two moves and what a strategy sees), ``event`` (what a
move did) and ``turn_order`` (who goes first). ``gamelib.pig.state`` builds the
game from them; none of them knows the game.
"""
