"""Prolix, the solo word game: six rounds, one word per round, rising totals.

Each round you type one English word and score the board tiles it uses (a tile is
worth its column, 4, 4, 3 or 2, plus 1 for K V W Y or 2 for J Q X Z). Your
running total must reach 15, 31, 48, 66, 85 and 105; miss one and the game is
lost, reach the last and it is won.

Where each rule lives, layer by layer (each imports only from those above it):

``tiles``
    The rules, each in one place, and their errors: the tiles, the ``Bag``, the
    ``TileBoard``, a word's score and problems, six rounds (its docstring walks
    through them with the handout's worked example).
``words``
    Which words count: the built-in list shipped in ``data/`` or your own file
    (``load_dictionary``, ``WordList``, ``DictionaryError``), and the shipped
    file's format.
``build_word_list``
    The maintainer's tool that makes that file from the Hunspell files (spylls),
    keeping ordinary words (``python -m gamelib.prolix.build_word_list``).
``finder``
    The best words for a board, fast (``best_words``), and a hint function
    measured on seeded boards against them (``measure``).
``pictures``
    The game in words and as an SVG picture: the text board, a tile's worth, a
    round's result, the verdict, ``board_picture``.
``state``
    ``ProlixState``, the whole game: a ``gamelib.state.GameState`` that checks a
    word against the rules, plays the round, slides and refills the board, and
    undoes all of it; ``legal_moves`` is every unused word, best first. Its
    computer player ``best_word_player(state) -> word``.
``prolix``
    The handout's ``prolix.py``: the terminal program (``python -m gamelib.prolix``).
``lesson``
    The lesson's pieces as the lesson writes them (``draw_tile``, ``fill_board``,
    ``slide_right``, ``play_word``, ...) and the game its board plays, each round
    tried on a copy by ``gamelib.selfcheck.trial`` (``new_game``, ``play_round``).
``checks``
    The self-checks of ``notebooks/03-prolix.ipynb``, one section a milestone (the
    lesson imports it as ``check``).

The shared errors are ``gamelib.errors``', the argument checks ``gamelib.arguments``'.
The model's versions of the lesson's pieces are exported here; the word list and its
licence are described in ``docs/design.md``.
"""

from gamelib.prolix.finder import best_words
from gamelib.prolix.pictures import board_picture, tile_text
from gamelib.prolix.state import ProlixState, best_word_player
from gamelib.prolix.tiles import (
    COLUMN_VALUES,
    LETTER_BONUS,
    MINIMUM_TOTALS,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    Bag,
    RoundResult,
    TileBoard,
    game_status,
    placement_problem,
    score_breakdown,
    score_word,
    tile_value,
    word_problem,
)
from gamelib.prolix.words import WordList, load_dictionary
