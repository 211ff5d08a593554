"""nbgrader's exchange for two learners on one machine, as in nbgrader's docs.

The instructor releases the welcome lesson; each learner (their own user name and
home) fetches it and hands it in with the learner config, side by side; the
instructor collects, autogrades and exports, and each grade is the right learner's.
The file's tests are those steps, in order, on one course (each nbgrader command
spends seconds starting, and the whole exchange in one test took 46 s on a busy
machine).
"""

import csv
import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from course.assignments import write_course
from tests.test_assignments import REPO, answered, nbgrader

LESSON = "00-start"
LEARNERS = {"ada": 99, "bo": 0}  # pieces written


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    """The course with the lesson released into its exchange."""
    course = tmp_path_factory.mktemp("exchange") / "course"
    write_course(course, [REPO / "notebooks" / f"{LESSON}.ipynb"])
    nbgrader(course, "generate_assignment", LESSON, "--force")
    nbgrader(course, "release_assignment", LESSON, "--force")
    return course


def test_each_learner_fetches_and_submits_under_their_own_name(course):
    def learner(name: str, written: int) -> None:
        home = course.parent / name
        home.mkdir()
        who = {"HOME": str(home), "CWD": str(home)}
        who["JUPYTER_CONFIG_PATH"] = str(course / "learner_config")
        nbgrader(course, "fetch_assignment", LESSON, **who)
        fetched = home / LESSON / f"{LESSON}.ipynb"
        handed = answered(json.loads(fetched.read_text()), LESSON, written)
        fetched.write_text(json.dumps(handed))
        # Learners on one machine are its users; these run as one, so say who.
        nbgrader(course, "submit", LESSON, f"--student={name}", **who)

    # Side by side, as a class works.
    with ThreadPoolExecutor(len(LEARNERS)) as pool:
        for done in [pool.submit(learner, *pair) for pair in LEARNERS.items()]:
            done.result()


def test_the_instructor_collects_grades_and_exports_each_learners_score(course):
    nbgrader(course, "collect", LESSON)
    nbgrader(course, "autograde", LESSON, "--create")
    nbgrader(course, "export")
    with (course / "grades.csv").open(newline="") as grades:
        rows = {row["student_id"]: row for row in csv.DictReader(grades)}
    assert set(rows) == set(LEARNERS)
    assert float(rows["ada"]["score"]) == float(rows["ada"]["max_score"]) > 0
    assert float(rows["bo"]["score"]) == 0
