"""The rules of Quixo, each in one place: the move, the seats, the board's geometry,
setting up a position, the pick and the place, the end, the repetition draw.

Why it is built this way: ``docs/design.md``, ``gamelib.quixo.state``.
"""

import operator
from collections import Counter
from collections.abc import Hashable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from gamelib.arguments import excerpt, is_whole_number, whole_number
from gamelib.errors import (
    ArgumentError,
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    OffBoardError,
    PlayerCountError,
    SetupError,
)
from gamelib.quixo import bitboard
from gamelib.quixo.bitboard import NEUTRAL, SYMBOLS, O, Square, X
from gamelib.quixo.pictures import board_svg
from gamelib.state import GameState, Outcome

# -- the move: a NamedTuple, so (pick, place) unpacks as the handout's four numbers


class Move(NamedTuple):
    pick: Square | None
    place: Square | None
    partner: str | None = None
    """Four-player game only: the seat (``"A1"``, ``"A2"``, ``"B1"`` or ``"B2"``) of
    the mover's team that the block's dot now points at; None with two players."""

    @property
    def is_pass(self) -> bool:
        return self.pick is None and self.place is None

    def squares(self) -> tuple[Square, Square]:
        """``(pick, place)`` of a move that slides a block; a pass has neither, so
        asking a pass for them is a bug in the caller (a ``ValueError``)."""
        if self.pick is None or self.place is None:
            raise ValueError("a pass picks up no block and puts none back")
        return self.pick, self.place

    def __str__(self) -> str:
        if self.is_pass:
            return "pass"
        (pick_row, pick_column), (place_row, place_column) = self.squares()
        text = f"{pick_row} {pick_column} -> {place_row} {place_column}"
        return text if self.partner is None else f"{text} (dot to {self.partner})"


PASS = Move(pick=None, place=None)
"""The only legal move of a four-player seat that has no block it may take."""


# -- the seats: X and O, or A1, B1, A2, B2 (partners face each other) --------------


TWO_PLAYER_SEATS = (X, O)
FOUR_PLAYER_SEATS = ("A1", "B1", "A2", "B2")
"""Clockwise turn order: A1 faces A2, B1 faces B2."""

PLAYER_COUNTS = (2, 4)


def seats(players: int) -> tuple[str, ...]:
    return TWO_PLAYER_SEATS if players == 2 else FOUR_PLAYER_SEATS


def symbol_of(seat: str) -> str:
    """The symbol a seat puts on the blocks it moves: its own, or its team's."""
    if seat in SYMBOLS:
        return seat
    return X if seat.startswith("A") else O


def team_seats(symbol: str) -> tuple[str, str]:
    """The two seats of the team playing ``symbol`` (four-player game)."""
    return ("A1", "A2") if symbol == X else ("B1", "B2")


# -- the geometry: where blocks are taken and put back, what counts as a line ------


SIZES = (3, 4, 5)
"""Board sizes: 5x5 is the real game; the smaller boards can be solved completely."""


def is_on_board(size: int, square: Square) -> bool:
    row, column = square
    return 0 <= row < size and 0 <= column < size


def is_on_perimeter(size: int, square: Square) -> bool:
    """The outer ring: the only blocks a player may pick up."""
    row, column = square
    last = size - 1
    return is_on_board(size, square) and (row in (0, last) or column in (0, last))


@cache
def perimeter(size: int) -> tuple[Square, ...]:
    """The squares of the outer ring in reading order (16 of them on 5x5)."""
    return tuple(
        (row, column)
        for row in range(size)
        for column in range(size)
        if is_on_perimeter(size, (row, column))
    )


@cache
def places(size: int, pick: Square) -> tuple[Square, ...]:
    """Where a block taken from ``pick`` may go back: an end of its row or column,
    but never the square it came from (a corner has 2 places, an edge block 3)."""
    row, column = pick
    last = size - 1
    ends = {(row, 0), (row, last), (0, column), (last, column)}
    ends.discard(pick)
    return tuple(sorted(ends))


def path(pick: Square, place: Square) -> list[Square]:
    """The squares from ``pick`` to ``place`` along their row or column, both ends
    included: the blocks on it slide one step towards ``pick`` to close the gap,
    and the picked block fills ``place``."""
    (pick_row, pick_column), (place_row, place_column) = pick, place
    row_step = (place_row > pick_row) - (place_row < pick_row)
    column_step = (place_column > pick_column) - (place_column < pick_column)
    steps = max(abs(place_row - pick_row), abs(place_column - pick_column))
    return [
        (pick_row + k * row_step, pick_column + k * column_step)
        for k in range(steps + 1)
    ]


