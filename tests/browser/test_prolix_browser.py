"""The Prolix lesson played in JupyterLab and in Voila: words typed and submitted with
Enter or the Submit button, refusals that say why (once), hints, tile clicks, and a
won and a lost game (a learner's own pieces on the board:
tests/browser/test_learner_pieces_browser.py)."""

import random
import re

import pytest

from gamelib.prolix import ProlixState, best_word_player

from .axe_audit import assert_accessible
from .conftest import ARTIFACTS, lab_tab, screenshot_if_failed
from .harness import PROJECTOR, block_external_requests, bounded_context, near
from .keyboard import new_message, panel_of, tab_to

NOTEBOOK = "03-prolix.ipynb"
BOARD = "prolix-board"
MESSAGE = ".prolix-board-message"
WORD_BOX = ".board-text input"
SEED = 2024  # the seed of the lesson's boards
SIZE = (560, 300)
TILE, GAP, LEFT, TOP = 62, 10, 16, 48
FELT = "#2f5d50"
TILE_COLOUR = "#f4e3b5"
RARE_COLOUR = "#f2b8a0"
HINT_COLOUR = "#9ecbff"
PASS_COLOUR = "#7bd389"
BAR_LEFT = 344


def inside_tile(column, row):
    """A pixel of a tile clear of its letter and bonus (canvas pixels)."""
    return LEFT + column * (TILE + GAP) + 4, TOP + row * (TILE + GAP) + 40


def a_tile(rgba):
    return near(TILE_COLOUR)(rgba) or near(RARE_COLOUR)(rgba)


def panel(lab, board):
    """The board with its message line and controls."""
    return lab.canvas(board).locator(
        "xpath=ancestor::div[contains(@class,'widget-vbox')][last()]"
    )


@pytest.fixture(scope="module")
def lesson(chromium, lab_server):
    """The lesson after one Run All, shared by its two games (a Run All costs
    10-15 s of the machine's two cores), which run in the file's order."""
    with lab_tab(chromium, lab_server) as lab:
        lab.open(NOTEBOOK)
        yield lab


@pytest.fixture
def lab(lesson, request):
    yield lesson
    screenshot_if_failed(request, lesson)


def open_lesson(lab):
    assert lab.errors() == []
    board = lab.canvas_index(BOARD)
    assert lab.canvas_size(board) == SIZE
    return board


def play(lab, word, n=0, enter=True):
    """Type a word in the n-th board's box and send it with Enter or Submit."""
    box = lab.page.locator(WORD_BOX).nth(n)
    box.fill(word)
    if enter:
        box.press("Enter")
    else:
        lab.click_button("Submit", n)


def says_once(lab, board, text):
    """The board's message shows ``text``, and the board shows it only once."""
    lab.wait_for_text(panel(lab, board).locator(MESSAGE), text)
    assert panel(lab, board).inner_text().count(text) == 1


