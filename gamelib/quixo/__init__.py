"""Quixo, the course's final project: the board, the handout's milestone functions,
the two- and four-player rules, and computer players.

Where each rule lives:

- ``geometry``: the perimeter, where a block may go back, the slide, the lines.
- ``seats``: X and O, or the four seats A1, B1, A2, B2 in two teams.
- ``board``: ``Board``, a ``gamelib.state.GameState`` (turn, legal moves, checks,
  push/pop, outcome; its hooks are listed there) with repetitions; ``setup``
  checks a position given as rows, ``move_format`` a move's type.
- ``handout``: ``create_board``, ``print_board``, ``make_move`` (the handout's
  camelCase names are the lesson's pieces, in ``lesson``).
- ``errors``: one exception per rule of Quixo's own, and the shared ones it uses.
- ``bitboard`` and ``perft``: the same rules on integers, and the move counter.
- ``players`` (random, greedy), ``evaluation`` and ``search`` (alpha-beta with
  levels; ``expansion`` makes all moves of a position at once with numpy).
- ``text`` and ``svg``: the board for the terminal and for notebooks;
  ``console``: ``python -m gamelib.quixo``.
- ``solve``: every 3x3 or 4x4 board won, lost or drawn, by retrograde analysis
  (``ternary`` numbers the boards, ``retrograde`` does the work with numpy,
  ``solution`` holds and saves the table); ``perfect``: the perfect player that reads
  it; ``solver``: ``python -m gamelib.quixo.solver 4`` with a progress bar.

The lesson (``notebooks/04-quixo.ipynb``): ``lesson`` keeps its beginner pieces
(``createBoard``, ``makeMove``... on lists), its structure diagram and move pictures,
and plugs a learner's rules into the board; ``checks`` (batteries in ``checking``)
are its self-checks; ``play`` holds the playable board's parts that need no widget.
"""

from gamelib.quixo import errors, players
from gamelib.quixo.board import Board, MoveRecord, Position
from gamelib.quixo.errors import (
    BoardSizeError,
    DotError,
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    NoRepetitionError,
    NotAnEndError,
    NotOnPerimeterError,
    NotYourDotError,
    OffBoardError,
    OpponentBlockError,
    PartnerError,
    PassError,
    PickError,
    PlaceError,
    PlayerCountError,
    RowCountError,
    RowLengthError,
    RowTypeError,
    SameSquareError,
    SetupError,
    SymbolError,
    TurnError,
)
from gamelib.quixo.geometry import SIZES, lines, perimeter, places
from gamelib.quixo.handout import create_board, make_move, print_board
from gamelib.quixo.move import PASS, Move
from gamelib.quixo.perfect import perfect_player
from gamelib.quixo.perft import perft
from gamelib.quixo.players import (
    greedy_player,
    make_greedy_player,
    make_random_player,
    random_player,
)
from gamelib.quixo.search import LEVELS, Level, make_search_player, search_move
from gamelib.quixo.seats import FOUR_PLAYER_SEATS, NEUTRAL, O, X
from gamelib.quixo.solution import Solution, default_table_path
from gamelib.quixo.solve import solve
from gamelib.state import LegalMoves

__all__ = [
    "FOUR_PLAYER_SEATS",
    "LEVELS",
    "NEUTRAL",
    "O",
    "PASS",
    "SIZES",
    "X",
    "Board",
    "BoardSizeError",
    "DotError",
    "GameOverError",
    "IllegalMoveError",
    "LegalMoves",
    "Level",
    "Move",
    "MoveFormatError",
    "MoveRecord",
    "NoRepetitionError",
    "NotAnEndError",
    "NotOnPerimeterError",
    "NotYourDotError",
    "OffBoardError",
    "OpponentBlockError",
    "PartnerError",
    "PassError",
    "PickError",
    "PlaceError",
    "PlayerCountError",
    "Position",
    "RowCountError",
    "RowLengthError",
    "RowTypeError",
    "SameSquareError",
    "SetupError",
    "Solution",
    "SymbolError",
    "TurnError",
    "create_board",
    "default_table_path",
    "errors",
    "greedy_player",
    "lines",
    "make_greedy_player",
    "make_move",
    "make_random_player",
    "make_search_player",
    "perfect_player",
    "perft",
    "perimeter",
    "places",
    "players",
    "print_board",
    "random_player",
    "search_move",
    "solve",
]
