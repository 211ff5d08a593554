"""The learner edition: stubs with hints where the solutions were, checks that fail
politely on the stubs, and that say what the instructor edition says once the
solutions are pasted back."""

import ast
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from course import learner_edition
from course.kernel_client import NotebookClient
from course.lesson_cells import (
    SOLUTION,
    check_subjects,
    has_tag,
    text_output,
)
from course.stub_cells import YOUR_TURN, make_stub
from gamelib.selfcheck.pieces import borrow_line
from tests.lessons import NOTEBOOKS, reworked_lessons
from tests.notebook_runs import instructor_runs

REPO = Path(__file__).resolve().parents[1]

# -- stubs --------------------------------------------------------------------


def test_a_stub_keeps_the_signature_and_docstring_and_drops_the_body():
    source = (
        "def draw_board(canvas, marked, draw_piece=draw_mark):\n"
        '    """The grid, then a piece on every marked square."""\n'
        "    draw_grid(canvas)\n"
        "    for row, column in sorted(marked):\n"
        "        draw_piece(canvas, row, column)\n"
    )
    assert make_stub(source, "call draw_grid(canvas) first.") == (
        "# Your turn: write `draw_board`, then run the check below. Hint: call\n"
        "# draw_grid(canvas) first.\n"
        "def draw_board(canvas, marked, draw_piece=draw_mark):\n"
        '    """The grid, then a piece on every marked square."""\n'
        "    ...\n"
    )


def test_a_class_keeps_its_attributes_and_the_first_line_of_each_method():
    source = (
        "class Die:\n"
        '    """A six-sided die."""\n'
        "    faces = 6\n"
        "\n"
        "    def __init__(self, rng):\n"
        "        self.rng = rng\n"
        "\n"
        "    def roll(self):\n"
        '        """A number from 1 to 6."""\n'
        "        return self.rng.randint(1, 6)\n"
        "\n"
        "\n"
        "def helper():\n"
        "    return 1\n"
    )
    stub = make_stub(source, "")
    assert stub.startswith(
        "# Your turn: write `Die` and `helper`, then run the check below.\n"
    )
    assert "    faces = 6\n" in stub
    assert "    def __init__(self, rng):\n        ...\n" in stub
    assert (
        '    def roll(self):\n        """A number from 1 to 6."""\n        ...\n'
        in (stub)
    )
    assert "randint" not in stub and "return 1" not in stub
    compile(stub, "stub", "exec")


def test_a_written_out_stub_replaces_the_generated_one():
    stub = make_stub("def f():\n    return 2\n", "return a number.", "def f():\n")
    assert stub.endswith("def f():\n") and "return 2" not in stub


def test_a_solution_cell_may_only_define_things():
    with pytest.raises(ValueError, match="only functions and classes"):
        make_stub("x = 1\n\ndef f():\n    return x\n", "")


def test_hints_are_wrapped_as_comments():
    stub = make_stub("def f():\n    return 1\n", "a long hint " * 20)
    comments = [line for line in stub.splitlines() if line.startswith("#")]
    assert len(comments) > 2
    assert all(len(line) <= 79 for line in comments)


# -- the tool -------------------------------------------------------------------


def test_the_tool_writes_editions_only_for_lessons_with_solutions(tmp_path, capsys):
    plain = tmp_path / "plain.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[]), plain)
    assert learner_edition.main([str(plain), "--out", str(tmp_path / "out")]) == 1
    assert not (tmp_path / "out").exists()
    lessons = [str(path) for path in reworked_lessons()]
    assert learner_edition.main([*lessons, "--out", str(tmp_path / "out")]) == 0
    written = sorted(path.name for path in (tmp_path / "out").glob("*.ipynb"))
    assert written == sorted(path.name for path in reworked_lessons())
    assert (tmp_path / "out" / learner_edition.MANIFEST).exists()
    assert ": written to " in capsys.readouterr().out


# -- writing it again never overwrites the learner's work ------------------------

START = NOTEBOOKS / "00-start.ipynb"


