"""How a lesson is laid out: cell tags, metadata and milestone sections, in one place.

Tags (JupyterLab: the property inspector, "Cell Tags"):

``solution``
    Code a learner writes (only functions and classes). The learner edition replaces
    it with a stub: the hint as comments, then each definition's first line and
    docstring with a body of ``...``.
``check``
    A self-check call, e.g. ``check.square_at(square_at)``; it checks the nearest
    ``solution`` or ``exercise`` cell above it.
``exercise``
    A "try it" cell: a stub the learner fills in, the same in both editions.
``nbval-ignore-output``, ``nbval-skip``, ``raises-exception``
    nbval's own tags (run but do not compare / do not run / an error is expected),
    used instead of ``# NBVAL_...`` comments so no test plumbing shows in a lesson.

Metadata under ``cell.metadata["gamelib"]`` (Edit ▸ Cell metadata):

``hint``
    For a ``solution`` cell: the hint written above the learner's stub.
``stub``
    For a ``solution`` cell, optional: the whole stub, when a body of ``...`` would
    not do (say, the board shows the function's result and needs a string).
"""

from dataclasses import dataclass
from typing import Any

SOLUTION = "solution"
CHECK = "check"
EXERCISE = "exercise"
METADATA_KEY = "gamelib"


def tags(cell: Any) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def has_tag(cell: Any, tag: str) -> bool:
    return tag in tags(cell)


def lesson_metadata(cell: Any) -> dict[str, Any]:
    return dict(cell.get("metadata", {}).get(METADATA_KEY, {}))


def hint(cell: Any) -> str:
    return str(lesson_metadata(cell).get("hint", "")).strip()


def stub_override(cell: Any) -> str:
    return str(lesson_metadata(cell).get("stub", ""))


MILESTONE_HEADING = "## Milestone "
"""A milestone section starts at a markdown cell beginning with this heading and runs
to the next level-2 heading."""


@dataclass(frozen=True)
class Milestone:
    title: str
    """The heading's text, e.g. "Milestone 1: Draw the grid"."""
    cells: list[Any]
    """The section's cells, its heading first."""

    @property
    def anchor(self) -> str:
        """JupyterLab's id for the heading: its text with spaces as hyphens."""
        return self.title.replace(" ", "-")

    @property
    def code_cells(self) -> list[Any]:
        return [cell for cell in self.cells if cell.cell_type == "code"]


def milestones(notebook: Any) -> list[Milestone]:
    """The lesson's milestone sections, in order."""
    found: list[Milestone] = []
    current: list[Any] | None = None
    for cell in notebook.cells:
        heading = cell.source.startswith("## ") and cell.cell_type == "markdown"
        if heading:
            current = None
        if heading and cell.source.startswith(MILESTONE_HEADING):
            title = cell.source.splitlines()[0].removeprefix("## ").strip()
            current = [cell]
            found.append(Milestone(title, current))
        elif current is not None:
            current.append(cell)
    return found


def check_subjects(notebook: Any) -> list[tuple[Any, Any | None]]:
    """Each ``check`` cell with the ``solution`` or ``exercise`` cell it checks (the
    nearest one above it), or None when there is none."""
    pairs = []
    subject = None
    for cell in notebook.cells:
        if has_tag(cell, SOLUTION) or has_tag(cell, EXERCISE):
            subject = cell
        elif has_tag(cell, CHECK):
            pairs.append((cell, subject))
    return pairs


def text_output(cell: Any) -> str:
    """What a code cell printed (its streams), as one string."""
    return "".join(o.get("text", "") for o in cell.get("outputs", []) if "text" in o)
