"""The lessons as an nbgrader course grade themselves, with nbgrader's own commands.

Every lesson is released, then autograded four times: handed in with every piece
written (full marks), untouched (zero), with about half its pieces written (the
points of exactly those pieces), and whole but with a last cell that kills its
kernel (full marks: the grader runs no hand-in). The exchange, which hands the
welcome lesson out to two learners and collects it from them, is
``test_exchange.py``. Every lesson's assignment is
checked to hand out exactly the learner edition's cells, and the instructor edition
to carry no markers.
"""

import ast
import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from course.assignments import BEGIN, END, assignment, with_solution, write_course
from course.learner_edition import learner_edition
from course.lesson_cells import SOLUTION, has_tag

REPO = Path(__file__).resolve().parents[1]
LESSONS = sorted((REPO / "notebooks").glob("[0-9]*.ipynb"))
BIN = Path(sys.executable).parent
nbgrader_api = pytest.importorskip(
    "nbgrader.api", reason="nbgrader is not installed: pip install nbgrader"
)
ClearSolutions = pytest.importorskip("nbgrader.preprocessors").ClearSolutions


def nbgrader(course: Path, *arguments: str, **environment: str) -> str:
    """Run one nbgrader command in the course folder; its log on failure."""
    environment = dict(os.environ, GAMELIB_FAST="1", **environment)
    environment.pop("GAMELIB_HUB_STATE", None)
    environment["PATH"] = f"{BIN}{os.pathsep}{environment.get('PATH', '')}"
    done = subprocess.run(
        [str(BIN / "nbgrader"), *arguments],
        cwd=environment.pop("CWD", str(course)),
        env=environment,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def answered(released: dict, lesson: str, written: int) -> dict:
    """The released lesson with its first ``written`` pieces filled in from the
    instructor edition."""
    instructor = nbformat.read(REPO / "notebooks" / f"{lesson}.ipynb", as_version=4)
    answers = {cell.get("id"): cell.source for cell in instructor.cells}
    handed = json.loads(json.dumps(released))
    solutions = [c for c in handed["cells"] if SOLUTION in _tags(c)]
    for cell in solutions[:written]:
        cell["source"] = answers[cell["id"]]
    return handed


def hand_in(course: Path, lesson: str, student: str, written: int) -> int:
    """Submit the released lesson with its first ``written`` pieces filled in from
    the instructor edition; returns the points those pieces' checks are worth."""
    released = json.loads((course / "release" / lesson / f"{lesson}.ipynb").read_text())
    handed = answered(released, lesson, written)
    folder = course / "submitted" / student / lesson
    folder.mkdir(parents=True)
    (folder / f"{lesson}.ipynb").write_text(json.dumps(handed))
    source = nbformat.read(course / "source" / lesson / f"{lesson}.ipynb", 4)
    solutions = [c for c in released["cells"] if SOLUTION in _tags(c)]
    return _points_of(source, {cell.get("id") for cell in solutions[:written]})


def _points_of(source, solved: set[str]) -> int:
    """The points of the graded check lines whose piece's cell (the last solution
    cell above defining it) is among ``solved``: one point a line."""
    points, home = 0, {}
    for cell in source.cells:
        if has_tag(cell, SOLUTION):
            for node in ast.parse(cell.source).body:
                home[getattr(node, "name", "")] = cell.get("id")
        if cell.metadata.get("nbgrader", {}).get("grade"):
            lines = [ast.parse(line.strip()) for line in cell.source.splitlines()]
            pieces = [tree.body[0].value.args[0].id for tree in lines if tree.body]
            points += sum(home.get(piece) in solved for piece in pieces)
    return points


def _tags(cell) -> list[str]:
    return cell.get("metadata", {}).get("tags", [])


def scores(course: Path, lesson: str, students) -> tuple[dict[str, float], float]:
    with nbgrader_api.Gradebook(f"sqlite:///{course / 'gradebook.db'}") as book:
        found = {s: book.find_submission(lesson, s).score for s in students}
        return found, book.find_assignment(lesson).max_score


@pytest.mark.timeout(120)
@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_autograding_gives_full_marks_zero_and_the_points_of_the_pieces_written(
    tmp_path, path
):
    """And a hand-in whose last cell kills its kernel keeps its full marks: the
    grader never runs a hand-in's cells (course.grading)."""
    course, lesson = tmp_path / "course", path.stem
    write_course(course, [path])
    nbgrader(course, "generate_assignment", lesson, "--force")
    released = json.loads((course / "release" / lesson / f"{lesson}.ipynb").read_text())
    pieces = sum(1 for c in released["cells"] if SOLUTION in _tags(c))
    expected = {
        "instructor": hand_in(course, lesson, "instructor", pieces),
        "untouched": hand_in(course, lesson, "untouched", 0),
        "halfway": hand_in(course, lesson, "halfway", pieces // 2),
        "exits": hand_in(course, lesson, "exits", pieces),
    }
    exits = course / "submitted" / "exits" / lesson / f"{lesson}.ipynb"
    notebook = nbformat.read(exits, as_version=4)
    notebook.cells.append(nbformat.v4.new_code_cell("import os\nos._exit(1)"))
    nbformat.write(notebook, exits)
    nbgrader(course, "autograde", lesson, "--create", "--force")
    found, total = scores(course, lesson, expected)
    assert total > 0 and expected["instructor"] == total
    assert found == expected
    assert 0 < found["halfway"] < total
    with (course / "grading_report.csv").open(newline="") as report:
        rows = list(csv.DictReader(report))
    assert {row["student"] for row in rows} == set(expected)
    kinds = {row["kind"] for row in rows if row["student"] == "untouched"}
    assert kinds == {"not written"}
    assert all(row["why"] for row in rows)


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: path.stem)
def test_each_assignment_hands_out_exactly_the_learner_editions_cells(path):
    """nbgrader's own ClearSolutions, set up as the course's nbgrader_config.py sets
    it, turns each solution cell into the learner edition's cell, character for
    character: one producer of stubs (course.stub_cells) for both."""
    notebook = nbformat.read(path, as_version=4)
    source = assignment(notebook)
    learner = {cell.get("id"): cell for cell in learner_edition(notebook).cells}
    instructor = {cell.get("id"): cell for cell in notebook.cells}
    released, _ = ClearSolutions(code_stub={"python": ""}).preprocess(
        nbformat.from_dict(source), {}
    )
    solutions = graded = 0
    for marked, handed_out in zip(source.cells, released.cells, strict=True):
        grading = marked.metadata.get("nbgrader")
        if has_tag(marked, SOLUTION):
            assert grading["solution"] and not grading["grade"]
            assert BEGIN in marked.source and END in marked.source
            assert handed_out.source == learner[marked.id].source
            assert instructor[marked.id].source in marked.source
            assert BEGIN not in instructor[marked.id].source
            solutions += 1
        elif grading:
            assert grading["grade"] and grading["locked"] and grading["points"] >= 1
            graded += 1
    assert solutions >= 1 and graded >= 1


def test_the_source_run_from_the_top_ends_with_the_solution_defined():
    """A source cell defines the stub, then the solution in its place."""
    cell = nbformat.v4.new_code_cell(
        'def f(x):\n    """Twice x."""\n    return 2 * x\n',
        metadata={"tags": [SOLUTION], "gamelib": {"hint": "double it."}},
    )
    names: dict[str, object] = {}
    exec(with_solution(cell), names)
    assert names["f"](2) == 4
    first = ast.parse(with_solution(cell)).body[0]
    assert ast.unparse(first).endswith("...")  # the stub comes first


def test_the_course_folder_is_written_whole(tmp_path):
    written = write_course(tmp_path, LESSONS)
    assert [p.parent.name for p in written] == [p.stem for p in LESSONS]
    config = (tmp_path / "nbgrader_config.py").read_text()
    assert 'code_stub = {"python": ""}' in config
