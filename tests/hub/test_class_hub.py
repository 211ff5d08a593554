"""A class on the hub, end to end (issue 28's "done when"; make test-hub).

A real JupyterHub with ``make hub``'s configuration (hub/jupyterhub_config.py) on
free loopback ports; two learners sign in with the class password, the class link
opens nbgitpuller for each, nbgitpuller pulls the learner edition into each home,
the welcome lesson runs in each learner's server through its kernel, and one
assignment goes through nbgrader's release, fetch and submit (from each learner's
kernel), collect, autograde and export, each grade under the learner who handed it
in. Everything the hub started is stopped however the test ends (hub.run.stop).
"""

import csv
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from hub import settings
from tests.hub.hubclient import (
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


@pytest.mark.timeout(900)
def test_a_class_pulls_runs_and_hands_in_through_the_hub(tmp_path):
    assert PROXY.exists(), "make test-hub installs configurable-http-proxy"
    state = tmp_path / "state"
    with running_hub(state, LEARNERS, GAMELIB_FAST="1") as hub:
        password = settings.class_password_file().read_text().strip()
        # Only listed learners, with the class password, get in.
        with pytest.raises(PermissionError):
            sign_in(hub, "ada", "not the password")
        with pytest.raises(PermissionError):
            sign_in(hub, "eve", password)
        sessions = {name: sign_in(hub, name, password) for name in LEARNERS}

        kernels = {}
        for name in LEARNERS:
            start_server(hub, name)
            # The class link leads each learner to nbgitpuller in their server.
            page = sessions[name].get(settings.pull_link(hub.url), timeout=60)
            assert page.status_code == 200, page.status_code
            assert f"/user/{name}/git-pull" in page.url, page.url
            pull_lessons(hub, name)
            home = settings.homes() / name
            lesson = home / "lessons" / f"{LESSON}.ipynb"
            assert lesson.exists(), sorted(p.name for p in home.iterdir())

            # The lesson runs in the learner's server, in their kernel.
            kernel = kernels[name] = Kernel(hub, name, f"lessons/{LESSON}.ipynb")
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

        # A second pull keeps a learner's edit and brings a new lesson file.
        edited = settings.homes() / "ada" / "lessons" / f"{LESSON}.ipynb"
        notebook = json.loads(edited.read_text())
        notebook["cells"][0]["source"] = ["# Ada's own notes\n"]
        edited.write_text(json.dumps(notebook))
        added = settings.lessons_repo() / "extra-practice.md"
        added.write_text("More to try.\n")
        subprocess.run(["git", "-C", str(added.parent), "add", "-A"], check=True)
        subprocess.run(
            [
                "git",
                "-C",
                str(added.parent),
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@localhost",
                "commit",
                "-qm",
                "A new file",
            ],
            check=True,
        )
        pull_lessons(hub, "ada")
        assert (settings.homes() / "ada" / "lessons" / "extra-practice.md").exists()
        assert "Ada's own notes" in edited.read_text()

        # nbgrader: release, fetch, submit, collect, autograde, export.
        course = tmp_path / "course"
        subprocess.run(
            [sys.executable, "-m", "course.assignments", "--out", str(course)],
            cwd=REPO,
            check=True,
        )
        nbgrader(course, state, "generate_assignment", LESSON, "--force")
        nbgrader(course, state, "release_assignment", LESSON, "--force")
        instructor = nbformat.read(REPO / "notebooks" / f"{LESSON}.ipynb", 4)
        answers = {cell.get("id"): cell.source for cell in instructor.cells}
        for name in LEARNERS:
            in_kernel(kernels[name], "nbgrader", "fetch_assignment", LESSON)
            fetched = settings.homes() / name / LESSON / f"{LESSON}.ipynb"
            assert fetched.exists(), f"{name} fetched nothing"
            if name == "ada":  # Ada writes every piece; Bo hands in the stubs.
                released = json.loads(fetched.read_text())
                for cell in released["cells"]:
                    if "solution" in cell.get("metadata", {}).get("tags", []):
                        cell["source"] = answers[cell["id"]]
                fetched.write_text(json.dumps(released))
            in_kernel(kernels[name], "nbgrader", "submit", LESSON)
        for kernel in kernels.values():
            kernel.close()

        nbgrader(course, state, "collect", LESSON)
        for name in LEARNERS:
            assert (course / "submitted" / name / LESSON / f"{LESSON}.ipynb").exists()
        nbgrader(course, state, "autograde", LESSON, "--create")
        nbgrader(course, state, "export")
        grades = {
            row["student_id"]: (float(row["score"]), float(row["max_score"]))
            for row in csv.DictReader((course / "grades.csv").open())
        }
        assert set(grades) == set(LEARNERS), grades
        score, most = grades["ada"]
        assert most > 0 and score == most, grades
        assert grades["bo"][0] == 0, grades
    # Nothing the hub started is left running.
    from hub.run import processes_of

    assert processes_of(hub.run_id) == []
    shutil.rmtree(tmp_path / "state" / "homes", ignore_errors=True)
