"""The view kit in a real JupyterLab: what unit tests cannot show.

A board squeezed into a narrow cell still gets its clicks in canvas pixels (ipycanvas
scales the mouse position by the canvas' on-screen size); typing in a board's key box
reaches the board; a message that waits for an animation appears after it.
"""

import pytest

from .conftest import lab_tab, screenshot_if_failed
from .harness import evaluate, near, poll, write_notebook

BOARD = """from gamelib.views import BoardView


class Marks:
    def __init__(self):
        self.points = []
        self.view = BoardView(500, 300, self.draw, click=self.click, key=self.key,
                              key_hint="type a digit", css_class="kit-test-board")

    def draw(self, canvas):
        canvas.fill_style = "#fdf6e3"
        canvas.fill_rect(0, 0, 500, 300)
        canvas.fill_style = "#d33682"
        for x, y in self.points:
            canvas.fill_rect(x - 6, y - 6, 12, 12)

    def click(self, x, y):
        self.points.append((x, y))
        self.view.redraw()
        self.view.say(f"mark at ({x:.0f}, {y:.0f})", after_ms=300)

    def key(self, key):
        self.view.say(f"key {key!r}")

    def _repr_mimebundle_(self, **kwargs):
        return self.view._repr_mimebundle_(**kwargs)


marks = Marks()
marks"""
MESSAGE = ".kit-test-board-message"


@pytest.fixture(scope="module", autouse=True)
def kit_notebook(lab_server):
    write_notebook(lab_server.root / "kit-test.ipynb", BOARD)


def test_a_shrunken_board_gets_clicks_in_canvas_pixels(chromium, lab_server):
    from .conftest import ARTIFACTS
    from .harness import LabPage, bounded_context

    context = bounded_context(chromium, viewport={"width": 700, "height": 700})
    lab = LabPage(context.new_page(), lab_server, ARTIFACTS)
    try:
        lab.open("kit-test.ipynb")
        board = lab.canvas_index("kit-test-board")
        shown = lab.canvas(board).bounding_box()["width"]
        assert shown < 450, f"the cell should squeeze the 500 px board, not {shown}"
        lab.click_canvas(board, 400, 250)
        lab.wait_for_pixel(board, 400, 250, near("#d33682"))
        assert near("#fdf6e3")(lab.canvas_pixel(board, 380, 250))
        said = lab.wait_for_text(MESSAGE, "mark at (")
        x, y = (int(n) for n in said.split("(")[1].rstrip(")").split(", "))
        # A mouse position is a whole number of CSS pixels: one of them is
        # 500 / shown canvas pixels here.
        assert abs(x - 400) <= 2 and abs(y - 250) <= 2, said
        lab.screenshot("kit-shrunken-board")
    finally:
        context.close()


def test_typing_in_the_key_box_reaches_the_board(lab):
    lab.open("kit-test.ipynb")
    box = lab.page.locator(".kit-test-board-keys input")
    box.click()
    box.press("7")
    lab.wait_for_text(MESSAGE, "key '7'")
    assert box.input_value() == "", "the box empties itself"


# -- typing and focus while the kernel is busy -----------------------------------
BUSY_BOARD = """import time

import ipywidgets as widgets

from gamelib.views import BoardView, disable_for


class Busy:
    def __init__(self):
        self.keys = []
        self.view = BoardView(200, 100, lambda canvas: None, key=self.key,
                              key_hint="type digits", css_class="busy-board")
        self.words = self.view.text_box(self.submit, "type a word")
        self.view.button("Busy", self.busy)
        self.pause = self.view.button("Pause", self.paused)
        self.state = widgets.HTML("idle")  # not a message: said after the action
        self.state.add_class("busy-board-state")
        self.view.controls.children += (self.state,)

    def submit(self, text):
        self.view.say(f"got {text!r}")
        self.words.value = ""

    def key(self, key):
        self.keys.append(key)
        self.view.say(f"keys {''.join(self.keys)!r}")

    def busy(self):
        self.state.value = "busy"
        time.sleep(6)  # the kernel answers nothing else meanwhile
        self.state.value = "idle"

    def paused(self):
        self.view.say("paused")
        disable_for(self.view.controls.children, 3000)

    def _repr_mimebundle_(self, **kwargs):
        return self.view._repr_mimebundle_(**kwargs)


busy = Busy()
busy"""
BUSY_MESSAGE = ".busy-board-message"
PANEL = ".gamelib-panel:has(canvas.busy-board)"
WORD_BOX = f"{PANEL} .gamelib-text input"


