"""Pig, the dice game: rules, computer players, exact figures, program and lesson.

The package has the skeleton every game of the course has; each layer imports only
from the layers above it in this list, so the rules never depend on a lesson.

``errors.py``
    One exception per rule of Pig's own, each a ``gamelib.errors`` branch, and the
    shared ones Pig uses, re-exported (a 7 on a die is a ``DieFaceError``, holding
    before rolling a ``HoldBeforeRollError``).
``parts/``
    What a game is made of. ``die.py``: the six-sided die (faces 1-6, opposite faces
    sum to 7), the pip layout and its picture. ``player.py``: ``Player``, a name at
    the table, and the rules of names (short, printable, different in any capitals).
    ``position.py``: the moves ``"roll"`` and ``"hold"`` and the ``Position`` a
    strategy decides on. ``event.py``: what one move did, as ``push`` returns it.
    ``turn_order.py``: who goes first (one opening roll each, lowest first, ties
    broken at random), and ``play_order``, that rule as the lesson's one function.
``pictures.py``
    The scoreboard as text (``str(game)``) and as SVG (``game._repr_svg_``), for
    saved notebooks.
``state.py``
    ``PigGame``, the rules: 2-4 players (a computer only in a two-player game), roll
    or hold, a 1 loses the turn total, hold only after a roll, the first banked score
    to reach the goal wins. It is a ``gamelib.state.GameState`` and fills in its
    hooks: ``_turn``, ``_check``, ``_check_player``, ``_save``/``_apply``/``_undo``
    (a roll taken back rewinds the die), ``_outcome``, ``_moves``/``_count_moves``
    and ``_copy_into``.
``analysis/``
    Exact figures. ``optimal.py`` solves the strategy that wins most often (pure
    Python, about a second for 100) and ships its decisions for the default goal
    (``optimal_rolls_100.zlib``); ``policy_table.py`` keeps a fixed strategy as a
    table; ``matchup.py`` gives the exact chance that one fixed strategy beats
    another (lesson only; numpy).
``players.py``
    The computer players, each ``strategy(game) -> "roll" | "hold"`` in the
    ``gamelib.players`` sense: ``hold_at(n)``, ``optimal_player(goal)``, and
    ``ComputerPlayer``, the handout's computer player: a ``Player`` that moves with
    a strategy and is only asked on its turn.
``console.py``
    The terminal program's dialogue (names, opponent, moves, another game).
``lesson/``
    The lesson's reference ``on_roll``/``on_hold`` (``buttons.py``), its canvas
    drawings (``drawing.py``), the stand-ins that stage a game exactly
    (``scripted.py``: ``ScriptedDie``, ``staged_game``) and its self-checks
    (``checks/``, one module a milestone, with each milestone's "Try it").
``pig.py``, ``die.py``, ``player.py``, ``pig_game.py``, ``__main__.py``
    The files the handout names, each re-exporting its piece from the layers
    (``pig.py`` is the handout's main file: ``./gamelib/pig/pig.py``, as
    ``python -m gamelib.pig`` is).

Whole-number arguments are checked, and bad values quoted, by ``gamelib.arguments``,
as in every game. Everything but ``analysis/matchup.py`` and the lesson's board uses
the standard library alone, as the handout asks.

The names below are what a notebook or another package takes from ``gamelib.pig``
(the lesson borrows the course's ``Die``, ``Player``, ``ComputerPlayer``,
``PigGame``, ``on_roll`` and ``on_hold`` from here); everything else is imported
from its module.
"""

from gamelib.pig.analysis.matchup import first_player_win_probability
from gamelib.pig.analysis.optimal import optimal_policy
from gamelib.pig.lesson.buttons import on_hold, on_roll
from gamelib.pig.parts.die import Die
from gamelib.pig.parts.player import Player
from gamelib.pig.parts.position import HOLD, ROLL
from gamelib.pig.players import ComputerPlayer, hold_at, optimal_player
from gamelib.pig.state import PigGame

__all__ = [
    "HOLD",
    "ROLL",
    "ComputerPlayer",
    "Die",
    "PigGame",
    "Player",
    "first_player_win_probability",
    "hold_at",
    "on_hold",
    "on_roll",
    "optimal_player",
    "optimal_policy",
]
