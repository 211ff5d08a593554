"""How the tic-tac-toe self-checks call a learner's piece and judge its answer.

``checks`` lists the cases as data; the calls and judges they need live here. A
judge returns a complaint, a phrase that follows the call in a report (``returned
2; the handout's computer takes 7: ...``), or None when the answer is right. Boards
are shown as ``list("OX  X    ")``, which a learner can paste into a cell to try the
same example.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from gamelib.players import PlayerMoveError
from gamelib.selfcheck import Call, Judged, judged
from gamelib.selfcheck.judges import Watched

from .analysis import TIE, odds_against_a_random_human, sweep_every_human
from .lesson import as_player
from .lesson import rotate as reference_rotate
from .pattern_player import explain_move, pattern_player


class Cells(list):
    """A board (or a pattern) as a list, shown in reports as ``list("OX  X    ")``."""

    def __repr__(self) -> str:
        return f"list({''.join(map(str, self))!r})"


def cells(text: str) -> Cells:
    return Cells(text)


def shown(value: Any) -> str:
    """``repr``, except that nine one-letter strings read as ``list("OX  X    ")``."""
    if isinstance(value, list) and all(
        isinstance(item, str) and len(item) == 1 for item in value
    ):
        return repr(Cells(value))
    return repr(value)


def places(expected: bool, board_after: str) -> Judged:
    """``place`` returned ``expected`` and left the board as ``board_after``."""

    def judge(watched: Watched) -> str | None:
        problems = []
        if watched.result != expected:
            problems.append(f"returned {watched.result!r}, expected {expected!r}")
        if watched.after[0] != list(board_after):
            problems.append(
                f"left the board as {shown(watched.after[0])}, expected "
                f"{cells(board_after)!r}"
            )
        return " and ".join(problems) or None

    return judged(judge)


# -- boards made fresh -----------------------------------------------------------------


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


# -- text ------------------------------------------------------------------------------


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


# -- turns -----------------------------------------------------------------------------

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


def after_a_counter_clockwise_turn(piece: Callable[[Any], Any]) -> list[Any]:
    return list(piece(reference_rotate(NUMBERS)))


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
