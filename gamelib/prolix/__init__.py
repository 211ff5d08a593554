"""Prolix, the solo word game: six rounds, one word per round, rising totals.

Each round you type one English word and score the board tiles it uses (a tile is
worth its column, 4, 4, 3 or 2, plus 1 for K V W Y or 2 for J Q X Z). Your
running total must reach 15, 31, 48, 66, 85 and 105; miss one and the game is
lost, reach the last and it is won.

Where each rule lives, layer by layer (each imports only from those above it):

``errors``
    Every refusal, each a branch of ``gamelib.errors`` named after its rule.
``parts/``
    What the game is built from. ``tiles``: the 77 tiles, how many of each
    letter, the rare letters' bonus. ``bag``: drawing tiles at random, putting a
    refused one back. ``board``: ``TileBoard``, four columns of two, the column
    values (``tile_value``), the two placement limits (``placement_problem``), the
    slide to the right (``TileBoard.shift_right``). ``scoring``: what a typed word
    is and what it scores on a board (``score_word``, ``score_breakdown``).
    ``validation``: ``word_problem``, why a typed word may not be played.
    ``rules``: six rounds, the minimum total after each, ``game_status``.
    ``records``: ``RoundResult``, what a round did. ``dictionary``: which words
    count, the built-in list or your own file; ``built_in_words`` writes and reads
    the file it ships in (``data/``), ``hunspell`` expands Hunspell stems and
    affixes into word forms, and ``build_word_list`` is the maintainer's tool
    that makes the file (``python -m gamelib.prolix.parts.build_word_list``).
    ``finder``: the best words for a board, fast (``best_words``); it sits
    here because the state's ``legal_moves`` order and hints are built on it.
``pictures``
    The game in words and as an SVG picture: the text board, a tile's worth, a
    round's result, the verdict, ``board_picture``.
``state``
    ``ProlixState``, the whole game: a ``gamelib.state.GameState`` whose hooks
    (listed in its docstring) check a word against the rules of letters, length,
    names, the dictionary and words used before, play the round, slide the board
    and refill it, and undo all of it; ``legal_moves`` is every unused word, best
    first.
``analysis/``
    ``hints``: a hint function measured on seeded boards against the best words.
``players``
    Computer players, ``player(state) -> word`` (``best_word_player``).
``console``
    The terminal dialogue (``python -m gamelib.prolix``); ``prolix.py`` is the
    handout's main file, named so by the handout, and only starts it.
``lesson/``
    The lesson's pieces as the lesson writes them (``pieces``: ``draw_tile``,
    ``fill_board``, ``slide_right``, ``play_word``, ...), the game its board plays,
    refereed round by round (``game``), and its self-checks (``checks``, one
    module a milestone of ``notebooks/03-prolix.ipynb``).

Whole-number arguments are checked, and bad values quoted, by ``gamelib.arguments``,
as in every game.

The lesson has learners write scoring, input validation, the bag and its limits,
rounds and the word entry; ``lesson`` keeps the course's versions of them, line for
line as the lesson shows them, which a notebook borrows where a piece is not
written yet and the self-checks are tested against. The model's own versions
(checked arguments, tuples) are exported here for every other caller.

Dictionary: the built-in word list is the standard ``en_US`` Hunspell dictionary
built from SCOWL (Spell Checker Oriented Word Lists, Kevin Atkinson and others) at
size 60, the one LibreOffice and Firefox spell checkers use, in the copy shipped
inside the ``spylls`` package (0.1.7, dictionary dated December 2020), so it works
offline and on Binder. Hunspell stores 49,568 stems plus affix rules;
``build_word_list`` expands them into every inflected form and keeps the 77,689
lower-case, letters-only forms that are not marked offensive and do not look like
abbreviations or Roman numerals. The package ships that finished list
(``parts/data/built_in_words.txt.gz``), so loading it takes about 30 ms, not the
half second the expansion takes. Capitalised entries are proper names: they are not
words, but the list remembers them so a refusal can say so. Licence: SCOWL's
permissive MIT-like licence (use, copy, modify, distribute and sell, keeping the
copyright notice, which ships as ``parts/data/SCOWL-LICENSE.txt``; its sources are
public domain or BSD-style); the spylls code is MPL 2.0. Pass ``path=`` to
``load_dictionary`` (or ``--words FILE`` to the console program) to play with your
own list, one word per line.
"""

from gamelib.prolix.parts.bag import Bag
from gamelib.prolix.parts.board import (
    COLUMN_VALUES,
    TileBoard,
    placement_problem,
    tile_value,
)
from gamelib.prolix.parts.dictionary import WordList, load_dictionary
from gamelib.prolix.parts.finder import WordScore, best_words
from gamelib.prolix.parts.records import RoundResult
from gamelib.prolix.parts.rules import MINIMUM_TOTALS, ROUNDS, game_status
from gamelib.prolix.parts.scoring import score_breakdown, score_word
from gamelib.prolix.parts.tiles import LETTER_BONUS, TILE_COUNTS, UNCOMMON_LETTERS
from gamelib.prolix.parts.validation import word_problem
from gamelib.prolix.pictures import board_picture, tile_text
from gamelib.prolix.players import best_word_player
from gamelib.prolix.state import ProlixState

__all__ = [
    "COLUMN_VALUES",
    "LETTER_BONUS",
    "MINIMUM_TOTALS",
    "ROUNDS",
    "TILE_COUNTS",
    "UNCOMMON_LETTERS",
    "Bag",
    "ProlixState",
    "RoundResult",
    "TileBoard",
    "WordList",
    "WordScore",
    "best_word_player",
    "best_words",
    "board_picture",
    "game_status",
    "load_dictionary",
    "placement_problem",
    "score_breakdown",
    "score_word",
    "tile_text",
    "tile_value",
    "word_problem",
]
