"""Milestone 1's check of the learner's plan, and the later check of plan and code.

``write_plan`` holds a plan to what the handout and the model-view split need: the
object the functions share, the handout's four functions in the model with the
handout's names, a model that never draws, and a view that only calls the model.
``plan_and_code`` comes once the code exists: each planned function is held against
the function of that name in the learner's notebook (found through ``write_plan``'s
own globals, which are the notebook's), so the learner reads where plan and code
part ways, which is what a plan is for.
"""

import ast
import inspect
import textwrap
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from gamelib.selfcheck import Battery, Call, Case, judged
from gamelib.selfcheck.borrowing import listed
from gamelib.selfcheck.report import Report
from gamelib.selfcheck.stubs import is_unwritten

from ..lesson.plan import MODEL, VIEW, Plan, Planned, plan_of

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
