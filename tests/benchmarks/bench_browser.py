"""How fast each lesson's board answers a click in JupyterLab, against a bare board.

Prints figures, each beside its target, and marks every miss with ``MISS``; it
asserts nothing (``make bench-browser``). For
each lesson it opens the lesson in one JupyterLab tab and a bare 3x3 ipycanvas board
(a notebook written to a temporary folder) in another, times Run All, then clicks the
lesson's board and the bare board alternately, so both see the same machine load.
A click's time runs from the browser event the board acts on to the first change of
the board's pixels (watched in the page itself, every few milliseconds): mousedown
for a canvas (ipycanvas acts on the press), click for a button (a button acts when
the mouse is let go, as in every toolkit; a timed press holds it ``HOLD_MS``, as a
person does, and the time held is printed under the row, not counted).

Targets (issue 30): every board within 1.2x the bare board (pacing on and off), the
first click right after Run All within 100 ms, every Run All within 4 s (the first
included), and a Quixo move's first frame within 60 ms of its place click, its slide
over within 400 ms.

Each lesson says in one place (``BOARDS``) which canvas is its board, what one timed
action is, and how to start over when the board stops changing (a finished game).
Quixo measures more: click-to-highlight (a pick) and, for the move that follows,
the place click to the first frame and to the end of its slide animation.
Run from the repository root with ``.venv/bin/python -m tests.benchmarks.bench_browser
[--samples N] [--pacing off|on|both] [NOTEBOOK ...]``.
"""

import argparse
import contextlib
import functools
import math
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from gamelib.quixo.lesson.drawing import Layout
from tests.browser.harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    LEARNER_LAB_ARGS,
    LEARNER_SETTINGS,
    PROJECTOR,
    LabPage,
    LabServer,
    write_notebook,
)

RATIO_TARGET = 1.2  # lesson board's median over the bare board's
FIRST_CLICK_TARGET_MS = 100.0  # the first click right after Run All
RUN_ALL_TARGET = 4.0  # seconds, every lesson, its first run included
EXTRA_TARGETS_MS = {  # a lesson's own figures (``Figures.extra``), by label
    "place click to the move's first frame": 60.0,
    "place click to the end of the slide": 400.0,
}
MISS = "MISS"
HELD = "press held down (mousedown to click, before the clock starts)"
REPO = Path(__file__).resolve().parents[2]
NO_CHANGE_MS = 3000  # a click whose board has not changed by then is not counted

BARE_BOARD = """import ipywidgets as widgets
from ipycanvas import Canvas, hold_canvas

marked = set()
board = Canvas(width=300, height=300, layout=widgets.Layout(width="300px"))
board.add_class("bare-board")


def draw():
    with hold_canvas():
        board.fill_style = "#fdf6e3"
        board.fill_rect(0, 0, 300, 300)
        board.stroke_style = "#073642"
        board.line_width = 4
        for i in (1, 2):
            board.stroke_line(i * 100, 0, i * 100, 300)
            board.stroke_line(0, i * 100, 300, i * 100)
        board.fill_style = "#d33682"
        for row, column in marked:
            board.fill_circle(column * 100 + 50, row * 100 + 50, 30)


def click(x, y):
    marked.symmetric_difference_update({(int(y // 100), int(x // 100))})
    draw()


board.on_mouse_down(click)
draw()
board"""

# The same board built with the view kit: its row shows what the kit itself costs
# (focus hand-over, message line, redraw on reconnect) before any lesson adds to it.
KIT_BOARD = """from gamelib.views import BoardView

marked = set()


def draw(canvas):
    canvas.fill_style = "#fdf6e3"
    canvas.fill_rect(0, 0, 300, 300)
    canvas.stroke_style = "#073642"
    canvas.line_width = 4
    for i in (1, 2):
        canvas.stroke_line(i * 100, 0, i * 100, 300)
        canvas.stroke_line(0, i * 100, 300, i * 100)
    canvas.fill_style = "#d33682"
    for row, column in marked:
        canvas.fill_circle(column * 100 + 50, row * 100 + 50, 30)


def click(x, y):
    square = (int(y // 100), int(x // 100))
    marked.symmetric_difference_update({square})
    view.say(f"Row {square[0]}, column {square[1]}.")
    view.redraw()


view = BoardView(300, 300, draw, click=click, css_class="kit-board")
view"""