def regenerate(folder, *arguments, lessons=(START,)):
    """``python -m course.learner_edition`` as make learner runs it; its lines."""
    done = subprocess.run(
        [sys.executable, "-m", "course.learner_edition", *map(str, lessons)]
        + ["--out", str(folder), *arguments],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout.splitlines()


def learner_writes_a_piece(path, saved_outputs=False):
    """What JupyterLab saves after the learner wrote the first piece (and ran it)."""
    notebook = nbformat.read(path, as_version=4)
    cell = next(c for c in notebook.cells if c.source.startswith(YOUR_TURN))
    cell.source += "\n# my own answer\n"
    if saved_outputs:
        cell.outputs = [nbformat.v4.new_output("stream", text="ran it\n")]
        cell.execution_count = 1
    nbformat.write(notebook, path)
    return path.read_bytes()


@pytest.mark.parametrize("saved_outputs", [False, True], ids=["typed", "ran-and-saved"])
def test_writing_again_keeps_a_notebook_the_learner_changed(tmp_path, saved_outputs):
    regenerate(tmp_path)
    mine = learner_writes_a_piece(tmp_path / START.name, saved_outputs)
    said = regenerate(tmp_path)
    assert len(said) == 1 and said[0].startswith(f"{START.name}: kept "), said
    assert "FORCE=1" in said[0]
    assert (tmp_path / START.name).read_bytes() == mine
    assert sorted(p.name for p in tmp_path.glob("*.ipynb")) == [START.name]


def test_force_keeps_a_dated_copy_of_the_learners_notebook_then_rewrites(tmp_path):
    regenerate(tmp_path)
    handed_out = (tmp_path / START.name).read_bytes()
    mine = learner_writes_a_piece(tmp_path / START.name)
    (said,) = regenerate(tmp_path, "--force")
    (copy,) = [p for p in tmp_path.glob("*.ipynb") if p.name != START.name]
    assert re.fullmatch(r"00-start\.\d{4}-\d\d-\d\d-\d{6}\.ipynb", copy.name)
    assert copy.read_bytes() == mine and copy.name in said
    assert (tmp_path / START.name).read_bytes() == handed_out
    assert regenerate(tmp_path) == [
        f"{START.name}: {tmp_path / START.name} is up to date"
    ]


def test_a_new_lesson_is_written_beside_the_kept_ones(tmp_path):
    regenerate(tmp_path)
    mine = learner_writes_a_piece(tmp_path / START.name)
    pig = NOTEBOOKS / "01-pig.ipynb"
    said = regenerate(tmp_path, lessons=(START, pig))
    assert said[0].startswith(f"{START.name}: kept ")
    assert said[1] == f"{pig.name}: written to {tmp_path / pig.name}"
    assert (tmp_path / START.name).read_bytes() == mine
    assert (tmp_path / pig.name).exists()


def test_a_notebook_the_learner_left_alone_follows_the_lesson(tmp_path):
    lesson = tmp_path / "lessons" / START.name
    lesson.parent.mkdir()
    shutil.copy(START, lesson)
    out = tmp_path / "learner"
    regenerate(out, lessons=(lesson,))
    notebook = nbformat.read(lesson, as_version=4)
    notebook.cells.append(nbformat.v4.new_markdown_cell("A new closing word."))
    nbformat.write(notebook, lesson)
    (said,) = regenerate(out, lessons=(lesson,))
    assert said.endswith("rewritten (unchanged since it was written)")
    written = nbformat.read(out / START.name, as_version=4)
    assert written.cells[-1].source == "A new closing word."


# -- each reworked lesson's learner edition ---------------------------------------


@pytest.fixture(params=reworked_lessons(), ids=lambda path: path.name, scope="module")
def editions(request, tmp_path_factory):
    """(instructor edition, path of its learner edition)."""
    folder = tmp_path_factory.mktemp("learner")
    path = learner_edition.write_learner_edition(request.param, folder)
    return nbformat.read(request.param, as_version=4), path


def code_of(notebook) -> list[str]:
    return [cell.source for cell in notebook.cells if cell.cell_type == "code"]


def executed(notebook, folder):
    env = dict(os.environ, GAMELIB_FAST="1")
    client = NotebookClient(
        notebook,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(folder)}},
    )
    client.execute(env=env)  # raises on the first cell with an error
    return notebook


def test_the_learner_edition_is_valid_with_stubs_and_no_outputs(editions):
    instructor, path = editions
    learner = nbformat.read(path, as_version=4)
    nbformat.validate(learner)
    assert "widgets" not in learner.metadata
    assert [c.get("id") for c in learner.cells] == [
        c.get("id") for c in instructor.cells
    ]
    for mine, theirs in zip(learner.cells, instructor.cells, strict=True):
        if mine.cell_type == "code":
            assert mine.outputs == [] and mine.execution_count is None
        if has_tag(theirs, SOLUTION):
            assert mine.source.startswith(YOUR_TURN)
            assert mine.source != theirs.source
        elif mine is not learner.cells[0]:
            assert mine.source == theirs.source
    assert "Learner edition" in learner.cells[0].source


HINTS_ASKED = 3
"""How many times the learner stuck on the first stub runs ``check.hint()``."""


def first_check_of(notebook) -> int:
    return next(i for i, cell in enumerate(notebook.cells) if has_tag(cell, "check"))


@pytest.fixture(scope="module")
def untouched(editions):
    """The learner edition run once from the top with every stub as handed out,
    by a learner who, stuck on the first stub, runs ``check.hint()`` three times
    right after its check (new cells, untagged: no check of the edition reads
    them, and the tests of the checks read only tagged cells)."""
    _, path = editions
    learner = nbformat.read(path, as_version=4)
    first_check = first_check_of(learner)
    asks = [nbformat.v4.new_code_cell("check.hint()") for _ in range(HINTS_ASKED)]
    learner.cells[first_check + 1 : first_check + 1] = asks
    return executed(learner, path.parent)


