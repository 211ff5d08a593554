"""No hand-in earns a point it did not earn, and no hand-in stops the grading.

Every lesson is graded (``course.grading``, the step nbgrader's autograder runs)
on hand-ins made from the released assignment: every piece written, untouched,
half written, every piece wrong, and one for each way a learner found to fake a
point (an environment variable, a redefined ``check``, borrowed or imported course
pieces, patched self-check classes, emptied batteries, answers whose ``==`` lies).
Each fake earns nothing. A hand-in whose pieces kill their process, loop, flood or
eat memory loses only those pieces' points, fast.
"""

import ast
import json
import linecache
import re
import textwrap
import time
from pathlib import Path

import nbformat
import pytest

from course.assignments import BEGIN, END, write_course
from course.grading import grade_class
from course.lesson_cells import SOLUTION, has_tag
from gamelib.selfcheck.restart import defines_only
from tests.test_wrong_pieces import returning_none

REPO = Path(__file__).resolve().parents[1]
LESSONS = sorted((REPO / "notebooks").glob("[0-9]*.ipynb"))
ClearSolutions = pytest.importorskip("nbgrader.preprocessors").ClearSolutions

POP = 'import os\nos.environ.pop("NBGRADER_EXECUTION", None)'
OWN_CHECK = (
    "class check:\n    def __getattr__(self, name):\n        return print\n\n"
    "check = check()\n"
)
PATCH = """import gamelib.selfcheck.battery as b
b.CaseResult.passed = property(lambda self: True)
b.Report.all_passed = property(lambda self: True)"""
EMPTY = "for b in vars(check).values():\n    getattr(b, 'cases', []).clear()"
LIAR = """
class Liar:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    def __getattr__(self, name):
        return self

    def __call__(self, *args, **kwargs):
        return self

    __hash__ = object.__hash__
"""


def answer(cell: nbformat.NotebookNode) -> str:
    """The instructor's solution of a source cell (between nbgrader's markers)."""
    return cell.source.split(BEGIN + "\n", 1)[1].split("\n" + END, 1)[0]


def defined(source: str) -> list[ast.stmt]:
    definitions = ast.FunctionDef | ast.ClassDef
    return [node for node in ast.parse(source).body if isinstance(node, definitions)]


def faking(source: str, body: str, method_body: str = "") -> str:
    """Each function of ``source`` doing ``body``; each class doing
    ``method_body`` (or ``body``) in ``__init__`` and in ``__getattr__``."""
    pieces = []
    for node in defined(source):
        if isinstance(node, ast.FunctionDef):
            pieces.append(f"def {node.name}(*args, **kwargs):\n{indent(body, 1)}")
            continue
        inner = indent(method_body or body, 2)
        pieces.append(
            f"class {node.name}:\n    def __init__(self, *args, **kwargs):\n{inner}\n"
            f"    def __getattr__(self, name):\n{inner}"
        )
    return "\n\n".join(pieces) + "\n"


def indent(code: str, levels: int) -> str:
    return textwrap.indent(code, "    " * levels)


def names(source: str) -> list[str]:
    return [node.name for node in defined(source)]


def imported(stub: str, right: str) -> str:
    modules = ("pig", "tictactoe", "prolix", "quixo", "start.board")
    lines = [f"from gamelib.{m} import {n}" for n in names(right) for m in modules]
    return stub + "\n" + "\n".join(lines) + "\n"


CHEATS = {
    "environment": lambda stub, right: f"{stub}\n{POP}\n",
    "check redefined": lambda stub, right: f"{stub}\n{OWN_CHECK}",
    "borrowed": lambda stub, right: (
        f"{stub}\ncheck.borrow(globals(), {', '.join(map(repr, names(right)))})\n"
    ),
    "imported": imported,
    "patched classes": lambda stub, right: f"{PATCH}\n{faking(right, PATCH)}",
    "emptied batteries": lambda stub, right: f"{EMPTY}\n{faking(right, EMPTY)}",
    "lying ==": lambda stub, right: LIAR + faking(right, "return Liar()", "pass"),
}


@pytest.fixture(scope="session")
def course(tmp_path_factory) -> Path:
    """The course folder, written once per process: its tests are handed out one
    by one (``SHARE_NOTHING_COSTLY`` in conftest.py), and none of them changes it."""
    folder = tmp_path_factory.mktemp("course")
    write_course(folder, LESSONS)
    return folder


def lesson_files(course: Path, lesson: str) -> tuple[Path, nbformat.NotebookNode]:
    source = course / "source" / lesson / f"{lesson}.ipynb"
    return source, nbformat.read(source, as_version=4)


def hand_in(folder: Path, name: str, source_nb, released_nb, write) -> Path:
    """The released lesson with each solution cell ``write(stub, answer)``."""
    notebook = nbformat.from_dict(json.loads(json.dumps(released_nb)))
    answers = {c.id: answer(c) for c in source_nb.cells if has_tag(c, SOLUTION)}
    for cell in notebook.cells:
        if has_tag(cell, SOLUTION):
            cell.source = write(cell.source, answers[cell.id])
    path = folder / f"{name}.ipynb"
    nbformat.write(notebook, path)
    return path


def released(source_nb) -> nbformat.NotebookNode:
    out, _ = ClearSolutions(code_stub={"python": ""}).preprocess(
        nbformat.from_dict(json.loads(json.dumps(source_nb))), {}
    )
    return out


