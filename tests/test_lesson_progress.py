"""Each lesson's live checklist lists exactly its milestones and the pieces they
check, so it can never tick a milestone that is not done or miss a new piece."""

import nbformat
import pytest

from course.lesson_cells import milestones
from course.progress_cell import CELL_ID, pieces_by_milestone, progress_source
from tests.lessons import reworked_lessons


@pytest.mark.parametrize("path", reworked_lessons(), ids=lambda path: path.stem)
def test_the_progress_cell_is_the_lessons_own_checklist(path):
    notebook = nbformat.read(path, as_version=4)
    cells = [cell for cell in notebook.cells if cell.get("id") == CELL_ID]
    assert len(cells) == 1, "run: python -m course.progress_cell"
    assert cells[0].source == progress_source(notebook), (
        "the lesson changed: run python -m course.progress_cell"
    )
    listed = pieces_by_milestone(notebook)
    assert list(listed) == [m.title for m in milestones(notebook) if m.title in listed]
    assert len(listed) >= 3 and all(listed.values())


@pytest.mark.parametrize("path", reworked_lessons(), ids=lambda path: path.stem)
def test_the_saved_progress_shows_every_milestone_not_yet_passed(path):
    notebook = nbformat.read(path, as_version=4)
    cell = next(cell for cell in notebook.cells if cell.get("id") == CELL_ID)
    texts = [o.get("data", {}).get("text/plain", "") for o in cell.outputs]
    text = "".join(texts)
    assert text.startswith("Your progress: 0 of ")
    assert text.count("·") >= len(pieces_by_milestone(notebook))
