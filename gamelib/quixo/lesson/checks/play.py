"""Milestone 3's checks (program allows any single move): which blocks may be
taken, where they go, the slide and ``makeMove``, and the legal moves exercise."""

import ast
import inspect
import random
import textwrap
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from gamelib.errors import IllegalMoveError
from gamelib.quixo.lesson import board as reference_moves
from gamelib.quixo.lesson.board import O, X
from gamelib.quixo.lesson.board import can_take as reference_can_take
from gamelib.quixo.lesson.board import is_on_edge as reference_is_on_edge
from gamelib.quixo.lesson.board import makeMove as reference_move  # noqa: N813
from gamelib.quixo.lesson.board import places_for as reference_places_for
from gamelib.quixo.lesson.board import winner as reference_winner
from gamelib.quixo.lesson.checks.design import (
    AFTER_OPENING,
    EMPTY,
    EXAMPLE,
    RECORDED,
    all_moves,
    asking,
    board_of,
    counting,
    reference_rows,
    rows_of,
    shown,
)
from gamelib.quixo.lesson.pictures import VIEW, Plan, Planned, plan_of
from gamelib.selfcheck import Battery, Call, Case, exactly, judged
from gamelib.selfcheck.battery import Report
from gamelib.selfcheck.judges import REFUSALS
from gamelib.selfcheck.pieces import BuildsOn, called_function, is_unwritten, listed


def _take_case(name: str, rule: str, rows: list[str], turn: str, square: tuple) -> Case:
    return Case(
        name,
        rule,
        asking(rows, turn, *square),
        exactly(reference_can_take(board_of(rows, turn), *square)),
    )


RING_RULE = (
    "a square is on the edge when its row OR its column is the first or the last "
    "(one of them is enough)"
)


def _edge_case(name: str, rows: list[str], square: tuple) -> Case:
    return Case(
        name,
        RING_RULE,
        asking(rows, X, *square),
        exactly(reference_is_on_edge(board_of(rows, X), *square)),
    )


is_on_edge = Battery(
    "is_on_edge",
    [
        _edge_case("(0, 1) is in the top row", EMPTY, (0, 1)),
        _edge_case("(3, 0) is in the left column", EMPTY, (3, 0)),
        _edge_case("(4, 2) is in the bottom row", EMPTY, (4, 2)),
        _edge_case("(1, 4) is in the right column", EMPTY, (1, 4)),
        _edge_case("the corner (0, 0) is on the edge", EMPTY, (0, 0)),
        _edge_case("the corner (4, 4) is on the edge", EMPTY, (4, 4)),
        _edge_case("the centre (2, 2) is not", EMPTY, (2, 2)),
        _edge_case("(1, 3) is inside the ring", EMPTY, (1, 3)),
        _edge_case("on 3x3, (1, 2) is in the right column", ["---"] * 3, (1, 2)),
        _edge_case("on 3x3, the centre (1, 1) is not", ["---"] * 3, (1, 1)),
    ],
)

EDGE_RULE = "only a block on the outer ring may be picked up"
OWN_RULE = "a neutral block, or one showing the mover's symbol; never the other's"
BOARD_RULE = (
    "a square off the board cannot be taken (careful: Python reads blocks[-1] as "
    "the last row)"
)

can_take = Battery(
    "can_take",
    [
        _take_case(
            "X may take a neutral block on the edge", OWN_RULE, EMPTY, X, (0, 1)
        ),
        _take_case("a corner is on the edge too", EDGE_RULE, EMPTY, X, (4, 4)),
        _take_case("the centre block is not on the edge", EDGE_RULE, EMPTY, X, (2, 2)),
        _take_case("(1, 3) is inside the ring", EDGE_RULE, EMPTY, X, (1, 3)),
        _take_case("X may take a block showing X", OWN_RULE, EXAMPLE, X, (1, 0)),
        _take_case("X may not take a block showing O", OWN_RULE, EXAMPLE, X, (0, 4)),
        _take_case("O may take a block showing O", OWN_RULE, EXAMPLE, O, (3, 0)),
        _take_case("O may not take a block showing X", OWN_RULE, EXAMPLE, O, (4, 0)),
        _take_case("row 5 is off a 5x5 board", BOARD_RULE, EMPTY, X, (5, 0)),
        _take_case("row -1 is off the board", BOARD_RULE, EMPTY, X, (-1, 0)),
        _take_case(
            "on a 3x3 board every block but the centre is on the edge",
            EDGE_RULE,
            ["---"] * 3,
            X,
            (1, 2),
        ),
    ],
)


