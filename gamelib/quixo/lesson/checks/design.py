"""What the Quixo checks share: the example boards, and how a case hands a board to
a learner's function and reads it back.

Boards are made by the course's own ``createBoard`` (``gamelib.quixo.lesson``), so a
check of ``makeMove`` does not depend on the learner's ``createBoard`` being right.
"""

import contextlib
import io
from collections.abc import Callable
from typing import Any

from gamelib.errors import SetupError
from gamelib.quixo.lesson import board as reference
from gamelib.quixo.lesson.board import NEUTRAL, O, X
from gamelib.quixo.lesson.board import can_take as reference_can_take
from gamelib.quixo.lesson.board import places_for as reference_places_for
from gamelib.quixo.lesson.pictures import MODEL, VIEW, Plan, Planned, plan_of
from gamelib.selfcheck import Battery, Call, Case, calling, exactly, judged, readable
from gamelib.selfcheck.judges import refused_with, refusing
from gamelib.selfcheck.pieces import listed

EXAMPLE = ["----O", "XX--X", "XO---", "OO---", "X----"]
"""The handout's example board."""
EMPTY = ["-----"] * 5
AFTER_OPENING = ["-----", "-----", "-----", "-----", "-X---"]
"""The handout's opening move by X played: (0, 1) to (4, 1)."""


def board_of(rows: list[str], turn: str = X) -> reference.QuixoBoard:
    """A board made by the course's createBoard, for a case to hand over."""
    return reference.createBoard(rows, turn)


def rows_of(board: Any) -> list[str] | None:
    """The board's blocks as the handout's strings, or None if it has none."""
    try:
        return ["".join(row) for row in board.blocks]
    except (AttributeError, TypeError):
        return None


def reference_rows(board: reference.QuixoBoard) -> list[str]:
    """The blocks of a board the course's own pieces made, which always has them."""
    return ["".join(row) for row in board.blocks]


def shown(rows: list[str], turn: str = X) -> str:
    return f"createBoard({readable(rows)}, turn={turn!r})"


def blocks_complaint(board: Any, size: int) -> str | None:
    blocks = getattr(board, "blocks", None)
    if board is None:
        return "returned None: does it end with return, giving back the board it made?"
    if blocks is None:
        return "made a board with no blocks attribute: keep them in self.blocks"
    if not isinstance(blocks, list) or len(blocks) != size:
        return f"made blocks = {blocks!r}; expected a list of {size} rows"
    for number, row in enumerate(blocks):
        if not isinstance(row, list):
            return (
                f"made row {number} a {type(row).__name__} ({row!r}); each row is a "
                "list, so that a move can change one block"
            )
        if len(row) != size:
            return f"made row {number} {row!r}; each row has {size} blocks"
    return None


def attribute(name: str, expected: Any) -> Any:
    def judge(board: Any) -> str | None:
        if not hasattr(board, name):
            return f"made a board with no {name} attribute: set self.{name}"
        value = getattr(board, name)
        if value == expected and type(value) is type(expected):
            return None
        return f"made a board with {name} = {value!r}, expected {expected!r}"

    return judged(judge)


def counting(rows: list[str], symbol: str) -> Call:
    def run(count: Callable[..., Any]) -> Any:
        return count(board_of(rows), symbol)

    return Call(f"{{piece}}({shown(rows)}, {symbol!r})", run)


def asking(rows: list[str], turn: str, *arguments: int) -> Call:
    def run(piece: Callable[..., Any]) -> Any:
        return piece(board_of(rows, turn), *arguments)

    listed = "".join(f", {argument}" for argument in arguments)
    return Call(f"{{piece}}({shown(rows, turn)}{listed})", run)


def all_moves(rows: list[str], turn: str) -> list[tuple[int, int, int, int]]:
    board = board_of(rows, turn)
    moves = []
    for row in range(board.size):
        for column in range(board.size):
            if reference_can_take(board, row, column):
                for place in reference_places_for(board, row, column):
                    moves.append((row, column, *place))
    return moves


# Milestone 1's checks (top-level structure diagram): the learner's plan, the
# ``QuixoBoard`` object, and the edge squares exercise.
#
# ``write_plan`` holds a plan to what the handout and the model-view split need: the
# object the functions share, the handout's four functions in the model with the
# handout's names, a model that never draws, and a view that only calls the model.
# ``QuixoBoard`` must keep its blocks as rows of lists, each row a list of its own.


HANDOUT_MOVE = ("board", "chooseRow", "chooseColumn", "placeRow", "placeColumn")
DRAWING_WORDS = ("draw", "show", "click", "paint", "display", "answer", "on_")
DRAWING_PARAMETERS = {"canvas", "window", "win", "graphwin", "x", "y", "event"}