@cache
def lines(size: int) -> tuple[tuple[Square, ...], ...]:
    """Every winning line: the rows, then the columns, then the two diagonals."""
    rows = [tuple((row, column) for column in range(size)) for row in range(size)]
    columns = [tuple((row, column) for row in range(size)) for column in range(size)]
    diagonal = tuple((k, k) for k in range(size))
    anti_diagonal = tuple((k, size - 1 - k) for k in range(size))
    return (*rows, *columns, diagonal, anti_diagonal)


# -- what counts as a move: True and 1.0 are refused though Python would index with
# them: they are not row numbers, and a float usually means a calculation went wrong.


def as_move(value: Any, size: int) -> Move:
    if isinstance(value, Move):
        pick, place, partner = value
    elif isinstance(value, tuple) and len(value) in (2, 3):
        pick, place, partner = (*value, None)[:3]
    else:
        raise MoveFormatError(
            "a move is Move(pick=(row, column), place=(row, column)), or a pair "
            f"(pick, place); got {excerpt(value)}"
        )
    if pick is None and place is None:
        if partner is not None:
            raise MoveFormatError("a pass has no partner")
        return PASS
    pick = square_on_board(pick, size, "the block to pick")
    place = square_on_board(place, size, "the place to put it")
    if partner is not None and not isinstance(partner, str):
        raise MoveFormatError(
            f"the partner is a seat such as 'A1', got {excerpt(partner)}"
        )
    return Move(pick, place, partner)


def square_on_board(square: Any, size: int, what: str = "a square") -> Square:
    """``square`` as a pair of plain ints on the board, or the reason it is not."""
    if not isinstance(square, (tuple, list)) or len(square) != 2:
        raise MoveFormatError(f"{what} is a pair (row, column), got {excerpt(square)}")
    part = f"a row or column of {what}"
    row, column = (
        whole_number(number, part, wrong_type=MoveFormatError) for number in square
    )
    if not is_on_board(size, (row, column)):
        raise OffBoardError(
            f"{what}, ({excerpt(row)}, {excerpt(column)}), is off the board: rows "
            f"and columns go from 0 to {size - 1}"
        )
    return row, column


# -- setting up: the size, the players, a position given as rows (and dots, turn) --


EXAMPLE_ROWS = ["----O", "XX--X", "XO---", "OO---", "X----"]
"""The handout's example board."""


class BoardSizeError(SetupError):
    """Quixo is played on a 3x3, 4x4 or 5x5 board (5x5 is the real game); only
    3x3 and 4x4 can be solved, and a solution answers for its own size only."""


def check_size(size: Any) -> int:
    if is_whole_number(size) and size in SIZES:
        return operator.index(size)
    raise BoardSizeError(f"a Quixo board is 3x3, 4x4 or 5x5; size={excerpt(size)}")


def check_players(players: Any) -> int:
    if is_whole_number(players) and players in PLAYER_COUNTS:
        return operator.index(players)
    raise PlayerCountError(
        f"Quixo is for 2 players, or 4 in two teams; players={excerpt(players)}"
    )


def check_rows_type(rows: Any) -> Sequence:
    if isinstance(rows, str) or not isinstance(rows, Sequence):
        raise ArgumentError(
            f"give the rows as a list of strings, such as {EXAMPLE_ROWS!r}; "
            f"got {type(rows).__name__}"
        )
    return rows


def size_of(rows: Any) -> int:
    """The size of the square board that ``rows`` describe, or why there is none.

    The rows' length decides when it is a real size, so that a missing row is
    reported as a missing row rather than as rows that are too long.
    """
    rows = check_rows_type(rows)
    width = len(rows[0]) if rows and isinstance(rows[0], str) else len(rows)
    size = width if width in SIZES else len(rows)
    if size not in SIZES:
        raise InvalidBoardError(
            f"a board has 3, 4 or 5 rows (5 in the real game), got {len(rows)}"
        )
    if len(rows) != size:
        raise InvalidBoardError(
            f"rows of {size} squares make a {size}x{size} board, which has {size} "
            f"rows; got {len(rows)}"
        )
    return size


