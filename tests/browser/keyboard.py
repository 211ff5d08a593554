"""The keyboard's helpers for playing every board with the keyboard alone, in
JupyterLab and in Voila: each lesson's browser file plays its board this way on its
shared page (Voila's on tic-tac-toe's play-mode page, ``test_tictactoe_browser.py``).

No mouse anywhere: focus reaches a board with Tab (from the element before it on the
page), arrow keys move the cursor (a frame over the canvas), Enter or Space plays
the square under it, and Escape gives the keyboard back to JupyterLab, whose
shortcuts then work at once. Pig's and Prolix's boards are played through their
buttons and word box, which Tab reaches too. What the board says after each move is
read from the page's status text (``role="status"``), what a screen reader says.
Screenshots of the cursor, in the light and the dark theme, go to
``artifacts/browser/keys-*.png``.
"""

import re

from .harness import (
    evaluate,
    poll,
)

KEYPAD = ".gamelib-keypad"
CURSOR = ".gamelib-cursor > .widget-html-content > div"


def box_of(page, css_class: str, n: int = 0):
    """The clickable box around the n-th canvas with ``css_class``."""
    return page.locator(f".gamelib-clickable:has(canvas.{css_class})").nth(n)


def panel_of(page, css_class: str, n: int = 0):
    """The panel (board, message line, controls) of the n-th ``css_class`` board."""
    return page.locator(f".gamelib-panel:has(canvas.{css_class})").nth(n)


def message_of(page, css_class: str, n: int = 0) -> str:
    """What the board's message line (a ``role=status`` region) says now."""
    line = panel_of(page, css_class, n).locator(f".{css_class}-message [role=status]")
    return line.inner_text() if line.count() else ""


def new_message(page, css_class: str, old: str, words: str = "", timeout=60) -> str:
    """Wait until the board's message differs from ``old`` (and holds ``words``)."""

    def said():
        now = message_of(page, css_class)
        return now if now != old and words in now else None

    return poll(said, page, timeout, f"{css_class} to say {words or 'more'!r}")


def cursor_to(page, at: tuple[int, int], to: tuple[int, int]) -> tuple[int, int]:
    """Arrow keys from square ``at`` to square ``to``; returns ``to``."""
    down, across = to[0] - at[0], to[1] - at[1]
    press(page, *(["ArrowDown"] * down + ["ArrowUp"] * -down))
    press(page, *(["ArrowRight"] * across + ["ArrowLeft"] * -across))
    return to


# Where a keyboard user's Tab starts from: in JupyterLab the board's cell, selected
# in command mode (JupyterLab focuses a cell's node then); in Voila, which has no
# cells, the tabbable element just before the pad in document order. Marked so that
# Playwright can focus it.
_START_JS = """(pad) => {
    document.querySelectorAll('[data-tab-start]').forEach(
        e => e.removeAttribute('data-tab-start'));
    let start = pad.closest('.jp-Cell');  // pad: the element Tab should reach
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
TABS = 12  # at most, from there to the board (a cell's toolbar comes first)

EVERY_CANVAS_UNTRAPPED_JS = """() => {
    const all = [...document.querySelectorAll('canvas.gamelib-canvas')];
    return all.length > 1 && all.every(c => c.getAttribute('tabindex') === '-1');
}"""
_IN_JS = """(box) => box.contains(document.activeElement)"""
ACTIVE_CELL_JS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]
    .findIndex(c => c.classList.contains('jp-mod-active'))"""


def untrapped(page, box) -> bool:
    """Whether a pad is in the box and no canvas in it is a Tab stop."""
    return evaluate(
        page,
        """(box) => !!box.querySelector('.gamelib-keypad') && [...box.querySelectorAll(
            'canvas')].every(c => c.getAttribute('tabindex') === '-1')""",
        box.element_handle(),
    )


def tab_to(page, box, target: str = KEYPAD) -> None:
    """Press Tab from where a learner would start (see ``_START_JS``) until the
    focus is on ``target`` (a selector) in ``box``; no canvas may take it on the
    way."""
    poll(lambda: untrapped(page, box), page, 60, "the pads to untrap the canvas")
    element = box.locator(target).first
    poll(element.is_enabled, page, 60, f"{target} to be enabled")
    element.scroll_into_view_if_needed()
    assert evaluate(page, _START_JS, element.element_handle()), "nowhere to start"
    page.locator("[data-tab-start]").focus()
    for _ in range(TABS):
        page.keyboard.press("Tab")
        focused = evaluate(page, "() => document.activeElement.tagName")
        assert focused != "CANVAS", "a canvas took the focus"
        if evaluate(page, _IS_FOCUSED_JS, element.element_handle()):
            return
    raise AssertionError(f"{TABS} presses of Tab did not reach {target}")


_IS_FOCUSED_JS = "(element) => document.activeElement === element"


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


def play_tictactoe(page) -> str:
    """X (the keyboard) takes the lowest free square each turn until the game
    ends; returns the last message. Taken squares are read from what the board
    says ("You took 0. The computer took 4.")."""
    box, taken, at = box_of(page, "ttt-board"), set(), (0, 0)
    tab_to(page, box)
    page.keyboard.press("Home")  # the cursor to square 0, wherever it was
    for _turn in range(5):  # X moves at most five times
        square = min(set(range(9)) - taken)
        at = cursor_to(page, at, divmod(square, 3))
        before = message_of(page, "ttt-board")
        page.keyboard.press("Enter")
        said = new_message(page, "ttt-board", before, f"took {square}")
        taken |= {int(n) for n in re.findall(r"took (\d)", said)}
        if "New game" in said:  # the game is over
            return said
    raise AssertionError(f"no end after five moves: {said}")