RECORDED = Call("{piece}(plan)", plan_of)
"""Every case runs the learner's write_plan on a fresh plan and reads it."""


def _model(plan: Plan, name: str) -> tuple[Planned | None, str | None]:
    """The model function ``name``, or why the plan has none."""
    planned = plan.function(name)
    if planned is None:
        return None, f'has no {name}: plan it with plan.model("{name}", ...)'
    if planned.part != MODEL:
        return None, (
            f"puts {name} in the view: it is the model's (it never draws), so "
            f'plan it with plan.model("{name}", ...)'
        )
    return planned, None


def _shares(plan: Plan) -> str | None:
    if not plan.objects:
        return (
            "names no object: say what every function shares, as in "
            'plan.shares("QuixoBoard", "blocks", "turn")'
        )
    if not plan.objects[0].attributes:
        return (
            f"says {plan.objects[0].name} but not what it keeps: list its parts "
            f'after its name, as in plan.shares("{plan.objects[0].name}", '
            '"blocks", "turn")'
        )
    return None


def _object_name(plan: Plan) -> str:
    return plan.objects[0].name if plan.objects else "the board"


def _create(plan: Plan) -> str | None:
    planned, complaint = _model(plan, "createBoard")
    if planned is None:
        return complaint
    if planned.parameters[:1] != ("listOfRows",):
        return (
            f"plans {planned.signature()}; the handout's is "
            "createBoard(listOfRows): its first parameter is listOfRows"
        )
    name = _object_name(plan)
    if plan.objects and name.lower() not in planned.returns.lower():
        return (
            f"says createBoard returns {planned.returns or 'nothing'!r}; it makes "
            f"the object, so it returns a {name}"
        )
    return None


def _handouts(name: str, parameters: tuple[str, ...]) -> Callable[[Plan], str | None]:
    """The plan has the model function ``name`` with the handout's parameters."""

    def judge(plan: Plan) -> str | None:
        planned, complaint = _model(plan, name)
        if planned is None or planned.parameters == parameters:
            return complaint
        handouts = f"{name}({', '.join(parameters)})"
        return f"plans {planned.signature()}; the handout's is {handouts}"

    return judge


def _winner_function(plan: Plan) -> Planned | None:
    for planned in plan.part(MODEL):
        if "win" in planned.name.lower():
            return planned
    return None


def _winner(plan: Plan) -> str | None:
    planned = _winner_function(plan)
    if planned is None:
        misplaced = [p.name for p in plan.part(VIEW) if "win" in p.name.lower()]
        if misplaced:
            return (
                f"has {misplaced[0]} in the view; who won is a rule, so the "
                "model decides it and the view only announces it"
            )
        return (
            "has no model function that says who won (a name with 'win' in "
            'it, as in plan.model("winner", "board", returns="\'X\', \'O\' or '
            'None"))'
        )
    if not _takes_the_object(plan, planned):
        return f"plans {planned.signature()}: it needs the board to look at"
    return None


def _takes_the_object(plan: Plan, planned: Planned) -> bool:
    name = _object_name(plan).lower()
    return any("board" in p.lower() or p.lower() == name for p in planned.parameters)


def _draws(planned: Planned) -> str:
    """Why ``planned`` looks like drawing or clicking, or ""."""
    if planned.name.lower().startswith(DRAWING_WORDS):
        return f"{planned.name} (a name for drawing or clicking)"
    found = [p for p in planned.parameters if p.lower() in DRAWING_PARAMETERS]
    if found:
        return f"{planned.signature()} (it takes {listed(found)})"
    return ""


def _never_draws(plan: Plan) -> str | None:
    drawing = [_draws(planned) for planned in plan.part(MODEL) if _draws(planned)]
    if drawing:
        return (
            f"puts {listed(drawing)} in the model; the model never draws and "
            "never waits for a click, so plan it with plan.view(...)"
        )
    return None


def _share_the_object(plan: Plan) -> str | None:
    name = _object_name(plan)
    apart = [
        planned.signature()
        for planned in plan.part(MODEL)
        if not _takes_the_object(plan, planned)
        and name.lower() not in planned.returns.lower()
    ]
    if apart:
        return (
            f"has {listed(apart)} in the model, which neither takes the board nor "
            f"returns a {name}: every model function works on the object it shares"
        )
    return None


def _view_moves(plan: Plan) -> str | None:
    views = plan.part(VIEW)
    if not views:
        return (
            "has no view: plan the function that answers a click, as in "
            'plan.view("answer_click", "board, hand, row, column", '
            'calls="makeMove")'
        )
    if not any("makeMove" in planned.calls for planned in views):
        return (
            f"has a view ({listed([p.name for p in views])}) that never calls "
            "makeMove: a click becomes a move only through the model, so say "
            'calls="makeMove" for the function that answers a click'
        )
    return None


