"""A missing browser skips the browser tests locally and fails them in CI."""

import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run_browser_tests(**env):
    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    environment.update(CHROMIUM_PATH="/nonexistent/chromium", **env)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rs"]
        + ["tests/browser/test_start_browser.py"],
        cwd=REPO,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_without_chromium_the_browser_tests_skip_with_one_clear_line():
    result = run_browser_tests()
    assert result.returncode == 0, result.stdout
    skipped = re.search(r"\b([1-9][0-9]*) skipped in\b", result.stdout)
    assert skipped, result.stdout
    assert "passed" not in result.stdout and "error" not in result.stdout
    says_how = result.stdout.count("apt-get install chromium")
    assert says_how == int(skipped.group(1)), "one line for each skipped test"


def test_without_chromium_in_ci_the_browser_tests_fail():
    result = run_browser_tests(CI="true")
    assert result.returncode == 1, result.stdout
    assert "Chromium not found" in result.stdout
