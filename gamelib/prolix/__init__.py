"""Prolix, the solo word game: bag, board, scoring, rounds and a best-word finder.

Six rounds; each round you type one English word and score the board tiles it
uses (a tile is worth its column, 4, 4, 3 or 2, plus 1 for K V W Y or 2 for
J Q X Z). Your running total must reach 15, 31, 48, 66, 85 and 105.

Public API::

    score_word(columns, word) -> int          # columns: four columns, leftmost first
    best_words(columns, n) -> [(word, score)]  # the n best dictionary words
    ProlixState(rng, dictionary).push(word)    # play a whole game
    load_dictionary(path=None)                 # built-in list or your own file

Dictionary: the built-in word list is the standard ``en_US`` Hunspell dictionary
built from SCOWL (Spell Checker Oriented Word Lists, Kevin Atkinson and others) at
size 60, the one LibreOffice and Firefox spell checkers use, in the copy shipped
inside the ``spylls`` package (0.1.7, dictionary dated December 2020), so it works
offline and on Binder. Hunspell stores 49,568 stems plus affix rules;
``gamelib.prolix.dictionary`` expands them into every inflected form and keeps the
77,689 lower-case, letters-only forms that are not marked offensive and do not
look like abbreviations or Roman numerals (about 0.2 s to load). Dropping
capitalised entries removes proper names. Licence: SCOWL's permissive MIT-like
licence (use, copy, modify, distribute and sell, keeping the copyright notice;
its sources are public domain or BSD-style); the spylls code is MPL 2.0. Pass
``path=`` to ``load_dictionary`` (or ``--words FILE`` to the console program) to
play with your own list, one word per line.
"""

from gamelib.prolix.bag import TILE_COUNTS, Bag, EmptyBagError
from gamelib.prolix.board import (
    COLUMN_VALUES,
    LETTER_BONUS,
    Board,
    BoardShapeError,
    PlacementLimitError,
    SlotTakenError,
    placement_problem,
    tile_value,
)
from gamelib.prolix.dictionary import DictionaryError, WordList, load_dictionary
from gamelib.prolix.finder import WordScore, best_words
from gamelib.prolix.game import (
    LOST,
    MINIMUM_TOTALS,
    PLAYING,
    ROUNDS,
    WON,
    GameOverError,
    NotAWordError,
    ProlixState,
    RoundResult,
    WordAlreadyUsedError,
)
from gamelib.prolix.scoring import (
    NotLettersError,
    TileUse,
    normalize_word,
    score_breakdown,
    score_word,
)
from gamelib.prolix.svg import board_svg

__all__ = [
    "COLUMN_VALUES",
    "LETTER_BONUS",
    "LOST",
    "MINIMUM_TOTALS",
    "PLAYING",
    "ROUNDS",
    "TILE_COUNTS",
    "WON",
    "Bag",
    "Board",
    "BoardShapeError",
    "DictionaryError",
    "EmptyBagError",
    "GameOverError",
    "NotAWordError",
    "NotLettersError",
    "PlacementLimitError",
    "ProlixState",
    "RoundResult",
    "SlotTakenError",
    "TileUse",
    "WordAlreadyUsedError",
    "WordList",
    "WordScore",
    "best_words",
    "board_svg",
    "load_dictionary",
    "normalize_word",
    "placement_problem",
    "score_breakdown",
    "score_word",
    "tile_value",
]
