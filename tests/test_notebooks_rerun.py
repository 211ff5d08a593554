"""A lesson must run again without a kernel restart and say the same things.

Learners re-run cells all the time; a notebook that only works from a fresh kernel
(state leaking between runs, unseeded randomness) breaks on the second try.
"""

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
SKIPPED_MARK = "# NBVAL_IGNORE_OUTPUT"
SKIPPED_TAG = "nbval-ignore-output"  # the same, as a cell tag (no comment in the cell)


def text_outputs(cell) -> str:
    """The cell's printed text and text results; how the kernel happened to
    split a stream into messages does not count."""
    texts = []
    for output in cell.outputs:
        if output.output_type == "stream":
            texts.append(output.text)
        elif output.output_type in ("execute_result", "display_data"):
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" not in data:
                texts.append(data.get("text/plain", ""))
    return "".join(texts)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_running_twice_in_one_kernel_gives_the_same_text(path, monkeypatch):
    monkeypatch.setenv("GAMELIB_FAST", "1")
    notebook = nbformat.read(path, as_version=4)
    code = [(i, c) for i, c in enumerate(notebook.cells) if c.cell_type == "code"]
    client = NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    runs = []
    with client.setup_kernel(env=dict(os.environ)):
        for _ in range(2):
            texts = []
            for index, cell in code:
                client.execute_cell(cell, index)  # raises on an error output
                skipped = SKIPPED_TAG in cell.metadata.get("tags", [])
                if not (skipped or cell.source.startswith(SKIPPED_MARK)):
                    texts.append(text_outputs(cell))
            runs.append(texts)
    assert runs[0] == runs[1]
