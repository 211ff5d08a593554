"""The Quixo lesson shows the learner the same code that gamelib.quixo.lesson keeps.

Later milestones import gamelib's version of what the learner wrote earlier; if the
two drifted apart, a milestone would quietly behave differently from the code
printed above it. Type hints (gamelib has them, beginners' code does not) are left
out of the comparison, as are comments and formatting.
"""

import ast
import inspect
from pathlib import Path

import nbformat
import pytest

import gamelib.quixo.lesson
from course.lesson_cells import SOLUTION, has_tag

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "04-quixo.ipynb"


def without_hints(node: ast.AST) -> str:
    for child in ast.walk(node):
        if isinstance(child, ast.FunctionDef):
            child.returns = None
            for argument in [*child.args.args, *child.args.kwonlyargs]:
                argument.annotation = None
    return ast.dump(node)


def lesson_definitions() -> dict[str, ast.AST]:
    notebook = nbformat.read(LESSON, as_version=4)
    definitions = {}
    for cell in notebook.cells:
        if has_tag(cell, SOLUTION):
            for node in ast.parse(cell.source).body:
                definitions[node.name] = node
    return definitions


@pytest.mark.parametrize("name", sorted(lesson_definitions()))
def test_each_piece_in_the_lesson_is_gamelibs_reference(name):
    reference = ast.parse(inspect.getsource(getattr(gamelib.quixo.lesson, name))).body[
        0
    ]
    assert without_hints(lesson_definitions()[name]) == without_hints(reference)


def test_the_lesson_writes_the_handouts_functions_and_their_steps():
    assert set(lesson_definitions()) == {
        "write_plan",
        "QuixoBoard",
        "createBoard",
        "printBoard",
        "is_on_edge",
        "can_take",
        "places_for",
        "slide",
        "makeMove",
        "has_line",
        "winner",
        "announce",
        "answer_click",
    }
