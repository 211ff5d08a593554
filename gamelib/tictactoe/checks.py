"""Self-checks for the tic-tac-toe lesson: ``check.matches(matches)`` and the rest.

Each battery is the list of rules one piece must follow, as data: a case's name, the
rule in words, how the piece is called, and what is expected. The lesson imports
this module as ``check`` (``from gamelib.tictactoe import checks as check``);
``gamelib.selfcheck`` runs the cases and prints. A judge returns a complaint, a
phrase that follows the call in a report (``returned 2; the handout's computer takes
7: ...``), or None when the answer is right. Boards in the cases are written
``list("OX  X    ")``: nine cells, read left to right, top to bottom, which a learner
can paste into a cell to try the same example.

One section a milestone of ``notebooks/02-tictactoe.ipynb``, each with its "Try it"
and the judges only its cases use; the judges every game shares are in
``gamelib.selfcheck``. A later milestone borrows what the learner has not written
yet, visibly (``check.borrow(globals(), "name", ...)``); a board says whose pieces
it runs on (``board_runs_on``).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from gamelib.players import PlayerMoveError
from gamelib.selfcheck import Battery, Call, Case, Judged, calling, exactly, judged
from gamelib.selfcheck import hint as hint  # check.hint()
from gamelib.selfcheck import progress as progress  # check.progress({...})
from gamelib.selfcheck.judges import Watched, leaves_arguments_alone, watching
from gamelib.selfcheck.pieces import CoursePieces
from gamelib.tictactoe.analysis import (
    TIE,
    odds_against_a_random_human,
    sweep_every_human,
)
from gamelib.tictactoe.cells import rotate as reference_rotate
from gamelib.tictactoe.lesson import as_player
from gamelib.tictactoe.players import explain_move, pattern_player

# -- how a board is shown, and the case every milestone has ------------------------


class Cells(list):
    """A board (or a pattern) as a list, shown in reports as ``list("OX  X    ")``."""

    def __repr__(self) -> str:
        return f"list({''.join(map(str, self))!r})"


def shown(value: Any) -> str:
    """``repr``, except that nine one-letter strings read as ``list("OX  X    ")``."""
    if isinstance(value, list) and all(
        isinstance(item, str) and len(item) == 1 for item in value
    ):
        return repr(Cells(value))
    return repr(value)


def unchanged(name: str, call: Call) -> Case:
    """The board ``call`` hands the piece is the same after it."""
    return Case(
        name,
        "the board it is given stays as it was (work on a new list instead)",
        call,
        judged(leaves_arguments_alone),
    )


# -- whose pieces a board runs on ----------------------------------------------


COURSE_PIECES = CoursePieces("gamelib.tictactoe.lesson")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on


def board_runs_on(namespace: dict[str, Any], computer: Any) -> str:
    """Whose pieces the lesson's board plays, in one sentence: it calls
    ``new_board``, its computer and the two handlers, which play ``place`` and
    ``winner`` (the notebook's, for a handler borrowed: lent as the notebook's)."""
    names = ("new_board", "answer_click", "computer_reply", "place", "winner")
    pieces = {name: namespace.get(name) for name in names}
    return runs_on(**pieces, computer_move=computer)


# -- Milestone 1: the board and its moves --------------------------------------


def places(expected: bool, board_after: str) -> Judged:
    """``place`` returned ``expected`` and left the board as ``board_after``."""

    def judge(watched: Watched) -> str | None:
        problems = []
        if watched.result != expected:
            problems.append(f"returned {watched.result!r}, expected {expected!r}")
        if watched.after[0] != list(board_after):
            problems.append(
                f"left the board as {shown(watched.after[0])}, expected "
                f"{Cells(board_after)!r}"
            )
        return " and ".join(problems) or None

    return judged(judge)


def twice_then_a_move(piece: Callable[[], Any]) -> Any:
    """Two new boards, and an X on square 4 of the first: the second must stay blank."""
    first, second = piece(), piece()
    first[4] = "X"
    return second


def nine_blanks(board: Any) -> str | None:
    if not isinstance(board, list):
        return f"returned {board!r}, expected a list (a move must change a square)"
    if len(board) != 9:
        return f"returned a list of {len(board)} cells, expected 9"
    if any(cell != " " for cell in board):
        return f"returned {shown(board)}, expected nine blanks (' ')"
    return None


def still_blank(second: Any) -> str | None:
    if second[4] == " ":
        return None
    return (
        "gave the same list twice: an X placed on one board appeared on the other "
        "(build a new list inside the function)"
    )


new_board = Battery(
    "new_board",
    [
        Case(
            "a new board is a list of nine blank squares",
            "the board is a list of nine cells, each ' ' (a space) at the start",
            calling(),
            judged(nine_blanks),
        ),
        Case(
            "each call gives a board of its own",
            "two games must not share a board: make the list inside the function",
            Call(
                "{piece}() twice, then an X on square 4 of the first", twice_then_a_move
            ),
            judged(still_blank),
        ),
    ],
)


place = Battery(
    "place",
    [
        Case(
            "X on an empty square is a move",
            "put the mark on the square and return True",
            watching(Cells("         "), 4, "X"),
            places(True, "    X    "),
        ),
        Case(
            "O can move too, and other marks stay where they are",
            "only the square played changes",
            watching(Cells("    X    "), 0, "O"),
            places(True, "O   X    "),
        ),
        Case(
            "a square already taken is refused",
            "a square holding X or O cannot be played again: return False and "
            "change nothing",
            watching(Cells("O   X    "), 4, "O"),
            places(False, "O   X    "),
        ),
        Case(
            "square 9 is off the board",
            "the squares are 0 to 8: for any other number return False (and do not "
            "crash)",
            watching(Cells("    X    "), 9, "O"),
            places(False, "    X    "),
        ),
        Case(
            "square -1 is off the board too",
            "board[-1] is Python's way to say the last square, but -1 is not a square "
            "of the game: return False",
            watching(Cells("    X    "), -1, "O"),
            places(False, "    X    "),
        ),
    ],
)

_WIN_RULE = "three of the same mark on a row, a column or a diagonal win"
_NO_WIN_RULE = "no line of three of the same mark (blanks are not a mark): None"


def _winner_case(name: str, rule: str, board: str, expected: str | None) -> Case:
    return Case(name, rule, calling(Cells(board)), exactly(expected))


winner = Battery(
    "winner",
    [
        _winner_case("X on the top row", _WIN_RULE, "XXXOO    ", "X"),
        _winner_case("X on the bottom row", _WIN_RULE, "OO    XXX", "X"),
        _winner_case("O down the middle column", _WIN_RULE, "XOX O  OX", "O"),
        _winner_case("O down the right column", _WIN_RULE, "XXOX O  O", "O"),
        _winner_case(
            "X on the diagonal from the top left", _WIN_RULE, "XO  XO  X", "X"
        ),
        _winner_case(
            "O on the diagonal from the top right", _WIN_RULE, "XXO O OX ", "O"
        ),
        _winner_case("nobody on an empty board", _NO_WIN_RULE, "         ", None),
        _winner_case("nobody with two in a row", _NO_WIN_RULE, "XX  O    ", None),
        _winner_case("nobody on a mixed row", _NO_WIN_RULE, "XOXO     ", None),
        _winner_case(
            "nobody on a full board without a line", _NO_WIN_RULE, "XOXXOOOXX", None
        ),
    ],
)

_RESULT_RULE = "'X' or 'O' for a line of three, 'tie' for a full board without one"

result = Battery(
    "result",
    [
        Case(
            "an empty board: still playing",
            "None while the game goes on",
            calling(Cells("         ")),
            None,
        ),
        Case(
            "a game under way: still playing",
            "None while the game goes on",
            calling(Cells("OX  X    ")),
            None,
        ),
        Case("X has a line", _RESULT_RULE, calling(Cells("OO XXX   ")), "X"),
        Case("O has a line", _RESULT_RULE, calling(Cells("OOOXX X  ")), "O"),
        Case(
            "a full board without a line",
            _RESULT_RULE,
            calling(Cells("XOXXOOOXX")),
            "tie",
        ),
        Case(
            "a full board with a line is a win, not a tie",
            "X's last move can fill the board and make a line: X wins",
            calling(Cells("XOXOXOOXX")),
            "X",
        ),
    ],
)


# -- Milestone 2: print the board ----------------------------------------------


def same_text(expected: str) -> Judged:
    """Exactly ``expected``; otherwise the first line that differs."""

    def judge(text: Any) -> str | None:
        if not isinstance(text, str):
            return f"returned {text!r}, expected text (a str)"
        if text == expected:
            return None
        wanted, got = expected.split("\n"), text.split("\n")
        for number, (line, want) in enumerate(zip(got, wanted, strict=False), 1):
            if line != want:
                return f"gave line {number} as {line!r}, expected {want!r}"
        if len(got) > len(wanted):
            extra = got[len(wanted) :]
            return f"gave {len(got)} lines, expected {len(wanted)} (extra: {extra!r})"
        return f"gave {len(got)} lines, expected {len(wanted)}"

    return judged(judge)


NUMBERED = " 0 | 1 | 2\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8"

drawing = Battery(
    "drawing",
    [
        Case(
            "the numbers 0 to 8 in the handout's layout",
            "each row is ' a | b | c' (a space before the first symbol), and a line "
            "'---+---+---' separates the rows; no newline at the very end",
            calling(Cells("012345678")),
            same_text(NUMBERED),
        ),
        Case(
            "pattern #1, with its ? and *",
            "every symbol is drawn as it is, one per square",
            calling(Cells("?OO******")),
            same_text(" ? | O | O\n---+---+---\n * | * | *\n---+---+---\n * | * | *"),
        ),
        Case(
            "a blank stays a blank",
            "a blank square is drawn as a space",
            calling(Cells("X O  X  O")),
            same_text(" X |   | O\n---+---+---\n   |   | X\n---+---+---\n   |   | O"),
        ),
    ],
)

board_text = Battery(
    "board_text",
    [
        Case(
            "an empty board shows every square's number",
            "an empty square shows its number, 0 to 8, so the player knows what to "
            "type",
            calling(Cells("         ")),
            same_text(NUMBERED),
        ),
        Case(
            "the handout's board after X took 4 and O took 0",
            "a mark shows as itself; only empty squares show numbers",
            calling(Cells("O   X    ")),
            same_text(" O | 1 | 2\n---+---+---\n 3 | X | 5\n---+---+---\n 6 | 7 | 8"),
        ),
        Case(
            "a full board shows no numbers",
            "a mark shows as itself",
            calling(Cells("XOXXOOOXX")),
            same_text(" X | O | X\n---+---+---\n X | O | O\n---+---+---\n O | X | X"),
        ),
        unchanged("the board stays as it was", watching(Cells("O X X    "))),
    ],
)

_ONLY_SQUARES = (
    "only a whole number from 0 to 8 that names an empty square is a move; "
    "anything else gives None (and never a crash)"
)


def _reading(board: str, typed: str, expected: int | None, name: str) -> Case:
    rule = (
        _ONLY_SQUARES
        if expected is None
        else "the typed number, as an int; spaces around it do not matter"
    )
    return Case(name, rule, calling(Cells(board), typed), exactly(expected))


read_square = Battery(
    "read_square",
    [
        _reading("         ", "4", 4, "'4' is square 4"),
        _reading("    X    ", " 7 ", 7, "spaces around a number do not matter"),
        _reading("    X    ", "9", None, "'9' is off the board"),
        _reading("    X    ", "-1", None, "'-1' is off the board"),
        _reading("    X    ", "12", None, "'12' is off the board"),
        _reading("    X    ", "x", None, "a letter is not a square"),
        _reading("    X    ", "", None, "an empty answer is not a square"),
        _reading("    X    ", "2.5", None, "'2.5' is not a square"),
        _reading("O   X    ", "4", None, "a square already taken is not a move"),
    ],
)


# -- Milestone 3: the pattern matcher ------------------------------------------


_STAR = "'*' accepts anything: X, O or a blank"
_QUESTION = "'?' is where O will move, so that square must be blank"
_EXACT = "an X, an O or a blank in the pattern must be there on the board"
_EVERY = "a pattern fits only when all nine squares fit, the last one too"

matches = Battery(
    "matches",
    [
        Case(
            "pattern #1 fits two O's beside an empty corner",
            _STAR,
            calling("?OO******", Cells(" OOX X  X")),
            True,
        ),
        Case(
            "pattern #1 does not fit when its ? square is taken",
            _QUESTION,
            calling("?OO******", Cells("XOOX  X  ")),
            False,
        ),
        Case(
            "pattern #8 needs two X's, not O's",
            _EXACT,
            calling("?XX******", Cells(" OOX X  X")),
            False,
        ),
        Case(
            "pattern #15 fits a board with blanks where it has blanks",
            _STAR + "; " + _EXACT,
            calling(" ?X O X  ", Cells("  X O X  ")),
            True,
        ),
        Case(
            "pattern #15 does not fit when one of its blanks is taken",
            _EXACT,
            calling(" ?X O X  ", Cells("  X O XO ")),
            False,
        ),
        Case(
            "pattern #20 needs its last square blank",
            _EVERY,
            calling("?***X*** ", Cells("    X   O")),
            False,
        ),
        Case(
            "pattern #1 does not fit an empty board",
            _EVERY + " (one fitting square is not enough)",
            calling("?OO******", Cells("         ")),
            False,
        ),
        unchanged(
            "the board stays as it was", watching("?OO******", Cells(" OOX X  X"))
        ),
    ],
)

_FITTING = "the numbers (1 to 21, in order) of the patterns that fit the board as it is"

fitting_patterns = Battery(
    "fitting_patterns",
    [
        Case("none fits an empty board", _FITTING, calling(Cells("         ")), []),
        Case(
            "X in the centre: patterns #20 and #21",
            _FITTING,
            calling(Cells("    X    ")),
            [20, 21],
        ),
        Case(
            "O can win on the top row and X can win down the left",
            _FITTING + "; several groups can fit at once",
            calling(Cells(" OOX  X  ")),
            [1, 9],
        ),
        Case(
            "the handout's second move: none fits before turning",
            _FITTING,
            calling(Cells("OX  X    ")),
            [],
        ),
    ],
)


# -- Milestone 4: turn the board -----------------------------------------------


NUMBERS = list(range(9))
COUNTER_CLOCKWISE = [2, 5, 8, 1, 4, 7, 0, 3, 6]
CLOCKWISE = [6, 3, 0, 7, 4, 1, 8, 5, 2]
_WRONG_TURNS = {
    tuple(COUNTER_CLOCKWISE): "turned them counter-clockwise",
    tuple(CLOCKWISE): "turned them clockwise",
    (0, 3, 6, 1, 4, 7, 2, 5, 8): "mirrored them along the diagonal",
    (8, 7, 6, 5, 4, 3, 2, 1, 0): "turned them half way round",
    tuple(NUMBERS): "left them where they were",
}


def nine_cells(expected: Sequence[Any], way: str = "") -> Judged:
    """Nine cells equal to ``expected`` (a list, tuple or string's letters); with
    ``way``, a known wrong turn of the numbers 0-8 is named."""

    def judge(turned: Any) -> str | None:
        try:
            got = list(turned)
        except TypeError:
            return f"returned {turned!r}, expected nine cells"
        if got == list(expected):
            return None
        said = _WRONG_TURNS.get(tuple(got)) if way else None
        what = f" (it {said}; turn them {way})" if said else ""
        return f"returned {shown(got)}, expected {shown(list(expected))}{what}"

    return judged(judge)


def four_turns(piece: Callable[[Any], Any]) -> list[Any]:
    turned: Any = list(NUMBERS)
    for _ in range(4):
        turned = piece(turned)
    return list(turned)


_CCW = (
    "counter-clockwise, the right-hand column (2, 5, 8) comes up to the top row: "
    "the new square at row r, column c was at row c, column 2 - r"
)

rotate = Battery(
    "rotate",
    [
        Case(
            "the square numbers turn counter-clockwise",
            _CCW,
            calling(NUMBERS),
            nine_cells(COUNTER_CLOCKWISE, "counter-clockwise"),
        ),
        Case(
            "a board turns with its marks",
            _CCW,
            calling(Cells("OX  X    ")),
            nine_cells(list("   XX O  ")),
        ),
        Case(
            "a pattern (a string) turns too",
            "turn any nine things the same way, a string's letters included",
            calling("?OO******"),
            nine_cells(list("O**O**?**")),
        ),
        Case(
            "four quarter turns bring the board back",
            "a full turn changes nothing",
            Call("{piece} applied four times to [0, 1, ..., 8]", four_turns),
            nine_cells(NUMBERS),
        ),
        unchanged("the board stays as it was", watching(Cells("OX  X    "))),
    ],
)

_CW = (
    "clockwise, the left-hand column (0, 3, 6) goes up to the top row, read "
    "bottom to top: the new square at row r, column c was at row 2 - c, column r"
)

rotate_clockwise = Battery(
    "rotate_clockwise",
    [
        Case(
            "the square numbers turn clockwise",
            _CW,
            calling(NUMBERS),
            nine_cells(CLOCKWISE, "clockwise"),
        ),
        Case(
            "a board turns with its marks",
            _CW,
            calling(Cells("OX  X    ")),
            nine_cells(list("  O XX   ")),
        ),
        Case(
            "a clockwise turn undoes a counter-clockwise one",
            "one turn each way gives the board back",
            Call(
                "{piece} of the numbers turned counter-clockwise",
                lambda piece: list(piece(reference_rotate(NUMBERS))),
            ),
            nine_cells(NUMBERS),
        ),
        unchanged("the board stays as it was", watching(Cells("OX  X    "))),
    ],
)


# -- Milestone 5: the full algorithm -------------------------------------------


def handouts_move(board: str) -> Judged:
    """The handout computer's square; when the piece differs, the reason for it."""
    why = explain_move(board)

    def judge(square: Any) -> str | None:
        if square == why.square:
            return None
        return f"returned {square!r}; the handout's computer takes {why.square}: {why}"

    return judged(judge)


@cache
def handouts_answers() -> dict[str, int]:
    """The handout computer's square in every position it meets against any human,
    fewest marks first.

    These positions are enough: until a computer first differs from the handout's,
    a game follows the handout's games, so a computer that agrees in all of them
    plays every game exactly as the handout's does.
    """
    decisions = sweep_every_human(pattern_player).decisions
    boards = sorted(decisions, key=lambda board: (-board.count(" "), board))
    return {"".join(board): decisions[board] for board in boards}


@dataclass(frozen=True)
class Disagreement:
    board: str
    square: Any


def in_every_position(piece: Callable[[Any], Any]) -> list[Disagreement]:
    wrong = []
    for board, answer in handouts_answers().items():
        square = piece(Cells(board))
        if square != answer:
            wrong.append(Disagreement(board, square))
    return wrong


def agrees_everywhere(wrong: list[Disagreement]) -> str | None:
    if not wrong:
        return None
    first = wrong[0]
    return (
        f"differs from the handout's computer in {len(wrong)} of "
        f"{len(handouts_answers())} positions; the first: on "
        f"{Cells(first.board)!r} it returned {first.square!r}, but "
        f"{explain_move(first.board)}"
    )


# -- a player of one's own, against every human ----------------------------------------


@dataclass(frozen=True)
class Played:
    """A player's games against every human, or the illegal move that stopped them."""

    losses: list[tuple[int, ...]]
    games: int
    ties: float | None
    illegal: str = ""


def against_every_human(piece: Callable[[Any], Any]) -> Played:
    player = as_player(piece)
    try:
        sweep = sweep_every_human(player)
    except PlayerMoveError as error:
        return Played([], 0, None, str(error))
    ties = float(odds_against_a_random_human(player)[TIE])
    return Played(sweep.losses, len(sweep.games), ties)


def plays_legally(played: Played) -> str | None:
    return f"broke a rule: {played.illegal}" if played.illegal else None


def never_loses(played: Played) -> str | None:
    if played.illegal:
        return "could not be tried: it broke a rule (see above)"
    if not played.losses:
        return None
    shortest = min(played.losses, key=len)
    moves = ", ".join(map(str, shortest))
    return (
        f"lost {len(played.losses)} of {played.games} games; the shortest, squares "
        f"played in turn from X's first move: {moves}"
    )


@cache
def pattern_player_ties() -> float:
    return float(odds_against_a_random_human(pattern_player)[TIE])


def ties_less(played: Played) -> str | None:
    if played.ties is None:
        return "could not be tried: it broke a rule (see above)"
    if played.ties < pattern_player_ties():
        return None
    return (
        f"ties {played.ties:.1%} of the games against a human who plays at random; "
        f"the handout's computer ties {pattern_player_ties():.1%}: tie less often"
    )


# -- the board's handlers: a click, and the computer's reply ------------------------


@dataclass(frozen=True)
class Handled:
    """What a handler said, the board it left, and the boards its computer saw."""

    said: Any
    board_after: list[Any]
    computer_saw: list[list[Any]]


def clicking(board: str, square: int | None, x: float, y: float) -> Call:
    """``answer_click`` on a copy of ``board``, clicked at pixel (x, y)."""

    def run(piece: Callable[..., Any]) -> Handled:
        given = list(board)
        return Handled(piece(given, x, y), given, [])

    where = "outside the board" if square is None else f"on square {square}"
    return Call(f"{{piece}}({Cells(board)!r}, {x}, {y}) (a click {where})", run)


def replying(board: str, answer: int) -> Call:
    """``computer_reply`` on a copy of ``board``, with a computer that answers
    ``answer`` and remembers each board it is shown."""

    def run(piece: Callable[..., Any]) -> Handled:
        given = list(board)
        saw: list[list[Any]] = []

        def computer(shown_board: Any) -> int:
            saw.append(list(shown_board))
            return answer

        return Handled(piece(given, computer), given, saw)

    template = f"{{piece}}({Cells(board)!r}, computer) (a computer that takes {answer})"
    return Call(template, run)


def handled(board_after: str, *words: str, asks: bool | None = None) -> Judged:
    """The handler left ``board_after``, said a sentence with each of ``words``,
    and asked its computer (``asks``) or not."""

    def judge(result: Handled) -> str | None:
        problems = []
        if result.board_after != list(board_after):
            problems.append(
                f"left the board as {shown(result.board_after)}, expected "
                f"{Cells(board_after)!r}"
            )
        if not isinstance(result.said, str):
            problems.append(f"returned {shown(result.said)}, not a sentence (a str)")
        else:
            missing = [w for w in words if w.lower() not in result.said.lower()]
            if missing:
                wanted = " and ".join(repr(word) for word in missing)
                problems.append(f"said {result.said!r}, which should contain {wanted}")
        if asks is True and not result.computer_saw:
            problems.append("never asked the computer it was given for a square")
        if asks is False and result.computer_saw:
            problems.append("asked the computer for a move in a finished game")
        return " and ".join(problems) or None

    return judged(judge)


_FALLBACK = (
    "the centre (4) if it is empty; otherwise the first empty square from left to "
    "right, top to bottom; None on a full board"
)

fallback_square = Battery(
    "fallback_square",
    [
        Case("an empty board: the centre", _FALLBACK, calling(Cells("         ")), 4),
        Case(
            "X in a corner: still the centre", _FALLBACK, calling(Cells("        X")), 4
        ),
        Case("the centre taken: square 0", _FALLBACK, calling(Cells("    X    ")), 0),
        Case("0 and 1 taken too: square 2", _FALLBACK, calling(Cells("XO  X    ")), 2),
        Case("only square 8 is left", _FALLBACK, calling(Cells("XOXXOOOX ")), 8),
        Case("a full board: no square", _FALLBACK, calling(Cells("XOXXOOOXX")), None),
    ],
)


def _move_case(name: str, rule: str, board: str) -> Case:
    return Case(name, rule, calling(Cells(board)), handouts_move(board))


_ORDER = (
    "for each pattern in order (#1 to #21), try the board as it is, then turned 1, 2 "
    "and 3 times; the first fit decides"
)
_REAL_SQUARE = (
    "turn the square numbers along with the board, so the ? of a pattern that fits "
    "a turned board gives the real square"
)

computer_move = Battery(
    "computer_move",
    [
        _move_case(
            "the handout's example: X takes the centre, O answers 0",
            _ORDER + " (here pattern #20 fits as it is)",
            "    X    ",
        ),
        _move_case(
            "then X takes 1 and O answers 7",
            _ORDER + ": pattern #12 after 2 turns comes before pattern #20 after 1",
            "OX  X    ",
        ),
        _move_case(
            "a win comes before a block, even on a turned board",
            _ORDER + ": pattern #1 (win) after 1 turn before #12 (block) as it is",
            "    XOXXO",
        ),
        _move_case("a win seen after 2 turns", _REAL_SQUARE, "  O XOXX "),
        _move_case("a win seen after 3 turns", _REAL_SQUARE, "  O OX XX"),
        _move_case("a block seen after 2 turns", _REAL_SQUARE, "     OXX "),
        _move_case("blocking a win in two (pattern #18)", _REAL_SQUARE, " X  O X  "),
        _move_case(
            "no pattern fits: the first empty square",
            "without a fit, the centre if empty, else the first empty square",
            "   XOX   ",
        ),
        Case(
            "the handout's move in every position it meets against any human",
            _ORDER + "; " + _REAL_SQUARE,
            Call(
                "{piece}(board) for the 277 positions the handout's computer meets",
                in_every_position,
            ),
            judged(agrees_everywhere),
        ),
        unchanged("the board stays as it was", watching(Cells("OX  X    "))),
    ],
    seconds=10,
)

# -- The board: a click becomes your move, then the computer's reply -----------------


def _click(board: str, square: int) -> Call:
    row, column = divmod(square, 3)
    return clicking(board, square, column * 100 + 50, row * 100 + 50)


_OVER = "once a player has three in a row or the board is full, refuse every move"

answer_click = Battery(
    "answer_click",
    [
        Case(
            "a click on a free square is your move",
            "find the square under the click with square_at, put X there with "
            "place, and say which square you took",
            _click("         ", 4),
            handled("    X    ", "4"),
        ),
        Case(
            "your mark is X, and the other marks stay",
            "a click changes only the square under it, to X",
            _click("O   X    ", 8),
            handled("O   X   X", "8"),
        ),
        Case(
            "a click anywhere in a square plays that square",
            "square_at turns any pixel of a square into its number",
            clicking("         ", 2, 299, 1),
            handled("  X      ", "2"),
        ),
        Case(
            "a click on a taken square is refused, saying why",
            "a square holding X or O cannot be played: change nothing and say it is "
            "taken",
            _click("O   X    ", 0),
            handled("O   X    ", "taken"),
        ),
        Case(
            "a click outside the board changes nothing",
            "square_at gives None under the board: say the click is outside it",
            clicking("    X    ", None, 150, 330),
            handled("    X    ", "outside"),
        ),
        Case(
            "after a win, no more moves",
            _OVER + ", and say the game is over",
            _click("XXXOO    ", 5),
            handled("XXXOO    ", "over"),
        ),
        Case(
            "after a tie, no more moves either",
            _OVER + ", and say the game is over",
            _click("XOXXOOOXX", 4),
            handled("XOXXOOOXX", "over"),
        ),
    ],
)

_REPLY = (
    "ask the computer you are given for its square, put O there with place, and "
    "say which square it took"
)

computer_reply = Battery(
    "computer_reply",
    [
        Case(
            "the computer's square gets an O",
            _REPLY,
            replying("    X    ", 0),
            handled("O   X    ", "0", asks=True),
        ),
        Case(
            "it plays the computer it is given",
            "call computer(board), the function passed in, not computer_move "
            "itself: the board passes in whichever computer it plays",
            replying("    X    ", 8),
            handled("    X   O", "8", asks=True),
        ),
        Case(
            "after your winning move, the computer does not move",
            "when X has three in a row, ask no computer, change nothing and say "
            "who won",
            replying("XXXOO    ", 5),
            handled("XXXOO    ", "win", asks=False),
        ),
        Case(
            "after a move that fills the board, it says it is a tie",
            "a full board without a line is a tie: no move, and say so",
            replying("XOXXOOOXX", 0),
            handled("XOXXOOOXX", "tie", asks=False),
        ),
        Case(
            "when the computer's move wins, it says so",
            "after O's move, say the square and that the computer won",
            replying("XX OO X  ", 5),
            handled("XX OOOX  ", "5", "win", asks=True),
        ),
        Case(
            "a computer that picks a taken square plays nothing",
            "place refuses a taken square (it returns False): leave the board as "
            "it was and say what went wrong",
            replying("    X    ", 4),
            handled("    X    ", asks=True),
        ),
    ],
)

# -- Try it: a player that ties less ---------------------------------------------------


_SWEEP = "{piece} as O against every possible human"

stronger_player = Battery(
    "stronger_player",
    [
        Case(
            "it plays an empty square in every game",
            "a player answers with an empty square (0 to 8) whenever O is to move",
            Call(_SWEEP, against_every_human),
            judged(plays_legally),
        ),
        Case(
            "it never loses, whatever the human plays",
            "block every line X could complete, as the handout's computer does",
            Call(_SWEEP, against_every_human),
            judged(never_loses),
        ),
        Case(
            "it ties less often than the handout's computer",
            "against a human who picks any empty square with equal chance (counted "
            "exactly, over every human line), end fewer games in a tie",
            Call(_SWEEP, against_every_human),
            judged(ties_less),
        ),
    ],
    seconds=20,
)
