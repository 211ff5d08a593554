"""A class on the hub, end to end (issue 28's "done when"; make test-hub).

A real JupyterHub with ``make hub``'s configuration (hub/jupyterhub_config.py) on
free loopback ports; two learners sign in with the class password, the class link
opens nbgitpuller for each, nbgitpuller pulls the learner edition into each home,
the welcome lesson runs in each learner's server through its kernel, and one
assignment goes through nbgrader's release, fetch and submit (from each learner's
kernel), collect, autograde and export, each grade under the learner who handed it
in. Everything the hub started is stopped however the tests end (hub.run.stop).

One hub serves the file's tests, which run in its order as a class's day does
(sign in, pull and run, pull again, hand in, grade), each a step that takes well
under a minute on a busy machine where the whole day in one test took 65 s.
"""

import csv
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
import pytest

from hub import settings
from hub.run import processes_of
from tests.hub.hubclient import (
    Hub,
    Kernel,
    code_cells,
    pull_lessons,
    running_hub,
    sign_in,
    start_server,
)

if os.environ.get("CI"):  # CI runs the hub's test, never skips it
    import jupyterhub  # noqa: F401
else:
    pytest.importorskip("jupyterhub", reason="make test installs the hub's packages")
REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
LEARNERS = ["ada", "bo"]
LESSON = "00-start"
PROXY = REPO / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"


