"""The tic-tac-toe lesson's pieces (``notebooks/02-tictactoe.ipynb``), as written there.

The lesson has learners write the handout's milestones with plain lists and loops;
this package keeps the course's own version of each piece, which later milestones of
the lesson import (so each runs alone after a kernel restart), which the boards use,
and which the self-checks (``gamelib.tictactoe.checks``) are tested against. The
rest of ``gamelib.tictactoe`` is the fuller model (``Board`` with its errors, the
searches); tests prove both give the same answers on every reachable position.

Milestone 1, the board: ``board`` (a list of nine cells, ``place``, ``winner``).
Milestone 2, printing: ``printing`` (the handout's text), and ``board_canvas`` (the
same board on a canvas).
Milestone 3, the pattern matcher: ``patterns`` (the 21 patterns as strings,
``matches``).
Milestone 4, rotation: ``turning`` (``rotate``).
Milestone 5, the full algorithm: ``computer`` (``fallback_square``,
``computer_move``, ``as_player``); ``pictures`` draws the lesson's illustrations.
The board, the view half: ``clicks`` (``answer_click`` for a person's click,
``computer_reply`` for the computer's turn, ``ending``), and ``referee``, which holds
each step of the learner's pieces to the course's rules while the board plays them.
Nothing here imports a widget: drawing functions take any canvas-like object.
"""

from .board import BLANK, LINES, new_board, place, winner
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
from .computer import as_player, computer_move, fallback_square
from .patterns import PATTERNS, matches
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
from .printing import board_text, drawing
from .referee import PieceRuleError, judged_answer, judged_move, said, started
from .turning import rotate

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
