"""Plugging a learner's pieces into the course's board.

The board of milestone 4 plays any game object shaped like the model's ``Board``
(``turn``, ``can_take``, ``places``, ``check``, ``push``, ``pop``, ``outcome`` ...).
``LessonRules`` is such an object made from a learner's ``createBoard``, ``makeMove``
and ``winner``: every block it lets you pick, every place it highlights, every
refusal and every win comes from the learner's code, so the board shows exactly
what those functions do, right or wrong. Only the two-player game is played this
way; the four-player game needs the full model. The computer's search thinks on
the model's copy of the position (``play.table``), and the learner's rules judge
the move it chose.

It is a ``QuixoGame`` like the model (``gamelib.quixo.state``), so ``push``,
``pop``, ``history``, ``is_legal``, ``legal_moves``, the move generator, ``can_take``,
``places``, ``rows``, ``winning_lines``, its ``MoveRecord`` and the
threefold-repetition draw are the model's own code; only its hooks ask the learner's:
``_check`` and ``_apply`` run the learner's ``makeMove`` on a fresh board made by
their ``createBoard``, ``_outcome`` is what their ``winner`` said, ``_can_take`` and
``_places_for`` are the (pick, place) pairs their ``makeMove`` accepts (every square
tried, so a rule they left out shows on the board), and ``_undo`` puts the rows and
the player to move back.

``lesson_player`` turns a player written for the lesson's ``QuixoBoard`` (it returns
the handout's four numbers) into a player for the course's board.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.quixo.errors import (
    IllegalMoveError,
    PickError,
)
from gamelib.quixo.parts.geometry import places as places_on_board
from gamelib.quixo.parts.move import Move, Square
from gamelib.quixo.parts.move_format import as_move
from gamelib.quixo.parts.repetition import MoveRecord
from gamelib.quixo.state import Board, QuixoGame
from gamelib.selfcheck.pieces import CoursePieces, is_stub
from gamelib.state import Outcome

from .board import NEUTRAL, X, createBoard

Rows = tuple[str, ...]


class LessonRules(QuixoGame):
    """A two-player game of Quixo whose every rule is the learner's code."""

    players = 2

    def __init__(
        self,
        create_board: Callable[..., Any],
        make_move: Callable[..., Any],
        find_winner: Callable[[Any], str | None],
        size: int = 5,
    ) -> None:
        super().__init__()
        self._create, self._move, self._winner = create_board, make_move, find_winner
        self.size = size
        self._rows: Rows = (NEUTRAL * size,) * size
        self._mover = X
        self._count_position()
        self._ending: Outcome | None = None
        self._legal: dict[Square, list[Square]] | None = None

    # -- what the board shows ---------------------------------------------------
    def _turn(self) -> str:
        return self._mover

    def symbol(self, row: int, column: int) -> str:
        return self._rows[row][column]

    def dot(self, row: int, column: int) -> None:
        return None

    # -- asking the learner's makeMove ----------------------------------------
    def _after(self, move: Move) -> Any:
        """The learner's board after the learner's makeMove plays ``move``."""
        board = self._create(list(self._rows), self._mover)
        (pick_row, pick_column), (place_row, place_column) = move.squares()
        self._move(board, pick_row, pick_column, place_row, place_column)
        return board

    def rows_after(self, move: Move) -> list[str]:
        """The rows the learner's makeMove leaves after ``move`` (nothing played):
        what a click handler that made this move must have left too."""
        return ["".join(row) for row in self._after(move).blocks]

    def _legal_places(self) -> dict[Square, list[Square]]:
        """Every (pick, place) the learner's makeMove accepts, worked out once per
        position: all squares are tried, so a rule left out shows on the board."""
        if self._legal is None:
            squares = self._pick_squares()
            self._legal = {}
            for pick in squares:
                for place in squares:
                    try:
                        self._after(Move(pick, place))
                    except IllegalMoveError:
                        continue
                    self._legal.setdefault(pick, []).append(place)
        return self._legal

    # -- the hooks of the one move generator (QuixoGame) ------------------------
    def _pick_squares(self) -> list[Square]:
        """Every square, not only the edge: the learner's makeMove decides."""
        return [(r, c) for r in range(self.size) for c in range(self.size)]

    def _can_take(self, square: Square) -> bool:
        return square in self._legal_places()

    def _check_pick(self, pick: Square) -> None:
        if pick not in self._legal_places():
            reason = self._refusal(Move(pick, places_on_board(self.size, pick)[0]))
            raise PickError(reason or f"your makeMove takes no move from {pick}")

    def _places_for(self, pick: Square) -> list[Square]:
        return self._legal_places()[pick]

    def _refusal(self, move: Move) -> str:
        try:
            self._after(move)
        except IllegalMoveError as error:
            return str(error)
        return ""

    def _check(self, move: object) -> Move:
        move = as_move(move, self.size)
        if move.is_pass or move.partner is not None:
            raise IllegalMoveError("the two-player game has no passes and no dots")
        self._after(move)  # the learner's IllegalMoveError says why not
        return move

    # -- playing ------------------------------------------------------------------
    def _save(self) -> tuple[Rows, str, Outcome | None]:
        return self._rows, self._mover, self._ending

    def _apply(self, move: Move) -> MoveRecord:
        """Play ``move`` with the learner's pieces; nothing changes until they
        have all answered, so a crash in their code leaves the game as it was."""
        board = self._after(move)
        (pick_row, pick_column), _ = move.squares()
        took = self._rows[pick_row][pick_column]
        rows = tuple("".join(row) for row in board.blocks)
        mover, after = self._mover, board.turn
        found = self._winner(board)
        self._rows, self._mover = rows, after
        self._count_position()
        self._legal = None
        if found is not None:
            self._ending = Outcome(found, f"a line of {found} (your winner says so)")
        return MoveRecord(move, mover, took, self._ending)

    def _undo(self, move: Move, saved: tuple[Rows, str, Outcome | None]) -> None:
        self._uncount_position()
        self._rows, self._mover, self._ending = saved
        self._legal = None

    def _outcome(self) -> Outcome | None:
        return self._ending

    # -- threefold repetition (the rules are RepeatingGame's, as on the model) --
    def _key(self) -> tuple[Rows, str]:
        return self._rows, self._mover

    def _end_in_a_draw(self) -> Outcome:
        self._ending = Outcome(None, "the same position three times", draw=True)
        return self._ending


