"""``make play``: the lessons in Voila, played in Chromium, with no network at all.

Voila runs each lesson before its page exists, so this is where a canvas drawn only
once (not again when its view appears) would stay blank. Every request that would
leave the machine is refused and listed; the list must stay empty. A page that is
left must shut its kernel down (70-110 MB each): on a projector or on Binder every
visit would otherwise add one.
"""

import re
import time
from pathlib import Path

import pytest

from .axe_audit import assert_accessible
from .conftest import REPO
from .harness import (
    PROJECTOR,
    block_external_requests,
    bounded_context,
    click_canvas_at,
    is_drawn,
    is_local,
    near,
    pixel_of,
    poll,
)

BOARD = "canvas.tiny-board"  # the welcome lesson's playable board
MARK = "#d33682"


@pytest.fixture
def play(chromium, voila):
    context = bounded_context(chromium, viewport=PROJECTOR)
    refused = block_external_requests(context)
    yield context.new_page(), refused
    context.close()


def wait_until_every_canvas_is_drawn(page, timeout: float = 60):
    canvases = page.locator("canvas")

    def drawn() -> int:
        count = canvases.count()
        blank = [n for n in range(count) if not is_drawn(canvases.nth(n))]
        return count if count and not blank else 0

    return poll(drawn, page, timeout, "every canvas in Voila to be drawn", 250)


def test_the_landing_page_lists_every_game(play, voila):
    page, refused = play
    page.goto(voila.page_url("play.ipynb"))
    page.wait_for_selector("text=Play the course's games", timeout=60_000)
    links = page.locator("a[href$='.ipynb']")
    targets = {links.nth(n).get_attribute("href") for n in range(links.count())}
    assert targets == {path.name for path in voila.root.glob("[0-9][0-9]-*.ipynb")}
    assert page.locator(".jp-CodeCell .jp-InputArea").count() == 0, "code is hidden"
    assert_accessible(page, "play")
    assert refused == []


def test_the_welcome_board_plays_in_voila_without_the_network(play, voila):
    page, refused = play
    page.goto(voila.page_url("00-start.ipynb"))
    board = page.locator(BOARD).first
    board.wait_for(state="visible", timeout=120_000)
    pictures = wait_until_every_canvas_is_drawn(page)
    assert pictures >= 2, "pictures as well as the board"
    assert page.locator(".jp-CodeCell .jp-InputArea:visible").count() == 0, (
        "code is hidden"
    )
    assert_accessible(page, "00-start")

    assert not near(MARK)(pixel_of(board, 250, 150))
    click_canvas_at(board, 250, 150)
    poll(
        lambda: near(MARK)(pixel_of(board, 250, 150)),
        page,
        30,
        "the click to mark the square",
    )
    page.screenshot(path=str(REPO / "artifacts" / "browser" / "play-00-start.png"))
    assert refused == [], f"requests that would leave the machine: {refused}"


def kernels_of(voila) -> set[int]:
    """The process ids of the kernels the Voila server runs (its ipykernel children).

    Voila has no endpoint that lists its kernels, so they are counted as the
    operating system sees them: what a leaked kernel costs is its process.
    """
    kernels = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:  # the process ended meanwhile
            continue
        if int(fields[1]) == voila.process.pid and b"ipykernel" in command:
            kernels.add(int(stat.parent.name))
    return kernels


def within(seconds: float, condition) -> bool:
    """Whether ``condition()`` comes to hold within ``seconds`` of wall time."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.25)
    return True


REFUSED = re.compile(r"\b403 [A-Z]+ ")


def shutdown_lines(voila) -> list[str]:
    text = voila.log_path.read_text()
    return [line for line in text.splitlines() if "shutdown" in line.lower()]


@pytest.fixture
def watched(chromium, voila):
    """A page whose requests are listed, not routed: Playwright drops a beacon
    sent while a routed page unloads (the kernel shutdown, here), so this context
    only records the requests that would leave the machine."""
    context = chromium.new_context(viewport=PROJECTOR)
    external: list[str] = []

    def note(request) -> None:
        if not is_local(request.url):
            external.append(request.url)

    context.on("request", note)
    yield context.new_page(), external
    context.close()


def test_a_page_that_is_left_shuts_its_kernel_down(watched, voila):
    page, external = watched
    before = kernels_of(voila)
    page.goto(voila.page_url("00-start.ipynb"))
    page.locator(BOARD).first.wait_for(state="visible", timeout=120_000)
    assert within(60, lambda: kernels_of(voila) - before), "the page started no kernel"
    started = kernels_of(voila) - before
    page.goto("about:blank", timeout=30_000)  # leave the page, as a person does
    assert within(60, lambda: not started & kernels_of(voila)), (
        f"the kernel of the page that was left still runs: {shutdown_lines(voila)}"
    )
    # A refused shutdown is logged "403 POST /voila/api/shutdown_kernel/...": the
    # status, not any "403" (a kernel's id had one: f0e6a619-8403-...).
    assert not [line for line in shutdown_lines(voila) if REFUSED.search(line)]
    assert external == []
