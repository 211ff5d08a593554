"""Stop always brings the lesson back (issue 26): an endless loop in a drawing piece.

00-start's first "Try it" in a real kernel: a ``draw_any_grid`` whose ``while`` never
ends, drawn with ``picture``. The drawing stops by itself before it fills the memory,
Stop stops a loop that draws nothing, the learner reads one sentence (no traceback
through the course or ipycanvas), and a view of the canvas appearing afterwards
(its ``client_ready`` event) does not run the drawing again.
"""

import pytest

from tests.kernel_session import CellRun, KernelSession, first_code_cell
from tests.lessons import NOTEBOOKS, reworked_lessons

DRAWING = """
calls = 0


def draw_any_grid(canvas, cells, cell_size):
    global calls
    calls += 1
    i = 0
    while i < cells:
        {body}


picture(300, 300, lambda canvas: draw_any_grid(canvas, 5, 60))
"""
MEMORY = (  # the kernel's resident memory now, in kB (it grew to 2.8 GB in 2 minutes)
    "print(next(line.split()[1] for line in open('/proc/self/status')"
    " if line.startswith('VmRSS')))"
)
CANVASES = (
    "from ipycanvas import Canvas\nfrom ipywidgets.widgets.widget import _instances\n"
    "print([w.model_id for w in _instances.values() if isinstance(w, Canvas)][-1])"
)


@pytest.fixture(scope="module")
def kernel():
    with KernelSession(NOTEBOOKS) as session:
        first = session.run(first_code_cell(reworked_lessons()[0]))
        assert first.finished and first.status == "ok", first.text
        yield session


def shown_once(run: CellRun) -> str:
    [error] = run.errors()
    assert len(error["traceback"]) == 1, error["traceback"]
    assert "Traceback" not in run.text and "ipycanvas" not in run.text
    return error["traceback"][0]


def is_not_drawn_again(kernel):
    model_id = kernel.run(CANVASES).text.strip()
    kernel.collect(
        kernel.press(model_id, {"event": "client_ready"}), CellRun(), 20, replied=False
    )
    assert kernel.run("print(calls)").text == "1\n", "the drawing ran again"


def test_an_endless_drawing_loop_stops_by_itself_with_one_sentence(kernel):
    body = "canvas.stroke_line(i * cell_size, 0, i * cell_size, 300)"
    run = kernel.run(DRAWING.format(body=body), seconds=30)
    assert run.finished and run.status == "error"
    assert "stopped after drawing 50,000 times" in shown_once(run)
    assert run.wire_bytes < 100_000, "the unfinished drawing is not sent"
    memory = kernel.run(MEMORY).text
    assert int(memory) < 1_000_000, f"the kernel holds {memory} kB after the loop"
    is_not_drawn_again(kernel)


def test_stop_in_a_drawing_that_never_ends_says_one_sentence(kernel):
    msg_id = kernel.start(DRAWING.format(body="pass"))
    run = kernel.collect(msg_id, CellRun(), 2)
    assert not run.finished
    run = kernel.interrupt(msg_id, run)
    assert run.finished and run.status == "error"
    line = shown_once(run)
    assert line == (
        "Stopped (the Stop button, or a KeyboardInterrupt) in your code, in "
        "draw_any_grid, line 8 of its cell: while i < cells:"
    )
    is_not_drawn_again(kernel)
