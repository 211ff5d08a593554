"""A lesson's boards play the learner's pieces, not the course's.

Each test runs a lesson from the top to its board with one piece deliberately
different from the lesson's own (a die that always rolls 5, a computer that always
takes the lowest free square, ...), defined right after the cell where the learner
writes it, as a learner would. Then it drives the board through its public methods
and checks that the board played that piece: with the course's piece it would not.
"""

import ast
import json
import os

import nbformat
import pytest

from course.kernel_client import NotebookClient
from course.lesson_cells import SOLUTION, has_tag, text_output
from tests.lessons import NOTEBOOKS

RESULT = "RESULT "


def defines(cell, name: str) -> bool:
    if cell.cell_type != "code" or not has_tag(cell, SOLUTION):
        return False
    return any(
        getattr(node, "name", None) == name for node in ast.parse(cell.source).body
    )


def played(lesson: str, name: str, piece: str, board_cell: str, drive: str) -> dict:
    """Run ``lesson`` up to the cell starting with ``board_cell``, with ``piece``
    defined right after the solution cell that defines ``name``; then ``drive``,
    which prints ``RESULT`` and a JSON object; return that object."""
    path = NOTEBOOKS / lesson
    notebook = nbformat.read(path, as_version=4)
    cells = notebook.cells
    after = next(i for i, cell in enumerate(cells) if defines(cell, name))
    board = next(
        i
        for i, cell in enumerate(cells)
        if cell.cell_type == "code" and cell.source.startswith(board_cell)
    )
    assert after < board
    run = [
        *cells[: after + 1],
        nbformat.v4.new_code_cell(piece),
        *cells[after + 1 : board + 1],
        nbformat.v4.new_code_cell(drive),
    ]
    notebook.cells = [cell for cell in run if cell.cell_type == "code"]
    client = NotebookClient(
        notebook,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute(env=dict(os.environ, GAMELIB_FAST="1"))
    printed = text_output(notebook.cells[-1])
    line = next(line for line in printed.splitlines() if line.startswith(RESULT))
    return json.loads(line.removeprefix(RESULT))


SWAPPED_SQUARE_AT = '''
def square_at(x, y):
    """Row and column swapped: a deliberately different square_at."""
    if 0 <= x < 300 and 0 <= y < 300:
        return int(x // 100), int(y // 100)
    return None
'''


def test_the_welcome_board_finds_squares_with_the_learners_square_at():
    result = played(
        "00-start.ipynb",
        "square_at",
        SWAPPED_SQUARE_AT,
        'check.borrow(globals(), "answer_click")',
        "import json\n"
        "board.click(250, 50)\n"
        "print('RESULT', json.dumps({'marked': sorted(board.marked),\n"
        "    'message': board.view.message.text, 'runs_on': board.runs_on()}))\n",
    )
    assert result["marked"] == [[2, 0]]  # the lesson's square_at gives (0, 2)
    assert result["message"] == "You marked row 2, column 0."
    assert result["runs_on"] == "Runs on your answer_click, draw_board and draw_mark."


ALWAYS_FIVE = '''
class Die:
    """Always rolls 5: a deliberately different die."""

    def __init__(self, rng):
        self.top = 5

    def roll(self):
        return self.top

    @property
    def bottom(self):
        return 7 - self.top
'''

THEN_SEVEN = '''
class Die:
    """Rolls 3 and 4 for the order of play, then 7: a die that breaks a rule."""

    def __init__(self, rng):
        self.faces, self.top = [3, 4], 1

    def roll(self):
        self.top = self.faces.pop(0) if self.faces else 7
        return self.top

    @property
    def bottom(self):
        return 7 - self.top
'''

PIG_DRIVE = """
import json
board.new_game(players=2, opponent="a friend (hotseat)")
before = len(board.game.history)
events = [board.roll() for _ in range(4)]
print("RESULT", json.dumps({
    "faces": [getattr(event, "value", None) for event in events],
    "moves": len(board.game.history) - before,
    "turn_total": board.game.turn_total,
    "message": board.view.message.text,
    "runs_on": runs_on(board),
}))
"""


def test_the_pig_board_rolls_the_learners_die():
    result = played(
        "01-pig.ipynb", "Die", ALWAYS_FIVE, "board = PigBoard(seed=2024)", PIG_DRIVE
    )
    assert result["faces"] == [5, 5, 5, 5]
    assert result["turn_total"] == 20
    assert result["message"].endswith(" rolls 5: turn score 20. Roll again or hold?")
    assert result["runs_on"] == (
        "Runs on your Die, Player, ComputerPlayer, on_roll and on_hold, "
        "and the course's PigGame."
    )


def test_a_learners_die_that_breaks_a_rule_is_refused_in_words_on_the_board():
    result = played(
        "01-pig.ipynb", "Die", THEN_SEVEN, "board = PigBoard(seed=2024)", PIG_DRIVE
    )
    assert result["faces"] == [None] * 4
    assert result["moves"] == 0 and result["turn_total"] == 0
    assert "7" in result["message"], result["message"]


SAYS_IT_HIS_WAY = '''
PRESSED = []


def on_roll(game):
    """Says it its own way and notes whose roll it was: a different on_roll."""
    if game.winner is not None:
        return "Over."
    name = game.turn
    PRESSED.append(name)
    game.roll()
    return f"{name} threw a {game.last_roll}, turn at {game.turn_total}."
'''

PIG_HANDLER_DRIVE = """
import json
before = len(PRESSED)
practice = PigBoard(seed=7)  # the computer moves first, pressing on_roll
practice.roll()
print("RESULT", json.dumps({
    "pressed": PRESSED[before:],
    "message": practice.view.message.text,
    "moves": list(practice.game.history),
    "runs_on": runs_on(practice),
}))
"""


def test_the_pig_board_answers_roll_with_the_learners_on_roll():
    result = played(
        "01-pig.ipynb",
        "on_roll",
        SAYS_IT_HIS_WAY,
        "board = PigBoard(seed=2024)",
        PIG_HANDLER_DRIVE,
    )
    # The computer's turns were pressed with the learner's on_roll too: it rolls
    # 4, 6, 1 first; Player 1 then rolls a 1, and the computer 5, 1 (the lesson's
    # own practice board, seed 7, says so).
    assert result["pressed"] == [*["Computer"] * 3, "Player 1", *["Computer"] * 2]
    assert result["moves"] == ["roll"] * 6
    assert result["message"].startswith("Player 1 threw a 1, turn at 0. Computer")
    assert result["runs_on"] == (
        "Runs on your Die, Player, ComputerPlayer, on_roll and on_hold, "
        "and the course's PigGame."
    )


ROLLS_TWICE = '''
def on_roll(game):
    """Rolls twice unless the first roll ends the turn: a wrong on_roll."""
    if game.winner is not None:
        return "Over."
    name = game.turn
    game.roll()
    if game.turn == name:
        game.roll()
    return f"{name} rolled twice."
'''


def test_a_learners_on_roll_that_breaks_a_rule_leaves_the_computers_turn_unplayed():
    result = played(
        "01-pig.ipynb",
        "on_roll",
        ROLLS_TWICE,
        "board = PigBoard(seed=2024)",
        "import json\n"
        "practice = PigBoard(seed=7)  # the computer moves first\n"
        "print('RESULT', json.dumps({'message': practice.view.message.text,\n"
        "    'moves': list(practice.game.history)}))\n",
    )
    assert result["moves"] == []  # its turn was taken back, every roll of it
    assert result["message"].endswith(
        "Lowest goes first: Computer. Computer pressed roll: 2 moves, not 1: "
        "it cannot move on."
    ), result["message"]


SEAT_NAMES = '''
class Player:
    """Calls a "Player n" "Seat n": a deliberately different Player."""

    is_computer = False

    def __init__(self, name):
        self.name = name.strip().replace("Player", "Seat")
'''


def test_the_pig_board_seats_the_learners_players():
    result = played(
        "01-pig.ipynb",
        "Player",
        SEAT_NAMES,
        "board = PigBoard(seed=2024)",
        "import json\n"
        "board.new_game(players=3, opponent='a friend (hotseat)')\n"
        "print('RESULT', json.dumps({'message': board.view.message.text,\n"
        "    'names': [player.name for player in board.game.players]}))\n",
    )
    assert sorted(result["names"]) == ["Seat 1", "Seat 2", "Seat 3"]
    assert result["message"].startswith("Opening rolls: Seat "), result["message"]


SHOUTED_NAMES = '''
class Player:
    """Keeps a name in capitals: a deliberately different Player."""

    is_computer = False

    def __init__(self, name):
        self.name = name.strip().upper()
'''


def test_the_pig_scoreboard_picture_names_the_learners_players():
    result = played(
        "01-pig.ipynb",
        "Player",
        SHOUTED_NAMES,
        'rows = (\n    Row(Player("Ann").name',
        "import json\n"
        "print('RESULT', json.dumps({'names': [row[0] for row in rows]}))\n",
    )
    assert result["names"] == ["ANN", "BARTHOLOMEW FITZROY", "CY"]


LOWEST_FREE = '''
def computer_move(board):
    """Always the lowest free square: a deliberately different computer."""
    return [square for square in range(9) if board[square] == BLANK][0]
'''


TICTACTOE_BOARD = 'check.borrow(globals(), "answer_click", "computer_reply")'
TICTACTOE_DRIVE = """
import json
from gamelib.tictactoe.lesson import centre
messages = [board.view.message.text]
for square in {squares}:
    board.click(*centre(square))
    messages.append(board.view.message.text)
print("RESULT", json.dumps({{"game": "".join(board.game), "last": board.last,
    "messages": messages, "runs_on": board.runs_on()}}))
"""


def tictactoe(name: str, piece: str, squares: list[int]) -> dict:
    """The lesson's board with ``piece`` in place of the learner's ``name``,
    clicked on the middle of each of ``squares``; its first message is the one
    it starts with."""
    drive = TICTACTOE_DRIVE.format(squares=squares)
    return played("02-tictactoe.ipynb", name, piece, TICTACTOE_BOARD, drive)


def test_the_tictactoe_board_answers_with_the_learners_computer():
    result = tictactoe("computer_move", LOWEST_FREE, [0])
    assert result["last"] == 1  # the handout's computer takes the centre, 4
    assert result["game"] == "XO       "
    assert result["messages"][1:] == ["You took 0. The computer took 1. Your turn."]
    assert result["runs_on"] == (
        "Runs on your new_board, answer_click, computer_reply, place, winner and "
        "computer_move."
    )


MIRRORED_CLICK = '''
def answer_click(board, x, y):
    """Plays the square mirrored left to right: a deliberately different click."""
    square = square_at(x, y)
    if square is None:
        return "That click is outside the board."
    mirrored = 3 * (square // 3) + 2 - square % 3
    if not place(board, mirrored, "X"):
        return f"Square {mirrored} is taken."
    return f"You took {mirrored}, the mirror of {square}."
'''


def test_the_tictactoe_board_plays_the_learners_click_handler():
    result = tictactoe("answer_click", MIRRORED_CLICK, [0])
    assert result["game"][2] == "X" and result["game"][0] != "X", result
    assert result["messages"][1].startswith("You took 2, the mirror of 0. ")
    assert "course" not in result["runs_on"]  # every piece the learner's


SAYS_IT_ITS_OWN_WAY = '''
def computer_reply(board, computer):
    """Announces the computer's move its own way: a deliberately different reply."""
    square = computer(board)
    if square is None or not place(board, square, "O"):
        return "The computer has nothing to add."
    return f"After some thought, O goes to {square}."
'''


def test_the_tictactoe_board_plays_the_learners_computer_reply():
    result = tictactoe("computer_reply", SAYS_IT_ITS_OWN_WAY, [4])
    assert result["game"] == "O   X    "
    assert result["messages"][1:] == ["You took 4. After some thought, O goes to 0."]


NEVER_A_WINNER = '''
def winner(board):
    """Never sees three in a row: a learner's winner that breaks a rule in play."""
    return None
'''


def test_a_learners_rule_that_lets_play_go_on_after_a_win_is_refused_in_words():
    # The handout's worked game: O completes 6-7-8 on X's fourth move, which
    # this winner does not see; X's fifth move is then refused by the rules.
    result = tictactoe("winner", NEVER_A_WINNER, [4, 1, 2, 3, 5])
    assert result["messages"][4] == "You took 3. The computer took 8. Your turn."
    assert result["messages"][5] == (
        "Nothing was played: answer_click played X on square 5, but the game is "
        "over (O has won); no more moves."
    )
    assert result["game"] == "OXXXX OOO"  # as it was before the refused click
    assert "course" not in result["runs_on"]


CRASHES_ON_A_CORNER = '''
def computer_move(board):
    """Divides by zero once X holds square 8: a learner's computer that crashes."""
    if board[8] == "X":
        return 1 // 0
    return board.index(BLANK)
'''


def test_a_learners_piece_that_crashes_leaves_nothing_half_played():
    """The board plays each step with ``selfcheck.trial``: the crash is said in
    words on the message line, naming the piece and the learner's line, and the
    round is not kept; nothing reaches the board's error box."""
    drive = """
import json
from gamelib.tictactoe.lesson import centre
click = board.view.errors.user_action(board.click)  # as the canvas calls it
click(*centre(4))
click(*centre(8))
print("RESULT", json.dumps({"game": "".join(board.game),
    "error": repr(board.view.errors.last_error),
    "message": board.view.message.text}))
"""
    result = played(
        "02-tictactoe.ipynb",
        "computer_move",
        CRASHES_ON_A_CORNER,
        TICTACTOE_BOARD,
        drive,
    )
    assert result["game"] == "O   X    "  # X's 8 was not kept without O's answer
    assert result["error"] == "None", result
    assert result["message"] == (
        "Nothing was played: computer_reply crashed with ZeroDivisionError: integer "
        "division or modulo by zero in computer_move, line 4 of its cell: return 1 // 0"
    )


X_ALREADY_THERE = '''
def new_board():
    """X already on square 0: a learner's new_board that breaks a rule."""
    return ["X"] + [BLANK] * 8
'''


def test_a_learners_new_board_that_is_no_board_is_refused_in_words():
    result = tictactoe("new_board", X_ALREADY_THERE, [4])
    assert result["messages"] == [
        "Your new_board made ['X', ' ', ' ', ' ', ' ', ' ', ...], not a list of "
        "nine blank squares, so this game starts on the course's new_board.",
        "You took 4. The computer took 0. Your turn.",
    ]
    assert result["game"] == "O   X    "


SLIDES_THE_OTHER_WAY = '''
from gamelib.quixo.lesson import makeMove as course_move


def makeMove(board, chooseRow, chooseColumn, placeRow, placeColumn):
    """The move, then its line mirrored: the blocks slid the other way."""
    course_move(board, chooseRow, chooseColumn, placeRow, placeColumn)
    if chooseRow == placeRow:
        board.blocks[placeRow].reverse()
        return
    line = [board.blocks[row][placeColumn] for row in range(board.size)]
    for row, block in enumerate(reversed(line)):
        board.blocks[row][placeColumn] = block
'''


QUIXO_BOARD = 'check.borrow(\n    globals(),\n    "createBoard",\n    "can_take",'

QUIXO_DRIVE = """
import json
game.pick(0, 0)
game.place(0, 4)
print('RESULT', json.dumps({'rows': game.table.game.rows(),
    'note': game.table.note, 'runs_on': game.table.rules.notice}))
"""


def test_the_quixo_board_moves_with_the_learners_make_move():
    result = played(
        "04-quixo.ipynb", "makeMove", SLIDES_THE_OTHER_WAY, QUIXO_BOARD, QUIXO_DRIVE
    )
    assert result["rows"][0] == "X----"  # the lesson's makeMove gives "----X"
    assert result["note"].startswith("Last move: X (0, 0)"), result["note"]
    assert result["runs_on"] == (
        "Runs on your createBoard, can_take, places_for, makeMove, winner and "
        "answer_click."
    )


SHOUTING_HANDLER = '''
def answer_click(board, hand, row, column):
    """The lesson's answers, shouted: a deliberately different handler."""
    if hand["picked"] is None:
        if not can_take(board, row, column):
            return "NO: THAT BLOCK STAYS WHERE IT IS (THE EDGE ONLY)!"
        hand["picked"] = (row, column)
        return f"GOT ({row}, {column})!"
    if (row, column) == hand["picked"]:
        hand["picked"] = None
        return "PUT BACK!"
    try:
        makeMove(board, *hand["picked"], row, column)
    except IllegalMoveError as error:
        return f"NOT THERE: {error}!"
    hand["picked"] = None
    return announce(board).upper()
'''


def test_the_quixo_board_answers_clicks_with_the_learners_handler():
    result = played(
        "04-quixo.ipynb",
        "answer_click",
        SHOUTING_HANDLER,
        QUIXO_BOARD,
        "import json\n"
        "notes = []\n"
        "for square in [(2, 2), (0, 0), (0, 4)]:\n"
        "    game.pick(*square)\n"
        "    notes.append(game.table.note)\n"
        "print('RESULT', json.dumps({'notes': notes,\n"
        "    'rows': game.table.game.rows()}))\n",
    )
    assert result["notes"] == [
        "NO: THAT BLOCK STAYS WHERE IT IS (THE EDGE ONLY)!",
        "GOT (0, 0)!",
        "Last move: X (0, 0) → (0, 4). O TO MOVE.",
    ]
    assert result["rows"][0] == "----X"


UPSIDE_DOWN = '''
def createBoard(listOfRows, turn=X):
    """The rows bottom to top: a deliberately different createBoard."""
    board = QuixoBoard(len(listOfRows))
    for row, text in enumerate(reversed(listOfRows)):
        board.blocks[row] = list(text)
    board.turn = turn
    return board
'''

PICTURE_DRIVE = """
import json
from gamelib.quixo.lesson.pictures import {kind}
shown = _  # the picture the cell above showed
course = {kind}({course})
print('RESULT', json.dumps({{'text': repr(shown),
    'same_as_the_course': shown._repr_svg_() == course._repr_svg_()}}))
"""
EXAMPLE_ROWS = '["----O", "XX--X", "XO---", "OO---", "X----"]'


def test_the_quixo_board_picture_draws_the_learners_create_board():
    result = played(
        "04-quixo.ipynb",
        "createBoard",
        UPSIDE_DOWN,
        "from gamelib.quixo.lesson.pictures import BoardPicture",
        PICTURE_DRIVE.format(
            kind="BoardPicture",
            course=f"gamelib.quixo.lesson.createBoard, {EXAMPLE_ROWS}",
        ).replace("import json", "import json\nimport gamelib.quixo.lesson"),
    )
    assert result["text"].splitlines()[0] == "X----"  # the lesson's gives "----O"
    assert result["text"].endswith("X to move. Drawn with your createBoard.")
    assert not result["same_as_the_course"]


ONLY_THE_FAR_END = '''
def places_for(board, row, column):
    """Only the far end of the column: a deliberately different places_for."""
    return [(board.size - 1 - row, column)]
'''


def test_the_quixo_move_pictures_draw_the_learners_places_for():
    result = played(
        "04-quixo.ipynb",
        "places_for",
        ONLY_THE_FAR_END,
        'print(places_for(createBoard(["-----"] * 5), 0, 1))',
        PICTURE_DRIVE.format(
            kind="MovePicture", course='["-----"] * 5, "X", (0, 1), (4, 1)'
        ),
    )
    assert result["text"] == (
        "X moves (0, 1) to (4, 1) (a picture). Drawn with your createBoard and "
        "places_for, and the course's makeMove."
    )
    assert not result["same_as_the_course"]  # one place marked, not three


def test_the_quixo_move_picture_of_milestone_4_draws_the_learners_make_move():
    result = played(
        "04-quixo.ipynb",
        "makeMove",
        SLIDES_THE_OTHER_WAY,
        'MovePicture(\n    ["-----", "XOOOO"',
        PICTURE_DRIVE.format(
            kind="MovePicture",
            course='["-----", "XOOOO", "O----", "-----", "-XXXX"], "X", (0, 0), (4, 0)',
        ),
    )
    assert result["text"] == (
        "X moves (0, 0) to (4, 0) (a picture). Drawn with your createBoard, "
        "places_for and makeMove."
    )
    assert not result["same_as_the_course"]


STRIP_DRIVE = """
import json


class Words:
    \"\"\"A canvas that keeps only the words written on it.\"\"\"

    def __init__(self):
        self.texts = []

    def fill_text(self, text, *where):
        self.texts.append(text)

    def __getattr__(self, name):
        return lambda *arguments: None


board.game = list("XXXOO    ")  # X has the top row
canvas = Words()
board.draw(canvas)
print('RESULT', json.dumps({'strip': canvas.texts[-1]}))
"""


def test_the_tictactoe_boards_strip_says_what_the_learners_winner_says():
    result = played(
        "02-tictactoe.ipynb", "winner", NEVER_A_WINNER, TICTACTOE_BOARD, STRIP_DRIVE
    )
    assert result["strip"] == "X to play: click a square."  # the course: X wins


def test_the_quixo_table_pictured_in_step_2_answers_with_the_learners_handler():
    result = played(
        "04-quixo.ipynb",
        "answer_click",
        SHOUTING_HANDLER,
        "def draw_quixo(canvas, layout, table",
        "import json\n"
        "print('RESULT', json.dumps({'note': table.note,\n"
        "    'runs_on': table.rules.notice}))\n",
    )
    assert result["note"] == "GOT (4, 4)!"  # the lesson's: "O picked up (4, 4)..."
    assert result["runs_on"] == (
        "Runs on your createBoard, can_take, places_for, makeMove, winner and "
        "answer_click."
    )


DOUBLES = '''
_lessons_score_word = score_word


def score_word(columns, word):
    """Twice the points: a deliberately different score_word."""
    return 2 * _lessons_score_word(columns, word)
'''

SHORT_WORDS_REFUSED = '''
_lessons_play_word = play_word


def play_word(game, text):
    """Refuses words under five letters: a deliberately different handler."""
    if len(text.strip()) < 5:
        return "Not accepted: five letters or more, please."
    return _lessons_play_word(game, text)
'''

PROLIX_DRIVE = """
import json
word = best_words(board.game.columns, 1)[0].word
course = prolix.score_word(board.game.columns, word)
board.submit(FIRST)
refused = board.view.message.text
board.submit(word)
print("RESULT", json.dumps({
    "course": course,
    "refused": refused,
    "scores": board.game.scores,
    "used": board.game.used,
    "message": board.view.message.text,
    "runs_on": board.runs_on(),
}))
"""


def test_the_prolix_board_scores_with_the_learners_score_word():
    result = played(
        "03-prolix.ipynb",
        "score_word",
        DOUBLES,
        "board = ProlixBoard(seed=2024)",
        PROLIX_DRIVE.replace("FIRST", repr("qwrtp")),
    )
    word, doubled = result["used"][-1], 2 * result["course"]
    assert result["refused"] == "Not accepted: 'qwrtp' is not in the dictionary."
    assert result["scores"] == [doubled]
    assert result["message"].startswith(f"{word} scores {doubled}: total")
    assert result["runs_on"] == (
        "Runs on your score_word, word_problem, Bag, placement_problem, "
        "fill_board, slide_right, game_status and play_word."
    )


def test_the_prolix_board_enters_words_with_the_learners_play_word():
    result = played(
        "03-prolix.ipynb",
        "play_word",
        SHORT_WORDS_REFUSED,
        "board = ProlixBoard(seed=2024)",
        PROLIX_DRIVE.replace("FIRST", repr("cats")),
    )
    assert result["refused"] == "Not accepted: five letters or more, please."
    assert result["scores"] == [result["course"]]
    assert result["used"] == [result["used"][0]] and len(result["used"][0]) >= 5


@pytest.mark.parametrize(
    ("lesson", "name"),
    [
        ("00-start.ipynb", "square_at"),
        ("01-pig.ipynb", "Die"),
        ("01-pig.ipynb", "on_roll"),
        ("01-pig.ipynb", "Player"),
        ("02-tictactoe.ipynb", "computer_move"),
        ("02-tictactoe.ipynb", "answer_click"),
        ("02-tictactoe.ipynb", "computer_reply"),
        ("02-tictactoe.ipynb", "winner"),
        ("02-tictactoe.ipynb", "new_board"),
        ("03-prolix.ipynb", "score_word"),
        ("03-prolix.ipynb", "play_word"),
        ("04-quixo.ipynb", "createBoard"),
        ("04-quixo.ipynb", "places_for"),
        ("04-quixo.ipynb", "makeMove"),
        ("04-quixo.ipynb", "answer_click"),
    ],
)
def test_each_piece_the_tests_replace_is_written_by_the_learner(lesson, name):
    cells = nbformat.read(NOTEBOOKS / lesson, as_version=4).cells
    assert any(defines(cell, name) for cell in cells)
