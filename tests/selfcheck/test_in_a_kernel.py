"""In a real Jupyter kernel, as a learner runs it: the crash names the line of the
learner's cell, an endless loop is stopped, and the kernel answers afterwards."""

import os
import re

import nbformat

from course.kernel_client import NotebookClient
from gamelib.selfcheck.battery import ASK

CELLS = [
    "from gamelib.start import checks as check",
    "def square_at(x, y):\n    row = int(y // 100)\n    return row, x // 0\n",
    "check.square_at(square_at)",
    "def square_at(x, y):\n    while True:\n        pass\n",
    "check.square_at(square_at)",
    "print('still answering')",
]


def test_a_crash_and_a_loop_in_notebook_cells_are_reported_politely(tmp_path):
    notebook = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(source) for source in CELLS]
    )
    client = NotebookClient(
        notebook,
        timeout=60,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    )
    client.execute(env=dict(os.environ, GAMELIB_FAST="1"))
    outputs = [
        "".join(output.get("text", "") for output in cell.outputs)
        for cell in notebook.cells
    ]
    crash, loop, after = outputs[2], outputs[4], outputs[5]
    assert "square_at(10, 10) crashed with ZeroDivisionError" in crash
    assert "in square_at, line 3 of its cell:\n          return row, x // 0" in crash
    assert "Traceback" not in crash
    assert re.search(r"did not finish within 3\s+seconds", loop)
    assert loop.endswith("8 of 8 checks failed.\n" + ASK + "\n")
    assert after == "still answering\n"
    assert all(o.output_type == "stream" for c in notebook.cells for o in c.outputs)