# Starts watching the canvas: resolves with the ms from the next ``event`` anywhere
# in the page (the one the board acts on: mousedown for a canvas, click for a button)
# to the first change of the canvas' pixels (null if none in time); window.__held is
# then the ms from that press's mousedown to its click (the mouse held down).
# The canvas is shrunk to 128x128 for each look, which is cheap and still sees a
# change of a few pixels.
_ARM_JS = """([canvas, limit, event]) => {
    const scratch = document.createElement('canvas');
    scratch.width = scratch.height = 128;
    const context = scratch.getContext('2d', {willReadFrequently: true});
    const look = () => {
        context.clearRect(0, 0, 128, 128);
        context.drawImage(canvas, 0, 0, 128, 128);
        const data = context.getImageData(0, 0, 128, 128).data;
        let hash = 0;
        for (let i = 0; i < data.length; i++) hash = (hash * 31 + data[i]) | 0;
        return hash;
    };
    const before = look();
    let down = null, pressed = null;
    window.__held = null;
    document.addEventListener('mousedown', e => { down = e.timeStamp; },
                              {capture: true, once: true});
    document.addEventListener(event, e => {
        pressed = e.timeStamp;
        if (down !== null) window.__held = pressed - down;
    }, {capture: true, once: true});
    window.__redraw = new Promise(resolve => {
        const deadline = performance.now() + limit;
        const poll = () => {
            if (pressed !== null && look() !== before) {
                resolve(performance.now() - pressed);
            } else if (performance.now() > deadline) {
                resolve(null);
            } else {
                setTimeout(poll, 2);
            }
        };
        poll();
    });
}"""

# Resolves once the canvas has not changed for ``quiet`` ms (an animation is over).
_SETTLE_JS = """([canvas, quiet, limit]) => new Promise(resolve => {
    const scratch = document.createElement('canvas');
    scratch.width = scratch.height = 64;
    const context = scratch.getContext('2d', {willReadFrequently: true});
    const look = () => {
        context.clearRect(0, 0, 64, 64);
        context.drawImage(canvas, 0, 0, 64, 64);
        return context.getImageData(0, 0, 64, 64).data.join();
    };
    let last = look(), since = performance.now();
    const start = performance.now();
    const poll = () => {
        const now = look();
        if (now !== last) { last = now; since = performance.now(); }
        if (performance.now() - since >= quiet || performance.now() - start > limit) {
            resolve();
        } else {
            setTimeout(poll, 25);
        }
    };
    poll();
})"""


# Starts watching the canvas: resolves with the ms from the next mousedown to the
# last change of its pixels before they stay still for ``quiet`` ms (the end of an
# animation), or null if nothing changed in time.
_ARM_STILL_JS = """([canvas, quiet, limit]) => {
    const scratch = document.createElement('canvas');
    scratch.width = scratch.height = 128;
    const context = scratch.getContext('2d', {willReadFrequently: true});
    const look = () => {
        context.clearRect(0, 0, 128, 128);
        context.drawImage(canvas, 0, 0, 128, 128);
        return context.getImageData(0, 0, 128, 128).data.join();
    };
    let last = look(), pressed = null, changed = null;
    document.addEventListener('mousedown', e => { pressed = e.timeStamp; },
                              {capture: true, once: true});
    window.__still = new Promise(resolve => {
        const deadline = performance.now() + limit;
        const poll = () => {
            const now = performance.now();
            if (pressed !== null) {
                const seen = look();
                if (seen !== last) { last = seen; changed = now; }
            }
            if (changed !== null && now - changed >= quiet) {
                resolve(changed - pressed);
            } else if (now > deadline) {
                resolve(changed === null ? null : changed - pressed);
            } else {
                setTimeout(poll, 4);
            }
        };
        poll();
    });
}"""


