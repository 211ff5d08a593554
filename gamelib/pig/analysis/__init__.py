"""Pig: the exact figures of the game, each solved rather than simulated.

``optimal`` solves the strategy that wins most often (and ships its decisions for
the default goal, ``optimal_rolls_100.zlib``), ``policy_table`` keeps a fixed
strategy as one byte a position, and ``matchup`` gives the exact chance that one
fixed strategy beats another (the lesson's figures; numpy, imported when asked).
"""
