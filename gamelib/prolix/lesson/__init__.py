"""What the Prolix lesson (``notebooks/03-prolix.ipynb``) needs besides the model.

``pieces``  the lesson's pieces as the lesson writes them, ``play_word`` (the word
            entry) included: what ``check.borrow`` lends a notebook whose piece is
            missing or still a stub
``game``    the game the lesson's board plays (``Game``, ``new_game``) and the
            referee that plays a round on a copy (``play_round``), so a learner's
            piece that breaks a rule is reported in words and changes nothing
``checks``  the self-checks, one module a milestone (the notebook imports it as
            ``check``)
"""

from .game import Game, Round, board_problem, new_game, play_round, round_problem
from .pieces import (
    Bag,
    draw_tile,
    fill_board,
    find_tile,
    game_status,
    is_letters,
    letters_on,
    placement_problem,
    play_word,
    score_word,
    slide_right,
    tile_value,
    word_problem,
)

__all__ = [
    "Bag",
    "Game",
    "Round",
    "board_problem",
    "draw_tile",
    "fill_board",
    "find_tile",
    "game_status",
    "is_letters",
    "letters_on",
    "new_game",
    "placement_problem",
    "play_round",
    "play_word",
    "round_problem",
    "score_word",
    "slide_right",
    "tile_value",
    "word_problem",
]
