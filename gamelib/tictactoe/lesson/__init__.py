"""The tic-tac-toe lesson's pieces (``notebooks/02-tictactoe.ipynb``), as written there.

The lesson has learners write the handout's milestones with plain lists and loops;
this package names the course's own version of each piece, which later milestones of
the lesson import (so each runs alone after a kernel restart), which the boards use,
and which the self-checks (``checks``) are tested against. Each piece exists once:
a piece the model uses too is the model's, written the way the lesson writes it and
imported here from its layer; the pieces only the lesson uses are in this package.

Milestone 1, the board: ``board`` (``new_board``, ``place``); ``BLANK``, ``LINES``
and ``winner`` are ``parts.cells``'.
Milestone 2, printing: ``drawing`` and ``board_text`` are ``pictures``'; the same
board on a canvas is ``board_canvas``.
Milestone 3, the pattern matcher: ``PATTERNS`` and ``matches`` are
``players.patterns``'.
Milestone 4, rotation: ``rotate`` is ``parts.rotation``'.
Milestone 5, the full algorithm: ``computer`` (``computer_move``, and ``as_player``
for the course's boards); ``fallback_square`` is ``players.pattern_player``'.
``pictures`` draws the lesson's illustrations.
The board, the view half: ``clicks`` (``answer_click`` for a person's click,
``computer_reply`` for the computer's turn, ``ending``), and ``referee``, which holds
each step of the learner's pieces to the course's rules while the board plays them.
Nothing here imports a widget: drawing functions take any canvas-like object.
``checks/``: the self-checks, one module a milestone.
"""

from gamelib.tictactoe.parts.cells import BLANK, LINES, winner
from gamelib.tictactoe.parts.rotation import rotate
from gamelib.tictactoe.pictures import board_text, drawing
from gamelib.tictactoe.players.pattern_player import fallback_square
from gamelib.tictactoe.players.patterns import PATTERNS, matches

from .board import new_board, place
from .board_canvas import (
    BOARD_HEIGHT,
    CELL,
    SIZE,
    centre,
    draw_board,
    draw_grid,
    draw_strip,
    draw_symbol,
    square_at,
)
from .clicks import answer_click, computer_reply, ending
from .computer import as_player, computer_move
from .pictures import (
    PATTERN_GROUPS,
    PATTERNS_WIDTH,
    RESULTS_HEIGHT,
    RESULTS_WIDTH,
    TURNS_HEIGHT,
    TURNS_WIDTH,
    WHY_HEIGHT,
    WHY_WIDTH,
    draw_pattern_group,
    draw_results,
    draw_turns,
    draw_why,
    pattern_group_height,
)
from .referee import PieceRuleError, judged_answer, judged_move, said, started

__all__ = [
    "BLANK",
    "PieceRuleError",
    "answer_click",
    "computer_reply",
    "ending",
    "judged_answer",
    "judged_move",
    "said",
    "started",
    "BOARD_HEIGHT",
    "CELL",
    "LINES",
    "PATTERNS",
    "PATTERN_GROUPS",
    "PATTERNS_WIDTH",
    "RESULTS_HEIGHT",
    "RESULTS_WIDTH",
    "SIZE",
    "TURNS_HEIGHT",
    "TURNS_WIDTH",
    "WHY_HEIGHT",
    "WHY_WIDTH",
    "as_player",
    "board_text",
    "centre",
    "computer_move",
    "draw_board",
    "draw_grid",
    "draw_pattern_group",
    "draw_results",
    "draw_strip",
    "draw_symbol",
    "draw_turns",
    "draw_why",
    "drawing",
    "fallback_square",
    "matches",
    "new_board",
    "pattern_group_height",
    "place",
    "rotate",
    "square_at",
    "winner",
]
