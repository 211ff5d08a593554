"""Every cell of a lesson, run on wrong pieces, explains instead of dumping.

Each lesson is run from the top with every piece the learner writes replaced by a
typical wrong one: the same functions and methods, returning None (a learner who
printed instead of returning, or has not finished). Demo cells, pictures and boards
then meet the learner's mistakes the way a learner would. No output may be a bare
traceback through the course's own code: an error is the cell guard's short
explanation (``gamelib.explain``), a board says what it got in words.
"""

import ast
import os

import nbformat
import pytest

from course.kernel_client import NotebookClient
from course.lesson_cells import SOLUTION, has_tag
from tests.lessons import reworked_lessons


def returning_none(source: str) -> str:
    """``source`` with every function body replaced by ``return None`` (its
    docstring kept): not a stub, so nothing is borrowed in its place."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            docstring = ast.get_docstring(node, clean=False)
            kept = [ast.Expr(ast.Constant(docstring))] if docstring else []
            node.body = [*kept, ast.Return(ast.Constant(None))]
    return ast.unparse(ast.fix_missing_locations(tree))


@pytest.mark.parametrize("path", reworked_lessons(), ids=lambda path: path.stem)
def test_a_lesson_on_wrong_pieces_shows_no_traceback_through_the_course(path):
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if has_tag(cell, SOLUTION):
            cell.source = returning_none(cell.source)
        if cell.cell_type == "code":
            cell.outputs = []
    client = NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        allow_errors=True,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute(env=dict(os.environ, GAMELIB_FAST="1"))
    failed_checks = 0
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            where = f"cell {cell.get('id')}"
            if output.output_type == "error":
                shown = "\n".join(output.traceback)
                assert "/gamelib/" not in shown and 'File "' not in shown, where
            text = output.get("text", "") + output.get("data", {}).get("text/plain", "")
            assert "Traceback (most recent call last)" not in text, where
            failed_checks += text.count(" checks failed.")
    assert failed_checks > 0, "the wrong pieces were not checked as wrong"