def _view_calls_the_model(plan: Plan) -> str | None:
    known = set(plan.names())
    for planned in plan.part(VIEW):
        unknown = [name for name in planned.calls if name not in known]
        if unknown:
            return (
                f"has {planned.name} call {listed(unknown)}, which the plan has "
                "no function for: the view only calls functions of the plan, so "
                "plan each one (in the model if it decides a rule)"
            )
        if not planned.calls:
            return (
                f"has {planned.name} calling nothing: a view function asks the "
                'model, so say which functions it calls (calls="winner")'
            )
    return None


def _case(name: str, rule: str, judge: Callable[[Plan], str | None]) -> Case:
    return Case(name, rule, RECORDED, judged(lambda plan: _said(plan, judge)))


def _said(plan: Any, judge: Callable[[Plan], str | None]) -> str | None:
    complaint = judge(plan)
    return f"your plan {complaint}" if complaint else None


write_plan = Battery(
    "write_plan",
    [
        _case(
            "the plan names the object the functions share",
            'plan.shares("Name", "part", ...) once: the object and what it keeps',
            _shares,
        ),
        _case(
            "createBoard(listOfRows) makes the object",
            "the model has the handout's createBoard(listOfRows), which returns "
            "the shared object",
            _create,
        ),
        _case(
            "printBoard(board) prints it",
            "the model has the handout's printBoard(board)",
            _handouts("printBoard", ("board",)),
        ),
        _case(
            "makeMove has the handout's five parameters",
            "the model has makeMove(board, chooseRow, chooseColumn, placeRow, "
            "placeColumn), in the handout's order",
            _handouts("makeMove", HANDOUT_MOVE),
        ),
        _case(
            "a model function says who won",
            "the model has a function with 'win' in its name that takes the board",
            _winner,
        ),
        _case(
            "the model never draws",
            "no model function draws, shows or answers a click (no canvas, no "
            "window, no x and y of a click): those are the view's",
            _never_draws,
        ),
        _case(
            "every model function works on the shared object",
            "each model function takes the board, or returns the object",
            _share_the_object,
        ),
        _case(
            "the view turns a click into a move",
            "the plan has a view function that calls makeMove",
            _view_moves,
        ),
        _case(
            "the view only calls the plan's functions",
            "each view function says what it calls, and each of those is in the plan",
            _view_calls_the_model,
        ),
    ],
)


def _all_neutral(board: Any) -> str | None:
    complaint = blocks_complaint(board, 5)
    if complaint:
        return complaint
    if any(block != NEUTRAL for row in board.blocks for block in row):
        return f"made blocks = {board.blocks!r}; every block starts as '-'"
    return None


def _rows_apart(board: Any) -> str | None:
    complaint = blocks_complaint(board, 5)
    if complaint:
        return complaint
    board.blocks[0][0] = X
    changed = [row for row in range(1, 5) if board.blocks[row][0] != NEUTRAL]
    if changed:
        return (
            f"made rows that are one and the same list: setting blocks[0][0] also "
            f"changed rows {changed} (build each row on its own, in a loop)"
        )
    return None


QuixoBoard = Battery(
    "QuixoBoard",
    [
        Case(
            "a new board has 5 rows of 5 blocks",
            "self.blocks is a list of 5 rows, each a list of 5 blocks",
            calling(),
            judged(lambda board: blocks_complaint(board, 5)),
        ),
        Case(
            "every block starts neutral",
            "all 25 blocks are '-' (NEUTRAL) at the start",
            calling(),
            judged(_all_neutral),
        ),
        Case(
            "each row is a list of its own",
            "changing one block changes only that block ([['-'] * 5] * 5 makes "
            "five names for one row)",
            calling(),
            judged(_rows_apart),
        ),
        Case(
            "X moves first",
            "self.turn starts as 'X' (the handout: player X always goes first)",
            calling(),
            attribute("turn", X),
        ),
        Case(
            "the board knows its size",
            "self.size is 5 by default",
            calling(),
            attribute("size", 5),
        ),
        Case(
            "QuixoBoard(3) is a 3x3 board",
            "size is a parameter: 3 rows of 3 blocks, and self.size = 3",
            calling(3),
            judged(
                lambda board: (
                    blocks_complaint(board, 3) or attribute("size", 3).judge(board)
                )
            ),
        ),
    ],
)


def _ring(size: int) -> list[tuple[int, int]]:
    last = size - 1
    return [
        (row, column)
        for row in range(size)
        for column in range(size)
        if row in (0, last) or column in (0, last)
    ]


edge_squares = Battery(
    "edge_squares",
    [
        Case(
            f"a {size}x{size} board has {len(_ring(size))} squares on its edge",
            "the first and last row, and the first and last column, each square "
            "once, as (row, column) tuples in reading order (row by row, left to "
            "right)",
            calling(size),
            exactly(_ring(size)),
        )
        for size in (5, 3, 4)
    ],
)


