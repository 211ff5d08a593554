"""Issue 26: after a kernel restart, a milestone finds the learner's pieces on the page.

A real kernel, started as JupyterLab starts one (``JPY_SESSION_NAME``, from which
ipykernel sets ``__session__``), runs Pig's cells from a notebook saved in a test
folder, is restarted, and runs a milestone's first cell: the learner's saved ``Player``
is run and used, and said; a stub is not used; a loop beside a piece never runs;
and the progress box shows after the restart what passed before it.
"""

import nbformat
import pytest

from course.stub_cells import stub_of
from tests.kernel_session import KernelSession
from tests.lessons import NOTEBOOKS

PIG = nbformat.read(NOTEBOOKS / "01-pig.ipynb", as_version=4)
SETUP = next(c.source for c in PIG.cells if "MAX_NAME_LENGTH = 20" in c.source)
"""Milestone 2's first cell: its imports and ``MAX_NAME_LENGTH``, which Player uses."""
PLAYER_CELL = next(c for c in PIG.cells if c.source.startswith("class Player:"))
PLAYER = PLAYER_CELL.source
DIE = next(c.source for c in PIG.cells if c.source.startswith("class Die:"))
MILESTONE = (
    "from gamelib.pig import checks as check\n"
    "check.borrow(globals(), {names})\n"
    "print(check.runs_on(Player=Player), Player.__module__)"
)
PROGRESS = (
    "from gamelib.pig import checks as check\n"
    "print(check.progress({'Milestone 2: The player': [check.player]}).text())"
)
SEEN = "print(sorted(name for name in globals() if name.isupper()))"


@pytest.fixture
def kernel(tmp_path, monkeypatch):
    """A kernel whose notebook is ``tmp_path / "pig.ipynb"`` (not written yet),
    keeping results in a data folder of the test's."""
    monkeypatch.setenv("JPY_SESSION_NAME", str(tmp_path / "pig.ipynb"))
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    with KernelSession(tmp_path) as session:
        yield session


def saved(kernel, *sources):
    """Save a notebook of a title and these code cells (cell 2 is the first source),
    then restart the kernel, as a learner who saved and restarted."""
    cells = [nbformat.v4.new_markdown_cell("# Pig")]
    cells += [nbformat.v4.new_code_cell(source) for source in sources]
    path = kernel.run("print(__session__)").text.strip()
    nbformat.write(nbformat.v4.new_notebook(cells=cells), path)
    kernel.manager.restart_kernel(now=True)
    kernel.client.wait_for_ready(timeout=60)


def ran(kernel, code):
    run = kernel.run(code, 120)
    assert run.finished and run.status == "ok", run.text
    return run.text


def test_a_restart_runs_the_learners_saved_player_and_says_so(kernel):
    saved(kernel, SETUP, PLAYER)
    text = ran(kernel, MILESTONE.format(names='"Player"'))
    assert text.startswith(
        "Ran your Player from this notebook as saved before the restart (changed "
        "since? Save with Ctrl+S, then run this cell again).\n"
        "Your Player; nothing borrowed from the course.\n"
    ), text
    assert text.endswith("Runs on your Player. __main__\n")
    assert "✓" in ran(kernel, "check.player(Player)")


def test_the_progress_box_shows_after_a_restart_what_passed_before(kernel):
    saved(kernel, SETUP, PLAYER)
    ran(kernel, PROGRESS)
    ran(kernel, SETUP + "\n" + PLAYER + "\ncheck.player(Player)")
    kernel.manager.restart_kernel(now=True)
    kernel.client.wait_for_ready(timeout=60)
    text = ran(kernel, PROGRESS)
    assert text.startswith("Your progress: 1 of 1 milestones pass"), text


def test_a_stub_is_not_used_and_a_written_piece_beside_it_is(kernel):
    saved(kernel, DIE, SETUP, stub_of(PLAYER_CELL))
    text = ran(kernel, MILESTONE.format(names='"Die", "Player"'))
    assert text.splitlines() == [
        "Ran your Die from this notebook as saved before the restart (changed since? "
        "Save with Ctrl+S, then run this cell again).",
        "Your Die; borrowed from the course: Player.",
        "Runs on the course's Player. gamelib.pig.player",
    ]


def test_a_loop_beside_a_piece_is_never_run(kernel):
    looping = PLAYER + "\nfor LOOPED in ['Ann']:\n    print(Player(LOOPED).name)\n"
    saved(kernel, SETUP, looping)
    text = ran(kernel, MILESTONE.format(names='"Player"') + "\n" + SEEN)
    assert text.splitlines()[1:3] == [
        "Your Player; nothing borrowed from the course.",
        "Runs on your Player. __main__",
    ], text
    assert "MAX_NAME_LENGTH" in text and "LOOPED" not in text