def parse_rows(size: int, rows: Any) -> tuple[int, int]:
    """The X and O bitboards of ``rows``, or the reason they are not a board."""
    rows = check_rows_type(rows)
    if len(rows) != size:
        raise InvalidBoardError(
            f"a {size}x{size} board has {size} rows, got {len(rows)}"
        )
    x = o = 0
    for row, text in enumerate(rows):
        if not isinstance(text, str):
            raise ArgumentError(f"row {row} is {excerpt(text)}, not a string")
        if len(text) != size:
            raise InvalidBoardError(
                f"row {row} ({excerpt(text)}) has {len(text):,} squares; every row "
                f"of a {size}x{size} board has {size}"
            )
        for column, symbol in enumerate(text):
            square_bit = bitboard.bit(size, (row, column))
            if symbol == X:
                x |= square_bit
            elif symbol == O:
                o |= square_bit
            elif symbol != NEUTRAL:
                raise InvalidBoardError(
                    f"row {row}, column {column} holds {excerpt(symbol)}; a square is "
                    f"'{NEUTRAL}' (neutral), '{X}' or '{O}'"
                )
    return x, o


def parse_dots(
    size: int, x: int, o: int, dots: Mapping[Square, str] | None, players: int
) -> int:
    """The dots bitboard (bit set: the dot points at A2 or B2) of a position.

    With four players every team block needs a dot pointing at a player of its own
    team; neutral blocks have none, and the two-player game has no dots at all.
    """
    if players == 2:
        if dots:
            raise InvalidBoardError("only the four-player game has dots on its blocks")
        return 0
    dots = {} if dots is None else dots
    if not isinstance(dots, Mapping):
        raise InvalidBoardError("give the dots as a mapping {(row, column): seat}")
    squares = [(row, column) for row in range(size) for column in range(size)]
    strangers = [square for square in dots if square not in squares]
    if strangers:
        raise InvalidBoardError(f"{excerpt(strangers[0])} is not a square of the board")
    dot_bits = 0
    for square in squares:
        square_bit = bitboard.bit(size, square)
        symbol = X if x & square_bit else O if o & square_bit else NEUTRAL
        seat = dots.get(square)
        if symbol == NEUTRAL:
            if seat is not None:
                raise InvalidBoardError(
                    f"the block at {square} is neutral: it has no dot"
                )
            continue
        first, second = team_seats(symbol)
        if seat not in (first, second):
            raise InvalidBoardError(
                f"the {symbol} block at {square} needs a dot pointing at {first} "
                f"or {second}, got {excerpt(seat)}"
            )
        if seat == second:
            dot_bits |= square_bit
    return dot_bits


def parse_turn(seats: tuple[str, ...], turn: Any) -> int:
    """The index in turn order of the player to move (the first one by default)."""
    if turn is None:
        return 0
    if turn not in seats:
        names = ", ".join(seats)
        raise InvalidBoardError(
            f"the player to move is one of {names}; got {excerpt(turn)}"
        )
    return seats.index(turn)


# -- threefold repetition (see the module docstring) -------------------------------


REPETITIONS_FOR_A_DRAW = 3


class MoveRecord(NamedTuple):
    """What ``push`` did, in either game: the move, who made it, and what the
    picked block showed."""

    move: Move
    player: str
    took: str | None
    """``"-"`` for a neutral block, the mover's symbol for an own block, None for a
    pass."""
    outcome: Outcome | None
    """How the game ended with this move, or None if it goes on."""


# -- the board: whose turn it is, which moves are legal, and who has won -----------


LINE_WORDS = {3: "three", 4: "four", 5: "five"}


class Position(NamedTuple):
    """The whole position as integers (see ``gamelib.quixo.bitboard``); the key
    under which repetitions are counted."""

    x: int
    o: int
    dots: int
    seat: int
    """Index of the player to move in turn order (``Board.seats``)."""


# -- the errors of a move's rules, raised by Board._check and the lesson's rules ---
class PickError(IllegalMoveError):
    """The block chosen may not be taken by the player to move: it is not on the
    edge, it shows the other side's symbol, or (four players) its dot points at
    another player; the message names the rule (``Board.pick_refusal``)."""


class PlaceError(IllegalMoveError):
    """The block may not be put back on the square chosen: never where it came
    from, only at an end of its row or column.

    ``reason`` is the rule broken; ``pick`` and ``allowed`` say where the block came
    from and where it may go, so a program can list the places.
    """

    def __init__(self, reason: str, pick: Square, allowed: tuple[Square, ...]):
        self.reason, self.pick, self.allowed = reason, pick, allowed
        listed = ", ".join(str(square) for square in allowed)
        super().__init__(f"{reason}; the block from {pick} may go to {listed}")


