"""Write the learner edition of the lessons: solutions become stubs with hints.

Every ``solution`` cell is replaced by its stub (``stub_cells.stub_of``); outputs,
execution counts and widget state are cleared; everything else (text, pictures' code,
checks, exercises, cell ids and tags) is kept, so a check cell reports politely on the
stub and a learner's answer can be compared cell by cell with the instructor's.
Only lessons with at least one ``solution`` cell get a learner edition.

Usage, from the repository root (``make learner``):
``python -m course.learner_edition [NOTEBOOK ...] [--out FOLDER]``
(default: every lesson in ``notebooks/``, written to ``learner/``).
"""

import argparse
import sys
from pathlib import Path

import nbformat

from course.lesson_cells import SOLUTION, has_tag
from course.stub_cells import stub_of

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
LEARNER = REPO / "learner"
BANNER = (
    "> **Learner edition.** Cells starting with *Your turn* are yours to write; "
    "the check cell after each one tells you which rules your code follows. "
    "Run the cells in order with Shift+Enter."
)


def learner_edition(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """A copy of ``notebook`` with stubs for solutions and no outputs."""
    edition = nbformat.from_dict(notebook)
    edition.metadata.pop("widgets", None)
    edition.metadata.setdefault("gamelib", {})["edition"] = "learner"
    for cell in edition.cells:
        if cell.cell_type != "code":
            continue
        if has_tag(cell, SOLUTION):
            cell.source = stub_of(cell)
        cell.outputs = []
        cell.execution_count = None
        cell.metadata.pop("execution", None)
    _add_banner(edition)
    return edition


def has_solutions(notebook: nbformat.NotebookNode) -> bool:
    return any(has_tag(cell, SOLUTION) for cell in notebook.cells)


def write_learner_edition(path: Path, folder: Path) -> Path | None:
    """Write ``folder/<name>`` for the lesson at ``path``; None if it has no
    solution cells (yet)."""
    notebook = nbformat.read(path, as_version=4)
    if not has_solutions(notebook):
        return None
    edition = learner_edition(notebook)
    nbformat.validate(edition)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    nbformat.write(edition, target)
    return target


def _add_banner(notebook: nbformat.NotebookNode) -> None:
    first = notebook.cells[0] if notebook.cells else None
    if first is None or first.cell_type != "markdown":
        notebook.cells.insert(0, nbformat.v4.new_markdown_cell(BANNER))
        return
    title, _, rest = first.source.partition("\n")
    first.source = f"{title}\n\n{BANNER}\n{rest}"


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--out", type=Path, default=LEARNER)
    options = parser.parse_args(arguments)
    paths = options.notebooks or sorted(NOTEBOOKS.glob("*.ipynb"))
    written = 0
    for path in paths:
        target = write_learner_edition(path, options.out)
        if target is None:
            print(f"{path.name}: no solution cells yet, no learner edition")
        else:
            print(f"{path.name}: learner edition written to {target}")
            written += 1
    if written == 0:
        print(
            "no learner edition written: no lesson has solution cells", file=sys.stderr
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
