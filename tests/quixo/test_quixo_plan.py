"""The learner's plan (milestone 1): its check, its diagram, and plan against code.

Each wrong plan below is one a learner really writes (the handout's names changed,
a drawing function in the model, a view that changes the board itself...); the
test names the case that must catch it, so a check that stops catching a mistake
fails here. The plan-against-code check gets a notebook's names as a dict.
"""

import inspect

import pytest

from gamelib.quixo import lesson
from gamelib.quixo.lesson import checks as check
from gamelib.quixo.lesson.pictures import Diagram, Plan, plan_of, structure_diagram
from tests.quixo.test_quixo_checks import failures, said

SHARED = 'plan.shares("QuixoBoard", "blocks", "size", "turn")'
CREATE = 'plan.model("createBoard", "listOfRows, turn", returns="QuixoBoard")'
PRINT = 'plan.model("printBoard", "board", returns="nothing")'
MOVE = (
    'plan.model("makeMove", "board, chooseRow, chooseColumn, placeRow, '
    'placeColumn", returns="nothing")'
)
WINNER = 'plan.model("winner", "board", returns="X, O or None")'
CLICK = 'plan.view("answer_click", "board, hand, row, column", calls="makeMove")'
RIGHT_LINES = [SHARED, CREATE, PRINT, MOVE, WINNER, CLICK]


def plan_from(*lines: str):
    """A learner's write_plan made of these lines."""

    def write_plan(plan):
        for line in lines:
            exec(line, {"plan": plan})

    return write_plan


def but(old: str | None, *new: str):
    """The right plan with line ``old`` left out and ``new`` lines added."""
    return plan_from(*[line for line in RIGHT_LINES if line != old], *new)


def test_the_course_plan_and_a_short_right_plan_pass():
    for write_plan in (lesson.write_plan, plan_from(*RIGHT_LINES)):
        report = check.write_plan.run(write_plan)
        assert report.all_passed, report.text()


WRONG = [
    (but(SHARED), "the plan names the object the functions share"),
    (but(SHARED, 'plan.shares("QuixoBoard")'), "the plan names the object"),
    (
        but(CREATE, 'plan.model("createBoard", "rows", returns="QuixoBoard")'),
        "createBoard(listOfRows) makes the object",
    ),
    (
        but(CREATE, 'plan.model("createBoard", "listOfRows", returns="a list")'),
        "createBoard(listOfRows) makes the object",
    ),
    (
        but(CREATE, 'plan.view("createBoard", "listOfRows", calls="makeMove")'),
        "createBoard(listOfRows) makes the object",
    ),
    (but(PRINT), "printBoard(board) prints it"),
    (
        but(MOVE, 'plan.model("makeMove", "board, row, column", returns="")'),
        "makeMove has the handout's five parameters",
    ),
    (
        but(
            MOVE,
            'plan.model("makeMove", "board, placeRow, placeColumn, chooseRow, '
            'chooseColumn")',
        ),
        "makeMove has the handout's five parameters",
    ),
    (but(WINNER), "a model function says who won"),
    (
        but(WINNER, 'plan.view("show_winner", "board", calls="printBoard")'),
        "a model function says who won",
    ),
    (
        but(None, 'plan.model("draw_board", "board", returns="nothing")'),
        "the model never draws",
    ),
    (
        but(None, 'plan.model("pick", "board, x, y", returns="a square")'),
        "the model never draws",
    ),
    (
        but(None, 'plan.model("other", "symbol", returns="X or O")'),
        "every model function works on the shared object",
    ),
    (but(CLICK), "the view turns a click into a move"),
    (
        but(CLICK, 'plan.view("answer_click", "board, row", calls="printBoard")'),
        "the view turns a click into a move",
    ),
    (
        but(CLICK, 'plan.view("click", "board, x, y", calls="makeMove, slide")'),
        "the view only calls the plan's functions",
    ),
    (
        but(None, 'plan.view("redraw", "board")'),
        "the view only calls the plan's functions",
    ),
]


@pytest.mark.parametrize(("wrong", "caught"), WRONG)
def test_write_plan_catches(wrong, caught):
    assert any(name.startswith(caught) for name in failures(check.write_plan, wrong))


def test_a_plan_written_in_the_wrong_form_is_explained_in_words():
    text = said(check.write_plan, but(None, 'plan.model("slide", 5)'))
    assert "write the names in one string, with commas" in text


def test_the_same_function_planned_twice_is_refused():
    text = said(check.write_plan, but(None, PRINT))
    assert "the plan has printBoard twice" in text


def test_the_diagram_draws_the_learners_own_names():
    write_plan = but(
        CLICK,
        'plan.view("on_square", "board, where", calls="makeMove, winner")',
    )
    svg = Diagram(write_plan)._repr_svg_()
    assert "on_square(board, where)" in svg
    assert "→ calls makeMove and winner" in svg
    assert "answer_click" not in svg and "can_take" not in svg
    assert "· size" in svg


def test_an_empty_plan_draws_the_places_still_to_plan():
    svg = structure_diagram(Plan())
    assert svg.count("(nothing planned yet)") == 3
    assert repr(Diagram(plan_from())).endswith("nothing planned yet")


# -- the plan against the code ---------------------------------------------------

COURSE_NOTEBOOK = {
    name: value
    for name, value in vars(lesson).items()
    if not name.startswith("_") and not inspect.ismodule(value)
}


def against(write_plan, notebook):
    return check.plan_and_code.run(write_plan, notebook)


def failed(report) -> list[str]:
    return [result.name for result in report.results if not result.passed]


def test_the_course_plan_matches_the_course_code():
    report = against(lesson.write_plan, COURSE_NOTEBOOK)
    assert report.all_passed, report.text()
    assert report.total == 1 + len(plan_of(lesson.write_plan).functions)
    assert report.text().startswith("Checking write_plan against your code:")


def makeMove(board, move):  # noqa: N802 - a learner's, named as the handout's
    """Planned with the handout's five parameters, written with two."""
    board.blocks[0][0] = move


def test_a_function_written_with_other_parameters_is_named():
    report = against(lesson.write_plan, {**COURSE_NOTEBOOK, "makeMove": makeMove})
    assert failed(report) == ["makeMove is written as planned"]
    text = " ".join(report.text().split())
    assert "your code has makeMove(board, move)" in text


def test_a_planned_function_that_was_never_written_is_named():
    notebook = dict(COURSE_NOTEBOOK)
    del notebook["answer_click"]
    report = against(lesson.write_plan, notebook)
    assert failed(report) == ["answer_click is written as planned"]
    assert "your notebook has no function answer_click" in " ".join(
        report.text().split()
    )


class QuixoBoard:
    """A learner's board that forgot its size."""

    def __init__(self, size=5):
        self.blocks = [["-"] * size for _ in range(size)]
        self.turn = "X"


def test_an_object_that_keeps_other_parts_than_planned_is_named():
    report = against(lesson.write_plan, {**COURSE_NOTEBOOK, "QuixoBoard": QuixoBoard})
    assert "the object is kept as planned" in failed(report)
    assert "planned but not kept: size" in " ".join(report.text().split())


def announce(board):
    """Announces without asking winner, as the plan says it does."""
    return f"{board.turn} to move."


def test_a_view_that_calls_other_functions_than_planned_is_named():
    report = against(lesson.write_plan, {**COURSE_NOTEBOOK, "announce": announce})
    assert failed(report) == ["announce is written as planned"]
    assert "the plan says announce calls winner" in " ".join(report.text().split())