def _same_places(expected: list[tuple[int, int]]) -> Any:
    def judge(result: Any) -> str | None:
        try:
            got = sorted(tuple(place) for place in result)
        except TypeError:
            return f"returned {result!r}, expected a list of (row, column) squares"
        if got == sorted(expected) and len(result) == len(expected):
            return None
        return f"returned {result!r}, expected {sorted(expected)} (in any order)"

    return judged(judge)


def _places_case(name: str, rule: str, size: int, square: tuple[int, int]) -> Case:
    rows = ["-" * size] * size
    return Case(
        name,
        rule,
        asking(rows, X, *square),
        _same_places(reference_places_for(board_of(rows), *square)),
    )


ENDS_RULE = (
    "the ends of the block's row and of its column, but never its own square: "
    "three places for an edge block, two for a corner"
)

places_for = Battery(
    "places_for",
    [
        _places_case("a block on the top edge has three places", ENDS_RULE, 5, (0, 1)),
        _places_case("a corner has two places", ENDS_RULE, 5, (4, 4)),
        _places_case("the top-left corner", ENDS_RULE, 5, (0, 0)),
        _places_case("a block on the left edge", ENDS_RULE, 5, (2, 0)),
        _places_case("a block on the right edge", ENDS_RULE, 5, (3, 4)),
        _places_case("on a 3x3 board, the ends are at 0 and 2", ENDS_RULE, 3, (0, 1)),
        _places_case("a 4x4 corner", ENDS_RULE, 4, (3, 0)),
    ],
)


@dataclass(frozen=True)
class Moved:
    """A board after a call that should change it (or refuse and leave it)."""

    rows: list[str] | None
    turn: Any
    error: BaseException | None = None


def _moving(rows: list[str], turn: str, *numbers: int) -> Call:
    def run(piece: Callable[..., Any]) -> Moved:
        board = board_of(rows, turn)
        try:
            piece(board, *numbers)
        except REFUSALS as error:
            return Moved(rows_of(board), board.turn, error)
        return Moved(rows_of(board), board.turn)

    listed = ", ".join(str(number) for number in numbers)
    return Call(f"{{piece}}({shown(rows, turn)}, {listed})", run)


def _expected_after(rows: list[str], turn: str, *numbers: int) -> Moved:
    board = board_of(rows, turn)
    reference_moves.makeMove(board, *numbers)
    return Moved(rows_of(board), board.turn)


def _slid(rows: list[str], *numbers: int) -> Any:
    """The blocks between the two squares moved; the place itself is not judged
    (makeMove puts the block there next)."""
    board = board_of(rows)
    reference_moves.slide(board, *numbers)
    expected = reference_rows(board)
    place_row, place_column = numbers[2], numbers[3]

    def judge(result: Moved) -> str | None:
        if result.error is not None:
            return f"crashed with {type(result.error).__name__}: {result.error}"
        if result.rows is None:
            return "left a board with no blocks"
        for row, (got, want) in enumerate(zip(result.rows, expected, strict=True)):
            for column, (a, b) in enumerate(zip(got, want, strict=True)):
                if (row, column) != (place_row, place_column) and a != b:
                    return (
                        f"left the blocks as {result.rows!r}; expected {expected!r}"
                        f" (apart from the place, ({place_row}, {place_column}))"
                    )
        return None

    return judged(judge)


SLIDE_RULE = (
    "every block between the chosen square and the place moves one step towards "
    "the chosen square; blocks outside that line stay"
)
LINE = ["-XO--", "XOXOX", "OX-XO", "-O-X-", "XXOO-"]

slide = Battery(
    "slide",
    [
        Case(name, SLIDE_RULE, _moving(LINE, X, *numbers), _slid(LINE, *numbers))
        for name, numbers in (
            ("along row 0, to its right end", (0, 0, 0, 4)),
            ("along row 4, to its left end", (4, 4, 4, 0)),
            ("down column 1, to its bottom end", (0, 1, 4, 1)),
            ("up column 4, to its top end", (4, 4, 0, 4)),
            ("from the middle of column 0 to its top", (2, 0, 0, 0)),
            ("from the middle of row 2 to its left end", (2, 4, 2, 0)),
        )
    ],
)


