"""Milestone 1's checks (top-level structure diagram): the learner's plan, the
``QuixoBoard`` object, and the edge squares exercise.

``write_plan`` holds a plan to what the handout and the model-view split need: the
object the functions share, the handout's four functions in the model with the
handout's names, a model that never draws, and a view that only calls the model.
``QuixoBoard`` must keep its blocks as rows of lists, each row a list of its own.
"""

from collections.abc import Callable
from typing import Any

from gamelib.selfcheck import Battery, Call, Case, calling, exactly, judged
from gamelib.selfcheck.pieces import listed

from ..board import NEUTRAL, X
from ..plan import MODEL, VIEW, Plan, Planned, plan_of
from .tools import attribute, blocks_complaint

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


def _print(plan: Plan) -> str | None:
    planned, complaint = _model(plan, "printBoard")
    if planned is None:
        return complaint
    if planned.parameters != ("board",):
        return f"plans {planned.signature()}; the handout's is printBoard(board)"
    return None


def _move(plan: Plan) -> str | None:
    planned, complaint = _model(plan, "makeMove")
    if planned is None:
        return complaint
    if planned.parameters != HANDOUT_MOVE:
        return (
            f"plans {planned.signature()}; the handout's is "
            f"makeMove({', '.join(HANDOUT_MOVE)})"
        )
    return None


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
            _print,
        ),
        _case(
            "makeMove has the handout's five parameters",
            "the model has makeMove(board, chooseRow, chooseColumn, placeRow, "
            "placeColumn), in the handout's order",
            _move,
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
