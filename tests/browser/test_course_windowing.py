"""The course's JupyterLab lays out only the cells in view, and its boards
still show and play after they have been scrolled out of view.

Issue 30: on a long lesson (the Pig lesson: 147 cells, some 13,000 elements) every
frame JupyterLab drew cost more than the board's own drawing, and a click took up to
1.24x a bare board's. The course's settings (``COURSE_SETTINGS``, read by ``make
lab``, the hub and Binder) turn on JupyterLab's "full" windowing: a cell enters the
page when it first scrolls into view, and of those out of view JupyterLab lays out
only a few (the active cell among them). A canvas scrolled out of view and back must
show what it showed and keep playing (JupyterLab 4.4 lost such a canvas' picture in
this mode: jupyterlab/jupyterlab#17815). The other browser tests keep every cell in
the page (``harness.LAB_SETTINGS``); this one runs the course's own setting, as a
learner has it (``LEARNER_SETTINGS``).
"""

import io
import json

import pytest
from PIL import Image, ImageChops

from .conftest import REPO, lab_tab, screenshot_if_failed
from .harness import (
    LEARNER_LAB_ARGS,
    LEARNER_SETTINGS,
    PROJECTOR,
    LabServer,
    evaluate,
    near,
    poll,
)

LESSON = "00-start.ipynb"
MARK = "#d33682"  # the welcome lesson's mark colour
CELLS_SHOWN_JS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]
    .filter(cell => cell.getBoundingClientRect().height > 0).length"""
TO_THE_TOP_JS = """() => {
    document.querySelector('.jp-NotebookPanel .jp-WindowedPanel-outer').scrollTop = 0;
}"""


@pytest.fixture(scope="module")
def learner_lab(chromium, tmp_path_factory):
    server = LabServer(
        REPO / "notebooks",
        tmp_path_factory.mktemp("learner-lab"),
        extra_args=LEARNER_LAB_ARGS,
        lab_settings=LEARNER_SETTINGS,
    )
    server.start()
    yield server
    server.stop()


def shown(board) -> Image.Image:
    """The board as the screen shows it (not its canvas' pixels, which #17815 kept)."""
    return Image.open(io.BytesIO(board.screenshot())).convert("RGB")


def out_of_view(board) -> bool:
    box = board.bounding_box()
    return (
        box is None or box["y"] >= PROJECTOR["height"] or box["y"] + box["height"] <= 0
    )


def same_picture(first: Image.Image, second: Image.Image) -> bool:
    """Equal but for a board's edges, which may fall on another fraction of a
    pixel now: under 1% of the pixels off by more than a faint shade."""
    if first.size != second.size:
        return False
    difference = ImageChops.difference(first, second).convert("L")
    off = sum(difference.point(lambda shade: shade > 48).histogram()[1:])
    return off < first.width * first.height / 100


@pytest.fixture
def lab(chromium, learner_lab, request):
    """A projector-sized tab of the learner's JupyterLab; a failing test leaves
    its screenshot behind."""
    with lab_tab(chromium, learner_lab, viewport=PROJECTOR) as lab_page:
        yield lab_page
        screenshot_if_failed(request, lab_page)


def test_a_board_scrolled_out_of_view_and_back_shows_its_marks_and_plays(lab):
    page = lab.page
    lab.open(LESSON)
    cells = len(json.loads((REPO / "notebooks" / LESSON).read_text())["cells"])
    board = lab.find_board("tiny-board")
    lab.click_canvas(board, 250, 50)
    lab.wait_for_pixel(board, 250, 50, near(MARK))
    marked = shown(board)
    laid_out = evaluate(page, CELLS_SHOWN_JS)
    assert laid_out < cells / 2, f"{laid_out} of {cells} cells laid out"

    # To the top, where a learner clicks the title: JupyterLab keeps the active
    # cell in the page wherever it is scrolled.
    evaluate(page, TO_THE_TOP_JS)
    page.locator(".jp-Notebook .jp-Cell h1").first.click()
    poll(lambda: out_of_view(board), page, 30, "the board to leave the view")
    board = lab.find_board("tiny-board")
    poll(
        lambda: same_picture(shown(board), marked),
        page,
        30,
        "the board to show its mark again",
    )
    lab.click_canvas(board, 50, 250)
    lab.wait_for_pixel(board, 50, 250, near(MARK))
    lab.screenshot("course-windowing-board-back", board)
    assert lab.errors() == []