def _after(rows: list[str], turn: str, *numbers: int) -> Any:
    expected = _expected_after(rows, turn, *numbers)

    def judge(result: Moved) -> str | None:
        if result.error is not None:
            return (
                f"refused a legal move: {type(result.error).__name__}: {result.error}"
            )
        if result.rows != expected.rows:
            return f"left the blocks as {result.rows!r}; expected {expected.rows!r}"
        if result.turn != expected.turn:
            return f"left turn = {result.turn!r}; expected {expected.turn!r}"
        return None

    return judged(judge)


def _refused(rows: list[str], turn: str) -> Any:
    def judge(result: Moved) -> str | None:
        if not isinstance(result.error, IllegalMoveError):
            if result.error is None:
                return "played an illegal move instead of refusing it"
            return (
                f"raised {type(result.error).__name__}: {result.error}; raise "
                "IllegalMoveError (from gamelib.errors) so a board can tell a "
                "refused move from a bug"
            )
        if result.rows != rows or result.turn != turn:
            return (
                f"refused, but changed the board to {result.rows!r} (turn "
                f"{result.turn!r}): check the move before changing anything"
            )
        return None

    return judged(judge)


MOVE_RULE = (
    "the blocks slide to close the gap, the picked block goes in at the place "
    "showing the mover's symbol, and then it is the other player's turn"
)
ILLEGAL_RULE = "an illegal move raises IllegalMoveError and changes nothing"


def _legal(name: str, rows: list[str], turn: str, *numbers: int) -> Case:
    return Case(
        name, MOVE_RULE, _moving(rows, turn, *numbers), _after(rows, turn, *numbers)
    )


def _illegal(name: str, rows: list[str], turn: str, *numbers: int) -> Case:
    return Case(name, ILLEGAL_RULE, _moving(rows, turn, *numbers), _refused(rows, turn))


makeMove = Battery(  # noqa: N816 - the handout's name
    "makeMove",
    [
        _legal(
            "the opening move: X takes (0, 1), puts it at (4, 1)", EMPTY, X, 0, 1, 4, 1
        ),
        _legal("the same block to the left end of its row", EMPTY, X, 0, 1, 0, 0),
        _legal("a corner move by O: (4, 4) to (4, 0)", AFTER_OPENING, O, 4, 4, 4, 0),
        _legal("a corner move up its column", AFTER_OPENING, O, 4, 4, 0, 4),
        _legal(
            "X takes its own block in the handout's example", EXAMPLE, X, 4, 0, 0, 0
        ),
        _legal("O takes its own block and slides row 3", EXAMPLE, O, 3, 0, 3, 4),
        _legal("on a 3x3 board", ["X-O", "---", "O-X"], O, 0, 2, 2, 2),
        _illegal("X may not take O's block", EXAMPLE, X, 0, 4, 4, 4),
        _illegal("nobody may take the centre block", EMPTY, X, 2, 2, 0, 2),
        _illegal("a block never goes back to its own square", EMPTY, X, 0, 1, 0, 1),
        _illegal("(2, 1) is not an end of row 0 or column 1", EMPTY, X, 0, 1, 2, 1),
        _illegal("a place off the board", EMPTY, X, 0, 1, 5, 1),
    ],
)


def _same_moves(expected: list[tuple[int, int, int, int]]) -> Any:
    def judge(result: Any) -> str | None:
        try:
            got = sorted(tuple(move) for move in result)
        except TypeError:
            return f"returned {result!r}, expected a list of 4-number moves"
        if got == sorted(expected):
            return None
        missing = sorted(set(expected) - set(got))[:3]
        extra = sorted(set(got) - set(expected))[:3]
        return (
            f"returned {len(got)} moves, expected {len(expected)}"
            + (f"; missing {missing}" if missing else "")
            + (f"; not legal: {extra}" if extra else "")
            + ("; some twice" if len(got) != len(set(got)) else "")
        )

    return judged(judge)


def _moves_case(name: str, rows: list[str], turn: str) -> Case:
    expected = all_moves(rows, turn)
    return Case(
        f"{name}: {len(expected)} moves",
        "every (chooseRow, chooseColumn, placeRow, placeColumn) the player to move "
        "may play, each once",
        asking(rows, turn),
        _same_moves(expected),
    )


legal_moves = Battery(
    "legal_moves",
    [
        _moves_case("the empty board, X to move", EMPTY, X),
        _moves_case("the handout's example, X to move", EXAMPLE, X),
        _moves_case("the handout's example, O to move", EXAMPLE, O),
        _moves_case("an empty 3x3 board", ["---"] * 3, X),
    ],
)


