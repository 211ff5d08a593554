"""A lesson's own board class, run from its cells, to drive it from code in tests.

The boards (``TicTacToeBoard``, ``QuixoGame`` and the rest) are written in the
lessons, not in ``gamelib``; a test takes the class from the code cells since the
last "Starting here after a restart?" cell, which brings in everything the class
needs, so what is tested is exactly what a learner runs.
"""

import contextlib
import io
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
RESTART = "# Starting here after a restart?"


def board_cells(lesson: str, name: str) -> list[str]:
    """The sources of the lesson's code cells from the last restart cell before the
    class ``name`` to the cell defining it: run in order, they define the class."""
    notebook = nbformat.read(NOTEBOOKS / lesson, as_version=4)
    cells = [cell.source for cell in notebook.cells if cell.cell_type == "code"]
    end = next(i for i, cell in enumerate(cells) if f"class {name}" in cell)
    start = max(i for i in range(end) if cells[i].startswith(RESTART))
    return cells[start : end + 1]


def board_class(lesson: str, name: str) -> type:
    """The lesson's class ``name``, from its cells since the last restart cell."""
    namespace: dict = {}
    with contextlib.redirect_stdout(io.StringIO()):  # the check cells print
        for source in board_cells(lesson, name):
            exec(compile(source, str(NOTEBOOKS / lesson), "exec"), namespace)
    return namespace[name]