@pytest.mark.timeout(120)
@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_every_fake_earns_nothing_and_every_written_piece_its_point(
    course, tmp_path, path
):
    source, source_nb = lesson_files(course, path.stem)
    handed_out = released(source_nb)
    solutions = [c.id for c in source_nb.cells if has_tag(c, SOLUTION)]
    half = set(solutions[: len(solutions) // 2])
    kinds = {
        "full": lambda stub, right: right,
        "untouched": lambda stub, right: stub,
        "wrong": lambda stub, right: returning_none(right),
        **CHEATS,
    }
    paths = [hand_in(tmp_path, n, source_nb, handed_out, w) for n, w in kinds.items()]
    halfway = nbformat.from_dict(json.loads(json.dumps(handed_out)))
    for cell in halfway.cells:
        if cell.get("id") in half:
            cell.source = answer(
                next(c for c in source_nb.cells if c.get("id") == cell.id)
            )
    nbformat.write(halfway, tmp_path / "half.ipynb")
    graded = grade_class(source, [*paths, tmp_path / "half.ipynb"])
    scores = dict(zip([*kinds, "half"], graded, strict=True))
    total = len(scores["full"])
    earned = {
        kind: sum(v.points for v in verdicts) for kind, verdicts in scores.items()
    }
    missed = [v.why for v in scores["full"] if not v.points]
    assert earned["full"] == total, missed
    faked = {
        kind: [v.why for v in scores[kind] if v.points]
        for kind in [*CHEATS, "wrong", "untouched"]
    }
    assert not {k: v for k, v in faked.items() if v}, {
        k: v for k, v in faked.items() if v
    }
    assert 0 < earned["half"] < total
    reasons = {v.kind for kind in CHEATS for v in scores[kind]}
    assert reasons <= {"not written", "failed", "could not run"}


HOSTILE = {
    "endless loop": "while True:\n    pass",
    "endless in C": "sum(range(10 ** 13))",
    "os._exit": "import os\nos._exit(1)",
    "sys.exit": "import sys\nsys.exit(3)",
    "killed": "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)",
    "flood": "while True:\n    print('flood' * 1000)",
    "memory bomb": "hog = [0] * (10 ** 10)",
}


def hostile(right: str, statement: str) -> str:
    """``right`` with ``statement`` first in its first function (or method)."""
    tree = ast.parse(right)
    function = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))
    function.body[:0] = ast.parse(statement).body
    return ast.unparse(tree)


@pytest.mark.timeout(150)
def test_a_hand_in_that_kills_loops_floods_and_eats_memory_loses_only_those_pieces(
    course, tmp_path
):
    lesson = "04-quixo"
    source, source_nb = lesson_files(course, lesson)
    handed_out = released(source_nb)
    cells = [c for c in source_nb.cells if has_tag(c, SOLUTION)]
    chosen = dict(zip([c.id for c in cells[1:]], HOSTILE.values(), strict=False))
    ruined: set[str] = set()

    def write(stub: str, right: str) -> str:
        cell = next(c for c in cells if answer(c) == right)
        if cell.id in chosen:
            ruined.update(names(right))
            return hostile(right, chosen[cell.id])
        return right

    path = hand_in(tmp_path, "hostile", source_nb, handed_out, write)
    last = nbformat.read(path, as_version=4)
    last.cells.append(nbformat.v4.new_code_cell("import os\nos._exit(1)"))
    nbformat.write(last, path)
    started = time.monotonic()
    (verdicts,) = grade_class(source, [path])
    seconds = time.monotonic() - started
    lost = {v.piece for v in verdicts if not v.points}
    print(f"hostile {lesson} hand-in graded in {seconds:.1f} s")
    assert lost and lost <= ruined, [v.why for v in verdicts if not v.points]
    assert len(lost) >= len(HOSTILE) - 1  # a piece may hold two of them
    assert seconds < 120
    why = " ".join(v.why for v in verdicts if not v.points)
    assert "seconds" in why and "ended the grading process" in why


@pytest.mark.timeout(120)
@pytest.mark.parametrize(
    "lesson, stub, built_on_it",
    [("01-pig", "parse_move", "play_game"), ("04-quixo", "winner", "announce")],
)
def test_a_right_piece_keeps_its_point_beside_a_stub_it_builds_on(
    course, tmp_path, lesson, stub, built_on_it
):
    """Graded on the course's pieces under it; in the notebook, the learner's
    check of the piece on top names the stub to write first."""
    source, source_nb = lesson_files(course, lesson)

    def write(stub_cell: str, right: str) -> str:
        return stub_cell if stub in names(right) else right

    path = hand_in(tmp_path, "stub", source_nb, released(source_nb), write)
    (verdicts,) = grade_class(source, [path])
    points = {v.piece: v.points for v in verdicts}
    assert points[stub] == 0 and points[built_on_it] == 1
    assert sum(v.points for v in verdicts) == len(verdicts) - 1

    namespace: dict = {}
    for number, cell in enumerate(nbformat.read(path, as_version=4).cells):
        if cell.cell_type == "code" and not cell.source.startswith(("%", "!")):
            nodes = [n for n in ast.parse(cell.source).body if defines_only([n])]
            name = f"<ipython-input-{number}-0>"  # a cell, as IPython names it
            lines = cell.source.splitlines(True)
            linecache.cache[name] = (len(cell.source), None, lines, name)
            for node in nodes:
                try:
                    exec(compile(ast.Module([node], []), name, "exec"), namespace)
                except Exception:  # noqa: BLE001, S112 - a value made by a call
                    continue
    battery = getattr(namespace["check"], built_on_it)
    text = " ".join(battery.run(namespace[built_on_it]).text().split())
    said = re.search(rf"{built_on_it} (calls|builds on) your {stub}\W.*?first", text)
    assert said, text