# Milestone 4's checks (game finished): a line of one symbol, the winner (the
# both-lines rule), the view's half, the plan against the code, and a computer player.
#
# ``answer_click`` and ``announce``: a case hands the learner's ``answer_click`` a
# board made by the course's ``createBoard`` and a hand (``{"picked": ...}``), as the
# playable board does, and looks at what changed: the sentence, the block in hand, the
# blocks, the turn. The board trusts exactly these: a block picked up is one that may
# be taken, a refusal changes nothing, a move is the learner's ``makeMove``.
#
# ``plan_and_code`` comes once the code exists: each planned function is held against
# the function of that name in the learner's notebook (found through ``write_plan``'s
# own globals, which are the notebook's), so the learner reads where plan and code
# part ways, which is what a plan is for.
#
# ``play_match`` plays the learner's computer player against random moves with the
# course's own rules, so the result measures the player, not the learner's
# ``makeMove``.


LINE_RULE = "five of one symbol in a row, a column or either diagonal make a line"


def _line_case(name: str, rows: list[str], symbol: str, expected: bool) -> Case:
    return Case(
        name,
        LINE_RULE if expected else "no line unless every block of it shows symbol",
        counting(rows, symbol),
        exactly(expected),
    )


has_line = Battery(
    "has_line",
    [
        _line_case(
            "a row of X", ["-----", "XXXXX", "O-O--", "-----", "O-O--"], X, True
        ),
        _line_case(
            "a column of O", ["O-X--", "O-X--", "O----", "OX---", "O--X-"], O, True
        ),
        _line_case(
            "the diagonal from top left",
            ["X----", "-X---", "--X--", "---X-", "----X"],
            X,
            True,
        ),
        _line_case(
            "the other diagonal", ["----O", "---O-", "--O--", "-O---", "O----"], O, True
        ),
        _line_case("four in a row is not enough", ["XXXX-"] + ["-----"] * 4, X, False),
        _line_case(
            "a row of O is not a line of X", ["OOOOO"] + ["-----"] * 4, X, False
        ),
        _line_case("blocks scattered everywhere", EXAMPLE, X, False),
        _line_case("three in a row on a 3x3 board", ["-O-", "XXX", "-O-"], X, True),
    ],
)


def _winner_case(name: str, rule: str, rows: list[str], turn: str) -> Case:
    return Case(
        name, rule, asking(rows, turn), exactly(reference_winner(board_of(rows, turn)))
    )


BOTH_RULE = (
    "with both lines on the board, the player who made the last move loses: the "
    "winner is the player to move now (board.turn)"
)
X_LINE = ["XXXXX", "O-O--", "-O---", "---O-", "-----"]
O_LINE = ["O-X--", "O-X--", "O-X--", "OX---", "O----"]
BOTH = ["XOOOO", "OOOOO", "-----", "-----", "XXXXX"]

winner = Battery(
    "winner",
    [
        _winner_case(
            "no line yet: no winner", "None while nobody has a line", EXAMPLE, O
        ),
        _winner_case("X has a line", "a line wins", X_LINE, O),
        _winner_case("O has a line", "a line wins", O_LINE, X),
        _winner_case(
            "O made X's line: X wins",
            "a line wins for its symbol, whoever made it",
            X_LINE,
            X,
        ),
        _winner_case("X made both lines: O wins", BOTH_RULE, BOTH, O),
        _winner_case("O made both lines: X wins", BOTH_RULE, BOTH, X),
        _winner_case(
            "on a 3x3 board", "n in a row on an n x n board", ["O--", "XXX", "O--"], O
        ),
    ],
    builds_on=[BuildsOn("has_line", has_line, called_function("has_line"))],
)


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
            asking(["-----", "XXXXX", "O-O--", "-----", "O-O--"], O),
            announced("X", "win"),
        ),
        Case(
            "both lines: the last mover loses",
            "ask winner(board): with both lines, the player to move (O) wins",
            asking(BOTH_LINES, O),
            announced("O", "win", never="X wins"),
        ),
        Case(
            "no line: it names the player to move",
            "without a winner, say whose turn it is (board.turn) and not 'win'",
            asking(AFTER_OPENING, O),
            announced("O", never="win"),
        ),
    ],
    hints=[
        "found = winner(board); when it is not None, return a sentence with found "
        "and 'wins' in it, else one that names board.turn.",
    ],
)


