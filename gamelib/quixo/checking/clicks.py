"""Milestone 4's checks of the view's half: ``answer_click`` and ``announce``.

A case hands the learner's ``answer_click`` a board made by the course's
``createBoard`` and a hand (``{"picked": ...}``), as the playable board does, and
looks at what changed: the sentence, the block in hand, the blocks, the turn. The
board trusts exactly these: a block picked up is one that may be taken, a refusal
changes nothing, a move is the learner's ``makeMove``.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.selfcheck import Battery, Call, Case, judged

from ..lesson.board import O, X
from ..lesson.moves import makeMove as reference_move  # noqa: N813
from .common import AFTER_OPENING, EMPTY, board_of, reference_rows, rows_of, shown

Square = tuple[int, int]


@dataclass(frozen=True)
class Clicked:
    """What one click did, seen from the board."""

    said: Any
    picked: Any
    rows: list[str] | None
    turn: Any


def clicking(rows: list[str], turn: str, picked: Square | None, square: Square) -> Call:
    def run(answer_click: Callable[..., Any]) -> Clicked:
        board = board_of(rows, turn)
        hand = {"picked": picked}
        said = answer_click(board, hand, *square)
        return Clicked(said, hand.get("picked"), rows_of(board), board.turn)

    hand = {"picked": picked}
    return Call(
        f"{{piece}}({shown(rows, turn)}, {hand!r}, {square[0]}, {square[1]})", run
    )


def _sentence(clicked: Clicked) -> str | None:
    if not isinstance(clicked.said, str) or not clicked.said.strip():
        return (
            f"returned {clicked.said!r}; return the sentence the board shows (the "
            "board prints nothing else)"
        )
    return None


def unchanged(rows: list[str], turn: str) -> Callable[[Clicked], str | None]:
    def judge(clicked: Clicked) -> str | None:
        if clicked.rows != rows or clicked.turn != turn:
            return (
                f"changed the board to {clicked.rows!r} with {clicked.turn!r} to "
                "move; only a move (through makeMove) changes the board"
            )
        return None

    return judge


def holding(expected: Square | None) -> Callable[[Clicked], str | None]:
    def judge(clicked: Clicked) -> str | None:
        if clicked.picked != expected or type(clicked.picked) is not type(expected):
            return (
                f'left hand["picked"] = {clicked.picked!r}; expected {expected!r}'
                + (
                    " (the square as a (row, column) tuple)"
                    if expected is not None
                    else " (the hand is empty again)"
                )
            )
        return None

    return judge


def saying(*words: str) -> Callable[[Clicked], str | None]:
    def judge(clicked: Clicked) -> str | None:
        missing = [w for w in words if w.lower() not in str(clicked.said).lower()]
        if missing:
            return (
                f"said {clicked.said!r}, which does not name "
                f"{' and '.join(repr(w) for w in missing)}: say why, in words"
            )
        return None

    return judge


def all_of(*judges: Callable[[Clicked], str | None]) -> Any:
    def judge(clicked: Clicked) -> str | None:
        for one in (_sentence, *judges):
            complaint = one(clicked)
            if complaint:
                return complaint
        return None

    return judged(judge)


def moved(rows: list[str], turn: str, pick: Square, place: Square) -> Any:
    board = board_of(rows, turn)
    reference_move(board, *pick, *place)
    after, next_turn = reference_rows(board), board.turn

    def judge(clicked: Clicked) -> str | None:
        if clicked.rows != after or clicked.turn != next_turn:
            return (
                f"left the board as {clicked.rows!r} with {clicked.turn!r} to move; "
                f"makeMove{(*pick, *place)} gives {after!r} with {next_turn!r} to "
                "move (call makeMove with the picked square, then the place)"
            )
        return None

    return judge


X_WINS_NEXT = ["XXXX-", "OO---", "-----", "O----", "-----"]
"""X picks (0, 4) and pushes it in at (0, 0): five X in row 0."""

answer_click = Battery(
    "answer_click",
    [
        Case(
            "a block that may be taken is picked up",
            "with nothing in hand, a click on a block of the edge that is neutral "
            'or the mover\'s puts its (row, column) in hand["picked"] and changes '
            "no block",
            clicking(EMPTY, X, None, (0, 1)),
            all_of(holding((0, 1)), unchanged(EMPTY, X)),
        ),
        Case(
            "a block off the edge is refused, with the reason",
            "a click on a block that may not be taken leaves the hand empty and the "
            "board as it was, and the sentence gives the rule (it names the edge)",
            clicking(EMPTY, X, None, (2, 2)),
            all_of(holding(None), unchanged(EMPTY, X), saying("edge")),
        ),
        Case(
            "the other player's block is refused too",
            "O may not take X's block: the hand stays empty, the board unchanged",
            clicking(AFTER_OPENING, O, None, (4, 1)),
            all_of(holding(None), unchanged(AFTER_OPENING, O)),
        ),
        Case(
            "a click on the block in hand puts it back",
            'the hand is empty again (hand["picked"] = None), no block changes',
            clicking(EMPTY, X, (0, 1), (0, 1)),
            all_of(holding(None), unchanged(EMPTY, X)),
        ),
        Case(
            "a click on a place makes the move",
            "with a block in hand, a click on one of its places plays makeMove from "
            "the picked square to that place, and empties the hand",
            clicking(EMPTY, X, (0, 1), (4, 1)),
            all_of(holding(None), moved(EMPTY, X, (0, 1), (4, 1))),
        ),
        Case(
            "a place that is not allowed is refused, and the block stays in hand",
            "catch makeMove's IllegalMoveError: the board says why, changes nothing, "
            "and the player may still click another place",
            clicking(EMPTY, X, (0, 1), (0, 2)),
            all_of(holding((0, 1)), unchanged(EMPTY, X)),
        ),
        Case(
            "a corner taken by O slides the bottom row",
            "the move is the picked square's: O takes (4, 4) and pushes it in at "
            "(4, 0)",
            clicking(AFTER_OPENING, O, (4, 4), (4, 0)),
            all_of(holding(None), moved(AFTER_OPENING, O, (4, 4), (4, 0))),
        ),
        Case(
            "a winning move is announced",
            "after a move the board says what announce(board) says: here X wins",
            clicking(X_WINS_NEXT, X, (0, 4), (0, 0)),
            all_of(holding(None), saying("X", "win")),
        ),
    ],
    hints=[
        'Start with picked = hand["picked"]. When it is None, the click picks a '
        "block up (or refuses); otherwise it puts the block back or places it.",
        "Place it with makeMove(board, chooseRow, chooseColumn, row, column) inside "
        "try/except IllegalMoveError, and return announce(board) after the move.",
    ],
)


def announcing(rows: list[str], turn: str) -> Call:
    def run(announce: Callable[..., Any]) -> Any:
        return announce(board_of(rows, turn))

    return Call(f"{{piece}}({shown(rows, turn)})", run)


def announced(*words: str, never: str = "") -> Any:
    def judge(said: Any) -> str | None:
        if not isinstance(said, str):
            return f"returned {said!r}; return the sentence (a str) the board shows"
        missing = [w for w in words if w.lower() not in said.lower()]
        if missing:
            return f"said {said!r}; it should name {' and '.join(map(repr, missing))}"
        if never and never.lower() in said.lower():
            return f"said {said!r}, which has {never!r} in it"
        return None

    return judged(judge)


BOTH_LINES = ["-----", "OOOOO", "-----", "-----", "XXXXX"]
"""After X's move that completed both lines: O (to move) wins."""

announce = Battery(
    "announce",
    [
        Case(
            "a line of X: X wins",
            "when winner(board) is 'X', the sentence names X and says wins",
            announcing(["-----", "XXXXX", "O-O--", "-----", "O-O--"], O),
            announced("X", "win"),
        ),
        Case(
            "both lines: the last mover loses",
            "ask winner(board): with both lines, the player to move (O) wins",
            announcing(BOTH_LINES, O),
            announced("O", "win", never="X wins"),
        ),
        Case(
            "no line: it names the player to move",
            "without a winner, say whose turn it is (board.turn) and not 'win'",
            announcing(AFTER_OPENING, O),
            announced("O", never="win"),
        ),
    ],
    hints=[
        "found = winner(board); when it is not None, return a sentence with found "
        "and 'wins' in it, else one that names board.turn.",
    ],
)
