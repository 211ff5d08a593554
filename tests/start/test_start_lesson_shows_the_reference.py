"""The welcome lesson shows the learner the same code that gamelib.start.board keeps.

Later sections of the lesson import gamelib's version of what the learner wrote
earlier; if the two drifted apart, a section would quietly behave differently from
the code printed above it. Type hints (gamelib has them, beginners' code does not)
are left out of the comparison.
"""

import ast
import inspect
from pathlib import Path

import nbformat
import pytest

import gamelib.start.board
from course.lesson_cells import SOLUTION, has_tag

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "00-start.ipynb"


def without_hints(node: ast.AST) -> str:
    for child in ast.walk(node):
        if isinstance(child, ast.FunctionDef):
            child.returns = None
            arguments = child.args
            for argument in [*arguments.args, *arguments.kwonlyargs]:
                argument.annotation = None
    return ast.dump(node)


def lesson_definitions() -> dict[str, ast.FunctionDef]:
    notebook = nbformat.read(LESSON, as_version=4)
    definitions = {}
    for cell in notebook.cells:
        if has_tag(cell, SOLUTION):
            for node in ast.parse(cell.source).body:
                definitions[node.name] = node
    return definitions


@pytest.mark.parametrize("name", sorted(lesson_definitions()))
def test_each_piece_in_the_lesson_is_gamelibs_reference(name):
    reference = ast.parse(inspect.getsource(getattr(gamelib.start.board, name))).body[0]
    assert without_hints(lesson_definitions()[name]) == without_hints(reference)


def test_the_lesson_writes_every_piece_gamelib_keeps():
    kept = {"square_at", "draw_grid", "draw_mark", "draw_board", "answer_click"}
    assert set(lesson_definitions()) == kept
