"""Run lesson notebooks and save them with text outputs but no widget state.

Saved outputs make the lessons read well on GitHub and are what nbval compares;
widget state would add megabytes of model JSON that means nothing without a kernel.
Without that state, a saved widget view is a box saying "Error displaying widget:
model not found" in JupyterLab until the cell runs again (36 of them in a fresh
clone), so each one is saved as a line saying what will appear there instead
(``placeholders_for_widgets``). nbval compares that line with the fresh widget's own
text through ``tests/nbval_sanitize.cfg``, which turns both into the same words.
Usage: ``python -m course.execute_notebooks [NOTEBOOK ...]`` (default: all).
"""

import os
import re
import sys
from pathlib import Path

import nbformat

from course.kernel_client import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PICTURE_LATER = "The picture appears here when you run this cell."
BOARD_LATER = "The board appears here when you run this cell."
WIDGET_REPR = re.compile(r"[A-Z]\w*\(")
"""How ipywidgets shows a widget as text: ``VBox(children=(...))``."""


def placeholders_for_widgets(notebook: nbformat.NotebookNode) -> int:
    """Replace every saved widget view by a line of text; return how many.

    A canvas alone is a picture; anything else (a panel with buttons and a board)
    is something to play with. A widget that gives its own text (the lesson's
    progress checklist) keeps that text: it reads well before the cell runs.
    """
    replaced = 0
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW not in data:
                continue
            shown = data.get("text/plain", "")
            data.pop(WIDGET_VIEW)
            if not WIDGET_REPR.match(shown):
                continue
            data["text/plain"] = (
                PICTURE_LATER if shown.startswith("Canvas(") else BOARD_LATER
            )
            replaced += 1
    return replaced


def execute(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    notebook.metadata.pop("widgets", None)
    placeholders_for_widgets(notebook)
    nbformat.validate(notebook)
    nbformat.write(notebook, path)


def main(arguments: list[str]) -> int:
    os.environ["GAMELIB_FAST"] = "1"
    paths = [Path(a) for a in arguments] or sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:
        print(f"executing {path}", flush=True)
        execute(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
