"""Settings for the whole test suite.

Hypothesis: no per-example deadline, because a deadline is a timed assertion and
this 2-core machine is often busy with a browser and a kernel (speed is measured by
tests/benchmarks/ instead); and in CI the examples are derandomized so a run is
repeatable.

Time limits: pytest-timeout (configured in pyproject.toml) stops a test that overran
and prints every thread's stack. A browser test waits inside Playwright's sync API,
which runs the test in one greenlet and its event loop in another, so the thread's
stack shows only the event loop; the stacks of the suspended greenlets, printed
here first, show the test's own line.
"""

import gc
import os
import threading
import traceback

import pytest
import pytest_timeout
from hypothesis import settings

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