@pytest.fixture(scope="module")
def busy_page(chromium, lab_server):
    """The busy board after one Run All, shared by its three tests."""
    write_notebook(lab_server.root / "kit-busy.ipynb", BUSY_BOARD)
    with lab_tab(chromium, lab_server) as lab:
        lab.open("kit-busy.ipynb")
        yield lab


@pytest.fixture
def busy(busy_page, request):
    yield busy_page
    screenshot_if_failed(request, busy_page)


def keep_the_kernel_busy(lab) -> None:
    """Press Busy, and wait until the kernel is inside its six-second sleep."""
    lab.page.locator("button.busy-board-busy").click()
    lab.wait_for_text(".busy-board-state", "busy")


def test_a_word_typed_key_by_key_on_a_busy_kernel_arrives_whole(busy):
    """Was the Prolix bug: ipywidgets' Text held back 'do', 'dog' while the kernel
    was busy but sent Enter at once, and the board got 'd'."""
    lab = busy
    box = lab.page.locator(WORD_BOX)
    keep_the_kernel_busy(lab)
    box.focus()
    box.press_sequentially("dog", delay=150)
    box.press("Enter")
    box.press_sequentially("cat", delay=150)  # typed before the board answered
    assert "busy" in lab.text(".busy-board-state"), "typed while the kernel slept"
    said = lab.wait_for_text(BUSY_MESSAGE, "got", timeout=60)
    assert "got 'dog'" in said, said
    # The board emptied the box of 'dog'; what was typed after it stays.
    poll(lambda: box.input_value() == "cat", lab.page, 30, "'cat' to stay")
    box.press("Enter")
    lab.wait_for_text(BUSY_MESSAGE, "got 'cat'", timeout=60)
    sizes = lab.font_sizes(f"{PANEL} .gamelib-entry input")
    assert len(sizes) == 2 and all(size["px"] >= 16 for size in sizes), sizes
    assert box.get_attribute("aria-label") == "type a word"


def test_keys_typed_on_a_busy_kernel_each_arrive_once_in_order(busy):
    lab = busy
    box = lab.page.locator(".busy-board-keys input")
    keep_the_kernel_busy(lab)
    box.focus()
    box.press_sequentially("4071", delay=150)
    assert box.input_value() == "", "the box empties itself at once"
    assert "busy" in lab.text(".busy-board-state"), "typed while the kernel slept"
    lab.wait_for_text(BUSY_MESSAGE, "keys '4071'", timeout=60)


_ACTIVE_JS = "(element) => document.activeElement === element"


def test_a_button_disabled_under_the_focus_gets_it_back(busy):
    """Pig's Roll and Hold while the computer plays: disabled, so the browser drops
    the focus; enabled again, the keyboard user is where they were."""
    lab = busy
    pause = lab.page.locator("button.busy-board-pause")
    poll(pause.is_enabled, lab.page, 60, "Pause to be enabled")
    pause.focus()
    pause.press("Enter")
    lab.wait_for_text(BUSY_MESSAGE, "paused")
    poll(pause.is_disabled, lab.page, 30, "Pause to be disabled")
    poll(pause.is_enabled, lab.page, 60, "Pause to be enabled again")
    handle = pause.element_handle()
    poll(
        lambda: evaluate(lab.page, _ACTIVE_JS, handle),
        lab.page,
        10,
        "the focus to come back to Pause",
    )
    lab.page.keyboard.press("Shift+Tab")  # and Tab goes on from there
    busy = lab.page.locator("button.busy-board-busy")
    assert evaluate(lab.page, _ACTIVE_JS, busy.element_handle())
