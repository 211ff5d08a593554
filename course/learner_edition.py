"""Write the learner edition of the lessons: solutions become stubs with hints.

Every ``solution`` cell is replaced by its stub (``stub_cells.stub_of``); outputs,
execution counts and widget state are cleared; everything else (text, pictures' code,
checks, exercises, cell ids and tags) is kept, so a check cell reports politely on the
stub and a learner's answer can be compared cell by cell with the instructor's.
Only lessons with at least one ``solution`` cell get a learner edition.

Writing it again never overwrites a learner's work: ``learner/.generated.json`` records
a hash of each notebook as it was written, and a notebook whose file differs from
that (the learner typed in it, or saved it with new outputs) is kept, with one line
saying so; only new lessons and notebooks unchanged since they were written are
(re)written. ``--force`` first keeps a dated copy of each changed notebook
(``00-start.2026-12-01-093000.ipynb``), then rewrites it.

Usage, from the repository root (``make learner``, ``make learner FORCE=1``):
``python -m course.learner_edition [NOTEBOOK ...] [--out FOLDER] [--force]``
(default: every lesson in ``notebooks/``, written to ``learner/``; ``--out`` writes
an edition elsewhere, for a JupyterHub set-up, say).
"""

import argparse
import datetime
import hashlib
import json
import shutil
import sys
from pathlib import Path

import nbformat

from course.lesson_cells import SOLUTION, has_tag
from course.stub_cells import stub_of

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
LEARNER = REPO / "learner"
MANIFEST = ".generated.json"
"""In the edition's folder: each notebook's name and the hash of what was written."""
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


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Edition:
    """The learner edition in ``folder``, and the record of what was written there."""

    def __init__(self, folder: Path, force: bool = False) -> None:
        self.folder = folder
        self.force = force
        record = folder / MANIFEST
        self.generated: dict[str, str] = (
            json.loads(record.read_text()) if record.exists() else {}
        )

    def write(self, path: Path) -> str | None:
        """Write ``folder/<name>`` for the lesson at ``path`` unless the learner
        changed it; one line saying what was done, or None if the lesson has no
        solution cells (yet)."""
        notebook = nbformat.read(path, as_version=4)
        if not has_solutions(notebook):
            return None
        edition = learner_edition(notebook)
        nbformat.validate(edition)
        data = (nbformat.writes(edition).rstrip("\n") + "\n").encode()
        target = self.folder / path.name
        shown = _shown(target)
        if not target.exists():
            said = f"written to {shown}"
        else:
            now = digest(target.read_bytes())
            if now == digest(data):
                self._record(target.name, data)
                return f"{shown} is up to date"
            if now == self.generated.get(target.name):
                said = f"{shown} rewritten (unchanged since it was written)"
            elif not self.force:
                return (
                    f"kept {shown}: you changed it since it was written (make "
                    "learner FORCE=1, or --force, keeps a dated copy and rewrites it)"
                )
            else:
                copy = _dated_copy(target)
                said = f"your {shown} kept as {_shown(copy)}, then rewritten"
        self.folder.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        self._record(target.name, data)
        return said

    def _record(self, name: str, data: bytes) -> None:
        self.generated[name] = digest(data)
        self.folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps(self.generated, indent=1, sort_keys=True) + "\n"
        (self.folder / MANIFEST).write_text(text)


def write_learner_edition(path: Path, folder: Path) -> Path | None:
    """Write (or keep) ``folder/<name>`` for the lesson at ``path``; None if it has
    no solution cells (yet)."""
    return None if Edition(folder).write(path) is None else folder / path.name


def _dated_copy(target: Path) -> Path:
    stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")
    copy = target.with_name(f"{target.stem}.{stamp}{target.suffix}")
    number = 1
    while copy.exists():
        number += 1
        copy = target.with_name(f"{target.stem}.{stamp}-{number}{target.suffix}")
    shutil.copy2(target, copy)
    return copy


def _shown(path: Path) -> str:
    """``path`` as the learner typed it: relative to the current folder if inside."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


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
    parser.add_argument(
        "--force",
        action="store_true",
        help="rewrite notebooks the learner changed, after keeping a dated copy",
    )
    options = parser.parse_args(arguments)
    paths = options.notebooks or sorted(NOTEBOOKS.glob("*.ipynb"))
    edition = Edition(options.out, force=options.force)
    editions = 0
    for path in paths:
        said = edition.write(path)
        if said is None:
            print(f"{path.name}: no solution cells yet, no learner edition")
        else:
            print(f"{path.name}: {said}")
            editions += 1
    if editions == 0:
        print(
            "no learner edition written: no lesson has solution cells", file=sys.stderr
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
