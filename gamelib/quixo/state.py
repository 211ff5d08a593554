"""The Quixo board: whose turn it is, which moves are legal, and who has won.

A move picks up a block from the edge (neutral, or showing the mover's symbol), and
puts it back at an end of its row or column, never where it came from; the blocks in
between slide one step to close the gap, and the block now shows the mover's symbol.
``n`` in a row on an ``n x n`` board wins, but a move that completes the other
side's line loses, even if it completes the mover's own line too (the handout: "the
player who made the last move is the loser").

Four players (the official team rules, the handout's enhancement): team A (seats A1
and A2) plays X, team B (B1, B2) plays O, turns go clockwise A1, B1, A2, B2. Each
team block carries a dot pointing at one partner: a player may take a neutral block
or a team block whose dot points at them, and says which partner the dot points at
when putting it back (``Move.partner``). A player with no block to take passes:
their only legal move is then ``PASS`` (``Move(None, None)``), so a game in play
always has a legal move and the pass shows in the history like any other turn.

The squares are kept as bitboards (``gamelib.quixo.parts.bitboard``) so that perft and
the computer players are fast; everything a learner reads here (which blocks may be
taken, where they may go, why a move is refused) is said square by square.

Threefold repetition. Real Quixo has no draw, yet perfect play is a draw on 5x5
(Tanaka, Bonnet, Tixeuil and Tamura, "Quixo Is Solved", 2020), so two careful
players can go round in circles for ever. As in chess, every position (the blocks,
their dots and the player to move) is recorded; once one has occurred three times,
the player to move may claim a draw (``can_claim_draw``/``claim_draw``, modelled on
python-chess's ``can_claim_threefold_repetition``). Nobody has to claim: play goes
on until someone does, so every game that ends by the rules still ends as the
official rules say.

``Board`` is a ``QuixoGame``, a ``gamelib.state.GameState`` with the threefold
repetition (``gamelib.quixo.parts.repetition``) and the one move generator that the
lesson's ``LessonRules`` shares. The hooks it fills in: ``_turn`` is the seat whose
turn the position records; ``_check`` returns the move as a ``Move`` (``as_move``
accepts a plain tuple) after the rules of the pick (``_check_pick``), the place, the
partner and the pass; ``_save`` is the position before the move and ``_undo`` puts
it back (with the repetition count and any draw claimed after it); ``_apply``
slides the blocks on the bitboards and judges the new position; ``_outcome`` is
that judgement; for the move generator, ``_pick_squares`` is the edge,
``_can_take`` the rule of the pick, ``_places_for`` the ends of the row and column,
``_partners`` the dot's choices and ``_when_stuck`` the pass; ``_count_moves``
counts the moves on the bitboards without listing them.
"""

import abc
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import NamedTuple

from gamelib.arguments import excerpt
from gamelib.quixo.errors import (
    GameOverError,
    NotAnEndError,
    NotOnPerimeterError,
    NotYourDotError,
    OffBoardError,
    OpponentBlockError,
    PartnerError,
    PassError,
    SameSquareError,
)
from gamelib.quixo.parts import bitboard
from gamelib.quixo.parts.geometry import is_on_perimeter, lines, perimeter
from gamelib.quixo.parts.geometry import places as places_on_board
from gamelib.quixo.parts.move import PASS, Move, Square
from gamelib.quixo.parts.move_format import as_move, square_on_board
from gamelib.quixo.parts.repetition import (
    MoveRecord,
    RepeatingGame,
)
from gamelib.quixo.parts.seats import (
    NEUTRAL,
    SYMBOLS,
    O,
    X,
    seats,
    symbol_of,
    team_seats,
)
from gamelib.quixo.parts.setup import (
    check_players,
    check_size,
    parse_dots,
    parse_rows,
    parse_turn,
    size_of,
)
from gamelib.quixo.pictures import board_svg
from gamelib.state import Outcome

LINE_WORDS = {3: "three", 4: "four", 5: "five"}


class Position(NamedTuple):
    """The whole position as integers (see ``gamelib.quixo.parts.bitboard``); the key
    under which repetitions are counted."""

    x: int
    o: int
    dots: int
    seat: int
    """Index of the player to move in turn order (``Board.seats``)."""


