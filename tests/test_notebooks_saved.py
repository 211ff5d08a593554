"""Saved lessons must read well without a kernel and be what nbval can compare."""

from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


def test_there_are_lessons():
    assert NOTEBOOKS, "no notebooks found"


@pytest.fixture(params=NOTEBOOKS, ids=lambda path: path.name)
def notebook(request):
    return nbformat.read(request.param, as_version=4), request.param


def test_notebook_is_valid(notebook):
    content, _ = notebook
    nbformat.validate(content)


def cells_with_an_output(content, saved) -> list[int]:
    """The code cells (by position) with an output for which ``saved`` holds."""
    return [
        index
        for index, cell in enumerate(content.cells)
        if cell.cell_type == "code"
        for output in cell.outputs
        if saved(output)
    ]


def test_no_saved_error_outputs(notebook):
    content, _ = notebook
    errors = cells_with_an_output(content, lambda o: o.output_type == "error")
    assert errors == [], f"cells with saved errors: {errors}"


def test_saved_without_widget_state_and_small(notebook):
    content, path = notebook
    assert "widgets" not in content.metadata, "re-save with execute_notebooks.py"
    assert path.stat().st_size < 1_000_000


def test_saved_without_widget_views(notebook):
    """A saved widget view shows "Error displaying widget: model not found" until
    its cell runs again: execute_notebooks.py saves a line of text in its place."""
    content, _ = notebook
    views = cells_with_an_output(
        content,
        lambda o: "application/vnd.jupyter.widget-view+json" in o.get("data", {}),
    )
    assert views == [], f"cells with saved widget views: {views}"


def test_saved_after_running_top_to_bottom(notebook):
    """Execution counts 1, 2, 3... prove the outputs came from one clean run."""
    content, _ = notebook
    counts = [c.execution_count for c in content.cells if c.cell_type == "code"]
    assert counts == list(range(1, len(counts) + 1))


def test_lesson_opens_with_a_title_and_a_goal(notebook):
    content, _ = notebook
    first = content.cells[0]
    assert first.cell_type == "markdown"
    assert first.source.startswith("# ")
    assert "goal" in first.source.lower()