# Milestone 2's checks (program shows game state): ``createBoard``,
# ``printBoard``, and counting blocks.


def _made(rows: list[str], turn: str | None = None) -> Call:
    def run(create: Callable[..., Any]) -> Any:
        return create(list(rows)) if turn is None else create(list(rows), turn)

    listed = readable(rows) if turn is None else f"{readable(rows)}, {turn!r}"
    return Call(f"{{piece}}({listed})", run)


def _has_rows(expected: list[str]) -> Any:
    def judge(board: Any) -> str | None:
        complaint = blocks_complaint(board, len(expected))
        if complaint:
            return complaint
        if rows_of(board) == expected:
            return None
        return f"made blocks reading {rows_of(board)!r}, expected {expected!r}"

    return judged(judge)


createBoard = Battery(  # noqa: N816 - the handout's name
    "createBoard",
    [
        Case(
            "the handout's example",
            "each string is a row, top row first; each character one block",
            _made(EXAMPLE),
            _has_rows(EXAMPLE),
        ),
        Case(
            "the blocks are a data structure, not the strings",
            "the handout: 'it is not sufficient to merely store and print the list "
            "of strings': each row of blocks is a list",
            _made(EXAMPLE),
            judged(lambda board: blocks_complaint(board, 5)),
        ),
        Case(
            "X to move unless told otherwise",
            "turn is 'X' by default",
            _made(EXAMPLE),
            attribute("turn", X),
        ),
        Case(
            "turn='O' makes O the player to move",
            "the symbols do not say whose turn it is: use the turn parameter",
            _made(EXAMPLE, O),
            attribute("turn", O),
        ),
        Case(
            "three rows make a 3x3 board",
            "the size is the number of rows",
            _made(["X-O", "---", "O-X"]),
            judged(
                lambda board: (
                    _has_rows(["X-O", "---", "O-X"]).judge(board)
                    or attribute("size", 3).judge(board)
                )
            ),
        ),
        Case(
            "a short row is refused",
            "every row has as many blocks as there are rows: raise SetupError",
            refusing(_made(["-----", "XX-X", "-----", "-----", "-----"])),
            refused_with(SetupError, "gamelib.errors"),
        ),
        Case(
            "a block that is not '-', 'X' or 'O' is refused",
            "raise SetupError for any other character",
            refusing(_made(["-----", "--x--", "-----", "-----", "-----"])),
            refused_with(SetupError, "gamelib.errors"),
        ),
    ],
)


def _printing(rows: list[str]) -> Call:
    def run(print_board: Callable[..., Any]) -> tuple[str, list[str] | None]:
        board = board_of(rows)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            print_board(board)
        return printed.getvalue(), rows_of(board)

    return Call(f"{{piece}}({shown(rows)})", run)


def _prints(rows: list[str]) -> Any:
    expected = "\n".join(rows) + "\n"

    def judge(result: tuple[str, list[str] | None]) -> str | None:
        printed, _ = result
        if printed == expected:
            return None
        if not printed:
            return "printed nothing (return values are not printed: call print)"
        return f"printed {printed!r}, expected {expected!r}"

    return judged(judge)


printBoard = Battery(  # noqa: N816 - the handout's name
    "printBoard",
    [
        Case(
            "prints the handout's example exactly",
            "one line per row, '-' for a neutral block, nothing between blocks",
            _printing(EXAMPLE),
            _prints(EXAMPLE),
        ),
        Case(
            "prints an empty board",
            "five lines of '-----'",
            _printing(EMPTY),
            _prints(EMPTY),
        ),
        Case(
            "prints a 3x3 board",
            "as many lines, and blocks per line, as the board has",
            _printing(["O--", "-X-", "--X"]),
            _prints(["O--", "-X-", "--X"]),
        ),
        Case(
            "leaves the board as it was",
            "printing only looks at the blocks",
            _printing(EXAMPLE),
            judged(
                lambda result: (
                    None
                    if result[1] == EXAMPLE
                    else f"changed the blocks to {result[1]!r}"
                )
            ),
        ),
    ],
)


count_blocks = Battery(
    "count_blocks",
    [
        Case(
            f"the handout's example has {expected} blocks showing {symbol!r}",
            "count the blocks of every row that show the symbol",
            counting(EXAMPLE, symbol),
            exactly(expected),
        )
        for symbol, expected in ((X, 5), (O, 4), (NEUTRAL, 16))
    ]
    + [
        Case(
            "an empty board has no X",
            "0 when no block shows the symbol",
            counting(EMPTY, X),
            exactly(0),
        )
    ],
)
