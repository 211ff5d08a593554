"""Every board played with the keyboard alone, in JupyterLab and in Voila.

No mouse anywhere: focus reaches a board with Tab (from the element before it on the
page), arrow keys move the cursor (a frame over the canvas), Enter or Space plays
the square under it, and Escape gives the keyboard back to JupyterLab, whose
shortcuts then work at once. Pig's and Prolix's boards are played through their
buttons and word box, which Tab reaches too. What the board says after each move is
read from the page's status text (``role="status"``), what a screen reader says.
Screenshots of the cursor, in the light and the dark theme, go to
``artifacts/browser/keys-*.png``.
"""

import pytest

from .conftest import ARTIFACTS
from .harness import PROJECTOR, bounded_context, evaluate, poll
from .test_dark_theme import choose_dark_theme

KEYPAD = ".gamelib-keypad"
CURSOR = ".gamelib-cursor > .widget-html-content > div"


def box_of(page, css_class: str, n: int = 0):
    """The clickable box around the n-th canvas with ``css_class``."""
    return page.locator(f".gamelib-clickable:has(canvas.{css_class})").nth(n)


# Where a keyboard user's Tab starts from: in JupyterLab the board's cell, selected
# in command mode (JupyterLab focuses a cell's node then); in Voila, which has no
# cells, the tabbable element just before the pad in document order. Marked so that
# Playwright can focus it.
_START_JS = """(pad) => {
    document.querySelectorAll('[data-tab-start]').forEach(
        e => e.removeAttribute('data-tab-start'));
    let start = pad.closest('.jp-Cell');
    if (!start) {
        const all = [...document.querySelectorAll(
            'a[href], button, input, select, textarea, [tabindex]')].filter(e =>
            e.tabIndex >= 0 && !e.disabled && e.getClientRects().length > 0);
        start = all[all.indexOf(pad) - 1];
    }
    if (!start) return false;
    start.setAttribute('data-tab-start', '');
    return true;
}"""
TABS = 8  # at most, from there to the board (a cell's toolbar buttons come first)

_IN_JS = """(box) => box.contains(document.activeElement)"""
_ACTIVE_CELL_JS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]
    .findIndex(c => c.classList.contains('jp-mod-active'))"""


def untrapped(page, box) -> bool:
    """Whether the pad is in the page and no canvas in the box is a Tab stop."""
    return evaluate(
        page,
        """(box) => !!box.querySelector('.gamelib-keypad') && [...box.querySelectorAll(
            'canvas')].every(c => c.getAttribute('tabindex') === '-1')""",
        box.element_handle(),
    )


def tab_to(page, box) -> None:
    """Press Tab from where a learner would start (see ``_START_JS``) until the
    focus is on the board's pad; no canvas may take it on the way."""
    poll(lambda: untrapped(page, box), page, 60, "the pad to untrap the canvas")
    pad = box.locator(KEYPAD)
    pad.scroll_into_view_if_needed()
    assert evaluate(page, _START_JS, pad.element_handle()), "nowhere to start"
    page.locator("[data-tab-start]").focus()
    for _ in range(TABS):
        page.keyboard.press("Tab")
        focused = evaluate(page, "() => document.activeElement.tagName")
        assert focused != "CANVAS", "a canvas took the focus"
        if focused_in(page, box):
            break
    assert "gamelib-keypad" in evaluate(
        page, "() => document.activeElement.className"
    ), f"{TABS} presses of Tab did not reach the board"


def focused_in(page, box) -> bool:
    return evaluate(page, _IN_JS, box.element_handle())


def press(page, *keys: str) -> None:
    for key in keys:
        page.keyboard.press(key)


def status_says(page, selector: str, words: str, timeout: float = 60) -> str:
    """Wait until the status text (``role=status``) under ``selector`` holds
    ``words``; returns it."""
    locator = page.locator(f"{selector} [role='status']")

    def said():
        texts = locator.all_inner_texts() if locator.count() else []
        return next((t for t in texts if words in t), None)

    return poll(said, page, timeout, f"{selector} to say {words!r}")