def _a_legal_move(rows: list[str], turn: str) -> Any:
    legal = set(all_moves(rows, turn))

    def judge(move: Any) -> str | None:
        try:
            move = tuple(move)
        except TypeError:
            return f"returned {move!r}, expected four numbers"
        return (
            None if move in legal else f"returned {move!r}, which is not a legal move"
        )

    return judged(judge)


def _wins(rows: list[str], turn: str) -> Any:
    def judge(move: Any) -> str | None:
        board = board_of(rows, turn)
        try:
            reference_moves.makeMove(board, *move)
        except (IllegalMoveError, TypeError):
            return f"returned {move!r}, which is not a legal move"
        if reference_winner(board) == turn:
            return None
        return f"returned {move!r}, which does not win at once (one move does)"

    return judged(judge)


def random_move(board: Any, rng: random.Random) -> tuple[int, int, int, int]:
    return rng.choice(all_moves(reference_rows(board), board.turn))


def play_match(player: Callable[..., Any], games: int = 20, seed: int = 1) -> int:
    """How many of ``games`` the player wins against random moves, taking turns
    to start; a game still going after 200 moves counts as not won."""
    rng = random.Random(seed)
    won = 0
    for number in range(games):
        board = board_of(EMPTY)
        me = X if number % 2 == 0 else O
        for _ in range(200):
            if board.turn == me:
                move = tuple(player(board_of(reference_rows(board), board.turn)))
            else:
                move = random_move(board, rng)
            reference_moves.makeMove(board, *move)
            found = reference_winner(board)
            if found is not None:
                won += found == me
                break
    return won


WIN_NOW = ["XXXX-", "-O---", "--O--", "-O---", "-----"]

my_player = Battery(
    "my_player",
    [
        Case(
            "a legal move on the empty board",
            "return (chooseRow, chooseColumn, placeRow, placeColumn) of a legal move",
            asking(EMPTY, X),
            _a_legal_move(EMPTY, X),
        ),
        Case(
            "a legal move for O in the handout's example",
            "the player to move is board.turn: it may only take its own or neutral",
            asking(EXAMPLE, O),
            _a_legal_move(EXAMPLE, O),
        ),
        Case(
            "a win when one is there",
            "X completes its top row by moving (4, 4) to (0, 4): take it",
            asking(WIN_NOW, X),
            _wins(WIN_NOW, X),
        ),
        Case(
            "beats random moves in at least 15 of 20 games",
            "a good player wins most games against a player that moves at random",
            Call("play_match({piece}, games=20)", lambda player: play_match(player)),
            judged(
                lambda won: (
                    None if won >= 15 else f"won {won} of 20 games, expected 15 or more"
                )
            ),
        ),
    ],
    seconds=30.0,
)


# -- the plan against the code ------------------------------------------------------


