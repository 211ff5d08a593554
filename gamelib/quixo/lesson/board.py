"""Milestones 1 and 2: the board as an object, set up from rows and printed back.

The handout asks for a real data structure, "not sufficient to merely store and print
the list of strings": a ``QuixoBoard`` keeps its blocks as a list of rows, each row a
list of ``"-"`` (neutral), ``"X"`` or ``"O"``, so that a move can change one block.
``createBoard`` and ``printBoard`` are the handout's two top-level functions; their
camelCase names (and parameter names) are the handout's.
"""

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from gamelib.cellguard import Crashed, TimedOut, run_guarded
from gamelib.errors import IllegalMoveError, PieceRuleError, SetupError
from gamelib.quixo.state import Board, Move, MoveRecord, PickError, Square, as_move
from gamelib.quixo.state import places as places_on_board
from gamelib.selfcheck.diagnosis import shown_message, shown_value
from gamelib.selfcheck.pieces import CoursePieces, is_stub, is_unwritten, lent_from
from gamelib.selfcheck.trial import refusal
from gamelib.state import GameState, Outcome

NEUTRAL = "-"
X = "X"
O = "O"


class QuixoBoard:
    """The blocks, the board's size, and whose turn it is."""

    def __init__(self, size: int = 5) -> None:
        self.size = size
        self.blocks = []
        for _row in range(size):
            self.blocks.append([NEUTRAL] * size)
        self.turn = X


def createBoard(listOfRows: list[str], turn: str = X) -> QuixoBoard:  # noqa: N802, N803
    """A board from rows of "-", "X" and "O"; turn says who moves next."""
    size = len(listOfRows)
    board = QuixoBoard(size)
    for row in range(size):
        text = listOfRows[row]
        if len(text) != size:
            raise SetupError(f"row {row} has {len(text)} blocks, not {size}")
        for column in range(size):
            if text[column] not in (NEUTRAL, X, O):
                raise SetupError(
                    f"row {row}, column {column} is {text[column]!r}: "
                    "a block is '-', 'X' or 'O'"
                )
            board.blocks[row][column] = text[column]
    board.turn = turn
    return board


def printBoard(board: QuixoBoard) -> None:  # noqa: N802 - the handout's name
    """Print the board as the handout does: a row a line, "-" neutral."""
    for row in board.blocks:
        line = ""
        for block in row:
            line = line + block
        print(line)


def other(symbol: str) -> str:
    """The other player's symbol."""
    if symbol == X:
        return O
    return X


# Milestone 3: any single move, as the handout's ``makeMove`` makes it.
#
# A player picks up a block on the edge of the board that is neutral or shows their
# own symbol, and puts it back at an end of the same row or column (never where it came
# from); the blocks between slide one step to close the gap, and the block now shows
# the mover's symbol. Every piece reads and changes a ``QuixoBoard``.


def is_on_edge(board: QuixoBoard, row: int, column: int) -> bool:
    """True for a square of the outer ring: first or last row, column."""
    last = board.size - 1
    return row == 0 or row == last or column == 0 or column == last


def can_take(board: QuixoBoard, row: int, column: int) -> bool:
    """May the player to move pick up the block at (row, column)?"""
    if not (0 <= row < board.size and 0 <= column < board.size):
        return False
    if not is_on_edge(board, row, column):
        return False
    block = board.blocks[row][column]
    return block == NEUTRAL or block == board.turn


def places_for(board: QuixoBoard, row: int, column: int) -> list[tuple[int, int]]:
    """Where a block taken from (row, column) may go back: the ends of
    its row and of its column, never its own square."""
    last = board.size - 1
    places = []
    for place in [(row, 0), (row, last), (0, column), (last, column)]:
        if place != (row, column) and place not in places:
            places.append(place)
    return sorted(places)


def slide(
    board: QuixoBoard,
    chooseRow: int,  # noqa: N803 - the handout's names
    chooseColumn: int,  # noqa: N803
    placeRow: int,  # noqa: N803
    placeColumn: int,  # noqa: N803
) -> None:
    """Close the gap at the chosen square: each block between it and the
    place moves one step towards it, which frees the place."""
    blocks = board.blocks
    if placeRow == chooseRow:  # along the row
        step = 1 if placeColumn > chooseColumn else -1
        for column in range(chooseColumn, placeColumn, step):
            blocks[chooseRow][column] = blocks[chooseRow][column + step]
    else:  # along the column
        step = 1 if placeRow > chooseRow else -1
        for row in range(chooseRow, placeRow, step):
            blocks[row][chooseColumn] = blocks[row + step][chooseColumn]


