"""Every hint's code runs where the learner reads it (issue 26, item 5).

A hint that says "Run `X` in a new cell" must give code that runs in the lesson at
the check's place: a learner who types it gets the piece's answer, not a NameError
for a name only the check had (its recording canvas) or a SyntaxError for a sentence
(``LoadedDie([3, 1, 6]), rolled 3 times``). The convention: code a hint offers to run
is in backticks right after "Run "; every "Run " in a hint starts such code.

Each lesson runs here in this process, its code cells executed in order in one
namespace, as a kernel would (the kernel tests run them for real; this is the same
code without a kernel, so it takes seconds). At each check cell its piece is made to
fail twice, as a stub and as a version whose functions return None; every hint of the
ladder is read, and each piece of code it offers runs in that namespace. A wrong
piece may raise when the code runs (that is what the learner is to see): what may
not happen is a NameError or SyntaxError in the code of the hint itself.
"""

import contextlib
import io
import linecache
import re
import traceback

import nbformat
import pytest
from IPython.display import display

from course.lesson_cells import CHECK, EXERCISE, SOLUTION, has_tag
from course.stub_cells import make_stub
from gamelib.cellguard import Crashed, run_guarded
from gamelib.selfcheck import battery
from tests.lessons import reworked_lessons
from tests.test_wrong_pieces import returning_none

CODE_TO_RUN = re.compile(r"\bRun `([^`]+)`")
RUN_WITHOUT_CODE = re.compile(r"\bRun (?!`)")
HINT_FILE = "<the hint's code>"
LAST = "That was the last hint"


def run_cell(source: str, namespace: dict, name: str) -> None:
    """Run one cell's code as a kernel would (``inspect`` finds its source); its
    errors are the lesson's, not this test's."""
    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(Exception):
        exec(compile(source, name, "exec"), namespace)


def ladder() -> list[str]:
    """Every hint of the last failed check, smallest first."""
    hints = []
    with contextlib.redirect_stdout(io.StringIO()):
        while not (said := battery.next_hint()).startswith(LAST):
            hints.append(said)
            if "nothing to hint" in said:
                return []
    return hints


def hint_code_problem(code: str, namespace: dict) -> str | None:
    """What is wrong with ``code`` as a statement of the lesson, or None."""
    try:
        compiled = compile(code, HINT_FILE, "exec")
    except SyntaxError as error:
        return f"not Python: {error.msg}"
    with contextlib.redirect_stdout(io.StringIO()):
        ran = run_guarded(lambda: exec(compiled, dict(namespace)), 5.0)
    if isinstance(ran, Crashed) and isinstance(ran.error, NameError):
        *_, (frame, _) = traceback.walk_tb(ran.error.__traceback__)
        if frame.f_code.co_filename == HINT_FILE:
            return f"NameError: {ran.error}"
    return None


def problems_of(hints: list[str], namespace: dict) -> tuple[list[str], int]:
    """What is wrong with the code ``hints`` offer, and how many pieces they offer."""
    problems = [repr(said) for said in hints if RUN_WITHOUT_CODE.search(said)]
    offered = [code for said in hints for code in CODE_TO_RUN.findall(said)]
    for code in offered:
        if problem := hint_code_problem(code, namespace):
            problems.append(f"{code}: {problem}")
    return problems, len(offered)


def wrong_versions(cell) -> dict[str, str]:
    return {
        "stub": make_stub(cell.source, ""),
        "returning None": returning_none(cell.source),
    }


def hints_offering_code(path) -> tuple[list[str], int]:
    """Each problem with a hint of the lesson at ``path``, and how many pieces of
    code its hints offered to run."""
    notebook = nbformat.read(path, as_version=4)
    namespace: dict = {"__name__": "__main__", "display": display}
    problems: list[str] = []
    offered, subject = 0, None
    for number, cell in enumerate(notebook.cells):
        if cell.cell_type != "code":
            continue
        name = f"/tmp/ipykernel_1/{number}.py"  # where a kernel puts a cell's code
        if has_tag(cell, CHECK) and subject is not None:
            written, written_in = subject
            for wrong, source in wrong_versions(written).items():
                run_cell(source, namespace, f"/tmp/ipykernel_1/{wrong}.py")
                battery.remember(battery.Report("", []))  # no hint left over
                run_cell(cell.source, namespace, name)
                found, count = problems_of(ladder(), namespace)
                problems += [f"{cell.source} ({wrong}): {said}" for said in found]
                offered += count
            run_cell(written.source, namespace, written_in)  # the lesson's again
        if has_tag(cell, SOLUTION) or has_tag(cell, EXERCISE):
            subject = cell, name
        run_cell(cell.source, namespace, name)
    return problems, offered


@pytest.mark.parametrize("path", reworked_lessons(), ids=lambda path: path.stem)
def test_every_hint_offers_only_code_that_runs_at_its_check(path, monkeypatch):
    monkeypatch.chdir(path.parent)
    monkeypatch.setenv("GAMELIB_FAST", "1")
    problems, offered = hints_offering_code(path)
    assert not problems, "\n".join(problems)
    assert offered > 0, "no hint offered code: the ladder was not read"