class TeamRuleError(IllegalMoveError):
    """Four players' rules: the dot must point at a player of the mover's team, and
    a player passes exactly when there is no block they may take (the two-player
    game has neither)."""


class Board(GameState[Move, MoveRecord]):
    """A game of Quixo: the blocks, the player to move and the moves so far.

    ``Board()`` is the real game (5x5, two players, X first); ``Board(size=3)`` or
    ``Board(size=4)`` a small one; ``Board(players=4)`` the four-player team game.
    ``rows`` (strings of ``-``, ``X`` and ``O``, as ``create_board``
    takes) sets up a position, ``turn`` says who moves in it, and, with four
    players, ``dots`` maps every team block's square to the seat its dot points at.
    """

    def __init__(
        self,
        size: int = 5,
        players: int = 2,
        *,
        rows: Sequence[str] | None = None,
        turn: str | None = None,
        dots: Mapping[Square, str] | None = None,
    ):
        super().__init__()
        self.size = check_size(size)
        self.players = check_players(players)
        self.seats = seats(self.players)
        self._table = tables(self.size)
        x, o = (0, 0) if rows is None else parse_rows(self.size, rows)
        dot_bits = parse_dots(self.size, x, o, dots, self.players)
        seat = parse_turn(self.seats, turn)
        self._position = Position(x, o, dot_bits, seat)
        self._seen: Counter[Hashable] = Counter([self._position])
        self._draw_claimed = False
        self._ending = self._judge()

    # -- the moves, written once ------------------------------------------------
    def can_take(self, square: Square) -> bool:
        """May the player to move pick up the block on ``square``?

        A square off the board is simply not takeable; anything that is not a
        square at all, ``(0,)`` or ``(True, 0)``, raises ``MoveFormatError``.
        """
        try:
            square = square_on_board(square, self.size)
        except OffBoardError:
            return False
        return not self.is_over() and self._can_take(square)

    def places(self, pick: Square) -> tuple[Square, ...]:
        """Where the block on ``pick`` may go back, once ``pick`` is a legal pick
        (otherwise the error says why it is not)."""
        self._check_not_over()
        pick = square_on_board(pick, self.size, "the block to pick")
        self._check_pick(pick)
        return tuple(self._places_for(pick))

    def _moves(self) -> Iterator[Move]:
        """Every legal move, in reading order of the picked block."""
        can_move = False
        for pick in self._pick_squares():
            if self._can_take(pick):
                for place in self._places_for(pick):
                    for partner in self._partners():
                        can_move = True
                        yield Move(pick, place, partner)
        if not can_move:
            yield from self._when_stuck()

    # -- reading the board -----------------------------------------------------
    def rows(self) -> list[str]:
        """The board as the handout writes it: one string per row."""
        return [
            "".join(self.symbol(row, column) for column in range(self.size))
            for row in range(self.size)
        ]

    @property
    def turn_symbol(self) -> str | None:
        """The symbol the player to move puts on blocks (their team's, with four);
        None once the game is over."""
        return None if self.is_over() else symbol_of(self._turn())

    def winning_lines(self) -> list[tuple[Square, ...]]:
        """The complete lines of the winner's symbol (none while the game goes on)."""
        outcome = self.outcome()
        if outcome is None or outcome.winner is None:
            return []
        winner = outcome.winner
        return [
            line
            for line in lines(self.size)
            if all(self.symbol(row, column) == winner for row, column in line)
        ]

    def __str__(self) -> str:
        return "\n".join(self.rows())

    # -- counting, for the hooks _apply and _undo --------------------------------
    def _count_position(self) -> None:
        self._seen[self._key()] += 1

    def _uncount_position(self) -> None:
        key = self._key()
        self._seen[key] -= 1
        if not self._seen[key]:
            del self._seen[key]

    # -- what the board and the players ask --------------------------------------
    def seen_positions(self) -> set[Any]:
        """Every position that has occurred in this game."""
        return set(self._seen)

    def is_repetition(self, count: int = REPETITIONS_FOR_A_DRAW) -> bool:
        """Has the current position occurred at least ``count`` times?"""
        return self._seen[self._key()] >= count

    def can_claim_threefold_repetition(self) -> bool:
        """The position has occurred three times, or one of the mover's legal
        moves would make a position occur for the third time."""
        if self.is_over():
            return False
        if self.is_repetition():
            return True
        for move in self.legal_moves:
            self.push(move)
            repeated = self.is_repetition()
            self.pop()
            if repeated:
                return True
        return False

    def can_claim_draw(self) -> bool:
        """Quixo's only draw is by repetition."""
        return self.can_claim_threefold_repetition()

    def claim_draw(self) -> Outcome:
        """End the game as a draw, if the player to move may claim one."""
        self._check_not_over()
        if not self.can_claim_draw():
            raise IllegalMoveError(
                "a draw may be claimed only when a position occurs for the third "
                "time (or one of your moves would make it so)"
            )
        return self._end_in_a_draw()

    def _copy_into(self, twin: Any) -> None:
        twin._seen = Counter(self._seen)

    # -- reading the board -----------------------------------------------------
    def symbol(self, row: int, column: int) -> str:
        """``"X"``, ``"O"`` or ``"-"`` (neutral) for the block at (row, column);
        with four players, the symbol of the team that owns it."""
        square_bit = bitboard.bit(self.size, square_on_board((row, column), self.size))
        if self._position.x & square_bit:
            return X
        if self._position.o & square_bit:
            return O
        return NEUTRAL

    def dot(self, row: int, column: int) -> str | None:
        """Four players: the seat the block's dot points at; None for a neutral block
        (and always None in the two-player game, which has no dots)."""
        symbol = self.symbol(row, column)
        if self.players == 2 or symbol == NEUTRAL:
            return None
        square_bit = bitboard.bit(self.size, (row, column))
        first, second = team_seats(symbol)
        return second if self._position.dots & square_bit else first

    @property
    def position(self) -> Position:
        """The position as integers, for fast code (perft, the search player)."""
        return self._position

    def _turn(self) -> str:
        """Who moves next: ``"X"`` or ``"O"``, or the seat with four players."""
        return self.seats[self._position.seat]

    # -- which moves are legal -------------------------------------------------
    def pick_refusal(self, pick: Square) -> str | None:
        """THE rule of the pick, in words: None when the player to move may take
        the block on ``pick`` (a square of the board), else the rule that forbids
        it. A block may be taken only from the edge, neutral or showing the
        mover's symbol; with four players a team block only by the player its dot
        points at. ``can_take``, the move generator and ``check`` all ask this;
        ``bitboard.takeable`` is the same rule on integers, tested against it."""
        if not is_on_perimeter(self.size, pick):
            return (
                f"the block at {pick} is not on the edge of the board; only a block "
                "on the outer ring may be picked up"
            )
        turn = self._turn()
        symbol, mover = self.symbol(*pick), symbol_of(turn)
        if symbol not in (NEUTRAL, mover):
            return (
                f"the block at {pick} shows {symbol}; {turn} may take only a "
                f"neutral block or one showing {mover}"
            )
        if self.players == 4 and symbol == mover and self.dot(*pick) != turn:
            return (
                f"the {symbol} block at {pick} has its dot pointing at "
                f"{self.dot(*pick)}; {turn} may take a neutral block or an "
                f"{symbol} block whose dot points at {turn}"
            )
        return None

    def _can_take(self, square: Square) -> bool:
        return not self.is_over() and self.pick_refusal(square) is None

    def _check_pick(self, pick: Square) -> None:
        refusal = self.pick_refusal(pick)
        if refusal is not None:
            raise PickError(refusal)

    def _partners(self) -> tuple[str | None, ...]:
        """What a move may say about the dot: nothing with two players, else which
        of the mover's team the block's dot will point at."""
        if self.players == 2:
            return (None,)
        return team_seats(symbol_of(self._turn()))

    def _pick_squares(self) -> Sequence[Square]:
        return perimeter(self.size)

    def _places_for(self, pick: Square) -> Sequence[Square]:
        return places(self.size, pick)

    def _when_stuck(self) -> Iterator[Move]:
        """A seat with nothing to take has exactly one move, ``PASS``."""
        yield PASS

    def _count_moves(self) -> int:
        x, o, dots, seat = self._position
        picks = bitboard.takeable(self._table, x, o, dots, seat, self.players)
        count = bitboard.count_slides(self._table, picks) * len(self._partners())
        return count or 1  # a seat with nothing to take passes

    # -- checking a move -------------------------------------------------------
    def _check(self, move: object) -> Move:
        """Raise the error of the first rule ``move`` breaks; return it as a ``Move``.

        A move is a ``Move`` or a plain tuple ``(pick, place)`` (``partner`` too
        with four players). Nothing is changed.
        """
        move = as_move(move, self.size)
        if move.is_pass:
            self._check_pass()
            return move
        pick, place = move.squares()
        self._check_pick(pick)
        self._check_place(pick, place)
        self._check_partner(move.partner)
        return move

    def _check_place(self, pick: Square, place: Square) -> None:
        allowed = places(self.size, pick)
        if place == pick:
            raise PlaceError(
                "a block never goes back to the square it came from", pick, allowed
            )
        if place not in allowed:
            row, column = pick
            raise PlaceError(
                f"{place} is not an end of row {row} or column {column}", pick, allowed
            )

    def _check_partner(self, partner: str | None) -> None:
        if self.players == 2:
            if partner is not None:
                raise TeamRuleError(
                    "the two-player game has no partners: leave the partner out"
                )
            return
        first, second = self._partners()
        if partner not in (first, second):
            symbol = symbol_of(self._turn())
            raise TeamRuleError(
                f"say which partner the {symbol} block's dot points at, "
                f"{first} or {second}; got {excerpt(partner)}"
            )

    def _check_pass(self) -> None:
        if self.players == 2:
            raise TeamRuleError("nobody passes in the two-player game")
        for pick in self._pick_squares():
            if self._can_take(pick):
                raise TeamRuleError(
                    f"{self._turn()} may take the block at {pick}, so may not pass; a "
                    "player passes only when there is no block to take"
                )

    # -- moving ----------------------------------------------------------------
    def _save(self) -> Any:
        return self._position

    def _apply(self, move: Move) -> MoveRecord:
        """Slide the blocks for the player to move; the move has been checked."""
        player = self._turn()
        x, o, dots, seat = self._position
        took = None
        if not move.is_pass:
            pick, place = move.squares()
            took = self.symbol(*pick)
            step = self._table.slides[pick, place]
            x, o, dots = (bitboard.slide(bits, step) for bits in (x, o, dots))
            if symbol_of(player) == X:
                x |= step.place_bit
            else:
                o |= step.place_bit
            if move.partner == team_seats(symbol_of(player))[1]:
                dots |= step.place_bit  # the dot points at A2 or B2
        self._position = Position(x, o, dots, (seat + 1) % self.players)
        self._count_position()
        self._ending = self._judge()
        return MoveRecord(move, player, took, self._ending)

    def _undo(self, move: Move, saved: Any) -> None:
        """Take back ``move`` and any draw claimed after it."""
        if self._position != saved:
            self._uncount_position()
        self._position = saved
        self._draw_claimed = False
        self._ending = self._judge()

    # -- the end of the game ---------------------------------------------------
    def _judge(self) -> Outcome | None:
        if self._draw_claimed:
            return Outcome(
                None,
                f"{self.seats[self._position.seat]} claimed a draw: the same "
                "position three times",
                draw=True,
            )
        x, o, _, seat = self._position
        mover_team = seat % 2
        team = bitboard.winning_team(self._table, x, o, mover_team)
        if team is None:
            return None
        winner, loser = SYMBOLS[team], SYMBOLS[1 - team]
        in_a_row = f"{LINE_WORDS[self.size]} in a row"
        if team != mover_team:
            return Outcome(winner, in_a_row)
        loser_bits = x if loser == X else o
        also = (
            " as well as its own"
            if bitboard.has_line(loser_bits, self._table.line_masks)
            else ""
        )
        return Outcome(
            winner,
            f"{loser} completed a line of {winner}{also} ({in_a_row}); whoever "
            "completes the other side's line loses",
        )

    def _outcome(self) -> Outcome | None:
        return self._ending

    # -- threefold repetition (the rules are RepeatingGame's) -----------------
    def _key(self) -> Hashable:
        return self._position

    def _end_in_a_draw(self) -> Outcome:
        self._draw_claimed = True
        outcome = self._judge()
        assert outcome is not None, "a claimed draw ends the game"
        self._ending = outcome
        return outcome

    # -- copies, comparison and views ------------------------------------------
    def __eq__(self, other: object) -> bool:
        """Equal boards play the same from here: same size, players, blocks, dots,
        player to move, positions seen (for repetitions) and draw claim."""
        if not isinstance(other, Board):
            return NotImplemented
        return (
            self.size == other.size
            and self.players == other.players
            and self._position == other._position
            and self._draw_claimed == other._draw_claimed
            and self._seen == other._seen
        )

    # Defining __eq__ leaves __hash__ None: a board changes as it is played, so it
    # cannot be a dict key.

    def _alt_text(self) -> str:
        """The picture's words: whose turn, then the rows (- is a blank block)."""
        turn = f"{self.turn} to move" if self.turn else "game over"
        return f"Quixo board, {turn}; rows from the top, - is blank:\n{self}"

    def __repr__(self) -> str:
        seat = self.seats[self._position.seat]
        if self.players == 2:
            return f"create_board({self.rows()!r}, turn={seat!r})"
        dots = {
            (row, column): self.dot(row, column)
            for row in range(self.size)
            for column in range(self.size)
            if self.dot(row, column) is not None
        }
        return (
            f"Board(size={self.size}, players=4, rows={self.rows()!r}, "
            f"turn={seat!r}, dots={dots!r})"
        )

    def _repr_svg_(self) -> str:
        return board_svg(self)