def makeMove(  # noqa: N802 - the handout's name
    board: QuixoBoard,
    chooseRow: int,  # noqa: N803 - the handout's names
    chooseColumn: int,  # noqa: N803
    placeRow: int,  # noqa: N803
    placeColumn: int,  # noqa: N803
) -> None:
    """Play a move for the player to move, or raise IllegalMoveError and
    change nothing; afterwards it is the other player's turn."""
    if not can_take(board, chooseRow, chooseColumn):
        raise IllegalMoveError(
            f"{board.turn} may not take the block at ({chooseRow}, {chooseColumn}):"
            f" only a block on the edge that is neutral or shows {board.turn}"
        )
    places = places_for(board, chooseRow, chooseColumn)
    if (placeRow, placeColumn) not in places:
        raise IllegalMoveError(
            f"the block from ({chooseRow}, {chooseColumn}) goes back at one of"
            f" {places}, not at ({placeRow}, {placeColumn})"
        )
    slide(board, chooseRow, chooseColumn, placeRow, placeColumn)
    board.blocks[placeRow][placeColumn] = board.turn
    board.turn = other(board.turn)


# Milestone 4: who has won, including the handout's both-lines rule.
#
# ``n`` blocks of one symbol in a row, a column or a diagonal make a line. A slide can
# complete both players' lines at once; then "the player who made the last move is
# the loser". After ``makeMove`` the player to move is the one who did *not* make the
# last move, so with both lines on the board the winner is ``board.turn``.


def all_lines(size: int) -> list[list[tuple[int, int]]]:
    """Every line of a size x size board: the rows, the columns, the two diagonals."""
    lines = []
    for row in range(size):
        lines.append([(row, column) for column in range(size)])
    for column in range(size):
        lines.append([(row, column) for row in range(size)])
    lines.append([(k, k) for k in range(size)])
    lines.append([(k, size - 1 - k) for k in range(size)])
    return lines


def has_line(board: QuixoBoard, symbol: str) -> bool:
    """True when a whole row, column or diagonal shows symbol."""
    for line in all_lines(board.size):
        complete = True
        for row, column in line:
            if board.blocks[row][column] != symbol:
                complete = False
        if complete:
            return True
    return False


def winner(board: QuixoBoard) -> str | None:
    """'X' or 'O' once someone has won, else None. Call it after
    makeMove: the player to move now did not make the last move."""
    x_line = has_line(board, X)
    o_line = has_line(board, O)
    if x_line and o_line:
        return board.turn  # the last mover made both lines, so they lose
    if x_line:
        return X
    if o_line:
        return O
    return None


# ---------------------------------------------------------------------------- Milestone
# 4, the view's half: what a click on the board does, and what it says.
#
# The drawing is the course's (``drawing``, ``table``); the learner's ``answer_click``
# picks a block up, puts it back, places it (through ``makeMove``) or refuses with the
# reason, and ``announce`` says who won or who is next. Both get the learner's own
# ``QuixoBoard`` of the position shown and a ``hand`` dict whose ``"picked"`` is the
# block held (None or its ``(row, column)``); the board shows the sentence returned.


def answer_click(board: QuixoBoard, hand: dict[str, Any], row: int, column: int) -> str:
    """Answer a click on (row, column): pick a block up, put it back
    or place it, or refuse; return what the board says."""
    picked = hand["picked"]
    if picked is None:
        if not can_take(board, row, column):
            return (
                f"Not that block: {board.turn} may only take a block on "
                "the edge that is neutral or their own."
            )
        hand["picked"] = (row, column)
        return f"{board.turn} picked up ({row}, {column}): click a place."
    if (row, column) == picked:
        hand["picked"] = None
        return "Put back: pick up a block."
    pick_row, pick_column = picked
    try:
        makeMove(board, pick_row, pick_column, row, column)
    except IllegalMoveError as error:
        return f"Not there: {error}"
    hand["picked"] = None
    return announce(board)


