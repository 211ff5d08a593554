"""Write the lessons as an nbgrader course: each lesson one assignment.

nbgrader is the Jupyter world's way to hand out, collect and grade notebooks. From
the instructor edition (``notebooks/``) this writes ``nbgrader/source/<lesson>/`` and
the course's ``nbgrader_config.py``:

- every ``solution`` cell becomes an nbgrader solution cell: the learner edition's
  stub (``stub_cells.stub_of``, the one producer of stubs: hint, first lines,
  docstrings, bodies of ``...``), then the solution between ``### BEGIN SOLUTION``
  and ``### END SOLUTION``. nbgrader's ``ClearSolutions`` deletes that region (its
  code stub is empty), so ``nbgrader generate_assignment`` hands out exactly the
  learner edition's cell; run from the top, the source defines the stub, then the
  solution in its place;
- every ``check`` cell of a solution becomes a locked, graded test cell worth one
  point per piece it checks. Autograding runs no hand-in: ``course.autograde``
  grades each piece alone in a clean process (``course.grading``), so nothing in a
  hand-in can earn a point its piece did not, or stop the grading of the rest;
- the "Try it" exercises stay open practice, checked but not graded.

The instructor edition itself carries no markers. Usage (``make assignments``):
``python -m course.assignments [--out FOLDER]``.
"""

import argparse
import sys
from pathlib import Path

import nbformat

from course.lesson_cells import CHECK, SOLUTION, check_subjects, has_tag
from course.stub_cells import stub_of

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
COURSE = REPO / "nbgrader"
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
SCHEMA = 3
CONFIG = '''"""nbgrader settings for the course (written by make assignments)."""

import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (nbgrader provides it)
root = Path(__file__).resolve().parent
c.CourseDirectory.course_id = "gamelib"
c.CourseDirectory.root = str(root)
# A solution cell holds the learner edition's stub, then the solution between the
# markers: releasing deletes the solution and adds nothing.
c.ClearSolutions.code_stub = {{"python": ""}}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
# Every lesson cell finishes in seconds; a stuck one must not hold up a class.
c.ExecutePreprocessor.timeout = 120
# Release, fetch, submit and collect: the class's exchange folder (README: Grading),
# the hub's when it runs one (GAMELIB_HUB_STATE, make hub).
hub = os.environ.get("GAMELIB_HUB_STATE")
c.Exchange.root = os.environ.get("GAMELIB_EXCHANGE") or (
    f"{{hub}}/exchange" if hub else str(root / "exchange")
)
# Autograding never runs a hand-in in a kernel: each piece is graded alone, in a
# clean process, on the course's pieces under it (course/grading.py).
sys.path.insert(0, {repo!r})
from nbconvert.preprocessors import ClearMetadataPreprocessor  # noqa: E402
from nbgrader import preprocessors as nbgrader_steps  # noqa: E402

from course.autograde import GradePieces  # noqa: E402

c.Autograde.autograde_preprocessors = [
    GradePieces,
    nbgrader_steps.IgnorePattern,
    ClearMetadataPreprocessor,
    nbgrader_steps.LimitOutput,
    nbgrader_steps.SaveAutoGrades,
    nbgrader_steps.AssignLatePenalties,
    nbgrader_steps.CheckCellMetadata,
]
c.GradePieces.course_root = str(root)
'''
LEARNER_CONFIG = '''"""nbgrader settings for a learner on this machine (written by
make assignments): JUPYTER_CONFIG_PATH=<this folder>, or copy it to ~/.jupyter/."""

c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = "gamelib"
c.Exchange.root = {exchange!r}
'''


def with_solution(cell: nbformat.NotebookNode) -> str:
    """The learner edition's stub for a solution cell, then its solution between
    nbgrader's markers (which ``ClearSolutions`` deletes, leaving the stub alone)."""
    return f"{stub_of(cell)}{BEGIN}\n{cell.source.rstrip()}\n{END}"


def assignment(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The nbgrader source version of one lesson."""
    source = nbformat.from_dict(notebook)
    source.metadata.pop("widgets", None)
    graded = {
        id(cell)
        for cell, subject in check_subjects(source)
        if subject is not None and has_tag(subject, SOLUTION)
    }
    for cell in source.cells:
        if cell.cell_type != "code":
            continue
        cell.outputs = []
        cell.execution_count = None
        grade_id = cell.get("id") or f"cell-{source.cells.index(cell)}"
        if has_tag(cell, SOLUTION):
            cell.source = with_solution(cell)
            cell.metadata["nbgrader"] = _nbgrader(grade_id, solution=True)
        elif has_tag(cell, CHECK) and id(cell) in graded:
            points = sum(1 for line in cell.source.splitlines() if line.strip())
            cell.metadata["nbgrader"] = _nbgrader(grade_id, grade=True, points=points)
    return source


def write_course(folder: Path, notebooks: list[Path]) -> list[Path]:
    """Write the course (config and one assignment per lesson with solutions)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nbgrader_config.py").write_text(CONFIG.format(repo=str(REPO)))
    exchange = folder / "exchange"
    exchange.mkdir(exist_ok=True)
    exchange.chmod(0o777)  # every learner on the machine hands in through it
    learners = folder / "learner_config"
    learners.mkdir(exist_ok=True)
    config = LEARNER_CONFIG.format(exchange=str(exchange.resolve()))
    (learners / "nbgrader_config.py").write_text(config)
    written = []
    for path in notebooks:
        notebook = nbformat.read(path, as_version=4)
        if not any(has_tag(cell, SOLUTION) for cell in notebook.cells):
            continue
        target = folder / "source" / path.stem / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        edition = assignment(notebook)
        nbformat.validate(edition)
        nbformat.write(edition, target)
        written.append(target)
    return written


def _nbgrader(
    grade_id: str, solution: bool = False, grade: bool = False, points: int = 0
) -> dict[str, object]:
    metadata: dict[str, object] = {
        "grade": grade,
        "grade_id": grade_id,
        "locked": grade,
        "schema_version": SCHEMA,
        "solution": solution,
        "task": False,
    }
    if grade:
        metadata["points"] = points
    return metadata


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=COURSE)
    options = parser.parse_args(arguments)
    written = write_course(options.out, sorted(NOTEBOOKS.glob("[0-9]*.ipynb")))
    for target in written:
        print(f"assignment written: {target.relative_to(options.out)}")
    if not written:
        print("no assignment written: no lesson has solution cells", file=sys.stderr)
        return 1
    print(
        f"nbgrader course in {options.out}: cd there, then "
        "nbgrader generate_assignment <lesson>"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