class QuixoGame(RepeatingGame):
    """What every game of Quixo answers, written once: the model's ``Board`` and the
    lesson's ``LessonRules`` (a board on a learner's functions) both fill it in.

    The one move generator lives here (``_moves``: every takeable block, every place
    it may go back to, every partner its dot may point at), and so do ``can_take``,
    ``places``, ``rows``, ``turn_symbol`` and ``winning_lines``: a game says only
    what a square shows (``symbol``), which picks are takeable (``_can_take``,
    ``_check_pick`` for why not, ``_pick_squares`` for where to look) and where a
    block may go back (``_places_for``).
    """

    size: int
    players: int

    # -- hooks -------------------------------------------------------------------
    @abc.abstractmethod
    def symbol(self, row: int, column: int) -> str:
        """``"X"``, ``"O"`` or ``"-"`` (neutral) for the block at (row, column)."""

    @abc.abstractmethod
    def _pick_squares(self) -> Iterable[Square]:
        """Where to look for a block to take: the model looks on the edge only."""

    @abc.abstractmethod
    def _can_take(self, square: Square) -> bool:
        """``can_take`` for a square known to be on the board."""

    @abc.abstractmethod
    def _check_pick(self, pick: Square) -> None:
        """Raise the error of the rule that forbids taking ``pick``, if one does."""

    @abc.abstractmethod
    def _places_for(self, pick: Square) -> Sequence[Square]:
        """Where the block taken from ``pick`` (a legal pick) may go back."""

    def _partners(self) -> tuple[str | None, ...]:
        """What a move may say about the dot: nothing, with two players."""
        return (None,)

    def _when_stuck(self) -> Iterator[Move]:
        """The moves of a player with no block to take: none, unless a game passes."""
        return iter(())

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


class Board(QuixoGame):
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
        self._table = bitboard.tables(self.size)
        x, o = (0, 0) if rows is None else parse_rows(self.size, rows)
        dot_bits = parse_dots(self.size, x, o, dots, self.players)
        seat = parse_turn(self.seats, turn)
        self._position = Position(x, o, dot_bits, seat)
        self._seen: Counter[Position] = Counter([self._position])
        self._draw_claimed = False
        self._ending = self._judge()

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
    def _can_take(self, square: Square) -> bool:
        """The pick must be on the edge, and neutral or showing the mover's symbol;
        with four players a team block must also have its dot pointing at the
        mover."""
        if self.is_over() or not is_on_perimeter(self.size, square):
            return False
        symbol = self.symbol(*square)
        if symbol == NEUTRAL:
            return True
        if symbol != symbol_of(self._turn()):
            return False
        return self.players == 2 or self.dot(*square) == self._turn()

    def _partners(self) -> tuple[str | None, ...]:
        """What a move may say about the dot: nothing with two players, else which
        of the mover's team the block's dot will point at."""
        if self.players == 2:
            return (None,)
        return team_seats(symbol_of(self._turn()))

    def _pick_squares(self) -> tuple[Square, ...]:
        return perimeter(self.size)

    def _places_for(self, pick: Square) -> tuple[Square, ...]:
        return places_on_board(self.size, pick)

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

    def _check_pick(self, pick: Square) -> None:
        if not is_on_perimeter(self.size, pick):
            raise NotOnPerimeterError(
                f"the block at {pick} is not on the edge of the board; only a block "
                "on the outer ring may be picked up"
            )
        turn = self._turn()
        symbol, mover = self.symbol(*pick), symbol_of(turn)
        if symbol not in (NEUTRAL, mover):
            raise OpponentBlockError(
                f"the block at {pick} shows {symbol}; {turn} may take only a "
                f"neutral block or one showing {mover}"
            )
        if self.players == 4 and symbol == mover and self.dot(*pick) != turn:
            raise NotYourDotError(
                f"the {symbol} block at {pick} has its dot pointing at "
                f"{self.dot(*pick)}; {turn} may take a neutral block or an "
                f"{symbol} block whose dot points at {turn}"
            )

    def _check_place(self, pick: Square, place: Square) -> None:
        allowed = places_on_board(self.size, pick)
        if place == pick:
            raise SameSquareError(
                "a block never goes back to the square it came from", pick, allowed
            )
        if place not in allowed:
            row, column = pick
            raise NotAnEndError(
                f"{place} is not an end of row {row} or column {column}",
                pick,
                allowed,
            )

    def _check_partner(self, partner: str | None) -> None:
        if self.players == 2:
            if partner is not None:
                raise PartnerError(
                    "the two-player game has no partners: leave the partner out"
                )
            return
        first, second = self._partners()
        if partner not in (first, second):
            symbol = symbol_of(self._turn())
            raise PartnerError(
                f"say which partner the {symbol} block's dot points at, "
                f"{first} or {second}; got {excerpt(partner)}"
            )

    def _check_pass(self) -> None:
        if self.players == 2:
            raise PassError("nobody passes in the two-player game")
        for pick in self._pick_squares():
            if self._can_take(pick):
                raise PassError(
                    f"{self._turn()} may take the block at {pick}, so may not pass; a "
                    "player passes only when there is no block to take"
                )

    # -- moving ----------------------------------------------------------------
    def _save(self) -> Position:
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

    def _undo(self, move: Move, saved: Position) -> None:
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
    def _key(self) -> Position:
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


# -- the handout's milestone functions on the model ---------------------------------
# The handout names them createBoard, printBoard and makeMove; under those names they
# are the lesson's pieces, written once in gamelib.quixo.lesson on the beginner's
# QuixoBoard. The model's versions, on the full Board, go by their PEP 8 names, so no
# name means two different functions.


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
