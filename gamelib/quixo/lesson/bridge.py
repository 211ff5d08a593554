"""Plugging a learner's pieces into the course's board.

The board of milestone 4 plays any game object shaped like the model's ``Board``
(``turn``, ``can_take``, ``places``, ``check``, ``push``, ``pop``, ``outcome`` ...).
``LessonRules`` is such an object made from a learner's ``createBoard``, ``makeMove``
and ``winner``: every block it lets you pick, every place it highlights, every
refusal and every win comes from the learner's code, so the board shows exactly
what those functions do, right or wrong. Only the two-player game is played this
way; the four-player game and the computer's search need the full model.

``lesson_player`` turns a player written for the lesson's ``QuixoBoard`` (it returns
the handout's four numbers) into a player for the course's board.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.outcome import Outcome
from gamelib.quixo.board import Board
from gamelib.quixo.errors import (
    GameOverError,
    IllegalMoveError,
    NoRepetitionError,
    PickError,
)
from gamelib.quixo.geometry import lines
from gamelib.quixo.geometry import places as places_on_board
from gamelib.quixo.move import Move, Square
from gamelib.quixo.move_format import as_move
from gamelib.selfcheck.borrowing import CoursePieces
from gamelib.selfcheck.stubs import is_stub

from .board import NEUTRAL, X, createBoard

Rows = tuple[str, ...]


class LessonRules:
    """A two-player game of Quixo whose every rule is the learner's code."""

    players = 2

    def __init__(
        self,
        create_board: Callable[..., Any],
        make_move: Callable[..., Any],
        find_winner: Callable[[Any], str | None],
        size: int = 5,
    ) -> None:
        self._create, self._move, self._winner = create_board, make_move, find_winner
        self.size = size
        self._rows: Rows = (NEUTRAL * size,) * size
        self._turn = X
        self._history: list[Move] = []
        self._undo: list[tuple[Rows, str, Outcome | None]] = []
        self._seen: Counter[tuple[Rows, str]] = Counter([(self._rows, self._turn)])
        self._outcome: Outcome | None = None
        self._legal: dict[Square, list[Square]] | None = None

    # -- what the board shows ---------------------------------------------------
    @property
    def turn(self) -> str | None:
        return None if self.is_over() else self._turn

    @property
    def turn_symbol(self) -> str | None:
        return self.turn

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._history)

    def symbol(self, row: int, column: int) -> str:
        return self._rows[row][column]

    def dot(self, row: int, column: int) -> None:
        return None

    def rows(self) -> list[str]:
        return list(self._rows)

    # -- asking the learner's makeMove ----------------------------------------
    def _after(self, move: Move) -> Any:
        """The learner's board after the learner's makeMove plays ``move``."""
        board = self._create(list(self._rows), self._turn)
        (pick_row, pick_column), (place_row, place_column) = move.pick, move.place
        self._move(board, pick_row, pick_column, place_row, place_column)
        return board

    def _legal_places(self) -> dict[Square, list[Square]]:
        """Every (pick, place) the learner's makeMove accepts, worked out once per
        position: all squares are tried, so a rule left out shows on the board."""
        if self._legal is None:
            squares = [(r, c) for r in range(self.size) for c in range(self.size)]
            self._legal = {}
            for pick in squares:
                for place in squares:
                    try:
                        self._after(Move(pick, place))
                    except IllegalMoveError:
                        continue
                    self._legal.setdefault(pick, []).append(place)
        return self._legal

    def can_take(self, square: Square) -> bool:
        return not self.is_over() and tuple(square) in self._legal_places()

    def places(self, pick: Square) -> tuple[Square, ...]:
        self._check_not_over()
        pick = tuple(pick)
        if pick not in self._legal_places():
            reason = self._refusal(Move(pick, places_on_board(self.size, pick)[0]))
            raise PickError(reason or f"your makeMove takes no move from {pick}")
        return tuple(self._legal_places()[pick])

    def _refusal(self, move: Move) -> str:
        try:
            self._after(move)
        except IllegalMoveError as error:
            return str(error)
        return ""

    def check(self, move: Any) -> Move:
        self._check_not_over()
        move = as_move(move, self.size)
        if move.is_pass or move.partner is not None:
            raise IllegalMoveError("the two-player game has no passes and no dots")
        self._after(move)  # the learner's IllegalMoveError says why not
        return move

    def is_legal(self, move: Any) -> bool:
        try:
            self.check(move)
        except IllegalMoveError:
            return False
        return True

    @property
    def legal_moves(self) -> list[Move]:
        if self.is_over():
            return []
        return [
            Move(pick, place)
            for pick, places in self._legal_places().items()
            for place in places
        ]

    # -- playing ------------------------------------------------------------------
    def push(self, move: Any) -> Any:
        move = self.check(move)
        board = self._after(move)
        self._undo.append((self._rows, self._turn, self._outcome))
        self._history.append(move)
        self._rows = tuple("".join(row) for row in board.blocks)
        mover, self._turn = self._turn, board.turn
        self._seen[self._rows, self._turn] += 1
        self._legal = None
        found = self._winner(board)
        if found is not None:
            self._outcome = Outcome(found, f"a line of {found} (your winner says so)")
        return MoveRecord(move, mover, self._outcome)

    def pop(self) -> Move:
        if not self._history:
            raise IndexError("pop from a board with no moves played")
        self._seen[self._rows, self._turn] -= 1
        self._rows, self._turn, self._outcome = self._undo.pop()
        self._legal = None
        return self._history.pop()

    def _check_not_over(self) -> None:
        if self.is_over():
            raise GameOverError(f"the game is over ({self._outcome})")

    def is_over(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> Outcome | None:
        return self._outcome

    def winning_lines(self) -> list[tuple[Square, ...]]:
        if self._outcome is None or self._outcome.winner is None:
            return []
        symbol = self._outcome.winner
        return [
            line
            for line in lines(self.size)
            if all(self._rows[row][column] == symbol for row, column in line)
        ]

    # -- threefold repetition, as the course's board has it -------------------------
    def seen_positions(self) -> set[tuple[Rows, str]]:
        """Every position of this game so far (blocks and player to move)."""
        return {position for position, count in self._seen.items() if count > 0}

    def can_claim_draw(self) -> bool:
        if self.is_over():
            return False
        if self._seen[self._rows, self._turn] >= 3:
            return True
        for move in self.legal_moves:
            board = self._after(move)
            after = (tuple("".join(row) for row in board.blocks), board.turn)
            if self._seen[after] >= 2:
                return True
        return False

    def claim_draw(self) -> Outcome:
        self._check_not_over()
        if not self.can_claim_draw():
            raise NoRepetitionError("no position has occurred three times")
        self._outcome = Outcome(None, "the same position three times", draw=True)
        return self._outcome


@dataclass(frozen=True)
class MoveRecord:
    """What ``LessonRules.push`` did (the fields the board reads)."""

    move: Move
    player: str
    outcome: Outcome | None


@dataclass(frozen=True)
class Rules:
    """Which rules a board plays by, and what to tell the player about them."""

    name: str
    new_game: Callable[[int, int], Any]
    """``new_game(size, players)`` makes a fresh game."""
    full_model: bool
    """True for the course's model: four players and the computer's search too."""
    notice: str = ""


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
) -> Rules:
    """Rules made of a learner's three functions; the course's rules, with a notice,
    while any of them is still a stub."""
    for piece in (create_board, make_move, find_winner):
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
        notice=LESSON_PIECES.runs_on(
            createBoard=create_board, makeMove=make_move, winner=find_winner
        ),
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
