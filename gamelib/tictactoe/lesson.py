"""The tic-tac-toe lesson's pieces (``notebooks/02-tictactoe.ipynb``), as written there.

The lesson has learners write the handout's milestones with plain lists and loops;
this module holds the course's own version of each piece, which later milestones of
the lesson import (so each runs alone after a kernel restart), which the boards use,
and which the self-checks (``gamelib.tictactoe.checks``) are tested against. Each
piece exists once: a piece the model uses too is the model's, written the way the
lesson writes it and imported here (``BLANK``, ``LINES``, ``winner`` and ``rotate``
from ``cells``; ``drawing`` and ``board_text`` from ``pictures``; ``PATTERNS``,
``matches`` and ``fallback_square`` from ``players``). Nothing here imports a widget:
drawing functions take any object with ipycanvas's ``Canvas`` drawing calls (a real
canvas in the lesson, a recording one in tests) and fit a projector (560 px, 16 px).
"""

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from gamelib.arguments import excerpt, fix_names, on_canvas
from gamelib.errors import IllegalMoveError, PieceRuleError
from gamelib.tictactoe.cells import (
    BLANK,
    check_cells,
    is_finished,
    rotate,
    rotations,
    winner,
    winning_line,
)
from gamelib.tictactoe.cells import LINES as LINES
from gamelib.tictactoe.pictures import board_text as board_text
from gamelib.tictactoe.pictures import drawing as drawing
from gamelib.tictactoe.players import (
    PATTERNS,
    MoveExplanation,
    fallback_square,
    matches,
)
from gamelib.tictactoe.state import Board

# -- Milestone 1: the board ----------------------------------------------------------


def new_board() -> list[str]:
    """An empty board: nine blank squares, numbered 0 to 8."""
    board = []
    for _square in range(9):
        board.append(BLANK)
    return board


def place(board: list[str], square: int, mark: str) -> bool:
    """Put mark on square if that is a move; say whether it was."""
    if square not in range(9):
        return False
    if board[square] != BLANK:
        return False
    board[square] = mark
    return True


# -- Milestone 2: the board on a canvas ----------------------------------------

CELL = 100  # pixels per square on the playing board
SIZE = 3 * CELL
STRIP = 44  # the strip under the grid
BOARD_HEIGHT = SIZE + STRIP

BACKGROUND = "#fdf6e3"
INK = "#073642"
X_COLOUR = "#268bd2"
O_COLOUR = "#dc322f"
FAINT = "#93a1a1"
TAKE_COLOUR = "#2aa198"
WIN_COLOUR = "#b5e48c"
LAST_COLOUR = "#fce6b0"
TIE_COLOUR = "#d6c7a1"


def centre(
    square: int, left: float = 0, top: float = 0, cell: float = CELL
) -> tuple[float, float]:
    """The pixel (x, y) in the middle of a square."""
    row = square // 3
    column = square % 3
    return left + (column + 0.5) * cell, top + (row + 0.5) * cell