def check_can_move(board: Board) -> str:
    """The symbol the computer plays; ``GameOverError`` if the game is over, for a
    computer cannot move then (the players and the search both ask)."""
    symbol = board.turn_symbol
    if symbol is None:
        raise GameOverError(
            f"the game is over ({board.outcome()}); the computer has no move to make"
        )
    return symbol


# -- the handout's createBoard, printBoard and makeMove on the full Board, by their
# PEP 8 names: the handout's names belong to the lesson's pieces on the beginner's
# QuixoBoard (gamelib.quixo.lesson), so no name means two different functions.


def create_board(list_of_rows: Sequence[str], turn: str = X) -> Board:
    """A two-player board set up from rows of ``-``, ``X`` and ``O``.

    The symbols alone do not say whose turn it is, hence ``turn`` (X by default).
    The size is the number of rows (3, 4 or 5); the board keeps the blocks as its
    own data, not the strings it was given.
    """
    return Board(size=size_of(list_of_rows), rows=list_of_rows, turn=turn)


def print_board(board: Board) -> None:
    """Print the board as the handout does: one line per row, ``-`` for neutral."""
    print(board)


def make_move(
    board: Board,
    choose_row: int,
    choose_column: int,
    place_row: int,
    place_column: int,
    partner: str | None = None,
) -> MoveRecord:
    """Play a move for the player to move: pick up the block at (choose_row,
    choose_column), top row 0 and left column 0, and put it back at (place_row,
    place_column), sliding the blocks between. With four players, ``partner`` says
    which of the mover's team the block's dot now points at.

    An illegal move raises the error of the rule it breaks and changes nothing.
    """
    move = Move((choose_row, choose_column), (place_row, place_column), partner)
    return board.push(move)


