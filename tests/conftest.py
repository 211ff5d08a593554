"""Settings for the whole test suite.

Hypothesis: no per-example deadline, because a deadline is a timed assertion and
this 2-core machine is often busy with a browser and a kernel (speed is measured by
tests/benchmarks/ instead); and in CI the examples are derandomized so a run is
repeatable.

Three processes (``make unit`` runs pytest-xdist with ``-n 3``): each takes whole
files (``pytest_xdist_make_scheduler`` below), the long browser files first, so a
browser test and a unit test run side by side, and each process starts one
JupyterLab and one Chromium for the browser files it gets. The tests that read the
instructor edition's session-wide run (``tests/notebook_runs.py``) go together, so
each lesson is still executed once per run. Without ``-n`` it is one process.

Time limits: pytest-timeout (configured in pyproject.toml) stops a test that overran
and prints every thread's stack. A browser test waits inside Playwright's sync API,
which runs the test in one greenlet and its event loop in another, so the thread's
stack shows only the event loop; the stacks of the suspended greenlets, printed
here first, show the test's own line.
"""

import gc
import os
import sys
import threading
import traceback

import pytest
import pytest_timeout
from hypothesis import settings

INSTRUCTOR_RUNS_GROUP = "instructor-runs"
READ_INSTRUCTOR_RUNS = {"test_notebooks_rerun.py", "test_learner_edition.py"}
SHARE_NOTHING_COSTLY = {"test_assignments.py", "test_grading.py"}
"""Files of long tests (nbgrader runs, graded hand-ins, 10-20 s each) that share
no costly fixture: each test is handed out alone, so both processes run them."""


def run_together(nodeid: str) -> str:
    """The tests that must run in one process: a file's tests (its module
    fixtures, such as a browser module's reset JupyterLab or a learner edition's
    run, are made once), and all readers of the instructor runs; a test of
    ``SHARE_NOTHING_COSTLY`` needs no company."""
    path = nodeid.split("::", 1)[0]
    name = path.rsplit("/", 1)[-1]
    if name in READ_INSTRUCTOR_RUNS:
        return INSTRUCTOR_RUNS_GROUP
    if name in SHARE_NOTHING_COSTLY:
        return nodeid
    return path


def pytest_xdist_make_scheduler(config, log):
    """pytest-xdist's scheduler by scope, with ``run_together`` as the scope and
    the files handed out in collection order, so the long browser files
    (``tests/browser`` comes first) start first and the short unit files fill in
    around them. (xdist's own ``loadgroup`` marks do not take with pytest 9.)"""
    if config.getoption("dist") not in {"load", "loadscope", "loadfile", "loadgroup"}:
        return None
    from xdist.scheduler import LoadScopeScheduling

    class TogetherScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return run_together(nodeid)

        removing = False

        def remove_node(self, node):
            """A crashed worker's file goes back to the queue without the test
            it crashed in (pytest-timeout ends a worker whose test overran):
            xdist's own would run that test again in each new worker. xdist
            hands the file out again inside its ``remove_node``, so that waits
            until the crashed test is crossed off."""
            self.removing = True
            try:
                crashed = super().remove_node(node)
            finally:
                self.removing = False
            if crashed is not None:
                for scope, unit in list(self.workqueue.items()):
                    if crashed in unit:
                        unit[crashed] = True
                    if all(unit.values()):
                        del self.workqueue[scope]
            for other in self.nodes:
                self._reschedule(other)
            return crashed

        def _reschedule(self, node):
            """No work for a worker that has not finished collecting: one that
            replaces a crashed worker is asked once its collection is in
            (xdist's own would fail the run with a KeyError)."""
            if self.removing or node not in self.registered_collections:
                return
            super()._reschedule(node)

    config.option.loadscopereorder = False
    return TogetherScheduling(config, log)


settings.register_profile("course", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "course")


def suspended_greenlet_stacks() -> list[str]:
    """The stack of every greenlet that is waiting to be switched back to."""
    try:
        import greenlet
    except ImportError:  # no browser tests installed: only threads to show
        return []
    return [
        "".join(traceback.format_stack(item.gr_frame))
        for item in gc.get_objects()
        if isinstance(item, greenlet.greenlet) and item.gr_frame is not None
    ]


def _overran(item, settings) -> None:
    if hasattr(item.config, "workerinput"):
        # An xdist worker's terminal goes nowhere; its stderr is the run's.
        from _pytest.terminal import TerminalWriter

        reporter = item.config.pluginmanager.get_plugin("terminalreporter")
        reporter._tw = TerminalWriter(sys.__stderr__)
    terminal = item.config.get_terminal_writer()
    capture = item.config.pluginmanager.getplugin("capturemanager")
    try:
        if capture:
            capture.suspend_global_capture(item)
        for stack in suspended_greenlet_stacks():
            terminal.sep("~", title="Stack of a suspended greenlet (the test's)")
            terminal.write(stack)
    finally:
        pytest_timeout.timeout_timer(item, settings)  # all threads, then os._exit


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item, settings):
    """pytest-timeout's "thread" method, with the greenlets' stacks added."""
    if settings.method != "thread":
        return None  # the plugin's own way
    timer = threading.Timer(settings.timeout, _overran, (item, settings))
    timer.name = f"pytest_timeout {item.nodeid}"

    def cancel() -> None:
        timer.cancel()
        timer.join()

    item.cancel_timeout = cancel
    timer.start()
    return True
