"""nbgrader's autograder, given the points ``course.grading`` finds for each piece.

nbgrader scores a graded cell by its output: an error is 0, a number is that many
points, anything else full marks. ``GradePieces`` takes the place of nbgrader's
``Execute`` step (``nbgrader_config.py``, written by ``make assignments``): it never
runs the hand-in in a kernel, so nothing in it can stop the grading or lie about a
check. Each graded check cell gets the course's reports as its output, then the
points its pieces earned. Every hand-in also gets a row per piece in
``grading_report.csv`` beside ``grades.csv``: what it earned and why, so "did
nothing" (not written) is told from "crashed the grader" (could not run).
"""

import csv
import tempfile
from pathlib import Path
from typing import Any

import nbformat
from nbgrader.preprocessors import NbGraderPreprocessor
from traitlets import Float, Unicode

from course.grading import SECONDS, Verdict, grade

REPORT = "grading_report.csv"
COLUMNS = ["assignment", "student", "piece", "points", "kind", "why"]


class GradePieces(NbGraderPreprocessor):
    """Grade each piece of the hand-in in a clean process (``course.grading``)."""

    course_root = Unicode(".", help="The nbgrader course folder").tag(config=True)
    seconds = Float(SECONDS, help="The most one piece's grading takes").tag(config=True)

    def preprocess(self, nb: Any, resources: dict[str, Any]) -> tuple[Any, dict]:
        about = resources["nbgrader"]
        root = Path(self.course_root)
        source = root / "source" / about["assignment"] / f"{about['notebook']}.ipynb"
        with tempfile.TemporaryDirectory() as folder:
            hand_in = Path(folder) / "hand-in.ipynb"
            nbformat.write(nb, hand_in)
            verdicts = grade(source, hand_in, self.seconds)
        for cell in nb.cells:
            mine = [v for v in verdicts if v.cell == _grade_id(cell)]
            if mine:
                cell.outputs = _outputs(mine)
        _report(root, about["assignment"], about["student"], verdicts)
        return nb, resources


def _grade_id(cell: Any) -> str:
    return str(cell.metadata.get("nbgrader", {}).get("grade_id", ""))


def _outputs(verdicts: list[Verdict]) -> list[Any]:
    text = "\n\n".join(v.report or v.why for v in verdicts)
    earned = sum(v.points for v in verdicts)
    stream = nbformat.v4.new_output("stream", name="stdout", text=text + "\n")
    points = nbformat.v4.new_output(
        "execute_result", data={"text/plain": str(earned)}, execution_count=None
    )
    return [stream, points]


def _report(root: Path, assignment: str, student: str, verdicts: list[Verdict]) -> None:
    """This hand-in's rows (``reports/``), then the whole class's in one file."""
    mine = root / "reports" / assignment / f"{student}.csv"
    mine.parent.mkdir(parents=True, exist_ok=True)
    rows = [[assignment, student, v.piece, v.points, v.kind, v.why] for v in verdicts]
    with mine.open("w", newline="") as file:
        csv.writer(file).writerows(rows)
    with (root / REPORT).open("w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(COLUMNS)
        for path in sorted((root / "reports").glob("*/*.csv")):
            writer.writerows(csv.reader(path.open(newline="")))
