"""Milestone 4's checks (game finished): a line of one symbol, the winner (the
both-lines rule), the view's half, the plan against the code, and a computer player.

``answer_click`` and ``announce``: a case hands the learner's ``answer_click`` a
board made by the course's ``createBoard`` and a hand (``{"picked": ...}``), as the
playable board does, and looks at what changed: the sentence, the block in hand, the
blocks, the turn. The board trusts exactly these: a block picked up is one that may
be taken, a refusal changes nothing, a move is the learner's ``makeMove``.

``plan_and_code`` comes once the code exists: each planned function is held against
the function of that name in the learner's notebook (found through ``write_plan``'s
own globals, which are the notebook's), so the learner reads where plan and code
part ways, which is what a plan is for.

``play_match`` plays the learner's computer player against random moves with the
course's own rules, so the result measures the player, not the learner's
``makeMove``.
"""

import ast
import inspect
import random
import textwrap
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from gamelib.errors import IllegalMoveError
from gamelib.selfcheck import Battery, Call, Case, exactly, judged
from gamelib.selfcheck.battery import Report
from gamelib.selfcheck.pieces import is_unwritten, listed

from .. import moves as reference_moves
from ..board import O, X
from ..moves import makeMove as reference_move  # noqa: N813
from ..plan import VIEW, Plan, Planned, plan_of
from ..winning import winner as reference_winner
from .structure_diagram import RECORDED
from .tools import (
    AFTER_OPENING,
    EMPTY,
    EXAMPLE,
    all_moves,
    asking,
    board_of,
    counting,
    reference_rows,
    rows_of,
    shown,
)

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


def _reference_moves(board: Any) -> list[tuple[int, int, int, int]]:
    return all_moves(rows_of(board) or [], board.turn)


def _choosing(rows: list[str], turn: str) -> Call:
    def run(player: Callable[..., Any]) -> Any:
        return player(board_of(rows, turn))

    return Call(f"{{piece}}({shown(rows, turn)})", run)


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
    return rng.choice(_reference_moves(board))


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
            _choosing(EMPTY, X),
            _a_legal_move(EMPTY, X),
        ),
        Case(
            "a legal move for O in the handout's example",
            "the player to move is board.turn: it may only take its own or neutral",
            _choosing(EXAMPLE, O),
            _a_legal_move(EXAMPLE, O),
        ),
        Case(
            "a win when one is there",
            "X completes its top row by moving (4, 4) to (0, 4): take it",
            _choosing(WIN_NOW, X),
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