def test_play_a_seeded_game_typing_words(lab):
    board = open_lesson(lab)
    says_once(lab, board, "Round 1: reach 15 points. Type a word and press Enter.")
    lab.wait_for_pixel(board, *inside_tile(0, 0), a_tile)
    assert near(FELT)(lab.canvas_pixel(board, 8, 120))
    lab.screenshot("03-prolix-start", panel(lab, board))

    # Refused words say why, once, and change nothing.
    play(lab, "qwrtp")
    says_once(lab, board, "Not accepted: 'qwrtp' is not in the dictionary.")
    play(lab, "London", enter=False)
    says_once(lab, board, "Not accepted: London is a name, and names are not words.")
    play(lab, "c4t")
    says_once(lab, board, "is not a word: use the letters a to z only.")
    assert lab.page.locator(WORD_BOX).nth(board).input_value() == "c4t"  # to fix
    lab.click_canvas(board, 540, 290)
    says_once(lab, board, "Click a tile to see what it is worth.")
    lab.click_canvas(board, *inside_tile(0, 0))
    says_once(lab, board, "in column 1 is worth")

    # The same seed in the model tells the best word of each round.
    model = ProlixState(random.Random(SEED))
    first = model.hint(1)[0]
    lab.click_button("Hint", board)
    says_once(lab, board, f"Hint: '{first.word}' scores {first.score}.")
    lit = model.preview(first.word)[0]
    lab.wait_for_pixel(board, *inside_tile(lit.column, lit.row), near(HINT_COLOUR))
    lab.screenshot("03-prolix-hint", panel(lab, board))

    for round_number in range(1, 7):
        word = best_word_player(model)
        result = model.push(word)
        play(lab, word, enter=round_number % 2 == 1)
        says_once(lab, board, f"{word} scores {result.score}: total {result.total}")
        if round_number < 6:  # the win screen dims the bars after round 6
            bar_y = TOP + 24 * (round_number - 1) + 9
            lab.wait_for_pixel(board, BAR_LEFT + 3, bar_y, near(PASS_COLOUR))
            lab.wait_for_pixel(board, *inside_tile(0, 0), a_tile)
        assert lab.page.locator(WORD_BOX).nth(board).input_value() == ""
        if round_number == 1:
            lab.screenshot("03-prolix-after-round-1", panel(lab, board))
            play(lab, word)
            says_once(lab, board, f"Not accepted: '{word}' was already used.")

    assert model.outcome().winner == model.player
    says_once(lab, board, "You won! Press New game to play again.")
    lab.wait_for_pixel(board, 8, 120, lambda rgba: sum(rgba[:3]) < 120)
    lab.screenshot("03-prolix-won", panel(lab, board))

    lab.click_button("New game", board)
    says_once(lab, board, "Round 1: reach 15 points.")
    lab.wait_for_pixel(board, 8, 120, near(FELT))
    play(lab, "a")  # a real word, but no vowel is ever on the board: 0 points
    says_once(lab, board, "a scores 0: total 0, needed 15. Game over. Press New")
    lab.wait_for_pixel(board, 8, 120, lambda rgba: sum(rgba[:3]) < 120)
    lab.screenshot("03-prolix-lost", panel(lab, board))
    assert lab.errors() == []


def test_prolix_is_played_to_its_end_with_the_keyboard_only(lab):
    """Each round: Tab to Hint, Enter; Tab to the word box, type the hinted word,
    Enter (every other round: Tab on to Submit, Space). Six rounds win the game."""
    lab.click_button("New game")
    page = lab.page
    board = panel_of(page, BOARD)
    said = new_message(page, BOARD, "", "Round 1: reach 15")
    for _round in range(6):
        tab_to(page, board, f"button.{BOARD}-hint")
        page.keyboard.press("Enter")
        hint = new_message(page, BOARD, said, "Hint:", timeout=120)
        word = re.search(r"Hint: .(\w+). scores", hint).group(1)
        tab_to(page, board, "input")
        # Key by key, as a person types: the box's Enter carries the whole word
        # (ipywidgets' Text let the board score the first letters only).
        page.keyboard.type(word, delay=60)
        if _round % 2:
            tab_to(page, board, "button.board-submit")
            page.keyboard.press("Space")
        else:
            page.keyboard.press("Enter")
        # "cats scores 9: total 9, needed 15." (a refusal says "Not accepted")
        said = new_message(page, BOARD, hint, "needed")
        if "You won" in said:
            break
    assert "You won" in said, said
    lab.screenshot("keys-prolix", board)


def test_prolix_plays_in_voila_without_the_network(chromium, voila):
    context = bounded_context(chromium, viewport=PROJECTOR)
    refused = block_external_requests(context)
    page = context.new_page()
    try:
        page.goto(voila.page_url(NOTEBOOK))
        board = page.locator(f"canvas.{BOARD}").first
        board.wait_for(state="visible", timeout=120_000)
        message = page.locator(MESSAGE).first
        page.wait_for_function(
            "(line) => line.innerText.includes('Round 1: reach 15')",
            arg=message.element_handle(),
            timeout=30_000,
        )
        assert_accessible(page, "03-prolix")
        model = ProlixState(random.Random(SEED))
        word = best_word_player(model)
        result = model.push(word)
        box = page.locator(WORD_BOX).first
        box.fill(word)
        box.press("Enter")
        page.wait_for_function(
            "([line, text]) => line.innerText.includes(text)",
            arg=[message.element_handle(), f"total {result.total}, needed 15"],
            timeout=30_000,
        )
        assert page.locator(".jp-CodeCell .jp-InputArea:visible").count() == 0
        page.screenshot(path=str(ARTIFACTS / "play-03-prolix.png"))
        assert refused == [], f"requests that would leave the machine: {refused}"
    finally:
        context.close()