def parameters_of(function: Any) -> tuple[str, ...] | None:
    try:
        return tuple(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return None


def calls_in(function: Any) -> set[str] | None:
    """The plain names ``function`` calls, or None when its source is not found."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return None
    return {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }


def _written(planned: Planned, notebook: Mapping[str, Any], plan: Plan) -> str | None:
    """Where the learner's function differs from ``planned``, or None."""
    found = notebook.get(planned.name)
    if not callable(found):
        return (
            f"the plan has {planned.signature()}, but your notebook has no "
            f"function {planned.name}: write it, or change the plan to the name "
            "you chose"
        )
    if is_unwritten(found):
        return f"the plan has {planned.signature()}; yours is still a stub"
    parameters = parameters_of(found)
    if parameters is not None and parameters != planned.parameters:
        return (
            f"the plan has {planned.signature()}, your code has "
            f"{planned.name}({', '.join(parameters)}): change one of them"
        )
    if planned.part == VIEW:
        return _calls_differ(planned, found, plan)
    return None


def _calls_differ(planned: Planned, found: Any, plan: Plan) -> str | None:
    called = calls_in(found)
    if called is None:
        return None
    actual = called & set(plan.names())
    missing = [name for name in planned.calls if name not in actual]
    extra = sorted(actual - set(planned.calls))
    if missing:
        return (
            f"the plan says {planned.name} calls {listed(missing)}, but your "
            f"{planned.name} does not call {'it' if len(missing) == 1 else 'them'}"
        )
    if extra:
        return (
            f"your {planned.name} calls {listed(extra)}, which the plan does not "
            "say: add it to calls=..., so the diagram shows it"
        )
    return None


def _object_kept(plan: Plan, notebook: Mapping[str, Any]) -> str | None:
    if not plan.objects:
        return "the plan names no object (check.write_plan says how)"
    shared = plan.objects[0]
    made = _made_object(shared.name, notebook)
    if made is None:
        return (
            f"the plan shares a {shared.name}, but your notebook makes none: "
            f"neither a class {shared.name} nor a createBoard that returns one"
        )
    kept = list(made) if isinstance(made, dict) else list(vars(made))
    unplanned = [name for name in kept if name not in shared.attributes]
    missing = [name for name in shared.attributes if name not in kept]
    if missing or unplanned:
        parts = []
        if missing:
            parts.append(f"planned but not kept: {listed(missing)}")
        if unplanned:
            parts.append(f"kept but not planned: {listed(unplanned)}")
        return (
            f"the plan's {shared.name} keeps {listed(list(shared.attributes))}; "
            f"yours keeps {listed(kept)} ({'; '.join(parts)})"
        )
    return None


def _made_object(name: str, notebook: Mapping[str, Any]) -> Any:
    """A fresh shared object made by the learner's own code, or None."""
    attempts = []
    if inspect.isclass(notebook.get(name)) and not is_unwritten(notebook[name]):
        attempts.append(lambda: notebook[name]())
    create = notebook.get("createBoard")
    if callable(create) and not is_unwritten(create):
        attempts.append(lambda: create(["-----"] * 5))
    for attempt in attempts:
        try:
            made = attempt()
        except Exception:  # noqa: BLE001 - their own check says what is wrong
            continue
        if isinstance(made, dict) or hasattr(made, "__dict__"):
            return made
    return None


def _noted(judge: Callable[[Plan], str | None]) -> Callable[[Plan], str | None]:
    """A plan that cannot be read is the milestone-1 check's business."""

    def judging(plan: Plan) -> str | None:
        if not isinstance(plan, Plan):
            return "write_plan did not write a plan"
        return judge(plan)

    return judging


def notebook_of(write_plan: Any) -> Mapping[str, Any]:
    """The names the learner's code lives under: the notebook's (a borrowed
    ``write_plan`` lives in the course's module, the pieces in the notebook),
    else those of the module ``write_plan`` was written in."""
    try:
        from IPython import get_ipython
    except ImportError:  # plain Python: no notebook
        shell = None
    else:
        shell = get_ipython()
    if shell is not None:
        return shell.user_ns
    return getattr(write_plan, "__globals__", {})


class PlanAndCode:
    """``check.plan_and_code(write_plan)``: one case per planned part, built from
    the learner's plan when the check runs (each plan has its own parts)."""

    piece = "plan_and_code"

    def __len__(self) -> int:
        return 1

    def __call__(self, write_plan: Any) -> None:
        self.battery(write_plan).show(self.run(write_plan))

    def run(self, write_plan: Any, notebook: Mapping[str, Any] | None = None) -> Report:
        report = self.battery(write_plan, notebook).run(write_plan)
        return replace(report, piece=f"{report.piece} against your code")

    def battery(
        self, write_plan: Any, notebook: Mapping[str, Any] | None = None
    ) -> Battery:
        if notebook is None:
            notebook = notebook_of(write_plan)
        try:
            plan = plan_of(write_plan)
        except Exception:  # noqa: BLE001 - the battery reports the crash itself
            plan = Plan()
        cases = [
            Case(
                "the object is kept as planned",
                "the object your code makes keeps what the plan says it keeps",
                RECORDED,
                judged(_noted(lambda plan: _object_kept(plan, notebook))),
            )
        ]
        for planned in plan.functions:
            cases.append(
                Case(
                    f"{planned.name} is written as planned",
                    f"your notebook has {planned.signature()}, as the plan says"
                    + (
                        f", calling {listed(list(planned.calls))}"
                        if planned.calls
                        else ""
                    ),
                    RECORDED,
                    judged(_noted(_planned_judge(planned.name, notebook))),
                )
            )
        return Battery(self.piece, cases)


def _planned_judge(
    name: str, notebook: Mapping[str, Any]
) -> Callable[[Plan], str | None]:
    def judge(plan: Plan) -> str | None:
        planned = plan.function(name)
        if planned is None:
            return f"the plan no longer has {name}"
        return _written(planned, notebook, plan)

    return judge


plan_and_code = PlanAndCode()
