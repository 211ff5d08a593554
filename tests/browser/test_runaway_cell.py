"""A runaway print loop in a lesson, in JupyterLab: stopped, and the page answers.

Issue 18: ``while True: print(...)`` after the lesson's first cell sent 36-73 MB to
the page in 45 s and JupyterLab stopped answering clicks. Here the welcome lesson
runs with such a cell added at its end; the cell guard stops it with its sentence,
the cell's output stays under 200 kB, and the lesson's board still answers a click.
"""

import nbformat

from .conftest import REPO

FLOOD = "n = 0\nwhile True:\n    n += 1\n    print('turn', n, 'still going')\n"
STOPPED = "This cell was stopped after printing 2,000 lines"
MESSAGE = ".tiny-board-message"
LIMIT_BYTES = 200_000


def run_with_flood(lab, name: str, flood: str, stopped_text: str):
    """Open the welcome lesson with ``flood`` as a last cell; the stopped cell."""
    lesson = nbformat.read(REPO / "notebooks" / "00-start.ipynb", as_version=4)
    lesson.cells.append(nbformat.v4.new_code_cell(flood))
    nbformat.write(lesson, lab.server.root / name)
    try:
        lab.open(name)
    except RuntimeError as failed:  # Run All stops at the stopped cell: expected
        assert stopped_text in str(failed)
    stopped = lab.page.locator(
        f".jp-Cell:has(.jp-OutputArea-output:has-text('{stopped_text}'))"
    )
    stopped.wait_for(timeout=60_000)
    return stopped


def test_a_runaway_print_loop_is_stopped_and_the_board_still_answers(lab):
    stopped = run_with_flood(lab, "00-start-runaway.ipynb", FLOOD, STOPPED)
    assert len(stopped.locator(".jp-OutputArea").inner_text().encode()) < LIMIT_BYTES

    board = lab.canvas_index("tiny-board")
    lab.click_canvas(board, 250, 150)
    lab.wait_for_text(MESSAGE, "You marked row 1, column 2.")
    # JupyterLab shows an error output as stderr text: here, the sentence alone.
    sentence = stopped.locator(
        f"[data-mime-type='application/vnd.jupyter.stderr']:has-text('{STOPPED}')"
    )
    assert "Traceback" not in sentence.inner_text()
    lab.screenshot("runaway-cell-stopped", sentence)


FD_FLOOD = "import os\n\nwhile True:\n    os.write(1, b'spam ' * 20 + b'\\n')\n"
STOPPED_ANY = "This cell was stopped after printing"
NEW_OUTPUT_LIMIT = 1_000_000


def test_a_flood_written_to_file_descriptor_1_is_stopped_and_the_page_answers(lab):
    """Issue 29: ``os.write(1, ...)`` goes past ``sys.stdout`` (ipykernel reads the
    file descriptor itself); it is stopped with the same sentence, the page gets
    under 1 MB of it, and JupyterLab's menus and the board still answer."""
    stopped = run_with_flood(lab, "00-start-fd-flood.ipynb", FD_FLOOD, STOPPED_ANY)
    shown = stopped.locator(".jp-OutputArea").inner_text()
    assert len(shown.encode()) < NEW_OUTPUT_LIMIT
    assert "spam spam" in shown and "Traceback" not in shown

    lab.page.click(".lm-MenuBar-item:has-text('Kernel')", timeout=5_000)
    lab.page.locator(".lm-Menu-itemLabel:text-is('Interrupt Kernel')").wait_for(
        timeout=5_000
    )
    lab.page.keyboard.press("Escape")
    board = lab.canvas_index("tiny-board")
    lab.click_canvas(board, 250, 150)
    lab.wait_for_text(MESSAGE, "You marked row 1, column 2.")
    sentence = stopped.locator(
        f"[data-mime-type='application/vnd.jupyter.stderr']:has-text('{STOPPED_ANY}')"
    )
    lab.screenshot("fd-flood-stopped", sentence.last)