# -- the rules above as bitboards (gamelib.quixo.bitboard), built once per size ----
def _slide(size: int, pick: Square, place: Square) -> bitboard.Slide:
    squares = path(pick, place)
    moving = bitboard.mask(size, squares[1:])
    full = (1 << size * size) - 1
    step = bitboard.index(size, squares[1]) - bitboard.index(size, pick)
    down, up = (step, 0) if step > 0 else (0, -step)
    return bitboard.Slide(
        pick=pick,
        place=place,
        keep=full & ~(moving | bitboard.bit(size, pick)),
        moving=moving,
        down=down,
        up=up,
        place_bit=bitboard.bit(size, place),
    )


@cache
def tables(size: int) -> bitboard.Tables:
    ring = perimeter(size)
    last = size - 1
    corners = [square for square in ring if set(square) <= {0, last}]
    slides = {
        (pick, place): _slide(size, pick, place)
        for pick in ring
        for place in places(size, pick)
    }
    picks = tuple(
        (
            bitboard.bit(size, pick),
            tuple(slides[pick, place] for place in places(size, pick)),
        )
        for pick in ring
    )
    return bitboard.Tables(
        size=size,
        full=(1 << size * size) - 1,
        perimeter=bitboard.mask(size, ring),
        corners=bitboard.mask(size, corners),
        sides=bitboard.mask(size, ring) & ~bitboard.mask(size, corners),
        line_masks=tuple(bitboard.mask(size, line) for line in lines(size)),
        slides=slides,
        picks=picks,
    )
