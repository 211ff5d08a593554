"""Fixtures for real-browser tests: a private JupyterLab and headless Chromium.

Outside CI a machine without Chromium skips these tests with one line saying how to
get it; in CI (``CI`` set) a missing browser is a failure, so a green run always means
the boards were really clicked.

Every browser test gets ``BROWSER_TIMEOUT`` seconds (the rest of the suite gets
pyproject's ``timeout``): a test that overruns is stopped by pytest-timeout, which
prints every thread's stack first, so the report says which wait it was stuck in.
"""

import os
from contextlib import contextmanager
from pathlib import Path

import pytest

from .harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    VIEWPORT,
    LabPage,
    LabServer,
    VoilaServer,
    bounded_context,
)

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "artifacts" / "browser"
MISSING_BROWSER = (
    f"Chromium not found at {CHROMIUM}: install it with "
    "'apt-get install chromium' (Debian) or set CHROMIUM_PATH to run the browser tests"
)


BROWSER_TIMEOUT = 600
"""Seconds per browser test, its fixtures' set-up included (a JupyterLab or Voila
server and a Run All of a lesson). Measured on 2 cores: the slowest test took 32 s
with two CPU-bound processes beside the run and 55 s on a machine loaded 6-9 by
other work, so this is ten times that, and still fails a stuck test in minutes."""


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.path).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)
            if item.get_closest_marker("timeout") is None:
                item.add_marker(pytest.mark.timeout(BROWSER_TIMEOUT))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def chromium():
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail(MISSING_BROWSER)
        pytest.skip(MISSING_BROWSER)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def lab_process(chromium, tmp_path_factory):
    """The session's one JupyterLab process (each test module resets it)."""
    server = LabServer(REPO / "notebooks", tmp_path_factory.mktemp("lab"))
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def lab_server(lab_process):
    """JupyterLab as new for each test module, so kernels from one lesson never
    leak: a kernel keeps the boards of earlier tests alive, and a notebook saved
    with their views (the projector test saves) shows them again, sounds and all,
    in the next module's page. One server, reset between modules (its kernels shut
    down, its files and settings laid out again), does that in well under a second
    where starting a server per module took 5-7 s on a busy machine."""
    lab_process.reset()
    yield lab_process
    lab_process.reset()


@pytest.fixture(scope="module")
def voila(chromium, tmp_path_factory):
    """The lessons in play mode (``make play``'s Voila), one server per module."""
    server = VoilaServer(REPO, tmp_path_factory.mktemp("voila"))
    server.start()
    yield server
    server.stop()


@contextmanager
def lab_tab(chromium, server: LabServer, viewport=VIEWPORT, init_script: str = ""):
    """A JupyterLab tab of its own browser context, closed afterwards."""
    context = bounded_context(chromium, viewport=viewport)
    if init_script:
        context.add_init_script(init_script)
    try:
        yield LabPage(context.new_page(), server, ARTIFACTS)
    finally:
        context.close()


def screenshot_if_failed(request, lab_page: LabPage) -> None:
    """A failing test leaves its screenshot behind (artifacts/browser)."""
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        lab_page.screenshot(f"FAILED-{request.node.name}")


@pytest.fixture
def lab(chromium, lab_server, request):
    """A fresh JupyterLab tab; a failing test leaves its screenshot behind."""
    with lab_tab(chromium, lab_server) as lab_page:
        yield lab_page
        screenshot_if_failed(request, lab_page)