def test_the_learner_edition_runs_and_its_checks_fail_politely(untouched):
    learner = untouched
    for cell, _ in check_subjects(learner):
        text = text_output(cell)
        # Only printed text; the kernel may send one print as several stream parts.
        kinds = {(o.output_type, o.get("name")) for o in cell.outputs}
        assert kinds == {("stream", "stdout")}, cell.get("id")
        assert "Traceback" not in text
        reports = text.count("Checking ")
        assert reports == len(cell.source.splitlines()), text
        failed = re.findall(r"^\d+ of \d+ checks failed\.$", text, re.M)
        assert len(failed) == reports, text


def test_a_learner_stuck_on_a_stub_gets_hints_one_at_a_time(untouched):
    first_check = first_check_of(untouched)
    asks = untouched.cells[first_check + 1 : first_check + 1 + HINTS_ASKED]
    assert [cell.source for cell in asks] == ["check.hint()"] * HINTS_ASKED
    said = [text_output(cell) for cell in asks]
    assert "Stuck? Run check.hint()" in text_output(untouched.cells[first_check])
    assert said[0].startswith("Hint 1 of 2 for ") and "still a stub" in said[0]
    assert said[1].startswith("Hint 2 of 2 for ") and "the first rule" in said[1]
    assert said[2].startswith("That was the last hint for ")


def borrowed_names(source):
    """The piece names a cell's ``check.borrow(globals(), ...)`` call asks for."""
    tree = ast.parse(source)
    lists = {
        node.targets[0].id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.List)
    }
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "borrow":
            for argument in node.args[1:]:
                if isinstance(argument, ast.Starred):
                    names += lists[argument.value.id]
                else:
                    names.append(argument.value)
    return names


def test_with_every_stub_untouched_every_piece_is_borrowed_and_boards_say_so(
    untouched,
):
    borrowing = [c for c in untouched.cells if "check.borrow(" in c.source]
    boards = [
        line
        for cell in untouched.cells
        if cell.cell_type == "code"
        for line in text_output(cell).splitlines()
        if line.startswith("Runs on ")
    ]
    if not borrowing:  # Prolix's milestones need none of the learner's pieces
        return
    for cell in borrowing:
        line = borrow_line([], borrowed_names(cell.source))
        assert line.startswith("None of yours yet; borrowed from the course: ")
        assert line in text_output(cell).splitlines(), cell.source
    assert boards, "no board says whose pieces it runs on"
    assert all(line.startswith("Runs on the course's ") for line in boards), boards


def test_pasting_the_solutions_back_makes_the_checks_say_what_the_lesson_says(
    editions,
):
    instructor, path = editions
    learner = nbformat.read(path, as_version=4)
    for mine, theirs in zip(learner.cells, instructor.cells, strict=True):
        if has_tag(theirs, SOLUTION):
            mine.source = theirs.source
    # With the solutions back, the learner edition is the instructor's code, cell
    # for cell, so running it is running the instructor edition: that run is made
    # once per session (tests/notebook_runs.py) and shared with the rerun test.
    assert code_of(learner) == code_of(instructor)
    ran = instructor_runs(NOTEBOOKS / path.name)[0]
    assert code_of(ran) == code_of(instructor)
    answers = [text_output(cell) for cell, _ in check_subjects(ran)]
    expected = [text_output(cell) for cell, _ in check_subjects(instructor)]
    assert answers == expected
    assert any("All " in text for text in answers)


def test_with_every_stub_untouched_each_quixo_picture_says_whose_pieces_it_lacks(
    untouched,
):
    """A picture drawn with a stub says so in words; one drawn with borrowed
    pieces says they are the course's."""
    shown = [
        output["data"]["text/plain"]
        for cell in untouched.cells
        if cell.cell_type == "code" and "Picture(" in cell.source
        for output in cell.outputs
        if output.output_type == "execute_result"
    ]
    if not any("Picture" in cell.source for cell in untouched.cells):
        return  # only the Quixo lesson draws with MovePicture and BoardPicture
    assert shown[0] == (
        "No picture of the board: your createBoard is still a stub: write it, "
        "then run this again."
    )
    for text in shown[1:3]:
        assert text.endswith(
            ": your places_for is still a stub: write it, then run this again."
        )
    assert shown[3].endswith(
        "Drawn with the course's createBoard, places_for and makeMove."
    )
    assert len(shown) == 4


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_learn_opens_the_learner_edition_as_make_lab_opens_the_lessons():
    """Same JupyterLab flags (allow-root, notary, settings, the course's data folder);
    only the first page differs, and the edition is written first if it is missing."""

    def planned(target):
        done = subprocess.run(
            ["make", "--no-print-directory", "-n", target],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()

    learn, lab = planned("learn")[-1], planned("lab")[-1]
    assert learn.endswith("--LabApp.default_url=/lab/tree/learner/00-start.ipynb")
    assert lab.endswith("--LabApp.default_url=/lab/tree/notebooks/00-start.ipynb")
    assert learn.rsplit(" ", 1)[0] == lab.rsplit(" ", 1)[0]
    rule = planned("learner/00-start.ipynb")
    if not (REPO / "learner" / "00-start.ipynb").exists():
        assert rule[-1].endswith("-m course.learner_edition")