def announce(board: QuixoBoard) -> str:
    """What the board says after a move: who won, or who is next."""
    found = winner(board)
    if found is not None:
        return f"{found} wins: five in a row!"
    return f"{board.turn} to move."


# Plugging a learner's pieces into the course's board.
#
# The board of milestone 4 plays any game object shaped like the model's ``Board``
# (``turn``, ``can_take``, ``places``, ``check``, ``push``, ``pop``, ``outcome`` ...).
# ``LessonRules`` is one made from a learner's ``createBoard``, ``can_take``,
# ``places_for``, ``makeMove`` and ``winner``: the board lights, refuses and declares
# wins exactly as those functions do, right or wrong. Only the two-player game is played
# this way (four players need the full model); the computer's search thinks on the
# model's copy (``table``) and the learner's rules judge the move it chose.
#
# The learner's pieces are called as often as the rule needs: per position one
# ``createBoard`` (asked by ``can_take`` and ``places_for``), per move tried one
# ``createBoard`` and one ``makeMove`` (kept for the ``push`` that follows), and one
# ``makeMove`` for a refused pick's reason; its ``print`` runs once a move.


Rows = tuple[str, ...]


class LessonRules(Board):
    """A two-player game of Quixo whose every rule is the learner's code: a
    ``Board`` whose hooks ask the learner's pieces (so ``push``, ``pop``, the move
    generator, ``can_take``, ``places``, ``rows``, ``winning_lines`` and the
    threefold-repetition draw are the model's own code)."""

    players = 2

    def __init__(
        self,
        create_board: Callable[..., Any],
        make_move: Callable[..., Any],
        find_winner: Callable[[Any], str | None],
        size: int = 5,
        can_take: Callable[..., Any] = can_take,
        places_for: Callable[..., Any] = places_for,
    ) -> None:
        GameState.__init__(self)  # not Board's: no bitboards, the learner's rows
        self._seen: Counter[Any] = Counter()
        self._create, self._move, self._winner = create_board, make_move, find_winner
        self._takes, self._places = can_take, places_for
        pieces = dict(createBoard=create_board, makeMove=make_move, can_take=can_take)
        pieces["winner"] = find_winner
        self.whose = {name: whose(piece, name) for name, piece in pieces.items()}
        self.size = size
        self._rows: Rows = (NEUTRAL * size,) * size
        self._mover = X
        self._count_position()
        self._ending: Outcome | None = None
        self._asked: dict[Any, Any] = {}
        """What the learner's pieces answered, by position: copies share it."""

    # -- what the board shows ---------------------------------------------------
    def _turn(self) -> str:
        return self._mover

    def symbol(self, row: int, column: int) -> str:
        return self._rows[row][column]

    def dot(self, row: int, column: int) -> None:
        return None

    def _when_stuck(self) -> Iterator[Move]:
        return iter(())  # nobody passes in the two-player game

    def _count_moves(self) -> int:
        return GameState._count_moves(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LessonRules):
            return NotImplemented
        return self._key() == other._key() and self._seen == other._seen

    def __repr__(self) -> str:
        return f"LessonRules(rows={list(self._rows)!r}, turn={self._mover!r})"

    # -- asking the learner's pieces, once per position ---------------------------
    def _remembered(self, what: Any, answer: Callable[[], Any]) -> Any:
        key = (self._key(), what)
        if key not in self._asked:
            self._asked[key] = answer()
        return self._asked[key]

    def _here(self) -> Any:
        """The learner's board of this position (only read, never moved on)."""
        return self._remembered("board", self._new_board)

    def _new_board(self) -> Any:
        board = self._create(list(self._rows), self._mover)
        return _blamed(board, f"{self.whose['createBoard']} made")

    def _after(self, move: Move) -> Any:
        """The learner's board after the learner's makeMove plays ``move``."""

        def play() -> Any:
            board = self._new_board()
            (pick_row, pick_column), (place_row, place_column) = move.squares()
            self._move(board, pick_row, pick_column, place_row, place_column)
            return _blamed(board, f"{self.whose['makeMove']} left")

        return self._remembered(move.squares(), play)

    def rows_after(self, move: Move) -> list[str]:
        """The rows the learner's makeMove leaves after ``move`` (nothing played):
        what a click handler that made this move must have left too."""
        return ["".join(row) for row in self._after(move).blocks]

    def _takeable(self) -> frozenset[Square]:
        board = self._here()
        return self._remembered(
            "takeable",
            lambda: frozenset(
                square for square in self._pick_squares() if self._takes(board, *square)
            ),
        )

    # -- the hooks of the one move generator (QuixoGame) ------------------------
    def _pick_squares(self) -> list[Square]:
        """Every square, not only the edge: the learner's can_take decides."""
        return [(r, c) for r in range(self.size) for c in range(self.size)]

    def _can_take(self, square: Square) -> bool:
        return square in self._takeable()

    def _check_pick(self, pick: Square) -> None:
        if pick not in self._takeable():
            reason = self._refusal(Move(pick, places_on_board(self.size, pick)[0]))
            raise PickError(reason or f"{self.whose['can_take']} says no to {pick}")

    def _places_for(self, pick: Square) -> list[Square]:
        board = self._here()
        answer = self._remembered(("places", pick), lambda: self._places(board, *pick))
        return [tuple(place) for place in answer]

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
        if found is not None:
            said = f"a line of {found} ({self.whose['winner']} says so)"
            self._ending = Outcome(found, said)
        return MoveRecord(move, mover, took, self._ending)

    def _undo(self, move: Move, saved: tuple[Rows, str, Outcome | None]) -> None:
        self._uncount_position()
        self._rows, self._mover, self._ending = saved

    def _outcome(self) -> Outcome | None:
        return self._ending

    def missed_ending(self) -> Outcome | None:
        """The course's model's ending of a position the learner's winner plays on
        from (there the computer's search, which thinks on the model, has no move)."""
        if self._ending is not None:
            return None
        return Board(size=self.size, rows=self._rows, turn=self._mover).outcome()

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


