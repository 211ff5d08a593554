"""The Prolix lesson played in JupyterLab and in Voila: words typed and submitted with
Enter or the Submit button, refusals that say why (once), hints, tile clicks, a won
and a lost game, and a learner's own scoring function plugged into the board."""

import random

import nbformat

from gamelib.prolix import COLUMN_VALUES, ProlixState, best_word_player

from .conftest import ARTIFACTS
from .harness import PROJECTOR, block_external_requests, bounded_context, near, poll

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
WITHOUT_BONUS = '''def score_without_bonus(columns, word):
    """A learner's scoring that forgot the bonus letters."""
    used, score = [], 0
    for letter in word.upper():
        square = find_tile(columns, letter, used)
        if square is not None:
            used.append(square)
            score += COLUMN_VALUES[square[0]]
    return score


mine = ProlixBoard(seed=2024, score_word=score_without_bonus)
mine'''


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


def open_lesson(lab, name=NOTEBOOK):
    lab.open(name)
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
    says_once(lab, board, "is not letters only")
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
        says_once(lab, board, f"= {result.score} points. Total {result.total}")
        if round_number < 6:  # the win screen dims the bars after round 6
            bar_y = TOP + 24 * (round_number - 1) + 9
            lab.wait_for_pixel(board, BAR_LEFT + 3, bar_y, near(PASS_COLOUR))
            lab.wait_for_pixel(board, *inside_tile(0, 0), a_tile)
        assert lab.page.locator(WORD_BOX).nth(board).input_value() == ""
        if round_number == 1:
            lab.screenshot("03-prolix-after-round-1", panel(lab, board))
            play(lab, word)
            says_once(lab, board, f"'{word}' was already used in round 1")

    assert model.outcome().winner == model.player
    says_once(lab, board, f"You won with {model.total} points!")
    lab.wait_for_pixel(board, 8, 120, lambda rgba: sum(rgba[:3]) < 120)
    lab.screenshot("03-prolix-won", panel(lab, board))

    lab.click_button("New game", board)
    says_once(lab, board, "Round 1: reach 15 points.")
    lab.wait_for_pixel(board, 8, 120, near(FELT))
    play(lab, "a")  # a real word, but no vowel is ever on the board: 0 points
    says_once(lab, board, "A: no board tiles = 0 points. Total 0, needed 15")
    says_once(lab, board, "Game over in round 1: 0 points, 15 were needed.")
    lab.wait_for_pixel(board, 8, 120, lambda rgba: sum(rgba[:3]) < 120)
    lab.screenshot("03-prolix-lost", panel(lab, board))
    assert lab.errors() == []


def test_a_learners_scoring_plugged_into_the_board(lab):
    lesson = nbformat.read(lab.server.root / NOTEBOOK, as_version=4)
    lesson.cells.append(nbformat.v4.new_code_cell(WITHOUT_BONUS))
    nbformat.write(lesson, lab.server.root / "03-prolix-own-scoring.ipynb")
    open_lesson(lab, "03-prolix-own-scoring.ipynb")
    # The course's, the lesson's "yours", and this one: waited for, not counted at
    # once, since on a busy machine the page draws them well after Run All.
    boards = lab.page.locator(f".jp-OutputArea-output canvas.{BOARD}")
    poll(lambda: boards.count() == 3, lab.page, 60, "three Prolix boards")
    mine = lab.board(BOARD, within=lab.cell(len(lesson.cells) - 1))
    yours = lab.board(BOARD, 1)

    model = ProlixState(random.Random(SEED))
    word = best_word_player(model)
    result = model.push(word)
    without_bonus = sum(COLUMN_VALUES[tile.column] for tile in result.tiles)
    assert without_bonus < result.score, "pick a seed whose best word has a bonus"
    play(lab, word, n=2)
    says_once(
        lab,
        mine,
        f"{word.upper()}: {without_bonus} points by the game's scoring function, "
        f"though its tiles make",
    )
    says_once(lab, mine, f"= {result.score}. Total {without_bonus}, needed 15")
    lab.screenshot("03-prolix-own-scoring", panel(lab, mine))

    # The lesson's own "yours" board scores with the lesson's score_word: the same.
    play(lab, word, n=1)
    says_once(lab, yours, f"= {result.score} points. Total {result.total}")
    assert lab.errors() == []


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
        model = ProlixState(random.Random(SEED))
        word = best_word_player(model)
        result = model.push(word)
        box = page.locator(WORD_BOX).first
        box.fill(word)
        box.press("Enter")
        page.wait_for_function(
            "([line, text]) => line.innerText.includes(text)",
            arg=[message.element_handle(), f"Total {result.total}, needed 15"],
            timeout=30_000,
        )
        assert page.locator(".jp-CodeCell .jp-InputArea:visible").count() == 0
        page.screenshot(path=str(ARTIFACTS / "play-03-prolix.png"))
        assert refused == [], f"requests that would leave the machine: {refused}"
    finally:
        context.close()
