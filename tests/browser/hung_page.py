"""A browser test that hangs on purpose, to prove the suite's limits hold.

Not part of the suite (pytest collects only ``test_*.py``); run it by name:

    HUNG_TIMEOUT=90 .venv/bin/pytest tests/browser/hung_page.py

It opens a notebook in JupyterLab and then blocks the page's main thread with an
endless script, as a runaway drawing loop would. A bounded evaluation
(``harness.evaluate``) gives up after its 15 s; Playwright's own ``page.evaluate``
has no limit and waits for ever, so the test must be ended by pytest-timeout, which
prints every thread's stack (this file's line among them) and stops the run: the
expected result is a failure after ``HUNG_TIMEOUT`` seconds (the suite's own limit,
``BROWSER_TIMEOUT``, when unset), with nothing left running.
"""

import os

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from .conftest import BROWSER_TIMEOUT
from .harness import evaluate, write_notebook

LIMIT = int(os.environ.get("HUNG_TIMEOUT", BROWSER_TIMEOUT))


@pytest.mark.timeout(LIMIT)
def test_a_stuck_page_fails_within_the_limit_with_a_stack_trace(lab, lab_server):
    write_notebook(lab_server.root / "hung.ipynb", "print('ready')")
    lab.open("hung.ipynb")
    lab.page.evaluate("() => { setTimeout(() => { for (;;) {} }, 0); }")
    with pytest.raises(PlaywrightTimeoutError):
        evaluate(lab.page, "() => document.title", timeout_ms=5_000)
    lab.page.evaluate("() => document.title")  # no limit of its own: hangs here
