"""A lesson must run again without a kernel restart and say the same things.

Learners re-run cells all the time; a notebook that only works from a fresh kernel
(state leaking between runs, unseeded randomness) breaks on the second try.
"""

from pathlib import Path

import pytest

from tests.notebook_runs import instructor_runs

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
def test_running_twice_in_one_kernel_gives_the_same_text(path):
    runs = [
        [
            text_outputs(cell)
            for cell in run.cells
            if cell.cell_type == "code"
            and SKIPPED_TAG not in cell.metadata.get("tags", [])
            and not cell.source.startswith(SKIPPED_MARK)
        ]
        for run in instructor_runs(path)
    ]
    assert runs[0] == runs[1]
