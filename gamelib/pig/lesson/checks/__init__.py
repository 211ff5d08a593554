"""Self-checks for the Pig lesson: ``check.die(Die)`` and the rest, one per piece.

Each battery is the list of rules one piece must follow, as data: a case's name, the
rule in words, how the piece is used, and what is expected. The lesson imports this
package as ``check``; ``gamelib.selfcheck`` runs the cases and prints which passed.
The course's own pieces (``gamelib.pig``) pass every battery that shares their
shape, and so does the beginner's version the lesson writes.

One module a milestone of ``notebooks/01-pig.ipynb``, each with its "Try it":

- ``die``: 1, the die (``die``, ``loaded_die``)
- ``player``: 2, the player (``player``, ``refuse_duplicates``)
- ``computer``: 3, the computer player (``hold_at_20``, ``computer_player``,
  ``against_hold_at_20``)
- ``game``: 4, the game (``table``, ``pig_game``, ``status_line``)
- ``order``: 5, who goes first (``play_order``, ``play_order_rerolls``)
- ``terminal``: 6, the terminal program (``parse_move``, ``play_game``,
  ``move_prompt``)
- ``buttons``: 7, the Roll and Hold buttons (``on_roll``, ``on_hold``, ``roll_to``)

``tools`` holds what only Pig's cases need (a die a case loads, a game read back
as named numbers); the judges every game shares are in ``gamelib.selfcheck``.
"""

from gamelib.selfcheck import hint, progress  # check.hint(), check.progress()
from gamelib.selfcheck.pieces import CoursePieces

from .buttons import on_hold, on_roll, roll_to
from .computer import against_hold_at_20, computer_player, hold_at_20
from .die import die, loaded_die
from .game import pig_game, status_line, table
from .order import play_order, play_order_rerolls
from .player import player, refuse_duplicates
from .terminal import move_prompt, parse_move, play_game

COURSE_PIECES = CoursePieces("gamelib.pig")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on

__all__ = [
    "hint",
    "progress",
    "borrow",
    "runs_on",
    "against_hold_at_20",
    "computer_player",
    "die",
    "hold_at_20",
    "loaded_die",
    "move_prompt",
    "on_hold",
    "on_roll",
    "parse_move",
    "pig_game",
    "play_game",
    "play_order",
    "play_order_rerolls",
    "player",
    "refuse_duplicates",
    "roll_to",
    "status_line",
    "table",
]
