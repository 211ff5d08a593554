"""Every reworked lesson follows the milestone pattern (see the README).

Objectives, a milestone checklist and links to each milestone open the lesson; each
milestone starts by importing the earlier milestones' pieces from gamelib (so it runs
alone after a kernel restart), has the learner write small pieces, checks them, and
ends with an exercise that is not answered in advance. No test plumbing shows.
"""

import ast
import os
import re

import nbformat
import pytest

from course.kernel_client import NotebookClient
from course.lesson_cells import (
    CHECK,
    EXERCISE,
    SOLUTION,
    check_subjects,
    has_tag,
    hint,
    milestones,
    text_output,
)
from gamelib.selfcheck.pieces import is_stub_source
from tests.lessons import reworked_lessons

MAX_CODE_LINES = 40
MAX_LINE_LENGTH = 74
"""Characters a code cell shows without scrolling sideways in JupyterLab at
1024x768 with the file browser open: its editor is 590 px wide there, and 75
characters need 595 px (tests/browser/test_projector.py measures the scrolling;
notebooks/ruff.toml holds ruff to the same length)."""
PLUMBING = re.compile(r"NBVAL|GAMELIB_FAST|nbval|pytest|make test")
CHECK_CALL = re.compile(r"check\.\w+\(\w+\)")


@pytest.fixture(params=reworked_lessons(), ids=lambda path: path.name, scope="module")
def lesson(request):
    return nbformat.read(request.param, as_version=4)


def test_some_lesson_is_held_to_the_pattern():
    assert reworked_lessons(), "tests/lessons.py lists no reworked lesson"
    assert all(path.exists() for path in reworked_lessons())


def test_milestones_are_numbered_in_order(lesson):
    titles = [milestone.title for milestone in milestones(lesson)]
    assert titles, "no '## Milestone N: ...' headings"
    numbers = [int(re.match(r"Milestone (\d+)", t).group(1)) for t in titles]
    assert numbers == list(range(1, len(titles) + 1)), titles


def test_first_cell_gives_objectives_a_checklist_and_links_to_milestones(lesson):
    first = lesson.cells[0]
    assert first.cell_type == "markdown" and first.source.startswith("# ")
    assert "objectives" in first.source.lower()
    for milestone in milestones(lesson):
        item = f"- [{milestone.title}](#{milestone.anchor})"
        assert item in first.source, f"checklist item with link missing: {item}"


def test_code_cells_are_short(lesson):
    long = {
        cell.get("id"): len(cell.source.splitlines())
        for cell in lesson.cells
        if cell.cell_type == "code" and len(cell.source.splitlines()) > MAX_CODE_LINES
    }
    assert long == {}, f"cells over {MAX_CODE_LINES} lines"


def test_code_lines_fit_a_projector(lesson):
    """A line longer than the cell is wide scrolls sideways on a projector, and
    a learner reading it has to scroll back and forth."""
    long = [
        (cell.get("id"), number, len(line))
        for cell in lesson.cells
        if cell.cell_type == "code"
        for number, line in enumerate(cell.source.splitlines(), 1)
        if len(line) > MAX_LINE_LENGTH
    ]
    assert long == [], f"(cell, line, length) over {MAX_LINE_LENGTH} characters"


def test_no_test_plumbing_shows_in_any_cell(lesson):
    shown = [
        (cell.get("id"), match.group())
        for cell in lesson.cells
        for match in [PLUMBING.search(cell.source)]
        if match
    ]
    assert shown == [], "use cell tags; explain tests in the README"


def test_each_milestone_starts_by_importing_from_gamelib(lesson):
    for milestone in milestones(lesson):
        first_code = milestone.code_cells[0]
        imported = [
            node.module
            for node in ast.parse(first_code.source).body
            if isinstance(node, ast.ImportFrom)
        ]
        assert any(m and m.startswith("gamelib") for m in imported), milestone.title


