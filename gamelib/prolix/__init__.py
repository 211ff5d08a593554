"""Prolix, the solo word game: six rounds, one word per round, rising totals.

Each round you type one English word and score the board tiles it uses (a tile is
worth its column, 4, 4, 3 or 2, plus 1 for K V W Y or 2 for J Q X Z). Your
running total must reach 15, 31, 48, 66, 85 and 105; miss one and the game is
lost, reach the last and it is won.

Where each rule lives:

``tiles``         the 77 tiles: letters, how many of each, rare letters' bonus
``bag``           drawing tiles at random (and putting refused ones back)
``board``         four columns of two, column values, the two placement limits,
                  the slide to the right (``Board.shift_right``)
``scoring``       what a typed word is, and what it scores on a board
``validation``    ``word_problem``: why a typed word may not be played (the
                  lesson's piece; ``ProlixState.check`` raises the same rules)
``rules``         six rounds, the minimum total after each, ``game_status``
``dictionary``    which words count: the built-in list or your own file
``built_in_words``  the file the built-in list ships in: writing and reading it
``build_word_list`` how the built-in list is made from the Hunspell files
                  (``python -m gamelib.prolix.build_word_list`` rebuilds the file)
``hunspell``      expanding Hunspell stems and affix rules into every word form
``finder``        the best words for a board, fast (``best_words``, ``ranked_words``)
``game``          ``ProlixState``, the whole game: a ``gamelib.state.GameState``
                  (its hooks are listed in ``game``'s docstring); its
                  ``legal_moves`` is every unused dictionary word
``records``       ``RoundResult``, what ``push`` returns
``players``       computer players (``best_word_player``)
``errors``        every refusal, on the branches of ``gamelib.errors``
``text``, ``svg`` the game in words and as a picture (``board_picture``)
``lesson``        the lesson's pieces as the lesson writes them (``draw_tile``,
                  ``fill_board``, ``slide_right``, ``play_word``, ...) and the
                  game its board plays, refereed round by round
``checks``        the lesson's self-checks, one battery per piece
``prolix``        the console program (``python -m gamelib.prolix``); it is called
                  ``prolix.py`` because the course handout names the program so,
                  not because it holds the game's rules

Whole-number arguments are checked, and bad values quoted, by ``gamelib.arguments``,
as in every game.

The lesson (``notebooks/03-prolix.ipynb``) has learners write scoring, input
validation, the bag and its limits, rounds and the word entry; ``lesson`` keeps
the course's versions of them, line for line as the lesson shows them, which a
notebook borrows where a piece is not written yet and the self-checks are tested
against.

Dictionary: the built-in word list is the standard ``en_US`` Hunspell dictionary
built from SCOWL (Spell Checker Oriented Word Lists, Kevin Atkinson and others) at
size 60, the one LibreOffice and Firefox spell checkers use, in the copy shipped
inside the ``spylls`` package (0.1.7, dictionary dated December 2020), so it works
offline and on Binder. Hunspell stores 49,568 stems plus affix rules;
``build_word_list`` expands them into every inflected form and keeps the 77,689
lower-case, letters-only forms that are not marked offensive and do not look like
abbreviations or Roman numerals. The package ships that finished list
(``data/built_in_words.txt.gz``), so loading it takes about 30 ms, not the half
second the expansion takes. Capitalised entries are proper names: they are not
words, but the list remembers them so a refusal can say so. Licence: SCOWL's
permissive MIT-like licence (use, copy, modify, distribute and sell, keeping the
copyright notice, which ships as ``data/SCOWL-LICENSE.txt``; its sources are public
domain or BSD-style); the spylls code is MPL 2.0. Pass ``path=`` to
``load_dictionary`` (or ``--words FILE`` to the console program) to play with your
own list, one word per line.
"""

from gamelib.prolix.bag import Bag
from gamelib.prolix.board import (
    COLUMN_VALUES,
    Board,
    Draw,
    check_columns,
    placement_problem,
    tile_value,
)
from gamelib.prolix.dictionary import WordList, load_dictionary
from gamelib.prolix.errors import (
    ArgumentError,
    BagContentsError,
    BoardShapeError,
    DictionaryError,
    EmptyBagError,
    GameOverError,
    NotATileError,
    NotAWordError,
    NothingToUndoError,
    NotLettersError,
    OffBoardError,
    PlacementLimitError,
    PlayerNameError,
    ProperNameError,
    ScoreFunctionError,
    SlotTakenError,
    WordAlreadyUsedError,
    WordFormatError,
    WordTooLongError,
)
from gamelib.prolix.finder import WordScore, best_words, ranked_words
from gamelib.prolix.game import ProlixState
from gamelib.prolix.players import best_word_player
from gamelib.prolix.records import RoundResult
from gamelib.prolix.rules import MINIMUM_TOTALS, ROUNDS, game_status
from gamelib.prolix.scoring import (
    MAX_WORD_LENGTH,
    TileUse,
    normalize_word,
    score_breakdown,
    score_word,
)
from gamelib.prolix.svg import BoardPicture, board_picture, board_svg
from gamelib.prolix.text import (
    board_text,
    result_text,
    slide_text,
    tile_text,
    verdict,
)
from gamelib.prolix.tiles import LETTER_BONUS, TILE_COUNTS, UNCOMMON_LETTERS
from gamelib.prolix.validation import word_problem

__all__ = [
    "COLUMN_VALUES",
    "LETTER_BONUS",
    "MAX_WORD_LENGTH",
    "MINIMUM_TOTALS",
    "ROUNDS",
    "TILE_COUNTS",
    "UNCOMMON_LETTERS",
    "ArgumentError",
    "Bag",
    "BagContentsError",
    "Board",
    "BoardPicture",
    "BoardShapeError",
    "DictionaryError",
    "Draw",
    "EmptyBagError",
    "GameOverError",
    "NotAWordError",
    "NotATileError",
    "NotLettersError",
    "NothingToUndoError",
    "OffBoardError",
    "PlacementLimitError",
    "PlayerNameError",
    "ProlixState",
    "ProperNameError",
    "RoundResult",
    "ScoreFunctionError",
    "SlotTakenError",
    "TileUse",
    "WordAlreadyUsedError",
    "WordFormatError",
    "WordList",
    "WordScore",
    "WordTooLongError",
    "best_word_player",
    "best_words",
    "board_picture",
    "board_svg",
    "board_text",
    "check_columns",
    "game_status",
    "load_dictionary",
    "normalize_word",
    "placement_problem",
    "ranked_words",
    "result_text",
    "score_breakdown",
    "score_word",
    "slide_text",
    "tile_text",
    "tile_value",
    "verdict",
    "word_problem",
]