def whose(piece: Any, name: str) -> str:
    """A piece as a board names it: "your makeMove", or "the course's makeMove"."""
    course = lent_from(piece) is LESSON_PIECES.piece(name)
    return f"the course's {name}" if course else f"your {name}"


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
    *,
    can_take: Callable[..., Any] = can_take,
    places_for: Callable[..., Any] = places_for,
) -> Rules:
    """Rules made of a learner's functions (and, given, their click handler): the
    lit blocks and places come from ``can_take`` and ``places_for`` (the lesson's
    own unless given); the course's rules, with a notice, while any is a stub."""
    pieces = dict(createBoard=create_board, can_take=can_take, places_for=places_for)
    pieces |= dict(makeMove=make_move, winner=find_winner)
    if answer_click is not None:
        pieces["answer_click"] = answer_click
    for piece in pieces.values():
        if is_stub(piece):
            stub = f"{piece.__name__} is still a stub: this board plays by the course's"
            return replace(COURSE_RULES, notice=f"{stub} rules until you write it.")
    return Rules(
        "your rules",
        lambda size, players: LessonRules(
            create_board, make_move, find_winner, size, can_take, places_for
        ),
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


# Asking a learner's pieces for the lesson's pictures, and saying why not in words.
#
# A picture draws what the notebook's own ``createBoard``, ``places_for`` and
# ``makeMove`` do. A stub, a crash, an endless loop (stopped after ``SECONDS`` by
# ``run_guarded``) or a return that is not a board is said in one sentence, never a
# traceback; what a piece returns is read back into plain rows before drawing.


SECONDS = 3.0
"""Time for one call of a learner's piece: instant for any honest piece."""


class NoPictureError(Exception):
    """A learner's piece gave a picture nothing to draw; the message says why."""


@dataclass(frozen=True)
class Position:
    """A board read back from the learner's object: plain rows and the mover."""

    rows: tuple[str, ...]
    turn: str

    @property
    def size(self) -> int:
        return len(self.rows)

    @property
    def blocks(self) -> list[list[str]]:
        return [list(row) for row in self.rows]


def _blamed(board: Any, made_by: str) -> Any:
    """``board`` if its rows and mover can be played on, else ``PieceRuleError``
    naming the piece (``made_by``) that left it so: nothing is played."""
    try:
        position_of(board, made_by)
    except NoPictureError as error:
        raise PieceRuleError(f"Nothing was played: {error}.") from None
    return board


def ask(piece: Callable[..., Any], name: str, *arguments: Any) -> Any:
    """``piece(*arguments)``, or ``NoPictureError`` saying why it gave no answer."""
    if is_unwritten(piece):
        raise NoPictureError(
            f"your {name} is still a stub: write it, then run this again"
        )
    if not callable(piece):
        raise NoPictureError(f"{name} is {shown_value(piece)}, not a function")
    finished = run_guarded(lambda: piece(*arguments), SECONDS)
    error = getattr(finished, "error", None)
    if isinstance(error, IllegalMoveError):
        raise NoPictureError(f"{name} refused the move: {shown_message(error)}")
    if isinstance(finished, Crashed | TimedOut):
        raise NoPictureError(refusal(finished, name))  # the boards' sentence
    return finished.value


def position_of(board: Any, made_by: str) -> Position:
    """The rows and mover of a learner's ``QuixoBoard`` (``blocks``, ``size``,
    ``turn``, as the lesson defines it), or ``NoPictureError`` saying what is wrong.
    The board is read under the guard: its attributes may be the learner's
    properties."""
    finished = run_guarded(lambda: _read(board, made_by), SECONDS)
    if isinstance(finished, Crashed) and isinstance(finished.error, NoPictureError):
        raise finished.error
    if isinstance(finished, Crashed | TimedOut):
        raise NoPictureError(f"the board {made_by} could not be read")
    position: Position = finished.value
    return position


def _read(board: Any, made_by: str) -> Position:
    """The rows and mover of ``board``, or ``NoPictureError`` saying why not."""
    what = f"the board {made_by}"
    if board is None:
        raise NoPictureError(f"{made_by} returned None, not a QuixoBoard")
    for attribute in ("blocks", "size", "turn"):
        if not hasattr(board, attribute):
            raise NoPictureError(
                f"{made_by} returned {shown_value(board)}, which has no "
                f".{attribute}: a QuixoBoard has .blocks, .size and .turn"
            )
    size, blocks, turn = board.size, board.blocks, board.turn
    if not isinstance(size, int) or isinstance(size, bool) or not 2 <= size <= 9:
        raise NoPictureError(f"{what} has size {shown_value(size)}, not 2 to 9")
    if not isinstance(blocks, list) or len(blocks) != size:
        raise NoPictureError(
            f"{what} has size {size}, but .blocks is {shown_value(blocks)}"
        )
    rows = []
    for row, line in enumerate(blocks):
        if not isinstance(line, list | tuple | str) or len(line) != size:
            raise NoPictureError(f"row {row} of {what} is not {size} blocks")
        for column, block in enumerate(line):
            if block not in (NEUTRAL, X, O):
                raise NoPictureError(
                    f"row {row}, column {column} of {what} is {shown_value(block)}: "
                    "a block is '-', 'X' or 'O'"
                )
        rows.append("".join(line))
    if turn not in (X, O):
        raise NoPictureError(f"{what} has turn {shown_value(turn)}, not 'X' or 'O'")
    return Position(tuple(rows), turn)


def places_of(answer: Any, size: int) -> list[tuple[int, int]]:
    """The (row, column) places ``places_for`` returned, or ``NoPictureError``."""
    wanted = "a list of (row, column) places"
    if not isinstance(answer, list | tuple):
        raise NoPictureError(f"places_for returned {shown_value(answer)}, not {wanted}")
    places = []
    for place in answer:
        if not (
            isinstance(place, list | tuple)
            and len(place) == 2
            and all(isinstance(k, int) and 0 <= k < size for k in place)
        ):
            raise NoPictureError(
                f"places_for returned {shown_value(answer)}, not {wanted} "
                f"(numbers 0 to {size - 1})"
            )
        places.append((place[0], place[1]))
    return places


def drawn_with(**pieces: Any) -> str:
    """Whose pieces drew a picture: "Drawn with your createBoard, and the
    course's makeMove." """
    return "Drawn with " + LESSON_PIECES.runs_on(**pieces).removeprefix("Runs on ")