def test_each_milestone_has_a_solution_a_check_and_an_exercise(lesson):
    for milestone in milestones(lesson):
        tags = [t for cell in milestone.cells for t in cell.metadata.get("tags", [])]
        assert {SOLUTION, CHECK, EXERCISE} <= set(tags), milestone.title


def test_every_solution_and_exercise_is_checked_in_its_milestone(lesson):
    for milestone in milestones(lesson):
        waiting = []
        for cell in milestone.cells:
            if has_tag(cell, SOLUTION) or has_tag(cell, EXERCISE):
                waiting.append(cell.get("id"))
            elif has_tag(cell, CHECK):
                waiting = []
        assert waiting == [], f"{milestone.title}: not checked: {waiting}"


def test_solution_cells_define_pieces_and_carry_a_hint(lesson):
    for cell in lesson.cells:
        if has_tag(cell, SOLUTION):
            body = ast.parse(cell.source).body
            assert all(
                isinstance(node, ast.FunctionDef | ast.ClassDef) for node in body
            ), f"{cell.get('id')}: only functions and classes (the stub keeps them)"
            assert hint(cell), f"{cell.get('id')}: metadata gamelib.hint is missing"


def test_exercises_are_not_answered_in_advance(lesson):
    for cell in lesson.cells:
        if has_tag(cell, EXERCISE):
            assert is_stub_source(cell.source), cell.get("id")


def test_check_cells_are_one_line_calls(lesson):
    """One check a cell: a piece's report sits under its own cell, so a wrong
    piece is never blamed on its neighbour (and nbgrader grades each alone)."""
    for cell, _ in check_subjects(lesson):
        lines = cell.source.strip().splitlines()
        assert len(lines) == 1, f"{cell.get('id')} checks {len(lines)} pieces"
        assert CHECK_CALL.fullmatch(lines[0].strip()), lines[0]


def test_saved_checks_of_the_lessons_own_pieces_all_pass(lesson):
    for cell, subject in check_subjects(lesson):
        assert subject is not None, f"{cell.get('id')} checks nothing above it"
        if has_tag(subject, SOLUTION):
            text = text_output(cell)
            reports = text.count("Checking ")
            assert reports == len(cell.source.splitlines())
            assert len(re.findall(r"^All \d+ checks passed\.$", text, re.M)) == reports


def run_alone(cells, path, monkeypatch):
    monkeypatch.setenv("GAMELIB_FAST", "1")
    notebook = nbformat.v4.new_notebook(cells=[nbformat.from_dict(c) for c in cells])
    client = NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute(env=dict(os.environ))  # raises on the first error


@pytest.mark.parametrize("path", reworked_lessons(), ids=lambda path: path.name)
def test_each_milestone_runs_alone_after_a_kernel_restart(path, monkeypatch):
    lesson = nbformat.read(path, as_version=4)
    for milestone in milestones(lesson):
        run_alone(milestone.cells, path, monkeypatch)


def test_no_later_cell_replaces_a_piece_the_learner_wrote(lesson):
    """A piece is the learner's once a solution cell defines it: no cell imports
    the course's under its name, and (in the saved outputs, which nbval re-checks)
    every borrow in the instructor edition finds each piece written."""
    written = set()
    for cell in lesson.cells:
        if cell.cell_type != "code":
            continue
        for node in ast.walk(ast.parse(cell.source)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "gamelib"
            ):
                rebound = {a.asname or a.name for a in node.names} & written
                assert not rebound, f"{cell.get('id')} imports {rebound} from gamelib"
        if has_tag(cell, SOLUTION):
            written |= {node.name for node in ast.parse(cell.source).body}
        if "check.borrow(" in cell.source:
            line = text_output(cell).splitlines()[0]
            assert line.endswith("; nothing borrowed from the course."), line
            shown = [
                o.data.get("text/plain", "")
                for o in cell.outputs
                if o.output_type == "execute_result"
            ]  # a board the cell ends with is shown; borrow's own result is not
            names = [text for text in shown if text.startswith("[")]
            assert not names, f"{cell.get('id')} shows {names} under its borrow line"
