"""A fresh copy of the lessons, opened in the course's JupyterLab without running.

Issue 18: a fresh clone showed 36 "Error displaying widget: model not found" boxes
where saved boards were, and JupyterLab's "Would you like to get notified about
official Jupyter news?" pop-up covered a corner of the first lesson. Every lesson
here is opened and not run: each saved board is its line of text, no widget error
box shows, and no news pop-up. The server reads the course's settings as ``make lab``
does (``--LabApp.app_settings_dir``) and none of the harness's user settings that
would hide the pop-up; a second server without the course's settings shows the pop-up,
so its absence above is not a detector that never fires.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from course.execute_notebooks import BOARD_LATER, PICTURE_LATER
from tests.lessons import REWORKED

from .conftest import ARTIFACTS, REPO
from .harness import LAB_SETTINGS, LEARNER_LAB_ARGS, VIEWPORT, LabPage, LabServer
from .test_trust import notary_options

NEWS = "official Jupyter news"
WIDGET_ERROR = "Error displaying widget"
NOTIFICATIONS = "@jupyterlab/apputils-extension/notification.jupyterlab-settings"
# The harness's user settings, less the one that would hide the news question; every
# cell stays in the page (windowing "none"), so each saved board is counted there.
WITHOUT_NEWS_SETTING = {k: v for k, v in LAB_SETTINGS.items() if k != NOTIFICATIONS}


def placeholder_count(notebook: Path) -> int:
    content = json.loads(notebook.read_text())
    return sum(
        "".join(output.get("data", {}).get("text/plain", ""))
        in (BOARD_LATER, PICTURE_LATER)
        for cell in content["cells"]
        for output in cell.get("outputs", [])
    )


def start_server(tmp_path_factory, extra_args: tuple[str, ...]) -> LabServer:
    """A server on a fresh copy, its lessons trusted as ``make lab`` trusts them:
    JupyterLab shows an untrusted notebook's widget views as their text instead."""
    workdir = tmp_path_factory.mktemp("fresh")
    notary = notary_options(workdir)
    server = LabServer(
        REPO / "notebooks",
        workdir,
        extra_args=(*notary, *extra_args),
        lab_settings=WITHOUT_NEWS_SETTING,
    )
    jupyter = Path(sys.executable).parent / "jupyter"
    lessons = [str(server.root / name) for name in REWORKED]
    subprocess.run(
        [str(jupyter), "trust", *notary, *lessons], check=True, capture_output=True
    )
    server.start()
    return server


@pytest.fixture(scope="module")
def course_lab(chromium, tmp_path_factory):
    server = start_server(tmp_path_factory, LEARNER_LAB_ARGS)
    yield server
    server.stop()


def open_page(chromium, server: LabServer) -> tuple[object, LabPage]:
    context = chromium.new_context(viewport=VIEWPORT)
    return context, LabPage(context.new_page(), server, ARTIFACTS)


@pytest.mark.parametrize("name", REWORKED)
def test_a_lesson_opened_without_running_shows_no_widget_error(
    chromium, course_lab, name
):
    context, lab = open_page(chromium, course_lab)
    try:
        lab.open(name, run_all=False)
        expected = placeholder_count(REPO / "notebooks" / name)
        assert expected > 0, "re-save the lesson with make execute-notebooks"
        shown = lab.page.locator(
            ".jp-OutputArea-output:has-text('appears here when you run this cell.')"
        )
        shown.nth(expected - 1).wait_for(state="attached", timeout=30_000)
        assert shown.count() == expected
        assert lab.page.get_by_text(WIDGET_ERROR).count() == 0
        assert lab.page.get_by_text(NEWS).count() == 0
    except BaseException:
        lab.screenshot(f"FAILED-fresh-clone-{Path(name).stem}")
        raise
    finally:
        context.close()


def test_without_the_course_settings_the_news_pop_up_shows(chromium, tmp_path_factory):
    """On JupyterLab's launcher: the question comes once the page is restored,
    notebook or not, and a page with no kernel to start and stop is quicker (with
    a lesson open this test took 24 s in a full run; 5.4 s now on a quiet machine)."""
    server = start_server(tmp_path_factory, ())
    context, lab = open_page(chromium, server)
    try:
        lab.page.goto(f"{server.url}/lab?reset&token={server.token}")
        lab.page.get_by_text(NEWS).first.wait_for(timeout=30_000)
    finally:
        context.close()
        server.stop()
