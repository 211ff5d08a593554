"""How much of a lesson board's click time is the board, and how much the page.

``make bench-browser`` times a lesson's board against a bare board in a one-cell
notebook. A lesson is a long notebook (the Pig lesson: 147 cells, some 13,000
elements with every cell in the page), and every frame JupyterLab's page draws costs
more the more it lays out; the course's "full" windowing lays out the cells in view.
This script separates the two: it clicks the lesson's board as the browser bench
does, then hides every other cell of the lesson (``display: none``, the cells stay
in the notebook and the kernel) and clicks it again, each click beside one on the
bare board. It prints both medians and their ratios to the bare board's; it asserts
nothing. Run from the repository root with ``.venv/bin/python -m
tests.benchmarks.bench_page_weight [--samples N] [--pacing off|on] [NOTEBOOK ...]``.
"""

import argparse
import statistics
import sys

from tests.benchmarks.bench_browser import (
    BOARDS,
    Session,
    lab_beside_a_bare_board,
    run_all_seconds,
    sample_clicks,
)
from tests.browser.harness import CHROMIUM, CHROMIUM_ARGS, LabPage

_HIDE_OTHER_CELLS_JS = """canvas => {
    const mine = canvas.closest('.jp-Cell');
    let hidden = 0;
    for (const cell of document.querySelectorAll('.jp-Notebook .jp-Cell')) {
        if (cell !== mine) { cell.style.display = 'none'; hidden++; }
    }
    return hidden;
}"""


def row(label: str, lesson_ms: list[float], bare_ms: list[float]) -> None:
    if not lesson_ms or not bare_ms:
        print(f"{label:34} no clicks changed the board")
        return
    lesson, bare = statistics.median(lesson_ms), statistics.median(bare_ms)
    print(f"{label:34} {lesson:6.1f} ms {bare:6.1f} ms {lesson / bare:6.2f}x")


def measure(name: str, samples: int, new_tab, bare: LabPage) -> None:
    board = BOARDS[name]
    if board.measure is not None:
        print(f"{name}: measured its own way in bench_browser; not here")
        return
    lab = new_tab()
    try:
        run_all_seconds(lab, board)
        lesson, bare_board = Session(lab, board.canvas), Session(bare, "bare-board")
        elements = lab.page.evaluate("() => document.querySelectorAll('*').length")
        print(f"\n{name}:")
        print(f"{'':34} {'median':>9} {'bare':>9} {'ratio':>7}")
        _, lesson_ms, bare_ms, _ = sample_clicks(lesson, bare_board, board, samples)
        row(f"whole lesson ({elements:,} elements)", lesson_ms, bare_ms)
        lab.page.bring_to_front()
        hidden = lesson.canvas.evaluate(_HIDE_OTHER_CELLS_JS)
        lab.page.wait_for_timeout(500)
        _, lesson_ms, bare_ms, _ = sample_clicks(lesson, bare_board, board, samples)
        row(f"the {hidden} other cells hidden", lesson_ms, bare_ms)
    finally:
        lab.page.close()


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", default=["01-pig.ipynb"])
    parser.add_argument("--samples", type=int, default=25)
    parser.add_argument("--pacing", choices=["off", "on"], default="off")
    options = parser.parse_args(arguments)
    unknown = set(options.notebooks) - BOARDS.keys()
    if unknown:
        parser.error(f"no board declared for {sorted(unknown)}; known: {list(BOARDS)}")
    from playwright.sync_api import sync_playwright

    sys.stdout.reconfigure(line_buffering=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS
        )
        fast = options.pacing == "off"
        print(f"pacing {options.pacing}")
        with lab_beside_a_bare_board(browser, fast) as (new_tab, bare):
            for name in options.notebooks:
                measure(name, options.samples, new_tab, bare)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