@dataclass
class Board:
    """One lesson's board, as the benchmark drives it."""

    notebook: str
    canvas: str  # CSS class of the board's canvas (its first one in the lesson)
    act: Callable[["Session", int], None]  # does the i-th timed click
    prepare: Callable[["Session", int], None] | None = None  # untimed, before act
    reset: str | None = None  # CSS class of a button that starts a new game
    note: str = ""
    measure: Callable[..., "Figures"] | None = None  # a lesson's own way to measure

    @property
    def acts_on(self) -> str:
        """The browser event the board acts on: a button's click, a canvas's press."""
        return "click" if isinstance(self.act, Press) else "mousedown"


class Session:
    """A lesson's board in one tab: find its canvas and its panel's controls."""

    def __init__(self, lab: LabPage, canvas_class: str) -> None:
        self.lab = lab
        self.page = lab.page
        self.canvas = lab.find_board(canvas_class)
        self.panel = self.canvas.locator(
            "xpath=ancestor::div[contains(@class,'widget-vbox')][last()]"
        )

    def click_board(self, x: float, y: float) -> None:
        self.lab.click_canvas(self.canvas, x, y)

    def button(self, css_class: str):
        return self.panel.locator(f".{css_class}").first

    def arm(self, event: str = "mousedown") -> None:
        handle = self.canvas.element_handle()
        self.page.evaluate(_ARM_JS, [handle, NO_CHANGE_MS, event])

    def held_ms(self) -> float | None:
        """ms the last timed press held the mouse down (mousedown to click)."""
        return self.page.evaluate("() => window.__held")

    def redraw_ms(self) -> float | None:
        return self.page.evaluate("() => window.__redraw")

    def settle(self, quiet_ms: int = 400) -> None:
        handle = self.canvas.element_handle()
        self.page.evaluate(_SETTLE_JS, [handle, quiet_ms, 20_000])


def squares(session: Session, i: int, size: int = 100) -> None:
    """Click the squares of a 3x3 board of ``size`` px squares in turn."""
    row, column = divmod(i % 9, 3)
    session.click_board(column * size + size / 2, row * size + size / 2)


HOLD_MS = 60
"""How long a timed press holds a button down: a person's click lasts about 100 ms.
Playwright's own click lets go as soon as the page has taken the press, and that
turnaround (2-4 ms here, the page's focus work included) would be counted as the
button's: a button acts only when it is let go."""


@dataclass
class Press:
    """A timed action that presses the panel's button of class ``css_class``."""

    css_class: str

    def __call__(self, session: Session, i: int) -> None:
        session.button(self.css_class).click(delay=HOLD_MS)


TIE_LINE = (4, 1, 3, 2, 8)
"""Your moves in a game the handout's computer answers every time, ending in a tie."""


def tictactoe_tie_line(session: Session, i: int) -> None:
    """Click the i-th square of the line (answered at once by the computer's O)."""
    squares(session, TIE_LINE[i % len(TIE_LINE)])


def tictactoe_new_game_between_games(session: Session, i: int) -> None:
    """After the tie (untimed), New game, so the next click starts a new line."""
    if i and i % len(TIE_LINE) == 0:
        session.button("board-new-game").click()
        session.settle()


def prolix_hinted_word(session: Session, i: int) -> None:
    """Ask for a hint (untimed) and type the hinted word, so Submit plays it."""
    session.button("board-hint").click()
    message = session.panel.locator(".gamelib-message").first
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        found = re.search(r"Hint: '(\w+)'", message.inner_text())
        if found:
            session.panel.locator(".board-text input").fill(found.group(1))
            # A person's hand goes from the keys to the button: the typed text's
            # own message is handled before the press, not timed with it.
            session.page.wait_for_timeout(200)
            return
        session.page.wait_for_timeout(100)


