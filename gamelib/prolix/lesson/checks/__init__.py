"""Self-checks for the Prolix lesson: ``check.score_word(score_word)`` and the rest.

Each battery is the list of rules one piece must follow, as data (see
``gamelib.selfcheck``). One module a milestone of ``notebooks/03-prolix.ipynb``,
each with its "Try it":

- ``score_a_word``: 1, score a word (``tile_value``, ``score_word``,
  ``worth_in_each_column``)
- ``what_was_typed``: 2, check what the player typed (``word_problem``,
  ``is_name``)
- ``bag_and_limits``: 3, the bag and its limits (``Bag``, ``placement_problem``,
  ``draw_tile``, ``fill_board``, ``keeps_the_limits``)
- ``rounds``: 4, rounds, winning and losing (``slide_right``, ``game_status``,
  ``hint_ranking``: a hint of your own, measured against the best words)
- ``play_a_word``: 5, play a word (``play_word``, what Submit does;
  ``play_in_terminal``)

``tools`` holds what only Prolix's cases share (the handout's boards, how a
returned board is read); the judges every game shares are in ``gamelib.selfcheck``.
The lesson imports this package as ``check``. Every battery passes the course's
pieces (``gamelib.prolix.lesson``) and fails the usual wrong answers (tests/prolix).
"""

from gamelib.selfcheck import hint, progress  # check.hint(), check.progress()
from gamelib.selfcheck.pieces import CoursePieces

from .bag_and_limits import (
    Bag,
    draw_tile,
    fill_board,
    keeps_the_limits,
    placement_problem,
)
from .play_a_word import play_in_terminal, play_word
from .rounds import game_status, hint_ranking, slide_right
from .score_a_word import score_word, tile_value, worth_in_each_column
from .what_was_typed import is_name, word_problem

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