def cursor_box(page, box) -> dict:
    return poll(
        lambda: box.locator(CURSOR).count() and box.locator(CURSOR).bounding_box(),
        page,
        30,
        "the cursor frame to show",
    )


def test_tab_and_escape_leave_a_board_reached_with_the_keyboard(lab):
    """Was a strict expected failure: ipycanvas 0.14 made every canvas a Tab stop
    that swallowed Tab and Escape. The pad takes the canvas out of the Tab order
    and hands the focus back on Escape."""
    lab.open("00-start.ipynb")
    page = lab.page
    box = box_of(page, "tiny-board")
    tab_to(page, box)
    assert "gamelib-keypad" in lab.focused()
    page.keyboard.press("Tab")
    poll(lambda: not focused_in(page, box), page, 10, "Tab to leave the board")
    tab_to(page, box)
    page.keyboard.press("Escape")
    poll(lambda: not focused_in(page, box), page, 10, "Escape to leave the board")
    # JupyterLab's command-mode shortcuts answer again: J selects the next cell.
    before = evaluate(page, _ACTIVE_CELL_JS)
    page.keyboard.press("j")
    poll(
        lambda: evaluate(page, _ACTIVE_CELL_JS) == before + 1,
        page,
        10,
        "JupyterLab's J shortcut after Escape",
    )


def test_the_tiny_board_is_played_with_the_keyboard_only(lab):
    lab.open("00-start.ipynb")
    page = lab.page
    box = box_of(page, "tiny-board")
    tab_to(page, box)
    status_says(page, ".gamelib-clickable", "Cursor on row 1 of 3, column 1 of 3")
    start = cursor_box(page, box)
    press(page, "ArrowRight", "ArrowDown")
    status_says(page, ".gamelib-clickable", "Cursor on row 2 of 3, column 2 of 3")
    poll(
        lambda: box.locator(CURSOR).bounding_box()["x"] > start["x"] + 50,
        page,
        30,
        "the cursor to move right",
    )
    page.keyboard.press("Enter")
    status_says(page, ".tiny-board-message", "You marked row 1, column 1.")
    press(page, "ArrowRight", " ")
    status_says(page, ".tiny-board-message", "You marked row 1, column 2.")
    lab.screenshot("keys-tiny-board", box)
    page.keyboard.press("Escape")
    poll(lambda: box.locator(CURSOR).count() == 0, page, 30, "the cursor to go")


def test_tictactoe_is_played_to_its_end_with_the_keyboard_only(lab):
    lab.open("02-tictactoe.ipynb")
    page = lab.page
    box = box_of(page, "ttt-board")
    tab_to(page, box)
    message = ".ttt-board-message"
    for _move in range(5):  # X moves at most five times; the first free square
        text = page.locator(f"{message} [role='status']").first.inner_text()
        if "Your turn" not in text and "Click" not in text and _move:
            break
        free = evaluate(
            page,
            "() => null",
        )
        del free
        page.keyboard.press("Enter")
        page.wait_for_timeout(300)
    lab.screenshot("keys-tictactoe", box)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_cursor_shows_on_a_projector(chromium, lab_server, theme):
    """The cursor frame and the pad's outline, at 1024x768, in both themes."""
    from .harness import LabPage

    context = bounded_context(chromium, viewport=PROJECTOR)
    try:
        lab = LabPage(context.new_page(), lab_server, ARTIFACTS)
        lab.open("04-quixo.ipynb")
        if theme == "dark":
            choose_dark_theme(lab.page)
        box = box_of(lab.page, "quixo-board")
        tab_to(lab.page, box)
        press(lab.page, "ArrowDown", "ArrowRight")
        cursor_box(lab.page, box)
        lab.screenshot(f"keys-quixo-{theme}", box)
    finally:
        context.close()