QUIXO_LAYOUT = Layout(5)
QUIXO_GAME = [
    ((2, 4), (4, 4)),
    ((3, 0), (3, 4)),
    ((0, 1), (0, 0)),
    ((1, 4), (4, 4)),
    ((4, 1), (4, 4)),
    ((4, 2), (0, 2)),
    ((4, 0), (0, 0)),
    ((2, 4), (4, 4)),
]
"""Eight moves of a two-player game that nobody wins (then: New game)."""


def quixo_square(session: Session, square: tuple[int, int]) -> None:
    session.click_board(*QUIXO_LAYOUT.centre(*square))


def timed_until_still(
    session: Session, action: Callable[[], None]
) -> tuple[float | None, float | None]:
    """ms from the mousedown to the first changed pixels and to the last."""
    session.page.bring_to_front()
    session.lab.activate_cell_of(session.canvas)
    session.arm()
    session.page.evaluate(_ARM_STILL_JS, [session.canvas.element_handle(), 300, 5000])
    action()
    first = session.redraw_ms()
    return first, session.page.evaluate("() => window.__still")


def measure_quixo(lab: LabPage, bare: LabPage, board: "Board", samples: int):
    """Each sample: a pick (click to highlight), then its place (click to the first
    frame and to the end of the slide), then a click on the bare board."""
    run_all = run_all_seconds(lab, board)
    lesson, bare_board = Session(lab, board.canvas), Session(bare, "bare-board")
    picks, first_frames, slides, bare_ms = [], [], [], []
    for i in range(samples):
        if i and i % len(QUIXO_GAME) == 0:
            lesson.button("quixo-new-game").click()
            lesson.settle()
        pick, place = QUIXO_GAME[i % len(QUIXO_GAME)]
        picks.append(timed(lesson, functools.partial(quixo_square, lesson, pick)))
        first, last = timed_until_still(
            lesson, functools.partial(quixo_square, lesson, place)
        )
        lesson.settle()
        first_frames.append(first)
        slides.append(last)
        bare_ms.append(timed(bare_board, functools.partial(squares, bare_board, i)))
    kept = lambda values: [value for value in values if value is not None]  # noqa: E731
    return Figures(
        run_all,
        picks[0],
        kept(picks),
        kept(bare_ms),
        {
            "place click to the move's first frame": kept(first_frames),
            "place click to the end of the slide": kept(slides),
        },
    )


# Boards built with the view kit: buttons carry "board-<label>" classes, the message
# line "gamelib-message", a BoardView text box "board-text".
BOARDS = {
    "kit-board.ipynb": Board(
        "kit-board.ipynb", "kit-board", squares, note="the kit's own 3x3 board"
    ),
    "00-start.ipynb": Board("00-start.ipynb", "tiny-board", squares),
    "01-pig.ipynb": Board(
        "01-pig.ipynb", "pig-board", Press("board-roll"), reset="board-new-game"
    ),
    "02-tictactoe.ipynb": Board(
        "02-tictactoe.ipynb",
        "ttt-board",
        tictactoe_tie_line,
        prepare=tictactoe_new_game_between_games,
        reset="board-new-game",
        note="to the computer's answer (your X and its O are drawn in one batch)",
    ),
    "03-prolix.ipynb": Board(
        "03-prolix.ipynb",
        "prolix-board",
        Press("board-submit"),
        prepare=prolix_hinted_word,
        reset="board-new-game",
        note="Submit of the hinted word",
    ),
    "04-quixo.ipynb": Board(
        "04-quixo.ipynb",
        "quixo-board",
        lambda session, i: None,
        reset="quixo-new-game",
        note="click to highlight: a pick shows the block held up and its places",
        measure=measure_quixo,
    ),
}


@dataclass
class Figures:
    run_all_s: float
    first_ms: float | None  # the first click right after Run All
    lesson_ms: list[float]
    bare_ms: list[float]
    extra: dict[str, list[float]] = field(default_factory=dict)
    """More timings of the same clicks (median printed under the row)."""


def timed(
    session: Session, action: Callable[[], None], event: str = "mousedown"
) -> float | None:
    session.page.bring_to_front()
    # The first click on a board activates its cell by a click on the prompt
    # (see LabPage.activate_cell_of): done before the clock starts, or the first
    # click would be timed from that press, 0.6 s of waiting for the page included.
    session.lab.activate_cell_of(session.canvas)
    session.arm(event)
    action()
    result = session.redraw_ms()
    session.settle()
    return result


