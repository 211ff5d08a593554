"""Write the lessons as an nbgrader course: each lesson one assignment.

nbgrader is the Jupyter world's way to hand out, collect and grade notebooks. From
the instructor edition (``notebooks/``) this writes ``nbgrader/source/<lesson>/`` and
the course's ``nbgrader_config.py``:

- every ``solution`` cell becomes an nbgrader solution cell: the learner edition's
  hint on top, and each function body (after its docstring) between
  ``### BEGIN SOLUTION`` and ``### END SOLUTION``, so ``nbgrader generate_assignment``
  hands out exactly the learner edition's stub (signature, docstring, ``...``);
- every ``check`` cell of a solution becomes a locked, graded test cell worth one
  point per piece it checks; under nbgrader's autograder a check that does not pass
  raises (``gamelib.selfcheck`` does it when ``NBGRADER_EXECUTION`` is set), so a
  wrong or missing piece loses its points and a right one keeps them;
- the "Try it" exercises stay open practice, checked but not graded.

The instructor edition itself carries no markers. Usage (``make assignments``):
``python -m course.assignments [--out FOLDER]``.
"""

import argparse
import ast
import sys
from pathlib import Path

import nbformat

from course.lesson_cells import CHECK, SOLUTION, check_subjects, has_tag, hint
from course.stub_cells import hint_comment

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
COURSE = REPO / "nbgrader"
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
SCHEMA = 3
CONFIG = '''"""nbgrader settings for the course (written by make assignments)."""

c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = "gamelib"
c.CourseDirectory.root = __file__.rsplit("/", 1)[0]
# A released solution is the learner edition's stub: a body of "...".
c.ClearSolutions.code_stub = {"python": "..."}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
# Every lesson cell finishes in seconds; a stuck one must not hold up a class.
c.ExecutePreprocessor.timeout = 120
'''


def marked_solution(source: str) -> str:
    """``source`` with every function body between nbgrader's solution markers.

    >>> print(marked_solution('def f(x):\\n    "Doc."\\n    return x\\n'), end="")
    def f(x):
        "Doc."
        ### BEGIN SOLUTION
        return x
        ### END SOLUTION
    """
    lines = source.splitlines()
    inserts: list[tuple[int, str]] = []  # (line index to insert before, text)
    for function in _functions(ast.parse(source)):
        body = function.body
        if _has_docstring(function):
            body = body[1:]
        if not body:
            continue
        first, last = body[0], body[-1]
        if first.lineno == function.lineno:
            raise ValueError(
                f"{function.name}: write its body on lines of its own, so that "
                "nbgrader can hide it"
            )
        indent = " " * first.col_offset
        inserts.append((_start_line(first) - 1, indent + BEGIN))
        inserts.append((last.end_lineno or last.lineno, indent + END))
    for index, text in sorted(inserts, key=lambda item: item[0], reverse=True):
        lines.insert(index, text)
    return "\n".join(lines) + "\n"


def assignment(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The nbgrader source version of one lesson."""
    source = nbformat.from_dict(notebook)
    source.metadata.pop("widgets", None)
    graded = {
        id(cell)
        for cell, subject in check_subjects(source)
        if subject is not None and has_tag(subject, SOLUTION)
    }
    for cell in source.cells:
        if cell.cell_type != "code":
            continue
        cell.outputs = []
        cell.execution_count = None
        grade_id = cell.get("id") or f"cell-{source.cells.index(cell)}"
        if has_tag(cell, SOLUTION):
            names = [d.name for d in ast.parse(cell.source).body if _is_named(d)]
            cell.source = (
                hint_comment(_hint(cell), names) + "\n" + (marked_solution(cell.source))
            )
            cell.metadata["nbgrader"] = _nbgrader(grade_id, solution=True)
        elif has_tag(cell, CHECK) and id(cell) in graded:
            points = sum(1 for line in cell.source.splitlines() if line.strip())
            cell.metadata["nbgrader"] = _nbgrader(grade_id, grade=True, points=points)
    return source


def write_course(folder: Path, notebooks: list[Path]) -> list[Path]:
    """Write the course (config and one assignment per lesson with solutions)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nbgrader_config.py").write_text(CONFIG)
    written = []
    for path in notebooks:
        notebook = nbformat.read(path, as_version=4)
        if not any(has_tag(cell, SOLUTION) for cell in notebook.cells):
            continue
        target = folder / "source" / path.stem / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        edition = assignment(notebook)
        nbformat.validate(edition)
        nbformat.write(edition, target)
        written.append(target)
    return written


def _nbgrader(
    grade_id: str, solution: bool = False, grade: bool = False, points: int = 0
) -> dict[str, object]:
    metadata: dict[str, object] = {
        "grade": grade,
        "grade_id": grade_id,
        "locked": grade,
        "schema_version": SCHEMA,
        "solution": solution,
        "task": False,
    }
    if grade:
        metadata["points"] = points
    return metadata


def _hint(cell: nbformat.NotebookNode) -> str:
    return hint(cell)


def _functions(
    tree: ast.Module | ast.ClassDef,
) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The cell's functions and its classes' methods (not functions inside them:
    those are hidden with the body they belong to)."""
    found: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.append(node)
        elif isinstance(node, ast.ClassDef):
            found += _functions(node)
    return found


def _has_docstring(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    first = function.body[0]
    return (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and (isinstance(first.value.value, str))
    )


def _start_line(statement: ast.stmt) -> int:
    """The first line of ``statement``, its decorators included."""
    decorators = getattr(statement, "decorator_list", [])
    return min([statement.lineno, *(d.lineno for d in decorators)])


def _is_named(node: ast.stmt) -> bool:
    return isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=COURSE)
    options = parser.parse_args(arguments)
    written = write_course(options.out, sorted(NOTEBOOKS.glob("[0-9]*.ipynb")))
    for target in written:
        print(f"assignment written: {target.relative_to(options.out)}")
    if not written:
        print("no assignment written: no lesson has solution cells", file=sys.stderr)
        return 1
    print(
        f"nbgrader course in {options.out}: cd there, then "
        "nbgrader generate_assignment <lesson>"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
