"""Each lesson's instructor edition executed once per test session, for every test
that reads what it prints.

Two tests used to execute the instructor's code on their own: the rerun test (twice
in one kernel) and the learner-edition test (the learner edition with the solutions
pasted back, which is the instructor's code cell for cell). One execution, twice in
one kernel, serves both; nbval (``make notebooks``) still runs each lesson on its own
against the saved outputs, and the milestone test still runs each milestone in a
fresh kernel, since those prove other things.
"""

import copy
import functools
import os
from pathlib import Path

import nbformat

from course.kernel_client import NotebookClient


@functools.cache
def instructor_runs(path: Path) -> tuple:
    """The lesson at ``path`` executed twice in one fresh kernel, in its own folder:
    (the notebook after the first run, the notebook after the second).

    Executing raises on the first cell with an error, as nbclient does. Callers get
    the cached notebooks: they must not change them.
    """
    notebook = nbformat.read(path, as_version=4)
    code = [(i, c) for i, c in enumerate(notebook.cells) if c.cell_type == "code"]
    client = NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    runs = []
    with client.setup_kernel(env=dict(os.environ, GAMELIB_FAST="1")):
        for _ in range(2):
            for index, cell in code:
                client.execute_cell(cell, index)  # raises on an error output
            runs.append(copy.deepcopy(notebook))
    return tuple(runs)
