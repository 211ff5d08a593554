"""The Pig lesson's own pieces, read from the notebook, for the checks' tests.

Each milestone's pieces are run as the lesson runs them after a kernel restart: the
milestone's first cell (what the earlier milestones built, from gamelib), then its
``solution`` cells. A test then holds every battery to the code the lesson shows.
"""

import functools
from pathlib import Path
from typing import Any

import nbformat

from course.lesson_cells import SOLUTION, has_tag, milestones

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "01-pig.ipynb"


@functools.cache
def lesson_pieces() -> dict[str, Any]:
    """Every function and class the lesson's solution cells define, by name."""
    notebook = nbformat.read(LESSON, as_version=4)
    pieces: dict[str, Any] = {}
    for milestone in milestones(notebook):
        namespace: dict[str, Any] = {}
        exec(milestone.code_cells[0].source, namespace)
        for cell in milestone.cells:
            if has_tag(cell, SOLUTION):
                before = set(namespace)
                exec(cell.source, namespace)
                pieces.update(
                    {name: namespace[name] for name in set(namespace) - before}
                )
    return pieces