@dataclass(frozen=True)
class Rules:
    """Which rules a board plays by, and what to tell the player about them."""

    name: str
    new_game: Callable[[int, int], Any]
    """``new_game(size, players)`` makes a fresh game."""
    full_model: bool
    """True for the course's model: four players too."""
    notice: str = ""
    answer_click: Callable[..., Any] | None = None
    """The learner's ``answer_click(board, hand, row, column)``, which answers
    each click on a square, or None for the course's own answers."""
    create_board: Callable[..., Any] = createBoard
    """Makes the board handed to ``answer_click`` from the rows shown."""


LESSON_PIECES = CoursePieces("gamelib.quixo.lesson")
"""The lesson's own pieces: a board names those it runs on as the course's."""

COURSE_RULES = Rules(
    "the course's rules",
    lambda size, players: Board(size=size, players=players),
    full_model=True,
)


def learner_rules(
    create_board: Callable[..., Any],
    make_move: Callable[..., Any],
    find_winner: Callable[[Any], str | None],
    answer_click: Callable[..., Any] | None = None,
) -> Rules:
    """Rules made of a learner's functions (and, given, their click handler);
    the course's rules, with a notice, while any of them is still a stub."""
    pieces = {
        "createBoard": create_board,
        "makeMove": make_move,
        "winner": find_winner,
    }
    if answer_click is not None:
        pieces["answer_click"] = answer_click
    for piece in pieces.values():
        if is_stub(piece):
            return Rules(
                COURSE_RULES.name,
                COURSE_RULES.new_game,
                full_model=True,
                notice=f"{piece.__name__} is still a stub: this board plays by the "
                "course's rules until you write it.",
            )
    return Rules(
        "your rules",
        lambda size, players: LessonRules(create_board, make_move, find_winner, size),
        full_model=False,
        notice=LESSON_PIECES.runs_on(**pieces),
        answer_click=answer_click,
        create_board=create_board,
    )


def lesson_player(player: Callable[[Any], Any]) -> Callable[[Any], Move]:
    """A player for the course's board, from one that takes a lesson ``QuixoBoard``
    and returns ``(chooseRow, chooseColumn, placeRow, placeColumn)``."""

    def on_the_board(state: Any) -> Move:
        board = createBoard(state.rows(), state.turn)
        pick_row, pick_column, place_row, place_column = player(board)
        return Move((pick_row, pick_column), (place_row, place_column))

    on_the_board.__name__ = getattr(player, "__name__", "lesson_player")
    return on_the_board
