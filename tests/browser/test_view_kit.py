"""The view kit in a real JupyterLab: what unit tests cannot show.

A board squeezed into a narrow cell still gets its clicks in canvas pixels (ipycanvas
scales the mouse position by the canvas' on-screen size); typing in a board's key box
reaches the board; a message that waits for an animation appears after it.
"""

import pytest

from .harness import near, write_notebook

BOARD = """from gamelib.canvas import BoardView


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