def run_all_seconds(lab: LabPage, board: Board) -> float:
    lab.page.bring_to_front()
    lab.open(board.notebook, run_all=False)  # and waits for its kernel (harness)
    started = time.perf_counter()
    lab.run_all_cells()
    return time.perf_counter() - started


def measure(lab: LabPage, bare: LabPage, board: Board, samples: int) -> Figures:
    run_all = run_all_seconds(lab, board)
    lesson = Session(lab, board.canvas)
    bare_board = Session(bare, "bare-board")
    first, lesson_ms, bare_ms, held_ms = sample_clicks(
        lesson, bare_board, board, samples
    )
    extra = {HELD: [ms for ms in held_ms if ms is not None]} if held_ms else {}
    return Figures(run_all, first, lesson_ms, bare_ms, extra)


def sample_clicks(lesson: Session, bare_board: Session, board: Board, samples: int):
    """``samples`` timed actions on the lesson's board, each followed by a click on
    the bare board; a board that stops changing (a finished game) starts over.
    Returns the first action's ms, the lesson's, the bare board's and the presses'
    held ms."""
    lesson_ms, bare_ms, held_ms, misses, attempt = [], [], [], 0, 0
    first = None
    while len(lesson_ms) < samples and attempt < samples * 4:
        if board.prepare is not None:
            board.prepare(lesson, attempt)
        action = functools.partial(board.act, lesson, attempt)
        got = timed(lesson, action, board.acts_on)
        if board.acts_on == "click" and got is not None:
            held_ms.append(lesson.held_ms())
        if attempt == 0:
            first = got
        attempt += 1
        if got is None:
            misses += 1
            if misses >= 9 and board.reset is None:
                break
            if misses >= 9 or (board.reset and misses >= 3):
                lesson.button(board.reset).click()
                lesson.settle()
                misses = 0
            continue
        misses = 0
        lesson_ms.append(got)
        got = timed(bare_board, functools.partial(squares, bare_board, len(bare_ms)))
        if got is not None:
            bare_ms.append(got)
    return first, lesson_ms, bare_ms, held_ms


def median(values: list[float]) -> str:
    return f"{statistics.median(values):6.1f}" if values else "   n/a"


def _judged(text: str, value: float | None, target: float) -> tuple[str, bool]:
    """``text`` with a miss mark when ``value`` is over ``target`` (or missing)."""
    missed = value is None or math.isnan(value) or value > target
    return (f"{text} {MISS}" if missed else text), missed


def report(name: str, board: Board, figures: Figures) -> int:
    """Print a lesson's row, each figure beside its target; returns its misses."""
    ratio = (
        statistics.median(figures.lesson_ms) / statistics.median(figures.bare_ms)
        if figures.lesson_ms and figures.bare_ms
        else float("nan")
    )
    first = (
        f"{figures.first_ms:.0f} ms" if figures.first_ms is not None else "no change"
    )
    run_all, missed_run_all = _judged(
        f"{figures.run_all_s:.1f} s", figures.run_all_s, RUN_ALL_TARGET
    )
    first, missed_first = _judged(first, figures.first_ms, FIRST_CLICK_TARGET_MS)
    ratio_text, missed_ratio = _judged(f"{ratio:.2f}x", ratio, RATIO_TARGET)
    misses = missed_run_all + missed_first + missed_ratio
    print(
        f"{name:20} {run_all:>11} {first:>13}"
        f" {median(figures.lesson_ms)} ms {median(figures.bare_ms)} ms"
        f" {ratio_text:>10}  (n={len(figures.lesson_ms)})"
    )
    if board.note:
        print(f"{'':20}   {board.note}")
    for label, values in figures.extra.items():
        target = EXTRA_TARGETS_MS.get(label)
        value = statistics.median(values) if values else None
        text = f"{label}: median {median(values).strip()} ms"
        if target is not None:
            text, missed = _judged(f"{text} (target {target:.0f} ms)", value, target)
            misses += missed
        print(f"{'':20}   {text}")
    return misses


