"""The tic-tac-toe lesson shows the learner the same code that gamelib keeps.

Later milestones import gamelib's version of what the learner wrote earlier, and the
playable board draws with gamelib's drawing steps; if the lesson and gamelib drifted
apart, a milestone would quietly behave differently from the code printed above it.
Type hints (gamelib has them, beginners' code does not) are left out of the
comparison.
"""

import ast
import inspect
from pathlib import Path

import nbformat
import pytest

from course.lesson_cells import SOLUTION, has_tag
from gamelib.tictactoe import cells, lesson, players

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "02-tictactoe.ipynb"
# The lesson module's names: its own pieces, and the pieces it shares with the
# model, which are the model's.
KEPT = {name: value for name, value in vars(lesson).items() if not name.startswith("_")}
CONSTANTS = {name: value for name, value in KEPT.items() if name.isupper()}


def as_lists(value: object) -> object:
    """Tuples as lists: the lesson writes ``LINES`` as lists, the model keeps the
    same lines as tuples (hashable, and nobody can change them)."""
    if isinstance(value, tuple | list):
        return [as_lists(item) for item in value]
    return value


def without_hints(node: ast.AST) -> str:
    for child in ast.walk(node):
        if isinstance(child, ast.FunctionDef):
            child.returns = None
            for argument in [*child.args.args, *child.args.kwonlyargs]:
                argument.annotation = None
    return ast.dump(node)


def lesson_nodes() -> list[tuple[object, ast.stmt]]:
    notebook = nbformat.read(LESSON, as_version=4)
    return [
        (cell, node)
        for cell in notebook.cells
        if cell.cell_type == "code"
        for node in ast.parse(cell.source).body
    ]


def definitions(solutions_only: bool = False) -> dict[str, ast.FunctionDef]:
    return {
        node.name: node
        for cell, node in lesson_nodes()
        if isinstance(node, ast.FunctionDef)
        and (has_tag(cell, SOLUTION) or not solutions_only)
    }


SHOWN = sorted(set(definitions()) & set(KEPT))


def test_the_lessons_winner_is_the_one_the_model_uses_too():
    assert KEPT["winner"] is cells.winner
    assert "winner" in SHOWN


def test_each_piece_the_model_shares_is_one_object():
    """The lesson's names for what the model uses are the model's own objects."""
    assert lesson.BLANK is cells.BLANK and lesson.LINES is cells.LINES
    assert lesson.matches is players.matches
    shared = {"winner", "drawing", "board_text", "matches", "rotate", "fallback_square"}
    assert shared <= set(SHOWN)
    for name in shared:
        assert not KEPT[name].__module__.startswith("gamelib.tictactoe.lesson"), name


def test_the_lessons_patterns_are_the_models():
    assert lesson.PATTERNS is players.PATTERNS
    assert lesson.PATTERNS[0] == "?OO******"


def test_the_lesson_shows_gamelibs_drawing_steps_too():
    assert {"draw_grid", "centre", "draw_symbol", "draw_strip", "draw_board"} <= set(
        SHOWN
    )


@pytest.mark.parametrize("name", SHOWN)
def test_each_piece_in_the_lesson_is_gamelibs_reference(name):
    reference = ast.parse(inspect.getsource(KEPT[name])).body[0]
    assert without_hints(definitions()[name]) == without_hints(reference)


def test_the_lesson_writes_every_piece_gamelib_keeps():
    assert set(definitions(solutions_only=True)) == {
        "new_board",
        "place",
        "winner",
        "drawing",
        "board_text",
        "matches",
        "rotate",
        "fallback_square",
        "computer_move",
        "answer_click",
        "computer_reply",
    }


def test_the_lesson_shows_the_ending_both_handlers_use():
    assert "ending" in SHOWN


def test_the_constants_the_lesson_sets_are_gamelibs():
    namespace: dict[str, object] = {}
    compared = set()
    for _cell, node in lesson_nodes():
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target = node.targets[0]
        if isinstance(target, ast.Name) and target.id in CONSTANTS:
            value = eval(compile(ast.Expression(node.value), "cell", "eval"), namespace)
            namespace[target.id] = value
            assert as_lists(value) == as_lists(CONSTANTS[target.id]), target.id
            compared.add(target.id)
    assert {"BLANK", "LINES", "CELL", "SIZE", "BOARD_HEIGHT", "X_COLOUR"} <= compared
