"""``make play``: the lessons in Voila, played in Chromium, with no network at all.

Voila runs each lesson before its page exists, so this is where a canvas drawn only
once (not again when its view appears) would stay blank. Every request that would
leave the machine is refused and listed; the list must stay empty.
"""

import pytest

from .conftest import REPO
from .harness import (
    PROJECTOR,
    block_external_requests,
    bounded_context,
    click_canvas_at,
    is_drawn,
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
