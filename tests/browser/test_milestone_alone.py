"""The README's steps for showing one milestone alone, followed word for word.

README, "Demonstrating on a projector": *Kernel ▸ Restart Kernel*, click the
milestone in the checklist at the top (the page scrolls to its heading), click that
heading, then *Run ▸ Run Selected Cell and All Below*. The link alone only scrolls:
the active cell stays the first one, and Run Selected Cell and All Below would run
the whole lesson.
"""

import time

MILESTONE = "Milestone 3: Draw the board from its state"
RAN = "Ran your draw_grid and square_at from this notebook"


def menu(lab, bar: str, item: str) -> None:
    lab.page.click(f".lm-MenuBar-item:has-text('{bar}')")
    lab.page.click(f".lm-Menu-itemLabel:text-is('{item}')")


def restart_kernel(lab, timeout: float = 60) -> None:
    """Kernel > Restart Kernel... and its Restart button.

    A freshly started server may first ask which kernel to start (see
    ``LabPage.accept_kernel_dialog``); the menu is asked again until the restart
    dialog shows.
    """
    dialog = lab.page.locator(".jp-Dialog:has-text('Restart Kernel?')")
    deadline = time.monotonic() + timeout
    while dialog.count() == 0:
        if time.monotonic() > deadline:
            raise TimeoutError(f"no restart dialog after {timeout} s")
        lab.wait_for_kernel_idle()
        menu(lab, "Kernel", "Restart Kernel…")
        lab.page.wait_for_timeout(1000)
    dialog.locator(".jp-Dialog-button.jp-mod-accept").click()
    dialog.wait_for(state="detached", timeout=30_000)
    lab.wait_for_kernel_idle()


def wait_for_output(lab, text: str, timeout: float = 120) -> None:
    outputs = lab.page.locator(f".jp-OutputArea-output:has-text('{text}')")
    deadline = time.monotonic() + timeout
    while outputs.count() == 0:
        if time.monotonic() > deadline:
            raise TimeoutError(f"no output says {text!r} after {timeout} s")
        lab.page.wait_for_timeout(250)


def test_one_milestone_runs_alone_as_the_readme_says(lab):
    lab.open("00-start.ipynb", run_all=False)
    restart_kernel(lab)

    lab.page.locator(f".jp-RenderedMarkdown a:text-is('{MILESTONE}')").click()
    heading = lab.page.locator(f".jp-RenderedMarkdown h2:has-text('{MILESTONE}')")
    heading.click(position={"x": 8, "y": 8})  # not on its trailing ¶ link
    active = lab.page.locator(".jp-Notebook .jp-Cell.jp-mod-active")
    assert MILESTONE in active.inner_text()

    menu(lab, "Run", "Run Selected Cell and All Below")
    # The saved output says "Your draw_grid and square_at; nothing borrowed": this
    # line only appears when milestones 1 and 2 did not run in the restarted kernel
    # (the milestone's first cell runs their saved definitions).
    wait_for_output(lab, RAN)
    lab.wait_for_kernel_idle()
    lab.wait_for_text(".tiny-board-message", "Click a square.")
    assert lab.errors() == []
    lab.screenshot("milestone-alone")
