"""Milestone 5, the full algorithm: ``check.fallback_square``, ``check.computer_move``,
the board's handlers ``check.answer_click`` and ``check.computer_reply``, and the Try
it ``check.stronger_player``.
"""

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from gamelib.players import PlayerMoveError
from gamelib.selfcheck import Battery, Call, Case, Judged, calling, judged
from gamelib.selfcheck.judges import watching
from gamelib.tictactoe.analysis import (
    TIE,
    odds_against_a_random_human,
    sweep_every_human,
)
from gamelib.tictactoe.lesson.computer import as_player
from gamelib.tictactoe.players.pattern_player import explain_move, pattern_player

from .tools import cells, shown, unchanged

# -- the computer's move ---------------------------------------------------------------


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
        square = piece(cells(board))
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
        f"{cells(first.board)!r} it returned {first.square!r}, but "
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
    return Call(f"{{piece}}({cells(board)!r}, {x}, {y}) (a click {where})", run)


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

    template = f"{{piece}}({cells(board)!r}, computer) (a computer that takes {answer})"
    return Call(template, run)


def handled(board_after: str, *words: str, asks: bool | None = None) -> Judged:
    """The handler left ``board_after``, said a sentence with each of ``words``,
    and asked its computer (``asks``) or not."""

    def judge(result: Handled) -> str | None:
        problems = []
        if result.board_after != list(board_after):
            problems.append(
                f"left the board as {shown(result.board_after)}, expected "
                f"{cells(board_after)!r}"
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


# -- Milestone 5: the full algorithm ---------------------------------------------------

_FALLBACK = (
    "the centre (4) if it is empty; otherwise the first empty square from left to "
    "right, top to bottom; None on a full board"
)

fallback_square = Battery(
    "fallback_square",
    [
        Case("an empty board: the centre", _FALLBACK, calling(cells("         ")), 4),
        Case(
            "X in a corner: still the centre", _FALLBACK, calling(cells("        X")), 4
        ),
        Case("the centre taken: square 0", _FALLBACK, calling(cells("    X    ")), 0),
        Case("0 and 1 taken too: square 2", _FALLBACK, calling(cells("XO  X    ")), 2),
        Case("only square 8 is left", _FALLBACK, calling(cells("XOXXOOOX ")), 8),
        Case("a full board: no square", _FALLBACK, calling(cells("XOXXOOOXX")), None),
    ],
)


def _move_case(name: str, rule: str, board: str) -> Case:
    return Case(name, rule, calling(cells(board)), handouts_move(board))


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
        unchanged("the board stays as it was", watching(cells("OX  X    "))),
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


# A later milestone borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "name", ...); a board says whose pieces it runs on.
