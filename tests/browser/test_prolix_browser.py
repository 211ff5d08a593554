"""The Prolix lesson's game board, played in JupyterLab by typing words."""

import random

from gamelib.prolix import ProlixState, best_word_player

from .harness import near

NOTEBOOK = "03-prolix.ipynb"
GAME = 4  # canvases: one tile, board, highlighted board, progress, then the game
SEED = 2024  # the seed the lesson's game view starts with
WORD_BOX = ".prolix-word input"
SCORE = ".prolix-score"
MESSAGE = ".prolix-message"
FELT = "#2f5d50"
TILE_COLOUR = "#f4e3b5"
RARE_COLOUR = "#f2b8a0"
PASS_COLOUR = "#7bd389"
HINT_COLOUR = "#9ecbff"
HIGHLIGHT = 2  # the lesson's picture of "subjective" on the handout's board
USED_COLOUR = "#8fd18f"
BAR_LEFT = 490  # the progress chart's bars start here; round n's bar at y = 56 + 26n


def open_lesson(lab):
    """Open and run the lesson; its three game views exist only in a live kernel."""
    lab.open(NOTEBOOK)
    boards = lab.page.locator(".jp-OutputArea-output canvas.prolix-board")
    boards.nth(2).wait_for(state="attached", timeout=30_000)
    assert lab.errors() == []


def type_word(lab, word):
    lab.page.locator(WORD_BOX).nth(0).fill(word)
    lab.click_button("Submit", 0)


def test_play_a_seeded_game_by_typing_words(lab):
    open_lesson(lab)
    assert lab.canvas_size(GAME) == (840, 420)
    lab.wait_for_text(MESSAGE, "Round 1: reach 15 points.")
    # Top-left tile (76 px square at 24, 64) is a tile colour, the felt around it green.
    lab.wait_for_pixel(
        GAME, 30, 70, lambda rgba: near(TILE_COLOUR)(rgba) or near(RARE_COLOUR)(rgba)
    )
    assert near(FELT)(lab.canvas_pixel(GAME, 15, 120))
    lab.canvas(GAME).scroll_into_view_if_needed()
    lab.page.wait_for_timeout(500)
    lab.screenshot("03-prolix-start", lab.canvas(GAME))

    # Refused words explain themselves and change nothing.
    type_word(lab, "qwrtp")
    lab.wait_for_text(MESSAGE, "Not accepted: 'qwrtp' is not in the dictionary.")
    type_word(lab, "c4t")
    lab.wait_for_text(MESSAGE, "is not letters only")
    lab.click_canvas(GAME, 600, 400)
    lab.wait_for_text(MESSAGE, "That click is not on a tile")
    lab.click_canvas(GAME, 60, 100)
    lab.wait_for_text(MESSAGE, "in column 1 is worth")

    # The same seed in the model tells us the best word of each round.
    model = ProlixState(random.Random(SEED))
    lab.click_button("Hint", 0)
    first = model.hint(1)[0]
    assert first.word == best_word_player(model)
    lab.wait_for_text(MESSAGE, f"Hint: '{first.word}' scores {first.score}.")
    used = model.preview(first.word)[0]  # the hint lights up the tiles it would use
    x, y = 24 + used.column * 88 + 4, 64 + used.row * 88 + 40
    lab.wait_for_pixel(GAME, x, y, near(HINT_COLOUR))
    lab.screenshot("03-prolix-hint", lab.canvas(GAME))

    for round_number in range(1, 7):
        word = best_word_player(model)
        result = model.push(word)
        type_word(lab, word)
        shown = lab.wait_for_text(
            SCORE, f"= {result.score} points. Total {result.total}", timeout=20
        )
        assert shown.startswith(word.upper())
        if round_number < 6:  # the win screen dims the board after round 6
            bar_y = 56 + 26 * (round_number - 1) + 9
            lab.wait_for_pixel(GAME, BAR_LEFT + 3, bar_y, near(PASS_COLOUR), timeout=20)
        if round_number == 1:
            lab.screenshot("03-prolix-after-round-1", lab.canvas(GAME))
            type_word(lab, word)
            lab.wait_for_text(MESSAGE, f"'{word}' was already used in round 1")

    assert model.outcome().winner == model.player
    lab.wait_for_text(MESSAGE, f"You won with {model.total} points!")
    # The end screen darkens the board behind the message.
    lab.wait_for_pixel(GAME, 15, 120, lambda rgba: sum(rgba[:3]) < 120)
    lab.screenshot("03-prolix-won", lab.canvas(GAME))
    lab.screenshot("03-prolix-page")

    lab.click_button("New game", 0)
    lab.wait_for_text(MESSAGE, "Round 1: reach 15 points.")
    lab.wait_for_pixel(GAME, 15, 120, near(FELT))
    type_word(lab, "a")  # a real word, but no vowel is ever on the board: 0 points
    lab.wait_for_text(SCORE, "A: no board tiles = 0 points. Total 0, needed 15")
    lab.wait_for_text(MESSAGE, "Game over in round 1: 0 points, 15 were needed.")
    lab.wait_for_pixel(GAME, 15, 120, lambda rgba: sum(rgba[:3]) < 120)
    lab.screenshot("03-prolix-lost", lab.canvas(GAME))


def test_the_worked_example_lights_up_the_tiles_subjective_uses(lab):
    open_lesson(lab)
    # V J / G B / F H / S T: subjective uses V, J, B, S and T, but not G, F or H.
    for column, row in [(0, 0), (0, 1), (1, 1), (3, 0), (3, 1)]:
        lab.wait_for_pixel(
            HIGHLIGHT, 24 + column * 88 + 4, 64 + row * 88 + 40, near(USED_COLOUR)
        )
    for column, row in [(1, 0), (2, 0), (2, 1)]:
        rgba = lab.canvas_pixel(HIGHLIGHT, 24 + column * 88 + 4, 64 + row * 88 + 40)
        assert near(TILE_COLOUR)(rgba)
    lab.screenshot("03-prolix-subjective", lab.canvas(HIGHLIGHT))
