"""Each lesson's live checklist: the ``check.progress({...})`` cell, kept in step.

The cell under a lesson's first code cell shows which milestones pass in this
kernel (``gamelib.selfcheck.pieces``). Its list of milestones and pieces is read
off the lesson itself (its milestone headings and the pieces their check cells
check), so it is written by this tool and never by hand, and a test fails when a
lesson and its cell drift apart.

Usage: ``python -m course.progress_cell [NOTEBOOK ...]`` rewrites the cell
(default: every lesson).
"""

import ast
import json
import sys
from pathlib import Path

import nbformat

from course.lesson_cells import CHECK, SOLUTION, has_tag, milestones

REPO = Path(__file__).resolve().parents[1]
CELL_ID = "progress"
CALL = "check.progress("
WIDTH = 74
"""Code lines fit a cell at 1024x768 beside the file browser."""


def pieces_by_milestone(notebook: nbformat.NotebookNode) -> dict[str, list[str]]:
    """Each milestone's title and the ``check.<name>`` of each piece it checks
    (the checks of solution cells, not of "Try it" exercises)."""
    found: dict[str, list[str]] = {}
    for milestone in milestones(notebook):
        names: list[str] = []
        subject_is_solution = False
        for cell in milestone.code_cells:
            if has_tag(cell, SOLUTION):
                subject_is_solution = True
            elif not has_tag(cell, CHECK):
                if "exercise" in cell.get("metadata", {}).get("tags", []):
                    subject_is_solution = False
                continue
            elif subject_is_solution:
                names += [n for n in checked_names(cell.source) if n not in names]
        if names:
            found[milestone.title] = names
    return found


def checked_names(source: str) -> list[str]:
    """``["die", "player"]`` for a cell of ``check.die(Die)`` and the like."""
    names = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target = node.func.value
            if isinstance(target, ast.Name) and target.id == "check":
                names.append(node.func.attr)
    return names


def progress_source(notebook: nbformat.NotebookNode) -> str:
    lines = [
        "# Your progress: each milestone ticks itself once its checks pass.",
        "progress = check.progress(",
        "    {",
    ]
    for title, names in pieces_by_milestone(notebook).items():
        key = json.dumps(title, ensure_ascii=False)
        pieces = ", ".join(f"check.{name}" for name in names)
        line = f"        {key}: [{pieces}],"
        if len(line) <= WIDTH:
            lines.append(line)
        else:
            lines += [f"        {key}: ["]
            lines += [f"            check.{name}," for name in names]
            lines += ["        ],"]
    lines += ["    }", ")", "progress"]
    return "\n".join(lines)


def with_progress_cell(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """``notebook`` with its progress cell written (made under the first code cell
    that imports the checks, if there is none yet)."""
    source = progress_source(notebook)
    for cell in notebook.cells:
        if cell.get("id") == CELL_ID:
            cell.source = source
            return notebook
    first = next(
        index
        for index, cell in enumerate(notebook.cells)
        if cell.cell_type == "code" and " as check" in cell.source
    )
    cell = nbformat.v4.new_code_cell(source)
    cell.id = CELL_ID
    notebook.cells.insert(first + 1, cell)
    return notebook


def main(arguments: list[str]) -> int:
    paths = [Path(a) for a in arguments] or sorted(
        (REPO / "notebooks").glob("[0-9]*.ipynb")
    )
    for path in paths:
        notebook = nbformat.read(path, as_version=4)
        nbformat.write(with_progress_cell(notebook), path)
        print(f"{path.name}: progress cell written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