def nbgrader(course: Path, state: Path, *arguments: str) -> str:
    """One of the instructor's nbgrader commands, with the hub's exchange."""
    environment = dict(
        os.environ,
        GAMELIB_FAST="1",
        GAMELIB_HUB_STATE=str(state),
        JUPYTER_CONFIG_PATH=str(REPO / "hub" / "instructor_config"),
        PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
    )
    done = subprocess.run(
        [str(BIN / "nbgrader"), *arguments],
        cwd=course,
        env=environment,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def in_kernel(kernel: Kernel, *command: str) -> str:
    """Run a command in the learner's server, from their kernel, in their home."""
    code = (
        "import os, subprocess\n"
        f"_done = subprocess.run({list(command)!r}, cwd=os.environ['HOME'],"
        " capture_output=True, text=True, timeout=120)\n"
        "print('exit', _done.returncode)\nprint(_done.stdout + _done.stderr)\n"
    )
    result = kernel.execute(code, within=150)
    assert result["error"] is None, result
    # (A slow command may also get the course's "no new output" notice first.)
    assert "exit 0\n" in result["text"], result["text"]
    return result["text"]


@dataclass
class Room:
    """The class's hub and what its day has made so far."""

    hub: Hub
    state: Path
    course: Path
    password: str
    sessions: dict = field(default_factory=dict)
    kernels: dict[str, Kernel] = field(default_factory=dict)


@pytest.fixture(scope="module")
def room(tmp_path_factory):
    assert PROXY.exists(), "make test-hub installs configurable-http-proxy"
    base = tmp_path_factory.mktemp("class")
    state = base / "state"
    with running_hub(state, LEARNERS, GAMELIB_FAST="1") as hub:
        password = settings.class_password_file().read_text().strip()
        room = Room(hub, state, base / "course", password)
        try:
            yield room
        finally:
            for kernel in room.kernels.values():
                kernel.close()
    # Nothing the hub started is left running.
    assert processes_of(hub.run_id) == []
    shutil.rmtree(state / "homes", ignore_errors=True)


def test_only_listed_learners_with_the_class_password_get_in(room):
    with pytest.raises(PermissionError):
        sign_in(room.hub, "ada", "not the password")
    with pytest.raises(PermissionError):
        sign_in(room.hub, "eve", room.password)
    room.sessions.update(
        {name: sign_in(room.hub, name, room.password) for name in LEARNERS}
    )


@pytest.mark.parametrize("name", LEARNERS)
def test_the_class_link_pulls_the_lessons_and_the_welcome_lesson_runs(room, name):
    hub = room.hub
    start_server(hub, name)
    # The class link leads each learner to nbgitpuller in their server.
    page = room.sessions[name].get(settings.pull_link(hub.url), timeout=60)
    assert page.status_code == 200, page.status_code
    assert f"/user/{name}/git-pull" in page.url, page.url
    pull_lessons(hub, name)
    home = settings.homes() / name
    lesson = home / "lessons" / f"{LESSON}.ipynb"
    assert lesson.exists(), sorted(p.name for p in home.iterdir())

    # The lesson runs in the learner's server, in their kernel.
    kernel = room.kernels[name] = Kernel(hub, name, f"lessons/{LESSON}.ipynb")
    kernel.start()
    where = kernel.execute("import os; print(os.getcwd(), os.environ['HOME'])")
    assert str(home) in where["text"], where
    boards = 0
    for source, tags in code_cells(lesson):
        result = kernel.execute(source)
        if "raises-exception" not in tags:
            assert result["error"] is None, (source, result)
        boards += result["comms"]
    assert boards > 0, "no board or widget appeared in the lesson"


def test_a_second_pull_keeps_a_learners_edit_and_brings_a_new_file(room):
    edited = settings.homes() / "ada" / "lessons" / f"{LESSON}.ipynb"
    notebook = json.loads(edited.read_text())
    notebook["cells"][0]["source"] = ["# Ada's own notes\n"]
    edited.write_text(json.dumps(notebook))
    added = settings.lessons_repo() / "extra-practice.md"
    added.write_text("More to try.\n")
    git = ["git", "-C", str(added.parent)]
    subprocess.run([*git, "add", "-A"], check=True)
    author = ["-c", "user.name=t", "-c", "user.email=t@localhost"]
    subprocess.run([*git, *author, "commit", "-qm", "A new file"], check=True)
    pull_lessons(room.hub, "ada")
    assert (settings.homes() / "ada" / "lessons" / "extra-practice.md").exists()
    assert "Ada's own notes" in edited.read_text()


def test_the_instructor_releases_an_assignment(room):
    subprocess.run(
        [sys.executable, "-m", "course.assignments", "--out", str(room.course)],
        cwd=REPO,
        check=True,
    )
    nbgrader(room.course, room.state, "generate_assignment", LESSON, "--force")
    nbgrader(room.course, room.state, "release_assignment", LESSON, "--force")


@pytest.mark.parametrize("name", LEARNERS)
def test_a_learner_fetches_and_submits_from_their_kernel(room, name):
    """Ada writes every piece; Bo hands in the stubs."""
    kernel = room.kernels[name]
    in_kernel(kernel, "nbgrader", "fetch_assignment", LESSON)
    fetched = settings.homes() / name / LESSON / f"{LESSON}.ipynb"
    assert fetched.exists(), f"{name} fetched nothing"
    if name == "ada":
        instructor = nbformat.read(REPO / "notebooks" / f"{LESSON}.ipynb", 4)
        answers = {cell.get("id"): cell.source for cell in instructor.cells}
        released = json.loads(fetched.read_text())
        for cell in released["cells"]:
            if "solution" in cell.get("metadata", {}).get("tags", []):
                cell["source"] = answers[cell["id"]]
        fetched.write_text(json.dumps(released))
    in_kernel(kernel, "nbgrader", "submit", LESSON)
    room.kernels.pop(name).close()


def test_each_grade_goes_to_the_learner_who_handed_it_in(room):
    course = room.course
    nbgrader(course, room.state, "collect", LESSON)
    for name in LEARNERS:
        assert (course / "submitted" / name / LESSON / f"{LESSON}.ipynb").exists()
    nbgrader(course, room.state, "autograde", LESSON, "--create")
    nbgrader(course, room.state, "export")
    grades = {
        row["student_id"]: (float(row["score"]), float(row["max_score"]))
        for row in csv.DictReader((course / "grades.csv").open())
    }
    assert set(grades) == set(LEARNERS), grades
    score, most = grades["ada"]
    assert most > 0 and score == most, grades
    assert grades["bo"][0] == 0, grades