@contextlib.contextmanager
def lab_beside_a_bare_board(browser, fast: bool, **notebooks: str):
    """A JupyterLab on a copy of the lessons (and ``notebooks``: file name to code),
    pacing off (``fast``) or on, with the bare board open in a tab of its own.
    Yields a ``LabPage`` factory for the lessons' tabs and the bare board's tab.

    It is the learner's JupyterLab (``LEARNER_SETTINGS``, ``LEARNER_LAB_ARGS``): in
    the course's "full" windowing a lesson lays out only the cells in view, so a
    board is found by scrolling to it (``Session``, ``LabPage.find_board``)."""
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        server = LabServer(
            REPO / "notebooks",
            work,
            extra_args=LEARNER_LAB_ARGS,
            lab_settings=LEARNER_SETTINGS,
        )
        if not fast:
            server.env.pop("GAMELIB_FAST")
        for name, code in {"bare-board.ipynb": BARE_BOARD, **notebooks}.items():
            write_notebook(server.root / name, code)
        server.start()
        try:
            context = browser.new_context(viewport=PROJECTOR)
            bare = LabPage(context.new_page(), server, work)
            bare.open("bare-board.ipynb")
            yield lambda: LabPage(context.new_page(), server, work), bare
            context.close()
        finally:
            server.stop()


def run(names: list[str], samples: int, fast: bool, browser) -> int:
    """Measure the lessons with pacing off (``fast``) or on; returns the misses."""
    misses = 0
    kit = {"kit-board.ipynb": KIT_BOARD}
    with lab_beside_a_bare_board(browser, fast, **kit) as (new_tab, bare):
        bare_board = Session(bare, "bare-board")
        first = timed(bare_board, functools.partial(squares, bare_board, 4))
        print(f"\npacing {'off' if fast else 'on'}:")
        first_text = "no change" if first is None else f"{first:.0f} ms"
        print(f"(the bare board's first click after its Run All: {first_text})")
        print(
            f"{'lesson':20} {'Run All':>11} {'first':>13} {'median':>9}"
            f" {'bare':>9} {'ratio':>10}"
        )
        print(
            f"{'(target)':20} {f'<= {RUN_ALL_TARGET:g} s':>11}"
            f" {f'<= {FIRST_CLICK_TARGET_MS:g} ms':>13} {'':>9} {'':>9}"
            f" {f'<= {RATIO_TARGET:g}x':>10}"
        )
        for name in names:
            lab = new_tab()
            try:
                board = BOARDS[name]
                measured = board.measure or measure
                misses += report(name, board, measured(lab, bare, board, samples))
            except Exception as error:  # a lesson mid-rework: say so, go on
                print(f"{name:20} could not be measured: {error!s:.200} {MISS}")
                misses += 1
            finally:
                lab.page.close()
    return misses


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", default=list(BOARDS))
    parser.add_argument("--samples", type=int, default=25)
    parser.add_argument("--pacing", choices=["off", "on", "both"], default="both")
    options = parser.parse_args(arguments)
    unknown = set(options.notebooks) - BOARDS.keys()
    if unknown:
        parser.error(f"no board declared for {sorted(unknown)}; known: {list(BOARDS)}")
    from playwright.sync_api import sync_playwright

    sys.stdout.reconfigure(line_buffering=True)  # each row as soon as it is measured
    print(
        "click-to-redraw: ms from the event the board acts on (a canvas: mousedown,"
        " a button: click) to its first changed pixels (medians);"
        " first = the first click right after Run All"
    )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS
        )
        misses = 0
        for fast in {"off": [True], "on": [False], "both": [True, False]}[
            options.pacing
        ]:
            misses += run(options.notebooks, options.samples, fast, browser)
        browser.close()
    print(
        f"\nmarked {MISS}: {misses}"
        if misses
        else "\nno marked miss: every figure within its target (issue 30)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
