"""Self-checks for the Prolix lesson: ``check.score_word(score_word)`` and the rest.

Each battery is the list of rules one piece must follow, as data (see
``gamelib.selfcheck``), grouped by the lesson's milestones:

1. scoring: ``tile_value``, ``score_word``; Try it: ``worth_in_each_column``
2. input validation: ``word_problem``; Try it: ``is_name``
3. the bag and its limits: ``Bag``, ``placement_problem``, ``draw_tile``,
   ``fill_board``; Try it: ``keeps_the_limits``
4. rounds: ``slide_right``, ``game_status``; Try it: ``hint_ranking`` (a hint of
   your own, measured against the best words)
5. the word entry: ``play_word``, what Submit does; Try it: ``play_in_terminal``

The lesson imports this package as ``check``. Every battery passes the course's
pieces in ``gamelib.prolix`` and fails the usual wrong answers (tests/prolix).
"""

from gamelib.selfcheck import hint, progress  # check.hint(), check.progress()
from gamelib.selfcheck.borrowing import CoursePieces

from .bag import Bag, draw_tile, fill_board, keeps_the_limits, placement_problem
from .entry import play_in_terminal, play_word
from .hints import hint_ranking
from .rounds import game_status, slide_right
from .scoring import score_word, tile_value, worth_in_each_column
from .words import is_name, word_problem

# The board borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "score_word"); a board says whose pieces it runs on.
COURSE_PIECES = CoursePieces(
    "gamelib.prolix.lesson", "gamelib.prolix", lent=("gamelib.prolix.lesson.pieces",)
)
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on

__all__ = [
    "hint",
    "progress",
    "borrow",
    "runs_on",
    "Bag",
    "draw_tile",
    "fill_board",
    "game_status",
    "hint_ranking",
    "is_name",
    "keeps_the_limits",
    "placement_problem",
    "play_in_terminal",
    "play_word",
    "score_word",
    "slide_right",
    "tile_value",
    "word_problem",
    "worth_in_each_column",
]
