"""Pig, the dice game: rules, computer players, exact figures, program and lesson.

The map: each rule in one module; a module imports only from those above it, so the
rules never depend on a picture, a program or the lesson.

- ``die``: the die's faces 1-6 (``DieFaceError``), opposite faces sum to 7, its
  pips and SVG, saving what it rolls next; ``ScriptedDie``, a loaded die.
- ``player``: ``Player`` and the rules of names (``DuplicatePlayerError``); the two
  moves and the ``Position`` a strategy sees; ``hold_at`` and ``ComputerPlayer``.
- ``pictures``: the scoreboard as text (``str(game)``) and as SVG.
- ``pig_game``: ``PigGame``: 2-4 players, a computer only in a two-player game
  (``ComputerOpponentError``), who goes first (``TurnOrder``, ``play_order``), a 1
  loses the turn total, hold only after a roll (``HoldBeforeRollError``), the goal
  wins; ``Event``, what a move did; ``staged_game``, a game at a chosen position.
- ``optimal``: the strategy that wins most often, its table for 100 shipped
  (``optimal_rolls_100.zlib``), ``optimal_player``, exact match-ups (numpy).
- ``pig`` (and ``__main__``): the terminal program, ``./gamelib/pig/pig.py`` or
  ``python -m gamelib.pig``.
- ``lesson``: the lesson's ``on_roll``/``on_hold`` and canvas drawings; ``checks``:
  its self-checks, one section a milestone.

Rules shared with other games (game over, not your turn, a wrong move, player count
and names, a bad argument) are classes of ``gamelib.errors``. All but the match-ups
and the lesson use the standard library alone, as the handout asks.
"""

from gamelib.pig.die import Die
from gamelib.pig.optimal import (
    first_player_win_probability,
    optimal_player,
    optimal_policy,
)
from gamelib.pig.pig_game import PigGame
from gamelib.pig.player import HOLD, ROLL, ComputerPlayer, Player, hold_at
