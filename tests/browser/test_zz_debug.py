from .harness import evaluate
from .test_keyboard_play import box_of, _BEFORE_JS, untrapped, KEYPAD

def test_debug(lab):
    lab.open("00-start.ipynb")
    page = lab.page
    box = box_of(page, "tiny-board")
    page.wait_for_timeout(3000)
    pad = box.locator(KEYPAD)
    print("pad", pad.count(), untrapped(page, box))
    print(evaluate(page, "(p) => p.outerHTML + ' tab=' + p.tabIndex", pad.element_handle()))
    evaluate(page, _BEFORE_JS, pad.element_handle())
    print("before", evaluate(page, "() => document.querySelector('[data-before-board]').outerHTML.slice(0,300)"))
    page.locator("[data-before-board]").focus()
    print("focused", lab.focused())
    page.keyboard.press("Tab")
    page.wait_for_timeout(500)
    print("after tab", lab.focused())
    pad.focus()
    print("pad focus", lab.focused())
    page.keyboard.press("Escape")
    page.wait_for_timeout(500)
    print("after esc", lab.focused())
    for k in ["Tab", "Tab"]:
        page.keyboard.press(k); page.wait_for_timeout(300); print(k, lab.focused())