def draw_grid(
    canvas: Any,
    left: float = 0,
    top: float = 0,
    cell: float = CELL,
    shaded: Sequence[tuple[int, str]] = (),
) -> None:
    """The background, the shaded (square, colour) pairs, the lines."""
    canvas.fill_style = BACKGROUND
    canvas.fill_rect(left, top, 3 * cell, 3 * cell)
    for square, colour in shaded:
        row = square // 3
        column = square % 3
        canvas.fill_style = colour
        canvas.fill_rect(left + column * cell, top + row * cell, cell, cell)
    canvas.stroke_style = INK
    canvas.line_width = max(2, cell // 25)
    for i in [1, 2]:
        canvas.stroke_line(left + i * cell, top, left + i * cell, top + 3 * cell)
        canvas.stroke_line(left, top + i * cell, left + 3 * cell, top + i * cell)


def draw_symbol(
    canvas: Any,
    symbol: str,
    square: int,
    left: float = 0,
    top: float = 0,
    cell: float = CELL,
) -> None:
    """X as two strokes, O as a ring, else as text (a number, * or ?)."""
    x, y = centre(square, left, top, cell)
    r = cell * 0.3
    canvas.line_width = max(2, cell // 10)
    if symbol == "X":
        canvas.stroke_style = X_COLOUR
        canvas.stroke_line(x - r, y - r, x + r, y + r)
        canvas.stroke_line(x + r, y - r, x - r, y + r)
    elif symbol == "O":
        canvas.stroke_style = O_COLOUR
        canvas.stroke_circle(x, y, r)
    elif symbol != BLANK:
        canvas.fill_style = TAKE_COLOUR if symbol == "?" else FAINT
        canvas.font = f"bold {max(16, int(cell * 0.45))}px sans-serif"
        canvas.text_align = "center"
        canvas.text_baseline = "middle"
        canvas.fill_text(symbol, x, y)


def draw_strip(
    canvas: Any, board: Sequence[str], winner: Callable[..., Any] = winner
) -> None:
    """The strip under the grid: whose move it is, or how it ended, as
    the winner it is given says (the board passes the notebook's)."""
    won_by = winner(board)
    if won_by is not None:
        colour, text = WIN_COLOUR, f"{won_by} wins: three in a row!"
    elif BLANK not in board:
        colour, text = TIE_COLOUR, "It's a tie: nobody won."
    else:
        colour, text = BACKGROUND, "X to play: click a square."
    canvas.fill_style = colour
    canvas.fill_rect(0, SIZE, SIZE, STRIP)
    canvas.fill_style = INK
    canvas.font = "bold 18px sans-serif"
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    canvas.fill_text(text, SIZE / 2, SIZE + STRIP / 2)


def draw_board(
    canvas: Any,
    board: Sequence[str],
    last: int | None = None,
    winner: Callable[..., Any] = winner,
) -> None:
    """The playing board: the computer's last square shaded (a winning
    line instead, struck through), every mark, and the number of each
    empty square."""
    line = winning_line(board)
    shaded = []
    if line is not None:
        for square in line:
            shaded.append((square, WIN_COLOUR))
    elif last is not None:
        shaded.append((last, LAST_COLOUR))
    draw_grid(canvas, shaded=shaded)
    for square in range(9):
        symbol = board[square]
        if symbol == BLANK:
            symbol = str(square)
        draw_symbol(canvas, symbol, square)
    if line is not None:
        x1, y1 = centre(line[0])
        x2, y2 = centre(line[2])
        canvas.stroke_style = INK
        canvas.line_width = 8
        canvas.stroke_line(x1, y1, x2, y2)
    draw_strip(canvas, board, winner)


@on_canvas
def square_at(x: float, y: float) -> int | None:
    """The square 0-8 under pixel (x, y), or None off the grid (the strip too);
    NaN, infinity and 10**400 are off it too, and a non-number a ``TypeError``."""
    row = int(y // CELL)
    column = int(x // CELL)
    if 0 <= row < 3 and 0 <= column < 3:
        return 3 * row + column
    return None


# -- the view half: a click becomes your move, then the computer answers -------


def ending(board: list[str]) -> str | None:
    """How a finished game ended, in words; None while it goes on."""
    won_by = winner(board)
    if won_by == "X":
        result = "You win! Three in a row."
    elif won_by == "O":
        result = "The computer wins: three in a row."
    elif BLANK not in board:
        result = "It's a tie: the board is full and nobody has three in a row."
    else:
        return None
    return result + " Press New game to play again."


def answer_click(board: list[str], x: float, y: float) -> str:
    """Your move (X) on the square under (x, y), or why there is none."""
    over = ending(board)
    if over is not None:
        return "The game is over. " + over
    square = square_at(x, y)
    if square is None:
        return "That click is outside the board."
    if board[square] != BLANK:
        taken_by = board[square]
        return f"You can't play there: square {square} is already taken by {taken_by}."
    place(board, square, "X")
    return f"You took {square}."


def computer_reply(board: list[str], computer: Callable[[list[str]], Any]) -> str:
    """The computer's move (O) after yours, or how the game ended."""
    over = ending(board)
    if over is not None:
        return over
    square = computer(board)
    if not place(board, square, "O"):
        return f"The computer chose {square!r}, which is not a free square."
    over = ending(board)
    if over is not None:
        return f"The computer took {square}. {over}"
    return f"The computer took {square}. Your turn."


# -- Milestone 5: the handout's whole algorithm --------------------------------


def computer_move(board: list[str]) -> int | None:
    """The square the handout's computer takes for O."""
    for pattern in PATTERNS:
        turned = list(board)
        squares = list(range(9))
        for _turn in range(4):
            if matches(pattern, turned):
                return squares[pattern.index("?")]
            turned = rotate(turned)
            squares = rotate(squares)
    return fallback_square(board)


def as_player(move_for_o: Callable[[list[str]], Any]) -> Callable[[Iterable[str]], Any]:
    """A course player ``player(state) -> square`` from a function of a list.

    The lesson's functions take a plain list of nine cells; the course's boards hand
    players a ``Board``. Each call gets a fresh list, so a function that writes on
    its board cannot change the game, and the player keeps the function's name for
    messages about its moves.
    """
    if not callable(move_for_o):
        raise TypeError(
            "a computer player is a function of the board's nine cells, not"
            f" {type(move_for_o).__name__}"
        )

    def player(state: Iterable[str]) -> Any:
        return move_for_o(list(state))

    player.__name__ = getattr(move_for_o, "__name__", "computer")
    player.__qualname__ = player.__name__
    return player


WHITE = "white"
CAPTION_FONT = "16px sans-serif"

# -- the illustrations: the patterns, in rows of four ---------------------------

PATTERN_CELL = 32
PATTERN_GAP = 24
PATTERNS_PER_ROW = 4
PATTERNS_WIDTH = PATTERNS_PER_ROW * (3 * PATTERN_CELL + PATTERN_GAP) + PATTERN_GAP
PATTERN_ROW_HEIGHT = 3 * PATTERN_CELL + 40

PATTERN_GROUPS = [
    (1, 7, "can O win now?"),
    (8, 14, "must O block X's next move?"),
    (15, 21, "must O block a win in two?"),
]
"""(first, last, question): the handout's three groups of seven patterns."""


def pattern_group_height(first: int, last: int) -> int:
    rows = (last - first) // PATTERNS_PER_ROW + 1
    return rows * PATTERN_ROW_HEIGHT + 8


def draw_pattern_group(canvas: Any, first: int, last: int) -> None:
    """Patterns #first to #last, four to a row, each with its number above it."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, PATTERNS_WIDTH, pattern_group_height(first, last))
    for number in range(first, last + 1):
        row, place = divmod(number - first, PATTERNS_PER_ROW)
        left = PATTERN_GAP + place * (3 * PATTERN_CELL + PATTERN_GAP)
        top = row * PATTERN_ROW_HEIGHT + 30
        _caption(canvas, f"#{number}", left + 1.5 * PATTERN_CELL, top - 24)
        draw_grid(canvas, left, top, PATTERN_CELL)
        for square, symbol in enumerate(PATTERNS[number - 1]):
            draw_symbol(canvas, symbol, square, left, top, PATTERN_CELL)


# -- a board turned 0, 1, 2 and 3 times, two to a row --------------------------------

TURN_CELL = 50
TURN_BOARD = 3 * TURN_CELL
TURN_COLUMNS = (40, 300)
TURN_ROWS = (8, 224)
TURNS_WIDTH = TURN_COLUMNS[1] + TURN_BOARD + 40
TURNS_HEIGHT = TURN_ROWS[1] + TURN_BOARD + 58


def draw_turns(
    canvas: Any,
    board: Sequence[str],
    pattern_number: int | None = None,
    fitting_turn: int | None = None,
) -> None:
    """The board after 0-3 quarter turns counter-clockwise. Each empty square shows
    the real square it is; the pattern's ``?`` is outlined in the turn it fits."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, TURNS_WIDTH, TURNS_HEIGHT)
    for turns, (turned, squares) in enumerate(rotations(board)):
        left, top = TURN_COLUMNS[turns % 2], TURN_ROWS[turns // 2]
        _turned_board(canvas, turned, squares, left, top, TURN_CELL)
        caption = ["no turn", "1 turn", "2 turns", "3 turns"][turns]
        if turns == fitting_turn and pattern_number is not None:
            take = PATTERNS[pattern_number - 1].index("?")
            _outline(canvas, take, left, top, TURN_CELL)
            caption += f": #{pattern_number} fits,"
            _caption(
                canvas,
                f"O takes {squares[take]}",
                left + TURN_BOARD / 2,
                top + TURN_BOARD + 30,
            )
        _caption(canvas, caption, left + TURN_BOARD / 2, top + TURN_BOARD + 8)


# -- why the computer moved: what it saw, the pattern, its move ----------------------

WHY_CELL = 40
WHY_BOARD = 3 * WHY_CELL
WHY_GAP = 30
WHY_WIDTH = 3 * WHY_BOARD + 4 * WHY_GAP
WHY_HEIGHT = WHY_BOARD + 44


def draw_why(
    canvas: Any, before: Sequence[str] | None, why: MoveExplanation | None
) -> None:
    """Three small boards: the board turned as the computer saw it when a pattern
    fitted (empty squares show their real number), the pattern, and the real board
    with its move outlined. Without a pattern: the board, and the fallback move.
    Before any move (or for a move of another computer), the three empty frames."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, WHY_WIDTH, WHY_HEIGHT)
    if before is None or why is None:
        for index, caption in enumerate(["as O sees it", "the pattern", "O's move"]):
            left = WHY_GAP + index * (WHY_BOARD + WHY_GAP)
            draw_grid(canvas, left, 4, WHY_CELL)
            _caption(canvas, caption, left + WHY_BOARD / 2, WHY_BOARD + 14)
        return
    after = list(before)
    after[why.square] = "O"
    panels: list[tuple[Sequence[str], Sequence[int] | None, int | None, str]] = []
    if why.pattern is not None and why.rotation is not None:
        turned, squares = rotations(before)[why.rotation]
        take = why.pattern.take
        turns = "1 turn" if why.rotation == 1 else f"{why.rotation} turns"
        panels.append((turned, squares, take, f"after {turns}"))
        panels.append((why.pattern, None, None, f"pattern #{why.pattern.number}"))
    else:
        panels.append((before, range(9), None, "no pattern fits"))
    panels.append((after, range(9), why.square, f"O takes {why.square}"))
    for index, (cells, numbers, ring, caption) in enumerate(panels):
        left = WHY_GAP + index * (WHY_BOARD + WHY_GAP)
        if numbers is None:
            draw_grid(canvas, left, 4, WHY_CELL)
            for square, symbol in enumerate(cells):
                draw_symbol(canvas, symbol, square, left, 4, WHY_CELL)
        else:
            _turned_board(canvas, cells, numbers, left, 4, WHY_CELL)
        if ring is not None:
            _outline(canvas, ring, left, 4, WHY_CELL)
        _caption(canvas, caption, left + WHY_BOARD / 2, WHY_BOARD + 14)


# -- shared steps --------------------------------------------------------------------


def _turned_board(
    canvas: Any,
    cells: Sequence[str],
    squares: Sequence[int],
    left: float,
    top: float,
    cell: float,
) -> None:
    """Marks as marks; an empty square shows ``squares[position]``, its real number."""
    draw_grid(canvas, left, top, cell)
    for position in range(9):
        symbol = cells[position]
        if symbol == BLANK:
            symbol = str(squares[position])
        draw_symbol(canvas, symbol, position, left, top, cell)


def _outline(canvas: Any, square: int, left: float, top: float, cell: float) -> None:
    row, column = divmod(square, 3)
    canvas.stroke_style = TAKE_COLOUR
    canvas.line_width = 4
    canvas.stroke_rect(
        left + column * cell + 2, top + row * cell + 2, cell - 4, cell - 4
    )


def _caption(canvas: Any, text: str, x: float, top: float) -> None:
    canvas.fill_style = INK
    canvas.font = CAPTION_FONT
    canvas.text_align = "center"
    canvas.text_baseline = "top"
    canvas.fill_text(text, x, top)


# -- a bar chart: each player's games against every human ------------------------

RESULTS_WIDTH = 520
RESULTS_HEIGHT = 300
_BARS = (("O", "O wins", O_COLOUR), ("tie", "ties", FAINT), ("X", "X wins", X_COLOUR))
_BASE, _TALLEST, _BAR = 240, 170, 34


def draw_results(canvas: Any, players: Sequence[tuple[str, Mapping[str, int]]]) -> None:
    """For each (name, results) a group of three bars: O's wins, ties and X's wins,
    each with its count, on one scale; a legend above."""
    canvas.fill_style = WHITE
    canvas.fill_rect(0, 0, RESULTS_WIDTH, RESULTS_HEIGHT)
    counts = [results.get(key, 0) for _, results in players for key, _, _ in _BARS]
    most = max([1, *counts])
    group = (RESULTS_WIDTH - 20) / max(1, len(players))
    for index, (name, results) in enumerate(players):
        middle = 10 + group * (index + 0.5)
        for place, (key, _label, colour) in enumerate(_BARS):
            count = results.get(key, 0)
            height = _TALLEST * count / most
            left = middle + (place - 1.5) * _BAR
            canvas.fill_style = colour
            canvas.fill_rect(left, _BASE - height, _BAR - 4, height)
            _caption(canvas, str(count), left + _BAR / 2 - 2, _BASE - height - 22)
        _caption(canvas, name, middle, _BASE + 10)
    canvas.stroke_style = INK
    canvas.line_width = 2
    canvas.stroke_line(10, _BASE, RESULTS_WIDTH - 10, _BASE)
    for place, (_key, label, colour) in enumerate(_BARS):
        left = 20 + place * 130
        canvas.fill_style = colour
        canvas.fill_rect(left, 12, 18, 18)
        canvas.fill_style = INK
        canvas.font = CAPTION_FONT
        canvas.text_align = "left"
        canvas.text_baseline = "middle"
        canvas.fill_text(label, left + 26, 21)


# -- the referee: the course's rules watching the learner's pieces -------------
#
# The playable board runs on the learner's own pieces (their new_board, answer_click
# and computer_reply, and through those their place, winner and computer_move). A
# piece with a bug could put two marks down at once, write on a taken square or play
# on after the game is over; the board would then show a game no rules allow. So the
# board plays each step with gamelib.selfcheck.trial, on a copy, and judge_click /
# judge_reply compare the copy, square by square, with what the course's Board
# allows. A step that breaks a rule is refused with a PieceRuleError in words and the
# board keeps its game as it was: nothing is half-played.


def moved(before: Sequence[str], after: Sequence[str]) -> int | None:
    """The square a kept step played: the first that differs, or None."""
    for square in range(9):
        if after[square] != before[square]:
            return square
    return None


def judge_click(before: list[str], after: Any, said: Any) -> None:
    """``trial``'s judge of ``answer_click``: at most one X, on a free square."""
    judged_move(before, after, "X", "answer_click")


def judged_move(before: list[str], after: Any, mark: str, piece: str) -> int | None:
    """The square ``piece`` played for ``mark`` when it turned ``before`` into
    ``after``, or None when it changed nothing (a refused move)."""
    if not isinstance(after, list) or len(after) != 9:
        raise PieceRuleError(
            f"{piece} left the board as {excerpt(after)}, not a list of nine squares."
        )
    changed = [square for square in range(9) if after[square] != before[square]]
    if not changed:
        return None
    if len(changed) > 1:
        squares = ", ".join(str(square) for square in changed)
        raise PieceRuleError(
            f"{piece} changed squares {squares} at once, but a move changes one square."
        )
    square = changed[0]
    if after[square] != mark:
        raise PieceRuleError(
            f"{piece} put {excerpt(after[square])} on square {square}, but this "
            f"move is {mark}'s."
        )
    try:
        Board(check_cells(before)).check(square)
    except IllegalMoveError as error:
        raise PieceRuleError(
            f"{piece} played {mark} on square {square}, but {error}."
        ) from error
    return square


def judge_reply(after_yours: list[str], after: Any, said: Any) -> int | None:
    """``trial``'s judge of ``computer_reply``: O's square when it turned
    ``after_yours`` into ``after``; None only when your move ended the game, so
    there is nothing to answer."""
    answer = judged_move(after_yours, after, "O", "computer_reply")
    if answer is None and not is_finished(check_cells(after_yours)):
        words = said[:120] if isinstance(said, str) else excerpt(said)
        raise PieceRuleError(
            f"computer_reply played no O though the game goes on. It said: {words}"
        )
    return answer


def started(learners_new_board: Callable[[], Any]) -> tuple[list[str], str | None]:
    """A new game's board from the learner's ``new_board``, and None; or, when what
    it made is not nine blank squares, the course's new board and a sentence saying
    why."""
    board = learners_new_board()
    if isinstance(board, list) and board == [BLANK] * 9:
        return board, None
    return new_board(), (
        f"Your new_board made {excerpt(board)}, not a list of nine blank squares, "
        "so this game starts on the course's new_board."
    )


def said(*parts: Any) -> Any:
    """The pieces' sentences joined for the message line; the first that is not a
    sentence instead, for the line to say what it got."""
    for part in parts:
        if not isinstance(part, str):
            return part
    return " ".join(parts)


fix_names(__name__)
